"""The text reports of ``belote-spec simulate``: one variant's statistics with their
intervals, or several variants side by side with the significance of each difference."""

from __future__ import annotations

from collections.abc import Sequence

from ..i18n import _
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
        return _("n/a")
    return _pct(stat.estimate) if isinstance(stat, Proportion) else _num(stat.estimate)


def interval(stat: Proportion | Mean | None) -> str:
    """A statistic's 95% interval, or why there is none."""
    if stat is None:
        return ""
    if stat.low is None or stat.high is None:
        need = MIN_PROPORTION_CASES if isinstance(stat, Proportion) else MIN_MEAN_CASES
        return _("(at least {count} cases needed)", count=need)
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
        return _("n/a")
    shown = f"{100 * diff.delta if isinstance(stat, Proportion) else diff.delta:+.1f}"
    shown = "+0.0" if shown == "-0.0" else shown
    # TRANSLATORS: a difference of two rates, in percentage points
    return _("{delta} pts", delta=shown) if isinstance(stat, Proportion) else shown


def _p(diff: Difference | None) -> str:
    if diff is None or diff.p is None:
        return _("n/a")
    return "<0.001" if diff.p < 0.001 else f"{diff.p:.3f}"


def _significant(diff: Difference | None) -> str:
    if diff is None or diff.significant is None:
        return _("n/a")
    return _("yes") if diff.significant else _("no")


def describe(result: SimulationResult) -> str:
    """One line: what was simulated."""
    params = {
        "variant": result.variant,
        "count": f"{result.count:,}",
        "policy": result.policy,
        "dealt": f"{result.stats.deals:,}",
        "played": f"{result.stats.played:,}",
        "seed": result.seed,
        "chunk": f"{result.chunk:,}",
        "backend": result.backend,
    }
    # the policy (random, heuristic) and the backend (batch, scalar) are the option's values
    line = (
        _(
            "{variant}: {count} {policy} games ({dealt} deals dealt, {played} played), seed "
            "{seed}, chunks of {chunk}, {backend} backend",
            **params,
        )
        if result.unit == "games"
        else _(
            "{variant}: {count} {policy} deals ({dealt} deals dealt, {played} played), seed "
            "{seed}, chunks of {chunk}, {backend} backend",
            **params,
        )
    )
    if result.backend == "scalar" and result.backend_reason:
        line += f" ({result.backend_reason})"
    return line


def _lengths(games: GameStatistics) -> list[str]:
    counts = {"games": f"{games.games:,}", "finished": f"{games.finished:,}"}
    if games.finished < games.games:
        line = _(
            "games: {games}, finished {finished} ({stopped} stopped unfinished after the "
            "maximum of deals)",
            stopped=format(games.games - games.finished, ","),
            **counts,
        )
    else:
        line = _("games: {games}, finished {finished}", **counts)
    out = [line]
    if not games.length_distribution:
        return out
    out.append(
        _(
            "game length (deals dealt per finished game): min {min}, quartile {quartile}, "
            "median {median}, 90% {p90}, max {max}",
            min=games.length_quantile(0.0),
            quartile=games.length_quantile(0.25),
            median=games.length_quantile(0.5),
            p90=games.length_quantile(0.9),
            max=max(games.length_distribution),
        )
    )
    total = sum(games.length_distribution.values())
    out.extend(
        "  "
        + _(
            "{length} deals: {count}  {share}",
            length=format(length, ">4"),
            count=format(count, ">8,"),
            share=format(100 * count / total, "5.1f") + "%",
        )
        for length, count in games.length_distribution.items()
    )
    return out


def footer_single() -> str:
    """What every report says of its statistics, in the language of messages."""
    return _(
        "Rates and means are over played deals (a contract played and scored) unless said "
        "otherwise. 95% intervals: Wilson score for rates, Student's t for means; n/a when a "
        "rate has fewer than {rates} cases or a mean fewer than {means}.",
        rates=MIN_PROPORTION_CASES,
        means=MIN_MEAN_CASES,
    )


def single_report(result: SimulationResult) -> list[str]:
    """The statistics of one simulation, each with its interval and count."""
    # TRANSLATORS: the headings of simulate's table
    rows = [[_("statistic"), _("estimate"), _("95% interval"), _("cases")]]
    rows += [
        [label, value(stat), interval(stat), cases(stat)]
        for _key, label, stat in result.stats.items()
    ]
    out = [describe(result), ""]
    out += _table(rows, right=frozenset({1, 3}))
    if result.stats.games is not None:
        out += ["", *_lengths(result.stats.games)]
    out += ["", footer_single()]
    return out


def _compared(stat: Proportion | Mean | None) -> str:
    """A cell of the comparison: the estimate and its interval, or n/a with its count."""
    if stat is None:
        return "-"
    if stat.estimate is None:
        return _("n/a ({count} cases)", count=cases(stat))
    return f"{value(stat)} {interval(stat)}"


def comparison_report(results: Sequence[SimulationResult]) -> list[str]:
    """Several simulations side by side, each later one against the first."""
    names = [r.variant for r in results]
    first = names[0]
    header = [_("statistic"), *names]
    for name in names[1:]:
        difference = (
            _("difference ({variant})", variant=name) if len(names) > 2 else _("difference")
        )
        header += [difference, _("p-value"), _("significant")]
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
        footer_single(),
        _(
            "Differences: each variant minus {first}, played on the same seeds and chunks. "
            "Significant: two-sided p-value below {alpha}; rates by a two-proportion z test "
            "(pooled variance), or Fisher's exact test where fewer than 5 successes or "
            "failures are expected, means by Welch's t test; n/a when a side has too few "
            "cases. No correction is made for the many rows compared: at 5%, about one row in "
            "twenty may differ by chance alone.",
            first=first,
            alpha=ALPHA,
        ),
    ]
    return out
