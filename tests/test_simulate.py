"""belote_spec.simulate: the scalar backend's tables, the statistics (checked against values
worked out by hand on a small hand-made table), the comparisons, and determinism (the same
numbers whatever the number of processes)."""

from __future__ import annotations

import math
import statistics as pystats
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import belote_spec
from belote_spec import load_variant
from belote_spec.simulation import parallel
from belote_spec.simulation.api import simulate
from belote_spec.simulation.columns import (
    DEAL_COLUMNS,
    GAME_COLUMNS,
    check_table,
)
from belote_spec.simulation.scalar import ScalarEngine
from belote_spec.simulation.stats import (
    ALPHA,
    Mean,
    Moments,
    Proportion,
    Tally,
    adjust_p_values,
    compare,
    comparisons,
    fisher_exact_test,
    mean_stat,
    proportion,
    statistics,
    student_t_quantile,
    student_t_sf,
    two_proportion_z_test,
    welch_t_test,
)

# ------------------------------------------------------------------------------ hand-made table

#: (taker, team, mode, bid, contre, cancelled, outcome, capot, points NS/EW, score NS/EW,
#: annonces NS/EW, belote NS/EW)
ROWS = [
    (-1, -1, -1, -1, 0, False, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0),  # every player passed
    (0, 0, 0, 0, 0, True, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0),  # cancelled by a carré
    (0, 0, 0, 80, 0, False, 1, -1, 100, 62, 180, 62, 20, 0, 0, 0),
    (1, 1, 1, 80, 0, False, 2, -1, 100, 62, 262, 0, 0, 0, 1, 0),
    (2, 0, 4, 80, 1, False, 1, -1, 120, 42, 300, 0, 0, 0, 0, 0),
    (3, 1, 5, 100, 1, False, 2, -1, 90, 72, 320, 0, 0, 50, 0, 0),
    (0, 0, 0, 100, 2, False, 1, -1, 110, 52, 500, 0, 0, 0, 0, 1),
    (2, 0, 0, 10000, 0, False, 4, 0, 162, 0, 500, 0, 0, 0, 1, 0),
    (1, 1, 2, 80, 0, False, 3, -1, 81, 81, 0, 81, 0, 0, 0, 0),
    (3, 1, 3, 100, 0, False, 1, -1, 40, 122, 40, 222, 0, 0, 0, 0),
    (0, 0, 1, 80, 0, False, 2, 1, 0, 162, 0, 412, 0, 0, 0, 0),
    (1, 1, 1, 10000, 0, False, 2, -1, 60, 102, 500, 0, 0, 0, 0, 0),
    (2, 0, 0, 80, 0, False, 1, -1, 90, 72, 90, 92, 0, 20, 0, 0),
    (3, 1, 0, 100, 0, False, 1, -1, 70, 92, 70, 192, 0, 0, 0, 0),
]
#: Counted by hand on ROWS (12 played deals).
PLAYED, MADE, DEDANS, LITIGE, TAKER_CAPOT, CAPOT = 12, 7, 4, 1, 1, 2
CONTRE, SURCONTRE, ANNONCE_DEALS, BELOTE_DEALS = 3, 1, 3, 3
BY_BID = {80: (6, 3), 100: (4, 3), 10000: (2, 1)}  # bid: (played, made)
BY_MODE = {0: (5, 5), 1: (3, 0), 2: (1, 0), 3: (1, 1), 4: (1, 1), 5: (1, 0)}


def hand_table(copies: int = 1) -> dict[str, Any]:
    names = [
        "taker",
        "team",
        "mode",
        "bid",
        "contre",
        "cancelled",
        "outcome",
        "capot",
        "points_ns",
        "points_ew",
        "score_ns",
        "score_ew",
        "annonces_ns",
        "annonces_ew",
        "belote_ns",
        "belote_ew",
    ]
    rows = ROWS * copies
    table: dict[str, Any] = {
        name: np.array([r[i] for r in rows], dtype=DEAL_COLUMNS[name])
        for i, name in enumerate(names)
    }
    n = len(rows)
    table["game"] = np.arange(n, dtype=np.int64)
    table["deal"] = np.zeros(n, dtype=np.int32)
    table["dealer"] = np.array([i % 4 for i in range(n)], dtype=np.int8)
    played = table["outcome"] > 0
    table["tricks_ns"] = np.where(played, 4, 0).astype(np.int8)
    table["tricks_ew"] = np.where(played, 4, 0).astype(np.int8)
    table["held"] = np.zeros(n, dtype=np.int32)
    check_table(table, DEAL_COLUMNS, "hand-made table")
    return table


def wilson(k: int, n: int) -> tuple[float, float]:
    """The Wilson score interval, written out from its textbook formula."""
    z = 1.959963984540054
    p = k / n
    centre = (p + z**2 / (2 * n)) / (1 + z**2 / n)
    half = (z / (1 + z**2 / n)) * math.sqrt(p * (1 - p) / n + z**2 / (4 * n**2))
    return centre - half, centre + half


def test_the_tally_of_the_hand_made_table() -> None:
    t = Tally.of(hand_table())
    assert (t.deals, t.passed, t.cancelled, t.played) == (14, 1, 1, PLAYED)
    assert (t.made, t.dedans, t.litige, t.taker_capot, t.capot) == (
        MADE,
        DEDANS,
        LITIGE,
        TAKER_CAPOT,
        CAPOT,
    )
    assert (t.contre, t.surcontre, t.made_contre, t.made_surcontre) == (CONTRE, SURCONTRE, 1, 1)
    assert (t.annonce_deals, t.belote_deals) == (ANNONCE_DEALS, BELOTE_DEALS)
    assert {b: (t.by_bid[b], t.made_by_bid[b]) for b in t.by_bid} == BY_BID
    assert {m: (t.by_mode[m], t.made_by_mode[m]) for m in t.by_mode} == BY_MODE


def test_statistics_of_the_hand_made_table() -> None:
    stats = statistics(Tally.of(hand_table()))
    success = stats.taker_success
    assert (success.successes, success.n) == (MADE, PLAYED)
    assert success.estimate == pytest.approx(7 / 12)
    assert (success.low, success.high) == pytest.approx(wilson(7, 12))
    assert stats.dedans.estimate == pytest.approx(4 / 12)
    assert stats.capot.estimate == pytest.approx(2 / 12)
    # too few cases: n/a with the count, never an interval
    by_80 = stats.success_by_bid[80]
    assert (by_80.successes, by_80.n, by_80.estimate, by_80.low) == (3, 6, None, None)
    assert stats.success_contre.n == 2
    assert stats.success_contre.estimate is None
    assert stats.means["score_taker"].n == PLAYED
    assert stats.means["score_taker"].estimate is None  # 12 < 30 cases
    assert stats.games is None


def test_means_and_rates_of_three_copies_of_the_table() -> None:
    stats = statistics(Tally.of(hand_table(copies=3)))
    by_80 = stats.success_by_bid[80]
    assert (by_80.successes, by_80.n) == (9, 18)
    assert by_80.estimate == pytest.approx(0.5)
    assert (by_80.low, by_80.high) == pytest.approx(wilson(9, 18))
    assert stats.success_by_mode["S"].estimate == pytest.approx(15 / 15)
    played = [r for r in ROWS if r[6] > 0] * 3
    taker = [r[10] if r[1] == 0 else r[11] for r in played]
    defence = [r[9] if r[1] == 0 else r[8] for r in played]
    for name, values in (("score_taker", taker), ("points_defence", defence)):
        mean = stats.means[name]
        assert mean.n == 36
        assert mean.estimate == pytest.approx(pystats.mean(values))
        assert mean.sd == pytest.approx(pystats.stdev(values))
        half = 2.0301 * pystats.stdev(values) / 6  # t(0.975, 35 degrees of freedom) = 2.0301
        assert (mean.low, mean.high) == pytest.approx(
            (pystats.mean(values) - half, pystats.mean(values) + half), abs=1e-3
        )


def test_tallies_add_up_exactly_in_any_order() -> None:
    table = hand_table(copies=2)
    first = {k: v[:9] for k, v in table.items()}
    second = {k: v[9:] for k, v in table.items()}
    a = Tally.of(first)
    a.add(Tally.of(second))
    b = Tally.of(second)
    b.add(Tally.of(first))
    assert a == b == Tally.of(table)


def test_games_statistics() -> None:
    deals = hand_table()
    games = {
        "game": np.arange(5, dtype=np.int64),
        "deals": np.array([8, 9, 9, 12, 500], dtype=np.int32),
        "played": np.array([8, 9, 8, 12, 500], dtype=np.int32),
        "winner": np.array([0, 1, 0, -1, -1], dtype=np.int8),
        "draw": np.array([False, False, False, True, False]),
        "finished": np.array([True, True, True, True, False]),
        "total_ns": np.zeros(5, dtype=np.int32),
        "total_ew": np.zeros(5, dtype=np.int32),
    }
    check_table(games, GAME_COLUMNS, "games")
    g = statistics(Tally.of(deals, games)).games
    assert g is not None
    assert (g.games, g.finished) == (5, 4)
    assert dict(g.length_distribution) == {8: 1, 9: 2, 12: 1}  # the unfinished game left out
    assert g.length_quantile(0.5) == 9
    assert g.deals_per_game.n == 4
    assert g.deals_per_game.estimate is None  # 4 games: too few for an interval
    assert (g.ns_wins.successes, g.ns_wins.n) == (2, 4)
    assert (g.draws.successes, g.draws.n) == (1, 4)


# ------------------------------------------------------------------------------ distributions


def test_student_t_against_printed_tables() -> None:
    # quantiles of Student's t at 0.975, as printed in statistics tables
    for df, value in ((1, 12.706), (5, 2.571), (10, 2.228), (30, 2.042), (120, 1.980)):
        assert student_t_quantile(float(df)) == pytest.approx(value, abs=1e-3)
    assert 2 * student_t_sf(2.0, 10) == pytest.approx(0.0734, abs=1e-4)
    assert 2 * student_t_sf(1.96, math.inf) == pytest.approx(0.05, abs=1e-4)
    assert student_t_sf(-1.0, 7) == pytest.approx(1 - student_t_sf(1.0, 7))


def test_two_proportion_z_test_by_hand() -> None:
    # 40/100 against 60/100: pooled p = 0.5, se = sqrt(0.25 * 0.02), z = 2.828, p = 0.00468
    diff = two_proportion_z_test(proportion(40, 100), proportion(60, 100))
    assert diff.delta == pytest.approx(0.2)
    assert diff.p == pytest.approx(0.00468, abs=1e-5)
    assert diff.significant is True
    same = two_proportion_z_test(proportion(50, 100), proportion(52, 100))
    assert same.significant is False
    assert two_proportion_z_test(proportion(1, 5), proportion(50, 100)).p is None


def test_fisher_exact_test_by_hand() -> None:
    # 1 of 10 against 11 of 14: the hypergeometric tables of 12 successes among 24 at most as
    # likely as the one seen add up to 0.002759 (a textbook example of Fisher's test)
    diff = fisher_exact_test(proportion(1, 10), proportion(11, 14))
    assert diff.p == pytest.approx(0.002759, abs=1e-6)
    assert diff.test == "Fisher exact"
    # the same test counting failures: 9 of 10 against 3 of 14
    assert fisher_exact_test(proportion(9, 10), proportion(3, 14)).p == pytest.approx(diff.p)
    # equal splits are not significant
    assert fisher_exact_test(proportion(5, 50), proportion(5, 50)).p == pytest.approx(1.0)


def test_rare_events_are_compared_by_the_exact_test() -> None:
    # 0 of 7,000 against 3 of 1,000 contracts made: 0.4 success expected on the smaller side,
    # too few for the z test (which would say p < 1e-5). Fisher's test: the 3 successes fall
    # 0, 1, 2 or 3 in the 7,000 with probabilities 0.00195, 0.041, 0.287 and 0.670; only the
    # split seen, "none in the 7,000", is that unlikely, so p = C(1000, 3) / C(8000, 3)
    rows = compare([_made(0, 7000), _made(3, 1000)])
    diff = next(r for r in rows if r.key == "taker_success").differences[0]
    assert diff is not None
    assert diff.test == "Fisher exact"
    assert diff.p == pytest.approx((1000 * 999 * 998) / (8000 * 7999 * 7998), rel=1e-6)


def test_rates_of_zero_on_both_sides_never_differ() -> None:
    # 0 of 20,000 against 0 of 19,000 (the "0.0% against 0.0%" of a report): nothing differs,
    # p = 1, whatever the adjustment; the same for 100% against 100%
    for a, b in ((_made(0, 20_000), _made(0, 19_000)), (_made(500, 500), _made(700, 700))):
        for adjust in ("none", "holm", "bh"):
            rows = compare([a, b], adjust=adjust)
            diff = next(r for r in rows if r.key == "taker_success").differences[0]
            assert diff is not None
            assert diff.p == 1.0
            assert diff.significant is False
    assert fisher_exact_test(proportion(0, 20_000), proportion(0, 20_000)).p == 1.0


def test_fisher_exact_test_of_a_few_successes_by_hand() -> None:
    # 0 of 10 against 6 of 10: the 6 successes among 20 fall k in the first 10 with
    # probability C(10, k) C(10, 6 - k) / C(20, 6); only k = 0 and k = 6, each
    # C(10, 6) / C(20, 6) = 210 / 38,760, are as unlikely as the split seen
    diff = fisher_exact_test(proportion(0, 10), proportion(6, 10))
    assert diff.p == pytest.approx(2 * 210 / 38_760, rel=1e-9)
    assert diff.significant is True


def test_rare_rates_that_read_0_0_percent_are_compared_exactly() -> None:
    # 2 against 9 of 20,000 deals each (both "0.0%" to one decimal): the z test would say
    # p = 0.035 (significant); the exact test sums the splits of the 11 successes at most as
    # likely as 2 | 9, that is k = 0, 1, 2, 9, 10, 11 in the first variant
    n, total = 20_000, 11

    def split(k: int) -> float:
        return math.comb(n, k) * math.comb(n, total - k) / math.comb(2 * n, total)

    rows = compare([_made(2, n), _made(9, n)])
    diff = next(r for r in rows if r.key == "taker_success").differences[0]
    assert diff is not None
    assert diff.test == "Fisher exact"
    assert diff.p == pytest.approx(sum(split(k) for k in (0, 1, 2, 9, 10, 11)), rel=1e-9)
    assert diff.significant is False


def test_holm_and_benjamini_hochberg_by_hand() -> None:
    p = [0.01, 0.04, 0.03, 0.005]
    # Holm, sorted: 0.005 x 4 = 0.02, 0.01 x 3 = 0.03, 0.03 x 2 = 0.06, 0.04 x 1 = 0.04
    # raised to the 0.06 before it
    assert adjust_p_values(p, "holm") == pytest.approx([0.03, 0.06, 0.06, 0.02])
    # Benjamini-Hochberg, sorted: 0.005 x 4/1 = 0.02, 0.01 x 4/2 = 0.02, 0.03 x 4/3 = 0.04,
    # 0.04 x 4/4 = 0.04, each lowered to the smallest after it
    assert adjust_p_values(p, "bh") == pytest.approx([0.02, 0.04, 0.04, 0.02])
    assert adjust_p_values(p, "none") == p
    # capped at 1: 0.3 x 4 and 0.5 x 3 (Holm), 0.5 x 4/4 (BH)
    assert adjust_p_values([0.3, 0.5, 0.5, 0.001], "holm") == pytest.approx([0.9, 1.0, 1.0, 0.004])
    assert adjust_p_values([0.5, 0.2, 0.4], "bh") == pytest.approx([0.5, 0.5, 0.5])
    with pytest.raises(ValueError, match="adjust: expected one of none, holm, bh"):
        adjust_p_values(p, "bonferroni")


def test_compare_adjusts_every_difference_of_every_row() -> None:
    a = statistics(Tally.of(hand_table(copies=40)))
    table = hand_table(copies=40)
    keep = np.arange(len(table["game"])) % 7 != 0  # a second, slightly different sample
    b = statistics(Tally.of({k: v[keep] for k, v in table.items()}))
    plain = compare([a, b])
    holm = compare([a, b], adjust="holm")
    count = comparisons(plain)
    assert count == comparisons(holm)
    assert count == sum(
        1 for row in plain for d in row.differences if d is not None and d.p is not None
    )
    raw = [d.p for row in plain for d in row.differences if d is not None and d.p is not None]
    adjusted = [
        d.adjusted for row in holm for d in row.differences if d is not None and d.p is not None
    ]
    assert adjusted == pytest.approx(adjust_p_values(raw, "holm"))
    for row in holm:
        for d in row.differences:
            if d is not None and d.p is not None:
                assert d.adjusted is not None
                assert d.adjusted >= d.p
                assert d.significant is (d.adjusted < ALPHA)


def _made(made: int, played: int) -> Any:
    """The statistics of ``played`` prise contracts of which ``made`` were made."""
    table = hand_table()
    row = 2  # a made prise
    keep = {k: np.repeat(v[row : row + 1], played) for k, v in table.items()}
    keep["outcome"] = np.where(np.arange(played) < made, 1, 2).astype(np.int8)
    keep["game"] = np.arange(played, dtype=np.int64)
    return statistics(Tally.of(keep))


def _t_tail(t: float, df: float) -> float:
    """P(T > t) for Student's t, by Simpson's rule over its density (written out from the
    textbook: an independent check of the package's distribution)."""
    log_c = math.lgamma((df + 1) / 2) - math.lgamma(df / 2) - 0.5 * math.log(df * math.pi)

    def density(x: float) -> float:
        return math.exp(log_c - (df + 1) / 2 * math.log1p(x * x / df))

    steps, end = 20_000, t + 60.0  # the density beyond t + 60 is below 1e-40 here
    h = (end - t) / steps
    odd = sum(density(t + (2 * i - 1) * h) for i in range(1, steps // 2 + 1))
    even = sum(density(t + 2 * i * h) for i in range(1, steps // 2))
    return h / 3 * (density(t) + 4 * odd + 2 * even + density(end))


def test_welch_t_test_by_hand() -> None:
    def moments(values: list[int]) -> Moments:
        return Moments(len(values), sum(values), sum(v * v for v in values))

    a_values = [10 + (i % 5) for i in range(30)]
    b_values = [11 + (i % 7) for i in range(40)]
    a, b = mean_stat(moments(a_values)), mean_stat(moments(b_values))
    va = pystats.variance(a_values) / 30
    vb = pystats.variance(b_values) / 40
    t = (pystats.mean(b_values) - pystats.mean(a_values)) / math.sqrt(va + vb)
    df = (va + vb) ** 2 / (va**2 / 29 + vb**2 / 39)
    diff = welch_t_test(a, b)
    assert diff.delta == pytest.approx(pystats.mean(b_values) - pystats.mean(a_values))
    assert diff.p == pytest.approx(2 * _t_tail(abs(t), df), rel=1e-6)
    assert diff.significant is True
    assert welch_t_test(a, mean_stat(moments(b_values[:10]))).p is None


def test_compare_lines_up_statistics_and_marks_what_is_missing() -> None:
    one = statistics(Tally.of(hand_table(copies=3)))
    table = hand_table(copies=3)
    keep = table["bid"] != 10000
    other = statistics(Tally.of({k: v[keep] for k, v in table.items()}))
    rows = {row.key: row for row in compare([one, other])}
    assert rows["taker_success"].differences[0] is not None
    capot_bid = rows["success_bid_10000"]
    assert capot_bid.values[1] is None  # no capot bid on the second side
    assert capot_bid.differences == (None,)
    same = rows["success_bid_80"].differences[0]
    assert same is not None
    assert same.delta == 0
    assert same.significant is False


# ------------------------------------------------------------------------------ the scalar backend


@pytest.fixture(scope="module")
def classic() -> Any:
    return load_variant("classic").compile()


def test_scalar_deals_follow_the_interface(classic: Any) -> None:
    table = ScalarEngine(classic).play_deals(300, np.random.default_rng(5))
    assert check_table(table, DEAL_COLUMNS, "deals") == 300
    played = table["outcome"] > 0
    assert played.sum() > 250
    # classic: 152 card points and the dix de der in every played deal, 8 tricks
    total = table["points_ns"].astype(int) + table["points_ew"]
    assert set(total[played]) == {162}
    assert set((table["tricks_ns"] + table["tricks_ew"])[played]) == {8}
    passed = table["taker"] < 0
    assert (table["outcome"][passed] == 0).all()
    assert (table["team"][~passed] == table["taker"][~passed] % 2).all()
    assert (table["game"] == np.arange(300)).all()
    assert set(table["bid"][played]) == {0}  # a prise variant: no points bid


def test_scalar_games_follow_the_interface(classic: Any) -> None:
    deals, games = ScalarEngine(classic).play_games(20, np.random.default_rng(9))
    assert check_table(games, GAME_COLUMNS, "games") == 20
    check_table(deals, DEAL_COLUMNS, "deals")
    counts = np.bincount(deals["game"], minlength=20)
    assert (counts == games["deals"]).all()
    for g in range(20):
        rows = deals["game"] == g
        assert (deals["deal"][rows] == np.arange(counts[g])).all()
        assert deals["score_ns"][rows].sum() == games["total_ns"][g]
        assert deals["score_ew"][rows].sum() == games["total_ew"][g]
    assert games["finished"].all()
    assert ((games["winner"] >= 0) | games["draw"]).all()


def test_heuristic_policy_plays_whole_games(classic: Any) -> None:
    engine = ScalarEngine(classic, policy="heuristic")
    deals, games = engine.play_games(3, np.random.default_rng(1))
    again, _ = engine.play_games(3, np.random.default_rng(1))
    check_table(deals, DEAL_COLUMNS, "deals")
    assert all((deals[k] == again[k]).all() for k in deals)
    assert games["finished"].all()
    played = deals["outcome"] > 0
    assert set((deals["points_ns"].astype(int) + deals["points_ew"])[played]) == {162}
    one = engine.play_deals(5, np.random.default_rng(2))
    assert check_table(one, DEAL_COLUMNS, "deals") == 5


def _holders(rules: Any, sim: Any) -> list[str]:
    """The teams holding a belote in a simulated deal (the reference's way to find them)."""
    found = rules.belote_holders(sim.hands, sim.contract.mode, sim.gathered)
    return sorted(("NS", "EW")[seat & 1] for seat, _suit in found)


@pytest.mark.parametrize("spec", ["club", "traditional", "ffb-classique-2016"])
def test_the_random_policy_says_every_belote_unless_told(spec: str) -> None:
    """club (a belote one may refuse), traditional and ffb-classique-2016 (one that counts
    only said): the random policy always says it; with random declarations, half the time."""
    import random

    from belote_spec.engine.random_deals import Simulator

    rules = load_variant(spec).compile()
    assert rules.belote_call != "automatic"
    held = dropped = 0
    for random_declarations in (False, True):
        simulator = Simulator(rules, random_declarations=random_declarations)
        rng = random.Random(7)
        for _ in range(400):
            deck = list(range(32))
            rng.shuffle(deck)
            sim = simulator.deal(rng.randrange(4), deck, rng)
            if sim.score is None:
                continue
            holders = _holders(rules, sim)
            said = sorted(sim.extras["belote"])
            if not random_declarations:
                assert said == holders
                held += len(holders)
            else:
                assert all(said.count(t) <= holders.count(t) for t in ("NS", "EW"))
                dropped += len(holders) - len(said)
    assert held > 20
    assert dropped > 5  # asked for: some belotes left unsaid


def test_the_random_policy_shows_annonces_that_may_be_kept_silent_unless_told() -> None:
    """traditional lets a player keep his annonces to himself: the random policy shows them
    all; with random declarations, a seat holding some keeps them silent half the time (they
    then count for nothing)."""
    import random

    from belote_spec.engine.random_deals import Simulator

    rules = load_variant("traditional").compile()
    assert rules.declaring_optional
    hidden = 0
    for random_declarations in (False, True):
        simulator = Simulator(rules, random_declarations=random_declarations)
        rng = random.Random(3)
        for _ in range(400):
            deck = list(range(32))
            rng.shuffle(deck)
            sim = simulator.deal(rng.randrange(4), deck, rng)
            if sim.score is None:
                continue
            mode = sim.contract.mode
            leader = rules.first_leader(sim.dealer, sim.contract)
            every = rules.annonces.resolve(sim.hands, mode, leader)
            if not random_declarations:
                assert sim.extras["declarations"] == every.awarded
            elif sim.extras["declarations"] != every.awarded:
                hidden += 1
    assert hidden > 5


# ------------------------------------------------------------------------------ simulate()


def test_simulate_is_exported_lazily() -> None:
    from belote_spec.simulation.api import simulate as real

    assert belote_spec.simulate is real
    assert "simulate" in belote_spec.__all__


def same_tables(a: dict[str, Any] | None, b: dict[str, Any] | None) -> bool:
    assert a is not None
    assert b is not None
    return a.keys() == b.keys() and all(np.array_equal(a[k], b[k]) for k in a)


def test_the_same_numbers_with_one_or_two_processes() -> None:
    one = simulate("classic", deals=600, seed=3, chunk=150, backend="scalar")
    two = simulate("classic", deals=600, seed=3, chunk=150, backend="scalar", jobs=2)
    assert same_tables(one.deals, two.deals)
    assert one.stats.tally == two.stats.tally
    assert one.stats.taker_success == two.stats.taker_success
    other = simulate("classic", deals=600, seed=4, chunk=150, backend="scalar")
    assert not same_tables(one.deals, other.deals)


def test_games_with_two_processes_and_numbered_across_chunks() -> None:
    one = simulate("classic", games=30, seed=1, chunk=8, backend="scalar")
    two = simulate("classic", games=30, seed=1, chunk=8, backend="scalar", jobs=2)
    assert same_tables(one.games, two.games)
    assert same_tables(one.deals, two.deals)
    assert one.games is not None
    assert (one.games["game"] == np.arange(30)).all()
    assert one.stats.games is not None
    assert one.stats.games.games == 30


@pytest.mark.slow  # over half a second: CI runs it, `tools/check.py --fast` does not
def test_the_default_backend_gives_the_same_numbers_with_two_processes() -> None:
    one = simulate("classic", deals=400, seed=9, chunk=100)
    two = simulate("classic", deals=400, seed=9, chunk=100, jobs=2)
    assert one.backend == two.backend
    assert same_tables(one.deals, two.deals)
    assert one.stats.tally == two.stats.tally


def test_rows_not_kept_give_the_same_statistics() -> None:
    kept = simulate("classic+sans-annonces", deals=500, seed=2, chunk=100, backend="scalar")
    bare = simulate(
        "classic+sans-annonces", deals=500, seed=2, chunk=100, backend="scalar", keep_rows=False
    )
    assert bare.deals is None
    assert bare.games is None
    assert kept.stats.tally == bare.stats.tally
    assert kept.stats.annonces.successes == 0  # the option's rule shows in the numbers


def test_variant_rules_and_spec_give_the_same_result() -> None:
    variant = load_variant("classic")
    results = [
        simulate(v, deals=200, seed=8, backend="scalar", keep_rows=False)
        for v in ("classic", variant, variant.compile())
    ]
    assert results[0].stats.tally == results[1].stats.tally == results[2].stats.tally
    assert results[0].variant == "classic"


def test_the_automatic_backend_gives_interface_tables() -> None:
    result = simulate("classic", games=10, seed=1)
    assert result.backend in ("batch", "scalar")
    assert result.deals is not None
    assert result.games is not None
    check_table(result.deals, DEAL_COLUMNS, f"deals of the {result.backend} backend")
    assert check_table(result.games, GAME_COLUMNS, "games") == 10


def test_without_the_batch_engine_the_scalar_backend_plays(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(parallel, "batch_available", lambda: "not installed (test)")
    assert simulate("classic", deals=50, seed=1).backend == "scalar"
    with pytest.raises(ValueError, match="backend: not installed"):
        simulate("classic", deals=50, backend="batch")
    assert simulate("classic", deals=5, policy="heuristic").backend == "scalar"
    with pytest.raises(ValueError, match="random deals only"):
        simulate("classic", deals=5, policy="heuristic", backend="batch")


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"deals": 0}, "deals: expected a whole number from 1"),
        ({"deals": -3}, "deals: expected a whole number from 1"),
        ({"deals": 10**12}, "deals: expected a whole number from 1 to 1_000_000_000"),
        ({"games": 0}, "games: expected"),
        ({"deals": 5, "games": 5}, "give one of them"),
        ({}, "give one of them"),
        ({"deals": 5, "jobs": 0}, "jobs: expected"),
        ({"deals": 5, "seed": -1}, "seed: expected"),
        ({"deals": 5, "chunk": 0}, "chunk: expected"),
        ({"deals": 5, "policy": "clever"}, "policy: expected one of random, heuristic"),
        ({"deals": 5, "backend": "gpu"}, "backend: expected one of"),
        ({"deals": 5, "jobs": 2, "dask": "local"}, "jobs, dask"),
        (
            {"deals": 5, "policy": "heuristic", "random_declarations": True},
            "only the random policy can draw them",
        ),
    ],
)
def test_bad_arguments_are_named(kwargs: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        simulate("classic", **kwargs)


def test_a_count_that_is_not_a_number_is_a_type_error() -> None:
    with pytest.raises(TypeError, match="deals: expected a whole number"):
        simulate("classic", deals=True)
    with pytest.raises(TypeError, match="variant: expected"):
        simulate(42, deals=5)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="abstract"):
        simulate("base", deals=5)


def test_proportion_and_mean_refuse_to_invent_intervals() -> None:
    assert proportion(3, 9) == Proportion(3, 9, None, None, None)
    assert proportion(0, 0).estimate is None
    assert mean_stat(Moments(29, 290, 2900)) == Mean(29, None, None, None, None)
    zero = proportion(0, 50)
    assert (zero.low, zero.estimate) == (0.0, 0.0)
    assert zero.high == pytest.approx(wilson(0, 50)[1])


@pytest.mark.parametrize(
    ("k", "n", "low", "high"),
    [
        # Wilson at 95%: z = 1.959963984540054, z² = 3.8414588; with p = k/n,
        # (p + z²/2n ± z·√(p(1 − p)/n + z²/4n²)) / (1 + z²/n).
        # 0/10: p = 0, the ± term z·√(z²/400) = z²/20 equals the other: low 0,
        # high = 2·(z²/20)/(1 + z²/10) = z²/(10 + z²) = 3.8414588/13.8414588 = 0.2775328
        (0, 10, 0.0, 0.2775328),
        # 10/10, its mirror: low = 10/(10 + z²) = 10/13.8414588 = 0.7224672, high 1
        (10, 10, 0.7224672, 1.0),
        # 5/10: centre (0.5 + 0.1920729)/1.3841459 = 0.5; half = (z/1.3841459)·√(0.25/10 +
        # z²/400) = 1.4160097·√0.0346036 = 1.4160097 × 0.1860206 = 0.2634069
        (5, 10, 0.2365931, 0.7634069),
        # 1/1000: denominator 1 + z²/1000 = 1.0038415; centre (0.001 + 0.0019207)/1.0038415
        # = 0.0029096; half = (z/1.0038415)·√(0.000999/1000 + z²/4000000)
        # = 1.9524637·√0.0000019594 = 1.9524637 × 0.0013998 = 0.0027330
        (1, 1000, 0.0001765, 0.0056426),
        # 150/200: denominator 1 + z²/200 = 1.0192073; centre (0.75 + 0.0096036)/1.0192073
        # = 0.7452887; half = (z/1.0192073)·√(0.1875/200 + z²/160000)
        # = 1.9230278·√0.0009615 = 1.9230278 × 0.0310082 = 0.0596297
        (150, 200, 0.6856590, 0.8049183),
    ],
)
def test_the_wilson_interval_against_values_worked_by_hand(
    k: int, n: int, low: float, high: float
) -> None:
    from belote_spec.bots import MatchResult

    rate = proportion(k, n)
    assert rate.estimate == pytest.approx(k / n)
    assert (rate.low, rate.high) == pytest.approx((low, high), abs=1e-7)
    # a bots' match: the same interval of the win rate (games without a winner left out)
    wins = MatchResult(wins=k, losses=n - k, abandoned=3).confidence_interval()
    assert wins == pytest.approx((low, high), abs=1e-7)


def test_a_variant_with_a_third_party_plugin_is_played_by_the_scalar_backend(
    tmp_path: Path,
) -> None:
    import importlib.util

    from .conftest import ROOT

    source = ROOT / "docs" / "tutoriels" / "exemples" / "marque_doublee.py"
    spec = importlib.util.spec_from_file_location("marque_doublee", source)
    assert spec is not None
    assert spec.loader is not None
    plugin = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(plugin)
    path = tmp_path / "double.yaml"
    path.write_text(
        "title: Double\nextends: classic\nrules:\n  plugins: [marque-doublee]\n", encoding="utf-8"
    )
    rules = load_variant(path).compile(plugins={"marque-doublee": plugin})
    doubled = simulate(rules, deals=300, seed=4, chunk=100)
    assert doubled.backend == "scalar"  # the batch engine plays only the built-in rules
    plain = simulate("classic", deals=300, seed=4, chunk=100, backend="scalar")
    assert doubled.deals is not None
    assert plain.deals is not None
    # the same deals, played alike: only the score differs, doubled by the plugin
    assert np.array_equal(doubled.deals["points_ns"], plain.deals["points_ns"])
    assert np.array_equal(doubled.deals["score_ns"], 2 * plain.deals["score_ns"])
