"""The golden deals are written once, in the French scenarios of ``features/``.

A whole deal (the contract, the dealer, the four hands, the eight tricks) is read from its
scenario by :func:`belote_spec.bdd.golden.scenario_deals`; the Python tests of the rule sets
(``tests/test_ruleset_*.py``, ``tests/test_rebelote.py``) take their deals from there by title
(``tests/golden.py``'s ``scenario``). These tests check the reading against what each scenario
says of its deal, and that no test writes a scenario's deal out again.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from belote_spec.bdd.golden import (
    FULL_DECK,
    ScenarioDeal,
    codes,
    compiled,
    deal_score,
    dealt_cards,
    play,
    scenario_deals,
)
from belote_spec.cards import parse_seat

from .conftest import FEATURES

TESTS = Path(__file__).resolve().parent
WHOLE = [deal for path in sorted(FEATURES.glob("*.feature")) for deal in scenario_deals(path)]


def test_every_whole_deal_of_the_scenarios_is_read() -> None:
    # a scenario (not an outline) that plays tricks from the hands, as its text says
    expected = 0
    for path in FEATURES.glob("*.feature"):
        blocks = re.split(
            r"\n\s*(?=(?:Scénario|Plan du [Ss]cénario|Exemples)\s*:)", path.read_text()
        )
        expected += sum(1 for b in blocks if b.startswith("Scénario") and "on joue les plis :" in b)
    assert len(WHOLE) == expected
    # 106 when this test was written, over ten rule sets and the seed documents
    assert len(WHOLE) >= 100
    for found in WHOLE:
        seating = compiled(found.spec).seating
        hands = {seat: codes(hand) for seat, hand in found.deal.hands.items()}
        held = sorted(c for hand in hands.values() for c in hand)
        assert held == dealt_cards(seating, hands), found.title
        assert len(found.deal.tricks) == seating.hand_size, found.title
        if seating.classic:
            assert held == FULL_DECK, found.title


def _id(found: ScenarioDeal) -> str:
    return f"{found.path.name}:{found.line}"


@pytest.mark.parametrize("found", WHOLE, ids=[_id(d) for d in WHOLE])
def test_each_deal_read_plays_as_its_scenario_says(found: ScenarioDeal) -> None:
    """The deal as read, played card by card and scored, gives the trick winners, the card
    points, the score line and the outcome its scenario gives: the reading is the scenario's
    deal (the scenario itself is run by test_features.py)."""
    rules = compiled(found.spec)
    played = play(rules, found.deal)
    if found.winners is not None:
        assert tuple(played.winners) == found.winners
    if found.points is not None:
        assert (played.points["NS"], played.points["EW"]) == found.points
    if found.marks is None or found.unsaid:
        return  # a belote left unsaid is scored through the game: test_features.py plays it
    score = deal_score(rules, found.deal, played)
    assert found.marks == (score.NS, score.EW)
    if found.outcome is not None:
        assert score.outcome == found.outcome
    if found.held is not None:
        assert score.held == found.held


def _written_hands(path: Path) -> list[tuple[int, frozenset[tuple[str, frozenset[str]]]]]:
    """The four-hand dicts written out in a test module: (line, hands)."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not (isinstance(node, ast.Dict) and len(node.keys) == 4):
            continue
        try:
            hands = {
                parse_seat(ast.literal_eval(k)): codes(ast.literal_eval(v))  # type: ignore[arg-type]
                for k, v in zip(node.keys, node.values, strict=True)
            }
        except (ValueError, TypeError, SyntaxError):
            continue
        if sorted(c for h in hands.values() for c in h) == FULL_DECK:
            out.append((node.lineno, frozenset((s, frozenset(h)) for s, h in hands.items())))
    return out


@pytest.mark.slow  # over half a second: CI runs it, `tools/check.py --fast` does not
def test_no_test_writes_a_scenarios_deal_out_again() -> None:
    """A test takes a scenario's deal from the scenario (``scenario(NAME, title)``), never
    from a copy of its hands that could drift from it."""
    scenarios = {
        frozenset((s, frozenset(codes(h))) for s, h in found.deal.hands.items()): found
        for found in WHOLE
    }
    copies = [
        f"{path.name}:{line}: {scenarios[hands].title}"
        for path in sorted(TESTS.glob("test_*.py"))
        for line, hands in _written_hands(path)
        if hands in scenarios
    ]
    assert copies == []
