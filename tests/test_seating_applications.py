"""The application layers read the seats from the variant's seating (:mod:`belote_spec.seating`):
a ratchet over their source, so that no module of the bots, the scenario steps, the scalar
simulation and its files, the terminal, the command line or the rulebook goes back to the
four-seat counter-clockwise tables of :mod:`belote_spec.cards` (``SEATS``, ``seat_index``,
``next_seat``, ``previous_seat``, ``partner``, ``team_of``, ``TEAMS``, ``TEAM_SEATS``) to turn
an index into a seat code or back, find the next seat, a partner or a team. A line that must
(the terminal's compass of seat names, which is by code, not by order) says why in a comment
on that line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from .conftest import ROOT

PACKAGE = ROOT / "belote_spec"

#: The layers that read the seating, as folders and modules of the package.
LAYERS = (
    "bots",
    "bdd",
    "terminal",
    "cli",
    "rulebook",
    "simulation/scalar.py",
    "simulation/output.py",
    "simulation/columns.py",
    "simulation/stats.py",
    "simulation/command.py",
)

#: The names of the four-seat tables of belote_spec.cards, as code uses them: a name not
#: part of a longer one (``_SEATS``, ``seating.seats``) nor an attribute (``obs.seat_index``,
#: ``seating.partner``), the functions where they are called.
FORBIDDEN = re.compile(
    r"(?<![\w.])(?:SEATS|TEAMS|TEAM_SEATS)\b"
    r"|(?<![\w.])(?:seat_index|next_seat|previous_seat|partner|team_of)\("
)


def _modules() -> list[Path]:
    out: list[Path] = []
    for layer in LAYERS:
        path = PACKAGE / layer
        out.extend(sorted(path.rglob("*.py")) if path.is_dir() else [path])
    return out


def _code(line: str) -> tuple[str, bool]:
    """The code of a line without its string literals and comment, and whether it has a
    comment."""
    code = re.sub(r"\"(?:[^\"\\]|\\.)*\"|'(?:[^'\\]|\\.)*'", '""', line)
    code, hash_, _comment = code.partition("#")
    return code, bool(hash_)


def test_the_layers_are_there() -> None:
    assert all((PACKAGE / layer).exists() for layer in LAYERS)
    assert len(_modules()) > 40


@pytest.mark.parametrize(
    ("line", "hit"),
    [
        ("from ..cards import SEATS, parse_seat", True),
        ("    return SEATS[(i + 1) % 4]", True),
        ("x = team_of(seat)", True),
        ("p = partner(seat)", True),
        ("i = seat_index(code)", True),
        ("i = seating.seat_index(code)", False),
        ("i = obs.seat_index", False),
        ("p = seating.partner[seat]", False),
        ("_SEATS: Final = {}", False),
        ("seats = seating.seats", False),
        ('say("the SEATS")', False),
    ],
)
def test_the_ratchet_sees_the_tables(line: str, hit: bool) -> None:
    code, _commented = _code(line)
    assert bool(FORBIDDEN.search(code)) is hit


def test_no_application_module_reads_the_four_seat_tables() -> None:
    found = []
    for path in _modules():
        in_docstring = False
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if line.count('"""') % 2:
                in_docstring = not in_docstring
                continue
            if in_docstring:
                continue
            code, commented = _code(line)
            if FORBIDDEN.search(code) and not commented:
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not found, (
        "read the seats from the variant's seating (rules.seating), or say why on the line:\n"
        + "\n".join(found)
    )
