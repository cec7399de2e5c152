"""Annonces (sequences and carrés) and belote: finding them in a hand and resolving them.

Built once per variant from its ``annonces`` and ``belote`` rules. Sequences follow the
variant's ``cards.sequence_order``; carrés score per rank (a separate table at sans atout);
only the team holding the best annonce scores, and then all of its annonces.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any, Final

from ..cards import CARDS, RANK_CODES, RANK_MASKS, RANK_NAMES, CardStyle, format_cards
from .tables import SA, TA

__all__ = [
    "Annonce",
    "AnnonceKernels",
    "Resolution",
    "belote_suits",
    "make_annonce_kernels",
]

_RANK_INDEX: Final = {name: i for i, name in enumerate(RANK_NAMES)}
_TEAMS: Final = ("NS", "EW")
KING: Final = 6
QUEEN: Final = 5


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
    """The team whose annonces count, or None (nobody declared, a tie, or cancelled)."""
    cancelled: bool = False
    """A cancelling carré voided every annonce."""
    deal_cancelled: bool = False
    """A cancelling carré voids the whole deal."""
    best: Mapping[str, Annonce | None] = field(default_factory=dict)


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

    def __post_init__(self) -> None:
        combine = self.rules.get("card_reuse") == "carre_and_sequence"
        object.__setattr__(self, "_combine", combine)

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
        if not waived:
            return any(
                hand & (hand >> 8) & (hand >> 16) & (hand >> 24) & cancelling for hand in hands
            )
        for seat, hand in enumerate(hands):
            quads = hand & (hand >> 8) & (hand >> 16) & (hand >> 24) & cancelling
            kept = waived.get(seat, "")
            if kept.startswith("carre-") and kept[6:] in RANK_CODES:
                quads &= ~(1 << RANK_CODES.index(kept[6:]))
            if quads:
                return True
        return False

    def resolve(
        self,
        hands: Sequence[int],
        mode: int,
        first: int = 0,
        *,
        waived: Mapping[int, str] | None = None,
    ) -> Resolution:
        """Find and resolve the annonces of four hands (seat index → hand at the first trick).
        ``first`` is the seat that leads the first trick: where equal annonces go to the one
        declared first (``still_tied: first_declared``), the players declare in that order.
        ``waived`` maps a seat to the name (:meth:`name`) of one annonce it kept to itself
        while declaring the others (``annonces.declaring: optional``): that annonce, or that
        cancelling carré, counts for nothing and is not in ``by_seat``."""
        builtin_find = type(self).find is AnnonceKernels.find
        if builtin_find and not self.enabled_modes[mode]:  # nobody declares anything
            return Resolution({0: (), 1: (), 2: (), 3: ()}, {"NS": 0, "EW": 0}, None)
        if builtin_find and (self._seq_table or self._tables()):
            found = self._found
            which = 1 if mode == SA else 0
            s0 = found(hands[0], which)
            s1 = found(hands[1], which)
            s2 = found(hands[2], which)
            s3 = found(hands[3], which)
        else:
            find = self.find
            s0 = tuple(find(hands[0], mode))
            s1 = tuple(find(hands[1], mode))
            s2 = tuple(find(hands[2], mode))
            s3 = tuple(find(hands[3], mode))
        if waived:
            name = self.name
            kept = [s0, s1, s2, s3]
            for seat, kept_back in waived.items():
                kept[seat] = tuple(a for a in kept[seat] if name(a) != kept_back)
            s0, s1, s2, s3 = kept
        by_seat = {0: s0, 1: s1, 2: s2, 3: s3}
        zero = {"NS": 0, "EW": 0}
        if not self.enabled_modes[mode]:
            return Resolution(by_seat, zero, None)
        if self.cancelling and self.cancelling_carre(hands, waived):
            deal = self.rules["cancelling_carres"]["effect"] == "deal"
            return Resolution(by_seat, zero, None, cancelled=True, deal_cancelled=deal)
        ns = s0 + s2
        ew = s1 + s3
        if not ns and not ew:  # nobody declares anything: the common case
            return Resolution(by_seat, zero, None, best={"NS": None, "EW": None})
        key = self.key
        a = max(ns, key=lambda x: key(x, mode)) if ns else None
        b = max(ew, key=lambda x: key(x, mode)) if ew else None
        best: dict[str, Annonce | None] = {"NS": a, "EW": b}
        if a is None or b is None:
            winner = "NS" if b is None else "EW"
        else:
            ka, kb = key(a, mode), key(b, mode)
            if ka == kb and self.rules["still_tied"] != "first_declared":
                return Resolution(by_seat, zero, None, best=best)
            if ka == kb:
                # the first player, in the order of the first trick, holding a best annonce
                order = [(first + k) % 4 for k in range(4)]
                top = next(seat for seat in order if any(key(x, mode) == ka for x in by_seat[seat]))
                winner = _TEAMS[top % 2]
            else:
                winner = "NS" if ka > kb else "EW"
        mine = ns if winner == "NS" else ew
        points = 0
        for x in mine:
            points += x.points
        awarded = dict(zero)
        awarded[winner] = points
        return Resolution(by_seat, awarded, winner, best=best)


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
