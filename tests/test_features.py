"""Runs the French acceptance scenarios of ``features/`` (pytest-bdd)."""

from __future__ import annotations

from pathlib import Path

from pytest_bdd import scenarios

FEATURES = Path(__file__).resolve().parents[1] / "features"

scenarios(str(FEATURES))
