"""The rules engine: compiled kernels, games, bots."""

from __future__ import annotations

from .bidding import Contract, IllegalAction
from .rules import Declarations, IllegalPlay, Rules, compile_variant
from .scoring import DealScore, GameEnd
from .tables import MODES

__all__ = [
    "MODES",
    "Contract",
    "DealScore",
    "Declarations",
    "GameEnd",
    "IllegalAction",
    "IllegalPlay",
    "Rules",
    "compile_variant",
]
