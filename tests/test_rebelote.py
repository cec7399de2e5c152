"""Belote and rebelote are two calls: « belote » with the first of the king and queen of trump,
« rebelote » with the second (``CARD+rebelote``). ``belote.rebelote`` says whether the belote
counts without the second: ``required`` (C16/B16 §7, 003 as read, Pagat), ``optional`` (000,
EL), ``either`` (one call is enough: a value no shipped variant uses). Every mark expected below
is worked out by hand, in the comments.

``format_1_records/`` holds game records written by belote-spec before « rebelote » was a call
of its own (format 1, the commit before this change: four ``HeuristicBot`` seats seeded
``seed + i``, dealer N, the game stopped after four scored deals; the first seed from 1 whose
game said two belotes). There the belote said with the first card stood for both calls: each
record must replay exactly as it was scored.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from belote_spec import load_variant
from belote_spec.bdd.golden import Deal, compiled, game_marks, play_cards, play_through_game
from belote_spec.bots import HeuristicBot, RandomBot
from belote_spec.bots.conventions import DOCUMENTS, read_belote
from belote_spec.cards import SEATS
from belote_spec.engine.game import Game, ReplayError
from belote_spec.engine.observation import Observation
from belote_spec.engine.random_deals import Simulator
from belote_spec.engine.rules import IllegalAction, Rules
from belote_spec.i18n import translator
from belote_spec.simulation.batch.engine import BatchEngine
from belote_spec.terminal.answers import read_answer
from belote_spec.terminal.wording import belote_calls

from .golden import scenario

Write = Callable[[str, str], Path]

RECORDS = Path(__file__).parent / "format_1_records"

# North takes spades and holds the king and queen of trump, with a tierce ace-king-queen of
# spades. East deals, North leads. The tricks (as in features/belote.feature):
# 1 N: 9♠ 14 + V♠ 20 + 9♥ 0 + 10♠ 10 = 44 to W    5 N: R♠ 4 + 8♦ 0 + 10♦ 10 + 8♥ 0 = 14 to N
# 2 W: A♦ 11 + 7♦ 0 + R♦ 4 + V♦ 2 = 17 to W       6 N: D♠ 3 + D♥ 3 + V♣ 2 + 7♣ 0 = 8 to N
# 3 W: 10♣ 10 + 8♣ 0 + A♣ 11 + 8♠ 0 = 21 to N     7 N: R♥ 4 + D♦ 3 + 9♦ 0 + 10♥ 10 = 17 to E
# 4 N: A♠ 11 + 7♥ 0 + A♥ 11 + 7♠ 0 = 22 to N      8 E: R♣ 4 + V♥ 2 + D♣ 3 + 9♣ 0 = 9 + 10 to E
# NS 65, EW 97. North says « belote » with the king (trick 5), « rebelote » with the queen
# (trick 6). The rules of base: the taker must have more than the defence; made, each side
# scores its points, annonces and belote; failed, the defence scores 162 and every annonce.
# With the belote: NS 65 + 20 + 20 = 105 > 97, made: 105 and 97.
# Without: NS 65 + 20 = 85 < 97, dedans: NS 0, EW 162 + 20 = 182.
DEAL = scenario("belote", "Belote de table — « belote »").deal
COUNTED = (105, 97)
VOID = (0, 182)


def calls_variant(write: Write, rebelote: str, extra: str = "") -> Rules:
    text = f"""\
name: calls-{rebelote}
title: Test
extends: base
rules:
  belote: {{call: declared, rebelote: {rebelote}{extra}}}
provenance:
  belote: {{source: "002", section: "Belote et rebelote", note: "test", choice: true}}
"""
    return load_variant(write(f"calls-{rebelote}.yaml", text)).compile()


def before_trick(rules: Rules, tricks: int) -> Game:
    """The deal dealt, taken by North, and its first ``tricks`` tricks played, saying every
    call the game offers."""
    game = play_through_game(rules, Deal(*_fields(DEAL), DEAL.tricks[:0]))
    play_cards(game, DEAL.tricks[:tricks])
    return game


def _fields(deal: Deal) -> tuple[object, ...]:
    return (deal.dealer, deal.taker, deal.trump, deal.bid, deal.contre, deal.hands)


# ----------------------------------------------------------------------------- scoring


@pytest.mark.parametrize(
    ("rebelote", "unsaid", "marks"),
    [
        ("required", set(), COUNTED),
        ("required", {("N", "rebelote")}, VOID),  # C16 §7: « omission d'un de ces deux termes »
        ("required", {("N", "belote")}, VOID),  # and then « rebelote » may not be said at all
        ("optional", set(), COUNTED),
        ("optional", {("N", "rebelote")}, COUNTED),  # 000: « puis, optionnellement »
        ("optional", {("N", "belote")}, VOID),  # EL: rebelote without belote gives nothing
        ("either", set(), COUNTED),
        ("either", {("N", "rebelote")}, COUNTED),
        ("either", {("N", "belote")}, COUNTED),  # « rebelote » alone is enough
        ("either", {("N", "belote"), ("N", "rebelote")}, VOID),
    ],
)
def test_the_belote_counts_as_the_calls_and_the_variant_say(
    write: Write, rebelote: str, unsaid: set[tuple[str, str]], marks: tuple[int, int]
) -> None:
    rules = calls_variant(write, rebelote)
    game = play_through_game(rules, DEAL, unsaid=unsaid)
    assert game_marks(game) == marks  # and the same once its record is replayed
    said = [a for _s, a in game.actions if "+" in a]
    expected = []
    if ("N", "belote") not in unsaid:
        expected.append("KS+belote")
    if ("N", "rebelote") not in unsaid and (rebelote == "either" or expected):
        expected.append("QS+rebelote")
    assert said == expected


def test_an_automatic_belote_needs_no_word() -> None:
    game = play_through_game(compiled("classic"), DEAL)
    assert game_marks(game) == COUNTED
    assert not any("+" in a for _s, a in game.actions)


# ----------------------------------------------------------------------------- the actions


@pytest.mark.parametrize(
    ("rebelote", "belote_said", "offered"),
    [
        ("required", True, True),
        ("required", False, False),
        ("optional", True, True),
        ("optional", False, False),
        ("either", True, True),
        ("either", False, True),
    ],
)
def test_rebelote_is_offered_with_the_second_card(
    write: Write, rebelote: str, belote_said: bool, offered: bool
) -> None:
    rules = calls_variant(write, rebelote)
    game = before_trick(rules, 4)
    assert game.to_move == "N"
    legal = game.legal_actions()
    assert "KS+belote" in legal
    assert "QS+belote" in legal
    assert not any(a.endswith("+rebelote") for a in legal)  # nothing played yet
    game.apply("KS+belote" if belote_said else "KS")
    for card in ("8D", "TD", "8H"):
        game.apply(card)
    legal = game.legal_actions()
    assert ("QS+rebelote" in legal) is offered
    assert [a for a in legal if "+" in a] == (["QS+rebelote"] if offered else [])


def test_rebelote_said_out_of_place_is_refused_and_changes_nothing(write: Write) -> None:
    rules = calls_variant(write, "required")
    game = before_trick(rules, 4)
    before = game.to_json()
    for action in ("KS+rebelote", "QS+belote+rebelote", "JH+rebelote"):
        with pytest.raises(IllegalAction) as exc:
            game.apply(action)
        assert exc.value.rule == "belote.rebelote", action
        assert game.to_json() == before
        assert game.deal.belote_said == {}
        assert game.deal.rebelote_said == {}
    game.apply("KS")  # the king without a word: the queen cannot say « rebelote »
    for card in ("8D", "TD", "8H"):
        game.apply(card)
    with pytest.raises(IllegalAction) as exc:
        game.apply("QS+rebelote")
    assert exc.value.rule == "belote.rebelote"
    assert "who said belote with the first" in str(exc.value)


def test_rebelote_is_not_said_where_the_belote_is_automatic() -> None:
    game = before_trick(compiled("classic"), 5)
    with pytest.raises(IllegalAction) as exc:
        game.apply("QS+rebelote")
    assert exc.value.rule == "belote.call"
    with pytest.raises(IllegalAction, match=r"\+rebelote"):
        game.apply("QS+rebelot")  # the unknown suffix names the known ones


def test_king_first_rebelote_goes_with_the_queen(write: Write) -> None:
    # where the king must come first, « belote » goes with the king only; the queen played
    # first leaves no belote, so the king after it says nothing, even where either call is
    # enough (North plays the queen at trick 5 here, the king at trick 6)
    rules = calls_variant(write, "either", ", order: king_first")
    game = before_trick(rules, 4)
    assert [a for a in game.legal_actions() if "+" in a] == ["KS+belote"]
    game.apply("QS")
    for card in ("8D", "TD", "8H"):
        game.apply(card)
    assert [a for a in game.legal_actions() if "+" in a] == []


# ----------------------------------------------------------------------------- what is shown


def test_the_observation_shows_the_calls_made(write: Write) -> None:
    rules = calls_variant(write, "either")
    for unsaid, shown in [
        (set(), [("N", "KS"), ("N", "QS")]),
        ({("N", "rebelote")}, [("N", "KS")]),
        ({("N", "belote")}, [("N", "QS")]),
        ({("N", "belote"), ("N", "rebelote")}, []),
    ]:
        game = before_trick(rules, 0)
        play_cards(game, DEAL.tricks[:6], unsaid=unsaid)
        for seat in SEATS:
            obs = game.observation(seat)
            assert list(obs.belote) == shown, (unsaid, seat)
            assert list(Observation.from_dict(json.loads(json.dumps(obs.to_dict()))).belote) == (
                shown
            )
    game = before_trick(compiled("classic"), 6)  # automatic: both, as the holder plays them
    assert list(game.observation("E").belote) == [("N", "KS"), ("N", "QS")]


def test_the_table_shows_the_words_said(write: Write) -> None:
    english = translator("en")
    for unsaid, words in [
        (set(), {(4, 0): "Belote!", (5, 0): "Rebelote!"}),
        ({("N", "rebelote")}, {(4, 0): "Belote!"}),
        ({("N", "belote")}, {(5, 0): "Rebelote!"}),
    ]:
        game = play_through_game(calls_variant(write, "either"), DEAL, unsaid=unsaid)
        record = game.to_record()["deals"][0]
        assert belote_calls(game, 1, record, english) == words, unsaid


def test_the_table_reads_rebelote_after_the_second_card(write: Write) -> None:
    rules = calls_variant(write, "required")
    game = before_trick(rules, 5)  # « belote » said with the king at trick 5
    assert game.to_move == "N"
    assert read_answer(game, rules, "N", "D♠ rebelote") == "QS+rebelote"
    assert read_answer(game, rules, "N", "dame de pique rebelote") == "QS+rebelote"
    assert read_answer(game, rules, "N", "D♠") == "QS"  # left unsaid: the player's choice
    assert read_answer(game, rules, "N", "D♠ belote") == [
        "Refusé : avec le second du roi et de la dame d'atout, dites « rebelote »."
    ]
    assert read_answer(game, rules, "N", "R♥ rebelote") == [
        "Refusé : dites « rebelote » seulement avec le second du roi et de la dame d'atout, "
        "après avoir dit « belote » avec le premier."
    ]
    automatic = compiled("classic")
    game = before_trick(automatic, 5)
    assert read_answer(game, automatic, "N", "D♠ rebelote") == "QS"  # said for him


# ----------------------------------------------------------------------------- records


def test_a_record_keeps_the_rebelote_left_unsaid(write: Write) -> None:
    rules = calls_variant(write, "required")
    game = play_through_game(rules, DEAL, unsaid={("N", "rebelote")})
    record = game.to_record()
    assert record["version"] == 2
    again = Game.from_json(json.dumps(record))
    assert again.actions == game.actions
    assert game_marks(again) == VOID


@pytest.mark.parametrize("path", sorted(RECORDS.glob("*.json")), ids=lambda p: p.stem)
def test_a_format_1_record_replays_as_it_was_scored(path: Path) -> None:
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["version"] == 1
    game = Game.from_json(record)  # every recorded deal, score and total re-checked
    said = [a for _s, a in record["actions"] if a.endswith("+belote")]
    assert len(said) >= 2
    rebuilt = game.to_record()
    assert rebuilt["version"] == 2
    # the second card of each belote said now carries « rebelote », the passes of the seats
    # the auction keeps silent are left out (version 2 changed both), and nothing else changed
    added, dropped = [], []
    new_actions = iter(rebuilt["actions"])
    new = next(new_actions, None)
    for seat, old in record["actions"]:
        if new is not None and new[0] == seat and new[1] in (old, old + "+rebelote"):
            if new[1] != old:
                added.append((old, new[1]))
            new = next(new_actions, None)
        else:
            dropped.append(old)
    assert new is None
    assert len(added) == len(said)
    assert all(new == old + "+rebelote" for old, new in added)
    assert set(dropped) <= {"pass"}
    assert _as_format_1(rebuilt["deals"]) == _biddings_of(record["deals"], rebuilt["deals"])
    assert rebuilt["totals"] == record["totals"]
    assert Game.from_json(rebuilt).to_record() == rebuilt  # format 2 replays as itself
    # played at a table (no seed): the recorded decks are dealt and the same calls implied
    table = {**record, "seed": None}
    replayed = Game.from_json(table).to_record()["deals"]
    assert _as_format_1(replayed) == _biddings_of(record["deals"], replayed)


def _biddings_of(
    deals: list[dict[str, Any]], rebuilt: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """``deals`` with the biddings of ``rebuilt``, where those only leave out passes (the
    passes version 1 recorded from seats the auction keeps silent)."""
    out = []
    for deal, new in zip(deals, rebuilt, strict=True):
        kept = iter(new["bidding"])
        want = next(kept, None)
        for call in deal["bidding"]:
            if call == want:
                want = next(kept, None)
            else:
                assert call[1] == "pass", call
        assert want is None
        out.append({**deal, "bidding": new["bidding"]})
    return out


def _as_format_1(deals: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Deals as format 1 wrote them: without the annonces a player kept to himself while
    declaring others (``annonces.waived``, empty in these records), nor each team's tricks in
    the score line (``score.tricks``), both added since."""
    out = []
    for deal in deals:
        deal = dict(deal)
        if isinstance(deal.get("score"), dict):
            deal["score"] = {k: v for k, v in deal["score"].items() if k != "tricks"}
        annonces = deal.get("annonces")
        if isinstance(annonces, dict) and annonces.get("waived") == {}:
            deal["annonces"] = {k: v for k, v in annonces.items() if k != "waived"}
        out.append(deal)
    return out


@pytest.mark.parametrize(
    ("name", "needs_rebelote"),
    [
        ("ffb-contree-2016", True),
        ("traditional", True),
        ("pagat-coinche", True),
        ("club_tout-atout", False),
    ],
)
def test_the_implied_rebelote_is_what_keeps_format_1_scores(
    name: str, needs_rebelote: bool
) -> None:
    """Read as format 2, the same actions say no « rebelote »: where the variant requires it,
    the belotes said no longer count and a recorded score differs; where « belote » is enough
    (the club), nothing changes."""
    record = json.loads((RECORDS / f"{name}.json").read_text(encoding="utf-8"))
    # version 2 also keeps silent the seats the auction silences: the actions read as version 2
    # are those of the game rebuilt, the rebelote taken off again
    rebuilt = Game.from_json(record).to_record()
    record["actions"] = [
        [seat, action.removesuffix("+rebelote")] for seat, action in rebuilt["actions"]
    ]
    record["deals"] = _biddings_of(record["deals"], rebuilt["deals"])
    record["version"] = 2
    if needs_rebelote:
        with pytest.raises(ReplayError, match=r"score"):
            Game.from_json(record)
    else:
        assert _as_format_1(Game.from_json(record).to_record()["deals"]) == record["deals"]


# ----------------------------------------------------------------------------- bots

# West bids 80 in diamonds (North deals, West leads) and holds the king and queen of trump;
# North and South take every trick. West says « belote » with the queen at trick 1 and keeps
# the king for the last trick, the contract long lost: 80 needs 82, EW has no point at all.
# Dedans (Pagat: the defence scores 160 + the bid, 240; capot against the taker is scored as a
# failed contract). Plain pagat-coinche: the failed taker keeps its belote (EW 0, or 20 with
# « rebelote »): saying it costs nothing. With belote-perdue, the defence scores every belote
# (NS 240, or 260 with « rebelote »): saying it can only cost EW 20 points.
LOST = Deal(
    "N",
    "W",
    "D",
    80,
    0,
    {
        "N": "V♦ 9♦ A♠ 10♠ A♥ 10♥ A♣ 10♣",
        "W": "D♦ R♦ 7♠ 8♠ 7♥ 8♥ 7♣ 8♣",
        "S": "A♦ 10♦ R♠ D♠ R♥ D♥ R♣ D♣",
        "E": "7♦ 8♦ V♠ 9♠ V♥ 9♥ V♣ 9♣",
    },
    [
        ("W", "D♦ A♦ 7♦ 9♦"),
        ("N", "A♠ 7♠ R♠ 9♠"),
        ("N", "A♥ 7♥ R♥ 9♥"),
        ("N", "A♣ 7♣ R♣ 9♣"),
        ("N", "10♠ 8♠ D♠ V♠"),
        ("N", "10♥ 8♥ D♥ V♥"),
        ("N", "10♣ 8♣ D♣ V♣"),
        ("N", "V♦"),  # West's last card is the king
    ],
)


@pytest.mark.parametrize(
    ("spec", "said", "unsaid", "silent"),
    [
        ("pagat-coinche", (240, 20), (240, 0), False),
        ("pagat-coinche+belote-perdue", (260, 0), (240, 0), True),
    ],
)
def test_the_heuristic_bot_keeps_a_rebelote_that_can_only_cost(
    spec: str, said: tuple[int, int], unsaid: tuple[int, int], silent: bool
) -> None:
    game = play_through_game(compiled(spec), LOST)
    obs = game.observation("W")
    assert obs.legal == ("KD", "KD+rebelote")
    assert obs.belote == (("W", "QD"),)
    for action, marks in (("KD+rebelote", said), ("KD", unsaid)):
        end = copy.deepcopy(game)
        end.apply(action)
        for card in ("TD", "8D"):
            end.apply(card)
        assert game_marks(end) == marks
    assert HeuristicBot(seed=1).act(obs) == ("KD" if silent else "KD+rebelote")
    # the random policy says what costs nothing in most deals, and is not strategic
    assert RandomBot(seed=1).act(obs) == "KD+rebelote"
    drawn = {RandomBot(seed=s, random_declarations=True).act(obs) for s in range(30)}
    assert drawn == {"KD", "KD+rebelote"}


def test_the_bots_say_rebelote_where_it_costs_nothing(write: Write) -> None:
    rules = calls_variant(write, "required")
    game = before_trick(rules, 5)  # North, to lead trick 6, said « belote » with the king
    obs = game.observation("N")
    assert "QS+rebelote" in obs.legal
    assert "QS" in obs.legal
    for seed in range(40):
        assert RandomBot(seed=seed).act(obs) != "QS"  # never the queen without its word
    plays = {RandomBot(seed=seed, random_declarations=True).act(obs) for seed in range(60)}
    assert {"QS", "QS+rebelote"} <= plays
    heuristic = HeuristicBot(seed=1).act(obs)
    assert heuristic != "QS"  # the queen, if played, with « rebelote »: it makes the contract


# ----------------------------------------------------------------------------- simulation


def _share_counted(rules: Rules, deals: int, seed: int) -> tuple[float, float]:
    """The share of the belotes held that counted, with random declarations: in the scalar
    simulator and in the batch engine."""
    sim = Simulator(rules, record=False, random_declarations=True)
    rng = random.Random(seed)
    held = counted = 0
    for _ in range(deals):
        deck = list(range(32))
        rng.shuffle(deck)
        played = sim.deal(rng.randrange(4), deck, rng)
        if played.contract is None or played.score is None:
            continue
        mode = played.contract.mode
        held += len(rules.belote_holders(played.hands, mode, played.gathered))
        counted += len(played.extras["belote"])
    scalar = counted / held
    table, trace = BatchEngine(rules, "numpy", random_declarations=True).trace_deals(
        deals, np.random.default_rng(seed)
    )
    assert trace is not None
    held = counted = 0
    for i in range(deals):
        if table["outcome"][i] <= 0:
            continue
        hands = [int(h) for h in trace.hands[i]]
        played_cards = [int(c) for c in trace.played[i]]
        held += len(rules.belote_holders(hands, int(table["mode"][i]), played_cards))
        counted += len(trace.belote[i])
    return scalar, counted / held


@pytest.mark.parametrize(
    ("rebelote", "share"),
    [("required", 0.25), ("optional", 0.5), ("either", 0.75)],
)
def test_random_declarations_say_each_call_half_the_time(
    write: Write, rebelote: str, share: float
) -> None:
    """Each call said half the time: a belote that needs both counts a quarter of the time,
    one that needs « belote » half the time, one that needs either call three times in four."""
    rules = calls_variant(write, rebelote)
    scalar, batch = _share_counted(rules, 1500, 25)
    assert abs(scalar - share) < 0.08, scalar
    assert abs(batch - share) < 0.08, batch


def test_a_rebelote_said_alone_is_not_read_as_the_belote_call(write: Write) -> None:
    """The belote call (000, 004) reads the first card of the taker's partner's belote: the
    king first, the queen is its last trump. A « rebelote » said alone, with the second card
    (``either``), tells nothing of the kind."""
    rules = calls_variant(write, "either")
    south_takes = Deal(
        DEAL.dealer, "S", DEAL.trump, None, 0, DEAL.hands, DEAL.tricks, calls=None
    )  # North, the taker's partner, holds the king and queen of spades
    for unsaid, read in [(set(), True), ({("N", "belote")}, False)]:
        game = play_through_game(rules, Deal(*_fields(south_takes), ()), unsaid=unsaid)
        play_cards(game, DEAL.tricks[:6], unsaid=unsaid)
        # (North's tierce in spades would void the call, 000: that exception left out here)
        profile = dataclasses.replace(DOCUMENTS, belote_call_void_after_annonce=False)
        facts = read_belote(game.observation("E"), profile)
        assert bool(facts) is read, unsaid
        if read:  # the king first: the queen is North's last trump
            assert {(f.seat, f.kind) for f in facts} == {("N", "holds"), ("N", "lacks")}
