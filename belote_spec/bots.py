"""Bots that play a :class:`~belote_spec.engine.game.Game`, and helpers to pit them together.

A bot is any object with a ``name`` and a ``choose(game) -> action`` method (:class:`Bot`); it
returns one of ``game.legal_actions()`` for the player to move.

* :class:`RandomBot` picks uniformly among the legal actions.
* :class:`HeuristicBot` follows the conventions of the source documents where they give
  them: it bids by counting probable tricks (document 004, see :func:`estimate_tricks`), plays
  the direct call on its first discard (000, 004), says « belote » where the variant wants it
  said and follows the belote call of the taker's partner (king before queen with K-Q alone,
  queen first with more trumps; 000, 004). It looks only at what a player at the table sees:
  its own cards, the turned card, the bidding and the cards played. No search: a decision
  costs a few tens of microseconds.

:func:`play_game` plays one whole game; :func:`match` plays many with the teams changing
seats every game, and returns a :class:`MatchResult`.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol

from .cards import CARDS, SEATS, SUIT_MASKS, Card, cards_to_mask
from .engine.bidding import AuctionState, PriseState
from .engine.game import Game
from .engine.rules import Rules
from .engine.tables import MODE_INDEX, MODES, SA, TA
from .i18n import _

__all__ = [
    "Bot",
    "BotFactory",
    "HeuristicBot",
    "MatchResult",
    "RandomBot",
    "estimate_tricks",
    "match",
    "play_game",
]

_CODE: Final[Mapping[str, int]] = {c.code: int(c) for c in CARDS}
_SEAT: Final[Mapping[str, int]] = {s: i for i, s in enumerate(SEATS)}
_FULL: Final = (1 << 32) - 1

# Ranks in natural order (see belote_spec.cards).
_NINE, _TEN, _JACK, _QUEEN, _KING, _ACE = 2, 3, 4, 5, 6, 7


class Bot(Protocol):
    """A player: ``choose`` returns one of ``game.legal_actions()`` for the seat to move."""

    name: str

    def choose(self, game: Game) -> str:
        """The action to take for ``game.to_move``."""
        ...


BotFactory = Callable[[int], Bot]
"""Makes a bot from a seed (``RandomBot`` and ``HeuristicBot`` themselves are factories)."""


# ----------------------------------------------------------------------------- random


class RandomBot:
    """Uniformly random among the legal actions, from its own seeded generator."""

    name: str = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> str:
        """A legal action drawn uniformly."""
        legal = game.legal_actions()
        if not legal:
            raise ValueError(_("no legal action: the game is over"))
        return self.rng.choice(legal)


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


class HeuristicBot:
    """A rule-of-thumb player following the documents' conventions (see the module docstring).

    The thresholds are class attributes so that a subclass can tune them:
    ``PRISE_THRESHOLD`` (probable tricks, by mode index, counted on the first five cards and
    the turned card), ``TRICK_POINTS`` (points a probable trick is worth at the auction),
    ``PARTNER_POINTS`` (points expected from the partner), ``CAPOT_TRICKS`` (probable tricks
    needed to bid or announce a capot). ``seed`` only breaks ties between equal choices.
    """

    name: str = "heuristic"
    PRISE_THRESHOLD: tuple[float, ...] = (2.5, 2.5, 2.5, 2.5, 3.0, 3.0)
    TRICK_POINTS: int = 20
    PARTNER_POINTS: int = 10
    CAPOT_TRICKS: float = 7.5
    CONTRE_MARGIN: int = 30

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> str:
        """The action for the player to move (bidding, capot announcement or card)."""
        legal = game.legal_actions()
        if not legal:
            raise ValueError(_("no legal action: the game is over"))
        if len(legal) == 1:
            return legal[0]
        phase = game.phase
        if phase == "play":
            return self._play(game, legal)
        if phase == "capot":
            return self._capot(game, legal)
        if phase == "shuffle":
            return "gather"  # the order of the last deal's tricks is information; keep it
        if "play-on" in legal:
            return "play-on"  # a contre out of turn: the bidding team takes it as it stands
        bidding = game.deal.bidding
        if isinstance(bidding, PriseState):
            return self._prise(game, bidding, legal)
        if isinstance(bidding, AuctionState):
            return self._auction(game, bidding, legal)
        return "pass" if "pass" in legal else legal[0]

    # ------------------------------------------------------------------ bidding

    def _prise(self, game: Game, state: PriseState, legal: list[str]) -> str:
        dealt = game.deal.dealt
        hand = 0
        for c in dealt.hands[state.to_move]:
            hand |= 1 << c
        if dealt.turned is not None:
            hand |= 1 << dealt.turned  # the taker gets the turned card, whatever the mode
        best, best_margin = "", -math.inf
        for action in legal:
            if not action.startswith("take:"):
                continue
            mode = MODE_INDEX[action[5:]]
            est = estimate_tricks(hand, mode) + 0.5 * _belotes(hand, mode)
            margin = est - self.PRISE_THRESHOLD[mode]
            if not _may_name(hand, mode):
                margin -= 10.0  # only when forced (la vache)
            if margin > best_margin:
                best, best_margin = action, margin
        if best and (best_margin >= 0 or "pass" not in legal):
            return best
        return "pass"

    def _justified(self, hand: int, mode: int) -> tuple[int, float]:
        """(points the hand justifies bidding in ``mode`` (0: none), its probable tricks)."""
        est = estimate_tricks(hand, mode)
        if not _may_name(hand, mode):
            return 0, est
        if mode == SA:
            value = 70 + 10 * _aces(hand)  # 004: 80 = two aces, 90 = three, 100 = four
            return min(value, int(self.TRICK_POINTS * est + self.PARTNER_POINTS) // 10 * 10), est
        points = self.TRICK_POINTS * est + self.PARTNER_POINTS + 20 * _belotes(hand, mode)
        return int(points) // 10 * 10, est

    def _auction(self, game: Game, state: AuctionState, legal: list[str]) -> str:
        seat = state.to_move
        hand = 0
        for c in game.deal.dealt.hands[seat]:
            hand |= 1 << c
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
        ours = current is not None and (state.bidder & 1) == (seat & 1)
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
            value, _strength = self._justified(hand, state.bid_mode)
            if state.bidder == seat and value >= int(current) + 30:
                return "surcontre"
        if ours:
            return self._support(hand, state, seat, legal)
        choice: tuple[int, int, str] | None = None  # (value, -mode, action)
        opening = current is None
        for mode_code, values in bids.items():
            mode = MODE_INDEX[mode_code]
            value, _strength = self._justified(hand, mode)
            allowed = [v for v in values if v <= value]
            if not allowed:
                continue
            if opening and mode < 4:
                # 004: even openings deny the J+9 of trump, odd ones show them.
                ranks = hand >> (8 * mode) & 0xFF
                odd = bool(ranks >> _JACK & 1 and ranks >> _NINE & 1)
                parity = [v for v in allowed if (v // 10 % 2 == 1) == odd]
                if not parity:
                    continue
                bid = max(parity)
            elif opening:
                bid = max(allowed)
            else:
                bid = min(allowed)  # overcall just above
            key = (value, -mode, f"bid:{bid}:{mode_code}")
            if choice is None or key > choice:
                choice = key
        return choice[2] if choice is not None else "pass"

    def _contre(self, hand: int, state: AuctionState) -> bool:
        mode = state.bid_mode
        defence = estimate_tricks(hand, mode)
        if state.bid in ("capot", "generale"):
            return defence >= 1.0
        assert state.bid is not None
        expected = self.TRICK_POINTS * defence + self.PARTNER_POINTS
        return expected > 162 - int(state.bid) + self.CONTRE_MARGIN

    def _support(self, hand: int, state: AuctionState, seat: int, legal: list[str]) -> str:
        """Raise the partner's suit bid by 10 per probable trick beyond the first, once."""
        if state.bidder == seat or state.bid in ("capot", "generale") or state.bid is None:
            return "pass"
        if any(s == seat and a.startswith("bid:") for s, a in state.history):
            return "pass"
        mode = state.bid_mode
        support = estimate_tricks(hand, mode) - 1.0
        if support < 1.0:
            return "pass"
        target = min(int(state.bid) + 10 * int(support), 160)
        action = f"bid:{target}:{MODES[mode]}"
        if action in legal:
            return action
        return "pass"

    def _capot(self, game: Game, legal: list[str]) -> str:
        d = game.deal
        assert d.contract is not None
        assert d.start_hands is not None
        hand = d.start_hands[d.contract.taker]
        if estimate_tricks(hand, d.contract.mode) >= self.CAPOT_TRICKS and "capot" in legal:
            return "capot"
        return "pass"

    # ------------------------------------------------------------------ play

    def _play(self, game: Game, legal_actions: list[str]) -> str:
        view = _View(game, legal_actions)
        card = self._card(view)
        card = _belote_call(view, card)
        code = CARDS[card].code
        said = code + "+belote"
        action = said if said in view.belote_ok else code
        if action + "+silent" in view.belote_ok and self._keep_silent(game, view):
            action += "+silent"
        return action

    def _keep_silent(self, game: Game, view: _View) -> bool:
        """Where a player may keep his annonces to himself (003): a defender keeps a lone
        small sequence silent, since showing it tells the taker where his cards are for 20
        points the taker's side often beats; the taker's side always declares (the annonces
        help make the contract), and so does anyone holding 50 or more."""
        resolution = game.deal.resolution
        if resolution is None:
            return False
        mine = resolution.by_seat[view.seat]
        if (view.seat & 1) == (view.taker & 1):
            return False
        return sum(a.points for a in mine) < 50

    def _pick(self, cards: list[int], key: Callable[[int], Any]) -> int:
        best = min(key(c) for c in cards)
        tied = [c for c in cards if key(c) == best]
        return tied[0] if len(tied) == 1 else self.rng.choice(tied)

    def _card(self, v: _View) -> int:
        legal = v.legal_cards
        if len(legal) == 1:
            return legal[0]
        if not v.trick:
            return self._lead(v)
        pw, pts, tm = v.power, v.points, v.trump_mask
        best = v.trick[v.best_pos]
        following = bool(v.hand & SUIT_MASKS[v.trick[0] >> 3])
        if v.partner_winning and v.safe(best):
            # The partner holds the trick: direct call on the first discard, else give points.
            non_trump = [c for c in legal if not tm >> c & 1]
            if not following and non_trump and not v.discarded:
                call = self._direct_call(v, non_trump)
                if call is not None:
                    return call
            if non_trump:
                if following:
                    return self._pick(non_trump, lambda c: (-pts[c], pw[c]))
                return self._pick(non_trump, lambda c: (v.master(c), -pts[c], pw[c]))
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
        # Cannot (or should not) win: play low, keeping masters and trumps.
        return self._pick(legal, lambda c: (tm >> c & 1, pts[c], v.master(c), pw[c]))

    def _direct_call(self, v: _View, candidates: list[int]) -> int | None:
        """Discard in a suit where we are master (000, 004); with the two best cards of the
        suit (ace and ten), call with the best one (000)."""
        pw = v.power
        options: list[tuple[int, int]] = []  # (preference, card)
        for suit in range(4):
            cs = [c for c in candidates if c >> 3 == suit]
            if not cs:
                continue
            held = sorted((c for c in v.hand_cards if c >> 3 == suit), key=lambda c: -pw[c])
            top = held[0]
            if not v.master(top) or top not in cs:
                continue
            if len(held) >= 2 and not (v.above[held[1]] & v.unseen & ~(1 << top)):
                options.append((0, top))  # ace and ten: call with the ace
            elif len(held) >= 2:
                low = min(cs, key=lambda c: pw[c])
                if low != top:
                    options.append((1, low))
        if not options:
            return None
        return min(options)[1]

    def _lead(self, v: _View) -> int:
        legal, pw, pts, tm = v.legal_cards, v.power, v.points, v.trump_mask
        hand = v.hand
        our_contract = (v.taker & 1) == (v.seat & 1)
        trumps = [c for c in legal if tm >> c & 1]
        if tm and trumps and v.unseen & tm and our_contract:
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


def _belote_call(v: _View, card: int) -> int:
    """The belote call (000, 004): the taker's partner holding K-Q of trump plays the king
    first when they are its only trumps, the queen first when it holds more trumps. The swap
    is made only when it does not change who holds the trick."""
    mode = v.mode
    if mode >= 4 or v.seat == v.taker or (v.seat & 1) != (v.taker & 1):
        return card
    king, queen = mode * 8 + _KING, mode * 8 + _QUEEN
    if card not in (king, queen) or not (v.legal >> king & 1 and v.legal >> queen & 1):
        return card
    want = king if (v.hand & v.trump_mask).bit_count() == 2 else queen
    if want == card:
        return card
    if v.trick:
        best = v.trick[v.best_pos]
        if v.beats(card, best) != v.beats(want, best):
            return card
    return want


class _View:
    """What the player to move sees, as bitsets: its hand, the cards played, the known voids."""

    __slots__ = (
        "above",
        "belote_ok",
        "best_pos",
        "called",
        "discarded",
        "hand",
        "hand_cards",
        "legal",
        "legal_cards",
        "mode",
        "partner_winning",
        "points",
        "power",
        "seat",
        "taker",
        "trick",
        "trick_leader",
        "trump_mask",
        "unseen",
        "voids",
    )

    def __init__(self, game: Game, legal_actions: list[str]) -> None:
        d = game.deal
        assert d.contract is not None
        assert d.start_hands is not None
        rules = game.rules
        mode = d.contract.mode
        tables = rules.tables
        self.mode = mode
        self.power = tables.power[mode]
        self.points = tables.points[mode]
        self.above = tables.above[mode]
        tm = self.trump_mask = tables.trump_mask[mode]
        to_move = game.to_move
        assert to_move is not None
        seat = self.seat = _SEAT[to_move]
        partner = seat ^ 2
        self.taker = d.contract.taker
        played = 0
        voids = [0, 0, 0, 0]
        discarded = False
        called: int | None = None
        for t in d.tricks or ():
            leader = _SEAT[t["leader"]]
            codes = t["cards"]
            led = _CODE[codes[0]] >> 3
            for i, code in enumerate(codes):
                c = _CODE[code]
                played |= 1 << c
                if i and c >> 3 != led:
                    who = (leader + i) & 3
                    voids[who] |= 1 << led
                    if not tm >> c & 1:
                        if who == seat:
                            discarded = True
                        elif who == partner and called is None:
                            called = c >> 3
        trick = [_CODE[code] for _seat, code in game.trick]
        self.trick = trick
        if trick:
            leader = _SEAT[game.trick[0][0]]
            led = trick[0] >> 3
            for i, c in enumerate(trick):
                played |= 1 << c
                if i and c >> 3 != led:
                    voids[(leader + i) & 3] |= 1 << led
            self.trick_leader = leader
            self.best_pos = rules.play.winner(trick, mode)
            self.partner_winning = (leader + self.best_pos) & 3 == partner
        else:
            self.trick_leader = seat
            self.best_pos = 0
            self.partner_winning = False
        hand = self.hand = d.start_hands[seat] & ~played
        self.hand_cards = [c for c in range(32) if hand >> c & 1]
        self.unseen = _FULL & ~played & ~hand
        self.voids = voids
        self.discarded = discarded
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

    def cut_risk(self, suit: int) -> bool:
        """An opponent is known to be void in ``suit`` and may still hold trumps."""
        tm = self.trump_mask
        if not tm or not self.unseen & tm or tm & SUIT_MASKS[suit]:
            return False
        trump_suit = (tm & -tm).bit_length() - 1 >> 3
        for opp in (self.seat ^ 1, self.seat ^ 3):
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
        for k in range(n + 1, 4):
            who = (self.trick_leader + k) & 3
            if (who & 1) == (self.seat & 1):
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

    ``bots`` is ``{"N": bot, "W": bot, "S": bot, "E": bot}`` or four bots in the seat order
    N, W, S, E (partners N–S and E–W). The same bot object may sit at several seats."""
    seated = [bots[s] for s in SEATS] if isinstance(bots, Mapping) else list(bots)
    if len(seated) != 4:
        raise ValueError(_("a game needs 4 bots, got {n}", n=len(seated)))
    game = rules.new_game(seed=seed)
    while not game.over:
        seat = game.to_move
        assert seat is not None
        game.apply(seated[_SEAT[seat]].choose(game))
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

    def confidence_interval(self, z: float = 1.96) -> tuple[float, float]:
        """Wilson score interval of the win rate (95% for the default ``z``)."""
        n = self.wins + self.losses
        if not n:
            return 0.0, 1.0
        p = self.wins / n
        denom = 1 + z * z / n
        centre = (p + z * z / (2 * n)) / denom
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
        return max(0.0, centre - half), min(1.0, centre + half)


def match(
    rules: Rules,
    team_a_bot_factory: BotFactory,
    team_b_bot_factory: BotFactory,
    games: int,
    seed: int,
) -> MatchResult:
    """Play ``games`` games between two teams of bots and count team A's results.

    Each factory is called with a seed, once per seat and game. Team A sits N–S in even
    games and E–W in odd games; games ``2k`` and ``2k + 1`` use the same game seed, so team A
    and team B receive each other's cards in the first deal (as in duplicate play). The whole
    match is determined by ``seed``."""
    rng = random.Random(seed)
    wins = losses = abandoned = 0
    game_seed = 0
    for i in range(games):
        if i % 2 == 0:
            game_seed = rng.randrange(2**32)
        a_team = "NS" if i % 2 == 0 else "EW"
        bots: list[Bot] = []
        for s in range(4):
            on_a = (s % 2 == 0) == (a_team == "NS")
            factory = team_a_bot_factory if on_a else team_b_bot_factory
            bots.append(factory(rng.randrange(2**32)))
        game = play_game(rules, bots, game_seed)
        winner = game.result.winner if game.result is not None else None
        if winner is None:
            abandoned += 1
        elif winner == a_team:
            wins += 1
        else:
            losses += 1
    return MatchResult(wins, losses, abandoned)
