"""The built-in deal scorer on arrays: every deal of a batch scored at once.

This is :func:`belote_spec.engine.scoring.make_deal_scorer` step for step, on whole columns.
Nothing in it is restated from the documents: the terms each side scores come from the
reference's own :func:`~belote_spec.engine.scoring.resolve_outcome` for each of the 24
combinations of made, contré, capot and bid kind; a contract's value from the reference's
:func:`~belote_spec.engine.scoring.make_contract_value` for each bid and mode; the rest (card
points at a capot, scaling, litige, carried points, rounding) reads the same ``scoring``
values as the reference. ``tests/test_batch.py`` compares it with the reference scorer on every
shipped variant and option.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

import numpy as np
import numpy.typing as npt

from ..engine.scoring import TERM_NAMES, make_contract_value, resolve_outcome
from ..engine.tables import SA, TA
from ..simulation.columns import BID_CAPOT, BID_GENERALE

if TYPE_CHECKING:
    from ..engine.rules import Rules

__all__ = ["BatchScorer"]

I64 = npt.NDArray[np.int64]
B = npt.NDArray[np.bool_]

_WHOSE: Final = {"none": 0, "own": 1, "opponents": 2, "all": 3}
#: outcome codes, as :data:`belote_spec.batch.engine.OUTCOMES`
MADE: Final = 1
DEDANS: Final = 2
LITIGE: Final = 3
CAPOT: Final = 4


def _round_half(numerator: I64, denominator: int) -> I64:
    out: I64 = (2 * numerator + denominator) // (2 * denominator)
    return out


def _round_ten(value: I64, half: str) -> I64:
    out: I64 = (value + (5 if half == "up" else 4)) // 10 * 10
    return out


class _Side:
    """The terms of one side (taker or defence) for each of the 24 outcome combinations."""

    def __init__(self) -> None:
        self.base_kind = np.zeros(24, np.int64)  # 0 own points, 1 all points, 2 fixed
        self.base_fixed = np.zeros(24, np.int64)
        self.contract = np.zeros(24, np.int64)
        self.annonces = np.zeros(24, np.int64)
        self.belote = np.zeros(24, np.int64)
        self.bonus = np.zeros(24, np.int64)
        self.multiply = {name: np.zeros(24, np.int64) for name in TERM_NAMES}

    def set(self, combo: int, terms: Any) -> None:
        if terms.base == "points":
            self.base_kind[combo] = 0
        elif terms.base == "all_points":
            self.base_kind[combo] = 1
        else:
            self.base_kind[combo] = 2
            self.base_fixed[combo] = int(terms.base)
        self.contract[combo] = int(bool(terms.contract))
        self.annonces[combo] = _WHOSE[terms.annonces]
        self.belote[combo] = _WHOSE[terms.belote]
        self.bonus[combo] = int(terms.bonus)
        for name in TERM_NAMES:
            self.multiply[name][combo] = int(name in terms.multiply)


def _combo(made: Any, contred: Any, took_all: Any, bid_kind: Any) -> Any:
    """The index of an outcome combination (bid kind 0 none, 1 capot, 2 générale)."""
    return ((made * 2 + contred) * 2 + took_all) * 3 + bid_kind


def _whose(rule: I64, mine: I64, theirs: I64) -> I64:
    out: I64 = np.where(
        rule == 1, mine, np.where(rule == 2, theirs, np.where(rule == 3, mine + theirs, 0))
    )
    return out


class BatchScorer:
    """The built-in scorer of one variant, compiled for arrays (see the module docstring)."""

    def __init__(self, rules: Rules) -> None:
        variant = rules.variant
        scoring: Mapping[str, Any] = variant.rule("scoring")
        belote: Mapping[str, Any] = variant.rule("belote")
        auction = variant.rule("bidding.system") == "auction"
        floor = int(variant.rule("bidding.auction.floor")) if auction else None
        self.dix_de_der = rules.tables.dix_de_der
        contract_rule = scoring["contract"]
        self.reach_bid = bool(contract_rule["reach_bid"])
        self.margin = int(contract_rule["margin"])
        self.minimum = int(contract_rule["minimum"])
        self.beat_defence = bool(contract_rule["beat_defence"])
        counts = contract_rule["counts"]
        self.count_ann = (bool(counts["taker"]["annonces"]), bool(counts["defence"]["annonces"]))
        self.count_bel = (bool(counts["taker"]["belote"]), bool(counts["defence"]["belote"]))
        litige = scoring["litige"]
        self.litige = bool(litige["enabled"])
        self.held_belote = bool(litige["held_belote"])
        self.next_winner = litige["awarded_to"] == "next_winner"
        capot = scoring["capot"]
        self.capot_flat = capot["kind"] == "flat"
        self.capot_points = int(capot["points"])
        self.capot_der = int(capot["dix_de_der"])
        self.belote_points = int(belote["points"]) if belote["enabled"] else 0
        contre = scoring["contre"]
        self.multipliers = np.array([1, int(contre["contre"]), int(contre["surcontre"])], np.int64)
        rounding = scoring["rounding"]
        self.rounding = str(rounding["method"])
        self.half = str(rounding["half"])
        # scaling by mode: (enabled, whole score, der added, num, den, capot num, capot den)
        self.scaling: dict[int, tuple[bool, bool, bool, int, int, int, int]] = {}
        # the scaled modes whose contract is tested on the exact scaled points
        self.exact_test: list[int] = []
        # the modes where a capot counts its cards and the capot's dix de der, scaled, even
        # with a flat capot (``capot: der_bonus``)
        self.capot_bonus_modes: list[int] = []
        for mode, key in ((TA, "tout_atout_scaling"), (SA, "sans_atout_scaling")):
            rule = scoring[key]
            if rule["enabled"] and rule.get("capot") == "der_bonus":
                self.capot_bonus_modes.append(mode)
            self.scaling[mode] = (
                bool(rule["enabled"]),
                rule["scales"] == "score",
                rule["dix_de_der"] == "added",
                int(rule["ratio"][0]),
                int(rule["ratio"][1]),
                int(rule["capot_ratio"][0]),
                int(rule["capot_ratio"][1]),
            )
            scaled = rule["enabled"] and rule["scales"] == "card_points"
            if scaled and rule["contract_test"] == "exact":
                self.exact_test.append(mode)
        # the contract's value of each bid code, by mode: the reference's own function
        value = make_contract_value(scoring, floor)
        codes = {0, BID_CAPOT, BID_GENERALE}
        values: tuple[int, ...] = getattr(rules.bidding, "values", ())
        codes.update(values)
        self.bid_codes = np.array(sorted(codes), np.int64)
        self.values = np.zeros((len(self.bid_codes), 6), np.int64)
        for i, code in enumerate(self.bid_codes.tolist()):
            bid: Any = (
                "capot"
                if code == BID_CAPOT
                else "generale"
                if code == BID_GENERALE
                else None
                if code == 0
                else code
            )
            for mode in range(6):
                self.values[i, mode] = value(bid, mode)
        # the terms of each outcome combination: the reference's own resolution
        self.taker = _Side()
        self.defence = _Side()
        outcomes = scoring["outcomes"]
        for made in (True, False):
            for contred in (False, True):
                for took_all in (False, True):
                    for kind, bid_kind in enumerate((None, "capot", "generale")):
                        t, d = resolve_outcome(
                            outcomes, made=made, contred=contred, capot=took_all, bid=bid_kind
                        )
                        combo = _combo(int(made), int(contred), int(took_all), kind)
                        self.taker.set(combo, t)
                        self.defence.set(combo, d)

    def supports(self, bid: I64) -> bool:
        """Whether every bid code is known (a bid outside the variant's values: no)."""
        index = np.minimum(np.searchsorted(self.bid_codes, bid), len(self.bid_codes) - 1)
        return bool(np.array_equal(self.bid_codes[index], bid))

    def _side(
        self,
        side: _Side,
        combo: I64,
        cp: I64,
        cp_foe: I64,
        ann: I64,
        ann_foe: I64,
        bel: I64,
        bel_foe: I64,
        value: I64,
        mult: I64,
    ) -> tuple[I64, I64, I64]:
        """(score, belote part, annonce part) of one side, per row."""
        kind = side.base_kind[combo]
        base = np.where(kind == 0, cp, np.where(kind == 1, cp + cp_foe, side.base_fixed[combo]))
        parts = {
            "base": base,
            "contract": np.where(side.contract[combo] == 1, value, 0),
            "annonces": _whose(side.annonces[combo], ann, ann_foe),
            "belote": _whose(side.belote[combo], bel, bel_foe),
            "bonus": side.bonus[combo],
        }
        total = np.zeros(len(combo), np.int64)
        scaled: dict[str, I64] = {}
        for name in TERM_NAMES:
            scaled[name] = parts[name] * np.where(side.multiply[name][combo] == 1, mult, 1)
            total = total + scaled[name]
        return total, scaled["belote"], scaled["annonces"]

    def score(self, cols: Mapping[str, I64]) -> tuple[I64, I64, I64, I64]:
        """(score NS, score EW, outcome code, held) of each row: the columns ``taker mode bid
        contre points_ns points_ew belote_ns belote_ew annonces_ns annonces_ew capot last
        bidder_all carried`` (see :func:`belote_spec.batch.engine.scorer_arguments`)."""
        line, outcome, held, _belote, _annonces = self.lines(cols)
        return line[:, 0], line[:, 1], outcome, held

    def lines(
        self, cols: Mapping[str, I64], *, exact: bool = False
    ) -> tuple[I64, I64, I64, I64, I64]:
        """(line (n, 2), outcome code, held, belote part (n, 2), annonce part (n, 2)) of each
        row; ``exact``: not rounded (the last deal where the variant counts it exactly)."""
        n = len(cols["taker"])
        rows = np.arange(n)
        team = cols["taker"].astype(np.int64) & 1
        foe = 1 - team
        mode = cols["mode"].astype(np.int64)
        bid = cols["bid"].astype(np.int64)
        contre = cols["contre"].astype(np.int64)
        capot = cols["capot"].astype(np.int64)
        last = cols["last"].astype(np.int64)
        carried = cols["carried"].astype(np.int64)
        raw = np.stack([cols["points_ns"], cols["points_ew"]], axis=1).astype(np.int64)
        ann = np.stack([cols["annonces_ns"], cols["annonces_ew"]], axis=1).astype(np.int64)
        bel = np.stack([cols["belote_ns"], cols["belote_ew"]], axis=1).astype(np.int64)
        bel = bel * self.belote_points
        mult = self.multipliers[contre]
        value = self.values[np.searchsorted(self.bid_codes, bid), mode]
        cp = self._card_points(raw, mode, capot, last)
        # the points that decide the contract
        totals = np.zeros((n, 2), np.int64)
        for who, side in ((0, team), (1, foe)):
            totals[rows, side] = (
                cp[rows, side]
                + (ann[rows, side] if self.count_ann[who] else 0)
                + (bel[rows, side] if self.count_bel[who] else 0)
            )
        # what the contract is tested on: the totals, or, where the card points are tested
        # exactly, the same over a common denominator (rounding does not make a contract)
        target_scale = np.ones(n, np.int64)
        if self.exact_test:
            unrounded, target_scale = self._exact_card_points(raw, mode, capot, last, cp)
            totals = unrounded + (totals - cp) * target_scale[:, None]
        taker_total = totals[rows, team]
        defence_total = totals[rows, foe]
        announced = bid == BID_CAPOT
        generale = bid == BID_GENERALE
        numeric = (bid > 0) & ~announced & ~generale
        target = np.where(
            numeric & self.reach_bid, np.maximum(self.minimum, bid + self.margin), self.minimum
        )
        reached = taker_total >= target * target_scale
        if self.beat_defence:
            made = reached & (taker_total > defence_total)
            tie = reached & (taker_total == defence_total)
        else:
            made = reached
            tie = np.zeros(n, bool)
        made = np.where(announced, capot == team, np.where(generale, cols["bidder_all"] == 1, made))
        tie &= ~announced & ~generale
        litige = ~made & tie & self.litige
        took_all = capot == np.where(made, team, foe)
        bid_kind = np.where(announced, 1, np.where(generale, 2, 0))
        combo = _combo(made.astype(np.int64), (contre > 0).astype(np.int64), took_all, bid_kind)
        line = np.zeros((n, 2), np.int64)
        # each side's own and opposing values, looked up once
        taker_view = (
            cp[rows, team],
            cp[rows, foe],
            ann[rows, team],
            ann[rows, foe],
            bel[rows, team],
            bel[rows, foe],
        )
        cp_t, cp_f, ann_t, ann_f, bel_t, bel_f = taker_view
        defence_view = (cp_f, cp_t, ann_f, ann_t, bel_f, bel_t)
        t_line, t_bel, t_ann = self._side(self.taker, combo, *taker_view, value, mult)
        d_line, d_bel, d_ann = self._side(self.defence, combo, *defence_view, value, mult)
        # a litige: the defence scores as if the contract were made, the taker's points wait
        if litige.any():
            made_combo = _combo(1, (contre > 0).astype(np.int64), 0, 0)
            l_line, l_bel, l_ann = self._side(self.defence, made_combo, *defence_view, value, mult)
        else:
            l_line = l_bel = l_ann = d_line  # not used: no row is a litige
        held = np.where(
            litige,
            cp_t + ann_t + (bel_t if self.held_belote else 0),
            0,
        )
        taker_line = np.where(litige, 0 if self.held_belote else bel_t, t_line)
        line[rows, team] = taker_line
        line[rows, foe] = np.where(litige, l_line, d_line)
        belote_part = np.zeros((n, 2), np.int64)
        annonce_part = np.zeros((n, 2), np.int64)
        belote_part[rows, team] = np.where(litige, 0 if self.held_belote else bel_t, t_bel)
        belote_part[rows, foe] = np.where(litige, l_bel, d_bel)
        annonce_part[rows, team] = np.where(litige, 0, t_ann)
        annonce_part[rows, foe] = np.where(litige, l_ann, d_ann)
        outcome = np.where(
            litige, LITIGE, np.where(made, np.where(capot == team, CAPOT, MADE), DEDANS)
        )
        # a scaling of the whole score
        for scaled_mode, (on, whole, _der, num, den, cnum, cden) in self.scaling.items():
            if on and whole:
                here = mode == scaled_mode
                top = np.where(capot >= 0, cnum, num)
                bottom = np.where(capot >= 0, cden, den)
                rescaled = (2 * line * top[:, None] + bottom[:, None]) // (2 * bottom[:, None])
                line = np.where(here[:, None], rescaled, line)
        # points carried from an earlier litige
        winner = np.where(litige, -1, np.where(made, team, foe))
        if carried.any():
            gets = (carried > 0) & (winner >= 0)
            if not self.next_winner:
                gets &= made
            line[rows[gets], winner[gets]] += carried[gets]
            held = held + np.where((carried > 0) & ~gets, carried, 0)
        # rounding
        if exact:
            pass
        elif self.rounding == "each_team":
            line = _round_ten(line, self.half)
        elif self.rounding == "complement":
            total = _round_ten(line[:, 0] + line[:, 1], self.half)
            rounded = _round_ten(line[rows, team], self.half)
            line[rows, team] = rounded
            line[rows, foe] = total - rounded
        return line, outcome, held, belote_part, annonce_part

    def _exact_card_points(
        self, raw: I64, mode: I64, capot: I64, last: I64, cp: I64
    ) -> tuple[I64, I64]:
        """(numerators (n, 2), denominator (n,)): each team's card points as
        :meth:`_card_points` scales them, but exactly, in the modes tested exactly; ``cp``
        (denominator 1) elsewhere."""
        n = len(mode)
        rows = np.arange(n)
        der = self.dix_de_der
        out = cp.copy()
        scale = np.ones(n, np.int64)
        every = raw[:, 0] + raw[:, 1] - der
        for scaled_mode in self.exact_test:
            _on, _whole, der_added, num, den, cnum, cden = self.scaling[scaled_mode]
            here = (mode == scaled_mode) & (capot < 0)
            if der_added:
                plain = raw.copy()
                plain[rows, last] -= der
                exact = plain * num
                exact[rows, last] += der * den
            else:
                exact = raw * num
            out = np.where(here[:, None], exact, out)
            scale = np.where(here, den, scale)
            if self.capot_flat:
                continue  # a capot's flat value is not scaled
            here = (mode == scaled_mode) & (capot >= 0)
            if der_added:
                value = every * cnum + self.capot_der * cden
            else:
                value = (every + self.capot_der) * cnum
            won = np.zeros((n, 2), np.int64)
            won[rows, np.maximum(capot, 0)] = value
            out = np.where(here[:, None], won, out)
            scale = np.where(here, cden, scale)
        return out, scale

    def _card_points(self, raw: I64, mode: I64, capot: I64, last: I64) -> I64:
        """Each team's card points as scored: a capot's value, or scaled where the mode
        scales card points (not the whole score), or as counted."""
        n = len(mode)
        rows = np.arange(n)
        der = self.dix_de_der
        cp = raw.copy()
        every = raw[:, 0] + raw[:, 1] - der
        for scaled_mode, (on, whole, der_added, num, den, _cn, _cd) in self.scaling.items():
            if not on or whole:
                continue
            here = (mode == scaled_mode) & (capot < 0)
            if not here.any():
                continue
            if der_added:
                plain = raw.copy()
                plain[rows, last] -= der
                ns = _round_half(plain[:, 0] * num, den)
                total = _round_half((plain[:, 0] + plain[:, 1]) * num, den)
                out = np.stack([ns, total - ns], axis=1)
                out[rows, last] += der
            else:
                ns = _round_half(raw[:, 0] * num, den)
                total = _round_half((raw[:, 0] + raw[:, 1]) * num, den)
                out = np.stack([ns, total - ns], axis=1)
            cp = np.where(here[:, None], out, cp)
        if (capot >= 0).any():
            value = every + self.capot_der
            for scaled_mode, scaling in self.scaling.items():
                on, whole, der_added, _num, _den, cnum, cden = scaling
                if not on or whole:
                    continue
                here = mode == scaled_mode
                if der_added:
                    scaled = _round_half(every * cnum, cden) + self.capot_der
                else:
                    scaled = _round_half((every + self.capot_der) * cnum, cden)
                value = np.where(here, scaled, value)
            if self.capot_flat:
                bonus = np.isin(mode, np.array(self.capot_bonus_modes, np.int64))
                value = np.where(bonus, value, self.capot_points)
            c = np.maximum(capot, 0)
            won = np.zeros((n, 2), np.int64)
            won[rows, c] = value
            cp = np.where((capot >= 0)[:, None], won, cp)
        return cp


class BatchGameEnd:
    """The built-in end of the game and :meth:`Rules.settle_deal
    <belote_spec.engine.rules.Rules.settle_deal>` on arrays, read from ``game_end`` and
    ``scoring.rounding`` as :func:`belote_spec.engine.scoring.make_game_end` reads them."""

    def __init__(self, rules: Rules, scorer: BatchScorer) -> None:
        rule: Mapping[str, Any] = rules.variant.rule("game_end")
        self.scorer = scorer
        self.reach = rule["reach"] == "reach"
        self.capot_rule = bool(rule["capot_loser_cannot_win"])
        through = rule["no_win_through"]
        self.through = {
            "belote": frozenset(through["belote"]),
            "annonces": frozenset(through["annonces"]),
        }
        self.until_trick = bool(through["belote"] or through["annonces"]) and (
            through.get("until", "next_deal") == "trick"
        )
        self.both_draw = rule["both_over"] == "draw"
        self.tie = str(rule["tie"])
        self.target = int(rule["target"])
        self.last_exact = rules.last_deal_exact

    def _passes(self, points: I64) -> B:
        out: B = points >= self.target if self.reach else points > self.target
        return out

    def _any_passes(self, before: I64, line: I64) -> B:
        """Whether the deal takes a team to the target (n,)."""
        out: B = np.any(self._passes(before + line), axis=1)
        return out

    def check(
        self,
        before: I64,
        line: I64,
        taker_team: I64,
        outcome: I64,
        capot: I64,
        belote_part: I64,
        annonce_part: I64,
        tricks: I64 | None = None,
    ) -> tuple[B, I64, B]:
        """(over, winner 0/1 or -1, draw) after each deal: ``before`` the totals (n, 2),
        ``tricks`` each team's tricks (n, 2), where known (else a capot says who took none)."""
        n = len(before)
        rows = np.arange(n)
        totals = before + line
        over = self._passes(totals)  # (n, 2)
        barred = np.zeros((n, 2), bool)
        for t in (0, 1):
            suffered = (capot >= 0) & (capot != t)
            fell = (outcome == DEDANS) & (taker_team == t)
            if self.capot_rule:
                barred[:, t] |= suffered
            if self.until_trick:  # « un pli supplémentaire »
                none_won = suffered if tricks is None else tricks[:, t] == 0
                barred[:, t] |= self._passes(before[:, t]) & none_won
            without = totals[:, t].copy()
            for what, part in (("belote", belote_part), ("annonces", annonce_part)):
                kinds = self.through[what]
                hit = np.zeros(n, bool)
                if "dedans" in kinds:
                    hit |= fell
                if "capot_against" in kinds:
                    hit |= suffered
                without = without - np.where(hit, part[:, t], 0)
            barred[:, t] |= (without != totals[:, t]) & ~self._passes(without)
        barred &= over
        any_barred = barred.any(axis=1)
        allowed = over & ~barred
        # some team passed but may not win on this deal
        best = np.where(allowed[:, 0], 0, 1)
        beats_barred = np.ones(n, bool)
        for t in (0, 1):
            beats_barred &= ~barred[:, t] | (totals[rows, best] > totals[:, t])
        barred_win = any_barred & allowed.any(axis=1) & beats_barred
        # nobody barred
        count = over.sum(axis=1)
        one = count == 1
        both = count == 2
        equal = totals[:, 0] == totals[:, 1]
        higher = np.where(totals[:, 0] > totals[:, 1], 0, 1)
        winner = np.full(n, -1, np.int64)
        draw = np.zeros(n, bool)
        winner = np.where(one, np.where(over[:, 0], 0, 1), winner)
        if self.both_draw:
            draw |= both
        else:
            winner = np.where(both & ~equal, higher, winner)
            if self.tie == "last_deal_winner":
                last = np.where(
                    line[:, 0] > line[:, 1], 0, np.where(line[:, 1] > line[:, 0], 1, -1)
                )
                winner = np.where(both & equal, last, winner)  # equal lines: one more deal
            elif self.tie == "draw":
                draw |= both & equal
        winner = np.where(any_barred, np.where(barred_win, best, -1), winner)
        draw &= ~any_barred
        ended = (winner >= 0) | draw
        return ended, winner, draw

    def settle(self, before: I64, cols: Mapping[str, I64]) -> tuple[I64, I64, I64, B, I64, B]:
        """Score each deal and check the end of its game, as ``Rules.settle_deal``: (line
        (n, 2), outcome, held, over, winner, draw)."""
        team = cols["taker"].astype(np.int64) & 1
        capot = cols["capot"].astype(np.int64)
        tricks = None
        if "tricks_ns" in cols and "tricks_ew" in cols:
            tricks = np.stack([cols["tricks_ns"], cols["tricks_ew"]], axis=1).astype(np.int64)
        line, outcome, held, bel, ann = self.scorer.lines(cols)
        over, winner, draw = self.check(before, line, team, outcome, capot, bel, ann, tricks)
        if not self.last_exact:
            return line, outcome, held, over, winner, draw
        # a deal that takes a team to the target, either way, is counted exactly
        e_line, e_outcome, e_held, e_bel, e_ann = self.scorer.lines(cols, exact=True)
        e_over, e_winner, e_draw = self.check(
            before, e_line, team, e_outcome, capot, e_bel, e_ann, tricks
        )
        exact = self._any_passes(before, line) | self._any_passes(before, e_line)
        pick = exact[:, None]
        return (
            np.where(pick, e_line, line),
            np.where(exact, e_outcome, outcome),
            np.where(exact, e_held, held),
            np.where(exact, e_over, over),
            np.where(exact, e_winner, winner),
            np.where(exact, e_draw, draw),
        )
