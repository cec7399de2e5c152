"""Scoring a deal and ending the game on one score line per player (belote à trois: the taker
alone against two opponents, each scoring for himself): ``score_kernel.score_lines``,
``game_end_lines`` and ``deals_end_lines``, through ``scoring.make_line_scorer``,
``make_line_game_end`` and ``line_deals_end``; the compiled kernels agree with the Python ones.

Every expected value is worked by hand from the rules of belote à trois as the public sources
state them, written beside each case:

* the taker must make more points than **each** of his two opponents, not more than the two
  together (funbelote, three players; Klaberjass at three says the same), so a taker who only
  equals an opponent has not made it;
* the capot at three is worth 100 and replaces the dix de der: when only one player took no
  trick, each of the two others scores 50; when two took none, the one who took every trick
  scores the 100 alone (adpoker, « Belote à trois »);
* the sources reachable say nothing of what a failed taker (« dedans ») pays at three: the
  tests show each reading the terms can say (the defence's terms paid to each defender in
  full, or shared).

The scoring rules are classic's, where three-player play needs other values: no litige (an
equal total fails), the capot counted as 100 points in place of the dix de der
(``capot.kind: der_bonus``), the contract against each opponent, a capot per player, its
points shared. Seats N, W, S play in this order; N takes (hearts) unless said.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import numpy as np
import pytest

from belote_spec import load_variant
from belote_spec.engine import score_kernel as K
from belote_spec.engine.scoring import (
    GameEnd,
    LineScore,
    game_end_params,
    line_deals_end,
    line_params,
    line_refusals,
    make_deal_scorer,
    make_line_game_end,
    make_line_scorer,
    scoring_params,
)
from belote_spec.loader import thaw
from belote_spec.simulation.batch import numba_available

LINES = ("N", "W", "S")
HEARTS = 1


@cache
def classic() -> Any:
    return load_variant("classic")


def trois(**changes: Any) -> dict[str, Any]:
    """Classic's ``scoring`` with the three-player values, then ``changes`` (dotted paths,
    ``__`` for the dots)."""
    scoring: dict[str, Any] = thaw(classic().rule("scoring"))
    scoring["litige"]["enabled"] = False
    scoring["capot"]["kind"] = "der_bonus"
    scoring["capot"]["dix_de_der"] = 100
    scoring["contract"]["defence"] = "each"
    scoring["capot"]["players"] = "each"
    scoring["capot"]["share"] = "split"
    for path, value in changes.items():
        *keys, last = path.split("__")
        at = scoring
        for key in keys:
            at = at.setdefault(key, {})
        at[last] = value
    return scoring


def score(
    points: tuple[int, int, int],
    tricks: tuple[int, int, int],
    *,
    taker: str = "N",
    last: str | None = None,
    belote: list[str] | None = None,
    annonces: dict[str, int] | None = None,
    **changes: Any,
) -> LineScore:
    scorer = make_line_scorer(trois(**changes), classic().rule("belote"), 10, LINES)
    return scorer(
        taker,
        dict(zip(LINES, points, strict=True)),
        tricks=dict(zip(LINES, tricks, strict=True)),
        mode=HEARTS,
        belote=belote,
        declarations=annonces,
        last_trick=last,
    )


def lines(line: LineScore) -> tuple[int, ...]:
    return tuple(line[name] for name in LINES)


# ------------------------------------------------------------------------------ the contract
def test_more_than_each_opponent_makes_the_contract() -> None:
    # N 70 (with the dix de der), W 50, S 42: 70 > 50 and 70 > 42: made, each scores his own.
    line = score((70, 50, 42), (3, 3, 2), last="N")
    assert (line.outcome, lines(line)) == ("made", (70, 50, 42))
    assert line.totals == {"N": 70, "W": 50, "S": 42}


def test_more_than_the_two_together_is_the_other_reading() -> None:
    # contract.defence: together: 70 is not more than 50 + 42 = 92: dedans; the taker scores
    # 0, each defender the defence's terms (classic: 162, annonces of all, his belote).
    line = score((70, 50, 42), (3, 3, 2), last="N", contract__defence="together")
    assert (line.outcome, lines(line)) == ("dedans", (0, 162, 162))
    # the same terms shared by the two defenders: 162 / 2 = 81 each
    shared = score(
        (70, 50, 42), (3, 3, 2), last="N", contract__defence="together", defence_lines="split"
    )
    assert lines(shared) == (0, 81, 81)


def test_as_many_as_an_opponent_is_not_more() -> None:
    # N 61, W 61, S 40: N has not made more than W: dedans (no litige at three).
    line = score((61, 61, 40), (3, 3, 2), last="N")
    assert (line.outcome, lines(line)) == ("dedans", (0, 162, 162))
    # N's belote counts: 61 + 20 = 81 > 61: made, N scores 81.
    line = score((61, 61, 40), (3, 3, 2), last="N", belote=["N"])
    assert (line.outcome, lines(line)) == ("made", (81, 61, 40))


@pytest.mark.parametrize(
    ("base", "defence_lines", "expected"),
    [
        # each defender keeps his own points, the taker's are lost
        ("points", "each", (0, 60, 47)),
        ("points", "split", (0, 60, 47)),
        # each keeps his own and gets half the taker's 55: 27 each, the odd point to W (the
        # first after the taker): W 60 + 28 = 88, S 47 + 27 = 74 (162 in all)
        ("all_points", "split", (0, 88, 74)),
        # each gets his own and all the taker's: W 60 + 55, S 47 + 55
        ("all_points", "each", (0, 115, 102)),
        # the defence's 162 to each, or shared
        (162, "each", (0, 162, 162)),
        (162, "split", (0, 81, 81)),
    ],
)
def test_what_a_dedans_pays_each_reading(
    base: Any, defence_lines: str, expected: tuple[int, int, int]
) -> None:
    # N 55, W 60, S 47: 55 < 60: dedans.
    line = score(
        (55, 60, 47),
        (3, 3, 2),
        last="W",
        defence_lines=defence_lines,
        outcomes__dedans__defence__base=base,
    )
    assert (line.outcome, lines(line)) == ("dedans", expected)


# ------------------------------------------------------------------------------ the capot
def test_one_opponent_capot_fifty_to_each_of_the_others() -> None:
    # S takes no trick: the capot (100) replaces the dix de der, 50 to N and 50 to W.
    # N 90 with the last trick: 80 + 50 = 130; W 72 + 50 = 122; 130 > 122 and > 0: made.
    line = score((90, 72, 0), (5, 3, 0), last="N")
    assert (line.outcome, lines(line)) == ("made", (130, 122, 0))
    assert line.capots == ("S",)
    assert line.capot is None
    assert line.capot_points == {"N": 50, "W": 50, "S": 0}
    assert line.card_points == {"N": 130, "W": 122, "S": 0}


def test_a_line_score_as_plain_data() -> None:
    line = score((90, 72, 0), (5, 3, 0), last="N")
    assert line.as_dict() == {
        "N": 130,
        "W": 122,
        "S": 0,
        "outcome": "made",
        "taker": "N",
        "capot": None,
        "capots": ["S"],
        "card_points": {"N": 130, "W": 122, "S": 0},
        "totals": {"N": 130, "W": 122, "S": 0},
        "contract_value": 0,
        "belote": {"N": 0, "W": 0, "S": 0},
        "annonces": {"N": 0, "W": 0, "S": 0},
        "capot_points": {"N": 50, "W": 50, "S": 0},
        "raw_points": {"N": 90, "W": 72, "S": 0},
        "exact": False,
        "tricks": {"N": 5, "W": 3, "S": 0},
    }
    with pytest.raises(KeyError):
        line["NS"]


def test_one_capot_other_readings() -> None:
    # the dix de der kept when only one player is capot: N 90 + 50 = 140
    kept = score((90, 72, 0), (5, 3, 0), last="N", capot__dix_de_der_kept="one_capot")
    assert lines(kept) == (140, 122, 0)
    # the whole 100 to each player who took a trick: N 80 + 100, W 72 + 100
    whole = score((90, 72, 0), (5, 3, 0), last="N", capot__share="whole")
    assert lines(whole) == (180, 172, 0)
    # a capot only when one side takes every trick: none here, the dix de der stays
    side = score((90, 72, 0), (5, 3, 0), last="N", capot__players="side")
    assert (side.capots, lines(side)) == ((), (90, 72, 0))


def test_a_capot_counts_the_dix_de_der_only_with_the_last_trick_known() -> None:
    with pytest.raises(ValueError, match="last trick"):
        score((90, 72, 0), (5, 3, 0))


@pytest.mark.parametrize("players", ["each", "side"])
@pytest.mark.parametrize("share", ["split", "whole"])
def test_both_opponents_capot_the_taker_scores_the_hundred_alone(
    players: str, share: str
) -> None:
    # N takes all eight tricks: 152 + 100 = 252; W and S nothing, either way of counting.
    line = score((162, 0, 0), (8, 0, 0), capot__players=players, capot__share=share)
    assert (line.outcome, line.capot, line.capots) == ("capot", "N", ("W", "S"))
    assert lines(line) == (252, 0, 0)


def test_the_taker_capot_the_two_defenders_share_the_hundred() -> None:
    # N takes no trick; W 100 with the last trick, S 62: the 100 replace the dix de der,
    # W 90 + 50 = 140, S 62 + 50 = 112; dedans, and the defence took every trick: classic's
    # capot_against terms, each defender his own points.
    line = score((0, 100, 62), (0, 5, 3), last="W")
    assert (line.outcome, line.capots, lines(line)) == ("dedans", ("N",), (0, 140, 112))
    # the whole 100 to each: W 190, S 162
    assert lines(score((0, 100, 62), (0, 5, 3), last="W", capot__share="whole")) == (
        0,
        190,
        162,
    )


# ------------------------------------------------------------------------------ belote, annonces
def test_belote_and_annonces_are_each_players() -> None:
    # N 62 and his belote, W 60 and a tierce (20), S 40: N 82 > W 80 > 40: made.
    line = score((62, 60, 40), (3, 3, 2), last="N", belote=["N"], annonces={"W": 20})
    assert (line.outcome, lines(line)) == ("made", (82, 80, 40))
    assert line.belote == {"N": 20, "W": 0, "S": 0}
    assert line.annonces == {"N": 0, "W": 20, "S": 0}


def test_a_dedans_pays_each_defender_his_annonces_and_belote() -> None:
    # N 50 and his belote (70), W 72 and a quarte (50: 122), S 40 and his belote (60): 70 <
    # 122: dedans. N keeps his belote (20). Each: W 162 + his 50, S 162 + his belote 20.
    args: dict[str, Any] = {"last": "W", "belote": ["N", "S"], "annonces": {"W": 50}}
    line = score((50, 72, 40), (3, 3, 2), **args)
    assert (line.outcome, lines(line)) == ("dedans", (20, 212, 182))
    # shared: the defence scores 162 + 50 + 20; W keeps his 50, S his 20, the 162 shared
    shared = score((50, 72, 40), (3, 3, 2), defence_lines="split", **args)
    assert lines(shared) == (20, 131, 101)
    assert shared.annonces == {"N": 0, "W": 50, "S": 0}
    assert shared.belote == {"N": 20, "W": 0, "S": 20}


# ------------------------------------------------------------------------------ rounding
def test_each_line_is_rounded_to_the_ten() -> None:
    # rounded to the nearest ten, a 5 up: 74 → 70, 46 → 50, 42 → 40; in tens: 7, 5, 4.
    rounding = {"rounding__method": "each_team", "rounding__half": "up"}
    assert lines(score((74, 46, 42), (4, 2, 2), last="N", **rounding)) == (70, 50, 40)
    tens = score((74, 46, 42), (4, 2, 2), last="N", unit=10, **rounding)
    assert lines(tens) == (7, 5, 4)


# ------------------------------------------------------------------------------ two lines
@pytest.mark.parametrize("taker", [0, 1])
@pytest.mark.parametrize(
    ("points", "tricks", "belote", "annonces"),
    [
        ((100, 62), (5, 3), (0, 0), (0, 0)),
        ((81, 81), (4, 4), (20, 0), (0, 0)),
        ((70, 92), (3, 5), (0, 20), (50, 0)),
        ((162, 0), (8, 0), (0, 0), (0, 0)),  # a capot: 152 + 100 either way
        ((0, 162), (0, 8), (20, 0), (0, 0)),
    ],
)
def test_two_lines_score_as_two_teams(
    taker: int,
    points: tuple[int, int],
    tricks: tuple[int, int],
    belote: tuple[int, int],
    annonces: tuple[int, int],
) -> None:
    """With one defender the line kernel is the two-sided one: the same lines as
    ``score_deal`` on the same rules."""
    scoring = trois()
    p = scoring_params(scoring, classic().rule("belote"), 10)
    out = [0] * (2 * K.LINE_FIELDS)
    q = line_params(scoring)
    K.score_lines(p, q, 2, taker, HEARTS, 0, points, belote, annonces, tricks, -1, 0, out)
    capot = "NS" if tricks[1] == 0 else "EW" if tricks[0] == 0 else None
    team = make_deal_scorer(scoring, classic().rule("belote"), 10, 162)(
        {"taker": ("NS", "EW")[taker]},
        {"NS": points[0], "EW": points[1]},
        mode=HEARTS,
        belote={"NS": belote[0], "EW": belote[1]},
        declarations={"NS": annonces[0], "EW": annonces[1]},
        capot=capot,
    )
    assert (out[0], out[K.LINE_FIELDS]) == (team.NS, team.EW)


# ------------------------------------------------------------------------------ the rules
def test_the_line_rules_read_from_the_scoring_mapping() -> None:
    # missing keys keep the four-player reading: together, side, whole, each, never
    assert line_params({}) == (0, 0, 0, 0, 0)
    assert line_params(trois(defence_lines="split")) == (1, 1, 1, 1, 0)
    with pytest.raises(ValueError, match=r"contract\.defence"):
        line_params({"contract": {"defence": "both"}})


def test_rules_for_two_teams_only_are_refused_with_their_reason() -> None:
    # classic's scoring: a litige and a flat capot; its game end is counted
    scoring = classic().rule("scoring")
    reasons = line_refusals(scoring_params(scoring, classic().rule("belote"), 10))
    assert [r.split(":")[0] for r in reasons] == ["scoring.litige", "scoring.capot.kind"]
    with pytest.raises(ValueError, match="litige"):
        make_line_scorer(scoring, classic().rule("belote"), 10, LINES)
    rule = thaw(classic().rule("game_end"))
    rule["no_win_through"]["belote"] = ["dedans"]
    with pytest.raises(ValueError, match="no_win_through"):
        make_line_game_end(rule, LINES)


def test_a_scaled_mode_is_not_counted_on_lines() -> None:
    scorer = make_line_scorer(trois(), classic().rule("belote"), 10, LINES)
    with pytest.raises(ValueError, match="scaled"):
        scorer("N", {"N": 100, "W": 100, "S": 58}, tricks={"N": 3, "W": 3, "S": 2}, mode=5)


# ------------------------------------------------------------------------------ the end of the game
def game_end(**changes: Any) -> dict[str, Any]:
    rule: dict[str, Any] = thaw(classic().rule("game_end"))  # 1000, reached, higher wins
    return rule | changes


def end(
    before: tuple[int, int, int],
    deal: tuple[int, int, int],
    tricks: tuple[int, int, int] = (3, 3, 2),
    **changes: Any,
) -> GameEnd:
    line = LineScore(
        dict(zip(LINES, deal, strict=True)),
        "made",
        "N",
        tricks=dict(zip(LINES, tricks, strict=True)),
    )
    check = make_line_game_end(game_end(**changes), LINES)
    return check(dict(zip(LINES, before, strict=True)), line, None)


def test_the_one_player_over_the_target_wins() -> None:
    # W 990 + 70 = 1060; N 900 + 60 = 960, S 900: W alone has 1000.
    got = end((900, 990, 900), (60, 70, 0))
    assert (got.winner, got.reason, got.draw) == ("W", "W reached 1000", False)
    assert not end((900, 900, 900), (60, 70, 0)).over


def test_of_several_over_the_target_the_higher_wins() -> None:
    # N 950 + 60 = 1010, W 990 + 70 = 1060: W.
    got = end((950, 990, 900), (60, 70, 0))
    assert got.winner == "W"
    assert "higher" in got.reason
    # where both over is a draw, a draw
    assert end((950, 990, 900), (60, 70, 0), both_over="draw").draw


@pytest.mark.parametrize(
    ("tie", "winner", "draw"),
    [("extra_deal", None, False), ("last_deal_winner", "N", False), ("draw", None, True)],
)
def test_equal_totals_over_the_target(tie: str, winner: str | None, draw: bool) -> None:
    # N 950 + 60 = W 960 + 50 = 1010: one more deal, or N (60 on the last deal against 50),
    # or a draw, as the variant settles an exact tie.
    got = end((950, 960, 900), (60, 50, 0), tie=tie)
    assert (got.winner, got.draw) == (winner, draw)


def test_a_player_put_capot_cannot_win_on_that_deal() -> None:
    # capot_loser_cannot_win: S 990 + 20 (his belote, no trick) = 1010 is barred; W 900 + 122
    # = 1022 has more: W wins (N 800 + 130 = 930). With W at 1002 (880 + 122), less than S:
    # nobody wins.
    barred = {"capot_loser_cannot_win": True}
    got = end((800, 900, 990), (130, 122, 20), (5, 3, 0), **barred)
    assert got.winner == "W"
    got = end((800, 880, 990), (130, 122, 20), (5, 3, 0), **barred)
    assert (got.winner, got.draw) == (None, False)
    assert "capot" in got.reason
    # without the rule, the higher total (W 1022) wins as well, S 1010 less
    assert end((800, 900, 990), (130, 122, 20), (5, 3, 0)).winner == "W"


def test_a_game_of_a_fixed_number_of_deals_on_lines() -> None:
    # 4 deals: after the 4th, N 300, W 310, S 310: W and S equal at the top; with the last
    # deal's winner breaking it, W (40 on that deal) against S (20).
    params = game_end_params(game_end(deals=4, tie="last_deal_winner"))
    deal = LineScore({"N": 50, "W": 40, "S": 20}, "made", "N")
    got = line_deals_end(params, {"N": 250, "W": 270, "S": 290}, deal, 4)
    assert got is not None
    assert got.winner == "W"
    assert line_deals_end(params, {"N": 250, "W": 270, "S": 290}, deal, 3) is None


# ------------------------------------------------------------------------------ compiled
CASES: list[tuple[dict[str, Any], tuple[Any, ...]]] = [
    # (scoring changes, (taker, bid, points, belote, annonces, tricks, last))
    ({}, (0, 0, (70, 50, 42), (0, 0, 0), (0, 0, 0), (3, 3, 2), 0)),
    ({"contract__defence": "together"}, (0, 0, (70, 50, 42), (0, 0, 0), (0, 0, 0), (3, 3, 2), 0)),
    ({}, (0, 0, (61, 61, 40), (0, 0, 0), (0, 0, 0), (3, 3, 2), 0)),
    ({}, (0, 0, (90, 72, 0), (0, 0, 0), (0, 0, 0), (5, 3, 0), 0)),
    ({}, (0, 0, (162, 0, 0), (0, 0, 0), (0, 0, 0), (8, 0, 0), -1)),
    ({}, (0, 0, (0, 100, 62), (0, 0, 0), (0, 0, 0), (0, 5, 3), 1)),
    ({"defence_lines": "split"}, (2, 0, (50, 40, 72), (0, 20, 20), (50, 0, 0), (3, 2, 3), 2)),
    ({"capot__share": "whole"}, (1, 0, (72, 90, 0), (0, 0, 0), (0, 0, 0), (3, 5, 0), 1)),
    ({}, (0, 0, (90, 72, 0), (0, 0, 0), (0, 0, 0), (5, 3, 0), -1)),  # needs the last trick
]


def test_the_compiled_line_kernels_score_as_the_python_ones() -> None:
    if not numba_available():  # the compiled forms need the fast extra
        with pytest.raises(ImportError):
            import belote_spec.simulation.batch.score_jit  # noqa: F401
        return
    from belote_spec.simulation.batch.score_jit import KERNELS

    def a(values: Any) -> Any:
        return np.asarray(values, np.int64)

    for changes, (taker, bid, points, belote, annonces, tricks, last) in CASES:
        scoring = trois(**changes)
        p = scoring_params(scoring, classic().rule("belote"), 10)
        q = line_params(scoring)
        plain = [0] * (3 * K.LINE_FIELDS)
        want = K.score_lines(
            p, q, 3, taker, HEARTS, bid, points, belote, annonces, tricks, last, 0, plain
        )
        out = np.zeros(3 * K.LINE_FIELDS, np.int64)
        got = KERNELS["score_lines"](
            a(p), a(q), 3, taker, HEARTS, bid, a(points), a(belote), a(annonces), a(tricks),
            last, 0, out,
        )  # fmt: skip
        assert tuple(got) == want, changes
        assert list(out) == plain, changes
    g = game_end_params(game_end(tie="last_deal_winner", capot_loser_cannot_win=True))
    for before, line, tricks in [
        ((950, 960, 900), (60, 50, 0), (3, 3, 2)),
        ((800, 900, 990), (130, 122, 20), (5, 3, 0)),
        ((800, 880, 990), (130, 122, 20), (5, 3, 0)),
        ((900, 900, 900), (60, 70, 0), (3, 3, 2)),
    ]:
        plain_totals = [0, 0, 0]
        want = K.game_end_lines(g, 3, before, line, tricks, 1000, plain_totals)
        totals = np.zeros(3, np.int64)
        got = KERNELS["game_end_lines"](a(g), 3, a(before), a(line), a(tricks), 1000, totals)
        assert tuple(got) == want
        assert list(totals) == plain_totals
