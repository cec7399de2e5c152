"""A whole game at the terminal: the bots and the human player in turn, what the table
prints, the record saved."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Protocol, TypeAlias, cast, runtime_checkable

from ..cards import seat_names
from ..engine.bidding import IllegalAction
from ..engine.game import Game
from ..engine.observation import Observation
from ..engine.rules import Rules
from ..errors import escape_controls
from ..i18n import Translator
from .answers import PlayerQuit
from .printer import _Printer
from .prompt import _ask_human, _read_stdin_line
from .saving import SaveError, _save, check_save_path
from .wording import _tr, team_name


@runtime_checkable
class ActingBot(Protocol):
    """A bot (:class:`belote_spec.bots.Bot`): it picks an action from the public observation
    of its seat."""

    def act(self, observation: Observation) -> str:
        """One of ``observation.legal``."""


class GameChooser(Protocol):
    """The former protocol, still accepted for one minor release: ``choose(game)``."""

    def choose(self, game: Game) -> str:
        """One of ``game.legal_actions()``."""


Chooser: TypeAlias = ActingBot | GameChooser
"""Anything that picks an action for the player to move: a bot acting on its seat's
observation, or (deprecated) an object choosing from the game."""


def _bot_action(bot: Chooser, game: Game, seat: str) -> str:
    """``bot``'s action for ``seat``: from the seat's observation when the bot acts on one,
    unless it defines a ``choose(game)`` of its own (the former protocol, deprecated)."""
    legacy = getattr(type(bot), "choose", None)
    if isinstance(bot, ActingBot) and (legacy is None or getattr(legacy, "wraps_act", False)):
        return bot.act(game.observation(seat))
    return cast(GameChooser, bot).choose(game)


def _print_escaped(text: str) -> None:
    """Print ``text`` line by line with every control character escaped (a right-to-left
    override in a variant's title, a terminal escape in a bot's name): the table shows what a
    file says, never lets it rewrite the terminal."""
    print("\n".join(escape_controls(line) for line in text.split("\n")))


def play_at_table(
    rules: Rules,
    bots: Mapping[str, Chooser],
    *,
    seed: int | None = None,
    human: str | None = None,
    save: Path | None = None,
    overwrite: bool = False,
    target: int | None = None,
    out: Callable[[str], None] | None = None,
    ask: Callable[[str], str] | None = None,
) -> Game:
    """Play a whole game at the terminal and return it (``out`` and ``ask`` default to
    ``print`` and a reader of standard input: :func:`input` on a terminal, anything else read
    a bounded piece at a time, so that a line of any length is refused in bounded memory).

    The ``human`` seat answers at the prompt (see :func:`read_answer`): the number of a line
    of the list, a card (``V♥``, ``valet de cœur``, ``JH``, with « belote » after it), a call
    in words (``passe``, ``prends``, ``prends pique``, ``80 cœur``, ``capot ♠``, ``contre``),
    « aide » or « quitter ». When only one card is playable it is played at once, without a
    question (the table says so).

    ``save``: where to write the game record. It is checked before the game starts: an
    existing file is refused (:class:`SaveError`, a :class:`ValueError`) unless
    ``overwrite``, and so are a folder, a missing or read-only folder. The record is written
    atomically (temporary file, sync, rename). A game that stops early (end of the input,
    « quitter » — :class:`PlayerQuit` —, Ctrl-C, an error) still writes its record so far,
    a game in progress that ``Game.from_json`` reloads, then the exception goes on; it never
    replaces the record of a finished game (it goes to ``FILE.partial`` instead)."""
    out = out or _print_escaped
    ask = ask or _read_stdin_line
    if save is not None:
        check_save_path(save, overwrite=overwrite)
    game = rules.new_game(seed=seed, target=target)
    tr = _tr()
    printer = _Printer(game, out, show_hands=human is None, tr=tr)
    try:  # from the first line printed: a signal at any point leaves the game saved
        out(
            tr._(
                "{title} ({variant}) — game to {target} points, seed {seed}",
                title=rules.variant.title,
                variant=rules.variant.id,
                target=game.target,
                seed=game.seed,
            )
        )
        printer.first_dealer(game.to_record())
        if human:
            out(
                tr._(
                    "You are {seat}. Type the number of a line, a card (J♥, jack of hearts, "
                    "JH; add “belote” to declare it) or your call (pass, take hearts, 80 "
                    "spades, double); “help” for help, “quit” to stop. A lone playable card "
                    "is played for you.",
                    seat=seat_names(tr)[human],
                )
            )
        while not game.over:
            seat = game.to_move
            assert seat is not None
            if seat == human:
                printer.catch_up()
                action = _ask_human(game, rules, seat, out, ask)
            else:
                action = _bot_action(bots[seat], game, seat)
            try:
                game.apply(action)
            except IllegalAction as exc:
                # A bot that answers an illegal action would answer it again: stop the game
                # (saved if asked) rather than ask it forever.
                out(tr._("Refused: {reason}", reason=exc.reason))
                raise
        printer.catch_up()
    except BaseException as exc:
        if isinstance(exc, PlayerQuit):
            out(tr._("You leave the table."))
        if save is not None:
            try:
                _save(game, save, overwrite=overwrite, out=out)
            except (OSError, SaveError) as problem:
                out(tr._("The game could not be saved: {problem}", problem=problem))
        raise
    if save is not None:
        try:
            _save(game, save, overwrite=overwrite, out=out)
        except OSError as exc:
            raise SaveError(
                f"--save {save}: cannot write the record: {exc.strerror or exc}"
            ) from exc
    result = game.result
    if rules.seating.lines != ("NS", "EW"):
        _end_lines(game, out, tr)
        return game
    ns, ew = game.totals["NS"], game.totals["EW"]
    if result is not None and result.draw:
        out(tr._("End of the game: a draw (NS {ns}, EW {ew}).", ns=ns, ew=ew))
    elif result is not None:
        if result.winner:
            loser = "EW" if result.winner == "NS" else "NS"
            # the winner first, with his points: « Est-Ouest gagne 1051 à 819 »
            out(
                tr._(
                    "End of the game: {team} wins {points} to {other}.",
                    team=team_name(result.winner, tr),
                    points=game.totals[result.winner],
                    other=game.totals[loser],
                )
            )
        else:
            out(tr._("End of the game: nobody wins (NS {ns}, EW {ew}).", ns=ns, ew=ew))
        if rules.variant.rule("game_end.result") == "difference":
            out(
                tr._(
                    "Difference, North-South minus East-West: {difference}",
                    difference=result.difference,
                )
            )
    return game


def _end_lines(game: Game, out: Callable[[str], None], tr: Translator) -> None:
    """The end of a game of players each for himself: the winner named, with every player's
    total in playing order (« Fin de la partie : Sud gagne avec 1012 (Nord 640, Ouest 877,
    Sud 1012). »)."""
    result = game.result
    if result is None:
        return
    totals = ", ".join(f"{team_name(line, tr)} {points}" for line, points in game.totals.items())
    if result.draw:
        out(tr._("End of the game: a draw ({totals}).", totals=totals))
    elif result.winner:
        out(
            tr._(
                "End of the game: {player} wins with {points} ({totals}).",
                player=team_name(result.winner, tr),
                points=game.totals[result.winner],
                totals=totals,
            )
        )
    else:
        out(tr._("End of the game: nobody wins ({totals}).", totals=totals))
