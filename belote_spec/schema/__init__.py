"""The variant JSON Schema, and what the rest of the package derives from it.

``variant.schema.json`` beside this module is the single description of what a variant file
may say. From it this module derives:

* :func:`file_validator`: validates one file as written (every rule optional, since a file may
  extend another);
* :func:`resolved_validator`: validates a merged variant, where every rule must be stated;
* :func:`rule_paths`: every leaf rule path (``play.undertrump``), for completeness checks,
  provenance and documentation;
* :func:`rule_schema`: the schema of one rule path (its description, enum, range);
* :func:`localized_schema`: the same schema with its titles and descriptions in another
  language (the message catalogs, context ``schema``), shipped for French as
  ``variant.schema.fr.json`` so that an editor pointed at it completes in French.

A mapping marked ``"x-leaf": true`` (the changes an outcome makes to the one it builds on,
``scoring.outcomes.capot``) is one rule whose value is a partial mapping: its keys are
optional, and it is listed, cited and compared as a whole. A rule marked ``"x-reads": [paths]``
builds on the values of those other rules (a capot outcome scores the capot's points): see
:func:`rule_reads`.

Both validators read ``"type": "integer"`` strictly: a whole number written as a float
(``1000.0``, ``1e3``), which JSON Schema would otherwise accept, is refused.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, Final

from jsonschema import Draft202012Validator, TypeChecker
from jsonschema.validators import extend

from ..i18n import SHIPPED, translator

__all__ = [
    "LOCALIZED_LANGUAGES",
    "SCHEMA_BASE",
    "SCHEMA_ID",
    "file_validator",
    "leaf_mappings",
    "load_schema",
    "localized_schema",
    "localized_schema_text",
    "resolved_validator",
    "rule_path_set",
    "rule_paths",
    "rule_reads",
    "rule_schema",
    "schema_file",
    "schema_id",
    "schema_text",
    "write_localized_schemas",
]

#: Where the schemas are published: the ``schema/`` folder of the documentation site, which
#: the ``$id`` of every shipped schema names. The host is a placeholder (``.example`` is
#: reserved for examples, RFC 2606) until the site has an address: this is the one place to
#: change it, with the ``$id`` of the three English files (a test holds them to it).
SCHEMA_BASE: Final = "https://belote-spec.example/schema/"
#: The source schema, whose titles and descriptions are the English message ids.
SCHEMA_FILE: Final = "variant.schema.json"
#: The languages whose translated variant schema is shipped beside the English one.
LOCALIZED_LANGUAGES: Final = tuple(lang for lang in SHIPPED if lang != "en")
#: The keywords of a schema whose text is translated (as ``tools/catalogs.py`` extracts them).
TEXT_KEYWORDS: Final = ("title", "description")


def schema_text() -> str:
    """The schema file's text, exactly as shipped."""
    return resources.files(__package__).joinpath(SCHEMA_FILE).read_text("utf-8")


@cache
def load_schema() -> dict[str, Any]:
    """The variant schema as a dict (shared: do not modify)."""
    data: dict[str, Any] = json.loads(schema_text())
    return data


SCHEMA_ID: str = load_schema()["$id"]


def _is_integer(_checker: TypeChecker, instance: object) -> bool:
    """An int, not a bool, and not a float even with no fractional part."""
    return isinstance(instance, int) and not isinstance(instance, bool)


_extend: Callable[..., Any] = extend  # untyped in jsonschema

#: Draft 2020-12, with integers that are ints only.
StrictValidator: Any = _extend(
    Draft202012Validator,
    type_checker=Draft202012Validator.TYPE_CHECKER.redefine("integer", _is_integer),
)


def _resolve(node: dict[str, Any], root: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in node:
        ref: str = node["$ref"]
        target: Any = root
        for part in ref.removeprefix("#/").split("/"):
            target = target[part]
        node = target
    return node


@cache
def file_validator() -> Draft202012Validator:
    """A validator for one variant file as written. The shipped schema is not checked
    against the draft's metaschema here (a third of a second at each start of the command
    line): ``tests/test_schema.py`` checks it once, and nothing changes it once installed."""
    schema = load_schema()
    validator: Draft202012Validator = StrictValidator(schema)
    return validator


@cache
def resolved_validator() -> Draft202012Validator:
    """A validator for a merged variant: every object under ``rules`` must state every key."""
    schema = copy.deepcopy(load_schema())

    defs = schema["$defs"]

    def require_all(node: dict[str, Any], refs: tuple[str, ...]) -> None:
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/$defs/") and ref not in refs:
            # Inline the definition, so that its keys are required here (and only where it
            # is used outside a partial mapping): an item of deal.misdeal.repeated must say
            # all it changes, an outcome's changes (x-leaf) need not.
            refs = (*refs, ref)
            del node["$ref"]
            for key, value in copy.deepcopy(defs[ref.removeprefix("#/$defs/")]).items():
                node.setdefault(key, value)
        if node.get("x-leaf"):
            return  # a partial mapping (an outcome's changes): its keys stay optional
        props = node.get("properties")
        if isinstance(props, dict) and node.get("additionalProperties") is False:
            node["required"] = sorted(props)
        for key, value in node.items():
            if key == "properties":
                for child in value.values():
                    if isinstance(child, dict):
                        require_all(child, refs)
            elif isinstance(value, dict):
                require_all(value, refs)
            elif isinstance(value, list):
                for item in value:
                    if isinstance(item, dict):
                        require_all(item, refs)

    require_all(defs["rules"], ())
    schema["required"] = ["title", "rules"]
    validator: Draft202012Validator = StrictValidator(schema)
    return validator


@cache
def _leaves() -> tuple[tuple[str, ...], ...]:
    root = load_schema()
    out: list[tuple[str, ...]] = []

    def walk(node: dict[str, Any], path: tuple[str, ...]) -> None:
        node = _resolve(node, root)
        props = node.get("properties")
        if (
            node.get("type") == "object"
            and isinstance(props, dict)
            and props
            and not node.get("x-leaf")
        ):
            for key, child in props.items():
                walk(child, (*path, key))
        else:
            out.append(path)

    walk(root["$defs"]["rules"], ())
    return tuple(out)


@cache
def leaf_mappings() -> frozenset[str]:
    """The rule paths whose value is a whole mapping (``"x-leaf": true`` in the schema): a
    variant that sets one replaces its parent's value instead of merging into it."""
    root = load_schema()
    return frozenset(
        path for path in rule_paths() if _resolve(rule_schema(path) or {}, root).get("x-leaf")
    )


def rule_paths(*, groups: bool = False) -> list[str]:
    """Every leaf rule path in schema order (``table.players`` …); with ``groups``, every
    intermediate path too (``table``, ``scoring.capot`` …). A new list each call."""
    return list(_rule_paths(groups))


@cache
def _rule_paths(groups: bool) -> tuple[str, ...]:
    paths = [".".join(p) for p in _leaves()]
    if not groups:
        return tuple(paths)
    out: list[str] = []
    seen: set[str] = set()
    for leaf in _leaves():
        for i in range(1, len(leaf) + 1):
            dotted = ".".join(leaf[:i])
            if dotted not in seen:
                seen.add(dotted)
                out.append(dotted)
    return tuple(out)


@cache
def rule_path_set(*, groups: bool = False) -> frozenset[str]:
    """:func:`rule_paths` as a set, for membership tests."""
    return frozenset(_rule_paths(groups))


def rule_schema(path: str) -> dict[str, Any] | None:
    """The schema node of a rule path (``play.undertrump``), or None if there is no such rule.

    The returned node keeps the ``description`` written at the place of use."""
    root = load_schema()
    node: dict[str, Any] = root["$defs"]["rules"]
    if not path:
        return node
    for part in path.split("."):
        resolved = _resolve(node, root)
        props = resolved.get("properties")
        if not isinstance(props, dict) or part not in props:
            return None
        node = props[part]
    resolved = _resolve(node, root)
    if resolved is node:
        return node
    merged = dict(resolved)
    for key, value in node.items():
        if key == "description" or key.startswith("x-"):
            merged[key] = value
    return merged


@cache
def rule_reads(path: str) -> tuple[str, ...]:
    """The other leaf rules whose values the rule at ``path`` builds on (the schema's
    ``x-reads``, groups expanded): a capot outcome scores the capot's points. A note a parent
    wrote for the rule may quote them, so it no longer applies when a child changes one."""
    node = rule_schema(path) or {}
    out: list[str] = []
    for read in node.get("x-reads", ()):
        out += [p for p in _rule_paths(False) if p == read or p.startswith(read + ".")]
    return tuple(dict.fromkeys(out))


# ----------------------------------------------------------------- the schema in other languages


def schema_file(lang: str = "en") -> str:
    """The file name of the variant schema in ``lang``: ``variant.schema.json`` for English
    (the source), ``variant.schema.<lang>.json`` for a translation (``variant.schema.fr.json``)."""
    if lang == "en":
        return SCHEMA_FILE
    return SCHEMA_FILE.removesuffix(".json") + f".{lang}.json"


def schema_id(lang: str = "en") -> str:
    """The ``$id`` of the variant schema in ``lang``: where the documentation publishes it
    (``https://belote-spec.example/schema/variant.schema.fr.json``)."""
    return SCHEMA_BASE + schema_file(lang)


def localized_schema(lang: str) -> dict[str, Any]:
    """A deep copy of the variant schema with every ``title`` and ``description`` translated
    into ``lang`` (``translator(lang).pgettext("schema", text)``; a text the catalog lacks stays
    English) and its ``$id`` naming the file of that language. Everything else, and so what
    it accepts, is the English schema's. Raises :class:`~belote_spec.i18n.UnknownLanguage`
    for a language with no catalog."""
    tr = translator(lang)

    def translate(node: Any) -> Any:
        if isinstance(node, dict):
            return {
                key: (
                    tr.pgettext("schema", value)
                    if key in TEXT_KEYWORDS and isinstance(value, str) and value.strip()
                    else translate(value)
                )
                for key, value in node.items()
            }
        if isinstance(node, list):
            return [translate(item) for item in node]
        return node

    schema: dict[str, Any] = translate(copy.deepcopy(load_schema()))
    schema["$id"] = schema_id(lang)
    return schema


def localized_schema_text(lang: str) -> str:
    """:func:`localized_schema` as the text of its shipped file (two-space indents, UTF-8
    characters as they are, one final newline)."""
    return json.dumps(localized_schema(lang), ensure_ascii=False, indent=2) + "\n"


def write_localized_schemas(folder: Path | None = None, *, check: bool = False) -> list[Path]:
    """Write ``variant.schema.<lang>.json`` for each of :data:`LOCALIZED_LANGUAGES` into
    ``folder`` (default: beside this module, in a checkout), from the compiled catalogs: run it
    after ``python tools/catalogs.py compile``. Returns the files that were out of date; with
    ``check``, writes nothing (the files are only compared)."""
    target = Path(__file__).resolve().parent if folder is None else folder
    stale: list[Path] = []
    for lang in LOCALIZED_LANGUAGES:
        path = target / schema_file(lang)
        text = localized_schema_text(lang)
        try:
            same = path.read_text(encoding="utf-8") == text
        except (OSError, UnicodeDecodeError):
            same = False
        if same:
            continue
        stale.append(path)
        if not check:
            path.write_text(text, encoding="utf-8")
    return stale
