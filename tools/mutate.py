"""Mutation testing of the rules' heart with mutmut 3, one module at a time.

Usage, from the repository root, in the environment where the project is installed with its
``test`` extra and ``mutmut`` (``python -m pip install 'mutmut==3.8.1'``; it is not a test
dependency: CI runs the fixed sample of ``tests/test_mutation_sample.py`` instead)::

    python tools/mutate.py --list                 # the modules, their sources and tests
    python tools/mutate.py --count [MODULE...]    # how many mutants each would have (no test run)
    python tools/mutate.py [--jobs N] [MODULE...] # run them (all when none is named)
    python tools/mutate.py --summary [MODULE...]  # print the table of the last runs again
    python tools/mutate.py --sample 80 --seed 26 MODULE  # 80 of its mutants, the same each time
    python tools/mutate.py --recheck [MODULE...]  # the survivors again, against today's tests

Each module runs in a working copy of its own, ``build/mutate/MODULE/``: the package is
copied there (``belote_spec/``), the tests, variants, features and docs are linked, and
mutmut writes its ``mutants/`` folder beside them, so that runs of different modules never
reset each other's results (mutmut forgets every verdict when its test selection changes).
The base settings are the ``[tool.mutmut]`` table of ``pyproject.toml``; this script adds,
per module, the files to mutate and the test files run against them (all the tests would
take hours per module on two cores: the tests named are those written for the module).

Functions compiled with numba (``@numba.njit``) are never mutated by mutmut (it leaves every
decorated function alone). A module listed with ``unjit`` has those lines removed in its
working copy, so mutmut wraps its kernels like any other function. The double-dummy solver
(``solver``) writes its search once as plain functions, run as Python by ``DoubleDummy`` and
compiled by ``JitDoubleDummy``: its module runs with ``NUMBA_DISABLE_JIT=1``
(``python_kernels``), so that both solvers run the mutated functions as Python (numba could
not compile mutmut's wrappers).

``--sample N --seed S`` runs N mutants of each module named, drawn with ``random.Random(S)``
from the sorted names of all its mutants: the same N for the same sources, seed and N (a
sampled score, labelled as such in the summary: the mutants not drawn stay "not checked").
With ``--resume``, a sample adds to the results already there (draw a larger N, or another
seed, to test more).

``--recheck`` runs each survivor of a module's last run again, against the tests added to the
module since (the files new to its list, and its ``tests/test_mutants_*.py``; pytest in its
``mutants/`` folder, the mutant chosen by ``MUTANT_UNDER_TEST``, as mutmut does), and
records those that now fail a test as killed (``rechecked.json`` says which, with the
commit): the score after new tests, without running again every mutant already killed
(tests are only ever added to a module, so a mutant killed stays killed, and a survivor
that passes the new tests passes them all). mutmut itself would start again from nothing: it
forgets every verdict when a module's list of test files changes.

Every mutant of a module runs against every test of the module (``-x``: a killed mutant
stops at its first failing test), not only the tests mutmut saw calling the mutated
function: see :func:`_every_test_for_every_mutant`.

Each run leaves, in its working copy, ``summary.json`` (mutants, killed, survived, timeout,
score, commit and date) and ``survivors.txt`` (the diff of each surviving mutant); the
committed report is ``docs/mutation-report.md``, whose table is the output of ``--summary``.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import random
import re
import shutil
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WORK = ROOT / "build" / "mutate"

#: Linked into each working copy (and copied by mutmut into ``mutants/`` beside the package):
#: the tests read the variants, features and docs from the folder above ``tests/``.
LINKED = ["tests", "variants", "features", "docs", "benchmarks", "tools", "README.md"]


@dataclasses.dataclass(frozen=True)
class Module:
    """A unit of the mutation run: the files mutated and the tests run against them."""

    sources: tuple[str, ...]
    tests: tuple[str, ...]
    #: Strip ``@numba.njit`` from these files in the working copy (the Python build).
    unjit: tuple[str, ...] = ()
    #: Run with ``NUMBA_DISABLE_JIT=1``: what numba would compile runs as Python.
    python_kernels: bool = False
    note: str = ""


MODULES: dict[str, Module] = {
    "solver": Module(
        ("belote_spec/bots/solver.py",),
        (
            "tests/test_solver.py",
            "tests/test_solver_jit.py",
            "tests/test_solver_pruning.py",
            "tests/test_mutants_solver.py",
            "tests/test_mutants_solver_jit.py",
        ),
        python_kernels=True,
        note="one search, run as Python by both solvers",
    ),
    "stats": Module(
        ("belote_spec/simulation/stats.py",),
        ("tests/test_simulate.py", "tests/test_mutants_stats.py"),
    ),
    "export": Module(
        ("belote_spec/export.py",),
        ("tests/test_export.py",),
    ),
    "scoring": Module(
        ("belote_spec/engine/scoring.py", "belote_spec/engine/score_kernel.py"),
        (
            "tests/test_scoring.py",
            "tests/test_score_kernel.py",
            "tests/test_game.py",
            "tests/test_game_end.py",
            "tests/test_every_value_scoring.py",
            "tests/test_rulebook_claims.py",
            "tests/test_mutants_scoring.py",
        ),
        python_kernels=True,
    ),
    "annonces": Module(
        ("belote_spec/engine/annonces.py",),
        (
            "tests/test_game.py",
            "tests/test_obligations.py",
            "tests/test_rebelote.py",
            "tests/test_every_value.py",
            "tests/test_every_value_scoring.py",
            "tests/test_mutants_annonces.py",
            "tests/test_annonce_kernels.py",
        ),
        python_kernels=True,
    ),
    "bidding": Module(
        ("belote_spec/engine/bidding.py",),
        (
            "tests/test_game.py",
            "tests/test_silent_seats.py",
            "tests/test_general_model.py",
            "tests/test_every_value.py",
            "tests/test_mutants_bidding.py",
        ),
    ),
    "game": Module(
        ("belote_spec/engine/game.py", "belote_spec/engine/game_arguments.py"),
        (
            "tests/test_game.py",
            "tests/test_game_end.py",
            "tests/test_every_value.py",
            "tests/test_every_value_scoring.py",
            "tests/test_mutants_game.py",
        ),
    ),
    "engine-play": Module(
        (
            "belote_spec/engine/play.py",
            "belote_spec/engine/rules.py",
            "belote_spec/engine/query_arguments.py",
        ),
        (
            "tests/test_obligations.py",
            "tests/test_play_combinations.py",
            "tests/test_game.py",
            "tests/test_every_value.py",
            "tests/test_every_value_scoring.py",
            "tests/test_rulebook_claims.py",
            "tests/test_api_misuse.py",
            "tests/test_mutants_engine_play.py",
        ),
        python_kernels=True,
    ),
    "engine-other": Module(
        (
            "belote_spec/engine/deal.py",
            "belote_spec/engine/observation.py",
            "belote_spec/engine/replay.py",
            "belote_spec/engine/random_deals.py",
            "belote_spec/engine/tables.py",
        ),
        (
            "tests/test_deal.py",
            "tests/test_observation.py",
            "tests/test_hostile_records.py",
            "tests/test_game.py",
            "tests/test_silent_seats.py",
            "tests/test_mutants_engine_other.py",
        ),
    ),
    "batch": Module(
        (
            "belote_spec/simulation/batch/compiler.py",
            "belote_spec/simulation/batch/deals.py",
            "belote_spec/simulation/batch/engine.py",
            "belote_spec/simulation/batch/random_play.py",
            "belote_spec/simulation/batch/scorer.py",
        ),
        (
            "tests/test_batch.py",
            "tests/test_scaled_contract_test.py",
            "tests/test_game_end.py",
            "tests/test_every_value.py",
            "tests/test_every_value_scoring.py",
            "tests/test_play_combinations.py",
        ),
        python_kernels=True,
    ),
    "loader": Module(
        (
            "belote_spec/loader.py",
            "belote_spec/variant.py",
            "belote_spec/finding.py",
            "belote_spec/frozen.py",
            "belote_spec/schema/messages.py",
        ),
        (
            "tests/test_loader.py",
            "tests/test_layers.py",
            "tests/test_hostile_variants.py",
            "tests/test_mutants_loader.py",
        ),
    ),
    "rulebook-text": Module(
        (
            "belote_spec/rulebook/text.py",
            "belote_spec/rulebook/text_statement.py",
            "belote_spec/rulebook/text_base.py",
            "belote_spec/rulebook/text_cards_deal.py",
            "belote_spec/rulebook/text_bidding.py",
            "belote_spec/rulebook/text_play.py",
            "belote_spec/rulebook/text_annonces.py",
            "belote_spec/rulebook/text_scoring.py",
            "belote_spec/rulebook/text_outcomes.py",
            "belote_spec/rulebook/text_rounding.py",
            "belote_spec/rulebook/text_game_end.py",
        ),
        (
            "tests/test_rulebook_wording.py",
            "tests/test_rulebook_catalog.py",
            "tests/test_rulebook_claims.py",
            "tests/test_mutants_rulebook_text.py",
        ),
    ),
}


def _git(*args: str) -> str:
    out = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=False)
    return out.stdout.strip()


def _prepare(name: str, module: Module, *, resume: bool) -> Path:
    """The working copy of ``name``, made anew (the package copied, the rest linked), or the
    one left by an earlier run when ``resume`` (mutmut then runs only the mutants without a
    result)."""
    work = WORK / name
    if resume and (work / "mutants").is_dir():
        return work
    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)
    shutil.copytree(
        ROOT / "belote_spec", work / "belote_spec", ignore=shutil.ignore_patterns("__pycache__")
    )
    for item in LINKED:
        (work / item).symlink_to(ROOT / item)
    shutil.copy2(ROOT / "pyproject.toml", work / "pyproject.toml")
    for path in module.unjit:
        target = work / path
        text = target.read_text(encoding="utf-8")
        text, count = re.subn(r"^@numba\.njit\(.*\)\n", "", text, flags=re.M)
        if not count:
            sys.exit(f"mutate: no @numba.njit line in {path}")
        target.write_text(text, encoding="utf-8")
    return work


def _configure(module: Module, jobs: int) -> None:
    """mutmut's configuration: pyproject's [tool.mutmut], then this module's files."""
    from mutmut import configuration

    base = configuration._load_config()
    selection = [*base.pytest_add_cli_args_test_selection, *module.tests]
    configuration._config = dataclasses.replace(
        base,
        only_mutate=list(module.sources),
        pytest_add_cli_args_test_selection=selection,
    )


def _draw(names: list[str], sample: int, seed: int) -> set[str]:
    """``sample`` of ``names``, the same for the same names, sample and seed."""
    ordered = sorted(names)
    if sample >= len(ordered):
        return set(ordered)
    return set(random.Random(seed).sample(ordered, sample))


def _run_one(name: str, jobs: int, only: list[str], sample: int | None, seed: int) -> None:
    """In a process of its own (mutmut keeps global state): run the module's mutants (or
    ``sample`` of them, drawn with ``seed``)."""
    module = MODULES[name]
    work = WORK / name
    os.chdir(work)
    if module.python_kernels:
        os.environ["NUMBA_DISABLE_JIT"] = "1"
    sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() not in (ROOT, work)]
    _configure(module, jobs)
    import mutmut.__main__ as mutmut_main

    collect = mutmut_main.collect_or_load_stats

    def collect_or_load_stats(runner: object, **kwargs: object) -> None:
        """mutmut's stats (a full run, or the tests added since), then every test of the
        module for every mutant (see :func:`_every_test_for_every_mutant`)."""
        collect(runner, **kwargs)  # type: ignore[arg-type]
        _every_test_for_every_mutant(module)

    mutmut_main.collect_or_load_stats = collect_or_load_stats
    if sample is not None:
        gather = mutmut_main.collect_source_file_mutation_data

        def collect_source_file_mutation_data(
            *, mutant_names: tuple[str, ...] | list[str]
        ) -> tuple[list[tuple[object, str, int | None]], dict[str, object]]:
            """mutmut's mutants, only those drawn (see :func:`_draw`)."""
            mutants, by_path = gather(mutant_names=mutant_names)
            drawn = _draw([key for _data, key, _result in mutants], sample, seed)
            return [m for m in mutants if m[1] in drawn], by_path

        mutmut_main.collect_source_file_mutation_data = collect_source_file_mutation_data
    mutmut_main._run(only, jobs)


def _every_test_for_every_mutant(module: Module) -> None:
    """Each mutant is run against every test of its module, not only those that called its
    function while mutmut recorded the calls: the package computes many things once and
    keeps them (the loader's variants, the compiled rules, ``functools.cache``), and the play,
    scoring and annonce rules run as closures made when a variant is compiled, which mutmut
    sees as one call of the function that made them. A test that read a kept result, or only
    called a closure, would not be recorded, and a mutant run without it could survive for
    nothing. The tests run with ``-x``: a killed mutant costs its first failing test."""
    from mutmut.mutation.data import SourceFileMutationData
    from mutmut.state import state
    from mutmut.stats import save_stats
    from mutmut.utils.format_utils import mangled_name_from_mutant_name

    everything = set(state().duration_by_test)
    for source in module.sources:
        data = SourceFileMutationData(path=Path(source))
        data.load()
        for key in data.exit_code_by_key:
            name = mangled_name_from_mutant_name(key)
            state().tests_by_mangled_function_name[name] = set(everything)
    save_stats()


def _statuses(work: Path, module: Module) -> dict[str, dict[str, str]]:
    """{source: {mutant: status}} read from mutmut's files of a working copy."""
    from mutmut.stats import status_by_exit_code

    out: dict[str, dict[str, str]] = {}
    for source in module.sources:
        meta = work / "mutants" / (source + ".meta")
        if not meta.exists():
            continue
        data = json.loads(meta.read_text(encoding="utf-8"))
        out[source] = {
            key: status_by_exit_code[code] for key, code in data["exit_code_by_key"].items()
        }
    return out


def _recheck(name: str) -> None:
    """Run the survivors of ``name``'s last run against its tests as they are now; those
    that fail a test are recorded as killed (exit code 1 in mutmut's files)."""
    from mutmut import configuration

    module = MODULES[name]
    work = WORK / name
    mutants = work / "mutants"
    os.chdir(work)
    arguments = configuration._load_config().pytest_add_cli_args
    env = {**os.environ, "PYTHONPATH": str(mutants), "PYTHONDONTWRITEBYTECODE": "1"}
    if module.python_kernels:
        env["NUMBA_DISABLE_JIT"] = "1"
    # A survivor passed every test of the run: it is run against the tests added since (the
    # files new to the module's list, and its tests/test_mutants_*.py, written for the
    # survivors), and survives still if it passes them.
    ran = json.loads((work / "summary.json").read_text(encoding="utf-8"))["tests"]
    tests = [t for t in module.tests if t not in ran or t.startswith("tests/test_mutants_")]
    if not tests:
        print(f"{name}: no test added since the run", flush=True)
        return
    for test in tests:  # mutmut ran a copy of the tests made when the run began
        shutil.copy2(ROOT / test, mutants / test)
    killed = []
    for source in module.sources:
        meta = mutants / (source + ".meta")
        if not meta.exists():
            continue
        data = json.loads(meta.read_text(encoding="utf-8"))
        codes = data["exit_code_by_key"]
        for key in sorted(k for k, code in codes.items() if code == 0):  # 0: survived
            run = subprocess.run(
                [sys.executable, "-m", "pytest", "-x", "-q", *arguments, *tests],
                cwd=mutants,
                env={**env, "MUTANT_UNDER_TEST": key},
                capture_output=True,
                text=True,
                check=False,
            )
            verdict = {0: "survives", 1: "killed"}.get(run.returncode, f"exit {run.returncode}")
            print(f"{name}: {key}: {verdict}", flush=True)
            if run.returncode == 1:
                codes[key] = 1
                killed.append(key)
        meta.write_text(json.dumps(data, indent=4), encoding="utf-8")
    log = work / "rechecked.json"
    before = json.loads(log.read_text(encoding="utf-8")) if log.exists() else []
    commit = _git("rev-parse", "--short", "HEAD")
    before.append({"commit": commit, "tests": tests, "killed": killed})
    log.write_text(json.dumps(before, indent=2) + "\n", encoding="utf-8")


def _count(status: dict[str, str]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for value in status.values():
        counts[value] = counts.get(value, 0) + 1
    return counts


def _summarise(
    name: str, seconds: float | None, sample: tuple[int, int] | None = None
) -> dict[str, object]:
    """The counts of a module's last run, from mutmut's files (``seconds``: the run's time,
    None when summarising again); written to ``summary.json`` with the survivors' diffs."""
    module = MODULES[name]
    work = WORK / name
    statuses = _statuses(work, module)
    log = work / "rechecked.json"
    later: set[str] = set()
    if log.exists():  # the mutants killed by tests added since the run (--recheck)
        later = {k for run in json.loads(log.read_text(encoding="utf-8")) for k in run["killed"]}
    rows = []
    for source, status in statuses.items():
        counts = _count(status)
        killed = counts.get("killed", 0)
        timeout = counts.get("timeout", 0)
        survived = counts.get("survived", 0)
        no_tests = counts.get("no tests", 0)
        tested = killed + timeout + survived + no_tests
        not_checked = counts.get("not checked", 0)
        # killed by the tests added since the run (--recheck): the survivors of the run itself
        added = len(later & set(status))
        rows.append(
            {
                "source": source,
                "mutants": len(status),
                "killed": killed,
                "killed_later": added,
                "score_run": (
                    round(100 * (killed + timeout - added) / tested, 1) if tested else None
                ),
                "survived": survived,
                "timeout": timeout,
                "no_tests": no_tests,
                "not_checked": not_checked,
                "other": len(status) - tested - not_checked,
                # mutmut's own score: (killed + timeout) / every mutant tested.
                "score": round(100 * (killed + timeout) / tested, 1) if tested else None,
            }
        )
    summary = {
        "module": name,
        "tests": list(module.tests),
        "note": module.note,
        "commit": _git("rev-parse", "--short", "HEAD"),
        "date": datetime.now(UTC).strftime("%Y-%m-%d"),
        "seconds": round(seconds) if seconds is not None else None,
        # (N, seed) of --sample, or None for every mutant.
        "sample": list(sample) if sample else None,
        "rows": rows,
    }
    previous = work / "summary.json"
    if seconds is None and not previous.exists():  # a run stopped before its end
        summary["interrupted"] = True
    if seconds is None and previous.exists():  # the run's own time, draw and tests
        before = json.loads(previous.read_text(encoding="utf-8"))
        summary["seconds"] = before["seconds"]
        summary["sample"] = before.get("sample")
        summary["tests"] = before["tests"]
        summary["commit"] = before["commit"]
        summary["date"] = before["date"]
        summary["interrupted"] = before.get("interrupted", False)
    rechecked = work / "rechecked.json"
    if rechecked.exists():
        summary["rechecked"] = json.loads(rechecked.read_text(encoding="utf-8"))
    previous.write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    _write_survivors(work, statuses)
    return summary


def _write_survivors(work: Path, statuses: dict[str, dict[str, str]]) -> None:
    """Every surviving (and untested) mutant's diff, for the report and its readers."""
    names = [
        key
        for status in statuses.values()
        for key, value in sorted(status.items())
        if value in ("survived", "no tests")
    ]
    with (work / "survivors.txt").open("w", encoding="utf-8") as out:
        for key in names:
            shown = subprocess.run(
                [sys.executable, "-m", "mutmut", "show", key],
                cwd=work,
                capture_output=True,
                text=True,
                check=False,
            )
            out.write(shown.stdout + "\n")


def _table(summaries: list[dict[str, object]]) -> str:
    lines = [
        "| module | file | mutants | tested | killed | survived | timeout | no tests "
        "| score of the run | killed by new tests | score now | run | commit, date |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |",
    ]
    for summary in summaries:
        for row in summary["rows"]:  # type: ignore[attr-defined]
            score = "–" if row["score"] is None else f"{row['score']} %"
            drawn = summary.get("sample")
            run = f"sample {drawn[0]}, seed {drawn[1]}" if drawn else "full"  # type: ignore[index]
            if summary.get("interrupted"):
                run = "stopped before its end"
            before = "–" if row.get("score_run") is None else f"{row['score_run']} %"
            tested = row["mutants"] - row["not_checked"]
            lines.append(
                f"| {summary['module']} | `{row['source']}` | {row['mutants']} | {tested} "
                f"| {row['killed']} | {row['survived']} | {row['timeout']} | {row['no_tests']} "
                f"| {before} | {row.get('killed_later', 0)} | {score} | {run} "
                f"| {summary['commit']}, {summary['date']} |"
            )
    return "\n".join(lines)


def _count_mutants(name: str) -> dict[str, int]:
    """Mutants per source of a module, without running a test (mutmut's generator)."""
    from mutmut.mutation.file_mutation import mutate_file_contents

    module = MODULES[name]
    counts = {}
    for source in module.sources:
        text = (ROOT / source).read_text(encoding="utf-8")
        if source in module.unjit:
            text = re.sub(r"^@numba\.njit\(.*\)\n", "", text, flags=re.M)
        mutated = mutate_file_contents(source, text, None, None)
        counts[source] = len(mutated.mutant_names)
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("modules", nargs="*", metavar="MODULE", help="default: every module")
    parser.add_argument("--jobs", type=int, default=1, help="mutants run at once (default 1)")
    parser.add_argument("--list", action="store_true", help="list the modules")
    parser.add_argument("--count", action="store_true", help="count the mutants, run nothing")
    parser.add_argument(
        "--summary", action="store_true", help="the table of the last runs, from mutmut's files"
    )
    parser.add_argument(
        "--resume", action="store_true", help="keep the working copy: run what has no result"
    )
    parser.add_argument(
        "--only",
        action="append",
        default=[],
        metavar="PATTERN",
        help="only the mutants whose name matches (fnmatch), e.g. '*ǁ_run__mutmut_*'",
    )
    parser.add_argument(
        "--recheck",
        action="store_true",
        help="run the survivors of the last runs again, against the tests as they are now",
    )
    parser.add_argument(
        "--sample",
        type=int,
        metavar="N",
        help="run N mutants of each module, drawn reproducibly (see --seed)",
    )
    parser.add_argument("--seed", type=int, default=26, help="the draw of --sample (default 26)")
    parser.add_argument("--one", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        _run_one(args.one, args.jobs, args.only, args.sample, args.seed)
        return
    unknown = [m for m in args.modules if m not in MODULES]
    if unknown:
        parser.error(f"unknown module {', '.join(unknown)}; expected one of {', '.join(MODULES)}")
    names = args.modules or list(MODULES)
    if args.list:
        for name in names:
            module = MODULES[name]
            print(f"{name}: {' '.join(module.sources)}\n    tests: {' '.join(module.tests)}")
        return
    if args.count:
        for name in names:
            for source, count in _count_mutants(name).items():
                print(f"{name}\t{source}\t{count}")
        return
    if args.recheck:
        for name in [n for n in names if (WORK / n / "mutants").is_dir()]:
            _recheck(name)
            _summarise(name, None)
        return
    if args.summary:
        done = [n for n in names if (WORK / n / "mutants").is_dir()]
        print(_table([_summarise(n, None) for n in done]))
        return
    try:
        import mutmut  # noqa: F401
    except ImportError:
        sys.exit("mutate: mutmut is not installed: python -m pip install 'mutmut==3.8.1'")
    failed = []
    summaries = []
    for name in names:
        work = _prepare(name, MODULES[name], resume=args.resume)
        print(f"==> {name} in {work}", flush=True)
        start = time.perf_counter()
        only = [f"--only={pattern}" for pattern in args.only]
        command = [sys.executable, str(Path(__file__).resolve()), "--one", name]
        drawn = ["--sample", str(args.sample), "--seed", str(args.seed)] if args.sample else []
        status = subprocess.call([*command, "--jobs", str(args.jobs), *only, *drawn])
        seconds = time.perf_counter() - start
        print(f"<== {name}: exit {status} in {seconds:.0f}s", flush=True)
        if status:
            failed.append(name)
            continue
        sample = (args.sample, args.seed) if args.sample else None
        summaries.append(_summarise(name, seconds, sample))
    if summaries:
        print(_table(summaries))
    if failed:
        sys.exit(f"mutate: mutmut failed for {', '.join(failed)}")


if __name__ == "__main__":
    main()
