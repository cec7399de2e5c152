"""Acceptance: seeded random games run to the end under every shipped variant and option.

For every deal: 32 cards are played once each, 8 per player; every card was legal at its
turn; the card points add up to the pack's total as the variant's card tables count it (162,
258 at tout atout; other totals where a rule set changes the sans-atout or tout-atout values),
brought to scale where the variant scales them, or to the capot value at a capot; and every
game ends as the variant says (won, or drawn where the variant draws).

The 10,000 games per variant (1,000 per variant with an option) run on the batch engine
(:mod:`belote_spec.simulation.batch`), whose every phase ``tests/test_batch.py`` replays through the
reference kernels; a sample of batch deals is also checked card by card against the independent
reference of ``tests/reference.py``. The scalar :class:`Simulator` plays fewer games here, with
every check. ``BELOTE_RANDOM_GAMES`` sets the number of games per variant (default 10,000, as
the acceptance asks), ``BELOTE_RANDOM_OPTION_GAMES`` per variant with one of its options
(default 1,000) and ``BELOTE_SCALAR_GAMES`` the scalar games per variant (default 100).
"""

from __future__ import annotations

import os
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_spec import load_variant
from belote_spec.cards import CARDS, FULL_DECK, SUIT_MASKS, mask_to_cards
from belote_spec.engine.random_deals import SimDeal, SimGame, Simulator
from belote_spec.engine.rules import Rules
from belote_spec.engine.tables import MODES, SA, TA
from belote_spec.seating import seating_of
from belote_spec.simulation.batch import BatchEngine

from . import reference
from .conftest import BATCH_SPECS, SPECS, examples, sweep

GAMES = int(os.environ.get("BELOTE_RANDOM_GAMES", "10000"))
#: Games per variant with an option: an option changes a few rules of a variant that already
#: plays its 10,000 games, so fewer games exercise what it changes (the suite must stay fast).
OPTION_GAMES = int(os.environ.get("BELOTE_RANDOM_OPTION_GAMES", str(min(GAMES, 1000))))
#: Games per variant played by the scalar Simulator, with every check (a tenth with an option).
SCALAR_GAMES = int(os.environ.get("BELOTE_SCALAR_GAMES", "100"))
#: Games per variant whose every legal set is compared with tests/reference.py (slower).
REFERENCE_GAMES = 20
#: Batch deals per variant whose every legal set is compared with tests/reference.py.
REFERENCE_DEALS = 100


def _round(numerator: int, denominator: int) -> int:
    return (2 * numerator + denominator) // (2 * denominator)


def _card_total(rules: Rules, mode: int) -> int:
    """The points of the 32 cards in ``mode``, added up from the variant's card tables (the
    rule data, not the compiled tables)."""
    cards = rules.variant.rule("cards")

    def table(name: str) -> int:
        return sum(int(v) for v in cards[name]["points"].values())

    if mode < 4:
        return table("trump") + 3 * table("plain")
    return 4 * table("sans_atout" if mode == SA else "tout_atout")


def _scaling(rules: Rules, mode: int) -> dict[str, object] | None:
    if mode not in (SA, TA):
        return None
    rule = dict(
        rules.variant.rule(
            "scoring.tout_atout_scaling" if mode == TA else "scoring.sans_atout_scaling"
        )
    )
    return rule if rule["enabled"] and rule["scales"] == "card_points" else None


def _scaled(rules: Rules, mode: int, cards: int, der: int, ratio: str = "ratio") -> int:
    """Card points as scored: the cards and the dix de der brought to scale where the variant
    scales this mode (the dix de der with them, or added after)."""
    scaling = _scaling(rules, mode)
    if scaling is None:
        return cards + der
    num, den = scaling[ratio]  # type: ignore[misc]
    if scaling["dix_de_der"] == "added":
        return _round(cards * num, den) + der
    return _round((cards + der) * num, den)


def _capot_points(rules: Rules, mode: int) -> int:
    capot = rules.variant.rule("scoring.capot")
    scaling = _scaling(rules, mode)
    # a flat capot keeps its points, unless the mode counts its capot with the capot's dix de
    # der, scaled (``capot: der_bonus``: bridgée's tout atout)
    bonus = scaling is not None and scaling.get("capot") == "der_bonus"
    if capot["kind"] == "flat" and not bonus:
        return int(capot["points"])
    return _scaled(rules, mode, _card_total(rules, mode), int(capot["dix_de_der"]), "capot_ratio")


def check_against_reference(rules: Rules, deal: SimDeal) -> None:
    """Every legal set equals the one of the independent reference implementation."""
    if deal.contract is None or deal.score is None:
        return
    play = rules.variant.rule("play")
    mode = MODES[deal.contract.mode]
    hands = list(deal.hands)
    trick: list[str] = []
    for seat, card, legal in deal.plays:
        hand = [c.code for c in mask_to_cards(hands[seat])]
        expected = reference.legal_cards(play, hand, trick, mode)
        assert {c.code for c in mask_to_cards(legal)} == expected
        hands[seat] ^= 1 << card
        trick = [] if len(trick) == 3 else [*trick, CARDS[card].code]


def check_deal(rules: Rules, deal: SimDeal) -> None:
    """The per-deal invariants."""
    if deal.score is None:
        return
    assert deal.contract is not None
    mode = deal.contract.mode
    # every card dealt once: the four hands partition the deck, 8 cards each
    assert [h.bit_count() for h in deal.hands] == [8, 8, 8, 8]
    union = 0
    for h in deal.hands:
        assert union & h == 0
        union |= h
    assert union == FULL_DECK
    # 32 cards played once each, 8 per player, each legal at its turn
    assert len(deal.plays) == 32
    assert len({card for _s, card, _l in deal.plays}) == 32
    hands = list(deal.hands)
    per_seat = [0, 0, 0, 0]
    trick: list[int] = []
    for seat, card, legal in deal.plays:
        assert (legal >> card) & 1, "a card outside the legal set was played"
        assert legal & ~hands[seat] == 0, "the legal set holds a card the player lacks"
        if trick:
            led = SUIT_MASKS[trick[0] >> 3]
            if hands[seat] & led:
                assert (1 << card) & led, "a player who could follow suit did not"
        hands[seat] ^= 1 << card
        per_seat[seat] += 1
        trick = [] if len(trick) == 3 else [*trick, card]
    assert per_seat == [8, 8, 8, 8]
    assert hands == [0, 0, 0, 0]
    # raw points add up to the deck total with the dix de der
    der = int(rules.variant.rule("deck.dix_de_der"))
    total = _card_total(rules, mode) + der
    assert deal.points["NS"] + deal.points["EW"] == total
    # card points as scored: the deck total (scaled where the variant scales the mode) or the
    # capot value
    cp = deal.score.card_points
    if deal.score.capot is not None:
        assert cp[deal.score.capot] == _capot_points(rules, mode)
    else:
        assert cp["NS"] + cp["EW"] == _scaled(rules, mode, total - der, der)
    assert deal.score.NS >= 0
    assert deal.score.EW >= 0


def check_game(rules: Rules, game: SimGame) -> None:
    """The game ended as the variant says."""
    assert game.result is not None, "the game did not end"
    end = rules.variant.rule("game_end")
    winner = game.result.winner
    target = int(end["target"])

    def passed(team: str) -> bool:
        return (
            game.totals[team] >= target if end["reach"] == "reach" else game.totals[team] > target
        )

    if game.result.draw:
        # A draw: both teams passed the target on the same deal (game_end.both_over: draw),
        # or with exactly the same score (game_end.tie: draw).
        assert passed("NS")
        assert passed("EW")
        equal = game.totals["NS"] == game.totals["EW"]
        assert end["both_over"] == "draw" or (equal and end["tie"] == "draw")
        assert sum(d.score.NS for d in game.deals if d.score) == game.totals["NS"]
        assert sum(d.score.EW for d in game.deals if d.score) == game.totals["EW"]
        return
    assert winner in ("NS", "EW")
    loser = "EW" if winner == "NS" else "NS"
    # a game of a fixed number of deals (game_end.deals) may end below the target, on its
    # last deal: the higher total wins
    lines = sum(1 for d in game.deals if d.score is not None)
    by_count = end["deals"] is not None and lines >= end["deals"]
    assert passed(winner) or (by_count and game.totals[winner] >= game.totals[loser])
    ahead = game.totals[winner] > game.totals[loser]
    # an exact tie above the target goes to the last deal's winners where the variant says so
    tie_won = game.totals[winner] == game.totals[loser] and end["tie"] == "last_deal_winner"
    assert ahead or tie_won or not passed(loser)
    last = game.deals[-1].score
    assert last is not None
    if end["capot_loser_cannot_win"] and last.capot is not None:
        put_capot = "EW" if last.capot == "NS" else "NS"
        assert winner != put_capot, "a team put capot won on that deal"
    # totals are the sum of the lines
    assert sum(d.score.NS for d in game.deals if d.score) == game.totals["NS"]
    assert sum(d.score.EW for d in game.deals if d.score) == game.totals["EW"]
    if end["result"] == "difference":
        assert game.result.difference == game.totals["NS"] - game.totals["EW"]


_COMPILED: dict[str, Rules] = {}


def compiled(spec: str) -> Rules:
    if spec not in _COMPILED:
        _COMPILED[spec] = load_variant(spec).compile()
    return _COMPILED[spec]


_ENGINES: dict[str, BatchEngine] = {}


def engine(spec: str) -> BatchEngine:
    if spec not in _ENGINES:
        _ENGINES[spec] = BatchEngine(compiled(spec))
    return _ENGINES[spec]


def check_batch_games(rules: Rules, deals: dict[str, Any], games: dict[str, Any]) -> None:
    """The invariants of whole batch games, on the tables (every deal, every game)."""
    end = rules.variant.rule("game_end")
    target = int(end["target"])
    der = int(rules.variant.rule("deck.dix_de_der"))
    n = len(games["game"])
    # every game ended as the variant says
    assert games["finished"].all(), "a game did not end"
    scored = deals["outcome"] > 0
    line_ns = np.bincount(deals["game"], np.where(scored, deals["score_ns"], 0), n)
    line_ew = np.bincount(deals["game"], np.where(scored, deals["score_ew"], 0), n)
    assert np.array_equal(line_ns, games["total_ns"]), "totals are not the sum of the lines"
    assert np.array_equal(line_ew, games["total_ew"])
    assert np.array_equal(np.bincount(deals["game"], minlength=n), games["deals"])
    totals = np.stack([games["total_ns"], games["total_ew"]], axis=1).astype(np.int64)
    passed = totals >= target if end["reach"] == "reach" else totals > target
    draw = games["draw"]
    assert passed[draw].all(), "a drawn game where a team did not pass the target"
    if draw.any():
        equal = totals[draw, 0] == totals[draw, 1]
        assert end["both_over"] == "draw" or (equal.all() and end["tie"] == "draw")
    won = ~draw
    w = games["winner"][won].astype(np.int64)
    assert ((w == 0) | (w == 1)).all(), "a game ended without a winner"
    rows = np.flatnonzero(won)
    # a game of a fixed number of deals (game_end.deals) may end below the target, on its
    # last deal: the higher total wins
    lines = np.bincount(deals["game"], scored.astype(np.int64), n)
    by_count = lines >= end["deals"] if end["deals"] is not None else np.zeros(n, dtype=bool)
    higher = totals[rows, w] >= totals[rows, 1 - w]
    assert (passed[rows, w] | (by_count[rows] & higher)).all(), "the winner did not pass the target"
    ahead = totals[rows, w] > totals[rows, 1 - w]
    tie_won = (totals[rows, w] == totals[rows, 1 - w]) & (end["tie"] == "last_deal_winner")
    assert (ahead | tie_won | ~passed[rows, 1 - w]).all()
    if end["capot_loser_cannot_win"]:
        last = np.flatnonzero(np.diff(np.append(deals["game"], -1)) != 0)  # each game's last
        capot = deals["capot"][last]
        put = np.where(capot >= 0, 1 - capot, -1)
        assert not (games["winner"][deals["game"][last]] == put).any(), "a capot loser won"
    # every deal: the card points add up, scaled where the variant scales, or the capot value
    mode = deals["mode"][scored].astype(np.int64)
    raw = deals["points_ns"][scored].astype(np.int64) + deals["points_ew"][scored]
    expected = np.array([_card_total(rules, m) + der for m in range(6)])
    assert np.array_equal(raw, expected[mode]), "card points do not add up to the pack"
    assert (deals["score_ns"] >= 0).all()
    assert (deals["score_ew"] >= 0).all()
    tricks = deals["tricks_ns"][scored].astype(np.int64) + deals["tricks_ew"][scored]
    assert (tricks == 8).all()
    capot = deals["capot"][scored]
    by_tricks = rules.variant.rule("scoring.capot.by") == "tricks"
    team_tricks = np.where(capot == 0, deals["tricks_ns"][scored], deals["tricks_ew"][scored])
    if by_tricks:
        assert (team_tricks[capot >= 0] == 8).all(), "a capot without every trick"


def check_batch_play(rules: Rules, trace: Any, table: dict[str, Any]) -> None:
    """The card play of traced batch deals: 32 cards once each, 8 per player, every card in
    its legal set, the legal set in the hand, suit followed when possible."""
    played_rows = np.flatnonzero(table["outcome"] > 0)
    hands = trace.hands[played_rows].copy()
    cards = trace.played[played_rows]
    legal = trace.legal[played_rows]
    leader = trace.leader[played_rows].astype(np.int64)
    winners = trace.winners[played_rows]
    n = len(played_rows)
    rows = np.arange(n)
    assert (np.sort(cards, axis=1) == np.arange(32)).all(), "a card was not played exactly once"
    per_seat = np.zeros((n, 4), np.int64)
    one = np.int64(1)
    for t in range(8):
        lead_card = cards[:, 4 * t]
        for p in range(4):
            j = 4 * t + p
            seat = (leader + p) & 3
            hand = hands[rows, seat]
            card = cards[:, j]
            assert ((legal[:, j] >> card) & 1).all(), "a card outside the legal set was played"
            assert (legal[:, j] & ~hand == 0).all(), "the legal set holds a card not in the hand"
            if p:
                led = np.int64(0xFF) << (8 * (lead_card >> 3))
                could = (hand & led) != 0
                assert (~could | (((one << card) & led) != 0)).all(), "suit not followed"
            hands[rows, seat] = hand ^ (one << card)
            per_seat[rows, seat] += 1
        leader = winners[:, t].astype(np.int64)
    assert (per_seat == 8).all()
    assert (hands == 0).all()
    # a sample, card by card, against the independent reference
    play = rules.variant.rule("play")
    for i in range(min(REFERENCE_DEALS, n)):
        mode = MODES[int(table["mode"][played_rows[i]])]
        left = [int(h) for h in trace.hands[played_rows[i]]]
        lead_seat = int(trace.leader[played_rows[i]])
        for t in range(8):
            trick: list[str] = []
            for p in range(4):
                seat = (lead_seat + p) & 3
                hand = [c.code for c in mask_to_cards(left[seat])]
                expected = reference.legal_cards(play, hand, trick, mode)
                assert {c.code for c in mask_to_cards(int(legal[i, 4 * t + p]))} == expected
                card = int(cards[i, 4 * t + p])
                left[seat] ^= 1 << card
                trick.append(CARDS[card].code)
            lead_seat = int(winners[i, t])


@pytest.mark.parametrize("spec", sweep(BATCH_SPECS))
def test_random_games_run_to_the_end(spec: str) -> None:
    rules = compiled(spec)
    count = GAMES if "+" not in spec else OPTION_GAMES
    deals, games = engine(spec).play_games(count, np.random.default_rng([2026, len(spec)]))
    assert len(games["game"]) == count
    check_batch_games(rules, deals, games)
    table, trace = engine(spec).trace_deals(
        max(REFERENCE_DEALS, count // 10), np.random.default_rng([7, len(spec)])
    )
    check_batch_play(rules, trace, table)
    # random play reaches several outcomes (made, dedans, capot, litige) — except where a
    # générale can be bid: uniformly random calls then climb to it, and random cards never
    # make it, so every deal is a failed générale
    codes = {1: "made", 2: "dedans", 3: "litige", 4: "capot"}
    outcomes = {codes[int(c)] for c in np.unique(deals["outcome"]) if c > 0}
    auction = rules.variant.rule("bidding.system") == "auction"
    if auction and rules.variant.rule("bidding.auction.generale"):
        assert outcomes <= {"dedans", "capot", "made"}, outcomes
    else:
        assert len(outcomes) >= 2, outcomes


#: The shipped specs whose table the fast Simulator plays (four players in two teams); the
#: others (three and two players each for himself) are played through the public Game below.
SIMULATED = [s for s in SPECS if seating_of(load_variant(s)).classic]
OTHER_TABLES = [s for s in SPECS if s not in SIMULATED]


def test_the_other_tables_are_the_three_and_two_player_variants() -> None:
    assert {s.split("+")[0] for s in OTHER_TABLES} == {"belote-a-trois", "belote-a-deux"}


@pytest.mark.parametrize("spec", OTHER_TABLES)
def test_games_at_three_and_two_players_run_to_the_end(spec: str) -> None:
    """Random legal actions to the end of the game: every deal scored plays each dealt card
    once, in tricks of one card per player, hand-size tricks; the card points counted are
    the tricks' points and the dix de der, 162 where every card is dealt (24 cards at
    three, a suit contract); the winner is a player."""
    import random

    rules = compiled(spec)
    seating = rules.seating
    for seed in range(4):
        game = rules.new_game(seed=seed)
        rng = random.Random(seed)
        while not game.over:
            game.apply(rng.choice(game.legal_actions()))
        scored = 0
        for deal in game.to_record()["deals"]:
            if deal["status"] != "scored":
                continue
            scored += 1
            tricks = deal["tricks"]
            played = [c for t in tricks for c in t["cards"]]
            assert len(tricks) == seating.hand_size
            assert all(len(t["cards"]) == seating.players for t in tricks)
            assert len(set(played)) == len(played) == seating.players * seating.hand_size
            assert sorted(played) == sorted(c for h in deal["hands"].values() for c in h)
            raw = deal["score"]["raw_points"]
            assert set(raw) == set(seating.seats)
            der = int(rules.variant.rule("deck.dix_de_der"))
            assert sum(raw.values()) == sum(t["points"] for t in tricks) + der
            every_card = seating.players * seating.hand_size == seating.deck_mask.bit_count()
            if every_card and deal["contract"]["trump"] in "SHDC":
                assert sum(raw.values()) == 162
        assert scored
        assert game.result is not None
        assert game.result.winner in seating.seats


@pytest.mark.parametrize("spec", sweep(SIMULATED))
def test_scalar_random_games_run_to_the_end(spec: str) -> None:
    rules = compiled(spec)
    sim = Simulator(rules)
    for seed in range(SCALAR_GAMES if "+" not in spec else max(1, SCALAR_GAMES // 10)):
        game = sim.game(seed)
        for deal in game.deals:
            check_deal(rules, deal)
            if seed < REFERENCE_GAMES:
                check_against_reference(rules, deal)
        check_game(rules, game)


@pytest.mark.parametrize("spec", sweep(BATCH_SPECS))
@settings(max_examples=examples(5), deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_batch_game_properties_with_hypothesis(spec: str, seed: int) -> None:
    rules = compiled(spec)
    deals, games = engine(spec).play_games(20, np.random.default_rng(seed))
    check_batch_games(rules, deals, games)


@pytest.mark.parametrize("spec", sweep(SIMULATED))
@settings(max_examples=examples(5), deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_random_game_properties_with_hypothesis(spec: str, seed: int) -> None:
    rules = compiled(spec)
    game = Simulator(rules).game(seed)
    for deal in game.deals:
        check_deal(rules, deal)
        check_against_reference(rules, deal)
    check_game(rules, game)


@pytest.mark.parametrize("spec", ["classic", "club+vache+tout-atout", "bridgee"])
def test_public_game_api_agrees_with_the_invariants(spec: str) -> None:
    import random

    rules = compiled(spec)
    for seed in range(20):
        game = rules.new_game(seed=seed)
        rng = random.Random(seed)
        while not game.over:
            game.apply(rng.choice(game.legal_actions()))
        record: dict[str, Any] = game.to_record()
        for deal in record["deals"]:
            if deal["status"] != "scored":
                continue
            played = [c for t in deal["tricks"] for c in t["cards"]]
            assert sorted(played) == sorted(c for h in deal["hands"].values() for c in h)
            assert len(set(played)) == 32
        assert game.result is not None
        assert game.result.winner in ("NS", "EW")
