"""The commands that play: ``play`` (bots, or you at the table), ``match`` (duplicate deals
between two bots), ``replay`` (a game record re-checked) and ``simulate``."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import escape_controls
from ..i18n import _, output_language, translator
from ..loader import Variant, list_variants
from ..schema import rule_schema
from .authoring_commands import playable_problems
from .console import EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE, _emit, _load, _say

if TYPE_CHECKING:
    from ..bots.duplicate import DuplicateResult
    from ..engine.game import Game

#: The bots known by name (``play --bot``, ``match``), as :data:`belote_spec.bots.duplicate.BOTS`
#: (not imported from there: the parser is built without importing the bots).
BOT_NAMES = ("random", "heuristic", "search")
#: Deals ``match`` plays unless told otherwise, and the most it plays.
DEFAULT_MATCH_DEALS = 100
MAX_MATCH_DEALS = 1_000_000
#: The most worker processes of ``match``, and its largest seed.
MAX_MATCH_JOBS = 256
MAX_MATCH_SEED = 2**64 - 1


def target_error(variant: Variant, target: int) -> str | None:
    """Why ``play --target TARGET`` is refused for ``variant`` (None if it is not): one of the
    variant's target choices when it has some, otherwise a target a variant file could set."""
    choices = [int(c) for c in variant.rule("game_end.target_choices") or ()]
    if choices:
        if target in choices:
            return None
        return _(
            "expected one of {choices} ({variant}'s choices); got {target}",
            choices=", ".join(map(str, choices)),
            variant=variant.id,
            target=target,
        )
    node = rule_schema("game_end.target") or {}
    low, high = int(node.get("minimum", 1)), int(node.get("maximum", 10000))
    if low <= target <= high:
        return None
    return _(
        "expected a target from {low} to {high}; got {target}", low=low, high=high, target=target
    )


@contextmanager
def _ending_signals_interrupt() -> Iterator[None]:
    """SIGTERM and SIGHUP (a terminal closed, a ``kill``) stop the command as Ctrl-C does,
    through :class:`KeyboardInterrupt`: what was played is saved before the program ends
    (their default ends it at once and loses the game)."""
    import signal
    import threading

    wanted = [getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)]
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def interrupt(_signum: int, _frame: object) -> None:
        raise KeyboardInterrupt

    previous = {sig: signal.signal(sig, interrupt) for sig in wanted}
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


class _BotFailed(Exception):
    """A bot of another package that failed at the table (the message says how)."""


class _Seated:
    """A bot at the table: the table asks ``choose(game)`` of the seat to move, and the bot
    answers from that seat's observation only (``bot.act(game.observation(seat))``). A bot
    of another package (``outside``) that fails or answers an action that is not legal is
    stopped with :class:`_BotFailed`, not asked again and again."""

    def __init__(self, bot: Any, spec: str, *, outside: bool) -> None:
        self.bot = bot
        self.spec = spec
        self.outside = outside
        self.name = spec  # as on the command line, as match names it: no bot needs a name

    def choose(self, game: Game) -> str:
        from ..bots.duplicate import BotFailure, decide

        seat = game.to_move
        if seat is None:
            raise ValueError(_("no legal action: the game is over"))
        try:
            action = decide(self.bot, game, seat)
        except BotFailure as exc:  # no answer in time, or SystemExit and the like: any bot
            raise _BotFailed(
                _(
                    "the bot {bot} failed: {message}",
                    bot=self.spec,
                    message=escape_controls(str(exc))[:500],
                )
            ) from exc
        except Exception as exc:
            if not self.outside:
                raise
            raise _BotFailed(
                _(
                    "the bot {bot} failed: {error}: {message}",
                    bot=self.spec,
                    error=type(exc).__name__,
                    message=escape_controls(str(exc))[:500],
                )
            ) from exc
        if self.outside and action not in game.legal_actions():
            raise _BotFailed(
                _(
                    "the bot {bot} chose {action}, which is not a legal action",
                    bot=self.spec,
                    action=escape_controls(repr(action))[:200],
                )
            )
        return action


def _search_refusal(spec: str, rules: Any) -> str | None:
    """Why the bot named ``spec`` cannot play ``rules``: the search bot at a table it does not
    play (three or two players each for himself), with the bot to use instead."""
    if spec != "search":
        return None
    from ..bots.search import search_refusal

    return search_refusal(rules)


def cmd_play(args: argparse.Namespace) -> int:
    """Watch four bots play, or play South yourself."""
    from ..bots.duplicate import BOTS, BotError, bot_factory
    from ..bots.heuristic import make_bot
    from ..terminal.session import Chooser, play_at_table

    if args.bot is not None and args.bots is not None and args.bot != args.bots:
        _say("play", _("give --bot or --bots (its former name), not both"))
        return EXIT_USAGE
    spec = args.bot or args.bots or "heuristic"
    try:
        kind = bot_factory(spec)
    except BotError as exc:
        _say("play", f"--bot: {escape_controls(str(exc))}")
        return EXIT_USAGE
    variant = _load(args.variant)
    if variant.abstract:
        _say(
            "play",
            _(
                "{variant} is an abstract variant: it only serves as the parent of other "
                "variants; play one of {variants}",
                variant=variant.id,
                variants=", ".join(i.name for i in list_variants() if not i.problems),
            ),
        )
        return EXIT_PROBLEMS
    if args.target is not None:
        refused = target_error(variant, args.target)
        if refused:
            _say("play", f"--target: {refused}")
            return EXIT_USAGE
    else:
        problems = playable_problems(variant)
        if problems:  # a game to this target could be played but its record not replayed
            for problem in problems:
                print(problem, file=sys.stderr)
            return EXIT_PROBLEMS
    rules = variant.compile()
    refused = _search_refusal(spec, rules)
    if refused:
        _say("play", f"--bot: {refused}")
        return EXIT_USAGE
    seating = rules.seating
    try:
        human = seating.seats[seating.seat_index(args.human)] if args.human else None
    except ValueError as exc:
        _say("play", f"--human: {exc}")
        return EXIT_USAGE
    seed = args.seed
    outside = spec not in BOTS
    try:
        bots: dict[str, Chooser] = {
            seat: _Seated(
                make_bot(kind, None if seed is None else seed * 4 + i), spec, outside=outside
            )
            for i, seat in enumerate(seating.seats)
        }
    except Exception as exc:
        if not outside:
            raise
        _say(
            "play",
            _(
                "the bot {bot} failed: {error}: {message}",
                bot=spec,
                error=type(exc).__name__,
                message=escape_controls(str(exc))[:500],
            ),
        )
        return EXIT_PROBLEMS
    try:
        with _ending_signals_interrupt():
            play_at_table(
                rules,
                bots,
                seed=seed,
                human=human,
                save=Path(args.save) if args.save else None,
                overwrite=args.force,
                target=args.target,
            )
    except _BotFailed as exc:
        _say("play", str(exc))
        return EXIT_PROBLEMS
    except (EOFError, KeyboardInterrupt):
        # said at the game table, in its language (French unless told otherwise)
        print("\n" + translator(output_language())._("Game interrupted."), file=sys.stderr)
        return EXIT_PROBLEMS
    except ValueError as exc:
        _say("play", str(exc))
        return EXIT_USAGE
    except Exception as exc:
        # a third-party plugin's kernel failing during play is the plugin's failure, said as
        # such; anything else is a bug of belote-spec and keeps its traceback
        from ..pluginmanager import plugin_at_fault

        who = plugin_at_fault(rules.plugin_manager, exc)
        if who is None:
            raise
        _say(
            "play",
            _(
                "{plugin} failed during play: {error}: {message}",
                plugin=who,
                error=type(exc).__name__,
                message=exc,
            ),
        )
        return EXIT_PROBLEMS
    return EXIT_OK


def cmd_match(args: argparse.Namespace) -> int:
    """Play duplicate deals between two bots and print A's mean point difference per deal."""
    from ..bots.duplicate import BOTS, BotError, BotFailure, bot_factory, play_duplicate

    for option, value, low, high in (
        ("--deals", args.deals, 1, MAX_MATCH_DEALS),
        ("--jobs", args.jobs, 1, MAX_MATCH_JOBS),
        ("--seed", args.seed, 0, MAX_MATCH_SEED),
    ):
        if not low <= value <= high:
            _say(
                "match",
                _(
                    "{option}: expected a whole number from {low} to {high}; got {value}",
                    option=option,
                    low=low,
                    high=high,
                    value=value,
                ),
            )
            return EXIT_USAGE
    for which, spec in (("BOT_A", args.bot_a), ("BOT_B", args.bot_b)):
        try:
            bot_factory(spec)
        except BotError as exc:
            _say("match", f"{which}: {escape_controls(str(exc))}")
            return EXIT_USAGE
    variant = _load(args.variant)
    if variant.abstract:
        _say(
            "match",
            _(
                "{variant} is an abstract variant: it only serves as the parent of other "
                "variants; play one of {variants}",
                variant=variant.id,
                variants=", ".join(i.name for i in list_variants() if not i.problems),
            ),
        )
        return EXIT_PROBLEMS
    rules = variant.compile()
    for which, spec in (("BOT_A", args.bot_a), ("BOT_B", args.bot_b)):
        refused = _search_refusal(spec, rules)
        if refused:
            _say("match", f"{which}: {refused}")
            return EXIT_USAGE
    from ..simulation.progress import progress_bar

    # the boards played, their rate and the time left, on a terminal's stderr (as simulate's)
    # TRANSLATORS: the unit of match's progress bar ("12.5 s/board")
    bar = progress_bar(
        args.deals,
        _("board"),
        True,
        escape_controls(f"{args.bot_a} / {args.bot_b}"),
        scale=False,
    )

    def progress(done: int, total: int) -> None:
        bar.update(done - bar.n)

    from concurrent.futures.process import BrokenProcessPool

    from ..simulation.limits import bounded_jobs

    jobs, fewer = bounded_jobs(args.jobs)
    if fewer is not None:  # the numbers are the same with any number of workers
        _say("match", fewer)
    try:
        with _ending_signals_interrupt():  # SIGTERM, SIGHUP: as Ctrl-C, the workers stopped
            result = play_duplicate(
                rules, args.bot_a, args.bot_b, args.deals, args.seed, jobs, progress
            )
    except BrokenProcessPool:  # a worker killed (the OOM killer, a signal) mid-board
        _say(
            "match",
            _(
                "a worker process ended abruptly (killed by a signal, or by the system for lack "
                "of memory): try fewer --jobs"
            ),
        )
        return EXIT_PROBLEMS
    except BotFailure as exc:  # no answer in time, or SystemExit and the like: any bot
        _say(
            "match",
            _("a bot failed during the match: {message}", message=escape_controls(str(exc))[:500]),
        )
        return EXIT_PROBLEMS
    except Exception as exc:
        # a bot of another package failing (or playing an illegal action) is that bot's
        # failure, said as such; the bots of belote-spec failing is a bug: its traceback
        outside = [s for s in (args.bot_a, args.bot_b) if s not in BOTS]
        if not outside:
            raise
        _say(
            "match",
            _(
                "a bot failed during the match ({bots}): {error}: {message}",
                bots=", ".join(outside),
                error=type(exc).__name__,
                message=escape_controls(str(exc))[:500],
            ),
        )
        return EXIT_PROBLEMS
    finally:
        bar.close()
    if args.json:
        print(json.dumps(result.to_dict(), indent=2, ensure_ascii=False))
        return EXIT_OK
    _emit(match_report(result))
    return EXIT_OK


def _unscored(outcomes: Mapping[str, int], total: int) -> list[str]:
    """The report's line of the plays that scored nothing (all passed, cancelled, redealt)
    out of ``total``, or none."""
    unscored = sum(outcomes.get(k, 0) for k in ("passed", "cancelled", "redealt"))
    if not unscored:
        return []
    return [
        _(
            "plays without a score (all passed, cancelled or redealt), counted 0: {count} "
            "of {total}",
            count=unscored,
            total=total,
        )
    ]


def _signed(value: float) -> str:
    """A number of points with its sign and one decimal (``+12.5``, ``-3.0``, ``+0.0``)."""
    return f"{value + 0.0:+.1f}"  # + 0.0: no "-0.0"


def match_report(result: DuplicateResult) -> list[str]:
    """What ``match`` prints: the match, A's mean difference per deal with its interval, the
    plays without a score, and the verdict."""
    tr = translator()
    alone = bool(result.boards) and bool(result.boards[0].plays[0].lines)
    if alone:  # three or two players each for himself: A alone at each seat in turn
        return _alone_report(result, tr)
    out = [
        tr.ngettext(
            "{a} (A) against {b} (B), {variant}: {n} deal played twice, the teams exchanged "
            "(seed {seed})",
            "{a} (A) against {b} (B), {variant}: {n} deals each played twice, the teams "
            "exchanged (seed {seed})",
            result.n,
            a=result.bot_a,
            b=result.bot_b,
            variant=result.variant,
            seed=result.seed,
        )
    ]
    mean = _signed(result.mean if result.mean is not None else 0.0)
    ci = result.confidence_interval
    if ci is None:
        out.append(
            _(
                "mean point difference per deal, A minus B: {mean} (no interval under 2 deals)",
                mean=mean,
            )
        )
    else:
        out.append(
            _(
                "mean point difference per deal, A minus B: {mean} (95 percent interval: "
                "{low} to {high})",
                mean=mean,
                low=_signed(ci[0]),
                high=_signed(ci[1]),
            )
        )
    out.extend(_unscored(result.outcomes(), 2 * result.n))
    if result.verdict == "A":
        out.append(_("verdict: A ({bot}) is better", bot=result.bot_a))
    elif result.verdict == "B":
        out.append(_("verdict: B ({bot}) is better", bot=result.bot_b))
    else:
        out.append(_("verdict: no significant difference"))
    return out


def _alone_report(result: DuplicateResult, tr: Any) -> list[str]:
    """``match``'s report at a table of players each for himself: A's score minus the mean of
    the other players', each deal played once with A at each seat."""
    out = [
        tr.ngettext(
            "{a} (A) against {b} (B) at the other seats, {variant}: {n} deal played {k} times, "
            "A at each seat in turn (seed {seed})",
            "{a} (A) against {b} (B) at the other seats, {variant}: {n} deals each played {k} "
            "times, A at each seat in turn (seed {seed})",
            result.n,
            a=result.bot_a,
            b=result.bot_b,
            variant=result.variant,
            n=result.n,
            k=result.per_board,
            seed=result.seed,
        )
    ]
    mean = _signed(result.mean if result.mean is not None else 0.0)
    ci = result.confidence_interval
    if ci is None:
        out.append(
            _(
                "mean score per deal, A minus the mean of the others: {mean} (no interval "
                "under 2 deals)",
                mean=mean,
            )
        )
    else:
        out.append(
            _(
                "mean score per deal, A minus the mean of the others: {mean} (95 percent "
                "interval: {low} to {high})",
                mean=mean,
                low=_signed(ci[0]),
                high=_signed(ci[1]),
            )
        )
    out.extend(_unscored(result.outcomes(), result.per_board * result.n))
    if result.verdict == "A":
        out.append(_("verdict: A ({bot}) is better", bot=result.bot_a))
    elif result.verdict == "B":
        out.append(_("verdict: B ({bot}) is better", bot=result.bot_b))
    else:
        out.append(_("verdict: no significant difference"))
    return out


def cmd_replay(args: argparse.Namespace) -> int:
    """Re-check every action of a game record and recompute every score."""
    from ..engine.game import Game, ReplayError
    from ..engine.replay import read_record

    where = escape_controls(args.file)
    try:
        # bounded (size, encoding, depth, digits) before anything is parsed
        # a variant file the record names is read from the current folder or the record's
        game = Game.from_json(
            read_record(args.file),
            variant_folders=[os.curdir, Path(args.file).resolve().parent],
        )
    except ReplayError as exc:
        print(f"{where}: {escape_controls(str(exc))}", file=sys.stderr)
        return EXIT_PROBLEMS
    from ..terminal.wording import team_code

    scored = sum(1 for d in game.deals if d.score is not None)
    result = game.result
    if result is None:
        end = _("game in progress")
    elif result.winner:
        # the team in short, as the table prints it (EO in French)
        winner = team_code(result.winner, translator())
        end = _("winner {winner} ({reason})", winner=winner, reason=result.reason)
    elif result.draw:
        end = _("a draw ({reason})", reason=result.reason)
    else:
        end = _("no winner ({reason})", reason=result.reason)
    if game.rules.seating.lines != ("NS", "EW"):  # players each for himself
        _emit(
            [
                _(
                    "{file}: ok — {variant}, {actions} actions, {deals} deals ({scored} "
                    "scored), {totals}, {end}",
                    file=where,
                    variant=game.rules.variant.id,
                    actions=len(game.actions),
                    deals=len(game.deals),
                    scored=scored,
                    totals=" ".join(f"{line} {points}" for line, points in game.totals.items()),
                    end=end,
                )
            ]
        )
        return EXIT_OK
    _emit(
        [
            _(
                "{file}: ok — {variant}, {actions} actions, {deals} deals ({scored} scored), "
                "NS {ns} EW {ew}, {end}",
                file=where,
                variant=game.rules.variant.id,
                actions=len(game.actions),
                deals=len(game.deals),
                scored=scored,
                ns=game.totals["NS"],
                ew=game.totals["EW"],
                end=end,
            )
        ]
    )
    return EXIT_OK


def cmd_simulate(args: argparse.Namespace) -> int:
    """Play many random (or heuristic) deals or games and report their statistics."""
    from ..simulation.command import run

    with _ending_signals_interrupt():  # SIGTERM, SIGHUP: as Ctrl-C, nothing half-written left
        return run(args)
