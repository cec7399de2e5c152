"""The scoring kernels (``belote_spec.engine.score_kernel``) called on plain integers, as the
batch engine's compiled loop calls them, and the batch scorer's two ways of running them (numba,
plain Python) agreeing deal for deal; expected values worked by hand."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from belote_spec import load_variant
from belote_spec.engine import score_kernel as K
from belote_spec.engine.rules import Rules
from belote_spec.engine.scoring import game_end_params, make_deal_scorer, scoring_params
from belote_spec.simulation.batch import numba_available
from belote_spec.simulation.batch.scorer import BatchGameEnd, BatchScorer


def params(name: str) -> tuple[int, ...]:
    variant = load_variant(name)
    auction = variant.rule("bidding.system") == "auction"
    floor = int(variant.rule("bidding.auction.floor")) if auction else None
    return scoring_params(variant.rule("scoring"), variant.rule("belote"), 10, floor)


def deal(p: Any, **given: int) -> dict[str, int]:
    """``score_deal`` with every argument 0 (capot and last -1) unless given, by name."""
    args = dict.fromkeys(K.ROW_FIELDS, 0) | {"capot": -1, "last": -1} | given
    result = K.score_deal(p, *(args[name] for name in K.ROW_FIELDS), given.get("exact", 0))
    return dict(zip(K.SCORE_FIELDS, result, strict=True))


def test_a_deal_made_from_plain_integers() -> None:
    # classic: NS takes at hearts (mode 1) with 100 card points against 62 and the belote
    # (20): 120 against 62 decides the contract, made; each side scores its points and its
    # belote: NS 120, EW 62.
    got = deal(params("classic"), mode=1, points_ns=100, points_ew=62, belote_ns=20)
    assert (got["line_ns"], got["line_ew"], got["outcome"], got["held"]) == (120, 62, K.MADE, 0)
    assert (got["totals_ns"], got["totals_ew"]) == (120, 62)
    assert (got["belote_ns"], got["belote_ew"], got["multiplier"]) == (20, 0, 1)


def test_a_litige_holds_the_takers_points() -> None:
    # classic: EW takes, 81 each: a litige; NS (the defence) scores its 81, EW's 81 wait.
    got = deal(params("classic"), taker=1, points_ns=81, points_ew=81)
    assert (got["line_ns"], got["line_ew"], got["outcome"], got["held"]) == (81, 0, K.LITIGE, 81)


def test_the_dix_de_der_added_after_scaling_needs_the_last_trick() -> None:
    # bga-coinche at tout atout: card points × 152/248, then the dix de der. NS took 140 with
    # the last trick, EW 118: NS 130 × 152/248 = 79.7 → 80, all 248 → 152 so EW 72; NS + 10.
    p = params("bga-coinche")
    got = deal(p, mode=5, bid=80, points_ns=140, points_ew=118, last=0)
    assert (got["card_points_ns"], got["card_points_ew"]) == (90, 72)
    assert deal(p, mode=5, bid=80, points_ns=140, points_ew=118)["outcome"] == K.NEEDS_LAST_TRICK


def test_the_game_end_kernel_bars_a_team_put_capot() -> None:
    # classic, but a team put capot cannot win on that deal: NS at 990 takes 0 while EW
    # makes a capot worth 250 (EW 1050 from 800); NS's 20 of belote would take it to 1010,
    # NS is barred and EW wins. Without the rule, both pass 1000 and the higher (EW) wins.
    rule = dict(load_variant("classic").rule("game_end"))
    barred = game_end_params(rule | {"capot_loser_cannot_win": True})
    args = (990, 800, 20, 250, 1, K.CAPOT, 1, 20, 0, 0, 0, 0, 8, 1000)
    assert K.game_end(barred, *args) == (1, 0, K.END_REACHED, K.BARRED_CAPOT, K.BARRED_NONE)
    free = game_end_params(rule)
    assert K.game_end(free, *args) == (1, 0, K.END_HIGHER, 0, 0)


@pytest.fixture(scope="module", params=["classic", "ffb-contree-2016", "bga-coinche"])
def rules(request: pytest.FixtureRequest) -> Rules:
    return load_variant(request.param).compile()


def test_the_batch_scorer_without_numba_scores_as_with_it(rules: Rules) -> None:
    """The plain-Python loop and the default one (compiled where numba is installed) give
    the same lines and game ends, deal for deal, on random columns."""
    compiled = BatchScorer(rules)
    assert compiled.jit == numba_available()
    plain = BatchScorer(rules, jit=False)
    rng = np.random.default_rng(27)
    n = 300
    bids = compiled.bid_codes
    capot = rng.choice([-1, -1, -1, 0, 1], n)
    points_ns = np.where(capot == 0, 162, np.where(capot == 1, 0, rng.integers(0, 163, n)))
    cols = {
        "taker": rng.integers(0, 4, n),
        "mode": rng.integers(0, 4, n),
        "bid": rng.choice(bids[bids < K.BID_CAPOT], n),
        "contre": rng.integers(0, 3, n),
        "points_ns": points_ns,
        "points_ew": 162 - points_ns,
        "belote_ns": rng.integers(0, 2, n),
        "belote_ew": np.zeros(n, np.int64),
        "annonces_ns": rng.choice([0, 20, 50], n),
        "annonces_ew": rng.choice([0, 20, 100], n),
        "capot": capot,
        "last": np.where(capot >= 0, capot, rng.integers(0, 2, n)),
        "bidder_all": np.zeros(n, np.int64),
        "carried": rng.choice([0, 0, 81], n),
        "tricks_ns": np.where(capot == 0, 8, np.where(capot == 1, 0, 4)),
        "tricks_ew": np.where(capot == 1, 8, np.where(capot == 0, 0, 4)),
    }
    cols = {k: v.astype(np.int64) for k, v in cols.items()}
    for exact in (False, True):
        got = compiled.lines(cols, exact=exact)
        expected = plain.lines(cols, exact=exact)
        for a, b in zip(got, expected, strict=True):
            assert np.array_equal(a, b)
    target = int(rules.variant.rule("game_end.target"))
    before = rng.integers(target - 300, target, (n, 2))
    settled = BatchGameEnd(rules, compiled).settle(before, cols)
    expected_end = BatchGameEnd(rules, plain).settle(before, cols)
    for a, b in zip(settled, expected_end, strict=True):
        assert np.array_equal(a, b)


@pytest.mark.parametrize(("test", "outcome"), [("exact", "made"), ("rounded", "litige")])
@pytest.mark.parametrize("taker", ["NS", "EW"])
def test_the_exact_test_counts_the_dix_de_der_added_after_scaling(
    test: str, outcome: str, taker: str
) -> None:
    # classic at tout atout, but the card points × 152/248 with the dix de der added after,
    # and the contract tested on the exact scaled points or on the rounded ones. The taker
    # took 116 card points and the last trick (126 with the dix de der), the defence 132.
    # Exactly: 116 × 152/248 + 10 = 81.10 against 132 × 152/248 = 80.90, made. Rounded:
    # 71 + 10 = 81 against 152 − 71 = 81, a tie: a litige. The line is the rounded points
    # either way (made: 81 each; litige: the defence's 81, the taker's held).
    variant = load_variant("classic")
    scoring = dict(variant.rule("scoring"))
    scaling = {"ratio": (152, 248), "dix_de_der": "added", "contract_test": test}
    scoring["tout_atout_scaling"] = dict(scoring["tout_atout_scaling"]) | scaling
    score = make_deal_scorer(scoring, variant.rule("belote"), 10, 162)
    defence = "EW" if taker == "NS" else "NS"
    points = {taker: 126, defence: 132}
    line = score({"taker": taker}, points, mode=5, last_trick=taker)
    assert (line.outcome, line.card_points[taker], line.card_points[defence]) == (outcome, 81, 81)


def test_a_contred_litige_scores_the_defence_as_a_contred_contract_made() -> None:
    # classic, with one change: a contred contract made leaves the defence nothing
    # (outcomes.made_contre.defence.base: 0). NS takes, EW contres, 81 each: a litige; the
    # defence scores as in a contred contract made, 0; NS's 81 are held, its line 0.
    variant = load_variant("classic")
    scoring = dict(variant.rule("scoring"))
    scoring["outcomes"] = {**scoring["outcomes"], "made_contre": {"defence": {"base": 0}}}
    score = make_deal_scorer(scoring, variant.rule("belote"), 10, 162)
    line = score({"taker": "NS", "contre": 1}, {"NS": 81, "EW": 81}, mode=0)
    assert (line.outcome, line.NS, line.EW, line.held) == ("litige", 0, 0, 81)


def test_a_belote_counts_nothing_where_the_variant_has_none() -> None:
    # classic without belote (belote.enabled false): a belote given to the scorer adds
    # nothing; NS takes with 100 against 62: NS 100, EW 62.
    variant = load_variant("classic")
    belote = dict(variant.rule("belote")) | {"enabled": False}
    score = make_deal_scorer(variant.rule("scoring"), belote, 10, 162)
    line = score({"taker": "NS"}, {"NS": 100, "EW": 62}, mode=0, belote="NS")
    assert (line.NS, line.EW, line.outcome, dict(line.belote)) == (
        100,
        62,
        "made",
        {"NS": 0, "EW": 0},
    )


@pytest.mark.parametrize("team", ["NS", "EW"])
def test_a_team_put_capot_took_no_trick_where_the_tricks_are_not_told(team: str) -> None:
    # ffb-classique-2016 (« un pli supplémentaire »: a team kept from winning wins only on a
    # deal in which it takes a trick). A team at 1005 of 1000, put capot on a deal whose
    # tricks are not given (the older game_end form: the team put capot only): the capot says
    # it took none, so it does not win yet.
    rules = load_variant("ffb-classique-2016").compile()
    totals = {"NS": 600, "EW": 600} | {team: 1005}
    end = rules.game_end(totals, team)
    assert (end.winner, end.reason) == (
        None,
        "a team kept from winning wins only on a deal in which it takes a trick",
    )


def test_a_scaled_score_is_rounded_to_the_nearest_point() -> None:
    # classic at tout atout, but scaling the whole score (scales: score) by 162/258: NS takes
    # with 157 against 101, made, each side its points; then 157 × 162/258 = 98.58 → 99 and
    # 101 × 162/258 = 63.42 → 63 (to the nearest point, not down).
    variant = load_variant("classic")
    scoring = dict(variant.rule("scoring"))
    scaling = {"scales": "score", "ratio": (162, 258)}
    scoring["tout_atout_scaling"] = dict(scoring["tout_atout_scaling"]) | scaling
    score = make_deal_scorer(scoring, variant.rule("belote"), 10, 162)
    line = score({"taker": "NS"}, {"NS": 157, "EW": 101}, mode=5, last_trick="NS")
    assert (line.outcome, line.NS, line.EW) == ("made", 99, 63)


def test_every_function_of_the_score_kernel_is_compiled() -> None:
    """The batch engine compiles the functions ``KERNELS`` names: a kernel added to the
    module and left out of the list would run as Python inside numba (an error at the first
    compiled call, far from its cause). Read from the module's source: the functions written
    there (not the copies a mutation run writes beside them, ``x_NAME__mutmut_N``)."""
    import ast
    import inspect

    tree = ast.parse(inspect.getsource(K))
    written = {
        node.name
        for node in tree.body
        if isinstance(node, ast.FunctionDef) and "__mutmut_" not in node.name
    }
    assert set(K.KERNELS) == written
