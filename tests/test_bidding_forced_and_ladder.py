"""Who the vache forces to take (``bidding.prise.forced``), played on both engines with
biddings worked by hand (issue 28: Klaverjas forces the dealer, who speaks first, or in
Amsterdam the first player after the dealer; Croatian Bela forces the dealer, who speaks last).

Every deal is dealt by N from the pack 0, 1, 2… (the turned card J♦); seats speak N → W → S → E.
The prise has one round where any suit may be named (``[[any_suit]]``), unless said otherwise.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from belote_spec import load_variant
from belote_spec.bots import HeuristicBot
from belote_spec.cards import SEATS
from belote_spec.engine.bidding import IllegalAction
from belote_spec.engine.rules import Rules
from belote_spec.errors import VariantError
from belote_spec.rulebook.text import RuleText

from .behaviour import each_value
from .test_every_value import (  # noqa: F401  (the module's folder of variant files)
    _variant_folder,
    calls,
    contract_after,
    legal_after,
    rules_of,
    scripted,
)

ANY_SUIT = ["take:S", "take:H", "take:D", "take:C"]


def prise(forced: str, first: str, *, vache: bool = True, rounds: Any = None) -> Rules:
    """Classic with the vache forcing ``forced``, ``first`` speaking first."""
    return rules_of(
        "classic",
        ("bidding.first_speaker", first),
        ("bidding.prise.rounds", rounds or [["any_suit"]]),
        ("bidding.prise.vache", vache),
        ("bidding.prise.forced", forced),
    )


def bidding_sentence(rules: Rules, key: str) -> str:
    text = RuleText(rules.variant.rule, "en")
    return next(s.text for s in text.bidding() if s.key == key)


# (first speaker, the passes before the forced call, the forced seat), worked by hand: N deals
FORCED_CASES: dict[str, list[tuple[str, int, str]]] = {
    # the last to speak in the round: N after W, S, E; E after N, W, S
    "last_speaker": [("after_dealer", 3, "N"), ("dealer", 3, "E")],
    # the first to speak, asked again once all four passed: W (after N), or N himself
    "first_speaker": [("after_dealer", 4, "W"), ("dealer", 4, "N")],
    # the dealer N: in his turn when he speaks last (Bela), asked again when he spoke first (NKU)
    "dealer": [("after_dealer", 3, "N"), ("dealer", 4, "N")],
}


@each_value("bidding.prise.forced", FORCED_CASES)
def test_the_vache_forces_the_seat_it_names(
    value: str, expected: list[tuple[str, int, str]]
) -> None:
    for first, passes, seat in expected:
        rules = prise(value, first)
        # everyone passes freely until the forced call
        for before in range(passes):
            assert legal_after(rules, *["pass"] * before) == ["pass", *ANY_SUIT]
        # then the forced seat may only name a suit of the round, never pass
        assert legal_after(rules, *["pass"] * passes) == ANY_SUIT
        game = calls(scripted(rules, "N"), *["pass"] * passes)
        assert game.deals[0].bidding.to_move == "NWSE".index(seat)
        with pytest.raises(IllegalAction) as refused:
            game.apply("pass")
        assert refused.value.rule in ("bidding.prise.vache", "bidding.prise.forced")
        assert contract_after(rules, *["pass"] * passes, "take:C") == (seat, "C", None, 0)


@pytest.mark.parametrize("forced", ["first_speaker", "dealer"])
def test_without_the_vache_nobody_is_forced(forced: str) -> None:
    rules = prise(forced, "dealer", vache=False)
    game = calls(scripted(rules, "N"), *["pass"] * 4)
    assert game.deals[0].status == "passed"  # redealt, whoever `forced` names
    assert legal_after(rules, *["pass"] * 3) == ["pass", *ANY_SUIT]


def test_the_forced_seat_names_a_mode_of_the_last_round_only() -> None:
    # two rounds (the turned J♦, then another suit): nobody is forced in the first round;
    # after the second round's four passes W, who spoke first, must name S, H or C
    rules = prise("first_speaker", "after_dealer", rounds=[["turned_suit"], ["other_suits"]])
    assert legal_after(rules, *["pass"] * 4) == ["pass", "take:S", "take:H", "take:C"]
    assert legal_after(rules, *["pass"] * 8) == ["take:S", "take:H", "take:C"]
    assert contract_after(rules, *["pass"] * 8, "take:S") == ("W", "S", None, 0)


def test_the_rulebook_names_the_forced_seat() -> None:
    last = bidding_sentence(prise("last_speaker", "after_dealer"), "bidding.prise.vache")
    assert "the last to speak must take" in last
    nku = bidding_sentence(prise("dealer", "dealer"), "bidding.prise.vache")
    assert "the dealer, who spoke first, must take" in nku
    bela = bidding_sentence(prise("dealer", "after_dealer"), "bidding.prise.vache")
    assert "the dealer, who speaks last, must take" in bela
    amsterdam = bidding_sentence(prise("first_speaker", "after_dealer"), "bidding.prise.vache")
    assert "the first to have spoken in it must take" in amsterdam


# --------------------------------------------------------------------------------------------
# A contract ladder without numbers (``bidding.auction.levels``): Bulgarian belot's « The lowest
# game is Clubs followed by diamonds then hearts then spades then "no trump" then "all trumps" »
# --------------------------------------------------------------------------------------------

MODES = ("S", "H", "D", "C", "SA", "TA")
BELOT_ORDER = ["clubs", "diamonds", "hearts", "spades", "sans_atout", "tout_atout"]


def ladder(levels: str) -> Rules:
    """Bridgée (N deals and speaks first; every mode; contre and surcontre; three passes end
    the auction; no capot bid), its bids naming points or a mode alone, ranked as in Belot."""
    return rules_of(
        "bridgee",
        ("bidding.auction.levels", levels),
        ("bidding.auction.same_level_order", BELOT_ORDER),
        ("bidding.auction.capot", False),
    )


@each_value(
    "bidding.auction.levels",
    {
        # N opens with the lowest bid of each mode
        "numbers": ["pass", *(f"bid:{v}:{m}" for v in range(80, 170, 10) for m in MODES)],
        "none": ["pass", "take:S", "take:H", "take:D", "take:C", "take:SA", "take:TA"],
    },
)
def test_a_bid_names_points_or_a_mode_alone(value: str, expected: list[str]) -> None:
    rules = ladder(value)
    assert legal_after(rules) == expected
    if value == "numbers":
        return
    # N diamonds; W may cover it only with hearts, spades, sans atout or tout atout, or double
    assert legal_after(rules, "take:D") == [
        "pass", "take:S", "take:H", "take:SA", "take:TA", "contre",
    ]  # fmt: skip
    # W spades; S, N's partner, doubles; E, W's partner, may cover with sans atout or tout
    # atout, or redouble; three passes end it: W plays spades, doubled, with no points bid
    calls_ = ("take:D", "take:S", "contre")
    assert legal_after(rules, *calls_) == ["pass", "take:SA", "take:TA", "surcontre"]
    assert contract_after(rules, *calls_, "pass", "pass", "pass") == ("W", "S", None, 1)
    # a tout atout bid is the top of the ladder: nothing covers it, only pass or contre
    assert legal_after(rules, "take:TA") == ["pass", "contre"]


def test_a_mode_alone_is_refused_where_bids_name_points_and_a_number_where_they_do_not() -> None:
    with pytest.raises(IllegalAction):
        calls(scripted(ladder("numbers"), "N"), "take:H")
    with pytest.raises(IllegalAction):
        calls(scripted(ladder("none"), "N"), "bid:80:H")


def test_a_contract_without_points_is_judged_by_the_minimum_alone() -> None:
    # bridgée asks the taker's team for at least 82 points, and for the points bid: 85 points
    # make a mode bid, not a bid of 120; the contract's value is 0
    spades = {"taker": "NS", "trump": "S", "contre": 0}
    alone = ladder("none")
    assert alone.score_deal({**spades, "bid": None}, {"NS": 85, "EW": 77}).outcome == "made"
    assert alone.score_deal({**spades, "bid": None}, {"NS": 81, "EW": 81}).outcome != "made"
    assert alone.contract_value({**spades, "bid": None}) == 0
    points = ladder("numbers")
    assert points.score_deal({**spades, "bid": 120}, {"NS": 85, "EW": 77}).outcome == "dedans"
    # each ladder refuses the other's contract
    with pytest.raises(VariantError, match=r"contract\.bid"):
        alone.score_deal({**spades, "bid": 120}, {"NS": 85, "EW": 77})
    with pytest.raises(VariantError, match=r"contract\.bid"):
        points.score_deal({**spades, "bid": None}, {"NS": 85, "EW": 77})


def test_the_rulebook_shows_the_mode_alone() -> None:
    alone = RuleText(ladder("none").variant.rule, "en")
    said = " ".join(s.text for s in alone.all_statements())
    assert "A bid names the trump alone" in said
    assert "from the weakest to the strongest: clubs, diamonds, hearts, spades" in said
    assert "points bid" not in said
    assert "The possible bids are" not in said
    points = RuleText(ladder("numbers").variant.rule, "en")
    numbers = " ".join(s.text for s in points.all_statements())
    assert "The possible bids are 80, 90, 100… up to 160" in numbers


DATA = Path(__file__).parent / "data"


@pytest.mark.parametrize(
    "spec",
    [
        "vache-forcee.yaml",
        "vache-forcee.yaml+amsterdam",
        "vache-forcee.yaml+bela",
        "encheres-sans-points.yaml",
    ],
)
def test_the_heuristic_bot_bids_only_legal_calls(spec: str) -> None:
    name, _, option = spec.partition("+")
    rules = load_variant(DATA / name, [option] if option else []).compile()
    forced = (
        rules.variant.rule("bidding.prise.vache")
        and rules.variant.rule("bidding.system") == "prise"
    )
    for seed in range(8):
        bots = [HeuristicBot(seed + i) for i in range(4)]
        game = rules.new_game(seed=seed)
        while game.phase == "bidding":
            seat = game.to_move
            assert seat is not None
            action = bots[SEATS.index(seat)].act(game.observation(seat))
            assert action in game.legal_actions(), (spec, action)
            game.apply(action)
        if forced:  # somebody always takes
            assert game.deals[0].contract is not None
