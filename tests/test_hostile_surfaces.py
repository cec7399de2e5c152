"""Hostile input on the surfaces of issue 24, one test per defect: each failed before its fix.

The catalogs' placeholders are in ``tests/test_i18n.py``; what a file or a record can do to
the terminal, the records and the programs that read them is here."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from belote_spec.cli import main
from belote_spec.engine.game import Game, ReplayError
from belote_spec.loader import load_variant


def _variant(folder: Path, title: str) -> Path:
    path = folder / "hostile.yaml"
    path.write_text(
        f"name: hostile\ntitle: {json.dumps(title)}\nextends: classic\n", encoding="utf-8"
    )
    return path


def test_the_table_escapes_a_right_to_left_override(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A title holding U+202E (right-to-left override) reversed the rest of the terminal's
    line; the table prints it escaped, as other control characters are."""
    path = _variant(tmp_path, "Evil \u202e title \u2066x\u2069")
    assert main(["play", str(path), "--seed", "1", "--target", "500"]) == 0
    out = capsys.readouterr().out
    assert not any(ch in out for ch in "\u202e\u2066\u2069")
    assert "Evil \\u202e title \\u2066x\\u2069 (hostile)" in out


def test_a_record_of_the_abstract_base_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``base`` only serves as a parent: no game is played with it, so no record of it
    replays (``replay`` said ok)."""
    record = json.loads(load_variant("classic").compile().new_game(seed=3).to_json())
    record["variant"] = "base"
    with pytest.raises(ReplayError, match="base is an abstract variant"):
        Game.from_json(record)
    path = tmp_path / "base.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(path)]) == 1
    captured = capsys.readouterr()
    assert "abstract variant" in captured.err
    assert "ok" not in captured.out


@pytest.mark.parametrize("command", [["validate", "maison"], ["show", "maison"], ["list"]])
def test_a_hidden_variant_is_warned_once_per_command(
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    command: list[str],
) -> None:
    """Two installed packages offering ``maison``: the warning was printed two to four times
    per command (each lookup of a name lists the folders again); it is said once."""
    from .test_hostile_variants import MAISON, _package_with, _variant_packages

    first = _package_with(tmp_path / "a", MAISON)
    second = _package_with(tmp_path / "b", MAISON.replace("Maison", "Autre maison"))
    _variant_packages(monkeypatch, tmp_path, {"pkg_a": first, "pkg_b": second})
    main(command)
    err = capsys.readouterr().err
    assert err.count("is hidden by") == 1, err
    assert "warning:" in err
