"""Bidding systems: the two-round prise (with its vache) and the auction with contre.

A system is built once per variant; ``start(...)`` returns a fresh state machine for one
deal. Actions are short strings so that they read well in deal records:

* prise: ``pass``, ``take:H`` (a suit ``S H D C``, or ``SA`` / ``TA``);
* auction: ``pass``, ``bid:90:H``, ``bid:capot:SA``, ``contre``, ``surcontre``.

Seats are indices ``0..3`` in play order (N, W, S, E); teams are ``seat % 2``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from .tables import MODE_INDEX, MODES

__all__ = [
    "AuctionSystem",
    "BiddingState",
    "BiddingSystem",
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

    def as_dict(self) -> dict[str, Any]:
        """The contract as the API's mapping: taker team, trump, bid, contre."""
        return {"taker": self.team, "trump": self.trump, "bid": self.bid, "contre": self.contre}


class BiddingState(Protocol):
    """One deal's bidding in progress."""

    to_move: int
    done: bool
    contract: Contract | None
    history: list[tuple[int, str]]

    def legal(self) -> list[str]:
        """The actions the player to move may take."""

    def apply(self, action: str) -> None:
        """Take an action (raises :class:`IllegalAction`)."""


class BiddingSystem(Protocol):
    """A compiled bidding system."""

    name: str

    def start(self, dealer: int, turned: int | None) -> BiddingState:
        """A fresh bidding for a deal (``turned`` is the turned card index, if any)."""


def _first(dealer: int, who: str) -> int:
    return dealer if who == "dealer" else (dealer + 1) % 4


# ----------------------------------------------------------------------------- prise


class PriseState:
    """A two-round (or one-round) prise."""

    def __init__(self, system: PriseSystem, dealer: int, turned: int | None) -> None:
        self.system = system
        self.dealer = dealer
        self.turned_suit = (turned >> 3) if turned is not None else 0
        self.round = 0
        self.spoken = 0
        self.to_move = _first(dealer, system.first_speaker)
        self.done = False
        self.contract: Contract | None = None
        self.history: list[tuple[int, str]] = []

    def _choices(self) -> list[str]:
        sysm = self.system
        modes = sysm.rounds[self.round]
        out: list[str] = []
        if sysm.suit:
            for m in modes:
                if m == "turned_suit":
                    out.append(MODES[self.turned_suit])
                elif m == "other_suits":
                    out.extend(MODES[s] for s in range(4) if s != self.turned_suit)
                elif m == "any_suit":
                    out.extend(MODES[s] for s in range(4))
        for special in ("SA", "TA"):
            name = "sans_atout" if special == "SA" else "tout_atout"
            if sysm.extra[name] and (sysm.every_round or name in modes):
                out.append(special)
        seen: dict[str, None] = dict.fromkeys(out)
        return [f"take:{m}" for m in seen]

    def legal(self) -> list[str]:
        if self.done:
            return []
        takes = self._choices()
        forced = (
            self.system.vache and self.round == len(self.system.rounds) - 1 and self.spoken == 3
        )
        return takes if forced and takes else ["pass", *takes]

    def apply(self, action: str) -> None:
        legal = self.legal()
        if action not in legal:
            if action == "pass" and legal:
                raise IllegalAction(
                    "the last speaker must take (la vache)", "bidding.prise.vache", action
                )
            raise IllegalAction(
                f"'{action}' is not allowed now; allowed: {', '.join(legal)}",
                "bidding.prise.rounds",
                action,
            )
        self.history.append((self.to_move, action))
        if action != "pass":
            self.contract = Contract(self.to_move, MODE_INDEX[action.split(":", 1)[1]])
            self.done = True
            return
        self.spoken += 1
        self.to_move = (self.to_move + 1) % 4
        if self.spoken == 4:
            self.round += 1
            self.spoken = 0
            if self.round == len(self.system.rounds):
                self.done = True


@dataclass(frozen=True)
class PriseSystem:
    """Compiled prise rules."""

    rounds: tuple[tuple[str, ...], ...]
    suit: bool
    extra: Mapping[str, bool]
    every_round: bool
    vache: bool
    first_speaker: str
    name: str = "prise"

    def start(self, dealer: int, turned: int | None) -> PriseState:
        return PriseState(self, dealer, turned)


# ----------------------------------------------------------------------------- auction


class AuctionState:
    """An auction: bids of points and a mode, contre and surcontre."""

    def __init__(self, system: AuctionSystem, dealer: int) -> None:
        self.system = system
        self.to_move = _first(dealer, system.first_speaker)
        self.done = False
        self.contract: Contract | None = None
        self.history: list[tuple[int, str]] = []
        self.bid: int | str | None = None
        self.bid_mode = 0
        self.bidder = -1
        self.contre = 0
        self.passes = 0
        self.locked = False  # after a contre that ends the auction except for surcontre

    def _level(self) -> int:
        if self.bid is None:
            return -1
        return 10_000 if self.bid == "capot" else int(self.bid)

    def legal(self) -> list[str]:
        if self.done:
            return []
        sysm = self.system
        out = ["pass"]
        seat = self.to_move
        partner_bid = self.bidder >= 0 and (self.bidder % 2) == (seat % 2)
        if not self.locked and (sysm.overbid_partner or not partner_bid or self.bidder == seat):
            out.extend(sysm.bids_above(self._level()))
        if self.bid is not None:
            if sysm.contre and self.contre == 0 and not partner_bid and self.bidder != seat:
                out.append("contre")
            if sysm.surcontre and self.contre == 1 and (partner_bid or self.bidder == seat):
                out.append("surcontre")
        return out

    def apply(self, action: str) -> None:
        legal = self.legal()
        if action not in legal:
            raise IllegalAction(
                f"'{action}' is not allowed now (the last bid is "
                f"{self.bid if self.bid is not None else 'none'})",
                "bidding.auction",
                action,
            )
        seat = self.to_move
        self.history.append((seat, action))
        sysm = self.system
        if action == "pass":
            self.passes += 1
            if self.bid is None and self.passes == 4:
                self.done = True  # all passed: redeal
                return
            if self.bid is not None and self.passes == 3:
                self._finish()
                return
        elif action == "contre":
            self.contre = 1
            self.passes = 0
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
        else:
            _, value, mode = action.split(":")
            self.bid = "capot" if value == "capot" else int(value)
            self.bid_mode = MODE_INDEX[mode]
            self.bidder = seat
            self.contre = 0
            self.passes = 0
        self.to_move = (self.to_move + 1) % 4

    def _finish(self) -> None:
        self.done = True
        self.contract = Contract(self.bidder, self.bid_mode, self.bid, self.contre)


@dataclass(frozen=True)
class AuctionSystem:
    """Compiled auction rules."""

    values: tuple[int, ...]
    modes: tuple[str, ...]
    capot: bool
    overbid_partner: bool
    contre: bool
    surcontre: bool
    contre_ends: bool
    first_speaker: str
    name: str = "auction"

    def bids_above(self, level: int) -> tuple[str, ...]:
        """Every bid action above ``level`` (-1: no bid yet; 10000: capot)."""
        cache = self.__dict__.setdefault("_bids", {})
        found: tuple[str, ...] | None = cache.get(level)
        if found is None:
            bids = [f"bid:{v}:{m}" for v in self.values if v > level for m in self.modes]
            if self.capot and level < 10_000:
                bids += [f"bid:capot:{m}" for m in self.modes]
            found = cache[level] = tuple(bids)
        return found

    def start(self, dealer: int, turned: int | None) -> AuctionState:
        del turned
        return AuctionState(self, dealer)


def make_bidding_system(bidding: Mapping[str, Any]) -> PriseSystem | AuctionSystem:
    """Compile the ``bidding`` rules."""
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
        )
    auction = bidding["auction"]
    names: list[str] = []
    if modes["suit"]:
        names += ["S", "H", "D", "C"]
    if extra["sans_atout"]:
        names.append("SA")
    if extra["tout_atout"]:
        names.append("TA")
    return AuctionSystem(
        values=tuple(range(auction["floor"], auction["ceiling"] + 1, auction["step"])),
        modes=tuple(names),
        capot=bool(auction["capot"]),
        overbid_partner=bool(auction["overbid_partner"]),
        contre=bool(auction["contre"]),
        surcontre=bool(auction["surcontre"]),
        contre_ends=bool(auction["contre_ends_auction"]),
        first_speaker=bidding["first_speaker"],
    )
