"""A plugin whose kernel compiles fine but raises when it is called during play."""

from __future__ import annotations

from typing import Any

from belote_spec.hookspecs import hookimpl


class KernelFailure(Exception):
    """Raised by the kernel, to be recognised by the test."""


@hookimpl
def belote_make_scorer(variant: Any, tables: Any) -> Any:
    def score(*args: Any, **kwargs: Any) -> Any:
        raise KernelFailure("the fake scorer fails while playing")

    return score
