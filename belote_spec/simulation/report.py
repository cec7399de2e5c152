"""The text reports of ``belote-spec simulate``: one variant's statistics with their
intervals, or several variants side by side with the significance of each difference."""

from __future__ import annotations

from collections.abc import Sequence

from .api import SimulationResult
from .stats import (
    ALPHA,
    MIN_MEAN_CASES,
    MIN_PROPORTION_CASES,
    Difference,
    GameStatistics,
    Mean,
    Proportion,
    compare,
)

__all__ = ["comparison_report", "describe", "single_report"]


def _table(rows: Sequence[Sequence[str]], right: frozenset[int] = frozenset()) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    out = []
    for row in rows:
        cells = [
            cell.rjust(widths[i]) if i in right else cell.ljust(widths[i])
            for i, cell in enumerate(row)
        ]
        out.append("  ".join(cells).rstrip())
    return out


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _num(x: float) -> str:
    return f"{x:.1f}"


def value(stat: Proportion | Mean | None) -> str:
    """A statistic's estimate, or ``n/a``."""
    if stat is None:
        return "-"
    if stat.estimate is None:
        return "n/a"
    return _pct(stat.estimate) if isinstance(stat, Proportion) else _num(stat.estimate)


def interval(stat: Proportion | Mean | None) -> str:
    """A statistic's 95% interval, or why there is none."""
    if stat is None:
        return ""
    if stat.low is None or stat.high is None:
        need = MIN_PROPORTION_CASES if isinstance(stat, Proportion) else MIN_MEAN_CASES
        return f"(at least {need} cases needed)"
    show = _pct if isinstance(stat, Proportion) else _num
    return f"[{show(stat.low)}, {show(stat.high)}]"


def cases(stat: Proportion | Mean | None) -> str:
    """``successes/n`` of a rate, ``n`` of a mean."""
    if stat is None:
        return ""
    if isinstance(stat, Proportion):
        return f"{stat.successes}/{stat.n}"
    return str(stat.n)


def _delta(diff: Difference | None, stat: Proportion | Mean | None) -> str:
    if diff is None or diff.delta is None:
        return "n/a"
    shown = f"{100 * diff.delta if isinstance(stat, Proportion) else diff.delta:+.1f}"
    shown = "+0.0" if shown == "-0.0" else shown
    return f"{shown} pts" if isinstance(stat, Proportion) else shown


def _p(diff: Difference | None) -> str:
    if diff is None or diff.p is None:
        return "n/a"
    return "<0.001" if diff.p < 0.001 else f"{diff.p:.3f}"


def _significant(diff: Difference | None) -> str:
    if diff is None or diff.significant is None:
        return "n/a"
    return "yes" if diff.significant else "no"


def describe(result: SimulationResult) -> str:
    """One line: what was simulated."""
    count = f"{result.count:,} {result.policy} {result.unit}"
    played = result.stats.played
    return (
        f"{result.variant}: {count} ({result.stats.deals:,} deals dealt, {played:,} played), "
        f"seed {result.seed}, chunks of {result.chunk:,}, {result.backend} backend"
        + (
            f" ({result.backend_reason})"
            if result.backend == "scalar" and result.backend_reason
            else ""
        )
    )


def _lengths(games: GameStatistics) -> list[str]:
    out = [
        f"games: {games.games:,}, finished {games.finished:,}"
        + (
            f" ({games.games - games.finished:,} stopped unfinished after the maximum of deals)"
            if games.finished < games.games
            else ""
        )
    ]
    if not games.length_distribution:
        return out
    quantiles = ", ".join(
        f"{name} {games.length_quantile(q)}"
        for name, q in (("min", 0.0), ("quartile", 0.25), ("median", 0.5), ("90%", 0.9))
    )
    out.append(
        f"game length (deals dealt per finished game): {quantiles}, "
        f"max {max(games.length_distribution)}"
    )
    total = sum(games.length_distribution.values())
    out.extend(
        f"  {length:>4} deals: {count:>8,}  {100 * count / total:5.1f}%"
        for length, count in games.length_distribution.items()
    )
    return out


FOOTER_SINGLE = (
    "Rates and means are over played deals (a contract played and scored) unless said "
    "otherwise. 95% intervals: Wilson score for rates, Student's t for means; n/a when a "
    f"rate has fewer than {MIN_PROPORTION_CASES} cases or a mean fewer than {MIN_MEAN_CASES}."
)


def single_report(result: SimulationResult) -> list[str]:
    """The statistics of one simulation, each with its interval and count."""
    rows = [["statistic", "estimate", "95% interval", "cases"]]
    rows += [
        [label, value(stat), interval(stat), cases(stat)]
        for _key, label, stat in result.stats.items()
    ]
    out = [describe(result), ""]
    out += _table(rows, right=frozenset({1, 3}))
    if result.stats.games is not None:
        out += ["", *_lengths(result.stats.games)]
    out += ["", FOOTER_SINGLE]
    return out


def _compared(stat: Proportion | Mean | None) -> str:
    """A cell of the comparison: the estimate and its interval, or n/a with its count."""
    if stat is None:
        return "-"
    if stat.estimate is None:
        return f"n/a ({cases(stat)} cases)"
    return f"{value(stat)} {interval(stat)}"


def comparison_report(results: Sequence[SimulationResult]) -> list[str]:
    """Several simulations side by side, each later one against the first."""
    names = [r.variant for r in results]
    first = names[0]
    header = ["statistic", *names]
    for name in names[1:]:
        which = f" ({name})" if len(names) > 2 else ""
        header += [f"difference{which}", "p-value", "significant"]
    rows = [header]
    for row in compare([r.stats for r in results]):
        cells = [row.label]
        cells += [_compared(v) for v in row.values]
        for diff, other in zip(row.differences, row.values[1:], strict=True):
            cells += [_delta(diff, other), _p(diff), _significant(diff)]
        rows.append(cells)
    out = [describe(r) for r in results]
    out += [""]
    out += _table(rows)
    for r in results:
        if r.stats.games is not None:
            out += ["", f"{r.variant}:", *_lengths(r.stats.games)]
    out += [
        "",
        FOOTER_SINGLE,
        f"Differences: each variant minus {first}, played on the same seeds and chunks. "
        f"Significant: two-sided p-value below {ALPHA}; rates by a two-proportion z test "
        "(pooled variance), or Fisher's exact test where fewer than 5 successes or failures "
        "are expected, means by Welch's t test; n/a when a side has too few cases. "
        "No correction is made for the many rows compared: at 5%, about one row in twenty "
        "may differ by chance alone.",
    ]
    return out
