"""The solvers' pruning of equivalent cards, on endings where it matters.

Both double-dummy solvers (:class:`~belote_spec.bots.solver.DoubleDummy` and the compiled
:class:`~belote_spec.bots.solver.JitDoubleDummy`) try one card of each run of equivalent
ones: cards of one hand, of one suit, worth the same points, with no unplayed card of another
hand (nor a card of the current trick) between them. Two cards worth the same with a card of
another hand between them are *not* equivalent: one beats that card, the other does not. A
solver that merges them across such a gap gives wrong values, but uniform random endings
seldom meet one (about one two-trick ending in 5,000): here the endings are built around a gap.
"""

from __future__ import annotations

import random
from functools import cache

import pytest

from belote_spec import load_variant
from belote_spec.bots.solver import DoubleDummy, Solver, cards_of, exhaustive
from belote_spec.cards import parse_card
from belote_spec.engine.rules import Rules
from belote_spec.engine.tables import MODE_INDEX
from belote_spec.simulation.batch import numba_available


@cache
def _rules(spec: str) -> Rules:
    return load_variant(spec).compile()


def _solvers(spec: str) -> list[Solver]:
    rules = _rules(spec)
    solvers: list[Solver] = [DoubleDummy.for_rules(rules)]
    if numba_available():
        from belote_spec.bots.solver import JitDoubleDummy

        solvers.append(JitDoubleDummy.for_rules(rules, table_bits=12))
    return solvers


def _hand(*names: str) -> int:
    return sum(1 << parse_card(name) for name in names)


def _minimax(rules: Rules, hands: list[int], leader: int, mode: int, trick: list[int]) -> int:
    return exhaustive(
        rules.play.analyse, rules.play.winner, rules.tables, hands, leader, mode, trick
    )


def test_two_zero_point_spades_with_the_eight_of_another_hand_between_them() -> None:
    """Hearts are trumps and nobody holds one; seat 2 leads, then seats 3, 0 and 1 play.

    ====== =========== ==========
    seat   cards       points
    ====== =========== ==========
    0      9♣ K♣       0, 4
    1      7♣ V♣       0, 2
    2      8♠ 7♦       0, 0
    3      7♠ 9♠       0, 0
    ====== =========== ==========

    Seat 3's 9♠ and 7♠ are both worth nothing, but seat 2's 8♠ lies between them: the 9♠
    beats it, the 7♠ does not. The points left are 4 + 2 + the dix de der 10 = 16.

    * Seat 2 leads the 7♦: nobody else holds a diamond or a trump, so the 7♦ takes the first
      trick. Seat 3 keeps the 9♠ (it discards the 7♠), seat 0 gives the K♣ (4) to its
      partner's trick, seat 1 discards the 7♣ (0). Then seat 2 leads the 8♠, seat 3's 9♠
      takes the last trick with the V♣ (2) and the dix de der: team 0 (seats 0 and 2) takes 4.
    * Seat 2 leads the 8♠: seat 3 takes it with the 9♠ and leads the 7♠, which takes the last
      trick too (nobody else holds a spade or a trump): team 0 takes nothing.

    So team 0 takes 4 and team 1 takes 12. A solver that merged the 9♠ and 7♠ (the 8♠ across
    them ignored) would let seat 3 discard only the 9♠ on the 7♦, and would give team 0 the
    last trick too: 16.
    """
    rules = _rules("classic")
    mode = MODE_INDEX["H"]
    hands = [_hand("9C", "KC"), _hand("7C", "JC"), _hand("8S", "7D"), _hand("7S", "9S")]
    assert _minimax(rules, hands, 2, mode, []) == 4
    for solver in _solvers("classic"):
        assert solver.solve(hands, 2, mode) == 4
        assert solver.solve(hands, 2, mode, team=1) == 12
        # Seat 2's leads, valued for its team: the 7♦ gives 4, the 8♠ nothing.
        assert solver.move_values(hands, 2, mode) == {parse_card("7D"): 4, parse_card("8S"): 0}
        # Seat 3 on the 7♦: discarding the 7♠ keeps team 0 to 4 (team 1 takes 12); the 9♠
        # would give team 0 the last trick, 2 + 10 more: team 1 takes nothing.
        after = [hands[0], hands[1], _hand("8S"), hands[3]]
        values = solver.move_values(after, 2, mode, [parse_card("7D")])
        assert values == {parse_card("7S"): 12, parse_card("9S"): 0}


def test_the_same_ending_without_trumps() -> None:
    """The same cards at sans atout (seven, eight and nine are worth nothing there too):
    the same values, 4 for team 0."""
    spec = "ffb-contree-2016+sans-atout-tout-atout"
    rules = _rules(spec)
    mode = MODE_INDEX["SA"]
    hands = [_hand("9C", "KC"), _hand("7C", "JC"), _hand("8S", "7D"), _hand("7S", "9S")]
    assert _minimax(rules, hands, 2, mode, []) == 4
    for solver in _solvers(spec):
        assert solver.solve(hands, 2, mode) == 4


def _gap_ending(
    rng: random.Random, rules: Rules, modes: list[int]
) -> tuple[list[int], int, int, list[int]]:
    """An ending of 2 or 3 tricks built around a gap: one hand holds two cards of a suit worth
    the same points, and a card between them in that suit's order is in another hand or has
    just been played to the current trick. (hands, leader, mode, trick)."""
    tables = rules.tables
    # Three cards a, b, c of one suit, in its order in the mode (strongest first), with a and
    # c worth the same (at tout atout none: only the 8 and 7 are equal, and adjacent).
    triples = [
        (mode, a, b, c)
        for mode in modes
        for order in (tables.order(mode, suit) for suit in range(4))
        for i, a in enumerate(order)
        for j, b in enumerate(order[i + 1 :], i + 1)
        for c in order[j + 1 :]
        if tables.points[mode][a] == tables.points[mode][c]
    ]
    mode, outer_a, middle, outer_c = rng.choice(triples)
    tricks = rng.choice((2, 3))
    leader = rng.randrange(4)
    in_trick = rng.random() < 0.5
    holder = rng.randrange(4)
    hands = [0] * 4
    hands[holder] = (1 << outer_a) | (1 << outer_c)
    rest = [c for c in range(32) if c not in (outer_a, middle, outer_c)]
    rng.shuffle(rest)
    trick: list[int] = []
    if in_trick:
        # The middle card was led by the seat before the holder (the holder plays next).
        leader = (holder - 1) & 3
        trick = [middle]
        sizes = [tricks - (seat == leader) for seat in range(4)]
    else:
        other = rng.choice([s for s in range(4) if s != holder])
        hands[other] |= 1 << middle
        sizes = [tricks] * 4
    for seat in range(4):
        while hands[seat].bit_count() < sizes[seat]:
            hands[seat] |= 1 << rest.pop()
    return hands, leader, mode, trick


@pytest.mark.parametrize(
    ("spec", "seed"),
    [("classic", 1), ("ffb-contree-2016+sans-atout-tout-atout", 2), ("pagat-belote", 3)],
)
def test_endings_built_around_a_gap_agree_with_minimax(spec: str, seed: int) -> None:
    """40 endings per way of playing, each with two cards of one hand worth the same and a
    card between them elsewhere (in another hand, or just led): every solver gives plain
    minimax's value, for both teams and for every legal card of the player to move."""
    rules = _rules(spec)
    modes = [MODE_INDEX[m] for m in rules.modes]
    analyse, winner, tables = rules.play.analyse, rules.play.winner, rules.tables
    solvers = _solvers(spec)
    rng = random.Random(seed)
    for _ in range(40):
        hands, leader, mode, trick = _gap_ending(rng, rules, modes)
        points = tables.points[mode]
        total = sum(points[c] for h in hands for c in cards_of(h))
        total += sum(points[c] for c in trick) + tables.dix_de_der
        want = exhaustive(analyse, winner, tables, hands, leader, mode, trick)
        seat = (leader + len(trick)) & 3
        exact = {}
        for card in cards_of(rules.play.legal(hands[seat], trick, mode)):
            after = list(hands)
            after[seat] &= ~(1 << card)
            value = exhaustive(analyse, winner, tables, after, leader, mode, [*trick, card])
            exact[card] = value if seat % 2 == 0 else total - value
        for solver in solvers:
            assert solver.solve(hands, leader, mode, trick) == want
            assert solver.solve(hands, leader, mode, trick, team=1) == total - want
            assert solver.move_values(hands, leader, mode, trick) == exact
