"""Rule-by-rule comparison of variants, with citations."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .loader import Variant
from .schema import rule_paths

__all__ = ["OptionDiff", "RuleDiff", "diff_variants", "format_value", "option_rule_paths"]


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


def option_rule_paths(variant: Variant, option: str) -> tuple[str, ...]:
    """The leaf rule paths an option changes, found by loading the variant with it."""
    from .loader import load_variant

    with_option = load_variant(variant.files[0], [*variant.options, option])
    return tuple(p for p in rule_paths() if with_option.rule(p) != variant.rule(p))


def diff_variants(a: Variant, b: Variant) -> tuple[list[RuleDiff], list[OptionDiff]]:
    """The rules whose values differ, in schema order, and the options only one side offers."""
    rules = [
        RuleDiff(path, a.rule(path), b.rule(path), _source(a, path), _source(b, path))
        for path in rule_paths()
        if a.rule(path) != b.rule(path)
    ]
    options: list[OptionDiff] = []
    for side, this, other in (("a", a, b), ("b", b, a)):
        for name, info in this.available_options.items():
            if name in other.available_options or name in this.options:
                continue
            changed = option_rule_paths(this, name)
            with_opt = _cited_option(this, name, changed)
            options.append(OptionDiff(side, this.name, name, info.title, changed, with_opt))
    return rules, options


def _cited_option(variant: Variant, option: str, paths: Sequence[str]) -> str:
    from .loader import load_variant

    if not paths:
        return "(no rule changed)"
    loaded = load_variant(variant.files[0], [*variant.options, option])
    return _source(loaded, paths[0])
