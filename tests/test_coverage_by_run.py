"""``belote-spec coverage`` by execution: ``pytest --belote-coverage=FILE`` records the rule
values each scenario runs (:mod:`belote_spec.bdd.trace`), and the report counts a value as
covered by the scenarios that ran it, not by those that only name it.

One club repository is run once (a pytest subprocess, about two seconds) and every report
below reads its record. Its variant ``mon-club`` sets three rules of its own over classic:
``play.undertrump: waived``, ``belote.points: 30`` and ``game_end.target: 1500``. Its
scenarios are written so that what each one runs is known by hand:

* « Nommer sans lancer » names the three values but only lists the playable cards: it runs
  the play rules (``play.undertrump``) and neither the belote's points nor the target;
* « Lancer sans nommer » names nothing and scores a deal where NS holds the belote: the scorer
  adds the belote's points (``belote.points``);
* « Un scénario qui échoue » fails: it is not in the record, so it runs nothing;
* the outline « Sous-couper ou non » has two rows, each a scenario of its own in the record;
* « Une règle que le schéma fixe » names ``play.follow_suit: required``, the only value the
  schema allows: the engine has nothing to read there, so it is neither a gap nor a value
  named without being run (and the scenario lists playable cards: it runs the undertrump).
"""

from __future__ import annotations

import inspect
import json
import os
import pickle
import shutil
import subprocess
import sys
from contextlib import ExitStack
from importlib import metadata
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from belote_spec import VariantError, load_variant
from belote_spec.bdd import pytest_hooks, trace
from belote_spec.cli import main
from belote_spec.coverage import RECORD_FILE, read_record, record_text, run_entry
from belote_spec.engine.rules import Rules

PLUGIN = "belote_spec.bdd.steps"

VARIANT = """\
name: mon-club
title: Mon club
extends: classic
rules:
  play:
    undertrump: waived
  belote:
    points: 30
  game_end:
    target: 1500
"""

# The lines matter: the report names the scenarios by them (4, 14, 22; the outline at 30, its rows
# 40 and 41; 43).
FEATURE = """\
# language: fr
Fonctionnalité: Le club

  Scénario: Nommer sans lancer
    Soit une donne de la variante "mon-club" à l'atout cœur
    Et la règle "play.undertrump" vaut waived
    Et la règle "belote.points" vaut 30
    Et la règle "game_end.target" vaut 1500
    Et Nord a joué l'as de pique
    Et Ouest a joué le 9 de cœur
    Quand Sud doit jouer avec 8♥ V♦
    Alors les cartes jouables sont 8♥ V♦

  Scénario: Lancer sans nommer
    Soit la variante "mon-club"
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 92 pour NS et 70 pour EO
    Et l'équipe NS a la belote
    Quand on compte la donne
    Alors la donne est "faite"

  Scénario: Un scénario qui échoue
    Soit une donne de la variante "mon-club" à l'atout cœur
    Et la règle "game_end.target" vaut 1500
    Et Nord a joué l'as de pique
    Et Ouest a joué le 9 de cœur
    Quand Sud doit jouer avec 8♥ V♦
    Alors les cartes jouables sont 8♥

  Plan du Scénario: Sous-couper ou non
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "play.undertrump" vaut <règle>
    Et Nord a joué l'as de pique
    Et Ouest a joué le 9 de cœur
    Quand Sud doit jouer avec 8♥ V♦
    Alors les cartes jouables sont <jouables>

    Exemples:
      | variante | règle    | jouables |
      | mon-club | waived   | 8♥ V♦    |
      | classic  | required | 8♥       |

  Scénario: Une règle que le schéma fixe
    Soit une donne de la variante "mon-club" à l'atout cœur
    Et la règle "play.follow_suit" vaut required
    Et Nord a joué l'as de pique
    Quand Ouest doit jouer avec R♠ 7♦ V♥
    Alors les cartes jouables sont R♠
"""


def _pytest(repo: Path, *args: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:xdist"]
    autoload = not os.environ.get("PYTEST_DISABLE_PLUGIN_AUTOLOAD")
    if not (autoload and any(ep.value == PLUGIN for ep in metadata.entry_points(group="pytest11"))):
        command += ["-p", PLUGIN]  # what the entry point does, where it is not installed
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    return subprocess.run(
        [*command, *args], cwd=repo, env=env, capture_output=True, text=True, timeout=120
    )


@pytest.fixture(scope="module")
def club(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The club's repository, its scenarios run once with ``--belote-coverage``."""
    repo = tmp_path_factory.mktemp("club")
    for path, text in {
        "variants/mon-club.yaml": VARIANT,
        "features/club.feature": FEATURE,
        "tests/test_features.py": (
            "from pathlib import Path\n\nfrom pytest_bdd import scenarios\n\n"
            'scenarios(str(Path(__file__).resolve().parents[1] / "features"))\n'
        ),
        "pytest.ini": "[pytest]\ntestpaths = tests\n",
    }.items():
        (repo / path).parent.mkdir(parents=True, exist_ok=True)
        (repo / path).write_text(text, encoding="utf-8")
    proc = _pytest(repo, f"--belote-coverage={RECORD_FILE}")
    output = proc.stdout + proc.stderr
    # five pass; « Un scénario qui échoue » expects 8♥ alone where the club lets Sud discard
    assert "1 failed, 5 passed" in output, output
    assert f"5 scénarios relevés dans {repo / RECORD_FILE}" in output, output
    return repo


def _coverage(repo: Path, capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(
        ["coverage", "--variants", str(repo / "variants"), "--features", str(repo / "features"),
         *args]
    )  # fmt: skip
    out, err = capsys.readouterr()
    return status, out, err


def test_a_scenario_that_names_a_rule_without_running_it_does_not_cover_it(
    club: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # --record alone: the record beside the features folder
    status, out, err = _coverage(club, capsys, "-v", "--record")
    assert status == 1, out + err  # game_end.target: 1500 is a gap
    assert (
        "game_end.target\n"
        "  GAP 1500  (0 scenarios run it, 1 only name it; used by mon-club)\n"
        "        club.feature:4 Nommer sans lancer (names it, does not run it)\n"
    ) in out
    assert (
        "warning: club.feature:4 Nommer sans lancer names rule values it does not run: "
        "belote.points = 30, game_end.target = 1500"
    ) in err
    # a value the schema fixes: no scenario can run it, so it is no gap, and naming it is
    # not naming a value without running it
    assert (
        "play.follow_suit\n"
        '  ok  "required"  (the only value the schema allows: no scenario can run it, 1 name '
        "it; inherited by mon-club from base)\n"
    ) in out
    assert "follow_suit" not in err
    # the failing scenario names it too, but it is not in the record: it runs nothing
    assert (
        "warning: club.feature:22 Un scénario qui échoue is not in the record (it failed, was "
        "skipped or was not run): it runs nothing"
    ) in err


def test_a_scenario_that_runs_a_rule_without_naming_it_covers_it(
    club: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _status, out, _err = _coverage(club, capsys, "--record", str(club / RECORD_FILE), "-v")
    assert (
        "belote.points\n"
        "  ok  30  (1 scenarios run it, 1 only name it; used by mon-club)\n"
        "        club.feature:14 Lancer sans nommer\n"
        "        club.feature:4 Nommer sans lancer (names it, does not run it)\n"
    ) in out
    # the outline's rows are scenarios of their own: the club's row runs the club's value,
    # classic's row classic's (not one of the club's own values, so « no given variant »)
    assert (
        "play.undertrump\n"
        '  ok  "required"  (1 scenarios run it, 0 only name it; used by no given variant)\n'
        "        club.feature:41 Sous-couper ou non [classic, required, 8♥]\n"
        '  ok  "waived"  (3 scenarios run it, 0 only name it; used by mon-club)\n'
        "        club.feature:4 Nommer sans lancer\n"
        "        club.feature:40 Sous-couper ou non [mon-club, waived, 8♥ V♦]\n"
        "        club.feature:43 Une règle que le schéma fixe\n"
    ) in out
    assert out.splitlines()[-1].startswith(
        f"6 scenarios, 5 of them in the record {club / RECORD_FILE}; 3 rule values set by the "
        "given variants' own files, 2 run by a scenario, 0 fixed by the schema, 1 gaps; "
    )
    assert out.splitlines()[-1].endswith("; 1 scenarios name a rule value they do not run")


def test_without_record_the_same_scenarios_cover_every_value_by_name(
    club: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # what the report said before records: « Nommer sans lancer » and the failing scenario
    # both name the target, so by name nothing is missing
    status, out, err = _coverage(club, capsys)
    assert status == 0, out + err
    assert "  ok  1500  (2 scenarios; used by mon-club)" in out
    assert "  ok  30  (1 scenarios; used by mon-club)" in out
    assert "counted by name" in out
    assert "not in the record" not in err


def test_a_feature_file_changed_since_the_run_runs_nothing(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    features = tmp_path / "features"
    features.mkdir()
    text = FEATURE.replace("Fonctionnalité: Le club", "Fonctionnalité: Le club, revu")
    (features / "club.feature").write_text(text, encoding="utf-8")
    shutil.copytree(club / "variants", tmp_path / "variants")
    # no record beside these features: said, not counted by name instead
    status, _out, err = _coverage(tmp_path, capsys, "--record")
    assert status == 2
    assert f"--record: no file {tmp_path / RECORD_FILE}" in err
    status, out, err = _coverage(tmp_path, capsys, "--record", str(club / RECORD_FILE))
    assert status == 1
    assert f"warning: {features / 'club.feature'} is not in the record" in err
    assert "  GAP 30  (0 scenarios run it, 0 only name it; used by mon-club)" in out
    assert "6 scenarios, 0 of them in the record" in out


def test_the_record_names_each_scenario_that_passed_by_its_place(club: Path) -> None:
    data = json.loads((club / RECORD_FILE).read_text(encoding="utf-8"))
    places = sorted((e["file"], e["line"], e["row"], e["name"]) for e in data["scenarios"])
    # a plain scenario by its line (row -1); an outline's rows by the outline's line, 30, and
    # their order among its examples
    assert places == [
        ("club.feature", 4, -1, "Nommer sans lancer"),
        ("club.feature", 14, -1, "Lancer sans nommer"),
        ("club.feature", 30, 0, "Sous-couper ou non"),
        ("club.feature", 30, 1, "Sous-couper ou non"),
        ("club.feature", 43, -1, "Une règle que le schéma fixe"),
    ]
    reads = {e["name"]: {tuple(r) for r in e["reads"]} for e in data["scenarios"]}
    assert ("play.undertrump", '"waived"') in reads["Nommer sans lancer"]
    assert ("belote.points", "30") not in reads["Nommer sans lancer"]
    assert ("belote.points", "30") in reads["Lancer sans nommer"]
    assert ("play.undertrump", '"waived"') not in reads["Lancer sans nommer"]


def test_a_file_that_is_not_a_record_is_not_replaced(tmp_path: Path) -> None:
    notes = tmp_path / "notes.json"
    notes.write_text('{"mine": true}\n', encoding="utf-8")
    config = SimpleNamespace(
        getoption=lambda name, default=None: "notes.json",
        invocation_params=SimpleNamespace(dir=tmp_path),
        stash=pytest.Stash(),
    )
    with pytest.raises(pytest.UsageError, match="n'est pas un relevé"):
        pytest_hooks.pytest_configure(config)
    assert notes.read_text(encoding="utf-8") == '{"mine": true}\n'
    # a record is replaced, run after run
    notes.write_text(record_text([]), encoding="utf-8")
    pytest_hooks.pytest_configure(config)
    record = config.stash[pytest_hooks.RECORD]
    pytest_hooks.pytest_unconfigure(config)
    assert record.path == notes
    assert trace.active() is None


def test_the_scenarios_of_each_pytest_xdist_worker_join_the_record(tmp_path: Path) -> None:
    entry = run_entry("x.feature", "d", 3, -1, "s", [("play.undertrump", '"required"')])
    config = SimpleNamespace(stash=pytest.Stash())
    config.stash[pytest_hooks.RECORD] = pytest_hooks._Record(
        tmp_path / "r.json", trace.Recorder(), ExitStack()
    )
    worker = SimpleNamespace(config=config, workeroutput={"belote_coverage": [entry]})
    pytest_hooks.pytest_testnodedown(worker, None)
    pytest_hooks.pytest_testnodedown(SimpleNamespace(config=config, workeroutput={}), None)
    assert config.stash[pytest_hooks.RECORD].entries == [entry]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{not json", "not JSON"),
        ('{"format": "something else"}', "this is not a record of belote-spec coverage"),
        (
            '{"format": "belote-spec coverage record", "version": 1, "scenarios": [{"file": 3}]}',
            "a malformed scenario",
        ),
    ],
)
def test_a_broken_record_is_refused_with_its_reason(
    tmp_path: Path, text: str, message: str
) -> None:
    path = tmp_path / "record.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(VariantError) as info:
        read_record(path)
    assert message in str(info.value)


# --------------------------------------------------------------------------- the tracer itself


@pytest.fixture(scope="module")
def traced() -> tuple[trace.Recorder, Rules]:
    recorder = trace.Recorder()
    with trace.recording(recorder):
        recorder.start()
        rules = recorder.compile(load_variant("classic"))
        # compiling reads every rule, and runs none
        assert recorder.stop() == set()
    return recorder, rules


def _run(recorder: trace.Recorder, query: Any) -> tuple[Any, set[trace.Read]]:
    with trace.recording(recorder):
        recorder.start()
        answer = query()
        return answer, recorder.stop()


def test_listing_the_playable_cards_runs_the_play_rules_not_the_scoring(
    traced: tuple[trace.Recorder, Rules],
) -> None:
    recorder, rules = traced
    # hearts trump: Nord leads A♠, Ouest trumps with 9♥; Sud has 8♥ V♦ and no spade. classic
    # makes him undertrump (play.undertrump: required): 8♥ only
    trick = [("N", "AS"), ("W", "9H")]
    cards, reads = _run(recorder, lambda: rules.legal_cards(["8H", "JD"], trick, "H"))
    assert [c.code for c in cards] == ["8H"]
    assert ("play.undertrump", '"required"') in reads
    # classic's trump order, from base.yaml: V 9 A 10 R D 8 7
    order = ["jack", "nine", "ace", "ten", "king", "queen", "eight", "seven"]
    assert ("cards.trump.order", json.dumps(order)) in reads
    assert not any(path.startswith(("scoring.", "game_end.", "belote.")) for path, _ in reads)


def test_scoring_a_deal_runs_the_belote_points_and_naming_a_rule_runs_nothing(
    traced: tuple[trace.Recorder, Rules],
) -> None:
    recorder, rules = traced
    # 002: NS takes at hearts, 100 card points with a tierce (20) and the belote (20) against
    # 62: made, 100 + 20 + 20 = 140 for NS, 62 for EW
    contract = {"taker": "NS", "trump": "H", "bid": None, "contre": 0}
    score, reads = _run(
        recorder,
        lambda: rules.score_deal(
            contract, {"NS": 100, "EW": 62}, belote="NS", declarations={"NS": 20, "EW": 0}
        ),
    )
    assert (score.outcome, score.totals["NS"], score.totals["EW"]) == ("made", 140, 62)
    assert ("belote.points", "20") in reads
    assert not any(path.startswith("play.") for path, _ in reads)
    # the step « la règle "…" vaut … » reads the scenario's own variant, not the traced one
    _value, reads = _run(recorder, lambda: load_variant("classic").rule("belote.points"))
    assert reads == set()


def test_a_rule_the_engine_reads_while_playing_is_run(
    traced: tuple[trace.Recorder, Rules],
) -> None:
    recorder, rules = traced
    # classic: a misdeal is dealt again (deal.misdeal.penalty: redeal), read when it happens
    _ruling, reads = _run(recorder, lambda: rules.misdeal_ruling("N"))
    assert ("deal.misdeal.penalty", '"redeal"') in reads


def test_traced_rules_pickle_as_plain_rules_without_running_anything(
    traced: tuple[trace.Recorder, Rules],
) -> None:
    recorder, rules = traced
    copy, reads = _run(recorder, lambda: pickle.loads(pickle.dumps(rules)))
    assert reads == set()
    assert type(copy) is Rules
    assert copy.variant == load_variant("classic")


def test_every_kernel_of_the_compiled_rules_is_charged_to_its_hook() -> None:
    # a kernel Rules receives that the tracer does not know would run no rule at all
    parameters = set(inspect.signature(Rules.__init__).parameters)
    kernels = parameters - {"self", "variant", "plugin_manager", "compile_seconds"}
    assert kernels == set(trace.KERNEL_HOOKS)
