"""Shared by the commands of :mod:`belote_spec.cli`: the exit statuses, how a command
speaks (``belote-spec COMMAND: message`` on stderr, lines for a person on stdout with
control characters escaped) and how a variant named on the command line is loaded."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from ..errors import VariantError, escape_controls
from ..loader import Variant, load_variant

EXIT_OK = 0
EXIT_PROBLEMS = 1
EXIT_USAGE = 2


def _say(command: str, message: str) -> None:
    """Print ``belote-spec COMMAND: MESSAGE`` (``belote-spec: MESSAGE`` without a command) to
    stderr (the message already translated)."""
    print(
        f"belote-spec {command}: {message}" if command else f"belote-spec: {message}",
        file=sys.stderr,
    )


def _print_error(exc: VariantError) -> None:
    for problem in exc.problems:
        print(problem, file=sys.stderr)


def _table(rows: Sequence[Sequence[str]], out: list[str]) -> None:
    if not rows:
        return
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for row in rows:
        cells = [cell.ljust(widths[i]) for i, cell in enumerate(row)]
        out.append("  ".join(cells).rstrip())


def _emit(lines: Sequence[str]) -> None:
    """Print lines for a person: any control character (a terminal escape sequence in a file
    name, say) is shown escaped, never sent to the terminal."""
    print("\n".join(escape_controls(line) for line in lines))


def _load(spec: str) -> Variant:
    path = Path(spec)
    if path.suffix in (".yaml", ".yml") and "+" not in path.name:
        return load_variant(path)
    return load_variant(spec)
