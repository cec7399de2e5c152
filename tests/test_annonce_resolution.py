"""``annonces.resolution``: who scores the annonces (issue 28, the family's « how declarations
are compared »). ``best_team``: only the team holding the best annonce, then all of its
annonces (002); ``per_kind``: sequences and carrés compared apart, the best sequence's team
scoring all its sequences and the best carré's team all its carrés (Bulgarian Belot);
``each_own``: every team all of its own, nothing compared. Every expected score is worked by
hand from the hands written beside it, on the scalar engine (``Rules.declarations``, ``Game``)
and on the batch engine (its own annonce step, and whole deals replayed through the reference
kernels)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from belote_spec.cards import SEATS
from belote_spec.engine.rules import Rules
from belote_spec.simulation.batch import BatchEngine, numba_available

from .behaviour import each_value, variant_with, with_rules
from .skips import missing
from .test_batch import replay
from .test_every_value import batch_annonces, complete, game_with_hands

VALUES = ("best_team", "per_kind", "each_own")

_COMPILED: dict[str, Rules] = {}
_FOLDER: list[Path] = []


@pytest.fixture(scope="module", autouse=True)
def _variant_folder(tmp_path_factory: pytest.TempPathFactory) -> None:
    _FOLDER[:] = [tmp_path_factory.mktemp("annonce-resolution")]


def rules_of(value: str, *more: tuple[str, Any]) -> Rules:
    """classic with ``annonces.resolution: value`` and the rules ``more``, as a club's file
    that extends it would set them."""
    rules = variant_with(
        _COMPILED, _FOLDER[0], "classic", with_rules(("annonces.resolution", value), *more)
    )
    assert rules.variant.rule("annonces.resolution") == value
    return rules


def both_award(
    rules: Rules, hands: Sequence[Mapping[str, str]], trump: str, leaders: Sequence[str] = ()
) -> list[tuple[int, int]]:
    """The annonce points (NS, EW) of each set of ``hands``, the same on both engines."""
    first = list(leaders) or ["N"] * len(hands)
    scalar = []
    for h, f in zip(hands, first, strict=True):
        found = rules.declarations(h, trump, first=f)
        scalar.append((found.awarded["NS"], found.awarded["EW"]))
    batch, _voided = batch_annonces(rules, hands, trump, [SEATS.index(f) for f in first])
    assert batch == scalar
    return scalar


#: Trump ♠. N a tierce to the king of hearts (20), W a tierce to the queen of diamonds (20), E
#: the four nines (150).
TIERCE_AGAINST_CARRE = {"N": "JH QH KH", "W": "TD JD QD", "E": "9S 9H 9D 9C"}
#: Trump ♠. The same, W's tierce to the king too: the two best sequences are equal (neither in
#: trump, the same height).
EQUAL_TIERCES = {"N": "JH QH KH", "W": "JD QD KD", "E": "9S 9H 9D 9C"}
#: Trump ♥. Sequences only: N a cinquante to the ten of hearts (50), S a tierce to the nine
#: of clubs (20), W a cinquante to the ace of diamonds (50, higher than N's).
SEQUENCES_ONLY = {"N": "7H 8H 9H TH", "S": "7C 8C 9C", "W": "JD QD KD AD"}
#: Trump ♥. Both kinds on both sides: N the four aces (100), S a cinquante to the ten of clubs
#: (50), E the four jacks (200), W a tierce to the nine of diamonds (20).
BOTH_KINDS = {"N": "AS AH AD AC", "S": "7C 8C 9C TC", "E": "JS JH JD JC", "W": "7D 8D 9D"}


@each_value(
    "annonces.resolution",
    {
        # best_team: E's carré (150) is the best annonce: EW scores it and W's tierce, 170;
        # the tierces tie or not, it makes no difference; W's cinquante to the ace beats N's
        # to the ten: EW 50, N's and S's nothing; E's jacks (200) best: EW 200 + 20 = 220
        "best_team": [(0, 170), (0, 170), (0, 50), (0, 220)],
        # per_kind: N's tierce to the king beats W's to the queen (sequences: NS 20), E alone
        # has a carré (EW 150); equal tierces: no sequence scores, the carré still does (EW
        # 150); sequences only: as best_team (EW 50); S's cinquante beats W's tierce (NS 50),
        # the jacks beat the aces (EW 200)
        "per_kind": [(20, 150), (0, 150), (0, 50), (50, 200)],
        # each_own: everybody's: NS 20 / EW 150 + 20; NS 20 / EW 170; NS 50 + 20 / EW 50;
        # NS 100 + 50 / EW 200 + 20
        "each_own": [(20, 170), (20, 170), (70, 50), (150, 220)],
    },
)
def test_who_scores_the_annonces(value: str, expected: list[tuple[int, int]]) -> None:
    rules = rules_of(value)
    cases = [("S", TIERCE_AGAINST_CARRE), ("S", EQUAL_TIERCES), ("H", SEQUENCES_ONLY),
             ("H", BOTH_KINDS)]  # fmt: skip
    assert [both_award(rules, [hands], trump)[0] for trump, hands in cases] == expected


def test_per_kind_settles_each_kinds_tie_by_the_tie_rule() -> None:
    # still_tied: first_declared, the two equal tierces: the first holder from the leader
    # takes the sequences; E's carré is EW's whoever leads. N leads: N's tierce (NS 20), EW
    # 150; W leads: W's tierce, EW 20 + 150 = 170; E leads: W comes after N (N → W → S → E
    # round from E: E, N, W, S): N first, NS 20
    rules = rules_of("per_kind", ("annonces.still_tied", "first_declared"))
    hands = [EQUAL_TIERCES] * 3
    assert both_award(rules, hands, "S", ["N", "W", "E"]) == [(20, 150), (0, 170), (20, 150)]


#: Trump ♥, a card in one annonce only (card_reuse: none): N holds the four jacks and 9-10-Q-K
#: of hearts: he keeps the carré (200; the cent 9-10-J-Q-K of hearts would leave three
#: jacks); E a tierce A-K-Q of spades (20) and a cinquante 7-8-9-10 of diamonds (50). The
#: carré is the best annonce (best_team: NS 200); per kind, EW's sequences are the only ones
#: (EW 70) and N's carré the only carré (NS 200); each_own the same.
ONE_CARD_ONE_ANNONCE = {"best_team": (200, 0), "per_kind": (200, 70), "each_own": (200, 70)}


@pytest.mark.parametrize("value", VALUES)
def test_a_best_combination_is_split_by_kind_in_both_engines(value: str) -> None:
    rules = rules_of(value, ("annonces.card_reuse", "none"))
    hands = {"N": "JS JH JD JC 9H TH QH KH", "E": "AS KS QS 7D 8D 9D TD 7C"}
    assert both_award(rules, [hands], "H") == [ONE_CARD_ONE_ANNONCE[value]]


@pytest.mark.parametrize("value", VALUES)
def test_a_cancelling_carre_cancels_whatever_the_resolution(value: str) -> None:
    # the sevens cancel every annonce: W's four sevens void N's tierce and E's carré of
    # nines, with every resolution
    rules = rules_of(value, ("annonces.cancelling_carres.ranks", ["seven"]))
    hands = {"N": "JH QH KH", "W": "7S 7H 7D 7C", "E": "9S 9H 9D 9C"}
    assert both_award(rules, [hands], "S") == [(0, 0)]
    assert rules.declarations(hands, "S").cancelled


#: The annonce points (NS, EW) of TIERCE_AGAINST_CARRE when one seat does not show its
#: annonces, for each resolution and each ``unshown`` rule. Only an annonce that scores is
#: shown: a seat whose annonces do not score changes nothing by not showing them.
UNSHOWN = {
    # best_team: N's tierce does not score; E's carré does: void, the annonces compared again
    # without E: the tierces, N's higher: NS 20; opponents_score: E's 150 go to NS, W's 20
    # stay with EW
    "best_team": {"N": {"void": (0, 170), "opponents_score": (0, 170)},
                  "E": {"void": (20, 0), "opponents_score": (150, 20)}},
    # per_kind: N's tierce scores: void, W's tierce then wins the sequences: EW 20 + 150;
    # opponents_score: N's 20 go to EW: 150 + 20. E's carré unshown: void, no carré left:
    # NS 20; opponents_score: NS 20 + 150
    "per_kind": {"N": {"void": (0, 170), "opponents_score": (0, 170)},
                 "E": {"void": (20, 0), "opponents_score": (170, 0)}},
    # each_own: N's 20 lost (void) or given to EW (190); E's 150 lost or given to NS
    "each_own": {"N": {"void": (0, 170), "opponents_score": (0, 190)},
                 "E": {"void": (20, 20), "opponents_score": (170, 20)}},
}  # fmt: skip


@pytest.mark.parametrize("value", VALUES)
def test_an_unshown_annonce_is_one_that_scores(value: str) -> None:
    for rule in ("void", "opponents_score"):
        rules = rules_of(value, ("annonces.unshown", rule))
        for seat, by_rule in UNSHOWN[value].items():
            found = rules.declarations(TIERCE_AGAINST_CARRE, "S", unshown=[seat])
            assert (found.awarded["NS"], found.awarded["EW"]) == by_rule[rule], (seat, rule)


#: TIERCE_AGAINST_CARRE in a game (trump ♠, W deals, N takes and leads): the points (NS, EW)
#: and the annonces shown at the second trick, (seat, kind), those that score.
IN_GAME = {
    "best_team": ((0, 170), [("E", "carre"), ("W", "tierce")]),
    "per_kind": ((20, 150), [("E", "carre"), ("N", "tierce")]),
    "each_own": ((20, 170), [("E", "carre"), ("N", "tierce"), ("W", "tierce")]),
}


@pytest.mark.parametrize("value", VALUES)
def test_the_game_scores_and_shows_the_annonces_that_count(value: str) -> None:
    rules = rules_of(value)
    hands = complete(TIERCE_AGAINST_CARRE, avoid_belote="S")
    taker = next(s for s in SEATS if any(c[1] == "S" for c in hands[s].split()))
    game = game_with_hands(rules, "E", taker, "S", hands)
    points, shown = IN_GAME[value]
    resolution = game.deal.resolution
    assert resolution is not None
    assert (resolution.awarded["NS"], resolution.awarded["EW"]) == points
    assert resolution.winner == ("EW" if value == "best_team" else None)
    while len(game.deal.tricks or ()) < 1:  # the first trick: then the annonces are shown
        game.apply(next(a for a in game.legal_actions() if "+" not in a))
    seen = sorted((a.seat, a.kind) for a in game.observation("S").annonces)
    assert seen == shown


@pytest.mark.parametrize("value", ["per_kind", "each_own"])
def test_the_batch_engine_plays_whole_deals_as_the_reference(value: str) -> None:
    # whole random deals of the batch engine's loop (bidding, annonces, play, score), each
    # replayed through the reference kernels: the same annonce points on every deal, and
    # some deals where both teams score annonces (which best_team never gives)
    rules = rules_of(value)
    engine = BatchEngine(rules, "python")
    deals = 60
    table, trace = engine.trace_deals(deals, np.random.default_rng([28, len(value)]))
    assert trace is not None
    for i in range(deals):
        replay(rules, table, trace, i)
    both = (table["annonces_ns"] > 0) & (table["annonces_ew"] > 0)
    assert both.any()


@pytest.mark.skipif(not numba_available(), reason=missing("numba", "extra fast"))
@pytest.mark.parametrize("value", ["per_kind", "each_own"])
def test_the_compiled_batch_engine_gives_the_same_deals(value: str) -> None:
    # the same kernels compiled with numba: the same deals as the Python loop (those of the
    # test above, where both teams score annonces), annonce points included
    rules = rules_of(value)
    seed = [28, len(value)]
    a, _ta = BatchEngine(rules, "python").trace_deals(60, np.random.default_rng(seed))
    b, _tb = BatchEngine(rules, "numba").trace_deals(60, np.random.default_rng(seed))
    for name in a:
        assert np.array_equal(a[name], b[name]), name
    assert ((a["annonces_ns"] > 0) & (a["annonces_ew"] > 0)).any()
