"""Tests of docs/inventory-map.yaml, the table from the rule inventory to the schema.

Every bullet, sub-bullet and numbered line of the rule inventory must be mapped by exactly
one entry, to rule paths that exist in the variant schema; each side of a disagreement must be
a value the schema accepts; and the shipped variants must use the values the map says they use,
departing from their own document only where their provenance records a choice.

The inventory (``RULES-INVENTORY.md``) is kept beside the repository, not in it: its lines are,
in ``tests/data/inventory_lines.json``, written by ``tools/shared_data.py`` (which also reads
them: :func:`parse_inventory` is the tool's).
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml
from jsonschema import Draft202012Validator

import belote_spec
from belote_spec.loader import thaw
from belote_spec.schema import load_schema, rule_paths, rule_schema

from .conftest import tool

ROOT = Path(__file__).resolve().parents[1]
MAP_FILE = ROOT / "docs" / "inventory-map.yaml"
INVENTORY = ROOT / "tests" / "data" / "inventory_lines.json"

BOT_SECTION = "Conventions a bot should know"
DOCUMENTS = ("000", "002", "003", "004")
#: The document each shipped variant follows.
VARIANT_DOCUMENT = {"club": "000", "classic": "002", "traditional": "003", "bridgee": "004"}
MIN_PREFIX = 25
ENTRY_KEYS = {"section", "line", "paths", "values", "variants", "note", "gap"}

_EXPRESSION = re.compile(r"^(?P<path>[a-z_]+(?:\.[a-z_]+)*): (?P<value>.+)$")
#: A side that is one or more documents, with no qualifier: the document's default rule.
_PLAIN_SIDE = re.compile(r"^(?:all|\d{3}(?:, \d{3})*)$")


_TOOL = tool("shared_data")
InventoryLine = _TOOL.InventoryLine
parse_inventory = _TOOL.parse_inventory


@cache
def load_map() -> list[dict[str, Any]]:
    data = yaml.safe_load(MAP_FILE.read_text(encoding="utf-8"))
    assert isinstance(data, list), f"{MAP_FILE} must be a list of entries"
    return data


@cache
def inventory_lines() -> list[Any]:
    lines = json.loads(INVENTORY.read_text(encoding="utf-8"))["lines"]
    return [InventoryLine(line["section"], line["text"], line["line"]) for line in lines]


@cache
def load(spec: str) -> belote_spec.Variant:
    return belote_spec.load_variant(spec)


def is_bot(entry: dict[str, Any]) -> bool:
    return str(entry.get("section", "")).startswith(BOT_SECTION)


def expressions(value: Any) -> list[str]:
    """A side's expressions: one string or a list of strings."""
    items = value if isinstance(value, list) else [value]
    assert items, "a side needs at least one expression"
    assert all(isinstance(e, str) for e in items), f"expressions must be strings: {value!r}"
    return items


def parse_expression(expression: str) -> tuple[str, Any]:
    """``"play.undertrump: required"`` → ``("play.undertrump", "required")``."""
    match = _EXPRESSION.match(expression)
    assert match, f"{expression!r} is not 'path: value'"
    return match["path"], yaml.safe_load(match["value"])


def covered(path: str, paths: list[str]) -> bool:
    """Whether ``path`` is one of ``paths`` or lies under one of them."""
    return any(path == p or path.startswith(p + ".") for p in paths)


def entry_id(entry: dict[str, Any]) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "-", str(entry.get("line", "?")))[:40].strip("-")


ENTRIES = load_map()
RULE_ENTRIES = [e for e in ENTRIES if not is_bot(e)]
BOT_ENTRIES = [e for e in ENTRIES if is_bot(e)]


def by_entry(entries: list[dict[str, Any]]) -> Any:
    return pytest.mark.parametrize("entry", entries, ids=[entry_id(e) for e in entries])


# --------------------------------------------------------------------------- shape


def test_inventory_parser() -> None:
    text = (
        "# Title\n\n- intro bullet\n\n## One\n- first\n  continued\n- second:\n"
        "  - sub\n1. numbered\n   - numbered sub\n## Two\n- third\n"
    )
    assert [(i.section, i.text) for i in parse_inventory(text)] == [
        ("One", "first"),
        ("One", "second:"),
        ("One", "sub"),
        ("One", "numbered"),
        ("One", "numbered sub"),
        ("Two", "third"),
    ]


def test_the_headings_the_tool_reads_of_a_source_document() -> None:
    """What tools/shared_data.py keeps of a document for tests/test_citations.py: its short
    lines that open a part, not its paragraphs, its lists, its figures."""
    text = (
        "LA BELOTE\nLes règles du jeu sont simples et tout le monde les connaît déjà bien.\n"
        "Le décompte :\n- Valet 20 pts\nla suite en minuscules\nVaut 162 points\n"
        "Le décompte :\n"
    )
    assert _TOOL.headings(text) == ["LA BELOTE", "Le décompte :"]


@by_entry(ENTRIES)
def test_entry_shape(entry: dict[str, Any]) -> None:
    assert isinstance(entry, dict)
    assert set(entry) <= ENTRY_KEYS, f"unknown keys {sorted(set(entry) - ENTRY_KEYS)}"
    assert isinstance(entry.get("section"), str)
    assert entry["section"]
    assert isinstance(entry.get("line"), str)
    assert entry["line"]
    assert isinstance(entry.get("paths"), list)
    assert all(isinstance(p, str) for p in entry["paths"])
    for key in ("values", "variants"):
        if key in entry:
            assert isinstance(entry[key], dict), f"{key} must be a mapping"
            assert entry[key], f"{key} must not be empty"
            for side, value in entry[key].items():
                assert isinstance(side, str)
                expressions(value)
    for key in ("note", "gap"):
        if key in entry:
            assert isinstance(entry[key], str)
            assert entry[key].strip()


@by_entry(ENTRIES)
def test_value_sides_name_documents(entry: dict[str, Any]) -> None:
    for side in entry.get("values", {}):
        assert side.startswith("all") or any(d in side for d in DOCUMENTS), (
            f"side {side!r} names no document ({', '.join(DOCUMENTS)}) and is not 'all'"
        )


@by_entry(ENTRIES)
def test_variant_keys_are_shipped_variants(entry: dict[str, Any]) -> None:
    for key in entry.get("variants", {}):
        for spec in key.split(","):
            name = spec.strip().split("+")[0]
            assert name in VARIANT_DOCUMENT, f"{spec.strip()!r} is not a shipped variant"


# --------------------------------------------------------------------------- inventory


def test_inventory_has_lines() -> None:
    lines = inventory_lines()
    assert lines, "no rule line found in the inventory"
    assert any(line.section.startswith(BOT_SECTION) for line in lines)


def test_every_inventory_line_is_mapped_once() -> None:
    problems = []
    for line in inventory_lines():
        matches = [
            e for e in ENTRIES if e["section"] == line.section and line.text.startswith(e["line"])
        ]
        if len(matches) != 1:
            problems.append(f"{line}: matched by {len(matches)} entries")
    assert not problems, "\n".join(problems)


def test_no_orphan_entries() -> None:
    lines = inventory_lines()
    problems = []
    for entry in ENTRIES:
        matches = [
            line
            for line in lines
            if line.section == entry["section"] and line.text.startswith(entry["line"])
        ]
        if len(matches) != 1:
            problems.append(
                f"{entry['section']!r} / {entry['line']!r}: matches {len(matches)} lines"
            )
        elif len(entry["line"]) < MIN_PREFIX and entry["line"] != matches[0].text:
            problems.append(
                f"{entry['line']!r}: give at least {MIN_PREFIX} characters or the whole line"
            )
    assert not problems, "\n".join(problems)


# --------------------------------------------------------------------------- schema paths


@by_entry(ENTRIES)
def test_paths_exist(entry: dict[str, Any]) -> None:
    valid = set(rule_paths(groups=True))
    unknown = [p for p in entry["paths"] if p not in valid]
    assert not unknown, f"not schema rule paths: {unknown}"


@by_entry(RULE_ENTRIES)
def test_rule_line_is_expressed(entry: dict[str, Any]) -> None:
    assert entry["paths"], "a rule line needs at least one schema path"
    assert "gap" not in entry, f"the schema cannot say this rule: {entry['gap']}"


@by_entry(BOT_ENTRIES)
def test_bot_line_has_no_paths(entry: dict[str, Any]) -> None:
    assert entry["paths"] == [], "bot conventions are strategy, not rules"
    assert "values" not in entry
    assert "variants" not in entry
    assert "bot" in entry.get("note", ""), "say which engine component (the bot) uses it"


# --------------------------------------------------------------------------- values


def _all_expressions(entry: dict[str, Any]) -> list[tuple[str, str]]:
    return [
        (f"{key}[{side}]", expression)
        for key in ("values", "variants")
        for side, value in entry.get(key, {}).items()
        for expression in expressions(value)
    ]


@by_entry([e for e in ENTRIES if _all_expressions(e)])
def test_expressions_are_valid(entry: dict[str, Any]) -> None:
    defs = load_schema()["$defs"]
    problems = []
    for where, expression in _all_expressions(entry):
        path, value = parse_expression(expression)
        node = rule_schema(path)
        if node is None:
            problems.append(f"{where}: {path} is not a rule path")
            continue
        if not covered(path, entry["paths"]):
            problems.append(f"{where}: {path} is not under the entry's paths {entry['paths']}")
        validator = Draft202012Validator({**node, "$defs": defs})
        for error in validator.iter_errors(value):
            problems.append(f"{where}: {expression!r}: {error.message}")
    assert not problems, "\n".join(problems)


# --------------------------------------------------------------------------- shipped variants


def _variant_expressions(entry: dict[str, Any]) -> list[tuple[str, str]]:
    return [
        (spec.strip(), expression)
        for key, value in entry.get("variants", {}).items()
        for spec in key.split(",")
        for expression in expressions(value)
    ]


@by_entry([e for e in ENTRIES if "variants" in e])
def test_variants_use_these_values(entry: dict[str, Any]) -> None:
    problems = []
    for spec, expression in _variant_expressions(entry):
        path, expected = parse_expression(expression)
        actual = thaw(load(spec).rule(path))
        if actual != expected:
            problems.append(f"{spec}: {path} is {actual!r}, the map says {expected!r}")
    assert not problems, "\n".join(problems)


def _plain_sides(entry: dict[str, Any], document: str) -> dict[str, Any]:
    """The expressions of the sides that state ``document``'s default rule, by path."""
    out: dict[str, Any] = {}
    for side, value in entry.get("values", {}).items():
        if not _PLAIN_SIDE.match(side):
            continue
        if side != "all" and document not in side.split(", "):
            continue
        for expression in expressions(value):
            path, parsed = parse_expression(expression)
            out[path] = parsed
    return out


@by_entry([e for e in ENTRIES if "variants" in e and "values" in e])
def test_variant_departures_are_documented_choices(entry: dict[str, Any]) -> None:
    """Where a variant's value differs from its own document's side, its provenance must say
    the value was chosen (``choice: true``)."""
    problems = []
    for spec, expression in _variant_expressions(entry):
        if spec not in VARIANT_DOCUMENT:  # variants with options follow the option's side
            continue
        sides = _plain_sides(entry, VARIANT_DOCUMENT[spec])
        path, value = parse_expression(expression)
        if path not in sides or sides[path] == value:
            continue
        citation = load(spec).citation(path)
        if citation is None or not citation.choice:
            problems.append(
                f"{spec}: {path} is {value!r} but document {VARIANT_DOCUMENT[spec]} says "
                f"{sides[path]!r}, and the provenance does not mark a choice"
            )
    assert not problems, "\n".join(problems)


# --------------------------------------------------------------------------- every rule traced


def untraced(paths: list[str], mapped: list[str], cited_as: dict[str, str | None]) -> list[str]:
    """The rule paths neither mapped (under an entry's paths) nor cited by ``base.yaml`` on
    their own: ``cited_as[path]`` is the provenance entry that cites the rule in base (None
    for none); a top-level group's entry (``play``) cites every rule of the phase at once, so
    it traces none of them but a top-level rule itself (``plugins``)."""
    out = []
    for path in paths:
        if covered(path, mapped):
            continue
        entry = cited_as.get(path)
        if entry is None or ("." not in entry and entry != path):
            out.append(path)
    return out


def test_untraced_reads_the_map_then_base_s_own_citations() -> None:
    cited = {"play.a": "play.a", "play.b": "play", "play.c": None, "x": "x", "play.d.e": "play.d"}
    paths = ["play.a", "play.b", "play.c", "x", "play.d.e", "play.f"]
    assert untraced(paths, ["play.f"], cited) == ["play.b", "play.c"]


def test_every_rule_of_the_schema_is_mapped_or_cited_on_its_own_in_base() -> None:
    """The rule list comes from the schema, not from this map: the inventory surveys four
    documents once, so a rule kind added later needs no line here when ``base.yaml`` cites it
    by an entry of its own (which adding a rule kind writes anyway); only a rule traced by
    nothing but its phase's blanket citation fails."""
    base = load("base")
    mapped = [p for entry in RULE_ENTRIES for p in entry["paths"]]
    cited_as: dict[str, str | None] = {}
    for path in rule_paths():
        cite = base.citation(path)
        cited_as[path] = None if cite is None else cite.path
    assert untraced(list(rule_paths()), mapped, cited_as) == []
