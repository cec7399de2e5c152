"""The card play of many deals: one deal after another on the play kernels.

:func:`play_batch` plays every deal of a batch at random with the kernels of
:mod:`belote_spec.engine.play` (legal cards, trick winner): the same source runs as Python
(the ``python`` backend, without numba: slower, the same deals) or compiled by numba
(:mod:`belote_spec.batch.jit`). Like the kernels, it keeps to the subset of Python numba
compiles, and it indexes its tables and arrays as ``table[i][j]`` so that tuples and lists
serve the Python run and arrays the compiled one.

A random legal card is the ``floor(u * count)``-th lowest card of the legal set
(:func:`random_card`), ``u`` drawn uniformly in [0, 1): the same ``u`` gives the same card on
either path.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from ..engine.play import analyse_trick, trick_winner

__all__ = [
    "KERNELS",
    "PlayOutput",
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


def random_card(legal: int, u: float) -> int:
    """The ``floor(u * count)``-th lowest card of ``legal`` (not empty), ``0 <= u < 1``."""
    k = int(u * popcount(legal))
    while k:  # drop the k lowest cards: the k-th is then the lowest
        legal &= legal - 1
        k -= 1
    return popcount((legal & -legal) - 1)


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
    trick: Any,
    played: Any,
    legal_out: Any,
    keep_legal: bool,
    winners: Any,
) -> int:
    """Play one deal at random: ``hands[seat]`` bitsets (emptied as the cards go),
    ``u[j]`` the draw of the ``j``-th card; ``trick`` a scratch array of four. Writes the
    cards in ``played[j]`` (the legal sets in ``legal_out[j]`` when ``keep_legal``) and the
    seat winning each trick in ``winners[t]``; returns the seat that won the last trick."""
    seat = leader
    for t in range(8):
        for p in range(4):
            hand = hands[seat]
            j = 4 * t + p
            legal = analyse_trick(hand, trick[:p], mode, power, above, trump_mask, rules)[0]
            card = random_card(legal, u[j])
            if keep_legal:
                legal_out[j] = legal
            played[j] = card
            hands[seat] = hand ^ (1 << card)
            trick[p] = card
            seat = (seat + 1) & 3
        seat = (seat + trick_winner(trick, mode, power, trump_mask)) & 3
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
    keep_legal: bool,
    winners: Any,
    team_points: Any,
    tricks: Any,
    hs: Any,
    trick: Any,
) -> None:
    """Play every deal ``i`` of a batch (:func:`play_deal`): ``hands[i][seat]``,
    ``mode[i]``, ``leader[i]``, ``u[i][j]``; writes ``played[i][j]``, ``legal_out[i][j]``,
    ``winners[i][t]``, the card points of each team with the dix de der in
    ``team_points[i][team]`` and the tricks of each seat in ``tricks[i][seat]``. ``hs`` and
    ``trick`` are scratch sequences of four."""
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
            trick,
            played[i],
            legal_out[i] if keep_legal else legal_out[0],
            keep_legal,
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
KERNELS = ("popcount", "random_card", "play_deal", "score_tricks", "play_batch")


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
    suit_mask: Any,
    dix_de_der: int,
    flags: tuple[int, ...],
    keep_legal: bool = False,
) -> PlayOutput:
    """Play every deal of the batch at random (:func:`play_batch` run as Python):
    ``hands[i, seat]`` bitsets, ``mode[i]``, ``leader[i]`` the seat leading the first trick,
    ``u[i, j]`` uniform draws in [0, 1); the tables as arrays (``above[mode, card]``...)."""
    del suit_mask
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
        np.asarray(u).tolist(),
        _rows(power),
        _rows(points),
        _rows(above),
        tuple(np.asarray(trump_mask).tolist()),
        tuple(int(f) for f in flags),
        int(dix_de_der),
        played,
        legal,
        keep_legal,
        winners,
        team_points,
        tricks,
        [0, 0, 0, 0],
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


def _rows(table: Any) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(row) for row in np.asarray(table).tolist())
