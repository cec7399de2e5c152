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
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from pathlib import PurePosixPath, PureWindowsPath
from typing import Any

from . import __version__
from .loader import Source, Variant, load_variant, thaw

__all__ = [
    "EXPORT_FORMAT",
    "EXPORT_VERSION",
    "export_json",
    "export_variant",
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
