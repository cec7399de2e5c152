"""``main``: the command line run in its language, each warning said once as one line, and
every failure an exit status with one message (a broken pipe, an unreadable file,
Ctrl-C, a plugin that fails)."""

from __future__ import annotations

import argparse
import os
import sys
import warnings
from collections.abc import Callable, Sequence
from contextvars import ContextVar

from ..errors import VariantError, escape_controls
from ..finding import installed_packages_read_once
from ..i18n import _, chosen_language, normalize, use_language
from .console import EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE, _print_error, _say
from .parser import _unknown_language, argparse_translated, build_parser


def _language_asked(argv: Sequence[str]) -> str | None:
    """The value of the last ``--lang`` (or ``--lang=``) in ``argv``, wherever it is (before
    the command or after it), read before the parser is built so that its help is in that
    language; None when there is none."""
    found: str | None = None
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--":
            break
        if arg == "--lang" and i + 1 < len(argv):
            found = argv[i + 1]
            i += 2
            continue
        if arg.startswith("--lang="):
            found = arg.removeprefix("--lang=")
        i += 1
    return found


#: The warnings a command has already printed: each is said once per command, however many
#: times the code meets it (a variant hidden by another is met at every lookup of a name).
_WARNINGS_SAID: ContextVar[set[str] | None] = ContextVar("belote_spec_warnings_said", default=None)


def _warning_printer(command: str) -> Callable[..., None]:
    """``warnings.showwarning`` for a command: ``belote-spec CMD: warning: MESSAGE``, once."""

    def show(message: Warning | str, *_args: object, **_kwargs: object) -> None:
        text = escape_controls(str(message))
        said = _WARNINGS_SAID.get()
        if said is not None:
            if text in said:
                return
            said.add(text)
        _say(command, _("warning: {message}", message=text))

    return show


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status.

    Every text it prints is in the language of ``--lang`` (before or after the command), else
    the environment's (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else the
    default of its audience: English messages, French game table and rulebooks. The choice
    holds for the whole command and is undone after it."""
    token = _WARNINGS_SAID.set(set())
    try:
        with warnings.catch_warnings():  # a warning before the command runs: one line too
            warnings.showwarning = _warning_printer("")
            return _main_in_language(list(sys.argv[1:] if argv is None else argv))
    finally:
        _WARNINGS_SAID.reset(token)


def _main_in_language(arguments: list[str]) -> int:
    asked = _language_asked(arguments)
    lang = None if asked is None else normalize(asked)
    if asked is not None and lang is None:
        print(f"belote-spec: --lang: {_unknown_language(asked)}", file=sys.stderr)
        return EXIT_USAGE
    if lang is None or lang == chosen_language():
        with argparse_translated():
            return _main(arguments)
    with use_language(lang), argparse_translated():
        return _main(arguments)


def _main(argv: list[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.lang is not None and args.lang != chosen_language():
        with use_language(args.lang):  # an abbreviation (--lan en) that argv's scan missed
            return _run(parser, args)
    return _run(parser, args)


def _run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    if not getattr(args, "func", None):
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    try:
        # a warning is one line of the command's, not Python's; nothing is installed while a
        # command runs, so the installed variant packages are read once
        with warnings.catch_warnings(), installed_packages_read_once():
            warnings.showwarning = _warning_printer(str(args.command))
            status: int = args.func(args)
    except VariantError as exc:
        _print_error(exc)
        return EXIT_PROBLEMS
    except BrokenPipeError:  # e.g. piped into head: stop quietly
        _silence_stdout()
        return EXIT_OK
    except OSError as exc:  # a file or folder that cannot be read or written
        where = f"{exc.filename}: " if exc.filename else ""
        _say(str(args.command), f"{where}{exc.strerror or exc}")
        return EXIT_PROBLEMS
    except KeyboardInterrupt:  # Ctrl-C: stop without a traceback (nothing is half-written:
        # rulebook writes into its folder last, play keeps its record)
        print(f"\nbelote-spec {args.command}: " + _("interrupted"), file=sys.stderr)
        return 130
    except (Exception, SystemExit) as exc:
        # a third-party plugin's code failing (its kernel in a rulebook example, a replay...,
        # or calling sys.exit) is the plugin's failure, said as such; anything else is a bug
        # of belote-spec and keeps its traceback
        from ..pluginmanager import any_plugin_at_fault

        who = any_plugin_at_fault(exc)
        if who is None:
            raise
        _say(
            str(args.command),
            _(
                "{plugin} failed: {error}: {message}",
                plugin=who,
                error=type(exc).__name__,
                message=escape_controls(str(exc))[:500],
            ),
        )
        return EXIT_PROBLEMS
    return status


def _silence_stdout() -> None:
    """After a broken pipe, send what is left of stdout nowhere, so that Python's flush at exit
    does not print a second error."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):  # pragma: no cover - stdout without a file descriptor
        pass
