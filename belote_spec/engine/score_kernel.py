"""The arithmetic of a deal's score and of the end of a game, written once.

Plain functions over integers, in the subset of Python that numba compiles (ints, tuples,
indexing; no dict, string, closure or object): :mod:`belote_spec.engine.scoring` calls them
as Python and wraps the result into its :class:`~belote_spec.engine.scoring.DealScore` and
:class:`~belote_spec.engine.scoring.GameEnd`; the batch engine compiles the very same source
with numba (:mod:`belote_spec.simulation.batch.score_jit`), or, without numba, runs it as Python. A
variant's rules reach the kernels as integer parameters, built once per variant
(:func:`~belote_spec.engine.scoring.scoring_params`,
:func:`~belote_spec.engine.scoring.game_end_params`): a tuple for Python, the same numbers as an
``int64`` array for numba.

Teams are 0 (NS) and 1 (EW); "none" is -1. A bid is a code: 0 for a prise, the points of a
bid, :data:`BID_CAPOT` or :data:`BID_GENERALE`.

``score_deal(p, taker, mode, bid, contre, points_ns, points_ew, belote_ns, belote_ew,
annonces_ns, annonces_ew, bonuses_ns, bonuses_ew, capot, last, bidder_all, carried, exact)``
scores one deal:

* ``p``: the variant's scoring parameters (tuple or int64 array);
* ``taker``: the taker's team (0, 1); ``mode``: 0-3 a suit, 4 sans atout, 5 tout atout;
  ``bid``: the bid code; ``contre``: 0, 1 contré, 2 surcontré;
* ``points_ns``, ``points_ew``: each team's card points from its tricks, dix de der included;
* ``belote_ns``, ``belote_ew``: each team's belote points (a count times
  ``p[P_BELOTE_POINTS]``; ignored where the variant has no belote);
  ``annonces_ns``, ``annonces_ew``: the annonce points awarded to each team;
  ``bonuses_ns``, ``bonuses_ew``: each team's trick bonuses (``rules.trick_bonuses``, 0
  where the variant has none), counted and scored as the annonces are, by their own terms;
* ``capot``: the team that took every trick (or every card point where a capot is counted on
  points), or -1; ``last``: the team that took the last trick, or -1 (needed only where the
  dix de der is added after scaling); ``bidder_all``: 1 if the bidder alone took all eight
  tricks (a générale), else 0;
* ``carried``: points held from an earlier litige, in the score sheet's unit; ``exact``: 1 to
  leave the line unrounded (the last deal where the variant counts it exactly; never where
  the score sheet is in tens).

It returns a tuple of :data:`SCORE_FIELDS` integers: the two teams' lines (in the score
sheet's unit, ``scoring.unit``: rounded, then divided by it), the outcome code
(:data:`MADE`, :data:`DEDANS`, :data:`LITIGE`, :data:`CAPOT`, or :data:`NEEDS_LAST_TRICK`
when ``last`` was needed and not given), the points held, and how the lines were reached
(card points as scored, the totals that decided the contract, who got the carried points,
the contract's value, the multiplier, the belote, annonce and trick-bonus parts of each line).

``game_end(g, before_ns, before_ew, line_ns, line_ew, taker, outcome, capot, belote_ns,
belote_ew, annonces_ns, annonces_ew, tricks_ns, tricks_ew, goal)`` says whether the game ends
on a deal: ``g`` the variant's game-end parameters; ``before_*`` the totals before the deal,
``line_*`` its lines; ``taker``, ``outcome`` and ``capot`` as above; ``belote_*``,
``annonces_*`` the belote and annonce parts of the lines; ``tricks_*`` each team's tricks, -1
if not known; ``goal`` the target. It returns (the winner or -1, 1 if the game is drawn, the
kind of ending ``END_*`` that the reason's words follow, and for each team why it may not win
on that deal, ``BARRED_*``).

``deals_end(g, deals, total_ns, total_ew, line_ns, line_ew)`` ends a game of a fixed number
of deals after its last one (``deals`` scored), where :func:`game_end` let it go on.

``instant_win(g, h0, h1, h2, h3, first)`` says which player's hand wins the whole game at
once as soon as every hand holds its eight cards (``game_end.instant_win``), or -1.

``settle(p, g, last_exact, goal, before_ns, before_ew, tricks_ns, tricks_ew, taker, ...,
carried)`` does both for one deal of a game, as ``Rules.settle_deal``; ``score_rows`` and
``settle_rows`` loop over a batch's rows.

Where each player scores for himself (one score line per player, belote à trois),
``score_lines(p, q, n, taker, mode, bid, points, belote, annonces, tricks, last, exact, out)``
scores a deal on ``n`` lines with the same terms and arithmetic (``q``: the line rules,
``Q_*``); ``game_end_lines`` and ``deals_end_lines`` end the game on ``n`` lines. Their
per-line arguments are sequences (tuples or lists in Python, ``int64`` arrays for numba).
"""

from __future__ import annotations

from typing import Any, Final

from .bidding import CAPOT_LEVEL, GENERALE_LEVEL

__all__ = [
    "BID_CAPOT",
    "BID_GENERALE",
    "CAPOT",
    "DEDANS",
    "KERNELS",
    "LINE_FIELDS",
    "LINE_FIELD_NAMES",
    "LINE_PARAMS",
    "LITIGE",
    "MADE",
    "NEEDS_LAST_TRICK",
    "NOT_AT_LINES",
    "SCORE_FIELDS",
    "card_points",
    "combination",
    "contract_target",
    "contract_value",
    "counted",
    "deals_end",
    "deals_end_lines",
    "game_end",
    "game_end_lines",
    "instant_win",
    "passes",
    "reaches",
    "round_half",
    "round_split",
    "round_ten",
    "score_deal",
    "score_lines",
]

#: The bid codes of a capot bid and of a générale bid (0 is a prise, other codes the points).
BID_CAPOT: Final = CAPOT_LEVEL
BID_GENERALE: Final = GENERALE_LEVEL

#: Outcome codes (the batch tables' ``outcome`` column).
MADE: Final = 1
DEDANS: Final = 2
LITIGE: Final = 3
CAPOT: Final = 4
#: The dix de der is added after scaling and the deal did not say who took the last trick.
NEEDS_LAST_TRICK: Final = -1

#: The fields of :func:`score_deal`'s result, in order.
SCORE_FIELDS: Final = (
    "line_ns",
    "line_ew",
    "outcome",
    "held",
    "card_points_ns",
    "card_points_ew",
    "totals_ns",
    "totals_ew",
    "carried_to",
    "contract_value",
    "multiplier",
    "belote_ns",
    "belote_ew",
    "annonces_ns",
    "annonces_ew",
    "trick_bonuses_ns",
    "trick_bonuses_ew",
)

# --------------------------------------------------------------------- the parameters
# Where each rule sits in the scoring parameters.
P_REACH_BID: Final = 0
P_MARGIN: Final = 1
P_MINIMUM: Final = 2
P_BEAT_DEFENCE: Final = 3
P_COUNT_ANNONCES: Final = 4  # taker, defence
P_COUNT_BELOTE: Final = 6  # taker, defence
P_LITIGE: Final = 8
P_HELD_BELOTE: Final = 9
P_NEXT_WINNER: Final = 10
P_CAPOT_FLAT: Final = 11
P_CAPOT_POINTS: Final = 12
P_CAPOT_DER: Final = 13
P_DIX_DE_DER: Final = 14
P_MULTIPLIERS: Final = 15  # none, contre, surcontre
P_ROUNDING: Final = 18  # 0 none, 1 each team, 2 complement, 3 split
P_HALF: Final = 19  # what is added before dropping the units: 5 (a 5 goes up) or 4
P_ANNOUNCED: Final = 20  # a capot bid's value
P_GENERALE: Final = 21
P_FLOOR: Final = 22  # the auction's lowest bid, where it counts as another value; else -1
P_FLOOR_AS: Final = 23
P_FACTOR: Final = 24  # the contract value's factor, by mode (6)
P_BELOTE_ON: Final = 30
P_BELOTE_POINTS: Final = 31
P_COUNT_BONUSES: Final = 32  # taker, defence: trick bonuses
P_SCALING: Final = 34  # by mode (6), SCALING_FIELDS each
# one mode's scaling
S_ON: Final = 0  # card points scaled (on, and not the whole score)
S_WHOLE: Final = 1  # the whole score scaled
S_DER_ADDED: Final = 2
S_NUM: Final = 3
S_DEN: Final = 4
S_CAPOT_NUM: Final = 5
S_CAPOT_DEN: Final = 6
S_EXACT_TEST: Final = 7  # card points scaled, the contract tested on them exactly
S_CAPOT_BONUS: Final = 8
SCALING_FIELDS: Final = 9
P_TERMS: Final = P_SCALING + 6 * SCALING_FIELDS
# one side's terms, for each of the 24 outcome combinations (see :func:`combination`)
T_BASE: Final = 0  # 0 its card points, 1 every card point, 2 a number
T_FIXED: Final = 1
T_CONTRACT: Final = 2
T_ANNONCES: Final = 3  # 0 none, 1 own, 2 opponents, 3 all
T_BELOTE: Final = 4
T_BONUS: Final = 5
T_MULTIPLY: Final = 6  # a bit per term of TERM_NAMES
T_BONUSES: Final = 7  # whose trick bonuses, as T_ANNONCES
TERM_FIELDS: Final = 8
P_UNIT: Final = P_TERMS + 24 * 2 * TERM_FIELDS  # the score sheet's unit (1 points, 10 tens)
P_SPLIT: Final = P_UNIT + 1  # by mode (6): the digit of a split deal's rounding
P_AS_MADE: Final = P_SPLIT + 6  # a litige holds the taker's line as if made (its made terms)
P_ROUND_BEFORE: Final = P_AS_MADE + 1  # a contré line's multiplied terms rounded, then multiplied
PARAMS: Final = P_ROUND_BEFORE + 1


def combination(made: int, contred: int, took_all: int, bid_kind: int) -> int:
    """The index of an outcome combination: made, contré, the winner took every trick, and
    the bid's kind (0 points or a prise, 1 capot, 2 générale)."""
    return ((made * 2 + contred) * 2 + took_all) * 3 + bid_kind


# --------------------------------------------------------------------- the kernels
def round_half(numerator: int, denominator: int) -> int:
    """``numerator / denominator`` rounded to the nearest integer, halves up."""
    return (2 * numerator + denominator) // (2 * denominator)


def round_ten(value: int, add: int) -> int:
    """``value`` rounded to a ten: ``add`` 5 sends a 5 up, 4 down."""
    return (value + add) // 10 * 10


def round_split(value: int, digit: int, up: int) -> int:
    """``value`` rounded to a ten by its last digit: below ``digit`` down, above it up, at it
    up if ``up`` (the team with fewer points) and down otherwise."""
    units = value % 10
    if units > digit or (units == digit and up):
        return value - units + 10
    return value - units


def contract_value(p: Any, bid: int, mode: int) -> int:
    """What a contract is worth in the score: the bid (the auction's lowest bid counted as
    the variant says), a capot bid's or a générale's value, 0 for a prise; times the mode's
    factor."""
    if bid == BID_CAPOT:
        amount = p[P_ANNOUNCED]
    elif bid == BID_GENERALE:
        amount = p[P_GENERALE]
    elif bid > 0:
        amount = bid
        if bid == p[P_FLOOR]:
            amount = p[P_FLOOR_AS]
    else:
        return 0
    return amount * p[P_FACTOR + mode]  # type: ignore[no-any-return]


def contract_target(p: Any, bid: int) -> int:
    """The points a taker must reach with a bid of points or a prise (``bid`` 0): the
    variant's minimum, or the bid and its margin where the bid must be made and is more."""
    target = p[P_MINIMUM]
    if p[P_REACH_BID] and bid > 0 and bid + p[P_MARGIN] > target:
        target = bid + p[P_MARGIN]
    return target  # type: ignore[no-any-return]


def counted(p: Any, side: int, cp: int, ann: int, bel: int, tb: int) -> int:
    """The points that decide the contract for one side (``side`` 0 the taker's, 1 the
    defence's): its card points, and its annonces, belote and trick bonuses where the variant
    counts them for that side."""
    total = cp
    if p[P_COUNT_ANNONCES + side]:
        total += ann
    if p[P_COUNT_BELOTE + side]:
        total += bel
    if p[P_COUNT_BONUSES + side]:
        total += tb
    return total


def _side(
    p: Any,
    at: int,
    mult: int,
    cp: int,
    cp_foe: int,
    ann: int,
    ann_foe: int,
    bel: int,
    bel_foe: int,
    tb: int,
    tb_foe: int,
    value: int,
) -> tuple[int, int, int, int]:
    """(score, its belote part, its annonce part, its trick-bonus part) of one side, from its
    terms at ``at``."""
    kind = p[at + T_BASE]
    if kind == 0:
        base = cp
    elif kind == 1:
        base = cp + cp_foe
    else:
        base = p[at + T_FIXED]
    contract = value if p[at + T_CONTRACT] else 0
    whose = p[at + T_ANNONCES]  # 1 own, 2 the opponents', 3 all, 0 none
    annonces = ann if whose == 1 else ann_foe if whose == 2 else ann + ann_foe if whose == 3 else 0
    whose = p[at + T_BELOTE]
    belote = bel if whose == 1 else bel_foe if whose == 2 else bel + bel_foe if whose == 3 else 0
    whose = p[at + T_BONUSES]
    bonuses = tb if whose == 1 else tb_foe if whose == 2 else tb + tb_foe if whose == 3 else 0
    bonus = p[at + T_BONUS]
    multiply = p[at + T_MULTIPLY]
    if multiply:  # each term times the multiplier if the contre multiplies it
        if multiply & 1:
            base *= mult
        if multiply & 2:
            contract *= mult
        if multiply & 4:
            annonces *= mult
        if multiply & 8:
            belote *= mult
        if multiply & 16:
            bonus *= mult
        if multiply & 32:
            bonuses *= mult
    return base + contract + annonces + belote + bonus + bonuses, belote, annonces, bonuses


def _rounded_before(p: Any, mode: int, line: int, once: int, mult: int, up: int) -> int:
    """A contré line whose multiplied terms are rounded before being multiplied
    (``scoring.rounding.multiplier: before``): ``line`` as multiplied, ``once`` the same terms
    counted once; ``up``: the side rounds up at a split deal's digit."""
    part = (line - once) // (mult - 1)  # the multiplied terms, counted once
    method = p[P_ROUNDING]
    if method == 3:
        rounded = round_split(part, p[P_SPLIT + mode], up)
    else:
        rounded = round_ten(part, p[P_HALF])
    return once - part + rounded * mult


def card_points(
    p: Any, mode: int, points_ns: int, points_ew: int, capot: int, last: int
) -> tuple[int, int, int, int, int]:
    """Each team's card points as scored where a capot or the mode's scaling changes them
    (elsewhere: as counted), then the same exactly as numerators over a common denominator,
    and that denominator: (ns, ew, exact ns, exact ew, denominator). The denominator is 0
    when the dix de der is added after scaling and ``last`` is not known."""
    s = P_SCALING + mode * SCALING_FIELDS
    scaled = p[s + S_ON]
    der = p[P_DIX_DE_DER]
    if capot >= 0:
        if p[P_CAPOT_FLAT] and not p[s + S_CAPOT_BONUS]:
            value = p[P_CAPOT_POINTS]
            num = value
            den = 1
        else:
            every = points_ns + points_ew - der
            capot_der = p[P_CAPOT_DER]
            if scaled:
                cnum = p[s + S_CAPOT_NUM]
                den = p[s + S_CAPOT_DEN]
                if p[s + S_DER_ADDED]:
                    value = round_half(every * cnum, den) + capot_der
                    num = every * cnum + capot_der * den
                else:
                    num = (every + capot_der) * cnum
                    value = round_half(num, den)
            else:
                value = every + capot_der
                num = value
                den = 1
        if capot == 0:
            return value, 0, num, 0, den
        return 0, value, 0, num, den
    if not scaled:
        return points_ns, points_ew, points_ns, points_ew, 1
    num = p[s + S_NUM]
    den = p[s + S_DEN]
    if p[s + S_DER_ADDED]:
        if last < 0:
            return 0, 0, 0, 0, 0
        plain_ns = points_ns - der if last == 0 else points_ns
        plain_ew = points_ew - der if last == 1 else points_ew
        ns = round_half(plain_ns * num, den)
        ew = round_half((plain_ns + plain_ew) * num, den) - ns
        exact_ns = plain_ns * num
        exact_ew = plain_ew * num
        if last == 0:
            return ns + der, ew, exact_ns + der * den, exact_ew, den
        return ns, ew + der, exact_ns, exact_ew + der * den, den
    ns = round_half(points_ns * num, den)
    ew = round_half((points_ns + points_ew) * num, den) - ns
    return ns, ew, points_ns * num, points_ew * num, den


def score_deal(
    p: Any,
    taker: int,
    mode: int,
    bid: int,
    contre: int,
    points_ns: int,
    points_ew: int,
    belote_ns: int,
    belote_ew: int,
    annonces_ns: int,
    annonces_ew: int,
    bonuses_ns: int,
    bonuses_ew: int,
    capot: int,
    last: int,
    bidder_all: int,
    carried: int,
    exact: int,
) -> tuple[int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int]:
    """One deal's score (see the module docstring for the arguments and the result)."""
    mult = p[P_MULTIPLIERS + contre]
    value = contract_value(p, bid, mode)
    if capot >= 0 and last < 0:
        last = capot
    if capot >= 0 or p[P_SCALING + mode * SCALING_FIELDS + S_ON]:
        cp_ns, cp_ew, num_ns, num_ew, den = card_points(p, mode, points_ns, points_ew, capot, last)
        if den == 0:
            return (0, 0, NEEDS_LAST_TRICK, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0)
    else:  # as counted
        cp_ns, cp_ew, num_ns, num_ew, den = points_ns, points_ew, points_ns, points_ew, 1
    if not p[P_BELOTE_ON]:
        belote_ns = 0
        belote_ew = 0
    # the taker's side and the defence's
    if taker == 0:
        cp_t, cp_d, num_t, num_d = cp_ns, cp_ew, num_ns, num_ew
        ann_t, ann_d, bel_t, bel_d = annonces_ns, annonces_ew, belote_ns, belote_ew
        tb_t, tb_d = bonuses_ns, bonuses_ew
    else:
        cp_t, cp_d, num_t, num_d = cp_ew, cp_ns, num_ew, num_ns
        ann_t, ann_d, bel_t, bel_d = annonces_ew, annonces_ns, belote_ew, belote_ns
        tb_t, tb_d = bonuses_ew, bonuses_ns
    # the points that decide the contract
    total_t = counted(p, 0, cp_t, ann_t, bel_t, tb_t)
    total_d = counted(p, 1, cp_d, ann_d, bel_d, tb_d)
    # tested on the totals, or with the card points scaled exactly (rounding does not make
    # a contract): over the common denominator
    scale = 1
    judged_t = total_t
    judged_d = total_d
    if p[P_SCALING + mode * SCALING_FIELDS + S_EXACT_TEST]:
        scale = den
        judged_t = num_t + (total_t - cp_t) * den
        judged_d = num_d + (total_d - cp_d) * den
    tie = False
    if bid == BID_CAPOT:
        made = capot == taker
        kind = 1
    elif bid == BID_GENERALE:
        made = bidder_all == 1
        kind = 2
    else:
        kind = 0
        reached = judged_t >= contract_target(p, bid) * scale
        if p[P_BEAT_DEFENCE]:
            made = reached and judged_t > judged_d
            tie = reached and judged_t == judged_d
        else:
            made = reached
    contred = 1 if contre > 0 else 0
    held = 0
    # a contré line's multiplied terms rounded before the multiplier (never counted exactly)
    before = (
        p[P_ROUND_BEFORE] == 1 and mult > 1 and p[P_ROUNDING] > 0 and not (exact and p[P_UNIT] <= 1)
    )
    if made or not (tie and p[P_LITIGE]):
        winner = taker if made else 1 - taker
        took_all = 1 if capot == winner else 0
        at = P_TERMS + combination(1 if made else 0, contred, took_all, kind) * 2 * TERM_FIELDS
        line_t, part_bel_t, part_ann_t, part_tb_t = _side(
            p, at, mult, cp_t, cp_d, ann_t, ann_d, bel_t, bel_d, tb_t, tb_d, value
        )
        line_d, part_bel_d, part_ann_d, part_tb_d = _side(
            p, at + TERM_FIELDS, mult, cp_d, cp_t, ann_d, ann_t, bel_d, bel_t, tb_d, tb_t, value
        )
        if before:
            once_t = _side(p, at, 1, cp_t, cp_d, ann_t, ann_d, bel_t, bel_d, tb_t, tb_d, value)[0]
            once_d = _side(
                p, at + TERM_FIELDS, 1, cp_d, cp_t, ann_d, ann_t, bel_d, bel_t, tb_d, tb_t, value
            )[0]
            up_t = 1 if line_t <= line_d else 0
            line_t = _rounded_before(p, mode, line_t, once_t, mult, up_t)
            line_d = _rounded_before(p, mode, line_d, once_d, mult, 1 - up_t)
        outcome = (CAPOT if capot == taker else MADE) if made else DEDANS
    else:  # a litige: the defence scores as if the contract were made, the taker's points wait
        at = P_TERMS + combination(1, contred, 0, 0) * 2 * TERM_FIELDS
        line_d, part_bel_d, part_ann_d, part_tb_d = _side(
            p, at + TERM_FIELDS, mult, cp_d, cp_t, ann_d, ann_t, bel_d, bel_t, tb_d, tb_t, value
        )
        if before:  # the defence has more than the taker's line: it rounds down
            once_d = _side(
                p, at + TERM_FIELDS, 1, cp_d, cp_t, ann_d, ann_t, bel_d, bel_t, tb_d, tb_t, value
            )[0]
            line_d = _rounded_before(p, mode, line_d, once_d, mult, 0)
        if p[P_AS_MADE]:  # what the taker's team would score had it made the contract
            held, bel_made, _ann_made, _tb_made = _side(
                p, at, mult, cp_t, cp_d, ann_t, ann_d, bel_t, bel_d, tb_t, tb_d, value
            )
            if before:  # held points round up
                once_t = _side(
                    p, at, 1, cp_t, cp_d, ann_t, ann_d, bel_t, bel_d, tb_t, tb_d, value
                )[0]
                held = _rounded_before(p, mode, held, once_t, mult, 1)
        else:  # its card points, annonces and trick bonuses, its belote apart
            held = cp_t + ann_t + tb_t + bel_t
            bel_made = bel_t
        part_ann_t = 0
        part_tb_t = 0
        if p[P_HELD_BELOTE]:
            line_t = 0
            part_bel_t = 0
        else:
            held -= bel_made
            line_t = bel_made
            part_bel_t = bel_made
        outcome = LITIGE
        winner = -1
    if taker == 0:
        line_ns, line_ew = line_t, line_d
    else:
        line_ns, line_ew = line_d, line_t
    # a scaling of the whole score
    s = P_SCALING + mode * SCALING_FIELDS
    if p[s + S_WHOLE]:
        if capot >= 0:
            line_ns = round_half(line_ns * p[s + S_CAPOT_NUM], p[s + S_CAPOT_DEN])
            line_ew = round_half(line_ew * p[s + S_CAPOT_NUM], p[s + S_CAPOT_DEN])
        else:
            line_ns = round_half(line_ns * p[s + S_NUM], p[s + S_DEN])
            line_ew = round_half(line_ew * p[s + S_NUM], p[s + S_DEN])
    # the team with fewer points, before any carried (a split deal's rounding): on equal
    # scores, the taker's
    less_ns = 1 if line_ns < line_ew or (line_ns == line_ew and taker == 0) else 0
    # points carried from an earlier litige (in the score sheet's unit)
    unit = p[P_UNIT] if p[P_UNIT] > 1 else 1
    carried_to = -1
    if carried:
        if winner >= 0 and (p[P_NEXT_WINNER] or made):
            carried_to = winner
            if winner == 0:
                line_ns += carried * unit
            else:
                line_ew += carried * unit
        else:
            held += carried * unit
    # rounding (a score sheet in tens is never exact)
    method = 0 if exact and unit == 1 else p[P_ROUNDING]
    if method == 1:
        line_ns = round_ten(line_ns, p[P_HALF])
        line_ew = round_ten(line_ew, p[P_HALF])
    elif method == 2:
        total = round_ten(line_ns + line_ew, p[P_HALF])
        if taker == 0:
            line_ns = round_ten(line_ns, p[P_HALF])
            line_ew = total - line_ns
        else:
            line_ew = round_ten(line_ew, p[P_HALF])
            line_ns = total - line_ew
    elif method == 3:
        digit = p[P_SPLIT + mode]
        line_ns = round_split(line_ns, digit, less_ns)
        line_ew = round_split(line_ew, digit, 1 - less_ns)
    # the score sheet's unit: the lines, their parts and the points held
    if unit > 1:
        line_ns //= unit
        line_ew //= unit
        if method == 3:  # held points round up, as the team with fewer
            held = round_split(held, p[P_SPLIT + mode], 1)
        elif method:
            held = round_ten(held, p[P_HALF])
        held //= unit
        part_bel_t //= unit
        part_bel_d //= unit
        part_ann_t //= unit
        part_ann_d //= unit
        part_tb_t //= unit
        part_tb_d //= unit
    if taker == 0:
        return (
            line_ns,
            line_ew,
            outcome,
            held,
            cp_ns,
            cp_ew,
            total_t,
            total_d,
            carried_to,
            value,
            mult,
            part_bel_t,
            part_bel_d,
            part_ann_t,
            part_ann_d,
            part_tb_t,
            part_tb_d,
        )
    return (
        line_ns,
        line_ew,
        outcome,
        held,
        cp_ns,
        cp_ew,
        total_d,
        total_t,
        carried_to,
        value,
        mult,
        part_bel_d,
        part_bel_t,
        part_ann_d,
        part_ann_t,
        part_tb_d,
        part_tb_t,
    )


# --------------------------------------------------------------------- the end of the game
# Where each rule sits in the game-end parameters.
G_REACH: Final = 0  # 1: the target or more ends the game; 0: only more than the target
G_CAPOT_LOSER: Final = 1  # a team put capot cannot win on that deal
G_UNTIL_TRICK: Final = 2  # a team kept from winning wins only on a deal with a trick
G_THROUGH_BELOTE: Final = 3  # bits: 1 a failed contract, 2 a capot suffered
G_THROUGH_ANNONCES: Final = 4
G_BOTH_DRAW: Final = 5  # both teams over the target on the same deal: a draw
G_TIE: Final = 6  # both over with equal scores: 0 one more deal, 1 the last deal's winner, 2 a draw
G_TARGET: Final = 7
G_DEALS: Final = 8  # the number of deals scored that ends the game, 0: no fixed number
G_THROUGH_LINE: Final = 9  # bits: 4 a capot made (the whole line of the deal cannot win)
G_INSTANT: Final = 10  # bits: 1 a player holding all eight cards of a suit wins the game
GAME_END_PARAMS: Final = 11

#: The kinds of ending (or of going on) :func:`game_end` says.
END_NOT_REACHED: Final = 0
END_REACHED: Final = 1  # the winner reached the target
END_BARRED: Final = 2  # a team passed the target but may not win on that deal
END_BOTH_DRAW: Final = 3
END_TIE_LAST_DEAL: Final = 4
END_TIE_DRAW: Final = 5
END_TIE_MORE: Final = 6
END_HIGHER: Final = 7
END_DEALS: Final = 8  # the last of a fixed number of deals: the higher total wins
#: Why a team over the target may not win on a deal.
BARRED_NONE: Final = 0
BARRED_CAPOT: Final = 1
BARRED_NO_TRICK: Final = 2
BARRED_THROUGH: Final = 3
BARRED_LINE: Final = 4


def passes(g: Any, points: int, goal: int) -> bool:
    """Whether ``points`` reach the target ``goal`` (or pass it, as the variant says)."""
    return points >= goal if g[G_REACH] else points > goal


def reaches(g: Any, before_ns: int, before_ew: int, line_ns: int, line_ew: int, goal: int) -> bool:
    """Whether a deal's line takes either team to the target."""
    return passes(g, before_ns + line_ns, goal) or passes(g, before_ew + line_ew, goal)


def _barred(
    g: Any,
    before: int,
    total: int,
    goal: int,
    fell: bool,
    suffered: bool,
    made: bool,
    no_trick: bool,
    belote: int,
    annonces: int,
) -> int:
    """Why a team over the target may not win on this deal (``BARRED_*``); ``made``: it took
    every trick (a capot)."""
    if g[G_CAPOT_LOSER] and suffered:
        return BARRED_CAPOT
    if made and g[G_THROUGH_LINE] & 4 and not passes(g, before, goal):
        return BARRED_LINE
    if g[G_UNTIL_TRICK] and no_trick and passes(g, before, goal):
        return BARRED_NO_TRICK
    kinds = (1 if fell else 0) | (2 if suffered else 0)
    if kinds == 0:
        return BARRED_NONE
    without = total
    if kinds & g[G_THROUGH_BELOTE]:
        without -= belote
    if kinds & g[G_THROUGH_ANNONCES]:
        without -= annonces
    if without != total and not passes(g, without, goal):
        return BARRED_THROUGH
    return BARRED_NONE


def game_end(
    g: Any,
    before_ns: int,
    before_ew: int,
    line_ns: int,
    line_ew: int,
    taker: int,
    outcome: int,
    capot: int,
    belote_ns: int,
    belote_ew: int,
    annonces_ns: int,
    annonces_ew: int,
    tricks_ns: int,
    tricks_ew: int,
    goal: int,
) -> tuple[int, int, int, int, int]:
    """(winner or -1, drawn 0/1, kind of ending ``END_*``, why NS may not win, why EW may
    not win ``BARRED_*``) after a deal (see the module docstring)."""
    total_ns = before_ns + line_ns
    total_ew = before_ew + line_ew
    over_ns = passes(g, total_ns, goal)
    over_ew = passes(g, total_ew, goal)
    barred_ns = BARRED_NONE
    barred_ew = BARRED_NONE
    if over_ns:
        suffered = capot == 1
        no_trick = tricks_ns == 0 if tricks_ns >= 0 else suffered
        fell = outcome == DEDANS and taker == 0
        barred_ns = _barred(
            g,
            before_ns,
            total_ns,
            goal,
            fell,
            suffered,
            capot == 0,
            no_trick,
            belote_ns,
            annonces_ns,
        )
    if over_ew:
        suffered = capot == 0
        no_trick = tricks_ew == 0 if tricks_ew >= 0 else suffered
        fell = outcome == DEDANS and taker == 1
        barred_ew = _barred(
            g,
            before_ew,
            total_ew,
            goal,
            fell,
            suffered,
            capot == 1,
            no_trick,
            belote_ew,
            annonces_ew,
        )
    if barred_ns or barred_ew:
        if over_ns and not barred_ns:
            best, best_total = 0, total_ns
        elif over_ew and not barred_ew:
            best, best_total = 1, total_ew
        else:
            return (-1, 0, END_BARRED, barred_ns, barred_ew)
        if (not barred_ns or best_total > total_ns) and (not barred_ew or best_total > total_ew):
            return (best, 0, END_REACHED, barred_ns, barred_ew)
        return (-1, 0, END_BARRED, barred_ns, barred_ew)
    if not over_ns and not over_ew:
        return (-1, 0, END_NOT_REACHED, 0, 0)
    if not over_ew:
        return (0, 0, END_REACHED, 0, 0)
    if not over_ns:
        return (1, 0, END_REACHED, 0, 0)
    if g[G_BOTH_DRAW]:
        return (-1, 1, END_BOTH_DRAW, 0, 0)
    if total_ns == total_ew:
        if g[G_TIE] == 1:
            if line_ns > line_ew:
                return (0, 0, END_TIE_LAST_DEAL, 0, 0)
            if line_ew > line_ns:
                return (1, 0, END_TIE_LAST_DEAL, 0, 0)
        if g[G_TIE] == 2:
            return (-1, 1, END_TIE_DRAW, 0, 0)
        return (-1, 0, END_TIE_MORE, 0, 0)
    return (0 if total_ns > total_ew else 1, 0, END_HIGHER, 0, 0)


def deals_end(
    g: Any, deals: int, total_ns: int, total_ew: int, line_ns: int, line_ew: int
) -> tuple[int, int, int]:
    """(winner or -1, drawn 0/1, kind of ending ``END_*``) of a game of a fixed number of
    deals (``g[G_DEALS]``, 0: none) after ``deals`` deals scored, this one included, that
    :func:`game_end` let go on: ``total_*`` the totals after the deal, ``line_*`` its lines.
    After the last deal the higher total wins; equal totals are settled as an exact tie at
    the target (``G_TIE``), one more deal at a time."""
    if g[G_DEALS] <= 0 or deals < g[G_DEALS]:
        return (-1, 0, END_NOT_REACHED)
    if total_ns != total_ew:
        return (0 if total_ns > total_ew else 1, 0, END_DEALS)
    if g[G_TIE] == 1:
        if line_ns > line_ew:
            return (0, 0, END_TIE_LAST_DEAL)
        if line_ew > line_ns:
            return (1, 0, END_TIE_LAST_DEAL)
    if g[G_TIE] == 2:
        return (-1, 1, END_TIE_DRAW)
    return (-1, 0, END_TIE_MORE)


def instant_win(g: Any, h0: int, h1: int, h2: int, h3: int, first: int) -> int:
    """The seat (0..3) whose hand wins the whole game at once, or -1: the hands ``h0``..``h3``
    (bitsets, eight cards each) of N, W, S, E as soon as every one is complete. Where the
    variant says so (``g[G_INSTANT]`` bit 1: ``eight_card_suit``), a player holding all eight
    cards of one suit. The seats are looked at in the order of play from ``first`` (the
    player after the dealer): of two such players, the first wins."""
    if not g[G_INSTANT] & 1:
        return -1
    for k in range(4):
        seat = (first + k) & 3
        h = h0 if seat == 0 else h1 if seat == 1 else h2 if seat == 2 else h3
        for suit in range(4):
            if (h >> (8 * suit)) & 0xFF == 0xFF:
                return seat
    return -1


# --------------------------------------------------------------------- a deal, then the game
def settle(
    p: Any,
    g: Any,
    last_exact: int,
    goal: int,
    before_ns: int,
    before_ew: int,
    tricks_ns: int,
    tricks_ew: int,
    taker: int,
    mode: int,
    bid: int,
    contre: int,
    points_ns: int,
    points_ew: int,
    belote_ns: int,
    belote_ew: int,
    annonces_ns: int,
    annonces_ew: int,
    bonuses_ns: int,
    bonuses_ew: int,
    capot: int,
    last: int,
    bidder_all: int,
    carried: int,
) -> tuple[int, int, int, int, int, int]:
    """Score a deal and check the end of its game, as ``Rules.settle_deal``: (line NS, line
    EW, outcome, held, winner or -1, drawn 0/1). ``last_exact`` 1: where the variant counts
    the last deal exactly, a deal that takes a team to the target, counted rounded or
    exactly, is counted exactly (and the game ends only if that count ends it)."""
    r = score_deal(
        p,
        taker,
        mode,
        bid,
        contre,
        points_ns,
        points_ew,
        belote_ns,
        belote_ew,
        annonces_ns,
        annonces_ew,
        bonuses_ns,
        bonuses_ew,
        capot,
        last,
        bidder_all,
        carried,
        0,
    )
    if last_exact:
        e = score_deal(
            p,
            taker,
            mode,
            bid,
            contre,
            points_ns,
            points_ew,
            belote_ns,
            belote_ew,
            annonces_ns,
            annonces_ew,
            bonuses_ns,
            bonuses_ew,
            capot,
            last,
            bidder_all,
            carried,
            1,
        )
        if reaches(g, before_ns, before_ew, r[0], r[1], goal) or reaches(
            g, before_ns, before_ew, e[0], e[1], goal
        ):
            r = e
    end = game_end(
        g,
        before_ns,
        before_ew,
        r[0],
        r[1],
        taker,
        r[2],
        capot,
        r[11],
        r[12],
        r[13],
        r[14],
        tricks_ns,
        tricks_ew,
        goal,
    )
    return r[0], r[1], r[2], r[3], end[0], end[1]


# --------------------------------------------------------------------- each for himself
# One score line per player (``table.partnership: none``, belote à trois): the taker alone
# against the others, each keeping his own line. The deal's arithmetic is the two-sided one
# (the outcome's terms by :func:`_side`, :func:`contract_value`, :func:`round_ten`): the taker's
# line is his side's terms against the whole defence, and each defender's line is the
# defence's terms, paid to him as the line rules say. Where each rule sits in the line
# parameters (:func:`belote_spec.engine.scoring.line_params` builds them):
Q_DEFENCE: Final = 0  # 0 together: beat the defenders' sum; 1 each: beat each defender
Q_CAPOT_PLAYERS: Final = 1  # 0 side: one side took every trick; 1 each: any player with no trick
Q_CAPOT_SHARE: Final = 2  # 0 whole: each maker scores the premium; 1 split: shared by the makers
Q_DEFENCE_LINES: Final = 3  # 0 each: each defender scores the defence's terms; 1 split: shared
Q_CAPOT_DER: Final = 4  # 0 no dix de der in a deal with a capot; 1 kept when one player is capot
LINE_PARAMS: Final = 5

#: The fields of each line in :func:`score_lines`'s ``out`` (``out[i * LINE_FIELDS + k]``).
LINE_FIELD_NAMES: Final = (
    "line",
    "card_points",
    "total",
    "belote",
    "annonces",
    "capot_points",
)
LINE_FIELDS: Final = 6
#: The outcome of a deal the line kernel does not count: a mode whose card points or score are
#: scaled (sans atout, tout atout).
NOT_AT_LINES: Final = -2


def _shares(amount: int, count: int, rank: int) -> int:
    """The part of ``amount`` shared equally by ``count`` players that goes to the
    ``rank``-th (0 first): the rest of the division goes to the first ones, one point
    each."""
    share = amount // count
    return share + 1 if rank < amount - share * count else share


def score_lines(
    p: Any,
    q: Any,
    n: int,
    taker: int,
    mode: int,
    bid: int,
    points: Any,
    belote: Any,
    annonces: Any,
    tricks: Any,
    last: int,
    exact: int,
    out: Any,
) -> tuple[int, int, int, int, int]:
    """One deal's score on ``n`` lines, each player for himself.

    ``p`` the scoring parameters (:func:`~belote_spec.engine.scoring.scoring_params`), ``q``
    the line parameters (``Q_*``); ``taker`` the taker's line; ``mode`` and ``bid`` as in
    :func:`score_deal` (no contre: nobody doubles at three); ``points``, ``belote``,
    ``annonces`` and ``tricks``: each line's card points from its tricks (dix de der
    included), belote points, annonce points awarded, and tricks; ``last`` the line that took
    the last trick, or -1 (needed only where a capot takes the dix de der away and no line
    took every trick); ``exact`` as in :func:`score_deal`. Each line's fields
    (:data:`LINE_FIELD_NAMES`) are written into ``out`` (``n * LINE_FIELDS`` integers).
    Returns (the outcome code, the contract's value, the taker's total that decided the
    contract, the defence's total it was tested against, the line that took every trick or
    -1); the outcome is :data:`NEEDS_LAST_TRICK` when ``last`` was needed, or
    :data:`NOT_AT_LINES` at a scaled mode.

    The contract is made when the taker's total reaches the minimum (and the bid) and, where
    the defence must be beaten, is more than the defenders' totals added
    (``Q_DEFENCE`` 0) or more than each of them (1): an equal total fails (no litige). A player
    who took no trick is capot where the capot is counted per player (``Q_CAPOT_PLAYERS`` 1),
    else only when one side took every trick; in a deal with a capot the capot's points
    (``scoring.capot.dix_de_der``) replace the dix de der and go to the players who took a
    trick (the side that took every trick), each the whole or a share (``Q_CAPOT_SHARE``)."""
    der = p[P_DIX_DE_DER]
    s = P_SCALING + mode * SCALING_FIELDS
    if p[s + S_ON] or p[s + S_WHOLE]:
        return (NOT_AT_LINES, 0, 0, 0, -1)
    value = contract_value(p, bid, mode)
    defenders = n - 1
    # who is capot: the players with no trick (per player), or a whole side
    empty = 0
    all_tricks = -1
    for i in range(n):
        if tricks[i] == 0:
            empty += 1
    if empty == n - 1:
        for i in range(n):
            if tricks[i] > 0:
                all_tricks = i
    makers = 0  # how many players the capot's points go to
    by_taker = all_tricks == taker  # a side's capot: the taker's (else the defence's)
    if q[Q_CAPOT_PLAYERS] == 1:
        if empty > 0:
            makers = n - empty
    elif by_taker:
        makers = 1
    elif tricks[taker] == 0:
        makers = defenders
    der_lost = makers > 0 and not (q[Q_CAPOT_DER] == 1 and empty == 1)
    if der_lost and last < 0:
        last = all_tricks
        if last < 0:
            return (NEEDS_LAST_TRICK, 0, 0, 0, -1)
    # each line's card points as scored, and the totals that decide the contract
    rank = 0
    total_t = 0
    cp_foe = 0
    ann_foe = 0
    bel_foe = 0
    judged_d = 0
    for k in range(n):
        i = (taker + k) % n  # in playing order from the taker
        cp = points[i]
        if der_lost and i == last:
            cp -= der
        premium = 0
        if makers > 0:
            maker = tricks[i] > 0 if q[Q_CAPOT_PLAYERS] == 1 else (i == taker) == by_taker
            if maker:
                premium = p[P_CAPOT_DER]
                if q[Q_CAPOT_SHARE] == 1:
                    premium = _shares(premium, makers, rank)
                rank += 1
        cp += premium
        bel = belote[i] if p[P_BELOTE_ON] else 0
        side = 0 if i == taker else 1
        total = counted(p, side, cp, annonces[i], bel, 0)
        at = i * LINE_FIELDS
        out[at + 1] = cp
        out[at + 2] = total
        out[at + 3] = bel
        out[at + 5] = premium
        if side == 0:
            total_t = total
        else:
            cp_foe += cp
            ann_foe += annonces[i]
            bel_foe += bel
            if q[Q_DEFENCE] == 1:
                judged_d = total if total > judged_d else judged_d
            else:
                judged_d += total
    # the contract
    if bid == BID_CAPOT:  # no partner: the bidder alone takes every trick
        made = all_tricks == taker
        kind = 1
    elif bid == BID_GENERALE:
        made = all_tricks == taker
        kind = 2
    else:
        kind = 0
        made = total_t >= contract_target(p, bid) and (
            not p[P_BEAT_DEFENCE] or total_t > judged_d
        )
    # the winner's side took every trick: the taker, or the defence (the taker took none)
    took_all = (1 if all_tricks == taker else 0) if made else (1 if tricks[taker] == 0 else 0)
    at = P_TERMS + combination(1 if made else 0, 0, took_all, kind) * 2 * TERM_FIELDS
    mult = p[P_MULTIPLIERS]
    bel_t = out[taker * LINE_FIELDS + 3]
    line_t, part_bel, part_ann, _tb = _side(
        p,
        at,
        mult,
        out[taker * LINE_FIELDS + 1],
        cp_foe,
        annonces[taker],
        ann_foe,
        bel_t,
        bel_foe,
        0,
        0,
        value,
    )
    out[taker * LINE_FIELDS] = line_t
    out[taker * LINE_FIELDS + 3] = part_bel
    out[taker * LINE_FIELDS + 4] = part_ann
    # the defence's terms, to each defender
    d = at + TERM_FIELDS
    cp_t = out[taker * LINE_FIELDS + 1]
    ann_t = annonces[taker]
    if q[Q_DEFENCE_LINES] == 1 and defenders > 1:
        # the defence's line as one side, shared: each keeps his own terms (his card points,
        # annonces, belote) and the rest (a fixed base, the taker's points, annonces or
        # belote, the contract, a bonus) is shared equally
        line_d, bel_d, ann_d, _tb = _side(
            p, d, mult, cp_foe, cp_t, ann_foe, ann_t, bel_foe, bel_t, 0, 0, value
        )
        own_cp = p[d + T_BASE] != 2
        own_ann = p[d + T_ANNONCES] == 1 or p[d + T_ANNONCES] == 3
        own_bel = p[d + T_BELOTE] == 1 or p[d + T_BELOTE] == 3
        kept = 0
        kept_ann = 0
        kept_bel = 0
        for k in range(1, n):
            i = (taker + k) % n
            kept += out[i * LINE_FIELDS + 1] if own_cp else 0
            kept_ann += annonces[i] if own_ann else 0
            kept_bel += out[i * LINE_FIELDS + 3] if own_bel else 0
        for k in range(1, n):
            i = (taker + k) % n
            at_i = i * LINE_FIELDS
            own = out[at_i + 1] if own_cp else 0
            a = annonces[i] if own_ann else 0
            b = out[at_i + 3] if own_bel else 0
            out[at_i] = own + a + b + _shares(line_d - kept - kept_ann - kept_bel, defenders, k - 1)
            out[at_i + 3] = b + _shares(bel_d - kept_bel, defenders, k - 1)
            out[at_i + 4] = a + _shares(ann_d - kept_ann, defenders, k - 1)
    else:  # each defender scores the defence's terms, his own against the taker's
        for k in range(1, n):
            i = (taker + k) % n
            at_i = i * LINE_FIELDS
            line_i, bel_i, ann_i, _tb = _side(
                p,
                d,
                mult,
                out[at_i + 1],
                cp_t,
                annonces[i],
                ann_t,
                out[at_i + 3],
                bel_t,
                0,
                0,
                value,
            )
            out[at_i] = line_i
            out[at_i + 3] = bel_i
            out[at_i + 4] = ann_i
    # rounding, each line (a score sheet in tens is never exact), and the sheet's unit
    unit = p[P_UNIT] if p[P_UNIT] > 1 else 1
    rounds = p[P_ROUNDING] == 1 and not (exact and unit == 1)
    for i in range(n):
        at_i = i * LINE_FIELDS
        if rounds:
            out[at_i] = round_ten(out[at_i], p[P_HALF])
        if unit > 1:
            out[at_i] //= unit
            out[at_i + 3] //= unit
            out[at_i + 4] //= unit
    outcome = (CAPOT if all_tricks == taker else MADE) if made else DEDANS
    return (outcome, value, total_t, judged_d, all_tricks)


def _highest(g: Any, n: int, totals: Any, line: Any, skip: int) -> tuple[int, int, int]:
    """(winner or -1, drawn 0/1, ``END_HIGHER`` or how a tie ended) among the lines whose
    bit is not set in ``skip``: the higher total wins; lines equal at the top are settled as
    an exact tie (``G_TIE``): the one of them with the higher line on the deal, a draw, or
    one more deal."""
    best = -1
    count = 0
    for i in range(n):
        if skip >> i & 1:
            continue
        if best < 0 or totals[i] > totals[best]:
            best = i
            count = 1
        elif totals[i] == totals[best]:
            count += 1
    if count == 1:
        return (best, 0, END_HIGHER)
    if g[G_TIE] == 1:
        top = -1
        again = 0
        for i in range(n):
            if skip >> i & 1 or totals[i] != totals[best]:
                continue
            if top < 0 or line[i] > line[top]:
                top = i
                again = 0
            elif line[i] == line[top]:
                again = 1
        if not again:
            return (top, 0, END_TIE_LAST_DEAL)
    if g[G_TIE] == 2:
        return (-1, 1, END_TIE_DRAW)
    return (-1, 0, END_TIE_MORE)


def game_end_lines(
    g: Any, n: int, before: Any, line: Any, tricks: Any, goal: int, totals: Any
) -> tuple[int, int, int]:
    """(winner line or -1, drawn 0/1, kind of ending ``END_*``) after a deal scored on ``n``
    lines: ``before`` each line's total before the deal, ``line`` its line on the deal,
    ``tricks`` its tricks (-1: not known), ``goal`` the target; ``totals`` (``n`` integers)
    receives the totals after the deal. One line over the target wins; of several, the
    higher total, or a draw where the variant says both over draw (``G_BOTH_DRAW``), equal
    totals as :func:`_highest` settles them. A player put capot (no trick) may not win on
    that deal where the variant says so (``G_CAPOT_LOSER``): another over the target wins
    then only with more than him (``END_BARRED`` otherwise)."""
    over = 0
    barred = 0
    barred_top = 0
    free_top = 0
    skip = 0
    for i in range(n):
        totals[i] = before[i] + line[i]
        if not passes(g, totals[i], goal):
            skip |= 1 << i
            continue
        over += 1
        if g[G_CAPOT_LOSER] and tricks[i] == 0:
            skip |= 1 << i
            if barred == 0 or totals[i] > barred_top:
                barred_top = totals[i]
            barred += 1
        elif over - barred == 1 or totals[i] > free_top:
            free_top = totals[i]
    if over == 0:
        return (-1, 0, END_NOT_REACHED)
    free = over - barred
    if free == 0 or (barred and free_top <= barred_top):
        return (-1, 0, END_BARRED)
    winner, drawn, kind = _highest(g, n, totals, line, skip)
    if free == 1:
        return (winner, 0, END_REACHED)
    if g[G_BOTH_DRAW]:
        return (-1, 1, END_BOTH_DRAW)
    return (winner, drawn, kind)


def deals_end_lines(g: Any, n: int, deals: int, totals: Any, line: Any) -> tuple[int, int, int]:
    """:func:`deals_end` on ``n`` lines: after the last of a fixed number of deals, the
    higher total wins (``END_DEALS``), equal totals at the top settled as an exact tie."""
    if g[G_DEALS] <= 0 or deals < g[G_DEALS]:
        return (-1, 0, END_NOT_REACHED)
    winner, drawn, kind = _highest(g, n, totals, line, 0)
    return (winner, drawn, END_DEALS if kind == END_HIGHER else kind)


# --------------------------------------------------------------------- over a batch
#: The columns of :func:`score_rows`'s ``rows``: :func:`score_deal`'s arguments after ``p``,
#: without ``exact``.
ROW_FIELDS: Final = (
    "taker",
    "mode",
    "bid",
    "contre",
    "points_ns",
    "points_ew",
    "belote_ns",
    "belote_ew",
    "annonces_ns",
    "annonces_ew",
    "trick_bonuses_ns",
    "trick_bonuses_ew",
    "capot",
    "last",
    "bidder_all",
    "carried",
)


def score_rows(p: Any, rows: Any, exact: int, out: Any) -> None:
    """:func:`score_deal` on each row of ``rows`` (n, :data:`ROW_FIELDS`), into ``out``
    (n, :data:`SCORE_FIELDS`): the loop numba compiles."""
    for i in range(rows.shape[0]):
        r = score_deal(
            p,
            rows[i, 0],
            rows[i, 1],
            rows[i, 2],
            rows[i, 3],
            rows[i, 4],
            rows[i, 5],
            rows[i, 6],
            rows[i, 7],
            rows[i, 8],
            rows[i, 9],
            rows[i, 10],
            rows[i, 11],
            rows[i, 12],
            rows[i, 13],
            rows[i, 14],
            rows[i, 15],
            exact,
        )
        for k in range(17):
            out[i, k] = r[k]


def settle_rows(
    p: Any, g: Any, last_exact: int, goal: int, before: Any, tricks: Any, rows: Any, out: Any
) -> None:
    """:func:`settle` on each row: ``before`` and ``tricks`` (n, 2) each team's total before
    the deal and its tricks (-1: not known), ``rows`` (n, :data:`ROW_FIELDS`), into ``out``
    (n, 6): the loop numba compiles."""
    for i in range(rows.shape[0]):
        r = settle(
            p,
            g,
            last_exact,
            goal,
            before[i, 0],
            before[i, 1],
            tricks[i, 0],
            tricks[i, 1],
            rows[i, 0],
            rows[i, 1],
            rows[i, 2],
            rows[i, 3],
            rows[i, 4],
            rows[i, 5],
            rows[i, 6],
            rows[i, 7],
            rows[i, 8],
            rows[i, 9],
            rows[i, 10],
            rows[i, 11],
            rows[i, 12],
            rows[i, 13],
            rows[i, 14],
            rows[i, 15],
        )
        for k in range(6):
            out[i, k] = r[k]


#: The kernels, for the compilers (:mod:`belote_spec.simulation.batch.score_jit`): every
#: function of this module; each may call the others.
KERNELS: Final = (
    "combination",
    "round_half",
    "round_ten",
    "round_split",
    "contract_value",
    "contract_target",
    "counted",
    "_side",
    "_rounded_before",
    "card_points",
    "score_deal",
    "passes",
    "reaches",
    "_barred",
    "game_end",
    "deals_end",
    "instant_win",
    "settle",
    "score_rows",
    "settle_rows",
    "_shares",
    "score_lines",
    "_highest",
    "game_end_lines",
    "deals_end_lines",
)
