"""Precomputed card tables for each contract mode (python-chess style: ints and tuples).

A mode is an index into :data:`MODES`: ``0..3`` a trump suit (spades, hearts, diamonds,
clubs), ``4`` sans atout, ``5`` tout atout. For each mode, :class:`CardTables` holds, per card
index (``suit * 8 + rank``):

* ``power[mode][card]``: strength within its own suit (higher wins); trumps get ``8 + k`` so a
  trump beats any plain card;
* ``points[mode][card]``: card points;
* ``above[mode][card]``: bitset of the cards of the same suit that beat it;
* ``trump_mask[mode]``: the bitset of trumps (the trump suit; none at sans atout and, since no
  suit can cut another, none at tout atout either).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from ..cards import RANK_NAMES, SUIT_MASKS

__all__ = ["MODES", "MODE_INDEX", "SA", "TA", "CardTables", "build_card_tables"]

MODES: Final = ("S", "H", "D", "C", "SA", "TA")
MODE_INDEX: Final[Mapping[str, int]] = {m: i for i, m in enumerate(MODES)}
SA: Final = 4
TA: Final = 5
_RANK_INDEX: Final = {name: i for i, name in enumerate(RANK_NAMES)}


@dataclass(frozen=True, slots=True)
class CardTables:
    """Order and points of every card in every mode (see the module docstring)."""

    power: tuple[tuple[int, ...], ...]
    points: tuple[tuple[int, ...], ...]
    above: tuple[tuple[int, ...], ...]
    trump_mask: tuple[int, ...]
    deck_points: tuple[int, ...]
    dix_de_der: int

    def order(self, mode: int, suit: int) -> list[int]:
        """The cards of ``suit`` in ``mode`` from strongest to weakest."""
        cards = range(suit * 8, suit * 8 + 8)
        return sorted(cards, key=lambda c: -self.power[mode][c])


def _role_tables(table: Mapping[str, Any]) -> tuple[list[int], list[int]]:
    """(power by rank, points by rank) for one card table of the variant."""
    order: Sequence[str] = table["order"]
    power = [0] * 8
    for position, name in enumerate(order):
        power[_RANK_INDEX[name]] = 7 - position
    points = [int(table["points"][name]) for name in RANK_NAMES]
    return power, points


def build_card_tables(cards: Mapping[str, Any], dix_de_der: int) -> CardTables:
    """Build the tables from the variant's ``cards`` group."""
    trump_p, trump_pts = _role_tables(cards["trump"])
    plain_p, plain_pts = _role_tables(cards["plain"])
    sa_p, sa_pts = _role_tables(cards["sans_atout"])
    ta_p, ta_pts = _role_tables(cards["tout_atout"])
    power: list[tuple[int, ...]] = []
    points: list[tuple[int, ...]] = []
    above: list[tuple[int, ...]] = []
    trump_masks: list[int] = []
    for mode in range(6):
        pw = [0] * 32
        pt = [0] * 32
        for card in range(32):
            suit, rank = card >> 3, card & 7
            if mode < 4:
                if suit == mode:
                    pw[card], pt[card] = 8 + trump_p[rank], trump_pts[rank]
                else:
                    pw[card], pt[card] = plain_p[rank], plain_pts[rank]
            elif mode == SA:
                pw[card], pt[card] = sa_p[rank], sa_pts[rank]
            else:
                pw[card], pt[card] = ta_p[rank], ta_pts[rank]
        ab = [0] * 32
        for card in range(32):
            suit = card >> 3
            mask = 0
            for other in range(suit * 8, suit * 8 + 8):
                if pw[other] > pw[card]:
                    mask |= 1 << other
            ab[card] = mask
        power.append(tuple(pw))
        points.append(tuple(pt))
        above.append(tuple(ab))
        trump_masks.append(SUIT_MASKS[mode] if mode < 4 else 0)
    deck = tuple(sum(p) for p in points)
    return CardTables(
        power=tuple(power),
        points=tuple(points),
        above=tuple(above),
        trump_mask=tuple(trump_masks),
        deck_points=deck,
        dix_de_der=dix_de_der,
    )
