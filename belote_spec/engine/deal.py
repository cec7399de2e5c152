"""Dealing: first dealer, cut, distribution patterns, turned card, completion, next deck."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import DEAL_PACKETS
from ..seating import FOUR, Seating

__all__ = ["Dealer", "DealtCards", "make_dealer"]

_PACKETS = DEAL_PACKETS


@dataclass
class DealtCards:
    """The cards of one deal as dealt: each hand in the order received, the turned card and
    the rest of the pack (still to deal after the bidding)."""

    hands: list[list[int]]
    turned: int | None
    rest: list[int]
    pattern: str


def _offset(who: str, dealer: int, seating: Seating = FOUR) -> int:
    """The seat ``who`` names (``after_dealer``, ``before_dealer``, ``opposite_dealer``, the
    dealer himself) for ``dealer``, at the table ``seating``."""
    if who == "after_dealer":
        return seating.after[dealer]
    if who == "before_dealer":
        return seating.before[dealer]
    if who == "opposite_dealer":
        return seating.partner[dealer]
    return dealer


@dataclass(frozen=True)
class Dealer:
    """Compiled ``deal`` rules."""

    first_dealer_rule: str
    cut_by: str
    min_packet: int
    patterns: tuple[str, ...]
    first_receiver: str
    turned_card: bool
    completion_taker: int
    completion_others: int
    next_dealer_rule: str
    between_deals: str
    reshuffle_after: int | None
    seating: Seating = FOUR
    """The table dealt to (:attr:`Rules.seating <belote_spec.seating.Seating>`): who comes
    after whom, how many players."""
    turned_to_taker: bool = True
    """``deal.turned_card_to: taker``; otherwise the turned card stays on the table, out of
    play (belote à deux)."""
    bergere: bool = False
    """``deal.bergere``: the talon's last card is shown after the completion."""
    seven_exchange: bool = False
    """``deal.seven_exchange: automatic``."""

    @property
    def completes_after_bidding(self) -> bool:
        """Whether some cards are dealt only after the bidding (a turned card, or packets
        giving fewer than eight cards a seat); ``completion_taker`` and ``completion_others``
        mean nothing otherwise."""
        return self.turned_card or any(sum(_PACKETS[p]) < 8 for p in self.patterns)

    def first_dealer(self, rng: random.Random) -> tuple[int, list[tuple[int, int]]]:
        """Choose the first dealer. Returns the seat and, for ``lowest_card``, every draw as
        ``(seat, card)`` (ties between the lowest draw again)."""
        players = self.seating.players
        if self.first_dealer_rule == "random":
            return rng.randrange(players), []
        draws: list[tuple[int, int]] = []
        candidates = list(range(players))
        while True:
            pack = self.seating.deck()
            rng.shuffle(pack)
            drawn = {seat: pack[i] for i, seat in enumerate(candidates)}
            draws.extend(drawn.items())
            low = min(card & 7 for card in drawn.values())
            candidates = [seat for seat, card in drawn.items() if card & 7 == low]
            if len(candidates) == 1:
                return candidates[0], draws

    def cut(self, deck: list[int], rng: random.Random) -> tuple[list[int], int]:
        """Cut the pack; returns the new order and the cut position (0 for no cut)."""
        if self.cut_by == "none":
            return list(deck), 0
        k = rng.randint(self.min_packet, len(deck) - self.min_packet)
        return deck[k:] + deck[:k], k

    def choose_pattern(self, rng: random.Random) -> str:
        """The distribution pattern of a deal (the dealer may use any allowed one)."""
        return self.patterns[0] if len(self.patterns) == 1 else rng.choice(self.patterns)

    def deal(self, deck: Sequence[int], dealer: int, pattern: str) -> DealtCards:
        """Distribute the first round of packets (and turn the next card)."""
        seating = self.seating
        hands: list[list[int]] = [[] for _seat in range(seating.players)]
        start = _offset(self.first_receiver, dealer, seating)
        pos = 0
        order = [start]
        while len(order) < seating.players:
            order.append(seating.after[order[-1]])
        for size in _PACKETS[pattern]:
            for seat in order:
                end = pos + size
                hands[seat] += deck[pos:end]
                pos = end
        turned = None
        if self.turned_card:
            turned = deck[pos]
            pos += 1
        return DealtCards(hands, turned, list(deck[pos:]), pattern)

    def complete(self, dealt: DealtCards, taker: int, dealer: int) -> list[list[int]]:
        """Hands after the bidding: the taker gets the turned card (if any) and ``taker`` more
        cards, the others ``others`` each, starting from the first receiver. A deal that
        already gave eight cards each is returned as it is."""
        hands = [list(h) for h in dealt.hands]
        rest = dealt.rest
        if not rest:
            return hands
        if dealt.turned is not None and self.turned_to_taker:
            hands[taker].append(dealt.turned)
        seating = self.seating
        seat = _offset(self.first_receiver, dealer, seating)
        pos = 0
        for _turn in range(seating.players):
            n = self.completion_taker if seat == taker else self.completion_others
            hands[seat] += rest[pos : pos + n]
            pos += n
            seat = seating.after[seat]
        return hands

    def talon(self, dealt: DealtCards, taker: int) -> list[int]:
        """The cards no one receives (the talon, kept aside face down): the pack left after
        the completion; empty when the whole pack is dealt (four players)."""
        players = self.seating.players
        if not dealt.rest:
            return []
        given = self.completion_taker + (players - 1) * self.completion_others
        return list(dealt.rest[given:])

    def exchange(
        self, hands: list[list[int]], turned: int | None, mode: int
    ) -> tuple[int, int] | None:
        """``deal.seven_exchange: automatic``: when trump is the turned card's suit, the holder
        of the seven of trumps takes the turned card and leaves the seven in its place, out of
        play (``hands`` changed in place). Returns ``(seat, seven)``, or None (no exchange)."""
        if not self.seven_exchange or turned is None or mode >= 4 or turned >> 3 != mode:
            return None
        seven = mode * 8  # the seven is the lowest rank of its suit
        for seat, hand in enumerate(hands):
            if seven in hand:
                hand[hand.index(seven)] = turned
                return seat, seven
        return None

    def next_dealer(self, dealer: int) -> int:
        """Who deals the next deal."""
        return _offset(self.next_dealer_rule, dealer, self.seating)

    def next_deck(
        self,
        gathered: list[int],
        passed_in_a_row: int,
        rng: random.Random,
    ) -> tuple[list[int], bool]:
        """The pack for the next deal from the cards as gathered; returns it and whether it was
        shuffled (always, or after too many deals without a taker)."""
        reshuffle = self.between_deals == "always" or (
            self.reshuffle_after is not None and passed_in_a_row >= self.reshuffle_after
        )
        deck = list(gathered)
        if reshuffle:
            rng.shuffle(deck)
        return deck, reshuffle


def make_dealer(deal: Mapping[str, Any], seating: Seating = FOUR) -> Dealer:
    """Compile the ``deal`` rules, for the table ``seating``."""
    return Dealer(
        first_dealer_rule=deal["first_dealer"],
        cut_by=deal["cut"]["by"],
        min_packet=int(deal["cut"]["min_packet"]),
        patterns=tuple(deal["patterns"]),
        first_receiver=deal["first_receiver"],
        turned_card=bool(deal["turned_card"]),
        completion_taker=int(deal["completion"]["taker"]),
        completion_others=int(deal["completion"]["others"]),
        next_dealer_rule=deal["next_dealer"],
        between_deals=deal["shuffle"]["between_deals"],
        reshuffle_after=deal["shuffle"]["after_passed_deals"],
        seating=seating,
        turned_to_taker=deal.get("turned_card_to", "taker") == "taker",
        bergere=bool(deal.get("bergere", False)),
        seven_exchange=deal.get("seven_exchange", "none") == "automatic",
    )
