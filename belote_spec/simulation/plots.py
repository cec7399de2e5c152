"""The charts of ``belote-spec simulate --plots DIR`` (matplotlib, Agg backend), one series per
variant, each written as PNG and SVG (its text kept as text, so that it can be searched and
edited):

* ``statistics``: every statistic of the report in its own small panel, each variant's
  estimate with its 95% interval side by side (and, with two variants or more, each later
  variant's p-value against the first);
* ``success-by-bid``: the taker's success rate by bid with its 95% intervals;
* ``points``: the distribution of the taker's card points, the variants overlaid;
* ``game-length``: the distribution of game lengths (whole games only).

Their texts are in the language of messages."""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final

from ..i18n import _
from .api import SimulationResult
from .numbers import p_value
from .output import _temp_beside, install_into, need
from .stats import Comparison, Mean, Proportion, bid_label, compare

__all__ = ["CHARTS", "chart_files", "write_charts"]

#: The charts, by file name (without suffix).
CHARTS: Final = ("statistics", "success-by-bid", "points", "game-length")
SUFFIXES: Final = (".png", ".svg")
#: Panels per line of the statistics chart.
PANELS_PER_LINE: Final = 4


def chart_files(folder: Path, *, games: bool) -> list[Path]:
    """The files :func:`write_charts` writes into ``folder``."""
    names = CHARTS if games else CHARTS[:-1]
    return [folder / f"{name}{suffix}" for name in names for suffix in SUFFIXES]


def _pyplot() -> Any:
    need("matplotlib", "sim", "--plots")
    import matplotlib

    matplotlib.use("Agg")
    matplotlib.rcParams["svg.fonttype"] = "none"  # text as text, not as drawn paths
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


def _shown(row: Comparison) -> bool:
    """Whether some variant has an estimate of ``row``'s statistic (a panel to draw)."""
    return any(v is not None and v.estimate is not None for v in row.values)


def _panel(ax: Any, row: Comparison, names: Sequence[str]) -> None:
    """One statistic: each variant's estimate and interval on its own line."""
    for k, stat in enumerate(row.values):
        if stat is None or stat.estimate is None:
            continue
        scale = 100.0 if isinstance(stat, Proportion) else 1.0
        x = scale * stat.estimate
        if stat.low is not None and stat.high is not None:
            spread = [[x - scale * stat.low], [scale * stat.high - x]]
        else:
            spread = None
        ax.errorbar([x], [k], xerr=spread, fmt="o", color=f"C{k}", capsize=3, markersize=4)
    ax.set_yticks([])
    ax.set_ylim(len(names) - 0.4, -0.6)  # the first variant on top
    ax.tick_params(axis="x", labelsize=7)
    title = row.label.strip()
    if isinstance(next(v for v in row.values if v is not None), Proportion):
        # TRANSLATORS: a panel's title in simulate's statistics chart: a rate, in percent
        title = _("{statistic} (%)", statistic=title)
    tested = [
        d.p if d.adjusted is None else d.adjusted
        for d in row.differences
        if d is not None and d.p is not None
    ]
    if tested:
        shown = [p_value(p) for p in tested if p is not None]
        # TRANSLATORS: under a panel's title: the p-value of each variant against the first
        title += "\n" + _("p = {values}", values=", ".join(shown))
    ax.set_title(title, fontsize=8)


def _statistics_chart(plt: Any, results: Sequence[SimulationResult], adjust: str) -> Any:
    rows = [r for r in compare([r.stats for r in results], adjust=adjust) if _shown(r)]
    names = [r.variant for r in results]
    columns = min(PANELS_PER_LINE, max(1, len(rows)))
    lines = max(1, math.ceil(len(rows) / columns))
    fig, axes = plt.subplots(
        lines,
        columns,
        figsize=(3.4 * columns, lines * (0.9 + 0.25 * len(names)) + 0.8),
        squeeze=False,
        layout="constrained",
    )
    for ax, row in zip(axes.flat, rows, strict=False):
        _panel(ax, row, names)
    for ax in list(axes.flat)[len(rows) :]:
        ax.set_visible(False)
    from matplotlib.lines import Line2D

    handles = [
        Line2D([], [], color=f"C{k}", marker="o", linestyle="", label=name)
        for k, name in enumerate(names)
    ]
    fig.legend(handles=handles, loc="outside lower center", ncol=min(4, len(names)), frameon=False)
    if len(names) > 1:
        title = _(
            "Each statistic with its 95% interval; p: each variant against {first}",
            first=names[0],
        )
        if adjust != "none":
            title += " " + _("(adjusted: --adjust {method})", method=adjust)
    else:
        title = _("Each statistic with its 95% interval")
    fig.suptitle(title)
    return fig


def write_charts(
    results: Sequence[SimulationResult],
    folder: Path,
    *,
    force: bool = False,
    adjust: str = "none",
) -> list[Path]:
    """Write the charts of ``results`` into ``folder`` (created if missing); returns the files
    written. ``adjust``: the p-values' adjustment shown in the statistics chart (see
    :func:`~belote_spec.simulation.stats.compare`)."""
    plt = _pyplot()
    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    width = 0.8 / max(1, len(results))

    fig = _statistics_chart(plt, results, adjust)
    written += _save(fig, folder, "statistics", force)
    plt.close(fig)

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
    ax.set_xlabel(_("bid"))
    ax.set_ylabel(_("contracts made (%)"))
    ax.set_ylim(0, 100)
    ax.set_title(_("Taker's success rate by bid (95% Wilson intervals)"))
    ax.legend()
    written += _save(fig, folder, "success-by-bid", force)
    plt.close(fig)

    # the taker's card points, the variants overlaid, each with its mean
    fig, ax = plt.subplots(figsize=(7, 4))
    for k, r in enumerate(results):
        counts = r.stats.tally.taker_points
        total = sum(counts.values())
        if not total:
            continue
        # every total from 0 to the highest seen, those no deal made at 0 (a step between
        # two seen values must not suggest deals in between)
        points = list(range(0, max(counts) + 1))
        shares = [100 * counts.get(x, 0) / total for x in points]
        ax.step(points, shares, where="mid", label=r.variant, color=f"C{k}", alpha=0.8)
        mean: Mean = r.stats.means["points_taker"]
        if mean.estimate is not None:
            ax.axvline(mean.estimate, color=f"C{k}", linestyle="--", linewidth=1)
    ax.set_xlabel(_("card points of the taker's side (dix de der included)"))
    ax.set_ylabel(_("played deals (%)"))
    ax.set_title(_("Distribution of the taker's card points (dashed: the mean)"))
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
        ax.set_xlabel(_("deals dealt per finished game"))
        ax.set_ylabel(_("games (%)"))
        ax.set_title(_("Distribution of game lengths"))
        ax.legend()
        written += _save(fig, folder, "game-length", force)
        plt.close(fig)
    return written
