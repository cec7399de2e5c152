"""The card play of many deals at once, with numpy: legal sets, a random legal card, tricks.

The legal set follows :func:`belote_spec.engine.play.make_play_kernels` branch for branch, on
arrays: every deal of the batch is at the same card of the same trick, so each branch is a few
whole-array operations. The variant's ``play`` switches decide, once per call, which branches
exist at all (``flags``, see :data:`belote_spec.batch.compiler.PLAY_FLAGS`).

A random legal card is the ``k``-th set bit of the legal set with ``k = floor(u * count)``:
the population count comes from ``numpy.bitwise_count`` and the ``k``-th bit of a 16-bit half
from a table (:data:`SELECT16`). The numba kernel (:mod:`belote_spec.batch.jit`) draws the same
card from the same ``u``, so both give the same deals.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

import numpy as np
import numpy.typing as npt

__all__ = ["POP16", "SELECT16", "PlayOutput", "legal_sets", "play_numpy", "random_card"]

I64 = npt.NDArray[np.int64]
F64 = npt.NDArray[np.float64]


def _tables() -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    values = np.arange(1 << 16, dtype=np.int64)
    pop = np.zeros(1 << 16, np.int64)
    for bit in range(16):
        pop += (values >> bit) & 1
    select = np.zeros((1 << 16, 16), np.int64)
    for bit in range(16):
        has = ((values >> bit) & 1).astype(bool)
        below = np.zeros(1 << 16, np.int64)
        for lower in range(bit):
            below += (values >> lower) & 1
        select[has, below[has]] = bit
    return pop, select


_POP, _SELECT = _tables()
#: ``POP16[v]``: the set bits of a 16-bit value; ``SELECT16[v, k]``: its ``k``-th set bit.
POP16: Final[npt.NDArray[np.int64]] = _POP
SELECT16: Final[npt.NDArray[np.int64]] = _SELECT


def random_card(legal: I64, u: F64) -> I64:
    """The ``floor(u * count)``-th lowest card of each legal set (none may be empty)."""
    low = legal & 0xFFFF
    low_count = POP16[low]
    k = (u * (low_count + POP16[legal >> 16])).astype(np.int64)
    high = k >= low_count
    half = np.where(high, legal >> 16, low)
    card: I64 = SELECT16[half, k - np.where(high, low_count, 0)] + (high.astype(np.int64) << 4)
    return card


def legal_sets(
    hand: I64,
    lead: I64,
    best: I64,
    partner_master: npt.NDArray[np.bool_],
    mode: I64,
    *,
    above: I64,
    trump_mask: I64,
    suit_mask: I64,
    flags: tuple[int, ...],
) -> I64:
    """The legal cards of ``hand`` after at least one card of the trick: ``lead`` is its first
    card, ``best`` the card holding it, ``partner_master`` whether the partner holds it
    (the arrays run over the deals of the batch)."""
    del suit_mask  # a suit's cards are bits 8 * suit .. 8 * suit + 7
    return _legal(
        hand,
        lead,
        best,
        partner_master,
        trump_mask[mode],
        np.take(above.reshape(-1), mode * 32 + best),
        mode == 5,
        flags,
    )


def _legal(
    hand: I64,
    lead: I64,
    best: I64,
    partner_master: npt.NDArray[np.bool_],
    tm: I64,
    above_best: I64,
    tout_atout: npt.NDArray[np.bool_],
    flags: tuple[int, ...],
) -> I64:
    """:func:`legal_sets` with the trumps ``tm`` of each deal's mode and the cards
    ``above_best`` the card holding the trick already looked up."""
    (
        lead_over,
        lead_over_unless_partner,
        trump_always,
        trump_never,
        overtrump_required,
        undertrump_required,
        undertrump_waived,
        partner_forbidden,
        partner_free_if_only_trumps,
        partner_only_trumps,
        partner_if_able,
        ta_climb,
    ) = flags
    follow = hand & (_BYTE << ((lead >> 3) << 3))
    higher_follow = follow & above_best
    # -- the player can follow suit
    lead_is_trump = ((tm >> lead) & 1).astype(bool)
    if lead_over:
        climb = higher_follow != 0
        if lead_over_unless_partner:
            climb &= ~partner_master
        on_trump_lead = np.where(climb, higher_follow, follow)
    else:
        on_trump_lead = follow
    if ta_climb:
        plain = np.where(tout_atout & (higher_follow != 0), higher_follow, follow)
    else:
        plain = follow
    following = np.where(lead_is_trump, on_trump_lead, plain)
    # -- the player cannot follow suit
    trumps = hand & tm
    others = hand ^ trumps
    only = others == 0
    best_is_trump = ((tm >> best) & 1).astype(bool)
    higher = trumps & above_best
    has_higher = higher != 0
    # the partner holds the trick (and trumping is not always required)
    if partner_forbidden:
        cond = ~(only & bool(partner_free_if_only_trumps))
        allowed = others | higher
        partner = np.where(cond & (allowed != 0) & (allowed != hand), allowed, hand)
    elif partner_only_trumps:
        partner = np.where(only & has_higher & (higher != hand), higher, hand)
    elif partner_if_able:
        allowed = others | higher
        partner = np.where(has_higher & (allowed != hand), allowed, hand)
    else:
        partner = hand
    partner = np.where(best_is_trump, partner, hand)
    # an opponent holds the trick (or the partner, where trumping is always required)
    if trump_never:
        if overtrump_required:
            against = np.where(best_is_trump & has_higher, others | higher, hand)
        else:
            against = hand
    else:
        if undertrump_required:
            cannot_over = trumps
        elif undertrump_waived:
            cannot_over = hand
        else:
            cannot_over = np.where(only, trumps, others)
        over_trump = np.where(has_higher, higher if overtrump_required else trumps, cannot_over)
        if trump_always:
            if partner_forbidden:
                # no trump under the partner's: a higher one, else a discard if he can
                over_partner = np.where(
                    has_higher & ~(only & bool(partner_free_if_only_trumps)),
                    higher,
                    np.where(only, trumps, others),
                )
            elif partner_if_able:
                over_partner = np.where(has_higher, higher, trumps)
            elif partner_only_trumps:
                over_partner = np.where(has_higher & only, higher, trumps)
            else:
                over_partner = trumps
            over_trump = np.where(partner_master, over_partner, over_trump)
        against = np.where(best_is_trump, over_trump, trumps)
    cutting = against if trump_always else np.where(partner_master, partner, against)
    cutting = np.where(trumps != 0, cutting, hand)
    result: I64 = np.where(follow != 0, following, cutting)
    return result


_BYTE: Final = np.int64(0xFF)


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


def play_numpy(
    hands: I64,
    mode: I64,
    leader: I64,
    u: F64,
    *,
    above: I64,
    trump_mask: I64,
    power: I64,
    points: I64,
    suit_mask: I64,
    dix_de_der: int,
    flags: tuple[int, ...],
    keep_legal: bool = False,
) -> PlayOutput:
    """Play every deal of the batch at random: ``hands[i, seat]`` bitsets, ``mode[i]``,
    ``leader[i]`` the seat leading the first trick, ``u[i, j]`` uniform draws in [0, 1)."""
    n = len(mode)
    rows = np.arange(n)
    flat = np.ascontiguousarray(hands, np.int64).reshape(-1).copy()
    base = rows * 4
    played = np.zeros((n, 32), np.int64)
    legal_kept = np.zeros((n, 32), np.int64) if keep_legal else None
    winners = np.zeros((n, 8), np.int64)
    team_points = np.zeros((n, 2), np.int64)
    tricks = np.zeros((n, 4), np.int64)
    leader = leader.astype(np.int64)
    mode = mode.astype(np.int64)
    tm = trump_mask[mode]
    row32 = mode * 32
    power_flat = power.reshape(-1)
    points_flat = points.reshape(-1)
    above_flat = above.reshape(-1)
    tout_atout = mode == 5
    one = np.int64(1)
    for t in range(8):
        lead = best = best_power = best_pos = np.zeros(n, np.int64)
        trick_points = np.zeros(n, np.int64)
        for p in range(4):
            where = base + ((leader + p) & 3)
            hand = np.take(flat, where)
            if p == 0:
                legal = hand
            else:
                legal = _legal(
                    hand,
                    lead,
                    best,
                    best_pos == p - 2,
                    tm,
                    np.take(above_flat, row32 + best),
                    tout_atout,
                    flags,
                )
            j = 4 * t + p
            card = random_card(legal, u[:, j])
            if legal_kept is not None:
                legal_kept[:, j] = legal
            played[:, j] = card
            np.put(flat, where, hand ^ (one << card))
            at = row32 + card
            trick_points += np.take(points_flat, at)
            card_power = np.take(power_flat, at)
            if p == 0:
                lead = best = card
                best_power = card_power
                best_pos = np.zeros(n, np.int64)
            else:
                wins = np.where(
                    (card >> 3) == (best >> 3),
                    card_power > best_power,
                    ((tm >> card) & 1).astype(bool),
                )
                best = np.where(wins, card, best)
                best_power = np.where(wins, card_power, best_power)
                best_pos = np.where(wins, p, best_pos)
        won = (leader + best_pos) & 3
        winners[:, t] = won
        team_points[rows, won & 1] += trick_points
        tricks[rows, won] += 1
        leader = won
    team_points[rows, leader & 1] += dix_de_der
    return PlayOutput(played, legal_kept, winners, team_points, tricks)
