"""The batch engine against the reference kernels, on every shipped variant and option.

Each batch deal is replayed through the reference: the bidding through the variant's state
machine (every action legal, the same contract), every card through ``Rules.legal_mask`` (the
same legal set, the card in it), every trick through ``rules.play.winner``, the annonces
through ``rules.annonces.resolve``, the belotes through ``Rules.belote_holders`` and the score
through the variant's scorer. The kernels run as Python and compiled by numba must give the
same tables from the same seed.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from belote_spec import load_variant
from belote_spec.cards import FULL_DECK, SEATS
from belote_spec.engine.bidding import Contract
from belote_spec.engine.rules import Rules
from belote_spec.hookspecs import hookimpl
from belote_spec.simulation.batch import BatchEngine, BatchUnsupported, numba_available
from belote_spec.simulation.batch.engine import DealTrace
from belote_spec.simulation.columns import BID_CAPOT, BID_GENERALE, OUTCOMES

from .conftest import BATCH_REFUSED, BATCH_SPECS, SPECS, sweep
from .skips import missing

#: Deals per variant and option replayed through the reference (and per backend).
DEALS = int(os.environ.get("BELOTE_BATCH_DEALS", "100"))
TEAMS = ("NS", "EW")

_RULES: dict[str, Rules] = {}


def rules_of(spec: str) -> Rules:
    if spec not in _RULES:
        _RULES[spec] = load_variant(spec).compile()
    return _RULES[spec]


def _bid(code: int) -> int | str | None:
    if code == BID_CAPOT:
        return "capot"
    if code == BID_GENERALE:
        return "generale"
    return None if code == 0 else code


def replay(
    rules: Rules,
    table: dict[str, Any],
    trace: DealTrace,
    i: int,
    *,
    random_declarations: bool = False,
) -> None:
    """Deal ``i`` of a batch, checked against the reference kernels (played by the random
    policy: every belote said and every annonce shown, unless ``random_declarations``)."""
    dealer = int(trace.dealer[i])
    turned = int(trace.turned[i])
    state = rules.bidding.start(dealer, None if turned < 0 else turned)
    for action in trace.bidding[i]:
        assert action in state.legal(), f"bidding: {action} is not legal"
        state.apply(action)
    assert state.done
    contract = state.contract
    if contract is None or state.redeal:
        assert table["taker"][i] == -1
        assert table["outcome"][i] == 0
        return
    assert (table["taker"][i], table["mode"][i], table["contre"][i]) == (
        contract.taker,
        contract.mode,
        contract.contre,
    )
    bid = _bid(int(table["bid"][i]))
    if bid != contract.bid:  # an announced capot, called after the bidding
        assert rules.capot_announce
        assert contract.bid is None
        assert bid == "capot"
        contract = Contract(contract.taker, contract.mode, "capot", 0)
    mode = contract.mode
    hands = [int(h) for h in trace.hands[i]]
    if table["cancelled"][i]:
        assert table["outcome"][i] == 0
        return
    assert [h.bit_count() for h in hands] == [8, 8, 8, 8]
    assert hands[0] | hands[1] | hands[2] | hands[3] == FULL_DECK
    if turned >= 0 and len(rules.dealer.patterns):
        assert (hands[contract.taker] >> turned) & 1, "the taker did not get the turned card"
    leader = int(trace.leader[i])
    assert leader == rules.first_leader(dealer, contract)
    resolution = rules.annonces.resolve(hands, mode, leader)
    if trace.silent is not None:  # annonces kept silent count for nothing
        assert random_declarations
        assert rules.declaring_optional
        silent = [bool(trace.silent[i, seat]) for seat in range(4)]
        for seat in range(4):  # as in the game: only a seat holding annonces (or a
            # cancelling carré) keeps silent
            assert rules.annonces.declarable(hands[seat], mode) or not silent[seat]
        shown = [0 if silent[seat] else hands[seat] for seat in range(4)]
        resolution = rules.annonces.resolve(shown, mode, leader)
    assert not resolution.deal_cancelled
    awarded = {"NS": int(table["annonces_ns"][i]), "EW": int(table["annonces_ew"][i])}
    assert awarded == dict(resolution.awarded)
    # the card play
    left = list(hands)
    points = [0, 0]
    bonuses = [0, 0]  # each team's trick bonuses (rules.trick_bonuses), where scored
    tricks = [0, 0, 0, 0]
    pts = rules.tables.points[mode]
    played = [int(c) for c in trace.played[i]]
    for t in range(8):
        cards: list[int] = []
        for p in range(4):
            seat = (leader + p) & 3
            j = 4 * t + p
            legal = rules.legal_mask(left[seat], cards, mode)
            assert int(trace.legal[i, j]) == legal, f"legal set, trick {t + 1}, card {p + 1}"
            card = played[j]
            assert (legal >> card) & 1
            left[seat] ^= 1 << card
            cards.append(card)
        won = (leader + rules.play.winner(cards, mode)) & 3
        assert int(trace.winners[i, t]) == won
        points[won & 1] += sum(pts[c] for c in cards)
        if rules.trick_bonuses is not None:
            bonuses[won & 1] += int(rules.trick_bonuses.points(cards, mode))
        tricks[won] += 1
        leader = won
    points[leader & 1] += rules.tables.dix_de_der
    assert left == [0, 0, 0, 0]
    assert (int(table["points_ns"][i]), int(table["points_ew"][i])) == tuple(points)
    assert int(table["tricks_ns"][i]) == tricks[0] + tricks[2]
    capot = rules.capot_team([tricks[0] + tricks[2], tricks[1] + tricks[3]], points)
    assert int(table["capot"][i]) == (-1 if capot is None else TEAMS.index(capot))
    holders = rules.belote_holders(hands, mode, played)
    said = trace.belote[i]
    if rules.belote_call == "automatic" or not random_declarations:
        assert sorted(said) == sorted(TEAMS[seat & 1] for seat, _suit in holders)
    else:
        for team in TEAMS:
            assert said.count(team) <= sum(1 for s, _ in holders if TEAMS[s & 1] == team)
    assert int(table["belote_ns"][i]) == said.count("NS")
    score = rules.scorer(
        contract.as_dict(),
        {"NS": points[0], "EW": points[1]},
        mode=mode,
        belote=said,
        declarations=resolution.awarded,
        capot=capot,
        carried=0,
        tricks=dict(zip(SEATS, tricks, strict=True)),
        last_trick=TEAMS[leader & 1],
        **(
            {"trick_bonuses": {"NS": bonuses[0], "EW": bonuses[1]}}
            if rules.trick_bonuses is not None
            else {}
        ),
    )
    assert (int(table["score_ns"][i]), int(table["score_ew"][i])) == (score.NS, score.EW)
    assert int(table["outcome"][i]) == OUTCOMES[score.outcome]
    assert int(table["held"][i]) == score.held


@pytest.mark.parametrize("spec", sweep(BATCH_SPECS))
def test_batch_deals_replay_through_the_reference_kernels(spec: str) -> None:
    rules = rules_of(spec)
    engine = BatchEngine(rules, "python")
    table, trace = engine.trace_deals(DEALS, np.random.default_rng([11, len(spec)]))
    assert trace is not None
    for i in range(DEALS):
        replay(rules, table, trace, i)
    # the batch played what it says: some deals taken, played and scored
    assert (table["outcome"] > 0).any()


#: A belote one may refuse (club), belotes that count only said, with annonces a player may
#: keep to himself (traditional; with a carré of sevens that cancels them, which may be kept
#: too), and a belote said with the king first (ffb-classique-2016).
DECLARING = ["club", "traditional", "traditional+carre-de-sept", "ffb-classique-2016"]


@pytest.mark.parametrize("spec", DECLARING)
def test_random_declarations_replay_through_the_reference_kernels(spec: str) -> None:
    """With random declarations, a belote is said and annonces that may be kept silent are
    shown only half the time; every deal still replays through the reference, the silent
    seats' annonces counting for nothing."""
    rules = rules_of(spec)
    engine = BatchEngine(rules, "python", random_declarations=True)
    table, trace = engine.trace_deals(4 * DEALS, np.random.default_rng([12, len(spec)]))
    assert trace is not None
    unsaid = 0
    for i in range(4 * DEALS):
        replay(rules, table, trace, i, random_declarations=True)
        if table["outcome"][i] > 0:
            hands = [int(h) for h in trace.hands[i]]
            held = rules.belote_holders(hands, int(table["mode"][i]), list(trace.played[i]))
            unsaid += len(held) - len(trace.belote[i])
    assert unsaid > 0  # some belotes were not said
    if rules.declaring_optional:
        assert trace.silent is not None
        assert trace.silent.any()
    else:
        assert trace.silent is None


def _way_of_playing(spec: str) -> tuple[object, ...]:
    """What the numba kernel reads of a variant: the play switches and the card tables."""
    from belote_spec.simulation.batch.compiler import play_flags

    rules = load_variant(spec).compile()
    tables = rules.tables
    return (play_flags(rules.variant.rule("play")), tables.power, tables.points, rules.modes)


def _one_spec_per_way_of_playing() -> list[str]:
    seen: dict[tuple[object, ...], str] = {}
    for spec in BATCH_SPECS:
        seen.setdefault(_way_of_playing(spec), spec)
    return list(seen.values())


#: The compiled kernels differ from the Python run only by numba's compilation of the card
#: play: one variant per distinct way of playing covers every kernel the shipped variants
#: compile to.
PLAY_SPECS = _one_spec_per_way_of_playing()


def test_the_numba_specs_cover_every_way_of_playing() -> None:
    ways = {_way_of_playing(spec) for spec in PLAY_SPECS}
    assert ways == {_way_of_playing(spec) for spec in BATCH_SPECS}
    assert len(PLAY_SPECS) < len(BATCH_SPECS)


@pytest.mark.parametrize("spec", SPECS)
def test_the_batch_engine_refuses_only_the_variants_listed_and_says_why(spec: str) -> None:
    rules = rules_of(spec)
    rule = BATCH_REFUSED.get(spec.split("+")[0])
    if rule is None:
        BatchEngine(rules)  # plays it
    else:
        with pytest.raises(BatchUnsupported, match=rule.replace(".", r"\.")):
            BatchEngine(rules)


@pytest.mark.skipif(not numba_available(), reason=missing("numba", "extra fast"))
@pytest.mark.parametrize("spec", sweep(PLAY_SPECS))
def test_numba_and_python_give_the_same_deals(spec: str) -> None:
    rules = rules_of(spec)
    seed = [5, len(spec)]
    a, ta = BatchEngine(rules, "python").trace_deals(DEALS, np.random.default_rng(seed))
    b, tb = BatchEngine(rules, "numba").trace_deals(DEALS, np.random.default_rng(seed))
    assert ta is not None
    assert tb is not None
    for name in a:
        assert np.array_equal(a[name], b[name]), name
    assert np.array_equal(ta.legal, tb.legal)
    assert np.array_equal(ta.played, tb.played)


class _NoBelote:
    """A third-party plugin replacing the belote phase."""

    @hookimpl
    def belote_make_belote(self, variant: Any) -> Any:
        return lambda mode: ()


def test_a_third_party_phase_is_refused_by_name(tmp_path: Path) -> None:
    path = tmp_path / "plugged.yaml"
    path.write_text(
        "title: Plugged\nextends: classic\nrules:\n  plugins: [no-belote]\n", encoding="utf-8"
    )
    rules = load_variant(path).compile(plugins={"no-belote": _NoBelote()})
    with pytest.raises(BatchUnsupported, match="belote phase comes from the plugin 'no-belote'"):
        BatchEngine(rules)


@pytest.mark.parametrize("spec", sweep(BATCH_SPECS))
def test_the_batch_scorer_scores_as_the_reference_scorer(spec: str) -> None:
    """Random scoring rows, carried litige points and every contract the bidding offers
    included, scored by the batch scorer and one by one by the variant's scorer."""
    rules = rules_of(spec)
    engine = BatchEngine(rules, "python")
    scorer = engine.scorer
    rng = np.random.default_rng([3, len(spec)])
    n = 400
    modes = np.flatnonzero([m in rules.modes for m in ("S", "H", "D", "C", "SA", "TA")])
    mode = rng.choice(modes, n)
    total = engine.compiled.totals[mode]
    codes = scorer.bid_codes
    prise = rules.variant.rule("bidding.system") == "prise"
    bid = rng.choice(codes[codes <= 10000] if prise else codes[codes > 0], n)
    if prise and not rules.capot_announce:
        bid = np.zeros(n, np.int64)
    auction = not prise
    contre = rng.integers(0, 3 if auction else 1, n)
    capot = rng.choice([-1, -1, -1, 0, 1], n)
    points_ns = np.where(capot == 0, total, np.where(capot == 1, 0, rng.integers(0, 1, n)))
    points_ns = np.where(capot < 0, rng.integers(0, total + 1), points_ns)
    ann_team = rng.integers(0, 2, n)
    ann = rng.choice([0, 0, 20, 50, 100, 150, 170, 200], n)
    cols = {
        "taker": rng.integers(0, 4, n),
        "mode": mode,
        "bid": bid,
        "contre": contre,
        "points_ns": points_ns,
        "points_ew": total - points_ns,
        "belote_ns": rng.integers(0, 2, n),
        "belote_ew": rng.integers(0, 2, n),
        "annonces_ns": np.where(ann_team == 0, ann, 0),
        "annonces_ew": np.where(ann_team == 1, ann, 0),
        "capot": capot,
        "last": np.where(capot >= 0, capot, rng.integers(0, 2, n)),
        "bidder_all": np.where(bid == BID_GENERALE, rng.integers(0, 2, n), 0),
        "carried": rng.choice([0, 0, 0, 80, 162, 250], n),
    }
    ns, ew, outcome, held = scorer.score(cols)
    from belote_spec.simulation.batch.engine import scorer_arguments

    for i in range(n):
        row = {k: int(v[i]) for k, v in cols.items()}
        contract, points, extras = scorer_arguments(row)
        expected = rules.scorer(contract, points, **extras)
        got = (int(ns[i]), int(ew[i]), int(outcome[i]), int(held[i]))
        assert got == (expected.NS, expected.EW, OUTCOMES[expected.outcome], expected.held), row


@pytest.mark.parametrize("spec", sweep(BATCH_SPECS))
def test_the_batch_game_end_settles_as_the_reference(spec: str) -> None:
    """Random deals near the target, settled on columns and one by one by
    ``Rules.settle_deal`` (the exact last deal, barred winners and ties included)."""
    rules = rules_of(spec)
    engine = BatchEngine(rules, "python")
    table, trace = engine.trace_deals(150, np.random.default_rng([9, len(spec)]))
    assert trace is not None
    idx = np.flatnonzero(table["outcome"] > 0)
    rng = np.random.default_rng([4, len(spec)])
    n = len(idx)
    target = int(rules.variant.rule("game_end.target"))
    before = rng.integers(max(0, target - 400), target + 60, (n, 2))
    before[::7, 1] = before[::7, 0]  # equal totals, for the tie rules
    # the columns the batch scores from: the table's, the last trick and the générale's
    # tricks from the trace
    cols = {
        "taker": table["taker"][idx].astype(np.int64),
        "mode": table["mode"][idx].astype(np.int64),
        "bid": table["bid"][idx].astype(np.int64),
        "contre": table["contre"][idx].astype(np.int64),
        "points_ns": table["points_ns"][idx].astype(np.int64),
        "points_ew": table["points_ew"][idx].astype(np.int64),
        "belote_ns": table["belote_ns"][idx].astype(np.int64),
        "belote_ew": table["belote_ew"][idx].astype(np.int64),
        "annonces_ns": table["annonces_ns"][idx].astype(np.int64),
        "annonces_ew": table["annonces_ew"][idx].astype(np.int64),
        "capot": table["capot"][idx].astype(np.int64),
        "last": trace.last_trick[idx].astype(np.int64),
        "bidder_all": np.zeros(n, np.int64),
        "carried": rng.choice([0, 0, 0, 90, 162], n),
    }
    for k, i in enumerate(idx.tolist()):
        taker = int(table["taker"][i])
        cols["bidder_all"][k] = int(
            table["bid"][i] == BID_GENERALE
            and (trace.winners[i] == taker).all()  # the bidder took every trick
        )
    # totals that the deal just brings over the target, or to equal totals: every end rule
    # (a barred winner, both over, an exact tie, the exact last deal) is reached
    lines, _o, _h, _b, _a = engine.scorer.lines(cols)
    near = rng.integers(-25, 26, (n, 2))
    crossing = np.arange(n) % 3 == 1
    before = np.where(crossing[:, None], np.maximum(target - lines + near, 0), before)
    tied = np.arange(n) % 3 == 2
    before[tied, 1] = np.maximum(before[tied, 0] + lines[tied, 0] - lines[tied, 1], 0)
    line, outcome, held, over, winner, draw = engine.game_end.settle(before, cols)
    from belote_spec.simulation.batch.engine import scorer_arguments

    for k in range(n):
        row = {name: int(v[k]) for name, v in cols.items()}
        contract, points, extras = scorer_arguments(row)
        totals = {"NS": int(before[k, 0]), "EW": int(before[k, 1])}
        score, end = rules.settle_deal(totals, None, contract, points, **extras)
        expected = (
            score.NS,
            score.EW,
            OUTCOMES[score.outcome],
            score.held,
            end.over,
            -1 if end.winner is None else TEAMS.index(end.winner),
            end.draw,
        )
        got = (
            int(line[k, 0]),
            int(line[k, 1]),
            int(outcome[k]),
            int(held[k]),
            bool(over[k]),
            int(winner[k]),
            bool(draw[k]),
        )
        assert got == expected, (row, totals)


def test_empty_and_uneven_batches() -> None:
    engine = BatchEngine(rules_of("classic"))
    empty = engine.play_deals(0, np.random.default_rng(1))
    assert all(len(column) == 0 for column in empty.values())
    deals = engine.play_deals(10_003, np.random.default_rng(1))  # more than one batch
    assert np.array_equal(deals["game"], np.arange(10_003))
    deals, games = engine.play_games(3, np.random.default_rng(1), max_deals=2)
    assert (games["deals"] == 2).all()
    assert not games["finished"].any()  # stopped after two deals, not ended by the rules
    with pytest.raises(ValueError, match="n: got -1"):
        engine.play_deals(-1, np.random.default_rng(1))
    with pytest.raises(TypeError, match=r"rng: got int; expected a numpy\.random\.Generator"):
        engine.play_deals(5, 1)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="backend: got 'fast'"):
        BatchEngine(rules_of("classic"), "fast")  # type: ignore[arg-type]


def test_an_auction_offering_too_many_bids_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "wide.yaml"
    path.write_text(
        "title: Wide\nextends: ffb-contree-2016\nrules:\n  bidding:\n    auction:\n"
        "      floor: 10\n      step: 1\n      ceiling: null\n",
        encoding="utf-8",
    )
    rules = load_variant(path).compile()
    with pytest.raises(BatchUnsupported, match="actions at once"):
        BatchEngine(rules)


#: Auctions that keep seats silent: after a contre only the doubled team speaks (C16, BGA,
#: Pagat), after a capot nobody (Pagat, FFC) or only the bidder's opponents (Pagat's option).
SILENT = [
    "ffb-contree-2016",
    "bga-coinche",
    "pagat-coinche",
    "pagat-coinche+capot-contre",
    "coinche-stephanoise",
]


@pytest.mark.parametrize("spec", SILENT)
def test_the_batch_bidding_leaves_the_silent_seats_silent(spec: str) -> None:
    # The batch walks the bidding graph built from the variant's own state machine: replayed
    # call by call, every call is the next speaker's, the silent seats are skipped, and the
    # calls after a contre or a capot are those the rules allow.
    rules = rules_of(spec)
    auction = rules.variant.rule("bidding.auction")
    _table, trace = BatchEngine(rules, "python").trace_deals(
        DEALS, np.random.default_rng([23, len(spec)])
    )
    assert trace is not None
    silent = 0
    for i in range(DEALS):
        state = rules.bidding.start(int(trace.dealer[i]), None)
        calls = list(trace.bidding[i])
        for action in calls:
            assert state.may_speak(state.to_move)
            silent += len(state.speakers()) < 4
            state.apply(action)
        assert state.done
        if "contre" in calls and auction["after_contre"] == "contred_team":
            after = calls[len(calls) - calls[::-1].index("contre") :]
            if auction["contre_ends_auction"] and not any(a.startswith("bid:") for a in after):
                silent += 1
                assert after in (["pass", "pass"], ["surcontre"], ["pass", "surcontre"]), calls
        capots = [k for k, a in enumerate(calls) if a.startswith("bid:capot:")]
        if capots and auction["after_capot"] == "ends":
            silent += 1
            assert capots == [len(calls) - 1], calls  # nobody speaks after the capot
    assert silent  # the random auctions did reach silent seats


#: Variants whose batch and scalar random play are compared statistically (a prise with
#: annonces, an auction with contre, belote said or not, a générale, a cancelling carré).
AGREEMENT = ["classic", "bridgee", "traditional+carre-de-sept-donne", "pagat-coinche+generale"]


@pytest.mark.slow  # thousands of games each way, compared statistically
@pytest.mark.parametrize(
    ("spec", "random_declarations"),
    [(spec, False) for spec in AGREEMENT] + [("traditional", True), ("club", True)],
)
def test_batch_and_scalar_random_play_agree_statistically(
    spec: str, random_declarations: bool
) -> None:
    """The batch engine and the scalar Simulator play the same random policy (with its
    declarations always made, or drawn), so their rates and means must agree within chance:
    every statistic is compared with the simulation's own tests, at a threshold (p < 0.0001)
    that chance alone crosses about once in 10,000 rows; the seeds are fixed, so the result
    does not change from run to run."""
    from belote_spec import simulate
    from belote_spec.simulation.stats import compare

    how = {"keep_rows": False, "random_declarations": random_declarations}
    batch = simulate(spec, deals=20_000, seed=3, backend="batch", **how)
    scalar = simulate(spec, deals=4_000, seed=4, backend="scalar", **how)
    assert batch.stats.played > 1000
    tested = 0
    for row in compare([batch.stats, scalar.stats]):
        for difference in row.differences:
            if difference is not None and difference.p is not None:
                tested += 1
                assert difference.p > 1e-4, (row.label, difference)
    assert tested >= 10


@pytest.mark.skipif(not numba_available(), reason=missing("numba", "extra fast"))
def test_auto_falls_back_to_python_when_numba_cannot_compile(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import belote_spec.simulation.batch.jit as jit

    assert BatchEngine(rules_of("classic")).backend == "numba"

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("numba cannot compile here")

    monkeypatch.setitem(jit.COMPILED, "deal_batch", broken)
    assert BatchEngine(rules_of("classic")).backend == "python"
    assert BatchEngine(rules_of("classic"), "numpy").backend == "python"  # its former name
    with pytest.raises(RuntimeError):  # asked for by name: the failure is shown
        BatchEngine(rules_of("classic"), "numba").play_deals(1, np.random.default_rng(1))


def test_the_bidding_graph_applies_only_the_calls_a_deal_takes() -> None:
    """An auction state offers thousands of calls (every level of every mode); the graph lists
    them when a state is explored and applies one only when a deal takes it: exploring the
    first state adds no state, following one call adds at most one, and the state it gives is
    the reference's."""
    from belote_spec.simulation.batch.compiler import BiddingGraph

    rules = load_variant("pagat-coinche+sans-atout-tout-atout").compile()
    graph = BiddingGraph(rules.bidding)  # a graph of its own, not the process's shared one
    first = int(graph.start[0, 0])
    before = len(graph)
    graph.expand(np.array([first], np.int64))
    offered = int(graph.count[first])
    assert offered > 100  # passes, then bids at each level in six modes
    assert len(graph) == before
    names = graph.actions
    calls = [names[int(graph.action[first, k])] for k in range(offered)]
    k = calls.index(next(c for c in calls if c != "pass"))
    nxt = int(graph.follow(np.array([first], np.int64), np.array([k], np.int64))[0])
    assert len(graph) <= before + 1
    # the same as the reference state machine after that call
    state = rules.bidding.start(0, 0)
    state.apply(calls[k])
    graph.expand(np.array([nxt], np.int64))
    names = graph.actions
    assert [names[int(graph.action[nxt, j])] for j in range(int(graph.count[nxt]))] == list(
        state.legal()
    )
    # taken again: the same state, nothing applied
    again = graph.follow(np.array([first, first], np.int64), np.array([k, k], np.int64))
    assert again.tolist() == [nxt, nxt]
    assert len(graph) <= before + 1


def test_the_bidding_graph_explores_ahead_the_likely_calls_within_its_budget() -> None:
    """Before a batch, the graph applies the calls the batch is likely to take: a call of a
    start state has a chance of at least 1/16 (a start) times 1/count (calls alike), far
    above 1/(16 * 1000) for 1000 deals, so every one is applied; the calls applied stay
    within the budget (1000), give or take one state's calls."""
    from belote_spec.simulation.batch.compiler import BiddingGraph

    graph = BiddingGraph(rules_of("bridgee").bidding)
    graph.ahead(1000)
    starts = sorted(set(graph.start.ravel().tolist()))
    for s in starts:
        offered = int(graph.count[s])
        assert offered > 1
        assert (graph.target[s, :offered] >= 0).all()
    applied = int((graph.target[: len(graph)] >= 0).sum())
    assert applied <= 1000 + int(graph.count[: len(graph)].max())


def test_each_deal_draws_from_its_own_xoshiro128_stream() -> None:
    """The deal loop's generator is xoshiro128** on four 32-bit words: from the state
    (1, 2, 3, 4) its first draws, worked by hand from the reference algorithm, are
    rotl(2 * 5, 7) * 9 = 11520, then 0 (the second word is 0 after one step), then
    rotl(1029 * 5, 7) * 9 = 5927040."""
    from belote_spec.simulation.batch.deals import below, next32, seed

    state = [0, 0, 0, 0]
    seed(state, [1, 2, 3, 4])
    assert [next32(state) for _ in range(3)] == [11520, 0, 5927040]
    seed(state, [0, 0, 0, 0])  # never all zero: the generator would stay at 0
    assert state != [0, 0, 0, 0]
    # below(count): the draw's top bits scaled to 0 .. count - 1
    seed(state, [1, 2, 3, 4])
    assert [below(state, 10) for _ in range(3)] == [0, 0, 0]  # 11520 / 2**32 * 10 < 1
    assert below([0, 0xFFFFFFFF, 0, 0], 10) in range(10)


def test_a_deal_stopped_for_the_bidding_graph_is_run_again_the_same(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A deal that meets a bidding state not yet explored (or an action not yet applied) is
    stopped, the graph grown, and the deal run again from its own seed: the deals of a fresh
    graph (many such stops) are those of a graph already explored (none)."""
    from belote_spec.simulation.batch import compiler

    rules = rules_of("bridgee")  # an auction: a graph explored as the deals reach it
    monkeypatch.setattr(compiler, "_GRAPHS", {})
    fresh = BatchEngine(rules, "python")
    size = len(fresh.compiled.bidding)
    a, ta = fresh.trace_deals(60, np.random.default_rng(11))
    assert len(fresh.compiled.bidding) > size  # the deals grew it
    again = BatchEngine(rules, "python")
    assert again.compiled.bidding is fresh.compiled.bidding  # shared, explored now
    b, tb = again.trace_deals(60, np.random.default_rng(11))
    assert ta is not None
    assert tb is not None
    for name in a:
        assert np.array_equal(a[name], b[name]), name
    assert ta.bidding == tb.bidding
    assert np.array_equal(ta.played, tb.played)
