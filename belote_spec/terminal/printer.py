"""What the table prints as the game goes: the deals, the bidding, each trick with its
annonces and belote, and the score sheet after each deal."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..cards import seat_names
from ..engine.game import Game
from ..i18n import Translator
from .wording import (
    _annonce_words,
    _declared_kinds,
    _kinds,
    _modes,
    _outcomes,
    _play_order,
    _quoted,
    belote_calls,
    card_text,
    describe_action,
    hand_text,
    lines_text,
    team_code,
    team_name,
)


class _Printer:
    def __init__(
        self, game: Game, out: Callable[[str], None], show_hands: bool, tr: Translator
    ) -> None:
        self.game = game
        self.out = out
        self.show_hands = show_hands
        self.seating = game.rules.seating
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
        if deal["status"] == "instant_win":
            held = deal.get("instant_win") or {}
            seat = held.get("seat", "N")
            out(
                tr._(
                    "{seat} holds all eight cards of {suit}: {team} win the game at once, "
                    "without playing the deal.",
                    seat=names[seat],
                    suit=_modes(tr).get(held.get("suit", ""), held.get("suit", "")),
                    team=team_name(self.seating.line(self.seating.seat_index(seat)), tr),
                )
            )
            self._reset()
            return
        if deal.get("contract") is None:
            return
        if self.tricks_shown == 0 and "hands" in deal and not self._opened:
            self._opened = True
            out(self._contract(deal))
            self._talon(deal)
            if self.show_hands:
                width = max(6, *(len(name) for name in names.values()))
                for seat in self.seating.seats:  # in playing order from the first seat
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
        seating = self.seating
        order = _play_order(tricks[0]["leader"] if tricks else seating.seats[0], seating)
        for n, trick in enumerate(tricks[self.tricks_shown :], start=self.tricks_shown + 1):
            if n == 1:
                self._declared(annonces, order)
            if n == 2:
                self._shown(annonces, order)
            seats = seating.seats_from(trick["leader"])
            played = "  ".join(
                f"{names[seats[i]]} {self.card(c)}"
                + (f" {_quoted(calls[(n - 1, i)], tr)}" if (n - 1, i) in calls else "")
                for i, c in enumerate(trick["cards"])
            )
            winner = names[trick["winner"]]
            if n == seating.hand_size:  # the last trick carries the dix de der
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

    def _talon(self, deal: Mapping[str, Any]) -> None:
        """What the belote à deux shows once the hands are completed: the bergère (the
        talon's last card, turned face up) and the seven of trump exchanged for the turned
        card."""
        out, tr = self.out, self.tr
        if deal.get("bergere"):
            # TRANSLATORS: the belote à deux: the talon's last card, turned face up
            out(
                tr._(
                    "Bergère (the last card of the talon, face up): {card}",
                    card=self.card(deal["bergere"]),
                )
            )
        exchange = deal.get("exchange")
        if exchange and deal.get("turned"):
            seat, seven = exchange
            # TRANSLATORS: the belote à deux: the holder of the seven of trump takes the
            # turned card for it
            out(
                tr._(
                    "{seat} exchanges {seven} for the turned card {card}.",
                    seat=self.names[seat],
                    seven=self.card(seven),
                    card=self.card(deal["turned"]),
                )
            )

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
        if self.seating.partnership == "none" and not doubled:  # each for himself: no team
            if contract["bid"] is None:
                return tr._("Contract: {taker} at {mode}", **params)
            return tr._("Contract: {taker} at {mode} for {bid}", **params)
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
        seating = self.seating
        for seat in order:
            if seating.line(seating.index[seat]) != winner:
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
        if winner not in ("NS", "EW"):  # a player each for himself
            line = tr._(
                "The annonces of {player} count: {points} points",
                player=team_name(winner, tr),
                points=points,
            )
        elif winner == "NS":
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
        lines = self.seating.lines
        if lines != ("NS", "EW"):  # players each for himself
            self._score_lines(deal, record, raw, cards)
            return
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
        if int(self.game.rules.variant.rule("scoring.unit")) == 10:
            details.append(tr._("in tens"))
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

    def _details(self, score: Mapping[str, Any]) -> list[str]:
        tr = self.tr
        details = [_outcomes(tr).get(score["outcome"], score["outcome"])]
        if score.get("held"):
            details.append(tr._("{points} held", points=score["held"]))
        if score.get("exact"):
            details.append(tr._("counted to the exact point"))
        if int(self.game.rules.variant.rule("scoring.unit")) == 10:
            details.append(tr._("in tens"))
        return details

    def _score_lines(
        self,
        deal: Mapping[str, Any],
        record: Mapping[str, Any],
        raw: Mapping[str, int],
        cards: Mapping[str, Any],
    ) -> None:
        """The score sheet of players each for himself: one column per player, in playing
        order (« Score : Nord 60  Ouest 40  Sud 62 »)."""
        out, tr = self.out, self.tr
        score = deal["score"]
        lines = self.seating.lines
        if raw and cards and raw != cards and score["outcome"] not in ("misdeal", "fault"):
            out(
                tr._(
                    "Card points: {lines}",
                    lines="  ".join(
                        f"{team_name(line, tr)} {cards[line]} ({raw[line]})" for line in lines
                    ),
                )
            )
        if score.get("carried_to"):
            out(
                tr._(
                    "The points held over from a tie go to {team}.",
                    team=team_name(score["carried_to"], tr),
                )
            )
        sheet = {line: int(score.get(line, 0)) for line in lines}
        out(
            tr._(
                "Score: {lines}  ({details})",
                lines=lines_text(sheet, tr),
                details=", ".join(self._details(score)),
            )
        )
        totals = self._running(record, deal["number"])
        out(tr._("Total: {lines}", lines=lines_text(totals, tr)))
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
        others = [line for line in self.seating.lines if line != capot]
        return {
            capot: raw[capot] + sum(raw.get(line, 0) for line in others) + extra,
            **dict.fromkeys(others, 0),
        }

    def _running(self, record: Mapping[str, Any], number: int) -> dict[str, int]:
        """Each score line's total after deal ``number`` (``{"NS": …, "EW": …}``, or one a
        player each for himself)."""
        totals = dict.fromkeys(self.seating.lines, 0)
        for d in record["deals"]:
            if d["number"] > number:
                break
            if d.get("score"):
                for line in totals:
                    totals[line] += int(d["score"].get(line, 0))
        return totals

    def _reset(self) -> None:
        self.calls_shown = 0
        self.tricks_shown = 0
        self._opened = False
        self._annonces_shown = False
