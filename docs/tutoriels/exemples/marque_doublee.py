"""Plugin de règle « marque-doublee » : chaque donne compte double.

Il **enveloppe** le décompte : il reçoit la fonction de décompte construite par les autres
plugins (la règle intégrée, ou un autre plugin) et en renvoie une qui double la marque.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Generator
from typing import Any

from belote_spec.engine.scoring import DealScore
from belote_spec.engine.tables import CardTables
from belote_spec.hookspecs import hookimpl
from belote_spec.loader import Variant

Scorer = Callable[..., DealScore]


@hookimpl(wrapper=True)
def belote_make_scorer(variant: Variant, tables: CardTables) -> Generator[None, Scorer, Scorer]:
    """Le décompte des autres plugins, marque doublée."""
    score = yield  # le décompte construit par les autres implémentations

    def doubled(*args: Any, **kwargs: Any) -> DealScore:
        line = score(*args, **kwargs)
        return dataclasses.replace(line, NS=2 * line.NS, EW=2 * line.EW)

    return doubled
