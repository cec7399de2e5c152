"""Scoring a deal and ending the game, compiled from a variant's ``scoring`` and ``game_end``.

:func:`make_deal_scorer` returns the function behind ``Rules.score_deal``; it takes what is
counted at the table (each team's raw card points with the dix de der, annonces awarded,
belote, capot) and returns the line of the score sheet.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from .tables import TA

__all__ = [
    "DealScore",
    "GameEnd",
    "make_deal_scorer",
    "make_game_end",
    "round_half",
    "round_ten",
]

TEAMS: Final = ("NS", "EW")


def other(team: str) -> str:
    """The opposing team."""
    return "EW" if team == "NS" else "NS"


def round_half(numerator: int, denominator: int) -> int:
    """``numerator / denominator`` rounded to the nearest integer, halves up."""
    return (2 * numerator + denominator) // (2 * denominator)


def round_ten(value: int, half: str) -> int:
    """Round to the nearest ten; ``half`` says where a 5 goes (``up``: 85 → 90)."""
    return (value + (5 if half == "up" else 4)) // 10 * 10


@dataclass(frozen=True, slots=True)
class DealScore:
    """One line of the score sheet, and how it was reached."""

    NS: int
    EW: int
    outcome: str
    """``made``, ``dedans``, ``litige`` or ``capot`` (the taker made a capot)."""
    held: int = 0
    """Points held for the next deal (litige), including any carried over again."""
    taker: str | None = None
    capot: str | None = None
    card_points: Mapping[str, int] = field(default_factory=dict)
    """Card points after capot and tout-atout scaling."""
    totals: Mapping[str, int] = field(default_factory=dict)
    """The points that decided the contract (cards, plus annonces and belote as counted)."""
    carried_to: str | None = None
    """The team that received the points carried from an earlier litige."""

    def __getitem__(self, team: str) -> int:
        if team == "NS":
            return self.NS
        if team == "EW":
            return self.EW
        raise KeyError(team)

    def as_dict(self) -> dict[str, Any]:
        """Plain data for JSON."""
        return {
            "NS": self.NS,
            "EW": self.EW,
            "outcome": self.outcome,
            "held": self.held,
            "taker": self.taker,
            "capot": self.capot,
            "card_points": dict(self.card_points),
            "totals": dict(self.totals),
            "carried_to": self.carried_to,
        }


ScoreDeal = Callable[..., DealScore]


def _team_points(value: Any, per_unit: int) -> dict[str, int]:
    """Belote given as None, a team, a list of teams, or {team: points}."""
    out = {"NS": 0, "EW": 0}
    if value is None:
        return out
    if isinstance(value, str):
        out[value] += per_unit
        return out
    if isinstance(value, Mapping):
        for team, pts in value.items():
            out[team] += int(pts)
        return out
    for team in value:
        out[team] += per_unit
    return out


def make_deal_scorer(
    scoring: Mapping[str, Any], belote: Mapping[str, Any], dix_de_der: int, deck_total: int
) -> ScoreDeal:
    """Compile the deal-scoring rules. ``deck_total`` is the normal total (162)."""
    made_when = scoring["made_when"]
    counts = scoring["counts_toward_contract"]
    made_rule = scoring["made"]
    dedans = scoring["dedans"]
    litige = scoring["litige"]
    capot_rule = scoring["capot"]
    contre_rule = scoring["contre"]
    rounding = scoring["rounding"]
    scaling = scoring["tout_atout_scaling"]
    belote_points = int(belote["points"])
    belote_on = bool(belote["enabled"])
    imprenable = bool(belote["imprenable"])
    multipliers = (1, int(contre_rule["contre"]), int(contre_rule["surcontre"]))

    def card_points(points: Mapping[str, int], mode: int, capot: str | None) -> dict[str, int]:
        raw = {t: int(points[t]) for t in TEAMS}
        if capot is not None:
            loser = other(capot)
            if capot_rule["kind"] == "flat":
                return {capot: int(capot_rule["points"]), loser: 0}
            value = raw[capot] + raw[loser] - dix_de_der + int(capot_rule["dix_de_der"])
            if mode == TA and scaling["enabled"]:
                num, den = scaling["capot_ratio"]
                value = round_half(value * num, den)
            return {capot: value, loser: 0}
        if mode == TA and scaling["enabled"]:
            num, den = scaling["ratio"]
            ns = round_half(raw["NS"] * num, den)
            total = round_half((raw["NS"] + raw["EW"]) * num, den)
            return {"NS": ns, "EW": total - ns}
        return raw

    def score_deal(
        contract: Mapping[str, Any],
        points: Mapping[str, int],
        *,
        mode: int,
        belote: Any = None,
        declarations: Mapping[str, int] | None = None,
        capot: str | None = None,
        carried: int = 0,
    ) -> DealScore:
        taker: str = contract["taker"]
        defence = other(taker)
        bid = contract.get("bid")
        mult = multipliers[int(contract.get("contre", 0) or 0)]
        announced_capot = bid == "capot"
        contract_value = (
            int(capot_rule["announced"]["contract"])
            if announced_capot
            else (int(bid) if isinstance(bid, int) else 0)
        )
        cp = card_points(points, mode, capot)
        ann = {t: int((declarations or {}).get(t, 0)) for t in TEAMS}
        bel = _team_points(belote, belote_points) if belote_on else {"NS": 0, "EW": 0}
        totals = {
            t: cp[t] + (ann[t] if counts["annonces"] else 0) + (bel[t] if counts["belote"] else 0)
            for t in TEAMS
        }
        tie = totals[taker] == totals[defence]
        if announced_capot:
            made = capot == taker
        elif made_when == "reaches_bid" and isinstance(bid, int):
            made = totals[taker] >= bid and totals[taker] > totals[defence]
        else:
            made = totals[taker] > totals[defence]
        missed_bid = made_when == "reaches_bid" and isinstance(bid, int) and totals[taker] < bid
        is_litige = (
            not made and not announced_capot and tie and not missed_bid and bool(litige["enabled"])
        )

        line = {"NS": 0, "EW": 0}
        held = 0
        if made:
            cards_part = cp[taker]
            bonus = (
                contract_value
                if (announced_capot or made_rule["taker"] == "points_plus_contract")
                else 0
            )
            if contre_rule["applies_to"] == "contract_and_points":
                line[taker] = (cards_part + bonus) * mult
            else:
                line[taker] = cards_part + bonus * mult
            line[taker] += ann[taker] + bel[taker]
            line[defence] = cp[defence] + ann[defence] + bel[defence]
            outcome = "capot" if capot == taker else "made"
            winner: str | None = taker
        elif is_litige:
            line[defence] = cp[defence] + ann[defence] + bel[defence]
            held = cp[taker] + ann[taker]
            if litige["held_belote"]:
                held += bel[taker]
            else:
                line[taker] = bel[taker]
            outcome = "litige"
            winner = None
        else:
            if capot == defence and capot_rule["against_taker"] == "capot_points":
                base = cp[defence]
            else:
                base = int(dedans["base"])
            extra = contract_value if dedans["add_contract"] or announced_capot else 0
            if contre_rule["applies_to"] == "contract_and_points":
                line[defence] = (base + extra) * mult
            else:
                line[defence] = base + extra * mult
            if dedans["defence_annonces"] == "kept":
                line[defence] += ann[defence]
            if dedans["taker_annonces"] == "to_defence":
                line[defence] += ann[taker]
            line[defence] += bel[defence]
            if imprenable:
                line[taker] = bel[taker]
            else:
                line[defence] += bel[taker]
            outcome = "dedans"
            winner = defence

        carried_to = None
        if carried:
            if winner is not None and (litige["awarded_to"] == "next_winner" or made):
                line[winner] += carried
                carried_to = winner
            else:
                held += carried

        method = rounding["method"]
        if method == "each_team":
            line = {t: round_ten(line[t], rounding["half"]) for t in TEAMS}
        elif method == "complement":
            total = round_ten(line["NS"] + line["EW"], rounding["half"])
            rounded = round_ten(line[taker], rounding["half"])
            line = {taker: rounded, defence: total - rounded}
        return DealScore(
            NS=line["NS"],
            EW=line["EW"],
            outcome=outcome,
            held=held,
            taker=taker,
            capot=capot,
            card_points=cp,
            totals=totals,
            carried_to=carried_to,
        )

    del deck_total
    return score_deal


@dataclass(frozen=True, slots=True)
class GameEnd:
    """The end of a game."""

    winner: str | None
    """``NS``, ``EW``, or None while the game goes on."""
    reason: str
    difference: int = 0
    """NS − EW, reported by tournament variants (``game_end.result: difference``)."""


def make_game_end(
    game_end: Mapping[str, Any],
) -> Callable[[Mapping[str, int], str | None, int | None], GameEnd]:
    """Compile the end-of-game rules: ``check(totals, capot_loser, target) -> GameEnd``."""
    reach = game_end["reach"] == "reach"
    capot_rule = bool(game_end["capot_loser_cannot_win"])
    default_target = int(game_end["target"])

    def check(totals: Mapping[str, int], capot_loser: str | None, target: int | None) -> GameEnd:
        goal = default_target if target is None else target
        over = [t for t in TEAMS if (totals[t] >= goal if reach else totals[t] > goal)]
        diff = totals["NS"] - totals["EW"]
        if capot_rule and capot_loser in over:
            over.remove(capot_loser)
            if not over:
                return GameEnd(None, "a team put capot cannot win on that deal", diff)
            if totals[over[0]] <= totals[capot_loser]:
                return GameEnd(None, "a team put capot cannot win on that deal", diff)
        if not over:
            return GameEnd(None, "target not reached", diff)
        if len(over) == 1:
            return GameEnd(over[0], f"{over[0]} reached {goal}", diff)
        if totals["NS"] == totals["EW"]:
            return GameEnd(None, "both teams passed the target with equal scores: one more deal", 0)
        best = "NS" if totals["NS"] > totals["EW"] else "EW"
        return GameEnd(best, "both teams passed the target: the higher score wins", diff)

    return check
