"""Words of the rulebooks in French and English: names of seats, suits, ranks and modes, the
short label of every value the schema allows, and French typography.

Every generated sentence of the rulebooks is written in :mod:`belote_spec.rulebook.text`; this
module holds the vocabulary they share with the comparison matrix and the schema reference.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from ..cards import RANK_NAMES, Card
from ..i18n import SHIPPED, available_languages

__all__ = [
    "LANGS",
    "VALUE_LABELS",
    "Lang",
    "card_label",
    "card_name",
    "carre_name",
    "check_lang",
    "count_label",
    "fr_typography",
    "join_words",
    "mode_name",
    "rank_label",
    "rank_name",
    "seat_name",
    "suit_name",
    "team_name",
    "tr",
    "value_label",
]

#: A language code with a message catalog (``fr``, ``en``, or one added with
#: :func:`belote_spec.i18n.add_catalog_dir`).
Lang = str
#: The languages shipped with the package.
LANGS: Final[tuple[Lang, ...]] = SHIPPED


def check_lang(value: str) -> Lang:
    """``value`` if it is a language with a catalog (:func:`~belote_spec.i18n.available_languages`);
    anything else raises :class:`ValueError`."""
    known = available_languages()
    if value in known:
        return value
    raise ValueError(f"unknown language {value!r}: use {', '.join(known)}")


def tr(lang: Lang, fr: str, en: str) -> str:
    """The French or the English text."""
    return fr if lang == "fr" else en


# ------------------------------------------------------------------------------ typography

_NBSP: Final = "\u00a0"
_NNBSP: Final = "\u202f"


def fr_typography(text: str) -> str:
    """French spacing: a no-break space inside « » and before ``:``, and a narrow one before
    ``; ? !``, so that a line never starts with a punctuation mark."""
    for mark in (":", ";", "?", "!"):
        space = _NBSP if mark == ":" else _NNBSP
        text = text.replace(f" {mark}", f"{space}{mark}")
    return text.replace("« ", f"«{_NBSP}").replace(" »", f"{_NBSP}»")


def join_words(items: Sequence[str], lang: Lang, *, last: str | None = None) -> str:
    """``a, b et c`` / ``a, b and c`` (``last`` replaces the final conjunction)."""
    word = last if last is not None else tr(lang, "et", "and")
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return f"{', '.join(items[:-1])} {word} {items[-1]}"


def count_label(n: int, lang: Lang, fr: str, en: str) -> str:
    """``1 carte`` / ``3 cartes``: ``fr`` and ``en`` are the singular; an ``s`` is added."""
    word = tr(lang, fr, en)
    return f"{n} {word}{'s' if n != 1 else ''}"


# ------------------------------------------------------------------------------ names

_SEATS: Final[Mapping[str, tuple[str, str]]] = {
    "N": ("Nord", "North"),
    "W": ("Ouest", "West"),
    "S": ("Sud", "South"),
    "E": ("Est", "East"),
}
_TEAMS: Final[Mapping[str, tuple[str, str]]] = {
    "NS": ("Nord–Sud", "North–South"),
    "EW": ("Est–Ouest", "East–West"),
}
_SUITS: Final = (
    ("pique", "spades"),
    ("cœur", "hearts"),
    ("carreau", "diamonds"),
    ("trèfle", "clubs"),
)
_RANKS_FR: Final = ("sept", "huit", "neuf", "dix", "valet", "dame", "roi", "as")
_RANKS_EN: Final = ("seven", "eight", "nine", "ten", "jack", "queen", "king", "ace")
_RANK_LETTERS: Final = (
    ("7", "7"),
    ("8", "8"),
    ("9", "9"),
    ("10", "10"),
    ("V", "J"),
    ("D", "Q"),
    ("R", "K"),
    ("A", "A"),
)
#: French plural of a rank in « carré de … » / « carré d'… ».
_CARRE_FR: Final = (
    "carré de sept",
    "carré de huit",
    "carré de neuf",
    "carré de dix",
    "carré de valets",
    "carré de dames",
    "carré de rois",
    "carré d'as",
)
_CARRE_EN: Final = (
    "four sevens",
    "four eights",
    "four nines",
    "four tens",
    "four jacks",
    "four queens",
    "four kings",
    "four aces",
)
_RANK_INDEX: Final = {name: i for i, name in enumerate(RANK_NAMES)}
SUIT_SYMBOLS: Final = ("♠", "♥", "♦", "♣")


def seat_name(seat: str, lang: Lang) -> str:
    """``Nord`` / ``North``."""
    fr, en = _SEATS[seat]
    return tr(lang, fr, en)


def team_name(team: str, lang: Lang) -> str:
    """``Nord–Sud`` / ``North–South``."""
    fr, en = _TEAMS[team]
    return tr(lang, fr, en)


def suit_name(suit: int, lang: Lang) -> str:
    """``cœur`` / ``hearts``."""
    fr, en = _SUITS[suit]
    return tr(lang, fr, en)


def rank_index(rank: str | int) -> int:
    """The natural index (0 = seven) of a rank name used by variant files, or of an index."""
    return rank if isinstance(rank, int) else _RANK_INDEX[rank]


def rank_name(rank: str | int, lang: Lang, *, article: bool = False) -> str:
    """``valet`` / ``jack``; with ``article``: ``le valet``, ``l'as`` / ``the jack``."""
    i = rank_index(rank)
    if lang == "en":
        return f"the {_RANKS_EN[i]}" if article else _RANKS_EN[i]
    word = _RANKS_FR[i]
    if not article:
        return word
    if word == "as":
        return "l'as"
    return f"{'la' if word == 'dame' else 'le'} {word}"


def rank_label(rank: str | int, lang: Lang) -> str:
    """The rank as printed on a card: ``V`` / ``J``, ``10``."""
    fr, en = _RANK_LETTERS[rank_index(rank)]
    return tr(lang, fr, en)


def carre_name(rank: str | int, lang: Lang) -> str:
    """``carré de valets`` / ``four jacks``."""
    i = rank_index(rank)
    return tr(lang, _CARRE_FR[i], _CARRE_EN[i])


def card_label(card: Card, lang: Lang) -> str:
    """``V♥`` / ``J♥``."""
    return rank_label(card.rank, lang) + SUIT_SYMBOLS[card.suit]


def card_name(card: Card, lang: Lang) -> str:
    """``valet de cœur`` / ``jack of hearts``."""
    if lang == "fr":
        return f"{_RANKS_FR[card.rank]} de {_SUITS[card.suit][0]}"
    return f"{_RANKS_EN[card.rank]} of {_SUITS[card.suit][1]}"


def mode_name(mode: str, lang: Lang) -> str:
    """A contract mode: ``S H D C`` (a trump suit), ``SA``, ``TA``."""
    if mode == "SA":
        return tr(lang, "sans atout", "no trump (sans atout)")
    if mode == "TA":
        return tr(lang, "tout atout", "all trumps (tout atout)")
    suit = "SHDC".index(mode)
    return tr(lang, f"atout {_SUITS[suit][0]}", f"{_SUITS[suit][1]} trump")


# ------------------------------------------------------------------------------ value labels

_LABELS: dict[str, dict[Any, tuple[str, str]]] = {
    "table.players": {4: ("4 joueurs", "4 players")},
    "table.partnership": {"facing": ("partenaires face à face", "partners facing")},
    "table.rotation": {
        "counterclockwise": ("sens inverse des aiguilles d'une montre", "counter-clockwise"),
        "clockwise": ("sens des aiguilles d'une montre", "clockwise"),
    },
    "deck.cards": {32: ("32 cartes", "32 cards")},
    "deal.first_dealer": {
        "random": ("tiré au sort", "drawn at random"),
        "lowest_card": ("la plus basse carte tirée", "lowest card drawn"),
    },
    "deal.cut.by": {
        "before_dealer": ("le joueur avant le donneur", "the player before the dealer"),
        "after_dealer": ("le joueur après le donneur", "the player after the dealer"),
        "none": ("pas de coupe", "no cut"),
    },
    "deal.patterns": {
        "3-2": ("3 puis 2", "3 then 2"),
        "2-3": ("2 puis 3", "2 then 3"),
        "3-2-3": ("3, 2 puis 3", "3, 2 then 3"),
        "3-3-2": ("3, 3 puis 2", "3, 3 then 2"),
        "2-3-3": ("2, 3 puis 3", "2, 3 then 3"),
        "3-3": ("3 puis 3", "3 then 3"),
        "4-4": ("4 puis 4", "4 then 4"),
        "6-2": ("6 puis 2", "6 then 2"),
        "8": ("8 d'un coup", "all 8 at once"),
    },
    "deal.first_receiver": {
        "after_dealer": ("le joueur après le donneur", "the player after the dealer"),
        "dealer": ("le donneur", "the dealer"),
    },
    "deal.next_dealer": {
        "after_dealer": ("le joueur suivant", "the next player"),
        "before_dealer": ("le joueur précédent", "the previous player"),
        "same": ("le même donneur", "the same dealer"),
    },
    "deal.shuffle.between_deals": {
        "never": ("jamais : on coupe seulement", "never: cut only"),
        "always": ("avant chaque donne", "before every deal"),
        "by_agreement": ("si les deux équipes l'acceptent", "if both teams agree"),
        "dealer_choice": ("au choix du donneur", "at the dealer's choice"),
    },
    "deal.shuffle.first": {
        "dealer": ("le donneur", "the dealer"),
        "each_team": ("un joueur de chaque équipe", "a player of each team"),
    },
    "deal.misdeal.barred": {
        "none": ("personne", "nobody"),
        "dealer": ("le donneur", "the dealer"),
        "dealer_team": ("l'équipe du donneur", "the dealer's team"),
    },
    "deal.misdeal.penalty": {
        "redeal": ("on redonne sans pénalité", "redeal, no penalty"),
        "opponents_score": ("points aux adversaires", "points to the opponents"),
    },
    "bidding.system": {
        "prise": ("prise (retourne)", "prise (turned card)"),
        "auction": ("enchères", "auction"),
    },
    "bidding.first_speaker": {
        "after_dealer": ("le joueur après le donneur", "the player after the dealer"),
        "dealer": ("le donneur", "the dealer"),
    },
    "bidding.prise.rounds": {
        "turned_suit": ("la couleur de la retourne", "the turned suit"),
        "other_suits": ("une autre couleur", "another suit"),
        "any_suit": ("n'importe quelle couleur", "any suit"),
        "sans_atout": ("sans atout", "sans atout"),
        "tout_atout": ("tout atout", "tout atout"),
    },
    "bidding.prise.all_pass": {"redeal": ("on redonne", "redeal")},
    "bidding.auction.raise_own": {
        "allowed": ("permis", "allowed"),
        "new_mode": ("dans un autre mode seulement", "in another mode only"),
        "forbidden": ("interdit", "forbidden"),
    },
    "bidding.auction.same_level_order": {
        "clubs": ("trèfle", "clubs"),
        "diamonds": ("carreau", "diamonds"),
        "hearts": ("cœur", "hearts"),
        "spades": ("pique", "spades"),
        "sans_atout": ("sans atout", "sans atout"),
        "tout_atout": ("tout atout", "tout atout"),
    },
    "bidding.auction.contre_timing": {
        "in_turn": ("à son tour", "in turn"),
        "any_time": ("à tout moment", "at any time"),
    },
    "bidding.auction.contre_out_of_turn": {
        "refused": ("refusé", "refused"),
        "wronged_side_chooses": (
            "faute : l'équipe contrée choisit",
            "a fault: the doubled side chooses",
        ),
    },
    "bidding.auction.end": {
        "three_passes": ("trois passes", "three passes"),
        "four_passes": ("quatre passes, celle de l'enchérisseur comprise", "four passes"),
    },
    "bidding.auction.all_pass": {"redeal": ("on redonne", "redeal")},
    "play.first_lead": {
        "after_dealer": ("le joueur après le donneur", "the player after the dealer"),
        "dealer": ("le donneur", "the dealer"),
        "taker": ("le preneur", "the taker"),
    },
    "play.generale_lead": {
        "as_usual": ("comme d'habitude", "as usual"),
        "bidder": ("le demandeur de la générale", "the générale's bidder"),
    },
    "play.next_lead": {"trick_winner": ("le gagnant du pli", "the trick winner")},
    "play.follow_suit": {"required": ("obligatoire", "required")},
    "play.trump_lead": {
        "must_overtrump": ("monter, même sur le partenaire", "go higher, even over partner"),
        "overtrump_unless_partner_master": (
            "monter, sauf partenaire maître",
            "go higher unless partner holds the trick",
        ),
        "any_trump": ("n'importe quel atout", "any trump"),
    },
    "play.must_trump": {
        "unless_partner_master": ("couper, sauf partenaire maître", "trump unless partner master"),
        "always": ("couper, même sur le partenaire", "trump, even over partner"),
        "never": ("jamais obligatoire", "never compulsory"),
    },
    "play.overtrump": {
        "required": ("surcouper obligatoire", "overtrump required"),
        "optional": ("surcouper facultatif", "overtrump optional"),
    },
    "play.undertrump": {
        "required": ("pisser obligatoire", "undertrump required"),
        "waived": ("on ne pisse pas", "no need to undertrump"),
        "forbidden": ("sous-couper interdit", "undertrumping forbidden"),
    },
    "play.partner_master": {"free": ("carte libre", "any card")},
    "play.partner_master_undertrump": {
        "allowed": ("sous-couper permis", "undertrumping allowed"),
        "forbidden": ("sous-couper interdit", "undertrumping forbidden"),
        "forbidden_unless_only_trumps": (
            "sous-couper interdit, sauf avec seulement de l'atout",
            "undertrumping forbidden unless holding only trumps",
        ),
        "overtrump_if_able": (
            "un atout doit monter s'il le peut",
            "a trump must go higher if it can",
        ),
        "only_trumps_must_overtrump": (
            "libre, sauf avec seulement de l'atout : surcouper",
            "free, unless holding only trumps: overtrump",
        ),
    },
    "play.tout_atout_climb": {
        "required": ("monter obligatoire", "must go higher"),
        "none": ("fournir suffit", "following is enough"),
    },
    "play.illegal_card": {
        "refused": ("refusée", "refused"),
        "deal_lost": ("jouée, donne perdue", "played, the deal is lost"),
    },
    "annonces.long_sequences": {
        "single": ("une seule annonce", "a single annonce"),
        "split": ("coupée en plusieurs", "split into several"),
    },
    "annonces.card_reuse": {
        "carre_and_sequence": ("carré et suite à la fois", "in a carré and a sequence"),
        "none": ("une annonce par carte", "one annonce per card"),
    },
    "annonces.tie_break": {
        "carre_over_sequence": ("carré avant suite", "carré before sequence"),
        "longer": ("la plus longue", "the longer"),
        "higher": ("la plus haute", "the higher"),
        "trump": ("celle à l'atout", "the one in trump"),
    },
    "annonces.still_tied": {
        "nobody_scores": ("personne ne marque", "nobody scores"),
        "first_declared": ("la première annoncée l'emporte", "the first announced wins"),
    },
    "annonces.cancelling_carres.effect": {
        "annonces": ("annule les annonces", "cancels the annonces"),
        "deal": ("annule la donne", "cancels the deal"),
    },
    "annonces.declare": {"first_card": ("à la première carte", "with the first card")},
    "annonces.declaring": {
        "required": ("toutes obligatoires", "all required"),
        "optional": ("au choix du joueur", "at the player's choice"),
    },
    "annonces.show": {"second_trick": ("au deuxième pli", "at the second trick")},
    "annonces.unshown": {
        "void": ("ne compte pas", "does not count"),
        "opponents_score": ("marquée par les adversaires", "scored by the opponents"),
    },
    "belote.call": {
        "automatic": ("comptée d'office", "counted automatically"),
        "declared": ("à dire, sinon perdue", "must be said"),
        "optional": ("dite au choix du joueur", "said at the holder's choice"),
    },
    "belote.order": {
        "any": ("roi ou dame d'abord", "king or queen first"),
        "king_first": ("le roi d'abord", "the king first"),
    },
    "belote.tout_atout": {
        "every_suit": ("une par couleur", "one per suit"),
        "none": ("aucune", "none"),
    },
    "belote.sans_atout": {"none": ("aucune", "none")},
    "scoring.litige.taker_points": {"held": ("mis en attente", "held")},
    "scoring.litige.awarded_to": {
        "next_winner": ("au gagnant de la donne suivante", "to the next deal's winner"),
        "next_taker": ("au prochain preneur qui réussit", "to the next taker who makes it"),
    },
    "scoring.capot.by": {
        "tricks": ("tous les plis", "every trick"),
        "points": ("tous les points", "every point"),
    },
    "scoring.capot.kind": {
        "flat": ("forfait", "flat value"),
        "der_bonus": ("dix de der augmenté", "bigger dix de der"),
    },
    "scoring.rounding.method": {
        "none": ("points exacts", "exact points"),
        "each_team": ("chaque équipe à la dizaine", "each team to the nearest ten"),
        "complement": (
            "preneur arrondi, défense par complément",
            "taker rounded, defence gets the rest",
        ),
    },
    "scoring.rounding.half": {
        "up": ("5 vers le haut", "5 rounds up"),
        "down": ("5 vers le bas, 6 vers le haut", "5 rounds down, 6 up"),
    },
    "scoring.rounding.last_deal": {
        "rounded": ("arrondie", "rounded"),
        "exact": ("au point près", "exact"),
    },
    "game_end.reach": {
        "reach": ("atteindre suffit", "reaching is enough"),
        "exceed": ("il faut dépasser", "must exceed"),
    },
    "game_end.both_over": {
        "higher_wins": ("le plus haut score gagne", "higher score wins"),
        "draw": ("partie nulle", "a draw"),
    },
    "game_end.tie": {
        "extra_deal": ("une donne de plus", "one more deal"),
        "last_deal_winner": ("le gagnant de la dernière donne", "the last deal's winner"),
        "draw": ("partie nulle", "a draw"),
    },
    "game_end.result": {
        "winner": ("une équipe gagnante", "a winning team"),
        "difference": ("la différence des scores", "the score difference"),
    },
}

for _key in ("tout_atout_scaling", "sans_atout_scaling"):
    _LABELS[f"scoring.{_key}.dix_de_der"] = {
        "scaled": ("réduit avec les cartes", "scaled with the cards"),
        "added": ("ajouté après", "added after"),
    }
    _LABELS[f"scoring.{_key}.scales"] = {
        "card_points": ("les points de cartes", "the card points"),
        "score": ("toute la marque", "the whole score"),
    }
for _key in ("belote", "annonces"):
    _LABELS[f"game_end.no_win_through.{_key}"] = {
        "dedans": ("contrat chuté", "failed contract"),
        "capot_against": ("mis capot", "put capot"),
    }

#: Labels of the score terms (``scoring.outcomes.<outcome>.<side>.<term>``).
_WHOSE: Final[Mapping[str, tuple[str, str]]] = {
    "own": ("les siennes", "its own"),
    "opponents": ("celles de l'adversaire", "the opponents'"),
    "all": ("celles des deux équipes", "both teams'"),
    "none": ("aucune", "none"),
}
_WHOSE_BELOTE: Final[Mapping[str, tuple[str, str]]] = {
    "own": ("la sienne", "its own"),
    "opponents": ("celle de l'adversaire", "the opponents'"),
    "all": ("celle des deux équipes", "both teams'"),
    "none": ("aucune", "none"),
}
TERM_LABELS: Final[Mapping[str, tuple[str, str]]] = {
    "base": ("la base", "the base"),
    "contract": ("le contrat", "the contract"),
    "annonces": ("les annonces", "the annonces"),
    "belote": ("la belote", "the belote"),
    "bonus": ("le bonus", "the bonus"),
}
for _outcome in ("made", "dedans"):
    for _side in ("taker", "defence"):
        _at = f"scoring.outcomes.{_outcome}.{_side}"
        _LABELS[f"{_at}.annonces"] = dict(_WHOSE)
        _LABELS[f"{_at}.belote"] = dict(_WHOSE_BELOTE)
        _LABELS[f"{_at}.multiply"] = dict(TERM_LABELS)

#: The short label of every enumerated value of the schema, by rule path, as (French,
#: English). The comparison matrix and the schema reference show these; tests check that every
#: value has one.
VALUE_LABELS: Final[Mapping[str, Mapping[Any, tuple[str, str]]]] = _LABELS

_BOOL: Final = {True: ("oui", "yes"), False: ("non", "no")}


def _enum_label(path: str, value: Any, lang: Lang) -> str | None:
    labels = VALUE_LABELS.get(path)
    if labels is not None and value in labels and not isinstance(value, bool):
        fr, en = labels[value]
        return tr(lang, fr, en)
    return None


def value_label(path: str, value: Any, lang: Lang) -> str:
    """A short, readable label of one rule value, for tables (``pisser obligatoire``)."""
    if value is None:
        return "—"
    if isinstance(value, bool):
        fr, en = _BOOL[value]
        return tr(lang, fr, en)
    if isinstance(value, list | tuple):
        if not value:
            return tr(lang, "aucun", "none")
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
            return tr(lang, "aucun", "none")
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
        text += tr(lang, ", ne parle pas : ", ", barred: ") + value_label(
            "deal.misdeal.barred", barred, lang
        )
    return text


def _change_label(value: Mapping[str, Any], lang: Lang) -> str:
    """``défense : base = 160, contrat`` — the terms an outcome change sets."""
    if not value:
        return tr(lang, "aucun changement", "no change")
    sides = []
    for side, terms in value.items():
        name = _SIDES.get(side, (side, side))
        bits = []
        for term, item in terms.items():
            if term == "multiply":
                listed = [tr(lang, *TERM_LABELS[t]) for t in item] if item else []
                bits.append(
                    tr(lang, "contre sur ", "contre on ") + join_words(listed, lang)
                    if listed
                    else tr(lang, "rien de multiplié", "nothing multiplied")
                )
            elif term in ("base", "bonus"):
                bits.append(f"{term} = {item}")
            elif term == "contract":
                bits.append(
                    tr(lang, "+ contrat", "+ contract")
                    if item
                    else tr(lang, "sans le contrat", "no contract")
                )
            else:
                labels = _WHOSE if term == "annonces" else _WHOSE_BELOTE
                label = labels.get(str(item), (str(item), str(item)))
                bits.append(f"{term} = {tr(lang, *label)}")
        sides.append(f"{tr(lang, *name)}{tr(lang, ' : ', ': ')}{', '.join(bits)}")
    return " ; ".join(sides) if lang == "fr" else "; ".join(sides)


# ------------------------------------------------------------------------------ rule titles

_T: Final[Mapping[str, tuple[str, str]]] = {
    "table": ("La table", "The table"),
    "table.players": ("Nombre de joueurs", "Number of players"),
    "table.partnership": ("Place des partenaires", "Partners' seats"),
    "table.rotation": ("Sens du jeu", "Direction of play"),
    "deck": ("Le jeu de cartes", "The pack"),
    "deck.cards": ("Nombre de cartes", "Number of cards"),
    "deck.dix_de_der": ("Dix de der", "Dix de der (last trick)"),
    "cards": ("Ordre et valeur des cartes", "Card order and points"),
    "cards.trump": ("Couleur d'atout", "Trump suit"),
    "cards.plain": ("Couleurs hors atout", "Plain suits"),
    "cards.sans_atout": ("Cartes à sans atout", "Cards at sans atout"),
    "cards.tout_atout": ("Cartes à tout atout", "Cards at tout atout"),
    "cards.sequence_order": ("Ordre des suites", "Sequence order"),
    "deal": ("La donne", "The deal"),
    "deal.first_dealer": ("Premier donneur", "First dealer"),
    "deal.cut": ("La coupe", "The cut"),
    "deal.cut.by": ("Qui coupe", "Who cuts"),
    "deal.cut.min_packet": ("Paquet minimum", "Smallest packet"),
    "deal.patterns": ("Distribution", "Dealing pattern"),
    "deal.first_receiver": ("Premier servi", "First to receive"),
    "deal.turned_card": ("Retourne", "Turned card"),
    "deal.completion": ("Fin de la donne", "Completing the deal"),
    "deal.completion.taker": ("Cartes du preneur", "Taker's cards"),
    "deal.completion.others": ("Cartes des autres", "Other players' cards"),
    "deal.next_dealer": ("Donneur suivant", "Next dealer"),
    "deal.shuffle": ("Battre les cartes", "Shuffling"),
    "deal.shuffle.between_deals": ("Entre les donnes", "Between deals"),
    "deal.shuffle.after_passed_deals": ("Après des donnes sans preneur", "After passed deals"),
    "deal.shuffle.first": ("Avant la première donne", "Before the first deal"),
    "deal.misdeal": ("Fausse donne", "Misdeal"),
    "deal.misdeal.penalty": ("Pénalité", "Penalty"),
    "deal.misdeal.points": ("Points de pénalité", "Penalty points"),
    "deal.misdeal.barred": ("Qui ne peut pas enchérir", "Barred from bidding"),
    "deal.misdeal.repeated": ("Fausses donnes répétées", "Repeated misdeals"),
    "deal.misdeal.after_bid": ("Fausse donne après une enchère", "Misdeal after a bid"),
    "deal.misdeal.after_bid.applies": ("Pénalité propre", "Own penalty"),
    "deal.misdeal.after_bid.points": ("Points", "Points"),
    "deal.misdeal.after_bid.add_contract": ("Enchère ajoutée", "Bid added"),
    "bidding": ("Le choix du contrat", "Bidding"),
    "bidding.system": ("Système", "System"),
    "bidding.first_speaker": ("Premier à parler", "First to speak"),
    "bidding.modes": ("Contrats possibles", "Contract modes"),
    "bidding.modes.suit": ("À la couleur", "Suit contracts"),
    "bidding.modes.sans_atout": ("Sans atout", "Sans atout"),
    "bidding.modes.tout_atout": ("Tout atout", "Tout atout"),
    "bidding.prise": ("La prise", "The prise"),
    "bidding.prise.rounds": ("Tours de parole", "Rounds"),
    "bidding.prise.modes_in_every_round": (
        "Sans atout et tout atout à chaque tour",
        "Optional modes in every round",
    ),
    "bidding.prise.vache": ("La vache", "The vache"),
    "bidding.prise.all_pass": ("Si tous passent", "If everybody passes"),
    "bidding.auction": ("Les enchères", "The auction"),
    "bidding.auction.floor": ("Enchère minimale", "Lowest bid"),
    "bidding.auction.step": ("Pas des enchères", "Bid step"),
    "bidding.auction.ceiling": ("Enchère maximale", "Highest bid"),
    "bidding.auction.capot": ("Enchère de capot", "Capot bid"),
    "bidding.auction.capot_contre": ("Contrer un capot", "Doubling a capot"),
    "bidding.auction.generale": ("Générale", "Générale"),
    "bidding.auction.raise_own": ("Surenchérir sur soi-même", "Raising one's own bid"),
    "bidding.auction.same_level_order": (
        "Ordre des modes à points égaux",
        "Mode order at equal level",
    ),
    "bidding.auction.contre_timing": ("Quand contrer", "When to double"),
    "bidding.auction.contre_out_of_turn": ("Contre hors de son tour", "Contre out of turn"),
    "bidding.auction.overbid_partner": ("Surenchérir sur son partenaire", "Overbidding partner"),
    "bidding.auction.contre": ("Contre", "Contre (double)"),
    "bidding.auction.surcontre": ("Surcontre", "Surcontre (redouble)"),
    "bidding.auction.contre_ends_auction": (
        "Le contre arrête les enchères",
        "A contre ends the auction",
    ),
    "bidding.auction.end": ("Fin des enchères", "End of the auction"),
    "bidding.auction.all_pass": ("Si tous passent", "If everybody passes"),
    "play": ("Le jeu de la carte", "The play"),
    "play.first_lead": ("Premier à jouer", "First lead"),
    "play.generale_lead": ("Entame d'une générale", "Lead of a générale"),
    "play.next_lead": ("Entame des plis suivants", "Next leads"),
    "play.follow_suit": ("Fournir", "Following suit"),
    "play.trump_lead": ("Atout demandé", "Trump led"),
    "play.must_trump": ("Couper", "Trumping"),
    "play.overtrump": ("Surcouper", "Overtrumping"),
    "play.undertrump": ("Pisser (sous-couper)", "Undertrumping"),
    "play.partner_master": ("Partenaire maître", "Partner master"),
    "play.partner_master_undertrump": ("Sous-couper son partenaire", "Undertrumping partner"),
    "play.tout_atout_climb": ("Monter à tout atout", "Going higher at tout atout"),
    "play.illegal_card": ("Carte non permise", "Illegal card"),
    "play.illegal_card_penalty": ("Pénalité de la carte non permise", "Illegal card penalty"),
    "play.illegal_card_penalty.points": ("Points de pénalité", "Penalty points"),
    "play.illegal_card_penalty.add_contract": ("Contrat ajouté", "Contract added"),
    "annonces": ("Les annonces", "Annonces"),
    "annonces.enabled": ("Annonces jouées", "Annonces played"),
    "annonces.sequences": ("Suites", "Sequences"),
    "annonces.long_sequences": ("Suites plus longues", "Longer runs"),
    "annonces.carres": ("Carrés", "Carrés"),
    "annonces.carres_sans_atout": ("Carrés à sans atout", "Carrés at sans atout"),
    "annonces.card_reuse": ("Une carte dans deux annonces", "A card in two annonces"),
    "annonces.tie_break": ("Départage", "Tie-break"),
    "annonces.still_tied": ("Égalité persistante", "Still tied"),
    "annonces.cancelling_carres": ("Carrés qui annulent", "Cancelling carrés"),
    "annonces.cancelling_carres.ranks": ("Hauteurs qui annulent", "Cancelling ranks"),
    "annonces.cancelling_carres.effect": ("Ce qui est annulé", "What is cancelled"),
    "annonces.declare": ("Déclarer", "Declaring"),
    "annonces.declaring": ("Déclarer toutes ses annonces", "Declaring every annonce"),
    "annonces.carre_order": ("Force des carrés", "Strength of the carrés"),
    "annonces.carre_order.suit": ("À la couleur et à tout atout", "Suit and tout atout"),
    "annonces.carre_order.sans_atout": ("À sans atout", "At sans atout"),
    "annonces.show": ("Montrer", "Showing"),
    "annonces.unshown": ("Annonce non montrée", "Unshown annonce"),
    "annonces.in_modes": ("Contrats avec annonces", "Contracts with annonces"),
    "annonces.in_modes.suit": ("À la couleur", "Suit contracts"),
    "annonces.in_modes.sans_atout": ("À sans atout", "At sans atout"),
    "annonces.in_modes.tout_atout": ("À tout atout", "At tout atout"),
    "belote": ("Belote et rebelote", "Belote and rebelote"),
    "belote.enabled": ("Belote comptée", "Belote scores"),
    "belote.points": ("Points de la belote", "Belote points"),
    "belote.call": ("Dire la belote", "Saying belote"),
    "belote.order": ("Ordre du roi et de la dame", "King and queen order"),
    "belote.tout_atout": ("Belotes à tout atout", "Belotes at tout atout"),
    "belote.sans_atout": ("Belote à sans atout", "Belote at sans atout"),
    "scoring": ("Le décompte", "Scoring"),
    "scoring.contract": ("Ce qui fait le contrat", "What makes the contract"),
    "scoring.contract.reach_bid": ("Atteindre l'enchère", "Reach the bid"),
    "scoring.contract.margin": ("Marge au-delà de l'enchère", "Margin over the bid"),
    "scoring.contract.minimum": ("Minimum du preneur", "Taker's minimum"),
    "scoring.contract.beat_defence": ("Battre la défense", "Beat the defence"),
    "scoring.contract.counts": ("Ce qui compte dans les totaux", "What the totals include"),
    "scoring.contract.counts.taker": ("Total du preneur", "Taker's total"),
    "scoring.contract.counts.taker.annonces": (
        "Annonces dans le total du preneur",
        "Annonces in the taker's total",
    ),
    "scoring.contract.counts.taker.belote": (
        "Belote dans le total du preneur",
        "Belote in the taker's total",
    ),
    "scoring.contract.counts.defence": ("Total de la défense", "Defence's total"),
    "scoring.contract.counts.defence.annonces": (
        "Annonces dans le total de la défense",
        "Annonces in the defence's total",
    ),
    "scoring.contract.counts.defence.belote": (
        "Belote dans le total de la défense",
        "Belote in the defence's total",
    ),
    "scoring.outcomes": ("La marque de chaque issue", "What each outcome scores"),
    "scoring.outcomes.made": ("Contrat réussi", "Contract made"),
    "scoring.outcomes.dedans": ("Contrat chuté", "Contract failed"),
    "scoring.outcomes.made_contre": ("Réussi et contré", "Made, doubled"),
    "scoring.outcomes.dedans_contre": ("Chuté et contré", "Failed, doubled"),
    "scoring.outcomes.capot": ("Capot du preneur", "Capot by the taker"),
    "scoring.outcomes.capot_against": ("Preneur mis capot", "Taker put capot"),
    "scoring.outcomes.capot_contre": ("Capot contré du preneur", "Doubled capot by the taker"),
    "scoring.outcomes.capot_against_contre": (
        "Preneur contré mis capot",
        "Doubled taker put capot",
    ),
    "scoring.outcomes.capot_bid_made": ("Capot demandé, réussi", "Capot bid, made"),
    "scoring.outcomes.capot_bid_failed": ("Capot demandé, manqué", "Capot bid, missed"),
    "scoring.outcomes.generale_made": ("Générale réussie", "Générale made"),
    "scoring.outcomes.generale_failed": ("Générale manquée", "Générale missed"),
    "scoring.litige": ("Litige", "Litige (tie)"),
    "scoring.litige.enabled": ("Litige joué", "Litige played"),
    "scoring.litige.taker_points": ("Points du preneur", "Taker's points"),
    "scoring.litige.held_belote": ("Belote en attente", "Belote held"),
    "scoring.litige.awarded_to": ("Points en attente pour…", "Held points go to…"),
    "scoring.capot": ("Capot", "Capot"),
    "scoring.capot.by": ("Ce qui fait un capot", "What makes a capot"),
    "scoring.capot.kind": ("Calcul du capot", "Capot value"),
    "scoring.capot.points": ("Points du capot", "Capot points"),
    "scoring.capot.dix_de_der": ("Dix de der du capot", "Capot's dix de der"),
    "scoring.capot.announced": ("Capot annoncé", "Announced capot"),
    "scoring.capot.announced.enabled": ("Capot annoncé permis", "Announcing capot allowed"),
    "scoring.capot.announced.contract": ("Valeur du capot annoncé", "Announced capot value"),
    "scoring.contre": ("Contre et surcontre", "Contre and surcontre"),
    "scoring.contre.contre": ("Multiplicateur du contre", "Contre multiplier"),
    "scoring.contre.surcontre": ("Multiplicateur du surcontre", "Surcontre multiplier"),
    "scoring.capot.generale": ("Valeur de la générale", "Générale value"),
    "scoring.contract_value": ("Valeur du contrat", "Contract value"),
    "scoring.contract_value.floor_counts_as": (
        "Valeur de la plus basse enchère",
        "Value of the lowest bid",
    ),
    "scoring.contract_value.sans_atout": ("Facteur à sans atout", "Factor at sans atout"),
    "scoring.contract_value.tout_atout": ("Facteur à tout atout", "Factor at tout atout"),
    "scoring.rounding": ("Arrondi", "Rounding"),
    "scoring.rounding.method": ("Méthode d'arrondi", "Rounding method"),
    "scoring.rounding.half": ("Arrondi du 5", "Rounding a 5"),
    "scoring.rounding.last_deal": ("Dernière donne", "Last deal"),
    "scoring.tout_atout_scaling": ("Mise à l'échelle du tout atout", "Tout atout scaling"),
    "scoring.tout_atout_scaling.enabled": ("Mise à l'échelle", "Scaling"),
    "scoring.tout_atout_scaling.ratio": ("Rapport", "Ratio"),
    "scoring.tout_atout_scaling.capot_ratio": ("Rapport en cas de capot", "Capot ratio"),
    "scoring.tout_atout_scaling.dix_de_der": (
        "Dix de der à tout atout",
        "Dix de der at tout atout",
    ),
    "scoring.tout_atout_scaling.scales": ("Ce qui est réduit", "What is scaled"),
    "scoring.sans_atout_scaling": ("Mise à l'échelle du sans atout", "Sans atout scaling"),
    "scoring.sans_atout_scaling.enabled": ("Mise à l'échelle", "Scaling"),
    "scoring.sans_atout_scaling.ratio": ("Rapport", "Ratio"),
    "scoring.sans_atout_scaling.capot_ratio": ("Rapport en cas de capot", "Capot ratio"),
    "scoring.sans_atout_scaling.dix_de_der": (
        "Dix de der à sans atout",
        "Dix de der at sans atout",
    ),
    "scoring.sans_atout_scaling.scales": ("Ce qui est mis à l'échelle", "What is scaled"),
    "game_end": ("La fin de la partie", "End of the game"),
    "game_end.target": ("Score à atteindre", "Target"),
    "game_end.target_choices": ("Autres scores possibles", "Other targets"),
    "game_end.reach": ("Atteindre ou dépasser", "Reach or exceed"),
    "game_end.both_over": ("Deux équipes au-delà", "Both teams over"),
    "game_end.tie": ("Égalité", "Tie"),
    "game_end.capot_loser_cannot_win": ("Équipe mise capot", "Team put capot"),
    "game_end.no_win_through": ("Points qui ne font pas gagner", "Points that cannot win"),
    "game_end.no_win_through.belote": ("Belote sur une donne perdue", "Belote on a lost deal"),
    "game_end.no_win_through.annonces": (
        "Annonces sur une donne perdue",
        "Annonces on a lost deal",
    ),
    "game_end.result": ("Résultat", "Result"),
    "plugins": ("Plugins de règle", "Rule plugins"),
}

_ROLES: Final = {
    "trump": ("de l'atout", "trump"),
    "plain": ("hors atout", "plain"),
    "sans_atout": ("à sans atout", "sans atout"),
    "tout_atout": ("à tout atout", "tout atout"),
}
_SEQUENCES: Final = ("tierce", "cinquante", "cent")
_SIDES: Final = {"taker": ("le preneur", "the taker"), "defence": ("la défense", "the defence")}
_TERM_TITLES: Final = {
    "base": ("base", "base"),
    "contract": ("contrat", "contract"),
    "annonces": ("annonces", "annonces"),
    "belote": ("belote", "belote"),
    "bonus": ("bonus", "bonus"),
    "multiply": ("ce que le contre multiplie", "what the contre multiplies"),
}


def rule_title(path: str, lang: Lang) -> str | None:
    """A short human title of a rule path (leaf or group), or None if it has none."""
    found = _T.get(path)
    if found is not None:
        return tr(lang, *found)
    parts = path.split(".")
    if parts[0] == "cards" and len(parts) >= 3 and parts[1] in _ROLES:
        role_fr, role_en = _ROLES[parts[1]]
        if parts[2] == "order" and len(parts) == 3:
            return tr(lang, f"Ordre {role_fr}", f"Order ({role_en})")
        if parts[2] == "points" and len(parts) == 3:
            return tr(lang, f"Points {role_fr}", f"Points ({role_en})")
        if parts[2] == "points" and len(parts) == 4 and parts[3] in RANK_NAMES:
            word = _RANKS_FR[rank_index(parts[3])]
            of = {"as": "de l'as", "dame": "de la dame"}.get(word, f"du {word}")
            return tr(lang, f"Points {of} {role_fr}", f"Points of the {parts[3]} ({role_en})")
    if parts[:2] in (["annonces", "carres"], ["annonces", "carres_sans_atout"]) and len(parts) == 3:
        sa = parts[1] == "carres_sans_atout"
        name = carre_name(parts[2], lang)
        name = name[0].upper() + name[1:]
        return name + tr(lang, " à sans atout", " at sans atout") if sa else name
    if parts[:2] == ["scoring", "outcomes"] and len(parts) >= 4 and parts[3] in _SIDES:
        outcome = _T.get(".".join(parts[:3]))
        side_fr, side_en = _SIDES[parts[3]]
        if outcome is None:
            return None
        if len(parts) == 4:
            return tr(lang, f"{outcome[0]} : {side_fr}", f"{outcome[1]}: {side_en}")
        term = _TERM_TITLES.get(parts[4])
        if term is None or len(parts) > 5:
            return None
        return tr(
            lang,
            f"{outcome[0]} : {side_fr}, {term[0]}",
            f"{outcome[1]}: {side_en}, {term[1]}",
        )
    if parts[:2] == ["annonces", "sequences"] and len(parts) >= 3 and parts[2] in _SEQUENCES:
        kind = parts[2].capitalize()
        if len(parts) == 3:
            return kind
        if parts[3] == "length":
            return tr(lang, f"Longueur ({parts[2]})", f"Length ({parts[2]})")
        if parts[3] == "points":
            return tr(lang, f"Points ({parts[2]})", f"Points ({parts[2]})")
    return None
