"""A plugin whose kernel calls ``sys.exit`` when it is called during play."""

from __future__ import annotations

import sys
from typing import Any

from belote_spec.hookspecs import hookimpl


@hookimpl
def belote_make_scorer(variant: Any, tables: Any) -> Any:
    def score(*args: Any, **kwargs: Any) -> Any:
        sys.exit(3)

    return score
