"""``scoring.*_scaling.contract_test``: the contract tested on the scaled card points rounded to
the unit, or on their exact value (issue 25, point 5), in the engine's scorer and the batch
engine's, for every combination of the scaling values (read from the schema).

The values worked by hand are in ``tests/test_ruleset_ffb_contree_2016.py`` (the only shipped
variant with ``exact``) and below for a dix de der added after scaling, which no shipped variant
tests exactly.
"""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from belote_spec import load_variant
from belote_spec.engine.rules import Rules
from belote_spec.schema import rule_schema
from belote_spec.simulation.batch import BatchEngine
from belote_spec.simulation.batch.engine import scorer_arguments
from belote_spec.simulation.columns import OUTCOMES

KEYS = ("dix_de_der", "scales", "contract_test")
VALUES = {key: (rule_schema(f"scoring.tout_atout_scaling.{key}") or {})["enum"] for key in KEYS}
COMBINATIONS = [
    dict(zip(KEYS, values, strict=True))
    for values in itertools.product(*(VALUES[key] for key in KEYS))
]


def scaled_variant(folder: Path, values: dict[str, str], *, rounding: str = "each_team") -> Rules:
    """``ffb-contree-2016`` with sans atout and tout atout, both scaled with ``values``: tout
    atout by 162/258 (capot 252/348), sans atout by 152/162 (capot 252/262), so that both
    modes have fractions."""
    name = "x-" + "-".join(values.values()).replace("_", "-") + f"-{rounding}"
    path = folder / f"{name}.yaml"
    scaling = ", ".join(f"{k}: {v}" for k, v in values.items())
    path.write_text(
        f"name: {name}\ntitle: x\nextends: ffb-contree-2016\nrules:\n"
        "  bidding:\n    modes: {suit: true, sans_atout: true, tout_atout: true}\n"
        "  scoring:\n"
        f"    rounding: {{method: {rounding}}}\n"
        "    tout_atout_scaling: {enabled: true, ratio: [162, 258], capot_ratio: [252, 348], "
        f"{scaling}}}\n"
        "    sans_atout_scaling: {enabled: true, ratio: [152, 162], capot_ratio: [252, 262], "
        f"{scaling}}}\n",
        encoding="utf-8",
    )
    return load_variant(path).compile()


def test_the_values_come_from_the_schema() -> None:
    assert set(VALUES["contract_test"]) == {"rounded", "exact"}
    assert len(COMBINATIONS) == 8


def test_a_dix_de_der_added_after_scaling_is_tested_exactly(tmp_path: Path) -> None:
    """Tout atout scaled as BGA does (card points × 152/248, then the 10 of der), no rounding to
    the ten. Nord bids 90 and his team takes 140 points, the last trick's 10 included: 130 card
    points × 152/248 = 79.68, + 10 = 89.68.

    * ``exact``: 89.68 < 90, dedans: EO 160 + 90 = 250.
    * ``rounded``: 79.68 → 80, + 10 = 90 ≥ 90, made: NS 90 + 90 = 180; EO 152 − 80 = 72."""
    contract = {"taker": "NS", "trump": "TA", "bid": 90, "contre": 0, "seat": "N"}
    points = {"NS": 140, "EW": 118}
    marks = {}
    for test in VALUES["contract_test"]:
        path = tmp_path / f"bga-like-{test}.yaml"
        path.write_text(
            f"name: bga-like-{test}\ntitle: x\nextends: ffb-contree-2016\nrules:\n"
            "  bidding:\n    modes: {suit: true, sans_atout: false, tout_atout: true}\n"
            "  scoring:\n    rounding: {method: none}\n"
            "    tout_atout_scaling: {enabled: true, ratio: [152, 248], dix_de_der: added, "
            f"scales: card_points, contract_test: {test}}}\n",
            encoding="utf-8",
        )
        score = load_variant(path).compile().score_deal(contract, points, last_trick="NS")
        marks[test] = (score.NS, score.EW, score.outcome)
    assert marks == {"exact": (0, 250, "dedans"), "rounded": (180, 72, "made")}


@pytest.mark.parametrize("values", [pytest.param(v, id="-".join(v.values())) for v in COMBINATIONS])
def test_the_batch_scorer_tests_the_contract_as_the_engine(
    tmp_path: Path, values: dict[str, str]
) -> None:
    """Every split of the card points at tout atout and sans atout, every bid, with and without
    a belote, and the capots: the batch scorer's line is the engine's."""
    rules = scaled_variant(tmp_path, values)
    scorer = BatchEngine(rules, "numpy").scorer
    rows: list[dict[str, int]] = []
    der = 10
    for mode, total in ((5, 258), (4, 162)):
        for ns in range(total + 1):
            for bid, belote in itertools.product(range(80, 170, 10), (0, 1)):
                last = 0 if ns >= der else 1
                if total - ns < der:
                    last = 0
                capot = 0 if ns == total else 1 if ns == 0 else -1
                rows.append(
                    {
                        "taker": 0,
                        "mode": mode,
                        "bid": bid,
                        "contre": 0,
                        "points_ns": ns,
                        "points_ew": total - ns,
                        "belote_ns": belote,
                        "belote_ew": 0,
                        "annonces_ns": 0,
                        "annonces_ew": 0,
                        "capot": capot,
                        "last": last if capot < 0 else capot,
                        "bidder_all": 0,
                        "carried": 0,
                    }
                )
    cols = {key: np.array([row[key] for row in rows], np.int64) for key in rows[0]}
    ns_line, ew_line, outcome, _held = scorer.score(cols)
    made = 0
    for i, row in enumerate(rows):
        contract, points, extras = scorer_arguments(row)
        expected = rules.scorer(contract, points, **extras)
        got = (int(ns_line[i]), int(ew_line[i]), int(outcome[i]))
        assert got == (expected.NS, expected.EW, OUTCOMES[expected.outcome]), row
        made += expected.outcome == "made"
    assert 0 < made < len(rows)  # both outcomes were compared


def _exact_and_rounded_differ(tmp_path: Path) -> list[Any]:
    """The deals (mode, NS points, bid, belote) whose outcome the two readings decide apart,
    with the dix de der scaled: there must be some, or the sweep above tests nothing new."""
    out = []
    by_test = {
        test: scaled_variant(
            tmp_path, {"dix_de_der": "scaled", "scales": "card_points", "contract_test": test}
        )
        for test in VALUES["contract_test"]
    }
    for ns in range(259):
        for bid in range(80, 170, 10):
            contract = {"taker": "NS", "trump": "TA", "bid": bid, "contre": 0, "seat": "N"}
            points = {"NS": ns, "EW": 258 - ns}
            outcomes = {
                test: rules.scorer(contract, points, mode=5).outcome
                for test, rules in by_test.items()
            }
            if outcomes["exact"] != outcomes["rounded"]:
                out.append((ns, bid, outcomes))
    return out


def test_the_two_readings_differ_only_a_fraction_short_of_the_bid(tmp_path: Path) -> None:
    """Worked by hand: at tout atout (× 162/258), a bid b is made exactly from the first ns with
    ns × 162 ≥ b × 258, and rounded from the first with ns × 162/258 ≥ b − 0.5. They differ
    where ns × 162/258 lies in [b − 0.5, b): 159 for 100 (99.84), and for each bid the one such
    ns, if any, is dedans exactly and made rounded."""
    differ = _exact_and_rounded_differ(tmp_path)
    assert (159, 100, {"exact": "dedans", "rounded": "made"}) in differ
    for ns, bid, outcomes in differ:
        assert outcomes == {"exact": "dedans", "rounded": "made"}
        assert bid - 0.5 <= ns * 162 / 258 < bid
