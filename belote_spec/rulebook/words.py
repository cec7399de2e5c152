"""Words of the rulebooks: names of seats, suits, ranks and modes, the short label of every
value the schema allows, the title of every rule, and French typography.

Every word is a message of the catalogs (part ``rulebook-render``): a table holds the message
(its context and English id, marked with :func:`pgettext` for extraction) and
:func:`translated` gives it in a rulebook's language. Every generated sentence of the
rulebooks is written in :mod:`belote_spec.rulebook.text`; this module holds the vocabulary they
share with the comparison matrix and the schema reference.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from ..cards import RANK_NAMES, Card
from ..i18n import SHIPPED, Translator, available_languages, translator
from .sentences import SENTENCES, catalog_title

__all__ = [
    "DEFAULT_LANG",
    "LANGS",
    "VALUE_LABELS",
    "Lang",
    "Msg",
    "card_label",
    "card_name",
    "carre_name",
    "check_lang",
    "fr_typography",
    "join_words",
    "mode_name",
    "pgettext",
    "rank_label",
    "rank_name",
    "seat_name",
    "suit_name",
    "team_name",
    "translated",
    "value_label",
]

#: A language code with a message catalog (``fr``, ``en``, or one added with
#: :func:`belote_spec.i18n.add_catalog_dir`).
Lang = str
#: The languages shipped with the package.
LANGS: Final[tuple[Lang, ...]] = SHIPPED
#: The language of a rulebook when none is asked for: French, the game's own.
DEFAULT_LANG: Final[Lang] = "fr"

#: A message of a table: its context and its English id.
Msg = tuple[str, str]


def check_lang(value: str) -> Lang:
    """``value`` if it is a language with a catalog (:func:`~belote_spec.i18n.available_languages`);
    anything else raises :class:`ValueError`."""
    known = available_languages()
    if value in known:
        return value
    raise ValueError(f"unknown language {value!r}: use {', '.join(known)}")


def pgettext(context: str, message: str) -> Msg:
    """Marks a message of a table for extraction (Babel reads ``pgettext`` calls), to be
    translated later with :func:`translated`."""
    return (context, message)


def translated(lang: Lang, msg: Msg) -> str:
    """A table's message in ``lang``."""
    return translator(lang).pgettext(*msg)


def _tr(lang: Lang) -> Translator:
    return translator(lang)


# ------------------------------------------------------------------------------ typography

_NBSP: Final = "\u00a0"
_NNBSP: Final = "\u202f"


def fr_typography(text: str) -> str:
    """French spacing: a no-break space inside « » and before ``:``, and a narrow one before
    ``; ? !``, so that a line never starts with a punctuation mark; the typewriter apostrophe
    becomes the typographic one (``d'« un »`` → ``d’« un »``), which no later « smart
    quotes » step can take for a closing quotation mark."""
    text = text.replace("'", "’")
    for mark in (":", ";", "?", "!"):
        space = _NBSP if mark == ":" else _NNBSP
        text = text.replace(f" {mark}", f"{space}{mark}")
    return text.replace("« ", f"«{_NBSP}").replace(" »", f"{_NBSP}»")


def join_words(items: Sequence[str], lang: Lang, *, last: str | None = None) -> str:
    """``a, b et c`` / ``a, b and c`` (``last`` replaces the final conjunction)."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    head = ", ".join(items[:-1])
    if last is None:
        # TRANSLATORS: the end of a list of words: "seven, eight and nine"
        return _tr(lang).pgettext("list of words", "{items} and {last}", items=head, last=items[-1])
    return f"{head} {last} {items[-1]}"


# ------------------------------------------------------------------------------ names

_SEATS: Final[Mapping[str, Msg]] = {
    "N": pgettext("seat", "North"),
    "W": pgettext("seat", "West"),
    "S": pgettext("seat", "South"),
    "E": pgettext("seat", "East"),
}
_TEAMS: Final[Mapping[str, Msg]] = {
    "NS": pgettext("team", "North–South"),
    "EW": pgettext("team", "East–West"),
}
_SUITS: Final[tuple[Msg, ...]] = (
    pgettext("suit", "spades"),
    pgettext("suit", "hearts"),
    pgettext("suit", "diamonds"),
    pgettext("suit", "clubs"),
)
_RANKS: Final[tuple[Msg, ...]] = (
    pgettext("rank", "seven"),
    pgettext("rank", "eight"),
    pgettext("rank", "nine"),
    pgettext("rank", "ten"),
    pgettext("rank", "jack"),
    pgettext("rank", "queen"),
    pgettext("rank", "king"),
    pgettext("rank", "ace"),
)
_RANKS_THE: Final[tuple[Msg, ...]] = (
    pgettext("rank with its article", "the seven"),
    pgettext("rank with its article", "the eight"),
    pgettext("rank with its article", "the nine"),
    pgettext("rank with its article", "the ten"),
    pgettext("rank with its article", "the jack"),
    pgettext("rank with its article", "the queen"),
    pgettext("rank with its article", "the king"),
    pgettext("rank with its article", "the ace"),
)
#: The rank as printed on a card (« V » for valet in French, « J » for jack in English).
_RANK_LETTERS: Final[tuple[Msg, ...]] = (
    pgettext("rank letter", "7"),
    pgettext("rank letter", "8"),
    pgettext("rank letter", "9"),
    pgettext("rank letter", "10"),
    # TRANSLATORS: the rank as printed on a card (J: jack, Q: queen, K: king, A: ace)
    pgettext("rank letter", "J"),
    pgettext("rank letter", "Q"),
    pgettext("rank letter", "K"),
    pgettext("rank letter", "A"),
)
#: The four cards of a rank, as an annonce (« carré de valets »).
_CARRES: Final[tuple[Msg, ...]] = (
    pgettext("carré", "four sevens"),
    pgettext("carré", "four eights"),
    pgettext("carré", "four nines"),
    pgettext("carré", "four tens"),
    pgettext("carré", "four jacks"),
    pgettext("carré", "four queens"),
    pgettext("carré", "four kings"),
    pgettext("carré", "four aces"),
)
_RANK_INDEX: Final = {name: i for i, name in enumerate(RANK_NAMES)}
SUIT_SYMBOLS: Final = ("♠", "♥", "♦", "♣")


def seat_name(seat: str, lang: Lang) -> str:
    """``Nord`` / ``North``."""
    return translated(lang, _SEATS[seat])


def team_name(team: str, lang: Lang) -> str:
    """``Nord–Sud`` / ``North–South``."""
    return translated(lang, _TEAMS[team])


def suit_name(suit: int, lang: Lang) -> str:
    """``cœur`` / ``hearts``."""
    return translated(lang, _SUITS[suit])


def rank_index(rank: str | int) -> int:
    """The natural index (0 = seven) of a rank name used by variant files, or of an index."""
    return rank if isinstance(rank, int) else _RANK_INDEX[rank]


def rank_name(rank: str | int, lang: Lang, *, article: bool = False) -> str:
    """``valet`` / ``jack``; with ``article``: ``le valet``, ``l'as`` / ``the jack``."""
    i = rank_index(rank)
    return translated(lang, _RANKS_THE[i] if article else _RANKS[i])


def rank_label(rank: str | int, lang: Lang) -> str:
    """The rank as printed on a card: ``V`` / ``J``, ``10``."""
    return translated(lang, _RANK_LETTERS[rank_index(rank)])


def carre_name(rank: str | int, lang: Lang) -> str:
    """``carré de valets`` / ``four jacks``."""
    return translated(lang, _CARRES[rank_index(rank)])


def card_label(card: Card, lang: Lang) -> str:
    """``V♥`` / ``J♥``."""
    return rank_label(card.rank, lang) + SUIT_SYMBOLS[card.suit]


def card_name(card: Card, lang: Lang) -> str:
    """``valet de cœur`` / ``jack of hearts``."""
    return _tr(lang).pgettext(
        "card name",
        "{rank} of {suit}",
        rank=translated(lang, _RANKS[card.rank]),
        suit=translated(lang, _SUITS[card.suit]),
    )


def mode_name(mode: str, lang: Lang) -> str:
    """A contract mode: ``S H D C`` (a trump suit), ``SA``, ``TA``."""
    tr_ = _tr(lang)
    if mode == "SA":
        return tr_.pgettext("mode", "no trump (sans atout)")
    if mode == "TA":
        return tr_.pgettext("mode", "all trumps (tout atout)")
    suit = "SHDC".index(mode)
    return tr_.pgettext("mode", "{suit} trump", suit=suit_name(suit, lang))


_LABELS: dict[str, dict[Any, Msg]] = {
    "table.players": {
        4: pgettext("value label", "4 players"),
        3: pgettext("value label", "3 players"),
        2: pgettext("value label", "2 players"),
    },
    "table.partnership": {
        "facing": pgettext("value label", "partners facing"),
        "none": pgettext("value label", "each for himself"),
    },
    "table.rotation": {
        "counterclockwise": pgettext("value label", "counter-clockwise"),
        "clockwise": pgettext("value label", "clockwise"),
    },
    "deck.cards": {
        32: pgettext("value label", "32 cards"),
        24: pgettext("value label", "24 cards"),
    },
    "deal.first_dealer": {
        "random": pgettext("value label", "drawn at random"),
        "lowest_card": pgettext("value label", "lowest card drawn"),
    },
    "deal.cut.by": {
        "before_dealer": pgettext("value label", "the player before the dealer"),
        "after_dealer": pgettext("value label", "the player after the dealer"),
        "none": pgettext("value label", "no cut"),
    },
    "deal.patterns": {
        "3-2": pgettext("value label", "3 then 2"),
        "2-3": pgettext("value label", "2 then 3"),
        "3-2-3": pgettext("value label", "3, 2 then 3"),
        "3-3-2": pgettext("value label", "3, 3 then 2"),
        "2-3-3": pgettext("value label", "2, 3 then 3"),
        "3-3": pgettext("value label", "3 then 3"),
        "4-4": pgettext("value label", "4 then 4"),
        "6-2": pgettext("value label", "6 then 2"),
        "8": pgettext("value label", "all 8 at once"),
    },
    "deal.first_receiver": {
        "after_dealer": pgettext("value label", "the player after the dealer"),
        "dealer": pgettext("value label", "the dealer"),
    },
    "scoring.contract.defence": {
        "together": pgettext("value label", "the defenders together"),
        "each": pgettext("value label", "each defender"),
    },
    "scoring.defence_lines": {
        "each": pgettext("value label", "in full to each defender"),
        "split": pgettext("value label", "shared by the defenders"),
    },
    "scoring.capot.players": {
        "side": pgettext("value label", "a whole side"),
        "each": pgettext("value label", "each player without a trick"),
    },
    "scoring.capot.share": {
        "whole": pgettext("value label", "in full to each"),
        "split": pgettext("value label", "shared equally"),
    },
    "scoring.capot.dix_de_der_kept": {
        "never": pgettext("value label", "never"),
        "one_capot": pgettext("value label", "when only one player is capot"),
    },
    "deal.turned_card_to": {
        "taker": pgettext("value label", "the taker"),
        "nobody": pgettext("value label", "nobody: out of play"),
    },
    "deal.seven_exchange": {
        "none": pgettext("value label", "none"),
        "automatic": pgettext("value label", "the seven of trumps for the turned card"),
    },
    "deal.next_dealer": {
        "after_dealer": pgettext("value label", "the next player"),
        "before_dealer": pgettext("value label", "the previous player"),
        "same": pgettext("value label", "the same dealer"),
    },
    "deal.shuffle.between_deals": {
        "never": pgettext("value label", "never: cut only"),
        "always": pgettext("value label", "before every deal"),
        "by_agreement": pgettext("value label", "if both teams agree"),
        "dealer_choice": pgettext("value label", "at the dealer's choice"),
    },
    "deal.shuffle.first": {
        "dealer": pgettext("value label", "the dealer"),
        "each_team": pgettext("value label", "a player of each team"),
    },
    "deal.misdeal.barred": {
        "none": pgettext("value label", "nobody"),
        "dealer": pgettext("value label", "the dealer"),
        "dealer_team": pgettext("value label", "the dealer's team"),
    },
    "deal.misdeal.penalty": {
        "redeal": pgettext("value label", "redeal, no penalty"),
        "opponents_score": pgettext("value label", "points to the opponents"),
    },
    "bidding.system": {
        "prise": pgettext("value label", "prise (turned card)"),
        "auction": pgettext("value label", "auction"),
    },
    "bidding.first_speaker": {
        "after_dealer": pgettext("value label", "the player after the dealer"),
        "dealer": pgettext("value label", "the dealer"),
    },
    "bidding.prise.rounds": {
        "turned_suit": pgettext("value label", "the turned suit"),
        "other_suits": pgettext("value label", "another suit"),
        "any_suit": pgettext("value label", "any suit"),
        "sans_atout": pgettext("value label", "sans atout"),
        "tout_atout": pgettext("value label", "tout atout"),
    },
    "bidding.prise.forced": {
        "last_speaker": pgettext("value label", "the last speaker"),
        "first_speaker": pgettext("value label", "the first speaker"),
        "dealer": pgettext("value label", "the dealer"),
    },
    "bidding.prise.all_pass": {"redeal": pgettext("value label", "redeal")},
    "bidding.auction.levels": {
        "numbers": pgettext("value label", "points and a mode"),
        "none": pgettext("value label", "a mode alone"),
    },
    "bidding.auction.raise_own": {
        "allowed": pgettext("value label", "allowed"),
        "new_mode": pgettext("value label", "in another mode only"),
        "forbidden": pgettext("value label", "forbidden"),
    },
    "bidding.auction.same_level_order": {
        "clubs": pgettext("value label", "clubs"),
        "diamonds": pgettext("value label", "diamonds"),
        "hearts": pgettext("value label", "hearts"),
        "spades": pgettext("value label", "spades"),
        "sans_atout": pgettext("value label", "sans atout"),
        "tout_atout": pgettext("value label", "tout atout"),
    },
    "bidding.auction.contre_timing": {
        "in_turn": pgettext("value label", "in turn"),
        "any_time": pgettext("value label", "at any time"),
    },
    "bidding.auction.contre_out_of_turn": {
        "refused": pgettext("value label: a contre", "refused"),
        "wronged_side_chooses": pgettext("value label", "a fault: the doubled side chooses"),
    },
    "bidding.auction.after_contre": {
        "every_seat": pgettext("value label", "every player in turn"),
        "contred_team": pgettext("value label", "the doubled team only"),
    },
    "bidding.auction.after_capot": {
        "as_usual": pgettext("value label", "every player in turn"),
        "opponents": pgettext("value label", "the bidder's opponents only"),
        "ends": pgettext("value label", "nobody: the auction ends"),
    },
    "bidding.auction.end": {
        "three_passes": pgettext("value label", "three passes"),
        "four_passes": pgettext("value label", "four passes"),
    },
    "bidding.auction.all_pass": {"redeal": pgettext("value label", "redeal")},
    "play.first_lead": {
        "after_dealer": pgettext("value label", "the player after the dealer"),
        "dealer": pgettext("value label", "the dealer"),
        "taker": pgettext("value label", "the taker"),
    },
    "play.generale_lead": {
        "as_usual": pgettext("value label", "as usual"),
        "bidder": pgettext("value label", "the générale's bidder"),
    },
    "play.next_lead": {"trick_winner": pgettext("value label", "the trick winner")},
    "play.follow_suit": {"required": pgettext("value label", "required")},
    "play.trump_lead": {
        "must_overtrump": pgettext("value label", "go higher, even over partner"),
        "overtrump_unless_partner_master": pgettext(
            "value label", "go higher unless partner holds the trick"
        ),
        "any_trump": pgettext("value label", "any trump"),
    },
    "play.must_trump": {
        "unless_partner_master": pgettext("value label", "trump unless partner master"),
        "always": pgettext("value label", "trump, even over partner"),
        "never": pgettext("value label", "never compulsory"),
    },
    "play.overtrump": {
        "required": pgettext("value label", "overtrump required"),
        "optional": pgettext("value label", "overtrump optional"),
    },
    "play.undertrump": {
        "required": pgettext("value label", "undertrump required"),
        "waived": pgettext("value label", "no need to undertrump"),
        "forbidden": pgettext("value label", "undertrumping forbidden"),
    },
    "play.partner_master": {"free": pgettext("value label", "any card")},
    "play.partner_master_undertrump": {
        "allowed": pgettext("value label", "undertrumping allowed"),
        "forbidden": pgettext("value label", "undertrumping forbidden"),
        "forbidden_unless_only_trumps": pgettext(
            "value label", "undertrumping forbidden unless holding only trumps"
        ),
        "overtrump_if_able": pgettext("value label", "a trump must go higher if it can"),
        "only_trumps_must_overtrump": pgettext(
            "value label", "free, unless holding only trumps: overtrump"
        ),
    },
    "play.illegal_card": {
        "refused": pgettext("value label: a card", "refused"),
        "deal_lost": pgettext("value label", "played, the deal is lost"),
    },
    "annonces.long_sequences": {
        "single": pgettext("value label", "a single annonce"),
        "split": pgettext("value label", "split into several"),
    },
    "annonces.card_reuse": {
        "carre_and_sequence": pgettext("value label", "in a carré and a sequence"),
        "none": pgettext("value label", "one annonce per card"),
    },
    "annonces.tie_break": {
        "carre_over_sequence": pgettext("value label", "carré before sequence"),
        "longer": pgettext("value label", "the longer"),
        "higher": pgettext("value label", "the higher"),
        "trump": pgettext("value label", "the one in trump"),
    },
    "annonces.still_tied": {
        "nobody_scores": pgettext("value label", "nobody scores"),
        "first_declared": pgettext("value label", "the first announced wins"),
    },
    "annonces.resolution": {
        "best_team": pgettext("value label", "the best team scores all"),
        "per_kind": pgettext("value label", "sequences and carrés apart"),
        "each_own": pgettext("value label", "each team its own"),
    },
    "annonces.cancelling_carres.effect": {
        "annonces": pgettext("value label", "cancels the annonces"),
        "deal": pgettext("value label", "cancels the deal"),
    },
    "annonces.declare": {"first_card": pgettext("value label", "with the first card")},
    "annonces.declaring": {
        "required": pgettext("value label", "all required"),
        "optional": pgettext("value label", "at the player's choice"),
    },
    "annonces.show": {"second_trick": pgettext("value label", "at the second trick")},
    "annonces.unshown": {
        "void": pgettext("value label", "does not count"),
        "opponents_score": pgettext("value label", "scored by the opponents"),
    },
    "belote.call": {
        "automatic": pgettext("value label", "counted automatically"),
        "declared": pgettext("value label", "must be said"),
        "optional": pgettext("value label", "said at the holder's choice"),
    },
    "belote.rebelote": {
        "required": pgettext("value label", "both words required"),
        "optional": pgettext("value label", "belote alone is enough"),
        "either": pgettext("value label", "either word is enough"),
    },
    "belote.order": {
        "any": pgettext("value label", "king or queen first"),
        "king_first": pgettext("value label", "the king first"),
    },
    "belote.tout_atout": {
        "every_suit": pgettext("value label", "one per suit"),
        "none": pgettext("value label", "none"),
    },
    "belote.sans_atout": {"none": pgettext("value label", "none")},
    "scoring.litige.taker_points": {
        "held": pgettext("value label", "held"),
        "as_made": pgettext("value label", "held as if made"),
    },
    "scoring.litige.awarded_to": {
        "next_winner": pgettext("value label", "to the next deal's winner"),
        "next_taker": pgettext("value label", "to the next taker who makes it"),
    },
    "scoring.capot.by": {
        "tricks": pgettext("value label", "every trick"),
        "points": pgettext("value label", "every point"),
    },
    "scoring.capot.kind": {
        "flat": pgettext("value label", "flat value"),
        "der_bonus": pgettext("value label", "bigger dix de der"),
    },
    "scoring.unit": {
        1: pgettext("value label", "points"),
        10: pgettext("value label", "tens"),
    },
    "scoring.rounding.method": {
        "none": pgettext("value label", "exact points"),
        "each_team": pgettext("value label", "each team to the nearest ten"),
        "complement": pgettext("value label", "taker rounded, defence gets the rest"),
        "split": pgettext(
            "value label", "each team by its last digit, the lower up at the split digit"
        ),
    },
    "scoring.rounding.half": {
        "up": pgettext("value label", "5 rounds up"),
        "down": pgettext("value label", "5 rounds down, 6 up"),
    },
    "scoring.rounding.multiplier": {
        "after": pgettext("value label", "once multiplied"),
        "before": pgettext("value label", "before the multiplier"),
    },
    "scoring.rounding.last_deal": {
        "rounded": pgettext("value label", "rounded"),
        "exact": pgettext("value label", "exact"),
    },
    "game_end.reach": {
        "reach": pgettext("value label", "reaching is enough"),
        "exceed": pgettext("value label", "must exceed"),
    },
    "game_end.both_over": {
        "higher_wins": pgettext("value label", "higher score wins"),
        "draw": pgettext("value label", "a draw"),
    },
    "game_end.tie": {
        "extra_deal": pgettext("value label", "one more deal"),
        "last_deal_winner": pgettext("value label", "the last deal's winner"),
        "draw": pgettext("value label", "a draw"),
    },
    "game_end.result": {
        "winner": pgettext("value label", "a winning team"),
        "difference": pgettext("value label", "the score difference"),
    },
}

for _key in ("tout_atout_scaling", "sans_atout_scaling"):
    _LABELS[f"scoring.{_key}.dix_de_der"] = {
        "scaled": pgettext("value label", "scaled with the cards"),
        "added": pgettext("value label", "added after"),
    }
    _LABELS[f"scoring.{_key}.scales"] = {
        "card_points": pgettext("value label", "the card points"),
        "score": pgettext("value label", "the whole score"),
    }
    _LABELS[f"scoring.{_key}.contract_test"] = {
        "rounded": pgettext("value label", "the rounded points"),
        "exact": pgettext("value label", "the exact points"),
    }
    _LABELS[f"scoring.{_key}.capot"] = {
        "capot_rule": pgettext("value label", "as every capot"),
        "der_bonus": pgettext("value label", "cards and bigger dix de der, scaled"),
    }
for _key in ("belote", "annonces"):
    _LABELS[f"game_end.no_win_through.{_key}"] = {
        "dedans": pgettext("value label", "failed contract"),
        "capot_against": pgettext("value label", "put capot"),
    }
_LABELS["game_end.instant_win"] = {
    "eight_card_suit": pgettext("value label", "all eight cards of a suit"),
}
_LABELS["game_end.no_win_through.line"] = {
    "capot_for": pgettext("value label", "a capot made"),
}
_LABELS["game_end.no_win_through.until"] = {
    "next_deal": pgettext("value label", "nothing more"),
    "trick": pgettext("value label", "one more trick"),
}

#: Labels of the score terms (``scoring.outcomes.<outcome>.<side>.<term>``).
_WHOSE: Final[Mapping[str, Msg]] = {
    "own": pgettext("whose annonces", "its own"),
    "opponents": pgettext("whose annonces", "the opponents'"),
    "all": pgettext("whose annonces", "both teams'"),
    "none": pgettext("whose annonces", "none"),
}

_WHOSE_BELOTE: Final[Mapping[str, Msg]] = {
    "own": pgettext("whose belote", "its own"),
    "opponents": pgettext("whose belote", "the opponents'"),
    "all": pgettext("whose belote", "both teams'"),
    "none": pgettext("whose belote", "none"),
}

TERM_LABELS: Final[Mapping[str, Msg]] = {
    "base": pgettext("score term", "the base"),
    "contract": pgettext("score term", "the contract"),
    "annonces": pgettext("score term", "the annonces"),
    "belote": pgettext("score term", "the belote"),
    "bonus": pgettext("score term", "the bonus"),
    "trick_bonuses": pgettext("score term", "the trick bonuses"),
}
for _outcome in ("made", "dedans"):
    for _side in ("taker", "defence"):
        _at = f"scoring.outcomes.{_outcome}.{_side}"
        _LABELS[f"{_at}.annonces"] = dict(_WHOSE)
        _LABELS[f"{_at}.trick_bonuses"] = dict(_WHOSE)
        _LABELS[f"{_at}.belote"] = dict(_WHOSE_BELOTE)
        _LABELS[f"{_at}.multiply"] = dict(TERM_LABELS)

#: The short label of every enumerated value of the schema, by rule path, as a message
#: (:func:`translated`). The comparison matrix and the schema reference show these; tests
#: check that every value has one.
#: The rule kinds stated by the catalog of :mod:`belote_spec.rulebook.sentences` bring their
#: labels with them.
for _path, _entry in SENTENCES.items():
    if _entry.labels:
        _LABELS.setdefault(_path, {}).update(_entry.labels)
VALUE_LABELS: Final[Mapping[str, Mapping[Any, Msg]]] = _LABELS

_BOOL: Final[Mapping[bool, Msg]] = {
    True: pgettext("value label", "yes"),
    False: pgettext("value label", "no"),
}


def _enum_label(path: str, value: Any, lang: Lang) -> str | None:
    labels = VALUE_LABELS.get(path)
    if labels is not None and value in labels and not isinstance(value, bool):
        return translated(lang, labels[value])
    return None


def value_label(path: str, value: Any, lang: Lang) -> str:
    """A short, readable label of one rule value, for tables (``pisser obligatoire``)."""
    if value is None:
        return "—"
    if isinstance(value, bool):
        return translated(lang, _BOOL[value])
    if isinstance(value, list | tuple):
        if not value:
            return _tr(lang).pgettext("value label: empty", "none")
        if all(isinstance(v, str) and v in _RANK_INDEX for v in value):
            return " ".join(rank_label(v, lang) for v in value)
        if path.endswith("ratio"):
            return "/".join(str(v) for v in value)
        if path == "bidding.prise.rounds":
            return " · ".join(
                f"{i}) {' + '.join(value_label(path, m, lang) for m in round_)}"
                for i, round_ in enumerate(value, 1)
            )
        if path in ("annonces.tie_break", "bidding.auction.same_level_order"):
            sep = " > " if path == "annonces.tie_break" else " < "
            return sep.join(value_label(path, v, lang) for v in value)
        if path == "deal.misdeal.repeated":
            return " · ".join(
                f"{i}) {_misdeal_step(step, lang)}" for i, step in enumerate(value, 2)
            )
        labels = [value_label(path, v, lang) for v in value]
        return (" · " if any("," in label for label in labels) else ", ").join(labels)
    if isinstance(value, Mapping):
        if path.startswith("scoring.outcomes."):
            return _change_label(value, lang)
        if not value:
            return _tr(lang).pgettext("value label: empty", "none")
        return ", ".join(f"{k}: {value_label(f'{path}.{k}', v, lang)}" for k, v in value.items())
    found = _enum_label(path, value, lang)
    return str(value) if found is None else found


def _misdeal_step(step: Mapping[str, Any], lang: Lang) -> str:
    """``points aux adversaires (162), le donneur ne parle pas``: one misdeal of a ladder."""
    text = value_label("deal.misdeal.penalty", step.get("penalty"), lang)
    if step.get("penalty") == "opponents_score":
        text += f" ({step.get('points')})"
    barred = step.get("barred", "none")
    if barred != "none":
        text = _tr(lang).pgettext(
            "misdeal step",
            "{penalty}, barred: {barred}",
            penalty=text,
            barred=value_label("deal.misdeal.barred", barred, lang),
        )
    return text


def _change_label(value: Mapping[str, Any], lang: Lang) -> str:
    """``défense : base = 160, contrat`` — the terms an outcome change sets."""
    tr_ = _tr(lang)
    if not value:
        return tr_.pgettext("value label", "no change")
    sides = []
    for side, terms in value.items():
        found = _SIDES.get(side)
        name = translated(lang, found) if found is not None else side
        bits = []
        for term, item in terms.items():
            if term == "multiply":
                listed = [translated(lang, TERM_LABELS[t]) for t in item] if item else []
                bits.append(
                    tr_.pgettext(
                        "score change", "contre on {terms}", terms=join_words(listed, lang)
                    )
                    if listed
                    else tr_.pgettext("score change", "nothing multiplied")
                )
            elif term in ("base", "bonus"):
                bits.append(f"{term} = {item}")
            elif term == "contract":
                bits.append(
                    tr_.pgettext("score change", "+ contract")
                    if item
                    else tr_.pgettext("score change", "no contract")
                )
            else:
                labels = _WHOSE if term == "annonces" else _WHOSE_BELOTE
                label = labels.get(str(item))
                shown = translated(lang, label) if label is not None else str(item)
                bits.append(f"{term} = {shown}")
        sides.append(
            tr_.pgettext("score change", "{side}: {terms}", side=name, terms=", ".join(bits))
        )
    # TRANSLATORS: between the changes of the two sides (French: " ; ")
    return tr_.pgettext("score change", "; ").join(sides)


# ------------------------------------------------------------------------------ rule titles

_T: Final[Mapping[str, Msg]] = {
    "table": pgettext("rule title", "The table"),
    "table.players": pgettext("rule title", "Number of players"),
    "table.partnership": pgettext("rule title", "Partners' seats"),
    "table.rotation": pgettext("rule title", "Direction of play"),
    "deck": pgettext("rule title", "The pack"),
    "deck.cards": pgettext("rule title", "Number of cards"),
    "deck.dix_de_der": pgettext("rule title", "Dix de der (last trick)"),
    "cards": pgettext("rule title", "Card order and points"),
    "cards.trump": pgettext("rule title", "Trump suit"),
    "cards.plain": pgettext("rule title", "Plain suits"),
    "cards.sans_atout": pgettext("rule title", "Cards at sans atout"),
    "cards.tout_atout": pgettext("rule title", "Cards at tout atout"),
    "cards.sequence_order": pgettext("rule title", "Sequence order"),
    "deal": pgettext("rule title", "The deal"),
    "deal.first_dealer": pgettext("rule title", "First dealer"),
    "deal.cut": pgettext("rule title", "The cut"),
    "deal.cut.by": pgettext("rule title", "Who cuts"),
    "deal.cut.min_packet": pgettext("rule title", "Smallest packet"),
    "deal.patterns": pgettext("rule title", "Dealing pattern"),
    "deal.first_receiver": pgettext("rule title", "First to receive"),
    "deal.turned_card": pgettext("rule title", "Turned card"),
    "deal.turned_card_to": pgettext("rule title", "Who receives the turned card"),
    "scoring.contract.defence": pgettext("rule title", "Defence to beat (each for himself)"),
    "scoring.defence_lines": pgettext("rule title", "Defence's points (each for himself)"),
    "scoring.capot.players": pgettext("rule title", "Who is capot (each for himself)"),
    "scoring.capot.share": pgettext("rule title", "Capot's points (each for himself)"),
    "scoring.capot.dix_de_der_kept": pgettext("rule title", "Dix de der beside a capot"),
    "deal.bergere": pgettext("rule title", "Bergère"),
    "deal.seven_exchange": pgettext("rule title", "Exchange of the seven of trumps"),
    "deal.completion": pgettext("rule title", "Completing the deal"),
    "deal.completion.taker": pgettext("rule title", "Taker's cards"),
    "deal.completion.others": pgettext("rule title", "Other players' cards"),
    "deal.next_dealer": pgettext("rule title", "Next dealer"),
    "deal.shuffle": pgettext("rule title", "Shuffling"),
    "deal.shuffle.between_deals": pgettext("rule title", "Between deals"),
    "deal.shuffle.after_passed_deals": pgettext("rule title", "After passed deals"),
    "deal.shuffle.first": pgettext("rule title", "Before the first deal"),
    "deal.misdeal": pgettext("rule title", "Misdeal"),
    "deal.misdeal.penalty": pgettext("rule title", "Penalty"),
    "deal.misdeal.points": pgettext("rule title", "Penalty points"),
    "deal.misdeal.barred": pgettext("rule title", "Barred from bidding"),
    "deal.misdeal.repeated": pgettext("rule title", "Repeated misdeals"),
    "deal.misdeal.after_bid": pgettext("rule title", "Misdeal after a bid"),
    "deal.misdeal.after_bid.applies": pgettext("rule title", "Own penalty"),
    "deal.misdeal.after_bid.points": pgettext("rule title", "Points"),
    "deal.misdeal.after_bid.add_contract": pgettext("rule title", "Bid added"),
    "bidding": pgettext("rule title", "Bidding"),
    "bidding.system": pgettext("rule title", "System"),
    "bidding.first_speaker": pgettext("rule title", "First to speak"),
    "bidding.modes": pgettext("rule title", "Contract modes"),
    "bidding.modes.suit": pgettext("rule title", "Suit contracts"),
    "bidding.modes.sans_atout": pgettext("rule title", "Sans atout"),
    "bidding.modes.tout_atout": pgettext("rule title", "Tout atout"),
    "bidding.prise": pgettext("rule title", "The prise"),
    "bidding.prise.rounds": pgettext("rule title", "Rounds"),
    "bidding.prise.modes_in_every_round": pgettext("rule title", "Optional modes in every round"),
    "bidding.prise.vache": pgettext("rule title", "The vache"),
    "bidding.prise.forced": pgettext("rule title", "Forced to take"),
    "bidding.prise.all_pass": pgettext("rule title", "If everybody passes"),
    "bidding.auction": pgettext("rule title", "The auction"),
    "bidding.auction.levels": pgettext("rule title", "What a bid names"),
    "bidding.auction.floor": pgettext("rule title", "Lowest bid"),
    "bidding.auction.step": pgettext("rule title", "Bid step"),
    "bidding.auction.ceiling": pgettext("rule title", "Highest bid"),
    "bidding.auction.capot": pgettext("rule title", "Capot bid"),
    "bidding.auction.capot_contre": pgettext("rule title", "Doubling a capot"),
    "bidding.auction.generale": pgettext("rule title", "Générale"),
    "bidding.auction.raise_own": pgettext("rule title", "Raising one's own bid"),
    "bidding.auction.same_level_order": pgettext("rule title", "Mode order at equal level"),
    "bidding.auction.contre_timing": pgettext("rule title", "When to double"),
    "bidding.auction.contre_out_of_turn": pgettext("rule title", "Contre out of turn"),
    "bidding.auction.overbid_partner": pgettext("rule title", "Overbidding partner"),
    "bidding.auction.contre": pgettext("rule title", "Contre (double)"),
    "bidding.auction.surcontre": pgettext("rule title", "Surcontre (redouble)"),
    "bidding.auction.contre_ends_auction": pgettext("rule title", "A contre ends the auction"),
    "bidding.auction.after_contre": pgettext("rule title", "Who speaks after a contre"),
    "bidding.auction.after_capot": pgettext("rule title", "Who speaks after a capot bid"),
    "bidding.auction.end": pgettext("rule title", "End of the auction"),
    "bidding.auction.all_pass": pgettext("rule title", "If everybody passes"),
    "play": pgettext("rule title", "The play"),
    "play.first_lead": pgettext("rule title", "First lead"),
    "play.generale_lead": pgettext("rule title", "Lead of a générale"),
    "play.next_lead": pgettext("rule title", "Next leads"),
    "play.follow_suit": pgettext("rule title", "Following suit"),
    "play.trump_lead": pgettext("rule title", "Trump led"),
    "play.must_trump": pgettext("rule title", "Trumping"),
    "play.overtrump": pgettext("rule title", "Overtrumping"),
    "play.undertrump": pgettext("rule title", "Undertrumping"),
    "play.partner_master": pgettext("rule title", "Partner master"),
    "play.partner_master_undertrump": pgettext("rule title", "Undertrumping partner"),
    "play.illegal_card": pgettext("rule title", "Illegal card"),
    "play.illegal_card_penalty": pgettext("rule title", "Illegal card penalty"),
    "play.illegal_card_penalty.points": pgettext("rule title", "Penalty points"),
    "play.illegal_card_penalty.add_contract": pgettext("rule title", "Contract added"),
    "annonces": pgettext("rule title", "Annonces"),
    "annonces.enabled": pgettext("rule title", "Annonces played"),
    "annonces.sequences": pgettext("rule title", "Sequences"),
    "annonces.long_sequences": pgettext("rule title", "Longer runs"),
    "annonces.carres": pgettext("rule title", "Carrés"),
    "annonces.carres_sans_atout": pgettext("rule title", "Carrés at sans atout"),
    "annonces.card_reuse": pgettext("rule title", "A card in two annonces"),
    "annonces.tie_break": pgettext("rule title", "Tie-break"),
    "annonces.still_tied": pgettext("rule title", "Still tied"),
    "annonces.resolution": pgettext("rule title", "Who scores the annonces"),
    "annonces.cancelling_carres": pgettext("rule title", "Cancelling carrés"),
    "annonces.cancelling_carres.ranks": pgettext("rule title", "Cancelling ranks"),
    "annonces.cancelling_carres.effect": pgettext("rule title", "What is cancelled"),
    "annonces.declare": pgettext("rule title", "Declaring"),
    "annonces.declaring": pgettext("rule title", "Declaring every annonce"),
    "annonces.carre_order": pgettext("rule title", "Strength of the carrés"),
    "annonces.carre_order.suit": pgettext("rule title", "Suit and tout atout"),
    "annonces.carre_order.sans_atout": pgettext("rule title", "At sans atout"),
    "annonces.show": pgettext("rule title", "Showing"),
    "annonces.unshown": pgettext("rule title", "Unshown annonce"),
    "annonces.in_modes": pgettext("rule title", "Contracts with annonces"),
    "annonces.in_modes.suit": pgettext("rule title", "Suit contracts"),
    "annonces.in_modes.sans_atout": pgettext("rule title", "At sans atout"),
    "annonces.in_modes.tout_atout": pgettext("rule title", "At tout atout"),
    "belote": pgettext("rule title", "Belote and rebelote"),
    "belote.enabled": pgettext("rule title", "Belote scores"),
    "belote.points": pgettext("rule title", "Belote points"),
    "belote.call": pgettext("rule title", "Saying belote"),
    "belote.rebelote": pgettext("rule title", "Saying rebelote"),
    "belote.order": pgettext("rule title", "King and queen order"),
    "belote.tout_atout": pgettext("rule title", "Belotes at tout atout"),
    "belote.sans_atout": pgettext("rule title", "Belote at sans atout"),
    "trick_bonuses": pgettext("rule title", "Trick bonuses"),
    "trick_bonuses.enabled": pgettext("rule title", "Trick bonuses score"),
    "trick_bonuses.run_of_three": pgettext("rule title", "Run of three in a trick"),
    "trick_bonuses.run_of_four": pgettext("rule title", "Run of four in a trick"),
    "trick_bonuses.four_of_a_kind": pgettext("rule title", "Four of a rank in a trick"),
    "trick_bonuses.trump_king_queen": pgettext("rule title", "King and queen of trump in a trick"),
    "scoring": pgettext("rule title", "Scoring"),
    "scoring.contract": pgettext("rule title", "What makes the contract"),
    "scoring.contract.reach_bid": pgettext("rule title", "Reach the bid"),
    "scoring.contract.margin": pgettext("rule title", "Margin over the bid"),
    "scoring.contract.minimum": pgettext("rule title", "Taker's minimum"),
    "scoring.contract.beat_defence": pgettext("rule title", "Beat the defence"),
    "scoring.contract.counts": pgettext("rule title", "What the totals include"),
    "scoring.contract.counts.taker": pgettext("rule title", "Taker's total"),
    "scoring.contract.counts.taker.annonces": pgettext(
        "rule title", "Annonces in the taker's total"
    ),
    "scoring.contract.counts.taker.belote": pgettext("rule title", "Belote in the taker's total"),
    "scoring.contract.counts.taker.trick_bonuses": pgettext(
        "rule title", "Trick bonuses in the taker's total"
    ),
    "scoring.contract.counts.defence": pgettext("rule title", "Defence's total"),
    "scoring.contract.counts.defence.annonces": pgettext(
        "rule title", "Annonces in the defence's total"
    ),
    "scoring.contract.counts.defence.belote": pgettext(
        "rule title", "Belote in the defence's total"
    ),
    "scoring.contract.counts.defence.trick_bonuses": pgettext(
        "rule title", "Trick bonuses in the defence's total"
    ),
    "scoring.outcomes": pgettext("rule title", "What each outcome scores"),
    "scoring.outcomes.made": pgettext("rule title", "Contract made"),
    "scoring.outcomes.dedans": pgettext("rule title", "Contract failed"),
    "scoring.outcomes.made_contre": pgettext("rule title", "Made, doubled"),
    "scoring.outcomes.dedans_contre": pgettext("rule title", "Failed, doubled"),
    "scoring.outcomes.capot": pgettext("rule title", "Capot by the taker"),
    "scoring.outcomes.capot_against": pgettext("rule title", "Taker put capot"),
    "scoring.outcomes.capot_contre": pgettext("rule title", "Doubled capot by the taker"),
    "scoring.outcomes.capot_against_contre": pgettext("rule title", "Doubled taker put capot"),
    "scoring.outcomes.capot_bid_made": pgettext("rule title", "Capot bid, made"),
    "scoring.outcomes.capot_bid_failed": pgettext("rule title", "Capot bid, missed"),
    "scoring.outcomes.generale_made": pgettext("rule title", "Générale made"),
    "scoring.outcomes.generale_failed": pgettext("rule title", "Générale missed"),
    "scoring.litige": pgettext("rule title", "Litige (tie)"),
    "scoring.litige.enabled": pgettext("rule title", "Litige played"),
    "scoring.litige.taker_points": pgettext("rule title", "Taker's points"),
    "scoring.litige.held_belote": pgettext("rule title", "Belote held"),
    "scoring.litige.awarded_to": pgettext("rule title", "Held points go to…"),
    "scoring.capot": pgettext("rule title", "Capot"),
    "scoring.capot.by": pgettext("rule title", "What makes a capot"),
    "scoring.capot.kind": pgettext("rule title", "Capot value"),
    "scoring.capot.points": pgettext("rule title", "Capot points"),
    "scoring.capot.dix_de_der": pgettext("rule title", "Capot's dix de der"),
    "scoring.capot.announced": pgettext("rule title", "Announced capot"),
    "scoring.capot.announced.enabled": pgettext("rule title", "Announcing capot allowed"),
    "scoring.capot.announced.contract": pgettext("rule title", "Announced capot value"),
    "scoring.contre": pgettext("rule title", "Contre and surcontre"),
    "scoring.contre.contre": pgettext("rule title", "Contre multiplier"),
    "scoring.contre.surcontre": pgettext("rule title", "Surcontre multiplier"),
    "scoring.capot.generale": pgettext("rule title", "Générale value"),
    "scoring.contract_value": pgettext("rule title", "Contract value"),
    "scoring.contract_value.floor_counts_as": pgettext("rule title", "Value of the lowest bid"),
    "scoring.contract_value.sans_atout": pgettext("rule title", "Factor at sans atout"),
    "scoring.contract_value.tout_atout": pgettext("rule title", "Factor at tout atout"),
    "scoring.unit": pgettext("rule title", "Score unit"),
    "scoring.rounding": pgettext("rule title", "Rounding"),
    "scoring.rounding.method": pgettext("rule title", "Rounding method"),
    "scoring.rounding.half": pgettext("rule title", "Rounding a 5"),
    "scoring.rounding.split_digit": pgettext("rule title", "Split digit"),
    "scoring.rounding.multiplier": pgettext("rule title", "Rounding a doubled score"),
    "scoring.rounding.last_deal": pgettext("rule title", "Last deal"),
    "scoring.tout_atout_scaling": pgettext("rule title", "Tout atout scaling"),
    "scoring.tout_atout_scaling.enabled": pgettext("rule title", "Scaling"),
    "scoring.tout_atout_scaling.ratio": pgettext("rule title", "Ratio"),
    "scoring.tout_atout_scaling.capot_ratio": pgettext("rule title", "Capot ratio"),
    "scoring.tout_atout_scaling.dix_de_der": pgettext("rule title", "Dix de der at tout atout"),
    "scoring.tout_atout_scaling.scales": pgettext(
        "rule title: tout atout scaling", "What is scaled"
    ),
    "scoring.tout_atout_scaling.contract_test": pgettext("rule title", "Contract judged on"),
    "scoring.tout_atout_scaling.capot": pgettext("rule title", "Capot at tout atout"),
    "scoring.sans_atout_scaling": pgettext("rule title", "Sans atout scaling"),
    "scoring.sans_atout_scaling.enabled": pgettext("rule title", "Scaling"),
    "scoring.sans_atout_scaling.ratio": pgettext("rule title", "Ratio"),
    "scoring.sans_atout_scaling.capot_ratio": pgettext("rule title", "Capot ratio"),
    "scoring.sans_atout_scaling.dix_de_der": pgettext("rule title", "Dix de der at sans atout"),
    "scoring.sans_atout_scaling.scales": pgettext("rule title", "What is scaled"),
    "scoring.sans_atout_scaling.contract_test": pgettext("rule title", "Contract judged on"),
    "scoring.sans_atout_scaling.capot": pgettext("rule title", "Capot at sans atout"),
    "game_end": pgettext("rule title", "End of the game"),
    "game_end.target": pgettext("rule title", "Target"),
    "game_end.target_choices": pgettext("rule title", "Other targets"),
    "game_end.deals": pgettext("rule title", "Number of deals"),
    "game_end.instant_win": pgettext("rule title", "Hands that win the game"),
    "game_end.reach": pgettext("rule title", "Reach or exceed"),
    "game_end.both_over": pgettext("rule title", "Both teams over"),
    "game_end.tie": pgettext("rule title", "Tie"),
    "game_end.capot_loser_cannot_win": pgettext("rule title", "Team put capot"),
    "game_end.no_win_through": pgettext("rule title", "Points that cannot win"),
    "game_end.no_win_through.belote": pgettext("rule title", "Belote on a lost deal"),
    "game_end.no_win_through.annonces": pgettext("rule title", "Annonces on a lost deal"),
    "game_end.no_win_through.line": pgettext("rule title", "A capot's whole line"),
    "game_end.no_win_through.until": pgettext("rule title", "To win afterwards"),
    "game_end.result": pgettext("rule title", "Result"),
    "plugins": pgettext("rule title", "Rule plugins"),
}

#: Titles of the card tables, by role: (order, points, points of a rank).
_ROLE_TITLES: Final[Mapping[str, tuple[Msg, Msg, Msg]]] = {
    "trump": (
        pgettext("rule title", "Order (trump)"),
        pgettext("rule title", "Points (trump)"),
        pgettext("rule title", "Points of the {rank} (trump)"),
    ),
    "plain": (
        pgettext("rule title", "Order (plain)"),
        pgettext("rule title", "Points (plain)"),
        pgettext("rule title", "Points of the {rank} (plain)"),
    ),
    "sans_atout": (
        pgettext("rule title", "Order (sans atout)"),
        pgettext("rule title", "Points (sans atout)"),
        pgettext("rule title", "Points of the {rank} (sans atout)"),
    ),
    "tout_atout": (
        pgettext("rule title", "Order (tout atout)"),
        pgettext("rule title", "Points (tout atout)"),
        pgettext("rule title", "Points of the {rank} (tout atout)"),
    ),
}
# TRANSLATORS: a rank in "Points of the {rank} (trump)"
_RANKS_OF: Final[tuple[Msg, ...]] = (
    pgettext("rank in a rule title", "seven"),
    pgettext("rank in a rule title", "eight"),
    pgettext("rank in a rule title", "nine"),
    pgettext("rank in a rule title", "ten"),
    pgettext("rank in a rule title", "jack"),
    pgettext("rank in a rule title", "queen"),
    pgettext("rank in a rule title", "king"),
    pgettext("rank in a rule title", "ace"),
)
_SEQUENCES: Final = ("tierce", "cinquante", "cent")
_SIDES: Final[Mapping[str, Msg]] = {
    "taker": pgettext("side", "the taker"),
    "defence": pgettext("side", "the defence"),
}
_TERM_TITLES: Final[Mapping[str, Msg]] = {
    "base": pgettext("score term title", "base"),
    "contract": pgettext("score term title", "contract"),
    "annonces": pgettext("score term title", "annonces"),
    "belote": pgettext("score term title", "belote"),
    "bonus": pgettext("score term title", "bonus"),
    "trick_bonuses": pgettext("score term title", "trick bonuses"),
    "multiply": pgettext("score term title", "what the contre multiplies"),
}


def rule_title(path: str, lang: Lang) -> str | None:
    """A short human title of a rule path (leaf or group), or None if it has none."""
    found = _T.get(path)
    if found is not None:
        return translated(lang, found)
    if path in SENTENCES:
        return catalog_title(path, lang)
    tr_ = _tr(lang)
    parts = path.split(".")
    if parts[0] == "cards" and len(parts) >= 3 and parts[1] in _ROLE_TITLES:
        order, points, points_of = _ROLE_TITLES[parts[1]]
        if parts[2] == "order" and len(parts) == 3:
            return translated(lang, order)
        if parts[2] == "points" and len(parts) == 3:
            return translated(lang, points)
        if parts[2] == "points" and len(parts) == 4 and parts[3] in RANK_NAMES:
            rank = translated(lang, _RANKS_OF[rank_index(parts[3])])
            return tr_.pgettext(*points_of, rank=rank)
    if parts[:2] == ["trick_bonuses", "four_of_a_kind"] and len(parts) == 3:
        name = carre_name(parts[2], lang)
        return tr_.pgettext("rule title", "{carre} in a trick", carre=name[0].upper() + name[1:])
    if parts[:2] in (["annonces", "carres"], ["annonces", "carres_sans_atout"]) and len(parts) == 3:
        name = carre_name(parts[2], lang)
        name = name[0].upper() + name[1:]
        if parts[1] == "carres_sans_atout":
            return tr_.pgettext("rule title", "{carre} at sans atout", carre=name)
        return name
    if parts[:2] == ["scoring", "outcomes"] and len(parts) >= 4 and parts[3] in _SIDES:
        outcome = _T.get(".".join(parts[:3]))
        if outcome is None:
            return None
        side = translated(lang, _SIDES[parts[3]])
        if len(parts) == 4:
            return tr_.pgettext(
                "rule title", "{outcome}: {side}", outcome=translated(lang, outcome), side=side
            )
        term = _TERM_TITLES.get(parts[4])
        if term is None or len(parts) > 5:
            return None
        return tr_.pgettext(
            "rule title",
            "{outcome}: {side}, {term}",
            outcome=translated(lang, outcome),
            side=side,
            term=translated(lang, term),
        )
    if parts[:2] == ["annonces", "sequences"] and len(parts) >= 3 and parts[2] in _SEQUENCES:
        kind = parts[2].capitalize()
        if len(parts) == 3:
            return kind
        if parts[3] == "length":
            return tr_.pgettext("rule title", "Length ({sequence})", sequence=parts[2])
        if parts[3] == "points":
            return tr_.pgettext("rule title", "Points ({sequence})", sequence=parts[2])
    return None
