"""What one seat may know: the public single-seat view of a game that every bot plays from.

:meth:`Game.observation(seat) <belote_spec.engine.game.Game.observation>` builds an
:class:`Observation`: the seat's own hand, the dealer, the turned card, the bidding of the
deal, the contract, the finished tricks with their leaders and winners, the trick on the
table, the belotes and annonces shown, the scores and the actions the seat may take now. It
holds nothing a player at the table could not see, so a bot that reads only observations
cannot peek; and it is plain data (:meth:`Observation.to_dict` / :meth:`Observation.from_dict`
round-trip through JSON), so a bot can be driven by another referee, with legal actions that
referee supplies.

A bot is any object with ``act(observation) -> action`` (:class:`~belote_spec.bots.Bot`).
Cards are codes (``JH`` the jack of hearts), seats ``N``, ``W``, ``S``, ``E`` in playing order,
modes ``S``, ``H``, ``D``, ``C`` (a trump suit), ``SA`` and ``TA``; the bitset accessors
(:attr:`Observation.hand_mask`…) give the same as card indices for fast code.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Final

from ..cards import CARDS, SEATS
from ..errors import VariantError
from ..finding import load_by_name, variant_files
from ..seating import seating_of
from .tables import MODE_INDEX, MODES

if TYPE_CHECKING:
    from .game import Game
    from .rules import Rules

__all__ = ["AnnonceShown", "ContractView", "Observation", "TrickView"]

#: The format of :meth:`Observation.to_dict`.
OBSERVATION_VERSION: Final = 1

_CODE_INDEX: Final[Mapping[str, int]] = {c.code: int(c) for c in CARDS}


def _mask(codes: Sequence[str]) -> int:
    mask = 0
    for code in codes:
        mask |= 1 << _CODE_INDEX[code]
    return mask


@dataclass(frozen=True, slots=True)
class TrickView:
    """A trick: who led, the cards in the order played, and (once complete) who won it."""

    leader: str
    cards: tuple[str, ...]
    winner: str | None = None
    order: tuple[str, ...] = field(default=SEATS, compare=False, repr=False)
    """The seat codes in playing order (the table's :attr:`~belote_spec.seating.Seating.seats`;
    by default the four seats counter-clockwise, ``N W S E``)."""

    def seats(self) -> list[str]:
        """The seat that played each card."""
        order = self.order
        start = order.index(self.leader)
        n = len(order)
        return [order[(start + i) % n] for i in range(len(self.cards))]


@dataclass(frozen=True, slots=True)
class ContractView:
    """The contract: the taker's seat, the mode, the bid (points, ``capot``, ``generale``, or
    None for a prise), the contre level (0, 1 contré, 2 surcontré) and whether the capot was
    announced after a prise."""

    taker: str
    mode: str
    bid: int | str | None = None
    contre: int = 0
    capot_announced: bool = False

    @property
    def mode_index(self) -> int:
        """The mode as an index (0..3 a trump suit, 4 sans atout, 5 tout atout)."""
        return MODE_INDEX[self.mode]


@dataclass(frozen=True, slots=True)
class AnnonceShown:
    """An annonce shown to the table: who, what kind, its cards and its points."""

    seat: str
    kind: str
    cards: tuple[str, ...]
    points: int


@dataclass(frozen=True, slots=True)
class Observation:
    """What ``seat`` may know at one moment of a game (see the module docstring)."""

    variant: str
    """The variant, as game records name it (``club+vache``, or a file's path)."""
    seat: str
    phase: str
    """``bidding``, ``capot`` (the taker may announce the capot), ``play``, ``shuffle`` or
    ``over``."""
    to_move: str | None
    deal: int
    """The deal's number in the game, from 1."""
    dealer: str
    hand: tuple[str, ...]
    """The seat's cards now (during the bidding: the cards dealt so far)."""
    turned: str | None = None
    """The turned card of a prise, or None (where it goes to nobody, belote à deux, it stays
    on the table, public all the deal)."""
    bidding: tuple[tuple[str, str], ...] = ()
    """The deal's bidding so far: ``(seat, action)`` in order."""
    contract: ContractView | None = None
    tricks: tuple[TrickView, ...] = ()
    """The finished tricks of the deal."""
    trick: TrickView | None = None
    """The trick on the table (None between deals and before the first card)."""
    belote: tuple[tuple[str, str], ...] = ()
    """Belote and rebelote as they were said, in the order of play: ``(seat, card)`` for each
    call, « belote » with the first of the king and queen of a belote suit that the seat held
    together, « rebelote » with the second. Where the belote is counted automatically
    (``belote.call: automatic``) both cards are listed as their holder plays them; elsewhere
    only the calls the player made (a call left unsaid is not listed)."""
    annonces: tuple[AnnonceShown, ...] = ()
    """The annonces shown (after the first trick: those that score, ``annonces.resolution``)."""
    totals: Mapping[str, int] = field(default_factory=dict)
    """The game's totals before this deal is scored: ``{"NS": …, "EW": …}``."""
    target: int = 0
    legal: tuple[str, ...] = ()
    """The actions the seat may take now (empty when it has none)."""
    rules: Rules | None = field(default=None, compare=False, repr=False)
    """The compiled rules, when the observation comes from a game (not serialised: see
    :meth:`compiled`)."""
    bergere: str | None = None
    """The talon's last card, shown to all once the hands are completed (``deal.bergere``,
    belote à deux), or None."""
    seats: tuple[str, ...] = field(default=SEATS, compare=False, repr=False)
    """The seat codes in playing order (the variant's
    :attr:`Rules.seating.seats <belote_spec.seating.Seating.seats>`; not serialised: read
    again from the variant). By default the four seats counter-clockwise, ``N W S E``."""

    # ------------------------------------------------------------------ bitsets

    @property
    def seat_index(self) -> int:
        """The seat as an index in playing order (:attr:`seats`: 0 N, 1 W, 2 S, 3 E
        counter-clockwise)."""
        return self.seats.index(self.seat)

    @property
    def hand_mask(self) -> int:
        """The hand as a bitset of card indices."""
        return _mask(self.hand)

    @property
    def legal_mask(self) -> int:
        """The cards among the legal actions, as a bitset (a ``+belote`` suffix ignored)."""
        codes = [a.partition("+")[0] for a in self.legal]
        return _mask([c for c in codes if c in _CODE_INDEX])

    @property
    def played_mask(self) -> int:
        """Every card played in this deal so far (finished tricks and the table)."""
        codes = [c for t in self.tricks for c in t.cards]
        if self.trick is not None:
            codes.extend(self.trick.cards)
        return _mask(codes)

    @property
    def played_by_seat(self) -> tuple[int, int, int, int]:
        """The cards each seat has played in this deal so far (finished tricks and the
        table), one bitset per seat in playing order (:attr:`seats`: N, W, S, E
        counter-clockwise; as many as there are players)."""
        order = self.seats
        players = len(order)
        played = [0] * players
        for t in (*self.tricks, *(() if self.trick is None else (self.trick,))):
            start = order.index(t.leader)
            for i, code in enumerate(t.cards):
                played[(start + i) % players] |= 1 << _CODE_INDEX[code]
        # as many as there are players: the annotation says four for the applications that
        # read four (the seats model's later steps widen it)
        return tuple(played)  # type: ignore[return-value]

    @property
    def mode(self) -> int | None:
        """The contract's mode index, or None before there is one."""
        return None if self.contract is None else self.contract.mode_index

    def compiled(self) -> Rules:
        """The compiled rules: the game's, or those of :attr:`variant` loaded by name."""
        if self.rules is not None:
            return self.rules
        return load_by_name(self.variant).compile()

    # ------------------------------------------------------------------ JSON

    def to_dict(self) -> dict[str, Any]:
        """The observation as JSON-ready data (versioned; no rules object, no local path
        beyond the variant's reference)."""
        return {
            "version": OBSERVATION_VERSION,
            "variant": self.variant,
            "seat": self.seat,
            "phase": self.phase,
            "to_move": self.to_move,
            "deal": self.deal,
            "dealer": self.dealer,
            "hand": list(self.hand),
            "turned": self.turned,
            **({} if self.bergere is None else {"bergere": self.bergere}),
            "bidding": [list(b) for b in self.bidding],
            "contract": None
            if self.contract is None
            else {
                "taker": self.contract.taker,
                "mode": self.contract.mode,
                "bid": self.contract.bid,
                "contre": self.contract.contre,
                "capot_announced": self.contract.capot_announced,
            },
            "tricks": [_trick_dict(t) for t in self.tricks],
            "trick": None if self.trick is None else _trick_dict(self.trick),
            "belote": [list(b) for b in self.belote],
            "annonces": [
                {"seat": a.seat, "kind": a.kind, "cards": list(a.cards), "points": a.points}
                for a in self.annonces
            ],
            "totals": dict(self.totals),
            "target": self.target,
            "legal": list(self.legal),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], rules: Rules | None = None) -> Observation:
        """An observation from :meth:`to_dict`'s data (``rules`` attached if given). Raises
        :class:`ValueError` for data of another version, with a missing field, or with a
        value a game never gives (an unknown seat, phase or card, a card twice in the hand,
        a number of the wrong kind, a list longer than a deal holds): data from another
        program is checked before any bot reads it."""
        if not isinstance(data, Mapping):
            raise ValueError(f"not an observation: expected an object; got {type(data).__name__}")
        if data.get("version") != OBSERVATION_VERSION:
            raise ValueError(
                f"an observation of version {_shown(data.get('version'))}; "
                f"this version reads {OBSERVATION_VERSION}"
            )
        try:
            contract = data["contract"]
            variant = data["variant"]
            seats: tuple[str, ...]
            if rules is not None:
                seats = rules.seating.seats
            else:
                seats = _seats_of(variant) if isinstance(variant, str) else SEATS
            hand = _cards(data["hand"], "hand")
            if len(set(hand)) != len(hand):
                raise _Bad("hand: a card twice")
            return cls(
                variant=_text(data["variant"], "variant"),
                seat=_seat(data["seat"], "seat"),
                phase=_one_of(data["phase"], _PHASES, "phase"),
                to_move=None if data["to_move"] is None else _seat(data["to_move"], "to_move"),
                deal=_number(data["deal"], "deal"),
                dealer=_seat(data["dealer"], "dealer"),
                hand=hand,
                turned=None if data["turned"] is None else _card(data["turned"], "turned"),
                bergere=None
                if data.get("bergere") is None
                else _card(data["bergere"], "bergere"),
                bidding=tuple(
                    (_seat(s, "bidding"), _text(a, "bidding"))
                    for s, a in _pairs(data["bidding"], "bidding", _MAX_CALLS)
                ),
                contract=None if contract is None else _contract(contract),
                tricks=tuple(
                    _trick_view(t, seats) for t in _items(data["tricks"], "tricks", _MAX_TRICKS)
                ),
                trick=None if data["trick"] is None else _trick_view(data["trick"], seats),
                belote=tuple(
                    (_seat(s, "belote"), _card(c, "belote"))
                    for s, c in _pairs(data["belote"], "belote", 2 * len(SEATS))
                ),
                annonces=tuple(
                    _annonce(a) for a in _items(data["annonces"], "annonces", _MAX_CALLS)
                ),
                totals=_totals(data["totals"]),
                target=_number(data["target"], "target"),
                legal=tuple(_text(a, "legal") for a in _items(data["legal"], "legal", _MAX_CALLS)),
                rules=rules,
                seats=seats,
            )
        except KeyError as exc:
            raise ValueError(f"not an observation: the field {exc} is missing") from None
        except _Bad as exc:
            raise ValueError(f"not an observation: {exc}") from None


#: The phases a game reports.
_PHASES: Final = ("shuffle", "bidding", "capot", "play", "over")
#: Bounds of a deal's lists (a generous auction; eight tricks of four cards).
_MAX_CALLS: Final = 256
_MAX_TRICKS: Final = 8
_MAX_TEXT: Final = 200
_MAX_NUMBER: Final = 10**9


class _Bad(ValueError):
    """A value of an observation's data that no game gives."""


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _text(value: object, where: str) -> str:
    if not isinstance(value, str) or len(value) > _MAX_TEXT:
        raise _Bad(f"{where}: expected a text; got {_shown(value)}")
    return value


def _one_of(value: object, allowed: Sequence[str], where: str) -> str:
    if value not in allowed:
        raise _Bad(f"{where}: expected one of {', '.join(allowed)}; got {_shown(value)}")
    return str(value)


@lru_cache(maxsize=64)
def _seats_of(variant: str) -> tuple[str, ...]:
    """The seat codes in playing order of the variant an observation names (as game records
    name it: ``club+vache``). Only an installed variant is read, by its name (never a file an
    observation from elsewhere names); the four seats counter-clockwise for any other (the
    observation is read all the same)."""
    name, *options = variant.split("+")
    if len(variant) <= _MAX_TEXT and name in variant_files():
        try:
            return seating_of(load_by_name(name, options)).seats
        except (OSError, ValueError, VariantError):  # an unknown option: as for no variant
            pass
    return SEATS


def _seat(value: object, where: str) -> str:
    return _one_of(value, SEATS, where)


def _card(value: object, where: str) -> str:
    if not isinstance(value, str) or value not in _CODE_INDEX:
        raise _Bad(f"{where}: expected a card (7S, TH, JD...); got {_shown(value)}")
    return value


def _number(value: object, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) > _MAX_NUMBER:
        raise _Bad(f"{where}: expected a whole number; got {_shown(value)}")
    return value


def _items(value: object, where: str, most: int) -> list[Any]:
    if not isinstance(value, list | tuple) or len(value) > most:
        raise _Bad(f"{where}: expected a list of at most {most} items; got {_shown(value)}")
    return list(value)


def _pairs(value: object, where: str, most: int) -> list[tuple[Any, Any]]:
    items = _items(value, where, most)
    if not all(isinstance(i, list | tuple) and len(i) == 2 for i in items):
        raise _Bad(f"{where}: expected pairs [seat, value]; got {_shown(value)}")
    return [(i[0], i[1]) for i in items]


def _cards(value: object, where: str) -> tuple[str, ...]:
    return tuple(_card(c, where) for c in _items(value, where, len(CARDS)))


def _contract(value: object) -> ContractView:
    if not isinstance(value, Mapping):
        raise _Bad(f"contract: expected an object; got {_shown(value)}")
    bid = value.get("bid")
    if bid is not None and not isinstance(bid, str):
        bid = _number(bid, "contract.bid")
    elif isinstance(bid, str):
        bid = _text(bid, "contract.bid")
    capot = value.get("capot_announced", False)
    if not isinstance(capot, bool):
        raise _Bad(f"contract.capot_announced: expected true or false; got {_shown(capot)}")
    return ContractView(
        taker=_seat(value["taker"], "contract.taker"),
        mode=_one_of(value["mode"], tuple(MODE_INDEX), "contract.mode"),
        bid=bid,
        contre=_number(value.get("contre", 0), "contract.contre"),
        capot_announced=capot,
    )


def _annonce(value: object) -> AnnonceShown:
    if not isinstance(value, Mapping):
        raise _Bad(f"annonces: expected an object; got {_shown(value)}")
    return AnnonceShown(
        _seat(value["seat"], "annonces.seat"),
        _text(value["kind"], "annonces.kind"),
        _cards(value["cards"], "annonces.cards"),
        _number(value["points"], "annonces.points"),
    )


_SEAT_CODES = frozenset(SEATS)


def _totals(value: object) -> dict[str, int]:
    # two teams (NS, EW), or each for himself one line per player, named by his seat
    if not isinstance(value, Mapping) or not (
        set(value) <= {"NS", "EW"} or (set(value) <= _SEAT_CODES and len(value) <= 3)
    ):
        raise _Bad(f"totals: expected {{NS: points, EW: points}}; got {_shown(value)}")
    return {str(team): _number(points, f"totals.{team}") for team, points in value.items()}


def _trick_dict(t: TrickView) -> dict[str, Any]:
    return {"leader": t.leader, "cards": list(t.cards), "winner": t.winner}


def _trick_view(data: object, seats: tuple[str, ...]) -> TrickView:
    if not isinstance(data, Mapping):
        raise _Bad(f"tricks: expected an object; got {_shown(data)}")
    winner = data.get("winner")
    cards = tuple(_card(c, "tricks.cards") for c in _items(data["cards"], "tricks.cards", 4))
    return TrickView(
        _seat(data["leader"], "tricks.leader"),
        cards,
        None if winner is None else _seat(winner, "tricks.winner"),
        seats,
    )


def observe(game: Game, seat: str) -> Observation:
    """The observation of ``seat`` in ``game`` (see :meth:`Game.observation`)."""
    rules = game.rules
    seats = rules.seating.seats
    if seat not in seats:
        raise ValueError(f"unknown seat {seat!r}; expected one of {', '.join(seats)}")
    d = game.deal
    i = seats.index(seat)
    phase = game.phase
    if phase in ("bidding", "shuffle") or d.start_hands is None:
        hand = tuple(CARDS[c].code for c in sorted(d.dealt.hands[i]))
    elif phase == "over" and d.status != "play":
        hand = ()
    else:
        hand = tuple(game.hand(seat))
    contract = None
    if d.contract is not None and phase != "bidding":
        contract = ContractView(
            seats[d.contract.taker],
            MODES[d.contract.mode],
            d.contract.bid,
            d.contract.contre,
            d.capot_announced,
        )
    tricks = tuple(
        TrickView(t["leader"], tuple(t["cards"]), t["winner"], seats) for t in (d.tricks or ())
    )
    table = game.trick if phase == "play" else []
    trick = TrickView(table[0][0], tuple(c for _s, c in table), None, seats) if table else None
    belote: list[tuple[str, str]] = []
    annonces: list[AnnonceShown] = []
    if d.contract is not None and d.start_hands is not None and d.tricks is not None:
        belote = _belotes_shown(game, tricks, trick)
        if tricks and d.resolution is not None:
            for s in sorted(d.resolution.by_seat):
                for a in d.resolution.counts(s):
                    codes = tuple(CARDS[c].code for c in range(32) if a.cards >> c & 1)
                    annonces.append(AnnonceShown(seats[s], a.kind, codes, a.points))
    try:
        legal = tuple(game.legal_actions(seat)) if not game.over else ()
    except ValueError:
        legal = ()
    return Observation(
        variant=game.variant_spec,
        seat=seat,
        phase=phase,
        to_move=game.to_move,
        deal=d.number,
        dealer=seats[d.dealer],
        hand=hand,
        turned=None if d.dealt.turned is None else CARDS[d.dealt.turned].code,
        bidding=tuple((seats[s], a) for s, a in d.bidding.history),
        contract=contract,
        tricks=tricks,
        trick=trick,
        belote=tuple(belote),
        annonces=tuple(annonces),
        totals=dict(game.totals),
        target=game.target,
        legal=legal,
        rules=rules,
        bergere=None if d.bergere is None or d.start_hands is None else CARDS[d.bergere].code,
        seats=seats,
    )


def _belotes_shown(
    game: Game, tricks: Sequence[TrickView], trick: TrickView | None
) -> list[tuple[str, str]]:
    d = game.deal
    rules = game.rules
    assert d.contract is not None
    assert d.start_hands is not None
    said = d.belote_said or {}
    said_again = d.rebelote_said or {}
    automatic = rules.belote_call == "automatic"
    out: list[tuple[str, str]] = []
    plays = [(s, c) for t in tricks for s, c in zip(t.seats(), t.cards, strict=True)]
    if trick is not None:
        plays.extend(zip(trick.seats(), trick.cards, strict=True))
    pairs = rules.belote_pairs[d.contract.mode]
    first_played: set[int] = set()  # the belote suits whose first honour has been played
    for s, code in plays:
        card = _CODE_INDEX[code]
        for suit, pair, _with in pairs:
            if not (pair >> card) & 1:
                continue
            seat = game.rules.seating.index[s]
            first = suit not in first_played
            first_played.add(suit)
            if d.start_hands[seat] & pair != pair:
                continue
            calls = said if first else said_again
            if automatic or suit in calls.get(seat, ()):
                out.append((s, code))
    return out
