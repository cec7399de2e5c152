"""The model of the other players' bidding (belote_spec.bots.auction_model) and the search bot's
use of it: the rest of an auction played out, the deals that agree with the calls made, and
calls that keep to the bidding conventions of 004 (« Signalisation aux enchères »: a trump
named with its jack or its nine not alone, odd bids showing jack and nine, the sans-atout
ladder)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from belote_spec.bots import HeuristicBot
from belote_spec.bots.auction_model import (
    bidding_distance,
    call_distance,
    consistent_worlds,
    replay,
    rollout,
)
from belote_spec.bots.conventions import NO_CONVENTIONS, call_tells_truth
from belote_spec.bots.search import SearchBot, _sure_gain
from belote_spec.cards import cards_to_mask
from belote_spec.engine.game import Game
from belote_spec.engine.observation import Observation
from belote_spec.engine.rules import Rules

from .test_batch import rules_of

#: An auction, an auction with sans atout and tout atout, a two-round prise.
SPECS = ("ffb-contree-2016", "ffb-coinchee-2015+sans-atout-tout-atout", "classic")


def _dealt(game: Game) -> list[int]:
    """The cards each seat was dealt for the bidding, as bitsets."""
    return [cards_to_mask(h) for h in game.deal.dealt.hands]


def _heuristic_auction(rules: Rules, seed: int) -> tuple[Game, list[str]]:
    """A game whose first bidding the heuristic bot makes for every seat; the calls."""
    game = rules.new_game(seed=seed)
    bot = HeuristicBot(0)
    calls = []
    while game.phase == "bidding" and game.deal.number == 1:
        seat = game.to_move
        assert seat is not None
        action = bot.act(game.observation(seat))
        calls.append(action)
        game.apply(action)
    return game, calls


@pytest.mark.parametrize("spec", SPECS)
@pytest.mark.parametrize("seed", range(12))
def test_a_rollout_with_the_true_hands_is_the_auction_the_policy_makes(
    spec: str, seed: int
) -> None:
    """From the first call, played out with the hands really dealt and the heuristic bot at
    every seat, the rollout ends in the very contract the game reached with those bots."""
    rules = rules_of(spec)
    game, calls = _heuristic_auction(rules, seed)
    first = rules.new_game(seed=seed)
    obs = first.observation(first.to_move or "N")
    contract = rollout(rules, obs, _dealt(first), calls[0], HeuristicBot(0))
    reached = game.deals[0].contract
    if reached is None:
        assert contract is None
    else:
        assert contract is not None
        assert (contract.taker, contract.mode, contract.bid, contract.contre) == (
            reached.taker,
            reached.mode,
            reached.bid,
            reached.contre,
        )


@pytest.mark.parametrize("spec", SPECS)
@pytest.mark.parametrize("seed", range(8))
def test_the_true_deal_is_at_distance_zero_and_kept(spec: str, seed: int) -> None:
    """When every seat bid as the policy does, the deal really dealt is 0 away from the
    calls, and it is among the deals kept from a pool that holds it (the closest deals, the
    earlier first between equals)."""
    rules = rules_of(spec)
    bot = HeuristicBot(0)
    _game, calls = _heuristic_auction(rules, seed)
    game = rules.new_game(seed=seed)
    for action in calls[: min(3, len(calls) - 1)]:  # up to three calls, the bidding still on
        game.apply(action)
    assert game.phase == "bidding"
    assert game.to_move is not None
    obs = game.observation(game.to_move)
    true = _dealt(game)
    assert bidding_distance(rules, obs, true, bot) == 0.0
    # Deals that give the other seats' cards at random, the true deal hidden among them.
    rng = random.Random(seed)
    me = obs.seat_index
    unseen = [c for s in range(4) if s != me for c in range(32) if true[s] >> c & 1]
    pool = []
    for _ in range(30):
        rng.shuffle(unseen)
        hands, pos = [0, 0, 0, 0], 0
        for s in range(4):
            if s == me:
                hands[s] = true[s]
                continue
            n = true[s].bit_count()
            hands[s] = cards_to_mask(unseen[pos : pos + n])
            pos += n
        pool.append(hands)
    pool.insert(17, list(true))
    kept = consistent_worlds(rules, obs, pool, 5, bot)
    distances = [bidding_distance(rules, obs, w, bot) for w in kept]
    # Kept, unless five deals drawn before it agree with the calls as well as it does.
    assert true in kept or distances == [0.0] * 5
    assert distances == sorted(distances)
    left = [bidding_distance(rules, obs, w, bot) for w in pool if w not in kept]
    assert max(distances) <= min(left)


def test_call_distance() -> None:
    assert call_distance("pass", "pass") == 0.0
    assert call_distance("bid:90:H", "bid:80:H") == 0.5
    assert call_distance("bid:120:H", "bid:80:H") == 1.0
    assert call_distance("bid:80:S", "bid:80:H") == 1.0
    assert call_distance("contre", "pass") == 1.0


def test_replay_refuses_an_auction_the_rules_cannot_make() -> None:
    rules = rules_of("ffb-contree-2016")
    game = rules.new_game(seed=1)
    obs = game.observation(game.to_move or "N")
    bad = replace(obs, bidding=(("W", "bid:80:H"), ("S", "bid:70:H")))
    assert replay(rules, bad) is None
    assert rollout(rules, bad, _dealt(game), "pass", HeuristicBot(0)) is None


@pytest.mark.parametrize(
    ("hand", "call", "truthful"),
    [
        # 004: a trump is named with its jack, or with its nine and another trump.
        ("QH KH AH AS AC 7D 8D 9C", "bid:80:H", False),
        ("JH 7H AS AC 7D 8D 9C TS", "bid:80:H", True),
        ("9H 7H AS AC 7D 8D 9C TS", "bid:80:H", True),
        # 004: an odd bid (90, 110…) shows the jack and the nine; an even one denies one.
        ("JH 7H AS AC 7D 8D 9C TS", "bid:90:H", False),
        ("JH 9H AS AC 7D 8D 9C TS", "bid:90:H", True),
        ("JH 9H AS AC 7D 8D 9C TS", "bid:80:H", False),
        # 004: sans atout 80, 90, 100 with two, three, four aces.
        ("AH AS AC 7D 8D 9C TS KS", "bid:90:SA", True),
        ("AH AS 7C 7D 8D 9C TS KS", "bid:90:SA", False),
        ("AH AS 7C 7D 8D 9C TS KS", "pass", True),
    ],
)
def test_a_call_tells_the_truth_by_the_bidding_conventions(
    hand: str, call: str, truthful: bool
) -> None:
    mask = cards_to_mask(hand)
    assert call_tells_truth((), "N", call, mask) is truthful
    assert call_tells_truth((), "N", call, mask, NO_CONVENTIONS) is True


def test_raising_the_partner_s_suit_need_not_name_it_again() -> None:
    """The trump honour is read from whoever names the suit first for his team (004), so
    the partner raising hearts without its jack or nine tells no lie; the parity still
    holds of his bid."""
    mask = cards_to_mask("AH TH AS AC 7D 8D 9C TS")
    opened = (("N", "bid:90:H"), ("W", "pass"))
    assert call_tells_truth(opened, "S", "bid:100:H", mask)
    assert not call_tells_truth(opened, "S", "bid:110:H", mask)
    assert not call_tells_truth((("W", "bid:90:H"),), "S", "bid:100:H", mask)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(2))
def test_the_search_bot_bids_only_what_its_conventions_allow(seed: int) -> None:
    """Every bid of the search bot that is not the policy's own tells the truth by the
    profile's conventions (the partner reads it so). Three worlds per call are enough for the
    bot to leave the policy's call in each of these auctions (the test says so: a run where it
    never does would check nothing)."""
    rules = rules_of("ffb-contree-2016")
    game = rules.new_game(seed=seed)
    bot = SearchBot(seed, worlds=2, bid_worlds=3)
    own = 0
    while game.phase == "bidding" and game.deal.number == 1:
        seat = game.to_move
        assert seat is not None
        obs = game.observation(seat)
        action = bot.act(obs)
        assert action in obs.legal
        if action != bot.policy.act(obs):
            own += 1
            assert call_tells_truth(obs.bidding, seat, action, obs.hand_mask, bot.profile)
        game.apply(action)
    assert own > 0, "the bot made only the policy's calls: nothing was checked"


def test_a_gain_is_sure_only_beyond_its_noise() -> None:
    base = [0.0] * 8
    steady = [30.0] * 8
    noisy = [250.0, -200.0, 240.0, -190.0, 260.0, -210.0, 230.0, -200.0]
    assert _sure_gain(steady, base, 1.0) == pytest.approx(30.0)
    assert sum(noisy) / 8 > 20
    assert _sure_gain(noisy, base, 1.0) < 0
    assert _sure_gain(noisy, base, 0.0) == pytest.approx(sum(noisy) / 8)


def test_the_margins_are_cautious_against_players_the_policy_does_not_model() -> None:
    """Against opponents read by the bot's own profile, the policy models their calls: the
    usual margins. Against others (``opponents=NO_CONVENTIONS``: players of unknown
    conventions) the rollouts of the auction are biased as well as noisy: larger margins."""
    from belote_spec.bots.conventions import DOCUMENTS

    usual = (SearchBot.BID_MARGIN, SearchBot.CONTRE_MARGIN, SearchBot.CONFIDENCE)
    cautious = (
        SearchBot.CAUTIOUS_BID_MARGIN,
        SearchBot.CAUTIOUS_CONTRE_MARGIN,
        SearchBot.CAUTIOUS_CONFIDENCE,
    )
    assert all(c > u for c, u in zip(cautious, usual, strict=True))

    def margins(bot: SearchBot) -> tuple[float, float, float]:
        return (bot.bid_margin, bot.contre_margin, bot.confidence)

    assert margins(SearchBot(1)) == usual
    assert margins(SearchBot(1, opponents=DOCUMENTS)) == usual
    assert margins(SearchBot(1, opponents=NO_CONVENTIONS)) == cautious
    assert margins(SearchBot(1, profile=NO_CONVENTIONS)) == usual  # read as they bid
    given = SearchBot(1, opponents=NO_CONVENTIONS, bid_margin=0, contre_margin=5, confidence=0)
    assert margins(given) == (0.0, 5.0, 0.0)


@pytest.mark.parametrize(
    ("value", "error"),
    [
        (-1, ValueError),
        (float("nan"), ValueError),
        (float("inf"), ValueError),
        ("30", TypeError),
        (True, TypeError),
    ],
)
@pytest.mark.parametrize("name", ["bid_margin", "contre_margin", "confidence"])
def test_a_margin_that_is_not_a_number_of_points_is_refused_at_once(
    name: str, value: object, error: type[Exception]
) -> None:
    with pytest.raises(error, match=f"^{name}: "):
        SearchBot(1, **{name: value})  # type: ignore[arg-type]


@pytest.mark.slow
def test_the_margin_decides_whether_the_policy_s_call_is_left() -> None:
    """With margins no gain can beat, every call is the policy's; with none, the bot leaves
    the policy's call somewhere in the same auctions (the gain it weighs is then taken as it
    comes)."""
    rules = rules_of("ffb-contree-2016")
    never = {"bid_margin": 1e9, "contre_margin": 1e9}
    always = {"bid_margin": 0.0, "contre_margin": 0.0, "confidence": 0.0}
    left = 0
    for seed in range(3):
        game = rules.new_game(seed=seed)
        strict = SearchBot(seed, worlds=2, bid_worlds=3, **never)
        eager = SearchBot(seed, worlds=2, bid_worlds=3, **always)
        while game.phase == "bidding" and game.deal.number == 1:
            seat = game.to_move
            assert seat is not None
            obs = game.observation(seat)
            model = strict.policy.act(obs)
            if seed == 0:  # one whole auction is enough to see the strict bot never leave it
                assert strict.act(obs) == model
            if not left:
                left += eager.act(obs) != model
            game.apply(model)
        if left and seed > 0:
            break
    assert left > 0


def test_a_policy_that_is_not_a_bot_is_refused_at_once() -> None:
    with pytest.raises(TypeError, match="policy: expected a bot"):
        SearchBot(1, policy=object())  # type: ignore[arg-type]


def test_a_bidding_the_rules_cannot_replay_falls_back_to_the_policy() -> None:
    """An observation whose bidding the variant cannot make (read from a file, say): the
    bot makes its model's call rather than fail."""
    rules = rules_of("ffb-contree-2016")
    game = rules.new_game(seed=3)
    obs = game.observation(game.to_move or "N")
    bad = replace(obs, bidding=(("W", "bid:80:H"), ("S", "bid:70:H")))
    bot = SearchBot(1, bid_worlds=2)
    assert bot.act(bad) == bot.policy.act(bad)


def _distances(rules: Rules, obs: Observation, worlds: list[list[int]]) -> list[float]:
    """How far each deal (the hands now) is from the calls, with the cards played since the
    bidding given back to their players."""
    played = obs.played_by_seat
    return [
        bidding_distance(
            rules, obs, [h | p for h, p in zip(w, played, strict=True)], HeuristicBot()
        )
        for w in worlds
    ]


@pytest.mark.parametrize("seed", range(4))
def test_the_card_play_keeps_the_deals_closest_to_the_calls_where_all_is_dealt_first(
    seed: int,
) -> None:
    """In a contrée every card is dealt before the auction, so the deals a card is valued in
    are drawn and then kept closest to the other seats' calls (the hands they bid with: the
    hands now and the cards played since); in a prise, part of the hands is dealt after the
    bidding, and the deals are drawn alone."""
    for spec, filtered in (("ffb-contree-2016", True), ("classic", False)):
        rules = rules_of(spec)
        game, _calls = _heuristic_auction(rules, seed)
        # the auction done, into the second trick (the filter gives the cards played back)
        played = 0
        while played < 5 and not game.over and game.deal.number == 1:
            seat = game.to_move
            assert seat is not None
            played += game.phase == "play"
            game.apply(HeuristicBot(0).act(game.observation(seat)))
        if game.phase != "play":
            continue
        obs = replace(game.observation(game.to_move or "N"), rules=rules)
        kept = SearchBot(seed, worlds=6)._play_worlds(obs, rules)
        plain = SearchBot(seed, worlds=6)
        plain.WORLD_POOL = 1
        drawn = plain._play_worlds(obs, rules)
        if not filtered:
            assert kept == drawn
            continue
        far, near = _distances(rules, obs, drawn), _distances(rules, obs, kept)
        assert len(kept) == 6
        assert kept != drawn or max(far) == 0.0  # the filter was at work
        assert sum(near) <= sum(far)
        assert near == sorted(near)
