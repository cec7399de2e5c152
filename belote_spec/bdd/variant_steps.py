"""The steps that choose the variant and read its rules: « Soit la variante "classic" »,
« Soit une donne à l'atout cœur », « la règle "…" vaut … », « la règle "…" est mise à … », and
the one that changes rules for one scenario: « Et la variante change les règles suivantes : »."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import tempfile
from pathlib import Path
from typing import Any

import yaml
from pytest_bdd import parsers

from belote_spec.checks import check_rules
from belote_spec.errors import did_you_mean
from belote_spec.loader import freeze, thaw
from belote_spec.schema import rule_path_set, rule_paths, rule_schema

from . import trace
from .step_helpers import Table, engine, fail, given, mode, then, use_variant, value


@given(parsers.re(r'la variante "(?P<spec>[^"]+)"'))
def given_variant(table: Table, spec: str) -> None:
    use_variant(table, spec)


@given(parsers.re(r'une donne de la variante "(?P<spec>[^"]+)" (?:à |a )?(?P<atout>.+)'))
def given_variant_deal(table: Table, spec: str, atout: str) -> None:
    use_variant(table, spec)
    table.trump = mode(atout)


@given(parsers.re(r"une donne (?:à |a )(?P<atout>.+)"))
def given_deal(table: Table, atout: str) -> None:
    table.trump = mode(atout)


@given(parsers.re(r'la règle "(?P<path>[a-z_.]+)" est mise à (?P<raw>.+)'))
def set_rule(table: Table, path: str, raw: str) -> None:
    """The variant chosen above with one rule set otherwise, as a file extending it would set
    it (the value checked against the schema and the other rules)."""
    variant = table.variant
    if variant is None:
        fail('Il faut d\'abord choisir la variante : « Soit la variante "classic" ».')
    node = rule_schema(path)
    if node is None:
        hint = did_you_mean(path, rule_paths())
        fail(
            f"La règle « {path} » n'existe pas dans le schéma des variantes"
            + (f" ({hint})." if hint else ".")
        )
    wanted = value(raw)
    if "enum" in node and wanted not in node["enum"]:
        fail(f"La règle « {path} » ne prend pas la valeur {wanted!r} : {node['enum']}.")
    data = thaw(variant.rules)
    *parents, leaf = path.split(".")
    at = data
    for part in parents:
        at = at[part]
    at[leaf] = wanted
    problems = check_rules(data)
    if problems:
        fail(f"La règle « {path} » à {wanted!r} : {problems[0][1]}.")
    changed = dataclasses.replace(variant, rules=freeze(data))
    with engine(f"La variante « {table.spec} » ne se compile pas"):
        recorder = trace.active()
        rules = changed.compile() if recorder is None else recorder.compile(changed)
    table.variant, table.rules = changed, rules


@given(parsers.re(r'la règle "(?P<path>[a-z_.]+)" vaut (?P<raw>.+)'))
@then(parsers.re(r'la règle "(?P<path>[a-z_.]+)" vaut (?P<raw>.+)'))
def rule_value(table: Table, path: str, raw: str) -> None:
    variant = table.variant
    if variant is None:
        fail('Il faut d\'abord choisir la variante : « Soit la variante "classic" ».')
    try:
        actual = thaw(variant.rule(path))
    except KeyError:
        hint = did_you_mean(path, rule_paths())
        fail(
            f"La règle « {path} » n'existe pas dans le schéma des variantes"
            + (f" ({hint})." if hint else ".")
        )
    expected = value(raw)
    if actual != expected:
        fail(
            f"Dans la variante « {variant.id} », la règle « {path} » vaut {actual!r} et non "
            f"{expected!r} comme le dit le scénario."
        )


@given("la variante change les règles suivantes :")
def changed_rules(table: Table, datatable: list[list[str]]) -> None:
    """Rows « règle | valeur »: the scenario plays the variant chosen above with these values,
    as a club's file that extends it would set them (written in a temporary folder; a value
    no shipped variant uses can so be shown)."""
    if table.variant is None or table.spec is None:
        fail('Il faut d\'abord choisir la variante : « Soit la variante "classic" ».')
    _header, *rows = datatable
    rules: dict[str, Any] = {}
    for row in rows:
        if len(row) < 2:
            fail("Chaque ligne donne deux colonnes : « règle | valeur ».")
        path = row[0].strip()
        if path not in rule_path_set():
            hint = did_you_mean(path, rule_paths())
            fail(
                f"La règle « {path} » n'existe pas dans le schéma des variantes"
                + (f" ({hint})." if hint else ".")
            )
        node = rules
        *parents, leaf = path.split(".")
        for part in parents:
            node = node.setdefault(part, {})
        node[leaf] = value(row[1])
    parent = table.spec
    if "+" in parent or "/" in parent or parent.endswith((".yaml", ".yml")):
        fail(f"Seule une variante nommée, sans option, se change ainsi ; pas « {parent} ».")
    text = json.dumps([parent, rules], sort_keys=True)
    name = f"{parent}-changee-{hashlib.sha256(text.encode()).hexdigest()[:12]}"
    folder = Path(tempfile.gettempdir()) / "belote-spec-scenarios"
    folder.mkdir(exist_ok=True)
    written = folder / f"{name}.yaml"
    document = {"name": name, "title": name, "extends": parent, "rules": rules}
    written.write_text(yaml.safe_dump(document, allow_unicode=True), encoding="utf-8")
    trump = table.trump
    use_variant(table, str(written))
    table.trump = trump
