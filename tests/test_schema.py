"""The variant schema itself."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator

import belote_spec.schema
from belote_spec.schema import (
    SCHEMA_ID,
    leaf_mappings,
    load_schema,
    resolved_validator,
    rule_paths,
    rule_schema,
    schema_text,
)


def _properties(node: Any, where: str) -> Iterator[tuple[str, dict[str, Any]]]:
    if isinstance(node, dict):
        for key, child in (node.get("properties") or {}).items():
            yield f"{where}.{key}", child
        for key, child in node.items():
            if key == "properties":
                for name, sub in child.items():
                    yield from _properties(sub, f"{where}.{name}")
            elif isinstance(child, dict):
                yield from _properties(child, f"{where}/{key}")
    elif isinstance(node, list):
        for i, child in enumerate(node):
            yield from _properties(child, f"{where}[{i}]")


def _nodes(node: Any, where: str) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every schema node: properties, definitions, list items and ``anyOf`` branches."""
    if isinstance(node, dict):
        yield where, node
        for key, child in node.items():
            if key in {"enum", "const", "required", "examples", "default"}:
                continue  # values, not schemas
            if key == "properties":
                for name, sub in child.items():
                    yield from _nodes(sub, f"{where}.{name}")
            else:
                yield from _nodes(child, f"{where}/{key}")
    elif isinstance(node, list):
        for i, child in enumerate(node):
            yield from _nodes(child, f"{where}[{i}]")


def _types(node: dict[str, Any]) -> list[Any]:
    kind = node.get("type")
    return kind if isinstance(kind, list) else [kind]


def test_schema_is_valid_draft_2020_12_with_an_id() -> None:
    schema = load_schema()
    Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["$id"] == SCHEMA_ID
    assert json.loads(schema_text()) == schema


def test_every_property_has_a_description() -> None:
    """Editors show the description as hover help: none may be missing or empty."""
    missing = [
        where
        for where, node in _properties(load_schema(), "#")
        if not str(node.get("description", "")).strip()
    ]
    assert missing == []


def test_every_definition_has_a_description() -> None:
    defs = load_schema()["$defs"]
    assert [name for name, node in defs.items() if not node.get("description")] == []


def test_objects_reject_unknown_keys() -> None:
    """Every object with fixed properties closes itself (definitions and ``anyOf`` branches
    such as a plugin's ``{name, params}`` included)."""
    open_objects = [
        where
        for where, node in _nodes(load_schema(), "#")
        if "object" in _types(node)
        and "properties" in node
        and node.get("additionalProperties") is not False
    ]
    assert open_objects == []


def test_numbers_have_ranges() -> None:
    """Every whole number is bounded: nullable ones (an auction ceiling) and ``anyOf``
    branches (a base of points) too."""
    unbounded = [
        where
        for where, node in _nodes(load_schema(), "#")
        if {"integer", "number"} & set(_types(node))
        and ("minimum" not in node or "maximum" not in node)
    ]
    assert unbounded == []


def test_score_terms_multiply_only_terms() -> None:
    """``multiply`` names the other terms of a side's score, and a change of an outcome
    changes the same terms."""
    defs = load_schema()["$defs"]
    terms = [k for k in defs["score_terms"]["properties"] if k != "multiply"]
    assert terms == ["base", "contract", "annonces", "belote", "bonus", "trick_bonuses"]
    multiply = defs["score_terms"]["properties"]["multiply"]
    assert multiply["items"]["enum"] == terms
    assert multiply["uniqueItems"] is True
    # an outcome change names the same terms (score_terms) and is a partial mapping, so
    # none of them is required in a change
    change = defs["outcome_change"]
    for side in ("taker", "defence"):
        assert change["properties"][side]["$ref"] == "#/$defs/score_terms"
    assert change["x-leaf"] is True
    node = resolved_validator().schema["$defs"]["rules"]["properties"]["scoring"]
    change_node = node["properties"]["outcomes"]["properties"]["made_contre"]
    assert "required" not in change_node["properties"]["taker"]


def test_outcome_changes_replace_and_full_outcomes_merge() -> None:
    """A variant setting an outcome change replaces its parent's value (a leaf); made and
    dedans merge term by term."""
    changes = {
        "made_contre",
        "dedans_contre",
        "capot",
        "capot_against",
        "capot_contre",
        "capot_against_contre",
        "capot_bid_made",
        "capot_bid_failed",
        "generale_made",
        "generale_failed",
    }
    # and a split rounding's digits, set as a whole (one per mode)
    expected = {f"scoring.outcomes.{name}" for name in changes} | {"scoring.rounding.split_digit"}
    assert leaf_mappings() == expected
    paths = rule_paths()
    assert "scoring.outcomes.made.taker.multiply" in paths
    assert "scoring.outcomes.dedans.defence.base" in paths
    assert "scoring.outcomes.capot" in paths
    assert not any(p.startswith("scoring.outcomes.capot.") for p in paths)


def test_rule_paths_cover_every_group() -> None:
    paths = rule_paths()
    assert "play.undertrump" in paths
    assert "scoring.capot.announced.enabled" in paths
    assert "cards.trump.points.jack" in paths  # one rule per card value
    groups = {p.split(".")[0] for p in paths}
    assert groups == {
        "table",
        "deck",
        "cards",
        "deal",
        "bidding",
        "play",
        "annonces",
        "belote",
        "trick_bonuses",
        "scoring",
        "game_end",
        "plugins",
    }
    assert rule_paths(groups=True)[0] == "table"


def test_rule_schema_keeps_the_description_of_the_place_of_use() -> None:
    node = rule_schema("cards.trump")
    assert node is not None
    assert node["description"] == "The trump suit in a suit contract."
    assert "properties" in node
    assert rule_schema("play.nothing") is None
    undertrump = rule_schema("play.undertrump")
    assert undertrump is not None
    assert undertrump["enum"] == ["required", "waived", "forbidden"]


def test_resolved_validator_requires_every_rule() -> None:
    errors = list(resolved_validator().iter_errors({"title": "x", "rules": {}}))
    assert {e.validator for e in errors} == {"required"}


def test_the_deal_patterns_of_both_schemas_are_the_engines() -> None:
    # One table of patterns (cards.DEAL_PACKETS) deals and checks; both schemas list it.
    from belote_spec.cards import DEAL_PACKETS

    variant = load_schema()["$defs"]["rules"]["properties"]["deal"]["properties"]["patterns"]
    assert variant["items"]["enum"] == list(DEAL_PACKETS)
    path = Path(belote_spec.schema.__file__).with_name("game-record.schema.json")
    record = json.loads(path.read_text(encoding="utf-8"))
    found = [
        node["enum"] for _where, node in _nodes(record, "") if "3-2-3" in (node.get("enum") or [])
    ]
    assert found == [list(DEAL_PACKETS)]
