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
from math import floor
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from ..i18n import N_, translator
from .annonces import AnnonceKernels
from .bidding import AuctionState, Contract, PriseState, bidding_walk
from .deal import Dealer, DealtCards
from .play import PlayKernels, PlayShortcuts, legal_after, takes_over
from .scoring import DealScore, GameEnd

if TYPE_CHECKING:
    from .rules import Rules

__all__ = ["SimDeal", "SimGame", "Simulator", "legal_after_tables"]

TEAMS = ("NS", "EW")
#: For each suit and each byte (the cards of that suit: bit ``r`` the rank ``r``), its cards,
#: lowest first: the k-th lowest card of a suit, looked up.
_CARDS_OF: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(8 * suit + r for r in range(8) if (b >> r) & 1) for b in range(256))
    for suit in range(4)
)
#: Each card's bit (looked up: a shift makes a new integer each time).
_BIT: tuple[int, ...] = tuple(1 << card for card in range(32))
#: The card of each bit.
_INDEX: dict[int, int] = {1 << card: card for card in range(32)}


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
    instant_win: int = -1
    """The seat whose hand won the whole game at once (``game_end.instant_win``), the deal
    unplayed; -1: none."""


@dataclass(slots=True)
class SimGame:
    """One simulated game."""

    deals: list[SimDeal]
    totals: dict[str, int]
    result: GameEnd | None


def legal_after_tables(play: PlayKernels) -> tuple[PlayShortcuts, Any, Any, Any] | None:
    """For callers that keep the card holding the trick themselves (with
    :func:`~belote_spec.engine.play.takes`) and so may ask
    :func:`~belote_spec.engine.play.legal_after` straight away, as
    :func:`~belote_spec.engine.play.analyse_trick` does once it has found that card: the
    shortcuts of the built-in kernels ``play`` and the tables their ``analyse`` was bound with
    (``above``, ``trump_mask`` and the ``play`` rules). None for kernels built another way."""
    shortcuts = getattr(play, "shortcuts", None)
    if shortcuts is None or not shortcuts.valid_for(play) or not shortcuts.rules:
        return None
    return shortcuts, shortcuts.above, shortcuts.trump_mask, shortcuts.rules


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
        self.record = record
        self.random_declarations = bool(random_declarations)
        self.rules = rules

    @property
    def rules(self) -> Rules:
        """The compiled variant played. Setting it works out again, once, what every deal
        reads from it (the kernels and tables the simulator calls, the deck positions)."""
        return self._rules

    @rules.setter
    def rules(self, rules: Rules) -> None:
        self._rules = rules
        self._dealt_positions: dict[tuple[int, str], DealtCards] = {}
        self._passed_positions: dict[tuple[int, str], tuple[int, ...]] = {}
        self._final: dict[tuple[int, str, int], tuple[tuple[int, ...], ...]] = {}
        """Each seat's deck positions once the deal is complete, by dealer, pattern, taker."""
        self._getters: dict[tuple[int, str, int], Callable[[Sequence[int]], Any]] = {}
        """The same positions, all 32 in seat order, as one getter of the cards (where each
        seat has eight: see :meth:`_hands_of`)."""
        dealer = rules.dealer
        self._by_position = type(dealer) is Dealer
        self._choose_pattern = dealer.choose_pattern
        self._start_bidding = rules.bidding.start
        self._walk = bidding_walk(rules.bidding)
        """The built-in bidding systems' states, worked out once (see :meth:`_bid`)."""
        self._first_leader = rules.first_leader
        self._resolve = rules.annonces.resolve
        self._awarded: Callable[[Sequence[int], int, int], tuple[int, int, bool]] | None = (
            rules.annonces.awarded
            if getattr(type(rules.annonces), "resolve", None) is AnnonceKernels.resolve
            else None
        )
        """The points of the annonces alone (:meth:`AnnonceKernels.awarded`), where
        ``resolve`` is the built-in one."""
        seating = rules.seating
        refusal = seating.refusal(rules.variant.id, translator()._(N_("the simulator")))
        if refusal is not None:  # three or two players: the Game plays them
            raise ValueError(refusal)
        self._seats = seating.seats
        """The seat codes in playing order (the scorer's tricks by seat name them)."""
        self._players = seating.players
        self._after = seating.after
        self._line_of = seating.line_of
        self._lines = seating.lines
        self._partner = seating.partner
        self._hand_size = seating.hand_size
        self._followers: tuple[tuple[int, ...], ...] = tuple(
            tuple((leader + k) % seating.players for k in range(1, seating.players))
            for leader in range(seating.players)
        )
        """The seats after each leader, in play order."""
        self._scorer = rules.scorer
        self._score_played: Callable[..., DealScore] | None = getattr(rules.scorer, "played", None)
        """The built-in scorer's entry for a deal played out (the same score, read from the
        simulator's integers rather than from mappings)."""
        tables = rules.tables
        self._points = tables.points
        self._dix_de_der = tables.dix_de_der
        self._pairs = tuple(
            tuple(pair for _suit, pair, _said in pairs) for pairs in rules.belote_pairs
        )
        """The king-and-queen bitset of each belote suit, by mode."""
        self._capot_announce = rules.capot_announce
        self._instant = bool(getattr(rules, "instant_wins", False))
        """Whether some hand wins the whole game at once (``game_end.instant_win``)."""
        self._declaring_optional = rules.declaring_optional
        self._fast = legal_after_tables(rules.play)
        """What the fast play reads (None: the play goes through the kernels, card by card)."""
        self._over = (
            ()
            if self._fast is None
            else tuple(
                takes_over(tuple(pw), tm)
                for pw, tm in zip(self._fast[0].power, self._fast[0].trump_mask, strict=True)
            )
        )
        """What takes a trick over, by mode and card holding it
        (:func:`~belote_spec.engine.play.takes_over`)."""

    def _passed_gather(self, dealt: DealtCards, dealer: int) -> list[int]:
        """The cards of a deal nobody took, as gathered: each hand from the seat after the
        dealer, then the turned card and the rest of the pack."""
        gathered: list[int] = []
        after = self._after
        seat = after[dealer]
        for _ in range(self._players):
            gathered.extend(dealt.hands[seat])
            seat = after[seat]
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
            found = self._dealt_positions[key] = self._rules.dealer.deal(
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
            hands = self._rules.dealer.complete(self._positions(dealer, pattern), taker, dealer)
            found = self._final[key] = tuple(tuple(h) for h in hands)
        return found

    def _hands_of(self, deck: Sequence[int], dealer: int, pattern: str, taker: int) -> list[int]:
        """Each seat's hand (bitset) once the deal is complete, read from the deck by
        position."""
        key = (dealer, pattern, taker)
        get = self._getters.get(key)
        if get is not None:  # eight cards a seat, in seat order: one call reads all 32
            c = get(deck)
            b = _BIT
            # fmt: off
            return [
                b[c[0]] | b[c[1]] | b[c[2]] | b[c[3]] | b[c[4]] | b[c[5]] | b[c[6]] | b[c[7]],
                b[c[8]] | b[c[9]] | b[c[10]] | b[c[11]]
                | b[c[12]] | b[c[13]] | b[c[14]] | b[c[15]],
                b[c[16]] | b[c[17]] | b[c[18]] | b[c[19]]
                | b[c[20]] | b[c[21]] | b[c[22]] | b[c[23]],
                b[c[24]] | b[c[25]] | b[c[26]] | b[c[27]]
                | b[c[28]] | b[c[29]] | b[c[30]] | b[c[31]],
            ]
            # fmt: on
        final = self._final_positions(dealer, pattern, taker)
        if all(len(positions) == 8 for positions in final):
            self._getters[key] = itemgetter(*(i for positions in final for i in positions))
        hands = [0] * self._players
        for seat in range(self._players):
            mask = 0
            for i in final[seat]:
                mask |= 1 << deck[i]
            hands[seat] = mask
        return hands

    def _bid(self, dealer: int, turned: int | None, rng: random.Random) -> Contract | None:
        walk = self._walk
        if walk is not None:
            # a built-in system: the same calls drawn from, the states they lead to read from
            # those already met rather than worked out again by the state machine
            node = walk.starts.get((dealer, turned)) or walk.start(dealer, turned)
            pick: Callable[[Sequence[str]], str] = rng.choice
            while not node.done:
                call = pick(node.calls)
                node = node.nexts.get(call) or walk.follow(node, call)
            return node.contract
        state = self._start_bidding(dealer, turned)
        choice: Callable[[Sequence[str]], str] = rng.choice
        legal: Callable[[], Sequence[str]] = state.legal
        act: Callable[[str], None] = state.apply
        # the built-in systems: their calls as a tuple they keep, and a call just drawn from
        # them needs no second check
        kind = type(state)
        if kind is AuctionState or kind is PriseState:
            legal, act = state.legal_calls, state.apply_unchecked
        while not state.done:
            act(choice(legal()))
        return state.contract

    def deal(self, dealer: int, deck: list[int], rng: random.Random, held: int = 0) -> SimDeal:
        """Play one random deal from ``deck`` (already cut) dealt by ``dealer``."""
        rules = self._rules
        pattern = self._choose_pattern(rng)
        if self._by_position:
            # the built-in dealer deals by position: the same cards, read from the deck
            where = self._dealt_positions.get((dealer, pattern)) or self._positions(dealer, pattern)
            if self._instant and not where.rest and where.turned is None:
                # every hand complete at the deal: one may win the game before the bidding
                hands = self._hands_of(deck, dealer, pattern, 0)
                seat = rules.instant_win_seat(hands, dealer)
                if seat >= 0:
                    return SimDeal(dealer, None, hands, gathered=list(deck), instant_win=seat)
            turned = None if where.turned is None else deck[where.turned]
            contract = self._bid(dealer, turned, rng)
            if contract is None:
                gathered = [deck[i] for i in self._passed_order(dealer, pattern)]
                return SimDeal(dealer, None, gathered=gathered)
            hands = self._hands_of(deck, dealer, pattern, contract.taker)
            cards = None
        else:
            dealt = rules.dealer.deal(deck, dealer, pattern)
            if self._instant and not dealt.rest and dealt.turned is None:
                hands = [sum(1 << c for c in hand) for hand in dealt.hands]
                seat = rules.instant_win_seat(hands, dealer)
                if seat >= 0:
                    return SimDeal(dealer, None, hands, gathered=list(deck), instant_win=seat)
            contract = self._bid(dealer, dealt.turned, rng)
            if contract is None:
                return SimDeal(dealer, None, gathered=self._passed_gather(dealt, dealer))
            cards = rules.dealer.complete(dealt, contract.taker, dealer)
            hands = [0] * self._players
            for seat in range(self._players):
                mask = 0
                for c in cards[seat]:
                    mask |= 1 << c
                hands[seat] = mask
        start_hands = hands[:]
        if self._instant:  # the hands just completed: one may win the game, unplayed
            seat = rules.instant_win_seat(start_hands, dealer)
            if seat >= 0:
                return SimDeal(dealer, contract, start_hands, gathered=list(deck), instant_win=seat)
        mode = contract.mode
        leader = self._first_leader(dealer, contract)
        if self.random_declarations and self._declaring_optional:
            # each seat holding annonces (or a cancelling carré) shows them half the time, as
            # a player choosing at random between a card and the same card '+silent'; kept
            # silent, they count for nothing (a cancelling carré included)
            resolution = self._resolve(hands, mode, leader)
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
            declared = resolution.awarded
            cancelled = resolution.deal_cancelled
        elif self._awarded is not None:
            ann_ns, ann_ew, cancelled = self._awarded(hands, mode, leader)
            declared = {"NS": ann_ns, "EW": ann_ew}
        else:
            resolution = self._resolve(hands, mode, leader)
            declared = resolution.awarded
            cancelled = resolution.deal_cancelled
        if cancelled:
            if cards is None:  # the hands as dealt, seat by seat
                final = self._final_positions(dealer, pattern, contract.taker)
                gathered = [deck[i] for seat_positions in final for i in seat_positions]
            else:
                gathered = [c for hand in cards for c in hand]
            return SimDeal(dealer, contract, start_hands, gathered=gathered, cancelled=True)
        if self._capot_announce and contract.bid is None and rng.random() < 0.05:
            contract = Contract(contract.taker, mode, "capot", 0)
        score = [0, 0]
        by_seat = [0] * self._players
        s0, s1, s2, s3 = self._seats  # the seat codes in playing order (N E S W clockwise)
        plays: list[tuple[int, int, int]] = []
        gathered = []
        first = leader
        if self._fast is not None:
            leader = self._play_fast(hands, leader, mode, rng, plays, gathered, score, by_seat)
        else:
            leader = self._play(hands, leader, mode, rng, plays, gathered, score, by_seat)
        line_of = self._line_of
        score[line_of[leader]] += self._dix_de_der
        points = {"NS": score[0], "EW": score[1]}
        tricks = [0, 0]
        for seat, won in enumerate(by_seat):
            tricks[line_of[seat]] += won
        capot = rules.capot_team(tricks, score)
        belote: list[str] = []
        # a belote needs the king and queen of a belote suit in one starting hand: where no
        # hand holds such a pair, there is none to look for
        h0, h1, h2, h3 = start_hands
        for pair in self._pairs[mode]:
            if h0 & pair == pair or h1 & pair == pair or h2 & pair == pair or h3 & pair == pair:
                holders = rules.belote_holders(start_hands, mode, gathered)
                break
        else:
            holders = []
        if holders:
            chance = self.random_declarations and rules.belote_call != "automatic"
            rand = rng.random
            # random declarations: each call said half the time (« rebelote » drawn only
            # where it decides whether the belote counts)
            rebelote = rules.belote_rebelote
            lines = self._lines
            if not chance:
                belote = [lines[line_of[seat]] for seat, _suit in holders]
            elif rebelote == "required":
                belote = [
                    lines[line_of[s]] for s, _suit in holders if rand() < 0.5 and rand() < 0.5
                ]
            elif rebelote == "either":
                belote = [lines[line_of[s]] for s, _suit in holders if rand() < 0.5 or rand() < 0.5]
            else:
                belote = [lines[line_of[s]] for s, _suit in holders if rand() < 0.5]
        extras = {
            "mode": mode,
            "belote": belote,
            "declarations": declared,
            "capot": capot,
            "carried": held,
            "tricks": {s0: by_seat[0], s1: by_seat[1], s2: by_seat[2], s3: by_seat[3]},
            "last_trick": self._lines[line_of[leader]],
        }
        bonuses: list[int] | None = None
        if rules.trick_bonuses is not None:  # read off the tricks as played: the play's loop
            bonuses = self._trick_bonuses(gathered, first, mode)  # stays as without them
            extras["trick_bonuses"] = {"NS": bonuses[0], "EW": bonuses[1]}
        return SimDeal(
            dealer,
            contract,
            start_hands,
            plays,
            points,
            tricks,
            gathered,
            self._scorer(contract.as_dict(self._seats), points, **extras)
            if self._score_played is None
            else self._score_played(
                contract,
                score[0],
                score[1],
                belote,
                declared,
                capot,
                held,
                by_seat,
                line_of[leader],
                **({} if bonuses is None else {"trick_bonuses": bonuses}),
            ),
            False,
            extras,
        )

    def _trick_bonuses(self, played: list[int], leader: int, mode: int) -> list[int]:
        """Each team's trick bonuses (NS, EW) of a deal's cards ``played`` in order, the first
        trick led by ``leader``: each trick's, for the team that won it."""
        rules = self._rules
        winner = rules.play.winner
        won: list[tuple[int, Sequence[int]]] = []
        n = self._players
        for t in range(0, len(played), n):
            trick = played[t : t + n]
            leader = (leader + winner(trick, mode)) % n
            won.append((leader, trick))
        return list(rules.trick_bonuses.by_team(won, mode))

    def _play(
        self,
        hands: list[int],
        leader: int,
        mode: int,
        rng: random.Random,
        plays: list[tuple[int, int, int]],
        gathered: list[int],
        score: list[int],
        by_seat: list[int],
    ) -> int:
        """Play the tricks at random through the kernels; returns the last winner.
        ``plays`` (if :attr:`record`) and ``gathered`` receive the cards, ``score`` each
        team's card points, ``by_seat`` each seat's tricks."""
        rules = self._rules
        analyse = rules.play.analyse
        winner = rules.play.winner
        pts = self._points[mode]
        rand = rng.random
        record = self.record
        players = self._players
        after = self._after
        line_of = self._line_of
        for _ in range(self._hand_size):
            trick: list[int] = []
            seat = leader
            for _k in range(players):
                legal = analyse(hands[seat], trick, mode)[0]
                pick = legal
                k = floor(rand() * legal.bit_count())
                while k:  # drop the k lowest cards: the k-th legal card is then the lowest
                    pick &= pick - 1
                    k -= 1
                card = (pick & -pick).bit_length() - 1
                if record:
                    plays.append((seat, card, legal))
                gathered.append(card)
                hands[seat] ^= 1 << card
                trick.append(card)
                seat = after[seat]
            won = (leader + winner(trick, mode)) % players
            score[line_of[won]] += sum(pts[c] for c in trick)
            by_seat[won] += 1
            leader = won
        return leader

    def _play_fast(
        self,
        hands: list[int],
        leader: int,
        mode: int,
        rng: random.Random,
        plays: list[tuple[int, int, int]],
        gathered: list[int],
        score: list[int],
        by_seat: list[int],
    ) -> int:
        """:meth:`_play` for the built-in kernels: the same cards from the same random
        numbers, with the calls their shortcuts settle left out (a lead is free; following a
        plain suit is the cards of that suit; a player with neither the led suit nor a trump
        plays any card). The card holding the trick is kept as the cards come, with the table
        :func:`~belote_spec.engine.play.takes_over`, so that the legal cards are asked of
        :func:`~belote_spec.engine.play.legal_after` straight away."""
        assert self._fast is not None
        shortcuts, above, trump_masks, play_rules = self._fast
        over = self._over[mode]
        tm = shortcuts.trump_mask[mode]
        plain = shortcuts.plain_follow[mode]
        pts = self._points[mode]
        rand = rng.random
        record = self.record
        gather = gathered.append
        cards_of = _CARDS_OF
        after = legal_after
        followers = self._followers
        partner = self._partner
        line_of = self._line_of
        bit = _BIT
        index = _INDEX
        for _ in range(self._hand_size):
            # the lead: any card (the k-th, k drawn as int(rand() * n): floor, the same on
            # a number not below 0, is a plain function where int is a type to call)
            hand = hands[leader]
            k = floor(rand() * hand.bit_count())
            pick = hand
            while k:  # drop the k lowest cards: the k-th legal card is then the lowest
                pick &= pick - 1
                k -= 1
            lead = index[pick & -pick]
            if record:
                plays.append((leader, lead, hand))
            hands[leader] = hand ^ bit[lead]
            gather(lead)
            shift = lead & 24  # the led suit's first card
            suit_cards = cards_of[lead >> 3]
            is_plain = plain & bit[lead]
            best = lead
            beaten_by = over[lead]  # the cards that take the trick over
            value = pts[lead]
            won = leader
            for seat in followers[leader]:
                hand = hands[seat]
                legal = (hand >> shift) & 0xFF  # the led suit held
                if legal and is_plain:  # its cards, the k-th lowest from the ranks held
                    held = suit_cards[legal]
                    card = held[floor(rand() * len(held))]
                    if record:
                        plays.append((seat, card, legal << shift))
                else:
                    if legal or hand & tm:
                        mate = won == partner[seat]  # the partner holds the trick
                        legal = after(
                            hand, lead, best, mate, mode, above, trump_masks, play_rules
                        )[0]
                    else:  # neither the led suit nor a trump: any card
                        legal = hand
                    k = floor(rand() * legal.bit_count())
                    pick = legal
                    while k:
                        pick &= pick - 1
                        k -= 1
                    card = index[pick & -pick]
                    if record:
                        plays.append((seat, card, legal))
                hands[seat] = hand ^ bit[card]
                gather(card)
                value += pts[card]
                if beaten_by & bit[card]:
                    best = card
                    beaten_by = over[card]
                    won = seat
            score[line_of[won]] += value
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
        scored = 0  # the deals on the score sheet (game_end.deals)
        deals: list[SimDeal] = []
        result: GameEnd | None = None
        target = int(rules.variant.rule("game_end.target"))
        while len(deals) < max_deals:
            deck, _cut = rules.dealer.cut(deck, rng)
            sim = self.deal(dealer, deck, rng, held)
            deals.append(sim)
            if sim.instant_win >= 0:  # a hand won the game: the deal is not played
                result = rules.instant_win(sim.hands, dealer, totals)
                break
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
                sim.contract.as_dict(self._seats),
                sim.points,
                score=sim.score,
                **sim.extras,
            )
            held = sim.score.held
            scored += 1
            if not end.over:
                end = rules.deals_end(totals, sim.score, scored) or end
            totals["NS"] += sim.score.NS
            totals["EW"] += sim.score.EW
            if end.over:
                result = end
                break
            deck, _shuffled = rules.dealer.next_deck(sim.gathered, 0, rng)
            dealer = rules.dealer.next_dealer(dealer)
        return SimGame(deals, totals, result)
