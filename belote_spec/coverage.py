"""Rule coverage of the acceptance scenarios.

Every scenario names the rules it exercises with a step « la règle "play.undertrump" vaut
required ». This module reads the feature files (French Gherkin, with Scenario Outlines
expanded), collects those (rule path, value) pairs, and reports, for every rule path of the
schema and every value a shipped variant (or one of its options) uses, the scenarios that
exercise it. A value used by a shipped variant with no scenario is a gap.

"Shipped" means the variant files of the package itself (:func:`shipped_variants`): a variant
package installed alongside (entry points ``belote_spec.variants``) is not the project's to
cover. A feature file that cannot be read (unreadable, not UTF-8, over
:data:`MAX_FEATURE_BYTES`), a rule value that is not valid YAML or a rule path the schema does
not have is reported as a :class:`~belote_spec.errors.VariantError` problem placed at its file,
line and column, every problem at once.
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Iterable, Iterator
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
from .schema import rule_paths
from .yamlsafe import RefusedFile, read_bounded, read_yaml_text

__all__ = [
    "MAX_FEATURE_BYTES",
    "Coverage",
    "Scenario",
    "parse_features",
    "rule_coverage",
    "shipped_values",
    "shipped_variants",
]

#: A feature file longer than this is refused (the longest shipped one is under 50 kB).
MAX_FEATURE_BYTES = 1024 * 1024

_SCENARIO = re.compile(
    r"^\s*(?:Scénario|Scenario|Exemple|Plan du [Ss]cénario|Plan du [Ss]cenario|"
    r"Scenario Outline|Scenario Template)\s*:\s*(?P<name>.*)$"
)
_EXAMPLES = re.compile(r"^\s*(?:Exemples|Examples|Scénarios)\s*:")
# greedy to the end of the line, stripped afterwards: a lazy ".+?\s*$" takes quadratic time
# on a long run of spaces
_RULE_STEP = re.compile(r'la règle "(?P<path>[a-z_.]+)" vaut (?P<raw>.+)$')
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
        text, found = _read(path)
        problems += found
        if text is None:
            continue
        for scenario in _parse(path, text, problems):
            problems += scenario._rules()[1]
            out.append(scenario)
    if problems:
        raise VariantError(problems)
    return out


def _read(path: Path) -> tuple[str | None, list[Problem]]:
    """The text of a feature file, or the problem that prevents reading it."""
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
        return raw.decode("utf-8-sig"), []
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
            examples_header, in_examples = None, False
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
                )
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


def _key(value: Any) -> str:
    return json.dumps(thaw(value), sort_keys=True, ensure_ascii=False)


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


@dataclass
class Coverage:
    """The scenarios exercising each (rule path, value)."""

    covered: dict[tuple[str, str], list[Scenario]]
    shipped: dict[tuple[str, str], list[str]]
    scenarios: list[Scenario]
    kind: str = "shipped"
    """Whose rule values ``shipped`` holds, as the report says it: ``shipped`` variants, or
    the ``given`` ones (``--variants``)."""
    inherited: dict[tuple[str, str], list[str]] = field(default_factory=dict)
    """For the ``given`` variants: the values they inherit unchanged, which are covered
    where they are defined (``"club from classic"``)."""

    @property
    def gaps(self) -> list[tuple[str, str]]:
        """Values used by a shipped variant (or by the variants asked for) that no scenario
        exercises."""
        return sorted(k for k in self.shipped if not self.covered.get(k))

    @property
    def unnamed(self) -> list[Scenario]:
        """Scenarios that name no rule."""
        return [s for s in self.scenarios if not s.rules]

    def lines(self, *, verbose: bool = False, gaps_only: bool = False) -> Iterable[str]:
        """The report, rule path by rule path, in the language of messages; with
        ``gaps_only``, only the rule paths that have a gap, and only their gaps."""
        tr = translator()
        given = self.kind == "given"
        # TRANSLATORS: the marks of a covered rule value and of a gap (coverage's report);
        # both are shown at the width of the longer
        marks = (tr.pgettext("coverage", "ok"), tr.pgettext("coverage", "GAP"))
        width = max(map(len, marks))
        by_path: dict[str, list[tuple[str, str]]] = {}
        for path, value in sorted(set(self.shipped) | set(self.covered)):
            by_path.setdefault(path, []).append((path, value))
        for path in rule_paths():
            pairs = by_path.get(path, [])
            if not pairs:
                continue  # a rule inherited unchanged, that no scenario names
            if gaps_only:
                pairs = [key for key in pairs if key in self.shipped and not self.covered.get(key)]
                if not pairs:
                    continue
            yield path
            for key in pairs:
                scen = self.covered.get(key, [])
                mark = (marks[0] if scen else marks[1]).ljust(width)
                users = ", ".join(self.shipped.get(key, []))
                if not users and key in self.inherited:
                    yield "  " + tr._(
                        "{mark} {value}  ({count} scenarios; inherited by {variants})",
                        mark=mark,
                        value=key[1],
                        count=len(scen),
                        variants=", ".join(self.inherited[key]),
                    )
                else:
                    if not users:
                        users = tr._("no given variant") if given else tr._("no shipped variant")
                    yield "  " + tr._(
                        "{mark} {value}  ({count} scenarios; used by {variants})",
                        mark=mark,
                        value=key[1],
                        count=len(scen),
                        variants=users,
                    )
                if verbose:
                    for s in scen:
                        yield f"        {s.where()}"
        yield ""
        counts = {
            "scenarios": len(self.scenarios),
            "values": len(self.shipped),
            "covered": len(self.shipped) - len(self.gaps),
            "gaps": len(self.gaps),
        }
        yield (
            tr._(
                "{scenarios} scenarios; {values} rule values set by the given variants' own "
                "files, {covered} covered, {gaps} gaps; {inherited} values they inherit "
                "unchanged are covered where they are defined",
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


def rule_coverage(folder: Path, variants: Path | None = None) -> Coverage:
    """Compute the coverage of the scenarios in ``folder``: of the rule values of the shipped
    variants, or of those of the variant files in ``variants``."""
    scenarios = parse_features(folder)
    covered: dict[tuple[str, str], list[Scenario]] = {}
    for scenario in scenarios:
        for path, value in scenario.rules:
            covered.setdefault((path, _key(value)), []).append(scenario)
    if variants is not None:
        own, inherited = folder_coverage_values(variants)
        return Coverage(covered, own, scenarios, "given", inherited)
    return Coverage(covered, shipped_values(), scenarios)
