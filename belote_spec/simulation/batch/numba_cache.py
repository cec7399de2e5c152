"""Whether numba may keep the compiled kernels on disk (``cache=True``).

numba looks for a writable folder for its cache (``NUMBA_CACHE_DIR``, the ``__pycache__``
beside the module, the user's cache folder) when a function decorated with ``cache=True`` is
defined, and raises ``RuntimeError`` when it finds none: a read-only install run by a user
without a home folder could not even import the batch engine. :func:`can_cache` asks numba
the same question first, so that the kernels are then compiled at each run instead (slower to
start, the same results).
"""

from __future__ import annotations

import inspect
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from types import FunctionType, ModuleType
from typing import Any, Final

__all__ = ["can_cache", "compile_sources"]


def can_cache(function: Callable[..., Any]) -> bool:
    """Whether numba finds a place to cache the kernels of ``function``'s module (pass any
    plain function defined in that module)."""
    from numba.core.caching import FunctionCache

    try:
        FunctionCache(function)  # type: ignore[no-untyped-call, unused-ignore]
    except RuntimeError:  # "cannot cache function ...: no locator available for file ..."
        return False
    return True


def compile_sources(
    sources: Sequence[tuple[ModuleType, Sequence[str] | Mapping[str, str]]],
    *,
    given: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """Compile with numba the functions named in each ``(module, names)`` of ``sources``:
    each function's own code, with its calls to the others going to their compiled forms
    (it is run on a copy of its module's globals where they are). Returns them by name.

    ``names`` may map a name to the function of the module compiled under it
    (``{"_trick_winner": "_compiled_trick_winner"}``: the calls to ``_trick_winner`` go to
    the compiled ``_compiled_trick_winner``). ``given`` names functions compiled before (by
    another call, e.g. :data:`belote_spec.simulation.batch.jit.COMPILED`'s) that the
    functions call by those names.

    Cached on disk where numba may (:func:`can_cache`), and then against the source of every
    module of ``sources`` and of those the ``given`` functions were compiled from: numba
    checks a cached function against its own file only, though it holds a copy of every
    function it calls, so a kernel edited in another module would otherwise keep its old
    compiled form. A function of at most :data:`INLINE_LINES` lines is inlined where it is
    called (``forceinline``)."""
    import numba

    extra = given or {}
    stamp = tuple(
        dict.fromkeys(
            (
                _stamp(sys.modules[__name__]),
                *(part for function in extra.values() for part in _stamps_of(function)),
                *(_stamp(module) for module, _names in sources),
            )
        )
    )
    compiled: dict[str, Any] = {}
    spaces: list[dict[str, Any]] = []
    for module, names in sources:
        space = dict(vars(module))
        space.update(extra)
        spaces.append(space)
        pairs = list(names.items()) if isinstance(names, Mapping) else [(n, n) for n in names]
        cache = can_cache(getattr(module, pairs[0][1]))
        for name, source in pairs:
            function = getattr(module, source)
            copy = FunctionType(
                function.__code__, space, function.__name__, None, function.__closure__
            )
            copy.__qualname__ = function.__qualname__
            force = _small(function)
            dispatcher = numba.njit(cache=cache, nogil=True, forceinline=force)(copy)
            if cache and not _tie(dispatcher, stamp):
                dispatcher = numba.njit(cache=False, nogil=True, forceinline=force)(copy)
            setattr(dispatcher, _SOURCES, stamp)
            compiled[name] = dispatcher
    for space in spaces:
        space.update(compiled)
    return compiled


#: The attribute where :func:`compile_sources` keeps on each function it compiled the
#: sources it holds (its disk cache's stamp).
_SOURCES: Final = "belote_sources"


def _stamps_of(function: Any) -> tuple[tuple[str, float, int], ...]:
    """The sources ``function`` holds (kept on it by :func:`compile_sources`)."""
    stamp = getattr(function, _SOURCES, None)
    if stamp is None:
        raise ValueError(f"{function!r}: not compiled by compile_sources")
    return stamp  # type: ignore[no-any-return]


#: The longest function (in lines of source) that LLVM inlines where it is called
#: (``forceinline``): the kernels a deal runs card by card are then one piece of machine code
#: with the loop. numba types and compiles each function once either way (its own ``inline``
#: would type an inlined body again at each call site: the deal loop took 45 s to compile).
INLINE_LINES: Final = 100


def _small(function: FunctionType) -> bool:
    return len(inspect.getsourcelines(function)[0]) <= INLINE_LINES


def _stamp(module: ModuleType) -> tuple[str, float, int]:
    path = inspect.getfile(module)
    st = os.stat(path)
    return path, st.st_mtime, st.st_size


def _tie(dispatcher: Any, stamp: tuple[tuple[str, float, int], ...]) -> bool:
    """Make ``dispatcher``'s disk cache valid only for ``stamp`` (the sources as they are
    now); False where this numba keeps it elsewhere (then do not cache)."""
    cache_file = getattr(getattr(dispatcher, "_cache", None), "_cache_file", None)
    if cache_file is None or not hasattr(cache_file, "_source_stamp"):
        return False
    cache_file._source_stamp = (cache_file._source_stamp, stamp)
    return True
