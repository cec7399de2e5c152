"""A hook implementation whose name matches no hook."""

from __future__ import annotations

from typing import Any

from belote_spec.hookspecs import hookimpl


@hookimpl
def belote_make_plya(variant: Any, tables: Any) -> Any:
    return None
