"""Behaviour tests written for the mutants of ``belote_spec/engine/scoring.py`` that the other
tests let survive (docs/mutation-report.md); expected values worked by hand."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from belote_spec import load_variant
from belote_spec.engine.rules import Rules
from belote_spec.engine.scoring import (
    DealScore,
    make_deal_scorer,
    make_game_end,
    make_variant_scorer,
)
from belote_spec.loader import thaw

from .behaviour import variant_with


@pytest.fixture(scope="module")
def classic() -> Rules:
    return load_variant("classic").compile()


def test_annonces_of_one_team_only_may_leave_the_other_out(classic: Rules) -> None:
    # score_deal(declarations={"NS": 20}): EW declared nothing, as {"NS": 20, "EW": 0}; the
    # contract made, NS's 20 of annonces are added to its line, EW's is unchanged.
    contract = {"taker": "NS", "trump": "H"}
    points = {"NS": 100, "EW": 62}
    alone = classic.score_deal(contract, points, declarations={"NS": 20})
    both = classic.score_deal(contract, points, declarations={"NS": 20, "EW": 0})
    none = classic.score_deal(contract, points)
    assert (alone.NS, alone.EW) == (both.NS, both.EW)
    assert (alone.NS - none.NS, alone.EW - none.EW) == (20, 0)


def test_a_game_below_the_target_goes_on(classic: Rules) -> None:
    # classic plays to 1000: at 500 against 400 nobody has reached it; 100 between them
    end = classic.game_end({"NS": 500, "EW": 400})
    assert (end.winner, end.reason, end.difference) == (None, "target not reached", 100)


def test_an_exact_tie_won_by_the_last_deal_leaves_no_difference(tmp_path: Path) -> None:
    # game_end.tie: last_deal_winner. From 900 against 920, NS scores 120 and EW 100 on the
    # last deal: 1020 each, both over 1000, an exact tie; NS won that deal, so NS wins, and
    # the difference between the two totals is 0.
    rules = variant_with({}, tmp_path, "classic", {"game_end": {"tie": "last_deal_winner"}})
    end = rules.game_end({"NS": 900, "EW": 920}, DealScore(120, 100, "made", taker="NS"))
    assert (end.winner, end.difference) == ("NS", 0)


def test_a_generale_made_scores_the_capot_and_the_generale() -> None:
    # bga-coinche: a générale bid by N, N takes all eight tricks. The made terms: the taker's
    # card points and the contract. Capot points are flat (scoring.capot.kind: flat, 250) and
    # a générale is worth scoring.capot.generale = 500 at a suit contract (factor 1):
    # NS 250 + 500 = 750, EW 0.
    variant = load_variant("bga-coinche")
    score = make_variant_scorer(variant.rule, 10, 152)
    line = score(
        {"taker": "NS", "bid": "generale", "seat": "N"},
        {"NS": 162, "EW": 0},
        mode=0,
        capot="NS",
        tricks={"N": 8, "E": 0, "S": 0, "W": 0},
    )
    assert (line.NS, line.EW, line.outcome, line.contract_value) == (750, 0, "capot", 500)


def test_a_litige_without_contre_scores_the_defence_as_not_contred() -> None:
    # classic, with one change: a contred contract made leaves the defence nothing
    # (outcomes.made_contre.defence.base: 0). A litige without contre (81 each, no annonce,
    # no belote): the defence scores as in a contract made without contre, its own 81; the
    # taker's 81 are held, its line 0.
    variant = load_variant("classic")
    scoring = dict(variant.rule("scoring"))
    scoring["outcomes"] = {**scoring["outcomes"], "made_contre": {"defence": {"base": 0}}}
    score = make_deal_scorer(scoring, variant.rule("belote"), 10, 162)
    line = score({"taker": "NS"}, {"NS": 81, "EW": 81}, mode=0)
    assert (line.outcome, line.NS, line.EW, line.held) == ("litige", 0, 81, 81)


def test_the_plain_data_of_a_line_names_the_belote(classic: Rules) -> None:
    # classic, NS takes at hearts with 100 against 62 and holds the belote (20): NS 120,
    # EW 62; as_dict gives the belote inside each line under "belote": NS 20, EW 0.
    line = classic.score_deal({"taker": "NS", "trump": "H"}, {"NS": 100, "EW": 62}, belote="NS")
    data = line.as_dict()
    assert (data["NS"], data["EW"]) == (120, 62)
    assert data["belote"] == {"NS": 20, "EW": 0}


def _classic_end(annonces: tuple[str, ...]) -> Any:
    """classic's end of game with ``no_win_through.annonces`` set to ``annonces``."""
    end = dict(thaw(load_variant("classic").rule("game_end")))
    end["no_win_through"] = {"belote": [], "annonces": list(annonces), "until": "next_deal"}
    return make_game_end(end)


@pytest.mark.parametrize("team", ["NS", "EW"])
def test_a_fallen_taker_cannot_win_through_its_annonces_either_team(team: str) -> None:
    """``no_win_through.annonces: [dedans]``, each team in turn: the taker fell (dedans) but
    kept its 50 of annonces, which take it from 980 to 1,030, over classic's 1,000. Without
    the annonces it stays at 980: it may not win on that deal and the game goes on. With an
    empty list the same line wins the game."""
    other = "NS" if team == "EW" else "EW"
    line = {team: 50, other: 162}
    deal = DealScore(
        NS=line["NS"], EW=line["EW"], outcome="dedans", taker=team, annonces={team: 50}
    )
    before = {team: 980, other: 100}
    barred = _classic_end(("dedans",))(before, deal, None)
    assert barred.winner is None
    assert "through its belote or annonces" in barred.reason
    assert _classic_end(())(before, deal, None).winner == team


def test_a_score_line_as_a_dict_names_the_team_the_points_are_carried_to() -> None:
    line = DealScore(NS=0, EW=0, outcome="litige", held=81, carried_to="EW").as_dict()
    assert line["carried_to"] == "EW"
    assert line["held"] == 81
