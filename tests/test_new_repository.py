"""A club's own repository, end to end: ``belote-spec new`` writes it outside the project, its
scenarios run with plain ``pytest`` there (the package's step plugin), and a failing one says
why in French. Also the starter's refusals and ``coverage --variants``."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tomllib
from importlib import metadata
from pathlib import Path

import pytest

from belote_spec import load_variant
from belote_spec.cli import main

from .conftest import ROOT

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


@pytest.mark.slow
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
    # The starter's language is French by default (no --lang, no language in the environment):
    # the editor is pointed at the French schema, written beside the variant.
    assert variant.startswith("# yaml-language-server: $schema=variant.schema.fr.json\n")
    assert (repo / "variants/variant.schema.fr.json").is_file()
    assert "\nextends: classic\n" in variant

    # the club's rule: the starter's commented example, uncommented as it stands
    (repo / "variants/mon-club.yaml").write_text(uncommented(variant), encoding="utf-8")
    loaded = load_variant(repo / "variants/mon-club.yaml")
    assert loaded.rule("play.undertrump") == "waived"
    cite = loaded.citation("play.undertrump")
    assert cite is not None
    assert (cite.source, cite.declared_in) == ("reglement", "mon-club")
    # and three scenarios of its own (one wrong on purpose)
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
    assert "belote_spec/bdd/" not in output, output


def uncommented(variant: str) -> str:
    """The starter's variant with its commented example of a rule and its citation made
    real, as a maintainer does: the ``# `` taken off each line of the example block."""
    lines = variant.splitlines()
    start = lines.index("# rules:")
    out = lines[:start]
    for line in lines[start:]:
        assert line == "#" or line.startswith("# "), line
        out.append(line[2:])
    return "\n".join(out) + "\n"


def test_the_starter_scenario_passes_and_coverage_reads_the_repository(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    repo = tmp_path / "club"
    assert _new(capsys, "club-x", "-o", str(repo))[0] == 0
    feature = (repo / "features/club-x.feature").read_text(encoding="utf-8")
    assert 'Soit une donne de la variante "club-x"' in feature
    # coverage of the repository's own variant, not of the shipped ones: the starter sets no
    # rule of its own, so there is nothing to cover, and its scenario names the rule it checks
    status = main(
        ["coverage", "--variants", str(repo / "variants"), "--features", str(repo / "features")]
    )
    out, err = capsys.readouterr()
    assert status == 0, out + err
    assert "0 rule values set by the given variants' own files, 0 covered, 0 gaps" in out
    assert 'ok  "required"  (1 scenarios; inherited by club-x from base)' in out
    assert "GAP" not in out
    assert "names no rule" not in err

    # the starter's example made real: its rule is the club's own, a gap until a scenario
    # names it, covered once one does
    variant = repo / "variants/club-x.yaml"
    variant.write_text(uncommented(variant.read_text(encoding="utf-8")), encoding="utf-8")
    args = ["coverage", "--variants", str(repo / "variants"), "--features", str(repo / "features")]
    assert main(args) == 1
    out = capsys.readouterr().out
    assert "play.undertrump\n  GAP \"waived\"  (0 scenarios; used by club-x)" in out
    assert "1 rule values set by the given variants' own files, 0 covered, 1 gaps" in out
    (repo / "features/club-x.feature").write_text(
        feature
        + """
  Scénario: On ne pisse pas : sans pouvoir surcouper, on peut se défausser
    Soit une donne de la variante "club-x" à l'atout cœur
    Et la règle "play.undertrump" vaut waived
    Et Nord a joué l'as de pique
    Et Ouest a joué le 9 de cœur
    Quand Sud doit jouer avec 8♥ V♦
    Alors les cartes jouables sont 8♥ V♦
""",
        encoding="utf-8",
    )
    assert main(args) == 0
    out = capsys.readouterr().out
    assert 'play.undertrump\n  ok  "waived"  (1 scenarios; used by club-x)' in out


def test_keys_under_an_emptied_rules_key_get_a_hint(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The mistake the old starter invited: keys written under ``rules: {}``. The YAML error
    says where, and what to do."""
    repo = tmp_path / "club"
    assert _new(capsys, "club-y", "-o", str(repo))[0] == 0
    variant = repo / "variants/club-y.yaml"
    text = variant.read_text(encoding="utf-8").replace(
        "\n# rules:\n#   play:\n", "\nrules: {}\n  play:\n"
    ).replace("\n#     undertrump: waived\n", "\n    undertrump: waived\n")
    variant.write_text(text, encoding="utf-8")
    line = text.splitlines().index("  play:") + 1
    assert main(["validate", str(variant)]) == 1
    err = capsys.readouterr().err
    assert f"club-y.yaml:{line}:3: YAML syntax error" in err
    assert "expected 'rules:' alone on its line, without '{}', to write keys under it" in err
    assert "Traceback" not in err


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


# ----------------------------------------------------------------- what the starter writes


def test_new_never_writes_through_a_linked_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    repo = tmp_path / "r"
    repo.mkdir()
    (repo / "features").symlink_to(outside, target_is_directory=True)
    for extra in ([], ["--force"]):
        status, _out, err = _new(capsys, "mine", "-o", str(repo), *extra)
        assert status == 1
        assert f"{repo / 'features'}: a link to a folder is in the way; nothing written" in err
        assert list(outside.iterdir()) == []
        assert not (repo / "variants").exists()


def test_new_never_reads_nor_replaces_what_is_not_a_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A FIFO where the starter's feature goes: never opened for reading (it would hang), never
    replaced, even with --force."""
    repo = tmp_path / "r"
    (repo / "features").mkdir(parents=True)
    fifo = repo / "features" / "mine.feature"
    os.mkfifo(fifo)
    status, _, err = _new(capsys, "mine", "-o", str(repo))
    assert status == 1
    assert "already exists; nothing written" in err
    status, _, err = _new(capsys, "mine", "-o", str(repo), "--force")
    assert status == 1
    assert f"{fifo}: not a regular file; it is never replaced, even with --force" in err
    assert fifo.is_fifo()
    assert not (repo / "variants").exists()


def test_the_next_steps_work_in_this_environment(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The line after the starter names this interpreter, and the packages of the bdd extra
    only when they are missing (belote-spec is not on PyPI: ``pip install
    "belote-spec[bdd]"`` would fail)."""
    from belote_spec import extras

    status, out, _ = _new(capsys, "mine", "-o", str(tmp_path / "a"))
    assert status == 0
    last = out.strip().splitlines()[-1]
    assert last.startswith(
        f"next: cd {tmp_path / 'a'} && {sys.executable} -m pytest "
        "--belote-coverage=.belote-coverage.json; "
    )
    assert "pip install" not in last
    monkeypatch.setattr(extras, "missing_modules", lambda *names: list(names))
    status, out, _ = _new(capsys, "mine", "-o", str(tmp_path / "b"))
    last = out.strip().splitlines()[-1]
    assert f"{sys.executable} -m pip install " in last
    for requirement in extras.extra_requirements("bdd"):
        assert f"'{requirement}'" in last
    assert "belote-spec[bdd]" not in last


def test_the_bdd_extra_is_what_pyproject_says() -> None:
    from belote_spec.extras import extra_requirements

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    expected = sorted(project["optional-dependencies"]["bdd"])
    assert sorted(extra_requirements("bdd")) == expected
    assert extra_requirements("no-such-extra") == []


# ------------------------------------------------------------------------- schema --write


def _schema_text(lang: str) -> str:
    from belote_spec.schema import localized_schema_text, schema_text

    return schema_text() if lang == "en" else localized_schema_text(lang)


def test_schema_write_writes_then_refreshes_the_editor_s_schema(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fr = tmp_path / "variant.schema.fr.json"
    en = tmp_path / "variant.schema.json"
    # a folder without a schema: the starter's language (French unless chosen)
    assert main(["schema", "--write", str(tmp_path)]) == 0
    assert capsys.readouterr().out == f"wrote {fr}\n"
    assert fr.read_text(encoding="utf-8") == _schema_text("fr")
    assert not en.exists()
    # again: up to date, nothing written
    mtime = fr.stat().st_mtime_ns
    assert main(["schema", "--write", str(tmp_path)]) == 0
    assert capsys.readouterr().out == f"{fr}: up to date\n"
    assert fr.stat().st_mtime_ns == mtime
    # an older belote-spec schema (another $id-compatible text) is refreshed
    old = json.loads(fr.read_text(encoding="utf-8"))
    old["description"] = "an older release"
    fr.write_text(json.dumps(old), encoding="utf-8")
    assert main(["schema", "--write", str(tmp_path)]) == 0
    assert fr.read_text(encoding="utf-8") == _schema_text("fr")
    # --lang writes that language, beside
    assert main(["schema", "--write", str(tmp_path), "--lang", "en"]) == 0
    assert en.read_text(encoding="utf-8") == _schema_text("en")
    capsys.readouterr()
    # then a refresh without --lang covers both
    en.write_text(json.dumps({**json.loads(_schema_text("en")), "title": "old"}), "utf-8")
    assert main(["schema", "--write", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert f"wrote {en}" in out
    assert f"{fr}: up to date" in out


def test_schema_write_never_replaces_a_file_that_is_not_its_schema(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mine = tmp_path / "variant.schema.json"
    mine.write_text('{"$id": "https://example.org/mine.json"}', encoding="utf-8")
    assert main(["schema", "--write", str(tmp_path), "--lang", "en"]) == 1
    err = capsys.readouterr().err
    assert f"{mine} is not a belote-spec schema; it is not replaced (use --force)" in err
    assert mine.read_text(encoding="utf-8") == '{"$id": "https://example.org/mine.json"}'
    assert main(["schema", "--write", str(tmp_path), "--lang", "en", "--force"]) == 0
    assert mine.read_text(encoding="utf-8") == _schema_text("en")
    # a link or a FIFO of that name is never replaced, --force or not
    fr = tmp_path / "variant.schema.fr.json"
    target = tmp_path / "elsewhere.json"
    target.write_text("{}", encoding="utf-8")
    fr.symlink_to(target)
    assert main(["schema", "--write", str(tmp_path), "--lang", "fr", "--force"]) == 1
    # (--lang is the language of the messages too)
    assert "ce n'est pas un fichier ordinaire ; il n'est pas remplacé" in capsys.readouterr().err
    assert target.read_text(encoding="utf-8") == "{}"
    assert main(["schema", "--write", str(tmp_path / "nope")]) == 2
    assert "not a folder" in capsys.readouterr().err
