"""Three and two players, each for himself (issue 28: belote à trois, belote à deux).

The tables: three players sit N W S (counter-clockwise; N S W clockwise), the seat E empty; two
sit N and S. With ``table.partnership: none`` every player has his own score line, named by his
seat, and no partner. ``deck.cards: 24`` is the pack from nine to ace. The hand size comes from
the deal: what the first pattern gives, plus the others' completion (8 at three: 5 + 3, the
taker 5 + the turned card + 2; 9 at two: 6 + 3, the turned card to nobody). The talon is what
no one receives: 24 − 3 × 8 = 0 at three; 32 − 2 × 9 − 1 = 13 at two (the bergère and 12
hidden cards).
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from belote_spec import VariantError, load_variant
from belote_spec.bots.solver import DoubleDummy, SolverUnsupported, solver_for
from belote_spec.cards import CODE_INDEX, FULL_DECK
from belote_spec.engine.game import Game
from belote_spec.engine.observation import Observation
from belote_spec.engine.random_deals import Simulator
from belote_spec.engine.rules import Rules
from belote_spec.seating import DECK_24, Seating, seating_of
from belote_spec.simulation.batch import BatchUnsupported
from belote_spec.simulation.batch.compiler import check_batchable

from .behaviour import covers, outside_batch, variant_with

_COMPILED: dict[str, Rules] = {}
_FOLDER: list[Path] = []

#: What line scoring cannot count (the litige, a flat capot) set aside: a capot counts as
#: points in place of the dix de der.
LINES_SCORABLE: dict[str, Any] = {
    "litige": {"enabled": False},
    "capot": {"kind": "der_bonus", "dix_de_der": 100},
}
#: Belote à trois as its sources deal it: 24 cards, 3-2, the turned card to the taker, 2/3;
#: the taker must make more than each opponent.
TROIS: dict[str, Any] = {
    "table": {"players": 3, "partnership": "none"},
    "deck": {"cards": 24},
    "scoring": {**LINES_SCORABLE, "contract": {"defence": "each"}},
}
#: Belote à deux: 32 cards, 3-3, the turned card to nobody, 3/3 (nine each), the bergère, the
#: seven exchange.
DEUX: dict[str, Any] = {
    "table": {"players": 2, "partnership": "none"},
    "deal": {
        "patterns": ["3-3"],
        "turned_card_to": "nobody",
        "completion": {"taker": 3, "others": 3},
        "bergere": True,
        "seven_exchange": "automatic",
    },
    "scoring": LINES_SCORABLE,
}

_REASON = (
    "the batch engine plays four players in two teams facing with 32 cards; it refuses other "
    "tables (BatchUnsupported, and simulate falls back to the scalar engine)"
)
outside_batch("table.players", _REASON, 3, 2)
outside_batch("table.partnership", _REASON, "none")
outside_batch("deck.cards", _REASON, 24)
outside_batch("deal.turned_card_to", _REASON, "nobody")
outside_batch("deal.bergere", _REASON, True)
outside_batch("deal.seven_exchange", _REASON, "automatic")
_LINES_REASON = (
    "rules of scoring each for himself, with no effect at a table of two teams; the batch "
    "engine refuses the tables each for himself (BatchUnsupported)"
)
for _path in (
    "scoring.contract.defence",
    "scoring.defence_lines",
    "scoring.capot.players",
    "scoring.capot.share",
    "scoring.capot.dix_de_der_kept",
):
    outside_batch(_path, _LINES_REASON)


@pytest.fixture(scope="module", autouse=True)
def _variant_folder(tmp_path_factory: pytest.TempPathFactory) -> None:
    _FOLDER[:] = [tmp_path_factory.mktemp("seats")]


def trois(name: str = "trois", **more: Any) -> Rules:
    """Belote à trois with ``more`` rules (a file ``name``.yaml: give each its own name)."""
    return variant_with(_COMPILED, _FOLDER[0], "classic", {**TROIS, **more}, name=name)


def deux(name: str = "deux", **more: Any) -> Rules:
    return variant_with(_COMPILED, _FOLDER[0], "classic", {**DEUX, **more}, name=name)


def _write(name: str, rules: dict[str, Any]) -> Path:
    import yaml

    path = _FOLDER[0] / f"{name}.yaml"
    document = {"name": name, "title": name, "extends": "classic", "rules": rules}
    path.write_text(yaml.safe_dump(document, allow_unicode=True), encoding="utf-8")
    return path


def problems(rules: dict[str, Any]) -> str:
    with pytest.raises(VariantError) as caught:
        load_variant(str(_write("broken", rules)))
    return str(caught.value)


# ------------------------------------------------------------------------------ the tables


def test_three_and_two_players_sit_each_for_himself() -> None:
    three = Seating.make(3, "none")
    assert three.seats == ("N", "W", "S") == three.lines
    assert three.line_of == (0, 1, 2)
    assert three.partner == (-1, -1, -1)
    assert three.after == (1, 2, 0)
    assert three.before == (2, 0, 1)
    # clockwise, after N comes S (on N's left, the seat E empty), then W
    assert Seating.make(3, "none", "clockwise").seats == ("N", "S", "W")
    two = Seating.make(2, "none")
    assert two.seats == ("N", "S") == two.lines
    assert two.partner == (-1, -1)
    assert two.after == (1, 0)
    assert not three.classic
    assert not two.classic
    assert three.opponents(0) == (1, 2)


def test_the_24_card_pack_is_nine_to_ace() -> None:
    cards = [code for code, i in CODE_INDEX.items() if DECK_24 >> i & 1 and len(code) == 2]
    assert len({CODE_INDEX[c] for c in cards}) == 24
    for code in ("7S", "8S", "7H", "8H", "7D", "8D", "7C", "8C"):
        assert not DECK_24 >> CODE_INDEX[code] & 1
    for code in ("9S", "TH", "JD", "QC", "KS", "AH"):
        assert DECK_24 >> CODE_INDEX[code] & 1


def test_a_variant_for_three_gets_its_table() -> None:
    seating = trois().seating
    assert seating.seats == ("N", "W", "S")
    assert seating.deck_mask == DECK_24
    assert seating.hand_size == 8  # 3-2 then 3 (the taker: 3-2, the turned card and 2)


def test_a_variant_for_two_gets_its_table() -> None:
    seating = deux().seating
    assert seating.seats == ("N", "S")
    assert seating.deck_mask == FULL_DECK
    assert seating.hand_size == 9  # 3-3 then 3, the turned card to nobody
    assert seating_of(deux().variant) is seating


# ------------------------------------------------------------------------------ the checks


def test_players_and_partnership_agree() -> None:
    text = problems({"table": {"players": 3}, "deck": {"cards": 24}})
    assert "3 players cannot sit in two teams facing each other" in text
    assert "table.partnership: none (each for himself) with 3 players" in text
    text = problems({"table": {"partnership": "none"}})
    assert "four players play in two teams facing each other" in text


def test_fewer_than_four_bid_the_prise() -> None:
    text = problems({**TROIS, "bidding": {"system": "auction"}, "deal": {"turned_card": False}})
    assert "the auction bidding is played by four players, not 3" in text
    assert "bidding.system: prise with 3 players" in text


def test_rules_of_four_players_only_are_refused_at_three() -> None:
    # a lost deal goes to the other team, a misdeal's penalty too; a belote judged by the
    # place of its first card in a trick of four
    text = problems(
        {
            **TROIS,
            "play": {"illegal_card": "deal_lost"},
            "belote": {"first_card": "led_followed_or_trumped"},
        }
    )
    assert "play.illegal_card is played at four players, not 3" in text
    assert "expected play.illegal_card: refused with 3 players" in text
    assert "belote.first_card is played at four players, not 3" in text


def test_annonces_and_trick_bonuses_by_team_are_refused_at_three() -> None:
    # each for himself the best player takes all his own annonces: a comparison per kind,
    # annonces every player keeps, unshown annonces scored by « the other team », and trick
    # bonuses summed by team are not played there (they were silently read otherwise)
    for annonces, expected in (
        ({"resolution": "per_kind"}, "annonces.resolution: best_team with 3 players"),
        ({"resolution": "each_own"}, "annonces.resolution: best_team with 3 players"),
        ({"unshown": "opponents_score"}, "annonces.unshown: void with 3 players"),
    ):
        text = problems({**TROIS, "annonces": annonces})
        assert expected in text, text
    text = problems({**TROIS, "trick_bonuses": {"enabled": True}})
    assert "trick_bonuses.enabled is played at four players, not 3" in text
    assert "expected trick_bonuses.enabled: false with 3 players" in text


def test_the_pack_holds_the_hands() -> None:
    # three hands of 8 from 24 cards leave no talon; with 32 cards, 8 stay aside, which is
    # allowed; three hands of 9 (3-3, then 3 each, the turned card to nobody) need 28 cards
    text = problems(
        {
            **TROIS,
            "deal": {
                "patterns": ["3-3"],
                "turned_card_to": "nobody",
                "completion": {"taker": 3, "others": 3},
            },
        }
    )
    assert "3 hands of 9 cards and the turned card need 28 cards, and the pack has 24" in text


def test_the_hands_of_the_taker_and_the_others_agree_at_two() -> None:
    # 3-3 then 3 to the others makes nine; the turned card goes to nobody, so the taker's 2
    # would make eight
    text = problems({**DEUX, "deal": {**DEUX["deal"], "completion": {"taker": 2, "others": 3}}})
    assert "with deal.completion.taker at 2, the taker would hold 8 cards" in text
    assert "deal.completion.taker: 3 (6 dealt and 3 more make 9)" in text


def test_the_bergere_needs_a_talon_and_the_exchange_a_turned_card_to_nobody() -> None:
    text = problems({**TROIS, "deal": {"bergere": True, "seven_exchange": "automatic"}})
    assert "the bergère is the last card of the talon, and this deal leaves no talon" in text
    assert "the seven of trumps is exchanged for a turned card that nobody receives" in text
    assert "deal.turned_card: true and deal.turned_card_to: nobody" in text


def test_the_messages_at_eight_cards_are_unchanged() -> None:
    text = problems({"deal": {"completion": {"taker": 2, "others": 2}}})
    assert "with deal.completion.others at 2, the other players would hold 7 cards" in text
    assert "deal.completion.others: 3 (5 dealt and 3 more make eight)" in text


# ------------------------------------------------------------------------------ three players
# The pack of 24 in index order: 9♠ 10♠ V♠ D♠ R♠ A♠, then hearts, diamonds, clubs, uncut; N
# deals counter-clockwise, first to W: W 9♠ 10♠ V♠ | S D♠ R♠ A♠ | N 9♥ 10♥ V♥, then W D♥ R♥ |
# S A♥ 9♦ | N 10♦ V♦; the 16th card, D♦, is turned. W passes and S takes at diamonds: from W,
# W R♦ A♦ 9♣, S the turned D♦ and 10♣ V♣, N D♣ R♣ A♣: eight each, the 24 cards.
HANDS_3 = {
    "N": "9H TH JH TD JD QC KC AC",
    "W": "9S TS JS QH KH KD AD 9C",
    "S": "QS KS AS AH 9D QD TC JC",
}
#: The play, trick by trick (from the leader), with what each player may play, worked from
#: the rules at diamonds (trump: V 9 A 10 R D; plain: A 10 R D V 9), and the trick's points.
TRICKS_3: list[tuple[str, list[tuple[str, str, str]], str, int]] = [
    # W leads; S follows (any spade: no need to head a plain suit); N has no spade and must
    # trump (no partner may hold the trick for him): his two trumps
    ("W", [("W", "", "9S"), ("S", "QS KS AS", "AS"), ("N", "TD JD", "JD")], "N", 0 + 11 + 20),
    # a trump led: W must go over the ten (A♦, not R♦), S over the ace (9♦, not D♦)
    ("N", [("N", "", "TD"), ("W", "AD", "AD"), ("S", "9D", "9D")], "S", 10 + 11 + 14),
    ("S", [("S", "", "AH"), ("N", "9H TH JH", "9H"), ("W", "QH KH", "QH")], "S", 11 + 0 + 3),
    ("S", [("S", "", "TC"), ("N", "QC KC AC", "AC"), ("W", "9C", "9C")], "N", 10 + 11 + 0),
    # W, out of clubs, must trump
    ("N", [("N", "", "KC"), ("W", "KD", "KD"), ("S", "JC", "JC")], "W", 4 + 4 + 2),
    ("W", [("W", "", "KH"), ("S", "QD", "QD"), ("N", "TH JH", "TH")], "S", 4 + 3 + 10),
    # N has neither spade nor trump: anything; W need not head the king
    ("S", [("S", "", "KS"), ("N", "JH QC", "QC"), ("W", "TS JS", "JS")], "S", 4 + 3 + 2),
    ("S", [("S", "", "QS"), ("N", "JH", "JH"), ("W", "TS", "TS")], "W", 3 + 2 + 10),
]


def _play_out(game: Game, tricks: list[tuple[str, list[tuple[str, str, str]], str, int]]) -> None:
    for leader, plays, _winner, _points in tricks:
        assert game.to_move == leader
        for seat, legal, card in plays:
            assert game.to_move == seat
            if legal:
                assert set(game.legal_actions()) == set(legal.split()), (seat, card)
            game.apply(card)


def _three_deal(rules: Rules) -> Game:
    game = Game(rules, dealer="N", script=[(rules.seating.deck(), "3-2", 0, False)])
    assert game.deal.dealt.turned == CODE_INDEX["QD"]
    assert game.to_move == "W"
    game.apply("pass")
    game.apply("take:D")
    return game


@covers("table.players", 3, engines=("scalar",))
@covers("table.partnership", "none", engines=("scalar",))
@covers("deck.cards", 24, engines=("scalar",))
@covers("scoring.contract.defence", "each", engines=("scalar",))
def test_three_players_deal_eight_tricks_of_three_worth_162() -> None:
    rules = trois("trois-sans-annonces", annonces={"enabled": False})
    game = _three_deal(rules)
    for seat, hand in HANDS_3.items():
        assert game.hand(seat) == hand.split(), seat
    _play_out(game, TRICKS_3)
    deal = game.deals[0]
    assert deal.tricks is not None
    assert [(t["leader"], t["winner"], t["points"]) for t in deal.tricks] == [
        (leader, winner, points) for leader, _plays, winner, points in TRICKS_3
    ]
    # each player's points: N 31 + 21 = 52; S 35 + 14 + 17 + 9 = 75; W 10 + 15 and the dix
    # de der of the eighth trick, 35: 52 + 75 + 35 = 162
    score = deal.score
    assert score is not None
    assert score.as_dict()["raw_points"] == {"N": 52, "W": 35, "S": 75}
    assert score.as_dict()["tricks"] == {"N": 2, "W": 2, "S": 4}
    # the contract against each opponent: S's 75 beats N's 52 and W's 35: made, each scores
    # his own points
    assert score.as_dict()["outcome"] == "made"
    assert game.totals == {"N": 52, "W": 35, "S": 75}
    assert deal.talon == []  # the 24 cards are dealt out
    assert game.score_sheet[0]["total"] == {"N": 52, "W": 35, "S": 75}
    assert game.observation("W").totals == {"N": 52, "W": 35, "S": 75}


@covers("scoring.contract.defence", "together", engines=("scalar",))
@covers("scoring.defence_lines", "each", "split", engines=("scalar",))
@pytest.mark.parametrize(
    ("lines", "totals"),
    [
        # S's 75 is not more than N and W together (87): dedans; the taker scores nothing,
        # each defender the dedans' 162 in full
        ("each", {"N": 162, "W": 162, "S": 0}),
        # the defence scores its 162 as one side, shared: its base is fixed (162), so no
        # defender keeps points of his own: 81 each
        ("split", {"N": 81, "W": 81, "S": 0}),
    ],
)
def test_the_contract_against_the_defenders_together(lines: str, totals: dict[str, int]) -> None:
    scoring = {**TROIS["scoring"], "contract": {"defence": "together"}, "defence_lines": lines}
    rules = trois(f"trois-together-{lines}", annonces={"enabled": False}, scoring=scoring)
    game = _three_deal(rules)
    _play_out(game, TRICKS_3)
    assert game.deals[0].score is not None
    assert game.deals[0].score.as_dict()["outcome"] == "dedans"
    assert game.totals == totals


#: The same deal played so that W takes no trick: W leads Q♥ (S's A♥ takes it), then N takes
#: the trumps led by S (V♦) and leads clubs; S's 9♦ takes N's 10♦; N takes the rest. N: 27 +
#: 6 + 25 + 6 + 6 + 23 + 10 (the last trick) = 103; S: 24 + 35 = 59; W nothing.
CAPOT_3 = [
    "QH", "AH", "TH",
    "QD", "JD", "KD",
    "KC", "9C", "JC",
    "TD", "AD", "9D",
    "TC", "AC", "KH",
    "QC", "9S", "QS",
    "9H", "JS", "KS",
    "JH", "TS", "AS",
]  # fmt: skip


@covers("scoring.capot.players", "side", "each", engines=("scalar",))
@covers("scoring.capot.share", "whole", "split", engines=("scalar",))
@covers("scoring.capot.dix_de_der_kept", "never", "one_capot", engines=("scalar",))
@pytest.mark.parametrize(
    ("capot", "card_points", "capots"),
    [
        # only a whole side can be capot: W alone is not; the points as taken
        ({"players": "side"}, {"N": 103, "W": 0, "S": 59}, []),
        # W, with no trick, is capot: N and S each score the capot's 100, which replace the
        # dix de der (N's 10): N 103 - 10 + 100 = 193, S 59 + 100 = 159
        (
            {"players": "each", "share": "whole", "dix_de_der_kept": "never"},
            {"N": 193, "W": 0, "S": 159},
            ["W"],
        ),
        # shared (belote à trois: « cinquante pour chacun s'il n'y a qu'un capot »), and the
        # last trick keeps its ten with only one capot: N 103 + 50, S 59 + 50
        (
            {"players": "each", "share": "split", "dix_de_der_kept": "one_capot"},
            {"N": 153, "W": 0, "S": 109},
            ["W"],
        ),
    ],
)
def test_a_capot_of_one_player(
    capot: dict[str, str], card_points: dict[str, int], capots: list[str]
) -> None:
    scoring = {**TROIS["scoring"], "capot": {**LINES_SCORABLE["capot"], **capot}}
    name = "trois-capot-" + "-".join(capot.values())
    rules = trois(name, annonces={"enabled": False}, scoring=scoring)
    game = _three_deal(rules)
    for card in CAPOT_3:
        game.apply(card)
    score = game.deals[0].score
    assert score is not None
    assert score.as_dict()["tricks"] == {"N": 6, "W": 0, "S": 2}
    assert score.as_dict()["card_points"] == card_points
    assert score.as_dict()["capots"] == capots
    # S's total is below N's either way: dedans, the 162 to each defender
    assert score.as_dict()["outcome"] == "dedans"
    assert game.totals == {"N": 162, "W": 162, "S": 0}


def test_line_scoring_refuses_what_it_cannot_count() -> None:
    text = problems({"table": {"players": 3, "partnership": "none"}, "deck": {"cards": 24}})
    assert "a taker who only equals a defender has not made more than him" in text
    assert "expected scoring.litige.enabled: false" in text
    assert "a capot is counted as points that replace the dix de der, not as a flat" in text


def test_the_prise_goes_round_three_players() -> None:
    # N deals: W, S and N speak in the first round, then again; nobody takes: the next deal
    # is N's right-hand neighbour's, W (counter-clockwise)
    rules = trois("trois-sans-annonces", annonces={"enabled": False})
    game = Game(rules, dealer="N", seed=3)
    for seat in "WSNWSN":
        assert game.to_move == seat
        game.apply("pass")
    assert game.deals[0].status == "passed"
    assert game.deal.dealer == 1  # W
    assert game.to_move == "S"
    # with the vache, the third speaker of the second round (N) may not pass
    vache = trois("trois-vache", annonces={"enabled": False}, bidding={"prise": {"vache": True}})
    game = Game(vache, dealer="N", script=[(vache.seating.deck(), "3-2", 0, False)])
    for _ in range(5):
        game.apply("pass")
    assert game.to_move == "N"
    assert sorted(game.legal_actions()) == ["take:C", "take:H", "take:S"]


def test_without_a_partner_a_player_must_trump_and_undertrump() -> None:
    rules = trois()
    # at four, W (the leader, two seats before N) would be N's partner, master with A♠: N
    # might discard; here nobody is: N must trump (« doit couper »)
    legal = rules.legal_cards("TD JD QC KC", [("W", "AS"), ("S", "9S")], "D")
    assert [c.code for c in legal] == ["TD", "JD"]
    # S has trumped with V♦; N, out of spades, holds only a lower trump: he must play it
    # (« si l'on n'a pas d'atout supérieur à celui joué, on en met un inférieur »)
    legal = rules.legal_cards("TD QC KC", [("W", "9S"), ("S", "JD")], "D")
    assert [c.code for c in legal] == ["TD"]


def test_annonces_go_to_the_best_player_alone() -> None:
    rules = trois()
    hands = [
        sum(1 << CODE_INDEX[c] for c in hand.split())
        for hand in (
            "9H TH JH QC KC AC TD JD",
            "9S TS JS QS KH KD AD 9C",
            "KS AS AH 9D QD TC JC QH",
        )
    ]
    # N: two tierces (9-10-V♥, D-R-A♣); W a quarte 9-10-V-D♠ (50) and nothing else; S none:
    # W's fifty is the best annonce: W scores it, N nothing (no partner shares a best)
    found = rules.annonces.resolve(hands, CODE_INDEX["QD"] >> 3, 1, lines=("N", "W", "S"))
    assert dict(found.awarded) == {"N": 0, "W": 50, "S": 0}
    assert found.winner == "W"


def test_the_queries_answer_at_the_table_of_three_or_two() -> None:
    # Rules.declarations names the score lines by seat, as the game does: N's tierce A-R-D♥
    # (20) against W's quarte 9-10-V-D♠ (50): W scores his fifty, N nothing
    found = trois().declarations({"N": "AH KH QH", "W": "9S TS JS QS", "S": "9D"}, "C")
    assert dict(found.awarded) == {"N": 0, "W": 50, "S": 0}
    assert found.winner == "W"
    assert trois().misdeal_ruling("N")["line"] == {"N": 0, "W": 0, "S": 0}
    # at two a hand holds nine cards: N's tierce A-R-D♥ is the only annonce (S holds none)
    rules = deux()
    north, south = "AH KH QH 9S JS KD 7C 9C JC", "8S KS AS 8D TD QD 8C TC QC"
    found = rules.declarations({"N": north, "S": south}, "D")
    assert dict(found.awarded) == {"N": 20, "S": 0}
    # and S leads the 8♠: N follows with a spade
    assert [c.code for c in rules.legal_cards(north, [("S", "8S")], "D")] == ["9S", "JS"]
    with pytest.raises(ValueError, match="10 cards; expected 9 cards at most"):
        rules.legal_cards(north + " 8H", [], "D")


def test_the_record_of_three_players_names_the_seats_and_replays() -> None:
    rules = trois()
    game = Game(rules, seed=7)
    rng = random.Random(7)
    while not game.over:
        game.apply(rng.choice(game.legal_actions()))
    text = game.to_json()
    record = json.loads(text)
    assert set(record["totals"]) == {"N", "W", "S"}
    played = [d for d in record["deals"] if "hands" in d]
    assert played
    for deal in played:
        assert len(deal["deck"]) == 24
        assert {seat: len(cards) for seat, cards in deal["hands"].items()} == {
            "N": 8,
            "W": 8,
            "S": 8,
        }
        assert all(len(t["cards"]) == 3 for t in deal["tricks"])
    assert Game.from_json(text).to_json() == text
    assert record["result"]["winner"] in {"N", "W", "S"}


# ------------------------------------------------------------------------------ two players
# The pack of 32 in index order, uncut; N deals, first to S, three and three: S 7♠ 8♠ 9♠,
# N 10♠ V♠ D♠, S R♠ A♠ 7♥, N 8♥ 9♥ 10♥; the 13th card, V♥, is turned. S takes at hearts: the
# turned card goes to nobody; S gets D♥ R♥ A♥, N 7♦ 8♦ 9♦; the 13 cards left (10♦ … A♣) are
# the talon, its last, A♣, the bergère. Trump is the turned card's suit: S, who holds the 7♥,
# takes the V♥ for it.
TALON_2 = ["TD", "JD", "QD", "KD", "AD", "7C", "8C", "9C", "TC", "JC", "QC", "KC", "AC"]
TRICKS_2: list[tuple[str, list[tuple[str, str, str]], str, int]] = [
    # trump led: N cannot beat the jack, any trump
    ("S", [("S", "", "JH"), ("N", "8H 9H TH", "8H")], "S", 20 + 0),
    # N must go over the ace: the nine
    ("S", [("S", "", "AH"), ("N", "9H", "9H")], "N", 11 + 14),
    # S, out of diamonds, must trump
    ("N", [("N", "", "7D"), ("S", "QH KH", "QH")], "S", 0 + 3),
    ("S", [("S", "", "KH"), ("N", "TH", "TH")], "N", 4 + 10),
    ("N", [("N", "", "8D"), ("S", "7S 8S 9S KS AS", "7S")], "N", 0),
    ("N", [("N", "", "9D"), ("S", "8S 9S KS AS", "8S")], "N", 0),
    ("N", [("N", "", "QS"), ("S", "9S KS AS", "AS")], "S", 3 + 11),
    ("S", [("S", "", "KS"), ("N", "TS JS", "TS")], "N", 4 + 10),
    ("N", [("N", "", "JS"), ("S", "9S", "9S")], "N", 2 + 0),
]


@covers("table.players", 2, engines=("scalar",))
@covers("deal.turned_card_to", "nobody", engines=("scalar",))
@covers("deal.bergere", True, engines=("scalar",))
@covers("deal.seven_exchange", "automatic", engines=("scalar",))
def test_two_players_nine_cards_the_turned_card_out_the_bergere_and_the_exchange() -> None:
    rules = deux()
    game = Game(rules, dealer="N", script=[(rules.seating.deck(), "3-3", 0, False)])
    assert game.hand("S") == ["7S", "8S", "9S", "KS", "AS", "7H"]
    assert game.hand("N") == ["TS", "JS", "QS", "8H", "9H", "TH"]
    assert game.deal.dealt.turned == CODE_INDEX["JH"]
    assert game.to_move == "S"
    game.apply("take:H")
    # nine each; the turned card in S's hand only through the exchange of his 7♥
    assert game.hand("S") == ["7S", "8S", "9S", "KS", "AS", "JH", "QH", "KH", "AH"]
    assert game.hand("N") == ["TS", "JS", "QS", "8H", "9H", "TH", "7D", "8D", "9D"]
    deal = game.deal
    assert deal.exchange == (1, CODE_INDEX["7H"])
    assert deal.talon == [CODE_INDEX[c] for c in TALON_2]
    assert deal.bergere == CODE_INDEX["AC"]
    # the turned card and the bergère are public
    seen = game.observation("N")
    assert seen.turned == "JH"
    assert seen.bergere == "AC"
    assert Observation.from_dict(seen.to_dict()).bergere == "AC"
    _play_out(game, TRICKS_2)
    played = game.deals[0]
    assert played.tricks is not None
    assert len(played.tricks) == 9
    assert [(t["leader"], t["winner"], t["points"]) for t in played.tricks] == [
        (leader, winner, points) for leader, _plays, winner, points in TRICKS_2
    ]
    # S: 20 + 3 + 14 = 37; N: 25 + 14 + 14 + 2 and the dix de der of the ninth trick = 65;
    # 102 in all: the 92 points of the 18 cards in play and the 10 of the last trick
    score = played.score
    assert score is not None
    assert score.as_dict()["raw_points"] == {"N": 65, "S": 37}
    # S's annonces: a quarte V-D-R-A♥ (50) beats N's tierces, so S scores his quarte and his
    # tierce 7-8-9♠: 70; and the belote (R-D♥), 20: 37 + 70 + 20 = 127 > 65, made
    assert score.as_dict()["annonces"] == {"N": 0, "S": 70}
    assert score.as_dict()["outcome"] == "made"
    assert game.totals == {"N": 65, "S": 127}
    # the record has the talon, the bergère and the exchange, and replays exactly
    text = game.to_json()
    record = json.loads(text)["deals"][0]
    assert record["talon"] == TALON_2
    assert record["bergere"] == "AC"
    assert record["exchange"] == ["S", "7H"]
    assert record["turned"] == "JH"
    assert Game.from_json(text).to_json() == text


def test_no_exchange_when_trump_is_another_suit() -> None:
    rules = deux()
    game = Game(rules, dealer="N", script=[(rules.seating.deck(), "3-3", 0, False)])
    game.apply("pass")
    game.apply("pass")
    # second round: S names spades, not the turned card's suit: no exchange, and the turned
    # card stays out of play
    game.apply("take:S")
    assert game.deal.exchange is None
    assert "7H" in game.hand("S")
    assert "JH" not in game.hand("S") + game.hand("N")


# ------------------------------------------------------------------------------ refusals


def test_the_batch_engine_the_simulator_and_the_solver_refuse_other_tables() -> None:
    rules = trois()
    why = (
        "trois: {} plays four players in two teams facing each other, with 32 cards, eight "
        "each; this table has 3 players (each for himself), 24 cards, 8 each (table.players, "
        "table.partnership, deck.cards, deal)"
    )
    with pytest.raises(BatchUnsupported) as batch:
        check_batchable(rules)
    assert str(batch.value) == why.format("the batch engine")
    with pytest.raises(ValueError, match="the simulator plays four players") as simulator:
        Simulator(rules)
    assert str(simulator.value) == why.format("the simulator")
    with pytest.raises(SolverUnsupported) as solver:
        solver_for(rules)
    assert str(solver.value) == why.format("the solver")
    with pytest.raises(SolverUnsupported):
        DoubleDummy.for_rules(rules)
    with pytest.raises(
        BatchUnsupported, match="2 players \\(each for himself\\), 32 cards, 9 each"
    ):
        check_batchable(deux())
