"""The game record written to a file: checked before the game, written atomically (also when
the game is interrupted), never over the record of a finished game."""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from ..atomic_files import install_file as install_file
from ..atomic_files import write_atomically as write_atomically
from ..engine.game import RECORD_FORMAT, Game
from .wording import _quoted, _tr


class SaveError(ValueError):
    """``--save`` names a file that may not be written (it exists, it is a folder, its folder
    is missing or read-only), or the record could not be written."""


def check_save_path(save: Path, *, overwrite: bool = False) -> None:
    """Refuse, before the game, a record file that could not be written: an existing file
    (unless ``overwrite``), anything but a regular file, a missing or read-only folder."""
    try:
        if save.is_dir():
            raise SaveError(f"--save {save}: is a folder; give a file name")
        if save.exists() or save.is_symlink():
            if not overwrite:
                raise SaveError(f"--save {save}: the file exists; pass --force to replace it")
            if not save.is_file():
                raise SaveError(f"--save {save}: not a regular file; it will not be replaced")
        folder = save.absolute().parent
        if not folder.is_dir():
            raise SaveError(f"--save {save}: the folder {folder} does not exist")
        fd, probe = tempfile.mkstemp(dir=folder, prefix=".belote-spec-", suffix=".tmp")
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        raise SaveError(f"--save {save}: cannot write there: {exc.strerror or exc}") from exc
    except ValueError as exc:  # a NUL byte in the name
        if isinstance(exc, SaveError):
            raise
        raise SaveError(f"--save {save!r}: not a usable file name: {exc}") from exc


def _holds_complete_record(path: Path) -> bool:
    """Whether ``path`` holds the record of a finished game (its ``result`` set)."""
    try:
        if not path.is_file() or path.stat().st_size > 256 * 1024 * 1024:
            return False
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return False
    return (
        isinstance(data, dict)
        and data.get("format") == RECORD_FORMAT
        and isinstance(data.get("result"), dict)
    )


def _free_name(save: Path, tag: str) -> Path:
    """``FILE.tag``, or ``FILE.tag-2``, ``FILE.tag-3``… : the first name that is free."""
    for n in range(1, 1000):
        candidate = save.with_name(f"{save.name}.{tag}" + (f"-{n}" if n > 1 else ""))
        if not (candidate.exists() or candidate.is_symlink()):
            return candidate
    raise SaveError(f"--save {save}: no free name for the {tag} record next to it")


def _save(game: Game, save: Path, *, overwrite: bool, out: Callable[[str], None]) -> Path:
    """Write the record of ``game``, finished or not, and say where.

    A finished game goes to ``save`` (replacing it only with ``overwrite``). An unfinished one
    goes to ``save`` too, unless ``save`` now holds the record of a finished game (or was not
    ours to replace): then to ``FILE.partial`` beside it, so that an interrupted game never
    replaces a complete record."""
    text = game.to_json(indent=1)
    target = save
    taken = save.exists() or save.is_symlink()
    if game.over:
        if taken and not overwrite:
            target = _free_name(save, "new")
    elif taken and (not overwrite or _holds_complete_record(save)):
        target = _free_name(save, "partial")
    replace = overwrite and target == save
    try:
        write_atomically(target, text, replace=replace)
    except FileExistsError:  # appeared meanwhile
        target = _free_name(save, "partial" if not game.over else "new")
        write_atomically(target, text, replace=False)
    tr = _tr()
    if target != save:
        if _holds_complete_record(save):
            out(tr._("{file} holds a complete game: nothing is written there.", file=save))
        else:
            out(tr._("{file} already exists: nothing is written there.", file=save))
    if game.over:
        out(tr._("Game saved in {file}", file=target))
    else:
        out(
            tr.ngettext(
                "Interrupted game saved in {file} ({n} action; {command} reads it again).",
                "Interrupted game saved in {file} ({n} actions; {command} reads it again).",
                len(game.actions),
                file=target,
                command=_quoted(f"belote-spec replay {target}", tr),
            )
        )
    return target
