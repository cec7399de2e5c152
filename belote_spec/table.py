"""A game at the terminal: four bots to watch, or you at South against three bots.

Everything a player sees is in the table's language (:func:`belote_spec.i18n.output_language`:
``--lang``, else the environment, else French), through the message catalogs: hands, bidding,
each trick, annonces and the score sheet after each deal. The human player answers with the
number of a line of the list or in words, French or English whatever the table's language: a
card (``V♥``, ``J♥``, ``valet de cœur``, ``jack of hearts``, ``JH``), a call (``passe``/
``pass``, ``prends cœur``/``take hearts``, ``80 ♥``, ``contre``/``double``), « aide »/"help" or
« quitter »/"quit"; an illegal card is refused with the rule that forbids it, and a lone
playable card is played at once. With ``save``, the game record is written atomically, also
when the game is interrupted.
"""

from __future__ import annotations

import builtins
import contextlib
import errno
import json
import os
import re
import stat
import sys
import tempfile
import types
import unicodedata
from collections.abc import Callable, Mapping
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any, Protocol, TypeAlias, cast, runtime_checkable

from .cards import (
    CARDS,
    RANK_CODES,
    SEAT_NAMES_FR,
    SEATS,
    SUIT_SYMBOLS,
    CardError,
    card_labels,
    parse_card,
    parse_cards,
    parse_trump,
    seat_names,
    suit_names,
)
from .engine.bidding import IllegalAction
from .engine.game import RECORD_FORMAT, Game
from .engine.observation import Observation
from .engine.rules import Rules
from .errors import escape_controls
from .i18n import Translator, output_language, translator

__all__ = [
    "PlayerQuit",
    "SaveError",
    "check_save_path",
    "describe_action",
    "play_at_table",
    "read_answer",
    "typed_form",
    "write_atomically",
]

#: Seat code → its French name (the table's default language; :func:`seat_names` gives the
#: names in any language).
NAME: dict[str, str] = dict(zip(SEATS, SEAT_NAMES_FR, strict=True))


def _tr() -> Translator:
    """The messages of the table's language (:func:`belote_spec.i18n.output_language`)."""
    return translator(output_language())


@runtime_checkable
class ActingBot(Protocol):
    """A bot (:class:`belote_spec.bots.Bot`): it picks an action from the public observation
    of its seat."""

    def act(self, observation: Observation) -> str:
        """One of ``observation.legal``."""


class GameChooser(Protocol):
    """The former protocol, still accepted for one minor release: ``choose(game)``."""

    def choose(self, game: Game) -> str:
        """One of ``game.legal_actions()``."""


Chooser: TypeAlias = ActingBot | GameChooser
"""Anything that picks an action for the player to move: a bot acting on its seat's
observation, or (deprecated) an object choosing from the game."""


def _bot_action(bot: Chooser, game: Game, seat: str) -> str:
    """``bot``'s action for ``seat``: from the seat's observation when the bot acts on one,
    unless it defines a ``choose(game)`` of its own (the former protocol, deprecated)."""
    legacy = getattr(type(bot), "choose", None)
    if isinstance(bot, ActingBot) and (legacy is None or getattr(legacy, "wraps_act", False)):
        return bot.act(game.observation(seat))
    return cast(GameChooser, bot).choose(game)


def team_name(team: str, tr: Translator | None = None) -> str:
    """``NS`` → ``Nord-Sud`` / ``North-South``."""
    tr = tr or _tr()
    if team == "NS":
        return tr.pgettext("team", "North-South")
    if team == "EW":
        return tr.pgettext("team", "East-West")
    return team


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


def _play_order(leader: str) -> list[str]:
    """The seats in the order they play a trick that ``leader`` leads."""
    first = SEATS.index(leader)
    return [SEATS[(first + i) % 4] for i in range(4)]


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


class _Printer:
    def __init__(
        self, game: Game, out: Callable[[str], None], show_hands: bool, tr: Translator
    ) -> None:
        self.game = game
        self.out = out
        self.show_hands = show_hands
        self.tr = tr
        self.names = seat_names(tr)
        self.deals_shown = 0
        self.tricks_shown = 0
        self.calls_shown = 0
        self.headed = 0
        self._opened = False
        self._annonces_shown = False

    def card(self, code: str) -> str:
        return card_text(code, self.tr)

    def catch_up(self) -> None:
        """Print what happened since the last call."""
        game = self.game
        record = game.to_record()
        for deal in record["deals"][self.deals_shown :]:
            self._deal(deal, record)
        # the current deal may be in progress: keep it open
        if record["deals"] and record["deals"][-1]["status"] in ("bidding", "play", "shuffle"):
            self.deals_shown = len(record["deals"]) - 1
        else:
            self.deals_shown = len(record["deals"])

    def first_dealer(self, record: Mapping[str, Any]) -> None:
        """The draw that chose the first dealer, where the variant draws for it."""
        draw = record.get("first_dealer_draw") or []
        if not draw:
            return
        tr, names = self.tr, self.names
        self.out(tr._("Draw for the first dealer (the lowest card deals):"))
        for seat, code in draw:
            self.out("  " + tr._("{seat} draws {card}", seat=names[seat], card=self.card(code)))
        self.out("  " + tr._("{seat} deals.", seat=names[record["first_dealer"]]))

    def _deal(self, deal: Mapping[str, Any], record: Mapping[str, Any]) -> None:
        out, tr, names = self.out, self.tr, self.names
        if self.headed != deal["number"]:
            self.headed = deal["number"]
            out("")
            out(
                tr._(
                    "=== Deal {number} — dealer: {dealer} ===",
                    number=deal["number"],
                    dealer=names[deal["dealer"]],
                )
            )
            if deal.get("turned"):
                out(tr._("Turned card: {card}", card=self.card(deal["turned"])))
        for seat, action in deal["bidding"][self.calls_shown :]:
            out(
                "  " + tr._("{seat} {action}", seat=names[seat], action=describe_action(action, tr))
            )
        self.calls_shown = len(deal["bidding"])
        if deal["status"] == "passed":
            out(tr._("Everybody passes: the cards are dealt again."))
            self._reset()
            return
        if deal["status"] == "cancelled":
            out(tr._("A carré cancels the deal: the cards are dealt again."))
            self._reset()
            return
        if deal["status"] == "redealt":
            out(tr._("Contre out of turn: the taker's team has the cards dealt again."))
            self._reset()
            return
        if deal["status"] == "misdeal":
            out(tr._("Misdeal."))
            self._score(deal, record)
            return
        if deal.get("contract") is None:
            return
        if self.tricks_shown == 0 and "hands" in deal and not self._opened:
            self._opened = True
            out(self._contract(deal))
            if self.show_hands:
                width = max(6, *(len(name) for name in names.values()))
                for seat in SEATS:
                    out(
                        "  "
                        + tr._(
                            # TRANSLATORS: {pad} holds the spaces that align the hands
                            "{seat}:{pad} {hand}",
                            seat=names[seat],
                            pad=" " * (width - len(names[seat])),
                            hand=hand_text(deal["hands"][seat], tr),
                        )
                    )
        annonces = deal.get("annonces", {})
        calls = belote_calls(self.game, deal["number"], deal, tr)
        tricks = deal.get("tricks", [])
        order = _play_order(tricks[0]["leader"] if tricks else SEATS[0])
        for n, trick in enumerate(tricks[self.tricks_shown :], start=self.tricks_shown + 1):
            if n == 1:
                self._declared(annonces, order)
            if n == 2:
                self._shown(annonces, order)
            seats = SEATS.index(trick["leader"])
            played = "  ".join(
                f"{names[SEATS[(seats + i) % 4]]} {self.card(c)}"
                + (f" {_quoted(calls[(n - 1, i)], tr)}" if (n - 1, i) in calls else "")
                for i, c in enumerate(trick["cards"])
            )
            winner = names[trick["winner"]]
            if n == 8:  # the last trick carries the dix de der
                dix = self.game.rules.tables.dix_de_der
                line = tr._(
                    "Trick {n}: {cards}  → {winner} "
                    "(+{points}, including {dix} for the dix de der)",
                    n=n,
                    cards=played,
                    winner=winner,
                    points=trick["points"] + dix,
                    dix=dix,
                )
            else:
                line = tr._(
                    "Trick {n}: {cards}  → {winner} (+{points})",
                    n=n,
                    cards=played,
                    winner=winner,
                    points=trick["points"],
                )
            out("  " + line)
        self.tricks_shown = len(tricks)
        if deal.get("fault"):
            fault = deal["fault"]
            out(
                "  "
                + tr._(
                    "{seat} plays {card}, an illegal card [{rule}]: the deal is lost for his team.",
                    seat=names[fault["seat"]],
                    card=self.card(fault["card"]),
                    rule=fault["rule"],
                )
            )
        if deal.get("score") is not None:
            if len(tricks) == 1:
                self._shown(annonces, order)
            self._score(deal, record)

    def _contract(self, deal: Mapping[str, Any]) -> str:
        """« Contrat : Sud (NS) à ♥ cœur pour 80 contré »."""
        tr = self.tr
        contract = deal["contract"]
        params = {
            "taker": self.names.get(deal.get("taker_seat") or "", contract["taker"]),
            "team": team_code(contract["taker"], tr),
            "mode": _modes(tr)[contract["trump"]],
            "bid": contract["bid"],
        }
        doubled = contract["contre"]
        if contract["bid"] is None:
            if doubled == 1:
                return tr._("Contract: {taker} ({team}) at {mode}, doubled", **params)
            if doubled == 2:
                return tr._("Contract: {taker} ({team}) at {mode}, redoubled", **params)
            return tr._("Contract: {taker} ({team}) at {mode}", **params)
        if doubled == 1:
            return tr._("Contract: {taker} ({team}) at {mode} for {bid}, doubled", **params)
        if doubled == 2:
            return tr._("Contract: {taker} ({team}) at {mode} for {bid}, redoubled", **params)
        return tr._("Contract: {taker} ({team}) at {mode} for {bid}", **params)

    def _declared(self, annonces: Mapping[str, Any], order: list[str]) -> None:
        """At the first card, each player declares the kind of his annonces, not their cards:
        in the order they play to the first trick (``order``)."""
        tr, names = self.tr, self.names
        declared = annonces.get("declared", {})
        for seat in order:
            found = declared.get(seat) or []
            if found:
                said = _declared_kinds(found, tr)
                self.out("  " + tr._("{seat} declares {kinds}", seat=names[seat], kinds=said))
        for seat in annonces.get("silent", []):
            self.out("  " + tr._("{seat} keeps his annonces to himself", seat=names[seat]))
        # what a player keeps to himself is seen only by whoever sees the hands
        for seat, kept in annonces.get("waived", {}).items() if self.show_hands else ():
            self.out(
                "  "
                + tr._(
                    "{seat} keeps {annonce} to himself",
                    seat=names[seat],
                    annonce=_annonce_words(kept, tr),
                )
            )

    def _shown(self, annonces: Mapping[str, Any], order: list[str]) -> None:
        """At the first card of the second trick, the best team shows its annonces, in the
        order they were declared (``order``: the order of play of the first trick)."""
        if not annonces or self._annonces_shown:
            return
        tr, names = self.tr, self.names
        self._annonces_shown = True
        if annonces.get("cancelled"):
            self.out("  " + tr._("A carré of sevens or eights cancels the annonces."))
            return
        winner = annonces.get("winner")
        if not winner:
            if any(annonces.get("declared", {}).values()):
                self.out("  " + tr._("The annonces cancel each other out: none counts."))
            return
        kinds = _kinds(tr)
        for seat in order:
            if (seat in "NS") != (winner == "NS"):
                continue
            for a in annonces.get("declared", {}).get(seat) or []:
                self.out(
                    "  "
                    + tr._(
                        "{seat} shows {kind}: {cards} ({points})",
                        seat=names[seat],
                        kind=kinds.get(a["kind"], a["kind"]),
                        cards=" ".join(self.card(c) for c in a["cards"]),
                        points=a["points"],
                    )
                )
        points = annonces["awarded"][winner]
        # one message a team: the French elide before Est-Ouest (« d'Est-Ouest »)
        if winner == "NS":
            line = tr._("The annonces of North-South count: {points} points", points=points)
        else:
            line = tr._("The annonces of East-West count: {points} points", points=points)
        self.out("  " + line)

    def _score(self, deal: Mapping[str, Any], record: Mapping[str, Any]) -> None:
        out, tr = self.out, self.tr
        score = deal["score"]
        outcome = _outcomes(tr).get(score["outcome"], score["outcome"])
        cards = score.get("card_points") or {}
        raw = self._before_conversion(deal)
        if raw and cards and raw != cards and score["outcome"] not in ("misdeal", "fault"):
            # 000: at tout atout the points before conversion are shown in brackets, at a
            # capot too.
            out(
                tr._(
                    "Card points: NS {ns} ({ns_raw})  EW {ew} ({ew_raw})",
                    ns=cards["NS"],
                    ns_raw=raw["NS"],
                    ew=cards["EW"],
                    ew_raw=raw["EW"],
                )
            )
        if score.get("carried_to"):
            out(
                tr._(
                    "The points held over from a tie go to {team}.",
                    team=team_name(score["carried_to"], tr),
                )
            )
        details = [outcome]
        if score["held"]:
            details.append(tr._("{points} held", points=score["held"]))
        if score.get("exact"):
            details.append(tr._("counted to the exact point"))
        out(
            tr._(
                "Score: NS {ns}  EW {ew}  ({details})",
                ns=score["NS"],
                ew=score["EW"],
                details=", ".join(details),
            )
        )
        totals = self._running(record, deal["number"])
        out(tr._("Total: NS {ns}  EW {ew}", ns=totals["NS"], ew=totals["EW"]))
        self._reset()

    def _before_conversion(self, deal: Mapping[str, Any]) -> dict[str, int]:
        """Each team's card points before the mode's scaling: as counted in the tricks; at a
        capot whose points are scaled, the capot's cards with the dix de der it is worth
        (``scoring.capot.dix_de_der``: 248 + 100 = 348 at tout atout). Empty where nothing was
        scaled (a capot with a flat value keeps it)."""
        score = deal["score"]
        raw = {t: int(v) for t, v in (score.get("raw_points") or {}).items()}
        capot = score.get("capot")
        if not raw or capot is None:
            return raw
        contract = deal.get("contract") or {}
        key = {"TA": "tout_atout", "SA": "sans_atout"}.get(contract.get("trump", ""))
        if key is None:
            return {}
        rule = self.game.rules.variant.rule
        scaling = rule(f"scoring.{key}_scaling")
        bonus = rule("scoring.capot.kind") == "der_bonus" or scaling.get("capot") == "der_bonus"
        if not (scaling["enabled"] and bonus and scaling["scales"] == "card_points"):
            return {}
        extra = int(rule("scoring.capot.dix_de_der")) - self.game.rules.tables.dix_de_der
        loser = "EW" if capot == "NS" else "NS"
        return {capot: raw[capot] + raw[loser] + extra, loser: 0}

    def _running(self, record: Mapping[str, Any], number: int) -> dict[str, int]:
        ns = ew = 0
        for d in record["deals"]:
            if d["number"] > number:
                break
            if d.get("score"):
                ns += d["score"]["NS"]
                ew += d["score"]["EW"]
        return {"NS": ns, "EW": ew}

    def _reset(self) -> None:
        self.calls_shown = 0
        self.tricks_shown = 0
        self._opened = False
        self._annonces_shown = False


# ---------------------------------------------------------------------------- the human player

#: What a line of input may hold: longer lines are refused unread (no card or call is longer).
MAX_INPUT = 200
#: The size of the pieces in which the rest of a refused line is read and dropped.
DISCARD_CHUNK = 65536
#: How much of a refused input is quoted back.
QUOTE = 40

HELP_WORDS = frozenset({"aide", "help", "?"})
QUIT_WORDS = frozenset({"quitter", "quit", "exit"})

#: Calls said by name (normalized text, after any leading « je »).
CALL_WORDS: dict[str, str] = {
    "passe": "pass", "passer": "pass", "pass": "pass",
    "contre": "contre", "contrer": "contre", "coinche": "contre", "coincher": "contre",
    "surcontre": "surcontre", "surcontrer": "surcontre", "sur contre": "surcontre",
    "surcoinche": "surcontre", "surcoincher": "surcontre", "sur coinche": "surcontre",
    "capot": "capot", "demande le capot": "capot",
    "battre": "shuffle", "bats": "shuffle", "melanger": "shuffle", "melange": "shuffle",
    "shuffle": "shuffle",
    "ramasser": "gather", "ramasse": "gather", "gather": "gather",
    "jouer": "play-on", "on joue": "play-on", "play on": "play-on", "play-on": "play-on",
    "redonner": "redeal", "on redonne": "redeal", "redeal": "redeal",
    "double": "contre", "redouble": "surcontre", "re double": "surcontre",
    "ask for the capot": "capot", "deal again": "redeal",
}  # fmt: skip
TYPED_VALUES = {"generale": "générale"}
_TAKE_RE = re.compile(
    r"(?:prends|prend|prendre|take|takes)(?: (?:a|atout|at|in))?(?: (?P<mode>.+))?"
)
_BID_RE = re.compile(
    r"(?:(?:annonce|bid) )?(?P<value>[0-9]{1,4}|capot|generale)"
    r"(?: (?:a|en|de|at|in))?(?: (?P<mode>.+))?"
)
_SUFFIX_RE = re.compile(
    r"(?P<card>.*?)[ +]*(?P<word>rebelote|belote|silence|silent|sans annonces?)"
)
#: « silence carre-7 »: one annonce kept, by the name the list gives it
_KEPT_RE = re.compile(
    r"(?P<card>.*?)[ +]*(?:silence|silent)[ :]+(?P<kind>tierce|cinquante|cent|carre|carré)"
    r"-(?P<what>[0-9a-z]{1,2})"
)


class PlayerQuit(EOFError):
    """The player typed « quitter ». An :class:`EOFError`, so the game stops exactly as at
    the end of the input (whoever catches one catches the other)."""


@lru_cache(maxsize=16)
def _typed_calls(tr: Translator) -> Mapping[str, str]:
    """Call → what to type for it (words :data:`CALL_WORDS` reads in any language)."""
    # TRANSLATORS: the words typed at the prompt for a call; each must be one that the table
    # reads (French: passe, contre, surcontre, capot, battre, ramasser, jouer, redonner)
    return MappingProxyType(
        {
            "pass": tr.pgettext("typed", "pass"),
            "contre": tr.pgettext("typed", "double"),
            "surcontre": tr.pgettext("typed", "redouble"),
            "capot": tr.pgettext("typed", "capot"),
            "shuffle": tr.pgettext("typed", "shuffle"),
            "gather": tr.pgettext("typed", "gather"),
            "play-on": tr.pgettext("typed", "play on"),
            "redeal": tr.pgettext("typed", "redeal"),
        }
    )


@lru_cache(maxsize=16)
def _mode_words(tr: Translator) -> Mapping[str, str]:
    """Contract mode → the word typed for it (read by :func:`belote_spec.cards.parse_trump`)."""
    suits = suit_names(tr)
    words = dict(zip("SHDC", suits, strict=True))
    words["SA"] = tr.pgettext("mode", "sans atout")
    words["TA"] = tr.pgettext("mode", "tout atout")
    return MappingProxyType(words)


def typed_form(action: str, tr: Translator | None = None) -> str:
    """What to type at the prompt for ``action``: ``take:H`` → ``prends cœur``, ``bid:80:SA``
    → ``80 sans atout``, ``QH+belote`` → ``D♥ belote`` (in English ``take hearts``,
    ``80 sans atout``, ``Q♥ belote``)."""
    tr = tr or _tr()
    calls = _typed_calls(tr)
    if action in calls:
        return calls[action]
    modes = _mode_words(tr)
    if action.startswith("take:"):
        return tr._("take {mode}", mode=modes[action[5:]])
    if action.startswith("bid:"):
        _, value, mode = action.split(":")
        return f"{TYPED_VALUES.get(value, value)} {modes[mode]}"
    code, *extra = action.split("+")
    words = {"belote": "belote", "rebelote": "rebelote", "silent": tr.pgettext("typed", "silent")}
    said = [card_text(code, tr)]
    for e in extra:
        if e in words:
            said.append(words[e])
        elif e.startswith("silent:"):  # one annonce kept, typed by its name: « silence carre-7 »
            said.append(f"{words['silent']} {e[len('silent:') :]}")
    return " ".join(said)


def _print_escaped(text: str) -> None:
    """Print ``text`` line by line with every control character escaped (a right-to-left
    override in a variant's title, a terminal escape in a bot's name): the table shows what a
    file says, never lets it rewrite the terminal."""
    print("\n".join(escape_controls(line) for line in text.split("\n")))


def _quote(text: str) -> str:
    """``text`` safe to print back: unprintable characters (and lone surrogates, which the
    terminal could not encode) as ``?``, cut to :data:`QUOTE` characters."""
    safe = "".join(
        ch if ch.isprintable() and not 0xD800 <= ord(ch) <= 0xDFFF else "?"
        for ch in text[: QUOTE + 1]
    )
    return safe[:QUOTE] + "…" if len(safe) > QUOTE else safe


def numbered(legal: list[str]) -> list[str]:
    """The actions that get a number at the prompt: all but the bids of an auction (there may
    be hundreds; they are said in words, ``80 cœur``, and shown on one line)."""
    return [a for a in legal if not a.startswith("bid:")]


def bids_line(legal: list[str], tr: Translator | None = None) -> str:
    """The bids of ``legal`` on one line (empty when there are none): their values, then
    their modes."""
    bids = [a.split(":") for a in legal if a.startswith("bid:")]
    if not bids:
        return ""
    tr = tr or _tr()
    numbers = sorted({int(v) for _, v, _ in bids if v.isdecimal()})
    if len(numbers) > 12:
        values = [f"{numbers[0]}, {numbers[1]}, {numbers[2]} … {numbers[-1]}"]
    else:
        values = [", ".join(map(str, numbers))] if numbers else []
    values += [
        TYPED_VALUES.get(v, v)
        for v in dict.fromkeys(v for _, v, _ in bids)
        if v in TYPED_VALUES or not v.isdecimal()
    ]
    words = _mode_words(tr)
    modes = ", ".join(words[m] for m in dict.fromkeys(m for _, _, m in bids))
    example = typed_form(":".join(bids[0]), tr)
    return tr._(
        "Possible bids: {values}; in {modes} (the value then the suit, for example {example})",
        values=", ".join(values),
        modes=modes,
        example=_quoted(example, tr),
    )


def _menu(legal: list[str], tr: Translator) -> list[str]:
    lines = [
        f"  {i}. {describe_action(a, tr)} — {_quoted(typed_form(a, tr), tr)}"
        for i, a in enumerate(numbered(legal), 1)
    ]
    bids = bids_line(legal, tr)
    return lines + ([f"  {bids}"] if bids else [])


def _help(game: Game, legal: list[str], tr: Translator) -> list[str]:
    lines = [
        tr._("You may type:"),
        "  - " + tr._("the number of a line of the list (1 to {last});", last=len(numbered(legal))),
    ]
    if game.phase == "play":
        if any("+silent" in a for a in legal):
            line = tr._(
                "a card: {examples} (add “belote” with the first of the king and queen of "
                "trump, “rebelote” with the second, “silent” to keep your annonces to "
                "yourself);",
                examples=tr._("J♥, 10♦, jack of hearts, JH"),
            )
        else:
            line = tr._(
                "a card: {examples} (add “belote” with the first of the king and queen of "
                "trump, “rebelote” with the second);",
                examples=tr._("J♥, 10♦, jack of hearts, JH"),
            )
        lines.append("  - " + line)
        kept = next((a for a in legal if "+silent:" in a), None)
        if kept is not None:
            lines.append(
                "    "
                + tr._(
                    "“silent” then the name of one annonce, as in {example}, keeps that one to "
                    "yourself and declares the others;",
                    example=_quoted(typed_form(kept, tr), tr),
                )
            )
    else:
        lines.append("  - " + tr._("what you say, in words: see between “ ” below;"))
        if any(a.startswith("take:") for a in legal):
            lines.append("    " + tr._("“take” alone takes in the suit of the turned card;"))
        if any(a.startswith("bid:") for a in legal):
            lines.append(
                "    " + tr._("a bid: the value then the suit, for example “80 hearts” or “80 ♥”;")
            )
    lines.append("  - " + tr._("“help” to see this again, “quit” to leave the game."))
    lines.append(tr._("Possible now:"))
    return lines + _menu(legal, tr)


def _unclear(text: str, tr: Translator) -> list[str]:
    return [
        tr._(
            "I do not understand {text}. Choose a number from the list, or type “help” to see "
            "what is possible.",
            text=_quoted(_quote(text), tr),
        )
    ]


def _possible(legal: list[str], tr: Translator) -> list[str]:
    """What may be typed now, in short, for a refusal."""
    menu = numbered(legal)
    shown = ", ".join(_quoted(typed_form(a, tr), tr) for a in menu[:6])
    if len(menu) > 6:
        line = tr._("Possible: {choices}, … (“help” to see everything)", choices=shown)
    else:
        line = tr._("Possible: {choices}", choices=shown)
    bids = bids_line(legal, tr)
    return [line, *([bids] if bids else [])]


def _not_now(action: str, legal: list[str], tr: Translator) -> list[str]:
    return [
        tr._("Not possible now: {action}.", action=describe_action(action, tr)),
        *_possible(legal, tr),
    ]


def _bid_refused(action: str, legal: list[str], tr: Translator) -> list[str]:
    bids = bids_line(legal, tr)
    if not bids:
        return _not_now(action, legal, tr)
    return [tr._("No such bid now: {action}.", action=describe_action(action, tr)), bids]


def _read_call(
    game: Game, legal: list[str], text: str, norm: str, tr: Translator
) -> str | list[str]:
    """A call in words (bidding, capot, shuffle): the action, or what to say to the player."""
    for prefix in ("je ", "j'", "i "):
        if norm.startswith(prefix):
            norm = norm[len(prefix) :].strip()
            break
    if norm in CALL_WORDS:
        action = CALL_WORDS[norm]
        if action in legal:
            return action
        if action == "capot" and any(a.startswith("bid:capot:") for a in legal):
            return [tr._("Capot in what? For example “capot hearts” or “capot sans atout”.")]
        return _not_now(action, legal, tr)
    take = _TAKE_RE.fullmatch(norm)
    if take is not None:
        takes = [a for a in legal if a.startswith("take:")]
        if not takes:
            return [
                tr._("Nobody “takes” here: a bid is a value and a suit."),
                *_possible(legal, tr),
            ]
        if take["mode"] is None:
            turned = game.deal.dealt.turned
            default = None if turned is None else f"take:{CARDS[turned].code[-1]}"
            if default in takes:
                return str(default)
            if len(takes) == 1:
                return takes[0]
            return [
                tr._(
                    "Take in what? Possible: {choices}.",
                    choices=", ".join(typed_form(a, tr) for a in takes),
                )
            ]
        mode = _mode(take["mode"])
        if not mode:
            return _unclear(text, tr)
        if f"take:{mode}" in legal:
            return f"take:{mode}"
        return _not_now(f"take:{mode}", legal, tr)
    bid = _BID_RE.fullmatch(re.sub(r"^([0-9]+)(?=[^0-9 ])", r"\1 ", norm))
    if bid is not None and bid["mode"] is not None:
        mode = _mode(bid["mode"])
        if not mode:
            return _unclear(text, tr)
        value = bid["value"]
        action = f"bid:{int(value) if value.isdecimal() else value}:{mode}"
        return action if action in legal else _bid_refused(action, legal, tr)
    mode = _mode(norm)
    if mode:
        matching = [
            a for a in legal if a.split(":")[0] in ("take", "bid") and a.endswith(":" + mode)
        ]
        if len(matching) == 1:
            return matching[0]
        if matching:
            return [
                tr._(
                    "Which bid? For example {example}.",
                    example=_quoted(typed_form(matching[0], tr), tr),
                )
            ]
        return _not_now(f"take:{mode}", legal, tr)
    return _unclear(text, tr)


def _mode(text: str) -> str:
    """A contract mode in words (``cœur``, ``♥``, ``H``, ``sans atout``), or ``""``."""
    try:
        return str(parse_trump(text))
    except ValueError:
        return ""


def _card_with_article(card: int, tr: Translator) -> str:
    """A card in words with its article: « l'as de carreau » / "the ace of diamonds"."""
    ranks = (
        # TRANSLATORS: a rank with its article, before "of {suit}" (French: le sept … la dame,
        # le roi, l'as)
        tr.pgettext("rank with its article", "the seven"),
        tr.pgettext("rank with its article", "the eight"),
        tr.pgettext("rank with its article", "the nine"),
        tr.pgettext("rank with its article", "the ten"),
        tr.pgettext("rank with its article", "the jack"),
        tr.pgettext("rank with its article", "the queen"),
        tr.pgettext("rank with its article", "the king"),
        tr.pgettext("rank with its article", "the ace"),
    )
    # TRANSLATORS: a card in words: {rank} is "the jack" (with its article), {suit} "hearts"
    return tr.pgettext(
        "card in words", "{rank} of {suit}", rank=ranks[card & 7], suit=suit_names(tr)[card >> 3]
    )


def _read_card(
    game: Game, rules: Rules, seat: str, legal: list[str], text: str, tr: Translator
) -> str | list[str]:
    """A card typed in play, with « belote », « rebelote » or « silence » after it: the action,
    or why not. Where the belote is counted automatically, « belote » and « rebelote » are
    words the table says anyway: they add nothing."""
    norm = " ".join(text.casefold().split())
    extras: set[str] = set()
    kept = None
    if (k := _KEPT_RE.fullmatch(norm)) is not None:
        kept = "carre-" + k["what"].upper() if k["kind"].startswith("carr") else ""
        kept = kept or f"{k['kind']}-{k['what'].upper()}"
        norm = k["card"]
    while (m := _SUFFIX_RE.fullmatch(norm)) is not None:
        word = m["word"]
        extras.add(word if word in ("belote", "rebelote") else "silent")
        norm = m["card"]
    if rules.belote_call == "automatic":
        extras -= {"belote", "rebelote"}
    if not norm:
        return [tr._("Say the card too, for example “Q♥ belote”.")]
    try:
        card = parse_card(norm)
    except CardError:
        return [
            tr._(
                "Unknown card: {text}. Examples: {examples}, or the number of a playable card "
                "(“help” for help).",
                text=_quoted(_quote(norm), tr),
                examples=tr._("J♥, 10♦, jack of hearts, JH"),
            )
        ]
    said = [e for e in ("belote", "rebelote", "silent") if e in extras]
    action = "+".join([card.code, *said, *([] if kept is None else [f"silent:{kept}"])])
    if action in legal:
        return action
    if card.code not in game.hand(seat):
        return [tr._("Refused: you do not hold {card}", card=_card_with_article(card, tr))]
    trump = game.trump or "S"
    why = rules.explain(game.hand(seat), game.trick, trump, card, lang=tr.lang)
    if why is not None:
        labels = card_labels(tr)
        cards = " ".join(labels[int(parse_card(c))] for c in why.allowed)
        if not why.rule:
            return [tr._("Refused: {reason} (allowed: {cards})", reason=why.sentence, cards=cards)]
        return [
            tr._(
                "Refused: {reason} (allowed: {cards}) [{rule}]",
                reason=why.sentence,
                cards=cards,
                rule=why.rule,
            )
        ]
    again = f"{card.code}+rebelote" in legal
    first = any(a.startswith(card.code + "+belote") for a in legal)
    if "belote" in extras and not first:
        if again:
            return [
                tr._("Refused: with the second of the king and queen of trump, say “rebelote”.")
            ]
        return [tr._("Refused: say “belote” only with the king or the queen of trump.")]
    if "rebelote" in extras and not again:
        if first:
            return [
                tr._(
                    "Refused: with the first of the king and queen of trump, say “belote”; "
                    "“rebelote” goes with the second."
                )
            ]
        if rules.belote_rebelote == "either":
            return [
                tr._(
                    "Refused: say “rebelote” only with the second of the king and queen of "
                    "trump, having played the first."
                )
            ]
        return [
            tr._(
                "Refused: say “rebelote” only with the second of the king and queen of trump, "
                "after saying “belote” with the first."
            )
        ]
    names = sorted({a.partition("+silent:")[2] for a in legal if "+silent:" in a})
    if kept is not None and names:
        return [
            tr._(
                "Refused: you may keep one of these annonces to yourself: {names}.",
                names=", ".join(names),
            )
        ]
    return [
        tr._(
            "Refused: “silent” (keeping your annonces to yourself) is said only with your "
            "first card, when you have annonces."
        )
    ]


def read_answer(game: Game, rules: Rules, seat: str, text: str) -> str | list[str]:
    """What the player to move means by ``text``: one of ``game.legal_actions()``, or the
    lines to show him (help, or why the text is refused). Raise :class:`PlayerQuit` for
    « quitter ». Any text is safe: numbers are read only up to four digits, lines longer
    than :data:`MAX_INPUT` are refused unread."""
    legal = game.legal_actions()
    tr = _tr()
    if len(text) > MAX_INPUT:
        return _too_long(len(text), tr)
    text = text.strip()
    norm = " ".join(text.casefold().replace("’", "'").split())
    if not norm:
        return []
    if norm in QUIT_WORDS:
        raise PlayerQuit("the player left the table")
    if norm in HELP_WORDS:
        return _help(game, legal, tr)
    if re.fullmatch(r"[+-]?[0-9]+", norm):
        menu = numbered(legal)
        if norm.isdecimal() and len(norm) <= 4 and 1 <= int(norm) <= len(menu):
            return menu[int(norm) - 1]
        lines = [
            tr._(
                "No number {text}: type a number from 1 to {last}.",
                text=_quoted(_quote(norm), tr),
                last=len(menu),
            )
        ]
        same = [a for a in legal if a.startswith(f"bid:{norm}:")]
        if same:
            lines.append(
                tr._(
                    "To bid {value}, say the suit too: {example}.",
                    value=norm,
                    example=_quoted(typed_form(same[0], tr), tr),
                )
            )
        return lines
    if text in legal:  # the action's own code: take:H, bid:80:H, JH+belote
        return text
    if game.phase == "play":
        return _read_card(game, rules, seat, legal, text, tr)
    return _read_call(game, legal, text, _fold(norm), tr)


def _too_long(length: int, tr: Translator) -> list[str]:
    return [tr._("Line too long ({length} characters): type “help” for help.", length=length)]


class _LineTooLong(Exception):
    """A line of standard input longer than :data:`MAX_INPUT`, dropped unread; ``length``
    is how many characters it held (without its end of line)."""

    def __init__(self, length: int) -> None:
        super().__init__(length)
        self.length = length


def _input_replaced() -> bool:
    """Whether :func:`input` is no longer Python's own (a notebook kernel asks its front end
    with its own ``input``; a test may answer with one)."""
    current = builtins.input
    return not (isinstance(current, types.BuiltinFunctionType) and current.__self__ is builtins)


def _read_stdin_line(prompt: str) -> str:
    """The default ``ask``: print ``prompt`` and read one line of standard input, without its
    end of line; raise :class:`EOFError` at the end of the input (or when there is no
    standard input at all).

    A terminal goes through :func:`input`, for its line editing: the terminal bounds the
    line itself. So does an :func:`input` put in Python's place (a notebook's, which does
    not read standard input). Anything else (a pipe, a file) is read at most
    ``MAX_INPUT + 1`` characters at a time: a longer line is read on and dropped in pieces
    of :data:`DISCARD_CHUNK` characters, never held whole, and raises :class:`_LineTooLong`
    with its length, so that a line of any size costs a bounded amount of memory."""
    if _input_replaced():
        return builtins.input(prompt)
    stdin = sys.stdin
    if stdin is None:  # started with standard input closed
        raise EOFError
    if stdin.isatty():
        return input(prompt)
    sys.stdout.write(prompt)
    sys.stdout.flush()
    line = stdin.readline(MAX_INPUT + 1)
    if not line:
        raise EOFError
    if line.endswith("\n"):
        return line[:-1]
    if len(line) <= MAX_INPUT:  # the last line, without an end of line
        return line
    length = len(line)
    while True:
        piece = stdin.readline(DISCARD_CHUNK)
        if piece.endswith("\n"):
            raise _LineTooLong(length + len(piece) - 1)
        length += len(piece)
        if not piece:
            raise _LineTooLong(length)


def _fold(text: str) -> str:
    """Lower case without accents (``cœur`` → ``coeur``, ``générale`` → ``generale``)."""
    decomposed = unicodedata.normalize("NFKD", text.replace("œ", "oe"))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _ask_human(
    game: Game,
    rules: Rules,
    seat: str,
    out: Callable[[str], None],
    ask: Callable[[str], str],
) -> str:
    legal = game.legal_actions()
    tr = _tr()
    names = seat_names(tr)
    if game.phase == "play":
        out(tr._("Your hand: {hand}", hand=hand_text(game.hand(seat), tr)))
        if game.trick:
            played = "  ".join(f"{names[s]} {card_text(c, tr)}" for s, c in game.trick)
            out(tr._("On the table: {cards}", cards=played))
        if len(legal) == 1:
            out(
                tr._(
                    "Your only playable card, {card}, is played for you.",
                    card=describe_action(legal[0], tr),
                )
            )
            return legal[0]
        playable = "  ".join(f"{i}. {describe_action(a, tr)}" for i, a in enumerate(legal, 1))
        out(tr._("Playable: {cards}", cards=playable))
    else:
        if game.phase == "bidding":
            out(tr._("Your hand: {hand}", hand=hand_text(game.hand(seat), tr)))
        for i, action in enumerate(numbered(legal), start=1):
            out(f"  {i}. {describe_action(action, tr)}")
        bids = bids_line(legal, tr)
        if bids:
            out(f"  {bids}")
    while True:
        try:
            text = ask(f"{names[seat]} > ")
        except UnicodeDecodeError:
            out(tr._("Unreadable input (not UTF-8 text): try again."))
            continue
        except _LineTooLong as exc:
            for line in _too_long(exc.length, tr):
                out(line)
            continue
        except (EOFError, KeyboardInterrupt):
            out("")  # end the prompt's line
            raise
        answer = read_answer(game, rules, seat, text)
        if isinstance(answer, str):
            return answer
        for line in answer:
            out(line)


# ---------------------------------------------------------------------------- the saved record


class SaveError(ValueError):
    """``--save`` names a file that may not be written (it exists, it is a folder, its folder
    is missing or read-only), or the record could not be written."""


def check_save_path(save: Path, *, overwrite: bool = False) -> None:
    """Refuse, before the game, a record file that could not be written: an existing file
    (unless ``overwrite``), anything but a regular file, a missing or read-only folder."""
    try:
        if save.is_dir():
            raise SaveError(f"--save {save}: is a folder; give a file name")
        if save.exists() or save.is_symlink():
            if not overwrite:
                raise SaveError(f"--save {save}: the file exists; pass --force to replace it")
            if not save.is_file():
                raise SaveError(f"--save {save}: not a regular file; it will not be replaced")
        folder = save.absolute().parent
        if not folder.is_dir():
            raise SaveError(f"--save {save}: the folder {folder} does not exist")
        fd, probe = tempfile.mkstemp(dir=folder, prefix=".belote-spec-", suffix=".tmp")
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        raise SaveError(f"--save {save}: cannot write there: {exc.strerror or exc}") from exc
    except ValueError as exc:  # a NUL byte in the name
        if isinstance(exc, SaveError):
            raise
        raise SaveError(f"--save {save!r}: not a usable file name: {exc}") from exc


def _holds_complete_record(path: Path) -> bool:
    """Whether ``path`` holds the record of a finished game (its ``result`` set)."""
    try:
        if not path.is_file() or path.stat().st_size > 256 * 1024 * 1024:
            return False
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return False
    return (
        isinstance(data, dict)
        and data.get("format") == RECORD_FORMAT
        and isinstance(data.get("result"), dict)
    )


def _free_name(save: Path, tag: str) -> Path:
    """``FILE.tag``, or ``FILE.tag-2``, ``FILE.tag-3``… : the first name that is free."""
    for n in range(1, 1000):
        candidate = save.with_name(f"{save.name}.{tag}" + (f"-{n}" if n > 1 else ""))
        if not (candidate.exists() or candidate.is_symlink()):
            return candidate
    raise SaveError(f"--save {save}: no free name for the {tag} record next to it")


def write_atomically(path: Path, text: str, *, replace: bool) -> None:
    """Write ``text`` to ``path`` through a temporary file in the same folder, synced to the
    disk, then moved into place in one step: ``path`` holds either its old content or the
    whole new one, never a part. Without ``replace`` an existing ``path`` is left alone
    (:class:`FileExistsError`)."""
    folder = path.absolute().parent
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".belote-spec-", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        if replace and path.is_file():
            mode = stat.S_IMODE(path.stat().st_mode)
        else:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        os.chmod(tmp, mode)
        install_file(Path(tmp), path, replace=replace)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)


def install_file(tmp: Path, path: Path, *, replace: bool) -> None:
    """Give the complete file ``tmp`` (synced, in ``path``'s folder) the name ``path`` in one
    step, and sync the folder so that the new name reaches the disk too. Without ``replace`` an
    existing ``path`` (a dangling symlink included) is left alone: :class:`FileExistsError`.
    ``tmp`` may remain (a hard link was made): the caller removes it."""
    if replace:
        os.replace(tmp, path)
    else:
        try:
            os.link(tmp, path)  # fails if path exists: never replaces
        except FileExistsError:
            raise
        except OSError:  # a file system without hard links
            if path.exists() or path.is_symlink():
                raise FileExistsError(errno.EEXIST, "File exists", str(path)) from None
            os.replace(tmp, path)
    with contextlib.suppress(OSError):
        dir_fd = os.open(path.absolute().parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


def _save(game: Game, save: Path, *, overwrite: bool, out: Callable[[str], None]) -> Path:
    """Write the record of ``game``, finished or not, and say where.

    A finished game goes to ``save`` (replacing it only with ``overwrite``). An unfinished one
    goes to ``save`` too, unless ``save`` now holds the record of a finished game (or was not
    ours to replace): then to ``FILE.partial`` beside it, so that an interrupted game never
    replaces a complete record."""
    text = game.to_json(indent=1)
    target = save
    taken = save.exists() or save.is_symlink()
    if game.over:
        if taken and not overwrite:
            target = _free_name(save, "new")
    elif taken and (not overwrite or _holds_complete_record(save)):
        target = _free_name(save, "partial")
    replace = overwrite and target == save
    try:
        write_atomically(target, text, replace=replace)
    except FileExistsError:  # appeared meanwhile
        target = _free_name(save, "partial" if not game.over else "new")
        write_atomically(target, text, replace=False)
    tr = _tr()
    if target != save:
        if _holds_complete_record(save):
            out(tr._("{file} holds a complete game: nothing is written there.", file=save))
        else:
            out(tr._("{file} already exists: nothing is written there.", file=save))
    if game.over:
        out(tr._("Game saved in {file}", file=target))
    else:
        out(
            tr.ngettext(
                "Interrupted game saved in {file} ({n} action; {command} reads it again).",
                "Interrupted game saved in {file} ({n} actions; {command} reads it again).",
                len(game.actions),
                file=target,
                command=_quoted(f"belote-spec replay {target}", tr),
            )
        )
    return target


def play_at_table(
    rules: Rules,
    bots: Mapping[str, Chooser],
    *,
    seed: int | None = None,
    human: str | None = None,
    save: Path | None = None,
    overwrite: bool = False,
    target: int | None = None,
    out: Callable[[str], None] | None = None,
    ask: Callable[[str], str] | None = None,
) -> Game:
    """Play a whole game at the terminal and return it (``out`` and ``ask`` default to
    ``print`` and a reader of standard input: :func:`input` on a terminal, anything else read
    a bounded piece at a time, so that a line of any length is refused in bounded memory).

    The ``human`` seat answers at the prompt (see :func:`read_answer`): the number of a line
    of the list, a card (``V♥``, ``valet de cœur``, ``JH``, with « belote » after it), a call
    in words (``passe``, ``prends``, ``prends pique``, ``80 cœur``, ``capot ♠``, ``contre``),
    « aide » or « quitter ». When only one card is playable it is played at once, without a
    question (the table says so).

    ``save``: where to write the game record. It is checked before the game starts: an
    existing file is refused (:class:`SaveError`, a :class:`ValueError`) unless
    ``overwrite``, and so are a folder, a missing or read-only folder. The record is written
    atomically (temporary file, sync, rename). A game that stops early (end of the input,
    « quitter » — :class:`PlayerQuit` —, Ctrl-C, an error) still writes its record so far,
    a game in progress that ``Game.from_json`` reloads, then the exception goes on; it never
    replaces the record of a finished game (it goes to ``FILE.partial`` instead)."""
    out = out or _print_escaped
    ask = ask or _read_stdin_line
    if save is not None:
        check_save_path(save, overwrite=overwrite)
    game = rules.new_game(seed=seed, target=target)
    tr = _tr()
    printer = _Printer(game, out, show_hands=human is None, tr=tr)
    out(
        tr._(
            "{title} ({variant}) — game to {target} points, seed {seed}",
            title=rules.variant.title,
            variant=rules.variant.id,
            target=game.target,
            seed=game.seed,
        )
    )
    printer.first_dealer(game.to_record())
    if human:
        out(
            tr._(
                "You are {seat}. Type the number of a line, a card (J♥, jack of hearts, JH; add "
                "“belote” to declare it) or your call (pass, take hearts, 80 spades, double); "
                "“help” for help, “quit” to stop. A lone playable card is played for you.",
                seat=seat_names(tr)[human],
            )
        )
    try:
        while not game.over:
            seat = game.to_move
            assert seat is not None
            if seat == human:
                printer.catch_up()
                action = _ask_human(game, rules, seat, out, ask)
            else:
                action = _bot_action(bots[seat], game, seat)
            try:
                game.apply(action)
            except IllegalAction as exc:
                # A bot that answers an illegal action would answer it again: stop the game
                # (saved if asked) rather than ask it forever.
                out(tr._("Refused: {reason}", reason=exc.reason))
                raise
        printer.catch_up()
    except BaseException as exc:
        if isinstance(exc, PlayerQuit):
            out(tr._("You leave the table."))
        if save is not None:
            try:
                _save(game, save, overwrite=overwrite, out=out)
            except (OSError, SaveError) as problem:
                out(tr._("The game could not be saved: {problem}", problem=problem))
        raise
    if save is not None:
        try:
            _save(game, save, overwrite=overwrite, out=out)
        except OSError as exc:
            raise SaveError(
                f"--save {save}: cannot write the record: {exc.strerror or exc}"
            ) from exc
    result = game.result
    ns, ew = game.totals["NS"], game.totals["EW"]
    if result is not None and result.draw:
        out(tr._("End of the game: a draw (NS {ns}, EW {ew}).", ns=ns, ew=ew))
    elif result is not None:
        if result.winner:
            loser = "EW" if result.winner == "NS" else "NS"
            # the winner first, with his points: « Est-Ouest gagne 1051 à 819 »
            out(
                tr._(
                    "End of the game: {team} wins {points} to {other}.",
                    team=team_name(result.winner, tr),
                    points=game.totals[result.winner],
                    other=game.totals[loser],
                )
            )
        else:
            out(tr._("End of the game: nobody wins (NS {ns}, EW {ew}).", ns=ns, ew=ew))
        if rules.variant.rule("game_end.result") == "difference":
            out(
                tr._(
                    "Difference, North-South minus East-West: {difference}",
                    difference=result.difference,
                )
            )
    return game
