"""The general rules model, rule by rule, on small variant files written for each test.

Each test writes a variant that extends ``base`` and changes the rules it checks, then plays
positions or whole sequences of calls through the public API (``Rules`` and ``Game``). The
expected values are worked out from the rule's own description (in the schema and
``docs``); the published rule sets that use each rule have their own golden deals in
``tests/test_ruleset_*.py`` and ``features/``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from belote_spec import VariantError, load_variant
from belote_spec.engine.bidding import IllegalAction, bid_values
from belote_spec.engine.game import Game
from belote_spec.engine.rules import Rules
from belote_spec.hookspecs import hookimpl
from belote_spec.loader import thaw

from . import reference

Write = Callable[[str, str], Path]

AUCTION = """\
name: {name}
title: Test
extends: base
rules:
  deal: {{patterns: ["8"], turned_card: false}}
  bidding:
    system: auction
    first_speaker: after_dealer
    modes: {{suit: true, sans_atout: true, tout_atout: true}}
    auction: {auction}
  annonces: {{enabled: false}}
{extra}
provenance:
  bidding: {{source: "004", section: "Enchères", note: "test", choice: true}}
"""


def auction(write: Write, auction_rules: str, extra: str = "", name: str = "t") -> Rules:
    path = write(f"{name}.yaml", AUCTION.format(name=name, auction=auction_rules, extra=extra))
    return load_variant(path).compile()


def bid(value: int | str, trump: str = "H", contre: int = 0, **more: Any) -> dict[str, Any]:
    return {"taker": "NS", "trump": trump, "bid": value, "contre": contre, **more}


# --------------------------------------------------------------------------------- bidding


def test_the_ladder_is_the_floor_then_the_multiples_of_the_step() -> None:
    # bidding.auction.step: bids above the floor are its multiples (82, 90, 100…, BGA, FFC).
    assert bid_values(82, 10, 120) == (82, 90, 100, 110, 120)
    assert bid_values(80, 10, 120) == (80, 90, 100, 110, 120)
    # No ceiling: the engine offers numeric bids up to 1000.
    assert bid_values(80, 10, None)[-1] == 1000


def test_a_ceiling_off_the_ladder_is_refused(write: Write) -> None:
    with pytest.raises(VariantError) as err:
        auction(write, "{floor: 82, step: 10, ceiling: 185}")
    (problem,) = err.value.problems
    assert problem.path == "bidding.auction.ceiling"
    assert "multiple of the step 10" in problem.message


def test_raising_your_own_bid_only_in_a_new_mode(write: Write) -> None:
    # BGA: the auction ends after four passes in a row, the bidder's own included, so the
    # bidder speaks again over his own bid; with raise_own: new_mode he may raise it only in
    # another suit or mode; with allowed, in any.
    for rule, hearts_allowed in (("new_mode", False), ("allowed", True)):
        rules = auction(
            write, f"{{raise_own: {rule}, end: four_passes}}", name=f"r{rule.replace('_', '')}"
        )
        game = rules.new_game(seed=1, dealer="E")  # N speaks first
        for action in ("bid:90:H", "pass", "pass", "pass"):
            game.apply(action)
        assert game.phase == "bidding"
        assert game.to_move == "N"
        legal = game.legal_actions()
        assert ("bid:100:H" in legal) is hearts_allowed
        assert "bid:100:S" in legal
        game.apply("pass")  # the fourth pass ends it
        assert game.deal.contract is not None


def test_three_passes_end_the_auction_by_default(write: Write) -> None:
    rules = auction(write, "{}")
    game = rules.new_game(seed=1, dealer="E")
    for action in ("bid:90:H", "pass", "pass", "pass"):
        game.apply(action)
    assert game.phase != "bidding"


def test_same_level_in_a_higher_mode_overbids(write: Write) -> None:
    # Pagat's variant: clubs < diamonds < hearts < spades < sans atout < tout atout; 100
    # clubs is higher than 90 sans atout, and 90 spades overbids 90 hearts.
    rules = auction(
        write,
        "{same_level_order: [clubs, diamonds, hearts, spades, sans_atout, tout_atout]}",
        extra="  scoring: {}",
    )
    game = rules.new_game(seed=1, dealer="E")
    game.apply("bid:90:H")  # N
    legal = game.legal_actions()  # W
    assert "bid:90:S" in legal
    assert "bid:90:D" not in legal
    assert "bid:90:H" not in legal


def test_a_capot_bid_that_cannot_be_contre(write: Write) -> None:
    rules = auction(write, "{capot_contre: false}")
    game = rules.new_game(seed=1, dealer="E")
    game.apply("bid:capot:H")  # N
    assert "contre" not in game.legal_actions()  # W, an opponent


def test_a_generale_bid_sits_above_capot_and_needs_the_bidder_alone(write: Write) -> None:
    rules = auction(write, "{generale: true}")
    game = rules.new_game(seed=1, dealer="E")
    game.apply("bid:capot:H")
    assert "bid:generale:S" in game.legal_actions()
    # Scoring: a générale is made only when the bidder took every trick himself. Base: made,
    # the taker scores its card points (a flat capot: 250) and the contract counts as the
    # générale's value (scoring.capot.generale, 500) through capot_bid_made.
    made = rules.score_deal(
        bid("generale", seat="N"), {"NS": 162, "EW": 0}, tricks={"N": 8, "W": 0, "S": 0, "E": 0}
    )
    assert (made.outcome, made.NS, made.EW) == ("capot", 750, 0)
    # N and S together took every trick: a capot, but not a générale → failed: dedans 162 +
    # the générale's 500 to the defence (capot_bid_failed adds the contract).
    shared = rules.score_deal(
        bid("generale", seat="N"), {"NS": 162, "EW": 0}, tricks={"N": 6, "W": 0, "S": 2, "E": 0}
    )
    assert (shared.outcome, shared.NS, shared.EW) == ("dedans", 0, 662)


def test_a_contre_at_any_time_out_of_turn(write: Write) -> None:
    rules = auction(write, "{contre_timing: any_time, contre_ends_auction: true}")
    game = rules.new_game(seed=1, dealer="N")  # W speaks first
    game.apply("bid:90:H")  # W (team EW)
    assert game.to_move == "S"
    # N (an opponent of W) may contre although it is S's turn; E (W's partner) may not.
    assert game.legal_actions("N") == ["contre"]
    assert game.legal_actions("E") == []
    game.apply("contre", "N")
    # The auction is over but for a surcontre: W, the seat after N, speaks next.
    assert game.to_move == "W"
    assert game.legal_actions() == ["pass", "surcontre"]
    for _ in range(3):
        game.apply("pass")
    assert game.deal.contract is not None
    assert (game.deal.contract.bid, game.deal.contract.contre) == (90, 1)
    # The record carries who made each call, and replays.
    record = game.to_record()
    assert ["N", "contre"] in record["actions"]
    assert Game.from_json(game.to_json()).deal.contract == game.deal.contract


def test_a_contre_out_of_turn_is_refused_where_only_in_turn(write: Write) -> None:
    rules = auction(write, "{contre_timing: in_turn}")
    game = rules.new_game(seed=1, dealer="N")
    game.apply("bid:90:H")
    assert game.legal_actions("N") == []
    with pytest.raises(IllegalAction) as err:
        game.apply("contre", "N")
    assert err.value.rule == "bidding.auction.contre_timing"


@pytest.mark.parametrize("ruling", ["play-on", "redeal"])
def test_a_contre_out_of_turn_where_the_wronged_side_chooses(write: Write, ruling: str) -> None:
    # Cannes: an out-of-turn contre is a fault; the bidding team plays on (the contre stands)
    # or has the deal redealt by the same dealer.
    rules = auction(write, "{contre_out_of_turn: wronged_side_chooses}")
    game = rules.new_game(seed=1, dealer="N")
    game.apply("bid:90:H")  # W
    assert game.legal_actions("N") == ["contre"]
    game.apply("contre", "N")
    assert game.to_move == "W"  # the bidder rules
    assert game.legal_actions() == ["play-on", "redeal"]
    game.apply(ruling)
    if ruling == "redeal":
        assert len(game.deals) == 2
        assert game.deals[0].status == "redealt"
        assert game.deal.dealer == 0  # the same dealer, N
    else:
        assert game.deal.bidding.contre == 1
        assert game.to_move == "W"  # the call goes on after the contreur, N
    Game.from_json(game.to_json())


# --------------------------------------------------------------------------------- misdeal


MISDEAL = """\
name: md
title: Test
extends: base
rules:
  deal:
    misdeal:
      penalty: redeal
      points: 0
      barred: dealer
      repeated: [{penalty: opponents_score, points: 160, barred: none}]
      after_bid: {applies: true, points: 160, add_contract: true}
provenance:
  deal.misdeal: {source: "003", section: "La donne", note: "test", choice: true}
"""


def test_a_misdeal_ladder_and_a_barred_dealer(write: Write) -> None:
    # FFC: the dealer redeals but may not bid; a second misdeal costs 160 to the opponents and
    # the next player deals.
    rules = load_variant(write("md.yaml", MISDEAL)).compile()
    game = rules.new_game(seed=2, dealer="N")
    game.misdeal()
    assert game.deal.dealer == 0  # N deals again
    assert game.totals == {"NS": 0, "EW": 0}
    # N may only pass in the redealt deal.
    while game.to_move != "N":
        game.apply("pass")
    assert game.legal_actions() == ["pass"]
    game.misdeal()  # the second in a row
    assert game.totals == {"NS": 0, "EW": 160}
    assert game.deal.dealer == 1  # the deal passes to W
    assert Game.from_json(game.to_json()).totals == game.totals


def test_a_misdeal_found_after_an_opponents_bid(write: Write) -> None:
    # Cannes: found after an opponent of the dealer has bid: 160 + the contract.
    rules = load_variant(write("md2.yaml", MISDEAL)).compile()
    ruling = rules.misdeal_ruling("N", after_bid=True, last_bid=None)
    assert ruling["line"] == {"NS": 0, "EW": 160}
    assert ruling["next_dealer"] == "W"


def test_a_misdeal_after_a_sans_atout_bid_adds_that_bids_value(write: Write) -> None:
    # The contract added to a late misdeal is the opponents' last bid as it would count:
    # where a sans-atout contract counts double (FFC), a bid of 90 SA adds 180, not 90.
    text = """\
name: md3
title: Test
extends: coinche-stephanoise
rules:
  deal: {misdeal: {after_bid: {applies: true}}}
provenance:
  deal.misdeal: {source: "003", section: "La donne", note: "test", choice: true}
"""
    rules = load_variant(write("md3.yaml", text)).compile()
    assert rules.contract_value({"bid": 90, "trump": "SA"}) == 180
    game = rules.new_game(seed=2, dealer="N")
    assert game.to_move == "W"  # W, an opponent of the dealer, speaks first
    game.apply("bid:90:SA")
    game.misdeal()
    points = rules.variant.rule("deal.misdeal.after_bid.points")
    assert game.totals == {"NS": 0, "EW": points + 180}


# --------------------------------------------------------------------------------- dealing


def test_the_dealer_chooses_to_shuffle_or_not(write: Write) -> None:
    text = """\
name: sh
title: Test
extends: base
rules:
  deal: {shuffle: {between_deals: dealer_choice}}
provenance:
  deal.shuffle: {source: "003", section: "Mélange des cartes", note: "test", choice: true}
"""
    rules = load_variant(write("sh.yaml", text)).compile()
    game = rules.new_game(seed=3, dealer="N")
    while game.phase == "bidding":
        game.apply("pass")
    # Everyone passed twice: before the next deal, its dealer (W) decides.
    assert game.phase == "shuffle"
    assert game.to_move == "W"
    assert game.legal_actions() == ["shuffle", "gather"]
    before = game.deals[-1]
    game.apply("gather")
    assert game.deal.shuffled is False
    assert sorted(game.deal.deck) == list(range(32))
    assert game.deal.number == before.number + 1
    Game.from_json(game.to_json())


@pytest.mark.parametrize(("pattern", "first"), [("3-3", 6), ("4-4", 8), ("6-2", 8)])
def test_new_distribution_patterns(write: Write, pattern: str, first: int) -> None:
    turned = "false"
    completion = "{taker: 2, others: 2}" if first == 6 else "{taker: 0, others: 0}"
    system = "auction"  # no turned card: the first speaker bids on six or eight cards
    text = f"""\
name: p
title: Test
extends: base
rules:
  deal: {{patterns: ["{pattern}"], turned_card: {turned}, completion: {completion}}}
  bidding: {{system: {system}}}
provenance:
  deal: {{source: "003", section: "La donne", note: "test", choice: true}}
"""
    rules = load_variant(write(f"p{first}{pattern}.yaml", text)).compile()
    game = rules.new_game(seed=4, dealer="N")
    assert {len(game.hand(s)) for s in "NWSE"} == {first}
    game.apply("bid:80:H")
    for _ in range(3):
        game.apply("pass")
    assert game.phase == "play"
    assert {len(game.hand(s)) for s in "NWSE"} == {8}


# --------------------------------------------------------------------------------- play


def test_only_trumps_must_overtrump_the_partner(write: Write) -> None:
    # EL rule 4: the partner holds the trick with a trump; holding nothing but trumps you must
    # beat it if you can; with another suit you are free.
    text = """\
name: el
title: Test
extends: base
rules:
  play: {partner_master_undertrump: only_trumps_must_overtrump}
provenance:
  play: {source: "003", section: "Coupe", note: "test", choice: true}
"""
    rules = load_variant(write("el.yaml", text)).compile()
    # N leads a spade, W (E's partner) trumps with the 9 of hearts, S follows: E is next, with
    # his partner master with a trump.
    trick = [("N", "AS"), ("W", "9H"), ("S", "7S")]
    only_trumps = rules.legal_cards("JH TH 8H", trick, "H")
    assert [c.code for c in only_trumps] == ["JH"]  # beats the 9; the 10 and 8 do not
    mixed = rules.legal_cards("TH 8H 7D", trick, "H")
    assert {c.code for c in mixed} == {"TH", "8H", "7D"}
    why = rules.explain("JH TH 8H", trick, "H", "8H")
    assert why is not None
    assert why.rule == "play.partner_master_undertrump"


def test_an_illegal_card_loses_the_deal(write: Write) -> None:
    text = """\
name: il
title: Test
extends: base
rules:
  play: {illegal_card: deal_lost, illegal_card_penalty: {points: 160, add_contract: false}}
provenance:
  play: {source: "003", section: "Le jeu de la carte", note: "test", choice: true}
"""
    rules = load_variant(write("il.yaml", text)).compile()
    game = rules.new_game(seed=5, dealer="N")
    while game.phase == "bidding":
        legal = game.legal_actions()
        game.apply(next((a for a in legal if a.startswith("take:")), "pass"))
    # Play until someone holds an illegal card, then play it.
    while True:
        seat = game.to_move
        assert seat is not None
        legal = set(game.legal_actions())
        illegal = [c for c in game.hand(seat) if c not in legal]
        if illegal:
            break
        game.apply(sorted(legal)[0])
    team = "NS" if seat in "NS" else "EW"
    other = "EW" if team == "NS" else "NS"
    game.apply(illegal[0])
    assert game.deals[-2].status == "fault" if len(game.deals) > 1 else game.deal.status
    assert game.totals[team] == 0
    assert game.totals[other] == 160
    assert Game.from_json(game.to_json()).totals == game.totals


# --------------------------------------------------------------------------------- belote


def test_king_first_belote(write: Write) -> None:
    text = """\
name: kf
title: Test
extends: base
rules:
  belote: {order: king_first, call: declared}
provenance:
  belote: {source: "002", section: "Belote et rebelote", note: "test", choice: true}
"""
    rules = load_variant(write("kf.yaml", text)).compile()
    game = rules.new_game(seed=6, dealer="N")
    # Find a deal where someone holds king and queen of trump, and check that the belote can
    # be said with the king only.
    for _ in range(40):
        while game.phase == "bidding":
            legal = game.legal_actions()
            game.apply(next((a for a in legal if a.startswith("take:")), "pass"))
        if game.phase != "play":
            break
        said = [a for a in game.legal_actions() if a.endswith("+belote")]
        assert all(a[0] == "K" for a in said)
        game.apply(game.legal_actions()[0])
    assert not any(a.startswith("Q") and a.endswith("+belote") for _s, a in game.actions)


# --------------------------------------------------------------------------------- scoring


def test_a_failed_capot_bid_worth_a_fixed_500(write: Write) -> None:
    extra = """\
  scoring:
    outcomes:
      capot_bid_failed: {defence: {base: 500, contract: false, multiply: [base]}}
"""
    rules = auction(write, "{}", extra=extra)
    s = rules.score_deal(bid("capot"), {"NS": 140, "EW": 22})
    assert (s.outcome, s.NS, s.EW) == ("dedans", 0, 500)
    s = rules.score_deal(bid("capot", contre=1), {"NS": 140, "EW": 22})
    assert (s.NS, s.EW) == (0, 1000)


def test_contre_multiplies_only_the_listed_terms(write: Write) -> None:
    # FFB contrée's p. 7 table: made contré, the taker scores (160 + C) × 2 and the defence 0;
    # its Note 1: 160 + C × 2.
    table = """\
  scoring:
    outcomes:
      made:
        taker: {base: points, contract: true, annonces: own, belote: own, multiply: [contract]}
      made_contre:
        taker: {base: 160, multiply: [base, contract]}
        defence: {base: 0, annonces: none, belote: none}
"""
    note1 = table.replace("multiply: [base, contract]}", "multiply: [contract]}")
    rules = auction(write, "{}", extra=table, name="table")
    s = rules.score_deal(bid(100, contre=1), {"NS": 110, "EW": 52}, belote="NS")
    assert (s.NS, s.EW) == (2 * (160 + 100) + 20, 0)
    s = rules.score_deal(bid(100, contre=2), {"NS": 110, "EW": 52}, belote="NS")
    assert (s.NS, s.EW) == (4 * (160 + 100) + 20, 0)
    rules = auction(write, "{}", extra=note1, name="note1")
    s = rules.score_deal(bid(100, contre=1), {"NS": 110, "EW": 52}, belote="NS")
    assert (s.NS, s.EW) == (160 + 2 * 100 + 20, 0)


def test_floor_counts_as_and_sans_atout_factor(write: Write) -> None:
    extra = """\
  scoring:
    outcomes:
      made:
        taker: {base: points, contract: true, annonces: own, belote: own, multiply: []}
    contract_value: {floor_counts_as: 80, sans_atout: 2, tout_atout: 1}
"""
    rules = auction(write, "{floor: 82, step: 10, ceiling: 180}", extra=extra)
    s = rules.score_deal(bid(82), {"NS": 90, "EW": 72})
    assert (s.contract_value, s.NS) == (80, 90 + 80)
    s = rules.score_deal(bid(82, trump="SA"), {"NS": 90, "EW": 72})
    assert (s.contract_value, s.NS) == (160, 90 + 160)


def test_bga_scaling_adds_the_dix_de_der_after(write: Write) -> None:
    # Tout atout card values total 248 without the dix de der; scaled to 152, then + 10.
    extra = """\
  scoring:
    tout_atout_scaling:
      {enabled: true, ratio: [152, 248], capot_ratio: [152, 248], dix_de_der: added,
       scales: card_points}
"""
    rules = auction(write, "{}", extra=extra)
    # NS 170 raw with the 10 of the last trick: cards 160 → round(160 × 152 / 248) = 98,
    # EW 88 → 152 − 98 = 54; NS + 10 = 108.
    s = rules.score_deal(bid(100, trump="TA"), {"NS": 170, "EW": 88}, last_trick="NS")
    assert dict(s.card_points) == {"NS": 108, "EW": 54}
    with pytest.raises(VariantError):
        rules.score_deal(bid(100, trump="TA"), {"NS": 170, "EW": 88})


def test_the_last_deal_is_counted_exactly(write: Write) -> None:
    text = """\
name: ex
title: Test
extends: base
rules:
  scoring: {rounding: {method: each_team, half: down, last_deal: exact}}
provenance:
  scoring.rounding: {source: "003", section: "Fin de la partie", note: "test", choice: true}
"""
    rules = load_variant(write("ex.yaml", text)).compile()
    prise = {"taker": "NS", "trump": "H", "bid": None, "contre": 0}
    # 5 down, 6 up: 86 → 90, 76 → 80. At 920 for NS, 86 exactly makes 1006: the game ends,
    # and the deal is counted exactly.
    score, end = rules.settle_deal({"NS": 920, "EW": 0}, None, prise, {"NS": 86, "EW": 76})
    assert (score.NS, score.EW, score.exact) == (86, 76, True)
    assert end.winner == "NS"
    # Far from the target: rounded (85 → 80 with 5 down).
    score, end = rules.settle_deal({"NS": 0, "EW": 0}, None, prise, {"NS": 85, "EW": 77})
    assert (score.NS, score.EW, score.exact) == (80, 80, False)
    assert not end.over
    # At 912, 86 exactly makes 998: not the end; rounded (90) it would make 1002. The deal may
    # be the last, so it is counted exactly; the game is decided on that count and goes on,
    # and the sheet keeps the exact 86 (998), never 1002 while play goes on.
    score, end = rules.settle_deal({"NS": 912, "EW": 0}, None, prise, {"NS": 86, "EW": 76})
    assert (score.NS, score.exact) == (86, True)
    assert not end.over


def test_no_win_through_belote_after_a_failed_contract(write: Write) -> None:
    extra = """\
  game_end: {no_win_through: {belote: [dedans, capot_against], annonces: []}}
"""
    rules = auction(write, "{}", extra=extra)
    # NS at 990 fails (keeps its belote: 20) → 1010, but only through its belote: no win.
    deal = rules.score_deal(bid(100), {"NS": 70, "EW": 92}, belote="NS")
    assert (deal.outcome, deal.NS) == ("dedans", 20)
    end = rules.game_end({"NS": 990, "EW": 500}, deal)
    assert not end.over
    # The same belote on a made contract wins.
    made = rules.score_deal(bid(80), {"NS": 82, "EW": 80}, belote="NS")
    assert rules.game_end({"NS": 900, "EW": 500}, made).winner == "NS"


@pytest.mark.parametrize(("rule", "winner", "draw"), [
    ("extra_deal", None, False), ("last_deal_winner", "NS", False), ("draw", None, True),
])  # fmt: skip
def test_an_exact_tie_above_the_target(
    write: Write, rule: str, winner: str | None, draw: bool
) -> None:
    extra = f"  game_end: {{tie: {rule}}}\n"
    rules = auction(write, "{}", extra=extra, name=f"tie{rule.replace('_', '')}")
    deal = rules.score_deal(bid(100), {"NS": 112, "EW": 50})  # NS 112, EW 50
    end = rules.game_end({"NS": 1000, "EW": 1062}, deal)  # 1112 each
    assert (end.winner, end.draw) == (winner, draw)


def test_both_teams_over_on_the_same_deal_a_draw(write: Write) -> None:
    rules = auction(write, "{}", extra="  game_end: {both_over: draw}\n")
    deal = rules.score_deal(bid(100), {"NS": 112, "EW": 50})
    end = rules.game_end({"NS": 900, "EW": 990}, deal)
    assert end.draw
    assert end.over


# --------------------------------------------------------------------------------- plugins


class _HookedPlugin:
    """A plugin must implement a hook (one implementing none is refused): this one wraps the
    play hook and changes nothing."""

    @hookimpl(wrapper=True)
    def belote_make_play(self, variant: Any, tables: Any) -> Any:
        return (yield)


class ParamPlugin(_HookedPlugin):
    """A plugin with parameters, checked by its own schema."""

    PARAMS_SCHEMA: dict[str, Any] = {  # noqa: RUF012
        "type": "object",
        "properties": {"bonus": {"type": "integer", "minimum": 0}},
        "additionalProperties": False,
    }


def test_plugin_parameters_are_validated_and_readable(write: Write) -> None:
    text = """\
name: pp
title: Test
extends: base
rules:
  plugins: [{name: bonus, params: {bonus: 10}}]
provenance:
  plugins: {source: "002", section: "Le grand classique à quatre", note: "test", choice: true}
"""
    variant = load_variant(write("pp.yaml", text))
    assert dict(variant.plugin_params("bonus")) == {"bonus": 10}
    variant.compile(plugins={"bonus": ParamPlugin()})
    bad = load_variant(write("pq.yaml", text.replace("bonus: 10", "bonus: -1")))
    with pytest.raises(VariantError) as err:
        bad.compile(plugins={"bonus": ParamPlugin()})
    (problem,) = err.value.problems
    assert problem.path == "plugins[0].params.bonus"
    assert "bonus" in problem.message
    # Placed where the file says it: line 5, the flow mapping of the plugin entry.
    assert problem.file.endswith("pq.yaml")
    assert problem.line == 5


class TablePlugin(_HookedPlugin):
    """A plugin whose parameters hold a list and a mapping."""

    PARAMS_SCHEMA: dict[str, Any] = {  # noqa: RUF012
        "type": "object",
        "properties": {
            "modes": {"type": "array", "items": {"type": "string"}},
            "table": {"type": "object", "additionalProperties": {"type": "integer"}},
        },
        "additionalProperties": False,
    }


PLUGGED = """\
name: pt
title: Test
extends: base
rules:
  plugins:
    - name: table
      params:
        modes: [H, S]
        table: {H: 2}
provenance:
  plugins: {source: "002", section: "Le grand classique à quatre", note: "test", choice: true}
"""


def test_plugin_parameters_may_hold_lists_and_mappings(write: Write) -> None:
    variant = load_variant(write("pt.yaml", PLUGGED))
    variant.compile(plugins={"table": TablePlugin()})  # no problem: arrays and objects
    assert thaw(variant.plugin_params("table")) == {"modes": ["H", "S"], "table": {"H": 2}}


def test_an_unknown_plugin_parameter_is_placed_at_its_key(write: Write) -> None:
    variant = load_variant(write("pu.yaml", PLUGGED.replace("modes:", "mods:")))
    with pytest.raises(VariantError) as err:
        variant.compile(plugins={"table": TablePlugin()})
    (problem,) = err.value.problems
    assert (problem.line, problem.column) == (8, 15)  # the value of the unknown key
    assert problem.path == "plugins[0].params.mods"
    assert "unknown parameter 'mods'" in problem.message
    assert problem.expected == "one of modes, table"
    assert problem.hint == "did you mean 'modes'?"


def test_a_plugin_enabled_twice_is_refused_where_it_is_written(write: Write) -> None:
    text = PLUGGED.replace("  plugins:\n", "  plugins:\n    - table\n")
    with pytest.raises(VariantError) as err:
        load_variant(write("pd.yaml", text))
    (problem,) = err.value.problems
    assert (problem.line, problem.column) == (7, 7)
    assert problem.path == "plugins[1]"
    assert "enabled twice" in problem.message


# --------------------------------------------------------------------------------- annonces


def test_a_player_may_keep_his_annonces_silent_in_the_traditional_game() -> None:
    # 003 (Deux écoles): it is sometimes better not to declare an annonce, so as not to show
    # one's hand. The player holding annonces gets, at his first card, each card also with
    # « +silent »; a silent player's annonces count for nothing.
    rules = load_variant("traditional").compile()
    for seed in range(200):
        game = rules.new_game(seed=seed, dealer="N")
        while game.phase == "bidding":
            legal = game.legal_actions()
            game.apply(next((a for a in legal if a.startswith("take:")), "pass"))
        if game.phase != "play" or game.deal.resolution is None:
            continue
        holders = [i for i in range(4) if game.deal.resolution.by_seat[i]]
        if not holders:
            continue
        seat = "NWSE"[holders[0]]
        while game.to_move != seat:
            game.apply(game.legal_actions()[0])
        silent = [a for a in game.legal_actions() if a.endswith("+silent")]
        assert silent
        game.apply(silent[0])
        while len(game.deal.tricks or []) < 1:
            game.apply(game.legal_actions()[0])
        record = game.to_record()["deals"][-1]["annonces"]
        assert record["silent"] == [seat]
        assert record["declared"][seat] == []
        assert Game.from_json(game.to_json()).deal.resolution == game.deal.resolution
        # Afterwards, silence is no longer offered.
        assert not any(a.endswith("+silent") for a in game.legal_actions())
        return
    pytest.fail("no deal with an annonce in 200 seeds")


# traditional+carre-de-sept, spades trump, East deals and North takes the turned J♠. North:
# a cent 9-K♥ (100); West: tierces 8-10♣ and D-A♦; South: a carré of sevens (which cancels
# every annonce, 003's option) and a tierce 9-V♦; East: a cinquante V-A♣ (50).
KEPT_HANDS = {
    "N": "9H TH JH QH KH JS AS KS",
    "W": "8C 9C TC 8H AH QD KD AD",
    "S": "7S 7H 7D 7C 9D TD JD 8S",
    "E": "9S TS QS JC QC KC AC 8D",
}


def _kept_game() -> Game:
    """The deal of :data:`KEPT_HANDS` after North's and West's first cards: South to play."""
    from .test_bots import scripted

    game = scripted(
        "traditional+carre-de-sept",
        KEPT_HANDS,
        turned="JS",
        taker="N",
        actions=["take:S", "JS", "8C"],
        dealer="E",
    )
    assert game.to_move == "S"
    return game


def test_a_player_may_keep_one_annonce_and_declare_the_others() -> None:
    # 003 (Modalités des annonces): « Si un joueur possède un carré de sept ou de huit, il peut
    # annuler les annonces mais ceci n'est pas une obligation »; traditional lets a player keep
    # one of his annonces to himself and declare the others (annonces.declaring: optional).
    game = _kept_game()
    # South must play a trump under North's J♠: 7♠ or 8♠, each plain, keeping everything,
    # or keeping one of his two annonces (by name: the tierce to the J♦, the carré of sevens).
    assert sorted(game.legal_actions()) == sorted(
        f"{card}{form}"
        for card in ("7S", "8S")
        for form in ("", "+silent", "+silent:tierce-JD", "+silent:carre-7")
    )
    outcomes = {}
    for form in ("", "+silent", "+silent:tierce-JD", "+silent:carre-7"):
        game = _kept_game()
        game.apply("8S" + form)
        game.apply("9S")  # East follows: the first trick is over, the annonces are resolved
        resolution = game.deal.resolution
        assert resolution is not None
        outcomes[form] = (dict(resolution.awarded), resolution.cancelled)
        record = game.to_record()["deals"][-1]["annonces"]
        assert record["waived"] == ({"S": form[8:]} if form.startswith("+silent:") else {})
        assert Game.from_json(game.to_json()).deal.resolution == resolution
    # all declared: the carré of sevens cancels every annonce, North's cent included
    assert outcomes[""] == ({"NS": 0, "EW": 0}, True)
    # the tierce kept and the carré declared: the same
    assert outcomes["+silent:tierce-JD"] == ({"NS": 0, "EW": 0}, True)
    # all kept: North's cent (100) beats East's cinquante (50): NS scores 100
    assert outcomes["+silent"] == ({"NS": 100, "EW": 0}, False)
    # the carré kept, the tierce declared: NS scores the cent and the tierce, 100 + 20 = 120
    assert outcomes["+silent:carre-7"] == ({"NS": 120, "EW": 0}, False)


def test_keeping_one_annonce_is_refused_unless_it_is_one_of_two_held() -> None:
    game = _kept_game()
    before = game.to_json()
    with pytest.raises(IllegalAction) as err:
        game.apply("8S+silent:cent-KH")  # North's, not South's
    assert err.value.rule == "annonces.declaring"
    assert "tierce-JD" in str(err.value)
    assert "carre-7" in str(err.value)
    with pytest.raises(IllegalAction, match="unknown suffix"):
        game.apply("8S+silent+silent:carre-7")
    assert game.to_json() == before  # nothing changed
    # North holds one annonce only: '+silent' keeps it, '+silent:cent-KH' is not offered
    from .test_bots import scripted

    north = scripted(
        "traditional+carre-de-sept", KEPT_HANDS, turned="JS", taker="N", actions=["take:S"]
    )
    assert "JS+silent" in north.legal_actions()
    assert not any("+silent:" in a for a in north.legal_actions())
    with pytest.raises(IllegalAction) as err:
        north.apply("JS+silent:cent-KH")
    assert err.value.rule == "annonces.declaring"
    # after the first card, nothing may be kept any more
    game.apply("8S")
    game.apply("9S")
    assert not any("silent" in a for a in game.legal_actions())


def test_a_carre_of_sevens_alone_may_be_kept_too() -> None:
    # South's carré of sevens is an annonce he may keep (it scores nothing): with it alone, he
    # may play '+silent', and the cent then counts.
    from .test_bots import scripted

    hands = dict(KEPT_HANDS, S="7S 7H 7D 7C 9D TD QC 8S", E="9S TS QS JC JD KC AC 8D")
    game = scripted(
        "traditional+carre-de-sept",
        hands,
        turned="JS",
        taker="N",
        actions=["take:S", "JS", "8C"],
        dealer="E",
    )
    assert sorted(game.legal_actions()) == ["7S", "7S+silent", "8S", "8S+silent"]
    game.apply("8S+silent")
    game.apply("9S")
    assert game.deal.resolution is not None
    assert dict(game.deal.resolution.awarded) == {"NS": 100, "EW": 0}


def test_an_old_record_without_waived_annonces_replays() -> None:
    # Records written before a player could keep one annonce have no "waived" field: they
    # replay all the same.
    game = _kept_game()
    game.apply("8S+silent")
    game.apply("9S")
    record = game.to_record()
    for deal in record["deals"]:
        deal.get("annonces", {}).pop("waived", None)
    assert Game.from_json(record).deal.resolution == game.deal.resolution


def test_keeping_silent_is_refused_where_annonces_must_be_declared() -> None:
    rules = load_variant("classic").compile()
    with pytest.raises(ValueError, match=r"annonces\.declaring"):
        rules.declarations({"N": "9H TH JH QH 7S 8D 7C 8C"}, "S", silent=["N"])


def test_misdeals_in_a_row_count_for_one_dealer_only(write: Write) -> None:
    # The ladder counts a dealer's misdeals in a row: once the deal has passed to the next
    # dealer (after a penalty, or a deal where everyone passed), his first misdeal is a first.
    rules = load_variant(write("md3.yaml", MISDEAL)).compile()
    game = rules.new_game(seed=3, dealer="N")
    game.misdeal()  # N, first: redeal
    game.misdeal()  # N, second: 160 to EW, W deals
    assert game.deal.dealer == 1
    game.misdeal()  # W's first: a redeal, no points
    assert game.totals == {"NS": 0, "EW": 160}
    assert game.deal.dealer == 1
    while game.phase == "bidding" and game.deal.dealer == 1:
        game.apply("pass")
    if game.phase == "bidding":  # everyone passed: S deals
        game.misdeal()
        assert game.totals == {"NS": 0, "EW": 160}


def test_a_margin_beyond_the_bid(write: Write) -> None:
    # Pagat's variant: « at least 112 points to win a bid of 110 ».
    extra = """\
  scoring:
    contract: {reach_bid: true, margin: 2, minimum: 0, beat_defence: false}
"""
    rules = auction(write, "{}", extra=extra)
    assert rules.score_deal(bid(110), {"NS": 111, "EW": 51}).outcome == "dedans"
    assert rules.score_deal(bid(110), {"NS": 112, "EW": 50}).outcome == "made"


def test_the_heuristic_bot_keeps_a_defenders_lone_tierce_to_itself() -> None:
    # 003 « il est parfois préférable de ne pas annoncer … si l'on ne tient pas à la
    # dévoiler »: a defender holding only a tierce (20) keeps it silent; the taker's side
    # declares (its annonces help make the contract).
    from belote_spec.bots import HeuristicBot

    rules = load_variant("traditional").compile()
    checked = {"defence": False, "taker": False}
    for seed in range(300):
        game = rules.new_game(seed=seed, dealer="N")
        bot = HeuristicBot(seed)
        while game.phase == "bidding":
            game.apply(bot.act(game.observation(game.to_move or "")))
        if game.phase != "play" or game.deal.contract is None:
            continue
        taker_team = game.deal.contract.taker & 1
        while not game.deal.tricks and game.phase == "play":
            seat = game.to_move
            assert seat is not None
            index = "NWSE".index(seat)
            resolution = game.deal.resolution
            assert resolution is not None
            mine = resolution.by_seat[index]
            action = bot.act(game.observation(seat))
            if mine:
                side = "taker" if (index & 1) == taker_team else "defence"
                small = sum(a.points for a in mine) < 50
                assert action.endswith("+silent") == (side == "defence" and small), action
                checked[side] = True
            game.apply(action)
        if all(checked.values()):
            return
    pytest.fail(f"not every case came up: {checked}")


PARTNER_TRUMPED = [("N", "AS"), ("W", "9H"), ("S", "7S")]  # hearts trump: W, E's partner, holds


@pytest.mark.parametrize(
    ("rule", "hand", "legal"),
    [
        # FFB coinchée, règle 4: a lower trump only when holding nothing but trumps.
        ("forbidden_unless_only_trumps", "TH 8H KC", {"KC"}),
        ("forbidden_unless_only_trumps", "JH 8H KC", {"JH", "KC"}),
        ("forbidden_unless_only_trumps", "JH 8H", {"JH", "8H"}),
        # the plain « forbidden »: with only trumps, the higher one if there is one
        ("forbidden", "JH 8H", {"JH"}),
        # BGA: any other card; a trump must beat the partner's 9 if the hand can
        ("overtrump_if_able", "JH 8H KC", {"JH", "KC"}),
        ("overtrump_if_able", "TH 8H KC", {"TH", "8H", "KC"}),
        ("overtrump_if_able", "JH 8H", {"JH"}),
        # FFB « Équipe Ludique », rule 4
        ("only_trumps_must_overtrump", "TH 8H KC", {"TH", "8H", "KC"}),
        ("only_trumps_must_overtrump", "JH 8H", {"JH"}),
        ("allowed", "JH 8H", {"JH", "8H"}),
    ],
)
def test_partner_master_with_a_trump(write: Write, rule: str, hand: str, legal: set[str]) -> None:
    text = f"""\
name: pm
title: Test
extends: base
rules:
  play: {{partner_master_undertrump: {rule}}}
provenance:
  play: {{source: "003", section: "Coupe", note: "test", choice: true}}
"""
    rules = load_variant(write(f"pm{rule.replace('_', '')}.yaml", text)).compile()
    assert {c.code for c in rules.legal_cards(hand, PARTNER_TRUMPED, "H")} == legal
    # the independent reference implementation agrees
    play = rules.variant.rule("play")
    assert reference.legal_cards(play, hand.split(), [c for _s, c in PARTNER_TRUMPED], "H") == legal
