"""The small pieces of the rendered rulebooks: the renderer's context (:class:`Ctx`), unique
ids, text, cards, paragraphs, tables and sections as docutils nodes, and the citations of
the rules' sources."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, TypeVar

from docutils import nodes

from ..cards import DIAMONDS, HEARTS, SUIT_NAMES, SUIT_SYMBOLS, Card
from ..engine.rules import Rules
from ..i18n import Translator, translator
from ..loader import Citation, Variant
from .memo import ByIdentity
from .text import RuleText
from .text_statement import Em, Inline, leaves_under
from .words import Lang, card_label, card_name, fr_typography, rank_label

#: The language of the variant files' own texts (descriptions, option titles, citations):
#: French. A rulebook in this language is the default one (its ids have no language suffix).
SOURCE_LANG: Final = "fr"


Cell = nodes.Node | str


class IdMaker:
    """Unique ids within a document: ``taken`` tells whether the document already has one."""

    def __init__(self, taken: Callable[[str], bool] = lambda _id: False) -> None:
        self.taken = taken
        self.used: set[str] = set()

    def make(self, *parts: str) -> str:
        """A new id from ``parts`` (``classic``, ``play``), suffixed if needed."""
        base = nodes.make_id("-".join(p for p in parts if p)) or "belote"
        candidate, n = base, 1
        while candidate in self.used or self.taken(candidate):
            n += 1
            candidate = f"{base}-{n}"
        self.used.add(candidate)
        return candidate


def _plain_ref(path: str) -> nodes.Node:
    return nodes.literal(path, path, classes=["belote-key"])


@dataclass
class Ctx:
    """What the renderer needs: the variant, its compiled rules, the language, unique ids and
    a maker of references to the schema reference (a plain literal outside Sphinx)."""

    variant: Variant
    rules: Rules
    lang: Lang
    ids: IdMaker = field(default_factory=IdMaker)
    rule_ref: Callable[[str], nodes.Node] = _plain_ref
    cited: set[str] = field(default_factory=set)
    numbers: dict[str, int] = field(default_factory=dict)
    """Play rule path → its number in the rulebook."""
    text: RuleText = field(init=False)

    def __post_init__(self) -> None:
        self.text = RuleText(self.variant.rule, self.lang, self.rules.tables, self.rules.scorer)

    @property
    def prefix(self) -> str:
        """The id prefix of this rulebook (``club-vache``, ``classic-en``)."""
        return self.variant.id + _lang_suffix(self.lang)

    @property
    def tr(self) -> Translator:
        """The messages in the rulebook's language."""
        return translator(self.lang)


def _lang_suffix(lang: Lang) -> str:
    """The id suffix of a rulebook's language: none for French (the default), ``-en``."""
    return "" if lang == SOURCE_LANG else f"-{lang}"


# ------------------------------------------------------------------------------ small pieces


_E = TypeVar("_E", bound=nodes.Element)


def adopt(node: _E, *children: nodes.Node) -> _E:
    """``node`` with ``children`` appended (``node += child``), for a node the renderer has
    just made, in no document yet: docutils' ``append`` looks for the node's document up the
    whole tree at each child, to give it the document's source and line; outside a document
    it only sets the child's parent, as here."""
    for child in children:
        child.parent = node
    node.children.extend(children)
    return node


def text(value: str, lang: Lang) -> nodes.Text:
    """A text node, with French spacing in French."""
    return nodes.Text(fr_typography(value) if lang == "fr" else value)


def source_text(value: str, lang: Lang) -> nodes.Node:
    """A text of the variant files (written in :data:`SOURCE_LANG`): plain in a page of that
    language; in another, marked as French (``lang="fr"`` in HTML: docutils' class
    ``language-fr``) for screen readers and hyphenation."""
    node = text(value, SOURCE_LANG)
    if lang == SOURCE_LANG:
        return node
    return nodes.inline("", "", node, classes=[f"language-{SOURCE_LANG}"])


def card_node(card: Card, lang: Lang, classes: Sequence[str] = ()) -> nodes.abbreviation:
    """One card: rank and coloured suit symbol, its full name as a tooltip."""
    red = card.suit in (HEARTS, DIAMONDS)
    node = nodes.abbreviation(
        "",
        "",
        classes=[
            "belote-card",
            "belote-red" if red else "belote-black",
            f"belote-suit-{SUIT_NAMES[card.suit]}",
            *classes,
        ],
        explanation=card_name(card, lang),
    )
    return adopt(
        node,
        adopt(nodes.inline(classes=["belote-rank"]), nodes.Text(rank_label(card.rank, lang))),
        adopt(nodes.inline(classes=["belote-symbol"]), nodes.Text(SUIT_SYMBOLS[card.suit])),
    )


def cards_node(
    cards: Iterable[Card], lang: Lang, classes: Sequence[str] = (), card_classes: Any = None
) -> nodes.inline:
    """A row of cards; ``card_classes(card)`` may add classes to each card."""
    row = nodes.inline(classes=["belote-cards", *classes])
    for i, card in enumerate(cards):
        if i:
            adopt(row, nodes.Text(" "))
        extra = card_classes(card) if card_classes is not None else ()
        adopt(row, card_node(card, lang, extra))
    return row


def suit_node(suit: int) -> nodes.inline:
    """A suit symbol in its colour."""
    red = suit in (HEARTS, DIAMONDS)
    return nodes.inline(
        "", SUIT_SYMBOLS[suit], classes=["belote-symbol", "belote-red" if red else "belote-black"]
    )


def rich_text(value: str, lang: Lang) -> list[nodes.Node]:
    """Text whose suit symbols are shown in their colour."""
    out: list[nodes.Node] = []
    start = 0
    for i, char in enumerate(value):
        if char in SUIT_SYMBOLS:
            if i > start:
                out.append(text(value[start:i], lang))
            out.append(suit_node(SUIT_SYMBOLS.index(char)))
            start = i + 1
    if start < len(value):
        out.append(text(value[start:], lang))
    return out


def inlines(parts: Iterable[Inline], lang: Lang) -> list[nodes.Node]:
    """Text, emphasis and cards as nodes."""
    out: list[nodes.Node] = []
    for part in parts:
        if isinstance(part, str):
            out.extend(rich_text(part, lang))
        elif isinstance(part, Em):
            out.append(nodes.emphasis("", "", text(part.text, lang)))
        else:
            out.append(card_node(part, lang))
    return out


def para(
    *children: nodes.Node | str, classes: Sequence[str] = (), lang: Lang = "fr"
) -> nodes.paragraph:
    """A paragraph of nodes and strings."""
    return adopt(
        nodes.paragraph(classes=list(classes)),
        *(text(child, lang) if isinstance(child, str) else child for child in children),
    )


def make_table(
    rows: Sequence[Sequence[nodes.Node | str]],
    *,
    lang: Lang,
    header: Sequence[nodes.Node | str] | None = None,
    classes: Sequence[str] = (),
    stub: bool = False,
    title: str | None = None,
) -> nodes.table:
    """A table of nodes or strings; ``stub``: the first column is a row heading."""
    width = len(header) if header is not None else max(len(r) for r in rows)
    table = nodes.table(classes=["belote-table", "colwidths-auto", *classes])
    if title is not None:
        table += nodes.title("", "", text(title, lang))
    group = nodes.tgroup(cols=width)
    table += group
    # widths for the text and LaTeX builders (HTML sizes the columns itself: colwidths-auto)
    widths = [3] * width
    for r in [*([header] if header is not None else []), *rows]:
        for i, cell in enumerate(r):
            size = len(cell) if isinstance(cell, str) else len(cell.astext())
            widths[i] = min(max(widths[i], size + 2), 40)
    for i in range(width):
        group += nodes.colspec(colwidth=widths[i], stub=1 if stub and i == 0 else 0)

    def row_of(cells: Sequence[nodes.Node | str]) -> nodes.row:
        row = nodes.row()
        for cell in cells:
            if isinstance(cell, str) or not isinstance(cell, nodes.Body | nodes.Structural):
                adopt(row, adopt(nodes.entry(), para(cell, lang=lang)))
            else:
                adopt(row, adopt(nodes.entry(), cell))
        return row

    if header is not None:
        head = nodes.thead()
        head += row_of(header)
        group += head
    body = adopt(nodes.tbody(), *(row_of(r) for r in rows))
    group += body
    return table


def section(ctx: Ctx, key: str, title: str) -> nodes.section:
    """A section of the rulebook with a stable id and the class ``belote-section-<key>``."""
    node = nodes.section(
        ids=[ctx.ids.make(ctx.prefix, key)], classes=["belote-section", f"belote-section-{key}"]
    )
    node += nodes.title("", "", text(title, ctx.lang))
    return node


# ------------------------------------------------------------------------------ citations


def citations(variant: Variant, paths: Iterable[str]) -> list[Citation | None]:
    """The citations of the leaf rules under ``paths``, in order; citations of the same
    document section are merged (their notes joined, each once, « choice » and « inherited »
    kept)."""
    return [
        None if cite is None else dataclasses.replace(cite, note=" / ".join(notes) or None)
        for cite, notes in _merged_citations(variant, paths)
    ]


#: Per variant object, its merged citations by rule paths (a rulebook cites the same paths in
#: both languages, and in the rulebook of every combination of options).
_MERGED: ByIdentity[dict[tuple[str, ...], list[tuple[Citation | None, list[str]]]]] = ByIdentity(
    512
)


def _merged_citations(
    variant: Variant, paths: Iterable[str]
) -> list[tuple[Citation | None, list[str]]]:
    """:func:`citations`, each with its notes apart: the notes of its leaves, each once (a
    note shared by several leaves of a section is one note). Worked out once per variant
    object and paths: the list returned is shared, and read only."""
    key = tuple(paths)
    kept = _MERGED.get((variant,), None, dict)
    found = kept.get(key)
    if found is None:
        found = kept[key] = _merge_citations(variant, key)
    return found


def _merge_citations(
    variant: Variant, paths: Iterable[str]
) -> list[tuple[Citation | None, list[str]]]:
    merged: dict[Any, Citation | None] = {}
    notes: dict[Any, list[str]] = {}
    for path in paths:
        for leaf in leaves_under(path):
            cite = variant.citation(leaf)
            if cite is None:
                merged.setdefault(None, None)
                continue
            key = (cite.source, cite.section, cite.declared_in)
            kept = notes.setdefault(key, [])
            if cite.note and cite.note not in kept:
                kept.append(cite.note)
            known = merged.get(key)
            if known is None:
                merged[key] = cite
                continue
            merged[key] = dataclasses.replace(
                known,
                choice=known.choice or cite.choice,
                inherited_by=tuple(dict.fromkeys((*known.inherited_by, *cite.inherited_by))),
                inherited_notes=tuple(
                    dict.fromkeys((*known.inherited_notes, *cite.inherited_notes))
                ),
            )
    return [(cite, notes.get(key, [])) for key, cite in merged.items()]


def shown_paths(paths: Sequence[str]) -> list[str]:
    """The rule paths a citation lists: the deepest ones (``scoring.outcomes.made.taker.base``)
    shown by their outcome (``scoring.outcomes.made``), each once."""
    out: list[str] = []
    for path in paths:
        parts = path.split(".")
        shown = ".".join(parts[:3]) if len(parts) >= 5 else path
        if shown not in out:
            out.append(shown)
    return out


def citation_node(
    ctx: Ctx,
    paths: Sequence[str],
    variant: Variant | None = None,
    shown: set[str] | None = None,
) -> nodes.paragraph:
    """``Source : 002, « La donne et la prise » — note [choix] [hérité …] · play.undertrump``.

    ``shown``: the notes already printed in the same block of rules (the statements of a
    section): a note is printed once, where it first applies; the notes printed here are
    added to it."""
    variant = variant or ctx.variant
    lang = ctx.lang
    seen: set[str] = set() if shown is None else shown
    cites: list[Citation | None] = []
    for cite, notes in _merged_citations(variant, paths):
        if cite is not None:
            fresh = [n for n in notes if n not in seen]
            seen.update(fresh)
            inherited = tuple(n for n in cite.inherited_notes if n not in seen)
            seen.update(inherited)
            cite = dataclasses.replace(
                cite, note=" / ".join(fresh) or None, inherited_notes=inherited
            )
        cites.append(cite)
    node = nodes.paragraph(classes=["belote-cite"])
    tr_ = ctx.tr
    label = tr_._("Source: ") if len(cites) == 1 else tr_._("Sources: ")
    node += nodes.inline("", "", text(label, lang), classes=["belote-cite-label"])
    for i, cite in enumerate(cites):
        if i:
            node += text(" ; ", lang)
        if cite is None:
            node += text(tr_._("not cited"), lang)
            continue
        if cite.source:
            ctx.cited.add(cite.source)
            node += nodes.abbreviation(
                cite.source,
                cite.source,
                classes=["belote-source"],
                explanation=cite.source_title or cite.source,
            )
        if cite.section:
            node += text(f", « {cite.section} »", lang)
        layer = cite.declared_in
        if layer not in (variant.name, variant.id):
            if "+" in layer and layer.split("+", 1)[0] == variant.name:
                opt = layer.rsplit("+", 1)[-1]
                node += text(tr_._(" (option « {option} »)", option=opt), lang)
            else:
                node += text(tr_._(" (from « {variant} »)", variant=layer), lang)
        if cite.note:
            node += text(f" — {cite.note}", lang)
        if cite.choice:
            node += text(" ", lang)
            node += nodes.inline(
                "", tr_.pgettext("badge", "choice"), classes=["belote-badge", "belote-choice"]
            )
        if cite.inherited_by:
            node += text(" ", lang)
            node += nodes.inline(
                "",
                tr_.pgettext("badge", "inherited"),
                classes=["belote-badge", "belote-inherited"],
            )
            notes = []
            for item in cite.inherited_notes:
                origin, _, note = item.partition(": ")
                notes.append(note if origin in (variant.name, variant.id) else f"{origin} : {note}")
            if notes:
                node += text(" " + " ".join(notes), lang)
    keys = shown_paths(paths)
    if keys:
        node += nodes.inline("", "", text(" · ", lang), classes=["belote-keys-sep"])
        keys_node = nodes.inline(classes=["belote-keys"])
        for i, key in enumerate(keys):
            if i:
                keys_node += nodes.Text(", ")
            keys_node += ctx.rule_ref(key)
        node += keys_node
    return node


def plain_text(parts: Iterable[Inline], lang: Lang) -> str:
    """Statement parts as plain text."""
    return "".join(
        p if isinstance(p, str) else p.text if isinstance(p, Em) else card_label(p, lang)
        for p in parts
    )
