"""Statistics of simulated deals and games, with 95% confidence intervals, and comparisons.

The tables of a chunk of deals are first reduced to a :class:`Tally`: integer counts and sums
(sums of squares included), exact and independent of the order in which chunks are added, so
that a simulation of any size keeps a fixed amount of memory when its rows are not kept, and
gives the same numbers however its chunks were spread over processes or machines.

:func:`statistics` turns a tally into :class:`Statistics`: each figure a :class:`Proportion`
(Wilson score interval) or a :class:`Mean` (Student's t interval), or "n/a" with its count when
there are too few cases to say anything (fewer than :data:`MIN_PROPORTION_CASES` or
:data:`MIN_MEAN_CASES`). :func:`compare` sets the statistics of several variants side by side,
each against the first, with a two-proportion z test or Welch's t test.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, Final

import numpy as np
import numpy.typing as npt

from ..engine.tables import MODES
from ..i18n import N_, translator
from ..rulebook.words import mode_name
from .columns import BID_CAPOT, BID_GENERALE

__all__ = [
    "ADJUSTMENTS",
    "ALPHA",
    "EXACT_BELOW",
    "MIN_MEAN_CASES",
    "MIN_PROPORTION_CASES",
    "Comparison",
    "Difference",
    "GameStatistics",
    "Mean",
    "Moments",
    "Proportion",
    "Statistics",
    "Tally",
    "adjust_p_values",
    "compare",
    "comparisons",
    "fisher_exact_test",
    "mean_stat",
    "proportion",
    "statistics",
    "student_t_quantile",
    "student_t_sf",
    "two_proportion_z_test",
    "welch_t_test",
    "wilson_interval",
]

#: Significance level of the comparisons.
ALPHA: Final = 0.05
#: The normal quantile of a two-sided 95% interval.
Z95: Final = 1.959963984540054
#: A proportion over fewer cases than this is shown "n/a" (with its count), not estimated.
MIN_PROPORTION_CASES: Final = 10
#: A mean over fewer cases than this is shown "n/a": Student's t interval relies on the
#: mean being near normal, which a handful of card points is not.
MIN_MEAN_CASES: Final = 30

Array = npt.NDArray[Any]


# ------------------------------------------------------------------------------ tallies


@dataclass
class Moments:
    """Count, sum and sum of squares of integer values (exact)."""

    n: int = 0
    total: int = 0
    squares: int = 0

    @classmethod
    def of(cls, values: Array) -> Moments:
        v = np.asarray(values, dtype=np.int64)
        return cls(int(v.size), int(v.sum()), int((v * v).sum()))

    def add(self, other: Moments) -> None:
        self.n += other.n
        self.total += other.total
        self.squares += other.squares


#: The column suffixes of the two teams.
_TEAM_LINES: Final = ("ns", "ew")


def table_lines(deals: Mapping[str, Array]) -> tuple[str, ...]:
    """The suffixes of a deal table's columns by score line, in order: ``("ns", "ew")``, or
    ``("n", "w", "s")`` for three players each for himself (from its ``points_`` columns)."""
    return tuple(name[len("points_") :] for name in deals if name.startswith("points_"))


def _counts(values: Array) -> Counter[int]:
    keys, counts = np.unique(np.asarray(values, dtype=np.int64), return_counts=True)
    return Counter({int(k): int(c) for k, c in zip(keys, counts, strict=True)})


#: The means of the tally, by name: (label, unit).
MEAN_FIELDS: Final[Mapping[str, str]] = {
    "score_taker": N_("score of the taker's side"),
    "score_defence": N_("score of the defence"),
    "score_ns": N_("score of NS"),
    "score_ew": N_("score of EW"),
    "points_taker": N_("card points of the taker's side"),
    "points_defence": N_("card points of the defence"),
    "points_ns": N_("card points of NS"),
    "points_ew": N_("card points of EW"),
}


_COUNTS: Final = (
    "deals",
    "passed",
    "cancelled",
    "played",
    "made",
    "dedans",
    "litige",
    "taker_capot",
    "capot",
    "annonce_deals",
    "belote_deals",
    "contre",
    "surcontre",
    "made_contre",
    "made_surcontre",
    "games",
    "finished",
    "wins_ns",
    "wins_ew",
    "draws",
)


@dataclass
class Tally:
    """Integer counts and sums of a set of deals (and games): what every statistic is
    computed from. ``played`` deals are those with a contract that was played and scored
    (``outcome`` 1 to 4)."""

    deals: int = 0
    passed: int = 0
    cancelled: int = 0
    played: int = 0
    made: int = 0
    dedans: int = 0
    litige: int = 0
    taker_capot: int = 0
    capot: int = 0
    annonce_deals: int = 0
    belote_deals: int = 0
    contre: int = 0
    surcontre: int = 0
    made_contre: int = 0
    made_surcontre: int = 0
    by_bid: Counter[int] = field(default_factory=Counter)
    made_by_bid: Counter[int] = field(default_factory=Counter)
    by_mode: Counter[int] = field(default_factory=Counter)
    made_by_mode: Counter[int] = field(default_factory=Counter)
    means: dict[str, Moments] = field(
        default_factory=lambda: {name: Moments() for name in MEAN_FIELDS}
    )
    taker_points: Counter[int] = field(default_factory=Counter)
    """How many played deals gave the taker's side each number of card points."""
    games: int = 0
    finished: int = 0
    wins_ns: int = 0
    wins_ew: int = 0
    draws: int = 0
    deals_per_game: Moments = field(default_factory=Moments)
    """Deals dealt in each finished game."""
    line_wins: Counter[int] = field(default_factory=Counter)
    """Finished games won by each score line (its index), at a table of players each for
    himself (at four: :attr:`wins_ns`, :attr:`wins_ew`)."""
    lines: tuple[str, ...] = ("ns", "ew")
    """The suffixes of the table's columns by score line (``n``, ``w``, ``s`` at three)."""
    game_lengths: Counter[int] = field(default_factory=Counter)
    """How many finished games lasted each number of deals."""

    @classmethod
    def of(cls, deals: Mapping[str, Array], games: Mapping[str, Array] | None = None) -> Tally:
        """The tally of a deal table (and the game table of the same games)."""
        t = cls()
        t.lines = table_lines(deals)
        lines = t.lines
        if lines != _TEAM_LINES:  # a mean for each player, none for the teams
            t.means = {}
        outcome = np.asarray(deals["outcome"])
        t.deals = int(outcome.size)
        taker = np.asarray(deals["taker"])
        t.passed = int((taker < 0).sum())
        t.cancelled = int(np.asarray(deals["cancelled"]).sum())
        played = outcome > 0
        made = (outcome == 1) | (outcome == 4)
        t.played = int(played.sum())
        t.made = int(made.sum())
        t.dedans = int((outcome == 2).sum())
        t.litige = int((outcome == 3).sum())
        t.taker_capot = int((outcome == 4).sum())
        t.capot = int((played & (np.asarray(deals["capot"]) >= 0)).sum())
        annonces = sum(np.asarray(deals[f"annonces_{s}"], np.int64) for s in lines)
        t.annonce_deals = int((played & (np.asarray(annonces) > 0)).sum())
        belotes = sum(np.asarray(deals[f"belote_{s}"], np.int64) for s in lines)
        t.belote_deals = int((played & (np.asarray(belotes) > 0)).sum())
        contre = np.asarray(deals["contre"])
        t.contre = int((played & (contre >= 1)).sum())
        t.surcontre = int((played & (contre == 2)).sum())
        t.made_contre = int((made & (contre == 1)).sum())
        t.made_surcontre = int((made & (contre == 2)).sum())
        bid = np.asarray(deals["bid"])[played]
        t.by_bid = _counts(bid)
        t.made_by_bid = _counts(np.asarray(deals["bid"])[made])
        mode = np.asarray(deals["mode"])
        t.by_mode = _counts(mode[played])
        t.made_by_mode = _counts(mode[made])
        team = np.asarray(deals["team"], np.int64)[played]
        sides = {}
        for what in ("score", "points"):
            by_line = [np.asarray(deals[f"{what}_{s}"], np.int64)[played] for s in lines]
            # the taker's line, and the defence: the other lines together
            taker_side = np.choose(np.clip(team, 0, len(lines) - 1), by_line)
            sides[what] = (taker_side, sum(by_line) - taker_side)
            for s, values in zip(lines, by_line, strict=True):
                t.means[f"{what}_{s}"] = Moments.of(values)
            t.means[f"{what}_taker"] = Moments.of(sides[what][0])
            t.means[f"{what}_defence"] = Moments.of(sides[what][1])
        t.taker_points = _counts(sides["points"][0])
        if games is not None:
            finished = np.asarray(games["finished"], bool)
            winner = np.asarray(games["winner"])
            t.games = int(finished.size)
            t.finished = int(finished.sum())
            if lines == _TEAM_LINES:
                t.wins_ns = int((finished & (winner == 0)).sum())
                t.wins_ew = int((finished & (winner == 1)).sum())
            else:
                t.line_wins = Counter(
                    {i: int((finished & (winner == i)).sum()) for i in range(len(lines))}
                )
            t.draws = int((finished & np.asarray(games["draw"], bool)).sum())
            lengths = np.asarray(games["deals"], np.int64)[finished]
            t.deals_per_game = Moments.of(lengths)
            t.game_lengths = _counts(lengths)
        return t

    def add(self, other: Tally) -> None:
        """Add the counts of ``other`` to these (exact, in any order)."""
        for name in _COUNTS:
            setattr(self, name, getattr(self, name) + getattr(other, name))
        for name in (
            "by_bid",
            "made_by_bid",
            "by_mode",
            "made_by_mode",
            "taker_points",
            "game_lengths",
            "line_wins",
        ):
            counter: Counter[int] = getattr(self, name)
            counter.update(getattr(other, name))
        for name, moments in other.means.items():
            self.means.setdefault(name, Moments()).add(moments)
        self.deals_per_game.add(other.deals_per_game)
        if other.lines != _TEAM_LINES:
            self.lines = other.lines


# ------------------------------------------------------------------------------ distributions
# Every distribution, interval and test below is scipy.stats's (imported when first needed:
# a program that only plays deals does not pay for it); this module says which, and what a
# degenerate case (too few cases, every case alike) gives.


def _scipy_stats() -> Any:
    import scipy.stats

    return scipy.stats


def student_t_sf(t: float, df: float) -> float:
    """P(T > t) for Student's t with ``df`` degrees of freedom (the normal when ``df`` is
    infinite)."""
    return float(_scipy_stats().t.sf(t, df))


@lru_cache(maxsize=1024)
def student_t_quantile(df: float, p: float = 0.975) -> float:
    """The ``p`` quantile of Student's t with ``df`` degrees of freedom."""
    return float(_scipy_stats().t.ppf(p, df))


# ------------------------------------------------------------------------------ estimates


@dataclass(frozen=True)
class Proportion:
    """A rate: ``successes`` out of ``n`` cases, with its Wilson 95% interval. ``estimate``,
    ``low`` and ``high`` are None ("n/a") when there are fewer than
    :data:`MIN_PROPORTION_CASES` cases."""

    successes: int
    n: int
    estimate: float | None
    low: float | None
    high: float | None

    @property
    def available(self) -> bool:
        return self.estimate is not None


def wilson_interval(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of ``successes`` out of ``n`` (``n`` ≥ 1) for the normal
    quantile ``z`` (95% by default): with ``p = successes / n``,

    ``(p + z²/2n ± z·√(p(1 − p)/n + z²/4n²)) / (1 + z²/n)``

    (scipy's ``binomtest(...).proportion_ci(method="wilson")`` at the confidence level of
    ``z``), its ends 0 when nothing succeeded and 1 when everything did (where the two terms
    cancel exactly in theory, and in floating point almost)."""
    st = _scipy_stats()
    level = 1.0 - 2.0 * float(st.norm.sf(z))
    ci = st.binomtest(successes, n).proportion_ci(confidence_level=level, method="wilson")
    low = 0.0 if successes == 0 else max(0.0, float(ci.low))
    high = 1.0 if successes == n else min(1.0, float(ci.high))
    return low, high


def proportion(successes: int, n: int, *, min_cases: int = MIN_PROPORTION_CASES) -> Proportion:
    """``successes`` out of ``n``, with the Wilson score interval at 95%
    (:func:`wilson_interval`)."""
    if n < max(min_cases, 1):
        return Proportion(successes, n, None, None, None)
    low, high = wilson_interval(successes, n)
    return Proportion(successes, n, successes / n, low, high)


@dataclass(frozen=True)
class Mean:
    """A mean over ``n`` cases, with its standard deviation and Student's t 95% interval;
    None ("n/a") when there are fewer than :data:`MIN_MEAN_CASES` cases."""

    n: int
    estimate: float | None
    sd: float | None
    low: float | None
    high: float | None

    @property
    def available(self) -> bool:
        return self.estimate is not None


def mean_stat(moments: Moments, *, min_cases: int = MIN_MEAN_CASES) -> Mean:
    """The mean of ``moments`` with Student's t interval at 95%."""
    n = moments.n
    if n < max(min_cases, 2):
        return Mean(n, None, None, None, None)
    mean = moments.total / n
    # exact integer arithmetic before the one division: no cancellation
    variance = (n * moments.squares - moments.total * moments.total) / (n * (n - 1))
    sd = math.sqrt(max(variance, 0.0))
    half = student_t_quantile(float(n - 1)) * sd / math.sqrt(n)
    return Mean(n, mean, sd, mean - half, mean + half)


def bid_label(bid: int) -> str:
    """How the ``bid`` column's value is shown."""
    if bid == 0:
        return "prise"
    if bid == BID_CAPOT:
        return "capot"
    if bid == BID_GENERALE:
        return "générale"
    return str(bid)


@dataclass(frozen=True)
class GameStatistics:
    """The statistics of whole games (``games=`` simulations)."""

    games: int
    finished: int
    """Games ended by the rules (the others hit the maximum number of deals)."""
    ns_wins: Proportion
    """Games won by NS, among finished games."""
    draws: Proportion
    deals_per_game: Mean
    """Deals dealt (passed ones included) per finished game."""
    length_distribution: Mapping[int, int]
    """Finished games by number of deals."""
    line_wins: Mapping[str, Proportion] = field(default_factory=dict)
    """At a table of players each for himself: games won by each player (by its seat code,
    ``N``), among finished games (``ns_wins`` is then the first player's)."""

    def length_quantile(self, q: float) -> int | None:
        """The ``q`` quantile (0..1) of the finished games' lengths (None without one)."""
        total = sum(self.length_distribution.values())
        if not total:
            return None
        seen = 0
        for length in sorted(self.length_distribution):
            seen += self.length_distribution[length]
            if seen >= q * total:
                return length
        return max(self.length_distribution)


@dataclass(frozen=True)
class Statistics:
    """Every statistic of one simulation (see :func:`statistics`). Rates are over played
    deals (a contract played and scored) unless said otherwise; means too."""

    deals: int
    passed: Proportion
    """Deals every player passed, among all deals."""
    cancelled: Proportion
    """Deals voided by a cancelling carré, among all deals."""
    played: int
    taker_success: Proportion
    """The contract made (a capot by the taker included), among played deals."""
    success_by_bid: Mapping[int, Proportion]
    """By the ``bid`` column's value (0 a prise, 10000 capot, 20000 générale)."""
    success_by_mode: Mapping[str, Proportion]
    dedans: Proportion
    litige: Proportion
    capot: Proportion
    """A capot by either side."""
    taker_capot: Proportion
    annonces: Proportion
    """Deals where some annonce was awarded."""
    belote: Proportion
    """Deals where a belote counted."""
    contre: Proportion
    """Contracts contrés (surcontrés included)."""
    surcontre: Proportion
    success_contre: Proportion
    """The taker's success when contré (not surcontré)."""
    success_surcontre: Proportion
    means: Mapping[str, Mean]
    """By name: see :data:`MEAN_FIELDS`."""
    games: GameStatistics | None
    tally: Tally = field(repr=False, compare=False)

    def items(self) -> Iterator[tuple[str, str, Proportion | Mean]]:
        """``(key, label, statistic)`` for every statistic, in the report's order; the
        labels in the language of messages."""
        tr = translator()
        yield "passed", tr._("deals passed by everyone"), self.passed
        yield "cancelled", tr._("deals cancelled (carré)"), self.cancelled
        yield "taker_success", tr._("taker success"), self.taker_success
        for bid, stat in self.success_by_bid.items():
            label = tr._("success, bid {bid}", bid=bid_label(bid))
            yield f"success_bid_{bid}", f"  {label}", stat
        for mode, stat in self.success_by_mode.items():
            # TRANSLATORS: {mode} is a contract's mode: "spades trump", "no trump (sans atout)"
            label = tr._("success, {mode}", mode=mode_name(mode, tr.lang))
            yield f"success_mode_{mode}", f"  {label}", stat
        yield "dedans", tr._("dedans"), self.dedans
        yield "litige", tr._("litige"), self.litige
        yield "capot", tr._("capot (either side)"), self.capot
        yield "taker_capot", tr._("capot by the taker"), self.taker_capot
        yield "contre", tr._("contré (surcontré included)"), self.contre
        yield "surcontre", tr._("surcontré"), self.surcontre
        yield "success_contre", tr._("taker success when contré"), self.success_contre
        yield (
            "success_surcontre",
            tr._("taker success when surcontré"),
            self.success_surcontre,
        )
        yield "annonces", tr._("deals with annonces"), self.annonces
        yield "belote", tr._("deals with a belote"), self.belote
        for name, mean in self.means.items():
            field_label = MEAN_FIELDS.get(name)
            if field_label is not None:
                text = tr._(field_label)
            else:  # a player's line, each for himself: score_n, points_n...
                what, _sep, line = name.rpartition("_")
                if what == "score":
                    # TRANSLATORS: a player's line, each for himself: "score of N"
                    text = tr._("score of {line}", line=line.upper())
                else:
                    # TRANSLATORS: a player's line, each for himself: "card points of N"
                    text = tr._("card points of {line}", line=line.upper())
            # TRANSLATORS: {label} is one of the means' names (score of NS, ...)
            yield f"mean_{name}", tr._("mean {label}", label=text), mean
        if self.games is not None:
            g = self.games
            if g.line_wins:
                for line, wins in g.line_wins.items():
                    # TRANSLATORS: a player's line, each for himself: "games won by N"
                    label = tr._("games won by {line}", line=line)
                    yield f"game_{line.lower()}_wins", label, wins
            else:
                yield "game_ns_wins", tr._("games won by NS"), g.ns_wins
            yield "game_draws", tr._("games drawn"), g.draws
            yield "deals_per_game", tr._("deals per game"), g.deals_per_game


def _mean_names(lines: Sequence[str]) -> list[str]:
    """The means of a tally with the score lines ``lines``: :data:`MEAN_FIELDS` for the two
    teams; with players each for himself, a score and a card points mean for each."""
    if tuple(lines) == _TEAM_LINES:
        return list(MEAN_FIELDS)
    names: list[str] = []
    for name in MEAN_FIELDS:
        if name.endswith("_ns"):
            names.extend(f"{name[:-3]}_{s}" for s in lines)
        elif not name.endswith("_ew"):
            names.append(name)
    return names


def statistics(tally: Tally) -> Statistics:
    """The statistics of a tally."""
    t = tally
    games = None
    if t.games:
        alone = t.lines != _TEAM_LINES
        line_wins = (
            {s.upper(): proportion(t.line_wins[i], t.finished) for i, s in enumerate(t.lines)}
            if alone
            else {}
        )
        games = GameStatistics(
            games=t.games,
            finished=t.finished,
            ns_wins=proportion(t.line_wins[0] if alone else t.wins_ns, t.finished),
            draws=proportion(t.draws, t.finished),
            deals_per_game=mean_stat(t.deals_per_game),
            length_distribution=dict(sorted(t.game_lengths.items())),
            line_wins=line_wins,
        )
    return Statistics(
        deals=t.deals,
        passed=proportion(t.passed, t.deals),
        cancelled=proportion(t.cancelled, t.deals),
        played=t.played,
        taker_success=proportion(t.made, t.played),
        success_by_bid={b: proportion(t.made_by_bid[b], n) for b, n in sorted(t.by_bid.items())},
        success_by_mode={
            MODES[m]: proportion(t.made_by_mode[m], n)
            for m, n in sorted(t.by_mode.items())
            if 0 <= m < len(MODES)
        },
        dedans=proportion(t.dedans, t.played),
        litige=proportion(t.litige, t.played),
        capot=proportion(t.capot, t.played),
        taker_capot=proportion(t.taker_capot, t.played),
        annonces=proportion(t.annonce_deals, t.played),
        belote=proportion(t.belote_deals, t.played),
        contre=proportion(t.contre, t.played),
        surcontre=proportion(t.surcontre, t.played),
        success_contre=proportion(t.made_contre, t.contre - t.surcontre),
        success_surcontre=proportion(t.made_surcontre, t.surcontre),
        means={name: mean_stat(t.means.get(name, Moments())) for name in _mean_names(t.lines)},
        games=games,
        tally=t,
    )


# ------------------------------------------------------------------------------ comparison


@dataclass(frozen=True)
class Difference:
    """One statistic of a variant against the first: ``delta`` (other − first), the test's
    name and p-value, and whether it is significant at :data:`ALPHA`; ``delta`` and ``p``
    are None ("n/a") when either side has too few cases."""

    delta: float | None
    p: float | None
    test: str
    adjusted: float | None = None
    """The p-value adjusted for the number of comparisons (:func:`compare`'s ``adjust``);
    None when no adjustment was asked for."""

    @property
    def significant(self) -> bool | None:
        """Whether the difference is significant at :data:`ALPHA`: by the adjusted p-value
        when there is one, otherwise by ``p``."""
        if self.p is None:
            return None
        return (self.p if self.adjusted is None else self.adjusted) < ALPHA


def two_proportion_z_test(a: Proportion, b: Proportion) -> Difference:
    """The two-sided two-proportion z test (pooled variance) of ``b`` against ``a``: Pearson's
    chi-square test of the 2×2 table without continuity correction (scipy's
    ``chi2_contingency``), whose statistic is the square of the z test's."""
    test = "two-proportion z"
    if a.estimate is None or b.estimate is None:
        return Difference(None, None, test)
    delta = b.estimate - a.estimate
    successes = a.successes + b.successes
    if successes in (0, a.n + b.n):  # both 0% or both 100%: no difference to test
        return Difference(delta, 1.0, test)
    table = [[a.successes, a.n - a.successes], [b.successes, b.n - b.successes]]
    p = _scipy_stats().chi2_contingency(table, correction=False).pvalue
    return Difference(delta, float(p), test)


def welch_t_test(a: Mean, b: Mean) -> Difference:
    """Welch's two-sided t test of the mean ``b`` against ``a`` (scipy's
    ``ttest_ind_from_stats`` with unequal variances)."""
    test = "Welch t"
    if a.estimate is None or b.estimate is None or a.sd is None or b.sd is None:
        return Difference(None, None, test)
    delta = b.estimate - a.estimate
    if a.sd == 0.0 and b.sd == 0.0:  # no spread on either side: equal or surely different
        return Difference(delta, 1.0 if delta == 0 else 0.0, test)
    result = _scipy_stats().ttest_ind_from_stats(
        a.estimate, a.sd, a.n, b.estimate, b.sd, b.n, equal_var=False
    )
    return Difference(delta, min(1.0, float(result.pvalue)), test)


#: Fisher's exact test compares two rates whenever the rarer outcome (successes, or failures,
#: of both variants together) counts fewer cases than this: its sum then has fewer terms, and
#: the z test's normal approximation is poor for rare events (2 against 9 successes in 20,000
#: deals each gives p = 0.035 by the z test, 0.065 by the exact test). Above it the two agree.
EXACT_BELOW: Final = 1000


def fisher_exact_test(a: Proportion, b: Proportion) -> Difference:
    """Fisher's two-sided exact test of ``b`` against ``a`` (scipy's ``fisher_exact``): the
    probability, given the total successes, of a split at most as likely as the one seen
    (hypergeometric)."""
    test = "Fisher exact"
    if a.estimate is None or b.estimate is None:
        return Difference(None, None, test)
    delta = b.estimate - a.estimate
    successes = a.successes + b.successes
    if successes in (0, a.n + b.n):  # 0% on both sides, or 100% on both: nothing differs
        return Difference(delta, 1.0, test)
    table = [[a.successes, a.n - a.successes], [b.successes, b.n - b.successes]]
    p = _scipy_stats().fisher_exact(table).pvalue
    return Difference(delta, min(1.0, float(p)), test)


def _proportion_test(a: Proportion, b: Proportion) -> Difference:
    """Fisher's exact test where the rarer outcome has fewer than :data:`EXACT_BELOW` cases
    in all, the z test otherwise."""
    if a.estimate is None or b.estimate is None:
        return two_proportion_z_test(a, b)
    successes = a.successes + b.successes
    if min(successes, a.n + b.n - successes) < EXACT_BELOW:
        return fisher_exact_test(a, b)
    return two_proportion_z_test(a, b)


def _difference(a: Proportion | Mean, b: Proportion | Mean) -> Difference:
    if isinstance(a, Proportion) and isinstance(b, Proportion):
        return _proportion_test(a, b)
    if isinstance(a, Mean) and isinstance(b, Mean):
        return welch_t_test(a, b)
    raise TypeError("a proportion against a mean")


@dataclass(frozen=True)
class Comparison:
    """One statistic across variants: each variant's value (None where it has no such
    statistic, a bid another variant offers, say) and each later variant's difference with
    the first."""

    key: str
    label: str
    values: tuple[Proportion | Mean | None, ...]
    differences: tuple[Difference | None, ...]
    """One per variant after the first (None when either has no such statistic)."""


#: The adjustments of p-values for many comparisons :func:`compare` knows: none, Holm's
#: step-down method (the family-wise error rate, under any dependence between the tests) and
#: Benjamini and Hochberg's (the false discovery rate).
ADJUSTMENTS: Final = ("none", "holm", "bh")


def adjust_p_values(p_values: Sequence[float], method: str) -> list[float]:
    """``p_values`` adjusted for their number by ``method`` (see :data:`ADJUSTMENTS`), in
    the same order.

    Holm: sorted ascending, the *i*-th smallest of *m* (from 1) becomes
    ``max over j <= i of min(1, (m - j + 1) * p_j)``. Benjamini–Hochberg: it becomes
    ``min over j >= i of min(1, m / j * p_j)``. Comparing the adjusted values with
    :data:`ALPHA` is each method's procedure at that level."""
    if method not in ADJUSTMENTS:
        raise ValueError(f"adjust: expected one of {', '.join(ADJUSTMENTS)}; got {method!r}")
    m = len(p_values)
    if method == "none" or m == 0:
        return list(p_values)
    if method == "bh":
        return [float(p) for p in _scipy_stats().false_discovery_control(p_values, method="bh")]
    # Holm's: scipy has none
    order = sorted(range(m), key=lambda i: p_values[i])
    adjusted = [0.0] * m
    running = 0.0
    for rank, i in enumerate(order):  # rank 0 is the smallest p
        running = max(running, min(1.0, (m - rank) * p_values[i]))
        adjusted[i] = running
    return adjusted


def compare(stats: Sequence[Statistics], *, adjust: str = "none") -> list[Comparison]:
    """The statistics of several simulations side by side, each against the first.

    ``adjust``: ``none`` (each p-value alone), ``holm`` or ``bh`` (see
    :func:`adjust_p_values`): every difference with a p-value, of every row and every variant
    after the first, is one comparison of the family; each gets its ``adjusted`` p-value, and
    its ``significant`` follows it."""
    if adjust not in ADJUSTMENTS:
        raise ValueError(f"adjust: expected one of {', '.join(ADJUSTMENTS)}; got {adjust!r}")
    rows: dict[str, tuple[str, list[Proportion | Mean | None]]] = {}
    order: list[str] = []
    for i, each in enumerate(stats):
        after = -1  # a row only a later variant has goes after the row it follows there
        for key, label, value in each.items():
            if key not in rows:
                rows[key] = (label, [None] * len(stats))
                order.insert(after + 1, key)
            after = order.index(key)
            rows[key][1][i] = value
    out: list[Comparison] = []
    for key in order:
        label, values = rows[key]
        first = values[0]
        diffs = tuple(
            None if first is None or other is None else _difference(first, other)
            for other in values[1:]
        )
        out.append(Comparison(key, label, tuple(values), diffs))
    if adjust == "none":
        return out
    tested = [
        (r, k, d)
        for r, row in enumerate(out)
        for k, d in enumerate(row.differences)
        if d is not None and d.p is not None
    ]
    adjusted = adjust_p_values([d.p for _r, _k, d in tested if d.p is not None], adjust)
    changed = [list(row.differences) for row in out]
    for (r, k, diff), p_adjusted in zip(tested, adjusted, strict=True):
        changed[r][k] = replace(diff, adjusted=p_adjusted)
    return [replace(row, differences=tuple(d)) for row, d in zip(out, changed, strict=True)]


def comparisons(rows: Sequence[Comparison]) -> int:
    """How many differences of ``rows`` were tested (those with a p-value)."""
    return sum(1 for row in rows for d in row.differences if d is not None and d.p is not None)
