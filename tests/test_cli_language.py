"""The language of the command line (issue 12): ``--lang`` before or after any command, else
the environment (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else English messages
and a French game table and rulebook. Most tests run ``main`` in the test's process; the
acceptance of the issue (``LANG=fr_FR.UTF-8 belote-spec validate broken.yaml``) runs the
installed program."""

from __future__ import annotations

import argparse
import gettext
import itertools
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from belote_spec import i18n
from belote_spec.cli import ARGPARSE_MESSAGES, build_parser, main

from .conftest import ROOT

LOCALE = ROOT / "belote_spec" / "locale"

#: A variant file with one mistake, on line 6 (a value of play.undertrump that is not one).
BROKEN = """\
name: broken
extends: classic
title: Cassée
rules:
  play:
    undertrump: requird
"""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def translated_in_french(part: str) -> bool:
    """Whether the French catalog of ``part`` translates its messages yet (another part of
    the work: the loader's errors, the game table)."""
    with (LOCALE / "fr" / "LC_MESSAGES" / f"{part}.po").open("rb") as f:
        catalog = read_po(f)
    return any(m.id and m.string for m in catalog)


def program(*argv: str, lang: str | None) -> subprocess.CompletedProcess[str]:
    """``belote-spec ARGV`` run as a program, with ``LANG=lang`` (None: the tests' own
    environment, no language)."""
    env = dict(os.environ)
    if lang is not None:
        env["LANG"] = lang
    return subprocess.run(
        [sys.executable, "-m", "belote_spec", *argv],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
        check=False,
    )


# --- validate: the acceptance of issue 12 -----------------------------------------------


def test_validate_speaks_french_when_the_environment_does_and_english_with_lang_en(
    tmp_path: Path,
) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text(BROKEN, encoding="utf-8")
    missing = tmp_path / "missing.yaml"
    french = program("validate", str(broken), str(missing), lang="fr_FR.UTF-8")
    english = program("validate", str(broken), str(missing), "--lang", "en", lang="fr_FR.UTF-8")
    assert french.returncode == english.returncode == 1
    # the command line's own words
    assert f"belote-spec validate: {missing} : ce fichier ou dossier n'existe pas" in french.stderr
    assert f"belote-spec validate: {missing}: no such file or folder" in english.stderr
    # the loader's error: located the same way in both languages, in each language's words
    # once the loader's messages are translated (the part "errors")
    fr_error = next(line for line in french.stderr.splitlines() if line.startswith(str(broken)))
    en_error = next(line for line in english.stderr.splitlines() if line.startswith(str(broken)))
    assert fr_error.startswith(f"{broken}:6:17:")
    assert en_error.startswith(f"{broken}:6:17:")
    assert "play.undertrump" in fr_error
    assert "play.undertrump" in en_error
    assert "requird is not an allowed value" in en_error
    if translated_in_french("errors"):
        assert fr_error != en_error
        assert "is not an allowed value" not in fr_error


def test_no_language_anywhere_means_english_messages(tmp_path: Path) -> None:
    missing = tmp_path / "missing.yaml"
    done = program("validate", str(missing), lang=None)  # the tests run with LANG=C.UTF-8
    assert done.returncode == 1
    assert done.stderr == f"belote-spec validate: {missing}: no such file or folder\n"


def test_lang_is_taken_before_the_command_and_after_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    missing = str(tmp_path / "missing.yaml")
    for argv in (
        ["--lang", "fr", "validate", missing],
        ["validate", missing, "--lang", "fr"],
        ["validate", "--lang=fr", missing],
        ["validate", missing, "--lang", "fr_FR.UTF-8"],
    ):
        status, _out, err = run(capsys, *argv)
        assert status == 1, argv
        assert err == f"belote-spec validate: {missing} : ce fichier ou dossier n'existe pas\n"


def test_lang_wins_over_the_environment_and_the_environment_over_the_default(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    missing = str(tmp_path / "missing.yaml")
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert run(capsys, "validate", missing)[2].endswith(" : ce fichier ou dossier n'existe pas\n")
    assert run(capsys, "validate", missing, "--lang", "en")[2].endswith(
        ": no such file or folder\n"
    )
    monkeypatch.setenv("LC_ALL", "en_GB.UTF-8")  # LC_ALL before LANG, as in gettext
    assert run(capsys, "validate", missing)[2].endswith(": no such file or folder\n")


def test_every_command_takes_lang() -> None:
    for action in build_parser()._actions:
        if isinstance(action, argparse._SubParsersAction):
            commands = dict(action.choices)
    assert "rulebook" in commands
    for name, parser in commands.items():
        options = [o for a in parser._actions for o in a.option_strings]
        assert options.count("--lang") == 1, name


def test_the_language_is_chosen_for_the_command_only(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    before = argparse.__dict__["_"], argparse.__dict__["ngettext"]
    assert before == (gettext.gettext, gettext.ngettext)
    run(capsys, "validate", str(tmp_path / "missing.yaml"), "--lang", "fr")
    assert i18n.chosen_language() is None
    assert (argparse.__dict__["_"], argparse.__dict__["ngettext"]) == before
    # a program's own choice is kept when the command line is not given one
    with i18n.use_language("fr"):
        status, _out, err = run(capsys, "validate", str(tmp_path / "missing.yaml"))
        assert i18n.chosen_language() == "fr"
    assert status == 1
    assert "ce fichier ou dossier n'existe pas" in err


# --- an unknown language ------------------------------------------------------------------


@pytest.mark.parametrize(
    "argv",
    [
        ["validate", "x.yaml", "--lang", "xx"],
        ["--lang=klingon", "list"],
        ["--lang", "", "list"],
        ["rulebook", "classic", "-o", "out", "--lang", "de"],
    ],
)
def test_an_unknown_language_is_one_usage_error_listing_the_languages(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2
    assert out == ""
    assert len(err.splitlines()) == 1, err
    asked = argv[argv.index("--lang") + 1] if "--lang" in argv else argv[0].split("=", 1)[1]
    assert err == f"belote-spec: --lang: no language {asked!r}; expected one of fr, en\n"


def test_a_missing_language_is_argparse_s_error_in_the_environment_s_language(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    with pytest.raises(SystemExit) as exc:
        main(["list", "--lang"])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "belote-spec list : erreur : argument --lang : un argument était attendu" in err


# --- help and argparse's own words ----------------------------------------------------------


def test_help_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--lang", "fr", "--help"])
    assert exc.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("usage : belote-spec [-h] [--version] [--lang LANG] COMMAND ...")
    assert "Les règles de la belote en données" in out
    assert "afficher ce message d'aide et quitter" in out
    assert "lister les variantes et leurs options" in out
    with pytest.raises(SystemExit):
        main(["validate", "--help", "--lang", "fr"])
    out = capsys.readouterr().out
    assert "\narguments positionnels :\n" in out  # French spacing, argparse's colon
    assert "\noptions :\n" in out
    assert "n'afficher que les problèmes" in out
    assert "(32 par défaut ; 0 : toutes)" in out


def test_help_in_english_by_default(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["validate", "--help"])
    out = capsys.readouterr().out
    assert out.startswith("usage: belote-spec validate")
    assert "show this help message and exit" in out
    assert "print problems only" in out


def test_argparse_errors_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--lang", "fr", "validate"])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage : belote-spec validate")
    assert "belote-spec validate : erreur : les arguments suivants sont obligatoires : PATH" in err
    with pytest.raises(SystemExit):
        main(["play", "--bots", "malin", "--lang", "fr"])
    err = capsys.readouterr().err
    assert "argument --bots : choix invalide : 'malin' (choisir parmi 'heuristic', 'random')" in err


def test_argparse_s_messages_are_copied_exactly() -> None:
    """The table of argparse's words holds the messages of the running Python's argparse
    (another Python version may word them otherwise: then this fails, and the table and the
    catalogs are brought up to date)."""
    source = Path(argparse.__file__).read_text(encoding="utf-8")
    for message in ARGPARSE_MESSAGES:
        assert repr(message)[1:-1] in source or json.dumps(message)[1:-1] in source, message
    french = i18n.translator("fr")
    for message in ARGPARSE_MESSAGES:
        assert french._(message) != message or message == "options", message


# --- show -----------------------------------------------------------------------------------


def test_show_in_french_and_english(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run(capsys, "show", "classic", "--lang", "fr")
    assert status == 0
    assert "\nfichiers : " in out
    status, out, _err = run(capsys, "--lang", "en", "show", "classic")
    assert status == 0
    assert "\nfiles: " in out


def test_show_json_has_no_path_of_the_machine(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run(capsys, "show", "club+vache", "--json")
    assert status == 0
    data = json.loads(out)
    assert "files" not in data
    assert data["id"] == "club+vache"
    assert data["name"] == "club"
    assert data["chain"] == ["club", "base"]  # variants/club.yaml: extends: base
    assert str(ROOT) not in out
    assert not [text for text in strings(data) if Path(text).is_absolute()]


def strings(data: object) -> list[str]:
    """Every string in a JSON document, keys and values."""
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [s for k, v in data.items() for s in (*strings(k), *strings(v))]
    if isinstance(data, list):
        return [s for v in data for s in strings(v)]
    return []


# --- play -----------------------------------------------------------------------------------


def test_play_chooses_the_game_s_language(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import belote_spec.terminal.session

    seen: list[str] = []
    monkeypatch.setattr(
        belote_spec.terminal.session,
        "play_at_table",
        lambda *a, **k: seen.append(i18n.output_language()),
    )
    assert run(capsys, "play", "classic", "--seed", "1")[0] == 0
    assert run(capsys, "play", "classic", "--seed", "1", "--lang", "en")[0] == 0
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    assert run(capsys, "play", "classic", "--seed", "1")[0] == 0
    assert run(capsys, "--lang", "fr", "play", "classic", "--seed", "1")[0] == 0
    assert seen == ["fr", "en", "en", "fr"]


def test_a_watched_game_in_french_by_default_and_in_english_with_lang_en(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, french, _err = run(capsys, "play", "classic", "--seed", "1")
    assert status == 0
    assert "=== Donne 1 — donneur : Ouest ===" in french
    status, english, _err = run(capsys, "play", "classic", "--seed", "1", "--lang", "en")
    assert status == 0
    if translated_in_french("table"):  # the game table's texts are another part's work
        assert "Donne" not in english
        assert english != french


# --- rulebook -------------------------------------------------------------------------------


@pytest.mark.slow  # over half a second: CI runs it, `tools/check.py --fast` does not
def test_rulebook_in_the_environment_s_language_or_lang(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    status, out, _err = run(capsys, "rulebook", "classic", "-o", str(tmp_path / "en"))
    assert status == 0, _err
    assert out == f"rulebook of classic written to {tmp_path / 'en' / 'index.html'}\n"
    english = (tmp_path / "en" / "index.html").read_text(encoding="utf-8")
    status, out, _err = run(
        capsys, "rulebook", "classic", "-o", str(tmp_path / "fr"), "--lang", "fr"
    )
    assert status == 0, _err
    assert out == f"règle du jeu de classic écrite dans {tmp_path / 'fr' / 'index.html'}\n"
    french = (tmp_path / "fr" / "index.html").read_text(encoding="utf-8")
    assert '<html lang="en"' in english
    assert '<html lang="fr"' in french
    for heading in ("<h2>At a glance", "<h2>The cards", "<h2>The deal", "<h2>The play"):
        assert heading in english
        assert heading not in french
    for heading in ("<h2>En bref", "<h2>Les cartes", "<h2>La donne", "<h2>Le jeu de la carte"):
        assert heading in french
        assert heading not in english


# --- coverage and simulate --------------------------------------------------------------------


def test_coverage_in_french_and_its_gaps_only_in_any_language(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    (tmp_path / "x.feature").write_text(
        "# language: fr\nFonctionnalité: x\n  Scénario: s\n"
        '    Soit la variante "classic"\n    Et la règle "play.undertrump" vaut required\n',
        encoding="utf-8",
    )
    features = ["coverage", "--features", str(tmp_path)]
    assert main([*features, "--lang", "fr"]) == 1
    french = capsys.readouterr().out
    assert 'ok     "required"  (1 scénarios ; utilisée par ' in french
    assert 'MANQUE "waived"  (0 scénarios ; utilisée par ' in french
    assert "GAP" not in french
    assert french.splitlines()[-1].startswith("1 scénarios ; ")
    assert main([*features, "--gaps-only"]) == 1
    english = capsys.readouterr().out.splitlines()
    assert main([*features, "--gaps-only", "--lang", "fr"]) == 1
    french_gaps = capsys.readouterr().out.splitlines()
    # the same lines kept in both languages: the rule paths with a gap, their gaps, the total
    assert len(english) == len(french_gaps)
    assert "play.undertrump" in english
    assert "play.undertrump" in french_gaps
    assert all(line.startswith("  GAP ") for line in english if line.startswith("  "))
    assert all(line.startswith("  MANQUE ") for line in french_gaps if line.startswith("  "))
    at = english.index("play.undertrump")
    gaps = list(itertools.takewhile(lambda line: line.startswith("  "), english[at + 1 :]))
    # "required" is covered: left out; "waived" (and "forbidden", Klaverjas' Amsterdam option)
    # have no scenario in this folder
    assert any(line.startswith('  GAP "waived"') for line in gaps)
    assert not any('"required"' in line for line in gaps)


def test_simulate_reports_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["simulate", "classic", "--deals", "400", "--quiet", "--lang", "fr"])
    out, err = capsys.readouterr()
    assert status == 0, err
    assert out.startswith("classic : 400 donnes aléatoires (")
    lines = {line.split("  ")[0]: line for line in out.splitlines()}
    assert lines["statistique"].split() == [
        "statistique",
        "estimation",
        "intervalle",
        "à",
        "95",
        "%",
        "cas",
    ]
    assert "%  [" in lines["réussite du preneur"]
    assert "n.d." in lines["réussite du preneur contré"]
    assert "score de Wilson" in out
    assert "taker success" not in out
    with pytest.raises(SystemExit):
        main(["simulate", "classic", "--deals", "-1", "--lang", "fr"])
    err = capsys.readouterr().err
    assert "argument --deals : un nombre entier était attendu (chiffres 0-9) ; reçu '-1'" in err


def test_schema_in_french_only_when_asked(capsys: pytest.CaptureFixture[str]) -> None:
    """`schema` prints the English source unless --lang names another language: then the
    shipped schema of that language (the environment alone does not change a file tools
    read)."""
    import json

    from belote_spec import cli
    from belote_spec.schema import load_schema

    assert cli.main(["schema"]) == 0
    english = json.loads(capsys.readouterr().out)
    assert english == load_schema()
    assert cli.main(["schema", "--lang", "fr"]) == 0
    french = json.loads(capsys.readouterr().out)
    assert french["$id"].endswith("/variant.schema.fr.json")
    assert french["properties"].keys() == english["properties"].keys()
    assert french["title"] != english["title"] or french["description"] != english.get(
        "description"
    )
