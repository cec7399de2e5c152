"""The applications at three and two players each for himself (issue 28, phase 2 of the seats
model): the simulation's columns and statistics by player, the duplicate match with bot A
alone at each seat, the scenario steps that name the players' lines.

These parts take the seating's score lines (``N``, ``W``, ``S`` at three, ``N``, ``S`` at two);
the tables below are written by hand and every expected number is worked out from them. The
whole games at three and two players are in ``tests/test_players_games.py``.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import numpy as np
import pytest

from belote_spec.bdd.report import StepFailed
from belote_spec.bdd.step_helpers import Table, lines_fr, player_lines
from belote_spec.bots.duplicate import Board, DuplicateResult, Play
from belote_spec.cli.play_commands import match_report
from belote_spec.i18n import use_language
from belote_spec.simulation.columns import (
    DEAL_COLUMNS,
    GAME_COLUMNS,
    deal_columns,
    game_columns,
    line_suffixes,
)
from belote_spec.simulation.output import labelled_columns
from belote_spec.simulation.stats import Tally, statistics

THREE = ("N", "W", "S")


def test_the_columns_by_player_replace_the_teams_in_place() -> None:
    assert line_suffixes(THREE) == ("n", "w", "s")
    assert deal_columns(("NS", "EW")) is DEAL_COLUMNS
    assert game_columns(("NS", "EW")) is GAME_COLUMNS
    assert list(deal_columns(THREE)) == [
        "game", "deal", "dealer", "taker", "team", "mode", "bid", "contre", "cancelled",
        "points_n", "points_w", "points_s", "tricks_n", "tricks_w", "tricks_s", "capot",
        "belote_n", "belote_w", "belote_s", "annonces_n", "annonces_w", "annonces_s",
        "outcome", "score_n", "score_w", "score_s", "held",
    ]  # fmt: skip
    assert list(game_columns(("N", "S"))) == [
        "game", "deals", "played", "winner", "draw", "finished", "total_n", "total_s",
    ]  # fmt: skip


def _deals() -> dict[str, Any]:
    """Three deals at three players: one passed; N takes at hearts and makes it (80, 40, 42
    card points); S takes at spades and goes dedans (70, 50, 42), W holding the belote."""
    columns = deal_columns(THREE)
    rows = {
        "game": [0, 0, 0], "deal": [0, 1, 2], "dealer": [0, 1, 2], "taker": [-1, 0, 2],
        "team": [-1, 0, 2], "mode": [-1, 1, 0], "bid": [-1, 0, 0], "contre": [0, 0, 0],
        "cancelled": [False, False, False],
        "points_n": [0, 80, 70], "points_w": [0, 40, 50], "points_s": [0, 42, 42],
        "tricks_n": [0, 4, 4], "tricks_w": [0, 2, 3], "tricks_s": [0, 2, 1], "capot": [-1, -1, -1],
        "belote_n": [0, 0, 0], "belote_w": [0, 0, 1], "belote_s": [0, 0, 0],
        "annonces_n": [0, 0, 0], "annonces_w": [0, 0, 0], "annonces_s": [0, 0, 0],
        "outcome": [0, 1, 2], "score_n": [0, 80, 80], "score_w": [0, 40, 70],
        "score_s": [0, 40, 0], "held": [0, 0, 0],
    }  # fmt: skip
    return {name: np.asarray(rows[name], dtype) for name, dtype in columns.items()}


def test_the_tally_reads_a_line_per_player() -> None:
    games = {
        "game": np.arange(4), "deals": np.asarray([3, 5, 4, 9], np.int32),
        "played": np.asarray([2, 4, 3, 9], np.int32), "winner": np.asarray([0, 2, 2, -1], np.int8),
        "draw": np.zeros(4, bool), "finished": np.asarray([True, True, True, False]),
        "total_n": np.zeros(4, np.int32), "total_w": np.zeros(4, np.int32),
        "total_s": np.zeros(4, np.int32),
    }  # fmt: skip
    tally = Tally.of(_deals(), games)
    assert tally.lines == ("n", "w", "s")
    assert (tally.deals, tally.passed, tally.played, tally.made, tally.dedans) == (3, 1, 2, 1, 1)
    assert tally.belote_deals == 1
    stats = statistics(tally)
    assert set(stats.means) == set(tally.means) == {
        "score_taker", "score_defence", "score_n", "score_w", "score_s",
        "points_taker", "points_defence", "points_n", "points_w", "points_s",
    }  # fmt: skip
    means = {name: m.total / m.n for name, m in tally.means.items()}
    # the taker's line: N's 80, then S's 42; the defence: the two others together, 82 and 120
    assert means["points_taker"] == (80 + 42) / 2
    assert means["points_defence"] == (82 + 120) / 2
    assert means["points_n"] == (80 + 70) / 2
    assert means["score_w"] == (40 + 70) / 2
    assert "points_ns" not in means
    assert stats.games is not None
    wins = {line: p.successes for line, p in stats.games.line_wins.items()}
    assert wins == {"N": 1, "W": 0, "S": 2}
    keys = [key for key, _label, _stat in stats.items()]
    assert "mean_score_s" in keys
    assert "game_s_wins" in keys
    assert "game_ns_wins" not in keys
    # two tallies add up line by line
    both = Tally.of(_deals(), games)
    both.add(tally)
    assert both.line_wins == {0: 2, 1: 0, 2: 4}
    assert both.lines == ("n", "w", "s")


def test_a_file_names_the_players_lines() -> None:
    columns = labelled_columns(_deals(), THREE)
    assert list(columns) == list(deal_columns(THREE))
    codes, labels = columns["team"]
    assert labels == THREE
    assert list(codes) == [-1, 0, 2]
    assert columns["taker"][1] == THREE


def test_duplicate_alone_a_minus_the_mean_of_the_others() -> None:
    # one deal played three times, A at N, W, S in turn
    plays = (
        Play("N", 0, 0, "made", 30, (("N", 60), ("W", 40), ("S", 62))),  # 60 - 51 = 9
        Play("W", 0, 0, "dedans", 30, (("N", 0), ("W", 0), ("S", 162))),  # 0 - 81 = -81
        Play("S", 0, 0, "made", 30, (("N", 50), ("W", 30), ("S", 82))),  # 82 - 40 = 42
    )
    assert [p.a_result for p in plays] == [9.0, -81.0, 42.0]
    assert [p.a_units for p in plays] == [18, -162, 84]
    board = Board(0, 1, (1, 2, 3, 4), plays)
    assert board.total == -30.0
    assert board.difference == -10.0
    other = Board(1, 2, (1, 2, 3, 4), plays[:1] * 3)  # 9 three times
    result = DuplicateResult("heuristic", "random", "trois", 7, (board, other))
    assert result.per_board == 3
    assert result.mean == (-30 + 27) / 6
    assert result.to_dict()["plays"] == 6
    assert plays[0].to_dict()["lines"] == {"N": 60, "W": 40, "S": 62}
    # the interval of the board means: -10 and 9, mean -0.5, sd 13.435 (Student, 1 df)
    ci = result.confidence_interval
    assert ci is not None
    assert ci[0] < -0.5 < ci[1]
    with use_language("en"):
        report = match_report(result)
    assert report[0] == (
        "heuristic (A) against random (B) at the other seats, trois: 2 deals each played 3 "
        "times, A at each seat in turn (seed 7)"
    )
    assert report[1].startswith("mean score per deal, A minus the mean of the others: -0.5 ")


def test_duplicate_at_four_is_unchanged() -> None:
    plays = (Play("NS", 90, 72, "made", 40), Play("EW", 100, 62, "made", 40))
    assert [p.a_result for p in plays] == [18, -38]
    board = Board(0, 1, (1, 2, 3, 4), plays)
    assert (board.total, board.difference) == (-20, -10.0)
    assert plays[0].to_dict() == {
        "a_team": "NS", "NS": 90, "EW": 72, "outcome": "made", "a_result": 18,
    }  # fmt: skip


def _table(players: int) -> Table:
    lines = THREE if players == 3 else ("N", "S")
    seating = SimpleNamespace(partnership="none", lines=lines)
    t = Table()
    t.rules = SimpleNamespace(seating=seating)  # type: ignore[assignment]
    t.spec = "trois"
    return t


def test_the_steps_read_each_players_number() -> None:
    t = _table(3)
    assert player_lines(t, "60 pour Nord, 40 pour Ouest et 62 pour Sud") == {
        "N": 60, "W": 40, "S": 62,
    }  # fmt: skip
    assert player_lines(t, "40 pour Ouest, 62 pour Sud et 60 pour Nord") == {
        "N": 60, "W": 40, "S": 62,
    }  # fmt: skip
    assert lines_fr({"N": 60, "W": 40, "S": 62}) == "60 pour Nord, 40 pour Ouest et 62 pour Sud"
    assert player_lines(_table(2), "90 pour Nord et 72 pour Sud") == {"N": 90, "S": 72}
    with pytest.raises(StepFailed, match="les joueurs de la table sont Nord, Ouest, Sud"):
        player_lines(t, "60 pour Nord et 62 pour Sud")
    with pytest.raises(StepFailed, match="on marque par équipe"):
        player_lines(Table(), "60 pour Nord et 62 pour Sud")
