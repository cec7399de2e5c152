"""Broken third-party plugins and variant packages: one clear problem naming the plugin and
its distribution, never a traceback.

The plugins are real entry points of fake distributions (``tests/plugin_fixtures``, put on
``sys.path`` by the ``fake_distributions`` fixture): ``belote-fake-plugins 1.0`` provides one
plugin per way of being broken, and one that works.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from belote_spec import VariantError, load_variant
from belote_spec.cli import main
from belote_spec.hookspecs import hookimpl
from belote_spec.pluginmanager import (
    InstalledPlugin,
    installed_plugins,
    make_plugin_manager,
    plugin_at_fault,
    plugin_problems,
)
from belote_spec.plugins import BUILTIN_PLUGINS

DIST = "belote-fake-plugins 1.0"

pytestmark = pytest.mark.usefixtures("fake_distributions")


def _variant(tmp_path: Path, *plugins: str) -> Path:
    """A variant enabling ``plugins``, one per line from line 5, the name at column 7."""
    path = tmp_path / "plugged.yaml"
    lines = "".join(f"    - {name}\n" for name in plugins)
    path.write_text(
        f"title: Plugged\nextends: classic\nrules:\n  plugins:\n{lines}", encoding="utf-8"
    )
    return path


def _problem(tmp_path: Path, *plugins: str, **compile_args: Any) -> Any:
    with pytest.raises(VariantError) as exc:
        load_variant(_variant(tmp_path, *plugins)).compile(**compile_args)
    (problem,) = exc.value.problems
    assert "Traceback" not in str(problem)
    return problem


def test_the_working_fake_plugin_is_loaded_and_called(tmp_path: Path) -> None:
    """The fixture is real: an entry point of the fake distribution is found and called."""
    from belote_fake_plugins import good  # type: ignore[import-not-found]

    before = len(good.COMPILED)
    rules = load_variant(_variant(tmp_path, "fake-good")).compile()
    assert rules.plugin_manager.has_plugin("fake-good")
    assert good.COMPILED[before:] == ["plugged"]


@pytest.mark.parametrize(
    ("name", "fragments", "hint"),
    [
        (
            "fake-broken-import",
            [
                "failed to load",
                "ModuleNotFoundError",
                "belote_fake_dependency_not_installed",
                "entry point belote_fake_plugins.broken_import",
            ],
            None,
        ),
        ("fake-number", ["not a plugin", "an int", "implements no hook"], None),
        (
            "fake-empty",
            ["not a plugin", "the module belote_fake_plugins.empty", "implements no hook"],
            None,
        ),
        (
            "fake-misspelled",
            ["belote_make_plya", "marked @hookimpl but matches no hook"],
            "did you mean 'belote_make_play'?",
        ),
        ("fake-unmarked", ["belote_make_play is not marked @hookimpl", "never called"], None),
        (
            "fake-bad-argument",
            ["belote_make_play asks for 'table'", "the hook does not provide"],
            "did you mean 'tables'?",
        ),
    ],
)
def test_an_unusable_plugin_is_one_problem_at_its_entry(
    tmp_path: Path, name: str, fragments: list[str], hint: str | None
) -> None:
    problem = _problem(tmp_path, "fake-good", name)
    assert problem.path == "plugins"
    # the second entry of rules.plugins: line 6, the name at column 7
    assert (Path(problem.file).name, problem.line, problem.column) == ("plugged.yaml", 6, 7)
    assert f"plugin '{name}'" in problem.message
    assert DIST in problem.message
    for fragment in fragments:
        assert fragment in problem.message
    assert problem.hint == hint


def test_an_installed_plugin_named_like_a_builtin_one_is_refused(tmp_path: Path) -> None:
    problem = _problem(tmp_path, "builtin-play")
    assert (problem.path, problem.line, problem.column) == ("plugins", 5, 7)
    assert "has the name of a built-in plugin" in problem.message
    assert DIST in problem.message


def test_a_builtin_name_in_rules_plugins_is_refused(tmp_path: Path) -> None:
    """Without an entry point of that name: the built-in plugin is always registered."""
    problem = _problem(tmp_path, "builtin-scoring")
    assert "'builtin-scoring' is a built-in plugin, always registered" in problem.message


def test_a_plugin_listed_twice_is_refused_at_the_second_entry(tmp_path: Path) -> None:
    problem = _problem(tmp_path, "fake-good", "fake-good")
    assert (problem.line, problem.column) == (6, 7)
    assert "twice" in problem.message
    # the plugin manager says so too, for a list that did not come from a loaded variant
    with pytest.raises(VariantError) as exc:
        make_plugin_manager(["fake-good", "fake-good"], variant_name="v")
    assert [str(p) for p in exc.value.problems] == [
        "v: plugins: plugin 'fake-good' is listed twice; expected each plugin once"
    ]


def test_one_plugin_object_under_two_names_is_refused(tmp_path: Path) -> None:
    class Plugin:
        @hookimpl
        def belote_compiled(self, variant: Any, rules: Any) -> None:
            return None

    plugin = Plugin()
    problem = _problem(tmp_path, "one", "two", plugins={"one": plugin, "two": plugin})
    assert (problem.line, problem.column) == (6, 7)
    assert "plugin 'two' (given to compile()) is the same plugin as 'one'" in problem.message


@pytest.mark.filterwarnings("ignore:entry point:RuntimeWarning")  # twice/'s variant packages
def test_a_name_installed_by_two_distributions_is_refused(
    tmp_path: Path, fake_distributions: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.syspath_prepend(str(fake_distributions / "twice"))
    problem = _problem(tmp_path, "fake-good")
    assert "installed more than once" in problem.message
    assert DIST in problem.message
    assert "belote-fake-twice 2.0" in problem.message


def test_what_pluggy_refuses_at_registration_names_the_plugin(tmp_path: Path) -> None:
    class NotAGenerator:
        @hookimpl(wrapper=True)
        def belote_make_play(self, variant: Any, tables: Any) -> Any:
            return None

    problem = _problem(tmp_path, "flat", plugins={"flat": NotAGenerator()})
    assert (problem.line, problem.column) == (5, 7)
    assert problem.message.startswith("plugin 'flat' (given to compile()) cannot be registered:")
    assert "not a generator function" in problem.message
    assert "\n" not in problem.message


# ------------------------------------------------------------------ exceptions inside hooks


@pytest.mark.parametrize(
    ("name", "hook", "error"),
    [
        # raised in a helper the hook implementation calls
        ("fake-raises", "belote_make_scorer", "RuntimeError: the fake scorer refuses plugged"),
        # a wrapper raising after the built-in plugin built the kernels: the wrapper's fault
        ("fake-wrapper-raises", "belote_make_play", "KeyError: 'no such kernel in PlayKernels'"),
        # the plugin's card tables fail inside the built-in play hook: still the plugin's fault
        ("fake-bad-tables", "belote_make_play", "AttributeError: the fake tables have no"),
    ],
)
def test_an_exception_in_a_hook_names_the_plugin_that_raised_it(
    tmp_path: Path, name: str, hook: str, error: str
) -> None:
    problem = _problem(tmp_path, "fake-good", name)
    assert (problem.path, problem.line, problem.column) == ("plugins", 6, 7)
    assert f"plugin '{name}' (from {DIST}, entry point " in problem.message
    assert f"failed in {hook}: {error}" in problem.message


def test_a_builtin_failing_on_a_plugin_s_kernel_names_the_enabled_plugins(tmp_path: Path) -> None:
    """The plugin's code is not in the traceback (its tables are a plain object the built-in
    play plugin cannot use): the problem names the third-party plugins enabled."""

    class BareTables:
        @hookimpl
        def belote_make_card_tables(self, variant: Any) -> Any:
            return object()

    problem = _problem(tmp_path, "bare", plugins={"bare": BareTables()})
    assert (problem.path, problem.line) == ("plugins", 5)  # the list itself
    assert "belote_make_play failed (AttributeError" in problem.message
    assert "plugin 'bare' (given to compile()) enabled" in problem.message


def test_a_variant_error_raised_by_a_plugin_is_passed_on(tmp_path: Path) -> None:
    from belote_spec.errors import Problem

    mine = Problem("plugged.yaml", 3, 1, "plugins", "my own message")

    class Strict:
        @hookimpl
        def belote_make_scorer(self, variant: Any, tables: Any) -> Any:
            raise VariantError([mine])

    with pytest.raises(VariantError) as exc:
        load_variant(_variant(tmp_path, "strict")).compile(plugins={"strict": Strict()})
    assert exc.value.problems == (mine,)


def test_without_third_party_plugins_an_exception_is_not_rewritten() -> None:
    """A failure of the built-in rules alone is a bug of belote-spec, shown as it is."""

    class Boom(Exception):
        pass

    pm = make_plugin_manager()

    def explode(variant: Any) -> Any:
        raise Boom("built-in")

    pm.hook.belote_make_dealer.get_hookimpls()[0].function = explode
    with pytest.raises(Boom):
        pm.hook.belote_make_dealer(variant=None)


def test_a_kernel_failing_during_play_is_traced_to_its_plugin(tmp_path: Path) -> None:
    """No hook runs while playing: the kernel's exception propagates unchanged, and
    plugin_at_fault names the plugin whose code raised it."""
    from belote_fake_plugins.kernel_raises import KernelFailure  # type: ignore[import-not-found]

    rules = load_variant(_variant(tmp_path, "fake-good", "fake-kernel-raises")).compile()
    with pytest.raises(KernelFailure) as exc:
        rules.score_deal({"taker": "NS", "trump": "H", "bid": None}, {"NS": 100, "EW": 62})
    who = plugin_at_fault(rules.plugin_manager, exc.value)
    entry = "entry point belote_fake_plugins.kernel_raises"
    assert who == f"plugin 'fake-kernel-raises' (from {DIST}, {entry})"
    assert plugin_at_fault(rules.plugin_manager, ValueError("elsewhere")) is None
    assert plugin_at_fault(load_variant("classic").compile().plugin_manager, exc.value) is None


def test_play_names_the_plugin_whose_kernel_fails_during_the_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _variant(tmp_path, "fake-good", "fake-kernel-raises")
    assert main(["play", str(path), "--seed", "1"]) == 1
    err = capsys.readouterr().err
    entry = "entry point belote_fake_plugins.kernel_raises"
    assert f"belote-spec play: plugin 'fake-kernel-raises' (from {DIST}, {entry})" in err
    assert "failed during play: KernelFailure" in err
    assert "Traceback" not in err


def test_validate_reports_a_broken_plugin_without_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _variant(tmp_path, "fake-raises")
    assert main(["validate", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{path}:5:7: plugins: plugin 'fake-raises' (from {DIST}")
    assert "RuntimeError: the fake scorer refuses" in err
    assert "Traceback" not in err


# ------------------------------------------------------------------ what makes a plugin


def test_a_working_plugin_has_no_problem() -> None:
    class Plugin:
        @hookimpl(wrapper=True)
        def belote_make_play(self, variant: Any, tables: Any) -> Any:
            return (yield)

    for plugin in (Plugin(), *BUILTIN_PLUGINS.values()):
        assert plugin_problems(plugin) == []


def test_a_belote_function_imported_from_elsewhere_is_not_a_hook() -> None:
    """Only the plugin's own functions named belote_* are checked: an imported helper (or the
    belote_spec package itself, imported by name) is not a misspelled hook."""
    import types

    import belote_spec

    module = types.ModuleType("some_plugin")
    module.belote_spec = belote_spec  # type: ignore[attr-defined]
    module.belote_version = lambda: 1  # type: ignore[attr-defined]  # defined elsewhere
    module.belote_make_scorer = hookimpl(lambda variant, tables: None)  # type: ignore[attr-defined]
    assert plugin_problems(module) == []


# ------------------------------------------------------------------ installed_plugins


def test_installed_plugins_lists_and_checks_every_entry_point(
    fake_distributions: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.syspath_prepend(str(fake_distributions / "twice"))
    found = installed_plugins()
    assert all(isinstance(p, InstalledPlugin) for p in found)
    assert [p.name for p in found[: len(BUILTIN_PLUGINS)]] == list(BUILTIN_PLUGINS)
    for p in found[: len(BUILTIN_PLUGINS)]:
        assert (p.kind, p.distribution, p.problem) == ("builtin", None, None)
        assert p.value == BUILTIN_PLUGINS[p.name].__name__
    fake = {(p.name, p.distribution): p for p in found if p.kind == "plugin"}

    def problem(name: str, dist: str = DIST) -> str | None:
        return fake[(name, dist)].problem

    # the plugins that load (raising inside a hook is seen only when a variant compiles)
    for name in ("fake-raises", "fake-wrapper-raises", "fake-bad-tables", "fake-kernel-raises"):
        assert problem(name) is None, name
    assert fake[("fake-raises", DIST)].value == "belote_fake_plugins.raises"
    assert "ModuleNotFoundError" in (problem("fake-broken-import") or "")
    assert "not a plugin: an int" in (problem("fake-number") or "")
    assert "implements no hook" in (problem("fake-empty") or "")
    assert "did you mean 'belote_make_play'?" in (problem("fake-misspelled") or "")
    assert "not marked @hookimpl" in (problem("fake-unmarked") or "")
    assert "asks for 'table'" in (problem("fake-bad-argument") or "")
    assert "is that of a built-in plugin" in (problem("builtin-play") or "")
    # provided by two distributions: both listed, each saying so
    for dist in (DIST, "belote-fake-twice 2.0"):
        assert "installed by 2 distributions" in (problem("fake-good", dist) or "")
    variants = {p.name: p for p in found if p.kind == "variants"}
    assert variants["fake-variants"].problem is None
    assert variants["fake-variants"].distribution == "belote-fake-variants 0.3"
    assert "fails to load: ModuleNotFoundError" in (variants["fake-missing"].problem or "")
    assert "does not name a folder" in (variants["fake-not-a-folder"].problem or "")
    assert variants["fake-missing"].distribution == "belote-fake-broken-variants 0.1"


def test_installed_plugins_without_third_party_packages(monkeypatch: pytest.MonkeyPatch) -> None:
    from importlib import metadata

    monkeypatch.setattr(metadata, "entry_points", lambda **kw: [])
    found = installed_plugins()
    assert [(p.name, p.kind) for p in found] == [(n, "builtin") for n in BUILTIN_PLUGINS]


def test_list_plugins_shows_what_is_installed_and_fails_on_a_broken_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    import json

    assert main(["list", "--plugins"]) == 1  # the fake distribution holds broken plugins
    out = capsys.readouterr().out.splitlines()
    assert out[0].split() == ["name", "kind", "from", "loads"]
    for line, name in zip(out[1:], BUILTIN_PLUGINS, strict=False):  # built-ins come first
        assert line.split() == [name, "built-in", "belote-spec", "ok"]
    rows: dict[str, str] = {}
    for line in out[1 + len(BUILTIN_PLUGINS) :]:
        rows.setdefault(line.split()[0], line)
    assert "is that of a built-in plugin" in rows["builtin-play"]
    assert "rule plugin" in rows["fake-good"]
    assert DIST in rows["fake-good"]
    assert rows["fake-good"].endswith("ok")
    assert "NO: " in rows["fake-broken-import"]
    assert "NO: " in rows["fake-number"]
    assert "variant package" in rows["fake-variants"]
    assert main(["list", "--plugins", "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    by_name = {entry["name"]: entry for entry in data if entry["kind"] == "plugin"}
    assert "ModuleNotFoundError" in by_name["fake-broken-import"]["problem"]
    assert by_name["fake-good"]["problem"] is None
    assert set(data[0]) == {"name", "kind", "value", "distribution", "problem"}


def test_list_plugins_with_nothing_installed_succeeds(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from belote_spec import pluginmanager

    monkeypatch.setattr(pluginmanager.metadata, "entry_points", lambda **_: [])
    assert main(["list", "--plugins"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 1 + len(BUILTIN_PLUGINS)
    assert all(line.endswith(" ok") for line in out[1:])


def test_the_suite_hides_packages_installed_beside_belote_spec() -> None:
    """An in-process test sees the fake distributions of the tests, never a package that was
    installed in the environment (checked by hand too: with a package holding a plugin that
    fails to import and a broken variant file installed, the whole suite passes)."""
    from importlib import metadata

    from .conftest import PLUGIN_FIXTURES, _installed_elsewhere

    made = metadata.EntryPoint("x", "m:a", "belote_spec.plugins")
    assert not _installed_elsewhere(made)
    site = metadata.PathDistribution(Path("/opt/site-packages/x-1.0.dist-info"))
    assert _installed_elsewhere(made._for(site))  # type: ignore[attr-defined]
    fake = metadata.PathDistribution(PLUGIN_FIXTURES / "belote_fake_plugins-1.0.dist-info")
    assert not _installed_elsewhere(made._for(fake))  # type: ignore[attr-defined]


def test_rulebook_and_replay_name_the_plugin_whose_kernel_fails(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    entry = "entry point belote_fake_plugins.kernel_raises"
    who = f"plugin 'fake-kernel-raises' (from {DIST}, {entry}) failed: KernelFailure"
    path = _variant(tmp_path, "fake-good", "fake-kernel-raises")
    assert main(["rulebook", str(path), "-o", str(tmp_path / "book")]) == 1
    err = capsys.readouterr().err
    assert who in err
    assert "Traceback" not in err
    # a record played while the variant worked, replayed once its plugin fails
    _variant(tmp_path, "fake-good")
    record = tmp_path / "game.json"
    assert main(["play", str(path), "--seed", "4", "--save", str(record)]) == 0
    _variant(tmp_path, "fake-good", "fake-kernel-raises")
    capsys.readouterr()
    assert main(["replay", str(record)]) == 1
    err = capsys.readouterr().err
    assert who in err
    assert "Traceback" not in err


def test_a_plugin_calling_sys_exit_during_a_command_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _variant(tmp_path, "fake-good", "fake-kernel-exits")
    assert main(["rulebook", str(path), "-o", str(tmp_path / "book")]) == 1
    err = capsys.readouterr().err
    assert "plugin 'fake-kernel-exits'" in err
    assert "failed: SystemExit: 3" in err
