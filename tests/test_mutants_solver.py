"""Behaviour tests written for the mutants of ``belote_spec/solver.py`` that the other tests
let survive (docs/mutation-report.md); expected values worked by hand."""

from __future__ import annotations

from belote_spec import load_variant
from belote_spec.cards import CODE_INDEX
from belote_spec.engine.tables import MODE_INDEX
from belote_spec.solver import solver_for


def test_a_complete_last_trick_on_the_table_carries_the_dix_de_der() -> None:
    # Hearts are trumps; the last trick is on the table, led by N: A♠ (11), then W 7♠ (0),
    # S 10♠ (10), E 8♠ (0). N's ace takes it: NS scores 21 and the dix de der, 10: 31; EW 0.
    rules = load_variant("classic").compile()
    solver = solver_for(rules, compiled=False)
    trick = [CODE_INDEX[c] for c in ("AS", "7S", "TS", "8S")]
    empty = [0, 0, 0, 0]
    assert solver.solve(empty, 0, MODE_INDEX["H"], trick) == 31
    assert solver.solve(empty, 0, MODE_INDEX["H"], trick, team=1) == 0
