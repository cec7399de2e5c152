"""Translation between colver (a Rust Belote Contrée engine, ``pip install colver``) and
belote-spec: a colver ``Env`` position seen as one of OUR :class:`Observation` objects, our
action strings as colver action numbers and back, and a shadow belote-spec game that follows a
colver deal move for move to check the translation.

What maps to what (colver 0.11.1, variant ``ffb-contree-2016``):

* Seats: colver seat ``k`` is our ``SEATS[k]`` (N, W, S, E: both count in playing order,
  partners ``k`` and ``k ^ 2``, colver team 0 = our NS). Colver's first speaker and first
  leader is ``(dealer + 1) % 4``, ours the player after the dealer: the same seat.
* Cards: colver numbers a suit's ranks 7 8 9 J Q K 10 A, we number them 7 8 9 10 J Q K A;
  both order the suits spades, hearts, diamonds, clubs (index = suit * 8 + rank).
* Bidding: colver 0 pass; 1..36 the bids 80..160 (value (a - 1) // 4, suit (a - 1) % 4);
  37..40 capot in each suit; 41 coinche; 42 surcoinche. Ours: ``pass``,
  ``bid:VALUE:SUIT``, ``bid:capot:SUIT``, ``contre``, ``surcontre``.
* Playing: colver's action is the card. Our variant has belote *declared*: when the player
  may say belote with a card, our legal actions hold both ``KH`` and ``KH+belote``. Colver
  counts a belote automatically (it is scored as soon as one player holds the trump king and
  queen), so both of our spellings go to the same colver card, and the observation shows the
  belote as said by whoever held the pair (what colver's referee scores).

Colver has no sans-atout or tout-atout contracts: the mapping covers suit contracts only.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

import colver

from belote_spec.cards import CARDS, SEATS
from belote_spec.engine.game import Game
from belote_spec.engine.observation import ContractView, Observation, TrickView
from belote_spec.engine.rules import Rules

__all__ = [
    "B2C",
    "C2B",
    "ShadowGame",
    "action_from_colver",
    "action_to_colver",
    "legal_actions",
    "observation",
]

SUITS: Final = "SHDC"
_COLVER_RANKS: Final = "789JQKTA"
_SPEC_RANKS: Final = "789TJQKA"
#: colver card index -> belote-spec card index, and back.
C2B: Final[tuple[int, ...]] = tuple(
    (c >> 3) * 8 + _SPEC_RANKS.index(_COLVER_RANKS[c & 7]) for c in range(32)
)
B2C: Final[tuple[int, ...]] = tuple(C2B.index(b) for b in range(32))
_CODE_INDEX: Final = {c.code: int(c) for c in CARDS}

PHASE_BIDDING: Final = 0
PHASE_PLAYING: Final = 1
PASS, COINCHE, SURCOINCHE = 0, 41, 42
CAPOT_VALUE: Final = 250


def _code(colver_card: int) -> str:
    return CARDS[C2B[colver_card]].code


def action_from_colver(action: int, phase: int) -> str:
    """Our spelling of colver action ``action`` in colver phase ``phase`` (a card without
    any ``+belote``)."""
    if phase == PHASE_PLAYING:
        return _code(action)
    if action == PASS:
        return "pass"
    if action == COINCHE:
        return "contre"
    if action == SURCOINCHE:
        return "surcontre"
    if 1 <= action <= 36:
        return f"bid:{80 + 10 * ((action - 1) // 4)}:{SUITS[(action - 1) % 4]}"
    if 37 <= action <= 40:
        return f"bid:capot:{SUITS[action - 37]}"
    raise ValueError(f"colver action {action} in phase {phase}: not a known action")


def action_to_colver(action: str, phase: int) -> int:
    """The colver action number of our ``action`` (``+belote`` is dropped: colver says it)."""
    if phase == PHASE_PLAYING:
        return B2C[_CODE_INDEX[action.partition("+")[0]]]
    if action == "pass":
        return PASS
    if action == "contre":
        return COINCHE
    if action == "surcontre":
        return SURCOINCHE
    kind, value, suit = action.split(":")
    if kind != "bid" or suit not in SUITS:
        raise ValueError(f"action {action!r}: not an auction action of colver")
    if value == "capot":
        return 37 + SUITS.index(suit)
    return 1 + 4 * ((int(value) - 80) // 10) + SUITS.index(suit)


def _taker(env: colver.Env) -> int:
    """The seat of the last bid (the contract's taker)."""
    taker = -1
    for seat, action in env.get_bid_history():
        if 1 <= action <= 40:
            taker = seat
    return taker


def _belote_sayable(rules: Rules, hand: int, mode: int) -> int:
    """The cards (our indices) of ``hand`` belote may be said with (as our engine offers)."""
    out = 0
    for _suit, pair, said in rules.belote_pairs[mode]:
        if hand & pair == pair:
            out |= said
    return out


def _mask(cards: Sequence[int]) -> int:
    out = 0
    for c in cards:
        out |= 1 << C2B[c]
    return out


def legal_actions(env: colver.Env, rules: Rules) -> tuple[str, ...]:
    """Colver's legal actions at ``env`` in our spelling, with the ``+belote`` spellings our
    engine adds when the player may say belote (none when the variant says it itself)."""
    phase = env.phase()
    codes = [action_from_colver(a, phase) for a in env.legal_actions()]
    if phase != PHASE_PLAYING or rules.belote_call == "automatic":
        return tuple(codes)
    mode = int(env.get_contract()["trump"])
    hand = _mask(env.get_hands()[env.current_player()])
    sayable = _belote_sayable(rules, hand, mode)
    legal = _mask(env.legal_actions()) & sayable
    codes += [CARDS[c].code + "+belote" for c in range(32) if legal >> c & 1]
    return tuple(codes)


def _tricks(
    env: colver.Env, rules: Rules, mode: int
) -> tuple[tuple[TrickView, ...], TrickView | None]:
    """The finished tricks (leader, cards, winner) and the one on the table, from colver's
    play order, the first leader after the dealer and our trick-winner kernel."""
    order = [C2B[c] for c in env.get_play_order()]
    leader = (env.get_dealer() + 1) % 4
    done: list[TrickView] = []
    for start in range(0, len(order) - len(order) % 4, 4):
        cards = order[start : start + 4]
        winner = (leader + rules.play.winner(cards, mode)) % 4
        done.append(TrickView(SEATS[leader], tuple(CARDS[c].code for c in cards), SEATS[winner]))
        leader = winner
    rest = order[len(order) - len(order) % 4 :]
    table = TrickView(SEATS[leader], tuple(CARDS[c].code for c in rest)) if rest else None
    return tuple(done), table


def _belotes(
    env: colver.Env, rules: Rules, mode: int, plays: Sequence[tuple[str, str]]
) -> list[tuple[str, str]]:
    """Belote as colver's referee scores it: every king or queen of the belote pair played by
    the seat that was dealt both (colver announces it for the player)."""
    initial = [_mask(h) for h in env.get_initial_hands()]
    out: list[tuple[str, str]] = []
    for _suit, pair, _said in rules.belote_pairs[mode]:
        for seat, code in plays:
            card = _CODE_INDEX[code]
            if pair >> card & 1 and initial[SEATS.index(seat)] & pair == pair:
                out.append((seat, code))
    return out


def observation(
    env: colver.Env, seat: int, rules: Rules, variant: str, *, target: int = 2000
) -> Observation:
    """Our :class:`Observation` of colver seat ``seat`` at ``env`` (one deal, scores 0–0):
    only what that seat may know, with colver's legal actions in our spelling when the seat is
    to move."""
    phase_number = env.phase()
    terminal = env.is_terminal()
    phase = "over" if terminal else ("bidding" if phase_number == PHASE_BIDDING else "play")
    to_move = None if terminal else SEATS[env.current_player()]
    bidding = tuple(
        (SEATS[s], action_from_colver(a, PHASE_BIDDING)) for s, a in env.get_bid_history()
    )
    hand = tuple(CARDS[c].code for c in sorted(C2B[c] for c in env.get_hands()[seat]))
    contract = None
    tricks: tuple[TrickView, ...] = ()
    trick = None
    belote: list[tuple[str, str]] = []
    info = env.get_contract()
    if phase_number != PHASE_BIDDING and info:
        mode = int(info["trump"])
        value = int(info["value"])
        contract = ContractView(
            SEATS[_taker(env)],
            SUITS[mode],
            "capot" if value == CAPOT_VALUE else value,
            int(info["coinche"]),
            False,
        )
        tricks, trick = _tricks(env, rules, mode)
        plays = [(s, c) for t in tricks for s, c in zip(t.seats(), t.cards, strict=True)]
        if trick is not None:
            plays.extend(zip(trick.seats(), trick.cards, strict=True))
        belote = _belotes(env, rules, mode, plays)
    legal = legal_actions(env, rules) if to_move == SEATS[seat] else ()
    return Observation(
        variant=variant,
        seat=SEATS[seat],
        phase=phase,
        to_move=to_move,
        deal=1,
        dealer=SEATS[env.get_dealer()],
        hand=hand,
        turned=None,
        bidding=bidding,
        contract=contract,
        tricks=tricks,
        trick=trick,
        belote=tuple(belote),
        annonces=(),
        totals={"NS": 0, "EW": 0},
        target=target,
        legal=legal,
        rules=rules,
    )


# ------------------------------------------------------------------------------ checking


def deck_for(rules: Rules, hands: Sequence[Sequence[int]], dealer: int, pattern: str) -> list[int]:
    """A deck (our card indices) that our dealer deals as ``hands`` (our indices, by seat)."""
    dealt = rules.dealer.deal(list(range(32)), dealer, pattern)
    deck = [0] * 32
    for seat in range(4):
        positions = sorted(dealt.hands[seat])
        for pos, card in zip(positions, sorted(hands[seat]), strict=True):
            deck[pos] = card
    return deck


class ShadowGame:
    """Our own game of the deal colver plays at ``env`` (same hands, same dealer), kept in
    step with it by :meth:`apply` so that our legal actions, observations and deal score can be
    compared with colver's. A card our engine lets the player say belote with is played with
    ``+belote`` (colver scores a belote without being told)."""

    def __init__(self, rules: Rules, env: colver.Env) -> None:
        self.rules = rules
        dealer = env.get_dealer()
        hands = [[C2B[c] for c in h] for h in env.get_hands()]
        pattern = rules.dealer.choose_pattern(random.Random(0))
        deck = deck_for(rules, hands, dealer, pattern)
        self.game = Game(rules, seed=0, dealer=dealer, script=[(deck, pattern, 0, True)])

    def legal(self) -> set[str]:
        """Our engine's legal actions for the player to move."""
        return set(self.game.legal_actions())

    def apply(self, colver_action: int, phase: int) -> None:
        """Play colver's action in our game (with ``+belote`` where it may be said)."""
        action = action_from_colver(colver_action, phase)
        if phase == PHASE_PLAYING and action + "+belote" in self.game.legal_actions():
            action += "+belote"
        self.game.apply(action)

    @property
    def finished(self) -> bool:
        """Whether our game's first deal is over (scored, or redealt after four passes)."""
        return bool(self.game.sheet) or len(self.game.deals) > 1 or self.game.over

    def score(self) -> tuple[int, int] | None:
        """Our deal score (NS, EW), or None when the deal was not scored."""
        if not self.game.sheet:
            return None
        line = self.game.sheet[0]
        return line.NS, line.EW
