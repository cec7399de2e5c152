"""The playing conventions of the source documents, played by the bots and read from the others.

Each convention is a named behaviour with two sides: what a player following it does (the
functions a bot calls to choose a bid or a card) and what the table may conclude when it sees
it (``read_*``, giving :class:`Fact` objects: « this seat holds between *low* and *high* of
these cards »). Which conventions a team plays is data, a :class:`Profile`; the default,
:data:`DOCUMENTS`, plays every convention the documents describe:

* **trick value by trump** (004, « Se perfectionner »: a probable trick is worth on average
  between 14 and 26 points depending on the strength of the trump) — :func:`trick_value`;
* **bidding parity** (004, « L'ouverture paire ou impaire » and « Signalisation aux
  enchères »: an odd bid, 90 or 110, shows both the jack and the nine of trump, an even bid,
  80, 100, 120, says one of them is missing) — :func:`parity_allows`, :func:`read_bids`;
* **sans-atout ladder** (004, « Signalisation aux enchères »: at sans atout, 80 with two aces,
  90 with three, 100 with the four) — :func:`sans_atout_ladder`, :func:`read_bids`;
* **direct call** (000, « appel direct », and 004, « Signalisation du jeu de la carte »: on a
  discard made while the partner holds the trick, play a card of the suit where you are
  master; with the ace and the ten, call with the ace; the call is the first such discard)
  — :func:`direct_call`, :func:`read_discards`;
* **ace and ten discards** (004, « Défausse »: a discarded ace says the ten is behind it, a
  discarded ten says the ace is missing and the ten was alone) — :func:`discard_misleads`,
  :func:`read_discards`;
* **belote call** (000, « appel à la belote », and 004: the taker's partner with king and
  queen of trump and no other trump plays the king first; with more trumps, the queen first;
  000 adds that the convention no longer holds once the player has shown an annonce in trump)
  — :func:`belote_call`, :func:`read_belote`.

A fact read from a convention is a presumption (a player may not follow the convention, or
may be unable to), never a certainty: :func:`read_conventions` gives those still consistent
with everything the observer has seen (the cards played since, its own hand), as of now.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Final

from ..cards import CARDS, SUIT_MASKS
from ..engine.tables import MODE_INDEX, SA, TA
from ..seating import FOUR, Seating

if TYPE_CHECKING:
    from ..engine.observation import Observation
    from ..engine.rules import Rules

__all__ = [
    "DOCUMENTS",
    "NO_CONVENTIONS",
    "Fact",
    "Profile",
    "apply_conventions",
    "belote_call",
    "belote_call_void",
    "bid_shows_jack_nine",
    "call_tells_truth",
    "direct_call",
    "discard_misleads",
    "min_held",
    "parity_allows",
    "read_belote",
    "read_bids",
    "read_conventions",
    "read_discards",
    "read_table",
    "sans_atout_ladder",
    "to_inference",
    "trick_value",
]

_NINE, _TEN, _JACK, _QUEEN, _KING, _ACE = 2, 3, 4, 5, 6, 7
_CODE: Final[Mapping[str, int]] = {c.code: int(c) for c in CARDS}

#: The average value of a probable trick (004) when no trump strength applies.
AVERAGE_TRICK: Final = 20
#: 004's range of a trick's value, from the weakest to the strongest trump.
TRICK_RANGE: Final = (14, 26)


@dataclass(frozen=True)
class Profile:
    """The conventions a team plays (and expects the others to play), as data.

    Every flag names one convention of the module docstring; :data:`DOCUMENTS` plays them
    all, :data:`NO_CONVENTIONS` none (the bot then bids and discards on card values only and
    reads nothing but the cards played)."""

    name: str = "documents"
    trick_value_by_trump: bool = True
    """004: a probable trick is worth 14 to 26 points with the strength of the trump held."""
    bid_parity: bool = True
    """004: odd bids show the jack and the nine of trump, even bids deny holding both."""
    sans_atout_ladder: bool = True
    """004: at sans atout, 80 shows two aces, 90 three, 100 four."""
    trump_honour: bool = True
    """004: a player names a trump suit only with its jack, or its nine with another trump
    (never the nine alone); a raise of the partner's suit needs neither."""
    direct_call: bool = True
    """000, 004: the first discard under the partner's trick calls the suit where one is
    master (with the ace when holding the ace and the ten)."""
    discard_reading: bool = True
    """004: a discarded ace has the ten behind it; a discarded ten was alone, without the ace."""
    belote_call: bool = True
    """000, 004: the taker's partner plays the king first with K-Q alone in trump, the queen
    first with more trumps."""
    belote_call_void_after_annonce: bool = True
    """000: the belote call means nothing once the player has shown an annonce in trump."""

    def bidding_only(self) -> Profile:
        """The same conventions at the auction and none in the card play (no direct call,
        no discard reading, no belote call): what a player shows who bids by this profile but
        chooses his cards otherwise (by search), so that his partner reads nothing from his
        cards."""
        return replace(
            self,
            name=f"{self.name}:bidding",
            direct_call=False,
            discard_reading=False,
            belote_call=False,
            belote_call_void_after_annonce=False,
        )


#: The conventions of the source documents (000 and 004): all of them.
DOCUMENTS: Final = Profile()
#: No convention played or read.
NO_CONVENTIONS: Final = Profile(
    name="none",
    trick_value_by_trump=False,
    bid_parity=False,
    sans_atout_ladder=False,
    trump_honour=False,
    direct_call=False,
    discard_reading=False,
    belote_call=False,
    belote_call_void_after_annonce=False,
)


# ----------------------------------------------------------------------------- facts


@dataclass(frozen=True)
class Fact:
    """A presumption about a seat's cards: it holds at least ``low`` and at most ``high`` of
    the cards of ``mask`` (a bitset of card indices), read from the convention ``rule``.

    :meth:`holds`, :meth:`lacks`, :meth:`void` and :meth:`holds_count` build the usual
    shapes; :attr:`kind` names the shape back (``holds``: every card of the mask; ``lacks``:
    none of them; ``count``: anything between)."""

    seat: str
    mask: int
    low: int
    high: int
    rule: str

    @classmethod
    def holds(cls, seat: str, cards: int, rule: str) -> Fact:
        """``seat`` holds every card of the bitset ``cards``."""
        n = cards.bit_count()
        return cls(seat, cards, n, n, rule)

    @classmethod
    def lacks(cls, seat: str, cards: int, rule: str) -> Fact:
        """``seat`` holds none of the cards of ``cards``."""
        return cls(seat, cards, 0, 0, rule)

    @classmethod
    def void(cls, seat: str, suit: int, rule: str) -> Fact:
        """``seat`` holds no card of ``suit`` (0 spades … 3 clubs)."""
        return cls(seat, SUIT_MASKS[suit], 0, 0, rule)

    @classmethod
    def holds_count(cls, seat: str, cards: int, low: int, high: int, rule: str) -> Fact:
        """``seat`` holds between ``low`` and ``high`` of ``cards``."""
        return cls(seat, cards, low, min(high, cards.bit_count()), rule)

    @property
    def kind(self) -> str:
        """``holds``, ``lacks`` or ``count``."""
        if self.high == 0:
            return "lacks"
        if self.low == self.mask.bit_count():
            return "holds"
        return "count"

    @property
    def cards(self) -> tuple[str, ...]:
        """The codes of the mask's cards."""
        return tuple(CARDS[c].code for c in range(32) if self.mask >> c & 1)

    def __str__(self) -> str:
        cards = " ".join(self.cards)
        if self.kind == "holds":
            return f"{self.seat} holds {cards} ({self.rule})"
        if self.kind == "lacks":
            return f"{self.seat} lacks {cards} ({self.rule})"
        return f"{self.seat} holds {self.low} to {self.high} of {cards} ({self.rule})"


@dataclass(frozen=True)
class _Dated:
    """A fact about the hand a seat had after ``moment`` cards of the deal were played."""

    fact: Fact
    moment: int


def _suit_cards(suit: int, rank_bits: int) -> int:
    return (rank_bits & 0xFF) << (8 * suit)


def _card(suit: int, rank: int) -> int:
    return 1 << (suit * 8 + rank)


# ----------------------------------------------------------------------------- valuation


def trick_value(hand: int, mode: int, rules: Rules) -> float:
    """Trick value by trump (004, « Se perfectionner »): the points a probable trick is
    worth at the auction, from 14 with no trump honour to 26 with every trump point in hand,
    in proportion to the card points of the trump suit held (jack 20, nine 14, ace 11…).

    The document gives the range without a formula: the proportion is this module's reading.
    At sans atout and tout atout (no single trump suit) the average, 20."""
    if mode >= SA:
        return float(AVERAGE_TRICK)
    points = rules.tables.points[mode]
    suit = SUIT_MASKS[mode]
    total = sum(points[c] for c in range(32) if suit >> c & 1)
    held = sum(points[c] for c in range(32) if (suit & hand) >> c & 1)
    low, high = TRICK_RANGE
    return low + (high - low) * held / total if total else float(AVERAGE_TRICK)


# ----------------------------------------------------------------------------- bidding


def bid_shows_jack_nine(amount: int) -> bool:
    """Bidding parity (004): whether a bid of ``amount`` points is odd (90, 110, 130…: shows
    the jack and the nine of trump) rather than even (80, 100, 120…: one of them missing).
    The tens digit decides, so that 82 counts as an even 80."""
    return amount // 10 % 2 == 1


def parity_allows(amount: int, hand: int, mode: int) -> bool:
    """Bidding parity (004, « L'ouverture paire ou impaire »), as played: a bid of
    ``amount`` in the trump suit ``mode`` is allowed when its parity tells the truth about the
    jack and nine of trump in ``hand``. Any bid is allowed at sans atout and tout atout."""
    if mode >= SA:
        return True
    ranks = hand >> (8 * mode) & 0xFF
    both = bool(ranks >> _JACK & 1 and ranks >> _NINE & 1)
    return bid_shows_jack_nine(amount) == both


def sans_atout_ladder(hand: int) -> int | None:
    """The sans-atout ladder (004, « Signalisation aux enchères »): the one sans-atout bid a
    hand makes, 80 with two aces, 90 with three, 100 with the four; None with fewer than two
    (004 bids sans atout on aces)."""
    aces = sum(hand >> (8 * s + _ACE) & 1 for s in range(4))
    return 60 + 10 * aces if aces >= 2 else None


def read_bids(
    bidding: Sequence[tuple[str, str]], profile: Profile = DOCUMENTS, *, seating: Seating = FOUR
) -> list[Fact]:
    """What the bids of an auction say (004): a player who names a trump suit (his partner
    has not bid it) holds its jack or its nine; for every bid of points in a trump suit, the
    bidder holds the jack and the nine of trump (odd bid) or not both (even bid); for a
    sans-atout bid of 80, 90 or 100, exactly two, three or four aces. Facts about the hands
    as dealt (every card is dealt before an auction); capot and générale bids say nothing."""
    facts: list[Fact] = []
    named: set[tuple[int, int]] = set()  # (team, mode) of the trump suits a team has named
    for seat, action in bidding:
        if not action.startswith("bid:"):
            continue
        _bid, amount_text, mode_code = action.split(":")
        if mode_code not in MODE_INDEX:
            continue
        mode = MODE_INDEX[mode_code]
        team = seating.line_of[seating.index[seat]] if seat in seating.index else -1
        first_naming = (team, mode) not in named
        named.add((team, mode))
        if not amount_text.isdigit():
            continue
        amount = int(amount_text)
        if mode < SA and profile.trump_honour and first_naming:
            # naming a trump: its jack, or its nine with another trump (so one of them)
            honours = _card(mode, _JACK) | _card(mode, _NINE)
            facts.append(Fact.holds_count(seat, honours, 1, 2, "trump-honour"))
        if mode < SA and profile.bid_parity:
            pair = _card(mode, _JACK) | _card(mode, _NINE)
            if bid_shows_jack_nine(amount):
                facts.append(Fact.holds(seat, pair, "bid-parity"))
            else:
                facts.append(Fact.holds_count(seat, pair, 0, 1, "bid-parity"))
        elif mode == SA and profile.sans_atout_ladder and amount in (80, 90, 100):
            aces = sum(_card(s, _ACE) for s in range(4))
            n = (amount - 60) // 10
            facts.append(Fact.holds_count(seat, aces, n, n, "sans-atout-ladder"))
    return facts


def call_tells_truth(
    bidding: Sequence[tuple[str, str]],
    seat: str,
    action: str,
    hand: int,
    profile: Profile = DOCUMENTS,
    *,
    seating: Seating = FOUR,
) -> bool:
    """Whether ``seat``, holding ``hand``, may make the call ``action`` after ``bidding``
    without misleading a partner who reads the bids (:func:`read_bids`): every fact read from
    that call holds of the hand. A bot that chooses its calls by other means keeps to its
    profile's bidding conventions through this."""
    before = len(read_bids(bidding, profile, seating=seating))
    after = read_bids([*bidding, (seat, action)], profile, seating=seating)
    return all(f.low <= (hand & f.mask).bit_count() <= f.high for f in after[before:])


# ----------------------------------------------------------------------------- discards


def direct_call(
    hand: int, candidates: int, unseen: int, above: Sequence[int], power: Sequence[int]
) -> int | None:
    """The direct call (000, « appel direct »; 004, « Signalisation du jeu de la carte »),
    as played on a free discard: the card (index) to discard among ``candidates`` (a bitset
    of the playable side-suit cards) to tell the partner which suit we are master in, or
    None when no suit can be called.

    A suit can be called when the best card we hold in it is master (no card of ``unseen``
    beats it) and we hold another card of it: with the two best cards still out (the ace and
    the ten), the call is made with the best one (000's note: a point more, and no doubt
    about the meaning, since a ten discarded reads as a rescue); otherwise with the smallest
    card of the suit, keeping the master. A master alone is not discarded: it is a trick."""
    options: list[tuple[int, int, int]] = []  # (preference, power, card)
    for suit in range(4):
        cs = [c for c in range(8 * suit, 8 * suit + 8) if candidates >> c & 1]
        if not cs:
            continue
        held = sorted(
            (c for c in range(8 * suit, 8 * suit + 8) if hand >> c & 1), key=lambda c: -power[c]
        )
        top = held[0]
        if above[top] & unseen or top not in cs or len(held) < 2:
            continue
        if not above[held[1]] & unseen & ~(1 << top):
            options.append((0, -power[top], top))  # the two best cards: call with the best
        else:
            low = min(cs, key=lambda c: power[c])
            if low != top and low & 7 != _TEN:
                options.append((1, power[low], low))
    if not options:
        return None
    return min(options)[2]


def discard_misleads(card: int, hand: int, unseen: int, above: Sequence[int]) -> bool:
    """Ace and ten discards (004, « Défausse »), as played: whether discarding ``card`` from
    ``hand`` would tell the table something false. An ace discarded says the next card of
    its suit is behind it (true when we hold it or it is gone); a ten discarded says the ten
    was alone, without the ace."""
    suit = card >> 3
    rank = card & 7
    own = hand & SUIT_MASKS[suit] & ~(1 << card)
    if rank == _ACE:
        ten = _card(suit, _TEN)
        return not (hand & ten or not unseen & ten)
    if rank == _TEN:
        return bool(own)
    return False


def _winner_pos(cards: Sequence[int], rules: Rules, mode: int) -> int:
    return rules.play.winner(list(cards), mode)


def _read_discards_dated(
    plays: Sequence[tuple[Sequence[int], str]], mode: int, rules: Rules, profile: Profile
) -> list[_Dated]:
    tables = rules.tables
    tm = tables.trump_mask[mode]
    power = tables.power[mode]
    out: list[_Dated] = []
    played = 0
    moment = 0
    free_discards: set[str] = set()
    seating = rules.seating
    seats, partner, n = seating.seats, seating.partner, seating.players
    for cards, leader in plays:
        start = seating.index[leader]
        led = cards[0] >> 3
        for i, c in enumerate(cards):
            played |= 1 << c
            moment += 1
            if not i or c >> 3 == led or tm >> c & 1:
                continue
            at = (start + i) % n
            seat = seats[at]
            suit = c >> 3
            rank = c & 7
            rest = SUIT_MASKS[suit] & ~played  # the suit's cards still out after this one
            winner = (start + _winner_pos(cards[:i], rules, mode)) % n
            free = winner == partner[at]
            if profile.discard_reading and rank == _ACE and rest & _card(suit, _TEN):
                out.append(_Dated(Fact.holds(seat, _card(suit, _TEN), "ace-discard"), moment))
            if profile.discard_reading and rank == _TEN:
                out.append(_Dated(Fact.void(seat, suit, "ten-discard"), moment))
            call = free and profile.direct_call and rank != _TEN
            if call and rest and seat not in free_discards:
                top = max((x for x in range(32) if rest >> x & 1), key=lambda x: power[x])
                out.append(_Dated(Fact.holds(seat, 1 << top, "direct-call"), moment))
            if free and rank != _TEN:
                free_discards.add(seat)
    return out


def read_discards(
    tricks: Iterable[Sequence[str]],
    leaders: Iterable[str],
    mode: int,
    rules: Rules,
    profile: Profile = DOCUMENTS,
) -> list[Fact]:
    """What the discards of a deal say, as facts about the hand each discarder had just
    after its discard (side-suit cards played on another suit's lead):

    * ace and ten discards (004, « Défausse »): an ace says the ten of its suit is behind it;
      a ten says the ten was alone (the discarder has no card of that suit left, so no ace);
    * the direct call (000, 004): a seat's first free discard (made while its partner held
      the trick) that is not a ten says the seat holds the best card of that suit still out.

    ``tricks``: the cards (codes) of each trick in playing order, ``leaders`` who led each."""
    plays = [
        ([_CODE[c] for c in cards], leader)
        for cards, leader in zip(tricks, leaders, strict=True)
        if cards
    ]
    return [d.fact for d in _read_discards_dated(plays, mode, rules, profile)]


# ----------------------------------------------------------------------------- belote call


def belote_call_void(seat: str, mode: int, annonces: Iterable[tuple[str, Iterable[str]]]) -> bool:
    """000's exception to the belote call: it no longer holds once ``seat`` has shown an
    annonce with a card of the trump suit ``mode`` (``annonces``: (seat, card codes))."""
    if mode >= SA:
        return True
    return any(s == seat and any(_CODE[c] >> 3 == mode for c in cards) for s, cards in annonces)


def belote_call(hand: int, mode: int, legal: int) -> int | None:
    """The belote call (000, « appel à la belote »; 004, « Signalisation du jeu de la
    carte »), as played by the taker's partner holding the king and queen of trump ``mode``
    in ``hand``: the king first when they are its only trumps, the queen first when it has
    more. Returns the card (index) to play of the two when both are playable (``legal``),
    else None."""
    if mode >= SA:
        return None
    king, queen = _card(mode, _KING), _card(mode, _QUEEN)
    if not (legal & king and legal & queen and hand & king and hand & queen):
        return None
    alone = (hand & SUIT_MASKS[mode]).bit_count() == 2
    return (king if alone else queen).bit_length() - 1


def _read_belote_dated(
    plays: Sequence[tuple[Sequence[int], str]],
    belote: Iterable[tuple[str, str]],
    taker: str,
    mode: int,
    annonces: Iterable[tuple[str, Iterable[str]]],
    profile: Profile,
    seating: Seating,
) -> list[_Dated]:
    if not profile.belote_call or mode >= SA:
        return []
    mate = seating.partner[seating.index[taker]]
    if mate < 0:
        return []
    partner = seating.seats[mate]
    if profile.belote_call_void_after_annonce and belote_call_void(partner, mode, annonces):
        return []
    first = next((code for s, code in belote if s == partner), None)
    if first is None:
        return []
    card = _CODE[first]
    if card >> 3 != mode:
        return []
    moment = 0
    for cards, _leader in plays:
        for c in cards:
            moment += 1
            if c == card:
                break
        else:
            continue
        break
    order = [c for cards, _leader in plays for c in cards]
    other = mode * 8 + (_QUEEN if card & 7 == _KING else _KING)
    if other in order and card in order and order.index(other) < order.index(card):
        return []  # a « rebelote » said alone (belote.rebelote: either): no call to read
    king, queen = _card(mode, _KING), _card(mode, _QUEEN)
    others = SUIT_MASKS[mode] & ~king & ~queen
    if card & 7 == _KING:
        return [
            _Dated(Fact.holds(partner, queen, "belote-call"), moment),
            _Dated(Fact.lacks(partner, others, "belote-call"), moment),
        ]
    return [
        _Dated(Fact.holds(partner, king, "belote-call"), moment),
        _Dated(Fact.holds_count(partner, others, 1, 8, "belote-call"), moment),
    ]


def read_belote(
    observation: Observation, profile: Profile = DOCUMENTS, rules: Rules | None = None
) -> list[Fact]:
    """What the belote call of the taker's partner says (000, 004), as facts about its hand
    just after the first card of its belote: king first, the queen is its last trump; queen
    first, it holds the king and at least one more trump. Nothing when the partner has shown
    an annonce in trump (000's exception) or did not say belote."""
    c = observation.contract
    if c is None:
        return []
    seating = (rules or observation.compiled()).seating
    plays = _plays(observation)
    return [
        d.fact
        for d in _read_belote_dated(
            plays,
            observation.belote,
            c.taker,
            c.mode_index,
            _annonces(observation),
            profile,
            seating,
        )
    ]


# ----------------------------------------------------------------------------- all


def _plays(observation: Observation) -> list[tuple[list[int], str]]:
    tricks = list(observation.tricks)
    if observation.trick is not None:
        tricks.append(observation.trick)
    return [([_CODE[c] for c in t.cards], t.leader) for t in tricks if t.cards]


def _annonces(observation: Observation) -> list[tuple[str, tuple[str, ...]]]:
    return [(a.seat, a.cards) for a in observation.annonces if a.kind != "belote"]


def read_conventions(
    observation: Observation, profile: Profile = DOCUMENTS, rules: Rules | None = None
) -> list[Fact]:
    """Every fact the conventions of ``profile`` let ``observation.seat`` read about the
    other seats' cards *now* (every seat is taken to play ``profile``): the bids
    (:func:`read_bids`), the discards (:func:`read_discards`) and the belote call
    (:func:`read_belote`).

    Each fact is brought up to date: the cards played since it was read are taken out of its
    mask (and the seat's own plays out of its counts), the observer's own cards too, and a
    fact the cards seen since contradict (the seat played a card it was said to lack, another
    seat played a card it was said to hold…) is dropped, as are facts that no longer say
    anything. Facts about the observer itself are not given."""
    rules = rules or observation.compiled()
    seating = rules.seating
    dated: list[_Dated] = [
        _Dated(f, 0) for f in read_bids(observation.bidding, profile, seating=seating)
    ]
    c = observation.contract
    plays = _plays(observation)
    if c is not None:
        mode = c.mode_index
        if mode != TA:
            dated.extend(_read_discards_dated(plays, mode, rules, profile))
        dated.extend(
            _read_belote_dated(
                plays, observation.belote, c.taker, mode, _annonces(observation), profile, seating
            )
        )
    # who played what, in order
    sequence: list[tuple[str, int]] = []
    for cards, leader in plays:
        order = seating.seats_from(leader)
        sequence.extend((order[i], card) for i, card in enumerate(cards))
    own = observation.hand_mask
    out: list[Fact] = []
    seen: set[Fact] = set()
    for d in dated:
        f = d.fact
        if f.seat == observation.seat:
            continue
        mask, low, high = f.mask, f.low, f.high
        fine = True
        for seat, card in sequence[d.moment :]:
            bit = 1 << card
            if not mask & bit:
                continue
            mask &= ~bit
            if seat == f.seat:
                low, high = low - 1, high - 1
            if high < 0:
                fine = False
                break
        if not fine:
            continue
        # cards played up to the fact (by the seat: gone from its hand; by another seat: a
        # held card there contradicts it), and the observer's own cards
        for _seat, card in sequence[: d.moment]:
            mask &= ~(1 << card)
        mask &= ~own
        low = max(low, 0)
        high = min(high, mask.bit_count())
        if low > high or high < 0:
            continue
        if low == 0 and high == mask.bit_count():
            continue  # says nothing any more
        fact = Fact(f.seat, mask, low, high, f.rule)
        if fact not in seen:
            seen.add(fact)
            out.append(fact)
    return out


def min_held(facts: Iterable[Fact], seat: str, mask: int) -> int:
    """A lower bound of how many cards of ``mask`` ``seat`` holds, from the facts about it
    whose masks lie inside ``mask`` (taken greedily, without counting a card twice)."""
    total = 0
    used = 0
    for f in sorted(facts, key=lambda f: -f.low):
        if f.seat == seat and f.low and not f.mask & ~mask and not f.mask & used:
            total += f.low
            used |= f.mask
    return total


def to_inference(facts: Iterable[Fact], *, seating: Seating = FOUR) -> list[Any]:
    """The facts as :class:`belote_spec.bots.inference.Fact` objects (``holds``, ``lacks``,
    ``at_least``, ``at_most``), for :meth:`belote_spec.bots.inference.Knowledge.apply`; their
    seats are the indices in playing order of the seat codes at ``seating``'s table.

    The facts of :func:`read_conventions` are about the cards a seat holds now and their
    masks hold no card played, so they mean the same there (where a fact is about the hand
    now together with the cards the seat has played)."""
    from . import inference

    out: list[Any] = []
    for f in facts:
        n = f.mask.bit_count()
        source = f"convention:{f.rule}"
        seat = seating.seat_index(f.seat)
        if f.high == 0:
            out.append(inference.Fact.lacks(seat, f.mask, source))
            continue
        if f.low == n:
            out.append(inference.Fact.holds(seat, f.mask, source))
            continue
        if f.low > 0:
            out.append(inference.Fact.at_least(seat, f.mask, f.low, source))
        if f.high < n:
            out.append(inference.Fact.at_most(seat, f.mask, f.high, source))
    return out


def read_table(
    observation: Observation, profiles: Mapping[str, Profile], rules: Rules | None = None
) -> list[Fact]:
    """:func:`read_conventions` with each other seat read by the conventions it plays:
    ``profiles`` maps a seat (``N``, ``W``, ``S``, ``E``) to its :class:`Profile` (a seat
    missing from it is read with :data:`NO_CONVENTIONS`, nothing but its cards). A team's
    conventions are its own: an opponent who does not play 004's bidding parity says
    nothing by bidding 90, whatever the observer's partner would mean by it."""
    rules = rules or observation.compiled()
    out: list[Fact] = []
    read: dict[Profile, list[Fact]] = {}
    for seat in rules.seating.seats:
        profile = profiles.get(seat, NO_CONVENTIONS)
        if seat == observation.seat or profile == NO_CONVENTIONS:
            continue
        if profile not in read:
            read[profile] = read_conventions(observation, profile, rules)
        out.extend(f for f in read[profile] if f.seat == seat)
    return out


def apply_conventions(
    knowledge: Any,
    observation: Observation,
    profile: Profile | Mapping[str, Profile] = DOCUMENTS,
) -> list[Any]:
    """Apply to ``knowledge`` (a :class:`belote_spec.bots.inference.Knowledge`) the facts
    ``observation.seat`` reads with ``profile`` (:func:`read_conventions`; a mapping of seats
    to profiles reads each seat by its own, :func:`read_table`); returns those it dropped as
    contradicting what is certain."""
    rules = observation.compiled()
    if isinstance(profile, Profile):
        facts = read_conventions(observation, profile, rules)
    else:
        facts = read_table(observation, profile, rules)
    dropped: list[Any] = knowledge.apply(to_inference(facts, seating=rules.seating))
    return dropped
