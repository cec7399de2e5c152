"""Compile a variant's rules into the arrays of the batch engine.

The batch engine is not written per variant, and it does not restate the rules: every table
here is read off the compiled reference kernels of :class:`~belote_spec.engine.rules.Rules`,
by running them on symbolic inputs once:

* **dealing**: the reference dealer deals the pack ``0..31`` (deck *positions*, not cards)
  for each dealer, pattern and taker; the hands it returns say which position goes to whom;
* **bidding**: the reference state machine (prise or auction) is explored from each start
  (dealer and turned suit) into a graph of states, each with its legal actions in order and
  the state each leads to; a random policy then walks the graph with array look-ups;
* **play**: the card tables (power, points, the cards above each card, trumps) and the
  variant's ``play`` switches, read as the reference kernel reads them;
* **annonces**: what each 8-bit suit pattern and each carré is worth and how it ranks: the
  annonce kernels' own integer tables, as arrays
  (:meth:`~belote_spec.engine.annonces.AnnonceKernels.code_tables`);
* **scoring**: the terms each side scores in each outcome, from the reference's own
  resolution of ``scoring.outcomes`` (:mod:`belote_spec.simulation.batch.scorer`).

A phase provided by a third-party plugin has no batch form: :func:`check_batchable` names it
and the simulation runs it on the scalar path instead.
"""

from __future__ import annotations

import copy
import heapq
import operator
import threading
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, TypeVar

import numpy as np
import numpy.typing as npt

from ...engine.annonces import AnnonceKernels
from ...engine.bidding import AuctionSystem, PriseSystem
from ...engine.deal import Dealer
from ...engine.play import PLAY_RULES, kernel_rules
from ...engine.trick_bonuses import TrickBonuses
from ...i18n import _
from ..columns import BID_CAPOT, BID_GENERALE, bid_code

if TYPE_CHECKING:
    from ...engine.rules import Rules

__all__ = [
    "BID_CAPOT",
    "BID_GENERALE",
    "BatchUnsupported",
    "BiddingGraph",
    "CompiledBatch",
    "check_batchable",
    "compile_batch",
]

I64 = npt.NDArray[np.int64]
I32 = npt.NDArray[np.int32]


#: The phases and the hooks that make them.
_PHASES: Final = {
    "belote_make_card_tables": "cards",
    "belote_make_dealer": "deal",
    "belote_make_bidding": "bidding",
    "belote_make_play": "play",
    "belote_make_annonces": "annonces",
    "belote_make_belote": "belote",
    "belote_make_trick_bonuses": "trick bonuses",
    "belote_make_scorer": "scoring",
    "belote_make_game_end": "game_end",
}

#: The probability of an announced capot, as the Simulator calls it.
CAPOT_CALL: Final = 0.05
#: The most steps a bidding may take before the engine gives up (a bidding graph loop).
MAX_BIDDING_STEPS: Final = 10_000
#: At most this many bidding states are explored; a bigger graph is refused (scalar path).
MAX_BIDDING_STATES: Final = 200_000
#: Exploring ahead (:meth:`BiddingGraph.ahead`) stops when the graph's table of targets holds
#: this many cells (states times the most actions of a state): the memory stays small, and a
#: bidding is never refused (:data:`MAX_BIDDING_STATES`) for states no deal reached.
AHEAD_CELLS: Final = 2_000_000
#: Exploring ahead applies the calls a deal takes with a chance of at least one in this many
#: times the deals played so far (the chance of the path that leads to the call).
AHEAD_REACH: Final = 16
#: A bidding that offers more actions at once is refused (scalar path): exploring a state
#: costs the square of its actions (each is applied, and each application checks it).
MAX_BIDDING_ACTIONS: Final = 600


class BatchUnsupported(ValueError):
    """The variant has a phase the batch engine cannot play (a third-party plugin's kernel):
    the message names it. :func:`belote_spec.simulate` then uses the scalar path."""


def check_batchable(rules: Rules) -> None:
    """Raise :class:`BatchUnsupported` when a phase of ``rules`` comes from a plugin other than
    the built-in ones (its kernels are its own: the batch tables would not follow them), or
    the table is not four players facing with 32 cards (:attr:`Seating.classic
    <belote_spec.seating.Seating.classic>`)."""
    from ...plugins import BUILTIN_PLUGINS

    refusal = rules.seating.refusal(rules.variant.id, _("the batch engine"))
    if refusal is not None:
        raise BatchUnsupported(refusal)
    hooks = rules.plugin_manager.hook
    for hook_name, phase in _PHASES.items():
        caller = getattr(hooks, hook_name)
        for impl in caller.get_hookimpls():
            if impl.plugin_name not in BUILTIN_PLUGINS:
                raise BatchUnsupported(
                    _(
                        "{variant}: the {phase} phase comes from the plugin {plugin}; the "
                        "batch engine plays only the built-in rules",
                        variant=rules.variant.id,
                        phase=phase,
                        plugin=repr(impl.plugin_name),
                    )
                )
    bonuses = getattr(rules, "trick_bonuses", None)
    if bonuses is not None and not isinstance(bonuses, TrickBonuses):
        raise BatchUnsupported(
            _(
                "{variant}: the {phase} kernel is not a built-in one",
                variant=rules.variant.id,
                phase="trick bonuses",
            )
        )
    if tuple(rules.variant.rule("game_end.instant_win")):
        raise BatchUnsupported(
            _(
                "{variant}: a hand dealt may win the whole game at once "
                "(game_end.instant_win); the batch engine plays every deal out",
                variant=rules.variant.id,
            )
        )
    kinds = (
        ("deal", rules.dealer, Dealer),
        ("bidding", rules.bidding, (PriseSystem, AuctionSystem)),
        ("annonces", rules.annonces, AnnonceKernels),
    )
    for phase, kernel, expected in kinds:
        if not isinstance(kernel, expected):
            raise BatchUnsupported(
                _(
                    "{variant}: the {phase} kernel is not a built-in one",
                    variant=rules.variant.id,
                    phase=phase,
                )
            )


# ----------------------------------------------------------------------------- dealing


@dataclass(frozen=True)
class DealTables:
    """Deck positions of every hand, for each dealer ``d``, pattern ``p`` and taker ``t``."""

    patterns: int
    first: I64
    """``first[d, p, pos]``: the seat that receives deck position ``pos`` before the bidding
    (-1: the turned card or the rest)."""
    turned: I64
    """``turned[d, p]``: the position of the turned card (-1: none)."""
    final: I64
    """``final[d, p, t, s, k]``: the ``k``-th position of seat ``s``'s hand, in the order
    received, when ``t`` takes."""
    passed_order: I64
    """``passed_order[d, p]``: positions as gathered after a deal nobody took."""


def _deal_tables(dealer: Dealer) -> DealTables:
    patterns = dealer.patterns
    first = np.full((4, len(patterns), 32), -1, np.int64)
    turned = np.full((4, len(patterns)), -1, np.int64)
    final = np.zeros((4, len(patterns), 4, 4, 8), np.int64)
    passed = np.zeros((4, len(patterns), 32), np.int64)
    identity = list(range(32))
    for d in range(4):
        for p, pattern in enumerate(patterns):
            dealt = dealer.deal(identity, d, pattern)
            for seat, hand in enumerate(dealt.hands):
                first[d, p, hand] = seat
            if dealt.turned is not None:
                turned[d, p] = dealt.turned
            order: list[int] = []
            for i in range(4):
                order.extend(dealt.hands[(d + 1 + i) % 4])
            if dealt.turned is not None:
                order.append(dealt.turned)
            order.extend(dealt.rest)
            passed[d, p] = order
            for t in range(4):
                hands = dealer.complete(dealt, t, d)
                for seat, hand in enumerate(hands):
                    if len(hand) != 8:
                        raise BatchUnsupported(
                            _("a deal gives {count} cards to a seat, not 8", count=len(hand))
                        )
                    final[d, p, t, seat] = hand
    return DealTables(len(patterns), first, turned, final, passed)


# ----------------------------------------------------------------------------- bidding


def _freeze(value: Any) -> Hashable:
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _freeze(v)) for k, v in value.items()))
    if isinstance(value, set):
        return frozenset(value)
    return value  # type: ignore[no-any-return]


def _attributes(state: Any) -> list[tuple[str, Any]]:
    """A state's attributes, as (name, value) pairs in a fixed order."""
    found = getattr(state, "__dict__", None)
    if found is not None:
        return list(found.items())
    names = [n for k in type(state).__mro__ for n in getattr(k, "__slots__", ())]
    return [(n, getattr(state, n)) for n in names if hasattr(state, n)]


def _copy(state: Any) -> Any:
    if hasattr(state, "__dict__"):
        new = object.__new__(type(state))
        new.__dict__.update(state.__dict__)
        return new
    return copy.copy(state)


def _signature(state: Any) -> Hashable:
    """What makes two bidding states the same: every attribute but the history and the
    system (shared), in the order the state set them (see :class:`_Signer` for the quick
    form the graph uses)."""
    found = getattr(state, "__dict__", None)
    if found is not None:
        kept = found.copy()
        kept.pop("history", None)
        kept.pop("system", None)
        items = tuple(kept.items())
    else:
        items = tuple(
            item for item in _attributes(state) if item[0] != "history" and item[0] != "system"
        )
    try:
        hash(items)
    except TypeError:  # a list or a mapping among the values
        return tuple((name, _freeze(value)) for name, value in items)
    return items


#: The first item of a signature made by :func:`_signature` (never a value of an attribute):
#: it cannot equal a quick one.
_SLOW: Final = object()

#: The attributes a signature leaves out.
_UNSIGNED: Final = ("history", "system")


class _Signer:
    """Signatures of the states of one class, made quickly: the values of its attributes
    (those of the first state seen, but the history and the system) read by one
    ``operator.itemgetter``, hashed by the graph's index itself (a value that cannot be
    hashed: see :func:`_frozen`); a state whose attributes are not those falls back to
    :func:`_signature`. (Called for every edge of the graph: hundreds of thousands of times
    per bidding system.)"""

    __slots__ = ("_get", "_names")

    def __init__(self, found: dict[str, Any]) -> None:
        names = [name for name in found if name not in _UNSIGNED]
        self._names = set(found)
        self._get: Callable[[dict[str, Any]], Any] | None = (
            operator.itemgetter(*names) if len(names) > 1 else None  # else: a lone value
        )

    def __call__(self, state: Any) -> Hashable:
        found = getattr(state, "__dict__", None)
        if self._get is not None and found is not None and found.keys() == self._names:
            values: tuple[Any, ...] = self._get(found)
            return values
        return (_SLOW, _signature(state))


def _frozen(signature: Any) -> Hashable:
    """A quick signature with a list or a mapping among its values, made hashable."""
    return tuple(_freeze(value) for value in signature)


class BiddingGraph:
    """The states a deal's bidding reaches, as arrays, explored as the simulation reaches them.

    ``count[s]`` legal actions in state ``s`` (-1: not explored yet, see :meth:`expand`); the
    ``k``-th is action ``action[s, k]`` (an index into :attr:`actions`, the reference's action
    strings) and leads to the state :meth:`follow` gives (``target[s, k]``, -1 until an
    action is first taken). A finished state has ``count`` 0 and
    its contract in ``taker``, ``mode``, ``bid`` (-1 in all three when nobody took) and
    ``contre``. ``start[dealer, turned_suit]`` is the first state of a deal.

    Exploring runs the reference state machine itself (``legal()`` and ``apply()`` on copies),
    so the graph plays exactly the variant's bidding. States are explored on demand because an
    auction without a ceiling has tens of thousands of them, most never reached; and an
    action is applied only when a deal first takes it, because an auction state offers
    thousands of calls (every level of every mode), of which a simulation takes a few."""

    def __init__(self, system: PriseSystem | AuctionSystem) -> None:
        self.system = system
        self._index: dict[Hashable, int] = {}
        self._signers: dict[type, _Signer] = {}
        self._states: list[Any] = []
        self._actions: dict[str, int] = {}
        self._size = 0
        capacity = 64
        self.count = np.full(capacity, -1, np.int64)
        # states and actions are counted in hundreds of thousands at most: 32 bits halve the
        # graph's memory (a no-ceiling auction's can reach tens of megabytes)
        self.target = np.full((capacity, 1), -1, np.int32)
        self.action = np.zeros((capacity, 1), np.int32)
        self._legal: list[tuple[str, ...] | None] = []
        self._rows: dict[tuple[str, ...], list[int]] = {}
        """The action indices of each list of legal calls met so far."""
        self._appliers: dict[type, Callable[[Any, str], None]] = {}
        self.taker = np.full(capacity, -1, np.int64)
        self.mode = np.full(capacity, -1, np.int64)
        self.bid = np.full(capacity, -1, np.int64)
        self.contre = np.zeros(capacity, np.int64)
        self.start = np.zeros((4, 4), np.int64)
        self._lock = threading.Lock()
        # exploring ahead (see ahead()): the chance of reaching each state found so far, the
        # part of it already passed on to the states it leads to, the states left to explore
        # (by the chance of each of their calls, highest first), and the deals played so far
        self._reach: list[float] = []
        self._least = 1.0
        self._applied: list[int] = []
        self._todo: list[tuple[float, int]] = []
        self._played = 0
        for dealer in range(4):
            for suit in range(4):
                first = system.start(dealer, suit * 8)
                offered = len(first.legal())
                if offered > MAX_BIDDING_ACTIONS:
                    raise BatchUnsupported(
                        _(
                            "the bidding offers {count} actions at once (more than {most}): "
                            "too many to tabulate",
                            count=offered,
                            most=MAX_BIDDING_ACTIONS,
                        )
                    )
                self.start[dealer, suit] = start = self._intern(first)
                self._reach[start] += 1 / 16
        for start in set(self.start.ravel().tolist()):
            heapq.heappush(self._todo, (-self._reach[start], start))

    @property
    def actions(self) -> tuple[str, ...]:
        """The action strings, by index."""
        return tuple(sorted(self._actions, key=self._actions.__getitem__))

    def __len__(self) -> int:
        return self._size

    def _grow(self, rows: int, width: int) -> None:
        old_rows, old_width = self.target.shape
        if rows <= len(self.count) and width <= old_width:
            return
        new_rows = max(rows, 2 * len(self.count)) if rows > len(self.count) else len(self.count)
        new_width = max(width, old_width)

        def resized(array: I64, fill: int) -> I64:
            out = np.full((new_rows, *array.shape[1:]), fill, np.int64)
            out[: len(array)] = array
            return out

        def widened(array: I32, fill: int) -> I32:
            out = np.full((new_rows, new_width), fill, np.int32)
            out[:old_rows, :old_width] = array
            return out

        self.count = resized(self.count, -1)
        self.taker = resized(self.taker, -1)
        self.mode = resized(self.mode, -1)
        self.bid = resized(self.bid, -1)
        self.contre = resized(self.contre, 0)
        self.target = widened(self.target, -1)
        self.action = widened(self.action, 0)

    def _intern(self, state: Any) -> int:
        signer = self._signers.get(type(state))
        if signer is None:
            found_dict = getattr(state, "__dict__", None)
            signer = self._signers[type(state)] = _Signer(found_dict or {})
        sig = signer(state)
        try:
            found = self._index.get(sig)
        except TypeError:  # a list or a mapping among the values
            sig = _frozen(sig)
            found = self._index.get(sig)
        if found is not None:
            return found
        if self._size >= MAX_BIDDING_STATES:
            raise BatchUnsupported(
                _(
                    "the bidding has more than {most} states; too many to tabulate",
                    most=MAX_BIDDING_STATES,
                )
            )
        s = self._size
        self._grow(s + 1, 1)
        self._index[sig] = s
        self._states.append(state)
        self._legal.append(None)
        self._reach.append(0.0)
        self._applied.append(0)
        self._size += 1
        if state.done:
            self.count[s] = 0
            contract = state.contract
            if contract is not None and not state.redeal:
                self.taker[s] = contract.taker
                self.mode[s] = contract.mode
                self.bid[s] = bid_code(contract.bid)
                self.contre[s] = contract.contre
        return s

    def expand(self, states: I64) -> None:
        """Explore every state of ``states`` not explored yet (one thread at a time: the
        threads of a process share the graph)."""
        if not (self.count[states] < 0).any():
            return
        with self._lock:
            self._expand(states)

    def _expand(self, states: I64) -> None:
        todo = states[self.count[states] < 0]
        if not len(todo):
            return
        for s in np.unique(todo).tolist():
            self._expand_one(s)

    def _expand_one(self, s: int) -> None:
        legal = self._states[s].legal()
        if not legal:
            raise BatchUnsupported(_("a bidding state has no legal action but is not finished"))
        self._grow(self._size, len(legal))
        # the states of a system offer a few lists of calls, again and again: each list's
        # action indices are found once
        calls = tuple(legal)
        row = self._rows.get(calls)
        if row is None:
            actions = self._actions
            row = self._rows[calls] = [actions.setdefault(act, len(actions)) for act in calls]
        # one assignment per row (the graph may have grown meanwhile: rows are kept)
        self.action[s, : len(legal)] = row
        self._legal[s] = calls
        self.count[s] = len(legal)

    def ahead(self, deals: int) -> None:
        """Explore, before ``deals`` more deals are played, the calls they are likely to
        take: every call whose path from the start of a deal has a chance of at least one in
        :data:`AHEAD_REACH` times the deals played so far (these included), most likely first,
        at most ``deals`` calls applied. A deal then seldom stops for the graph (each stop
        runs the deal again); the deals played are the same either way.

        The chances are those of the random walk (each legal call alike, each dealer and
        turned suit alike) over the calls applied so far: a lower bound, summed again over the
        whole graph each time the deals played have doubled."""
        with self._lock:
            self._played += deals
            least = 1.0 / (AHEAD_REACH * self._played)
            if least <= self._least / 2:
                self._least = least
                self._sum_reach()
            self._ahead(least, deals)

    def _sum_reach(self) -> None:
        """Each state's chance of being reached, over the calls applied, and the states with
        calls not applied yet, to explore by the chance of each call, highest first."""
        n = self._size
        count = self.count[:n]
        source, k = np.nonzero(self.target[:n] >= 0)
        goes = self.target[source, k].astype(np.int64)
        share = 1.0 / np.maximum(count[source], 1)
        now = np.bincount(self.start.ravel(), minlength=n) / 16.0
        reach = now.copy()
        for _step in range(256):  # a step of every walk at a time (longer ones: not counted)
            now = np.asarray(np.bincount(goes, weights=now[source] * share, minlength=n), float)
            if not now.any():
                break
            reach += now
        self._reach = reach.tolist()
        open_ = (count < 0) | (np.asarray(self._applied) < count)
        states = np.flatnonzero(open_ & (reach > 0))
        keys = -reach[states] / np.maximum(count[states], 1)
        self._todo = list(zip(keys.tolist(), states.tolist(), strict=True))
        heapq.heapify(self._todo)

    def _ahead(self, least: float, budget: int) -> None:
        todo = self._todo
        reach = self._reach
        applied = self._applied
        push = heapq.heappush
        pop = heapq.heappop
        while todo and -todo[0][0] >= least and budget > 0:
            if self._size * self.target.shape[1] >= AHEAD_CELLS:
                return
            _key, s = pop(todo)
            if self.count[s] < 0:
                self._expand_one(s)
            offered = int(self.count[s])
            if applied[s] >= offered:
                continue
            share = reach[s] / offered
            if share < least:  # its chance was known lower when it was pushed: later
                push(todo, (-share, s))
                continue
            # the calls not applied yet, applied in order, then written at once (a new state
            # may grow the arrays meanwhile)
            ks = np.flatnonzero(self.target[s, :offered] < 0).tolist()
            goes = [self._apply(s, k) for k in ks]
            self.target[s, ks] = goes
            budget -= len(goes)
            for t, width in zip(goes, self.count[goes].tolist(), strict=True):
                applied[s] += 1
                reach[t] += share
                if width < 0 or applied[t] < width:
                    push(todo, (-reach[t] / max(width, 1), t))

    def follow(self, states: I64, k: I64) -> I64:
        """The state each ``states[i]`` leads to by its ``k[i]``-th action (each state
        explored, each ``k[i]`` below its count); an action taken for the first time is
        applied then, on a copy of its state (one thread at a time)."""
        out = self.target[states, k]
        if (out >= 0).all():
            return out.astype(np.int64)
        with self._lock:
            missing = out < 0
            pairs = sorted(set(zip(states[missing].tolist(), k[missing].tolist(), strict=True)))
            for s, j in pairs:
                if self.target[s, j] < 0:
                    self.target[s, j] = self._apply(s, j)
                    self._applied[s] += 1
            return self.target[states, k].astype(np.int64)

    def _apply(self, s: int, k: int) -> int:
        """The state ``s`` leads to by its ``k``-th legal action, interned."""
        legal = self._legal[s]
        assert legal is not None, "follow() before expand()"
        state = self._states[s]
        kind = type(state)
        apply = self._appliers.get(kind)
        if apply is None:
            apply = self._appliers[kind] = getattr(kind, "apply_unchecked", None) or kind.apply
        nxt = _copy(state)
        nxt.history = []
        apply(nxt, legal[k])  # an action legal() gave
        nxt.history = []
        return self._intern(nxt)


#: The graphs explored so far in this process, by bidding system: the variants and options
#: that share their bidding rules share one graph (and what it has explored).
_GRAPHS: dict[str, BiddingGraph] = {}

#: Held while a table shared by the variants of a process is looked up or built.
_SHARED_LOCK = threading.RLock()

_T = TypeVar("_T")


def _shared(store: dict[str, _T], rules: object, build: Callable[[], _T]) -> _T:
    """``store``'s table for ``rules`` (keyed by their repr: the rules that make it), built by
    ``build`` the first time; one thread at a time."""
    key = repr(rules)
    with _SHARED_LOCK:
        found = store.get(key)
        if found is None:
            found = store[key] = build()
    return found


def bidding_graph(system: PriseSystem | AuctionSystem) -> BiddingGraph:
    """The bidding graph of ``system``, shared by every variant with the same bidding rules."""
    return _shared(_GRAPHS, system, lambda: BiddingGraph(system))


# ----------------------------------------------------------------------------- annonces


@dataclass(frozen=True)
class AnnonceTables:
    """The annonce kernels' integer tables
    (:class:`~belote_spec.engine.annonces.AnnonceCodeTables`), as arrays."""

    enabled: npt.NDArray[np.bool_]
    """``enabled[mode]``."""
    seq_points: I64
    """``seq_points[bits]``: the points of a suit's sequences (8-bit rank pattern)."""
    seq_key: I64
    """``seq_key[mode, suit, bits]``: the code of the best sequence of that suit (-1: none)."""
    carre_points: I64
    """``carre_points[mode, quads]``: the points of the carrés of a rank pattern (bit r: the
    four cards of rank r are held)."""
    carre_key: I64
    """``carre_key[mode, quads]``: the code of the best of those carrés (-1: none)."""
    cancelling: int
    """The ranks whose carré cancels (bit r), or 0."""
    cancels_deal: bool
    reuse_free: bool
    """A card may be in a carré and a sequence (``card_reuse: carre_and_sequence``); if not,
    a hand with a carré is looked at by the reference kernel."""
    first_declared: bool
    """Equal best annonces go to the first declarer (``still_tied: first_declared``)."""
    resolution: int
    """``annonces.resolution``, as its index in
    :data:`~belote_spec.engine.annonces.RESOLUTIONS`."""


#: The annonce tables built so far in this process, by annonce rules (their kernels' repr):
#: the variants and options with the same annonce rules share them.
_ANNONCE_TABLES: dict[str, AnnonceTables] = {}


def _annonce_tables(kernels: AnnonceKernels) -> AnnonceTables:
    """The tables of ``kernels``, built once per annonce rules (never written to after)."""
    return _shared(_ANNONCE_TABLES, kernels, lambda: _build_annonce_tables(kernels))


def _build_annonce_tables(kernels: AnnonceKernels) -> AnnonceTables:
    t = kernels.code_tables()
    return AnnonceTables(
        enabled=np.array(t.enabled, np.bool_),
        seq_points=np.array(t.seq_points, np.int64),
        seq_key=np.array(t.seq_key, np.int64),
        carre_points=np.array(t.carre_points, np.int64),
        carre_key=np.array(t.carre_key, np.int64),
        cancelling=t.cancelling,
        cancels_deal=t.cancels_deal,
        reuse_free=bool(t.reuse),
        first_declared=t.first_declared,
        resolution=t.resolution,
    )


# ----------------------------------------------------------------------------- all


@dataclass(frozen=True)
class CompiledBatch:
    """Everything the batch engine needs, read off one variant's compiled rules."""

    deal: DealTables
    bidding: BiddingGraph
    annonces: AnnonceTables
    above: I64
    """``above[mode, card]``: the cards of the same suit that beat it."""
    trump_mask: I64
    power: I64
    points: I64
    totals: I64
    """``totals[mode]``: every card point of a deal, dix de der included."""
    dix_de_der: int
    belote_pairs: I64
    """``belote_pairs[mode, suit]``: the king and queen of a belote suit of the mode, or 0."""
    belote_king_first: bool
    belote_first_card: bool
    """``belote.first_card: led_followed_or_trumped``."""
    belote_automatic: bool
    belote_rebelote: str
    """``belote.rebelote``: ``required``, ``optional`` or ``either``."""
    capot_announce: bool
    capot_by_points: bool
    first_lead: int
    """0 the player after the dealer, 1 the dealer, 2 the taker."""
    generale_bidder_leads: bool
    cut_min: int
    """The smallest packet of a cut (-1: no cut)."""
    shuffle_always: bool
    reshuffle_after: int
    """Deals nobody took in a row after which the pack is shuffled (-1: never)."""
    next_dealer: tuple[int, ...]
    """``next_dealer[d]``."""
    target: int
    flags: tuple[int, ...]
    """The ``play`` switches as integers, in :data:`PLAY_FLAGS` order, then the table's
    partners switch (:data:`~belote_spec.engine.play.R_PARTNERS`)."""
    trick_bonuses: I64
    """The table of :func:`~belote_spec.engine.trick_bonuses.trick_bonus` (one 0 where the
    variant scores no trick bonus: the loop then never reads it)."""

    def deal_options(
        self,
        *,
        random_declarations: bool,
        silence: bool,
        rebelote_draw: bool,
        shuffle: bool,
        belote_points: int,
    ) -> tuple[int, ...]:
        """The integer options of the deal loop
        (:data:`belote_spec.simulation.batch.deals.OPTIONS`)."""
        from .deals import OPTIONS

        values = {
            "dix_de_der": self.dix_de_der,
            "first_lead": self.first_lead,
            "generale_bidder_leads": self.generale_bidder_leads,
            "capot_announce": self.capot_announce,
            "capot_call": int(CAPOT_CALL * 2**32),
            "capot_by_points": self.capot_by_points,
            "belote_king_first": self.belote_king_first,
            "belote_chance": random_declarations and not self.belote_automatic,
            "rebelote_draw": 0
            if not rebelote_draw
            else (1 if self.belote_rebelote == "required" else 2),
            "silence": silence,
            "cancelling": self.annonces.cancelling,
            "cancels_deal": self.annonces.cancels_deal,
            "reuse_free": self.annonces.reuse_free,
            "first_declared": self.annonces.first_declared,
            "shuffle": shuffle,
            "patterns": self.deal.patterns,
            "max_steps": MAX_BIDDING_STEPS,
            "bid_generale": BID_GENERALE,
            "bid_capot": BID_CAPOT,
            "belote_points": belote_points,
            "belote_first_card": self.belote_first_card,
            "trick_bonuses": len(self.trick_bonuses) > 1,
            "resolution": self.annonces.resolution,
        }
        return tuple(int(values[name]) for name in OPTIONS)

    def play_tables(self) -> dict[str, Any]:
        """The keyword arguments of the card-play kernels (``play_numpy``, ``play_numba``)."""
        return {
            "above": self.above,
            "trump_mask": self.trump_mask,
            "power": self.power,
            "points": self.points,
            "dix_de_der": self.dix_de_der,
            "flags": self.flags,
        }


#: The ``play`` switches, in the order of ``CompiledBatch.flags`` (the kernels' own).
PLAY_FLAGS: Final = PLAY_RULES


def play_flags(play: dict[str, Any] | Any, *, partners: bool = True) -> tuple[int, ...]:
    """The switches of the ``play`` rules, and the table's partners switch, as the kernels
    read them (:func:`belote_spec.engine.play.kernel_rules`)."""
    return kernel_rules(play, partners=partners)


def compile_batch(rules: Rules) -> CompiledBatch:
    """Read the batch tables off ``rules`` (raises :class:`BatchUnsupported`)."""
    check_batchable(rules)
    variant = rules.variant
    tables = rules.tables
    assert isinstance(rules.dealer, Dealer)
    assert isinstance(rules.annonces, AnnonceKernels)
    belote_pairs = np.zeros((6, 4), np.int64)
    for mode in range(6):
        for suit, pair, _said in rules.belote_pairs[mode]:
            belote_pairs[mode, suit] = pair
    first_lead = {"after_dealer": 0, "dealer": 1, "taker": 2}.get(rules._first_lead, 0)
    dealer = rules.dealer
    reshuffle = dealer.reshuffle_after
    return CompiledBatch(
        deal=_deal_tables(dealer),
        bidding=bidding_graph(rules.bidding),
        annonces=_annonce_tables(rules.annonces),
        above=np.array(tables.above, np.int64),
        trump_mask=np.array(tables.trump_mask, np.int64),
        power=np.array(tables.power, np.int64),
        points=np.array(tables.points, np.int64),
        totals=np.array([p + tables.dix_de_der for p in tables.deck_points], np.int64),
        dix_de_der=tables.dix_de_der,
        belote_pairs=belote_pairs,
        belote_king_first=rules.belote_king_first,
        belote_first_card=rules.belote_first_card,
        belote_automatic=rules.belote_call == "automatic",
        belote_rebelote=rules.belote_rebelote,
        capot_announce=rules.capot_announce,
        capot_by_points=rules.capot_by_points,
        first_lead=first_lead,
        generale_bidder_leads=rules.generale_bidder_leads,
        cut_min=-1 if dealer.cut_by == "none" else dealer.min_packet,
        shuffle_always=dealer.between_deals == "always",
        reshuffle_after=-1 if reshuffle is None else int(reshuffle),
        next_dealer=tuple(dealer.next_dealer(d) for d in range(4)),
        target=int(variant.rule("game_end.target")),
        flags=play_flags(variant.rule("play")),
        trick_bonuses=np.array(
            rules.trick_bonuses.params if rules.trick_bonuses is not None else (0,), np.int64
        ),
    )
