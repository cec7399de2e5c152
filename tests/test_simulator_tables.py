"""What the fast simulator reads instead of calling the rules card by card: the table of
``takes``, the annonce points alone (``AnnonceKernels.awarded``) and a score line built slot
by slot; each checked on positions worked out by hand."""

from __future__ import annotations

import pickle
import random
from dataclasses import FrozenInstanceError, replace
from pathlib import Path

import pytest

from belote_spec.cards import CODE_INDEX
from belote_spec.engine.play import takes_over
from belote_spec.engine.scoring import DealScore, _new_deal_score
from belote_spec.engine.tables import MODE_INDEX

from .behaviour import variant_with
from .conftest import cards_mask as mask
from .conftest import compiled_rules as rules_of


def test_the_takes_table_names_the_cards_that_take_a_trick_over() -> None:
    # spades trumps (J 9 A T K Q 8 7), hearts plain (A T K Q J 9 8 7)
    tables = rules_of("classic").tables
    over = takes_over(tuple(tables.power[MODE_INDEX["S"]]), tables.trump_mask[MODE_INDEX["S"]])
    spades = mask("7S 8S 9S TS JS QS KS AS")
    assert over[CODE_INDEX["7H"]] == spades | mask("8H 9H TH JH QH KH AH")
    assert over[CODE_INDEX["AH"]] == spades
    assert over[CODE_INDEX["TH"]] == spades | mask("AH")
    assert over[CODE_INDEX["JS"]] == 0
    assert over[CODE_INDEX["9S"]] == mask("JS")
    assert over[CODE_INDEX["AS"]] == mask("JS 9S")
    # sans atout: no trump, the higher cards of the suit only
    sans = takes_over(tuple(tables.power[MODE_INDEX["SA"]]), tables.trump_mask[MODE_INDEX["SA"]])
    assert sans[CODE_INDEX["KD"]] == mask("TD AD")


def test_a_score_line_built_slot_by_slot_is_the_dataclass_s() -> None:
    args: dict[str, object] = {
        "NS": 90,
        "EW": 72,
        "outcome": "made",
        "held": 0,
        "taker": "NS",
        "capot": None,
        "card_points": {"NS": 90, "EW": 72},
        "totals": {"NS": 90, "EW": 72},
        "carried_to": None,
        "contract_value": 0,
        "multiplier": 1,
        "belote": {"NS": 0, "EW": 0},
        "annonces": {"NS": 0, "EW": 0},
        "raw_points": {"NS": 90, "EW": 72},
        "exact": False,
        "tricks": {"NS": 5, "EW": 3},
        "trick_bonuses": {"NS": 20, "EW": 0},
    }
    built = _new_deal_score(*args.values())
    assert type(built) is DealScore
    assert built == DealScore(**args)  # type: ignore[arg-type]
    assert built.EW == 72
    assert built.tricks == {"NS": 5, "EW": 3}
    assert built["NS"] == 90
    with pytest.raises(FrozenInstanceError):
        built.NS = 0  # type: ignore[misc]
    assert replace(built, NS=100) == DealScore(**{**args, "NS": 100})  # type: ignore[arg-type]
    assert pickle.loads(pickle.dumps(built)) == built


HEARTS = MODE_INDEX["H"]


def test_annonce_points_alone_a_cinquante_beats_a_tierce() -> None:
    # N (NS) a tierce to the 9 of spades (20), W (EW) a cinquante to the ace of diamonds
    # (50): EW scores its 50, NS nothing
    annonces = rules_of("classic").annonces
    hands = [mask("7S 8S 9S"), mask("JD QD KD AD"), mask("7C"), mask("9H")]
    assert annonces.awarded(hands, HEARTS, 0) == (0, 50, False)
    found = annonces.resolve(hands, HEARTS, 0)
    assert (found.awarded["NS"], found.awarded["EW"]) == (0, 50)


def test_annonce_points_alone_where_a_card_serves_once() -> None:
    # club: a card serves one annonce only. S holds the four jacks (200) and the queen and
    # king of clubs (J Q K of clubs, a tierce, if the jack served twice): the carré is kept,
    # 200 for NS
    annonces = rules_of("club").annonces
    hands = [mask("7S"), mask("8S"), mask("JS JH JD JC QC KC"), mask("9S")]
    assert annonces.awarded(hands, HEARTS, 0) == (200, 0, False)


def test_annonce_points_alone_where_annonces_are_off() -> None:
    annonces = rules_of("classic+sans-annonces").annonces
    hands = [mask("7S 8S 9S TS JS"), 0, 0, 0]
    assert annonces.awarded(hands, HEARTS, 0) == (0, 0, False)


@pytest.mark.parametrize(("effect", "cancelled"), [("deal", True), ("annonces", False)])
def test_annonce_points_alone_a_cancelling_carre(
    tmp_path: Path, effect: str, cancelled: bool
) -> None:
    # a carré of sevens cancels: N's tierce counts for nothing; the deal is cancelled where
    # the variant says so
    rules = variant_with(
        {},
        tmp_path,
        "classic",
        {"annonces": {"cancelling_carres": {"ranks": ["seven"], "effect": effect}}},
    )
    hands = [mask("8S 9S TS"), mask("7S 7H 7D 7C"), 0, 0]
    assert rules.annonces.awarded(hands, HEARTS, 0) == (0, 0, cancelled)
    assert rules.annonces.resolve(hands, HEARTS, 0).deal_cancelled is cancelled


@pytest.mark.parametrize("spec", ["classic", "club", "ffb-coinchee-2015", "bridgee"])
def test_annonce_points_alone_are_what_resolve_awards(spec: str) -> None:
    # random deals, every mode and first seat: the points and the cancelled deal of resolve
    annonces = rules_of(spec).annonces
    rng = random.Random(spec)
    for _ in range(300):
        deck = list(range(32))
        rng.shuffle(deck)
        hands = [sum(1 << c for c in deck[8 * seat : 8 * seat + 8]) for seat in range(4)]
        mode, first = rng.randrange(6), rng.randrange(4)
        found = annonces.resolve(hands, mode, first)
        expected = (found.awarded["NS"], found.awarded["EW"], found.deal_cancelled)
        assert annonces.awarded(hands, mode, first) == expected
