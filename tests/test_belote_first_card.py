"""belote.first_card played: the belote counts however its first card is played
(``any_play``), or only if that card is led, follows the suit led or trumps
(``led_followed_or_trumped``, Bulgarian Belot); on the engine (``Game``, ``Rules``) with a deal
worked by hand, and on the batch engine (its own random deals, both backends).

Seats play N → W → S → E (N and S partners). Tout atout order J 9 A 10 K Q 8 7: nothing trumps,
so a king or queen played on another suit's lead, for want of it, is thrown off.
"""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

from belote_spec.bdd.golden import Deal, bidding_calls, deck_for
from belote_spec.cards import CODE_INDEX
from belote_spec.engine.game import Game
from belote_spec.engine.rules import Rules
from belote_spec.engine.tables import MODE_INDEX
from belote_spec.simulation.batch import numba_available
from belote_spec.simulation.batch.engine import BatchEngine

from .behaviour import each_value, variant_with
from .skips import missing

COMPILED: dict[str, Rules] = {}
EVERY_MODE = {"suit": True, "sans_atout": True, "tout_atout": True}
TA = MODE_INDEX["TA"]

#: North deals; West takes tout atout and leads. Only North holds a king and queen of one suit
#: (hearts): no other belote. Spades: W A 10 9, S K 8 7, E Q J; North has none.
HANDS = {
    "N": "KH QH 7D 8D 9D 7C 8C 9C",
    "W": "AS TS 9S JH 9H AD TD JD",
    "S": "KS 8S 7S AH TH QD AC QC",
    "E": "QS JS 8H 7H KD KC TC JC",
}
#: The first trick: W leads the A♠; S has nothing above it (J, 9) and plays the 7♠; E must go
#: over it with the J♠; North, without a spade, throws the K♥ off: the belote's first card.
FIRST_TRICK = ("AS", "7S", "JS", "KH")


def rules_for(value: str, tmp_path: Path, call: str = "automatic") -> Rules:
    return variant_with(
        COMPILED,
        tmp_path,
        "classic",
        {
            "bidding": {"modes": EVERY_MODE},
            "belote": {"first_card": value, "call": call},
        },
    )


def dealt(rules: Rules) -> Game:
    """The deal, bid to West's tout atout, before the first card."""
    deal = Deal("N", "W", "TA", None, 0, hands=HANDS, tricks=())
    deck, pattern, turned = deck_for(rules, deal)
    game = Game(rules, dealer="N", script=[(deck, pattern, 0, False)])
    for seat, call in bidding_calls(rules, deal, turned):
        game.apply(call, seat)
    while game.phase == "bidding":
        game.apply("pass")
    assert game.phase == "play"
    assert game.to_move == "W"
    return game


def belote_counted(game: Game) -> dict[str, int]:
    """The first trick as above, then the rest at random (legal cards, every call the game
    offers said): the belote points of the deal's score."""
    for card in FIRST_TRICK:
        offered = game.legal_actions()
        game.apply(next((a for a in offered if a.split("+")[0] == card), card))
    rng = random.Random(3)
    while game.phase == "play":
        offered = game.legal_actions()
        said = [a for a in offered if "+" in a]
        game.apply(said[0] if said else rng.choice(offered))
    score = game.deals[0].score
    assert score is not None
    return {team: points for team, points in score.belote.items() if points}


@each_value(
    "belote.first_card",
    {"any_play": {"NS": 20}, "led_followed_or_trumped": {}},
    engines=("scalar",),
)
def test_a_king_thrown_off_at_tout_atout_loses_the_belote_only_if_required(
    value: str, expected: dict[str, int], tmp_path: Path
) -> None:
    # North's K♥ falls on the A♠ led: not led, not following, not trumping (nothing trumps
    # at tout atout); the Q♥ comes later, whatever way: North's team, NS, scores the belote's
    # 20 only where any play will do
    assert belote_counted(dealt(rules_for(value, tmp_path))) == expected
    # said rather than counted: « belote » is offered with the K♥ only where it may count
    game = dealt(rules_for(value, tmp_path, call="declared"))
    for card in FIRST_TRICK[:3]:
        game.apply(card)
    assert ("KH+belote" in game.legal_actions()) == (value == "any_play")


@each_value(
    "belote.first_card",
    {"any_play": (True, True, True), "led_followed_or_trumped": (True, True, False)},
    engines=("scalar",),
)
def test_the_first_card_led_following_or_trumping(
    value: str, expected: tuple[bool, ...], tmp_path: Path
) -> None:
    """``Rules.belote_holders`` on hand-made orders of play: North (seat 0) holds K♥ Q♥."""
    rules = rules_for(value, tmp_path)
    hands = [sum(1 << CODE_INDEX[c] for c in HANDS[s].split()) for s in "NWSE"]
    kh, qh, as_, js, s7 = (CODE_INDEX[c] for c in ("KH", "QH", "AS", "JS", "7S"))
    h7, h8 = CODE_INDEX["7H"], CODE_INDEX["8H"]

    def counts(played: list[int], mode: int) -> bool:
        return any(suit == 1 for _seat, suit in rules.belote_holders(hands, mode, played))

    # led: the K♥ opens a trick at tout atout
    assert counts([kh, as_, js, s7, qh], TA) == expected[0]
    # following: the Q♥ on the 7♥ led; trumping: the K♥ on the A♠ led, hearts trump
    assert (counts([h7, h8, qh], TA), counts([as_, js, s7, kh], MODE_INDEX["H"])) == (
        expected[1],
        True,
    )
    # thrown off: the K♥ on the A♠ led, at tout atout
    assert counts([as_, js, s7, kh, qh], TA) == expected[2]


NO_NUMBA = pytest.mark.skipif(not numba_available(), reason=missing("numba", "extra fast"))
BACKENDS = ["python", pytest.param("numba", marks=NO_NUMBA)]


def thrown_and_counted(rules: Rules, backend: str) -> tuple[int, int, int]:
    """Over the batch engine's own deals at tout atout: the belotes held, those whose first
    card (of the king and queen) was thrown off on another suit's lead, and those counted."""
    cols, trace = BatchEngine(rules, backend).trace_deals(400, np.random.default_rng(5))
    assert trace is not None
    held = thrown = counted = 0
    for i in np.flatnonzero(trace.hands.any(axis=1)):
        if int(cols["mode"][i]) != TA:
            continue
        counted += len(trace.belote[i])
        order = [int(c) for c in trace.played[i]]
        for suit in range(4):
            king, queen = 8 * suit + 6, 8 * suit + 5
            if not any(h >> king & 1 and h >> queen & 1 for h in trace.hands[i]):
                continue
            held += 1
            j = min(order.index(king), order.index(queen))
            thrown += j % 4 != 0 and order[j - j % 4] >> 3 != suit
    return held, thrown, counted


@each_value(
    "belote.first_card",
    {"any_play": "held", "led_followed_or_trumped": "held - thrown"},
    engines=("batch",),
)
@pytest.mark.parametrize("backend", BACKENDS)
def test_the_batch_engine_counts_a_belote_thrown_off_only_if_allowed(
    value: str, expected: str, backend: str, tmp_path: Path
) -> None:
    rules = rules_for(value, tmp_path)
    held, thrown, counted = thrown_and_counted(rules, backend)
    assert thrown > 3  # the rule was at stake
    assert counted == (held if expected == "held" else held - thrown)
