"""Built-in plugin: annonces (``rules.annonces``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.annonces import AnnonceKernels, make_annonce_kernels
from ..hookspecs import hookimpl

if TYPE_CHECKING:
    from ..loader import Variant


@hookimpl(trylast=True)
def belote_make_annonces(variant: Variant) -> AnnonceKernels:
    """Kernels from ``annonces`` and ``cards.sequence_order``."""
    return make_annonce_kernels(variant.rule("annonces"), variant.rule("cards.sequence_order"))
