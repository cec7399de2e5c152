"""Where variants are found by name: the shipped folder and the folders installed packages
name through the entry-point group ``belote_spec.variants``.

It sits below the loader, and the engine reads variants by name through it
(:func:`load_by_name`): the loader's :meth:`~belote_spec.loader.Variant.compile` imports the
engine, so the engine never imports the loader; the loader gives this module its
:func:`~belote_spec.loader.load_variant` when it is imported (importing ``belote_spec`` imports
it), and the engine asks for a variant here.
"""

from __future__ import annotations

import os
import warnings
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from importlib import metadata
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from .errors import escape_controls
from .i18n import _

if TYPE_CHECKING:
    from .loader import Variant

ENTRY_POINT_GROUP = "belote_spec.variants"
SUFFIXES = (".yaml", ".yml")




def builtin_variant_dir() -> Path:
    """The folder of the shipped variants (installed with the package, or in a checkout)."""
    here = Path(__file__).resolve().parent
    installed = here / "variants"
    if installed.is_dir():
        return installed
    return here.parent / "variants"


def entry_point_dir(obj: Any) -> Path | None:
    if callable(obj) and not isinstance(obj, ModuleType | type):
        obj = obj()
    if isinstance(obj, ModuleType):
        base = Path(obj.__file__).parent if obj.__file__ else None
        if base is None:
            return None
        return base / "variants" if (base / "variants").is_dir() else base
    if isinstance(obj, str | os.PathLike):
        return Path(obj)
    return None


def variant_dirs() -> list[tuple[str, Path]]:
    """Folders searched for variants by name: the shipped ones, then each entry point of the
    group ``belote_spec.variants`` (an entry point names a folder path, a callable returning
    one, or a module whose folder, or ``variants`` subfolder, holds the files).

    A broken variant package never breaks loading: it is left out with a warning that names
    the entry point and the distribution that installed it.

    Inside :func:`installed_packages_read_once`, the entry points are read at the first call
    only; the warnings are given again at each call."""
    slot = _READ_ONCE.get()
    if slot is None:
        dirs, said = _read_variant_dirs()
    else:
        if not slot:
            slot.append(_read_variant_dirs())
        dirs, said = slot[0]
    for message in said:
        warnings.warn(message, RuntimeWarning, stacklevel=2)
    return list(dirs)


_Read = tuple[list[tuple[str, Path]], list[str]]
#: Inside :func:`installed_packages_read_once` (in this thread or task): the folders read and
#: the warnings that came with them, once asked.
_READ_ONCE: ContextVar[list[_Read] | None] = ContextVar("_READ_ONCE", default=None)


@contextmanager
def installed_packages_read_once() -> Iterator[None]:
    """Within this block, :func:`variant_dirs` reads the installed packages' entry points
    once (about 5 ms each time, and a command asks at each variant it loads by name): for a
    command of the command line, while which nothing is installed."""
    token = _READ_ONCE.set([])
    try:
        yield
    finally:
        _READ_ONCE.reset(token)


def _read_variant_dirs() -> _Read:
    """:func:`variant_dirs` read from the installed packages, and the warnings to give of the
    entry points left out (their control characters escaped)."""
    dirs: list[tuple[str, Path]] = [("builtin", builtin_variant_dir())]
    said: list[str] = []
    for ep in metadata.entry_points(group=ENTRY_POINT_GROUP):
        dist = distribution_of(ep)
        if dist:
            who = _(
                "entry point {name!r} ({value}) of group {group}, from {dist},",
                name=ep.name,
                value=ep.value,
                group=ENTRY_POINT_GROUP,
                dist=dist,
            )
        else:
            who = _(
                "entry point {name!r} ({value}) of group {group}",
                name=ep.name,
                value=ep.value,
                group=ENTRY_POINT_GROUP,
            )
        if ep.name == "builtin":
            said.append(
                _(
                    "{who} is left out: 'builtin' names the variants shipped with belote-spec",
                    who=who,
                )
            )
            continue
        try:
            folder = entry_point_dir(ep.load())
        except (Exception, SystemExit) as exc:  # a package calling sys.exit() on import too
            error = f"{type(exc).__name__}: {exc}"
            said.append(_("{who} failed to load: {error}", who=who, error=error))
            continue
        if folder is None or not folder.is_dir():
            said.append(_("{who} does not name a folder", who=who))
            continue
        dirs.append((ep.name, folder))
    return dirs, [escape_controls(message) for message in said]


def _warn(message: str) -> None:
    warnings.warn(escape_controls(message), RuntimeWarning, stacklevel=3)


def variant_files() -> dict[str, tuple[str, Path]]:
    """The variant files loadable by name: ``{name: (origin, path)}``, where ``origin`` is
    ``"builtin"`` or the entry point's name (see :func:`variant_dirs`). A name found in two
    folders keeps the first, with a warning."""
    found: dict[str, tuple[str, Path]] = {}
    for origin, folder in variant_dirs():
        try:
            paths = sorted(folder.iterdir())
        except OSError as exc:
            _warn(
                _(
                    "the variants of {origin!r} in {folder} cannot be listed: {reason}",
                    origin=origin,
                    folder=folder,
                    reason=exc.strerror,
                )
            )
            continue
        for path in paths:
            if path.suffix in SUFFIXES and path.is_file():
                if path.stem in found and found[path.stem][0] != origin:
                    first, kept = found[path.stem]
                    _warn(
                        _(
                            "variant {name!r} of {origin!r} ({path}) is hidden by the one of "
                            "{first!r} ({kept}); load it by its path",
                            name=path.stem,
                            origin=origin,
                            path=path,
                            first=first,
                            kept=kept,
                        )
                    )
                    continue
                found.setdefault(path.stem, (origin, path))
    return found


#: The former private name, kept for callers that used it.
_variant_files = variant_files


def distribution_of(ep: Any) -> str | None:
    """``"name version"`` of the distribution that installed an entry point, or None."""
    dist = getattr(ep, "dist", None)
    if dist is None:
        return None
    try:
        name = dist.name or dist.metadata["Name"]
        version = dist.version
    except Exception:  # broken metadata: the entry point is still named by its value
        return None
    return f"{name} {version}" if name else None


_LOAD: list[Callable[[str, Sequence[str]], Variant]] = []


def use_loader(load: Callable[[str, Sequence[str]], Variant]) -> None:
    """Make ``load`` the function :func:`load_by_name` calls (the loader gives its
    :func:`~belote_spec.loader.load_variant` when it is imported)."""
    _LOAD[:] = [load]


def load_by_name(name: str, options: Sequence[str] = ()) -> Variant:
    """The variant ``name`` (a name or a file's path) with ``options``, as
    :func:`belote_spec.load_variant` gives it: for the engine, which replays records and
    unpickles games by their variant's name without importing the loader."""
    if not _LOAD:  # importing belote_spec imports the loader, which fills it
        raise RuntimeError("belote_spec.loader is not imported: import belote_spec first")
    return _LOAD[0](name, options)
