"""A search bot: information-set sampling over the deals the observation allows, each solved
double-dummy.

:class:`SearchBot` (``name`` ``search``) plays from the public observation of its seat, like
every bot (:class:`~belote_spec.bots.Bot`):

* **Card play.** It builds what its seat knows of the other hands
  (:meth:`~belote_spec.bots.inference.Knowledge.from_observation`), adds the presumptions the
  conventions read from the bidding and the play (soft facts, dropped where they contradict
  what is certain; each seat read by the :class:`~belote_spec.bots.conventions.Profile` its team
  plays: ``partner`` and ``opponents``), draws ``worlds`` deals of
  the unseen cards consistent with all of it (:func:`~belote_spec.bots.inference.sample`; where
  every card was dealt before the bidding, the closest to the other seats' calls out of
  ``WORLD_POOL`` times as many, as for a bid below), and values each legal card in each deal
  with the double-dummy solver (``move_values``: the card points its team takes from now on
  if it plays that card, then both teams play perfectly).
  Those points, with the points the tricks so far gave, are turned into the deal's score by
  the variant's own scorer (``rules.score_deal``: a contract made or failed, contré, a capot,
  the belote of the team that held it in that deal, the annonces shown), so that the card
  chosen is the one that best makes or defeats the contract, not the one that takes the most
  points. It plays the card of the best mean score; between equal scores, the card of the best
  mean card points, then the card of the lowest index (``suit * 8 + rank``), so that a
  decision depends only on the observation and the seed. (``by_score=False``: card points
  alone.)
  Where a card may be played with ``+belote`` or ``+rebelote`` (belote or rebelote said with
  it), that form is chosen (the belote's points are the team's whatever the card play); a
  ``+silent`` form (keeping one's annonces to oneself, or with ``+silent:ANNONCE`` one of
  them) is never chosen.
* **Bidding.** It starts from the call its *policy* would make (a model of every seat's
  calls: :class:`~belote_spec.bots.HeuristicBot` of the same profile by default) and weighs
  the other calls worth weighing (:meth:`SearchBot.candidates`). It draws ``bid_worlds`` deals
  of the cards it has not seen, keeping out of ``WORLD_POOL`` times as many those closest to
  the calls the other seats made (:func:`~belote_spec.bots.auction_model.consistent_worlds`; a deal
  completed after the bidding gives the rest of the stock at random, the taker getting the
  turned card). In each deal, for each call weighed, the rest of the auction is played out
  with every seat calling as the policy would (:func:`~belote_spec.bots.auction_model.rollout`);
  the contract reached is solved from the first lead (``rules.first_leader``) and scored by the
  variant's own scorer (``rules.score_deal``, with the belote to the team holding king and
  queen of trump, the capot when the solver's team takes every point, and the last trick to
  the team that takes most of the points: approximations, since the solver gives points, not
  tricks; the trick bonuses of ``rules.trick_bonuses`` are not counted, nor does a belote
  thrown off under ``belote.first_card`` lose its value: the solver's lines do not say which
  cards fall together); no contract is a redeal, worth 0. A call's value in a deal is its
  team's score minus the other team's. The bot leaves the policy's call only for the call
  whose mean gain over it, deal by deal, less ``confidence`` standard errors, is the largest
  above a margin
  (``bid_margin``, ``contre_margin``: larger against opponents read by another profile than
  the bot's, whose calls the policy does not model). Bidding a capot or a générale is weighed
  only when it is the policy's call.
* **Capot announcement** (after a prise): announced only when the taker's team takes every
  point in every sampled deal.
* Between deals (``shuffle``) it gathers; a contre out of turn is played on (``play-on``).

The double-dummy solver is :class:`~belote_spec.bots.solver.JitDoubleDummy` when numba is
installed and the variant plays the built-in play rules, else the Python
:class:`~belote_spec.bots.solver.DoubleDummy` (:func:`make_solver`). A decision costs ``worlds``
solves of the position (the first trick is the dearest; see ``benchmarks/search_bot.py``); a
bid costs ``bid_worlds`` solves of a whole deal per contract its rollouts reach (a taker and a
mode), which is why ``bid_worlds`` defaults to fewer deals with the Python solver.

Nothing in this module names a variant: the play obligations, the card values, the first
leader, the completion of the hands and the scores all come from the compiled rules.
"""

from __future__ import annotations

import dataclasses
import math
import random
import warnings
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Final

from ..cards import CARDS, SUIT_MASKS
from ..engine.bidding import Contract
from ..engine.tables import MODE_INDEX, MODES
from ..errors import VariantError
from ..i18n import _
from .auction_model import consistent_worlds, replay, rollout
from .conventions import DOCUMENTS, Profile, apply_conventions, call_tells_truth
from .heuristic import Bot, DealSoFar, HeuristicBot
from .inference import Fact, InconsistentKnowledge, Knowledge, sample
from .solver import Solver, solver_for

if TYPE_CHECKING:
    from ..engine.observation import Observation
    from ..engine.rules import Rules

__all__ = ["SearchBot", "SearchUnsupported", "make_solver", "search_refusal"]

_CODE: Final[Mapping[str, int]] = {c.code: int(c) for c in CARDS}
#: Entries of the compiled solver's table (2**18: 8 MB per bot).
TABLE_BITS: Final = 18


def make_solver(rules: Rules, *, compiled: bool = True) -> Solver:
    """The double-dummy solver of ``rules`` for the bot: :func:`~belote_spec.bots.solver.solver_for`
    with a smaller table (``2**TABLE_BITS`` entries: a bot solves many small positions)."""
    return solver_for(rules, compiled=compiled, table_bits=TABLE_BITS)


class SearchUnsupported(ValueError):
    """The search bot does not play this variant's table (:func:`search_refusal` says why)."""


def search_refusal(rules: Rules) -> str | None:
    """Why the search bot cannot play ``rules`` (None when it can): its double-dummy solver
    searches two sides of two partners, four hands of eight cards of the 32-card pack (the
    classic table, in either direction of play). The message suggests the heuristic bot."""
    seating = rules.seating
    if seating.classic:
        return None
    if seating.partnership == "none":
        table = _("{players} players each for himself", players=seating.players)
    else:
        table = _(
            "{players} players, {cards} cards, {hand} each",
            players=seating.players,
            cards=seating.deck_mask.bit_count(),
            hand=seating.hand_size,
        )
    return _(
        "the search bot plays four players in two teams of partners, eight cards each of "
        "32 (its double-dummy solver searches two sides); {variant} is played by {table}: "
        "use the heuristic bot (--bot heuristic)",
        variant=rules.variant.id,
        table=table,
    )


class SearchBot:
    """The search bot (see the module docstring).

    ``worlds``: deals sampled for a card; ``bid_worlds``: deals sampled for a bid (default 16
    with the compiled solver, 2 with the Python one); ``profile``: the conventions the bot's
    team bids by (:data:`~belote_spec.bots.conventions.DOCUMENTS` by default); ``partner``: the
    conventions its partner's calls and cards are read by (default
    ``profile.bidding_only()``: a search bot partner bids by the profile but chooses its cards
    by search, so its cards say nothing); ``opponents``: the conventions the other team's
    calls and cards are read by (default ``profile``;
    :data:`~belote_spec.bots.conventions.NO_CONVENTIONS` reads only their cards: against players
    who do not play the documents' conventions, reading them would draw wrong deals);
    ``compiled``: use
    the numba solver where it can (see :func:`make_solver`); ``by_score``: value a card by the
    deal's score rather than by card points (see the module docstring); ``seed``: the
    sampling's seed.

    ``policy``: the bot that models every seat's calls in the bidding (default: a
    :class:`~belote_spec.bots.HeuristicBot` of the same profile): the bot's own call when no
    other is clearly better, the rest of the auction after each call it weighs, and the
    deals the other seats' calls make likely (:mod:`belote_spec.bots.auction_model`).

    ``bid_margin``, ``contre_margin``, ``confidence``: a call other than the policy's is made
    only if its mean gain over the policy's call, less ``confidence`` standard errors, beats
    ``bid_margin`` points of score (``contre_margin`` for a contre or surcontre): the values
    are means over few deals, and the best of many noisy means is too high (the winner's
    curse). By default ``BID_MARGIN``, ``CONTRE_MARGIN`` and ``CONFIDENCE`` when the opponents
    are read by the bot's own ``profile`` (the policy then models their calls as they make
    them); else (``opponents`` another profile: players whose calls the policy does not model,
    so that the rollouts of the auction are biased as well as noisy) the ``CAUTIOUS`` ones,
    larger (« choix »: measured against colver's bots, see ``benchmarks/colver_bots.py``).

    Class attributes: ``BID_LEVELS``: the bids of points weighed in each mode
    (the lowest legal one and those just above it). ``WORLD_POOL``: deals drawn for each deal
    kept, the kept ones being those closest to the other seats' calls. Another seat that bid
    points in a trump suit is presumed to hold at least ``BID_LENGTH`` cards of that suit (a
    soft fact like the conventions', dropped where the cards seen contradict it; 0: none).
    """

    name: str = "search"
    BID_MARGIN: float = 10.0
    CONTRE_MARGIN: float = 20.0
    CONFIDENCE: float = 1.0
    CAUTIOUS_BID_MARGIN: float = 30.0
    CAUTIOUS_CONTRE_MARGIN: float = 30.0
    CAUTIOUS_CONFIDENCE: float = 1.5
    BID_LEVELS: int = 4
    WORLD_POOL: int = 8
    BID_LENGTH: int = 3

    def __init__(
        self,
        seed: int | None = None,
        *,
        worlds: int = 12,
        bid_worlds: int | None = None,
        profile: Profile = DOCUMENTS,
        compiled: bool = True,
        by_score: bool = True,
        policy: Bot | None = None,
        partner: Profile | None = None,
        opponents: Profile | None = None,
        bid_margin: float | None = None,
        contre_margin: float | None = None,
        confidence: float | None = None,
    ) -> None:
        if worlds < 1:
            raise ValueError(f"worlds: got {worlds!r}; expected at least 1")
        if bid_worlds is not None and bid_worlds < 1:
            raise ValueError(f"bid_worlds: got {bid_worlds!r}; expected at least 1")
        self.rng = random.Random(seed)
        self.worlds = worlds
        self.bid_worlds = bid_worlds
        for name, value in (("profile", profile), ("partner", partner), ("opponents", opponents)):
            if value is not None and not isinstance(value, Profile):
                raise TypeError(
                    f"{name}: expected a conventions Profile (DOCUMENTS, NO_CONVENTIONS, ...);"
                    f" got {value!r}"
                )
        self.profile = profile
        self.partner = profile.bidding_only() if partner is None else partner
        self.opponents = profile if opponents is None else opponents
        usual = (self.BID_MARGIN, self.CONTRE_MARGIN, self.CONFIDENCE)
        cautious = (self.CAUTIOUS_BID_MARGIN, self.CAUTIOUS_CONTRE_MARGIN, self.CAUTIOUS_CONFIDENCE)
        self.bid_margin, self.contre_margin, self.confidence = (
            _margin_value(name, value, default)
            for name, value, default in zip(
                ("bid_margin", "contre_margin", "confidence"),
                (bid_margin, contre_margin, confidence),
                usual if self.opponents == profile else cautious,
                strict=True,
            )
        )
        self.compiled = compiled
        self.by_score = by_score
        if policy is not None and not callable(getattr(policy, "act", None)):
            raise TypeError(
                f"policy: expected a bot (an object with act(observation)); got {policy!r}"
            )
        self.policy: Bot = HeuristicBot(seed, profile) if policy is None else policy
        self._rules: dict[str, Rules] = {}
        self._solvers: dict[int, Solver] = {}

    # ------------------------------------------------------------------ plumbing

    def rules(self, observation: Observation) -> Rules:
        """The compiled rules of the observation's variant (kept between calls)."""
        if observation.rules is not None:
            return observation.rules
        rules = self._rules.get(observation.variant)
        if rules is None:
            rules = self._rules[observation.variant] = observation.compiled()
        return rules

    def solver(self, rules: Rules) -> Solver:
        """The double-dummy solver of ``rules`` (one per rules object, kept)."""
        solver = self._solvers.get(id(rules))
        if solver is None:
            solver = self._solvers[id(rules)] = make_solver(rules, compiled=self.compiled)
        return solver

    def knowledge(self, observation: Observation, rules: Rules) -> Knowledge:
        """What the observed seat knows, with the conventions' presumptions."""
        k = Knowledge.from_observation(observation, rules)
        seating = rules.seating
        me = seating.index[observation.seat]
        mate = seating.partner[me]
        profiles: dict[str, Profile] = {
            seat: self.partner if s == mate else self.opponents
            for s, seat in enumerate(seating.seats)
            if s != me
        }
        apply_conventions(k, observation, profiles)
        if self.BID_LENGTH:
            k.apply(_bid_lengths(observation, self.BID_LENGTH, seating.index))
        return k

    def _sample(self, observation: Observation, rules: Rules, n: int) -> list[list[int]]:
        try:
            return sample(self.knowledge(observation, rules), self.rng, n)
        except InconsistentKnowledge as exc:  # a bug of the inference: play on, but say so
            message = f"search bot: {exc}; playing without sampling"
            warnings.warn(message, RuntimeWarning, stacklevel=3)
            return []

    # ------------------------------------------------------------------ the protocol

    def act(self, observation: Observation) -> str:
        """The action for the observed seat (bidding, capot announcement or card)."""
        legal = list(observation.legal)
        if not legal:
            raise ValueError("no legal action: the game is over")
        refused = search_refusal(self.rules(observation))
        if refused is not None:
            raise SearchUnsupported(refused)
        phase = observation.phase
        if phase == "play":
            return self._play(observation, legal)
        if len(legal) == 1:
            return legal[0]
        if phase == "capot":
            return self._capot(observation, legal)
        if phase == "shuffle":
            return "gather" if "gather" in legal else legal[0]
        if "play-on" in legal:
            return "play-on"
        return self._bid(observation, legal)

    # ------------------------------------------------------------------ card play

    def _play(self, obs: Observation, legal: list[str]) -> str:
        actions: dict[int, str] = {}
        rank = {"belote": 0, "rebelote": 0, "": 1}
        for action in legal:
            code, _sep, suffix = action.partition("+")
            if suffix not in rank or code not in _CODE:
                continue
            card = _CODE[code]
            held = actions.get(card)
            if held is None or rank[suffix] < rank[held.partition("+")[2]]:
                actions[card] = action
        if not actions:
            return legal[0]
        if len(actions) == 1:
            return next(iter(actions.values()))
        rules = self.rules(obs)
        assert obs.contract is not None
        mode = obs.contract.mode_index
        trick = [] if obs.trick is None else [_CODE[c] for c in obs.trick.cards]
        leader = rules.seating.index[obs.seat if obs.trick is None else obs.trick.leader]
        worlds = self._play_worlds(obs, rules)
        points = dict.fromkeys(actions, 0)
        scores = dict.fromkeys(actions, 0.0)
        solver = self.solver(rules)
        deal = DealSoFar.of(obs, rules) if self.by_score else None
        for hands in worlds:
            values = solver.move_values(hands, leader, mode, trick)
            for card in points:
                points[card] += values[card]
            if deal is not None:
                try:
                    for card in scores:
                        scores[card] += deal.score(rules, hands, values[card])
                except VariantError:  # a deal the scorer will not take: points alone
                    deal = None
                    scores = dict.fromkeys(actions, 0.0)
        best = max(actions, key=lambda c: (scores[c], points[c], -c))
        return actions[best]

    def _play_worlds(self, obs: Observation, rules: Rules) -> list[list[int]]:
        """The deals a card is valued in: drawn consistent with what the seat knows, then,
        where every card was dealt before the bidding (so the hands bid with are the hands
        now and the cards played since), the ones closest to the other seats' calls."""
        if self.WORLD_POOL <= 1 or rules.dealer.completes_after_bidding:
            return self._sample(obs, rules, self.worlds)
        pool = self._sample(obs, rules, self.worlds * self.WORLD_POOL)
        return consistent_worlds(rules, obs, pool, self.worlds, self.policy, obs.played_by_seat)

    # ------------------------------------------------------------------ capot

    def _capot(self, obs: Observation, legal: list[str]) -> str:
        if "capot" not in legal or obs.contract is None:
            return "pass" if "pass" in legal else legal[0]
        rules = self.rules(obs)
        mode = obs.contract.mode_index
        seating = rules.seating
        taker = seating.index[obs.contract.taker]
        contract = Contract(taker, mode, obs.contract.bid, obs.contract.contre)
        leader = rules.first_leader(seating.index[obs.dealer], contract)
        total = rules.tables.deck_points[mode] + rules.tables.dix_de_der
        worlds = self._sample(obs, rules, self._bid_worlds(rules))
        solver = self.solver(rules)
        if worlds and all(
            solver.solve(hands, leader, mode, team=seating.line_of[taker]) >= total
            for hands in worlds
        ):
            return "capot"
        return "pass" if "pass" in legal else legal[0]

    # ------------------------------------------------------------------ bidding

    def _bid_worlds(self, rules: Rules) -> int:
        if self.bid_worlds is not None:
            return self.bid_worlds
        from .solver import DoubleDummy

        return 2 if isinstance(self.solver(rules), DoubleDummy) else 16

    def candidates(self, obs: Observation, legal: Sequence[str], baseline: str) -> list[str]:
        """The bidding actions the bot weighs: the policy's own (``baseline``), a pass, a
        contre or surcontre, every prise, and in each mode the lowest legal bid of points and
        the next ``BID_LEVELS - 1`` above it (a capot or a générale only as the policy's); a
        bid only where it tells the truth by the profile's bidding conventions
        (:func:`~belote_spec.bots.conventions.call_tells_truth`), as the partner reads it."""
        out = [baseline]
        hand = obs.hand_mask
        seating = self.rules(obs).seating
        levels: dict[str, int] = {}
        for action in legal:
            if action in out:
                continue
            if action in ("pass", "contre", "surcontre") or action.startswith("take:"):
                out.append(action)
            elif action.startswith("bid:"):
                parts = action.split(":")
                if len(parts) != 3 or not parts[1].isdigit():
                    continue
                if not call_tells_truth(
                    obs.bidding, obs.seat, action, hand, self.profile, seating=seating
                ):
                    continue
                if levels.get(parts[2], 0) < self.BID_LEVELS:
                    levels[parts[2]] = levels.get(parts[2], 0) + 1
                    out.append(action)
        return out

    def _bid(self, obs: Observation, legal: list[str]) -> str:
        rules = self.rules(obs)
        baseline = self.policy.act(dataclasses.replace(obs, rules=rules))
        candidates = self.candidates(obs, legal, baseline)
        start = replay(rules, obs)
        if len(candidates) < 2 or start is None:
            return baseline
        n = self._bid_worlds(rules)
        pool = self._sample(obs, rules, n * self.WORLD_POOL)
        worlds = consistent_worlds(rules, obs, pool, n, self.policy)
        if not worlds:
            return baseline
        stock_rest = [self._stock(obs, rules, hands) for hands in worlds]
        solver = self.solver(rules)
        seating = rules.seating
        line_of = seating.line_of
        dealer = seating.index[obs.dealer]
        turned = None if obs.turned is None else _CODE[obs.turned]
        my_team = line_of[seating.index[obs.seat]]
        points: dict[tuple[int, int, int], tuple[int, list[int]]] = {}
        values: dict[str, list[float]] = {}
        for cand in candidates:
            got_values: list[float] = []
            try:
                for i, hands in enumerate(worlds):
                    c = rollout(rules, obs, hands, cand, self.policy, start)
                    if c is None:
                        got_values.append(0.0)  # no contract: a redeal, worth 0
                        continue
                    key = (i, c.taker, c.mode)
                    got = points.get(key)
                    if got is None:
                        full = _complete(rules, hands, stock_rest[i], turned, c.taker, dealer)
                        leader = rules.first_leader(dealer, c)
                        taken = solver.solve(full, leader, c.mode, team=line_of[c.taker])
                        got = points[key] = (taken, full)
                    got_values.append(_score(rules, c, got[0], got[1], my_team))
            except VariantError:  # a contract the scorer will not take: not weighed
                continue
            values[cand] = got_values
        base = values.get(baseline)
        if base is None:
            return baseline
        best, best_gain = baseline, 0.0
        for cand, got_values in values.items():
            if cand == baseline:
                continue
            gain = _sure_gain(got_values, base, self.confidence) - self._margin(cand)
            if gain > best_gain:
                best, best_gain = cand, gain
        return best

    def _margin(self, action: str) -> float:
        """What an action must gain over the policy's own to be taken instead (see the class
        docstring)."""
        return self.contre_margin if action in ("contre", "surcontre") else self.bid_margin

    def _stock(self, obs: Observation, rules: Rules, hands: list[int]) -> list[int]:
        """The cards of a sampled world dealt to no seat yet, in a random order."""
        held = 0
        for hand in hands:
            held |= hand
        pool = (1 << 32) - 1
        if obs.turned is not None:
            pool &= ~(1 << _CODE[obs.turned])
        rest = [c for c in range(32) if (pool & ~held) >> c & 1]
        self.rng.shuffle(rest)
        return rest


def _margin_value(name: str, value: float | None, default: float) -> float:
    """``value`` checked (a finite number of at least 0), or ``default`` when None."""
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise TypeError(f"{name}: expected a number; got {value!r}")
    if not math.isfinite(value) or value < 0:
        raise ValueError(f"{name}: got {value!r}; expected a finite number, 0 or more")
    return float(value)


def _bid_lengths(obs: Observation, n: int, index: Mapping[str, int]) -> list[Fact]:
    """The length in trumps presumed of every other seat that bid points in a suit (``index``:
    seat code → index in playing order)."""
    out: list[Fact] = []
    for seat, action in obs.bidding:
        parts = action.split(":")
        if seat == obs.seat or len(parts) != 3 or parts[0] != "bid":
            continue
        mode = MODE_INDEX.get(parts[2])
        if mode is not None and mode < 4:
            out.append(Fact.at_least(index[seat], SUIT_MASKS[mode], n, "search:bid-length"))
    return out


def _sure_gain(values: Sequence[float], base: Sequence[float], z: float) -> float:
    """The mean gain of ``values`` over ``base`` (the same deals, in order) less ``z``
    standard errors of that mean: a gain the deals drawn make likely, not a lucky one."""
    diffs = [v - b for v, b in zip(values, base, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    if n < 2:
        return mean
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean - z * math.sqrt(var / n)


def _complete(
    rules: Rules, hands: list[int], rest: list[int], turned: int | None, taker: int, dealer: int
) -> list[int]:
    """The hands after the bidding: as sampled when the deal gave every card, else the taker
    gets the turned card and each seat its share of the rest (``rules.dealer``)."""
    if not rest and turned is None:
        return list(hands)
    full = list(hands)
    if turned is not None:
        full[taker] |= 1 << turned
    d = rules.dealer
    pos = 0
    for seat in range(len(full)):
        n = d.completion_taker if seat == taker else d.completion_others
        for card in rest[pos : pos + n]:
            full[seat] |= 1 << card
        pos += n
    return full


def _score(rules: Rules, c: Contract, taken: int, hands: list[int], my_team: int) -> float:
    """My team's score minus the other's, by the variant's scorer, when the taker's team
    takes ``taken`` card points (dix de der included) of the deal ``hands``."""
    total = rules.tables.deck_points[c.mode] + rules.tables.dix_de_der
    seating = rules.seating
    lines = seating.lines  # two score lines: the taker's team and the other
    team = seating.line_of[c.taker]
    points = {lines[team]: taken, lines[team ^ 1]: total - taken}
    belote = [
        seating.line(s)
        for _suit, pair, _said in rules.belote_pairs[c.mode]
        for s in range(seating.players)
        if hands[s] & pair == pair
    ]
    capot = None
    if taken >= total:
        capot = lines[team]
    elif taken <= 0:
        capot = lines[team ^ 1]
    contract = {"taker": lines[team], "trump": MODES[c.mode], "bid": c.bid, "contre": c.contre}
    # Who takes the last trick is not in the solver's value: the team with more points is
    # taken to (it matters only where the dix de der is added after scaling).
    last = lines[team] if 2 * taken >= total else lines[team ^ 1]
    score = rules.score_deal(contract, points, belote=belote or None, capot=capot, last_trick=last)
    return float(score[lines[my_team]] - score[lines[my_team ^ 1]])
