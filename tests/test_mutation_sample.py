"""The fixed sample of mutations (``tests/mutation_sample.py``): each one, applied alone to a
copy of the package, makes the tests it names fail, and those tests pass on the copy without
it. A regression of the tests themselves (a test weakened, deleted or skipped) is seen here.

One process runs the whole sample (``python -m tests.mutation_sample``): it imports pytest,
numpy and the other third-party modules once, then forks a process per mutation, which
imports the mutated package and runs the tests the mutation names. The sample is marked
``slow``; the checks of the sample's own data are not.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .mutation_sample import MUTATIONS, Mutation

ROOT = Path(__file__).resolve().parents[1]
ACTIVE = [m for m in MUTATIONS if not m.pending]
PENDING = [m for m in MUTATIONS if m.pending]
#: What the tests read beside the package (the tests' ``ROOT`` is the copy's folder).
COPIED = ("belote_spec", "tests", "variants", "features", "docs", "pyproject.toml", "README.md")


#: The runner's forks write the copy's bytecode, and reuse it (see ``mutation_sample._run``).
COMPILED = {"PYTHONDONTWRITEBYTECODE": ""}


def _test_file(node: str) -> Path:
    return ROOT / node.split("::")[0]


def _test_exists(node: str) -> bool:
    """Whether the test file of ``node`` exists and defines its test function, if named."""
    path = _test_file(node)
    if not path.is_file():
        return False
    parts = node.split("::")
    name = parts[-1].split("[")[0] if len(parts) > 1 else ""
    return not name or f"def {name}(" in path.read_text(encoding="utf-8")


def _environment(mutation: Mutation | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "COV_"))}
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    if mutation is None or mutation.python_kernels:
        env["NUMBA_DISABLE_JIT"] = "1"
    return env


@pytest.fixture(scope="module")
def copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the package and its tests, importable from its own folder only."""
    root = tmp_path_factory.mktemp("mutation-sample")
    ignore = shutil.ignore_patterns("__pycache__", "node_modules", "*.pyc")
    for name in COPIED:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, root / name, ignore=ignore)
        else:
            shutil.copy2(source, root / name)
    # The copy, not the installed package, is what its tests import.
    found = subprocess.run(
        [sys.executable, "-c", "import belote_spec; print(belote_spec.__file__)"],
        cwd=root,
        env={**_environment(None), "PYTHONPATH": str(root)},
        capture_output=True,
        text=True,
        check=True,
    )
    assert Path(found.stdout.strip()).is_relative_to(root)
    return root


@pytest.fixture(scope="module")
def statuses(copy: Path, tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, int], Path]:
    """{mutation id, or "None" for the copy as it is: the exit status of its tests}, from the
    sample's runner (``python -m tests.mutation_sample``: one process, a fork per run), and
    the folder of their outputs."""
    output = tmp_path_factory.mktemp("mutation-output")
    found: dict[str, int] = {}
    for python_kernels in (True, False):
        group = [m.id for m in ACTIVE if m.python_kernels == python_kernels]
        if python_kernels:
            group.insert(0, "None")  # the clean run, numba's kernels as Python like the rest
        if not group:
            continue
        run = subprocess.run(
            [sys.executable, "-m", "tests.mutation_sample", str(output), *group],
            cwd=copy,
            env={
                **_environment(None if python_kernels else ACTIVE[0]),
                **COMPILED,
                "PYTHONPATH": str(copy),
            },
            capture_output=True,
            text=True,
            check=False,
        )
        assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
        found.update(json.loads(run.stdout.strip().splitlines()[-1]))
    return found, output


def _output(output: Path, name: str) -> str:
    path = output / f"{name}.txt"
    return path.read_text(encoding="utf-8")[-3000:] if path.exists() else ""


def test_the_sample_is_well_formed() -> None:
    """Each mutation names a file where its snippet occurs exactly once, a different
    replacement, and tests; ids are unique."""
    assert len({m.id for m in MUTATIONS}) == len(MUTATIONS)
    for m in MUTATIONS:
        text = (ROOT / m.file).read_text(encoding="utf-8")
        assert text.count(m.snippet) == 1, (
            f"{m.id}: the snippet is in {m.file} {text.count(m.snippet)} times"
        )
        assert m.replacement != m.snippet, m.id
        assert m.tests, m.id
        assert m.why, m.id
        if not m.pending:
            for node in m.tests:
                assert _test_exists(node), f"{m.id}: no test {node}"


def test_a_pending_mutation_is_run_as_soon_as_its_tests_exist() -> None:
    """A mutation waits for tests written elsewhere only while their files are missing."""
    ready = [m.id for m in PENDING if all(_test_exists(node) for node in m.tests)]
    assert not ready, f"their tests exist: remove `pending` from {', '.join(ready)}"


@pytest.mark.slow
def test_the_tests_kill_every_mutation_of_the_sample(
    statuses: tuple[dict[str, int], Path],
) -> None:
    """Every test the sample names passes on the unchanged copy (else a failure would not
    show a kill), and fails with each mutation in turn. One test, so that the runner runs
    once even when pytest-xdist spreads a module's tests over its workers."""
    found, output = statuses
    assert found["None"] == 0, _output(output, "None")
    # 1: tests failed (2 would be an error before any test ran: the mutation breaks imports).
    survived = [m for m in ACTIVE if found[m.id] != 1]
    assert not survived, "\n".join(
        f"{m.id} ({m.why}) survived {' '.join(m.tests)}: exit {found[m.id]}\n"
        f"{_output(output, m.id)}"
        for m in survived
    )
