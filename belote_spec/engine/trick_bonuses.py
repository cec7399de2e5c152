"""Trick bonuses (Klaverjas « roem »): combinations scored when their cards fall in one trick.

Built once per variant from its ``trick_bonuses`` rules and ``cards.sequence_order``. The
decision is written once, as a kernel in the subset of Python that numba compiles (integers,
tuples, arrays; :data:`KERNELS`): :func:`trick_bonus` reads the four cards of a trick (a bitset,
as a hand) and the contract's mode, and returns the points of the trick's combinations, from
the integer table of :func:`trick_bonus_params`:

* each suit's 8-bit pattern in the trick is looked up (:data:`TB_RUNS`): three consecutive
  cards in the sequence order score ``run_of_three``, four ``run_of_four`` (one run of four,
  never two runs of three);
* the four cards of one rank score that rank's ``four_of_a_kind`` (:data:`TB_QUADS`);
* the king and queen of a trump suit score ``trump_king_queen`` (:data:`TB_PAIR`): the trump
  suit in a suit contract, every suit at tout atout, none at sans atout
  (:data:`TB_PAIR_SUITS`, a bitset of suits by mode).

They add up: a run of three holding the king and queen of trump is 20 + 20 = 40 at Klaverjas,
a run of four holding them 50 + 20 = 70. The team that wins the trick scores them
(:class:`TrickBonuses`, what the hook ``belote_make_trick_bonuses`` returns). A variant without
trick bonuses has no table (``enabled`` False): the engines then never call the kernel.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from ..cards import RANK_NAMES
from .tables import SA, TA

__all__ = [
    "KERNELS",
    "TB_PAIR",
    "TB_PAIR_SUITS",
    "TB_PARAMS",
    "TB_QUADS",
    "TB_RUNS",
    "TrickBonuses",
    "make_trick_bonuses",
    "trick_bonus",
    "trick_bonus_params",
]

KING: Final = 6
QUEEN: Final = 5
#: The king and queen of a suit, as bits of its 8-bit pattern.
PAIR_BITS: Final = (1 << KING) | (1 << QUEEN)
#: The four cards of the seven (rank 0), as a card bitset: ``QUAD << rank`` for any rank.
QUAD: Final = 1 | (1 << 8) | (1 << 16) | (1 << 24)

# Where each value sits in the table of :func:`trick_bonus_params`.
TB_PAIR: Final = 0  # the king and queen of trump
TB_PAIR_SUITS: Final = 1  # by mode (6): a bit per trump suit
TB_QUADS: Final = 7  # by natural rank (8)
TB_RUNS: Final = 15  # by 8-bit suit pattern (256)
TB_PARAMS: Final = TB_RUNS + 256


def trick_bonus(t: Any, cards: int, mode: int) -> int:
    """The points of the combinations of one trick: ``cards`` its four cards as a bitset,
    ``mode`` the contract's (0-3 a suit, 4 sans atout, 5 tout atout), ``t`` the table of
    :func:`trick_bonus_params` (a tuple, or the same numbers as an int64 array)."""
    total = 0
    pair_suits = t[TB_PAIR_SUITS + mode]
    for suit in range(4):
        bits = (cards >> (8 * suit)) & 0xFF
        if bits:
            total += t[TB_RUNS + bits]
            if (pair_suits >> suit) & 1 and bits & PAIR_BITS == PAIR_BITS:
                total += t[TB_PAIR]
    for rank in range(8):
        if cards == QUAD << rank:
            total += t[TB_QUADS + rank]
    return total


#: This module's kernels, for the compilers.
KERNELS: Final = ("trick_bonus",)


def trick_bonus_params(rule: Mapping[str, Any], sequence_order: Sequence[str]) -> tuple[int, ...]:
    """The table :func:`trick_bonus` reads, from a variant's ``trick_bonuses`` rules and its
    ``cards.sequence_order`` (strongest first)."""
    out = [0] * TB_PARAMS
    out[TB_PAIR] = int(rule["trump_king_queen"])
    for mode in range(6):
        out[TB_PAIR_SUITS + mode] = 0 if mode == SA else 0b1111 if mode == TA else 1 << mode
    quads = rule["four_of_a_kind"]
    for rank, name in enumerate(RANK_NAMES):
        out[TB_QUADS + rank] = int(quads[name])
    position = [0] * 8  # each natural rank's place in the sequence order, weakest 0
    for i, name in enumerate(sequence_order):
        position[RANK_NAMES.index(name)] = len(sequence_order) - 1 - i
    three = int(rule["run_of_three"])
    four = int(rule["run_of_four"])
    for bits in range(256):
        by_position = 0
        for rank in range(8):
            if (bits >> rank) & 1:
                by_position |= 1 << position[rank]
        points = 0
        run = 0
        for p in range(9):  # each maximal run of consecutive positions
            if p < 8 and (by_position >> p) & 1:
                run += 1
                continue
            if run == 3:
                points += three
            elif run >= 4:
                points += four
            run = 0
        out[TB_RUNS + bits] = points
    return tuple(out)


@dataclass(frozen=True, slots=True)
class TrickBonuses:
    """A variant's trick bonuses, as the hook ``belote_make_trick_bonuses`` returns them.

    ``enabled`` False: none are scored, and the engines never ask (the game's per-trick path
    and the batch loop stay as without them). A plugin may return its own object with the
    same ``enabled`` and :meth:`points`; the batch engine then falls back to the scalar path.
    """

    enabled: bool
    params: tuple[int, ...] = ()
    """The table of :func:`trick_bonus` (empty when disabled)."""

    def points(self, cards: Sequence[int], mode: int) -> int:
        """The bonus of a trick of ``cards`` (card indices, in any order) in ``mode``."""
        if not self.enabled:
            return 0
        mask = 0
        for card in cards:
            mask |= 1 << card
        return trick_bonus(self.params, mask, mode)

    def by_team(self, tricks: Iterable[tuple[int, Sequence[int]]], mode: int) -> list[int]:
        """Each team's bonuses (NS, EW) of ``tricks``, each given as (the index of the seat
        that won it, its card indices): each trick's bonus, for the team that won it."""
        out = [0, 0]
        for winner, cards in tricks:
            out[winner & 1] += self.points(cards, mode)
        return out


def make_trick_bonuses(rule: Mapping[str, Any], sequence_order: Sequence[str]) -> TrickBonuses:
    """Compile the ``trick_bonuses`` rules."""
    if not rule["enabled"]:
        return TrickBonuses(False)
    return TrickBonuses(True, trick_bonus_params(rule, sequence_order))
