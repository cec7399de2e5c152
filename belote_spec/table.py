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
    printer.first_dealer(game.to_record())
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
    if result is not None and result.draw:
        out(f"Fin de la partie : partie nulle ({game.totals['NS']} à {game.totals['EW']}).")
    elif result is not None:
        winner = team_name(result.winner) if result.winner else "personne"
        out(f"Fin de la partie : {winner} gagne ({game.totals['NS']} à {game.totals['EW']}).")
        if rules.variant.rule("game_end.result") == "difference":
            out(f"Écart Nord-Sud moins Est-Ouest : {result.difference}")
    return game
