"""A double-dummy solver: the card points each team takes when all four hands are seen and
both teams play perfectly, under any variant's play rules and card values.

The search is written once, as plain functions in the subset of Python that numba compiles
(:func:`_run`, :func:`_solve`, :func:`_move_values` and the transposition table's
:func:`_find` and :func:`_store`): :class:`DoubleDummy` runs them as Python, and
:class:`JitDoubleDummy` runs the same functions compiled with numba (the ``fast`` extra, about
30 times faster). Both give the same values and try the same cards. The search is:

* alpha-beta with fail-soft bounds, by null-window searches that halve the range of possible
  values (each reuses the bounds the previous ones left in the table);
* the variant's legal cards and trick winner from its play kernels: as Python, the compiled
  rules' own (:class:`~belote_spec.engine.play.PlayKernels`, a plugin's included); compiled,
  the built-in play kernels themselves (:func:`~belote_spec.engine.play.legal_after` and
  :func:`~belote_spec.engine.play.takes`, as the batch engine compiles them, driven by the
  variant's ``play`` switches);
* a transposition table of the positions at the start of a trick (the four hands, the leader
  and the mode), holding a lower and an upper bound of what team 0 takes from there and the
  best lead: an open-addressing hash table in one flat array of ``4 * 2**table_bits``
  integers (buckets of 4 entries, the entry with the fewest cards left replaced when a bucket
  is full). A table kept between calls only saves work, it never changes a value;
* equivalent cards tried once: two cards of one hand, of one suit, worth the same points,
  with no other unplayed card between them, lead to the same outcome;
* move ordering (the card that wins the trick cheapest, or the most points on a partner's
  trick, first; on a lead, the best lead found before) and the bounds of the points left;
* a loop over an explicit stack, one frame per card played (a call per card would cost more
  than the card, compiled).

Values are *card points from the current position to the end of the deal*, the dix de der
included: the points of the tricks already taken (and of the cards already in the current
trick) are the caller's. Belote and annonces do not depend on the card play here and are
not counted. A search begun in the middle of the last trick counts the dix de der for the
team that takes that trick (as plain minimax, :func:`exhaustive`, does).

Seats are 0..3 in playing order (the next player is ``seat + 1``); team 0 is seats 0 and 2.
Cards are indices ``suit * 8 + rank`` and hands bitsets, as everywhere in the engine.
"""

from __future__ import annotations

import operator
import sys
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final, Protocol

from ..cards import iter_bits
from ..engine.play import PlayKernels, legal_after, takes
from ..engine.tables import CardTables
from ..i18n import _

if TYPE_CHECKING:
    from ..engine.rules import Rules

__all__ = [
    "DoubleDummy",
    "JitDoubleDummy",
    "SolveStats",
    "Solver",
    "SolverUnsupported",
    "cards_of",
    "exhaustive",
    "solver_for",
]

_INF: Final = 1 << 30
#: Entries of the transposition table: 2**20 by default.
TABLE_BITS: Final = 20
#: Rows of the per-depth buffers: a trick and the cards tried at each of the 32 plies, with
#: room to spare (the search never goes deeper than 8 tricks from its root).
_TRICKS: Final = 10
_PLIES: Final = 4 * _TRICKS
#: Integers per ply in the buffer of the cards to try: 8 cards, then 8 of scratch.
_ROW: Final = 16
# tt[4 * i + 2]: bits 0-1 the leader, 2-4 the mode, 5 "used", 6-11 the cards left (for the
# replacement); tt[4 * i + 3]: bits 0-15 the lower bound, 16-31 the upper one, 32- the best
# lead + 1.
_USED: Final = 32
_KEY_BITS: Final = 63
#: The multiplier of the hash (below 2**31, so that no product of a 32-bit value overflows an
#: int64: the Python and the compiled search fill the same buckets).
_MIX: Final = 0x5BD1E995
_LOW32: Final = 0xFFFFFFFF


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
    """What a double-dummy solver offers (:class:`DoubleDummy` and :class:`JitDoubleDummy`,
    the same search, the same values)."""

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


class SolverUnsupported(ValueError):
    """The solver cannot search this variant's table (three or two players each for himself,
    another pack): the message says why."""


def _check_table(rules: Rules) -> None:
    """Raise :class:`SolverUnsupported` unless the table is four players facing, 32 cards."""
    refusal = rules.seating.refusal(rules.variant.id, _("the solver"))
    if refusal is not None:
        raise SolverUnsupported(refusal)


def solver_for(rules: Rules, *, compiled: bool = True, table_bits: int | None = None) -> Solver:
    """The fastest solver of ``rules``: :class:`JitDoubleDummy` when ``compiled``, the
    ``fast`` extra is installed and the card play is the built-in one (about 30 times faster),
    else :class:`DoubleDummy`. Both give the same values. ``table_bits`` sizes the
    transposition table (``2**table_bits`` entries; :data:`TABLE_BITS` otherwise)."""
    bits = TABLE_BITS if table_bits is None else table_bits
    _check_table(rules)
    if compiled:
        from ..simulation.batch.engine import numba_available

        if numba_available():
            from ..simulation.batch import BatchUnsupported

            try:
                return JitDoubleDummy.for_rules(rules, table_bits=bits)
            except BatchUnsupported:
                pass
    return DoubleDummy.for_rules(rules, table_bits=bits)


# ------------------------------------------------------------------ the kernels
# Plain functions over integers, tuples and flat sequences (lists as Python, numpy arrays
# compiled). ``tab`` is the mode's (points, power, trump mask, byte_points, order, dix de der):
# ``byte_points[256 * suit + byte]`` the points of the cards of ``suit`` in ``byte``,
# ``order[8 * suit + j]`` the cards of ``suit`` from the strongest. ``play`` is what the
# play hooks read (:func:`_trick_winner`, :func:`_legal_cards`): the Python build's play
# kernels, or the compiled build's tables.


def _trick_winner(cards: Any, base: int, n: int, mode: int, power: Any, tm: int, play: Any) -> int:
    """The position (0 = the leader) of the card holding the trick ``cards[base:base + n]``:
    the variant's ``winner`` kernel (the Python build's hook)."""
    return play[1](cards[base : base + n], mode)  # type: ignore[no-any-return]


def _legal_cards(
    hand: int, cards: Any, base: int, n: int, mode: int, power: Any, tm: int, play: Any
) -> tuple[int, int]:
    """(the legal cards of ``hand``, the position of the card holding the trick) on the trick
    ``cards[base:base + n]``: the variant's ``analyse`` and ``winner`` kernels (the Python
    build's hook; the position is 0 on a lead)."""
    trick = cards[base : base + n]
    return play[0](hand, trick, mode)[0], play[1](trick, mode) if n > 1 else 0


def _compiled_trick_winner(
    cards: Any, base: int, n: int, mode: int, power: Any, tm: int, play: Any
) -> int:
    """:func:`_trick_winner` of the compiled build: card by card with the play kernels'
    comparison (:func:`~belote_spec.engine.play.takes`, compiled in)."""
    best = cards[base]
    pos = 0
    for i in range(1, n):
        c = cards[base + i]
        if takes(c, best, power, tm):
            best = c
            pos = i
    return pos


def _compiled_legal_cards(
    hand: int, cards: Any, base: int, n: int, mode: int, power: Any, tm: int, play: Any
) -> tuple[int, int]:
    """:func:`_legal_cards` of the compiled build: the play kernels'
    :func:`~belote_spec.engine.play.legal_after` (compiled in; ``play``: the variant's
    ``above``, ``trump_mask`` and :func:`~belote_spec.engine.play.play_rules`) on the card
    holding the trick (:func:`_trick_winner`)."""
    if n == 0:
        return legal_after(hand, -1, -1, False, mode, play[0], play[1], play[2])[0], 0
    pos = _trick_winner(cards, base, n, mode, power, tm, play)
    legal = legal_after(
        hand, cards[base], cards[base + pos], pos == n - 2, mode, play[0], play[1], play[2]
    )
    return legal[0], pos


def _bit_index(bit: int) -> int:
    """The index of the one bit set in ``bit`` (a card's bitset)."""
    i = 0
    if bit > 0xFFFF:
        bit >>= 16
        i += 16
    if bit > 0xFF:
        bit >>= 8
        i += 8
    if bit > 0xF:
        bit >>= 4
        i += 4
    if bit > 0x3:
        bit >>= 2
        i += 2
    if bit > 0x1:
        i += 1
    return i


def _count_bits(x: int) -> int:
    """How many bits of the 32-bit ``x`` are set (the cards of a bitset)."""
    x = x - ((x >> 1) & 0x55555555)
    x = (x & 0x33333333) + ((x >> 2) & 0x33333333)
    x = (x + (x >> 4)) & 0x0F0F0F0F
    return ((x * 0x01010101) & 0xFFFFFFFF) >> 24


def _bucket(a: int, b: int, c: int, d: int, e: int, mask: int) -> int:
    """The first entry of the bucket of the key (the four hands ``a``..``d``, ``e``)."""
    h = (a * _MIX) & _LOW32
    h = ((h ^ b) * _MIX) & _LOW32
    h = ((h ^ c) * _MIX) & _LOW32
    h = ((h ^ d) * _MIX) & _LOW32
    h = ((h ^ e) * _MIX) & _LOW32
    h ^= h >> 15
    return h & mask & ~3


def _find(tt: Any, base: int, a: int, b: int, c: int) -> int:
    """The entry of the key (a, b, c) in the bucket at ``base``, or -1."""
    for i in range(base, base + 4):
        if tt[4 * i] == a and tt[4 * i + 1] == b and (tt[4 * i + 2] & _KEY_BITS) == c:
            return i
    return -1


def _store(tt: Any, base: int, a: int, b: int, c: int, left: int, value: int, stats: Any) -> None:
    """Keep ``value`` (bounds and lead, packed as in ``tt[4 * i + 3]``) for the key (a, b, c):
    in its own entry of the bucket at ``base``, else in a free one, else in place of the entry
    with the fewest cards left."""
    slot = -1
    fewest = 1 << 20
    for i in range(base, base + 4):
        meta = tt[4 * i + 2]
        if tt[4 * i] == a and tt[4 * i + 1] == b and (meta & _KEY_BITS) == c:
            slot = i
            break
        if not meta & _USED:
            if fewest >= 0:
                slot = i
                fewest = -1
        elif fewest >= 0 and (meta >> 6) < fewest:
            slot = i
            fewest = meta >> 6
    if not tt[4 * slot + 2] & _USED:
        stats[2] += 1
    tt[4 * slot] = a
    tt[4 * slot + 1] = b
    tt[4 * slot + 2] = c | (left << 6)
    tt[4 * slot + 3] = value


# Columns of the frames (one row of _FIELDS per ply: 4 * trick + cards on the table).
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
_BUCKET: Final = 17
_FIELDS: Final = 18


def _run(
    hands: Any,
    tricks: Any,
    root: int,
    leader: int,
    alpha: int,
    beta: int,
    unplayed: int,
    mode: int,
    tab: Any,
    play: Any,
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
    points, power, tm, byte_points, order, dix_de_der = tab
    d = root
    b = d * _FIELDS
    fr[b + _LEADER] = leader
    fr[b + _ALPHA] = alpha
    fr[b + _BETA] = beta
    fr[b + _UNPLAYED] = unplayed
    ret = 0
    entering = True
    while True:
        t = d >> 2
        n = d & 3
        b = d * _FIELDS
        m = d * _ROW
        if entering:
            leader = fr[b + _LEADER]
            alpha = fr[b + _ALPHA]
            beta = fr[b + _BETA]
            unplayed = fr[b + _UNPLAYED]
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
                            card = _bit_index(hands[(leader + i) & 3])
                            tricks[4 * t + i] = card
                            got += points[card]
                        if (
                            not (leader + _trick_winner(tricks, 4 * t, 4, mode, power, tm, play))
                            & 1
                        ):
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
                    bucket = _bucket(h0, h1, h2, h3, key_c, mask)
                    found = _find(tt, bucket, key_a, key_b, key_c)
                    if found < 0:
                        low = 0
                        high = dix_de_der
                        for s in range(4):
                            high += byte_points[256 * s + ((unplayed >> (8 * s)) & 0xFF)]
                    else:
                        stats[1] += 1
                        entry = tt[4 * found + 3]
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
                        fr[b + _ALPHA] = alpha
                        fr[b + _BETA] = beta
                        fr[b + _A0] = alpha
                        fr[b + _B0] = beta
                        fr[b + _LOW] = low
                        fr[b + _HIGH] = high
                        fr[b + _KEY_A] = key_a
                        fr[b + _KEY_B] = key_b
                        fr[b + _KEY_C] = key_c
                        fr[b + _BUCKET] = bucket
                        fr[b + _UNPLAYED] = unplayed
            if done:
                if d == root:
                    return ret
                d -= 1
                entering = False
                continue

            # The legal cards worth trying, best first: one card of each run of
            # equivalent ones.
            hand = hands[(leader + n) & 3]
            fr[b + _HAND] = hand
            legal, pos = _legal_cards(hand, tricks, 4 * t, n, mode, power, tm, play)
            held = tricks[4 * t + pos]
            k = 0
            for suit in range(4):
                rest = (legal >> (8 * suit)) & 0xFF
                if not rest:
                    continue
                if not rest & (rest - 1):  # one card: nothing to merge it with
                    moves[m + k] = 8 * suit + _bit_index(rest)
                    k += 1
                    continue
                rest <<= 8 * suit
                previous = -1
                for j in range(8):
                    card = order[8 * suit + j]
                    bit = 1 << card
                    if not unplayed & bit:
                        continue  # played before this trick: between nothing
                    if legal & bit:
                        rest ^= bit
                        # a card worth the kept one just above it is equivalent to it
                        if previous < 0 or points[previous] != points[card]:
                            moves[m + k] = card
                            k += 1
                            previous = card
                        if not rest:
                            break  # no legal card of the suit left below
                    else:
                        previous = -1
            if k > 1:
                if n == 0:
                    if first >= 0:
                        # The best lead found by an earlier search of this position.
                        for i in range(k):
                            if moves[m + i] == first:
                                for j in range(i, 0, -1):
                                    moves[m + j] = moves[m + j - 1]
                                moves[m + 0] = first
                                break
                elif pos == n - 2:
                    # The partner holds the trick: the most points first (a stable sort).
                    for i in range(1, k):
                        card = moves[m + i]
                        j = i - 1
                        while j >= 0 and points[moves[m + j]] < points[card]:
                            moves[m + j + 1] = moves[m + j]
                            j -= 1
                        moves[m + j + 1] = card
                else:
                    # The cheapest winning card first, then the cheapest loser (stable):
                    # the winners kept in place, the losers in the scratch, then after them.
                    wins = 0
                    losers = 0
                    for i in range(k):
                        card = moves[m + i]
                        if takes(card, held, power, tm):
                            moves[m + wins] = card
                            wins += 1
                        else:
                            moves[m + 8 + losers] = card
                            losers += 1
                    for i in range(losers):
                        moves[m + wins + i] = moves[m + 8 + i]
                    for i in range(1, wins):
                        card = moves[m + i]
                        j = i - 1
                        while j >= 0 and power[moves[m + j]] > power[card]:
                            moves[m + j + 1] = moves[m + j]
                            j -= 1
                        moves[m + j + 1] = card
                    for i in range(wins + 1, k):
                        card = moves[m + i]
                        j = i - 1
                        while j >= wins and points[moves[m + j]] > points[card]:
                            moves[m + j + 1] = moves[m + j]
                            j -= 1
                        moves[m + j + 1] = card
            fr[b + _COUNT] = k
            fr[b + _NEXT] = 0
            fr[b + _BEST] = -_INF if ((leader + n) & 1) == 0 else _INF
            fr[b + _BEST_CARD] = -1
        else:
            # Back from the child: the value of the card tried last.
            leader = fr[b + _LEADER]
            seat = (leader + n) & 3
            hands[seat] = fr[b + _HAND]
            value = fr[b + _GAINED] + ret
            alpha = fr[b + _ALPHA]
            beta = fr[b + _BETA]
            if seat & 1 == 0:
                if value > fr[b + _BEST]:
                    fr[b + _BEST] = value
                    fr[b + _BEST_CARD] = moves[m + fr[b + _NEXT] - 1]
                    if value > alpha:
                        alpha = value
                        fr[b + _ALPHA] = value
            elif value < fr[b + _BEST]:
                fr[b + _BEST] = value
                fr[b + _BEST_CARD] = moves[m + fr[b + _NEXT] - 1]
                if value < beta:
                    beta = value
                    fr[b + _BETA] = value
            if alpha >= beta:
                fr[b + _NEXT] = fr[b + _COUNT]

        i = fr[b + _NEXT]
        if i < fr[b + _COUNT]:
            # The next card: down to the child.
            card = moves[m + i]
            fr[b + _NEXT] = i + 1
            stats[0] += 1
            seat = (leader + n) & 3
            hands[seat] = fr[b + _HAND] & ~(1 << card)
            tricks[4 * t + n] = card
            if n == 3:
                won = (leader + _trick_winner(tricks, 4 * t, 4, mode, power, tm, play)) & 3
                gained = 0
                if won & 1 == 0:
                    gained = (
                        points[tricks[4 * t]]
                        + points[tricks[4 * t + 1]]
                        + points[tricks[4 * t + 2]]
                        + points[card]
                    )
                fr[b + _GAINED] = gained
                fr[b + _FIELDS + _LEADER] = won
                fr[b + _FIELDS + _ALPHA] = alpha - gained
                fr[b + _FIELDS + _BETA] = beta - gained
                fr[b + _FIELDS + _UNPLAYED] = 0
            else:
                fr[b + _GAINED] = 0
                fr[b + _FIELDS + _LEADER] = leader
                fr[b + _FIELDS + _ALPHA] = alpha
                fr[b + _FIELDS + _BETA] = beta
                fr[b + _FIELDS + _UNPLAYED] = fr[b + _UNPLAYED]
            d += 1
            entering = True
            continue

        # Every card tried: this node's value.
        best = fr[b + _BEST]
        if n == 0:
            low = fr[b + _LOW]
            high = fr[b + _HIGH]
            if best <= fr[b + _A0]:
                if best < high:
                    high = best
            elif best >= fr[b + _B0]:
                if best > low:
                    low = best
            else:
                low = best
                high = best
            left = _count_bits(fr[b + _UNPLAYED])
            _store(
                tt,
                fr[b + _BUCKET],
                fr[b + _KEY_A],
                fr[b + _KEY_B],
                fr[b + _KEY_C],
                left,
                low | (high << 16) | ((fr[b + _BEST_CARD] + 1) << 32),
                stats,
            )
        ret = best
        if d == root:
            return ret  # type: ignore[no-any-return]
        d -= 1
        entering = False


def _solve(
    hands: Any,
    leader: int,
    trick: Any,
    ntrick: int,
    total: int,
    mode: int,
    tab: Any,
    play: Any,
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
    points = tab[0]
    power = tab[1]
    tm = tab[2]
    dix_de_der = tab[5]
    low = 0
    high = total
    trick_bits = 0
    for i in range(ntrick):
        trick_bits |= 1 << trick[i]
    unplayed = hands[0] | hands[1] | hands[2] | hands[3] | trick_bits
    gained = 0
    if ntrick == 4:  # a complete trick: gather it first
        won = (leader + _trick_winner(trick, 0, 4, mode, power, tm, play)) & 3
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
        tricks[i] = trick[i]
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
            tab,
            play,
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


def _move_values(
    hands: Any,
    leader: int,
    trick: Any,
    ntrick: int,
    total: int,
    mode: int,
    tab: Any,
    play: Any,
    tt: Any,
    mask: int,
    tricks: Any,
    moves: Any,
    frames: Any,
    stats: Any,
    after: Any,
    out: Any,
) -> int:
    """For each legal card of the player to move (lowest first), ``out[i] = (card, points of
    team 0)``; returns the number of legal cards."""
    seat = (leader + ntrick) & 3
    hand = hands[seat]
    legal = _legal_cards(hand, trick, 0, ntrick, mode, tab[1], tab[2], play)[0]
    count = 0
    for i in range(ntrick):
        after[i] = trick[i]
    for card in range(32):
        if not (legal >> card) & 1:
            continue
        hands[seat] = hand & ~(1 << card)
        after[ntrick] = card
        out[2 * count] = card
        out[2 * count + 1] = _solve(
            hands,
            leader,
            after,
            ntrick + 1,
            total,
            mode,
            tab,
            play,
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


#: The kernels the compiled build compiles (with the hooks of :data:`_COMPILED_HOOKS`).
_KERNELS: Final = (
    "_bit_index",
    "_count_bits",
    "_bucket",
    "_find",
    "_store",
    "_run",
    "_solve",
    "_move_values",
)
#: The play hooks of the compiled build: each name compiled from the function it maps to.
_COMPILED_HOOKS: Final = {
    "_trick_winner": "_compiled_trick_winner",
    "_legal_cards": "_compiled_legal_cards",
}
_compiled: dict[str, Any] = {}
_compiling = threading.Lock()


def _compiled_kernels() -> dict[str, Any]:
    """The kernels above compiled with numba, the play hooks the compiled build's, and the
    play kernels they call the batch engine's compiled ones (the first call compiles them, or
    loads them from numba's cache where it may keep one:
    :func:`belote_spec.simulation.batch.numba_cache.compile_sources`)."""
    with _compiling:
        if not _compiled:
            from ..simulation.batch import jit
            from ..simulation.batch.numba_cache import compile_sources

            names = {name: name for name in _KERNELS} | _COMPILED_HOOKS
            given = {name: jit.COMPILED[name] for name in ("takes", "legal_after")}
            _compiled.update(compile_sources(((sys.modules[__name__], names),), given=given))
    return _compiled


# ------------------------------------------------------------------ the solvers


class _Search:
    """What :class:`DoubleDummy` and :class:`JitDoubleDummy` share: the checks of a position,
    the buffers and the calls to the kernels (the Python ones or their compiled forms)."""

    _play: Any
    _solve: Callable[..., Any]
    _move_values: Callable[..., Any]

    def _setup(self, tables: CardTables, table_bits: int) -> None:
        if (
            not isinstance(table_bits, int)
            or isinstance(table_bits, bool)
            or not 2 <= table_bits <= 28
        ):
            raise ValueError(f"table_bits: got {table_bits!r}; expected an integer in 2..28")
        self._tables = tables
        self._dix = int(tables.dix_de_der)
        self._tabs = [self._tab(tables, mode) for mode in range(6)]
        self._mask = (1 << table_bits) - 1
        self._tt = self._zeros(4 << table_bits)
        self._tricks = self._zeros(4 * _TRICKS)
        self._moves = self._zeros(_ROW * _PLIES)
        self._frames = self._zeros(_FIELDS * _PLIES)
        self._counters = self._zeros(3)
        self.stats = SolveStats()

    def _tab(self, tables: CardTables, mode: int) -> tuple[Any, ...]:
        """The kernels' ``tab`` of ``mode``."""
        points = tables.points[mode]
        byte_points = [
            sum(points[suit * 8 + r] for r in range(8) if (byte >> r) & 1)
            for suit in range(4)
            for byte in range(256)
        ]
        order = [card for suit in range(4) for card in tables.order(mode, suit)]
        return (
            self._array(points),
            self._array(tables.power[mode]),
            int(tables.trump_mask[mode]),
            self._array(byte_points),
            self._array(order),
            self._dix,
        )

    @staticmethod
    def _zeros(n: int) -> Any:
        return [0] * n

    @staticmethod
    def _array(values: Sequence[int]) -> Any:
        return [int(v) for v in values]

    def clear(self) -> None:
        """Forget every solved position."""
        self._tt = self._zeros(len(self._tt))
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
        self._counters[0] = self._counters[1] = 0
        value = int(
            self._solve(
                self._array(hs), leader, self._array(tr), len(trick), total, mode, *self._args(mode)
            )
        )
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
        self._counters[0] = self._counters[1] = 0
        out = self._zeros(64)
        count = int(
            self._move_values(
                self._array(hs),
                leader,
                self._array(tr),
                len(trick),
                total,
                mode,
                *self._args(mode),
                self._zeros(5),
                out,
            )
        )
        self._done()
        seat = (leader + len(trick)) & 3
        values = {int(out[2 * i]): int(out[2 * i + 1]) for i in range(count)}
        if seat & 1 == 0:
            return values
        return {card: total - value for card, value in values.items()}

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
            self._tabs[mode],
            self._play,
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

    def _remaining(self, hands: Sequence[int], trick: Sequence[int], mode: int) -> int:
        points = self._tables.points[mode]
        total = self._dix
        for hand in hands:
            for card in cards_of(hand):
                total += points[card]
        for card in trick:
            total += points[card]
        return total

    @staticmethod
    def _checked(
        hands: Sequence[int], leader: int, mode: int, trick: Sequence[int], *, full: bool
    ) -> tuple[list[int], int, int, list[int]]:
        """(hands, leader, mode, trick of 5) for the search, after checking that they make a
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
        tr = [0] * 5
        tr[: len(played_cards)] = played_cards
        return held, seat_of_leader, mode_index, tr


class DoubleDummy(_Search):
    """The double-dummy solver of one variant's play rules and card values, the search run as
    Python (:class:`JitDoubleDummy` runs it compiled: the same values, the same cards tried).

    Build it from the compiled rules (``DoubleDummy.for_rules(rules)``) or from the play
    kernels and tables themselves: any play kernels, a plugin's included. The transposition
    table (``2**table_bits`` entries) is kept between calls and holds the positions of every
    mode; :meth:`clear` empties it. One solver serves one thread at a time (the table and the
    search's buffers are its own): give each thread its own.
    """

    def __init__(
        self, play: PlayKernels, tables: CardTables, *, table_bits: int = TABLE_BITS
    ) -> None:
        self._setup(tables, table_bits)
        self._play = (play.analyse, play.winner)
        self._solve = _solve
        self._move_values = _move_values

    @classmethod
    def for_rules(cls, rules: Rules, *, table_bits: int = TABLE_BITS) -> DoubleDummy:
        """The solver of a compiled variant (:class:`~belote_spec.engine.rules.Rules`); raises
        :class:`SolverUnsupported` at a table other than four players facing with 32 cards."""
        _check_table(rules)
        return cls(rules.play, rules.tables, table_bits=table_bits)


class JitDoubleDummy(_Search):
    """:class:`DoubleDummy` compiled with numba (the ``fast`` extra): the same search, the
    same public methods, the same values and the same cards tried.

    Build it with ``JitDoubleDummy.for_rules(rules)`` (raises
    :class:`~belote_spec.simulation.batch.compiler.BatchUnsupported` when the variant's card play
    comes
    from a plugin's own kernel, which the compiled play rules would not follow). The
    transposition table (``2**table_bits`` entries, 32 bytes each) is kept between calls and
    holds the positions of every mode; :meth:`clear` empties it. The first solve compiles
    the search, or loads it from numba's cache. One solver serves one thread at a time (the
    table and the search's buffers are its own): give each thread its own.
    """

    def __init__(
        self, tables: CardTables, flags: Sequence[int], *, table_bits: int = TABLE_BITS
    ) -> None:
        import numpy as np

        self._np = np
        self._setup(tables, table_bits)
        self._play = (
            np.array(tables.above, np.int64),
            np.array(tables.trump_mask, np.int64),
            tuple(int(flag) for flag in flags),
        )
        kernels = _compiled_kernels()
        self._solve = kernels["_solve"]
        self._move_values = kernels["_move_values"]

    @classmethod
    def for_rules(cls, rules: Rules, *, table_bits: int = TABLE_BITS) -> JitDoubleDummy:
        """The solver of a compiled variant (:class:`~belote_spec.engine.rules.Rules`)."""
        from ..plugins import BUILTIN_PLUGINS
        from ..simulation.batch.compiler import BatchUnsupported

        _check_table(rules)
        shortcuts = rules.play.shortcuts
        flags = rules.play.rules
        plugins = [
            impl.plugin_name
            for impl in rules.plugin_manager.hook.belote_make_play.get_hookimpls()
            if impl.plugin_name not in BUILTIN_PLUGINS
        ]
        if plugins or flags is None or shortcuts is None or not shortcuts.valid_for(rules.play):
            raise BatchUnsupported(
                f"{rules.variant.id}: the card play comes from "
                f"{'the plugin ' + repr(plugins[0]) if plugins else 'a kernel of its own'}; "
                "the compiled solver plays only the built-in play rules"
            )
        return cls(rules.tables, flags, table_bits=table_bits)

    def _zeros(self, n: int) -> Any:  # type: ignore[override]
        return self._np.zeros(n, self._np.int64)

    def _array(self, values: Sequence[int]) -> Any:  # type: ignore[override]
        return self._np.array([int(v) for v in values], self._np.int64)

    def clear(self) -> None:
        """Forget every solved position."""
        self._tt.fill(0)
        self._counters[2] = 0


def _integer(value: object, name: str, low: int, high: int, expected: str) -> int:
    """``value`` as an int in ``low..high`` (any integer type), or ValueError naming it."""
    try:
        number = operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        number = None
    if number is None or isinstance(value, bool) or not low <= number <= high:
        raise ValueError(f"{name}: got {value!r}; expected {expected}")
    return number


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
