"""``table.rotation: clockwise``: dealing, speaking and play go to the left (Klaverjas plays « met
de klok mee »), the seats in playing order N E S W; the teams stay North–South and East–West.

The engines number the players by playing order and name them by the seating
(:attr:`Rules.seating <belote_spec.seating.Seating>`): a clockwise game is the
counter-clockwise game with E and W renamed. Here every place where a seat is named is played
with a variant ``extends: classic`` that sets the value: the deal, the bidding, the tricks, the
record and its replay, the observations, the queries, the fast simulator, the batch engine and
the solver. Every expected value is worked by hand from the pack 0, 1, 2… (7♠ 8♠ 9♠ … A♣).

And what it must not change: a seeded game of the counter-clockwise variants writes the same
record, byte for byte, as before the engine named its seats by the seating.
"""

from __future__ import annotations

import hashlib
import random
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from belote_spec import load_variant
from belote_spec.bots.solver import solver_for
from belote_spec.cards import CODE_INDEX
from belote_spec.engine.game import Game
from belote_spec.engine.observation import Observation
from belote_spec.engine.query_arguments import QueryError
from belote_spec.engine.random_deals import Simulator
from belote_spec.engine.rules import Rules
from belote_spec.engine.tables import MODE_INDEX
from belote_spec.rulebook.text import RuleText
from belote_spec.simulation.batch import BatchEngine
from belote_spec.simulation.output import labelled_columns

from .behaviour import covers, variant_with

_COMPILED: dict[str, Rules] = {}
_FOLDER: list[Path] = []


@pytest.fixture(scope="module", autouse=True)
def _variant_folder(tmp_path_factory: pytest.TempPathFactory) -> None:
    _FOLDER[:] = [tmp_path_factory.mktemp("clockwise")]


def clockwise() -> Rules:
    """``classic`` played clockwise, as a club's file would set it."""
    return variant_with(
        _COMPILED, _FOLDER[0], "classic", {"table": {"rotation": "clockwise"}}, name="cw"
    )


def codes(text: str) -> list[str]:
    return text.split()


def mask(text: str) -> int:
    out = 0
    for code in text.split():
        out |= 1 << CODE_INDEX[code]
    return out


def scripted(rules: Rules) -> Game:
    """The first deal dealt by N from the pack 0, 1, 2… (7♠ 8♠ 9♠ …), uncut, pattern 3-2."""
    return Game(rules, dealer="N", script=[(list(range(32)), "3-2", 0, False)])


# The deal, worked by hand. N deals clockwise, first to E (the player on his left), three
# cards each, then two: E 7♠ 8♠ 9♠ | S 10♠ V♠ D♠ | W R♠ A♠ 7♥ | N 8♥ 9♥ 10♥, then E V♥ D♥ |
# S R♥ A♥ | W 7♦ 8♦ | N 9♦ 10♦; the 21st card, V♦, is turned.
FIRST_ROUND = {
    "E": "7S 8S 9S JH QH",
    "S": "TS JS QS KH AH",
    "W": "KS AS 7H 7D 8D",
    "N": "8H 9H TH 9D TD",
}
# E passes, S takes in diamonds; the deal is completed from E: E D♦ R♦ A♦, S the turned V♦
# and 7♣ 8♣, W 9♣ 10♣ V♣, N D♣ R♣ A♣.
HANDS = {
    "E": "7S 8S 9S JH QH QD KD AD",
    "S": "TS JS QS KH AH JD 7C 8C",
    "W": "KS AS 7H 7D 8D 9C TC JC",
    "N": "8H 9H TH 9D TD QC KC AC",
}


@covers("table.rotation", "clockwise", engines=("scalar",))
def test_clockwise_deals_speaks_and_plays_to_the_left() -> None:
    rules = clockwise()
    assert rules.seating.seats == ("N", "E", "S", "W")
    game = scripted(rules)
    for seat, hand in FIRST_ROUND.items():
        assert game.hand(seat) == codes(hand), seat
    # the first to speak is the first served, E; then S
    assert game.to_move == "E"
    game.apply("pass")
    assert game.to_move == "S"
    assert "take:D" in game.legal_actions()
    game.apply("take:D")
    assert game.phase == "play"
    for seat, hand in HANDS.items():
        assert game.hand(seat) == codes(hand), seat
    # E, after the dealer, leads; then S, W, N: S must follow with a spade, W too, and N,
    # who has none while W's ace holds the trick, must trump
    assert game.to_move == "E"
    game.apply("7S")
    assert (game.to_move, set(game.legal_actions())) == ("S", {"TS", "JS", "QS"})
    game.apply("QS")
    assert (game.to_move, set(game.legal_actions())) == ("W", {"KS", "AS"})
    game.apply("AS")
    assert (game.to_move, set(game.legal_actions())) == ("N", {"9D", "TD"})
    game.apply("9D")
    # N's nine of trumps takes the trick (0 + 3 + 11 + 14 points) and N leads: N E S W
    deal = game.deal
    assert deal.tricks == [
        {"leader": "E", "cards": ["7S", "QS", "AS", "9D"], "winner": "N", "points": 28}
    ]
    assert game.to_move == "N"
    game.apply("AC")
    # E has no club and W is not holding the trick: E trumps; S and W follow in clubs
    assert (game.to_move, set(game.legal_actions())) == ("E", {"QD", "KD", "AD"})
    game.apply("QD")
    assert game.trick == [("N", "AC"), ("E", "QD")]
    assert (game.to_move, set(game.legal_actions())) == ("S", {"7C", "8C"})
    game.apply("7C")
    assert (game.to_move, set(game.legal_actions())) == ("W", {"9C", "TC", "JC"})
    game.apply("9C")
    assert deal.tricks[1] == {
        "leader": "N",
        "cards": ["AC", "QD", "7C", "9C"],
        "winner": "E",
        "points": 11 + 3 + 0 + 0,
    }
    # the record names the seats so, and the game replays from it exactly
    rng = random.Random(5)
    while len(game.deals) == 1 and not game.over:
        game.apply(rng.choice([a for a in game.legal_actions() if "+" not in a]))
    record = game.to_record()
    first = record["deals"][0]
    assert first["dealer"] == "N"
    assert first["bidding"] == [["E", "pass"], ["S", "take:D"]]
    assert first["contract"]["seat"] == first["taker_seat"] == "S"
    assert first["contract"]["taker"] == "NS"
    assert {seat: " ".join(cards) for seat, cards in first["hands"].items()} == HANDS
    assert list(first["hands"]) == ["N", "E", "S", "W"]  # in playing order
    assert record["actions"][:6] == [
        ["E", "pass"],
        ["S", "take:D"],
        ["E", "7S"],
        ["S", "QS"],
        ["W", "AS"],
        ["N", "9D"],
    ]
    # the next deal is dealt by the player after N, E, and S speaks first
    assert record["deals"][1]["dealer"] == "E"
    assert (game.phase, game.to_move) == ("bidding", "S")
    again = Game.from_json(game.to_json())
    assert again.to_json() == game.to_json()


def test_the_cut_is_made_by_the_player_before_the_dealer_on_his_right() -> None:
    rules = clockwise()
    # deal.cut.by: before_dealer; clockwise the player before N is W, on N's right
    assert rules.variant.rule("deal.cut.by") == "before_dealer"
    assert rules.seating.preceding("N") == "W"
    assert rules.seating.following("N") == "E"
    text = RuleText(rules.variant.rule, "en")
    said = {st.key: st.text for st in [*text.table(), *text.deal()]}
    assert said["table.rotation"] == (
        "Dealing, bidding and play go clockwise: the next player is the one on your left."
    )
    assert "the player before the dealer (on their right) cuts" in said["deal.cut"]
    french = {st.key: st.text for st in RuleText(rules.variant.rule, "fr").table()}
    assert "dans le sens des aiguilles d'une montre" in french["table.rotation"]


def test_observations_and_queries_take_the_clockwise_seats() -> None:
    rules = clockwise()
    game = scripted(rules)
    for action in ("pass", "take:D", "7S", "QS"):
        game.apply(action)
    seen = game.observation("W")
    assert seen.seat_index == 3  # N E S W: W plays fourth
    assert seen.trick is not None
    assert seen.trick.seats() == ["E", "S"]
    assert seen.played_by_seat == (0, mask("7S"), mask("QS"), 0)
    assert seen.legal == ("KS", "AS")
    assert seen.dealer == "N"
    assert seen.contract is not None
    assert seen.contract.taker == "S"
    back = Observation.from_dict(seen.to_dict(), rules)
    assert back == seen
    assert back.played_by_seat == seen.played_by_seat
    assert back.trick is not None
    assert back.trick.seats() == ["E", "S"]
    # the queries read a trick in the clockwise order: after E comes S, not W
    assert {c.code for c in rules.legal_cards(HANDS["W"], [("E", "7S"), ("S", "QS")], "D")} == {
        "KS",
        "AS",
    }
    with pytest.raises(QueryError, match=r"W plays after E.*S \(play goes N → E → S → W"):
        rules.legal_cards(HANDS["S"], [("E", "7S"), ("W", "AS")], "D")
    trick = [("E", "7S"), ("S", "QS"), ("W", "AS"), ("N", "9D")]
    assert rules.trick_winner(trick, "D") == "N"
    # E's queen, king and ace of diamonds: a tierce (20) for EW, and the belote at diamonds
    found = rules.declarations({"E": "QD KD AD", "N": "7S 9S JH"}, "D", first="E")
    assert found.awarded == {"NS": 0, "EW": 20}
    assert [a.kind for a in found.by_seat["E"]] == ["tierce"]
    assert found.by_seat["W"] == ()
    assert found.belote == {"E": ("D",)}
    assert found.belote_teams == {"NS": 0, "EW": 1}
    # a misdeal by E that costs points: they go to the opponents, the next dealer is the
    # player after E, S; E's team, E and W, may not bid in the next deal
    costly = variant_with(
        _COMPILED,
        _FOLDER[0],
        "classic",
        {
            "table": {"rotation": "clockwise"},
            "deal": {"misdeal": {"penalty": "opponents_score", "barred": "dealer_team"}},
        },
        name="cw-misdeal",
    )
    ruling = costly.misdeal_ruling("E")
    assert ruling["line"] == {"NS": 162, "EW": 0}
    assert ruling["next_dealer"] == "S"
    assert ruling["barred"] == ["E", "W"]


def test_game_and_the_fast_simulator_agree_clockwise() -> None:
    rules = clockwise()
    seats = rules.seating.seats
    sim = Simulator(rules)
    compared = 0
    for seed in range(12):
        rng = random.Random(seed)
        deck = list(range(32))
        rng.shuffle(deck)
        deal = sim.deal(0, deck, rng)
        if deal.contract is None or deal.score is None:
            continue
        game = Game(rules, dealer="N", script=[(deck, "3-2", 0, False)])
        taker, mode = deal.contract.taker, deal.contract.mode
        # everyone passes until the taker may take the simulator's mode
        while game.phase == "bidding":
            wanted = f"take:{'SHDC'[mode]}"
            is_taker = game.to_move == seats[taker]
            game.apply(wanted if is_taker and wanted in game.legal_actions() else "pass")
        assert game.deal.contract == deal.contract
        for seat, card, legal in deal.plays:
            assert game.to_move == seats[seat]
            assert {CODE_INDEX[a] for a in game.legal_actions() if "+" not in a} == {
                c for c in range(32) if legal >> c & 1
            }
            game.apply("789TJQKA"[card & 7] + "SHDC"[card >> 3])
        score = game.deals[0].score
        assert score is not None
        assert score.as_dict() == deal.score.as_dict()
        assert deal.extras["tricks"] == {
            seat: sum(t["winner"] == seat for t in game.deals[0].tricks or []) for seat in seats
        }
        compared += 1
    assert compared >= 5


@covers("table.rotation", "clockwise", engines=("batch",))
def test_the_batch_engine_plays_clockwise_as_the_classic_game_renamed() -> None:
    cw = clockwise()
    classic = load_variant("classic").compile()
    deals = BatchEngine(cw, "numpy").play_deals(200, np.random.default_rng(28))
    same = BatchEngine(classic, "numpy").play_deals(200, np.random.default_rng(28))
    # seats are numbered in playing order: the same numbers, the seats 1 and 3 renamed
    assert deals.keys() == same.keys()
    for column in deals:
        assert np.array_equal(deals[column], same[column]), column
    dealer = np.asarray(deals["dealer"])
    assert set(dealer.tolist()) == {0, 1, 2, 3}
    named = labelled_columns(deals, cw.seating.seats)["dealer"]
    assert named[1] == ("N", "E", "S", "W")
    assert labelled_columns(same)["dealer"][1] == ("N", "W", "S", "E")
    # a deal whose seat 1 dealt: E clockwise, W counter-clockwise
    row = int(np.flatnonzero(dealer == 1)[0])
    assert named[1][named[0][row]] == "E"


def test_the_solver_plays_clockwise_by_playing_order() -> None:
    rules = clockwise()
    solver = solver_for(rules)
    assert type(solver) is type(solver_for(load_variant("classic").compile()))
    seats = rules.seating.seats
    # one card each, E to lead (seat 1 clockwise): E A♠, S 7♠, W 10♠, N V♦ (trump diamonds)
    held: dict[str, str] = {"E": "AS", "S": "7S", "W": "TS", "N": "JD"}
    hands = [mask(held[s]) for s in seats]
    # E leads the ace, S and W follow, N trumps with the jack: 11 + 0 + 10 + 20 and the dix
    # de der, 51 for NS (team 0), nothing for EW
    assert solver.solve(hands, seats.index("E"), MODE_INDEX["D"], team=0) == 51
    assert solver.solve(hands, seats.index("E"), MODE_INDEX["D"], team=1) == 0


# The seeded records of three counter-clockwise variants, as the engine wrote them before it
# named its seats by the seating (commit d243d9f): 6 deals each, seed 2028, dealer E, random
# legal actions drawn with random.Random(28).
RECORDS_BEFORE: dict[str, tuple[str, int]] = {
    "classic": ("7fa79b7594cc60f162257dcfa7faf6a360bf0ec78942d484c1e66063875442e3", 12909),
    "club": ("8ae0c8cc1b46c7a2318ab12187074e38d02376c7ef0d3a8bc20f7e53e7da5d71", 12709),
    "ffb-contree-2016": ("6f7d317acacd2b6cbafe5987337b3fce425aea94929df4a76b656a62de6d8d19", 5337),
}


@pytest.mark.parametrize("name", sorted(RECORDS_BEFORE))
def test_a_seeded_counterclockwise_game_writes_the_same_record_as_before(name: str) -> None:
    rules = load_variant(name).compile()
    game = rules.new_game(seed=2028, dealer="E")
    rng = random.Random(28)
    while not game.over and len(game.deals) < 6:
        game.apply(rng.choice(game.legal_actions()))
    text = game.to_json()
    digest: Any = hashlib.sha256(text.encode()).hexdigest()
    assert (digest, len(text)) == RECORDS_BEFORE[name]
