"""A model of the other players' bidding, for a bot that searches: what the rest of the
auction would be after a call, and which deals agree with the calls already made.

A bot that values a call by sampling deals has two questions the cards alone do not answer:

* **What happens after my call?** The auction does not end with it: the opponents may bid
  over it or contre it, the partner may raise it. :func:`rollout` plays the rest of the
  auction in one sampled deal, every seat (the bot's own included) acting as the *policy*
  would (a bot, by default :class:`~belote_spec.bots.HeuristicBot`) from the observation
  that seat would have in that deal, and returns the contract it ends in.
* **Which deals could the others hold?** A bid says something of the hand behind it.
  :func:`bidding_distance` replays the calls the other seats made in a sampled deal and
  counts how far the policy's calls, with the hands of that deal, are from the calls they
  made (0: the policy would have made them all). :func:`consistent_worlds` draws many deals
  and keeps the closest: when the others bid as the policy does, the kept deals are exactly
  the deals their calls allow; when they bid otherwise, the nearest ones.

Everything is read from the compiled rules (the bidding system, its legal calls) and the
observation; nothing names a variant.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from ..cards import CARDS, iter_bits
from ..engine.bidding import AuctionState, Contract, IllegalAction, PriseState

if TYPE_CHECKING:
    from ..engine.observation import Observation
    from ..engine.rules import Rules
    from .heuristic import Bot

__all__ = [
    "bidding_distance",
    "call_distance",
    "consistent_worlds",
    "replay",
    "rollout",
]

#: A rollout stops after this many calls (an auction of a shipped variant ends far sooner).
MAX_CALLS: Final = 64


def _codes(mask: int) -> tuple[str, ...]:
    return tuple(CARDS[c].code for c in iter_bits(mask))


def replay(
    rules: Rules, obs: Observation, upto: int | None = None
) -> PriseState | AuctionState | None:
    """A fresh bidding of the observed deal with its first ``upto`` calls (all by default)
    made again; None when the calls cannot be replayed (a misdeal barred a seat, say)."""
    turned = None if obs.turned is None else _CODE[obs.turned]
    index = rules.seating.index
    state = rules.bidding.start(index[obs.dealer], turned)
    calls = obs.bidding if upto is None else obs.bidding[:upto]
    try:
        for seat, action in calls:
            state.apply(action, index[seat])
    except IllegalAction:
        return None
    return state


def _view(
    obs: Observation,
    rules: Rules,
    seat: int,
    hand: int,
    state: PriseState | AuctionState,
) -> Observation:
    """What ``seat`` would observe, holding ``hand``, at this point of the bidding."""
    seats = rules.seating.seats
    code = seats[seat]
    return dataclasses.replace(
        obs,
        seat=code,
        phase="bidding",
        to_move=code,
        hand=_codes(hand),
        bidding=tuple((seats[s], a) for s, a in state.history),
        contract=None,
        tricks=(),
        trick=None,
        belote=(),
        annonces=(),
        legal=tuple(state.legal(seat)),
        rules=rules,
    )


def rollout(
    rules: Rules,
    obs: Observation,
    hands: Sequence[int],
    action: str,
    policy: Bot,
    start: PriseState | AuctionState | None = None,
) -> Contract | None:
    """The contract the auction ends in when the observed seat makes ``action`` now and
    every seat then calls as ``policy`` would with ``hands`` (the cards dealt for the
    bidding, one bitset per seat). None: no contract (everyone passed, or a redeal).
    ``start``: the bidding replayed so far (:func:`replay`), copied, not changed."""
    state = replay(rules, obs) if start is None else _copy(start)
    if state is None:
        return None
    me = rules.seating.index[obs.seat]
    try:
        state.apply(action, me)
        calls = 0
        while not state.done and calls < MAX_CALLS:
            seat = state.to_move
            view = _view(obs, rules, seat, hands[seat], state)
            if len(view.legal) == 1:
                state.apply_unchecked(view.legal[0])
            else:
                state.apply(policy.act(view), seat)
            calls += 1
    except IllegalAction:
        return None
    if not state.done or state.redeal:
        return None
    return state.contract


def _copy(state: PriseState | AuctionState) -> PriseState | AuctionState:
    """A copy of a bidding that goes on apart (its history is the only list it grows; the
    compiled system is shared, as a copy of a game shares it)."""
    out = copy.copy(state)
    out.history = list(state.history)
    return out


def call_distance(made: str, expected: str) -> float:
    """How far the call ``made`` is from the call the policy ``expected``: 0 when equal, 0.5
    for a bid in the same mode 10 points away (0.5 more for each further 10 points, up to 1),
    1 otherwise."""
    if made == expected:
        return 0.0
    a, b = made.split(":"), expected.split(":")
    same_mode = len(a) == 3 and len(b) == 3 and a[0] == b[0] == "bid" and a[2] == b[2]
    if same_mode and a[1].isdigit() and b[1].isdigit():
        return min(1.0, abs(int(a[1]) - int(b[1])) / 20)
    return 1.0


def bidding_distance(
    rules: Rules,
    obs: Observation,
    hands: Sequence[int],
    policy: Bot,
    *,
    limit: float = float("inf"),
) -> float:
    """The summed :func:`call_distance` of every call the other seats made in the observed
    deal's bidding from the call ``policy`` would have made there with ``hands`` (the cards
    dealt for the bidding); counting stops once it passes ``limit``."""
    index = rules.seating.index
    me = index[obs.seat]
    state = replay(rules, obs, 0)
    if state is None:
        return 0.0
    total = 0.0
    for seat_code, action in obs.bidding:
        seat = index[seat_code]
        if seat != me:
            view = _view(obs, rules, seat, hands[seat], state)
            if len(view.legal) > 1:
                total += call_distance(action, policy.act(view))
                if total > limit:
                    return total
        try:
            state.apply(action, seat)
        except IllegalAction:
            return total
    return total


def consistent_worlds(
    rules: Rules,
    obs: Observation,
    candidates: Sequence[list[int]],
    n: int,
    policy: Bot,
    at_bidding: Sequence[int] | None = None,
) -> list[list[int]]:
    """The ``n`` deals of ``candidates`` closest to the other seats' calls
    (:func:`bidding_distance`), the earlier first between equals. ``at_bidding``: the cards
    each seat has played since the bidding, added back to a candidate's hands to give the
    hands it bid with (None: the candidates are the hands of the bidding)."""
    if not any(seat != obs.seat for seat, _a in obs.bidding):
        return [list(h) for h in candidates[:n]]
    scored: list[tuple[float, int]] = []
    worst = float("inf")
    for i, hands in enumerate(candidates):
        dealt = hands
        if at_bidding is not None:
            dealt = [h | p for h, p in zip(hands, at_bidding, strict=True)]
        d = bidding_distance(rules, obs, dealt, policy, limit=worst)
        scored.append((d, i))
        if len(scored) >= n:
            scored.sort()
            del scored[n:]
            worst = scored[-1][0]
    scored.sort()
    return [list(candidates[i]) for _d, i in scored[:n]]


_CODE: Final = {c.code: int(c) for c in CARDS}
