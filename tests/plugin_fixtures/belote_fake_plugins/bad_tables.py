"""A plugin whose card tables are not what the built-in rules expect."""

from __future__ import annotations

from typing import Any

from belote_spec.hookspecs import hookimpl


class Tables:
    """Card tables that fail when the built-in play plugin reads them."""

    def __getattr__(self, name: str) -> Any:
        raise AttributeError(f"the fake tables have no {name}")


@hookimpl
def belote_make_card_tables(variant: Any) -> Any:
    return Tables()
