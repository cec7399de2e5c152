"""The argument parser of ``belote-spec``, its help and argparse's own words in the language
of messages."""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from ..i18n import N_, _, available_languages, normalize, translator
from ..version import __version__
from .authoring_commands import (
    DEFAULT_MAX_COMBINATIONS,
    cmd_coverage,
    cmd_new,
    cmd_schema,
    cmd_validate,
)
from .play_commands import (
    BOT_NAMES,
    DEFAULT_MATCH_DEALS,
    MAX_MATCH_DEALS,
    MAX_MATCH_JOBS,
    cmd_match,
    cmd_play,
    cmd_replay,
    cmd_simulate,
)
from .variant_commands import cmd_diff, cmd_export, cmd_list, cmd_rulebook, cmd_show


def _language(value: str) -> str:
    """The catalog language ``--lang VALUE`` asks for (``fr_FR.UTF-8`` gives ``fr``)."""
    found = normalize(value)
    if found is None:
        raise argparse.ArgumentTypeError(_unknown_language(value))
    return found


def _unknown_language(value: str) -> str:
    return _(
        "no language {lang}; expected one of {languages}",
        lang=repr(value),
        languages=", ".join(available_languages()),
    )


def _add_lang(parser: argparse.ArgumentParser, *, default: object) -> None:
    parser.add_argument(
        "--lang",
        type=_language,
        default=default,
        metavar="LANG",
        help=_(
            "the language of messages, of the game and of rulebooks ({languages}; default: "
            "from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else English messages and a French "
            "game and rulebook)",
            languages=", ".join(available_languages()),
        ),
    )


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (also used to document every command), its help in the language of
    messages (:func:`~belote_spec.i18n.message_language`)."""
    parser = argparse.ArgumentParser(
        prog="belote-spec",
        description=_("The rules of Belote as data: list, validate, show and compare variants."),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"belote-spec {__version__}",
        help=_("show program's version number and exit"),
    )
    _add_lang(parser, default=None)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    def command(name: str, help: str) -> argparse.ArgumentParser:
        # --lang is taken after the command too; SUPPRESS: not given there, the global one
        # (or None) stays
        each = sub.add_parser(name, help=help)
        _add_lang(each, default=argparse.SUPPRESS)
        return each

    p = command("list", _("list the variants and their options"))
    p.add_argument("--all", action="store_true", help=_("include abstract variants (base)"))
    p.add_argument(
        "--plugins",
        action="store_true",
        help=_("list the plugins and variant packages installed, and whether each loads"),
    )
    p.add_argument("--json", action="store_true", help=_("print JSON"))
    p.set_defaults(func=cmd_list)

    p = command("validate", _("validate variant files; non-zero exit on problems"))
    p.add_argument(
        "paths",
        nargs="+",
        metavar="PATH",
        help=_("variant files, folders (with their subfolders) or names"),
    )
    p.add_argument("-q", "--quiet", action="store_true", help=_("print problems only"))
    p.add_argument(
        "--max-combinations",
        type=int,
        default=DEFAULT_MAX_COMBINATIONS,
        metavar="N",
        help=_(
            "combinations of options to check per variant file (default {default}; 0: all of them)",
            default=DEFAULT_MAX_COMBINATIONS,
        ),
    )
    p.set_defaults(func=cmd_validate)

    p = command("show", _("show a resolved variant with its sources"))
    p.add_argument(
        "variant", metavar="NAME[+OPTION...]", help=_("variant name or file, with options")
    )
    p.add_argument(
        "--json", action="store_true", help=_("print JSON (no path of this machine in it)")
    )
    p.add_argument("--no-sources", action="store_true", help=_("omit citations"))
    p.set_defaults(func=cmd_show)

    p = command(
        "export", _("write a resolved variant as a versioned JSON document, for other programs")
    )
    p.add_argument(
        "variant",
        nargs="?",
        default=None,
        metavar="VARIANT[+OPTION...]",
        help=_("variant name or file, with options"),
    )
    p.add_argument(
        "--format", choices=["json"], default="json", help=_("the document's format (json)")
    )
    p.add_argument("-o", "--output", metavar="FILE", default=None, help=_("write here, not stdout"))
    p.add_argument("--force", action="store_true", help=_("let -o replace an existing file"))
    p.add_argument(
        "--schema",
        action="store_true",
        help=_("print the document's JSON Schema instead, as one self-contained file"),
    )
    p.set_defaults(func=cmd_export)

    p = command("diff", _("compare two variants rule by rule, with citations"))
    p.add_argument("a", metavar="A", help=_("first variant (NAME[+OPTION...] or file)"))
    p.add_argument("b", metavar="B", help=_("second variant"))
    p.add_argument("--json", action="store_true", help=_("print JSON"))
    p.set_defaults(func=cmd_diff)

    p = command("play", _("watch four bots play a game, or play South yourself"))
    p.add_argument(
        "variant",
        nargs="?",
        default="classic",
        metavar="VARIANT[+OPTION...]",
        help=_("variant name or file, with options (default: classic)"),
    )
    p.add_argument("--seed", type=int, default=None, help=_("seed for shuffles, cuts and bots"))
    p.add_argument("--human", metavar="SEAT", default=None, help=_("play this seat yourself (S)"))
    p.add_argument("--save", metavar="FILE", default=None, help=_("write the game record here"))
    p.add_argument(
        "--force", action="store_true", help=_("let --save replace an existing record file")
    )
    p.add_argument("--target", type=int, default=None, help=_("points that end the game"))
    p.add_argument(
        "--bot",
        default=None,
        metavar="NAME",
        help=_(
            "the bots: {names}, or MODULE:CLASS for another bot (default: heuristic)",
            names=", ".join(BOT_NAMES),
        ),
    )
    p.add_argument(
        "--bots",
        choices=["heuristic", "random"],
        default=None,
        help=_("the bots' level (the former option: --bot takes any bot)"),
    )
    p.set_defaults(func=cmd_play)

    p = command(
        "match",
        _(
            "play duplicate deals between two bots (each deal twice, the teams exchanged) and "
            "print the mean point difference per deal with its confidence interval"
        ),
    )
    p.add_argument(
        "bot_a",
        metavar="BOT_A",
        help=_(
            "the first bot: {names}, or MODULE:CLASS for another bot",
            names=", ".join(BOT_NAMES),
        ),
    )
    p.add_argument("bot_b", metavar="BOT_B", help=_("the second bot, named the same way"))
    p.add_argument(
        "variant", metavar="VARIANT[+OPTION...]", help=_("variant name or file, with options")
    )
    p.add_argument(
        "--deals",
        type=int,
        default=DEFAULT_MATCH_DEALS,
        metavar="N",
        help=_(
            "deals to play, each twice (default {default}; at most {max})",
            default=DEFAULT_MATCH_DEALS,
            max=MAX_MATCH_DEALS,
        ),
    )
    p.add_argument(
        "--seed",
        type=int,
        default=0,
        metavar="S",
        help=_("seed of the deals and of the bots (default 0): the same seed, the same match"),
    )
    p.add_argument(
        "--jobs",
        type=int,
        default=1,
        metavar="J",
        help=_(
            "worker processes (default 1; at most {max}); the numbers do not depend on it",
            max=MAX_MATCH_JOBS,
        ),
    )
    p.add_argument("--json", action="store_true", help=_("print JSON"))
    p.set_defaults(func=cmd_match)

    p = command("replay", _("re-check a game record and recompute every score"))
    p.add_argument("file", metavar="FILE", help=_("a game record written by play --save"))
    p.set_defaults(func=cmd_replay)

    p = command(
        "coverage",
        _(
            "which scenarios cover each rule value (run it, with --record; else name it); exit 1 "
            "on a gap"
        ),
    )
    p.add_argument("--features", default="features", metavar="DIR", help=_("the feature files"))
    p.add_argument(
        "--variants",
        metavar="DIR",
        help=_("the coverage of the variant files of DIR (default: the shipped variants)"),
    )
    p.add_argument(
        "--record",
        metavar="FILE",
        nargs="?",
        const="",
        help=_(
            "count the rule values each scenario runs, from the record of a run written by "
            "pytest --belote-coverage=FILE (FILE: {file} beside the features folder when not "
            "given); without it, a scenario covers the rule values it names",
            file=".belote-coverage.json",
        ),
    )
    p.add_argument("-v", "--verbose", action="store_true", help=_("list the scenarios"))
    p.add_argument("--gaps-only", action="store_true", help=_("only the values without scenario"))
    p.set_defaults(func=cmd_coverage)

    p = command("rulebook", _("write a standalone HTML rulebook of a variant"))
    p.add_argument(
        "variant", metavar="VARIANT[+OPTION...]", help=_("variant name or file, with options")
    )
    p.add_argument("-o", "--output", required=True, metavar="DIR", help=_("folder to write into"))
    p.add_argument(
        "--force",
        action="store_true",
        help=_("write into a non-empty folder this command did not write (no file is deleted)"),
    )
    p.set_defaults(func=cmd_rulebook)

    p = command(
        "simulate",
        _("play many deals or games and report their statistics; compare variants"),
    )
    from ..simulation.arguments import add_arguments

    add_arguments(p)
    p.set_defaults(func=cmd_simulate)

    p = command(
        "new", _("write a starter repository: a variant, a French scenario, pytest's files")
    )
    p.add_argument("name", metavar="NAME", help=_("the new variant's name (mon-club)"))
    p.add_argument(
        "--extends",
        default="classic",
        metavar="VARIANT",
        help=_("its parent (default: classic)"),
    )
    p.add_argument(
        "-o", "--output", metavar="DIR", help=_("the repository's folder (default: ./NAME)")
    )
    p.add_argument("--force", action="store_true", help=_("replace files already there"))
    p.set_defaults(func=cmd_new)

    p = command("schema", _("print the variant JSON Schema"))
    p.add_argument(
        "--write",
        metavar="DIR",
        default=None,
        help=_(
            "write the schema into DIR for an editor (in --lang, else refresh the languages "
            "already there), instead of printing it"
        ),
    )
    p.add_argument(
        "--force",
        action="store_true",
        help=_("let --write replace a file of the same name that is not a belote-spec schema"),
    )
    p.set_defaults(func=cmd_schema)
    return parser


#: argparse's own words (its ``gettext`` calls, in Python 3.11's argparse.py), listed here so
#: that Babel extracts them into this part's catalog: :func:`argparse_translated` points
#: argparse's ``_`` and ``ngettext`` at the catalogs while the command line runs. Copied
#: exactly, ``%`` placeholders and all (argparse formats them itself).
ARGPARSE_MESSAGES = (
    N_("usage: "),
    # TRANSLATORS: a heading of the help; argparse writes ':' right after it (French ends the
    # heading with a space, to read "arguments positionnels :")
    N_("positional arguments"),
    # TRANSLATORS: a heading of the help, as "positional arguments"
    N_("options"),
    N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
    N_("can't open '%(filename)s': %(error)s"),
    N_("unrecognized arguments: %s"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("unexpected option string: %s"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
)


def _argparse_gettext(message: Any) -> Any:
    # argparse also passes None (a subparsers group's description)
    return translator()._(message) if isinstance(message, str) and message else message


def _argparse_ngettext(singular: str, plural: str, n: int) -> str:
    if singular == "expected %s argument":
        # the plural forms of argparse's one plural message, extracted from here
        return translator().ngettext("expected %s argument", "expected %s arguments", n)
    return singular if n == 1 else plural


@contextmanager
def argparse_translated() -> Iterator[None]:
    """argparse's own words in the language of messages, restored after (the command line
    may run inside a program: its own parsers keep theirs)."""
    saved = argparse.__dict__["_"], argparse.__dict__["ngettext"]
    argparse.__dict__["_"], argparse.__dict__["ngettext"] = _argparse_gettext, _argparse_ngettext
    try:
        yield
    finally:
        argparse.__dict__["_"], argparse.__dict__["ngettext"] = saved
