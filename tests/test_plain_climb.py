"""play.plain_climb played: following a plain suit, beat the card holding the trick if you can
(Croatian Bela), or any card of the suit; on the engine (``Rules``, ``explain``) with positions
worked by hand, and on the batch engine (its own random deals, both backends).

Seats play N → W → S → E (N and S partners); the player to move is the next seat. Plain order
A 10 K Q J 9 8 7; at tout atout J 9 A 10 K Q 8 7.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from belote_spec.engine.rules import Rules
from belote_spec.simulation.batch import numba_available
from belote_spec.simulation.batch.engine import BatchEngine

from .behaviour import each_value, variant_with
from .skips import missing

COMPILED: dict[str, Rules] = {}
EVERY_MODE = {"suit": True, "sans_atout": True, "tout_atout": True}

#: (trick in play order, hand of the player to move, contract) → the legal cards under
#: « required » and under « none », worked by hand.
POSITIONS = (
    # W on N's K♠ holds A♠ (above) and 7♠ (below)
    ("N:KS", "AS 7S JH 8D", "H", {"required": "AS", "none": "AS 7S"}),
    # S on his partner N's K♠ (over W's 7♠): even over the partner
    ("N:KS W:7S", "AS 8S 9D", "H", {"required": "AS", "none": "AS 8S"}),
    # S on N's 9♠ beaten by W's K♠: beat the K♠ (A♠ and 10♠ do, J♠ does not)
    ("N:9S W:KS", "AS TS JS 7D", "H", {"required": "AS TS", "none": "AS TS JS"}),
    # W trumped N's 8♠ with the 7♥: no spade beats a trump, any spade
    ("N:8S W:7H", "AS 9S KD", "H", {"required": "AS 9S", "none": "AS 9S"}),
    # nothing above N's A♠: any spade
    ("N:AS", "KS 7S JH", "H", {"required": "KS 7S", "none": "KS 7S"}),
    # sans atout: every suit is plain
    ("N:KS", "AS 7S JH", "SA", {"required": "AS", "none": "AS 7S"}),
    ("N:KS W:7S", "AS 8S JD", "SA", {"required": "AS", "none": "AS 8S"}),
    # tout atout: play.tout_atout_climb governs (set to « none » here: following is enough)
    ("N:KS", "AS 7S", "TA", {"required": "AS 7S", "none": "AS 7S"}),
)


def rules_for(value: str, tmp_path: Path) -> Rules:
    return variant_with(
        COMPILED,
        tmp_path,
        "classic",
        {
            "bidding": {"modes": EVERY_MODE},
            "play": {"plain_climb": value, "tout_atout_climb": "none"},
        },
    )


@each_value(
    "play.plain_climb",
    {
        "required": [legal["required"] for *_, legal in POSITIONS],
        "none": [legal["none"] for *_, legal in POSITIONS],
    },
    engines=("scalar",),
)
def test_following_a_plain_suit_beats_the_card_holding_the_trick_if_required(
    value: str, expected: list[str], tmp_path: Path
) -> None:
    rules = rules_for(value, tmp_path)
    for (trick, hand, mode, _legal), wanted in zip(POSITIONS, expected, strict=True):
        played = [tuple(x.split(":")) for x in trick.split()]
        found = {c.code for c in rules.legal_cards(hand.split(), played, mode)}
        assert found == set(wanted.split()), (trick, hand, mode)
    # explain names the rule for the 7♠ under the K♠ (and a revoke is still a revoke)
    why = rules.explain("AS 7S JH 8D", [("N", "KS")], "H", "7S")
    assert (why.rule if why else None) == ("play.plain_climb" if value == "required" else None)
    if why is not None:
        assert why.allowed == ("AS",)
        assert "beats the one holding the trick" in why.sentence
    revoke = rules.explain("AS 7S JH 8D", [("N", "KS")], "H", "JH")
    assert revoke is not None
    assert revoke.rule == "play.follow_suit"


#: Plain strength of each rank (7 8 9 10 J Q K A): A 10 K Q J 9 8 7.
PLAIN = (0, 1, 2, 6, 3, 4, 5, 7)
NO_NUMBA = pytest.mark.skipif(not numba_available(), reason=missing("numba", "extra fast"))
BACKENDS = ["python", pytest.param("numba", marks=NO_NUMBA)]


def climbs_and_stays(rules: Rules, backend: str) -> tuple[int, int]:
    """Over the batch engine's own deals (suit contracts), the followers of a plain suit whose
    trick is held by a card of that suit: how many could beat it (a card above it in their legal
    set), and how many of those were also allowed a card of the suit below it."""
    cols, trace = BatchEngine(rules, backend).trace_deals(60, np.random.default_rng(7))
    assert trace is not None
    could = both = 0
    for i in np.flatnonzero(trace.hands.any(axis=1)):
        trump = int(cols["mode"][i])
        assert trump < 4  # classic: suit contracts only
        for t in range(7):
            for k in range(1, 4):
                trick = [int(c) for c in trace.played[i, 4 * t : 4 * t + k]]
                led = trick[0] >> 3
                if led == trump or any(c >> 3 == trump for c in trick):
                    continue  # trump led, or the trick trumped
                holder = max((c for c in trick if c >> 3 == led), key=lambda c: PLAIN[c & 7])
                legal = int(trace.legal[i, 4 * t + k])
                ranks = [r for r in range(8) if legal >> (8 * led + r) & 1]
                above = [r for r in ranks if PLAIN[r] > PLAIN[holder & 7]]
                if above:
                    could += 1
                    both += len(above) < len(ranks)
    return could, both


@each_value("play.plain_climb", {"required": False, "none": True}, engines=("batch",))
@pytest.mark.parametrize("backend", BACKENDS)
def test_the_batch_engine_lets_a_follower_stay_under_only_if_allowed(
    value: str, expected: bool, backend: str, tmp_path: Path
) -> None:
    rules = variant_with(COMPILED, tmp_path, "classic", {"play": {"plain_climb": value}})
    could, both = climbs_and_stays(rules, backend)
    assert could > 50  # the rule was at stake often
    assert (both > 0) == expected


@each_value("play.plain_climb", {"required": ["AS"], "none": ["7S", "AS"]}, engines=("scalar",))
def test_the_compiled_solver_plays_it(value: str, expected: list[str], tmp_path: Path) -> None:
    """N has led the K♠ (hearts trump); W holds A♠ and 7♠: the cards the solver tries are
    the legal ones, and the compiled solver is the one chosen (its shortcuts know the rule)."""
    from belote_spec.bots.solver import solver_for
    from belote_spec.cards import CODE_INDEX

    rules = variant_with(COMPILED, tmp_path, "classic", {"play": {"plain_climb": value}})
    solver = solver_for(rules)
    if numba_available():
        assert type(solver).__name__ == "JitDoubleDummy"
    hands = [
        sum(1 << CODE_INDEX[c] for c in hand.split()) for hand in ("TD", "AS 7S", "8S QD", "9S JD")
    ]
    moves = solver.move_values(hands, 0, 1, [CODE_INDEX["KS"]])
    codes = {i: c for c, i in CODE_INDEX.items()}
    assert sorted(codes[c] for c in moves) == expected
