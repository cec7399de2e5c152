"""Dealing: first dealer, cut, patterns, turned card, completion, next deck (000, 002, 003, 004)."""

from __future__ import annotations

import random

import pytest

from belote_spec import load_variant
from belote_spec.engine.deal import Dealer

N, W, S, E = range(4)


def dealer_of(spec: str) -> Dealer:
    return load_variant(spec).compile().dealer


def test_classic_deals_three_then_two_from_the_dealers_right() -> None:
    # 002 « La donne et la prise »: three then two cards each, starting with the next player,
    # then the top card is turned.
    d = dealer_of("classic")
    deck = list(range(32))
    dealt = d.deal(deck, N, "3-2")
    assert dealt.hands[W] == [0, 1, 2, 12, 13]
    assert dealt.hands[S] == [3, 4, 5, 14, 15]
    assert dealt.hands[E] == [6, 7, 8, 16, 17]
    assert dealt.hands[N] == [9, 10, 11, 18, 19]
    assert dealt.turned == 20
    assert dealt.rest == list(range(21, 32))


def test_club_may_deal_two_then_three() -> None:
    # 000 « La donne »: 3 then 2, or 2 then 3.
    d = dealer_of("club")
    assert d.patterns == ("3-2", "2-3")
    dealt = d.deal(list(range(32)), N, "2-3")
    assert dealt.hands[W] == [0, 1, 8, 9, 10]


def test_completion_gives_the_taker_the_turned_card_and_two() -> None:
    # 002/003: the taker gets the turned card and two more, the others three, from the
    # dealer's right.
    d = dealer_of("classic")
    dealt = d.deal(list(range(32)), N, "3-2")
    hands = d.complete(dealt, S, N)
    assert [len(h) for h in hands] == [8, 8, 8, 8]
    assert hands[S][5] == 20  # the turned card
    assert hands[W][5:] == [21, 22, 23]
    assert hands[S][6:] == [24, 25]
    assert hands[E][5:] == [26, 27, 28]
    assert hands[N][5:] == [29, 30, 31]
    assert sorted(c for h in hands for c in h) == list(range(32))


def test_bridgee_deals_eight_each_without_a_turned_card() -> None:
    # 004 « Distribution des cartes »: 8 cards each, no turned card.
    d = dealer_of("bridgee")
    dealt = d.deal(list(range(32)), E, "8")
    assert dealt.turned is None
    assert [len(h) for h in dealt.hands] == [8, 8, 8, 8]
    assert dealt.hands[N] == list(range(8))  # N is after E


@pytest.mark.parametrize(
    ("spec", "completes"),
    [
        ("classic", True),  # 002: five cards and a turned card, the rest after the prise
        ("club", True),
        ("bridgee", False),  # 004: eight cards each before the auction
        ("ffb-contree-2016", False),  # three packets, eight cards each
    ],
)
def test_whether_cards_are_dealt_after_the_bidding(spec: str, completes: bool) -> None:
    """The completion counts are inherited from the base by every variant; they mean
    something only where the first round leaves cards to deal (a turned card, or packets of
    fewer than eight cards), and each such deal has a rest to complete from."""
    d = dealer_of(spec)
    assert d.completes_after_bidding is completes
    dealt = d.deal(list(range(32)), N, d.patterns[0])
    assert bool(dealt.rest) is completes


def test_cut_leaves_at_least_two_cards_in_each_packet() -> None:
    # 000/003: cut by the player on the dealer's left, at least two cards each packet.
    d = dealer_of("traditional")
    rng = random.Random(1)
    seen = set()
    for _ in range(2000):
        deck, k = d.cut(list(range(32)), rng)
        assert 2 <= k <= 30
        assert deck == list(range(k, 32)) + list(range(k))
        seen.add(k)
    assert min(seen) == 2
    assert max(seen) == 30


def test_lowest_card_deals_first() -> None:
    # 003: each player draws, the lowest card deals (« la plus petite fait »); a tie draws again.
    d = dealer_of("traditional")
    single_rounds = 0
    for seed in range(200):
        seat, draws = d.first_dealer(random.Random(seed))
        if len(draws) != 4:
            continue  # a tie for the lowest card: the tied players drew again
        single_rounds += 1
        ranks = {s: card & 7 for s, card in draws}
        assert ranks[seat] < min(r for s, r in ranks.items() if s != seat)
    assert single_rounds > 100


def test_random_first_dealer_is_any_seat() -> None:
    d = dealer_of("classic")
    seats = {d.first_dealer(random.Random(s))[0] for s in range(100)}
    assert seats == {0, 1, 2, 3}


def test_next_dealer_is_the_dealers_right() -> None:
    d = dealer_of("classic")
    assert [d.next_dealer(s) for s in range(4)] == [W, S, E, N]


@pytest.mark.parametrize(
    ("spec", "passed", "shuffled"),
    [
        ("classic", 10, False),  # never shuffled between deals (000, 003)
        ("club", 3, False),
        ("club", 4, True),  # 000: reshuffled after 4 deals without a taker
        ("bridgee", 0, True),  # a documented choice: the software deals a new pack
    ],
)
def test_next_deck(spec: str, passed: int, shuffled: bool) -> None:
    d = dealer_of(spec)
    gathered = list(range(32))
    deck, did = d.next_deck(gathered, passed, random.Random(0))
    assert did is shuffled
    assert (deck == gathered) is (not shuffled)
    assert sorted(deck) == gathered


def test_unshuffled_game_deals_from_the_gathered_tricks() -> None:
    rules = load_variant("classic").compile()
    game = rules.new_game(seed=9, dealer="N")
    rng = random.Random(9)
    while len(game.deals) < 2:
        game.apply(rng.choice(game.legal_actions()))
    first, second = game.deals[0], game.deals[1]
    if first.status == "scored":
        assert first.tricks is not None
        gathered = [c for t in first.tricks for c in t["cards"]]
        from belote_spec.cards import parse_card

        cut = second.cut
        expected = [int(parse_card(c)) for c in gathered]
        assert second.deck == expected[cut:] + expected[:cut]
        assert second.shuffled is False


def test_misdeal_penalty_or_redeal() -> None:
    # 003 « La donne »: either the opponents score 162 and the deal passes, or no penalty and
    # the same dealer deals again.
    penalty = load_variant("traditional+fausse-donne").compile().misdeal("N")
    assert penalty == {"line": {"NS": 0, "EW": 162}, "next_dealer": "W"}
    redeal = load_variant("traditional").compile().misdeal("N")
    assert redeal == {"line": {"NS": 0, "EW": 0}, "next_dealer": "N"}
