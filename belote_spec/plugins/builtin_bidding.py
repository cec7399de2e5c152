"""Built-in plugin: the prise and the auction (``rules.bidding``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.bidding import AuctionSystem, PriseSystem, make_bidding_system
from ..hookspecs import hookimpl
from ..seating import seating_of

if TYPE_CHECKING:
    from ..loader import Variant


@hookimpl(trylast=True)
def belote_make_bidding(variant: Variant) -> PriseSystem | AuctionSystem:
    """The bidding system from ``bidding``."""
    return make_bidding_system(variant.rule("bidding"), seating_of(variant))
