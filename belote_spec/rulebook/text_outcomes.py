"""The sentences of the scoring's outcomes: what each side scores when the contract is made,
failed, in litige or contré.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from ..engine.scoring import resolve_outcome
from .terms import PhraseContext, Situation, multiplied_terms, side_phrase
from .text_base import RuleTextBase
from .text_statement import Statement
from .words import join_words


class OutcomesText(RuleTextBase):
    """What each side scores in each outcome (a part of the scoring,
    :class:`~belote_spec.rulebook.text.RuleText`)."""

    # -- the outcomes

    def _titles(self, key: str) -> tuple[str, str]:
        """The title of an outcome, not contré and contré."""
        tr = self.tr
        titles = {
            "made": (
                tr.pgettext("outcome", "Contract made"),
                tr.pgettext("outcome", "Contract doubled and made"),
            ),
            "dedans": (
                tr.pgettext("outcome", "Contract failed (« dedans »)"),
                tr.pgettext("outcome", "Contract doubled and failed"),
            ),
            "litige": (
                tr.pgettext("outcome", "Litige"),
                tr.pgettext("outcome", "Litige on a doubled contract"),
            ),
            "capot": (
                tr.pgettext("outcome", "Capot by the taker"),
                tr.pgettext("outcome", "Capot by the taker on a doubled contract"),
            ),
            "capot-against": (
                tr.pgettext("outcome", "Taker put capot"),
                tr.pgettext("outcome", "Taker doubled and put capot"),
            ),
            "generale-made": (
                tr.pgettext("outcome", "Générale made"),
                tr.pgettext("outcome", "Générale doubled and made"),
            ),
            "generale-failed": (
                tr.pgettext("outcome", "Générale missed"),
                tr.pgettext("outcome", "Générale doubled and missed"),
            ),
        }
        titles["generale-failed-capot-against"] = titles["generale-failed"]
        return titles[key]

    def _capot_bid_title(self, made: bool, contred: bool) -> str:
        tr = self.tr
        if self.prise:
            if made:
                if contred:
                    return tr.pgettext("outcome", "Announced capot, doubled and made")
                return tr.pgettext("outcome", "Announced capot made")
            if contred:
                return tr.pgettext("outcome", "Announced capot, doubled and missed")
            return tr.pgettext("outcome", "Announced capot missed")
        if made:
            if contred:
                return tr.pgettext("outcome", "Capot bid, doubled and made")
            return tr.pgettext("outcome", "Capot bid made")
        if contred:
            return tr.pgettext("outcome", "Capot bid, doubled and missed")
        return tr.pgettext("outcome", "Capot bid missed")

    def _title(self, sit: Situation) -> str:
        key = sit.key.removesuffix("-contre")
        if key.startswith("capot-bid"):
            title = self._capot_bid_title(key == "capot-bid-made", sit.contred)
            return self._defence_sweeps(key, title)
        if key == "capot" and self.capot_bid:
            title = self._titles(key)[int(sit.contred)]
            if self.prise:
                return self.tr.pgettext(
                    "outcome", "{title}, without having announced it", title=title
                )
            return self.tr.pgettext("outcome", "{title}, without having bid it", title=title)
        return self._defence_sweeps(key, self._titles(key)[int(sit.contred)])

    def _defence_sweeps(self, key: str, title: str) -> str:
        """An outcome's title, with how the defence took the capot where it did."""
        if not key.endswith("capot-against"):
            return title
        if key == "capot-against":  # « Preneur mis capot (la défense fait les huit plis) »
            return self.tr.pgettext(
                "outcome", "{title} (the defence {sweep})", title=title, sweep=self.sweep()
            )
        return self.tr.pgettext(
            "outcome", "{title}, the defence {sweep}", title=title, sweep=self.sweep("gerund")
        )

    def _phrase_context(self, sit: Situation) -> PhraseContext:
        r = self.rule
        contract_on = self.numbered or sit.bid is not None
        words = None
        if sit.bid is not None and not any(
            int(r(f"scoring.contract_value.{k}")) != 1
            for k, on in (("sans_atout", self.sans_atout), ("tout_atout", self.tout_atout))
            if on
        ):
            value = int(
                r("scoring.capot.announced.contract")
                if sit.bid == "capot"
                else r("scoring.capot.generale")
            )
            # TRANSLATORS: the contract term of a score, with its value (a capot bid)
            words = self.tr.pgettext("score term", "the contract's {value}", value=value)
        return PhraseContext(
            lang=self.lang,
            annonces=self.annonces_on,
            belote=self.belote_on,
            contract=contract_on,
            deal_points=self.deal_points(self.main_mode),
            capot_points=self.capot_points(self.main_mode),
            contract_words=words,
            trick_bonuses=self.trick_bonuses_on,
        )

    def _outcome_paths(self, sit: Situation) -> list[str]:
        terms = ["base"]
        if self.contract_values:
            terms.append("contract")
        if self.annonces_on:
            terms.append("annonces")
        if self.belote_on:
            terms.append("belote")
        if self.trick_bonuses_on:
            terms.append("trick_bonuses")
        terms.append("bonus")
        if sit.contred:
            terms.append("multiply")
        out: list[str] = []
        for step in sit.steps:
            if step in ("made", "dedans"):
                sides = ("defence",) if sit.litige else ("taker", "defence")
                out += [f"scoring.outcomes.{step}.{side}.{t}" for side in sides for t in terms]
            else:
                out.append(f"scoring.outcomes.{step}")
        if sit.litige:
            out.append("scoring.litige")
        if sit.contred:
            out.append("scoring.contre.contre")
        if sit.took_all:
            # the sentence states the capot's points (« les 250 points du capot »)
            out += ["scoring.capot.kind", "scoring.capot.points", "scoring.capot.dix_de_der"]
        return out

    def _outcome(self, sit: Situation) -> Statement:
        ctx = self._phrase_context(sit)
        mult = int(self.rule("scoring.contre.contre")) if sit.contred else None
        title = self._title(sit)
        if sit.litige:
            return self._litige(sit, ctx, mult, title)
        taker = side_phrase(
            sit.taker,
            ctx if self.partners else dataclasses.replace(ctx, alone=True),
            multiplier=mult,
            took_all=sit.took_all == "taker",
            took_none=sit.took_all == "defence",
        )
        defence = side_phrase(
            sit.defence,
            ctx,
            multiplier=mult,
            took_all=sit.took_all == "defence",
            took_none=sit.took_all == "taker",
        )
        if self.partners:
            text = self.tr._(
                "{title}: the taker's team {taker}; the defence {defence}.",
                title=title,
                taker=taker,
                defence=defence,
            )
        else:
            text = self.tr._(
                "{title}: the taker {taker}; the defence {defence}.",
                title=title,
                taker=taker,
                defence=defence,
            )
        return self.st(f"scoring.{sit.key}", self._outcome_paths(sit), text, claim=sit)

    def _litige(
        self, sit: Situation, ctx: PhraseContext, mult: int | None, title: str
    ) -> Statement:
        r = self.rule
        defence = side_phrase(sit.defence, ctx, multiplier=mult)
        held_belote = bool(r("scoring.litige.held_belote")) and self.belote_on
        if not self.belote_on:
            self.off("belote does not score", "scoring.litige.held_belote")
        to, awarded_to = {
            "next_winner": (self.tr._("to the team that wins the next deal"), "next_winner"),
            "next_taker": (
                self.tr._("to the next taker who makes their contract"),
                "next_taker",
            ),
        }[r("scoring.litige.awarded_to")]
        # TRANSLATORS: what the taker's team has held in a litige (« the taker's … »)
        held = [self.tr.pgettext("litige held", "card points")]
        # what the words say is held, and where it goes
        states: dict[str, Any] = {
            "scoring.litige.enabled": True,
            "scoring.litige.awarded_to": awarded_to,
        }
        if self.annonces_on:
            held.append(self.tr.pgettext("litige held", "annonces"))
        if self.trick_bonuses_on:
            held.append(self.tr.pgettext("litige held", "trick bonuses"))
        if held_belote:
            held.append(self.tr.pgettext("litige held", "belote"))
            states["scoring.litige.held_belote"] = True
        elif self.belote_on:
            states["scoring.litige.held_belote"] = False
        keep = self.belote_on and not held_belote
        total = self.deal_points(self.main_mode)
        if r("scoring.litige.taker_points") == "as_made":
            # what the taker's team would score had it made the contract, contré or not
            made = resolve_outcome(r("scoring.outcomes"), made=True, contred=sit.contred)[0]
            taker = side_phrase(made, ctx, multiplier=mult)
            if keep:
                text = self.tr._(
                    "{title}: if both teams have exactly the same total, the defence "
                    "{defence}; the taker scores nothing yet: what their team would score had "
                    "the contract been made (the taker's team {taker}) is held and will go "
                    "{to}; the taker keeps their belote.",
                    title=title,
                    defence=defence,
                    taker=taker,
                    to=to,
                )
            else:
                text = self.tr._(
                    "{title}: if both teams have exactly the same total, the defence "
                    "{defence}; the taker scores nothing yet: what their team would score had "
                    "the contract been made (the taker's team {taker}) is held and will go "
                    "{to}.",
                    title=title,
                    defence=defence,
                    taker=taker,
                    to=to,
                )
        elif sit.contred:
            text = self.tr._(
                "{title}: the defence {defence}; the taker is dealt with as without a contre.",
                title=title,
                defence=defence,
            )
            states = {}
        else:
            half = total // 2
            needed = int(r("scoring.contract.minimum"))
            reach = self.numbered and bool(r("scoring.contract.reach_bid"))
            if reach or needed > half:
                # the tie is a litige only once the contract's other conditions are met
                when = self.tr.pgettext(
                    "litige", "while the taker reached what the contract requires"
                )
            else:
                when = self.tr.pgettext(
                    "litige", "(for example {half}–{other})", half=half, other=total - half
                )
            if keep:
                text = self.tr._(
                    "Litige: if both teams have exactly the same total {when}, the defence "
                    "{defence}; the taker scores nothing yet: the taker's {held} are held and "
                    "will go {to}; the taker keeps their belote.",
                    when=when,
                    defence=defence,
                    held=join_words(held, self.lang),
                    to=to,
                )
            else:
                text = self.tr._(
                    "Litige: if both teams have exactly the same total {when}, the defence "
                    "{defence}; the taker scores nothing yet: the taker's {held} are held and "
                    "will go {to}.",
                    when=when,
                    defence=defence,
                    held=join_words(held, self.lang),
                    to=to,
                )
        return self.st(
            f"scoring.{sit.key}", self._outcome_paths(sit), text, claim=sit, states=states
        )

    def _contre_multipliers(self, found: Sequence[Situation]) -> Statement:
        r = self.rule
        x2, x4 = int(r("scoring.contre.contre")), int(r("scoring.contre.surcontre"))
        surcontre = bool(r("bidding.auction.surcontre"))
        paths = ["scoring.contre.contre"]
        if surcontre:
            paths.append("scoring.contre.surcontre")
        else:
            self.off("no surcontre", "scoring.contre.surcontre")
        if multiplied_terms(found) and surcontre:
            text = self.tr._(
                "Contre: in the scores below, what is followed by « × {x2} » is multiplied by "
                "{x2}; on a redoubled contract, by {x4} instead of {x2}.",
                x2=x2,
                x4=x4,
            )
            states: dict[str, Any] = {"scoring.contre.contre": x2, "scoring.contre.surcontre": x4}
        elif multiplied_terms(found):
            text = self.tr._(
                "Contre: in the scores below, what is followed by « × {x2} » is multiplied by "
                "{x2}.",
                x2=x2,
            )
            states = {"scoring.contre.contre": x2}
        elif surcontre:
            # what each side scores is stated, outcome by outcome, in the outcomes below
            text = self.tr._(
                "Contre: no score is multiplied; a contre or surcontre only changes what each "
                "side scores, as follows."
            )
            states = {}
        else:
            text = self.tr._(
                "Contre: no score is multiplied; a contre only changes what each side scores, "
                "as follows."
            )
            states = {}
        return self.st("scoring.contre", paths, text, states=states)

    def _outcome_coverage(self) -> None:
        """Declare the outcome rules this variant cannot reach."""
        if not self.contre:
            self.off(
                "no contre",
                "scoring.outcomes.made_contre",
                "scoring.outcomes.dedans_contre",
                "scoring.outcomes.capot_contre",
                "scoring.outcomes.capot_against_contre",
            )
            for key in ("made", "dedans"):
                for side in ("taker", "defence"):
                    self.off(
                        "no contre: nothing is multiplied",
                        f"scoring.outcomes.{key}.{side}.multiply",
                    )
        if not self.capot_bid:
            self.off(
                "a capot cannot be bid or announced",
                "scoring.outcomes.capot_bid_made",
                "scoring.outcomes.capot_bid_failed",
            )
        if not self.generale:
            self.off(
                "a générale cannot be bid",
                "scoring.outcomes.generale_made",
                "scoring.outcomes.generale_failed",
            )
        for key in ("made", "dedans"):
            for side in ("taker", "defence"):
                at = f"scoring.outcomes.{key}.{side}"
                if not self.contract_values:
                    self.off("a prise has no contract value", f"{at}.contract")
                if not self.annonces_on:
                    self.off("no annonces", f"{at}.annonces")
                if not self.belote_on:
                    self.off("belote does not score", f"{at}.belote")
                if not self.trick_bonuses_on:
                    self.off("no trick bonuses", f"{at}.trick_bonuses")
        if not (
            bool(self.rule("scoring.litige.enabled"))
            and bool(self.rule("scoring.contract.beat_defence"))
        ):
            if not self.rule("scoring.contract.beat_defence"):
                self.off(
                    "the contract need not beat the defence: no tie can be a litige",
                    "scoring.litige",
                )
            else:
                self.off(
                    "no litige",
                    "scoring.litige.taker_points",
                    "scoring.litige.held_belote",
                    "scoring.litige.awarded_to",
                )

    def _litige_off(self) -> list[Statement]:
        """The statement of a variant where a tie is a failure."""
        if self.rule("scoring.litige.enabled") or not self.rule("scoring.contract.beat_defence"):
            return []
        return [
            self.st(
                "scoring.litige",
                ["scoring.litige.enabled"],
                self.tr._("When both teams have the same points, the contract fails.")
                if self.partners
                else self.tr._(
                    "A taker whose total only equals the one they must beat fails: there is "
                    "no litige."
                ),
                states={"scoring.litige.enabled": False},
            )
        ]
