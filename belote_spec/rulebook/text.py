"""The sentences of a rulebook, generated from the rule values of a variant.

:class:`RuleText` turns each rule into one or more :class:`Statement` — a sentence in the
rulebook's language, and the rule paths it states, so that the renderer can cite their
sources. No sentence is copied from the source documents: each is written here, and chosen by
the value of the rule (``play.undertrump: waived`` gives « on ne pisse pas »…).

The sentences are gettext messages (English message ids with named placeholders, part
``rulebook`` of the catalogs): the French text is in ``locale/fr/LC_MESSAGES/rulebook.po``,
and another language is another catalog (:func:`belote_spec.i18n.add_catalog_dir`); a
message it does not translate is written in English. A choice between sentences is made on
the rule values, never on the language.

A rule can also be *inactive*: it exists in every variant (the schema requires it) but has no
effect in this one, such as the auction rules of a variant played with the prise. The
generator records those with the reason, so that a test can check that every rule path of the
schema is either stated or deliberately left out.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Final

from ..cards import Card
from ..engine.scoring import DealScore, make_variant_scorer, round_ten
from ..engine.tables import SA, TA, CardTables, build_card_tables
from ..i18n import Translator, translator
from ..schema import rule_paths
from .terms import PhraseContext, Situation, multiplied_terms, side_phrase, situations
from .words import (
    Lang,
    card_label,
    carre_name,
    join_words,
    rank_label,
)

__all__ = ["Em", "Inline", "RuleText", "Statement", "leaves_under"]

#: Ranks from the strongest to the weakest in their natural order (the usual sequence order).
NATURAL_ORDER: Final = ("ace", "king", "queen", "jack", "ten", "nine", "eight", "seven")

#: What a misdeal costs, as a sentence states it: the penalty, the points scored by the
#: dealer's opponents (None where nobody scores) and who is barred from the next bidding.
MisdealCost = tuple[str, int | None, str]

#: The contract of each mode the scoring's numbers are given in.
_TRUMP_OF: Final = {0: "H", SA: "SA", TA: "TA"}


@dataclass(frozen=True, slots=True)
class Em:
    """Emphasised words inside a statement."""

    text: str


Inline = str | Card | Em


@dataclass(frozen=True, slots=True)
class Statement:
    """One rule stated in words: ``parts`` (text, emphasis, cards) and the rule ``paths`` it
    states (leaves or groups), whose citations the renderer shows."""

    key: str
    parts: tuple[Inline, ...]
    paths: tuple[str, ...]
    claim: Situation | None = None
    """For an outcome of the scoring: the situation and the terms the sentence states, so
    that a test can score it with the engine."""
    states: tuple[tuple[str, Any], ...] = ()
    """The rule values the words state, as (rule path, value) pairs. Each is written beside
    the words that state it, in the branch that chooses them, and never read back from the
    variant: a sentence chosen wrongly states a value the engine does not play, which a test
    finds by playing a position that shows it (``tests/test_rulebook_claims.py``)."""

    @property
    def text(self) -> str:
        """The plain text (cards written ``V♥``)."""
        return "".join(
            p if isinstance(p, str) else p.text if isinstance(p, Em) else card_label(p, "fr")
            for p in self.parts
        )


def leaves_under(path: str) -> list[str]:
    """The leaf rule paths at or under ``path`` (a new list each call)."""
    return list(_leaves_under(path))


@cache
def _leaves_under(path: str) -> tuple[str, ...]:
    # the schema's paths never change in a process (``rule_paths`` is itself kept); a rulebook
    # asks this tens of thousands of times
    return tuple(p for p in rule_paths() if p == path or p.startswith(path + "."))


def _number_words(tr: Translator) -> tuple[str, ...]:
    return (
        tr.pgettext("number", "zero"),
        tr.pgettext("number", "one"),
        tr.pgettext("number", "two"),
        tr.pgettext("number", "three"),
        tr.pgettext("number", "four"),
        tr.pgettext("number", "five"),
        tr.pgettext("number", "six"),
        tr.pgettext("number", "seven"),
        tr.pgettext("number", "eight"),
    )


def number(n: int, lang: Lang) -> str:
    """Small numbers in words (``quatre`` / ``four``), others in digits."""
    words = _number_words(translator(lang))
    if 0 <= n < len(words):
        return words[n]
    return str(n)


def sequence_article(name: str, lang: Lang) -> str:
    """``une tierce``, ``un cinquante``, ``un cent`` / ``a tierce``."""
    tr = translator(lang)
    if name == "tierce":
        # TRANSLATORS: a sequence annonce named with its article; the tierce is feminine
        return tr.pgettext("sequence, feminine", "a {name}", name=name)
    # TRANSLATORS: a sequence annonce named with its article (« un cinquante », « un cent »)
    return tr.pgettext("sequence", "a {name}", name=name)


def _capitalized(text: str) -> str:
    """A sentence starts with a capital letter (whatever the language)."""
    return text[:1].upper() + text[1:]


@dataclass
class Coverage:
    """Which rule paths a generator stated, and which it left out as inactive (with why)."""

    stated: set[str] = field(default_factory=set)
    inactive: dict[str, str] = field(default_factory=dict)

    def missing(self) -> list[str]:
        """Leaf paths neither stated nor declared inactive."""
        done = set(self.inactive)
        for path in self.stated:
            done.update(leaves_under(path))
        return [p for p in rule_paths() if p not in done and not self._inactive_group(p)]

    def _inactive_group(self, path: str) -> bool:
        return any(path.startswith(group + ".") for group in self.inactive)


class RuleText:
    """The sentences of one variant's rules.

    ``rule`` reads a rule value by path (``variant.rule``); ``tables`` are the compiled card
    tables and ``scorer`` the compiled deal scorer (``Rules.tables``, ``Rules.scorer``, so
    that a plugin that changes them changes the examples; both built from the rules when not
    given). Each method returns the statements of one part of the rulebook, in reading order.
    ``lang`` is any language with a catalog (:class:`~belote_spec.i18n.UnknownLanguage`
    otherwise); ``self.tr`` translates into it.
    """

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

    # ------------------------------------------------------------------ the table

    def table(self) -> list[Statement]:
        """Players, partners, direction of play."""
        players = int(self.rule("table.players"))
        out = [
            self.st(
                "table.players",
                ["table.players", "table.partnership"],
                _capitalized(
                    self.tr._(
                        "{count} players in two teams of two; partners sit facing each other, "
                        "North–South against East–West.",
                        count=number(players, self.lang),
                    )
                ),
                states={"table.players": players},
            )
        ]
        if self.counter_clockwise:
            text = self.tr._(
                "Dealing, bidding and play go counter-clockwise: the next player is "
                "the one on your right."
            )
            states = {"table.rotation": "counterclockwise"}
        else:
            text = self.tr._(
                "Dealing, bidding and play go clockwise: the next player is the one on your left."
            )
            states = {"table.rotation": "clockwise"}
        out.append(self.st("table.rotation", ["table.rotation"], text, states=states))
        return out

    def plugins(self) -> list[Statement]:
        """Third-party rule plugins, with their parameters."""
        entries = list(self.rule("plugins"))
        if not entries:
            text = self.tr._(
                "No rule plugin is enabled: the game follows exactly the rules described here."
            )
            return [self.st("plugins", ["plugins"], text)]
        named = []
        for entry in entries:
            if isinstance(entry, str):
                named.append(f"« {entry} »")
                continue
            params = entry.get("params") or {}
            label = f"« {entry['name']} »"
            if params:
                shown = ", ".join(f"{k} = {_plain(v)}" for k, v in params.items())
                # TRANSLATORS: a rule plugin's name, then its parameters (« name = value »)
                label = self.tr._("{plugin} (parameters: {shown})", plugin=label, shown=shown)
            named.append(label)
        listed = join_words(named, self.lang)
        one = len(named) == 1
        if one:
            text = self.tr._(
                "This variant enables the rule plugin {listed}: it may replace or change rules "
                "described here; the computed examples take it into account.",
                listed=listed,
            )
        else:
            text = self.tr._(
                "This variant enables the rule plugins {listed}: they may replace or change "
                "rules described here; the computed examples take them into account.",
                listed=listed,
            )

        return [self.st("plugins", ["plugins"], text)]

    # ------------------------------------------------------------------ the cards

    def deck(self) -> list[Statement]:
        """The pack and the dix de der."""
        cards = int(self.rule("deck.cards"))
        out = [
            self.st(
                "deck.cards",
                ["deck.cards"],
                self.tr._(
                    "The pack has {cards} cards: seven to ace in each of the four suits, ♠ "
                    "spades, ♥ hearts, ♦ diamonds and ♣ clubs.",
                    cards=cards,
                ),
                states={"deck.cards": cards},
            )
        ]
        der = int(self.rule("deck.dix_de_der"))
        if der:
            text = self.tr._(
                "The last trick is worth {der} extra points to the team that wins it: "
                "the « dix de der ».",
                der=der,
            )
            states = {"deck.dix_de_der": der}
        else:
            text = self.tr._("The last trick is worth no more than its cards.")
            states = {"deck.dix_de_der": 0}
        out.append(self.st("deck.dix_de_der", ["deck.dix_de_der"], text, states=states))
        return out

    def card_tables(self) -> list[tuple[Statement, str]]:
        """One statement per card table shown, with its role (``trump``, ``plain``,
        ``sans_atout``, ``tout_atout``)."""
        out: list[tuple[Statement, str]] = []
        der = int(self.rule("deck.dix_de_der"))
        if self.suit_mode:
            total = self.deck_total(0)
            out.append(
                (
                    self.st(
                        "cards.trump",
                        ["cards.trump"],
                        self.tr._(
                            "In a suit contract, the cards of the trump suit rank and score as "
                            "follows, strongest first:"
                        ),
                    ),
                    "trump",
                )
            )
            out.append(
                (
                    self.st(
                        "cards.plain",
                        ["cards.plain"],
                        self.tr._(
                            "The three other suits rank and score as follows. The whole pack is "
                            "worth {total} points, {with_der} with the dix de der.",
                            total=total,
                            with_der=total + der,
                        ),
                        states={"cards.plain": (total, total + der)},
                    ),
                    "plain",
                )
            )
        else:
            self.off("no suit contract", "cards.trump", "cards.plain")
        if self.sans_atout:
            total = self.deck_total(SA)
            out.append(
                (
                    self.st(
                        "cards.sans_atout",
                        ["cards.sans_atout"],
                        self.tr._(
                            "At sans atout no suit is trump: each ranks and scores as follows. The "
                            "pack is worth {total} points, {with_der} with the dix de der.",
                            total=total,
                            with_der=total + der,
                        ),
                        states={"cards.sans_atout": (total, total + der)},
                    ),
                    "sans_atout",
                )
            )
        else:
            self.off("sans atout is not played", "cards.sans_atout")
        if self.tout_atout:
            total = self.deck_total(TA)
            out.append(
                (
                    self.st(
                        "cards.tout_atout",
                        ["cards.tout_atout"],
                        self.tr._(
                            "At tout atout every suit ranks and scores as follows. The pack is "
                            "then worth {total} points, {with_der} with the dix de der (see the "
                            "scoring for how this is scaled back).",
                            total=total,
                            with_der=total + der,
                        ),
                        states={"cards.tout_atout": (total, total + der)},
                    ),
                    "tout_atout",
                )
            )
        else:
            self.off("tout atout is not played", "cards.tout_atout")
        return out

    def sequence_order(self) -> Statement | None:
        """The order of the cards in annonce sequences (None without annonces)."""
        if not self.annonces_on:
            self.off("no annonces", "cards.sequence_order")
            return None
        order = tuple(self.rule("cards.sequence_order"))
        if order == NATURAL_ORDER:
            text = self.tr._(
                "For annonce sequences the cards follow this order, highest first (the "
                "natural order, the same in every suit whatever the trump):"
            )
            states = {"cards.sequence_order": NATURAL_ORDER}
        else:
            # the order itself is the row of cards shown after the sentence
            text = self.tr._(
                "For annonce sequences the cards follow this order, highest first, in every suit:"
            )
            states = {"cards.sequence_order": order}
        return self.st("cards.sequence_order", ["cards.sequence_order"], text, states=states)

    # ------------------------------------------------------------------ the deal

    def deal(self) -> list[Statement]:
        """First dealer, cut, distribution, turned card, completion, next dealer, shuffle,
        misdeal."""
        r = self.rule
        out: list[Statement] = []
        if r("deal.first_dealer") == "random":
            text = self.tr._("The first dealer is drawn at random.")
            states: dict[str, Any] = {"deal.first_dealer": "random"}
        else:
            text = self.tr._(
                "To choose the first dealer each player draws a card: the lowest "
                "deals; players tied for lowest draw again."
            )
            states = {"deal.first_dealer": "lowest_card"}
        out.append(self.st("deal.first_dealer", ["deal.first_dealer"], text, states=states))

        by, packet = r("deal.cut.by"), int(r("deal.cut.min_packet"))
        if by == "none":
            text = self.tr._("The pack is not cut.")
            states = {"deal.cut.by": "none"}
        else:
            after = by == "after_dealer"
            if after:
                text = self.tr._(
                    "Before each deal, the player after the dealer ({side}) cuts the pack, "
                    "leaving at least {cards} in each packet.",
                    side=self.side(after),
                    cards=self.cards(packet),
                )
                states = {"deal.cut.by": "after_dealer", "deal.cut.min_packet": packet}
            else:
                text = self.tr._(
                    "Before each deal, the player before the dealer ({side}) cuts the pack, "
                    "leaving at least {cards} in each packet.",
                    side=self.side(after),
                    cards=self.cards(packet),
                )
                states = {"deal.cut.by": "before_dealer", "deal.cut.min_packet": packet}
        out.append(self.st("deal.cut", ["deal.cut"], text, states=states))
        out.append(self._distribution())

        first_round = min(sum(int(n) for n in p.split("-")) for p in r("deal.patterns"))
        if first_round < 8:
            taker, others = int(r("deal.completion.taker")), int(r("deal.completion.others"))
            turned = bool(r("deal.turned_card"))
            if turned:
                text = self.tr.ngettext(
                    "As soon as someone takes, the deal is completed: the taker gets the "
                    "turned card and {cards} more, each other player {n} card.",
                    "As soon as someone takes, the deal is completed: the taker gets the "
                    "turned card and {cards} more, each other player {n} cards.",
                    others,
                    cards=self.cards(taker),
                )
                # the turned card counts as one more card of the taker's
                states = {"deal.completion": (taker + 1, others)}
            else:
                text = self.tr.ngettext(
                    "As soon as someone takes, the deal is completed: the taker gets {cards} "
                    "more, each other player {n} card.",
                    "As soon as someone takes, the deal is completed: the taker gets {cards} "
                    "more, each other player {n} cards.",
                    others,
                    cards=self.cards(taker),
                )
                states = {"deal.completion": (taker, others)}
            out.append(self.st("deal.completion", ["deal.completion"], text, states=states))
        else:
            self.off("all eight cards are dealt at once", "deal.completion")

        nxt = r("deal.next_dealer")
        if nxt == "same":
            text = self.tr._("The same player deals every deal.")
            states = {"deal.next_dealer": "same"}
        else:
            after = nxt == "after_dealer"
            if after:
                text = self.tr._(
                    "The next deal is dealt by the player after the dealer ({side}).",
                    side=self.side(after),
                )
                states = {"deal.next_dealer": "after_dealer"}
            else:
                text = self.tr._(
                    "The next deal is dealt by the player before the dealer ({side}).",
                    side=self.side(after),
                )
                states = {"deal.next_dealer": "before_dealer"}
        out.append(self.st("deal.next_dealer", ["deal.next_dealer"], text, states=states))

        out.append(self._shuffle())
        out.extend(self._misdeal())
        return out

    def _shuffle(self) -> Statement:
        r = self.rule
        between = r("deal.shuffle.between_deals")
        after_passed = r("deal.shuffle.after_passed_deals")
        if r("deal.shuffle.first") == "each_team":
            text = self.tr._(
                "Before the first deal, a player of each team shuffles the cards in turn."
            )
        else:
            text = self.tr._("Before the first deal, the dealer shuffles the cards.")
        if between == "always":
            text += " " + self.tr._("After that, the cards are shuffled before every deal.")
            self.off("the cards are shuffled before every deal", "deal.shuffle.after_passed_deals")
            states: dict[str, Any] = {"deal.shuffle.between_deals": "always"}
            return self.st("deal.shuffle", ["deal.shuffle"], text, states=states)
        # each sentence beside the value it states
        sentence, stated = {
            "never": (
                self.tr._(
                    "Between deals the cards are not shuffled again: they are gathered "
                    "trick by trick, then cut."
                ),
                "never",
            ),
            "by_agreement": (
                self.tr._(
                    "Between deals the cards are shuffled only if both teams agree; "
                    "otherwise they are gathered and cut."
                ),
                "by_agreement",
            ),
            "dealer_choice": (
                self.tr._(
                    "Before each later deal the dealer chooses to shuffle the cards or "
                    "only to gather them, then the pack is cut."
                ),
                "dealer_choice",
            ),
        }[between]
        text += " " + sentence
        states = {"deal.shuffle.between_deals": stated}
        if between == "dealer_choice":
            self.off("the dealer chooses before every deal", "deal.shuffle.after_passed_deals")
        elif after_passed is not None:
            n = int(after_passed)
            text += " " + self.tr._(
                "After {deals} in a row without a taker, they are always shuffled.",
                deals=self.deals(n),
            )
            states["deal.shuffle.after_passed_deals"] = n
        else:
            states["deal.shuffle.after_passed_deals"] = None
        return self.st("deal.shuffle", ["deal.shuffle"], text, states=states)

    def _misdeal_cost(self, penalty: str, points: int, barred: str) -> tuple[str, MisdealCost]:
        """What one misdeal costs (without a capital letter: it goes inside a sentence), and
        the (penalty, points, barred) the words state (points None where none are scored)."""
        tr = self.tr
        # TRANSLATORS: what a misdeal costs, inside a sentence (no capital letter)
        if penalty == "redeal":
            if barred == "dealer":
                return tr.pgettext(
                    "misdeal cost",
                    "the same dealer deals again, without penalty, and in the next deal the "
                    "faulty dealer may only pass",
                ), ("redeal", None, "dealer")
            if barred == "dealer_team":
                return tr.pgettext(
                    "misdeal cost",
                    "the same dealer deals again, without penalty, and in the next deal the "
                    "faulty dealer and their partner may only pass",
                ), ("redeal", None, "dealer_team")
            return tr.pgettext("misdeal cost", "the same dealer deals again, without penalty"), (
                "redeal",
                None,
                "none",
            )
        if barred == "dealer":
            return tr.pgettext(
                "misdeal cost",
                "the dealer's opponents score {points} points and the deal passes on, and in "
                "the next deal the faulty dealer may only pass",
                points=points,
            ), ("opponents_score", points, "dealer")
        if barred == "dealer_team":
            return tr.pgettext(
                "misdeal cost",
                "the dealer's opponents score {points} points and the deal passes on, and in "
                "the next deal the faulty dealer and their partner may only pass",
                points=points,
            ), ("opponents_score", points, "dealer_team")
        return tr.pgettext(
            "misdeal cost",
            "the dealer's opponents score {points} points and the deal passes on",
            points=points,
        ), ("opponents_score", points, "none")

    def _misdeal_step(self, i: int, last: bool, cost: str) -> str:
        """``à la deuxième, …`` / ``at the second and later ones, …``."""
        tr = self.tr
        # TRANSLATORS: the cost of the nth misdeal in a row, inside a sentence
        if last:
            steps = (
                tr.pgettext("misdeal step", "at the second and later ones, {cost}", cost=cost),
                tr.pgettext("misdeal step", "at the third and later ones, {cost}", cost=cost),
                tr.pgettext("misdeal step", "at the fourth and later ones, {cost}", cost=cost),
                tr.pgettext("misdeal step", "at the fifth and later ones, {cost}", cost=cost),
                tr.pgettext("misdeal step", "at the sixth and later ones, {cost}", cost=cost),
            )
        else:
            steps = (
                tr.pgettext("misdeal step", "at the second, {cost}", cost=cost),
                tr.pgettext("misdeal step", "at the third, {cost}", cost=cost),
                tr.pgettext("misdeal step", "at the fourth, {cost}", cost=cost),
                tr.pgettext("misdeal step", "at the fifth, {cost}", cost=cost),
                tr.pgettext("misdeal step", "at the sixth, {cost}", cost=cost),
            )
        return steps[i]

    def _misdeal(self) -> list[Statement]:
        r = self.rule
        out: list[Statement] = []
        penalty = str(r("deal.misdeal.penalty"))
        if penalty == "redeal":
            self.off("a misdeal is redealt without penalty", "deal.misdeal.points")
        cost, first = self._misdeal_cost(
            penalty, int(r("deal.misdeal.points")), r("deal.misdeal.barred")
        )
        out.append(
            self.st(
                "deal.misdeal",
                [
                    "deal.misdeal.penalty",
                    *(["deal.misdeal.points"] if penalty != "redeal" else []),
                    "deal.misdeal.barred",
                ],
                self.tr._("After a misdeal, {cost}.", cost=cost),
                states={"deal.misdeal": first},
            )
        )
        repeated = list(r("deal.misdeal.repeated"))
        if not repeated:
            text = self.tr._("Every misdeal costs the same, even repeated.")
            ladder: list[MisdealCost] = []
        else:
            steps = []
            ladder = []
            for i, step in enumerate(repeated):
                step_cost, stated = self._misdeal_cost(
                    str(step["penalty"]), int(step["points"]), str(step["barred"])
                )
                ladder.append(stated)
                steps.append(self._misdeal_step(i, i == len(repeated) - 1, step_cost))
            # TRANSLATORS: between the steps of a list that holds commas
            separator = self.tr.pgettext("separator", "; ")
            text = self.tr._(
                "When misdeals follow one another with no deal played in between: {steps}.",
                steps=separator.join(steps),
            )
        out.append(
            self.st(
                "deal.misdeal.repeated",
                ["deal.misdeal.repeated"],
                text,
                # the first misdeal, then each later one in a row, the last for all after it
                states={"deal.misdeal.repeated": (first, *ladder)},
            )
        )
        if r("deal.misdeal.after_bid.applies"):
            pts = int(r("deal.misdeal.after_bid.points"))
            add = bool(r("deal.misdeal.after_bid.add_contract")) and not self.prise
            if self.prise:
                self.off("a prise has no value to add", "deal.misdeal.after_bid.add_contract")
            paths = ["deal.misdeal.after_bid.applies", "deal.misdeal.after_bid.points"]
            if not self.prise:
                paths.append("deal.misdeal.after_bid.add_contract")
            # stated: (the points, whether the last bid's value is added)
            if self.prise:
                text = self.tr._(
                    "A misdeal found after an opponent of the dealer has taken costs more: the "
                    "dealer's opponents score {points} points, and the deal passes on.",
                    points=pts,
                )
                late: tuple[int, bool] | None = (pts, False)
            elif add:
                text = self.tr._(
                    "A misdeal found after an opponent of the dealer has bid costs more: the "
                    "dealer's opponents score {points} points, plus the value of their last "
                    "bid, and the deal passes on.",
                    points=pts,
                )
                late = (pts, True)
            else:
                text = self.tr._(
                    "A misdeal found after an opponent of the dealer has bid costs more: the "
                    "dealer's opponents score {points} points, and the deal passes on.",
                    points=pts,
                )
                late = (pts, False)
            out.append(
                self.st(
                    "deal.misdeal.after_bid",
                    paths,
                    text,
                    states={"deal.misdeal.after_bid": late},
                )
            )
        else:
            self.off(
                "a misdeal found after a bid costs the same",
                "deal.misdeal.after_bid.points",
                "deal.misdeal.after_bid.add_contract",
            )
            out.append(
                self.st(
                    "deal.misdeal.after_bid",
                    ["deal.misdeal.after_bid.applies"],
                    self.tr._(
                        "A misdeal found after a player took costs the same as one found "
                        "before the bidding."
                    )
                    if self.prise
                    else self.tr._(
                        "A misdeal found after a bid costs the same as one found before the "
                        "bidding."
                    ),
                    # None: no other cost than the misdeal's
                    states={"deal.misdeal.after_bid": None},
                )
            )
        return out

    def _distribution(self) -> Statement:
        r = self.rule
        patterns = list(r("deal.patterns"))
        first = r("deal.first_receiver")
        if first == "after_dealer":
            start = self.tr._("starting with the player after them")
            states: dict[str, Any] = {"deal.first_receiver": "after_dealer"}
        else:
            start = self.tr._("starting with themselves")
            states = {"deal.first_receiver": "dealer"}
        # the packets of each way of dealing, as the words list them
        states["deal.patterns"] = tuple(tuple(int(n) for n in p.split("-")) for p in patterns)

        def packets(pattern: str) -> str:
            sizes = pattern.split("-")
            if len(sizes) == 1:
                return self.tr._("all {sizes} cards at once", sizes=sizes[0])
            then = self.tr._("then")
            return self.tr._(
                "in packets of {sizes} cards", sizes=join_words(sizes, self.lang, last=then)
            )

        dealt = sum(int(n) for n in patterns[0].split("-"))
        ways = packets(patterns[0])
        if len(patterns) > 1:
            others = join_words([packets(p) for p in patterns[1:]], self.lang, last=self.tr._("or"))
            text = self.tr._(
                "The dealer deals {ways} (or, as they choose, {others}), {start}: {dealt} cards "
                "each.",
                ways=ways,
                others=others,
                start=start,
                dealt=dealt,
            )
        else:
            text = self.tr._(
                "The dealer deals {ways}, {start}: {dealt} cards each.",
                ways=ways,
                start=start,
                dealt=dealt,
            )
        if r("deal.turned_card"):
            text += " " + self.tr._(
                "They then turn the next card of the pack face up: the turned card, "
                "which proposes the trump suit."
            )
            states["deal.turned_card"] = True
        else:
            text += " " + self.tr._("No card is turned up.")
            states["deal.turned_card"] = False
        return self.st(
            "deal.patterns",
            ["deal.patterns", "deal.first_receiver", "deal.turned_card"],
            text,
            states=states,
        )

    # ------------------------------------------------------------------ bidding

    def bidding(self) -> list[Statement]:
        """Who speaks first, the contract modes, then the prise or the auction."""
        r = self.rule
        first = r("bidding.first_speaker")
        if self.prise:
            text = self.tr._(
                "The contract is chosen by the « prise »: in turn, each player takes "
                "the proposed trump or passes, without overbidding; the first to take "
                "is the taker."
            )
            system = "prise"
        else:
            text = self.tr._(
                "The contract is chosen by an auction: each player may outbid the last "
                "bid, in points, until the others pass."
            )
            system = "auction"
        out = [
            self.st("bidding.system", ["bidding.system"], text, states={"bidding.system": system})
        ]
        if first == "after_dealer":
            text = self.tr._("The player after the dealer speaks first.")
            first = "after_dealer"
        else:
            text = self.tr._("The dealer speaks first.")
            first = "dealer"
        out.append(
            self.st(
                "bidding.first_speaker",
                ["bidding.first_speaker"],
                text,
                states={"bidding.first_speaker": first},
            )
        )
        modes = self.playable_modes()
        named = self._playable_names()
        if self.suit_mode and len(modes) == 1:
            text = self.tr._(
                "The contract always names a trump suit: neither sans atout nor tout "
                "atout is played."
            )
            stated: tuple[str, ...] = ("suit",)
        elif not modes:
            text = self.tr._("No contract mode is enabled: nothing can be played.")
            stated = ()
        else:
            listed = join_words(modes, self.lang, last=self.tr._("or"))
            text = self.tr._("The contract may be played {listed}.", listed=listed)
            stated = named
        out.append(
            self.st("bidding.modes", ["bidding.modes"], text, states={"bidding.modes": stated})
        )
        if self.prise:
            self.off("bidding by prise, not auction", "bidding.auction")
            out.extend(self._prise())
        else:
            self.off("bidding by auction, not prise", "bidding.prise")
            out.extend(self._auction())
        return out

    def _round_choices(
        self, round_: Sequence[str], every_round: bool
    ) -> tuple[list[str], frozenset[str]]:
        """The words of what a round of the prise offers, and the contracts they offer
        (``turned_suit``, ``other_suits``, ``sans_atout``, ``tout_atout``)."""
        names = {
            "turned_suit": (self.tr._("take in the suit of the turned card"), {"turned_suit"}),
            "other_suits": (
                self.tr._("name one of the three other suits as trump"),
                {"other_suits"},
            ),
            "any_suit": (self.tr._("name any suit as trump"), {"turned_suit", "other_suits"}),
            "sans_atout": (self.tr._("ask for sans atout"), {"sans_atout"}),
            "tout_atout": (self.tr._("ask for tout atout"), {"tout_atout"}),
        }
        extra = {"sans_atout": self.sans_atout, "tout_atout": self.tout_atout}
        choices: list[str] = []
        offered: set[str] = set()
        for mode in round_:
            words, contracts = names[mode]
            if extra.get(mode, self.suit_mode) and words not in choices:
                choices.append(words)
                offered |= contracts
        if every_round:
            for mode, on in extra.items():
                words, contracts = names[mode]
                if on and words not in choices:
                    choices.append(words)
                    offered |= contracts
        return choices, frozenset(offered)

    def _prise(self) -> list[Statement]:
        r = self.rule
        rounds = [list(x) for x in r("bidding.prise.rounds")]
        optional = self.sans_atout or self.tout_atout
        every = bool(r("bidding.prise.modes_in_every_round")) and optional
        out: list[Statement] = []
        for i, round_ in enumerate(rounds):
            choices, offered = self._round_choices(round_, every)
            what = join_words(choices, self.lang, last=self.tr._("or"))
            if len(rounds) == 1:
                head = self.tr._("A single round of bidding")
            else:
                head = (
                    self.tr._("First round"),
                    self.tr._("Second round"),
                    self.tr._("Third round"),
                    self.tr._("Fourth round"),
                )[i]
            lead = (
                self.tr._("in turn, each player may")
                if i == 0
                else self.tr._("if nobody took, each player may")
            )
            text = self.tr._(
                "{head}: {lead} {what}; otherwise they pass.", head=head, lead=lead, what=what
            )
            if not choices:
                text = self.tr._("{head}: no contract can be taken, everybody passes.", head=head)
            out.append(
                self.st(
                    f"bidding.prise.rounds.{i}",
                    ["bidding.prise.rounds"],
                    text,
                    # the round (from 0) and what may be taken in it
                    states={"bidding.prise.rounds": (i, len(rounds), offered)},
                )
            )
        if optional:
            names = join_words(
                [
                    n
                    for n, on in (
                        (self.tr.pgettext("mode with article", "sans atout"), self.sans_atout),
                        (self.tr.pgettext("mode with article", "tout atout"), self.tout_atout),
                    )
                    if on
                ],
                self.lang,
            )
            if every:
                text = self.tr._("{names} may be named in every round.", names=names)
                in_every = True
            else:
                text = self.tr._("{names} may be named only in a round that lists it.", names=names)
                in_every = False
            text = _capitalized(text)
            out.append(
                self.st(
                    "bidding.prise.modes_in_every_round",
                    ["bidding.prise.modes_in_every_round"],
                    text,
                    states={"bidding.prise.modes_in_every_round": in_every},
                )
            )
        else:
            self.off("no optional contract mode", "bidding.prise.modes_in_every_round")
        if r("bidding.prise.vache"):
            self.off("with the vache somebody always takes", "bidding.prise.all_pass")
            out.append(
                self.st(
                    "bidding.prise.vache",
                    ["bidding.prise.vache"],
                    self.tr._(
                        "The « vache »: in the last round, if the first three players passed, "
                        "the last to speak must take, whatever their hand."
                    ),
                    states={"bidding.prise.vache": True},
                )
            )
        else:
            n = len(rounds)
            out.append(
                self.st(
                    "bidding.prise.all_pass",
                    ["bidding.prise.vache", "bidding.prise.all_pass"],
                    self.tr._(
                        "Nobody has to take: if everybody passes in the round, the cards are "
                        "gathered and the next dealer deals."
                    )
                    if n == 1
                    else self.tr._(
                        "Nobody has to take: if everybody passes in all {count} rounds, the "
                        "cards are gathered and the next dealer deals.",
                        count=number(n, self.lang),
                    ),
                    states={"bidding.prise.vache": False, "bidding.prise.all_pass": "redeal"},
                )
            )
        return out

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

    def _ladder_words(self) -> str:
        """``80, 90, 100… jusqu'à 160`` / ``82, 90, 100… and up, without a ceiling``."""
        values = self.bid_ladder()
        ceiling = self.rule("bidding.auction.ceiling")
        if not values:
            return self.tr._("none")
        if ceiling is None:
            head = ", ".join(str(v) for v in values[:3])
            return self.tr._(
                "{head} and so on, without a ceiling (the engine offers bids up to {top})",
                head=head,
                top=values[-1],
            )
        if len(values) <= 4:
            return join_words([str(v) for v in values], self.lang, last=self.tr._("or"))
        head = ", ".join(str(v) for v in values[:3])
        return self.tr._("{head}… up to {top}", head=head, top=values[-1])

    def _auction(self) -> list[Statement]:
        r = self.rule
        modes = self.playable_modes()
        step = int(r("bidding.auction.step"))
        floor = int(r("bidding.auction.floor"))
        ladder = self._ladder_words()
        odd = floor % step != 0
        listed = join_words(modes, self.lang, last=self.tr._("or"))
        values = self.bid_ladder()
        # the bids the words show: the first three (all of them up to four) and the highest
        shown = tuple(values if len(values) <= 4 else values[:3])
        bids = {"bidding.auction.bids": (shown, values[-1] if values else None)}
        out = [
            self.st(
                "bidding.auction.range",
                ["bidding.auction.floor", "bidding.auction.step", "bidding.auction.ceiling"],
                self.tr._(
                    "In turn, each player bids or passes. A bid names the points the bidder's "
                    "team undertakes to make and the trump ({modes}). The possible bids are "
                    "{ladder}: the lowest, then the multiples of {step} above it.",
                    modes=listed,
                    ladder=ladder,
                    step=step,
                )
                if odd
                else self.tr._(
                    "In turn, each player bids or passes. A bid names the points the bidder's "
                    "team undertakes to make and the trump ({modes}). The possible bids are "
                    "{ladder}, in steps of {step}.",
                    modes=listed,
                    ladder=ladder,
                    step=step,
                ),
                states={**bids, "bidding.auction.step": step},
            )
        ]
        top = self.tr._("the highest numeric bid")
        if r("bidding.auction.ceiling") is None:
            top = self.tr._("any numeric bid")
        capot = bool(r("bidding.auction.capot"))
        if capot:
            text = self.tr._(
                "Above {top} one may bid « capot »: undertaking to {sweep} with one's partner.",
                top=top,
                sweep=self.sweep("infinitive"),
            )
            states: dict[str, Any] = {"bidding.auction.capot": True}
        else:
            text = self.tr._("Capot cannot be bid.")
            states = {"bidding.auction.capot": False}
        out.append(self.st("bidding.auction.capot", ["bidding.auction.capot"], text, states=states))
        generale = bool(r("bidding.auction.generale"))
        if generale:
            if capot:
                text = self.tr._(
                    "Above capot one may bid a « générale »: the bidder undertakes to win all "
                    "eight tricks alone."
                )
            else:
                text = self.tr._(
                    "Above {top} one may bid a « générale »: the bidder undertakes to win all "
                    "eight tricks alone.",
                    top=top,
                )
            states = {"bidding.auction.generale": True}
        else:
            text = self.tr._("A « générale » (all eight tricks by one player) cannot be bid.")
            states = {"bidding.auction.generale": False}
        out.append(
            self.st("bidding.auction.generale", ["bidding.auction.generale"], text, states=states)
        )
        out.extend(self._after_capot(capot, generale))
        order = [
            m for m in r("bidding.auction.same_level_order") if m in self._playable_mode_keys()
        ]
        if r("bidding.auction.overbid_partner"):
            partner = self.tr._("you may overbid your partner")
            states = {"bidding.auction.overbid_partner": True}
        else:
            partner = self.tr._("you may not overbid your partner")
            states = {"bidding.auction.overbid_partner": False}
        # the modes, weakest first, in which an equal bid covers the last one
        states["bidding.auction.same_level_order"] = tuple(order)
        if order:
            names = [self._mode_label(m) for m in order]
            missing = [self._mode_label(m) for m in self._playable_mode_keys() if m not in order]
            listed = join_words(names, self.lang)
            nor = self.tr._("nor")
            if missing:
                text = self.tr.ngettext(
                    "Each bid must be higher than the last, or equal to it in a stronger mode; "
                    "from the weakest to the strongest: {names} ({missing} never covers an "
                    "equal bid). Capot and générale are not ranked this way; {partner}.",
                    "Each bid must be higher than the last, or equal to it in a stronger mode; "
                    "from the weakest to the strongest: {names} ({missing} never cover an "
                    "equal bid). Capot and générale are not ranked this way; {partner}.",
                    len(missing),
                    names=listed,
                    missing=join_words(missing, self.lang, last=nor),
                    partner=partner,
                )
            else:
                text = self.tr._(
                    "Each bid must be higher than the last, or equal to it in a stronger mode; "
                    "from the weakest to the strongest: {names}. Capot and générale are not "
                    "ranked this way; {partner}.",
                    names=listed,
                    partner=partner,
                )

        else:
            text = self.tr._(
                "Each bid must be higher in points than the last; {partner}.", partner=partner
            )
        out.append(
            self.st(
                "bidding.auction.overbid_partner",
                ["bidding.auction.overbid_partner", "bidding.auction.same_level_order"],
                text,
                states=states,
            )
        )
        text, raise_own = {
            "allowed": (self.tr._("You may also overbid your own bid."), "allowed"),
            "new_mode": (
                self.tr._("You may overbid your own bid only in another suit or mode."),
                "new_mode",
            ),
            "forbidden": (self.tr._("You may not overbid your own bid."), "forbidden"),
        }[r("bidding.auction.raise_own")]
        out.append(
            self.st(
                "bidding.auction.raise_own",
                ["bidding.auction.raise_own"],
                text,
                states={"bidding.auction.raise_own": raise_own},
            )
        )
        if r("bidding.auction.contre"):
            out.extend(self._contre_rules(capot or generale))
        else:
            out.append(
                self.st(
                    "bidding.auction.contre",
                    ["bidding.auction.contre"],
                    self.tr._("Doubling is not allowed."),
                    states={"bidding.auction.contre": False},
                )
            )
            self.off(
                "no contre",
                "bidding.auction.surcontre",
                "bidding.auction.contre_ends_auction",
                "bidding.auction.after_contre",
                "bidding.auction.capot_contre",
                "bidding.auction.contre_timing",
                "bidding.auction.contre_out_of_turn",
            )
        if r("bidding.auction.end") == "four_passes":
            raise_ = r("bidding.auction.raise_own") != "forbidden"
            if raise_:
                text = self.tr._(
                    "The auction ends after four passes in a row, the last bidder's included: "
                    "until they pass, they may still raise. The last bid is then the contract "
                    "and its bidder the taker."
                )
            else:
                text = self.tr._(
                    "The auction ends after four passes in a row, the last bidder's included. "
                    "The last bid is then the contract and its bidder the taker."
                )
            end = "four_passes"
        else:
            text = self.tr._(
                "The auction ends after three passes in a row: the last bid is the "
                "contract and its bidder the taker."
            )
            end = "three_passes"
        out.append(
            self.st(
                "bidding.auction.end",
                ["bidding.auction.end"],
                text,
                states={"bidding.auction.end": end},
            )
        )
        out.append(
            self.st(
                "bidding.auction.all_pass",
                ["bidding.auction.all_pass"],
                self.tr._(
                    "If all four players pass without a bid, the cards are gathered and "
                    "the next dealer deals."
                ),
                states={"bidding.auction.all_pass": "redeal"},
            )
        )
        return out

    def _after_capot(self, capot: bool, generale: bool) -> list[Statement]:
        """Who speaks after a capot (or générale) bid."""
        if not (capot or generale):
            self.off("neither capot nor générale can be bid", "bidding.auction.after_capot")
            return []
        which = [
            word
            for word, on in ((self.tr._("capot"), capot), (self.tr._("générale"), generale))
            if on
        ]
        what = join_words(which, self.lang, last=self.tr._("or"))
        after = self.rule("bidding.auction.after_capot")
        states: dict[str, Any] = {}
        if after == "ends" and self.rule("bidding.auction.contre"):
            text = self.tr._(
                "A {what} bid ends the auction: nobody speaks after it, so it cannot be doubled.",
                what=what,
            )
            states["bidding.auction.after_capot"] = "ends"
        elif after == "ends":
            text = self.tr._("A {what} bid ends the auction: nobody speaks after it.", what=what)
            states["bidding.auction.after_capot"] = "ends"
        elif after == "opponents":
            text = self.tr._(
                "After a {what} bid only the bidder's two opponents speak, each once in turn; "
                "his partner says nothing, not even pass, and two passes end the auction.",
                what=what,
            )
            states["bidding.auction.after_capot"] = "opponents"
        else:
            text = self.tr._(
                "After a {what} bid every player still speaks in turn, as after any bid.",
                what=what,
            )
            states["bidding.auction.after_capot"] = "as_usual"
        return [
            self.st(
                "bidding.auction.after_capot",
                ["bidding.auction.after_capot"],
                text,
                states=states,
            )
        ]

    def _contre_rules(self, high_bids: bool) -> list[Statement]:
        r = self.rule
        out: list[Statement] = []
        surcontre = bool(r("bidding.auction.surcontre"))
        if surcontre:
            text = self.tr._(
                "An opponent of the last bidder's team may double it (« contre »); the "
                "doubled team may then redouble (« surcontre »)."
            )
            states: dict[str, Any] = {
                "bidding.auction.contre": True,
                "bidding.auction.surcontre": True,
            }
        else:
            text = self.tr._(
                "An opponent of the last bidder's team may double it (« contre »); "
                "redoubling is not allowed."
            )
            states = {"bidding.auction.contre": True, "bidding.auction.surcontre": False}
        out.append(
            self.st(
                "bidding.auction.contre",
                ["bidding.auction.contre", "bidding.auction.surcontre"],
                text,
                states=states,
            )
        )
        if high_bids:
            which = [
                word
                for word, on in (
                    (self.tr._("capot"), bool(r("bidding.auction.capot"))),
                    (self.tr._("générale"), bool(r("bidding.auction.generale"))),
                )
                if on
            ]
            what = join_words(which, self.lang, last=self.tr._("or"))
            if r("bidding.auction.after_capot") == "ends":
                self.off("a capot bid ends the auction", "bidding.auction.capot_contre")
            else:
                if r("bidding.auction.capot_contre"):
                    text = self.tr._("A {what} bid may be doubled like any other.", what=what)
                    states = {"bidding.auction.capot_contre": True}
                else:
                    text = self.tr._("A {what} bid cannot be doubled.", what=what)
                    states = {"bidding.auction.capot_contre": False}
                out.append(
                    self.st(
                        "bidding.auction.capot_contre",
                        ["bidding.auction.capot_contre"],
                        text,
                        states=states,
                    )
                )
        else:
            self.off("neither capot nor générale can be bid", "bidding.auction.capot_contre")
        if r("bidding.auction.contre_timing") == "any_time":
            self.off("a contre may be said at any time", "bidding.auction.contre_out_of_turn")
            out.append(
                self.st(
                    "bidding.auction.contre_timing",
                    ["bidding.auction.contre_timing"],
                    self.tr._(
                        "A contre may be said at any time, even out of turn, as soon as an "
                        "opponent's bid is the last one."
                    ),
                    states={"bidding.auction.contre_timing": "any_time"},
                )
            )
        else:
            if r("bidding.auction.contre_out_of_turn") == "refused":
                text = self.tr._("A contre is said in turn; a contre said out of turn is refused.")
                states = {
                    "bidding.auction.contre_timing": "in_turn",
                    "bidding.auction.contre_out_of_turn": "refused",
                }
            else:
                text = self.tr._(
                    "A contre is said in turn; a contre said out of turn is a fault: the "
                    "doubled bidder chooses to play on (the contre stands) or to have the same "
                    "dealer deal again, the cards reshuffled."
                )
                states = {
                    "bidding.auction.contre_timing": "in_turn",
                    "bidding.auction.contre_out_of_turn": "wronged_side_chooses",
                }
            out.append(
                self.st(
                    "bidding.auction.contre_timing",
                    ["bidding.auction.contre_timing", "bidding.auction.contre_out_of_turn"],
                    text,
                    states=states,
                )
            )
        if r("bidding.auction.contre_ends_auction"):
            text = (
                self.tr._("A contre ends the auction: the doubled team may only redouble or pass.")
                if surcontre
                else self.tr._("A contre ends the auction.")
            )
            states = {"bidding.auction.contre_ends_auction": True}
        else:
            text = self.tr._("After a contre the auction goes on: a new bid cancels it.")
            states = {"bidding.auction.contre_ends_auction": False}
        out.append(
            self.st(
                "bidding.auction.contre_ends_auction",
                ["bidding.auction.contre_ends_auction"],
                text,
                states=states,
            )
        )
        ends = bool(r("bidding.auction.contre_ends_auction"))
        if ends and not surcontre:
            self.off("a contre ends the auction at once", "bidding.auction.after_contre")
        elif r("bidding.auction.after_contre") == "contred_team":
            if ends:
                text = self.tr._(
                    "After a contre only the two players of the doubled team speak, each once "
                    "in turn: they redouble or pass. The doubler and his partner say nothing, "
                    "not even pass; two passes end the auction."
                )
            else:
                text = self.tr._(
                    "After a contre, until a new bid, only the two players of the doubled team "
                    "speak, each once in turn. The doubler and his partner say nothing, not "
                    "even pass; two passes end the auction."
                )
            out.append(
                self.st(
                    "bidding.auction.after_contre",
                    ["bidding.auction.after_contre"],
                    text,
                    states={"bidding.auction.after_contre": "contred_team"},
                )
            )
        else:
            text = self.tr._(
                "After a contre every player still speaks in turn, the doubler's partner included."
            )
            out.append(
                self.st(
                    "bidding.auction.after_contre",
                    ["bidding.auction.after_contre"],
                    text,
                    states={"bidding.auction.after_contre": "every_seat"},
                )
            )
        return out

    def _playable_mode_keys(self) -> list[str]:
        """The modes of ``same_level_order`` that can be played, lowest first by default."""
        out = []
        if self.suit_mode:
            out += ["clubs", "diamonds", "hearts", "spades"]
        if self.sans_atout:
            out.append("sans_atout")
        if self.tout_atout:
            out.append("tout_atout")
        return out

    def _mode_label(self, key: str) -> str:
        return {
            "clubs": self.tr.pgettext("mode", "clubs"),
            "diamonds": self.tr.pgettext("mode", "diamonds"),
            "hearts": self.tr.pgettext("mode", "hearts"),
            "spades": self.tr.pgettext("mode", "spades"),
            "sans_atout": self.tr.pgettext("mode", "sans atout"),
            "tout_atout": self.tr.pgettext("mode", "tout atout"),
        }[key]

    # ------------------------------------------------------------------ the play

    def play(self) -> list[Statement]:
        """The play obligations, in the order of the numbered rules."""
        r = self.rule
        out: list[Statement] = []
        first = r("play.first_lead")
        text, stated = {
            "after_dealer": (
                self.tr._("The player after the dealer leads to the first trick."),
                "after_dealer",
            ),
            "dealer": (self.tr._("The dealer leads to the first trick."), "dealer"),
            "taker": (self.tr._("The taker leads to the first trick."), "taker"),
        }[first]
        out.append(
            self.st(
                "play.first_lead",
                ["play.first_lead"],
                text,
                states={"play.first_lead": stated},
            )
        )
        if not self.generale:
            self.off("no générale", "play.generale_lead")
        elif r("play.generale_lead") == "bidder":
            out.append(
                self.st(
                    "play.generale_lead",
                    ["play.generale_lead"],
                    self.tr._("When a générale is bid, the bidder leads to the first trick."),
                    states={"play.generale_lead": "bidder"},
                )
            )
        else:
            out.append(
                self.st(
                    "play.generale_lead",
                    ["play.generale_lead"],
                    self.tr._("When a générale is bid, the first lead follows the same rule."),
                    states={"play.generale_lead": "as_usual"},
                )
            )
        out.append(
            self.st(
                "play.next_lead",
                ["play.next_lead"],
                self.tr._(
                    "The trick goes to the highest trump played or, if there is none, to "
                    "the highest card of the suit led; whoever wins it leads to the next."
                ),
                states={"play.next_lead": "trick_winner"},
            )
        )
        out.append(
            self.st(
                "play.follow_suit",
                ["play.follow_suit"],
                self.tr._("You must follow suit: play a card of the suit led if you have one."),
                states={"play.follow_suit": "required"},
            )
        )
        if self.suit_mode:
            out.extend(self._trump_rules())
        else:
            self.off(
                "no suit contract",
                "play.trump_lead",
                "play.must_trump",
                "play.overtrump",
                "play.undertrump",
                "play.partner_master",
                "play.partner_master_undertrump",
            )
        if self.tout_atout:
            if r("play.tout_atout_climb") == "required":
                text = self.tr._(
                    "At tout atout you must always go higher: beat the card holding the "
                    "trick if you can."
                )
                stated = "required"
            else:
                text = self.tr._("At tout atout following suit is enough: you need not go higher.")
                stated = "none"
            out.append(
                self.st(
                    "play.tout_atout_climb",
                    ["play.tout_atout_climb"],
                    text,
                    states={"play.tout_atout_climb": stated},
                )
            )
        else:
            self.off("tout atout is not played", "play.tout_atout_climb")
        if r("play.illegal_card") == "deal_lost":
            pts = int(r("play.illegal_card_penalty.points"))
            add = bool(r("play.illegal_card_penalty.add_contract"))
            if add:
                text = self.tr._(
                    "A card that is not allowed is played all the same, but the deal stops at "
                    "once: the side at fault scores nothing, the other side scores {points} "
                    "points plus the contract's value.",
                    points=pts,
                )
                states: dict[str, Any] = {
                    "play.illegal_card": "deal_lost",
                    "play.illegal_card_penalty": (pts, True),
                }
            else:
                text = self.tr._(
                    "A card that is not allowed is played all the same, but the deal stops at "
                    "once: the side at fault scores nothing, the other side scores {points} "
                    "points.",
                    points=pts,
                )
                states = {
                    "play.illegal_card": "deal_lost",
                    "play.illegal_card_penalty": (pts, False),
                }
            paths = ["play.illegal_card", "play.illegal_card_penalty"]
        else:
            self.off("an illegal card is refused", "play.illegal_card_penalty")
            text = self.tr._("A card that is not allowed is refused: you must play another one.")
            paths = ["play.illegal_card"]
            states = {"play.illegal_card": "refused"}
        out.append(self.st("play.illegal_card", paths, text, states=states))
        return out

    def _trump_rules(self) -> list[Statement]:
        r = self.rule
        out: list[Statement] = []
        lead = r("play.trump_lead")
        text, stated = {
            "must_overtrump": (
                self.tr._(
                    "When trump is led you must play a trump and go higher: beat every "
                    "trump already played if you can, even your partner's."
                ),
                "must_overtrump",
            ),
            "overtrump_unless_partner_master": (
                self.tr._(
                    "When trump is led you must play a trump and go higher if you can, "
                    "unless your partner holds the trick: then any trump will do."
                ),
                "overtrump_unless_partner_master",
            ),
            "any_trump": (
                self.tr._("When trump is led any trump will do: you need not go higher."),
                "any_trump",
            ),
        }[lead]
        out.append(
            self.st(
                "play.trump_lead", ["play.trump_lead"], text, states={"play.trump_lead": stated}
            )
        )
        must = r("play.must_trump")
        text, stated = {
            "unless_partner_master": (
                self.tr._(
                    "If you cannot follow suit and your partner does not hold the trick, "
                    "you must trump."
                ),
                "unless_partner_master",
            ),
            "always": (
                self.tr._(
                    "If you cannot follow suit you must trump, even when your partner holds "
                    "the trick."
                ),
                "always",
            ),
            "never": (
                self.tr._("If you cannot follow suit you never have to trump: you may discard."),
                "never",
            ),
        }[must]
        out.append(
            self.st(
                "play.must_trump", ["play.must_trump"], text, states={"play.must_trump": stated}
            )
        )
        if must == "never":
            self.off("trumping is never compulsory", "play.undertrump")
            if r("play.overtrump") == "required":
                text = self.tr._(
                    "If an opponent has already trumped and you trump too, you must "
                    "overtrump if you can: holding a higher trump, you play it or another "
                    "suit, never a lower trump."
                )
                stated = "required"
            else:
                text = self.tr._(
                    "If an opponent has already trumped you may trump with any trump, even "
                    "a lower one."
                )
                stated = "optional"
            out.append(
                self.st(
                    "play.overtrump", ["play.overtrump"], text, states={"play.overtrump": stated}
                )
            )
        else:
            if r("play.overtrump") == "required":
                text = self.tr._(
                    "If an opponent has already trumped you must overtrump: play a higher "
                    "trump if you can."
                )
                stated = "required"
            else:
                text = self.tr._(
                    "If an opponent has already trumped you may trump with any trump, even "
                    "a lower one."
                )
                stated = "optional"
            out.append(
                self.st(
                    "play.overtrump", ["play.overtrump"], text, states={"play.overtrump": stated}
                )
            )
            text, stated = {
                "required": (
                    self.tr._(
                        "If you cannot overtrump an opponent you must still play a lower trump "
                        "(undertrump)."
                    ),
                    "required",
                ),
                "waived": (
                    self.tr._(
                        "If you cannot overtrump an opponent you no longer have to trump: no "
                        "undertrumping is required, you may play any card."
                    ),
                    "waived",
                ),
                "forbidden": (
                    self.tr._(
                        "If you cannot overtrump an opponent you may not undertrump: discard "
                        "from another suit; play a lower trump only if you hold nothing but "
                        "trumps."
                    ),
                    "forbidden",
                ),
            }[r("play.undertrump")]
            out.append(
                self.st(
                    "play.undertrump", ["play.undertrump"], text, states={"play.undertrump": stated}
                )
            )
        if must == "always":
            self.off("you must trump even when your partner holds the trick", "play.partner_master")
            text, stated = {
                "allowed": (
                    self.tr._(
                        "If your partner holds the trick with a trump you still trump, and you "
                        "may trump lower than them."
                    ),
                    "allowed",
                ),
                # never lower than the partner, even where trumping is compulsory: unable to
                # beat the partner's trump, one discards (issue 26: the sentence said « higher
                # than them if you can », which lets a lower trump be played)
                "forbidden": (
                    self.tr._(
                        "If your partner holds the trick with a trump you still trump, higher "
                        "than them if you can, but never lower: unable to beat them, you "
                        "discard."
                    ),
                    "forbidden",
                ),
                "forbidden_unless_only_trumps": (
                    self.tr._(
                        "If your partner holds the trick with a trump you still trump, higher "
                        "than them if you can, but never lower: unable to beat them, you "
                        "discard; holding nothing but trumps, you may play any of them."
                    ),
                    "forbidden_unless_only_trumps",
                ),
                "overtrump_if_able": (
                    self.tr._(
                        "If your partner holds the trick with a trump you still trump, higher "
                        "than them if you can."
                    ),
                    "overtrump_if_able",
                ),
                "only_trumps_must_overtrump": (
                    self.tr._(
                        "If your partner holds the trick with a trump you still trump, with "
                        "any trump; holding nothing but trumps, you must trump higher than "
                        "them if you can."
                    ),
                    "only_trumps_must_overtrump",
                ),
            }[r("play.partner_master_undertrump")]
            out.append(
                self.st(
                    "play.partner_master_undertrump",
                    ["play.partner_master_undertrump"],
                    text,
                    states={"play.partner_master_undertrump": stated},
                )
            )
            return out
        out.append(
            self.st(
                "play.partner_master",
                ["play.partner_master"],
                self.tr._(
                    "If your partner holds the trick and you cannot follow suit, you may "
                    "play any card: trump or discard."
                ),
                states={"play.partner_master": "free"},
            )
        )
        text, stated = {
            "allowed": (
                self.tr._(
                    "If your partner holds the trick with a trump, you may even trump lower "
                    "than them."
                ),
                "allowed",
            ),
            "forbidden": (
                self.tr._(
                    "If your partner holds the trick with a trump, you may not trump lower "
                    "than them: discard, or trump higher."
                ),
                "forbidden",
            ),
            "forbidden_unless_only_trumps": (
                self.tr._(
                    "If your partner holds the trick with a trump, you may not trump lower "
                    "than them: discard, or trump higher; holding nothing but trumps, you "
                    "may play any of them."
                ),
                "forbidden_unless_only_trumps",
            ),
            "overtrump_if_able": (
                self.tr._(
                    "If your partner holds the trick with a trump you may play any card, "
                    "but a trump must beat theirs if you hold a higher one."
                ),
                "overtrump_if_able",
            ),
            "only_trumps_must_overtrump": (
                self.tr._(
                    "If your partner holds the trick with a trump you remain free, unless "
                    "you hold nothing but trumps: you must then trump higher than them if "
                    "you can."
                ),
                "only_trumps_must_overtrump",
            ),
        }[r("play.partner_master_undertrump")]
        out.append(
            self.st(
                "play.partner_master_undertrump",
                ["play.partner_master_undertrump"],
                text,
                states={"play.partner_master_undertrump": stated},
            )
        )
        return out

    # ------------------------------------------------------------------ annonces

    def annonces_disabled(self) -> Statement:
        """The statement of a variant played without annonces."""
        for path in leaves_under("annonces"):
            if path != "annonces.enabled":
                self.off("no annonces", path)
        return self.st(
            "annonces.enabled",
            ["annonces.enabled"],
            self.tr._("There are no annonces: no sequences, no carrés. Belote still counts.")
            if self.rule("belote.enabled")
            else self.tr._("There are no annonces: no sequences, no carrés."),
            states={"annonces.enabled": False},
        )

    def annonces_intro(self) -> list[Statement]:
        """What annonces are, who scores them, in which modes, when they are declared."""
        r = self.rule
        out = [
            self.st(
                "annonces.enabled",
                ["annonces.enabled"],
                self.tr._(
                    "When playing their first card, each player declares the combinations "
                    "they hold: sequences and carrés. Only the team holding the best "
                    "annonce scores; it then scores all its annonces, its partner's "
                    "included."
                ),
                states={"annonces.enabled": True},
            )
        ]
        modes = [
            ("suit", self.suit_mode, self.tr._("in suit contracts")),
            ("sans_atout", self.sans_atout, self.tr._("at sans atout")),
            ("tout_atout", self.tout_atout, self.tr._("at tout atout")),
        ]
        made = [(key, name) for key, on, name in modes if on and r(f"annonces.in_modes.{key}")]
        not_made = [
            (key, name) for key, on, name in modes if on and not r(f"annonces.in_modes.{key}")
        ]
        yes = [name for _key, name in made]
        no = [name for _key, name in not_made]
        for key, on, _name in modes:
            if not on:
                self.off("contract mode not played", f"annonces.in_modes.{key}")
        states: dict[str, Any] = {}
        if yes and no:
            nor = self.tr._("nor")
            text = self.tr._(
                "Annonces are made {modes}, but not {other_modes}.",
                modes=join_words(yes, self.lang),
                other_modes=join_words(no, self.lang, last=nor),
            )
            states.update({f"annonces.in_modes.{key}": True for key, _name in made})
            states.update({f"annonces.in_modes.{key}": False for key, _name in not_made})
        elif yes:
            text = self.tr._("Annonces are made {modes}.", modes=join_words(yes, self.lang))
            states.update({f"annonces.in_modes.{key}": True for key, _name in made})
        else:
            text = self.tr._("No contract is played with annonces.")
            states.update({f"annonces.in_modes.{key}": False for key, _name in not_made})
        out.append(
            self.st(
                "annonces.in_modes",
                [f"annonces.in_modes.{k}" for k, on, _n in modes if on],
                text,
                states=states,
            )
        )
        return out

    def sequences(self) -> Statement:
        """The sequence table's statement."""
        return self.st(
            "annonces.sequences",
            ["annonces.sequences"],
            self.tr._("A sequence is made of consecutive cards of one suit:"),
            # the table below the sentence: (name, length, points), shortest first
            states={"annonces.sequences": tuple(self.sequence_kinds())},
        )

    def sequence_kinds(self) -> list[tuple[str, int, int]]:
        """(name, length, points) of the sequences, shortest first."""
        seqs = self.rule("annonces.sequences")
        return sorted(
            ((name, int(s["length"]), int(s["points"])) for name, s in seqs.items()),
            key=lambda k: k[1],
        )

    def long_sequences(self) -> Statement:
        """Runs longer than the longest kind."""
        kinds = self.sequence_kinds()
        name, longest, _pts = kinds[-1]
        label = name
        if longest >= 8:
            return self.st(
                "annonces.long_sequences",
                ["annonces.long_sequences"],
                self.tr._(
                    "No run is longer than {longest} cards: it counts as {sequence}.",
                    longest=longest,
                    sequence=sequence_article(label, self.lang),
                ),
                # what a run of eight makes
                states={"annonces.long_sequences": (label,)},
            )
        if self.rule("annonces.long_sequences") == "single":
            if label == "tierce":
                # TRANSLATORS: a sequence annonce (a tierce, feminine) counted only once
                single = self.tr.pgettext(
                    "single sequence, feminine", "a single {name}", name=label
                )
            else:
                # TRANSLATORS: a sequence annonce (« un cinquante ») counted only once
                single = self.tr.pgettext("single sequence", "a single {name}", name=label)
            text = self.tr._(
                "A run longer than {count} cards counts as {single}.",
                count=number(longest, self.lang),
                single=single,
            )
            eight: tuple[str, ...] = (label,)
        else:
            eight = tuple(self._split(8, kinds))
            text = self.tr._(
                "A run longer than {count} cards is split into several "
                "annonces, from the top: a run of eight makes {parts}.",
                count=number(longest, self.lang),
                parts=join_words([sequence_article(n, self.lang) for n in eight], self.lang),
            )

        return self.st(
            "annonces.long_sequences",
            ["annonces.long_sequences"],
            text,
            states={"annonces.long_sequences": eight},
        )

    def _split(self, length: int, kinds: Sequence[tuple[str, int, int]]) -> list[str]:
        """The names of the annonces a run of ``length`` is split into, from the top."""
        out: list[str] = []
        while length >= kinds[0][1]:
            name, size, _pts = max((k for k in kinds if k[1] <= length), key=lambda k: k[1])
            out.append(name)
            length -= size
        return out

    @property
    def carres_sans_atout(self) -> bool:
        """Whether the sans-atout carré values apply (sans atout played, with annonces)."""
        return self.sans_atout and bool(self.rule("annonces.in_modes.sans_atout"))

    def carres(self) -> Statement:
        """The carré table's statement (with the sans-atout values when they apply)."""
        paths = ["annonces.carres"]
        # the table below the sentence: each rank's carré points (and at sans atout)
        states: dict[str, Any] = {
            "annonces.carres": tuple(sorted(dict(self.rule("annonces.carres")).items()))
        }
        if self.carres_sans_atout:
            paths.append("annonces.carres_sans_atout")
            states["annonces.carres_sans_atout"] = tuple(
                sorted(dict(self.rule("annonces.carres_sans_atout")).items())
            )
        else:
            self.off("no annonces at sans atout", "annonces.carres_sans_atout")
        return self.st(
            "annonces.carres",
            paths,
            self.tr._("A carré is the four cards of one rank. It is worth:"),
            states=states,
        )

    def annonce_rules(self) -> list[Statement]:
        """Card reuse, tie-breaks, cancelling carrés, showing."""
        r = self.rule
        out: list[Statement] = []
        if r("annonces.card_reuse") == "carre_and_sequence":
            text = self.tr._("The same card may count in both a carré and a sequence.")
            reuse = "carre_and_sequence"
        else:
            text = self.tr._(
                "A card counts in one annonce only (belote aside): each player "
                "declares the combination worth the most."
            )
            reuse = "none"
        out.append(
            self.st(
                "annonces.card_reuse",
                ["annonces.card_reuse"],
                text,
                states={"annonces.card_reuse": reuse},
            )
        )
        criteria = {
            "carre_over_sequence": (self.tr._("a carré beats a sequence"), "carre_over_sequence"),
            "longer": (self.tr._("the longer sequence wins"), "longer"),
            "higher": (self.tr._("the combination reaching the higher card wins"), "higher"),
            "trump": (self.tr._("the one in trump wins"), "trump"),
        }
        chosen = [criteria[c] for c in r("annonces.tie_break")]
        order = [words for words, _key in chosen]
        tie_break = {"annonces.tie_break": tuple(key for _words, key in chosen)}
        if not order:
            text = self.tr._(
                "If the two teams' best annonces are worth the same points, nothing separates them."
            )
        else:
            steps = [
                # TRANSLATORS: the first criterion separating tied annonces
                self.tr.pgettext("tie-break", "first {criterion}", criterion=c)
                if i == 0
                # TRANSLATORS: a later criterion separating tied annonces
                else self.tr.pgettext("tie-break", "then {criterion}", criterion=c)
                for i, c in enumerate(order)
            ]
            separator = self.tr.pgettext("separator", "; ")
            text = self.tr._(
                "If the two teams' best annonces are worth the same points, they are separated "
                "in this order: {steps}.",
                steps=separator.join(steps),
            )
        out.append(self.st("annonces.tie_break", ["annonces.tie_break"], text, states=tie_break))
        out.extend(self._carre_order("higher" in r("annonces.tie_break")))
        if r("annonces.still_tied") == "first_declared":
            still = self.tr._(
                "If they are still tied, the one announced first, in the order of play "
                "of the first trick, wins."
            )
            tied = "first_declared"
        else:
            still = self.tr._("If they are still tied, neither team scores any annonce.")
            tied = "nobody_scores"
        out.append(
            self.st(
                "annonces.still_tied",
                ["annonces.still_tied"],
                still,
                states={"annonces.still_tied": tied},
            )
        )
        ranks = list(r("annonces.cancelling_carres.ranks"))
        # the ranks whose carré cancels, as the words name them, and what it cancels
        cancels: dict[str, Any] = {"annonces.cancelling_carres.ranks": tuple(ranks)}
        if not ranks:
            text = self.tr._("No carré cancels anything.")
            self.off("no cancelling carré", "annonces.cancelling_carres.effect")
            paths = ["annonces.cancelling_carres.ranks"]
        else:
            names = join_words(
                [
                    # TRANSLATORS: a carré named in a list (« un carré de valets »)
                    self.tr.pgettext("a carré", "{carre}", carre=carre_name(k, self.lang))
                    for k in ranks
                ],
                self.lang,
                last=self.tr._("or"),
            )
            if r("annonces.cancelling_carres.effect") == "annonces":
                text = self.tr._(
                    "Holding {carres} cancels every annonce of the deal, the holder's "
                    "partner's included.",
                    carres=names,
                )
                cancels["annonces.cancelling_carres.effect"] = "annonces"
            else:
                text = self.tr._(
                    "Holding {carres} cancels the deal: the cards are dealt again.", carres=names
                )
                cancels["annonces.cancelling_carres.effect"] = "deal"
            text = _capitalized(text)
            paths = ["annonces.cancelling_carres"]
        out.append(self.st("annonces.cancelling_carres", paths, text, states=cancels))
        if r("annonces.declaring") == "optional":
            text = self.tr._(
                "A player need not declare every annonce: with their first card they may keep "
                "one of them to themselves and declare the others, or keep them all; what they "
                "keep does not count."
            )
            if ranks:
                text += " " + self.tr._(
                    "A carré that cancels may be kept too: it then cancels nothing."
                )
            declaring = "optional"
        else:
            text = self.tr._("Each player must declare every annonce in their hand.")
            declaring = "required"
        out.append(
            self.st(
                "annonces.declaring",
                ["annonces.declaring"],
                text,
                states={"annonces.declaring": declaring},
            )
        )
        # 000: declared « en posant sa première carte », shown « lorsque la première carte du
        # deuxième pli est jouée »; 003: shown « dès le début du deuxième pli (lorsque la
        # cinquième carte a été posée) même si ce n'est pas son tour »
        declared = {
            "first_card": self.tr._(
                "Each player declares their annonces as they play their first card"
            ),
        }[r("annonces.declare")]
        shown = {
            "second_trick": self.tr._(
                "as soon as the first card of the second trick has been played, the team with "
                "the best annonce shows its annonces, whoever's turn it is"
            ),
        }[r("annonces.show")]
        out.append(
            self.st(
                "annonces.show",
                ["annonces.declare", "annonces.show"],
                # TRANSLATORS: when annonces are declared, then when they are shown
                self.tr.pgettext(
                    "annonces declared, then shown",
                    "{declared}; {shown}.",
                    declared=declared,
                    shown=shown,
                ),
            )
        )
        if r("annonces.unshown") == "void":
            text = self.tr._("An annonce that is not shown does not count.")
            unshown = "void"
        else:
            text = self.tr._("An annonce declared but not shown is scored by the other team.")
            unshown = "opponents_score"
        out.append(
            self.st(
                "annonces.unshown",
                ["annonces.unshown"],
                text,
                states={"annonces.unshown": unshown},
            )
        )
        return out

    def _belote_on_failure(self) -> tuple[list[bool], list[bool]]:
        """For each way the contract can fail: whether the taker's team keeps its belote, and
        whether the defence scores the taker's."""
        failed = [x for x in situations(self.rule) if not x.made and not x.litige]
        kept = [x.taker.belote in ("own", "all") for x in failed]
        given = [x.defence.belote in ("opponents", "all") for x in failed]
        return kept, given

    def belote_imprenable(self) -> bool:
        """Whether the taker's team keeps its belote however the contract fails."""
        return all(self._belote_on_failure()[0])

    def _carre_order(self, used: bool) -> list[Statement]:
        """The strength of carrés of equal points (the ``higher`` tie-break)."""
        if not used:
            self.off("the tie-break does not compare heights", "annonces.carre_order")
            return []
        suit = list(self.rule("annonces.carre_order.suit"))
        out = []
        sa = self.carres_sans_atout
        if not self.suit_mode and not self.tout_atout:
            self.off("no suit or tout atout contract", "annonces.carre_order.suit")
        else:
            out.append(
                self.st(
                    "annonces.carre_order.suit",
                    ["annonces.carre_order.suit"],
                    self.tr._(
                        "Between two carrés of the same value the higher wins; in suit "
                        "contracts and at tout atout, strongest first: {ranks}.",
                        ranks=rank_row(suit, self.lang),
                    )
                    if self.tout_atout
                    else self.tr._(
                        "Between two carrés of the same value the higher wins; in suit "
                        "contracts, strongest first: {ranks}.",
                        ranks=rank_row(suit, self.lang),
                    ),
                    states={"annonces.carre_order.suit": tuple(suit)},
                )
            )
        if sa:
            order = list(self.rule("annonces.carre_order.sans_atout"))
            out.append(
                self.st(
                    "annonces.carre_order.sans_atout",
                    ["annonces.carre_order.sans_atout"],
                    self.tr._(
                        "At sans atout, carrés of the same value rank as follows, strongest "
                        "first: {ranks}.",
                        ranks=rank_row(order, self.lang),
                    ),
                    states={"annonces.carre_order.sans_atout": tuple(order)},
                )
            )
        else:
            self.off("no annonces at sans atout", "annonces.carre_order.sans_atout")
        return out

    # ------------------------------------------------------------------ belote

    def belote(self) -> list[Statement]:
        """Belote and rebelote."""
        r = self.rule
        if not r("belote.enabled"):
            for path in leaves_under("belote"):
                if path != "belote.enabled":
                    self.off("belote does not score", path)
            return [
                self.st(
                    "belote.enabled",
                    ["belote.enabled"],
                    self.tr._("Belote (king and queen of trump) does not score."),
                    states={"belote.enabled": False},
                )
            ]
        pts = int(r("belote.points"))
        if self.annonces_on:
            text = self.tr._(
                "The king and queen of trump in the same hand make a belote: the holder says "
                "« belote » playing the first and « rebelote » playing the second. It is worth "
                "{points} points. It is counted apart from the annonces and never compared "
                "with them.",
                points=pts,
            )
        else:
            text = self.tr._(
                "The king and queen of trump in the same hand make a belote: the holder says "
                "« belote » playing the first and « rebelote » playing the second. It is worth "
                "{points} points.",
                points=pts,
            )
        out = [
            self.st(
                "belote.points",
                ["belote.enabled", "belote.points"],
                text,
                states={"belote.enabled": True, "belote.points": pts},
            )
        ]
        text, call = {
            "automatic": (self.tr._("It is counted automatically, said or not."), "automatic"),
            "declared": (
                self.tr._("It must be said while playing the cards: forgotten, it does not count."),
                "declared",
            ),
            "optional": (
                self.tr._("The holder may say it or keep quiet; unsaid, it does not count."),
                "optional",
            ),
        }[r("belote.call")]
        out.append(self.st("belote.call", ["belote.call"], text, states={"belote.call": call}))
        if r("belote.call") == "automatic":
            self.off("belote counted automatically: nothing is said", "belote.rebelote")
        else:
            text, rebelote = {
                "required": (
                    self.tr._(
                        "« Rebelote » must be said too, with the second card: if either word "
                        "is missing, the belote does not count."
                    ),
                    "required",
                ),
                "optional": (
                    self.tr._(
                        "« Belote » said with the first card is enough: « rebelote » may be "
                        "left unsaid."
                    ),
                    "optional",
                ),
                "either": (
                    self.tr._(
                        "Either word is enough: « belote » with the first card, or "
                        "« rebelote » with the second."
                    ),
                    "either",
                ),
            }[r("belote.rebelote")]
            out.append(
                self.st(
                    "belote.rebelote",
                    ["belote.rebelote"],
                    text,
                    states={"belote.rebelote": rebelote},
                )
            )
        if r("belote.order") == "king_first":
            text = self.tr._("It counts only if the king is played before the queen.")
            order = "king_first"
        else:
            text = self.tr._("Either the king or the queen may be played first.")
            order = "any"
        out.append(self.st("belote.order", ["belote.order"], text, states={"belote.order": order}))
        kept, given = self._belote_on_failure()
        # what becomes of a failed taker's belote: kept by the taker's team, given to the
        # defence, lost, or depending on how the contract fails
        if all(kept):
            text = self.tr._(
                "It cannot be lost (« imprenable »): the taker's team keeps it even "
                "when its contract fails."
            )
            dedans = "kept"
        elif not any(kept) and all(given):
            text = self.tr._(
                "It can be lost: when the taker fails, the taker's belote goes to the defence."
            )
            dedans = "given"
        elif not any(kept) and not any(given):
            text = self.tr._("When the taker fails, the taker's belote is lost: nobody scores it.")
            dedans = "lost"
        else:
            text = self.tr._(
                "What becomes of the belote of a taker who fails depends on how the "
                "contract fails: the scoring says it case by case."
            )
            dedans = "depends"
        out.append(
            self.st(
                "belote.dedans",
                ["scoring.outcomes.dedans.taker.belote", "scoring.outcomes.dedans.defence.belote"],
                text,
                states={"belote.dedans": dedans},
            )
        )
        if self.tout_atout:
            if r("belote.tout_atout") == "every_suit":
                text = self.tr._("At tout atout every suit can make a belote: up to four per deal.")
                every = "every_suit"
            else:
                text = self.tr._("At tout atout there is no belote.")
                every = "none"
            out.append(
                self.st(
                    "belote.tout_atout",
                    ["belote.tout_atout"],
                    text,
                    states={"belote.tout_atout": every},
                )
            )
        else:
            self.off("tout atout is not played", "belote.tout_atout")
        if self.sans_atout:
            out.append(
                self.st(
                    "belote.sans_atout",
                    ["belote.sans_atout"],
                    self.tr._("At sans atout there is no belote."),
                    states={"belote.sans_atout": "none"},
                )
            )
        else:
            self.off("sans atout is not played", "belote.sans_atout")
        return out

    # ------------------------------------------------------------------ scoring

    @property
    def auction(self) -> bool:
        """Whether the contract is chosen by an auction (bids of points)."""
        return not self.prise

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
        """Whether a contract ever has a value in the score (a prise has none)."""
        return self.auction or self.capot_bid

    @property
    def belote_on(self) -> bool:
        """Whether belote scores."""
        return bool(self.rule("belote.enabled"))

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
        reach = self.auction and bool(r("scoring.contract.reach_bid"))
        minimum = int(r("scoring.contract.minimum"))
        beat = bool(r("scoring.contract.beat_defence"))
        margin = int(r("scoring.contract.margin")) if reach else 0
        if not self.auction:
            self.off("a prise has no bid of points to reach", "scoring.contract.reach_bid")
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
                    *(["scoring.contract.reach_bid"] if self.auction else []),
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
        kinds = [k for k, on in (("annonces", self.annonces_on), ("belote", self.belote_on)) if on]
        names = {
            "annonces": (
                self.tr._("its annonces"),
                self.tr._("annonces"),
            ),
            "belote": (self.tr._("its belote"), self.tr._("belote")),
        }

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
            text = self.tr._("its card points")
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
        if len(sides) == 2 and parts("taker") == parts("defence"):
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
        if self.auction:
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
            text = self.tr._(
                "Capot: the team that {sweep} counts every card, and the dix de der is "
                "then worth {bonus} instead of {der}: {value} points.",
                sweep=self.sweep(),
                bonus=bonus,
                der=der,
                value=value,
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
        if r("scoring.capot.by") == "points":
            out.append(
                self.st(
                    "scoring.capot.by",
                    ["scoring.capot.by"],
                    self.tr._(
                        "A capot is counted on points: a team that ends the deal without a "
                        "single card point is capot, even if it took a trick worth nothing "
                        "(other than the last)."
                    ),
                    states={"scoring.capot.by": "points"},
                )
            )
        else:
            out.append(
                self.st(
                    "scoring.capot.by",
                    ["scoring.capot.by"],
                    self.tr._("There is a capot when a team wins all eight tricks."),
                    states={"scoring.capot.by": "tricks"},
                )
            )
        if self.prise:
            if r("scoring.capot.announced.enabled"):
                text = self.tr._(
                    "Announced capot: after taking, before the first card, the taker may "
                    "announce that their team will win every trick."
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
        contract_on = self.auction or sit.bid is not None
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
        )

    def _outcome_paths(self, sit: Situation) -> list[str]:
        terms = ["base"]
        if self.contract_values:
            terms.append("contract")
        if self.annonces_on:
            terms.append("annonces")
        if self.belote_on:
            terms.append("belote")
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
            ctx,
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
        text = self.tr._(
            "{title}: the taker's team {taker}; the defence {defence}.",
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
        if held_belote:
            held.append(self.tr.pgettext("litige held", "belote"))
            states["scoring.litige.held_belote"] = True
        elif self.belote_on:
            states["scoring.litige.held_belote"] = False
        keep = self.belote_on and not held_belote
        total = self.deal_points(self.main_mode)
        if sit.contred:
            text = self.tr._(
                "{title}: the defence {defence}; the taker is dealt with as without a contre.",
                title=title,
                defence=defence,
            )
            states = {}
        else:
            half = total // 2
            needed = int(r("scoring.contract.minimum"))
            reach = self.auction and bool(r("scoring.contract.reach_bid"))
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
                self.tr._("When both teams have the same points, the contract fails."),
                states={"scoring.litige.enabled": False},
            )
        ]

    # -- rounding and scaling

    def _rounding(self) -> list[Statement]:
        r = self.rule
        method, half = r("scoring.rounding.method"), r("scoring.rounding.half")
        if method == "none":
            self.off("exact points", "scoring.rounding.half", "scoring.rounding.last_deal")
            return [
                self.st(
                    "scoring.rounding",
                    ["scoring.rounding.method"],
                    self.tr._("Points are counted exactly, without rounding."),
                    states={"scoring.rounding.method": "none"},
                )
            ]
        # The examples are the engine's rounding of the numbers shown.
        shown = (85, 84) if half == "up" else (85, 86)
        rounded = tuple((n, round_ten(n, str(half))) for n in shown)
        arrows = ", ".join(f"{n} → {ten}" for n, ten in rounded)
        # TRANSLATORS: how a score ending in 5 is rounded, inside a sentence
        if half == "up":
            where = self.tr.pgettext("rounding", "a 5 rounds up ({arrows})", arrows=arrows)
            states: dict[str, Any] = {"scoring.rounding.half": "up"}
        else:
            where = self.tr.pgettext("rounding", "5 rounds down and 6 up ({arrows})", arrows=arrows)
            states = {"scoring.rounding.half": "down"}
        states["scoring.rounding.examples"] = rounded
        if method == "each_team":
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
        out = [
            self.st(
                "scoring.rounding",
                ["scoring.rounding.method", "scoring.rounding.half"],
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

    # ------------------------------------------------------------------ end of the game

    def game_end(self) -> list[Statement]:
        """Target, reaching it, ties, capot, result."""
        r = self.rule
        target = int(r("game_end.target"))
        others = [int(c) for c in r("game_end.target_choices") if int(c) != target]
        if others:
            listed = join_words([str(o) for o in others], self.lang, last=self.tr._("or"))
            text = self.tr._(
                "The game is played to {target}; players may agree on {others} instead.",
                target=target,
                others=listed,
            )
        else:
            text = self.tr._("The game is played to {target}.", target=target)

        out = [
            self.st(
                "game_end.target",
                ["game_end.target", "game_end.target_choices"],
                text,
                states={"game_end.target": target, "game_end.target_choices": tuple(others)},
            )
        ]
        if r("game_end.reach") == "reach":
            text = self.tr._("It ends after the deal in which a team reaches or passes that total.")
            reach = "reach"
        else:
            text = self.tr._(
                "It ends after the deal in which a team passes that total; reaching it "
                "is not enough."
            )
            reach = "exceed"
        out.append(
            self.st("game_end.reach", ["game_end.reach"], text, states={"game_end.reach": reach})
        )
        if r("game_end.both_over") == "draw":
            self.off("both teams over the target is a draw", "game_end.tie")
            text = self.tr._("If both teams get there on the same deal, the game is drawn.")
            states: dict[str, Any] = {"game_end.both_over": "draw"}
        else:
            tie, stated = {
                "extra_deal": (
                    self.tr._("on an exact tie, one more deal is played"),
                    "extra_deal",
                ),
                "last_deal_winner": (
                    self.tr._(
                        "on an exact tie, the team that scored more on the last deal wins (if "
                        "they scored the same, one more deal is played)"
                    ),
                    "last_deal_winner",
                ),
                "draw": (self.tr._("on an exact tie, the game is drawn"), "draw"),
            }[r("game_end.tie")]
            text = self.tr._(
                "If both teams get there on the same deal, the higher score wins; {tie}.", tie=tie
            )
            states = {"game_end.both_over": "higher_wins", "game_end.tie": stated}
        out.append(
            self.st(
                "game_end.both_over",
                ["game_end.both_over", "game_end.tie"],
                text,
                states=states,
            )
        )
        out.append(self._no_win_through())
        if r("game_end.capot_loser_cannot_win"):
            text = self.tr._(
                "A team that has just been put capot cannot win the game on that deal."
            )
            capot = True
        else:
            text = self.tr._(
                "A team put capot may still win the game on that deal if its total is enough."
            )
            capot = False
        out.append(
            self.st(
                "game_end.capot_loser_cannot_win",
                ["game_end.capot_loser_cannot_win"],
                text,
                states={"game_end.capot_loser_cannot_win": capot},
            )
        )
        if r("game_end.result") == "winner":
            text = self.tr._("The result of the game is the winning team.")
            result = "winner"
        else:
            text = self.tr._(
                "In tournaments the result is the score difference, North–South minus "
                "East–West, which each player carries."
            )
            result = "difference"
        out.append(
            self.st(
                "game_end.result", ["game_end.result"], text, states={"game_end.result": result}
            )
        )
        return out

    def _no_win_through(self) -> Statement:
        r = self.rule
        kinds = [k for k, on in (("belote", self.belote_on), ("annonces", self.annonces_on)) if on]
        for k in ("belote", "annonces"):
            if k not in kinds:
                self.off(f"no {k}", f"game_end.no_win_through.{k}")
        if not kinds:
            self.off("no points kept from winning", "game_end.no_win_through.until")
            return self.st(
                "game_end.no_win_through",
                ["game_end.no_win_through.belote", "game_end.no_win_through.annonces"],
                self.tr._("Every point of a deal counts toward winning the game."),
            )
        # for each kind of points, the deals on which the words say it does not win the game
        states: dict[str, Any] = {}
        reach = r("game_end.reach") == "reach"
        where = {
            "dedans": self.tr._("on which its contract fails"),
            "capot_against": self.tr._("on which it is put capot"),
        }
        what = {
            "belote": self.tr._("its belote"),
            "annonces": self.tr._("its annonces"),
        }
        barred: dict[tuple[str, ...], list[str]] = {}
        free: list[str] = []
        for k in kinds:
            deals = tuple(r(f"game_end.no_win_through.{k}"))
            if deals:
                barred.setdefault(deals, []).append(k)
            else:
                free.append(k)
        sentences = []
        for deals, items in barred.items():
            listed = join_words([what[i] for i in items], self.lang)
            on = join_words([where[d] for d in deals], self.lang, last=self.tr._("or"))
            states.update({f"game_end.no_win_through.{i}": deals for i in items})
            if reach:
                sentence = self.tr._(
                    "On a deal {on}, a team wins the game only if its total, without "
                    "{listed} of that deal, still reaches the target.",
                    on=on,
                    listed=listed,
                )
            else:
                sentence = self.tr._(
                    "On a deal {on}, a team wins the game only if its total, without "
                    "{listed} of that deal, still passes the target.",
                    on=on,
                    listed=listed,
                )
            sentences.append(sentence)
        if free:
            listed = join_words(
                [
                    self.tr._("the belote") if k == "belote" else self.tr._("the annonces")
                    for k in free
                ],
                self.lang,
            )
            states.update({f"game_end.no_win_through.{k}": () for k in free})
            plural = len(free) > 1 or free[0] == "annonces"
            if plural:
                sentence = self.tr._(
                    "{listed} of a lost deal count toward winning the game like other points.",
                    listed=listed,
                )
            else:
                sentence = self.tr._(
                    "{listed} of a lost deal counts toward winning the game like other points.",
                    listed=listed,
                )
            sentences.append(_capitalized(sentence))
        paths = [f"game_end.no_win_through.{k}" for k in kinds]
        if not barred:
            self.off("no points kept from winning", "game_end.no_win_through.until")
        elif r("game_end.no_win_through.until") == "trick":
            sentences.append(
                self.tr._(
                    "A team kept from winning this way, like any team that begins a deal "
                    "with enough points to win, then wins only on a deal in which it takes "
                    "at least one trick."
                )
            )
            paths.append("game_end.no_win_through.until")
            states["game_end.no_win_through.until"] = "trick"
        else:
            sentences.append(
                self.tr._(
                    "A team kept from winning this way may win on the next deal, like any "
                    "other team."
                )
            )
            paths.append("game_end.no_win_through.until")
            states["game_end.no_win_through.until"] = "next_deal"

        return self.st("game_end.no_win_through", paths, " ".join(sentences), states=states)

    # ------------------------------------------------------------------ everything

    def all_statements(self) -> list[Statement]:
        """Every statement of the rulebook, in order (used for coverage and comparisons)."""
        out = [*self.table(), *self.plugins(), *self.deck()]
        out += [s for s, _role in self.card_tables()]
        seq = self.sequence_order()
        if seq is not None:
            out.append(seq)
        out += [*self.deal(), *self.bidding(), *self.play()]
        if self.annonces_on:
            out += [*self.annonces_intro(), self.sequences(), self.long_sequences()]
            out += [self.carres(), *self.annonce_rules()]
        else:
            out.append(self.annonces_disabled())
        out += [*self.belote(), *self.scoring(), *self.game_end()]
        return out


def _plain(value: Any) -> str:
    """A plugin parameter as written in YAML (``true``, ``[1, 2]``, ``{a: 1}``)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{k}: {_plain(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_plain(v) for v in value) + "]"
    return str(value)


def rank_row(order: Sequence[str], lang: Lang) -> str:
    """``A R D V 10 9 8 7``."""
    return " ".join(rank_label(r, lang) for r in order)
