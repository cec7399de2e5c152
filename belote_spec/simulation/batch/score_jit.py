"""The scoring kernels of :mod:`belote_spec.engine.score_kernel` compiled with numba.

Nothing is written here: each function of that module is compiled from its own source
(``numba.njit`` on a copy of the function whose globals see the compiled copies of the
others), so the scalar engine, which calls the plain functions, and the batch engine, which
calls these, score by one formulation. Cached on disk beside the kernels' module where numba
finds a writable folder (:mod:`belote_spec.simulation.batch.numba_cache`).

Another numba function may call them (they are ordinary numba dispatchers), with the
scoring parameters as an ``int64`` array (``numpy.asarray(scoring_params(...), np.int64)``):

.. code-block:: python

   from belote_spec.simulation.batch.score_jit import KERNELS

   score_deal = KERNELS["score_deal"]  # score_deal(p, taker, mode, bid, ..., exact) -> tuple

Importing this module raises ImportError when numba is not installed.
"""

from __future__ import annotations

import inspect
import types
from typing import Any, Final

import numba

from ...engine import score_kernel
from .numba_cache import can_cache

__all__ = ["KERNELS", "score_rows", "settle_rows"]


def _compiled() -> dict[str, Any]:
    """Each kernel compiled, by name."""
    cache = can_cache(score_kernel.round_half)
    namespace = dict(vars(score_kernel))  # the module's constants and, below, the compiled
    out: dict[str, Any] = {}
    for name, plain in vars(score_kernel).items():
        if not inspect.isfunction(plain) or plain.__module__ != score_kernel.__name__:
            continue
        copy = types.FunctionType(plain.__code__, namespace, name, plain.__defaults__)
        copy.__qualname__ = plain.__qualname__
        copy.__module__ = plain.__module__
        copy.__doc__ = plain.__doc__
        out[name] = namespace[name] = numba.njit(cache=cache, nogil=True)(copy)
    return out


#: The compiled kernels, by name: every function of :mod:`belote_spec.engine.score_kernel`.
KERNELS: Final = _compiled()
score_rows: Final = KERNELS["score_rows"]
settle_rows: Final = KERNELS["settle_rows"]
