"""The game in words, in the table's language: teams, cards, hands, calls, annonces and the
belote, as the table prints them."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType
from typing import Any

from ..cards import (
    CARDS,
    RANK_CODES,
    SEAT_NAMES_FR,
    SEATS,  # the compass: every seat code with its name, whatever the order of play
    SUIT_SYMBOLS,
    CardError,
    card_labels,
    parse_card,
    parse_cards,
    seat_names,
    suit_names,
)
from ..engine.game import Game
from ..i18n import Translator, output_language, translator
from ..seating import FOUR, Seating

#: Seat code → its French name (the table's default language; :func:`seat_names` gives the
#: names in any language).
NAME: dict[str, str] = dict(zip(SEATS, SEAT_NAMES_FR, strict=True))  # by code, any order


def _tr() -> Translator:
    """The messages of the table's language (:func:`belote_spec.i18n.output_language`)."""
    return translator(output_language())


def team_name(team: str, tr: Translator | None = None) -> str:
    """``NS`` → ``Nord-Sud`` / ``North-South``; a player's own score line, each for himself
    (its seat code), → the seat's name: ``N`` → ``Nord`` / ``North``."""
    tr = tr or _tr()
    if team == "NS":
        return tr.pgettext("team", "North-South")
    if team == "EW":
        return tr.pgettext("team", "East-West")
    if team in SEATS:  # any compass code: a player's line is his seat, at any table
        return seat_names(tr)[team]
    return team


def lines_text(values: Mapping[str, int], tr: Translator | None = None) -> str:
    """Each score line with its points, as the score sheet prints players each for himself:
    ``Nord 60  Ouest 40  Sud 62`` (in the order of ``values``)."""
    tr = tr or _tr()
    return "  ".join(f"{team_name(line, tr)} {points}" for line, points in values.items())


def team_code(team: str, tr: Translator | None = None) -> str:
    """``NS`` / ``EW`` in short, as the table prints a team: ``NS``, ``EO`` in French."""
    tr = tr or _tr()
    # TRANSLATORS: a team in short, as on the score sheet (French: NS, EO for Est-Ouest)
    if team == "NS":
        return tr.pgettext("team code", "NS")
    if team == "EW":
        return tr.pgettext("team code", "EW")
    return team


def french(code: str) -> str:
    """``JH`` → ``V♥``."""
    return CARDS[int(parse_card(code))].french


def card_text(code: str, tr: Translator | None = None) -> str:
    """``JH`` → ``V♥`` / ``J♥``: the card as printed on it, in the table's language."""
    return card_labels(tr or _tr())[int(parse_card(code))]


def hand_text(codes: list[str], tr: Translator | None = None) -> str:
    """A hand sorted by suit, as printed on the cards."""
    labels = card_labels(tr or _tr())
    cards = sorted(parse_cards(codes), key=lambda c: (c.suit, c.rank))
    return " ".join(labels[c] for c in cards)


@lru_cache(maxsize=16)
def _modes(tr: Translator) -> Mapping[str, str]:
    """Contract mode → its name after « à » / in a call: ``♥ cœur``, ``sans atout``."""
    suits = suit_names(tr)
    names = {code: f"{SUIT_SYMBOLS[i]} {suits[i]}" for i, code in enumerate("SHDC")}
    # TRANSLATORS: the contract modes without a trump suit; the French keep their names
    names["SA"] = tr.pgettext("mode", "sans atout")
    names["TA"] = tr.pgettext("mode", "tout atout")
    return MappingProxyType(names)


def describe_action(action: str, tr: Translator | None = None) -> str:
    """A call or card in words: ``take:H`` → « prend à ♥ cœur » / "takes ♥ hearts"."""
    tr = tr or _tr()
    modes = _modes(tr)
    if action == "pass":
        return tr.pgettext("call", "passes")
    if action.startswith("take:"):
        return tr._("takes {mode}", mode=modes[action[5:]])
    if action.startswith("bid:"):
        _, value, mode = action.split(":")
        if value == "capot":
            return tr._("bids capot {mode}", mode=modes[mode])
        if value == "generale":
            return tr._("bids générale {mode}", mode=modes[mode])
        return tr._("bids {value} {mode}", value=value, mode=modes[mode])
    if action == "contre":
        return tr.pgettext("call", "doubles (contre)")
    if action == "surcontre":
        return tr.pgettext("call", "redoubles (surcontre)")
    if action == "capot":
        return tr.pgettext("call", "asks for the capot")
    if action == "shuffle":
        return tr.pgettext("call", "shuffles the cards")
    if action == "gather":
        return tr.pgettext("call", "gathers the cards without shuffling")
    if action == "play-on":
        return tr.pgettext("call", "has the deal played despite the contre out of turn")
    if action == "redeal":
        return tr.pgettext("call", "has the cards dealt again after the contre out of turn")
    if action == "misdeal":
        return tr.pgettext("call", "declares a misdeal")
    code, *extra = action.split("+")
    card = card_text(code, tr)
    kept = next((e[len("silent:") :] for e in extra if e.startswith("silent:")), None)
    if kept is not None:
        text = tr._(
            "{card} (keeps {annonce} to himself and declares the others)",
            card=card,
            annonce=_annonce_words(kept, tr),
        )
        if "belote" in extra:
            return tr._("{card} (belote)", card=text)
        return text
    if "belote" in extra and "silent" in extra:
        return tr._("{card} (belote) (keeps his annonces to himself)", card=card)
    if "belote" in extra:
        return tr._("{card} (belote)", card=card)
    if "rebelote" in extra:
        return tr._("{card} (rebelote)", card=card)
    if "silent" in extra:
        return tr._("{card} (keeps his annonces to himself)", card=card)
    return card


def _annonce_words(name: str, tr: Translator | None = None) -> str:
    """An annonce as an action names it (``CARD+silent:NAME``), in words: ``carre-7`` → « un
    carré de 7 », ``tierce-KH`` → « une tierce jusqu'à R♥ ». A name of another form is
    returned as it is."""
    tr = tr or _tr()
    kind, _sep, what = name.partition("-")
    kinds = _kinds(tr)
    if kind == "carre" and what in RANK_CODES:
        rank = card_labels(tr)[RANK_CODES.index(what)][:-1]  # the label without its suit
        # TRANSLATORS: an annonce a player keeps to himself: « un carré de 7 »
        return tr.pgettext("kept annonce", "{carre} of {rank}", carre=kinds["carre"], rank=rank)
    if kind in kinds and kind != "carre":
        try:
            top = card_text(what, tr)
        except CardError:
            return name
        # TRANSLATORS: a sequence a player keeps to himself, by its highest card: « une tierce
        # jusqu'à R♥ »
        return tr.pgettext("kept annonce", "{annonce} up to {card}", annonce=kinds[kind], card=top)
    return name


def _kinds(tr: Translator) -> dict[str, str]:
    """An annonce's kind with its article: « une tierce » / "a tierce"."""
    return {
        "tierce": tr.pgettext("annonce", "a tierce"),
        "cinquante": tr.pgettext("annonce", "a cinquante"),
        "cent": tr.pgettext("annonce", "a cent"),
        "carre": tr.pgettext("annonce", "a carré"),
    }


def _count_word(n: int, tr: Translator) -> str:
    """A small count in words (``deux`` / ``two``), a larger one in digits."""
    # TRANSLATORS: how many annonces of one kind a player declares (« deux tierces »)
    words = {
        2: tr.pgettext("number of annonces", "two"),
        3: tr.pgettext("number of annonces", "three"),
        4: tr.pgettext("number of annonces", "four"),
    }
    return words.get(n, str(n))


def _declared_kinds(found: list[Mapping[str, Any]], tr: Translator) -> str:
    """A player's annonces by kind, in the order he has them: « deux tierces et un cent »."""
    counts: dict[str, int] = {}
    for annonce in found:
        counts[annonce["kind"]] = counts.get(annonce["kind"], 0) + 1
    named = []
    for kind, n in counts.items():
        count = _count_word(n, tr)
        if kind == "tierce":
            named.append(
                tr.npgettext("annonces declared", "a tierce", "{count} tierces", n, count=count)
            )
        elif kind == "cinquante":
            named.append(
                tr.npgettext(
                    "annonces declared", "a cinquante", "{count} cinquantes", n, count=count
                )
            )
        elif kind == "cent":
            named.append(
                tr.npgettext("annonces declared", "a cent", "{count} cents", n, count=count)
            )
        elif kind == "carre":
            named.append(
                tr.npgettext("annonces declared", "a carré", "{count} carrés", n, count=count)
            )
        else:
            named.append(kind if n == 1 else f"{n} × {kind}")
    if len(named) == 1:
        return named[0]
    # TRANSLATORS: the end of a list of annonces: "a tierce, a cinquante and a carré"
    return tr.pgettext(
        "list of annonces", "{items} and {last}", items=", ".join(named[:-1]), last=named[-1]
    )


def _play_order(leader: str, seating: Seating = FOUR) -> list[str]:
    """The seats in the order they play a trick that ``leader`` leads at ``seating``'s
    table."""
    return list(seating.seats_from(leader))


def _outcomes(tr: Translator) -> dict[str, str]:
    """A deal's outcome, on the score line."""
    return {
        "made": tr.pgettext("outcome", "contract made"),
        "dedans": tr.pgettext("outcome", "contract failed"),
        "litige": tr.pgettext("outcome", "tie"),
        "capot": tr.pgettext("outcome", "capot"),
        "misdeal": tr.pgettext("outcome", "misdeal"),
        "fault": tr.pgettext("outcome", "illegal card: the deal is lost"),
    }


def belote_calls(
    game: Game, number: int, deal: Mapping[str, Any], tr: Translator | None = None
) -> dict[tuple[int, int], str]:
    """(trick, position) → « Belote ! » or « Rebelote ! », where the belote of deal ``number``
    is said: at the first and the second of the king and queen of trump, by their holder (each
    call as the player made it where the variant wants them said; both where the belote is
    counted automatically, king first where it must be)."""
    tr = tr or _tr()
    state = game.deals[number - 1]
    contract = state.contract
    hands = state.start_hands
    if contract is None or hands is None:
        return {}
    rules = game.rules
    order: dict[str, tuple[int, int]] = {}
    for t, trick in enumerate(deal.get("tricks", [])):
        for i, code in enumerate(trick["cards"]):
            order[code] = (t, i)
    played = [int(parse_card(code)) for code in order]
    out: dict[tuple[int, int], str] = {}
    said = state.belote_said or {}
    said_again = state.rebelote_said or {}
    automatic = rules.belote_call == "automatic"
    for holder, suit in rules.belote_holders(hands, contract.mode, played):
        king, queen = CARDS[suit * 8 + 6], CARDS[suit * 8 + 5]
        if king.code not in order or queen.code not in order:
            continue
        first, second = sorted((order[king.code], order[queen.code]))
        if automatic or suit in said.get(holder, []):
            # TRANSLATORS: what the holder of the king and queen of trump says at the first,
            # then at the second of them (French: « Belote ! », « Rebelote ! »)
            out[first] = tr._("Belote!")
        if automatic or suit in said_again.get(holder, []):
            out[second] = tr._("Rebelote!")
    return out


def _quoted(text: str, tr: Translator) -> str:
    """``text`` between quotation marks: « text » / “text”."""
    # TRANSLATORS: words quoted (French: « {words} », with its spaces)
    return tr._("“{words}”", words=text)
