"""The end of the game over whole games (issue 25, points 1, 2 and 4).

Point 1, the exact last deal (``scoring.rounding.last_deal: exact``: 003 « on peut décider de
compter au point près », the Équipe Ludique edition « 2000 points (au point près) », Cannes « la
dernière donne est comptée au point juste »): a deal that takes a team to the target, rounded or
exactly, may be the last, so it is counted exactly, and the game ends only if that exact count
ends it. The score sheet therefore never shows a team at the target through a rounded line,
and while play goes on a team at the target is there only because a rule of the texts kept it
from winning (put capot, its belote alone, « un pli supplémentaire », an exact tie).

Point 2, « L'équipe aura besoin d'un pli supplémentaire pour valider la partie » (FFB 2015
§10.4, the Équipe Ludique edition, the FFB web page): with ``game_end.no_win_through.until:
trick``, a team that begins a deal with enough points to win wins only on a deal in which it
takes a trick.

:func:`check_game` states those rules from the variant's data and each deal's facts (the tricks
counted from the tricks played) and checks every deal of a game with them. It runs on whole
games of each engine: the scalar ``Game`` played by bots, the ``Simulator`` behind ``simulate
--backend scalar``, and the batch engine's games (``BatchEngine.play_games``, behind ``simulate
--games``), every deal of which is settled again by ``Rules.settle_deal``: the two must agree.
Random games reach these endings rarely (a few in thousands), so games also resume from scores
near the target (a score sheet brought to the table), and the batch's settlement is also run
deal after deal from such scores with capots drawn more often; each test counts the endings it
met and fails if it met none.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from belote_spec import load_variant
from belote_spec.cli import main
from belote_spec.engine.game import Game
from belote_spec.engine.random_deals import Simulator
from belote_spec.engine.rules import Rules
from belote_spec.engine.scoring import DealScore
from belote_spec.simulation.batch import BatchEngine
from belote_spec.simulation.batch.engine import scorer_arguments
from belote_spec.simulation.columns import BID_CAPOT

TEAMS = ("NS", "EW")
#: The variants whose last deal counts exactly, and those where a kept team needs a trick.
EXACT = ("traditional+compte-final-exact", "ffb-equipe-ludique", "cannes-2016")
TRICK = ("ffb-equipe-ludique", "ffb-coinchee-2015", "ffb-classique-2016")

_RULES: dict[str, Rules] = {}


def rules_of(spec: str) -> Rules:
    if spec not in _RULES:
        _RULES[spec] = load_variant(spec).compile()
    return _RULES[spec]


@dataclass(frozen=True)
class Step:
    """One line of a game's score sheet and what the deal was."""

    before: Mapping[str, int]
    score: DealScore
    tricks: Mapping[str, int]
    """Each team's tricks, counted from the tricks played (none on a penalty line)."""
    ended: bool
    winner: str | None


def check_game(rules: Rules, target: int, steps: Sequence[Step], seen: Counter[str]) -> None:
    """Every deal of one game ends it, or lets it go on, as the texts say; ``seen`` counts
    the endings met."""
    end = rules.variant.rule("game_end")
    reach = end["reach"] == "reach"
    through = end["no_win_through"]
    lists = {"belote": set(through["belote"]), "annonces": set(through["annonces"])}
    needs_trick = bool(lists["belote"] or lists["annonces"]) and through["until"] == "trick"
    exact_rule = (
        rules.variant.rule("scoring.rounding.last_deal") == "exact"
        and rules.variant.rule("scoring.rounding.method") != "none"
    )

    def passes(points: int) -> bool:
        return points >= target if reach else points > target

    for k, step in enumerate(steps):
        s = step.score
        after = {t: step.before[t] + s[t] for t in TEAMS}
        passing = [t for t in TEAMS if passes(after[t])]

        def kept(team: str, s: DealScore = s, step: Step = step) -> bool:
            """Whether a rule of the texts keeps ``team`` from winning on this deal."""
            other = "EW" if team == "NS" else "NS"
            put_capot = s.capot == other
            if end["capot_loser_cannot_win"] and put_capot:
                return True
            if needs_trick and passes(step.before[team]) and step.tricks[team] == 0:
                return True
            lost = {"dedans"} if s.outcome == "dedans" and s.taker == team else set()
            if put_capot:
                lost.add("capot_against")
            total = step.before[team] + s[team]
            without = total
            if lost & lists["belote"]:
                without -= s.belote.get(team, 0)
            if lost & lists["annonces"]:
                without -= s.annonces.get(team, 0)
            return without != total and not passes(without)

        where = f"deal {k + 1}: {dict(step.before)} + {s.NS}/{s.EW}"
        if exact_rule and passing:
            # point 1: a deal that takes a team to the target is counted exactly
            assert s.exact, f"{where}: a total at the target through a rounded line"
        for team in TEAMS:
            if needs_trick and passes(step.before[team]) and step.tricks[team] == 0:
                # point 2: past the target, a team wins only on a deal with a trick
                assert step.winner != team, f"{where}: {team} won without a trick"
                seen["no trick, no win"] += 1
        if step.ended:
            assert k == len(steps) - 1, f"{where}: the game ended and went on"
            if step.winner is not None:
                assert step.winner in passing, f"{where}: {step.winner} won short of {target}"
                assert not kept(step.winner), f"{where}: {step.winner} won though kept"
                if needs_trick and passes(step.before[step.winner]):
                    seen["won with its trick"] += 1
            continue
        for team in passing:
            other = "EW" if team == "NS" else "NS"
            tie = len(passing) == 2 and after["NS"] == after["EW"] and end["tie"] != "draw"
            behind = other in passing and kept(other) and after[other] >= after[team]
            assert kept(team) or tie or behind, f"{where}: {team} at the target, play goes on"
        if exact_rule and s.exact:
            seen["exact, play goes on"] += 1


# ------------------------------------------------------------------------------ the games


def choose(legal: Sequence[str], rng: random.Random, floor: int) -> str:
    """A random legal card, its belote said and its annonces shown; in an auction, the
    lowest contract when nobody has bid, otherwise a pass (random bids run up to contracts
    nobody makes, whose lines are all round tens)."""
    if "pass" in legal:
        first = next((a for a in legal if a.startswith("bid:")), None)
        if first is not None and first.split(":")[1].isdigit():
            value = first.split(":")[1]
            if int(value) != floor:
                return "pass"
            return rng.choice([a for a in legal if a.startswith(f"bid:{value}:")])
    shown = [a for a in legal if "+silent" not in a]
    said = {a.removesuffix("+belote") for a in shown if a.endswith("+belote")}
    return rng.choice([a for a in shown if a not in said])


def play(game: Game, seed: int, *, deals: int = 60) -> Game:
    """Four bots play ``game`` to its end, or until ``deals`` lines are on its sheet."""
    rng = random.Random(seed)
    rules = game.rules
    auction = rules.variant.rule("bidding.system") == "auction"
    floor = int(rules.variant.rule("bidding.auction.floor")) if auction else 0
    while not game.over and len(game.sheet) < deals and len(game.deals) <= 100:
        seat = game.to_move
        assert seat is not None
        game.apply(choose(game.legal_actions(seat), rng, floor))
    return game


def resumed(rules: Rules, seed: int, totals: Mapping[str, int], *, deals: int = 60) -> Game:
    """A game resumed at ``totals`` (a score sheet brought to the table; a ``Game`` has no
    way to begin elsewhere than at nothing, so its totals are set before its first deal),
    played by the bots of :func:`choose`. They do not look at the score: a seed deals and
    plays the same cards from any totals."""
    game = rules.new_game(seed=seed)
    game.totals = dict(totals)
    return play(game, seed, deals=deals)


def game_steps(game: Game, start: Mapping[str, int]) -> list[Step]:
    """The score sheet of a played ``Game`` that began at ``start``."""
    before = dict(start)
    steps: list[Step] = []
    lines = [d for d in game.deals if d.score is not None]
    for k, d in enumerate(lines):
        assert d.score is not None
        won = {"NS": 0, "EW": 0}
        if d.status == "scored":  # a penalty's line wins no trick
            for trick in d.tricks or ():
                won["NS" if trick["winner"] in "NS" else "EW"] += 1
        result = game.result if k == len(lines) - 1 else None
        ended = result is not None and result.over
        winner = None if result is None else result.winner
        steps.append(Step(dict(before), d.score, won, ended, winner))
        before = {t: before[t] + d.score[t] for t in TEAMS}
    assert before == game.totals
    return steps


def passes(rules: Rules, points: int) -> bool:
    target = int(rules.variant.rule("game_end.target"))
    return points >= target if rules.variant.rule("game_end.reach") == "reach" else points > target


def short_of(rules: Rules, rounded: int, exact: int) -> int | None:
    """A total from which a line of ``rounded`` points (``exact`` counted exactly) takes a
    team to the target only rounded; None if rounding does not add to it."""
    target = int(rules.variant.rule("game_end.target"))
    total = target - rounded + (0 if rules.variant.rule("game_end.reach") == "reach" else 1)
    if passes(rules, total + rounded) and not passes(rules, total + exact):
        return total
    return None


@pytest.mark.parametrize("spec", sorted({*EXACT, *TRICK}))
def test_whole_games_of_the_scalar_engines(spec: str) -> None:
    """``Game`` and the ``Simulator``, whole games from nothing; then ``Game`` resumed where
    its first deal takes a team to the target only rounded (point 1), or where a team past
    the target takes no trick in it (point 2), and played out."""
    rules = rules_of(spec)
    target = int(rules.variant.rule("game_end.target"))
    seen: Counter[str] = Counter()
    for seed in range(5):
        game = play(rules.new_game(seed=seed), seed)
        check_game(rules, target, game_steps(game, {"NS": 0, "EW": 0}), seen)
    simulator = Simulator(rules)
    for seed in range(40):
        sim = simulator.game(seed)
        before = {"NS": 0, "EW": 0}
        steps = []
        scored = [d for d in sim.deals if d.score is not None]
        for k, deal in enumerate(scored):
            assert deal.score is not None
            result = sim.result if k == len(scored) - 1 else None
            tricks = {"NS": deal.tricks[0], "EW": deal.tricks[1]}
            ended = result is not None and result.over
            winner = None if result is None else result.winner
            steps.append(Step(dict(before), deal.score, tricks, ended, winner))
            before = {t: before[t] + deal.score[t] for t in TEAMS}
        check_game(rules, target, steps, seen)
    wanted = {"exact": 3 if spec in EXACT else 0, "trick": 3 if spec in TRICK else 0}
    met: Counter[str] = Counter()
    for seed in range(600):
        if all(met[k] >= n for k, n in wanted.items()):
            break
        # the first deal of this seed, rounded (from nothing) and exactly (from the target:
        # every line of a deal that takes a team to the target is exact)
        first = play(rules.new_game(seed=seed), seed, deals=1)
        if not first.sheet:
            continue
        rounded = first.sheet[0]
        exact = resumed(rules, seed, {"NS": target, "EW": target}, deals=1).sheet[0]
        for team, other in (("NS", "EW"), ("EW", "NS")):
            total = short_of(rules, rounded[team], exact[team])
            if total is not None and met["exact"] < wanted["exact"]:
                start = {team: total, other: 0}
                met["exact"] += 1
            elif exact.tricks.get(team) == 0 and met["trick"] < wanted["trick"]:
                start = {team: target + 5, other: 0}
                met["trick"] += 1
            else:
                continue
            game = resumed(rules, seed, start)
            check_game(rules, target, game_steps(game, start), seen)
    assert met == +Counter(wanted), (met, seen)  # the seeds held every case wanted
    assert seen["exact, play goes on"] >= wanted["exact"], seen
    assert seen["no trick, no win"] >= wanted["trick"], seen


_COLUMNS = (
    "taker",
    "mode",
    "bid",
    "contre",
    "points_ns",
    "points_ew",
    "belote_ns",
    "belote_ew",
    "annonces_ns",
    "annonces_ew",
    "capot",
    "tricks_ns",
    "tricks_ew",
)


@pytest.mark.parametrize("spec", sorted({*EXACT, *TRICK}))
def test_the_batch_engine_s_games_agree_with_the_scalar_settlement(spec: str) -> None:
    """``BatchEngine.play_games``: every deal of every game settled again, from the same
    totals, by ``Rules.settle_deal`` gives the same line, and the game ends where the batch
    ended it, with the same winner. (The variants here play suits only, with no générale:
    the last trick and the bidder's own eight tricks, which the deal table leaves out, count
    for nothing in their scores.)"""
    rules = rules_of(spec)
    modes = rules.variant.rule("bidding.modes")
    assert not modes["sans_atout"]
    assert not modes["tout_atout"]
    target = int(rules.variant.rule("game_end.target"))
    engine = BatchEngine(rules, "numpy")
    deals, games = engine.play_games(150, np.random.default_rng([7, len(spec)]))
    seen: Counter[str] = Counter()
    starts = np.searchsorted(deals["game"], np.arange(len(games["game"]) + 1))
    for g in range(len(games["game"])):
        before, carried, steps = {"NS": 0, "EW": 0}, 0, []
        for i in range(starts[g], starts[g + 1]):
            if deals["outcome"][i] <= 0:
                continue
            row = {name: int(deals[name][i]) for name in _COLUMNS}
            row.update(carried=carried, last=0, bidder_all=0)
            contract, points, extras = scorer_arguments(row)
            score, end = rules.settle_deal(dict(before), None, contract, points, **extras)
            line = (int(deals["score_ns"][i]), int(deals["score_ew"][i]))
            assert line == (score.NS, score.EW), (g, i)
            tricks = {"NS": row["tricks_ns"], "EW": row["tricks_ew"]}
            steps.append(Step(dict(before), score, tricks, end.over, end.winner))
            before = {t: before[t] + score[t] for t in TEAMS}
            carried = score.held
        assert (before["NS"], before["EW"]) == (games["total_ns"][g], games["total_ew"][g])
        assert bool(games["finished"][g]) == (bool(steps) and steps[-1].ended)
        if games["finished"][g] and not games["draw"][g]:
            assert TEAMS[int(games["winner"][g])] == steps[-1].winner
        check_game(rules, target, steps, seen)


def settled_from_near_the_target(rules: Rules, *, games: int, seed: int) -> Counter[str]:
    """Games played deal after deal, with deals drawn from the batch engine's random deals (a
    capot one time in three), each deal settled on columns (``BatchGameEnd.settle``, as
    ``play_games`` settles it) and by ``Rules.settle_deal``: the two must agree. A game in
    three begins where its first deal takes a team to the target only rounded; where a team
    needs a trick, another in three with that team past the target. Returns the endings
    seen."""
    engine = BatchEngine(rules, "numpy")
    target = int(rules.variant.rule("game_end.target"))
    needs_trick = rules.variant.rule("game_end.no_win_through.until") == "trick"
    rng = np.random.default_rng(seed)
    table, trace = engine.trace_deals(800, rng)
    assert trace is not None
    scored = np.flatnonzero(table["outcome"] > 0)
    capots = scored[table["capot"][scored] >= 0]
    assert len(capots), "no capot among the random deals"
    pool = {name: table[name].astype(np.int64) for name in _COLUMNS}
    pool["last"] = trace.last_trick.astype(np.int64)
    pool["bidder_all"] = np.zeros(len(table["taker"]), np.int64)
    if rules.variant.rule("bidding.system") == "auction":
        # random bids run far past what anyone makes: the same deals again, bid at the
        # lowest contract, not doubled, make contracts whose card points rounding changes
        floor = int(rules.variant.rule("bidding.auction.floor"))
        low = {**pool, "contre": np.zeros_like(pool["contre"])}
        low["bid"] = np.where((pool["bid"] > 0) & (pool["bid"] < BID_CAPOT), floor, pool["bid"])
        pool = {name: np.concatenate([pool[name], low[name]]) for name in pool}
        scored = np.concatenate([scored, scored + len(table["taker"])])
        capots = np.concatenate([capots, capots + len(table["taker"])])
    held = np.zeros(games, np.int64)
    steps: list[list[Step]] = [[] for _ in range(games)]
    active = np.arange(games)
    before = target - rng.integers(1, 300, (games, 2))
    # the deals whose rounding takes a team further than its exact count
    first = {**pool, "carried": np.zeros(len(pool["taker"]), np.int64)}
    rounded, *_ = engine.scorer.lines(first)
    exact, *_ = engine.scorer.lines(first, exact=True)
    rounding = scored[(rounded[scored] > exact[scored]).any(axis=1)]
    assert len(rounding) or not rules.last_deal_exact, "no deal that rounding changes"
    for deal in range(12):
        if not len(active):
            break
        pick = np.where(
            rng.random(len(active)) < 1 / 3,
            rng.choice(capots, len(active)),
            rng.choice(scored, len(active)),
        )
        if deal == 0:  # the starting scores
            for g in range(games):
                team = int(rng.integers(0, 2))
                if g % 3 == 1 and rules.last_deal_exact:
                    pick[g] = row = int(rng.choice(rounding))
                    team = int(np.argmax(rounded[row] - exact[row]))
                    total = short_of(rules, int(rounded[row, team]), int(exact[row, team]))
                    assert total is not None
                    before[g] = (0, 0)
                    before[g, team] = total
                elif g % 3 == 2 and needs_trick:
                    before[g] = (target - int(rng.integers(250, 600)),) * 2
                    before[g, team] = target + int(rng.integers(0, 40))
        cols = {name: column[pick] for name, column in pool.items()}
        cols["carried"] = held[active]
        line, _outcome, dealt, over, winner, draw = engine.game_end.settle(before[active], cols)
        for j, g in enumerate(active.tolist()):
            row = {name: int(column[j]) for name, column in cols.items()}
            contract, points, extras = scorer_arguments(row)
            totals = {"NS": int(before[g, 0]), "EW": int(before[g, 1])}
            score, end = rules.settle_deal(totals, None, contract, points, **extras)
            won = TEAMS[int(winner[j])] if winner[j] >= 0 else None
            got = (int(line[j, 0]), int(line[j, 1]), bool(over[j]), won, bool(draw[j]))
            assert got == (score.NS, score.EW, end.over, end.winner, end.draw), (row, totals)
            tricks = {"NS": row["tricks_ns"], "EW": row["tricks_ew"]}
            steps[g].append(Step(totals, score, tricks, end.over, end.winner))
        before[active] += line
        held[active] = dealt
        active = active[~over]
    seen: Counter[str] = Counter()
    for game in steps:
        check_game(rules, target, game, seen)
    return seen


@pytest.mark.parametrize("spec", sorted({*EXACT, *TRICK}))
def test_the_batch_settlement_from_scores_near_the_target(spec: str) -> None:
    """``BatchGameEnd.settle`` deal after deal from scores near the target agrees with
    ``Rules.settle_deal``, and both end the games as the texts say."""
    seen = settled_from_near_the_target(rules_of(spec), games=240, seed=len(spec))
    if spec in EXACT:
        assert seen["exact, play goes on"] >= 10, seen
    if spec in TRICK:
        assert seen["no trick, no win"] >= 3, seen
        assert seen["won with its trick"] >= 10, seen


# ---------------------------------------------------------------- a variant nobody ships

#: The exact last deal with the rounding no shipped variant uses (the taker's score rounded,
#: the defence the rest: ``complement``), a target to pass rather than reach, and the
#: trick needed after a failed contract only.
UNSHIPPED = """\
title: Fin de partie inédite
extends: ffb-coinchee-2015
rules:
  scoring:
    rounding: {method: complement, half: down, last_deal: exact}
  game_end:
    target: 1000
    reach: exceed
    no_win_through: {belote: [dedans], annonces: [], until: trick}
"""


@pytest.fixture
def unshipped(tmp_path: Path) -> Rules:
    path = tmp_path / "inedite.yaml"
    path.write_text(UNSHIPPED, encoding="utf-8")
    return load_variant(path).compile()


def settle(
    rules: Rules,
    before: tuple[int, int],
    bid: int,
    points: tuple[int, int],
    **extras: Any,
) -> tuple[DealScore, Any]:
    """A contract taken by NS at hearts for ``bid``, settled from ``before``."""
    contract = {"taker": "NS", "trump": "H", "bid": bid, "contre": 0}
    return rules.settle_deal(
        {"NS": before[0], "EW": before[1]},
        None,
        contract,
        {"NS": points[0], "EW": points[1]},
        **extras,
    )


def test_an_unshipped_rounding_counts_the_deal_that_may_end_the_game_exactly(
    unshipped: Rules,
) -> None:
    # NS makes 100 with 106: 206 for NS, 56 for EO. Rounded by complement (5 down, 6 up):
    # the deal's 262 make 260, NS 206 → 210, EO 260 − 210 = 50.
    score, end = settle(unshipped, (500, 300), 100, (106, 56))
    assert (score.NS, score.EW, score.exact, end.over) == (210, 50, False, False)
    # From 794, rounded, NS would pass 1000 (1004): the deal may be the last and counts
    # exactly, 794 + 206 = 1000, which does not pass 1000: the exact line stays, play goes on.
    score, end = settle(unshipped, (794, 300), 100, (106, 56))
    assert (score.NS, score.EW, score.exact, end.over) == (206, 56, True, False)
    # From 795, the exact count passes 1000: NS wins on it.
    score, end = settle(unshipped, (795, 300), 100, (106, 56))
    assert (score.NS, score.EW, score.exact, end.winner) == (206, 56, True, "NS")


def test_an_unshipped_variant_wants_a_trick_after_a_failed_contract(unshipped: Rules) -> None:
    # NS at 990 takes 100 and fails with 90 against 72, keeping its belote (FFB 2015:
    # « imprenable »): 0 + 20 for NS, 160 + 100 for EO. 1010 passes 1000, but only through
    # the belote of a failed contract: NS is kept from winning; exactly counted, as it
    # passes the target.
    score, end = settle(unshipped, (990, 300), 100, (70, 92), belote="NS")
    assert (score.NS, score.EW, score.exact, end.over) == (20, 260, True, False)
    # Next deal: NS, at 1010, defends and takes no trick (EO's capot: 250 + 100): no win.
    contract = {"taker": "EW", "trump": "S", "bid": 100, "contre": 0}
    no_trick = {"N": 0, "W": 5, "S": 0, "E": 3}
    score, end = unshipped.settle_deal(
        {"NS": 1010, "EW": 560}, None, contract, {"NS": 0, "EW": 162}, capot="EW", tricks=no_trick
    )
    assert (score.NS, score.EW, end.over) == (0, 350, False)
    # Another deal from 1010: EO makes 100 with 150 (250 for EO, at 850), NS takes one
    # trick worth 12 (exactly counted, as NS is past the target): NS, at 1022, wins.
    one_trick = {"N": 1, "W": 4, "S": 0, "E": 3}
    score, end = unshipped.settle_deal(
        {"NS": 1010, "EW": 600}, None, contract, {"NS": 12, "EW": 150}, tricks=one_trick
    )
    assert (score.NS, score.EW, end.winner) == (12, 250, "NS")


def test_an_unshipped_variant_over_whole_settlements(unshipped: Rules) -> None:
    seen = settled_from_near_the_target(unshipped, games=240, seed=11)
    assert seen["exact, play goes on"] >= 10, seen
    assert seen["no trick, no win"] >= 3, seen
    assert seen["won with its trick"] >= 10, seen


def test_a_trick_of_no_points_is_a_trick(write: Callable[[str, str], Path]) -> None:
    """Where a capot counts the card points (``scoring.capot.by: points``, which no variant
    with ``until: trick`` ships), a team may take a trick worth nothing and still be « capot »:
    it has taken its « pli supplémentaire »."""
    path = write(
        "points.yaml",
        "title: Capot aux points\nextends: ffb-classique-2016\n"
        "rules:\n  scoring:\n    capot: {by: points}\n",
    )
    rules = load_variant(path).compile()
    contract = {"taker": "EW", "trump": "S", "bid": None, "contre": 0}
    # NS, kept at 1005, takes one trick of four small cards (0 points): EO has every card
    # point, a capot on points (252), NS nothing; with its trick, NS wins at 1005.
    score, end = rules.settle_deal(
        {"NS": 1005, "EW": 600},
        None,
        contract,
        {"NS": 0, "EW": 162},
        capot="EW",
        tricks={"N": 1, "W": 4, "S": 0, "E": 3},
    )
    assert (score.NS, score.EW, end.winner) == (0, 252, "NS")
    # Without a trick (EO took all eight), NS at 1005 does not win.
    score, end = rules.settle_deal(
        {"NS": 1005, "EW": 600},
        None,
        contract,
        {"NS": 0, "EW": 162},
        capot="EW",
        tricks={"N": 0, "W": 5, "S": 0, "E": 3},
    )
    assert (score.NS, score.EW, end.over) == (0, 252, False)


# ---------------------------------------------------------------- records


def test_the_issue_s_example_and_its_record(tmp_path: Path) -> None:
    """``belote-spec play traditional+compte-final-exact --seed 9``, the game of the issue:
    its tenth deal takes North–South to 1010 only rounded (950 + 56 exactly). It is written
    exactly and play goes on: no total reaches 1010 before the last deal. Each line of the
    record says each team's tricks; a record written before, without them, replays the
    same."""
    saved = tmp_path / "partie.json"
    command = ["play", "traditional+compte-final-exact", "--seed", "9", "--save", str(saved)]
    assert main(command) == 0
    record = json.loads(saved.read_text(encoding="utf-8"))
    lines = [d for d in record["deals"] if d.get("score")]
    totals = {"NS": 0, "EW": 0}
    exact_and_on = 0
    for k, deal in enumerate(lines):
        score = deal["score"]
        totals = {t: totals[t] + score[t] for t in TEAMS}
        if k < len(lines) - 1:
            assert max(totals.values()) < 1010, (k, totals)
            exact_and_on += score["exact"]
        won = {"NS": 0, "EW": 0}
        for trick in deal["tricks"]:
            won["NS" if trick["winner"] in "NS" else "EW"] += 1
        assert score["tricks"] == won
    assert exact_and_on >= 1
    assert max(totals.values()) >= 1010
    assert record["result"]["winner"] is not None
    for deal in lines:
        del deal["score"]["tricks"]
    again = Game.from_json(record)
    assert again.totals == record["totals"]
    assert again.result is not None
    assert again.result.winner == record["result"]["winner"]


# ---------------------------------------------------------------- what the rulebooks say


@pytest.mark.parametrize(
    ("spec", "path"),
    [
        ("ffb-equipe-ludique", "scoring.rounding.last_deal"),
        ("cannes-2016", "scoring.rounding.last_deal"),
        ("traditional+compte-final-exact", "scoring.rounding.last_deal"),
        ("ffb-equipe-ludique", "game_end.no_win_through.until"),
        ("ffb-coinchee-2015", "game_end.no_win_through.until"),
        ("ffb-classique-2016", "game_end.no_win_through.until"),
    ],
)
def test_the_readings_are_marked_choices(
    spec: str, path: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Point 4: « la dernière partie » (a game, not a deal) and Cannes' « dernière donne »
    (the deal at the referee's signal after 40 minutes) are read as the deal that may end the
    game; « un pli supplémentaire » as a trick on any later deal. Each is a « choix », with
    its reason, in ``show``."""
    cite = load_variant(spec).citation(path)
    assert cite is not None
    assert cite.choice
    assert cite.note
    assert main(["show", spec, "--lang", "fr"]) == 0
    line = next(x for x in capsys.readouterr().out.splitlines() if x.startswith(path + " "))
    assert "(choix)" in line
