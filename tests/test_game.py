"""The Game API, game records, replay and the play/replay commands."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from belote_spec import load_variant
from belote_spec.cli import main
from belote_spec.engine import IllegalAction
from belote_spec.engine.game import Game, ReplayError
from belote_spec.engine.rules import Rules

from .conftest import SPECS, sweep


def finished(spec: str, seed: int) -> Game:
    rules = load_variant(spec).compile()
    game = rules.new_game(seed=seed)
    rng = random.Random(seed)
    while not game.over:
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.fixture(scope="module")
def classic() -> Rules:
    return load_variant("classic").compile()


def test_new_game_starts_with_the_bidding(classic: Rules) -> None:
    game = classic.new_game(seed=1, dealer="N")
    assert game.phase == "bidding"
    assert game.deal.dealer == 0
    # 002: the player after the dealer speaks first; first round: the turned suit or pass
    assert game.to_move == "W"
    turned = game.deal.dealt.turned
    assert turned is not None
    suit = "SHDC"[turned >> 3]
    assert game.legal_actions() == ["pass", f"take:{suit}"]
    assert len(game.hand("W")) == 5  # 3 then 2 cards before the prise


def test_taking_completes_the_hands(classic: Rules) -> None:
    game = classic.new_game(seed=1, dealer="N")
    suit = game.legal_actions()[1]
    game.apply(suit)  # West takes
    assert game.phase == "play"
    assert game.trump == suit.split(":")[1]
    for seat in "NWSE":
        assert len(game.hand(seat)) == 8
    turned = game.deal.dealt.turned
    assert turned is not None
    from belote_spec.cards import CARDS

    assert CARDS[turned].code in game.hand("W")  # the taker has the turned card
    assert game.to_move == "W"  # the player after the dealer leads


def test_an_illegal_card_is_refused_with_its_rule(classic: Rules) -> None:
    game = classic.new_game(seed=2, dealer="N")
    game.apply(game.legal_actions()[1])
    game.apply(game.legal_actions()[0])  # lead
    seat = game.to_move
    assert seat is not None
    legal = set(game.legal_actions())
    illegal = [c for c in game.hand(seat) if c not in legal]
    # the seed gives a position with a card the rules forbid: without one, the test would
    # check nothing, so it fails (choose another seed) rather than skip
    assert illegal, "every card is legal in this position: choose another seed"
    before = game.to_record()
    with pytest.raises(IllegalAction) as exc:
        game.apply(illegal[0])
    assert exc.value.rule.startswith("play.")
    assert "allowed:" in exc.value.reason
    assert game.to_record() == before  # nothing changed


def test_a_card_not_held_is_refused(classic: Rules) -> None:
    game = classic.new_game(seed=2, dealer="N")
    game.apply(game.legal_actions()[1])
    seat = game.to_move
    assert seat is not None
    missing = next(c for c in ("7S", "8S", "9S", "TS", "JS") if c not in game.hand(seat))
    with pytest.raises(IllegalAction, match="does not hold"):
        game.apply(missing)


def test_vache_forces_the_last_speaker() -> None:
    rules = load_variant("club+vache").compile()
    game = rules.new_game(seed=4, dealer="N")
    for _ in range(3):
        game.apply("pass")
    assert game.to_move == "N"  # the dealer speaks last
    assert "pass" not in game.legal_actions()
    with pytest.raises(IllegalAction) as exc:
        game.apply("pass")
    assert exc.value.rule == "bidding.prise.vache"


def test_all_pass_twice_redeals_with_the_next_dealer(classic: Rules) -> None:
    game = classic.new_game(seed=3, dealer="N")
    for _ in range(8):
        game.apply("pass")
    assert len(game.deals) == 2
    assert game.deals[0].status == "passed"
    assert game.deal.dealer == 1  # the dealer's right-hand neighbour (W) deals
    assert game.totals == {"NS": 0, "EW": 0}


def test_auction_contre_and_surcontre() -> None:
    rules = load_variant("bridgee").compile()
    game = rules.new_game(seed=1, dealer="N")
    assert game.to_move == "N"  # 004: the dealer speaks first
    game.apply("bid:80:H")
    assert "contre" in game.legal_actions()  # W is an opponent
    game.apply("contre")
    assert "surcontre" in game.legal_actions()  # S is N's partner
    game.apply("bid:90:S")  # a new bid cancels the contre
    game.apply("pass")
    game.apply("pass")
    game.apply("pass")
    assert game.phase == "play"
    assert game.deal.contract is not None
    assert game.deal.contract.bid == 90
    assert game.deal.contract.contre == 0
    assert game.trump == "S"


def test_capot_can_be_announced_where_the_variant_allows() -> None:
    rules = load_variant("traditional+capot-demande").compile()
    game = rules.new_game(seed=1, dealer="N")
    game.apply(game.legal_actions()[1])
    assert game.phase == "capot"
    assert game.legal_actions() == ["capot", "pass"]
    game.apply("capot")
    assert game.deal.contract is not None
    assert game.deal.contract.bid == "capot"
    assert game.phase == "play"


def test_belote_is_said_where_the_variant_wants_it() -> None:
    rules = load_variant("traditional").compile()  # 003: a forgotten belote does not count
    for seed in range(200):
        game = rules.new_game(seed=seed)
        rng = random.Random(seed)
        while not game.over and game.phase != "play":
            game.apply(rng.choice(game.legal_actions()))
        said = [a for a in game.legal_actions() if a.endswith("+belote")] if not game.over else []
        if said:
            game.apply(said[0])
            assert game.deal.belote_said
            return
    pytest.fail("no position with a belote to say was found")


def test_belote_suffix_is_refused_where_belote_is_automatic(classic: Rules) -> None:
    game = classic.new_game(seed=2, dealer="N")
    game.apply(game.legal_actions()[1])
    card = game.legal_actions()[0]
    with pytest.raises(IllegalAction):
        game.apply(card + "+belote")


def test_score_sheet_and_totals_agree() -> None:
    game = finished("classic", 8)
    sheet = game.score_sheet
    assert sheet[-1]["total"] == game.totals
    assert game.result is not None
    assert game.totals[game.result.winner or "NS"] >= 1000


@pytest.mark.parametrize(
    "spec", ["classic", "club+vache+sans-atout+tout-atout", "traditional+capot-demande", "bridgee"]
)
def test_a_saved_game_reloads_exactly(spec: str) -> None:
    game = finished(spec, 21)
    text = game.to_json()
    again = Game.from_json(text)
    assert again.to_record() == game.to_record()
    assert again.totals == game.totals
    assert again.result == game.result


def test_a_game_in_progress_reloads_and_goes_on() -> None:
    rules = load_variant("club").compile()
    game = rules.new_game(seed=5)
    rng = random.Random(5)
    for _ in range(50):
        game.apply(rng.choice(game.legal_actions()))
    again = Game.from_json(game.to_json())
    assert again.legal_actions() == game.legal_actions()
    assert again.to_move == game.to_move
    action = game.legal_actions()[0]
    game.apply(action)
    again.apply(action)
    assert again.to_record() == game.to_record()


# ----------------------------------------------------------------------------- corrupted records


@pytest.fixture(scope="module")
def record() -> dict[str, Any]:
    return finished("classic", 13).to_record()


def corrupt(record: dict[str, Any]) -> dict[str, Any]:
    copy: dict[str, Any] = json.loads(json.dumps(record))
    return copy


def first_card_action(rec: dict[str, Any]) -> int:
    return next(i for i, (_s, a) in enumerate(rec["actions"]) if len(a) == 2)


def test_wrong_card_is_reported_with_the_action_number(record: dict[str, Any]) -> None:
    rec = corrupt(record)
    i = first_card_action(rec)
    seat = rec["actions"][i][0]
    hand = rec["deals"][0]["hands"][seat]
    rec["actions"][i][1] = next(c for c in ("7S", "8S", "9S", "TS", "7H") if c not in hand)
    with pytest.raises(ReplayError) as exc:
        Game.from_json(rec)
    assert exc.value.action == i + 1
    assert "does not hold" in exc.value.reason


def test_illegal_play_is_reported_with_its_rule(record: dict[str, Any]) -> None:
    rules = load_variant("classic").compile()
    rec = corrupt(record)
    # find a play where the player held an illegal alternative, and play it instead
    game = Game(
        rules,
        seed=rec["seed"],
        dealer=rec["first_dealer"],
        target=rec["target"],
        script=[(_deck(d), d["pattern"], d["cut"], d["shuffled"]) for d in rec["deals"]],
    )
    for i, (seat, action) in enumerate(rec["actions"]):
        if game.phase == "play":
            legal = set(game.legal_actions())
            bad = [c for c in game.hand(seat) if c not in legal]
            if bad:
                rec["actions"][i][1] = bad[0]
                with pytest.raises(ReplayError) as exc:
                    Game.from_json(rec)
                assert exc.value.action == i + 1
                assert exc.value.rule.startswith("play.")
                return
        game.apply(action)
    pytest.fail("no position with an illegal card")


def _deck(deal: dict[str, Any]) -> list[int]:
    from belote_spec.cards import parse_card

    return [int(parse_card(c)) for c in deal["deck"]]


def test_duplicated_card_in_a_deck(record: dict[str, Any]) -> None:
    rec = corrupt(record)
    rec["deals"][0]["deck"][5] = rec["deals"][0]["deck"][4]
    with pytest.raises(ReplayError, match="deal 1: the record's deck"):
        Game.from_json(rec)  # with a seed: the seed does not give this deck
    rec["seed"] = None  # a game from a real table: the decks are taken as recorded
    with pytest.raises(ReplayError, match="twice"):
        Game.from_json(rec)


def test_a_pattern_the_variant_does_not_allow(record: dict[str, Any]) -> None:
    rec = corrupt(record)
    rec["seed"] = None
    rec["deals"][0]["pattern"] = "8"
    with pytest.raises(ReplayError, match="pattern 8 is not allowed"):
        Game.from_json(rec)


def test_a_record_without_seed_replays_and_goes_on(record: dict[str, Any]) -> None:
    rec = corrupt(record)
    rec["seed"] = None
    game = Game.from_json(rec)
    assert game.totals == record["totals"]


def test_a_reloaded_game_goes_on_past_its_last_deal() -> None:
    rules = load_variant("classic").compile()
    game = rules.new_game(seed=1)
    again = Game.from_json(game.to_json())
    for _ in range(8):  # every player passes twice: a new deal
        game.apply("pass")
        again.apply("pass")
    assert again.to_record() == game.to_record()
    assert again.rng.getstate() == game.rng.getstate()


def test_tampered_derived_values_are_reported(record: dict[str, Any]) -> None:
    for tamper in (
        lambda d: d["annonces"]["awarded"].update(NS=d["annonces"]["awarded"]["NS"] + 20),
        lambda d: d["tricks"][0].update(winner="N" if d["tricks"][0]["winner"] != "N" else "E"),
        lambda d: d.update(status="passed"),
    ):
        rec = corrupt(record)
        scored = next(d for d in rec["deals"] if d.get("score"))
        tamper(scored)
        with pytest.raises(ReplayError, match=f"deal {scored['number']}"):
            Game.from_json(rec)


def test_a_variant_loaded_from_a_file_replays(tmp_path: Path) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text("title: Mine\nname: mine\nextends: classic\n", encoding="utf-8")
    game = load_variant(path).compile().new_game(seed=3)
    game.apply(game.legal_actions()[0])
    again = Game.from_json(game.to_json())
    assert again.to_record() == game.to_record()


@pytest.mark.parametrize("field", ["actions", "variant", "deals", "first_dealer"])
def test_missing_field(record: dict[str, Any], field: str) -> None:
    rec = corrupt(record)
    del rec[field]
    with pytest.raises(ReplayError, match=field):
        Game.from_json(rec)


def test_tampered_score_is_reported(record: dict[str, Any]) -> None:
    rec = corrupt(record)
    scored = next(d for d in rec["deals"] if d.get("score"))
    scored["score"]["NS"] += 10
    with pytest.raises(ReplayError, match=f"deal {scored['number']}"):
        Game.from_json(rec)


def test_not_json_is_a_replay_error() -> None:
    with pytest.raises(ReplayError, match="not JSON"):
        Game.from_json("{not json")


def test_turn_order_is_checked(record: dict[str, Any]) -> None:
    rec = corrupt(record)
    rec["actions"][0][0] = "N" if rec["actions"][0][0] != "N" else "E"
    with pytest.raises(ReplayError) as exc:
        Game.from_json(rec)
    assert exc.value.action == 1
    assert "turn" in exc.value.reason


# ----------------------------------------------------------------------------- commands


def test_play_save_then_replay(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.json"
    assert main(["play", "club+vache", "--seed", "3", "--save", str(path)]) == 0
    out = capsys.readouterr().out
    assert "=== Donne 1" in out
    assert "Pli 1 :" in out
    assert "Marque :" in out
    assert "Fin de la partie" in out
    assert main(["replay", str(path)]) == 0
    assert ": ok — club+vache" in capsys.readouterr().out


def test_replay_of_a_corrupted_file_fails_cleanly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], record: dict[str, Any]
) -> None:
    rec = corrupt(record)
    rec["actions"][first_card_action(rec)][1] = "XX"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(rec), encoding="utf-8")
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert "action" in err
    assert "Traceback" not in err


def test_human_at_the_table(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A human at South: bad input and an illegal card are refused, then the game goes on."""
    answers = iter(["zz", "1"] + ["1"] * 2000)
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    assert main(["play", "classic", "--seed", "2", "--human", "S"]) == 0
    out = capsys.readouterr().out
    assert "Vous êtes Sud" in out
    assert "Carte inconnue" in out or "Choisissez" in out
    assert "Fin de la partie" in out


def test_human_illegal_card_names_the_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    from belote_spec.bots import HeuristicBot
    from belote_spec.terminal.session import play_at_table

    rules = load_variant("classic").compile()
    lines: list[str] = []
    state: dict[str, Any] = {"tried": False}

    def ask(prompt: str) -> str:
        game = state["game"]
        if game.phase == "play" and not state["tried"]:
            legal = set(game.legal_actions())
            bad = [c for c in game.hand("S") if c not in legal]
            if bad:
                state["tried"] = True
                return bad[0]
        return "1"

    real_new_game = rules.new_game

    def new_game(**kw: Any) -> Game:
        state["game"] = real_new_game(**kw)
        return state["game"]

    monkeypatch.setattr(rules, "new_game", new_game)
    bots = {s: HeuristicBot(seed=i) for i, s in enumerate("NWSE")}
    play_at_table(rules, bots, seed=6, human="S", out=lines.append, ask=ask)
    refusals = [line for line in lines if line.startswith("Refusé")]
    assert state["tried"]
    assert refusals
    assert "[play." in refusals[0]


def test_play_with_a_bad_seat_or_target_is_a_clean_error(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["play", "classic", "--human", "X"]) == 2
    assert "unknown seat 'X'" in capsys.readouterr().err
    assert main(["play", "classic", "--target", "7"]) == 2
    err = capsys.readouterr().err  # the target refused, with classic's choices
    assert "target" in err
    assert "7" in err
    assert "1000, 500" in err
    assert "Traceback" not in err


def test_a_revoke_in_a_game_names_follow_suit(classic: Rules) -> None:
    """The game refuses a card with the same rule as ``explain``: a revoke is play.follow_suit."""
    for seed in range(50):
        game = classic.new_game(seed=seed)
        rng = random.Random(seed)
        while not game.over:
            if game.phase == "play" and game.trick:
                seat = game.to_move
                assert seat is not None
                led = game.trick[0][1][1]
                hand = game.hand(seat)
                off = [c for c in hand if c[1] != led]
                if off and any(c[1] == led for c in hand):
                    with pytest.raises(IllegalAction) as exc:
                        game.apply(off[0])
                    assert exc.value.rule == "play.follow_suit"
                    return
            game.apply(rng.choice(game.legal_actions()))
    pytest.fail("no revoke position found")


# ----------------------------------------------------------------------- every shipped variant


def _play_with_every_kind_of_action(rules: Rules, seed: int) -> Game:
    """A whole game where random players also use what the variant allows besides the
    ordinary turn: a contre out of turn, a misdeal reported before the first card, an illegal
    card where it loses the deal, silence on annonces, the dealer's shuffle choice."""
    game = rules.new_game(seed=seed)
    seats = rules.seating.seats
    rng = random.Random(seed)
    steps = 0
    while not game.over and steps < 5000:
        steps += 1
        if game.phase == "bidding" and rng.random() < 0.02:
            game.apply("misdeal", rng.choice(seats))
            continue
        if game.phase == "bidding":
            others = [s for s in seats if s != game.to_move and game.legal_actions(s)]
            if others and rng.random() < 0.3:
                seat = rng.choice(others)
                game.apply(rng.choice(game.legal_actions(seat)), seat)
                continue
        if game.phase == "play" and rules.illegal_card == "deal_lost" and rng.random() < 0.01:
            seat = game.to_move
            assert seat is not None
            legal = set(game.legal_actions())
            illegal = [c for c in game.hand(seat) if c not in legal]
            if illegal:
                game.apply(rng.choice(illegal))
                continue
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("spec", sweep(SPECS))
def test_every_shipped_variant_and_option_saves_and_replays_exactly(spec: str) -> None:
    rules = load_variant(spec).compile()
    for seed in (1, 2):
        game = _play_with_every_kind_of_action(rules, seed)
        again = Game.from_json(game.to_json())
        assert again.to_record() == game.to_record()
        assert again.totals == game.totals
        assert again.result == game.result
        # a seedless record (a game recorded at a table) replays from its decks too
        record = game.to_record()
        record["seed"] = None
        table = Game.from_json(record)
        assert table.totals == game.totals
