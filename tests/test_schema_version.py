"""The version of the variant schema: ``x-schema-version`` in the schema files, the optional
``schema_version`` key of a variant file, and the loader's answer to a file written for a newer
version (refused, one located problem) or an older one (migrated, with a warning)."""

from __future__ import annotations

import json
import warnings
from pathlib import Path
from typing import Any

import pytest

from belote_spec import VariantError, load_variant, loader
from belote_spec.cli import main

SCHEMA_DIR = Path(loader.__file__).parent / "schema"


def write(tmp_path: Path, text: str, name: str = "maison.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def schema(name: str) -> dict[str, Any]:
    data = json.loads((SCHEMA_DIR / name).read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


# ------------------------------------------------------------------------------ the schemas


@pytest.mark.parametrize("name", ["variant.schema.json", "resolved.schema.json"])
def test_each_schema_file_names_its_version(name: str) -> None:
    assert schema(name)["x-schema-version"] == 1
    assert loader.SCHEMA_VERSION == 1


def test_the_variant_schema_accepts_schema_version_from_1_to_its_own() -> None:
    node = schema("variant.schema.json")["properties"]["schema_version"]
    assert node["type"] == "integer"
    assert node["minimum"] == 1
    # a file for a newer version does not validate against this one, in any JSON Schema tool
    assert node["maximum"] == schema("variant.schema.json")["x-schema-version"]
    assert "schema_version" not in schema("variant.schema.json").get("required", [])


# ------------------------------------------------------------------------------ the current one


def test_no_key_and_the_current_version_read_the_same(tmp_path: Path) -> None:
    body = "title: Maison\nextends: classic\nrules:\n  play: {undertrump: waived}\n"
    without = load_variant(write(tmp_path, body, "a.yaml"))
    with_key = load_variant(write(tmp_path, "schema_version: 1\n" + body, "b.yaml"))
    assert without.rules == with_key.rules
    assert with_key.rule("play.undertrump") == "waived"


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("'1'", "schema_version: got a text (1); expected a whole number from 1 to 1"),
        ("true", "schema_version: got a boolean (true); expected a whole number from 1 to 1"),
        (
            "0",
            "schema_version: 0 is not a schema version: they count from 1; "
            "expected a whole number from 1 to 1",
        ),
        (
            "-3",
            "schema_version: -3 is not a schema version: they count from 1; "
            "expected a whole number from 1 to 1",
        ),
    ],
)
def test_a_version_that_is_no_version_is_one_problem(
    tmp_path: Path, value: str, expected: str
) -> None:
    path = write(tmp_path, f"title: Maison\nextends: classic\nschema_version: {value}\n")
    with pytest.raises(VariantError) as exc:
        load_variant(path)
    assert len(exc.value.problems) == 1, [str(p) for p in exc.value.problems]
    assert str(exc.value.problems[0]) == f"{exc.value.problems[0].file}:3:17: {expected}"


# ------------------------------------------------------------------------------ a newer one


def test_a_newer_version_is_refused_with_one_located_problem(tmp_path: Path) -> None:
    # keys of a future format: they must not add problems of their own
    path = write(
        tmp_path,
        "title: Maison\nextends: classic\nschema_version: 2\ntable: {seats: 4}\n",
    )
    with pytest.raises(VariantError) as exc:
        load_variant(path)
    assert len(exc.value.problems) == 1, [str(p) for p in exc.value.problems]
    problem = exc.value.problems[0]
    assert (problem.line, problem.column) == (3, 17)
    assert problem.path == "schema_version"
    assert problem.message == (
        "this file is written for schema version 2; this belote-spec reads version 1: "
        "upgrade belote-spec"
    )
    assert problem.expected == "a schema_version of at most 1"
    assert str(problem).startswith(f"{problem.file}:3:17: schema_version: this file")


def test_the_cli_reports_a_newer_version_and_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, "schema_version: 7\ntitle: Maison\nextends: classic\n")
    assert main(["validate", str(path)]) == 1
    captured = capsys.readouterr()
    output = captured.out + captured.err
    assert ":1:17: schema_version: this file is written for schema version 7" in output
    assert "Traceback" not in output


# ------------------------------------------------------------------------------ an older one


def rename_label(data: dict[str, Any]) -> dict[str, Any]:
    """renamed the top-level key `label` to `title`"""
    if "label" in data:
        data["title"] = data.pop("label")
    return data


def test_an_older_version_is_migrated_with_a_warning(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(loader.MIGRATIONS, 0, rename_label)
    path = write(
        tmp_path,
        "schema_version: 0\nlabel: Ancienne\nextends: classic\nrules:\n"
        "  play: {undertrump: waived}\n",
    )
    with pytest.warns(FutureWarning) as caught:
        variant = load_variant(path)
    assert variant.title == "Ancienne"
    assert variant.rule("play.undertrump") == "waived"
    messages = [str(w.message) for w in caught]
    assert len(messages) == 1, messages
    assert messages[0].endswith(
        ":1:17: schema_version: this file is written for schema version 0 and was migrated to "
        "version 1 on loading (0 to 1: renamed the top-level key `label` to `title`); update "
        "it and write schema_version: 1"
    )


def test_the_old_key_is_refused_in_a_current_file(tmp_path: Path) -> None:
    # what the migration above renamed is no key of version 1: the migration did the renaming
    path = write(tmp_path, "schema_version: 1\nlabel: Ancienne\nextends: classic\n")
    with pytest.raises(VariantError) as exc:
        load_variant(path)
    assert any(p.line == 2 and "label" in str(p) for p in exc.value.problems), [
        str(p) for p in exc.value.problems
    ]


def test_migrations_chain_and_leave_the_file_untouched(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def zero(data: dict[str, Any]) -> dict[str, Any]:
        """added `description`"""
        data["description"] = "migrée"
        return data

    def one(data: dict[str, Any]) -> dict[str, Any]:
        """renamed `label` to `title`"""
        return rename_label(data)

    monkeypatch.setattr(loader, "SCHEMA_VERSION", 2)
    monkeypatch.setattr(loader, "MIGRATIONS", {0: zero, 1: one})
    text = "schema_version: 0\nlabel: Ancienne\nextends: classic\n"
    path = write(tmp_path, text)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        variant = load_variant(path)
    assert (variant.title, variant.description) == ("Ancienne", "migrée")
    assert len(caught) == 1
    assert "(0 to 1: added `description`; 1 to 2: renamed `label` to `title`)" in str(
        caught[0].message
    )
    assert path.read_text(encoding="utf-8") == text


def test_a_gap_in_the_migrations_is_one_located_problem(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(loader, "SCHEMA_VERSION", 3)
    monkeypatch.setattr(loader, "MIGRATIONS", {2: rename_label})
    path = write(tmp_path, "title: Maison\nschema_version: 1\nextends: classic\n")
    with pytest.raises(VariantError) as exc:
        load_variant(path)
    assert len(exc.value.problems) == 1, [str(p) for p in exc.value.problems]
    problem = exc.value.problems[0]
    assert (problem.line, problem.column, problem.path) == (2, 17, "schema_version")
    assert "nothing migrates version 1 to 2" in problem.message


def test_the_cli_shows_a_migration_warning_as_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from belote_spec.cli import main

    monkeypatch.setitem(loader.MIGRATIONS, 0, rename_label)
    path = write(tmp_path, "schema_version: 0\nlabel: Ancienne\nextends: classic\n")
    with warnings.catch_warnings():
        warnings.simplefilter("always")
        assert main(["show", str(path)]) == 0
    err = capsys.readouterr().err
    lines = [line for line in err.splitlines() if "warning" in line]
    assert len(lines) == 1, err
    assert lines[0].startswith("belote-spec show: warning: ")
    assert "migrated to version 1" in lines[0]
    assert "loader.py" not in err  # not Python's file:line form
