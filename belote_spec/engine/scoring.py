"""Scoring a deal and ending the game, compiled from a variant's ``scoring`` and ``game_end``.

A deal's score is built from **terms**, not from a list of named formulas. For each outcome
(made, dedans, and the changes a contre, a capot or a capot or générale bid make to them) the
variant says, for each side, which terms it scores:

* ``base``: its own card points (``points``), every card point of the deal (``all_points``),
  or a fixed number (160, 162, 250…);
* ``contract``: the contract's value, or not;
* ``annonces``, ``belote`` and ``trick_bonuses``: whose (``own``, ``opponents``, ``all``,
  ``none``);
* ``multiply``: which of those terms the contre or surcontre multiplies.

:func:`scoring_params` resolves every combination once, when the variant is compiled, into a
table of terms, and writes it with the rest of the variant's scoring rules (what makes a
contract, the capot, the scalings, the litige, the rounding) as integers; the arithmetic of a
deal's score is :func:`belote_spec.engine.score_kernel.score_deal`, written once, which
:func:`make_deal_scorer` calls as Python and the batch engine compiles with numba. The end of
the game likewise: :func:`game_end_params` and
:func:`belote_spec.engine.score_kernel.game_end`, wrapped by :func:`make_game_end`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from typing import TYPE_CHECKING, Any, Final, cast

from ..i18n import _
from . import score_kernel as K
from .score_kernel import BID_CAPOT, BID_GENERALE, CAPOT, DEDANS, LITIGE, MADE, round_half
from .tables import SA, TA

if TYPE_CHECKING:
    from .bidding import Contract

__all__ = [
    "LINE_RULES",
    "DealScore",
    "GameEnd",
    "GameEndCheck",
    "LineScore",
    "Terms",
    "bid_code",
    "deals_end",
    "game_end_params",
    "instant_win",
    "line_deals_end",
    "line_params",
    "line_refusals",
    "make_contract_value",
    "make_deal_scorer",
    "make_game_end",
    "make_line_game_end",
    "make_line_scorer",
    "outcome_steps",
    "resolve_outcome",
    "round_half",
    "round_ten",
    "scoring_params",
]

TEAMS: Final = ("NS", "EW")
TERM_NAMES: Final = ("base", "contract", "annonces", "belote", "bonus", "trick_bonuses")


def round_ten(value: int, half: str) -> int:
    """Round to the nearest ten; ``half`` says where a 5 goes (``up``: 85 → 90)."""
    return K.round_ten(value, 5 if half == "up" else 4)


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
    trick_bonuses: str = "none"
    """Whose trick bonuses (``rules.trick_bonuses``): ``own``, ``opponents``, ``all`` or
    ``none``."""

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
            trick_bonuses=str(rule.get("trick_bonuses", "none")),
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
    trick_bonuses: Mapping[str, int] = field(default_factory=dict)
    """The trick bonuses inside each team's line (after any multiplier); empty where the
    variant scores none (``rules.trick_bonuses``)."""

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
            **({"trick_bonuses": dict(self.trick_bonuses)} if self.trick_bonuses else {}),
        }


ScoreDeal = Callable[..., DealScore]

_DEAL_SCORE_FIELDS: Final = (
    "NS",
    "EW",
    "outcome",
    "held",
    "taker",
    "capot",
    "card_points",
    "totals",
    "carried_to",
    "contract_value",
    "multiplier",
    "belote",
    "annonces",
    "raw_points",
    "exact",
    "tricks",
    "trick_bonuses",
)
if tuple(f.name for f in fields(DealScore)) != _DEAL_SCORE_FIELDS:  # pragma: no cover
    raise AssertionError("_DealScoreSlots fills DealScore's fields in their order")


class _DealScoreSlots:
    """The slots of a :class:`DealScore`, filled by plain assignments, the object then given
    its class (the same layout): a frozen dataclass's ``__init__`` goes through
    ``object.__setattr__`` for each of its sixteen fields, which made a third of the
    bookkeeping of a scored deal in the simulator. Only :func:`_new_deal_score` makes one."""

    __slots__ = _DEAL_SCORE_FIELDS

    def __init__(
        self,
        ns: int,
        ew: int,
        outcome: str,
        held: int,
        taker: str | None,
        capot: str | None,
        card_points: Mapping[str, int],
        totals: Mapping[str, int],
        carried_to: str | None,
        contract_value: int,
        multiplier: int,
        belote: Mapping[str, int],
        annonces: Mapping[str, int],
        raw_points: Mapping[str, int],
        exact: bool,
        tricks: Mapping[str, int],
        trick_bonuses: Mapping[str, int],
    ) -> None:
        self.NS = ns
        self.EW = ew
        self.outcome = outcome
        self.held = held
        self.taker = taker
        self.capot = capot
        self.card_points = card_points
        self.totals = totals
        self.carried_to = carried_to
        self.contract_value = contract_value
        self.multiplier = multiplier
        self.belote = belote
        self.annonces = annonces
        self.raw_points = raw_points
        self.exact = exact
        self.tricks = tricks
        self.trick_bonuses = trick_bonuses
        self.__class__ = DealScore  # type: ignore[assignment]


#: ``DealScore(...)`` with every field given in order, positionally: the same frozen object.
_new_deal_score = cast(Callable[..., DealScore], _DealScoreSlots)


#: A team's index in the kernels (0 NS, 1 EW).
TEAM_INDEX: Final[Mapping[str | None, int]] = {"NS": 0, "EW": 1}
#: The kernels' outcome codes as :attr:`DealScore.outcome`.
OUTCOME_NAMES: Final = {MADE: "made", DEDANS: "dedans", LITIGE: "litige", CAPOT: "capot"}
OUTCOME_CODES: Final[Mapping[str, int]] = {name: code for code, name in OUTCOME_NAMES.items()}


def _team_points(value: Any, per_unit: int) -> tuple[int, int]:
    """Belote given as None, a team, a list of teams, or {team: points}: (NS, EW)."""
    out = {"NS": 0, "EW": 0}
    if value is None:
        return 0, 0
    if isinstance(value, str):
        out[value] += per_unit
    elif isinstance(value, Mapping):
        for team, pts in value.items():
            out[team] += int(pts)
    else:
        for team in value:
            out[team] += per_unit
    return out["NS"], out["EW"]


def _team_tricks(tricks: Mapping[str, int] | None) -> dict[str, int]:
    """Each team's tricks from each seat's, or nothing unless all eight are given."""
    if not tricks:
        return {}
    ns = ew = 0
    for seat, n in tricks.items():
        if seat == "N" or seat == "S":
            ns += int(n)
        else:
            ew += int(n)
    return {"NS": ns, "EW": ew} if ns + ew == 8 else {}


def bid_code(bid: Any) -> int:
    """The kernels' code of a contract's bid: its points, :data:`BID_CAPOT`,
    :data:`BID_GENERALE`, or 0 (a prise)."""
    if bid == "capot":
        return BID_CAPOT
    if bid == "generale":
        return BID_GENERALE
    if isinstance(bid, int) and not isinstance(bid, bool):
        return bid
    return 0


def _contract_value_params(out: list[int], scoring: Mapping[str, Any], floor: int | None) -> None:
    """Write the rules of a contract's value into the scoring parameters ``out``."""
    rule = scoring["contract_value"]
    floor_as = rule["floor_counts_as"]
    counted = floor_as is not None and floor is not None
    out[K.P_ANNOUNCED] = int(scoring["capot"]["announced"]["contract"])
    out[K.P_GENERALE] = int(scoring["capot"]["generale"])
    out[K.P_FLOOR] = int(floor) if counted and floor is not None else -1
    out[K.P_FLOOR_AS] = int(floor_as) if counted else 0
    factors = [1, 1, 1, 1, int(rule["sans_atout"]), int(rule["tout_atout"])]
    out[K.P_FACTOR : K.P_FACTOR + 6] = factors


def _terms_params(terms: Terms) -> list[int]:
    """One side's terms as the kernel reads them."""
    base = terms.base
    multiply = 0
    for bit, name in enumerate(TERM_NAMES):
        if name in terms.multiply:
            multiply |= 1 << bit
    fixed = base not in ("points", "all_points")
    return [
        0 if base == "points" else 1 if base == "all_points" else 2,
        int(base) if fixed else 0,
        int(bool(terms.contract)),
        _WHOSE[terms.annonces],
        _WHOSE[terms.belote],
        int(terms.bonus),
        multiply,
        _WHOSE[terms.trick_bonuses],
    ]


_WHOSE: Final = {"none": 0, "own": 1, "opponents": 2, "all": 3}


def scoring_params(
    scoring: Mapping[str, Any],
    belote: Mapping[str, Any] | None,
    dix_de_der: int,
    floor: int | None = None,
) -> tuple[int, ...]:
    """A variant's ``scoring`` and ``belote`` rules as the integers
    :func:`~belote_spec.engine.score_kernel.score_deal` reads (``belote`` None: no belote;
    ``floor``: the auction's lowest bid, for ``scoring.contract_value.floor_counts_as``).
    Every combination of outcome, contre, capot and bid is resolved here, once
    (:func:`resolve_outcome`)."""
    contract = scoring["contract"]
    counts = contract["counts"]
    litige = scoring["litige"]
    capot = scoring["capot"]
    contre = scoring["contre"]
    rounding = scoring["rounding"]
    out = [0] * K.PARAMS
    out[K.P_REACH_BID] = int(bool(contract["reach_bid"]))
    out[K.P_MARGIN] = int(contract["margin"])
    out[K.P_MINIMUM] = int(contract["minimum"])
    out[K.P_BEAT_DEFENCE] = int(bool(contract["beat_defence"]))
    for k, side in enumerate(("taker", "defence")):
        out[K.P_COUNT_ANNONCES + k] = int(bool(counts[side]["annonces"]))
        out[K.P_COUNT_BELOTE + k] = int(bool(counts[side]["belote"]))
        out[K.P_COUNT_BONUSES + k] = int(bool(counts[side].get("trick_bonuses", False)))
    out[K.P_LITIGE] = int(bool(litige["enabled"]))
    out[K.P_HELD_BELOTE] = int(bool(litige["held_belote"]))
    out[K.P_AS_MADE] = int(litige["taker_points"] == "as_made")
    out[K.P_NEXT_WINNER] = int(litige["awarded_to"] == "next_winner")
    out[K.P_CAPOT_FLAT] = int(capot["kind"] == "flat")
    out[K.P_CAPOT_POINTS] = int(capot["points"])
    out[K.P_CAPOT_DER] = int(capot["dix_de_der"])
    out[K.P_DIX_DE_DER] = int(dix_de_der)
    multipliers = [1, int(contre["contre"]), int(contre["surcontre"])]
    out[K.P_MULTIPLIERS : K.P_MULTIPLIERS + 3] = multipliers
    out[K.P_ROUNDING] = ("none", "each_team", "complement", "split").index(rounding["method"])
    out[K.P_HALF] = 5 if rounding["half"] == "up" else 4
    out[K.P_UNIT] = int(scoring["unit"])
    out[K.P_ROUND_BEFORE] = int(rounding["multiplier"] == "before")
    digits = rounding["split_digit"]
    for mode in range(6):
        key = "sans_atout" if mode == SA else "tout_atout" if mode == TA else "suit"
        out[K.P_SPLIT + mode] = int(digits[key])
    _contract_value_params(out, scoring, floor)
    if belote is not None:
        out[K.P_BELOTE_ON] = int(bool(belote["enabled"]))
        out[K.P_BELOTE_POINTS] = int(belote["points"]) if belote["enabled"] else 0
    for mode, key in ((SA, "sans_atout_scaling"), (TA, "tout_atout_scaling")):
        rule = scoring[key]
        at = K.P_SCALING + mode * K.SCALING_FIELDS
        enabled = bool(rule["enabled"])
        scaled = enabled and rule["scales"] != "score"
        out[at + K.S_ON] = int(scaled)
        out[at + K.S_WHOLE] = int(enabled and rule["scales"] == "score")
        out[at + K.S_DER_ADDED] = int(rule["dix_de_der"] == "added")
        out[at + K.S_NUM] = int(rule["ratio"][0])
        out[at + K.S_DEN] = int(rule["ratio"][1])
        out[at + K.S_CAPOT_NUM] = int(rule["capot_ratio"][0])
        out[at + K.S_CAPOT_DEN] = int(rule["capot_ratio"][1])
        out[at + K.S_EXACT_TEST] = int(scaled and rule["contract_test"] == "exact")
        out[at + K.S_CAPOT_BONUS] = int(enabled and rule.get("capot") == "der_bonus")
    outcomes = scoring["outcomes"]
    for made in (True, False):
        for contred in (False, True):
            for took_all in (False, True):
                for kind, bid_kind in enumerate((None, "capot", "generale")):
                    taker, defence = resolve_outcome(
                        outcomes, made=made, contred=contred, capot=took_all, bid=bid_kind
                    )
                    combo = K.combination(int(made), int(contred), int(took_all), kind)
                    at = K.P_TERMS + combo * 2 * K.TERM_FIELDS
                    out[at : at + 2 * K.TERM_FIELDS] = _terms_params(taker) + _terms_params(defence)
    return tuple(out)


ContractValue = Callable[[Any, int], int]


def make_contract_value(scoring: Mapping[str, Any], floor: int | None) -> ContractValue:
    """``value(bid, mode)``: what a contract is worth in the score: the bid (the auction's
    lowest bid counted as ``scoring.contract_value.floor_counts_as`` where set), an announced
    capot's or a générale's value, 0 for a prise; times the mode's factor
    (:func:`~belote_spec.engine.score_kernel.contract_value`)."""
    out = [0] * K.PARAMS
    _contract_value_params(out, scoring, floor)
    params = tuple(out)

    def value(bid: Any, mode: int) -> int:
        return K.contract_value(params, bid_code(bid), mode)

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
    lowest bid of the auction (for ``scoring.contract_value.floor_counts_as``). The score is
    :func:`~belote_spec.engine.score_kernel.score_deal`'s, on :func:`scoring_params`."""
    params = scoring_params(scoring, belote, dix_de_der, floor)
    belote_points = int(belote["points"])
    # a deal counted exactly: where the variant rounds, and in points (tens are never exact)
    rounds = scoring["rounding"]["method"] != "none" and int(scoring["unit"]) == 1
    kernel = K.score_deal
    team_index = TEAM_INDEX
    outcome_names = OUTCOME_NAMES

    def line(
        taker: str,
        mode: int,
        code: int,
        contre: int,
        raw_ns: int,
        raw_ew: int,
        bel_ns: int,
        bel_ew: int,
        ann_ns: int,
        ann_ew: int,
        capot: str | None,
        last: int,
        bidder_all: int,
        carried: int,
        exact: bool,
        team_tricks: dict[str, int],
        bonuses: Sequence[int] | None = None,
    ) -> DealScore:
        """The kernel's score of a deal given as integers, as a :class:`DealScore`."""
        capot_team = team_index.get(capot, -1)
        result = kernel(
            params,
            team_index[taker],
            mode,
            code,
            contre,
            raw_ns,
            raw_ew,
            bel_ns,
            bel_ew,
            ann_ns,
            ann_ew,
            0 if bonuses is None else bonuses[0],
            0 if bonuses is None else bonuses[1],
            capot_team,
            last,
            bidder_all,
            carried,
            1 if exact else 0,
        )
        (ns, ew, outcome, held, cp_ns, cp_ew, tot_ns, tot_ew, carried_to) = result[:9]
        if outcome == K.NEEDS_LAST_TRICK:
            raise ValueError(
                _(
                    "this variant adds the dix de der after scaling: say which team "
                    "won the last trick (last_trick)"
                )
            )
        if capot_team == 0:
            card_points = {"NS": cp_ns, "EW": cp_ew}
        elif capot_team == 1:
            card_points = {"EW": cp_ew, "NS": cp_ns}
        else:
            card_points = {"NS": cp_ns, "EW": cp_ew}
        # in the order the taker, the defence
        totals = {"NS": tot_ns, "EW": tot_ew} if taker == "NS" else {"EW": tot_ew, "NS": tot_ns}
        return _new_deal_score(
            ns,
            ew,
            outcome_names[outcome],
            held,
            taker,
            capot,
            card_points,
            totals,
            None if carried_to < 0 else TEAMS[carried_to],
            result[9],
            result[10],
            {"NS": result[11], "EW": result[12]},
            {"NS": result[13], "EW": result[14]},
            {"NS": raw_ns, "EW": raw_ew},
            exact and rounds,
            team_tricks,
            {} if bonuses is None else {"NS": result[15], "EW": result[16]},
        )

    def belote_teams(belote: list[str]) -> tuple[int, int]:
        """(NS, EW) belote points of a list of teams, one per belote."""
        bel_ns = bel_ew = 0
        for team in belote:
            if team == "NS":
                bel_ns += belote_points
            elif team == "EW":
                bel_ew += belote_points
            else:
                raise KeyError(team)
        return bel_ns, bel_ew

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
        trick_bonuses: Mapping[str, int] | None = None,
    ) -> DealScore:
        taker: str = contract["taker"]
        bid = contract.get("bid")
        code = bid_code(bid)
        contre = int(contract.get("contre", 0) or 0)
        raw_ns = int(points["NS"])
        raw_ew = int(points["EW"])
        if declarations:
            ann_ns = int(declarations.get("NS", 0))
            ann_ew = int(declarations.get("EW", 0))
        else:
            ann_ns = ann_ew = 0
        if type(belote) is list:  # the teams, one per belote (as the game and simulator say)
            bel_ns, bel_ew = belote_teams(belote)
        else:
            bel_ns, bel_ew = _team_points(belote, belote_points)
        bidder_all = 0
        if bid == "generale" and tricks:
            seat = contract.get("seat")
            bidder_all = int(seat is not None and int(tricks.get(seat, 0)) == 8)
        return line(
            taker,
            mode,
            code,
            contre,
            raw_ns,
            raw_ew,
            bel_ns,
            bel_ew,
            ann_ns,
            ann_ew,
            capot,
            team_index.get(last_trick, -1),
            bidder_all,
            int(carried),
            exact,
            _team_tricks(tricks),
            None
            if trick_bonuses is None
            else (int(trick_bonuses.get("NS", 0)), int(trick_bonuses.get("EW", 0))),
        )

    def score_played(
        contract: Contract,
        raw_ns: int,
        raw_ew: int,
        belote: list[str],
        declarations: Mapping[str, int],
        capot: str | None,
        carried: int,
        by_seat: Sequence[int],
        last: int,
        trick_bonuses: Sequence[int] | None = None,
    ) -> DealScore:
        """``score_deal`` of a deal played out (the simulator's): the ``contract`` as the
        bidding made it, the card points and the belote, annonces, capot and carried points
        as ``score_deal`` takes them, the tricks of each seat (N W S E) and the team of the
        last trick (0 NS, 1 EW), and where the variant scores them, each team's trick bonuses
        (NS, EW). The same score, without the mappings to read."""
        bid = contract.bid
        bel_ns, bel_ew = belote_teams(belote) if belote else (0, 0)
        won = by_seat[contract.taker]
        return line(
            TEAMS[contract.taker & 1],
            contract.mode,
            bid_code(bid),
            contract.contre,
            raw_ns,
            raw_ew,
            bel_ns,
            bel_ew,
            declarations.get("NS", 0) if declarations else 0,
            declarations.get("EW", 0) if declarations else 0,
            capot,
            last,
            1 if bid == "generale" and won == 8 else 0,
            carried,
            False,
            {"NS": by_seat[0] + by_seat[2], "EW": by_seat[1] + by_seat[3]},
            trick_bonuses,
        )

    score_deal.played = score_played  # type: ignore[attr-defined]

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


def game_end_params(game_end: Mapping[str, Any]) -> tuple[int, ...]:
    """A variant's ``game_end`` rules as the integers
    :func:`~belote_spec.engine.score_kernel.game_end` reads."""
    through = game_end["no_win_through"]
    kinds = {"dedans": 1, "capot_against": 2}
    out = [0] * K.GAME_END_PARAMS
    out[K.G_REACH] = int(game_end["reach"] == "reach")
    out[K.G_CAPOT_LOSER] = int(bool(game_end["capot_loser_cannot_win"]))
    # « un pli supplémentaire »: where points can be kept from winning, a team that begins a
    # deal already at the target (kept from winning earlier) wins only on a deal with a trick
    out[K.G_UNTIL_TRICK] = int(
        bool(through["belote"] or through["annonces"])
        and through.get("until", "next_deal") == "trick"
    )
    out[K.G_THROUGH_BELOTE] = sum(kinds[k] for k in set(through["belote"]))
    out[K.G_THROUGH_ANNONCES] = sum(kinds[k] for k in set(through["annonces"]))
    out[K.G_BOTH_DRAW] = int(game_end["both_over"] == "draw")
    out[K.G_TIE] = ("extra_deal", "last_deal_winner", "draw").index(game_end["tie"])
    out[K.G_TARGET] = int(game_end["target"])
    deals = game_end.get("deals")
    out[K.G_DEALS] = 0 if deals is None else int(deals)
    out[K.G_THROUGH_LINE] = 4 if "capot_for" in through.get("line", ()) else 0
    out[K.G_INSTANT] = 1 if "eight_card_suit" in game_end.get("instant_win", ()) else 0
    return tuple(out)


#: The seats and suits as the reasons of :func:`instant_win` name them.
_SEATS: Final = ("N", "W", "S", "E")
_SUITS: Final = ("spades", "hearts", "diamonds", "clubs")


def instant_win(
    params: Sequence[int],
    hands: Sequence[int],
    dealer: int,
    totals: Mapping[str, int],
    seats: Sequence[str] = _SEATS,
) -> GameEnd | None:
    """The end of the game by a hand that wins it at once (``game_end.instant_win``), as soon
    as every hand (``hands``: bitsets by seat in playing order, named by ``seats``: N, W, S, E
    counter-clockwise) holds its eight cards, or None; ``params`` are
    :func:`game_end_params`, ``totals`` the score before the deal (the difference reported).
    The decision is
    :func:`~belote_spec.engine.score_kernel.instant_win`'s."""
    if not params[K.G_INSTANT]:
        return None
    seat = K.instant_win(params, hands[0], hands[1], hands[2], hands[3], (dealer + 1) & 3)
    if seat < 0:
        return None
    held = hands[seat]
    suit = next(s for s in range(4) if (held >> (8 * s)) & 0xFF == 0xFF)
    return GameEnd(
        TEAMS[seat & 1],
        f"{seats[seat]} holds all eight {_SUITS[suit]}: the game is won at once",
        int(totals["NS"]) - int(totals["EW"]),
    )


def deals_end(
    params: Sequence[int], before: Mapping[str, int], deal: DealScore, deals: int
) -> GameEnd | None:
    """The end of a game of a fixed number of deals (``game_end.deals``) after ``deal``, the
    ``deals``-th scored, where the end-of-game check let the game go on (None: it goes on
    still); ``params`` are :func:`game_end_params`. The decision is
    :func:`~belote_spec.engine.score_kernel.deals_end`'s."""
    if params[K.G_DEALS] <= 0 or deals < params[K.G_DEALS]:
        return None
    total_ns = int(before["NS"]) + deal.NS
    total_ew = int(before["EW"]) + deal.EW
    winner, draw, kind = K.deals_end(params, deals, total_ns, total_ew, deal.NS, deal.EW)
    diff = total_ns - total_ew
    last = params[K.G_DEALS]
    if kind == K.END_DEALS:
        return GameEnd(TEAMS[winner], f"the {last} deals are played: the higher total wins", diff)
    if kind == K.END_TIE_LAST_DEAL:
        return GameEnd(
            TEAMS[winner],
            f"the {last} deals are played with equal totals: the winners of the last deal win",
            0,
        )
    if kind == K.END_TIE_DRAW:
        return GameEnd(
            None, f"the {last} deals are played with equal totals: a draw", 0, draw=bool(draw)
        )
    return None  # equal totals: one more deal


#: Why a team over the target may not win on a deal, by ``BARRED_*`` code.
BARRED_REASONS: Final = {
    K.BARRED_CAPOT: "a team put capot cannot win on that deal",
    K.BARRED_NO_TRICK: "a team kept from winning wins only on a deal in which it takes a trick",
    K.BARRED_THROUGH: "a team cannot win on a lost deal through its belote or annonces",
    K.BARRED_LINE: "a team cannot win the game on a deal in which it took every trick",
}


def make_game_end(game_end: Mapping[str, Any]) -> GameEndCheck:
    """Compile the end-of-game rules: ``check(before, deal, target) -> GameEnd``, where
    ``before`` is the totals before the deal, ``deal`` the deal's score line and ``target``
    the target chosen for this game (None: the variant's). The decision is
    :func:`~belote_spec.engine.score_kernel.game_end`'s, on :func:`game_end_params`."""
    params = game_end_params(game_end)
    default_target = params[K.G_TARGET]
    kernel = K.game_end
    team_index = TEAM_INDEX
    outcome_codes = OUTCOME_CODES

    def check(before: Mapping[str, int], deal: DealScore, target: int | None) -> GameEnd:
        goal = default_target if target is None else target
        before_ns = int(before["NS"])
        before_ew = int(before["EW"])
        tricks = deal.tricks
        if tricks:
            tricks_ns = int(tricks.get("NS", 0))
            tricks_ew = int(tricks.get("EW", 0))
        else:
            tricks_ns = tricks_ew = -1
        belote = deal.belote
        annonces = deal.annonces
        winner, _draw, kind, barred_ns, barred_ew = kernel(
            params,
            before_ns,
            before_ew,
            deal.NS,
            deal.EW,
            team_index.get(deal.taker, -1),
            outcome_codes.get(deal.outcome, 0),
            team_index.get(deal.capot, -1),
            int(belote.get("NS", 0)) if belote else 0,
            int(belote.get("EW", 0)) if belote else 0,
            int(annonces.get("NS", 0)) if annonces else 0,
            int(annonces.get("EW", 0)) if annonces else 0,
            tricks_ns,
            tricks_ew,
            goal,
        )
        diff = before_ns + deal.NS - before_ew - deal.EW
        team = None if winner < 0 else TEAMS[winner]
        if kind == K.END_NOT_REACHED:
            return GameEnd(None, "target not reached", diff)
        if kind == K.END_REACHED:
            return GameEnd(team, f"{team} reached {goal}", diff)
        if kind == K.END_BARRED:
            reason = "; ".join(BARRED_REASONS[b] for b in (barred_ns, barred_ew) if b)
            return GameEnd(None, reason, diff)
        if kind == K.END_BOTH_DRAW:
            return GameEnd(
                None, "both teams passed the target on the same deal: a draw", diff, draw=True
            )
        if kind == K.END_TIE_LAST_DEAL:
            return GameEnd(team, "an exact tie: the winners of the last deal win", 0)
        if kind == K.END_TIE_DRAW:
            return GameEnd(None, "an exact tie: a draw", 0, draw=True)
        if kind == K.END_TIE_MORE:
            return GameEnd(None, "both teams passed the target with equal scores: one more deal", 0)
        return GameEnd(team, "both teams passed the target: the higher score wins", diff)

    return check


# --------------------------------------------------------------------- each for himself
#: The rules of scoring on one line per player and their values, in the order of the line
#: parameters (:data:`~belote_spec.engine.score_kernel.Q_DEFENCE`...): the path under
#: ``scoring``, then its values (the first is the default, the four-player reading).
LINE_RULES: Final[tuple[tuple[str, tuple[str, ...]], ...]] = (
    ("contract.defence", ("together", "each")),
    ("capot.players", ("side", "each")),
    ("capot.share", ("whole", "split")),
    ("defence_lines", ("each", "split")),
    ("capot.dix_de_der_kept", ("never", "one_capot")),
)


def line_params(scoring: Mapping[str, Any]) -> tuple[int, ...]:
    """The rules of a deal scored on one line per player, as the integers
    :func:`~belote_spec.engine.score_kernel.score_lines` reads (``q``), from a plain
    mapping shaped as the variant's ``scoring`` (a missing key keeps its default):

    * ``contract.defence``: ``together``, the taker must make more than the defenders'
      totals added (the defence as one side, as at four); ``each``, more than each defender;
    * ``capot.players``: ``side``, a capot is one side taking every trick (the taker alone,
      or the defence); ``each``, every player who takes no trick is capot;
    * ``capot.share``: the capot's points (``scoring.capot.dix_de_der``, in place of the dix
      de der) to each player who took a trick: ``whole``, each the whole; ``split``, shared
      equally by them;
    * ``defence_lines``: how the defence's terms (``scoring.outcomes.*.defence``) are paid to
      two defenders or more: ``each``, each defender scores them in full, his own points,
      annonces and belote against the taker's; ``split``, the defence scores them as one
      side, and each defender keeps his own points, annonces and belote and gets an equal
      share of the rest (a fixed base, the taker's points or annonces, the contract);
    * ``capot.dix_de_der_kept``: ``never``, no dix de der in a deal with a capot; ``one_capot``,
      the last trick's dix de der is kept when only one player is capot."""
    out = [0] * K.LINE_PARAMS
    for k, (path, values) in enumerate(LINE_RULES):
        value: Any = scoring
        for key in path.split("."):
            value = value.get(key) if isinstance(value, Mapping) else None
        if value is None:
            value = values[0]
        if value not in values:
            raise ValueError(f"scoring.{path}: {value!r} is not one of {', '.join(values)}")
        out[k] = values.index(value)
    return tuple(out)


def line_refusals(p: Sequence[int] | None, g: Sequence[int] | None = None) -> list[str]:
    """Why the line kernels cannot count a variant whose scoring parameters are ``p``
    (:func:`scoring_params`) and game-end parameters ``g`` (:func:`game_end_params`), either
    None if not asked: the rules they read only for two teams (empty: they count it)."""
    reasons = []
    if p is not None:
        if p[K.P_LITIGE]:
            reasons.append(
                "scoring.litige: on one line per player a taker who only equals a defender has"
                " not made more than him, a failed contract (set scoring.litige.enabled: false)"
            )
        if p[K.P_ROUNDING] in (2, 3):
            reasons.append(
                "scoring.rounding.method: complement and split round two teams' lines against"
                " each other; one line per player rounds each line (each_team) or none"
            )
        if p[K.P_CAPOT_FLAT]:
            reasons.append(
                "scoring.capot.kind: on one line per player the capot is counted as points"
                " that replace the dix de der (der_bonus, with scoring.capot.dix_de_der),"
                " not flat"
            )
    if g is not None:
        if g[K.G_UNTIL_TRICK] or g[K.G_THROUGH_BELOTE] or g[K.G_THROUGH_ANNONCES]:
            reasons.append(
                "game_end.no_win_through: kept for two teams; not counted on one line per player"
            )
        if g[K.G_THROUGH_LINE]:
            reasons.append("game_end.no_win_through.line: not counted on one line per player")
        if g[K.G_INSTANT]:
            reasons.append("game_end.instant_win: four hands of eight cards only")
    return reasons


@dataclass(frozen=True, slots=True)
class LineScore:
    """A deal's score where each player scores for himself (one line per player): the
    sibling of :class:`DealScore`, keyed by line names (the players' seats) instead of
    ``NS``/``EW``."""

    lines: Mapping[str, int]
    """Each line's score for the deal, in the order of the lines."""
    outcome: str
    """``made``, ``dedans`` or ``capot`` (the taker took every trick)."""
    taker: str
    capot: str | None = None
    """The line that took every trick, if one did."""
    capots: tuple[str, ...] = ()
    """The lines put capot, as the variant counts a capot (``scoring.capot.players``)."""
    card_points: Mapping[str, int] = field(default_factory=dict)
    """Card points as scored: without the dix de der, and with the capot's points, in a deal
    with a capot."""
    totals: Mapping[str, int] = field(default_factory=dict)
    """The points that decided the contract (card points, plus annonces and belote as
    counted), the taker's first."""
    contract_value: int = 0
    belote: Mapping[str, int] = field(default_factory=dict)
    """The belote points inside each line."""
    annonces: Mapping[str, int] = field(default_factory=dict)
    """The annonce points inside each line."""
    capot_points: Mapping[str, int] = field(default_factory=dict)
    """The capot's points inside each line's card points (empty without a capot)."""
    raw_points: Mapping[str, int] = field(default_factory=dict)
    """Each line's card points as counted at the table."""
    exact: bool = False
    tricks: Mapping[str, int] = field(default_factory=dict)

    def __getitem__(self, line: str) -> int:
        return self.lines[line]

    def as_dict(self) -> dict[str, Any]:
        """Plain data for JSON: each line's score by its name, then how it was reached."""
        return {
            **self.lines,
            "outcome": self.outcome,
            "taker": self.taker,
            "capot": self.capot,
            "capots": list(self.capots),
            "card_points": dict(self.card_points),
            "totals": dict(self.totals),
            "contract_value": self.contract_value,
            "belote": dict(self.belote),
            "annonces": dict(self.annonces),
            **({"capot_points": dict(self.capot_points)} if self.capot_points else {}),
            "raw_points": dict(self.raw_points),
            "exact": self.exact,
            "tricks": dict(self.tricks),
        }


ScoreLines = Callable[..., LineScore]


def make_line_scorer(
    scoring: Mapping[str, Any],
    belote: Mapping[str, Any],
    dix_de_der: int,
    lines: Sequence[str],
    *,
    floor: int | None = None,
) -> ScoreLines:
    """Compile the scoring of a deal on one line per player (``lines``, the players in
    playing order): ``score(taker, points, tricks=..., mode=..., ...) -> LineScore``. The
    score is :func:`~belote_spec.engine.score_kernel.score_lines`'s, on
    :func:`scoring_params` and :func:`line_params` (both read from ``scoring``). Raises
    ValueError where the kernel does not count the variant (:func:`line_refusals`)."""
    params = scoring_params(scoring, belote, dix_de_der, floor)
    reasons = line_refusals(params)
    if reasons:
        raise ValueError("; ".join(reasons))
    q = line_params(scoring)
    names = tuple(lines)
    n = len(names)
    index = {name: i for i, name in enumerate(names)}
    per_belote = int(belote["points"])
    rounds = scoring["rounding"]["method"] != "none" and int(scoring["unit"]) == 1
    per_player = q[K.Q_CAPOT_PLAYERS] == 1

    def each(values: Mapping[str, int] | None) -> list[int]:
        return [int(values.get(name, 0)) if values else 0 for name in names]

    def score(
        taker: str,
        points: Mapping[str, int],
        *,
        tricks: Mapping[str, int],
        mode: int,
        bid: Any = None,
        belote: Mapping[str, int] | Sequence[str] | None = None,
        declarations: Mapping[str, int] | None = None,
        last_trick: str | None = None,
        exact: bool = False,
    ) -> LineScore:
        """``points``, ``tricks``: each line's card points (dix de der included) and
        tricks; ``belote``: the lines holding it (one name per belote) or each line's
        points; ``declarations``: each line's annonce points awarded."""
        if isinstance(belote, Mapping):
            bel = each(belote)
        else:
            bel = [0] * n
            for name in belote or ():
                bel[index[name]] += per_belote
        won = each(tricks)
        out = [0] * (n * K.LINE_FIELDS)
        outcome, value, _total, _judged, all_tricks = K.score_lines(
            params,
            q,
            n,
            index[taker],
            mode,
            bid_code(bid),
            each(points),
            bel,
            each(declarations),
            won,
            index.get(last_trick, -1) if last_trick else -1,
            1 if exact else 0,
            out,
        )
        if outcome == K.NEEDS_LAST_TRICK:
            raise ValueError(_("a capot takes the dix de der away: say who won the last trick"))
        if outcome == K.NOT_AT_LINES:
            raise ValueError("the line kernel does not count a scaled mode (sans/tout atout)")

        def field_of(k: int) -> dict[str, int]:
            return {name: out[i * K.LINE_FIELDS + k] for i, name in enumerate(names)}

        premiums = field_of(5)
        t = index[taker]
        if per_player:
            capots = tuple(name for i, name in enumerate(names) if won[i] == 0)
        elif all_tricks == t:
            capots = tuple(name for i, name in enumerate(names) if i != t)
        elif won[t] == 0:
            capots = (taker,)
        else:
            capots = ()
        totals = field_of(2)
        return LineScore(
            field_of(0),
            OUTCOME_NAMES[outcome],
            taker,
            None if all_tricks < 0 else names[all_tricks],
            capots,
            field_of(1),
            {taker: totals[taker]} | {name: totals[name] for name in names if name != taker},
            value,
            field_of(3),
            field_of(4),
            premiums if any(premiums.values()) else {},
            dict(zip(names, each(points), strict=True)),
            exact and rounds,
            dict(zip(names, won, strict=True)),
        )

    return score


LineGameEndCheck = Callable[[Mapping[str, int], LineScore, int | None], GameEnd]


def make_line_game_end(game_end: Mapping[str, Any], lines: Sequence[str]) -> LineGameEndCheck:
    """Compile the end-of-game rules on one line per player (``lines``): ``check(before,
    deal, target) -> GameEnd``, ``before`` each line's total before the deal. The decision
    is :func:`~belote_spec.engine.score_kernel.game_end_lines`'s, on
    :func:`game_end_params`; ``GameEnd.winner`` is a line's name and ``difference`` is 0.
    Raises ValueError where the kernel does not decide the variant's end
    (:func:`line_refusals`)."""
    params = game_end_params(game_end)
    reasons = line_refusals(None, params)
    if reasons:
        raise ValueError("; ".join(reasons))
    default_target = params[K.G_TARGET]
    names = tuple(lines)
    n = len(names)
    kernel = K.game_end_lines

    def check(before: Mapping[str, int], deal: LineScore, target: int | None) -> GameEnd:
        goal = default_target if target is None else target
        totals = [0] * n
        winner, _draw, kind = kernel(
            params,
            n,
            [int(before[name]) for name in names],
            [deal.lines[name] for name in names],
            [int(deal.tricks.get(name, -1)) for name in names],
            goal,
            totals,
        )
        line = None if winner < 0 else names[winner]
        if kind == K.END_NOT_REACHED:
            return GameEnd(None, "target not reached")
        if kind == K.END_REACHED:
            return GameEnd(line, f"{line} reached {goal}")
        if kind == K.END_BARRED:
            return GameEnd(None, "a player put capot cannot win on that deal")
        if kind == K.END_BOTH_DRAW:
            return GameEnd(
                None, "several players passed the target on the same deal: a draw", draw=True
            )
        if kind == K.END_TIE_LAST_DEAL:
            return GameEnd(line, "an exact tie: the one who scored more on the last deal wins")
        if kind == K.END_TIE_DRAW:
            return GameEnd(None, "an exact tie: a draw", draw=True)
        if kind == K.END_TIE_MORE:
            return GameEnd(
                None, "several players passed the target with equal scores: one more deal"
            )
        return GameEnd(line, "several players passed the target: the higher score wins")

    return check


def line_deals_end(
    params: Sequence[int], before: Mapping[str, int], deal: LineScore, deals: int
) -> GameEnd | None:
    """:func:`deals_end` on one line per player: the end of a game of a fixed number of deals
    after ``deal``, the ``deals``-th scored (None: it goes on). The decision is
    :func:`~belote_spec.engine.score_kernel.deals_end_lines`'s."""
    if params[K.G_DEALS] <= 0 or deals < params[K.G_DEALS]:
        return None
    names = tuple(deal.lines)
    totals = [int(before[name]) + deal.lines[name] for name in names]
    winner, draw, kind = K.deals_end_lines(
        params, len(names), deals, totals, [deal.lines[name] for name in names]
    )
    last = params[K.G_DEALS]
    if kind == K.END_DEALS:
        return GameEnd(names[winner], f"the {last} deals are played: the higher total wins")
    if kind == K.END_TIE_LAST_DEAL:
        return GameEnd(
            names[winner],
            f"the {last} deals are played with equal totals: the one who scored more on the"
            " last deal wins",
        )
    if kind == K.END_TIE_DRAW:
        return GameEnd(
            None, f"the {last} deals are played with equal totals: a draw", draw=bool(draw)
        )
    return None  # equal totals: one more deal
