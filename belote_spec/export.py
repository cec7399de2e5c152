"""A resolved variant as a versioned JSON document, for programs written in any language.

:func:`export_variant` gives a variant with its inheritance and options applied, the source
of every rule, the sources themselves and the options the variant offers. The document
validates against ``resolved.schema.json`` (shipped beside the variant schema; see
:func:`resolved_schema_text`) and says nothing of the machine it was made on: no file path,
only names. Its shape (``"version": 1``)::

    {
      "format": "belote-spec/resolved-variant",
      "version": 1,
      "belote_spec": "0.1.0",
      "variant": {"id": "club+vache", "name": "club", "options": ["vache"],
                  "title": "...", "description": "...", "chain": ["club", "classic", "base"]},
      "rules": {...every rule, as in a variant file, all stated...},
      "provenance": {"play.undertrump": {"source": "002", "section": "...", "note": null,
                     "choice": false, "cited_as": "play", "declared_in": "classic",
                     "inherited_by": [], "inherited_notes": []}, ...},
      "sources": {"002": {"title": "...", "publisher": "...", "date": "...", "url": null,
                  "file": "002_....txt", "summary": "...", "sections": [...]}, ...},
      "options": [{"name": "vache", "title": "...", "description": "...", "requires": [],
                   "conflicts": [], "chosen": true}, ...]
    }

``provenance`` has one entry per leaf rule that a source cites (a rule no layer cites has
none). ``options`` lists every option of the variant in the order of its file, chosen or
not. A change of this shape that could break a reader raises ``version``.

``resolved.schema.json`` refers to ``variant.schema.json`` for the rules, and both carry
annotations of belote-spec's own (``x-schema-version``, ``x-leaf``, ``x-null``).
:func:`bundled_schema_text`, what ``belote-spec export --schema`` prints, is the same schema as
one self-contained document for a validator in any language: the definitions of the variant
schema it uses are copied under ``$defs`` (``variant_rules``…), every ``$ref`` points inside
the document, and the ``x-*`` annotations, which no validator reads, are left out, so that a
validator in strict mode (ajv's default) takes it as it is. It accepts exactly the documents
the two files accept.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from functools import cache
from importlib import resources
from pathlib import PurePosixPath, PureWindowsPath
from typing import Any

from .loader import Source, Variant, load_variant, thaw
from .schema import SCHEMA_FILE, load_schema
from .version import __version__

__all__ = [
    "EXPORT_FORMAT",
    "EXPORT_VERSION",
    "bundled_schema_text",
    "export_json",
    "export_variant",
    "load_bundled_schema",
    "load_resolved_schema",
    "resolved_schema_text",
]

#: The ``format`` of every exported document.
EXPORT_FORMAT = "belote-spec/resolved-variant"
#: The ``version`` of the document's shape.
EXPORT_VERSION = 1


def resolved_schema_text() -> str:
    """The text of ``resolved.schema.json``, exactly as shipped."""
    return resources.files("belote_spec.schema").joinpath("resolved.schema.json").read_text("utf-8")


@cache
def load_resolved_schema() -> dict[str, Any]:
    """``resolved.schema.json`` as a dict (shared: do not modify)."""
    data: dict[str, Any] = json.loads(resolved_schema_text())
    return data


#: The name of a variant schema's definition in the bundled schema: ``$defs/variant_rules``.
BUNDLED_PREFIX = "variant_"
_LOCAL = "#/$defs/"
_FROM_VARIANT = SCHEMA_FILE + _LOCAL

# Where a JSON Schema 2020-12 keyword holds subschemas: one, a mapping of them, a list of them.
# Any other keyword's value (enum, const, default, required…) is data, copied as it is.
_ONE_SCHEMA = frozenset(
    {
        "additionalProperties",
        "contains",
        "else",
        "if",
        "items",
        "not",
        "propertyNames",
        "then",
        "unevaluatedItems",
        "unevaluatedProperties",
    }
)
_SCHEMA_MAP = frozenset({"$defs", "dependentSchemas", "patternProperties", "properties"})
_SCHEMA_LIST = frozenset({"allOf", "anyOf", "oneOf", "prefixItems"})


def _bundled(node: Any, refer: Callable[[str], str]) -> Any:
    """A subschema without its ``x-*`` keywords, each ``$ref`` rewritten by ``refer``."""
    if not isinstance(node, dict):
        return node  # true or false
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key.startswith("x-"):
            continue
        if key == "$ref":
            out[key] = refer(value)
        elif key in _ONE_SCHEMA:
            out[key] = _bundled(value, refer)
        elif key in _SCHEMA_MAP:
            out[key] = {name: _bundled(sub, refer) for name, sub in value.items()}
        elif key in _SCHEMA_LIST:
            out[key] = [_bundled(sub, refer) for sub in value]
        else:
            out[key] = copy.deepcopy(value)
    return out


@cache
def load_bundled_schema() -> dict[str, Any]:
    """``resolved.schema.json`` as one self-contained document (see the module's
    description), as a dict (shared: do not modify). Raises :class:`ValueError` if the shipped
    schemas use a ``$ref`` it cannot bundle (a bug of belote-spec, caught by its tests)."""
    variant = load_schema()
    needed: list[str] = []

    def bundled_ref(pointer: str, ref: str) -> str:
        name, slash, rest = pointer.partition("/")
        if name not in variant["$defs"]:
            raise ValueError(f"{SCHEMA_FILE} has no $defs/{name} (a $ref to {ref!r})")
        if name not in needed:
            needed.append(name)
        return _LOCAL + BUNDLED_PREFIX + name + slash + rest

    def from_resolved(ref: str) -> str:
        if ref.startswith(_LOCAL):
            return ref
        if ref.startswith(_FROM_VARIANT):
            return bundled_ref(ref.removeprefix(_FROM_VARIANT), ref)
        raise ValueError(f"resolved.schema.json: cannot bundle the $ref {ref!r}")

    def from_variant(ref: str) -> str:
        if ref.startswith(_LOCAL):
            return bundled_ref(ref.removeprefix(_LOCAL), ref)
        raise ValueError(f"{SCHEMA_FILE}: cannot bundle the $ref {ref!r}")

    resolved = load_resolved_schema()
    bundle: dict[str, Any] = _bundled(resolved, from_resolved)
    defs = bundle.setdefault("$defs", {})
    for name in needed:  # grows while the definitions copied refer to others
        key = BUNDLED_PREFIX + name
        if key in defs:
            raise ValueError(f"resolved.schema.json already has a $defs/{key}")
        defs[key] = _bundled(variant["$defs"][name], from_variant)
    bundle["$comment"] = (
        f"resolved.schema.json (x-schema-version {resolved['x-schema-version']}) as one "
        f"document, as `belote-spec export --schema` prints it: the definitions of "
        f"{SCHEMA_FILE} (x-schema-version {variant['x-schema-version']}) that it uses are "
        f"under $defs/{BUNDLED_PREFIX}*, and the x-* annotations of belote-spec's own tools "
        f"are left out. It accepts exactly the documents resolved.schema.json accepts."
    )
    return bundle


def bundled_schema_text() -> str:
    """:func:`load_bundled_schema` as text, as :func:`export_json` writes a document: indented
    by 2, UTF-8 characters as they are, every object's keys sorted, ending with a newline. The
    same belote-spec gives the same bytes."""
    return json.dumps(load_bundled_schema(), indent=2, ensure_ascii=False, sort_keys=True) + "\n"


def _file_name(file: str | None) -> str | None:
    """Only the last part of a source's file name: never a folder of the machine."""
    if file is None:
        return None
    name = PureWindowsPath(PurePosixPath(file).name).name
    return name or None


def _source(source: Source) -> dict[str, Any]:
    return {
        "title": source.title,
        "publisher": source.publisher,
        "date": source.date,
        "url": source.url,
        "file": _file_name(source.file),
        "summary": source.summary,
        "sections": list(source.sections),
    }


def export_variant(variant: str | Variant) -> dict[str, Any]:
    """The resolved variant as a plain JSON-able document (see the module's description).

    ``variant`` is a :class:`~belote_spec.loader.Variant` or what :func:`load_variant`
    accepts as a name (``"club+vache"``); a bad one raises
    :class:`~belote_spec.errors.VariantError`.
    """
    if not isinstance(variant, Variant):
        variant = load_variant(variant)
    provenance: dict[str, Any] = {}
    for path, _value in variant.items():
        cite = variant.citation(path)
        if cite is None:
            continue
        provenance[path] = cite.as_dict()
    return {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "belote_spec": __version__,
        "variant": {
            "id": variant.id,
            "name": variant.name,
            "options": list(variant.options),
            "title": variant.title,
            "description": variant.description,
            "chain": list(variant.chain),
        },
        "rules": thaw(variant.rules),
        "provenance": provenance,
        "sources": {key: _source(variant.sources[key]) for key in sorted(variant.sources)},
        "options": [
            {
                "name": info.name,
                "title": info.title,
                "description": info.description,
                "requires": list(info.requires),
                "conflicts": list(info.conflicts),
                "chosen": info.name in variant.options,
            }
            for info in variant.available_options.values()
        ],
    }


def export_json(variant: str | Variant) -> str:
    """:func:`export_variant` as text: indented by 2, UTF-8 characters as they are, the keys
    of every object sorted (lists keep their order), ending with a newline. The same variant
    gives the same bytes."""
    return json.dumps(export_variant(variant), indent=2, ensure_ascii=False, sort_keys=True) + "\n"
