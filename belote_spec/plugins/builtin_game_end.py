"""Built-in plugin: the end of the game (``rules.game_end``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.scoring import make_game_end
from ..hookspecs import hookimpl

if TYPE_CHECKING:
    from ..loader import Variant


@hookimpl(trylast=True)
def belote_make_game_end(variant: Variant) -> Any:
    """The check from ``game_end``."""
    return make_game_end(variant.rule("game_end"))
