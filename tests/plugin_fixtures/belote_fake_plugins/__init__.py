"""Fake rule plugins for the tests (see ../README.md)."""
