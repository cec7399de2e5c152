"""Which rule values the tests exercise by behaviour, held against the values the schema offers.

Every value a rule of the variant schema may take (each value of an ``enum``, ``true`` and
``false`` for a boolean, each value an item of a list may take) must be played by a test that
shows what it does: who deals, what is dealt, which calls are legal, which annonces count…,
on the scalar engine (``Game``, ``Rules``) and on the batch engine (``belote_spec.batch``).
A test says which values it plays:

* :func:`covers` marks a test that plays the values it names::

      @covers("deal.next_dealer", "same")
      def test_the_same_dealer_deals_again() -> None: ...

* :func:`each_value` parametrizes a test over the values of one rule, registering each
  (``value`` and, given a mapping, ``expected``, the outcome worked by hand for that value)::

      @each_value("deal.next_dealer", {"after_dealer": "W", "before_dealer": "E", "same": "N"})
      def test_who_deals_next(value: str, expected: str) -> None: ...

Both take ``engines``: which engines the test plays the value on (both by default). A value the
batch engine does not play (no random deal ever meets it: a misdeal, a call out of turn) is
declared with :func:`outside_batch` and a reason, for a test to check that the batch engine
indeed plays the same whatever the value. :func:`uncovered` lists what the schema offers and
no test plays: a meta-test per group of rules asserts it is empty, so a value added to the
schema fails until a test plays it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

import pytest

from belote_spec.schema import load_schema, rule_paths, rule_schema

__all__ = [
    "ENGINES",
    "Covered",
    "covered",
    "covers",
    "each_value",
    "outside_batch",
    "outside_reason",
    "schema_values",
    "uncovered",
]

#: The engines a value is played on.
ENGINES = ("scalar", "batch")

F = TypeVar("F", bound=Callable[..., Any])
Value = Hashable


@dataclass(frozen=True)
class Covered:
    """One test that plays one value of one rule, on the given engines."""

    test: str
    engines: frozenset[str]


#: (rule, value) → the tests that play it. A rule is a rule path (``deal.next_dealer``); for
#: a list whose items are objects, the item's field (``deal.misdeal.repeated[].penalty``).
REGISTRY: dict[tuple[str, Value], list[Covered]] = {}
#: (rule, value) the batch engine does not play, with why (see :func:`outside_batch`); a value
#: None stands for every value of the rule, or of every rule under it.
OUTSIDE_BATCH: dict[tuple[str, Value | None], str] = {}


def _checked(path: str, values: Iterable[Value], engines: Iterable[str]) -> frozenset[str]:
    """The engines, once ``values`` of ``path`` are known to be values the schema offers."""
    chosen = frozenset(engines)
    if not chosen or not chosen <= set(ENGINES):
        raise ValueError(f"engines: expected some of {ENGINES}; got {sorted(chosen)}")
    offered = schema_values()
    for value in values:
        if (path, value) not in offered:
            raise ValueError(f"{path}: {value!r} is not a value the schema offers")
    return chosen


def _register(
    path: str, values: Iterable[Value], test: Callable[..., Any], engines: frozenset[str]
) -> None:
    name = f"{test.__module__}::{test.__name__}"
    for value in values:
        REGISTRY.setdefault((path, value), []).append(Covered(name, engines))


def covers(path: str, *values: Value, engines: Iterable[str] = ENGINES) -> Callable[[F], F]:
    """Mark a test as playing ``values`` of the rule ``path`` on ``engines``."""
    chosen = _checked(path, values, engines)

    def mark(test: F) -> F:
        _register(path, values, test, chosen)
        return test

    return mark


def each_value(
    path: str,
    cases: Mapping[Value, Any] | Iterable[Value],
    *,
    engines: Iterable[str] = ENGINES,
) -> Callable[[F], F]:
    """Parametrize a test over values of ``path`` (argument ``value``), registering each; with
    a mapping, each value's entry is passed as ``expected``."""
    if isinstance(cases, Mapping):
        names: tuple[str, ...] = ("value", "expected")
        params: list[Any] = [pytest.param(v, e, id=f"{path}={v}") for v, e in cases.items()]
        values = list(cases)
    else:
        values = list(cases)
        names = ("value",)
        params = [pytest.param(v, id=f"{path}={v}") for v in values]
    chosen = _checked(path, values, engines)

    def mark(test: F) -> F:
        _register(path, values, test, chosen)
        marked: F = pytest.mark.parametrize(names, params)(test)
        return marked

    return mark


def outside_batch(path: str, reason: str, *values: Value) -> None:
    """Declare that the batch engine does not play ``values`` of the rule ``path`` (every value
    if none is given, of every rule under ``path`` if it is a group); why: ``reason``."""
    offered = schema_values()
    for value in values:
        if (path, value) not in offered:
            raise ValueError(f"{path}: {value!r} is not a value the schema offers")
    if not values and not any(_in_phases(key[0], [path]) for key in offered):
        raise ValueError(f"{path}: no rule of the schema")
    for value in values or (None,):
        OUTSIDE_BATCH[(path, value)] = reason


def _resolve(node: Mapping[str, Any]) -> Mapping[str, Any]:
    root = load_schema()
    while "$ref" in node:
        target: Any = root
        for part in str(node["$ref"]).removeprefix("#/").split("/"):
            target = target[part]
        node = target
    return node


def _values_of(node: Mapping[str, Any]) -> list[Value]:
    node = _resolve(node)
    if "enum" in node:
        return list(node["enum"])
    if node.get("type") == "boolean":
        return [True, False]
    found: list[Value] = []
    for key in ("anyOf", "oneOf"):  # a value or a number (``base: points`` or ``base: 162``)
        for branch in node.get(key, ()):
            found += [v for v in _values_of(branch) if v not in found]
    return found


_SCHEMA_VALUES: dict[tuple[str, Value], str] = {}


def schema_values() -> dict[tuple[str, Value], str]:
    """Every (rule, value) the schema offers, each with its kind: ``enum``, ``boolean`` or
    ``item`` (a value an item of a list may take, itself a list in ``bidding.prise.rounds``);
    the fields of a list of objects are named ``path[].field``."""
    if _SCHEMA_VALUES:
        return _SCHEMA_VALUES
    out: dict[tuple[str, Value], str] = {}
    for path in rule_paths():
        node = _resolve(rule_schema(path) or {})
        found = _values_of(node)
        if found:
            kind = "boolean" if node.get("type") == "boolean" else "enum"
            out.update({(path, v): kind for v in found})
            continue
        if node.get("type") != "array" or not isinstance(node.get("items"), Mapping):
            continue
        items = _resolve(node["items"])
        while items.get("type") == "array" and isinstance(items.get("items"), Mapping):
            items = _resolve(items["items"])  # a list of lists: the values of the inner items
        out.update({(path, v): "item" for v in _values_of(items)})
        for name, field in (items.get("properties") or {}).items():
            out.update({(f"{path}[].{name}", v): "item" for v in _values_of(field)})
    _SCHEMA_VALUES.update(out)
    return _SCHEMA_VALUES


def _in_phases(path: str, phases: Iterable[str]) -> bool:
    return any(path == p or path.startswith(p + ".") for p in phases)


def covered(engine: str) -> set[tuple[str, Value]]:
    """The (rule, value) pairs some test plays on ``engine``."""
    return {key for key, tests in REGISTRY.items() if any(engine in t.engines for t in tests)}


def uncovered(phases: Iterable[str]) -> dict[str, list[tuple[str, Value]]]:
    """What the schema offers under the rule groups ``phases`` (``deal``, ``bidding``…) and no
    test plays: for each engine, the pairs no test plays on it (for the batch engine, unless
    the rule is declared :func:`outside_batch`)."""
    wanted = sorted(
        (key for key in schema_values() if _in_phases(key[0], phases)), key=lambda k: repr(k)
    )
    out: dict[str, list[tuple[str, Value]]] = {}
    for engine in ENGINES:
        done = covered(engine)
        missing = [key for key in wanted if key not in done]
        if engine == "batch":
            missing = [key for key in missing if outside_reason(*key) is None]
        out[engine] = missing
    return out


def outside_reason(path: str, value: Value) -> str | None:
    """Why the batch engine does not play ``value`` of ``path`` (declared for that value, for
    the rule, or for a group above it), or None."""
    if (path, value) in OUTSIDE_BATCH:
        return OUTSIDE_BATCH[(path, value)]
    while True:
        if (path, None) in OUTSIDE_BATCH:
            return OUTSIDE_BATCH[(path, None)]
        if "." not in path:
            return None
        path = path.rsplit(".", 1)[0].removesuffix("[]")
