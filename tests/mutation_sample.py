"""A fixed sample of mutations that the tests must kill (run by ``test_mutation_sample.py``).

Each mutation is a real change of behaviour in the rules' heart: a snippet of one source file
(found exactly once) and its replacement. Applied alone to a copy of the package, the tests it
names must fail; run on the unchanged copy, they pass. So a test weakened, deleted or skipped
without anyone noticing shows up as a mutation that survives. The full mutation run (mutmut,
``tools/mutate.py``) is far too long for CI; this sample is its fast guard.

``pending``: the tests that kill the mutation are written on another branch; the sample checks
it as soon as its test files exist (until then it is listed, not run, and
``test_a_pending_mutation_is_run_as_soon_as_its_tests_exist`` fails once they do, so that
the mark is removed).

Run as ``python -m tests.mutation_sample ID...`` from a copy of the repository (``None`` for
the copy as it is), this module is the sample's runner: it imports the third-party modules
the tests use once, then runs each mutation's tests with ``pytest.main`` in a process forked
from itself, the mutation written into the copy's file meanwhile. A fork never inherits
``belote_spec`` (the runner does not import it): each imports the mutated package afresh,
without paying again for the interpreter, pytest and numpy (a second or more each). It prints
``{id: exit status}`` as JSON; each run's output is in ``OUTPUT/ID.txt``.
"""

from __future__ import annotations

import gc
import importlib
import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Mutation:
    id: str
    file: str
    snippet: str
    replacement: str
    #: Test node ids (a file, a function, or one parametrised case) that must fail.
    tests: tuple[str, ...]
    why: str
    #: Why it is not run yet (the branch whose tests kill it), or "".
    pending: str = ""
    #: Run the numba-compiled functions as Python (``NUMBA_DISABLE_JIT=1``): a change in a
    #: compiled kernel is tested without compiling it again (every run is Python anyway).
    python_kernels: bool = True


DECIDES = "tests/test_every_value_scoring.py::test_the_value_decides_the_deal"
COMPLEMENT = f'{DECIDES}[scoring.rounding.method="complement"]'
CLAIMS = "tests/test_rulebook_claims.py"

MUTATIONS: tuple[Mutation, ...] = (
    # ------------------------------------------------------------------ the six classes
    Mutation(
        "solver-gap",
        "belote_spec/bots/solver.py",
        "                    else:\n                        previous = -1\n",
        "                    else:\n                        pass\n",
        ("tests/test_solver_pruning.py",),
        "equal-point cards merged across a card of another hand between them (both builds: "
        "the Python and the compiled search are one source)",
    ),
    Mutation(
        "rounding-complement",
        "belote_spec/engine/score_kernel.py",
        "            line_ew = total - line_ns\n",
        "            line_ew = round_ten(line_ew, p[P_HALF])\n",
        (COMPLEMENT,),
        "rounding.method: complement rounds the defence's points on their own (NS taking)",
    ),
    Mutation(
        "rounding-complement-ew",
        "belote_spec/engine/score_kernel.py",
        "            line_ns = total - line_ew\n",
        "            line_ns = round_ten(line_ns, p[P_HALF])\n",
        (COMPLEMENT,),
        "rounding.method: complement rounds the defence's points on their own (EW taking)",
    ),
    Mutation(
        "still-tied-first-declared",
        "belote_spec/engine/annonces.py",
        "seat = (leader + j) & 3",
        "seat = (leader - j) & 3",
        # test_every_value's three holders (N, S, E) do not tell the two ways round apart; the
        # kernel decides for the scalar engine and the batch engine alike
        ("tests/test_mutants_annonces.py",),
        "still_tied: first_declared looks for the first holder the wrong way round the table",
    ),
    Mutation(
        "options-alphabetical",
        "belote_spec/loader.py",
        "    for name in options:\n        if name in chosen:",
        "    for name in sorted(options):\n        if name in chosen:",
        ("tests/test_loader.py::test_two_options_setting_one_rule_apply_in_the_order_given",),
        "options applied in alphabetical order instead of the order given",
    ),
    Mutation(
        "rulebook-tout-atout-climb",
        "belote_spec/rulebook/sentences.py",
        '            "none": pgettext(\n                "rule sentence", "At tout atout',
        '            "required": pgettext(\n                "rule sentence", "At tout atout',
        (
            "tests/test_rulebook_sentences.py::"
            "test_the_climbing_sentence_says_what_each_value_means",
        ),
        "the rulebook's catalog states « following suit is enough » where climbing is required",
    ),
    Mutation(
        "rulebook-catalog-needs",
        "belote_spec/rulebook/sentences.py",
        "        if not all(text.rule(need) == value for need, value in entry.needs):",
        "        if all(text.rule(need) == value for need, value in entry.needs):",
        (
            "tests/test_rulebook_sentences.py::"
            "test_a_rule_whose_needs_hold_is_stated_with_its_value",
        ),
        "the rulebook's catalog states a rule only where it has no effect",
    ),
    Mutation(
        "rulebook-belote-20",
        "belote_spec/rulebook/text_annonces.py",
        'pts = int(r("belote.points"))',
        "pts = 20",
        (
            f"{CLAIMS}::test_what_a_rulebook_states_of_any_value_is_what_the_engine_plays"
            "[classic:belote.points=30]",
        ),
        "« la belote vaut 20 » whatever the variant says",
    ),
    Mutation(
        "wilson-centre",
        "belote_spec/simulation/stats.py",
        'proportion_ci(confidence_level=level, method="wilson")',
        'proportion_ci(confidence_level=level, method="wilsoncc")',
        ("tests/test_simulate.py::test_the_wilson_interval_against_values_worked_by_hand",),
        "a wrong Wilson interval (scipy's, with a continuity correction)",
    ),
    # ------------------------------------------------------------------ the play rules
    Mutation(
        "tout-atout-climb",
        "belote_spec/engine/play.py",
        "        if mode == TA and rules[R_TA_CLIMB]:",
        "        if mode == TA and not rules[R_TA_CLIMB]:",
        ("tests/test_obligations.py::test_tout_atout",),
        "at tout atout, climbing required where it is not and free where it is required",
    ),
    Mutation(
        "undertrump-waived",
        "belote_spec/engine/play.py",
        "        if rules[R_UNDERTRUMP_WAIVED]:\n            return hand, FREE",
        "        if rules[R_UNDERTRUMP_WAIVED]:\n            return trumps, FREE",
        ("tests/test_obligations.py::test_undertrump_waived",),
        "undertrump: waived makes a player who cannot overtrump undertrump all the same",
    ),
    Mutation(
        "overtrump",
        "belote_spec/engine/play.py",
        "            if rules[R_OVERTRUMP_REQUIRED]:\n                return higher, OVERTRUMP",
        "            if not rules[R_OVERTRUMP_REQUIRED]:\n                return higher, OVERTRUMP",
        ("tests/test_obligations.py::test_suit_contract_obligations",),
        "overtrump: required read the other way round",
    ),
    Mutation(
        "trick-winner-trump",
        "belote_spec/engine/play.py",
        "        return bool(pw[card] > pw[best])\n    return bool((tm >> card) & 1)\n",
        "        return bool(pw[card] > pw[best])\n    return False\n",
        ("tests/test_obligations.py::test_trick_winner",),
        "a trump on a plain suit no longer takes the trick",
    ),
    # ------------------------------------------------------------------ scoring and game end
    Mutation(
        "rounding-each-team",
        "belote_spec/engine/score_kernel.py",
        "    if method == 1:\n        line_ns = round_ten(line_ns, p[P_HALF])\n"
        "        line_ew = round_ten(line_ew, p[P_HALF])\n",
        "    if method == 1:\n        pass\n",
        ("tests/test_scoring.py::test_club_made_rounds_each_team_to_the_nearest_ten",),
        "rounding.method: each_team rounds nothing",
    ),
    Mutation(
        "rounding-half-down",
        "belote_spec/engine/scoring.py",
        'out[K.P_HALF] = 5 if rounding["half"] == "up" else 4',
        "out[K.P_HALF] = 5",
        (f'{DECIDES}[scoring.rounding.half="down"]',),
        "rounding.half: down rounds a 5 up (85 → 90 instead of 80)",
    ),
    Mutation(
        "contract-equal-points",
        "belote_spec/engine/score_kernel.py",
        "made = reached and judged_t > judged_d",
        "made = reached and judged_t >= judged_d",
        ("tests/test_scoring.py::test_classic_litige_holds_the_taker_points",),
        "a taker with as many points as the defence makes the contract (no litige)",
    ),
    Mutation(
        "game-end-barred-tie",
        "belote_spec/engine/score_kernel.py",
        "(not barred_ns or best_total > total_ns) and (not barred_ew or best_total > total_ew)",
        "(not barred_ns or best_total >= total_ns) and (not barred_ew or best_total >= total_ew)",
        (f"{DECIDES}[game_end.capot_loser_cannot_win=true#2]",),
        "a team allowed to win wins a tie with a team barred from winning on that deal",
    ),
    Mutation(
        "belote-points",
        "belote_spec/engine/scoring.py",
        '    belote_points = int(belote["points"])',
        "    belote_points = 20",
        ("tests/test_scoring.py::test_the_belote_is_worth_the_points_the_variant_gives_it",),
        "the belote is worth 20 whatever the variant says",
    ),
    Mutation(
        "best-annonce-wins",
        "belote_spec/engine/annonces.py",
        "    if best_ns > best_ew:\n        team = 0\n",
        "    if best_ns < best_ew:\n        team = 0\n",
        ("tests/test_scoring.py::test_best_team_scores_all_its_annonces",),
        "the team with the lower best annonce scores the annonces",
    ),
    Mutation(
        "scaling-rounding",
        "belote_spec/engine/score_kernel.py",
        "            line_ns = round_half(line_ns * p[s + S_NUM], p[s + S_DEN])\n",
        "            line_ns = line_ns * p[s + S_NUM] // p[s + S_DEN]\n",
        ("tests/test_score_kernel.py::test_a_scaled_score_is_rounded_to_the_nearest_point",),
        "a scaled score (sans atout, tout atout) rounded down instead of to the nearest",
    ),
    Mutation(
        "card-scaling-rounding",
        "belote_spec/engine/score_kernel.py",
        "        ns = round_half(plain_ns * num, den)\n",
        "        ns = plain_ns * num // den\n",
        (
            "tests/test_scaled_contract_test.py::test_a_dix_de_der_added_after_scaling_is_tested_exactly",
        ),
        "scaled card points (the dix de der added after) rounded down",
    ),
    # ------------------------------------------------------------------ bidding, export
    Mutation(
        "bid-ladder",
        "belote_spec/engine/bidding.py",
        "    value = (floor // step + 1) * step",
        "    value = (floor // step + 2) * step",
        (
            "tests/test_general_model.py::test_the_ladder_is_the_floor_then_the_multiples_of_the_step",
        ),
        "the bids skip the first multiple of the step above the floor",
    ),
    Mutation(
        "export-x-keywords",
        "belote_spec/export.py",
        'if key.startswith("x-"):',
        'if key.startswith("X-"):',
        ("tests/test_export.py::test_the_bundled_schema_is_self_contained",),
        "the bundled schema keeps belote-spec's own x-* keywords",
    ),
)


#: Imported by the runner before it forks: third-party modules only, never ``belote_spec``
#: (nor a module that imports it), so that each fork imports the mutated package.
PRELOAD = (
    "pytest",
    "_pytest.python",
    "_pytest.assertion.rewrite",
    "_pytest.junitxml",
    "_pytest.pytester",
    "pytest_bdd",
    "pytest_bdd.scenario",
    "hypothesis",
    "_hypothesis_pytestplugin",
    "anyio",
    "asyncio",
    "pdb",
    "execnet",
    "xdist",
    "platformdirs",
    "ssl",
    "concurrent.futures",
    "numpy",
    "numba",
    "scipy.stats",
    "yaml",
    "jsonschema",
    "pluggy",
    "docutils.core",
    "mako.lookup",
)

#: The options of each pytest run: stop at the first failure, no plugin that reorders or
#: distributes the tests, nothing written into the copy.
PYTEST_ARGS = ("-x", "-q", "-p", "no:cacheprovider", "-p", "no:xdist", "-p", "no:randomly")


def _run(mutation: Mutation | None, output: Path) -> int:
    """Fork; in the fork, run the tests (all the sample names when ``mutation`` is None) with
    the mutation in its file; the exit status of ``pytest.main``."""
    tests = sorted({n for m in MUTATIONS for n in m.tests}) if mutation is None else mutation.tests
    path = Path(mutation.file) if mutation is not None else None
    original = path.read_text(encoding="utf-8") if path is not None else ""
    if mutation is not None and path is not None:
        assert original.count(mutation.snippet) == 1, mutation.id
        when = path.stat().st_mtime_ns
        path.write_text(original.replace(mutation.snippet, mutation.replacement), "utf-8")
        # The forks write and reuse the copy's bytecode (pytest rewrites and compiles each
        # test module once, not once per mutation). Python checks a cached module by its
        # source's size and mtime in seconds: the mutated file gets an mtime of its own, so
        # neither it nor the restored original is ever run from the other's bytecode.
        bump = 1_000 + sorted(m.id for m in MUTATIONS).index(mutation.id)
        os.utime(path, ns=(when, when + bump * 1_000_000_000))
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:  # the fork: its output to its file, then pytest
        try:
            fd = os.open(output, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
            os.dup2(fd, 1)
            os.dup2(fd, 2)
            import pytest

            status = int(pytest.main([*PYTEST_ARGS, *tests]))
            sys.stdout.flush()
            sys.stderr.flush()
        except BaseException:  # the parent reads the status: anything else is a 3
            import traceback

            traceback.print_exc()
            sys.stderr.flush()
            status = 3
        os._exit(status)
    try:
        _pid, wait_status = os.waitpid(pid, 0)
    finally:
        if path is not None:
            path.write_text(original, encoding="utf-8")
            os.utime(path, ns=(when, when))
    return os.waitstatus_to_exitcode(wait_status)


def main(argv: list[str]) -> None:
    """``OUTPUT ID...`` (``None``: no mutation): print ``{id: exit status}``."""
    output = Path(argv[0])
    by_id = {m.id: m for m in MUTATIONS}
    for name in PRELOAD:
        importlib.import_module(name)
    assert not any(m == "belote_spec" or m.startswith("belote_spec.") for m in sys.modules)
    # What the runner holds now lives as long as every fork: out of the collector's sight, so
    # that no fork's collections walk it again (pytest collects twice as each run ends)
    gc.freeze()
    statuses = {}
    for name in argv[1:]:
        mutation = None if name == "None" else by_id[name]
        statuses[name] = _run(mutation, output / f"{name}.txt")
    print(json.dumps(statuses))


if __name__ == "__main__":
    main(sys.argv[1:])
