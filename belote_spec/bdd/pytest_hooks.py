"""The pytest hooks of the step plugin: the ``belote_variants`` ini option, the French engine
during a scenario, the short French report of a failing step, and the record of the rule
values each scenario runs (``--belote-coverage=FILE``, pytest-xdist included)."""

from __future__ import annotations

from collections.abc import Generator
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from belote_spec.coverage import file_digest, is_record, record_text, run_entry
from belote_spec.i18n import use_language

from . import trace
from .report import FAILURE, Failure, StepFailed, report, shortened
from .step_helpers import VARIANTS_INI


def pytest_addoption(parser: pytest.Parser) -> None:
    """The ``belote_variants`` ini option (default: ``variants``) and ``--belote-coverage``."""
    parser.addini(
        VARIANTS_INI,
        "folders of the repository's own variant files, loadable by name in the scenarios "
        "(relative to the root folder; default: variants)",
        type="args",
        default=["variants"],
    )
    parser.getgroup("belote-spec").addoption(
        "--belote-coverage",
        metavar="FILE",
        default=None,
        help="record in FILE the rule values each scenario that passes runs, for "
        "belote-spec coverage (which reads .belote-coverage.json beside the features folder "
        "by default); FILE is replaced only if it holds such a record",
    )


LANGUAGE = pytest.StashKey[ExitStack]()
RECORD = pytest.StashKey["_Record"]()
RUN = pytest.StashKey[dict[str, Any]]()


@dataclass
class _Record:
    """The session's record of the rule values each scenario runs
    (``--belote-coverage=FILE``)."""

    path: Path
    recorder: trace.Recorder
    stack: ExitStack
    entries: list[dict[str, Any]] = field(default_factory=list)
    digests: dict[str, str] = field(default_factory=dict)
    written: bool = False

    def digest(self, filename: str) -> str:
        """The digest of a feature file, read once."""
        found = self.digests.get(filename)
        if found is None:
            found = self.digests[filename] = file_digest(Path(filename).read_bytes())
        return found


def pytest_configure(config: pytest.Config) -> None:
    """With ``--belote-coverage=FILE``: record what each scenario runs. A FILE that is not
    such a record is refused, before anything runs: it is not the plugin's to replace."""
    option = config.getoption("belote_coverage", None)
    if not option:
        return
    path = Path(config.invocation_params.dir, option)
    exists = path.exists() or path.is_symlink()
    if (
        exists
        and not hasattr(config, "workerinput")
        and (path.is_symlink() or not path.is_file() or not is_record(path))
    ):
        raise pytest.UsageError(
            f"--belote-coverage={option} : ce fichier existe et n'est pas un relevé de "
            "belote-spec coverage ; il n'est pas remplacé. Nommez un autre fichier, ou "
            "supprimez celui-ci."
        )
    recorder = trace.Recorder()
    stack = ExitStack()
    stack.enter_context(trace.recording(recorder))
    config.stash[RECORD] = _Record(path, recorder, stack)


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    """The engine speaks French during a scenario: its errors read as the steps do. With
    ``--belote-coverage``, the scenario's reads are recorded from here."""
    stack = ExitStack()
    stack.enter_context(use_language("fr"))
    request.node.stash[LANGUAGE] = stack
    record = request.config.stash.get(RECORD, None)
    if record is not None:
        callspec = getattr(request.node, "callspec", None)
        indices = callspec.indices if callspec is not None else {}
        row = indices.get("_pytest_bdd_example", -1)
        filename = str(feature.filename)
        request.node.stash[RUN] = {
            "file": Path(filename).name,
            "digest": record.digest(filename),
            "line": int(scenario.line_number),
            "row": row if isinstance(row, int) else -1,
            "name": str(scenario.name),
        }
        record.recorder.start()


def pytest_bdd_after_scenario(request: pytest.FixtureRequest) -> None:
    stack = request.node.stash.get(LANGUAGE, None)
    if stack is not None:
        del request.node.stash[LANGUAGE]
        stack.close()
    record = request.config.stash.get(RECORD, None)
    run = request.node.stash.get(RUN, None)
    if record is not None and run is not None:
        run["reads"] = record.recorder.stop()


def _record_run(item: pytest.Item, rep: pytest.TestReport) -> None:
    """A scenario that passed goes into the record with what it read; one that failed or
    was skipped does not (it checked nothing)."""
    record = item.config.stash.get(RECORD, None)
    run = item.stash.get(RUN, None)
    if record is None or run is None or rep.when != "call":
        return
    del item.stash[RUN]
    if rep.passed and "reads" in run:
        record.entries.append(run_entry(**run))


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: Any) -> None:
    """pytest-xdist: a worker's scenarios join the record of the session."""
    record = node.config.stash.get(RECORD, None)
    if record is not None:
        record.entries.extend(getattr(node, "workeroutput", {}).get("belote_coverage", []))


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Write the record (a pytest-xdist worker hands its scenarios to the main process)."""
    config = session.config
    record = config.stash.get(RECORD, None)
    if record is None:
        return
    workeroutput = getattr(config, "workeroutput", None)
    if workeroutput is not None:
        workeroutput["belote_coverage"] = record.entries
        return
    from belote_spec.atomic_files import write_atomically

    try:
        write_atomically(record.path, record_text(record.entries), replace=True)
    except OSError as exc:
        raise pytest.UsageError(
            f"--belote-coverage={record.path} : le relevé ne s'écrit pas ({exc.strerror or exc})."
        ) from None
    record.written = True


def pytest_terminal_summary(terminalreporter: Any, config: pytest.Config) -> None:
    """Say where the record went."""
    record = config.stash.get(RECORD, None)
    if record is not None and record.written:
        terminalreporter.write_line(
            f"belote-spec coverage : {len(record.entries)} scénarios relevés dans {record.path}"
        )


def pytest_unconfigure(config: pytest.Config) -> None:
    record = config.stash.get(RECORD, None)
    if record is not None:
        del config.stash[RECORD]
        record.stack.close()


def pytest_bdd_step_error(
    request: pytest.FixtureRequest,
    feature: Any,
    scenario: Any,
    step: Any,
    step_func: Any,
    exception: BaseException,
) -> None:
    """Remember the failing step, for :func:`pytest_runtest_makereport`. When the whole
    traceback is asked for (``--tb=long``), a :class:`StepFailed` shows its own too."""
    ours = str(getattr(step_func, "__module__", "")).startswith("belote_spec.")
    if isinstance(exception, StepFailed) and not shortened(request.config):
        exception.pytrace = True
    request.node.stash[FAILURE] = Failure(feature, scenario, step, exception, False, ours)


def pytest_bdd_step_func_lookup_error(
    request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any, exception: Exception
) -> None:
    """Remember the scenario line that no step matches."""
    request.node.stash[FAILURE] = Failure(feature, scenario, step, exception, True)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    """A failure in a step of this library, or a line no step matches, reported in French
    (:func:`belote_spec.bdd.report.report`) instead of a traceback through the library,
    unless the whole traceback is asked for (``--tb=long``, ``--tb=native``,
    ``--full-trace``)."""
    rep = yield
    _record_run(item, rep)
    failure = item.stash.get(FAILURE, None)
    if failure is None or rep.when != "call":
        return rep
    del item.stash[FAILURE]  # its exception holds the frames of the scenario
    if (
        failure.ours
        and rep.failed
        and call.excinfo is not None
        and call.excinfo.value is failure.exception
        and shortened(item.config)
    ):
        rep.longrepr = report(failure, item.config)  # type: ignore[assignment]
    return rep
