"""The arguments of ``belote-spec simulate`` (imported by the parser of every command: it
imports nothing heavy)."""

from __future__ import annotations

import argparse

from ..i18n import _
from .limits import MAX_DEALS, MAX_GAMES, MAX_JOBS

__all__ = ["add_arguments"]


def whole(text: str) -> int:
    """A whole number written with the digits 0-9 only (no sign, space or other script)."""
    if not text.isascii() or not text.isdigit() or len(text) > 40:
        raise argparse.ArgumentTypeError(
            _("expected a whole number (digits 0-9); got {value}", value=repr(text))
        )
    return int(text)


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The arguments of ``simulate``."""
    p.add_argument(
        "variants",
        nargs="+",
        metavar="VARIANT[+OPTION...]",
        help=_("variant name or file, with options; two or more are compared on the same seeds"),
    )
    how = p.add_mutually_exclusive_group(required=True)
    how.add_argument(
        "--deals",
        type=whole,
        metavar="N",
        help=_("independent deals to play (1 to {high})", high=format(MAX_DEALS, "_")),
    )
    how.add_argument(
        "--games",
        type=whole,
        metavar="N",
        help=_("whole games to play (1 to {high})", high=format(MAX_GAMES, "_")),
    )
    p.add_argument(
        "--policy",
        choices=["random", "heuristic"],
        default="random",
        help=_("how the players choose: uniformly random legal actions, or the heuristic bots"),
    )
    p.add_argument(
        "--random-declarations",
        action="store_true",
        help=_(
            "with the random policy, say a belote and show annonces that may be kept silent "
            "only half the time (by default they are always said: a choice that costs nothing "
            "is not left to chance)"
        ),
    )
    p.add_argument(
        "--adjust",
        choices=["holm", "bh", "none"],
        default="holm",
        help=_(
            "adjust the p-values of a comparison for the number of differences tested: "
            "Holm's method (holm, the default: bounds the chance that any is called "
            "significant by chance), Benjamini-Hochberg's (bh: bounds the share of chance "
            "findings among those called significant), or none"
        ),
    )
    p.add_argument(
        "--seed", type=whole, default=0, help=_("seed of the whole simulation (default 0)")
    )
    p.add_argument(
        "--jobs",
        type=whole,
        default=1,
        metavar="K",
        help=_("worker processes (1 to {high}; the numbers do not depend on it)", high=MAX_JOBS),
    )
    p.add_argument(
        "--out",
        metavar="FILE",
        default=None,
        help=_("write one row per deal to FILE.parquet (needs the 'sim' extra) or FILE.csv"),
    )
    p.add_argument(
        "--plots",
        metavar="DIR",
        default=None,
        help=_("write charts (PNG and SVG) into DIR, created if missing (needs the 'sim' extra)"),
    )
    p.add_argument(
        "--dask",
        metavar="ADDRESS",
        default=None,
        help=_(
            "run the chunks on a Dask scheduler at ADDRESS, or 'local' for a local cluster "
            "of 2 worker processes (needs the 'dask' extra); only a cluster you trust: its "
            "results are unpickled, which runs code"
        ),
    )
    p.add_argument(
        "--backend",
        choices=["auto", "batch", "scalar"],
        default="auto",
        help=_(
            "what plays the deals: the batch engine where it can (auto, the default), the "
            "batch engine or an error (batch), or one deal at a time (scalar); the numbers "
            "differ between the two"
        ),
    )
    p.add_argument(
        "--force", action="store_true", help=_("let --out and --plots replace existing files")
    )
    p.add_argument("-q", "--quiet", action="store_true", help=_("no progress bar"))
