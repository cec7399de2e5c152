"""The double-dummy solver compiled with numba (the ``fast`` extra).

The same search as :class:`belote_spec.bots.solver.DoubleDummy`, in machine code, with the same
values: null-window searches that halve the range of possible values, alpha-beta with
fail-soft bounds, a transposition table of the positions at the start of a trick (lower and
upper bound, best lead), equivalent cards tried once, and the same move ordering (the
position's cards are tried in the same order as the Python solver's).

What differs is where things are kept:

* the legal cards come from the numba play kernel of the batch engine
  (:func:`belote_spec.batch.jit._legal`, driven by the variant's ``play`` switches, see
  :func:`belote_spec.batch.compiler.play_flags`): it follows the reference kernel line by
  line, so the built-in play rules of every variant are supported, not a plugin's own kernel;
* the transposition table is an open-addressing hash table in one numpy array of fixed size
  (``2**table_bits`` entries, buckets of 4, the entry with the fewest cards left replaced
  when a bucket is full). The contract mode is part of the key, so that entries of other
  modes may stay: a table kept between calls only saves work, it never changes a value;
* the search is a loop over an explicit stack, one frame per card played (numba cannot
  cache a recursive function, and a call per card would cost more than the card).

A search begun in the middle of the last trick counts the dix de der for the team that
takes that trick (as plain minimax, :func:`belote_spec.bots.solver.exhaustive`, does).

Importing this module raises ImportError when numba is not installed.
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final

import numba
import numpy as np
import numpy.typing as npt

from ..bots.solver import SolveStats, cards_of
from ..cards import SUIT_MASKS
from .compiler import BatchUnsupported, play_flags
from .jit import _legal
from .numba_cache import can_cache

if TYPE_CHECKING:
    from ..engine.rules import Rules
    from ..engine.tables import CardTables

__all__ = ["JitDoubleDummy"]

I64 = npt.NDArray[np.int64]

_INF: Final = 1 << 30
#: Entries of the transposition table: 2**20 by default (32 MB).
TABLE_BITS: Final = 20
#: Rows of the per-depth buffers: a trick and the cards tried at each of the 32 plies, with
#: room to spare (the search never goes deeper than 8 tricks from its root).
_TRICKS: Final = 10
_PLIES: Final = 4 * _TRICKS
# Multipliers of the hash (odd, below 2**63 so that numba keeps them int64).
_K1: Final = 0x7F4A7C159E3779B9
_K2: Final = 0x6C8E9CF570932BD5
_K3: Final = 0x5851F42D4C957F2D
# tt[i, 2]: bits 0-1 the leader, 2-4 the mode, 5 "used", 6-11 the cards left (for the
# replacement); tt[i, 3]: bits 0-15 the lower bound, 16-31 the upper one, 32- the best lead + 1.
_USED: Final = 32
_KEY_BITS: Final = 63


def _here() -> None:
    """A plain function of this module, for asking numba where its kernels may be cached."""


#: Whether the kernels below are cached on disk (not when numba finds no writable folder:
#: then they are compiled at each run).
CACHE: Final = can_cache(_here)


@numba.njit(cache=CACHE, nogil=True, inline="always")
def _winner(trick: Any, n: int, power: Any, tm: int) -> int:
    """The position (0 = the leader) of the card holding the first ``n`` cards of ``trick``:
    the reference kernel's ``winner``."""
    best = trick[0]
    pos = 0
    for i in range(1, n):
        c = trick[i]
        if (c >> 3) == (best >> 3):
            if power[c] > power[best]:
                best = c
                pos = i
        elif (tm >> c) & 1:
            best = c
            pos = i
    return pos


@numba.njit(cache=CACHE, nogil=True, inline="always")
def _bucket(a: int, b: int, c: int, mask: int) -> int:
    h = a * _K1 + b * _K2 + c * _K3
    h ^= h >> 29
    h *= _K1
    h ^= h >> 32
    return h & mask & ~3


@numba.njit(cache=CACHE, nogil=True, inline="always")
def _find(tt: Any, mask: int, a: int, b: int, c: int) -> int:
    """The entry of the key (a, b, c), or -1."""
    base = _bucket(a, b, c, mask)
    for i in range(base, base + 4):
        if tt[i, 0] == a and tt[i, 1] == b and (tt[i, 2] & _KEY_BITS) == c:
            return i
    return -1


@numba.njit(cache=CACHE, nogil=True, inline="always")
def _store(tt: Any, mask: int, a: int, b: int, c: int, left: int, value: int, stats: Any) -> None:
    """Keep ``value`` (bounds and lead, packed as in ``tt[i, 3]``) for the key (a, b, c): in
    its own entry, else in a free one, else in place of the entry with the fewest cards left."""
    base = _bucket(a, b, c, mask)
    slot = -1
    fewest = 1 << 20
    for i in range(base, base + 4):
        meta = tt[i, 2]
        if tt[i, 0] == a and tt[i, 1] == b and (meta & _KEY_BITS) == c:
            slot = i
            break
        if not meta & _USED:
            if fewest >= 0:
                slot = i
                fewest = -1
        elif fewest >= 0 and (meta >> 6) < fewest:
            slot = i
            fewest = meta >> 6
    if not tt[slot, 2] & _USED:
        stats[2] += 1
    tt[slot, 0] = a
    tt[slot, 1] = b
    tt[slot, 2] = c | (left << 6)
    tt[slot, 3] = value


# Columns of the frames (one row per ply: 4 * trick + cards on the table).
_LEADER: Final = 0
_ALPHA: Final = 1
_BETA: Final = 2
_UNPLAYED: Final = 3
_A0: Final = 4
_B0: Final = 5
_LOW: Final = 6
_HIGH: Final = 7
_KEY_A: Final = 8
_KEY_B: Final = 9
_KEY_C: Final = 10
_HAND: Final = 11
_COUNT: Final = 12
_NEXT: Final = 13
_BEST: Final = 14
_BEST_CARD: Final = 15
_GAINED: Final = 16
_FIELDS: Final = 17


@numba.njit(cache=CACHE, nogil=True)
def _run(
    hands: Any,
    tricks: Any,
    root: int,
    leader: int,
    alpha: int,
    beta: int,
    unplayed: int,
    mode: int,
    points: Any,
    power: Any,
    tm: int,
    byte_points: Any,
    order: Any,
    above: Any,
    trump_mask: Any,
    suit_mask: Any,
    f: Any,
    dix_de_der: int,
    tt: Any,
    mask: int,
    moves: Any,
    fr: Any,
    stats: Any,
) -> int:
    """Points team 0 takes from the position of ply ``root``: the ``root & 3`` cards of
    ``tricks[root >> 2]`` on the table, led by ``leader``.

    The alpha-beta search of ``DoubleDummy._trick_start`` and ``DoubleDummy._play`` written
    as a loop over an explicit stack (numba cannot cache a recursive function): the node of
    ply ``d`` (trick ``d >> 2``, ``d & 3`` cards on the table) keeps its state in ``fr[d]``
    and its cards to try in ``moves[d]``; its children are at ply ``d + 1``. A node at a trick
    start (``d & 3 == 0``) plays the last trick at once and reads and writes the
    transposition table; elsewhere ``unplayed`` is every card not played before the trick."""
    d = root
    fr[d, _LEADER] = leader
    fr[d, _ALPHA] = alpha
    fr[d, _BETA] = beta
    fr[d, _UNPLAYED] = unplayed
    ret = 0
    entering = True
    while True:
        t = d >> 2
        n = d & 3
        if entering:
            leader = fr[d, _LEADER]
            alpha = fr[d, _ALPHA]
            beta = fr[d, _BETA]
            unplayed = fr[d, _UNPLAYED]
            first = -1
            done = False
            if n == 0:
                lead_hand = hands[leader]
                if lead_hand & (lead_hand - 1) == 0:
                    done = True
                    if not lead_hand:
                        # No card left (a search begun in the last trick): the trick just
                        # gathered was the last, its winner takes the dix de der.
                        ret = dix_de_der if leader & 1 == 0 else 0
                    else:
                        # One card each: the last trick plays itself.
                        ret = 0
                        got = 0
                        for i in range(4):
                            h = hands[(leader + i) & 3]
                            card = 0
                            while h > 1:
                                h >>= 1
                                card += 1
                            tricks[t, i] = card
                            got += points[card]
                        if not (leader + _winner(tricks[t], 4, power, tm)) & 1:
                            ret = got + dix_de_der
                else:
                    h0 = hands[0]
                    h1 = hands[1]
                    h2 = hands[2]
                    h3 = hands[3]
                    unplayed = h0 | h1 | h2 | h3
                    key_a = h0 | (h1 << 32)
                    key_b = h2 | (h3 << 32)
                    key_c = leader | (mode << 2) | _USED
                    found = _find(tt, mask, key_a, key_b, key_c)
                    if found < 0:
                        low = 0
                        high = dix_de_der
                        for s in range(4):
                            high += byte_points[s, (unplayed >> (8 * s)) & 0xFF]
                    else:
                        stats[1] += 1
                        entry = tt[found, 3]
                        low = entry & 0xFFFF
                        high = (entry >> 16) & 0xFFFF
                        first = (entry >> 32) - 1
                    if low == high or low >= beta:
                        ret = low
                        done = True
                    elif high <= alpha:
                        ret = high
                        done = True
                    else:
                        if low > alpha:
                            alpha = low
                        if high < beta:
                            beta = high
                        fr[d, _ALPHA] = alpha
                        fr[d, _BETA] = beta
                        fr[d, _A0] = alpha
                        fr[d, _B0] = beta
                        fr[d, _LOW] = low
                        fr[d, _HIGH] = high
                        fr[d, _KEY_A] = key_a
                        fr[d, _KEY_B] = key_b
                        fr[d, _KEY_C] = key_c
                        fr[d, _UNPLAYED] = unplayed
            if done:
                if d == root:
                    return ret
                d -= 1
                entering = False
                continue

            # The legal cards worth trying, best first: one card of each run of
            # equivalent ones.
            hand = hands[(leader + n) & 3]
            fr[d, _HAND] = hand
            row = moves[d]
            pos = 0
            held = 0
            if n == 0:
                legal = hand
            else:
                pos = _winner(tricks[t], n, power, tm)
                held = tricks[t, pos]
                legal = _legal(
                    hand, tricks[t, 0], held, pos == n - 2, mode, above, trump_mask, suit_mask, f
                )
            k = 0
            for suit in range(4):
                if not (legal >> (8 * suit)) & 0xFF:
                    continue
                previous = -1
                for j in range(8):
                    card = order[suit, j]
                    bit = 1 << card
                    if not unplayed & bit:
                        continue  # played before this trick: between nothing
                    if legal & bit:
                        if previous >= 0 and points[previous] == points[card]:
                            continue  # equivalent to the card kept just above it
                        row[k] = card
                        k += 1
                        previous = card
                    else:
                        previous = -1
            if k > 1:
                if n == 0:
                    if first >= 0:
                        # The best lead found by an earlier search of this position.
                        for i in range(k):
                            if row[i] == first:
                                for j in range(i, 0, -1):
                                    row[j] = row[j - 1]
                                row[0] = first
                                break
                elif pos == n - 2:
                    # The partner holds the trick: the most points first (a stable sort).
                    for i in range(1, k):
                        card = row[i]
                        j = i - 1
                        while j >= 0 and points[row[j]] < points[card]:
                            row[j + 1] = row[j]
                            j -= 1
                        row[j + 1] = card
                else:
                    # The cheapest winning card first, then the cheapest loser (stable).
                    held_suit = held >> 3
                    held_power = power[held]
                    can_trump = not (tm >> held) & 1
                    for i in range(k):
                        row[8 + i] = row[i]
                    wins = 0
                    for i in range(k):
                        card = row[8 + i]
                        if (card >> 3) == held_suit:
                            winning = power[card] > held_power
                        else:
                            winning = can_trump and (tm >> card) & 1 == 1
                        if winning:
                            row[wins] = card
                            wins += 1
                    rest = wins
                    for i in range(k):
                        card = row[8 + i]
                        if (card >> 3) == held_suit:
                            winning = power[card] > held_power
                        else:
                            winning = can_trump and (tm >> card) & 1 == 1
                        if not winning:
                            row[rest] = card
                            rest += 1
                    for i in range(1, wins):
                        card = row[i]
                        j = i - 1
                        while j >= 0 and power[row[j]] > power[card]:
                            row[j + 1] = row[j]
                            j -= 1
                        row[j + 1] = card
                    for i in range(wins + 1, k):
                        card = row[i]
                        j = i - 1
                        while j >= wins and points[row[j]] > points[card]:
                            row[j + 1] = row[j]
                            j -= 1
                        row[j + 1] = card
            fr[d, _COUNT] = k
            fr[d, _NEXT] = 0
            fr[d, _BEST] = -_INF if ((leader + n) & 1) == 0 else _INF
            fr[d, _BEST_CARD] = -1
        else:
            # Back from the child: the value of the card tried last.
            leader = fr[d, _LEADER]
            seat = (leader + n) & 3
            hands[seat] = fr[d, _HAND]
            value = fr[d, _GAINED] + ret
            alpha = fr[d, _ALPHA]
            beta = fr[d, _BETA]
            if seat & 1 == 0:
                if value > fr[d, _BEST]:
                    fr[d, _BEST] = value
                    fr[d, _BEST_CARD] = moves[d, fr[d, _NEXT] - 1]
                    if value > alpha:
                        alpha = value
                        fr[d, _ALPHA] = value
            elif value < fr[d, _BEST]:
                fr[d, _BEST] = value
                fr[d, _BEST_CARD] = moves[d, fr[d, _NEXT] - 1]
                if value < beta:
                    beta = value
                    fr[d, _BETA] = value
            if alpha >= beta:
                fr[d, _NEXT] = fr[d, _COUNT]

        i = fr[d, _NEXT]
        if i < fr[d, _COUNT]:
            # The next card: down to the child.
            card = moves[d, i]
            fr[d, _NEXT] = i + 1
            stats[0] += 1
            seat = (leader + n) & 3
            hands[seat] = fr[d, _HAND] & ~(1 << card)
            tricks[t, n] = card
            if n == 3:
                won = (leader + _winner(tricks[t], 4, power, tm)) & 3
                gained = 0
                if won & 1 == 0:
                    gained = (
                        points[tricks[t, 0]]
                        + points[tricks[t, 1]]
                        + points[tricks[t, 2]]
                        + points[card]
                    )
                fr[d, _GAINED] = gained
                fr[d + 1, _LEADER] = won
                fr[d + 1, _ALPHA] = alpha - gained
                fr[d + 1, _BETA] = beta - gained
                fr[d + 1, _UNPLAYED] = 0
            else:
                fr[d, _GAINED] = 0
                fr[d + 1, _LEADER] = leader
                fr[d + 1, _ALPHA] = alpha
                fr[d + 1, _BETA] = beta
                fr[d + 1, _UNPLAYED] = fr[d, _UNPLAYED]
            d += 1
            entering = True
            continue

        # Every card tried: this node's value.
        best = fr[d, _BEST]
        if n == 0:
            low = fr[d, _LOW]
            high = fr[d, _HIGH]
            if best <= fr[d, _A0]:
                if best < high:
                    high = best
            elif best >= fr[d, _B0]:
                if best > low:
                    low = best
            else:
                low = best
                high = best
            left = 0
            rest_cards = fr[d, _UNPLAYED]
            while rest_cards:
                rest_cards &= rest_cards - 1
                left += 1
            _store(
                tt,
                mask,
                fr[d, _KEY_A],
                fr[d, _KEY_B],
                fr[d, _KEY_C],
                left,
                low | (high << 16) | ((fr[d, _BEST_CARD] + 1) << 32),
                stats,
            )
        ret = best
        if d == root:
            return ret  # type: ignore[no-any-return]
        d -= 1
        entering = False


@numba.njit(cache=CACHE, nogil=True)
def _solve(
    hands: Any,
    leader: int,
    trick: Any,
    ntrick: int,
    total: int,
    mode: int,
    points: Any,
    power: Any,
    tm: int,
    byte_points: Any,
    order: Any,
    above: Any,
    trump_mask: Any,
    suit_mask: Any,
    f: Any,
    dix_de_der: int,
    tt: Any,
    mask: int,
    tricks: Any,
    moves: Any,
    frames: Any,
    stats: Any,
) -> int:
    """``DoubleDummy._search``: the exact points of team 0, by null-window searches that halve
    the range of possible values (each reuses the bounds the previous ones left in the
    table). ``trick`` holds ``ntrick`` cards (0 to 4) led by ``leader``."""
    low = 0
    high = total
    trick_bits = 0
    for i in range(ntrick):
        trick_bits |= 1 << trick[i]
    unplayed = hands[0] | hands[1] | hands[2] | hands[3] | trick_bits
    gained = 0
    if ntrick == 4:  # a complete trick: gather it first
        won = (leader + _winner(trick, 4, power, tm)) & 3
        if won & 1 == 0:
            gained = points[trick[0]] + points[trick[1]] + points[trick[2]] + points[trick[3]]
            if not unplayed & ~trick_bits:
                gained += dix_de_der
        leader = won
        ntrick = 0
        if not (hands[0] | hands[1] | hands[2] | hands[3]):
            return gained
        low = gained
    for i in range(ntrick):
        tricks[0, i] = trick[i]
    while low < high:
        guess = (low + high + 1) // 2
        # (``gained`` is 0 unless the search begins at a trick start.)
        value = gained + _run(
            hands,
            tricks,
            ntrick,
            leader,
            guess - 1 - gained,
            guess - gained,
            unplayed,
            mode,
            points,
            power,
            tm,
            byte_points,
            order,
            above,
            trump_mask,
            suit_mask,
            f,
            dix_de_der,
            tt,
            mask,
            moves,
            frames,
            stats,
        )
        if value >= guess:
            low = value
        else:
            high = value
    return low


@numba.njit(cache=CACHE, nogil=True)
def _move_values(
    hands: Any,
    leader: int,
    trick: Any,
    ntrick: int,
    total: int,
    mode: int,
    points: Any,
    power: Any,
    tm: int,
    byte_points: Any,
    order: Any,
    above: Any,
    trump_mask: Any,
    suit_mask: Any,
    f: Any,
    dix_de_der: int,
    tt: Any,
    mask: int,
    tricks: Any,
    moves: Any,
    frames: Any,
    stats: Any,
    out: Any,
) -> int:
    """For each legal card of the player to move (lowest first), ``out[i] = (card, points of
    team 0)``; returns the number of legal cards."""
    seat = (leader + ntrick) & 3
    hand = hands[seat]
    if ntrick == 0:
        legal = hand
    else:
        pos = _winner(trick, ntrick, power, tm)
        legal = _legal(
            hand, trick[0], trick[pos], pos == ntrick - 2, mode, above, trump_mask, suit_mask, f
        )
    count = 0
    after = np.zeros(5, np.int64)
    for i in range(ntrick):
        after[i] = trick[i]
    for card in range(32):
        if not (legal >> card) & 1:
            continue
        hands[seat] = hand & ~(1 << card)
        after[ntrick] = card
        out[count, 0] = card
        out[count, 1] = _solve(
            hands,
            leader,
            after,
            ntrick + 1,
            total,
            mode,
            points,
            power,
            tm,
            byte_points,
            order,
            above,
            trump_mask,
            suit_mask,
            f,
            dix_de_der,
            tt,
            mask,
            tricks,
            moves,
            frames,
            stats,
        )
        hands[seat] = hand
        count += 1
    return count


class JitDoubleDummy:
    """:class:`belote_spec.bots.solver.DoubleDummy` compiled with numba: the same public methods,
    the same values.

    Build it with ``JitDoubleDummy.for_rules(rules)`` (raises
    :class:`~belote_spec.batch.compiler.BatchUnsupported` when the variant's card play comes
    from a plugin's own kernel, which the compiled play rules would not follow). The
    transposition table (``2**table_bits`` entries, 32 bytes each) is kept between calls and
    holds the positions of every mode; :meth:`clear` empties it. The first solve compiles
    the search, or loads it from numba's cache. One solver serves one thread at a time (the
    table and the search's buffers are its own): give each thread its own.
    """

    def __init__(
        self, tables: CardTables, flags: Sequence[int], *, table_bits: int = TABLE_BITS
    ) -> None:
        if not isinstance(table_bits, int) or not 2 <= table_bits <= 28:
            raise ValueError(f"table_bits: got {table_bits!r}; expected an integer in 2..28")
        self._tables = tables
        self._points: I64 = np.array(tables.points, np.int64)
        self._power: I64 = np.array(tables.power, np.int64)
        self._trump = tuple(int(m) for m in tables.trump_mask)
        self._above: I64 = np.array(tables.above, np.int64)
        self._trump_mask: I64 = np.array(tables.trump_mask, np.int64)
        self._suit_mask: I64 = np.array(SUIT_MASKS, np.int64)
        self._flags: I64 = np.array(list(flags), np.int64)
        self._dix = int(tables.dix_de_der)
        self._order: I64 = np.array(
            [[tables.order(mode, suit) for suit in range(4)] for mode in range(6)], np.int64
        )
        byte_points = np.zeros((6, 4, 256), np.int64)
        for mode in range(6):
            for suit in range(4):
                for rank in range(8):
                    has = (np.arange(256) >> rank) & 1 == 1
                    byte_points[mode, suit, has] += tables.points[mode][suit * 8 + rank]
        self._byte_points: I64 = byte_points
        self._mask = (1 << table_bits) - 1
        self._tt: I64 = np.zeros((1 << table_bits, 4), np.int64)
        self._tricks: I64 = np.zeros((_TRICKS, 4), np.int64)
        self._moves: I64 = np.zeros((_PLIES, 16), np.int64)
        self._frames: I64 = np.zeros((_PLIES, _FIELDS), np.int64)
        self._counters: I64 = np.zeros(3, np.int64)
        self.stats = SolveStats()

    @classmethod
    def for_rules(cls, rules: Rules, *, table_bits: int = TABLE_BITS) -> JitDoubleDummy:
        """The solver of a compiled variant (:class:`~belote_spec.engine.rules.Rules`)."""
        from ..plugins import BUILTIN_PLUGINS

        shortcuts = rules.play.shortcuts
        plugins = [
            impl.plugin_name
            for impl in rules.plugin_manager.hook.belote_make_play.get_hookimpls()
            if impl.plugin_name not in BUILTIN_PLUGINS
        ]
        if plugins or shortcuts is None or not shortcuts.valid_for(rules.play):
            raise BatchUnsupported(
                f"{rules.variant.id}: the card play comes from "
                f"{'the plugin ' + repr(plugins[0]) if plugins else 'a kernel of its own'}; "
                "the compiled solver plays only the built-in play rules"
            )
        return cls(rules.tables, play_flags(rules.variant.rule("play")), table_bits=table_bits)

    def clear(self) -> None:
        """Forget every solved position."""
        self._tt.fill(0)
        self._counters[2] = 0

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
        hs, leader, mode, tr = self._checked(hands, leader, mode, trick, full=True)
        if team not in (0, 1):
            raise ValueError(f"team: got {team!r}; expected 0 or 1")
        total = self._remaining(hs, tr[: len(trick)], mode)
        self._counters[:2] = 0
        value = int(_solve(hs, leader, tr, len(trick), total, mode, *self._args(mode)))
        self._done()
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
        hs, leader, mode, tr = self._checked(hands, leader, mode, trick, full=False)
        total = self._remaining(hs, tr[: len(trick)], mode)
        self._counters[:2] = 0
        out = np.zeros((32, 2), np.int64)
        args = (hs, leader, tr, len(trick), total, mode, *self._args(mode), out)
        count = int(_move_values(*args))
        self._done()
        seat = (leader + len(trick)) & 3
        return {
            int(card): int(value) if seat & 1 == 0 else total - int(value)
            for card, value in out[:count]
        }

    def best_move(
        self, hands: Sequence[int], leader: int, mode: int, trick: Sequence[int] = ()
    ) -> tuple[int, int]:
        """(card, value) of a best card for the player to move (the lowest card index among
        equals), valued as in :meth:`move_values`."""
        values = self.move_values(hands, leader, mode, trick)
        if not values:
            raise ValueError("hands: the player to move holds no card")
        best = max(values.values())
        return min(c for c, v in values.items() if v == best), best

    # ------------------------------------------------------------------ helpers

    def _args(self, mode: int) -> tuple[Any, ...]:
        return (
            self._points[mode],
            self._power[mode],
            self._trump[mode],
            self._byte_points[mode],
            self._order[mode],
            self._above,
            self._trump_mask,
            self._suit_mask,
            self._flags,
            self._dix,
            self._tt,
            self._mask,
            self._tricks,
            self._moves,
            self._frames,
            self._counters,
        )

    def _done(self) -> None:
        nodes, hits, size = (int(x) for x in self._counters)
        self.stats = SolveStats(nodes=nodes, hits=hits, table_size=size)

    def _remaining(self, hands: I64, trick: I64, mode: int) -> int:
        points = self._tables.points[mode]
        total = self._dix
        for hand in hands:
            for card in cards_of(int(hand)):
                total += points[card]
        for card in trick:
            total += points[int(card)]
        return total

    @staticmethod
    def _checked(
        hands: Sequence[int], leader: int, mode: int, trick: Sequence[int], *, full: bool
    ) -> tuple[I64, int, int, I64]:
        """(hands, leader, mode, trick) for the search, after checking that they make a
        position: the compiled search trusts them (a bad one could write out of its buffers).
        ``full``: a trick of 4 cards is accepted (gathered before the search)."""
        seat_of_leader = _integer(leader, "leader", 0, 3, "a seat 0..3")
        mode_index = _integer(mode, "mode", 0, 5, "a mode index 0..5")
        if len(hands) != 4:
            raise ValueError(f"hands: got {len(hands)} hands; expected 4")
        seen = 0
        held = []
        for seat, hand in enumerate(hands):
            bits = _integer(hand, f"hands[{seat}]", 0, (1 << 32) - 1, "a bitset of 32 cards")
            if bits & seen:
                raise ValueError(f"hands[{seat}]: holds a card of another hand")
            seen |= bits
            held.append(bits)
        if not seen and not trick:
            raise ValueError("hands: no card left to play and none in the trick")
        most = 4 if full else 3
        if len(trick) > most:
            raise ValueError(f"trick: got {len(trick)} cards; expected at most {most}")
        played_cards = []
        for card in trick:
            index = _integer(card, "trick", 0, 31, "card indices 0..31")
            if seen >> index & 1:
                raise ValueError(f"trick: card {index} is also in a hand or twice in the trick")
            seen |= 1 << index
            played_cards.append(index)
        sizes = [bits.bit_count() for bits in held]
        played = len(played_cards) % 4
        base = sizes[(seat_of_leader + played) & 3]
        for seat in range(4):
            want = base - 1 if (seat - seat_of_leader) & 3 < played else base
            if sizes[seat] != want:
                raise ValueError(
                    f"hands: seat {seat} holds {sizes[seat]} cards; expected {want} (the "
                    f"player to move holds {base}, and those who played in the trick one less)"
                )
        tr = np.zeros(5, np.int64)
        tr[: len(played_cards)] = played_cards
        return np.array(held, np.int64), seat_of_leader, mode_index, tr


def _integer(value: object, name: str, low: int, high: int, expected: str) -> int:
    """``value`` as an int in ``low..high`` (any integer type), or ValueError naming it."""
    try:
        number = operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        number = None
    if number is None or isinstance(value, bool) or not low <= number <= high:
        raise ValueError(f"{name}: got {value!r}; expected {expected}")
    return number
