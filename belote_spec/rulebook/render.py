"""Docutils nodes of the rulebooks, the comparison matrix and the schema reference.

Everything is built from standard docutils nodes (sections, tables, lists, inline nodes with
CSS classes), so any Sphinx builder can write it; the HTML builder gets the styling of
``static/belote.css``. Cards are ``abbr`` elements (``nodes.abbreviation``) carrying the
classes ``belote-card``, ``belote-red`` or ``belote-black`` and ``belote-suit-<suit>``, with the
card's full name as their title.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from docutils import nodes

from ..cards import CARDS, DIAMONDS, HEARTS, SUIT_NAMES, SUIT_SYMBOLS, Card
from ..compare import option_rule_paths
from ..engine.rules import Rules
from ..engine.tables import SA, TA
from ..errors import VariantError
from ..i18n import Translator, translator
from ..loader import Citation, Variant, load_variant
from ..schema import load_schema, rule_paths, rule_schema
from .examples import (
    AnnonceExample,
    Position,
    ScoreExample,
    annonce_example,
    annonce_name,
    play_positions,
    score_examples,
)
from .text import Em, Inline, RuleText, Statement, leaves_under, number
from .words import (
    Lang,
    Msg,
    card_label,
    card_name,
    carre_name,
    fr_typography,
    join_words,
    mode_name,
    pgettext,
    rank_label,
    rule_title,
    seat_name,
    suit_name,
    team_name,
    translated,
    value_label,
)

__all__ = [
    "PARTS",
    "Ctx",
    "IdMaker",
    "card_node",
    "cards_node",
    "compare_nodes",
    "rulebook_nodes",
    "rulebook_texts",
    "schema_nodes",
]

#: The language of the variant files' own texts (descriptions, option titles, citations):
#: French. A rulebook in this language is the default one (its ids have no language suffix).
SOURCE_LANG: Final = "fr"

#: The parts of a rulebook that can be rendered on their own, and their sections.
PARTS: Final[Mapping[str, tuple[str, ...]]] = {
    "rulebook": (
        "overview",
        "cards",
        "deal",
        "bidding",
        "play",
        "annonces",
        "belote",
        "scoring",
        "game-end",
        "options",
        "sources",
    ),
    "overview": ("overview",),
    "cards": ("cards",),
    "deal": ("deal", "bidding"),
    "bidding": ("bidding",),
    "play": ("play",),
    "annonces": ("annonces", "belote"),
    "scoring": ("scoring", "game-end"),
    "options": ("options",),
    "sources": ("sources",),
}

# Example suits: the trump table in hearts, plain suits in spades, sans atout in diamonds and
# tout atout in clubs, so that both colours show.
Cell = nodes.Node | str
_ROLE_SHOW: Final = {
    "trump": (HEARTS, HEARTS),
    "plain": (HEARTS, 0),
    "sans_atout": (SA, DIAMONDS),
    "tout_atout": (TA, 3),
}


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
    node += nodes.inline("", rank_label(card.rank, lang), classes=["belote-rank"])
    node += nodes.inline("", SUIT_SYMBOLS[card.suit], classes=["belote-symbol"])
    return node


def cards_node(
    cards: Iterable[Card], lang: Lang, classes: Sequence[str] = (), card_classes: Any = None
) -> nodes.inline:
    """A row of cards; ``card_classes(card)`` may add classes to each card."""
    row = nodes.inline(classes=["belote-cards", *classes])
    for i, card in enumerate(cards):
        if i:
            row += nodes.Text(" ")
        extra = card_classes(card) if card_classes is not None else ()
        row += card_node(card, lang, extra)
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
    node = nodes.paragraph(classes=list(classes))
    for child in children:
        node += text(child, lang) if isinstance(child, str) else child
    return node


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
            entry = nodes.entry()
            if isinstance(cell, str):
                entry += para(cell, lang=lang)
            elif isinstance(cell, nodes.Body | nodes.Structural):
                entry += cell
            else:
                entry += para(cell, lang=lang)
            row += entry
        return row

    if header is not None:
        head = nodes.thead()
        head += row_of(header)
        group += head
    body = nodes.tbody()
    for r in rows:
        body += row_of(r)
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


def _merged_citations(
    variant: Variant, paths: Iterable[str]
) -> list[tuple[Citation | None, list[str]]]:
    """:func:`citations`, each with its notes apart: the notes of its leaves, each once (a
    note shared by several leaves of a section is one note)."""
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


# ------------------------------------------------------------------------------ rule blocks


def _extra_for(ctx: Ctx, st: Statement) -> list[nodes.Node]:
    """The table that follows a statement (card tables, sequences, carrés)."""
    key = st.key
    if key.startswith("cards.") and key.split(".")[1] in _ROLE_SHOW:
        return [order_table(ctx, key.split(".")[1])]
    if key == "cards.sequence_order":
        order = ctx.variant.rule("cards.sequence_order")
        cards = [_card_of(rank, 0) for rank in order]
        return [
            make_table(
                [[cards_node(cards, ctx.lang)]],
                lang=ctx.lang,
                classes=["belote-order", "belote-sequence-order"],
            )
        ]
    if key == "annonces.sequences":
        return [sequences_table(ctx)]
    if key == "annonces.carres":
        return [carres_table(ctx)]
    return []


def _card_of(rank: str, suit: int) -> Card:
    from .words import rank_index

    return CARDS[suit * 8 + rank_index(rank)]


def rule_block(
    ctx: Ctx, st: Statement, *, variant: Variant | None = None, shown: set[str] | None = None
) -> nodes.container:
    """A statement, its table if any, and its citation (``shown``: the notes already printed
    in its block, see :func:`citation_node`)."""
    box = nodes.container(
        ids=[ctx.ids.make(ctx.prefix, st.key)],
        classes=["belote-rule", f"belote-rule-{st.key.replace('.', '-').replace('_', '-')}"],
    )
    box += para(*inlines(st.parts, ctx.lang), lang=ctx.lang)
    box.extend(_extra_for(ctx, st))
    box += citation_node(ctx, st.paths, variant, shown)
    return box


def order_table(ctx: Ctx, role: str) -> nodes.table:
    """A row of cards from strongest to weakest, and their points, as the engine has them."""
    mode, suit = _ROLE_SHOW[role]
    tables = ctx.rules.tables
    cards = [CARDS[c] for c in tables.order(mode, suit)]
    pts = [tables.points[mode][c] for c in cards]
    lang = ctx.lang
    tr_ = ctx.tr
    caption = {
        "trump": tr_._("Trump (hearts here)"),
        "plain": tr_._("Plain suit (spades here)"),
        "sans_atout": tr_._("Sans atout (diamonds here)"),
        "tout_atout": tr_._("Tout atout (clubs here)"),
    }[role]
    header: list[nodes.Node | str] = [tr_.pgettext("table heading", "Card")]
    header += [card_node(c, lang) for c in cards]
    header.append(tr_.pgettext("table heading", "Total"))
    row: list[nodes.Node | str] = [
        tr_.pgettext("table heading", "Points"),
        *[str(p) for p in pts],
        str(sum(pts)),
    ]
    return make_table(
        [row],
        header=header,
        lang=lang,
        stub=True,
        title=caption,
        classes=["belote-order", f"belote-order-{role.replace('_', '-')}"],
    )


def sequences_table(ctx: Ctx) -> nodes.table:
    """Tierce, cinquante, cent: length, an example, points."""
    lang = ctx.lang
    order = list(ctx.variant.rule("cards.sequence_order"))
    rows: list[Sequence[Cell]] = []
    for name, length, points in ctx.text.sequence_kinds():
        example = [_card_of(rank, DIAMONDS) for rank in order[:length]]
        rows.append(
            [
                name.capitalize(),
                ctx.tr.ngettext("{n} card", "{n} cards", length),
                cards_node(example, lang),
                str(points),
            ]
        )
    return make_table(
        rows,
        header=[
            ctx.tr.pgettext("table heading", "Annonce"),
            ctx.tr.pgettext("table heading", "Length"),
            ctx.tr.pgettext("table heading", "Example"),
            ctx.tr.pgettext("table heading", "Points"),
        ],
        lang=lang,
        classes=["belote-sequences"],
    )


def carres_table(ctx: Ctx) -> nodes.table:
    """The four cards of each rank and the carré's points (and at sans atout)."""
    from .words import rank_index

    lang = ctx.lang
    variant = ctx.variant
    carres = variant.rule("annonces.carres")
    sa = ctx.text.carres_sans_atout
    carres_sa = variant.rule("annonces.carres_sans_atout")
    cancelling = set(variant.rule("annonces.cancelling_carres.ranks"))
    ranks = sorted(carres, key=lambda r: (-int(carres[r]), -rank_index(r)))
    rows: list[Sequence[Cell]] = []
    for rank in ranks:
        four = [CARDS[s * 8 + rank_index(rank)] for s in range(4)]
        name = carre_name(rank, lang)
        row: list[nodes.Node | str] = [
            name[0].upper() + name[1:],
            cards_node(four, lang),
            str(carres[rank]),
        ]
        if sa:
            row.append(str(carres_sa[rank]))
        if rank in cancelling:
            effect = variant.rule("annonces.cancelling_carres.effect")
            row.append(
                ctx.tr._("cancels the annonces")
                if effect == "annonces"
                else ctx.tr._("cancels the deal")
            )
        elif cancelling:
            row.append("")
        rows.append(row)
    tr_ = ctx.tr
    header: list[nodes.Node | str] = [
        tr_.pgettext("table heading", "Carré"),
        tr_.pgettext("table heading", "Cards"),
    ]
    if sa:
        header += [
            tr_.pgettext("table heading", "Suit contract and tout atout")
            if ctx.text.tout_atout
            else tr_.pgettext("table heading", "Suit contract"),
            tr_.pgettext("table heading", "At sans atout"),
        ]
    else:
        header.append(tr_.pgettext("table heading", "Points"))
    if cancelling:
        header.append(tr_.pgettext("table heading", "Effect"))
    return make_table(rows, header=header, lang=lang, classes=["belote-carres"])


# ------------------------------------------------------------------------------ sections


def _rules_list(ctx: Ctx, statements: Sequence[Statement]) -> list[nodes.Node]:
    """The rule blocks of a section: a note shared by several of them is printed once."""
    shown: set[str] = set()
    return [rule_block(ctx, st, shown=shown) for st in statements]


def overview_section(ctx: Ctx) -> nodes.section:
    """Key facts, the players, the plugins (and no annonces, when so)."""
    sec = section(ctx, "overview", ctx.tr.pgettext("section", "At a glance"))
    rows = [[label, value] for label, value in _facts(ctx)]
    sec += make_table(rows, lang=ctx.lang, stub=True, classes=["belote-facts"])
    statements = [*ctx.text.table(), *ctx.text.plugins()]
    if not ctx.text.annonces_on:
        statements.append(ctx.text.annonces_disabled())
    sec.extend(_rules_list(ctx, statements))
    return sec


def _facts(ctx: Ctx) -> list[tuple[str, str]]:
    v = ctx.variant
    t = ctx.text
    lang = ctx.lang
    tr_ = ctx.tr
    modes = join_words(t.playable_modes(), lang, last=tr_.pgettext("list of words", "or"))
    if t.prise:
        rounds = len(v.rule("bidding.prise.rounds"))
        bidding = tr_.ngettext(
            "prise in {count} round", "prise in {count} rounds", rounds, count=number(rounds, lang)
        )
        if v.rule("bidding.prise.vache"):
            bidding = tr_._("{bidding} with the vache", bidding=bidding)
        if v.rule("deal.turned_card"):
            bidding = tr_._("{bidding} on the turned card", bidding=bidding)
    else:
        floor, ceiling = v.rule("bidding.auction.floor"), v.rule("bidding.auction.ceiling")
        high = [
            word
            for word, on in (
                (tr_.pgettext("bid", "capot"), t.capot_bid),
                (tr_.pgettext("bid", "générale"), t.generale),
            )
            if on
        ]
        if ceiling is None:
            bidding = tr_._("auction from {floor} up", floor=floor)
        else:
            bidding = tr_._("auction from {floor} to {ceiling}", floor=floor, ceiling=ceiling)
        if high:
            bidding = tr_._("{bidding} then {bids}", bidding=bidding, bids=join_words(high, lang))
        if t.contre:
            if v.rule("bidding.auction.surcontre"):
                bidding = tr_._("{bidding}, contre and surcontre", bidding=bidding)
            else:
                bidding = tr_._("{bidding}, contre", bidding=bidding)
    if v.rule("belote.enabled"):
        points = v.rule("belote.points")
        if t.belote_imprenable():
            belote = tr_._("{points} points, kept on failure", points=points)
        else:
            belote = tr_._("{points} points", points=points)
    else:
        belote = tr_._("does not score")
    capot_pts = t.capot_points(t.main_mode)
    return [
        (
            tr_.pgettext("fact", "Players"),
            tr_._("4, in two teams (North–South against East–West)"),
        ),
        (tr_.pgettext("fact", "Cards"), tr_._("32, seven to ace")),
        (tr_.pgettext("fact", "Contracts"), modes),
        (tr_.pgettext("fact", "Bidding"), bidding),
        (
            tr_.pgettext("fact", "Unable to overtrump"),
            value_label("play.undertrump", v.rule("play.undertrump"), lang)
            if t.suit_mode and v.rule("play.must_trump") != "never"
            else "—",
        ),
        (
            tr_.pgettext("fact", "Annonces"),
            value_label("annonces.enabled", v.rule("annonces.enabled"), lang),
        ),
        (tr_.pgettext("fact", "Belote"), belote),
        (tr_.pgettext("fact", "Capot"), tr_._("{points} points", points=capot_pts)),
        (
            tr_.pgettext("fact", "Rounding"),
            value_label("scoring.rounding.method", v.rule("scoring.rounding.method"), lang),
        ),
        (
            tr_.pgettext("fact", "Game"),
            tr_._("to {points} points", points=v.rule("game_end.target")),
        ),
    ]


def cards_section(ctx: Ctx) -> nodes.section:
    """The pack, the order and points of the cards in each mode, the sequence order."""
    sec = section(ctx, "cards", ctx.tr.pgettext("section", "The cards"))
    statements = [*ctx.text.deck(), *[s for s, _role in ctx.text.card_tables()]]
    seq = ctx.text.sequence_order()
    if seq is not None:
        statements.append(seq)
    sec.extend(_rules_list(ctx, statements))
    return sec


def deal_section(ctx: Ctx) -> nodes.section:
    """Dealer, cut, distribution, shuffling, misdeal."""
    sec = section(ctx, "deal", ctx.tr.pgettext("section", "The deal"))
    sec.extend(_rules_list(ctx, ctx.text.deal()))
    return sec


def bidding_section(ctx: Ctx) -> nodes.section:
    """The prise, or the auction (never both)."""
    if ctx.text.prise:
        sec = section(ctx, "prise", ctx.tr.pgettext("section", "The prise"))
    else:
        sec = section(ctx, "auction", ctx.tr.pgettext("section", "The auction"))
    sec["classes"].append("belote-section-bidding")
    sec.extend(_rules_list(ctx, ctx.text.bidding()))
    return sec


def play_section(ctx: Ctx, *, examples: bool = True) -> nodes.section:
    """The play obligations as numbered rules, then positions computed by the engine."""
    sec = section(ctx, "play", ctx.tr.pgettext("section", "The play"))
    statements = ctx.text.play()
    sec += para(
        ctx.tr._("The obligations of the card play, in the order in which they apply:"),
        lang=ctx.lang,
    )
    listing = nodes.enumerated_list(
        enumtype="arabic", prefix="", suffix=".", classes=["belote-numbered"]
    )
    shown: set[str] = set()
    for position, st in enumerate(statements, 1):
        ctx.numbers[st.key] = position
        item = nodes.list_item()
        item += rule_block(ctx, st, shown=shown)
        listing += item
    sec += listing
    if examples:
        sec += play_examples_section(ctx)
    return sec


def play_examples_section(ctx: Ctx) -> nodes.section:
    """The positions of the play rules, asked of the engine."""
    sec = section(ctx, "play-examples", ctx.tr.pgettext("section", "Computed examples"))
    sec += para(
        ctx.tr._(
            "Each position below is submitted to the belote-spec rules engine when this "
            "rulebook is built: the allowed cards and the refusals come from the variant "
            "itself. South is to play; allowed cards are framed.",
        ),
        lang=ctx.lang,
    )
    for i, pos in enumerate(play_positions(ctx.rules, ctx.lang), 1):
        sec += position_node(ctx, pos, number=i)
    return sec


_TOPICS: Final[Mapping[str, Msg]] = {
    "follow": pgettext("example topic", "Following suit"),
    "trump_lead": pgettext("example topic", "Trump is led"),
    "must_trump": pgettext("example topic", "Trumping"),
    "overtrump": pgettext("example topic", "Overtrumping"),
    "undertrump": pgettext("example topic", "Undertrumping"),
    "partner_master": pgettext("example topic", "Partner master"),
    "partner_master_undertrump": pgettext("example topic", "Partner master with a trump"),
    "tout_atout_climb": pgettext("example topic", "Going higher at tout atout"),
}


def position_node(ctx: Ctx, pos: Position, *, number: int | None = None) -> nodes.container:
    """A position: the trick, the hand with its allowed cards, and the engine's verdict."""
    lang = ctx.lang
    box = nodes.container(
        ids=[ctx.ids.make(ctx.prefix, "example", pos.key)],
        classes=[
            "belote-example",
            "belote-position",
            f"belote-example-{pos.key.replace('_', '-')}",
        ],
    )
    head = nodes.paragraph(classes=["belote-example-title"])
    tr_ = ctx.tr
    topic = _TOPICS.get(pos.key)
    if number is None:
        title = tr_.pgettext("example title", "Example")
    else:
        title = tr_.pgettext("example title", "Example {number}", number=number)
    if topic is not None:
        title = tr_.pgettext(
            "example title", "{title} — {topic}", title=title, topic=translated(lang, topic)
        )
    head += nodes.strong("", "", text(title, lang))
    rule_no = ctx.numbers.get(pos.rule)
    if rule_no is not None:
        head += text(tr_._(" (rule {number})", number=rule_no), lang)
    box += head
    trump = para(
        nodes.inline("", "", text(tr_._("Trump: "), lang), classes=["belote-label"]),
        lang=lang,
    )
    if pos.trump in ("SA", "TA"):
        trump += text(mode_name(pos.trump, lang), lang)
    else:
        suit = "SHDC".index(pos.trump)
        trump += suit_node(suit)
        trump += text(" " + suit_name(suit, lang), lang)
    trump += text(tr_._(". Trick so far: "), lang)
    for i, (seat, card) in enumerate(pos.trick):
        if i:
            trump += text(", ", lang)
        play = nodes.inline(classes=["belote-trick-card"])
        play += nodes.inline("", seat_name(seat, lang) + " ", classes=["belote-seat"])
        play += card_node(card, lang)
        trump += play
    trump += text(".", lang)
    box += trump
    box += para(*inlines(pos.situation, lang), lang=lang, classes=["belote-situation"])
    hand = para(
        nodes.inline(
            "",
            "",
            text(tr_._("{seat}'s hand: ", seat=seat_name(pos.seat, lang)), lang),
            classes=["belote-label"],
        ),
        lang=lang,
        classes=["belote-hand"],
    )
    legal = set(pos.legal)
    hand += cards_node(
        pos.hand,
        lang,
        card_classes=lambda c: ("belote-legal",) if c in legal else ("belote-illegal",),
    )
    box += hand
    verdict = nodes.paragraph(classes=["belote-verdict"])
    if not pos.refused:
        verdict += nodes.strong(
            "",
            "",
            text(tr_._("Every card of your hand is allowed."), lang),
        )
    else:
        verdict += nodes.strong("", "", text(tr_._("Allowed:"), lang))
        verdict += text(" ", lang)
        verdict += cards_node(pos.legal, lang)
        verdict += text(". ", lang)
        verdict += text(tr_._("Refused: "), lang)
        verdict += cards_node(pos.refused, lang, classes=["belote-refused"])
        if pos.refused_reason:
            verdict += text(f" — « {pos.refused_reason} »", lang)
        number_ = ctx.numbers.get(pos.refused_rule)
        if number_ is not None:
            verdict += text(tr_._(" (rule {number}).", number=number_), lang)
        else:
            verdict += text(".", lang)
    box += verdict
    return box


def annonces_section(ctx: Ctx) -> nodes.section:
    """Sequences and carrés with their tables, tie rules, and an example resolved by the engine."""
    sec = section(ctx, "annonces", ctx.tr.pgettext("section", "Annonces"))
    t = ctx.text
    statements = [
        *t.annonces_intro(),
        t.sequences(),
        t.long_sequences(),
        t.carres(),
        *t.annonce_rules(),
    ]
    sec.extend(_rules_list(ctx, statements))
    example = annonce_example(ctx.rules, ctx.lang)
    if example is not None:
        sec += annonce_example_node(ctx, example)
    return sec


def annonce_example_node(ctx: Ctx, ex: AnnonceExample) -> nodes.container:
    """Four hands, what each declares and who scores, as the engine resolves it."""
    lang = ctx.lang
    box = nodes.container(
        ids=[ctx.ids.make(ctx.prefix, "example", "annonces")],
        classes=["belote-example", "belote-example-annonces"],
    )
    head = nodes.paragraph(classes=["belote-example-title"])
    head += nodes.strong(
        "",
        "",
        text(ctx.tr._("Computed example — who scores the annonces?"), lang),
    )
    box += head
    intro = para(ctx.tr._("Trump: "), lang=lang)
    intro += suit_node(3)
    intro += text(
        ctx.tr._(" clubs. The four hands at the first trick, and what the engine finds in them:"),
        lang,
    )
    box += intro
    rows: list[Sequence[Cell]] = []
    for seat in ("N", "W", "S", "E"):
        found = ex.declarations.by_seat[seat]
        cell: nodes.Node | str
        if found:
            cell = nodes.paragraph()
            for i, annonce in enumerate(found):
                if i:
                    cell += text(" ; ", lang)
                cell += text(f"{annonce_name(annonce, lang)} ", lang)
                cell += cards_node([c for c in CARDS if annonce.cards >> c & 1], lang)
                cell += text(f" ({annonce.points})", lang)
        else:
            cell = "—"
        rows.append(
            [
                ctx.tr._(
                    "{seat} ({team})",
                    seat=seat_name(seat, lang),
                    team=team_name("NS" if seat in "NS" else "EW", lang),
                ),
                cards_node(ex.hands[seat], lang),
                cell,
            ]
        )
    box += make_table(
        rows,
        header=[
            ctx.tr.pgettext("table heading", "Player"),
            ctx.tr.pgettext("table heading", "Hand"),
            ctx.tr.pgettext("table heading", "Annonces"),
        ],
        lang=lang,
        classes=["belote-hands"],
    )
    box += para(*inlines(ex.comment, lang), lang=lang, classes=["belote-verdict"])
    return box


def belote_section(ctx: Ctx) -> nodes.section:
    """Belote and rebelote."""
    sec = section(ctx, "belote", ctx.tr.pgettext("section", "Belote"))
    sec.extend(_rules_list(ctx, ctx.text.belote()))
    return sec


def scoring_section(ctx: Ctx, *, examples: bool = True) -> nodes.section:
    """The scoring rules, then deals scored by the engine."""
    sec = section(ctx, "scoring", ctx.tr.pgettext("section", "Scoring"))
    sec.extend(_rules_list(ctx, ctx.text.scoring()))
    if examples:
        ex = section(ctx, "scoring-examples", ctx.tr.pgettext("section", "Computed deals"))
        ex += para(
            ctx.tr._(
                "These deals are scored by the rules engine when this rulebook is built, with "
                "the variant's rules: card points, annonces and belote are given, the score is "
                "computed.",
            ),
            lang=ctx.lang,
        )
        for example in score_examples(ctx.rules, ctx.lang):
            ex += score_node(ctx, example)
        sec += ex
    return sec


def score_node(ctx: Ctx, ex: ScoreExample) -> nodes.container:
    """A scored deal: the contract, the points counted, the score line."""
    lang = ctx.lang
    box = nodes.container(
        ids=[ctx.ids.make(ctx.prefix, "deal", ex.key)],
        classes=["belote-example", "belote-score", f"belote-score-{ex.key.replace('_', '-')}"],
    )
    head = nodes.paragraph(classes=["belote-example-title"])
    head += nodes.strong("", "", text(ex.title, lang))
    box += head
    box += para(*inlines(_contract_words(ctx, ex.contract), lang), lang=lang)
    taker = str(ex.contract["taker"])
    teams = ("NS", "EW")
    score = ex.score
    v = ctx.variant
    tr_ = ctx.tr
    header: list[nodes.Node | str] = [""]
    for team in teams:
        name = team_name(team, lang)
        header.append(tr_._("{team} (taker)", team=name) if team == taker else name)
    rows: list[Sequence[Cell]] = [
        [tr_.pgettext("score row", "Card points")] + [str(ex.points[t]) for t in teams]
    ]
    if dict(score.card_points) != dict(ex.points):
        counted = (
            tr_.pgettext("score row", "Points counted (capot)")
            if ex.capot
            else tr_.pgettext("score row", "Points counted (scaled)")
        )
        rows.append([counted] + [str(score.card_points[t]) for t in teams])
    if v.rule("annonces.enabled"):
        rows.append(
            [tr_.pgettext("score row", "Annonces")] + [str(ex.annonces.get(t, 0)) for t in teams]
        )
    if v.rule("belote.enabled"):
        rows.append(
            [tr_.pgettext("score row", "Belote")]
            + [str(ctx.rules.belote_points) if ex.belote == t else "—" for t in teams]
        )
    rows.append(
        [tr_.pgettext("score row", "Total for the contract")]
        + [str(score.totals[t]) for t in teams]
    )
    if score.contract_value or score.multiplier != 1:
        value = str(score.contract_value)
        if score.multiplier != 1:
            value += f" (× {score.multiplier})"
        rows.append(
            [tr_.pgettext("score row", "Contract value")]
            + [value if t == taker else "—" for t in teams]
        )
    mark = nodes.strong("", tr_.pgettext("score row", "Score"))
    rows.append([mark, *[nodes.strong("", str(score[t])) for t in teams]])
    if score.held:
        rows.append(
            [tr_.pgettext("score row", "Held")]
            + [str(score.held) if t == taker else "—" for t in teams]
        )
    box += make_table(rows, header=header, lang=lang, stub=True, classes=["belote-score-table"])
    box += para(*inlines(ex.comment, lang), lang=lang, classes=["belote-verdict"])
    return box


def _contract_words(ctx: Ctx, contract: Mapping[str, Any]) -> list[Inline]:
    taker = team_name(str(contract["taker"]), ctx.lang)
    trump = str(contract["trump"])
    where = mode_name(trump, ctx.lang)
    bid = contract.get("bid")
    contre = int(contract.get("contre") or 0)
    tr_ = ctx.tr
    if bid is None:
        return [tr_._("Contract: {team} take, {mode}.", team=taker, mode=where)]
    if trump in ("SA", "TA"):
        mode = where
    else:
        mode = tr_.pgettext(
            "mode after a bid", "{suit} trump", suit=suit_name("SHDC".index(trump), ctx.lang)
        )
    if contre == 1:
        return [
            tr_._("Contract: {team}, {bid} in {mode}, doubled.", team=taker, bid=bid, mode=mode)
        ]
    if contre == 2:
        return [
            tr_._("Contract: {team}, {bid} in {mode}, redoubled.", team=taker, bid=bid, mode=mode)
        ]
    return [tr_._("Contract: {team}, {bid} in {mode}.", team=taker, bid=bid, mode=mode)]


def game_end_section(ctx: Ctx) -> nodes.section:
    """The end of the game."""
    sec = section(ctx, "game-end", ctx.tr.pgettext("section", "End of the game"))
    sec.extend(_rules_list(ctx, ctx.text.game_end()))
    return sec


def options_section(ctx: Ctx) -> nodes.section | None:
    """Each option not chosen: what it is, and the rules it changes, restated with it."""
    variant = ctx.variant
    names = [n for n in variant.available_options if n not in variant.options]
    if not names:
        return None
    sec = section(ctx, "options", ctx.tr.pgettext("section", "Options"))
    example = f"{variant.id}+{names[0]}"
    sec += para(
        ctx.tr._(
            "Each option is chosen by adding its name to the variant's "
            "(« {example} »). For each one, here are the rules that change:",
            example=example,
        ),
        lang=ctx.lang,
    )
    base_statements = {
        s.key: s.text
        for s in RuleText(
            variant.rule, ctx.lang, ctx.rules.tables, ctx.rules.scorer
        ).all_statements()
    }
    for name in names:
        info = variant.available_options[name]
        sub = section(ctx, f"option-{name}", f"{info.title} (+{name})")
        if info.description:
            sub += para(
                source_text(info.description, ctx.lang),
                lang=ctx.lang,
                classes=["belote-description"],
            )
        chosen = variant.options
        blocked = [
            o
            for o in chosen
            if o in info.conflicts
            or name in getattr(variant.available_options.get(o), "conflicts", ())
        ]
        with_names = [*chosen, *[r for r in info.requires if r not in chosen], name]
        with_opt: Variant | None = None
        opt_rules: Rules | None = None
        loads = True
        if not blocked:
            try:
                with_opt = load_variant(variant.files[0], with_names)
            except VariantError:
                # with options chosen, the rules they make together are refused; without,
                # the option itself does not load
                blocked = list(chosen)
                loads = bool(chosen)
        if with_opt is not None:
            try:
                opt_rules = with_opt.compile()
            except VariantError:  # e.g. a plugin the option names is not installed
                loads = False
        if not loads:
            sub += para(
                ctx.tr._("This option does not load here: « belote-spec validate » says why."),
                lang=ctx.lang,
            )
            sec += sub
            continue
        if with_opt is None or opt_rules is None:
            others = join_words([f"+{o}" for o in blocked or chosen], ctx.lang)
            sub += para(
                ctx.tr._("This option cannot be added to {others}, chosen here.", others=others),
                lang=ctx.lang,
            )
            sec += sub
            continue
        opt_ctx = Ctx(
            with_opt,
            opt_rules,
            ctx.lang,
            ids=ctx.ids,
            rule_ref=ctx.rule_ref,
            cited=ctx.cited,
        )
        if info.requires or info.conflicts:
            tr_ = ctx.tr
            requires = join_words([f"+{r}" for r in info.requires], ctx.lang)
            conflicts = join_words(
                [f"+{c}" for c in info.conflicts],
                ctx.lang,
                # TRANSLATORS: the last word of "+a, +b or +c", the options an option cannot
                # be combined with
                last=tr_.pgettext("list of options that conflict", "or"),
            )
            if info.requires and info.conflicts:
                sentence = tr_._(
                    "This option requires {requires} and cannot be combined with {conflicts}.",
                    requires=requires,
                    conflicts=conflicts,
                )
            elif info.requires:
                sentence = tr_._("This option requires {requires}.", requires=requires)
            else:
                sentence = tr_._(
                    "This option cannot be combined with {conflicts}.", conflicts=conflicts
                )
            sub += para(sentence, lang=ctx.lang)
        changed = [s for s in opt_ctx.text.all_statements() if base_statements.get(s.key) != s.text]
        if not changed:
            paths = option_rule_paths(variant, name)
            sub += para(
                ctx.tr._(
                    "It changes no rule stated here ({paths}).", paths=", ".join(paths) or "—"
                ),
                lang=ctx.lang,
            )
        shown: set[str] = set()
        for st in changed:
            block = rule_block(opt_ctx, st, shown=shown)
            sub += block
        sec += sub
    return sec


def sources_section(ctx: Ctx) -> nodes.section:
    """The documents cited by this rulebook."""
    sec = section(ctx, "sources", ctx.tr.pgettext("section", "Sources"))
    sec += para(
        ctx.tr._(
            "Every rule of this rulebook cites the document it comes from. « choice » marks a "
            "value chosen because the document is silent or contradicts itself; « inherited » "
            "a rule the document does not state, which the variant keeps from its parent.",
        ),
        lang=ctx.lang,
    )
    listing = nodes.bullet_list(classes=["belote-sources"])
    for key in sorted(ctx.cited):
        source = ctx.variant.sources.get(key)
        item = nodes.list_item()
        p = para(nodes.strong("", key), lang=ctx.lang)
        if source is not None:
            p += text(f" — {source.title}", ctx.lang)
            details = [
                str(value)
                for value in (getattr(source, "publisher", None), getattr(source, "date", None))
                if value
            ]
            if details:
                p += text(f" ({', '.join(details)})", ctx.lang)
            if source.summary:
                p += text(f". {source.summary}", ctx.lang)
            url = getattr(source, "url", None)
            if isinstance(url, str) and url.startswith(("http://", "https://")):
                p += text(" ", ctx.lang)
                p += nodes.reference(url, url, refuri=url)
        item += p
        listing += item
    sec += listing
    return sec


# ------------------------------------------------------------------------------ the rulebook


def rulebook_title(variant: Variant, lang: Lang) -> str:
    """``Belote du club en ligne, avec « La vache »``."""
    title = variant.title
    chosen = [
        variant.available_options[o].title
        for o in variant.options
        if o in variant.available_options
    ]
    if chosen:
        quoted = join_words([f"« {c} »" for c in chosen], lang)
        return translator(lang)._("{title}, with {options}", title=title, options=quoted)
    return title


def rulebook_nodes(ctx: Ctx, part: str = "rulebook", *, title: bool = True) -> list[nodes.Node]:
    """The sections of a whole rulebook (``part="rulebook"``) or of one part of it."""
    wanted = PARTS[part]
    out: list[nodes.Node] = []
    builders: dict[str, Callable[[], nodes.Node | None]] = {
        "overview": lambda: overview_section(ctx),
        "cards": lambda: cards_section(ctx),
        "deal": lambda: deal_section(ctx),
        "bidding": lambda: bidding_section(ctx),
        "play": lambda: play_section(ctx),
        "annonces": lambda: (
            annonces_section(ctx)
            if ctx.text.annonces_on
            else (None if part == "rulebook" else _annonces_off(ctx))
        ),
        "belote": lambda: belote_section(ctx),
        "scoring": lambda: scoring_section(ctx),
        "game-end": lambda: game_end_section(ctx),
        "options": lambda: options_section(ctx),
        "sources": lambda: sources_section(ctx),
    }
    for key in wanted:
        node = builders[key]()
        if node is not None:
            out.append(node)
    if part != "rulebook" or not title:
        return out
    root = nodes.section(
        ids=[ctx.ids.make(ctx.prefix, "rules")],
        classes=["belote-rulebook", f"belote-lang-{ctx.lang}"],
    )
    heading: nodes.Node
    if any(o in ctx.variant.available_options for o in ctx.variant.options):
        heading = text(rulebook_title(ctx.variant, ctx.lang), ctx.lang)
    else:  # the variant's own title, as its file writes it
        heading = source_text(ctx.variant.title, ctx.lang)
    root += nodes.title("", "", heading)
    intro = para(
        ctx.tr._(
            "These are the rules of the belote-spec variant « {variant} ». Each rule is "
            "written from the values of the variant file and cites its source; the examples "
            "are computed by the rules engine.",
            variant=ctx.variant.id,
        ),
        lang=ctx.lang,
        classes=["belote-intro"],
    )
    root += intro
    if ctx.variant.description:
        desc = para(lang=ctx.lang, classes=["belote-description"])
        if ctx.lang != SOURCE_LANG:
            # the variant files are written in French: say so in a rulebook in another language
            desc += nodes.emphasis("", ctx.tr._("From the variant file (in French):"))
            desc += nodes.Text(" ")
        desc += source_text(ctx.variant.description, ctx.lang)
        root += desc
    for name in ctx.variant.options:
        info = ctx.variant.available_options.get(name)
        if info is not None:
            root += para(
                nodes.strong(
                    "",
                    "",
                    text(ctx.tr._("Option « {title} »: ", title=info.title), ctx.lang),
                ),
                source_text(info.description or "", ctx.lang),
                lang=ctx.lang,
                classes=["belote-chosen-option"],
            )
    root.extend(out)
    return [root]


def rulebook_texts(variant: Variant, rules: Rules, lang: Lang, *, render: bool = True) -> list[str]:
    """The text of the rulebook of ``variant``, built as ``belote-spec rulebook`` builds it but
    without Sphinx (``validate`` writes it to check that it can be written).

    With ``render`` (the default), every paragraph of the whole rendered rulebook, the
    section restating the rules with each option not chosen included. Without, only the
    sentences of every rule and the worked examples (scored deals, play positions, the
    annonce example), several times faster: what ``validate`` writes for each combination of
    options."""
    if render:
        from .proofread import generated_texts

        texts, sentences = generated_texts(rulebook_nodes(Ctx(variant, rules, lang)))
        return [*texts, *sentences]
    rule_text = RuleText(variant.rule, lang, rules.tables, rules.scorer)
    out = [plain_text(st.parts, lang) for st in rule_text.all_statements()]
    out += [plain_text(ex.comment, lang) for ex in score_examples(rules, lang)]
    out += [plain_text(pos.situation, lang) for pos in play_positions(rules, lang)]
    annonce = annonce_example(rules, lang)
    if annonce is not None:
        out.append(plain_text(annonce.comment, lang))
    return out


def _annonces_off(ctx: Ctx) -> nodes.Node:
    box = nodes.container(classes=["belote-no-annonces"])
    box += rule_block(ctx, ctx.text.annonces_disabled())
    return box


# ------------------------------------------------------------------------------ comparison


def compare_nodes(
    variants: Sequence[Variant],
    lang: Lang,
    *,
    ids: IdMaker | None = None,
    rule_ref: Callable[[str], nodes.Node] = _plain_ref,
    everything: bool = False,
) -> list[nodes.Node]:
    """A matrix of the rules of several variants, grouped by phase: by default only the rules
    on which they differ; each cell gives the value and its source, highlighted when it
    differs from the value most of the variants share. Each phase is one table of at most
    :data:`COMPARE_COLUMNS` variants, or several tables of the same rows
    (:func:`variant_shares`), so that every variant is read without scrolling sideways."""
    ids = ids or IdMaker()
    out: list[nodes.Node] = []
    names = "-".join(v.id for v in variants) if len(variants) <= 5 else f"{len(variants)}-variants"
    prefix = "compare-" + names + _lang_suffix(lang)
    tr_ = translator(lang)
    groups: dict[str, list[str]] = {}
    for path in rule_paths():
        values = [v.rule(path) for v in variants]
        if everything or any(val != values[0] for val in values[1:]):
            groups.setdefault(path.split(".")[0], []).append(path)
    count = sum(len(g) for g in groups.values())
    quoted = join_words([f"« {v.id} »" for v in variants], lang)
    out.append(
        para(
            (
                tr_._("{count} rules compared between {variants}.", count=count, variants=quoted)
                if everything
                else tr_._("{count} rules differ between {variants}.", count=count, variants=quoted)
            ),
            lang=lang,
        )
    )
    shares = variant_shares(len(variants))
    for group, paths in groups.items():
        sec = nodes.section(ids=[ids.make(prefix, group)], classes=["belote-compare-group"])
        sec += nodes.title("", "", text(rule_title(group, lang) or group, lang))
        # the value most of the variants share, over all of them (not over one table's)
        common = {path: _most_common([v.rule(path) for v in variants]) for path in paths}
        first = 0
        for size in shares:
            share = variants[first : first + size]
            caption, table_ids = None, []
            if len(shares) > 1:
                caption = tr_._(
                    "Variants {first} to {last} of {count}",
                    first=first + 1,
                    last=first + size,
                    count=len(variants),
                )
                table_ids = [ids.make(prefix, group, f"{first + 1}-{first + size}")]
            first += size
            rows: list[Sequence[Cell]] = [
                [_compare_label(path, lang, rule_ref)]
                + [_compare_cell(v, path, common[path], lang) for v in share]
                for path in paths
            ]
            header: list[nodes.Node | str] = [tr_.pgettext("table heading", "Rule")]
            header += [nodes.abbreviation(v.id, v.id, explanation=v.title) for v in share]
            table = make_table(
                rows,
                header=header,
                lang=lang,
                stub=True,
                classes=["belote-compare"],
                title=caption,
            )
            table["ids"] = table_ids
            scroll = nodes.container(classes=["belote-scroll"])
            scroll += table
            sec += scroll
        out.append(sec)
    # options
    sec = nodes.section(ids=[ids.make(prefix, "options")], classes=["belote-compare-group"])
    sec += nodes.title("", "", text(tr_.pgettext("comparison section", "Options"), lang))
    rows = []
    for v in variants:
        opts = [f"+{n} — {o.title}" for n, o in v.available_options.items() if n not in v.options]
        cell = nodes.paragraph()
        cell += source_text(" · ".join(opts), lang) if opts else text("—", lang)
        rows.append([v.id, cell])
    sec += make_table(
        rows,
        header=[
            tr_.pgettext("table heading", "Variant"),
            tr_.pgettext("table heading", "Options offered"),
        ],
        lang=lang,
        stub=True,
        classes=["belote-compare-options"],
    )
    out.append(sec)
    return out


#: The most variants one table of a comparison shows: with the rule's column, what the
#: documentation's page width holds without scrolling (each cell gives a value and a source).
#: More variants are shown in several tables of the same rows, the rule's column repeated.
COMPARE_COLUMNS: Final = 4


def variant_shares(count: int, most: int = COMPARE_COLUMNS) -> list[int]:
    """How many variants each table of a comparison of ``count`` variants shows: as few tables
    as ``most`` allows, as even as can be, the larger first (14 → 4, 4, 3, 3; 5 → 3, 2)."""
    tables = max(1, -(-count // most))
    base, extra = divmod(count, tables)
    return [base + 1] * extra + [base] * (tables - extra)


def _compare_label(path: str, lang: Lang, rule_ref: Callable[[str], nodes.Node]) -> nodes.Node:
    """The first cell of a comparison row: the rule's title and its key."""
    label = nodes.paragraph()
    label += text(rule_title(path, lang) or path, lang)
    label += nodes.inline("", "", nodes.Text(" "), rule_ref(path), classes=["belote-keys"])
    return label


def _compare_cell(variant: Variant, path: str, common: Any, lang: Lang) -> nodes.Node:
    """A variant's cell of a comparison row: its value, highlighted when it is not the value
    most of the compared variants share, and the source behind it."""
    tr_ = translator(lang)
    value = variant.rule(path)
    cell = nodes.paragraph(classes=["belote-differs"] if value != common else [])
    cell += nodes.inline(
        "", "", text(value_label(path, value, lang), lang), classes=["belote-value"]
    )
    cite = variant.citation(path)
    if cite is not None:
        bits = cite.source or "—"
        if cite.section:
            bits += f" § {cite.section}"
        small = nodes.inline("", "", classes=["belote-cite"])
        small += text(bits, lang)
        if cite.choice:
            small += nodes.Text(" ")
            small += nodes.inline(
                "", tr_.pgettext("badge", "choice"), classes=["belote-badge", "belote-choice"]
            )
        if cite.inherited_by:
            small += nodes.Text(" ")
            small += nodes.inline(
                "",
                tr_.pgettext("badge", "inherited"),
                classes=["belote-badge", "belote-inherited"],
            )
        cell += small
    return cell


def _most_common(values: Sequence[Any]) -> Any:
    """The value most variants share (the first one's on a tie): the cells that differ from
    it are highlighted."""
    best, count = values[0], 0
    for value in values:
        n = sum(1 for other in values if other == value)
        if n > count:
            best, count = value, n
    return best


# ------------------------------------------------------------------------------ schema reference


def schema_prose(value: str, lang: Lang, classes: Sequence[str] = ()) -> nodes.paragraph:
    """A description from the schema, in ``lang`` (the schema's catalog messages, context
    ``schema``: the same text as the schema file of that language), whose `backquoted` words
    become inline code."""
    node = nodes.paragraph(classes=list(classes))
    if value.strip():
        value = translator(lang).pgettext("schema", value)
    for i, piece in enumerate(value.split("`")):
        if not piece:
            continue
        node += nodes.literal(piece, piece) if i % 2 else text(piece, lang)
    return node


def _type_words(node: Mapping[str, Any], lang: Lang) -> str:
    tr_ = translator(lang)
    kind = node.get("type")
    if "enum" in node:
        return tr_.pgettext("value type", "one of a list")
    if kind == "integer":
        lo, hi = node.get("minimum"), node.get("maximum")
        if lo is not None and hi is not None:
            return tr_.pgettext("value type", "integer from {lo} to {hi}", lo=lo, hi=hi)
        return tr_.pgettext("value type", "integer")
    if kind == "boolean":
        return tr_.pgettext("value type", "boolean (true or false)")
    if kind == "array":
        return tr_.pgettext("value type", "list")
    if isinstance(kind, list):
        return tr_.pgettext("value type", "integer or null")
    if kind == "string":
        return tr_.pgettext("value type", "text")
    if kind == "object":
        return tr_.pgettext("value type", "group of keys")
    return tr_.pgettext("value type", "value")


def _enum_of(node: Mapping[str, Any]) -> list[Any] | None:
    if "enum" in node:
        return list(node["enum"])
    items = node.get("items")
    if isinstance(items, dict):
        root = load_schema()
        while "$ref" in items:
            ref = items["$ref"].removeprefix("#/").split("/")
            target: Any = root
            for part in ref:
                target = target[part]
            items = target
        if "enum" in items:
            return list(items["enum"])
        if "items" in items and "enum" in items["items"]:
            return list(items["items"]["enum"])
    return None


def schema_nodes(
    lang: Lang,
    *,
    ids: IdMaker | None = None,
    shipped: Sequence[Variant] = (),
    anchor: Callable[[str], str] | None = None,
) -> list[nodes.Node]:
    """The reference of every key of a variant file: the file's own keys, then every rule path
    of the schema with its description, allowed values (with their labels), range and the
    values of the shipped variants. ``anchor(path)`` gives the id of a rule path's entry."""
    ids = ids or IdMaker()
    anchor = anchor or (lambda path: ids.make("rule", path))
    schema = load_schema()
    out: list[nodes.Node] = []
    # the file's own keys
    sec = nodes.section(ids=[ids.make("schema-file-keys", lang)], classes=["belote-schema-group"])
    tr_ = translator(lang)
    sec += nodes.title("", "", text(tr_.pgettext("section", "Keys of the file"), lang))
    rows: list[Sequence[Cell]] = []

    def key_row(name: str, node: Mapping[str, Any]) -> list[nodes.Node | str]:
        label = nodes.paragraph()
        label += nodes.inline("", "", nodes.literal(name, name), ids=[ids.make("key", name)])
        return [
            label,
            _type_words(node, lang),
            schema_prose(str(node.get("description", "")), lang),
        ]

    for name, node in schema["properties"].items():
        rows.append(key_row(name, node))
    # TRANSLATORS: what stands for an option's name, a rule path or a source's key in the
    # keys of a variant file (options.<name>.title)
    option = tr_.pgettext("placeholder in a key", "name")
    rule = tr_.pgettext("placeholder in a key", "rule")
    source = tr_.pgettext("placeholder in a key", "key")
    for name, node in schema["$defs"]["option"]["properties"].items():
        rows.append(key_row(f"options.<{option}>.{name}", node))
    for name, node in schema["$defs"]["citation"]["properties"].items():
        rows.append(key_row(f"provenance.<{rule}>.{name}", node))
    for name, node in schema["properties"]["sources"]["additionalProperties"]["properties"].items():
        rows.append(key_row(f"sources.<{source}>.{name}", node))
    sec += make_table(
        rows,
        header=[
            tr_.pgettext("table heading", "Key"),
            tr_.pgettext("table heading", "Type"),
            tr_.pgettext("table heading", "Description (from the schema)"),
        ],
        lang=lang,
        classes=["belote-schema-keys"],
    )
    out.append(sec)

    leaves = rule_paths()
    for group in [p for p in rule_paths(groups=True) if "." not in p]:
        gnode = rule_schema(group) or {}
        sec = nodes.section(ids=[ids.make("schema", group, lang)], classes=["belote-schema-group"])
        title = rule_title(group, lang) or group
        sec += nodes.title("", "", nodes.literal(group, group), text(f" — {title}", lang))
        if gnode.get("description"):
            sec += schema_prose(str(gnode["description"]), lang, ["belote-schema-description"])
        for path in [p for p in leaves if p == group or p.startswith(group + ".")]:
            parent = path.rsplit(".", 1)[0] if "." in path else ""
            if parent and _is_rank_map(parent) and not path.endswith(".seven"):
                continue
            if parent and _is_rank_map(parent):
                sec += _rank_map_entry(parent, lang, shipped, anchor)
                continue
            sec += _schema_entry(path, lang, shipped, anchor)
        out.append(sec)
    return out


def _is_rank_map(path: str) -> bool:
    node = rule_schema(path)
    props = node.get("properties") if node else None
    return isinstance(props, dict) and set(props) == {
        "seven",
        "eight",
        "nine",
        "ten",
        "jack",
        "queen",
        "king",
        "ace",
    }


def _shipped_values(path: str, lang: Lang, shipped: Sequence[Variant]) -> nodes.Node | None:
    if not shipped:
        return None
    p = para(
        nodes.inline(
            "",
            "",
            text(translator(lang)._("In the shipped variants: "), lang),
            classes=["belote-label"],
        ),
        lang=lang,
        classes=["belote-shipped"],
    )
    values = [_yaml(v.rule(path)) for v in shipped]
    if len(set(values)) == 1:
        p += text(translator(lang).pgettext("shipped variants", "all "), lang)
        p += nodes.literal("", values[0])
        return p
    for i, (v, value) in enumerate(zip(shipped, values, strict=True)):
        if i:
            p += text(" · ", lang)
        p += nodes.strong("", v.id)
        p += text(" ", lang)
        p += nodes.literal("", value)
    return p


def _yaml(value: Any) -> str:
    from ..compare import format_value

    return format_value(value)


def _schema_entry(
    path: str, lang: Lang, shipped: Sequence[Variant], anchor: Callable[[str], str]
) -> nodes.container:
    node = rule_schema(path) or {}
    box = nodes.container(ids=[anchor(path)], classes=["belote-schema-entry"])
    head = nodes.paragraph(classes=["belote-schema-head"])
    head += nodes.literal(path, path, classes=["belote-key"])
    title = rule_title(path, lang)
    if title:
        head += text(f" — {title}", lang)
    head += nodes.inline(
        "", "", text(f" ({_type_words(node, lang)})", lang), classes=["belote-schema-type"]
    )
    box += head
    if node.get("description"):
        box += schema_prose(str(node["description"]), lang, ["belote-schema-description"])
    values = _enum_of(node)
    if values is not None:
        listing = nodes.bullet_list(classes=["belote-schema-values"])
        for value in values:
            item = nodes.list_item()
            item += para(
                nodes.literal("", _yaml(value)), " — " + value_label(path, value, lang), lang=lang
            )
            listing += item
        box += listing
    shipped_node = _shipped_values(path, lang, shipped)
    if shipped_node is not None:
        box += shipped_node
    return box


def _rank_map_entry(
    parent: str, lang: Lang, shipped: Sequence[Variant], anchor: Callable[[str], str]
) -> nodes.container:
    node = rule_schema(parent) or {}
    box = nodes.container(classes=["belote-schema-entry", "belote-schema-rank-map"])
    head = nodes.paragraph(classes=["belote-schema-head"])
    tr_ = translator(lang)
    rank = tr_.pgettext("placeholder in a key", "rank")
    shown = f"{parent}.<{rank}>"
    head += nodes.literal(parent, shown, classes=["belote-key"])
    title = rule_title(parent, lang)
    if title:
        head += text(f" — {title}", lang)
    box += head
    if node.get("description"):
        box += schema_prose(str(node["description"]), lang, ["belote-schema-description"])
    rows: list[Sequence[Cell]] = []
    for rank in ("seven", "eight", "nine", "ten", "jack", "queen", "king", "ace"):
        path = f"{parent}.{rank}"
        leaf = rule_schema(path) or {}
        key = nodes.paragraph()
        key += nodes.inline(
            "", "", nodes.literal(path, path, classes=["belote-key"]), ids=[anchor(path)]
        )
        row: list[nodes.Node | str] = [key, _type_words(leaf, lang)]
        row += [_yaml(v.rule(path)) for v in shipped]
        rows.append(row)
    header: list[nodes.Node | str] = [
        tr_.pgettext("table heading", "Key"),
        tr_.pgettext("table heading", "Type"),
    ]
    header += [v.id for v in shipped]
    scroll = nodes.container(classes=["belote-scroll"])
    scroll += make_table(rows, header=header, lang=lang, classes=["belote-schema-ranks"])
    box += scroll
    return box


def plain_text(parts: Iterable[Inline], lang: Lang) -> str:
    """Statement parts as plain text."""
    return "".join(
        p if isinstance(p, str) else p.text if isinstance(p, Em) else card_label(p, lang)
        for p in parts
    )
