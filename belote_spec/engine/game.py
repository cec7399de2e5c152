"""A whole game: deals, bidding, play, scoring and the end of the game, driven by actions.

A :class:`Game` is a state machine. Ask it :meth:`Game.legal_actions` and give it one with
:meth:`Game.apply`; it deals, moves to play, scores deals and starts the next one by itself.
Actions are short strings:

* bidding: ``pass``, ``take:H`` (prise), ``bid:90:H``, ``bid:capot:SA``, ``contre``,
  ``surcontre`` (auction);
* announcing a capot before the first lead (where the variant allows it): ``capot`` or ``pass``;
* play: a card code (``JH``), or ``QH+belote`` to say « belote » with the first of the king
  and queen of trump where the variant wants it said (``belote.call`` not ``automatic``), and
  ``KH+rebelote`` to say « rebelote » with the second (``belote.rebelote`` says whether the
  belote counts without it).

:meth:`Game.to_json` writes the deal record (every deck, call, card, annonce and score);
:meth:`Game.from_json` reloads it exactly, re-checking every action against the variant.
"""

from __future__ import annotations

import copy
import json
import os
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..cards import CARDS, SEATS, mask_to_cards, parse_card, parse_trump
from ..finding import load_by_name, variant_files
from ..i18n import _, message_language
from ..seating import FOUR
from .annonces import Resolution, belote_first_card
from .bidding import AuctionState, Contract, IllegalAction, PriseState
from .deal import DealtCards
from .game_arguments import (
    _check_dealer,
    _check_rules,
    _check_seed,
    _check_target,
    _kind,
    _unknown_seat,
)
from .play import R_PARTNERS, legal_after, takes_over
from .record_limits import (
    MAX_ACTION_LENGTH,
    MAX_DEALS,
    ReplayError,
)
from .replay import replay
from .scoring import DealScore, GameEnd
from .tables import MODE_INDEX, MODES

if TYPE_CHECKING:
    from .observation import Observation
    from .rules import Rules

__all__ = ["RECORD_FORMAT", "DealState", "Game", "ReplayError"]

RECORD_FORMAT = "belote-spec/game-record"
RECORD_VERSION = 2
"""The version of the records :meth:`Game.to_record` writes. Version 2 changed two things:
belote and rebelote are two calls (« belote » said with the first of the king and queen of
trump no longer stands for « rebelote » with the second), and a seat the auction keeps silent
(``bidding.auction.after_contre``, ``after_capot``) makes no call, not even a pass. A record of
version 1 replays exactly: its « belote » says « rebelote » too, and its passes from silent
seats are left out of the game rebuilt (see :func:`belote_spec.engine.replay.replay`)."""
#: The record formats :meth:`Game.from_json` reads.
RECORD_VERSIONS = (1, 2)
TEAMS = ("NS", "EW")
_CODE_INDEX = {c.code: int(c) for c in CARDS}
_CODES = tuple(c.code for c in CARDS)
#: _BYTE_CODES[suit][bits]: the codes of the cards of ``suit`` whose bits are set in ``bits``
#: (the suit's byte of a bitset), in ascending index order as :func:`mask_to_cards` lists them.
_BYTE_CODES = tuple(
    tuple(tuple(_CODES[suit * 8 + r] for r in range(8) if (bits >> r) & 1) for bits in range(256))
    for suit in range(4)
)


def _mask_codes(mask: int) -> list[str]:
    """The codes of a bitset's cards (of the 32), in ascending index order."""
    spades, hearts, diamonds, clubs = _BYTE_CODES
    return [
        *spades[mask & 0xFF],
        *hearts[(mask >> 8) & 0xFF],
        *diamonds[(mask >> 16) & 0xFF],
        *clubs[(mask >> 24) & 0xFF],
    ]


@dataclass(frozen=True, eq=False)
class _PlayFacts:
    """What the built-in play kernels answer in one contract mode, for :class:`Game` (from
    their :class:`~belote_spec.engine.play.PlayShortcuts`): a lead is free; a player who holds
    neither the led suit nor a trump plays any card; one who holds the led suit, after a card
    of ``plain_follow``, plays his cards of it; otherwise
    :func:`~belote_spec.engine.play.legal_after` is asked straight away, on the card holding
    the trick, which the game keeps as the cards come (``takes_over``, from
    :func:`~belote_spec.engine.play.takes`). Shared by the games of one compiled variant,
    never changed."""

    mode: int
    trump_mask: int
    plain_follow: int
    takes_over: tuple[int, ...]
    """``takes_over[best]``: the cards that take the trick over from ``best`` (:func:`takes`)."""
    above: Any
    trump_masks: Any
    rules: tuple[int, ...]

    def __deepcopy__(self, memo: dict[int, Any]) -> _PlayFacts:
        return self


def _play_facts(rules: Rules, mode: int) -> _PlayFacts | None:
    """The :class:`_PlayFacts` of ``mode`` for ``rules``' play kernels, worked out once per
    compiled variant; None for kernels built another way (each legal set and trick winner is
    then asked of the kernels)."""
    cache: dict[int, _PlayFacts | None] | None = rules.__dict__.get("_game_play_facts")
    if cache is None:
        cache = rules.__dict__["_game_play_facts"] = {}
    if mode in cache:
        return cache[mode]
    play = rules.play
    shortcuts = getattr(play, "shortcuts", None)
    facts = None
    if (
        shortcuts is not None
        and shortcuts.valid_for(play)
        and shortcuts.rules
        and shortcuts.rules[R_PARTNERS]  # the game reads the partner's card as the kernels do
    ):
        pw = shortcuts.power[mode]
        tm = shortcuts.trump_mask[mode]
        facts = _PlayFacts(
            mode,
            tm,
            shortcuts.plain_follow[mode],
            takes_over(tuple(pw), tm),
            shortcuts.above,
            shortcuts.trump_mask,
            shortcuts.rules,
        )
    cache[mode] = facts
    return facts


def belote_teams(rules: Rules, d: DealState, played: list[int] | None = None) -> list[str]:
    """The team of each belote of a played deal that counts: held (automatic belote), or said
    as the variant wants it (``belote.rebelote``: « belote » then « rebelote », « belote »
    alone, or either call); ``played`` is the deal's cards in the order played (read from its
    tricks if not given)."""
    assert d.start_hands is not None
    assert d.contract is not None
    teams: list[str] = []
    if rules.belote_call == "automatic":
        if played is None:
            played = [_CODE_INDEX[c] for t in d.tricks or [] for c in t["cards"]]
        holders = rules.belote_holders(d.start_hands, d.contract.mode, played)
        teams.extend(rules.seating.line(seat) for seat, _suit in holders)
    else:
        first = d.belote_said or {}
        second = d.rebelote_said or {}
        thrown: set[int] = set()  # belote suits whose first card was thrown off
        if rules.belote_first_card:
            if played is None:
                played = [_CODE_INDEX[c] for t in d.tricks or [] for c in t["cards"]]
            tm = rules.tables.trump_mask[d.contract.mode]
            thrown = {
                suit
                for suit, pair, _said in rules.belote_pairs[d.contract.mode]
                if belote_first_card(pair, played, tm) == 0
            }
        calls = [(seat, suit) for seat, suits in first.items() for suit in suits]
        calls += [
            (seat, suit)
            for seat, suits in second.items()
            for suit in suits
            if suit not in first.get(seat, ())
        ]
        rebelote = rules.belote_rebelote
        for seat, suit in calls:
            if suit in thrown:
                continue  # its first card neither led, followed suit nor trumped
            if rebelote == "required" and suit not in second.get(seat, ()):
                continue  # « rebelote » left unsaid
            if rebelote == "optional" and suit not in first.get(seat, ()):
                continue  # (never: « rebelote » is said after « belote » only)
            teams.append(rules.seating.line(seat))
    return teams


def variant_reference(variant: Any) -> str:
    """How a record names its variant: the name when loading the name finds the same file,
    otherwise the file's path (a variant loaded from a file elsewhere)."""
    found = variant_files().get(variant.name)
    if found is not None and found[1].resolve() == variant.files[0].resolve():
        return str(variant.name)
    return str(variant.files[0].resolve())


@dataclass(frozen=True)
class _RulesRef:
    """The compiled rules of a pickled game, by reference: the variant and its options."""

    variant: str
    options: tuple[str, ...]

    def load(self) -> Rules:
        return load_by_name(self.variant, self.options).compile()


@dataclass
class DealState:
    """One deal as it stands: the deck, the bidding, the contract, the hands at the start of
    play, the annonces, the belotes said, the tricks and the score."""

    number: int
    dealer: int
    deck: list[int]
    cut: int
    shuffled: bool
    dealt: DealtCards
    bidding: PriseState | AuctionState
    contract: Contract | None = None
    capot_announced: bool = False
    hands: list[int] | None = None
    start_hands: list[int] | None = None
    resolution: Resolution | None = None
    belote_said: dict[int, list[int]] | None = None
    """Seat → the suits in which it said « belote » (with the first of the king and queen)."""
    rebelote_said: dict[int, list[int]] | None = None
    """Seat → the suits in which it said « rebelote » (with the second)."""
    tricks: list[dict[str, Any]] | None = None
    score: DealScore | None = None
    """The deal's line on the score sheet: a :class:`~belote_spec.engine.scoring.LineScore`
    (keyed by the players' lines) where each plays for himself."""
    status: str = "bidding"
    fault: dict[str, str] | None = None
    """The illegal card that lost the deal (``play.illegal_card: deal_lost``)."""
    silent: list[int] | None = None
    """Seats that kept their annonces to themselves (``annonces.declaring: optional``)."""
    waived: dict[int, str] | None = None
    """Seats that kept one annonce to themselves and declared the others: seat → the name of
    the annonce kept (``annonces.declaring: optional``)."""
    instant_win: dict[str, str] | None = None
    """The hand that won the whole game at once (``game_end.instant_win``): its seat and, for
    ``eight_card_suit``, the suit of its eight cards."""
    talon: list[int] | None = None
    """The cards no one receives, kept aside face down (three or two players), once the
    hands are completed; None where the whole pack is dealt."""
    bergere: int | None = None
    """The talon's last card, shown to all (``deal.bergere``)."""
    exchange: tuple[int, int] | None = None
    """``(seat, seven)``: the holder of the seven of trumps took the turned card for it
    (``deal.seven_exchange``)."""


class Game:
    """One game of a compiled variant. Create it with ``rules.new_game(seed=..., dealer=...)``.

    ``seed`` is a whole number, 0 or more (``random.Random`` would seed ``-n`` as ``n``);
    ``dealer`` a seat code (``N``, ``W``, ``S``, ``E``) or its index 0..3; ``target`` one of
    the variant's ``game_end.target_choices`` (any whole number from 1 where it lists none).
    Anything else is a :class:`ValueError` naming the argument.

    A game pickles (the compiled rules are compiled again on loading) and deep-copies (the
    compiled rules, which a game never changes, are shared); the copy goes on exactly as the
    original would, shuffles included."""

    #: The last play position analysed by :meth:`legal_actions`, so that :meth:`apply` does
    #: not analyse it again: ``(trick list, its length, legal bitset)``. The trick list is
    #: only ever appended to (a card played) or replaced by a new one (a trick or a deal
    #: begun), and a hand changes only as a card is added to it: the same list with the same
    #: length is the same position (the same cards in the trick and in every hand, the same
    #: contract).
    _legal_seen: tuple[list[int], int, int] | None = None
    #: The calls :meth:`legal_actions` last offered the player to move in the bidding, with
    #: the bidding state and the length of its history then (every call lengthens it).
    _offered: tuple[PriseState | AuctionState, int, tuple[str, ...]] | None = None
    #: What the play kernels answer in the deal's mode (:class:`_PlayFacts`), which settles
    #: most legal sets without a call and keeps the card holding the trick; None where the
    #: kernels have no shortcuts (each set is then analysed, each trick's winner asked).
    _facts: _PlayFacts | None = None
    #: The card holding the trick and its position (0 = the leader), kept as the cards come
    #: where ``_facts`` is set.
    _best: int = -1
    _best_at: int = 0
    #: The deal's cards in the order played and the tricks won by each seat (N W S E), kept
    #: trick by trick for the score (None in a game pickled before they were kept: they are
    #: then read from the tricks).
    _played: list[int] | None = None
    _by_seat: list[int] | None = None
    #: The seats (bit ``1 << seat``) that may say « belote » or « rebelote » in this deal: none
    #: where belote is automatic, else those whose hand held a belote pair at the start of play.
    _belote_seats: int = 0b1111
    #: The seats whose cards may come with a call in this deal (« belote », « rebelote »,
    #: annonces kept silent): ``_belote_seats``, and every seat until the first trick is
    #: over where annonces may be kept silent.
    _calling_seats: int = 0b1111
    #: The seat codes in playing order (``rules.seating.seats``): seat index ``i`` is named
    #: ``_seats[i]`` in the actions, the records and the observations.
    _seats: tuple[str, ...] = SEATS
    #: The table's arithmetic (:class:`~belote_spec.seating.Seating`), read in the hot paths:
    #: the seat after each seat, the score line of each seat, the number of players.
    _after: tuple[int, ...] = FOUR.after
    _line_of: tuple[int, ...] = FOUR.line_of
    _players: int = FOUR.players

    def __init__(
        self,
        rules: Rules,
        *,
        seed: int | None = None,
        dealer: str | int | None = None,
        target: int | None = None,
        script: Sequence[tuple[Sequence[int], str, int, bool | None]] | None = None,
        first_dealer_draw: Sequence[tuple[int, int]] = (),
    ) -> None:
        _check_rules(rules)
        self.rules = rules
        seating = rules.seating
        self._seats = seating.seats
        self._after = seating.after
        self._line_of = seating.line_of
        self._players = seating.players
        self.seed = _check_seed(seed) if seed is not None else random.randrange(2**32)
        self.rng = random.Random(self.seed)
        self.target: int = _check_target(rules, target)
        self._script = (
            [(list(d), p, cut, shuffled) for d, p, cut, shuffled in script]
            if script is not None
            else None
        )
        self.first_dealer_draw: list[tuple[int, int]] = list(first_dealer_draw)
        self.dealer_given = dealer is not None
        if dealer is None:
            self.first_dealer, self.first_dealer_draw = rules.dealer.first_dealer(self.rng)
        else:
            self.first_dealer = _check_dealer(dealer, self._seats)
        self.actions: list[tuple[str, str]] = []
        self.deals: list[DealState] = []
        self.sheet: list[DealScore] = []
        #: Each score line's total: ``{"NS": .., "EW": ..}``, or one per player.
        self.totals = dict.fromkeys(seating.lines, 0)
        self.held = 0
        self.passed_in_a_row = 0
        self.misdeals_in_a_row = 0
        self.result: GameEnd | None = None
        self.phase = "bidding"
        self._pending: tuple[int, list[int]] | None = None  # dealer and pack awaiting a shuffle
        self._barred: frozenset[int] = frozenset()
        # current play state
        self._mode = 0
        self._hands = [0] * seating.players
        self._trick: list[int] = []
        self._leader = 0
        self._to_move = 0
        self._points = [0] * len(seating.lines)
        self._tricks_won = [0] * len(seating.lines)
        deck = seating.deck()
        self.rng.shuffle(deck)
        self._start_deal(self.first_dealer, deck, shuffled=True)

    # ------------------------------------------------------------------ copies

    def __getstate__(self) -> dict[str, Any]:
        """What :mod:`pickle` keeps: the whole state, with the compiled rules replaced by
        the variant's name (or file) and options unless :class:`Rules` pickles itself; they
        are compiled again on loading, as :meth:`from_json` does."""
        state = dict(self.__dict__)
        state.pop("_offered", None)  # found again when asked
        facts = state.get("_facts")
        if facts is not None:  # by its mode: worked out again from the rules loaded
            state["_facts"] = facts.mode
        rules = type(self.rules)
        if "__reduce__" not in vars(rules) and "__getstate__" not in vars(rules):
            variant = self.rules.variant
            state["rules"] = _RulesRef(variant_reference(variant), tuple(variant.options))
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        rules = state["rules"]
        if isinstance(rules, _RulesRef):
            state = {**state, "rules": rules.load()}
        facts = state.get("_facts")
        if isinstance(facts, int):
            state = {**state, "_facts": _play_facts(state["rules"], facts)}
        self.__dict__.update(state)

    def __deepcopy__(self, memo: dict[int, Any]) -> Game:
        """A copy that goes on independently; the compiled rules, which a game never
        changes, are shared."""
        memo[id(self.rules)] = self.rules
        new = Game.__new__(Game)
        memo[id(self)] = new
        for key, value in self.__dict__.items():
            setattr(new, key, copy.deepcopy(value, memo))
        return new

    def __copy__(self) -> Game:
        """``copy.copy(game)`` is a game that goes on independently, as a deep copy: a
        shallow copy would share the hands, the tricks and the record with the original, and
        playing either would corrupt both."""
        return copy.deepcopy(self)

    # ------------------------------------------------------------------ state

    @property
    def deal(self) -> DealState:
        """The current (or last) deal."""
        return self.deals[-1]

    @property
    def to_move(self) -> str | None:
        """The seat whose turn it is, or None when the game is over."""
        if self.phase == "over":
            return None
        if self.phase == "bidding":
            return self._seats[self.deal.bidding.to_move]
        if self.phase == "shuffle":
            assert self._pending is not None
            return self._seats[self._pending[0]]
        return self._seats[self._to_move]

    @property
    def mode(self) -> int | None:
        """The contract's mode index (0..3 a trump suit, 4 sans atout, 5 tout atout)."""
        c = self.deal.contract
        return c.mode if c is not None and self.phase != "bidding" else None

    @property
    def variant_spec(self) -> str:
        """The variant as game records and observations name it, with its options
        (``club+vache``; a file's path for a variant loaded from elsewhere). Worked out once
        per game: finding it reads the installed variant folders."""
        spec = self.__dict__.get("_variant_spec")
        if spec is None:
            variant = self.rules.variant
            spec = variant_reference(variant) + "".join(f"+{o}" for o in variant.options)
            self.__dict__["_variant_spec"] = spec
        return str(spec)

    def observation(self, seat: str) -> Observation:
        """What ``seat`` may know now: its hand, the dealer, the turned card, the deal's
        bidding, the contract, the tricks, the belotes and annonces shown, the scores and the
        actions it may take (see :class:`~belote_spec.engine.observation.Observation`). Every
        bot plays from this, never from the game itself."""
        from .observation import observe

        return observe(self, seat)

    def hand_mask(self, seat: str) -> int:
        """The cards a seat holds now, as a bitset (during play)."""
        return self._hands[self._seats.index(seat)]

    @property
    def over(self) -> bool:
        """Whether the game has ended."""
        return self.phase == "over"

    @property
    def trump(self) -> str | None:
        """The contract mode of the current deal (None during bidding)."""
        c = self.deal.contract
        return MODES[c.mode] if c is not None and self.phase != "bidding" else None

    def hand(self, seat: str) -> list[str]:
        """The cards a seat holds now (during bidding: the cards dealt so far)."""
        i = self._seats.index(seat)
        if self.phase == "bidding":
            return [CARDS[c].code for c in sorted(self.deal.dealt.hands[i])]
        return [c.code for c in mask_to_cards(self._hands[i])]

    @property
    def trick(self) -> list[tuple[str, str]]:
        """The current trick as ``(seat, card)`` pairs."""
        return [
            (self._seats[(self._leader + i) % self._players], CARDS[c].code)
            for i, c in enumerate(self._trick)
        ]

    @property
    def score_sheet(self) -> list[dict[str, Any]]:
        """One line per scored deal, with running totals."""
        out = []
        if self.rules.seating.partnership == "none":
            totals = dict.fromkeys(self.rules.seating.lines, 0)
            for line in self.sheet:
                for name in totals:
                    totals[name] += line[name]
                out.append({**line.as_dict(), "total": dict(totals)})
            return out
        ns = ew = 0
        for line in self.sheet:
            ns += line.NS
            ew += line.EW
            out.append({**line.as_dict(), "total": {"NS": ns, "EW": ew}})
        return out

    # ------------------------------------------------------------------ dealing

    def _start_deal(self, dealer: int, deck: list[int], *, shuffled: bool) -> None:
        rules = self.rules
        if len(self.deals) >= MAX_DEALS:
            self.phase = "over"
            self.result = GameEnd(None, f"abandoned after {MAX_DEALS} deals", 0)
            return
        number = len(self.deals) + 1
        if self._script is not None and number <= len(self._script):
            deck, pattern, cut, shuffled = self._recorded_deck(number, deck, shuffled)
        else:  # past a record's last deal, the game goes on with the variant's own dealing
            deck, cut = rules.dealer.cut(deck, self.rng)
            pattern = rules.dealer.choose_pattern(self.rng)
        dealt = rules.dealer.deal(deck, dealer, pattern)
        bidding = rules.bidding.start(dealer, dealt.turned, self._barred)
        self.deals.append(DealState(number, dealer, deck, cut, shuffled, dealt, bidding))
        self._barred = frozenset()
        self.phase = "bidding"
        if rules.instant_wins and not dealt.rest and dealt.turned is None:
            # every hand is complete at the deal: a hand that wins the game ends it unplayed
            self._instant_win([sum(1 << c for c in hand) for hand in dealt.hands])

    def _instant_win(self, hands: list[int]) -> bool:
        """Where the variant has hands that win the whole game at once
        (``game_end.instant_win``), end the game if one of ``hands`` (every seat's eight
        cards, as bitsets) is one: the deal is not played and puts no line on the score
        sheet. Returns whether the game ended."""
        d = self.deal
        seat = self.rules.instant_win_seat(hands, d.dealer)
        end = None if seat < 0 else self.rules.instant_win(hands, d.dealer, self.totals)
        if end is None:
            return False
        held = hands[seat]
        suit = next(s for s in range(4) if (held >> (8 * s)) & 0xFF == 0xFF)
        d.start_hands = list(hands)
        d.instant_win = {"seat": self._seats[seat], "suit": "SHDC"[suit]}
        d.status = "instant_win"
        self.result = end
        self.phase = "over"
        return True

    def _recorded_deck(
        self, number: int, pack: list[int], shuffled: bool
    ) -> tuple[list[int], str, int, bool]:
        """Deal ``number`` of a record without a seed: its deck as recorded, checked against
        the pack the game has in hand (``pack``, as gathered from the last deal, unless the
        variant has just ``shuffled`` it). A pack that was not shuffled must be dealt as it
        was gathered, cut where the record says; the cut must leave the variant's smallest
        packet on both sides. The first deal's pack may be any order. Raises
        :class:`ReplayError`."""
        assert self._script is not None
        recorded, pattern, cut, said = self._script[number - 1]
        dealer = self.rules.dealer
        between = dealer.between_deals
        rule = "deal.shuffle.between_deals"
        if said is None:
            said = shuffled
        last = self.actions[-1][1] if self.actions else ""
        if number > 1 and shuffled and not said:  # (the first pack: nothing came before)
            if last == "shuffle":
                why = _("the dealer said 'shuffle'")
            elif last == "misdeal":
                why = _("a misdeal shuffles the cards again")
            elif last == "redeal":
                why = _("a redeal shuffles the cards again")
            elif between == "always":
                why = _("the variant shuffles before every deal ({rule}: always)", rule=rule)
            else:
                why = _(
                    "the variant shuffles after {n} deals without a taker "
                    "(deal.shuffle.after_passed_deals)",
                    n=dealer.reshuffle_after,
                )
            raise ReplayError(
                _(
                    "deal {number}: the record says the pack was not shuffled, but {why}",
                    number=number,
                    why=why,
                ),
                rule=rule,
            )
        low, high = dealer.min_packet, 32 - dealer.min_packet
        if dealer.cut_by == "none" and cut != 0:
            raise ReplayError(
                _(
                    "deal {number}: the record cuts the pack at {cut}, but the variant does not "
                    "cut (deal.cut.by: none)",
                    number=number,
                    cut=cut,
                ),
                rule="deal.cut.by",
            )
        if cut != 0 and not low <= cut <= high:
            raise ReplayError(
                _(
                    "deal {number}: the record cuts the pack at {cut}; the variant cuts between "
                    "{low} and {high} (deal.cut.min_packet: {packet})",
                    number=number,
                    cut=cut,
                    low=low,
                    high=high,
                    packet=dealer.min_packet,
                ),
                rule="deal.cut.min_packet",
            )
        if said and not shuffled:
            if between != "by_agreement":
                why = (
                    _("the dealer said 'gather'")
                    if last == "gather"
                    else _(
                        "the variant gathers the cards of the last deal without shuffling "
                        "({rule}: {between})",
                        rule=rule,
                        between=between,
                    )
                )
                raise ReplayError(
                    _(
                        "deal {number}: the record says the pack was shuffled, but {why}",
                        number=number,
                        why=why,
                    ),
                    rule=rule,
                )
            self.passed_in_a_row = 0  # the table agreed to shuffle
        if not said and number > 1:
            cuts = [cut] if cut or dealer.cut_by == "none" else [0, *range(low, high + 1)]
            if not any(recorded == pack[k:] + pack[:k] for k in cuts):
                expected = pack[cut:] + pack[:cut]
                first = next(i for i, c in enumerate(recorded) if c != expected[i])
                params = {
                    "number": number,
                    "last": number - 1,
                    "cut": cut,
                    "rule": rule,
                    "between": between,
                    "position": first + 1,
                    "recorded": CARDS[recorded[first]].code,
                    "expected": CARDS[expected[first]].code,
                }
                if cuts == [cut]:
                    said_why = _(
                        "deal {number}: the deck is not the cards of deal {last} as gathered "
                        "and cut at {cut} ({rule}: {between}): card {position} of the deck is "
                        "{recorded}, the gathered pack gives {expected}",
                        **params,
                    )
                else:
                    said_why = _(
                        "deal {number}: the deck is not the cards of deal {last} as gathered "
                        "and cut anywhere ({rule}: {between}): card {position} of the deck is "
                        "{recorded}, the gathered pack gives {expected}",
                        **params,
                    )
                raise ReplayError(
                    said_why,
                    rule=rule,
                )
        return list(recorded), pattern, cut, said

    def _next_deal(self, gathered: list[int], passed: bool, dealer: int | None = None) -> None:
        self.passed_in_a_row = self.passed_in_a_row + 1 if passed else 0
        self.misdeals_in_a_row = 0  # a new deal by a new dealer
        if dealer is None:
            dealer = self.rules.dealer.next_dealer(self.deal.dealer)
        if self.rules.dealer.between_deals == "dealer_choice":
            self._pending = (dealer, list(gathered))
            self.phase = "shuffle"
            return
        deck, shuffled = self.rules.dealer.next_deck(gathered, self.passed_in_a_row, self.rng)
        if shuffled:
            self.passed_in_a_row = 0
        self._start_deal(dealer, deck, shuffled=shuffled)

    def _shuffle_choice(self, action: str) -> None:
        assert self._pending is not None
        dealer, deck = self._pending
        self._pending = None
        if action == "shuffle":
            self.rng.shuffle(deck)
            self.passed_in_a_row = 0
        self._start_deal(dealer, deck, shuffled=action == "shuffle")

    def _gather_unplayed(self) -> list[int]:
        d = self.deal
        after = self._after
        seat = after[d.dealer]
        out: list[int] = []
        for _seat in range(self._players):
            out.extend(d.dealt.hands[seat])
            seat = after[seat]
        if d.dealt.turned is not None:
            out.append(d.dealt.turned)
        out.extend(d.dealt.rest)
        return out

    def _with_out_of_play(self, cards: list[int]) -> list[int]:
        """``cards`` gathered, then the cards of the deal no one played (the talon, a turned
        card left on the table or the seven exchanged for it), in the order of the deal's
        pack: the whole pack again. Nothing is added at four players (all is dealt)."""
        if self._players == 4:
            return cards
        kept = set(cards)
        return cards + [c for c in self.deal.deck if c not in kept]

    def _after_bidding(self) -> None:
        d = self.deal
        rules = self.rules
        contract = d.bidding.contract
        if d.bidding.redeal:  # a contre out of turn, and the bidding team chose a redeal
            d.status = "redealt"
            deck = self._gather_unplayed()
            self.rng.shuffle(deck)
            self._start_deal(d.dealer, deck, shuffled=True)
            return
        if contract is None:
            d.status = "passed"
            self._next_deal(self._gather_unplayed(), passed=True)
            return
        d.contract = contract
        dealer = rules.dealer
        hands = dealer.complete(d.dealt, contract.taker, d.dealer)
        if self._players != 4:  # three or two players: the talon, the bergère, the exchange
            d.talon = dealer.talon(d.dealt, contract.taker)
            if dealer.bergere and d.talon:
                d.bergere = d.talon[-1]
            d.exchange = dealer.exchange(hands, d.dealt.turned, contract.mode)
        masks = [0] * self._players
        for i, cards in enumerate(hands):
            mask = 0
            for c in cards:
                mask |= 1 << c
            masks[i] = mask
        d.hands = masks
        d.start_hands = list(masks)
        completed = bool(d.dealt.rest) or d.dealt.turned is not None
        if rules.instant_wins and completed and self._instant_win(masks):
            return  # the hands just completed: one of them wins the game, unplayed
        self._mode = contract.mode
        self._facts = _play_facts(rules, contract.mode)
        self._belote_seats = 0
        if rules.belote_call != "automatic":
            for seat, held in enumerate(masks):
                for _suit, pair, _said in rules.belote_pairs[contract.mode]:
                    if held & pair == pair:
                        self._belote_seats |= 1 << seat
        self._leader = rules.first_leader(d.dealer, contract)
        if self._players == 4:
            d.resolution = rules.annonces.resolve(masks, contract.mode, self._leader)
        else:  # each for himself: the awards keyed by the players' lines
            d.resolution = rules.annonces.resolve(
                masks, contract.mode, self._leader, lines=rules.seating.lines
            )
        self._calling_seats = self._belote_seats
        if rules.declaring_optional:
            d.silent = []
            d.waived = {}
            self._calling_seats = 0b1111
        if d.resolution.deal_cancelled and not rules.declaring_optional:
            d.status = "cancelled"
            gathered = [c for h in hands for c in h]
            self._next_deal(self._with_out_of_play(gathered), passed=False)
            return
        d.belote_said = {}
        d.rebelote_said = {}
        d.tricks = []
        self._played = []
        self._by_seat = [0] * self._players
        self._hands = list(masks)
        self._trick = []
        self._points = [0] * len(rules.seating.lines)
        self._tricks_won = [0] * len(rules.seating.lines)
        self._to_move = self._leader
        if rules.capot_announce and contract.bid is None:
            self.phase = "capot"
            self._to_move = contract.taker
        else:
            self.phase = "play"
        d.status = "play"

    # ------------------------------------------------------------------ actions

    def legal_actions(self, seat: str | None = None) -> list[str]:
        """The actions ``seat`` may take now; by default the player to move. Another seat may
        have actions too where the variant allows a contre out of turn."""
        phase = self.phase
        if phase == "play" and (seat is None or seat == self._seats[self._to_move]):
            turn = self._to_move
            hand = self._hands[turn]
            mode = self._mode
            trick = self._trick
            facts = self._facts
            if facts is None:
                legal = self.rules.play.analyse(hand, trick, mode)[0]
            elif not trick:  # what the built-in kernels answer unasked: a lead is free
                legal = hand
            else:
                lead = trick[0]
                led = hand & (0xFF << (lead & ~7))
                if led and (facts.plain_follow >> lead) & 1:
                    legal = led  # a plain suit followed: its cards
                elif not led and not hand & facts.trump_mask:
                    legal = hand  # neither the led suit nor a trump: any card
                else:  # as analyse_trick asks it, on the card holding the trick
                    legal = legal_after(
                        hand,
                        lead,
                        self._best,
                        self._best_at == len(trick) - 2,
                        mode,
                        facts.above,
                        facts.trump_masks,
                        facts.rules,
                    )[0]
            self._legal_seen = (trick, len(trick), legal)
            spades, hearts, diamonds, clubs = _BYTE_CODES
            codes = [
                *spades[legal & 0xFF],
                *hearts[(legal >> 8) & 0xFF],
                *diamonds[(legal >> 16) & 0xFF],
                *clubs[legal >> 24],
            ]
            if (self._calling_seats >> turn) & 1:
                return self._with_calls(turn, hand, legal, codes)
            return codes
        if phase == "over":
            return []
        if seat is not None and seat not in self._seats:
            raise ValueError(_unknown_seat(seat))
        if phase == "bidding":
            bidding = self.deals[-1].bidding
            kind = type(bidding)
            if seat is None and (kind is PriseState or kind is AuctionState):
                # the built-in systems' calls, kept so that apply() need not find them again
                # (a system of a plugin's offers only legal() and apply())
                calls = bidding.legal_calls()
                self._offered = (bidding, len(bidding.history), calls)
                return list(calls)
            return bidding.legal(None if seat is None else self._seats.index(seat))
        if seat is not None and seat != self.to_move:
            return []
        if phase == "shuffle":
            return ["shuffle", "gather"]
        if phase == "capot":
            return ["capot", "pass"]
        return []

    def _with_calls(self, turn: int, hand: int, legal: int, codes: list[str]) -> list[str]:
        """The cards ``codes`` (the ``legal`` ones of ``turn``'s ``hand``) with the calls
        that may come with them: « belote », « rebelote », annonces kept silent."""
        if (self._belote_seats >> turn) & 1 and self.rules.belote_call != "automatic":
            sayable = legal & self._belote_cards(hand)
            if sayable:
                codes += [f"{code}+belote" for code in _mask_codes(sayable)]
            again = legal & self._rebelote_cards(turn, hand)
            if again:
                codes += [f"{code}+rebelote" for code in _mask_codes(again)]
        if self.deals[-1].silent is not None and self._may_keep_silent(turn):
            said = codes
            codes = said + [f"{code}+silent" for code in said]
            names = self._declarable(turn)
            if len(names) > 1:  # keep one of them, declare the others
                codes += [f"{code}+silent:{name}" for code in said for name in names]
        return codes

    def _may_keep_silent(self, seat: int) -> bool:
        """Whether ``seat`` may still keep its annonces to itself (``annonces.declaring:
        optional``): at its first card, when it holds some (a cancelling carré included)."""
        d = self.deal
        return d.silent is not None and not d.tricks and bool(self._declarable(seat))

    def _declarable(self, seat: int) -> tuple[str, ...]:
        """What ``seat`` may declare in this deal, by name (``tierce-KH``, ``carre-7``)."""
        d = self.deal
        if d.start_hands is None or d.contract is None:
            return ()
        return self.rules.annonces.declarable(d.start_hands[seat], d.contract.mode)

    def _belote_cards(self, hand: int) -> int:
        """The cards of ``hand`` belote may be said with: the king, and the queen unless the
        king must come first, of each belote suit whose king and queen ``hand`` holds."""
        out = 0
        for _suit, pair, said in self.rules.belote_pairs[self._mode]:
            if hand & pair == pair:
                out |= said
        trick = self._trick
        if out and trick and self.rules.belote_first_card:
            # only a card that follows the suit led or trumps (belote.first_card)
            out &= (0xFF << (trick[0] & ~7)) | self.rules.tables.trump_mask[self._mode]
        return out

    def _may_say_belote(self, seat: int, code: str) -> bool:
        return bool((self._belote_cards(self._hands[seat]) >> _CODE_INDEX[code]) & 1)

    def _rebelote_cards(self, seat: int, hand: int) -> int:
        """The cards of ``hand`` (``seat``'s) rebelote may be said with: the other of the king
        and queen of a belote suit that ``seat`` held together at the start of play and of
        which it has played one (the king, where the king must come first), once it said
        « belote » with that one, unless either call is enough (``belote.rebelote: either``)."""
        d = self.deals[-1]
        start = d.start_hands
        said = (d.belote_said or {}).get(seat, ())
        either = self.rules.belote_rebelote == "either"
        if start is None or not (said or either):
            return 0
        out = 0
        for suit, pair, first in self.rules.belote_pairs[self._mode]:
            left = hand & pair
            if start[seat] & pair != pair or not left or left == pair:
                continue  # not held together, both played, or neither yet
            if not pair & ~left & first:
                continue  # the queen came first where the king must: no belote
            if either or suit in said:
                out |= left
        return out

    def apply(self, action: str, seat: str | None = None) -> None:
        """Take an action for ``seat`` (by default the player to move; another seat only where
        the variant allows a contre out of turn). Raises :class:`IllegalAction` (with the rule
        that forbids it) for an illegal one; the game is then unchanged."""
        if seat is None and type(action) is str:
            phase = self.phase
            if phase == "play":
                # the common case: a card alone, legal in the position legal_actions() has
                # just analysed (as _play finds it, where the other cases are checked)
                card = _CODE_INDEX.get(action, -1)
                analysed = self._legal_seen
                trick = self._trick
                player = self._to_move
                hand = self._hands[player]
                if (
                    card >= 0
                    and analysed is not None
                    and analysed[0] is trick
                    and analysed[1] == len(trick)
                    and (analysed[2] >> card) & 1
                ):
                    self.actions.append((self._seats[player], action))
                    self._hands[player] = hand & ~(1 << card)
                    trick.append(card)
                    n = len(trick)
                    if n == 1:
                        self._best = card
                        self._best_at = 0
                        self._to_move = self._after[player]
                        return
                    facts = self._facts
                    if facts is not None and (facts.takes_over[self._best] >> card) & 1:
                        self._best = card
                        self._best_at = n - 1
                    if n < self._players:
                        self._to_move = self._after[player]
                    else:
                        self._finish_trick()
                    return
            elif phase == "bidding" and len(action) <= MAX_ACTION_LENGTH and action != "misdeal":
                # a call by the player to move (as below, without looking the seat up)
                bidding = self.deals[-1].bidding
                speaker = bidding.to_move
                offered = self._offered
                if (
                    offered is not None
                    and offered[0] is bidding
                    and offered[1] == len(bidding.history)
                    and action in offered[2]
                ):  # a call legal_actions() has just offered: the bidding need not check it
                    bidding.apply_unchecked(action)
                else:
                    bidding.apply(action, speaker)
                self.actions.append((self._seats[speaker], action))
                if bidding.done:
                    self._after_bidding()
                return
        if not isinstance(action, str):
            raise IllegalAction(
                _(
                    "action: expected a text such as 'pass', 'take:H' or 'JH'; got {kind}",
                    kind=_kind(action),
                ),
                "",
                repr(action),
            )
        if len(action) > MAX_ACTION_LENGTH:
            raise IllegalAction(
                _(
                    "action: a text of {length} characters; no action is longer than {most}",
                    length=len(action),
                    most=MAX_ACTION_LENGTH,
                ),
                "",
                action[:MAX_ACTION_LENGTH] + "…",
            )
        if self.phase == "play" and seat is None and action != "misdeal":
            self._play(self._seats[self._to_move], action)  # the common case, as below
            return
        if self.phase == "over":
            raise IllegalAction(_("the game is over"), "", action)
        turn = self.to_move
        assert turn is not None
        if seat is not None and seat not in self._seats:
            raise IllegalAction(_unknown_seat(seat), "", action)
        if action == "misdeal":
            self.misdeal(seat)
            return
        if self.phase == "bidding":
            who = turn if seat is None else seat
            self.deal.bidding.apply(action, self._seats.index(who))
            self.actions.append((who, action))
            if self.deal.bidding.done:
                self._after_bidding()
            return
        if seat is not None and seat != turn:
            raise IllegalAction(
                _("it is {turn}'s turn, not {seat}'s", turn=turn, seat=seat), "", action
            )
        seat = turn
        if self.phase == "shuffle":
            if action not in ("shuffle", "gather"):
                raise IllegalAction(
                    _(
                        "'{action}' is not allowed: the dealer says 'shuffle' or 'gather'",
                        action=action,
                    ),
                    "deal.shuffle.between_deals",
                    action,
                )
            self.actions.append((seat, action))
            self._shuffle_choice(action)
            return
        if self.phase == "capot":
            if action not in ("capot", "pass"):
                raise IllegalAction(
                    _(
                        "'{action}' is not allowed: say 'capot' or 'pass' before the first lead",
                        action=action,
                    ),
                    "scoring.capot.announced",
                    action,
                )
            self.actions.append((seat, action))
            d = self.deal
            if action == "capot" and d.contract is not None:
                d.capot_announced = True
                d.contract = Contract(d.contract.taker, d.contract.mode, "capot", 0)
            self.phase = "play"
            self._to_move = self._leader
            return
        self._play(seat, action)

    def _play(self, seat_code: str, action: str) -> None:
        suffixes: list[str] = []
        card = _CODE_INDEX.get(action, -1)  # a card alone: the common case
        if card < 0:
            code, *suffixes = action.split("+")
            try:
                card = _CODE_INDEX[code] if code in _CODE_INDEX else int(parse_card(code))
            except ValueError as exc:  # its first line: the accepted spellings follow
                raise IllegalAction(str(exc).splitlines()[0], "", action) from None
        seat = self._to_move
        hand = self._hands[seat]
        waive: str | None = None
        if suffixes:
            unknown = [
                x
                for x in suffixes
                if x not in ("belote", "rebelote", "silent") and not x.startswith("silent:")
            ]
            quiet = [x for x in suffixes if x.startswith("silent")]
            if unknown or len(set(suffixes)) != len(suffixes) or len(quiet) > 1:
                raise IllegalAction(
                    _(
                        "unknown suffix '+{suffix}' (only '+belote', '+rebelote', and '+silent' "
                        "or '+silent:ANNONCE')",
                        suffix="+".join(unknown or suffixes),
                    ),
                    "",
                    action,
                )
            if quiet and quiet[0] != "silent":
                waive = quiet[0][len("silent:") :]
        silent = "silent" in suffixes
        extra = "belote" if "belote" in suffixes else ""
        if (silent or waive is not None) and not self._may_keep_silent(seat):
            raise IllegalAction(
                _(
                    "an annonce may be kept silent only by a player who holds one, at his first "
                    "card, where the variant lets annonces be kept (annonces.declaring: optional)"
                ),
                "annonces.declaring",
                action,
            )
        if waive is not None:
            names = self._declarable(seat)
            if waive not in names:
                raise IllegalAction(
                    _(
                        "{seat} holds no annonce '{name}'; he may keep one of {names} to himself",
                        seat=seat_code,
                        name=waive,
                        names=", ".join(names),
                    ),
                    "annonces.declaring",
                    action,
                )
            if len(names) < 2:
                raise IllegalAction(
                    _(
                        "'+silent:{name}' keeps one annonce and declares the others, and {seat} "
                        "has no other: '+silent' keeps it",
                        name=waive,
                        seat=seat_code,
                    ),
                    "annonces.declaring",
                    action,
                )
        analysed = self._legal_seen
        if (
            analysed is not None
            and analysed[0] is self._trick
            and analysed[1] == len(self._trick)
            and (analysed[2] >> card) & 1
        ):
            refused = None  # legal in the position legal_actions() has just analysed
        else:
            refused = self.rules.why_illegal_unchecked(hand, self._trick, self._mode, card)
        if refused is not None:
            if not (hand >> card) & 1:
                raise IllegalAction(
                    _("{seat} does not hold {card}", seat=seat_code, card=CARDS[card].code),
                    "",
                    action,
                )
            if self.rules.illegal_card == "deal_lost" and not suffixes:
                self.actions.append((seat_code, action))
                self._deal_lost(seat, card, refused.rule)
                return
            lang = message_language()
            if lang != "en":  # the reason in the language of messages
                said = self.rules.why_illegal_unchecked(hand, self._trick, self._mode, card, lang)
                refused = refused if said is None else said
            raise IllegalAction(refused.reason, refused.rule, action)
        rebelote = "rebelote" in suffixes
        if rebelote:  # checked before anything changes
            self._check_rebelote(seat, hand, card, action)
        if extra:
            if self.rules.belote_call == "automatic" or not self._may_say_belote(
                seat, CARDS[card].code
            ):
                raise IllegalAction(
                    _(
                        "belote is said with the first of the king and queen of trump, held "
                        "together"
                    ),
                    "belote.call",
                    action,
                )
            assert self.deal.belote_said is not None
            self.deal.belote_said.setdefault(seat, []).append(card >> 3)
        if rebelote:
            assert self.deal.rebelote_said is not None
            self.deal.rebelote_said.setdefault(seat, []).append(card >> 3)
        if silent:
            assert self.deal.silent is not None
            self.deal.silent.append(seat)
        if waive is not None:
            assert self.deal.waived is not None
            self.deal.waived[seat] = waive
        self.actions.append((seat_code, action))
        self._hands[seat] = hand & ~(1 << card)
        self._trick.append(card)
        n = len(self._trick)
        facts = self._facts
        if n == 1:
            self._best = card
            self._best_at = 0
        elif facts is not None and (facts.takes_over[self._best] >> card) & 1:
            self._best = card
            self._best_at = n - 1
        if n < self._players:
            self._to_move = self._after[seat]
            return
        self._finish_trick()

    def _check_rebelote(self, seat: int, hand: int, card: int, action: str) -> None:
        """Raise :class:`IllegalAction` unless ``seat`` may say « rebelote » with ``card``."""
        if self.rules.belote_call == "automatic":
            raise IllegalAction(
                _(
                    "belote is counted automatically in this variant: « rebelote » is not said "
                    "by the player"
                ),
                "belote.call",
                action,
            )
        if (self._rebelote_cards(seat, hand) >> card) & 1:
            return
        if self.rules.belote_rebelote == "either":
            reason = _(
                "rebelote is said with the second of the king and queen of trump, by the player "
                "who played the first, holding both"
            )
        else:
            reason = _(
                "rebelote is said with the second of the king and queen of trump, by the player "
                "who said belote with the first"
            )
        raise IllegalAction(reason, "belote.rebelote", action)

    def _finish_trick(self) -> None:
        rules = self.rules
        cards = self._trick
        mode = self._mode
        leader = self._leader
        players = self._players
        if self._facts is not None:  # the card holding the trick, kept as the cards came
            winner = (leader + self._best_at) % players
        else:
            winner = (leader + rules.play.winner(cards, mode)) % players
        pts = rules.tables.points[mode]
        if players == 4:
            a, b, c, d4 = cards
            value = pts[a] + pts[b] + pts[c] + pts[d4]
            codes = [_CODES[a], _CODES[b], _CODES[c], _CODES[d4]]
        else:
            value = sum(pts[card] for card in cards)
            codes = [_CODES[card] for card in cards]
        line = self._line_of[winner]
        self._points[line] += value
        self._tricks_won[line] += 1
        d = self.deals[-1]
        tricks = d.tricks
        assert tricks is not None
        trick: dict[str, Any] = {
            "leader": self._seats[leader],
            "cards": codes,
            "winner": self._seats[winner],
            "points": value,
        }
        bonuses = rules.trick_bonuses
        if bonuses is not None:  # the trick's combinations, for its winner (roem)
            trick["bonus"] = bonuses.points(cards, mode)
        tricks.append(trick)
        played = self._played
        by_seat = self._by_seat
        if played is not None and by_seat is not None:
            played += cards
            by_seat[winner] += 1
        self._trick = []
        self._leader = self._to_move = winner
        done = len(tricks)
        if done == 1:
            self._calling_seats = self._belote_seats  # no annonce is kept silent any more
            if d.silent is not None and self._declarations_after_first_trick():
                return
        if done == rules.seating.hand_size:  # the last trick
            self._points[line] += rules.tables.dix_de_der
            self._score_deal()

    def _declarations_after_first_trick(self) -> bool:
        """With optional declaring, the annonces are resolved once everyone has played his
        first card: a seat that kept silent counts for nothing (nor does its cancelling
        carré). Returns True if a cancelling carré then cancels the deal."""
        d = self.deal
        assert d.start_hands is not None
        assert d.contract is not None
        assert d.silent is not None
        shown = [0 if i in d.silent else h for i, h in enumerate(d.start_hands)]
        first = self._seats.index(d.tricks[0]["leader"]) if d.tricks else 0
        more: dict[str, Any] = {}
        if d.waived:  # one annonce kept, the others declared
            more["waived"] = d.waived
        if self._players != 4:  # each for himself: the awards keyed by the players' lines
            more["lines"] = self.rules.seating.lines
        d.resolution = self.rules.annonces.resolve(shown, d.contract.mode, first, **more)
        if not d.resolution.deal_cancelled:
            return False
        d.status = "cancelled"
        gathered = [_CODE_INDEX[c] for t in d.tricks or [] for c in t["cards"]]
        for hand in self._hands:
            gathered += [int(c) for c in mask_to_cards(hand)]
        self._next_deal(self._with_out_of_play(gathered), passed=False)
        return True

    def _belote_teams(self, played: list[int] | None = None) -> list[str]:
        """The team of each belote of the deal (see :func:`belote_teams`)."""
        return belote_teams(self.rules, self.deal, played)

    # ------------------------------------------------------------------ faults

    def misdeal(self, seat: str | None = None) -> None:
        """Declare that the current deal was misdealt (``seat`` says who noticed; by default
        the dealer). Allowed until the first card is played. The variant's
        ``deal.misdeal`` says what it costs: a redeal by the same dealer (the pack shuffled
        again), or points to the dealer's opponents and the deal passes; repeated misdeals and
        one found after an opponent's bid may cost more, and the dealer or his team may be
        barred from bidding in the redealt deal. Recorded as the action ``misdeal``."""
        if self.phase not in ("bidding", "capot"):
            raise IllegalAction(
                _("a misdeal is declared before the first card is played"),
                "deal.misdeal",
                "misdeal",
            )
        if seat is not None and seat not in self._seats:
            raise IllegalAction(_unknown_seat(seat), "", "misdeal")
        d = self.deal
        history = d.bidding.history
        bids = [
            a
            for s, a in history
            if a.startswith(("bid:", "take:")) and self._line_of[s] != self._line_of[d.dealer]
        ]
        last: int | str | None = None
        mode = None if d.contract is None else d.contract.mode
        if bids and bids[-1].startswith("bid:"):  # bid:VALUE:MODE, the value of that mode
            _bid, value, code = bids[-1].split(":")
            last = int(value) if value.isdigit() else value
            mode = MODE_INDEX[parse_trump(code)]
        self.misdeals_in_a_row += 1
        ruling = self.rules.misdeal_ruling(
            self._seats[d.dealer],
            count=self.misdeals_in_a_row,
            after_bid=bool(bids),
            last_bid=last,
            mode=mode,
        )
        self.actions.append((seat or self._seats[d.dealer], "misdeal"))
        d.status = "misdeal"
        deck = (
            self._gather_unplayed()
            if d.start_hands is None
            else self._with_out_of_play([int(c) for h in d.start_hands for c in mask_to_cards(h)])
        )
        self.rng.shuffle(deck)
        self._barred = frozenset(self._seats.index(b) for b in ruling["barred"])
        if self._seats.index(ruling["next_dealer"]) != d.dealer:
            self.misdeals_in_a_row = 0  # the deal passes: the next misdeal is a first one
        line = ruling["line"]
        if any(line.values()):
            self._record_penalty(line, "misdeal")
            if self.phase == "over":
                return
        self._start_deal(self._seats.index(ruling["next_dealer"]), deck, shuffled=True)

    def _record_penalty(self, line: Mapping[str, int], outcome: str) -> None:
        """A fault's line on the score sheet; the game may end on it."""
        before = dict(self.totals)
        score = DealScore(
            int(line["NS"]),
            int(line["EW"]),
            outcome,
            held=self.held,
            tricks={"NS": 0, "EW": 0},  # no trick won: it validates no win that needs one
        )
        self.deal.score = score
        self.sheet.append(score)
        self.totals["NS"] += score.NS
        self.totals["EW"] += score.EW
        end = self._after_deal(before, score, self.rules.end_check(before, score, self.target))
        if end.over:
            self.result = end
            self.phase = "over"

    def _after_deal(self, before: Mapping[str, int], score: DealScore, end: GameEnd) -> GameEnd:
        """``end``, the end-of-game check of the deal just put on the score sheet, or, where
        it lets the game go on, the end of a game of a fixed number of deals
        (``game_end.deals``: the deals on the score sheet)."""
        if end.over:
            return end
        return self.rules.deals_end(before, score, len(self.sheet)) or end

    def _deal_lost(self, seat: int, card: int, rule: str) -> None:
        """An illegal card where the variant plays ``play.illegal_card: deal_lost``."""
        d = self.deal
        assert d.contract is not None
        seating = self.rules.seating
        faulty = seating.line(seat)
        (other_team,) = (line for line in seating.lines if line != faulty)
        penalty = self.rules.variant.rule("play.illegal_card_penalty")
        points = int(penalty["points"])
        if penalty["add_contract"]:
            points += self.rules.contract_value(d.contract.as_dict(self._seats))
        line = {faulty: 0, other_team: points}
        d.status = "fault"
        d.fault = {"seat": self._seats[seat], "card": CARDS[card].code, "rule": rule}
        gathered = [_CODE_INDEX[c] for t in d.tricks or [] for c in t["cards"]]
        gathered += [*self._trick]
        for hand in self._hands:
            gathered += [int(c) for c in mask_to_cards(hand)]
        gathered = [c for c in gathered if c != card] + [card]
        self._trick = []
        self._record_penalty(line, "fault")
        if self.phase != "over":
            self._next_deal(gathered, passed=False)

    def _score_deal(self) -> None:
        rules = self.rules
        if rules.line_scorer is not None:
            self._score_lines()
            return
        d = self.deal
        contract = d.contract
        resolution = d.resolution
        assert contract is not None
        assert resolution is not None
        raw = self._points
        capot = rules.capot_team(self._tricks_won, raw)
        tricks = d.tricks or []
        played = self._played
        won = self._by_seat
        if played is None or won is None or len(played) != self._players * len(tricks):
            played = [_CODE_INDEX[c] for t in tricks for c in t["cards"]]
            won = [0] * self._players
            for trick in tricks:
                won[self._seats.index(trick["winner"])] += 1
        belote = self._belote_teams(played)
        # the last trick's winner leads next
        last_team = rules.seating.line(self._leader) if tricks else None
        held = self.held
        bonuses: list[int] | None = None
        if rules.trick_bonuses is not None:  # each team's, from its tricks
            bonuses = [0, 0]
            for trick in tricks:
                bonuses[self._line_of[self._seats.index(trick["winner"])]] += int(trick["bonus"])

        def score_deal(exact: bool = False) -> DealScore:
            """The deal's score from the scorer's mappings (its exact count if ``exact``)."""
            extras: dict[str, Any] = {"exact": True} if exact else {}
            extras.update(
                mode=contract.mode,
                belote=belote,
                declarations=resolution.awarded,
                capot=capot,
                carried=held,
                tricks=dict(zip(self._seats, won, strict=True)),
                last_trick=last_team,
            )
            if bonuses is not None:
                extras["trick_bonuses"] = {"NS": bonuses[0], "EW": bonuses[1]}
            return rules.scorer(
                contract.as_dict(self._seats), {"NS": raw[0], "EW": raw[1]}, **extras
            )

        # the built-in scorer's entry for a deal played out reads the same from integers
        score_played = getattr(rules.scorer, "played", None)
        score = (
            score_deal()
            if score_played is None or last_team is None
            else score_played(
                contract,
                raw[0],
                raw[1],
                belote,
                resolution.awarded,
                capot,
                held,
                list(won),
                self._line_of[self._leader],
                **({} if bonuses is None else {"trick_bonuses": bonuses}),
            )
        )
        score, end = rules.settle_scored(
            dict(self.totals), self.target, score, lambda: score_deal(exact=True)
        )
        d.score = score
        d.status = "scored"
        self.held = score.held
        self.sheet.append(score)
        before = dict(self.totals)
        self.totals["NS"] += score.NS
        self.totals["EW"] += score.EW
        end = self._after_deal(before, score, end)
        if end.over:
            self.result = end
            self.phase = "over"
            return
        self._next_deal(played, passed=False)

    def _score_lines(self) -> None:  # each for himself
        """A deal played out on one score line per player (``table.partnership: none``):
        :class:`~belote_spec.engine.scoring.LineScore`, then the end of the game by line."""
        d = self.deal
        contract = d.contract
        resolution = d.resolution
        assert contract is not None
        assert resolution is not None
        rules = self.rules
        scorer = rules.line_scorer
        game_end = rules.line_game_end
        assert scorer is not None
        assert game_end is not None
        seating = rules.seating
        tricks = d.tricks or []
        played = [_CODE_INDEX[c] for t in tricks for c in t["cards"]]
        lines = seating.lines
        score = scorer(
            seating.line(contract.taker),
            dict(zip(lines, self._points, strict=True)),
            tricks=dict(zip(lines, self._tricks_won, strict=True)),
            mode=contract.mode,
            bid=contract.bid,
            belote=self._belote_teams(played),
            declarations=resolution.awarded,
            last_trick=seating.line(self._leader) if tricks else None,
        )
        # each for himself, the deal's line and the sheet hold LineScores (keyed by lines);
        # typed as DealScore for the applications, which read them only at four players
        d.score = score  # type: ignore[assignment]
        d.status = "scored"
        self.sheet.append(score)  # type: ignore[arg-type]
        before = dict(self.totals)
        for name in lines:
            self.totals[name] += score[name]
        end = game_end(before, score, self.target)
        if end.over:
            self.result = end
            self.phase = "over"
            return
        self._next_deal(self._with_out_of_play(played), passed=False)

    # ------------------------------------------------------------------ records

    def to_record(self) -> dict[str, Any]:
        """The game record as plain data (see ``belote_spec/schema/game-record.schema.json``)."""
        variant = self.rules.variant
        return {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "variant": variant_reference(variant),
            "options": list(variant.options),
            "seed": None if self._script is not None else self.seed,
            "first_dealer": self._seats[self.first_dealer],
            "first_dealer_given": self.dealer_given,
            "first_dealer_draw": [
                [self._seats[s], CARDS[c].code] for s, c in self.first_dealer_draw
            ],
            "target": self.target,
            "actions": [[s, a] for s, a in self.actions],
            "deals": [self._deal_record(d) for d in self.deals],
            "totals": dict(self.totals),
            "held": self.held,
            "result": None
            if self.result is None
            else {
                "winner": self.result.winner,
                "reason": self.result.reason,
                "difference": self.result.difference,
                "draw": self.result.draw,
            },
        }

    def _deal_record(self, d: DealState) -> dict[str, Any]:
        def codes(cards: Sequence[int]) -> list[str]:
            return [CARDS[c].code for c in cards]

        rec: dict[str, Any] = {
            "number": d.number,
            "dealer": self._seats[d.dealer],
            "deck": codes(d.deck),
            "cut": d.cut,
            "shuffled": d.shuffled,
            "pattern": d.dealt.pattern,
            "turned": None if d.dealt.turned is None else CARDS[d.dealt.turned].code,
            "bidding": [[self._seats[s], a] for s, a in d.bidding.history],
            "status": d.status,
            "contract": None if d.contract is None else d.contract.as_dict(self._seats),
            "taker_seat": None if d.contract is None else self._seats[d.contract.taker],
        }
        if d.start_hands is not None:
            rec["hands"] = {
                self._seats[i]: [c.code for c in mask_to_cards(h)]
                for i, h in enumerate(d.start_hands)
            }
        if d.resolution is not None:
            rec["annonces"] = {
                "declared": {
                    self._seats[i]: [
                        {
                            "kind": a.kind,
                            "cards": [c.code for c in mask_to_cards(a.cards)],
                            "points": a.points,
                        }
                        for a in d.resolution.by_seat[i]
                    ]
                    for i in range(self._players)
                },
                "awarded": dict(d.resolution.awarded),
                "winner": d.resolution.winner,
                "cancelled": d.resolution.cancelled,
                **({} if d.silent is None else {"silent": [self._seats[i] for i in d.silent]}),
                **(
                    {}
                    if d.waived is None
                    else {"waived": {self._seats[i]: name for i, name in d.waived.items()}}
                ),
            }
        if d.belote_said is not None and self.deals and d.contract is not None:
            rec["capot_announced"] = d.capot_announced
        if d.tricks is not None:
            rec["tricks"] = d.tricks
        if d.fault is not None:
            rec["fault"] = dict(d.fault)
        if d.instant_win is not None:
            rec["instant_win"] = dict(d.instant_win)
        if d.talon is not None:  # three or two players: what no one received
            rec["talon"] = codes(d.talon)
            if d.bergere is not None:
                rec["bergere"] = CARDS[d.bergere].code
            if d.exchange is not None:
                rec["exchange"] = [self._seats[d.exchange[0]], CARDS[d.exchange[1]].code]
        if d.score is not None:
            rec["score"] = d.score.as_dict()
        return rec

    def to_json(self, *, indent: int | None = None) -> str:
        """The game record as JSON text."""
        return json.dumps(self.to_record(), indent=indent, ensure_ascii=False)

    @classmethod
    def from_json(
        cls,
        data: str | bytes | Mapping[str, Any],
        *,
        variant_folders: Sequence[str | os.PathLike[str]] | None = None,
    ) -> Game:
        """Rebuild a game from its record (JSON text, UTF-8 bytes or the data itself),
        replaying and re-checking every action.

        Raises :class:`ReplayError` naming the first action (1-based) that is illegal, the
        first recorded value that the variant does not reproduce, or the place in the record
        of a value of the wrong kind. To read a file, use
        :func:`belote_spec.engine.replay.read_record` (bounded, UTF-8 only).

        A record of a variant played from a file names that file. Given ``variant_folders``
        (for records from elsewhere: a network peer, an upload), it is read only from one of
        them or below, never from anywhere the record says; without it, wherever it is."""
        return replay(data, variant_folders=variant_folders, game_class=cls)
