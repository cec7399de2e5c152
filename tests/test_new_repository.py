"""A club's own repository, end to end: ``belote-spec new`` writes it outside the project, its
scenarios run with plain ``pytest`` there (the package's step plugin), and a failing one says
why in French. Also the starter's refusals and ``coverage --variants``."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest

from belote_spec.cli import main

PLUGIN = "belote_spec.bdd.steps"

#: The club's rule: « on ne pisse pas », where classic says one must undertrump.
OWN_RULES = """\
rules:
  play:
    undertrump: waived

provenance:
  play.undertrump:
    source: reglement
    section: "Le jeu de la carte"
    note: "On ne pisse pas."
"""

SCENARIOS = """\
# language: fr
Fonctionnalité: La variante mon-club

  Scénario: Par son nom, la variante du dépôt : on ne pisse pas
    Soit la variante "mon-club"
    Alors la règle "play.undertrump" vaut waived

  Scénario: Par son chemin, il faut fournir
    Soit une donne de la variante "variants/mon-club.yaml" à l'atout cœur
    Et Nord a joué l'as de pique
    Quand Ouest doit jouer avec R♠ 7♦ V♥
    Alors les cartes jouables sont R♠

  Scénario: Faux exprès : le scénario croit qu'il faut pisser
    Soit la variante "mon-club"
    Alors la règle "play.undertrump" vaut required
"""


def _entry_point_active() -> bool:
    """Whether pytest loads the step plugin by itself (its ``pytest11`` entry point)."""
    if os.environ.get("PYTEST_DISABLE_PLUGIN_AUTOLOAD"):
        return False
    return any(ep.value == PLUGIN for ep in metadata.entry_points(group="pytest11"))


def _new(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(["new", *args])
    out, err = capsys.readouterr()
    return status, out, err


def test_a_new_repository_runs_its_french_scenarios_with_pytest(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    repo = tmp_path / "mon-club"
    status, out, err = _new(capsys, "mon-club", "--extends", "classic", "-o", str(repo))
    assert status == 0, err
    for name in ("variants/mon-club.yaml", "features/mon-club.feature", "pytest.ini"):
        assert (repo / name).is_file()
        assert f"wrote {repo / name}" in out
    variant = (repo / "variants/mon-club.yaml").read_text(encoding="utf-8")
    assert variant.startswith(
        # The starter's language is French by default (no --lang, no language in the
        # environment): the editor is pointed at the French schema.
        "# yaml-language-server: $schema=https://belote-spec.example/schema/variant.schema.fr.json"
    )
    assert "\nextends: classic\n" in variant
    assert "\nprovenance: {}\n" in variant
    assert "rules: {}\n" in variant

    # the club's rule, and three scenarios of its own (one wrong on purpose)
    head, _, _ = variant.partition("rules: {}\n")
    (repo / "variants/mon-club.yaml").write_text(head + OWN_RULES, encoding="utf-8")
    (repo / "features/mon-club.feature").write_text(SCENARIOS, encoding="utf-8")

    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:randomly"]
    if not _entry_point_active():
        # the package is installed without its entry points (an older editable install): the
        # plugin is named instead, which is what the entry point does
        command += ["-p", PLUGIN]
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    proc = subprocess.run(
        command, cwd=repo, env=env, capture_output=True, text=True, timeout=120, check=False
    )
    output = proc.stdout + proc.stderr
    assert proc.returncode == 1, output
    assert re.search(r"\b1 failed\b", output), output
    assert re.search(r"\b2 passed\b", output), output
    assert (
        "Dans la variante « mon-club », la règle « play.undertrump » vaut 'waived' et non "
        "'required' comme le dit le scénario." in output
    ), output
    # the failure is the maintainer's message, not a traceback of the step library
    assert "belote_spec/bdd/steps.py" not in output, output


def test_the_starter_scenario_passes_and_coverage_reads_the_repository(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    repo = tmp_path / "club"
    assert _new(capsys, "club-x", "-o", str(repo))[0] == 0
    feature = (repo / "features/club-x.feature").read_text(encoding="utf-8")
    assert 'Soit une donne de la variante "club-x"' in feature
    # coverage of the repository's own variant, not of the shipped ones
    status = main(
        ["coverage", "--variants", str(repo / "variants"), "--features", str(repo / "features")]
    )
    out, err = capsys.readouterr()
    assert status == 1  # the starter's one scenario names no rule: every value is a gap
    assert "used by club-x" in out
    assert "used by given variants, 0 covered" in out
    assert "classic" not in out  # the shipped variants are not what is measured
    assert "names no rule" in err


def test_new_never_overwrites_without_force(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    repo = tmp_path / "r"
    assert _new(capsys, "mine", "-o", str(repo))[0] == 0
    feature = repo / "features/mine.feature"
    feature.write_text("# mes scénarios\n", encoding="utf-8")
    status, out, err = _new(capsys, "mine", "-o", str(repo))
    assert status == 1
    assert err.strip().count("\n") == 0
    assert f"{feature} already exists" in err
    assert "--force" in err
    assert feature.read_text(encoding="utf-8") == "# mes scénarios\n"
    # the same starter again over an untouched one writes nothing and succeeds
    (repo / "features/mine.feature").unlink()
    assert _new(capsys, "mine", "-o", str(repo))[0] == 0
    status, out, _ = _new(capsys, "mine", "-o", str(repo))
    assert status == 0
    assert "already there, unchanged" in out
    feature.write_text("# mes scénarios\n", encoding="utf-8")
    status, out, _ = _new(capsys, "mine", "-o", str(repo), "--force")
    assert status == 0
    assert f"wrote {feature}" in out
    assert "Scénario:" in feature.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["Mon Club"], "NAME 'Mon Club': expected a variant name"),
        (["../evil"], "NAME '../evil': expected a variant name"),
        (["ok", "--extends", "nope"], "--extends 'nope': no such variant"),
        (["ok", "--extends", "../x"], "--extends '../x': expected a variant name"),
    ],
)
def test_new_refuses_a_bad_name_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], expected: str
) -> None:
    status, _, err = _new(capsys, *args, "-o", str(tmp_path / "r"))
    assert status == 2
    assert err.startswith("belote-spec new: ")
    assert expected in err
    assert err.strip().count("\n") == 0
    assert not (tmp_path / "r").exists()
