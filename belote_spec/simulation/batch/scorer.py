"""The built-in deal scorer and end of the game on arrays: every deal of a batch at once.

Nothing here restates a rule: each deal is scored by
:func:`belote_spec.engine.score_kernel.score_deal` and each game's end checked by
:func:`belote_spec.engine.score_kernel.game_end`, the very functions the scalar engine calls,
on the variant's parameters (:func:`~belote_spec.engine.scoring.scoring_params`,
:func:`~belote_spec.engine.scoring.game_end_params`). With numba (the ``fast`` extra) the loop
over the deals and the kernels run compiled (:mod:`belote_spec.simulation.batch.score_jit`);
without, the
same functions run as Python, deal after deal, with the same results.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Final

import numpy as np
import numpy.typing as npt

from ...engine import score_kernel as K
from ...engine.scoring import game_end_params, scoring_params

if TYPE_CHECKING:
    from ...engine.rules import Rules

__all__ = ["BatchGameEnd", "BatchScorer"]

I64 = npt.NDArray[np.int64]
B = npt.NDArray[np.bool_]

#: outcome codes, as :data:`belote_spec.simulation.columns.OUTCOMES`
MADE: Final = K.MADE
DEDANS: Final = K.DEDANS
LITIGE: Final = K.LITIGE
CAPOT: Final = K.CAPOT


def _compiled(jit: bool | None) -> Mapping[str, Any] | None:
    """The numba kernels (:mod:`belote_spec.simulation.batch.score_jit`), or None: ``jit`` False, or
    None and numba absent or unable to compile them here."""
    if jit is False:
        return None
    try:
        from .score_jit import KERNELS
    except ImportError:
        if jit:
            raise
        return None
    if jit is None:
        if "score" not in _WORKS:
            _WORKS["score"] = _works(KERNELS)
        if not _WORKS["score"]:
            return None
    return KERNELS


#: Whether the compiled kernels work here, once asked.
_WORKS: dict[str, bool] = {}


def _works(kernels: Mapping[str, Any]) -> bool:
    """Whether the numba kernels compile and run here (the first call compiles them, or loads
    them from numba's cache)."""
    p = np.zeros(K.PARAMS, np.int64)
    p[K.P_MULTIPLIERS] = 1
    rows = np.zeros((1, len(K.ROW_FIELDS)), np.int64)
    pair = np.zeros((1, 2), np.int64)
    try:
        kernels["score_rows"](p, rows, 0, np.zeros((1, len(K.SCORE_FIELDS)), np.int64))
        g = np.zeros(K.GAME_END_PARAMS, np.int64)
        kernels["settle_rows"](p, g, 0, 1, pair, pair, rows, np.zeros((1, 6), np.int64))
    except Exception:  # a numba that cannot compile here: Python scores the same
        return False
    return True


def _score_rows_python(p: Any, rows: I64, exact: int, out: I64) -> None:
    """:func:`~belote_spec.engine.score_kernel.score_rows` without numba: the same kernel,
    as Python, on Python integers."""
    kernel = K.score_deal
    lines = [kernel(p, *[*row, exact]) for row in rows.tolist()]
    if lines:
        out[:] = np.array(lines, np.int64)


def _settle_rows_python(
    p: Any, g: Any, last_exact: int, goal: int, before: I64, tricks: I64, rows: I64, out: I64
) -> None:
    """:func:`~belote_spec.engine.score_kernel.settle_rows` without numba."""
    kernel = K.settle
    lines = [
        kernel(p, g, last_exact, goal, *(b + t + row))
        for b, t, row in zip(before.tolist(), tricks.tolist(), rows.tolist(), strict=True)
    ]
    if lines:
        out[:] = np.array(lines, np.int64)


class BatchScorer:
    """The built-in scorer of one variant, for arrays (see the module docstring). ``jit``:
    True compiles with numba (ImportError without it), False runs the kernel as Python, None
    (the default) compiles where numba is installed."""

    def __init__(self, rules: Rules, *, jit: bool | None = None) -> None:
        variant = rules.variant
        auction = variant.rule("bidding.system") == "auction"
        floor = int(variant.rule("bidding.auction.floor")) if auction else None
        self.params: tuple[int, ...] = scoring_params(
            variant.rule("scoring"), variant.rule("belote"), rules.tables.dix_de_der, floor
        )
        #: The parameters as numba takes them (an int64 array), for a compiled caller of the
        #: kernels (:mod:`belote_spec.simulation.batch.score_jit`).
        self.kernel_params = np.asarray(self.params, np.int64)
        self.belote_points = self.params[K.P_BELOTE_POINTS]
        # every bid code a contract may have: a prise, a capot or générale bid, the values
        codes = {0, K.BID_CAPOT, K.BID_GENERALE}
        codes.update(getattr(rules.bidding, "values", ()))
        self.bid_codes = np.array(sorted(codes), np.int64)
        kernels = _compiled(jit)
        self.jit = kernels is not None
        self._score_rows: Callable[..., None] = (
            _score_rows_python if kernels is None else kernels["score_rows"]
        )
        self._settle_rows: Callable[..., None] = (
            _settle_rows_python if kernels is None else kernels["settle_rows"]
        )
        self._p: Any = self.params if kernels is None else self.kernel_params

    def supports(self, bid: I64) -> bool:
        """Whether every bid code is known (a bid outside the variant's values: no)."""
        index = np.minimum(np.searchsorted(self.bid_codes, bid), len(self.bid_codes) - 1)
        return bool(np.array_equal(self.bid_codes[index], bid))

    def rows(self, cols: Mapping[str, I64]) -> I64:
        """The kernel's rows (n, :data:`~belote_spec.engine.score_kernel.ROW_FIELDS`) of the
        scoring columns: the taker's seat as its team, each belote counted in points (the
        trick bonuses 0 where not given)."""
        n = len(cols["taker"])
        rows = np.empty((n, len(K.ROW_FIELDS)), np.int64)
        for k, name in enumerate(K.ROW_FIELDS):
            rows[:, k] = cols.get(name, 0)
        rows[:, 0] &= 1
        rows[:, 6:8] *= self.belote_points
        return rows

    def score(self, cols: Mapping[str, I64]) -> tuple[I64, I64, I64, I64]:
        """(score NS, score EW, outcome code, held) of each row: the columns ``taker mode bid
        contre points_ns points_ew belote_ns belote_ew annonces_ns annonces_ew capot last
        bidder_all carried`` (see :func:`belote_spec.simulation.batch.engine.scorer_arguments`)."""
        line, outcome, held, _belote, _annonces = self.lines(cols)
        return line[:, 0], line[:, 1], outcome, held

    def lines(
        self, cols: Mapping[str, I64], *, exact: bool = False
    ) -> tuple[I64, I64, I64, I64, I64]:
        """(line (n, 2), outcome code, held, belote part (n, 2), annonce part (n, 2)) of each
        row; ``exact``: not rounded (the last deal where the variant counts it exactly)."""
        rows = self.rows(cols)
        out = np.zeros((len(rows), len(K.SCORE_FIELDS)), np.int64)
        self._score_rows(self._p, rows, 1 if exact else 0, out)
        return out[:, 0:2], out[:, 2], out[:, 3], out[:, 11:13], out[:, 13:15]


class BatchGameEnd:
    """The built-in end of the game and :meth:`Rules.settle_deal
    <belote_spec.engine.rules.Rules.settle_deal>` on arrays: the kernels of
    :mod:`belote_spec.engine.score_kernel`, as :func:`belote_spec.engine.scoring.make_game_end`
    calls them."""

    def __init__(self, rules: Rules, scorer: BatchScorer) -> None:
        self.scorer = scorer
        self.params: tuple[int, ...] = game_end_params(rules.variant.rule("game_end"))
        self.target = self.params[K.G_TARGET]
        self.last_exact = rules.last_deal_exact
        #: The parameters as numba takes them (an int64 array).
        self.kernel_params = np.asarray(self.params, np.int64)
        self._g: Any = self.kernel_params if scorer.jit else self.params

    def settle(self, before: I64, cols: Mapping[str, I64]) -> tuple[I64, I64, I64, B, I64, B]:
        """Score each deal and check the end of its game, as ``Rules.settle_deal``: (line
        (n, 2), outcome, held, over, winner, draw); ``before`` the totals (n, 2), ``cols`` the
        scoring columns, with each team's tricks (``tricks_ns``, ``tricks_ew``) where known
        (else a capot says who took none)."""
        scorer = self.scorer
        rows = scorer.rows(cols)
        n = len(rows)
        tricks = np.full((n, 2), -1, np.int64)
        if "tricks_ns" in cols and "tricks_ew" in cols:
            tricks[:, 0] = cols["tricks_ns"]
            tricks[:, 1] = cols["tricks_ew"]
        out = np.zeros((n, 6), np.int64)
        scorer._settle_rows(
            scorer._p,
            self._g,
            int(self.last_exact),
            self.target,
            np.ascontiguousarray(before, np.int64),
            tricks,
            rows,
            out,
        )
        winner = out[:, 4]
        draw = out[:, 5] == 1
        return out[:, 0:2], out[:, 2], out[:, 3], (winner >= 0) | draw, winner, draw

    def after_deals(
        self, before: I64, line: I64, deals: I64, over: B, winner: I64, draw: B
    ) -> tuple[B, I64, B]:
        """Where the variant plays a fixed number of deals (``game_end.deals``): (over,
        winner, draw) of each game after its ``deals``-th deal scored, the games that
        :meth:`settle` let go on ended by :func:`~belote_spec.engine.score_kernel.deals_end`
        (called only on the games that played their last deal)."""
        last = self.params[K.G_DEALS]
        if last <= 0:
            return over, winner, draw
        over, winner, draw = over.copy(), winner.copy(), draw.copy()
        for i in np.flatnonzero(~over & (deals >= last)):
            won, drawn, _kind = K.deals_end(
                self.params,
                int(deals[i]),
                int(before[i, 0] + line[i, 0]),
                int(before[i, 1] + line[i, 1]),
                int(line[i, 0]),
                int(line[i, 1]),
            )
            winner[i] = won
            draw[i] = drawn == 1
            over[i] = won >= 0 or drawn == 1
        return over, winner, draw
