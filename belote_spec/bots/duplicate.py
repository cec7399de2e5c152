"""Duplicate matches between two bots, and the registry of bots by name.

In a duplicate match every deal (a *board*) is played twice with the same cards: first with
bot A's team at North–South and bot B's at East–West, then with the teams exchanged, each
seat receiving the same cards as before (A now holds what B held). The luck of the cards
cancels out: what is left is how much better one bot plays the same cards.

* A board is one deal only: the game is stopped as soon as its first deal is over.
* A play's result for A is the deal's score line for A's team minus the other team's, as
  the score sheet gives it (:class:`~belote_spec.engine.scoring.DealScore`, the variant's
  own scoring: contract value, contre, belote and annonces included). Points a *litige*
  holds for the next deal are in neither line, so they count for nobody.
* A first deal that is not scored counts 0 in that play: everyone passed (``passed``), the
  annonces cancelled it (``cancelled``), or the bidding team answered a contre out of turn
  with a redeal (``redealt``). The redeal is not played: the board's cards are gone.
* The bot at a seat gets the same seed in both plays of a board, whichever team it plays
  for. Two copies of one deterministic bot therefore play the same deal twice, move for
  move, and the board's two results cancel exactly (0 on every board). A bot made without a
  seed (its factory takes none, :func:`~belote_spec.bots.make_bot`) chooses as it likes.
* The board's *duplicate difference* is the mean of A's two results; the match reports the
  mean over boards with Student's t 95% interval (boards are the independent cases).

Bots act only through :meth:`Game.observation <belote_spec.engine.game.Game.observation>`
and ``bot.act(observation)``; they never see the game itself. A bot needs nothing else: no
``name`` (a match names a bot given by name or ``module:Class`` as it was given, and a
factory by :func:`~belote_spec.bots.bot_name`).
"""

from __future__ import annotations

import contextlib
import importlib
import math
import os
import random
import re
import signal
import sys
import threading
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from ..i18n import _
from ..simulation.stats import Moments, mean_stat
from .heuristic import bot_name, make_bot

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.rules import Rules

__all__ = [
    "BOTS",
    "DECISION_SECONDS",
    "Board",
    "BotError",
    "BotFailure",
    "DuplicateResult",
    "Play",
    "bot_factory",
    "bots_seated",
    "decide",
    "play_board",
    "play_duplicate",
]

#: The bots known by name: name → ``module:Class``. Any other ``module:Class`` (a
#: third-party bot: an installed module, or one of the current folder) is accepted too.
BOTS: Final[dict[str, str]] = {
    "random": "belote_spec.bots:RandomBot",
    "heuristic": "belote_spec.bots:HeuristicBot",
    "search": "belote_spec.bots.search:SearchBot",
}
#: Actions after which a deal is deemed never to end (a bot that never finishes it).
MAX_DEAL_ACTIONS: Final = 2000
#: The most boards one match plays (each is two deals).
MAX_BOARDS: Final = 1_000_000
#: The most worker processes.
MAX_JOBS: Final = 256
#: Boards given to a worker process at a time.
CHUNK_BOARDS: Final = 8

_DOTTED = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*")

BotFactory = Callable[..., Any]
"""Makes a bot, given a seed when it takes one (:func:`~belote_spec.bots.make_bot`; a bot
class is a factory, with or without a ``seed`` parameter)."""


class BotError(ValueError):
    """A bot name (or ``module:Class``) that gives no bot; the message says why."""


def bot_factory(spec: str) -> BotFactory:
    """The bot class of a registered name (:data:`BOTS`) or of ``module:Class``.

    A module that is not installed is looked for in the current folder too, after every
    installed one (as ``python -m`` would find it): ``belote-spec match mybot:MyBot`` works
    from the folder of ``mybot.py``. Raises :class:`BotError` when the name is unknown, the
    module cannot be imported, it has no such class, or the class has no ``act`` method."""
    target = BOTS.get(spec)
    if target is None:
        if ":" not in spec:
            raise BotError(
                _(
                    "unknown bot {name}; expected one of {names}, or MODULE:CLASS for another bot",
                    name=repr(spec),
                    names=", ".join(BOTS),
                )
            )
        target = spec
    module_name, _colon, class_name = target.partition(":")
    if not _DOTTED.fullmatch(module_name) or not class_name.isidentifier():
        raise BotError(
            _(
                "bot {name}: expected MODULE:CLASS (a Python module and a class in it)",
                name=repr(spec),
            )
        )
    try:
        module = _import(module_name, from_here=spec not in BOTS)
    except Exception as exc:  # a missing module, or one that fails on import
        if spec in BOTS:
            if not (isinstance(exc, ModuleNotFoundError) and exc.name == module_name):
                raise  # a bot of belote-spec that fails on import: a bug, with its traceback
            raise BotError(
                _(
                    "the {name} bot is not available in this installation ({error}: {message})",
                    name=spec,
                    error=type(exc).__name__,
                    message=str(exc)[:300],
                )
            ) from None
        raise BotError(
            _(
                "bot {name}: cannot import the module {module} ({error}: {message})",
                name=repr(spec),
                module=module_name,
                error=type(exc).__name__,
                message=str(exc)[:300],
            )
        ) from None
    factory = getattr(module, class_name, None)
    if factory is None or not callable(factory):
        raise BotError(
            _(
                "bot {name}: the module {module} has no class {cls}",
                name=repr(spec),
                module=module_name,
                cls=class_name,
            )
        )
    if isinstance(factory, type) and not callable(getattr(factory, "act", None)):
        raise BotError(
            _(
                "bot {name}: {cls} has no act(observation) method",
                name=repr(spec),
                cls=class_name,
            )
        )
    found: BotFactory = factory
    return found


def _import(name: str, *, from_here: bool) -> Any:
    """``importlib.import_module(name)``; when the module is not installed and ``from_here``,
    the current folder is added at the end of ``sys.path`` (so that it shadows nothing
    installed) and the import tried again."""
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        here = os.getcwd()
        on_path = {os.path.abspath(entry or os.curdir) for entry in sys.path}
        if not from_here or exc.name != name.partition(".")[0] or here in on_path:
            raise
    sys.path.append(here)
    return importlib.import_module(name)


#: The longest a bot may think over one decision, in seconds: past it, ``play`` and ``match``
#: stop with :class:`BotFailure` naming the bot rather than wait for ever. The search bot
#: needs about a second a decision on one core; a minute leaves room for slower machines and
#: bots. ``None`` (or 0) sets no limit. The limit needs the main thread of a Unix process
#: (``signal.setitimer``); elsewhere a bot is not timed.
DECISION_SECONDS: float | None = 60.0


class BotFailure(RuntimeError):
    """A bot that did not answer: it raised (even :class:`SystemExit` or another
    :class:`BaseException` but Ctrl-C), or thought longer than :data:`DECISION_SECONDS`."""


class _TimeUp(BaseException):
    """Raised inside a bot's ``act`` when its time is up (a BaseException, so that the bot's
    own ``except Exception`` cannot swallow it)."""


#: Set by :func:`bots_seated` in this thread: the SIGALRM handler is installed and a bot's
#: output goes to standard error already, so :func:`decide` only arms the timer.
_SEATED = threading.local()


def _up(_signum: int, _frame: object) -> None:
    raise _TimeUp


@contextlib.contextmanager
def bots_seated() -> Iterator[None]:
    """Where bots decide one after another and nothing else prints (the deals of a match): the
    time limit's signal handler installed, and standard output sent to standard error, once
    for all the decisions instead of once per decision (about 7 µs each, the time of the
    random bot's decision). Outside the main thread of a Unix process, bots are not timed."""
    if getattr(_SEATED, "on", False) or not _can_time():
        with contextlib.redirect_stdout(sys.stderr):
            yield
        return
    previous = signal.signal(signal.SIGALRM, _up)
    _SEATED.on = True
    try:
        with contextlib.redirect_stdout(sys.stderr):
            yield
    finally:
        _SEATED.on = False
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _can_time() -> bool:
    return hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()


def _act(bot: Any, observation: Any) -> str:
    """``bot.act(observation)`` under the time limit, within :func:`bots_seated`."""
    seconds = DECISION_SECONDS
    if not seconds or not getattr(_SEATED, "on", False):
        result: str = bot.act(observation)
        return result
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        result = bot.act(observation)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    return result


def decide(bot: Any, game: Game, seat: str) -> str:
    """The bot's action for ``seat``, from that seat's observation only.

    What the bot prints goes to standard error (standard output carries the command's own
    result, ``match --json``'s JSON say). A bot that raises anything but Ctrl-C
    (:class:`KeyboardInterrupt`), :class:`SystemExit` included, or that thinks longer than
    :data:`DECISION_SECONDS`, fails with :class:`BotFailure` (its cause attached): a bot never
    ends the program as if it had succeeded. Within :func:`bots_seated` the guard is set up
    once for many decisions; alone, each call sets it up."""
    observation = game.observation(seat)
    try:
        if getattr(_SEATED, "on", False):
            action = _act(bot, observation)
        else:
            with bots_seated():
                action = _act(bot, observation)
    except _TimeUp:
        raise BotFailure(
            _(
                "no answer after {seconds:g} s (the longest a bot may think over one decision)",
                seconds=DECISION_SECONDS,
            )
        ) from None
    except (KeyboardInterrupt, Exception):
        raise
    except BaseException as exc:  # SystemExit, GeneratorExit...: the bot's failure, not ours
        raise BotFailure(f"{type(exc).__name__}: {exc}") from exc
    return action


# ------------------------------------------------------------------------------ results


@dataclass(frozen=True)
class Play:
    """One play of a board: where A's team sat, the deal's score line and its outcome
    (``made``, ``dedans``, ``litige``, ``capot`` as on the score sheet, or ``passed``,
    ``cancelled``, ``redealt`` for a deal not scored, counted 0).

    At a table of players each for himself (three or two), ``a_team`` is A's seat (its score
    line), ``NS`` and ``EW`` are 0 and ``lines`` holds each player's score: ``(("N", 60),
    ("W", 40), ("S", 62))``."""

    a_team: str
    NS: int
    EW: int
    outcome: str
    actions: int
    lines: tuple[tuple[str, int], ...] = ()

    @property
    def others(self) -> int:
        """How many lines A's is compared with: 1 (the other team), or the other players."""
        return max(len(self.lines) - 1, 1)

    @property
    def a_units(self) -> int:
        """:attr:`a_result` times :attr:`others`, a whole number."""
        if self.lines:
            scores = dict(self.lines)
            return self.others * scores[self.a_team] - sum(
                v for k, v in scores.items() if k != self.a_team
            )
        diff = self.NS - self.EW
        return diff if self.a_team == "NS" else -diff

    @property
    def a_result(self) -> float:
        """A's team's score line minus the other team's; each for himself, A's line minus the
        mean of the other players' lines."""
        if self.lines:
            return self.a_units / self.others
        return self.a_units

    def to_dict(self) -> dict[str, Any]:
        if self.lines:
            return {
                "a_team": self.a_team,
                "lines": dict(self.lines),
                "outcome": self.outcome,
                "a_result": self.a_result,
            }
        return {
            "a_team": self.a_team,
            "NS": self.NS,
            "EW": self.EW,
            "outcome": self.outcome,
            "a_result": self.a_result,
        }


@dataclass(frozen=True)
class Board:
    """One deal played twice: ``plays[0]`` with A at North–South, ``plays[1]`` exchanged;
    each for himself, once with A at each seat in playing order."""

    index: int
    deal_seed: int
    bot_seeds: tuple[int, int, int, int]
    plays: tuple[Play, ...]

    @property
    def units(self) -> int:
        """:attr:`total` times the number of lines A's is compared with (a whole number)."""
        return sum(p.a_units for p in self.plays)

    @property
    def total(self) -> float:
        """A's results over all the plays."""
        return self.units / self.plays[0].others if self.plays[0].lines else self.units

    @property
    def difference(self) -> float:
        """The duplicate difference: the mean of A's results."""
        return self.total / len(self.plays)

    def to_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "deal_seed": self.deal_seed,
            "difference": self.difference,
            "plays": [p.to_dict() for p in self.plays],
        }


@dataclass(frozen=True)
class DuplicateResult:
    """The boards of a duplicate match and A's mean difference per deal over them."""

    bot_a: str
    bot_b: str
    variant: str
    seed: int
    boards: tuple[Board, ...]

    @property
    def n(self) -> int:
        """The number of boards."""
        return len(self.boards)

    @property
    def per_board(self) -> int:
        """How many times each board is played: twice (the teams exchanged), or once for
        each seat at a table of players each for himself."""
        return len(self.boards[0].plays) if self.boards else 2

    @property
    def _scale(self) -> int:
        """What :meth:`_moments`' values are to be divided by: each play's result is a whole
        number of points times this (1 at four)."""
        return self.boards[0].plays[0].others if self.boards else 1

    def _moments(self) -> Moments:
        totals = [b.units for b in self.boards]
        return Moments(len(totals), sum(totals), sum(t * t for t in totals))

    @property
    def mean(self) -> float | None:
        """A's mean point difference per deal (None without a board)."""
        if not self.boards:
            return None
        return sum(b.units for b in self.boards) / (self._scale * self.per_board * self.n)

    @property
    def sd(self) -> float | None:
        """The standard deviation of the boards' differences (None under 2 boards)."""
        stat = mean_stat(self._moments(), min_cases=2)
        return None if stat.sd is None else stat.sd / (self._scale * self.per_board)

    @property
    def confidence_interval(self) -> tuple[float, float] | None:
        """Student's t 95% interval of :attr:`mean` over the boards (None under 2 boards)."""
        stat = mean_stat(self._moments(), min_cases=2)  # of the totals: exact integers at four
        if stat.low is None or stat.high is None:
            return None
        scale = self._scale * self.per_board
        return stat.low / scale, stat.high / scale

    @property
    def verdict(self) -> str | None:
        """``"A"`` when the whole interval is above 0, ``"B"`` when it is below, else None
        (no significant difference, or too few boards to say)."""
        ci = self.confidence_interval
        if ci is None:
            return None
        if ci[0] > 0:
            return "A"
        if ci[1] < 0:
            return "B"
        return None

    def outcomes(self) -> dict[str, int]:
        """How many plays ended in each outcome."""
        return dict(sorted(Counter(p.outcome for b in self.boards for p in b.plays).items()))

    def to_dict(self, *, boards: bool = False) -> dict[str, Any]:
        """Plain data for JSON; with ``boards``, every board and play too."""
        ci = self.confidence_interval
        data: dict[str, Any] = {
            "bot_a": self.bot_a,
            "bot_b": self.bot_b,
            "variant": self.variant,
            "seed": self.seed,
            "deals": self.n,
            "plays": self.per_board * self.n,
            "mean": self.mean,
            "ci95": None if ci is None else [ci[0], ci[1]],
            "sd": self.sd,
            "verdict": self.verdict,
            "outcomes": self.outcomes(),
        }
        if boards:
            data["boards"] = [b.to_dict() for b in self.boards]
        return data


# ------------------------------------------------------------------------------ playing


def board_seeds(seed: int, index: int) -> tuple[int, tuple[int, int, int, int]]:
    """The deal's seed and the four seats' bot seeds of board ``index`` of a match seeded
    ``seed``: they depend on nothing else (not on the order boards are played in)."""
    rng = random.Random(f"belote-spec duplicate {seed} {index}")
    deal_seed = rng.randrange(2**32)
    n, w, s, e = (rng.randrange(2**32) for _seat in range(4))
    return deal_seed, (n, w, s, e)


def _play_deal(
    rules: Rules,
    factories: Sequence[BotFactory],
    a_team: str,
    deal_seed: int,
    bot_seeds: Sequence[int],
) -> Play:
    """Play the first deal of a game seeded ``deal_seed``, the bot at each seat made by its
    team's factory with that seat's seed."""
    factory_a, factory_b = factories
    seating = rules.seating
    on_a = seating.members[a_team]
    bots: dict[str, Any] = {
        seat: make_bot(factory_a if i in on_a else factory_b, bot_seeds[i])
        for i, seat in enumerate(seating.seats)
    }
    game = rules.new_game(seed=deal_seed)
    first = game.deals[0]
    with bots_seated():  # nothing but the bots speaks during a deal of a match
        for count in range(MAX_DEAL_ACTIONS + 1):
            if game.sheet:
                line = game.sheet[0]
                if seating.partnership == "none":
                    scores = tuple((name, int(line[name])) for name in seating.lines)
                    return Play(a_team, 0, 0, line.outcome, count, scores)
                return Play(a_team, line.NS, line.EW, line.outcome, count)
            if len(game.deals) > 1 or game.over or game.to_move is None:
                if seating.partnership == "none":
                    nothing = tuple((name, 0) for name in seating.lines)
                    return Play(a_team, 0, 0, first.status, count, nothing)
                return Play(a_team, 0, 0, first.status, count)
            seat = game.to_move
            game.apply(decide(bots[seat], game, seat))
    raise RuntimeError(
        _("the deal of seed {seed} did not end after {count} actions", seed=deal_seed, count=count)
    )


def play_board(
    rules: Rules, bot_a: str | BotFactory, bot_b: str | BotFactory, seed: int, index: int
) -> Board:
    """Board ``index`` of a match seeded ``seed``: its deal with A at North–South, then
    again with the teams exchanged. At a table of players each for himself, the deal once
    with A at each seat in playing order (B at the others)."""
    factory_a = bot_factory(bot_a) if isinstance(bot_a, str) else bot_a
    factory_b = bot_factory(bot_b) if isinstance(bot_b, str) else bot_b
    deal_seed, bot_seeds = board_seeds(seed, index)
    plays = tuple(
        _play_deal(rules, (factory_a, factory_b), line, deal_seed, bot_seeds)
        for line in rules.seating.lines
    )
    return Board(index, deal_seed, bot_seeds, plays)


def _boards(
    rules: Rules, bot_a: str | BotFactory, bot_b: str | BotFactory, seed: int, start: int, stop: int
) -> list[Board]:
    factory_a = bot_factory(bot_a) if isinstance(bot_a, str) else bot_a
    factory_b = bot_factory(bot_b) if isinstance(bot_b, str) else bot_b
    return [play_board(rules, factory_a, factory_b, seed, i) for i in range(start, stop)]


_WORKER_RULES: Rules | None = None


def _init_worker(rules: Rules) -> None:
    """A worker process: Ctrl-C is the parent's to handle (it stops the workers), and the
    compiled rules are kept for every board."""
    import signal

    global _WORKER_RULES
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _WORKER_RULES = rules


def _worker_boards(
    bot_a: str | BotFactory, bot_b: str | BotFactory, seed: int, start: int, stop: int
) -> list[Board]:
    assert _WORKER_RULES is not None
    return _boards(_WORKER_RULES, bot_a, bot_b, seed, start, stop)


def _in_processes(
    rules: Rules, bot_a: str | BotFactory, bot_b: str | BotFactory, seed: int, deals: int, jobs: int
) -> Iterator[Board]:
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("forkserver" if "forkserver" in methods else None)
    chunks = [(i, min(i + CHUNK_BOARDS, deals)) for i in range(0, deals, CHUNK_BOARDS)]
    from ..simulation.parallel import stop_pool

    pool = ProcessPoolExecutor(
        max_workers=jobs, mp_context=context, initializer=_init_worker, initargs=(rules,)
    )
    try:
        futures = [pool.submit(_worker_boards, bot_a, bot_b, seed, a, b) for a, b in chunks]
        for future in futures:  # in board order, whichever finishes first
            yield from future.result()
    except BaseException:
        # Ctrl-C, a signal, a failure: the workers are stopped now, even in the middle of a
        # board (waiting for them would keep the command running)
        stop_pool(pool)
        raise
    pool.shutdown(wait=True)


def _name(bot: str | BotFactory) -> str:
    """A bot as the match names it: as it was given by name, else its factory's name."""
    return bot if isinstance(bot, str) else bot_name(bot)


def play_duplicate(
    rules: Rules,
    bot_a: str | BotFactory,
    bot_b: str | BotFactory,
    deals: int,
    seed: int,
    jobs: int = 1,
    progress: Callable[[int, int], None] | None = None,
) -> DuplicateResult:
    """Play ``deals`` boards of duplicate between ``bot_a`` and ``bot_b`` (names of
    :data:`BOTS`, ``module:Class``, or bot classes) and return A's results.

    Every board's cards and bots' seeds come from ``seed`` and the board's number only, so
    the result is the same with any number of ``jobs`` (worker processes; bot classes given
    directly must then be importable by name, as any class is). ``progress(done, deals)`` is
    called as boards are done, in board order (with ``jobs``, a block of boards at a time)."""
    if not isinstance(deals, int) or isinstance(deals, bool) or not 1 <= deals <= MAX_BOARDS:
        raise ValueError(_("deals: expected a whole number from 1 to {max}", max=MAX_BOARDS))
    if not isinstance(jobs, int) or isinstance(jobs, bool) or not 1 <= jobs <= MAX_JOBS:
        raise ValueError(_("jobs: expected a whole number from 1 to {max}", max=MAX_JOBS))
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise ValueError(_("seed: expected a whole number, 0 or more"))
    # resolved here first: a bad name is said once, before any process starts
    factory_a = bot_factory(bot_a) if isinstance(bot_a, str) else bot_a
    factory_b = bot_factory(bot_b) if isinstance(bot_b, str) else bot_b
    played: Iterable[Board]
    if jobs == 1 or deals <= CHUNK_BOARDS:
        played = (play_board(rules, factory_a, factory_b, seed, i) for i in range(deals))
    else:
        played = _in_processes(
            rules, bot_a, bot_b, seed, deals, min(jobs, math.ceil(deals / CHUNK_BOARDS))
        )
    boards = []
    for board in played:
        boards.append(board)
        if progress is not None:
            progress(len(boards), deals)
    return DuplicateResult(_name(bot_a), _name(bot_b), rules.variant.id, seed, tuple(boards))
