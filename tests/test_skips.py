"""The guard of tests/skips.py: a skip names a missing optional tool, or, when tools/check.py
(CI) asks for it, fails the test; and the suite's own skips all name one."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from .conftest import ROOT
from .skips import STRICT, TOOLS, allowed, missing

SAMPLE = """
import pytest

from tests.skips import missing


def test_a_missing_tool():
    pytest.skip(missing("node", "not on PATH"))


@pytest.mark.skipif(True, reason=missing("chromium", "not installed"))
def test_a_missing_tool_by_mark():
    pass


def test_a_module_of_a_missing_tool():
    pytest.importorskip("no_such_module_here", reason=missing("numba", "extra fast"))


def test_a_skip_for_another_reason():
    pytest.skip("the source documents are absent")


@pytest.mark.skipif(True, reason="root writes anywhere")
def test_a_mark_for_another_reason():
    pass


def test_a_module_that_is_not_installed():
    pytest.importorskip("no_such_module_here")


@pytest.fixture
def needs():
    pytest.skip("a fixture that gives up")


def test_a_fixture_that_skips(needs):
    pass


def test_a_reason_dressed_as_a_tool():
    pytest.skip("missing unicorns: none here")


@pytest.mark.xfail(strict=True, reason="a known defect")
def test_a_known_defect():
    assert False


def test_a_pass():
    pass
"""

#: A module skipped as a whole as it is collected.
MODULE_SKIP = (
    'import pytest\n\npytest.importorskip("no_such_module_here")\n\n\ndef test_x():\n    pass\n'
)

REFUSED = {
    "test_a_skip_for_another_reason": "the source documents are absent",
    "test_a_mark_for_another_reason": "root writes anywhere",
    "test_a_module_that_is_not_installed": "could not import 'no_such_module_here': No module",
    "test_a_fixture_that_skips": "a fixture that gives up",
    "test_a_reason_dressed_as_a_tool": "missing unicorns: none here",
}


def test_a_reason_names_a_tool_of_the_list() -> None:
    assert missing("git", "pre-commit needs it") == "missing git: pre-commit needs it"
    assert allowed(missing("chromium", "not installed"))
    assert allowed("Skipped: " + missing("numba", "extra fast"))  # as a report gives it
    assert not allowed("root writes anywhere")
    assert not allowed("missing unicorns: none here")
    assert not allowed("missing node")  # and what for?
    assert not allowed("node is missing: missing node: x")
    with pytest.raises(ValueError, match="not an optional tool"):
        missing("shared", "the documents beside the repository")
    with pytest.raises(ValueError, match="say what"):
        missing("node", " ")


def test_a_skip_for_another_reason_fails_when_asked(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytester.makepyfile(test_sample=SAMPLE)
    monkeypatch.setenv(STRICT, "1")
    result = pytester.runpytest("-p", "tests.skips", "-p", "no:cacheprovider", "-rA")
    # skipped in their setup (a mark, a fixture): an error of the setup; in their call: failed
    result.assert_outcomes(passed=1, skipped=3, failed=3, errors=2, xfailed=1)
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    text = result.stdout.str()
    for name, reason in REFUSED.items():
        assert re.search(rf"(FAILED|ERROR) test_sample\.py::{name} - ", text), name
        assert f"not a missing optional tool: {reason}" in text, reason
    # a module skipped as a whole: a collection error, which stops the run
    pytester.makepyfile(test_module_skip=MODULE_SKIP)
    result = pytester.runpytest(
        "-p", "tests.skips", "-p", "no:cacheprovider", "test_module_skip.py"
    )
    result.assert_outcomes(errors=1)
    assert result.ret == pytest.ExitCode.INTERRUPTED
    assert "could not import 'no_such_module_here'" in result.stdout.str()


def test_without_the_variable_a_skip_is_a_skip(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytester.makepyfile(test_sample=SAMPLE, test_module_skip=MODULE_SKIP)
    monkeypatch.delenv(STRICT, raising=False)
    result = pytester.runpytest("-p", "tests.skips", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=1, skipped=9, xfailed=1)
    assert result.ret == pytest.ExitCode.OK


def _literal_reasons(tree: ast.AST) -> list[tuple[int, str]]:
    """The skips of a test module whose reason is written as a plain string: ``pytest.skip``
    ``pytest.importorskip`` and ``skipif`` given a literal, or importorskip given none."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
            continue
        name = node.func.attr
        if name not in ("skip", "skipif", "importorskip"):
            continue
        reasons = [k.value for k in node.keywords if k.arg in ("reason", "msg")]
        if name == "skip" and node.args:
            reasons.append(node.args[0])
        if name == "importorskip" and not reasons:
            found.append((node.lineno, "importorskip without a reason"))
        for reason in reasons:
            if isinstance(reason, ast.Constant):
                found.append((node.lineno, str(reason.value)))
    return sorted(found)


def test_every_skip_of_the_suite_names_a_missing_tool() -> None:
    """Read in the code, not only when it runs: a skip whose condition holds nowhere near CI
    (another system, a tool CI installs) still names its tool, with missing()."""
    problems = []
    for path in sorted((ROOT / "tests").glob("*.py")):
        if path.name == "test_skips.py":  # its samples skip for other reasons on purpose
            continue
        text = path.read_text(encoding="utf-8")
        if not re.search(r"\b(skip|skipif|importorskip)\(", text):
            continue
        tree = ast.parse(text)
        problems += [f"{path.name}:{line}: {reason}" for line, reason in _literal_reasons(tree)]
    assert not problems, "\n".join(problems)


def test_the_reader_of_skips_finds_them() -> None:
    tree = ast.parse(SAMPLE)
    assert [reason for _, reason in _literal_reasons(tree)] == [
        "the source documents are absent",
        "root writes anywhere",
        "importorskip without a reason",
        "a fixture that gives up",
        "missing unicorns: none here",
    ]


def test_every_tool_says_what_it_is() -> None:
    assert {"chromium", "node", "git", "numba", "hatchling", "pre-commit"} <= set(TOOLS)
    for tool, what in TOOLS.items():
        assert re.fullmatch(r"[a-z][a-z0-9.-]*", tool), tool
        assert what.strip(), tool


def test_the_skips_module_is_a_plugin_of_the_suite() -> None:
    conftest = (Path(__file__).parent / "conftest.py").read_text(encoding="utf-8")
    assert '"tests.skips"' in conftest
