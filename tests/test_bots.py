"""Bots: legal actions only, determinism, the documents' conventions, hand evaluation, and the
heuristic beating random play."""

from __future__ import annotations

import json
import warnings
from collections.abc import Mapping, Sequence

import pytest

from belote_spec import load_variant
from belote_spec.bots import (
    Bot,
    HeuristicBot,
    MatchResult,
    RandomBot,
    estimate_tricks,
    match,
    play_game,
)
from belote_spec.cards import SEATS, parse_cards
from belote_spec.engine.game import Game
from belote_spec.engine.observation import Observation
from belote_spec.engine.rules import Rules

_RULES: dict[str, Rules] = {}


def rules_of(spec: str) -> Rules:
    if spec not in _RULES:
        _RULES[spec] = load_variant(spec).compile()
    return _RULES[spec]


def scripted(
    spec: str,
    hands: Mapping[str, str],
    *,
    turned: str | None = None,
    taker: str = "N",
    actions: Sequence[str] = (),
    dealer: str = "E",
) -> Game:
    """A game whose first deal gives each seat the 8 cards of ``hands`` (the taker's include
    the turned card), after ``actions`` have been applied."""
    rules = rules_of(spec)
    dealer_index = SEATS.index(dealer)
    pattern = rules.dealer.patterns[0]
    probe = rules.dealer.deal(list(range(32)), dealer_index, pattern)
    positions = rules.dealer.complete(probe, SEATS.index(taker), dealer_index)
    deck = [-1] * 32
    for seat, slots in zip(SEATS, positions, strict=True):
        cards = [int(c) for c in parse_cards(hands[seat])]
        assert len(cards) == 8, seat
        if probe.turned is not None and seat == taker:
            assert turned is not None
            card = int(parse_cards(turned)[0])
            cards.remove(card)
            deck[probe.turned] = card
            slots = [s for s in slots if s != probe.turned]
        for slot, card in zip(slots, cards, strict=True):
            deck[slot] = card
    assert sorted(deck) == list(range(32))
    game = Game(rules, dealer=dealer, script=[(deck, pattern, 0, False)])
    for action in actions:
        game.apply(action)
    return game


def act(bot: Bot, game: Game) -> str:
    """The bot's action for the seat to move, from that seat's observation."""
    seat = game.to_move
    assert seat is not None
    return bot.act(game.observation(seat))


# ----------------------------------------------------------------------------- legality

VARIANTS = (
    "classic",
    "club",
    "traditional",
    "bridgee",
    "club+vache+sans-atout+tout-atout",
    "traditional+capot-demande",
    "club+belote-prenable",
    "classic+sans-annonces",
)


@pytest.mark.parametrize("spec", VARIANTS)
def test_bots_only_return_legal_actions(spec: str) -> None:
    rules = rules_of(spec)
    phases: set[str] = set()
    for seed in range(6):
        # heuristic vs random, then heuristic vs itself
        bots: list[Bot] = (
            [HeuristicBot(seed), RandomBot(seed + 1), HeuristicBot(seed + 2), RandomBot(seed + 3)]
            if seed % 2 == 0
            else [HeuristicBot(seed + i) for i in range(4)]
        )
        game = rules.new_game(seed=seed)
        while not game.over:
            seat = game.to_move
            assert seat is not None
            legal = game.legal_actions()
            action = bots[SEATS.index(seat)].act(game.observation(seat))
            assert action in legal, (spec, game.phase, action, legal)
            phases.add(game.phase)
            game.apply(action)
        assert game.result is not None
    assert {"bidding", "play"} <= phases


def test_capot_phase_reached_and_answered() -> None:
    hands = {
        "N": "JH 9H AH TH KH AS AC AD",
        "W": "7S 8S 9S 7H 8H 9D TD JD",
        "S": "QH TC 9C JC QD KD TS QS",
        "E": "JS KS 7D 8D 7C 8C QC KC",
    }
    game = scripted("traditional+capot-demande", hands, turned="JH", actions=["take:H"])
    assert game.phase == "capot"
    assert act(HeuristicBot(0), game) == "capot"
    weak = dict(hands, N="JH 9H AH 7H 8H 9D TD JD", W="TH KH AS 7S 8S 9S AD AC")
    game = scripted("traditional+capot-demande", weak, turned="JH", actions=["take:H"])
    assert act(HeuristicBot(0), game) == "pass"


def test_choose_is_a_deprecated_wrapper_of_act() -> None:
    rules = rules_of("classic")
    for bot in (HeuristicBot(3), RandomBot(3)):
        game = rules.new_game(seed=4)
        twin = type(bot)(3)
        with pytest.warns(DeprecationWarning, match="act"):
            action = bot.choose(game)
        seat = game.to_move
        assert seat is not None
        assert action == twin.act(game.observation(seat))


def test_play_game_drives_bots_through_observations() -> None:
    rules = rules_of("club")
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)  # choose(game) is never called
        game = play_game(rules, [HeuristicBot(i) for i in range(4)], 3)
    assert game.over


@pytest.mark.parametrize("spec", ["club", "bridgee"])
def test_heuristic_reads_nothing_but_the_observation(spec: str) -> None:
    """The same decisions from the observation as plain data (JSON round trip, no rules
    attached: the bot compiles the variant by its name)."""
    rules = rules_of(spec)
    game = rules.new_game(seed=11)
    live, detached = HeuristicBot(5), HeuristicBot(5)
    decisions = 0
    while not game.over and decisions < 60:
        seat = game.to_move
        assert seat is not None
        obs = game.observation(seat)
        action = live.act(obs)
        plain = Observation.from_dict(json.loads(json.dumps(obs.to_dict())))
        assert plain.rules is None
        assert detached.act(plain) == action
        game.apply(action)
        decisions += 1
    assert decisions == 60


# ----------------------------------------------------------------------------- determinism


def test_same_seed_same_game() -> None:
    rules = rules_of("club")

    def record(seed: int) -> str:
        bots: list[Bot] = [HeuristicBot(1), RandomBot(2), HeuristicBot(3), RandomBot(4)]
        return play_game(rules, bots, seed).to_json()

    assert record(5) == record(5)
    assert record(5) != record(6)


def test_play_game_accepts_a_mapping_of_seats() -> None:
    rules = rules_of("classic")
    by_seat: dict[str, Bot] = {s: RandomBot(i) for i, s in enumerate(SEATS)}
    by_list: list[Bot] = [RandomBot(i) for i in range(4)]
    assert play_game(rules, by_seat, 3).to_json() == play_game(rules, by_list, 3).to_json()
    with pytest.raises(ValueError, match="4 bots"):
        play_game(rules, by_list[:3], 3)


def test_match_is_deterministic() -> None:
    rules = rules_of("bridgee")
    first = match(rules, HeuristicBot, RandomBot, 20, seed=9)
    assert first == match(rules, HeuristicBot, RandomBot, 20, seed=9)
    assert first.games == 20
    assert first.wins + first.losses + first.abandoned == 20


def test_match_result_rates() -> None:
    result = MatchResult(wins=150, losses=50, abandoned=2)
    assert result.games == 202
    assert result.win_rate == 0.75
    # the Wilson interval of 150/200 at 95%, worked by hand in test_simulate.py
    assert result.confidence_interval() == pytest.approx((0.6856590, 0.8049183), abs=1e-7)
    assert MatchResult(0, 0, 3).win_rate == 0.0


# ----------------------------------------------------------------------------- 004's count


@pytest.mark.parametrize(
    ("hand", "mode", "expected"),
    [
        # trump J9 (2) + 3rd trump (0.5); spades A10 (2); clubs KQ and the 8D nothing
        ("JH 9H 7H AS TS KC QC 8D", "H", 4.5),
        # the same hand with spades trump: A10 of trump without J or 9 counts nothing
        ("JH 9H 7H AS TS KC QC 8D", "S", 0.0),
        # trump JA (1.5) + 3rd (0.5) + 4th (1); clubs AK (1.5); the 10 of hearts alone nothing
        ("JD AD 8D 7D AC KC TH 7S", "D", 4.5),
        # 9 of trump alone (sec) = 0; spades A10 = 2; clubs A10 = 2 (the 7 adds nothing)
        ("9H AS TS AC TC 7C KD QD", "H", 4.0),
        # the 9 not alone = 0.5; J alone = 1; 9A = 1
        ("9H 8H", "H", 0.5),
        ("JH", "H", 1.0),
        ("9H AH", "H", 1.0),
        # side suits: 10K = 1, 10x = 0.5
        ("TH KH", "S", 1.0),
        ("TH 7H", "S", 0.5),
        # sans atout, every suit as a side suit: A10 2 + AK 1.5 + 10x 0.5
        ("AS TS AH KH TC 7C 8D 9D", "SA", 4.0),
        # tout atout, every suit as trump without length: J9 2 + JA 1.5 + J 1
        ("JS 9S JH AH JC 7D 8D QD", "TA", 4.5),
        # extensions: J9A = 3, 5th trump +1, lone aces 1 each
        ("JH 9H AH TH 7H AS AC AD", "H", 8.5),
    ],
)
def test_estimate_tricks_by_hand(hand: str, mode: str, expected: float) -> None:
    assert estimate_tricks(parse_cards(hand), mode) == expected


def test_estimate_tricks_accepts_masks_and_mode_indices() -> None:
    cards = parse_cards("JH 9H 7H AS TS KC QC 8D")
    mask = sum(c.bit for c in cards)
    assert estimate_tricks(mask, 1) == estimate_tricks([c.code for c in cards], "H") == 4.5
    assert estimate_tricks("JH 9H 7H AS TS KC QC 8D", "H") == 4.5
    assert estimate_tricks(cards[0], "H") == 1.0  # the jack of hearts alone


# ----------------------------------------------------------------------------- bidding


def test_prise_takes_a_strong_hand_and_passes_a_weak_one() -> None:
    rest = {
        "W": "7S 8S 9S 7H 8H 9D TD JD",
        "S": "QH TH AC TC 9C QD KD AD",
        "E": "JS QS KH AH QC KC JC 8C",
    }
    # N's first five cards and the turned 9H: trump J9 (2), spades A10 (2) = 4 probable tricks
    strong = scripted("classic", {"N": "JH 9H AS TS 7C KS 7D 8D", **rest}, turned="9H")
    assert act(HeuristicBot(0), strong) == "take:H"
    weak_rest = dict(rest, E="JS QS KH AH QC KC JC JH")
    weak = scripted("classic", {"N": "8C 9H AS TS 7C KS 7D 8D", **weak_rest}, turned="9H")
    assert weak.deal.dealt.turned is not None
    assert act(HeuristicBot(0), weak) == "pass"


def test_auction_opening_parity() -> None:
    # J9 of hearts: 4.5 tricks justify 100; odd bids show the J+9, so 90.
    hand = "JH 9H 7H AS TS KC QC 8D"
    rest = {
        "W": "7S 8S 9S 8H TH 9D TD JD",
        "S": "QH KH AC TC 9C QD KD AD",
        "E": "JS QS KS AH 7D JC 7C 8C",
    }
    game = scripted("bridgee", {"N": hand, **rest}, dealer="N")
    assert game.to_move == "N"
    assert act(HeuristicBot(0), game) == "bid:90:H"
    # JA without the 9: 5 tricks justify 110; even bids deny the J+9, so 100.
    hand = "JH AH 7H 8H AS TS KC 8D"
    rest = {
        "W": "7S 8S 9S 9H TH 9D TD JD",
        "S": "QH KH AC TC 9C QD KD AD",
        "E": "JS QS KS QC JC 7C 7D 8C",
    }
    game = scripted("bridgee", {"N": hand, **rest}, dealer="N")
    assert act(HeuristicBot(0), game) == "bid:100:H"


def test_contre_against_a_hopeless_capot() -> None:
    hands = {
        "N": "7S 8S 9S 7H 8H 9D TD 8C",
        "W": "JH 9H AS TS KC QC 8D 7D",
        "S": "QH TH AC TC 9C QD KD AD",
        "E": "JS QS KS AH KH JC 7C JD",
    }
    game = scripted("bridgee", hands, dealer="N", actions=["pass", "bid:capot:H"])
    # S holds three aces of side suits: the capot cannot be made.
    assert game.to_move == "S"
    assert act(HeuristicBot(0), game) == "contre"


# ----------------------------------------------------------------------------- play conventions

_CALL_HANDS = {
    "N": "AS KS JH 9H 7D 8D 7C 8C",
    "W": "7S 8S 9S 7H 8H 9D TD JD",
    "S": "AC TC 9C JC TH QD KD AD",
    "E": "TS JS QS AH KH QH QC KC",
}


def test_direct_call_with_the_ace_when_holding_ace_and_ten() -> None:
    # N (taker) leads the master ace of spades; S is void in spades and its partner is master:
    # first discard = direct call, with the ace of clubs since it also holds the ten.
    game = scripted("classic", _CALL_HANDS, turned="9H", actions=["take:H", "AS", "7S"])
    assert game.to_move == "S"
    assert act(HeuristicBot(0), game) == "AC"


def test_direct_call_with_a_small_card_of_the_master_suit() -> None:
    hands = dict(
        _CALL_HANDS,
        W="7S 8S 9S 7H 8H 9D AD JD",
        S="AC QC 9C JC TH QD KD TD",
        E="TS JS QS AH KH QH TC KC",
    )
    game = scripted("classic", hands, turned="9H", actions=["take:H", "AS", "7S"])
    # master in clubs (the ace) without the ten: call with the smallest club.
    assert act(HeuristicBot(0), game) == "9C"


def test_smear_on_partner_and_win_cheaply() -> None:
    hands = {
        "N": "AS 7S JH 9H 7D 8D 7C 8C",
        "W": "8S 9S KC 7H 8H 9D TD JD",
        "S": "TS QS AC TC TH QD KD AD",
        "E": "JS KS AH KH QH QC JC 9C",
    }
    game = scripted("classic", hands, turned="9H", actions=["take:H", "AS", "8S"])
    assert act(HeuristicBot(0), game) == "TS"  # partner's ace holds: give the ten
    game = scripted("classic", hands, turned="9H", actions=["take:H", "7C", "KC"])
    assert act(HeuristicBot(0), game) == "TC"  # win with the ten, keep the ace


_BELOTE_HANDS = {
    "N": "JH 9H AH AS KS 7D 8D 7C",
    "W": "7H 7S 8S 9S 9D TD JD 8C",
    "S": "KH QH AC TC 9C QD KD AD",
    "E": "8H TH TS JS QS JC QC KC",
}


@pytest.mark.parametrize("spec", ["traditional", "club", "classic"])
def test_belote_call_king_first_with_king_queen_alone(spec: str) -> None:
    game = scripted(spec, _BELOTE_HANDS, turned="JH", actions=["take:H", "JH", "7H"])
    assert game.to_move == "S"
    action = act(HeuristicBot(0), game)
    said = game.rules.belote_call != "automatic"
    assert action == ("KH+belote" if said else "KH")


def test_belote_call_queen_first_with_more_trumps() -> None:
    hands = dict(_BELOTE_HANDS, S="KH QH TH TC 9C QD KD AD", E="8H AC TS JS QS JC QC KC")
    game = scripted("traditional", hands, turned="JH", actions=["take:H", "JH", "7H"])
    assert act(HeuristicBot(0), game) == "QH+belote"


def test_belote_is_said_when_the_variant_wants_it() -> None:
    rules = rules_of("traditional")
    held = said = 0
    for seed in range(12):
        game = play_game(rules, [HeuristicBot(seed + i) for i in range(4)], seed)
        for deal in game.deals:
            if deal.tricks is None or len(deal.tricks) < 8 or deal.start_hands is None:
                continue
            assert deal.contract is not None
            suit = deal.contract.mode
            pair = (1 << (suit * 8 + 5)) | (1 << (suit * 8 + 6))
            held += sum(1 for h in deal.start_hands if h & pair == pair)
            said += sum(len(s) for s in (deal.belote_said or {}).values())
    assert held > 0
    assert said == held


# traditional+carre-de-sept, spades trump, North takes the turned J♠ and leads it. South holds
# a carré of sevens (it would cancel every annonce) and a tierce 9-V♦; North a cent 9-K♥.
_SEVENS_HANDS = {
    "N": "9H TH JH QH KH JS AS KS",
    "W": "8C 9C TC 8H AH QD KD AD",
    "S": "7S 7H 7D 7C 9D TD JD 8S",
    "E": "9S TS QS JC QC KC AC 8D",
}


@pytest.mark.parametrize(
    ("hands", "seat", "expected"),
    [
        # the taker's side keeps the carré (it would cancel his partner's cent) and declares
        # his tierce
        (_SEVENS_HANDS, "S", "+silent:carre-7"),
        # with the carré alone, he keeps it too
        (
            dict(_SEVENS_HANDS, S="7S 7H 7D 7C 9D TD QC 8S", E="9S TS QS JC JD KC AC 8D"),
            "S",
            "+silent",
        ),
        # a defender declares it: it cancels the cent that helps the taker
        (dict(_SEVENS_HANDS, W="7S 7H 7D 7C 9D TD JD 8S", S="8C 9C TC 8H AH QD KD AD"), "W", ""),
    ],
    ids=["taker-side", "taker-side-alone", "defence"],
)
def test_a_carre_of_sevens_is_kept_on_the_takers_side_and_declared_in_defence(
    hands: dict[str, str], seat: str, expected: str
) -> None:
    # 003: the carré of sevens « peut annuler les annonces mais ceci n'est pas une obligation
    # étant donné qu'en faisant cela il annule également les annonces de son partenaire ».
    moves = ["take:S", "JS"] + (["8C"] if seat == "S" else [])
    game = scripted(
        "traditional+carre-de-sept", hands, turned="JS", taker="N", actions=moves, dealer="E"
    )
    assert game.to_move == seat
    action = act(HeuristicBot(0), game)
    assert action in game.legal_actions()
    assert action[2:] == expected, action


# ----------------------------------------------------------------------------- strength


@pytest.mark.slow
def test_heuristic_clearly_beats_random() -> None:
    result = match(rules_of("classic"), HeuristicBot, RandomBot, 200, seed=2024)
    assert result.games == 200
    assert result.win_rate >= 0.70, result
