"""Whole games at three and two players each for himself in the applications (issue 28, phase
2 of the seats model): the bots, ``match``, the search bot's refusal, the terminal, the scalar
simulation and what a seat knows.

The variants are ``classic`` with the table's values set inline, as a club's file would:

* three players: ``table: {players: 3, partnership: none}``, ``deck: {cards: 24}`` (nine to
  ace: the sevens and eights, worth 0 in every mode, left out, so a deal is still worth 152
  card points and 10 de der: 162); eight cards each, 3-2 then 2 or 3 (the taker's turned card
  with them), so the 24 cards are all dealt;
* two players: ``table: {players: 2, partnership: none}``, 3-3 then 3 to each, the turned card
  left face up on the table, the bergère (the talon's last card) shown, the seven of trump
  exchanged for the turned card: nine cards each, 32 − 18 − 1 = 13 cards in the talon, of
  which 12 hidden.
"""

from __future__ import annotations

import csv
import random
from pathlib import Path

import numpy as np
import pytest

from belote_spec.bdd import scoring_steps
from belote_spec.bdd.report import StepFailed
from belote_spec.bdd.step_helpers import Table, use_variant
from belote_spec.bots import HeuristicBot, RandomBot
from belote_spec.bots.heuristic import match, play_game, taker_hand
from belote_spec.bots.inference import Knowledge, sample
from belote_spec.bots.search import SearchBot, SearchUnsupported, search_refusal
from belote_spec.cards import CODE_INDEX, cards_to_mask
from belote_spec.cli import main
from belote_spec.engine.observation import Observation
from belote_spec.engine.rules import Rules
from belote_spec.simulation.scalar import ScalarEngine
from belote_spec.simulation.stats import Tally
from belote_spec.terminal.session import play_at_table
from belote_spec.terminal.wording import card_text

from .behaviour import variant_with
from .test_seats_three_two import DEUX, LINES_SCORABLE, TROIS

_COMPILED: dict[str, Rules] = {}
_FOLDER: list[Path] = []

#: The tables of the engine's tests (tests/test_seats_three_two.py): three players with 24
#: cards, two players with nine cards each, line scoring (no litige, the capot as points).
THREE = {**TROIS, "scoring": LINES_SCORABLE}
TWO = DEUX
THREE_FILE = (
    "name: trois\ntitle: trois\nextends: classic\nrules:\n"
    "  table: {players: 3, partnership: none}\n  deck: {cards: 24}\n"
    "  scoring: {litige: {enabled: false}, capot: {kind: der_bonus}}\n"
)


@pytest.fixture(scope="module", autouse=True)
def _variant_folder(tmp_path_factory: pytest.TempPathFactory) -> None:
    _FOLDER[:] = [tmp_path_factory.mktemp("players")]


def three() -> Rules:
    return variant_with(_COMPILED, _FOLDER[0], "classic", THREE, name="trois")


def two() -> Rules:
    return variant_with(_COMPILED, _FOLDER[0], "classic", TWO, name="deux")


def rules_of(players: int) -> Rules:
    return three() if players == 3 else two()


# ------------------------------------------------------------------------------ search bot


def test_the_search_bot_refuses_a_table_without_partners() -> None:
    rules = three()
    expected = (
        "the search bot plays four players in two teams of partners, eight cards each of 32 "
        "(its double-dummy solver searches two sides); trois is played by 3 players each for "
        "himself: use the heuristic bot (--bot heuristic)"
    )
    assert search_refusal(rules) == expected
    assert search_refusal(two()) == expected.replace("trois", "deux").replace("3 p", "2 p")
    game = rules.new_game(seed=1)
    seat = game.to_move
    assert seat is not None
    with pytest.raises(SearchUnsupported, match="use the heuristic bot"):
        SearchBot(seed=1).act(game.observation(seat))


def test_play_and_match_say_why_the_search_bot_cannot_play(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "trois.yaml"
    path.write_text(THREE_FILE, encoding="utf-8")
    assert main(["--lang", "en", "play", str(path), "--bot", "search", "--seed", "1"]) == 2
    err = capsys.readouterr().err
    assert "--bot: the search bot plays four players in two teams" in err
    assert "(--bot heuristic)" in err
    assert main(["--lang", "en", "match", "heuristic", "search", str(path), "--deals", "1"]) == 2
    assert "BOT_B: the search bot plays four players" in capsys.readouterr().err


# ------------------------------------------------------------------------------ bots


def test_the_taker_at_two_counts_the_turned_card_only_by_the_seven_exchange() -> None:
    rules = two()
    # the turned card K♥ stays on the table; the seven of hearts takes it at hearts only
    hand = ("7H", "8S", "9S", "TD", "JD", "QC")
    obs = Observation("deux", "N", "bidding", "N", 1, "S", hand, turned="KH", rules=rules)
    mask = cards_to_mask(list(hand))
    hearts = taker_hand(obs, rules, 1)
    assert hearts == mask & ~(1 << CODE_INDEX["7H"]) | 1 << CODE_INDEX["KH"]
    assert taker_hand(obs, rules, 0) == mask  # spades: no exchange, the K♥ is nobody's
    without = Observation("deux", "N", "bidding", "N", 1, "S", hand[1:], turned="KH", rules=rules)
    assert taker_hand(without, rules, 1) == cards_to_mask(list(hand[1:]))
    # at three the taker gets the turned card, whatever the mode
    obs3 = Observation("trois", "N", "bidding", "N", 1, "S", hand[1:], turned="KH", rules=three())
    assert taker_hand(obs3, three(), 0) == cards_to_mask([*hand[1:], "KH"])


@pytest.mark.parametrize("players", [3, 2])
def test_heuristic_against_random_plays_legal_cards_to_a_winner(players: int) -> None:
    """Seeded games, one a seat for the heuristic bot in turn: every action is checked by the
    game (an illegal card raises), and every game ends with one player's line winning."""
    rules = rules_of(players)
    seating = rules.seating
    rng = random.Random(players)
    for k in range(players):
        bots = [
            HeuristicBot(seed=k) if s == k else RandomBot(seed=10 * k + s) for s in range(players)
        ]
        game = play_game(rules, bots, seed=rng.randrange(2**32))
        assert game.result is not None
        assert game.result.winner in seating.lines
        assert set(game.totals) == set(seating.lines)
        assert game.totals[game.result.winner] == max(game.totals.values())
    result = match(rules, HeuristicBot, RandomBot, games=players, seed=5)
    assert result.wins + result.losses + result.abandoned == players


# ------------------------------------------------------------------------------ terminal


def test_the_terminal_prints_three_hands_and_three_score_columns() -> None:
    rules = three()
    lines: list[str] = []
    bots = {seat: HeuristicBot(seed=i) for i, seat in enumerate(rules.seating.seats)}
    game = play_at_table(rules, bots, seed=4, out=lines.append)
    # the hands follow the contract, in playing order N W S (the seat E is empty)
    start = next(i for i, line in enumerate(lines) if line.startswith("Contrat : "))
    hands = [line.split(":", 1) for line in lines[start + 1 : start + 5]]
    assert [seat.strip() for seat, _cards in hands[:3]] == ["Nord", "Ouest", "Sud"]
    assert [len(cards.split()) for _seat, cards in hands[:3]] == [8, 8, 8]
    assert hands[3][0].strip() not in ("Nord", "Ouest", "Sud", "Est")
    assert not any(line.startswith("  Est") for line in lines)
    sheet = [line for line in lines if line.startswith("Marque : ")]
    assert sheet
    for line in sheet:
        names = [w for w in line.split() if w in ("Nord", "Ouest", "Sud", "Est", "NS", "EO")]
        assert names == ["Nord", "Ouest", "Sud"]
    totals = [line for line in lines if line.startswith("Total  : ")]
    first = totals[0].split()
    assert first[2:8:2] == ["Nord", "Ouest", "Sud"]
    assert game.result is not None
    winner = {"N": "Nord", "W": "Ouest", "S": "Sud"}[game.result.winner]
    assert lines[-1].startswith(
        f"Fin de la partie : {winner} gagne avec {game.totals[game.result.winner]} ("
    )
    assert lines[-1].endswith(
        f"(Nord {game.totals['N']}, Ouest {game.totals['W']}, Sud {game.totals['S']})."
    )


@pytest.mark.parametrize(("players", "human", "name"), [(3, "W", "Ouest"), (2, "S", "Sud")])
def test_a_human_plays_at_three_and_at_two(players: int, human: str, name: str) -> None:
    """The human answers the first line of every question (pass, or his first playable
    card); the bots play the other seats; the game goes to its end."""
    rules = rules_of(players)
    asked: list[str] = []

    def ask(prompt: str) -> str:
        asked.append(prompt)
        return "1"

    bots = {s: HeuristicBot(seed=i) for i, s in enumerate(rules.seating.seats) if s != human}
    lines: list[str] = []
    game = play_at_table(rules, bots, seed=3, human=human, out=lines.append, ask=ask)
    assert any(line.startswith(f"Vous êtes {name}.") for line in lines)
    assert asked
    assert set(asked) == {f"{name} > "}
    assert game.result is not None
    assert game.result.winner in rules.seating.lines


def test_the_terminal_at_two_shows_the_bergere_and_the_seven_exchange() -> None:
    """Each deal played at two shows, after the contract, the bergère and (where the holder of
    the seven of trump took the turned card) the exchange, as its record says."""
    rules = two()
    lines: list[str] = []
    bots = {seat: HeuristicBot(seed=i) for i, seat in enumerate(rules.seating.seats)}
    game = play_at_table(rules, bots, seed=1, out=lines.append)
    names = {"N": "Nord", "S": "Sud"}
    played = [d for d in game.to_record()["deals"] if d.get("contract") is not None]
    contracts = [i for i, line in enumerate(lines) if line.startswith("Contrat : ")]
    assert len(contracts) == len(played)
    exchanges = 0
    for at, deal in zip(contracts, played, strict=True):
        bergere = card_text(deal["bergere"])
        assert lines[at + 1] == f"Bergère (dernière carte du talon, retournée) : {bergere}"
        if deal.get("exchange"):
            seat, seven = deal["exchange"]
            assert seven == "7" + deal["turned"][1]  # the seven of the turned card's suit
            assert lines[at + 2] == (
                f"{names[seat]} échange {card_text(seven)} contre la carte retournée "
                f"{card_text(deal['turned'])}."
            )
            exchanges += 1
        else:
            assert "échange" not in lines[at + 2]
    assert exchanges  # seed 1: N exchanges the 7♠ for the turned Q♠ in deal 4


# ------------------------------------------------------------------------------ simulation


def test_the_scalar_simulation_at_three_writes_a_column_per_player(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "trois.yaml"
    path.write_text(THREE_FILE, encoding="utf-8")
    out = tmp_path / "rows.csv"
    assert (
        main(
            [
                "--lang",
                "en",
                "simulate",
                str(path),
                "--deals",
                "6",
                "--seed",
                "3",
                "--out",
                str(out),
            ]
        )
        == 0
    )
    report = capsys.readouterr().out
    assert "scalar backend (the batch engine cannot play this variant: " in report
    with out.open(encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 6
    names = list(rows[0])
    for what in ("points", "tricks", "belote", "annonces", "score"):
        assert [n for n in names if n.startswith(f"{what}_")] == [f"{what}_{s}" for s in "nws"]
    for row in rows:
        assert row["dealer"] in ("N", "W", "S")
        if row["outcome"] not in ("passed", "cancelled"):
            # 152 card points in the 24 cards and 10 de der, eight tricks of three
            assert sum(int(row[f"points_{s}"]) for s in "nws") == 162
            assert sum(int(row[f"tricks_{s}"]) for s in "nws") == 8
            assert row["team"] == row["taker"]


def test_the_game_rows_at_three_hold_each_players_total() -> None:
    deals, games = ScalarEngine(three()).play_games(2, np.random.default_rng(2))
    assert [n for n in games if n.startswith("total_")] == ["total_n", "total_w", "total_s"]
    for g in range(2):
        totals = [int(games[f"total_{s}"][g]) for s in "nws"]
        # the game to 1000: the winner's line is over it, and the highest
        assert games["finished"][g]
        assert totals[int(games["winner"][g])] == max(totals) >= 1000
    tally = Tally.of(deals, games)
    assert sum(tally.line_wins.values()) == 2
    assert tally.lines == ("n", "w", "s")


# ------------------------------------------------------------------------------ knowledge


@pytest.mark.parametrize("players", [3, 2])
def test_what_a_seat_knows_at_three_and_two(players: int) -> None:
    rules = rules_of(players)
    seating = rules.seating
    rng = random.Random(7)
    game = rules.new_game(seed=7)
    checked = 0
    while not game.over and game.deal.number == 1:
        if game.phase == "play":
            truth = [cards_to_mask(game.hand(s)) for s in seating.seats]
            for s in seating.seats:
                obs = game.observation(s)
                k = Knowledge.from_observation(obs, rules)
                assert k.seats == players
                assert k.consistent(truth)
                for world in sample(k, rng, 2):
                    assert world[seating.index[s]] == truth[seating.index[s]]
                if players == 2:
                    # the bergère out of play, 12 hidden cards in the talon; the turned card
                    # on the table too, unless trump is its suit and the seat did not take it
                    # for the seven: then the other player may have, and the card on the table
                    # (the turned card or the seven) is one the seat cannot place
                    assert obs.turned is not None
                    assert obs.bergere is not None
                    assert not k.pool >> CODE_INDEX[obs.bergere] & 1
                    turned = CODE_INDEX[obs.turned]
                    assert obs.contract is not None
                    unplaced = obs.contract.mode_index == turned >> 3 and not (
                        (obs.hand_mask | obs.played_mask) >> turned & 1
                    )
                    assert k.stock_count == 12 + unplaced
                else:
                    assert k.stock_count == 0
                    assert k.pool & ~seating.deck_mask == 0
                checked += 1
        game.apply(rng.choice(game.legal_actions()))
    assert checked


# ------------------------------------------------------------------------------ scenario steps


def test_the_scenario_steps_count_a_deal_and_end_the_game_by_player(tmp_path: Path) -> None:
    """Three players, N takes at hearts. The taker makes more than the two others together
    (classic's ``scoring.contract.defence: together``): 100 > 40 + 22, made, each player
    scores his own card points. The game to 1000: N 950 + 100 = 1050 and W 990 + 40 = 1030
    are both over it, the higher wins: N."""
    path = tmp_path / "trois.yaml"
    path.write_text(THREE_FILE, encoding="utf-8")
    t = Table(root=tmp_path)
    use_variant(t, str(path))
    scoring_steps.given_contract(t, "Nord", "cœur", None, None)
    scoring_steps.given_player_points(t, "100 pour Nord, 40 pour Ouest et 22 pour Sud")
    scoring_steps.given_tricks_by_seat(t, "Nord 5, Ouest 2, Sud 1")
    scoring_steps.given_player_last_trick(t, "Nord")
    scoring_steps.player_marks(t, "100 pour Nord, 40 pour Ouest et 22 pour Sud")
    with pytest.raises(StepFailed, match="attendu : 100 pour Nord, 22 pour Ouest et 40 pour Sud"):
        scoring_steps.player_marks(t, "100 pour Nord, 22 pour Ouest et 40 pour Sud")
    scoring_steps.given_player_totals(t, "950 pour Nord, 990 pour Ouest et 500 pour Sud")
    scoring_steps.deal_counts_for_the_game(t)
    scoring_steps.player_totals(t, "1050 pour Nord, 1030 pour Ouest et 522 pour Sud")
    scoring_steps.player_wins(t, "Nord")
    with pytest.raises(StepFailed, match="Ouest gagne la partie"):
        scoring_steps.player_wins(t, "Ouest")
    # a dedans: 70 is not more than 50 + 42; the taker scores 0, each defender 162
    scoring_steps.given_player_points(t, "70 pour Nord, 50 pour Ouest et 42 pour Sud")
    scoring_steps.given_tricks_by_seat(t, "Nord 3, Ouest 3, Sud 2")
    scoring_steps.count_deal(t)
    scoring_steps.outcome(t, "dedans")
    scoring_steps.player_marks(t, "0 pour Nord, 162 pour Ouest et 162 pour Sud")
