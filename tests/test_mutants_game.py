"""Behaviour tests written for the mutants of ``belote_spec/engine/game.py`` that the other
tests let survive (docs/mutation-report.md); expected values worked by hand."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest

from belote_spec import load_variant
from belote_spec.engine.game import Game, IllegalAction
from belote_spec.engine.rules import Rules

from .behaviour import variant_with


def test_a_seed_too_long_for_a_record_says_how_many_digits_it_has() -> None:
    # 10**45 is written with a 1 and 45 zeros: 46 digits, where a record keeps 40 at most
    rules = load_variant("classic").compile()
    with pytest.raises(ValueError, match="got a number of 46 digits") as info:
        Game(rules, seed=10**45)
    assert "at most 40 digits" in str(info.value)


def test_a_target_that_is_not_a_number_lists_the_choices() -> None:
    # traditional (document 003) plays to 1001 or 1010 (game_end.target_choices)
    rules = load_variant("traditional").compile()
    with pytest.raises(ValueError, match=r"^target: expected one of 1001, 1010; got "):
        Game(rules, target=0)
    allowed = r"^target 1005 is not allowed by traditional; choose one of 1001, 1010$"
    with pytest.raises(ValueError, match=allowed):
        Game(rules, target=1005)


def test_an_action_that_is_not_a_text_is_named() -> None:
    game = Game(load_variant("classic").compile(), seed=1)
    with pytest.raises(IllegalAction) as info:
        game.apply(5)  # type: ignore[arg-type]
    assert str(info.value).startswith(
        "action: expected a text such as 'pass', 'take:H' or 'JH'; got "
    )
    # no rule forbids it: the refusal names no rule path, and keeps the action as written
    assert (info.value.rule, info.value.action) == ("", "5")


def test_an_action_after_the_end_of_the_game_is_refused() -> None:
    game = Game(load_variant("classic").compile(), seed=4)
    while not game.over:
        game.apply(game.legal_actions()[0])
    with pytest.raises(IllegalAction) as info:
        game.apply("pass")
    assert (str(info.value), info.value.rule, info.value.action) == (
        "the game is over",
        "",
        "pass",
    )


def test_an_illegal_card_names_the_card_and_the_rule() -> None:
    # the first card of a follower that does not follow suit while he holds the suit led:
    # refused under play.follow_suit, the refusal keeping the card as played
    for seed in range(40):
        game = Game(load_variant("classic").compile(), seed=seed)
        while game.phase == "bidding":
            game.apply(next(a for a in game.legal_actions() if a != "pass"))
        game.apply(game.legal_actions()[0])  # the lead
        seat = game.to_move
        assert seat is not None
        legal = set(game.legal_actions())
        refused = [c for c in game.hand(seat) if c not in legal]
        if refused:
            break
    with pytest.raises(IllegalAction) as info:
        game.apply(refused[0])
    assert info.value.action == refused[0]
    assert info.value.rule.startswith("play.")


def test_a_game_of_a_variant_with_an_option_pickles_with_its_option() -> None:
    # the pickle names the variant and its options: unpickled, the option still holds
    # (premiere-annonce: annonces.still_tied is first_declared, nobody_scores without it)
    game = Game(load_variant("pagat-coinche+premiere-annonce").compile(), seed=3)
    again = pickle.loads(pickle.dumps(game))
    assert again.rules.variant.rule("annonces.still_tied") == "first_declared"
    assert again.legal_actions() == game.legal_actions()


class _RulesOfOwnClass(Rules):
    """A subclass of the compiled rules with no pickling of its own (no ``__reduce__``)."""


def test_a_game_of_rules_without_their_own_pickling_reloads_them_by_name_and_options() -> None:
    # Game.__getstate__ keeps such rules as a reference (the variant's name and its
    # options), compiled again when the game is loaded: pagat-coinche with premiere-annonce
    # (annonces.still_tied: first_declared; nobody_scores without it)
    rules = load_variant("pagat-coinche+premiere-annonce").compile()
    rules.__class__ = _RulesOfOwnClass
    game = Game(rules, seed=3)
    again = pickle.loads(pickle.dumps(game))
    assert type(again.rules) is Rules  # compiled again from the reference
    assert again.rules.variant.name == "pagat-coinche"
    assert tuple(again.rules.variant.options) == ("premiere-annonce",)
    assert again.rules.variant.rule("annonces.still_tied") == "first_declared"
    assert again.legal_actions() == game.legal_actions()


def test_a_card_refused_under_deal_lost_gives_the_penalty_and_the_contract(
    tmp_path: Path,
) -> None:
    # play.illegal_card: deal_lost, illegal_card_penalty {points: 160, add_contract: true}:
    # the faulty team scores nothing, the other 160 plus the contract's value (a bid of 90:
    # 90), 250. N deals, W bids 90 at spades, the others pass; W leads; the first player
    # after him who may not play every card of his hand plays one he may not.
    rules = variant_with(
        {},
        tmp_path,
        "bga-coinche",
        {
            "play": {
                "illegal_card": "deal_lost",
                "illegal_card_penalty": {"points": 160, "add_contract": True},
            }
        },
    )
    for seed in range(40):
        game = Game(rules, seed=seed, dealer="N")
        game.apply("bid:90:S")
        while game.phase != "play":
            game.apply("pass")
        game.apply(game.legal_actions()[0])
        seat = game.to_move
        refused = [c for c in game.hand(seat) if c not in game.legal_actions()]
        if refused:
            break
    assert refused, "some deal of the 40 gives the second player a card he may not play"
    game.apply(refused[0])
    faulty = "NS" if seat in "NS" else "EW"
    other = "EW" if faulty == "NS" else "NS"
    assert game.deals[0].status == "fault"
    assert (game.totals[faulty], game.totals[other]) == (0, 250)


def test_a_misdeal_once_the_cards_are_played_is_refused_as_a_misdeal() -> None:
    # deal.misdeal: a misdeal is declared before the first card; the refusal names the
    # action (misdeal) and the rule (deal.misdeal)
    game = Game(load_variant("classic").compile(), seed=2)
    while game.phase != "play":
        game.apply(next(a for a in game.legal_actions() if a != "pass"))
    game.apply(game.legal_actions()[0])
    with pytest.raises(IllegalAction) as info:
        game.misdeal()
    assert (info.value.action, info.value.rule) == ("misdeal", "deal.misdeal")


def _a_leader_holding_an_annonce(tmp_path: Path) -> tuple[Game, list[str]]:
    """A game of classic with ``annonces.declaring: optional`` whose first leader holds an
    annonce, at his first card, and the cards he may play keeping his annonces silent."""
    rules = variant_with({}, tmp_path, "classic", {"annonces": {"declaring": "optional"}})
    for seed in range(60):
        game = Game(rules, seed=seed)
        while game.phase == "bidding":
            game.apply(next(a for a in game.legal_actions() if a != "pass"))
        quiet = [a for a in game.legal_actions() if a.endswith("+silent")]
        if game.phase == "play" and quiet:
            return game, quiet
    raise AssertionError("in one of 60 deals the leader holds an annonce")


def test_a_seat_that_keeps_its_annonces_is_recorded_silent(tmp_path: Path) -> None:
    # annonces.declaring: optional: the leader plays his first card "+silent" (he keeps his
    # annonces to himself); the game record of the deal says so, by his seat
    game, quiet = _a_leader_holding_an_annonce(tmp_path)
    leader = game.to_move
    game.apply(quiet[0])
    while game.deal.tricks == []:
        game.apply(next(a for a in game.legal_actions() if "+" not in a))
    assert game.to_record()["deals"][0]["annonces"]["silent"] == [leader]


def test_keeping_back_an_annonce_the_seat_does_not_hold_is_refused_with_those_it_holds(
    tmp_path: Path,
) -> None:
    # '+silent:NAME' keeps back one annonce of the seat's; a name it does not hold is refused
    # under annonces.declaring, the message naming the one it holds
    game, quiet = _a_leader_holding_an_annonce(tmp_path)
    with pytest.raises(IllegalAction) as info:
        game.apply(quiet[0].replace("+silent", "+silent:centaine-imaginaire"))
    assert info.value.rule == "annonces.declaring"
    assert "holds no annonce 'centaine-imaginaire'" in str(info.value)
    assert "he may keep one of " in str(info.value)
