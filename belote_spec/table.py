"""A game at the terminal: four bots to watch, or you at South against three bots.

Everything a player sees is in French (the table's language): hands, bidding, each trick,
annonces and the score sheet after each deal. The human player answers with the number of a
line of the list or in words: a card in French or English (``V♥``, ``valet de cœur``, ``JH``),
a call (``passe``, ``prends cœur``, ``80 ♥``, ``contre``), « aide » or « quitter »; an illegal
card is refused with the rule that forbids it, and a lone playable card is played at once.
With ``save``, the game record is written atomically, also when the game is interrupted.
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
from pathlib import Path
from typing import Any, Protocol

from .cards import CARDS, SEAT_NAMES_FR, SEATS, CardError, parse_card, parse_cards, parse_trump
from .engine.bidding import IllegalAction
from .engine.game import RECORD_FORMAT, Game
from .engine.rules import Rules

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

SUITS_FR = {"S": "♠ pique", "H": "♥ cœur", "D": "♦ carreau", "C": "♣ trèfle"}
MODES_FR = {**SUITS_FR, "SA": "sans atout", "TA": "tout atout"}
NAME: dict[str, str] = dict(zip(SEATS, SEAT_NAMES_FR, strict=True))


class Chooser(Protocol):
    """Anything that picks an action for the player to move (the bots)."""

    def choose(self, game: Game) -> str:
        """One of ``game.legal_actions()``."""


def team_name(team: str) -> str:
    """``NS`` → ``Nord-Sud``."""
    return {"NS": "Nord-Sud", "EW": "Est-Ouest"}.get(team, team)


def french(code: str) -> str:
    """``JH`` → ``V♥``."""
    return CARDS[int(parse_card(code))].french


def hand_text(codes: list[str]) -> str:
    """A hand sorted by suit, in French notation."""
    cards = sorted(parse_cards(codes), key=lambda c: (c.suit, c.rank))
    return " ".join(c.french for c in cards)


def describe_action(action: str) -> str:
    """A call or card in French: ``take:H`` → « prend à ♥ cœur »."""
    if action == "pass":
        return "passe"
    if action.startswith("take:"):
        return f"prend à {MODES_FR[action[5:]]}"
    if action.startswith("bid:"):
        _, value, mode = action.split(":")
        shown = {"capot": "capot", "generale": "générale"}.get(value, value)
        return f"annonce {shown} à {MODES_FR[mode]}"
    words = {
        "contre": "contre",
        "surcontre": "surcontre",
        "capot": "demande le capot",
        "shuffle": "bat les cartes",
        "gather": "ramasse les cartes sans les battre",
        "play-on": "fait jouer malgré le contre hors tour",
        "redeal": "fait redonner après le contre hors tour",
        "misdeal": "signale une fausse donne",
    }
    if action in words:
        return words[action]
    code, *extra = action.split("+")
    notes = {"belote": " (belote)", "silent": " (garde ses annonces pour lui)"}
    return french(code) + "".join(notes[e] for e in extra if e in notes)


KINDS_FR = {
    "tierce": "une tierce",
    "cinquante": "un cinquante",
    "cent": "un cent",
    "carre": "un carré",
}
OUTCOMES_FR = {
    "made": "contrat rempli",
    "dedans": "dedans",
    "litige": "litige",
    "capot": "capot",
    "misdeal": "fausse donne",
    "fault": "carte illégale : la donne est perdue",
}


def belote_calls(game: Game, number: int, deal: Mapping[str, Any]) -> dict[tuple[int, int], str]:
    """(trick, position) → « Belote ! » or « Rebelote ! », where the belote of deal ``number``
    is said: at the first and the second of the king and queen of trump, by their holder (said
    by the player where the variant wants it said, counted only king first where it must)."""
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
    for holder, suit in rules.belote_holders(hands, contract.mode, played):
        king, queen = CARDS[suit * 8 + 6], CARDS[suit * 8 + 5]
        if king.code not in order or queen.code not in order:
            continue
        if rules.belote_call != "automatic" and suit not in said.get(holder, []):
            continue
        first, second = sorted((order[king.code], order[queen.code]))
        out[first] = "Belote !"
        out[second] = "Rebelote !"
    return out


class _Printer:
    def __init__(self, game: Game, out: Callable[[str], None], show_hands: bool) -> None:
        self.game = game
        self.out = out
        self.show_hands = show_hands
        self.deals_shown = 0
        self.tricks_shown = 0
        self.calls_shown = 0
        self.headed = 0
        self._opened = False
        self._annonces_shown = False

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
        self.out("Tirage du premier donneur (la plus petite carte donne) :")
        for seat, code in draw:
            self.out(f"  {NAME[seat]} tire {french(code)}")
        self.out(f"  {NAME[record['first_dealer']]} donne.")

    def _deal(self, deal: Mapping[str, Any], record: Mapping[str, Any]) -> None:
        out = self.out
        if self.headed != deal["number"]:
            self.headed = deal["number"]
            out("")
            out(f"=== Donne {deal['number']} — donneur : {NAME[deal['dealer']]} ===")
            if deal.get("turned"):
                out(f"Carte retournée : {french(deal['turned'])}")
        for seat, action in deal["bidding"][self.calls_shown :]:
            out(f"  {NAME[seat]} {describe_action(action)}")
        self.calls_shown = len(deal["bidding"])
        if deal["status"] == "passed":
            out("Tout le monde passe : on redonne.")
            self._reset()
            return
        if deal["status"] == "cancelled":
            out("Un carré annule la donne : on redonne.")
            self._reset()
            return
        if deal["status"] == "redealt":
            out("Contre hors tour : l'équipe du preneur fait redonner.")
            self._reset()
            return
        if deal["status"] == "misdeal":
            out("Fausse donne.")
            self._score(deal, record)
            return
        if deal.get("contract") is None:
            return
        if self.tricks_shown == 0 and "hands" in deal and not self._opened:
            self._opened = True
            contract = deal["contract"]
            bid = contract["bid"]
            taken = f" pour {bid}" if bid is not None else ""
            taker = NAME.get(deal.get("taker_seat") or "", contract["taker"])
            out(
                f"Contrat : {taker} ({contract['taker']}) à {MODES_FR[contract['trump']]}{taken}"
                + (" contré" if contract["contre"] == 1 else "")
                + (" surcontré" if contract["contre"] == 2 else "")
            )
            if self.show_hands:
                for seat in SEATS:
                    out(f"  {NAME[seat]:6} : {hand_text(deal['hands'][seat])}")
        annonces = deal.get("annonces", {})
        calls = belote_calls(self.game, deal["number"], deal)
        tricks = deal.get("tricks", [])
        for n, trick in enumerate(tricks[self.tricks_shown :], start=self.tricks_shown + 1):
            if n == 1:
                self._declared(annonces)
            if n == 2:
                self._shown(annonces)
            seats = SEATS.index(trick["leader"])
            played = "  ".join(
                f"{NAME[SEATS[(seats + i) % 4]]} {french(c)}"
                + (f" « {calls[(n - 1, i)]} »" if (n - 1, i) in calls else "")
                for i, c in enumerate(trick["cards"])
            )
            gained, der = trick["points"], ""
            if n == 8:  # the last trick carries the dix de der
                dix = self.game.rules.tables.dix_de_der
                gained, der = gained + dix, f", dont {dix} de dix de der"
            out(f"  Pli {n} : {played}  → {NAME[trick['winner']]} (+{gained}{der})")
        self.tricks_shown = len(tricks)
        if deal.get("fault"):
            fault = deal["fault"]
            out(
                f"  {NAME[fault['seat']]} joue {french(fault['card'])}, une carte illégale "
                f"[{fault['rule']}] : sa donne est perdue."
            )
        if deal.get("score") is not None:
            if len(tricks) == 1:
                self._shown(annonces)
            self._score(deal, record)

    def _declared(self, annonces: Mapping[str, Any]) -> None:
        """At the first card, each player declares the kind of his annonces, not their cards."""
        declared = annonces.get("declared", {})
        for seat in SEATS:
            found = declared.get(seat) or []
            if found:
                kinds = ", ".join(KINDS_FR.get(a["kind"], a["kind"]) for a in found)
                self.out(f"  {NAME[seat]} annonce {kinds}")
        for seat in annonces.get("silent", []):
            self.out(f"  {NAME[seat]} garde ses annonces pour lui")

    def _shown(self, annonces: Mapping[str, Any]) -> None:
        """At the first card of the second trick, the best team shows its annonces."""
        if not annonces or self._annonces_shown:
            return
        self._annonces_shown = True
        if annonces.get("cancelled"):
            self.out("  Un carré de sept ou de huit annule les annonces.")
            return
        winner = annonces.get("winner")
        if not winner:
            if any(annonces.get("declared", {}).values()):
                self.out("  Les annonces s'annulent : aucune ne compte.")
            return
        for seat in SEATS:
            if (seat in "NS") != (winner == "NS"):
                continue
            for a in annonces.get("declared", {}).get(seat) or []:
                cards = " ".join(french(c) for c in a["cards"])
                kind = KINDS_FR.get(a["kind"], a["kind"])
                self.out(f"  {NAME[seat]} montre {kind} : {cards} ({a['points']})")
        points = annonces["awarded"][winner]
        self.out(f"  Les annonces de {team_name(winner)} comptent : {points} points")

    def _score(self, deal: Mapping[str, Any], record: Mapping[str, Any]) -> None:
        out = self.out
        score = deal["score"]
        outcome = OUTCOMES_FR.get(score["outcome"], score["outcome"])
        raw = score.get("raw_points") or {}
        cards = score.get("card_points") or {}
        scaled = raw and cards and raw != cards and not score.get("capot")
        if scaled and score["outcome"] not in ("misdeal", "fault"):
            # 000: at tout atout the points before conversion are shown in brackets.
            out(
                f"Points des cartes : NS {cards['NS']} ({raw['NS']})  "
                f"EW {cards['EW']} ({raw['EW']})"
            )
        if score.get("carried_to"):
            out(f"Les points en attente d'un litige vont à {team_name(score['carried_to'])}.")
        out(
            f"Marque : NS {score['NS']}  EW {score['EW']}  ({outcome}"
            + (f", {score['held']} en attente" if score["held"] else "")
            + (", comptée au point près" if score.get("exact") else "")
            + ")"
        )
        totals = self._running(record, deal["number"])
        out(f"Total  : NS {totals['NS']}  EW {totals['EW']}")
        self._reset()

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
}  # fmt: skip
TYPED_CALLS = {
    "pass": "passe",
    "contre": "contre",
    "surcontre": "surcontre",
    "capot": "capot",
    "shuffle": "battre",
    "gather": "ramasser",
    "play-on": "jouer",
    "redeal": "redonner",
}
TYPED_VALUES = {"generale": "générale"}
MODE_WORDS = {
    "S": "pique",
    "H": "cœur",
    "D": "carreau",
    "C": "trèfle",
    "SA": "sans atout",
    "TA": "tout atout",
}
_TAKE_RE = re.compile(r"(?:prends|prend|prendre|take)(?: (?:a|atout))?(?: (?P<mode>.+))?")
_BID_RE = re.compile(
    r"(?:(?:annonce|bid) )?(?P<value>[0-9]{1,4}|capot|generale)"
    r"(?: (?:a|en|de|at))?(?: (?P<mode>.+))?"
)
_SUFFIX_RE = re.compile(
    r"(?P<card>.*?)[ +]*(?P<word>rebelote|belote|silence|silent|sans annonces?)"
)


class PlayerQuit(EOFError):
    """The player typed « quitter ». An :class:`EOFError`, so the game stops exactly as at
    the end of the input (whoever catches one catches the other)."""


def typed_form(action: str) -> str:
    """What to type at the prompt for ``action``: ``take:H`` → ``prends cœur``, ``bid:80:SA``
    → ``80 sans atout``, ``QH+belote`` → ``D♥ belote``."""
    if action in TYPED_CALLS:
        return TYPED_CALLS[action]
    if action.startswith("take:"):
        return f"prends {MODE_WORDS[action[5:]]}"
    if action.startswith("bid:"):
        _, value, mode = action.split(":")
        return f"{TYPED_VALUES.get(value, value)} {MODE_WORDS[mode]}"
    code, *extra = action.split("+")
    words = {"belote": " belote", "silent": " silence"}
    return french(code) + "".join(words.get(e, "") for e in extra)


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


def bids_line(legal: list[str]) -> str:
    """The bids of ``legal`` on one line (empty when there are none): their values, then
    their modes."""
    bids = [a.split(":") for a in legal if a.startswith("bid:")]
    if not bids:
        return ""
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
    modes = ", ".join(MODE_WORDS[m] for m in dict.fromkeys(m for _, _, m in bids))
    example = typed_form(":".join(bids[0]))
    return (
        f"Enchères possibles : {', '.join(values)} ; à {modes} (la valeur puis la couleur, "
        f"par exemple « {example} »)"
    )


def _menu(legal: list[str]) -> list[str]:
    lines = [
        f"  {i}. {describe_action(a)} — « {typed_form(a)} »"
        for i, a in enumerate(numbered(legal), 1)
    ]
    bids = bids_line(legal)
    return lines + ([f"  {bids}"] if bids else [])


def _help(game: Game, legal: list[str]) -> list[str]:
    lines = [
        "Vous pouvez taper :",
        f"  - le numéro d'une ligne de la liste (1 à {len(numbered(legal))}) ;",
    ]
    if game.phase == "play":
        extra = ""
        if any("+silent" in a for a in legal):
            extra = ", « silence » pour garder vos annonces pour vous"
        lines.append(
            "  - une carte : V♥, 10♦, valet de cœur, JH (ajoutez « belote » pour annoncer la "
            f"belote{extra}) ;"
        )
    else:
        lines.append("  - ce que vous dites, en toutes lettres : voir entre « » ci-dessous ;")
        if any(a.startswith("take:") for a in legal):
            lines.append("    « prends » seul prend à la couleur de la carte retournée ;")
        if any(a.startswith("bid:") for a in legal):
            lines.append(
                "    une enchère : la valeur puis la couleur, par exemple « 80 cœur » ou « 80 ♥ » ;"
            )
    lines.append("  - « aide » pour revoir ceci, « quitter » pour arrêter la partie.")
    lines.append("Possible maintenant :")
    return lines + _menu(legal)


def _unclear(text: str) -> list[str]:
    return [
        f"Je ne comprends pas « {_quote(text)} ». Choisissez un numéro de la liste, ou tapez "
        "« aide » pour voir ce qui est possible."
    ]


def _possible(legal: list[str]) -> list[str]:
    """What may be typed now, in short, for a refusal."""
    menu = numbered(legal)
    shown = ", ".join(f"« {typed_form(a)} »" for a in menu[:6])
    lines = [f"Possible : {shown}" + (", … (« aide » pour tout voir)" if len(menu) > 6 else "")]
    bids = bids_line(legal)
    return lines + ([bids] if bids else [])


def _not_now(action: str, legal: list[str]) -> list[str]:
    return [f"Pas possible maintenant : {describe_action(action)}.", *_possible(legal)]


def _bid_refused(action: str, legal: list[str]) -> list[str]:
    bids = bids_line(legal)
    if not bids:
        return _not_now(action, legal)
    return [f"Enchère impossible maintenant : {describe_action(action)}.", bids]


def _read_call(game: Game, legal: list[str], text: str, norm: str) -> str | list[str]:
    """A call in words (bidding, capot, shuffle): the action, or what to say to the player."""
    for prefix in ("je ", "j'"):
        if norm.startswith(prefix):
            norm = norm[len(prefix) :].strip()
            break
    if norm in CALL_WORDS:
        action = CALL_WORDS[norm]
        if action in legal:
            return action
        if action == "capot" and any(a.startswith("bid:capot:") for a in legal):
            return ["Capot à quoi ? Par exemple « capot cœur » ou « capot sans atout »."]
        return _not_now(action, legal)
    take = _TAKE_RE.fullmatch(norm)
    if take is not None:
        takes = [a for a in legal if a.startswith("take:")]
        if not takes:
            return [
                "Personne ne « prend » ici : on annonce une valeur et une couleur.",
                *_possible(legal),
            ]
        if take["mode"] is None:
            turned = game.deal.dealt.turned
            default = None if turned is None else f"take:{CARDS[turned].code[-1]}"
            if default in takes:
                return str(default)
            if len(takes) == 1:
                return takes[0]
            return [f"Prendre à quoi ? Possible : {', '.join(typed_form(a) for a in takes)}."]
        mode = _mode(take["mode"])
        if not mode:
            return _unclear(text)
        if f"take:{mode}" in legal:
            return f"take:{mode}"
        return _not_now(f"take:{mode}", legal)
    bid = _BID_RE.fullmatch(re.sub(r"^([0-9]+)(?=[^0-9 ])", r"\1 ", norm))
    if bid is not None and bid["mode"] is not None:
        mode = _mode(bid["mode"])
        if not mode:
            return _unclear(text)
        value = bid["value"]
        action = f"bid:{int(value) if value.isdecimal() else value}:{mode}"
        return action if action in legal else _bid_refused(action, legal)
    mode = _mode(norm)
    if mode:
        matching = [
            a for a in legal if a.split(":")[0] in ("take", "bid") and a.endswith(":" + mode)
        ]
        if len(matching) == 1:
            return matching[0]
        if matching:
            return [f"Quelle enchère ? Par exemple « {typed_form(matching[0])} »."]
        return _not_now(f"take:{mode}", legal)
    return _unclear(text)


def _mode(text: str) -> str:
    """A contract mode in words (``cœur``, ``♥``, ``H``, ``sans atout``), or ``""``."""
    try:
        return str(parse_trump(text))
    except ValueError:
        return ""


def _read_card(game: Game, rules: Rules, seat: str, legal: list[str], text: str) -> str | list[str]:
    """A card typed in play, with « belote » or « silence » after it: the action, or why not."""
    norm = " ".join(text.casefold().split())
    extras: set[str] = set()
    while (m := _SUFFIX_RE.fullmatch(norm)) is not None:
        # « rebelote » is said by itself with the second card: nothing to add
        if m["word"] != "rebelote":
            extras.add("belote" if m["word"] == "belote" else "silent")
        norm = m["card"]
    if not norm:
        return ["Dites aussi la carte, par exemple « D♥ belote »."]
    try:
        card = parse_card(norm)
    except CardError:
        return [
            f"Carte inconnue : « {_quote(norm)} ». Exemples : V♥, 10♦, valet de cœur, JH, "
            "ou le numéro d'une carte jouable (« aide » pour l'aide)."
        ]
    action = "+".join([card.code, *(e for e in ("belote", "silent") if e in extras)])
    if action in legal:
        return action
    trump = game.trump or "S"
    why = rules.explain(game.hand(seat), game.trick, trump, card, lang="fr")
    if why is not None:
        rule = f" [{why.rule}]" if why.rule else ""
        return [f"Refusé : {why.reason}{rule}"]
    if "belote" in extras and not any(a.startswith(card.code + "+belote") for a in legal):
        return ["Refusé : dites « belote » seulement avec le roi ou la dame d'atout."]
    return [
        "Refusé : « silence » (garder ses annonces pour soi) se dit seulement avec votre "
        "première carte, quand vous avez des annonces."
    ]


def read_answer(game: Game, rules: Rules, seat: str, text: str) -> str | list[str]:
    """What the player to move means by ``text``: one of ``game.legal_actions()``, or the
    lines to show him (help, or why the text is refused). Raise :class:`PlayerQuit` for
    « quitter ». Any text is safe: numbers are read only up to four digits, lines longer
    than :data:`MAX_INPUT` are refused unread."""
    legal = game.legal_actions()
    if len(text) > MAX_INPUT:
        return _too_long(len(text))
    text = text.strip()
    norm = " ".join(text.casefold().replace("’", "'").split())
    if not norm:
        return []
    if norm in QUIT_WORDS:
        raise PlayerQuit("the player left the table")
    if norm in HELP_WORDS:
        return _help(game, legal)
    if re.fullmatch(r"[+-]?[0-9]+", norm):
        menu = numbered(legal)
        if norm.isdecimal() and len(norm) <= 4 and 1 <= int(norm) <= len(menu):
            return menu[int(norm) - 1]
        lines = [f"Pas de numéro « {_quote(norm)} » : tapez un numéro de 1 à {len(menu)}."]
        same = [a for a in legal if a.startswith(f"bid:{norm}:")]
        if same:
            lines.append(
                f"Pour annoncer {norm}, dites aussi la couleur : « {typed_form(same[0])} »."
            )
        return lines
    if text in legal:  # the action's own code: take:H, bid:80:H, JH+belote
        return text
    if game.phase == "play":
        return _read_card(game, rules, seat, legal, text)
    return _read_call(game, legal, text, _fold(norm))


def _too_long(length: int) -> list[str]:
    return [f"Ligne trop longue ({length} caractères) : tapez « aide » pour l'aide."]


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
    if game.phase == "play":
        out(f"Votre main : {hand_text(game.hand(seat))}")
        if game.trick:
            out("Sur le tapis : " + "  ".join(f"{NAME[s]} {french(c)}" for s, c in game.trick))
        if len(legal) == 1:
            out(f"Votre seule carte jouable, {describe_action(legal[0])}, est jouée d'office.")
            return legal[0]
        out("Jouables : " + "  ".join(f"{i}. {describe_action(a)}" for i, a in enumerate(legal, 1)))
    else:
        if game.phase == "bidding":
            out(f"Votre main : {hand_text(game.hand(seat))}")
        for i, action in enumerate(numbered(legal), start=1):
            out(f"  {i}. {describe_action(action)}")
        bids = bids_line(legal)
        if bids:
            out(f"  {bids}")
    while True:
        try:
            text = ask(f"{NAME[seat]} > ")
        except UnicodeDecodeError:
            out("Entrée illisible (pas du texte UTF-8) : recommencez.")
            continue
        except _LineTooLong as exc:
            for line in _too_long(exc.length):
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
    if target != save:
        why = "contient une partie complète" if _holds_complete_record(save) else "existe déjà"
        out(f"{save} {why} : rien n'y est écrit.")
    if game.over:
        out(f"Partie enregistrée dans {target}")
    else:
        out(
            f"Partie interrompue enregistrée dans {target} ({len(game.actions)} actions ; "
            f"« belote-spec replay {target} » la relit)."
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
    out = out or print
    ask = ask or _read_stdin_line
    if save is not None:
        check_save_path(save, overwrite=overwrite)
    game = rules.new_game(seed=seed, target=target)
    printer = _Printer(game, out, show_hands=human is None)
    out(
        f"{rules.variant.title} ({rules.variant.id}) — partie en {game.target} points, "
        f"graine {game.seed}"
    )
    printer.first_dealer(game.to_record())
    if human:
        out(
            f"Vous êtes {NAME[human]}. Tapez le numéro d'une ligne, une carte (V♥, valet de "
            "cœur, JH ; ajoutez « belote » pour l'annoncer) ou votre annonce (passe, prends "
            "cœur, 80 pique, contre) ; « aide » pour l'aide, « quitter » pour arrêter. "
            "Une seule carte jouable est jouée d'office."
        )
    try:
        while not game.over:
            seat = game.to_move
            assert seat is not None
            if seat == human:
                printer.catch_up()
                action = _ask_human(game, rules, seat, out, ask)
            else:
                action = bots[seat].choose(game)
            try:
                game.apply(action)
            except IllegalAction as exc:  # pragma: no cover - bots only choose legal actions
                out(f"Refusé : {exc.reason}")
        printer.catch_up()
    except BaseException as exc:
        if isinstance(exc, PlayerQuit):
            out("Vous quittez la table.")
        if save is not None:
            try:
                _save(game, save, overwrite=overwrite, out=out)
            except (OSError, SaveError) as problem:
                out(f"La partie n'a pas pu être enregistrée : {problem}")
        raise
    if save is not None:
        try:
            _save(game, save, overwrite=overwrite, out=out)
        except OSError as exc:
            raise SaveError(
                f"--save {save}: cannot write the record: {exc.strerror or exc}"
            ) from exc
    result = game.result
    if result is not None and result.draw:
        out(f"Fin de la partie : partie nulle ({game.totals['NS']} à {game.totals['EW']}).")
    elif result is not None:
        winner = team_name(result.winner) if result.winner else "personne"
        out(f"Fin de la partie : {winner} gagne ({game.totals['NS']} à {game.totals['EW']}).")
        if rules.variant.rule("game_end.result") == "difference":
            out(f"Écart Nord-Sud moins Est-Ouest : {result.difference}")
    return game
