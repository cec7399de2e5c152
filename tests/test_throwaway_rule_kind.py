"""A throwaway rule kind added through the six places of the guide « Ajouter un type de
règle » only, in a copy of the repository: it validates, plays, prints and simulates.

The rule, ``play.seven_lead``, is the guide's worked example (``docs/tutoriels/exemples/
regle-sept*``, read from there, so that the guide and this test cannot drift apart):
``forbidden``, the player who leads a trick may not lead a seven while holding another card;
``allowed``, any card. The copy gets, and nothing else:

1. its schema entry (``variant.schema.json``: values and description);
2. its value and provenance in ``variants/base.yaml`` (no other variant file is touched);
3. its kernel, one edit of ``belote_spec/engine/play.py`` (``regle-sept-noyau.diff``: its
   switch in the ``play_rules()`` tuple, its reason in ``REASONS``, its test in
   ``legal_after``);
4. its rulebook sentence, one entry of ``rulebook/sentences.py``;
5. a behaviour test (``tests/test_regle_sept.py``), with the reading of the rule by the tests'
   independent reference (``regle-sept-reference.diff`` on ``tests/reference.py``);
6. a scenario (``features/regle-sept.feature``).

Then, in the copy, one child process checks that every shipped variant validates and cites the
rule from ``base``; that a game never lets a seven be led beside another card (and does with
``allowed``), and ``explain`` names the rule; that the rulebook states it; that the scalar
simulator, the batch engine (its Python run and its numba wiring, the kernels run uncompiled:
``NUMBA_DISABLE_JIT``) and the solver play it; that its behaviour test, its scenario and the
comparison of every combination of the ``play`` values with the reference pass; and that the
suite's checks that read the list of rules from the schema (the broken files, the inventory,
the citations, the rulebook's coverage and labels) pass with no line written for it.

Left out: the catalogs' French for the schema description, the reason and the sentence
(English is shown meanwhile); numba's machine compilation of the copy's kernels (minutes, cold:
the same functions are compiled by ``tests/test_play_combinations.py`` and
``tests/test_batch.py``).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
RULE = "play.seven_lead"
SENTENCE = "You may not lead a seven while you hold another card."

#: The worked example of the guide: each place's text, as the guide shows it.
EXAMPLES = ROOT / "docs" / "tutoriels" / "exemples"
SCHEMA_ENTRY = EXAMPLES / "regle-sept-schema.json"
BASE_YAML = EXAMPLES / "regle-sept-base.yaml"
KERNEL = EXAMPLES / "regle-sept-noyau.diff"
REFERENCE = EXAMPLES / "regle-sept-reference.diff"
SENTENCE_ENTRY = EXAMPLES / "regle-sept-phrase.txt"
BEHAVIOUR_TEST = EXAMPLES / "test_regle_sept.py"
SCENARIO = EXAMPLES / "regle-sept.feature"


#: A variant of the copy that changes the rule (and so must cite it itself).
ALLOWED = """\
name: sept-permis
title: Sept permis
extends: classic
rules:
  play: {seven_lead: allowed}
provenance:
  play.seven_lead: {source: "002", section: "Fournir, couper, monter", choice: true, note: x}
"""

#: The tests the copy runs (in the child, after the probe): the rule's behaviour test and
#: scenario, the comparison of the play kernels with the reference, and the checks that read
#: the list of rules from the schema (those parametrized by rule, for this rule only).
COPY_TESTS = (
    f"tests/{BEHAVIOUR_TEST.name}",
    "tests/test_features.py",
    "tests/test_play_combinations.py::"
    "test_the_product_holds_every_value_of_every_rule_that_decides_a_legal_set",
    "tests/test_play_combinations.py::test_drawn_positions_and_combinations",
    f"tests/test_broken_generated.py::test_a_standalone_file_without_a_rule[{RULE}]",
    "tests/test_broken_generated.py::"
    f"test_an_enumerated_rule_refuses_a_value_outside_its_list[{RULE}]",
    "tests/test_broken_generated.py::test_the_standalone_copy_of_base_loads",
    "tests/test_inventory_map.py::test_every_rule_of_the_schema_is_mapped_or_cited_on_its_own_in_base",
    "tests/test_citations.py::test_every_rule_cites_an_indexed_section_or_says_it_is_inherited",
    "tests/test_provenance.py::test_no_shipped_variant_leaves_a_value_of_its_own_uncited",
    "tests/test_docs.py::test_every_value_has_a_label_and_every_rule_a_title",
    "tests/test_docs.py::test_the_rulebook_states_or_knowingly_omits_every_rule",
    "tests/test_ruleset_ffb_contree_2016.py::test_every_rule_is_cited",
    "tests/test_ruleset_bga_coinche.py::test_every_rule_is_cited_by_the_file_itself",
)
#: Of the scenarios, the rule's only.
COPY_ARGS = (*COPY_TESTS, "-k", "entame_pas_un_sept or not test_features")

#: What the copy's package is asked, in one process of its own (it writes its answers, a JSON
#: object, to the file named by its first argument; the copy's tests follow, in-process).
PROBE = """
import contextlib, io, json, random, sys
import numpy as np
import pytest
import belote_spec
from belote_spec import load_variant, simulate
from belote_spec.bots.solver import solver_for
from belote_spec.cards import CODE_INDEX
from belote_spec.cli import main
from belote_spec.coverage import shipped_variants
from belote_spec.engine.tables import MODE_INDEX
from belote_spec.rulebook.render import Ctx, rulebook_nodes
from belote_spec.rulebook.text import RuleText
from belote_spec.rulebook.words import rule_title, value_label
from belote_spec.simulation.batch.engine import BatchEngine

RULE = "play.seven_lead"
SEVENS = sum(1 << (8 * suit) for suit in range(4))  # rank 0 of each suit
out = {"package": belote_spec.__file__}
names = [info.name for info in shipped_variants()]
with contextlib.redirect_stdout(io.StringIO()):
    out["validate"] = main(
        ["validate", "--quiet", "--max-combinations", "1", *names, "sept-permis.yaml"]
    )
out["values"] = {n: load_variant(n).rule(RULE) for n in names}
cites = {}
for n in names:
    c = load_variant(n).citation(RULE)
    cites[n] = None if c is None else [c.source, c.section, c.declared_in]
out["cites"] = cites
own = load_variant("sept-permis.yaml").citation(RULE)
out["own_cite"] = [own.source, own.declared_in]
SPECS = {"forbidden": "classic", "allowed": "sept-permis.yaml"}
COMPILED = {value: load_variant(spec).compile() for value, spec in SPECS.items()}

def game_leads(rules):
    seen = sevens = 0
    for seed in range(1, 4):
        game = rules.new_game(seed=seed)
        rng = random.Random(seed)
        while not game.over:
            actions = game.legal_actions()
            if game.mode is not None and not game.trick and game.to_move:
                hand = game.hand(game.to_move)
                if any(not c.startswith("7") for c in hand):
                    seen += 1
                    sevens += sum(a in hand and a.startswith("7") for a in actions)
            game.apply(rng.choice(actions))
    return [seen, sevens]

out["game"] = {value: game_leads(rules) for value, rules in COMPILED.items()}
why = COMPILED["forbidden"].explain("7S AH KD", [], "H", "7S")
out["explain"] = None if why is None else [why.rule, sorted(why.allowed)]

variant = load_variant("club+tout-atout")
rules = variant.compile()
play = RuleText(variant.rule, "en", rules.tables).play()
out["play_keys"] = [s.key for s in play]
out["statement"] = [[s.text, [list(x) for x in s.states]] for s in play if s.key == RULE]
out["rulebook"] = "\\n".join(n.astext() for n in rulebook_nodes(Ctx(variant, rules, "en")))
out["title"] = rule_title(RULE, "en")
out["label"] = value_label(RULE, "forbidden", "en")

def scalar(spec):
    result = simulate(spec, deals=40, seed=3, backend="scalar")
    return result.backend, {k: v.tolist() for k, v in sorted(result.deals.items())}

out["scalar"] = {value: scalar(spec) for value, spec in SPECS.items()}
out["simulate_batch"] = simulate("classic", deals=8, seed=3, backend="batch").backend

def batch_leads(rules, backend):
    # each lead of each played deal: the leader's hand then is the cards he plays from there on
    engine = BatchEngine(rules, backend)
    _cols, trace = engine.trace_deals(40, np.random.default_rng(5))
    leads = beside = 0
    for i in range(len(trace.played)):
        if not trace.hands[i].any():
            continue  # no contract: not played
        leaders = [int(trace.leader[i])] + [int(w) for w in trace.winners[i][:7]]
        for t in range(8):
            seat = leaders[t]
            hand = 0
            for u in range(t, 8):
                hand |= 1 << int(trace.played[i][4 * u + ((seat - leaders[u]) & 3)])
            led = int(trace.played[i][4 * t])
            if hand & ~SEVENS:
                leads += 1
                beside += (SEVENS >> led) & 1
    return [engine.backend, leads, beside, trace.played.tolist()]

out["batch"] = {
    value: {b: batch_leads(rules, b) for b in ("python", "numba")}
    for value, rules in COMPILED.items()
}

def mask(codes):
    return sum(1 << CODE_INDEX[c] for c in codes.split())

# N leads, holding a seven and another card (sans atout; seats N W S E)
hands = [mask("7S AD"), mask("QS TD"), mask("AS 8D"), mask("KS 9D")]
codes = {i: c for c, i in CODE_INDEX.items()}
out["solver"] = {}
for value, rules in COMPILED.items():
    solver = solver_for(rules)
    moves = solver.move_values(hands, 0, MODE_INDEX["SA"])
    out["solver"][value] = [type(solver).__name__, sorted(codes[c] for c in moves)]

class Outcomes:
    def __init__(self):
        self.seen = {}

    def pytest_runtest_logreport(self, report):
        if report.when == "call" or report.outcome != "passed":
            self.seen[report.nodeid] = report.outcome

    def pytest_collectreport(self, report):
        if report.outcome != "passed":
            self.seen[report.nodeid or "collect"] = report.outcome

outcomes = Outcomes()
with contextlib.redirect_stdout(sys.stderr):
    out["pytest"] = int(pytest.main(
        ["-q", "-p", "no:cacheprovider", "-p", "no:randomly", *sys.argv[2:]], plugins=[outcomes]
    ))
out["outcomes"] = outcomes.seen
with open(sys.argv[1], "w", encoding="utf-8") as f:
    json.dump(out, f)
"""


def _insert_after(text: str, anchor: str, added: str) -> str:
    assert text.count(anchor) == 1, f"the copy's anchor {anchor!r} is not there once"
    at = text.index(anchor) + len(anchor)
    return text[:at] + added + text[at:]


def _apply_diff(root: Path, diff: str) -> None:
    """Apply a unified diff of one file, as ``patch`` would: each hunk's old lines, found once
    in the file (wherever they moved to), become its new lines."""
    (target,) = re.findall(r"^\+\+\+ b/(\S+)$", diff, re.M)
    path = root / target
    text = path.read_text(encoding="utf-8")
    for hunk in re.split(r"^@@[^\n]*@@\n", diff, flags=re.M)[1:]:
        old: list[str] = []
        new: list[str] = []
        for line in hunk.splitlines():
            if line.startswith("-"):
                old.append(line[1:])
            elif line.startswith("+"):
                new.append(line[1:])
            else:
                old.append(line[1:])
                new.append(line[1:])
        before, after = "\n".join(old) + "\n", "\n".join(new) + "\n"
        assert text.count(before) == 1, f"{target}: the hunk's lines are not there once:\n{before}"
        text = text.replace(before, after)
    path.write_text(text, encoding="utf-8")


def _add_rule_kind(root: Path) -> None:
    """The places of the rule kind, written in the copy ``root`` from the guide's example."""
    schema_file = root / "belote_spec" / "schema" / "variant.schema.json"
    schema = json.loads(schema_file.read_text(encoding="utf-8"))
    play = schema["$defs"]["rules"]["properties"]["play"]["properties"]
    play.update(json.loads(SCHEMA_ENTRY.read_text(encoding="utf-8")))
    schema_file.write_text(json.dumps(schema, indent=4, ensure_ascii=False), encoding="utf-8")

    example = BASE_YAML.read_text(encoding="utf-8")
    (value_line,) = [line for line in example.splitlines() if line.startswith("    seven_lead:")]
    (cite_line,) = [line for line in example.splitlines() if line.startswith("  play.seven_lead:")]
    base = root / "variants" / "base.yaml"
    text = base.read_text(encoding="utf-8")
    text = _insert_after(text, "    tout_atout_climb: required\n", value_line + "\n")
    cited = '  play.tout_atout_climb: {source: "000"'
    line = text[text.index(cited) : text.index("\n", text.index(cited)) + 1]
    text = _insert_after(text, line, cite_line + "\n")
    base.write_text(text, encoding="utf-8")

    _apply_diff(root, KERNEL.read_text(encoding="utf-8"))
    catalog = root / "belote_spec" / "rulebook" / "sentences.py"
    catalog.write_text(
        catalog.read_text(encoding="utf-8") + SENTENCE_ENTRY.read_text(encoding="utf-8"),
        encoding="utf-8",
    )
    shutil.copy(BEHAVIOUR_TEST, root / "tests" / BEHAVIOUR_TEST.name)
    _apply_diff(root, REFERENCE.read_text(encoding="utf-8"))
    shutil.copy(SCENARIO, root / "features" / SCENARIO.name)


@pytest.fixture(scope="module")
def copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("throwaway")
    skip = shutil.ignore_patterns("__pycache__", "*.pyc", "build", "_build", ".pytest_cache")
    for name in ("belote_spec", "variants", "tests", "features", "docs", "tools"):
        shutil.copytree(ROOT / name, root / name, ignore=skip)
    for name in ("pyproject.toml", "README.md", "CHANGELOG.md"):
        shutil.copy(ROOT / name, root / name)
    _add_rule_kind(root)
    (root / "sept-permis.yaml").write_text(ALLOWED, encoding="utf-8")
    return root


@pytest.fixture(scope="module")
def probed(copy: Path) -> dict[str, Any]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(copy)
    env["NUMBA_DISABLE_JIT"] = "1"  # the batch engine's kernels as Python: nothing compiled
    env["CI"] = "true"
    env.pop("BELOTE_SPEC_TESTS_SPECS", None)
    answers = copy / "probed.json"
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(answers), *COPY_ARGS],
        cwd=copy,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-4000:]
    data: dict[str, Any] = json.loads(answers.read_text(encoding="utf-8"))
    data["log"] = done.stderr[-4000:]
    return data


@pytest.mark.slow
def test_the_copy_uses_its_own_package(copy: Path, probed: dict[str, Any]) -> None:
    assert Path(probed["package"]).is_relative_to(copy)
    assert "seven_lead" not in (ROOT / "belote_spec" / "engine" / "play.py").read_text()


@pytest.mark.slow
def test_it_validates_and_every_variant_cites_it_from_base(probed: dict[str, Any]) -> None:
    assert probed["validate"] == 0
    assert set(probed["values"].values()) == {"forbidden"}
    assert len(probed["values"]) >= 14
    for name, cite in probed["cites"].items():
        # base's own entry: not a variant's citation of the whole of ``play`` (classic's, from
        # its document 002, was written for the play rules it had then)
        assert cite == ["002", "Fournir, couper, monter", "base"], name
    assert probed["own_cite"] == ["002", "sept-permis"]


@pytest.mark.slow
def test_it_plays(probed: dict[str, Any]) -> None:
    seen, sevens = probed["game"]["forbidden"]
    assert seen >= 30
    assert sevens == 0
    seen, sevens = probed["game"]["allowed"]
    assert seen >= 30
    assert sevens > 0
    # 7♠ led from 7♠ A♥ K♦: refused by the new rule, the other two cards allowed
    assert probed["explain"] == [RULE, ["AH", "KD"]]


@pytest.mark.slow
def test_it_prints(probed: dict[str, Any]) -> None:
    assert probed["statement"] == [[SENTENCE, [[RULE, "forbidden"]]]]
    keys = probed["play_keys"]
    assert keys.index(RULE) == keys.index("play.illegal_card") - 1
    assert SENTENCE in probed["rulebook"]
    assert probed["title"] == "Leading a seven"
    assert probed["label"] == "forbidden"


@pytest.mark.slow
def test_the_scalar_simulator_plays_it(probed: dict[str, Any]) -> None:
    (backend, forbidden), (backend_allowed, allowed) = probed["scalar"].values()
    assert backend == backend_allowed == "scalar"
    assert len(forbidden["taker"]) == len(allowed["taker"]) == 40
    assert forbidden != allowed  # the same seeds, the rule changes the play


@pytest.mark.slow
def test_the_batch_engine_plays_it(probed: dict[str, Any]) -> None:
    assert probed["simulate_batch"] == "batch"  # simulate does not refuse the variant
    for value, by_backend in probed["batch"].items():
        (python, leads, beside, played), numba = by_backend["python"], by_backend["numba"]
        assert python == "python"
        assert numba == ["numba", leads, beside, played], value  # the same deals either way
        assert leads >= 100, value
        # a seven led while the leader held another card: never, unless allowed
        assert (beside == 0) == (value == "forbidden"), (value, beside)


@pytest.mark.slow
def test_the_solver_plays_it(probed: dict[str, Any]) -> None:
    # N leads from 7♠ A♦: A♦ only, unless allowed (the Python solver: the compiled one plays
    # only the play rules its shortcuts know)
    assert probed["solver"] == {
        "forbidden": ["DoubleDummy", ["AD"]],
        "allowed": ["JitDoubleDummy", ["7S", "AD"]],
    }


@pytest.mark.slow
def test_its_behaviour_test_scenario_and_the_checks_read_off_the_schema_pass(
    probed: dict[str, Any],
) -> None:
    assert probed["pytest"] == 0, probed["log"]
    outcomes = probed["outcomes"]
    assert set(outcomes.values()) == {"passed"}, outcomes
    ran = " ".join(outcomes)
    for test in COPY_TESTS:
        assert test.split("::")[-1].split("[")[0] in ran, test
    behaviour = [n for n in outcomes if n.startswith(f"tests/{BEHAVIOUR_TEST.name}")]
    assert len(behaviour) == 4  # each test, for each value
    assert f"without_a_rule[{RULE}]" in ran  # the generated broken files include the new rule
    assert len([n for n in outcomes if n.startswith("tests/test_features.py")]) == 1
