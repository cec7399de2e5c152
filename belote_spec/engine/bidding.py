"""Bidding systems: the two-round prise (with its vache) and the auction with contre.

A system is built once per variant; ``start(...)`` returns a fresh state machine for one
deal. Actions are short strings so that they read well in deal records:

* prise: ``pass``, ``take:H`` (a suit ``S H D C``, or ``SA`` / ``TA``);
* auction: ``pass``, ``bid:90:H``, ``bid:capot:SA``, ``contre``, ``surcontre``; where bids carry
  no number (``auction.levels: none``), a bid names a mode alone, ``take:H``, as at the prise.

Seats are indices ``0..3`` in play order (N, W, S, E); teams are ``seat % 2``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ..cards import SEATS, parse_trump
from ..i18n import _
from ..seating import FOUR, Seating
from .tables import MODE_INDEX, MODES

__all__ = [
    "AuctionSystem",
    "BiddingState",
    "BiddingSystem",
    "BiddingWalk",
    "Contract",
    "IllegalAction",
    "PriseSystem",
    "make_bidding_system",
]


class IllegalAction(ValueError):
    """An action that the rules forbid; ``rule`` is the rule path, ``reason`` the sentence."""

    def __init__(self, reason: str, rule: str = "", action: str = "") -> None:
        super().__init__(reason)
        self.reason = reason
        self.rule = rule
        self.action = action


@dataclass(frozen=True, slots=True)
class Contract:
    """The contract that bidding produced."""

    taker: int
    """Seat index of the taker (or the last bidder)."""
    mode: int
    """Mode index (0..3 trump suit, 4 sans atout, 5 tout atout)."""
    bid: int | str | None = None
    """The points bid, ``"capot"``, or None for a prise."""
    contre: int = 0
    """0, 1 (contré) or 2 (surcontré)."""

    @property
    def team(self) -> str:
        """The taker's team."""
        return "NS" if self.taker % 2 == 0 else "EW"

    @property
    def trump(self) -> str:
        """The mode code (``H``, ``SA``, ``TA``)."""
        return MODES[self.mode]

    def as_dict(self, seats: Sequence[str] = SEATS) -> dict[str, Any]:
        """The contract as the API's mapping: taker team, trump, bid, contre and the taker's
        seat (named by ``seats``, the seat codes in playing order:
        :attr:`Rules.seating.seats <belote_spec.seating.Seating.seats>`)."""
        return {
            # the taker's score line: his team at four, his own seat each for himself
            "taker": self.team if len(seats) == 4 else seats[self.taker],
            "trump": self.trump,
            "bid": self.bid,
            "contre": self.contre,
            "seat": seats[self.taker],
        }


class BiddingState(Protocol):
    """One deal's bidding in progress."""

    to_move: int
    done: bool
    contract: Contract | None
    history: list[tuple[int, str]]
    redeal: bool

    def legal(self, seat: int | None = None) -> list[str]:
        """The actions ``seat`` may take now (by default the player to move)."""

    def apply(self, action: str, seat: int | None = None) -> None:
        """Take an action for ``seat`` (raises :class:`IllegalAction`)."""

    def speakers(self) -> tuple[int, ...]:
        """The seats that may still speak in this bidding, in the order they will be asked
        (the player to move first); empty once it is over. A seat left out is silent: the
        rules give it no call, not even a pass."""

    def may_speak(self, seat: int) -> bool:
        """Whether ``seat`` is among :meth:`speakers`."""

    def silence(self, seat: int) -> tuple[str, str] | None:
        """Why ``seat`` may not speak now, as ``(reason, rule)``; None when it may."""


class BiddingSystem(Protocol):
    """A compiled bidding system."""

    name: str

    def start(
        self, dealer: int, turned: int | None, barred: frozenset[int] = frozenset()
    ) -> BiddingState:
        """A fresh bidding for a deal (``turned`` is the turned card index, if any; the
        ``barred`` seats may only pass, after a misdeal)."""


#: The mode of each ``take:`` call.
_TAKE_MODES: dict[str, int] = {f"take:{mode}": i for i, mode in enumerate(MODES)}


def _first(dealer: int, who: str, seating: Seating = FOUR) -> int:
    """The first to speak: the dealer, or the player after him."""
    return dealer if who == "dealer" else seating.after[dealer]


class _CompiledSystem:
    """What the compiled bidding systems share: they never change once built (only the calls
    they keep for reuse grow), so a copy of a game's bidding shares its system, as a copy of a
    game shares its compiled rules; and a pickle leaves the kept calls out."""

    def __copy__(self) -> Any:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Any:
        return self

    def __getstate__(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items() if not k.startswith("_")}


# ----------------------------------------------------------------------------- prise


class PriseState:
    """A two-round (or one-round) prise."""

    def __init__(
        self,
        system: PriseSystem,
        dealer: int,
        turned: int | None,
        barred: frozenset[int] = frozenset(),
    ) -> None:
        self.system = system
        self.barred = barred
        self.redeal = False
        self.dealer = dealer
        self.turned_suit = (turned >> 3) if turned is not None else 0
        self.round = 0
        self.spoken = 0
        self.to_move = _first(dealer, system.first_speaker, system.seating)
        self.done = False
        self.contract: Contract | None = None
        self.history: list[tuple[int, str]] = []

    def legal(self, seat: int | None = None) -> list[str]:
        """The calls ``seat`` may make (by default the player to move; others: none)."""
        return list(self.legal_calls(seat))

    def legal_calls(self, seat: int | None = None) -> tuple[str, ...]:
        """:meth:`legal` as a tuple, shared between the states of one system that offer the
        same calls (the system keeps them): not to be changed."""
        if self.done or (seat is not None and seat != self.to_move):
            return ()
        system = self.system
        forced = self.forced()
        key = (self.round, self.turned_suit, forced)
        calls = system.__dict__.get("_calls")
        if calls is None:
            calls = system.__dict__["_calls"] = {}
        found: tuple[str, ...] | None = calls.get(key)
        if found is None:
            takes = system.takes(self.round, self.turned_suit)
            # forced: the vache's seat must take
            found = takes if takes and forced else ("pass", *takes)
            calls[key] = found
        if self.barred and self.to_move in self.barred and found[0] == "pass":
            return ("pass",)
        return found

    def forced(self) -> bool:
        """Whether the player to move must take (the vache): in the last round, the seat
        ``prise.forced`` names, once the three others have passed in that round (in his turn
        if he speaks last in it, or after the round, when he spoke first)."""
        system = self.system
        if not system.vache or self.round != len(system.rounds) - 1:
            return False
        players = system.seating.players
        if self.spoken == players:
            return True  # the round has gone round: the forced seat speaks again
        return self.spoken == players - 1 and self.to_move == system.forced_seat(self.dealer)

    def apply(self, action: str, seat: int | None = None) -> None:
        """Take a call for the player to move."""
        if seat is not None and seat != self.to_move:
            raise IllegalAction(_("it is not this player's turn"), "bidding.prise", action)
        legal = self.legal_calls()
        if action not in legal:
            if self.to_move in self.barred and action != "pass":
                raise IllegalAction(
                    _("after the misdeal, this player may not take"), "deal.misdeal", action
                )
            if action == "pass" and legal:
                last = self.spoken == self.system.seating.players - 1
                if last and self.system.forced == "last_speaker":
                    raise IllegalAction(
                        _("the last speaker must take (la vache)"), "bidding.prise.vache", action
                    )
                raise IllegalAction(
                    _("everybody has passed: this player must take"),
                    "bidding.prise.forced",
                    action,
                )
            raise IllegalAction(
                _(
                    "'{action}' is not allowed now; allowed: {allowed}",
                    action=action,
                    allowed=", ".join(legal),
                ),
                "bidding.prise.rounds",
                action,
            )
        self.apply_unchecked(action)

    def speakers(self) -> tuple[int, ...]:
        """Every seat in turn from the player to move (a prise silences nobody); empty once
        the prise is over."""
        if self.done:
            return ()
        after = self.system.seating.after
        order = [self.to_move]
        while len(order) < len(after):
            order.append(after[order[-1]])
        return tuple(order)

    def may_speak(self, seat: int) -> bool:
        """Whether ``seat`` may still speak (every seat, until the prise is over)."""
        return not self.done

    def silence(self, seat: int) -> tuple[str, str] | None:
        """Why ``seat`` may not speak now, as ``(reason, rule)``: the prise is over; None
        while it goes on."""
        return (_("the prise is over"), "bidding.prise") if self.done else None

    def apply_unchecked(self, action: str) -> None:
        """:meth:`apply` for a call known to be legal (one that :meth:`legal` has just
        returned, for the player to move): nothing is checked."""
        self.history.append((self.to_move, action))
        if action != "pass":
            mode = _TAKE_MODES.get(action)
            if mode is None:
                mode = MODE_INDEX[action.split(":", 1)[1]]
            self.contract = Contract(self.to_move, mode)
            self.done = True
            return
        self.spoken += 1
        seating = self.system.seating
        self.to_move = seating.after[self.to_move]
        if self.spoken == seating.players:
            system = self.system
            if (
                system.vache
                and self.round == len(system.rounds) - 1
                and system.forced_seat(self.dealer) == self.to_move
                and system.takes(self.round, self.turned_suit)
            ):
                return  # the forced seat spoke first in the round: he is asked again
            self.round += 1
            self.spoken = 0
            if self.round == len(self.system.rounds):
                self.done = True


@dataclass(frozen=True)
class PriseSystem(_CompiledSystem):
    """Compiled prise rules."""

    rounds: tuple[tuple[str, ...], ...]
    suit: bool
    extra: Mapping[str, bool]
    every_round: bool
    vache: bool
    first_speaker: str
    forced: str = "last_speaker"
    """Who the vache forces to take: ``last_speaker``, ``first_speaker`` or ``dealer``."""
    name: str = "prise"
    seating: Seating = FOUR
    """The table (:attr:`Rules.seating <belote_spec.seating.Seating>`): who speaks after whom."""

    def forced_seat(self, dealer: int) -> int:
        """The seat the vache forces to take, in a deal dealt by ``dealer``."""
        if self.forced == "dealer":
            return dealer
        first = _first(dealer, self.first_speaker, self.seating)
        return first if self.forced == "first_speaker" else self.seating.before[first]

    def start(
        self, dealer: int, turned: int | None, barred: frozenset[int] = frozenset()
    ) -> PriseState:
        return PriseState(self, dealer, turned, barred)

    def takes(self, round_index: int, turned_suit: int) -> tuple[str, ...]:
        """The ``take:`` calls of a round, given the turned card's suit (computed once)."""
        cache: dict[tuple[int, int], tuple[str, ...]] = self.__dict__.setdefault("_takes", {})
        key = (round_index, turned_suit)
        found = cache.get(key)
        if found is None:
            found = cache[key] = self._takes_uncached(round_index, turned_suit)
        return found

    def _takes_uncached(self, round_index: int, turned_suit: int) -> tuple[str, ...]:
        modes = self.rounds[round_index]
        out: list[str] = []
        if self.suit:
            for m in modes:
                if m == "turned_suit":
                    out.append(MODES[turned_suit])
                elif m == "other_suits":
                    out.extend(MODES[s] for s in range(4) if s != turned_suit)
                elif m == "any_suit":
                    out.extend(MODES[s] for s in range(4))
        for special in ("SA", "TA"):
            name = "sans_atout" if special == "SA" else "tout_atout"
            if self.extra[name] and (self.every_round or name in modes):
                out.append(special)
        seen: dict[str, None] = dict.fromkeys(out)
        return tuple(f"take:{m}" for m in seen)


# ----------------------------------------------------------------------------- auction

#: The level of a capot and of a générale bid, above every numeric bid.
CAPOT_LEVEL = 10_000
GENERALE_LEVEL = 20_000
#: The highest numeric bid the engine offers when the variant sets no ceiling.
NO_CEILING_LIMIT = 1000
#: The level of every bid where bids carry no number (``auction.levels: none``): one level,
#: whose bids the modes' order ranks (below every numeric bid the schema allows).
MODE_ONLY_LEVEL = 0


class AuctionState:
    """An auction: bids of points and a mode, contre and surcontre.

    The player to move may pass, bid or (against an opponent's bid) contre; where the variant
    lets a contre be said at any time (``contre_timing: any_time``), another seat may say it
    out of turn: ask :meth:`legal` and :meth:`apply` with that ``seat``.

    Who may speak is part of the state (:meth:`speakers`): after a bid, every seat in turn;
    after a contre, only the doubled team where the variant says so (``after_contre:
    contred_team``); after a capot bid, only the bidder's opponents (``after_capot:
    opponents``), or nobody: the capot ends the auction (``after_capot: ends``). A seat left
    out is silent: it is never the player to move and has no call, not even a pass."""

    def __init__(
        self, system: AuctionSystem, dealer: int, barred: frozenset[int] = frozenset()
    ) -> None:
        self.system = system
        self.to_move = _first(dealer, system.first_speaker, system.seating)
        self.line_of = system.seating.line_of
        """The score line (team) of each seat."""
        self.after = system.seating.after
        self.done = False
        self.contract: Contract | None = None
        self.history: list[tuple[int, str]] = []
        self.bid: int | str | None = None
        self.bid_mode = 0
        self.bidder = -1
        self.contre = 0
        self.contreur = -1
        self.passes = 0
        self.locked = False  # after a contre that ends the auction except for surcontre
        self.barred = barred
        self.ruling = False  # a contre said out of turn: the bidding team rules on it
        self.redeal = False  # the bidding team chose a redeal after a contre out of turn
        self._resume = -1
        self.speaking = -1  # the team whose two players alone may speak now (-1: every seat)
        self.needed = system.end_passes  # the passes in a row that end the auction now

    def _may_contre(self, seat: int) -> bool:
        sysm = self.system
        if not sysm.contre or self.bid is None or self.contre != 0:
            return False
        if self.line_of[self.bidder] == self.line_of[seat] or seat in self.barred:
            return False
        return sysm.capot_contre or self.bid not in ("capot", "generale")

    def _speaks(self, seat: int) -> bool:
        return self.speaking < 0 or self.line_of[seat] == self.speaking

    def _next_speaker(self, seat: int) -> int:
        """The first seat after ``seat``, in turn, that may speak now."""
        after = self.after
        nxt = seat
        for _step in range(len(after)):
            nxt = after[nxt]
            if self.speaking < 0 or self.line_of[nxt] == self.speaking:
                return nxt
        raise AssertionError("a team always has two players")  # pragma: no cover

    def speakers(self) -> tuple[int, ...]:
        """The seats that may still speak, in the order they will be asked (the player to
        move first), as the auction stands: a new bid gives every seat the word again. Empty
        once the auction is over."""
        if self.done:
            return ()
        start = self.to_move
        order = [start]
        while len(order) < len(self.after):
            order.append(self.after[order[-1]])
        return tuple(s for s in order if s == start or self._speaks(s))

    def may_speak(self, seat: int) -> bool:
        """Whether ``seat`` is among :meth:`speakers`."""
        return not self.done and (seat == self.to_move or self._speaks(seat))

    def silence(self, seat: int) -> tuple[str, str] | None:
        """Why ``seat`` may not speak now, as ``(reason, rule)``; None when it may."""
        if self.may_speak(seat):
            return None
        if self.done:
            last = self.history[-1][1] if self.history else ""
            ended_by_capot = self.bid in ("capot", "generale") and last.startswith("bid:")
            if ended_by_capot and self.system.after_capot == "ends":
                return (
                    _("a capot bid ends the auction: nobody speaks after it"),
                    "bidding.auction.after_capot",
                )
            return _("the auction is over"), "bidding.auction.end"
        if self.contre == 1 and self.system.after_contre == "contred_team":
            return (
                _(
                    "after a contre only the doubled team speaks: the doubler and his "
                    "partner say nothing, not even pass"
                ),
                "bidding.auction.after_contre",
            )
        return (
            _("after a capot bid only the bidder's opponents speak: his partner says nothing"),
            "bidding.auction.after_capot",
        )

    def legal(self, seat: int | None = None) -> list[str]:
        """The calls ``seat`` may make now (by default the player to move)."""
        return list(self.legal_calls(seat))

    def legal_calls(self, seat: int | None = None) -> tuple[str, ...]:
        """:meth:`legal` as a tuple, shared between the states of one system that offer the
        same calls (the system keeps them): not to be changed."""
        if self.done:
            return ()
        sysm = self.system
        if seat is None or seat == self.to_move:
            seat = self.to_move
        elif self.ruling:
            return ()
        else:  # out of turn: only a contre, where the variant allows it (or penalises it),
            # from a seat that may speak
            out_of_turn = sysm.contre_any_time or sysm.contre_fault
            if out_of_turn and self._speaks(seat) and self._may_contre(seat):
                return ("contre",)
            return ()
        if self.ruling:
            return ("play-on", "redeal")
        if seat in self.barred:
            return ("pass",)
        bidder = self.bidder
        bid = self.bid
        same_team = bidder >= 0 and self.line_of[bidder] == self.line_of[seat]
        own_bid = bidder == seat
        partner_bid = bidder >= 0 and same_team and not own_bid
        may_bid = not self.locked and (sysm.overbid_partner or not partner_bid)
        if own_bid and sysm.raise_own == "forbidden":
            may_bid = False
        new_mode = own_bid and sysm.raise_own == "new_mode"
        # _may_contre(seat) and the level of the bid, inlined: this runs at every call of every
        # auction (_may_contre, for a contre out of turn, must say the same)
        contre = (
            sysm.contre
            and bid is not None
            and self.contre == 0
            and not same_team
            and (sysm.capot_contre or bid not in ("capot", "generale"))
        )
        surcontre = sysm.surcontre and self.contre == 1 and same_team and bid is not None
        if bid is None:
            level = -1
        elif bid == "capot":
            level = CAPOT_LEVEL
        elif bid == "generale":
            level = GENERALE_LEVEL
        else:
            level = int(bid)
        key = (level, self.bid_mode, may_bid, new_mode, contre, surcontre)
        cache: dict[tuple[int, int, bool, bool, bool, bool], tuple[str, ...]] | None = (
            sysm.__dict__.get("_calls")
        )
        if cache is None:
            cache = sysm.__dict__["_calls"] = {}
        found = cache.get(key)
        if found is not None:
            return found
        out = ["pass"]
        if may_bid:
            bids = sysm.bids_above(level, self.bid_mode)
            if new_mode:
                same = MODES[self.bid_mode]
                bids = tuple(b for b in bids if b.rsplit(":", 1)[1] != same)
            out.extend(bids)
        if contre:
            out.append("contre")
        if surcontre:
            out.append("surcontre")
        found = cache[key] = tuple(out)
        return found

    def apply(self, action: str, seat: int | None = None) -> None:
        """Take a call for ``seat`` (by default the player to move)."""
        if seat is None:
            seat = self.to_move
        if action not in self.legal_calls(seat):
            silent = self.silence(seat) if seat != self.to_move else None
            if silent is not None:
                reason, rule = silent
            elif seat != self.to_move and action == "contre":
                reason = _("a contre may only be said in turn here")
                rule = "bidding.auction.contre_timing"
            elif seat != self.to_move:
                reason = _("it is not this player's turn")
                rule = "bidding.auction"
            elif seat in self.barred and action != "pass":
                reason = _("after the misdeal, this player may not bid")
                rule = "deal.misdeal"
            elif self.bid is None:
                reason = _("'{action}' is not allowed now (no bid yet)", action=action)
                rule = "bidding.auction"
            else:
                reason = _(
                    "'{action}' is not allowed now (the last bid is {bid})",
                    action=action,
                    bid=MODES[self.bid_mode] if self.bid == MODE_ONLY_LEVEL else self.bid,
                )
                rule = "bidding.auction"
            raise IllegalAction(reason, rule, action)
        self.apply_unchecked(action, seat)

    def apply_unchecked(self, action: str, seat: int | None = None) -> None:
        """:meth:`apply` for a call known to be legal (one that :meth:`legal` has just
        returned for ``seat``): nothing is checked."""
        if seat is None:
            seat = self.to_move
        out_of_turn = seat != self.to_move
        self.history.append((seat, action))
        sysm = self.system
        if action == "pass":
            self.passes += 1
            if self.bid is None and self.passes == len(self.after):
                self.done = True  # all passed: redeal
                return
            if self.bid is not None and self.passes == self.needed:
                self._finish()
                return
        elif action == "contre":
            self.contre = 1
            self.contreur = seat
            self.passes = 0
            self._give_word(sysm.after_contre == "contred_team", self.bidder)
            if out_of_turn and not sysm.contre_any_time:
                # a fault: the bidding team chooses to play on (the contre stands) or redeal
                self.ruling = True
                self._resume = self._next_speaker(seat)
                self.to_move = self.bidder
                if sysm.contre_ends:
                    self.locked = True
                return
            if sysm.contre_ends:
                if not sysm.surcontre:
                    self._finish()
                    return
                self.locked = True
        elif action == "surcontre":
            self.contre = 2
            self.passes = 0
            if sysm.contre_ends:
                self._finish()
                return
            self._give_word(False, seat)
        elif action in ("play-on", "redeal"):
            self.ruling = False
            if action == "redeal":
                self.done = True
                self.redeal = True
                return
            self.to_move = self._resume
            return
        else:
            bids: dict[str, tuple[int | str, int]] | None = sysm.__dict__.get("_parsed")
            if bids is None:
                bids = sysm.__dict__["_parsed"] = {}
            parsed = bids.get(action)
            if parsed is None:
                if action.startswith("take:"):  # a mode alone: the one level of its ladder
                    parsed = bids[action] = (MODE_ONLY_LEVEL, MODE_INDEX[action[5:]])
                else:
                    _bid, value, mode = action.split(":")
                    parsed = bids[action] = (
                        value if value in ("capot", "generale") else int(value),
                        MODE_INDEX[mode],
                    )
            self.bid, self.bid_mode = parsed
            self.bidder = seat
            self.contre = 0
            self.passes = 0
            high = parsed[0] in ("capot", "generale")
            if high and sysm.after_capot == "ends":
                self._finish()
                return
            self._give_word(high and sysm.after_capot == "opponents", self.after[seat])
        # the next seat in turn, unless only one team speaks now
        self.to_move = self.after[seat] if self.speaking < 0 else self._next_speaker(seat)

    def _give_word(self, restricted: bool, team: int) -> None:
        """Who speaks from now on: every seat (the passes of ``end`` close the auction), or,
        ``restricted``, only the two players of ``team``'s side (``team``: one of its seats),
        each once: two passes in a row close it."""
        if restricted:
            self.speaking = self.line_of[team]
            self.needed = 2
        else:
            self.speaking = -1
            self.needed = self.system.end_passes

    def _finish(self) -> None:
        self.done = True
        bid = None if self.bid == MODE_ONLY_LEVEL else self.bid  # a mode alone: no points
        self.contract = Contract(self.bidder, self.bid_mode, bid, self.contre)


@dataclass(frozen=True)
class AuctionSystem(_CompiledSystem):
    """Compiled auction rules."""

    values: tuple[int, ...]
    modes: tuple[str, ...]
    capot: bool
    overbid_partner: bool
    contre: bool
    surcontre: bool
    contre_ends: bool
    first_speaker: str
    capot_contre: bool = True
    generale: bool = False
    raise_own: str = "allowed"
    same_level_order: tuple[str, ...] = ()
    """Mode codes from the lowest to the highest (``C D H S SA TA``); empty: no overbid at the
    same level."""
    contre_any_time: bool = False
    contre_fault: bool = False
    """A contre out of turn is accepted as a fault the bidding team rules on."""
    end_passes: int = 3
    """Passes in a row after a bid that end the auction (3, or 4: the bidder's own too)."""
    after_contre: str = "every_seat"
    """Who speaks after a contre: ``every_seat`` in turn, or only the ``contred_team``."""
    after_capot: str = "as_usual"
    """Who speaks after a capot (or générale) bid: every seat ``as_usual``, only the bidder's
    ``opponents``, or nobody: the capot ``ends`` the auction."""
    levels: str = "numbers"
    """``numbers``: a bid names points and a mode; ``none``: a mode alone (``take:H``), every
    bid at the one level :data:`MODE_ONLY_LEVEL` (``values`` is then that level alone)."""
    name: str = "auction"
    seating: Seating = FOUR
    """The table (:attr:`Rules.seating <belote_spec.seating.Seating>`): who speaks after whom,
    who plays with whom."""

    def _rank(self, mode: int) -> int:
        code = MODES[mode]
        return self.same_level_order.index(code) if code in self.same_level_order else -1

    def bids_above(self, level: int, mode: int = 0) -> tuple[str, ...]:
        """Every bid action above ``level`` (-1: no bid yet) in ``mode`` (same level and a
        higher mode overbids where ``same_level_order`` ranks the modes)."""
        cache = self.__dict__.setdefault("_bids", {})
        key = (level, mode)
        found: tuple[str, ...] | None = cache.get(key)
        if found is not None:
            return found
        bids: list[str] = []
        ranked = bool(self.same_level_order) and 0 <= level < CAPOT_LEVEL
        for v in self.values:
            head = "take:" if self.levels == "none" else f"bid:{v}:"
            if v > level:
                bids.extend(f"{head}{m}" for m in self.modes)
            elif v == level and ranked:
                bids.extend(
                    f"{head}{m}" for m in self.modes if self._rank(MODE_INDEX[m]) > self._rank(mode)
                )
        if self.capot and level < CAPOT_LEVEL:
            bids += [f"bid:capot:{m}" for m in self.modes]
        if self.generale and level < GENERALE_LEVEL:
            bids += [f"bid:generale:{m}" for m in self.modes]
        found = cache[key] = tuple(bids)
        return found

    def start(
        self, dealer: int, turned: int | None, barred: frozenset[int] = frozenset()
    ) -> AuctionState:
        del turned
        return AuctionState(self, dealer, barred)


#: The states a :class:`BiddingWalk` keeps at most (a bidding without a ceiling may reach
#: hundreds of thousands; past this, the states met are worked out again at every visit).
WALK_LIMIT = 20_000


class WalkNode:
    """One state of a :class:`BiddingWalk`: over (``done``, with its ``contract``), or the
    calls offered (``calls``) and the states those already taken led to (``nexts``)."""

    __slots__ = ("calls", "contract", "done", "nexts", "state")

    def __init__(self, state: PriseState | AuctionState) -> None:
        self.state: PriseState | AuctionState | None = state
        self.done = state.done
        self.contract = state.contract
        self.calls: tuple[str, ...] = ()
        self.nexts: dict[str, WalkNode] = {}
        if self.done:
            self.state = None  # nothing follows: the state is no longer needed
        else:
            self.calls = state.legal_calls()


class BiddingWalk:
    """The states of a built-in bidding system (:class:`PriseSystem`, :class:`AuctionSystem`)
    met by random play, each worked out once: a deal's bidding then reads, at each call, the
    calls offered (the same tuple, in the same order, as ``legal_calls()``) and the state the
    chosen one leads to, without running the state machine again. States are told apart as
    the batch engine's bidding graph tells them apart: every attribute but the history and the
    system. Get one with :func:`bidding_walk`."""

    __slots__ = ("_index", "starts", "system")

    def __init__(self, system: PriseSystem | AuctionSystem) -> None:
        self.system = system
        self._index: dict[tuple[Any, ...], WalkNode] = {}
        self.starts: dict[tuple[int, int | None], WalkNode] = {}
        """The first state of a deal's bidding, by dealer and turned card."""

    def start(self, dealer: int, turned: int | None) -> WalkNode:
        """The first state of the bidding of a deal (kept in :attr:`starts`)."""
        node = self._intern(self.system.start(dealer, turned))
        self.starts[dealer, turned] = node
        return node

    def follow(self, node: WalkNode, call: str) -> WalkNode:
        """The state ``call`` (one of ``node.calls``) leads to (kept in ``node.nexts``)."""
        state = node.state
        assert state is not None, "a finished bidding has no call"
        nxt = object.__new__(type(state))
        nxt.__dict__.update(state.__dict__)
        nxt.history = []
        nxt.apply_unchecked(call)
        nxt.history = []
        found = self._intern(nxt)
        if len(self._index) < WALK_LIMIT:
            node.nexts[call] = found
        return found

    def _intern(self, state: PriseState | AuctionState) -> WalkNode:
        key = tuple(v for k, v in state.__dict__.items() if k != "history" and k != "system")
        found = self._index.get(key)
        if found is None:
            found = WalkNode(state)
            if len(self._index) < WALK_LIMIT:
                self._index[key] = found
        return found


def bidding_walk(system: object) -> BiddingWalk | None:
    """The :class:`BiddingWalk` of a built-in bidding system (one per system, kept by it);
    None for any other system."""
    if type(system) is not PriseSystem and type(system) is not AuctionSystem:
        return None
    found: BiddingWalk | None = system.__dict__.get("_walk")
    if found is None:
        found = system.__dict__["_walk"] = BiddingWalk(system)
    return found


def bid_values(floor: int, step: int, ceiling: int | None) -> tuple[int, ...]:
    """The numeric bids: the floor, then every multiple of ``step`` above it up to the
    ceiling (floor 82, step 10: 82, 90, 100…)."""
    top = NO_CEILING_LIMIT if ceiling is None else ceiling
    values = [floor] if floor <= top else []
    value = (floor // step + 1) * step
    while value <= top:
        values.append(value)
        value += step
    return tuple(values)


def make_bidding_system(
    bidding: Mapping[str, Any], seating: Seating = FOUR
) -> PriseSystem | AuctionSystem:
    """Compile the ``bidding`` rules, for the table ``seating``."""
    modes = bidding["modes"]
    extra = {"sans_atout": bool(modes["sans_atout"]), "tout_atout": bool(modes["tout_atout"])}
    if bidding["system"] == "prise":
        prise = bidding["prise"]
        return PriseSystem(
            rounds=tuple(tuple(r) for r in prise["rounds"]),
            suit=bool(modes["suit"]),
            extra=extra,
            every_round=bool(prise["modes_in_every_round"]),
            vache=bool(prise["vache"]),
            first_speaker=bidding["first_speaker"],
            forced=str(prise.get("forced", "last_speaker")),
            seating=seating,
        )
    auction = bidding["auction"]
    levels = str(auction.get("levels", "numbers"))
    names: list[str] = []
    if modes["suit"]:
        names += ["S", "H", "D", "C"]
    if extra["sans_atout"]:
        names.append("SA")
    if extra["tout_atout"]:
        names.append("TA")
    return AuctionSystem(
        values=(
            (MODE_ONLY_LEVEL,)
            if levels == "none"
            else bid_values(int(auction["floor"]), int(auction["step"]), auction["ceiling"])
        ),
        modes=tuple(names),
        capot=bool(auction["capot"]),
        overbid_partner=bool(auction["overbid_partner"]),
        contre=bool(auction["contre"]),
        surcontre=bool(auction["surcontre"]),
        contre_ends=bool(auction["contre_ends_auction"]),
        first_speaker=bidding["first_speaker"],
        capot_contre=bool(auction["capot_contre"]),
        generale=bool(auction["generale"]),
        raise_own=str(auction["raise_own"]),
        same_level_order=tuple(parse_trump(m) for m in auction["same_level_order"]),
        contre_any_time=auction["contre_timing"] == "any_time",
        contre_fault=auction["contre_out_of_turn"] == "wronged_side_chooses",
        end_passes=4 if auction["end"] == "four_passes" else 3,
        after_contre=str(auction["after_contre"]),
        after_capot=str(auction["after_capot"]),
        levels=levels,
        seating=seating,
    )
