"""The Hypothesis profiles of tests/conftest.py: ``dev`` by default, ``ci`` derandomised for
tools/check.py and CI, ``deep`` for a longer local run; and the test counts that follow them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, settings

from .conftest import examples, tool


@pytest.fixture
def profile() -> Iterator[None]:
    """Put back the profile the run loaded, whatever the test loads."""
    loaded = settings.default
    yield
    settings.register_profile("_restored", loaded)
    settings.load_profile("_restored")


def test_the_ci_profile_gives_the_same_examples_at_every_run() -> None:
    ci, dev = settings.get_profile("ci"), settings.get_profile("dev")
    assert ci.derandomize
    assert ci.database is None
    assert not dev.derandomize
    # the same number of examples as a developer's run, and no timing in either
    assert ci.max_examples == dev.max_examples
    for profile in (ci, dev, settings.get_profile("deep")):
        assert profile.deadline is None
        assert HealthCheck.too_slow in profile.suppress_health_check


@pytest.mark.usefixtures("profile")
def test_the_deep_profile_multiplies_every_test_s_examples_by_ten() -> None:
    settings.load_profile("dev")
    assert examples(200) == 200
    settings.load_profile("ci")
    assert examples(500) == 500
    settings.load_profile("deep")
    assert settings.default.max_examples == 10 * settings.get_profile("dev").max_examples
    assert examples(200) == 2000
    assert examples(5) == 50


def test_check_py_loads_the_ci_profile_unless_told() -> None:
    """tools/check.py passes ``--hypothesis-profile=ci`` to pytest, unless the command names
    a profile itself; ``--fast`` leaves the slow tests out."""
    arguments = tool("check").pytest_arguments
    workers = ["-n", "auto", "--dist", "worksteal"]
    assert arguments(["-x"], workers=True) == ([*workers, "--hypothesis-profile=ci", "-x"], False)
    assert arguments(["--fast", "-x"], workers=True) == (
        [*workers, "--hypothesis-profile=ci", "-m", "not slow", "-x"],
        True,
    )
    assert arguments(["--hypothesis-profile=deep", "tests"], workers=False) == (
        ["--hypothesis-profile=deep", "tests"],
        False,
    )


def test_check_py_lets_python_keep_the_bytecode() -> None:
    """tools/check.py runs pytest with strict skips and without ``PYTHONDONTWRITEBYTECODE``
    (a machine may set it): the hundred processes the suite starts then reuse the compiled
    package instead of compiling it again each."""
    environment = tool("check").pytest_environment
    env = environment({"PYTHONDONTWRITEBYTECODE": "1", "PATH": "/bin"})
    assert env == {"PATH": "/bin", "BELOTE_SPEC_STRICT_SKIPS": "1"}


def test_the_profiles_are_the_same_when_the_environment_says_ci() -> None:
    """Hypothesis loads its own ``ci`` profile when ``CI`` is set (as on a CI machine); the
    suite's profiles are built on Hypothesis's ``default`` and must not change with it: ``dev``
    stays randomised with the example database there too."""
    import os
    import subprocess
    import sys

    script = (
        "from hypothesis import HealthCheck, settings\n"
        "import tests.conftest\n"
        "dev, ci = settings.get_profile('dev'), settings.get_profile('ci')\n"
        "print(dev.derandomize, dev.database is None, ci.derandomize, dev.deadline is None)\n"
    )
    for value in ("true", ""):
        env = {**os.environ, "CI": value}
        out = subprocess.run(
            [sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True
        )
        assert out.stdout.split() == ["False", "False", "True", "True"], (value, out.stderr)
