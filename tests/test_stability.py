"""The stability policy page (docs/reference/stability.rst): its table names every public name
of ``belote_spec`` with its stability and nothing else, and the page names every schema and
entry-point group it declares public, and the CLI reference for the commands."""

from __future__ import annotations

import json
import re
from pathlib import Path

import belote_spec

ROOT = Path(__file__).resolve().parents[1]
PAGE = ROOT / "docs" / "reference" / "stability.rst"
STABILITIES = {"stable", "provisoire"}


def page() -> str:
    return PAGE.read_text(encoding="utf-8")


def name_table() -> dict[str, str]:
    """``{name: stability}`` from the list-table after the ``stability-names`` label."""
    text = page()
    start = text.index(".. _stability-names:")
    table = text[text.index(".. list-table::", start) :]
    rows: dict[str, str] = {}
    for match in re.finditer(r"^   \* - (.*)\n     - (.*)\n", table, flags=re.MULTILINE):
        cell, stability = match.group(1).strip(), match.group(2).strip()
        if cell == "Nom":
            continue  # the header row
        name = re.fullmatch(r"``([A-Za-z_][A-Za-z0-9_]*)``", cell)
        assert name is not None, f"a row of the table names no Python name: {cell!r}"
        assert name.group(1) not in rows, f"{name.group(1)} has two rows"
        rows[name.group(1)] = stability
    return rows


def test_the_table_names_exactly_the_public_names() -> None:
    table = name_table()
    public = set(belote_spec.__all__)
    assert not public - set(table), f"missing from the table: {sorted(public - set(table))}"
    assert not set(table) - public, f"not in belote_spec.__all__: {sorted(set(table) - public)}"


def test_every_name_has_a_known_stability() -> None:
    table = name_table()
    odd = {name: s for name, s in table.items() if s not in STABILITIES}
    assert not odd, odd
    assert "stable" in table.values()


def test_the_table_parser_sees_every_row() -> None:
    # the guard guards: a row per name, as many rows as "   * - ``" lines in the table
    text = page()
    table = text[text.index(".. _stability-names:") :]
    assert len(name_table()) == table.count("   * - ``") == len(belote_spec.__all__)


def test_every_exported_name_exists() -> None:
    for name in belote_spec.__all__:
        assert getattr(belote_spec, name) is not None, name


def test_the_page_names_what_it_declares_public() -> None:
    text = page()
    # the commands: the CLI reference, which test_docs checks names every one of them
    assert ":doc:`/reference/cli`" in text.split("Ce qui est public", 1)[1]
    for schema in sorted((ROOT / "belote_spec" / "schema").glob("*.schema.json")):
        schema_id = json.loads(schema.read_text(encoding="utf-8"))["$id"]
        assert f"``{schema_id}``" in text, schema_id
    for group in ("belote_spec.plugins", "belote_spec.variants", "pytest11"):
        assert f"``{group}``" in text, group
    for word in ("DeprecationWarning", "x-schema-version", "schema_version", "semver.org"):
        assert word in text, word


def test_the_page_is_in_the_index_toctree() -> None:
    index = (ROOT / "docs" / "index.rst").read_text(encoding="utf-8")
    assert re.search(r"^   reference/stability$", index, flags=re.MULTILINE)


def test_the_other_public_modules_name_every_public_name_of_theirs() -> None:
    """``belote_spec.bots`` (``Bot`` and what seats a bot) is declared public with every name
    of its ``__all__``."""
    from belote_spec import bots

    text = page().split("D'autres modules publics", 1)[1]
    entry = next(e for e in text.split("\n* ") if e.startswith("``belote_spec.bots``"))
    missing = [name for name in bots.__all__ if f"``{name}``" not in entry]
    assert missing == []
    assert "``belote_spec.engine.observation``" in text
