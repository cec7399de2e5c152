"""A wrapper that raises after the built-in plugin built the kernels."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from belote_spec.hookspecs import hookimpl


@hookimpl(wrapper=True)
def belote_make_play(variant: Any, tables: Any) -> Generator[None, Any, Any]:
    kernels = yield
    raise KeyError(f"no such kernel in {type(kernels).__name__}")
