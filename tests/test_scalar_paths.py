"""The scalar engine's short paths give exactly what the rules say.

The annonce tables, the simulator's play shortcuts and deck positions, the cached bidding
calls, the Game's single legal analysis per card and the scorer's shortcuts are checked here
against computations made another way: annonces found and resolved by brute force from the
variant's rules, legal cards from ``rules.legal_mask``, a simulator driven through the general
paths (kernels without shortcuts, a dealer and a bidding it does not know), and the scorer fed
the same belote in its other forms.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields, replace
from itertools import combinations
from typing import Any

import pytest

from belote_spec import list_variants, load_variant
from belote_spec.cards import DEAL_PACKETS, RANK_NAMES, mask_to_cards
from belote_spec.engine.annonces import AnnonceKernels
from belote_spec.engine.bidding import AuctionState, AuctionSystem, IllegalAction, PriseState
from belote_spec.engine.deal import Dealer
from belote_spec.engine.play import PlayKernels
from belote_spec.engine.random_deals import SimDeal, Simulator, legal_after_tables
from belote_spec.engine.rules import Rules
from belote_spec.engine.tables import MODES, SA
from belote_spec.seating import seating_of

from .conftest import SPECS, specs_reading, sweep

_COMPILED: dict[str, Rules] = {}


def compiled(spec: str) -> Rules:
    """The compiled rules of ``spec`` (compiled once for the module)."""
    if spec not in _COMPILED:
        _COMPILED[spec] = load_variant(spec).compile()
    return _COMPILED[spec]


VARIANTS = [info.name for info in list_variants()]
#: The variants and specs at a table of four players in two teams, the table the fast
#: Simulator plays (it refuses the others, three and two players each for himself, which
#: tests/test_random_games.py plays through Game).
SIMULATED_VARIANTS = [v for v in VARIANTS if seating_of(load_variant(v)).classic]
SIMULATED = [s for s in SPECS if seating_of(load_variant(s)).classic]


# ------------------------------------------------------------------------- annonces, by hand

#: An annonce as plain values: (kind, cards bitset, points, length, high, suit, rank).
Plain = tuple[str, int, int, int, int, int | None, int | None]


def _plain(annonce: Any) -> Plain:
    return (
        annonce.kind,
        annonce.cards,
        annonce.points,
        annonce.length,
        annonce.high,
        annonce.suit,
        annonce.rank,
    )


def _enabled(rules: Mapping[str, Any], mode: int) -> bool:
    modes = rules["in_modes"]
    key = "suit" if mode < 4 else ("sans_atout" if mode == SA else "tout_atout")
    return bool(rules["enabled"]) and bool(modes[key])


def _sequences_by_hand(hand: int, rules: Mapping[str, Any], order: Sequence[str]) -> list[Plain]:
    """Every sequence of a hand, walking each suit from its weakest card in the sequence
    order (``order`` lists the ranks from the strongest)."""
    kinds = sorted(
        (int(v["length"]), str(name), int(v["points"])) for name, v in rules["sequences"].items()
    )
    shortest = kinds[0][0]
    weakest_first = [RANK_NAMES.index(name) for name in reversed(order)]
    out: list[Plain] = []
    for suit in range(4):
        held = [bool(hand >> (suit * 8 + rank) & 1) for rank in weakest_first]
        position = 0
        while position < 8:
            if not held[position]:
                position += 1
                continue
            start = position
            while position < 8 and held[position]:
                position += 1
            top, length = position - 1, position - start
            while length >= shortest:
                size, name, points = max(k for k in kinds if k[0] <= length)
                used = length if rules["long_sequences"] != "split" else size
                cards = sum(
                    1 << (suit * 8 + weakest_first[p]) for p in range(top - used + 1, top + 1)
                )
                out.append((name, cards, points, used, top, suit, None))
                if rules["long_sequences"] != "split":
                    break
                top -= used
                length -= used
    return out


def find_by_hand(
    hand: int, mode: int, rules: Mapping[str, Any], order: Sequence[str]
) -> list[Plain]:
    """The annonces of a hand, worked out from the variant's ``annonces`` rules alone."""
    if not _enabled(rules, mode):
        return []
    table = rules["carres_sans_atout"] if mode == SA else rules["carres"]
    strength_order = rules["carre_order"]["sans_atout" if mode == SA else "suit"]
    carres: list[Plain] = []
    for rank, name in enumerate(RANK_NAMES):
        cards = sum(1 << (suit * 8 + rank) for suit in range(4))
        if hand & cards == cards and int(table[name]) > 0:
            high = 7 - list(strength_order).index(name)
            carres.append(("carre", cards, int(table[name]), 4, high, None, rank))
    if rules["card_reuse"] == "carre_and_sequence" or not carres:
        return carres + _sequences_by_hand(hand, rules, order)
    best: list[Plain] = []
    best_total = -1
    for k in range(len(carres), -1, -1):
        for kept in combinations(carres, k):
            used = 0
            for carre in kept:
                used |= carre[1]
            found = list(kept) + _sequences_by_hand(hand & ~used, rules, order)
            total = sum(a[2] for a in found)
            if total > best_total:
                best, best_total = found, total
    return best


def _key(annonce: Plain, mode: int, rules: Mapping[str, Any]) -> tuple[int, ...]:
    kind, _cards, points, length, high, suit, _rank = annonce
    out = [points]
    for criterion in rules["tie_break"]:
        out.append(
            {
                "carre_over_sequence": int(kind == "carre"),
                "longer": length,
                "higher": high,
                "trump": int(suit is not None and suit == mode),
            }[criterion]
        )
    return tuple(out)


@dataclass
class Outcome:
    by_seat: dict[int, list[Plain]]
    awarded: dict[str, int]
    winner: str | None
    cancelled: bool
    deal_cancelled: bool
    best: dict[str, Plain | None]


def resolve_by_hand(
    hands: Sequence[int], mode: int, first: int, rules: Mapping[str, Any], order: Sequence[str]
) -> Outcome:
    """Who scores the annonces of four hands, from the rules alone."""
    by_seat = {seat: find_by_hand(hands[seat], mode, rules, order) for seat in range(4)}
    zero = {"NS": 0, "EW": 0}
    if not _enabled(rules, mode):
        return Outcome(by_seat, zero, None, False, False, {})
    for name in rules["cancelling_carres"]["ranks"]:
        rank = RANK_NAMES.index(name)
        cards = sum(1 << (suit * 8 + rank) for suit in range(4))
        if any(hand & cards == cards for hand in hands):
            deal = rules["cancelling_carres"]["effect"] == "deal"
            return Outcome(by_seat, zero, None, True, deal, {})
    resolution = rules.get("resolution", "best_team")
    if resolution == "each_own":  # nothing compared: each team all of its own
        awarded = {
            team: sum(a[2] for s in seats for a in by_seat[s])
            for team, seats in (("NS", (0, 2)), ("EW", (1, 3)))
        }
        return Outcome(by_seat, awarded, None, False, False, {})
    if resolution == "per_kind":  # the sequences compared apart from the carrés
        awarded = dict(zero)
        for is_carre in (False, True):
            kind = {s: [a for a in by_seat[s] if (a[0] == "carre") == is_carre] for s in range(4)}
            _winner, _best, part = _best_team(kind, mode, first, rules)
            for team in awarded:
                awarded[team] += part[team]
        return Outcome(by_seat, awarded, None, False, False, {})
    winner, best, awarded = _best_team(by_seat, mode, first, rules)
    return Outcome(by_seat, awarded, winner, False, False, best)


def _best_team(
    by_seat: Mapping[int, list[Plain]], mode: int, first: int, rules: Mapping[str, Any]
) -> tuple[str | None, dict[str, Plain | None], dict[str, int]]:
    """(the team holding the best annonce, each team's best, the points awarded): the team
    with the best annonce scores all of them, ties as the rules say."""
    zero = {"NS": 0, "EW": 0}
    best: dict[str, Plain | None] = {}
    for team, seats in (("NS", (0, 2)), ("EW", (1, 3))):
        best[team] = None
        for seat in seats:
            for annonce in by_seat[seat]:
                current = best[team]
                if current is None or _key(annonce, mode, rules) > _key(current, mode, rules):
                    best[team] = annonce
    ns, ew = best["NS"], best["EW"]
    if ns is None and ew is None:
        return None, best, zero
    if ns is None or ew is None:
        winner = "EW" if ns is None else "NS"
    elif _key(ns, mode, rules) != _key(ew, mode, rules):
        winner = "NS" if _key(ns, mode, rules) > _key(ew, mode, rules) else "EW"
    elif rules["still_tied"] != "first_declared":
        return None, best, zero
    else:
        top = _key(ns, mode, rules)
        seat = next(
            s
            for s in ((first + k) % 4 for k in range(4))
            if any(_key(a, mode, rules) == top for a in by_seat[s])
        )
        winner = "NS" if seat % 2 == 0 else "EW"
    seats = (0, 2) if winner == "NS" else (1, 3)
    awarded = dict(zero)
    awarded[winner] = sum(a[2] for s in seats for a in by_seat[s])
    return winner, best, awarded


def _random_hands(rng: random.Random) -> list[int]:
    """Four hands of eight cards, often with a carré or a long sequence in them."""
    deck = list(range(32))
    rng.shuffle(deck)
    roll = rng.random()
    if roll < 0.25:  # a carré (or two) for the first hand
        ranks = rng.sample(range(8), rng.choice((1, 1, 2)))
        deck.sort(key=lambda c: (c & 7) not in ranks)
    elif roll < 0.5:  # a run of four to eight cards in one suit
        suit, length = rng.randrange(4), rng.randint(4, 8)
        start = rng.randint(0, 8 - length)
        run = {suit * 8 + r for r in range(start, start + length)}
        deck.sort(key=lambda c: c not in run)
    hands = [0, 0, 0, 0]
    for i, card in enumerate(deck):
        hands[i // 8] |= 1 << card
    rng.shuffle(hands)
    return hands


#: The specs of :func:`test_annonces_match_a_brute_force_derivation`, which reads only the
#: ``annonces`` rules, ``cards.sequence_order`` and the kernels the built-in hook compiles from
#: them: one spec per distinct value of the ``annonces`` and ``cards`` groups.
ANNONCE_SPECS = specs_reading("annonces", "cards")


@pytest.mark.parametrize("spec", sweep(ANNONCE_SPECS))
def test_annonces_match_a_brute_force_derivation(spec: str) -> None:
    rules = compiled(spec)
    kernels = rules.annonces
    annonces = rules.variant.rule("annonces")
    order = rules.variant.rule("cards.sequence_order")
    rng = random.Random(spec)
    seen_winner = seen_tables = 0
    for _ in range(150):
        hands = _random_hands(rng)
        mode, first = rng.randrange(6), rng.randrange(4)
        expected = resolve_by_hand(hands, mode, first, annonces, order)
        got = kernels.resolve(hands, mode, first)
        assert {s: [_plain(a) for a in got.by_seat[s]] for s in range(4)} == expected.by_seat
        assert dict(got.awarded) == expected.awarded
        assert (got.cancelled, got.deal_cancelled) == (expected.cancelled, expected.deal_cancelled)
        if annonces.get("resolution", "best_team") == "best_team":  # one comparison, one winner
            assert got.winner == expected.winner
            best = {t: None if a is None else _plain(a) for t, a in got.best.items()}
            assert best == expected.best
        for hand in hands:
            listed = [_plain(a) for a in kernels.find(hand, mode)]
            assert listed == find_by_hand(hand, mode, annonces, order)
            assert [_plain(a) for a in kernels._sequences(hand)] == _sequences_by_hand(
                hand, annonces, order
            )
            seen_tables += bool(listed)
        seen_winner += got.winner is not None or any(got.awarded.values())
    if any(_enabled(annonces, m) for m in range(6)):
        assert seen_winner > 10
        assert seen_tables > 50


def test_annonces_found_and_list_results_are_fresh() -> None:
    """``find`` and ``_sequences`` hand out new lists: changing one changes nothing later."""
    kernels = compiled("classic").annonces
    hand = 0b111 | (0xFF << 8)  # 7 8 9 of spades and every heart
    first = kernels.find(hand, 0)
    first.clear()
    assert kernels.find(hand, 0)
    seqs = kernels._sequences(hand)
    seqs.append(seqs[0])
    assert len(kernels._sequences(hand)) == len(seqs) - 1


def test_annonce_kernels_built_directly_have_the_same_tables() -> None:
    """Kernels built from their fields (as a plugin may) equal the compiled ones and resolve
    the same; the tables agree with the computation they replace (``_find_slow``)."""
    full = compiled("ffb-coinchee-2015").annonces  # carrés and sequences may not share cards
    names = {f.name for f in fields(AnnonceKernels) if f.init}
    rebuilt = AnnonceKernels(**{name: getattr(full, name) for name in names})
    assert rebuilt == full
    rng = random.Random(4)
    for _ in range(300):
        hands = _random_hands(rng)
        mode, first = rng.randrange(6), rng.randrange(4)
        assert rebuilt.resolve(hands, mode, first) == full.resolve(hands, mode, first)
        for hand in hands:
            assert full.find(hand, mode) == full._find_slow(hand, mode)


class _FindAsSubclass(AnnonceKernels):
    """Kernels whose ``find`` is overridden: ``resolve`` must go through it."""

    def find(self, hand: int, mode: int) -> list[Any]:
        return list(reversed(super().find(hand, mode)))


def test_resolve_goes_through_an_overridden_find() -> None:
    full = compiled("classic").annonces
    names = {f.name for f in fields(AnnonceKernels) if f.init}
    sub = _FindAsSubclass(**{name: getattr(full, name) for name in names})
    rng = random.Random(8)
    checked = 0
    for _ in range(300):
        hands = _random_hands(rng)
        got = sub.resolve(hands, 0, 0)
        for seat in range(4):
            assert list(got.by_seat[seat]) == list(reversed(full.find(hands[seat], 0)))
            checked += len(got.by_seat[seat]) > 1
    assert checked  # some seat held two annonces, in the overridden order


# ------------------------------------------------------------------------ the Game's cards


#: The deals of each game whose every card :func:`test_game_play_actions_are_the_legal_mask`
#: checks.
DEALS_CHECKED = 6


@pytest.mark.parametrize("spec", sweep(VARIANTS))
def test_game_play_actions_are_the_legal_mask(spec: str) -> None:
    """At every card of random games, the play actions are the cards of
    ``rules.legal_mask`` (with their ``+belote`` / ``+silent`` forms), a card outside them is
    refused with ``rules.why_illegal``'s reason and leaves the game as it was."""
    rules = compiled(spec)
    rng = random.Random(spec)
    refused = 0
    for seed in range(3):
        game = rules.new_game(seed=seed)
        # the first deals of each game: a long game (Klaverjas to 1500, Belot in tens) adds
        # cards of the same kinds, not new ones
        while not game.over and len(game.score_sheet) < DEALS_CHECKED:
            actions = game.legal_actions()
            if game.phase == "play":
                seat = game.to_move
                assert seat is not None
                hand = game.hand_mask(seat)
                trick = [int(c) for c in rules_cards(game)]
                mode = game.mode
                assert mode is not None
                legal = rules.legal_mask(hand, trick, mode)
                plain = [a for a in actions if "+" not in a]
                assert plain == [c.code for c in mask_to_cards(legal)]
                assert {a.split("+")[0] for a in actions} == set(plain)
                others = list(mask_to_cards(hand & ~legal))
                if others and rng.random() < 0.3 and rules.illegal_card != "deal_lost":
                    card = rng.choice(others)
                    before = game.to_json()
                    why = rules.why_illegal_unchecked(hand, trick, mode, int(card))
                    assert why is not None
                    with pytest.raises(IllegalAction) as info:
                        game.apply(card.code)
                    assert (info.value.reason, info.value.rule) == (why.reason, why.rule)
                    assert game.to_json() == before
                    assert game.legal_actions() == actions
                    refused += 1
            game.apply(rng.choice(actions))
    if rules.illegal_card != "deal_lost":
        assert refused


def rules_cards(game: Any) -> list[int]:
    """The cards of the current trick as indices, from the public ``trick`` property."""
    from belote_spec.cards import parse_card

    return [int(parse_card(code)) for _seat, code in game.trick]


@pytest.mark.slow  # over half a second: CI runs it, `tools/check.py --fast` does not
def test_game_checks_a_card_played_without_asking_first() -> None:
    """A card applied with no ``legal_actions`` call before it (as a replay does), or after
    the position changed under a copy, is still checked against the rules."""
    rules = compiled("classic")
    rng = random.Random(2)
    played = 0
    for seed in range(3):
        game = rules.new_game(seed=seed)
        while not game.over:
            actions = game.legal_actions()
            if game.phase == "play" and rng.random() < 0.25:
                twin = copy.deepcopy(game)
                seat = twin.to_move
                assert seat is not None
                hand = twin.hand_mask(seat)
                for card in mask_to_cards(hand):
                    other = copy.deepcopy(twin)
                    other._analysed = None  # as a game that never listed its actions
                    if card.code in actions:
                        other.apply(card.code)
                        played += 1
                    else:
                        with pytest.raises(IllegalAction):
                            other.apply(card.code)
            game.apply(rng.choice(actions))
    assert played > 50


def test_game_record_replays_the_same() -> None:
    """A game played through the short paths replays from its record to the same record."""
    from belote_spec.engine.game import Game

    for spec in ("classic", "pagat-coinche", "ffb-coinchee-2015"):
        rules = compiled(spec)
        rng = random.Random(spec)
        game = rules.new_game(seed=12)
        while not game.over:
            game.apply(rng.choice(game.legal_actions()))
        again = Game.from_json(game.to_json())
        assert again.to_json() == game.to_json()


# ------------------------------------------------------------------------- the simulator


class _GenericRules:
    """Compiled rules seen through the simulator's general paths: play kernels without
    shortcuts, a dealer of another class and a bidding whose states it does not know."""

    def __init__(self, rules: Rules) -> None:
        self._rules = rules
        self.play = PlayKernels(analyse=rules.play.analyse, winner=rules.play.winner)
        self.dealer = _OtherDealer(*(getattr(rules.dealer, f.name) for f in fields(Dealer)))
        self.bidding = _WrappedBidding(rules.bidding)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._rules, name)


class _OtherDealer(Dealer):
    """The same dealing, under another class."""


class _WrappedState:
    def __init__(self, inner: PriseState | AuctionState) -> None:
        self.inner = inner

    @property
    def done(self) -> bool:
        return self.inner.done

    @property
    def contract(self) -> Any:
        return self.inner.contract

    def legal(self, seat: int | None = None) -> list[str]:
        return self.inner.legal(seat)

    def apply(self, action: str, seat: int | None = None) -> None:
        self.inner.apply(action, seat)


class _WrappedBidding:
    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def start(self, dealer: int, turned: int | None, barred: frozenset[int] = frozenset()) -> Any:
        return _WrappedState(self.inner.start(dealer, turned, barred))


def _deal_values(deal: SimDeal) -> tuple[Any, ...]:
    return (
        deal.dealer,
        deal.contract,
        deal.hands,
        deal.plays,
        deal.points,
        deal.tricks,
        deal.gathered,
        deal.score,
        deal.cancelled,
        deal.extras,
    )


@pytest.mark.parametrize("spec", sweep(SIMULATED))
def test_simulator_short_paths_match_the_general_ones(spec: str) -> None:
    """The same deals, card for card and score for score, from the same random numbers."""
    rules = compiled(spec)
    fast = Simulator(rules, record=True)
    slow = Simulator(rules, record=True)
    slow.rules = _GenericRules(rules)  # type: ignore[assignment]
    for seed in range(3):
        a, b = fast.game(seed, max_deals=40), slow.game(seed, max_deals=40)
        assert [_deal_values(d) for d in a.deals] == [_deal_values(d) for d in b.deals]
        assert (a.totals, a.result) == (b.totals, b.result)
    rng_a, rng_b = random.Random(9), random.Random(9)
    for _ in range(40):
        deck = list(range(32))
        rng_a.shuffle(deck)
        rng_b.shuffle(list(range(32)))
        dealer = rng_a.randrange(4)
        rng_b.randrange(4)
        assert _deal_values(fast.deal(dealer, list(deck), rng_a)) == _deal_values(
            slow.deal(dealer, list(deck), rng_b)
        )
    assert rng_a.random() == rng_b.random()  # the same random numbers were drawn


def test_legal_after_tables_name_the_tables_the_built_in_analyse_was_bound_with() -> None:
    """The simulator asks ``legal_after`` with the tables the variant's ``analyse`` was bound
    with; kernels built another way (no shortcuts) give none, and it plays them card by card."""
    rules = compiled("classic")
    found = legal_after_tables(rules.play)
    assert found is not None
    shortcuts, above, trump_mask, play_rules = found
    assert shortcuts is rules.play.shortcuts
    assert (above, trump_mask, play_rules) == (
        rules.tables.above,
        rules.tables.trump_mask,
        rules.play.rules,
    )
    plain = PlayKernels(analyse=rules.play.analyse, winner=rules.play.winner)
    assert legal_after_tables(plain) is None


def _first_belote_card_counts(
    plays: Sequence[tuple[int, int, int]], seat: int, suit: int, trumps: int
) -> bool:
    """``belote.first_card: led_followed_or_trumped`` read from the plays alone: the first of
    ``seat``'s king and queen of ``suit`` was led, followed the suit led, or trumped a lead
    that was not a trump (thrown off on another suit, at tout atout too, it loses the belote)."""
    pair = 3 << (suit * 8 + 5)
    for i, (who, card, _legal) in enumerate(plays):
        if who == seat and (pair >> card) & 1:
            lead = plays[i - i % 4][1]
            if i % 4 == 0 or lead >> 3 == card >> 3:
                return True
            return bool((trumps >> card) & 1) and not (trumps >> lead) & 1
    return True  # never played (a deal that ends early): the holder keeps it


@pytest.mark.parametrize("spec", SIMULATED_VARIANTS)
def test_simulated_plays_follow_the_rules(spec: str) -> None:
    """Each recorded card was legal by ``rules.legal_mask`` at its turn; the tricks, their
    winners and the card points add up as the tables say."""
    rules = compiled(spec)
    tm = rules.tables.trump_mask
    sim = Simulator(rules, record=True)
    rng = random.Random(spec)
    played = 0
    for _ in range(30):
        deck = list(range(32))
        rng.shuffle(deck)
        carried = rng.choice((0, 0, 81, 90))
        deal = sim.deal(rng.randrange(4), deck, rng, carried)
        if deal.score is None or deal.contract is None:
            continue
        mode = deal.contract.mode
        assert deal.extras["carried"] == carried
        assert deal.extras["mode"] == mode
        every_play = rules.variant.rule("belote.first_card") == "any_play"
        pairs = [
            ("NS", "EW")[seat % 2]
            for suit in rules.belote_suits(mode)
            for seat in range(4)
            if deal.hands[seat] >> (suit * 8 + 5) & 3 == 3  # the queen and the king
            and (every_play or _first_belote_card_counts(deal.plays, seat, suit, tm[mode]))
        ]
        if rules.belote_call == "automatic" and not rules.belote_king_first:
            assert sorted(deal.extras["belote"]) == sorted(pairs)
        else:
            assert set(deal.extras["belote"]) <= set(pairs)
        hands = list(deal.hands)
        points = {"NS": 0, "EW": 0}
        tricks = [0, 0]
        trick: list[int] = []
        leader = deal.plays[0][0]
        for seat, card, legal in deal.plays:
            assert seat == (leader + len(trick)) % 4
            assert legal == rules.legal_mask(hands[seat], trick, mode)
            assert (legal >> card) & 1
            hands[seat] &= ~(1 << card)
            trick.append(card)
            if len(trick) == 4:
                won = (leader + rules.play.winner(trick, mode)) % 4
                points[("NS", "EW")[won % 2]] += sum(rules.tables.points[mode][c] for c in trick)
                tricks[won % 2] += 1
                trick, leader = [], won
            played += 1
        points[("NS", "EW")[leader % 2]] += rules.tables.dix_de_der
        assert hands == [0, 0, 0, 0]
        assert deal.points == points
        assert deal.tricks == tricks
        assert deal.gathered == [card for _seat, card, _legal in deal.plays]
    assert played


# -------------------------------------------------------------------------------- bidding


@pytest.mark.parametrize("spec", VARIANTS)
def test_bidding_calls_are_fresh_lists_and_unchecked_calls_agree(spec: str) -> None:
    """``legal()`` hands out a new list each time (the calls a system keeps stay intact);
    ``apply_unchecked`` of a legal call leaves the state exactly as ``apply`` does."""
    rules = compiled(spec)
    system = rules.bidding
    pack = rules.seating.deck()
    rng = random.Random(spec)
    for _ in range(60):
        dealer, turned = rng.randrange(rules.seating.players), rng.choice(pack)
        checked = system.start(dealer, turned)
        unchecked = system.start(dealer, turned)
        while not checked.done:
            calls = checked.legal()
            assert calls == unchecked.legal()
            if isinstance(checked, AuctionState):
                assert isinstance(unchecked, AuctionState)
                assert list(checked.legal_calls()) == calls
            kept = list(calls)
            calls.append("nonsense")
            calls.reverse()
            assert checked.legal() == kept
            action = rng.choice(kept)
            checked.apply(action)
            if isinstance(unchecked, PriseState):
                unchecked.apply_unchecked(action)
            else:
                assert isinstance(unchecked, AuctionState)
                unchecked.apply_unchecked(action)
            state_a = {k: v for k, v in vars(checked).items() if k != "system"}
            state_b = {k: v for k, v in vars(unchecked).items() if k != "system"}
            assert state_a == state_b
        assert unchecked.done
        assert checked.contract == unchecked.contract


def test_prise_calls_by_round_and_turned_suit() -> None:
    """The prise's calls, as the rounds of the classic variant say: the turned suit first,
    then any other suit (and no sans atout / tout atout there)."""
    system = compiled("classic").bidding
    for turned in range(32):
        state = system.start(0, turned)
        suit = "SHDC"[turned >> 3]
        assert state.legal() == ["pass", f"take:{suit}"]
        for _ in range(4):
            state.apply("pass")
        others = [f"take:{s}" for s in "SHDC" if s != suit]
        assert [c for c in state.legal() if c != "pass"] == others


# -------------------------------------------------------------------------------- scoring


@pytest.mark.parametrize("spec", SIMULATED_VARIANTS)
def test_scorer_belote_forms_agree(spec: str) -> None:
    """The belote given as a list of teams (the game's and simulator's form, read on a short
    path) scores as the same belote given as a tuple or a mapping of points."""
    rules = compiled(spec)
    sim = Simulator(rules, record=False)
    rng = random.Random(spec)
    per_unit = rules.belote_points
    compared = 0
    for _ in range(60):
        deck = list(range(32))
        rng.shuffle(deck)
        deal = sim.deal(rng.randrange(4), deck, rng)
        if deal.score is None or deal.contract is None:
            continue
        for belote in ([], ["NS"], ["EW"], ["NS", "EW"], ["EW", "EW"]):
            extras = {**deal.extras, "belote": belote}
            as_list = rules.scorer(deal.contract.as_dict(), deal.points, **extras)
            as_tuple = rules.scorer(
                deal.contract.as_dict(), deal.points, **{**extras, "belote": tuple(belote)}
            )
            as_points = {t: per_unit * belote.count(t) for t in ("NS", "EW") if t in belote}
            as_mapping = rules.scorer(
                deal.contract.as_dict(), deal.points, **{**extras, "belote": as_points}
            )
            assert as_list == as_tuple == as_mapping
            compared += 1
    assert compared


@pytest.mark.parametrize("spec", sweep(SIMULATED))
def test_the_simulator_scores_as_the_scorer_given_mappings(spec: str) -> None:
    """The simulator scores a deal through the scorer's entry for integers
    (``scorer.played``): the same line as the scorer given the contract, the points and the
    keywords as the game gives them (capots, générales, contres and litiges included)."""
    rules = compiled(spec)
    sim = Simulator(rules, record=False, random_declarations=True)
    rng = random.Random(spec)
    compared = 0
    for _ in range(150):
        deck = list(range(32))
        rng.shuffle(deck)
        deal = sim.deal(rng.randrange(4), deck, rng, rng.choice((0, 0, 81)))
        if deal.score is None or deal.contract is None:
            continue
        assert deal.score == rules.scorer(deal.contract.as_dict(), deal.points, **deal.extras)
        compared += 1
    assert compared


# -------------------------------------------------------------------------------- dealing


def test_dealer_offsets() -> None:
    """Who receives first and who deals next, for each rule and dealer."""
    from belote_spec.engine.deal import _offset

    for dealer in range(4):
        assert _offset("dealer", dealer) == dealer
        assert _offset("same", dealer) == dealer
        assert _offset("after_dealer", dealer) == (dealer + 1) % 4
        assert _offset("before_dealer", dealer) == (dealer + 3) % 4
        assert _offset("opposite_dealer", dealer) == (dealer + 2) % 4


@pytest.mark.parametrize("spec", VARIANTS)
def test_dealt_hands_partition_the_deck(spec: str) -> None:
    """Every pattern, dealer and taker: the first receiver's first packet is the top of the
    deck, the turned card goes to the taker where the variant gives it to him, and the
    completed hands share out the variant's pack, hand-size cards each (32 cards, eight each at
    four; 24 at three; nine each at two, the rest aside)."""
    rules = compiled(spec)
    dealer_rules = rules.dealer
    seating = rules.seating
    n, size, pack = seating.players, seating.hand_size, seating.deck()
    step = {"dealer": 0, "after_dealer": 1, "before_dealer": n - 1, "same": 0}
    to_taker = rules.variant.rule("deal.turned_card_to") == "taker"
    rng = random.Random(spec)
    for pattern in dealer_rules.patterns:
        first_packet = DEAL_PACKETS[pattern][0]
        for dealer in range(n):
            deck = list(pack)
            rng.shuffle(deck)
            dealt = dealer_rules.deal(deck, dealer, pattern)
            first = (dealer + step[dealer_rules.first_receiver]) % n
            assert dealt.hands[first][:first_packet] == deck[:first_packet]
            for taker in range(n):
                hands = dealer_rules.complete(dealt, taker, dealer)
                held = [c for h in hands for c in h]
                assert len(hands) == n
                assert len(set(held)) == len(held) == n * size
                assert set(held) <= set(pack)
                assert all(len(h) == size for h in hands)
                if n * size == len(pack):
                    assert sorted(held) == sorted(pack)
                if dealt.turned is not None and to_taker:
                    assert dealt.turned in hands[taker]


@pytest.mark.parametrize("raise_own", ["allowed", "forbidden", "new_mode"])
@pytest.mark.parametrize("overbid_partner", [True, False])
def test_auction_calls_follow_the_auction_rules(raise_own: str, overbid_partner: bool) -> None:
    """Random auctions under each bidding permission: who may bid, in which modes, and who
    may contre, as the rules put it (the calls a system keeps for a situation must not leak
    into another)."""
    base = compiled("ffb-contree-2016").bidding
    assert isinstance(base, AuctionSystem)
    # four passes end it: the last bidder speaks again after three passes
    system = replace(base, overbid_partner=overbid_partner, raise_own=raise_own, end_passes=4)
    rng = random.Random(f"{raise_own}{overbid_partner}")
    seen_partner = seen_own = 0
    for _ in range(300):
        state = system.start(rng.randrange(4), None)
        while not state.done:
            seat = state.to_move
            calls = state.legal()
            bids = [c for c in calls if c.startswith("bid:")]
            bidder = state.bidder
            room = state.bid not in ("capot", "generale")  # a higher bid exists (capot)
            if bidder >= 0 and not state.locked:
                if bidder == seat:
                    seen_own += 1
                    if raise_own == "forbidden":
                        assert not bids
                    else:
                        assert bool(bids) == room
                    if raise_own == "new_mode":
                        same = MODES[state.bid_mode]
                        assert all(b.rsplit(":", 1)[1] != same for b in bids)
                elif bidder % 2 == seat % 2:
                    seen_partner += 1
                    assert bool(bids) == (room and overbid_partner)
                else:
                    assert bool(bids) == room
            elif not state.locked:
                assert bids  # nobody has bid yet
            contre_expected = (
                system.contre
                and state.bid is not None
                and state.contre == 0
                and bidder % 2 != seat % 2
                and (system.capot_contre or state.bid not in ("capot", "generale"))
            )
            assert ("contre" in calls) == bool(contre_expected)
            # calls and bids weighted towards passing, so that auctions last a few rounds
            action = "pass" if rng.random() < 0.6 else rng.choice(calls)
            state.apply(action)
    assert seen_partner
    assert seen_own


@pytest.mark.parametrize("spec", ["classic", "pagat-coinche"])
def test_game_copies_share_the_bidding_system_and_go_on_alike(spec: str) -> None:
    """A compiled bidding system never changes: copies of a game in its bidding share it
    (its kept calls are not copied), a pickle leaves the kept calls out, and every copy
    plays on exactly as the original."""
    import pickle

    rules = compiled(spec)
    rng = random.Random(spec)
    warm = rules.new_game(seed=1)  # fill the system's kept calls
    while not warm.over:
        warm.apply(rng.choice(warm.legal_actions()))
    game = rules.new_game(seed=7)
    game.apply(game.legal_actions()[0])
    assert game.phase == "bidding"
    deep, shallow = copy.deepcopy(game), copy.copy(game)
    assert deep.deal.bidding.system is game.deal.bidding.system
    assert deep.deal.bidding is not game.deal.bidding
    data = pickle.dumps(game)
    assert b"_calls" not in data
    assert b"_bids" not in data
    assert b"_takes" not in data
    loaded = pickle.loads(data)
    assert loaded.deal.bidding.system == game.deal.bidding.system
    games = [game, deep, shallow, loaded]
    while not game.over:
        actions = game.legal_actions()
        assert all(other.legal_actions() == actions for other in games[1:])
        action = rng.choice(actions)
        for each in games:
            each.apply(action)
    assert len({each.to_json() for each in games}) == 1
