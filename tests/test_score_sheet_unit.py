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

from .behaviour import claim, variant_with
from .test_every_value_scoring import (
    BASES,
    Case,
    Step,
    _merged,
    check_case,
    lines,
    prise,
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


# ------------------------------------------------------------------- a split deal
#
# The "modes" base (classic with sans atout and tout atout), tout atout left unscaled (258
# card points, as Belot counts them); litige on, the taker's card points and annonces held.
# Belot's digits: 6 at a suit, 5 at sans atout, 4 at tout atout.
BELOT_DIGITS = {"suit": 6, "sans_atout": 5, "tout_atout": 4}
SPLIT = {"method": "split", "half": "up", "split_digit": BELOT_DIGITS, "last_deal": "rounded"}
UNSCALED = {"tout_atout_scaling": {"enabled": False}}
# BGE's examples, EW taking with more: 56–106 at a suit, 6–156, 34–224 at tout atout,
# 164–194 (NS's cards 64 and a carré of 100).
SUIT_56 = prise("EW", "H", 56, 106)
SUIT_6 = prise("EW", "H", 6, 156)
TA_34 = prise("EW", "TA", 34, 224)
TA_164 = prise("EW", "TA", 64, 194, annonces=(100, 0))
# a 5 at a suit is below the digit: 65–97 → 60–100 (each_team would give 70–100).
SUIT_65 = prise("EW", "H", 65, 97)
# the ties: 106 each at a suit (NS's cards 56 and a quarte of 50), 154 each at tout atout.
TIE_106 = prise("NS", "H", 56, 106, annonces=(50, 0))
TIE_154 = prise("NS", "TA", 104, 154, annonces=(50, 0))
CASES += [
    # points: the lower team up at the digit, the other down: 56 → 60, 106 → 100; 6 → 10,
    # 156 → 150; 34 → 40, 224 → 220; 164 → 170, 194 → 190; 65 → 60 (5 < 6), 97 → 100.
    case(
        "scoring.rounding.method", "split", "modes", scoring(rounding=SPLIT, **UNSCALED),
        *lines(
            (SUIT_56, (60, 100)), (SUIT_6, (10, 150)), (TA_34, (40, 220)),
            (TA_164, (170, 190)), (SUIT_65, (60, 100)),
        ),
    ),
    # in tens, as BGE writes them: 6–10, 1–15, 4–22, 17–19, 6–10; the ties: the defence's
    # 106 → 10, the taker's 106 held → 11 (« the non-bidding team wins 10 points and 11
    # points are left hanging »); at tout atout 15, and 16 held.
    case(
        "scoring.rounding.method", "split", "modes",
        scoring(unit=10, rounding=SPLIT, **UNSCALED),
        *lines(
            (SUIT_56, (6, 10)), (SUIT_6, (1, 15)), (TA_34, (4, 22)), (TA_164, (17, 19)),
            (SUIT_65, (6, 10)), (TIE_106, (0, 10, 11)), (TIE_154, (0, 15, 16)),
        ),
    ),
    # equal scores outside a litige (classic, no need to beat the defence: 81–81 is made),
    # with the digit 1 at a suit: the taker's team rounds up, 81 → 90, the defence's down,
    # 81 → 80; EW taking: NS 80, EW 90.
    case(
        "scoring.rounding.method", "split", "classic",
        {
            **scoring(
                rounding={**SPLIT, "split_digit": {**BELOT_DIGITS, "suit": 1}},
                contract={"beat_defence": False},
            ),
        },
        *lines((TIE, (90, 80)), (prise("EW", "H", 81, 81), (80, 90))),
    ),
]  # fmt: skip


# ------------------------------------------------------------ what a litige holds
#
# The "auction" base (Pagat's coinche, exact points: made, the taker its card points, the
# contract, its annonces and belote, the contre multiplying the contract; the defence its own;
# contre ×2), with a litige: the taker must beat the defence, a tie holds its points (its
# belote too) for the next winner. BGE's doubling: a contré contract made gives the taker's
# team every point, doubled, and the defence nothing; its contracts have no value.
LITIGE = {
    "contract": {"beat_defence": True},
    "litige": {"enabled": True, "held_belote": True},
}
BGE_OUTCOMES = {
    "made": {"taker": {"contract": False}},
    "made_contre": {
        "taker": {
            "base": "all_points", "contract": False, "annonces": "all", "belote": "all",
            "multiply": ["base", "annonces", "belote"],
        },
        "defence": {"base": 0, "annonces": "none", "belote": "none", "multiply": []},
    },
}  # fmt: skip
# NS bids 80 ♥ and ties: 71 card points and a tierce, 91 each; the same contré.
TIE_80 = prise("NS", "H", 71, 91, annonces=(20, 0), bid=80)
TIE_80_X = prise("NS", "H", 71, 91, annonces=(20, 0), bid=80, contre=1)
# 106 each at hearts (NS: 56 and a quarte of 50), contré.
TIE_106_X = prise("NS", "H", 56, 106, annonces=(50, 0), bid=80, contre=1)
CASES += [
    # held: the taker's card points and annonces, 71 + 20 = 91, never multiplied; the defence
    # its made terms: 91, or contré nothing.
    case(
        "scoring.litige.taker_points", "held", "auction",
        scoring(litige={**LITIGE["litige"], "taker_points": "held"},
                contract=LITIGE["contract"], outcomes=BGE_OUTCOMES),
        *lines((TIE_80, (0, 91, 91)), (TIE_80_X, (0, 0, 91))),
    ),
    # as_made: the taker's made terms, 71 + 20 = 91 (BGE's contracts have no value); contré,
    # every point doubled: (162 + 20) × 2 = 364, the defence nothing (« all points remain for
    # the winner of the next game »).
    case(
        "scoring.litige.taker_points", "as_made", "auction",
        scoring(litige={**LITIGE["litige"], "taker_points": "as_made"},
                contract=LITIGE["contract"], outcomes=BGE_OUTCOMES),
        *lines((TIE_80, (0, 91, 91)), (TIE_80_X, (0, 0, 364))),
    ),
    # as_made with Pagat's own terms: the made contract's value is held too, 71 + 80 + 20 =
    # 171; contré, the contract doubled: 71 + 160 + 20 = 251, the defence its 91.
    case(
        "scoring.litige.taker_points", "as_made", "auction",
        scoring(litige={**LITIGE["litige"], "taker_points": "as_made"},
                contract=LITIGE["contract"]),
        *lines((TIE_80, (0, 91, 171)), (TIE_80_X, (0, 91, 251))),
    ),
    # Belot whole, in tens: contré, (162 + 50) × 2 = 424 held, 4 below the digit 6: 42 (BGE's
    # engine: 212 → 21, doubled 42); the defence nothing. Not contré: the defence's 106 → 10,
    # the taker's 106 held → 11.
    case(
        "scoring.litige.taker_points", "as_made", "auction",
        scoring(litige={**LITIGE["litige"], "taker_points": "as_made"},
                contract=LITIGE["contract"], outcomes=BGE_OUTCOMES, unit=10, rounding=SPLIT),
        *lines(
            (TIE_106_X, (0, 0, 42)),
            (prise("NS", "H", 56, 106, annonces=(50, 0), bid=80), (0, 10, 11)),
        ),
    ),
]  # fmt: skip


# ------------------------------------------------ a contré score: round, then multiply?
#
# The same Belot-like coinche; NS bids 80 ♥, surcontré (× 4), and makes it with 100 card
# points against 62: every point, 162, quadrupled.
SURCONTRE = prise("NS", "H", 100, 62, bid=80, contre=2)
CONTRE = prise("NS", "H", 100, 62, bid=80, contre=1)
TIE_106_XX = prise("NS", "H", 56, 106, annonces=(50, 0), bid=80, contre=2)


def belot_like(multiplier: str, **more: Any) -> dict[str, Any]:
    return scoring(
        litige={**LITIGE["litige"], "taker_points": "as_made"},
        contract=LITIGE["contract"],
        outcomes=BGE_OUTCOMES,
        **more,
        rounding={**SPLIT, "multiplier": multiplier},
    )


CASES += [
    # after: 162 × 4 = 648, 8 above the digit 6: 650, 65 tens; contré 324 → 320, 32; the
    # surcontré tie: (162 + 50) × 4 = 848 held, up: 850, 85.
    case(
        "scoring.rounding.multiplier", "after", "auction", belot_like("after", unit=10),
        *lines((SURCONTRE, (65, 0)), (CONTRE, (32, 0)), (TIE_106_XX, (0, 0, 85))),
    ),
    # before: 162 → 160 (2 below 6), × 4 = 640, 64 tens (BGE's engine: 16 × 4); contré
    # 160 × 2 = 320, 32; the tie's 212 → 210 (held, up: 2 is below 6 all the same), × 4 =
    # 840, 84 (BGE: 21 × 4).
    case(
        "scoring.rounding.multiplier", "before", "auction", belot_like("before", unit=10),
        *lines((SURCONTRE, (64, 0)), (CONTRE, (32, 0)), (TIE_106_XX, (0, 0, 84))),
    ),
    # in points, each team to the nearest ten: 648 → 650 after, 160 × 4 = 640 before.
    case(
        "scoring.rounding.multiplier", "before", "auction",
        scoring(
            contract=LITIGE["contract"], outcomes=BGE_OUTCOMES,
            rounding={**EACH_TEAM, "multiplier": "before"},
        ),
        *lines((SURCONTRE, (640, 0))),
    ),
    case(
        "scoring.rounding.multiplier", "after", "auction",
        scoring(
            contract=LITIGE["contract"], outcomes=BGE_OUTCOMES,
            rounding={**EACH_TEAM, "multiplier": "after"},
        ),
        *lines((SURCONTRE, (650, 0))),
    ),
]  # fmt: skip


def test_the_litige_sentence_says_what_is_held(folder: Path) -> None:
    """The rulebook states ``as_made`` in words: what the made contract would give is held."""
    from belote_spec.rulebook.text import RuleText

    rules = lab(
        folder,
        "auction",
        scoring(
            litige={**LITIGE["litige"], "taker_points": "as_made"},
            contract=LITIGE["contract"],
            outcomes=BGE_OUTCOMES,
        ),
    )
    said = {
        st.key: st.text for st in RuleText(rules.variant.rule, "en", rules.tables).all_statements()
    }
    assert "had the contract been made" in said["scoring.litige"]
    assert (
        "(the taker's team scores (the deal's 162 points + every annonce of the deal + any "
        "belote of the deal) × 2) is held" in said["scoring.litige-contre"]
    )
    french = {
        st.key: st.text for st in RuleText(rules.variant.rule, "fr", rules.tables).all_statements()
    }
    assert "si le contrat était réussi" in french["scoring.litige-contre"]


def test_the_rounding_sentence_says_when_a_contre_multiplies(folder: Path) -> None:
    """``multiplier: before`` is stated with the engine's example (162 surcontré: 640, not
    650); ``after`` in one sentence; without a contre, nothing."""
    from belote_spec.rulebook.text import RuleText

    def rounding_text(base: str, override: dict[str, Any], lang: str = "en") -> str:
        rules = lab(folder, base, override)
        (text,) = [
            st.text
            for st in RuleText(rules.variant.rule, lang, rules.tables).all_statements()
            if st.key == "scoring.rounding"
        ]
        return text

    before = belot_like("before")
    assert rounding_text("auction", before).endswith(
        "On a doubled contract the multiplied points are rounded before being multiplied: "
        "162 × 4 gives 160 × 4 = 640, not 650."
    )
    assert "162 × 4 donne 160 × 4 = 640, et non 650" in rounding_text("auction", before, "fr")
    after = rounding_text("auction", belot_like("after"))
    assert after.endswith("A doubled score is rounded once multiplied.")
    assert "doubled" not in rounding_text("classic", scoring(rounding=EACH_TEAM))


def test_a_split_rounding_by_hand() -> None:
    """The rounding of one score by its last digit: the same 54–104 with the digit 5 (sans
    atout in Belot) and with the digit 4 (tout atout) rounds otherwise."""
    from belote_spec.engine.score_kernel import round_split

    assert (round_split(54, 5, 1), round_split(104, 5, 0)) == (50, 100)
    assert (round_split(54, 4, 1), round_split(104, 4, 0)) == (60, 100)
    assert (round_split(55, 5, 1), round_split(55, 5, 0)) == (60, 50)
    assert (round_split(160, 6, 1), round_split(160, 6, 0)) == (160, 160)


@pytest.mark.parametrize("case", CASES)
def test_the_value_decides_the_deal(case: Case, folder: Path) -> None:
    check_case(lab(folder, case.base, case.override), case)


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


def test_a_line_in_tens_gives_its_trick_bonuses_in_tens(tmp_path: Path) -> None:
    # Klaverjas' roem on a score sheet in tens: NS 100 + 40 roem = 140 → 14 tens, of which the
    # roem is 4; EW 62 → 6.
    path = tmp_path / "roem-tens.yaml"
    path.write_text(
        "name: roem-tens\ntitle: t\nextends: klaverjas\n"
        "rules:\n  scoring:\n    unit: 10\n"
        "    rounding: {method: each_team, half: up, last_deal: rounded}\n"
        "provenance:\n  scoring.unit: {source: NKU, section: Nat, choice: true, note: t}\n"
        "  scoring.rounding: {source: NKU, section: Nat, choice: true, note: t}\n",
        encoding="utf-8",
    )
    s = load_variant(str(path)).compile().score_deal(
        {"taker": "NS", "trump": "H", "bid": None, "contre": 0},
        {"NS": 100, "EW": 62},
        trick_bonuses={"NS": 40, "EW": 0},
    )
    assert (s.NS, s.EW) == (14, 6)
    assert dict(s.trick_bonuses) == {"NS": 4, "EW": 0}
