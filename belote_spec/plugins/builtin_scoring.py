"""Built-in plugin: deal scoring (``rules.scoring``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.scoring import make_variant_scorer
from ..engine.tables import CardTables
from ..hookspecs import hookimpl

if TYPE_CHECKING:
    from ..loader import Variant


@hookimpl(trylast=True)
def belote_make_scorer(variant: Variant, tables: CardTables) -> Any:
    """The scorer from ``scoring``, ``belote``, ``deck.dix_de_der`` and the auction's floor."""
    return make_variant_scorer(variant.rule, tables.dix_de_der, tables.deck_points[0])
