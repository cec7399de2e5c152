"""What one seat can infer about the other hands, and deals of the unseen cards consistent with
it (the worlds a search bot solves).

:class:`Knowledge` holds, for each seat of the table (four, or three or two players each for
himself), the cards it may still hold (:attr:`~Knowledge.possible`), the cards it surely holds
(:attr:`~Knowledge.known`) and how many cards it holds (:attr:`~Knowledge.count`). The cards no
seat holds yet are the *stock* (during the bidding of a deal that completes the hands
afterwards, the cards not dealt yet; at a table that leaves a talon, the belote à deux, the
talon's hidden cards for the whole deal). The cards are those of the variant's pack
(``rules.seating.deck_mask``: 24 at three); the turned card left face up on the table and the
bergère are out of play. Facts are
added with :meth:`~Knowledge.require`, :meth:`~Knowledge.exclude`, :meth:`~Knowledge.set_void`
and :meth:`~Knowledge.apply` (a list of :class:`Fact`, the soft facts conventions read from the
bidding and the play); :meth:`Knowledge.from_observation` applies every public fact of an
:class:`~belote_spec.engine.observation.Observation`:

* the observer's own hand and the cards played are placed;
* each card played came from the legal set of the player's hand at that moment (the variant's
  ``rules.play.analyse``). A player who did not follow has none of the led suit. For the
  obligations to trump, overtrump, climb or not undertrump, every hand the player might have
  held is tried by category (his cards of the led suit, or his trumps and whether he held any
  other card: the built-in kernels look at nothing else) and a card is excluded when no hand
  holding it would have let the card played be legal. The exact condition (which is not always
  one card at a time, e.g. "no higher trump unless he held only trumps") is also kept and
  checked on every sampled world. For a play kernel that is not the built-in one (a plugin's),
  only this last check is made;
* the turned card of a prise is in the taker's hand (until he plays it), where the taker gets
  it (``deal.turned_card_to: taker``);
* a belote shown (a king or queen of a belote suit played by the holder of both at the start
  of the play) puts the other card in the same hand; when belote is counted automatically, a
  king or queen played without a belote shows that the player did not hold the other one;
* the cards of the annonces shown are in their owner's hand until played.

:func:`sample` deals the unseen cards: *exactly uniformly* among the deals that respect the
card-by-card facts (each card's possible holders and each holder's number of cards: the cards
are grouped by the set of holders they may go to, the number of completions is counted by
dynamic programming, and each group is split with the probability of its completions), then a
world is kept only if it passes the other facts (the exact play conditions, the counting facts
of :class:`Fact`), a rejection that keeps the uniform distribution. A returned world is never
inconsistent with a fact.

Seats are indices 0..3 in playing order (``N W S E``), cards indices ``suit * 8 + rank`` and
sets of cards bitsets, as everywhere in the engine.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from math import factorial
from typing import TYPE_CHECKING, Final, Literal

from ..cards import CODE_INDEX, FULL_DECK, SUIT_MASKS, iter_bits
from ..seating import FOUR

if TYPE_CHECKING:
    from ..engine.observation import Observation
    from ..engine.rules import Rules

__all__ = [
    "Fact",
    "FactKind",
    "InconsistentKnowledge",
    "Knowledge",
    "PlayCheck",
    "sample",
]

#: The holder index of the stock (the cards in no seat's hand: dealt to no seat yet, or, at a
#: table that leaves a talon, the talon's hidden cards), at any number of seats.
STOCK: Final = 4

Analyse = Callable[[int, Sequence[int], int], tuple[int, int]]

FactKind = Literal["holds", "lacks", "void", "holds_any", "at_least", "at_most"]
_KINDS: Final = ("holds", "lacks", "void", "holds_any", "at_least", "at_most")


class InconsistentKnowledge(ValueError):
    """No deal of the unseen cards satisfies the facts."""


def _seat(seat: int | str) -> int:
    # A fact is made without a table: a seat code names a seat of the four-seat
    # counter-clockwise table (FOUR); elsewhere the callers pass the index in playing order
    # (Seating.index, as conventions.to_inference does).
    if isinstance(seat, str):
        if seat not in FOUR.index:
            raise ValueError(f"unknown seat {seat!r}; expected one of {', '.join(FOUR.seats)}")
        return FOUR.index[seat]
    if not 0 <= seat < 4:
        raise ValueError(f"seat index {seat!r} out of range 0..3")
    return seat


@dataclass(frozen=True, slots=True)
class Fact:
    """One fact about the cards of one seat, as a convention reads it from the bidding or the
    play (a *soft* fact: :meth:`Knowledge.apply` drops one that contradicts what is certain).

    A fact is about the seat's cards *in the deal so far*: its hand now together with the cards
    it has played (so that "holds the ace of trump" stays true once the ace is played). During
    the bidding of a deal completed after it, a seat's cards are those dealt to it so far.

    ``kind``:

    * ``holds``: the seat holds (or held) every card of ``mask``;
    * ``lacks``: it holds none of ``mask``;
    * ``void``: it holds no card of ``suit`` (``mask`` is filled from ``suit``);
    * ``holds_any``: it holds at least one card of ``mask`` (same as ``at_least`` with n=1);
    * ``at_least``: it holds at least ``n`` cards of ``mask``;
    * ``at_most``: it holds at most ``n`` cards of ``mask``.

    ``seat`` is an index 0..3 (the constructors also take ``N``/``W``/``S``/``E``); ``source``
    names what said it (a convention's name), for messages and tests.
    """

    seat: int
    kind: FactKind
    mask: int = 0
    n: int = 0
    suit: int | None = None
    source: str = ""

    def __post_init__(self) -> None:
        if self.kind not in _KINDS:
            raise ValueError(f"unknown fact kind {self.kind!r}; expected one of {_KINDS}")
        if not 0 <= self.seat < 4:
            raise ValueError(f"fact seat {self.seat!r} out of range 0..3")
        if self.kind == "void":
            if self.suit is None or not 0 <= self.suit < 4:
                raise ValueError(f"a void fact needs a suit 0..3, got {self.suit!r}")
            object.__setattr__(self, "mask", SUIT_MASKS[self.suit])
        if not 0 <= self.mask <= FULL_DECK:
            raise ValueError(f"fact mask {self.mask!r} has bits outside the 32 cards")
        if self.n < 0:
            raise ValueError(f"fact count {self.n!r} is negative")

    @classmethod
    def holds(cls, seat: int | str, mask: int, source: str = "") -> Fact:
        return cls(_seat(seat), "holds", mask, source=source)

    @classmethod
    def lacks(cls, seat: int | str, mask: int, source: str = "") -> Fact:
        return cls(_seat(seat), "lacks", mask, source=source)

    @classmethod
    def void(cls, seat: int | str, suit: int, source: str = "") -> Fact:
        return cls(_seat(seat), "void", suit=suit, source=source)

    @classmethod
    def holds_any(cls, seat: int | str, mask: int, source: str = "") -> Fact:
        return cls(_seat(seat), "holds_any", mask, 1, source=source)

    @classmethod
    def at_least(cls, seat: int | str, mask: int, n: int, source: str = "") -> Fact:
        return cls(_seat(seat), "at_least", mask, n, source=source)

    @classmethod
    def at_most(cls, seat: int | str, mask: int, n: int, source: str = "") -> Fact:
        return cls(_seat(seat), "at_most", mask, n, source=source)


@dataclass(frozen=True, slots=True)
class PlayCheck:
    """The exact condition one card played sets: ``card`` was legal for the hand ``seat`` held
    then (its hand now together with ``later``, the cards it played from that card on), after
    ``trick`` in ``mode``."""

    seat: int
    trick: tuple[int, ...]
    card: int
    later: int
    mode: int


@dataclass(frozen=True, slots=True)
class _CountCheck:
    seat: int
    mask: int
    low: int  # at least this many of mask in the hand now
    high: int  # at most this many


def _after(
    room: tuple[int, ...], who: tuple[int, ...], parts: tuple[int, ...]
) -> tuple[int, ...] | None:
    """The room left in each hand after giving ``parts[i]`` cards to hand ``who[i]``, or None
    when a hand has no room for its part."""
    after = list(room)
    for h, n in zip(who, parts, strict=True):
        after[h] -= n
        if after[h] < 0:
            return None
    return tuple(after)


def _subsets(mask: int) -> Iterable[int]:
    sub = mask
    while True:
        yield sub
        if sub == 0:
            return
        sub = (sub - 1) & mask


@dataclass
class Knowledge:
    """What one seat knows of the four hands (see the module docstring).

    ``pool`` is every card not played yet that is not on the table as the turned card of a
    bidding: each is in a seat's hand or in the stock. ``played_by[seat]`` are the cards the
    seat has played in this deal."""

    possible: list[int]
    known: list[int]
    count: list[int]
    pool: int
    played_by: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    """The cards each seat has played (one bitset a seat: four by default)."""
    stock_possible: int = 0
    """The cards that may be in the stock."""
    checks: list[PlayCheck] = field(default_factory=list)
    analyse: Analyse | None = None
    counts: list[_CountCheck] = field(default_factory=list)
    soft: list[Fact] = field(default_factory=list)
    """The soft facts applied (see :meth:`apply`)."""
    _hard: Knowledge | None = field(default=None, repr=False)
    _dealer: _Dealer | None = field(default=None, repr=False)

    # ------------------------------------------------------------------ building

    @classmethod
    def blank(cls, counts: Sequence[int], pool: int = FULL_DECK) -> Knowledge:
        """No fact yet: each seat holds ``counts[seat]`` cards of ``pool``, the rest of the
        pool is the stock."""
        stock = pool.bit_count() - sum(counts)
        if stock < 0 or any(c < 0 for c in counts):
            raise InconsistentKnowledge(
                f"counts {list(counts)} do not fit {pool.bit_count()} cards"
            )
        return cls(
            possible=[pool] * len(counts),
            known=[0] * len(counts),
            count=list(counts),
            pool=pool,
            stock_possible=pool if stock else 0,
        )

    @property
    def seats(self) -> int:
        """The number of seats (hands): four, or three or two at those tables."""
        return len(self.count)

    @property
    def stock_count(self) -> int:
        """How many cards of the pool are in no hand."""
        return self.pool.bit_count() - sum(self.count)

    def copy(self) -> Knowledge:
        return Knowledge(
            possible=list(self.possible),
            known=list(self.known),
            count=list(self.count),
            pool=self.pool,
            played_by=list(self.played_by),
            stock_possible=self.stock_possible,
            checks=list(self.checks),
            analyse=self.analyse,
            counts=list(self.counts),
            soft=list(self.soft),
            _hard=self._hard,
        )

    def require(self, seat: int, mask: int) -> None:
        """``seat`` holds every card of ``mask`` (cards of the pool)."""
        self._dealer = None
        if mask & ~self.pool:
            raise InconsistentKnowledge(f"cards {mask & ~self.pool:#x} are not in play")
        self.known[seat] |= mask
        for other in range(self.seats):
            if other != seat:
                self.possible[other] &= ~mask
        self.stock_possible &= ~mask
        self._propagate()

    def exclude(self, seat: int, mask: int) -> None:
        """``seat`` holds no card of ``mask``."""
        self._dealer = None
        self.possible[seat] &= ~mask
        self._propagate()

    def set_void(self, seat: int, suit: int) -> None:
        """``seat`` holds no card of ``suit``."""
        self.exclude(seat, SUIT_MASKS[suit])

    def holders(self, card: int) -> list[int]:
        """The holders ``card`` may be with (seats 0..n-1, :data:`STOCK` 4)."""
        out = [s for s in range(self.seats) if self.possible[s] >> card & 1]
        if self.stock_possible >> card & 1:
            out.append(STOCK)
        return out

    def _propagate(self) -> None:
        """Work out what follows card by card, then check: a seat whose possible cards are as
        many as its cards holds them all, a card only one holder may have is with it."""
        changed = True
        while changed:
            changed = False
            for s in range(self.seats):
                self.possible[s] &= self.pool
                if self.known[s] & ~self.possible[s] or self.known[s] & ~self.pool:
                    raise InconsistentKnowledge(f"seat {s} must hold a card it cannot")
                n = self.possible[s].bit_count()
                k = self.known[s].bit_count()
                if n < self.count[s] or k > self.count[s]:
                    raise InconsistentKnowledge(
                        f"seat {s} holds {self.count[s]} cards, {k} known and {n} possible"
                    )
                if n == self.count[s] and self.known[s] != self.possible[s]:
                    self.known[s] = self.possible[s]
                    changed = True
                if k == self.count[s] and self.possible[s] != self.known[s]:
                    self.possible[s] = self.known[s]
                    changed = True
            for s in range(self.seats):
                for other in range(self.seats):
                    if other != s and self.known[s] & self.known[other]:
                        raise InconsistentKnowledge("a card is known in two hands")
                    if other != s and self.possible[other] & self.known[s]:
                        self.possible[other] &= ~self.known[s]
                        changed = True
                self.stock_possible &= ~self.known[s]
            if self.stock_count == 0:
                self.stock_possible = 0
            anywhere = self.stock_possible
            for s in range(self.seats):
                anywhere |= self.possible[s]
            if self.pool & ~anywhere:
                raise InconsistentKnowledge(f"cards {self.pool & ~anywhere:#x} have no holder")
            if self.stock_possible.bit_count() < self.stock_count:
                raise InconsistentKnowledge("the stock cannot be filled")
            # a card no other holder may take
            for s in range(self.seats):
                others = self.stock_possible
                for other in range(self.seats):
                    if other != s:
                        others |= self.possible[other]
                only = self.possible[s] & ~others & ~self.known[s]
                if only:
                    self.known[s] |= only
                    changed = True

    # ------------------------------------------------------------------ soft facts

    def apply(self, facts: Iterable[Fact], *, strict: bool = False) -> list[Fact]:
        """Add soft facts, in order. A fact that contradicts what is known (with the facts
        before it) is dropped and returned, unless ``strict`` (then
        :class:`InconsistentKnowledge` is raised). The knowledge as it was before the first
        soft fact is kept: :func:`sample` falls back to it if no world satisfies them all."""
        if self._hard is None:
            self._hard = self.copy()
        dropped: list[Fact] = []
        for fact in facts:
            trial = self.copy()
            try:
                trial._add(fact)
                trial._dealer_or_fail()
            except InconsistentKnowledge:
                if strict:
                    raise
                dropped.append(fact)
                continue
            trial.soft.append(fact)
            self._take(trial)
        return dropped

    def _take(self, other: Knowledge) -> None:
        self.possible, self.known, self.count = other.possible, other.known, other.count
        self.stock_possible, self.checks, self.counts = (
            other.stock_possible,
            other.checks,
            other.counts,
        )
        self.soft = other.soft
        self._dealer = other._dealer

    def _add(self, fact: Fact) -> None:
        seat, mask = fact.seat, fact.mask
        played = self.played_by[seat]
        if fact.kind == "holds":
            if mask & ~self.pool & ~played:
                raise InconsistentKnowledge("a card held was played by another seat")
            self.require(seat, mask & ~played)
            return
        if fact.kind in ("lacks", "void"):
            if mask & played:
                raise InconsistentKnowledge("a card lacked was played by that seat")
            self.exclude(seat, mask)
            return
        done = (mask & played).bit_count()
        if fact.kind in ("holds_any", "at_least"):
            low, high = max(1 if fact.kind == "holds_any" else fact.n, 0) - done, 32
        else:
            low, high = 0, fact.n - done
        low = max(low, 0)
        if high < 0:
            raise InconsistentKnowledge("more cards were played than the fact allows")
        live = mask & self.pool
        if low > min((self.possible[seat] & live).bit_count(), self.count[seat]):
            raise InconsistentKnowledge("the seat cannot hold that many")
        if high < (self.known[seat] & live).bit_count():
            raise InconsistentKnowledge("the seat holds more than the fact allows")
        if low == (self.possible[seat] & live).bit_count() and low:
            self.require(seat, self.possible[seat] & live)
        elif high == 0:
            self.exclude(seat, live)
        elif low or high < self.count[seat]:
            self.counts.append(_CountCheck(seat, live, low, high))
        self._dealer = None

    # ------------------------------------------------------------------ checks

    def consistent(self, hands: Sequence[int]) -> bool:
        """Whether the hands (bitsets of the cards each seat holds now) satisfy every
        fact: the card-by-card ones, the counts, the exact play conditions and the counting
        facts."""
        union = 0
        for s in range(self.seats):
            h = hands[s]
            if h & union or h & ~self.possible[s] or self.known[s] & ~h:
                return False
            if h.bit_count() != self.count[s]:
                return False
            union |= h
        rest = self.pool & ~union
        if union & ~self.pool or rest & ~self.stock_possible:
            return False
        return self._extra_ok(hands)

    def _extra_ok(self, hands: Sequence[int]) -> bool:
        for c in self.counts:
            k = (hands[c.seat] & c.mask).bit_count()
            if k < c.low or k > c.high:
                return False
        analyse = self.analyse
        if analyse is not None:
            for p in self.checks:
                if not analyse(hands[p.seat] | p.later, p.trick, p.mode)[0] >> p.card & 1:
                    return False
        return True

    def feasible(self) -> bool:
        """Whether some deal of the unseen cards fits the card-by-card facts and the counts
        (the other facts are checked on each sampled deal)."""
        try:
            self._dealer_or_fail()
        except InconsistentKnowledge:
            return False
        return True

    def deals(self) -> int:
        """How many deals of the unseen cards fit the card-by-card facts and the counts
        (raises :class:`InconsistentKnowledge` when none does)."""
        return self._dealer_or_fail().total

    def _dealer_or_fail(self) -> _Dealer:
        if self._dealer is None:
            self._dealer = _Dealer(self)
        return self._dealer

    # ------------------------------------------------------------------ from an observation

    @classmethod
    def from_observation(cls, obs: Observation, rules: Rules | None = None) -> Knowledge:
        """What ``obs.seat`` knows (see the module docstring). ``rules`` defaults to
        ``obs.compiled()``."""
        if rules is None:
            rules = obs.compiled()

        seating = rules.seating
        index = seating.index
        me = index[obs.seat]
        hand = obs.hand_mask
        played = obs.played_mask
        n = seating.players
        played_by = [0] * n
        plays: list[tuple[int, tuple[int, ...], int]] = []  # (seat, trick before, card)
        tricks = list(obs.tricks)
        if obs.trick is not None:
            tricks.append(obs.trick)
        for t in tricks:
            before: list[int] = []
            for seat, code in zip(seating.order(index[t.leader]), t.cards, strict=False):
                card = CODE_INDEX[code]
                played_by[seat] |= 1 << card
                plays.append((seat, tuple(before), card))
                before.append(card)
        turned = None if obs.turned is None else CODE_INDEX[obs.turned]
        stock_seven = 0  # the seven of trump, when it may be on the table (see below)
        dealt_all = obs.contract is not None and obs.phase not in ("bidding", "shuffle")
        if dealt_all:
            start = len(obs.hand) + played_by[me].bit_count()
            counts = [start - played_by[s].bit_count() for s in range(n)]
            pool = seating.deck_mask & ~played
        else:
            counts = [len(obs.hand)] * n
            pool = seating.deck_mask & ~played
            if turned is not None:
                pool &= ~(1 << turned)
        if turned is not None and _turned_to(rules) == "nobody":
            # face up on the table, out of play; with the seven exchange (belote à deux), in
            # the hand of the holder of the seven of trump, the seven taking its place
            seven = 1 << ((turned & ~7) | _SEVEN)
            exchange = (
                dealt_all
                and _seven_exchange(rules)
                and obs.contract is not None
                and obs.contract.mode_index == turned >> 3
            )
            if (hand | played) >> turned & 1:
                pool &= ~seven  # taken for the seven, now on the table
            elif exchange and not hand & seven:
                # another seat may hold it (if it held the seven): one of the two cards is on
                # the table, which the observer cannot tell; both stay in play, the stock
                # holding the one on the table, and no other seat holds the seven
                stock_seven = seven
            else:
                pool &= ~(1 << turned)
        bergere = getattr(obs, "bergere", None)
        if isinstance(bergere, str) and bergere in CODE_INDEX:
            pool &= ~(1 << CODE_INDEX[bergere])  # the talon's last card, face up
        k = cls.blank(counts, pool)
        k.played_by = played_by
        k.possible[me] = hand
        k.known[me] = hand
        for s in range(n):
            if s != me:
                k.possible[s] &= ~hand & ~stock_seven
        k.stock_possible &= ~hand
        k._propagate()
        if not dealt_all or obs.contract is None:
            return k
        contract = obs.contract
        mode = contract.mode_index
        if turned is not None and not played >> turned & 1 and _turned_to(rules) == "taker":
            k.require(index[contract.taker], 1 << turned)
        # belotes and annonces shown
        said = 0
        for name, code in obs.belote:
            seat = index[name]
            card = CODE_INDEX[code]
            said |= 1 << card
            for _suit, pair, _with in rules.belote_pairs[mode]:
                if pair >> card & 1:
                    k.require(seat, pair & pool)
        if rules.belote_call == "automatic":
            for seat, _before, card in plays:
                if seat == me or said >> card & 1:
                    continue
                for _suit, pair, _with in rules.belote_pairs[mode]:
                    if pair >> card & 1:
                        k.exclude(seat, pair & ~(1 << card))
        for a in obs.annonces:
            seat = index[a.seat]
            cards = 0
            for code in a.cards:
                cards |= 1 << CODE_INDEX[code]
            k.require(seat, cards & pool)
        # the play obligations
        play = rules.play
        builtin = play.shortcuts is not None and play.shortcuts.valid_for(play)
        k.analyse = play.analyse
        later = [0] * n
        timed: list[tuple[int, tuple[int, ...], int, int]] = []
        for seat, prior, card in reversed(plays):
            later[seat] |= 1 << card
            if seat != me and prior:
                timed.append((seat, prior, card, later[seat]))
        timed.reverse()
        tm = rules.tables.trump_mask[mode]
        for _round in range(2):
            checks: list[PlayCheck] = []
            for seat, trick, card, after in timed:
                if not builtin:
                    checks.append(PlayCheck(seat, trick, card, after, mode))
                    continue
                avail = k.possible[seat] | after
                out, exact = _excluded(play.analyse, trick, card, mode, tm, avail)
                if out & ~after:
                    k.exclude(seat, out & ~after)
                if not exact:
                    checks.append(PlayCheck(seat, trick, card, after, mode))
            k.checks = checks
        k._dealer = None
        return k


_SEVEN: Final = 0  # the rank of the seven (belote_spec.cards.SEVEN)


def _seven_exchange(rules: Rules) -> bool:
    """Whether the holder of the seven of trump exchanges it for the turned card left on the
    table (``deal.seven_exchange: automatic``, the belote à deux)."""
    deal = rules.variant.rules.get("deal")
    return isinstance(deal, Mapping) and deal.get("seven_exchange", "none") != "none"


def _turned_to(rules: Rules) -> str:
    """Who gets the turned card: ``taker`` (at four and three) or ``nobody`` (it stays face
    up on the table, out of play: the belote à deux)."""
    deal = rules.variant.rules.get("deal")
    return str(deal.get("turned_card_to", "taker")) if isinstance(deal, Mapping) else "taker"


def _excluded(
    analyse: Analyse, trick: tuple[int, ...], card: int, mode: int, tm: int, avail: int
) -> tuple[int, bool]:
    """(cards the player cannot have held when he played ``card`` after ``trick``, whether
    that says it all). ``avail``: the cards he may have held then. Valid for the built-in
    kernels (see the module docstring)."""
    led = SUIT_MASKS[trick[0] >> 3]
    bit = 1 << card
    if bit & led:
        # Following: only his cards of the led suit matter.
        cands = avail & led & ~bit
        ok = 0
        every = True
        for sub in _subsets(cands):
            if analyse(bit | sub, trick, mode)[0] & bit:
                ok |= sub
            else:
                every = False
        if every:
            return 0, True
        return cands & ~ok, False
    void = avail & led
    if not tm or tm & led:
        return void, True  # a trump led, or no trump: not following is free
    trumps = avail & tm & ~bit
    ok = 0
    every = True
    if not bit & tm:
        for sub in _subsets(trumps):
            if analyse(bit | sub, trick, mode)[0] & bit:
                ok |= sub
            else:
                every = False
        if every:
            return void, True
        return void | (trumps & ~ok), False
    others = avail & ~tm & ~led
    other = others & -others
    other_ok = False
    for sub in _subsets(trumps):
        if analyse(bit | sub, trick, mode)[0] & bit:
            ok |= sub
        else:
            every = False
        if other:
            if analyse(bit | sub | other, trick, mode)[0] & bit:
                ok |= sub
                other_ok = True
            else:
                every = False
    if every:
        return void, True
    out = void | (trumps & ~ok)
    if not other_ok:
        out |= others
    return out, False


class _Dealer:
    """Uniform deals of the pool among the holders under the card-by-card facts: the cards
    grouped by the set of holders they may go to, the completions counted by dynamic
    programming over the holders' remaining room."""

    def __init__(self, k: Knowledge) -> None:
        n = k.seats
        self.fixed = [k.known[s] for s in range(n)]
        room = [k.count[s] - k.known[s].bit_count() for s in range(n)]
        room.extend([0] * (STOCK - n))  # the seats a smaller table does not have
        room.append(k.stock_count)
        free = k.pool
        for s in range(n):
            free &= ~k.known[s]
        groups: dict[tuple[int, ...], list[int]] = {}
        for card in iter_bits(free):
            who = tuple(h for h in k.holders(card))
            groups.setdefault(who, []).append(card)
        # the most constrained groups first
        self.groups = sorted(groups.items(), key=lambda g: (len(g[0]), -len(g[1])))
        self.memo: dict[tuple[int, tuple[int, ...]], int] = {}
        self.cache: dict[
            tuple[int, tuple[int, ...]],
            tuple[int, list[tuple[int, tuple[int, ...], tuple[int, ...]]]],
        ] = {}
        self.splits: list[list[tuple[tuple[int, ...], int]]] = [
            _splits(len(cards), len(who)) for who, cards in self.groups
        ]
        self.room = tuple(room)
        self.total = self._ways(0, self.room)
        if self.total == 0:
            raise InconsistentKnowledge("no deal of the unseen cards fits the facts")

    def _ways(self, j: int, room: tuple[int, ...]) -> int:
        if j == len(self.groups):
            return 1 if not any(room) else 0
        key = (j, room)
        got = self.memo.get(key)
        if got is not None:
            return got
        who = self.groups[j][0]
        total = 0
        for parts, weight in self.splits[j]:
            after = _after(room, who, parts)
            if after is not None:
                total += weight * self._ways(j + 1, after)
        self.memo[key] = total
        return total

    def _options(
        self, j: int, room: tuple[int, ...]
    ) -> tuple[int, list[tuple[int, tuple[int, ...], tuple[int, ...]]]]:
        key = (j, room)
        got = self.cache.get(key)
        if got is not None:
            return got
        who = self.groups[j][0]
        options: list[tuple[int, tuple[int, ...], tuple[int, ...]]] = []
        total = 0
        for parts, weight in self.splits[j]:
            after = _after(room, who, parts)
            if after is None:
                continue
            w = weight * self._ways(j + 1, after)
            if w:
                total += w
                options.append((w, parts, after))
        self.cache[key] = (total, options)
        return total, options

    def deal(self, rng: random.Random) -> list[int]:
        hands = list(self.fixed)
        room = self.room
        for j, (who, cards) in enumerate(self.groups):
            total, options = self._options(j, room)
            pick = rng.randrange(total)
            chosen = options[-1]
            for option in options:
                if pick < option[0]:
                    chosen = option
                    break
                pick -= option[0]
            _w, parts, after_t = chosen
            shuffled = list(cards)
            rng.shuffle(shuffled)
            pos = 0
            for h, n in zip(who, parts, strict=True):
                if h != STOCK:
                    for c in shuffled[pos : pos + n]:
                        hands[h] |= 1 << c
                pos += n
            room = after_t
        return hands


def _splits(n: int, k: int) -> list[tuple[tuple[int, ...], int]]:
    """Every way of splitting ``n`` cards into ``k`` ordered parts, with its multinomial."""
    out: list[tuple[tuple[int, ...], int]] = []

    def rec(left: int, parts: list[int]) -> None:
        if len(parts) == k - 1:
            full = (*parts, left)
            weight = factorial(n)
            for p in full:
                weight //= factorial(p)
            out.append((full, weight))
            return
        for p in range(left + 1):
            rec(left - p, [*parts, p])

    if k == 0:
        return [((), 1)] if n == 0 else []
    rec(n, [])
    return out


def sample(
    knowledge: Knowledge,
    rng: random.Random,
    n: int,
    *,
    max_tries: int = 2000,
) -> list[list[int]]:
    """``n`` deals of the unseen cards consistent with every fact of ``knowledge``: each a
    list of the hands now (one a seat) (bitsets; the observer's own hand as it is), drawn uniformly
    (see the module docstring). Raises :class:`InconsistentKnowledge` when no deal fits the
    card-by-card facts. If ``max_tries`` draws in a row fail the other checks, the soft facts
    are dropped (the knowledge before :meth:`Knowledge.apply`) and the draw goes on; if even
    then none passes, fewer than ``n`` worlds are returned (never an inconsistent one)."""
    dealer = knowledge._dealer_or_fail()
    plain = not knowledge.checks and not knowledge.counts
    out: list[list[int]] = []
    misses = 0
    current = knowledge
    while len(out) < n:
        hands = dealer.deal(rng)
        if plain or current._extra_ok(hands):
            out.append(hands)
            misses = 0
            continue
        misses += 1
        if misses >= max_tries:
            hard = current._hard
            if hard is None or hard is current:
                break
            current = hard
            dealer = current._dealer_or_fail()
            plain = not current.checks and not current.counts
            misses = 0
    return out
