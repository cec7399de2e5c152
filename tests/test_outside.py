"""A club's own repository, from the installed package, outside this repository.

What a club's rule maintainer does, as they do it: the project's wheel installed *without
extras* in a fresh virtual environment, in a folder far from this checkout; ``belote-spec
new``; three rules of their own, edited in the YAML; ``belote-spec validate`` (clean, then a
broken edit in French with its line and column, never a traceback); the scenarios with plain
``pytest`` once the ``bdd`` extra is added; ``belote-spec coverage``; and the pre-commit hook
the project declares, run through ``pre-commit try-repo``.

Nothing is fetched and nothing on the machine changes: the wheel is built from this checkout
and its dependencies are repacked from the test environment (:mod:`tests.wheelhouse`), so pip
installs with ``--no-index`` into folders under the test's temporary path.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from . import wheelhouse
from .conftest import ROOT
from .skips import missing

pytestmark = pytest.mark.slow

#: The three rules of the club, each with its citation (the starter's example, made real, is
#: the first).
CLUB_RULES = """\
rules:
  play:
    undertrump: waived
  belote:
    points: 30
  scoring:
    capot:
      points: 500

provenance:
  play.undertrump:
    source: reglement
    section: "Le jeu de la carte"
    note: "On ne pisse pas."
  belote.points:
    source: reglement
    section: "La belote"
  scoring.capot.points:
    source: reglement
    section: "Le capot"
"""

#: A scenario for each of them.
CLUB_SCENARIOS = """
  Scénario: On ne pisse pas
    Soit une donne de la variante "monclub" à l'atout cœur
    Et la règle "play.undertrump" vaut waived
    Et Nord a joué l'as de pique
    Et Ouest a joué le 9 de cœur
    Quand Sud doit jouer avec 8♥ V♦
    Alors les cartes jouables sont 8♥ V♦

  Scénario: La belote vaut 30
    Soit la variante "monclub"
    Alors la règle "belote.points" vaut 30

  Scénario: Le capot vaut 500
    Soit la variante "monclub"
    Alors la règle "scoring.capot.points" vaut 500
"""


def _project() -> dict[str, object]:
    project: dict[str, object] = tomllib.loads(
        (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    )["project"]
    return project


@pytest.fixture(scope="module")
def wheels(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The project's wheel and every wheel it needs (its ``bdd`` extra and its build backend
    too), in one folder: all ``pip`` may install from."""
    builders = pytest.importorskip(
        "hatchling.builders.wheel", reason=missing("hatchling", "in the test extra")
    )
    folder = tmp_path_factory.mktemp("wheels")
    project = _project()
    extras = project["optional-dependencies"]
    assert isinstance(extras, dict)
    dependencies = project["dependencies"]
    assert isinstance(dependencies, list)
    wheelhouse.build([*dependencies, *extras["bdd"], "hatchling>=1.25"], folder)
    built = builders.WheelBuilder(str(ROOT)).build(directory=str(folder), versions=["standard"])
    assert len(list(built)) == 1
    return folder


def _env(tmp_path: Path, wheels: Path, **extra: str) -> dict[str, str]:
    """A clean environment for the user's commands: no variable of this test run, pip kept
    to the wheel folder and away from the machine's configuration."""
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    return {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(home),
        "LANG": "C.UTF-8",
        "PIP_CONFIG_FILE": os.devnull,
        "PIP_NO_INDEX": "1",
        "PIP_FIND_LINKS": str(wheels),
        "PIP_DISABLE_PIP_VERSION_CHECK": "1",
        # pip's --no-compile (pip reads a --no-* option's variable the other way round: 0 is
        # "do not compile"): the installed modules are compiled as they are first imported,
        # not all of numpy's and scipy's at install time (about 4 s of processor per install)
        "PIP_NO_COMPILE": "0",
        "GIT_AUTHOR_NAME": "club",
        "GIT_AUTHOR_EMAIL": "club@example.org",
        "GIT_COMMITTER_NAME": "club",
        "GIT_COMMITTER_EMAIL": "club@example.org",
        **extra,
    }


def _run(
    command: list[str], cwd: Path, env: dict[str, str], timeout: float = 300
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        command, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout, check=False
    )


def test_a_club_s_repository_from_the_installed_package(tmp_path: Path, wheels: Path) -> None:
    env = _env(tmp_path, wheels)
    venv = tmp_path / "venv"
    made = _run([sys.executable, "-m", "venv", str(venv)], tmp_path, env)
    assert made.returncode == 0, made.stderr
    python, bin_ = venv / "bin" / "python", venv / "bin"
    env["PATH"] = f"{bin_}{os.pathsep}{env['PATH']}"

    # installed without extras: docutils comes with it, nothing of the extras does
    install = [str(python), "-m", "pip", "install", "-q", "--no-index", "belote-spec"]
    done = _run(install, tmp_path, env)
    assert done.returncode == 0, done.stdout + done.stderr
    assert _run([str(python), "-m", "pip", "check"], tmp_path, env).returncode == 0
    probe = "import importlib.util as u, sys; print([m for m in sys.argv[1:] if u.find_spec(m)])"
    modules = ["docutils", "pytest", "pytest_bdd", "sphinx", "numba", "pyarrow"]
    found = _run([str(python), "-c", probe, *modules], tmp_path, env)
    assert found.stdout.strip() == "['docutils']", found.stdout + found.stderr
    belote = str(bin_ / "belote-spec")

    # the starter, far from this checkout
    club = tmp_path / "clubs" / "monclub"
    done = _run([belote, "new", "monclub", "--extends", "classic", "-o", str(club)], tmp_path, env)
    assert done.returncode == 0, done.stderr
    assert f"wrote {club / 'variants' / 'variant.schema.fr.json'}" in done.stdout
    next_line = done.stdout.strip().splitlines()[-1]
    assert f"{python} -m pip install 'pytest-bdd>=8' 'pytest>=8' && {python} -m pytest" in (
        next_line
    )
    assert "belote-spec[bdd]" not in next_line
    assert not (ROOT / "clubs").exists()

    # three rules of the club's own, edited in the YAML; validate: clean, exit 0
    variant = club / "variants" / "monclub.yaml"
    text = variant.read_text(encoding="utf-8")
    head = text[: text.index("# Les règles qui changent chez vous")]
    variant.write_text(head + CLUB_RULES, encoding="utf-8")
    done = _run([belote, "validate", "variants"], club, env)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stderr == ""
    assert done.stdout.startswith("variants/monclub.yaml: ok (monclub, 1 option)"), done.stdout

    # a broken edit: the French error, at its line and column, exit 1, no traceback
    broken = head + CLUB_RULES.replace("undertrump: waived", "undertrump: waivd")
    variant.write_text(broken, encoding="utf-8")
    line = broken.splitlines().index("    undertrump: waivd") + 1
    done = _run([belote, "validate", "variants"], club, {**env, "LANG": "fr_FR.UTF-8"})
    assert done.returncode == 1
    assert done.stderr.startswith(
        f"variants/monclub.yaml:{line}:17: play.undertrump: waivd n'est pas une valeur permise"
    ), done.stderr
    assert "(vouliez-vous dire 'waived' ?)" in done.stderr
    assert "Traceback" not in done.stderr
    variant.write_text(head + CLUB_RULES, encoding="utf-8")

    # the rulebook needs the docs extra: said in one line, with a command that works here
    book = [belote, "rulebook", "variants/monclub.yaml", "-o", str(tmp_path / "book")]
    done = _run(book, club, env)
    assert done.returncode == 1
    assert done.stderr.strip() == (
        "belote-spec rulebook: Sphinx is needed to write rulebooks (the docs extra); add it "
        f"with: {python} -m pip install 'sphinx>=7.3'"
    )

    # the scenarios, with plain pytest, once the bdd extra is added
    feature = club / "features" / "monclub.feature"
    feature.write_text(feature.read_text(encoding="utf-8") + CLUB_SCENARIOS, encoding="utf-8")
    bdd = [str(python), "-m", "pip", "install", "-q", "--no-index", "belote-spec[bdd]"]
    done = _run(bdd, club, env)
    assert done.returncode == 0, done.stdout + done.stderr
    done = _run([str(bin_ / "pytest"), "-q", "-p", "no:cacheprovider"], club, env)
    assert done.returncode == 0, done.stdout + done.stderr
    assert re.search(r"\b4 passed\b", done.stdout), done.stdout

    # the coverage of the club's own rules: all three have a scenario
    done = _run(
        [belote, "coverage", "--variants", "variants", "--features", "features"], club, env
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "3 rule values set by the given variants' own files, 3 covered, 0 gaps" in done.stdout
    assert done.stderr == ""

    # by execution: the same scenarios with a record of what each runs. « La belote vaut 30 »
    # and « Le capot vaut 500 » only read the variant file, so no scenario runs those two;
    # the starter's and « On ne pisse pas » list playable cards, so both run the club's
    # undertrump
    recorded = [str(bin_ / "pytest"), "-q", "-p", "no:cacheprovider"]
    done = _run([*recorded, "--belote-coverage=.belote-coverage.json"], club, env)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"4 scénarios relevés dans {club / '.belote-coverage.json'}" in done.stdout
    done = _run(
        [belote, "coverage", "--variants", "variants", "--features", "features", "--record"],
        club,
        env,
    )
    assert done.returncode == 1, done.stdout + done.stderr
    assert (
        "3 rule values set by the given variants' own files, 1 run by a scenario, 0 fixed by "
        "the schema, 2 gaps"
    ) in done.stdout
    assert '  ok  "waived"  (2 scenarios run it, 0 only name it; used by monclub' in done.stdout
    # the starter names play.follow_suit, which the schema fixes: not a value it fails to run
    assert "follow_suit" not in done.stderr
    assert "  GAP 30  (0 scenarios run it, 1 only name it; used by monclub" in done.stdout
    assert "  GAP 500  (0 scenarios run it, 1 only name it; used by monclub" in done.stdout

    # the editor's schema is in the repository, up to date
    done = _run([belote, "schema", "--write", "variants"], club, env)
    assert done.returncode == 0
    assert done.stdout == "variants/variant.schema.fr.json: up to date\n"


@pytest.mark.skipif(shutil.which("git") is None, reason=missing("git", "pre-commit needs it"))
def test_the_pre_commit_hook_on_a_starter(tmp_path: Path, wheels: Path) -> None:
    """The hook of ``.pre-commit-hooks.yaml``, as pre-commit installs it (the repository
    built without extras, in pre-commit's own environment), on a club's starter beside a
    broken copy of it: the hook fails, names the broken file's problem with its line, and
    finds none in the starter (one run: pre-commit installs the hook's environment again at
    each ``try-repo``; the clean starter passing is the club test's ``validate``)."""
    pytest.importorskip("pre_commit", reason=missing("pre-commit", "in the test extra"))
    from belote_spec.bdd.starter import write_starter

    env = _env(tmp_path, wheels, PRE_COMMIT_HOME=str(tmp_path / "pre-commit"))
    club = tmp_path / "monclub"
    write_starter(club, "monclub")
    variant = club / "variants" / "monclub.yaml"
    broken = club / "variants" / "casse.yaml"
    broken.write_text(
        variant.read_text(encoding="utf-8") + "rules:\n  play:\n    undertrump: waivd\n",
        encoding="utf-8",
    )
    line = broken.read_text(encoding="utf-8").splitlines().index("    undertrump: waivd") + 1
    for step in (["git", "init", "-q"], ["git", "add", "."]):
        assert _run(step, club, env).returncode == 0
    command = [
        sys.executable, "-m", "pre_commit", "try-repo", str(ROOT), "belote-spec-validate",
        "--all-files",
    ]  # fmt: skip
    done = _run(command, club, env, timeout=600)
    assert done.returncode == 1, done.stdout + done.stderr
    assert re.search(r"belote-spec validate\.+Failed", done.stdout), done.stdout
    assert f"variants/casse.yaml:{line}:17: play.undertrump: waivd is not an allowed value" in (
        done.stdout
    )
    # the starter, checked in the same run (``--quiet``: only problems are printed), has none
    assert "monclub.yaml" not in done.stdout
    assert "Traceback" not in done.stdout
