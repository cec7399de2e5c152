"""Acceptance: seeded random games run to the end under every shipped variant and option.

For every deal: 32 cards are played once each, 8 per player; every card was legal at its
turn; the card points add up to the pack's total as the variant's card tables count it (162,
258 at tout atout; other totals where a rule set changes the sans-atout or tout-atout values),
brought to scale where the variant scales them, or to the capot value at a capot; and every
game ends as the variant says (won, or drawn where the variant draws). ``BELOTE_RANDOM_GAMES``
sets the number of games per variant (default 10,000, as the acceptance asks) and
``BELOTE_RANDOM_OPTION_GAMES`` per variant with one of its options (default 1,000).
"""

from __future__ import annotations

import os
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_spec import load_variant
from belote_spec.cards import CARDS, FULL_DECK, SUIT_MASKS, mask_to_cards
from belote_spec.engine.rules import Rules
from belote_spec.engine.simulate import SimDeal, SimGame, Simulator
from belote_spec.engine.tables import MODES, SA, TA

from . import reference
from .conftest import SPECS

GAMES = int(os.environ.get("BELOTE_RANDOM_GAMES", "10000"))
#: Games per variant with an option: an option changes a few rules of a variant that already
#: plays its 10,000 games, so fewer games exercise what it changes (the suite must stay fast).
OPTION_GAMES = int(os.environ.get("BELOTE_RANDOM_OPTION_GAMES", str(min(GAMES, 1000))))
#: Games per variant whose every legal set is compared with tests/reference.py (slower).
REFERENCE_GAMES = 200


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
    if capot["kind"] == "flat":
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
    if end["reach"] == "reach":
        assert game.totals[winner] >= target
    else:
        assert game.totals[winner] > target
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


@pytest.mark.parametrize("spec", SPECS)
def test_random_games_run_to_the_end(spec: str) -> None:
    rules = compiled(spec)
    sim = Simulator(rules)
    outcomes: dict[str, int] = {}
    for seed in range(GAMES if "+" not in spec else OPTION_GAMES):
        game = sim.game(seed)
        for deal in game.deals:
            check_deal(rules, deal)
            if seed < REFERENCE_GAMES:
                check_against_reference(rules, deal)
            if deal.score is not None:
                outcomes[deal.score.outcome] = outcomes.get(deal.score.outcome, 0) + 1
        check_game(rules, game)
    # random play reaches several outcomes (made, dedans, capot, litige) — except where a
    # générale can be bid: uniformly random calls then climb to it, and random cards never
    # make it, so every deal is a failed générale
    auction = rules.variant.rule("bidding.system") == "auction"
    if auction and rules.variant.rule("bidding.auction.generale"):
        assert set(outcomes) <= {"dedans", "capot", "made"}, outcomes
    else:
        assert len(outcomes) >= 2, outcomes


@pytest.mark.parametrize("spec", SPECS)
@settings(max_examples=25, deadline=None)
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
