"""Shared fixtures, the registration of the French scenario steps (the package's pytest
plugin, :mod:`belote_spec.bdd.steps`), and the scenario tags as markers."""

from __future__ import annotations

import functools
import gc
import json
import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

import pytest
from hypothesis import HealthCheck, settings

if TYPE_CHECKING:
    from belote_spec.engine.rules import Rules

ROOT = Path(__file__).resolve().parents[1]

# The language of every text follows the environment (belote_spec.i18n): the suite runs with
# none set, so that each text is in its audience's default (French at the game table and in
# rulebooks, English in messages), whatever the machine's locale; a test of another language
# says so (--lang, LANG or use_language). Subprocesses inherit this.
for _variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "BELOTE_SPEC_LOCALE_PATH"):
    os.environ.pop(_variable, None)
os.environ["LANG"] = "C.UTF-8"
VARIANTS = ROOT / "variants"
SHIPPED = ("classic", "club", "traditional", "bridgee")
FEATURES = ROOT / "features"
#: Fake distributions (``*.dist-info`` and their modules); see its README.md.
PLUGIN_FIXTURES = Path(__file__).resolve().parent / "plugin_fixtures"


def shipped_specs() -> list[str]:
    """Every shipped variant, alone and with each of its options singly (with the options it
    requires, transitively), as ``list_variants()`` finds them: a new variant file or option is
    tested without a new line anywhere. Only the variants shipped with the package: a variant
    package installed in the same environment (entry points ``belote_spec.variants``) is not
    the project's to test."""
    from belote_spec.coverage import shipped_variants
    from belote_spec.loader import option_spec

    out: list[str] = []
    for info in shipped_variants():
        if info.abstract or info.problems:
            continue
        offered = {o.name: o for o in info.options}
        out.append(info.name)
        out.extend(option_spec(info.name, o.name, offered) for o in info.options)
    return out


#: Where a run of the suite hands :data:`SPECS` to the pytest processes it starts (a scenario
#: run in a throwaway repository, each mutation of ``tests/mutation_sample.py``), with the
#: state of the variant files it was worked out from: a child whose variant files are the same
#: reads it instead of loading and validating every shipped variant again.
SPECS_VARIABLE = "BELOTE_SPEC_TESTS_SPECS"


def _variants_state() -> list[list[Any]]:
    return [
        [p.name, p.stat().st_size, p.stat().st_mtime_ns]
        for p in sorted((ROOT / "variants").glob("*.y*ml"))
    ]


def _specs() -> list[str]:
    state = _variants_state()
    try:
        handed = json.loads(os.environ.get(SPECS_VARIABLE, "null"))
    except ValueError:
        handed = None
    if isinstance(handed, dict) and handed.get("state") == state:
        specs = handed.get("specs")
        if isinstance(specs, list) and all(isinstance(s, str) for s in specs):
            return specs
    specs = shipped_specs()
    os.environ[SPECS_VARIABLE] = json.dumps({"state": state, "specs": specs})
    return specs


#: See :func:`shipped_specs`.
SPECS = _specs()

#: The shipped variants the batch engine refuses, each with the rule that makes it refuse (it
#: says why and ``simulate`` runs them on the scalar path): the batch sweeps leave them out, and
#: ``tests/test_batch.py`` checks that it refuses exactly these, for that reason.
BATCH_REFUSED = {
    "bela": "game_end.instant_win",
    "belote-a-trois": "table.players",
    "belote-a-deux": "table.players",
}

#: :data:`SPECS` that the batch engine plays.
BATCH_SPECS = [s for s in SPECS if s.split("+")[0] not in BATCH_REFUSED]

#: The variants a sweep runs in a developer's fast run (``tools/check.py --fast``, that is
#: ``-m "not slow"``): the four rule sets of the source documents.
FAST_SAMPLE = frozenset(SHIPPED)


@functools.cache
def reading_key(spec: str, reads: tuple[str, ...]) -> str:
    """What a test that reads only the rules ``reads`` (groups such as ``"annonces"``, or
    paths such as ``"cards.sequence_order"``) sees of ``spec``: their resolved values, and
    the rule plugins (a plugin may replace any phase), as one comparable text (worked out
    once per process)."""
    from belote_spec import load_variant
    from belote_spec.loader import thaw

    variant = load_variant(spec)
    return json.dumps(
        [[path, thaw(variant.rule(path))] for path in (*reads, "plugins")],
        sort_keys=True,
        default=repr,
    )


def specs_reading(*reads: str, among: list[str] | tuple[str, ...] | None = None) -> list[str]:
    """The specs of ``among`` (:data:`SPECS` unless given) that a sweep reading only the rules
    ``reads`` needs: one per distinct resolved value of those rules (:func:`reading_key`), a
    variant alone rather than one with an option where both read the same, and the variants
    of :data:`FAST_SAMPLE` always (the fast run keeps its sample). An option that changes
    nothing the test reads plays exactly what another spec kept here plays; an option that
    changes one of those rules (today's or a future one) has a key of its own and is kept,
    without a line to add. ``tests/test_sweeps.py`` checks that each reduced list covers
    every key of ``among``.

    A test may use it only when it reads nothing else of the variant: the rules named, and
    what the built-in hooks compile from them alone (the groups each ``belote_make_*`` hook
    reads are listed in its docstring, ``belote_spec/plugins``)."""
    specs = list(SPECS if among is None else among)
    keys = {spec: reading_key(spec, reads) for spec in specs}
    kept: dict[str, str] = {}
    for spec in specs:
        key = keys[spec]
        if key not in kept or ("+" in kept[key] and "+" not in spec):
            kept[key] = spec
    chosen = set(kept.values()) | (FAST_SAMPLE & set(specs))
    reduced = [spec for spec in specs if spec in chosen]
    READINGS.append(Reading(reads, tuple(specs), tuple(reduced)))
    return reduced


@dataclass(frozen=True)
class Reading:
    """A list :func:`specs_reading` made: the rules read, the specs it chose among, the specs
    it kept."""

    reads: tuple[str, ...]
    among: tuple[str, ...]
    kept: tuple[str, ...]


#: Every list :func:`specs_reading` has made in this process (``tests/test_sweeps.py``).
READINGS: list[Reading] = []


def sweep(specs: list[str] | tuple[str, ...]) -> list[Any]:
    """``specs`` as the parameters of a test that runs each variant and option: those of
    :data:`FAST_SAMPLE` as they are, the others marked ``slow`` (CI runs them all; a fast run
    keeps the test, on the sample). For the sweeps that take seconds in all."""
    return [s if s in FAST_SAMPLE else pytest.param(s, marks=pytest.mark.slow) for s in specs]


@functools.cache
def compiled_rules(spec: str) -> Rules:
    """The compiled rules of ``spec`` (a name, options joined by ``+``), compiled once per
    test process: for tests that only read them."""
    from belote_spec import load_variant

    return load_variant(spec).compile()


def cards_mask(codes: str) -> int:
    """The bitset of the cards written as codes separated by spaces (``"7S JH"``)."""
    from belote_spec.cards import CODE_INDEX

    return sum(1 << CODE_INDEX[c] for c in codes.split())


def write_catalog(folder: Path, lang: str, entries: dict[object, object]) -> Path:
    """Write a message catalog of ``lang`` under ``folder`` (as ``add_catalog_dir`` reads
    it), translating ``entries`` only (a key ``("ctx", message)``: the message in the
    context ``rank``); returns ``folder``."""
    import io

    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    from belote_spec import i18n

    catalog = Catalog(locale=lang, domain=i18n.DOMAIN)
    for message_id, string in entries.items():
        context = None
        if isinstance(message_id, tuple) and len(message_id) == 2 and message_id[0] == "ctx":
            context, message_id = "rank", message_id[1]
        catalog.add(message_id, string, context=context)
    target = folder / lang / "LC_MESSAGES"
    target.mkdir(parents=True)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    (target / f"{i18n.DOMAIN}.mo").write_bytes(buffer.getvalue())
    return folder


# The golden-deal helpers check with plain asserts: rewrite them, as in a test module, so that
# a failure shows its values (registered before the step plugin and the tests import them).
pytest.register_assert_rewrite("belote_spec.bdd.golden")

# The French steps: the package's pytest plugin. Its entry point (``pytest11``) bears the
# module's name, so this registers it when the entry point is not installed and is a no-op
# when it is (never twice). tests/skips.py: a skip names a missing optional tool, or fails the
# test when tools/check.py (CI) asks for it.
pytest_plugins = ["belote_spec.bdd.steps", "tests.skips", "pytester"]

# ------------------------------------------------------------------ the Hypothesis profiles

#: ``dev`` (the default): new examples at each run. ``ci`` (``tools/check.py`` loads it, and so
#: CI): the same number of examples, derandomised (the same examples at every run of the same
#: code, so that a red CI run is red again when run again) and without the example database.
#: ``deep``: ten times the examples of every test, for a longer local run
#: (``pytest --hypothesis-profile=deep tests/test_obligations.py``). None has a deadline or
#: the ``too_slow`` health check: a timing is never an assertion that can flake on a loaded
#: machine (the figures are in benchmarks/).
#:
#: Each is built on Hypothesis's ``default`` profile, not on the profile loaded when this file is
#: read: Hypothesis loads its own ``ci`` profile when the environment says CI (``CI=true``),
#: and ``dev`` must not become derandomised there.
_default = settings.get_profile("default")
_untimed = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}
settings.register_profile("dev", parent=_default, **_untimed)
settings.register_profile(
    "ci", parent=_default, derandomize=True, database=None, print_blob=True, **_untimed
)
settings.register_profile(
    "deep", parent=_default, max_examples=10 * _default.max_examples, **_untimed
)
settings.load_profile("dev")  # --hypothesis-profile (read after this file) overrides it


def tool(name: str) -> Any:
    """The module of ``tools/NAME.py`` (the tools are scripts, not a package), loaded once."""
    import importlib.util

    module_name = f"belote_spec_tools_{name}"
    if module_name not in sys.modules:
        spec = importlib.util.spec_from_file_location(module_name, ROOT / "tools" / f"{name}.py")
        assert spec is not None
        assert spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[module_name] = module  # its dataclasses look their module up there
        spec.loader.exec_module(module)
    return sys.modules[module_name]


def examples(count: int) -> int:
    """A test's number of examples under the loaded profile: ``count`` under ``dev`` and
    ``ci``, ten times more under ``deep``. For ``@settings(max_examples=examples(200))``: an
    explicit ``max_examples`` would otherwise stay the same in every profile."""
    default: int = settings.get_profile("dev").max_examples
    return max(1, count * settings.default.max_examples // default)


#: The warm-up of numba's kernels this process started (:func:`pytest_configure`).
_WARMING: list[subprocess.Popen[bytes]] = []
#: The warm-up tool; absent from a copy of the package and its tests made without ``tools/``.
WARM_KERNELS: Final = ROOT / "tools" / "warm_kernels.py"


def _start_warming_kernels(config: pytest.Config) -> None:
    """In the process that starts pytest-xdist's workers (two or more), start filling numba's
    disk cache with the kernels (``tools/warm_kernels.py``) unless ``tools/check.py`` has
    already: each worker waits for it after collecting its tests instead of compiling them
    itself (in a fresh clone, about 15 s of processor time saved per worker beyond the first)."""
    workers = getattr(config.option, "numprocesses", None)
    if hasattr(config, "workerinput") or not isinstance(workers, int) or workers < 2:
        return
    if getattr(config.option, "dist", "no") == "no" or config.option.collectonly:
        return
    if not WARM_KERNELS.exists():  # a copy of the tests without the tools (the mutation sample)
        return
    process = tool("warm_kernels").start(ROOT, os.environ)  # the workers inherit its lock
    if process is not None:
        _WARMING.append(process)


#: The garbage collector's thresholds in each test process: Python's own for the young
#: generations (700, 10), and a full collection after 100 collections of the middle one
#: instead of 10. A full collection walks every object the process holds (numba, Sphinx, the
#: caches of compiled variants, texts and engines the modules keep), 0.1 to 0.5 s each in a
#: worker late in the run. In a whole run with Python's 10 (December 2026, two workers on a
#: loaded machine) 122 full collections took 27.7 s of the workers' 281 s of processor; with
#: 100, 33 took 13.7 s, the workers' peak memory the same (1.7 GB at most). What the tests
#: check does not change: only when the collector runs.
GC_THRESHOLDS: Final = (700, 10, 100)


def pytest_configure(config: pytest.Config) -> None:
    """Register every tag used in the feature files (``@doc-002``, ``@variante-classic``) as a
    marker, so that ``--strict-markers`` accepts them and ``-m variante-club`` selects them.
    Start the warm-up of numba's kernels (:func:`_start_warming_kernels`). Make the garbage
    collector's full collections rarer (:data:`GC_THRESHOLDS`)."""
    gc.set_threshold(*GC_THRESHOLDS)
    _start_warming_kernels(config)
    tags: set[str] = set()
    for path in FEATURES.glob("*.feature"):
        # errors="replace": a file that is not UTF-8 is reported by the coverage test, with
        # its place, rather than stopping pytest here
        text = path.read_text(encoding="utf-8", errors="replace")
        tags.update(re.findall(r"(?<!\S)@([\w.+-]+)", text))
    for tag in sorted(tags):
        config.addinivalue_line("markers", f"{tag}: scenario tag from features/")


# ------------------------------------------------------------------- the documentation build

DOCS = ROOT / "docs"
#: Run by the Python that runs the tests: build the documentation (``sys.argv[2:]``, a
#: ``sphinx`` command line), then write what the tests read of the build into
#: ``sys.argv[1]`` (written whole, then renamed: a reader never sees half of it).
_BUILD_AND_REPORT = """
import json, os, resource, subprocess, sys

def cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime

start = cpu()
try:
    proc = subprocess.run(sys.argv[2:], capture_output=True, text=True, timeout=600)
    result = {"returncode": proc.returncode, "stderr": proc.stderr}
except subprocess.TimeoutExpired:
    result = {"returncode": None, "stderr": "the build took more than 600 s"}
result["seconds"] = cpu() - start
with open(sys.argv[1] + ".part", "w", encoding="utf-8") as out:
    json.dump(result, out)
os.replace(sys.argv[1] + ".part", sys.argv[1])
"""


@dataclass(frozen=True)
class DocsBuild:
    """The whole documentation built with ``-W``: its folder and how the build went."""

    html: Path
    returncode: int | None
    stderr: str
    seconds: float
    """The processor time the build took (user and system): unlike the wall clock, it does
    not grow when other test workers share the machine."""
    hidden: tuple[str, ...]
    """The modules the build could not import (:func:`hidden_modules`)."""


#: The build this process started, if it was the first of the test run to ask for one.
_DOCS_PROCESS: list[subprocess.Popen[bytes]] = []


def _docs_folder(config: pytest.Config) -> Path:
    """One folder for the whole test run: with xdist, the folder that holds every worker's
    temporary folder."""
    base: Path = config._tmp_path_factory.getbasetemp()  # type: ignore[attr-defined]
    return (base.parent if hasattr(config, "workerinput") else base) / "sphinx-docs"


#: The extra the documentation is built with (the README: ``pip install -e '.[docs]'``), and
#: the developers' one, which holds all the others and the tools.
DOCS_EXTRA, TEST_EXTRA = "docs", "test"


def _dist_name(requirement: str) -> str:
    """The normalized distribution name of a requirement (``dask[distributed]>=2024.1``)."""
    found = re.match(r"[A-Za-z0-9][A-Za-z0-9._-]*", requirement)
    assert found, requirement
    return re.sub(r"[-_.]+", "-", found.group()).lower()


def _requirement_closure(names: set[str]) -> set[str]:
    """``names`` and every distribution they require, as installed here (the requirements of
    their own extras left out)."""
    from importlib.metadata import PackageNotFoundError, requires

    from packaging.requirements import Requirement

    seen: set[str] = set()
    todo = list(names)
    while todo:
        current = todo.pop()
        if current in seen:
            continue
        seen.add(current)
        try:
            found = requires(current) or []
        except PackageNotFoundError:
            continue
        for line in found:
            requirement = Requirement(line)
            if requirement.marker is None or requirement.marker.evaluate({"extra": ""}):
                todo.append(_dist_name(requirement.name))
    return seen


def hidden_modules() -> tuple[str, ...]:
    """The top-level modules of the packages that only the users' other extras install (numba
    for ``fast``, pyarrow and matplotlib for ``sim``, dask, pytest-bdd and pytest for ``bdd``),
    as far as they are installed here and neither the package nor Sphinx needs them: the
    documentation build is run with them hidden."""
    import tomllib
    from importlib.metadata import packages_distributions

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    extras: dict[str, list[str]] = project["optional-dependencies"]
    needed = _requirement_closure(
        {_dist_name(r) for r in [*project["dependencies"], *extras[DOCS_EXTRA]]}
    )
    others = {
        _dist_name(r)
        for extra, requirements in extras.items()
        if extra not in (DOCS_EXTRA, TEST_EXTRA)
        for r in requirements
    } - needed
    return tuple(
        sorted(
            module
            for module, distributions in packages_distributions().items()
            if module.isidentifier() and any(_dist_name(d) in others for d in distributions)
        )
    )


def hide_modules(folder: Path, modules: tuple[str, ...]) -> dict[str, str]:
    """The environment of a process (and of the processes it starts) in which ``modules``
    cannot be imported: a module of each name in ``folder``, put first on ``PYTHONPATH``, that
    raises ModuleNotFoundError as a missing package does."""
    folder.mkdir(parents=True, exist_ok=True)
    for module in modules:
        (folder / f"{module}.py").write_text(
            f"raise ModuleNotFoundError({f'No module named {module!r} (hidden by the tests)'!r},"
            f" name={module!r})\n",
            encoding="utf-8",
        )
    path = [str(folder), *filter(None, [os.environ.get("PYTHONPATH")])]
    return {**os.environ, "PYTHONPATH": os.pathsep.join(path)}


def start_docs_build(config: pytest.Config) -> Path:
    """Start building the documentation in the background unless a process of this test run
    (an xdist worker) already has: the build (about 30 s of processor time) is made once per
    run and goes on while the tests that do not need it run, with the modules of the extras
    other than ``docs`` hidden (:func:`hidden_modules`). Returns its folder."""
    folder = _docs_folder(config)
    folder.mkdir(parents=True, exist_ok=True)
    try:
        os.close(os.open(folder / "claimed", os.O_CREAT | os.O_EXCL | os.O_WRONLY))
    except FileExistsError:
        return folder  # another process builds it
    command = [
        sys.executable, "-m", "sphinx", "-W", "--keep-going", "-q", "-b", "html",
        "-d", str(folder / "doctrees"), str(DOCS), str(folder / "html"),
    ]  # fmt: skip
    hidden = hidden_modules()
    (folder / "hidden.json").write_text(json.dumps(hidden), encoding="utf-8")
    _DOCS_PROCESS.append(
        subprocess.Popen(
            [sys.executable, "-c", _BUILD_AND_REPORT, str(folder / "result.json"), *command],
            cwd=ROOT,
            stdin=subprocess.DEVNULL,
            env=hide_modules(folder / "hidden-modules", hidden),
        )
    )
    return folder


def built_docs(config: pytest.Config) -> DocsBuild:
    """The documentation of this test run, waiting for its build to end."""
    folder = start_docs_build(config)
    result = folder / "result.json"
    deadline = time.monotonic() + 660
    while not result.exists():
        mine = _DOCS_PROCESS[0] if _DOCS_PROCESS else None
        if mine is not None and mine.poll() is not None and not result.exists():
            pytest.fail(f"the documentation build ended ({mine.returncode}) without a report")
        if time.monotonic() > deadline:
            pytest.fail("the documentation build (in another test worker) did not end in time")
        time.sleep(0.1)
    found = json.loads(result.read_text(encoding="utf-8"))
    hidden = tuple(json.loads((folder / "hidden.json").read_text(encoding="utf-8")))
    return DocsBuild(
        folder / "html", found["returncode"], found["stderr"], found["seconds"], hidden
    )


def _reads_the_built_docs(item: pytest.Item) -> bool:
    return item.path.name in (
        "test_docs.py",
        "test_schema_language.py",
        "test_rulebook_browser.py",
    ) and "docs" in getattr(item, "fixturenames", ())


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A test that reads the built documentation is ``slow``: the build takes about 20 s of a
    core (marked before ``-m`` selects, so that a fast run does not start the build)."""
    for item in items:
        if _reads_the_built_docs(item):
            item.add_marker(pytest.mark.slow)


def pytest_collection_finish(session: pytest.Session) -> None:
    """Start the documentation build as soon as the tests are known, if one of them reads it
    (and they are to be run: not with ``--collect-only``); then wait for numba's kernels."""
    if session.config.option.collectonly:
        return
    if any(_reads_the_built_docs(item) for item in session.items):
        start_docs_build(session.config)
    # What collection built (the modules, the test items, their parameters) lives until the
    # run ends: out of the garbage collector's sight, so that its full collections during the
    # tests do not walk it again and again
    gc.freeze()


#: Whether this process has waited for the warm-up of numba's kernels (:func:`_kernels_ready`).
_KERNELS_WAITED: list[bool] = []
#: The words of a test module that may call numba's kernels (the batch engine, the solvers,
#: the simulations and matches that run them).
_KERNEL_WORDS: Final = ("batch", "numba", "jit", "solver", "simulate", "Simulat", "match", "Search")


@functools.cache
def _module_needs_kernels(path: str) -> bool:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError:
        return True
    return any(word in text for word in _KERNEL_WORDS)


@pytest.fixture(autouse=True)
def _kernels_ready(request: pytest.FixtureRequest) -> None:
    """Before the first test of this process that may run numba's kernels, wait for the
    warm-up of this run, if one is running, rather than compiling them here too
    (tools/warm_kernels.py). The other tests run meanwhile: in a fresh clone the warm-up takes
    a core for about fifteen seconds."""
    if _KERNELS_WAITED or not _module_needs_kernels(str(request.node.path)):
        return
    if WARM_KERNELS.exists():
        tool("warm_kernels").wait(os.environ)
    _KERNELS_WAITED.append(True)


def pytest_unconfigure(config: pytest.Config) -> None:
    """Wait for the build this process started: another worker may still need it (an
    interrupted run interrupts it too, as it shares the terminal)."""
    for process in _DOCS_PROCESS:
        process.wait()
    for process in _WARMING:  # ended unless no test waited for it: not needed then
        process.kill()
        process.wait()


def pytest_bdd_apply_tag(tag: str, function: Any) -> bool:
    """Apply a feature tag as a marker (the tag may contain '-' and '+')."""
    marker = getattr(pytest.mark, tag)
    marker(function)
    return True


@pytest.fixture
def write(tmp_path: Path):  # type: ignore[no-untyped-def]
    """Write a text file under tmp_path and return its path."""

    def _write(name: str, text: str) -> Path:
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        return path

    return _write


@pytest.fixture
def fake_distributions(monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Put the fake distributions of ``tests/plugin_fixtures`` on ``sys.path``: their entry
    points (rule plugins, a variant package) are found as if they were installed. Their
    modules are forgotten afterwards."""
    monkeypatch.syspath_prepend(str(PLUGIN_FIXTURES))
    yield PLUGIN_FIXTURES
    for name in list(sys.modules):
        if name.startswith("belote_fake_"):
            del sys.modules[name]


def _installed_elsewhere(ep: Any) -> bool:
    """Whether an entry point comes from a distribution installed in the environment (a
    third-party package beside belote-spec), rather than from a test's own fake distribution
    (``tests/plugin_fixtures``, or one a test writes under the temporary folder)."""
    import tempfile

    where = getattr(getattr(ep, "dist", None), "_path", None)
    if where is None:
        return False  # made by a test (metadata.EntryPoint(...)): the test's own
    path = Path(str(where)).resolve()
    mine = (PLUGIN_FIXTURES.resolve(), Path(tempfile.gettempdir()).resolve())
    return not any(path.is_relative_to(root) for root in mine)


def _project_entry_points(real: Any) -> Any:
    """``importlib.metadata.entry_points`` as the suite sees it: the suite checks the project,
    not the environment, so rule plugins and variant packages that another distribution
    installed beside belote-spec are hidden from in-process tests (the issue's « installing a
    third-party variant or plugin package into the same environment must not fail the
    project's tests »). Tests that install fake distributions still see them."""
    from importlib import metadata

    def entry_points(**params: Any) -> Any:
        group = params.get("group")
        if not isinstance(group, str) or not group.startswith("belote_spec."):
            return real(**params)
        key = _environment_key(group) if set(params) == {"group"} else None
        if key is not None and key in _ENVIRONMENT_ENTRY_POINTS:
            return _ENVIRONMENT_ENTRY_POINTS[key]
        found = metadata.EntryPoints(ep for ep in real(**params) if not _installed_elsewhere(ep))
        if key is not None:
            _ENVIRONMENT_ENTRY_POINTS[key] = found
        return found

    entry_points.project_only = True  # type: ignore[attr-defined]
    return entry_points


#: The folders on ``sys.path`` when the tests started (the environment, the standard library,
#: the repository): no test installs a distribution there.
_STARTUP_PATH = frozenset(p for p in sys.path if p and os.path.isabs(p))
#: The entry points of a ``belote_spec.*`` group, filtered as above, for a ``sys.path`` made
#: only of startup folders. Reading them means reading the ``entry_points.txt`` of every
#: installed distribution (about 4 ms, and the loader asks at each ``load_variant``): the
#: environment does not change while the tests run, so it is read once per group.
_ENVIRONMENT_ENTRY_POINTS: dict[tuple[object, ...], Any] = {}


def _environment_key(group: str) -> tuple[object, ...] | None:
    """The cache key of ``group`` on the current ``sys.path`` and import finders, or None when
    a test has put a folder of its own on ``sys.path`` where it may write distributions (the
    fake distributions, a temporary folder): those are read afresh at each call, as a test
    may change them between calls. Another folder a test or a tool leaves there (Sphinx's
    ``docs/conf.py`` puts ``docs/`` on it for good) is part of the key."""
    path = tuple(sys.path)
    if any(p not in _STARTUP_PATH and _writable_by_tests(p) for p in path):
        return None
    return (group, path, tuple(sys.meta_path))


def _writable_by_tests(folder: str) -> bool:
    """Whether tests may write distributions into ``folder``: the fake distributions, and any
    folder outside the checkout (a temporary folder); not the checkout's own folders."""
    try:
        where = Path(folder or ".").resolve()
    except (OSError, RuntimeError):
        return True
    if where.is_relative_to(PLUGIN_FIXTURES.resolve()):
        return True
    return not where.is_relative_to(ROOT.resolve())


def _hide_installed_third_party_packages() -> None:
    """Put :func:`_project_entry_points` in place for the whole run, collection included (the
    test modules load variants when they are collected); a test that sets its own
    ``entry_points`` with ``monkeypatch`` gets this one back afterwards."""
    from importlib import metadata

    if not getattr(metadata.entry_points, "project_only", False):
        metadata.entry_points = _project_entry_points(metadata.entry_points)


_hide_installed_third_party_packages()
