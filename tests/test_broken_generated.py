"""Broken variant files generated from the schema and ``variants/base.yaml``.

The corpus of ``tests/broken/`` is hand-written, one file per way a file can be broken. The
cases that depend on the whole list of rules are generated here instead, so that a new rule
kind (a schema entry and its value in ``base.yaml``) needs no broken file written by hand:

* a standalone variant (no ``extends``) holding every rule of ``base.yaml`` loads, and
  without its title reports exactly that;
* without any one top-level group, or any one rule right under one, it reports exactly that
  rule missing, at the key of the group that lacks it;
* every rule whose schema lists its values (an enumeration) refuses a value outside the list,
  at the value, naming the values it accepts.

The expected places are read off the generated text by counting its lines and indents, not
asked of the loader.
"""

from __future__ import annotations

import copy
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from belote_spec import VariantError, load_variant
from belote_spec.schema import rule_paths, rule_schema

ROOT = Path(__file__).resolve().parents[1]
BASE = ROOT / "variants" / "base.yaml"
_KEY = re.compile(r"^(?P<indent> *)(?P<key>[A-Za-z_][A-Za-z0-9_]*):(?: (?P<value>.*))?$")


@cache
def base_rules() -> dict[str, Any]:
    data = yaml.safe_load(BASE.read_text(encoding="utf-8"))
    rules = data["rules"]
    assert isinstance(rules, dict)
    return rules


def standalone(rules: dict[str, Any], *, title: bool = True) -> str:
    """A variant file with these rules and no parent, in block style (one key a line)."""
    doc: dict[str, Any] = {"name": "generated"}
    if title:
        doc["title"] = "Generated — a standalone copy of base"
    doc["rules"] = rules
    return yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, default_flow_style=False)


def key_places(text: str) -> dict[tuple[str, ...], tuple[int, int, int]]:
    """Every mapping key of a block-style text: its path → (line, key column, value column)."""
    places: dict[tuple[str, ...], tuple[int, int, int]] = {}
    stack: list[tuple[int, str]] = []
    for number, line in enumerate(text.splitlines(), start=1):
        m = _KEY.match(line)
        if not m:
            continue
        indent = len(m["indent"])
        while stack and stack[-1][0] >= indent:
            stack.pop()
        stack.append((indent, m["key"]))
        path = tuple(k for _i, k in stack)
        value_column = indent + len(m["key"]) + 3 if m["value"] else 0
        places[path] = (number, indent + 1, value_column)
    return places


def without(rules: dict[str, Any], path: str) -> dict[str, Any]:
    out = copy.deepcopy(rules)
    *parents, last = path.split(".")
    node = out
    for part in parents:
        node = node[part]
    del node[last]
    return out


def problems_of(tmp_path: Path, text: str) -> list[tuple[int, int, str, str, str]]:
    path = tmp_path / "generated.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(VariantError) as info:
        load_variant(path)
    return [(p.line, p.column, p.path, p.message, p.expected or "") for p in info.value.problems]


def _group_rules() -> list[str]:
    """The rules right under each top-level group (``play.undertrump``, ``scoring.capot``),
    each once: a new rule kind is one of them, or lies in one."""
    return list(dict.fromkeys(".".join(p.split(".")[:2]) for p in rule_paths() if "." in p))


def test_the_standalone_copy_of_base_loads(tmp_path: Path) -> None:
    path = tmp_path / "generated.yaml"
    path.write_text(standalone(base_rules()), encoding="utf-8")
    variant = load_variant(path)
    assert dict(variant.items()) == dict(load_variant("base").items())


def test_a_standalone_file_without_a_title(tmp_path: Path) -> None:
    found = problems_of(tmp_path, standalone(base_rules(), title=False))
    assert [(line, column, path) for line, column, path, _m, _e in found] == [(0, 0, "title")]
    assert "missing required key 'title'" in found[0][3]


@pytest.mark.parametrize("group", list(base_rules()))
def test_a_standalone_file_without_a_group(tmp_path: Path, group: str) -> None:
    text = standalone(without(base_rules(), group))
    line, column, _v = key_places(text)[("rules",)]
    found = problems_of(tmp_path, text)
    assert [(p[0], p[1], p[2]) for p in found] == [(line, column, "rules")]
    assert f"missing required rule '{group}'" in found[0][3]


@pytest.mark.parametrize("rule", _group_rules())
def test_a_standalone_file_without_a_rule(tmp_path: Path, rule: str) -> None:
    try:
        text = standalone(without(base_rules(), rule))
    except KeyError:
        pytest.fail(f"base.yaml does not state {rule}: every rule of the schema needs a value")
    *parents, name = rule.split(".")
    line, column, _v = key_places(text)[("rules", *parents)]
    found = problems_of(tmp_path, text)
    assert [(p[0], p[1], p[2]) for p in found] == [(line, column, ".".join(parents))]
    assert f"missing required rule '{name}'" in found[0][3]


ENUMERATED = [p for p in rule_paths() if "enum" in (rule_schema(p) or {})]


def test_the_schema_enumerates_the_values_of_many_rules() -> None:
    assert len(ENUMERATED) >= 60
    assert "play.undertrump" in ENUMERATED


@pytest.mark.parametrize("rule", ENUMERATED)
def test_an_enumerated_rule_refuses_a_value_outside_its_list(tmp_path: Path, rule: str) -> None:
    allowed = (rule_schema(rule) or {})["enum"]
    bad = "zz_not_a_value"
    assert bad not in allowed
    nested: dict[str, Any] = {}
    node = nested
    *parents, last = rule.split(".")
    for part in parents:
        node = node.setdefault(part, {})
    node[last] = bad
    text = yaml.safe_dump(
        {"extends": "base", "title": "Generated — one value outside its list", "rules": nested},
        sort_keys=False,
        default_flow_style=False,
    )
    line, _column, value_column = key_places(text)[("rules", *rule.split("."))]
    target = tmp_path / "generated.yaml"
    target.write_text(text, encoding="utf-8")
    with pytest.raises(VariantError) as info:
        load_variant(target)
    found = [(p.line, p.column, p.path, p.message, p.expected or "") for p in info.value.problems]
    assert [(p[0], p[1], p[2]) for p in found] == [(line, value_column, rule)]
    assert f"{bad} is not an allowed value" in found[0][3]
    for value in allowed:
        if isinstance(value, str):
            assert value in found[0][4], (value, found[0][4])
