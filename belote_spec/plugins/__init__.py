"""The built-in rules, each a pluggy plugin reading its parameters from the variant.

Like pytest's own features, every phase of the game is implemented by a plugin module here,
registered before any third-party plugin. Their implementations are ``trylast``, so a plugin
enabled by a variant (``rules.plugins``) can replace or wrap any of them.
"""

from __future__ import annotations

from types import ModuleType

from . import (
    builtin_annonces,
    builtin_belote,
    builtin_bidding,
    builtin_cards,
    builtin_deal,
    builtin_game_end,
    builtin_play,
    builtin_scoring,
)

__all__ = ["BUILTIN_PLUGINS"]

#: The built-in plugins, by registered name.
BUILTIN_PLUGINS: dict[str, ModuleType] = {
    "builtin-cards": builtin_cards,
    "builtin-deal": builtin_deal,
    "builtin-bidding": builtin_bidding,
    "builtin-play": builtin_play,
    "builtin-annonces": builtin_annonces,
    "builtin-belote": builtin_belote,
    "builtin-scoring": builtin_scoring,
    "builtin-game-end": builtin_game_end,
}
