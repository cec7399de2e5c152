"""The modules that moved, importable from their old names with a :class:`DeprecationWarning`.

The package's folders show its layers (see ``docs/reference/stability.rst``): the bots and the
solvers went to :mod:`belote_spec.bots`, the Sphinx extension to the rulebook, and so on. A
program that imports a module by its old name still gets the module itself (the same object,
so a monkeypatch or a pickle made through either name works through the other), with a
warning naming where it lives now. Nothing in the package imports an old name; a test checks
it, and that every name here reaches its module.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import sys
import warnings
from collections.abc import Sequence
from types import ModuleType
from typing import Final

#: Old dotted name -> new dotted name. A package's submodules follow it (``old.x`` -> ``new.x``).
MOVED: Final[dict[str, str]] = {
    "belote_spec.auction_model": "belote_spec.bots.auction_model",
    "belote_spec.batch": "belote_spec.simulation.batch",
    "belote_spec.batch.play": "belote_spec.simulation.batch.random_play",
    "belote_spec.batch.scoring": "belote_spec.simulation.batch.scorer",
    "belote_spec.batch.solver_jit": "belote_spec.bots.solver",
    "belote_spec.conventions": "belote_spec.bots.conventions",
    "belote_spec.duplicate": "belote_spec.bots.duplicate",
    "belote_spec.engine.simulate": "belote_spec.engine.random_deals",
    "belote_spec.inference": "belote_spec.bots.inference",
    "belote_spec.plugins.annonces": "belote_spec.plugins.builtin_annonces",
    "belote_spec.plugins.belote": "belote_spec.plugins.builtin_belote",
    "belote_spec.plugins.bidding": "belote_spec.plugins.builtin_bidding",
    "belote_spec.plugins.cards": "belote_spec.plugins.builtin_cards",
    "belote_spec.plugins.deal": "belote_spec.plugins.builtin_deal",
    "belote_spec.plugins.game_end": "belote_spec.plugins.builtin_game_end",
    "belote_spec.plugins.play": "belote_spec.plugins.builtin_play",
    "belote_spec.plugins.scoring": "belote_spec.plugins.builtin_scoring",
    "belote_spec.search": "belote_spec.bots.search",
    "belote_spec.simulation.report": "belote_spec.simulation.text_report",
    "belote_spec.simulation.tables": "belote_spec.simulation.columns",
    "belote_spec.solver": "belote_spec.bots.solver",
    "belote_spec.sphinxext": "belote_spec.rulebook.sphinxext",
    "belote_spec.table": "belote_spec.terminal",
}


def new_name(old: str) -> str | None:
    """Where the module once named ``old`` lives now, or None if it did not move."""
    # the longest old name that is ``old`` or a package holding it: ``belote_spec.batch.play``
    # moved on its own, the rest of ``belote_spec.batch`` with its package
    for before in sorted(MOVED, key=len, reverse=True):
        if old == before or old.startswith(before + "."):
            return MOVED[before] + old[len(before) :]
    return None


class _Alias(importlib.abc.Loader):
    def __init__(self, target: str) -> None:
        self.target = target

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        warnings.warn(
            f"{spec.name} has moved to {self.target}; import it from there "
            "(the old name will be removed in a later version)",
            DeprecationWarning,
            stacklevel=2,
        )
        module = importlib.import_module(self.target)
        self._spec = module.__spec__  # the import system sets the alias's spec on the module
        return module

    def exec_module(self, module: ModuleType) -> None:
        module.__spec__ = self._spec  # the module keeps its own spec: reloads find its file


class _Finder(importlib.abc.MetaPathFinder):
    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        moved = new_name(fullname)
        if moved is None:
            return None
        return importlib.machinery.ModuleSpec(fullname, _Alias(moved))


def install() -> None:
    """Put the finder of old names first on :data:`sys.meta_path` (once)."""
    if not any(isinstance(f, _Finder) for f in sys.meta_path):
        sys.meta_path.insert(0, _Finder())
