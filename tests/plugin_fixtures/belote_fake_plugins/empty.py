"""A module with no hook implementation."""

from __future__ import annotations


def helper() -> int:
    return 1
