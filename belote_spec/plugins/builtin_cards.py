"""Built-in plugin: card order and points per contract mode (``rules.cards``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.tables import CardTables, build_card_tables
from ..hookspecs import hookimpl

if TYPE_CHECKING:
    from ..loader import Variant


@hookimpl(trylast=True)
def belote_make_card_tables(variant: Variant) -> CardTables:
    """Tables from ``cards`` and ``deck.dix_de_der``."""
    return build_card_tables(variant.rule("cards"), int(variant.rule("deck.dix_de_der")))
