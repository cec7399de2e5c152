"""Built-in plugin: dealing (``rules.deal``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.deal import Dealer, make_dealer
from ..hookspecs import hookimpl
from ..seating import seating_of

if TYPE_CHECKING:
    from ..loader import Variant


@hookimpl(trylast=True)
def belote_make_dealer(variant: Variant) -> Dealer:
    """The dealer from ``deal``."""
    return make_dealer(variant.rule("deal"), seating_of(variant))
