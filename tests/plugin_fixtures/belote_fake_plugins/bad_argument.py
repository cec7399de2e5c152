"""A hook implementation asking for an argument its hook does not provide."""

from __future__ import annotations

from typing import Any

from belote_spec.hookspecs import hookimpl


@hookimpl
def belote_make_play(variant: Any, table: Any) -> Any:
    return None
