"""The columns of the per-deal and per-game tables (described column by column in the API
reference, ``docs/reference/api.rst``).

A :data:`DealTable` is a mapping of column name to a one-dimensional :mod:`numpy` array, one
row per deal, every column the same length; a :data:`GameTable` the same, one row per game.
The batch engine (``belote_spec.simulation.batch``) and the scalar backend
(:mod:`belote_spec.simulation.scalar`) both produce exactly these columns and dtypes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

import numpy as np
import numpy.typing as npt

from ..engine.bidding import CAPOT_LEVEL, GENERALE_LEVEL

__all__ = [
    "BID_CAPOT",
    "BID_GENERALE",
    "DEAL_COLUMNS",
    "GAME_COLUMNS",
    "OUTCOMES",
    "DealTable",
    "GameTable",
    "bid_code",
    "bid_name",
    "check_table",
    "concat_tables",
    "deal_columns",
    "empty_table",
    "game_columns",
    "line_suffixes",
    "table_rows",
]

DealTable = dict[str, npt.NDArray[Any]]
GameTable = dict[str, npt.NDArray[Any]]

#: The ``bid`` column's value for a capot bid (or a capot announced after a prise).
BID_CAPOT: Final = CAPOT_LEVEL
#: The ``bid`` column's value for a générale bid.
BID_GENERALE: Final = GENERALE_LEVEL


def bid_code(bid: int | str | None) -> int:
    """The ``bid`` column's value of a contract's bid: the points, 0 for a prise (None),
    :data:`BID_CAPOT` or :data:`BID_GENERALE`."""
    if bid is None:
        return 0
    if bid == "capot":
        return BID_CAPOT
    if bid == "generale":
        return BID_GENERALE
    return int(bid)


#: ``DealScore.outcome`` as the ``outcome`` column's code (0: no score).
OUTCOMES: Final[Mapping[str, int]] = {"made": 1, "dedans": 2, "litige": 3, "capot": 4}


def bid_name(code: int) -> str:
    """The ``bid`` column's value as the files of ``--out`` write it: ``prise``, the points
    (``"80"``), ``capot`` or ``generale`` (the words of the game's actions)."""
    if code == 0:
        return "prise"
    if code == BID_CAPOT:
        return "capot"
    if code == BID_GENERALE:
        return "generale"
    return str(code)


DEAL_COLUMNS: Final[Mapping[str, type[np.generic]]] = {
    "game": np.int64,
    "deal": np.int32,
    "dealer": np.int8,
    "taker": np.int8,
    "team": np.int8,
    "mode": np.int8,
    "bid": np.int32,
    "contre": np.int8,
    "cancelled": np.bool_,
    "points_ns": np.int16,
    "points_ew": np.int16,
    "tricks_ns": np.int8,
    "tricks_ew": np.int8,
    "capot": np.int8,
    "belote_ns": np.int8,
    "belote_ew": np.int8,
    "annonces_ns": np.int16,
    "annonces_ew": np.int16,
    "outcome": np.int8,
    "score_ns": np.int32,
    "score_ew": np.int32,
    "held": np.int32,
}

GAME_COLUMNS: Final[Mapping[str, type[np.generic]]] = {
    "game": np.int64,
    "deals": np.int32,
    "played": np.int32,
    "winner": np.int8,
    "draw": np.bool_,
    "finished": np.bool_,
    "total_ns": np.int32,
    "total_ew": np.int32,
}


#: The suffixes of the columns by score line at four (``points_ns``, ``points_ew``...).
_TEAM_SUFFIXES: Final = ("ns", "ew")


def line_suffixes(lines: Sequence[str]) -> tuple[str, ...]:
    """The suffixes of the columns by score line, from a seating's
    :attr:`~belote_spec.seating.Seating.lines`, lowercased: ``("ns", "ew")`` for two teams,
    ``("n", "w", "s")`` for three players each for himself."""
    return tuple(line.lower() for line in lines)


def _by_lines(
    columns: Mapping[str, type[np.generic]], suffixes: Sequence[str]
) -> Mapping[str, type[np.generic]]:
    """``columns`` with each ``X_ns``/``X_ew`` pair replaced by ``X_<suffix>`` for each of
    ``suffixes``, in place; ``columns`` itself for the two teams."""
    if tuple(suffixes) == _TEAM_SUFFIXES:
        return columns
    out: dict[str, type[np.generic]] = {}
    for name, dtype in columns.items():
        stem, _sep, suffix = name.rpartition("_")
        if suffix == "ns":
            out.update({f"{stem}_{s}": dtype for s in suffixes})
        elif suffix != "ew" or not stem:
            out[name] = dtype
    return out


def deal_columns(lines: Sequence[str]) -> Mapping[str, type[np.generic]]:
    """The columns of a deal table for the score lines ``lines`` (a seating's
    :attr:`~belote_spec.seating.Seating.lines`): :data:`DEAL_COLUMNS` for the teams ``NS``
    and ``EW``; for players each for himself, one ``points_``, ``tricks_``, ``belote_``,
    ``annonces_`` and ``score_`` column per player, named by the seat in lower case
    (``points_n``, ``points_w``, ``points_s``) where the teams' are. ``team`` and ``capot``
    are then the index of the player's line (its seat in playing order)."""
    return _by_lines(DEAL_COLUMNS, line_suffixes(lines))


def game_columns(lines: Sequence[str]) -> Mapping[str, type[np.generic]]:
    """The columns of a game table for the score lines ``lines``: :data:`GAME_COLUMNS` for
    the teams, a ``total_`` column per player each for himself (``total_n``...); ``winner`` is
    the index of the winning line."""
    return _by_lines(GAME_COLUMNS, line_suffixes(lines))


def empty_table(columns: Mapping[str, type[np.generic]]) -> dict[str, npt.NDArray[Any]]:
    """A table of no rows with ``columns``."""
    return {name: np.zeros(0, dtype=dtype) for name, dtype in columns.items()}


def check_table(
    table: Mapping[str, npt.NDArray[Any]],
    columns: Mapping[str, type[np.generic]],
    what: str,
) -> int:
    """The number of rows of ``table``; raises :class:`ValueError` unless it has exactly
    ``columns``, with their dtypes, all one-dimensional and of one length."""
    missing = [c for c in columns if c not in table]
    extra = [c for c in table if c not in columns]
    if missing or extra:
        raise ValueError(f"{what}: missing columns {missing}, unexpected columns {extra}")
    lengths = set()
    for name, dtype in columns.items():
        array = table[name]
        if array.dtype != np.dtype(dtype) or array.ndim != 1:
            raise ValueError(
                f"{what}: column {name} is {array.dtype} with {array.ndim} dimensions; "
                f"expected one dimension of {np.dtype(dtype)}"
            )
        lengths.add(len(array))
    if len(lengths) > 1:
        raise ValueError(f"{what}: columns of different lengths {sorted(lengths)}")
    return lengths.pop() if lengths else 0


def table_rows(table: Mapping[str, npt.NDArray[Any]]) -> int:
    """The number of rows of a table."""
    for array in table.values():
        return len(array)
    return 0


def concat_tables(
    parts: Sequence[Mapping[str, npt.NDArray[Any]]],
    columns: Mapping[str, type[np.generic]],
) -> dict[str, npt.NDArray[Any]]:
    """The rows of ``parts`` one after the other."""
    if not parts:
        return empty_table(columns)
    return {
        name: np.concatenate([p[name] for p in parts]).astype(dtype, copy=False)
        for name, dtype in columns.items()
    }
