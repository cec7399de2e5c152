"""The single-seat observation: what a seat may know, nothing more, and a JSON round trip."""

from __future__ import annotations

import json
import random

import pytest

from belote_spec import load_variant
from belote_spec.cards import SEATS, parse_card
from belote_spec.engine.observation import Observation

from .conftest import SHIPPED, sweep


def _games(spec: str, seeds: range) -> list[tuple[object, list[Observation]]]:
    """Random games; every observation of every seat at every step."""
    rules = load_variant(spec).compile()
    out = []
    for seed in seeds:
        game = rules.new_game(seed=seed)
        rng = random.Random(seed)
        seen: list[Observation] = []
        steps = 0
        while not game.over and steps < 400:
            for seat in SEATS:
                seen.append(game.observation(seat))
            game.apply(rng.choice(game.legal_actions()))
            steps += 1
        out.append((game, seen))
    return out


@pytest.mark.parametrize("spec", sweep([*SHIPPED, "ffb-contree-2016", "bga-coinche"]))
def test_an_observation_shows_only_what_the_seat_may_know(spec: str) -> None:
    for _game, seen in _games(spec, range(3)):
        for obs in seen:
            # Its own hand, never another's: the hand is disjoint from the cards played and,
            # during play, is the seat's; the legal cards are in the hand.
            assert obs.hand_mask & obs.played_mask == 0
            assert obs.legal_mask & ~obs.hand_mask == 0
            # The cards played, seat by seat: each card once, by the seat that played it.
            by_seat = obs.played_by_seat
            assert sum(m.bit_count() for m in by_seat) == obs.played_mask.bit_count()
            assert by_seat[0] | by_seat[1] | by_seat[2] | by_seat[3] == obs.played_mask
            assert by_seat[obs.seat_index] & obs.hand_mask == 0
            for t in (*obs.tricks, *(() if obs.trick is None else (obs.trick,))):
                for seat, code in zip(t.seats(), t.cards, strict=True):
                    assert by_seat[SEATS.index(seat)] >> parse_card(code) & 1
            if obs.to_move != obs.seat:
                # only a contre out of turn may be offered to a seat not to move
                assert all(a in ("contre", "surcontre", "pass") for a in obs.legal) or not (
                    obs.legal
                )
            # JSON round trip, exactly (the rules object aside).
            data = json.loads(json.dumps(obs.to_dict()))
            again = Observation.from_dict(data)
            assert again == obs
            # Every trick lists its leader and cards; finished ones their winner.
            for t in obs.tricks:
                assert len(t.cards) == 4
                assert t.winner in SEATS
            if obs.trick is not None:
                assert 1 <= len(obs.trick.cards) <= 3


def test_the_four_observations_together_hold_the_whole_deal() -> None:
    """During play the four hands seen by their seats and the cards played are the pack."""
    rules = load_variant("classic").compile()
    game = rules.new_game(seed=4)
    rng = random.Random(4)
    checked = 0
    while not game.over and checked < 50:
        if game.phase == "play":
            views = [game.observation(s) for s in SEATS]
            hands = [v.hand_mask for v in views]
            played = views[0].played_mask
            assert sum(h.bit_count() for h in hands) + played.bit_count() == 32
            total = played
            for h in hands:
                assert total & h == 0
                total |= h
            assert total == (1 << 32) - 1
            # the seat to move sees its legal cards, as the game gives them
            mover = game.to_move
            assert mover is not None
            assert list(views[SEATS.index(mover)].legal) == game.legal_actions()
            checked += 1
        game.apply(rng.choice(game.legal_actions()))
    assert checked > 0


def test_the_contract_the_bidding_and_the_turned_card_are_public() -> None:
    rules = load_variant("classic").compile()
    game = rules.new_game(seed=11)
    rng = random.Random(11)
    while game.phase == "bidding":
        before = game.observation("S")
        assert before.turned is not None  # classic: a prise on the turned card
        assert before.contract is None
        game.apply(rng.choice(game.legal_actions()))
    while game.phase != "play" and not game.over:
        game.apply(rng.choice(game.legal_actions()))
    obs = game.observation("E")
    assert obs.contract is not None
    assert obs.contract.taker in SEATS
    assert obs.bidding
    assert obs.bidding[-1][1] != "pass"


def test_an_unknown_seat_and_a_foreign_version_are_refused() -> None:
    rules = load_variant("classic").compile()
    game = rules.new_game(seed=1)
    with pytest.raises(ValueError, match="unknown seat"):
        game.observation("X")
    data = game.observation("N").to_dict()
    data["version"] = 99
    with pytest.raises(ValueError, match="version"):
        Observation.from_dict(data)
    del data["hand"]
    data["version"] = 1
    with pytest.raises(ValueError, match="not an observation"):
        Observation.from_dict(data)


def test_belote_is_shown_when_its_holder_plays_the_king_or_queen() -> None:
    """In classic (automatic belote), once the holder of the king and queen of trump has
    played one of them, every seat sees it as said."""
    rules = load_variant("classic").compile()
    for seed in range(60):
        game = rules.new_game(seed=seed)
        rng = random.Random(seed)
        while not game.over and len(game.deals) == 1:
            if game.phase == "play" and game.deal.tricks:
                d = game.deal
                assert d.contract is not None
                assert d.start_hands is not None
                mode = d.contract.mode
                if mode < 4:
                    king, queen = mode * 8 + 6, mode * 8 + 5
                    pair = (1 << king) | (1 << queen)
                    holder = [s for s in range(4) if d.start_hands[s] & pair == pair]
                    obs = game.observation("N")
                    played = obs.played_mask
                    if holder and played & pair:
                        assert obs.belote
                        assert {s for s, _c in obs.belote} == {SEATS[holder[0]]}
                        return
            game.apply(rng.choice(game.legal_actions()))
    pytest.fail("no belote played in 60 games")
