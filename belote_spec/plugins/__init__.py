"""The built-in rules, each a pluggy plugin reading its parameters from the variant.

Like pytest's own features, every phase of the game is implemented by a plugin module here,
registered before any third-party plugin. Their implementations are ``trylast``, so a plugin
enabled by a variant (``rules.plugins``) can replace or wrap any of them.
"""

from __future__ import annotations

from types import ModuleType

from . import annonces, belote, bidding, cards, deal, game_end, play, scoring

__all__ = ["BUILTIN_PLUGINS"]

#: The built-in plugins, by registered name.
BUILTIN_PLUGINS: dict[str, ModuleType] = {
    "builtin-cards": cards,
    "builtin-deal": deal,
    "builtin-bidding": bidding,
    "builtin-play": play,
    "builtin-annonces": annonces,
    "builtin-belote": belote,
    "builtin-scoring": scoring,
    "builtin-game-end": game_end,
}
