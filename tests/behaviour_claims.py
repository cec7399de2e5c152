"""Which rule values the behaviour tests show (issue 26: « a test per value of every enum in
the schema, not only the values shipped variants use »).

A test that plays a position or a deal in which one value of a rule decides the outcome says so,
with the decorator ``@covers("scoring.rounding.method", "complement")`` or, for one case of a
parametrized test, with ``claim(path, value, test_id)``. A meta-test then compares the claims
with :func:`schema_values`, every value the variant schema offers under the rules it checks (an
``enum`` value, each boolean, each form of an ``anyOf`` that is not an enum: ``<integer>``,
``<string>``, ``<object>``): a value added to the schema fails it until a test shows what the
value does, and a claim of a value the schema no longer has fails it too (:func:`stale`).

A path may hold ``*`` for one key of any name (``scoring.outcomes.*.taker.annonces``: the terms
every outcome shares, shown on one of them). An array of enum values (``multiply``,
``no_win_through.belote``) counts each item as a value of the array's path.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from functools import cache
from typing import Any, TypeVar

from belote_spec.schema import load_schema

__all__ = [
    "CLAIMS",
    "claim",
    "covers",
    "form",
    "holds",
    "matches",
    "schema_values",
    "stale",
    "uncovered",
]

#: ``(path, value key) -> the tests that claim it``; the value key is :func:`_key` of the value
#: (so that ``True`` and ``1`` stay apart).
CLAIMS: dict[tuple[str, str], list[str]] = {}

F = TypeVar("F", bound=Callable[..., Any])


def _key(value: object) -> str:
    return json.dumps(value)


def form(kind: str) -> str:
    """The value that stands for one form of an ``anyOf`` (``form("integer")``)."""
    return f"<{kind}>"


def claim(path: str, value: object, test: str) -> None:
    """Record that ``test`` shows what ``value`` of the rule at ``path`` does."""
    CLAIMS.setdefault((path, _key(value)), []).append(test)


def covers(path: str, value: object) -> Callable[[F], F]:
    """Decorator: the test shows, on both engines, what ``value`` of ``path`` does."""

    def mark(test: F) -> F:
        claim(path, value, f"{test.__module__}::{test.__name__}")
        return test

    return mark


# ------------------------------------------------------------------------------ the schema


def _resolve(node: Mapping[str, Any], root: Mapping[str, Any]) -> Mapping[str, Any]:
    while "$ref" in node:
        ref = str(node["$ref"])
        assert ref.startswith("#/"), ref
        target: Any = root
        for part in ref[2:].split("/"):
            target = target[part]
        node = target
    return node


def _types(node: Mapping[str, Any]) -> list[str]:
    kind = node.get("type", [])
    return [kind] if isinstance(kind, str) else list(kind)


def _walk(node: Mapping[str, Any], path: str, root: Mapping[str, Any], out: set[Any]) -> None:
    node = _resolve(node, root)
    for value in node.get("enum", ()):
        out.add((path, _key(value)))
    if "boolean" in _types(node):
        out.update({(path, _key(True)), (path, _key(False))})
    for alternative in (*node.get("anyOf", ()), *node.get("oneOf", ())):
        alternative = _resolve(alternative, root)
        if "enum" not in alternative and "boolean" not in _types(alternative):
            for kind in _types(alternative):
                out.add((path, _key(form(kind))))
        _walk(alternative, path, root, out)
    for name, sub in node.get("properties", {}).items():
        _walk(sub, f"{path}.{name}" if path else name, root, out)
    if isinstance(node.get("items"), Mapping):
        _walk(node["items"], path, root, out)


@cache
def _schema_values() -> frozenset[tuple[str, str]]:
    root = load_schema()
    out: set[tuple[str, str]] = set()
    _walk(root["$defs"]["rules"], "", root, out)
    return frozenset(out)


def _under(path: str, prefixes: Iterable[str]) -> bool:
    return any(path == p or path.startswith(p + ".") for p in prefixes)


def schema_values(prefixes: Iterable[str]) -> set[tuple[str, object]]:
    """Every (path, value) the schema offers under the rules ``prefixes`` (``"scoring"``)."""
    prefixes = tuple(prefixes)
    return {(p, json.loads(v)) for p, v in _schema_values() if _under(p, prefixes)}


def matches(pattern: str, path: str) -> bool:
    """Whether ``path`` is ``pattern``, where a ``*`` key of the pattern stands for any key."""
    want, got = pattern.split("."), path.split(".")
    return len(want) == len(got) and all(w in ("*", g) for w, g in zip(want, got, strict=True))


def uncovered(prefixes: Iterable[str]) -> list[tuple[str, object]]:
    """The schema's values under ``prefixes`` that no test claims, sorted."""
    missing = [
        (path, value)
        for path, value in schema_values(prefixes)
        if not any(key == _key(value) and matches(pattern, path) for pattern, key in CLAIMS)
    ]
    return sorted(missing, key=lambda pv: (pv[0], _key(pv[1])))


def stale(prefixes: Iterable[str]) -> list[tuple[str, object, list[str]]]:
    """The claims under ``prefixes`` that name no value of the schema (a value or a rule
    renamed or removed): (path, value, tests)."""
    prefixes = tuple(prefixes)
    offered = _schema_values()
    return [
        (pattern, json.loads(key), tests)
        for (pattern, key), tests in sorted(CLAIMS.items())
        if _under(pattern, prefixes)
        and not any(v == key and matches(pattern, path) for path, v in offered)
    ]


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
        return value in setting
    return type(setting) is type(value) and setting == value
