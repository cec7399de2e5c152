"""Errors raised for bad input: every problem at once, each with its place and rule path."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field

from .i18n import UnknownLanguage, message_language, translator

__all__ = ["Problem", "VariantError", "did_you_mean", "escape_controls", "hint_budget"]

#: Characters never printed as they are: C0 and C1 controls (escape sequences could rewrite
#: the terminal), DEL, the Unicode line and paragraph separators (a problem prints on one
#: line) and the bidirectional controls (they reorder what is shown).
_UNPRINTABLE = re.compile(
    "[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]"
)
_NAMED = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}

#: A field of a problem longer than this is shortened when printed.
MAX_FIELD = 1000


def escape_controls(text: str) -> str:
    """``text`` with every control character written as an escape (``\\x1b``, ``\\u2028``):
    safe to print on a terminal, and on one line."""

    def escape(match: re.Match[str]) -> str:
        char = match.group()
        if char in _NAMED:
            return _NAMED[char]
        code = ord(char)
        return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"

    return _UNPRINTABLE.sub(escape, text)


def _printable(text: str, lang: str | None = None) -> str:
    if len(text) > MAX_FIELD:
        text = translator(lang).ngettext(
            "{text}… ({n} more character)",
            "{text}… ({n} more characters)",
            len(text) - MAX_FIELD,
            text=text[:MAX_FIELD],
        )
    return escape_controls(text)


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a variant file.

    ``line`` and ``column`` are 1-based; 0 means "the whole file". ``path`` is the rule path
    (``play.undertrump``) or, outside ``rules``, the dotted key path (``options.vache.title``);
    it is empty when the problem concerns the file as a whole.

    ``message``, ``expected`` and ``hint`` are final texts, in the language of messages when
    the problem was found (:func:`belote_spec.i18n.message_language`); ``lang`` records that
    language (set when the problem is made, unless given), so that the words joining them
    when it is printed (``; expected``) are in the same language. It takes no part in
    comparing problems.
    """

    file: str
    line: int
    column: int
    path: str
    message: str
    expected: str | None = None
    hint: str | None = None
    lang: str | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.lang is None:
            object.__setattr__(self, "lang", message_language())

    @property
    def location(self) -> str:
        """``file:line:column`` (or just ``file`` when the place is unknown)."""
        if self.line <= 0:
            return self.file
        return f"{self.file}:{self.line}:{self.column}"

    def __str__(self) -> str:
        """One line, safe to print: every control character of every field (the file name
        included) is escaped, and a very long field is shortened."""
        try:
            tr = translator(self.lang)
        except UnknownLanguage:  # made where a catalog was found that is missing here
            tr = translator()
        text = _printable(self.file, tr.lang)
        if self.line > 0:
            text += f":{self.line}:{self.column}"
        text += ": "
        if self.path:
            text += f"{_printable(self.path, tr.lang)}: "
        body = _printable(self.message, tr.lang)
        if self.expected:
            body = tr._(
                "{message}; expected {expected}",
                message=body,
                expected=_printable(self.expected, tr.lang),
            )
        if self.hint:
            body = tr._("{message} ({hint})", message=body, hint=_printable(self.hint, tr.lang))
        return text + body

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
        lang = self.problems[0].lang if self.problems else None
        try:
            tr = translator(lang)
        except UnknownLanguage:
            tr = translator()
        head = tr.ngettext(
            "{n} problem in variant:", "{n} problems in variant:", len(self.problems)
        )
        return head + "\n" + "\n".join(f"  {p}" for p in self.problems)

    def __str__(self) -> str:
        return self._summary()


#: How many more "did you mean" hints may be computed (None: no limit); see hint_budget.
_HINT_BUDGET: ContextVar[list[int] | None] = ContextVar("_HINT_BUDGET", default=None)

#: A word longer than this gets no hint (comparing long texts costs their product).
MAX_HINT_WORD = 100


@contextmanager
def hint_budget(limit: int) -> Iterator[None]:
    """Within the block, compute at most ``limit`` "did you mean" hints: a file with
    thousands of misspelled paths is reported in linear time (the first problems get a hint,
    the others none)."""
    token = _HINT_BUDGET.set([limit])
    try:
        yield
    finally:
        _HINT_BUDGET.reset(token)


def did_you_mean(word: object, choices: Sequence[object]) -> str | None:
    """A "did you mean" hint for a misspelled key or value, or None (also when the word is
    very long, or the budget of hints set by :func:`hint_budget` is spent)."""
    if not isinstance(word, str) or len(word) > MAX_HINT_WORD:
        return None
    budget = _HINT_BUDGET.get()
    if budget is not None:
        if budget[0] <= 0:
            return None
        budget[0] -= 1
    names = [str(c) for c in choices]
    close = difflib.get_close_matches(word, names, n=1, cutoff=0.6)
    if not close:
        lowered = {n.lower(): n for n in names}
        if word.lower() in lowered:
            close = [lowered[word.lower()]]
    if close and close[0] != word:
        return translator()._("did you mean '{word}'?", word=close[0])
    return None
