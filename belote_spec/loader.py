"""Finding, reading, composing and validating variant files.

A variant file may ``extends:`` another (by name, or by a path relative to itself, to a file in
its own folder or below: never an absolute path or one that leaves the folder) and
override it; it may offer ``options``, small overlays chosen when it is loaded. The merge rules:

* mappings merge key by key, recursively: a file states only what it changes;
* any other value (a number, a text, a **list**) replaces the parent's value whole, and so
  does a rule whose value is itself a mapping (``scoring.outcomes.capot``);
* ``remove: [rules.x.y]`` deletes a parent's key before the file's own rules are merged (the
  merged variant must still state every rule, so this serves to replace a mapping whole);
  ``remove: [options.name]`` takes away an option a parent offers: neither the file nor the
  files extending it offer it (the file may then define an option of that name anew);
* options apply after the whole chain, in the order they were chosen; each may ``remove`` and
  set rules the same way, and may name options it ``requires`` or ``conflicts`` with;
* ``provenance`` entries are looked up from the most specific layer (the last option, then the
  file, then its parents) and, within a layer, the most specific path; a rule a file leaves
  alone keeps its parents' citation, so a file cites only what it changes or what its own
  document says. An entry for a whole group (``play``) cites only the rules the group had
  when the shipped group citations were written (``schema/cited-by-groups.json``): a rule kind
  added since is cited by an entry naming it, ``base.yaml``'s unless a variant names it.

Every problem found anywhere in the chain is collected, and reported at once in a single
:class:`~belote_spec.errors.VariantError`.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import re
import warnings
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from .errors import Problem, VariantError, did_you_mean, escape_controls, hint_budget
from .finding import (
    ENTRY_POINT_GROUP,
    builtin_variant_dir,
    use_loader,
    variant_dirs,
    variant_files,
)
from .finding import SUFFIXES as _SUFFIXES

# Names that moved to the modules below the loader, still importable from here.
from .finding import _variant_files as _variant_files
from .frozen import freeze as freeze
from .frozen import thaw as thaw
from .i18n import _, message_language
from .schema import (
    file_validator,
    leaf_mappings,
    resolved_validator,
    rule_path_set,
    rule_paths,
)
from .schema.messages import _fmt, _one_of, _problems_from_errors, _type_of
from .schema.messages import schema_error_text as schema_error_text
from .variant import Citation as Citation
from .variant import OptionInfo, Source, Variant, VariantInfo, _display, _Layer, parse_variant_spec
from .variant import option_spec as option_spec
from .variant import required_options as required_options
from .yamlsafe import KeyPath, Mark, RefusedFile, YamlDocument, dotted, read_bounded, read_yaml

if TYPE_CHECKING:
    pass

__all__ = [
    "ENTRY_POINT_GROUP",
    "Citation",
    "OptionInfo",
    "Source",
    "Variant",
    "VariantInfo",
    "builtin_variant_dir",
    "list_variants",
    "load_variant",
    "option_spec",
    "parse_variant_spec",
    "required_options",
    "variant_dirs",
    "variant_files",
]


#: How many "did you mean" hints one load computes at most: a file with thousands of
#: misspelled paths is still reported in linear time (the first problems get a hint).
MAX_HINTS = 100


# --------------------------------------------------------------------------- one file


@dataclass
class _File:
    path: Path
    display: str
    doc: YamlDocument
    problems: list[Problem]
    name: str

    @property
    def data(self) -> dict[str, Any]:
        return self.doc.data if isinstance(self.doc.data, dict) else {}

    def locate(self, path: KeyPath, *, key: bool = False) -> tuple[str, Mark]:
        return self.display, self.doc.mark_of(path, key=key)

    def problem(
        self,
        at: KeyPath,
        shown: str,
        message: str,
        expected: str | None = None,
        hint: str | None = None,
        *,
        key: bool = False,
    ) -> Problem:
        """A problem named ``shown``, placed where this file writes ``at`` (its key if
        ``key``)."""
        mark = self.doc.mark_of(at, key=key)
        return Problem(self.display, mark.line, mark.column, shown, message, expected, hint)


#: Files already read and checked against the schema, by path, how the path is shown, name
#: and content digest: loading a variant with each combination of its options (``validate``)
#: reads and checks each file of its chain once. A cached file is never changed after it is
#: built (merging copies its values), so it is shared as it is. Its problems are written in
#: the language of messages, which is part of the key.
_FILES: OrderedDict[tuple[Path, str, str | None, bytes, str], _File] = OrderedDict()
_FILES_MAX = 256


def _read_file(path: Path, name_hint: str | None = None) -> _File:
    display = _display(path)
    try:
        raw = read_bounded(path)
    except (OSError, ValueError, RefusedFile):
        return _parse_file(path, display, name_hint)  # says why it cannot be read
    digest = hashlib.blake2b(raw, digest_size=16).digest()
    key = (path, display, name_hint, digest, message_language())
    cached = _FILES.get(key)
    if cached is not None:
        _FILES.move_to_end(key)
        return cached
    f = _parse_file(path, display, name_hint, raw)
    _FILES[key] = f
    if len(_FILES) > _FILES_MAX:
        _FILES.popitem(last=False)
    return f


def _parse_file(path: Path, display: str, name_hint: str | None, raw: bytes | None = None) -> _File:
    doc, raw_problems = read_yaml(path, display=display, raw=raw)
    problems = [
        dataclasses.replace(p, path=p.path.removeprefix("rules."))
        if p.path.startswith("rules.")
        else p
        for p in raw_problems
    ]
    name = name_hint or path.stem
    f = _File(path, display, doc, problems, name)
    if doc.data is None and not problems:
        problems.append(
            Problem(
                display,
                0,
                0,
                "",
                _("the file is empty"),
                _("a mapping of variant keys (title, rules…)"),
            )
        )
        return f
    if doc.data is not None and not isinstance(doc.data, dict):
        mark = doc.mark_of(())
        problems.append(
            Problem(
                display,
                mark.line,
                mark.column,
                "",
                _("the file holds {kind}, not a mapping", kind=_type_of(doc.data)),
                _("a mapping of variant keys (title, extends, rules, provenance, options)"),
            )
        )
        return f
    if isinstance(doc.data, dict) and not _check_schema_version(f):
        return f
    if isinstance(doc.data, dict):
        # A value the reader already refused (a YAML 1.1 spelling, a tag) gets one problem,
        # not a second one from the schema about the same place.
        flagged = {(p.line, p.column) for p in problems}
        problems.extend(
            p
            for p in _problems_from_errors(
                file_validator().iter_errors(doc.data), lambda p, k: f.locate(p, key=k)
            )
            if (p.line, p.column) not in flagged
        )
        declared = doc.data.get("name")
        if isinstance(declared, str):
            f.name = declared
        elif found := _CONTROL.search(f.name):
            # The name comes from the file name: `list`, `show` and game records print it.
            problems.append(
                Problem(
                    display,
                    0,
                    0,
                    "",
                    _(
                        "the file name contains the control character U+{code:04X}",
                        code=ord(found.group()),
                    ),
                    _("a file name of printable characters, or a 'name:' key"),
                )
            )
    return f


_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")


# --------------------------------------------------------------------------- schema versions

#: The version of ``variant.schema.json`` this belote-spec reads (its ``x-schema-version``). A
#: variant file names the version it is written for with a top-level ``schema_version`` key;
#: without one, it is written for this version.
SCHEMA_VERSION = 1

#: How a file written for an older schema version is read: ``MIGRATIONS[n]`` takes the data of
#: a file written for version ``n`` (a copy, which it may change) and returns it as version
#: ``n + 1`` would write it; the first line of its docstring says what it changed, for the
#: warning shown on loading such a file. Empty while there has been only one version.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def _check_schema_version(f: _File) -> bool:
    """Read the file's ``schema_version``: True when its data can now be checked against the
    schema (the current version, or an older one migrated to it, with a warning); False, with
    one problem, when it is written for a version this belote-spec cannot read. A value that is
    not a whole number is left to the schema to report."""
    data = f.doc.data
    assert isinstance(data, dict)
    version = data.get("schema_version", SCHEMA_VERSION)
    if type(version) is not int or version == SCHEMA_VERSION:
        return True
    at = ("schema_version",)
    if version > SCHEMA_VERSION:
        f.problems.append(
            f.problem(
                at,
                "schema_version",
                _(
                    "this file is written for schema version {version}; this belote-spec reads "
                    "version {current}: upgrade belote-spec",
                    version=version,
                    current=SCHEMA_VERSION,
                ),
                _("a schema_version of at most {current}", current=SCHEMA_VERSION),
            )
        )
        return False
    if version < 1 and version not in MIGRATIONS:
        f.problems.append(
            f.problem(
                at,
                "schema_version",
                _("{version} is not a schema version: they count from 1", version=version),
                _("a whole number from {low} to {high}", low=1, high=SCHEMA_VERSION),
            )
        )
        return False
    changes: list[str] = []
    step = version
    while step < SCHEMA_VERSION:
        migrate = MIGRATIONS.get(step)
        if migrate is None:
            f.problems.append(
                f.problem(
                    at,
                    "schema_version",
                    _(
                        "this file is written for schema version {version}, which this "
                        "belote-spec (schema version {current}) can no longer read: "
                        "nothing migrates version {step} to {next}",
                        version=version,
                        current=SCHEMA_VERSION,
                        step=step,
                        next=step + 1,
                    ),
                    _("a file written for schema version {current}", current=SCHEMA_VERSION),
                )
            )
            return False
        data = migrate(_copy(data))
        doc = (migrate.__doc__ or "").strip().splitlines()
        changes.append(
            f"{step} to {step + 1}: {doc[0].strip()}" if doc else f"{step} to {step + 1}"
        )
        step += 1
    data.pop("schema_version", None)  # now written for the current version, which is the default
    f.doc.data = data
    mark = f.doc.mark_of(at)
    warnings.warn(
        escape_controls(
            f"{f.display}:{mark.line}:{mark.column}: schema_version: "
            + _(
                "this file is written for schema version {version} and was migrated to "
                "version {current} on loading ({changes}); update it and write "
                "schema_version: {current}",
                version=version,
                current=SCHEMA_VERSION,
                changes="; ".join(changes),
            )
        ),
        FutureWarning,
        stacklevel=2,
    )
    return True


# --------------------------------------------------------------------------- composing


@dataclass
class _Merged:
    """The rules being merged, and where each value (and each removal) was written.

    ``origin`` maps a rule path to ``(file, mark, rank)``; the rank grows with each layer
    merged (parents first, then the file, then its options), so the highest rank is the most
    specific place."""

    leaf: _File
    rules: dict[str, Any] = field(default_factory=dict)
    origin: dict[KeyPath, tuple[str, Mark, int]] = field(default_factory=dict)
    removed: dict[KeyPath, tuple[str, Mark, int]] = field(default_factory=dict)

    def _find(self, path: KeyPath) -> tuple[str, Mark, int] | None:
        probe = path
        while probe:
            if probe in self.origin:
                return self.origin[probe]
            probe = probe[:-1]
        return None

    def locate(self, path: KeyPath, key: bool = False) -> tuple[str, Mark]:
        found = self._find(path)
        if found is None:
            return self.locate_in_leaf(path)
        return found[0], found[1]

    def rank(self, path: KeyPath) -> int:
        found = self._find(path)
        return -1 if found is None else found[2]

    def locate_in_leaf(self, path: KeyPath, key: bool = True) -> tuple[str, Mark]:
        """Where a missing rule belongs: the removal that deleted it, or the deepest
        enclosing key written in the leaf file, or its ``rules:`` key, or the file."""
        probe = path
        while probe:
            if probe in self.removed:
                file, mark, _rank = self.removed[probe]
                return file, mark
            probe = probe[:-1]
        doc = self.leaf.doc
        probe = ("rules", *path)
        while probe:
            if probe in doc.key_marks:
                return self.leaf.display, doc.key_marks[probe]
            if isinstance(probe[-1], int) and probe in doc.value_marks:
                return self.leaf.display, doc.value_marks[probe]  # a list item
            probe = probe[:-1]
        return self.leaf.display, Mark(0, 0)


def _merge_into(
    target: dict[str, Any],
    overlay: Mapping[str, Any],
    merged: _Merged,
    file: _File,
    doc_path: KeyPath,
    rule_path: KeyPath,
    rank: int,
) -> None:
    for key, value in overlay.items():
        here_doc = (*doc_path, key)
        here_rule = (*rule_path, key)
        merged.origin[here_rule] = (file.display, file.doc.mark_of(here_doc), rank)
        mergeable = isinstance(value, Mapping) and isinstance(target.get(key), dict)
        if mergeable and ".".join(map(str, here_rule)) not in leaf_mappings():
            _merge_into(target[key], value, merged, file, here_doc, here_rule, rank)
        else:
            target[key] = _copy(value)
            _record_origins(value, merged, file, here_doc, here_rule, rank)


def _record_origins(
    value: Any, merged: _Merged, file: _File, doc_path: KeyPath, rule_path: KeyPath, rank: int
) -> None:
    children: Iterable[tuple[str | int, Any]]
    if isinstance(value, Mapping):
        children = value.items()
    elif isinstance(value, list):
        children = enumerate(value)
    else:
        return
    for key, child in children:
        here = (*rule_path, key)
        merged.origin[here] = (file.display, file.doc.mark_of((*doc_path, key)), rank)
        _record_origins(child, merged, file, (*doc_path, key), here, rank)


def _copy(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


def _apply_remove(
    merged: _Merged,
    removals: Any,
    file: _File,
    doc_path: KeyPath,
    problems: list[Problem],
    rank: int,
) -> None:
    if not isinstance(removals, list):
        return
    choices: list[str] | None = None
    for i, item in enumerate(removals):
        if not isinstance(item, str) or not item.startswith("rules."):
            continue  # the file's schema reports a path written otherwise
        parts = item.split(".")[1:]
        node: Any = merged.rules
        for part in parts[:-1]:
            node = node.get(part) if isinstance(node, dict) else None
        if isinstance(node, dict) and parts and parts[-1] in node:
            del node[parts[-1]]
            merged.removed[tuple(parts)] = (file.display, file.doc.mark_of((*doc_path, i)), rank)
            continue
        mark = file.doc.mark_of((*doc_path, i))
        if choices is None:
            choices = ["rules." + p for p in rule_paths(groups=True)]
        problems.append(
            Problem(
                file.display,
                mark.line,
                mark.column,
                dotted((*doc_path, i)),
                _("nothing to remove at '{path}'", path=item),
                _("a rule path that the parent variant sets"),
                did_you_mean(item, choices),
            )
        )


def _remove_options(
    option_defs: dict[str, tuple[_File, Mapping[str, Any]]],
    file: _File,
    problems: list[Problem] | None,
) -> None:
    """Take out of ``option_defs`` (the options the file's parents offer) the ones the file's
    ``remove`` names as ``options.NAME``: the file and the files extending it do not offer
    them. A name no parent offers is a problem (when ``problems`` is given), with the parents'
    options as the expected values."""
    removals = file.data.get("remove")
    if not isinstance(removals, list):
        return
    for i, item in enumerate(removals):
        if not isinstance(item, str) or not item.startswith("options."):
            continue  # a rule path, or the file's schema reports a path written otherwise
        name = item[len("options.") :]
        if name in option_defs:
            del option_defs[name]
            continue
        if problems is None:
            continue
        mark = file.doc.mark_of(("remove", i))
        offered = sorted(option_defs)
        problems.append(
            Problem(
                file.display,
                mark.line,
                mark.column,
                dotted(("remove", i)),
                _("nothing to remove at '{path}'", path=item),
                _("an option that a parent variant offers: {names}", names=", ".join(offered))
                if offered
                else _("an option that a parent variant offers (the parents offer none)"),
                did_you_mean(item, [f"options.{n}" for n in offered]),
            )
        )


def _resolve_parent(file: _File, problems: list[Problem]) -> Path | None:
    parent = file.data.get("extends")
    if not isinstance(parent, str):
        return None
    mark = file.doc.mark_of(("extends",))

    def refused(message: str, expected: str, hint: str | None = None) -> None:
        problems.append(
            Problem(file.display, mark.line, mark.column, "extends", message, expected, hint)
        )

    if "/" in parent or parent.endswith(_SUFFIXES) or os.sep in parent:
        folder = file.path.parent.resolve()
        candidate = (folder / parent).resolve()
        if os.path.isabs(parent) or not candidate.is_relative_to(folder):
            # the boundary of a file's reach: what it names is its own folder's, never any
            # .yaml of the machine (whose keys an error would quote)
            refused(
                _("the parent file '{parent}' is outside the folder of this file", parent=parent),
                _(
                    "a variant name, or the path of a file in the folder of {file} or below it",
                    file=file.display,
                ),
            )
            return None
        if candidate.exists():
            return candidate  # reading it refuses anything but a regular file
        refused(
            _("the parent file '{parent}' does not exist", parent=parent),
            _("a path relative to {file}, or a variant name", file=file.display),
        )
        return None
    known = variant_files()
    if parent in known:
        return known[parent][1].resolve()
    sibling = file.path.parent / f"{parent}.yaml"
    if sibling.is_file():
        return sibling.resolve()
    refused(
        _("unknown parent variant '{parent}'", parent=parent),
        _one_of(sorted(known), what="variant"),
        did_you_mean(parent, sorted(known)),
    )
    return None


def _load_chain(start: Path, problems: list[Problem]) -> list[_File]:
    chain: list[_File] = []
    seen: dict[Path, int] = {}
    path: Path | None = start.resolve()
    while path is not None:
        if path in seen:
            cycle = " → ".join(f.name for f in chain[seen[path] :]) + f" → {chain[seen[path]].name}"
            last = chain[-1]
            mark = last.doc.mark_of(("extends",))
            problems.append(
                Problem(
                    last.display,
                    mark.line,
                    mark.column,
                    "extends",
                    _("extends cycle: {cycle}", cycle=cycle),
                    _("a chain of parents that ends in a variant without 'extends'"),
                )
            )
            break
        seen[path] = len(chain)
        f = _read_file(path)
        problems.extend(f.problems)
        chain.append(f)
        path = _resolve_parent(f, problems)
    return chain


# --------------------------------------------------------------------------- the API


def _find(name_or_path: str | os.PathLike[str]) -> Path:
    try:
        return _find_file(name_or_path)
    except (OSError, ValueError) as exc:  # a name too long for the file system, a NUL byte...
        text = os.fspath(name_or_path)
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise VariantError(
            [
                Problem(
                    text,
                    0,
                    0,
                    "",
                    _("this name cannot be looked up: {reason}", reason=reason),
                    _("a variant name or the path of an existing .yaml file"),
                )
            ]
        ) from None


def _find_file(name_or_path: str | os.PathLike[str]) -> Path:
    text = os.fspath(name_or_path)
    candidate = Path(text)
    if (
        isinstance(name_or_path, os.PathLike)
        or "/" in text
        or os.sep in text
        or text.endswith(_SUFFIXES)
    ):
        if candidate.exists():
            return candidate  # reading it refuses anything but a regular file
        raise VariantError(
            [Problem(text, 0, 0, "", _("no such variant file"), _("an existing .yaml file"))]
        )
    known = variant_files()
    if text in known:
        return known[text][1]
    if candidate.is_file():
        return candidate
    names = sorted(n for n, (_o, p) in known.items())
    raise VariantError(
        [
            Problem(
                text,
                0,
                0,
                "",
                _("unknown variant '{name}'", name=text),
                _one_of(names, what="variant"),
                did_you_mean(text, names),
            )
        ]
    )


def load_variant(name_or_path: str | os.PathLike[str], options: Sequence[str] = ()) -> Variant:
    """Load, merge and validate a variant.

    ``name_or_path`` is a variant name (``"classic"``, searched in the shipped variants and the
    ``belote_spec.variants`` entry points), a path to a YAML file, or a name with options
    joined by ``+`` (``"club+vache"``). ``options`` are applied after those, in order.

    Raises :class:`~belote_spec.errors.VariantError` listing every problem found; also when
    ``options`` is not a list of option names (a text such as ``"vache"`` is refused: pass
    ``["vache"]``), or names an option twice, or an empty one (``"classic+"``).
    """
    if not isinstance(name_or_path, str | os.PathLike) or isinstance(name_or_path, bytes):
        raise VariantError(
            [
                Problem(
                    "<load_variant>",
                    0,
                    0,
                    "name_or_path",
                    _(
                        "got {kind} ({value})",
                        kind=type(name_or_path).__name__,
                        value=_fmt(name_or_path),
                    ),
                    _("a variant name ('classic'), a name with options ('club+vache') or a path"),
                )
            ]
        )
    given = os.fspath(name_or_path)
    if not isinstance(given, str):  # a PathLike of bytes
        raise VariantError(
            [
                Problem(
                    "<load_variant>",
                    0,
                    0,
                    "name_or_path",
                    _("got a path of bytes"),
                    _("a text path"),
                )
            ]
        )
    chosen = _option_names(given, options)
    spec = given
    if not isinstance(name_or_path, os.PathLike):
        spec, spec_options = parse_variant_spec(given)
        chosen = (*spec_options, *chosen)
    _check_option_names(given, chosen)
    with hint_budget(MAX_HINTS):
        start = _find(spec if not isinstance(name_or_path, os.PathLike) else name_or_path)
        key = (str(start.resolve()), chosen, os.getcwd())
        cached = _LOADED.get(key)
        if cached is not None and _unchanged(cached[1]):
            _LOADED.move_to_end(key)
            return cached[0]
        variant = _load(start, chosen)
    _LOADED[key] = (variant, _fingerprint(variant.files))
    if len(_LOADED) > _LOADED_MAX:
        _LOADED.popitem(last=False)
    return variant


def _option_names(spec: str, options: object) -> tuple[str, ...]:
    """The ``options`` argument as a tuple of texts, or a VariantError naming it."""

    def refuse(message: str, expected: str) -> VariantError:
        return VariantError([Problem(spec, 0, 0, "options", message, expected)])

    if isinstance(options, str):
        raise refuse(
            _("the options argument is a text ({value!r}), not a list", value=options),
            _(
                "a list, options=[{value!r}], or the option joined to the variant name: "
                "'{spec}+{value}'",
                value=options,
                spec=spec,
            ),
        )
    if isinstance(options, bytes | bytearray | Mapping) or not isinstance(options, Iterable):
        raise refuse(
            _("the options argument is {kind}, not a list", kind=type(options).__name__),
            _("a list of option names, such as options=['vache']"),
        )
    names = tuple(options)
    for name in names:
        if not isinstance(name, str):
            raise refuse(
                _(
                    "an option name is {kind} ({value!r}), not a text",
                    kind=type(name).__name__,
                    value=name,
                ),
                _("a list of option names, such as options=['vache']"),
            )
    return names


def _check_option_names(spec: str, names: Sequence[str]) -> None:
    """Refuse an empty option name and an option chosen twice."""
    problems: list[Problem] = []
    if "" in names:
        problems.append(
            Problem(
                spec,
                0,
                0,
                "options",
                _("an empty option name (a '+' with nothing after it)"),
                _("a name after each '+', such as classic+sans-annonces"),
            )
        )
    seen: set[str] = set()
    twice: set[str] = set()
    for name in names:
        if name and name in seen and name not in twice:
            twice.add(name)
            problems.append(
                Problem(
                    spec,
                    0,
                    0,
                    "options",
                    _("option '{name}' is chosen twice", name=name),
                    _("each option once"),
                )
            )
        seen.add(name)
    if problems:
        raise VariantError(problems)


#: Variants already loaded, by (file, options, working folder), with the size and digest of
#: each file of their chain: a variant is loaded again only when one of its files changed.
#: Rulebooks, ``diff`` and the tests load the same variants many times.
_LOADED: OrderedDict[
    tuple[str, tuple[str, ...], str], tuple[Variant, tuple[tuple[Path, int, bytes], ...]]
] = OrderedDict()
_LOADED_MAX = 256


def _fingerprint(paths: Sequence[Path]) -> tuple[tuple[Path, int, bytes], ...]:
    out = []
    for path in paths:
        try:
            data = read_bounded(path)
        except (OSError, RefusedFile):
            out.append((path, -1, b""))  # changed since it was read: never "unchanged"
            continue
        out.append((path, len(data), hashlib.blake2b(data, digest_size=16).digest()))
    return tuple(out)


def _unchanged(fingerprint: Sequence[tuple[Path, int, bytes]]) -> bool:
    """Whether every file still has the size and content it had (the size is compared first,
    so a file that grew is not read)."""
    for path, size, digest in fingerprint:
        try:
            if path.stat().st_size != size:
                return False
            if hashlib.blake2b(read_bounded(path), digest_size=16).digest() != digest:
                return False
        except (OSError, RefusedFile):
            return False
    return True


def _load(start: Path, options: tuple[str, ...]) -> Variant:
    problems: list[Problem] = []
    chain = _load_chain(start, problems)
    if problems:
        problems.extend(_reference_problems(*_collect_references(chain, problems)))
        problems.extend(_missing_rules(chain, problems))
        raise VariantError(problems)

    leaf = chain[0]
    merged = _Merged(leaf)
    sources: dict[str, Source] = {}
    option_defs: dict[str, tuple[_File, Mapping[str, Any]]] = {}
    layers: list[_Layer] = []
    set_by: dict[str, tuple[str, str]] = {}
    for rank, f in enumerate(reversed(chain)):
        _merge_file(merged, f, rank, problems)
        _note_changes(merged.rules, set_by, f.name)
        _add_sources(sources, f.data.get("sources"))
        _remove_options(option_defs, f, problems)
        for opt_name, opt in (f.data.get("options") or {}).items():
            option_defs[opt_name] = (f, opt)
        layers.insert(0, _Layer(f.name, f.display, dict(f.data.get("provenance") or {})))

    chosen = _apply_options(leaf, options, option_defs, merged, layers, problems, set_by)
    if problems:
        raise VariantError(problems)

    resolved: dict[str, Any] = {"rules": merged.rules}
    if "title" in leaf.data:
        resolved["title"] = leaf.data["title"]
    schema_problems = _problems_from_errors(
        resolved_validator().iter_errors(resolved),
        lambda p, k: merged.locate(p[1:] if p and p[0] == "rules" else p, k),
        lambda p, k: (
            merged.locate_in_leaf(p[1:], k) if p and p[0] == "rules" else (leaf.display, Mark(0, 0))
        ),
    )
    problems.extend(schema_problems)
    if not schema_problems:
        problems.extend(_rule_problems(merged))
    problems.extend(_reference_problems(sources, option_defs, chain))
    if problems:
        raise VariantError(problems)

    available = {
        name: OptionInfo(
            name,
            str(opt.get("title", name)),
            str(opt.get("description", "")).strip(),
            tuple(opt.get("requires", ())),
            tuple(opt.get("conflicts", ())),
            _f.name,
        )
        for name, (_f, opt) in option_defs.items()
    }
    return Variant(
        name=leaf.name,
        title=str(leaf.data.get("title")),
        description=str(leaf.data.get("description", "")).strip(),
        options=tuple(chosen),
        rules=freeze(merged.rules),
        available_options=MappingProxyType(available),
        files=tuple(f.path for f in chain),
        chain=tuple(f.name for f in chain),
        sources=MappingProxyType(sources),
        _layers=tuple(layers),
        abstract=bool(leaf.data.get("abstract", False)),
        _origins=MappingProxyType(
            {path: (file, mark) for path, (file, mark, _rank) in merged.origin.items()}
        ),
        _set_by=MappingProxyType({path: layer for path, (layer, _value) in set_by.items()}),
    )


def _missing_rules(chain: Sequence[_File], known: Sequence[Problem]) -> list[Problem]:
    """The rules a chain that already has problems does not state (every problem at once: a
    misspelled key must not hide the rules that are missing). Best effort: the chain's rules
    are merged as they are, removals included, and only "missing required rule" findings and
    removals of nothing are kept."""
    if not chain or not all(isinstance(f.doc.data, dict) for f in chain):
        return []
    if chain[-1].data.get("extends"):
        return []  # the parent could not be loaded: every rule would look missing
    merged = _Merged(chain[0])
    removals: list[Problem] = []
    for rank, f in enumerate(reversed(chain)):
        _merge_file(merged, f, rank, removals)
    errors = [
        e
        for e in resolved_validator().iter_errors({"title": "-", "rules": merged.rules})
        if e.validator == "required" and list(e.absolute_path)[:1] == ["rules"]
    ]
    seen = {(p.file, p.line, p.column, p.path) for p in known}
    found = removals + _problems_from_errors(
        errors, lambda p, k: merged.locate(p[1:], k), lambda p, k: merged.locate_in_leaf(p[1:], k)
    )
    return [p for p in found if (p.file, p.line, p.column, p.path) not in seen]


_ABSENT = object()


def _rule_at(rules: Mapping[str, Any], path: str) -> Any:
    node: Any = rules
    for part in path.split("."):
        if not isinstance(node, Mapping) or part not in node:
            return _ABSENT
        node = node[part]
    return node


def _note_changes(rules: Mapping[str, Any], set_by: dict[str, tuple[str, str]], layer: str) -> None:
    """After ``layer`` is merged: each rule whose value it changed (or set first) is now
    ``layer``'s, with its value as JSON (types kept apart: ``1`` is not ``true``)."""
    for path in rule_paths():
        value = _rule_at(rules, path)
        if value is _ABSENT:
            set_by.pop(path, None)
            continue
        key = json.dumps(value, sort_keys=True, ensure_ascii=False, default=str)
        before = set_by.get(path)
        if before is None or before[1] != key:
            set_by[path] = (layer, key)


def _merge_file(merged: _Merged, f: _File, rank: int, problems: list[Problem]) -> None:
    """Merge one file of the chain (parents first): its removals, then its rules."""
    _apply_remove(merged, f.data.get("remove"), f, ("remove",), problems, rank)
    rules = f.data.get("rules")
    if isinstance(rules, Mapping):
        _merge_into(merged.rules, rules, merged, f, ("rules",), (), rank)


def _apply_options(
    leaf: _File,
    options: Sequence[str],
    option_defs: Mapping[str, tuple[_File, Mapping[str, Any]]],
    merged: _Merged,
    layers: list[_Layer],
    problems: list[Problem],
    set_by: dict[str, tuple[str, str]] | None = None,
) -> list[str]:
    chosen: list[str] = []
    for name in options:
        if name in chosen:
            continue
        if name not in option_defs:
            names = sorted(option_defs)
            problems.append(
                Problem(
                    leaf.display,
                    0,
                    0,
                    "options",
                    _(
                        "unknown option '{name}' for variant '{variant}'",
                        name=name,
                        variant=leaf.name,
                    ),
                    _one_of(names, what="option")
                    if names
                    else _("no option (this variant has none)"),
                    did_you_mean(name, names),
                )
            )
            continue
        chosen.append(name)
    for name in chosen:
        f, opt = option_defs[name]
        for needed in opt.get("requires", ()):
            if needed not in chosen:
                problems.append(
                    Problem(
                        leaf.display,
                        0,
                        0,
                        "options",
                        _("option '{name}' requires '{needed}'", name=name, needed=needed),
                        f"'{leaf.name}+{'+'.join([*chosen, needed])}'",
                    )
                )
        for other in opt.get("conflicts", ()):
            if other in chosen:
                problems.append(
                    Problem(
                        leaf.display,
                        0,
                        0,
                        "options",
                        _(
                            "options '{name}' and '{other}' cannot be chosen together",
                            name=name,
                            other=other,
                        ),
                        None,
                    )
                )
    if problems:
        return chosen
    for rank, name in enumerate(chosen, start=1000):
        f, opt = option_defs[name]
        base: KeyPath = ("options", name)
        _apply_remove(merged, opt.get("remove"), f, (*base, "remove"), problems, rank)
        rules = opt.get("rules")
        if isinstance(rules, Mapping):
            _merge_into(merged.rules, rules, merged, f, (*base, "rules"), (), rank)
        layer = f"{leaf.name}+{name}"
        layers.insert(0, _Layer(layer, f.display, dict(opt.get("provenance") or {})))
        if set_by is not None:
            _note_changes(merged.rules, set_by, layer)
    return chosen


def _add_sources(sources: dict[str, Source], declared: Any) -> None:
    """Add one file's ``sources`` (parents first). A source declared again without a section
    index keeps the index declared before it."""
    if not isinstance(declared, Mapping):
        return
    for key, data in declared.items():
        source = Source.from_data(str(key), data)
        if not source.sections and str(key) in sources:
            source = dataclasses.replace(source, sections=sources[str(key)].sections)
        sources[str(key)] = source


def _collect_references(
    chain: Sequence[_File], problems: list[Problem] | None = None
) -> tuple[dict[str, Source], dict[str, tuple[_File, Mapping[str, Any]]], Sequence[_File]]:
    """The sources and options a chain declares, read defensively (the files may be broken);
    an option removal naming no parent's option goes to ``problems``, when given."""
    sources: dict[str, Source] = {}
    options: dict[str, tuple[_File, Mapping[str, Any]]] = {}
    for f in reversed(chain):
        _add_sources(sources, f.data.get("sources"))
        _remove_options(options, f, problems)
        opts = f.data.get("options")
        if isinstance(opts, Mapping):
            for name, opt in opts.items():
                if isinstance(opt, Mapping):
                    options[str(name)] = (f, opt)
    return sources, options, chain


def _rule_problems(merged: _Merged) -> list[Problem]:
    """Relations between rules that JSON Schema cannot say, each reported at the most
    specific place among the rules involved."""
    from .checks import check_rules

    out: list[Problem] = []
    for paths, message, expected in check_rules(merged.rules):
        path = max(paths, key=merged.rank)
        file, mark = merged.locate(path)
        out.append(Problem(file, mark.line, mark.column, dotted(path), message, expected))
    return out


def _reference_problems(
    sources: Mapping[str, Source],
    option_defs: Mapping[str, tuple[_File, Mapping[str, Any]]],
    chain: Sequence[_File],
) -> list[Problem]:
    """Provenance entries that name no rule or no source; options naming unknown options."""
    out: list[Problem] = []
    valid_paths = rule_paths(groups=True)
    valid_set = rule_path_set(groups=True)
    for f in chain:
        for where, provenance in _provenance_blocks(f):
            for entry, cite in provenance.items():
                at = (*where, entry)
                shown = dotted(at)
                if entry not in valid_set:
                    out.append(
                        f.problem(
                            at,
                            shown,
                            _("provenance names no rule '{path}'", path=entry),
                            _("a rule path such as play.undertrump"),
                            did_you_mean(entry, valid_paths),
                            key=True,
                        )
                    )
                if not isinstance(cite, Mapping):
                    continue
                source = cite.get("source")
                if source is None and not cite.get("inherited"):
                    out.append(
                        f.problem(
                            at,
                            shown,
                            _("a citation needs a source"),
                            _("source: KEY, or inherited: true"),
                            key=True,
                        )
                    )
                elif isinstance(source, str) and source not in sources:
                    out.append(
                        f.problem(
                            at,
                            shown,
                            _("unknown source '{source}'", source=source),
                            _one_of(sorted(sources), what="source"),
                            did_you_mean(source, sorted(sources)),
                            key=True,
                        )
                    )
                elif isinstance(source, str) and sources[source].sections:
                    section = cite.get("section")
                    known = sources[source].sections
                    if section is None:
                        out.append(
                            f.problem(
                                at,
                                shown,
                                _(
                                    "a citation of '{source}' must name a section of its index",
                                    source=source,
                                ),
                                _(
                                    "section: one of the sections listed under "
                                    "sources.{source}.sections",
                                    source=source,
                                ),
                                key=True,
                            )
                        )
                    elif isinstance(section, str) and section not in known:
                        out.append(
                            f.problem(
                                (*at, "section"),
                                shown,
                                _(
                                    "source '{source}' has no section {section!r} in its index",
                                    source=source,
                                    section=section,
                                ),
                                _(
                                    "one of the sections listed under sources.{source}.sections",
                                    source=source,
                                ),
                                did_you_mean(section, list(known)),
                            )
                        )
        for opt_name, opt in _options_of(f).items():
            if not isinstance(opt, Mapping) or opt_name not in option_defs:
                continue  # not a mapping (the schema says so), or removed by a file below
            for rel in ("requires", "conflicts"):
                names = opt.get(rel, ())
                if not isinstance(names, list):
                    continue
                for i, other in enumerate(names):
                    # a name that is not a text is the schema's problem, said once there
                    if isinstance(other, str) and other not in option_defs:
                        defined = sorted(option_defs)
                        out.append(
                            f.problem(
                                ("options", opt_name, rel, i),
                                f"options.{opt_name}.{rel}",
                                _("unknown option '{name}'", name=other),
                                _one_of(defined, what="option"),
                                did_you_mean(other, defined),
                            )
                        )
            unusable = _unchoosable(opt_name, option_defs)
            if unusable is not None:
                rel, why = unusable
                expected = _(
                    "an option a player can choose: requirements that end, and no conflict "
                    "with itself or with what it requires"
                )
                shown = f"options.{opt_name}.{rel}"
                out.append(f.problem(("options", opt_name, rel), shown, why, expected))
    return out


def _names(opt: Any, rel: str) -> list[str]:
    names = opt.get(rel, ()) if isinstance(opt, Mapping) else ()
    return [n for n in names if isinstance(n, str)] if isinstance(names, list) else []


def _unchoosable(
    name: str, option_defs: Mapping[str, tuple[_File, Mapping[str, Any]]]
) -> tuple[str, str] | None:
    """Why option ``name`` can never be chosen, as (the key at fault, the sentence): it
    requires itself through a cycle, or conflicts with itself or with an option it needs."""
    # every option it needs, with the chain that leads there (breadth first: shortest chains)
    chains: dict[str, list[str]] = {name: [name]}
    queue = [name]
    while queue:
        current = queue.pop(0)
        for needed in _names(option_defs.get(current, (None, {}))[1], "requires"):
            if needed == name:
                cycle = " → ".join([*chains[current], name])
                return "requires", _(
                    "option '{name}' requires itself, through {cycle}", name=name, cycle=cycle
                )
            if needed in option_defs and needed not in chains:
                chains[needed] = [*chains[current], needed]
                queue.append(needed)
    for member in chains:
        for other in _names(option_defs[member][1], "conflicts"):
            if other in chains:
                if member == other == name:
                    return "conflicts", _("option '{name}' conflicts with itself", name=name)
                if member == name:
                    why = _(
                        "option '{name}' can never be chosen: it conflicts with '{other}', "
                        "which it requires ({chain})",
                        name=name,
                        other=other,
                        chain=" → ".join(chains[other]),
                    )
                elif other == name:
                    why = _(
                        "option '{name}' can never be chosen: '{member}', which it requires "
                        "({chain}), conflicts with it",
                        name=name,
                        member=member,
                        chain=" → ".join(chains[member]),
                    )
                else:
                    why = _(
                        "option '{name}' can never be chosen: '{member}', which it requires "
                        "({chain}), conflicts with '{other}', which it requires ({other_chain})",
                        name=name,
                        member=member,
                        chain=" → ".join(chains[member]),
                        other=other,
                        other_chain=" → ".join(chains[other]),
                    )
                rel = "conflicts" if member == name else "requires"
                return rel, why
    return None


def _options_of(f: _File) -> Mapping[str, Any]:
    """The file's ``options`` mapping, or an empty one when it is written otherwise (the
    file's schema reports that)."""
    options = f.data.get("options")
    return options if isinstance(options, Mapping) else {}


def _provenance_blocks(f: _File) -> Iterator[tuple[KeyPath, Mapping[str, Any]]]:
    top = f.data.get("provenance")
    if isinstance(top, Mapping):
        yield ("provenance",), top
    for name, opt in _options_of(f).items():
        prov = opt.get("provenance") if isinstance(opt, Mapping) else None
        if isinstance(prov, Mapping):
            yield ("options", name, "provenance"), prov


def list_variants(*, include_abstract: bool = False) -> list[VariantInfo]:
    """Every variant found (shipped first, then entry points), with its options.

    A file that does not load is listed with its ``problems`` rather than hidden."""
    out: list[VariantInfo] = []
    for name, (origin, path) in sorted(variant_files().items(), key=lambda kv: kv[0]):
        try:
            variant = load_variant(path)
        except VariantError as exc:
            out.append(VariantInfo(name, "", path, origin, problems=exc.problems))
            continue
        abstract = variant.abstract
        if abstract and not include_abstract:
            continue
        out.append(
            VariantInfo(
                name=variant.name,
                title=variant.title,
                path=path,
                origin=origin,
                abstract=abstract,
                options=tuple(variant.available_options.values()),
            )
        )
    return out


# The engine reads variants by name through belote_spec.finding (it never imports this module).
use_loader(load_variant)
