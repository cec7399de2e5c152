"""The structure of a game beyond a points target (issue 28, the Belote family).

* ``game_end.instant_win: [eight_card_suit]``: a hand that wins the whole game at once
  (Croatian Bela: « Svih osam karata iste boje (belot) – odmah pobjeđuje cijelu igru », all
  eight cards of one suit win the whole game at once), looked at as soon as every hand is
  complete: at the deal where it gives every card, else after the bidding. The deal is not
  played and puts no line on the score sheet.
* ``game_end.no_win_through.line: [capot_for]``: a capot cannot win the game (Bulgarian Belot:
  « you cannot win the whole game by collecting all hands in one game »); the team that made
  it wins on that deal only if its total before it already passes the target, else the game
  goes on to the next deal.
* ``game_end.deals``: a game of a fixed number of deals (Klaverjas: « Een complete wedstrijd
  bestaat uit zestien spellen », sixteen deals, or « tot een van de paren 1500 punten vergaard
  heeft »: a variant may set both, the first of the two ends the game). The deals counted are
  those on the score sheet; after the last, the higher total wins and equal totals are settled
  by ``game_end.tie``.

Every expected result below is worked by hand from the rule's words; the games are short (a
target no deal reaches, a few deals) so that each test runs in a fraction of a second.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from belote_spec.bdd.golden import Deal, bidding_calls, deck_for
from belote_spec.engine import random_deals
from belote_spec.engine.game import Game
from belote_spec.engine.random_deals import Simulator
from belote_spec.engine.rules import Rules
from belote_spec.engine.scoring import DealScore
from belote_spec.i18n import translator
from belote_spec.simulation.batch import BatchEngine, BatchUnsupported
from belote_spec.simulation.parallel import resolve_backend
from belote_spec.terminal.printer import _Printer

from .behaviour import covers, outside_batch, variant_with, with_rules
from .test_every_value import game_with_hands, play_out

_FOLDER: list[Path] = []
_COMPILED: dict[str, Rules] = {}


@pytest.fixture(scope="module", autouse=True)
def _variant_folder(tmp_path_factory: pytest.TempPathFactory) -> None:
    _FOLDER[:] = [tmp_path_factory.mktemp("match-structure")]


def rules_of(*settings: tuple[str, Any], base: str = "classic") -> Rules:
    """``base`` with each ``(rule path, value)`` set, as a club's file that extends it."""
    return variant_with(_COMPILED, _FOLDER[0], base, with_rules(*settings))


def deals_rules(deals: int | None, tie: str = "extra_deal", target: int = 10000) -> Rules:
    """classic played over ``deals`` deals, to a ``target`` no short game reaches."""
    return rules_of(
        ("game_end.deals", deals),
        ("game_end.tie", tie),
        ("game_end.target", target),
        ("game_end.target_choices", []),
    )


def random_game(rules: Rules, seed: int) -> Game:
    """A whole game of random legal actions."""
    game = rules.new_game(seed=seed)
    rng = random.Random(seed)
    while not game.over:
        game.apply(rng.choice(game.legal_actions()))
    return game


# --------------------------------------------------------------------------------------------
# game_end.deals
# --------------------------------------------------------------------------------------------


def test_the_last_deal_ends_the_game_and_the_higher_total_wins() -> None:
    rules = deals_rules(16)
    before = {"NS": 300, "EW": 250}
    line = DealScore(20, 142, "made", taker="EW")
    # deal 15 of 16: 320 to 392, far from the target of 10000: the game goes on
    assert not rules.end_check(before, line, None).over
    assert rules.deals_end(before, line, 15) is None
    # deal 16: the last; EW have 392 against 320
    end = rules.deals_end(before, line, 16)
    assert end is not None
    assert end.winner == "EW"
    assert not end.draw
    assert end.difference == 320 - 392
    # without a number of deals, no deal count ends the game
    assert deals_rules(None).deals_end(before, line, 16) is None


@pytest.mark.parametrize(
    ("tie", "winner", "draw"),
    [("extra_deal", None, False), ("last_deal_winner", "EW", False), ("draw", None, True)],
)
def test_equal_totals_after_the_last_deal_follow_the_tie_rule(
    tie: str, winner: str | None, draw: bool
) -> None:
    rules = deals_rules(16, tie)
    before = {"NS": 300, "EW": 250}
    line = DealScore(81, 131, "made", taker="EW")  # 381 each; EW scored more on the deal
    end = rules.deals_end(before, line, 16)
    if tie == "extra_deal":
        assert end is None  # one more deal; the 17th is the last again
        ahead = DealScore(0, 162, "dedans", taker="NS")
        after = {"NS": 381, "EW": 381}
        later = rules.deals_end(after, ahead, 17)
        assert later is not None
        assert later.winner == "EW"
    else:
        assert end is not None
        assert end.winner == winner
        assert end.draw is draw
    # last_deal_winner with equal lines too: one more deal, as at the target
    even = deals_rules(16, "last_deal_winner").deals_end(
        {"NS": 300, "EW": 300}, DealScore(81, 81, "litige", taker="NS"), 16
    )
    assert even is None


def test_the_target_still_ends_a_game_of_a_fixed_number_of_deals_before_its_last() -> None:
    # Klaverjas: sixteen deals, or 1500 points: the first of the two ends the game
    rules = deals_rules(16, target=1500)
    end = rules.end_check({"NS": 1400, "EW": 900}, DealScore(120, 42, "made", taker="NS"), None)
    assert end.over
    assert end.winner == "NS"


def totals_after(lines: list[DealScore], count: int) -> tuple[int, int]:
    """Each team's total after the first ``count`` lines of a score sheet."""
    return sum(s.NS for s in lines[:count]), sum(s.EW for s in lines[:count])


def check_ended_after(lines: list[DealScore], deals: int, winner: str | None) -> None:
    """A game of ``deals`` deals (``tie: extra_deal``) ended as the rule says: after its
    ``deals``-th line, or later only if the totals were equal then, and the higher total won."""
    assert len(lines) >= deals
    for count in range(deals, len(lines)):  # every deal played past the last: a tie
        ns, ew = totals_after(lines, count)
        assert ns == ew
    ns, ew = totals_after(lines, len(lines))
    assert ns != ew
    assert winner == ("NS" if ns > ew else "EW")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_game_of_two_deals_ends_after_its_second_deal_on_the_score_sheet(seed: int) -> None:
    rules = deals_rules(2)
    game = random_game(rules, seed)
    assert game.result is not None
    # a deal in which nobody took has no line: only the score sheet's lines count
    check_ended_after(game.sheet, 2, game.result.winner)
    assert game.deals[-1].score is game.sheet[-1]
    # the record reloads to the same ended game
    again = Game.from_json(game.to_json())
    assert again.over
    assert again.result == game.result
    assert again.totals == game.totals


def test_the_simulator_and_the_batch_engine_end_games_after_the_deals() -> None:
    rules = deals_rules(3)
    for seed in range(4):
        sim = Simulator(rules).game(seed)
        assert sim.result is not None
        lines = [d.score for d in sim.deals if d.score is not None]
        check_ended_after(lines, 3, sim.result.winner)
    _deals, games = BatchEngine(rules, "python").play_games(6, np.random.default_rng(5))
    assert games["finished"].all()
    for played, winner, ns, ew in zip(
        games["played"], games["winner"], games["total_ns"], games["total_ew"], strict=True
    ):
        assert played >= 3
        assert ns != ew
        assert winner == (0 if ns > ew else 1)


@covers("game_end.tie", "extra_deal", "last_deal_winner", "draw")
def test_the_batch_engine_settles_equal_totals_after_the_last_deal() -> None:
    cases = (("extra_deal", (-1, False)), ("last_deal_winner", (1, False)), ("draw", (-1, True)))
    for tie, expected in cases:
        end = BatchEngine(deals_rules(16, tie), "python").game_end
        over, winner, draw = end.after_deals(
            np.array([[300, 250]]),
            np.array([[81, 131]]),
            np.array([16]),
            np.array([False]),
            np.array([-1]),
            np.array([False]),
        )
        assert (int(winner[0]), bool(draw[0])) == expected
        assert bool(over[0]) == (expected != (-1, False))


# --------------------------------------------------------------------------------------------
# game_end.no_win_through.line
# --------------------------------------------------------------------------------------------

#: North holds every heart, South every spade, West the diamonds, East the clubs: North takes
#: at hearts, leads (East deals) and every trick falls to his trumps: a capot for NS, whatever
#: is played.
SWEEP = {
    "N": "7H 8H 9H TH JH QH KH AH",
    "W": "7D 8D 9D TD JD QD KD AD",
    "S": "7S 8S 9S TS JS QS KS AS",
    "E": "7C 8C 9C TC JC QC KC AC",
}


@pytest.mark.parametrize("line", [[], ["capot_for"]])
def test_a_capot_that_cannot_win_lets_the_game_go_on_to_the_next_deal(line: list[str]) -> None:
    rules = rules_of(
        ("game_end.no_win_through.line", line),
        ("game_end.target", 100),
        ("game_end.target_choices", []),
    )
    game = game_with_hands(rules, "E", "N", "H", SWEEP)
    play_out(game, random.Random(1))
    score = game.sheet[0]
    assert score.capot == "NS"
    assert score.NS >= 250  # the capot alone passes the target of 100, from 0
    if line:  # 0 before the deal: short of 100, the game goes on
        assert not game.over
        assert len(game.deals) == 2
        assert game.phase == "bidding"
    else:
        assert game.result is not None
        assert game.result.winner == "NS"
    again = Game.from_json(game.to_json())
    assert again.over == game.over
    assert again.totals == game.totals


# --------------------------------------------------------------------------------------------
# game_end.instant_win
# --------------------------------------------------------------------------------------------

outside_batch(
    "game_end.instant_win",
    "the batch engine plays every deal out: it refuses a variant where a hand dealt wins the "
    "game at once, naming the rule, and the simulation runs on the scalar path (checked below)",
    "eight_card_suit",
)

#: North holds all eight hearts; nobody else holds a whole suit.
EIGHT_HEARTS = {
    "N": "7H 8H 9H TH JH QH KH AH",
    "W": "7S 8S 9S TS 7D 8D 9D TD",
    "S": "JS QS KS AS 7C 8C 9C TC",
    "E": "JD QD KD AD JC QC KC AC",
}


def instant(kinds: list[str], base: str = "classic", *more: tuple[str, Any]) -> Rules:
    return rules_of(("game_end.instant_win", kinds), *more, base=base)


def bitsets(hands: dict[str, str]) -> list[int]:
    """The hands of N, W, S, E as bitsets (card ``8 * suit + rank``, suits S H D C)."""
    out = []
    for seat in "NWSE":
        mask = 0
        for code in hands[seat].split():
            mask |= 1 << (8 * "SHDC".index(code[1]) + "789TJQKA".index(code[0]))
        out.append(mask)
    return out


@covers("game_end.instant_win", "eight_card_suit", engines=("scalar",))
@pytest.mark.parametrize("kinds", [[], ["eight_card_suit"]])
def test_all_eight_cards_of_a_suit_win_the_game_once_the_hands_are_complete(
    kinds: list[str],
) -> None:
    """classic deals five cards, turns one and completes the hands after the bidding: East
    deals, South takes the turned spade; once the hands are complete North holds all eight
    hearts. With the rule the game is over at once, won by North–South, the deal unplayed
    and off the score sheet; without it the deal is played and scored as any other."""
    rules = instant(kinds)
    deal = Deal("E", "S", "S", None, 0, dict(EIGHT_HEARTS), ())
    deck, pattern, turned_suit = deck_for(rules, deal)
    game = Game(rules, dealer="E", script=[(deck, pattern, 0, False)])
    assert game.phase == "bidding"  # five cards each: nothing is decided yet
    for seat, call in bidding_calls(rules, deal, turned_suit):
        game.apply(call, seat)
    if not kinds:
        assert game.phase == "play"
        play_out(game, random.Random(3))
        assert len(game.sheet) == 1
        assert not game.over
        return
    assert game.over
    assert game.result is not None
    assert (game.result.winner, game.result.draw, game.result.difference) == ("NS", False, 0)
    assert "N holds all eight hearts" in game.result.reason
    assert game.sheet == []
    assert game.totals == {"NS": 0, "EW": 0}
    assert game.deal.status == "instant_win"
    record = game.to_record()
    assert record["deals"][0]["instant_win"] == {"seat": "N", "suit": "H"}
    assert record["deals"][0]["hands"]["N"] == EIGHT_HEARTS["N"].split()
    assert "score" not in record["deals"][0]
    again = Game.from_json(game.to_json())
    assert again.to_record() == record
    assert again.over


def test_a_deal_of_every_card_at_once_ends_the_game_before_the_bidding() -> None:
    """bridgee deals its eight cards at once (pattern 8): the hands are complete at the deal,
    so North's eight hearts end the game before anyone speaks."""
    rules = instant(["eight_card_suit"], "bridgee")
    deal = Deal("W", "N", "H", 80, 0, dict(EIGHT_HEARTS), ())
    deck, pattern, _turned = deck_for(rules, deal)
    game = Game(rules, dealer="W", script=[(deck, pattern, 0, False)])
    assert game.over
    assert game.result is not None
    assert game.result.winner == "NS"
    assert game.deal.bidding.history == []
    assert game.deal.contract is None
    assert game.legal_actions() == []
    record = game.to_record()
    assert record["deals"][0]["status"] == "instant_win"
    assert Game.from_json(game.to_json()).to_record() == record
    # the same deal without the rule: the bidding begins
    plain = Game(rules_of(base="bridgee"), dealer="W", script=[(deck, pattern, 0, False)])
    assert plain.phase == "bidding"


def test_of_two_opponents_each_holding_a_whole_suit_the_first_after_the_dealer_wins() -> None:
    rules = instant(["eight_card_suit"])
    # North all hearts, West all spades: after dealer East comes North (NS wins); after dealer
    # North comes West (EW wins); after dealer South comes East, then North: NS again
    hands = {
        "N": EIGHT_HEARTS["N"],
        "W": "7S 8S 9S TS JS QS KS AS",
        "S": "7D 8D 9D TD 7C 8C 9C TC",
        "E": "JD QD KD AD JC QC KC AC",
    }
    masks = bitsets(hands)
    for dealer, seat, winner in ((3, 0, "NS"), (0, 1, "EW"), (2, 0, "NS")):
        assert rules.instant_win_seat(masks, dealer) == seat
        end = rules.instant_win(masks, dealer, {"NS": 400, "EW": 650})
        assert end is not None
        assert (end.winner, end.difference) == (winner, -250)
    # no whole suit anywhere (North seven hearts and a spade): nothing happens
    swapped = {"N": "7S 8H 9H TH JH QH KH AH", "W": "7H 8S 9S TS 7D 8D 9D TD"}
    short = bitsets({**EIGHT_HEARTS, **swapped})
    assert rules.instant_win_seat(short, 3) == -1
    assert rules.instant_win(short, 3) is None
    # without the rule, a whole suit wins nothing
    assert instant([]).instant_win_seat(masks, 3) == -1


def test_the_simulator_ends_the_game_on_a_whole_suit(monkeypatch: pytest.MonkeyPatch) -> None:
    rules = instant(["eight_card_suit"], "bridgee", ("deal.cut.by", "none"))
    deal = Deal("W", "N", "H", 80, 0, dict(EIGHT_HEARTS), ())
    deck, _pattern, _turned = deck_for(rules, deal)
    sim = Simulator(rules).deal(1, list(deck), random.Random(0))
    assert (sim.instant_win, sim.contract, sim.score) == (0, None, None)
    # a whole game whose first pack is that deck: the first dealer is drawn at random first
    seed = next(s for s in range(50) if random.Random(s).randrange(4) == 1)

    class Stacked(random.Random):
        def shuffle(self, x: Any) -> None:  # type: ignore[override]
            x[:] = deck

    monkeypatch.setattr(random_deals.random, "Random", Stacked)
    game = Simulator(rules).game(seed)
    assert len(game.deals) == 1
    assert game.result is not None
    assert game.result.winner == "NS"
    assert game.totals == {"NS": 0, "EW": 0}


def test_the_batch_engine_refuses_an_instant_win_and_names_it() -> None:
    rules = instant(["eight_card_suit"])
    with pytest.raises(BatchUnsupported, match=r"game_end\.instant_win"):
        BatchEngine(rules, "python")
    # simulate falls back to the scalar path, and says why
    backend, why = resolve_backend(rules, "random", "auto")
    assert backend == "scalar"
    assert "game_end.instant_win" in why


def test_the_table_prints_the_game_won_at_once() -> None:
    rules = instant(["eight_card_suit"], "bridgee")
    deal = Deal("W", "N", "H", 80, 0, dict(EIGHT_HEARTS), ())
    deck, pattern, _turned = deck_for(rules, deal)
    game = Game(rules, dealer="W", script=[(deck, pattern, 0, False)])
    for lang, said in (
        ("en", "North holds all eight cards of ♥ hearts: North-South win the game at once"),
        ("fr", "Nord tient les huit cartes de ♥ cœur : Nord-Sud gagne la partie d'un coup"),
    ):
        lines: list[str] = []
        _Printer(game, lines.append, True, translator(lang)).catch_up()
        assert any(line.startswith(said) for line in lines), lines
