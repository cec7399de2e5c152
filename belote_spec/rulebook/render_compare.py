"""The comparison matrix of several variants' rules, as docutils tables."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final

from docutils import nodes

from ..i18n import translator
from ..loader import Variant
from ..schema import rule_paths
from .render_pieces import (
    Cell,
    IdMaker,
    _lang_suffix,
    _plain_ref,
    make_table,
    para,
    source_text,
    text,
)
from .words import Lang, join_words, rule_title, value_label

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
