"""What a seat infers about the other hands (belote_spec.bots.inference): never the truth excluded,
every sampled deal consistent with every fact, the sampler uniform and complete."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_spec.bots.inference import Fact, InconsistentKnowledge, Knowledge, sample
from belote_spec.cards import SEATS, SUIT_MASKS, cards_to_mask
from belote_spec.engine.game import Game
from belote_spec.engine.observation import ContractView, Observation, TrickView
from belote_spec.engine.rules import Rules

from .conftest import examples, sweep
from .test_batch import PLAY_SPECS, rules_of


def truth(game: Game) -> list[int]:
    """The hands now in playing order, read from the game's private state (the test may; a
    bot may not)."""
    d = game.deal
    if game.phase == "bidding" or d.start_hands is None:
        return [sum(1 << c for c in h) for h in d.dealt.hands]
    return [cards_to_mask(game.hand(s)) for s in game.rules.seating.seats]


def walk(rules: Rules, seed: int, deals: int = 1) -> Iterator[tuple[Game, random.Random]]:
    """Play ``deals`` deals with random legal actions, giving the game at every decision of
    the bidding and the play (the same game object, mutated: use it before the next)."""
    rng = random.Random(seed)
    game = rules.new_game(seed=seed)
    while not game.over and game.deal.number <= deals:
        if game.phase in ("bidding", "play", "capot"):
            yield game, rng
        game.apply(rng.choice(game.legal_actions()))


@pytest.mark.parametrize("spec", sweep(PLAY_SPECS))
def test_the_truth_is_never_excluded(spec: str) -> None:
    """At every decision of random deals, for every seat: the real hands satisfy everything
    the seat's knowledge says, and sampled deals satisfy it too."""
    rules = rules_of(spec)
    checked = 0
    for game, rng in walk(rules, seed=len(spec), deals=3):
        hands = truth(game)
        seating = rules.seating
        for seat in seating.seats:
            k = Knowledge.from_observation(game.observation(seat), rules)
            assert k.consistent(hands), (spec, seat, game.phase, k, hands)
            checked += 1
            if rng.random() < 0.2:
                for world in sample(k, rng, 3):
                    assert k.consistent(world)
                    assert world[seating.index[seat]] == hands[seating.index[seat]]
    assert checked > 100


def test_play_obligations_are_read() -> None:
    """Random deals: some seat is found void in a suit whose cards are still out, from the
    cards it played (the reading is not empty)."""
    voids = 0
    for spec in PLAY_SPECS:
        rules = rules_of(spec)
        for game, _rng in walk(rules, seed=3):
            if game.phase != "play":
                continue
            k = Knowledge.from_observation(game.observation("N"), rules)
            out = k.pool & ~k.known[0]
            for s in range(1, 4):
                for suit in range(4):
                    if out & SUIT_MASKS[suit] and not k.possible[s] & SUIT_MASKS[suit]:
                        voids += 1
    assert voids > 0


def _observation(spec: str, trick: TrickView, hand: str, *, seat: str = "N") -> Observation:
    """A first-trick observation of ``spec`` with hearts trump taken by North."""
    rules = rules_of(spec)
    codes = tuple(hand.split())
    return Observation(
        variant=spec,
        seat=seat,
        phase="play",
        to_move="N",
        deal=1,
        dealer="E",
        hand=codes,
        contract=ContractView("N", "H", 80 if "coinche" in spec else None),
        trick=trick,
        legal=codes,
        rules=rules,
    )


@pytest.mark.parametrize("spec", ["classic", "ffb-coinchee-2015", "club+sous-coupe-interdite"])
def test_a_discard_over_an_opponents_trump_shows_no_higher_trump(spec: str) -> None:
    """W leads the seven of spades, S trumps with the eight of hearts, E (S's opponent)
    discards the seven of clubs: E has no spade; where the variant obliges a player who
    cannot follow to overtrump an opponent, E has no trump above the eight; where it also
    obliges him to undertrump, no trump at all."""
    rules = rules_of(spec)
    play = rules.variant.rule("play")
    assert play["must_trump"] != "never"
    trick = TrickView("W", ("7S", "8H", "7C"))
    obs = _observation(spec, trick, "AS KS TD AD KD QD JD 9D")
    k = Knowledge.from_observation(obs, rules)
    east = 3
    assert not k.possible[east] & SUIT_MASKS[0]
    higher = cards_to_mask("9H TH JH QH KH AH")
    if play["overtrump"] == "required":
        assert not k.possible[east] & higher
    if play["undertrump"] == "required":
        assert not k.possible[east] & cards_to_mask("7H")
    else:
        assert k.possible[east] & cards_to_mask("7H")
    # the partner of the player who trumped may still hold anything but what is seen
    assert k.possible[1] & higher == higher


def test_a_condition_on_the_whole_hand_is_checked_on_every_world() -> None:
    """ffb-equipe-ludique: a player whose partner holds the trick with a trump may trump
    lower, unless he holds only trumps and can go over (play.partner_master_undertrump:
    only_trumps_must_overtrump). E leads a spade, N trumps with the nine of hearts, W follows,
    S trumps under with the seven: S either has no trump above the nine or holds a card of
    another suit, which no card-by-card fact says; every sampled world says it."""
    spec = "ffb-equipe-ludique"
    rules = rules_of(spec)
    assert rules.variant.rule("play.partner_master_undertrump") == "only_trumps_must_overtrump"
    first = TrickView("E", ("7S", "9H", "8S", "7H"), "N")
    obs = replace(
        _observation(spec, TrickView("N", ()), "TC AC TD AD KD QD JD"),
        tricks=(first,),
        trick=None,
    )
    k = Knowledge.from_observation(obs, rules)
    south = 2
    assert [c.seat for c in k.checks] == [south]
    above = cards_to_mask("JH")  # the only trump above the nine
    no_trump = ~SUIT_MASKS[1] & ~SUIT_MASKS[0]
    worlds = sample(k, random.Random(3), 300)
    assert len(worlds) == 300
    for w in worlds:
        assert not w[south] & above or w[south] & no_trump
    # and such worlds exist both ways
    assert any(w[south] & above for w in worlds)


def test_facts_count_and_turned_card() -> None:
    """In a prise, the taker holds the turned card until he plays it; counts follow the
    cards played."""
    rules = rules_of("classic")
    game = rules.new_game(seed=5)
    rng = random.Random(1)
    while game.phase != "play":
        game.apply(rng.choice(game.legal_actions()))
    obs = game.observation("N")
    k = Knowledge.from_observation(obs, rules)
    assert k.count == [8, 8, 8, 8]
    assert obs.turned is not None
    assert obs.contract is not None
    taker = SEATS.index(obs.contract.taker)
    if taker != 0:
        assert k.known[taker] & cards_to_mask(obs.turned)
    game.apply(game.legal_actions()[0])
    k = Knowledge.from_observation(game.observation("N"), rules)
    assert sorted(k.count) == [7, 8, 8, 8]


def test_soft_facts_dropped_when_they_contradict() -> None:
    k = Knowledge.blank([8, 8, 8, 8])
    k.require(0, cards_to_mask("JH 9H"))
    dropped = k.apply(
        [
            Fact.holds("W", cards_to_mask("AH"), "test"),
            Fact.holds("S", cards_to_mask("JH"), "test"),  # North holds it
            Fact.void("E", 1),
            Fact.at_least("S", SUIT_MASKS[1], 6),  # only 4 hearts left for S
        ]
    )
    assert [f.seat for f in dropped] == [2, 2]
    assert k.known[1] & cards_to_mask("AH")
    assert not k.possible[3] & SUIT_MASKS[1]
    with pytest.raises(InconsistentKnowledge):
        k.apply([Fact.lacks("W", cards_to_mask("AH"))], strict=True)
    with pytest.raises(ValueError, match="suit"):
        Fact(0, "void")  # a void needs a suit


def test_sampler_is_uniform() -> None:
    """A small pool (six cards, two seats of two and a stock of two) with a void: the
    sampler's frequencies match the uniform distribution over the deals that fit."""
    pool = cards_to_mask("7S 8S 9S 7H 8H 9H")
    k = Knowledge.blank([0, 2, 0, 2], pool)
    k.set_void(1, 1)  # W has no heart
    k.exclude(3, cards_to_mask("7S"))
    fits = []
    cards = [c for c in range(32) if pool >> c & 1]
    for w in itertools.combinations(cards, 2):
        for e in itertools.combinations([c for c in cards if c not in w], 2):
            hands = [0, sum(1 << c for c in w), 0, sum(1 << c for c in e)]
            if k.consistent(hands):
                fits.append(tuple(hands))
    assert len(fits) > 3
    assert k.deals() == len(fits)
    assert k.feasible()
    n = 6000
    got = Counter(tuple(h) for h in sample(k, random.Random(2), n))
    assert set(got) == set(fits)
    expected = n / len(fits)
    for deal in fits:
        assert abs(got[deal] - expected) < 5 * expected**0.5


@pytest.mark.slow  # over half a second: CI runs it, `tools/check.py --fast` does not
@settings(max_examples=examples(60), deadline=None)
@given(
    st.lists(st.integers(0, 31), min_size=0, max_size=12, unique=True),
    st.lists(st.tuples(st.integers(1, 3), st.integers(0, 3)), max_size=4),
    st.lists(st.tuples(st.integers(1, 3), st.integers(0, 31)), max_size=4),
    st.integers(0, 1000),
)
def test_sampled_worlds_satisfy_every_fact(
    played: list[int], voids: list[tuple[int, int]], held: list[tuple[int, int]], seed: int
) -> None:
    """Random facts over a random pool: whenever a deal fits the card-by-card facts the
    sampler finds some, and every world it returns satisfies every fact and count."""
    pool = (1 << 32) - 1
    for c in played:
        pool &= ~(1 << c)
    n = pool.bit_count()
    counts = [n // 4 + (1 if i < n % 4 else 0) for i in range(4)]
    rng = random.Random(seed)
    try:
        k = Knowledge.blank(counts, pool)
        for seat, suit in voids:
            k.set_void(seat, suit)
        for seat, card in held:
            if pool >> card & 1:
                k.require(seat, 1 << card)
        worlds = sample(k, rng, 5)
    except InconsistentKnowledge:
        return
    assert len(worlds) == 5
    for w in worlds:
        assert k.consistent(w)
        assert [h.bit_count() for h in w] == counts
        for seat, suit in voids:
            assert not w[seat] & SUIT_MASKS[suit]


def test_counting_facts_hold_in_every_world() -> None:
    k = Knowledge.blank([8, 8, 8, 8])
    hearts = SUIT_MASKS[1]
    assert not k.apply([Fact.at_least("W", hearts, 3), Fact.at_most("E", hearts, 1)])
    for w in sample(k, random.Random(4), 200):
        assert (w[1] & hearts).bit_count() >= 3
        assert (w[3] & hearts).bit_count() <= 1
