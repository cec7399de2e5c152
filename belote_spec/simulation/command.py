"""``belote-spec simulate``: the command behind the parser entry of :mod:`belote_spec.cli`."""

from __future__ import annotations

import argparse
import dataclasses
import sys
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import escape_controls
from ..i18n import _
from .api import DaskUnreachable, SimulationResult, dask_client, simulate
from .batch.compiler import BatchUnsupported
from .columns import deal_columns
from .limits import (
    DEFAULT_CHUNK_DEALS,
    DEFAULT_CHUNK_GAMES,
    MAX_DEALS,
    MAX_GAMES,
    MAX_JOBS,
    MAX_SEED,
    bounded_jobs,
)
from .output import ROW_SUFFIXES, MissingExtra, RowWriter, check_new_file, need
from .parallel import ChunkResult, WorkerFailure
from .text_report import comparison_report, single_report

if TYPE_CHECKING:
    from ..engine.rules import Rules

__all__ = ["run"]

EXIT_OK = 0
EXIT_PROBLEMS = 1
EXIT_USAGE = 2
PROG = "belote-spec simulate"


def _folder_problem(folder: Path) -> str | None:
    """Why the charts could not be written into ``folder`` (created later if missing), or
    None: its nearest existing ancestor must be a folder this program may write into."""
    import tempfile

    here = folder.absolute()
    while not (here.exists() or here.is_symlink()) and here != here.parent:
        here = here.parent
    if not here.is_dir():
        return _("{path} is not a folder", path=here)
    try:
        with tempfile.NamedTemporaryFile(dir=here, prefix=".belote-spec-"):
            pass
    except OSError as exc:
        return str(exc.strerror or exc)
    return None


def _usage(message: str) -> int:
    print(f"{PROG}: {escape_controls(message)}", file=sys.stderr)
    return EXIT_USAGE


def _problem(message: str) -> int:
    print(f"{PROG}: {escape_controls(message)}", file=sys.stderr)
    return EXIT_PROBLEMS


def _out_of_range(option: str, low: object, high: object, got: object) -> str:
    return _(
        "{option}: expected a whole number from {low} to {high}; got {value}",
        option=option,
        low=low,
        high=high,
        value=got,
    )


def _simulate_each(
    args: argparse.Namespace,
    rules: list[Rules],
    client: Any,
    writer: RowWriter | None,
    results: list[SimulationResult],
) -> None:
    """Simulate each variant in turn, on the same seeds, appending to ``results``."""
    by_games = args.games is not None
    count = args.games if by_games else args.deals
    for each, name in zip(rules, _labels(args.variants, rules), strict=True):

        def keep(chunk: ChunkResult, name: str = name, seats: Any = each.seating.seats) -> None:
            if writer is not None and chunk.deals is not None:
                writer.write(name, chunk.deals, seats)

        results.append(
            simulate(
                each,
                deals=None if by_games else count,
                games=count if by_games else None,
                policy=args.policy,
                seed=args.seed,
                jobs=args.jobs,
                dask=client,
                keep_rows=False,
                progress=not args.quiet,
                on_chunk=keep if writer is not None else None,
                backend=args.backend,
                random_declarations=args.random_declarations,
            )
        )
        if name != each.variant.id:
            results[-1] = dataclasses.replace(results[-1], variant=name)


def _metadata(args: argparse.Namespace, rules: list[Rules], backends: list[str]) -> dict[str, Any]:
    """What a Parquet file of rows says of the simulation that wrote it."""
    from ..version import __version__

    by_games = args.games is not None
    return {
        "package": "belote-spec",
        "version": __version__,
        "unit": "games" if by_games else "deals",
        "count": args.games if by_games else args.deals,
        "seed": args.seed,
        "chunk": DEFAULT_CHUNK_GAMES if by_games else DEFAULT_CHUNK_DEALS,
        "policy": args.policy,
        "random_declarations": args.random_declarations,
        "variants": [
            {
                "label": label,
                "spec": spec,
                "id": each.variant.id,
                "name": each.variant.name,
                "options": list(each.variant.options),
                "backend": backend,
            }
            for label, spec, each, backend in zip(
                _labels(args.variants, rules), args.variants, rules, backends, strict=True
            )
        ],
    }


def _labels(specs: list[str], rules: list[Rules]) -> list[str]:
    """What names each variant in the report and the rows: its id, or, where two variants
    share an id (two files of the same name), the spec as given."""
    ids = [r.variant.id for r in rules]
    return [i if ids.count(i) == 1 else spec for i, spec in zip(ids, specs, strict=True)]


def _dask_address_problem(address: str) -> str | None:
    """Why ``address`` is not a scheduler address ``--dask`` takes (None when it is): ``local``
    or ``tcp://HOST:PORT``. Dask's other schemes are refused: ``inproc://`` names this process,
    ``ucx://`` needs its own libraries, and ``tls://``/``wss://`` need certificates, which only
    the Python API can give (``simulate(..., dask=Client(address, security=...))``)."""
    if address == "local":
        return None
    scheme, sep, location = address.partition("://")
    if not sep or scheme != "tcp":
        return _(
            "{address!r} is not a tcp:// address (a TLS scheduler needs certificates: connect "
            "through the Python API with a distributed.Client)",
            address=address[:100],
        )
    if location.startswith("["):  # an IPv6 address: [::1]:8786
        host, bracket, port = location[1:].partition("]:")
        good_host = bool(bracket) and bool(host) and "]" not in host
    else:
        host, colon, port = location.partition(":")
        good_host = bool(colon) and bool(host) and ":" not in port
    if not good_host or not port.isdigit() or not 0 < int(port) < 65536:
        return _("{address!r} has no host and port (tcp://HOST:PORT)", address=address[:100])
    return None


def run(args: argparse.Namespace) -> int:
    """Run ``belote-spec simulate``."""
    by_games = args.games is not None
    count = args.games if by_games else args.deals
    high = MAX_GAMES if by_games else MAX_DEALS
    unit = "--games" if by_games else "--deals"
    if not 1 <= count <= high:
        return _usage(_out_of_range(unit, 1, f"{high:_}", count))
    if not 0 <= args.seed <= MAX_SEED:
        return _usage(_out_of_range("--seed", 0, MAX_SEED, args.seed))
    if not 1 <= args.jobs <= MAX_JOBS:
        return _usage(_out_of_range("--jobs", 1, MAX_JOBS, args.jobs))
    if args.dask is not None and args.jobs != 1:
        return _usage(_("--jobs and --dask: give one of them (the Dask workers run the chunks)"))
    args.jobs, fewer = bounded_jobs(args.jobs)
    if fewer is not None:  # the numbers are the same with any number of workers
        print(f"belote-spec simulate: {fewer}", file=sys.stderr)
    if args.dask is not None:
        args.dask = args.dask.strip()  # " local" is local, as a user means it
    if args.dask is not None and not args.dask:
        return _usage(_("--dask: expected a scheduler address (tcp://host:8786) or 'local'"))
    out = Path(args.out) if args.out is not None else None
    if out is not None and out.suffix.lower() not in ROW_SUFFIXES:
        return _usage(
            _(
                "--out: expected a file name ending in .parquet or .csv, such as rows.csv; "
                "got {file}",
                file=args.out,
            )
        )
    plots = Path(args.plots) if args.plots is not None else None
    try:  # the optional libraries, before anything is played
        if out is not None and out.suffix.lower() == ".parquet":
            need("pyarrow.parquet", "sim", "--out FILE.parquet")
        if plots is not None:
            need("matplotlib", "sim", "--plots")
        if args.dask is not None:
            need("distributed", "dask", "--dask")
    except MissingExtra as exc:
        return _problem(str(exc))
    if out is not None:
        refused = check_new_file(out, force=args.force, what="--out")
        if refused:
            return _problem(refused)
    if plots is not None:
        from .plots import chart_files

        if plots.exists() and not plots.is_dir():
            return _problem(_("--plots: {folder} is not a folder", folder=plots))
        unwritable = _folder_problem(plots)
        if unwritable:  # said now, not after the whole run
            return _problem(_("--plots: {folder}: {problem}", folder=plots, problem=unwritable))
        for path in chart_files(plots, games=by_games):
            if path.exists() or path.is_symlink():
                refused = check_new_file(path, force=args.force, what=_("--plots: the chart"))
                if refused:
                    return _problem(refused)

    if args.dask is not None:
        wrong = _dask_address_problem(args.dask)
        if wrong:
            return _usage(
                _(
                    "--dask: {problem}; expected a scheduler address such as tcp://host:8786, "
                    "or 'local'",
                    problem=wrong,
                )
            )
    same = sorted({spec for spec in args.variants if args.variants.count(spec) > 1})
    if same:
        return _usage(_("{variant} is given twice: each variant once", variant=same[0]))

    if args.random_declarations and args.policy != "random":
        return _usage(
            _(
                "--random-declarations: the {policy} policy chooses its own declarations; "
                "only the random policy draws them",
                policy=args.policy,
            )
        )

    from .api import resolve_rules
    from .parallel import resolve_backend

    try:
        rules = [resolve_rules(spec) for spec in args.variants]  # every variant loads, first
    except ValueError as exc:  # an abstract variant (a VariantError is main's to print)
        return _problem(str(exc))
    backends = []
    for each in rules:  # whether each can be played as asked, before anything is played
        try:
            backends.append(
                resolve_backend(
                    each,
                    args.policy,
                    args.backend,
                    random_declarations=args.random_declarations,
                )[0]
            )
        except ValueError as exc:  # "backend: ..." (the option's name, as the API says it)
            problem = "--" + str(exc)
            return _problem(_("{variant}: {problem}", variant=each.variant.id, problem=problem))
    lines = {each.seating.lines for each in rules}
    if out is not None and len(lines) > 1:  # one file, one set of columns
        return _problem(
            _(
                "--out: the variants are not played by the same score lines ({lines}): "
                "simulate them into separate files",
                lines="; ".join(" ".join(each) for each in sorted(lines)),
            )
        )
    writer = (
        RowWriter(
            out,
            force=args.force,
            variant_column=len(rules) > 1,
            metadata=_metadata(args, rules, backends),
            columns=deal_columns(rules[0].seating.lines),
        )
        if out is not None
        else None
    )
    results: list[SimulationResult] = []
    try:
        if writer is not None:
            writer.open()
        with dask_client(args.dask) as client:  # one cluster for every variant
            _simulate_each(args, rules, client, writer, results)
        if writer is not None:
            writer.commit()
    except BatchUnsupported as exc:  # a limit of the batch engine met while playing
        if writer is not None:
            writer.abort()
        return _problem(
            _("the batch engine cannot play on: {problem}; try --backend scalar", problem=exc)
        )
    except DaskUnreachable as exc:
        if writer is not None:
            writer.abort()
        return _problem(escape_controls(str(exc))[:1000])
    except BrokenProcessPool:  # a worker killed (the OOM killer, a signal) mid-chunk
        if writer is not None:
            writer.abort()
        return _problem(
            _(
                "a worker process ended abruptly (killed by a signal, or by the system for lack "
                "of memory); nothing was written: try fewer --jobs"
            )
        )
    except WorkerFailure as exc:  # a plugin failing in a worker, or SystemExit there
        if writer is not None:
            writer.abort()
        return _problem(escape_controls(str(exc))[:1000])
    except OSError as exc:
        name = exc.filename
        if (
            writer is not None
            and name is not None
            and str(name) == str(getattr(writer, "temp", ""))
        ):
            name = writer.path  # the user's file, not the hidden one it is written through
        if writer is not None:
            writer.abort()
        where = f"{name}: " if name else ""
        return _problem(f"{where}{exc.strerror or exc}")
    except BaseException:
        if writer is not None:
            writer.abort()
        raise
    report = (
        single_report(results[0])
        if len(results) == 1
        else comparison_report(results, adjust=args.adjust)
    )
    print("\n".join(escape_controls(line) for line in report))
    if out is not None:
        print(_("rows written to {file}", file=escape_controls(str(out))), file=sys.stderr)
    if plots is not None:
        from .plots import write_charts

        written = write_charts(results, plots, force=args.force, adjust=args.adjust)
        print(
            _(
                "charts written to {folder}: {files}",
                folder=escape_controls(str(plots)),
                files=", ".join(p.name for p in written),
            ),
            file=sys.stderr,
        )
    return EXIT_OK
