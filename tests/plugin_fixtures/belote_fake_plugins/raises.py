"""A plugin whose hook raises at compile time."""

from __future__ import annotations

from typing import Any

from belote_spec.hookspecs import hookimpl


def _check(variant: Any) -> None:
    raise RuntimeError(f"the fake scorer refuses {variant.name}")


@hookimpl
def belote_make_scorer(variant: Any, tables: Any) -> Any:
    _check(variant)  # raised one call deeper than the hook implementation
    return None
