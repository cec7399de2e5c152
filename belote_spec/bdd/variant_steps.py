"""The steps that choose the variant and read its rules: « Soit la variante "classic" »,
« Soit une donne à l'atout cœur », « la règle "…" vaut … », « la règle "…" est mise à … », and
the one that changes rules for one scenario: « Et la variante change les règles suivantes : »."""

from __future__ import annotations

import hashlib
import json
import tempfile
from pathlib import Path
from typing import Any

import yaml
from pytest_bdd import parsers

from belote_spec.atomic_files import write_atomically
from belote_spec.errors import did_you_mean
from belote_spec.loader import thaw
from belote_spec.schema import rule_paths, rule_schema

from .step_helpers import Table, fail, given, mode, then, use_variant, value


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
    """The variant chosen above with one rule set otherwise (see :func:`_set_rules`)."""
    _set_rules(table, [(path, value(raw))])


def _set_rules(table: Table, changes: list[tuple[str, Any]]) -> None:
    """The variant chosen above with these rules set otherwise (and those set before in the
    scenario), as a club's file that extends it sets them: the file is written in a temporary
    folder and read by the loader, so that every value is checked as in a real file and a
    record of the deal names a variant its replay can load. The one way both steps that
    change rules take."""
    if table.variant is None or table.spec is None:
        fail('Il faut d\'abord choisir la variante : « Soit la variante "classic" ».')
    parent = table.changed_from or table.spec
    if "+" in parent or "/" in parent or parent.endswith((".yaml", ".yml")):
        fail(f"Seule une variante nommée, sans option, se change ainsi ; pas « {parent} ».")
    changed = dict(table.changes)
    for path, wanted in changes:
        node = rule_schema(path)
        if node is None:
            hint = did_you_mean(path, rule_paths())
            fail(
                f"La règle « {path} » n'existe pas dans le schéma des variantes"
                + (f" ({hint})." if hint else ".")
            )
        if "enum" in node and wanted not in node["enum"]:
            fail(f"La règle « {path} » ne prend pas la valeur {wanted!r} : {node['enum']}.")
        changed[path] = wanted
    rules: dict[str, Any] = {}
    for path, wanted in changed.items():
        node = rules
        *parents, leaf = path.split(".")
        for part in parents:
            node = node.setdefault(part, {})
        node[leaf] = wanted
    text = json.dumps([parent, rules], sort_keys=True)
    name = f"{parent}-changee-{hashlib.sha256(text.encode()).hexdigest()[:12]}"
    folder = Path(tempfile.gettempdir()) / "belote-spec-scenarios"
    folder.mkdir(exist_ok=True)
    written = folder / f"{name}.yaml"
    document = {"name": name, "title": name, "extends": parent, "rules": rules}
    # whole or not at all: two test processes may write the same change at once
    write_atomically(written, yaml.safe_dump(document, allow_unicode=True), replace=True)
    trump = table.trump
    use_variant(table, str(written))
    table.trump = trump
    table.changed_from, table.changes = parent, changed


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
    """Rows « règle | valeur »: the scenario plays the variant chosen above with these values
    (a value no shipped variant uses can so be shown), as « la règle "…" est mise à … » does
    for one."""
    _header, *rows = datatable
    if any(len(row) < 2 for row in rows):
        fail("Chaque ligne donne deux colonnes : « règle | valeur ».")
    _set_rules(table, [(row[0].strip(), value(row[1])) for row in rows])
