"""The sentences of a rulebook, generated from the rule values of a variant.

:class:`RuleText` turns each rule into one or more :class:`Statement` — a sentence in French
or English, and the rule paths it states, so that the renderer can cite their sources. No
sentence is copied from the source documents: each is written here, and chosen by the value
of the rule (``play.undertrump: waived`` gives « on ne pisse pas »…).

A rule can also be *inactive*: it exists in every variant (the schema requires it) but has no
effect in this one, such as the auction rules of a variant played with the prise. The
generator records those with the reason, so that a test can check that every rule path of the
schema is either stated or deliberately left out.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final

from ..cards import Card
from ..engine.scoring import DealScore, make_variant_scorer, round_ten
from ..engine.tables import SA, TA, CardTables, build_card_tables
from ..schema import rule_paths
from .terms import PhraseContext, Situation, multiplied_terms, side_phrase, situations
from .words import (
    Lang,
    card_label,
    carre_name,
    count_label,
    join_words,
    rank_label,
    tr,
)

__all__ = ["Em", "Inline", "RuleText", "Statement", "leaves_under"]

#: Ranks from the strongest to the weakest in their natural order (the usual sequence order).
NATURAL_ORDER: Final = ("ace", "king", "queen", "jack", "ten", "nine", "eight", "seven")


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

    @property
    def text(self) -> str:
        """The plain text (cards written ``V♥``)."""
        return "".join(
            p if isinstance(p, str) else p.text if isinstance(p, Em) else card_label(p, "fr")
            for p in self.parts
        )


def leaves_under(path: str) -> list[str]:
    """The leaf rule paths at or under ``path``."""
    return [p for p in rule_paths() if p == path or p.startswith(path + ".")]


_ORDINALS_FR: Final = ("Premier", "Deuxième", "Troisième", "Quatrième")
_NUMBERS_FR: Final = ("zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit")
_NUMBERS_EN: Final = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight")


def number(n: int, lang: Lang) -> str:
    """Small numbers in words (``quatre`` / ``four``), others in digits."""
    if 0 <= n < len(_NUMBERS_FR):
        return _NUMBERS_FR[n] if lang == "fr" else _NUMBERS_EN[n]
    return str(n)


def sequence_article(name: str, lang: Lang) -> str:
    """``une tierce``, ``un cinquante``, ``un cent`` / ``a tierce``."""
    if lang == "en":
        return f"a {name}"
    return f"{'une' if name == 'tierce' else 'un'} {name}"


_ORDINALS_EN: Final = ("First", "Second", "Third", "Fourth")


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
        self.tables = tables or build_card_tables(rule("cards"), int(rule("deck.dix_de_der")))
        self.coverage = Coverage()
        self._scorer = scorer

    # ------------------------------------------------------------------ helpers

    def t(self, fr: str, en: str) -> str:
        """The text in the rulebook's language."""
        return tr(self.lang, fr, en)

    def st(
        self, key: str, paths: Sequence[str], *parts: Inline, claim: Situation | None = None
    ) -> Statement:
        """A statement; its paths count as stated."""
        self.coverage.stated.update(paths)
        return Statement(key, tuple(parts), tuple(paths), claim)

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
        return self.t(
            "à sa droite" if right else "à sa gauche",
            "on their right" if right else "on their left",
        )

    def deck_total(self, mode: int) -> int:
        """Card points of the whole pack in ``mode``, without the dix de der."""
        return int(self.tables.deck_points[mode])

    def playable_modes(self) -> list[str]:
        """The names of the playable contract modes (``à la couleur``, ``à sans atout``…)."""
        out = []
        if self.suit_mode:
            out.append(self.t("à la couleur", "in a suit contract"))
        if self.sans_atout:
            out.append(self.t("à sans atout", "at sans atout"))
        if self.tout_atout:
            out.append(self.t("à tout atout", "at tout atout"))
        return out

    # ------------------------------------------------------------------ the table

    def table(self) -> list[Statement]:
        """Players, partners, direction of play."""
        players = int(self.rule("table.players"))
        out = [
            self.st(
                "table.players",
                ["table.players", "table.partnership"],
                self.t(
                    f"On joue à {number(players, 'fr')}, en deux équipes de deux : les "
                    "partenaires sont assis face à face, Nord–Sud contre Est–Ouest.",
                    f"{number(players, 'en').capitalize()} players in two teams of two; partners "
                    "sit facing each other, "
                    "North–South against East–West.",
                ),
            )
        ]
        if self.counter_clockwise:
            text = self.t(
                "La donne, la parole et le jeu tournent dans le sens inverse des aiguilles "
                "d'une montre : le joueur suivant est celui de droite.",
                "Dealing, bidding and play go counter-clockwise: the next player is the one "
                "on your right.",
            )
        else:
            text = self.t(
                "La donne, la parole et le jeu tournent dans le sens des aiguilles d'une "
                "montre : le joueur suivant est celui de gauche.",
                "Dealing, bidding and play go clockwise: the next player is the one on your left.",
            )
        out.append(self.st("table.rotation", ["table.rotation"], text))
        return out

    def plugins(self) -> list[Statement]:
        """Third-party rule plugins, with their parameters."""
        entries = list(self.rule("plugins"))
        if not entries:
            text = self.t(
                "Aucun plugin de règle n'est activé : le jeu suit exactement les règles "
                "décrites ici.",
                "No rule plugin is enabled: the game follows exactly the rules described here.",
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
                label += self.t(f" (paramètres : {shown})", f" (parameters: {shown})")
            named.append(label)
        listed = join_words(named, self.lang)
        one = len(named) == 1
        text = self.t(
            (
                "Cette variante active le plugin de règle "
                if one
                else "Cette variante active les plugins de règle "
            )
            + f"{listed} : "
            + ("il peut" if one else "ils peuvent")
            + " remplacer ou modifier des règles décrites ici ; les exemples calculés en "
            "tiennent compte.",
            (
                "This variant enables the rule plugin "
                if one
                else "This variant enables the rule plugins "
            )
            + f"{listed}: "
            + ("it may" if one else "they may")
            + " replace or change rules described here; the computed examples take "
            + ("it" if one else "them")
            + " into account.",
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
                self.t(
                    f"Le jeu compte {cards} cartes : du 7 à l'as dans chacune des quatre "
                    "couleurs, ♠ pique, ♥ cœur, ♦ carreau et ♣ trèfle.",
                    f"The pack has {cards} cards: seven to ace in each of the four suits, "
                    "♠ spades, ♥ hearts, ♦ diamonds and ♣ clubs.",
                ),
            )
        ]
        der = int(self.rule("deck.dix_de_der"))
        if der:
            text = self.t(
                f"Le dernier pli rapporte {der} points de plus à l'équipe qui le remporte : "
                "c'est le « dix de der ».",
                f"The last trick is worth {der} extra points to the team that wins it: the "
                "« dix de der ».",
            )
        else:
            text = self.t(
                "Le dernier pli ne rapporte rien de plus que ses cartes.",
                "The last trick is worth no more than its cards.",
            )
        out.append(self.st("deck.dix_de_der", ["deck.dix_de_der"], text))
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
                        self.t(
                            "Dans un contrat à la couleur, les cartes de la couleur d'atout se "
                            "rangent et comptent ainsi, de la plus forte à la plus faible :",
                            "In a suit contract, the cards of the trump suit rank and score as "
                            "follows, strongest first:",
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
                        self.t(
                            "Les trois autres couleurs se rangent et comptent ainsi. En tout, "
                            f"le paquet vaut {total} points, soit {total + der} avec le dix "
                            "de der.",
                            "The three other suits rank and score as follows. The whole pack "
                            f"is worth {total} points, {total + der} with the dix de der.",
                        ),
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
                        self.t(
                            "À sans atout, aucune couleur n'est atout : chacune se range et "
                            f"compte ainsi. Le paquet vaut {total} points, {total + der} avec "
                            "le dix de der.",
                            "At sans atout no suit is trump: each ranks and scores as follows. "
                            f"The pack is worth {total} points, {total + der} with the dix de "
                            "der.",
                        ),
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
                        self.t(
                            "À tout atout, chaque couleur se range et compte ainsi. Le paquet "
                            f"vaut alors {total} points, {total + der} avec le dix de der "
                            "(voir le décompte pour le retour à l'échelle habituelle).",
                            "At tout atout every suit ranks and scores as follows. The pack is "
                            f"then worth {total} points, {total + der} with the dix de der "
                            "(see the scoring for how this is scaled back).",
                        ),
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
        natural = tuple(self.rule("cards.sequence_order")) == NATURAL_ORDER
        return self.st(
            "cards.sequence_order",
            ["cards.sequence_order"],
            self.t(
                "Pour les suites des annonces, les cartes se suivent dans cet ordre, de la plus "
                "haute à la plus basse"
                + (
                    " (l'ordre naturel, le même dans toutes les couleurs et quel que soit "
                    "l'atout) :"
                    if natural
                    else ", dans toutes les couleurs :"
                ),
                "For annonce sequences the cards follow this order, highest first"
                + (
                    " (the natural order, the same in every suit whatever the trump):"
                    if natural
                    else ", in every suit:"
                ),
            ),
        )

    # ------------------------------------------------------------------ the deal

    def deal(self) -> list[Statement]:
        """First dealer, cut, distribution, turned card, completion, next dealer, shuffle,
        misdeal."""
        r = self.rule
        out: list[Statement] = []
        if r("deal.first_dealer") == "random":
            text = self.t(
                "Le premier donneur est tiré au sort.", "The first dealer is drawn at random."
            )
        else:
            text = self.t(
                "Pour désigner le premier donneur, chacun tire une carte : la plus basse donne ; "
                "en cas d'égalité, les joueurs à égalité tirent à nouveau.",
                "To choose the first dealer each player draws a card: the lowest deals; players "
                "tied for lowest draw again.",
            )
        out.append(self.st("deal.first_dealer", ["deal.first_dealer"], text))

        by, packet = r("deal.cut.by"), int(r("deal.cut.min_packet"))
        if by == "none":
            text = self.t("On ne coupe pas avant de donner.", "The pack is not cut.")
        else:
            after = by == "after_dealer"
            who = self.t(
                f"le joueur {'qui suit' if after else 'qui précède'} le donneur "
                f"({self.side(after)})",
                f"the player {'after' if after else 'before'} the dealer ({self.side(after)})",
            )
            text = self.t(
                f"Avant chaque donne, {who} coupe le paquet ; chaque paquet doit compter au "
                f"moins {count_label(packet, 'fr', 'carte', '')}.",
                f"Before each deal, {who} cuts the pack, leaving at least "
                f"{count_label(packet, 'en', '', 'card')} in each packet.",
            )
        out.append(self.st("deal.cut", ["deal.cut"], text))
        out.append(self._distribution())

        first_round = min(sum(int(n) for n in p.split("-")) for p in r("deal.patterns"))
        if first_round < 8:
            taker, others = int(r("deal.completion.taker")), int(r("deal.completion.others"))
            turned = bool(r("deal.turned_card"))
            text = self.t(
                "Dès qu'un joueur a pris, on finit la donne : le preneur reçoit "
                + ("la retourne et " if turned else "")
                + f"{count_label(taker, 'fr', 'carte', '')} de plus, et chacun des autres en "
                f"reçoit {others}.",
                "As soon as someone takes, the deal is completed: the taker gets "
                + ("the turned card and " if turned else "")
                + f"{count_label(taker, 'en', '', 'card')} more, each other player "
                f"{count_label(others, 'en', '', 'card')}.",
            )
            out.append(self.st("deal.completion", ["deal.completion"], text))
        else:
            self.off("all eight cards are dealt at once", "deal.completion")

        nxt = r("deal.next_dealer")
        if nxt == "same":
            text = self.t(
                "Le même joueur donne à chaque donne.", "The same player deals every deal."
            )
        else:
            after = nxt == "after_dealer"
            text = self.t(
                f"À la donne suivante, c'est le joueur {'qui suit' if after else 'qui précède'} "
                f"le donneur ({self.side(after)}) qui donne.",
                f"The next deal is dealt by the player {'after' if after else 'before'} the "
                f"dealer ({self.side(after)}).",
            )
        out.append(self.st("deal.next_dealer", ["deal.next_dealer"], text))

        out.append(self._shuffle())
        out.extend(self._misdeal())
        return out

    def _shuffle(self) -> Statement:
        r = self.rule
        between = r("deal.shuffle.between_deals")
        after_passed = r("deal.shuffle.after_passed_deals")
        if r("deal.shuffle.first") == "each_team":
            text = self.t(
                "Avant la première donne, un joueur de chaque équipe bat les cartes à son tour.",
                "Before the first deal, a player of each team shuffles the cards in turn.",
            )
        else:
            text = self.t(
                "Avant la première donne, le donneur bat les cartes.",
                "Before the first deal, the dealer shuffles the cards.",
            )
        if between == "always":
            text += " " + self.t(
                "Ensuite, les cartes sont battues avant chaque donne.",
                "After that, the cards are shuffled before every deal.",
            )
            self.off("the cards are shuffled before every deal", "deal.shuffle.after_passed_deals")
            return self.st("deal.shuffle", ["deal.shuffle"], text)
        text += (
            " "
            + {
                "never": self.t(
                    "Entre deux donnes, on ne bat plus les cartes : on les ramasse pli par pli, "
                    "puis on coupe.",
                    "Between deals the cards are not shuffled again: they are gathered trick by "
                    "trick, then cut.",
                ),
                "by_agreement": self.t(
                    "Entre deux donnes, on ne bat les cartes que si les deux équipes sont "
                    "d'accord ; sinon on les ramasse et on coupe.",
                    "Between deals the cards are shuffled only if both teams agree; otherwise "
                    "they are gathered and cut.",
                ),
                "dealer_choice": self.t(
                    "Avant chaque donne suivante, le donneur choisit de battre les cartes ou de "
                    "les ramasser seulement, puis on coupe.",
                    "Before each later deal the dealer chooses to shuffle the cards or only to "
                    "gather them, then the pack is cut.",
                ),
            }[between]
        )
        if between == "dealer_choice":
            self.off("the dealer chooses before every deal", "deal.shuffle.after_passed_deals")
        elif after_passed is not None:
            n = int(after_passed)
            text += " " + self.t(
                f"Après {count_label(n, 'fr', 'donne', '')} de suite sans preneur, on les bat "
                "d'office.",
                f"After {count_label(n, 'en', '', 'deal')} in a row without a taker, they are "
                "always shuffled.",
            )
        return self.st("deal.shuffle", ["deal.shuffle"], text)

    def _misdeal_cost(self, penalty: str, points: int, barred: str) -> tuple[str, str]:
        """What one misdeal costs, in French and English (without a capital letter)."""
        if penalty == "redeal":
            fr = "le même donneur redonne, sans pénalité"
            en = "the same dealer deals again, without penalty"
        else:
            fr = (
                f"les adversaires du donneur marquent {points} points et la donne passe au "
                "joueur suivant"
            )
            en = f"the dealer's opponents score {points} points and the deal passes on"
        if barred == "dealer":
            fr += ", et à la donne suivante le donneur fautif ne peut que passer"
            en += ", and in the next deal the faulty dealer may only pass"
        elif barred == "dealer_team":
            fr += (
                ", et à la donne suivante le donneur fautif et son partenaire ne peuvent que passer"
            )
            en += ", and in the next deal the faulty dealer and their partner may only pass"
        return fr, en

    def _misdeal(self) -> list[Statement]:
        r = self.rule
        out: list[Statement] = []
        penalty = str(r("deal.misdeal.penalty"))
        if penalty == "redeal":
            self.off("a misdeal is redealt without penalty", "deal.misdeal.points")
        fr, en = self._misdeal_cost(
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
                self.t(f"En cas de fausse donne, {fr}.", f"After a misdeal, {en}."),
            )
        )
        repeated = list(r("deal.misdeal.repeated"))
        if not repeated:
            text = self.t(
                "Chaque fausse donne coûte autant, même répétée.",
                "Every misdeal costs the same, even repeated.",
            )
        else:
            fr_steps, en_steps = [], []
            ordinals_fr = ("deuxième", "troisième", "quatrième", "cinquième", "sixième")
            ordinals_en = ("second", "third", "fourth", "fifth", "sixth")
            for i, step in enumerate(repeated):
                cost_fr, cost_en = self._misdeal_cost(
                    str(step["penalty"]), int(step["points"]), str(step["barred"])
                )
                last = i == len(repeated) - 1
                fr_steps.append(
                    f"à la {ordinals_fr[i]}"
                    + (" et aux suivantes" if last else "")
                    + f", {cost_fr}"
                )
                en_steps.append(
                    f"at the {ordinals_en[i]}"
                    + (" and later ones" if last else "")
                    + f", {cost_en}"
                )
            text = self.t(
                "Quand les fausses donnes se suivent sans donne jouée entre elles : "
                + " ; ".join(fr_steps)
                + ".",
                "When misdeals follow one another with no deal played in between: "
                + "; ".join(en_steps)
                + ".",
            )
        out.append(self.st("deal.misdeal.repeated", ["deal.misdeal.repeated"], text))
        if r("deal.misdeal.after_bid.applies"):
            pts = int(r("deal.misdeal.after_bid.points"))
            add = bool(r("deal.misdeal.after_bid.add_contract")) and not self.prise
            if self.prise:
                self.off("a prise has no value to add", "deal.misdeal.after_bid.add_contract")
            paths = ["deal.misdeal.after_bid.applies", "deal.misdeal.after_bid.points"]
            if not self.prise:
                paths.append("deal.misdeal.after_bid.add_contract")
            text = self.t(
                "Une fausse donne découverte après qu'un adversaire du donneur a "
                + ("pris" if self.prise else "enchéri")
                + f" coûte plus cher : les adversaires du donneur marquent {pts} points"
                + (", plus la valeur de leur dernière enchère" if add else "")
                + ", et la donne passe au joueur suivant.",
                "A misdeal found after an opponent of the dealer has "
                + ("taken" if self.prise else "bid")
                + f" costs more: the dealer's opponents score {pts} points"
                + (", plus the value of their last bid" if add else "")
                + ", and the deal passes on.",
            )
            out.append(self.st("deal.misdeal.after_bid", paths, text))
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
                    self.t(
                        "Une fausse donne découverte après "
                        + ("une prise" if self.prise else "une enchère")
                        + " coûte la même chose qu'avant "
                        + ("la prise." if self.prise else "les enchères."),
                        "A misdeal found after "
                        + ("a player took" if self.prise else "a bid")
                        + " costs the same as one found before the bidding.",
                    ),
                )
            )
        return out

    def _distribution(self) -> Statement:
        r = self.rule
        patterns = list(r("deal.patterns"))
        first = r("deal.first_receiver")
        start = self.t(
            "en commençant par le joueur qui le suit"
            if first == "after_dealer"
            else "en commençant par lui-même",
            "starting with the player after them"
            if first == "after_dealer"
            else "starting with themselves",
        )

        def packets(pattern: str) -> str:
            sizes = pattern.split("-")
            if len(sizes) == 1:
                return self.t(f"les {sizes[0]} cartes d'un coup", f"all {sizes[0]} cards at once")
            return self.t(
                "par paquets de " + join_words(sizes, "fr", last="puis") + " cartes",
                "in packets of " + join_words(sizes, "en", last="then") + " cards",
            )

        dealt = sum(int(n) for n in patterns[0].split("-"))
        ways = packets(patterns[0])
        if len(patterns) > 1:
            others = join_words(
                [packets(p) for p in patterns[1:]], self.lang, last=self.t("ou", "or")
            )
            ways += self.t(f" (ou, à son choix, {others})", f" (or, as they choose, {others})")
        text = self.t(
            f"Le donneur distribue {ways}, {start} : {dealt} cartes chacun.",
            f"The dealer deals {ways}, {start}: {dealt} cards each.",
        )
        if r("deal.turned_card"):
            text += " " + self.t(
                "Il retourne ensuite la carte suivante du paquet, face visible : c'est la "
                "retourne, qui propose l'atout.",
                "They then turn the next card of the pack face up: the turned card, which "
                "proposes the trump suit.",
            )
        else:
            text += " " + self.t("Aucune carte n'est retournée.", "No card is turned up.")
        return self.st(
            "deal.patterns",
            ["deal.patterns", "deal.first_receiver", "deal.turned_card"],
            text,
        )

    # ------------------------------------------------------------------ bidding

    def bidding(self) -> list[Statement]:
        """Who speaks first, the contract modes, then the prise or the auction."""
        r = self.rule
        first = r("bidding.first_speaker")
        if self.prise:
            text = self.t(
                "Le contrat se choisit par la prise : chacun à son tour accepte l'atout proposé "
                "ou passe, sans surenchère ; le premier qui prend devient le preneur.",
                "The contract is chosen by the « prise »: in turn, each player takes the "
                "proposed trump or passes, without overbidding; the first to take is the taker.",
            )
        else:
            text = self.t(
                "Le contrat se choisit aux enchères : chacun peut surenchérir sur la dernière "
                "enchère, en points, jusqu'à ce que les autres passent.",
                "The contract is chosen by an auction: each player may outbid the last bid, in "
                "points, until the others pass.",
            )
        out = [self.st("bidding.system", ["bidding.system"], text)]
        out += [
            self.st(
                "bidding.first_speaker",
                ["bidding.first_speaker"],
                self.t(
                    "Le joueur qui suit le donneur parle le premier."
                    if first == "after_dealer"
                    else "Le donneur parle le premier.",
                    "The player after the dealer speaks first."
                    if first == "after_dealer"
                    else "The dealer speaks first.",
                ),
            )
        ]
        modes = self.playable_modes()
        if self.suit_mode and len(modes) == 1:
            text = self.t(
                "Le contrat fixe toujours une couleur d'atout : on ne joue ni à sans atout, ni "
                "à tout atout.",
                "The contract always names a trump suit: neither sans atout nor tout atout is "
                "played.",
            )
        elif not modes:
            text = self.t(
                "Aucun mode de contrat n'est activé : on ne peut pas jouer.",
                "No contract mode is enabled: nothing can be played.",
            )
        else:
            listed = join_words(modes, self.lang, last=self.t("ou", "or"))
            text = self.t(f"On peut jouer {listed}.", f"The contract may be played {listed}.")
        out.append(self.st("bidding.modes", ["bidding.modes"], text))
        if self.prise:
            self.off("bidding by prise, not auction", "bidding.auction")
            out.extend(self._prise())
        else:
            self.off("bidding by auction, not prise", "bidding.prise")
            out.extend(self._auction())
        return out

    def _round_choices(self, round_: Sequence[str], every_round: bool) -> list[str]:
        names = {
            "turned_suit": self.t(
                "prendre à la couleur de la retourne", "take in the suit of the turned card"
            ),
            "other_suits": self.t(
                "choisir l'atout parmi les trois autres couleurs",
                "name one of the three other suits as trump",
            ),
            "any_suit": self.t(
                "choisir n'importe quelle couleur d'atout", "name any suit as trump"
            ),
            "sans_atout": self.t("demander le sans atout", "ask for sans atout"),
            "tout_atout": self.t("demander le tout atout", "ask for tout atout"),
        }
        extra = {"sans_atout": self.sans_atout, "tout_atout": self.tout_atout}
        choices: list[str] = []
        for mode in round_:
            if extra.get(mode, self.suit_mode) and names[mode] not in choices:
                choices.append(names[mode])
        if every_round:
            for mode, on in extra.items():
                if on and names[mode] not in choices:
                    choices.append(names[mode])
        return choices

    def _prise(self) -> list[Statement]:
        r = self.rule
        rounds = [list(x) for x in r("bidding.prise.rounds")]
        optional = self.sans_atout or self.tout_atout
        every = bool(r("bidding.prise.modes_in_every_round")) and optional
        out: list[Statement] = []
        for i, round_ in enumerate(rounds):
            choices = self._round_choices(round_, every)
            what = join_words(choices, self.lang, last=self.t("ou", "or"))
            if len(rounds) == 1:
                head = self.t("Un seul tour de parole", "A single round of bidding")
            else:
                head = self.t(f"{_ORDINALS_FR[i]} tour", f"{_ORDINALS_EN[i]} round")
            lead = (
                self.t("chacun à son tour peut", "in turn, each player may")
                if i == 0
                else self.t("si personne n'a pris, chacun peut", "if nobody took, each player may")
            )
            text = self.t(
                f"{head} : {lead} {what} ; sinon, il passe.",
                f"{head}: {lead} {what}; otherwise they pass.",
            )
            if not choices:
                text = self.t(
                    f"{head} : aucun contrat ne peut être pris, chacun passe.",
                    f"{head}: no contract can be taken, everybody passes.",
                )
            out.append(self.st(f"bidding.prise.rounds.{i}", ["bidding.prise.rounds"], text))
        if optional:
            names = join_words(
                [
                    n
                    for n, on in (
                        (self.t("le sans atout", "sans atout"), self.sans_atout),
                        (self.t("le tout atout", "tout atout"), self.tout_atout),
                    )
                    if on
                ],
                self.lang,
            )
            if every:
                text = self.t(
                    f"On peut demander {names} à chaque tour.",
                    f"{names[0].upper() + names[1:]} may be named in every round.",
                )
            else:
                text = self.t(
                    f"On ne peut demander {names} qu'au tour qui le prévoit.",
                    f"{names[0].upper() + names[1:]} may be named only in a round that lists it.",
                )
            out.append(
                self.st(
                    "bidding.prise.modes_in_every_round",
                    ["bidding.prise.modes_in_every_round"],
                    text,
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
                    self.t(
                        "La vache : au dernier tour, si les trois premiers joueurs ont passé, le "
                        "dernier à parler doit prendre, quel que soit son jeu.",
                        "The « vache »: in the last round, if the first three players passed, "
                        "the last to speak must take, whatever their hand.",
                    ),
                )
            )
        else:
            n = len(rounds)
            out.append(
                self.st(
                    "bidding.prise.all_pass",
                    ["bidding.prise.vache", "bidding.prise.all_pass"],
                    self.t(
                        "Personne n'est obligé de prendre : si tous passent "
                        + ("au tour de parole" if n == 1 else f"aux {number(n, 'fr')} tours")
                        + ", on ramasse les cartes et la donne passe au donneur suivant.",
                        "Nobody has to take: if everybody passes "
                        + ("in the round" if n == 1 else f"in all {number(n, 'en')} rounds")
                        + ", the cards are gathered and the next dealer deals.",
                    ),
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
            return self.t("aucune", "none")
        if ceiling is None:
            head = ", ".join(str(v) for v in values[:3])
            return self.t(
                f"{head}, et ainsi de suite sans plafond (le moteur propose les enchères "
                f"jusqu'à {values[-1]})",
                f"{head} and so on, without a ceiling (the engine offers bids up to {values[-1]})",
            )
        if len(values) <= 4:
            return join_words([str(v) for v in values], self.lang, last=self.t("ou", "or"))
        head = ", ".join(str(v) for v in values[:3])
        return self.t(f"{head}… jusqu'à {values[-1]}", f"{head}… up to {values[-1]}")

    def _auction(self) -> list[Statement]:
        r = self.rule
        modes = self.playable_modes()
        step = int(r("bidding.auction.step"))
        floor = int(r("bidding.auction.floor"))
        ladder = self._ladder_words()
        odd = floor % step != 0
        out = [
            self.st(
                "bidding.auction.range",
                ["bidding.auction.floor", "bidding.auction.step", "bidding.auction.ceiling"],
                self.t(
                    "Chacun à son tour enchérit ou passe. Une enchère annonce les points que son "
                    "équipe s'engage à faire et l'atout choisi "
                    f"({join_words(modes, 'fr', last='ou')}). Les enchères possibles sont "
                    f"{ladder}"
                    + (
                        f" : la plus basse, puis les multiples de {step} au-dessus."
                        if odd
                        else f", de {step} en {step}."
                    ),
                    "In turn, each player bids or passes. A bid names the points the bidder's "
                    "team undertakes to make and the trump "
                    f"({join_words(modes, 'en', last='or')}). The possible bids are {ladder}"
                    + (
                        f": the lowest, then the multiples of {step} above it."
                        if odd
                        else f", in steps of {step}."
                    ),
                ),
            )
        ]
        top = self.t("la plus haute enchère chiffrée", "the highest numeric bid")
        if r("bidding.auction.ceiling") is None:
            top = self.t("toute enchère chiffrée", "any numeric bid")
        capot = bool(r("bidding.auction.capot"))
        if capot:
            text = self.t(
                f"Au-dessus de {top}, on peut enchérir « capot » : s'engager à "
                f"{self.sweep('infinitive')} avec son partenaire.",
                f"Above {top} one may bid « capot »: undertaking to {self.sweep('infinitive')} "
                "with one's partner.",
            )
        else:
            text = self.t("On ne peut pas enchérir le capot.", "Capot cannot be bid.")
        out.append(self.st("bidding.auction.capot", ["bidding.auction.capot"], text))
        generale = bool(r("bidding.auction.generale"))
        if generale:
            text = self.t(
                "Au-dessus "
                + ("du capot" if capot else f"de {top}")
                + ", on peut annoncer une « générale » : le joueur qui l'annonce s'engage à "
                "faire seul les huit plis.",
                "Above "
                + ("capot" if capot else top)
                + " one may bid a « générale »: the bidder undertakes to win all eight tricks "
                "alone.",
            )
        else:
            text = self.t(
                "On ne peut pas annoncer de générale (les huit plis faits par un seul joueur).",
                "A « générale » (all eight tricks by one player) cannot be bid.",
            )
        out.append(self.st("bidding.auction.generale", ["bidding.auction.generale"], text))
        order = [
            m for m in r("bidding.auction.same_level_order") if m in self._playable_mode_keys()
        ]
        if r("bidding.auction.overbid_partner"):
            partner = self.t(
                "on peut surenchérir sur son partenaire", "you may overbid your partner"
            )
        else:
            partner = self.t(
                "on ne peut pas surenchérir sur son partenaire", "you may not overbid your partner"
            )
        if order:
            names = [self._mode_label(m) for m in order]
            missing = [self._mode_label(m) for m in self._playable_mode_keys() if m not in order]
            text = self.t(
                "Chaque enchère doit dépasser la précédente, ou l'égaler dans un mode plus "
                f"fort ; du plus faible au plus fort : {join_words(names, 'fr')}"
                + (
                    f" ({join_words(missing, 'fr', last='ni')} ne couvre"
                    + ("nt" if len(missing) > 1 else "")
                    + " jamais une enchère égale)"
                    if missing
                    else ""
                )
                + f". Le capot et la générale ne se départagent pas ainsi ; {partner}.",
                "Each bid must be higher than the last, or equal to it in a stronger mode; from "
                f"the weakest to the strongest: {join_words(names, 'en')}"
                + (
                    f" ({join_words(missing, 'en', last='nor')} never "
                    + ("cover" if len(missing) > 1 else "covers")
                    + " an equal bid)"
                    if missing
                    else ""
                )
                + f". Capot and générale are not ranked this way; {partner}.",
            )
        else:
            text = self.t(
                f"Chaque enchère doit dépasser la précédente en points ; {partner}.",
                f"Each bid must be higher in points than the last; {partner}.",
            )
        out.append(
            self.st(
                "bidding.auction.overbid_partner",
                ["bidding.auction.overbid_partner", "bidding.auction.same_level_order"],
                text,
            )
        )
        text = {
            "allowed": self.t(
                "On peut aussi surenchérir sur sa propre enchère.",
                "You may also overbid your own bid.",
            ),
            "new_mode": self.t(
                "On ne peut surenchérir sur sa propre enchère qu'en changeant de couleur ou "
                "de mode.",
                "You may overbid your own bid only in another suit or mode.",
            ),
            "forbidden": self.t(
                "On ne peut pas surenchérir sur sa propre enchère.",
                "You may not overbid your own bid.",
            ),
        }[r("bidding.auction.raise_own")]
        out.append(self.st("bidding.auction.raise_own", ["bidding.auction.raise_own"], text))
        if r("bidding.auction.contre"):
            out.extend(self._contre_rules(capot or generale))
        else:
            out.append(
                self.st(
                    "bidding.auction.contre",
                    ["bidding.auction.contre"],
                    self.t("On ne peut pas contrer.", "Doubling is not allowed."),
                )
            )
            self.off(
                "no contre",
                "bidding.auction.surcontre",
                "bidding.auction.contre_ends_auction",
                "bidding.auction.capot_contre",
                "bidding.auction.contre_timing",
                "bidding.auction.contre_out_of_turn",
            )
        if r("bidding.auction.end") == "four_passes":
            raise_ = r("bidding.auction.raise_own") != "forbidden"
            text = self.t(
                "Les enchères s'arrêtent après quatre passes de suite, celle du dernier "
                "enchérisseur comprise"
                + (" : tant qu'il n'a pas passé, il peut encore surenchérir" if raise_ else "")
                + ". La dernière enchère devient alors le contrat, et son auteur est le preneur.",
                "The auction ends after four passes in a row, the last bidder's included"
                + (": until they pass, they may still raise" if raise_ else "")
                + ". The last bid is then the contract and its bidder the taker.",
            )
        else:
            text = self.t(
                "Les enchères s'arrêtent après trois passes de suite : la dernière enchère "
                "devient le contrat, et son auteur est le preneur.",
                "The auction ends after three passes in a row: the last bid is the contract "
                "and its bidder the taker.",
            )
        out.append(self.st("bidding.auction.end", ["bidding.auction.end"], text))
        out.append(
            self.st(
                "bidding.auction.all_pass",
                ["bidding.auction.all_pass"],
                self.t(
                    "Si les quatre joueurs passent sans enchérir, on ramasse les cartes et la "
                    "donne passe au donneur suivant.",
                    "If all four players pass without a bid, the cards are gathered and the next "
                    "dealer deals.",
                ),
            )
        )
        return out

    def _contre_rules(self, high_bids: bool) -> list[Statement]:
        r = self.rule
        out: list[Statement] = []
        surcontre = bool(r("bidding.auction.surcontre"))
        text = self.t(
            "Un adversaire de l'équipe qui a fait la dernière enchère peut la contrer"
            + (
                " ; l'équipe contrée peut alors surcontrer."
                if surcontre
                else " ; on ne peut pas surcontrer."
            ),
            "An opponent of the last bidder's team may double it (« contre »)"
            + (
                "; the doubled team may then redouble (« surcontre »)."
                if surcontre
                else "; redoubling is not allowed."
            ),
        )
        out.append(
            self.st(
                "bidding.auction.contre",
                ["bidding.auction.contre", "bidding.auction.surcontre"],
                text,
            )
        )
        if high_bids:
            which = [
                word
                for word, on in (
                    (self.t("de capot", "capot"), bool(r("bidding.auction.capot"))),
                    (self.t("de générale", "générale"), bool(r("bidding.auction.generale"))),
                )
                if on
            ]
            what = join_words(which, self.lang, last=self.t("ou", "or"))
            if r("bidding.auction.capot_contre"):
                text = self.t(
                    f"Une enchère {what} peut être contrée comme les autres.",
                    f"A {what} bid may be doubled like any other.",
                )
            else:
                text = self.t(
                    f"Une enchère {what} ne peut pas être contrée.",
                    f"A {what} bid cannot be doubled.",
                )
            out.append(
                self.st("bidding.auction.capot_contre", ["bidding.auction.capot_contre"], text)
            )
        else:
            self.off("neither capot nor générale can be bid", "bidding.auction.capot_contre")
        if r("bidding.auction.contre_timing") == "any_time":
            self.off("a contre may be said at any time", "bidding.auction.contre_out_of_turn")
            out.append(
                self.st(
                    "bidding.auction.contre_timing",
                    ["bidding.auction.contre_timing"],
                    self.t(
                        "On peut contrer à tout moment, même hors de son tour de parole, dès "
                        "qu'une enchère adverse est la dernière.",
                        "A contre may be said at any time, even out of turn, as soon as an "
                        "opponent's bid is the last one.",
                    ),
                )
            )
        else:
            if r("bidding.auction.contre_out_of_turn") == "refused":
                tail = self.t(
                    " ; un contre dit hors de son tour est refusé.",
                    "; a contre said out of turn is refused.",
                )
            else:
                tail = self.t(
                    " ; un contre dit hors de son tour est une faute : le joueur contré choisit "
                    "de jouer la donne (le contre tient) ou de la faire redonner par le même "
                    "donneur, cartes rebattues.",
                    "; a contre said out of turn is a fault: the doubled bidder chooses to play "
                    "on (the contre stands) or to have the same dealer deal again, the cards "
                    "reshuffled.",
                )
            out.append(
                self.st(
                    "bidding.auction.contre_timing",
                    ["bidding.auction.contre_timing", "bidding.auction.contre_out_of_turn"],
                    self.t("On contre à son tour de parole", "A contre is said in turn") + tail,
                )
            )
        if r("bidding.auction.contre_ends_auction"):
            text = self.t(
                "Un contre arrête les enchères"
                + (
                    " : l'équipe contrée peut seulement surcontrer ou passer." if surcontre else "."
                ),
                "A contre ends the auction"
                + (": the doubled team may only redouble or pass." if surcontre else "."),
            )
        else:
            text = self.t(
                "Après un contre, les enchères continuent : une nouvelle enchère l'efface.",
                "After a contre the auction goes on: a new bid cancels it.",
            )
        out.append(
            self.st(
                "bidding.auction.contre_ends_auction",
                ["bidding.auction.contre_ends_auction"],
                text,
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
            "clubs": self.t("trèfle", "clubs"),
            "diamonds": self.t("carreau", "diamonds"),
            "hearts": self.t("cœur", "hearts"),
            "spades": self.t("pique", "spades"),
            "sans_atout": self.t("sans atout", "sans atout"),
            "tout_atout": self.t("tout atout", "tout atout"),
        }[key]

    # ------------------------------------------------------------------ the play

    def play(self) -> list[Statement]:
        """The play obligations, in the order of the numbered rules."""
        r = self.rule
        out: list[Statement] = []
        first = r("play.first_lead")
        text = {
            "after_dealer": self.t(
                "Le joueur qui suit le donneur entame le premier pli.",
                "The player after the dealer leads to the first trick.",
            ),
            "dealer": self.t(
                "Le donneur entame le premier pli.", "The dealer leads to the first trick."
            ),
            "taker": self.t(
                "Le preneur entame le premier pli.", "The taker leads to the first trick."
            ),
        }[first]
        out.append(self.st("play.first_lead", ["play.first_lead"], text))
        if not self.generale:
            self.off("no générale", "play.generale_lead")
        elif r("play.generale_lead") == "bidder":
            out.append(
                self.st(
                    "play.generale_lead",
                    ["play.generale_lead"],
                    self.t(
                        "Sur une générale, c'est le demandeur qui entame le premier pli.",
                        "When a générale is bid, the bidder leads to the first trick.",
                    ),
                )
            )
        else:
            out.append(
                self.st(
                    "play.generale_lead",
                    ["play.generale_lead"],
                    self.t(
                        "Sur une générale, l'entame suit la même règle.",
                        "When a générale is bid, the first lead follows the same rule.",
                    ),
                )
            )
        out.append(
            self.st(
                "play.next_lead",
                ["play.next_lead"],
                self.t(
                    "Le pli revient au plus fort atout joué ou, s'il n'y a pas d'atout, à la plus "
                    "forte carte de la couleur demandée ; celui qui le remporte entame le suivant.",
                    "The trick goes to the highest trump played or, if there is none, to the "
                    "highest card of the suit led; whoever wins it leads to the next.",
                ),
            )
        )
        out.append(
            self.st(
                "play.follow_suit",
                ["play.follow_suit"],
                self.t(
                    "Vous devez fournir : jouer une carte de la couleur demandée si vous en avez.",
                    "You must follow suit: play a card of the suit led if you have one.",
                ),
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
                text = self.t(
                    "À tout atout, vous devez toujours monter : jouer plus fort que la carte qui "
                    "tient le pli si vous le pouvez.",
                    "At tout atout you must always go higher: beat the card holding the trick if "
                    "you can.",
                )
            else:
                text = self.t(
                    "À tout atout, il suffit de fournir : vous n'êtes pas obligé de monter.",
                    "At tout atout following suit is enough: you need not go higher.",
                )
            out.append(self.st("play.tout_atout_climb", ["play.tout_atout_climb"], text))
        else:
            self.off("tout atout is not played", "play.tout_atout_climb")
        if r("play.illegal_card") == "deal_lost":
            pts = int(r("play.illegal_card_penalty.points"))
            add = bool(r("play.illegal_card_penalty.add_contract"))
            text = self.t(
                "Une carte qui n'est pas permise est jouée quand même, mais la donne s'arrête "
                "aussitôt : l'équipe fautive ne marque rien, l'autre marque "
                f"{pts} points" + (" plus la valeur du contrat" if add else "") + ".",
                "A card that is not allowed is played all the same, but the deal stops at "
                "once: the side at fault scores nothing, the other side scores "
                f"{pts} points" + (" plus the contract's value" if add else "") + ".",
            )
            paths = ["play.illegal_card", "play.illegal_card_penalty"]
        else:
            self.off("an illegal card is refused", "play.illegal_card_penalty")
            text = self.t(
                "Une carte qui n'est pas permise est refusée : vous devez en jouer une autre.",
                "A card that is not allowed is refused: you must play another one.",
            )
            paths = ["play.illegal_card"]
        out.append(self.st("play.illegal_card", paths, text))
        return out

    def _trump_rules(self) -> list[Statement]:
        r = self.rule
        out: list[Statement] = []
        lead = r("play.trump_lead")
        text = {
            "must_overtrump": self.t(
                "Quand l'atout est demandé, vous devez fournir de l'atout et monter : jouer un "
                "atout plus fort que tous ceux déjà posés si vous le pouvez, même sur votre "
                "partenaire.",
                "When trump is led you must play a trump and go higher: beat every trump already "
                "played if you can, even your partner's.",
            ),
            "overtrump_unless_partner_master": self.t(
                "Quand l'atout est demandé, vous devez fournir de l'atout et monter si vous le "
                "pouvez, sauf si votre partenaire est maître du pli : il suffit alors de fournir.",
                "When trump is led you must play a trump and go higher if you can, unless your "
                "partner holds the trick: then any trump will do.",
            ),
            "any_trump": self.t(
                "Quand l'atout est demandé, il suffit de fournir de l'atout, sans obligation de "
                "monter.",
                "When trump is led any trump will do: you need not go higher.",
            ),
        }[lead]
        out.append(self.st("play.trump_lead", ["play.trump_lead"], text))
        must = r("play.must_trump")
        text = {
            "unless_partner_master": self.t(
                "Si vous ne pouvez pas fournir et que votre partenaire n'est pas maître du pli, "
                "vous devez couper (jouer un atout).",
                "If you cannot follow suit and your partner does not hold the trick, you must "
                "trump.",
            ),
            "always": self.t(
                "Si vous ne pouvez pas fournir, vous devez couper, même si votre partenaire est "
                "maître du pli.",
                "If you cannot follow suit you must trump, even when your partner holds the trick.",
            ),
            "never": self.t(
                "Si vous ne pouvez pas fournir, vous n'êtes jamais obligé de couper : vous "
                "pouvez vous défausser.",
                "If you cannot follow suit you never have to trump: you may discard.",
            ),
        }[must]
        out.append(self.st("play.must_trump", ["play.must_trump"], text))
        if must == "never":
            self.off("trumping is never compulsory", "play.undertrump")
            if r("play.overtrump") == "required":
                text = self.t(
                    "Si un adversaire a déjà coupé et que vous coupez aussi, vous devez "
                    "surcouper si vous le pouvez : avec un atout plus fort en main, vous jouez "
                    "cet atout ou une autre couleur, jamais un atout plus faible.",
                    "If an opponent has already trumped and you trump too, you must overtrump "
                    "if you can: holding a higher trump, you play it or another suit, never a "
                    "lower trump.",
                )
            else:
                text = self.t(
                    "Si un adversaire a déjà coupé, vous pouvez couper avec n'importe quel "
                    "atout, même plus faible que le sien.",
                    "If an opponent has already trumped you may trump with any trump, even a "
                    "lower one.",
                )
            out.append(self.st("play.overtrump", ["play.overtrump"], text))
        else:
            if r("play.overtrump") == "required":
                text = self.t(
                    "Si un adversaire a déjà coupé, vous devez surcouper : jouer un atout plus "
                    "fort que le sien si vous le pouvez.",
                    "If an opponent has already trumped you must overtrump: play a higher trump "
                    "if you can.",
                )
            else:
                text = self.t(
                    "Si un adversaire a déjà coupé, vous pouvez couper avec n'importe quel atout, "
                    "même plus faible que le sien.",
                    "If an opponent has already trumped you may trump with any trump, even a "
                    "lower one.",
                )
            out.append(self.st("play.overtrump", ["play.overtrump"], text))
            text = {
                "required": self.t(
                    "Si vous ne pouvez pas surcouper un adversaire, vous devez tout de même jouer "
                    "un atout plus faible (pisser).",
                    "If you cannot overtrump an opponent you must still play a lower trump "
                    "(undertrump).",
                ),
                "waived": self.t(
                    "Si vous ne pouvez pas surcouper un adversaire, vous n'êtes plus obligé de "
                    "couper : on ne pisse pas, vous jouez la carte de votre choix.",
                    "If you cannot overtrump an opponent you no longer have to trump: no "
                    "undertrumping is required, you may play any card.",
                ),
                "forbidden": self.t(
                    "Si vous ne pouvez pas surcouper un adversaire, il est interdit de "
                    "sous-couper : défaussez-vous d'une autre couleur ; vous ne jouez un atout "
                    "plus faible que si vous n'avez que de l'atout.",
                    "If you cannot overtrump an opponent you may not undertrump: discard from "
                    "another suit; play a lower trump only if you hold nothing but trumps.",
                ),
            }[r("play.undertrump")]
            out.append(self.st("play.undertrump", ["play.undertrump"], text))
        if must == "always":
            self.off("you must trump even when your partner holds the trick", "play.partner_master")
            text = {
                "allowed": self.t(
                    "Si votre partenaire est maître en ayant coupé, vous coupez quand même, et "
                    "vous pouvez couper plus bas que lui.",
                    "If your partner holds the trick with a trump you still trump, and you may "
                    "trump lower than them.",
                ),
                "forbidden": self.t(
                    "Si votre partenaire est maître en ayant coupé, vous coupez quand même, plus "
                    "haut que lui si vous le pouvez.",
                    "If your partner holds the trick with a trump you still trump, higher than "
                    "them if you can.",
                ),
                "forbidden_unless_only_trumps": self.t(
                    "Si votre partenaire est maître en ayant coupé, vous coupez quand même, plus "
                    "haut que lui si vous le pouvez ; si vous n'avez que de l'atout, vous jouez "
                    "celui de votre choix.",
                    "If your partner holds the trick with a trump you still trump, higher than "
                    "them if you can; holding nothing but trumps, you may play any of them.",
                ),
                "overtrump_if_able": self.t(
                    "Si votre partenaire est maître en ayant coupé, vous coupez quand même, plus "
                    "haut que lui si vous le pouvez.",
                    "If your partner holds the trick with a trump you still trump, higher than "
                    "them if you can.",
                ),
                "only_trumps_must_overtrump": self.t(
                    "Si votre partenaire est maître en ayant coupé, vous coupez quand même, avec "
                    "l'atout de votre choix ; si vous n'avez que de l'atout, vous devez couper "
                    "plus haut que lui si vous le pouvez.",
                    "If your partner holds the trick with a trump you still trump, with any "
                    "trump; holding nothing but trumps, you must trump higher than them if you "
                    "can.",
                ),
            }[r("play.partner_master_undertrump")]
            out.append(
                self.st("play.partner_master_undertrump", ["play.partner_master_undertrump"], text)
            )
            return out
        out.append(
            self.st(
                "play.partner_master",
                ["play.partner_master"],
                self.t(
                    "Si votre partenaire est maître du pli et que vous ne pouvez pas fournir, "
                    "vous jouez la carte de votre choix : couper ou vous défausser.",
                    "If your partner holds the trick and you cannot follow suit, you may play "
                    "any card: trump or discard.",
                ),
            )
        )
        text = {
            "allowed": self.t(
                "Si votre partenaire est maître en ayant coupé, vous pouvez même couper plus bas "
                "que lui.",
                "If your partner holds the trick with a trump, you may even trump lower than them.",
            ),
            "forbidden": self.t(
                "Si votre partenaire est maître en ayant coupé, vous ne pouvez pas couper plus "
                "bas que lui : défaussez-vous, ou coupez plus haut.",
                "If your partner holds the trick with a trump, you may not trump lower than "
                "them: discard, or trump higher.",
            ),
            "forbidden_unless_only_trumps": self.t(
                "Si votre partenaire est maître en ayant coupé, vous ne pouvez pas couper plus "
                "bas que lui : défaussez-vous, ou coupez plus haut ; si vous n'avez que de "
                "l'atout, vous jouez celui de votre choix.",
                "If your partner holds the trick with a trump, you may not trump lower than "
                "them: discard, or trump higher; holding nothing but trumps, you may play any "
                "of them.",
            ),
            "overtrump_if_able": self.t(
                "Si votre partenaire est maître en ayant coupé, vous jouez la carte de votre "
                "choix, mais un atout doit être plus fort que le sien si vous en avez un plus "
                "fort.",
                "If your partner holds the trick with a trump you may play any card, but a "
                "trump must beat theirs if you hold a higher one.",
            ),
            "only_trumps_must_overtrump": self.t(
                "Si votre partenaire est maître en ayant coupé, vous restez libre, sauf si vous "
                "n'avez que de l'atout : vous devez alors couper plus haut que lui si vous le "
                "pouvez.",
                "If your partner holds the trick with a trump you remain free, unless you hold "
                "nothing but trumps: you must then trump higher than them if you can.",
            ),
        }[r("play.partner_master_undertrump")]
        out.append(
            self.st("play.partner_master_undertrump", ["play.partner_master_undertrump"], text)
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
            self.t(
                "On joue sans annonces : ni suite, ni carré. La belote, elle, compte toujours."
                if self.rule("belote.enabled")
                else "On joue sans annonces : ni suite, ni carré.",
                "There are no annonces: no sequences, no carrés. Belote still counts."
                if self.rule("belote.enabled")
                else "There are no annonces: no sequences, no carrés.",
            ),
        )

    def annonces_intro(self) -> list[Statement]:
        """What annonces are, who scores them, in which modes, when they are declared."""
        r = self.rule
        out = [
            self.st(
                "annonces.enabled",
                ["annonces.enabled"],
                self.t(
                    "En jouant sa première carte, chaque joueur déclare les combinaisons qu'il a "
                    "en main : suites et carrés. Seule l'équipe qui détient la meilleure annonce "
                    "marque ; elle marque alors toutes ses annonces, y compris celles du "
                    "partenaire.",
                    "When playing their first card, each player declares the combinations they "
                    "hold: sequences and carrés. Only the team holding the best annonce scores; "
                    "it then scores all its annonces, its partner's included.",
                ),
            )
        ]
        modes = [
            ("suit", self.suit_mode, self.t("à la couleur", "in suit contracts")),
            ("sans_atout", self.sans_atout, self.t("à sans atout", "at sans atout")),
            ("tout_atout", self.tout_atout, self.t("à tout atout", "at tout atout")),
        ]
        yes = [name for key, on, name in modes if on and r(f"annonces.in_modes.{key}")]
        no = [name for key, on, name in modes if on and not r(f"annonces.in_modes.{key}")]
        for key, on, _name in modes:
            if not on:
                self.off("contract mode not played", f"annonces.in_modes.{key}")
        if yes and no:
            text = self.t(
                f"On annonce {join_words(yes, 'fr')}, mais pas {join_words(no, 'fr', last='ni')}.",
                f"Annonces are made {join_words(yes, 'en')}, but not "
                f"{join_words(no, 'en', last='nor')}.",
            )
        elif yes:
            text = self.t(
                f"On annonce {join_words(yes, 'fr')}.",
                f"Annonces are made {join_words(yes, 'en')}.",
            )
        else:
            text = self.t(
                "Aucun contrat ne se joue avec annonces.", "No contract is played with annonces."
            )
        out.append(
            self.st(
                "annonces.in_modes", [f"annonces.in_modes.{k}" for k, on, _n in modes if on], text
            )
        )
        return out

    def sequences(self) -> Statement:
        """The sequence table's statement."""
        return self.st(
            "annonces.sequences",
            ["annonces.sequences"],
            self.t(
                "Une suite est faite de cartes qui se suivent dans une même couleur :",
                "A sequence is made of consecutive cards of one suit:",
            ),
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
                self.t(
                    f"Une suite ne peut pas dépasser {longest} cartes : elle compte comme "
                    f"{sequence_article(label, 'fr')}.",
                    f"No run is longer than {longest} cards: it counts as "
                    f"{sequence_article(label, 'en')}.",
                ),
            )
        if self.rule("annonces.long_sequences") == "single":
            text = self.t(
                f"Une suite de plus de {number(longest, 'fr')} cartes ne compte que comme "
                f"{sequence_article(label, 'fr')}.",
                f"A run longer than {number(longest, 'en')} cards counts as a single {label}.",
            )
        else:
            parts = self._split(8, kinds)
            text = self.t(
                f"Une suite de plus de {number(longest, 'fr')} cartes se coupe en plusieurs "
                "annonces, en "
                f"commençant par le haut : une suite de huit donne {join_words(parts, 'fr')}.",
                f"A run longer than {number(longest, 'en')} cards is split into several "
                "annonces, from the "
                f"top: a run of eight makes {join_words(parts, 'en')}.",
            )
        return self.st("annonces.long_sequences", ["annonces.long_sequences"], text)

    def _split(self, length: int, kinds: Sequence[tuple[str, int, int]]) -> list[str]:
        out: list[str] = []
        while length >= kinds[0][1]:
            name, size, _pts = max((k for k in kinds if k[1] <= length), key=lambda k: k[1])
            out.append(sequence_article(name, self.lang))
            length -= size
        return out

    @property
    def carres_sans_atout(self) -> bool:
        """Whether the sans-atout carré values apply (sans atout played, with annonces)."""
        return self.sans_atout and bool(self.rule("annonces.in_modes.sans_atout"))

    def carres(self) -> Statement:
        """The carré table's statement (with the sans-atout values when they apply)."""
        paths = ["annonces.carres"]
        if self.carres_sans_atout:
            paths.append("annonces.carres_sans_atout")
        else:
            self.off("no annonces at sans atout", "annonces.carres_sans_atout")
        return self.st(
            "annonces.carres",
            paths,
            self.t(
                "Un carré est fait des quatre cartes d'une même hauteur. Il vaut :",
                "A carré is the four cards of one rank. It is worth:",
            ),
        )

    def annonce_rules(self) -> list[Statement]:
        """Card reuse, tie-breaks, cancelling carrés, showing."""
        r = self.rule
        out: list[Statement] = []
        if r("annonces.card_reuse") == "carre_and_sequence":
            text = self.t(
                "Une même carte peut compter à la fois dans un carré et dans une suite.",
                "The same card may count in both a carré and a sequence.",
            )
        else:
            text = self.t(
                "Une carte ne sert qu'à une seule annonce (la belote mise à part) : chacun "
                "déclare la combinaison qui lui rapporte le plus.",
                "A card counts in one annonce only (belote aside): each player declares the "
                "combination worth the most.",
            )
        out.append(self.st("annonces.card_reuse", ["annonces.card_reuse"], text))
        criteria = {
            "carre_over_sequence": self.t(
                "un carré l'emporte sur une suite", "a carré beats a sequence"
            ),
            "longer": self.t("la suite la plus longue l'emporte", "the longer sequence wins"),
            "higher": self.t(
                "la combinaison qui monte le plus haut l'emporte",
                "the combination reaching the higher card wins",
            ),
            "trump": self.t("celle qui est à l'atout l'emporte", "the one in trump wins"),
        }
        order = [criteria[c] for c in r("annonces.tie_break")]
        if not order:
            text = self.t(
                "Si les meilleures annonces des deux équipes valent autant de points, rien ne "
                "les départage.",
                "If the two teams' best annonces are worth the same points, nothing separates "
                "them.",
            )
        else:
            steps = [
                self.t("d'abord " if i == 0 else "puis ", "first " if i == 0 else "then ") + c
                for i, c in enumerate(order)
            ]
            text = self.t(
                "Si les meilleures annonces des deux équipes valent autant de points, on les "
                f"départage ainsi : {' ; '.join(steps)}.",
                "If the two teams' best annonces are worth the same points, they are separated "
                f"in this order: {'; '.join(steps)}.",
            )
        out.append(self.st("annonces.tie_break", ["annonces.tie_break"], text))
        out.extend(self._carre_order("higher" in r("annonces.tie_break")))
        if r("annonces.still_tied") == "first_declared":
            still = self.t(
                "Si elles restent à égalité, l'emporte celle qui a été annoncée la première, "
                "dans l'ordre où l'on joue au premier pli.",
                "If they are still tied, the one announced first, in the order of play of the "
                "first trick, wins.",
            )
        else:
            still = self.t(
                "Si elles restent à égalité, aucune équipe ne marque d'annonce.",
                "If they are still tied, neither team scores any annonce.",
            )
        out.append(self.st("annonces.still_tied", ["annonces.still_tied"], still))
        ranks = list(r("annonces.cancelling_carres.ranks"))
        if not ranks:
            text = self.t("Aucun carré n'annule quoi que ce soit.", "No carré cancels anything.")
            self.off("no cancelling carré", "annonces.cancelling_carres.effect")
            paths = ["annonces.cancelling_carres.ranks"]
        else:
            names = join_words(
                [self.t("un ", "") + carre_name(k, self.lang) for k in ranks],
                self.lang,
                last=self.t("ou", "or"),
            )
            names = names[0].upper() + names[1:]
            if r("annonces.cancelling_carres.effect") == "annonces":
                text = self.t(
                    f"{names} annule toutes les annonces de la donne, celles de son partenaire "
                    "comprises.",
                    f"Holding {names[0].lower() + names[1:]} cancels every annonce of the deal, "
                    "the holder's partner's included.",
                )
            else:
                text = self.t(
                    f"{names} fait annuler la donne : on redonne.",
                    f"Holding {names[0].lower() + names[1:]} cancels the deal: the cards are "
                    "dealt again.",
                )
            paths = ["annonces.cancelling_carres"]
        out.append(self.st("annonces.cancelling_carres", paths, text))
        if r("annonces.declaring") == "optional":
            text = self.t(
                "Un joueur n'est pas obligé de déclarer ses annonces : il peut les garder pour "
                "lui, et elles ne comptent pas.",
                "A player need not declare their annonces: they may keep them to themselves, "
                "and then they do not count.",
            )
        else:
            text = self.t(
                "Chaque joueur doit déclarer toutes les annonces qu'il a en main.",
                "Each player must declare every annonce in their hand.",
            )
        out.append(self.st("annonces.declaring", ["annonces.declaring"], text))
        out.append(
            self.st(
                "annonces.show",
                ["annonces.declare", "annonces.show"],
                self.t(
                    "Les annonces se déclarent avec la première carte jouée ; l'équipe qui "
                    "l'emporte montre les siennes en jouant sa première carte du deuxième pli.",
                    "Annonces are declared with one's first card; the team that wins shows its "
                    "own when playing its first card of the second trick.",
                ),
            )
        )
        if r("annonces.unshown") == "void":
            text = self.t(
                "Une annonce qui n'est pas montrée ne compte pas.",
                "An annonce that is not shown does not count.",
            )
        else:
            text = self.t(
                "Une annonce déclarée mais pas montrée est marquée par l'équipe adverse.",
                "An annonce declared but not shown is scored by the other team.",
            )
        out.append(self.st("annonces.unshown", ["annonces.unshown"], text))
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
        where_fr = "à la couleur" + (" et à tout atout" if self.tout_atout else "")
        where_en = "in suit contracts" + (" and at tout atout" if self.tout_atout else "")
        if not self.suit_mode and not self.tout_atout:
            self.off("no suit or tout atout contract", "annonces.carre_order.suit")
        else:
            out.append(
                self.st(
                    "annonces.carre_order.suit",
                    ["annonces.carre_order.suit"],
                    self.t(
                        "Entre deux carrés de même valeur, le plus haut l'emporte ; "
                        f"{where_fr}, du plus fort au plus faible : "
                        f"{rank_row(suit, 'fr')}.",
                        "Between two carrés of the same value the higher wins; "
                        f"{where_en}, strongest first: {rank_row(suit, 'en')}.",
                    ),
                )
            )
        if sa:
            order = list(self.rule("annonces.carre_order.sans_atout"))
            out.append(
                self.st(
                    "annonces.carre_order.sans_atout",
                    ["annonces.carre_order.sans_atout"],
                    self.t(
                        "À sans atout, les carrés de même valeur se rangent ainsi, du plus fort "
                        f"au plus faible : {rank_row(order, 'fr')}.",
                        "At sans atout, carrés of the same value rank as follows, strongest "
                        f"first: {rank_row(order, 'en')}.",
                    ),
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
                    self.t(
                        "La belote (roi et dame d'atout) ne compte pas.",
                        "Belote (king and queen of trump) does not score.",
                    ),
                )
            ]
        pts = int(r("belote.points"))
        aside = self.t(
            " Elle se compte à part des annonces et n'entre pas dans leur comparaison.",
            " It is counted apart from the annonces and never compared with them.",
        )
        out = [
            self.st(
                "belote.points",
                ["belote.enabled", "belote.points"],
                self.t(
                    "Le roi et la dame d'atout dans la même main forment la belote : on dit "
                    "« belote » en jouant le premier, « rebelote » en jouant le second. Elle vaut "
                    f"{pts} points.",
                    "The king and queen of trump in the same hand make a belote: the holder says "
                    "« belote » playing the first and « rebelote » playing the second. It is "
                    f"worth {pts} points.",
                )
                + (aside if self.annonces_on else ""),
            )
        ]
        text = {
            "automatic": self.t(
                "Elle est comptée d'office, qu'on la dise ou non.",
                "It is counted automatically, said or not.",
            ),
            "declared": self.t(
                "Il faut la dire en jouant ses cartes : oubliée, elle ne compte pas.",
                "It must be said while playing the cards: forgotten, it does not count.",
            ),
            "optional": self.t(
                "Son détenteur est libre de la dire ou de la taire ; tue, elle ne compte pas.",
                "The holder may say it or keep quiet; unsaid, it does not count.",
            ),
        }[r("belote.call")]
        out.append(self.st("belote.call", ["belote.call"], text))
        if r("belote.order") == "king_first":
            text = self.t(
                "Elle ne compte que si le roi est joué avant la dame.",
                "It counts only if the king is played before the queen.",
            )
        else:
            text = self.t(
                "Le roi ou la dame peut être joué en premier.",
                "Either the king or the queen may be played first.",
            )
        out.append(self.st("belote.order", ["belote.order"], text))
        kept, given = self._belote_on_failure()
        if all(kept):
            text = self.t(
                "Elle est imprenable : l'équipe du preneur la garde même quand son contrat chute.",
                "It cannot be lost (« imprenable »): the taker's team keeps it even when its "
                "contract fails.",
            )
        elif not any(kept) and all(given):
            text = self.t(
                "Elle est prenable : quand le preneur chute, sa belote va à la défense.",
                "It can be lost: when the taker fails, the taker's belote goes to the defence.",
            )
        elif not any(kept) and not any(given):
            text = self.t(
                "Quand le preneur chute, sa belote est perdue : personne ne la marque.",
                "When the taker fails, the taker's belote is lost: nobody scores it.",
            )
        else:
            text = self.t(
                "Ce que devient la belote d'un preneur qui chute dépend de la chute : le "
                "décompte le dit pour chaque cas.",
                "What becomes of the belote of a taker who fails depends on how the contract "
                "fails: the scoring says it case by case.",
            )
        out.append(
            self.st(
                "belote.dedans",
                ["scoring.outcomes.dedans.taker.belote", "scoring.outcomes.dedans.defence.belote"],
                text,
            )
        )
        if self.tout_atout:
            if r("belote.tout_atout") == "every_suit":
                text = self.t(
                    "À tout atout, chaque couleur peut donner sa belote : jusqu'à quatre par "
                    "donne.",
                    "At tout atout every suit can make a belote: up to four per deal.",
                )
            else:
                text = self.t(
                    "À tout atout, il n'y a pas de belote.", "At tout atout there is no belote."
                )
            out.append(self.st("belote.tout_atout", ["belote.tout_atout"], text))
        else:
            self.off("tout atout is not played", "belote.tout_atout")
        if self.sans_atout:
            out.append(
                self.st(
                    "belote.sans_atout",
                    ["belote.sans_atout"],
                    self.t(
                        "À sans atout, il n'y a pas de belote.", "At sans atout there is no belote."
                    ),
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

    #: What makes a capot, by ``scoring.capot.by`` and verb form: (French, English).
    _SWEEP: ClassVar[dict[tuple[str, str], tuple[str, str]]] = {
        ("tricks", "finite"): ("fait les huit plis", "wins all eight tricks"),
        ("tricks", "gerund"): ("faisant les huit plis", "winning all eight tricks"),
        ("tricks", "infinitive"): ("faire les huit plis", "win all eight tricks"),
        ("points", "finite"): ("prend tous les points", "wins every card point"),
        ("points", "gerund"): ("prenant tous les points", "winning every card point"),
        ("points", "infinitive"): ("prendre tous les points", "win every card point"),
    }

    def sweep(self, form: str = "finite") -> str:
        """What makes a capot, as a verb phrase (``finite``, ``gerund`` or ``infinitive``):
        all eight tricks, or every card point where the capot is counted on points
        (``scoring.capot.by``)."""
        return self.t(*self._SWEEP[str(self.rule("scoring.capot.by")), form])

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
        conditions_fr: list[str] = []
        conditions_en: list[str] = []
        if reach and margin:
            conditions_fr.append(f"fait au moins {margin} points de plus que son enchère")
            conditions_en.append(f"makes at least {margin} points more than the bid")
        elif reach:
            conditions_fr.append("atteint au moins le montant de son enchère")
            conditions_en.append("reaches at least the points bid")
        if minimum:
            conditions_fr.append(f"fait au moins {minimum} points")
            conditions_en.append(f"makes at least {minimum} points")
        if beat:
            conditions_fr.append("fait plus de points que la défense")
            conditions_en.append("makes more points than the defence")
        if conditions_fr:
            text = self.t(
                "Le preneur réussit son contrat si son équipe " + join_words(conditions_fr, "fr"),
                "The taker makes the contract if their team " + join_words(conditions_en, "en"),
            )
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
                (bid, needed), more = examples[0], examples[1:]
                text += self.t(
                    f" : une enchère de {bid} demande donc {needed} points"
                    + "".join(f", une enchère de {b}, {n}" for b, n in more)
                    + ".",
                    f": a bid of {bid} therefore needs {needed} points"
                    + "".join(f", a bid of {b}, {n}" for b, n in more)
                    + ".",
                )
            else:
                text += "."
        else:
            text = self.t(
                "Le contrat est toujours réussi, quels que soient les points.",
                "The contract is always made, whatever the points.",
            )
        if self.capot_bid or self.generale:
            text += " " + self.t(
                "Un capot "
                + ("demandé" if self.auction else "annoncé")
                + " n'est réussi que si l'équipe du preneur "
                + self.sweep()
                + (
                    " ; une générale, que si le joueur qui l'a annoncée fait seul les huit plis."
                    if self.generale
                    else "."
                ),
                "A capot "
                + ("bid" if self.auction else "announced")
                + " is made only if the taker's team "
                + self.sweep()
                + (
                    "; a générale, only if the bidder wins all eight tricks alone."
                    if self.generale
                    else "."
                ),
            )
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
                self.t("ses annonces", "its annonces"),
                self.t("les annonces", "annonces"),
            ),
            "belote": (self.t("sa belote", "its belote"), self.t("la belote", "belote")),
        }

        def parts(side: str) -> tuple[list[str], list[str]]:
            yes = [names[k][0] for k in kinds if r(f"scoring.contract.counts.{side}.{k}")]
            no = [names[k][1] for k in kinds if not r(f"scoring.contract.counts.{side}.{k}")]
            return yes, no

        def phrase(side: str) -> str:
            yes, no = parts(side)
            text = self.t("ses points de cartes", "its card points")
            if yes:
                text = join_words([text, *yes], self.lang)
            if no:
                text += self.t(
                    f", mais pas {join_words(no, 'fr', last='ni')}",
                    f", but not {join_words(no, 'en', last='or')}",
                )
            return text

        paths = [f"scoring.contract.counts.{side}.{k}" for side in sides for k in kinds]
        if len(sides) == 2 and parts("taker") == parts("defence"):
            text = self.t(
                f"Le total de chaque équipe comprend {phrase('taker')}.",
                f"Each team's total includes {phrase('taker')}.",
            )
        elif len(sides) == 2:
            text = self.t(
                f"Le total du preneur comprend {phrase('taker')} ; celui de la défense, "
                f"{phrase('defence')}.",
                f"The taker's total includes {phrase('taker')}; the defence's, "
                f"{phrase('defence')}.",
            )
        else:
            text = self.t(
                f"Le total du preneur comprend {phrase('taker')}.",
                f"The taker's total includes {phrase('taker')}.",
            )
        return self.st("scoring.contract.counts", paths or ["scoring.contract.counts"], text)

    # -- what a contract is worth

    def _factor_words(self) -> tuple[list[str], list[str]]:
        """``à sans atout, il compte double`` for the modes whose factor is not 1."""
        words = {2: ("double", "double"), 3: ("triple", "triple"), 4: ("quadruple", "fourfold")}
        fr: list[str] = []
        en: list[str] = []
        for key, on, name_fr, name_en in (
            ("sans_atout", self.sans_atout, "à sans atout", "at sans atout"),
            ("tout_atout", self.tout_atout, "à tout atout", "at tout atout"),
        ):
            path = f"scoring.contract_value.{key}"
            if not on:
                self.off(f"{key.replace('_', ' ')} is not played", path)
                continue
            factor = int(self.rule(path))
            if factor != 1:
                w_fr, w_en = words.get(factor, (f"{factor} fois", f"{factor} times"))
                fr.append(f"{name_fr}, il compte {w_fr}")
                en.append(f"{name_en} it counts {w_en}")
        return fr, en

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
        factors_fr, factors_en = self._factor_words()
        if self.auction:
            floor = int(r("bidding.auction.floor"))
            counts_as = r("scoring.contract_value.floor_counts_as")
            fr = "Dans la marque, le contrat vaut le montant de l'enchère"
            en = "In the score, the contract is worth the points bid"
            if counts_as is not None and int(counts_as) != floor:
                fr += f", sauf l'enchère la plus basse, {floor}, qui compte pour {int(counts_as)}"
                en += f", except the lowest bid, {floor}, which counts as {int(counts_as)}"
            paths.append("scoring.contract_value.floor_counts_as")
            extra_fr, extra_en = [], []
            if self.capot_bid:
                extra_fr.append(f"une enchère de capot vaut {announced}")
                extra_en.append(f"a capot bid is worth {announced}")
                paths.append("scoring.capot.announced.contract")
            else:
                self.off("capot cannot be bid", "scoring.capot.announced.contract")
            if self.generale:
                extra_fr.append(f"une générale {generale}")
                extra_en.append(f"a générale {generale}")
                paths.append("scoring.capot.generale")
            else:
                self.off("a générale cannot be bid", "scoring.capot.generale")
            if extra_fr:
                fr += " ; " + join_words(extra_fr, "fr")
                en += "; " + join_words(extra_en, "en")
        else:
            self.off("a prise has no bid of points", "scoring.contract_value.floor_counts_as")
            self.off("a générale cannot be bid", "scoring.capot.generale")
            fr = (
                "Une prise n'a pas de montant : dans la marque, le contrat vaut 0, sauf un capot "
                f"annoncé, qui vaut {announced}"
            )
            en = (
                "A prise has no value: in the score the contract is worth 0, except an "
                f"announced capot, worth {announced}"
            )
            paths.append("scoring.capot.announced.contract")
        modes = self.sans_atout or self.tout_atout
        if factors_fr:
            fr += " ; " + join_words(factors_fr, "fr") + "."
            en += "; " + join_words(factors_en, "en") + "."
        elif modes:
            fr += ", quel que soit le mode."
            en += ", whatever the mode."
        else:
            fr += "."
            en += "."
        paths += [
            f"scoring.contract_value.{k}"
            for k, on in (("sans_atout", self.sans_atout), ("tout_atout", self.tout_atout))
            if on
        ]
        return [self.st("scoring.contract_value", paths, self.t(fr, en))]

    # -- the capot

    def _capot_value(self) -> list[Statement]:
        r = self.rule
        out: list[Statement] = []
        der = int(r("deck.dix_de_der"))
        main = self.main_mode
        normal = self.deal_points(main)
        value = self.capot_points(main)
        if r("scoring.capot.kind") == "flat":
            self.off("the capot has a flat value", "scoring.capot.dix_de_der")
            text = self.t(
                f"Capot : l'équipe qui {self.sweep()} compte {value} points de cartes au lieu "
                f"de {normal}.",
                f"Capot: the team that {self.sweep()} counts {value} card points instead "
                f"of {normal}.",
            )
            paths = ["scoring.capot.kind", "scoring.capot.points"]
        else:
            bonus = int(r("scoring.capot.dix_de_der"))
            self.off("the capot raises the dix de der", "scoring.capot.points")
            text = self.t(
                f"Capot : l'équipe qui {self.sweep()} compte toutes les cartes, et le dix de "
                f"der vaut alors {bonus} au lieu de {der} : {value} points.",
                f"Capot: the team that {self.sweep()} counts every card, and the dix de "
                f"der is then worth {bonus} instead of {der}: {value} points.",
            )
            paths = ["scoring.capot.kind", "scoring.capot.dix_de_der"]
        others = []
        for mode, on, fr, en in (
            (SA, self.sans_atout, "à sans atout", "at sans atout"),
            (TA, self.tout_atout, "à tout atout", "at tout atout"),
        ):
            if on and mode != main:
                other_value = self.capot_points(mode)
                if other_value != value:
                    others.append(self.t(f"{other_value} {fr}", f"{other_value} {en}"))
        if others:
            text = text[:-1] + self.t(
                f" ({join_words(others, 'fr')}).", f" ({join_words(others, 'en')})."
            )
        out.append(self.st("scoring.capot.points", paths, text))
        if r("scoring.capot.by") == "points":
            out.append(
                self.st(
                    "scoring.capot.by",
                    ["scoring.capot.by"],
                    self.t(
                        "Le capot se compte aux points : une équipe qui finit la donne sans un "
                        "seul point de cartes est capot, même si elle a ramassé un pli sans "
                        "valeur (qui n'était pas le dernier).",
                        "A capot is counted on points: a team that ends the deal without a "
                        "single card point is capot, even if it took a trick worth nothing "
                        "(other than the last).",
                    ),
                )
            )
        else:
            out.append(
                self.st(
                    "scoring.capot.by",
                    ["scoring.capot.by"],
                    self.t(
                        "Il y a capot quand une équipe fait les huit plis.",
                        "There is a capot when a team wins all eight tricks.",
                    ),
                )
            )
        if self.prise:
            if r("scoring.capot.announced.enabled"):
                text = self.t(
                    "Capot annoncé : après la prise, avant la première carte, le preneur peut "
                    "annoncer que son équipe fera tous les plis.",
                    "Announced capot: after taking, before the first card, the taker may "
                    "announce that their team will win every trick.",
                )
            else:
                text = self.t(
                    "Le capot ne s'annonce pas à l'avance.", "Capot is not announced in advance."
                )
            out.append(
                self.st("scoring.capot.announced", ["scoring.capot.announced.enabled"], text)
            )
        else:
            self.off(
                "in an auction a capot is bid (bidding.auction.capot)",
                "scoring.capot.announced.enabled",
            )
        return out

    # -- the outcomes

    _TITLES: Final = {
        "made": (
            ("Contrat réussi", "Contract made"),
            ("Contrat contré et réussi", "Contract doubled and made"),
        ),
        "dedans": (
            ("Contrat chuté (« dedans »)", "Contract failed (« dedans »)"),
            ("Contrat contré et chuté", "Contract doubled and failed"),
        ),
        "litige": (
            ("Litige", "Litige"),
            ("Litige sur un contrat contré", "Litige on a doubled contract"),
        ),
        "capot": (
            ("Capot du preneur", "Capot by the taker"),
            ("Capot du preneur sur un contrat contré", "Capot by the taker on a doubled contract"),
        ),
        "capot-against": (
            ("Preneur mis capot", "Taker put capot"),
            ("Preneur contré et mis capot", "Taker doubled and put capot"),
        ),
        "generale-made": (
            ("Générale réussie", "Générale made"),
            ("Générale contrée et réussie", "Générale doubled and made"),
        ),
        "generale-failed": (
            ("Générale manquée", "Générale missed"),
            ("Générale contrée et manquée", "Générale doubled and missed"),
        ),
        "generale-failed-capot-against": (
            ("Générale manquée", "Générale missed"),
            ("Générale contrée et manquée", "Générale doubled and missed"),
        ),
    }

    def _title(self, sit: Situation) -> str:
        key = sit.key.removesuffix("-contre")
        if key.startswith("capot-bid"):
            noun_fr, noun_en = (
                ("Capot annoncé", "Announced capot")
                if self.prise
                else ("Enchère de capot", "Capot bid")
            )
            fem = not self.prise
            made = key == "capot-bid-made"
            fr = noun_fr + (" contré" + ("e" if fem else "") + " et" if sit.contred else "")
            fr += (" réussi" if made else " manqué") + ("e" if fem else "")
            en = (
                noun_en
                + (", doubled and" if sit.contred else "")
                + (" made" if made else " missed")
            )
            return self.t(fr, en) + self._defence_sweeps(key)
        if key == "capot" and self.capot_bid:
            base = self._TITLES[key][int(sit.contred)]
            return self.t(
                base[0] + (", sans l'avoir annoncé" if self.prise else ", sans l'avoir demandé"),
                base[1] + ", without having " + ("announced" if self.prise else "bid") + " it",
            )
        fr, en = self._TITLES[key][int(sit.contred)]
        return self.t(fr, en) + self._defence_sweeps(key)

    def _defence_sweeps(self, key: str) -> str:
        """The end of an outcome's title where the defence took the capot."""
        if not key.endswith("capot-against"):
            return ""
        if key == "capot-against":  # « Preneur mis capot (la défense fait les huit plis) »
            return self.t(f" (la défense {self.sweep()})", f" (the defence {self.sweep()})")
        return self.t(", la défense ", ", the defence ") + self.sweep("gerund")

    def _phrase_context(self, sit: Situation) -> PhraseContext:
        r = self.rule
        contract_on = self.auction or sit.bid is not None
        words = ("le contrat", "the contract")
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
            words = (f"les {value} du contrat", f"the contract's {value}")
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
        text = self.t(
            f"{title} : l'équipe du preneur {taker} ; la défense {defence}.",
            f"{title}: the taker's team {taker}; the defence {defence}.",
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
        to = {
            "next_winner": self.t(
                "à l'équipe qui gagnera la donne suivante", "to the team that wins the next deal"
            ),
            "next_taker": self.t(
                "au prochain preneur qui réussira son contrat",
                "to the next taker who makes their contract",
            ),
        }[r("scoring.litige.awarded_to")]
        held_fr = ["ses points de cartes"]
        held_en = ["card points"]
        if self.annonces_on:
            held_fr.append("ses annonces")
            held_en.append("annonces")
        if held_belote:
            held_fr.append("sa belote")
            held_en.append("belote")
        keep_fr = " ; il garde sa belote" if self.belote_on and not held_belote else ""
        keep_en = "; the taker keeps their belote" if self.belote_on and not held_belote else ""
        total = self.deal_points(self.main_mode)
        if sit.contred:
            text = self.t(
                f"{title} : la défense {defence} ; le preneur est traité comme sans contre.",
                f"{title}: the defence {defence}; the taker is dealt with as without a contre.",
            )
        else:
            half = total // 2
            needed = int(r("scoring.contract.minimum"))
            reach = self.auction and bool(r("scoring.contract.reach_bid"))
            if reach or needed > half:
                # the tie is a litige only once the contract's other conditions are met
                when_fr, when_en = (
                    " alors que le preneur a atteint ce qu'il devait faire",
                    " while the taker reached what the contract requires",
                )
            else:
                when_fr = f" (par exemple {half} à {total - half})"
                when_en = f" (for example {half}–{total - half})"
            text = self.t(
                f"Litige : si les deux équipes ont exactement le même total{when_fr}, la "
                f"défense {defence} ; le preneur ne marque pas encore : "
                f"{join_words(held_fr, 'fr')} sont mis en attente et iront {to}{keep_fr}.",
                f"Litige: if both teams have exactly the same total{when_en}, the defence "
                f"{defence}; the taker scores nothing yet: the taker's "
                f"{join_words(held_en, 'en')} are held and will go {to}{keep_en}.",
            )
        return self.st(f"scoring.{sit.key}", self._outcome_paths(sit), text, claim=sit)

    def _contre_multipliers(self, found: Sequence[Situation]) -> Statement:
        r = self.rule
        x2, x4 = int(r("scoring.contre.contre")), int(r("scoring.contre.surcontre"))
        surcontre = bool(r("bidding.auction.surcontre"))
        paths = ["scoring.contre.contre"]
        if surcontre:
            paths.append("scoring.contre.surcontre")
        else:
            self.off("no surcontre", "scoring.contre.surcontre")
        if multiplied_terms(found):
            text = self.t(
                f"Contre : dans les marques qui suivent, ce qui est suivi de « × {x2} » est "
                f"multiplié par {x2}"
                + (f" ; sur un contrat surcontré, par {x4} au lieu de {x2}." if surcontre else "."),
                f"Contre: in the scores below, what is followed by « × {x2} » is multiplied by "
                f"{x2}"
                + (f"; on a redoubled contract, by {x4} instead of {x2}." if surcontre else "."),
            )
        else:
            text = self.t(
                "Contre : aucune marque n'est multipliée ; le contre"
                + (" ou le surcontre" if surcontre else "")
                + " ne change que ce que chaque équipe marque, comme suit.",
                "Contre: no score is multiplied; a contre"
                + (" or surcontre" if surcontre else "")
                + " only changes what each side scores, as follows.",
            )
        return self.st("scoring.contre", paths, text)

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
                self.t(
                    "En cas d'égalité de points entre les deux équipes, le contrat est chuté.",
                    "When both teams have the same points, the contract fails.",
                ),
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
                    self.t(
                        "Les points se comptent exactement, sans arrondi.",
                        "Points are counted exactly, without rounding.",
                    ),
                )
            ]
        # The examples are the engine's rounding of the numbers shown.
        shown = (85, 84) if half == "up" else (85, 86)
        arrows = ", ".join(f"{n} → {round_ten(n, str(half))}" for n in shown)
        where = self.t(
            f"un 5 s'arrondit vers le haut ({arrows})"
            if half == "up"
            else f"5 vers le bas et 6 vers le haut ({arrows})",
            f"a 5 rounds up ({arrows})" if half == "up" else f"5 rounds down and 6 up ({arrows})",
        )
        if method == "each_team":
            text = self.t(
                f"La marque de chaque équipe est arrondie à la dizaine la plus proche ; {where}.",
                f"Each team's score is rounded to the nearest ten; {where}.",
            )
        else:
            text = self.t(
                "La marque du preneur est arrondie à la dizaine la plus proche, et la défense "
                "reçoit le total des deux marques, arrondi, moins celle du preneur ; "
                f"{where}.",
                "The taker's score is rounded to the nearest ten and the defence gets the total "
                f"of both scores, rounded, minus the taker's; {where}.",
            )
        out = [
            self.st("scoring.rounding", ["scoring.rounding.method", "scoring.rounding.half"], text)
        ]
        if r("scoring.rounding.last_deal") == "exact":
            text = self.t(
                "La donne qui peut finir la partie se compte aussi au point près : si, comptée "
                "exactement, elle fait atteindre le but, ce compte exact est gardé et la partie "
                "s'arrête ; sinon elle est arrondie et la partie continue, même si l'arrondi "
                "aurait suffi.",
                "The deal that may end the game is also counted exactly: if, counted exactly, "
                "it reaches the target, that exact count stands and the game ends; otherwise it "
                "is rounded and the game goes on, even if rounding would have been enough.",
            )
        else:
            text = self.t(
                "La dernière donne de la partie s'arrondit comme les autres.",
                "The last deal of the game is rounded like the others.",
            )
        out.append(self.st("scoring.rounding.last_deal", ["scoring.rounding.last_deal"], text))
        return out

    def _scaling(self, mode: int, key: str) -> list[Statement]:
        r = self.rule
        at = f"scoring.{key}_scaling"
        on = self.tout_atout if key == "tout_atout" else self.sans_atout
        where_fr, where_en = (
            ("À tout atout", "At tout atout")
            if key == "tout_atout"
            else ("À sans atout", "At sans atout")
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
            )
            return [
                self.st(
                    at,
                    [f"{at}.enabled"],
                    self.t(
                        f"{where_fr}, les points se comptent tels quels, sans mise à l'échelle.",
                        f"{where_en} points are counted as they are, without scaling.",
                    ),
                )
            ]
        num, den = (int(x) for x in r(f"{at}.ratio"))
        cnum, cden = (int(x) for x in r(f"{at}.capot_ratio"))
        der = int(r("deck.dix_de_der"))
        total = self.deck_total(mode) + der
        paths = [f"{at}.enabled", f"{at}.ratio", f"{at}.scales"]
        if r(f"{at}.scales") == "score":
            self.off("the whole score is scaled", f"{at}.dix_de_der")
            paths.append(f"{at}.capot_ratio")
            text = self.t(
                f"{where_fr}, le paquet vaut {total} points avec le dix de der. Le contrat se "
                "juge sur ces points ; puis la marque de chaque équipe, annonces et belote "
                f"comprises, est multipliée par {num}/{den} (par {cnum}/{cden} sur une donne de "
                "capot) et arrondie au plus près.",
                f"{where_en} the pack is worth {total} points with the dix de der. The contract "
                "is judged on those points; then each team's score, annonces and belote "
                f"included, is multiplied by {num}/{den} ({cnum}/{cden} on a capot deal) and "
                "rounded to the nearest point.",
            )
            return [self.st(at, paths, text)]
        paths.append(f"{at}.dix_de_der")
        if r(f"{at}.dix_de_der") == "added":
            how_fr = (
                f"les points des cartes, sans le dix de der, sont multipliés par {num}/{den}, "
                "puis le dix de der s'ajoute à l'équipe qui a fait le dernier pli"
            )
            how_en = (
                f"the card points, without the dix de der, are multiplied by {num}/{den}, then "
                "the dix de der is added for the team that won the last trick"
            )
        else:
            how_fr = f"les points de cartes, dix de der compris, sont multipliés par {num}/{den}"
            how_en = f"the card points, dix de der included, are multiplied by {num}/{den}"
        total_after = self.deal_points(mode)
        text = self.t(
            f"{where_fr}, le paquet vaut {total} points avec le dix de der : {how_fr}. Ceux de "
            "Nord–Sud sont arrondis au plus près, Est–Ouest reçoit le reste, pour un total de "
            f"{total_after} points ; les annonces et la belote gardent leur valeur.",
            f"{where_en} the pack is worth {total} points with the dix de der: {how_en}. "
            "North–South's are rounded to the nearest point and East–West get the rest, "
            f"{total_after} points in all; annonces and belote keep their value.",
        )
        if r("scoring.capot.kind") == "der_bonus":
            paths.append(f"{at}.capot_ratio")
            text += " " + self.t(
                f"Sur un capot, le rapport est {cnum}/{cden} : {self.capot_points(mode)} points.",
                f"On a capot the ratio is {cnum}/{cden}: {self.capot_points(mode)} points.",
            )
        else:
            self.off("a capot has a flat value, which is not scaled", f"{at}.capot_ratio")
        return [self.st(at, paths, text)]

    # ------------------------------------------------------------------ end of the game

    def game_end(self) -> list[Statement]:
        """Target, reaching it, ties, capot, result."""
        r = self.rule
        target = int(r("game_end.target"))
        others = [int(c) for c in r("game_end.target_choices") if int(c) != target]
        text = self.t(f"La partie se joue en {target} points", f"The game is played to {target}")
        if others:
            listed = [str(o) for o in others]
            text += self.t(
                f" ; on peut aussi convenir de {join_words(listed, 'fr', last='ou')}",
                f"; players may agree on {join_words(listed, 'en', last='or')} instead",
            )
        text += "."
        out = [self.st("game_end.target", ["game_end.target", "game_end.target_choices"], text)]
        if r("game_end.reach") == "reach":
            text = self.t(
                "Elle s'arrête à la fin de la donne où une équipe atteint ou dépasse ce total.",
                "It ends after the deal in which a team reaches or passes that total.",
            )
        else:
            text = self.t(
                "Elle s'arrête à la fin de la donne où une équipe dépasse ce total ; l'atteindre "
                "ne suffit pas.",
                "It ends after the deal in which a team passes that total; reaching it is not "
                "enough.",
            )
        out.append(self.st("game_end.reach", ["game_end.reach"], text))
        if r("game_end.both_over") == "draw":
            self.off("both teams over the target is a draw", "game_end.tie")
            text = self.t(
                "Si les deux équipes y arrivent sur la même donne, la partie est nulle.",
                "If both teams get there on the same deal, the game is drawn.",
            )
        else:
            tie = {
                "extra_deal": self.t(
                    "à égalité parfaite, on joue une donne de plus",
                    "on an exact tie, one more deal is played",
                ),
                "last_deal_winner": self.t(
                    "à égalité parfaite, l'équipe qui a le plus marqué à la dernière donne gagne "
                    "(si elles y ont marqué autant, on joue une donne de plus)",
                    "on an exact tie, the team that scored more on the last deal wins (if they "
                    "scored the same, one more deal is played)",
                ),
                "draw": self.t(
                    "à égalité parfaite, la partie est nulle", "on an exact tie, the game is drawn"
                ),
            }[r("game_end.tie")]
            text = self.t(
                "Si les deux équipes y arrivent sur la même donne, la plus haute l'emporte ; "
                f"{tie}.",
                f"If both teams get there on the same deal, the higher score wins; {tie}.",
            )
        out.append(self.st("game_end.both_over", ["game_end.both_over", "game_end.tie"], text))
        out.append(self._no_win_through())
        if r("game_end.capot_loser_cannot_win"):
            text = self.t(
                "Une équipe qui vient d'être mise capot ne peut pas gagner la partie sur cette "
                "donne.",
                "A team that has just been put capot cannot win the game on that deal.",
            )
        else:
            text = self.t(
                "Une équipe mise capot peut tout de même gagner la partie sur cette donne, si "
                "son total suffit.",
                "A team put capot may still win the game on that deal if its total is enough.",
            )
        out.append(
            self.st("game_end.capot_loser_cannot_win", ["game_end.capot_loser_cannot_win"], text)
        )
        if r("game_end.result") == "winner":
            text = self.t(
                "Le résultat de la partie est l'équipe gagnante.",
                "The result of the game is the winning team.",
            )
        else:
            text = self.t(
                "En tournoi, le résultat est la différence des scores, Nord–Sud moins Est–Ouest, "
                "que chaque joueur reporte.",
                "In tournaments the result is the score difference, North–South minus "
                "East–West, which each player carries.",
            )
        out.append(self.st("game_end.result", ["game_end.result"], text))
        return out

    def _no_win_through(self) -> Statement:
        r = self.rule
        kinds = [k for k, on in (("belote", self.belote_on), ("annonces", self.annonces_on)) if on]
        for k in ("belote", "annonces"):
            if k not in kinds:
                self.off(f"no {k}", f"game_end.no_win_through.{k}")
        if not kinds:
            return self.st(
                "game_end.no_win_through",
                ["game_end.no_win_through"],
                self.t(
                    "Tous les points d'une donne comptent pour gagner la partie.",
                    "Every point of a deal counts toward winning the game.",
                ),
            )
        passes = self.t(
            "atteint" if r("game_end.reach") == "reach" else "dépasse",
            "reaches" if r("game_end.reach") == "reach" else "passes",
        )
        where = {
            "dedans": self.t("où son contrat chute", "on which its contract fails"),
            "capot_against": self.t("où elle est mise capot", "on which it is put capot"),
        }
        what = {
            "belote": self.t("sa belote", "its belote"),
            "annonces": self.t("ses annonces", "its annonces"),
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
            on = join_words([where[d] for d in deals], self.lang, last=self.t("ou", "or"))
            sentences.append(
                self.t(
                    f"Sur une donne {on}, une équipe ne gagne la partie que si son total, sans "
                    f"{listed} de cette donne, {passes} encore le but.",
                    f"On a deal {on}, a team wins the game only if its total, without "
                    f"{listed} of that deal, still {passes} the target.",
                )
            )
        if free:
            listed = join_words(
                [
                    self.t("la belote", "the belote")
                    if k == "belote"
                    else self.t("les annonces", "the annonces")
                    for k in free
                ],
                self.lang,
            )
            plural = len(free) > 1 or free[0] == "annonces"
            sentences.append(
                self.t(
                    f"{listed[0].upper() + listed[1:]} d'une donne perdue "
                    + ("comptent" if plural else "compte")
                    + " pour gagner la partie comme les autres points.",
                    f"{listed[0].upper() + listed[1:]} of a lost deal "
                    + ("count" if plural else "counts")
                    + " toward winning the game like other points.",
                )
            )
        return self.st(
            "game_end.no_win_through",
            [f"game_end.no_win_through.{k}" for k in kinds],
            " ".join(sentences),
        )

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
