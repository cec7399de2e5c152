"""The batch engine: many random deals and games at once, on arrays (numpy, or numba).

See :mod:`belote_spec.simulation.batch.engine`. The tables it plays from are read off the variant's
compiled reference kernels (:mod:`belote_spec.simulation.batch.compiler`).
"""

from __future__ import annotations

from .compiler import BatchUnsupported
from .engine import DEAL_COLUMNS, GAME_COLUMNS, BatchEngine, DealTrace, numba_available

__all__ = [
    "DEAL_COLUMNS",
    "GAME_COLUMNS",
    "BatchEngine",
    "BatchUnsupported",
    "DealTrace",
    "numba_available",
]
