"""The resolved-variant JSON contract: ``belote-spec export`` and :func:`export_variant`.

Every shipped variant and option is exported and validated against ``resolved.schema.json``
with jsonschema (its ``rules`` through the variant schema it refers to), then again with ajv
under Node.js, as a program in another language would.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from referencing import Registry, Resource

from belote_spec import __version__
from belote_spec.cli import main
from belote_spec.export import (
    EXPORT_FORMAT,
    export_json,
    export_variant,
    load_resolved_schema,
    resolved_schema_text,
)
from belote_spec.loader import load_variant, thaw
from belote_spec.schema import load_schema, resolved_validator

from .conftest import ROOT, SPECS

SCHEMA_DIR = ROOT / "belote_spec" / "schema"
JS_DIR = Path(__file__).resolve().parent / "js"


@cache
def _exports() -> dict[str, dict[str, Any]]:
    return {spec: export_variant(spec) for spec in SPECS}


@pytest.fixture(scope="module")
def exports() -> dict[str, dict[str, Any]]:
    return _exports()


def _validator() -> Draft202012Validator:
    schema = load_resolved_schema()
    Draft202012Validator.check_schema(schema)
    variant_schema = load_schema()
    registry: Registry[Any] = Registry().with_resource(
        variant_schema["$id"], Resource.from_contents(variant_schema)
    )
    return Draft202012Validator(
        schema, registry=registry, format_checker=Draft202012Validator.FORMAT_CHECKER
    )


def test_the_shipped_specs_are_many() -> None:
    # the tests below loop over SPECS: they must not pass by looping over nothing
    assert "classic" in SPECS
    assert "club+vache" in SPECS
    assert len(SPECS) > 20


def test_the_schema_file_is_shipped_in_the_package_and_in_the_variant_schema_style() -> None:
    assert resolved_schema_text() == (SCHEMA_DIR / "resolved.schema.json").read_text("utf-8")
    schema = load_resolved_schema()
    assert schema["$schema"] == load_schema()["$schema"]
    # the same base address as the variant schema, so that the relative $ref resolves to it
    assert schema["$id"].rsplit("/", 1)[0] == load_schema()["$id"].rsplit("/", 1)[0]
    assert schema["$id"].endswith("/resolved.schema.json")
    assert schema["properties"]["rules"]["$ref"] == "variant.schema.json#/$defs/rules"
    assert schema["additionalProperties"] is False
    assert set(schema["required"]) == set(schema["properties"])


@pytest.mark.parametrize("spec", SPECS)
def test_every_export_validates_against_the_resolved_schema(
    spec: str, exports: dict[str, dict[str, Any]]
) -> None:
    doc = exports[spec]
    errors = [f"{list(e.absolute_path)}: {e.message}" for e in _validator().iter_errors(doc)]
    assert errors == []
    assert doc["format"] == EXPORT_FORMAT == "belote-spec/resolved-variant"
    assert doc["version"] == 1
    assert doc["belote_spec"] == __version__
    assert doc["variant"]["id"] == spec
    # the rules are resolved: every rule stated, as the merged variant's validator demands
    resolved = {"title": doc["variant"]["title"], "rules": doc["rules"]}
    assert [e.message for e in resolved_validator().iter_errors(resolved)] == []


def test_the_schema_refuses_what_breaks_the_contract(exports: dict[str, dict[str, Any]]) -> None:
    validator = _validator()
    good = exports["club+vache"]
    assert validator.is_valid(good)

    def broken(change: Any) -> dict[str, Any]:
        doc = json.loads(json.dumps(good))
        change(doc)
        return doc

    assert not validator.is_valid(broken(lambda d: d.update(version=2)))
    assert not validator.is_valid(broken(lambda d: d.pop("provenance")))
    assert not validator.is_valid(broken(lambda d: d["variant"].update(files=["/tmp/x.yaml"])))
    assert not validator.is_valid(broken(lambda d: d["rules"]["play"].update(undertrump="?")))
    assert not validator.is_valid(broken(lambda d: d["options"][0].pop("requires")))
    assert not validator.is_valid(
        broken(lambda d: d["provenance"]["play.undertrump"].update(choice="yes"))
    )


def _strings(value: Any) -> list[str]:
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in (k, *_strings(v))]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return [value] if isinstance(value, str) else []


LOOKS_ABSOLUTE = re.compile(r"(^|[\s\"'(=])(/[A-Za-z0-9_.~-]+/|[A-Za-z]:[\\/]|\\\\|~/|file:)")


def test_no_export_names_a_local_path(exports: dict[str, dict[str, Any]]) -> None:
    local = {str(ROOT), str(Path.home()), str(Path.cwd())} - {"/"}
    for spec, doc in exports.items():
        strings = _strings(doc)
        assert strings, spec
        for text in strings:
            assert not LOOKS_ABSOLUTE.search(text), f"{spec}: {text!r} looks like a path"
            assert not any(place in text for place in local), f"{spec}: {text!r}"
    # the detector does find what it is there to find
    for path in ("/home/me/variants/x.yaml", "C:\\x\\y.yaml", "see /tmp/x.yaml", "~/x"):
        assert LOOKS_ABSOLUTE.search(path), path


def test_a_source_file_is_only_a_name(exports: dict[str, dict[str, Any]]) -> None:
    files = {s["file"] for s in exports["classic"]["sources"].values()}
    assert "002_405d5773ccca0928.txt" in files  # the name base.yaml gives it
    from belote_spec.export import _file_name

    assert _file_name("/home/me/sources/002.txt") == "002.txt"
    assert _file_name("C:\\docs\\002.txt") == "002.txt"
    assert _file_name(None) is None


@pytest.mark.parametrize("spec", SPECS)
def test_the_export_is_the_loaded_variant(spec: str, exports: dict[str, dict[str, Any]]) -> None:
    doc = exports[spec]
    variant = load_variant(spec)
    assert doc["rules"] == thaw(variant.rules)
    assert doc["rules"]["play"]["undertrump"] == variant.rule("play.undertrump")
    assert doc["variant"]["name"] == variant.name
    assert doc["variant"]["options"] == list(variant.options)
    assert doc["variant"]["chain"][0] == variant.name
    # every option the variant offers, chosen or not, with what it requires and excludes
    offered = [o["name"] for o in doc["options"]]
    assert offered == list(variant.available_options)
    for option in doc["options"]:
        info = variant.available_options[option["name"]]
        assert option["title"] == info.title
        assert option["requires"] == list(info.requires)
        assert option["conflicts"] == list(info.conflicts)
        assert option["chosen"] is (option["name"] in variant.options)
    # a citation for every cited rule, and every cited source is listed
    for path, cite in doc["provenance"].items():
        assert variant.citation(path) is not None
        assert cite["source"] is None or cite["source"] in doc["sources"], path


def test_an_option_is_marked_chosen_and_its_citation_named(
    exports: dict[str, dict[str, Any]],
) -> None:
    doc = exports["club+vache"]
    assert doc["variant"]["options"] == ["vache"]
    chosen = {o["name"]: o["chosen"] for o in doc["options"]}
    assert chosen["vache"] is True
    assert chosen["sans-atout"] is False
    assert not any(o["chosen"] for o in exports["club"]["options"])
    assert any(c["declared_in"] == "club+vache" for c in doc["provenance"].values())


def test_the_export_is_deterministic(tmp_path: Path) -> None:
    first = export_json("club+vache")
    assert export_json(load_variant("club+vache")) == first
    # in another process, from another folder: the same bytes
    done = subprocess.run(
        [sys.executable, "-m", "belote_spec.cli", "export", "club+vache"],
        capture_output=True,
        cwd=tmp_path,
        timeout=60,
        check=True,
    )
    assert done.stdout == first.encode("utf-8")
    assert first.endswith("}\n")
    assert json.loads(first) == export_variant("club+vache")
    # keys are sorted at every level; lists (options, rules' lists) keep their order
    assert list(json.loads(first)) == sorted(json.loads(first))


def test_export_prints_the_document(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["export", "club+vache"]) == 0
    out = capsys.readouterr().out
    assert out == export_json("club+vache")
    assert "é" in out  # UTF-8 as it is, not \u00e9


def test_export_writes_a_file_and_never_replaces_one_without_force(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "club.json"
    assert main(["export", "club", "-o", str(target)]) == 0
    assert target.read_text("utf-8") == export_json("club")
    assert capsys.readouterr().out == ""

    target.write_text("mine", encoding="utf-8")
    assert main(["export", "classic", "-o", str(target), "--format", "json"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "exists" in err
    assert "--force" in err
    assert target.read_text("utf-8") == "mine"

    assert main(["export", "classic", "-o", str(target), "--force"]) == 0
    assert json.loads(target.read_text("utf-8"))["variant"]["id"] == "classic"
    assert [p.name for p in tmp_path.iterdir()] == ["club.json"]  # no temporary file left


@pytest.mark.parametrize(
    ("argv", "code", "words"),
    [
        (["export", "no-such-variant"], 1, "unknown variant"),
        (["export", "classic+no-such-option"], 1, "unknown option"),
        (["export"], 2, "give a variant"),
        (["export", "classic", "--schema"], 2, "not both"),
        (["export", "classic", "--force"], 2, "-o FILE"),
        (["export", "classic", "-o", "/no/such/folder/x.json"], 1, "no such folder"),
    ],
)
def test_export_errors_are_one_line(
    argv: list[str], code: int, words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == code
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1, captured.err
    assert words in captured.err
    assert "Traceback" not in captured.err


def test_export_refuses_a_folder_as_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["export", "classic", "-o", str(tmp_path)]) == 1
    assert "is a folder" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_export_schema_prints_the_shipped_schema(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["export", "--schema"]) == 0
    assert json.loads(capsys.readouterr().out) == load_resolved_schema()


def test_export_format_is_json_only(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["export", "classic", "--format", "yaml"])
    assert exc.value.code == 2
    assert "invalid choice" in capsys.readouterr().err


# --------------------------------------------------------------------------- Node.js (ajv)


@pytest.fixture(scope="session")
def node_validator() -> Path:
    """``tests/js/validate.mjs``, with its locked packages already installed in ``tests/js``
    (``npm ci --prefix tests/js``, which ``.ci/run`` does: the tests never install anything).
    Skipped, with the reason, when node or those packages are missing."""
    if shutil.which("node") is None:
        pytest.skip("node is not on PATH: the JavaScript check of the exports needs it")
    if not (JS_DIR / "node_modules" / "ajv" / "package.json").is_file():
        pytest.skip(
            "tests/js has no node_modules/ajv: run `npm ci --prefix tests/js` (as .ci/run "
            "does) to enable the JavaScript check of the exports"
        )
    return JS_DIR / "validate.mjs"


def test_node_ajv_validates_every_export(
    node_validator: Path, tmp_path: Path, exports: dict[str, dict[str, Any]]
) -> None:
    data = tmp_path / "exports.json"
    data.write_text(json.dumps(list(exports.values()), ensure_ascii=False), encoding="utf-8")
    args = [
        str(SCHEMA_DIR / "resolved.schema.json"),
        str(data),
        "--ref",
        str(SCHEMA_DIR / "variant.schema.json"),
    ]
    node = shutil.which("node")
    assert node is not None
    done = subprocess.run(
        [node, str(node_validator), *args], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == (
        f"ok: {len(SPECS)} documents valid against {load_resolved_schema()['$id']}"
    )

    # the check does check: a broken document is refused, with its error
    bad = json.loads(json.dumps(exports["classic"]))
    bad["rules"]["play"]["undertrump"] = "sometimes"
    data.write_text(json.dumps([exports["club"], bad]), encoding="utf-8")
    done = subprocess.run(
        [node, str(node_validator), *args], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 1
    assert "classic: /rules/play/undertrump" in done.stderr
    assert "1 of 2 documents invalid" in done.stderr
    assert "ok:" not in done.stdout


def test_a_variant_file_of_the_user_exports_without_its_folder(tmp_path: Path) -> None:
    mine = tmp_path / "mine.yaml"
    mine.write_text(
        "extends: classic\ntitle: Mine\nrules:\n  play:\n    undertrump: waived\n"
        "provenance:\n  play.undertrump:\n    source: '002'\n"
        "    section: Fournir, couper, monter\n    choice: true\n",
        encoding="utf-8",
    )
    doc = export_variant(load_variant(mine))
    assert _validator().is_valid(doc)
    assert doc["variant"]["chain"] == ["mine", "classic", "base"]
    assert doc["rules"]["play"]["undertrump"] == "waived"
    assert doc["provenance"]["play.undertrump"]["declared_in"] == "mine"
    assert doc["provenance"]["play.undertrump"]["choice"] is True
    text = json.dumps(doc, ensure_ascii=False)
    assert str(tmp_path) not in text
    assert not any(LOOKS_ABSOLUTE.search(s) for s in _strings(doc))
