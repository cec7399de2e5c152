"""Every value of every rule of the schema is played by a behaviour test, on both engines
(issue 26: « a test per value of every enum in the schema, not only the values shipped variants
use », « on both engines »).

The tests that play rule values register them in :mod:`tests.behaviour` (``@covers``,
``@each_value``, ``claim``) as their modules are imported; this module imports every test
module that does (found by what it imports, so a new one joins by itself) and holds the
registry against the values the schema offers, group by group of rules (``table`` … ``play``
… ``plugins``, read off the schema):

* a value the schema offers that no test plays on the scalar engine, or on the batch engine
  (unless declared ``outside_batch`` with a reason), fails;
* a registration naming a value the schema does not offer (a value or a rule renamed, removed
  or mistyped) fails.

The last test shows, with the registry and the schema changed under it, that both checks see
what they are for.
"""

from __future__ import annotations

import importlib
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest

from belote_spec.schema import load_schema

from . import behaviour
from .behaviour import OUTSIDE_BATCH, REGISTRY, claim, covers, groups, key, stale, uncovered

HERE = Path(__file__).parent
_REGISTERS = re.compile(r"^from \.behaviour import|^from \. import .*\bbehaviour\b", re.M)


def registering_modules() -> list[ModuleType]:
    """Every test module that registers rule values, imported (its registrations made)."""
    names = sorted(
        path.stem
        for path in HERE.glob("test_*.py")
        if path.stem != Path(__file__).stem and _REGISTERS.search(path.read_text("utf-8"))
    )
    return [importlib.import_module(f"{__package__}.{name}") for name in names]


MODULES = registering_modules()
#: The groups of rules of the schema: every property of its rules.
SCHEMA_GROUPS = tuple(load_schema()["$defs"]["rules"]["properties"])


def test_the_registering_modules_are_found() -> None:
    names = {m.__name__.rsplit(".", 1)[1] for m in MODULES}
    assert {"test_every_value", "test_every_value_scoring", "test_play_combinations"} <= names
    # every group offering values is a group of the schema's rules, and none is left out
    assert set(groups()) <= set(SCHEMA_GROUPS)
    assert "play" in SCHEMA_GROUPS


@pytest.mark.parametrize("group", SCHEMA_GROUPS)
def test_every_value_of_the_group_is_played_on_both_engines(group: str) -> None:
    missing = uncovered([group])
    assert missing == {"scalar": [], "batch": []}, (
        f"no test plays these values of {group!r}: write one that shows what each does, "
        "registered with @covers, @each_value or claim (tests/behaviour.py), or declare "
        f"outside_batch, with why, the values no random deal of the batch engine meets: {missing}"
    )


def test_no_registration_names_a_value_the_schema_does_not_offer() -> None:
    assert stale() == []


def test_each_registration_names_a_test_that_exists() -> None:
    # a claim names its test by a string (module::function[case]): a renamed test is seen
    for tests in REGISTRY.values():
        for covered in tests:
            module, _sep, name = covered.test.partition("::")
            function = name.split("[", 1)[0]
            assert callable(getattr(sys.modules[module], function, None)), covered.test


def test_each_value_outside_the_batch_engine_says_why() -> None:
    assert OUTSIDE_BATCH
    for (path, _k), reason in OUTSIDE_BATCH.items():
        assert path.split(".")[0].split("[")[0] in SCHEMA_GROUPS, path
        assert len(reason) > 20, (path, reason)


def test_the_meta_test_sees_a_value_without_a_test_and_a_stale_claim(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert uncovered() == {"scalar": [], "batch": []}
    # a value whose only test is gone: missing on both engines
    taker = ("play.first_lead", key("taker"))
    assert taker in REGISTRY
    monkeypatch.delitem(REGISTRY, taker)
    assert uncovered(["play"]) == {
        "scalar": [("play.first_lead", "taker")],
        "batch": [("play.first_lead", "taker")],
    }
    # a value played on the scalar engine only, neither played nor declared outside on the
    # batch engine
    monkeypatch.setitem(REGISTRY, taker, [behaviour.Covered("a test", frozenset({"scalar"}))])
    assert uncovered(["play"]) == {"scalar": [], "batch": [("play.first_lead", "taker")]}
    # a value the schema would add, in any group: missing until a test plays it; a rule
    # declared outside the batch engine still needs its scalar test
    values = behaviour.schema_values()
    monkeypatch.setitem(values, ("game_end.tie", key("coin_toss")), "enum")
    monkeypatch.setitem(values, ("deal.misdeal.barred", key("taker")), "enum")
    assert uncovered() == {
        "scalar": [("deal.misdeal.barred", "taker"), ("game_end.tie", "coin_toss")],
        "batch": [("game_end.tie", "coin_toss"), ("play.first_lead", "taker")],
    }
    # a claim of a value the schema does not offer, or of a rule it does not have
    monkeypatch.setattr(behaviour, "REGISTRY", dict(REGISTRY))
    claim("game_end.reach", "nearly", "a test")
    claim("plays.first_lead", "dealer", "a test")
    assert [(p, v) for p, v, _t in stale()] == [
        ("game_end.reach", "nearly"),
        ("plays.first_lead", "dealer"),
    ]
    # a value written beside its test is refused at once
    with pytest.raises(ValueError, match="not a value the schema offers"):
        covers("play.first_lead", "across")
