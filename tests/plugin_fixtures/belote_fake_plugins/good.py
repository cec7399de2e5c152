"""A plugin that works: it records every variant compiled with it."""

from __future__ import annotations

from typing import Any

from belote_spec.hookspecs import hookimpl

COMPILED: list[str] = []


@hookimpl
def belote_compiled(variant: Any, rules: Any) -> None:
    COMPILED.append(variant.id)
