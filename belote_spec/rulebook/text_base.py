"""The base class of the rulebook's sentence writers (:class:`RuleTextBase`): the state and
helpers that every part of :class:`~belote_spec.rulebook.text.RuleText` shares.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..engine.scoring import DealScore, make_variant_scorer
from ..engine.tables import SA, TA, CardTables, build_card_tables
from ..i18n import Translator, translator
from ..seating import hand_size_of
from .terms import Situation
from .text_statement import Coverage, Inline, Statement
from .words import Lang


class RuleTextBase:
    """What every part of :class:`~belote_spec.rulebook.text.RuleText` reads: the rules, the
    language, the compiled card tables and deal scorer, the coverage record, the helpers that
    write a statement or leave a rule out, and the facts of the variant several parts state
    (the playable modes, the bids, what a capot and a deal are worth…)."""

    def __init__(
        self,
        rule: Callable[[str], Any],
        lang: Lang,
        tables: CardTables | None = None,
        scorer: Callable[..., DealScore] | None = None,
    ) -> None:
        self.rule = rule
        self.lang: Lang = lang
        self.tr: Translator = translator(lang)
        self.tables = tables or build_card_tables(rule("cards"), int(rule("deck.dix_de_der")))
        self.coverage = Coverage()
        self._scorer = scorer

    # ------------------------------------------------------------------ helpers

    def st(
        self,
        key: str,
        paths: Sequence[str],
        *parts: Inline,
        claim: Situation | None = None,
        states: Mapping[str, Any] | None = None,
    ) -> Statement:
        """A statement; its paths count as stated. ``states`` are the rule values its words
        state (see :attr:`Statement.states`)."""
        self.coverage.stated.update(paths)
        return Statement(key, tuple(parts), tuple(paths), claim, tuple((states or {}).items()))

    def off(self, reason: str, *paths: str) -> None:
        """Paths with no effect in this variant."""
        for path in paths:
            self.coverage.inactive.setdefault(path, reason)

    @property
    def suit_mode(self) -> bool:
        """Whether a trump suit can be the contract."""
        return bool(self.rule("bidding.modes.suit"))

    @property
    def sans_atout(self) -> bool:
        """Whether sans atout can be the contract."""
        return bool(self.rule("bidding.modes.sans_atout"))

    @property
    def tout_atout(self) -> bool:
        """Whether tout atout can be the contract."""
        return bool(self.rule("bidding.modes.tout_atout"))

    @property
    def annonces_on(self) -> bool:
        """Whether annonces are played."""
        return bool(self.rule("annonces.enabled"))

    @property
    def prise(self) -> bool:
        """Whether the contract is chosen by a prise (not an auction)."""
        return bool(self.rule("bidding.system") == "prise")

    @property
    def counter_clockwise(self) -> bool:
        """Whether play goes counter-clockwise (the next player is on your right)."""
        return bool(self.rule("table.rotation") == "counterclockwise")

    @property
    def players(self) -> int:
        """The number of players at the table."""
        return int(self.rule("table.players"))

    @property
    def partners(self) -> bool:
        """Whether the players sit in two teams of partners (``table.partnership: facing``);
        else each plays for himself, with his own score line."""
        return bool(self.rule("table.partnership") == "facing")

    def _rule_or(self, path: str, default: Any) -> Any:
        """A rule that a variant written before it existed may lack: its default."""
        try:
            value = self.rule(path)
        except (KeyError, LookupError):
            return default
        return default if value is None else value

    @property
    def turned_to_taker(self) -> bool:
        """Whether the taker receives the turned card (``deal.turned_card_to: taker``)."""
        return bool(self.rule("deal.turned_card")) and (
            self._rule_or("deal.turned_card_to", "taker") == "taker"
        )

    @property
    def hand_size(self) -> int:
        """The cards each player holds once the deal is complete: the tricks of a deal (as
        the engine's seating counts them)."""
        return hand_size_of(self.rule("deal"))

    @property
    def talon(self) -> int:
        """The cards no one is dealt, kept aside (0 at four players)."""
        turned_out = bool(self.rule("deal.turned_card")) and not self.turned_to_taker
        return int(self.rule("deck.cards")) - self.players * self.hand_size - int(turned_out)

    def side(self, after: bool) -> str:
        """Where the player after (or before) someone sits."""
        right = after == self.counter_clockwise
        if right:
            return self.tr._("on their right")
        return self.tr._("on their left")

    def cards(self, n: int) -> str:
        """``3 cartes`` / ``3 cards``."""
        return self.tr.npgettext("count", "{n} card", "{n} cards", n)

    def deals(self, n: int) -> str:
        """``2 donnes`` / ``2 deals``."""
        return self.tr.npgettext("count", "{n} deal", "{n} deals", n)

    def deck_total(self, mode: int) -> int:
        """Card points of the whole pack in ``mode``, without the dix de der."""
        return int(self.tables.deck_points[mode])

    def playable_modes(self) -> list[str]:
        """The names of the playable contract modes (``à la couleur``, ``à sans atout``…)."""
        words = {
            "suit": self.tr._("in a suit contract"),
            "sans_atout": self.tr._("at sans atout"),
            "tout_atout": self.tr._("at tout atout"),
        }
        return [words[key] for key in self._playable_names()]

    def _playable_names(self) -> tuple[str, ...]:
        """The playable contract modes (``suit``, ``sans_atout``, ``tout_atout``): the modes
        :meth:`playable_modes` names, in its order."""
        out: list[str] = []
        if self.suit_mode:
            out.append("suit")
        if self.sans_atout:
            out.append("sans_atout")
        if self.tout_atout:
            out.append("tout_atout")
        return tuple(out)

    # ------------------------------------------------------------------ the bids

    def bid_ladder(self) -> list[int]:
        """The numeric bids, as the engine offers them (up to its limit without a ceiling)."""
        from ..engine.bidding import bid_values

        r = self.rule
        ceiling = r("bidding.auction.ceiling")
        return list(
            bid_values(
                int(r("bidding.auction.floor")),
                int(r("bidding.auction.step")),
                None if ceiling is None else int(ceiling),
            )
        )

    # ------------------------------------------------------------------ the scoring's facts

    @property
    def auction(self) -> bool:
        """Whether the contract is chosen by an auction (bids of points)."""
        return not self.prise

    @property
    def numbered(self) -> bool:
        """Whether the contract is chosen by an auction whose bids name points (not a mode
        alone: ``bidding.auction.levels: none``)."""
        return self.auction and self.rule("bidding.auction.levels") == "numbers"

    @property
    def main_mode(self) -> int:
        """The mode the rulebook's numbers are given in: a trump suit, else the first mode."""
        if self.suit_mode:
            return 0
        return SA if self.sans_atout else TA

    def scorer(self) -> Callable[..., DealScore]:
        """The engine's deal scorer for these rules (built once)."""
        if self._scorer is None:
            self._scorer = make_variant_scorer(
                self.rule, self.tables.dix_de_der, self.deck_total(0)
            )
        return self._scorer

    def capot_points(self, mode: int) -> int:
        """The card points of a capot in ``mode``, as the engine counts them."""
        total = self.deck_total(mode) + int(self.rule("deck.dix_de_der"))
        score = self.scorer()(
            {"taker": "NS", "trump": "S", "bid": None, "contre": 0},
            {"NS": total, "EW": 0},
            mode=mode,
            capot="NS",
            last_trick="NS",
        )
        return int(score.card_points["NS"])

    def deal_points(self, mode: int) -> int:
        """Every card point of a deal in ``mode`` after any scaling, as the engine counts."""
        total = self.deck_total(mode) + int(self.rule("deck.dix_de_der"))
        score = self.scorer()(
            {"taker": "NS", "trump": "S", "bid": None, "contre": 0},
            {"NS": total // 2, "EW": total - total // 2},
            mode=mode,
            last_trick="NS",
        )
        return int(score.card_points["NS"]) + int(score.card_points["EW"])

    @property
    def capot_bid(self) -> bool:
        """Whether a capot can be bid (auction) or announced (prise)."""
        if self.auction:
            return bool(self.rule("bidding.auction.capot"))
        return bool(self.rule("scoring.capot.announced.enabled"))

    def sweep(self, form: str = "finite") -> str:
        """What makes a capot, as a verb phrase (``finite``, ``gerund`` or ``infinitive``):
        all eight tricks, or every card point where the capot is counted on points
        (``scoring.capot.by``)."""
        tr = self.tr
        # TRANSLATORS: what makes a capot, as a verb phrase inside a sentence
        if self.hand_size != 8 and self.rule("scoring.capot.by") == "tricks":
            every = {
                "finite": tr.pgettext("capot, finite", "wins every trick"),
                "gerund": tr.pgettext("capot, gerund", "winning every trick"),
                "infinitive": tr.pgettext("capot, infinitive", "win every trick"),
            }
            return every[form]
        phrases = {
            ("tricks", "finite"): tr.pgettext("capot, finite", "wins all eight tricks"),
            ("tricks", "gerund"): tr.pgettext("capot, gerund", "winning all eight tricks"),
            ("tricks", "infinitive"): tr.pgettext("capot, infinitive", "win all eight tricks"),
            ("points", "finite"): tr.pgettext("capot, finite", "wins every card point"),
            ("points", "gerund"): tr.pgettext("capot, gerund", "winning every card point"),
            ("points", "infinitive"): tr.pgettext("capot, infinitive", "win every card point"),
        }
        return phrases[str(self.rule("scoring.capot.by")), form]

    @property
    def generale(self) -> bool:
        """Whether a générale can be bid."""
        return self.auction and bool(self.rule("bidding.auction.generale"))

    @property
    def contre(self) -> bool:
        """Whether a contract can be contré."""
        return self.auction and bool(self.rule("bidding.auction.contre"))

    @property
    def contract_values(self) -> bool:
        """Whether a contract ever has a value in the score (a prise has none, nor a bid of a
        mode alone)."""
        return self.numbered or self.capot_bid or self.generale

    @property
    def belote_on(self) -> bool:
        """Whether belote scores."""
        return bool(self.rule("belote.enabled"))

    @property
    def trick_bonuses_on(self) -> bool:
        """Whether trick bonuses score (``rules.trick_bonuses``)."""
        return bool(self.rule("trick_bonuses.enabled"))
