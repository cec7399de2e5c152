"""Files written by ``belote-spec simulate``: the per-deal rows (Parquet or CSV) and the
charts, each written to a temporary file beside its place and moved there only when complete;
an existing file is replaced only when told to (``force``)."""

from __future__ import annotations

import contextlib
import os
import secrets
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Final

import numpy as np
import numpy.typing as npt

from ..i18n import _
from .tables import DEAL_COLUMNS

__all__ = ["ROW_SUFFIXES", "MissingExtra", "RowWriter", "check_new_file", "install_into"]

#: What ``--out`` writes, by the file's suffix (in any case).
ROW_SUFFIXES: Final = (".parquet", ".csv")
#: Rows per row group of a Parquet file.
PARQUET_ROW_GROUP: Final = 131_072


class MissingExtra(Exception):
    """An optional library a command needs is not installed (the message says which extra to
    install)."""


def need(module: str, extra: str, what: str) -> Any:
    """Import ``module`` or raise :class:`MissingExtra` saying which extra provides it."""
    import importlib

    try:
        return importlib.import_module(module)
    except ImportError:
        raise MissingExtra(
            _(
                "{what} needs {module}, which is not installed: pip install 'belote-spec[{extra}]'",
                what=what,
                module=module.split(".")[0],
                extra=extra,
            )
        ) from None


def check_new_file(path: Path, *, force: bool, what: str) -> str | None:
    """Why ``path`` cannot be written (None if it can): it exists and ``force`` is not set,
    it is a folder, or its folder does not exist."""
    # {what} is an option (--out) or "--plots: the chart"
    if path.is_dir():
        return _("{what} {file} is a folder", what=what, file=path)
    if path.exists() or path.is_symlink():
        if not force:
            return _("{what} {file} already exists (--force replaces it)", what=what, file=path)
        if not path.is_file():
            return _(
                "{what} {file} is not a regular file: it is not replaced", what=what, file=path
            )
    if not path.parent.is_dir():
        return _("the folder of {what} {file} does not exist", what=what, file=path)
    return None


def install_into(temp: Path, path: Path, *, force: bool) -> None:
    """Move the complete file ``temp`` to ``path``: atomically, and never over an existing
    file unless ``force`` (a file created there meanwhile is not replaced either): the
    project's one way of doing it, :func:`belote_spec.table.install_file`."""
    from ..table import install_file

    with open(temp, "rb+") as written:  # every byte on the disk before the name
        os.fsync(written.fileno())
    try:
        install_file(temp, path, replace=force)
    except FileExistsError:
        raise FileExistsError(
            _(
                "{file} was created while the simulation ran; it is kept, and the new file "
                "is not written (--force replaces it)",
                file=path,
            )
        ) from None
    finally:
        with contextlib.suppress(OSError):
            temp.unlink()


def _temp_beside(path: Path) -> Path:
    """A new empty file beside ``path``, made with the usual permissions (the umask's), not
    mkstemp's owner-only ones."""
    for _attempt in range(100):
        temp = path.parent / f".{path.name}.{secrets.token_hex(6)}.tmp"
        try:
            fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        except FileExistsError:
            continue
        os.close(fd)
        return temp
    raise FileExistsError(_("could not create a temporary file beside {file}", file=path))


class RowWriter:
    """Per-deal rows written chunk by chunk to ``path`` (``.parquet`` or ``.csv``), with a
    leading ``variant`` column when ``variant_column`` (several variants in one file)."""

    def __init__(self, path: Path, *, force: bool, variant_column: bool) -> None:
        self.path = path
        self.force = force
        self.kind = path.suffix.lower()
        if self.kind not in ROW_SUFFIXES:
            raise ValueError(f"expected a file ending in .parquet or .csv; got {path.name}")
        self.variant_column = variant_column
        self._pa: Any = None
        if self.kind == ".parquet":
            self._pa = need("pyarrow.parquet", "sim", "--out FILE.parquet")
            need("pyarrow", "sim", "--out FILE.parquet")
        self.temp: Path | None = None
        self._pending: list[Any] = []
        self._pending_rows = 0
        self._writer: Any = None
        self._file: Any = None

    def open(self) -> None:
        self.temp = _temp_beside(self.path)
        names = (["variant"] if self.variant_column else []) + list(DEAL_COLUMNS)
        if self.kind == ".csv":
            self._file = self.temp.open("w", encoding="utf-8", newline="\n")
            self._file.write(",".join(names) + "\n")
        else:
            import pyarrow as pa

            fields = [pa.field("variant", pa.string())] if self.variant_column else []
            fields += [
                pa.field(name, pa.from_numpy_dtype(np.dtype(dtype)))
                for name, dtype in DEAL_COLUMNS.items()
            ]
            self._schema = pa.schema(fields)
            self._writer = self._pa.ParquetWriter(str(self.temp), self._schema)

    def write(self, variant: str, table: Mapping[str, npt.NDArray[Any]]) -> None:
        rows = len(table["game"])
        if not rows:
            return
        if self.kind == ".csv":
            columns = [np.asarray(table[name]).astype(np.int64) for name in DEAL_COLUMNS]
            block = np.column_stack(columns)
            prefix = f"{_csv_text(variant)}," if self.variant_column else ""
            lines = "\n".join(prefix + ",".join(map(str, row)) for row in block.tolist())
            self._file.write(lines + "\n")
            return
        import pyarrow as pa

        arrays = [pa.array([variant] * rows, pa.string())] if self.variant_column else []
        arrays += [pa.array(table[name]) for name in DEAL_COLUMNS]
        self._pending.append(pa.Table.from_arrays(arrays, schema=self._schema))
        self._pending_rows += rows
        if self._pending_rows >= PARQUET_ROW_GROUP:
            self._flush()

    def _flush(self) -> None:
        """Write the rows gathered so far as one row group (chunks are small; row groups of
        that size would make the file slow to read)."""
        if self._pending:
            import pyarrow as pa

            self._writer.write_table(pa.concat_tables(self._pending))
            self._pending = []
            self._pending_rows = 0

    def commit(self) -> None:
        """Close the file and move it to its place."""
        assert self.temp is not None
        if self._file is not None:
            self._file.close()
            self._file = None
        if self._writer is not None:
            self._flush()
            self._writer.close()
            self._writer = None
        install_into(self.temp, self.path, force=self.force)
        self.temp = None

    def abort(self) -> None:
        """Close and remove the temporary file (after an error or Ctrl-C)."""
        with contextlib.suppress(Exception):
            if self._file is not None:
                self._file.close()
            if self._writer is not None:
                self._writer.close()
        if self.temp is not None:
            with contextlib.suppress(OSError):
                self.temp.unlink()
            self.temp = None


def _csv_text(text: str) -> str:
    if any(c in text for c in ',"\n\r'):
        return '"' + text.replace('"', '""') + '"'
    return text
