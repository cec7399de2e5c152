"""Scoring a deal and ending the game, compiled from a variant's ``scoring`` and ``game_end``.

A deal's score is built from **terms**, not from a list of named formulas. For each outcome
(made, dedans, and the changes a contre, a capot or a capot or générale bid make to them) the
variant says, for each side, which terms it scores:

* ``base``: its own card points (``points``), every card point of the deal (``all_points``),
  or a fixed number (160, 162, 250…);
* ``contract``: the contract's value, or not;
* ``annonces`` and ``belote``: whose (``own``, ``opponents``, ``all``, ``none``);
* ``multiply``: which of those terms the contre or surcontre multiplies.

:func:`make_deal_scorer` resolves every combination once, when the variant is compiled, into a
table of :class:`Terms`; scoring a deal then looks its combination up and adds the terms. What
makes a contract (reach the bid, a minimum, beat the defence, what counts on each side) is
compiled the same way, from ``scoring.contract``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any, Final

from ..i18n import _
from .tables import SA, TA

__all__ = [
    "DealScore",
    "GameEnd",
    "GameEndCheck",
    "Terms",
    "make_contract_value",
    "make_deal_scorer",
    "make_game_end",
    "outcome_steps",
    "resolve_outcome",
    "round_half",
    "round_ten",
]

TEAMS: Final = ("NS", "EW")
TERM_NAMES: Final = ("base", "contract", "annonces", "belote", "bonus")


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
class Terms:
    """What one side scores: the sum of its terms, those in ``multiply`` multiplied."""

    base: str | int
    """``points`` (its card points), ``all_points`` (every card point of the deal) or a number."""
    contract: bool
    annonces: str
    """``own``, ``opponents``, ``all`` or ``none``."""
    belote: str
    """``own``, ``opponents``, ``all`` or ``none``."""
    multiply: frozenset[str] = frozenset()
    bonus: int = 0
    """A fixed number of points added."""

    @classmethod
    def from_rule(cls, rule: Mapping[str, Any]) -> Terms:
        """Terms from a variant's mapping (``scoring.outcomes.made.taker``)."""
        return cls(
            base=rule["base"],
            contract=bool(rule["contract"]),
            annonces=str(rule["annonces"]),
            belote=str(rule["belote"]),
            multiply=frozenset(rule["multiply"]),
            bonus=int(rule.get("bonus", 0)),
        )

    def changed(self, change: Mapping[str, Any] | None) -> Terms:
        """These terms with the keys of ``change`` replaced."""
        if not change:
            return self
        values: dict[str, Any] = {k: v for k, v in change.items() if k != "multiply"}
        if "contract" in values:
            values["contract"] = bool(values["contract"])
        if "bonus" in values:
            values["bonus"] = int(values["bonus"])
        if "multiply" in change:
            values["multiply"] = frozenset(change["multiply"])
        return replace(self, **values)


def outcome_steps(
    *, made: bool, contred: bool = False, capot: bool = False, bid: str | None = None
) -> tuple[str, ...]:
    """The keys of ``scoring.outcomes`` that make one outcome, in the order they apply: the
    made or dedans terms, then the changes of a contre, of a capot (``capot`` when the taker
    took every trick, ``capot_against`` when the defence did, then ``capot_contre`` or
    ``capot_against_contre`` if contré), and of a capot or générale bid (``bid`` is
    ``"capot"`` or ``"generale"``; a générale builds on the capot bid's changes)."""
    key = "made" if made else "dedans"
    steps = [key]
    if contred:
        steps.append(f"{key}_contre")
    if capot and bid is None:
        steps.append("capot" if made else "capot_against")
    elif capot and not made:
        steps.append("capot_against")
    if contred and steps[-1] in ("capot", "capot_against"):
        steps.append(f"{steps[-1]}_contre")
    if bid is not None:
        steps.append("capot_bid_made" if made else "capot_bid_failed")
        if bid == "generale":
            steps.append("generale_made" if made else "generale_failed")
    return tuple(steps)


def resolve_outcome(
    outcomes: Mapping[str, Any],
    *,
    made: bool,
    contred: bool = False,
    capot: bool = False,
    bid: str | None = None,
) -> tuple[Terms, Terms]:
    """The (taker, defence) terms of one outcome: the full terms of its first step, changed
    by each of the others (see :func:`outcome_steps`)."""
    first, *changes = outcome_steps(made=made, contred=contred, capot=capot, bid=bid)
    taker = Terms.from_rule(outcomes[first]["taker"])
    defence = Terms.from_rule(outcomes[first]["defence"])
    for step in changes:
        change = outcomes[step]
        taker = taker.changed(change.get("taker"))
        defence = defence.changed(change.get("defence"))
    return taker, defence


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
    """The points that decided the contract (cards, plus annonces and belote as counted).
    Scaled card points are rounded to the unit here; where the variant tests the contract on
    the exact scaled points (``contract_test: exact``), the test used their exact value."""
    carried_to: str | None = None
    """The team that received the points carried from an earlier litige."""
    contract_value: int = 0
    """The value of the contract as scored (a prise has none: 0)."""
    multiplier: int = 1
    """1, or the contre or surcontre multiplier."""
    belote: Mapping[str, int] = field(default_factory=dict)
    """The belote points inside each team's line (after any multiplier)."""
    annonces: Mapping[str, int] = field(default_factory=dict)
    """The annonce points inside each team's line (after any multiplier)."""
    raw_points: Mapping[str, int] = field(default_factory=dict)
    """Each team's card points as counted at the table, before any scaling (000 shows them in
    brackets at tout atout)."""
    exact: bool = False
    """Counted « au point près » although the variant rounds (the last deal of the game)."""
    tricks: Mapping[str, int] = field(default_factory=dict)
    """The tricks each team won (empty where the scorer was not told all eight; a fault's or
    a misdeal's line: none each), for ``game_end.no_win_through.until: trick``."""

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
            "contract_value": self.contract_value,
            "multiplier": self.multiplier,
            "belote": dict(self.belote),
            "annonces": dict(self.annonces),
            "raw_points": dict(self.raw_points),
            "exact": self.exact,
            "tricks": dict(self.tricks),
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


def _team_tricks(tricks: Mapping[str, int] | None) -> dict[str, int]:
    """Each team's tricks from each seat's, or nothing unless all eight are given."""
    if not tricks or sum(int(n) for n in tricks.values()) != 8:
        return {}
    won = {"NS": 0, "EW": 0}
    for seat, n in tricks.items():
        won["NS" if seat in ("N", "S") else "EW"] += int(n)
    return won


def _whose(rule: str, mine: int, theirs: int) -> int:
    if rule == "own":
        return mine
    if rule == "opponents":
        return theirs
    if rule == "all":
        return mine + theirs
    return 0


@dataclass(frozen=True, slots=True)
class _Scaling:
    enabled: bool
    ratio: tuple[int, int]
    capot_ratio: tuple[int, int]
    der_added: bool
    whole_score: bool
    exact_test: bool
    """The contract is tested on the exact scaled points (``contract_test: exact``)."""
    capot_bonus: bool
    """A capot in this mode counts its cards and the capot's dix de der, scaled by
    ``capot_ratio``, even where ``scoring.capot.kind`` is ``flat`` (``capot: der_bonus``)."""

    @classmethod
    def from_rule(cls, rule: Mapping[str, Any]) -> _Scaling:
        return cls(
            enabled=bool(rule["enabled"]),
            ratio=(int(rule["ratio"][0]), int(rule["ratio"][1])),
            capot_ratio=(int(rule["capot_ratio"][0]), int(rule["capot_ratio"][1])),
            der_added=rule["dix_de_der"] == "added",
            whole_score=rule["scales"] == "score",
            exact_test=rule["contract_test"] == "exact",
            capot_bonus=bool(rule["enabled"]) and rule.get("capot") == "der_bonus",
        )


ContractValue = Callable[[Any, int], int]


def make_contract_value(scoring: Mapping[str, Any], floor: int | None) -> ContractValue:
    """``value(bid, mode)``: what a contract is worth in the score: the bid (the auction's
    lowest bid counted as ``scoring.contract_value.floor_counts_as`` where set), an announced
    capot's or a générale's value, 0 for a prise; times the mode's factor."""
    rule = scoring["contract_value"]
    floor_counts_as = rule["floor_counts_as"]
    factor = {SA: int(rule["sans_atout"]), TA: int(rule["tout_atout"])}
    announced = int(scoring["capot"]["announced"]["contract"])
    generale = int(scoring["capot"]["generale"])

    def value(bid: Any, mode: int) -> int:
        if bid == "capot":
            amount = announced
        elif bid == "generale":
            amount = generale
        elif isinstance(bid, int) and not isinstance(bid, bool):
            amount = bid
            if floor_counts_as is not None and floor is not None and bid == floor:
                amount = int(floor_counts_as)
        else:
            return 0
        return amount * factor.get(mode, 1)

    return value


def make_variant_scorer(rule: Callable[[str], Any], dix_de_der: int, deck_points: int) -> Any:
    """The deal scorer of a variant's rules, read through ``rule`` (``variant.rule``):
    ``scoring``, ``belote`` and, in an auction, its floor; ``deck_points`` are the pack's card
    points in a suit contract, without the dix de der."""
    auction = rule("bidding.system") == "auction"
    return make_deal_scorer(
        rule("scoring"),
        rule("belote"),
        dix_de_der,
        deck_points + dix_de_der,
        floor=int(rule("bidding.auction.floor")) if auction else None,
    )


def make_deal_scorer(
    scoring: Mapping[str, Any],
    belote: Mapping[str, Any],
    dix_de_der: int,
    deck_total: int,
    *,
    floor: int | None = None,
) -> ScoreDeal:
    """Compile the deal-scoring rules. ``deck_total`` is the normal total (162); ``floor`` the
    lowest bid of the auction (for ``scoring.contract_value.floor_counts_as``)."""
    contract_rule = scoring["contract"]
    reach_bid = bool(contract_rule["reach_bid"])
    margin = int(contract_rule["margin"])
    minimum = int(contract_rule["minimum"])
    beat_defence = bool(contract_rule["beat_defence"])
    counts = {
        "taker": contract_rule["counts"]["taker"],
        "defence": contract_rule["counts"]["defence"],
    }
    # what counts towards making the contract, on each side
    taker_counts_annonces = bool(counts["taker"]["annonces"])
    taker_counts_belote = bool(counts["taker"]["belote"])
    defence_counts_annonces = bool(counts["defence"]["annonces"])
    defence_counts_belote = bool(counts["defence"]["belote"])
    outcomes = scoring["outcomes"]
    litige = scoring["litige"]
    capot_rule = scoring["capot"]
    contract_value = make_contract_value(scoring, floor)
    rounding = scoring["rounding"]
    scalings = {
        TA: _Scaling.from_rule(scoring["tout_atout_scaling"]),
        SA: _Scaling.from_rule(scoring["sans_atout_scaling"]),
    }
    # the modes whose card points are scaled (not the whole score)
    scaled_modes = frozenset(
        mode for mode, sc in scalings.items() if sc.enabled and not sc.whole_score
    )
    # the modes whose contract is tested on the exact scaled points, before rounding
    exact_test_modes = frozenset(mode for mode in scaled_modes if scalings[mode].exact_test)
    belote_points = int(belote["points"])
    belote_on = bool(belote["enabled"])
    multipliers = (1, int(scoring["contre"]["contre"]), int(scoring["contre"]["surcontre"]))

    # Every combination of outcome, contre, capot and bid, resolved once.
    table: dict[tuple[bool, bool, bool, str | None], tuple[Terms, Terms]] = {}
    for made in (True, False):
        for contred in (False, True):
            for capot in (False, True):
                for bid_kind in (None, "capot", "generale"):
                    table[(made, contred, capot, bid_kind)] = resolve_outcome(
                        outcomes, made=made, contred=contred, capot=capot, bid=bid_kind
                    )

    def card_points(
        points: Mapping[str, int],
        mode: int,
        capot: str | None,
        last_trick: str | None,
        scale: Callable[[int, int], Any] = round_half,
    ) -> dict[str, Any]:
        """Each team's card points as scored; ``scale(n, d)`` is ``n / d`` rounded to the unit
        (``Fraction``: exactly, for the contract's test)."""
        raw = {"NS": int(points["NS"]), "EW": int(points["EW"])}
        scaling = scalings.get(mode)
        scaled = scaling is not None and scaling.enabled and not scaling.whole_score
        if capot is not None:
            loser = other(capot)
            bonus = scaling is not None and scaling.capot_bonus
            if capot_rule["kind"] == "flat" and not bonus:
                return {capot: int(capot_rule["points"]), loser: 0}
            value = raw[capot] + raw[loser] - dix_de_der + int(capot_rule["dix_de_der"])
            if scaled and scaling is not None:
                num, den = scaling.capot_ratio
                if scaling.der_added:
                    every = raw[capot] + raw[loser] - dix_de_der
                    value = scale(every * num, den) + int(capot_rule["dix_de_der"])
                else:
                    value = scale(value * num, den)
            return {capot: value, loser: 0}
        if scaled and scaling is not None:
            num, den = scaling.ratio
            if scaling.der_added:
                if last_trick not in TEAMS:
                    raise ValueError(
                        _(
                            "this variant adds the dix de der after scaling: say which team "
                            "won the last trick (last_trick)"
                        )
                    )
                plain = dict(raw)
                plain[str(last_trick)] -= dix_de_der
                ns = scale(plain["NS"] * num, den)
                total = scale((plain["NS"] + plain["EW"]) * num, den)
                out = {"NS": ns, "EW": total - ns}
                out[str(last_trick)] += dix_de_der
                return out
            ns = scale(raw["NS"] * num, den)
            total = scale((raw["NS"] + raw["EW"]) * num, den)
            return {"NS": ns, "EW": total - ns}
        return raw

    def side(
        terms: Terms,
        team: str,
        mult: int,
        cp: Mapping[str, int],
        ann: Mapping[str, int],
        bel: Mapping[str, int],
        value: int,
    ) -> tuple[int, int, int]:
        """(score, belote part of it, annonce part of it) of one side."""
        foe = "EW" if team == "NS" else "NS"
        rule = terms.base
        if rule == "points":
            base = cp[team]
        elif rule == "all_points":
            base = cp[team] + cp[foe]
        else:
            base = int(rule)
        contract = value if terms.contract else 0
        annonces = _whose(terms.annonces, ann[team], ann[foe])
        belote = _whose(terms.belote, bel[team], bel[foe])
        bonus = terms.bonus
        multiply = terms.multiply
        if multiply:  # each term times ``mult`` if the contre multiplies it
            if "base" in multiply:
                base *= mult
            if "contract" in multiply:
                contract *= mult
            if "annonces" in multiply:
                annonces *= mult
            if "belote" in multiply:
                belote *= mult
            if "bonus" in multiply:
                bonus *= mult
        return base + contract + annonces + belote + bonus, belote, annonces

    def score_deal(
        contract: Mapping[str, Any],
        points: Mapping[str, int],
        *,
        mode: int,
        belote: Any = None,
        declarations: Mapping[str, int] | None = None,
        capot: str | None = None,
        carried: int = 0,
        tricks: Mapping[str, int] | None = None,
        last_trick: str | None = None,
        exact: bool = False,
    ) -> DealScore:
        taker: str = contract["taker"]
        defence = "EW" if taker == "NS" else "NS"
        bid = contract.get("bid")
        contre = int(contract.get("contre", 0) or 0)
        mult = multipliers[contre]
        announced_capot = bid == "capot"
        value = contract_value(bid, mode)
        if capot is not None and last_trick is None:
            last_trick = capot
        if capot is None and mode not in scaled_modes:
            cp = {"NS": int(points["NS"]), "EW": int(points["EW"])}  # as counted
        else:
            cp = card_points(points, mode, capot, last_trick)
        if declarations:
            ann = {"NS": int(declarations.get("NS", 0)), "EW": int(declarations.get("EW", 0))}
        else:
            ann = {"NS": 0, "EW": 0}
        if not belote_on:
            bel = {"NS": 0, "EW": 0}
        elif type(belote) is list:  # the teams, one per belote (as the game and simulator say)
            bel = {"NS": 0, "EW": 0}
            for team in belote:
                bel[team] += belote_points
        else:
            bel = _team_points(belote, belote_points)

        totals = {
            taker: cp[taker]
            + (ann[taker] if taker_counts_annonces else 0)
            + (bel[taker] if taker_counts_belote else 0),
            defence: cp[defence]
            + (ann[defence] if defence_counts_annonces else 0)
            + (bel[defence] if defence_counts_belote else 0),
        }
        # what the contract is tested on: the totals, or the same with the card points
        # scaled exactly (rounding does not make a contract)
        judged: Mapping[str, Any] = totals
        if mode in exact_test_modes:
            unrounded = card_points(points, mode, capot, last_trick, Fraction)
            judged = {t: unrounded[t] + totals[t] - cp[t] for t in TEAMS}
        tie = False
        bid_kind: str | None = None
        if announced_capot:
            made = capot == taker
            bid_kind = "capot"
        elif bid == "generale":
            seat = contract.get("seat")
            made = bool(tricks) and seat is not None and int((tricks or {}).get(seat, 0)) == 8
            bid_kind = "generale"
        else:
            target = minimum
            if reach_bid and isinstance(bid, int):
                target = max(target, bid + margin)
            reached = judged[taker] >= target
            if beat_defence:
                made = reached and judged[taker] > judged[defence]
                tie = reached and judged[taker] == judged[defence]
            else:
                made = reached
        is_litige = not made and tie and bool(litige["enabled"])

        line = {"NS": 0, "EW": 0}
        belote_line = {"NS": 0, "EW": 0}
        annonce_line = {"NS": 0, "EW": 0}
        held = 0
        took_all = capot == (taker if made else defence)
        t_terms, d_terms = table[(made, contre > 0, took_all, bid_kind)]
        if made or not is_litige:
            line[taker], belote_line[taker], annonce_line[taker] = side(
                t_terms, taker, mult, cp, ann, bel, value
            )
            line[defence], belote_line[defence], annonce_line[defence] = side(
                d_terms, defence, mult, cp, ann, bel, value
            )
            outcome = ("capot" if capot == taker else "made") if made else "dedans"
            winner: str | None = taker if made else defence
        else:
            made_defence = table[(True, contre > 0, False, None)][1]
            line[defence], belote_line[defence], annonce_line[defence] = side(
                made_defence, defence, mult, cp, ann, bel, value
            )
            held = cp[taker] + ann[taker]
            if litige["held_belote"]:
                held += bel[taker]
            else:
                line[taker] = belote_line[taker] = bel[taker]
            outcome = "litige"
            winner = None

        scaling = scalings.get(mode)
        if scaling is not None and scaling.enabled and scaling.whole_score:
            num, den = scaling.capot_ratio if capot is not None else scaling.ratio
            line = {t: round_half(line[t] * num, den) for t in TEAMS}

        carried_to = None
        if carried:
            if winner is not None and (litige["awarded_to"] == "next_winner" or made):
                line[winner] += carried
                carried_to = winner
            else:
                held += carried

        method = "none" if exact else rounding["method"]
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
            contract_value=value,
            multiplier=mult,
            belote=belote_line,
            annonces=annonce_line,
            raw_points={"NS": int(points["NS"]), "EW": int(points["EW"])},
            exact=exact and rounding["method"] != "none",
            tricks=_team_tricks(tricks),
        )

    del deck_total
    return score_deal


@dataclass(frozen=True, slots=True)
class GameEnd:
    """The end of a game, or why it goes on."""

    winner: str | None
    """``NS``, ``EW``, or None (the game goes on, or it is drawn)."""
    reason: str
    difference: int = 0
    """NS − EW, reported by tournament variants (``game_end.result: difference``)."""
    draw: bool = False
    """The game ended without a winner (``game_end.both_over`` or ``tie``: ``draw``)."""

    @property
    def over(self) -> bool:
        """Whether the game has ended (won or drawn)."""
        return self.winner is not None or self.draw


GameEndCheck = Callable[[Mapping[str, int], DealScore, int | None], GameEnd]


def make_game_end(game_end: Mapping[str, Any]) -> GameEndCheck:
    """Compile the end-of-game rules: ``check(before, deal, target) -> GameEnd``, where
    ``before`` is the totals before the deal, ``deal`` the deal's score line and ``target``
    the target chosen for this game (None: the variant's)."""
    reach = game_end["reach"] == "reach"
    capot_rule = bool(game_end["capot_loser_cannot_win"])
    through = {
        "belote": frozenset(game_end["no_win_through"]["belote"]),
        "annonces": frozenset(game_end["no_win_through"]["annonces"]),
    }
    # « un pli supplémentaire »: where points can be kept from winning, a team that begins a
    # deal already at the target (kept from winning earlier) wins only on a deal with a trick
    until_trick = bool(through["belote"] or through["annonces"]) and (
        game_end["no_win_through"].get("until", "next_deal") == "trick"
    )
    both_over = game_end["both_over"]
    tie_rule = game_end["tie"]
    default_target = int(game_end["target"])

    def passes(points: int, goal: int) -> bool:
        return points >= goal if reach else points > goal

    def no_trick(team: str, deal: DealScore) -> bool:
        """Whether ``team`` took no trick in the deal (where the tricks are not given: the
        other team made a capot)."""
        if deal.tricks:
            return int(deal.tricks.get(team, 0)) == 0
        return deal.capot is not None and deal.capot != team

    def barred_reason(
        team: str, before: int, totals: Mapping[str, int], deal: DealScore, goal: int
    ) -> str:
        """Why ``team`` may not win on this deal although it passed the target ("" if it may)."""
        suffered = deal.capot is not None and deal.capot != team
        if capot_rule and suffered:
            return "a team put capot cannot win on that deal"
        if until_trick and passes(before, goal) and no_trick(team, deal):
            return "a team kept from winning wins only on a deal in which it takes a trick"
        fell = deal.outcome == "dedans" and deal.taker == team
        kinds = {k for k, on in (("dedans", fell), ("capot_against", suffered)) if on}
        if not kinds:
            return ""
        without = totals[team]
        for what, part in (("belote", deal.belote), ("annonces", deal.annonces)):
            if kinds & through[what]:
                without -= int(part.get(team, 0))
        if without != totals[team] and not passes(without, goal):
            return "a team cannot win on a lost deal through its belote or annonces"
        return ""

    def check(before: Mapping[str, int], deal: DealScore, target: int | None) -> GameEnd:
        goal = default_target if target is None else target
        totals = {t: int(before[t]) + deal[t] for t in TEAMS}
        diff = totals["NS"] - totals["EW"]
        over = [t for t in TEAMS if passes(totals[t], goal)]
        barred = {
            t: why for t in over if (why := barred_reason(t, int(before[t]), totals, deal, goal))
        }
        if barred:
            allowed = [t for t in over if t not in barred]
            reason = "; ".join(barred.values())
            if not allowed:
                return GameEnd(None, reason, diff)
            best = allowed[0]
            if all(totals[best] > totals[t] for t in barred):
                return GameEnd(best, f"{best} reached {goal}", diff)
            return GameEnd(None, reason, diff)
        if not over:
            return GameEnd(None, "target not reached", diff)
        if len(over) == 1:
            return GameEnd(over[0], f"{over[0]} reached {goal}", diff)
        if both_over == "draw":
            return GameEnd(
                None, "both teams passed the target on the same deal: a draw", diff, draw=True
            )
        if totals["NS"] == totals["EW"]:
            if tie_rule == "last_deal_winner":
                winner = "NS" if deal.NS > deal.EW else "EW" if deal.EW > deal.NS else None
                if winner is not None:
                    return GameEnd(winner, "an exact tie: the winners of the last deal win", 0)
            if tie_rule == "draw":
                return GameEnd(None, "an exact tie: a draw", 0, draw=True)
            return GameEnd(None, "both teams passed the target with equal scores: one more deal", 0)
        best = "NS" if totals["NS"] > totals["EW"] else "EW"
        return GameEnd(best, "both teams passed the target: the higher score wins", diff)

    return check
