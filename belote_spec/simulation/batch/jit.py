"""The kernels compiled with numba (the ``fast`` extra).

Nothing here restates a rule: the play kernels of :mod:`belote_spec.engine.play`, the annonce and
belote kernels of :mod:`belote_spec.engine.annonces`, the scoring kernel and the batch
loops of :mod:`belote_spec.simulation.batch.random_play` are compiled as they are written
(:func:`~belote_spec.simulation.batch.numba_cache.compile_sources`), so the compiled batch engine
plays
the same deals as the Python one, only faster. Importing this module raises ImportError when
numba is not installed.
"""

from __future__ import annotations

from typing import Any, Final

import numpy as np

from ...engine import annonces as annonce_kernels
from ...engine import play as play_kernels
from ...engine import score_kernel
from ...engine import trick_bonuses as trick_kernels
from . import deals as batch_deals
from . import random_play as batch_play
from .numba_cache import can_cache, compile_sources
from .random_play import PlayOutput, draws

__all__ = ["COMPILED", "play_numba"]


def _here() -> None:
    """A plain function of this module, for asking numba where its kernels may be cached."""


#: Whether kernels are cached on disk (not when numba finds no writable folder: then they are
#: compiled at each run).
CACHE: Final = can_cache(_here)


#: The functions of :mod:`belote_spec.engine.score_kernel`, compiled here for the batch engine and
#: for the scorer (:mod:`belote_spec.simulation.batch.score_jit`).
SCORE_KERNELS: Final = score_kernel.KERNELS

#: The compiled kernels, by name.
COMPILED: Final = compile_sources(
    (
        (play_kernels, play_kernels.KERNELS),
        (annonce_kernels, annonce_kernels.KERNELS),
        (score_kernel, SCORE_KERNELS),
        (trick_kernels, trick_kernels.KERNELS),
        (batch_play, batch_play.KERNELS),
        (batch_deals, batch_deals.KERNELS),
    )
)


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
    dix_de_der: int,
    flags: tuple[int, ...],
    keep_legal: bool = False,
) -> PlayOutput:
    """:func:`belote_spec.simulation.batch.random_play.play_python`, compiled."""
    n = len(mode)
    played = np.zeros((n, 32), np.int64)
    legal = np.zeros((n, 32) if keep_legal else (1, 32), np.int64)
    winners = np.zeros((n, 8), np.int64)
    team_points = np.zeros((n, 2), np.int64)
    tricks = np.zeros((n, 4), np.int64)
    COMPILED["play_batch"](
        np.ascontiguousarray(hands, np.int64),
        np.ascontiguousarray(mode, np.int64),
        np.ascontiguousarray(leader, np.int64),
        draws(u),
        power,
        points,
        above,
        trump_mask,
        tuple(int(f) for f in flags),
        int(dix_de_der),
        played,
        legal,
        winners,
        team_points,
        tricks,
        np.zeros(4, np.int64),
    )
    return PlayOutput(played, legal if keep_legal else None, winners, team_points, tricks)
