"""The double-dummy solver compiled with numba against the Python one (and plain minimax), under
every way of playing the shipped variants have. Skipped when numba is not installed."""

from __future__ import annotations

import random

import numpy as np
import pytest

from belote_spec import load_variant
from belote_spec.bots.solver import DoubleDummy, cards_of, exhaustive
from belote_spec.engine.rules import Rules
from belote_spec.engine.tables import MODE_INDEX
from belote_spec.simulation.batch import numba_available

from .skips import missing
from .test_batch import PLAY_SPECS

pytestmark = [
    pytest.mark.skipif(not numba_available(), reason=missing("numba", "extra fast")),
    pytest.mark.slow,  # whole deals solved by the Python solver, for each way of playing
]

if numba_available():
    from belote_spec.bots.solver import JitDoubleDummy


def _deal(rng: random.Random, tricks: int) -> list[int]:
    hands = [0] * 4
    for i, card in enumerate(rng.sample(range(32), 4 * tricks)):
        hands[i % 4] |= 1 << card
    return hands


def _midtrick(
    rules: Rules, rng: random.Random, hands: list[int], leader: int, mode: int
) -> list[int]:
    """Play 0 to 3 random legal cards of the first trick (changes ``hands``)."""
    trick: list[int] = []
    for _ in range(rng.randrange(4)):
        seat = (leader + len(trick)) & 3
        card = rng.choice(cards_of(rules.play.legal(hands[seat], trick, mode)))
        hands[seat] &= ~(1 << card)
        trick.append(card)
    return trick


def _total(rules: Rules, hands: list[int], trick: list[int], mode: int) -> int:
    points = rules.tables.points[mode]
    cards = [c for h in hands for c in cards_of(h)] + trick
    return sum(points[c] for c in cards) + rules.tables.dix_de_der


_RULES: dict[str, Rules] = {}
_SOLVERS: dict[str, JitDoubleDummy] = {}


def _rules(spec: str) -> Rules:
    if spec not in _RULES:
        _RULES[spec] = load_variant(spec).compile()
    return _RULES[spec]


def _jit(spec: str) -> JitDoubleDummy:
    """One compiled solver per variant, with a small table (2**16 entries): a full table is
    32 MB, and entries replaced in a full bucket must not change a value either."""
    if spec not in _SOLVERS:
        _SOLVERS[spec] = JitDoubleDummy.for_rules(_rules(spec), table_bits=16)
    return _SOLVERS[spec]


#: The ways of playing whose first position is a whole deal (suit contracts, tout atout and
#: sans atout, climbing on the partner or not); the others start from seven tricks, which the
#: Python solver settles several times faster and which reaches the same search.
WHOLE_DEAL_SPECS = frozenset(
    {"classic", "bridgee", "club+tout-atout", "pagat-coinche+sans-atout-tout-atout"}
)


@pytest.mark.parametrize("spec", PLAY_SPECS)
def test_the_compiled_solver_gives_the_python_solver_values(spec: str) -> None:
    """Per way of playing: a whole deal (from its first lead or the middle of the first trick;
    seven tricks outside :data:`WHOLE_DEAL_SPECS`) and 8 endings of 3 to 6 tricks, in random
    modes the variant plays: the same value as :class:`DoubleDummy` for both teams, and the
    same value for every legal card."""
    rules = _rules(spec)
    jit = _jit(spec)
    python = DoubleDummy(rules.play, rules.tables)
    rng = random.Random(f"jit {spec}")
    modes = [MODE_INDEX[m] for m in rules.modes]
    assert WHOLE_DEAL_SPECS.issubset(PLAY_SPECS)
    longest = 8 if spec in WHOLE_DEAL_SPECS else 7
    for i in range(9):
        tricks = longest if i == 0 else rng.choice((3, 4, 5, 6))
        hands = _deal(rng, tricks)
        mode = rng.choice(modes)
        leader = rng.randrange(4)
        trick = _midtrick(rules, rng, hands, leader, mode)
        total = _total(rules, hands, trick, mode)
        want = python.solve(hands, leader, mode, trick)
        assert jit.solve(hands, leader, mode, trick) == want
        assert jit.solve(hands, leader, mode, trick, team=1) == total - want
        if i == 0:
            continue  # every card of the longest position: too long for the Python solver
        values = jit.move_values(hands, leader, mode, trick)
        assert values == python.move_values(hands, leader, mode, trick)
        seat = (leader + len(trick)) & 3
        assert set(values) == set(cards_of(rules.play.legal(hands[seat], trick, mode)))
        assert jit.best_move(hands, leader, mode, trick) == python.best_move(
            hands, leader, mode, trick
        )


@pytest.mark.parametrize("spec", ["classic", "ffb-contree-2016+sans-atout-tout-atout"])
def test_the_compiled_solver_agrees_with_minimax_on_short_endings(spec: str) -> None:
    """Endings of 1 to 3 tricks, from a trick start or its middle (the last trick included),
    against plain minimax, for the team of the player to move and for every legal card."""
    rules = _rules(spec)
    jit = _jit(spec)
    rng = random.Random(5)
    modes = [MODE_INDEX[m] for m in rules.modes]
    analyse, winner, tables = rules.play.analyse, rules.play.winner, rules.tables
    for i in range(60):
        hands = _deal(rng, 1 + i % 3)
        mode = rng.choice(modes)
        leader = rng.randrange(4)
        trick = _midtrick(rules, rng, hands, leader, mode)
        total = _total(rules, hands, trick, mode)
        want = exhaustive(analyse, winner, tables, hands, leader, mode, trick)
        assert jit.solve(hands, leader, mode, trick) == want
        assert jit.solve(hands, leader, mode, trick, team=1) == total - want
        seat = (leader + len(trick)) & 3
        for card, value in jit.move_values(hands, leader, mode, trick).items():
            after = list(hands)
            after[seat] &= ~(1 << card)
            exact = exhaustive(analyse, winner, tables, after, leader, mode, [*trick, card])
            assert value == (exact if seat % 2 == 0 else total - exact)


def test_the_last_trick_from_its_middle() -> None:
    """Hearts are trumps; seat 0 led the 7 of spades, seats 1, 2 and 3 each hold one spade
    left: seat 3's ace wins, and the four cards with the dix de der go to team 1."""
    rules = _rules("classic")
    jit = _jit("classic")
    mode = MODE_INDEX["H"]
    points = rules.tables.points[mode]
    # Spades are cards 0..7 (7 8 9 10 J Q K A): seat 1 holds the 8, 2 the 9, 3 the ace.
    hands = [0, 1 << 1, 1 << 2, 1 << 7]
    everything = points[0] + points[1] + points[2] + points[7] + rules.tables.dix_de_der
    assert everything == 21
    assert jit.solve(hands, 0, mode, [0]) == 0
    assert jit.solve(hands, 0, mode, [0], team=1) == everything
    assert jit.move_values(hands, 0, mode, [0]) == {1: everything}


def test_a_position_solved_twice_comes_from_the_table() -> None:
    rules = _rules("classic")
    jit = JitDoubleDummy.for_rules(rules, table_bits=16)
    hands = _deal(random.Random(7), 8)
    mine = jit.solve(hands, 0, 0)
    assert jit.stats.nodes > 0
    assert jit.stats.table_size > 0
    theirs = jit.solve(hands, 0, 0, team=1)
    assert jit.stats.nodes == 0
    assert jit.stats.hits > 0
    assert mine + theirs == 162
    jit.clear()
    assert jit.solve(hands, 0, 0) == mine
    assert jit.stats.nodes > 0


def test_a_complete_trick_and_numpy_integers() -> None:
    """A trick of 4 cards is gathered before the search (by its winner, with the dix de der
    when it is the last); numpy integers are read as ints."""
    rules = _rules("classic")
    jit = _jit("classic")
    python = DoubleDummy(rules.play, rules.tables)
    rng = random.Random(11)
    for tricks in (1, 2, 3, 4):
        hands = _deal(rng, tricks + 1)
        trick: list[int] = []
        for seat in range(4):
            card = cards_of(rules.play.legal(hands[seat], trick, 2))[0]
            hands[seat] &= ~(1 << card)
            trick.append(card)
        want = python.solve(hands, 0, 2, trick)
        assert jit.solve(hands, 0, 2, trick) == want
        assert jit.solve([np.int64(h) for h in hands], np.int8(0), np.int64(2), trick) == want
    last = [0, 0, 0, 0]
    trick = [8, 9, 10, 15]  # hearts: 7 8 9 and the ace, seat 3's ace takes the last trick
    points = rules.tables.points[0]
    assert jit.solve(last, 0, 0, trick, team=1) == sum(points[c] for c in trick) + 10
    assert jit.solve(last, 0, 0, trick) == 0


def test_a_hand_that_holds_every_master_takes_everything() -> None:
    rules = _rules("classic")
    jit = _jit("classic")
    mode = 1  # hearts
    order = rules.tables.order(mode, 1)
    top = order[:4]
    rest = [c for c in range(32) if c not in top and c >> 3 != 1][:12]
    hands = [sum(1 << c for c in top), 0, 0, 0]
    for i, card in enumerate(rest):
        hands[1 + i % 3] |= 1 << card
    points = rules.tables.points[mode]
    everything = sum(points[c] for c in top + rest) + rules.tables.dix_de_der
    assert jit.solve(hands, 0, mode) == everything
    assert jit.best_move(hands, 0, mode)[1] == everything


@pytest.mark.parametrize(
    ("hands", "leader", "mode", "trick", "message"),
    [
        ([0xFF, 0xFF00, 0xFF0000], 0, 0, [], "hands: got 3 hands; expected 4"),
        ([0xFF, 0xFF00, 0xFF0000, 0x1FF], 0, 0, [], r"hands\[3\]: holds a card of another"),
        ([0xFF, 0xFF00, 0xFF0000, 1 << 32], 0, 0, [], r"hands\[3\]: got 4294967296"),
        ([0xFF, 0xFF00, 0xFF0000, -1], 0, 0, [], r"hands\[3\]: got -1"),
        ([0xFF, 0xFF00, 0xFF0000, 0x7F000000], 0, 0, [], "seat 3 holds 7 cards; expected 8"),
        ([0xFE, 0xFF00, 0xFF0000, 0xFF000000], 1, 0, [0], "seat 0 holds 7 cards; expected 8"),
        ([0xFE, 0xFF00, 0xFF0000, 0xFF000000], 0, 0, [1], "trick: card 1 is also in a hand"),
        ([0xFE, 0xFF00, 0xFF0000, 0xFF000000], 0, 0, [32], "trick: got 32"),
        ([0xFF, 0xFF00, 0xFF0000, 0xFF000000], 4, 0, [], "leader: got 4"),
        ([0xFF, 0xFF00, 0xFF0000, 0xFF000000], 0, 6, [], "mode: got 6"),
        ([0xFF, 0xFF00, 0xFF0000, 0xFF000000], 0, "H", [], "mode: got 'H'"),
        ([0xFF, 0xFF00, 0xFF0000, 0xFF000000], 0, 0, [1, 2, 3, 4, 5], "trick: got 5 cards"),
        ([0, 0, 0, 0], 0, 0, [], "hands: no card left to play"),
    ],
)
def test_a_position_that_is_not_one_is_refused_by_name(
    hands: list[int], leader: int, mode: int, trick: list[int], message: str
) -> None:
    jit = _jit("classic")
    with pytest.raises(ValueError, match=message):
        jit.solve(hands, leader, mode, trick)
    with pytest.raises(ValueError, match=message):
        jit.move_values(hands, leader, mode, trick)
    with pytest.raises(ValueError, match="team: got 2"):
        jit.solve([0xFF, 0xFF00, 0xFF0000, 0xFF000000], 0, 0, team=2)
    with pytest.raises(ValueError, match="table_bits: got 40"):
        JitDoubleDummy.for_rules(_rules("classic"), table_bits=40)


# A plugin's card play is refused with its whole message: tests/test_mutants_solver_jit.py.
