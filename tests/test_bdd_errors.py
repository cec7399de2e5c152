"""How a failing scenario reads in a club's repository (issue 23): the French scenarios run with
plain ``pytest`` outside this project, and each failure says in French, in the scenario's
terms, what went wrong, without the step library's traceback; a line no step matches names the
nearest steps; ``--tb=long`` still shows the whole traceback.

The repository is written by hand (not by ``belote-spec new``), one run of pytest in a
subprocess reports every case at once."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest

import belote_spec.bdd.steps  # noqa: F401  (defines the library's steps: KNOWN)
from belote_spec.bdd.report import KNOWN, nearest_steps, other_kinds, readable

PLUGIN = "belote_spec.bdd.steps"

VARIANT = "name: mon-club\ntitle: Mon club\nextends: classic\n"
#: A variant file the loader refuses: a rule value that does not exist.
BROKEN = "name: casse\ntitle: Cassé\nextends: classic\nrules:\n  play:\n    undertrump: parfois\n"

SCENARIOS = """\
# language: fr
Fonctionnalité: Les erreurs telles qu'un club les lit

  Scénario: Il faut fournir
    Soit une donne de la variante "mon-club" à l'atout cœur
    Et Nord a joué l'as de pique
    Quand Ouest doit jouer avec R♠ 7♦ V♥
    Alors les cartes jouables sont R♠

  Scénario: Le scénario se trompe de cartes jouables
    Soit une donne de la variante "mon-club" à l'atout cœur
    Et Nord a joué l'as de pique
    Quand Ouest doit jouer avec R♠ 7♦ V♥
    Alors les cartes jouables sont V♥

  Scénario: Le scénario se trompe de règle
    Soit une donne de la variante "mon-club" à l'atout cœur
    Et Nord a joué l'as de pique
    Quand Ouest doit jouer avec R♠ 7♦ V♥
    Alors 7♦ est refusée au nom de la règle "play.trump"

  Scénario: Une carte qui n'existe pas
    Soit une donne de la variante "mon-club" à l'atout cœur
    Et Nord a joué le 11 de pique

  Scénario: Une variante inconnue
    Soit la variante "mon-clubb"

  Scénario: Une valeur de règle refusée
    Soit la variante "casse"

  Scénario: Une donne que le moteur ne compte pas
    Soit la variante "mon-club"
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 100 pour NS et 100 pour EO
    Quand on compte la donne

  Scénario: Une faute de frappe
    Soit une donne de la variante "mon-club" à l'atout cœur
    Et Nord a jouer l'as de pique

  Scénario: Une étape sous le mauvais mot-clé
    Soit une donne de la variante "mon-club" à l'atout cœur
    Quand Ouest doit jouer avec R♠ 7♦ V♥
    Alors Nord a joué l'as de pique

  Scénario: Un bogue du moteur
    Soit une donne de la variante "mon-club" à l'atout cœur
    Alors le valet de cœur vaut 20 points
"""

#: An error of belote-spec itself, inside a step: the engine's card points break.
CONFTEST = """\
import pytest
from belote_spec.engine.rules import Rules


def _broken(*args, **kwargs):
    raise KeyError("boom")


@pytest.fixture(autouse=True)
def _a_bug(request, monkeypatch):
    if request.node.name == "test_un_bogue_du_moteur":
        monkeypatch.setattr(Rules, "card_points", _broken)
"""


def _line(text: str) -> int:
    """The line of ``text`` in :data:`SCENARIOS` (1-based)."""
    found = [i for i, line in enumerate(SCENARIOS.splitlines(), 1) if line.strip() == text]
    assert len(found) == 1, text
    return found[0]


def _repository(folder: Path) -> Path:
    for path, text in {
        "variants/mon-club.yaml": VARIANT,
        "variants/casse.yaml": BROKEN,
        "features/erreurs.feature": SCENARIOS,
        "tests/test_features.py": (
            "from pathlib import Path\n\nfrom pytest_bdd import scenarios\n\n"
            'scenarios(str(Path(__file__).resolve().parents[1] / "features"))\n'
        ),
        "tests/conftest.py": CONFTEST,
        "pytest.ini": "[pytest]\ntestpaths = tests\nbelote_variants = variants\n",
    }.items():
        (folder / path).parent.mkdir(parents=True, exist_ok=True)
        (folder / path).write_text(text, encoding="utf-8")
    return folder


def _pytest(repo: Path, *args: str) -> str:
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:xdist"]
    autoload = not os.environ.get("PYTEST_DISABLE_PLUGIN_AUTOLOAD")
    if not (autoload and any(ep.value == PLUGIN for ep in metadata.entry_points(group="pytest11"))):
        command += ["-p", PLUGIN]  # what the entry point does, where it is not installed
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    env["COLUMNS"] = "200"  # the short summary keeps its messages whole
    proc = subprocess.run(
        [*command, *args], cwd=repo, env=env, capture_output=True, text=True, timeout=120
    )
    return proc.stdout + proc.stderr


def _sections(output: str) -> dict[str, str]:
    """Each failure's report, by test name (pytest's ``____ test_x ____`` headings)."""
    parts = re.split(r"^_{3,} (test_\S+) _{3,}$", output, flags=re.MULTILINE)
    found = dict(zip(parts[1::2], parts[2::2], strict=True))
    if found:  # the last one runs into the short summary
        last = next(reversed(found))
        found[last] = found[last].split("short test summary info")[0]
    return found


@pytest.fixture(scope="module")
def club(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    repo = _repository(tmp_path_factory.mktemp("club"))
    return repo, _pytest(repo)


@pytest.mark.slow
def test_every_failure_reads_in_french_without_the_librarys_source(
    club: tuple[Path, str],
) -> None:
    _, output = club
    assert re.search(r"\b9 failed, 1 passed\b", output), output
    # no traceback through belote-spec, pytest-bdd or pytest: neither frames nor source lines
    for noise in ("Traceback", "belote_spec/", "site-packages", "_pytest", "def ", "raise "):
        assert noise not in output, (noise, output)
    assert not re.search(r"^E\s", output, flags=re.MULTILINE), output
    # the engine speaks French here, whatever the environment says (the suite sets none)
    assert "unknown variant" not in output
    assert "problem in variant" not in output


def test_each_report_names_the_scenario_and_marks_the_failing_step(
    club: tuple[Path, str],
) -> None:
    _, output = club
    report = _sections(output)["test_une_donne_que_le_moteur_ne_compte_pas"]
    lines = [line for line in report.splitlines() if line.strip()]
    start = _line("Scénario: Une donne que le moteur ne compte pas")
    assert lines[0] == (
        f"Scénario « Une donne que le moteur ne compte pas » (features/erreurs.feature:{start})"
    )
    assert lines[1:5] == [
        '  Soit la variante "mon-club"',
        "  Et un contrat pris par NS à l'atout cœur",
        "  Et les plis valent 100 pour NS et 100 pour EO",
        f"> Quand on compte la donne   (ligne {start + 4})",
    ]
    # the engine's reason, in the scenario's terms: the card points of a deal make 162
    assert lines[5] == "La donne ne se compte pas :"
    assert "200" in lines[6]
    assert "162" in lines[6]
    assert "<score_deal>" not in report  # the function that found it is not the writer's


def test_an_alors_that_differs_says_expected_and_got(club: tuple[Path, str]) -> None:
    _, output = club
    reports = _sections(output)
    # after the ace of spades, Ouest must follow with his only spade
    cards = reports["test_le_scénario_se_trompe_de_cartes_jouables"]
    line = _line("Alors les cartes jouables sont V♥")
    assert f"> Alors les cartes jouables sont V♥   (ligne {line})" in cards
    assert "Les cartes jouables :\n  attendu : V♥\n  obtenu  : R♠\n" in cards
    # 7♦ is refused for not following suit, not for a trump rule
    rule = reports["test_le_scénario_se_trompe_de_règle"]
    assert "attendu : refusée au nom de « play.trump »" in rule
    assert "obtenu  : refusée au nom de « play.follow_suit »" in rule
    # on one line in pytest's short summary
    assert (
        "FAILED tests/test_features.py::test_le_scénario_se_trompe_de_cartes_jouables - "
        "Les cartes jouables : attendu : V♥ ; obtenu : R♠\n" in output
    ), output


def test_a_bad_card_a_bad_variant_and_a_refused_rule_value(club: tuple[Path, str]) -> None:
    _, output = club
    reports = _sections(output)
    card = reports["test_une_carte_qui_nexiste_pas"]
    assert "> Et Nord a joué le 11 de pique" in card
    assert "« le 11 de pique » n'est pas une carte" in card
    assert "During handling" not in card  # the card reader's own error is not shown
    variant = reports["test_une_variante_inconnue"]
    assert "La variante « mon-clubb » ne se charge pas" in variant
    assert "Les variantes du dépôt : casse, mon-club." in variant
    value = reports["test_une_valeur_de_règle_refusée"]
    assert "La variante « casse » ne se charge pas" in value
    assert "variants/casse.yaml:6" in value
    assert "play.undertrump" in value
    assert "parfois" in value


def test_an_unknown_step_names_the_nearest_steps(club: tuple[Path, str]) -> None:
    _, output = club
    reports = _sections(output)
    typo = reports["test_une_faute_de_frappe"]
    line = _line("Et Nord a jouer l'as de pique")
    assert f"> Et Nord a jouer l'as de pique   (ligne {line})" in typo
    assert "Aucune étape « Soit » ne correspond à « Nord a jouer l'as de pique »." in typo
    first = typo.split("Étapes proches :\n", 1)[1].splitlines()[0]
    assert first.strip() == "Soit <joueur> a joué <carte>"
    assert "StepDefinitionNotFoundError" not in output
    keyword = reports["test_une_étape_sous_le_mauvais_motclé"]
    assert "Aucune étape « Alors » ne correspond à « Nord a joué l'as de pique »." in keyword
    assert "existe, mais comme étape « Soit »" in keyword


def test_an_error_of_belote_spec_itself_is_short_and_says_how_to_see_more(
    club: tuple[Path, str],
) -> None:
    _, output = club
    bug = _sections(output)["test_un_bogue_du_moteur"]
    assert "> Alors le valet de cœur vaut 20 points" in bug
    assert "Erreur inattendue dans belote-spec (KeyError) : 'boom'" in bug
    assert "pytest --tb=long" in bug


@pytest.mark.slow
def test_tb_long_keeps_the_whole_traceback(club: tuple[Path, str]) -> None:
    repo, _ = club
    output = _pytest(repo, "--tb=long", "-k", "cartes_jouables or bogue")
    assert re.search(r"\b2 failed, 8 deselected\b", output), output
    assert "belote_spec/bdd/card_play_steps.py" in output  # the step library's frames
    assert "StepFailed: Les cartes jouables :" in output
    assert "KeyError: 'boom'" in output
    assert "Scénario « " not in output  # pytest's own report, not the short one


# ----------------------------------------------------------------------- without pytest


@pytest.mark.parametrize(
    "shown",
    [
        "Soit <joueur> a joué <carte>",
        'Soit une donne de la variante "<variante>" à <atout>',
        "Soit un contrat pris par <équipe> à <atout> [pour <enchère>] [contré]",
        'Soit une partie de la variante "<variante>" dont <joueur> est le donneur '
        "[(graine <graine>)]",
        'Alors <carte> est refusée au nom de la règle "<règle>"',
        "Quand <joueur> prend à <atout>",
    ],
)
def test_a_step_reads_with_its_placeholders_as_words(shown: str) -> None:
    assert shown in [line for step in KNOWN for line in step.shown]


def test_readable_reads_a_regex_and_a_parse_pattern() -> None:
    from pytest_bdd import parsers

    assert (
        readable(parsers.re(r"(?P<who>\w+) a (?P<n>\d+) belotes?")) == "<joueur> a <nombre> belotes"
    )
    assert readable(parsers.re(r"(?:à |a )?(?P<atout>.+)")) == "à <atout>"
    assert readable(parsers.parse("{who} prend {n:d} points")) == "<joueur> prend <nombre> points"


@pytest.mark.parametrize(
    ("line", "kind", "nearest"),
    [
        ("Sud doit joué avec V♥ 9♥", "when", "Quand <joueur> doit jouer avec <cartes>"),
        (
            "la marque est de 20 pour NS et 142 pour EO",
            "then",
            "Alors la marque est <points> pour NS et <points> pour EO",
        ),
        ('une variante "club"', "given", 'Soit la variante "<variante>"'),
        ("Ouest prends à cœur", "when", "Quand <joueur> prend à <atout>"),
        ("Nord tiens V♥ 9♥", "given", "Soit <joueur> tient <cartes>"),
    ],
)
def test_the_nearest_step_comes_first(line: str, kind: str, nearest: str) -> None:
    assert nearest_steps(line, kind)[0] == nearest


def test_nothing_near_gibberish_and_the_keyword_of_a_misplaced_step() -> None:
    assert nearest_steps("xyzzy plugh", "given") == []
    assert other_kinds("Nord a joué l'as de pique", "then") == ["Soit"]
    assert other_kinds("Nord a jouer l'as de pique", "then") == []
