"""Plugin de règle « fournir-seulement » : une belote sans obligation d'atout.

Il **remplace** la phase du jeu de la carte : il faut toujours fournir à la couleur demandée,
mais on n'est jamais obligé de couper, de monter ni de surcouper. De quoi apprendre le jeu
sans retenir toutes les obligations d'un coup.
"""

from __future__ import annotations

from collections.abc import Sequence

from belote_spec.cards import SUIT_MASKS
from belote_spec.engine.play import FOLLOW, FREE, PlayKernels, make_play_kernels
from belote_spec.engine.tables import CardTables
from belote_spec.hookspecs import hookimpl
from belote_spec.loader import Variant


@hookimpl
def belote_make_play(variant: Variant, tables: CardTables) -> PlayKernels:
    """Les noyaux du jeu de la carte : seule l'obligation de fournir demeure."""
    builtin = make_play_kernels(variant.rule("play"), tables)  # on garde son gagnant du pli

    def analyse(hand: int, cards: Sequence[int], mode: int) -> tuple[int, int]:
        if not cards:
            return hand, FREE
        follow = hand & SUIT_MASKS[cards[0] >> 3]
        return (follow, FOLLOW) if follow else (hand, FREE)

    return PlayKernels(analyse=analyse, winner=builtin.winner)
