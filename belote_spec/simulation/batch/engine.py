"""The batch engine: thousands of random deals and games at once.

:class:`BatchEngine` plays a batch of deals phase by phase, each phase on whole arrays: deal
(deck positions → hands, :mod:`~belote_spec.simulation.batch.compiler`), bidding (a walk on the
bidding
graph), annonces (suit-pattern tables), card play (the play kernels of
:mod:`belote_spec.engine.play`), belote and capot run in one loop, deal after deal
(:mod:`~belote_spec.simulation.batch.deals`: compiled by numba,
:mod:`~belote_spec.simulation.batch.jit`, or run as
Python without it); then the score, on columns (the variant's scoring terms,
:mod:`~belote_spec.simulation.batch.scorer`). Whole games run in lock-step: every unfinished game
plays
its next deal in the same batch.

The policy is the random one of :class:`~belote_spec.engine.random_deals.Simulator`: each player
takes a uniformly random legal action; an announced capot is called 5% of the time where the
variant offers it; a belote that must be said is always said, and annonces a player may keep
to himself are always shown, unless ``random_declarations`` (then each half the time: a choice
that costs nothing is not left to chance unless asked for). The reference kernels
remain the reference: ``tests/test_batch.py`` replays batch deals through them and compares
every legal set, trick, annonce and score.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Literal

import numpy as np
import numpy.typing as npt

from ...cards import SEATS
from ...engine.score_kernel import ROW_FIELDS
from ...i18n import _
from ..columns import BID_CAPOT, BID_GENERALE, DEAL_COLUMNS, GAME_COLUMNS
from .compiler import (
    CAPOT_CALL,  # noqa: F401  (the engine's name for it, as before)
    MAX_BIDDING_STEPS,
    BatchUnsupported,
    CompiledBatch,
    compile_batch,
)
from .deals import ANNONCES, APPLY, DONE, EXPAND, HISTORY, TOO_LONG, deal_batch, resolve_annonces
from .random_play import draws, play_python
from .scorer import BatchGameEnd, BatchScorer

if TYPE_CHECKING:
    from ...engine.rules import Rules

__all__ = [
    "DEAL_COLUMNS",
    "GAME_COLUMNS",
    "BatchEngine",
    "BatchUnsupported",
    "DealTrace",
    "numba_available",
]

I64 = npt.NDArray[np.int64]
Table = dict[str, npt.NDArray[Any]]
Backend = Literal["auto", "python", "numpy", "numba"]

#: With ``random_declarations``, the probability of saying « belote », of saying « rebelote »,
#: and of showing one's annonces where they may be kept silent (as the Simulator); the deal
#: loop draws them as half of its 32-bit draws (:data:`belote_spec.simulation.batch.deals.HALF`).
BELOTE_SAID: Final = 0.5
ANNONCES_SHOWN: Final = 0.5
#: Deals (or games) played at once: big enough that numpy's per-call cost is spread thin, small
#: enough that a batch's arrays stay in the processor's caches.
BATCH: Final = 10_000
_TEAMS: Final = ("NS", "EW")
_ONE: Final = np.int64(1)


def numba_available() -> bool:
    """Whether the numba kernel can be used (the ``fast`` extra)."""
    try:
        from . import jit  # noqa: F401
    except ImportError:
        return False
    return True


def _numba_works(kernel: Any, c: CompiledBatch) -> bool:
    """Whether the numba kernel compiles and plays here (the first call compiles it, or loads
    it from numba's cache): ``auto`` falls back to the same kernels run as Python, with the
    same results, if not."""
    hands = np.array([[0xFF << (8 * seat) for seat in range(4)]], np.int64)
    try:
        kernel(
            hands,
            np.zeros(1, np.int64),
            np.zeros(1, np.int64),
            np.zeros((1, 32)),
            **c.play_tables(),
        )
    except Exception:  # a numba that cannot compile here: Python plays the same deals
        return False
    return True


@dataclass(slots=True)
class DealTrace:
    """What a batch did, in full, for checking it against the reference kernels."""

    dealer: I64
    turned: I64
    """The turned card (-1: none)."""
    bidding: list[list[str]]
    """Each deal's bidding actions, in order."""
    hands: I64
    """``hands[i, seat]`` at the first trick (0 where the deal was not played)."""
    leader: I64
    played: I64
    legal: I64
    winners: I64
    declarations: I64
    """``declarations[i, team]``: annonce points awarded."""
    belote: list[list[str]]
    """The teams that counted a belote, one entry per belote."""
    last_trick: I64
    silent: npt.NDArray[np.bool_] | None = None
    """``silent[i, seat]``: the seat kept its annonces to itself (only with
    ``random_declarations`` where the variant allows it; None otherwise)."""


def scorer_arguments(
    row: dict[str, int], seats: Sequence[str] = SEATS
) -> tuple[dict[str, Any], dict[str, int], dict[str, Any]]:
    """The reference scorer's arguments (contract, points, keywords) for one row of the
    scoring columns (see :meth:`belote_spec.simulation.batch.scorer.BatchScorer.score`); the
    seat indices of the row (in playing order) are named by ``seats``, the variant's
    :attr:`Rules.seating.seats <belote_spec.seating.Seating.seats>`."""
    from ...engine.tables import MODES

    taker = row["taker"]
    bid_code = row["bid"]
    bid: int | str | None
    if bid_code == BID_CAPOT:
        bid = "capot"
    elif bid_code == BID_GENERALE:
        bid = "generale"
    elif bid_code == 0:
        bid = None
    else:
        bid = bid_code
    contract = {
        "taker": _TEAMS[taker & 1],
        "trump": MODES[row["mode"]],
        "bid": bid,
        "contre": row["contre"],
        "seat": seats[taker],
    }
    tricks = dict.fromkeys(seats, 0)
    tricks[seats[taker]] = 8 if row["bidder_all"] else 0
    if "tricks_ns" in row and "tricks_ew" in row and not row["bidder_all"]:
        # each team's tricks, the taker's side on the taker's partner (a générale is made
        # only when the bidder alone took all eight, as ``bidder_all`` says)
        won = (row["tricks_ns"], row["tricks_ew"])
        tricks[seats[taker ^ 2]] = won[taker & 1]
        tricks[seats[(taker + 1) & 3]] = won[1 - (taker & 1)]
    extras: dict[str, Any] = {
        "mode": row["mode"],
        "belote": ["NS"] * row["belote_ns"] + ["EW"] * row["belote_ew"],
        "declarations": {"NS": row["annonces_ns"], "EW": row["annonces_ew"]},
        "capot": None if row["capot"] < 0 else _TEAMS[row["capot"]],
        "carried": row["carried"],
        "tricks": tricks,
        "last_trick": _TEAMS[row["last"]],
    }
    if "trick_bonuses_ns" in row and "trick_bonuses_ew" in row:
        extras["trick_bonuses"] = {"NS": row["trick_bonuses_ns"], "EW": row["trick_bonuses_ew"]}
    return contract, {"NS": row["points_ns"], "EW": row["points_ew"]}, extras


class BatchEngine:
    """A variant's rules, compiled for batches of random deals (see the module docstring).

    ``backend`` is ``"python"`` (the kernels run as Python: slower, the same deals; ``"numpy"``
    is its former name), ``"numba"`` (the same kernels compiled; raises ImportError without
    numba) or ``"auto"`` (numba when installed). ``random_declarations``: « belote » and
    « rebelote » where the variant wants them said, and annonces that may be kept silent, are
    each said half the time rather than always (a belote counts as ``belote.rebelote`` says). Raises
    :class:`BatchUnsupported` for a variant whose phases come from a third-party plugin."""

    def __init__(
        self, rules: Rules, backend: Backend = "auto", *, random_declarations: bool = False
    ) -> None:
        self.rules = rules
        self.random_declarations = bool(random_declarations)
        self._silence = self.random_declarations and rules.declaring_optional
        #: « rebelote » drawn apart only where it decides whether a belote counts
        self._rebelote_draw = (
            self.random_declarations
            and rules.belote_call != "automatic"
            and rules.belote_rebelote != "optional"
        )
        self.compiled: CompiledBatch = compile_batch(rules)
        if backend not in ("auto", "python", "numpy", "numba"):
            raise ValueError(
                f"backend: got {backend!r}; expected 'auto', 'python' (or 'numpy') or 'numba'"
            )
        self._play = play_python
        self._deal_batch: Any = None
        self.backend = "python"
        self.scorer = BatchScorer(rules)
        self._buffers = threading.local()
        self.game_end = BatchGameEnd(rules, self.scorer)
        if backend == "numba" or (backend == "auto" and numba_available()):
            from . import jit

            if backend == "numba" or _numba_works(jit.play_numba, self.compiled):
                self._play = jit.play_numba
                self._deal_batch = jit.COMPILED["deal_batch"]
                self.backend = "numba"
                if backend == "auto" and not self._deals_work():
                    self._play = play_python
                    self._deal_batch = None
                    self.backend = "python"

    def __repr__(self) -> str:
        return f"<BatchEngine {self.rules.variant.id} ({self.backend})>"

    def _deals_work(self) -> bool:
        """Whether the compiled deal loop compiles and plays here (the first call compiles
        it, or loads it from numba's cache)."""
        try:
            self.trace_deals(1, np.random.default_rng(0), keep=False)
        except BatchUnsupported:
            raise
        except Exception:  # a numba that cannot compile here: Python plays the same deals
            return False
        return True

    # ------------------------------------------------------------------ public

    def play_deals(self, n: int, rng: np.random.Generator) -> Table:
        """``n`` independent random deals (each shuffled, dealt by a random dealer), played
        :data:`BATCH` at a time: the memory used is the table's, about 40 bytes a deal."""
        _check_count(n, "n")
        _check_rng(rng)
        # the table is made at once, each batch's columns cast into their rows (no table per
        # batch to join afterwards)
        table = {name: np.empty(n, kind) for name, kind in DEAL_COLUMNS.items()}
        for start in range(0, n, BATCH):
            stop = min(n, start + BATCH)
            cols, _trace = self._shuffled_deals(stop - start, rng, keep=False)
            for name in _DEALT_COLUMNS:
                table[name][start:stop] = cols[name]
        table["game"][:] = np.arange(n)
        table["deal"][:] = 0
        return table

    def trace_deals(
        self, n: int, rng: np.random.Generator, *, keep: bool = True
    ) -> tuple[Table, DealTrace | None]:
        """``n`` deals in one batch, with the :class:`DealTrace` of every deal when ``keep``
        (for checking them; the memory used grows with ``n``)."""
        _check_count(n, "n")
        _check_rng(rng)
        cols, trace = self._shuffled_deals(n, rng, keep)
        cols["game"] = np.arange(n, dtype=np.int64)
        cols["deal"] = np.zeros(n, np.int64)
        return _typed(cols, DEAL_COLUMNS), trace

    def _shuffled_deals(
        self, n: int, rng: np.random.Generator, keep: bool
    ) -> tuple[dict[str, I64], DealTrace | None]:
        """The columns (as the loop leaves them, ``game`` and ``deal`` aside) and the trace
        of ``n`` deals, each from a shuffled pack, by a random dealer."""
        decks = np.arange(32, dtype=np.int64)[None, :]  # each deal shuffles it anew
        dealers = rng.integers(0, 4, n, dtype=np.int64)
        cols, trace, _gathered = self._deals(
            decks, dealers, np.zeros(n, np.int64), rng, keep, shuffle=True, gather=False
        )
        return cols, trace

    def play_games(
        self, n_games: int, rng: np.random.Generator, *, max_deals: int = 500
    ) -> tuple[Table, Table]:
        """``n_games`` whole random games, :data:`BATCH` of them at a time in lock-step;
        returns (deal table, game table). A game still going after ``max_deals`` deals is
        stopped (``finished`` false)."""
        _check_count(n_games, "n_games")
        _check_count(max_deals, "max_deals")
        _check_rng(rng)
        deal_parts: list[Table] = []
        game_parts: list[Table] = []
        for start in range(0, n_games, BATCH):
            deals, games = self._games(min(BATCH, n_games - start), rng, max_deals)
            deals["game"] += start
            games["game"] += start
            deal_parts.append(deals)
            game_parts.append(games)
        return (
            _joined(deal_parts, DEAL_COLUMNS, numbered=False),
            _joined(game_parts, GAME_COLUMNS, numbered=False),
        )

    def _games(self, n_games: int, rng: np.random.Generator, max_deals: int) -> tuple[Table, Table]:
        c = self.compiled
        g = n_games
        dealer = rng.integers(0, 4, g).astype(np.int64)
        decks = rng.permuted(np.tile(np.arange(32, dtype=np.int64), (g, 1)), axis=1)
        totals = np.zeros((g, 2), np.int64)
        held = np.zeros(g, np.int64)
        passed = np.zeros(g, np.int64)
        dealt = np.zeros(g, np.int64)
        played = np.zeros(g, np.int64)
        winner = np.full(g, -1, np.int64)
        draw = np.zeros(g, bool)
        finished = np.zeros(g, bool)
        next_dealer = np.array(c.next_dealer, np.int64)
        parts: list[Table] = []
        while True:
            active = np.flatnonzero(~finished & (dealt < max_deals))
            if not len(active):
                break
            a_decks = decks[active]
            if c.cut_min >= 0:
                cut = rng.integers(c.cut_min, 32 - c.cut_min + 1, len(active))
                a_decks = _rolled(a_decks, cut)
            cols, _trace, gathered = self._deals(a_decks, dealer[active], held[active], rng, False)
            scored = cols["outcome"] > 0
            # -- the deal's line and the end of the game (Rules.settle_deal, on columns)
            idx = np.flatnonzero(scored)
            if len(idx):
                games_here = active[idx]
                scoring = {name: cols[name][idx] for name in _SCORING_COLUMNS}
                scoring["carried"] = held[games_here]
                line, outcome, dealt_held, over, won, drawn = self.game_end.settle(
                    totals[games_here], scoring
                )
                over, won, drawn = self.game_end.after_deals(
                    totals[games_here], line, played[games_here] + 1, over, won, drawn
                )
                cols["score_ns"][idx] = line[:, 0]
                cols["score_ew"][idx] = line[:, 1]
                cols["outcome"][idx] = outcome
                cols["held"][idx] = dealt_held
                finished[games_here] = over
                draw[games_here] = drawn
                winner[games_here] = won
            cols["game"] = active.astype(np.int64)
            cols["deal"] = dealt[active].copy()
            parts.append(_typed(cols, DEAL_COLUMNS))
            # -- the state of each game for its next deal
            dealt[active] += 1
            played[active] += scored
            totals[active, 0] += np.where(scored, cols["score_ns"], 0)
            totals[active, 1] += np.where(scored, cols["score_ew"], 0)
            held[active] = np.where(scored, cols["held"], held[active])
            nobody = cols["taker"] < 0
            passed[active] = np.where(scored, 0, np.where(nobody, passed[active] + 1, 0))
            shuffle = np.full(len(active), c.shuffle_always)
            if c.reshuffle_after >= 0:
                shuffle |= passed[active] >= c.reshuffle_after
            if shuffle.any():
                gathered[shuffle] = rng.permuted(gathered[shuffle], axis=1)
                passed[active[shuffle]] = 0
            decks[active] = gathered
            dealer[active] = next_dealer[dealer[active]]
        deals = {
            k: np.concatenate([p[k] for p in parts]) if parts else np.zeros(0, t)
            for k, t in DEAL_COLUMNS.items()
        }
        order = np.lexsort((deals["deal"], deals["game"]))
        deals = {k: v[order] for k, v in deals.items()}
        games = _typed(
            {
                "game": np.arange(g, dtype=np.int64),
                "deals": dealt,
                "played": played,
                "winner": winner,
                "draw": draw,
                "finished": finished,
                "total_ns": totals[:, 0],
                "total_ew": totals[:, 1],
            },
            GAME_COLUMNS,
        )
        return deals, games

    # ------------------------------------------------------------------ one batch

    def _deals(
        self,
        decks: I64,
        dealers: I64,
        carried: I64,
        rng: np.random.Generator,
        keep: bool,
        *,
        shuffle: bool = False,
        gather: bool = True,
    ) -> tuple[dict[str, I64], DealTrace | None, I64]:
        """Deal, bid, play and score one deal per dealer, each from its row of ``decks`` (or
        all from its one row: then ``shuffle`` it first, as the loop does when asked), in one
        loop (:func:`belote_spec.simulation.batch.deals.deal_batch`), then the score on columns.
        Returns
        the columns, the trace (when ``keep``) and the cards as gathered after each deal (when
        ``gather``: else one row of no use)."""
        c = self.compiled
        n = len(dealers)
        # each deal's four 32-bit words: two 64-bit draws, low word first
        raw = rng.bit_generator.random_raw(2 * n).astype("<u8", copy=False)
        seeds = raw.view("<u4").reshape(n, 4).astype(np.int64)
        options = c.deal_options(
            random_declarations=self.random_declarations,
            silence=self._silence,
            rebelote_draw=self._rebelote_draw,
            shuffle=shuffle,
            belote_points=self.scorer.belote_points,
        )
        out = (
            self._reused(n, gather) if not keep and n <= BATCH else _LoopOutput(n, keep, gather)
        )
        override = out.override
        overridden = out.overridden
        overridden[:] = False
        rows = np.arange(n, dtype=np.int64)
        graph = c.bidding
        graph.ahead(n)  # the calls these deals are likely to take: fewer deals run again
        while True:
            self._loop(rows, seeds, decks, dealers, carried, override, overridden, options, out)
            stopped = rows[out.status[rows] != DONE]
            if not len(stopped):
                break
            status = out.status[stopped]
            if (status == TOO_LONG).any():
                raise BatchUnsupported(
                    _("a bidding took more than {most} actions", most=MAX_BIDDING_STEPS)
                )
            expand = stopped[status == EXPAND]
            if len(expand):
                graph.expand(out.need[expand, 0])
            apply = stopped[status == APPLY]
            if len(apply):
                graph.follow(out.need[apply, 0], out.need[apply, 1])
            for i in stopped[status == ANNONCES].tolist():
                override[i] = self._reference_annonces(out.hands[i], int(out.contract[i, 3]))
                overridden[i] = True
            if (status == HISTORY).any():
                out.widen_history()
            rows = stopped
        contract = out.contract
        turned = contract[:, 0]
        taker = contract[:, 2]
        mode = contract[:, 3]
        bid = contract[:, 4]
        contre = contract[:, 5]
        leader = contract[:, 6]
        cancelled = contract[:, 7].astype(np.bool_)
        capot = contract[:, 8]
        last = contract[:, 9]
        bidder_all = contract[:, 10]
        has = taker >= 0
        points, tricks, played = out.team_points, out.tricks, out.played
        team_tricks = tricks[:, 0] + tricks[:, 2], tricks[:, 1] + tricks[:, 3]
        belote_seat = out.belote
        belote = contract[:, 11:13]
        bonuses = contract[:, 13:15]
        awarded = out.annonces
        # -- the score: the loop's (the scoring kernel, called deal by deal)
        score_ns = out.scores[:, 0]
        score_ew = out.scores[:, 1]
        outcome = out.scores[:, 2]
        held = out.scores[:, 3]
        cols: dict[str, Any] = {
            "dealer": dealers,
            "taker": taker,
            "team": np.where(has, taker & 1, -1),
            "mode": mode,
            "bid": bid,
            "contre": contre,
            "cancelled": cancelled,
            "points_ns": points[:, 0],
            "points_ew": points[:, 1],
            "tricks_ns": team_tricks[0],
            "tricks_ew": team_tricks[1],
            "capot": capot,
            "belote_ns": belote[:, 0],
            "belote_ew": belote[:, 1],
            "annonces_ns": awarded[:, 0],
            "annonces_ew": awarded[:, 1],
            "trick_bonuses_ns": bonuses[:, 0],
            "trick_bonuses_ew": bonuses[:, 1],
            "outcome": outcome,
            "score_ns": score_ns,
            "score_ew": score_ew,
            "held": held,
            "last": last,
            "bidder_all": bidder_all,
        }
        trace = None
        if keep:
            actions = graph.actions
            history = out.history.tolist()
            bids = [
                [actions[a] for a in history[i][:count]]
                for i, count in enumerate(out.steps.tolist())
            ]
            teams = [
                [_TEAMS[seat & 1] for seat in row if seat >= 0] for row in belote_seat.tolist()
            ]
            trace = DealTrace(
                dealer=dealers,
                turned=turned,
                bidding=bids,
                hands=out.hands,
                leader=leader,
                played=played,
                legal=out.legal,  # kept: a row per deal
                winners=out.winners,
                declarations=awarded,
                belote=teams,
                last_trick=last,
                silent=out.silent.astype(np.bool_) if self._silence else None,
            )
        return cols, trace, out.gathered

    def _loop(
        self,
        rows: I64,
        seeds: I64,
        decks: I64,
        dealers: I64,
        carried: I64,
        override: I64,
        overridden: npt.NDArray[np.bool_],
        options: tuple[int, ...],
        out: _LoopOutput,
    ) -> None:
        """Run :func:`~belote_spec.simulation.batch.deals.deal_batch` on ``rows``: compiled, or as
        Python
        on lists (the graph's arrays are read as they are: they may be large)."""
        c = self.compiled
        g = c.bidding
        a = c.annonces
        tables = (
            c.deal.turned,
            c.deal.final,
            c.deal.passed_order,
            g.start,
            g.count,
            g.action,
            g.target,
            g.taker,
            g.mode,
            g.bid,
            g.contre,
            a.enabled,
            a.seq_points,
            a.seq_key,
            a.carre_points,
            a.carre_key,
        )
        if self._deal_batch is not None:
            self._deal_batch(
                rows,
                seeds,
                decks,
                dealers,
                *tables,
                override,
                overridden,
                c.power,
                c.points,
                c.above,
                c.trump_mask,
                c.flags,
                c.belote_pairs,
                c.trick_bonuses,
                options,
                self.scorer.kernel_params,
                carried,
                *out.arrays(),
                *_scratch(np.zeros),
            )
            return
        small = [t.tolist() for t in tables[:4]] + list(tables[4:11])
        small += [t.tolist() for t in tables[11:]]
        run: Any = deal_batch
        run(
            rows.tolist(),
            seeds.tolist(),
            decks.tolist(),
            dealers.tolist(),
            *small,
            override.tolist(),
            overridden.tolist(),
            c.power.tolist(),
            c.points.tolist(),
            c.above.tolist(),
            c.trump_mask.tolist(),
            c.flags,
            c.belote_pairs.tolist(),
            c.trick_bonuses.tolist(),
            options,
            self.scorer.params,
            carried.tolist(),
            *out.arrays(),
            *_scratch(lambda size, _dtype: [0] * size),
        )

    def _reused(self, n: int, gather: bool) -> _LoopOutput:
        """The loop's arrays for ``n`` deals (at most :data:`BATCH`) not kept: rows of arrays
        made once per thread and written again by each batch (every deal writes each row it
        reads back; the columns returned are copies, :func:`_typed`). Fresh arrays cost more
        than the loop's own writes: the memory of each new batch had to be zeroed and mapped
        again."""
        cache = self._buffers.__dict__
        key = "gathered" if gather else "plain"
        found: _LoopOutput | None = cache.get(key)
        if found is None:  # n is at most BATCH: a larger run has arrays of its own
            found = cache[key] = _LoopOutput(BATCH, False, gather)
        return found.rows(n)

    def _reference_annonces(self, hands: I64, mode: int) -> I64:
        """(points, code of the best) of each seat's sequences, then of its carrés, as the
        reference kernel finds them
        (:meth:`~belote_spec.engine.annonces.AnnonceKernels.summarize_kinds`), for the hands
        with a carré where a card may not serve a carré and a sequence at once."""
        kernels = self.rules.annonces
        out = np.zeros((4, 4), np.int64)
        for seat in range(4):
            out[seat] = kernels.summarize_kinds(kernels.find(int(hands[seat]), mode), mode)
        return out

    def _annonces(
        self,
        hands: I64,
        mode: I64,
        leader: I64,
        has: npt.NDArray[np.bool_],
        u_shown: npt.NDArray[np.float64] | None = None,
    ) -> tuple[I64, npt.NDArray[np.bool_], npt.NDArray[np.bool_] | None]:
        """(points awarded per team, deal voided, seats silent) of each deal, by the loop's
        own annonce kernel (:func:`~belote_spec.simulation.batch.deals.resolve_annonces`, run as
        Python). ``u_shown``: with random declarations where annonces may be kept silent, a
        seat holding annonces, or a cancelling carré, keeps them to itself when its draw is at
        least :data:`ANNONCES_SHOWN` (they then count for nothing, a cancelling carré included,
        as in the game); None: every annonce is shown."""
        c = self.compiled
        a = c.annonces
        options = c.deal_options(
            random_declarations=False,
            silence=u_shown is not None,
            rebelote_draw=False,
            shuffle=False,
            belote_points=0,
        )
        n = len(hands)
        awarded = np.zeros((n, 2), np.int64)
        voided = np.zeros(n, np.bool_)
        silent = None if u_shown is None else np.zeros((n, 4), np.bool_)
        for i in range(n):
            m = int(mode[i])
            if not has[i] or not a.enabled[m]:
                continue
            row = [int(h) for h in hands[i]]
            override = self._reference_annonces(hands[i], m).tolist()
            keeps = [0, 0, 0, 0]
            shown = [0] * 4 if u_shown is None else draws(u_shown[i]).tolist()
            _stop, cancel, ns, ew = resolve_annonces(
                row,
                m,
                int(leader[i]),
                shown,
                a.seq_points.tolist(),
                a.seq_key.tolist(),
                a.carre_points.tolist(),
                a.carre_key.tolist(),
                override,
                True,
                options,
                keeps,
                [0] * 8,
                [0] * 8,
            )
            awarded[i] = ns, ew
            voided[i] = cancel and a.cancels_deal
            if silent is not None:
                silent[i] = keeps
        return awarded, voided, silent


class _LoopOutput:
    """The arrays :func:`~belote_spec.simulation.batch.deals.deal_batch` writes, for ``n`` deals."""

    def __init__(self, n: int, keep: bool, gather: bool = True) -> None:
        # the play and the gathered cards: a row per deal when kept (wanted), else one row
        # that every deal writes in turn (no memory to fill for nothing)
        kept = n if keep else 1
        self.size = n
        self.override = np.zeros((n, 4, 4), np.int64)
        """The reference kernel's annonces of a deal (see ``overridden``)."""
        self.overridden = np.zeros(n, np.bool_)
        self.status = np.zeros(n, np.int64)
        self.need = np.zeros((n, 2), np.int64)
        # kept: a row per deal (widened for a long bidding); else one empty row (the loop
        # then reads no action: it only follows the graph's targets)
        self.history = np.zeros((n, 32) if keep else (1, 0), np.int64)
        self.steps = np.zeros(n, np.int64)
        self.contract = np.zeros((n, 15), np.int64)
        self.hands = np.zeros((n, 4), np.int64)
        self.annonces = np.zeros((n, 2), np.int64)
        self.silent = np.zeros((n, 4), np.int64)
        self.played = np.zeros((kept, 32), np.int64)
        self.legal = np.zeros((kept, 32), np.int64)
        self.winners = np.zeros((kept, 8), np.int64)
        self.team_points = np.zeros((n, 2), np.int64)
        self.tricks = np.zeros((n, 4), np.int64)
        self.belote = np.zeros((n, 4), np.int64)
        self.gathered = np.zeros((n if gather else 1, 32), np.int64)
        self.scores = np.zeros((n, 4), np.int64)

    def rows(self, n: int) -> _LoopOutput:
        """The first ``n`` deals' rows of these arrays (views: the same memory), the rows
        shared by every deal kept as they are."""
        view = object.__new__(_LoopOutput)
        for name, value in vars(self).items():
            rowed = isinstance(value, np.ndarray) and len(value) == self.size
            setattr(view, name, value[:n] if rowed else value)
        view.size = n
        return view

    def arrays(self) -> tuple[I64, ...]:
        return (
            self.status,
            self.need,
            self.history,
            self.steps,
            self.contract,
            self.hands,
            self.annonces,
            self.silent,
            self.played,
            self.legal,
            self.winners,
            self.team_points,
            self.tricks,
            self.belote,
            self.gathered,
            self.scores,
        )

    def widen_history(self) -> None:
        """Twice the room for the bidding's actions (a long bidding, kept)."""
        wider = np.zeros((len(self.history), 2 * self.history.shape[1]), np.int64)
        wider[:, : self.history.shape[1]] = self.history
        self.history = wider


def _scratch(make: Any) -> tuple[Any, ...]:
    """The loop's scratch rows: generator, deck, spare, hands, draws, keys, points (the keys
    and points of each seat's sequences, then of its carrés)."""
    return tuple(make(size, np.int64) for size in (4, 32, 32, 4, 32, 8, 8))


#: The columns of a deal table that the deal loop fills (the others number the deals).
_DEALT_COLUMNS: Final = tuple(name for name in DEAL_COLUMNS if name not in ("game", "deal"))

#: The columns the game end settles from: the score kernel's row (``carried`` aside, given
#: by the game) and each team's tricks.
_SCORING_COLUMNS: Final = (
    *(name for name in ROW_FIELDS if name != "carried"),
    "tricks_ns",
    "tricks_ew",
)


def _rolled(decks: I64, cut: I64) -> I64:
    """Each pack cut at its position: ``deck[k:] + deck[:k]``."""
    index = (np.arange(32)[None, :] + cut[:, None]) % 32
    out: I64 = decks[np.arange(len(decks))[:, None], index]
    return out


def _joined(
    parts: list[Table], columns: Mapping[str, type[np.generic]], *, numbered: bool
) -> Table:
    """The tables of ``parts`` one after the other (``numbered``: deal numbers run on)."""
    if not parts:
        return {name: np.zeros(0, kind) for name, kind in columns.items()}
    out = {name: np.concatenate([p[name] for p in parts]) for name in columns}
    if numbered:
        out["game"] = np.arange(len(out["game"]), dtype=np.int64)
    return out


def _typed(cols: dict[str, Any], columns: Mapping[str, type[np.generic]]) -> Table:
    """The columns as their types, each a copy of its own: a column read from the loop's
    reused arrays (:meth:`BatchEngine._reused`) must not change with the next batch."""
    return {name: np.array(cols[name], dtype=kind) for name, kind in columns.items()}


def _check_rng(rng: object) -> None:
    if not isinstance(rng, np.random.Generator):
        raise TypeError(
            f"rng: got {type(rng).__name__}; expected a numpy.random.Generator, "
            "such as numpy.random.default_rng(1)"
        )


def _check_count(value: object, name: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int | np.integer) or value < 0:
        raise ValueError(f"{name}: got {value!r}; expected a whole number, 0 or more")
