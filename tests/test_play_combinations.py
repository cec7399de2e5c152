"""Every combination of the values of the ``play`` rules, through every path of the legal cards.

The legal set is written once, in the play kernels (:mod:`belote_spec.engine.play`), and
reached by several paths: as Python, behind ``Rules.legal_cards``, ``Rules.legal_mask`` and
``Rules.explain``; compiled by numba, as the batch engine plays it (the set and its reason) and
as the compiled solver calls it (its ``_legal_cards`` hook). The independent
reference of the tests (``tests/reference.py``, written from the schema's descriptions) is the
check. The shipped variants use a few combinations of the ``play`` values; a variant file may
use any. So each combination of the values of the rules that decide a legal set is compiled,
read off the schema (a value added to the schema joins the product by itself), and every path
is compared on:

* hand-built positions, whose legal set under every combination is worked by hand from the
  schema's description of the rules that decide it (each position names them, and its table
  says which values give which set);
* a fixed set of random positions (seeded: the same every run), compared with the reference;
* positions and combinations drawn by hypothesis, for what the fixed sets miss.

``explain`` is checked on the same positions: it refuses exactly the cards outside the legal
set, and the rule it names is the one at stake: ``play.follow_suit`` for a card of another suit
while holding the led one; otherwise, on a hand-built position, one of the rules that decide it,
and on any position a rule that, set to another of its values (the others unchanged), would
let the card be played.

Seats play N → W → S → E (partners N–S, E–W); tricks are written from their leader, N unless
said; the player to move is the next seat. Trump is hearts unless the mode says otherwise
(trump order J 9 A 10 K Q 8 7).
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections.abc import Callable, Iterator, Mapping
from functools import cache
from typing import Any, TypeVar

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_spec import Variant, load_variant
from belote_spec.cards import CODE_INDEX
from belote_spec.engine import Rules
from belote_spec.engine.play import make_play_kernels
from belote_spec.engine.tables import MODE_INDEX
from belote_spec.loader import freeze, thaw
from belote_spec.schema import rule_paths, rule_schema
from belote_spec.simulation.batch import numba_available
from belote_spec.simulation.batch.compiler import play_flags

from . import reference as ref
from .behaviour import covers
from .conftest import examples

# --------------------------------------------------------------------------------------------
# The product of the values
# --------------------------------------------------------------------------------------------

#: Every ``play`` rule of the schema that takes one of a list of values, with its values.
PLAY_ENUMS: dict[str, tuple[str, ...]] = {
    path.removeprefix("play."): tuple((rule_schema(path) or {})["enum"])
    for path in rule_paths()
    if path.startswith("play.") and "enum" in (rule_schema(path) or {})
}


class Reading(Mapping[str, Any]):
    """A ``play`` mapping that records the rules read from it."""

    def __init__(self, data: Mapping[str, Any]) -> None:
        self.data = data
        self.read: set[str] = set()

    def __getitem__(self, key: str) -> Any:
        self.read.add(key)
        return self.data[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.data)

    def __len__(self) -> int:
        return len(self.data)


@cache
def base_rules() -> Rules:
    return load_variant("base").compile()


def _reads() -> dict[str, set[str]]:
    """The ``play`` rules each copy reads to build its legal sets."""
    play = dict(load_variant("base").rule("play"))
    out: dict[str, set[str]] = {}
    for name, read in (
        ("kernel", lambda p: make_play_kernels(p, base_rules().tables)),
        ("batch", play_flags),
        ("reference", lambda p: ref.legal_cards(p, ["7H"], ["AS"], "H")),
    ):
        reading = Reading(play)
        read(reading)
        out[name] = reading.read
    return out


READS = _reads()
#: The rules that decide a legal set: those the reference reads (it reads every rule it
#: knows, on every call); the other copies read no others (checked below).
OBLIGATIONS: tuple[str, ...] = tuple(rule for rule in PLAY_ENUMS if rule in READS["reference"])
#: Every combination of their values.
COMBINATIONS: tuple[dict[str, str], ...] = tuple(
    dict(zip(OBLIGATIONS, values, strict=True))
    for values in itertools.product(*(PLAY_ENUMS[rule] for rule in OBLIGATIONS))
)

F = TypeVar("F", bound=Callable[..., Any])


def covers_the_combinations(test: F) -> F:
    """Register ``test`` (:mod:`tests.behaviour`) as playing every value the combinations hold,
    on both engines: the engine's kernel, the batch engine's numpy and numba copies."""
    for rule in OBLIGATIONS:
        covers(f"play.{rule}", *sorted({play[rule] for play in COMBINATIONS}))(test)
    return test


def test_the_product_holds_every_value_of_every_rule_that_decides_a_legal_set() -> None:
    # the rules every copy reads are rules of the schema, each with its list of values
    every = READS["kernel"] | READS["batch"] | READS["reference"]
    assert every <= set(PLAY_ENUMS)
    # the product is over every rule any copy reads...
    assert every == set(OBLIGATIONS)
    # ...and every value the schema gives them; the reference refuses a value it cannot read
    # (so a value added to the schema fails here until the reference reads it)
    for rule in OBLIGATIONS:
        assert ref.KNOWN[rule] == PLAY_ENUMS[rule], rule
    assert len(COMBINATIONS) == np.prod([len(PLAY_ENUMS[r]) for r in OBLIGATIONS])
    # the other play rules say who leads and what an illegal card costs: no copy reads them,
    # so no value of theirs can change a legal set
    assert {"first_lead", "next_lead", "illegal_card"} <= set(PLAY_ENUMS) - every
    assert "partner_master_undertrump" in OBLIGATIONS  # the rules of issue 25's point 3
    assert "must_trump" in OBLIGATIONS
    bad = {**dict(load_variant("base").rule("play")), "must_trump": "sometimes"}
    with pytest.raises(ValueError, match=r"does not read play\.must_trump"):
        ref.legal_cards(bad, ["7H"], ["AS"], "H")


@cache
def _base() -> Variant:
    """``base``, loaded once for the 1,080 combinations (its files found and read once)."""
    return load_variant("base")


@cache
def rules_for(index: int) -> Rules:
    """The engine compiled with combination ``index``: ``base`` with every contract mode and
    those ``play`` values, compiled through the built-in hooks as any variant is."""
    variant = _base()
    data = thaw(variant.rules)
    data["bidding"]["modes"] = {"suit": True, "sans_atout": True, "tout_atout": True}
    data["play"].update(COMBINATIONS[index])
    return dataclasses.replace(variant, rules=freeze(data)).compile()


# --------------------------------------------------------------------------------------------
# Positions and the copies
# --------------------------------------------------------------------------------------------

SEATS = ("N", "W", "S", "E")


@dataclasses.dataclass(frozen=True)
class Position:
    hand: tuple[str, ...]
    trick: tuple[str, ...]
    mode: str

    @property
    def hand_mask(self) -> int:
        return sum(1 << CODE_INDEX[c] for c in self.hand)

    @property
    def cards(self) -> list[int]:
        return [CODE_INDEX[c] for c in self.trick]

    @property
    def played(self) -> list[tuple[str, str]]:
        return [(SEATS[i], card) for i, card in enumerate(self.trick)]

    def revoke(self, card: str) -> bool:
        """Whether ``card`` is of another suit than the led one, held by the hand."""
        led = ref.suit(self.trick[0]) if self.trick else None
        return (
            led is not None and ref.suit(card) != led and any(ref.suit(c) == led for c in self.hand)
        )


def codes(mask: int) -> set[str]:
    return {code for code, i in CODE_INDEX.items() if (mask >> i) & 1}


def engine_sets(index: int, position: Position) -> dict[str, set[str]]:
    """The legal set of ``position`` under combination ``index``, from the engine: its public
    method and its kernel."""
    rules = rules_for(index)
    mode = MODE_INDEX[position.mode]
    return {
        "Rules.legal_cards": {
            c.code for c in rules.legal_cards(list(position.hand), position.played, position.mode)
        },
        "kernel": codes(rules.legal_mask(position.hand_mask, position.cards, mode)),
    }


def compiled_sets(index: int, positions: list[Position]) -> list[tuple[int, int]]:
    """``(legal set, reason)`` of each position from the play kernel as numba compiles it for
    the batch engine (:data:`belote_spec.simulation.batch.jit.COMPILED`)."""
    from belote_spec.simulation.batch.jit import COMPILED

    tables = _numba_tables()
    rules = tuple(play_flags(COMBINATIONS[index]))
    analyse = COMPILED["analyse_trick"]
    return [
        analyse(
            p.hand_mask,
            np.array(p.cards, np.int64),
            MODE_INDEX[p.mode],
            tables[0],
            tables[1],
            tables[2],
            rules,
        )
        for p in positions
    ]


@cache
def _numba_tables() -> tuple[Any, ...]:
    tables = base_rules().tables
    return (
        np.array(tables.power, np.int64),
        np.array(tables.above, np.int64),
        np.array(tables.trump_mask, np.int64),
    )


def numba_sets(index: int, positions: list[Position]) -> list[set[str]]:
    """The legal sets from the compiled kernels: the batch engine's (the reason too, the same
    as the engine's) and the compiled solver's (its ``_legal_cards`` hook, compiled: the legal
    set and the position of the card holding the trick)."""
    from belote_spec.bots.solver import _compiled_kernels

    legal_cards = _compiled_kernels()["_legal_cards"]
    rules = rules_for(index)
    power, above, trump_mask = _numba_tables()
    play = (above, trump_mask, tuple(play_flags(COMBINATIONS[index])))
    out = []
    for p, got in zip(positions, compiled_sets(index, positions), strict=True):
        mode = MODE_INDEX[p.mode]
        assert got == rules.play.analyse(p.hand_mask, p.cards, mode), f"reason: {p}"
        holder = ref.winner_index(list(p.trick), p.mode) if p.trick else 0
        trick = np.array(p.cards, np.int64)
        solver = legal_cards(
            p.hand_mask, trick, 0, len(trick), mode, power[mode], int(trump_mask[mode]), play
        )
        assert solver == (got[0], holder), f"the compiled solver's: {p}"
        out.append(codes(int(got[0])))
    return out


NUMBA = numba_available()


def check_explain(index: int, position: Position, legal: set[str], deciding: set[str]) -> None:
    """``explain`` refuses exactly the cards outside ``legal``, each for a rule at stake: a
    revoke for ``play.follow_suit``; otherwise a rule of ``deciding`` (if given) that, set to
    another of its values, would let the card be played (by the reference)."""
    rules = rules_for(index)
    play = COMBINATIONS[index]
    for card in position.hand:
        err = rules.explain(list(position.hand), position.played, position.mode, card)
        context = f"{play} {position} {card}"
        if card in legal:
            assert err is None, f"{context}: {err}"
            continue
        assert err is not None, context
        assert err.sentence, context
        assert set(err.allowed) == legal, context
        rule = err.rule.removeprefix("play.")
        if rule == "follow_suit":
            assert position.revoke(card), f"{context}: not a revoke"
            continue
        assert not position.revoke(card), f"{context}: a revoke named {err.rule}"
        if deciding:
            assert rule in deciding, f"{context}: {err.rule} does not decide here"
        others = [value for value in PLAY_ENUMS[rule] if value != play[rule]]
        assert any(
            card
            in ref.legal_cards({**play, rule: value}, position.hand, position.trick, position.mode)
            for value in others
        ), f"{context}: no other value of {err.rule} allows it"


#: Values that let a lower trump go under a partner master with a trump, for a hand that holds
#: another suit and no higher trump.
LOWER_GOES = "allowed|only_trumps_must_overtrump|overtrump_if_able"

# --------------------------------------------------------------------------------------------
# Hand-built positions, worked by hand under every combination
# --------------------------------------------------------------------------------------------

ANY = "*"


@dataclasses.dataclass(frozen=True)
class Case:
    """A position and its legal set under every combination, worked by hand: ``decided_by``
    names the rules that decide it; each row gives, for the values of those rules (one value,
    several joined by ``|``, or ``*`` for any), the legal set. Exactly one row fits each
    combination: a value added to the schema that no row names fails the test until the
    table is worked for it."""

    hand: str
    trick: str
    decided_by: tuple[str, ...]
    rows: tuple[tuple[tuple[str, ...], str], ...]
    mode: str = "H"

    @property
    def position(self) -> Position:
        return Position(tuple(self.hand.split()), tuple(self.trick.split()), self.mode)

    def expected(self, play: Mapping[str, str]) -> set[str]:
        fits = [
            legal
            for pattern, legal in self.rows
            if all(
                part == ANY or play[rule] in part.split("|")
                for rule, part in zip(self.decided_by, pattern, strict=True)
            )
        ]
        assert len(fits) == 1, f"{len(fits)} rows of the table fit {play}"
        return set(fits[0].split())


CASES: dict[str, Case] = {
    # follow_suit « required »: a card of the led suit; nothing above N's AS, so any of them
    # whatever plain_climb says, and after an opponent trumped no spade beats the trump.
    "follow-plain": Case("7S KS JH 8D", "AS", (), (((), "7S KS"),)),
    "follow-after-opponent-trumped": Case("8S JH", "AS 7H", (), (((), "8S"),)),
    # plain_climb: W on N's KS holds AS (above) and 7S (below): « required » the AS, « none »
    # either spade.
    "plain-climb": Case(
        "AS 7S JH 8D",
        "KS",
        ("plain_climb",),
        ((("required",), "AS"), (("none",), "AS 7S")),
    ),
    # S on N's KS (his partner holds it over W's 7S): « required » even over the partner.
    "plain-climb-over-partner": Case(
        "AS 8S 9D",
        "KS 7S",
        ("plain_climb",),
        ((("required",), "AS"), (("none",), "AS 8S")),
    ),
    # S on N's 9S, beaten by W's KS: he must beat the KS, not the 9S: the AS, not the TS
    # (plain order A 10 K Q J 9 8 7: the TS is above the KS too), nor the JS.
    "plain-climb-over-the-holder": Case(
        "AS TS JS 7D",
        "9S KS",
        ("plain_climb",),
        ((("required",), "AS TS"), (("none",), "AS TS JS")),
    ),
    # W trumped N's 8S with the 7H: no spade beats a trump, any spade, whatever the rule.
    "plain-climb-trumped": Case("AS 9S KD", "8S 7H", (), (((), "AS 9S"),)),
    # trump_lead, W to move on N's 9H: « must_overtrump » and « overtrump_unless_partner_master »
    # (his partner has not played) ask for a higher trump; « any_trump » any trump.
    "trump-led-opponent-holds": Case(
        "JH 7H AS",
        "9H",
        ("trump_lead",),
        (
            (("must_overtrump|overtrump_unless_partner_master",), "JH"),
            (("any_trump",), "JH 7H"),
        ),
    ),
    # S to move, his partner N holds with 9H: « must_overtrump » even over the partner, the
    # other two any trump.
    "trump-led-partner-holds": Case(
        "JH 8H AS 7D",
        "9H 7H",
        ("trump_lead",),
        (
            (("must_overtrump",), "JH"),
            (("overtrump_unless_partner_master|any_trump",), "JH 8H"),
        ),
    ),
    # S to move, W (an opponent) holds with 9H over N's 7H.
    "trump-led-opponent-over-partner": Case(
        "JH 8H KD",
        "7H 9H",
        ("trump_lead",),
        (
            (("must_overtrump|overtrump_unless_partner_master",), "JH"),
            (("any_trump",), "JH 8H"),
        ),
    ),
    # Nothing higher than JH: any trump; no trump: any card.
    "trump-led-cannot-climb": Case("9H 7H AS", "JH", (), (((), "9H 7H"),)),
    "trump-led-no-trump": Case("AS 7D KC", "JH", (), (((), "AS 7D KC"),)),
    # Void, no trump down, W's partner has not played: must_trump « unless_partner_master »
    # and « always » ask for a trump (any: none to beat), « never » does not.
    "void-partner-not-played": Case(
        "7H JH KD",
        "AS",
        ("must_trump",),
        (
            (("unless_partner_master|always",), "7H JH"),
            (("never",), "7H JH KD"),
        ),
    ),
    # S void, his partner N's KS beaten by W's AS: not master, the same.
    "void-partner-beaten": Case(
        "8H QD 9C",
        "KS AS",
        ("must_trump",),
        (
            (("unless_partner_master|always",), "8H"),
            (("never",), "8H QD 9C"),
        ),
    ),
    # S void, N master with a plain card: « always » asks for a trump even then, the others
    # do not; partner_master_undertrump speaks of a partner master « with a trump »: not here.
    "void-partner-master-plain": Case(
        "JH 7H KD",
        "AS 7S",
        ("must_trump",),
        (
            (("always",), "JH 7H"),
            (("unless_partner_master|never",), "JH 7H KD"),
        ),
    ),
    "void-partner-master-plain-fourth-seat": Case(
        "7H KD",
        "7S AS 8S",
        ("must_trump",),
        (
            (("always",), "7H"),
            (("unless_partner_master|never",), "7H KD"),
        ),
    ),
    # E void, his partner W master with TH; E holds JH (higher), 7H (lower), QD.
    # Trumping is free (« unless_partner_master », « never ») or due (« always »); then
    # partner_master_undertrump: « allowed » any card; « forbidden » and
    # « forbidden_unless_only_trumps » (he holds another suit) a trump must beat TH;
    # « only_trumps_must_overtrump » free (he holds another suit); « overtrump_if_able »: any
    # other card, a trump must beat TH (he can).
    "partner-trumped-higher-lower-other": Case(
        "JH 7H QD",
        "KS TH 7S",
        ("must_trump", "partner_master_undertrump"),
        (
            (("unless_partner_master|never", "allowed|only_trumps_must_overtrump"), "JH 7H QD"),
            (
                (
                    "unless_partner_master|never",
                    "forbidden|forbidden_unless_only_trumps|overtrump_if_able",
                ),
                "JH QD",
            ),
            (("always", "allowed|only_trumps_must_overtrump"), "JH 7H"),
            (("always", "forbidden|forbidden_unless_only_trumps|overtrump_if_able"), "JH"),
        ),
    ),
    # Issue 25, point 3: E holds only trumps lower than his partner's TH, and a diamond.
    # « forbidden »: « a trump you play must beat your partner's (if you hold none higher,
    # discard another suit if you can) »; « forbidden_unless_only_trumps » the same (he holds
    # another suit): QD, whether trumping is due (« always ») or not. The other values let a
    # lower trump go: « allowed », « only_trumps_must_overtrump » (not only trumps),
    # « overtrump_if_able » (none higher); under « always » a trump is then due.
    "partner-trumped-only-lower-and-other": Case(
        "8H 7H QD",
        "KS TH 7S",
        ("must_trump", "partner_master_undertrump"),
        (
            (("unless_partner_master|never", LOWER_GOES), "8H 7H QD"),
            (("*", "forbidden|forbidden_unless_only_trumps"), "QD"),
            (("always", LOWER_GOES), "8H 7H"),
        ),
    ),
    # The same after S trumped under W: 8H beats S's 7H but not the partner's TH, the trump
    # that holds.
    "partner-trumped-opponent-under": Case(
        "8H QD",
        "KS TH 7H",
        ("must_trump", "partner_master_undertrump"),
        (
            (("unless_partner_master|never", LOWER_GOES), "8H QD"),
            (("*", "forbidden|forbidden_unless_only_trumps"), "QD"),
            (("always", LOWER_GOES), "8H"),
        ),
    ),
    # Only trumps, one higher and one lower than the partner's TH: « allowed » and
    # « forbidden_unless_only_trumps » any of them; « forbidden », « only_trumps_must_overtrump »
    # and « overtrump_if_able » the higher one. A trump is all he has: must_trump changes
    # nothing.
    "partner-trumped-only-trumps": Case(
        "JH 7H",
        "KS TH 7S",
        ("partner_master_undertrump",),
        (
            (("allowed|forbidden_unless_only_trumps",), "JH 7H"),
            (("forbidden|only_trumps_must_overtrump|overtrump_if_able",), "JH"),
        ),
    ),
    # Only trumps, all lower: « forbidden » lets him play one (« if you can » discard: he
    # cannot); every value the same.
    "partner-trumped-only-lower-trumps": Case("8H 7H", "KS TH 7S", (), (((), "8H 7H"),)),
    # S void, W (an opponent) trumped with TH; S holds JH (higher), 7H (lower), KD.
    # « never »: free, but a trump must go over TH if overtrump is « required » (he can);
    # otherwise a trump, over TH if « required ».
    "opponent-trumped-higher-lower-other": Case(
        "JH 7H KD",
        "AS TH",
        ("must_trump", "overtrump"),
        (
            (("never", "required"), "JH KD"),
            (("never", "optional"), "JH 7H KD"),
            (("unless_partner_master|always", "required"), "JH"),
            (("unless_partner_master|always", "optional"), "JH 7H"),
        ),
    ),
    # E void, his partner W trumped with 8H, S overtrumped with AH: an opponent holds.
    "partner-overtrumped": Case(
        "9H 7H 7C",
        "AD 8H AH",
        ("must_trump", "overtrump"),
        (
            (("never", "required"), "9H 7C"),
            (("never", "optional"), "9H 7H 7C"),
            (("unless_partner_master|always", "required"), "9H"),
            (("unless_partner_master|always", "optional"), "9H 7H"),
        ),
    ),
    # S void, W trumped with JH, S holds lower trumps and other suits: « never » free;
    # otherwise undertrump: « required » a lower trump, « waived » any card, « forbidden »
    # another suit.
    "opponent-trumped-only-lower-and-other": Case(
        "9H 7H KD 8C",
        "AS JH",
        ("must_trump", "undertrump"),
        (
            (("never", "*"), "9H 7H KD 8C"),
            (("unless_partner_master|always", "required"), "9H 7H"),
            (("unless_partner_master|always", "waived"), "9H 7H KD 8C"),
            (("unless_partner_master|always", "forbidden"), "KD 8C"),
        ),
    ),
    # Nothing but lower trumps: any of them, whatever the rules.
    "opponent-trumped-only-lower-trumps": Case("9H 7H", "AS JH", (), (((), "9H 7H"),)),
    # Void and no trump: any card.
    "void-no-trump": Case("KD 8C", "AS JH", (), (((), "KD 8C"),)),
    # Tout atout, tout_atout_climb: « required » beat the card that holds if you can (even
    # the partner's), « none » only follow suit.
    "ta-climb": Case(
        "9S TS 7S KD",
        "AS",
        ("tout_atout_climb",),
        ((("required",), "9S"), (("none",), "9S TS 7S")),
        mode="TA",
    ),
    "ta-climb-over-partner": Case(
        "JS TS 7S 8D",
        "9S AS",
        ("tout_atout_climb",),
        ((("required",), "JS"), (("none",), "JS TS 7S")),
        mode="TA",
    ),
    # At tout atout plain_climb has no say: ta-climb above, with « none », plays the same
    # under both of its values (no row names it).
    # At tout atout a card of another suit never holds: N's 7S holds, not W's JH.
    "ta-offsuit-never-holds": Case("8S 9D", "7S JH", (), (((), "8S"),), mode="TA"),
    "ta-cannot-climb": Case("9S 7S AD", "JS", (), (((), "9S 7S"),), mode="TA"),
    "ta-void": Case("AD 7C", "JS", (), (((), "AD 7C"),), mode="TA"),
    # Sans atout: follow suit, no trumping; every suit is plain, so plain_climb « required »
    # asks to beat the card holding the trick (the partner's too), « none » does not.
    "sa-follow": Case(
        "AS 7S JH",
        "KS",
        ("plain_climb",),
        ((("required",), "AS"), (("none",), "AS 7S")),
        mode="SA",
    ),
    "sa-follow-partner-holds": Case(
        "AS 8S JD",
        "KS 7S",
        ("plain_climb",),
        ((("required",), "AS"), (("none",), "AS 8S")),
        mode="SA",
    ),
    "sa-cannot-climb": Case("KS 7S JD", "AS", (), (((), "KS 7S"),), mode="SA"),
    "sa-void": Case("JH 9D 7C", "KS", (), (((), "JH 9D 7C"),), mode="SA"),
    # A lead: any card.
    "lead": Case("JH 7S AD 9C", "", (), (((), "JH 7S AD 9C"),)),
}


def test_every_table_value_is_a_schema_value() -> None:
    """A typo in a table would make a row fit nothing (or hide a value): each value a row
    names is a value of its rule, and each rule a case names decides legal sets."""
    for name, case in CASES.items():
        assert set(case.decided_by) <= set(OBLIGATIONS), name
        for pattern, _legal_set in case.rows:
            assert len(pattern) == len(case.decided_by), name
            for rule, part in zip(case.decided_by, pattern, strict=True):
                if part != ANY:
                    assert set(part.split("|")) <= set(PLAY_ENUMS[rule]), (name, part)


@covers_the_combinations
@pytest.mark.parametrize("must_trump", PLAY_ENUMS["must_trump"])
@pytest.mark.parametrize("name", list(CASES))
def test_hand_worked_position_under_every_combination(name: str, must_trump: str) -> None:
    """Each case under every combination, a third of them (one value of must_trump) per test:
    each test worker compiles the engines of its share of the combinations only."""
    case = CASES[name]
    position = case.position
    deciding = set(case.decided_by)
    for index, play in enumerate(COMBINATIONS):
        if play["must_trump"] != must_trump:
            continue
        expected = case.expected(play)
        context = f"{name} under {play}"
        for copy, got in engine_sets(index, position).items():
            assert got == expected, f"{copy}: {context}"
        assert ref.legal_cards(play, position.hand, position.trick, position.mode) == expected
        if NUMBA:
            assert numba_sets(index, [position]) == [expected], f"numba: {context}"
        if _one_factor_at_a_time(play, deciding):
            check_explain(index, position, expected, deciding)


def _one_factor_at_a_time(play: dict[str, str], deciding: set[str]) -> bool:
    """Whether ``explain`` is checked under ``play`` for a position its ``deciding`` rules
    decide: every value of those rules, each other rule through all its values while the
    rest keep their first (the legal sets are checked under every combination; the reasons
    under these, about a tenth of them)."""
    moved = [r for r in OBLIGATIONS if r not in deciding and play[r] != PLAY_ENUMS[r][0]]
    return len(moved) <= 1


# --------------------------------------------------------------------------------------------
# Random positions: every copy against the reference
# --------------------------------------------------------------------------------------------


def random_positions(seed: int, count: int) -> list[Position]:
    """``count`` positions with one to three cards on the table: any mode (suit contracts
    more often: their rules are the most), and a hand void in the led suit more than half of
    the time (where the rules differ). The table need not be reachable by legal play."""
    rng = random.Random(seed)
    out: list[Position] = []
    while len(out) < count:
        deck = list(ref.DECK)
        rng.shuffle(deck)
        size = rng.randint(1, 3)
        trick = tuple(deck[:size])
        hand = deck[size : size + rng.randint(1, 8)]
        if rng.random() < 0.6:
            hand = [c for c in hand if ref.suit(c) != ref.suit(trick[0])] or hand
        mode = rng.choice((*ref.SUITS, *ref.SUITS, "SA", "TA"))
        out.append(Position(tuple(hand), trick, mode))
    return out


#: 80 positions: with plain_climb the product doubled to 1,080 combinations; the pairs of a
#: position and a combination stay as many as before (160 under 540).
POSITIONS = random_positions(2025, 80)


@pytest.mark.slow
@covers_the_combinations
@pytest.mark.parametrize("must_trump", PLAY_ENUMS["must_trump"])
def test_random_positions_under_every_combination(must_trump: str) -> None:
    """One test for each value of must_trump, to share the work between the test workers."""
    for index, play in enumerate(COMBINATIONS):
        if play["must_trump"] != must_trump:
            continue
        expected = [ref.legal_cards(play, p.hand, p.trick, p.mode) for p in POSITIONS]
        if NUMBA:
            assert numba_sets(index, POSITIONS) == expected, f"numba under {play}"
        for position, legal in zip(POSITIONS, expected, strict=True):
            context = f"{position} under {play}"
            assert legal, context
            for copy, got in engine_sets(index, position).items():
                assert got == legal, f"{copy}: {context}"
        # explain on a few of them (every card of the hand)
        for position, legal in zip(POSITIONS[::8], expected[::8], strict=True):
            check_explain(index, position, legal, set())


@settings(max_examples=examples(200), deadline=None)
@given(
    index=st.integers(min_value=0, max_value=len(COMBINATIONS) - 1),
    deck=st.permutations(ref.DECK),
    size=st.integers(min_value=0, max_value=3),
    hand_size=st.integers(min_value=1, max_value=8),
    mode=st.sampled_from(ref.MODES),
    void=st.booleans(),
)
def test_drawn_positions_and_combinations(
    index: int, deck: list[str], size: int, hand_size: int, mode: str, void: bool
) -> None:
    trick = tuple(deck[:size])
    hand = deck[size : size + hand_size]
    if void and trick:
        hand = [c for c in hand if ref.suit(c) != ref.suit(trick[0])] or hand
    position = Position(tuple(hand), trick, mode)
    play = COMBINATIONS[index]
    legal = ref.legal_cards(play, position.hand, trick, mode)
    for copy, got in engine_sets(index, position).items():
        assert got == legal, f"{copy}: {position} under {play}"
    if NUMBA:
        assert numba_sets(index, [position]) == [legal]
    check_explain(index, position, legal, set())


# --------------------------------------------------------------------------------------------
# Issue 25, point 3, through a variant file
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("partner", ["forbidden", "forbidden_unless_only_trumps"])
def test_must_trump_always_with_no_undertrumping_the_partner_discards(
    tmp_path: Any, partner: str
) -> None:
    """A variant file with ``must_trump: always`` and this partner_master_undertrump: E, whose
    partner W holds the trick with TH, holds only lower trumps and a diamond: he discards
    (« if you hold none higher, discard another suit if you can »), and ``explain`` says a
    lower trump breaks partner_master_undertrump."""
    path = tmp_path / "x.yaml"
    path.write_text(
        "name: x\ntitle: x\nextends: base\nrules:\n"
        f"  play:\n    must_trump: always\n    partner_master_undertrump: {partner}\n",
        encoding="utf-8",
    )
    rules = load_variant(path).compile()
    played = [("N", "KS"), ("W", "TH"), ("S", "7S")]
    assert [c.code for c in rules.legal_cards("8H 7H QD", played, "H")] == ["QD"]
    err = rules.explain("8H 7H QD", played, "H", "8H")
    assert err is not None
    assert err.rule == "play.partner_master_undertrump"
    assert err.allowed == ("QD",)
    # with a higher trump he must play it: a discard breaks the duty to trump
    assert [c.code for c in rules.legal_cards("JH 7H QD", played, "H")] == ["JH"]
    err = rules.explain("JH 7H QD", played, "H", "QD")
    assert err is not None
    assert err.rule == "play.must_trump"
