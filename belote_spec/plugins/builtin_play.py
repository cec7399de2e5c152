"""Built-in plugin: the play obligations and the trick winner (``rules.play``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.play import PlayKernels, make_play_kernels
from ..engine.tables import CardTables
from ..hookspecs import hookimpl
from ..seating import seating_of

if TYPE_CHECKING:
    from ..loader import Variant


@hookimpl(trylast=True)
def belote_make_play(variant: Variant, tables: CardTables) -> PlayKernels:
    """Kernels from ``play`` (and ``table.partnership``: whether a card may be a partner's)."""
    partners = seating_of(variant).partnership == "facing"
    return make_play_kernels(variant.rule("play"), tables, partners=partners)
