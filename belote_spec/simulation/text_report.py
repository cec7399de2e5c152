"""The text reports of ``belote-spec simulate``: one variant's statistics with their
intervals, or several variants side by side with the significance of each difference."""

from __future__ import annotations

from collections.abc import Sequence

from ..i18n import _, translator
from .api import SimulationResult
from .numbers import number, p_value, percent, rate_decimals
from .stats import (
    ALPHA,
    EXACT_BELOW,
    MIN_MEAN_CASES,
    MIN_PROPORTION_CASES,
    Comparison,
    Difference,
    GameStatistics,
    Mean,
    Proportion,
    compare,
    comparisons,
)

__all__ = ["comparison_report", "describe", "policy_line", "single_report"]


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


def _decimals(stat: Proportion | Mean | None) -> int:
    """The decimals of a rate's cell: one, or more where a rate that is neither 0 nor 1
    would read as 0.0% or 100.0% (the same for its estimate and its interval)."""
    if not isinstance(stat, Proportion):
        return 1
    shown = (x for x in (stat.estimate, stat.low, stat.high) if x is not None)
    return max((rate_decimals(x) for x in shown), default=1)


def _pct(x: float, decimals: int) -> str:
    return percent(x, 1 if x in (0.0, 1.0) else decimals)


def _num(x: float) -> str:
    return number(x, 1)


def value(stat: Proportion | Mean | None) -> str:
    """A statistic's estimate, or ``n/a``."""
    if stat is None:
        return "-"
    if stat.estimate is None:
        return _("n/a")
    if isinstance(stat, Proportion):
        return _pct(stat.estimate, _decimals(stat))
    return _num(stat.estimate)


def interval(stat: Proportion | Mean | None) -> str:
    """A statistic's 95% interval, or why there is none."""
    if stat is None:
        return ""
    if stat.low is None or stat.high is None:
        need = MIN_PROPORTION_CASES if isinstance(stat, Proportion) else MIN_MEAN_CASES
        return _("(at least {count} cases needed)", count=need)
    if isinstance(stat, Proportion):
        decimals = _decimals(stat)
        return f"[{_pct(stat.low, decimals)}, {_pct(stat.high, decimals)}]"
    return f"[{_num(stat.low)}, {_num(stat.high)}]"


def cases(stat: Proportion | Mean | None) -> str:
    """``successes/n`` of a rate, ``n`` of a mean."""
    if stat is None:
        return ""
    if isinstance(stat, Proportion):
        return f"{number(stat.successes)}/{number(stat.n)}"
    return number(stat.n)


def _delta(
    diff: Difference | None, first: Proportion | Mean | None, other: Proportion | Mean | None
) -> str:
    if diff is None or diff.delta is None:
        return _("n/a")
    if not isinstance(other, Proportion):
        return number(diff.delta, 1, sign=True)
    decimals = max(_decimals(first), _decimals(other)) if diff.delta else 1
    # TRANSLATORS: a difference of two rates, in percentage points
    return _("{delta} pts", delta=number(100 * diff.delta, decimals, sign=True))


def _p(diff: Difference | None) -> str:
    if diff is None or diff.p is None:
        return _("n/a")
    return p_value(diff.p)


def _adjusted(diff: Difference | None) -> str:
    if diff is None or diff.adjusted is None:
        return _("n/a")
    return p_value(diff.adjusted)


def _significant(diff: Difference | None) -> str:
    if diff is None or diff.significant is None:
        return _("n/a")
    return _("yes") if diff.significant else _("no")


def describe(result: SimulationResult) -> str:
    """One line: what was simulated."""
    params = {
        "variant": result.variant,
        "count": number(result.count),
        "dealt": number(result.stats.deals),
        "played": number(result.stats.played),
        "seed": result.seed,
        "chunk": number(result.chunk),
        # TRANSLATORS: the backend of simulate (--backend batch), in its report's first lines
        "backend": _("batch backend") if result.backend == "batch" else _("scalar backend"),
    }
    games = result.unit == "games"
    if result.policy == "random":
        line = (
            _(
                "{variant}: {count} random games ({dealt} deals dealt, {played} played), "
                "seed {seed}, chunks of {chunk}, {backend}",
                **params,
            )
            if games
            else _(
                "{variant}: {count} random deals ({dealt} deals dealt, {played} played), "
                "seed {seed}, chunks of {chunk}, {backend}",
                **params,
            )
        )
    else:
        line = (
            _(
                "{variant}: {count} games of the heuristic bots ({dealt} deals dealt, "
                "{played} played), seed {seed}, chunks of {chunk}, {backend}",
                **params,
            )
            if games
            else _(
                "{variant}: {count} deals of the heuristic bots ({dealt} deals dealt, "
                "{played} played), seed {seed}, chunks of {chunk}, {backend}",
                **params,
            )
        )
    if result.backend == "scalar" and result.backend_reason:
        line += f" ({result.backend_reason})"
    return line


def policy_line(result: SimulationResult) -> str:
    """One line: what the players' policy decides, so that a choice of the policy is not read
    as an effect of the rules."""
    if result.policy != "random":
        return _(
            "Players: the heuristic bot at every seat; it always says its belote, and a "
            "defender keeps a lone small annonce to himself where the variant allows it."
        )
    if result.random_declarations:
        return _(
            "Players: every legal bid and card equally likely; a belote that must be said, "
            "and annonces a player may keep to himself, are said half the time "
            "(--random-declarations); a capot is announced after 5% of the prises where the "
            "variant allows it."
        )
    return _(
        "Players: every legal bid and card equally likely; a belote is always said and "
        "annonces always shown (--random-declarations: half the time); a capot is announced "
        "after 5% of the prises where the variant allows it."
    )


def _lengths(games: GameStatistics) -> list[str]:
    counts = {"games": number(games.games), "finished": number(games.finished)}
    if games.finished < games.games:
        line = _(
            "games: {games}, finished {finished} ({stopped} stopped unfinished after the "
            "maximum of deals)",
            stopped=number(games.games - games.finished),
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
            count=number(count).rjust(8),
            share=percent(count / total, 1).rjust(7),
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
    out = [describe(result), policy_line(result), ""]
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


def _adjustment_note(rows: Sequence[Comparison], adjust: str) -> str:
    """How many comparisons were made, and how their number was taken into account."""
    count = comparisons(rows)
    params = {"count": number(count), "alpha": number(ALPHA, 2)}
    if adjust == "holm":
        return translator().ngettext(
            "{count} comparison, significant when its p-value adjusted by Holm's method "
            "(--adjust holm) is below {alpha}.",
            "{count} comparisons, each significant when its p-value adjusted for their number "
            "by Holm's method (--adjust holm) is below {alpha}: the chance that any of them "
            "is called significant by chance alone stays below {alpha}.",
            count,
            **params,
        )
    if adjust == "bh":
        return translator().ngettext(
            "{count} comparison, significant when its p-value adjusted by the "
            "Benjamini–Hochberg method (--adjust bh) is below {alpha}.",
            "{count} comparisons, each significant when its p-value adjusted for their number "
            "by the Benjamini–Hochberg method (--adjust bh) is below {alpha}: among the "
            "differences called significant, a share of about {alpha} at most is expected to "
            "be due to chance alone.",
            count,
            **params,
        )
    return translator().ngettext(
        "{count} comparison, significant when its two-sided p-value is below {alpha}.",
        "{count} comparisons, each significant when its two-sided p-value is below {alpha}, "
        "with no adjustment for their number (--adjust none): about one in twenty may be "
        "called significant by chance alone.",
        count,
        **params,
    )


def comparison_report(results: Sequence[SimulationResult], *, adjust: str = "none") -> list[str]:
    """Several simulations side by side, each later one against the first; ``adjust``: how
    the p-values are adjusted for the number of comparisons (``none``, ``holm``, ``bh``: see
    :func:`~belote_spec.simulation.stats.compare`)."""
    names = [r.variant for r in results]
    first = names[0]
    header = [_("statistic"), *names]
    for name in names[1:]:
        difference = (
            _("difference ({variant})", variant=name) if len(names) > 2 else _("difference")
        )
        header += [difference, _("p-value")]
        if adjust != "none":
            # TRANSLATORS: a column of simulate's comparison: the p-value adjusted for the
            # number of comparisons (--adjust)
            header.append(_("adjusted p"))
        header.append(_("significant"))
    rows = [header]
    compared = compare([r.stats for r in results], adjust=adjust)
    for row in compared:
        cells = [row.label]
        cells += [_compared(v) for v in row.values]
        for diff, other in zip(row.differences, row.values[1:], strict=True):
            cells += [_delta(diff, row.values[0], other), _p(diff)]
            if adjust != "none":
                cells.append(_adjusted(diff))
            cells.append(_significant(diff))
        rows.append(cells)
    out = [describe(r) for r in results]
    out += [policy_line(results[0]), ""]
    out += _table(rows)
    for r in results:
        if r.stats.games is not None:
            out += ["", _("{variant}:", variant=r.variant), *_lengths(r.stats.games)]
    out += [
        "",
        footer_single(),
        _(
            "Differences: each variant minus {first}, played on the same seeds and chunks. "
            "Rates are compared by Fisher's exact test where their successes, or their "
            "failures, number fewer than {exact} in all, otherwise by a two-proportion z test "
            "(pooled variance); means by Welch's t test; n/a when a side has too few cases.",
            first=first,
            exact=number(EXACT_BELOW),
        ),
        _adjustment_note(compared, adjust),
    ]
    return out
