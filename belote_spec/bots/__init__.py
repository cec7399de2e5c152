"""The players: bots to play against and the helpers that seat them, the bidding conventions,
what a seat can infer, the search bot, the double-dummy solvers, the auction model and
duplicate matches.

The names of :mod:`belote_spec.bots.heuristic` (the :class:`Bot` protocol, the random and
heuristic bots, :func:`make_bot`, :func:`match`) are importable from here, as they were when
this package was one module.
"""

from __future__ import annotations

from typing import Any

from . import heuristic
from .heuristic import (
    Bot,
    BotFactory,
    HeuristicBot,
    MatchResult,
    RandomBot,
    bot_name,
    estimate_tricks,
    make_bot,
    match,
    play_game,
)

__all__ = [
    "Bot",
    "BotFactory",
    "HeuristicBot",
    "MatchResult",
    "RandomBot",
    "bot_name",
    "estimate_tricks",
    "make_bot",
    "match",
    "play_game",
]


def __getattr__(name: str) -> Any:
    """The other names of :mod:`belote_spec.bots.heuristic` (``DealSoFar``...), still
    readable from here as when this package was one module."""
    if name.startswith("__"):
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    try:
        return getattr(heuristic, name)
    except AttributeError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
