"""The search bot (belote_spec.bots.search): legal actions, the double-dummy best card when every
card is known, the same choices for the same seed, bids from a strong hand."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from belote_spec.bots.heuristic import DealSoFar, HeuristicBot
from belote_spec.bots.inference import Knowledge, sample
from belote_spec.bots.search import SearchBot, make_solver
from belote_spec.bots.solver import DoubleDummy
from belote_spec.cards import SEATS, SUIT_MASKS, parse_card
from belote_spec.engine.game import Game
from belote_spec.engine.observation import Observation
from belote_spec.engine.rules import Rules

from .test_batch import rules_of
from .test_inference import truth

#: A prise, a contrée with sans atout and tout atout, a belote said by the player.
SPECS = ("classic", "ffb-coinchee-2015+sans-atout-tout-atout", "club+tout-atout")


def _small(seed: int) -> SearchBot:
    return SearchBot(seed, worlds=2, bid_worlds=1)


def _play(rules: Rules, seed: int, bots: list[object], deals: int = 1) -> list[str]:
    """Play ``deals`` deals, checking every action of every bot; returns them."""
    game = rules.new_game(seed=seed)
    actions = []
    while not game.over and game.deal.number <= deals:
        seat = game.to_move
        assert seat is not None
        obs = game.observation(seat)
        action = bots[SEATS.index(seat)].act(obs)  # type: ignore[attr-defined]
        assert action in obs.legal, (action, obs.legal)
        if isinstance(bots[SEATS.index(seat)], SearchBot) and obs.phase == "play":
            card = action.partition("+")[0]
            if f"{card}+belote" in obs.legal:
                assert action == f"{card}+belote"  # belote said with the card
            assert not action.endswith("+silent")
        actions.append(action)
        game.apply(action)
    return actions


@pytest.mark.slow
@pytest.mark.parametrize("spec", SPECS)
def test_the_search_bot_plays_legal_actions(spec: str) -> None:
    rules = rules_of(spec)
    bots: list[object] = [_small(1), HeuristicBot(2), _small(3), HeuristicBot(4)]
    actions = _play(rules, 5, bots)
    assert len(actions) > 32


@pytest.mark.slow
def test_the_search_bot_is_deterministic_for_a_seed() -> None:
    rules = rules_of("ffb-coinchee-2015+sans-atout-tout-atout")

    def run() -> list[str]:
        return _play(rules, 9, [_small(1), HeuristicBot(2), _small(3), HeuristicBot(4)])

    assert run() == run()


def _known_positions(rules: Rules, seed: int) -> list[tuple[Game, Observation]]:
    """Positions of heuristic games where the seat to move knows every card (its knowledge
    places each unseen card) and has a choice."""
    out: list[tuple[Game, Observation]] = []
    game = rules.new_game(seed=seed)
    bot = HeuristicBot(seed)
    while not game.over and game.deal.number <= 6:
        seat = game.to_move
        assert seat is not None
        obs = game.observation(seat)
        if game.phase == "play" and len({a.partition("+")[0] for a in obs.legal}) > 1:
            k = Knowledge.from_observation(obs, rules)
            if k.known == k.possible and obs.contract is not None:
                out.append((game, obs))
                return out
        game.apply(bot.act(obs))
    return out


@pytest.mark.slow
@pytest.mark.parametrize("spec", SPECS)
def test_with_every_card_known_it_plays_the_double_dummy_best(spec: str) -> None:
    """Where inference places every card (late in a deal), every sampled world is the real
    deal, and the bot's card is worth the double-dummy best (the Python solver on the real
    hands), in positions where another card would lose points."""
    rules = rules_of(spec)
    reference = DoubleDummy.for_rules(rules)
    found = decisive = 0
    for seed in range(40):
        for game, obs in _known_positions(rules, seed):
            assert obs.contract is not None
            hands = truth(game)
            trick = [] if obs.trick is None else [int(parse_card(c)) for c in obs.trick.cards]
            leader = obs.seat_index if obs.trick is None else SEATS.index(obs.trick.leader)
            values = reference.move_values(hands, leader, obs.contract.mode_index, trick)
            action = SearchBot(seed, worlds=3).act(obs)
            card = int(parse_card(action.partition("+")[0]))
            assert values[card] == max(values.values()), (spec, seed, action, values)
            found += 1
            decisive += min(values.values()) < max(values.values())
        if found >= 3 and decisive >= 1:
            break
    assert found >= 3
    assert decisive >= 1  # a position where the card chosen matters


@pytest.mark.slow
def test_a_strong_hand_bids_and_a_weak_one_passes() -> None:
    """First to speak in a contrée: the jack, nine, ace, ten, king and queen of hearts with
    two aces bid (hearts or tout atout, a contract made in every deal); seven eights and
    sevens pass."""
    rules = rules_of("ffb-coinchee-2015+sans-atout-tout-atout")
    game = rules.new_game(seed=3)
    obs = game.observation(game.to_move or "N")
    assert obs.phase == "bidding"
    strong = ("JH", "9H", "AH", "TH", "KH", "QH", "AS", "AC")
    weak = ("7S", "8S", "7D", "8D", "7C", "8C", "9S", "9D")
    bot = SearchBot(1, bid_worlds=4)
    action = bot.act(replace(obs, hand=strong))
    assert action.startswith("bid:")
    assert action.split(":")[2] in ("H", "TA")
    assert bot.act(replace(obs, hand=weak)) == "pass"


def test_make_solver_falls_back_to_python() -> None:
    rules = rules_of("classic")
    assert isinstance(make_solver(rules, compiled=False), DoubleDummy)
    with pytest.raises(ValueError, match="worlds"):
        SearchBot(worlds=0)


def test_a_bot_never_reads_the_game() -> None:
    """The bot acts on an observation rebuilt from JSON (no rules attached, no game)."""
    rules = rules_of("classic")
    game = rules.new_game(seed=2)
    rng = random.Random(2)
    while game.phase != "play":
        game.apply(rng.choice(game.legal_actions()))
    seat = game.to_move
    assert seat is not None
    data = game.observation(seat).to_dict()
    obs = Observation.from_dict(data)
    assert obs.rules is None
    assert SearchBot(1, worlds=2).act(obs) in obs.legal


def test_a_suit_bid_is_read_as_length_in_that_suit() -> None:
    """Another seat that bid points in hearts holds at least BID_LENGTH hearts in every deal
    the bot samples (a soft presumption: none without it)."""
    rules = rules_of("ffb-coinchee-2015")
    game = rules.new_game(seed=4)
    while game.to_move != "E" or game.phase != "bidding":
        game.apply("pass")
    game.apply("bid:100:H")
    obs = game.observation(game.to_move or "S")
    assert obs.seat != "E"
    hearts = SUIT_MASKS[1]
    bot = SearchBot(1)
    assert bot.BID_LENGTH == 3
    k = bot.knowledge(obs, rules)
    worlds = sample(k, random.Random(1), 100)
    assert all((w[3] & hearts).bit_count() >= 3 for w in worlds)
    bare = Knowledge.from_observation(obs, rules)
    assert any((w[3] & hearts).bit_count() < 3 for w in sample(bare, random.Random(1), 100))


@pytest.mark.parametrize("spec", SPECS)
def test_a_card_is_valued_by_the_variants_score(spec: str) -> None:
    """Before the last card of a deal, the score the bot gives the real deal (the solver's
    points turned into a score by the variant's scorer) is the score the game writes once the
    card is played: contract made or failed, belote, annonces and capot included."""
    rules = rules_of(spec)
    compared = 0
    for seed in range(8):
        game = rules.new_game(seed=seed)
        bots = [HeuristicBot(seed + i) for i in range(4)]
        while not game.over and len(game.deals) == 1:
            seat = game.to_move
            assert seat is not None
            obs = game.observation(seat)
            last = obs.phase == "play" and len(obs.tricks) == 7
            if last and obs.trick is not None and len(obs.trick.cards) == 3:
                break
            game.apply(bots[SEATS.index(seat)].act(obs))
        if game.over or len(game.deals) > 1:
            continue
        deal = DealSoFar.of(obs, rules)
        assert deal is not None
        assert obs.trick is not None
        hands = truth(game)
        trick = [int(parse_card(c)) for c in obs.trick.cards]
        leader = SEATS.index(obs.trick.leader)
        ((_card, value),) = (
            DoubleDummy.for_rules(rules)
            .move_values(hands, leader, obs.contract.mode_index if obs.contract else 0, trick)
            .items()
        )
        expected = deal.score(rules, hands, value)
        # the last card, with « rebelote » if it is the second of a belote said
        game.apply(next((a for a in obs.legal if a.endswith("+rebelote")), obs.legal[0]))
        score = game.deals[0].score
        assert score is not None
        me, them = ("NS", "EW") if obs.seat_index % 2 == 0 else ("EW", "NS")
        assert expected == score[me] - score[them], (spec, seed, score)
        compared += 1
    assert compared >= 3


def test_each_seat_is_read_by_the_conventions_its_team_plays() -> None:
    """The search bot reads its partner by what a search bot shows (its bids keep to the
    profile, its cards are chosen by search and call nothing) and the opponents by
    ``opponents``. Here S's discard under N's trick would be a direct call of clubs (000,
    « appel direct »), and E's 90 in diamonds would show the jack and the nine (004,
    « L'ouverture paire ou impaire »)."""
    from belote_spec.bots.conventions import DOCUMENTS, NO_CONVENTIONS

    from .test_conventions import m, position

    obs = replace(
        position("N", "JH 9H AH QS TD 7H 8H", tricks=[("N", "AS 7S 8C JS")], taker="N"),
        bidding=(("E", "bid:90:D"), ("S", "pass"), ("W", "pass"), ("N", "bid:100:H")),
    )
    assert obs.rules is not None
    south, east = 2, 3

    def worlds(bot: SearchBot) -> list[list[int]]:
        assert obs.rules is not None
        return sample(bot.knowledge(obs, obs.rules), random.Random(3), 60)

    default = worlds(SearchBot(1))
    assert not all(w[south] & m("AC") for w in default)  # the partner's card says nothing
    assert all(w[east] & m("JD 9D") == m("JD 9D") for w in default)  # the opponent's bid does
    deaf = worlds(SearchBot(1, opponents=NO_CONVENTIONS))
    assert not all(w[east] & m("JD 9D") == m("JD 9D") for w in deaf)
    reading = worlds(SearchBot(1, partner=DOCUMENTS))  # a partner who plays the direct call
    assert all(w[south] & m("AC") for w in reading)


@pytest.mark.parametrize("name", ["profile", "partner", "opponents"])
def test_conventions_that_are_not_a_profile_are_refused_at_once(name: str) -> None:
    with pytest.raises(TypeError, match=f"^{name}: expected a conventions Profile"):
        SearchBot(1, **{name: "documents"})  # type: ignore[arg-type]
