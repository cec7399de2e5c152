"""Errors raised for bad input: every problem at once, each with its place and rule path."""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

__all__ = ["Problem", "VariantError", "did_you_mean"]


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a variant file.

    ``line`` and ``column`` are 1-based; 0 means "the whole file". ``path`` is the rule path
    (``play.undertrump``) or, outside ``rules``, the dotted key path (``options.vache.title``);
    it is empty when the problem concerns the file as a whole.
    """

    file: str
    line: int
    column: int
    path: str
    message: str
    expected: str | None = None
    hint: str | None = None

    @property
    def location(self) -> str:
        """``file:line:column`` (or just ``file`` when the place is unknown)."""
        if self.line <= 0:
            return self.file
        return f"{self.file}:{self.line}:{self.column}"

    def __str__(self) -> str:
        text = f"{self.location}: "
        if self.path:
            text += f"{self.path}: "
        text += self.message
        if self.expected:
            text += f"; expected {self.expected}"
        if self.hint:
            text += f" ({self.hint})"
        return text

    def sort_key(self) -> tuple[str, int, int, str, str]:
        """Order problems by file, then position."""
        return (self.file, self.line, self.column, self.path, self.message)


class VariantError(Exception):
    """A variant could not be loaded. ``problems`` lists every problem found, in file order."""

    def __init__(self, problems: Iterable[Problem]) -> None:
        unique: dict[Problem, None] = dict.fromkeys(problems)
        self.problems: tuple[Problem, ...] = tuple(sorted(unique, key=Problem.sort_key))
        super().__init__(self._summary())

    def _summary(self) -> str:
        count = len(self.problems)
        head = f"{count} problem{'s' if count != 1 else ''} in variant"
        return head + ":\n" + "\n".join(f"  {p}" for p in self.problems)

    def __str__(self) -> str:
        return self._summary()


def did_you_mean(word: object, choices: Sequence[object]) -> str | None:
    """A "did you mean" hint for a misspelled key or value, or None."""
    if not isinstance(word, str):
        return None
    names = [str(c) for c in choices]
    close = difflib.get_close_matches(word, names, n=1, cutoff=0.6)
    if not close:
        lowered = {n.lower(): n for n in names}
        if word.lower() in lowered:
            close = [lowered[word.lower()]]
    if close and close[0] != word:
        return f"did you mean '{close[0]}'?"
    return None
