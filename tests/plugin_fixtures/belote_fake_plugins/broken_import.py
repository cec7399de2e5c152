"""A plugin whose import fails: it needs a module that is not installed."""

from __future__ import annotations

import belote_fake_dependency_not_installed  # noqa: F401
