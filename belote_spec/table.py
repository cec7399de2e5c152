"""A game at the terminal: four bots to watch, or you at South against three bots.

Everything a player sees is in French (the table's language): hands, bidding, each trick,
annonces and the score sheet after each deal. Cards may be typed in French or English
(``V♥``, ``valet de cœur``, ``JH``); an illegal card is refused with the rule that forbids it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Protocol

from .cards import CARDS, SEAT_NAMES_FR, SEATS, CardError, parse_card, parse_cards
from .engine.bidding import IllegalAction
from .engine.game import Game
from .engine.rules import Rules

__all__ = ["describe_action", "play_at_table"]

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
        shown = "capot" if value == "capot" else value
        return f"annonce {shown} à {MODES_FR[mode]}"
    if action == "contre":
        return "contre"
    if action == "surcontre":
        return "surcontre"
    if action == "capot":
        return "demande le capot"
    code, _, extra = action.partition("+")
    return french(code) + (" (belote)" if extra else "")


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

    def catch_up(self) -> None:
        """Print what happened since the last call."""
        game = self.game
        record = game.to_record()
        for deal in record["deals"][self.deals_shown :]:
            self._deal(deal, record)
        # the current deal may be in progress: keep it open
        if record["deals"] and record["deals"][-1]["status"] in ("bidding", "play"):
            self.deals_shown = len(record["deals"]) - 1
        else:
            self.deals_shown = len(record["deals"])

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
            for seat, found in annonces.get("declared", {}).items():
                for a in found:
                    cards = " ".join(french(c) for c in a["cards"])
                    out(f"  Annonce de {NAME[seat]} : {a['kind']} {cards} ({a['points']})")
            if annonces.get("cancelled"):
                out("  Un carré de sept ou de huit annule les annonces.")
            elif annonces.get("winner"):
                winner = annonces["winner"]
                points = annonces["awarded"][winner]
                out(f"  Les annonces de {team_name(winner)} comptent : {points} points")
        tricks = deal.get("tricks", [])
        for n, trick in enumerate(tricks[self.tricks_shown :], start=self.tricks_shown + 1):
            seats = SEATS.index(trick["leader"])
            played = "  ".join(
                f"{NAME[SEATS[(seats + i) % 4]]} {french(c)}" for i, c in enumerate(trick["cards"])
            )
            out(f"  Pli {n} : {played}  → {NAME[trick['winner']]} (+{trick['points']})")
        self.tricks_shown = len(tricks)
        score = deal.get("score")
        if score is not None:
            outcome = {
                "made": "contrat rempli",
                "dedans": "dedans",
                "litige": "litige",
                "capot": "capot",
            }[score["outcome"]]
            out(
                f"Marque : NS {score['NS']}  EW {score['EW']}  ({outcome}"
                + (f", {score['held']} en attente" if score["held"] else "")
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
        out("Jouables : " + "  ".join(f"{i}. {describe_action(a)}" for i, a in enumerate(legal, 1)))
    else:
        if game.phase == "bidding":
            out(f"Votre main : {hand_text(game.hand(seat))}")
        for i, action in enumerate(legal, start=1):
            out(f"  {i}. {describe_action(action)}")
    while True:
        text = ask(f"{NAME[seat]} > ").strip()
        if not text:
            continue
        if (
            text.isdigit()
            and 1 <= int(text) <= len(legal)
            and not (game.phase == "play" and text in ("7", "8", "9", "10"))
        ):
            return legal[int(text) - 1]
        if game.phase != "play":
            if text in legal:
                return text
            out("Choisissez un numéro de la liste.")
            continue
        belote = text.lower().endswith("belote")
        card_text = text[: -len("belote")].strip(" +") if belote else text
        try:
            card = parse_card(card_text)
        except CardError:
            out(
                f"Carte inconnue : « {card_text} ». Exemples : V♥, 10♦, valet de cœur, JH, "
                "ou le numéro d'une carte jouable."
            )
            continue
        action = card.code + ("+belote" if belote else "")
        if action in legal:
            return action
        trump = game.trump or "S"
        why = rules.explain(game.hand(seat), game.trick, trump, card, lang="fr")
        if why is not None:
            rule = f" [{why.rule}]" if why.rule else ""
            out(f"Refusé : {why.reason}{rule}")
        else:
            out("Refusé : dites « belote » seulement avec le roi ou la dame d'atout.")


def play_at_table(
    rules: Rules,
    bots: Mapping[str, Chooser],
    *,
    seed: int | None = None,
    human: str | None = None,
    save: Path | None = None,
    target: int | None = None,
    out: Callable[[str], None] | None = None,
    ask: Callable[[str], str] | None = None,
) -> Game:
    """Play a whole game at the terminal and return it (``out`` and ``ask`` default to
    ``print`` and ``input``)."""
    out = out or print
    ask = ask or input
    game = rules.new_game(seed=seed, target=target)
    printer = _Printer(game, out, show_hands=human is None)
    out(
        f"{rules.variant.title} ({rules.variant.id}) — partie en {game.target} points, "
        f"graine {game.seed}"
    )
    if human:
        out(
            f"Vous êtes {NAME[human]}. Tapez une carte (V♥, valet de cœur, JH) ; "
            "ajoutez « belote » pour l'annoncer."
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
    finally:
        if save is not None:
            save.write_text(game.to_json(indent=1), encoding="utf-8")
            out(f"Partie enregistrée dans {save}")
    result = game.result
    if result is not None:
        winner = team_name(result.winner) if result.winner else "personne"
        out(f"Fin de la partie : {winner} gagne ({game.totals['NS']} à {game.totals['EW']}).")
        if rules.variant.rule("game_end.result") == "difference":
            out(f"Écart Nord-Sud moins Est-Ouest : {result.difference}")
    return game
