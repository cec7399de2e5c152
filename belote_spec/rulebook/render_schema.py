"""The reference of the variant schema (every rule key, its type, its values and the shipped
variants' values), as docutils nodes."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from docutils import nodes

from ..i18n import translator
from ..loader import Variant
from ..schema import load_schema, rule_paths, rule_schema
from .render_pieces import Cell, IdMaker, make_table, para, text
from .words import Lang, rule_title, value_label

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
