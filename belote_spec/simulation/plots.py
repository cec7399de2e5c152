"""The charts of ``belote-spec simulate --plots DIR`` (matplotlib, Agg backend): the taker's
success rate by bid with its 95% intervals, the distribution of the taker's card points, and
the distribution of game lengths (whole games only), one series per variant, each written as
PNG and SVG."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final

from .api import SimulationResult
from .output import _temp_beside, install_into, need
from .stats import bid_label

__all__ = ["CHARTS", "chart_files", "write_charts"]

#: The charts, by file name (without suffix).
CHARTS: Final = ("success-by-bid", "points", "game-length")
SUFFIXES: Final = (".png", ".svg")


def chart_files(folder: Path, *, games: bool) -> list[Path]:
    """The files :func:`write_charts` writes into ``folder``."""
    names = CHARTS if games else CHARTS[:2]
    return [folder / f"{name}{suffix}" for name in names for suffix in SUFFIXES]


def _pyplot() -> Any:
    need("matplotlib", "sim", "--plots")
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _save(fig: Any, folder: Path, name: str, force: bool) -> list[Path]:
    written = []
    for suffix in SUFFIXES:
        path = folder / f"{name}{suffix}"
        temp = _temp_beside(path)
        try:
            fig.savefig(temp, format=suffix[1:], dpi=120, bbox_inches="tight")
            install_into(temp, path, force=force)
        finally:
            if temp.exists():
                temp.unlink()
        written.append(path)
    return written


def write_charts(
    results: Sequence[SimulationResult], folder: Path, *, force: bool = False
) -> list[Path]:
    """Write the charts of ``results`` into ``folder`` (created if missing); returns the files
    written."""
    plt = _pyplot()
    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    width = 0.8 / max(1, len(results))

    # success rate by bid, with the Wilson intervals
    bids = sorted({b for r in results for b in r.stats.success_by_bid})
    fig, ax = plt.subplots(figsize=(max(6.0, 0.6 * len(bids) * len(results) + 2), 4))
    for k, r in enumerate(results):
        xs, ys, low, high = [], [], [], []
        for i, bid in enumerate(bids):
            stat = r.stats.success_by_bid.get(bid)
            if stat is None or stat.estimate is None or stat.low is None or stat.high is None:
                continue  # too few cases: no bar rather than a made-up one
            xs.append(i + (k - (len(results) - 1) / 2) * width)
            ys.append(100 * stat.estimate)
            low.append(100 * (stat.estimate - stat.low))
            high.append(100 * (stat.high - stat.estimate))
        ax.bar(xs, ys, width, yerr=[low, high], capsize=3, label=r.variant)
    ax.set_xticks(range(len(bids)), [bid_label(b) for b in bids])
    ax.set_xlabel("bid")
    ax.set_ylabel("contracts made (%)")
    ax.set_ylim(0, 100)
    ax.set_title("Taker's success rate by bid (95% Wilson intervals)")
    ax.legend()
    written += _save(fig, folder, "success-by-bid", force)
    plt.close(fig)

    # the taker's card points
    fig, ax = plt.subplots(figsize=(7, 4))
    for r in results:
        counts = r.stats.tally.taker_points
        total = sum(counts.values())
        if not total:
            continue
        # every total from 0 to the highest seen, those no deal made at 0 (a step between
        # two seen values must not suggest deals in between)
        points = list(range(0, max(counts) + 1))
        shares = [100 * counts.get(x, 0) / total for x in points]
        ax.step(points, shares, where="mid", label=r.variant)
    ax.set_xlabel("card points of the taker's side (dix de der included)")
    ax.set_ylabel("played deals (%)")
    ax.set_title("Distribution of the taker's card points")
    ax.legend()
    written += _save(fig, folder, "points", force)
    plt.close(fig)

    if any(r.stats.games is not None for r in results):
        fig, ax = plt.subplots(figsize=(7, 4))
        for k, r in enumerate(results):
            games = r.stats.games
            if games is None or not games.length_distribution:
                continue
            total = sum(games.length_distribution.values())
            xs = [x + (k - (len(results) - 1) / 2) * width for x in games.length_distribution]
            ys = [100 * c / total for c in games.length_distribution.values()]
            ax.bar(xs, ys, width, label=r.variant)
        ax.set_xlabel("deals dealt per finished game")
        ax.set_ylabel("games (%)")
        ax.set_title("Distribution of game lengths")
        ax.legend()
        written += _save(fig, folder, "game-length", force)
        plt.close(fig)
    return written
