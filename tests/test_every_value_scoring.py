"""Every value of the scoring, end-of-game and plugin rules, shown by a deal worked by hand, on
both engines (issue 26: « a test per value of every enum in the schema, not only the values
shipped variants use »).

Each case below is a variant that sets one value of one rule (a small file extending a shipped
variant, written in a temporary folder), and one deal or a few (for the end of the game, a
sequence of deals from given totals) in which that value decides the score or the end: the same
deal under another value of the rule would score, or end, otherwise. The expected lines are
worked by hand beside each case, from the schema's description of the value and the base
variant's other rules (quoted where they matter). Each deal is played through:

* the scalar engine: :meth:`Rules.score_deal <belote_spec.engine.rules.Rules.score_deal>` for a
  deal's line, :meth:`Rules.settle_deal <belote_spec.engine.rules.Rules.settle_deal>` for the
  end of the game (what ``Game`` calls after each deal);
* the batch engine: :class:`~belote_spec.simulation.batch.scorer.BatchScorer` on the scoring
columns and
  :class:`~belote_spec.simulation.batch.scorer.BatchGameEnd` (what ``BatchEngine.play_games``
  settles
  each deal with), from the same deal written as columns.

The values that are not read by the scorer have tests of their own below: what makes a capot
(``scoring.capot.by``: read where the tricks are counted), the announced capot (read by the
bidding), the game's report (``game_end.result``: read by the game table) and plugins.

Each case and test registers the value it shows in :mod:`tests.behaviour`;
``tests/test_every_rule_value.py`` fails for a value of ``scoring``, ``game_end`` or ``plugins``
(as of any rule) that the schema offers and no test shows. The terms of a score (``base``,
``contract``, ``annonces``, ``belote``, ``multiply``) are the same for every outcome: each value
is shown once for the taker (on ``made``, or ``made_contre`` for the multiplier) and once for the
defence (on ``dedans`` or ``dedans_contre``).

Conventions: ``points`` are each team's card points with the dix de der, as counted at the
table (162 in a suit, 258 at tout atout); ``annonces`` the points awarded after resolution;
``belote`` how many belotes each team holds (20 each). A line is (NS, EW) or (NS, EW, points
held by a litige). A taker NS sits North, EW East.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from belote_spec import VariantError
from belote_spec.bots import RandomBot
from belote_spec.engine.rules import Rules
from belote_spec.engine.scoring import DealScore
from belote_spec.engine.tables import MODE_INDEX
from belote_spec.hookspecs import hookimpl
from belote_spec.loader import thaw
from belote_spec.simulation.batch import BatchEngine, BatchUnsupported
from belote_spec.simulation.batch import deals as batch_deals
from belote_spec.simulation.batch.scorer import BatchGameEnd, BatchScorer
from belote_spec.simulation.columns import BID_CAPOT, BID_GENERALE
from belote_spec.terminal.session import play_at_table

from .behaviour import claim, covers, form, holds, outside_batch, variant_with, with_rules

TEAMS = ("NS", "EW")

# --------------------------------------------------------------------------------------------
# the variants
# --------------------------------------------------------------------------------------------

#: Bases: a shipped variant and the rules set on it for every case built on it.
BASES: dict[str, tuple[str, dict[str, Any]]] = {
    # 002, a prise: exact points; the taker must beat the defence (annonces and belote
    # counted on both sides); made: each side its points, annonces and belote; dedans: the
    # defence 162 and every annonce, the taker keeps its belote; litige on, the taker's
    # points held (not its belote) for the next winner; a capot is a flat 250.
    "classic": ("classic", {}),
    # classic with sans atout and tout atout. Tout atout keeps classic's scaling (258 card
    # points brought to 162, dix de der with the cards, a capot as scoring.capot says);
    # sans atout counts aces 11 (120 card points, 130 with the dix de der) and brings the 120
    # to 152, then adds the dix de der (BGA's reading), a capot's 120 + 100 the same way.
    "modes": (
        "classic",
        {
            "bidding": {"modes": {"sans_atout": True, "tout_atout": True}},
            "cards": {"sans_atout": {"points": {"ace": 11}}},
            "scoring": {
                "sans_atout_scaling": {
                    "enabled": True,
                    "ratio": [152, 120],
                    "capot_ratio": [152, 120],
                    "dix_de_der": "added",
                    "scales": "card_points",
                    "contract_test": "rounded",
                    "capot": "capot_rule",
                }
            },
        },
    ),
    # Pagat's coinche, exact: the taker's total (annonces and belote in) must reach the bid
    # and 82; made: its points, the contract (the contre multiplies it), its annonces and
    # belote; the defence its own; dedans: the taker keeps its belote, the defence 160 + the
    # contract, every annonce and its belote; contre ×2; no litige.
    "auction": ("pagat-coinche", {"scoring": {"rounding": {"method": "none"}}}),
    # 004: bids of 80 to 160, every mode, tout atout brought from 258 to 162; made: the
    # taker's points + the contract; dedans: the defence 160 + the contract.
    "bridgee": ("bridgee", {}),
}

_RULES: dict[str, Rules] = {}
_BATCH: dict[Rules, tuple[BatchScorer, BatchGameEnd]] = {}


def _merged(base: Mapping[str, Any], change: Mapping[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for key, value in change.items():
        old = out.get(key)
        if isinstance(value, Mapping) and isinstance(old, Mapping):
            out[key] = _merged(old, value)
        else:
            out[key] = value
    return out


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("values")


def lab(
    folder: Path,
    base: str,
    override: Mapping[str, Any],
    plugins: Mapping[str, object] | None = None,
) -> Rules:
    """The compiled variant ``base`` (a key of :data:`BASES`) with ``override`` set on it,
    compiled once for the module (with ``plugins``, the plugin objects it names)."""
    parent, rules = BASES[base]
    return variant_with(_RULES, folder, parent, _merged(rules, override), plugins)


def batch(rules: Rules) -> tuple[BatchScorer, BatchGameEnd]:
    """The batch engine's scorer and settlement of ``rules`` (as ``BatchEngine`` builds them)."""
    if rules not in _BATCH:
        scorer = BatchScorer(rules)
        _BATCH[rules] = (scorer, BatchGameEnd(rules, scorer))
    return _BATCH[rules]


# --------------------------------------------------------------------------------------------
# deals, on both engines
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Deal:
    """One deal as the scorers see it."""

    taker: str
    trump: str
    points: tuple[int, int]
    bid: int | str | None = None
    contre: int = 0
    annonces: tuple[int, int] = (0, 0)
    belote: tuple[int, int] = (0, 0)
    """How many belotes each team holds."""
    capot: str | None = None
    last: str | None = None
    """The team that won the last trick, where the dix de der is added after scaling."""
    tricks: tuple[int, int] | None = None
    """Each team's tricks (North's and East's), where the end of the game needs them."""
    carried: int = 0
    """Points held from an earlier litige."""


def prise(taker: str, trump: str, ns: int, ew: int, **more: Any) -> Deal:
    return Deal(taker, trump, (ns, ew), **more)


def bid(taker: str, trump: str, value: int | str, ns: int, ew: int, **more: Any) -> Deal:
    return Deal(taker, trump, (ns, ew), bid=value, **more)


def _scalar_arguments(deal: Deal) -> tuple[dict[str, Any], dict[str, int], dict[str, Any]]:
    contract = {"taker": deal.taker, "trump": deal.trump, "bid": deal.bid, "contre": deal.contre}
    tricks = None
    if deal.tricks is not None:
        tricks = {"N": deal.tricks[0], "S": 0, "E": deal.tricks[1], "W": 0}
    extras = {
        "belote": ["NS"] * deal.belote[0] + ["EW"] * deal.belote[1],
        "declarations": {"NS": deal.annonces[0], "EW": deal.annonces[1]},
        "capot": deal.capot,
        "carried": deal.carried,
        "tricks": tricks,
        "last_trick": deal.last,
    }
    return contract, {"NS": deal.points[0], "EW": deal.points[1]}, extras


def scalar_line(rules: Rules, deal: Deal) -> tuple[int, int, int]:
    contract, points, extras = _scalar_arguments(deal)
    s = rules.score_deal(contract, points, **extras)
    return (s.NS, s.EW, s.held)


def _ending(over: bool, winner: str | None, draw: bool) -> str:
    ending = "draw" if draw else winner if winner is not None else "on"
    assert over == (ending != "on")
    return ending


def scalar_settle(
    rules: Rules, before: tuple[int, int], deal: Deal
) -> tuple[tuple[int, int, int], str]:
    contract, points, extras = _scalar_arguments(deal)
    rules.score_deal(contract, points, **extras)  # a deal that can happen (checked)
    s, end = rules.settle_deal({"NS": before[0], "EW": before[1]}, None, contract, points, **extras)
    return (s.NS, s.EW, s.held), _ending(end.over, end.winner, end.draw)


def _bid_code(value: int | str | None) -> int:
    if value == "capot":
        return BID_CAPOT
    if value == "generale":
        return BID_GENERALE
    return 0 if value is None else int(value)


def columns(deals: list[Deal]) -> dict[str, Any]:
    """The batch scorer's columns of ``deals`` (``BatchScorer.score``)."""

    def col(values: list[int]) -> Any:
        return np.array(values, np.int64)

    cols = {
        "taker": col([0 if d.taker == "NS" else 3 for d in deals]),
        "mode": col([MODE_INDEX[d.trump] for d in deals]),
        "bid": col([_bid_code(d.bid) for d in deals]),
        "contre": col([d.contre for d in deals]),
        "points_ns": col([d.points[0] for d in deals]),
        "points_ew": col([d.points[1] for d in deals]),
        "belote_ns": col([d.belote[0] for d in deals]),
        "belote_ew": col([d.belote[1] for d in deals]),
        "annonces_ns": col([d.annonces[0] for d in deals]),
        "annonces_ew": col([d.annonces[1] for d in deals]),
        "capot": col([-1 if d.capot is None else TEAMS.index(d.capot) for d in deals]),
        "last": col([TEAMS.index(d.last or d.taker) for d in deals]),
        "bidder_all": col([0 for _ in deals]),
        "carried": col([d.carried for d in deals]),
    }
    if all(d.tricks is not None for d in deals):
        cols["tricks_ns"] = col([(d.tricks or (0, 0))[0] for d in deals])
        cols["tricks_ew"] = col([(d.tricks or (0, 0))[1] for d in deals])
    return cols


def batch_lines(rules: Rules, deals: list[Deal]) -> list[tuple[int, int, int]]:
    scorer, _end = batch(rules)
    line, _outcome, held, _belote, _annonces = scorer.lines(columns(deals))
    return [(int(line[i, 0]), int(line[i, 1]), int(held[i])) for i in range(len(deals))]


def batch_settle(
    rules: Rules, befores: list[tuple[int, int]], deals: list[Deal]
) -> list[tuple[tuple[int, int, int], str]]:
    _scorer, end = batch(rules)
    before = np.array(befores, np.int64).reshape(len(deals), 2)
    line, _outcome, held, over, winner, draw = end.settle(before, columns(deals))
    return [
        (
            (int(line[i, 0]), int(line[i, 1]), int(held[i])),
            _ending(bool(over[i]), TEAMS[winner[i]] if winner[i] >= 0 else None, bool(draw[i])),
        )
        for i in range(len(deals))
    ]


# --------------------------------------------------------------------------------------------
# the cases
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Step:
    """A deal and its line; with ``end``, also how the game goes on (NS or EW wins, ``draw``,
    or ``on``) from the totals ``before`` (None: where the step before left them)."""

    deal: Deal
    line: tuple[int, ...]
    before: tuple[int, int] | None = None
    end: str | None = None

    @property
    def expected(self) -> tuple[int, int, int]:
        ns, ew, *held = self.line
        return (ns, ew, held[0] if held else 0)


@dataclass(frozen=True)
class Case:
    path: str
    value: Any
    base: str
    override: Mapping[str, Any]
    steps: tuple[Step, ...] = field(default_factory=tuple)


_IDS: dict[str, int] = {}


def case(
    path: str,
    value: Any,
    base: str,
    override: Mapping[str, Any],
    *steps: Step,
    covers: str | None = None,
) -> Any:
    """One case, claimed for (``covers`` or ``path``, ``value``)."""
    name = f"{path}={json.dumps(value)}"
    _IDS[name] = _IDS.get(name, 0) + 1
    ident = name if _IDS[name] == 1 else f"{name}#{_IDS[name]}"
    claim(covers or path, value, f"{__name__}::test_the_value_decides_the_deal[{ident}]")
    return pytest.param(Case(path, value, base, override, tuple(steps)), id=ident)


def at(path: str, value: Any) -> dict[str, Any]:
    """``{"a": {"b": value}}`` from ``"a.b"``."""
    return with_rules((path, value))


def one(path: str, value: Any, base: str, *steps: Step, **more: Any) -> Any:
    """A case whose variant sets ``path`` to ``value`` and nothing else."""
    return case(path, value, base, at(path, value), *steps, **more)


def lines(*pairs: tuple[Deal, tuple[int, ...]]) -> tuple[Step, ...]:
    """Deals scored alone."""
    return tuple(Step(deal, line) for deal, line in pairs)


def then(deal: Deal, line: tuple[int, ...], end: str) -> Step:
    """The next deal of the same game, from the totals the step before left."""
    return Step(deal, line, None, end)


CASES: list[Any] = []

# ------------------------------------------------------------- what makes a contract

# NS bids 100 ♥ and takes 90 card points, EW 72 (auction: a minimum of 82, no need to beat the
# defence).
NINETY = bid("NS", "H", 100, 90, 72)
CASES += [
    # reach_bid: 90 < 100: dedans; the defence 160 + 100 = 260, the taker 0.
    one("scoring.contract.reach_bid", True, "auction", *lines((NINETY, (0, 260)))),
    # without it only the minimum counts: 90 ≥ 82, made: 90 + 100 = 190; EW its 72.
    one("scoring.contract.reach_bid", False, "auction", *lines((NINETY, (190, 72)))),
]

# classic: NS takes at hearts with 70 card points against 92.
SEVENTY = prise("NS", "H", 70, 92)
CASES += [
    # 70 is not more than 92: dedans; EW 162, NS nothing.
    one("scoring.contract.beat_defence", True, "classic", *lines((SEVENTY, (0, 162)))),
    # nothing else to meet (a prise has no bid, no minimum): made, each side its points.
    one("scoring.contract.beat_defence", False, "classic", *lines((SEVENTY, (70, 92)))),
]

# What goes into each total (classic: the taker must beat the defence).
CASES += [
    # NS 72 + its tierce 20 = 92 > EW 90: made, each its own (92, 90) ...
    one(
        "scoring.contract.counts.taker.annonces", True, "classic",
        *lines((prise("NS", "H", 72, 90, annonces=(20, 0)), (92, 90))),
    ),
    # ... or 72 alone < 90: dedans; EW 162 + every annonce of the deal (the tierce) = 182.
    one(
        "scoring.contract.counts.taker.annonces", False, "classic",
        *lines((prise("NS", "H", 72, 90, annonces=(20, 0)), (0, 182))),
    ),
    # NS 72 + its belote 20 = 92 > 90: made (92, 90) ...
    one(
        "scoring.contract.counts.taker.belote", True, "classic",
        *lines((prise("NS", "H", 72, 90, belote=(1, 0)), (92, 90))),
    ),
    # ... or 72 < 90: dedans; NS keeps its belote 20, EW 162.
    one(
        "scoring.contract.counts.taker.belote", False, "classic",
        *lines((prise("NS", "H", 72, 90, belote=(1, 0)), (20, 162))),
    ),
    # NS 85 against EW 77 + its tierce 20 = 97: dedans, EW 162 + 20 = 182 ...
    one(
        "scoring.contract.counts.defence.annonces", True, "classic",
        *lines((prise("NS", "H", 85, 77, annonces=(0, 20)), (0, 182))),
    ),
    # ... or against 77 alone: made; EW still scores its tierce: (85, 77 + 20 = 97).
    one(
        "scoring.contract.counts.defence.annonces", False, "classic",
        *lines((prise("NS", "H", 85, 77, annonces=(0, 20)), (85, 97))),
    ),
    # NS 85 against EW 77 + its belote 20 = 97: dedans, EW 162 + its belote = 182 ...
    one(
        "scoring.contract.counts.defence.belote", True, "classic",
        *lines((prise("NS", "H", 85, 77, belote=(0, 1)), (0, 182))),
    ),
    # ... or against 77: made (85, 97).
    one(
        "scoring.contract.counts.defence.belote", False, "classic",
        *lines((prise("NS", "H", 85, 77, belote=(0, 1)), (85, 97))),
    ),
]  # fmt: skip

# ------------------------------------------------------------------------------ litige

# classic: 81 each.
TIE = prise("NS", "H", 81, 81)
CASES += [
    # a litige: EW scores its 81, NS nothing now, its 81 held.
    one("scoring.litige.enabled", True, "classic", *lines((TIE, (0, 81, 81)))),
    # « when false, a tie is a failed contract »: EW 162, nothing held.
    one("scoring.litige.enabled", False, "classic", *lines((TIE, (0, 162, 0)))),
    # « the taker's points are held »: its card points, 81, and with a tierce its total,
    # 71 + 20 = 91 against EW 91.
    one(
        "scoring.litige.taker_points", "held", "classic",
        *lines((TIE, (0, 81, 81)), (prise("NS", "H", 71, 91, annonces=(20, 0)), (0, 91, 91))),
    ),
]  # fmt: skip

# NS 71 + belote 20 = 91 against EW 91.
BELOTE_TIE = prise("NS", "H", 71, 91, belote=(1, 0))
CASES += [
    # the belote stays with NS: (20, 91), 71 held ...
    one("scoring.litige.held_belote", False, "classic", *lines((BELOTE_TIE, (20, 91, 71)))),
    # ... or is held with the points: (0, 91), 71 + 20 = 91 held.
    one("scoring.litige.held_belote", True, "classic", *lines((BELOTE_TIE, (0, 91, 91)))),
]

# 81 held from a litige, then NS fails (60 against 102), or makes (100 against 62).
AFTER_FAIL = prise("NS", "H", 60, 102, carried=81)
AFTER_MADE = prise("NS", "H", 100, 62, carried=81)
CASES += [
    # the winners of the next deal: EW, 162 + 81 = 243; NS when it makes: 100 + 81 = 181.
    one(
        "scoring.litige.awarded_to", "next_winner", "classic",
        *lines((AFTER_FAIL, (0, 243, 0)), (AFTER_MADE, (181, 62, 0))),
    ),
    # the next taker who makes: not EW, the defence; the 81 wait again; NS making: 181.
    one(
        "scoring.litige.awarded_to", "next_taker", "classic",
        *lines((AFTER_FAIL, (0, 162, 81)), (AFTER_MADE, (181, 62, 0))),
    ),
]  # fmt: skip

# ------------------------------------------------------------------------------- capot

# EW takes at spades and takes every trick.
EW_CAPOT = prise("EW", "S", 0, 162, capot="EW")
CASES += [
    # flat: 250 instead of the deck's 162.
    one("scoring.capot.kind", "flat", "classic", *lines((EW_CAPOT, (0, 250)))),
    # der_bonus: the cards, 152, and a dix de der of 100: 252.
    one("scoring.capot.kind", "der_bonus", "classic", *lines((EW_CAPOT, (0, 252)))),
]

# ---------------------------------------------------------------------------- rounding

# NS takes and makes 85 against 77; EW takes and makes 85 against NS's 77.
NS_85 = prise("NS", "H", 85, 77)
EW_85 = prise("EW", "S", 77, 85)
# NS makes 95 against 67.
NS_95 = prise("NS", "H", 95, 67)


def rounding(method: str, half: str = "up", last_deal: str = "rounded") -> dict[str, Any]:
    return {"scoring": {"rounding": {"method": method, "half": half, "last_deal": last_deal}}}


CASES += [
    # exact points.
    case(
        "scoring.rounding.method", "none", "classic", rounding("none"),
        *lines((NS_85, (85, 77)), (EW_85, (77, 85))),
    ),
    # each to the nearest ten, a 5 up: 85 → 90, 77 → 80.
    case(
        "scoring.rounding.method", "each_team", "classic", rounding("each_team"),
        *lines((NS_85, (90, 80)), (EW_85, (80, 90))),
    ),
    # the taker's team rounded, the defence the rounded deal total minus that: 162 → 160;
    # the taker's 85 → 90, the defence 160 − 90 = 70 (NS or EW, whoever took).
    case(
        "scoring.rounding.method", "complement", "classic", rounding("complement"),
        *lines((NS_85, (90, 70)), (EW_85, (70, 90))),
    ),
    # a 5 goes up: 85 → 90 (77 → 80 either way); by complement 95 → 100, 160 − 100 = 60.
    case(
        "scoring.rounding.half", "up", "classic", rounding("each_team", "up"),
        *lines((NS_85, (90, 80))),
    ),
    case(
        "scoring.rounding.half", "up", "classic", rounding("complement", "up"),
        *lines((NS_95, (100, 60))),
    ),
    # a 5 goes down: 85 → 80, 77 → 80; by complement 95 → 90, 160 − 90 = 70.
    case(
        "scoring.rounding.half", "down", "classic", rounding("each_team", "down"),
        *lines((NS_85, (80, 80))),
    ),
    case(
        "scoring.rounding.half", "down", "classic", rounding("complement", "down"),
        *lines((NS_95, (90, 70))),
    ),
    # The last deal (rounding each team, target 1000). Rounded, 95 → 100 takes NS from 900
    # to 1000: NS wins.
    case(
        "scoring.rounding.last_deal", "rounded", "classic", rounding("each_team"),
        Step(NS_95, (100, 70), (900, 500), "NS"),
    ),
    # Exact: far from the target the deal is rounded as any other (500 + 100); from 900 it
    # might end the game, so it is counted exactly: 900 + 95 = 995, play goes on; from 905,
    # 905 + 95 = 1000: NS wins on the exact count.
    case(
        "scoring.rounding.last_deal", "exact", "classic", rounding("each_team", "up", "exact"),
        Step(NS_95, (100, 70), (500, 500), "on"),
        Step(NS_95, (95, 67), (900, 500), "on"),
        Step(NS_95, (95, 67), (905, 500), "NS"),
    ),
]  # fmt: skip

# --------------------------------------------------------------------- tout-atout scaling
#
# The "modes" base at tout atout: 258 card points brought to 162 (× 162/258, rounded to the
# unit, the other team the rest of 162).

TA = "scoring.tout_atout_scaling"
# NS takes at tout atout: 130 card points against 128.
TA_130 = prise("NS", "TA", 130, 128)
CASES += [
    # 130 × 162/258 = 81.63 → 82; EW 162 − 82 = 80: made (82, 80).
    one(f"{TA}.enabled", True, "modes", *lines((TA_130, (82, 80)))),
    # as counted: (130, 128).
    one(f"{TA}.enabled", False, "modes", *lines((TA_130, (130, 128)))),
    # With BGA's [152, 248], NS winning the last trick. Scaled with the cards: 130 × 152/248
    # = 79.68 → 80, 258 × 152/248 = 158.13 → 158, EW 158 − 80 = 78 ...
    case(
        f"{TA}.dix_de_der", "scaled", "modes",
        at(TA, {"ratio": [152, 248], "dix_de_der": "scaled"}),
        *lines((dataclasses.replace(TA_130, last="NS"), (80, 78))),
    ),
    # ... added after: NS's 120 without it × 152/248 = 73.55 → 74, 248 → 152, EW 78;
    # NS 74 + 10 = 84. Had EW won the last trick, NS's 130 × 152/248 = 79.68 → 80 against
    # EW's 72 + 10 = 82: NS fails, EW 162.
    case(
        f"{TA}.dix_de_der", "added", "modes",
        at(TA, {"ratio": [152, 248], "dix_de_der": "added"}),
        *lines(
            (dataclasses.replace(TA_130, last="NS"), (84, 78)),
            (dataclasses.replace(TA_130, last="EW"), (0, 162)),
        ),
    ),
    # With NS's belote: the card points scaled (82, 80), the belote kept whole: 82 + 20 = 102.
    one(
        f"{TA}.scales", "card_points", "modes",
        *lines((dataclasses.replace(TA_130, belote=(1, 0)), (102, 80))),
    ),
    # the whole score scaled: 130 + 20 = 150 > 128, made; 150 × 162/258 = 94.19 → 94,
    # 128 × 162/258 = 80.37 → 80. A capot's score by the capot's ratio: with a der_bonus
    # capot, every card 248 + 100 = 348, × 252/348 = 252.
    case(
        f"{TA}.scales", "score", "modes",
        _merged(at(f"{TA}.scales", "score"), at("scoring.capot.kind", "der_bonus")),
        *lines(
            (dataclasses.replace(TA_130, belote=(1, 0)), (94, 80)),
            (prise("NS", "TA", 258, 0, capot="NS"), (252, 0)),
        ),
    ),
    # The schema's own example (004, a bid of 100 at tout atout): 159 × 162/258 = 99.84.
    # Rounded, 100 makes the contract: 100 + 100 = 200; EW 162 − 100 = 62 ...
    one(
        f"{TA}.contract_test", "rounded", "bridgee",
        *lines((bid("NS", "TA", 100, 159, 99), (200, 62))),
    ),
    # ... exactly, 99.84 does not: dedans, EW 160 + 100 = 260.
    one(
        f"{TA}.contract_test", "exact", "bridgee",
        *lines((bid("NS", "TA", 100, 159, 99), (0, 260))),
    ),
    # A capot at tout atout (classic's capot: a flat 250): as scoring.capot says, 250 ...
    one(f"{TA}.capot", "capot_rule", "modes",
        *lines((prise("NS", "TA", 258, 0, capot="NS"), (250, 0)))),
    # ... or every card 248 + a dix de der of 100 = 348, × 252/348 = 252.
    one(f"{TA}.capot", "der_bonus", "modes",
        *lines((prise("NS", "TA", 258, 0, capot="NS"), (252, 0)))),
]  # fmt: skip

# --------------------------------------------------------------------- sans-atout scaling
#
# The "modes" base at sans atout: aces 11, so 120 card points and 130 with the dix de der; the
# 120 brought to 152 (× 152/120, rounded to the unit, the other team the rest), then the dix
# de der added to the team that won the last trick.

SA = "scoring.sans_atout_scaling"
# NS takes at sans atout: 71 card points (its 10 of der in) against 59.
SA_71 = prise("NS", "SA", 71, 59, last="NS")
CASES += [
    # NS's 61 × 152/120 = 77.27 → 77, EW 152 − 77 = 75; NS + 10 = 87: made (87, 75).
    one(f"{SA}.enabled", True, "modes", *lines((SA_71, (87, 75)))),
    # as counted: (71, 59).
    one(f"{SA}.enabled", False, "modes", *lines((SA_71, (71, 59)))),
    # Had EW won the last trick (NS 61, EW 59 + 10): NS 77 against EW 75 + 10 = 85, NS
    # fails: EW 162.
    one(
        f"{SA}.dix_de_der", "added", "modes",
        *lines((SA_71, (87, 75)), (prise("NS", "SA", 61, 69, last="EW"), (0, 162))),
    ),
    # scaled with the cards: 71 × 152/120 = 89.93 → 90, 130 × 152/120 = 164.67 → 165, EW 75.
    one(f"{SA}.dix_de_der", "scaled", "modes", *lines((SA_71, (90, 75)))),
    # With NS's tierce: the card points scaled (87, 75), the tierce kept: 87 + 20 = 107 ...
    one(
        f"{SA}.scales", "card_points", "modes",
        *lines((dataclasses.replace(SA_71, annonces=(20, 0)), (107, 75))),
    ),
    # ... or the whole score: 71 + 20 = 91 > 59, made; 91 × 152/120 = 115.27 → 115,
    # 59 × 152/120 = 74.73 → 75.
    one(
        f"{SA}.scales", "score", "modes",
        *lines((dataclasses.replace(SA_71, annonces=(20, 0)), (115, 75))),
    ),
    # NS 66 (56 + the dix de der) against 64. Rounded: 56 × 152/120 = 70.93 → 71, NS 81,
    # EW 152 − 71 = 81: a litige, EW 81, NS's 81 held ...
    one(
        f"{SA}.contract_test", "rounded", "modes",
        *lines((prise("NS", "SA", 66, 64, last="NS"), (0, 81, 81))),
    ),
    # ... exactly: NS 80.93 against EW 64 × 152/120 = 81.07: dedans, EW 162.
    one(
        f"{SA}.contract_test", "exact", "modes",
        *lines((prise("NS", "SA", 66, 64, last="NS"), (0, 162, 0))),
    ),
    # A capot at sans atout: classic's flat 250 ...
    one(f"{SA}.capot", "capot_rule", "modes",
        *lines((prise("NS", "SA", 130, 0, capot="NS"), (250, 0)))),
    # ... or every card, 120 × 152/120 = 152, and a dix de der of 100: 252.
    one(f"{SA}.capot", "der_bonus", "modes",
        *lines((prise("NS", "SA", 130, 0, capot="NS"), (252, 0)))),
]  # fmt: skip

# -------------------------------------------------------------- the terms of an outcome
#
# The taker's terms on a made contract (classic: NS takes at hearts and makes 100 against
# 62), the defence's on a failed one (NS takes and fails, 60 against 102). The terms of the
# other side keep classic's values: made, the defence its points, own annonces and belote;
# dedans, the taker nothing but its own belote.

MADE = "scoring.outcomes.made.taker"
DEDANS = "scoring.outcomes.dedans.defence"
ANY_TAKER = "scoring.outcomes.*.taker"
ANY_DEFENCE = "scoring.outcomes.*.defence"

# NS makes with a tierce (100 + 20 against 62), or against EW's tierce (100 against 62 + 20).
NS_TIERCE = prise("NS", "H", 100, 62, annonces=(20, 0))
EW_TIERCE = prise("NS", "H", 100, 62, annonces=(0, 20))
# The same with a belote instead.
NS_BELOTE = prise("NS", "H", 100, 62, belote=(1, 0))
EW_BELOTE = prise("NS", "H", 100, 62, belote=(0, 1))
CASES += [
    # whose annonces the taker scores: 100 + (its 20 | EW's 20 | both | none).
    one(f"{MADE}.annonces", "own", "classic",
        *lines((NS_TIERCE, (120, 62)), (EW_TIERCE, (100, 82))), covers=f"{ANY_TAKER}.annonces"),
    one(f"{MADE}.annonces", "opponents", "classic",
        *lines((NS_TIERCE, (100, 62)), (EW_TIERCE, (120, 82))), covers=f"{ANY_TAKER}.annonces"),
    one(f"{MADE}.annonces", "all", "classic",
        *lines((NS_TIERCE, (120, 62)), (EW_TIERCE, (120, 82))), covers=f"{ANY_TAKER}.annonces"),
    one(f"{MADE}.annonces", "none", "classic",
        *lines((NS_TIERCE, (100, 62)), (EW_TIERCE, (100, 82))), covers=f"{ANY_TAKER}.annonces"),
    # whose belote: the same, 20 a belote.
    one(f"{MADE}.belote", "own", "classic",
        *lines((NS_BELOTE, (120, 62)), (EW_BELOTE, (100, 82))), covers=f"{ANY_TAKER}.belote"),
    one(f"{MADE}.belote", "opponents", "classic",
        *lines((NS_BELOTE, (100, 62)), (EW_BELOTE, (120, 82))), covers=f"{ANY_TAKER}.belote"),
    one(f"{MADE}.belote", "all", "classic",
        *lines((NS_BELOTE, (120, 62)), (EW_BELOTE, (120, 82))), covers=f"{ANY_TAKER}.belote"),
    one(f"{MADE}.belote", "none", "classic",
        *lines((NS_BELOTE, (100, 62)), (EW_BELOTE, (100, 82))), covers=f"{ANY_TAKER}.belote"),
    # the base: its 100 points, every card point (162), or a number (150).
    one(f"{MADE}.base", "points", "classic",
        *lines((prise("NS", "H", 100, 62), (100, 62))), covers=f"{ANY_TAKER}.base"),
    one(f"{MADE}.base", "all_points", "classic",
        *lines((prise("NS", "H", 100, 62), (162, 62))), covers=f"{ANY_TAKER}.base"),
    case(f"{MADE}.base", form("integer"), "classic", at(f"{MADE}.base", 150),
         *lines((prise("NS", "H", 100, 62), (150, 62))), covers=f"{ANY_TAKER}.base"),
]  # fmt: skip

# NS fails with a tierce (60 + 20 against 102), or against EW's (60 against 102 + 20).
NS_TIERCE_DOWN = prise("NS", "H", 60, 102, annonces=(20, 0))
EW_TIERCE_DOWN = prise("NS", "H", 60, 102, annonces=(0, 20))
# The same with a belote: NS keeps its own (classic's dedans).
NS_BELOTE_DOWN = prise("NS", "H", 60, 102, belote=(1, 0))
EW_BELOTE_DOWN = prise("NS", "H", 60, 102, belote=(0, 1))
CASES += [
    # whose annonces the defence scores besides classic's 162: (NS's 20 | its own | both | none)
    one(f"{DEDANS}.annonces", "own", "classic",
        *lines((NS_TIERCE_DOWN, (0, 162)), (EW_TIERCE_DOWN, (0, 182))),
        covers=f"{ANY_DEFENCE}.annonces"),
    one(f"{DEDANS}.annonces", "opponents", "classic",
        *lines((NS_TIERCE_DOWN, (0, 182)), (EW_TIERCE_DOWN, (0, 162))),
        covers=f"{ANY_DEFENCE}.annonces"),
    one(f"{DEDANS}.annonces", "all", "classic",
        *lines((NS_TIERCE_DOWN, (0, 182)), (EW_TIERCE_DOWN, (0, 182))),
        covers=f"{ANY_DEFENCE}.annonces"),
    one(f"{DEDANS}.annonces", "none", "classic",
        *lines((NS_TIERCE_DOWN, (0, 162)), (EW_TIERCE_DOWN, (0, 162))),
        covers=f"{ANY_DEFENCE}.annonces"),
    # whose belote; NS keeps its own belote (20) in every case.
    one(f"{DEDANS}.belote", "own", "classic",
        *lines((NS_BELOTE_DOWN, (20, 162)), (EW_BELOTE_DOWN, (0, 182))),
        covers=f"{ANY_DEFENCE}.belote"),
    one(f"{DEDANS}.belote", "opponents", "classic",
        *lines((NS_BELOTE_DOWN, (20, 182)), (EW_BELOTE_DOWN, (0, 162))),
        covers=f"{ANY_DEFENCE}.belote"),
    one(f"{DEDANS}.belote", "all", "classic",
        *lines((NS_BELOTE_DOWN, (20, 182)), (EW_BELOTE_DOWN, (0, 182))),
        covers=f"{ANY_DEFENCE}.belote"),
    one(f"{DEDANS}.belote", "none", "classic",
        *lines((NS_BELOTE_DOWN, (20, 162)), (EW_BELOTE_DOWN, (0, 162))),
        covers=f"{ANY_DEFENCE}.belote"),
    # the base: its own 102 points, every card point (162), or a number (200).
    one(f"{DEDANS}.base", "points", "classic",
        *lines((prise("NS", "H", 60, 102), (0, 102))), covers=f"{ANY_DEFENCE}.base"),
    one(f"{DEDANS}.base", "all_points", "classic",
        *lines((prise("NS", "H", 60, 102), (0, 162))), covers=f"{ANY_DEFENCE}.base"),
    case(f"{DEDANS}.base", form("integer"), "classic", at(f"{DEDANS}.base", 200),
         *lines((prise("NS", "H", 60, 102), (0, 200))), covers=f"{ANY_DEFENCE}.base"),
]  # fmt: skip

# The contract's value (auction): NS bids 100 ♥ and makes 110 against 52, or fails with 90
# against 72.
CASES += [
    # 110 + 100 = 210, or 110.
    one("scoring.outcomes.made.taker.contract", True, "auction",
        *lines((bid("NS", "H", 100, 110, 52), (210, 52))), covers=f"{ANY_TAKER}.contract"),
    one("scoring.outcomes.made.taker.contract", False, "auction",
        *lines((bid("NS", "H", 100, 110, 52), (110, 52))), covers=f"{ANY_TAKER}.contract"),
    # 160 + 100 = 260, or 160.
    one("scoring.outcomes.dedans.defence.contract", True, "auction",
        *lines((NINETY, (0, 260))), covers=f"{ANY_DEFENCE}.contract"),
    one("scoring.outcomes.dedans.defence.contract", False, "auction",
        *lines((NINETY, (0, 160))), covers=f"{ANY_DEFENCE}.contract"),
]  # fmt: skip

# What the contre (×2) multiplies, one term at a time, with a bonus of 5 so that each term
# differs (auction). NS bids 100 ♥, is contré and makes 110 with a cinquante (50) and its
# belote (20): the taker's terms 110, 100, 50, 20, 5. Or NS fails with 70 against EW's 92,
# cinquante and belote: the defence's terms 160, 100, 50 (every annonce), 20, 5.
MADE_X2 = bid("NS", "H", 100, 110, 52, contre=1, annonces=(50, 0), belote=(1, 0))
DOWN_X2 = bid("NS", "H", 100, 70, 92, contre=1, annonces=(0, 50), belote=(0, 1))
MADE_TOTALS = {
    "base": 2 * 110 + 100 + 50 + 20 + 5,  # 395
    "contract": 110 + 2 * 100 + 50 + 20 + 5,  # 385
    "annonces": 110 + 100 + 2 * 50 + 20 + 5,  # 335
    "belote": 110 + 100 + 50 + 2 * 20 + 5,  # 305
    "bonus": 110 + 100 + 50 + 20 + 2 * 5,  # 290
}
DOWN_TOTALS = {
    "base": 2 * 160 + 100 + 50 + 20 + 5,  # 495
    "contract": 160 + 2 * 100 + 50 + 20 + 5,  # 435
    "annonces": 160 + 100 + 2 * 50 + 20 + 5,  # 385
    "belote": 160 + 100 + 50 + 2 * 20 + 5,  # 355
    "bonus": 160 + 100 + 50 + 20 + 2 * 5,  # 340
}
for term, total in MADE_TOTALS.items():
    CASES.append(
        case(
            "scoring.outcomes.made_contre.taker.multiply", term, "auction",
            at("scoring.outcomes.made_contre.taker", {"multiply": [term], "bonus": 5}),
            *lines((MADE_X2, (total, 52))),  # EW: its 52, nothing multiplied
            covers=f"{ANY_TAKER}.multiply",
        )
    )  # fmt: skip
for term, total in DOWN_TOTALS.items():
    CASES.append(
        case(
            "scoring.outcomes.dedans_contre.defence.multiply", term, "auction",
            at("scoring.outcomes.dedans_contre.defence", {"multiply": [term], "bonus": 5}),
            *lines((DOWN_X2, (0, total))),  # NS: nothing (no belote of its own)
            covers=f"{ANY_DEFENCE}.multiply",
        )
    )  # fmt: skip

# ------------------------------------------------------------------- the end of the game
#
# classic: a game to 1000 points; NS takes at hearts and makes 100 against 62.

NS_MAKES = prise("NS", "H", 100, 62)
CASES += [
    # 900 + 100 = 1000 reaches 1000: NS wins ...
    one("game_end.reach", "reach", "classic", Step(NS_MAKES, (100, 62), (900, 500), "NS")),
    # ... but does not exceed it: play goes on; the next deal takes NS to 1100.
    one(
        "game_end.reach", "exceed", "classic",
        Step(NS_MAKES, (100, 62), (900, 500), "on"),
        then(NS_MAKES, (100, 62), "NS"),
    ),
    # Both pass 1000 (NS 1050, EW 1022): the higher wins, or a draw.
    one("game_end.both_over", "higher_wins", "classic",
        Step(NS_MAKES, (100, 62), (950, 960), "NS")),
    one("game_end.both_over", "draw", "classic", Step(NS_MAKES, (100, 62), (950, 960), "draw")),
    # Both at 1020: one more deal (EW takes at spades and makes 100: EW wins, 1120 to 1082) ...
    one(
        "game_end.tie", "extra_deal", "classic",
        Step(NS_MAKES, (100, 62), (920, 958), "on"),
        then(prise("EW", "S", 62, 100), (62, 100), "EW"),
    ),
    # ... the team that scored more on the last deal (NS, 100 to 62) ...
    one("game_end.tie", "last_deal_winner", "classic",
        Step(NS_MAKES, (100, 62), (920, 958), "NS")),
    # (where the last deal's lines are equal too, neither scored more: no winner and no
    # draw, one more deal. Rounded each to the ten, a 5 down, NS's 85 and EW's 77 are 80
    # each: from 920 each, 1000 each.)
    case(
        "game_end.tie", "last_deal_winner", "classic",
        _merged(at("game_end.tie", "last_deal_winner"), rounding("each_team", "down")),
        Step(NS_85, (80, 80), (920, 920), "on"),
    ),
    # ... or a draw.
    one("game_end.tie", "draw", "classic", Step(NS_MAKES, (100, 62), (920, 958), "draw")),
]  # fmt: skip

# NS takes at hearts, keeps its belote and is put capot: dedans then capot_against (classic:
# NS its belote 20; EW the capot's 250 as its points).
NS_PUT_CAPOT = prise("NS", "H", 0, 162, capot="EW", belote=(1, 0))
CASES += [
    # 990 + 20 = 1010, but NS was put capot on that deal: play goes on.
    one(
        "game_end.capot_loser_cannot_win", True, "classic",
        Step(NS_PUT_CAPOT, (20, 250), (990, 500), "on"),
    ),
    # A tie between the barred team and the other (003's rule as features/fin_de_partie
    # reads it: « l'adversaire d'une équipe mise capot gagne s'il passe le score devant
    # elle »): at 1010 each, EW is not ahead and NS may not win: one more deal. At 1011 EW
    # is ahead and wins; at 1009, over 1000 but behind NS, it does not win either.
    one(
        "game_end.capot_loser_cannot_win", True, "classic",
        Step(NS_PUT_CAPOT, (20, 250), (990, 760), "on"),
        Step(NS_PUT_CAPOT, (20, 250), (990, 761), "EW"),
        Step(NS_PUT_CAPOT, (20, 250), (990, 759), "on"),
    ),
    # without the rule NS wins at 1010.
    one(
        "game_end.capot_loser_cannot_win", False, "classic",
        Step(NS_PUT_CAPOT, (20, 250), (990, 500), "NS"),
    ),
]  # fmt: skip

# NS fails (60 + belote 20 against 102) and keeps its belote: (20, 162). Or NS defends, EW
# takes at spades and makes a capot, NS holding the belote (classic's made capot: EW 250, the
# defence its points, 0, and its belote 20).
NS_DOWN_BELOTE = prise("NS", "H", 60, 102, belote=(1, 0))
NS_CAPOT_BELOTE = prise("EW", "S", 0, 162, capot="EW", belote=(1, 0))
THROUGH = "game_end.no_win_through"
CASES += [
    # From 985, NS's 1005 is reached only through the belote of a failed contract: no win
    # (985 without it); put capot (not its contract) with its belote, NS wins (not listed).
    case(
        f"{THROUGH}.belote", "dedans", "classic", at(f"{THROUGH}.belote", ["dedans"]),
        Step(NS_DOWN_BELOTE, (20, 162), (985, 500), "on"),
        Step(NS_CAPOT_BELOTE, (20, 250), (985, 500), "NS"),
    ),
    # The other way round.
    case(
        f"{THROUGH}.belote", "capot_against", "classic",
        at(f"{THROUGH}.belote", ["capot_against"]),
        Step(NS_DOWN_BELOTE, (20, 162), (985, 500), "NS"),
        Step(NS_CAPOT_BELOTE, (20, 250), (985, 500), "on"),
    ),
]  # fmt: skip

# The same with a tierce, where the taker keeps its annonces on a failed contract
# (dedans.taker.annonces: own): NS fails, 60 + 20 against 102: NS 20, EW 162 + every annonce
# 20 = 182; or NS defends against EW's capot with its tierce: NS 20, EW 250.
KEEPS_ANNONCES = at("scoring.outcomes.dedans.taker.annonces", "own")
NS_DOWN_TIERCE = prise("NS", "H", 60, 102, annonces=(20, 0))
NS_CAPOT_TIERCE = prise("EW", "S", 0, 162, capot="EW", annonces=(20, 0))
CASES += [
    case(
        f"{THROUGH}.annonces", "dedans", "classic",
        _merged(KEEPS_ANNONCES, at(f"{THROUGH}.annonces", ["dedans"])),
        Step(NS_DOWN_TIERCE, (20, 182), (985, 500), "on"),
        Step(NS_CAPOT_TIERCE, (20, 250), (985, 500), "NS"),
    ),
    case(
        f"{THROUGH}.annonces", "capot_against", "classic",
        _merged(KEEPS_ANNONCES, at(f"{THROUGH}.annonces", ["capot_against"])),
        Step(NS_DOWN_TIERCE, (20, 182), (985, 500), "NS"),
        Step(NS_CAPOT_TIERCE, (20, 250), (985, 500), "on"),
    ),
]  # fmt: skip

# « Un pli supplémentaire » (belote on a failed contract cannot win). NS fails from 985 with
# its belote (3 tricks): 1005, kept from winning. Next deal EW takes at spades and makes a
# capot, 250: NS, at 1005, takes no trick. Then EW makes 150 and NS takes one trick, 12.
KEPT = prise("NS", "H", 60, 102, belote=(1, 0), tricks=(3, 5))
NO_TRICK = prise("EW", "S", 0, 162, capot="EW", tricks=(0, 8))
ONE_TRICK = prise("EW", "S", 12, 150, tricks=(1, 7))
CASES += [
    # next_deal: nothing more is needed: NS, over 1000 and not barred, wins at 1005.
    case(
        f"{THROUGH}.until", "next_deal", "classic",
        at(THROUGH, {"belote": ["dedans"], "until": "next_deal"}),
        Step(KEPT, (20, 162), (985, 300), "on"),
        then(NO_TRICK, (0, 250), "NS"),
    ),
    # trick: NS wins only on a deal in which it takes a trick: not the capot, then 1017.
    # Only a team that begins the deal over the target is held to it: from 985, put capot
    # but keeping its belote as the defence (not a failed contract), NS wins at 1005.
    case(
        f"{THROUGH}.until", "trick", "classic",
        at(THROUGH, {"belote": ["dedans"], "until": "trick"}),
        Step(KEPT, (20, 162), (985, 300), "on"),
        then(NO_TRICK, (0, 250), "on"),
        then(ONE_TRICK, (12, 150), "NS"),
        Step(dataclasses.replace(NS_CAPOT_BELOTE, tricks=(0, 8)), (20, 250), (985, 300), "NS"),
    ),
]  # fmt: skip


# « You cannot win the whole game by collecting all hands in one game » (Bulgarian Belot): NS
# takes at hearts and makes a capot, 250, from 900: 1150, but its total before the deal, 900,
# is short of 1000: the game goes on. Next deal EW makes a capot in turn, 250, from 500: 750,
# short too; NS, put capot but at 1150 (capot_loser_cannot_win: false), wins.
NS_CAPOT = prise("NS", "H", 162, 0, capot="NS", tricks=(8, 0))
CASES += [
    case(
        f"{THROUGH}.line", "capot_for", "classic", at(f"{THROUGH}.line", ["capot_for"]),
        Step(NS_CAPOT, (250, 0), (900, 500), "on"),
        then(EW_CAPOT, (0, 250), "NS"),
        # from 1000 already (kept from winning before), NS's capot wins: 1000 reaches 1000
        Step(NS_CAPOT, (250, 0), (1000, 500), "NS"),
    ),
]  # fmt: skip


def _games(steps: tuple[Step, ...]) -> Iterator[tuple[tuple[int, int], Step]]:
    """Each settled step with the totals it begins from."""
    totals: tuple[int, int] | None = None
    for step in steps:
        if step.end is None:
            continue
        if step.before is not None:
            totals = step.before
        assert totals is not None, "a game's first deal says where the totals stand"
        yield totals, step
        ns, ew, _held = step.expected
        totals = (totals[0] + ns, totals[1] + ew)


@pytest.mark.parametrize("case", CASES)
def test_the_value_decides_the_deal(case: Case, folder: Path) -> None:
    check_case(lab(folder, case.base, case.override), case)


def check_case(rules: Rules, case: Case) -> None:
    """``case`` on ``rules`` (which must hold its value): each deal's line and each game's
    settlement by hand, on the scalar engine and on the batch engine."""
    assert holds(thaw(rules.variant.rule(case.path)), case.value), "the variant took the value"
    played = [s for s in case.steps if s.end is None]
    settled = list(_games(case.steps))
    assert played or settled
    # the scalar engine
    for step in played:
        assert scalar_line(rules, step.deal) == step.expected, step.deal
    for before, step in settled:
        assert scalar_settle(rules, before, step.deal) == (step.expected, step.end), before
    # the batch engine, every deal of the case at once
    if played:
        assert batch_lines(rules, [s.deal for s in played]) == [s.expected for s in played]
    if settled:
        got = batch_settle(rules, [b for b, _s in settled], [s.deal for _b, s in settled])
        assert got == [(s.expected, s.end) for _b, s in settled]


# --------------------------------------------------------------------------------------------
# the values the scorer does not read
# --------------------------------------------------------------------------------------------


def _one_empty_trick(
    hands: Any, mode: int, leader: int, u: Any, *tables_and_rows: Any
) -> int:
    """A card play for the batch engine's deal loop (its ``play_deal``): the leader takes the
    first trick, worth nothing (the sevens and eights of spades and hearts), and the next seat
    the seven others with every card point (162 in a suit, the dix de der included)."""
    played, _legal, winners = tables_and_rows[-3:]
    empty = [0, 1, 8, 9]
    for j, card in enumerate(empty + [c for c in range(32) if c not in empty]):
        played[j] = card
    winners[0] = leader
    for t in range(1, 8):
        winners[t] = (leader + 1) & 3
    return (leader + 1) & 3


@covers("scoring.capot.by", "tricks")
@covers("scoring.capot.by", "points")
@pytest.mark.parametrize("by", ["tricks", "points"])
def test_what_makes_a_capot(by: str, folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """One team takes one trick worth nothing, the other the seven others and all 162 card
    points. By tricks that is no capot: the taker with every point makes 162 against 0; by
    points the team with no card point is put capot: classic's flat 250. Read where the
    tricks are counted: by the scalar engine from the tricks and points
    (``Rules.capot_team``), by the batch engine after its card play (made here to give those
    tricks: the bidding and the cards are the batch's own)."""
    rules = lab(folder, "classic", at("scoring.capot.by", by))
    points = by == "points"
    # the scalar engine: EW takes at spades, North takes the empty trick
    assert rules.capot_team([1, 7], [0, 162]) == ("EW" if points else None)
    assert rules.capot_team([7, 1], [162, 0]) == ("NS" if points else None)
    s = rules.score_deal(
        {"taker": "EW", "trump": "S", "bid": None},
        {"NS": 0, "EW": 162},
        tricks={"N": 1, "W": 0, "S": 0, "E": 7},
    )
    assert (s.NS, s.EW, s.capot) == ((0, 250, "EW") if points else (0, 162, None))
    # the batch engine
    engine = BatchEngine(rules, "python")  # the loop run as Python: its play replaced
    monkeypatch.setattr(batch_deals, "play_deal", _one_empty_trick)
    table, trace = engine.trace_deals(300, np.random.default_rng(5))
    assert trace is not None
    played = table["outcome"] > 0
    full = (trace.leader + 1) & 1  # the team with every point
    assert played.any()
    assert (table["capot"][played] == (full[played] if points else -1)).all()
    # the contracts of that team, without annonce or belote: 250 (or 162) against 0
    plain = played & (table["team"] == full)
    for column in ("annonces_ns", "annonces_ew", "belote_ns", "belote_ew"):
        plain &= table[column] == 0
    for team in (0, 1):
        mine = plain & (full == team)
        assert mine.any()
        score = np.stack([table["score_ns"][mine], table["score_ew"][mine]], axis=1)
        assert (score[:, team] == (250 if points else 162)).all()
        assert (score[:, 1 - team] == 0).all()


@covers("scoring.capot.announced.enabled", True)
@covers("scoring.capot.announced.enabled", False)
@pytest.mark.parametrize("enabled", [True, False])
def test_an_announced_capot(enabled: bool, folder: Path) -> None:
    """Read by the bidding (« announced by the taker before the first lead » in a prise) and
    by the scorer of an announced capot."""
    rules = lab(folder, "classic", at("scoring.capot.announced.enabled", enabled))
    # the game: after the prise, the taker may announce capot, or the play begins
    game = rules.new_game(seed=1, dealer="N")
    while game.phase == "bidding":
        taking = [a for a in game.legal_actions() if a.startswith("take")]
        game.apply(taking[0] if taking else "pass")
    if enabled:
        assert (game.phase, game.legal_actions()) == ("capot", ["capot", "pass"])
    else:
        assert game.phase == "play"
    # NS takes at hearts, announces capot and takes every trick: classic's flat 250 and the
    # announced capot's value as a contract (capot_bid_made: the taker scores it), 250: 500.
    announced = bid("NS", "H", "capot", 162, 0, capot="NS")
    if enabled:
        assert scalar_line(rules, announced) == (500, 0, 0)
        assert batch_lines(rules, [announced]) == [(500, 0, 0)]
    else:
        with pytest.raises(VariantError) as refused:
            scalar_line(rules, announced)
        assert [p.path for p in refused.value.problems] == ["contract.bid"]
    # the batch engine's deals: a capot announced after some prises (5%), or never
    table, _trace = BatchEngine(rules, "numpy").trace_deals(400, np.random.default_rng(2))
    taken = table["outcome"] > 0
    assert taken.sum() > 100
    assert bool((table["bid"][taken] == BID_CAPOT).any()) == enabled


@covers("game_end.result", "winner")
@covers("game_end.result", "difference")
def test_what_the_game_reports(folder: Path) -> None:
    """Read by the game table, which reports NS − EW at the end for ``difference``. The batch
    engine reports each game's totals and winner whatever the value: the same games."""
    reports: dict[str, list[str]] = {}
    games: dict[str, Any] = {}
    for result in ("winner", "difference"):
        rules = lab(folder, "bridgee", at("game_end.result", result))
        lines: list[str] = []
        bots = {seat: RandomBot(seed=i) for i, seat in enumerate(("N", "W", "S", "E"))}
        game = play_at_table(rules, bots, seed=3, target=300, out=lines.append)
        assert game.result is not None
        assert game.result.winner is not None
        difference = game.totals["NS"] - game.totals["EW"]
        reports[result] = [
            line for line in lines if re.search(r"Nord-Sud moins Est-Ouest\W*-?\d+$", line)
        ]
        assert all(line.endswith(f" {difference}") for line in reports[result])
        games[result] = BatchEngine(rules, "numpy").play_games(
            30, np.random.default_rng(4), max_deals=50
        )[1]
    assert len(reports["difference"]) == 1
    assert reports["winner"] == []
    assert games["winner"].keys() == games["difference"].keys()
    for name in games["winner"]:
        assert np.array_equal(games["winner"][name], games["difference"][name]), name


class _Doubled:
    """A rule plugin that replaces the scorer: every line doubled."""

    @hookimpl
    def belote_make_scorer(self, variant: Any, tables: Any) -> Any:
        from belote_spec.engine.scoring import make_variant_scorer

        inner = make_variant_scorer(variant.rule, tables.dix_de_der, tables.deck_points[0])

        def score(*args: Any, **kwargs: Any) -> DealScore:
            s = inner(*args, **kwargs)
            return dataclasses.replace(s, NS=2 * s.NS, EW=2 * s.EW)

        return score


class _Bonus:
    """A rule plugin with parameters: it wraps the scorer and adds ``points`` to the taker."""

    PARAMS_SCHEMA: dict[str, Any] = {  # noqa: RUF012
        "type": "object",
        "properties": {"points": {"type": "integer", "minimum": 0}},
        "required": ["points"],
        "additionalProperties": False,
    }

    @hookimpl(wrapper=True)
    def belote_make_scorer(self, variant: Any, tables: Any) -> Any:
        inner = yield
        points = int(variant.plugin_params("bonus")["points"])

        def score(*args: Any, **kwargs: Any) -> DealScore:
            s = inner(*args, **kwargs)
            return dataclasses.replace(s, **{s.taker: s[s.taker] + points})

        return score


outside_batch(
    "plugins",
    "the batch engine plays the built-in rules only: it refuses a variant that enables a "
    "plugin, and names the plugin (checked by the two tests below)",
)


@covers("plugins", form("string"), engines=("scalar",))
def test_a_plugin_named_by_the_variant(folder: Path) -> None:
    """``plugins: [doubled]``: the scalar engine scores with the plugin's scorer; the batch
    engine, which plays only the built-in rules, refuses the variant and names the plugin."""
    rules = lab(folder, "classic", {"plugins": ["doubled"]}, {"doubled": _Doubled()})
    assert holds(thaw(rules.variant.rule("plugins")), form("string"))
    # NS makes 100 against 62 (classic: (100, 62)), doubled.
    assert scalar_line(rules, prise("NS", "H", 100, 62)) == (200, 124, 0)
    with pytest.raises(BatchUnsupported, match="scoring phase comes from the plugin 'doubled'"):
        BatchEngine(rules, "numpy")


@covers("plugins", form("object"), engines=("scalar",))
def test_a_plugin_with_parameters(folder: Path) -> None:
    """``plugins: [{name: bonus, params: {points: 7}}]``: the plugin reads its parameters;
    the batch engine refuses the variant and names the plugin."""
    rules = lab(
        folder,
        "classic",
        {"plugins": [{"name": "bonus", "params": {"points": 7}}]},
        {"bonus": _Bonus()},
    )
    assert holds(thaw(rules.variant.rule("plugins")), form("object"))
    # NS makes 100 against 62: 100 + 7; EW makes 100 against 62: 100 + 7 for EW.
    assert scalar_line(rules, prise("NS", "H", 100, 62)) == (107, 62, 0)
    assert scalar_line(rules, prise("EW", "S", 62, 100)) == (62, 107, 0)
    with pytest.raises(BatchUnsupported, match="scoring phase comes from the plugin 'bonus'"):
        BatchEngine(rules, "numpy")
