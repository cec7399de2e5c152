"""A double-dummy solver: the card points each team takes when all four hands are seen and
both teams play perfectly, under any variant's play rules and card values.

The search is alpha-beta over the cards, with:

* the variant's compiled play kernels (:class:`~belote_spec.engine.play.PlayKernels`) for the
  legal cards and the trick winner, so that every play obligation of the variant holds;
* a transposition table of the positions at the start of a trick (the four hands and the
  leader), holding a lower and an upper bound of what the solved team takes from there;
* equivalent cards tried once: two cards of one hand, of one suit, worth the same points,
  with no other unplayed card between them, lead to the same outcome;
* move ordering (the card that wins the trick cheapest, or the most points on a partner's
  trick, first) and the bounds of the points left to play.

Values are *card points from the current position to the end of the deal*, the dix de der
included: the points of the tricks already taken (and of the cards already in the current
trick) are the caller's. Belote and annonces do not depend on the card play here and are
not counted.

Seats are 0..3 in playing order (the next player is ``seat + 1``); team 0 is seats 0 and 2.
Cards are indices ``suit * 8 + rank`` and hands bitsets, as everywhere in the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from ..cards import iter_bits
from ..engine.play import PlayKernels
from ..engine.tables import CardTables

if TYPE_CHECKING:
    from ..engine.rules import Rules

__all__ = ["DoubleDummy", "SolveStats", "Solver", "cards_of", "exhaustive", "solver_for"]

_INF = 1 << 30


def cards_of(mask: int) -> list[int]:
    """The card indices of a bitset, lowest first."""
    return list(iter_bits(mask))


@dataclass
class SolveStats:
    """What the last solve did: nodes (cards tried) and transposition-table hits."""

    nodes: int = 0
    hits: int = 0
    table_size: int = 0
    extra: dict[str, int] = field(default_factory=dict)


class Solver(Protocol):
    """What a double-dummy solver offers (:class:`DoubleDummy`, and the numba-compiled
    :class:`~belote_spec.batch.solver_jit.JitDoubleDummy` with the same values)."""

    stats: SolveStats

    def solve(
        self,
        hands: Sequence[int],
        leader: int,
        mode: int,
        trick: Sequence[int] = (),
        *,
        team: int = 0,
    ) -> int:
        """See :meth:`DoubleDummy.solve`."""
        ...

    def move_values(
        self, hands: Sequence[int], leader: int, mode: int, trick: Sequence[int] = ()
    ) -> dict[int, int]:
        """See :meth:`DoubleDummy.move_values`."""
        ...

    def best_move(
        self, hands: Sequence[int], leader: int, mode: int, trick: Sequence[int] = ()
    ) -> tuple[int, int]:
        """See :meth:`DoubleDummy.best_move`."""
        ...

    def clear(self) -> None:
        """Forget every solved position."""
        ...


def solver_for(rules: Rules, *, compiled: bool = True, table_bits: int | None = None) -> Solver:
    """The fastest solver of ``rules``: compiled with numba when ``compiled``, the ``fast``
    extra is installed and the card play is the built-in one (about 30 times faster), else
    :class:`DoubleDummy`. Both give the same values. ``table_bits`` sizes the compiled
    solver's transposition table (``2**table_bits`` entries; its default otherwise)."""
    if compiled:
        from ..batch.engine import numba_available

        if numba_available():
            from ..batch import BatchUnsupported
            from ..batch.solver_jit import JitDoubleDummy

            try:
                if table_bits is None:
                    return JitDoubleDummy.for_rules(rules)
                return JitDoubleDummy.for_rules(rules, table_bits=table_bits)
            except BatchUnsupported:
                pass
    return DoubleDummy.for_rules(rules)


class DoubleDummy:
    """The double-dummy solver of one variant's play rules and card values.

    Build it from the compiled rules (``DoubleDummy.for_rules(rules)``) or from the kernels
    and tables themselves. The transposition table is kept between calls for the same
    contract mode (successive positions of one deal share most of their subtrees) and
    cleared when the mode changes; :meth:`clear` empties it.
    """

    def __init__(self, play: PlayKernels, tables: CardTables) -> None:
        self._analyse = play.analyse
        self._winner = play.winner
        self._tables = tables
        self._mode = -1
        self._table: dict[tuple[int, int, int, int, int], tuple[int, int, int]] = {}
        self._points: tuple[int, ...] = ()
        self._power: tuple[int, ...] = ()
        self._trump = 0
        self._order: list[list[int]] = []
        self._runs: dict[int, list[int]] = {}
        self._byte_points: list[list[int]] = []
        self._legal: Callable[[int, Sequence[int]], int] = lambda hand, trick: 0
        self._won_by: Callable[[Sequence[int]], int] = lambda trick: 0
        self._lead = -1
        self.stats = SolveStats()
        # Per mode: each suit's cards from the strongest to the weakest.
        self._orders = [[tables.order(mode, suit) for suit in range(4)] for mode in range(6)]

    @classmethod
    def for_rules(cls, rules: Rules) -> DoubleDummy:
        """The solver of a compiled variant (:class:`~belote_spec.engine.rules.Rules`)."""
        return cls(rules.play, rules.tables)

    def clear(self) -> None:
        """Forget every solved position."""
        self._table.clear()

    # ------------------------------------------------------------------ public entry points

    def solve(
        self,
        hands: Sequence[int],
        leader: int,
        mode: int,
        trick: Sequence[int] = (),
        *,
        team: int = 0,
    ) -> int:
        """The card points ``team`` takes from now to the end of the deal (the cards already
        in ``trick``, led by ``leader``, and the dix de der included), with perfect play by
        both teams. ``hands`` are the four remaining hands; the player to move is
        ``leader + len(trick)``."""
        self._prepare(mode)
        self.stats = SolveStats()
        total = self._remaining(hands, trick, mode)
        value = self._search(list(hands), leader, list(trick), total, mode)
        self.stats.table_size = len(self._table)
        return value if team == 0 else total - value

    def move_values(
        self,
        hands: Sequence[int],
        leader: int,
        mode: int,
        trick: Sequence[int] = (),
    ) -> dict[int, int]:
        """For each legal card of the player to move: the card points *that player's team*
        takes from now to the end of the deal if it plays that card, then both teams play
        perfectly."""
        self._prepare(mode)
        self.stats = SolveStats()
        seat = (leader + len(trick)) & 3
        legal = self._analyse(hands[seat], trick, mode)[0]
        total = self._remaining(hands, trick, mode)
        out: dict[int, int] = {}
        for card in cards_of(legal):
            after = list(hands)
            after[seat] &= ~(1 << card)
            value = self._search(after, leader, [*trick, card], total, mode)
            out[card] = value if seat & 1 == 0 else total - value
        self.stats.table_size = len(self._table)
        return out

    def best_move(
        self, hands: Sequence[int], leader: int, mode: int, trick: Sequence[int] = ()
    ) -> tuple[int, int]:
        """(card, value) of a best card for the player to move (the lowest card index among
        equals), valued as in :meth:`move_values`."""
        values = self.move_values(hands, leader, mode, trick)
        best = max(values.values())
        return min(c for c, v in values.items() if v == best), best

    # ------------------------------------------------------------------ the search

    def _search(
        self, hands: list[int], leader: int, trick: list[int], total: int, mode: int
    ) -> int:
        """The exact value, by null-window searches that halve the range of possible values
        (each reuses the bounds the previous ones left in the table)."""
        low, high = 0, total
        unplayed = hands[0] | hands[1] | hands[2] | hands[3]
        for card in trick:
            unplayed |= 1 << card
        gained = 0
        if len(trick) == 4:  # a complete trick: gather it first
            won = (leader + self._won_by(trick)) & 3
            if won & 1 == 0:
                gained = sum(self._points[c] for c in trick)
                if not unplayed & ~sum(1 << c for c in trick):
                    gained += self._tables.dix_de_der
            leader, trick = won, []
            if not (hands[0] | hands[1] | hands[2] | hands[3]):
                return gained
            low, high = gained, total
        while low < high:
            guess = (low + high + 1) // 2
            if trick:
                value = self._play(hands, leader, trick, guess - 1, guess, unplayed)
            else:
                value = gained + self._trick_start(
                    hands, leader, guess - 1 - gained, guess - gained
                )
            if value >= guess:
                low = value
            else:
                high = value
        return low

    def _prepare(self, mode: int) -> None:
        if mode != self._mode:
            self._table.clear()
            self._mode = mode
            tables = self._tables
            self._points = tables.points[mode]
            self._power = tables.power[mode]
            self._trump = tables.trump_mask[mode]
            self._order = self._orders[mode]
            self._runs = {}
            self._byte_points = [
                [
                    sum(self._points[suit * 8 + r] for r in range(8) if (byte >> r) & 1)
                    for byte in range(256)
                ]
                for suit in range(4)
            ]
            analyse = self._analyse
            self._legal = lambda hand, trick: analyse(hand, trick, mode)[0]
            winner = self._winner
            self._won_by = lambda trick: winner(trick, mode)

    def _mask_points(self, mask: int) -> int:
        bp = self._byte_points
        return (
            bp[0][mask & 0xFF]
            + bp[1][(mask >> 8) & 0xFF]
            + bp[2][(mask >> 16) & 0xFF]
            + bp[3][(mask >> 24) & 0xFF]
        )

    def _remaining(self, hands: Sequence[int], trick: Sequence[int], mode: int) -> int:
        points = self._tables.points[mode]
        total = self._tables.dix_de_der
        for hand in hands:
            for card in cards_of(hand):
                total += points[card]
        for card in trick:
            total += points[card]
        return total

    def _trick_start(self, hands: list[int], leader: int, alpha: int, beta: int) -> int:
        """Points team 0 takes from this trick start to the end of the deal."""
        h0, h1, h2, h3 = hands
        if not hands[leader]:
            # The deal is over (a search begun in its last trick): the dix de der is the
            # last trick's winner's, who would lead now.
            return self._tables.dix_de_der if leader & 1 == 0 else 0
        if (hands[leader] & (hands[leader] - 1)) == 0:
            # One card each: the last trick plays itself.
            trick = [(hands[(leader + i) & 3]).bit_length() - 1 for i in range(4)]
            won = (leader + self._won_by(trick)) & 3
            if won & 1:
                return 0
            points = self._points
            return (
                points[trick[0]]
                + points[trick[1]]
                + points[trick[2]]
                + points[trick[3]]
                + self._tables.dix_de_der
            )
        key = (h0, h1, h2, h3, leader)
        unplayed = h0 | h1 | h2 | h3
        found = self._table.get(key)
        if found is None:
            low, high = 0, self._mask_points(unplayed) + self._tables.dix_de_der
            hint = -1
        else:
            self.stats.hits += 1
            low, high, hint = found
            if low == high:
                return low
        if low >= beta:
            return low
        if high <= alpha:
            return high
        a = alpha if alpha > low else low
        b = beta if beta < high else high
        value = self._play(hands, leader, [], a, b, unplayed, hint)
        if value <= a:
            if value < high:
                high = value
        elif value >= b:
            if value > low:
                low = value
        else:
            low = high = value
        self._table[key] = (low, high, self._lead)
        return value

    def _moves(self, hand: int, trick: list[int], unplayed: int, first: int) -> list[int]:
        """The legal cards worth trying, best first: one card of each run of equivalent ones."""
        legal = self._legal(hand, trick)
        runs = self._runs
        kept: list[int] = []
        for suit in range(4):
            shift = suit * 8
            lb = (legal >> shift) & 0xFF
            if not lb:
                continue
            key = (suit << 16) | (lb << 8) | ((unplayed >> shift) & 0xFF)
            run = runs.get(key)
            if run is None:
                run = runs[key] = self._run(suit, legal, unplayed)
            kept += run
        if len(kept) <= 1:
            return kept
        if not trick:
            if first >= 0 and first in kept:
                # The best lead found by an earlier search of this position.
                kept.remove(first)
                kept.insert(0, first)
            return kept
        points = self._points
        position = self._won_by(trick)
        if position == len(trick) - 2:
            # The partner holds the trick: the most points first.
            kept.sort(key=points.__getitem__, reverse=True)
            return kept
        best = trick[position]
        power = self._power
        best_suit = best >> 3
        best_power = power[best]
        can_trump = not (self._trump >> best) & 1
        trump = self._trump
        win: list[int] = []
        lose: list[int] = []
        for card in kept:
            if (card >> 3) == best_suit:
                (win if power[card] > best_power else lose).append(card)
            elif can_trump and (trump >> card) & 1:
                win.append(card)
            else:
                lose.append(card)
        # The cheapest winning card first, then the cheapest loser.
        win.sort(key=power.__getitem__)
        lose.sort(key=points.__getitem__)
        return win + lose

    def _run(self, suit: int, legal: int, unplayed: int) -> list[int]:
        """The legal cards of ``suit`` worth trying, strongest first (see :meth:`_moves`)."""
        points = self._points
        kept: list[int] = []
        previous = -1
        for card in self._order[suit]:
            bit = 1 << card
            if not unplayed & bit:
                continue  # played before this trick: between nothing
            if legal & bit:
                if previous >= 0 and points[previous] == points[card]:
                    continue  # equivalent to the card kept just above it
                kept.append(card)
                previous = card
            else:
                previous = -1
        return kept

    def _play(
        self,
        hands: list[int],
        leader: int,
        trick: list[int],
        alpha: int,
        beta: int,
        unplayed: int,
        first: int = -1,
    ) -> int:
        """Points team 0 takes from this position (``trick`` on the table, not complete).
        ``first``: a card to try first. On a lead, the best card found is left in
        ``self._lead``."""
        n = len(trick)
        seat = (leader + n) & 3
        maximise = seat & 1 == 0
        best = -_INF if maximise else _INF
        hand = hands[seat]
        stats = self.stats
        best_card = -1
        for card in self._moves(hand, trick, unplayed, first):
            stats.nodes += 1
            hands[seat] = hand & ~(1 << card)
            trick.append(card)
            if n == 3:
                won = (leader + self._won_by(trick)) & 3
                if won & 1 == 0:
                    points = self._points
                    gained = points[trick[0]] + points[trick[1]] + points[trick[2]] + points[card]
                else:
                    gained = 0
                value = gained + self._trick_start(hands, won, alpha - gained, beta - gained)
            else:
                value = self._play(hands, leader, trick, alpha, beta, unplayed)
            trick.pop()
            hands[seat] = hand
            if maximise:
                if value > best:
                    best, best_card = value, card
                    if value > alpha:
                        alpha = value
            elif value < best:
                best, best_card = value, card
                if value < beta:
                    beta = value
            if alpha >= beta:
                break
        if n == 0:
            self._lead = best_card
        return best


def exhaustive(
    analyse: Callable[[int, Sequence[int], int], tuple[int, int]],
    winner: Callable[[Sequence[int], int], int],
    tables: CardTables,
    hands: Sequence[int],
    leader: int,
    mode: int,
    trick: Sequence[int] = (),
) -> int:
    """Plain minimax over every legal card (no pruning, no bounds, no card merged with
    another): the points team 0 takes from now on. The exact value of a trick start is kept,
    so that a position reached twice is counted once. For tests of :class:`DoubleDummy`."""
    points = tables.points[mode]
    hands = list(hands)
    known: dict[tuple[int, ...], int] = {}

    def go(leader: int, trick: list[int]) -> int:
        if not trick:
            key = (*hands, leader)
            if key not in known:
                known[key] = step(leader, trick)
            return known[key]
        return step(leader, trick)

    def step(leader: int, trick: list[int]) -> int:
        if len(trick) == 4:
            won = (leader + winner(trick, mode)) & 3
            value = sum(points[c] for c in trick)
            if not (hands[0] | hands[1] | hands[2] | hands[3]):
                value += tables.dix_de_der
                return value if won & 1 == 0 else 0
            return (value if won & 1 == 0 else 0) + go(won, [])
        seat = (leader + len(trick)) & 3
        hand = hands[seat]
        results = []
        for card in cards_of(analyse(hand, trick, mode)[0]):
            hands[seat] = hand & ~(1 << card)
            results.append(go(leader, [*trick, card]))
            hands[seat] = hand
        return max(results) if seat & 1 == 0 else min(results)

    return go(leader, list(trick))
