"""A resolved variant as data: its rules, their provenance and sources, its options.

:func:`belote_spec.loader.load_variant` reads, composes and validates the files and builds a
:class:`Variant`; nothing here reads a file. :meth:`Variant.compile` is the one import that
reaches up a layer (to the engine, when it is called).
"""

from __future__ import annotations

import functools
import json
import os
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from .errors import Problem
from .finding import SUFFIXES as _SUFFIXES

# Names that moved to the modules below the loader, still importable from here.
from .finding import _variant_files as _variant_files
from .frozen import freeze as freeze
from .frozen import thaw as thaw
from .i18n import _
from .schema import (
    rule_path_set,
    rule_paths,
    rule_reads,
)
from .schema.messages import schema_error_text as schema_error_text
from .yamlsafe import KeyPath, Mark

if TYPE_CHECKING:
    from .engine.rules import Rules

__all__ = [
    "Citation",
    "OptionInfo",
    "Source",
    "Variant",
    "VariantInfo",
    "option_spec",
    "parse_variant_spec",
    "required_options",
]



@dataclass(frozen=True, slots=True)
class Source:
    """A source document cited by provenance."""

    key: str
    title: str
    file: str | None = None
    summary: str | None = None
    publisher: str | None = None
    date: str | None = None
    url: str | None = None
    sections: tuple[str, ...] = ()
    """The sections a citation of this source may name (empty: not indexed)."""

    @classmethod
    def from_data(cls, key: str, data: Any) -> Source:
        """A source from a variant file's ``sources`` entry (read defensively)."""
        if not isinstance(data, Mapping):
            return cls(key, key)
        sections = data.get("sections")

        def text(name: str) -> str | None:
            value = data.get(name)
            return value if isinstance(value, str) else None

        return cls(
            key,
            text("title") or key,
            text("file"),
            text("summary"),
            text("publisher"),
            text("date"),
            text("url"),
            tuple(str(x) for x in sections) if isinstance(sections, list) else (),
        )


@dataclass(frozen=True, slots=True)
class Citation:
    """Where one rule comes from.

    ``path`` is the provenance entry that matched (the rule itself or a group containing it);
    ``declared_in`` names the layer that cites it (``classic``, ``club+vache``); ``inherited_by``
    lists the layers that said the rule is inherited because their document is silent.
    """

    source: str | None
    section: str | None
    note: str | None
    choice: bool
    path: str
    declared_in: str
    source_title: str | None = None
    inherited_by: tuple[str, ...] = ()
    inherited_notes: tuple[str, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        """Plain JSON-able data: every field but the source's title (``path`` as
        ``cited_as``), each present even when empty."""
        return {
            "source": self.source,
            "section": self.section,
            "note": self.note,
            "choice": self.choice,
            "cited_as": self.path,
            "declared_in": self.declared_in,
            "inherited_by": list(self.inherited_by),
            "inherited_notes": list(self.inherited_notes),
        }

    def short(self) -> str:
        """A one-line form: ``002 § Fournir, couper, monter``."""
        text = self.source or "?"
        if self.section:
            text += f" § {self.section}"
        if self.choice:
            # TRANSLATORS: a rule the variant chose where its source leaves a choice
            text = _("{citation} (choice)", citation=text)
        if self.inherited_by:
            text = _(
                "{citation} (inherited by {layers})",
                citation=text,
                layers=", ".join(self.inherited_by),
            )
        return text


@dataclass(frozen=True, slots=True)
class OptionInfo:
    """An option a variant offers."""

    name: str
    title: str
    description: str
    requires: tuple[str, ...] = ()
    conflicts: tuple[str, ...] = ()
    defined_in: str = ""
    """The variant whose file defines the option (``classic`` for ``club``'s inherited
    ``sans-annonces``); empty when not known."""


@dataclass(frozen=True, slots=True)
class VariantInfo:
    """A variant file found by :func:`list_variants`."""

    name: str
    title: str
    path: Path
    origin: str
    abstract: bool = False
    options: tuple[OptionInfo, ...] = ()
    problems: tuple[Problem, ...] = ()


@dataclass(frozen=True, slots=True)
class _Layer:
    origin: str
    file: str
    entries: Mapping[str, Mapping[str, Any]]


@dataclass(frozen=True, eq=False)
class Variant:
    """A merged, validated variant. Immutable: ``rules`` is a read-only mapping whose lists are
    tuples. Use :meth:`rule` to read one rule by path and :meth:`citation` for its source."""

    name: str
    title: str
    description: str
    options: tuple[str, ...]
    rules: Mapping[str, Any]
    available_options: Mapping[str, OptionInfo]
    files: tuple[Path, ...]
    chain: tuple[str, ...]
    sources: Mapping[str, Source]
    _layers: tuple[_Layer, ...] = field(repr=False)
    abstract: bool = False
    """An abstract variant (``base``) only serves as a parent."""
    _origins: Mapping[KeyPath, tuple[str, Mark]] = field(
        default_factory=lambda: MappingProxyType({}), repr=False
    )
    _set_by: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}), repr=False)
    """Rule path → the layer (``classic``, ``club+vache``) that gave the rule its value: the
    most specific layer that changed it. A citation of a less specific layer explains a value
    the rule no longer has, so :meth:`citation` does not look there."""

    @property
    def id(self) -> str:
        """The variant and its options as written on the command line: ``club+vache``."""
        return "+".join((self.name, *self.options))

    def rule(self, path: str) -> Any:
        """The value of one rule (``play.undertrump``), or a group as a mapping."""
        node: Any = self.rules
        for part in path.split("."):
            if not isinstance(node, Mapping) or part not in node:
                raise KeyError(_("{variant} has no rule '{path}'", variant=self.id, path=path))
            node = node[part]
        return node

    def locate(self, path: KeyPath) -> tuple[str, int, int]:
        """Where the rule at ``path`` (``("plugins", 0, "params")``) was written, as
        ``(file, line, column)``: the most specific layer that set it or an enclosing key;
        line 0 when no file wrote it."""
        probe = path
        while probe:
            if probe in self._origins:
                file, mark = self._origins[probe]
                return file, mark.line, mark.column
            probe = probe[:-1]
        return (_display(self.files[0]) if self.files else self.id), 0, 0

    def plugin_params(self, name: str) -> Mapping[str, Any]:
        """The parameters the variant gives the plugin ``name`` (empty if none)."""
        for entry in self.rule("plugins"):
            if isinstance(entry, Mapping) and entry.get("name") == name:
                return entry.get("params") or MappingProxyType({})
        return MappingProxyType({})

    def items(self) -> Iterator[tuple[str, Any]]:
        """Every leaf rule as ``(path, value)``, in schema order."""
        for path in rule_paths():
            yield path, self.rule(path)

    def citation(self, path: str) -> Citation | None:
        """Where the rule at ``path`` comes from, or None if no layer cites it.

        Only the layers that gave the rule its present value, or came after it, are looked at:
        when a file or an option changes a rule, the notes and citations its parents wrote
        for the old value no longer apply (a club that sets the capot to 500 is not cited by
        the parent's « marque 250 »)."""
        inherited: list[str] = []
        notes: list[str] = []
        noted = self._notes_from(path)
        for layer in self._eligible_layers(path):
            best = _citing_entry(layer.entries, path)
            if best is None:
                continue
            entry_path, entry = best
            note = entry.get("note") if layer.origin in noted else None
            if entry.get("inherited"):
                inherited.append(layer.origin)
                if note:
                    notes.append(f"{layer.origin}: {note}")
                if not entry.get("source"):
                    continue
            source = entry.get("source")
            src = self.sources.get(source) if isinstance(source, str) else None
            return Citation(
                source=source,
                section=entry.get("section"),
                note=note,
                choice=bool(entry.get("choice", False)),
                path=entry_path,
                declared_in=layer.origin,
                source_title=src.title if src else None,
                inherited_by=tuple(inherited),
                inherited_notes=tuple(notes),
            )
        return None

    def set_by(self, path: str) -> str | None:
        """The layer that gave the rule at ``path`` its value (``base``, ``classic``,
        ``club+vache``), or None for a path that is not a rule of the variant."""
        return self._set_by.get(path)

    @property
    def layer_names(self) -> tuple[str, ...]:
        """The layers of the variant, most specific first: its chosen options
        (``club+vache``), its file (``club``), then its parents (``classic``, ``base``)."""
        return tuple(layer.origin for layer in self._layers)

    def _notes_from(self, path: str) -> frozenset[str]:
        """The layers whose notes may be shown for the rule at ``path``: a rule that builds on
        other rules' values (the schema's ``x-reads``: a capot outcome scores the capot's
        points) keeps only the notes of layers at least as specific as the last one that
        changed those values, since an older note may quote a value they no longer have."""
        names = [layer.origin for layer in self._layers]
        reads = rule_reads(path) if path in rule_path_set() else ()
        newest = min(
            (names.index(owner) for read in reads if (owner := self._set_by.get(read)) in names),
            default=len(names),
        )
        return frozenset(names[: newest + 1])

    def _eligible_layers(self, path: str) -> Iterator[_Layer]:
        """The layers whose provenance may explain the rule at ``path``: most specific first,
        down to the one that gave the rule its value (every layer for a group path)."""
        owner = self._set_by.get(path)
        for layer in self._layers:
            yield layer
            if layer.origin == owner:
                return

    def own_citation(self, path: str) -> tuple[str, Mapping[str, Any]] | None:
        """The entry of the variant's own file (not its parents' or options') for ``path``."""
        for layer in self._layers:
            if layer.origin == self.name:
                return _citing_entry(layer.entries, path)
        return None

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able data: name, options, title, rules, and a citation per rule."""
        provenance: dict[str, Any] = {}
        for path, _value in self.items():
            cite = self.citation(path)
            if cite is not None:  # the empty values left out
                kept = ("source", "section", "note", "choice", "declared_in", "inherited_by")
                provenance[path] = {
                    k: v
                    for k, v in cite.as_dict().items()
                    if k in kept and v not in (None, False, [])
                }
        return {
            "name": self.name,
            "options": list(self.options),
            "title": self.title,
            "description": self.description,
            "rules": thaw(self.rules),
            "provenance": provenance,
            "files": [str(f) for f in self.files],
        }

    def compile(self, **kwargs: Any) -> Rules:
        """Compile the rules into kernels (see :func:`belote_spec.engine.compile_variant`)."""
        from .engine.rules import compile_variant

        return compile_variant(self, **kwargs)

    def __repr__(self) -> str:
        return f"<Variant {self.id}>"

    # A variant pickles and deep-copies (for multiprocessing, search bots): its read-only
    # mappings travel as plain data and are made read-only again on arrival.
    _PROXIES = ("available_options", "sources", "_origins", "_set_by")

    def __getstate__(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        state["rules"] = thaw(self.rules)
        for name in self._PROXIES:
            state[name] = dict(state[name])
        return state

    def __setstate__(self, state: Mapping[str, Any]) -> None:
        restored = dict(state)
        restored["rules"] = freeze(restored["rules"])
        for name in self._PROXIES:
            restored[name] = MappingProxyType(dict(restored[name]))
        self.__dict__.update(restored)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Variant):
            return NotImplemented
        return self.id == other.id and thaw(self.rules) == thaw(other.rules)

    def __hash__(self) -> int:
        return hash(self.id)


def _best_entry(
    entries: Mapping[str, Mapping[str, Any]], path: str
) -> tuple[str, Mapping[str, Any]] | None:
    probe = path
    while True:
        if probe in entries:
            return probe, entries[probe]
        if "." not in probe:
            return None
        probe = probe.rsplit(".", 1)[0]


def required_options(option: str, options: Mapping[str, OptionInfo]) -> tuple[str, ...]:
    """``option`` after the options it requires, transitively: the smallest list of options
    under which it can be loaded."""
    chosen: list[str] = []
    visiting: set[str] = set()

    def add(opt: str) -> None:
        # a cycle of requires is reported by the loader; here it only must not recurse
        if opt in chosen or opt in visiting or opt not in options:
            return
        visiting.add(opt)
        for required in options[opt].requires:
            add(required)
        chosen.append(opt)

    add(option)
    return tuple(chosen)


def option_spec(name: str, option: str, options: Mapping[str, OptionInfo]) -> str:
    """``name+option`` with the options it requires, transitively (``traditional+a+b``): the
    smallest spec under which ``option`` can be loaded."""
    return "+".join((name, *required_options(option, options)))


def parse_variant_spec(spec: str) -> tuple[str, tuple[str, ...]]:
    """``"club+vache+sans-atout"`` → ``("club", ("vache", "sans-atout"))``. An empty option
    (``"club+"``, ``"club++vache"``) is kept as ``""``: :func:`load_variant` refuses it."""
    if os.sep in spec or "/" in spec or spec.endswith(_SUFFIXES):
        _head, *opts = spec.rsplit("/", 1)[-1].split("+")
        if opts:
            return spec[: len(spec) - len("+".join(opts)) - 1], tuple(opts)
        return spec, ()
    name, *opts = spec.split("+")
    return name, tuple(opts)


def _display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def _citing_entry(
    entries: Mapping[str, Mapping[str, Any]], path: str
) -> tuple[str, Mapping[str, Any]] | None:
    """The provenance entry of one layer that cites the rule at ``path``: the most specific
    entry naming it or a group holding it; for a rule added to the schema after the group
    citations were written (not in ``schema/cited-by-groups.json``), only an entry naming it.
    A variant that leaves such a rule alone thus keeps its parent's citation (``base.yaml``
    names every rule) rather than its own citation of the whole group, written for the rules
    the group had then."""
    found = _best_entry(entries, path)
    if found is None or found[0] == path or path in _group_cited() or path not in rule_path_set():
        return found
    return None


@functools.cache
def _group_cited() -> frozenset[str]:
    """The rules a citation of a whole group cites (``schema/cited-by-groups.json``)."""
    text = resources.files("belote_spec.schema").joinpath("cited-by-groups.json").read_text("utf-8")
    return frozenset(json.loads(text)["rules"])
