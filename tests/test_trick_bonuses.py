"""Trick bonuses (``rules.trick_bonuses``, Klaverjas « roem »): combinations scored when they
fall in one trick, for the team that wins it; counted for the contract (« nat ») and scored by
the outcome terms as the annonces are. Every expected number below is worked by hand.

The batch engine scores them too (the last tests hold its lines against the scalar scorer);
a plugin's own trick bonuses are left to the scalar path."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

from belote_spec import load_variant, simulate
from belote_spec.bdd.golden import play_through_game, replayed
from belote_spec.cards import CODE_INDEX
from belote_spec.engine.rules import Rules
from belote_spec.engine.tables import MODE_INDEX
from belote_spec.engine.trick_bonuses import make_trick_bonuses
from belote_spec.hookspecs import hookimpl
from belote_spec.simulation.batch import BatchUnsupported
from belote_spec.simulation.batch.engine import BatchEngine, scorer_arguments

from .behaviour import claim, each_value, variant_with
from .golden import scenario
from .skips import missing

COMPILED: dict[str, Rules] = {}
ON = {"trick_bonuses": {"enabled": True}}


def on(folder: Path, more: dict[str, Any] | None = None) -> Rules:
    """classic with trick bonuses (base's values: 20, 50, 100 a rank, 20), and ``more``."""
    rules: dict[str, Any] = {"trick_bonuses": {"enabled": True}}
    for group, values in (more or {}).items():
        rules[group] = {**rules.get(group, {}), **values}
    return variant_with(COMPILED, folder, "classic", rules)


def bonus(rules: Rules, cards: str, trump: str) -> int:
    """The bonus of one trick of ``cards`` (codes) with ``trump`` (S H D C, SA, TA)."""
    assert rules.trick_bonuses is not None
    return int(
        rules.trick_bonuses.points([CODE_INDEX[c] for c in cards.split()], MODE_INDEX[trump])
    )


# ------------------------------------------------------------------ the kernel, trick by trick
#: (trick, trump, points), each worked by hand from the rule: runs in the natural order
#: 7 8 9 10 J Q K A (``cards.sequence_order``), the king and queen of trump 20, added.
TRICKS = [
    ("7H 8H 9H AS", "S", 20),  # three hearts that follow each other (A♠ outside)
    ("9C 7C 8C AH", "S", 20),  # the same in any order of play
    ("TH JH QH KH", "S", 50),  # a run of four: one run, not two runs of three
    ("7H 9H JH KH", "S", 0),  # four hearts, none adjacent: nothing
    ("AD TD KD 8C", "S", 0),  # ace, ten, king of diamonds: 10 and K are not adjacent
    ("KS QS 7S 9S", "S", 20),  # the king and queen of trump alone (« stuk »)
    ("JS QS KS 8S", "S", 40),  # J Q K of trump: the run (20) and the king and queen (20)
    ("TS JS QS KS", "S", 70),  # a run of four holding them: 50 + 20
    ("QH KH AH 7S", "S", 20),  # Q K A of hearts, hearts not trump: the run only
    ("KH QH 7C 8D", "S", 0),  # king and queen of a plain suit: nothing
    ("QH KH AH 7S", "H", 40),  # ... trump hearts: the run and the pair
    ("KH QH 7C 8D", "SA", 0),  # no trump at sans atout: no pair
    ("KH QH 7C 8D", "TA", 20),  # every suit is trump at tout atout
    ("9S 9H 9D 9C", "S", 100),  # four nines
    ("7S 7H 7D 7C", "H", 100),  # four sevens (« van 7 t/m Aas »)
    ("JS JH JD JC", "S", 100),  # base's jacks: 100, as the other ranks
    ("AS KH QD 9C", "S", 0),  # a plain trick
]


@pytest.mark.parametrize(("cards", "trump", "points"), TRICKS)
def test_the_bonus_of_one_trick(cards: str, trump: str, points: int, tmp_path: Path) -> None:
    assert bonus(on(tmp_path), cards, trump) == points


def test_each_value_counts_on_its_own(tmp_path: Path) -> None:
    rules = on(
        tmp_path,
        {
            "trick_bonuses": {
                "run_of_three": 30,
                "run_of_four": 60,
                "trump_king_queen": 25,
                "four_of_a_kind": {"jack": 200, "seven": 0},
            }
        },
    )
    assert bonus(rules, "7H 8H 9H AS", "S") == 30
    assert bonus(rules, "TH JH QH KH", "S") == 60
    assert bonus(rules, "KS QS 7S 9S", "S") == 25
    assert bonus(rules, "JS QS KS 8S", "S") == 30 + 25
    assert bonus(rules, "TS JS QS KS", "S") == 60 + 25
    assert bonus(rules, "JS JH JD JC", "S") == 200  # four jacks 200 (BGA's Klaverjas)
    assert bonus(rules, "9S 9H 9D 9C", "S") == 100
    assert bonus(rules, "7S 7H 7D 7C", "S") == 0


def test_runs_follow_the_sequence_order(tmp_path: Path) -> None:
    # an order where the ace comes below the seven: A 7 8 is then a run
    order = ["king", "queen", "jack", "ten", "nine", "eight", "seven", "ace"]
    rules = on(tmp_path, {"cards": {"sequence_order": order}})
    assert bonus(rules, "AH 7H 8H KC", "S") == 20
    assert bonus(rules, "QH KH AH 7S", "S") == 0


# ------------------------------------------------------------------ a whole deal through Game
#: The deal of the scenario « Les bonus de pli vont à l'équipe qui remporte le pli »
#: (features/annonces.feature, worked by hand there, trick by trick): East dealt and takes at
#: spades, North leads, every trick follows suit.
EAST_TAKES = scenario("annonces", "Les bonus de pli vont à l'équipe qui remporte le pli").deal
#: The same cards, North taking (« … la défense les prend tous si le preneur chute »).
NORTH_TAKES = scenario("annonces", "la défense les prend tous si le preneur chute").deal
WINNERS_AND_BONUSES = [
    ("E", 20),
    ("S", 50),
    ("W", 0),
    ("S", 0),
    ("S", 20),
    ("E", 50),
    ("E", 40),
    ("E", 0),
]
# card points: NS 19 + 17 + 11 = 47; EW 11 + 13 + 19 + 27 + 35 + 10 = 115 (162)
# bonuses: NS 50 + 20 = 70; EW 20 + 50 + 40 = 110


@each_value(
    "trick_bonuses.enabled",
    # East takes: (NS line, EW line), each with its bonuses and the record's tricks
    {True: (47 + 70, 115 + 110), False: (47, 115)},
    engines=("scalar",),
)
def test_a_whole_deal_credits_each_trick_to_its_winner(
    value: bool, expected: tuple[int, int], tmp_path: Path
) -> None:
    rules = variant_with(COMPILED, tmp_path, "classic", {"trick_bonuses": {"enabled": value}})
    game = play_through_game(rules, EAST_TAKES)
    deal = game.deals[0]
    assert deal.tricks is not None
    score = deal.score
    assert score is not None
    assert expected == (score.NS, score.EW)
    assert score.card_points == {"NS": 47, "EW": 115}
    if value:
        assert [(t["winner"], t["bonus"]) for t in deal.tricks] == WINNERS_AND_BONUSES
        assert score.trick_bonuses == {"NS": 70, "EW": 110}
        assert score.as_dict()["trick_bonuses"] == {"NS": 70, "EW": 110}
    else:  # as before: no bonus in the record
        assert all("bonus" not in t for t in deal.tricks)
        assert "trick_bonuses" not in score.as_dict()
    again = replayed(game)  # the record reloads exactly, bonuses and all
    assert again is not None
    assert again.as_dict() == score.as_dict()


def test_a_failed_contract_gives_every_bonus_to_the_defence(tmp_path: Path) -> None:
    # North takes: 47 + 70 = 117 against 115 + 110 = 225, dedans (« nat »); base's dedans
    # terms: the defence 162 + every bonus (70 + 110), the taker nothing
    game = play_through_game(on(tmp_path), NORTH_TAKES)
    score = game.deals[0].score
    assert score is not None
    assert (score.NS, score.EW, score.outcome) == (0, 162 + 180, "dedans")
    assert score.totals == {"NS": 117, "EW": 225}
    assert score.trick_bonuses == {"NS": 0, "EW": 180}


# ------------------------------------------------------------------ counted and scored
CONTRACT = {"taker": "NS", "trump": "S", "bid": None, "contre": 0}


@each_value(
    "scoring.contract.counts.taker.trick_bonuses",
    # NS takes with 80 card points against 82: its 30 of bonuses make the contract (110 > 82,
    # « nat » counts the roem) only where they count
    {True: (80 + 30, 82, "made"), False: (0, 162 + 30, "dedans")},
    engines=("scalar",),
)
def test_the_takers_bonuses_count_for_the_contract(
    value: bool, expected: tuple[int, int, str], tmp_path: Path
) -> None:
    rules = on(tmp_path, {"scoring": {"contract": {"counts": {"taker": {"trick_bonuses": value}}}}})
    score = rules.score_deal(CONTRACT, {"NS": 80, "EW": 82}, trick_bonuses={"NS": 30, "EW": 0})
    assert (score.NS, score.EW, score.outcome) == expected


@each_value(
    "scoring.contract.counts.defence.trick_bonuses",
    # NS 90 against 72 and the defence's 20: 90 > 92 only where the defence's do not count
    {True: (0, 162 + 20, "dedans"), False: (90, 72 + 20, "made")},
    engines=("scalar",),
)
def test_the_defences_bonuses_count_for_the_contract(
    value: bool, expected: tuple[int, int, str], tmp_path: Path
) -> None:
    rules = on(
        tmp_path, {"scoring": {"contract": {"counts": {"defence": {"trick_bonuses": value}}}}}
    )
    score = rules.score_deal(CONTRACT, {"NS": 90, "EW": 72}, trick_bonuses={"NS": 0, "EW": 20})
    assert (score.NS, score.EW, score.outcome) == expected


@each_value(
    "scoring.outcomes.*.taker.trick_bonuses",
    # a made contract, NS 100 and 40 of bonuses, EW 62 and 20: the taker's line adds
    {"own": 140, "opponents": 120, "all": 160, "none": 100},
    engines=("scalar",),
)
def test_whose_bonuses_a_side_scores(value: str, expected: int, tmp_path: Path) -> None:
    rules = on(tmp_path, {"scoring": {"outcomes": {"made": {"taker": {"trick_bonuses": value}}}}})
    score = rules.score_deal(CONTRACT, {"NS": 100, "EW": 62}, trick_bonuses={"NS": 40, "EW": 20})
    assert expected == score.NS
    assert score.EW == 62 + 20  # the defence: base's own
    assert score.trick_bonuses["NS"] == expected - 100


@each_value(
    "scoring.outcomes.*.defence.trick_bonuses",
    # a failed contract, NS 50 and 40 of bonuses, EW 112 and 20: the defence's line, 162 and
    {"own": 162 + 20, "opponents": 162 + 40, "all": 162 + 60, "none": 162},
    engines=("scalar",),
)
def test_whose_bonuses_the_defence_scores(value: str, expected: int, tmp_path: Path) -> None:
    rules = on(
        tmp_path, {"scoring": {"outcomes": {"dedans": {"defence": {"trick_bonuses": value}}}}}
    )
    score = rules.score_deal(CONTRACT, {"NS": 50, "EW": 112}, trick_bonuses={"NS": 40, "EW": 20})
    assert (score.NS, score.EW, score.outcome) == (0, expected, "dedans")


@each_value(
    "scoring.outcomes.*.taker.multiply",
    # bridgee, NS bids 80, contré (×2), makes it with 100 and 30 of bonuses against 62: base
    # multiplies the taker's (its points + the contract); with the bonuses too: (100 + 80 + 30) × 2
    {"trick_bonuses": (100 + 80 + 30) * 2},
    engines=("scalar",),
)
def test_the_contre_multiplies_the_takers_bonuses(
    value: str, expected: int, tmp_path: Path
) -> None:
    multiply = ["base", "contract", value]
    rules = variant_with(
        COMPILED,
        tmp_path,
        "bridgee",
        {**ON, "scoring": {"outcomes": {"made": {"taker": {"multiply": multiply}}}}},
    )
    contre = {**CONTRACT, "bid": 80, "contre": 1}
    score = rules.score_deal(contre, {"NS": 100, "EW": 62}, trick_bonuses={"NS": 30, "EW": 0})
    assert (score.NS, score.outcome) == (expected, "made")


@each_value(
    "scoring.outcomes.*.defence.multiply",
    # bridgee, NS bids 80 and is contré (×2); 50 card points and 20 of bonuses fail it. The
    # defence's dedans: (160 + the contract 80) × 2, and the bonuses (20 + 30) multiplied too
    {"trick_bonuses": (160 + 80 + 50) * 2},
    engines=("scalar",),
)
def test_the_contre_multiplies_the_bonuses(value: str, expected: int, tmp_path: Path) -> None:
    multiply = ["base", "contract", value]
    rules = variant_with(
        COMPILED,
        tmp_path,
        "bridgee",
        {**ON, "scoring": {"outcomes": {"dedans": {"defence": {"multiply": multiply}}}}},
    )
    contre = {**CONTRACT, "bid": 80, "contre": 1}
    points = {"NS": 50, "EW": 112}
    score = rules.score_deal(contre, points, trick_bonuses={"NS": 20, "EW": 30})
    assert (score.EW, score.outcome) == (expected, "dedans")
    plain = variant_with(COMPILED, tmp_path, "bridgee", ON)
    score = plain.score_deal(contre, points, trick_bonuses={"NS": 20, "EW": 30})
    assert score.EW == (160 + 80) * 2 + 50


def test_a_variant_without_them_scores_as_before(tmp_path: Path) -> None:
    classic = load_variant("classic").compile()
    assert classic.trick_bonuses is None
    score = classic.score_deal(CONTRACT, {"NS": 100, "EW": 62})
    assert score.trick_bonuses == {}
    assert "trick_bonuses" not in score.as_dict()


# ------------------------------------------------------------------ the simulators
def _reference_scores(rules: Rules, backend: str, deals: int = 40) -> tuple[int, int]:
    """Play ``deals`` random deals on the batch engine and score each again with the scalar
    scorer, its trick bonuses worked out here from the trace (each trick's cards, for the
    team of its winner); returns (deals played, deals with a bonus) after checking that every
    line agrees."""
    engine = BatchEngine(rules, backend)
    assert engine.backend == backend
    cols, trace = engine.trace_deals(deals, np.random.default_rng(2))
    assert trace is not None
    seen = with_bonus = 0
    for i in range(deals):
        if cols["outcome"][i] <= 0:
            continue
        mode = int(cols["mode"][i])
        bonuses = [0, 0]
        if rules.trick_bonuses is not None:
            for k in range(8):
                cards = [int(c) for c in trace.played[i][4 * k : 4 * k + 4]]
                team = int(trace.winners[i][k]) & 1
                bonuses[team] += rules.trick_bonuses.points(cards, mode)
        row = {name: int(column[i]) for name, column in cols.items()}
        row.update(last=int(trace.winners[i][7]) & 1, bidder_all=0, carried=0)
        contract, points, extras = scorer_arguments(row)
        extras["trick_bonuses"] = {"NS": bonuses[0], "EW": bonuses[1]}
        score = rules.scorer(contract, points, **extras)
        assert (row["score_ns"], row["score_ew"]) == (score.NS, score.EW), (i, bonuses)
        seen += 1
        with_bonus += sum(bonuses) > 0
    return seen, with_bonus


@each_value("trick_bonuses.enabled", [True, False], engines=("batch",))
def test_the_batch_engine_scores_them(value: bool, tmp_path: Path) -> None:
    rules = variant_with(COMPILED, tmp_path, "classic", {"trick_bonuses": {"enabled": value}})
    seen, with_bonus = _reference_scores(rules, "python")
    assert seen >= 30
    assert (with_bonus > 10) == value


#: (rule, value, the variant it is set on): each played on the batch engine's random deals
#: against the scalar scorer (the contre's multiplier needs an auction: bridgee).
BATCH_SETTINGS = [
    ("scoring.contract.counts.taker.trick_bonuses", False, "classic"),
    ("scoring.contract.counts.defence.trick_bonuses", False, "classic"),
    *[
        (f"scoring.outcomes.{outcome}.{side}.trick_bonuses", whose, "classic")
        for outcome, side in (("made", "taker"), ("dedans", "defence"))
        for whose in ("own", "opponents", "all", "none")
    ],
    ("scoring.outcomes.made.taker.multiply", ["base", "contract", "trick_bonuses"], "bridgee"),
    ("scoring.outcomes.dedans.defence.multiply", ["base", "contract", "trick_bonuses"], "bridgee"),
]


def _nested(path: str, value: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"trick_bonuses": {"enabled": True}}
    node = out
    *parents, leaf = path.split(".")
    for part in parents:
        node = node.setdefault(part, {})
    node[leaf] = value
    return out


@pytest.mark.parametrize(("path", "value", "base"), BATCH_SETTINGS)
def test_the_batch_engine_counts_and_scores_them_as_the_variant_says(
    path: str, value: Any, base: str, tmp_path: Path
) -> None:
    rules = variant_with(COMPILED, tmp_path, base, _nested(path, value))
    seen, with_bonus = _reference_scores(rules, "python", 30)
    assert seen >= 20
    assert with_bonus > 5


for _path, _value, _base in BATCH_SETTINGS:
    _test = f"{__name__}::test_the_batch_engine_counts_and_scores_them_as_the_variant_says"
    _generic = _path.replace(".made.", ".*.").replace(".dedans.", ".*.")
    for _one in _value if isinstance(_value, list) else [_value]:
        if _one in ("base", "contract"):
            continue
        claim(_generic if "outcomes" in _path else _path, _one, _test, engines=("batch",))
for _side in ("taker", "defence"):  # the other value of each count: base's (classic plays it)
    claim(
        f"scoring.contract.counts.{_side}.trick_bonuses",
        True,
        f"{__name__}::test_the_batch_engine_scores_them",
        engines=("batch",),
    )


def test_the_compiled_batch_engine_plays_the_same_deals(tmp_path: Path) -> None:
    pytest.importorskip("numba", reason=missing("numba", "extra fast"))
    rules = on(tmp_path)
    python = BatchEngine(rules, "python").play_deals(30, np.random.default_rng(4))
    compiled = BatchEngine(rules, "numba").play_deals(30, np.random.default_rng(4))
    for name in ("score_ns", "score_ew", "outcome"):
        assert np.array_equal(python[name], compiled[name]), name


@pytest.mark.parametrize("backend", ["batch", "scalar"])
def test_the_simulator_plays_them(backend: str, tmp_path: Path) -> None:
    (tmp_path / "roem.yaml").write_text(
        "name: roem\ntitle: roem\nextends: classic\nrules:\n  trick_bonuses: {enabled: true}\n",
        encoding="utf-8",
    )
    spec = str(tmp_path / "roem.yaml")
    with_bonuses = simulate(spec, deals=40, seed=5, backend=backend)
    assert with_bonuses.backend == backend
    without = simulate("classic", deals=40, seed=5, backend=backend)
    # the same deals and play (the bonuses are read off the tricks): every played deal's
    # lines add up to at least as much, and some to more
    played = without.deals["outcome"] > 0
    assert np.array_equal(with_bonuses.deals["points_ns"], without.deals["points_ns"])
    total_with = with_bonuses.deals["score_ns"] + with_bonuses.deals["score_ew"]
    total_without = without.deals["score_ns"] + without.deals["score_ew"]
    assert (total_with[played] >= total_without[played]).all()
    assert (total_with[played] > total_without[played]).any()


def test_a_plugins_trick_bonuses_are_left_to_the_scalar_path(tmp_path: Path) -> None:
    class Doubled:
        """A plugin that doubles every trick bonus (its own kernel)."""

        @hookimpl
        def belote_make_trick_bonuses(self, variant: Any) -> Any:
            inner = make_trick_bonuses(
                variant.rule("trick_bonuses"), list(variant.rule("cards.sequence_order"))
            )

            class Twice:
                enabled = True

                def points(self, cards: Any, mode: int) -> int:
                    return 2 * inner.points(cards, mode)

            return Twice()

    rules = variant_with(
        COMPILED, tmp_path, "classic", {**ON, "plugins": ["twice"]}, {"twice": Doubled()}
    )
    assert bonus(rules, "7H 8H 9H AS", "S") == 40
    with pytest.raises(BatchUnsupported, match="trick bonuses"):
        BatchEngine(rules, "python")
