"""Annonces (sequences and carrés) and belote: finding them in a hand and resolving them.

Built once per variant from its ``annonces`` and ``belote`` rules. Sequences follow the
variant's ``cards.sequence_order``; carrés score per rank (a separate table at sans atout);
``annonces.resolution`` says who scores: only the team holding the best annonce, then all of
its annonces (``best_team``); the team with the best sequence all its sequences and the team
with the best carré all its carrés (``per_kind``); or every team all of its own (``each_own``).

The decisions are written once, as kernels in the subset of Python that numba compiles
(integers, tuples, arrays; :data:`KERNELS`): :func:`seat_annonces` sums up one hand from the
integer tables of :func:`make_code_tables` (its points, the code of its best annonce, its
carrés; :func:`seat_annonce_kinds` the same for its sequences and its carrés apart),
:func:`award_annonces` decides between the teams (a cancelling carré, the best code, equal
ones, the points awarded), :func:`award_annonce_kinds` applies it as ``annonces.resolution``
says, and :func:`belote_holder` who holds the king and queen of a belote suit and whether the
belote counts. The scalar engine (:meth:`AnnonceKernels.resolve`,
:meth:`Rules.belote_holders <belote_spec.engine.rules.Rules.belote_holders>`) calls them as
Python; the batch engine compiles the same functions (:mod:`belote_spec.simulation.batch.jit`).
An annonce's comparison key (:meth:`AnnonceKernels.key`, a tuple) enters the kernels as one integer,
:func:`key_code`, which orders as the tuples do.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any, Final

from ..cards import CARDS, RANK_CODES, RANK_MASKS, RANK_NAMES, CardStyle, format_cards
from .tables import SA, TA

__all__ = [
    "KERNELS",
    "KEY_BASE",
    "NO_ANNONCE",
    "RESOLUTIONS",
    "Annonce",
    "AnnonceCodeTables",
    "AnnonceKernels",
    "Resolution",
    "award_annonce_kinds",
    "award_annonces",
    "belote_first_card",
    "belote_holder",
    "belote_suits",
    "key_code",
    "make_annonce_kernels",
    "make_code_tables",
    "seat_annonce_kinds",
    "seat_annonces",
]

_RANK_INDEX: Final = {name: i for i, name in enumerate(RANK_NAMES)}
_NONE: tuple[Annonce, ...] = ()
_TEAMS: Final = ("NS", "EW")
KING: Final = 6
QUEEN: Final = 5

#: The code of no annonce (:func:`seat_annonces`): below every annonce's code.
NO_ANNONCE: Final = -1
#: The base of :func:`key_code`: every tie-break value of a comparison key is below it (a flag
#: 0 or 1, a length of at most 8, a position 0..7 in an order of the eight ranks).
KEY_BASE: Final = 16
#: The values of ``annonces.resolution``, by their code in the kernels
#: (:func:`award_annonce_kinds`).
RESOLUTIONS: Final = ("best_team", "per_kind", "each_own")
BEST_TEAM: Final = 0
PER_KIND: Final = 1
EACH_OWN: Final = 2
#: The bits of :func:`award_annonce_kinds`' ``scoring``: the sequences of NS (bit 0), of EW
#: (bit 1), the carrés of NS (bit 2), of EW (bit 3).
SEQUENCES_SCORE: Final = 1
CARRES_SCORE: Final = 4

# -- the kernels (numba's subset: integers, tuples, arrays) ---------------------------------------


def seat_annonce_kinds(
    hand: int,
    seq_points: Any,
    seq_key: Any,
    carre_points: Any,
    carre_key: Any,
    reuse_free: int,
) -> tuple[int, int, int, int, int, bool]:
    """(points of the sequences, code of the best sequence, points of the carrés, code of the
    best carré, ranks held four times, exact) of the annonces of ``hand`` in a mode where
    annonces are played, from the tables of :func:`make_code_tables` (those of the mode:
    ``seq_key[suit][bits]``, ``carre_points[quads]``, ``carre_key[quads]``): each code a
    :func:`key_code` (:data:`NO_ANNONCE`: none of that kind), the ranks of which the hand
    holds the four cards (bit r, whether or not their carré scores). Not ``exact`` where a
    card may not serve a carré and a sequence at once (``reuse_free`` 0) and the hand holds a
    carré that scores: its best combination (:meth:`AnnonceKernels.find`) is then not in the
    tables."""
    a = hand & 0xFF  # each suit's 8-bit pattern (a hand is 32 bits)
    b = (hand >> 8) & 0xFF
    c = (hand >> 16) & 0xFF
    d = hand >> 24
    quads = a & b & c & d
    carres = carre_points[quads]
    sequences = seq_points[a] + seq_points[b] + seq_points[c] + seq_points[d]
    keys = seq_key
    best = keys[0][a]
    key = keys[1][b]
    if key > best:
        best = key
    key = keys[2][c]
    if key > best:
        best = key
    key = keys[3][d]
    if key > best:
        best = key
    return sequences, best, carres, carre_key[quads], quads, reuse_free != 0 or carres == 0


def seat_annonces(
    hand: int,
    seq_points: Any,
    seq_key: Any,
    carre_points: Any,
    carre_key: Any,
    reuse_free: int,
) -> tuple[int, int, int, bool]:
    """(points, code of the best, ranks held four times, exact) of the annonces of ``hand``:
    :func:`seat_annonce_kinds` with the sequences and the carrés together (the points of all
    of them, the code of the best of either kind)."""
    found = seat_annonce_kinds(hand, seq_points, seq_key, carre_points, carre_key, reuse_free)
    best = found[1] if found[1] > found[3] else found[3]
    return found[0] + found[2], best, found[4], found[5]


def award_annonces(
    points: Any, keys: Any, quads: int, cancelling: int, leader: int, first_declared: int
) -> tuple[int, int, int, bool]:
    """(winning team, points awarded to NS, to EW, cancelled) from each seat's annonces as
    shown: ``points[seat]`` and ``keys[seat]`` (the code of its best, :data:`NO_ANNONCE`
    for none), ``quads`` the ranks of the carrés shown (bit r). A carré of a ``cancelling``
    rank (bit r) voids every annonce; otherwise the team holding the best code scores the
    points of all of its annonces. Equal best codes on both sides: nobody scores, or
    (``first_declared``) the team of the first seat holding one from ``leader`` in the order
    of the first trick. The team is 0 (NS), 1 (EW) or -1 (nobody)."""
    if quads & cancelling:
        return -1, 0, 0, True
    best_ns = keys[0] if keys[0] > keys[2] else keys[2]
    best_ew = keys[1] if keys[1] > keys[3] else keys[3]
    team = -1
    if best_ns > best_ew:
        team = 0
    elif best_ew > best_ns:
        team = 1
    elif best_ns > NO_ANNONCE and first_declared:
        for j in range(4):  # the first seat from the leader holding the best
            seat = (leader + j) & 3
            if keys[seat] == best_ns:
                team = seat & 1
                break
    if team == 0:
        return 0, points[0] + points[2], 0, False
    if team == 1:
        return 1, 0, points[1] + points[3], False
    return -1, 0, 0, False


def belote_first_card(pair: int, played: Any, tm: int) -> int:
    """How the first of the king and queen ``pair`` was played (``played``: the deal's cards
    in the order played, four a trick; ``tm`` the contract's trump mask): 1 led, following the
    suit led or trumping; 0 thrown off on another suit's lead (at tout atout, where nothing
    trumps: ``tm`` 0); -1 neither played yet."""
    for j in range(len(played)):
        card = played[j]
        if (pair >> card) & 1:
            pos = j & 3
            if pos == 0 or (played[j - pos] >> 3) == (card >> 3) or (tm >> card) & 1:
                return 1
            return 0
    return -1


def award_annonce_kinds(
    resolution: int,
    points: Any,
    keys: Any,
    quads: int,
    cancelling: int,
    leader: int,
    first_declared: int,
) -> tuple[int, int, int, bool]:
    """(scoring, points awarded to NS, to EW, cancelled) under ``annonces.resolution``
    (``resolution``: its index in :data:`RESOLUTIONS`), from each seat's annonces as shown,
    the sequences and the carrés apart: ``points[seat]`` and ``keys[seat]`` the points and the
    code of the best of its sequences, ``points[4 + seat]`` and ``keys[4 + seat]`` of its
    carrés (:data:`NO_ANNONCE`: none), ``quads`` the ranks of the carrés shown. A carré of a
    ``cancelling`` rank voids every annonce, whatever the resolution. Otherwise:
    ``best_team`` (0): :func:`award_annonces` on each seat's annonces of both kinds
    together; ``per_kind`` (1): :func:`award_annonces` on the sequences alone, then on the
    carrés alone (each with the tie rule), and the team's points of both added; ``each_own``
    (2): every team scores all of its annonces, nothing is compared. ``scoring``: which
    annonces count, as bits: the sequences of NS (1), of EW (2), the carrés of NS (4), of EW
    (8)."""
    if quads & cancelling:
        return 0, 0, 0, True
    if resolution == EACH_OWN:
        ns = points[0] + points[2] + points[4] + points[6]
        ew = points[1] + points[3] + points[5] + points[7]
        return 15, ns, ew, False
    if resolution == PER_KIND:
        seq = award_annonces(
            (points[0], points[1], points[2], points[3]),
            (keys[0], keys[1], keys[2], keys[3]),
            0,
            0,
            leader,
            first_declared,
        )
        car = award_annonces(
            (points[4], points[5], points[6], points[7]),
            (keys[4], keys[5], keys[6], keys[7]),
            0,
            0,
            leader,
            first_declared,
        )
        scoring = 0
        if seq[0] >= 0:
            scoring |= SEQUENCES_SCORE << seq[0]
        if car[0] >= 0:
            scoring |= CARRES_SCORE << car[0]
        return scoring, seq[1] + car[1], seq[2] + car[2], False
    combined = (
        points[0] + points[4],
        points[1] + points[5],
        points[2] + points[6],
        points[3] + points[7],
    )
    best = (
        keys[0] if keys[0] > keys[4] else keys[4],
        keys[1] if keys[1] > keys[5] else keys[5],
        keys[2] if keys[2] > keys[6] else keys[6],
        keys[3] if keys[3] > keys[7] else keys[7],
    )
    found = award_annonces(combined, best, 0, 0, leader, first_declared)
    if found[0] < 0:
        return 0, 0, 0, False
    return (SEQUENCES_SCORE | CARRES_SCORE) << found[0], found[1], found[2], False


def belote_holder(
    hands: Any,
    suit: int,
    pair: int,
    king_first: int,
    played: Any,
    first_card: int = 0,
    tm: int = 0,
) -> tuple[int, bool]:
    """(seat, counts): the seat whose starting hand (``hands[seat]``) holds the king and queen
    of ``suit`` (a belote suit of the contract, ``pair`` its king and queen), or -1 (one seat
    at most: each card is dealt once), and whether its belote counts: always, unless the king
    must come first (``king_first``) and was not played before the queen (``played``: the
    cards in the order played), or its first card must be led, follow suit or trump
    (``first_card``, ``belote.first_card: led_followed_or_trumped``; ``tm`` the contract's
    trump mask) and was not (:func:`belote_first_card`). ``hands``: one per player, in
    playing order (four, or three or two each for himself)."""
    for seat in range(len(hands)):
        if hands[seat] & pair != pair:
            continue
        if first_card and belote_first_card(pair, played, tm) != 1:
            return seat, False
        if not king_first:
            return seat, True
        king = suit * 8 + KING
        queen = suit * 8 + QUEEN
        for j in range(len(played)):
            if played[j] == queen:
                return seat, False
            if played[j] == king:
                for k in range(j + 1, len(played)):
                    if played[k] == queen:
                        return seat, True
                return seat, False
        return seat, False
    return -1, False


#: This module's kernels, for the compilers.
KERNELS: Final = (
    "seat_annonce_kinds",
    "seat_annonces",
    "award_annonces",
    "award_annonce_kinds",
    "belote_first_card",
    "belote_holder",
)


def key_code(key: Sequence[int]) -> int:
    """A comparison key (:meth:`AnnonceKernels.key`: the points, then the values of the
    variant's tie-break criteria) as one integer: two keys of one variant (their length)
    compare as their codes do. The points must be at least 0 and each value between 0 and
    ``KEY_BASE - 1``."""
    code = key[0]
    if code < 0:
        raise ValueError(f"an annonce's points below 0: {key!r}")
    for value in key[1:]:
        if not 0 <= value < KEY_BASE:
            raise ValueError(f"a tie-break value outside 0..{KEY_BASE - 1}: {key!r}")
        code = code * KEY_BASE + value
    return code


@dataclass(frozen=True, slots=True)
class Annonce:
    """One declared combination."""

    kind: str
    """``tierce``, ``cinquante``, ``cent`` or ``carre``."""
    cards: int
    """The cards, as a bitset."""
    points: int
    length: int
    high: int
    """Position of the highest card in the sequence order (0 = weakest)."""
    suit: int | None
    """The suit of a sequence; None for a carré."""
    rank: int | None = None
    """The rank of a carré (natural index)."""

    def describe(self, style: CardStyle = "code") -> str:
        """``tierce JH QH KH (20)``."""
        return f"{self.kind} {format_cards(self.cards, style=style)} ({self.points})"


@dataclass(frozen=True, slots=True)
class Resolution:
    """The outcome of comparing every player's annonces."""

    by_seat: Mapping[int, tuple[Annonce, ...]]
    awarded: Mapping[str, int]
    """Points each team scores: ``{"NS": x, "EW": y}``."""
    winner: str | None
    """The team whose annonces count, or None (nobody declared, a tie, cancelled, or both
    teams score some: ``annonces.resolution`` ``per_kind`` or ``each_own``)."""
    cancelled: bool = False
    """A cancelling carré voided every annonce."""
    deal_cancelled: bool = False
    """A cancelling carré voids the whole deal."""
    best: Mapping[str, Annonce | None] = field(default_factory=dict)
    counted: Mapping[int, tuple[Annonce, ...]] = field(default_factory=dict)
    """The annonces of each seat that score (those its team shows), or empty when not
    given: then those of the ``winner``'s seats (:meth:`counts`)."""

    def counts(self, seat: int) -> tuple[Annonce, ...]:
        """The annonces of ``seat`` that score."""
        if self.counted:
            return self.counted.get(seat, ())
        if self.winner is not None and _TEAMS[seat & 1] == self.winner:
            return self.by_seat.get(seat, ())
        return ()


def belote_suits(mode: int, tout_atout: str) -> tuple[int, ...]:
    """The suits whose king and queen make a belote in ``mode``."""
    if mode < 4:
        return (mode,)
    if mode == TA and tout_atout == "every_suit":
        return (0, 1, 2, 3)
    return ()


@dataclass(frozen=True, slots=True)
class AnnonceKernels:
    """Compiled annonce rules."""

    rules: Mapping[str, Any]
    enabled_modes: tuple[bool, ...]
    seq_position: tuple[int, ...]
    """Position of each natural rank in the sequence order (0 = weakest)."""
    kinds: tuple[tuple[str, int, int], ...]
    """(name, length, points) of the sequence kinds, shortest first."""
    carre_points: tuple[tuple[int, ...], tuple[int, ...]]
    cancelling: int
    """Bitset of the ranks whose carré cancels (as a mask of ranks 0..7)."""
    runs: tuple[tuple[tuple[int, int], ...], ...] = ()
    """For each 8-bit suit pattern (natural rank bits): its runs of consecutive cards in the
    sequence order, as ``(lowest position, length)``, at least as long as the shortest kind."""
    rank_at: tuple[int, ...] = ()
    """The natural rank at each position of the sequence order."""
    carre_position: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    """Strength of each rank's carré (0 = weakest), in suit and tout-atout contracts and at
    sans atout (``annonces.carre_order``); the ``higher`` tie-break of two carrés."""
    _seq_table: tuple[tuple[tuple[Annonce, ...], ...], ...] = field(
        default=(), init=False, repr=False, compare=False
    )
    """For each suit and 8-bit suit pattern: the sequences :meth:`_sequences` finds there
    (built from ``runs`` at the first use; empty until then, or when the kernels were built
    without runs)."""
    _carre_table: tuple[tuple[tuple[Annonce, ...], ...], ...] = field(
        default=(), init=False, repr=False, compare=False
    )
    """For suit contracts (0) and sans atout (1), and each 8-bit set of ranks held four
    times: the carrés that score, lowest rank first (built with ``_seq_table``)."""
    _tables_tried: bool = field(default=False, init=False, repr=False, compare=False)
    _combine: bool = field(default=True, init=False, repr=False, compare=False)
    """``card_reuse: carre_and_sequence``: carrés and sequences simply add up."""
    _first_declared: bool = field(default=False, init=False, repr=False, compare=False)
    """``still_tied: first_declared``: equal best annonces go to the first declarer."""
    _cancels_deal: bool = field(default=False, init=False, repr=False, compare=False)
    """A cancelling carré voids the whole deal (``cancelling_carres.effect: deal``)."""
    _resolution: int = field(default=BEST_TEAM, init=False, repr=False, compare=False)
    """``annonces.resolution``, as its index in :data:`RESOLUTIONS`."""
    _codes: AnnonceCodeTables | None = field(default=None, init=False, repr=False, compare=False)
    """The integer tables of the kernels (:meth:`code_tables`), once built."""
    _fast: tuple[Any, ...] | None = field(default=None, init=False, repr=False, compare=False)
    """What :meth:`resolve` reads the tables with (:meth:`_prepare`), once known."""

    def __post_init__(self) -> None:
        rules = self.rules
        object.__setattr__(self, "_combine", rules.get("card_reuse") == "carre_and_sequence")
        object.__setattr__(self, "_first_declared", rules.get("still_tied") == "first_declared")
        cancelling = rules.get("cancelling_carres") or {}
        object.__setattr__(self, "_cancels_deal", cancelling.get("effect") == "deal")
        resolution = RESOLUTIONS.index(rules.get("resolution", "best_team"))
        object.__setattr__(self, "_resolution", resolution)

    def _prepare(self) -> tuple[Any, ...]:
        """The tables :meth:`resolve` passes :func:`seat_annonces` (``seq_points``, then
        ``seq_key``, ``carre_points``, ``carre_key`` by mode, ``reuse``), and builds them;
        empty where :meth:`find` is overridden or the kernels have no tables (built by hand):
        then every annonce is found by :meth:`find`."""
        fast: tuple[Any, ...] = ()
        if type(self).find is AnnonceKernels.find and (self._seq_table or self._tables()):
            t = self.code_tables()
            fast = (t.seq_points, t.seq_key, t.carre_points, t.carre_key, t.reuse)
        object.__setattr__(self, "_fast", fast)
        return fast

    def code_tables(self) -> AnnonceCodeTables:
        """The integer tables the kernels read (:func:`make_code_tables`), built at the first
        call and shared by the kernels of the same rules."""
        codes = self._codes
        if codes is None:
            codes = make_code_tables(self)
            object.__setattr__(self, "_codes", codes)
        return codes

    def code(self, annonce: Annonce, mode: int) -> int:
        """The comparison key of ``annonce`` (:meth:`key`) as one integer (:func:`key_code`)."""
        return key_code(self.key(annonce, mode))

    def summarize(self, annonces: Sequence[Annonce], mode: int) -> tuple[int, int]:
        """(points, code of the best) of one seat's ``annonces`` (:data:`NO_ANNONCE`: none),
        as :func:`seat_annonces` sums a hand up from the tables: for the annonces the tables
        do not hold (a best combination, one kept back, a ``find`` of one's own)."""
        points = 0
        best = NO_ANNONCE
        for annonce in annonces:
            points += annonce.points
            code = self.code(annonce, mode)
            if code > best:
                best = code
        return points, best

    def summarize_kinds(self, annonces: Sequence[Annonce], mode: int) -> tuple[int, int, int, int]:
        """(points, code of the best) of one seat's sequences among ``annonces``, then of its
        carrés (:data:`NO_ANNONCE`: none of that kind), as :func:`seat_annonce_kinds` sums a
        hand up from the tables (see :meth:`summarize`)."""
        sequences = self.summarize([a for a in annonces if a.rank is None], mode)
        carres = self.summarize([a for a in annonces if a.rank is not None], mode)
        return sequences[0], sequences[1], carres[0], carres[1]

    def _tables(self) -> bool:
        """Build the tables of sequences and carrés, once; whether there are tables (kernels
        built by hand, without ``runs``, compute everything as they go)."""
        if self._seq_table:
            return True
        if self._tables_tried:
            return False
        object.__setattr__(self, "_tables_tried", True)
        if len(self.runs) != 256 or len(self.rank_at) != 8 or not self.kinds:
            return False
        carre_table: list[tuple[tuple[Annonce, ...], ...]] = []
        for which in (0, 1):
            table = self.carre_points[which]
            strength = self.carre_position[which]
            if len(table) != 8 or len(strength) != 8:
                return False
            by_rank = [
                Annonce("carre", RANK_MASKS[r], table[r], 4, strength[r], None, r)
                if table[r] > 0
                else None
                for r in range(8)
            ]
            carre_table.append(
                tuple(
                    tuple(a for r, a in enumerate(by_rank) if a is not None and (quads >> r) & 1)
                    for quads in range(256)
                )
            )
        seq_table = tuple(
            tuple(
                tuple(self._sequences_slow(bits << (8 * suit))) if self.runs[bits] else ()
                for bits in range(256)
            )
            for suit in range(4)
        )
        object.__setattr__(self, "_carre_table", tuple(carre_table))
        object.__setattr__(self, "_seq_table", seq_table)
        return True

    def active(self, mode: int) -> bool:
        """Whether annonces are played in this mode."""
        return self.enabled_modes[mode]

    def find(self, hand: int, mode: int) -> list[Annonce]:
        """The annonces a hand declares in ``mode`` (the best combination of them)."""
        if not self.enabled_modes[mode]:
            return []
        if not self._seq_table and not self._tables():
            return self._find_slow(hand, mode)
        return list(self._found(hand, 1 if mode == SA else 0))

    def _found(self, hand: int, which: int) -> tuple[Annonce, ...]:
        """:meth:`find` as a tuple, from the tables, in a mode where annonces are played
        (``which``: 1 at sans atout, else 0)."""
        seq_table = self._seq_table
        quads = hand & (hand >> 8) & (hand >> 16) & (hand >> 24) & 0xFF
        carres = self._carre_table[which][quads] if quads else ()
        a = seq_table[0][hand & 0xFF]
        b = seq_table[1][(hand >> 8) & 0xFF]
        c = seq_table[2][(hand >> 16) & 0xFF]
        d = seq_table[3][(hand >> 24) & 0xFF]
        if not carres:
            if a or b or c or d:
                return (*a, *b, *c, *d)
            return ()
        if self._combine:
            return (*carres, *a, *b, *c, *d)
        return tuple(self._best_combination(hand, list(carres)))

    def _find_slow(self, hand: int, mode: int) -> list[Annonce]:
        """:meth:`find` computed from the rules alone, without the tables (kernels built by
        hand; the reference the tables are checked against)."""
        if not self.enabled_modes[mode]:
            return []
        which = 1 if mode == SA else 0
        table = self.carre_points[which]
        strength = self.carre_position[which]
        carres = [
            Annonce("carre", RANK_MASKS[r], table[r], 4, strength[r], None, r)
            for r in range(8)
            if hand & RANK_MASKS[r] == RANK_MASKS[r] and table[r] > 0
        ]
        if self.rules["card_reuse"] == "carre_and_sequence" or not carres:
            return carres + self._sequences_slow(hand)
        return self._best_combination(hand, carres, slow=True)

    def _best_combination(
        self, hand: int, carres: list[Annonce], *, slow: bool = False
    ) -> list[Annonce]:
        """Where a card may serve only once: the carrés kept and the sequences of the cards
        left that score the most (the first such combination, most carrés first)."""
        sequences = self._sequences_slow if slow else self._sequences
        best: list[Annonce] = []
        best_total = -1
        for k in range(len(carres), -1, -1):
            for kept in combinations(carres, k):
                used = 0
                for c in kept:
                    used |= c.cards
                found = list(kept) + sequences(hand & ~used)
                total = sum(a.points for a in found)
                if total > best_total:
                    best, best_total = found, total
        return best

    def _sequences(self, hand: int) -> list[Annonce]:
        """The sequences of a hand, suit by suit (spades first), each suit's runs from the
        weakest up."""
        if not self._seq_table and not self._tables():
            return self._sequences_slow(hand)
        seq_table = self._seq_table
        return [
            *seq_table[0][hand & 0xFF],
            *seq_table[1][(hand >> 8) & 0xFF],
            *seq_table[2][(hand >> 16) & 0xFF],
            *seq_table[3][(hand >> 24) & 0xFF],
        ]

    def _sequences_slow(self, hand: int) -> list[Annonce]:
        """:meth:`_sequences` worked out from ``runs`` (what the tables hold)."""
        out: list[Annonce] = []
        shortest = self.kinds[0][1]
        split = self.rules["long_sequences"] == "split"
        rank_at = self.rank_at
        for suit in range(4):
            runs = self.runs[(hand >> (8 * suit)) & 0xFF]
            for start, length in runs:
                top = start + length - 1
                while length >= shortest:
                    kind = max((k for k in self.kinds if k[1] <= length), key=lambda k: k[1])
                    used = length if not split else kind[1]
                    cards = 0
                    for pos in range(top - used + 1, top + 1):
                        cards |= 1 << (suit * 8 + rank_at[pos])
                    out.append(Annonce(kind[0], cards, kind[2], used, top, suit))
                    if not split:
                        break
                    top -= used
                    length -= used
        return out

    def name(self, annonce: Annonce) -> str:
        """How an action names an annonce (``CARD+silent:NAME``): a carré by the code of its
        rank (``carre-7``, ``carre-J``), a sequence by its kind and the code of its highest
        card in the sequence order (``tierce-KH``, ``cent-AS``)."""
        if annonce.rank is not None:
            return f"carre-{RANK_CODES[annonce.rank]}"
        held = [c for c in range(32) if (annonce.cards >> c) & 1]
        top = max(held, key=lambda c: self.seq_position[c & 7])
        return f"{annonce.kind}-{CARDS[top].code}"

    def declarable(self, hand: int, mode: int) -> tuple[str, ...]:
        """What a hand may declare in ``mode``, by name (:meth:`name`): its annonces
        (:meth:`find`), then each carré of a cancelling rank it holds (``carre-7``), which
        scores nothing but is declared like an annonce. Empty where annonces are not played
        in ``mode``."""
        if not self.enabled_modes[mode]:
            return ()
        names = [self.name(a) for a in self.find(hand, mode)]
        quads = hand & (hand >> 8) & (hand >> 16) & (hand >> 24) & self.cancelling
        for rank in range(8):
            carre = f"carre-{RANK_CODES[rank]}"
            if (quads >> rank) & 1 and carre not in names:
                names.append(carre)
        return tuple(names)

    def key(self, annonce: Annonce, mode: int) -> tuple[int, ...]:
        """The comparison key of an annonce: points, then the variant's tie-break criteria."""
        out = [annonce.points]
        for criterion in self.rules["tie_break"]:
            if criterion == "carre_over_sequence":
                out.append(1 if annonce.kind == "carre" else 0)
            elif criterion == "longer":
                out.append(annonce.length)
            elif criterion == "higher":
                out.append(annonce.high)
            elif criterion == "trump":
                out.append(1 if annonce.suit is not None and annonce.suit == mode else 0)
        return tuple(out)

    def cancelling_carre(
        self, hands: Sequence[int], waived: Mapping[int, str] | None = None
    ) -> bool:
        """Whether a player holds a carré of a cancelling rank (not one he kept to himself:
        ``waived`` maps a seat to the name of the annonce it did not declare)."""
        cancelling = self.cancelling
        if not cancelling:
            return False
        kept = waived or {}
        shown = 0
        for seat, hand in enumerate(hands):
            shown |= _shown_quads(hand, kept.get(seat, ""))
        nothing = (NO_ANNONCE, NO_ANNONCE, NO_ANNONCE, NO_ANNONCE)
        return award_annonces((0, 0, 0, 0), nothing, shown, cancelling, 0, 0)[3]

    def resolve(
        self,
        hands: Sequence[int],
        mode: int,
        first: int = 0,
        *,
        waived: Mapping[int, str] | None = None,
        lines: Sequence[str] | None = None,
    ) -> Resolution:
        """Find and resolve the annonces of four hands (seat index → hand at the first trick).
        With another number of hands, each player for himself (``lines``: the name of each
        seat's score line, its seat code), see :meth:`resolve_each`.
        ``first`` is the seat that leads the first trick: where equal annonces go to the one
        declared first (``still_tied: first_declared``), the players declare in that order.
        ``waived`` maps a seat to the name (:meth:`name`) of one annonce it kept to itself
        while declaring the others (``annonces.declaring: optional``): that annonce, or that
        cancelling carré, counts for nothing and is not in ``by_seat``."""
        if len(hands) != 4:
            return self.resolve_each(hands, mode, first, waived=waived, lines=lines)
        fast = self._fast if self._fast is not None else self._prepare()
        if fast and not self.enabled_modes[mode]:  # nobody declares anything
            return Resolution({0: (), 1: (), 2: (), 3: ()}, {"NS": 0, "EW": 0}, None)
        if fast and not waived:
            # each hand summed up from the tables; its annonces looked up where it has some
            sp, sk, cp, ck, free = fast[0], fast[1][mode], fast[2][mode], fast[3][mode], fast[4]
            sums = [seat_annonce_kinds(hands[seat], sp, sk, cp, ck, free) for seat in range(4)]
            if all(f[1] < 0 and f[3] < 0 for f in sums):  # no annonce to look up
                s0 = s1 = s2 = s3 = _NONE
            else:
                found = self._found
                which = 1 if mode == SA else 0
                s0, s1, s2, s3 = (
                    found(hands[seat], which) if f[1] >= 0 or f[3] >= 0 else ()
                    for seat, f in enumerate(sums)
                )
            kinds = [
                f[:4] if f[5] else self.summarize_kinds(found_, mode)
                for f, found_ in zip(sums, (s0, s1, s2, s3), strict=True)
            ]
            quads = sums[0][4] | sums[1][4] | sums[2][4] | sums[3][4]
        else:
            if fast:
                which = 1 if mode == SA else 0
                s0, s1, s2, s3 = (self._found(hands[seat], which) for seat in range(4))
            else:
                s0, s1, s2, s3 = (tuple(self.find(hands[seat], mode)) for seat in range(4))
            kept_back = waived or {}
            if kept_back:
                name = self.name
                kept = [s0, s1, s2, s3]
                for seat, waived_name in kept_back.items():
                    kept[seat] = tuple(a for a in kept[seat] if name(a) != waived_name)
                s0, s1, s2, s3 = kept
            if not self.enabled_modes[mode]:
                return Resolution({0: s0, 1: s1, 2: s2, 3: s3}, {"NS": 0, "EW": 0}, None)
            kinds = [self.summarize_kinds(found_, mode) for found_ in (s0, s1, s2, s3)]
            quads = 0
            for seat in range(4):
                quads |= _shown_quads(hands[seat], kept_back.get(seat, ""))
        by_seat = {0: s0, 1: s1, 2: s2, 3: s3}
        scoring, ns, ew, cancelled = self._award(kinds, quads, first)
        if cancelled:
            zero = {"NS": 0, "EW": 0}
            return Resolution(
                by_seat,
                zero,
                None,
                cancelled=True,
                deal_cancelled=self._cancels_deal,
                counted={0: (), 1: (), 2: (), 3: ()},
            )
        k0, k1, k2, k3 = (max(k[1], k[3]) for k in kinds)
        best = {
            "NS": self._best(s0, k0, s2, k2, mode) if k0 >= 0 or k2 >= 0 else None,
            "EW": self._best(s1, k1, s3, k3, mode) if k1 >= 0 or k3 >= 0 else None,
        }
        counted = {seat: _counted(found_, seat, scoring) for seat, found_ in by_seat.items()}
        teams = {_TEAMS[seat & 1] for seat, found_ in counted.items() if found_}
        winner = teams.pop() if len(teams) == 1 else None
        return Resolution(by_seat, {"NS": ns, "EW": ew}, winner, best=best, counted=counted)

    def resolve_each(
        self,
        hands: Sequence[int],
        mode: int,
        first: int = 0,
        *,
        waived: Mapping[int, str] | None = None,
        lines: Sequence[str] | None = None,
    ) -> Resolution:
        """The annonces of players each for himself (``hands`` in playing order, any number;
        ``lines`` the name of each one's score line, his seat code): the player holding the
        best annonce scores all of his own, the others none (no partner shares them); equal
        best annonces: nobody, or (``still_tied: first_declared``) the first of them from the
        leader ``first``; a cancelling carré voids them all. ``annonces.resolution`` is read as
        ``best_team``, the best *player* here."""
        n = len(hands)
        names = tuple(lines) if lines is not None else tuple(str(i) for i in range(n))
        kept = waived or {}
        name = self.name
        by_seat = {
            seat: tuple(
                a for a in self.find(hands[seat], mode) if not kept or name(a) != kept.get(seat)
            )
            for seat in range(n)
        }
        zero = dict.fromkeys(names, 0)
        nobody = dict.fromkeys(range(n), ())
        if not self.enabled_modes[mode]:
            return Resolution(by_seat, zero, None, counted=nobody)
        quads = 0
        for seat in range(n):
            quads |= _shown_quads(hands[seat], kept.get(seat, ""))
        if quads & self.cancelling:
            return Resolution(
                by_seat,
                zero,
                None,
                cancelled=True,
                deal_cancelled=self._cancels_deal,
                counted=nobody,
            )
        kinds = [self.summarize_kinds(by_seat[seat], mode) for seat in range(n)]
        keys = [max(k[1], k[3]) for k in kinds]
        top = max(keys)
        holders = [seat for seat in range(n) if keys[seat] == top]
        winner = -1
        if top > NO_ANNONCE:
            if len(holders) == 1:
                winner = holders[0]
            elif self._first_declared:
                winner = min(holders, key=lambda seat: (seat - first) % n)
        if winner < 0:
            return Resolution(by_seat, zero, None, counted=nobody)
        awarded = dict(zero)
        awarded[names[winner]] = kinds[winner][0] + kinds[winner][2]
        best: dict[str, Annonce | None] = dict.fromkeys(names)
        best[names[winner]] = self._best(by_seat[winner], keys[winner], (), NO_ANNONCE, mode)
        counted = {seat: by_seat[seat] if seat == winner else () for seat in range(n)}
        return Resolution(by_seat, awarded, names[winner], best=best, counted=counted)

    def awarded(self, hands: Sequence[int], mode: int, first: int = 0) -> tuple[int, int, bool]:
        """The points :meth:`resolve` awards each team and whether the deal is cancelled:
        ``(NS, EW, deal_cancelled)``, from the same kernels, without the annonces themselves
        (for the simulator, which only scores them). :meth:`resolve` itself answers where the
        tables do not settle a hand (a best combination, kernels without tables)."""
        fast = self._fast if self._fast is not None else self._prepare()
        if fast and not self.enabled_modes[mode]:  # nobody declares anything
            return 0, 0, False
        if fast:
            sp, sk, cp, ck, free = fast[0], fast[1][mode], fast[2][mode], fast[3][mode], fast[4]
            f0 = seat_annonce_kinds(hands[0], sp, sk, cp, ck, free)
            f1 = seat_annonce_kinds(hands[1], sp, sk, cp, ck, free)
            f2 = seat_annonce_kinds(hands[2], sp, sk, cp, ck, free)
            f3 = seat_annonce_kinds(hands[3], sp, sk, cp, ck, free)
            if f0[5] and f1[5] and f2[5] and f3[5]:
                _scoring, ns, ew, cancelled = self._award(
                    (f0, f1, f2, f3), f0[4] | f1[4] | f2[4] | f3[4], first
                )
                return ns, ew, cancelled and self._cancels_deal
        found = self.resolve(hands, mode, first)
        return found.awarded["NS"], found.awarded["EW"], found.deal_cancelled

    def _award(
        self, kinds: Sequence[Sequence[int]], quads: int, first: int
    ) -> tuple[int, int, int, bool]:
        """:func:`award_annonce_kinds` with this variant's resolution, cancelling carrés and
        tie rule, from each seat's (sequence points, best sequence, carré points, best carré)
        in ``kinds``."""
        points = tuple(k[0] for k in kinds) + tuple(k[2] for k in kinds)
        keys = tuple(k[1] for k in kinds) + tuple(k[3] for k in kinds)
        return award_annonce_kinds(
            self._resolution, points, keys, quads, self.cancelling, first, self._first_declared
        )

    def _best(
        self, first: tuple[Annonce, ...], k1: int, second: tuple[Annonce, ...], k2: int, mode: int
    ) -> Annonce | None:
        """A team's best annonce: the first of its seats' annonces whose code is the best of
        ``k1`` and ``k2`` (the codes of its seats' best; one at least is an annonce's)."""
        best = k1 if k1 > k2 else k2
        mine = first if k1 == best else second
        if len(mine) == 1:
            return mine[0]
        code = self.code
        return next(a for a in mine if code(a, mode) == best)


def _counted(annonces: tuple[Annonce, ...], seat: int, scoring: int) -> tuple[Annonce, ...]:
    """The ``annonces`` of ``seat`` that score, by the bits ``scoring`` of
    :func:`award_annonce_kinds`."""
    sequences = (scoring >> (seat & 1)) & SEQUENCES_SCORE
    carres = (scoring >> (seat & 1)) & CARRES_SCORE
    if sequences and carres:
        return annonces
    if not sequences and not carres:
        return ()
    return tuple(a for a in annonces if (a.rank is not None) == bool(carres))


def _shown_quads(hand: int, kept_back: str) -> int:
    """The ranks of which ``hand`` holds the four cards (bit r), but the carré it keeps back
    (``kept_back``, an annonce's name: ``carre-7``)."""
    quads = hand & (hand >> 8) & (hand >> 16) & (hand >> 24) & 0xFF
    if kept_back.startswith("carre-") and kept_back[6:] in RANK_CODES:
        quads &= ~(1 << RANK_CODES.index(kept_back[6:]))
    return quads


@dataclass(frozen=True, slots=True)
class AnnonceCodeTables:
    """The integer tables of the annonce kernels (:func:`make_code_tables`), tuples indexed as
    the kernels index them (the batch engine holds them as arrays)."""

    enabled: tuple[bool, ...]
    """``enabled[mode]``: annonces are played in ``mode``."""
    seq_points: tuple[int, ...]
    """``seq_points[bits]``: the points of the sequences of a suit's 8-bit rank pattern."""
    seq_key: tuple[tuple[tuple[int, ...], ...], ...]
    """``seq_key[mode][suit][bits]``: the code of the best of them in that suit
    (:data:`NO_ANNONCE`: none)."""
    carre_points: tuple[tuple[int, ...], ...]
    """``carre_points[mode][quads]``: the points of the carrés that score among the ranks of
    ``quads`` (bit r: the four cards of rank r are held)."""
    carre_key: tuple[tuple[int, ...], ...]
    """``carre_key[mode][quads]``: the code of the best of those carrés (or none)."""
    cancelling: int
    """The ranks whose carré cancels (bit r), or 0."""
    cancels_deal: bool
    """A cancelling carré voids the whole deal, not only the annonces."""
    reuse: int
    """1 where a card may be in a carré and a sequence (``card_reuse:
    carre_and_sequence``); 0: a hand with a carré that scores takes its best combination."""
    first_declared: bool
    """Equal best annonces go to the first declarer (``still_tied: first_declared``)."""
    resolution: int = BEST_TEAM
    """``annonces.resolution``, as its index in :data:`RESOLUTIONS`."""


#: The code tables built so far in this process, by annonce kernels (their repr: the rules
#: that make them): the variants and options with the same annonce rules share them.
_CODE_TABLES: dict[str, AnnonceCodeTables] = {}
_CODE_TABLES_LOCK: Final = threading.Lock()


def make_code_tables(kernels: AnnonceKernels) -> AnnonceCodeTables:
    """The integer tables of ``kernels``, read off their own ``find``, ``_sequences`` and
    ``key`` (each suit pattern and each set of carrés, in each mode); shared by the kernels of
    the same rules."""
    name = repr(kernels)
    with _CODE_TABLES_LOCK:
        found = _CODE_TABLES.get(name)
    if found is not None:
        return found
    code = kernels.code
    seq_points = [0] * 256
    seq_key = [[[NO_ANNONCE] * 256 for _suit in range(4)] for _mode in range(6)]
    for suit in range(4):
        for bits in range(1, 256):
            sequences = kernels._sequences(bits << (8 * suit))
            if not sequences:
                continue
            if suit == 0:  # the same in every suit
                seq_points[bits] = sum(a.points for a in sequences)
            for mode in range(6):
                seq_key[mode][suit][bits] = max(code(a, mode) for a in sequences)
    carre_points = [[0] * 256 for _mode in range(6)]
    carre_key = [[NO_ANNONCE] * 256 for _mode in range(6)]
    for mode in range(6):
        carres = [
            [
                (a.points, code(a, mode))
                for a in kernels.find(RANK_MASKS[rank], mode)
                if a.rank is not None
            ]
            for rank in range(8)
        ]
        for quads in range(1, 256):
            held = [c for rank in range(8) if (quads >> rank) & 1 for c in carres[rank]]
            carre_points[mode][quads] = sum(points for points, _code in held)
            carre_key[mode][quads] = max((c for _points, c in held), default=NO_ANNONCE)
    built = AnnonceCodeTables(
        enabled=tuple(bool(on) for on in kernels.enabled_modes),
        seq_points=tuple(seq_points),
        seq_key=tuple(tuple(tuple(row) for row in by_suit) for by_suit in seq_key),
        carre_points=tuple(tuple(row) for row in carre_points),
        carre_key=tuple(tuple(row) for row in carre_key),
        cancelling=kernels.cancelling,
        cancels_deal=kernels._cancels_deal,
        reuse=1 if kernels._combine else 0,
        first_declared=kernels._first_declared,
        resolution=kernels._resolution,
    )
    with _CODE_TABLES_LOCK:
        return _CODE_TABLES.setdefault(name, built)


def make_annonce_kernels(
    annonces: Mapping[str, Any], sequence_order: Sequence[str]
) -> AnnonceKernels:
    """Compile the ``annonces`` rules."""
    position = [0] * 8
    for i, name in enumerate(sequence_order):
        position[_RANK_INDEX[name]] = 7 - i
    seqs = annonces["sequences"]
    kinds = tuple(
        sorted(
            ((name, int(seqs[name]["length"]), int(seqs[name]["points"])) for name in seqs),
            key=lambda k: k[1],
        )
    )
    carres = tuple(int(annonces["carres"][n]) for n in RANK_NAMES)
    carres_sa = tuple(int(annonces["carres_sans_atout"][n]) for n in RANK_NAMES)
    cancelling = 0
    for name in annonces["cancelling_carres"]["ranks"]:
        cancelling |= 1 << _RANK_INDEX[name]
    on = bool(annonces["enabled"])
    modes = annonces["in_modes"]
    enabled = tuple(
        on and bool(modes["suit"] if m < 4 else modes["sans_atout" if m == SA else "tout_atout"])
        for m in range(6)
    )
    shortest = kinds[0][1]
    runs_table: list[tuple[tuple[int, int], ...]] = []
    for bits in range(256):
        by_pos = 0
        for rank in range(8):
            if (bits >> rank) & 1:
                by_pos |= 1 << position[rank]
        found: list[tuple[int, int]] = []
        p = 0
        while p < 8:
            if (by_pos >> p) & 1:
                start = p
                while p < 8 and (by_pos >> p) & 1:
                    p += 1
                if p - start >= shortest:
                    found.append((start, p - start))
            else:
                p += 1
        runs_table.append(tuple(found))
    rank_at = [0] * 8
    for rank, pos in enumerate(position):
        rank_at[pos] = rank
    carre_position: list[tuple[int, ...]] = []
    for key in ("suit", "sans_atout"):
        strength = [0] * 8
        for i, name in enumerate(annonces["carre_order"][key]):
            strength[_RANK_INDEX[name]] = 7 - i
        carre_position.append(tuple(strength))
    return AnnonceKernels(
        carre_position=(carre_position[0], carre_position[1]),
        runs=tuple(runs_table),
        rank_at=tuple(rank_at),
        rules=annonces,
        enabled_modes=enabled,
        seq_position=tuple(position),
        kinds=kinds,
        carre_points=(carres, carres_sa),
        cancelling=cancelling,
    )
