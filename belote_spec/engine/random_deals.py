"""The fast simulation path: whole random deals and games straight on the kernels.

:class:`Simulator` plays random legal cards with nothing but the compiled kernels and integer
bitsets — no action strings, no records — for Monte-Carlo bots, statistics and the random-game
acceptance tests. It uses the same kernels as :class:`~belote_spec.engine.game.Game`, so the
rules are the same; only the bookkeeping is lighter.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..cards import SUIT_MASKS
from .bidding import AuctionState, Contract, PriseState
from .deal import Dealer, DealtCards
from .play import PlayShortcuts
from .scoring import DealScore, GameEnd

if TYPE_CHECKING:
    from .rules import Rules

__all__ = ["SimDeal", "SimGame", "Simulator"]

TEAMS = ("NS", "EW")


@dataclass(slots=True)
class SimDeal:
    """One simulated deal."""

    dealer: int
    contract: Contract | None
    hands: list[int] = field(default_factory=list)
    """Each seat's hand (bitset) when play began."""
    plays: list[tuple[int, int, int]] = field(default_factory=list)
    """Every card as ``(seat, card, legal bitset at its turn)``, in play order."""
    points: dict[str, int] = field(default_factory=dict)
    """Raw card points with the dix de der."""
    tricks: list[int] = field(default_factory=lambda: [0, 0])
    gathered: list[int] = field(default_factory=list)
    """The cards as gathered after the deal (tricks in order; or the unplayed hands), the pack
    of the next deal when the variant does not shuffle."""
    score: DealScore | None = None
    cancelled: bool = False
    extras: dict[str, Any] = field(default_factory=dict)
    """The scorer's keywords for this deal (mode, belote, annonces, capot, tricks…)."""


@dataclass(slots=True)
class SimGame:
    """One simulated game."""

    deals: list[SimDeal]
    totals: dict[str, int]
    result: GameEnd | None


class Simulator:
    """Random play on the compiled kernels of one variant.

    Every bid and card is drawn uniformly among the legal ones; a capot is announced after 5%
    of the prises where the variant allows it. A choice that costs nothing is not left to
    chance: « belote » and « rebelote » are always said where the variant wants them said, and
    annonces a player may keep to himself (``annonces.declaring: optional``) are always shown,
    unless ``random_declarations``: then each call is said half the time (a belote counts as
    ``belote.rebelote`` says: when both calls are said, when « belote » is, or when either
    is)."""

    def __init__(
        self, rules: Rules, *, record: bool = True, random_declarations: bool = False
    ) -> None:
        self.rules = rules
        self.record = record
        self.random_declarations = bool(random_declarations)
        self._dealt_positions: dict[tuple[int, str], DealtCards] = {}
        self._passed_positions: dict[tuple[int, str], tuple[int, ...]] = {}
        self._final: dict[tuple[int, str, int], tuple[tuple[int, ...], ...]] = {}
        """The king-and-queen bitset of each belote suit, by mode."""

    @staticmethod
    def _passed_gather(dealt: DealtCards, dealer: int) -> list[int]:
        """The cards of a deal nobody took, as gathered: each hand from the seat after the
        dealer, then the turned card and the rest of the pack."""
        gathered: list[int] = []
        start = (dealer + 1) % 4
        for i in range(4):
            gathered.extend(dealt.hands[(start + i) % 4])
        if dealt.turned is not None:
            gathered.append(dealt.turned)
        gathered.extend(dealt.rest)
        return gathered

    def _positions(self, dealer: int, pattern: str) -> DealtCards:
        """The deck positions the dealer gives out before the bidding (the cards of the deal
        of the identity deck ``0..31``)."""
        key = (dealer, pattern)
        found = self._dealt_positions.get(key)
        if found is None:
            found = self._dealt_positions[key] = self.rules.dealer.deal(
                list(range(32)), dealer, pattern
            )
        return found

    def _passed_order(self, dealer: int, pattern: str) -> tuple[int, ...]:
        """The deck positions of a deal nobody took, in the order they are gathered."""
        key = (dealer, pattern)
        found = self._passed_positions.get(key)
        if found is None:
            found = self._passed_positions[key] = tuple(
                self._passed_gather(self._positions(dealer, pattern), dealer)
            )
        return found

    def _final_positions(
        self, dealer: int, pattern: str, taker: int
    ) -> tuple[tuple[int, ...], ...]:
        """Each seat's deck positions once the deal is complete, in the order received."""
        key = (dealer, pattern, taker)
        found = self._final.get(key)
        if found is None:
            hands = self.rules.dealer.complete(self._positions(dealer, pattern), taker, dealer)
            found = self._final[key] = tuple(tuple(h) for h in hands)
        return found

    def _bid(self, dealer: int, turned: int | None, rng: random.Random) -> Contract | None:
        state = self.rules.bidding.start(dealer, turned)
        choice: Callable[[Sequence[str]], str] = rng.choice
        legal: Callable[[], Sequence[str]] = state.legal
        act: Callable[[str], None] = state.apply
        # the built-in systems: a call just drawn from their calls needs no second check
        if type(state) is AuctionState:
            legal, act = state.legal_calls, state.apply_unchecked
        elif type(state) is PriseState:
            act = state.apply_unchecked
        while not state.done:
            act(choice(legal()))
        return state.contract

    def deal(self, dealer: int, deck: list[int], rng: random.Random, held: int = 0) -> SimDeal:
        """Play one random deal from ``deck`` (already cut) dealt by ``dealer``."""
        rules = self.rules
        pattern = rules.dealer.choose_pattern(rng)
        if type(rules.dealer) is Dealer:
            # the built-in dealer deals by position: the same cards, read from the deck
            where = self._positions(dealer, pattern)
            turned = None if where.turned is None else deck[where.turned]
            contract = self._bid(dealer, turned, rng)
            sim = SimDeal(dealer, contract)
            if contract is None:
                sim.gathered = [deck[i] for i in self._passed_order(dealer, pattern)]
                return sim
            final = self._final_positions(dealer, pattern, contract.taker)
            hands = [0, 0, 0, 0]
            for seat in range(4):
                mask = 0
                for i in final[seat]:
                    mask |= 1 << deck[i]
                hands[seat] = mask
        else:
            dealt = rules.dealer.deal(deck, dealer, pattern)
            contract = self._bid(dealer, dealt.turned, rng)
            sim = SimDeal(dealer, contract)
            if contract is None:
                sim.gathered = self._passed_gather(dealt, dealer)
                return sim
            cards = rules.dealer.complete(dealt, contract.taker, dealer)
            final = None
            hands = [0, 0, 0, 0]
            for seat in range(4):
                mask = 0
                for c in cards[seat]:
                    mask |= 1 << c
                hands[seat] = mask
        sim.hands = list(hands)
        mode = contract.mode
        leader = rules.first_leader(dealer, contract)
        resolution = rules.annonces.resolve(hands, mode, leader)
        if self.random_declarations and rules.declaring_optional:
            # each seat holding annonces (or a cancelling carré) shows them half the time, as
            # a player choosing at random between a card and the same card '+silent'; kept
            # silent, they count for nothing (a cancelling carré included)
            rand = rng.random
            cancelling = rules.annonces.cancelling if rules.annonces.active(mode) else 0
            shown = list(hands)
            for seat, h in enumerate(hands):
                holds = (
                    resolution.by_seat[seat] or h & (h >> 8) & (h >> 16) & (h >> 24) & cancelling
                )
                if holds and rand() >= 0.5:
                    shown[seat] = 0
            if shown != hands:
                resolution = rules.annonces.resolve(shown, mode, leader)
        if resolution.deal_cancelled:
            sim.cancelled = True
            if final is not None:  # the hands as dealt, seat by seat
                sim.gathered = [deck[i] for seat_positions in final for i in seat_positions]
            else:
                sim.gathered = [c for hand in cards for c in hand]
            return sim
        if rules.capot_announce and contract.bid is None and rng.random() < 0.05:
            contract = Contract(contract.taker, mode, "capot", 0)
            sim.contract = contract
        score = [0, 0]
        tricks = [0, 0]
        by_seat = [0, 0, 0, 0]
        shortcuts: PlayShortcuts | None = getattr(rules.play, "shortcuts", None)
        if shortcuts is not None and shortcuts.valid_for(rules.play):
            leader = self._play_fast(
                shortcuts, hands, leader, mode, rng, sim, score, tricks, by_seat
            )
        else:
            leader = self._play(hands, leader, mode, rng, sim, score, tricks, by_seat)
        score[leader & 1] += rules.tables.dix_de_der
        sim.points = {"NS": score[0], "EW": score[1]}
        sim.tricks = tricks
        capot = rules.capot_team(tricks, score)
        belote: list[str] = []
        # a belote needs the king and queen of a belote suit in one starting hand: where no
        # hand holds such a pair, there is none to look for
        paired = any(
            hand & pair == pair
            for _suit, pair, _said in rules.belote_pairs[mode]
            for hand in sim.hands
        )
        holders = rules.belote_holders(sim.hands, mode, sim.gathered) if paired else []
        if holders:
            chance = self.random_declarations and rules.belote_call != "automatic"
            rand = rng.random
            # random declarations: each call said half the time (« rebelote » drawn only
            # where it decides whether the belote counts)
            rebelote = rules.belote_rebelote
            if not chance:
                belote = [TEAMS[seat & 1] for seat, _suit in holders]
            elif rebelote == "required":
                belote = [TEAMS[s & 1] for s, _suit in holders if rand() < 0.5 and rand() < 0.5]
            elif rebelote == "either":
                belote = [TEAMS[s & 1] for s, _suit in holders if rand() < 0.5 or rand() < 0.5]
            else:
                belote = [TEAMS[s & 1] for s, _suit in holders if rand() < 0.5]
        sim.extras = {
            "mode": mode,
            "belote": belote,
            "declarations": resolution.awarded,
            "capot": capot,
            "carried": held,
            "tricks": {"N": by_seat[0], "W": by_seat[1], "S": by_seat[2], "E": by_seat[3]},
            "last_trick": TEAMS[leader & 1],
        }
        sim.score = rules.scorer(contract.as_dict(), sim.points, **sim.extras)
        return sim

    def _play(
        self,
        hands: list[int],
        leader: int,
        mode: int,
        rng: random.Random,
        sim: SimDeal,
        score: list[int],
        tricks: list[int],
        by_seat: list[int],
    ) -> int:
        """Play the eight tricks at random through the kernels; returns the last winner."""
        rules = self.rules
        analyse = rules.play.analyse
        winner = rules.play.winner
        pts = rules.tables.points[mode]
        rand = rng.random
        plays = sim.plays
        gathered = sim.gathered
        record = self.record
        for _ in range(8):
            trick: list[int] = []
            seat = leader
            for _k in range(4):
                legal = analyse(hands[seat], trick, mode)[0]
                pick = legal
                k = int(rand() * legal.bit_count())
                while k:  # drop the k lowest cards: the k-th legal card is then the lowest
                    pick &= pick - 1
                    k -= 1
                card = (pick & -pick).bit_length() - 1
                if record:
                    plays.append((seat, card, legal))
                gathered.append(card)
                hands[seat] ^= 1 << card
                trick.append(card)
                seat = (seat + 1) & 3
            won = (leader + winner(trick, mode)) & 3
            score[won & 1] += pts[trick[0]] + pts[trick[1]] + pts[trick[2]] + pts[trick[3]]
            tricks[won & 1] += 1
            by_seat[won] += 1
            leader = won
        return leader

    def _play_fast(
        self,
        shortcuts: PlayShortcuts,
        hands: list[int],
        leader: int,
        mode: int,
        rng: random.Random,
        sim: SimDeal,
        score: list[int],
        tricks: list[int],
        by_seat: list[int],
    ) -> int:
        """:meth:`_play` for the built-in kernels: the same cards from the same random
        numbers, with the calls their shortcuts settle left out (a lead is free; following a
        plain suit is the cards of that suit; a player with neither the led suit nor a trump
        plays any card; the trick's winner is followed card by card)."""
        analyse = shortcuts.analyse
        pw = shortcuts.power[mode]
        tm = shortcuts.trump_mask[mode]
        plain = shortcuts.plain_follow[mode]
        pts = self.rules.tables.points[mode]
        rand = rng.random
        plays = sim.plays
        gathered = sim.gathered
        record = self.record
        suit_masks = SUIT_MASKS
        for _ in range(8):
            # the lead: any card
            legal = hands[leader]
            k = int(rand() * legal.bit_count())
            pick = legal
            while k:  # drop the k lowest cards: the k-th legal card is then the lowest
                pick &= pick - 1
                k -= 1
            best = (pick & -pick).bit_length() - 1
            if record:
                plays.append((leader, best, legal))
            hands[leader] = legal ^ (1 << best)
            trick = [best]
            led = suit_masks[best >> 3]
            is_plain = (plain >> best) & 1
            value = pts[best]
            pos = 0
            seat = leader
            for i in (1, 2, 3):
                seat = (seat + 1) & 3
                hand = hands[seat]
                legal = hand & led
                if legal:
                    if not is_plain:
                        legal = analyse(hand, trick, mode)[0]
                elif hand & tm:
                    legal = analyse(hand, trick, mode)[0]
                else:  # neither the led suit nor a trump: any card
                    legal = hand
                k = int(rand() * legal.bit_count())
                pick = legal
                while k:
                    pick &= pick - 1
                    k -= 1
                card = (pick & -pick).bit_length() - 1
                if record:
                    plays.append((seat, card, legal))
                hands[seat] = hand ^ (1 << card)
                trick.append(card)
                value += pts[card]
                if (card >> 3) == (best >> 3):
                    if pw[card] > pw[best]:
                        best = card
                        pos = i
                elif (tm >> card) & 1:
                    best = card
                    pos = i
            gathered += trick
            won = (leader + pos) & 3
            score[won & 1] += value
            tricks[won & 1] += 1
            by_seat[won] += 1
            leader = won
        return leader

    def game(self, seed: int, *, max_deals: int = 500) -> SimGame:
        """A whole random game."""
        rules = self.rules
        rng = random.Random(seed)
        dealer, _draw = rules.dealer.first_dealer(rng)
        deck = list(range(32))
        rng.shuffle(deck)
        totals = {"NS": 0, "EW": 0}
        held = 0
        passed = 0
        deals: list[SimDeal] = []
        result: GameEnd | None = None
        target = int(rules.variant.rule("game_end.target"))
        while len(deals) < max_deals:
            deck, _cut = rules.dealer.cut(deck, rng)
            sim = self.deal(dealer, deck, rng, held)
            deals.append(sim)
            if sim.score is None:
                passed = passed + 1 if sim.contract is None else 0
                deck, shuffled = rules.dealer.next_deck(sim.gathered, passed, rng)
                if shuffled:
                    passed = 0
                dealer = rules.dealer.next_dealer(dealer)
                continue
            passed = 0
            assert sim.contract is not None
            sim.score, end = rules.settle_deal(
                dict(totals),
                target,
                sim.contract.as_dict(),
                sim.points,
                score=sim.score,
                **sim.extras,
            )
            held = sim.score.held
            totals["NS"] += sim.score.NS
            totals["EW"] += sim.score.EW
            if end.over:
                result = end
                break
            deck, _shuffled = rules.dealer.next_deck(sim.gathered, 0, rng)
            dealer = rules.dealer.next_dealer(dealer)
        return SimGame(deals, totals, result)
