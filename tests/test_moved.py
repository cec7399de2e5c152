"""The modules that moved (``belote_spec._moved``) still import from their old names: the same
module, with a DeprecationWarning that names the new place."""

from __future__ import annotations

import importlib
import json
import pickle
import subprocess
import sys
import warnings

import pytest

from belote_spec._moved import MOVED, new_name

from .conftest import ROOT


def test_every_old_name_imports_the_module_with_a_warning() -> None:
    """In a child process, so each old name is imported there for the first time: the module
    itself, its own spec kept, and a DeprecationWarning naming where it lives now."""
    code = (
        "import importlib, json, sys, warnings\n"
        "from belote_spec._moved import MOVED\n"
        "wrong = []\n"
        "for old, new in MOVED.items():\n"
        "    with warnings.catch_warnings(record=True) as caught:\n"
        "        warnings.simplefilter('always')\n"
        "        module = importlib.import_module(old)\n"
        "    said = [str(w.message) for w in caught if w.category is DeprecationWarning]\n"
        "    if module is not importlib.import_module(new):\n"
        "        wrong.append((old, 'another module'))\n"
        "    if not any(new in s and old in s for s in said):\n"
        "        wrong.append((old, said))\n"
        "    if module.__spec__.name != new:\n"
        "        wrong.append((old, module.__spec__.name))\n"
        "print(json.dumps([len(MOVED), wrong]))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == [len(MOVED), []]


def test_a_name_from_an_old_module_is_the_same_object() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        from belote_spec.solver import Solver as Old  # type: ignore[import-not-found]
    from belote_spec.bots.solver import Solver

    assert Old is Solver


def test_a_monkeypatch_through_the_old_name_reaches_the_module(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        old = importlib.import_module("belote_spec.conventions")
    from belote_spec.bots import conventions

    monkeypatch.setattr(old, "DOCUMENTS", ("patched",))
    assert conventions.DOCUMENTS == ("patched",)


def test_a_pickle_of_a_class_from_a_moved_module_loads() -> None:
    from belote_spec.bots.heuristic import HeuristicBot

    bot = HeuristicBot()
    again = pickle.loads(pickle.dumps(bot))
    assert type(again) is HeuristicBot


def test_a_submodule_of_a_moved_package_follows_it() -> None:
    assert new_name("belote_spec.simulation.tables") == "belote_spec.simulation.columns"
    assert new_name("belote_spec.plugins.play") == "belote_spec.plugins.builtin_play"
    assert new_name("belote_spec.loader") is None
    assert new_name("belote_spec.solverx") is None  # a prefix of a name, not the name


#: The modules and names the stability page (docs/reference/stability.rst) promised before the
#: package's folders were reshaped, each still importable from where it was.
PROMISED_BEFORE = {
    "belote_spec.engine.observation": ("Observation",),
    "belote_spec.bots": (
        "Bot",
        "RandomBot",
        "HeuristicBot",
        "play_game",
        "match",
        "MatchResult",
        "estimate_tricks",
        "bot_name",
        "make_bot",
        "BotFactory",
    ),
    "belote_spec.i18n": (
        "use_language",
        "set_language",
        "add_catalog_dir",
        "available_languages",
        "translator",
    ),
    "belote_spec.solver": ("DoubleDummy",),
    "belote_spec.bdd.steps": (),
}


def test_what_the_stability_page_promised_still_imports_from_where_it_was() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        for module, names in PROMISED_BEFORE.items():
            imported = importlib.import_module(module)
            for name in names:
                assert getattr(imported, name) is not None, (module, name)
