"""Validation errors in the language of messages (issue 12): French when asked for, English
otherwise, with the same place (file:line:column) and rule path either way."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from belote_spec.engine.game import Game, ReplayError
from belote_spec.errors import Problem, VariantError
from belote_spec.i18n import use_language
from belote_spec.loader import load_variant
from belote_spec.pluginmanager import check_params

from .conftest import ROOT

#: Four problems the schema finds, each at a place written below: a value not in an enum
#: (line 5, the value after "method: "), a text where a whole number goes (line 7), a
#: misspelled key (line 9) and an option without its required title (line 11, the option).
BROKEN = """\
name: broken-lang
extends: classic
rules:
  scoring:
    rounding: {method: sometimes, half: up}
  game_end:
    target: lots
  annonces:
    tie_brake: [longer]
options:
  extra:
    rules:
      annonces: {enabled: false}
"""

#: A line indented by three spaces under a mapping indented by two: YAML syntax error at
#: line 6, column 4.
SYNTAX = "title: Cassée\nextends: classic\nrules:\n  game_end:\n    target: 1000\n   bad: [1\n"


def _problems(path: Path, lang: str | None) -> list[Problem]:
    with use_language(lang), pytest.raises(VariantError) as info:
        load_variant(path)
    return list(info.value.problems)


def _by_path(problems: list[Problem]) -> dict[str, Problem]:
    return {p.path: p for p in problems}


@pytest.fixture
def broken(tmp_path: Path) -> Path:
    path = tmp_path / "broken-lang.yaml"
    path.write_text(BROKEN, encoding="utf-8")
    return path


@pytest.fixture
def syntax(tmp_path: Path) -> Path:
    path = tmp_path / "syntax-lang.yaml"
    path.write_text(SYNTAX, encoding="utf-8")
    return path


def test_schema_problems_in_english_by_default(broken: Path) -> None:
    found = _by_path(_problems(broken, None))
    enum = found["scoring.rounding.method"]
    assert (enum.line, enum.column) == (5, 24)
    assert enum.message == "sometimes is not an allowed value"
    assert enum.expected == "one of none, each_team, complement, split"
    kind = found["game_end.target"]
    assert (kind.line, kind.column) == (7, 13)
    assert kind.message == "got a text (lots)"
    assert kind.expected == "a whole number from 100 to 10000"
    key = found["annonces.tie_brake"]
    assert (key.line, key.column) == (9, 5)
    assert key.message == "unknown key 'tie_brake'"
    assert key.hint == "did you mean 'tie_break'?"
    missing = found["options.extra"]
    assert missing.line == 11
    assert missing.message == "missing required key 'title'"
    assert str(enum).endswith(
        ":5:24: scoring.rounding.method: sometimes is not an allowed value; "
        "expected one of none, each_team, complement, split"
    )
    assert str(key).endswith("(did you mean 'tie_break'?)")


def test_schema_problems_in_french_keep_places_and_rule_paths(broken: Path) -> None:
    english = _problems(broken, None)
    french = _problems(broken, "fr")
    assert [(p.file, p.line, p.column, p.path) for p in french] == [
        (p.file, p.line, p.column, p.path) for p in english
    ]
    found = _by_path(french)
    enum = found["scoring.rounding.method"]
    assert enum.message == "sometimes n'est pas une valeur permise"
    assert enum.expected == "l'une des valeurs none, each_team, complement, split"
    assert str(enum).endswith(
        ":5:24: scoring.rounding.method: sometimes n'est pas une valeur permise ; "
        "attendu : l'une des valeurs none, each_team, complement, split"
    )
    kind = found["game_end.target"]
    assert kind.message == "reçu : un texte (lots)"
    assert kind.expected == "un nombre entier de 100 à 10000"
    key = found["annonces.tie_brake"]
    assert key.message == "clé inconnue 'tie_brake'"
    assert key.expected is not None
    assert key.expected.startswith("l'une des clés enabled, ")
    assert key.hint == "vouliez-vous dire 'tie_break' ?"
    assert str(key).endswith("(vouliez-vous dire 'tie_break' ?)")
    assert found["options.extra"].message == "clé obligatoire manquante : 'title'"
    # nothing English is left in the French problems
    for problem in french:
        text = str(problem)
        for word in ("expected", "did you mean", "unknown", "missing", "allowed", " got "):
            assert word not in text, text


def test_a_file_read_in_one_language_is_reported_again_in_the_other(broken: Path) -> None:
    """Files read once are kept (validate loads each option combination): the problems of a
    kept file are in the language they were found in, so the language is part of the key."""
    first = _by_path(_problems(broken, "en"))["game_end.target"].message
    second = _by_path(_problems(broken, "fr"))["game_end.target"].message
    third = _by_path(_problems(broken, "en"))["game_end.target"].message
    assert (first, second, third) == (
        "got a text (lots)",
        "reçu : un texte (lots)",
        "got a text (lots)",
    )


def test_yaml_syntax_error_in_french_at_the_same_place(syntax: Path) -> None:
    (english,) = _problems(syntax, None)
    (french,) = _problems(syntax, "fr")
    assert (english.line, english.column, english.path) == (6, 4, "")
    assert (french.line, french.column, french.path) == (6, 4, "")
    assert english.message == "YAML syntax error: did not find expected key"
    assert english.expected == "valid YAML (while parsing a block mapping)"
    assert french.message == "erreur de syntaxe YAML : clé attendue"
    assert french.expected == "du YAML valide (en lisant un dictionnaire en bloc)"


def test_a_problem_prints_whole_in_the_language_it_was_found_in(broken: Path) -> None:
    """The words that join a problem's parts ("; expected") and the count of a VariantError
    follow the language the problems were found in, wherever they are printed."""
    with pytest.raises(VariantError) as english:
        load_variant(broken)
    with use_language("fr"), pytest.raises(VariantError) as french:
        load_variant(broken)
    assert str(english.value).startswith("4 problems in variant:\n  ")
    assert str(french.value).startswith("4 problèmes dans la variante :\n  ")
    assert str(VariantError(french.value.problems[:1])).startswith(
        "1 problème dans la variante :\n  "
    )
    assert all(p.lang == "fr" for p in french.value.problems)
    assert all(p.lang == "en" for p in english.value.problems)
    with use_language("fr"):  # printed in another language than it was found in
        assert "; expected " in str(english.value)
        assert " ; attendu : " not in str(english.value)
    # the language takes no part in comparing problems
    assert [dataclasses.replace(p, lang="en") for p in french.value.problems] == list(
        french.value.problems
    )


def test_an_ambiguous_yaml_value_in_french(tmp_path: Path) -> None:
    path = tmp_path / "yes.yaml"
    path.write_text("title: x\nextends: classic\nabstract: yes\n", encoding="utf-8")
    (problem,) = (p for p in _problems(path, "fr") if p.line == 3)
    assert problem.message == "'yes' est ambigu : YAML 1.1 le lit comme true"
    assert problem.expected == (
        'true ou false pour une règle oui/non ; pour un texte, mettez-le entre guillemets : "yes"'
    )


def test_rule_consistency_problems_in_french(tmp_path: Path) -> None:
    """A relation between rules that JSON Schema cannot say (checks.py)."""
    path = tmp_path / "surcontre.yaml"
    path.write_text(
        "title: x\nextends: classic\nrules:\n  bidding:\n    system: auction\n"
        "    auction: {contre: false, surcontre: true}\n  deal: {turned_card: false}\n",
        encoding="utf-8",
    )
    messages = {p.message for p in _problems(path, "fr")}
    assert "le surcontre est permis, mais pas le contre" in messages
    english = {p.message for p in _problems(path, None)}
    assert "surcontre is allowed but contre is not" in english


class _Bonus:
    PARAMS_SCHEMA: dict[str, Any] = {  # noqa: RUF012
        "type": "object",
        "properties": {"bonus": {"type": "integer", "minimum": 0, "exclusiveMaximum": 100}},
    }


@pytest.mark.parametrize(
    ("params", "english", "french"),
    [
        (
            {"bonus": "ten"},
            ("plugin 'bonus': got a text (ten)", "a whole number"),
            ("plugin 'bonus' : reçu : un texte (ten)", "un nombre entier"),
        ),
        (
            {"bonus": 100},
            ("plugin 'bonus': 100 is out of range", "less than 100"),
            ("plugin 'bonus' : 100 est hors limites", "moins de 100"),
        ),
    ],
)
def test_plugin_parameter_errors_are_ours_not_jsonschema_s(
    params: dict[str, Any], english: tuple[str, str], french: tuple[str, str]
) -> None:
    """jsonschema's own messages ("'ten' is not of type 'integer'") are English only: a
    plugin's parameters are explained in the loader's words, in the language of messages."""
    for lang, wanted in ((None, english), ("fr", french)):
        with use_language(lang):
            (problem,) = check_params("bonus", _Bonus(), params, 0, "v")
        assert (problem.message, problem.expected) == wanted
        assert "is not of type" not in problem.message
        assert problem.path == "plugins[0].params.bonus"


def test_replay_errors_in_french() -> None:
    with pytest.raises(ReplayError) as english:
        Game.from_json("[1, 2")
    assert str(english.value).startswith("not JSON: Expecting ',' delimiter at line 1")
    with use_language("fr"), pytest.raises(ReplayError) as french:
        Game.from_json("[1, 2")
    assert str(french.value) == "pas du JSON : séparateur ',' attendu à la ligne 1, colonne 6"
    with use_language("fr"), pytest.raises(ReplayError) as shape:
        Game.from_json("[]")
    assert str(shape.value) == "l'enregistrement est un tableau de 0 ; attendu : un objet"


def _cli(path: Path, *args: str, lang: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    env["LANG"] = lang
    return subprocess.run(
        [sys.executable, "-m", "belote_spec", *args, "validate", str(path)],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        cwd=ROOT,
        timeout=120,
        check=False,
    )


def test_validate_prints_the_error_in_french_under_a_french_locale(syntax: Path) -> None:
    """The acceptance line of issue 12: ``LANG=fr_FR.UTF-8 belote-spec validate broken.yaml``
    prints the error in French."""
    done = _cli(syntax, lang="fr_FR.UTF-8")
    assert done.returncode == 1
    assert ":6:4: erreur de syntaxe YAML : clé attendue ; attendu : du YAML valide" in done.stderr
    assert "Traceback" not in done.stderr
    assert "expected" not in done.stderr


def test_validate_with_lang_en_prints_english_under_a_french_locale(syntax: Path) -> None:
    done = _cli(syntax, "--lang", "en", lang="fr_FR.UTF-8")
    assert done.returncode == 1
    assert ":6:4: YAML syntax error: did not find expected key; expected valid YAML" in done.stderr
    assert "erreur" not in done.stderr


def test_what_null_means_is_said_in_the_language(tmp_path: Path) -> None:
    """The schema says what null means for a rule (x-null: "no ceiling"): said in French
    too, with the rest of what is expected."""
    path = tmp_path / "ceiling.yaml"
    path.write_text(
        "title: x\nextends: classic\nrules:\n  bidding:\n    auction: {ceiling: lots}\n",
        encoding="utf-8",
    )
    (english,) = _problems(path, None)
    (french,) = _problems(path, "fr")
    assert (english.path, english.line, english.column) == ("bidding.auction.ceiling", 5, 24)
    assert (french.path, french.line, french.column) == ("bidding.auction.ceiling", 5, 24)
    assert english.expected is not None
    assert english.expected.endswith(", or null (no ceiling)")
    assert french.expected is not None
    assert french.expected.endswith(", ou null (pas de plafond)")


def test_a_record_schema_error_in_french() -> None:
    """A recorded value of the wrong form: the place in the record is kept, the words are
    French, the record schema's English description is not shown."""
    from belote_spec.engine.game import Game

    game = Game(load_variant("classic").compile(), seed=1)
    record = json.loads(game.to_json())
    record["deals"][0]["turned"] = 5
    with pytest.raises(ReplayError) as english:
        Game.from_json(record)
    with use_language("fr"), pytest.raises(ReplayError) as french:
        Game.from_json(record)
    assert str(english.value) == (
        "deals[0].turned: got the number 5; expected the turned card, or null."
    )
    assert str(french.value) == (
        "deals[0].turned : reçu le nombre 5 ; attendu : la carte retournée, ou null."
    )
