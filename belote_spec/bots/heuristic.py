"""Bots that play a game from the public observation of their seat, and helpers to pit them
together.

A bot is any object with an ``act(observation) -> action`` method (:class:`Bot`): it gets a
:class:`~belote_spec.engine.observation.Observation` (what one seat may know) and returns one of
``observation.legal``. It never looks into the game itself, so it cannot peek. A ``name`` is
optional: where a bot is shown, a text ``name`` attribute is its name, otherwise its class's
name (:func:`bot_name`). A bot is made from a factory (a class, or any callable) given a seed
when it takes one, and nothing otherwise (:func:`make_bot`).

* :class:`RandomBot` picks uniformly among the legal actions.
* :class:`HeuristicBot` plays the conventions of the source documents, as a
  :class:`~belote_spec.bots.conventions.Profile` lists them (all of them by default; see
  :mod:`belote_spec.bots.conventions`): it bids by counting probable tricks (004, see
  :func:`estimate_tricks`), a trick worth more with a stronger trump; its bids keep the
  parity of 004 (odd with the jack and nine of trump) and the sans-atout ladder (80 two aces,
  90 three, 100 four); it plays the direct call on its first free discard and never discards
  an ace without the ten or a ten that was not alone (000, 004); it says « belote » and
  « rebelote » where the variant wants them said, unless saying one can only cost its team
  (the taker's side whose contract fails even if it takes every point left, where a failed
  taker's belote goes to the defence: Pagat's tactic), and follows the belote call of the
  taker's partner (king before queen with K-Q alone, queen first with more trumps; 000,
  004). It reads the same conventions
  from the other seats (:func:`~belote_spec.bots.conventions.read_conventions`). No search: a
  decision costs well under a millisecond.

``choose(game)``, the former protocol, stays for one minor release as a deprecated wrapper of
``act(game.observation(game.to_move))``.

:func:`play_game` plays one whole game; :func:`match` plays many with the teams changing
seats every game (at three or two players each for himself, bot A alone at each seat in
turn), and returns a :class:`MatchResult`.

At a table without partners (``table.partnership: none``) the bots play every other player as
an opponent: no branch reads a partner (a partner that holds the trick, a partner's call), the
taker is alone against the others, the cards they count are the variant's pack
(``rules.seating.deck_mask``: 24 cards at three) and the turned card left on the table at two
(and the bergère) are out of play.
"""

from __future__ import annotations

import inspect
import math
import random
import warnings
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol

from ..cards import CARDS, SUIT_MASKS, Card, cards_to_mask
from ..engine.game import Game
from ..engine.observation import Observation
from ..engine.rules import Rules
from ..engine.tables import MODE_INDEX, MODES, SA, TA
from ..errors import VariantError
from ..i18n import _
from ..seating import Seating
from .conventions import (
    DOCUMENTS,
    Profile,
    belote_call,
    belote_call_void,
    direct_call,
    discard_misleads,
    min_held,
    parity_allows,
    read_bids,
    read_conventions,
    sans_atout_ladder,
    trick_value,
)

__all__ = [
    "Bot",
    "BotFactory",
    "HeuristicBot",
    "MatchResult",
    "RandomBot",
    "bot_name",
    "estimate_tricks",
    "make_bot",
    "match",
    "play_game",
]

_CODE: Final[Mapping[str, int]] = {c.code: int(c) for c in CARDS}

# Ranks in natural order (see belote_spec.cards).
_SEVEN = 0
_NINE, _TEN, _JACK, _QUEEN, _KING, _ACE = 2, 3, 4, 5, 6, 7


class Bot(Protocol):
    """A player: any object whose ``act`` returns one of ``observation.legal`` for the observed
    seat. Nothing else is required; a bot may have a ``name`` (a text), which is how
    :func:`bot_name` shows it, and otherwise is shown by its class's name."""

    def act(self, observation: Observation) -> str:
        """The action to take for ``observation.seat`` (the seat to move)."""
        ...


BotFactory = Callable[..., Bot]
"""Makes a bot, given a seed when it takes one (see :func:`make_bot`; ``RandomBot`` and
``HeuristicBot`` themselves are factories, and so is a class with no constructor)."""


def bot_name(bot: object) -> str:
    """How a bot, or its factory, is shown: its ``name`` when that is a non-empty text, else
    the name of its class (of the factory itself when it is a class or a function)."""
    name = getattr(bot, "name", None)
    if isinstance(name, str) and name:
        return name
    if isinstance(bot, type) or inspect.isroutine(bot):
        return str(getattr(bot, "__name__", repr(bot)))
    return type(bot).__name__


def make_bot(factory: BotFactory, seed: int | None) -> Bot:
    """A bot from ``factory``, given ``seed`` where it takes one: ``factory(seed=seed)`` when it
    has a ``seed`` parameter (or ``**kwargs``), ``factory(seed)`` when it requires one
    argument under another name, ``factory()`` otherwise (a class with only an ``act`` method;
    its choices are then its own business)."""
    try:
        parameters = list(inspect.signature(factory).parameters.values())
    except (TypeError, ValueError):  # no signature to read (some built-in callables)
        return factory(seed=seed)
    kind = inspect.Parameter
    if any(
        p.kind is kind.VAR_KEYWORD
        or (p.name == "seed" and p.kind in (kind.POSITIONAL_OR_KEYWORD, kind.KEYWORD_ONLY))
        for p in parameters
    ):
        return factory(seed=seed)
    if any(
        p.kind in (kind.POSITIONAL_ONLY, kind.POSITIONAL_OR_KEYWORD) and p.default is p.empty
        for p in parameters
    ):
        return factory(seed)
    return factory()


def _wraps_act(method: Callable[[Any, Game], str]) -> Callable[[Any, Game], str]:
    """Marks a ``choose`` that only wraps ``act``: a table calls ``act`` on such a bot, and
    ``choose`` on a bot whose ``choose`` is its own (a subclass of the former protocol)."""
    setattr(method, "wraps_act", True)  # noqa: B010 - an attribute on a function
    return method


def _deprecated_choose(bot: Bot, game: Game) -> str:
    """The former ``choose(game)``: warns, then acts on the observation of the seat to move."""
    warnings.warn(
        "choose(game) is deprecated; use act(game.observation(game.to_move))",
        DeprecationWarning,
        stacklevel=3,
    )
    seat = game.to_move
    if seat is None:
        raise ValueError(_("no legal action: the game is over"))
    return bot.act(game.observation(seat))


# ----------------------------------------------------------------------------- random


class RandomBot:
    """Uniformly random among the legal actions, from its own seeded generator. A choice that
    costs nothing is not left to chance: it always says « belote » and « rebelote » and shows
    its annonces (``QH+belote`` rather than ``QH``, ``KH+rebelote`` rather than ``KH``, never
    ``+silent`` nor ``+silent:ANNONCE``), as the random policy of ``simulate`` does, unless
    ``random_declarations`` (then every legal action is equally likely, those forms included)."""

    name: str = "random"

    def __init__(self, seed: int | None = None, *, random_declarations: bool = False) -> None:
        self.rng = random.Random(seed)
        self.random_declarations = random_declarations

    def act(self, observation: Observation) -> str:
        """A legal action drawn uniformly."""
        legal = observation.legal
        if not legal:
            raise ValueError(_("no legal action: the game is over"))
        return self.rng.choice(legal if self.random_declarations else _declaring(legal))

    @_wraps_act
    def choose(self, game: Game) -> str:
        """Deprecated: ``act(game.observation(game.to_move))``."""
        return _deprecated_choose(self, game)


def _declaring(legal: Sequence[str]) -> list[str]:
    """The actions of ``legal`` that declare what may be declared: a card that may be played
    ``+belote`` or ``+rebelote`` only so, and no ``+silent`` (each card is still there once)."""
    shown = [a for a in legal if "+silent" not in a]
    said = {a.partition("+")[0] for a in shown if a.endswith(("+belote", "+rebelote"))}
    return [a for a in shown if a not in said]


# ----------------------------------------------------------------------------- evaluation


def _trump_suit_tricks(ranks: int, length_bonus: bool) -> float:
    """004's count for one trump suit (``ranks``: the bitset of ranks held in it)."""
    n = ranks.bit_count()
    jack = ranks >> _JACK & 1
    nine = ranks >> _NINE & 1
    ace = ranks >> _ACE & 1
    if jack and nine:
        tricks = 3.0 if ace else 2.0  # J9 = 2; the ace behind them is master too
    elif jack and ace:
        tricks = 1.5
    elif jack or (nine and ace):
        tricks = 1.0
    elif nine and n >= 2:
        tricks = 0.5  # the 9 "non sec"
    else:
        tricks = 0.0
    if length_bonus and n >= 3:
        tricks += 0.5  # the 3rd trump
        if n >= 4:
            tricks += n - 3  # the 4th trump, and every one after it
    return tricks


def _side_suit_tricks(ranks: int) -> float:
    """004's count for one side suit (or any suit at sans atout)."""
    ace = ranks >> _ACE & 1
    ten = ranks >> _TEN & 1
    king = ranks >> _KING & 1
    if ace and ten:
        return 2.0
    if ace and king:
        return 1.5
    if ace:
        return 1.0
    if ten and king:
        return 1.0
    if ten and ranks.bit_count() >= 2:
        return 0.5  # 10x
    return 0.0


def estimate_tricks(hand: int | str | Iterable[str | Card | int], mode: int | str) -> float:
    """Probable tricks of a hand for a contract mode, by document 004's count.

    ``hand`` is a bitset, a text (``"JH 9H AS"``) or cards (codes, :class:`Card` or indices);
    ``mode`` a mode index (``0..3`` a trump suit, ``4`` sans atout, ``5`` tout atout) or its
    code (``"H"``, ``"SA"``).

    At trump: J9 = 2, JA = 1.5, J (without 9 or A) or 9A = 1, the 9 not alone = 0.5, plus
    0.5 for the 3rd trump and 1 for the 4th. Side suits: A10 = 2, AK = 1.5, 10K = 1,
    10x = 0.5. Where 004 is silent the count is extended: J9A = 3, a lone ace (or an ace with
    small cards) = 1, every trump after the 4th = 1 more; at sans atout every suit is counted
    as a side suit; at tout atout every suit as a trump suit but without the length bonus
    (no suit can cut another).
    """
    if isinstance(hand, Card):
        mask = hand.bit
    elif isinstance(hand, int):
        mask = hand
    elif isinstance(hand, str):
        mask = cards_to_mask(hand)
    else:
        mask = cards_to_mask(list(hand))
    m = mode if isinstance(mode, int) else MODE_INDEX[mode]
    total = 0.0
    for suit in range(4):
        ranks = mask >> (8 * suit) & 0xFF
        if m == TA:
            total += _trump_suit_tricks(ranks, False)
        elif m == suit:
            total += _trump_suit_tricks(ranks, True)
        else:
            total += _side_suit_tricks(ranks)
    return total


def _aces(mask: int) -> int:
    return sum(mask >> (8 * s + _ACE) & 1 for s in range(4))


def _jacks(mask: int) -> int:
    return sum(mask >> (8 * s + _JACK) & 1 for s in range(4))


def _may_name(mask: int, mode: int) -> bool:
    """004: name a trump only with its jack or its 9 not alone; sans atout with two aces;
    tout atout (an extension) with two jacks."""
    if mode < 4:
        ranks = mask >> (8 * mode) & 0xFF
        return bool(ranks >> _JACK & 1) or (bool(ranks >> _NINE & 1) and ranks.bit_count() >= 2)
    if mode == SA:
        return _aces(mask) >= 2
    return _jacks(mask) >= 2


def _belotes(mask: int, mode: int) -> int:
    """King-queen pairs of trump held (every suit at tout atout, none at sans atout)."""
    suits = range(4) if mode == TA else (() if mode == SA else (mode,))
    pair = (1 << _KING) | (1 << _QUEEN)
    return sum(1 for s in suits if (mask >> (8 * s)) & pair == pair)


# ----------------------------------------------------------------------------- heuristic


#: The standing bid of an auction of modes alone (``bidding.auction.levels: none``): a mode
#: with no points, the taker's side bound to make more than half of them.
MODE_BID: Final = "mode"


@dataclass(frozen=True)
class _Auction:
    """The auction as the bidding so far shows it: the standing bid, its bidder and mode,
    and what each seat has bid."""

    bid: int | str | None
    bidder: int
    mode: int
    history: tuple[tuple[int, str], ...]

    @classmethod
    def of(cls, bidding: Sequence[tuple[str, str]], seating: Seating) -> _Auction:
        index = seating.index
        bid: int | str | None = None
        bidder, mode = -1, 0
        for seat, action in bidding:
            if action.startswith("bid:"):
                _b, amount, code = action.split(":")
                bid = int(amount) if amount.isdigit() else amount
                bidder, mode = index[seat], MODE_INDEX[code]
            elif action.startswith("take:"):  # an auction of modes alone (levels: none)
                bid, bidder, mode = MODE_BID, index[seat], MODE_INDEX[action[5:]]
        return cls(bid, bidder, mode, tuple((index[s], a) for s, a in bidding))


class HeuristicBot:
    """A rule-of-thumb player following the documents' conventions (see the module docstring
    and :mod:`belote_spec.bots.conventions`), from the public observation of its seat.

    ``profile`` says which conventions it plays and expects the others to play (default:
    :data:`~belote_spec.bots.conventions.DOCUMENTS`, all of them). The thresholds are class
    attributes so that a subclass can tune them: ``PRISE_THRESHOLD`` (probable tricks, by
    mode index, counted on the first five cards and the turned card), ``TRICK_POINTS`` (points
    a probable trick is worth at the auction when the profile does not value it by the trump,
    and at sans atout and tout atout), ``PARTNER_POINTS`` (points expected from the partner),
    ``CAPOT_TRICKS`` (probable tricks needed to bid or announce a capot),
    ``ALONE_AGAINST_TWO`` (probable tricks added to the prise threshold where the taker plays
    alone against two opponents, three players each for himself: a duplicate match of 150
    boards at three found +1 the better, +8 points a deal against the plain threshold; at two
    players the plain threshold did as well). ``seed`` only breaks ties between equal
    choices.
    """

    name: str = "heuristic"
    PRISE_THRESHOLD: tuple[float, ...] = (2.5, 2.5, 2.5, 2.5, 3.0, 3.0)
    TRICK_POINTS: int = 20
    PARTNER_POINTS: int = 10
    CAPOT_TRICKS: float = 7.5
    CONTRE_MARGIN: int = 30
    ALONE_AGAINST_TWO: float = 1.0

    def __init__(self, seed: int | None = None, profile: Profile = DOCUMENTS) -> None:
        self.rng = random.Random(seed)
        self.profile = profile
        self._rules: Rules | None = None
        self._rules_of = ""

    @_wraps_act
    def choose(self, game: Game) -> str:
        """Deprecated: ``act(game.observation(game.to_move))``."""
        return _deprecated_choose(self, game)

    def rules(self, observation: Observation) -> Rules:
        """The compiled rules of the observation's variant (kept between calls)."""
        if observation.rules is not None:
            return observation.rules
        if self._rules is None or self._rules_of != observation.variant:
            self._rules = observation.compiled()
            self._rules_of = observation.variant
        return self._rules

    def act(self, observation: Observation) -> str:
        """The action for the observed seat (bidding, capot announcement or card)."""
        legal = list(observation.legal)
        if not legal:
            raise ValueError(_("no legal action: the game is over"))
        if len(legal) == 1:
            return legal[0]
        phase = observation.phase
        if phase == "play":
            return self._play(observation, legal)
        if phase == "capot":
            return self._capot(observation, legal)
        if phase == "shuffle":
            return "gather"  # the order of the last deal's tricks is information; keep it
        if "play-on" in legal:
            return "play-on"  # a contre out of turn: the bidding team takes it as it stands
        if any(a.startswith("take:") for a in legal):
            if "contre" in legal:  # an auction of modes alone: its bids read « take:MODE »
                seating = self.rules(observation).seating
                state = _Auction.of(observation.bidding, seating)
                line_of = seating.line_of
                seat = seating.index[observation.seat]
                theirs = state.bid is not None and line_of[state.bidder] != line_of[seat]
                if theirs and self._contre(observation.hand_mask, state):
                    return "contre"
            return self._prise(observation, legal)
        if any(a.startswith("bid:") or a in ("contre", "surcontre") for a in legal):
            return self._auction(observation, legal)
        return "pass" if "pass" in legal else legal[0]

    # ------------------------------------------------------------------ bidding

    def _prise(self, obs: Observation, legal: list[str]) -> str:
        rules = self.rules(obs)
        seating = rules.seating
        alone = seating.partnership == "none" and seating.players > 2
        extra = self.ALONE_AGAINST_TWO if alone else 0.0
        best, best_margin = "", -math.inf
        for action in legal:
            if not action.startswith("take:"):
                continue
            mode = MODE_INDEX[action[5:]]
            hand = taker_hand(obs, rules, mode)
            est = estimate_tricks(hand, mode) + 0.5 * _belotes(hand, mode)
            margin = est - self.PRISE_THRESHOLD[mode] - extra
            if self.profile.trump_honour and not _may_name(hand, mode):
                margin -= 10.0  # only when forced (la vache)
            if margin > best_margin:
                best, best_margin = action, margin
        if best and (best_margin >= 0 or "pass" not in legal):
            return best
        return "pass"

    def _trick_points(self, hand: int, mode: int, rules: Rules) -> float:
        """A probable trick's value: by the trump held (004) when the profile says so."""
        if self.profile.trick_value_by_trump and mode < SA:
            return trick_value(hand, mode, rules)
        return float(self.TRICK_POINTS)

    def _justified(self, hand: int, mode: int, rules: Rules) -> tuple[int, float]:
        """(points the hand justifies bidding in ``mode`` (0: none), its probable tricks)."""
        est = estimate_tricks(hand, mode)
        if (mode >= SA or self.profile.trump_honour) and not _may_name(hand, mode):
            return 0, est  # 004: a trump named with its jack, or its nine not alone
        value = self._trick_points(hand, mode, rules) * est + self.PARTNER_POINTS
        if mode == SA:
            if self.profile.sans_atout_ladder:
                ladder = sans_atout_ladder(hand)  # 004: 80 two aces, 90 three, 100 four
                return (0 if ladder is None or ladder > value else ladder), est
            return int(value) // 10 * 10, est
        return int(value + 20 * _belotes(hand, mode)) // 10 * 10, est

    def _auction(self, obs: Observation, legal: list[str]) -> str:
        rules = self.rules(obs)
        seating = rules.seating
        seat = seating.index[obs.seat]
        hand = obs.hand_mask
        state = _Auction.of(obs.bidding, seating)
        bids: dict[str, list[int]] = {}
        capot_modes: set[str] = set()
        for action in legal:
            if action.startswith("bid:"):
                _bid, amount, mode_code = action.split(":")
                if amount == "capot":
                    capot_modes.add(mode_code)
                elif amount == "generale":
                    continue  # never bid alone for every trick
                else:
                    bids.setdefault(mode_code, []).append(int(amount))
        current = state.bid
        ours = current is not None and seating.line_of[state.bidder] == seating.line_of[seat]
        # Capot only with an overwhelming hand.
        for mode_code in sorted(capot_modes):
            mode = MODE_INDEX[mode_code]
            if (
                _may_name(hand, mode)
                and estimate_tricks(hand, mode) >= self.CAPOT_TRICKS
                and not (ours and current == "capot")
            ):
                return f"bid:capot:{mode_code}"
        # Contre when their bid looks too high for our defence.
        if current is not None and not ours and "contre" in legal and self._contre(hand, state):
            return "contre"
        if "surcontre" in legal and current is not None and current not in ("capot", "generale"):
            value, _strength = self._justified(hand, state.mode, rules)
            level = 81 if current == MODE_BID else int(current)
            if state.bidder == seat and value >= level + 30:
                return "surcontre"
        if ours:
            return self._support(obs, hand, state, seat, legal)
        choice: tuple[int, int, str] | None = None  # (value, -mode, action)
        opening = current is None
        parity = self.profile.bid_parity
        for mode_code, values in bids.items():
            mode = MODE_INDEX[mode_code]
            value, _strength = self._justified(hand, mode, rules)
            allowed = [v for v in values if v <= value]
            if mode == SA and self.profile.sans_atout_ladder:
                allowed = [v for v in allowed if v == value]  # exactly the ladder's bid
            if parity and mode < SA:
                allowed = [v for v in allowed if parity_allows(v, hand, mode)]  # 004
            if not allowed:
                continue
            bid = max(allowed) if opening else min(allowed)  # overcall just above
            key = (value, -mode, f"bid:{bid}:{mode_code}")
            if choice is None or key > choice:
                choice = key
        return choice[2] if choice is not None else "pass"

    def _contre(self, hand: int, state: _Auction) -> bool:
        mode = state.mode
        defence = estimate_tricks(hand, mode)
        if state.bid in ("capot", "generale"):
            return defence >= 1.0
        assert state.bid is not None
        expected = self.TRICK_POINTS * defence + self.PARTNER_POINTS
        # a mode alone: the takers must make more than half, 81 points of 162
        level = 81 if state.bid == MODE_BID else int(state.bid)
        return expected > 162 - level + self.CONTRE_MARGIN

    def _support(
        self, obs: Observation, hand: int, state: _Auction, seat: int, legal: list[str]
    ) -> str:
        """Raise the partner's suit bid by 10 per probable trick beyond the first, once; the
        raise keeps the bidding parity (004) and, when the partner's bid showed the jack and
        nine of trump, counts our ace and ten of trump as tricks behind them."""
        if state.bidder == seat or state.bid in ("capot", "generale", MODE_BID, None):
            return "pass"
        if any(s == seat and a.startswith("bid:") for s, a in state.history):
            return "pass"
        mode = state.mode
        support = estimate_tricks(hand, mode) - 1.0
        seating = self.rules(obs).seating
        partner = seating.seats[seating.partner[seat]]
        if mode < SA and self.profile.bid_parity:
            pair = (1 << (8 * mode + _JACK)) | (1 << (8 * mode + _NINE))
            shown = any(
                f.seat == partner and f.mask == pair and f.low == 2
                for f in read_bids(obs.bidding, self.profile, seating=seating)
            )
            if shown and not hand & pair:
                support += (hand >> (8 * mode + _ACE) & 1) + 0.5 * (hand >> (8 * mode + _TEN) & 1)
        if support < 1.0:
            return "pass"
        target = min(int(state.bid) + 10 * int(support), 160)
        if mode < SA and self.profile.bid_parity and not parity_allows(target, hand, mode):
            target -= 10
        if target <= int(state.bid):
            return "pass"
        action = f"bid:{target}:{MODES[mode]}"
        if action in legal:
            return action
        return "pass"

    def _capot(self, obs: Observation, legal: list[str]) -> str:
        assert obs.contract is not None
        if estimate_tricks(obs.hand_mask, obs.contract.mode_index) >= self.CAPOT_TRICKS and (
            "capot" in legal
        ):
            return "capot"
        return "pass"

    # ------------------------------------------------------------------ play

    def _play(self, obs: Observation, legal_actions: list[str]) -> str:
        rules = self.rules(obs)
        view = _View(obs, legal_actions, rules, self.profile)
        card = self._card(view)
        card = self._belote_call(view, obs, card)
        code = CARDS[card].code
        action = code
        for call in (code + "+belote", code + "+rebelote"):
            if call in view.belote_ok and not _call_costs(obs, rules):
                action = call
        if action + "+silent" in view.belote_ok:
            action += self._declaring(view, rules)
        return action

    def _declaring(self, view: _View, rules: Rules) -> str:
        """Where a player may keep annonces to himself (003), what his first card adds: ``""``
        (he declares all), ``"+silent"`` or ``"+silent:NAME"`` (he keeps that one).

        A carré that cancels every annonce (003's carré de sept, « pas une obligation »): a
        defender declares it, cancelling the annonces that would help the taker's side; on
        the taker's side, a player keeps it to himself and declares his other annonces (it
        would cancel his partner's and his own too). Otherwise a defender keeps a lone small
        sequence silent, since showing it tells the taker where his cards are for 20 points
        the taker's side often beats; the taker's side always declares (the annonces help
        make the contract), and so does anyone holding 50 or more."""
        annonces = rules.annonces
        mine = annonces.find(view.hand, view.mode)
        scoring = {annonces.name(a) for a in mine}
        cancelling = [n for n in annonces.declarable(view.hand, view.mode) if n not in scoring]
        defending = view.line_of[view.seat] != view.line_of[view.taker]
        if cancelling:
            if defending:
                return ""
            return f"+silent:{cancelling[0]}" if mine else "+silent"
        if defending and sum(a.points for a in mine) < 50:
            return "+silent"
        return ""

    def _pick(self, cards: list[int], key: Callable[[int], Any]) -> int:
        best = min(key(c) for c in cards)
        tied = [c for c in cards if key(c) == best]
        return tied[0] if len(tied) == 1 else self.rng.choice(tied)

    def _misleads(self, v: _View, card: int) -> bool:
        """A discard the partner would read wrongly (004, « Défausse »), when the profile
        plays that convention."""
        return self.profile.discard_reading and discard_misleads(card, v.hand, v.unseen, v.above)

    def _card(self, v: _View) -> int:
        legal = v.legal_cards
        if len(legal) == 1:
            return legal[0]
        if not v.trick:
            return self._lead(v)
        pw, pts, tm = v.power, v.points, v.trump_mask
        best = v.trick[v.best_pos]
        following = bool(v.hand & SUIT_MASKS[v.trick[0] >> 3])
        non_trump = [c for c in legal if not tm >> c & 1]
        # A free discard: the partner holds the trick and we cannot follow (000, 004).
        free = v.partner_winning and not following and bool(non_trump)
        call_now = free and self.profile.direct_call and not v.free_discarded
        if v.partner_winning and v.safe(best):
            # The partner holds the trick: direct call on the first free discard, else give
            # points without a misleading ace or ten.
            if call_now:
                call = direct_call(v.hand, _mask_of(non_trump), v.unseen, v.above, pw)
                if call is not None:
                    return call
            if non_trump:
                if following:
                    return self._pick(non_trump, lambda c: (-pts[c], pw[c]))
                return self._pick(
                    non_trump, lambda c: (self._misleads(v, c), v.master(c), -pts[c], pw[c])
                )
            return self._pick(legal, lambda c: (pw[c], pts[c]))
        winners = [c for c in legal if v.beats(c, best)]
        if winners:
            sure = [c for c in winners if v.safe(c)]
            if sure:
                return self._pick(sure, lambda c: (tm >> c & 1, pw[c]))
            if not v.partner_winning:
                cuts = [c for c in winners if tm >> c & 1 and not tm >> best & 1]
                if cuts:
                    return self._pick(cuts, lambda c: pw[c])
                if len(v.trick) == 2:
                    return self._pick(winners, lambda c: (pw[c], pts[c]))
        if call_now:
            # The partner holds the trick for now: a call with a small card still tells.
            call = direct_call(v.hand, _mask_of(non_trump), v.unseen, v.above, pw)
            if call is not None and call & 7 != _ACE:
                return call
        # Cannot (or should not) win: play low, keeping masters and trumps.
        return self._pick(
            legal,
            lambda c: (tm >> c & 1, self._misleads(v, c), pts[c], v.master(c), pw[c]),
        )

    def _lead(self, v: _View) -> int:
        legal, pw, pts, tm = v.legal_cards, v.power, v.points, v.trump_mask
        hand = v.hand
        our_contract = v.line_of[v.taker] == v.line_of[v.seat]
        trumps = [c for c in legal if tm >> c & 1]
        if tm and trumps and v.opponents_may_trump() and our_contract:
            top = max(trumps, key=lambda c: pw[c])
            if v.master(top) and (v.seat == v.taker or len(trumps) >= 2):
                return top  # draw trumps with the master
            if v.seat == v.taker and len(trumps) >= 3:
                return min(trumps, key=lambda c: pw[c])
        side = [c for c in legal if not tm >> c & 1]
        # Masters that the opponents are not known to cut.
        masters = [c for c in side if v.master(c) and not v.cut_risk(c >> 3)]
        if masters:
            return self._pick(masters, lambda c: (-pts[c], pw[c]))
        # The partner's direct call.
        if v.called is not None:
            called = [c for c in side if c >> 3 == v.called]
            if called:
                return self._pick(called, lambda c: pw[c])
        if side:

            def key(c: int) -> tuple[int, int, int, int]:
                suit_cards = hand & SUIT_MASKS[c >> 3]
                # Keep a ten (or any card) guarded by a lower one: lead from other suits.
                guarded = int(any(pts[o] >= 10 and not v.master(o) for o in v.cards_in(suit_cards)))
                return (v.cut_risk(c >> 3), guarded, pts[c], pw[c])

            return self._pick(side, key)
        return self._pick(legal, lambda c: (pts[c], pw[c]))

    def _belote_call(self, v: _View, obs: Observation, card: int) -> int:
        """The belote call (000, 004; :func:`~belote_spec.bots.conventions.belote_call`) played by
        the taker's partner, unless it has shown an annonce in trump (000). The swap between
        king and queen is made only when it does not change who holds the trick."""
        mode = v.mode
        if not self.profile.belote_call or mode >= SA:
            return card
        if v.seat == v.taker or v.line_of[v.seat] != v.line_of[v.taker]:
            return card
        if card >> 3 != mode or card & 7 not in (_KING, _QUEEN):
            return card
        if self.profile.belote_call_void_after_annonce and belote_call_void(
            obs.seat, mode, [(a.seat, a.cards) for a in obs.annonces if a.kind != "belote"]
        ):
            return card
        want = belote_call(v.hand, mode, v.legal)
        if want is None or want == card:
            return card
        if v.trick:
            best = v.trick[v.best_pos]
            if v.beats(card, best) != v.beats(want, best):
                return card
        return want


def deal_rule(rules: Rules, name: str, default: Any) -> Any:
    """The ``deal.NAME`` rule of ``rules`` (``default`` where the variant has no such rule)."""
    deal = rules.variant.rules.get("deal")
    return deal.get(name, default) if isinstance(deal, Mapping) else default


def taker_hand(obs: Observation, rules: Rules, mode: int) -> int:
    """The observed seat's cards (a bitset) if it takes in ``mode`` now: its hand, with the
    turned card when the taker gets it (``deal.turned_card_to: taker``, whatever the mode);
    where it stays on the table (``nobody``, the belote à deux), with it only when the seat
    would exchange the seven of trump for it (``deal.seven_exchange: automatic``, trump the
    turned card's suit), the seven given up."""
    hand = obs.hand_mask
    if obs.turned is None:
        return hand
    turned = _CODE[obs.turned]
    if deal_rule(rules, "turned_card_to", "taker") == "taker":
        return hand | 1 << turned
    seven = (turned & ~7) | _SEVEN
    if (
        deal_rule(rules, "seven_exchange", "none") != "none"
        and turned >> 3 == mode
        and hand >> seven & 1
        and seven != turned
    ):
        return (hand & ~(1 << seven)) | 1 << turned
    return hand


def out_of_play(obs: Observation, rules: Rules) -> int:
    """The cards of the pack that no player holds and that everyone sees, as a bitset: the
    turned card left face up on the table (``deal.turned_card_to: nobody``) and the bergère.
    Where the holder of the seven of trump exchanges it for the turned card
    (``deal.seven_exchange``, trump the turned card's suit), the seven is out of play when the
    observer took the turned card, and otherwise neither is counted out (the other player
    may hold the turned card)."""
    out = 0
    if obs.turned is not None and deal_rule(rules, "turned_card_to", "taker") == "nobody":
        turned = _CODE[obs.turned]
        seven = 1 << ((turned & ~7) | _SEVEN)
        contract = obs.contract
        exchange = (
            deal_rule(rules, "seven_exchange", "none") != "none"
            and contract is not None
            and contract.mode_index == turned >> 3
        )
        if not exchange:
            out |= 1 << turned
        elif obs.hand_mask >> turned & 1 or obs.played_mask >> turned & 1:
            out |= seven  # the turned card was taken for the seven, now on the table
    bergere = getattr(obs, "bergere", None)
    if isinstance(bergere, str) and bergere in _CODE:
        out |= 1 << _CODE[bergere]
    return out


def _call_costs(obs: Observation, rules: Rules) -> bool:
    """Whether saying « belote » or « rebelote » now can only cost the observed seat's team
    (Pagat's tactic): the deal's score, with the team taking every card point still to play,
    is worse for it with its belote counted than without. That happens to a taker's side whose
    contract fails whatever it does, where a failed taker's belote goes to the defence; when
    the team's belote can still count for it, saying it costs nothing."""
    deal = DealSoFar.of(obs, rules)
    if deal is None:
        return False
    me = deal.team
    points = list(deal.points)
    points[me] += deal.left  # the observer's line takes every card point still to play
    lines = rules.seating.lines
    mine = lines[me]
    others = [line for i, line in enumerate(lines) if i != me]
    capot = None if any(t for i, t in enumerate(deal.tricks) if i != me) else mine

    def margin(belote: list[str] | None) -> int:
        score = rules.score_deal(
            deal.contract,
            dict(zip(lines, points, strict=True)),
            belote=belote,
            declarations=deal.declarations,
            capot=capot,
            last_trick=mine,
        )
        # against the best of the other lines (the other team at four)
        return int(score[mine] - max(score[line] for line in others))

    try:
        return margin([mine]) < margin(None)
    except VariantError:  # a deal the scorer will not take: say it
        return False


@dataclass(frozen=True, slots=True)
class DealSoFar:
    """What the card play of the deal has given so far, for the variant's scorer: the card
    points and tricks of each score line, the cards each seat has played, the annonces shown.

    Lines are the score lines of the variant's seating (``rules.seating.lines``: the two
    teams at four, one line a player each for himself): the observer's is ``team``; with two
    lines, the other is ``team ^ 1``."""

    contract: dict[str, object]
    mode: int
    team: int  # the observer's line
    points: tuple[int, ...]
    tricks: tuple[int, ...]
    left: int  # the card points still to take, dix de der included
    played_by: tuple[int, ...]
    declarations: dict[str, int]

    @classmethod
    def of(cls, obs: Observation, rules: Rules) -> DealSoFar | None:
        c = obs.contract
        if c is None or c.bid == "generale":  # a générale is scored by the tricks of a seat
            return None
        mode = c.mode_index
        value = rules.tables.points[mode]
        seating = rules.seating
        index, line_of, lines = seating.index, seating.line_of, seating.lines
        points = [0] * len(lines)
        tricks = [0] * len(lines)
        for t in obs.tricks:
            if t.winner is not None:
                won = line_of[index[t.winner]]
                points[won] += sum(value[_CODE[code]] for code in t.cards)
                tricks[won] += 1
        declarations = dict.fromkeys(lines, 0)
        for a in obs.annonces:
            declarations[seating.line(index[a.seat])] += a.points
        contract: dict[str, object] = {
            "taker": seating.line(index[c.taker]),
            "trump": c.mode,
            "bid": c.bid,
            "contre": c.contre,
            "seat": c.taker,
        }
        total = rules.tables.deck_points[mode] + rules.tables.dix_de_der
        if seating.deck_mask.bit_count() > seating.players * seating.hand_size:
            # cards left out of the play (the talon at two): at most the cards not yet
            # played that are in no known place, the observer's hand and the unseen ones (an
            # upper bound: the hidden talon's are among them)
            played = obs.played_mask
            live = seating.deck_mask & ~played & ~out_of_play(obs, rules)
            total = sum(points) + sum(value[x] for x in range(32) if live >> x & 1)
            total += rules.tables.dix_de_der
        return cls(
            contract,
            mode,
            line_of[index[obs.seat]],
            tuple(points),
            tuple(tricks),
            total - sum(points),
            tuple(played_by_seat(obs, seating)),
            declarations,
        )

    def score(self, rules: Rules, hands: Sequence[int], value: int) -> float:
        """The observer's team's score minus the other's when it takes ``value`` of the card
        points left (the belote to the team that held king and queen of trump at the start of
        the play in this world; a capot when a team took every trick so far and every point
        left). For two score lines (the table of the search bot, which plays four seats in
        two teams)."""
        me, them = self.team, self.team ^ 1
        seating = rules.seating
        lines = seating.lines
        got = [0, 0]
        got[me] = self.points[me] + value
        got[them] = self.points[them] + self.left - value
        belote = [
            seating.line(s)
            for _suit, pair, _said in rules.belote_pairs[self.mode]
            for s in range(seating.players)
            if (hands[s] | self.played_by[s]) & pair == pair
        ]
        capot = None
        if value >= self.left and not self.tricks[them]:
            capot = lines[me]
        elif value <= 0 and not self.tricks[me]:
            capot = lines[them]
        last = lines[me] if 2 * value >= self.left else lines[them]
        score = rules.score_deal(
            self.contract,
            dict(zip(lines, got, strict=True)),
            belote=belote or None,
            declarations=self.declarations,
            capot=capot,
            last_trick=last,
        )
        return float(score[lines[me]] - score[lines[them]])


def played_by_seat(obs: Observation, seating: Seating) -> list[int]:
    """The cards each seat has played in the deal so far (finished tricks and the table),
    one bitset per seat in playing order, at a table of any size."""
    index, n = seating.index, seating.players
    played = [0] * n
    for t in (*obs.tricks, *(() if obs.trick is None else (obs.trick,))):
        start = index[t.leader]
        for i, code in enumerate(t.cards):
            played[(start + i) % n] |= 1 << _CODE[code]
    return played


def _mask_of(cards: Iterable[int]) -> int:
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


class _View:
    """What the observed seat sees, as bitsets: its hand, the cards played, the voids shown
    and the facts its profile's conventions read
    (:func:`~belote_spec.bots.conventions.read_conventions`)."""

    __slots__ = (
        "above",
        "belote_ok",
        "best_pos",
        "called",
        "facts",
        "free_discarded",
        "hand",
        "hand_cards",
        "legal",
        "legal_cards",
        "line_of",
        "mode",
        "opponents",
        "partner",
        "partner_winning",
        "players",
        "points",
        "power",
        "seat",
        "seats",
        "taker",
        "trick",
        "trick_leader",
        "trump_mask",
        "unseen",
        "voids",
    )

    def __init__(
        self, obs: Observation, legal_actions: list[str], rules: Rules, profile: Profile
    ) -> None:
        contract = obs.contract
        assert contract is not None
        mode = contract.mode_index
        tables = rules.tables
        self.mode = mode
        self.power = tables.power[mode]
        self.points = tables.points[mode]
        self.above = tables.above[mode]
        tm = self.trump_mask = tables.trump_mask[mode]
        seating = rules.seating
        index = seating.index
        n = self.players = seating.players
        self.seats = seating.seats
        self.line_of = seating.line_of
        seat = self.seat = index[obs.seat]
        partner = self.partner = seating.partner[seat]
        self.opponents = seating.opponents(seat)
        self.taker = index[contract.taker]
        played = 0
        voids = [0] * n
        free_discarded = False
        for t in obs.tricks:
            leader = index[t.leader]
            cards = [_CODE[code] for code in t.cards]
            led = cards[0] >> 3
            for i, c in enumerate(cards):
                played |= 1 << c
                if i and c >> 3 != led:
                    who = (leader + i) % n
                    voids[who] |= 1 << led
                    if who == seat and not tm >> c & 1 and c & 7 != _TEN:
                        holder = (leader + rules.play.winner(cards[:i], mode)) % n
                        if holder == partner:
                            free_discarded = True
        trick = [_CODE[code] for code in obs.trick.cards] if obs.trick is not None else []
        self.trick = trick
        if trick:
            assert obs.trick is not None
            leader = index[obs.trick.leader]
            led = trick[0] >> 3
            for i, c in enumerate(trick):
                played |= 1 << c
                if i and c >> 3 != led:
                    voids[(leader + i) % n] |= 1 << led
            self.trick_leader = leader
            self.best_pos = rules.play.winner(trick, mode)
            self.partner_winning = (leader + self.best_pos) % n == partner
        else:
            self.trick_leader = seat
            self.best_pos = 0
            self.partner_winning = False
        hand = self.hand = obs.hand_mask
        self.hand_cards = [c for c in range(32) if hand >> c & 1]
        # the cards of the pack still out and hidden (a card left in the talon at two is
        # counted among them: it could be in the opponent's hand, as far as this seat knows)
        self.unseen = seating.deck_mask & ~played & ~hand & ~out_of_play(obs, rules)
        self.free_discarded = free_discarded
        facts = read_conventions(obs, profile, rules)
        self.facts = facts
        called: int | None = None
        for f in facts:
            who = index[f.seat]
            if f.rule == "direct-call" and who == partner and f.kind == "holds":
                called = (f.mask & -f.mask).bit_length() - 1 >> 3
            if f.kind == "lacks":
                for suit in range(4):
                    if self.unseen & SUIT_MASKS[suit] & ~f.mask == 0 and f.mask & SUIT_MASKS[suit]:
                        voids[who] |= 1 << suit  # a void read from a ten discarded (004)
        self.voids = voids
        self.called = called
        legal = 0
        ok: set[str] = set()
        for action in legal_actions:
            code, _plus, extra = action.partition("+")
            legal |= 1 << _CODE[code]
            if extra:
                ok.add(action)
        self.legal = legal
        self.legal_cards = [c for c in range(32) if legal >> c & 1]
        self.belote_ok = ok

    @staticmethod
    def cards_in(mask: int) -> list[int]:
        """The card indices of a bitset."""
        return [c for c in range(32) if mask >> c & 1]

    def master(self, card: int) -> bool:
        """No card outside our hand still out can beat ``card`` in its suit."""
        return not self.above[card] & self.unseen

    def beats(self, card: int, best: int) -> bool:
        """Whether ``card`` would take the trick from ``best``."""
        if card >> 3 == best >> 3:
            return self.power[card] > self.power[best]
        return bool(self.trump_mask >> card & 1) and not self.trump_mask >> best & 1

    def opponents_may_trump(self) -> bool:
        """Whether an opponent may still hold a trump: trumps still out beyond those the
        partner is read to hold (the belote call, 000, 004), and not both opponents void."""
        tm = self.trump_mask
        out = self.unseen & tm
        if not out:
            return False
        if self.mode < 4 and all(self.voids[o] >> self.mode & 1 for o in self.opponents):
            return False
        if self.partner < 0:
            return True
        return out.bit_count() > min_held(self.facts, self.seats[self.partner], out)

    def cut_risk(self, suit: int) -> bool:
        """An opponent is known to be void in ``suit`` and may still hold trumps."""
        tm = self.trump_mask
        if not tm or not self.unseen & tm or tm & SUIT_MASKS[suit]:
            return False
        trump_suit = (tm & -tm).bit_length() - 1 >> 3
        for opp in self.opponents:
            if self.voids[opp] >> suit & 1 and not self.voids[opp] >> trump_suit & 1:
                return True
        return False

    def safe(self, card: int) -> bool:
        """Whether ``card``, holding the trick now, keeps it against the opponents still to
        play (judged from the cards out and the voids shown)."""
        n = len(self.trick)
        tm = self.trump_mask
        higher = self.above[card] & self.unseen
        led = self.trick[0] >> 3 if self.trick else card >> 3
        trumps_out = self.unseen & tm
        trump_suit = (tm & -tm).bit_length() - 1 >> 3 if tm else 0
        players, line_of = self.players, self.line_of
        for k in range(n + 1, players):
            who = (self.trick_leader + k) % players
            if line_of[who] == line_of[self.seat]:
                continue
            v = self.voids[who]
            if higher and not v >> (card >> 3) & 1:
                return False
            if trumps_out and not tm >> card & 1 and v >> led & 1 and not v >> trump_suit & 1:
                return False
        return True


# ----------------------------------------------------------------------------- games


def play_game(rules: Rules, bots: Mapping[str, Bot] | Sequence[Bot], seed: int) -> Game:
    """Play a whole game of ``rules`` with seeded shuffles and return it (``game.result``).

    ``bots`` is ``{"N": bot, "W": bot, "S": bot, "E": bot}`` or one bot per seat in playing
    order (``rules.seating.seats``: N, W, S, E at the classic table, partners N–S and E–W).
    The same bot object may sit at several seats."""
    seating = rules.seating
    seated = [bots[s] for s in seating.seats] if isinstance(bots, Mapping) else list(bots)
    if len(seated) != seating.players:
        raise ValueError(
            _("a game needs {players} bots, got {n}", players=seating.players, n=len(seated))
        )
    index = seating.index
    game = rules.new_game(seed=seed)
    while not game.over:
        seat = game.to_move
        assert seat is not None
        game.apply(seated[index[seat]].act(game.observation(seat)))
    return game


@dataclass(frozen=True)
class MatchResult:
    """Games won and lost by team A, and games abandoned (no winner after the engine's
    maximum number of deals)."""

    wins: int
    losses: int
    abandoned: int = 0

    @property
    def games(self) -> int:
        """All the games played."""
        return self.wins + self.losses + self.abandoned

    @property
    def win_rate(self) -> float:
        """Wins over the games that had a winner (0.0 when none had)."""
        decided = self.wins + self.losses
        return self.wins / decided if decided else 0.0

    def confidence_interval(self, z: float | None = None) -> tuple[float, float]:
        """Wilson score interval of the win rate over the games that had a winner (95% when
        ``z`` is not given; :func:`belote_spec.simulation.stats.wilson_interval`); (0, 1)
        when none had."""
        from ..simulation.stats import Z95, wilson_interval

        n = self.wins + self.losses
        if not n:
            return 0.0, 1.0
        return wilson_interval(self.wins, n, Z95 if z is None else z)


def match(
    rules: Rules,
    team_a_bot_factory: BotFactory,
    team_b_bot_factory: BotFactory,
    games: int,
    seed: int,
) -> MatchResult:
    """Play ``games`` games between two teams of bots and count team A's results.

    Each factory makes a bot (:func:`make_bot`: with a seed when it takes one) once per seat
    and game. Team A sits N–S in even games and E–W in odd games; games ``2k`` and ``2k + 1``
    use the same game seed, so team A and team B receive each other's cards in the first deal
    (as in duplicate play). The whole match is determined by ``seed``.

    At a table of players each for himself (``table.partnership: none``, three or two
    players), bot A plays alone against bot B at every other seat: in game ``i`` it sits at
    seat ``i mod n`` in playing order (``n`` players, ``rules.seating.seats``) and the ``n``
    games ``nk`` to ``nk + n - 1`` use the same game seed, so A plays each seat's cards of
    the first deal once. A game counts as a win when A's line (its seat) wins it, a loss when
    another player's does; with ``n`` players, an even match wins one game in ``n``."""
    seating = rules.seating
    cycle = len(seating.lines)  # 2 at four (the two teams), n each for himself
    rng = random.Random(seed)
    wins = losses = abandoned = 0
    game_seed = 0
    for i in range(games):
        if i % cycle == 0:
            game_seed = rng.randrange(2**32)
        a_line = i % cycle
        a_team = seating.lines[a_line]
        bots: list[Bot] = []
        for s in range(seating.players):
            on_a = seating.line_of[s] == a_line
            factory = team_a_bot_factory if on_a else team_b_bot_factory
            bots.append(make_bot(factory, rng.randrange(2**32)))
        game = play_game(rules, bots, game_seed)
        winner = game.result.winner if game.result is not None else None
        if winner is None:
            abandoned += 1
        elif winner == a_team:
            wins += 1
        else:
            losses += 1
    return MatchResult(wins, losses, abandoned)
