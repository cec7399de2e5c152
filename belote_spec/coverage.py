"""Rule coverage of the acceptance scenarios.

Every scenario names the rules it exercises with a step « la règle "play.undertrump" vaut
required ». This module reads the feature files (French Gherkin, with Scenario Outlines
expanded), collects those (rule path, value) pairs, and reports, for every rule path of the
schema and every value a shipped variant (or one of its options) uses, the scenarios that
exercise it. A value used by a shipped variant with no scenario is a gap.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from .loader import list_variants, load_variant, option_spec, thaw
from .schema import rule_paths

__all__ = ["Coverage", "Scenario", "parse_features", "rule_coverage", "shipped_values"]

_SCENARIO = re.compile(
    r"^\s*(?:Scénario|Scenario|Exemple|Plan du [Ss]cénario|Plan du [Ss]cenario|"
    r"Scenario Outline|Scenario Template)\s*:\s*(?P<name>.*)$"
)
_EXAMPLES = re.compile(r"^\s*(?:Exemples|Examples|Scénarios)\s*:")
_RULE_STEP = re.compile(r'la règle "(?P<path>[a-z_.]+)" vaut (?P<raw>.+?)\s*$')
_VARIANT = re.compile(r'la variante "(?P<spec>[^"]+)"')


@dataclass
class Scenario:
    """One scenario (one row of an outline's examples)."""

    file: str
    line: int
    name: str
    tags: tuple[str, ...]
    steps: list[str] = field(default_factory=list)

    @property
    def rules(self) -> list[tuple[str, Any]]:
        """The (rule path, value) pairs the scenario names."""
        out = []
        for step in self.steps:
            m = _RULE_STEP.search(step)
            if m:
                raw = m.group("raw").strip()
                if len(raw) >= 2 and raw[0] == raw[-1] == '"':
                    raw = raw[1:-1]
                out.append((m.group("path"), yaml.safe_load(raw) if raw else None))
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


def parse_features(folder: Path) -> list[Scenario]:
    """Every scenario of every ``*.feature`` file in ``folder``, outlines expanded."""
    out: list[Scenario] = []
    for path in sorted(folder.glob("*.feature")):
        out.extend(_parse(path))
    return out


def _parse(path: Path) -> Iterator[Scenario]:
    lines = path.read_text(encoding="utf-8").splitlines()
    feature_tags: list[str] = []
    pending_tags: list[str] = []
    current: Scenario | None = None
    template: list[str] = []
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
        if m and seen_feature:
            if current is not None and examples_header is None and not in_examples:
                yield current
            current = Scenario(
                path.name, number, m.group("name").strip(), tuple(feature_tags + pending_tags)
            )
            pending_tags, template, examples_header, in_examples = [], [], None, False
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
                steps = [_substitute(s, row) for s in template]
                yield Scenario(
                    current.file,
                    number,
                    f"{current.name} [{', '.join(row.values())}]",
                    current.tags + tuple(example_tags),
                    steps,
                )
            else:
                template.append(text)  # a data table belongs to the previous step
            continue
        if in_examples:
            continue
        template.append(text)
        current.steps = template
    if current is not None and not in_examples:
        yield current


def _substitute(step: str, row: dict[str, str]) -> str:
    return re.sub(r"<([^<>]+)>", lambda m: row.get(m.group(1), m.group(0)), step)


def _key(value: Any) -> str:
    return json.dumps(thaw(value), sort_keys=True, ensure_ascii=False)


def shipped_values() -> dict[tuple[str, str], list[str]]:
    """(rule path, value as JSON) → the shipped variants (and options) that use it."""
    out: dict[tuple[str, str], list[str]] = {}
    for info in list_variants():
        offered = {o.name: o for o in info.options}
        for spec in [info.name, *(option_spec(info.name, o.name, offered) for o in info.options)]:
            variant = load_variant(spec)
            for path, value in variant.items():
                out.setdefault((path, _key(value)), []).append(spec)
    return out


@dataclass
class Coverage:
    """The scenarios exercising each (rule path, value)."""

    covered: dict[tuple[str, str], list[Scenario]]
    shipped: dict[tuple[str, str], list[str]]
    scenarios: list[Scenario]

    @property
    def gaps(self) -> list[tuple[str, str]]:
        """Values used by a shipped variant that no scenario exercises."""
        return sorted(k for k in self.shipped if not self.covered.get(k))

    @property
    def unnamed(self) -> list[Scenario]:
        """Scenarios that name no rule."""
        return [s for s in self.scenarios if not s.rules]

    def lines(self, *, verbose: bool = False) -> Iterable[str]:
        """The report, rule path by rule path."""
        by_path: dict[str, list[tuple[str, str]]] = {}
        for path, value in sorted(set(self.shipped) | set(self.covered)):
            by_path.setdefault(path, []).append((path, value))
        for path in rule_paths():
            pairs = by_path.get(path, [])
            yield path
            for key in pairs:
                scen = self.covered.get(key, [])
                users = ", ".join(self.shipped.get(key, [])) or "no shipped variant"
                mark = "ok " if scen else "GAP"
                yield f"  {mark} {key[1]}  ({len(scen)} scenarios; used by {users})"
                if verbose:
                    for s in scen:
                        yield f"        {s.where()}"
        yield ""
        yield (
            f"{len(self.scenarios)} scenarios; {len(self.shipped)} rule values used by shipped "
            f"variants, {len(self.shipped) - len(self.gaps)} covered, {len(self.gaps)} gaps"
        )


def rule_coverage(folder: Path) -> Coverage:
    """Compute the coverage of the scenarios in ``folder``."""
    scenarios = parse_features(folder)
    covered: dict[tuple[str, str], list[Scenario]] = {}
    for scenario in scenarios:
        for path, value in scenario.rules:
            covered.setdefault((path, _key(value)), []).append(scenario)
    return Coverage(covered, shipped_values(), scenarios)
