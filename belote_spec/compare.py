"""Rule-by-rule comparison of variants, with citations."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .loader import Variant
from .schema import rule_paths

__all__ = [
    "OptionDiff",
    "RuleDiff",
    "diff_rules",
    "diff_variants",
    "format_value",
    "option_rule_paths",
]


@dataclass(frozen=True, slots=True)
class RuleDiff:
    """One rule whose value differs between two variants."""

    path: str
    a: Any
    b: Any
    a_source: str
    b_source: str


@dataclass(frozen=True, slots=True)
class OptionDiff:
    """An option offered by only one of two variants, and the rules it sets."""

    side: str
    variant: str
    option: str
    title: str
    rules: tuple[str, ...]
    source: str


def format_value(value: Any) -> str:
    """A short, YAML-like rendering of a rule value."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{k}: {format_value(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(format_value(v) for v in value) + "]"
    return str(value)


def _source(variant: Variant, path: str) -> str:
    cite = variant.citation(path)
    return cite.short() if cite is not None else "(uncited)"


def _with_option(variant: Variant, option: str) -> Variant:
    """``variant`` with ``option`` and the options it requires."""
    from .loader import load_variant, required_options

    needed = required_options(option, variant.available_options)
    return load_variant(
        variant.files[0], [*variant.options, *(o for o in needed if o not in variant.options)]
    )


def _changed(variant: Variant, other: Variant) -> tuple[str, ...]:
    return tuple(p for p in rule_paths() if other.rule(p) != variant.rule(p))


def option_rule_paths(variant: Variant, option: str) -> tuple[str, ...]:
    """The leaf rule paths an option changes, found by loading the variant with it."""
    return _changed(variant, _with_option(variant, option))


def diff_rules(a: Variant, b: Variant) -> list[RuleDiff]:
    """The rules whose values differ, in schema order, with each side's citation."""
    return [
        RuleDiff(path, a.rule(path), b.rule(path), _source(a, path), _source(b, path))
        for path in rule_paths()
        if a.rule(path) != b.rule(path)
    ]


def diff_variants(a: Variant, b: Variant) -> tuple[list[RuleDiff], list[OptionDiff]]:
    """The rules whose values differ, in schema order, and the options only one side offers."""
    rules = diff_rules(a, b)
    options: list[OptionDiff] = []
    for side, this, other in (("a", a, b), ("b", b, a)):
        for name, info in this.available_options.items():
            if name in other.available_options or name in this.options:
                continue
            loaded = _with_option(this, name)
            changed = _changed(this, loaded)
            cited = _source(loaded, changed[0]) if changed else "(no rule changed)"
            options.append(OptionDiff(side, this.name, name, info.title, changed, cited))
    return rules, options
