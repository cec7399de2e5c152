"""Which rule values the tests play by behaviour, held against the values the schema offers
(issue 26: « a test per value of every enum in the schema, not only the values shipped
variants use », on both engines).

Every value a rule of the variant schema may take must be played by a test that shows what it
does (who deals, which calls are legal, which card may be played, how a deal scores…), on the
scalar engine (``Game``, ``Rules``) and on the batch engine (``belote_spec.simulation.batch``). The
values
(:func:`schema_values`) are each value of an ``enum``, ``true`` and ``false`` for a boolean, each
value an item of a list may take, and each form of an ``anyOf`` that is not an enum:
``<integer>``, ``<string>``, ``<object>`` (:func:`form`; ``base: 150`` is the form
``<integer>`` of ``base``). The fields of a list of objects are rules named ``path[].field``
(``deal.misdeal.repeated[].penalty``). A value is keyed by its JSON text (:func:`key`), so that
``true`` and ``1`` stay apart.

A test says which values it plays:

* :func:`covers` marks a test that plays the values it names::

      @covers("deal.next_dealer", "same")
      def test_the_same_dealer_deals_again() -> None: ...

* :func:`each_value` parametrizes a test over values of one rule, registering each (``value``
  and, given a mapping, ``expected``, the outcome worked by hand for that value)::

      @each_value("deal.next_dealer", {"after_dealer": "W", "before_dealer": "E", "same": "N"})
      def test_who_deals_next(value: str, expected: str) -> None: ...

* :func:`claim` registers one case of a parametrized test (a table of cases built at import).

Each takes ``engines``: which engines the test plays the value on (both by default). A rule path
may hold ``*`` for one key of any name (``scoring.outcomes.*.taker.annonces``: the terms every
outcome shares, shown on one of them). :func:`covers` and :func:`each_value`, whose values are
written beside the test, refuse at once a value the schema does not offer; the claims of a table
are checked by :func:`stale`, so that a value dropped from the schema fails one meta-test
rather than the import of the whole table.

A value the batch engine does not play (no random deal ever meets it: a misdeal, a call out of
turn) is declared with :func:`outside_batch` and a reason, for a test to check that the batch
engine indeed plays the same whatever the value. :func:`uncovered` lists, per engine, what the
schema offers and no test plays; :func:`stale`, the registrations naming a value the schema does
not offer. ``tests/test_every_rule_value.py`` imports every test module that registers here and
asserts both are empty over every group of rules of the schema (:func:`groups`), so that a value
added to the schema fails until a test plays it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import pytest
import yaml

from belote_spec import load_variant
from belote_spec.engine.rules import Rules
from belote_spec.schema import load_schema

__all__ = [
    "ENGINES",
    "OUTSIDE_BATCH",
    "REGISTRY",
    "Covered",
    "claim",
    "covered",
    "covers",
    "each_value",
    "form",
    "groups",
    "holds",
    "key",
    "matches",
    "outside_batch",
    "outside_reason",
    "schema_values",
    "stale",
    "uncovered",
    "variant_with",
    "with_rules",
]

#: The engines a value is played on.
ENGINES = ("scalar", "batch")

F = TypeVar("F", bound=Callable[..., Any])


@dataclass(frozen=True)
class Covered:
    """One test that plays one value of one rule, on the given engines."""

    test: str
    engines: frozenset[str]


#: (rule, value key) → the tests that play it. A rule is a rule path (``deal.next_dealer``),
#: possibly with ``*`` keys; for a list whose items are objects, the item's field
#: (``deal.misdeal.repeated[].penalty``). The value key is :func:`key` of the value.
REGISTRY: dict[tuple[str, str], list[Covered]] = {}
#: (rule, value key) the batch engine does not play, with why (see :func:`outside_batch`); a
#: key None stands for every value of the rule, or of every rule under it.
OUTSIDE_BATCH: dict[tuple[str, str | None], str] = {}


def key(value: object) -> str:
    """The key of a rule value: its JSON text (``true`` and ``1`` stay apart)."""
    return json.dumps(value, sort_keys=True)


def form(kind: str) -> str:
    """The value that stands for one form of an ``anyOf`` (``form("integer")``)."""
    return f"<{kind}>"


# ------------------------------------------------------------------------------ registering


def _test_name(test: Callable[..., Any]) -> str:
    return f"{test.__module__}::{test.__name__}"


def _engines(engines: Iterable[str]) -> frozenset[str]:
    chosen = frozenset(engines)
    if not chosen or not chosen <= set(ENGINES):
        raise ValueError(f"engines: expected some of {ENGINES}; got {sorted(chosen)}")
    return chosen


def _offered(path: str, value: object) -> bool:
    wanted = key(value)
    return any(k == wanted and matches(path, p) for p, k in schema_values())


def _check(path: str, values: Iterable[object]) -> None:
    for value in values:
        if not _offered(path, value):
            raise ValueError(f"{path}: {value!r} is not a value the schema offers")


def _register(path: str, values: Iterable[object], test: str, engines: frozenset[str]) -> None:
    for value in values:
        REGISTRY.setdefault((path, key(value)), []).append(Covered(test, engines))


def claim(path: str, value: object, test: str, *, engines: Iterable[str] = ENGINES) -> None:
    """Record that ``test`` (a test id) plays ``value`` of the rule ``path`` on ``engines``;
    checked against the schema by :func:`stale`."""
    _register(path, [value], test, _engines(engines))


def covers(path: str, *values: object, engines: Iterable[str] = ENGINES) -> Callable[[F], F]:
    """Mark a test as playing ``values`` of the rule ``path`` on ``engines``."""
    chosen = _engines(engines)
    _check(path, values)

    def mark(test: F) -> F:
        _register(path, values, _test_name(test), chosen)
        return test

    return mark


def each_value(
    path: str,
    cases: Mapping[Any, Any] | Iterable[Any],
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
    chosen = _engines(engines)
    _check(path, values)

    def mark(test: F) -> F:
        _register(path, values, _test_name(test), chosen)
        marked: F = pytest.mark.parametrize(names, params)(test)
        return marked

    return mark


def outside_batch(path: str, reason: str, *values: object) -> None:
    """Declare that the batch engine does not play ``values`` of the rule ``path`` (every value
    if none is given, of every rule under ``path`` if it is a group); why: ``reason``."""
    _check(path, values)
    if not values and not any(_under(p, [path]) for p, _k in schema_values()):
        raise ValueError(f"{path}: no rule of the schema")
    for k in [key(v) for v in values] or [None]:
        OUTSIDE_BATCH[(path, k)] = reason


# ------------------------------------------------------------------------------ the schema


def _resolve(node: Mapping[str, Any], root: Mapping[str, Any]) -> Mapping[str, Any]:
    while "$ref" in node:
        target: Any = root
        for part in str(node["$ref"]).removeprefix("#/").split("/"):
            target = target[part]
        node = target
    return node


def _types(node: Mapping[str, Any]) -> list[str]:
    kind = node.get("type", [])
    return [kind] if isinstance(kind, str) else list(kind)


def _walk(
    node: Mapping[str, Any],
    path: str,
    root: Mapping[str, Any],
    out: dict[tuple[str, str], str],
    *,
    item: bool = False,
) -> None:
    """Add the values of ``node`` (the rule ``path``; ``item``: an item of a list) to ``out``."""
    node = _resolve(node, root)
    for value in node.get("enum", ()):
        out[(path, key(value))] = "item" if item else "enum"
    if "boolean" in _types(node):
        out.update({(path, key(b)): "item" if item else "boolean" for b in (True, False)})
    for alternative in (*node.get("anyOf", ()), *node.get("oneOf", ())):
        alternative = _resolve(alternative, root)
        if "enum" not in alternative and "boolean" not in _types(alternative):
            out.update({(path, key(form(kind))): "form" for kind in _types(alternative)})
        _walk(alternative, path, root, out, item=item)
    for name, sub in node.get("properties", {}).items():
        field = f"{path}[].{name}" if item else f"{path}.{name}" if path else name
        _walk(sub, field, root, out)
    if isinstance(node.get("items"), Mapping):  # a list of lists: the values of the inner items
        _walk(node["items"], path, root, out, item=True)


_SCHEMA_VALUES: dict[tuple[str, str], str] = {}


def schema_values() -> dict[tuple[str, str], str]:
    """Every (rule, value key) the schema offers, each with its kind: ``enum``, ``boolean``,
    ``item`` (a value an item of a list may take, itself a list in ``bidding.prise.rounds``) or
    ``form`` (a form of an ``anyOf``). Made once, then shared: a test may add to it or take
    from it with ``monkeypatch.setitem`` / ``delitem``."""
    if not _SCHEMA_VALUES:
        root = load_schema()
        out: dict[tuple[str, str], str] = {}
        _walk(root["$defs"]["rules"], "", root, out)
        _SCHEMA_VALUES.update(out)
    return _SCHEMA_VALUES


def groups() -> tuple[str, ...]:
    """The groups of rules of the schema (``table``, ``deck``… ``play``… ``plugins``): the
    first key of every rule path that offers a value."""
    return tuple(sorted({path.split(".")[0].split("[")[0] for path, _k in schema_values()}))


# ------------------------------------------------------------------------------ held together


def _under(path: str, phases: Iterable[str]) -> bool:
    return any(path == p or path.startswith((p + ".", p + "[]")) for p in phases)


def matches(pattern: str, path: str) -> bool:
    """Whether ``path`` is ``pattern``, where a ``*`` key of the pattern stands for any key."""
    want, got = pattern.split("."), path.split(".")
    return len(want) == len(got) and all(w in ("*", g) for w, g in zip(want, got, strict=True))


def covered(engine: str, phases: Iterable[str] | None = None) -> set[tuple[str, str]]:
    """The (rule, value key) pairs of the schema (under ``phases``, or all) that some test
    plays on ``engine``."""
    patterns: dict[str, list[str]] = {}
    for (pattern, k), tests in REGISTRY.items():
        if any(engine in t.engines for t in tests):
            patterns.setdefault(k, []).append(pattern)
    chosen = None if phases is None else tuple(phases)
    return {
        (path, k)
        for path, k in schema_values()
        if (chosen is None or _under(path, chosen))
        and any(matches(pattern, path) for pattern in patterns.get(k, ()))
    }


def uncovered(phases: Iterable[str] | None = None) -> dict[str, list[tuple[str, Any]]]:
    """What the schema offers under the rule groups ``phases`` (``deal``, ``scoring``…; every
    group if None) and no test plays: for each engine, the (rule, value) pairs no test plays on
    it (for the batch engine, unless declared :func:`outside_batch`), sorted."""
    chosen = groups() if phases is None else tuple(phases)
    wanted = sorted(pair for pair in schema_values() if _under(pair[0], chosen))
    out: dict[str, list[tuple[str, Any]]] = {}
    for engine in ENGINES:
        done = covered(engine, chosen)
        missing = [pair for pair in wanted if pair not in done]
        if engine == "batch":
            missing = [pair for pair in missing if _outside(*pair) is None]
        out[engine] = [(path, json.loads(k)) for path, k in missing]
    return out


def stale(phases: Iterable[str] | None = None) -> list[tuple[str, Any, list[str]]]:
    """The registrations (under the rule groups ``phases``; all if None, a rule of a group the
    schema does not have included) that name no value of the schema (a value or a rule
    mistyped, renamed or removed): (rule, value, tests), sorted."""
    chosen = None if phases is None else tuple(phases)
    offered = schema_values()
    return [
        (pattern, json.loads(k), [t.test for t in tests])
        for (pattern, k), tests in sorted(REGISTRY.items())
        if (chosen is None or _under(pattern, chosen))
        and not any(v == k and matches(pattern, path) for path, v in offered)
    ]


def _outside(path: str, k: str | None) -> str | None:
    if (path, k) in OUTSIDE_BATCH:
        return OUTSIDE_BATCH[(path, k)]
    while True:
        if (path, None) in OUTSIDE_BATCH:
            return OUTSIDE_BATCH[(path, None)]
        if "." not in path:
            return None
        path = path.rsplit(".", 1)[0].removesuffix("[]")


def outside_reason(path: str, value: object) -> str | None:
    """Why the batch engine does not play ``value`` of ``path`` (declared for that value, for
    the rule, or for a group above it), or None."""
    return _outside(path, key(value))


def holds(setting: object, value: object) -> bool:
    """Whether a variant's rule ``setting`` has ``value``: the value itself, an item of an
    array, or a form (``<integer>``: a whole number, ``<string>``, ``<object>``: an item of
    that kind in an array)."""
    forms: dict[str, Callable[[object], bool]] = {
        form("integer"): lambda v: isinstance(v, int) and not isinstance(v, bool),
        form("string"): lambda v: isinstance(v, str),
        form("object"): lambda v: isinstance(v, Mapping),
    }
    if isinstance(value, str) and value in forms:
        test = forms[value]
        if isinstance(setting, list | tuple):
            return any(test(item) for item in setting)
        return test(setting)
    if isinstance(setting, list | tuple):
        return any(key(item) == key(value) for item in setting)
    return key(setting) == key(value)


# ------------------------------------------------------------------------------ the variants played


def with_rules(*settings: tuple[str, Any]) -> dict[str, Any]:
    """The ``rules`` of a variant file that sets each ``(rule path, value)``: ``{"a": {"b":
    value}}`` from ``("a.b", value)``."""
    out: dict[str, Any] = {}
    for path, value in settings:
        *parents, last = path.split(".")
        node = out
        for name in parents:
            node = node.setdefault(name, {})
        node[last] = value
    return out


def variant_with(
    compiled: dict[str, Rules],
    folder: Path,
    base: str,
    rules: Mapping[str, Any],
    plugins: Mapping[str, object] | None = None,
    name: str | None = None,
) -> Rules:
    """The shipped variant ``base`` with ``rules`` set on it, as a club's file that extends it
    would set them: the file written in ``folder``, loaded and compiled (with ``plugins``, the
    plugin objects it names) once for the ``compiled`` cache of the calling module. ``name``:
    the variant's name (the messages that name the variant show it), ``value-N`` if not
    given."""
    found_key = json.dumps([base, rules, sorted(plugins or ()), name], sort_keys=True)
    found = compiled.get(found_key)
    if found is None:
        name = name or f"value-{len(compiled)}"
        path = folder / f"{name}.yaml"
        document = {"name": name, "title": name, "extends": base, "rules": dict(rules)}
        path.write_text(yaml.safe_dump(document, allow_unicode=True), encoding="utf-8")
        found = compiled[found_key] = load_variant(str(path)).compile(plugins=plugins)
    return found
