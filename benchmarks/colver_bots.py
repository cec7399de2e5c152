"""Our bots against colver's bots, under colver's referee, in duplicate (issue 13).

colver (``pip install colver``, a Rust Belote Contrée engine with bots) deals, referees and
scores every deal; our bots play it through our :class:`Observation` of colver's position
(``benchmarks/colver_adapter.py``) and ``bot.act(observation)``, their action translated back
to colver's. Colver's bots are ``colver.Agent`` objects built from a bot spec, each told every
action of the deal.

Duplicate: every board (one deal: hands and dealer) is played twice, our team at N–S (colver
team 0) then at E–W, each seat's bot seeded the same in both plays. A play's result is our
team's colver score for the deal minus theirs (``Env.rewards()``, colver's own scale; an
all-pass deal scores 0–0); the board's difference is the mean of its two plays; the figure is
the mean over boards with Student's t 95% interval.

Colver's scale, as seen on the check's deals (not our variant's: no rounding, a smaller
contre): a contract made scores the taker's card points + belote + the contract, the defence
its card points; a contract down scores the defence 162 + the contract (+ belote); contré, the
winner scores 162 (252 with every trick) + contract x 2, surcontré + contract x 3; a capot
bid counts 250 (made: 252 + 250). Our variant gives the same team the higher score on every
deal the check plays, never the same numbers.

Colver bots that run without a model file and without the network:

* ``fair``: ``[bid] heuristic`` + ``[play] rule``, colver's hidden-information rule player
  (its own hand, the trick, the cards played, known voids) with its simplest rule bidding.
* ``isdd``: ``[bid] improved_v2`` + ``[play] isdd`` with 20 determinizations in count mode
  (``time_ms = 0``) sampled constraint-uniform (``[worlds] source = "uniform"``): colver's
  information-set double-dummy bot without its neural world model.

The colver bots with neural bidding, DMC play, playgen or belief worlds need weight files
(``colver.download_*_model``, from the Hugging Face Hub or GitHub) or a GPU sidecar; the
``heuristic`` and ``oracle`` play methods read all four hands, so they are not fair opponents.

Before the matches, ``--check`` deals (random auctions reaching contre, surcontre and capot,
random cards) are played by colver and, in step, by our engine on the same cards: at every
decision colver's legal actions translated to ours must equal our engine's, and the adapter's
observation of every seat must equal our game's own. Figures only: nothing here asserts.

``--split play`` lets colver's bot bid for every seat, ours playing our seats' cards: both
tables of a board reach the same contract and the figure is the card play alone. ``--split
bid`` lets our bot bid and colver's bot play every seat's cards: the figure is the bidding
alone (with colver's card play behind it).

The search bot plays here with ``opponents=NO_CONVENTIONS``: colver's bots do not play the
documents' conventions (bidding parity, direct call...), so it reads nothing but their
cards, and bids with its cautious margins (``SearchBot.CAUTIOUS_BID_MARGIN`` and the
others: its model of the auction does not make colver's calls); it reads its partner as
always.

``--record FILE`` writes each board's two results (JSON; an existing file only with
``--force``); ``--against FILE`` reads such a record of the same seed and prints, for each
match in both, the mean difference board by board with its 95% interval: the boards and the
seats' seeds being the same, a change that leaves a board's play alone leaves its result
alone, so two versions of a bot compare with far less noise than two separate figures.
``benchmarks/records/colver-search-isdd-seed2027.json`` is the search bot's record of 240
boards (``--deals 240 --seed 2027 --opponents isdd --ours search``) as of the release that
added these options: the reference for the next change.

Run: ``python benchmarks/colver_bots.py [--deals N] [--seed S] [--jobs J] [--check N]
[--opponents fair,isdd] [--ours heuristic,search] [--split none|play|bid] [--parallel]
[--record FILE [--force]] [--against FILE]``.
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

import colver
from colver_adapter import (
    PHASE_PLAYING,
    ShadowGame,
    action_from_colver,
    action_to_colver,
    legal_actions,
    observation,
)

from belote_spec import load_variant
from belote_spec.atomic_files import write_atomically
from belote_spec.cards import SEATS
from belote_spec.engine.game import ReplayError
from belote_spec.engine.replay import parse_record, read_record
from belote_spec.engine.rules import Rules
from belote_spec.simulation.stats import Mean, Moments, mean_stat

VARIANT: Final = "ffb-contree-2016"
#: The ``format`` of a ``--record`` file.
RECORD_FORMAT: Final = "colver-bots-record/1"

FAIR_SPEC: Final = """\
[bid]
strategy = "heuristic"

[play]
method = "rule"
"""

ISDD_SPEC: Final = """\
[bid]
strategy = "improved_v2"

[play]
method = "isdd"
time_ms = 0
determinizations = {worlds}
parallel = {parallel}

[worlds]
source = "uniform"
"""

OBSERVED_FIELDS: Final = (
    "variant",
    "seat",
    "phase",
    "to_move",
    "deal",
    "dealer",
    "turned",
    "bidding",
    "contract",
    "tricks",
    "trick",
    "belote",
    "annonces",
    "totals",
    "target",
)


def colver_specs(worlds: int, parallel: bool) -> dict[str, str]:
    """The colver bots this benchmark can play against, by name."""
    return {
        "fair": FAIR_SPEC,
        "isdd": ISDD_SPEC.format(worlds=worlds, parallel=str(parallel).lower()),
    }


def our_bot(name: str) -> Callable[..., Any] | None:
    """Our bot class named ``name`` (``heuristic``, ``search``), or None when this tree does
    not have it (the search bot is imported lazily)."""
    if name == "heuristic":
        from belote_spec.bots import HeuristicBot

        return HeuristicBot
    if name == "random":
        from belote_spec.bots import RandomBot

        return RandomBot
    if name == "search":
        try:
            from belote_spec.bots.search import SearchBot
        except ImportError as exc:
            print(f"search: skipped, belote_spec.bots.search.SearchBot is not available ({exc})")
            return None
        # Colver's bots do not play the documents' conventions (no bidding parity, no direct
        # call...): the search bot reads their cards alone.
        from belote_spec.bots.conventions import NO_CONVENTIONS

        return functools.partial(SearchBot, opponents=NO_CONVENTIONS)
    raise SystemExit(f"--ours: unknown bot {name!r}; expected heuristic, search or random")


# ------------------------------------------------------------------------------ the check


@dataclass
class CheckResult:
    deals: int = 0
    decisions: int = 0
    legal_equal: int = 0
    observations: int = 0
    observations_equal: int = 0
    round_trips: int = 0
    scored: int = 0
    score_equal: int = 0
    same_sign: int = 0
    passed: int = 0
    belote_offered: int = 0
    contracts: Counter[str] = field(default_factory=Counter)
    first_problem: str = ""


def check_mapping(rules: Rules, deals: int, seed: int) -> CheckResult:
    """Play ``deals`` colver deals with random actions (an auction biased towards passing, so
    that contracts of every level, contre, surcontre and capot all occur) next to our own game
    of the same cards; compare legal actions and observations at every decision."""
    rng = random.Random(f"colver-bots check {seed}")
    out = CheckResult()
    for d in range(deals):
        env = colver.Env.deal(dealer=d % 4, seed=rng.randrange(2**63))
        shadow = ShadowGame(rules, env)
        out.deals += 1
        while not env.is_terminal():
            phase = env.phase()
            ours = set(legal_actions(env, rules))
            theirs = shadow.legal()
            out.decisions += 1
            out.belote_offered += any(a.endswith("+belote") for a in ours)
            if ours == theirs:
                out.legal_equal += 1
            elif not out.first_problem:
                out.first_problem = f"legal actions differ at {env.to_cfn()}: {ours ^ theirs}"
            for seat in range(4):
                a = observation(env, seat, rules, VARIANT)
                b = shadow.game.observation(SEATS[seat])
                out.observations += 1
                same = all(getattr(a, f) == getattr(b, f) for f in OBSERVED_FIELDS)
                same = same and set(a.hand) == set(b.hand) and set(a.legal) == set(b.legal)
                if same:
                    out.observations_equal += 1
                elif not out.first_problem:
                    out.first_problem = f"observation of {SEATS[seat]} differs at {env.to_cfn()}"
            choices = env.legal_actions()
            if phase == PHASE_PLAYING:
                action = rng.choice(choices)
            else:
                action = choices[0] if rng.random() < 0.6 else rng.choice(choices)
                for special, p in ((41, 0.15), (42, 0.3)):
                    if special in choices and rng.random() < p:
                        action = special
            for a in choices:
                out.round_trips += action_to_colver(action_from_colver(a, phase), phase) == a
            shadow.apply(action, phase)
            env.step(action)
        score = shadow.score()
        if score is None:
            out.passed += 1
        else:
            contract = env.get_contract()
            level = ("", " contré", " surcontré")[int(contract["coinche"])]
            out.contracts[("capot" if contract["value"] == 250 else "points") + level] += 1
            ns, ew = (int(x) for x in env.rewards())
            out.scored += 1
            out.score_equal += score == (ns, ew)
            out.same_sign += (score[0] > score[1]) == (ns > ew)
    return out


# ------------------------------------------------------------------------------ playing


@dataclass(frozen=True)
class Play:
    ours_ns: bool
    ns: int
    ew: int
    contract_team: int | None
    our_decisions: int
    our_seconds: float
    colver_decisions: int
    colver_seconds: float

    @property
    def result(self) -> int:
        """Our team's score minus theirs."""
        return self.ns - self.ew if self.ours_ns else self.ew - self.ns


def board(seed: int, index: int) -> tuple[int, list[list[int]], tuple[int, int, int, int]]:
    """Board ``index`` of a match seeded ``seed``: dealer, colver hands, the seats' seeds."""
    rng = random.Random(f"colver-bots {seed} {index}")
    deck = list(range(32))
    rng.shuffle(deck)
    dealer = rng.randrange(4)
    n, w, s, e = (rng.randrange(2**32) for _ in range(4))
    return dealer, [sorted(deck[8 * k : 8 * k + 8]) for k in range(4)], (n, w, s, e)


def play(
    rules: Rules,
    ours: Callable[..., Any],
    spec: str,
    dealer: int,
    hands: list[list[int]],
    seeds: Sequence[int],
    ours_ns: bool,
    split: str = "none",
) -> Play:
    """One deal under colver's referee: our bot's team at N–S (``ours_ns``) or E–W.
    ``split``: ``play``, colver's bot bids for our seats too (our bot plays their cards);
    ``bid``, colver's bot plays our seats' cards (our bot bids for them)."""
    env = colver.Env.deal_with_hands(dealer, hands)
    our_seats = (0, 2) if ours_ns else (1, 3)
    bots: dict[int, Any] = {s: ours(seed=seeds[s]) for s in our_seats}
    seats = range(4) if split != "none" else [s for s in range(4) if s not in our_seats]
    agents = [colver.Agent(spec, s, seeds[s]) for s in seats]
    by_seat = {a.seat: a for a in agents}
    for agent in agents:
        agent.init_deal(env)
    our_n = their_n = 0
    our_t = their_t = 0.0
    while not env.is_terminal():
        seat = env.current_player()
        phase = env.phase()
        start = time.perf_counter()
        if seat in bots and split != ("bid" if phase == PHASE_PLAYING else "play"):
            obs = observation(env, seat, rules, VARIANT)
            chosen = bots[seat].act(obs)
            if chosen not in obs.legal:
                raise RuntimeError(f"{SEATS[seat]} chose {chosen!r}, not in {obs.legal}")
            action = action_to_colver(chosen, phase)
            our_t += time.perf_counter() - start
            our_n += 1
        else:
            action = int(by_seat[seat].decide(env)["action"])
            their_t += time.perf_counter() - start
            their_n += 1
        for agent in agents:
            agent.observe(env, action)
        env.step(action)
    ns, ew = (int(x) for x in env.rewards())
    contract = env.get_contract()
    team = int(contract["team"]) if contract else None
    return Play(ours_ns, ns, ew, team, our_n, our_t, their_n, their_t)


def play_boards(
    ours_name: str, spec: str, seed: int, start: int, stop: int, split: str = "none"
) -> list[tuple[Play, Play]]:
    """Boards ``start``..``stop - 1``, each played twice (a worker's share)."""
    rules = load_variant(VARIANT).compile()
    ours = our_bot(ours_name)
    assert ours is not None
    out = []
    for i in range(start, stop):
        dealer, hands, seeds = board(seed, i)
        first = play(rules, ours, spec, dealer, hands, seeds, True, split)
        second = play(rules, ours, spec, dealer, hands, seeds, False, split)
        out.append((first, second))
        if (i + 1) % 25 == 0:
            print(f"  ... {ours_name}: board {i + 1}", file=sys.stderr, flush=True)
    return out


def run_match(
    ours_name: str, spec: str, deals: int, seed: int, jobs: int, split: str = "none"
) -> tuple[list[tuple[Play, Play]], float]:
    """All boards of one match (in ``jobs`` processes), and the wall time."""
    start = time.perf_counter()
    if jobs <= 1:
        boards = play_boards(ours_name, spec, seed, 0, deals, split)
    else:
        step = max(1, min(8, deals // jobs))
        chunks = [(i, min(i + step, deals)) for i in range(0, deals, step)]
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = [
                pool.submit(play_boards, ours_name, spec, seed, a, b, split) for a, b in chunks
            ]
            boards = [b for f in futures for b in f.result()]
    return boards, time.perf_counter() - start


def report(ours_name: str, opponent: str, boards: list[tuple[Play, Play]], wall: float) -> None:
    totals = [a.result + b.result for a, b in boards]
    stat = mean_stat(Moments(len(totals), sum(totals), sum(t * t for t in totals)), min_cases=2)
    mean = sum(totals) / (2 * len(totals))
    ci = interval(stat)
    plays = [p for b in boards for p in b]
    contracts: Counter[str] = Counter()
    for p in plays:
        if p.contract_team is None:
            contracts["passed"] += 1
        else:
            contracts["ours" if (p.contract_team == 0) == p.ours_ns else "theirs"] += 1
    our_n = sum(p.our_decisions for p in plays)
    their_n = sum(p.colver_decisions for p in plays)
    our_ms = 1000 * sum(p.our_seconds for p in plays) / max(our_n, 1)
    their_ms = 1000 * sum(p.colver_seconds for p in plays) / max(their_n, 1)
    sd = "n/a" if stat.sd is None else f"{stat.sd / 2:.1f}"
    print(
        f"{ours_name} vs colver {opponent}: {len(boards)} boards ({len(plays)} deals), "
        f"mean {mean:+.1f} points per deal, 95% CI {ci}, sd {sd}; "
        f"contracts taken: ours {contracts['ours']}, theirs {contracts['theirs']}, "
        f"all passed {contracts['passed']}; "
        f"{our_ms:.2f} ms per decision of ours ({our_n}), "
        f"{their_ms:.2f} ms per colver decision ({their_n}); wall {wall:.1f} s"
    )


def match_key(ours_name: str, opponent: str, split: str) -> str:
    """A match's name in a record: ``search vs isdd``, ``search (play) vs isdd``."""
    return f"{ours_name}{'' if split == 'none' else f' ({split})'} vs {opponent}"


def read_match_record(path: str, seed: int) -> dict[str, list[int]]:
    """The boards' totals (both plays' results added) of each match of a ``--record`` file
    of the seed ``seed``, read with the bounds of a game record (size, UTF-8, nesting,
    digits: ``belote_spec.engine.replay``); exits with a message on a file that is not one."""
    try:
        data = parse_record(read_record(path))
        if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
            raise ValueError(f"not a record of this benchmark (format {RECORD_FORMAT})")
        if data.get("seed") != seed:
            raise ValueError(f"its seed is {data.get('seed')!r}, this run's {seed}")
        matches = data.get("matches")
        if not isinstance(matches, dict):
            raise ValueError("no matches")
        for key, totals in matches.items():
            if not isinstance(totals, list) or not all(
                isinstance(t, int) and not isinstance(t, bool) for t in totals
            ):
                raise ValueError(f"match {key!r}: expected a list of integers")
        return matches
    except (ReplayError, ValueError) as exc:
        raise SystemExit(f"--against {path}: {exc}") from None


def write_match_record(path: str, seed: int, matches: dict[str, list[int]], force: bool) -> None:
    """Write the boards' totals of each match, atomically; over a file only with ``force``."""
    data = {"format": RECORD_FORMAT, "seed": seed, "matches": matches}
    try:
        write_atomically(Path(path), json.dumps(data) + "\n", replace=force)
    except FileExistsError:
        raise SystemExit(f"--record {path}: the file exists (--force to replace it)") from None


def interval(stat: Mean) -> str:
    """A board statistic's 95% interval, per deal (a board is two deals)."""
    if stat.low is None or stat.high is None:
        return "n/a"
    return f"[{stat.low / 2:+.1f}, {stat.high / 2:+.1f}]"


def report_paired(key: str, totals: list[int], before: list[int]) -> None:
    """This match minus the recorded one, board by board (the boards both have)."""
    n = min(len(totals), len(before))
    diffs = [a - b for a, b in zip(totals[:n], before[:n], strict=True)]
    stat = mean_stat(Moments(n, sum(diffs), sum(d * d for d in diffs)), min_cases=2)
    changed = sum(d != 0 for d in diffs)
    print(
        f"{key}, against the record: {n} boards ({changed} with another result), mean "
        f"difference {sum(diffs) / (2 * max(n, 1)):+.1f} points per deal, 95% CI {interval(stat)}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--deals", type=int, default=20, help="boards (each played twice)")
    parser.add_argument("--seed", type=int, default=2026, help="seed of the boards and bots")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes for the boards")
    parser.add_argument("--check", type=int, default=3000, help="deals of the mapping check")
    parser.add_argument("--opponents", default="fair,isdd", help="colver bots: fair, isdd")
    parser.add_argument("--ours", default="heuristic,search", help="our bots: heuristic, search")
    parser.add_argument("--worlds", type=int, default=20, help="IS-DD determinizations")
    parser.add_argument(
        "--split",
        choices=("none", "play", "bid"),
        default="none",
        help="play: colver's bot bids for every seat, ours plays our seats' cards (card play "
        "alone is measured); bid: ours bids, colver's bot plays every seat's cards",
    )
    parser.add_argument(
        "--parallel",
        action="store_true",
        help="let colver's IS-DD fan its solves over every core (default: one thread)",
    )
    parser.add_argument("--record", metavar="FILE", help="write each board's results (JSON)")
    parser.add_argument("--force", action="store_true", help="let --record replace a file")
    parser.add_argument(
        "--against", metavar="FILE", help="compare with a --record of the same seed, board by board"
    )
    args = parser.parse_args()
    if args.deals < 1 or args.jobs < 1 or args.check < 0 or args.worlds < 1:
        parser.error("--deals, --jobs and --worlds must be 1 or more, --check 0 or more")
    if args.record and os.path.exists(args.record) and not args.force:
        parser.error(f"--record {args.record}: the file exists (--force to replace it)")
    before = read_match_record(args.against, args.seed) if args.against else {}
    recorded: dict[str, list[int]] = {}
    specs = colver_specs(args.worlds, args.parallel)
    opponents = [o for o in args.opponents.split(",") if o]
    for o in opponents:
        if o not in specs:
            parser.error(f"--opponents: unknown colver bot {o!r}; expected {', '.join(specs)}")

    print(
        f"colver {colver.__version__}, variant {VARIANT}, python {sys.version.split()[0]}, "
        f"{os.cpu_count()} cpus, seed {args.seed}"
    )
    for name, spec in specs.items():
        print(f"colver bot {name}: {colver.Agent(spec, 0, 0).label}")
    rules = load_variant(VARIANT).compile()
    if args.check:
        start = time.perf_counter()
        c = check_mapping(rules, args.check, args.seed)
        print(
            f"mapping check: {c.deals} deals, {c.decisions} decisions: legal sets equal "
            f"{c.legal_equal}/{c.decisions}; observations equal "
            f"{c.observations_equal}/{c.observations} (every seat at every decision); action "
            f"round trips {c.round_trips}; decisions offering +belote {c.belote_offered}; "
            f"deals all passed {c.passed}; contracts {dict(sorted(c.contracts.items()))}; "
            f"{time.perf_counter() - start:.1f} s"
        )
        print(
            f"  colver's deal score equal to our variant's {c.score_equal}/{c.scored}, "
            f"the same team ahead {c.same_sign}/{c.scored} (colver's scale: not rounded, "
            "162 + contract x 2 when contré)"
        )
        if c.first_problem:
            print(f"  first difference: {c.first_problem}")
    for ours_name in [o for o in args.ours.split(",") if o]:
        if our_bot(ours_name) is None:
            continue
        for opponent in opponents:
            boards, wall = run_match(
                ours_name, specs[opponent], args.deals, args.seed, args.jobs, args.split
            )
            report(
                ours_name if args.split == "none" else f"{ours_name} ({args.split})",
                opponent,
                boards,
                wall,
            )
            key = match_key(ours_name, opponent, args.split)
            recorded[key] = [a.result + b.result for a, b in boards]
            if key in before:
                report_paired(key, recorded[key], before[key])
            elif args.against:
                print(f"{key}: not in {args.against}")
    if args.record:
        write_match_record(args.record, args.seed, recorded, args.force)
        print(f"record: {args.record}")


if __name__ == "__main__":
    main()
