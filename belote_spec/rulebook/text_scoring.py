"""The sentences of the scoring: what makes a contract, what it is worth, the capot, then the
outcomes (:mod:`~belote_spec.rulebook.text_outcomes`) and the rounding and scaling
(:mod:`~belote_spec.rulebook.text_rounding`).
"""

from __future__ import annotations

from typing import Any, Final

from ..engine.tables import SA, TA
from .terms import situations
from .text_outcomes import OutcomesText
from .text_rounding import RoundingText
from .text_statement import Statement
from .words import join_words

#: The contract of each mode the scoring's numbers are given in.
_TRUMP_OF: Final = {0: "H", SA: "SA", TA: "TA"}


class ScoringText(OutcomesText, RoundingText):
    """The sentences of the scoring (a part of :class:`~belote_spec.rulebook.text.RuleText`)."""

    def scoring(self) -> list[Statement]:
        """What makes a contract, what it is worth, what each side scores in each outcome,
        rounding and scaling."""
        out = [*self._contract_rules(), *self._contract_value(), *self._capot_value()]
        found = situations(self.rule)
        contre_said = False
        for sit in found:
            if sit.contred and not contre_said:
                out.append(self._contre_multipliers(found))
                contre_said = True
            out.append(self._outcome(sit))
        out.extend(self._litige_off())
        if not self.contre:
            self.off("no contre", "scoring.contre")
        self._outcome_coverage()
        out.extend(self._rounding())
        out.extend(self._scaling(TA, "tout_atout"))
        out.extend(self._scaling(SA, "sans_atout"))
        return out

    # -- what makes a contract

    def _contract_rules(self) -> list[Statement]:
        r = self.rule
        out: list[Statement] = []
        reach = self.numbered and bool(r("scoring.contract.reach_bid"))
        minimum = int(r("scoring.contract.minimum"))
        beat = bool(r("scoring.contract.beat_defence"))
        margin = int(r("scoring.contract.margin")) if reach else 0
        if not self.auction:
            self.off("a prise has no bid of points to reach", "scoring.contract.reach_bid")
        elif not self.numbered:
            self.off("a bid names a mode alone, no points", "scoring.contract.reach_bid")
        if not reach:
            self.off("no bid of points to reach", "scoring.contract.margin")
        tr = self.tr
        # what the conditions state: the bid to reach, and the margin over it (None: the bid
        # need not be reached), the minimum, whether the defence must be beaten
        states: dict[str, Any] = {"scoring.contract.reach_bid": None}
        # TRANSLATORS: the conditions of a made contract, after « if their team »
        conditions: list[str] = []
        if reach and margin:
            conditions.append(
                tr.pgettext(
                    "contract condition",
                    "makes at least {margin} points more than the bid",
                    margin=margin,
                )
            )
            states["scoring.contract.reach_bid"] = margin
        elif reach:
            conditions.append(tr.pgettext("contract condition", "reaches at least the points bid"))
            states["scoring.contract.reach_bid"] = 0
        if minimum:
            conditions.append(
                tr.pgettext(
                    "contract condition", "makes at least {minimum} points", minimum=minimum
                )
            )
            states["scoring.contract.minimum"] = minimum
        else:
            states["scoring.contract.minimum"] = 0
        if beat:
            conditions.append(
                tr.pgettext("contract condition", "makes more points than the defence")
            )
            states["scoring.contract.beat_defence"] = True
        else:
            states["scoring.contract.beat_defence"] = False
        if conditions:
            listed = join_words(conditions, self.lang)
            examples: list[tuple[int, int]] = []
            if reach:
                ladder = self.bid_ladder()
                for bid in ladder:
                    needed = max(minimum, bid + margin)
                    if needed > bid and (not examples or bid + margin > minimum):
                        examples.append((bid, needed))
                    if len(examples) == 2 or (examples and not margin):
                        break
            if examples:
                states["scoring.contract.examples"] = tuple(examples)
                (bid, needed), more = examples[0], examples[1:]
                shown = [
                    tr.pgettext(
                        "contract example",
                        "a bid of {bid} therefore needs {needed} points",
                        bid=bid,
                        needed=needed,
                    ),
                    *(
                        tr.pgettext("contract example", "a bid of {bid}, {needed}", bid=b, needed=n)
                        for b, n in more
                    ),
                ]
                text = tr._(
                    "The taker makes the contract if their team {conditions}: {examples}.",
                    conditions=listed,
                    examples=", ".join(shown),
                )
            elif not self.partners:
                text = tr._("The contract is made if the taker {conditions}.", conditions=listed)
            else:
                text = tr._(
                    "The taker makes the contract if their team {conditions}.", conditions=listed
                )
        else:
            text = self.tr._("The contract is always made, whatever the points.")
        if self.capot_bid or self.generale:
            if self.generale:
                capot = self.tr._(
                    "A capot bid is made only if the taker's team {sweep}; a générale, only if "
                    "the bidder wins all eight tricks alone.",
                    sweep=self.sweep(),
                )
            elif self.auction:
                capot = self.tr._(
                    "A capot bid is made only if the taker's team {sweep}.", sweep=self.sweep()
                )
            else:
                capot = self.tr._(
                    "A capot announced is made only if the taker's team {sweep}.",
                    sweep=self.sweep(),
                )
            text += " " + capot
        out.append(
            self.st(
                "scoring.contract",
                [
                    *(["scoring.contract.reach_bid"] if self.numbered else []),
                    *(["scoring.contract.margin"] if reach else []),
                    "scoring.contract.minimum",
                    "scoring.contract.beat_defence",
                ],
                text,
                states=states,
            )
        )
        out.append(self._counts(beat))
        return out

    def _counts(self, beat: bool) -> Statement:
        r = self.rule
        sides = ["taker", *(["defence"] if beat else [])]
        if not beat:
            self.off("the defence's total decides nothing", "scoring.contract.counts.defence")
        if not self.annonces_on:
            self.off("no annonces", "scoring.contract.counts.taker.annonces")
            self.off("no annonces", "scoring.contract.counts.defence.annonces")
        if not self.belote_on:
            self.off("belote does not score", "scoring.contract.counts.taker.belote")
            self.off("belote does not score", "scoring.contract.counts.defence.belote")
        if not self.trick_bonuses_on:
            self.off("no trick bonuses", "scoring.contract.counts.taker.trick_bonuses")
            self.off("no trick bonuses", "scoring.contract.counts.defence.trick_bonuses")
        kinds = [
            k
            for k, on in (
                ("annonces", self.annonces_on),
                ("belote", self.belote_on),
                ("trick_bonuses", self.trick_bonuses_on),
            )
            if on
        ]
        names = {
            "annonces": (
                self.tr._("its annonces"),
                self.tr._("annonces"),
            ),
            "belote": (self.tr._("its belote"), self.tr._("belote")),
            "trick_bonuses": (self.tr._("its trick bonuses"), self.tr._("trick bonuses")),
        }
        if not self.partners:
            names["annonces"] = (self.tr._("their annonces"), names["annonces"][1])
            names["belote"] = (self.tr._("their belote"), names["belote"][1])
            names["trick_bonuses"] = (
                self.tr._("their trick bonuses"),
                names["trick_bonuses"][1],
            )

        states: dict[str, Any] = {}

        def parts(side: str) -> tuple[list[str], list[str]]:
            yes, no = [], []
            for k in kinds:
                # what the words say of this side's total, kind by kind
                if r(f"scoring.contract.counts.{side}.{k}"):
                    yes.append(names[k][0])
                    states[f"scoring.contract.counts.{side}.{k}"] = True
                else:
                    no.append(names[k][1])
                    states[f"scoring.contract.counts.{side}.{k}"] = False
            return yes, no

        def phrase(side: str) -> str:
            yes, no = parts(side)
            text = self.tr._("its card points") if self.partners else self.tr._("their card points")
            if yes:
                text = join_words([text, *yes], self.lang)
            if no:
                # TRANSLATORS: the last link of a list after « but not » (« ni » in French)
                or_ = self.tr.pgettext("after a negation", "or")
                text = self.tr.pgettext(
                    "counted",
                    "{counted}, but not {excluded}",
                    counted=text,
                    excluded=join_words(no, self.lang, last=or_),
                )
            return text

        paths = [f"scoring.contract.counts.{side}.{k}" for side in sides for k in kinds]
        if len(sides) == 2 and parts("taker") == parts("defence") and not self.partners:
            text = self.tr._("Each player's total includes {counted}.", counted=phrase("taker"))
        elif len(sides) == 2 and parts("taker") == parts("defence"):
            text = self.tr._("Each team's total includes {counted}.", counted=phrase("taker"))
        elif len(sides) == 2:
            text = self.tr._(
                "The taker's total includes {taker}; the defence's, {defence}.",
                taker=phrase("taker"),
                defence=phrase("defence"),
            )
        else:
            text = self.tr._("The taker's total includes {counted}.", counted=phrase("taker"))
        return self.st(
            "scoring.contract.counts", paths or ["scoring.contract.counts"], text, states=states
        )

    # -- one score line per player

    #: The line rules (``engine.scoring.LINE_RULES``) by their path, with their defaults.
    LINE_PATHS: Final = {
        "defence": ("scoring.contract.defence", "together"),
        "players": ("scoring.capot.players", "side"),
        "share": ("scoring.capot.share", "whole"),
        "lines": ("scoring.defence_lines", "each"),
        "der": ("scoring.capot.dix_de_der_kept", "never"),
    }

    def _line(self, name: str) -> tuple[str, str]:
        path, default = self.LINE_PATHS[name]
        return path, str(self._rule_or(path, default))

    def _line_rules(self) -> list[Statement]:
        """How a deal is scored on one line per player (``table.partnership: none``): whom
        the taker must beat, who is capot and who gets the capot's points, how the defence's
        terms are paid to several defenders, the dix de der in a capot."""
        r = self.rule
        tr = self.tr
        out: list[Statement] = []
        several = self.players > 2
        bonus = int(r("scoring.capot.dix_de_der"))
        path, value = self._line("defence")
        if not several:
            self.off("one defender", path)
        elif not r("scoring.contract.beat_defence"):
            self.off("the defence's total decides nothing", path)
        else:
            text = {
                "together": tr._(
                    "The defence's total is the defenders' totals added together: the taker "
                    "must make more than all of them together."
                ),
                "each": tr._(
                    "The taker must make more than each defender, that is more than the "
                    "highest of their totals; equalling it fails."
                ),
            }[value]
            out.append(self.st(path, [path], text, states={path: value}))
        path, value = self._line("players")
        paths = [path]
        states: dict[str, Any] = {path: value}
        if r("scoring.capot.by") == "tricks":
            paths.append("scoring.capot.by")
            states["scoring.capot.by"] = "tricks"
        else:
            self.off("on one line per player a capot is counted on tricks", "scoring.capot.by")
        if value == "each" and several:
            text = tr._(
                "Each player who wins no trick is capot: one player or more may be capot in "
                "the same deal."
            )
        elif several:
            text = tr._(
                "There is a capot when one side wins every trick: the taker alone, or the "
                "defenders between them."
            )
        else:
            text = tr._("There is a capot when one player wins every trick.")
        out.append(self.st(path, paths, text, states=states))
        path, value = self._line("share")
        if not several:
            self.off("only one player can take every trick", path)
        else:
            text = {
                "whole": tr._(
                    "The capot's {bonus} points go to each player who won a trick (the side "
                    "that won every trick): each scores them whole.",
                    bonus=bonus,
                ),
                "split": tr._(
                    "The capot's {bonus} points go to the players who won a trick (the side "
                    "that won every trick), shared equally between them.",
                    bonus=bonus,
                ),
            }[value]
            out.append(self.st(path, [path], text, states={path: value}))
        path, value = self._line("der")
        text = {
            "never": tr._(
                "In a deal with a capot nobody scores the dix de der: the capot's points "
                "replace it."
            ),
            "one_capot": tr._(
                "When only one player is capot, the winner of the last trick still scores the "
                "dix de der, beside the capot's points; when more are capot, the capot's "
                "points replace it."
            ),
        }[value]
        out.append(self.st(path, [path], text, states={path: value}))
        path, value = self._line("lines")
        if not several:
            self.off("one defender", path)
        else:
            text = {
                "each": tr._(
                    "What the scoring below gives the defence, each defender scores in full: "
                    "their own card points, annonces and belote, and the rest (a fixed number "
                    "of points, the taker's points or annonces, the contract) whole."
                ),
                "split": tr._(
                    "What the scoring below gives the defence is shared: each defender keeps "
                    "their own card points, annonces and belote, and the rest (a fixed number "
                    "of points, the taker's points or annonces, the contract) is shared "
                    "equally between the defenders."
                ),
            }[value]
            out.append(self.st(path, [path], text, states={path: value}))
        return out

    # -- what a contract is worth

    def _factor_words(self, stated: dict[str, Any]) -> list[str]:
        """``à sans atout, il compte double`` for the modes whose factor is not 1; the factor
        the words give each mode played goes into ``stated`` (1: the words say nothing)."""
        tr = self.tr
        out: list[str] = []
        for key, on in (("sans_atout", self.sans_atout), ("tout_atout", self.tout_atout)):
            path = f"scoring.contract_value.{key}"
            if not on:
                self.off(f"{key.replace('_', ' ')} is not played", path)
                continue
            factor = int(self.rule(path))
            if factor == 1:
                stated[path] = 1
                continue
            if factor == 2:
                times = tr.pgettext("factor", "double")
                stated[path] = 2
            elif factor == 3:
                times = tr.pgettext("factor", "triple")
                stated[path] = 3
            elif factor == 4:
                times = tr.pgettext("factor", "fourfold")
                stated[path] = 4
            else:
                times = tr.pgettext("factor", "{factor} times", factor=factor)
                stated[path] = factor
            # TRANSLATORS: how a contract mode multiplies the contract's value, inside a list
            if key == "sans_atout":
                out.append(
                    tr.pgettext("contract value", "at sans atout it counts {times}", times=times)
                )
            else:
                out.append(
                    tr.pgettext("contract value", "at tout atout it counts {times}", times=times)
                )
        return out

    def _contract_value(self) -> list[Statement]:
        r = self.rule
        if not self.contract_values:
            self.off(
                "a prise has no contract value",
                "scoring.contract_value",
                "scoring.capot.announced.contract",
                "scoring.capot.generale",
            )
            return []
        announced = int(r("scoring.capot.announced.contract"))
        generale = int(r("scoring.capot.generale"))
        paths: list[str] = []
        tr = self.tr
        # what the words give each contract: a bid (None: a prise) and its value
        states: dict[str, Any] = {}
        factors = self._factor_words(states)
        # TRANSLATORS: the clauses of the sentence giving a contract's value, joined by « ; »
        clauses: list[str] = []
        if self.auction and not self.numbered:
            self.off(
                "a bid names a mode alone, no points", "scoring.contract_value.floor_counts_as"
            )
            clauses.append(
                tr.pgettext("contract value", "In the score, a bid of a mode alone is worth 0")
            )
        elif self.auction:
            floor = int(r("bidding.auction.floor"))
            counts_as = r("scoring.contract_value.floor_counts_as")
            if counts_as is not None and int(counts_as) != floor:
                clauses.append(
                    tr.pgettext(
                        "contract value",
                        "In the score, the contract is worth the points bid, except the lowest "
                        "bid, {floor}, which counts as {counts_as}",
                        floor=floor,
                        counts_as=int(counts_as),
                    )
                )
                states["scoring.contract_value.floor_counts_as"] = (floor, int(counts_as))
            else:
                clauses.append(
                    tr.pgettext(
                        "contract value", "In the score, the contract is worth the points bid"
                    )
                )
                states["scoring.contract_value.floor_counts_as"] = (floor, floor)
            paths.append("scoring.contract_value.floor_counts_as")
        if self.auction:
            extra = []
            if self.capot_bid:
                extra.append(
                    tr.pgettext("contract value", "a capot bid is worth {points}", points=announced)
                )
                paths.append("scoring.capot.announced.contract")
                states["scoring.capot.announced.contract"] = announced
            else:
                self.off("capot cannot be bid", "scoring.capot.announced.contract")
            if self.generale:
                extra.append(tr.pgettext("contract value", "a générale {points}", points=generale))
                paths.append("scoring.capot.generale")
                states["scoring.capot.generale"] = generale
            else:
                self.off("a générale cannot be bid", "scoring.capot.generale")
            if extra:
                clauses.append(join_words(extra, self.lang))
        else:
            self.off("a prise has no bid of points", "scoring.contract_value.floor_counts_as")
            self.off("a générale cannot be bid", "scoring.capot.generale")
            clauses.append(
                tr.pgettext(
                    "contract value",
                    "A prise has no value: in the score the contract is worth 0, except an "
                    "announced capot, worth {points}",
                    points=announced,
                )
            )
            paths.append("scoring.capot.announced.contract")
            states["scoring.contract_value.prise"] = 0
            states["scoring.capot.announced.contract"] = announced
        modes = self.sans_atout or self.tout_atout
        if factors:
            clauses.append(join_words(factors, self.lang))
        separator = tr.pgettext("separator", "; ")
        if not factors and modes:
            text = tr.pgettext(
                "contract value",
                "{clauses}, whatever the mode.",
                clauses=separator.join(clauses),
            )
        else:
            text = tr.pgettext("sentence", "{clauses}.", clauses=separator.join(clauses))
        paths += [
            f"scoring.contract_value.{k}"
            for k, on in (("sans_atout", self.sans_atout), ("tout_atout", self.tout_atout))
            if on
        ]
        return [self.st("scoring.contract_value", paths, text, states=states)]

    # -- the capot

    def _capot_value(self) -> list[Statement]:
        r = self.rule
        out: list[Statement] = []
        der = int(r("deck.dix_de_der"))
        main = self.main_mode
        normal = self.deal_points(main)
        value = self.capot_points(main)
        if r("scoring.capot.kind") == "flat":
            if not any(
                on and self.capot_bonus(key)
                for key, on in (("tout_atout", self.tout_atout), ("sans_atout", self.sans_atout))
            ):
                self.off("the capot has a flat value", "scoring.capot.dix_de_der")
            text = self.tr._(
                "Capot: the team that {sweep} counts {value} card points instead of {normal}.",
                sweep=self.sweep(),
                value=value,
                normal=normal,
            )
            paths = ["scoring.capot.kind", "scoring.capot.points"]
            # a capot's card points in each mode the words give, and a deal's without one
            capots = [(_TRUMP_OF[main], value)]
            states: dict[str, Any] = {
                "scoring.capot.kind": "flat",
                "scoring.capot.deal_points": (_TRUMP_OF[main], normal),
            }
        else:
            bonus = int(r("scoring.capot.dix_de_der"))
            self.off("the capot raises the dix de der", "scoring.capot.points")
            if self.partners:
                text = self.tr._(
                    "Capot: the team that {sweep} counts every card, and the dix de der is "
                    "then worth {bonus} instead of {der}: {value} points.",
                    sweep=self.sweep(),
                    bonus=bonus,
                    der=der,
                    value=value,
                )
            else:
                text = self.tr._(
                    "Capot: in a deal with a capot, the capot's {bonus} points replace the "
                    "dix de der ({der}).",
                    bonus=bonus,
                    der=der,
                )
            paths = ["scoring.capot.kind", "scoring.capot.dix_de_der"]
            # every card and the bigger dix de der: the pack's points plus the bonus
            capots = [(_TRUMP_OF[main], self.deck_total(main) + bonus)]
            states = {"scoring.capot.kind": "der_bonus", "scoring.capot.dix_de_der": bonus}
        others = []
        for mode, on in ((SA, self.sans_atout), (TA, self.tout_atout)):
            if on and mode != main:
                other_value = self.capot_points(mode)
                # the same as in the main mode where the words give no other value
                capots.append((_TRUMP_OF[mode], other_value))
                if other_value == value:
                    continue
                # TRANSLATORS: the card points of a capot in another contract mode
                if mode == SA:
                    others.append(
                        self.tr.pgettext("capot", "{points} at sans atout", points=other_value)
                    )
                else:
                    others.append(
                        self.tr.pgettext("capot", "{points} at tout atout", points=other_value)
                    )
        if others:
            # TRANSLATORS: a sentence (without its final full stop), then other values
            text = self.tr.pgettext(
                "other values",
                "{sentence} ({others}).",
                sentence=text[:-1],
                others=join_words(others, self.lang),
            )

        states["scoring.capot.points"] = tuple(capots)
        out.append(self.st("scoring.capot.points", paths, text, states=states))
        if not self.partners:
            out.extend(self._line_rules())
        else:
            for path, _default in self.LINE_PATHS.values():
                self.off("two teams: every score line is a team's", path)
            by = str(r("scoring.capot.by"))
            text = (
                self.tr._(
                    "A capot is counted on points: a team that ends the deal without a "
                    "single card point is capot, even if it took a trick worth nothing "
                    "(other than the last)."
                )
                if by == "points"
                else self.tr._("There is a capot when a team wins all eight tricks.")
            )
            out.append(
                self.st(
                    "scoring.capot.by", ["scoring.capot.by"], text, states={"scoring.capot.by": by}
                )
            )
        if self.prise:
            if r("scoring.capot.announced.enabled"):
                text = (
                    self.tr._(
                        "Announced capot: after taking, before the first card, the taker may "
                        "announce that their team will win every trick."
                    )
                    if self.partners
                    else self.tr._(
                        "Announced capot: after taking, before the first card, the taker may "
                        "announce that they will win every trick."
                    )
                )
                announced = True
            else:
                text = self.tr._("Capot is not announced in advance.")
                announced = False
            out.append(
                self.st(
                    "scoring.capot.announced",
                    ["scoring.capot.announced.enabled"],
                    text,
                    states={"scoring.capot.announced.enabled": announced},
                )
            )
        else:
            self.off(
                "in an auction a capot is bid (bidding.auction.capot)",
                "scoring.capot.announced.enabled",
            )
        return out
