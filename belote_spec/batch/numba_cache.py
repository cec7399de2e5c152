"""Whether numba may keep the compiled kernels on disk (``cache=True``).

numba looks for a writable folder for its cache (``NUMBA_CACHE_DIR``, the ``__pycache__``
beside the module, the user's cache folder) when a function decorated with ``cache=True`` is
defined, and raises ``RuntimeError`` when it finds none: a read-only install run by a user
without a home folder could not even import the batch engine. :func:`can_cache` asks numba
the same question first, so that the kernels are then compiled at each run instead (slower to
start, the same results).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["can_cache"]


def can_cache(function: Callable[..., Any]) -> bool:
    """Whether numba finds a place to cache the kernels of ``function``'s module (pass any
    plain function defined in that module)."""
    from numba.core.caching import FunctionCache

    try:
        FunctionCache(function)  # type: ignore[no-untyped-call, unused-ignore]
    except RuntimeError:  # "cannot cache function ...: no locator available for file ..."
        return False
    return True
