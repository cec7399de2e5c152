"""Files written by ``belote-spec simulate``: the per-deal rows (Parquet or CSV) and the
charts, each written to a temporary file beside its place and moved there only when complete;
an existing file is replaced only when told to (``force``).

The rows of a file are labelled: seats, teams, modes, bids, contres and outcomes are written
as words (``N``, ``NS``, ``SA``, ``prise``, ``made``), not as the codes of
:mod:`belote_spec.simulation.columns`; in Parquet as dictionary-encoded strings, which
``pandas.read_parquet`` reads as categories, with what was simulated (variants, options,
seed, policy, backend, package version) in the file's metadata (:func:`read_metadata`)."""

from __future__ import annotations

import contextlib
import json
import os
import secrets
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Final

import numpy as np
import numpy.typing as npt

from ..engine.tables import MODES
from ..i18n import _
from ..seating import FOUR
from .columns import DEAL_COLUMNS, bid_name, deal_columns

__all__ = [
    "LABELS",
    "METADATA_KEY",
    "ROW_SUFFIXES",
    "MissingExtra",
    "RowWriter",
    "check_new_file",
    "install_into",
    "labelled_columns",
    "read_metadata",
]

#: What ``--out`` writes, by the file's suffix (in any case).
ROW_SUFFIXES: Final = (".parquet", ".csv")
#: Rows per row group of a Parquet file.
PARQUET_ROW_GROUP: Final = 131_072
#: The key of a Parquet file's metadata holding what was simulated (a JSON object); the same
#: object is under ``belote_spec`` in ``PANDAS_ATTRS``, which pandas reads into ``df.attrs``.
METADATA_KEY: Final = "belote_spec"
#: Raised with any change of the file's columns or metadata.
FORMAT: Final = 1

_TEAMS: Final = ("NS", "EW")
#: The words a file writes for the coded columns, by code (a code of -1 is left empty: no
#: contract, nobody); ``bid`` and ``outcome`` are written by :func:`labelled_columns`.
LABELS: Final[Mapping[str, tuple[str, ...]]] = {
    "dealer": FOUR.seats,
    "taker": FOUR.seats,
    "team": _TEAMS,
    "mode": MODES,
    "contre": ("no", "contre", "surcontre"),
    "capot": _TEAMS,
    "outcome": ("made", "dedans", "litige", "capot", "passed", "cancelled"),
}

Labelled = tuple[npt.NDArray[Any], tuple[str, ...] | None]
"""A column as a file writes it: its values and no labels, or its codes (-1: empty) into its
labels."""


def labelled_columns(
    table: Mapping[str, npt.NDArray[Any]], seats: Sequence[str] = FOUR.seats
) -> dict[str, Labelled]:
    """The columns of a deal table as files write them: each coded column as codes into its
    labels (:data:`LABELS`; ``bid``'s labels are the bids the rows hold, in increasing
    order; a seat, ``dealer`` and ``taker``, is a seat index in playing order, named by
    ``seats``, the variant's :attr:`Rules.seating.seats <belote_spec.seating.Seating.seats>`:
    ``N W S E`` counter-clockwise, ``N E S W`` clockwise; a score line, ``team`` and
    ``capot``, is ``NS`` or ``EW``, or a player's seat code each for himself), the others as
    they are. Where
    nobody took, ``taker``, ``team``, ``mode``, ``bid`` and ``contre`` are empty;
    ``outcome`` says ``passed`` (or ``cancelled`` for a deal a carré voided) where nothing
    was scored."""
    taken = np.asarray(table["taker"]) >= 0
    out: dict[str, Labelled] = {}
    # the score lines: the teams NS and EW, or each player (points_n, points_w, points_s...)
    lines = tuple(n[len("points_") :].upper() for n in table if n.startswith("points_"))
    teams = lines if lines and lines != _TEAMS else _TEAMS
    for name in deal_columns(teams):
        column = np.asarray(table[name])
        if name == "bid":
            codes = column.astype(np.int64)
            seen = np.unique(codes[taken])
            index = np.searchsorted(seen, codes)
            out[name] = (
                np.where(taken, index, -1),
                tuple(bid_name(int(b)) for b in seen),
            )
        elif name == "contre":
            out[name] = (np.where(taken, column.astype(np.int64), -1), LABELS[name])
        elif name == "outcome":
            code = column.astype(np.int64) - 1  # made … capot: 0 … 3
            cancelled = np.asarray(table["cancelled"], bool)
            code = np.where(code >= 0, code, np.where(cancelled, 5, np.where(taken, -1, 4)))
            out[name] = (code, LABELS[name])
        elif name in ("dealer", "taker"):
            out[name] = (column.astype(np.int64), tuple(seats))
        elif name in ("team", "capot"):
            out[name] = (column.astype(np.int64), teams)
        elif name in LABELS:
            out[name] = (column.astype(np.int64), LABELS[name])
        else:
            out[name] = (column, None)
    return out


class MissingExtra(Exception):
    """An optional library a command needs is not installed (the message says which extra to
    install)."""


def need(module: str, extra: str, what: str) -> Any:
    """Import ``module`` or raise :class:`MissingExtra` saying which extra provides it."""
    import importlib

    from ..extras import install_command

    try:
        return importlib.import_module(module)
    except ImportError:
        raise MissingExtra(
            _(
                "{what} needs {module}, which is not installed (the {extra} extra); add it "
                "with: {command}",
                what=what,
                module=module.split(".")[0],
                extra=extra,
                command=install_command(extra),
            )
        ) from None


def check_new_file(path: Path, *, force: bool, what: str) -> str | None:
    """Why ``path`` cannot be written (None if it can): it exists and ``force`` is not set,
    it is a folder, or its folder does not exist."""
    # {what} is an option (--out) or "--plots: the chart"
    if path.is_dir():
        return _("{what} {file} is a folder", what=what, file=path)
    if path.exists() or path.is_symlink():
        if not path.is_file():  # a device, a FIFO, a link to one: --force would not help
            return _(
                "{what} {file} is not a regular file: it is not replaced", what=what, file=path
            )
        if not force:
            return _("{what} {file} already exists (--force replaces it)", what=what, file=path)
    if not path.parent.is_dir():
        return _("the folder of {what} {file} does not exist", what=what, file=path)
    return None


def install_into(temp: Path, path: Path, *, force: bool) -> None:
    """Move the complete file ``temp`` to ``path``: atomically, and never over an existing
    file unless ``force`` (a file created there meanwhile is not replaced either): the
    project's one way of doing it, :func:`belote_spec.terminal.saving.install_file`."""
    from ..atomic_files import install_file

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
    """Per-deal rows written chunk by chunk to ``path`` (``.parquet`` or ``.csv``), labelled
    (:func:`labelled_columns`), with a leading ``variant`` column when ``variant_column``
    (several variants in one file). ``metadata`` (JSON-able: what was simulated) goes into a
    Parquet file's metadata; a CSV file has no place for it. ``columns``: the deal table's
    (:func:`~belote_spec.simulation.columns.deal_columns` of the variants' score lines)."""

    def __init__(
        self,
        path: Path,
        *,
        force: bool,
        variant_column: bool,
        metadata: Mapping[str, Any] | None = None,
        columns: Mapping[str, type[np.generic]] = DEAL_COLUMNS,
    ) -> None:
        self.path = path
        self.columns = columns
        self.force = force
        self.kind = path.suffix.lower()
        if self.kind not in ROW_SUFFIXES:
            raise ValueError(f"expected a file ending in .parquet or .csv; got {path.name}")
        self.variant_column = variant_column
        self.metadata = {"format": FORMAT, **(metadata or {})}
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
        names = (["variant"] if self.variant_column else []) + list(self.columns)
        if self.kind == ".csv":
            self._file = self.temp.open("w", encoding="utf-8", newline="\n")
            self._file.write(",".join(names) + "\n")
        else:
            import pyarrow as pa

            fields = (
                [pa.field("variant", pa.dictionary(pa.int16(), pa.string()))]
                if self.variant_column
                else []
            )
            for name, dtype in self.columns.items():
                if name == "bid":
                    kind = pa.dictionary(pa.int16(), pa.string())
                elif name in LABELS:
                    kind = pa.dictionary(pa.int8(), pa.string())
                else:
                    kind = pa.from_numpy_dtype(np.dtype(dtype))
                fields.append(pa.field(name, kind))
            text = json.dumps(self.metadata, ensure_ascii=False)
            attrs = json.dumps({METADATA_KEY: self.metadata}, ensure_ascii=False)
            self._schema = pa.schema(fields, metadata={METADATA_KEY: text, "PANDAS_ATTRS": attrs})
            self._writer = self._pa.ParquetWriter(str(self.temp), self._schema)

    def write(
        self, variant: str, table: Mapping[str, npt.NDArray[Any]], seats: Sequence[str] = FOUR.seats
    ) -> None:
        """Add the rows of ``table``, deals of ``variant`` (its seats in playing order:
        ``seats``)."""
        rows = len(table["game"])
        if not rows:
            return
        columns = labelled_columns(table, seats)
        if self.kind == ".csv":
            texts = [_csv_column(values, labels) for values, labels in columns.values()]
            if self.variant_column:
                texts.insert(0, [_csv_text(variant)] * rows)
            self._file.write("\n".join(map(",".join, zip(*texts, strict=True))) + "\n")
            return
        import pyarrow as pa

        arrays = []
        if self.variant_column:
            arrays.append(
                pa.DictionaryArray.from_arrays(
                    pa.array(np.zeros(rows, np.int16)), pa.array([variant], pa.string())
                )
            )
        for name, (values, labels) in columns.items():
            kind = self._schema.field(name).type
            if labels is None:
                arrays.append(pa.array(values, kind))
                continue
            index = pa.array(values.astype(kind.index_type.to_pandas_dtype()), mask=values < 0)
            arrays.append(pa.DictionaryArray.from_arrays(index, pa.array(labels, pa.string())))
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


def _csv_column(values: npt.NDArray[Any], labels: Sequence[str] | None) -> list[str]:
    """A column's cells: its labels (empty for -1), ``true``/``false``, or its numbers."""
    if labels is not None:
        words = np.array(["", *labels], dtype=object)
        return list(words[values + 1])
    if values.dtype == np.bool_:
        return ["true" if v else "false" for v in values.tolist()]
    return [str(v) for v in values.tolist()]


def read_metadata(path: str | os.PathLike[str]) -> dict[str, Any] | None:
    """What was simulated, from the metadata of a Parquet file written by ``--out`` (None
    when the file has none). ``pandas.read_parquet(path).attrs["belote_spec"]`` is the
    same."""
    import pyarrow.parquet as pq

    found = (pq.read_schema(path).metadata or {}).get(METADATA_KEY.encode())
    if found is None:
        return None
    data: dict[str, Any] = json.loads(found)
    return data
