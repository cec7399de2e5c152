"""Hook specifications, built-in plugins and third-party rule plugins."""

from __future__ import annotations

import inspect
import random
from importlib import metadata
from pathlib import Path
from typing import Any

import pytest

from belote_spec import VariantError, hookspecs, load_variant
from belote_spec.engine.play import PlayKernels
from belote_spec.engine.scoring import DealScore
from belote_spec.hookspecs import hookimpl
from belote_spec.plugins import BUILTIN_PLUGINS

HOOKS = [
    (name, fn)
    for name, fn in inspect.getmembers(hookspecs, inspect.isfunction)
    if name.startswith("belote_")
]
PHASES = ["cards", "deal", "bidding", "play", "annonces", "belote", "scoring", "game end"]


def test_there_are_hooks_for_every_phase() -> None:
    names = {name for name, _fn in HOOKS}
    assert {
        "belote_make_card_tables",
        "belote_make_dealer",
        "belote_make_bidding",
        "belote_make_play",
        "belote_make_annonces",
        "belote_make_belote",
        "belote_make_scorer",
        "belote_make_game_end",
        "belote_compiled",
    } <= names
    source = inspect.getsource(hookspecs)
    positions = [source.index(f"# {'-' * 10}") for _ in range(1)]
    assert positions
    for phase in PHASES:
        assert f"------ {phase}\n" in source, f"no section for the {phase} phase"


@pytest.mark.parametrize(("name", "fn"), HOOKS)
def test_every_hook_is_documented(name: str, fn: Any) -> None:
    doc = inspect.getdoc(fn)
    assert doc, f"{name} has no docstring"
    assert "Called" in doc, f"{name} does not say when it is called"
    opts = fn.belote_spec_spec
    if opts["firstresult"]:
        assert "firstresult" in doc, f"{name} does not explain firstresult"
    for param in inspect.signature(fn).parameters:
        assert param in ("variant", "tables", "rules"), param


def test_builtin_plugins_implement_every_make_hook() -> None:
    implemented = {
        name
        for module in BUILTIN_PLUGINS.values()
        for name, _fn in inspect.getmembers(module, inspect.isfunction)
        if name.startswith("belote_make_")
    }
    assert implemented == {name for name, _fn in HOOKS if name.startswith("belote_make_")}


def _variant_with_plugin(tmp_path: Path, name: str) -> Path:
    path = tmp_path / "plugged.yaml"
    path.write_text(
        f"title: Plugged\nextends: classic\nrules:\n  plugins: [{name}]\n", encoding="utf-8"
    )
    return path


class DoubleScores:
    """Replaces the scorer: every line doubled (a firstresult replacement)."""

    def __init__(self) -> None:
        self.calls = 0

    @hookimpl
    def belote_make_scorer(self, variant: Any, tables: Any) -> Any:
        self.calls += 1
        from belote_spec.engine.scoring import make_deal_scorer

        inner = make_deal_scorer(
            variant.rule("scoring"), variant.rule("belote"), tables.dix_de_der, 162
        )

        def score(*args: Any, **kwargs: Any) -> DealScore:
            s = inner(*args, **kwargs)
            return DealScore(2 * s.NS, 2 * s.EW, s.outcome, s.held, s.taker, s.capot)

        return score


class HighestCardOnly:
    """Wraps the play kernels: of the legal cards, only the highest index may be played."""

    @hookimpl(wrapper=True)
    def belote_make_play(self, variant: Any, tables: Any) -> Any:
        kernels: PlayKernels = yield

        def analyse(hand: int, cards: Any, mode: int) -> tuple[int, int]:
            legal, reason = kernels.analyse(hand, cards, mode)
            return 1 << (legal.bit_length() - 1), reason

        return PlayKernels(analyse=analyse, winner=kernels.winner)


def test_a_plugin_object_replaces_a_phase(tmp_path: Path) -> None:
    plugin = DoubleScores()
    rules = load_variant(_variant_with_plugin(tmp_path, "double")).compile(
        plugins={"double": plugin}
    )
    score = rules.score_deal({"taker": "NS", "trump": "H", "bid": None}, {"NS": 100, "EW": 62})
    assert (score.NS, score.EW) == (200, 124)
    assert plugin.calls == 1


def test_a_wrapper_changes_the_legal_cards(tmp_path: Path) -> None:
    rules = load_variant(_variant_with_plugin(tmp_path, "highest")).compile(
        plugins={"highest": HighestCardOnly()}
    )
    assert [c.code for c in rules.legal_cards("7S 8S AS JH", [], "H")] == ["JH"]
    plain = load_variant("classic").compile()
    assert len(plain.legal_cards("7S 8S AS JH", [], "H")) == 4


def test_a_plugin_is_enabled_only_by_the_variant(tmp_path: Path) -> None:
    rules = load_variant("classic").compile(plugins={"double": DoubleScores()})
    score = rules.score_deal({"taker": "NS", "trump": "H", "bid": None}, {"NS": 100, "EW": 62})
    assert (score.NS, score.EW) == (100, 62)


class _EP:
    def __init__(self, name: str, obj: object) -> None:
        self.name, self.value, self._obj = name, f"fake:{name}", obj

    def load(self) -> object:
        return self._obj


def test_entry_point_plugins_are_loaded_by_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = metadata.entry_points

    def fake(**kw: Any) -> Any:
        if kw.get("group") == "belote_spec.plugins":
            return [_EP("double", DoubleScores()), _EP("other", object())]
        return real(**kw)

    monkeypatch.setattr(metadata, "entry_points", fake)
    rules = load_variant(_variant_with_plugin(tmp_path, "double")).compile()
    score = rules.score_deal({"taker": "NS", "trump": "H", "bid": None}, {"NS": 100, "EW": 62})
    assert score.NS == 200
    assert rules.plugin_manager.has_plugin("double")
    assert not rules.plugin_manager.has_plugin("other")


def test_unknown_plugin_is_a_variant_error(tmp_path: Path) -> None:
    with pytest.raises(VariantError) as exc:
        load_variant(_variant_with_plugin(tmp_path, "dubble")).compile(
            plugins={"double": DoubleScores()}
        )
    (problem,) = exc.value.problems
    assert problem.path == "plugins"
    assert "dubble" in problem.message
    assert problem.hint == "did you mean 'double'?"


def test_blocking_a_builtin_without_replacement_is_reported() -> None:
    with pytest.raises(VariantError) as exc:
        load_variant("classic").compile(blocked=["builtin-scoring"])
    assert "scorer" in str(exc.value)


def test_no_hook_is_called_while_playing() -> None:
    """Dispatch stays out of the per-card path: hooks run at compile time only."""
    rules = load_variant("club+tout-atout").compile()
    calls: list[str] = []
    undo = rules.plugin_manager.add_hookcall_monitoring(
        lambda name, impls, kwargs: calls.append(name), lambda *a: None
    )
    try:
        game = rules.new_game(seed=5)
        rng = random.Random(5)
        while not game.over:
            game.apply(rng.choice(game.legal_actions()))
    finally:
        undo()
    assert calls == []
    assert game.over


class _PlainStates:
    """A bidding system of a plugin: its states offer only what the protocol promises
    (``legal``, ``apply``, ``done``, ``contract``, ``to_move``), here those of the built-in
    system it wraps."""

    def __init__(self, system: Any) -> None:
        self.system = system

    def start(self, dealer: int, turned: int | None, *rest: Any) -> Any:
        inner = self.system.start(dealer, turned, *rest)

        class State:
            def legal(self, seat: int | None = None) -> list[str]:
                return list(inner.legal(seat))

            def apply(self, action: str, seat: int | None = None) -> None:
                inner.apply(action, seat)

            def __getattr__(self, name: str) -> Any:
                if name in ("legal_calls", "apply_unchecked", "history"):
                    raise AttributeError(name)
                return getattr(inner, name)

        return State()


class PlainBidding:
    @hookimpl(wrapper=True)
    def belote_make_bidding(self, variant: Any) -> Any:
        system = yield
        return _PlainStates(system)


def test_a_game_plays_through_a_plugin_s_bidding_system_with_only_legal_and_apply(
    tmp_path: Path,
) -> None:
    # Game keeps the calls it offers only for the built-in systems; a plugin's states are
    # asked through the protocol alone, and the game is the built-in one's, call for call
    plain = load_variant(_variant_with_plugin(tmp_path, "plain")).compile(
        plugins={"plain": PlainBidding()}
    )
    builtin = load_variant("classic").compile()
    mine, theirs = plain.new_game(seed=5), builtin.new_game(seed=5)
    while mine.phase == "bidding":
        assert mine.legal_actions() == theirs.legal_actions()
        action = mine.legal_actions()[-1]
        mine.apply(action)
        theirs.apply(action)
    assert mine.deal.contract == theirs.deal.contract
    assert mine.phase == theirs.phase == "play"
