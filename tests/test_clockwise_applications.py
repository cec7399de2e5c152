"""``table.rotation: clockwise`` in the applications: the terminal, the human's prompt, ``play
--human``, the bots' matches, the search bot, the scalar simulation's files and the scenario
steps name the seats of the clockwise table (N E S W in playing order), read from the variant's
seating.

The variant is ``classic`` with the value set inline, as a club's file would. The deal is the
one of tests/test_clockwise.py, worked by hand from the pack 0, 1, 2… (7♠ 8♠ 9♠ … A♣) dealt by
N, uncut, 3-2: N deals to his left, so E is served first, speaks first and leads first.

A clockwise table is the counter-clockwise one with East and West swapped in playing order
(index 1 is E, index 3 is W), so a bot playing by the indices plays the same moves at both:
several tests check that the applications keep that renaming, whose expected values follow
from it and not from the code's output.
"""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from belote_spec import load_variant
from belote_spec.bdd import card_play_steps, golden, whole_deal_steps
from belote_spec.bdd.report import StepFailed
from belote_spec.bdd.step_helpers import Table
from belote_spec.bots import HeuristicBot, RandomBot
from belote_spec.bots.duplicate import play_duplicate
from belote_spec.bots.heuristic import match, play_game
from belote_spec.bots.inference import Knowledge
from belote_spec.bots.search import SearchBot
from belote_spec.cli import main
from belote_spec.engine.game import Game
from belote_spec.engine.observation import Observation
from belote_spec.engine.rules import Rules
from belote_spec.i18n import translator
from belote_spec.rulebook.examples import annonce_example, play_positions
from belote_spec.simulation.output import labelled_columns
from belote_spec.simulation.scalar import ScalarEngine
from belote_spec.terminal.printer import _Printer
from belote_spec.terminal.session import play_at_table

from .behaviour import variant_with

_COMPILED: dict[str, Rules] = {}
_FOLDER: list[Path] = []

#: The variant as a club's file sets it, for the command line.
CW_FILE = "name: cw\ntitle: cw\nextends: classic\nrules:\n  table:\n    rotation: clockwise\n"

#: E and W exchanged: the name at the counter-clockwise table of the seat with the same index.
_SWAP = {"N": "N", "E": "W", "S": "S", "W": "E"}


@pytest.fixture(scope="module", autouse=True)
def _variant_folder(tmp_path_factory: pytest.TempPathFactory) -> None:
    _FOLDER[:] = [tmp_path_factory.mktemp("clockwise-apps")]


def clockwise() -> Rules:
    """``classic`` played clockwise."""
    return variant_with(
        _COMPILED, _FOLDER[0], "classic", {"table": {"rotation": "clockwise"}}, name="cw"
    )


def classic() -> Rules:
    rules = _COMPILED.get("classic")
    if rules is None:
        rules = _COMPILED["classic"] = load_variant("classic").compile()
    return rules


def scripted(rules: Rules) -> Game:
    """The first deal dealt by N from the pack 0, 1, 2…, uncut, pattern 3-2."""
    return Game(rules, dealer="N", script=[(list(range(32)), "3-2", 0, False)])


# Worked by hand (tests/test_clockwise.py): E passes, S takes the turned J♦; then
HANDS = {
    "E": "7S 8S 9S JH QH QD KD AD",
    "S": "TS JS QS KH AH JD 7C 8C",
    "W": "KS AS 7H 7D 8D 9C TC JC",
    "N": "8H 9H TH 9D TD QC KC AC",
}
# E leads 7♠, S follows Q♠, W takes with A♠, N (no spade) trumps with 9♦ and wins 0 + 3 + 11
# + 14 = 28 points.
FIRST_TRICK = ["7S", "QS", "AS", "9D"]


# ------------------------------------------------------------------------------ terminal


def test_the_terminal_names_the_clockwise_seats_in_playing_order() -> None:
    game = scripted(clockwise())
    for action in ["pass", "take:D", *FIRST_TRICK]:
        game.apply(action)
    lines: list[str] = []
    _Printer(game, lines.append, True, translator("en")).catch_up()
    assert "=== Deal 1 — dealer: North ===" in lines
    # the bidding: East (on the dealer's left) speaks first, then South
    calls = [line for line in lines if line.startswith("  East pass") or "takes" in line]
    assert calls == ["  East passes", "  South takes ♦ diamonds"]
    # the hands in playing order, North first: North, East, South, West
    shown = [
        line.split(":")[0].strip() for line in lines if line.startswith("  ") and ":  " in line
    ]
    assert shown == ["North", "East", "South", "West"]
    assert "  East:   7♠ 8♠ 9♠ J♥ Q♥ Q♦ K♦ A♦" in lines
    # annonces declared in the order of the first trick: E (7♠ 8♠ 9♠ and Q♦ K♦ A♦), S (10♠
    # J♠ Q♠), W (9♣ 10♣ J♣), N (8♥ 9♥ 10♥ and Q♣ K♣ A♣)
    declared = [line.split(" declares ")[0].strip() for line in lines if " declares " in line]
    assert declared == ["East", "South", "West", "North"]
    assert "  Trick 1: East 7♠  South Q♠  West A♠  North 9♦  → North (+28)" in lines


class _Asked:
    """The human's answers at West's seat: « prends » at the first question, then the end of
    the input; what the game was at each question."""

    def __init__(self) -> None:
        self.game: Game | None = None
        self.prompts: list[tuple[str, str | None, list[tuple[str, str]]]] = []

    def __call__(self, prompt: str) -> str:
        assert self.game is not None
        bidding = self.game.to_record()["deals"][-1]["bidding"]
        self.prompts.append((prompt, self.game.to_move, [(s, a) for s, a in bidding]))
        if len(self.prompts) == 1:
            return "prends"
        raise EOFError


class _FirstLegal:
    """Passes when it may, else the first legal action."""

    def act(self, observation: Observation) -> str:
        return "pass" if "pass" in observation.legal else observation.legal[0]


def test_the_human_at_west_is_asked_in_the_clockwise_turn(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rules = clockwise()
    asked = _Asked()

    def new_game(**_kw: Any) -> Game:
        asked.game = scripted(rules)
        return asked.game

    monkeypatch.setattr(rules, "new_game", new_game)
    lines: list[str] = []
    bots = {seat: _FirstLegal() for seat in ("N", "E", "S")}
    with pytest.raises(EOFError):
        play_at_table(rules, bots, human="W", out=lines.append, ask=asked)
    # dealer N: E, then S pass, then West (the human) is asked and takes the J♦; then West is
    # asked again only in the play, after E led and S followed (E leads: the player after
    # the dealer)
    first, second = asked.prompts
    assert first[:2] == ("Ouest > ", "W")
    assert first[2] == [("E", "pass"), ("S", "pass")]
    assert second[:2] == ("Ouest > ", "W")
    game = asked.game
    assert game is not None
    assert game.deal.contract is not None
    assert game.trick[0][0] == "E"
    assert [seat for seat, _card in game.trick] == ["E", "S"]
    assert any(line.startswith("Vous êtes Ouest.") for line in lines)
    assert "  Est passe" in lines
    assert lines.index("  Est passe") < lines.index("  Sud passe")


def test_play_human_takes_a_seat_of_the_clockwise_table(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path = tmp_path / "cw.yaml"
    path.write_text(CW_FILE, encoding="utf-8")
    monkeypatch.setattr("sys.stdin", None)
    save = tmp_path / "game.json"
    status = main(["play", str(path), "--human", "ouest", "--seed", "1", "--save", str(save)])
    assert status != 0
    game = Game.from_json(save.read_text(encoding="utf-8"))
    seating = game.rules.seating
    assert seating.seats == ("N", "E", "S", "W")
    # the game stopped at West's first question: every call so far came from the seats before
    # West in the clockwise order, from the player after the dealer
    deal = game.to_record()["deals"][-1]
    order = seating.seats_from(seating.following(deal["dealer"]))
    said = [seat for seat, _call in deal["bidding"]]
    assert said == list(order[: len(said)])
    assert game.to_move == "W"


# ------------------------------------------------------------------------------ bots


def test_bots_play_the_same_moves_at_the_clockwise_table() -> None:
    cw, ccw = clockwise(), classic()
    # play_game by playing order: the same moves, seat for seat by index
    bots_cw = [HeuristicBot(seed=1), RandomBot(seed=2), HeuristicBot(seed=3), RandomBot(seed=4)]
    bots_ccw = [HeuristicBot(seed=1), RandomBot(seed=2), HeuristicBot(seed=3), RandomBot(seed=4)]
    a = play_game(cw, bots_cw, seed=11)
    b = play_game(ccw, bots_ccw, seed=11)
    assert a.actions == [(_SWAP[seat], action) for seat, action in b.actions]
    assert a.totals == b.totals
    # a match: team A at NS then EW, the same results
    assert match(cw, HeuristicBot, RandomBot, 2, seed=5) == match(
        ccw, HeuristicBot, RandomBot, 2, seed=5
    )


def test_duplicate_boards_at_the_clockwise_table() -> None:
    """What ``belote-spec match heuristic random VARIANT`` plays: team A at NS then at EW on
    each board; the boards at the clockwise table are the classic ones, renamed."""
    a = play_duplicate(clockwise(), "heuristic", "random", 3, 2)
    b = play_duplicate(classic(), "heuristic", "random", 3, 2)
    assert [x.to_dict() for x in a.boards] == [x.to_dict() for x in b.boards]
    assert len(a.boards) == 3


def test_play_game_takes_the_bots_by_seat_name_at_the_clockwise_table() -> None:
    cw = clockwise()
    seen: dict[str, set[str]] = {}

    class Named:
        def __init__(self, name: str) -> None:
            self.name = name

        def act(self, observation: Observation) -> str:
            seen.setdefault(self.name, set()).add(observation.seat)
            return "pass" if "pass" in observation.legal else observation.legal[0]

    game = play_game(cw, {s: Named(s) for s in "NESW"}, seed=3)
    assert game.over
    assert seen == {s: {s} for s in "NESW"}


def test_the_search_bot_reads_the_clockwise_seats() -> None:
    cw, ccw = clockwise(), classic()
    game_cw, game_ccw = scripted(cw), scripted(ccw)
    for action in ["pass", "take:D", "7S"]:
        game_cw.apply(action)
        game_ccw.apply(action)
    # S to play after E's 7♠ (at the counter-clockwise table, after W's, the same index)
    obs_cw, obs_ccw = game_cw.observation("S"), game_ccw.observation("S")
    k_cw = Knowledge.from_observation(obs_cw, cw)
    k_ccw = Knowledge.from_observation(obs_ccw, ccw)
    assert (k_cw.known, k_cw.possible, k_cw.count) == (k_ccw.known, k_ccw.possible, k_ccw.count)
    # the 7♠ was played by index 1: E at the clockwise table
    assert k_cw.played_by[1] == 1 << 0
    # near the end of the deal (three cards each), the search bot chooses a legal card, the
    # one it chooses for the same index at the counter-clockwise table
    for game in (game_cw, game_ccw):
        bots = [HeuristicBot(seed=1), HeuristicBot(seed=2), HeuristicBot(seed=3), HeuristicBot(4)]
        index = game.rules.seating.index
        while len(game.deal.tricks) < 5 or game.trick:
            seat = game.to_move
            assert seat is not None
            game.apply(bots[index[seat]].act(game.observation(seat)))
    seat_cw = game_cw.to_move
    assert seat_cw is not None
    obs_cw = game_cw.observation(seat_cw)
    obs_ccw = game_ccw.observation(_SWAP[seat_cw])
    card = SearchBot(seed=7, worlds=2, compiled=False).act(obs_cw)
    assert card in obs_cw.legal
    assert card == SearchBot(seed=7, worlds=2, compiled=False).act(obs_ccw)


# ------------------------------------------------------------------------------ simulation


def test_the_scalar_simulation_names_the_clockwise_seats() -> None:
    cw, ccw = clockwise(), classic()
    rows_cw = ScalarEngine(cw, policy="heuristic").play_deals(6, np.random.default_rng(4))
    rows_ccw = ScalarEngine(ccw, policy="heuristic").play_deals(6, np.random.default_rng(4))
    for name in rows_ccw:
        assert np.array_equal(rows_cw[name], rows_ccw[name]), name
    cw_cols = labelled_columns(rows_cw, cw.seating.seats)
    ccw_cols = labelled_columns(rows_ccw, ccw.seating.seats)
    for name in ("dealer", "taker"):
        codes, labels = cw_cols[name]
        assert labels is not None
        named = [labels[int(c)] if c >= 0 else "" for c in codes]
        codes2, labels2 = ccw_cols[name]
        assert labels2 is not None
        assert [_SWAP.get(labels2[int(c)], "") if c >= 0 else "" for c in codes2] == named
    # index 1 deals after N at both tables: it is E at the clockwise table
    assert cw_cols["dealer"][1] == ("N", "E", "S", "W")


def test_simulate_writes_the_clockwise_seats(tmp_path: Path) -> None:
    path = tmp_path / "cw.yaml"
    path.write_text(CW_FILE, encoding="utf-8")
    out_cw, out_ccw = tmp_path / "cw.csv", tmp_path / "ccw.csv"
    common = ["--deals", "8", "--seed", "3", "--policy", "heuristic", "--backend", "scalar"]
    assert main(["simulate", str(path), *common, "--out", str(out_cw)]) == 0
    assert main(["simulate", "classic", *common, "--out", str(out_ccw)]) == 0
    with out_cw.open(encoding="utf-8") as f:
        cw_rows = list(csv.DictReader(f))
    with out_ccw.open(encoding="utf-8") as f:
        ccw_rows = list(csv.DictReader(f))
    assert len(cw_rows) == len(ccw_rows) == 8
    for a, b in zip(cw_rows, ccw_rows, strict=True):
        assert a["dealer"] == _SWAP[b["dealer"]]
        assert a["taker"] == (_SWAP[b["taker"]] if b["taker"] else "")
        assert a["team"] == b["team"]
        assert a["score_ns"] == b["score_ns"]


# ------------------------------------------------------------------------------ scenarios


def test_scenario_steps_take_turns_and_tricks_by_seat_name_at_the_clockwise_table() -> None:
    table = Table(rules=clockwise(), trump="D")
    table.trick = [("E", "7S")]
    card_play_steps.check_turn(table, "S")  # after East comes South
    with pytest.raises(StepFailed, match="c'est à Sud de jouer, pas à Ouest"):
        card_play_steps.check_turn(table, "W")
    table.hands = {seat: hand.split() for seat, hand in HANDS.items()}
    table.contract = {"taker": "NS", "seat": "S", "trump": "D", "bid": None, "contre": 0}
    # two tricks, each read E S W N from its leader: the second, led by N (who won the
    # first), goes N E S W: A♣, E trumps with the Q♦, S 7♣, W 9♣; E wins 11 + 3 = 14
    whole_deal_steps.play_tricks(
        table,
        [["entame", "cartes"], ["Est", "7♠ D♠ A♠ 9♦"], ["Nord", "A♣ D♦ 7♣ 9♣"]],
    )
    assert table.trick_winners == ["N", "E"]
    assert table.points == {"NS": 28, "EW": 14}
    # golden's helpers read the seating too
    played = golden.play_tricks(
        clockwise(), "D", HANDS, [("E", "7S QS AS 9D"), ("N", "AC QD 7C 9C")], first="E"
    )
    assert played.winners == ["N", "E"]
    assert played.points == {"NS": 28, "EW": 14 + 10}  # the dix de der to the last trick


# ------------------------------------------------------------------------------ rulebook


def test_the_rulebook_positions_are_played_by_the_seats_before_south() -> None:
    cw, ccw = play_positions(clockwise(), "en"), play_positions(classic(), "en")
    assert [p.key for p in cw] == [p.key for p in ccw]
    for a, b in zip(cw, ccw, strict=True):
        # South to play after the seats before it: E alone; N then E; W, N then E
        assert a.seat == b.seat == "S"
        assert [s for s, _c in a.trick] == [_SWAP[s] for s, _c in b.trick]
        assert [c for _s, c in a.trick] == [c for _s, c in b.trick]
        assert (a.legal, a.refused_rule) == (b.legal, b.refused_rule)
    three = next(p for p in cw if len(p.trick) == 3)
    assert [s for s, _c in three.trick] == ["W", "N", "E"]
    assert [s for s, _c in next(p for p in cw if len(p.trick) == 1).trick] == ["E"]
    # the computed annonce example lists the hands in playing order, and the same annonces
    example = annonce_example(clockwise(), "en")
    assert example is not None
    assert example.seats == ("N", "E", "S", "W")
    reference = annonce_example(classic(), "en")
    assert reference is not None
    assert example.declarations.awarded == reference.declarations.awarded
