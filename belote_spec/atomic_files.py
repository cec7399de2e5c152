"""Files written in one step: a reader, or a crash, sees the old content or the whole new one,
never a part; and a file that exists is never replaced unless the caller says so. Every
command that writes a user's file (a saved game, a schema, a rulebook, simulation tables,
coverage records) writes through here."""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from pathlib import Path

__all__ = ["install_file", "write_atomically"]


def write_atomically(path: Path, text: str, *, replace: bool) -> None:
    """Write ``text`` to ``path`` through a temporary file in the same folder, synced to the
    disk, then moved into place in one step: ``path`` holds either its old content or the
    whole new one, never a part. Without ``replace`` an existing ``path`` is left alone
    (:class:`FileExistsError`)."""
    folder = path.absolute().parent
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".belote-spec-", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        if replace and path.is_file():
            mode = stat.S_IMODE(path.stat().st_mode)
        else:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        os.chmod(tmp, mode)
        install_file(Path(tmp), path, replace=replace)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)


def install_file(tmp: Path, path: Path, *, replace: bool) -> None:
    """Give the complete file ``tmp`` (synced, in ``path``'s folder) the name ``path`` in one
    step, and sync the folder so that the new name reaches the disk too. Without ``replace`` an
    existing ``path`` (a dangling symlink included) is left alone: :class:`FileExistsError`.
    ``tmp`` may remain (a hard link was made): the caller removes it."""
    if replace:
        os.replace(tmp, path)
    else:
        try:
            os.link(tmp, path)  # fails if path exists: never replaces
        except FileExistsError:
            raise
        except OSError:  # a file system without hard links
            if path.exists() or path.is_symlink():
                raise FileExistsError(errno.EEXIST, "File exists", str(path)) from None
            os.replace(tmp, path)
    with contextlib.suppress(OSError):
        dir_fd = os.open(path.absolute().parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
