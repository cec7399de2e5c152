"""The belote-spec command line (variant commands)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from belote_spec.cli import build_parser, main
from belote_spec.schema import load_schema

from .conftest import ROOT, SHIPPED, VARIANTS


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_list_shows_variants_and_options(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run(capsys, "list")
    assert status == 0
    for name in SHIPPED:
        assert f"\n{name} — " in f"\n{out}"
    assert "+vache" in out
    assert "+sans-atout" in out
    assert "+tout-atout" in out
    assert "+arrondi" in out
    assert "base" not in out.split()


def test_list_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run(capsys, "list", "--json", "--all")
    data = json.loads(out)
    assert status == 0
    assert {d["name"] for d in data} >= {*SHIPPED, "base"}


@pytest.mark.slow
def test_validate_shipped_files(capsys: pytest.CaptureFixture[str]) -> None:
    """The shipped folder, validated as a folder: each of its files is found and checked with
    every combination of its options (validating the files named one by one is
    test_validate_reports_problems_and_fails)."""
    files = [str(p) for p in sorted(VARIANTS.glob("*.yaml"))]
    status, out, err = run(capsys, "validate", str(VARIANTS))
    assert status == 0, err
    assert out.count(": ok (") == len(files)
    for file in files:
        assert f"{file}: ok (" in out
    assert "club.yaml: ok (club, 5 options)" in out


def test_validate_reports_problems_and_fails(
    capsys: pytest.CaptureFixture[str], write: Any
) -> None:
    good = write("good.yaml", "title: Good\nextends: classic\n")
    bad = write("bad.yaml", "title: Bad\nextends: classic\nrules:\n  play: {undertrump: no}\n")
    status, out, err = run(capsys, "validate", str(good), str(bad))
    assert status == 1
    assert "good.yaml: ok" in out
    assert "bad.yaml:4:22: play.undertrump: 'no' is ambiguous" in err
    assert "Traceback" not in err


def test_validate_catches_a_broken_option(capsys: pytest.CaptureFixture[str], write: Any) -> None:
    path = write(
        "opt.yaml",
        "title: Opt\nextends: classic\noptions:\n  fast:\n    title: Fast\n"
        "    rules:\n      game_end: {target: 5}\n",
    )
    status, _out, err = run(capsys, "validate", str(path))
    assert status == 1
    assert "opt.yaml:7:26: options.fast.rules.game_end.target: 5 is out of range" in err


def test_validate_does_not_call_ok_a_variant_whose_plugin_is_missing(
    capsys: pytest.CaptureFixture[str], write: Any
) -> None:
    # `play` refuses a variant naming a plugin that is not installed; `validate` must too,
    # with the file, line and column of the entry, for the variant and for each option.
    path = write(
        "plug.yaml",
        "title: Plug\nextends: classic\nrules:\n  plugins:\n    - name: nope\n"
        "      params: {x: 1}\n",
    )
    status, out, err = run(capsys, "validate", str(path))
    assert status == 1
    assert ": ok" not in out
    assert "plug.yaml:5:7: plugins: no rule plugin named 'nope' is installed" in err
    assert "Traceback" not in err
    status, _out, err = run(capsys, "play", str(path), "--seed", "1")
    assert status != 0
    assert "plug.yaml:5:7: plugins: no rule plugin named 'nope'" in err


def test_show_prints_rules_with_sources(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run(capsys, "show", "club+vache")
    assert status == 0
    assert out.startswith("club+vache — ")
    line = next(x for x in out.splitlines() if x.startswith("play.undertrump "))
    assert "waived" in line
    assert "000 §" in line
    line = next(x for x in out.splitlines() if x.startswith("bidding.prise.vache "))
    assert "true" in line


def test_show_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run(capsys, "show", "bridgee", "--json")
    data = json.loads(out)
    assert status == 0
    assert data["rules"]["bidding"]["system"] == "auction"
    assert data["provenance"]["bidding.system"]["source"] == "004"


def test_show_unknown_variant_is_a_clean_error(capsys: pytest.CaptureFixture[str]) -> None:
    status, _out, err = run(capsys, "show", "clasic")
    assert status == 1
    assert "unknown variant 'clasic'" in err
    assert "did you mean 'classic'?" in err


def _diff_paths(out: str) -> dict[str, str]:
    rows = {}
    for line in out.splitlines():
        parts = line.split()
        if parts and "." in parts[0]:
            rows[parts[0]] = line
    return rows


def test_diff_classic_club_names_the_documented_differences(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _err = run(capsys, "diff", "classic", "club")
    assert status == 0
    rows = _diff_paths(out)
    # each difference named, with the source of each side
    for path in (
        "play.undertrump",  # 002 pisser / 000 on ne pisse pas
        "scoring.rounding.method",  # exact / nearest ten
        "scoring.capot.kind",  # 250 / dix de der 100 (252)
        "scoring.outcomes.dedans.defence.base",  # chute 162 / 160 + contract
        "scoring.outcomes.dedans.defence.contract",
        "annonces.card_reuse",  # carré and sequence / one annonce only
    ):
        assert path in rows, path
        assert "002 §" in rows[path]
        assert "000 §" in rows[path]
    # the optional bidding modes are club options
    assert "club+sans-atout" in out
    assert "bidding.modes.sans_atout" in out
    assert "club+tout-atout" in out
    assert "bidding.modes.tout_atout" in out


def test_diff_classic_bridgee(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run(capsys, "diff", "classic", "bridgee")
    assert status == 0
    rows = _diff_paths(out)
    for path in (
        "bidding.system",
        "annonces.enabled",
        "game_end.target",
        "scoring.outcomes.made.taker.contract",  # made: points / points + contract
        "scoring.contract.minimum",  # more than the defence / the bid, 80 needs 82
        "scoring.contract.beat_defence",
        "scoring.outcomes.dedans.defence.base",  # chute 162 / 160 + contract
        "scoring.outcomes.dedans.defence.contract",
        "scoring.outcomes.dedans.defence.multiply",  # contré: contract / contract and points
    ):
        assert path in rows, path
        assert "004 §" in rows[path]


def test_diff_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run(capsys, "diff", "classic", "club", "--json")
    data = json.loads(out)
    assert status == 0
    by_path = {r["path"]: r for r in data["rules"]}
    assert by_path["play.undertrump"]["a"] == "required"
    assert by_path["play.undertrump"]["b"] == "waived"
    assert {o["option"] for o in data["options"]} >= {"vache", "sans-atout", "tout-atout"}


def test_diff_lists_an_option_that_requires_another(
    capsys: pytest.CaptureFixture[str], write: Any
) -> None:
    # An option is compared with the options it requires (it cannot be loaded alone).
    path = write(
        "req.yaml",
        "title: Req\nextends: classic\noptions:\n"
        "  high:\n    title: High\n    rules:\n      game_end: {target: 2000}\n"
        "  higher:\n    title: Higher\n    requires: [high]\n"
        "    rules:\n      annonces: {enabled: false}\n",
    )
    status, out, err = run(capsys, "diff", str(path), "classic", "--json")
    assert status == 0, err
    options = {o["option"]: o for o in json.loads(out)["options"]}
    assert set(options) == {"high", "higher"}
    assert options["high"]["rules"] == ["game_end.target"]
    assert set(options["higher"]["rules"]) >= {"game_end.target", "annonces.enabled"}


def test_schema_command_prints_the_schema(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run(capsys, "schema")
    assert status == 0
    assert json.loads(out) == load_schema()


def test_no_command_prints_help(capsys: pytest.CaptureFixture[str]) -> None:
    status, _out, err = run(capsys)
    assert status == 2
    assert "usage:" in err


def test_every_command_has_help() -> None:
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    for name, command in sub.choices.items():  # type: ignore[union-attr]
        assert command.description or any(
            c.dest == name and c.help
            for c in sub._choices_actions  # type: ignore[union-attr]
        ), name


def test_console_script_runs_as_a_module() -> None:
    # the entry point, not validation (the in-process tests above): one file is enough
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "belote_spec",
            "validate",
            "-q",
            "--max-combinations=1",
            VARIANTS / "club.yaml",
        ],
        capture_output=True,
        text=True,
        cwd=Path(ROOT),
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == ""
