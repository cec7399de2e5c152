"""Every value of every rule of the table, the deck, the cards, the deal, the bidding, the
leads and illegal cards of the play, the annonces and the belote, played by behaviour on both
engines (issue 26; the obligations of the play: ``tests/test_play_combinations.py``; the
scoring, the end of the game and plugins: ``tests/test_every_value_scoring.py``).

Each test sets one value (a variant file written beside the test that extends a shipped variant
and sets the rule, so the loader reads it as a club's file would), plays a position or a deal
worked by hand where that value decides the outcome, and checks it:

* on the scalar engine: :class:`~belote_spec.engine.game.Game` (a pack dealt as scripted, the
  calls and cards applied as a player would) and the public queries of
  :class:`~belote_spec.engine.rules.Rules`;
* on the batch engine (:class:`~belote_spec.simulation.batch.BatchEngine`), through what it plays a
batch
  with: its deal tables, its bidding graph (walked call by call), its annonce phase on chosen
  hands, its card play on chosen hands, its games. Where it does not play a rule (no random
  deal ever meets a misdeal or a call out of turn), the rule is declared
  :func:`~tests.behaviour.outside_batch` with why, and a test checks that the batch engine
  indeed plays the same games whatever the value.

The registry (:mod:`tests.behaviour`) records which test plays which value;
``tests/test_every_rule_value.py`` holds it against the schema, so that a value added to the
schema fails until a test plays it.

Seats play N → W → S → E (partners N–S and W–E); a card is written rank then suit (``JH`` the
jack of hearts, ``TS`` the ten of spades); its index is suit × 8 + rank (spades, hearts,
diamonds, clubs; seven … ace = 0 … 7), so the pack 0, 1, 2… is 7♠ 8♠ 9♠….
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from belote_spec import load_variant
from belote_spec.bdd.golden import Deal, bidding_calls, deck_for
from belote_spec.cards import CODE_INDEX, SEATS
from belote_spec.engine.bidding import IllegalAction
from belote_spec.engine.game import Game, ReplayError
from belote_spec.engine.rules import Rules
from belote_spec.engine.tables import MODE_INDEX
from belote_spec.simulation.batch import BatchEngine
from belote_spec.simulation.batch.compiler import BiddingGraph, bidding_graph
from belote_spec.simulation.columns import bid_code

from .behaviour import covers, each_value, outside_batch, variant_with, with_rules

N, W, S, E = range(4)
TEAM = {"N": "NS", "S": "NS", "W": "EW", "E": "EW"}
RANKS = ("seven", "eight", "nine", "ten", "jack", "queen", "king", "ace")
RANK_CODE = dict(zip(RANKS, "789TJQKA", strict=True))

# --------------------------------------------------------------------------------------------
# Variants with one rule changed, compiled once each
# --------------------------------------------------------------------------------------------


#: The module's folder of variant files, its compiled variants and their batch engines.
_FOLDER: list[Path] = []
_SHIPPED: dict[str, Rules] = {}
_COMPILED: dict[str, Rules] = {}
_ENGINES: dict[int, BatchEngine] = {}


@pytest.fixture(scope="module", autouse=True)
def _variant_folder(tmp_path_factory: pytest.TempPathFactory) -> None:
    _FOLDER[:] = [tmp_path_factory.mktemp("every-value")]


def rules_of(base: str, *overrides: tuple[str, Any]) -> Rules:
    """``base`` (a shipped variant) with each ``(rule path, value)`` of ``overrides`` set, as a
    variant file that extends it would set them; loaded and compiled once per module (a value
    the base already has is left out: the same rules)."""
    shipped = _SHIPPED.get(base)
    if shipped is None:
        shipped = _SHIPPED[base] = load_variant(base).compile()
    changed = [(p, v) for p, v in overrides if _plain(shipped.variant.rule(p)) != _plain(v)]
    if not changed:
        return shipped
    rules = variant_with(_COMPILED, _FOLDER[0], base, with_rules(*changed))
    for rule, value in overrides:  # the loader kept what the file says
        assert _plain(rules.variant.rule(rule)) == _plain(value), rule
    return rules


def _plain(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def batch_of(rules: Rules) -> BatchEngine:
    """The batch engine of ``rules`` (numpy: the same tables as numba, without compiling)."""
    found = _ENGINES.get(id(rules))
    if found is None:
        found = _ENGINES[id(rules)] = BatchEngine(rules, "numpy")
    return found


# --------------------------------------------------------------------------------------------
# Cards, hands and deals
# --------------------------------------------------------------------------------------------


def idx(code: str) -> int:
    return CODE_INDEX[code]


def mask(codes: str | Iterable[str]) -> int:
    cards = codes.split() if isinstance(codes, str) else codes
    out = 0
    for code in cards:
        out |= 1 << idx(code)
    return out


def code_of(index: int) -> str:
    return "789TJQKA"[index & 7] + "SHDC"[index >> 3]


def scripted(rules: Rules, dealer: str) -> Game:
    """A game whose first deal is dealt from the pack 0, 1, 2… (7♠ 8♠ 9♠…), uncut, by
    ``dealer``, with the variant's first pattern."""
    pack = list(range(32))
    return Game(rules, dealer=dealer, script=[(pack, rules.dealer.patterns[0], 0, False)])


def calls(game: Game, *actions: str) -> Game:
    """Apply each bidding call for the player to move."""
    for action in actions:
        game.apply(action)
    return game


def take_first(game: Game) -> None:
    """Finish the bidding: the player to move takes (or bids) the first he may."""
    while game.phase == "bidding":
        legal = game.legal_actions()
        game.apply(next((a for a in legal if a.startswith(("take:", "bid:"))), legal[0]))


def play_out(game: Game, rng: random.Random) -> None:
    """Play the current deal to its end with random legal cards (no call said with them)."""
    number = len(game.deals)
    while len(game.deals) == number and game.phase in ("play", "capot"):
        legal = game.legal_actions()
        plain = [a for a in legal if "+" not in a]
        game.apply(rng.choice(plain or legal))


def game_with_hands(
    rules: Rules,
    dealer: str,
    taker: str,
    trump: str,
    hands: Mapping[str, str],
    bid: int | str | None = None,
) -> Game:
    """A game whose first deal gives exactly ``hands`` (every seat's eight cards after the
    bidding) and ``taker`` the contract at ``trump`` (in an auction, ``bid``), the calls as a
    player would make them."""
    deal = Deal(dealer, taker, trump, bid, 0, dict(hands), ())
    deck, pattern, turned_suit = deck_for(rules, deal)
    game = Game(rules, dealer=dealer, script=[(deck, pattern, 0, False)])
    for seat, call in bidding_calls(rules, deal, turned_suit):
        game.apply(call, seat)
    while game.phase == "bidding":
        game.apply("pass")
    assert game.phase == "play", game.phase
    start = game.deal.start_hands
    assert start is not None
    dealt = {
        s: sorted(code_of(c) for c in range(32) if start[i] >> c & 1) for i, s in enumerate(SEATS)
    }
    assert dealt == {s: sorted(h.split()) for s, h in hands.items()}
    return game


def runs_of(cards: Iterable[str]) -> list[tuple[str, int, str]]:
    """(suit, length, highest rank) of every run of three or more cards of one suit in the
    natural order 7 8 9 10 J Q K A (the shipped variants' sequence order)."""
    held = set(cards)
    out = []
    for suit in "SHDC":
        length = 0
        for i, rank in enumerate("789TJQKA"):
            if rank + suit in held:
                length += 1
            if (rank + suit not in held or i == 7) and length:
                top = "789TJQKA"[i if rank + suit in held else i - 1]
                if length >= 3:
                    out.append((suit, length, top))
                length = 0
    return out


def carres_of(cards: Iterable[str]) -> list[str]:
    held = set(cards)
    return [rank for rank in "789TJQKA" if all(rank + s in held for s in "SHDC")]


def complete(partial: Mapping[str, str], *, avoid_belote: str = "") -> dict[str, str]:
    """The four hands of eight: ``partial`` (seat → some cards) completed with the other cards
    of the pack so that no seat holds a run or a carré it was not given (nor the king and queen
    of the suit ``avoid_belote``): the annonces of the deal are exactly those written."""
    hands: dict[str, list[str]] = {s: partial.get(s, "").split() for s in SEATS}
    left = [code_of(c) for c in range(32) if all(code_of(c) not in h for h in hands.values())]
    wanted = {s: (runs_of(h), carres_of(h)) for s, h in hands.items()}

    def fits(seat: str, hand: list[str]) -> bool:
        if (runs_of(hand), carres_of(hand)) != wanted[seat]:
            return False
        return not (avoid_belote and {"K" + avoid_belote, "Q" + avoid_belote} <= set(hand))

    def place(i: int) -> bool:
        if i == len(left):
            return True
        for seat in SEATS:
            hand = hands[seat]
            if len(hand) < 8:
                hand.append(left[i])
                if fits(seat, hand) and place(i + 1):
                    return True
                hand.pop()
        return False

    assert place(0), partial
    return {s: " ".join(h) for s, h in hands.items()}


# --------------------------------------------------------------------------------------------
# The batch engine's bidding graph, walked call by call
# --------------------------------------------------------------------------------------------


def offered(graph: BiddingGraph, state: int) -> list[str]:
    """The calls the batch engine may draw in ``state``, in its order."""
    graph.expand(np.array([state], np.int64))
    names = graph.actions
    return [names[int(graph.action[state, k])] for k in range(int(graph.count[state]))]


def batch_graph(rules: Rules) -> BiddingGraph:
    """The bidding graph the batch engine walks for ``rules``: the one its compiler reads off
    the variant's bidding (:func:`~belote_spec.simulation.batch.compiler.compile_batch`; shared by
    the
    variants with the same bidding rules), without building the engine's other tables."""
    return bidding_graph(rules.bidding)


def walk(rules: Rules, dealer: int, turned_suit: int, actions: Sequence[str]) -> tuple[int, Any]:
    """The batch graph's state after ``actions`` from the start of a deal (``turned_suit``: the
    suit index of the turned card; any for an auction), and the graph."""
    graph = batch_graph(rules)
    state = int(graph.start[dealer, turned_suit])
    for action in actions:
        choices = offered(graph, state)
        assert action in choices, f"{action} not among {choices}"
        k = np.array([choices.index(action)], np.int64)
        state = int(graph.follow(np.array([state], np.int64), k)[0])
    offered(graph, state)
    return state, graph


def batch_contract(rules: Rules, dealer: int, turned_suit: int, actions: Sequence[str]) -> Any:
    """(taker, mode, bid code, contre) where the batch graph ends after ``actions`` (the
    taker -1 when nobody took), or None while the bidding goes on."""
    state, graph = walk(rules, dealer, turned_suit, actions)
    if graph.count[state] != 0:
        return None
    return (int(graph.taker[state]), int(graph.mode[state]), int(graph.bid[state]),
            int(graph.contre[state]))  # fmt: skip


def batch_annonces(
    rules: Rules, hands: Sequence[Mapping[str, str]], mode: str, leaders: Sequence[int]
) -> tuple[list[tuple[int, int]], list[bool]]:
    """The batch engine's annonce phase on chosen hands (one row per deal): the points each
    team is awarded (NS, EW) and whether a cancelling carré voids the deal."""
    masks = np.array([[mask(h.get(s, "").split()) for s in SEATS] for h in hands], np.int64)
    n = len(hands)
    awarded, voided, _silent = batch_of(rules)._annonces(
        masks,
        np.full(n, MODE_INDEX[mode], np.int64),
        np.array(leaders, np.int64),
        np.ones(n, bool),
        None,
    )
    return [(int(a), int(b)) for a, b in awarded], [bool(v) for v in voided]


def awarded(
    rules: Rules, hands: Mapping[str, str], trump: str, first: str = "N"
) -> tuple[int, int]:
    """The scalar engine's annonce points (NS, EW) for ``hands`` (``Rules.declarations``)."""
    found = rules.declarations(hands, trump, first=first)
    return found.awarded["NS"], found.awarded["EW"]


#: Card points in a suit contract (the shipped card tables, ``variants/base.yaml``).
TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
PLAIN_POINTS = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}


def suit_points(card: str, trump: str) -> int:
    return (TRUMP_POINTS if card[1] == trump else PLAIN_POINTS)[card[0]]


# --------------------------------------------------------------------------------------------
# table, deck
# --------------------------------------------------------------------------------------------


@covers("table.players", 4)
@covers("table.partnership", "facing")
@covers("table.rotation", "counterclockwise")
@covers("deck.cards", 32)
@covers("deal.turned_card_to", "taker")
@covers("deal.bergere", False)
@covers("deal.seven_exchange", "none")
def test_four_players_in_facing_teams_play_counterclockwise_with_32_cards() -> None:
    rules = rules_of("classic")
    game = scripted(rules, "N")
    # counterclockwise, the dealer N deals first to W, then S, E and himself: three cards
    # each (0-2 to W, 3-5 to S, 6-8 to E, 9-11 to N), then two (12-13 to W…); W speaks first
    assert game.deal.dealt.hands == [[9, 10, 11, 18, 19], [0, 1, 2, 12, 13],
                                     [3, 4, 5, 14, 15], [6, 7, 8, 16, 17]]  # fmt: skip
    assert game.to_move == "W"
    game.apply("pass")
    assert game.to_move == "S"
    take_first(game)
    play_out(game, random.Random(3))
    deal = game.deals[0]
    assert deal.start_hands is not None
    assert deal.tricks is not None
    assert deal.score is not None
    # four hands of eight cards: the 32 cards, each once (the turned card is the taker's: no
    # talon, nothing shown or exchanged)
    assert [h.bit_count() for h in deal.start_hands] == [8, 8, 8, 8]
    assert (
        deal.start_hands[0] | deal.start_hands[1] | deal.start_hands[2] | deal.start_hands[3]
        == (1 << 32) - 1
    )
    trump = "SHDC"[deal.contract.mode] if deal.contract is not None else ""
    ns = 0
    for trick in deal.tricks:
        lead = SEATS.index(trick["leader"])
        # each card from the next seat counterclockwise: leader, then N → W → S → E
        for k, card in enumerate(trick["cards"]):
            assert deal.start_hands[(lead + k) % 4] >> idx(card) & 1, trick
        if TEAM[trick["winner"]] == "NS":
            ns += sum(suit_points(c, trump) for c in trick["cards"])
    ns += 10 if TEAM[deal.tricks[-1]["winner"]] == "NS" else 0
    # partners face each other: what N and S win counts for one team, W and E the other
    assert deal.score.raw_points == {"NS": ns, "EW": 162 - ns}

    # the batch engine: the same on every deal it plays
    table, trace = batch_of(rules).trace_deals(60, np.random.default_rng(26))
    assert trace is not None
    played = np.flatnonzero(table["outcome"] > 0)
    assert len(played) > 20
    for i in played.tolist():
        hands = [int(h) for h in trace.hands[i]]
        assert [h.bit_count() for h in hands] == [8, 8, 8, 8]
        assert hands[0] | hands[1] | hands[2] | hands[3] == (1 << 32) - 1
        trump = "SHDC"[int(table["mode"][i])]
        lead = int(trace.leader[i])
        ns = 0
        for t in range(8):
            cards = [code_of(int(c)) for c in trace.played[i, 4 * t : 4 * t + 4]]
            for k, card in enumerate(cards):
                assert hands[(lead + k) % 4] >> idx(card) & 1
            lead = int(trace.winners[i, t])
            if lead % 2 == 0:  # N or S
                ns += sum(suit_points(c, trump) for c in cards)
        ns += 10 if lead % 2 == 0 else 0
        assert (int(table["points_ns"][i]), int(table["points_ew"][i])) == (ns, 162 - ns)
        won = trace.winners[i].tolist()
        assert int(table["tricks_ns"][i]) == won.count(N) + won.count(S)


# --------------------------------------------------------------------------------------------
# cards: the order of each role, the sequence order
# --------------------------------------------------------------------------------------------

#: An order for each role, strongest first, each unlike the shipped ones and unlike each other:
#: every rank moves, so a trick between any two ranks shows where the engine put each.
ORDERS = {
    "trump": ("seven", "eight", "queen", "king", "ten", "ace", "nine", "jack"),
    "plain": ("nine", "ace", "seven", "ten", "king", "eight", "queen", "jack"),
    "sans_atout": ("king", "seven", "queen", "ace", "eight", "jack", "ten", "nine"),
    "tout_atout": ("ten", "queen", "jack", "seven", "ace", "nine", "king", "eight"),
}


def reordered() -> Rules:
    return rules_of(
        "classic",
        ("bidding.modes.sans_atout", True),
        ("bidding.modes.tout_atout", True),
        *((f"cards.{role}.order", list(order)) for role, order in ORDERS.items()),
    )


def strongest(cards: Sequence[str], mode: str) -> int:
    """Which of a trick's cards wins it, read off :data:`ORDERS`: in a suit contract the
    strongest trump if any (``trump`` order), else the strongest of the suit led (``plain``);
    at sans atout and tout atout the strongest of the suit led in that mode's order."""
    role = {"SA": "sans_atout", "TA": "tout_atout"}.get(mode, "plain")
    pool = [c for c in cards if c[1] == cards[0][1]]
    if mode in ("S", "H", "D", "C") and any(c[1] == mode for c in cards):
        role, pool = "trump", [c for c in cards if c[1] == mode]
    order = [RANK_CODE[r] for r in ORDERS[role]]
    return cards.index(min(pool, key=lambda c: order.index(c[0])))


@covers("cards.trump.order", *RANKS)
@covers("cards.plain.order", *RANKS)
@covers("cards.sans_atout.order", *RANKS)
@covers("cards.tout_atout.order", *RANKS)
def test_each_role_ranks_the_cards_in_the_order_it_is_given() -> None:
    rules = reordered()
    # every two ranks of a suit, N leading, W following: the one first in the role's order wins
    for mode, suit, role in (("H", "H", "trump"), ("H", "S", "plain"),
                             ("SA", "S", "sans_atout"), ("TA", "D", "tout_atout")):  # fmt: skip
        order = ORDERS[role]
        for a in order:
            for b in order:
                if a == b:
                    continue
                trick = [("N", RANK_CODE[a] + suit), ("W", RANK_CODE[b] + suit)]
                expected = "N" if order.index(a) < order.index(b) else "W"
                assert rules.trick_winner(trick, mode) == expected, (role, a, b)
    # the batch engine: every trick of random deals, in each mode, won as the orders say
    engine = batch_of(rules)
    rng = np.random.default_rng(2026)
    n = 150
    packs = np.argsort(rng.random((n, 32)), axis=1)
    hands = np.zeros((n, 4), np.int64)
    for seat in range(4):
        hands[:, seat] = np.bitwise_or.reduce(np.int64(1) << packs[:, 8 * seat : 8 * seat + 8], 1)
    winners_by_rank: dict[str, set[str]] = {role: set() for role in ORDERS}
    for mode in ("H", "SA", "TA"):
        out = engine._play(
            hands,
            np.full(n, MODE_INDEX[mode], np.int64),
            np.zeros(n, np.int64),
            rng.random((n, 32)),
            **engine.compiled.play_tables(),
        )
        for i in range(n):
            lead = N
            for t in range(8):
                cards = [code_of(int(c)) for c in out.played[i, 4 * t : 4 * t + 4]]
                k = strongest(cards, mode)
                assert int(out.winners[i, t]) == (lead + k) % 4, (mode, cards)
                lead = (lead + k) % 4
                role = {"SA": "sans_atout", "TA": "tout_atout"}.get(mode, "plain")
                if mode == "H" and any(c[1] == "H" for c in cards):
                    role = "trump"
                winners_by_rank[role].add(cards[k][0])
    # the deals met every order's upsets (a seven of trump, a nine at plain…)
    for role, order in ORDERS.items():
        assert RANK_CODE[order[0]] in winners_by_rank[role], role


#: A sequence order with the ten between the ace and the king (strongest first).
SEQUENCE = ("ace", "ten", "king", "queen", "jack", "nine", "eight", "seven")


@covers("cards.sequence_order", *RANKS)
def test_sequences_follow_the_sequence_order_given() -> None:
    rules = rules_of("classic", ("cards.sequence_order", list(SEQUENCE)))
    codes = [RANK_CODE[r] for r in SEQUENCE]
    # each three ranks next to each other in the order make a tierce (20), wherever they are
    # in the natural order: A 10 K, 10 K Q, K Q J, Q J 9, J 9 8, 9 8 7
    windows = [" ".join(c + "S" for c in codes[i : i + 3]) for i in range(6)]
    # ...and three ranks next to each other only in the natural order make nothing
    broken = ["AS KS QS", "9S TS JS"]
    hands = [{"N": cards} for cards in [*windows, *broken]]
    expected = [(20, 0)] * len(windows) + [(0, 0)] * len(broken)
    assert [awarded(rules, h, "H") for h in hands] == expected
    # a run of A 10 K Q is a cinquante (50); the higher tierce is the one to the ace: A 10 K
    # (N) beats 10 K Q (W) on the tie-break « higher »
    assert awarded(rules, {"N": "AS TS KS QS"}, "H") == (50, 0)
    assert awarded(rules, {"N": "AD TD KD", "W": "TC KC QC"}, "H") == (20, 0)
    found, _ = batch_annonces(rules, hands, "H", [N] * len(hands))
    assert found == expected
    assert batch_annonces(rules, [{"N": "AS TS KS QS"}, {"N": "AD TD KD", "W": "TC KC QC"}],
                          "H", [N, N])[0] == [(50, 0), (20, 0)]  # fmt: skip


# --------------------------------------------------------------------------------------------
# deal: first dealer, cut, patterns, first receiver, turned card, next dealer, shuffle
# --------------------------------------------------------------------------------------------


def rulebook_sentence(rules: Rules, key: str) -> str:
    """The rulebook's English sentence stating the rule ``key`` (its only effect where the
    engine does not model who does what at the table)."""
    from belote_spec.rulebook.text import RuleText

    text = RuleText(rules.variant.rule, "en")
    return next(s.text for s in [*text.table(), *text.deal()] if s.key == key)


def lowest_card_dealer(draws: Sequence[tuple[int, int]]) -> tuple[int, int]:
    """The first dealer by ``lowest_card`` read off a draw: every seat draws, the lowest rank
    deals, those tied for it draw again (one card each, in seat order). Returns the dealer
    and the number of rounds drawn."""
    candidates, at, rounds = [N, W, S, E], 0, 0
    while True:
        drawn = list(draws[at : at + len(candidates)])
        assert [seat for seat, _card in drawn] == candidates
        at += len(candidates)
        rounds += 1
        low = min(card & 7 for _seat, card in drawn)
        candidates = [seat for seat, card in drawn if card & 7 == low]
        if len(candidates) == 1:
            assert at == len(draws)
            return candidates[0], rounds


@covers("deal.first_dealer", "random", "lowest_card", engines=("scalar",))
def test_the_first_dealer_is_drawn_at_random_or_by_the_lowest_card() -> None:
    at_random = rules_of("classic")
    by_card = rules_of("classic", ("deal.first_dealer", "lowest_card"))
    dealers, rounds = set(), set()
    for seed in range(24):
        game = Game(at_random, seed=seed)
        assert game.first_dealer_draw == []  # nobody draws
        dealers.add(game.deal.dealer)
        game = Game(by_card, seed=seed)
        dealer, drawn = lowest_card_dealer(game.first_dealer_draw)
        assert game.deal.dealer == dealer
        rounds.add(drawn)
    assert dealers == {N, W, S, E}
    assert {1, 2} <= rounds  # some draws were tied and drawn again
    assert "drawn at random" in rulebook_sentence(at_random, "deal.first_dealer")
    assert "the lowest deals" in rulebook_sentence(by_card, "deal.first_dealer")


def gathered(game: Game, number: int) -> list[int]:
    """The cards of played deal ``number`` (1, 2…) gathered trick by trick."""
    tricks = game.deals[number - 1].tricks
    assert tricks is not None
    assert len(tricks) == 8
    return [idx(c) for t in tricks for c in t["cards"]]


def batch_packs(rules: Rules, games: int, seed: int, deals: int = 2) -> list[tuple[Any, ...]]:
    """The packs the batch engine deals in whole games: for each deal of the games (every game
    still going), the packs as dealt, the dealers and the cards as gathered after it."""
    engine = batch_of(rules)
    real = engine._deals
    seen: list[tuple[Any, ...]] = []

    def spy(decks: Any, dealers: Any, carried: Any, rng: Any, keep: bool) -> Any:
        out = real(decks, dealers, carried, rng, keep)
        seen.append((decks.copy(), dealers.copy(), out[2].copy()))
        return out

    engine._deals = spy  # type: ignore[method-assign]
    try:
        engine.play_games(games, np.random.default_rng(seed), max_deals=deals)
    finally:
        del engine._deals
    assert len(seen) == deals
    assert all(len(s[0]) == games for s in seen)
    return seen


@each_value("deal.cut.by", ["none", "before_dealer", "after_dealer"])
def test_the_pack_is_cut_or_not_between_deals(value: str) -> None:
    rules = rules_of("classic", ("deal.cut.by", value))
    game = Game(rules, seed=8, dealer="N")
    take_first(game)
    play_out(game, random.Random(8))
    second = game.deals[1]
    pack = gathered(game, 1)  # the shipped rule: gathered trick by trick, not shuffled
    if value == "none":
        assert (second.cut, second.deck) == (0, pack)
    else:  # cut anywhere leaving two cards (deal.cut.min_packet) in each packet
        assert 2 <= second.cut <= 30
        assert second.deck == pack[second.cut :] + pack[: second.cut]
    # a record cut where the variant does not cut is refused
    script = [(list(range(32)), "3-2", 5, False)]
    if value == "none":
        with pytest.raises(ReplayError, match=r"deal\.cut\.by: none"):
            Game(rules, dealer="N", script=script)
    else:
        assert Game(rules, dealer="N", script=script).deal.cut == 5
    # the engine does not seat anyone at the cut: the rulebook names who cuts
    sentence = rulebook_sentence(rules, "deal.cut")
    assert {
        "none": "is not cut",
        "before_dealer": "the player before the dealer (on their left) cuts",
        "after_dealer": "the player after the dealer (on their right) cuts",
    }[value] in sentence
    # the batch engine: each game's second pack is the first deal's cards, cut or not
    (_decks, _dealers, first), (decks, _dealers2, _after) = batch_packs(rules, 6, 8)
    for before, after in zip(first.tolist(), decks.tolist(), strict=True):
        cuts = [k for k in range(32) if after == before[k:] + before[:k]]
        assert len(cuts) == 1
        assert cuts[0] == 0 if value == "none" else 2 <= cuts[0] <= 30


#: The hand of the first receiver (W, the dealer being N) and of the dealer, in the order the
#: cards come, for each pattern dealing the pack 0, 1, 2…: each packet to W, S, E, then N.
PATTERNS = {
    "3-2": ([0, 1, 2, 12, 13], [9, 10, 11, 18, 19], 20),
    "2-3": ([0, 1, 8, 9, 10], [6, 7, 17, 18, 19], 20),
    "3-3": ([0, 1, 2, 12, 13, 14], [9, 10, 11, 21, 22, 23], 24),
    "3-2-3": ([0, 1, 2, 12, 13, 20, 21, 22], [9, 10, 11, 18, 19, 29, 30, 31], None),
    "3-3-2": ([0, 1, 2, 12, 13, 14, 24, 25], [9, 10, 11, 21, 22, 23, 30, 31], None),
    "2-3-3": ([0, 1, 8, 9, 10, 20, 21, 22], [6, 7, 17, 18, 19, 29, 30, 31], None),
    "4-4": ([0, 1, 2, 3, 16, 17, 18, 19], [12, 13, 14, 15, 28, 29, 30, 31], None),
    "6-2": ([0, 1, 2, 3, 4, 5, 24, 25], [18, 19, 20, 21, 22, 23, 30, 31], None),
    "8": ([0, 1, 2, 3, 4, 5, 6, 7], [24, 25, 26, 27, 28, 29, 30, 31], None),
}


def pattern_rules(pattern: str) -> Rules:
    """A variant dealing ``pattern`` alone: the classic prise for five or six cards and a turned
    card (six cards: the taker gets one more, the others two), bridgée's auction for eight."""
    if pattern in ("3-2", "2-3"):
        return rules_of("classic", ("deal.patterns", [pattern]))
    if pattern == "3-3":
        return rules_of("classic", ("deal.patterns", ["3-3"]),
                        ("deal.completion", {"taker": 1, "others": 2}))  # fmt: skip
    return rules_of("bridgee", ("deal.patterns", [pattern]))


@each_value("deal.patterns", PATTERNS)
def test_each_pattern_deals_its_packets(value: str, expected: Any) -> None:
    first, dealer, turned = expected
    rules = pattern_rules(value)
    game = scripted(rules, "N")
    hands = game.deal.dealt.hands
    assert (hands[W], hands[N], game.deal.dealt.turned) == (first, dealer, turned)
    # every seat gets as many, none twice
    dealt = [c for h in hands for c in h]
    assert len(dealt) == len(set(dealt)) == 4 * len(first)
    # the batch engine deals the same positions to the same seats (dealer N, its only pattern)
    tables = batch_of(rules).compiled.deal
    receivers = tables.first[N, 0].tolist()
    assert [receivers[p] for p in first] == [W] * len(first)
    assert [receivers[p] for p in dealer] == [N] * len(dealer)
    assert int(tables.turned[N, 0]) == (-1 if turned is None else turned)
    if len(first) == 8:  # all dealt before the bidding, whoever takes
        for taker in range(4):
            assert tables.final[N, 0, taker, W].tolist() == first
            assert tables.final[N, 0, taker, N].tolist() == dealer


def test_a_dealer_may_deal_any_of_the_patterns_listed() -> None:
    # club lists 3-2 and 2-3: both are dealt, the first the default (a record may name either)
    rules = rules_of("classic", ("deal.patterns", ["3-2", "2-3"]))
    used = {Game(rules, seed=seed).deal.dealt.pattern for seed in range(12)}
    assert used == {"3-2", "2-3"}
    assert batch_of(rules).compiled.deal.patterns == 2


@each_value(
    "deal.first_receiver",
    {
        # the dealer N, S takes the turned card (20): W, S, E, N get three then two cards
        # each from W on, or from N on; the rest of the pack, three to each from the same
        # seat, the taker two after the turned card
        "after_dealer": {
            N: [9, 10, 11, 18, 19, 29, 30, 31],
            W: [0, 1, 2, 12, 13, 21, 22, 23],
            S: [3, 4, 5, 14, 15, 20, 24, 25],
            E: [6, 7, 8, 16, 17, 26, 27, 28],
        },
        "dealer": {
            N: [0, 1, 2, 12, 13, 21, 22, 23],
            W: [3, 4, 5, 14, 15, 24, 25, 26],
            S: [6, 7, 8, 16, 17, 20, 27, 28],
            E: [9, 10, 11, 18, 19, 29, 30, 31],
        },
    },
)
def test_the_first_cards_go_to_the_first_receiver(value: str, expected: Any) -> None:
    rules = rules_of("classic", ("deal.first_receiver", value))
    game = calls(scripted(rules, "N"), "pass", "take:D")  # the turned card is J♦ (20)
    assert game.deal.contract is not None
    assert game.deal.contract.taker == S
    assert game.deal.start_hands == [mask(code_of(c) for c in expected[s]) for s in range(4)]
    final = batch_of(rules).compiled.deal.final
    assert {s: final[N, 0, S, s].tolist() for s in range(4)} == expected


@each_value(
    "deal.turned_card",
    {
        # dealer N, S takes: with a turned card (20) S gets it and two more, the others
        # three; without one, everybody three (deal.completion 3 and 3)
        True: ([3, 4, 5, 14, 15, 20, 24, 25], [0, 1, 2, 12, 13, 21, 22, 23], 20),
        False: ([3, 4, 5, 14, 15, 23, 24, 25], [0, 1, 2, 12, 13, 20, 21, 22], None),
    },
)
def test_the_turned_card_goes_to_the_taker(value: bool, expected: Any) -> None:
    south, west, turned = expected
    if value:
        rules = rules_of("classic")
        take = "take:D"  # the suit of the turned J♦
    else:
        rules = rules_of("classic", ("deal.turned_card", False),
                         ("bidding.prise.rounds", [["any_suit"]]),
                         ("deal.completion", {"taker": 3, "others": 3}))  # fmt: skip
        take = "take:S"
    game = calls(scripted(rules, "N"), "pass", take)
    assert game.deal.dealt.turned == turned
    assert game.deal.start_hands is not None
    assert game.deal.start_hands[S] == mask(code_of(c) for c in south)
    assert game.deal.start_hands[W] == mask(code_of(c) for c in west)
    tables = batch_of(rules).compiled.deal
    assert int(tables.turned[N, 0]) == (-1 if turned is None else turned)
    assert tables.final[N, 0, S, S].tolist() == south
    assert tables.final[N, 0, S, W].tolist() == west


@each_value("deal.next_dealer", {"after_dealer": W, "before_dealer": E, "same": N})
def test_who_deals_the_next_deal(value: str, expected: int) -> None:
    rules = rules_of("classic", ("deal.next_dealer", value))
    game = calls(scripted(rules, "N"), *["pass"] * 8)  # nobody takes: the next deal
    assert game.deals[0].status == "passed"
    assert game.deal.dealer == expected
    take_first(game)
    play_out(game, random.Random(1))  # and after a played deal, the next in the same way
    assert game.deal.dealer == (expected + (expected - N)) % 4
    # the batch engine: in whole games, each deal's dealer from the last one's
    table, _games = batch_of(rules).play_games(8, np.random.default_rng(4), max_deals=4)
    step = {"after_dealer": 1, "before_dealer": 3, "same": 0}[value]
    for game_no in range(8):
        dealers = table["dealer"][table["game"] == game_no].tolist()
        assert len(dealers) == 4
        assert dealers[1:] == [(d + step) % 4 for d in dealers[:-1]]


def replay_first_deal(rules: Rules, played: Game, second: tuple[list[int], bool]) -> Game:
    """``played``'s first deal replayed from its record, the second deal recorded as
    ``second`` (its pack, and whether the record says it was shuffled)."""
    first = played.deals[0]
    script = [(first.deck, first.dealt.pattern, first.cut, None),
              (second[0], first.dealt.pattern, 0, second[1])]  # fmt: skip
    game = Game(rules, dealer=SEATS[first.dealer], script=script)
    for seat, action in played.actions:
        game.apply(action, seat)
    return game


@each_value("deal.shuffle.between_deals", ["never", "always", "by_agreement"])
def test_the_cards_are_shuffled_between_deals_or_gathered(value: str) -> None:
    rules = rules_of("classic", ("deal.cut.by", "none"), ("deal.shuffle.between_deals", value))
    game = Game(rules, seed=5, dealer="N")
    take_first(game)
    play_out(game, random.Random(5))
    second = game.deals[1]
    pack = gathered(game, 1)
    if value == "always":
        assert second.shuffled
        assert second.deck != pack
        assert sorted(second.deck) == list(range(32))
    else:  # by_agreement: with no one to ask, the engine gathers as for never
        assert not second.shuffled
        assert second.deck == pack
    # a record: the second pack said shuffled is refused unless the variant shuffles or the
    # table may agree to; said gathered, it is refused where the variant always shuffles
    other = list(reversed(range(32)))
    if value == "never":
        with pytest.raises(ReplayError, match="the record says the pack was shuffled"):
            replay_first_deal(rules, game, (other, True))
    else:
        assert replay_first_deal(rules, game, (other, True)).deal.deck == other
    if value == "always":
        with pytest.raises(ReplayError, match="shuffles before every deal"):
            replay_first_deal(rules, game, (pack, False))
    else:
        assert replay_first_deal(rules, game, (pack, False)).deal.deck == pack
    # the batch engine: the second pack of each game is the first deal's cards as gathered,
    # unless the variant shuffles them
    (_decks, _dealers, first), (decks, _dealers2, _after) = batch_packs(rules, 6, 5)
    for before, after in zip(first.tolist(), decks.tolist(), strict=True):
        assert sorted(after) == list(range(32))
        assert (after == before) is (value != "always")


@covers("deal.shuffle.between_deals", "dealer_choice", engines=("scalar",))
def test_the_dealer_chooses_to_shuffle_or_gather() -> None:
    rules = rules_of(
        "classic", ("deal.cut.by", "none"), ("deal.shuffle.between_deals", "dealer_choice")
    )
    for choice in ("gather", "shuffle"):
        game = Game(rules, seed=5, dealer="N")
        take_first(game)
        play_out(game, random.Random(5))
        # the next dealer (W) is asked before the next deal is dealt
        assert (game.phase, game.to_move, len(game.deals)) == ("shuffle", "W", 1)
        assert game.legal_actions() == ["shuffle", "gather"]
        game.apply(choice)
        second = game.deals[1]
        assert second.dealer == W
        assert second.shuffled is (choice == "shuffle")
        assert (second.deck == gathered(game, 1)) is (choice == "gather")


@covers("deal.shuffle.first", "dealer", "each_team", engines=("scalar",))
def test_who_shuffles_first_is_said_by_the_rulebook() -> None:
    by_dealer = rules_of("classic")
    by_teams = rules_of("classic", ("deal.shuffle.first", "each_team"))
    # the engine shuffles the first pack at random whoever shuffles it: the same pack
    assert Game(by_dealer, seed=3).deal.deck == Game(by_teams, seed=3).deal.deck
    assert rulebook_sentence(by_dealer, "deal.shuffle").startswith(
        "Before the first deal, the dealer shuffles the cards."
    )
    assert rulebook_sentence(by_teams, "deal.shuffle").startswith(
        "Before the first deal, a player of each team shuffles the cards in turn."
    )


# --------------------------------------------------------------------------------------------
# deal.misdeal (the scalar engine: no random deal is misdealt)
# --------------------------------------------------------------------------------------------


@each_value(
    "deal.misdeal.penalty",
    # N deals and misdeals: a redeal by N, free; or the 162 points (deal.misdeal.points) to
    # N's opponents, and W deals
    {"redeal": ((0, 0), N), "opponents_score": ((0, 162), W)},
    engines=("scalar",),
)
def test_what_a_misdeal_costs(value: str, expected: Any) -> None:
    rules = rules_of("classic", ("deal.misdeal.penalty", value))
    game = scripted(rules, "N")
    game.apply("misdeal")
    line, dealer = expected
    assert game.deals[0].status == "misdeal"
    assert ((game.totals["NS"], game.totals["EW"]), game.deal.dealer) == (line, dealer)
    assert game.deal.shuffled  # a misdeal shuffles the pack again


def passes_only(game: Game) -> set[str]:
    """The seats that may only pass in the first round of the deal, each passing in turn."""
    out = set()
    for _ in range(4):
        seat = game.to_move
        assert seat is not None
        if game.legal_actions() == ["pass"]:
            out.add(seat)
        game.apply("pass")
    return out


@each_value(
    "deal.misdeal.barred",
    {"none": set(), "dealer": {"N"}, "dealer_team": {"N", "S"}},
    engines=("scalar",),
)
def test_who_may_not_bid_after_a_misdeal(value: str, expected: set[str]) -> None:
    rules = rules_of("classic", ("deal.misdeal.barred", value))
    game = scripted(rules, "N")
    assert passes_only(scripted(rules, "N")) == set()  # before: everyone may take
    game.apply("misdeal")
    assert game.deal.dealer == N
    assert passes_only(game) == expected
    # the dealer, barred, is refused a take for that rule
    game = scripted(rules, "N")
    game.apply("misdeal")
    calls(game, "pass", "pass", "pass")
    take = "take:" + "SHDC"[(game.deal.dealt.turned or 0) >> 3]
    if "N" in expected:
        with pytest.raises(IllegalAction) as refused:
            game.apply(take)
        assert refused.value.rule == "deal.misdeal"
    else:
        game.apply(take)
        assert game.deal.contract is not None
        assert game.deal.contract.taker == N


def repeated(penalty: str, barred: str) -> Rules:
    return rules_of(
        "classic",
        ("deal.misdeal.repeated", [{"penalty": penalty, "points": 50, "barred": barred}]),
    )


@each_value(
    "deal.misdeal.repeated[].penalty",
    # the first misdeal by N is redealt by N (deal.misdeal.penalty); the second and the next
    # cost the listed penalty: a redeal by N again, or 50 points to E–W and W deals
    {"redeal": ((0, 0), N), "opponents_score": ((0, 50), W)},
    engines=("scalar",),
)
def test_a_repeated_misdeal_costs_the_penalty_listed(value: str, expected: Any) -> None:
    game = scripted(repeated(value, "none"), "N")
    game.apply("misdeal")
    assert (game.totals, game.deal.dealer) == ({"NS": 0, "EW": 0}, N)
    game.apply("misdeal")
    line, dealer = expected
    assert ((game.totals["NS"], game.totals["EW"]), game.deal.dealer) == (line, dealer)
    if value == "redeal":  # the last entry repeats: a third misdeal costs the same
        game.apply("misdeal")
        assert (game.totals, game.deal.dealer) == ({"NS": 0, "EW": 0}, N)


@each_value(
    "deal.misdeal.repeated[].barred",
    {"none": set(), "dealer": {"N"}, "dealer_team": {"N", "S"}},
    engines=("scalar",),
)
def test_a_repeated_misdeal_bars_the_seats_listed(value: str, expected: set[str]) -> None:
    game = scripted(repeated("redeal", value), "N")
    game.apply("misdeal")
    first = scripted(repeated("redeal", value), "N")
    first.apply("misdeal")
    assert passes_only(first) == set()  # the first misdeal bars nobody (deal.misdeal.barred)
    game.apply("misdeal")
    assert passes_only(game) == expected


@each_value(
    "deal.misdeal.after_bid.applies",
    # bridgée: N deals and speaks first; N passes, W (an opponent) bids 100 ♥, then the
    # misdeal: it costs 160 (after_bid.points) plus the bid, 100, to E–W and W deals; or the
    # same as before the bidding: a redeal by N
    {True: ((0, 260), W), False: ((0, 0), N)},
    engines=("scalar",),
)
def test_a_misdeal_found_after_a_bid_may_cost_more(value: bool, expected: Any) -> None:
    rules = rules_of("bridgee", ("deal.misdeal.after_bid.applies", value))
    game = calls(scripted(rules, "N"), "pass", "bid:100:H")
    game.apply("misdeal")
    line, dealer = expected
    assert ((game.totals["NS"], game.totals["EW"]), game.deal.dealer) == (line, dealer)
    # a bid by the dealer's own partner is not an opponent's bid: a plain misdeal
    game = calls(scripted(rules, "N"), "pass", "pass", "bid:100:H")
    game.apply("misdeal")
    assert (game.totals, game.deal.dealer) == ({"NS": 0, "EW": 0}, N)


@each_value(
    "deal.misdeal.after_bid.add_contract",
    {True: (0, 260), False: (0, 160)},  # 160, with the bid of 100 or without
    engines=("scalar",),
)
def test_a_late_misdeal_may_add_the_bid(value: bool, expected: tuple[int, int]) -> None:
    rules = rules_of(
        "bridgee",
        ("deal.misdeal.after_bid.applies", True),
        ("deal.misdeal.after_bid.add_contract", value),
    )
    game = calls(scripted(rules, "N"), "pass", "bid:100:H")
    game.apply("misdeal")
    assert (game.totals["NS"], game.totals["EW"]) == expected


# --------------------------------------------------------------------------------------------
# bidding: each engine's calls after the same calls (the batch engine's from its graph)
# --------------------------------------------------------------------------------------------


def legal_after(rules: Rules, *actions: str, dealer: str = "N") -> list[str]:
    """The calls the player to move may make after ``actions`` (from the first speaker, the
    pack 0, 1, 2… dealt by ``dealer``: in a prise the turned card is J♦), the same on both
    engines; empty once the bidding is over."""
    game = calls(scripted(rules, dealer), *actions)
    scalar = game.legal_actions() if game.phase == "bidding" and len(game.deals) == 1 else []
    turned = game.deals[0].dealt.turned
    state, graph = walk(rules, SEATS.index(dealer), 0 if turned is None else turned >> 3, actions)
    assert offered(graph, state) == scalar
    return scalar


def contract_after(rules: Rules, *actions: str, dealer: str = "N") -> tuple[str, str, Any, int]:
    """The contract (taker, mode, bid, contre) after ``actions`` end the bidding, the same on
    both engines."""
    game = calls(scripted(rules, dealer), *actions)
    contract = game.deals[0].contract
    assert contract is not None, game.deals[0].status
    turned = game.deals[0].dealt.turned
    found = batch_contract(rules, SEATS.index(dealer), 0 if turned is None else turned >> 3,
                           actions)  # fmt: skip
    assert found == (contract.taker, contract.mode, bid_code(contract.bid), contract.contre)
    return SEATS[contract.taker], contract.trump, contract.bid, contract.contre


def bids(*levels: int | str, modes: str = "SHDC") -> list[str]:
    """``bid:LEVEL:MODE`` for each level, each mode (``SHDC``, or ``SA``/``TA`` names)."""
    names = [modes] if modes in ("SA", "TA") else list(modes)
    return [f"bid:{level}:{m}" for level in levels for m in names]


LADDER = tuple(range(80, 161, 10))  # bridgée's bids: 80 to 160 by tens, then capot
SUITS = "SHDC"
ALL_MODES = (*SUITS, "SA", "TA")


def modes_bid(legal: Iterable[str], level: int | str) -> list[str]:
    return [a.split(":")[2] for a in legal if a.startswith(f"bid:{level}:")]


@each_value("bidding.system", ["prise", "auction"])
def test_the_contract_is_taken_or_bid(value: str) -> None:
    if value == "prise":
        rules = rules_of("classic")
        # W, first to speak after the dealer N, may take the turned card's suit (J♦) or pass
        assert legal_after(rules) == ["pass", "take:D"]
        assert contract_after(rules, "take:D") == ("W", "D", None, 0)
    else:
        rules = rules_of("classic", ("bidding.system", "auction"), ("deal.turned_card", False),
                         ("deal.patterns", ["3-3-2"]))  # fmt: skip
        # W may pass or bid 80 to 160 by tens (bidding.auction), or capot, in each suit
        assert legal_after(rules) == ["pass", *bids(*LADDER, "capot")]
        assert contract_after(rules, "bid:90:H", "pass", "pass", "pass") == ("W", "H", 90, 0)
    # the graph walked is the one the batch engine plays its deals with
    assert batch_of(rules).compiled.bidding is batch_graph(rules)


@each_value("bidding.first_speaker", {"after_dealer": "W", "dealer": "N"})
def test_who_speaks_first(value: str, expected: str) -> None:
    rules = rules_of("classic", ("bidding.first_speaker", value))
    assert scripted(rules, "N").to_move == expected
    assert contract_after(rules, "take:D")[0] == expected  # the first call is his


@covers("bidding.modes.suit", True, False)
@covers("bidding.modes.sans_atout", True, False)
@covers("bidding.modes.tout_atout", True, False)
@pytest.mark.parametrize("mode", ["suit", "sans_atout", "tout_atout"])
def test_the_modes_one_may_bid(mode: str) -> None:
    # bridgée bids every mode; without one of them, its bids are gone
    every = legal_after(rules_of("bridgee"))
    assert modes_bid(every, 80) == list(ALL_MODES)
    left = legal_after(rules_of("bridgee", (f"bidding.modes.{mode}", False)))
    gone = {"suit": SUITS, "sans_atout": ("SA",), "tout_atout": ("TA",)}[mode]
    assert modes_bid(left, 80) == [m for m in ALL_MODES if m not in gone]
    assert modes_bid(left, "capot") == [m for m in ALL_MODES if m not in gone]


#: Three rounds naming each choice a prise round may name; sans atout and tout atout enabled.
ROUNDS = [["turned_suit", "sans_atout"], ["other_suits", "tout_atout"], ["any_suit"]]


@covers("bidding.prise.rounds", "turned_suit", "other_suits", "any_suit", "sans_atout",
        "tout_atout")  # fmt: skip
@each_value(
    "bidding.prise.modes_in_every_round",
    {
        # the turned card is J♦: round 1 offers ♦ (and SA), round 2 the other suits (and TA),
        # round 3 any suit; or SA and TA in every round
        False: [["D", "SA"], ["S", "H", "C", "TA"], ["S", "H", "D", "C"]],
        True: [["D", "SA", "TA"], ["S", "H", "C", "SA", "TA"], ["S", "H", "D", "C", "SA", "TA"]],
    },
)
def test_each_prise_round_offers_what_it_names(value: bool, expected: list[list[str]]) -> None:
    rules = rules_of(
        "classic",
        ("bidding.modes.sans_atout", True),
        ("bidding.modes.tout_atout", True),
        ("bidding.prise.rounds", ROUNDS),
        ("bidding.prise.modes_in_every_round", value),
    )
    for round_no, names in enumerate(expected):
        passes = ["pass"] * 4 * round_no
        assert legal_after(rules, *passes) == ["pass", *(f"take:{m}" for m in names)]
        # each named mode may be taken, by W who speaks first in the round
        for name in names:
            assert contract_after(rules, *passes, f"take:{name}") == ("W", name, None, 0)


@each_value(
    "bidding.prise.vache",
    # the second round: W, S, E pass; N, the last to speak, must take, or may pass
    {True: ["take:S", "take:H", "take:C"], False: ["pass", "take:S", "take:H", "take:C"]},
)
def test_the_last_speaker_must_take_with_the_vache(value: bool, expected: list[str]) -> None:
    rules = rules_of("classic", ("bidding.prise.vache", value))
    assert legal_after(rules, *["pass"] * 7) == expected
    game = calls(scripted(rules, "N"), *["pass"] * 7)
    if value:
        with pytest.raises(IllegalAction) as refused:
            game.apply("pass")
        assert refused.value.rule == "bidding.prise.vache"
    else:
        game.apply("pass")
        assert game.deals[0].status == "passed"


@covers("bidding.prise.all_pass", "redeal")
@covers("bidding.auction.all_pass", "redeal")
@pytest.mark.parametrize(("spec", "passes"), [("classic", 8), ("bridgee", 4)])
def test_when_everybody_passes_the_cards_are_dealt_again(spec: str, passes: int) -> None:
    rules = rules_of(spec)
    game = calls(scripted(rules, "N"), *["pass"] * passes)
    # nobody takes: no score, and the next deal is dealt (by the next dealer, W)
    assert game.deals[0].status == "passed"
    assert game.deals[0].score is None
    assert (len(game.deals), game.deal.dealer, game.phase) == (2, W, "bidding")
    assert game.sheet == []
    # the batch engine's bidding ends there without a contract: the deal is not played
    assert batch_contract(rules, N, 2, ["pass"] * passes) == (-1, -1, -1, 0)


def auction(*overrides: tuple[str, Any]) -> Rules:
    """Bridgée (N deals and speaks first; every mode) with ``overrides``."""
    return rules_of("bridgee", *overrides)


@each_value("bidding.auction.capot", [True, False])
def test_capot_may_be_bid_above_the_ceiling(value: bool) -> None:
    legal = legal_after(auction(("bidding.auction.capot", value)))
    assert modes_bid(legal, "capot") == (list(ALL_MODES) if value else [])
    assert modes_bid(legal, 160) == list(ALL_MODES)
    if value:
        assert contract_after(auction(), "bid:capot:H", "pass", "pass", "pass") == (
            "N", "H", "capot", 0
        )  # fmt: skip


@each_value("bidding.auction.capot_contre", [True, False])
def test_a_capot_bid_may_be_doubled(value: bool) -> None:
    rules = auction(("bidding.auction.capot_contre", value))
    assert ("contre" in legal_after(rules, "bid:capot:H")) is value
    assert "contre" in legal_after(rules, "bid:160:H")  # a bid in points always may


@each_value("bidding.auction.generale", [True, False])
def test_generale_may_be_bid_above_capot(value: bool) -> None:
    rules = auction(("bidding.auction.generale", value))
    assert modes_bid(legal_after(rules), "generale") == (list(ALL_MODES) if value else [])
    # over a capot bid, only a générale is higher
    assert [a for a in legal_after(rules, "bid:capot:H") if a.startswith("bid:")] == (
        bids("generale", modes="SHDC") + bids("generale", modes="SA") + bids("generale", modes="TA")
        if value
        else []
    )


@each_value("bidding.auction.overbid_partner", [True, False])
def test_a_player_may_overbid_his_partner(value: bool) -> None:
    rules = auction(("bidding.auction.overbid_partner", value))
    legal = legal_after(rules, "bid:80:H", "pass")  # S, N's partner, speaks
    assert bool(modes_bid(legal, 90)) is value
    assert "contre" not in legal  # not against his own side
    assert bool(modes_bid(legal_after(rules, "bid:80:H"), 90))  # an opponent always may


@each_value(
    "bidding.auction.raise_own",
    # four passes end the auction: N bid 80 ♥, the three others passed; N speaks again
    {
        "allowed": list(ALL_MODES),
        "new_mode": [m for m in ALL_MODES if m != "H"],
        "forbidden": [],
    },
)
def test_a_player_may_raise_his_own_bid(value: str, expected: list[str]) -> None:
    rules = auction(("bidding.auction.end", "four_passes"), ("bidding.auction.raise_own", value))
    legal = legal_after(rules, "bid:80:H", "pass", "pass", "pass")
    assert modes_bid(legal, 90) == expected
    assert modes_bid(legal, "capot") == expected
    assert "pass" in legal


#: Pagat's order of the modes at the same level, lowest first.
SAME_LEVEL = ["clubs", "diamonds", "hearts", "spades", "sans_atout", "tout_atout"]


@covers("bidding.auction.same_level_order", *SAME_LEVEL)
def test_a_higher_mode_overbids_at_the_same_level() -> None:
    rules = auction(("bidding.auction.same_level_order", SAME_LEVEL))
    shipped = auction()
    # after 80 in each mode, W may bid 80 in the modes above it in the order given:
    # C < D < H < S < SA < TA (listed as the engines list the modes: S H D C SA TA); without
    # an order, 80 is never overbid by 80
    above = {"C": ["S", "H", "D", "SA", "TA"], "D": ["S", "H", "SA", "TA"], "H": ["S", "SA", "TA"],
             "S": ["SA", "TA"], "SA": ["TA"], "TA": []}  # fmt: skip
    for mode, expected in above.items():
        assert modes_bid(legal_after(rules, f"bid:80:{mode}"), 80) == expected, mode
        assert modes_bid(legal_after(shipped, f"bid:80:{mode}"), 80) == []
        assert modes_bid(legal_after(rules, f"bid:80:{mode}"), 90) == list(ALL_MODES)
    assert contract_after(rules, "bid:80:C", "bid:80:TA", "pass", "pass", "pass") == (
        "W", "TA", 80, 0
    )  # fmt: skip


@each_value("bidding.auction.contre", [True, False])
def test_an_opponent_may_double(value: bool) -> None:
    rules = auction(("bidding.auction.contre", value), ("bidding.auction.surcontre", value))
    assert ("contre" in legal_after(rules, "bid:80:H")) is value
    assert "contre" not in legal_after(rules)  # nothing to double yet
    if value:
        assert contract_after(rules, "bid:80:H", "contre", "pass", "pass", "pass") == (
            "N", "H", 80, 1
        )  # fmt: skip


@each_value("bidding.auction.surcontre", [True, False])
def test_the_doubled_side_may_redouble(value: bool) -> None:
    rules = auction(("bidding.auction.surcontre", value))
    # N bid, W doubled: S (N's partner) may redouble; E (W's partner) never
    assert ("surcontre" in legal_after(rules, "bid:80:H", "contre")) is value
    assert "surcontre" not in legal_after(rules, "bid:80:H", "contre", "pass")
    if value:
        assert contract_after(rules, "bid:80:H", "contre", "surcontre", "pass", "pass",
                              "pass") == ("N", "H", 80, 2)  # fmt: skip


@each_value("bidding.auction.contre_timing", ["in_turn", "any_time"], engines=("scalar",))
def test_a_contre_may_be_said_out_of_turn(value: str) -> None:
    rules = auction(("bidding.auction.contre_timing", value))
    game = calls(scripted(rules, "N"), "bid:80:H")  # W to speak; E doubles out of turn
    assert game.legal_actions("E") == (["contre"] if value == "any_time" else [])
    assert game.legal_actions("S") == []  # never the bidder's partner
    if value == "in_turn":
        with pytest.raises(IllegalAction) as refused:
            game.apply("contre", "E")
        assert refused.value.rule == "bidding.auction.contre_timing"
        return
    game.apply("contre", "E")
    # the contre stands; the word goes on from the seat after E: N, who may redouble
    assert game.to_move == "N"
    assert "surcontre" in game.legal_actions()
    calls(game, "pass", "pass", "pass")
    assert game.deals[0].contract is not None
    assert game.deals[0].contract.contre == 1


@each_value(
    "bidding.auction.contre_out_of_turn", ["refused", "wronged_side_chooses"], engines=("scalar",)
)
def test_a_contre_out_of_turn_is_refused_or_left_to_the_bidders(value: str) -> None:
    rules = auction(("bidding.auction.contre_out_of_turn", value))
    game = calls(scripted(rules, "N"), "bid:80:H")
    if value == "refused":
        assert game.legal_actions("E") == []
        with pytest.raises(IllegalAction):
            game.apply("contre", "E")
        return
    # a fault: N, whose bid was doubled, chooses to play on (the contre stands) or redeal
    assert game.legal_actions("E") == ["contre"]
    game.apply("contre", "E")
    assert (game.to_move, game.legal_actions()) == ("N", ["play-on", "redeal"])
    on = calls(scripted(rules, "N"), "bid:80:H")
    on.apply("contre", "E")
    calls(on, "play-on", "pass", "pass", "pass")
    assert on.deals[0].contract is not None
    assert on.deals[0].contract.contre == 1
    game.apply("redeal")
    assert game.deals[0].status == "redealt"
    assert (len(game.deals), game.deal.dealer) == (2, N)  # the same dealer deals again


@each_value("bidding.auction.contre_ends_auction", [True, False])
def test_a_contre_may_end_the_bidding(value: bool) -> None:
    rules = auction(("bidding.auction.contre_ends_auction", value))
    # N bid 80, W doubled: S may only pass or redouble, or still bid
    legal = legal_after(rules, "bid:80:H", "contre")
    assert "surcontre" in legal
    assert bool(modes_bid(legal, 90)) is not value
    # without a surcontre to wait for, the contre ends the auction at once
    plain = auction(("bidding.auction.contre_ends_auction", value),
                    ("bidding.auction.surcontre", False))  # fmt: skip
    if value:
        assert contract_after(plain, "bid:80:H", "contre") == ("N", "H", 80, 1)
        assert contract_after(rules, "bid:80:H", "contre", "surcontre") == ("N", "H", 80, 2)
    else:
        # the auction goes on after the contre: S may bid again (90 and up)
        assert modes_bid(legal_after(plain, "bid:80:H", "contre"), 90) == list(ALL_MODES)


@each_value(
    "bidding.auction.after_contre",
    # N bid, W doubled, S passed: E (W's partner) speaks in turn, or is silent and N speaks;
    # then two passes close the auction where only the doubled team speaks
    {"every_seat": "E", "contred_team": "N"},
)
def test_who_speaks_after_a_contre(value: str, expected: str) -> None:
    rules = auction(("bidding.auction.after_contre", value))
    game = calls(scripted(rules, "N"), "bid:80:H", "contre", "pass")
    assert game.to_move == expected
    legal = legal_after(rules, "bid:80:H", "contre", "pass")
    assert ("surcontre" in legal) is (expected == "N")  # N may redouble, E may not
    closed = legal_after(rules, "bid:80:H", "contre", "pass", "pass") == []
    assert closed is (value == "contred_team")


@each_value(
    "bidding.auction.after_capot",
    # N bid capot, W passed: S (N's partner) speaks in turn, or is silent and E speaks; or
    # nobody speaks: the capot bid ended the auction
    {"as_usual": "S", "opponents": "E", "ends": None},
)
def test_who_speaks_after_a_capot_bid(value: str, expected: str | None) -> None:
    extra = [("bidding.auction.capot_contre", False)] if value == "ends" else []
    rules = auction(("bidding.auction.after_capot", value), *extra)
    if expected is None:
        assert legal_after(rules, "bid:capot:H") == []
        assert contract_after(rules, "bid:capot:H") == ("N", "H", "capot", 0)
        return
    game = calls(scripted(rules, "N"), "bid:capot:H", "pass")
    assert game.to_move == expected
    # S, N's partner, has nothing above a capot; E may double it
    assert legal_after(rules, "bid:capot:H", "pass") == (
        ["pass"] if expected == "S" else ["pass", "contre"]
    )
    # two passes close it where only the opponents speak; three otherwise
    closed = legal_after(rules, "bid:capot:H", "pass", "pass") == []
    assert closed is (value == "opponents")
    passes = 2 if value == "opponents" else 3
    assert contract_after(rules, "bid:capot:H", *["pass"] * passes) == ("N", "H", "capot", 0)


@each_value("bidding.auction.end", {"three_passes": [], "four_passes": None})
def test_what_ends_the_auction(value: str, expected: list[str] | None) -> None:
    rules = auction(("bidding.auction.end", value))
    after = legal_after(rules, "bid:80:H", "pass", "pass", "pass")
    if expected is not None:
        assert after == expected
        assert contract_after(rules, "bid:80:H", "pass", "pass", "pass") == ("N", "H", 80, 0)
    else:  # the bidder speaks again: a fourth pass ends it
        assert "pass" in after
        assert modes_bid(after, 90)
        assert contract_after(rules, "bid:80:H", *["pass"] * 4) == ("N", "H", 80, 0)


# --------------------------------------------------------------------------------------------
# annonces: each engine's points for the same hands (the batch engine's annonce phase)
# --------------------------------------------------------------------------------------------


def carre(rank: str) -> str:
    """The four cards of ``rank`` (a code: ``7``, ``J``…)."""
    return " ".join(rank + s for s in SUITS)


def both_award(
    rules: Rules, hands: Sequence[Mapping[str, str]], mode: str, leaders: Sequence[str] = ()
) -> list[tuple[int, int]]:
    """The annonce points (NS, EW) of each set of ``hands``, the same on both engines
    (``leaders``: who leads the first trick of each, N by default)."""
    first = list(leaders) or ["N"] * len(hands)
    scalar = [awarded(rules, h, mode, f) for h, f in zip(hands, first, strict=True)]
    batch, _voided = batch_annonces(rules, hands, mode, [SEATS.index(f) for f in first])
    assert batch == scalar
    return scalar


@each_value("annonces.enabled", {True: [(20, 0), (0, 50)], False: [(0, 0), (0, 0)]})
def test_annonces_score_only_where_they_are_played(value: bool, expected: Any) -> None:
    rules = rules_of("classic", ("annonces.enabled", value))
    # a tierce to the king; a cinquante to the ace
    assert both_award(rules, [{"N": "KS QS JS"}, {"E": "AD KD QD JD"}], "H") == expected


@each_value(
    "annonces.long_sequences",
    # eight spades in a row: one cent (100), or a cent and a tierce of what is left (120)
    {"single": (100, 1), "split": (120, 2)},
)
def test_a_long_run_is_one_annonce_or_split(value: str, expected: tuple[int, int]) -> None:
    rules = rules_of("classic", ("annonces.long_sequences", value))
    hands = {"N": "7S 8S 9S TS JS QS KS AS"}
    points, count = expected
    assert both_award(rules, [hands], "H") == [(points, 0)]
    assert len(rules.declarations(hands, "H").by_seat["N"]) == count


#: Orders of the carrés, strongest first, unlike the shipped ones (every rank moves); every
#: carré is worth 100, so the order alone decides between two of them.
CARRE_ORDERS = {
    "suit": ("seven", "eight", "nine", "ten", "jack", "queen", "king", "ace"),
    "sans_atout": ("nine", "ace", "jack", "seven", "king", "eight", "queen", "ten"),
}


@covers("annonces.carre_order.suit", *RANKS)
@covers("annonces.carre_order.sans_atout", *RANKS)
def test_the_higher_carre_is_the_one_first_in_the_carre_order() -> None:
    hundred = dict.fromkeys(RANKS, 100)
    rules = rules_of(
        "classic",
        ("bidding.modes.sans_atout", True),
        ("bidding.modes.tout_atout", True),
        ("annonces.carres", hundred),
        ("annonces.carres_sans_atout", hundred),
        *((f"annonces.carre_order.{k}", list(v)) for k, v in CARRE_ORDERS.items()),
    )
    for key, modes in (("suit", ("H", "TA")), ("sans_atout", ("SA",))):
        order = [RANK_CODE[r] for r in CARRE_ORDERS[key]]
        # each rank against the next in the order: N's carré of the stronger wins, held by N or
        # by W
        hands, expected = [], []
        for strong, weak in itertools.pairwise(order):
            hands += [
                {"N": carre(strong), "W": carre(weak)},
                {"W": carre(strong), "N": carre(weak)},
            ]
            expected += [(100, 0), (0, 100)]
        for mode in modes:
            assert both_award(rules, hands, mode) == expected, (key, mode)


@each_value(
    "annonces.card_reuse",
    # the carré of jacks (200) and the tierce J Q K of hearts, sharing the J♥: both count
    # (220), or the J♥ counts once: the carré alone (200), worth more than the tierce
    {"carre_and_sequence": (220, 0), "none": (200, 0)},
)
def test_one_card_in_two_annonces(value: str, expected: tuple[int, int]) -> None:
    rules = rules_of("classic", ("annonces.card_reuse", value))
    assert both_award(rules, [{"N": "JS JH JD JC QH KH"}], "S") == [expected]


#: Two annonces worth the same, and what each tie-break list gives (NS, EW), N against W,
#: trump ♥; a tie left standing scores nothing (annonces.still_tied: nobody_scores).
TIES = {
    # a carré of aces (100) against a cent to the king (100): the carré is higher (its highest
    # card an ace)
    "carre-cent": ({"N": "AS AH AD AC", "W": "9D TD JD QD KD"},
                   {"carre_over_sequence": (100, 0), "longer": (0, 100), "higher": (100, 0),
                    "trump": (0, 0), "": (0, 0)}),
    # tierces to the king and to the queen
    "king-queen": ({"N": "KS QS JS", "W": "QD JD TD"},
                   {"carre_over_sequence": (0, 0), "longer": (0, 0), "higher": (20, 0),
                    "trump": (0, 0), "": (0, 0)}),
    # tierces to the king, W's in trump
    "plain-trump": ({"N": "KS QS JS", "W": "KH QH JH"},
                    {"carre_over_sequence": (0, 0), "longer": (0, 0), "higher": (0, 0),
                     "trump": (0, 20), "": (0, 0)}),
}  # fmt: skip


@covers("annonces.tie_break", "carre_over_sequence", "longer", "higher", "trump")
def test_each_tie_break_decides_between_equal_annonces() -> None:
    for criterion in ("carre_over_sequence", "longer", "higher", "trump", ""):
        rules = rules_of("classic", ("annonces.tie_break", [criterion] if criterion else []))
        hands = [h for h, _ in TIES.values()]
        expected = [by[criterion] for _, by in TIES.values()]
        assert both_award(rules, hands, "H") == expected, criterion


#: Two players of either team hold tierces to the king in plain suits (trump ♥): equal on
#: every tie-break. For each leader, each pair of holders and the team that scores with
#: ``first_declared``: the first holder in play order from the leader (N → W → S → E).
FIRST_DECLARED = {
    "N": {("N", "W"): "NS", ("N", "E"): "NS", ("S", "W"): "EW", ("S", "E"): "NS"},
    "W": {("N", "W"): "EW", ("N", "E"): "EW", ("S", "W"): "EW", ("S", "E"): "NS"},
    "S": {("N", "W"): "NS", ("N", "E"): "EW", ("S", "W"): "NS", ("S", "E"): "NS"},
    "E": {("N", "W"): "NS", ("N", "E"): "EW", ("S", "W"): "EW", ("S", "E"): "EW"},
}


def tied_hands(ns: str, ew: str) -> dict[str, str]:
    """Full hands where ``ns`` holds K Q J ♠ and ``ew`` K Q J ♦, and nobody any other annonce
    or the belote of ♥."""
    return complete({ns: "KS QS JS", ew: "KD QD JD"}, avoid_belote="H")


@each_value("annonces.still_tied", ["nobody_scores", "first_declared"])
def test_equal_annonces_after_the_tie_break(value: str) -> None:
    rules = rules_of("classic", ("annonces.still_tied", value))
    cases = [(lead, pair, team) for lead, pairs in FIRST_DECLARED.items()
             for pair, team in pairs.items()]  # fmt: skip
    hands = [tied_hands(*pair) for _lead, pair, _team in cases]
    expected = [
        ((20, 0) if team == "NS" else (0, 20)) if value == "first_declared" else (0, 0)
        for _lead, _pair, team in cases
    ]
    assert both_award(rules, hands, "H", [lead for lead, _p, _t in cases]) == expected
    # through the game: the dealer sits before the leader (play.first_lead: after_dealer);
    # where annonces may be kept, they are compared once everyone has played his first card
    kept = rules_of("classic", ("annonces.still_tied", value), ("annonces.declaring", "optional"))
    for (lead, pair, _team), full, points in zip(cases, hands, expected, strict=True):
        dealer = SEATS[(SEATS.index(lead) + 3) % 4]
        taker = next(s for s in SEATS if any(c[1] == "H" for c in full[s].split()))
        game = game_with_hands(rules, dealer, taker, "H", full)
        assert game.to_move == lead
        resolution = game.deal.resolution
        assert resolution is not None
        assert (resolution.awarded["NS"], resolution.awarded["EW"]) == points, (lead, pair)
        game = game_with_hands(kept, dealer, taker, "H", full)
        while game.deal.tricks == []:  # the first trick, every annonce declared
            game.apply(next(a for a in game.legal_actions() if "+" not in a))
        resolution = game.deal.resolution
        assert resolution is not None
        assert (resolution.awarded["NS"], resolution.awarded["EW"]) == points, (lead, pair)


def test_three_holders_of_equal_annonces_go_to_the_first_from_the_leader() -> None:
    # N and S against E, W leading: W's partner E is after S in play order, so S, then N…
    rules = rules_of("classic", ("annonces.still_tied", "first_declared"))
    hands = complete({"N": "KS QS JS", "S": "KC QC JC", "E": "KD QD JD"}, avoid_belote="H")
    # W leads: S then E then N; E leads: E first; N leads: N first
    assert both_award(rules, [hands] * 3, "H", ["W", "E", "N"]) == [(40, 0), (0, 20), (40, 0)]


#: A carré held by E against a tierce held by N (trump ♠), and the points (NS, EW) when no
#: carré cancels (annonces.carres: 7s and 8s score nothing, 9s 150, jacks 200, others 100).
CARRE_AGAINST_TIERCE = {
    "seven": (20, 0), "eight": (20, 0), "nine": (0, 150), "ten": (0, 100),
    "jack": (0, 200), "queen": (0, 100), "king": (0, 100), "ace": (0, 100),
}  # fmt: skip


@covers("annonces.cancelling_carres.ranks", *RANKS)
def test_a_carre_of_a_cancelling_rank_cancels_the_annonces() -> None:
    cancelling = rules_of("classic", ("annonces.cancelling_carres.ranks", list(RANKS)))
    shipped = rules_of("classic")  # no cancelling carré
    hands = []
    for rank in RANKS:
        code = RANK_CODE[rank]
        tierce = "7H 8H 9H" if code in "JQKAT" else "QH KH AH"  # no card of the carré
        hands.append({"E": carre(code), "N": tierce})
    assert both_award(shipped, hands, "S") == [CARRE_AGAINST_TIERCE[r] for r in RANKS]
    assert both_award(cancelling, hands, "S") == [(0, 0)] * len(RANKS)
    assert all(cancelling.declarations(h, "S").cancelled for h in hands)


@each_value("annonces.cancelling_carres.effect", ["annonces", "deal"])
def test_a_cancelling_carre_voids_the_annonces_or_the_deal(value: str) -> None:
    rules = rules_of(
        "classic",
        ("annonces.cancelling_carres.ranks", ["seven"]),
        ("annonces.cancelling_carres.effect", value),
    )
    hands = complete({"E": carre("7"), "N": "KS QS JS TH"}, avoid_belote="H")
    game = game_with_hands(rules, "W", "N", "H", hands) if value == "annonces" else None
    if game is not None:  # the deal is played, nobody's annonces count
        assert game.phase == "play"
        assert game.deal.resolution is not None
        assert dict(game.deal.resolution.awarded) == {"NS": 0, "EW": 0}
    else:  # the deal is not played: the next one is dealt
        deal = Deal("W", "N", "H", None, 0, hands, ())
        deck, pattern, turned = deck_for(rules, deal)
        game = Game(rules, dealer="W", script=[(deck, pattern, 0, False)])
        for seat, call in bidding_calls(rules, deal, turned):
            game.apply(call, seat)
        assert game.deals[0].status == "cancelled"
        assert game.deals[0].score is None
        assert (len(game.deals), game.phase) == (2, "bidding")
    points, voided = batch_annonces(rules, [hands], "H", [N])
    assert (points, voided) == ([(0, 0)], [value == "deal"])


@each_value("annonces.declaring", ["required", "optional"])
def test_a_player_may_keep_his_annonces_to_himself(value: str) -> None:
    rules = rules_of("classic", ("annonces.declaring", value))
    hands = complete({"N": "KS QS JS", "W": "9D TD JD"}, avoid_belote="H")
    game = game_with_hands(rules, "E", "N", "H", hands)  # N leads
    legal = game.legal_actions()
    assert any(a.endswith("+silent") for a in legal) is (value == "optional")
    assert game.deal.resolution is not None
    assert dict(game.deal.resolution.awarded) == {"NS": 20, "EW": 0}  # the king beats the jack
    if value == "optional":  # N keeps his tierce: W's, the only one declared, counts
        game.apply(next(a for a in legal if a.endswith("+silent")))
        while game.deal.tricks == []:
            game.apply(next(a for a in game.legal_actions() if "+" not in a))
        assert dict(game.deal.resolution.awarded) == {"NS": 0, "EW": 20}
    # the batch engine, declarations drawn at random: only where they may be kept are some
    # kept, and a seat that keeps them scores nothing
    engine = BatchEngine(rules, "numpy", random_declarations=True)
    _table, trace = engine.trace_deals(80, np.random.default_rng(3))
    assert trace is not None
    if value == "required":
        assert trace.silent is None
    else:
        assert trace.silent is not None
        assert trace.silent.any()
    masks = np.array([[mask(hands[s].split()) for s in SEATS]], np.int64)
    awarded_if_n_keeps, _void, silent = engine._annonces(
        masks, np.array([MODE_INDEX["H"]]), np.array([N]), np.ones(1, bool),
        np.array([[0.9, 0.1, 0.1, 0.1]]),  # N's draw: keep (at least 0.5); the others show
    )  # fmt: skip
    assert [int(x) for x in awarded_if_n_keeps[0]] == [0, 20]
    assert silent is not None
    assert silent[0].tolist() == [True, False, False, False]


@covers("annonces.declare", "first_card", engines=("scalar",))
def test_annonces_are_declared_with_the_first_card() -> None:
    rules = rules_of("classic", ("annonces.declaring", "optional"))
    hands = complete({"N": "KS QS JS"}, avoid_belote="H")
    game = game_with_hands(rules, "E", "N", "H", hands)
    # N, holding a tierce, chooses at his first card only: declare it or keep it
    assert any(a.endswith("+silent") for a in game.legal_actions())
    rng = random.Random(2)
    while game.deal.tricks == [] or game.to_move != "N":
        game.apply(rng.choice([a for a in game.legal_actions() if "+" not in a]))
    assert not any("+silent" in a for a in game.legal_actions())
    with pytest.raises(IllegalAction) as refused:
        game.apply(game.legal_actions()[0] + "+silent")
    assert refused.value.rule == "annonces.declaring"


@covers("annonces.show", "second_trick", engines=("scalar",))
def test_the_winning_annonces_are_shown_at_the_second_trick() -> None:
    rules = rules_of("classic")
    hands = complete({"N": "KS QS JS", "W": "9D TD JD"}, avoid_belote="H")
    game = game_with_hands(rules, "E", "N", "H", hands)
    rng = random.Random(4)
    for _ in range(4):  # the first trick: nothing shown yet
        assert game.observation("W").annonces == ()
        game.apply(rng.choice([a for a in game.legal_actions() if "+" not in a]))
    # the second trick begins: N's tierce, the best, is shown to every seat; W's is not
    for seat in SEATS:
        shown = game.observation(seat).annonces
        assert [(a.seat, sorted(a.cards), a.points) for a in shown] == [
            ("N", ["JS", "KS", "QS"], 20)
        ]


@each_value(
    "annonces.unshown",
    # N declared the only tierce but did not show it: it does not count, or E–W score it
    {"void": (0, 0), "opponents_score": (0, 20)},
    engines=("scalar",),
)
def test_an_annonce_not_shown(value: str, expected: tuple[int, int]) -> None:
    rules = rules_of("classic", ("annonces.unshown", value))
    hands = {"N": "KS QS JS"}
    assert awarded(rules, hands, "H") == (20, 0)
    found = rules.declarations(hands, "H", unshown=["N"])
    assert (found.awarded["NS"], found.awarded["EW"]) == expected


@covers("annonces.in_modes.suit", True, False)
@covers("annonces.in_modes.sans_atout", True, False)
@covers("annonces.in_modes.tout_atout", True, False)
@pytest.mark.parametrize("where", ["suit", "sans_atout", "tout_atout"])
def test_annonces_are_played_in_the_modes_listed(where: str) -> None:
    every = (("bidding.modes.sans_atout", True), ("bidding.modes.tout_atout", True))
    played = rules_of("classic", *every)
    not_here = rules_of("classic", *every, (f"annonces.in_modes.{where}", False))
    hands = [{"N": "KS QS JS"}]
    for mode, name in (("H", "suit"), ("SA", "sans_atout"), ("TA", "tout_atout")):
        assert both_award(played, hands, mode) == [(20, 0)]
        assert both_award(not_here, hands, mode) == [(0, 0) if name == where else (20, 0)]


# --------------------------------------------------------------------------------------------
# belote
# --------------------------------------------------------------------------------------------


def belote_deal(rules: Rules, trump: str, *, seed: int, say: Iterable[str] = ()) -> Any:
    """N, the taker at ``trump``, holds the king and queen of ♥ (at tout atout, of every
    suit); the deal played with random legal cards, N saying each of the words ``say`` where
    the game offers it. Returns the deal and the belotes counted (a team for each)."""
    from belote_spec.engine.game import belote_teams

    held = "KS QS KH QH KD QD KC QC" if trump == "TA" else "KH QH"
    hands = complete({"N": held})
    game = game_with_hands(rules, "E", "N", trump, hands)
    rng = random.Random(seed)
    words = tuple(say)
    while len(game.deals) == 1:
        legal = game.legal_actions()
        card = rng.choice([a for a in legal if "+" not in a])
        if game.rules.belote_call == "automatic":
            assert not any("belote" in a for a in legal)  # nothing to say
        for word in words:
            if f"{card}+{word}" in legal:
                card += f"+{word}"
                break
        game.apply(card)
    deal = game.deals[0]
    return deal, belote_teams(rules, deal)


def order_of_play(deal: Any, *cards: str) -> list[str]:
    played = [c for t in deal.tricks for c in t["cards"]]
    return sorted(cards, key=played.index)


def fixed_batch_deals(rules: Rules, n: int, seed: int, *, random_declarations: bool = False) -> Any:
    """``n`` deals of one pack on the batch engine (bidding and play drawn at random): E deals
    eight cards each (bridgée's ``8``), N gets the kings and queens. Returns the columns and the
    trace of the deals played."""
    pack = [idx(c) for c in ["KS", "QS", "KH", "QH", "KD", "QD", "KC", "QC"]]
    pack += [c for c in range(32) if c not in pack]
    engine = BatchEngine(rules, "numpy", random_declarations=random_declarations)
    cols, trace, _gathered = engine._deals(
        np.tile(np.array(pack, np.int64), (n, 1)),
        np.full(n, E, np.int64),
        np.zeros(n, np.int64),
        np.random.default_rng(seed),
        True,
    )
    assert trace is not None
    held = sum(1 << c for c in pack[:8])
    assert (trace.hands[cols["taker"] >= 0, N] == held).all()  # N holds them
    return cols, trace


#: Belotes N's kings and queens make in each mode (S H D C, SA, TA), every suit at tout atout.
BELOTES_BY_MODE = {0: 1, 1: 1, 2: 1, 3: 1, 4: 0, 5: 4}


@each_value("belote.enabled", {True: ["NS"], False: []})
def test_the_belote_scores_or_not(value: bool, expected: list[str]) -> None:
    rules = rules_of("classic", ("belote.enabled", value))
    deal, teams = belote_deal(rules, "H", seed=1)
    assert teams == expected
    assert deal.score.belote.get("NS", 0) == (20 if value else 0)
    cols, _trace = fixed_batch_deals(rules_of("bridgee", ("belote.enabled", value)), 120, 1)
    taken = cols["taker"] >= 0
    counted = [BELOTES_BY_MODE[m] if value else 0 for m in cols["mode"][taken].tolist()]
    assert cols["belote_ns"][taken].tolist() == counted
    assert not cols["belote_ew"].any()


@each_value("belote.call", ["automatic", "declared", "optional"])
def test_the_belote_counted_said_or_not(value: str) -> None:
    rules = rules_of("classic", ("belote.call", value))
    # said with both cards it counts; unsaid it counts only where it is counted automatically
    assert belote_deal(rules, "H", seed=2, say=("belote", "rebelote"))[1] == ["NS"]
    assert belote_deal(rules, "H", seed=2)[1] == (["NS"] if value == "automatic" else [])
    # the batch engine, each word said at random (half the time each): automatic, it counts
    # every time; said, when both words are (belote.rebelote: required): a quarter of the time
    counted = said_share(rules_of("bridgee", ("belote.call", value)))
    if value == "automatic":
        assert counted == 1
    else:
        assert abs(counted - 0.25) < 0.06


def said_share(rules: Rules) -> float:
    """The share of belotes that count in suit contracts on the batch engine, each word said
    at random (``random_declarations``)."""
    cols, _trace = fixed_batch_deals(rules, 1600, 7, random_declarations=True)
    suit = (cols["taker"] >= 0) & (cols["mode"] < 4)
    assert suit.sum() > 500
    return float(cols["belote_ns"][suit].mean())


@each_value(
    "belote.rebelote",
    # counted when N says: both words, « belote » alone, « rebelote » alone (« rebelote » is
    # not offered without « belote » unless either word is enough), neither
    {
        "required": ([["NS"], [], [], []], 0.25),
        "optional": ([["NS"], ["NS"], [], []], 0.5),
        "either": ([["NS"], ["NS"], ["NS"], []], 0.75),
    },
)
def test_which_words_make_the_belote_count(value: str, expected: Any) -> None:
    rules = rules_of("classic", ("belote.call", "declared"), ("belote.rebelote", value))
    counted, share = expected
    said = [("belote", "rebelote"), ("belote",), ("rebelote",), ()]
    assert [belote_deal(rules, "H", seed=3, say=words)[1] for words in said] == counted
    # the batch engine: each word said half the time; the belote counts when the words said
    # are enough: both (1/4), « belote » (1/2), either (3/4)
    found = said_share(rules_of("bridgee", ("belote.call", "declared"),
                                ("belote.rebelote", value)))  # fmt: skip
    assert abs(found - share) < 0.06


@each_value("belote.order", ["any", "king_first"])
def test_the_king_may_have_to_come_first(value: str) -> None:
    rules = rules_of("classic", ("belote.order", value))
    orders = set()
    for seed in range(6):
        deal, teams = belote_deal(rules, "H", seed=seed)
        first = order_of_play(deal, "KH", "QH")[0]
        orders.add(first)
        assert teams == (["NS"] if value == "any" or first == "KH" else [])
    assert orders == {"KH", "QH"}  # the deals met both orders
    cols, trace = fixed_batch_deals(rules_of("bridgee", ("belote.order", value)), 150, 2)
    for i in np.flatnonzero((cols["taker"] >= 0) & (cols["mode"] < 4)).tolist():
        played = [code_of(int(c)) for c in trace.played[i]]
        trump = "SHDC"[int(cols["mode"][i])]
        king_first = played.index("K" + trump) < played.index("Q" + trump)
        assert int(cols["belote_ns"][i]) == int(value == "any" or king_first)


@each_value("belote.tout_atout", {"every_suit": ["NS"] * 4, "none": []})
def test_belotes_at_tout_atout(value: str, expected: list[str]) -> None:
    every = (("bidding.modes.sans_atout", True), ("bidding.modes.tout_atout", True))
    rules = rules_of("classic", *every, ("belote.tout_atout", value))
    assert belote_deal(rules, "TA", seed=4)[1] == expected
    assert belote_deal(rules, "H", seed=4)[1] == ["NS"]  # in a suit, the trump's belote
    cols, _trace = fixed_batch_deals(rules_of("bridgee", ("belote.tout_atout", value)), 200, 4)
    at_ta = (cols["taker"] >= 0) & (cols["mode"] == 5)
    assert at_ta.any()
    assert (cols["belote_ns"][at_ta] == len(expected)).all()


@covers("belote.sans_atout", "none")
def test_no_belote_at_sans_atout() -> None:
    rules = rules_of("classic", ("bidding.modes.sans_atout", True))
    assert belote_deal(rules, "SA", seed=5)[1] == []
    assert belote_deal(rules, "H", seed=5)[1] == ["NS"]
    cols, _trace = fixed_batch_deals(rules_of("bridgee"), 200, 5)
    at_sa = (cols["taker"] >= 0) & (cols["mode"] == 4)
    assert at_sa.any()
    assert not cols["belote_ns"][at_sa].any()


# --------------------------------------------------------------------------------------------
# play: who leads, an illegal card (the obligations: tests/test_play_combinations.py)
# --------------------------------------------------------------------------------------------


def leads(rules: Rules, *actions: str) -> str:
    """Who leads the first trick once ``actions`` end the bidding (the pack 0, 1, 2… dealt by
    N, the scalar engine)."""
    game = calls(scripted(rules, "N"), *actions)
    assert game.phase == "play", game.phase
    return game.to_move


def batch_leaders(rules: Rules, n: int, seed: int) -> dict[str, Any]:
    """The dealer, taker, bid and first leader of each of ``n`` random deals the batch engine
    plays (the deals nobody took left out)."""
    table, trace = batch_of(rules).trace_deals(n, np.random.default_rng(seed))
    assert trace is not None
    played = table["taker"] >= 0
    return {
        "dealer": table["dealer"][played],
        "taker": table["taker"][played],
        "generale": table["bid"][played] == bid_code("generale"),
        "leader": trace.leader[played],
    }


def leading(first_lead: str, generale_lead: str | None = None) -> Rules:
    """Bridgée (N deals and speaks first; bids 80 to 160, then capot) leading as said; with
    the générale where ``generale_lead`` is given (the batch engine's random bidders then bid
    it in nearly every deal: a bid above capot is always there to draw)."""
    if generale_lead is None:
        return rules_of("bridgee", ("play.first_lead", first_lead))
    return rules_of(
        "bridgee",
        ("bidding.auction.generale", True),
        ("play.first_lead", first_lead),
        ("play.generale_lead", generale_lead),
    )


#: N deals and passes, W passes, S bids; E, N, W pass: S takes, the contract 80 ♥.
S_BIDS_80 = ("pass", "pass", "bid:80:H", "pass", "pass", "pass")
#: The same with a générale at ♥.
S_BIDS_GENERALE = ("pass", "pass", "bid:generale:H", "pass", "pass", "pass")


@each_value("play.first_lead", {"after_dealer": "W", "dealer": "N", "taker": "S"})
def test_who_leads_the_first_trick(value: str, expected: str) -> None:
    rules = leading(value)
    # dealer N, taker S: the seat after the dealer (N → W) is W
    assert leads(rules, *S_BIDS_80) == expected
    # the batch engine: each deal's first leader is the seat after its dealer, the dealer or
    # the taker (seats 0-3 in the order N W S E)
    deals = batch_leaders(rules, 100, 7)
    after, dealer, taker = (deals["dealer"] + 1) % 4, deals["dealer"], deals["taker"]
    assert ((taker != dealer) & (taker != after)).any()  # deals where the three differ
    wanted = {"after_dealer": after, "dealer": dealer, "taker": taker}[value]
    assert (deals["leader"] == wanted).all()


@each_value("play.generale_lead", {"as_usual": "W", "bidder": "S"})
def test_who_leads_a_generale(value: str, expected: str) -> None:
    rules = leading("after_dealer", value)
    # S bids the générale: W leads as usual (after the dealer N), or S, its bidder
    assert leads(rules, *S_BIDS_GENERALE) == expected
    assert leads(rules, *S_BIDS_80) == "W"  # any other contract: as usual
    deals = batch_leaders(rules, 100, 8)
    after, taker, generale = (deals["dealer"] + 1) % 4, deals["taker"], deals["generale"]
    assert (generale & (taker != after)).any()  # générales where the two differ
    wanted = taker if value == "bidder" else after
    assert (deals["leader"][generale] == wanted[generale]).all()
    assert (deals["leader"][~generale] == after[~generale]).all()


@covers("play.next_lead", "trick_winner")
def test_the_winner_of_a_trick_leads_the_next() -> None:
    rules = rules_of("classic")
    hands = complete({"N": "7S 9D", "W": "AS 7D", "S": "8S AD", "E": "9S 8D"}, avoid_belote="H")
    game = game_with_hands(rules, "E", "N", "H", hands)
    assert game.to_move == "N"  # after the dealer E
    # 7♠ 8♠ 9♠ under the A♠, no trump (♥) played: W wins and leads
    for card in ("7S", "AS", "8S", "9S"):
        game.apply(card)
    assert game.to_move == "W"
    # W leads 7♦, S's A♦ is the highest ♦: S wins and leads
    for card in ("7D", "AD", "8D", "9D"):
        game.apply(card)
    assert game.to_move == "S"
    # the batch engine: the four cards of each trick come from its leader's hand (the first
    # trick's leader, then the previous trick's winner) and the next seats' in turn
    _table, trace = batch_of(rules).trace_deals(60, np.random.default_rng(9))
    assert trace is not None
    played = np.flatnonzero(trace.hands.any(axis=1))
    assert len(played)
    for i in played:
        leaders = [int(trace.leader[i]), *(int(w) for w in trace.winners[i, :7])]
        for t, leader in enumerate(leaders):
            for k in range(4):
                card, seat = int(trace.played[i, 4 * t + k]), (leader + k) % 4
                assert (int(trace.hands[i, seat]) >> card) & 1, (i, t, k)


@covers("play.illegal_card_penalty.add_contract", True, False, engines=("scalar",))
@each_value(
    "play.illegal_card",
    # W leads 7♠; S, who holds 8♠, plays 7♦: refused (play.follow_suit), S plays again; or
    # the deal ends, lost by N–S: E–W score the penalty's 162, plus the contract's 80 where
    # it is added; N–S nothing
    {"refused": None, "deal_lost": {False: (0, 162), True: (0, 162 + 80)}},
    engines=("scalar",),
)
def test_an_illegal_card(value: str, expected: Any) -> None:
    hands = complete({"W": "7S", "S": "8S 7D"}, avoid_belote="H")
    for add in (False, True):
        penalty = {"points": 162, "add_contract": add}
        rules = rules_of(
            "bridgee", ("play.illegal_card", value), ("play.illegal_card_penalty", penalty)
        )
        game = game_with_hands(rules, "N", "S", "H", hands, bid=80)
        game.apply("7S")  # W, after the dealer N, leads
        if expected is None:
            with pytest.raises(IllegalAction) as refused:
                game.apply("7D")
            assert refused.value.rule == "play.follow_suit"
            assert (game.phase, game.to_move, game.sheet) == ("play", "S", [])
            game.apply("8S")
            continue
        game.apply("7D")
        deal = game.deals[0]
        assert deal.status == "fault"
        assert deal.fault == {"seat": "S", "card": "7D", "rule": "play.follow_suit"}
        assert deal.score is not None
        ns, ew = expected[add]
        line = (deal.score.NS, deal.score.EW)
        assert line == (ns, ew)
        assert game.totals == {"NS": ns, "EW": ew}
        assert len(game.deals) == 2  # the next deal is dealt


# --------------------------------------------------------------------------------------------
# What the batch engine does not play
# --------------------------------------------------------------------------------------------

#: The rules (or values) no random deal of the batch engine meets, with why; for each, the
#: variant it is checked on and the settings compared (the first the reference): the batch
#: engine must play the same games under each.
OUTSIDE: dict[tuple[str, tuple[Any, ...]], tuple[str, str, list[list[tuple[str, Any]]]]] = {
    ("deal.first_dealer", ()): (
        "the batch engine draws each game's first dealer at random; drawn by the lowest card, "
        "each seat is as likely to deal first",
        "classic",
        [[("deal.first_dealer", "random")], [("deal.first_dealer", "lowest_card")]],
    ),
    ("deal.shuffle.first", ()): (
        "nobody shuffles in the batch engine: the first pack is drawn at random",
        "classic",
        [[("deal.shuffle.first", "dealer")], [("deal.shuffle.first", "each_team")]],
    ),
    ("deal.shuffle.between_deals", ("dealer_choice",)): (
        "the batch engine's dealer, asked nothing, always gathers the cards: as for never",
        "classic",
        [[("deal.shuffle.between_deals", "never")],
         [("deal.shuffle.between_deals", "dealer_choice")]],
    ),
    ("deal.misdeal", ()): (
        "no random deal is misdealt: the batch engine scores no misdeal",
        "bridgee",
        [[], [("deal.misdeal", {
            "penalty": "opponents_score", "points": 100, "barred": "dealer_team",
            "repeated": [{"penalty": "redeal", "points": 0, "barred": "dealer"}],
            "after_bid": {"applies": True, "points": 100, "add_contract": False},
        })]],
    ),
    ("bidding.auction.contre_timing", ()): (
        "the batch engine's players speak in turn only: no contre out of turn",
        "bridgee",
        [[("bidding.auction.contre_timing", "in_turn")],
         [("bidding.auction.contre_timing", "any_time")]],
    ),
    ("bidding.auction.contre_out_of_turn", ()): (
        "the batch engine's players speak in turn only: no contre out of turn",
        "bridgee",
        [[("bidding.auction.contre_out_of_turn", "refused")],
         [("bidding.auction.contre_out_of_turn", "wronged_side_chooses")]],
    ),
    ("play.illegal_card", ()): (
        "the batch engine's players play legal cards only: no illegal card is ever played",
        "bridgee",
        [[("play.illegal_card", "refused")], [("play.illegal_card", "deal_lost")]],
    ),
    ("play.illegal_card_penalty", ()): (
        "the batch engine's players play legal cards only: no deal is lost by a card",
        "bridgee",
        [[("play.illegal_card", "deal_lost")],
         [("play.illegal_card", "deal_lost"),
          ("play.illegal_card_penalty", {"points": 100, "add_contract": True})]],
    ),
    ("annonces.declare", ()): (
        "the batch engine resolves the annonces from the hands before the first card, as "
        "declared with it: no other moment to declare",
        "classic",
        [[]],
    ),
    ("annonces.show", ()): (
        "nobody looks at the table in the batch engine: it scores the annonces, shows them to "
        "no one",
        "classic",
        [[]],
    ),
    ("annonces.unshown", ()): (
        "every annonce is shown in the batch engine (as in the game): none is left unshown",
        "classic",
        [[("annonces.unshown", "void")], [("annonces.unshown", "opponents_score")]],
    ),
}  # fmt: skip

for (_path, _values), (_reason, _base, _settings) in OUTSIDE.items():
    outside_batch(_path, _reason, *_values)


@pytest.mark.parametrize(("path", "values"), list(OUTSIDE), ids=[p for p, _v in OUTSIDE])
def test_the_batch_engine_plays_the_same_whatever_a_rule_it_does_not_play(
    path: str, values: tuple[Any, ...]
) -> None:
    reason, base, settings = OUTSIDE[(path, values)]
    assert reason
    results = []
    for setting in settings:
        deals, games = batch_of(rules_of(base, *setting)).play_games(
            6, np.random.default_rng(26), max_deals=3
        )
        results.append((deals, games))
    reference = results[0]
    assert reference[0]["outcome"].any()  # deals were played and scored
    for deals, games in results[1:]:
        for name in reference[0]:
            assert (deals[name] == reference[0][name]).all(), name
        for name in reference[1]:
            assert (games[name] == reference[1][name]).all(), name
