"""Rule sentences as data: one catalog entry per rule kind, keyed by its rule path.

A rule kind is stated in the rulebook by one entry of :data:`SENTENCES`, not by a branch of
Python: its title, a short label of each value (for the comparison tables), the sentence that
states each value, and the rules it needs to have any effect (``play.tout_atout_climb`` needs
tout atout to be played). :func:`catalog_statements` renders the entries of one part of the
rulebook (``play``, ``scoring``…) for a :class:`~belote_spec.rulebook.text.RuleText`, the
same way for every entry: the sentence of the variant's value, its rule path cited, the value
it states recorded (:attr:`Statement.states <belote_spec.rulebook.text.Statement.states>`),
or the rule recorded as having no effect, with the reason.

The texts are gettext messages (English message ids, context ``rule sentence``, ``rule
title`` and ``value label``), extracted with the rest of the rulebook's
(``tools/catalogs.py``); a language that does not translate one writes it in English. A
sentence may name the value with ``{value}`` (a number, say).

The rules whose sentence is still a method of :class:`~belote_spec.rulebook.text.RuleText`
are not here; a new rule kind needs only its entry (see the guide « Ajouter un type de
règle »).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Protocol

from ..i18n import translator

#: A language code (``fr``), as :mod:`belote_spec.rulebook.words` names it.
Lang = str
#: A message of a table: (context, English message id).
Msg = tuple[str, str]


def pgettext(context: str, message: str) -> Msg:
    """Marks a message for extraction (Babel reads ``pgettext`` calls), translated later."""
    return (context, message)


__all__ = [
    "SENTENCES",
    "RuleSentence",
    "catalog_off",
    "catalog_statements",
    "catalog_title",
    "catalog_value_label",
    "sentence_for",
]


@dataclass(frozen=True, slots=True)
class RuleSentence:
    """How the rulebook states one rule kind."""

    title: Msg
    """The rule's short title (context ``rule title``)."""
    sentences: Mapping[Any, Msg]
    """The sentence stating each value (context ``rule sentence``); the key ``...`` (Ellipsis)
    stands for any value not listed, its sentence naming it ``{value}``."""
    labels: Mapping[Any, Msg] = field(default_factory=dict)
    """A short label of each value, for the tables (context ``value label``)."""
    needs: tuple[tuple[str, Any], ...] = ()
    """(rule path, value) pairs that must all hold for the rule to have any effect."""
    unless: str = ""
    """Why the rule has no effect when ``needs`` does not hold (the rulebook's coverage
    reason, plain English for the tests)."""
    before: str = ""
    """The key of the statement of its part this one comes before (the numbered rules of the
    play are in the order they apply); at the end of the part when empty or absent."""


#: The rule kinds stated by their catalog entry, by rule path, in the order of their part.
SENTENCES: Final[dict[str, RuleSentence]] = {
    "play.plain_climb": RuleSentence(
        title=pgettext("rule title", "Going higher in a plain suit"),
        sentences={
            "required": pgettext(
                "rule sentence",
                "When you follow a suit other than trump (any suit at sans atout) you must go "
                "higher: beat the card holding the trick if you can, even your partner's; once "
                "the trick is trumped, any card of the suit will do.",
            ),
            "none": pgettext(
                "rule sentence",
                "When you follow a suit other than trump any card of it will do: you need not "
                "go higher.",
            ),
        },
        labels={
            "required": pgettext("value label", "must go higher"),
            "none": pgettext("value label", "following is enough"),
        },
        before="play.trump_lead",
    ),
    "belote.first_card": RuleSentence(
        title=pgettext("rule title", "How the belote's first card is played"),
        sentences={
            "any_play": pgettext(
                "rule sentence", "The belote counts however its first card is played."
            ),
            "led_followed_or_trumped": pgettext(
                "rule sentence",
                "The belote counts only if its first card is led, follows the suit led or "
                "trumps: a king or queen thrown off on another suit (at tout atout, for want of "
                "the suit led) loses it.",
            ),
        },
        labels={
            "any_play": pgettext("value label", "any play"),
            "led_followed_or_trumped": pgettext("value label", "led, followed or trumped"),
        },
        needs=(("belote.enabled", True),),
        unless="belote does not score",
    ),
    "play.tout_atout_climb": RuleSentence(
        title=pgettext("rule title", "Going higher at tout atout"),
        sentences={
            "required": pgettext(
                "rule sentence",
                "At tout atout you must always go higher: beat the card holding the trick if "
                "you can.",
            ),
            "none": pgettext(
                "rule sentence", "At tout atout following suit is enough: you need not go higher."
            ),
        },
        labels={
            "required": pgettext("value label", "must go higher"),
            "none": pgettext("value label", "following is enough"),
        },
        needs=(("bidding.modes.tout_atout", True),),
        unless="tout atout is not played",
        before="play.illegal_card",
    ),
}


class _Text(Protocol):
    """What :func:`catalog_statements` uses of a :class:`RuleText`."""

    lang: Lang
    rule: Callable[[str], Any]

    def st(
        self,
        key: str,
        paths: Any,
        *parts: Any,
        claim: Any = None,
        states: Mapping[str, Any] | None = None,
    ) -> Any: ...

    def off(self, reason: str, *paths: str) -> None: ...


def sentence_for(path: str, value: Any, lang: Lang) -> str | None:
    """The sentence stating ``value`` of the rule ``path`` in ``lang``, or None when the
    catalog has no entry (or no sentence for that value)."""
    entry = SENTENCES.get(path)
    if entry is None:
        return None
    msg = _lookup(entry.sentences, value)
    if msg is None:
        msg = entry.sentences.get(...)
    if msg is None:
        return None
    tr = translator(lang)
    return tr.pgettext(msg[0], msg[1], value=value)


def catalog_statements(text: _Text, part: str, statements: Sequence[Any] = ()) -> list[Any]:
    """``statements`` (the hand-written ones of ``part``, the top-level group: ``play``) with
    the catalog's rules of that part among them, each before the statement its entry names or
    at the end, for ``text``; a rule whose ``needs`` do not hold is recorded as having no
    effect instead."""
    out: list[Any] = list(statements)
    for path, entry in SENTENCES.items():
        if path.split(".", 1)[0] != part:
            continue
        if not all(text.rule(need) == value for need, value in entry.needs):
            text.off(entry.unless or "has no effect in this variant", path)
            continue
        value = text.rule(path)
        sentence = sentence_for(path, value, text.lang)
        if sentence is None:
            raise KeyError(f"{path}: the rulebook's catalog has no sentence for {value!r}")
        statement = text.st(path, [path], sentence, states={path: value})
        keys = [getattr(s, "key", None) for s in out]
        where = keys.index(entry.before) if entry.before in keys else len(out)
        out.insert(where, statement)
    return out


def catalog_off(text: _Text, part: str, reason: str) -> None:
    """Record the catalog's rules of ``part`` as having no effect (a part not played: the
    annonces of a variant without them), with ``reason``."""
    for path in SENTENCES:
        if path.split(".", 1)[0] == part:
            text.off(reason, path)


def catalog_title(path: str, lang: Lang) -> str | None:
    """The title of a catalog rule in ``lang`` (None when the catalog has no entry)."""
    entry = SENTENCES.get(path)
    if entry is None:
        return None
    return translator(lang).pgettext(*entry.title)


def catalog_value_label(path: str, value: Any, lang: Lang) -> str | None:
    """The label of ``value`` of a catalog rule in ``lang`` (None when it has none)."""
    entry = SENTENCES.get(path)
    msg = None if entry is None else _lookup(entry.labels, value)
    if msg is None:
        return None
    return translator(lang).pgettext(*msg)


def _lookup(table: Mapping[Any, Msg], value: Any) -> Msg | None:
    """``table[value]``, where a boolean is not the number 1 or 0 (``True == 1`` in Python)."""
    for key, msg in table.items():
        if key is not ... and key == value and isinstance(key, bool) == isinstance(value, bool):
            return msg
    return None
