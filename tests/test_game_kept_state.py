"""What ``Game`` keeps between actions so that an action costs less (issue 27): the card
holding the trick, the cards played and the tricks won by each seat, the calls just offered in
the bidding, the seats whose cards may come with a call. A game without them (a game pickled
before they were kept) reads them from its record instead and plays on exactly alike; a call
the bidding did not offer is refused as before."""

from __future__ import annotations

import copy
import random

import pytest

from belote_spec import load_variant
from belote_spec.engine.game import Game, IllegalAction

#: What a game pickled before issue 27 lacks: each is a class default or read from the record.
KEPT = (
    "_facts",
    "_best",
    "_best_at",
    "_played",
    "_by_seat",
    "_calling_seats",
    "_offered",
    "_legal_seen",
)


def _without_kept(game: Game) -> Game:
    old = copy.deepcopy(game)
    for name in KEPT:
        old.__dict__.pop(name, None)
    return old


@pytest.mark.parametrize(
    # classic: belote held (automatic), a prise; pagat-coinche: an auction, belote said;
    # traditional: annonces that may be kept silent
    ("spec", "seed"),
    [("classic", 3), ("pagat-coinche", 5), ("traditional", 8)],
)
def test_a_game_without_the_kept_state_plays_on_alike(spec: str, seed: int) -> None:
    rules = load_variant(spec).compile()
    rng = random.Random(seed)
    game = rules.new_game(seed=seed)
    # into the second trick of the first deal played: a card on the table
    while not (game.phase == "play" and len(game.deal.tricks or []) == 1 and game.trick):
        game.apply(rng.choice(game.legal_actions()))
    old = _without_kept(game)
    steps = 0
    while not game.over and steps < 200:  # a few deals: the next ones keep their state again
        actions = game.legal_actions()
        assert old.legal_actions() == actions
        action = rng.choice(actions)
        game.apply(action)
        old.apply(action)
        steps += 1
    assert old.to_json() == game.to_json()


def test_a_call_not_offered_is_refused_as_without_the_offer() -> None:
    # classic: in the first round of the prise a player passes or takes the turned suit; a
    # bid of the auction is no call of a prise, whether legal_actions() was asked first or not
    rules = load_variant("classic").compile()
    asked, unasked = rules.new_game(seed=1), rules.new_game(seed=1)
    assert asked.legal_actions()[0] == "pass"
    refusals = []
    for game in (asked, unasked):
        with pytest.raises(IllegalAction) as info:
            game.apply("bid:80:H")
        refusals.append((str(info.value), info.value.rule))
    assert refusals[0] == refusals[1]
    assert refusals[0][1] == "bidding.prise.rounds"
    assert asked.to_json() == unasked.to_json()  # nothing recorded, nothing changed


def test_a_pickled_game_finds_its_play_tables_again_from_the_rules_loaded() -> None:
    # the tables of the trick (the cards that take it over, the kernels' tables) are the
    # compiled rules': a pickle names the mode only, and the game loaded plays on alike
    import pickle

    rules = load_variant("classic").compile()
    rng = random.Random(4)
    game = rules.new_game(seed=4)
    while not (game.phase == "play" and len(game.trick) == 2):
        game.apply(rng.choice(game.legal_actions()))
    data = pickle.dumps(game)
    assert b"takes_over" not in data
    loaded = pickle.loads(data)
    while not game.over:
        actions = game.legal_actions()
        assert loaded.legal_actions() == actions
        action = rng.choice(actions)
        game.apply(action)
        loaded.apply(action)
    assert loaded.to_json() == game.to_json()
