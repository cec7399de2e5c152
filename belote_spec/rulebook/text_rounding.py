"""The sentences of the scoring's rounding, and of the scaling of the card points at sans atout
and tout atout.
"""

from __future__ import annotations

from typing import Any

from ..engine.score_kernel import round_split
from ..engine.scoring import round_ten
from ..engine.tables import SA, TA
from .text_base import RuleTextBase
from .text_statement import Statement
from .words import join_words


class RoundingText(RuleTextBase):
    """The rounding and the scaling (a part of the scoring,
    :class:`~belote_spec.rulebook.text.RuleText`)."""

    # -- rounding and scaling

    def _rounding(self) -> list[Statement]:
        r = self.rule
        method, half = r("scoring.rounding.method"), r("scoring.rounding.half")
        if method == "none":
            self.off(
                "exact points",
                "scoring.rounding.half",
                "scoring.rounding.split_digit",
                "scoring.rounding.multiplier",
                "scoring.rounding.last_deal",
            )
            return [
                self.st(
                    "scoring.rounding",
                    ["scoring.rounding.method", "scoring.unit"],
                    self.tr._("Points are counted exactly, without rounding."),
                    states={"scoring.rounding.method": "none", "scoring.unit": 1},
                )
            ]
        if method == "split":
            self.off("a split deal rounds by its digit", "scoring.rounding.half")
            text, states = self._split_rounding()
        else:
            self.off("only a split deal's rounding reads it", "scoring.rounding.split_digit")
            text, states = self._to_nearest(str(method), str(half))
        return self._rest(text, states)

    def _to_nearest(self, method: str, half: str) -> tuple[str, dict[str, Any]]:
        """Each team's score, or the taker's and the complement, to the nearest ten."""
        # The examples are the engine's rounding of the numbers shown.
        shown = (85, 84) if half == "up" else (85, 86)
        rounded = tuple((n, round_ten(n, half)) for n in shown)
        arrows = ", ".join(f"{n} → {ten}" for n, ten in rounded)
        # TRANSLATORS: how a score ending in 5 is rounded, inside a sentence
        if half == "up":
            where = self.tr.pgettext("rounding", "a 5 rounds up ({arrows})", arrows=arrows)
            states: dict[str, Any] = {"scoring.rounding.half": "up"}
        else:
            where = self.tr.pgettext("rounding", "5 rounds down and 6 up ({arrows})", arrows=arrows)
            states = {"scoring.rounding.half": "down"}
        states["scoring.rounding.examples"] = rounded
        if method == "each_team" and not self.partners:
            text = self.tr._(
                "Each player's score is rounded to the nearest ten; {where}.", where=where
            )
            states["scoring.rounding.method"] = "each_team"
        elif method == "each_team":
            text = self.tr._(
                "Each team's score is rounded to the nearest ten; {where}.", where=where
            )
            states["scoring.rounding.method"] = "each_team"
        else:
            text = self.tr._(
                "The taker's score is rounded to the nearest ten and the defence gets "
                "the total of both scores, rounded, minus the taker's; {where}.",
                where=where,
            )
            states["scoring.rounding.method"] = "complement"
        return text, states

    def _split_rounding(self) -> tuple[str, dict[str, Any]]:
        """Each team's score rounded by its last digit and the mode's split digit."""
        digits = self.rule("scoring.rounding.split_digit")
        names = dict(zip(self._playable_names(), self.playable_modes(), strict=True))
        parts: list[str] = []
        stated: dict[str, int] = {}
        for key, mode in names.items():
            digit = int(digits[key])
            low, high = 50 + digit, 100 + digit
            # the engine's rounding of the numbers shown: the lower up, the higher down
            example = f"{low}–{high} → {round_split(low, digit, 1)}–{round_split(high, digit, 0)}"
            # TRANSLATORS: one mode's split digit, inside a sentence: « 6 in a suit contract
            # (56–106 → 60–100) »
            parts.append(
                self.tr.pgettext(
                    "split digit",
                    "{digit} {mode} ({example})",
                    digit=digit,
                    mode=mode,
                    example=example,
                )
            )
            stated[key] = digit
        text = self.tr._(
            "Each team's score is rounded to a ten by its last digit: below the split digit "
            "it rounds down, above it up; at the split digit the team with fewer points "
            "rounds up and the other down (on equal scores the taker's team rounds up, and "
            "points held by a litige round up). The split digit is {digits}.",
            digits=join_words(parts, self.lang),
        )
        return text, {"scoring.rounding.method": "split", "scoring.rounding.split_digit": stated}

    def _multiplier(self) -> str:
        """When a contré score is rounded: after its multiplier, or its multiplied points
        before (an example on the pack's points, as the engine rounds them); empty without a
        contre."""
        r = self.rule
        if not self.contre:
            self.off("no contre", "scoring.rounding.multiplier")
            return ""
        if r("scoring.rounding.multiplier") == "after":
            return " " + self.tr._("A doubled score is rounded once multiplied.")
        mult = int(r("scoring.contre.contre"))
        if self.auction and bool(r("bidding.auction.surcontre")):
            mult = int(r("scoring.contre.surcontre"))
        mode = self.main_mode
        total = self.deal_points(mode)
        if r("scoring.rounding.method") == "split":
            key = "sans_atout" if mode == SA else "tout_atout" if mode == TA else "suit"
            digit = int(r("scoring.rounding.split_digit")[key])
            before, after = round_split(total, digit, 0), round_split(total * mult, digit, 0)
        else:
            half = str(r("scoring.rounding.half"))
            before, after = round_ten(total, half), round_ten(total * mult, half)
        return " " + self.tr._(
            "On a doubled contract the multiplied points are rounded before being "
            "multiplied: {total} × {mult} gives {before} × {mult} = {product}, not {after}.",
            total=total,
            mult=mult,
            before=before,
            product=before * mult,
            after=after,
        )

    def _rest(self, text: str, states: dict[str, Any]) -> list[Statement]:
        r = self.rule
        unit = int(r("scoring.unit"))
        states["scoring.unit"] = unit
        if unit > 1:
            text += " " + self.tr._(
                "Scores are written down in tens: each rounded score, and any points held, "
                "is divided by {unit} ({example} is written {written}); the totals and the "
                "target are counted in tens.",
                unit=unit,
                example=6 * unit,
                written=6,
            )
        text += self._multiplier()
        out = [
            self.st(
                "scoring.rounding",
                [
                    "scoring.rounding.method",
                    "scoring.rounding.split_digit"
                    if "scoring.rounding.split_digit" in states
                    else "scoring.rounding.half",
                    "scoring.unit",
                    "scoring.rounding.multiplier",
                ],
                text,
                states=states,
            )
        ]
        if r("scoring.rounding.last_deal") == "exact":
            text = self.tr._(
                "A deal that may end the game, because it takes a team to the target "
                "whether rounded or counted exactly, is counted exactly: the game ends on "
                "it only if that exact count ends it; otherwise the exact points are "
                "written down and the game goes on. Rounding never takes a team to the "
                "target."
            )
            last = "exact"
        else:
            text = self.tr._("The last deal of the game is rounded like the others.")
            last = "rounded"
        out.append(
            self.st(
                "scoring.rounding.last_deal",
                ["scoring.rounding.last_deal"],
                text,
                states={"scoring.rounding.last_deal": last},
            )
        )
        return out

    def capot_bonus(self, key: str) -> bool:
        """Whether a capot at ``key`` (``tout_atout``, ``sans_atout``) counts its cards and
        the capot's dix de der, scaled by the capot ratio, although ``scoring.capot.kind`` is
        ``flat`` (``capot: der_bonus``)."""
        at = f"scoring.{key}_scaling"
        return (
            self.rule("scoring.capot.kind") == "flat"
            and bool(self.rule(f"{at}.enabled"))
            and self.rule(f"{at}.capot") == "der_bonus"
        )

    def _kept_value(self, key: str) -> str:
        """What keeps its value when a mode's card points are scaled: the annonces and the
        belote where they are played in that mode (« ; les annonces et la belote gardent leur
        valeur »), or nothing."""
        r = self.rule
        annonces = self.annonces_on and bool(r(f"annonces.in_modes.{key}"))
        belote = self.belote_on and key == "tout_atout" and r("belote.tout_atout") != "none"
        # TRANSLATORS: the end of the scaling sentence: what is not scaled
        if annonces and belote:
            return self.tr.pgettext("scaling", "; annonces and belote keep their value")
        if annonces:
            return self.tr.pgettext("scaling", "; annonces keep their value")
        if belote:
            return self.tr.pgettext("scaling", "; belote keeps its value")
        return ""

    def _bonus_capot(self, at: str, mode: int, *, ratio: bool = True) -> str:
        """The capot of a mode that counts it with a bigger dix de der although capots are
        otherwise flat (``capot: der_bonus``), in words; with ``ratio``, the capot ratio and
        the points it gives, as the engine counts them."""
        r = self.rule
        bonus = int(r("scoring.capot.dix_de_der"))
        der = int(r("deck.dix_de_der"))
        if not ratio:
            return self.tr._(
                "On a capot every card counts, and the dix de der is then worth {bonus} "
                "instead of {der}.",
                bonus=bonus,
                der=der,
            )
        cnum, cden = (int(x) for x in r(f"{at}.capot_ratio"))
        if r(f"{at}.dix_de_der") == "added":
            return self.tr._(
                "On a capot the card points are multiplied by {cnum}/{cden}, then a dix de der "
                "of {bonus} instead of {der} is added: {points} points.",
                cnum=cnum,
                cden=cden,
                bonus=bonus,
                der=der,
                points=self.capot_points(mode),
            )
        return self.tr._(
            "On a capot every card counts and the dix de der is then worth {bonus} instead of "
            "{der}: {raw} points, multiplied by {cnum}/{cden}: {points} points.",
            bonus=bonus,
            der=der,
            raw=self.deck_total(mode) + bonus,
            cnum=cnum,
            cden=cden,
            points=self.capot_points(mode),
        )

    def _scaling(self, mode: int, key: str) -> list[Statement]:
        r = self.rule
        at = f"scoring.{key}_scaling"
        on = self.tout_atout if key == "tout_atout" else self.sans_atout
        # TRANSLATORS: the start of a sentence about a contract mode's scaling
        where = (
            self.tr.pgettext("scaling", "At tout atout")
            if key == "tout_atout"
            else self.tr.pgettext("scaling", "At sans atout")
        )
        if not on:
            self.off(f"{key.replace('_', ' ')} is not played", at)
            return []
        if not r(f"{at}.enabled"):
            self.off(
                "no scaling",
                f"{at}.ratio",
                f"{at}.capot_ratio",
                f"{at}.dix_de_der",
                f"{at}.scales",
                f"{at}.contract_test",
                f"{at}.capot",
            )
            return [
                self.st(
                    at,
                    [f"{at}.enabled"],
                    self.tr._(
                        "{where} points are counted as they are, without scaling.", where=where
                    ),
                    states={f"{at}.enabled": False},
                )
            ]
        num, den = (int(x) for x in r(f"{at}.ratio"))
        cnum, cden = (int(x) for x in r(f"{at}.capot_ratio"))
        der = int(r("deck.dix_de_der"))
        total = self.deck_total(mode) + der
        paths = [f"{at}.enabled", f"{at}.ratio", f"{at}.scales"]
        bonus = self.capot_bonus(key)
        if r("scoring.capot.kind") == "der_bonus":
            self.off("every capot counts a bigger dix de der", f"{at}.capot")
        elif not bonus:
            paths.append(f"{at}.capot")
        # the ratio, and what it scales, as the words give them
        states: dict[str, Any] = {f"{at}.enabled": True, f"{at}.ratio": (num, den)}
        if r(f"{at}.scales") == "score":
            self.off("the whole score is scaled", f"{at}.dix_de_der", f"{at}.contract_test")
            paths.append(f"{at}.capot_ratio")
            states[f"{at}.scales"] = "score"
            if self.annonces_on and r(f"annonces.in_modes.{key}"):
                text = self.tr._(
                    "{where} the pack is worth {total} points with the dix de der. The "
                    "contract is judged on those points; then each team's score, annonces and "
                    "belote included, is multiplied by {num}/{den} ({cnum}/{cden} on a capot "
                    "deal) and rounded to the nearest point.",
                    where=where,
                    total=total,
                    num=num,
                    den=den,
                    cnum=cnum,
                    cden=cden,
                )
            else:
                text = self.tr._(
                    "{where} the pack is worth {total} points with the dix de der. The "
                    "contract is judged on those points; then each team's whole score is "
                    "multiplied by {num}/{den} ({cnum}/{cden} on a capot deal) and rounded to "
                    "the nearest point.",
                    where=where,
                    total=total,
                    num=num,
                    den=den,
                    cnum=cnum,
                    cden=cden,
                )
            if bonus:
                paths += [f"{at}.capot", "scoring.capot.dix_de_der"]
                text += " " + self._bonus_capot(at, mode, ratio=False)
            return [self.st(at, paths, text, states=states)]
        paths.append(f"{at}.dix_de_der")
        states[f"{at}.scales"] = "card_points"
        # TRANSLATORS: how the card points are scaled, inside a sentence
        if r(f"{at}.dix_de_der") == "added":
            how = self.tr.pgettext(
                "scaling",
                "the card points, without the dix de der, are multiplied by {num}/{den}, then "
                "the dix de der is added for the team that won the last trick",
                num=num,
                den=den,
            )
            states[f"{at}.dix_de_der"] = "added"
        else:
            how = self.tr.pgettext(
                "scaling",
                "the card points, dix de der included, are multiplied by {num}/{den}",
                num=num,
                den=den,
            )
            states[f"{at}.dix_de_der"] = "scaled"
        total_after = self.deal_points(mode)
        states[f"{at}.total"] = (total, total_after)
        text = self.tr._(
            "{where} the pack is worth {total} points with the dix de der: {how}. "
            "North–South's are rounded to the nearest point and East–West get the rest, "
            "{total_after} points in all{kept}.",
            where=where,
            total=total,
            how=how,
            total_after=total_after,
            kept=self._kept_value(key),
        )
        paths.append(f"{at}.contract_test")
        if r(f"{at}.contract_test") == "exact":
            text += " " + self.tr._(
                "The contract is judged on the exact scaled points, before they are rounded: "
                "a fraction of a point counts."
            )
        else:
            text += " " + self.tr._("The contract is judged on these rounded points.")
        if bonus:
            paths += [f"{at}.capot_ratio", f"{at}.capot", "scoring.capot.dix_de_der"]
            text += " " + self._bonus_capot(at, mode)
        elif r("scoring.capot.kind") == "der_bonus":
            paths.append(f"{at}.capot_ratio")
            text += " " + self.tr._(
                "On a capot the ratio is {cnum}/{cden}: {points} points.",
                cnum=cnum,
                cden=cden,
                points=self.capot_points(mode),
            )
        else:
            self.off("a capot has a flat value, which is not scaled", f"{at}.capot_ratio")
            text += " " + self.tr._(
                "A capot is not scaled: it keeps its {points} points.",
                points=self.capot_points(mode),
            )
        return [self.st(at, paths, text, states=states)]
