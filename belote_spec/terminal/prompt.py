"""The prompt of the human player: the hand and the choices shown, and one line of standard
input read in bounded memory, whatever its length."""

from __future__ import annotations

import builtins
import sys
import types
from collections.abc import Callable

from ..cards import seat_names
from ..engine.game import Game
from ..engine.rules import Rules
from .answers import MAX_INPUT, _too_long, bids_line, numbered, read_answer
from .wording import _tr, card_text, describe_action, hand_text

#: The size of the pieces in which the rest of a refused line is read and dropped.
DISCARD_CHUNK = 65536


class _LineTooLong(Exception):
    """A line of standard input longer than :data:`MAX_INPUT`, dropped unread; ``length``
    is how many characters it held (without its end of line)."""

    def __init__(self, length: int) -> None:
        super().__init__(length)
        self.length = length


def _input_replaced() -> bool:
    """Whether :func:`input` is no longer Python's own (a notebook kernel asks its front end
    with its own ``input``; a test may answer with one)."""
    current = builtins.input
    return not (isinstance(current, types.BuiltinFunctionType) and current.__self__ is builtins)


def _read_stdin_line(prompt: str) -> str:
    """The default ``ask``: print ``prompt`` and read one line of standard input, without its
    end of line; raise :class:`EOFError` at the end of the input (or when there is no
    standard input at all).

    A terminal goes through :func:`input`, for its line editing: the terminal bounds the
    line itself. So does an :func:`input` put in Python's place (a notebook's, which does
    not read standard input). Anything else (a pipe, a file) is read at most
    ``MAX_INPUT + 1`` characters at a time: a longer line is read on and dropped in pieces
    of :data:`DISCARD_CHUNK` characters, never held whole, and raises :class:`_LineTooLong`
    with its length, so that a line of any size costs a bounded amount of memory."""
    if _input_replaced():
        return builtins.input(prompt)
    stdin = sys.stdin
    if stdin is None:  # started with standard input closed
        raise EOFError
    if stdin.isatty():
        return input(prompt)
    sys.stdout.write(prompt)
    sys.stdout.flush()
    line = stdin.readline(MAX_INPUT + 1)
    if not line:
        raise EOFError
    if line.endswith("\n"):
        return line[:-1]
    if len(line) <= MAX_INPUT:  # the last line, without an end of line
        return line
    length = len(line)
    while True:
        piece = stdin.readline(DISCARD_CHUNK)
        if piece.endswith("\n"):
            raise _LineTooLong(length + len(piece) - 1)
        length += len(piece)
        if not piece:
            raise _LineTooLong(length)


def _ask_human(
    game: Game,
    rules: Rules,
    seat: str,
    out: Callable[[str], None],
    ask: Callable[[str], str],
) -> str:
    legal = game.legal_actions()
    tr = _tr()
    names = seat_names(tr)
    if game.phase == "play":
        out(tr._("Your hand: {hand}", hand=hand_text(game.hand(seat), tr)))
        if game.trick:
            played = "  ".join(f"{names[s]} {card_text(c, tr)}" for s, c in game.trick)
            out(tr._("On the table: {cards}", cards=played))
        if len(legal) == 1:
            out(
                tr._(
                    "Your only playable card, {card}, is played for you.",
                    card=describe_action(legal[0], tr),
                )
            )
            return legal[0]
        playable = "  ".join(f"{i}. {describe_action(a, tr)}" for i, a in enumerate(legal, 1))
        out(tr._("Playable: {cards}", cards=playable))
    else:
        if game.phase == "bidding":
            out(tr._("Your hand: {hand}", hand=hand_text(game.hand(seat), tr)))
        for i, action in enumerate(numbered(legal), start=1):
            out(f"  {i}. {describe_action(action, tr)}")
        bids = bids_line(legal, tr)
        if bids:
            out(f"  {bids}")
    while True:
        try:
            text = ask(f"{names[seat]} > ")
        except UnicodeDecodeError:
            out(tr._("Unreadable input (not UTF-8 text): try again."))
            continue
        except _LineTooLong as exc:
            for line in _too_long(exc.length, tr):
                out(line)
            continue
        except (EOFError, KeyboardInterrupt):
            out("")  # end the prompt's line
            raise
        answer = read_answer(game, rules, seat, text)
        if isinstance(answer, str):
            return answer
        for line in answer:
            out(line)
