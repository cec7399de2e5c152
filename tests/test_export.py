"""The resolved-variant JSON contract: ``belote-spec export`` and :func:`export_variant`.

Every shipped variant and option is exported and validated with jsonschema against
``resolved.schema.json`` (its ``rules`` through the variant schema it refers to) and against
the one self-contained schema ``belote-spec export --schema`` prints; then with ajv under
Node.js by the five lines of JavaScript the CLI reference shows, taken from the page itself,
as a program in another language would.
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
    BUNDLED_PREFIX,
    EXPORT_FORMAT,
    _bundled,
    bundled_schema_text,
    export_json,
    export_variant,
    load_bundled_schema,
    load_resolved_schema,
    resolved_schema_text,
)
from belote_spec.loader import load_variant, thaw
from belote_spec.schema import load_schema, resolved_validator

from .conftest import ROOT, SPECS, sweep
from .skips import missing

SCHEMA_DIR = ROOT / "belote_spec" / "schema"
JS_DIR = Path(__file__).resolve().parent / "js"


@cache
def _exports() -> dict[str, dict[str, Any]]:
    return {spec: export_variant(spec) for spec in SPECS}


@pytest.fixture(scope="module")
def exports() -> dict[str, dict[str, Any]]:
    return _exports()


@cache
def _validator() -> Draft202012Validator:
    """``resolved.schema.json``, its ``$ref`` to the variant schema resolved by a registry."""
    schema = load_resolved_schema()
    Draft202012Validator.check_schema(schema)
    variant_schema = load_schema()
    registry: Registry[Any] = Registry().with_resource(
        variant_schema["$id"], Resource.from_contents(variant_schema)
    )
    return Draft202012Validator(
        schema, registry=registry, format_checker=Draft202012Validator.FORMAT_CHECKER
    )


@cache
def _bundled_validator() -> Draft202012Validator:
    """The schema ``export --schema`` prints, alone: no registry, nothing else to find."""
    schema = load_bundled_schema()
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)


VALIDATORS = {"two files": _validator, "bundled": _bundled_validator}


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


@pytest.mark.parametrize("spec", sweep(SPECS))
def test_every_export_validates_against_the_resolved_schema(
    spec: str, exports: dict[str, dict[str, Any]]
) -> None:
    doc = exports[spec]
    for name, validator in VALIDATORS.items():
        errors = [f"{list(e.absolute_path)}: {e.message}" for e in validator().iter_errors(doc)]
        assert errors == [], name
    assert doc["format"] == EXPORT_FORMAT == "belote-spec/resolved-variant"
    assert doc["version"] == 1
    assert doc["belote_spec"] == __version__
    assert doc["variant"]["id"] == spec
    # the rules are resolved: every rule stated, as the merged variant's validator demands
    resolved = {"title": doc["variant"]["title"], "rules": doc["rules"]}
    assert [e.message for e in resolved_validator().iter_errors(resolved)] == []


@pytest.mark.parametrize("which", sorted(VALIDATORS))
def test_the_schema_refuses_what_breaks_the_contract(
    which: str, exports: dict[str, dict[str, Any]]
) -> None:
    validator = VALIDATORS[which]()
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
    # deep in the rules, where the bundled schema uses the variant schema's definitions
    assert not validator.is_valid(broken(lambda d: d["rules"]["scoring"].update(extra=1)))
    assert not validator.is_valid(broken(lambda d: d["rules"]["game_end"].update(target=-5)))


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


def test_export_schema_prints_the_bundled_schema(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["export", "--schema"]) == 0
    out = capsys.readouterr().out
    assert out == bundled_schema_text()
    assert json.loads(out) == load_bundled_schema()


def _walk(node: Any, path: str = "") -> list[tuple[str, str, Any]]:
    """Every ``(path, key, value)`` of every object in ``node``."""
    if isinstance(node, list):
        return [found for i, item in enumerate(node) for found in _walk(item, f"{path}/{i}")]
    if not isinstance(node, dict):
        return []
    found = []
    for key, value in node.items():
        found.append((path, key, value))
        found += _walk(value, f"{path}/{key}")
    return found


def _pointer(document: Any, ref: str) -> Any:
    """What a ``#/...`` JSON pointer names in ``document`` (KeyError when nothing)."""
    node = document
    for token in ref.removeprefix("#/").split("/"):
        node = node[token.replace("~1", "/").replace("~0", "~")]
    return node


def test_the_bundled_schema_is_self_contained() -> None:
    bundle = load_bundled_schema()
    resolved, variant = load_resolved_schema(), load_schema()
    refs = [(path, value) for path, key, value in _walk(bundle) if key == "$ref"]
    assert len(refs) > 30
    for path, ref in refs:
        assert ref.startswith("#/$defs/"), (path, ref)
        assert isinstance(_pointer(bundle, ref), dict), (path, ref)
    assert [f"{path}/{key}" for path, key, _v in _walk(bundle) if key.startswith("x-")] == []
    assert bundle["properties"]["rules"]["$ref"] == f"#/$defs/{BUNDLED_PREFIX}rules"
    # the same schema: its address, its own definitions, and those of the variant schema it uses
    assert (bundle["$schema"], bundle["$id"]) == (resolved["$schema"], resolved["$id"])
    assert bundle["properties"].keys() == resolved["properties"].keys()
    copied = {k.removeprefix(BUNDLED_PREFIX) for k in bundle["$defs"] if k not in resolved["$defs"]}
    assert set(bundle["$defs"]) == set(resolved["$defs"]) | {BUNDLED_PREFIX + k for k in copied}
    assert "rules" in copied
    assert copied <= set(variant["$defs"])
    used = {ref.removeprefix("#/$defs/").split("/")[0] for _path, ref in refs}
    assert {BUNDLED_PREFIX + k for k in copied} <= used  # nothing copied that is not used
    variant_rules = bundle["$defs"][f"{BUNDLED_PREFIX}rules"]
    assert variant_rules["properties"].keys() == variant["$defs"]["rules"]["properties"].keys()
    assert f"x-schema-version {resolved['x-schema-version']}" in bundle["$comment"]


def test_the_bundled_schema_is_stable(tmp_path: Path) -> None:
    text = bundled_schema_text()
    # keys sorted at every level, indented by 2, one newline at the end
    assert text == json.dumps(json.loads(text), indent=2, ensure_ascii=False, sort_keys=True) + "\n"
    done = subprocess.run(
        [sys.executable, "-m", "belote_spec.cli", "export", "--schema"],
        capture_output=True,
        cwd=tmp_path,
        timeout=60,
        check=True,
    )
    assert done.stdout == text.encode("utf-8")


def test_export_format_is_json_only(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["export", "classic", "--format", "yaml"])
    assert exc.value.code == 2
    assert "invalid choice" in capsys.readouterr().err


# --------------------------------------------------------------------------- Node.js (ajv)

CLI_PAGE = ROOT / "docs" / "reference" / "cli.rst"


def documented_javascript() -> str:
    """The JavaScript block of the CLI reference's « Valider un export en JavaScript »."""
    text = CLI_PAGE.read_text(encoding="utf-8")
    section = text[text.index(".. _cli-export-javascript:") :]
    block = section[section.index(".. code-block:: javascript\n") :].splitlines()[1:]
    lines: list[str] = []
    for line in block:
        if line and not line.startswith("   "):
            break  # the end of the block's indented body
        lines.append(line.removeprefix("   "))
    return "\n".join(lines).strip() + "\n"


def test_the_documented_javascript_is_five_lines_of_ajv() -> None:
    code = documented_javascript()
    assert len(code.splitlines()) == 5, code  # the page says « ces cinq lignes »
    assert "ces cinq lignes" in CLI_PAGE.read_text(encoding="utf-8")
    assert code.startswith('import Ajv2020 from "ajv/dist/2020.js";\n')
    assert 'read("resolved.schema.json")' in code
    assert "strict" not in code  # ajv's strict mode stays on


@pytest.fixture(scope="session")
def node() -> str:
    """The ``node`` program, with ajv (``tests/js/package-lock.json``) already installed in
    ``tests/js/node_modules`` by ``npm ci --prefix tests/js``, which ``.ci/run`` does: the tests
    never install anything. Skipped, with the reason, when node or those packages are
    missing."""
    found = shutil.which("node")
    if found is None:
        pytest.skip(missing("node", "not on PATH; the JavaScript check of the exports needs it"))
    if not (JS_DIR / "node_modules" / "ajv" / "package.json").is_file():
        pytest.skip(
            missing(
                "node",
                "tests/js has no node_modules/ajv: run `npm ci --prefix tests/js` (as .ci/run "
                "does) to enable the JavaScript check of the exports",
            )
        )
    return found


def test_the_documented_javascript_validates_every_export(
    node: str,
    tmp_path: Path,
    exports: dict[str, dict[str, Any]],
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The page's five lines, run as the page says: ``validate.mjs`` beside the schema that
    ``belote-spec export --schema`` printed, ajv found in ``node_modules`` (tests/js's,
    locked), the exports given on the command line."""
    (tmp_path / "validate.mjs").write_text(documented_javascript(), encoding="utf-8")
    (tmp_path / "node_modules").symlink_to(JS_DIR / "node_modules", target_is_directory=True)
    assert main(["export", "--schema"]) == 0
    (tmp_path / "resolved.schema.json").write_text(capsys.readouterr().out, encoding="utf-8")
    files = []
    for spec, doc in exports.items():
        files.append(f"{spec}.json")
        (tmp_path / files[-1]).write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")

    # the check does check: two broken exports, refused with where and why
    bad_rule = json.loads(json.dumps(exports["classic"]))
    bad_rule["rules"]["play"]["undertrump"] = "sometimes"
    (tmp_path / "bad-rule.json").write_text(json.dumps(bad_rule), encoding="utf-8")
    local_path = json.loads(json.dumps(exports["club"]))
    local_path["variant"]["files"] = ["/home/me/club.yaml"]
    (tmp_path / "local-path.json").write_text(json.dumps(local_path), encoding="utf-8")

    done = subprocess.run(
        [node, "validate.mjs", *files, "bad-rule.json", "local-path.json"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""  # ajv compiled the schema in strict mode, without a warning
    out = done.stdout
    valid = [line for line in out.splitlines() if line.endswith(" valid")]
    assert valid == [f"{name} valid" for name in files]
    assert len(valid) == len(SPECS)
    rule_errors = out[out.index("\nbad-rule.json [") : out.index("\nlocal-path.json [")]
    assert "instancePath: '/rules/play/undertrump'" in rule_errors
    assert "must be equal to one of the allowed values" in rule_errors
    path_errors = out[out.index("\nlocal-path.json [") :]
    assert "instancePath: '/variant'" in path_errors
    assert "additionalProperty: 'files'" in path_errors


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


def test_a_rule_its_file_does_not_cite_leaves_every_other_citation(write: Any) -> None:
    """A club's file sets the dix de der (the fifth rule of the tree) without a citation: its
    export cites every other rule as classic's does (every rule of classic is cited), and not
    that one, whose value is the club's own."""
    path = write(
        "dix-20.yaml", "name: dix-20\ntitle: Dix de der à 20\nextends: classic\n"
        "rules:\n  deck:\n    dix_de_der: 20\n",
    )
    doc = export_variant(load_variant(path))
    classic = export_variant("classic")
    assert doc["rules"]["deck"]["dix_de_der"] == 20
    assert "deck.dix_de_der" in classic["provenance"]
    assert set(doc["provenance"]) == set(classic["provenance"]) - {"deck.dix_de_der"}


def test_a_subschema_in_a_list_is_bundled_as_the_others() -> None:
    """Inside anyOf, oneOf, allOf and prefixItems too, each $ref is rewritten and the x-*
    keywords are left out; other values are copied as they are."""
    schema = {
        "anyOf": [{"$ref": "a"}, {"type": "integer", "x-rule": "deck.cards"}],
        "oneOf": [{"$ref": "b"}],
        "prefixItems": [{"enum": [1, 2], "x-choice": True}],
        "x-schema-version": 3,
    }
    bundled = _bundled(schema, lambda ref: f"#/$defs/{ref}")
    assert bundled == {
        "anyOf": [{"$ref": "#/$defs/a"}, {"type": "integer"}],
        "oneOf": [{"$ref": "#/$defs/b"}],
        "prefixItems": [{"enum": [1, 2]}],
    }
