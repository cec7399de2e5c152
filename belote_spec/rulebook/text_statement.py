"""A rulebook's statements: the :class:`Statement` (words and the rule paths they state), the
record of what a generator stated (:class:`Coverage`), and the small wording helpers every
part of :mod:`belote_spec.rulebook.text` uses (numbers in words, sequences with their
article, rows of ranks).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from ..cards import Card
from ..i18n import Translator, translator
from ..schema import rule_paths
from .terms import Situation
from .words import Lang, card_label, rank_label


@dataclass(frozen=True, slots=True)
class Em:
    """Emphasised words inside a statement."""

    text: str


Inline = str | Card | Em


@dataclass(frozen=True, slots=True)
class Statement:
    """One rule stated in words: ``parts`` (text, emphasis, cards) and the rule ``paths`` it
    states (leaves or groups), whose citations the renderer shows."""

    key: str
    parts: tuple[Inline, ...]
    paths: tuple[str, ...]
    claim: Situation | None = None
    """For an outcome of the scoring: the situation and the terms the sentence states, so
    that a test can score it with the engine."""
    states: tuple[tuple[str, Any], ...] = ()
    """The rule values the words state, as (rule path, value) pairs. Each is written beside
    the words that state it, in the branch that chooses them, and never read back from the
    variant: a sentence chosen wrongly states a value the engine does not play, which a test
    finds by playing a position that shows it (``tests/test_rulebook_claims.py``)."""

    @property
    def text(self) -> str:
        """The plain text (cards written ``V♥``)."""
        return "".join(
            p if isinstance(p, str) else p.text if isinstance(p, Em) else card_label(p, "fr")
            for p in self.parts
        )


def leaves_under(path: str) -> list[str]:
    """The leaf rule paths at or under ``path`` (a new list each call)."""
    return list(_leaves_under(path))


@cache
def _leaves_under(path: str) -> tuple[str, ...]:
    # the schema's paths never change in a process (``rule_paths`` is itself kept); a rulebook
    # asks this tens of thousands of times
    return tuple(p for p in rule_paths() if p == path or p.startswith(path + "."))


def _number_words(tr: Translator) -> tuple[str, ...]:
    return (
        tr.pgettext("number", "zero"),
        tr.pgettext("number", "one"),
        tr.pgettext("number", "two"),
        tr.pgettext("number", "three"),
        tr.pgettext("number", "four"),
        tr.pgettext("number", "five"),
        tr.pgettext("number", "six"),
        tr.pgettext("number", "seven"),
        tr.pgettext("number", "eight"),
    )


def number(n: int, lang: Lang) -> str:
    """Small numbers in words (``quatre`` / ``four``), others in digits."""
    words = _number_words(translator(lang))
    if 0 <= n < len(words):
        return words[n]
    return str(n)


def sequence_article(name: str, lang: Lang) -> str:
    """``une tierce``, ``un cinquante``, ``un cent`` / ``a tierce``."""
    tr = translator(lang)
    if name == "tierce":
        # TRANSLATORS: a sequence annonce named with its article; the tierce is feminine
        return tr.pgettext("sequence, feminine", "a {name}", name=name)
    # TRANSLATORS: a sequence annonce named with its article (« un cinquante », « un cent »)
    return tr.pgettext("sequence", "a {name}", name=name)


def _capitalized(text: str) -> str:
    """A sentence starts with a capital letter (whatever the language)."""
    return text[:1].upper() + text[1:]


@dataclass
class Coverage:
    """Which rule paths a generator stated, and which it left out as inactive (with why)."""

    stated: set[str] = field(default_factory=set)
    inactive: dict[str, str] = field(default_factory=dict)

    def missing(self) -> list[str]:
        """Leaf paths neither stated nor declared inactive."""
        done = set(self.inactive)
        for path in self.stated:
            done.update(leaves_under(path))
        return [p for p in rule_paths() if p not in done and not self._inactive_group(p)]

    def _inactive_group(self, path: str) -> bool:
        return any(path.startswith(group + ".") for group in self.inactive)


def rank_row(order: Sequence[str], lang: Lang) -> str:
    """``A R D V 10 9 8 7``."""
    return " ".join(rank_label(r, lang) for r in order)
