"""The batch engine: thousands of random deals and games at once.

:class:`BatchEngine` plays a batch of deals phase by phase, each phase on whole arrays: deal
(deck positions → hands, :mod:`~belote_spec.batch.compiler`), bidding (a walk on the bidding
graph), annonces (suit-pattern tables), card play (:mod:`~belote_spec.batch.play`, or
:mod:`~belote_spec.batch.jit` with numba), belote, capot, and the score (the variant's scoring
terms on columns, :mod:`~belote_spec.batch.scorer`). Whole games run in lock-step:
every unfinished game plays its next deal in the same batch.

The policy is the random one of :class:`~belote_spec.engine.simulate.Simulator`: each player
takes a uniformly random legal action; an announced capot is called 5% of the time where the
variant offers it; a belote that must be said is always said, and annonces a player may keep
to himself are always shown, unless ``random_declarations`` (then each half the time: a choice
that costs nothing is not left to chance unless asked for). The reference kernels
remain the reference: ``tests/test_batch.py`` replays batch deals through them and compares
every legal set, trick, annonce and score.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Literal

import numpy as np
import numpy.typing as npt

from ..cards import SEATS
from ..i18n import _
from ..simulation.columns import BID_CAPOT, BID_GENERALE, DEAL_COLUMNS, GAME_COLUMNS
from .compiler import BatchUnsupported, CompiledBatch, compile_batch
from .play import PlayOutput, play_numpy
from .scorer import BatchGameEnd, BatchScorer

if TYPE_CHECKING:
    from ..engine.rules import Rules

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
Backend = Literal["auto", "numpy", "numba"]

#: The probability of an announced capot; with ``random_declarations``, of saying « belote »,
#: of saying « rebelote », and of showing one's annonces where they may be kept silent (as the
#: Simulator).
CAPOT_CALL: Final = 0.05
BELOTE_SAID: Final = 0.5
ANNONCES_SHOWN: Final = 0.5
#: Deals (or games) played at once: big enough that numpy's per-call cost is spread thin, small
#: enough that a batch's arrays stay in the processor's caches.
BATCH: Final = 10_000
#: The most steps a bidding may take before the engine gives up (a bidding graph loop).
MAX_BIDDING_STEPS: Final = 10_000
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
    it from numba's cache): ``auto`` falls back to numpy, with the same results, if not."""
    hands = np.array([[0xFF << (8 * seat) for seat in range(4)]], np.int64)
    try:
        kernel(
            hands,
            np.zeros(1, np.int64),
            np.zeros(1, np.int64),
            np.zeros((1, 32)),
            **c.play_tables(),
        )
    except Exception:  # a numba that cannot compile here: numpy plays the same deals
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


def scorer_arguments(row: dict[str, int]) -> tuple[dict[str, Any], dict[str, int], dict[str, Any]]:
    """The reference scorer's arguments (contract, points, keywords) for one row of the
    scoring columns (see :meth:`belote_spec.batch.scorer.BatchScorer.score`)."""
    from ..engine.tables import MODES

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
        "seat": SEATS[taker],
    }
    tricks = dict.fromkeys(SEATS, 0)
    tricks[SEATS[taker]] = 8 if row["bidder_all"] else 0
    if "tricks_ns" in row and "tricks_ew" in row and not row["bidder_all"]:
        # each team's tricks, the taker's side on the taker's partner (a générale is made
        # only when the bidder alone took all eight, as ``bidder_all`` says)
        won = (row["tricks_ns"], row["tricks_ew"])
        tricks[SEATS[taker ^ 2]] = won[taker & 1]
        tricks[SEATS[(taker + 1) & 3]] = won[1 - (taker & 1)]
    extras: dict[str, Any] = {
        "mode": row["mode"],
        "belote": ["NS"] * row["belote_ns"] + ["EW"] * row["belote_ew"],
        "declarations": {"NS": row["annonces_ns"], "EW": row["annonces_ew"]},
        "capot": None if row["capot"] < 0 else _TEAMS[row["capot"]],
        "carried": row["carried"],
        "tricks": tricks,
        "last_trick": _TEAMS[row["last"]],
    }
    return contract, {"NS": row["points_ns"], "EW": row["points_ew"]}, extras


class BatchEngine:
    """A variant's rules, compiled for batches of random deals (see the module docstring).

    ``backend`` is ``"numpy"``, ``"numba"`` (raises ImportError without numba) or ``"auto"``
    (numba when installed). ``random_declarations``: « belote » and « rebelote » where the
    variant wants them said, and annonces that may be kept silent, are each said half the time
    rather than always (a belote counts as ``belote.rebelote`` says). Raises
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
        if backend not in ("auto", "numpy", "numba"):
            raise ValueError(f"backend: got {backend!r}; expected 'auto', 'numpy' or 'numba'")
        self._play = play_numpy
        self.backend = "numpy"
        if backend == "numba" or (backend == "auto" and numba_available()):
            from .jit import play_numba

            if backend == "numba" or _numba_works(play_numba, self.compiled):
                self._play = play_numba
                self.backend = "numba"
        self.scorer = BatchScorer(rules)
        self.game_end = BatchGameEnd(rules, self.scorer)

    def __repr__(self) -> str:
        return f"<BatchEngine {self.rules.variant.id} ({self.backend})>"

    # ------------------------------------------------------------------ public

    def play_deals(self, n: int, rng: np.random.Generator) -> Table:
        """``n`` independent random deals (each shuffled, dealt by a random dealer), played
        :data:`BATCH` at a time: the memory used is the table's, about 40 bytes a deal."""
        _check_count(n, "n")
        _check_rng(rng)
        parts = [
            self.trace_deals(min(BATCH, n - start), rng, keep=False)[0]
            for start in range(0, n, BATCH)
        ]
        return _joined(parts, DEAL_COLUMNS, numbered=True)

    def trace_deals(
        self, n: int, rng: np.random.Generator, *, keep: bool = True
    ) -> tuple[Table, DealTrace | None]:
        """``n`` deals in one batch, with the :class:`DealTrace` of every deal when ``keep``
        (for checking them; the memory used grows with ``n``)."""
        _check_count(n, "n")
        _check_rng(rng)
        decks = rng.permuted(np.tile(np.arange(32, dtype=np.int64), (n, 1)), axis=1)
        dealers = rng.integers(0, 4, n).astype(np.int64)
        cols, trace, _gathered = self._deals(decks, dealers, np.zeros(n, np.int64), rng, keep)
        cols["game"] = np.arange(n, dtype=np.int64)
        cols["deal"] = np.zeros(n, np.int64)
        return _typed(cols, DEAL_COLUMNS), trace

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
    ) -> tuple[dict[str, I64], DealTrace | None, I64]:
        """Deal, bid, play and score one deal per row of ``decks`` (already cut). Returns the
        columns, the trace (when ``keep``) and the cards as gathered after each deal."""
        c = self.compiled
        n = len(decks)
        rows = np.arange(n)
        # -- the draws, always in this order and this size, whatever happens below
        patterns = c.deal.patterns
        if patterns > 1:
            pattern = (rng.random(n) * patterns).astype(np.int64)
        else:
            pattern = np.zeros(n, np.int64)
        u_capot = rng.random(n)
        u_belote = rng.random((n, 4))
        u_play = rng.random((n, 32))
        u_shown = rng.random((n, 4)) if self._silence else None
        u_rebelote = rng.random((n, 4)) if self._rebelote_draw else None
        # -- dealing and the turned card
        turned_pos = c.deal.turned[dealers, pattern]
        turned = np.where(turned_pos >= 0, decks[rows, np.maximum(turned_pos, 0)], -1)
        # -- bidding
        graph = c.bidding
        state = graph.start[dealers, np.maximum(turned, 0) >> 3]
        history: list[tuple[I64, I64]] = []
        steps = 0
        live = np.arange(n)
        at = state.copy()
        while True:
            graph.expand(at)
            count = graph.count[at]
            moving = count > 0
            if not moving.all():  # keep the deals still bidding
                state[live] = at
                live = live[moving]
                at = at[moving]
                count = count[moving]
            if not len(live):
                break
            steps += 1
            if steps > MAX_BIDDING_STEPS:
                raise BatchUnsupported(
                    _("a bidding took more than {most} actions", most=MAX_BIDDING_STEPS)
                )
            k = (rng.random(len(live)) * count).astype(np.int64)
            if keep:
                history.append((live, graph.action[at, k]))
            at = graph.follow(at, k)
        taker = graph.taker[state]
        mode = graph.mode[state]
        bid = graph.bid[state]
        contre = graph.contre[state]
        has = taker >= 0
        # -- the hands after the bidding (a deal nobody took keeps the pack as dealt)
        t = np.maximum(taker, 0)
        positions = c.deal.final[dealers, pattern, t]  # (n, 4, 8)
        cards = np.take_along_axis(decks, positions.reshape(n, 32), axis=1).reshape(n, 4, 8)
        hands = np.bitwise_or.reduce(_ONE << cards, axis=2)
        m = np.maximum(mode, 0)
        if c.first_lead == 1:
            first = dealers
        elif c.first_lead == 2:
            first = t
        else:
            first = (dealers + 1) & 3
        leader = np.where((bid == BID_GENERALE) & c.generale_bidder_leads, t, first)
        # -- annonces
        awarded, cancel_deal, silent = self._annonces(hands, m, leader, has, u_shown)
        cancelled = has & cancel_deal
        # -- an announced capot, as the Simulator calls it
        if c.capot_announce:
            call = has & ~cancelled & (bid == 0) & (u_capot < CAPOT_CALL)
            bid = np.where(call, BID_CAPOT, bid)
        # -- the card play (every deal of the batch, as a rule: then without copies)
        in_play = has & ~cancelled
        playing = np.flatnonzero(in_play)
        every = len(playing) == n
        pick: slice | I64 = slice(None) if every else playing
        out = self._play(
            hands[pick],
            m[pick],
            leader[pick],
            u_play[pick],
            **c.play_tables(),
            keep_legal=keep,
        )
        assert isinstance(out, PlayOutput)
        if every:
            points, tricks, played = out.points, out.tricks, out.played
            last = out.winners[:, 7] & 1
        else:
            points = np.zeros((n, 2), np.int64)
            points[playing] = out.points
            tricks = np.zeros((n, 4), np.int64)
            tricks[playing] = out.tricks
            played = np.zeros((n, 32), np.int64)
            played[playing] = out.played
            last = np.zeros(n, np.int64)
            last[playing] = out.winners[:, 7] & 1
        team_tricks = tricks[:, 0::2].sum(axis=1), tricks[:, 1::2].sum(axis=1)
        ns_capot = (team_tricks[0] == 8) | (c.capot_by_points & (points[:, 1] == 0))
        ew_capot = (team_tricks[1] == 8) | (c.capot_by_points & (points[:, 0] == 0))
        capot = np.where(ns_capot, 0, np.where(ew_capot, 1, -1))
        capot = np.where(in_play, capot, -1)
        # -- belote
        belote = np.zeros((n, 2), np.int64)
        belote_lists: list[list[str]] = [[] for _ in range(n)] if keep else []
        pairs = c.belote_pairs[m]  # (n, 4)
        if pairs.any():
            if c.belote_king_first:  # the place of each card in the play order
                where = np.zeros((n, 32), np.int64)
                where[rows[:, None], played] = np.arange(32)
            for suit in range(4):
                pair = pairs[:, suit]
                if not pair.any():
                    continue
                for seat in range(4):
                    holds = in_play & ((hands[:, seat] & pair) == pair) & (pair != 0)
                    if c.belote_king_first:
                        holds &= where[:, suit * 8 + 6] < where[:, suit * 8 + 5]
                    if not c.belote_automatic and self.random_declarations:
                        said = u_belote[:, suit] < BELOTE_SAID
                        if u_rebelote is not None and c.belote_rebelote == "required":
                            said &= u_rebelote[:, suit] < BELOTE_SAID
                        elif u_rebelote is not None:  # either call is enough
                            said |= u_rebelote[:, suit] < BELOTE_SAID
                        holds &= said
                    belote[:, seat & 1] += holds
                    if keep:
                        for i in np.flatnonzero(holds).tolist():
                            belote_lists[i].append(_TEAMS[seat & 1])
        # -- the score
        scoring = has & ~cancelled
        score_ns = np.zeros(n, np.int64)
        score_ew = np.zeros(n, np.int64)
        outcome = np.zeros(n, np.int64)
        held = np.zeros(n, np.int64)
        bidder_all = (tricks[rows, t] == 8).astype(np.int64)
        idx = np.flatnonzero(scoring)
        if len(idx):
            parts = {
                "taker": taker[idx],
                "mode": m[idx],
                "bid": bid[idx],
                "contre": contre[idx],
                "points_ns": points[idx, 0],
                "points_ew": points[idx, 1],
                "belote_ns": belote[idx, 0],
                "belote_ew": belote[idx, 1],
                "annonces_ns": awarded[idx, 0],
                "annonces_ew": awarded[idx, 1],
                "capot": capot[idx],
                "last": last[idx],
                "bidder_all": np.where(bid[idx] == BID_GENERALE, bidder_all[idx], 0),
                "carried": carried[idx],
            }
            s_ns, s_ew, s_out, s_held = self.scorer.score(parts)
            score_ns[idx], score_ew[idx], outcome[idx], held[idx] = s_ns, s_ew, s_out, s_held
        # -- the cards as gathered for the next deal
        gathered = played.copy()
        nobody = ~has
        if nobody.any():
            order = c.deal.passed_order[dealers[nobody], pattern[nobody]]
            gathered[nobody] = decks[np.flatnonzero(nobody)[:, None], order]
        if cancelled.any():
            gathered[cancelled] = cards[cancelled].reshape(-1, 32)
        cols: dict[str, I64] = {
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
            "annonces_ns": np.where(cancelled, 0, awarded[:, 0]),
            "annonces_ew": np.where(cancelled, 0, awarded[:, 1]),
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
            bids: list[list[str]] = [[] for _ in range(n)]
            for who, step in history:
                for i, a in zip(who.tolist(), step.tolist(), strict=True):
                    bids[i].append(actions[a])
            legal = np.zeros((n, 32), np.int64)
            winners = np.zeros((n, 8), np.int64)
            if out.legal is not None:
                legal[playing] = out.legal
            winners[playing] = out.winners
            trace = DealTrace(
                dealer=dealers,
                turned=turned,
                bidding=bids,
                hands=np.where((has & ~cancelled)[:, None], hands, 0),
                leader=leader,
                played=played,
                legal=legal,
                winners=winners,
                declarations=awarded,
                belote=belote_lists,
                last_trick=last,
                silent=silent,
            )
        return cols, trace, gathered

    def _annonces(
        self,
        hands: I64,
        mode: I64,
        leader: I64,
        has: npt.NDArray[np.bool_],
        u_shown: npt.NDArray[np.float64] | None,
    ) -> tuple[I64, npt.NDArray[np.bool_], npt.NDArray[np.bool_] | None]:
        """(points awarded per team, deal voided, seats silent) of each deal; where a
        cancelling carré voids the annonces only, nothing is awarded. ``u_shown``: with
        random declarations where annonces may be kept silent, a seat holding some (or a
        cancelling carré) keeps them to itself when its draw is at least
        :data:`ANNONCES_SHOWN` (they then count for nothing, a cancelling carré included, as
        in the game)."""
        a = self.compiled.annonces
        n = len(hands)
        awarded = np.zeros((n, 2), np.int64)
        on = has & a.enabled[mode]
        silent = None if u_shown is None else np.zeros((n, 4), bool)
        if not on.any():
            return awarded, np.zeros(n, bool), silent
        quads = hands & (hands >> 8) & (hands >> 16) & (hands >> 24) & 0xFF  # (n, 4)
        m = mode[:, None]
        pts = a.carre_points[m, quads]
        key = a.carre_key[m, quads]
        for suit in range(4):
            bits = (hands >> (8 * suit)) & 0xFF
            pts = pts + a.seq_points[bits]
            key = np.maximum(key, a.seq_key[m, suit, bits])
        if not a.reuse_free:
            # a carré and a sequence may not share cards: the reference kernel chooses
            rank = a.key_rank
            find = self.rules.annonces.find
            key_of = self.rules.annonces.key
            for i, seat in zip(
                *np.nonzero((a.carre_points[m, quads] > 0) & on[:, None]), strict=True
            ):
                mi = int(mode[i])
                found = find(int(hands[i, seat]), mi)
                pts[i, seat] = sum(x.points for x in found)
                key[i, seat] = max((rank[key_of(x, mi)] for x in found), default=-1)
        if u_shown is not None:
            # a seat holding annonces, or a cancelling carré, keeps them silent
            holds = (key >= 0) | ((quads & a.cancelling) != 0)
            silent = on[:, None] & holds & (u_shown >= ANNONCES_SHOWN)
            key = np.where(silent, -1, key)
            pts = np.where(silent, 0, pts)
            quads = np.where(silent, 0, quads)
        cancel = np.zeros(n, bool)
        if a.cancelling:
            cancel = on & ((quads & a.cancelling) != 0).any(axis=1)
        best_ns = np.maximum(key[:, 0], key[:, 2])
        best_ew = np.maximum(key[:, 1], key[:, 3])
        winner = np.where(best_ns > best_ew, 0, np.where(best_ew > best_ns, 1, -1))
        tie = (best_ns == best_ew) & (best_ns >= 0)
        if a.first_declared and tie.any():
            first = np.full(n, -1, np.int64)
            for k in range(3, -1, -1):  # the first seat from the leader holding the best
                seat = (leader + k) & 3
                first = np.where(key[np.arange(n), seat] == best_ns, seat, first)
            winner = np.where(tie, first & 1, winner)
        scored = on & ~cancel & (winner >= 0)
        team_points = np.stack([pts[:, 0] + pts[:, 2], pts[:, 1] + pts[:, 3]], axis=1)
        w = np.maximum(winner, 0)
        rows = np.arange(n)
        awarded[rows, w] = np.where(scored, team_points[rows, w], 0)
        return awarded, cancel & a.cancels_deal, silent


#: The columns the scorer reads (with ``carried``).
_SCORING_COLUMNS: Final = (
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
    "capot",
    "last",
    "bidder_all",
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
    return {name: np.asarray(cols[name]).astype(kind, copy=False) for name, kind in columns.items()}


def _check_rng(rng: object) -> None:
    if not isinstance(rng, np.random.Generator):
        raise TypeError(
            f"rng: got {type(rng).__name__}; expected a numpy.random.Generator, "
            "such as numpy.random.default_rng(1)"
        )


def _check_count(value: object, name: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int | np.integer) or value < 0:
        raise ValueError(f"{name}: got {value!r}; expected a whole number, 0 or more")
