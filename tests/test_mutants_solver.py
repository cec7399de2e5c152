"""Behaviour tests written for the mutants of the double-dummy solver
(``belote_spec/bots/solver.py``, run as Python and compiled) that the other tests let survive
(docs/mutation-report.md); expected values worked by hand."""

from __future__ import annotations

from typing import Any

import pytest

from belote_spec import load_variant
from belote_spec.bots.solver import solver_for
from belote_spec.cards import CODE_INDEX
from belote_spec.engine.tables import MODE_INDEX
from belote_spec.simulation.batch import numba_available

from .skips import missing

HEARTS = MODE_INDEX["H"]
EMPTY = [0, 0, 0, 0]

#: The last trick, complete on the table, led by N (hearts are trumps), and what each team
#: scores of it: its card points and the dix de der, 10. A♠ 11, 10♠ 10, 7♠ and 8♠ nothing.
LAST_TRICKS = [
    # N's ace takes it: NS 21 + 10
    (("AS", "7S", "TS", "8S"), (31, 0)),
    # W's ace takes it: EW 21 + 10
    (("7S", "AS", "8S", "TS"), (0, 31)),
]


def _solvers() -> list[Any]:
    out = [pytest.param(False, id="python")]
    marks = pytest.mark.skipif(not numba_available(), reason=missing("numba", "extra fast"))
    return [*out, pytest.param(True, id="compiled", marks=marks)]


@pytest.mark.parametrize("compiled", _solvers())
@pytest.mark.parametrize(("cards", "expected"), LAST_TRICKS)
def test_a_complete_last_trick_on_the_table_carries_the_dix_de_der(
    compiled: bool, cards: tuple[str, ...], expected: tuple[int, int]
) -> None:
    solver = solver_for(load_variant("classic").compile(), compiled=compiled)
    trick = [CODE_INDEX[c] for c in cards]
    ns = solver.solve(EMPTY, 0, HEARTS, trick)
    ew = solver.solve(EMPTY, 0, HEARTS, trick, team=1)
    assert (ns, ew) == expected


@pytest.mark.skipif(not numba_available(), reason=missing("numba", "extra fast"))
def test_the_compiled_solver_values_moves_only_before_the_fourth_card() -> None:
    # move_values: the cards the player to move may play; with four cards on the table
    # nobody is to move in that trick
    solver = solver_for(load_variant("classic").compile(), compiled=True)
    trick = [CODE_INDEX[c] for c in ("AS", "7S", "TS", "8S")]
    with pytest.raises(ValueError, match=r"^trick: got 4 cards; expected at most 3$"):
        solver.move_values(EMPTY, 0, HEARTS, trick)
