"""The skips the suite allows: a test may be skipped for a missing optional tool, and only so.

A skip hides whatever the test would have found. A skip for a tool that is not there (no
chromium, no node, no git) says so and costs nothing in an environment that has it; a skip for
anything else (a file absent from this clone, a filter that found no case, a condition the code
no longer meets, "root writes anywhere") turns a regression into a skip. So a test that needs
an optional tool gives a reason made by :func:`missing`::

    pytest.skip(missing("node", "the JavaScript check of the exports needs it"))
    @pytest.mark.skipif(not numba_available(), reason=missing("numba", "extra fast"))
    pytest.importorskip("pre_commit", reason=missing("pre-commit", "in the test extra"))

and the reason reads ``missing node: the JavaScript check …``. :data:`TOOLS` is the whole list.

When the environment variable :data:`STRICT` is ``1`` (``tools/check.py`` sets it, so CI runs
with it), a test or a module skipped for any other reason fails instead, its reason shown: the
run cannot end green with a skip that is not a missing tool. Strict xfails (a known defect that
must fail, and fails the run once it passes) are left alone. This module is a pytest plugin,
registered by ``tests/conftest.py``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Generator
from typing import Any

import pytest

#: The environment variable that makes a skip for another reason fail the test.
STRICT = "BELOTE_SPEC_STRICT_SKIPS"

#: The optional tools a test may be skipped without, and what each is.
TOOLS: dict[str, str] = {
    "chromium": "Debian's chromium, for the rulebook opened in a browser (.ci/run installs it)",
    "node": "node and the locked packages of tests/js (`npm ci --prefix tests/js`, in .ci/run)",
    "git": "git, which pre-commit needs",
    "numba": "numba, the compiled batch engine and solver (extra fast)",
    "colver": "colver, the independent Rust engine (wheels for x86_64 only)",
    "hatchling": "hatchling, the build backend (test extra)",
    "pre-commit": "pre-commit (test extra)",
    "mypy": "mypy (test extra)",
    "dask": "dask.distributed (extra dask)",
    "posix": "a facility of POSIX systems (named pipes, /dev/zero, resource limits, /proc)",
}

_REASON = re.compile(r"missing (?P<tool>[\w.-]+): \S")


def missing(tool: str, detail: str) -> str:
    """The reason of a skip for a missing ``tool`` (one of :data:`TOOLS`), with what the test
    needs it for or how to get it."""
    if tool not in TOOLS:
        raise ValueError(f"{tool!r} is not an optional tool of tests/skips.py: {sorted(TOOLS)}")
    if not detail.strip():
        raise ValueError("say what the test needs the tool for, or how to get it")
    return f"missing {tool}: {detail}"


def allowed(reason: str) -> bool:
    """Whether a skip's reason (as a report gives it, ``Skipped: `` before it or not) names a
    missing optional tool of :data:`TOOLS`."""
    found = _REASON.match(reason.removeprefix("Skipped: ").strip())
    return found is not None and found["tool"] in TOOLS


def strict() -> bool:
    """Whether a skip for another reason than a missing tool fails the test."""
    return os.environ.get(STRICT) == "1"


def _reason(longrepr: Any) -> str:
    if isinstance(longrepr, tuple) and len(longrepr) == 3:
        return str(longrepr[2])
    return str(longrepr)


def _refusal(reason: str) -> str:
    return (
        f"skipped for a reason that is not a missing optional tool: {reason}. "
        f"{STRICT}=1 (tools/check.py, CI) allows only the reasons made by "
        "tests/skips.py's missing(tool, detail), for the tools: " + ", ".join(sorted(TOOLS))
    )


def _refuse(report: pytest.TestReport | pytest.CollectReport) -> None:
    if not report.skipped or hasattr(report, "wasxfail") or not strict():
        return
    reason = _reason(report.longrepr).removeprefix("Skipped: ")
    if not allowed(reason):
        report.outcome = "failed"
        report.longrepr = _refusal(reason)


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, Any, None]:
    """A test skipped, in its setup or its call, for another reason than a missing tool fails
    (outermost wrapper: the report as the skip and xfail marks left it)."""
    outcome = yield
    _refuse(outcome.get_result())


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_make_collect_report(collector: pytest.Collector) -> Generator[None, Any, None]:
    """A module skipped as it is collected (``pytest.importorskip`` at its top, a module-level
    ``pytest.skip``) for another reason than a missing tool is a collection error."""
    outcome = yield
    _refuse(outcome.get_result())
