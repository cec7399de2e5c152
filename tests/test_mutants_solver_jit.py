"""Behaviour tests written for the mutants of the compiled solver
(``belote_spec/bots/solver.py``) that the other tests let survive
(docs/mutation-report.md); expected values worked by hand, and the Python solver
(:class:`~belote_spec.bots.solver.DoubleDummy`, the same search) asked the same.

Hearts are trumps throughout (classic: the card points of a plain suit are A 11, 10 10, K 4,
Q 3, J 2, 9 8 7 nothing; of trumps J 20, 9 14; the dix de der 10). Seats 0 and 2 are team 0
(NS), seats 1 and 3 team 1 (EW)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from belote_spec import load_variant
from belote_spec.bots.solver import DoubleDummy
from belote_spec.cards import CODE_INDEX
from belote_spec.engine.play import make_play_kernels
from belote_spec.engine.rules import Rules
from belote_spec.engine.tables import MODE_INDEX
from belote_spec.hookspecs import hookimpl
from belote_spec.simulation.batch import BatchUnsupported, numba_available

from .behaviour import variant_with, with_rules
from .skips import missing

pytestmark = pytest.mark.skipif(not numba_available(), reason=missing("numba", "extra fast"))

if numba_available():
    from belote_spec.bots.solver import JitDoubleDummy

HEARTS = MODE_INDEX["H"]


def _hand(*codes: str) -> int:
    return sum(1 << CODE_INDEX[code] for code in codes)


def _cards(*codes: str) -> list[int]:
    return [CODE_INDEX[code] for code in codes]


@pytest.fixture(scope="module")
def classic() -> Rules:
    """classic, its compiled solver's kernels compiled (or loaded from numba's cache) once
    for the module: a last trick of one card each, led by seat 0's A♠, solved (21 + 10)."""
    rules = load_variant("classic").compile()
    last = [_hand("AS"), _hand("7S"), _hand("8S"), _hand("9S")]
    assert JitDoubleDummy.for_rules(rules, table_bits=8).solve(last, 0, HEARTS) == 21
    return rules


@pytest.fixture(scope="module")
def never_trump(tmp_path_factory: pytest.TempPathFactory) -> Rules:
    """classic with ``play.must_trump: never``: a player who cannot follow may discard even
    when an opponent holds the trick."""
    folder = tmp_path_factory.mktemp("never-trump")
    return variant_with({}, folder, "classic", with_rules(("play.must_trump", "never")))


def _both(rules: Rules) -> list[Any]:
    """A fresh compiled solver (a small table) and a fresh Python solver of ``rules``."""
    return [JitDoubleDummy.for_rules(rules, table_bits=8), DoubleDummy.for_rules(rules)]


# ------------------------------------------------------------------ the last trick's dix de der


def test_the_dix_de_der_of_a_last_trick_the_defence_takes_is_theirs(classic: Rules) -> None:
    """The last trick: seat 0 leads the 7♠; seat 1 holds the 8♠, seat 2 the 9♠, seat 3 the A♠.
    Every card is forced: seat 3's ace takes the trick, 0 + 0 + 0 + 11 and the dix de der 10,
    21 points to team 1 and none to team 0.

    Solved from the middle of the trick (the search ends at a trick start with no card left:
    the dix de der to the team of the seat that took the last trick, who would lead next) and
    from before it (each card of seat 0 valued by a search begun after it)."""
    hands = [_hand("7S"), _hand("8S"), _hand("9S"), _hand("AS")]
    for solver in _both(classic):
        after = [0, *hands[1:]]
        assert solver.solve(after, 0, HEARTS, _cards("7S")) == 0
        assert solver.solve(after, 0, HEARTS, _cards("7S"), team=1) == 21
        # two cards on the table, seat 2 to move (team 0)
        assert solver.solve([0, 0, *hands[2:]], 0, HEARTS, _cards("7S", "8S")) == 0
        # from before the trick: seat 0's only card is worth nothing to its team
        assert solver.move_values(hands, 0, HEARTS) == {CODE_INDEX["7S"]: 0}
        assert solver.best_move(hands, 0, HEARTS) == (CODE_INDEX["7S"], 0)
        assert solver.solve(hands, 0, HEARTS, team=1) == 21


# ------------------------------------------------------------------ the order of the cards tried


def test_the_cheapest_card_that_beats_the_trick_in_its_suit_is_tried_first(
    classic: Rules,
) -> None:
    """Two tricks left. Seat 0 led the K♦ (4), seat 1 discarded the 8♠ (no diamond, no
    trump), seat 2 played the 8♦: the K♦ holds the trick, for team 0. Seat 3 (team 1) holds
    the 10♦ and the 7♦, and must follow diamonds; then seat 0 holds the A♣, seat 1 the 9♠,
    seat 2 the 7♣. Points in play: K♦ 4 + 10♦ 10 + A♣ 11 + the dix de der 10 = 35.

    * 10♦: seat 3 takes the trick (4 + 10 = 14 to team 1) and leads the 7♦ to the last trick,
      which nobody can follow or trump: the 7♦ takes the A♣ and the dix de der, 21 more to
      team 1. Team 0 takes 0.
    * 7♦: the K♦ takes the trick (4 to team 0); seat 0 leads the A♣, which takes the 9♠, the
      7♣ and the 10♦ (seat 3's last card): 11 + 10 + the dix de der 10. Team 0 takes 35.

    So team 0 takes 0. The solvers try, where an opponent holds the trick, the cheapest
    card that beats it first (here the 10♦, the only one): the first null-window search
    (is team 0's value 18 or more?) ends after that one card (0 < 18), and the range [0, 0]
    ends the search: one card tried. Tried in the order of their points (the 7♦ first), the
    search would try two (35, not below 18, then 0)."""
    hands = [_hand("AC"), _hand("9S"), _hand("7C"), _hand("TD", "7D")]
    trick = _cards("KD", "8S", "8D")
    for solver in _both(classic):
        assert solver.solve(hands, 0, HEARTS, trick) == 0
        assert solver.stats.nodes == 1
    # each card, by hand: team 1 (seat 3's team) takes 35 after the 10♦, 0 after the 7♦
    for solver in _both(classic):
        assert solver.move_values(hands, 0, HEARTS, trick) == {
            CODE_INDEX["TD"]: 35,
            CODE_INDEX["7D"]: 0,
        }


def test_a_trump_that_beats_a_plain_card_is_tried_before_a_discard(never_trump: Rules) -> None:
    """``must_trump: never``. Two tricks left. Seat 0 led the K♦ (4), seat 1 discarded the
    8♠, seat 2 played the 8♦: the K♦ holds the trick, for team 0. Seat 3 (team 1) has no
    diamond: it holds the 9♥ (a trump, 14) and the 7♠, and may play either. Then seat 0 holds
    the A♣, seat 1 the 9♠, seat 2 the 7♣. Points in play: 4 + 14 + 11 + 10 = 39.

    * 9♥: seat 3 trumps the trick (4 + 14 = 18 to team 1) and leads the 7♠; seat 1's 9♠
      takes it with the A♣ and the dix de der (21 to team 1). Team 0 takes 0.
    * 7♠: the K♦ takes the trick (4 to team 0); seat 0 leads the A♣, seat 3 trumps it with
      its last card, the 9♥ (11 + 14 + 10 to team 1). Team 0 takes 4.

    So team 0 takes 0. The trump beats the K♦ and is tried first: the first null-window search
    (18 or more? the range is [0, 39]) ends after it (0), and the range [0, 0] ends the search:
    one card tried. A solver that took the 9♥ for a card that cannot win would try the 7♠
    first (fewer points): 4 < 18 ends the first search ([0, 4]), the second (2 or more?) tries
    the 7♠ (4) then the 9♥ (0): three cards."""
    hands = [_hand("AC"), _hand("9S"), _hand("7C"), _hand("9H", "7S")]
    trick = _cards("KD", "8S", "8D")
    for solver in _both(never_trump):
        assert solver.solve(hands, 0, HEARTS, trick) == 0
        assert solver.stats.nodes == 1
        assert solver.move_values(hands, 0, HEARTS, trick) == {
            CODE_INDEX["9H"]: 39,  # team 1's points: 39 - 0
            CODE_INDEX["7S"]: 35,  # 39 - 4
        }


# ------------------------------------------------------------------ a variant it cannot solve


class _OwnPlay:
    """A third-party plugin with card-play kernels of its own."""

    @hookimpl
    def belote_make_play(self, variant: Any, tables: Any) -> Any:
        return make_play_kernels(variant.rule("play"), tables)


def test_a_plugin_card_play_is_refused_with_its_whole_message(tmp_path: Path) -> None:
    path = tmp_path / "plugged.yaml"
    path.write_text(
        "title: Plugged\nextends: classic\nrules:\n  plugins: [own-play]\n", encoding="utf-8"
    )
    rules = load_variant(path).compile(plugins={"own-play": _OwnPlay()})
    with pytest.raises(BatchUnsupported) as caught:
        JitDoubleDummy.for_rules(rules)
    assert str(caught.value) == (
        f"{rules.variant.id}: the card play comes from the plugin 'own-play'; "
        "the compiled solver plays only the built-in play rules"
    )
