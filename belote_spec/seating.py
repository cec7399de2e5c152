"""Who sits where: the seats of a variant's table, in playing order, with their score lines,
partners and the pack they play with, worked out once from the variant's ``table`` and ``deck``
rules.

Every engine numbers the players by their place in the **playing order**: seat ``0`` is the
first of :attr:`Seating.seats`, seat ``i + 1`` plays after seat ``i``, and after the last comes
seat ``0`` again. Seat *codes* are compass points (``N``, ``W``, ``S``, ``E``) and only the
boundary (records, observations, the terminal, scenarios) reads them. The order of the codes is
what the direction of play changes:

* ``table.rotation: counterclockwise``: ``N W S E`` (the next player is on your right);
* ``table.rotation: clockwise``: ``N E S W`` (the next player is on your left).

A team of two partners facing each other keeps its name either way: ``NS`` are seats 0 and 2,
``EW`` seats 1 and 3, so the arithmetic of the engines (``seat & 1`` for the score line,
``seat ^ 2`` for the partner) is the same in both directions: rotation is a renaming.

:data:`FOUR` is the seating of every variant with four players facing, counter-clockwise, which
:data:`belote_spec.cards.SEATS` and :data:`~belote_spec.cards.TEAMS` describe;
:func:`seating_of` returns the seating of any variant (the same object for the same rules).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from types import MappingProxyType
from typing import Any, Final, Literal

from .cards import (
    DEAL_PACKETS,
    EIGHT,
    FULL_DECK,
    RANK_MASKS,
    SEVEN,
    TEAMS,
    Seat,
    SeatError,
    parse_seat,
)
from .i18n import _

__all__ = ["DECKS", "DECK_24", "FOUR", "Seating", "hand_size_of", "seating_of"]

Rotation = Literal["counterclockwise", "clockwise"]

#: The seat codes in playing order, by direction of play.
_ORDER: Final[Mapping[str, tuple[Seat, Seat, Seat, Seat]]] = {
    "counterclockwise": ("N", "W", "S", "E"),
    "clockwise": ("N", "E", "S", "W"),
}


#: The 24-card pack, nine to ace: the 32 cards without the sevens and eights.
DECK_24: Final = FULL_DECK & ~(RANK_MASKS[SEVEN] | RANK_MASKS[EIGHT])

#: The pack of each ``deck.cards`` value, as a bitset over the 32 card indices.
DECKS: Final[Mapping[int, int]] = MappingProxyType({32: FULL_DECK, 24: DECK_24})


@dataclass(frozen=True, slots=True)
class Seating:
    """The seats of a table in playing order, and what follows from them.

    Build it with :meth:`make` (or :func:`seating_of` from a variant); the fields are derived
    and checked there."""

    #: The number of players.
    players: int
    #: ``facing`` (two teams of partners facing each other) or ``none`` (each for himself).
    partnership: str
    #: The direction of play.
    rotation: Rotation
    #: The seat codes in playing order: ``("N", "W", "S", "E")`` counter-clockwise.
    seats: tuple[Seat, ...]
    #: The score lines: ``("NS", "EW")`` with two teams; the seat codes with ``none``.
    lines: tuple[str, ...]
    #: The score line of each seat (an index in :attr:`lines`): ``(0, 1, 0, 1)``.
    line_of: tuple[int, ...]
    #: The partner of each seat, or ``-1`` for none: ``(2, 3, 0, 1)``.
    partner: tuple[int, ...]
    #: The seat after each seat: ``(1, 2, 3, 0)``.
    after: tuple[int, ...]
    #: The seat before each seat: ``(3, 0, 1, 2)``.
    before: tuple[int, ...]
    #: The cards of the pack, as a bitset over the 32 card indices.
    deck_mask: int
    #: The cards dealt to each player, which is the number of tricks of a deal.
    hand_size: int
    #: Seat code → seat index.
    index: Mapping[str, int] = field(compare=False, repr=False)
    #: Score line name → the seat indices on it: ``{"NS": (0, 2), "EW": (1, 3)}``.
    members: Mapping[str, tuple[int, ...]] = field(compare=False, repr=False)

    @classmethod
    def make(
        cls,
        players: int = 4,
        partnership: str = "facing",
        rotation: str = "counterclockwise",
        *,
        deck_mask: int = FULL_DECK,
        hand_size: int = 8,
    ) -> Seating:
        """The seating of ``players`` players sitting as ``partnership`` says, playing in the
        direction ``rotation``. Raise :class:`ValueError` for a table the engines cannot seat."""
        if rotation not in _ORDER:
            raise ValueError(f"unknown rotation {rotation!r}; expected one of {sorted(_ORDER)}")
        if (players, partnership) not in ((4, "facing"), (3, "none"), (2, "none")):
            raise ValueError(
                f"a table of {players} players seated {partnership!r} is not supported;"
                " expected 4 players facing, or 3 or 2 players each for himself (none)"
            )
        # at three the seat E stays empty (N W S counter-clockwise, N S W clockwise); at two
        # the players face each other (N S)
        seats: tuple[Seat, ...] = _ORDER[rotation]
        if players == 3:
            seats = tuple(seat for seat in seats if seat != "E")
        elif players == 2:
            seats = ("N", "S")
        if partnership == "facing":
            lines: tuple[str, ...] = tuple(TEAMS)
            line_of: tuple[int, ...] = (0, 1, 0, 1)
            partner: tuple[int, ...] = (2, 3, 0, 1)
        else:
            lines = tuple(seats)
            line_of = tuple(range(players))
            partner = (-1,) * players
        return cls(
            players=players,
            partnership=partnership,
            rotation=rotation,  # type: ignore[arg-type]
            seats=seats,
            lines=lines,
            line_of=line_of,
            partner=partner,
            after=tuple((i + 1) % players for i in range(players)),
            before=tuple((i - 1) % players for i in range(players)),
            deck_mask=deck_mask,
            hand_size=hand_size,
            index=MappingProxyType({seat: i for i, seat in enumerate(seats)}),
            members=MappingProxyType(
                {
                    line: tuple(i for i in range(players) if line_of[i] == n)
                    for n, line in enumerate(lines)
                }
            ),
        )

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle as the recipe (its fields are worked out again, the same table object for
        the same recipe: :data:`FOUR` for the classic table); the name tables are read-only
        mappings, which do not pickle."""
        return (
            _seating_again,
            (self.players, self.partnership, self.rotation, self.deck_mask, self.hand_size),
        )

    def __copy__(self) -> Seating:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Seating:
        """A seating is immutable: a copy (of a game) shares it."""
        return self

    @property
    def clockwise(self) -> bool:
        """Whether play goes clockwise (the next player on one's left)."""
        return self.rotation == "clockwise"

    @property
    def classic(self) -> bool:
        """Whether this is four players in two teams facing, with 32 cards of which each gets
        eight, in either direction: the table the batch engine and the solver play."""
        return (
            self.players == 4
            and self.partnership == "facing"
            and self.deck_mask == FULL_DECK
            and self.hand_size == 8
        )

    def refusal(self, variant: str, engine: str) -> str | None:
        """Why ``engine`` (its name, translated: « the batch engine ») cannot play the table of
        ``variant`` (its id): it plays four players in two teams facing, 32 cards, eight each
        (:attr:`classic`); None when it can."""
        if self.classic:
            return None
        return _(
            "{variant}: {engine} plays four players in two teams facing each other, with 32 "
            "cards, eight each; this table has {players} players ({partnership}), {cards} "
            "cards, {hand} each (table.players, table.partnership, deck.cards, deal)",
            variant=variant,
            engine=engine,
            players=self.players,
            partnership=_("each for himself")
            if self.partnership == "none"
            else _("two teams facing"),
            cards=self.deck_mask.bit_count(),
            hand=self.hand_size,
        )

    def deck(self) -> list[int]:
        """The cards of the pack, by index in ascending order (``0 .. 31`` with 32 cards)."""
        mask = self.deck_mask
        return [card for card in range(32) if mask >> card & 1]

    def seat_index(self, seat: str) -> int:
        """The playing-order index of ``seat`` (a code or a name :func:`~belote_spec.cards.
        parse_seat` reads). Raise :class:`~belote_spec.cards.SeatError` for a seat this table
        does not have."""
        index = self.index.get(seat) if isinstance(seat, str) else None
        if index is not None:
            return index
        code = parse_seat(seat)
        if code not in self.index:
            raise SeatError(
                _(
                    "no player sits at {seat} at this table; the seats are {seats}",
                    seat=code,
                    seats=" ".join(self.seats),
                ),
                seat,
            )
        return self.index[code]

    def line(self, seat: int) -> str:
        """The name of the score line of the seat at index ``seat``: ``"NS"``."""
        return self.lines[self.line_of[seat]]

    def following(self, seat: str) -> Seat:
        """The seat code after ``seat`` in playing order."""
        return self.seats[self.after[self.seat_index(seat)]]

    def preceding(self, seat: str) -> Seat:
        """The seat code before ``seat`` in playing order."""
        return self.seats[self.before[self.seat_index(seat)]]

    def order(self, first: int) -> tuple[int, ...]:
        """The seat indices in playing order from ``first``: ``(2, 3, 0, 1)`` from seat 2."""
        n = self.players
        return tuple((first + k) % n for k in range(n))

    def seats_from(self, seat: str) -> tuple[Seat, ...]:
        """The seat codes in playing order from ``seat``: ``("S", "E", "N", "W")`` from ``S``
        counter-clockwise."""
        seats = self.seats
        return tuple(seats[i] for i in self.order(self.seat_index(seat)))

    def opponents(self, seat: int) -> tuple[int, ...]:
        """The seat indices on other score lines than ``seat``'s, in playing order from seat 0:
        ``(1, 3)`` for seat 0 at four."""
        line_of = self.line_of
        return tuple(i for i in range(self.players) if line_of[i] != line_of[seat])


#: Four players facing, playing counter-clockwise, 32 cards, eight each: every variant of the
#: French game, and what :data:`belote_spec.cards.SEATS` and ``TEAMS`` describe.
FOUR: Final = Seating.make()


@cache
def _seating(
    players: int,
    partnership: str,
    rotation: str,
    deck_mask: int = FULL_DECK,
    hand_size: int = 8,
) -> Seating:
    if (players, partnership, rotation, deck_mask, hand_size) == (
        4,
        "facing",
        "counterclockwise",
        FULL_DECK,
        8,
    ):
        return FOUR
    return Seating.make(players, partnership, rotation, deck_mask=deck_mask, hand_size=hand_size)


def _seating_again(
    players: int, partnership: str, rotation: str, deck_mask: int, hand_size: int
) -> Seating:
    """The seating of a pickle (:meth:`Seating.__reduce__`)."""
    return _seating(players, partnership, rotation, deck_mask, hand_size)


def hand_size_of(deal: Mapping[str, Any] | None) -> int:
    """The cards each player holds for the play, from the ``deal`` rules: what the first
    pattern deals, plus ``completion.others`` when it deals fewer than eight (the taker's own
    count, the turned card included, must come to the same: :mod:`belote_spec.checks` says
    so). Eight when the rules say nothing."""
    if not deal:
        return 8
    patterns = deal.get("patterns") or ()
    packets = DEAL_PACKETS.get(str(patterns[0])) if patterns else None
    if packets is None:
        return 8
    dealt = sum(packets)
    if dealt >= 8:
        return dealt
    completion = deal.get("completion") or {}
    return dealt + int(completion.get("others", 8 - dealt))


def seating_of(rules: Any) -> Seating:
    """The seating of a variant: of a :class:`~belote_spec.variant.Variant` (or anything with
    its ``rule(path)`` method), or of a mapping of its resolved rules. Equal tables give the
    same object, and the classic table gives :data:`FOUR`."""
    if hasattr(rules, "rule"):
        table = rules.rule("table")
        deck = _rule_or_none(rules, "deck")
        deal = _rule_or_none(rules, "deal")
    else:
        table = rules["table"]
        deck = rules.get("deck")
        deal = rules.get("deal")
    cards = int((deck or {}).get("cards", 32))
    return _seating(
        int(table.get("players", 4)),
        str(table.get("partnership", "facing")),
        str(table.get("rotation", "counterclockwise")),
        DECKS.get(cards, FULL_DECK),
        hand_size_of(deal),
    )


def _rule_or_none(variant: Any, path: str) -> Any:
    try:
        return variant.rule(path)
    except (KeyError, LookupError):
        return None
