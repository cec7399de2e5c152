"""The card play of many deals: one deal after another on the play kernels.

:func:`play_batch` plays every deal of a batch at random with the kernels of
:mod:`belote_spec.engine.play` (legal cards, trick winner): the same source runs as Python
(the ``python`` backend, without numba: slower, the same deals) or compiled by numba
(:mod:`belote_spec.simulation.batch.jit`). Like the kernels, it keeps to the subset of Python numba
compiles, and it indexes its tables and arrays as ``table[i][j]`` so that tuples and lists
serve the Python run and arrays the compiled one.

A random legal card is the ``k``-th lowest card of the legal set, ``k = r * count >> 32`` for a
32-bit random draw ``r`` (:func:`random_card`): the same draws give the same cards on either
path.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from ...engine.play import legal_after, takes

__all__ = [
    "KERNELS",
    "POP8",
    "SELECT8",
    "PlayOutput",
    "draws",
    "play_batch",
    "play_deal",
    "play_python",
    "popcount",
    "random_card",
]

I64 = npt.NDArray[np.int64]


def popcount(x: int) -> int:
    """The set bits of ``x`` (a card bitset: 32 bits at most)."""
    x = x - ((x >> 1) & 0x55555555)
    x = (x & 0x33333333) + ((x >> 2) & 0x33333333)
    x = (x + (x >> 4)) & 0x0F0F0F0F
    return ((x * 0x01010101) & 0xFFFFFFFF) >> 24


def _byte_tables() -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    pop = np.zeros(256, np.int64)
    select = np.zeros((256, 8), np.int64)
    for bits in range(256):
        held = [b for b in range(8) if (bits >> b) & 1]
        pop[bits] = len(held)
        select[bits, : len(held)] = held
    return pop, select


#: ``POP8[bits]``: the cards of an 8-bit suit pattern; ``SELECT8[bits, k]``: its ``k``-th.
POP8, SELECT8 = _byte_tables()


def random_card(legal: int, r: int) -> int:
    """The ``(r * count) >> 32``-th lowest card of ``legal`` (not empty): a uniformly random
    one for a uniformly random 32-bit ``r``."""
    k = (r * popcount(legal)) >> 32
    for suit in range(4):
        bits = (legal >> (8 * suit)) & 0xFF
        held = POP8[bits]
        if k < held:
            return 8 * suit + int(SELECT8[bits, k])
        k -= held
    return -1


def play_card(
    hands: Any,
    seat: int,
    legal: int,
    r: int,
    j: int,
    played: Any,
    legal_out: Any,
) -> int:
    """Play a random card of ``legal`` from ``hands[seat]`` as the ``j``-th card of the deal
    (32-bit draw ``r``), its legal set in ``legal_out[j]``; returns it."""
    card = random_card(legal, r)
    legal_out[j] = legal  # a row of its own when kept, else one row for every deal
    played[j] = card
    hands[seat] ^= 1 << card
    return card


def play_deal(
    hands: Any,
    mode: int,
    leader: int,
    u: Any,
    power: Any,
    points: Any,
    above: Any,
    trump_mask: Any,
    rules: Any,
    played: Any,
    legal_out: Any,
    winners: Any,
) -> int:
    """Play one deal at random: ``hands[seat]`` bitsets (emptied as the cards go),
    ``u[j]`` the 32-bit draw of the ``j``-th card. Writes the cards in ``played[j]``, the
    legal sets in ``legal_out[j]`` and the seat winning each trick in
    ``winners[t]``; returns the seat that won the last trick. Each card's legal set is one
    call of :func:`~belote_spec.engine.play.legal_after` on the card holding the trick so far
    (but in the last trick: a hand of one card may only play it, whatever the rules),
    which :func:`~belote_spec.engine.play.takes` keeps card by card (the kernels' one
    comparison of two cards): one call site, so that numba compiles the kernel into the loop
    once."""
    seat = leader
    for t in range(8):
        j = 4 * t
        lead = -1  # the lead's legal set is the kernel's too (``lead`` -1)
        best = -1
        pos = 0
        for k in range(4):
            s = (seat + k) & 3
            # the card holding the trick is ``best`` (position ``pos``); the partner of the
            # seat to play played ``k - 2`` cards after the leader
            if t < 7:
                legal = legal_after(
                    hands[s], lead, best, pos == k - 2, mode, above, trump_mask, rules
                )[0]
            else:  # the last trick: each hand holds one card, its only legal one
                legal = hands[s]
            c = play_card(hands, s, legal, u[j + k], j + k, played, legal_out)
            if k == 0:
                lead = c
                best = c
            elif takes(c, best, power[mode], trump_mask[mode]):
                # the kernels' one comparison: a card takes the trick from the one holding it
                best = c
                pos = k
        seat = (seat + pos) & 3
        winners[t] = seat
    return seat


def play_batch(
    hands: Any,
    mode: Any,
    leader: Any,
    u: Any,
    power: Any,
    points: Any,
    above: Any,
    trump_mask: Any,
    rules: Any,
    dix_de_der: int,
    played: Any,
    legal_out: Any,
    winners: Any,
    team_points: Any,
    tricks: Any,
    hs: Any,
) -> None:
    """Play every deal ``i`` of a batch (:func:`play_deal`): ``hands[i][seat]``,
    ``mode[i]``, ``leader[i]``, ``u[i][j]`` 32-bit draws; writes ``played[i][j]``,
    ``legal_out[i][j]`` (or all in ``legal_out[0]``, not kept), ``winners[i][t]``, the card
    points of each team with the dix de der in ``team_points[i][team]`` and the tricks of
    each seat in ``tricks[i][seat]``. ``hs`` is a scratch sequence of four."""
    for i in range(len(mode)):
        m = mode[i]
        row = hands[i]
        for s in range(4):
            hs[s] = row[s]
        last = play_deal(
            hs,
            m,
            leader[i],
            u[i],
            power,
            points,
            above,
            trump_mask,
            rules,
            played[i],
            legal_out[i if len(legal_out) > 1 else 0],  # one row per deal, or one for all
            winners[i],
        )
        score_tricks(played[i], winners[i], points[m], team_points[i], tricks[i])
        team_points[i][last & 1] += dix_de_der


def score_tricks(played: Any, winners: Any, points: Any, team_points: Any, tricks: Any) -> None:
    """Add each trick's card points to the team that won it and count the tricks by seat."""
    for t in range(8):
        won = winners[t]
        value = 0
        for j in range(4 * t, 4 * t + 4):
            value += points[played[j]]
        team_points[won & 1] += value
        tricks[won] += 1


#: This module's kernels, for the compilers (each may call the others and the play kernels).
KERNELS = ("popcount", "random_card", "play_card", "play_deal", "score_tricks", "play_batch")


@dataclass(slots=True)
class PlayOutput:
    """The card play of a batch of deals."""

    played: I64
    """``played[i, j]``: the ``j``-th card of deal ``i`` (tricks in order)."""
    legal: I64 | None
    """``legal[i, j]``: the legal set at that card (kept on request, for checks)."""
    winners: I64
    """``winners[i, t]``: the seat that won trick ``t``."""
    points: I64
    """``points[i, team]``: card points won, the dix de der included."""
    tricks: I64
    """``tricks[i, seat]``: tricks won by each seat."""


def play_python(
    hands: Any,
    mode: Any,
    leader: Any,
    u: Any,
    *,
    above: Any,
    trump_mask: Any,
    power: Any,
    points: Any,
    dix_de_der: int,
    flags: tuple[int, ...],
    keep_legal: bool = False,
) -> PlayOutput:
    """Play every deal of the batch at random (:func:`play_batch` run as Python):
    ``hands[i, seat]`` bitsets, ``mode[i]``, ``leader[i]`` the seat leading the first trick,
    ``u[i, j]`` uniform draws in [0, 1) (as 32-bit draws ``floor(u * 2**32)``); the tables as
    arrays (``above[mode, card]``...)."""
    n = len(mode)
    played = [[0] * 32 for _ in range(n)]
    legal = [[0] * 32 for _ in range(n if keep_legal else 1)]
    winners = [[0] * 8 for _ in range(n)]
    team_points = [[0, 0] for _ in range(n)]
    tricks = [[0] * 4 for _ in range(n)]
    play_batch(
        np.asarray(hands).tolist(),
        np.asarray(mode).tolist(),
        np.asarray(leader).tolist(),
        draws(u).tolist(),
        _rows(power),
        _rows(points),
        _rows(above),
        tuple(np.asarray(trump_mask).tolist()),
        tuple(int(f) for f in flags),
        int(dix_de_der),
        played,
        legal,
        winners,
        team_points,
        tricks,
        [0, 0, 0, 0],
    )

    def array(rows: list[list[int]], width: int) -> I64:
        return np.array(rows, np.int64).reshape(-1, width)

    return PlayOutput(
        array(played, 32),
        array(legal, 32) if keep_legal else None,
        array(winners, 8),
        array(team_points, 2),
        array(tricks, 4),
    )


def draws(u: Any) -> I64:
    """Uniform draws in [0, 1) as the 32-bit draws the kernels read."""
    out: I64 = (np.asarray(u, np.float64) * 4294967296.0).astype(np.int64)
    return out


def _rows(table: Any) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(row) for row in np.asarray(table).tolist())
