"""Rule coverage of the acceptance scenarios.

Every scenario names the rules it exercises with a step « la règle "play.undertrump" vaut
required » (or sets one on its variant: « la règle "scoring.unit" est mise à 10 »). This
module reads the feature files (French Gherkin, with Scenario Outlines expanded), collects
those (rule path, value) pairs, and reports, for every rule path of the schema and every
value a shipped variant (or one of its options) uses, the scenarios that
exercise it. A value used by a shipped variant with no scenario is a gap.

"Shipped" means the variant files of the package itself (:func:`shipped_variants`): a variant
package installed alongside (entry points ``belote_spec.variants``) is not the project's to
cover. A feature file that cannot be read (unreadable, not UTF-8, over
:data:`MAX_FEATURE_BYTES`), a rule value that is not valid YAML or a rule path the schema does
not have is reported as a :class:`~belote_spec.errors.VariantError` problem placed at its file,
line and column, every problem at once.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import Problem, VariantError, did_you_mean
from .i18n import _, translator
from .loader import (
    VariantInfo,
    builtin_variant_dir,
    list_variants,
    load_variant,
    option_spec,
    required_options,
    thaw,
)
from .schema import rule_paths, rule_schema
from .yamlsafe import RefusedFile, read_bounded, read_yaml_text

__all__ = [
    "MAX_FEATURE_BYTES",
    "MAX_RECORD_BYTES",
    "RECORD_FILE",
    "RECORD_FORMAT",
    "Coverage",
    "Record",
    "Scenario",
    "parse_features",
    "read_record",
    "rule_coverage",
    "shipped_values",
    "shipped_variants",
    "value_key",
]

#: A feature file longer than this is refused (the longest shipped one is under 50 kB).
MAX_FEATURE_BYTES = 1024 * 1024
#: A record longer than this is refused (the shipped scenarios' record is under 1 MB).
MAX_RECORD_BYTES = 64 * 1024 * 1024
#: The record ``belote-spec coverage --record`` reads when none is named: in the features
#: folder's parent (the repository's root), where
#: ``pytest --belote-coverage=.belote-coverage.json`` writes it.
RECORD_FILE = ".belote-coverage.json"
#: The ``format`` of a record, and its version.
RECORD_FORMAT = "belote-spec coverage record"
RECORD_VERSION = 1

_SCENARIO = re.compile(
    r"^\s*(?:Scénario|Scenario|Exemple|Plan du [Ss]cénario|Plan du [Ss]cenario|"
    r"Scenario Outline|Scenario Template)\s*:\s*(?P<name>.*)$"
)
_EXAMPLES = re.compile(r"^\s*(?:Exemples|Examples|Scénarios)\s*:")
# greedy to the end of the line, stripped afterwards: a lazy ".+?\s*$" takes quadratic time
# on a long run of spaces
_RULE_STEP = re.compile(r'la règle "(?P<path>[a-z_.]+)" (?:vaut|est mise à) (?P<raw>.+)$')
_VARIANT = re.compile(r'la variante "(?P<spec>[^"]+)"')
_PLACEHOLDER = re.compile(r"<([^<>]+)>")


def _known_path(path: str, paths: Iterable[str]) -> bool:
    """A rule path of the schema, or a group of them (``game_end.no_win_through``)."""
    return any(p == path or p.startswith(path + ".") for p in paths)


def rule_value(
    raw: str, *, file: str = "<step>", line: int = 0, column: int = 1, path: str = ""
) -> tuple[Any, list[Problem]]:
    """A step's rule value as written in a variant file (``required``, ``[3-2, 2-3]``, or in
    double quotes), read like a variant file; problems are placed at ``file:line:column``, the
    value's first character, and named by the rule ``path``."""
    column += len(raw) - len(raw.lstrip())
    text = raw.strip()
    if len(text) >= 2 and text[0] == text[-1] == '"':
        text, column = text[1:-1], column + 1
    if not text:
        return None, []
    doc, problems = read_yaml_text(text, file)
    shown = text if len(text) <= 60 else text[:59] + "…"
    placed = [
        Problem(
            file,
            line,
            column + max(p.column, 1) - 1 if p.line <= 1 else column,
            path,
            _("the rule value {value}: {problem}", value=repr(shown), problem=p.message),
            p.expected,
            p.hint,
        )
        for p in problems
    ]
    return (None if placed else doc.data), placed


@dataclass
class Scenario:
    """One scenario (one row of an outline's examples)."""

    file: str
    line: int
    name: str
    tags: tuple[str, ...]
    steps: list[str] = field(default_factory=list)
    places: list[tuple[int, int]] = field(default_factory=list)
    """Where each step's rule value is written, ``(line, column)``: in the step, or in the row
    of examples its placeholder is replaced from."""
    path: str = ""
    """The feature file as read (``features/donne.feature``), for problems; ``file`` is its
    name."""
    outline: int = 0
    """For a row of an outline's examples, the line of the outline (``line`` is the row's)."""
    row: int = -1
    """For a row of an outline's examples, its index among the outline's rows, from 0."""
    digest: str = ""
    """The SHA-256 of the feature file's bytes, to find the scenario in a record."""
    reads: frozenset[tuple[str, str]] | None = None
    """The rule values running the scenario read, as ``(path, value as JSON)``, when a record
    says (:func:`rule_coverage` with a record); None when it does not."""

    def _rules(self) -> tuple[list[tuple[str, Any]], list[Problem]]:
        out: list[tuple[str, Any]] = []
        problems: list[Problem] = []
        known = rule_paths()
        for index, step in enumerate(self.steps):
            m = _RULE_STEP.search(step)
            if not m:
                continue
            line, column = self.places[index] if index < len(self.places) else (self.line, 1)
            file = self.path or self.file
            rule = m.group("path")
            if not _known_path(rule, known):
                problems.append(
                    Problem(
                        file,
                        line,
                        1,
                        rule,
                        _(
                            "the scenario names the rule '{rule}', which the schema does not have",
                            rule=rule,
                        ),
                        _("a rule path of the variant schema"),
                        did_you_mean(rule, known),
                    )
                )
                continue
            value, found = rule_value(
                m.group("raw"), file=file, line=line, column=column, path=rule
            )
            problems += found
            if not found:
                out.append((rule, value))
        return out, problems

    @property
    def rules(self) -> list[tuple[str, Any]]:
        """The (rule path, value) pairs the scenario names. A value that is not valid YAML
        raises :class:`~belote_spec.errors.VariantError`, placed at the value."""
        out, problems = self._rules()
        if problems:
            raise VariantError(problems)
        return out

    @property
    def variants(self) -> list[str]:
        """The variants the scenario loads."""
        return [m.group("spec") for step in self.steps for m in _VARIANT.finditer(step)]

    def where(self) -> str:
        """``file:line name``."""
        return f"{self.file}:{self.line} {self.name}"


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def _cell_columns(line: str) -> list[int]:
    """The 1-based column of each cell's text in a table row."""
    out: list[int] = []
    bars = [i for i, ch in enumerate(line) if ch == "|"]
    for start, end in itertools.pairwise(bars):
        cell = line[start + 1 : end]
        out.append(start + 2 + (len(cell) - len(cell.lstrip())))
    return out


def parse_features(folder: Path) -> list[Scenario]:
    """Every scenario of every ``*.feature`` file in ``folder``, outlines expanded.

    Raises :class:`~belote_spec.errors.VariantError` with every problem of every file: one
    that cannot be read, a rule value that is not valid YAML, a rule path the schema does not
    have."""
    out: list[Scenario] = []
    problems: list[Problem] = []
    for path in sorted(folder.glob("*.feature")):
        raw, found = _read(path)
        problems += found
        if raw is None:
            continue
        text, digest = raw
        for scenario in _parse(path, text, problems):
            problems += scenario._rules()[1]
            scenario.digest = digest
            out.append(scenario)
    if problems:
        raise VariantError(problems)
    return out


def file_digest(raw: bytes) -> str:
    """The SHA-256 of a feature file's bytes, as a record names the file's version."""
    return hashlib.sha256(raw).hexdigest()


def _read(path: Path) -> tuple[tuple[str, str] | None, list[Problem]]:
    """The text of a feature file and its digest, or the problem that prevents reading it."""
    name = str(path)
    try:
        # opened without blocking, its kind and size checked first: a FIFO or a device named
        # *.feature is refused, not waited on or read without end
        raw = read_bounded(path, MAX_FEATURE_BYTES)
    except OSError as exc:
        why = _("cannot read the file: {reason}", reason=exc.strerror or exc)
        return None, [Problem(name, 0, 0, "", why)]
    except RefusedFile as exc:
        if path.is_file():  # a regular file refused for its length
            return None, [
                Problem(
                    name,
                    0,
                    0,
                    "",
                    _("the file is too long"),
                    _("at most {count} bytes", count=MAX_FEATURE_BYTES),
                )
            ]
        return None, [Problem(name, 0, 0, "", _("cannot read the file: {reason}", reason=exc))]
    try:
        return (raw.decode("utf-8-sig"), file_digest(raw)), []
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        column = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
        return None, [
            Problem(
                name,
                line,
                column,
                "",
                _(
                    "the file is not valid UTF-8 (byte 0x{byte})",
                    byte=format(raw[exc.start], "02x"),
                ),
                _("UTF-8 text"),
            )
        ]


def _value_column(line: str) -> int:
    """The 1-based column of a rule step's value, or 1."""
    m = _RULE_STEP.search(line)
    return m.start("raw") + 1 if m else 1


def _parse(path: Path, source: str, problems: list[Problem]) -> Iterator[Scenario]:
    lines = source.splitlines()
    feature_tags: list[str] = []
    pending_tags: list[str] = []
    current: Scenario | None = None
    template: list[str] = []
    places: list[tuple[int, int]] = []
    examples_header: list[str] | None = None
    in_examples = False
    rows = 0
    example_tags: list[str] = []
    seen_feature = False
    for number, line in enumerate(lines, start=1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        if text.startswith("@"):
            pending_tags += [t[1:] for t in text.split() if t.startswith("@")]
            continue
        if re.match(r"^(Fonctionnalité|Feature)\s*:", text):
            feature_tags, pending_tags, seen_feature = pending_tags, [], True
            continue
        m = _SCENARIO.match(line)
        if m and not seen_feature:
            problems.append(
                Problem(
                    str(path),
                    number,
                    1,
                    "",
                    _("a scenario before the 'Fonctionnalité:' line"),
                    _("'Fonctionnalité:' (or 'Feature:') first"),
                )
            )
            continue
        if m:
            if current is not None and examples_header is None and not in_examples:
                yield current
            current = Scenario(
                path.name,
                number,
                m.group("name").strip(),
                tuple(feature_tags + pending_tags),
                path=str(path),
            )
            pending_tags, template, places = [], [], []
            examples_header, in_examples, rows = None, False, 0
            continue
        if _EXAMPLES.match(line):
            in_examples, examples_header = True, None
            example_tags, pending_tags = pending_tags, []
            continue
        if current is None:
            continue
        if text.startswith("|"):
            if in_examples:
                if examples_header is None:
                    examples_header = _cells(text)
                    continue
                row = dict(zip(examples_header, _cells(text), strict=False))
                columns = dict(zip(examples_header, _cell_columns(line), strict=False))
                steps = [_substitute(s, row) for s in template]
                yield Scenario(
                    current.file,
                    number,
                    f"{current.name} [{', '.join(row.values())}]",
                    current.tags + tuple(example_tags),
                    steps,
                    [
                        _row_place(s, place, number, columns)
                        for s, place in zip(template, places, strict=True)
                    ],
                    current.path,
                    outline=current.line,
                    row=rows,
                )
                rows += 1
            else:
                template.append(text)  # a data table belongs to the previous step
                places.append((number, 1))
            continue
        if in_examples:
            continue
        template.append(text)
        places.append((number, _value_column(line)))
        current.steps, current.places = template, places
    if current is not None and not in_examples:
        yield current


def _row_place(
    step: str, place: tuple[int, int], row_line: int, columns: dict[str, int]
) -> tuple[int, int]:
    """Where a step's rule value comes from in an outline: the row's cell when the value is a
    placeholder, else the step itself."""
    m = _RULE_STEP.search(step)
    if m:
        for name in _PLACEHOLDER.findall(m.group("raw")):
            if name in columns:
                return row_line, columns[name]
    return place


def _substitute(step: str, row: dict[str, str]) -> str:
    return _PLACEHOLDER.sub(lambda m: row.get(m.group(1), m.group(0)), step)


def value_key(value: Any) -> str:
    """A rule value as JSON, keys sorted: how the report and a record write it."""
    return json.dumps(thaw(value), sort_keys=True, ensure_ascii=False)


_key = value_key


def shipped_variants(*, include_abstract: bool = False) -> list[VariantInfo]:
    """The variants shipped with the package (the files of :func:`builtin_variant_dir`; the
    abstract ones too when asked); a variant package installed alongside is left out, even one
    whose entry point is named ``builtin``."""
    home = builtin_variant_dir().resolve()
    return [
        info
        for info in list_variants(include_abstract=include_abstract)
        if info.origin == "builtin" and info.path.resolve().parent == home
    ]


def shipped_values() -> dict[tuple[str, str], list[str]]:
    """(rule path, value as JSON) → the shipped variants (and options) that use it."""
    out: dict[tuple[str, str], list[str]] = {}
    for info in shipped_variants():
        offered = {o.name: o for o in info.options}
        for spec in [info.name, *(option_spec(info.name, o.name, offered) for o in info.options)]:
            variant = load_variant(spec)
            for path, value in variant.items():
                out.setdefault((path, _key(value)), []).append(spec)
    return out


#: At most this many variant files are read from a ``--variants`` folder.
MAX_VARIANT_FILES = 256


def folder_values(folder: Path) -> dict[tuple[str, str], list[str]]:
    """(rule path, value as JSON) → the variants of ``folder`` (``*.yaml``, ``*.yml``; each
    alone and with each of its options) whose own file gives the rule that value, named by
    their file's name. A file that does not load raises its
    :class:`~belote_spec.errors.VariantError`. See :func:`folder_coverage_values`."""
    return folder_coverage_values(folder)[0]


def folder_coverage_values(
    folder: Path,
) -> tuple[dict[tuple[str, str], list[str]], dict[tuple[str, str], list[str]]]:
    """The rule values of the variant files of ``folder`` (each alone and with each option
    its own file defines), split in two: ``(own, inherited)``.

    ``own`` maps (rule path, value as JSON) to the variants whose own file (or own option)
    gave the rule that value: those are the folder's to cover with scenarios. ``inherited``
    maps the others to ``"club from classic"`` texts: a value a file inherits unchanged is covered
    where it is defined (the shipped variant's scenarios, or its parent's file in the folder).
    A folder without variant files is refused: nothing would be measured."""
    files = sorted(p for p in folder.iterdir() if p.suffix in (".yaml", ".yml") and p.is_file())
    if not files:
        raise VariantError(
            [
                Problem(
                    str(folder),
                    0,
                    0,
                    "--variants",
                    _("no variant file (*.yaml, *.yml) in this folder"),
                    _("a folder holding variant files"),
                )
            ]
        )
    if len(files) > MAX_VARIANT_FILES:
        raise VariantError(
            [
                Problem(
                    str(folder),
                    0,
                    0,
                    "--variants",
                    _("{count} variant files", count=len(files)),
                    _("at most {count}", count=MAX_VARIANT_FILES),
                )
            ]
        )
    own: dict[tuple[str, str], list[str]] = {}
    inherited: dict[tuple[str, str], list[str]] = {}
    for path in files:
        variant = load_variant(path)
        if variant.abstract:
            continue
        offered = variant.available_options
        specs: list[tuple[tuple[str, ...], str, str]] = [((), path.stem, variant.name)]
        for name, info in offered.items():
            if info.defined_in and info.defined_in != variant.name:
                continue  # an option of a parent: covered where it is defined
            required = required_options(name, offered)
            specs.append((required, "+".join((path.stem, *required)), f"{variant.name}+{name}"))
        for chosen, label, layer in specs:
            loaded = load_variant(path, chosen) if chosen else variant
            for rule, value in loaded.items():
                key = (rule, _key(value))
                owner = loaded.set_by(rule)
                if owner == layer:
                    own.setdefault(key, []).append(label)
                elif not chosen:
                    inherited.setdefault(key, []).append(
                        _("{variant} from {parent}", variant=label, parent=owner)
                    )
    return own, inherited


Read = tuple[str, str]
"""A rule value read: its path and its value as JSON (:func:`value_key`)."""
RunKey = tuple[str, str, int, int]
"""A scenario in a record: its feature file's name and digest, its line (the outline's for a
row of examples) and its row (-1 for a plain scenario)."""


@dataclass(frozen=True)
class Record:
    """What ``pytest --belote-coverage=FILE`` wrote: the rule values each scenario that
    passed read while it ran."""

    path: Path
    runs: dict[RunKey, frozenset[Read]]
    files: frozenset[tuple[str, str]]
    """The feature files of the record, as ``(name, digest)``."""

    def reads(self, scenario: Scenario) -> frozenset[Read] | None:
        """What ``scenario`` read, or None when the record does not hold it (it failed, was
        skipped, was not run, or its file changed since)."""
        if scenario.row >= 0:
            key = (scenario.file, scenario.digest, scenario.outline, scenario.row)
        else:
            key = (scenario.file, scenario.digest, scenario.line, -1)
        return self.runs.get(key)


def run_entry(
    file: str, digest: str, line: int, row: int, name: str, reads: Iterable[Read]
) -> dict[str, Any]:
    """One scenario of a record, as :func:`read_record` reads it."""
    return {
        "file": file,
        "digest": digest,
        "line": line,
        "row": row,
        "name": name,
        "reads": [list(r) for r in sorted(set(reads))],
    }


def record_text(entries: Iterable[Mapping[str, Any]]) -> str:
    """The text of a record holding ``entries`` (:func:`run_entry`)."""
    document = {"format": RECORD_FORMAT, "version": RECORD_VERSION, "scenarios": list(entries)}
    return json.dumps(document, ensure_ascii=False, indent=0) + "\n"


def is_record(path: Path) -> bool:
    """Whether ``path`` holds a record (so writing a new one over it loses nothing of the
    user's)."""
    try:
        data = json.loads(read_bounded(path, MAX_RECORD_BYTES))
    except (OSError, RefusedFile, ValueError, RecursionError):
        return False
    return isinstance(data, dict) and data.get("format") == RECORD_FORMAT


def read_record(path: Path) -> Record:
    """The record at ``path``. One that cannot be read, is not a record or is malformed
    raises :class:`~belote_spec.errors.VariantError`, every problem at once."""
    name = str(path)
    expected = _("a record written by pytest --belote-coverage=FILE")

    def refused(message: str, where: str = "", line: int = 0, column: int = 0) -> VariantError:
        return VariantError([Problem(name, line, column, where, message, expected)])

    try:
        raw = read_bounded(path, MAX_RECORD_BYTES)
    except OSError as exc:
        raise refused(_("cannot read the file: {reason}", reason=exc.strerror or exc)) from None
    except RefusedFile as exc:
        raise refused(_("cannot read the file: {reason}", reason=exc)) from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise refused(_("the file is not valid UTF-8")) from None
    except json.JSONDecodeError as exc:
        raise refused(_("not JSON: {reason}", reason=exc.msg), "", exc.lineno, exc.colno) from None
    except RecursionError:
        raise refused(_("not JSON: nested too deeply")) from None
    if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
        raise refused(_("this is not a record of belote-spec coverage"), "format")
    if data.get("version") != RECORD_VERSION:
        raise refused(
            _("version {version} of the record", version=repr(data.get("version"))), "version"
        )
    entries = data.get("scenarios")
    if not isinstance(entries, list):
        raise refused(_("'scenarios' is not a list"), "scenarios")
    problems: list[Problem] = []
    runs: dict[RunKey, frozenset[Read]] = {}
    files: set[tuple[str, str]] = set()
    for index, entry in enumerate(entries):
        place = f"scenarios[{index}]"
        key, reads = _record_entry(entry)
        if key is None or reads is None:
            problems.append(Problem(name, 0, 0, place, _("a malformed scenario"), expected))
            continue
        runs[key] = runs.get(key, frozenset()) | reads  # a scenario bound twice: both runs
        files.add(key[:2])
    if problems:
        raise VariantError(problems)
    return Record(path, runs, frozenset(files))


def _record_entry(entry: object) -> tuple[RunKey | None, frozenset[Read] | None]:
    """The key and reads of one scenario of a record, or None for what is malformed."""
    if not isinstance(entry, dict):
        return None, None
    file, digest, line, row = (entry.get(k) for k in ("file", "digest", "line", "row"))
    reads = entry.get("reads")
    if not (
        isinstance(file, str)
        and isinstance(digest, str)
        and type(line) is int
        and type(row) is int
        and isinstance(reads, list)
        and all(
            isinstance(r, list) and len(r) == 2 and all(isinstance(x, str) for x in r)
            for r in reads
        )
    ):
        return None, None
    return (file, digest, line, row), frozenset((r[0], r[1]) for r in reads)


@dataclass
class Coverage:
    """The scenarios covering each (rule path, value): those that run it when a record of a
    run is given (:attr:`record`), else those that name it."""

    covered: dict[tuple[str, str], list[Scenario]]
    shipped: dict[tuple[str, str], list[str]]
    scenarios: list[Scenario]
    kind: str = "shipped"
    """Whose rule values ``shipped`` holds, as the report says it: ``shipped`` variants, or
    the ``given`` ones (``--variants``)."""
    inherited: dict[tuple[str, str], list[str]] = field(default_factory=dict)
    """For the ``given`` variants: the values they inherit unchanged, which are covered
    where they are defined (``"club from classic"``)."""
    named: dict[tuple[str, str], list[Scenario]] = field(default_factory=dict)
    """The scenarios naming each value (« la règle "…" vaut … »)."""
    record: Record | None = None
    """The record of the run that ``covered`` comes from, or None: coverage by name."""

    @property
    def gaps(self) -> list[tuple[str, str]]:
        """Values used by a shipped variant (or by the variants asked for) that no scenario
        covers (with a record, a value the schema fixes is not one: see :meth:`fixed`)."""
        return sorted(k for k in self.shipped if not self.covered.get(k) and not self.fixed(k))

    def fixed(self, key: tuple[str, str]) -> bool:
        """With a record, whether the value ``key`` is the only one its rule's schema allows
        (``play.follow_suit: required``) and no scenario runs it: the engine has no choice to
        read, so no scenario can run it."""
        if self.record is None or self.covered.get(key):
            return False
        return _only_value(key[0]) == key[1]

    @property
    def unnamed(self) -> list[Scenario]:
        """Scenarios that name no rule."""
        return [s for s in self.scenarios if not s.rules]

    @property
    def unrun(self) -> list[Scenario]:
        """With a record, the scenarios it does not hold (failed, skipped, not run, or their
        file changed since); without one, none."""
        if self.record is None:
            return []
        return [s for s in self.scenarios if s.reads is None]

    @property
    def stale_files(self) -> list[str]:
        """With a record, the feature files it holds no version of (not run, or changed
        since the run), as read (``features/donne.feature``)."""
        if self.record is None:
            return []
        files = self.record.files
        return sorted({s.path or s.file for s in self.scenarios if (s.file, s.digest) not in files})

    def named_only(self, key: tuple[str, str]) -> list[Scenario]:
        """With a record, the scenarios that name the value ``key`` and ran without reading
        it."""
        if self.record is None:
            return []
        return [s for s in self.named.get(key, []) if s.reads is not None and key not in s.reads]

    def names_not_run(self) -> list[tuple[Scenario, str, str]]:
        """With a record, every ``(scenario, rule path, value)`` a scenario names and ran
        without reading, in the order of the scenarios; a value the schema fixes is left
        out (no scenario can run it: see :meth:`fixed`)."""
        if self.record is None:
            return []
        return [
            (s, path, value)
            for s in self.scenarios
            if s.reads is not None
            for path, value in dict.fromkeys((p, _key(v)) for p, v in s.rules)
            if (path, value) not in s.reads and _only_value(path) != value
        ]

    def lines(self, *, verbose: bool = False, gaps_only: bool = False) -> Iterable[str]:
        """The report, rule path by rule path, in the language of messages; with
        ``gaps_only``, only the rule paths that have a gap, and only their gaps."""
        tr = translator()
        given = self.kind == "given"
        by_run = self.record is not None
        # TRANSLATORS: the marks of a covered rule value and of a gap (coverage's report);
        # both are shown at the width of the longer
        marks = (tr.pgettext("coverage", "ok"), tr.pgettext("coverage", "GAP"))
        width = max(map(len, marks))
        by_path: dict[str, list[tuple[str, str]]] = {}
        # by name, the values to cover and those scenarios name; by run, the values to cover
        # and those scenarios name (not every inherited value a scenario happens to run)
        keys = set(self.shipped) | set(self.named if by_run else self.covered)
        for path, value in sorted(keys):
            by_path.setdefault(path, []).append((path, value))
        for path in rule_paths():
            pairs = by_path.get(path, [])
            if not pairs:
                continue  # a rule inherited unchanged, that no scenario names
            if gaps_only:
                pairs = [
                    key
                    for key in pairs
                    if key in self.shipped and not self.covered.get(key) and not self.fixed(key)
                ]
                if not pairs:
                    continue
            yield path
            for key in pairs:
                scen = self.covered.get(key, [])
                only = self.named_only(key)
                mark = (marks[0] if scen else marks[1]).ljust(width)
                users = ", ".join(self.shipped.get(key, []))
                inherited = not users and key in self.inherited
                if inherited:
                    users = ", ".join(self.inherited[key])
                elif not users:
                    users = tr._("no given variant") if given else tr._("no shipped variant")
                if self.fixed(key) and inherited:
                    yield "  " + tr._(
                        "{mark} {value}  (the only value the schema allows: no scenario can "
                        "run it, {only} name it; inherited by {variants})",
                        mark=marks[0].ljust(width),
                        value=key[1],
                        only=len(only),
                        variants=users,
                    )
                elif self.fixed(key):
                    yield "  " + tr._(
                        "{mark} {value}  (the only value the schema allows: no scenario can "
                        "run it, {only} name it; used by {variants})",
                        mark=marks[0].ljust(width),
                        value=key[1],
                        only=len(only),
                        variants=users,
                    )
                else:
                    yield "  " + self._value_line(
                        tr, mark, key[1], len(scen), len(only), users, inherited=inherited
                    )
                if verbose:
                    for s in scen:
                        yield f"        {s.where()}"
                    for s in only:
                        yield "        " + tr._(
                            "{scenario} (names it, does not run it)", scenario=s.where()
                        )
        yield ""
        yield from self._summary(tr)

    def _value_line(
        self,
        tr: Any,
        mark: str,
        value: str,
        count: int,
        only: int,
        users: str,
        *,
        inherited: bool,
    ) -> str:
        if self.record is None:
            if inherited:
                return str(
                    tr._(
                        "{mark} {value}  ({count} scenarios; inherited by {variants})",
                        mark=mark,
                        value=value,
                        count=count,
                        variants=users,
                    )
                )
            return str(
                tr._(
                    "{mark} {value}  ({count} scenarios; used by {variants})",
                    mark=mark,
                    value=value,
                    count=count,
                    variants=users,
                )
            )
        if inherited:
            return str(
                tr._(
                    "{mark} {value}  ({count} scenarios run it, {only} only name it; "
                    "inherited by {variants})",
                    mark=mark,
                    value=value,
                    count=count,
                    only=only,
                    variants=users,
                )
            )
        return str(
            tr._(
                "{mark} {value}  ({count} scenarios run it, {only} only name it; "
                "used by {variants})",
                mark=mark,
                value=value,
                count=count,
                only=only,
                variants=users,
            )
        )

    def _summary(self, tr: Any) -> Iterator[str]:
        given = self.kind == "given"
        counts = {
            "scenarios": len(self.scenarios),
            "values": len(self.shipped),
            "covered": len(self.shipped) - len(self.gaps),
            "gaps": len(self.gaps),
        }
        if self.record is None:
            yield tr._(
                "counted by name: a scenario covers the values it names; to count the values "
                "scenarios run, run them with pytest --belote-coverage={file}, then add --record",
                file=RECORD_FILE,
            )
            yield (
                tr._(
                    "{scenarios} scenarios; {values} rule values set by the given variants' "
                    "own files, {covered} covered, {gaps} gaps; {inherited} values they "
                    "inherit unchanged are covered where they are defined",
                    inherited=len(self.inherited),
                    **counts,
                )
                if given
                else tr._(
                    "{scenarios} scenarios; {values} rule values used by shipped variants, "
                    "{covered} covered, {gaps} gaps",
                    **counts,
                )
            )
            return
        fixed = sum(1 for key in self.shipped if self.fixed(key))
        counts["covered"] -= fixed
        run = {
            "run": len(self.scenarios) - len(self.unrun),
            "record": str(self.record.path),
            "only": len({id(s) for s, _path, _value in self.names_not_run()}),
            "fixed": fixed,
        }
        yield (
            tr._(
                "{scenarios} scenarios, {run} of them in the record {record}; {values} rule "
                "values set by the given variants' own files, {covered} run by a scenario, "
                "{fixed} fixed by the schema, {gaps} gaps; {inherited} values they inherit "
                "unchanged are covered where they are defined; {only} scenarios name a rule "
                "value they do not run",
                inherited=len(self.inherited),
                **counts,
                **run,
            )
            if given
            else tr._(
                "{scenarios} scenarios, {run} of them in the record {record}; {values} rule "
                "values used by shipped variants, {covered} run by a scenario, {fixed} fixed by "
                "the schema, {gaps} gaps; "
                "{only} scenarios name a rule value they do not run",
                **counts,
                **run,
            )
        )


def _only_value(path: str) -> str | None:
    """The value as JSON of a rule whose schema allows one value only, else None."""
    node = rule_schema(path) or {}
    if "const" in node:
        return _key(node["const"])
    values = node.get("enum")
    return _key(values[0]) if isinstance(values, list) and len(values) == 1 else None


def rule_coverage(
    folder: Path, variants: Path | None = None, record: Path | Record | None = None
) -> Coverage:
    """Compute the coverage of the scenarios in ``folder``: of the rule values of the shipped
    variants, or of those of the variant files in ``variants``. With ``record`` (a record of a
    run, :func:`read_record`), a scenario covers the values it read while it ran; without, the
    values it names."""
    scenarios = parse_features(folder)
    if isinstance(record, Path):
        record = read_record(record)
    named: dict[tuple[str, str], list[Scenario]] = {}
    for scenario in scenarios:
        for path, value in scenario.rules:
            found = named.setdefault((path, _key(value)), [])
            if not found or found[-1] is not scenario:  # a value named twice: one scenario
                found.append(scenario)
    covered = named
    if record is not None:
        covered = {}
        for scenario in scenarios:
            scenario.reads = record.reads(scenario)
            for key in sorted(scenario.reads or ()):
                covered.setdefault(key, []).append(scenario)
    if variants is not None:
        own, inherited = folder_coverage_values(variants)
        return Coverage(covered, own, scenarios, "given", inherited, named, record)
    return Coverage(covered, shipped_values(), scenarios, named=named, record=record)
