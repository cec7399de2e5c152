"""The scoring kernels of :mod:`belote_spec.engine.score_kernel` compiled with numba.

Nothing is written here: each function of that module is compiled from its own source
(``numba.njit`` on a copy of the function whose globals see the compiled copies of the
others), so the scalar engine, which calls the plain functions, and the batch engine, which
calls these, score by one formulation. They are the batch engine's compiled forms
(:data:`belote_spec.simulation.batch.jit.COMPILED`): a process that plays and scores compiles
each once, cached on disk where numba finds a writable folder
(:mod:`belote_spec.simulation.batch.numba_cache`).

Another numba function may call them (they are ordinary numba dispatchers), with the
scoring parameters as an ``int64`` array (``numpy.asarray(scoring_params(...), np.int64)``):

.. code-block:: python

   from belote_spec.simulation.batch.score_jit import KERNELS

   score_deal = KERNELS["score_deal"]  # score_deal(p, taker, mode, bid, ..., exact) -> tuple

The kernels of one score line per player (``score_lines``, ``game_end_lines``,
``deals_end_lines``) are compiled with them, their per-line arguments as ``int64`` arrays; the
batch engine does not call them yet (it plays four seats in two teams).

Importing this module raises ImportError when numba is not installed.
"""

from __future__ import annotations

from typing import Any, Final

from . import jit

__all__ = ["KERNELS", "score_rows", "settle_rows"]


def _compiled() -> dict[str, Any]:
    """Each kernel compiled, by name: the batch engine's own compiled forms
    (:data:`belote_spec.simulation.batch.jit.COMPILED`), so that a process that scores and
    plays compiles each kernel once."""
    return {name: jit.COMPILED[name] for name in jit.SCORE_KERNELS}


#: The compiled kernels, by name: every function of :mod:`belote_spec.engine.score_kernel`.
KERNELS: Final = _compiled()
score_rows: Final = KERNELS["score_rows"]
settle_rows: Final = KERNELS["settle_rows"]
