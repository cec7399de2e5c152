"""The French step library moved into the package: :mod:`belote_spec.bdd.steps`, a pytest
plugin (entry point ``pytest11``) that ``tests/conftest.py`` also registers by name. This module
only keeps the old import path of its readers for the tests; it registers no step."""

from __future__ import annotations

from belote_spec.bdd.steps import Table, card, cards, fail, mode, number, seat, team, value

__all__ = ["Table", "card", "cards", "fail", "mode", "number", "seat", "team", "value"]
