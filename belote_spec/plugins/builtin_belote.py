"""Built-in plugin: belote and rebelote (``rules.belote``), and the trick bonuses
(``rules.trick_bonuses``)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from ..engine.annonces import belote_suits
from ..engine.trick_bonuses import TrickBonuses, make_trick_bonuses
from ..hookspecs import hookimpl

if TYPE_CHECKING:
    from ..loader import Variant


@hookimpl(trylast=True)
def belote_make_belote(variant: Variant) -> Callable[[int], tuple[int, ...]]:
    """``suits(mode)``: the suits whose king and queen make a belote."""
    if not variant.rule("belote.enabled"):
        return lambda mode: ()
    return partial(_suits, tout_atout=str(variant.rule("belote.tout_atout")))


def _suits(mode: int, tout_atout: str) -> tuple[int, ...]:
    return belote_suits(mode, tout_atout)


@hookimpl(trylast=True)
def belote_make_trick_bonuses(variant: Variant) -> TrickBonuses:
    """The trick bonuses of ``rules.trick_bonuses``, runs read in ``cards.sequence_order``."""
    return make_trick_bonuses(
        variant.rule("trick_bonuses"), list(variant.rule("cards.sequence_order"))
    )
