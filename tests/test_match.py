"""Duplicate matches between bots (belote_spec.bots.duplicate) and ``belote-spec match``."""

from __future__ import annotations

import json
import re
from typing import Any, ClassVar

import pytest

from belote_spec.bots.duplicate import (
    BOTS,
    BotError,
    bot_factory,
    decide,
    play_board,
    play_duplicate,
)
from belote_spec.cli import main
from belote_spec.engine.observation import Observation
from belote_spec.engine.rules import Rules
from belote_spec.loader import load_variant


@pytest.fixture(scope="module")
def classic() -> Rules:
    return load_variant("classic").compile()


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


class FirstLegalBot:
    """A third-party bot for the tests: always the first legal action. It records what it
    was given, so that a test can see the bots get observations and nothing else."""

    name = "first-legal"
    seen: ClassVar[list[Observation]] = []

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def act(self, observation: Observation) -> str:
        assert isinstance(observation, Observation)
        FirstLegalBot.seen.append(observation)
        return observation.legal[0]


class IllegalBot:
    """A third-party bot that answers an action no game allows."""

    name = "illegal"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def act(self, observation: Observation) -> str:
        return "XX"


# ------------------------------------------------------------------------------ fairness


@pytest.mark.parametrize("bot", ["random", "heuristic"])
def test_a_bot_against_itself_scores_exactly_zero_on_every_board(classic: Rules, bot: str) -> None:
    # Each seat's bot has the same seed in both plays, so the second play is the first one
    # again, move for move, with A's team in the other seats: A's two results cancel.
    result = play_duplicate(classic, bot, bot, 12, seed=3)
    assert result.n == 12
    for board in result.boards:
        first, second = board.plays
        assert (first.a_team, second.a_team) == ("NS", "EW")
        assert (first.NS, first.EW, first.outcome) == (second.NS, second.EW, second.outcome)
        assert first.a_result == -second.a_result
        assert board.difference == 0
    assert result.mean == 0
    assert result.confidence_interval == (0.0, 0.0)
    assert result.verdict is None


def test_exchanging_a_and_b_replays_the_same_games(classic: Rules) -> None:
    # heuristic as A sits North-South in the first play; as B it sits North-South in the
    # second play, on the same cards and with the same seeds: the very same game.
    hr = play_duplicate(classic, "heuristic", "random", 10, seed=5)
    rh = play_duplicate(classic, "random", "heuristic", 10, seed=5)
    for one, other in zip(hr.boards, rh.boards, strict=True):
        assert one.deal_seed == other.deal_seed
        for mine, theirs in ((one.plays[0], other.plays[1]), (one.plays[1], other.plays[0])):
            assert (mine.NS, mine.EW, mine.outcome) == (theirs.NS, theirs.EW, theirs.outcome)
        assert one.difference == -other.difference
    assert hr.mean is not None
    assert rh.mean is not None
    assert hr.mean == -rh.mean


def test_the_same_seats_get_the_same_cards_in_both_plays(classic: Rules) -> None:
    FirstLegalBot.seen.clear()
    board = play_board(classic, FirstLegalBot, FirstLegalBot, seed=11, index=0)
    seen = list(FirstLegalBot.seen)
    first = seen[: board.plays[0].actions]
    second = seen[board.plays[0].actions :]
    assert len(second) == board.plays[1].actions

    def first_hands(observations: list[Observation]) -> dict[str, tuple[str, ...]]:
        hands: dict[str, tuple[str, ...]] = {}
        for obs in observations:
            hands.setdefault(obs.seat, obs.hand)
        return hands

    hands = first_hands(first)
    assert len(hands) == 4
    assert hands == first_hands(second)
    # each observation is the seat to move's own: nothing of another seat's hand
    assert all(obs.to_move == obs.seat and obs.legal for obs in seen)


def test_a_play_is_scored_as_the_score_sheet_says(classic: Rules) -> None:
    # Replay board 0's first play by hand: the random bots at every seat with the board's
    # seeds, one deal, and compare with the score sheet's first line.
    from belote_spec.bots import RandomBot
    from belote_spec.cards import SEATS

    board = play_board(classic, "random", "random", seed=7, index=0)
    game = classic.new_game(seed=board.deal_seed)
    bots = {seat: RandomBot(seed=board.bot_seeds[i]) for i, seat in enumerate(SEATS)}
    while not game.sheet:
        seat = game.to_move
        assert seat is not None
        game.apply(decide(bots[seat], game, seat))
    line = game.sheet[0]
    play = board.plays[0]
    assert (play.NS, play.EW, play.outcome) == (line.NS, line.EW, line.outcome)
    assert play.a_result == line.NS - line.EW
    assert board.plays[1].a_result == line.EW - line.NS


def test_a_deal_everyone_passes_counts_zero(classic: Rules) -> None:
    # heuristic bots pass some deals of classic (about one in three on these seeds)
    result = play_duplicate(classic, "heuristic", "heuristic", 12, seed=0)
    passed = [p for b in result.boards for p in b.plays if p.outcome == "passed"]
    assert passed
    assert all(p.NS == p.EW == 0 and p.a_result == 0 for p in passed)
    assert result.outcomes()["passed"] == len(passed)


def test_heuristic_beats_random_with_an_interval_above_zero(classic: Rules) -> None:
    result = play_duplicate(classic, "heuristic", "random", 40, seed=0)
    ci = result.confidence_interval
    assert ci is not None
    assert result.mean is not None
    assert 0 < ci[0] < result.mean < ci[1]
    assert result.verdict == "A"
    assert result.mean == sum(b.difference for b in result.boards) / 40


def test_the_interval_is_student_s_over_boards(classic: Rules) -> None:
    import statistics

    result = play_duplicate(classic, "heuristic", "random", 30, seed=2)
    diffs = [b.difference for b in result.boards]
    mean = statistics.fmean(diffs)
    half = 2.045229642132703 * statistics.stdev(diffs) / 30**0.5  # t(0.975, 29 df)
    ci = result.confidence_interval
    assert ci is not None
    assert ci[0] == pytest.approx(mean - half, abs=1e-6)
    assert ci[1] == pytest.approx(mean + half, abs=1e-6)


@pytest.mark.slow  # over half a second: CI runs it, `tools/check.py --fast` does not
def test_the_same_numbers_with_one_or_two_jobs(classic: Rules) -> None:
    one = play_duplicate(classic, "heuristic", "random", 20, seed=9, jobs=1)
    two = play_duplicate(classic, "heuristic", "random", 20, seed=9, jobs=2)
    assert one == two


def test_bad_arguments_are_refused(classic: Rules) -> None:
    for kwargs in ({"deals": 0}, {"deals": 2, "jobs": 0}, {"deals": 2, "seed": -1}):
        args: dict[str, Any] = {"deals": 1, "seed": 0, **kwargs}
        with pytest.raises(ValueError, match="expected a whole number"):
            play_duplicate(classic, "random", "random", **args)


# ------------------------------------------------------------------------------ the registry


def test_bots_by_name_and_by_module() -> None:
    from belote_spec.bots import HeuristicBot, RandomBot

    assert bot_factory("random") is RandomBot
    assert bot_factory("heuristic") is HeuristicBot
    assert bot_factory("tests.test_match:FirstLegalBot") is FirstLegalBot
    assert set(BOTS) == {"random", "heuristic", "search"}


@pytest.mark.parametrize(
    ("spec", "said"),
    [
        ("malin", "unknown bot 'malin'; expected one of random, heuristic, search"),
        ("no_such_module_here:Bot", "cannot import the module no_such_module_here"),
        ("tests.test_match:Nothing", "the module tests.test_match has no class Nothing"),
        ("json:JSONDecodeError", "JSONDecodeError has no act(observation) method"),
        ("a b:C", "expected MODULE:CLASS"),
    ],
)
def test_a_bad_bot_name_is_one_clear_error(spec: str, said: str) -> None:
    with pytest.raises(BotError, match=re.escape(said)):
        bot_factory(spec)


def test_the_search_bot_is_imported_only_when_asked() -> None:
    import importlib.util

    if importlib.util.find_spec("belote_spec.bots.search") is None:
        # not in this installation: said in one sentence, not a traceback
        with pytest.raises(BotError, match="the search bot is not available"):
            bot_factory("search")
    else:
        assert bot_factory("search").__name__ == "SearchBot"


# ------------------------------------------------------------------------------ command line


@pytest.mark.slow  # over half a second: CI runs it, `tools/check.py --fast` does not
def test_match_prints_the_figures_and_the_verdict(
    capsys: pytest.CaptureFixture[str], classic: Rules
) -> None:
    status, out, err = run(capsys, "match", "heuristic", "random", "classic", "--deals", "40")
    assert status == 0, err
    result = play_duplicate(classic, "heuristic", "random", 40, seed=0)
    assert result.mean is not None
    assert result.confidence_interval is not None
    low, high = result.confidence_interval
    lines = out.splitlines()
    assert lines[0].startswith("heuristic (A) against random (B), classic: 40 deals")
    assert (
        f"A minus B: {result.mean:+.1f} (95 percent interval: {low:+.1f} to {high:+.1f})"
        in lines[1]
    )
    assert lines[-1] == "verdict: A (heuristic) is better"


def test_match_the_other_way_says_b_is_better(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run(
        capsys, "match", "random", "heuristic", "classic", "--deals", "40", "--seed", "1"
    )
    assert status == 0
    assert out.splitlines()[-1] == "verdict: B (heuristic) is better"
    assert "A minus B: -" in out


def test_match_of_a_bot_against_itself(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run(capsys, "match", "heuristic", "heuristic", "classic", "--deals", "12")
    assert status == 0
    assert "A minus B: +0.0 (95 percent interval: +0.0 to +0.0)" in out
    assert "counted 0: " in out  # some deals passed by everyone
    assert out.splitlines()[-1] == "verdict: no significant difference"


def test_match_json_parses(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run(
        capsys, "match", "heuristic", "random", "classic", "--deals", "10", "--json"
    )
    assert status == 0
    data = json.loads(out)
    assert data["bot_a"] == "heuristic"
    assert data["bot_b"] == "random"
    assert data["variant"] == "classic"
    assert (data["deals"], data["plays"], data["seed"]) == (10, 20, 0)
    low, high = data["ci95"]
    assert low <= data["mean"] <= high
    assert data["verdict"] in ("A", "B", None)
    assert sum(data["outcomes"].values()) == 20


def test_match_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run(
        capsys, "--lang", "fr", "match", "heuristic", "random", "classic", "--deals", "40"
    )
    assert status == 0
    assert "écart moyen de points par donne, A moins B : +" in out
    assert out.splitlines()[-1] == "verdict : A (heuristic) est meilleur"


def test_match_with_a_third_party_bot(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(
        capsys, "match", "tests.test_match:FirstLegalBot", "random", "classic", "--deals", "3"
    )
    assert status == 0, err
    assert out.startswith("tests.test_match:FirstLegalBot (A) against random (B)")


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["malin", "random", "classic"], "BOT_A: unknown bot 'malin'"),
        (["random", "os:nothing", "classic"], "BOT_B: bot 'os:nothing': the module os has no"),
        (["random", "random", "classic", "--deals", "0"], "--deals: expected a whole number"),
        (["random", "random", "classic", "--jobs", "0"], "--jobs: expected a whole number"),
        (["random", "random", "classic", "--seed", "-1"], "--seed: expected a whole number"),
    ],
)
def test_match_usage_errors(capsys: pytest.CaptureFixture[str], argv: list[str], said: str) -> None:
    status, out, err = run(capsys, "match", *argv)
    assert status == 2
    assert out == ""
    assert err.startswith("belote-spec match: ")
    assert said in err
    assert "Traceback" not in err
    assert len(err.splitlines()) == 1


def test_match_of_an_abstract_variant_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    status, _out, err = run(capsys, "match", "random", "random", "base")
    assert status == 1
    assert "base is an abstract variant" in err


def test_match_of_an_unknown_variant_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    status, _out, err = run(capsys, "match", "random", "random", "no-such-variant")
    assert status == 1
    assert "no-such-variant" in err
    assert "Traceback" not in err


# ------------------------------------------------------------------------------ play --bot


def test_play_with_a_bot_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "play", "classic", "--seed", "2", "--bot", "random")
    assert status == 0, err
    with_alias = run(capsys, "play", "classic", "--seed", "2", "--bots", "random")
    assert with_alias == (0, out, err)
    heuristic = run(capsys, "play", "classic", "--seed", "2", "--bot", "heuristic")
    assert heuristic[0] == 0
    assert heuristic[1] != out  # not the same players


def test_play_with_an_unknown_bot_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "play", "classic", "--bot", "malin")
    assert status == 2
    assert out == ""
    assert err.startswith("belote-spec play: --bot: unknown bot 'malin'")
    status, _out, err = run(capsys, "play", "classic", "--bot", "heuristic", "--bots", "random")
    assert status == 2
    assert "give --bot or --bots" in err


def test_a_third_party_bot_that_breaks_the_rules_is_stopped(
    capsys: pytest.CaptureFixture[str],
) -> None:
    bot = "tests.test_match:IllegalBot"
    status, _out, err = run(capsys, "play", "classic", "--seed", "1", "--bot", bot)
    assert status == 1
    assert err == f"belote-spec play: the bot {bot} chose 'XX', which is not a legal action\n"
    status, out, err = run(capsys, "match", bot, "random", "classic", "--deals", "2")
    assert status == 1
    assert out == ""
    assert err.startswith(f"belote-spec match: a bot failed during the match ({bot}): ")
    assert "Traceback" not in err


@pytest.mark.parametrize("jobs", [1, 2])
def test_progress_is_told_board_by_board_and_changes_nothing(classic: Rules, jobs: int) -> None:
    """A long match can say how far it is; the result is the same with or without."""
    seen: list[tuple[int, int]] = []
    result = play_duplicate(
        classic,
        "heuristic",
        "random",
        18,
        seed=3,
        jobs=jobs,
        progress=lambda d, t: seen.append((d, t)),
    )
    assert [d for d, _t in seen] == list(range(1, 19))
    assert {t for _d, t in seen} == {18}
    assert result == play_duplicate(classic, "heuristic", "random", 18, seed=3)


def test_match_progress_on_a_terminal_only(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a terminal, stderr shows simulate's progress bar: the boards played, their rate and
    the time left; piped to a file or another program, it stays silent."""
    status, _out, err = run(capsys, "match", "heuristic", "random", "classic", "--deals", "3")
    assert status == 0
    assert err == ""
    monkeypatch.setattr("sys.stderr.isatty", lambda: True)
    status, _out, err = run(capsys, "match", "heuristic", "random", "classic", "--deals", "3")
    assert status == 0
    last = err.replace("\r", "\n").strip().splitlines()[-1]
    assert last.startswith("heuristic / random: 100%")
    # done/total [elapsed<left, rate]
    assert re.search(r" 3/3 \[\d\d:\d\d<\d\d:\d\d, +[\d.]+(board/s|s/board)\]$", last), last


# ------------------------------------------------------------------------------ the random bot


def test_the_random_bot_always_declares_unless_told() -> None:
    """traditional: a belote counts only said, and a player may keep his annonces silent. The
    random bot plays each card with equal chance and says what it may say, as simulate's
    random policy does; with random_declarations, every legal action is equally likely."""
    from belote_spec.bots import RandomBot

    rules = load_variant("traditional").compile()
    picked: dict[bool, list[tuple[tuple[str, ...], str]]] = {False: [], True: []}
    for random_declarations in (False, True):
        for seed in range(30):
            game = rules.new_game(seed=seed)
            bots = {
                s: RandomBot(seed * 4 + i, random_declarations=random_declarations)
                for i, s in enumerate("NWSE")
            }
            while len(game.deals) == 1 and not game.over:
                seat = game.to_move
                assert seat is not None
                legal = tuple(game.legal_actions())
                action = bots[seat].act(game.observation(seat))
                if any("+" in a for a in legal):
                    picked[random_declarations].append((legal, action))
                game.apply(action)
    said = picked[False]
    assert len(said) > 20
    for legal, action in said:
        assert "+silent" not in action
        assert f"{action}+belote" not in legal  # never the plain card when it may say belote
    drawn = [a for _legal, a in picked[True]]
    assert any("+silent" in a for a in drawn)
    assert any(f"{a}+belote" in legal for legal, a in picked[True])
