"""The sentences of the table (players, partners, direction of play, plugins), the cards (the
pack, the dix de der, the card tables, the sequence order) and the deal (first dealer, cut,
distribution, shuffle, misdeals)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from ..engine.tables import SA, TA
from .text_base import RuleTextBase
from .text_statement import Statement, _capitalized, number
from .words import join_words

#: Ranks from the strongest to the weakest in their natural order (the usual sequence order).
NATURAL_ORDER: Final = ("ace", "king", "queen", "jack", "ten", "nine", "eight", "seven")

#: What a misdeal costs, as a sentence states it: the penalty, the points scored by the
#: dealer's opponents (None where nobody scores) and who is barred from the next bidding.
MisdealCost = tuple[str, int | None, str]


class CardsDealText(RuleTextBase):
    """The sentences of the table, the cards and the deal (a part of
    :class:`~belote_spec.rulebook.text.RuleText`)."""

    # ------------------------------------------------------------------ the table

    def table(self) -> list[Statement]:
        """Players, partners, direction of play."""
        players = int(self.rule("table.players"))
        if self.rule("table.partnership") == "none":
            text = self.tr._(
                "{count} players play each for himself: each has his own score line, named by "
                "his seat, and no one has a partner.",
                count=number(players, self.lang),
            )
        else:
            text = self.tr._(
                "{count} players in two teams of two; partners sit facing each other, "
                "North–South against East–West.",
                count=number(players, self.lang),
            )
        out = [
            self.st(
                "table.players",
                ["table.players", "table.partnership"],
                _capitalized(text),
                states={"table.players": players},
            )
        ]
        out += self._each_for_himself()
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

    def _each_for_himself(self) -> list[Statement]:
        """Each for himself: how the contract, the defence's points and the capot are counted
        on one line per player (no effect with two teams)."""
        paths = [
            "scoring.contract.defence",
            "scoring.defence_lines",
            "scoring.capot.players",
            "scoring.capot.share",
            "scoring.capot.dix_de_der_kept",
        ]
        if self.rule("table.partnership") != "none":
            self.off("two teams: one defence, and a capot is a team's", *paths)
            return []
        r = self.rule
        tr = self.tr
        parts = [
            tr._("To make his contract, the taker must score more than the defenders together.")
            if r("scoring.contract.defence") == "together"
            else tr._("To make his contract, the taker must score more than each defender."),
            tr._("Each defender scores the defence's points in full.")
            if r("scoring.defence_lines") == "each"
            else tr._(
                "The defence scores its points as one side: each defender keeps his own card "
                "points, annonces and belote, and the rest is shared equally between them."
            ),
            tr._("A player is capot when his whole side takes no trick.")
            if r("scoring.capot.players") == "side"
            else tr._("Every player who takes no trick is capot."),
            tr._("Each player who took a trick scores the capot's points in full.")
            if r("scoring.capot.share") == "whole"
            else tr._("The capot's points are shared equally by the players who took a trick."),
            tr._("In a deal with a capot, the capot's points replace the dix de der.")
            if r("scoring.capot.dix_de_der_kept") == "never"
            else tr._(
                "When only one player is capot, the last trick keeps its dix de der; otherwise "
                "the capot's points replace it."
            ),
        ]
        return [
            self.st(
                "scoring.defence_lines",
                paths,
                " ".join(parts),
            )
        ]

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
                )
                if cards == 32
                else self.tr._(
                    "The pack has {cards} cards: nine to ace in each of the four suits, ♠ "
                    "spades, ♥ hearts, ♦ diamonds and ♣ clubs (the sevens and eights are left "
                    "out).",
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
        paths = ["deal.patterns", "deal.first_receiver", "deal.turned_card"]
        if r("deal.turned_card"):
            text += " " + self.tr._(
                "They then turn the next card of the pack face up: the turned card, "
                "which proposes the trump suit."
            )
            states["deal.turned_card"] = True
            if r("deal.turned_card_to") == "taker":
                self.off(
                    "the taker receives the turned card (stated with the completion)",
                    "deal.turned_card_to",
                )
            else:
                text += " " + self.tr._(
                    "Nobody receives it: it stays face up on the table, out of play."
                )
                paths.append("deal.turned_card_to")
        else:
            text += " " + self.tr._("No card is turned up.")
            states["deal.turned_card"] = False
            self.off("no card is turned up", "deal.turned_card_to")
        if r("deal.bergere"):
            text += " " + self.tr._(
                "After the completion, the last card of the cards nobody receives (the talon) "
                "is turned face up for everyone to see: the bergère; it takes no part in play."
            )
            paths.append("deal.bergere")
        else:
            self.off("no card of the talon is shown", "deal.bergere")
        if r("deal.seven_exchange") == "automatic":
            text += " " + self.tr._(
                "When trump is the suit of the turned card, the player who holds the seven of "
                "trumps exchanges it for the turned card before the first lead; the seven then "
                "stays out of play."
            )
            paths.append("deal.seven_exchange")
        else:
            self.off("no exchange of the seven of trumps", "deal.seven_exchange")
        return self.st(
            "deal.patterns",
            paths,
            text,
            states=states,
        )


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
