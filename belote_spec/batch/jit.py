"""The card play of many deals compiled with numba (the ``fast`` extra).

The same computation as :func:`belote_spec.batch.play.play_numpy`, one deal after another in
machine code: the legal set follows the reference kernel
(:func:`belote_spec.engine.play.make_play_kernels`) line by line, and the random card is the
``floor(u * count)``-th lowest legal card, so the deals are the same as numpy's. Importing
this module raises ImportError when numba is not installed.
"""

from __future__ import annotations

from typing import Any, Final

import numba
import numpy as np

from .numba_cache import can_cache
from .play import POP16, SELECT16, PlayOutput

__all__ = ["play_numba"]


def _here() -> None:
    """A plain function of this module, for asking numba where its kernels may be cached."""


#: Whether the kernels below are cached on disk (not when numba finds no writable folder:
#: then they are compiled at each run).
CACHE: Final = can_cache(_here)


@numba.njit(cache=CACHE, nogil=True, inline="always")
def _legal(
    hand: int,
    lead: int,
    best: int,
    partner_master: bool,
    mode: int,
    above: Any,
    trump_mask: Any,
    suit_mask: Any,
    f: Any,
) -> int:
    tm = trump_mask[mode]
    follow = hand & suit_mask[lead >> 3]
    if follow:
        if tm and (tm >> lead) & 1:
            if not f[0] or (f[1] and partner_master):
                return follow  # type: ignore[no-any-return]
            higher = follow & above[mode, best]
            if higher:
                return higher  # type: ignore[no-any-return]
            return follow  # type: ignore[no-any-return]
        if mode == 5 and f[11]:
            higher = follow & above[mode, best]
            if higher:
                return higher  # type: ignore[no-any-return]
        return follow  # type: ignore[no-any-return]
    trumps = hand & tm
    if not trumps:
        return hand
    best_is_trump = (tm >> best) & 1
    if partner_master and not f[2]:
        if not best_is_trump:
            return hand
        higher = trumps & above[mode, best]
        if f[7] and not (f[8] and hand == trumps):
            allowed = (hand & ~tm) | higher
            if allowed and allowed != hand:
                return allowed  # type: ignore[no-any-return]
        elif f[9] and hand == trumps:
            if higher and higher != hand:
                return higher  # type: ignore[no-any-return]
        elif f[10] and higher:
            allowed = (hand & ~tm) | higher
            if allowed != hand:
                return allowed  # type: ignore[no-any-return]
        return hand
    if f[3]:
        if best_is_trump and f[4]:
            higher = trumps & above[mode, best]
            if higher:
                return (hand & ~tm) | higher  # type: ignore[no-any-return]
        return hand
    if best_is_trump:
        higher = trumps & above[mode, best]
        if partner_master:
            only = hand == trumps
            if f[7] and not (f[8] and only):
                if higher:
                    return higher  # type: ignore[no-any-return]
                if not only:
                    return hand & ~tm  # type: ignore[no-any-return]
            if f[10] and higher:
                return higher  # type: ignore[no-any-return]
            if f[9] and higher and only:
                return higher  # type: ignore[no-any-return]
            return trumps  # type: ignore[no-any-return]
        if higher:
            if f[4]:
                return higher  # type: ignore[no-any-return]
            return trumps  # type: ignore[no-any-return]
        if f[5]:
            return trumps  # type: ignore[no-any-return]
        if f[6]:
            return hand
        others = hand & ~tm
        if others:
            return others  # type: ignore[no-any-return]
        return trumps  # type: ignore[no-any-return]
    return trumps  # type: ignore[no-any-return]


@numba.njit(cache=CACHE, nogil=True)
def _play(
    hands: Any,
    mode: Any,
    leader: Any,
    u: Any,
    above: Any,
    trump_mask: Any,
    power: Any,
    points: Any,
    suit_mask: Any,
    dix_de_der: int,
    f: Any,
    pop16: Any,
    select16: Any,
    played: Any,
    legal_out: Any,
    keep_legal: bool,
    winners: Any,
    team_points: Any,
    tricks: Any,
) -> None:
    n = mode.shape[0]
    trick = np.zeros(4, np.int64)
    hs = np.zeros(4, np.int64)
    for i in range(n):
        m = mode[i]
        tm = trump_mask[m]
        for s in range(4):
            hs[s] = hands[i, s]
        lead_seat = leader[i]
        for t in range(8):
            best = 0
            best_pos = 0
            trick_points = 0
            for p in range(4):
                seat = (lead_seat + p) & 3
                hand = hs[seat]
                if p == 0:
                    legal = hand
                else:
                    legal = _legal(
                        hand, trick[0], best, best_pos == p - 2, m, above, trump_mask, suit_mask, f
                    )
                low = legal & 0xFFFF
                low_count = pop16[low]
                k = np.int64(u[i, 4 * t + p] * (low_count + pop16[legal >> 16]))
                if k >= low_count:
                    card = select16[legal >> 16, k - low_count] + 16
                else:
                    card = select16[low, k]
                if keep_legal:
                    legal_out[i, 4 * t + p] = legal
                played[i, 4 * t + p] = card
                hs[seat] = hand ^ (np.int64(1) << card)
                trick[p] = card
                trick_points += points[m, card]
                if p == 0:
                    best = card
                elif (card >> 3) == (best >> 3):
                    if power[m, card] > power[m, best]:
                        best = card
                        best_pos = p
                elif (tm >> card) & 1:
                    best = card
                    best_pos = p
            won = (lead_seat + best_pos) & 3
            winners[i, t] = won
            team_points[i, won & 1] += trick_points
            tricks[i, won] += 1
            lead_seat = won
        team_points[i, lead_seat & 1] += dix_de_der


def play_numba(
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
    """:func:`belote_spec.batch.play.play_numpy`, compiled."""
    n = len(mode)
    played = np.zeros((n, 32), np.int64)
    legal = np.zeros((n, 32) if keep_legal else (1, 32), np.int64)
    winners = np.zeros((n, 8), np.int64)
    team_points = np.zeros((n, 2), np.int64)
    tricks = np.zeros((n, 4), np.int64)
    _play(
        np.ascontiguousarray(hands, np.int64),
        np.ascontiguousarray(mode, np.int64),
        np.ascontiguousarray(leader, np.int64),
        np.ascontiguousarray(u, np.float64),
        above,
        trump_mask,
        power,
        points,
        suit_mask,
        int(dix_de_der),
        np.array(flags, np.int64),
        POP16,
        SELECT16,
        played,
        legal,
        keep_legal,
        winners,
        team_points,
        tricks,
    )
    return PlayOutput(played, legal if keep_legal else None, winners, team_points, tricks)
