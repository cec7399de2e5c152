"""The score sheet's unit (``scoring.unit``), the rounding of a split deal
(``scoring.rounding.method: split``) and what a litige holds (``scoring.litige.taker_points``):
Bulgarian Belot's scoring (« both teams record their respective scores divided by 10 and
rounded »; « with 56-106 you score 6-10 »), each value shown by deals worked by hand, on both
engines, as in :mod:`tests.test_every_value_scoring` (whose deals and engines these cases use),
and on a whole game.

Conventions as there: a line is (NS, EW) or (NS, EW, points held by a litige); ``points`` are
each team's card points with the dix de der, as counted at the table.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from belote_spec import VariantError, load_variant
from belote_spec.engine.rules import Rules
from belote_spec.loader import thaw

from .behaviour import claim, holds, variant_with
from .test_every_value_scoring import (
    BASES,
    Case,
    Step,
    _games,
    _merged,
    batch_lines,
    batch_settle,
    lines,
    prise,
    scalar_line,
    scalar_settle,
)

_RULES: dict[str, Rules] = {}
_IDS: dict[str, int] = {}


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("unit")


def lab(folder: Path, base: str, override: dict[str, Any]) -> Rules:
    parent, rules = BASES[base]
    return variant_with(_RULES, folder, parent, _merged(rules, override))


def case(path: str, value: Any, base: str, override: dict[str, Any], *steps: Step) -> Any:
    """One case, claimed for (``path``, ``value``) on both engines."""
    name = f"{path}={json.dumps(value)}"
    _IDS[name] = _IDS.get(name, 0) + 1
    ident = name if _IDS[name] == 1 else f"{name}#{_IDS[name]}"
    claim(path, value, f"{__name__}::test_the_value_decides_the_deal[{ident}]")
    return pytest.param(Case(path, value, base, override, tuple(steps)), id=ident)


def scoring(**rules: Any) -> dict[str, Any]:
    return {"scoring": rules}


CASES: list[Any] = []

# ------------------------------------------------------------------------ the unit
#
# classic (a prise, the taker must beat the defence, litige on: the taker's card points held,
# not its belote, for the next deal's winner), each team rounded to the nearest ten, a 5 up.

NS_85 = prise("NS", "H", 85, 77)
TIE = prise("NS", "H", 81, 81)
# NS makes 100 against 62 with its belote, 8 held (in tens) from an earlier litige.
AFTER_TIE = prise("NS", "H", 100, 62, belote=(1, 0), carried=8)
EACH_TEAM = {"method": "each_team", "half": "up", "last_deal": "rounded"}
CASES += [
    # points: 85 → 90, 77 → 80; the tie: EW 81 → 80, NS's 81 held exactly (the next winner
    # adds them before rounding); then NS 100 + 20 + 8 = 128 → 130, EW 62 → 60.
    case(
        "scoring.unit", 1, "classic", scoring(unit=1, rounding=EACH_TEAM),
        *lines((NS_85, (90, 80)), (TIE, (0, 80, 81)), (AFTER_TIE, (130, 60))),
    ),
    # tens: 85 → 90 → 9, 77 → 80 → 8; the tie: EW 81 → 8, NS's 81 held as 80 → 8; then NS
    # 100 + 20 = 120 → 12, and the 8 tens held: 20; EW 62 → 6.
    case(
        "scoring.unit", 10, "classic", scoring(unit=10, rounding=EACH_TEAM),
        *lines((NS_85, (9, 8)), (TIE, (0, 8, 8)), (AFTER_TIE, (20, 6))),
    ),
    # the target is in tens: from 140–100, NS's 9 make 149 (< 151, the game goes on), then
    # from 142, 151: NS wins.
    case(
        "scoring.unit", 10, "classic",
        {**scoring(unit=10, rounding=EACH_TEAM), "game_end": {"target": 151}},
        Step(NS_85, (9, 8), (140, 100), "on"),
        Step(NS_85, (9, 8), (142, 100), "NS"),
    ),
]  # fmt: skip


@pytest.mark.parametrize("case", CASES)
def test_the_value_decides_the_deal(case: Case, folder: Path) -> None:
    rules = lab(folder, case.base, case.override)
    assert holds(thaw(rules.variant.rule(case.path)), case.value), "the variant took the value"
    played = [s for s in case.steps if s.end is None]
    settled = list(_games(case.steps))
    for step in played:
        assert scalar_line(rules, step.deal) == step.expected, step.deal
    for before, step in settled:
        assert scalar_settle(rules, before, step.deal) == (step.expected, step.end), before
    if played:
        assert batch_lines(rules, [s.deal for s in played]) == [s.expected for s in played]
    if settled:
        got = batch_settle(rules, [b for b, _s in settled], [s.deal for _b, s in settled])
        assert got == [(s.expected, s.end) for _b, s in settled]


@pytest.mark.parametrize(
    ("rounding", "message"),
    [
        ({"method": "none"}, "needs its points rounded"),
        ({"method": "each_team", "last_deal": "exact"}, "cannot count a deal to the point"),
    ],
)
def test_a_score_sheet_in_tens_is_always_rounded(
    rounding: dict[str, Any], message: str, tmp_path: Path
) -> None:
    path = tmp_path / "tens.yaml"
    path.write_text(
        "name: tens\ntitle: tens\nextends: classic\nrules:\n  scoring:\n    unit: 10\n"
        f"    rounding: {json.dumps(rounding)}\n",
        encoding="utf-8",
    )
    with pytest.raises(VariantError, match=message):
        load_variant(str(path))


def test_a_whole_game_in_tens(folder: Path) -> None:
    """Game: every line of the sheet is a whole number of tens, the card points of a deal
    (162, or 250 for a capot, plus annonces and belote) come to its lines within a ten, and the
    game ends when a team reaches 151."""
    rules = lab(
        folder,
        "classic",
        {**scoring(unit=10, rounding=EACH_TEAM), "game_end": {"target": 151}},
    )
    game = rules.new_game(seed=7)
    rng = random.Random(7)
    while not game.over:
        game.apply(rng.choice(game.legal_actions()))
    assert game.result is not None
    assert game.result.winner is not None
    assert max(game.totals.values()) >= 151
    assert max(game.totals.values()) < 151 + 60  # tens: no deal scores hundreds
    for score in game.sheet:
        if score.outcome in ("made", "dedans", "capot"):
            assert 15 <= score.NS + score.EW <= 60, score
