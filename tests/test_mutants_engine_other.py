"""Behaviour tests written for the mutants of ``belote_spec/engine/`` deal.py, observation.py,
replay.py, simulate.py and tables.py that the other tests let survive
(docs/mutation-report.md); expected values worked by hand."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from belote_spec import i18n, load_variant
from belote_spec.engine.game import Game, ReplayError
from belote_spec.engine.play import PlayKernels, make_play_kernels
from belote_spec.engine.random_deals import Simulator
from belote_spec.engine.replay import parse_record
from belote_spec.engine.rules import Rules
from belote_spec.hookspecs import hookimpl

from .conftest import write_catalog

#: classic plays suit contracts only: the pack's card points are 62 in trumps (J 20, 9 14,
#: A 11, 10 10, K 4, Q 3) and 30 in each of the three other suits (A 11, 10 10, K 4, Q 3,
#: J 2), 62 + 3 * 30 = 152, and the dix de der 10: 162 shared by the two teams.
CLASSIC_POINTS = 162


@pytest.fixture(scope="module")
def classic() -> Rules:
    return load_variant("classic").compile()


class _PlayWithoutShortcuts:
    """A third-party plugin whose card-play kernels are built another way: the built-in
    rules, without the shortcuts that let the simulator skip calls (its slow path)."""

    @hookimpl
    def belote_make_play(self, variant: Any, tables: Any) -> Any:
        built = make_play_kernels(variant.rule("play"), tables)
        return PlayKernels(built.analyse, built.winner)


@pytest.fixture(scope="module")
def plugged(tmp_path_factory: pytest.TempPathFactory) -> Rules:
    path = tmp_path_factory.mktemp("plugged") / "plugged.yaml"
    path.write_text(
        "title: Plugged\nextends: classic\nrules:\n  plugins: [own-play]\n", encoding="utf-8"
    )
    return load_variant(path).compile(plugins={"own-play": _PlayWithoutShortcuts()})


def _played(rules: Rules, seeds: range) -> list[Any]:
    """The deals of ``seeds`` that were taken and played (a fresh pack each, dealer N)."""
    simulator = Simulator(rules)
    out = []
    for seed in seeds:
        rng = random.Random(seed)
        deck = list(range(32))
        rng.shuffle(deck)
        sim = simulator.deal(0, deck, rng)
        if sim.contract is not None and not sim.cancelled:
            out.append(sim)
    return out


# ------------------------------------------------------------------ simulate.py


@pytest.mark.parametrize("variant", ["classic", "plugged"])
def test_a_simulated_deal_shares_the_whole_pack_and_its_eight_tricks(
    variant: str, request: pytest.FixtureRequest
) -> None:
    # the built-in kernels (the simulator's fast path) and kernels without shortcuts (its
    # slow path): every card point of the pack goes to one team or the other, 162, and the
    # eight tricks to the four seats, each team's those of its two seats
    rules: Rules = request.getfixturevalue(variant)
    assert (rules.play.shortcuts is None) == (variant == "plugged")
    deals = _played(rules, range(6))
    assert deals
    for sim in deals:
        assert sim.points["NS"] + sim.points["EW"] == CLASSIC_POINTS
        by_seat = sim.extras["tricks"]
        assert sum(by_seat.values()) == 8
        assert by_seat["N"] + by_seat["S"] == sim.tricks[0]
        assert by_seat["W"] + by_seat["E"] == sim.tricks[1]


class _EveryonePasses(random.Random):
    """Random draws, except that every seat passes when it may."""

    def choice(self, seq: Any) -> Any:
        return "pass" if "pass" in seq else super().choice(seq)


def test_a_simulated_deal_nobody_takes_gathers_the_pack_as_dealt(classic: Rules) -> None:
    # classic deals five cards to each seat (3 then 2: the first 20 of the pack), turns the
    # 21st and keeps the 11 others; nobody taking, the cards are gathered hand after hand,
    # then the turned card and the rest of the pack, in order
    rng = _EveryonePasses(4)
    deck = list(range(32))
    rng.shuffle(deck)
    sim = Simulator(classic).deal(0, deck, rng)
    assert sim.contract is None
    # the seat after the dealer received the pack's cards 1-3 and 13-14 (0-based 0..2,
    # 12..13), the next seat 4-6 and 15-16, and so on
    hands = [deck[3 * k : 3 * k + 3] + deck[12 + 2 * k : 14 + 2 * k] for k in range(4)]
    assert sim.gathered == [card for hand in hands for card in hand] + deck[20:]


# ------------------------------------------------------------------ replay.py


def test_a_key_twice_in_one_object_is_named_with_its_place() -> None:
    with pytest.raises(ReplayError) as caught:
        parse_record('{"target": 1000, "target": 500}')
    assert str(caught.value) == "target: the key 'target' appears twice in one object"


def test_a_record_of_more_deals_than_a_game_has_says_how_many(classic: Rules) -> None:
    record = Game(classic, seed=1).to_record()
    record["deals"] = record["deals"] * (501 // len(record["deals"]) + 1)
    count = len(record["deals"])
    assert count > 500  # a game ends after 500 deals (MAX_DEALS)
    with pytest.raises(ReplayError) as caught:
        Game.from_json(record)
    assert str(caught.value) == f"deals: the record has {count} deals; a game ends after 500"


def test_a_record_problem_a_catalog_lacks_is_said_in_the_codes_english(
    classic: Rules, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a language whose catalog translates none of the record's problems (a translation
    # begun): each problem is said in English, the code's own words, in the plural form for
    # a limit of 64 characters; an action of 65 characters is shown cut to its first 36
    write_catalog(tmp_path, "de", {"No trump": "Kein Trumpf"})
    monkeypatch.setattr(i18n, "_extra_dirs", [])
    i18n.add_catalog_dir(tmp_path)
    record = Game(classic, seed=1).to_record()
    record["actions"] = [["W", "x" * 65]]
    with i18n.use_language("de"), pytest.raises(ReplayError) as caught:
        Game.from_json(record)
    assert str(caught.value) == (
        f'actions[0][1]: expected at most 64 characters, got the text "{"x" * 36}..."'
    )
