"""The fixed sample of mutations (``tests/mutation_sample.py``): each one, applied alone to a
copy of the package, makes the tests it names fail, and those tests pass on the copy without
it. A regression of the tests themselves (a test weakened, deleted or skipped) is seen here.

Each mutation costs one pytest run in a subprocess (about 2 s of CPU to start, plus its tests),
so the whole sample is marked ``slow``; the checks of the sample's own data are not.
"""

from __future__ import annotations

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


def _pytest(
    root: Path, mutation: Mutation | None, tests: list[str]
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-x",
            "-q",
            "-p",
            "no:cacheprovider",
            "-p",
            "no:xdist",
            "-p",
            "no:randomly",
            *tests,
        ],
        cwd=root,
        env={**_environment(mutation), "PYTHONPATH": str(root)},
        capture_output=True,
        text=True,
        check=False,
    )


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
def test_the_sample_tests_pass_without_a_mutation(copy: Path) -> None:
    """Every test the sample names passes on the unchanged copy (else a failure would not
    show a kill)."""
    tests = sorted({node for m in ACTIVE for node in m.tests})
    run = _pytest(copy, None, tests)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]


@pytest.mark.slow
@pytest.mark.parametrize("mutation", ACTIVE, ids=[m.id for m in ACTIVE])
def test_the_tests_kill_the_mutation(copy: Path, mutation: Mutation) -> None:
    path = copy / mutation.file
    original = path.read_text(encoding="utf-8")
    assert original.count(mutation.snippet) == 1
    path.write_text(original.replace(mutation.snippet, mutation.replacement), encoding="utf-8")
    try:
        run = _pytest(copy, mutation, list(mutation.tests))
    finally:
        path.write_text(original, encoding="utf-8")
    # 1: tests failed (2 would be an error before any test ran: the mutation breaks imports).
    assert run.returncode == 1, (
        f"{mutation.id} ({mutation.why}) survived {' '.join(mutation.tests)}: exit "
        f"{run.returncode}\n{run.stdout[-2000:]}{run.stderr[-2000:]}"
    )
