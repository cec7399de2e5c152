"""Simulation at scale: many deals or games of a variant, their statistics and comparisons.

:func:`simulate` plays random (or heuristic) deals or whole games in fixed-size chunks, each
seeded from the simulation's seed and its number, in this process, in worker processes or on
a Dask cluster, and returns a :class:`SimulationResult`: the :class:`Statistics` (each figure
with its 95% confidence interval) and the per-deal and per-game tables. :func:`compare` sets
the statistics of several variants side by side with the significance of each difference.
The batch engine (``belote_spec.simulation.batch``) plays the deals when it is installed and can
play the
variant; otherwise the scalar backend (:class:`ScalarEngine`) does.

The names are imported on first use (PEP 562): the command line's parser reads
:mod:`belote_spec.simulation.arguments` without loading numpy or the engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .api import SimulationResult, simulate
    from .columns import DEAL_COLUMNS, GAME_COLUMNS, DealTable, GameTable
    from .scalar import ScalarEngine
    from .stats import (
        Comparison,
        Difference,
        GameStatistics,
        Mean,
        Proportion,
        Statistics,
        Tally,
        compare,
        statistics,
    )

_NAMES = {
    "SimulationResult": "api",
    "simulate": "api",
    "ScalarEngine": "scalar",
    "Comparison": "stats",
    "Difference": "stats",
    "GameStatistics": "stats",
    "Mean": "stats",
    "Proportion": "stats",
    "Statistics": "stats",
    "Tally": "stats",
    "compare": "stats",
    "statistics": "stats",
    "DEAL_COLUMNS": "columns",
    "GAME_COLUMNS": "columns",
    "DealTable": "columns",
    "GameTable": "columns",
}


def __getattr__(name: str) -> Any:
    module = _NAMES.get(name)
    if module is None:
        raise AttributeError(f"module 'belote_spec.simulation' has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_NAMES})


__all__ = [
    "DEAL_COLUMNS",
    "GAME_COLUMNS",
    "Comparison",
    "DealTable",
    "Difference",
    "GameStatistics",
    "GameTable",
    "Mean",
    "Proportion",
    "ScalarEngine",
    "SimulationResult",
    "Statistics",
    "Tally",
    "compare",
    "simulate",
    "statistics",
]
