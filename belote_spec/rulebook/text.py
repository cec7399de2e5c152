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

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from ..cards import Card
from ..engine.tables import SA, TA, CardTables, build_card_tables
from ..schema import rule_paths
from .words import (
    Lang,
    card_label,
    carre_name,
    count_label,
    join_words,
    rank_label,
    rank_name,
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
    tables (built from the rules when not given). Each method returns the statements of one
    part of the rulebook, in reading order.
    """

    def __init__(
        self, rule: Callable[[str], Any], lang: Lang, tables: CardTables | None = None
    ) -> None:
        self.rule = rule
        self.lang: Lang = lang
        self.tables = tables or build_card_tables(rule("cards"), int(rule("deck.dix_de_der")))
        self.coverage = Coverage()

    # ------------------------------------------------------------------ helpers

    def t(self, fr: str, en: str) -> str:
        """The text in the rulebook's language."""
        return tr(self.lang, fr, en)

    def st(self, key: str, paths: Sequence[str], *parts: Inline) -> Statement:
        """A statement; its paths count as stated."""
        self.coverage.stated.update(paths)
        return Statement(key, tuple(parts), tuple(paths))

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
        """Third-party rule plugins."""
        names = list(self.rule("plugins"))
        if not names:
            text = self.t(
                "Aucun plugin de règle n'est activé : le jeu suit exactement les règles "
                "décrites ici.",
                "No rule plugin is enabled: the game follows exactly the rules described here.",
            )
        else:
            listed = join_words([f"« {n} »" for n in names], self.lang)
            text = self.t(
                f"Cette variante active les plugins de règle {listed} : ils peuvent remplacer "
                "ou modifier des règles décrites ici ; les exemples calculés en tiennent compte.",
                f"This variant enables the rule plugins {listed}: they may replace or change "
                "rules described here; the computed examples take them into account.",
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
                + f"{count_label(taker, 'fr', 'carte', '')} de plus, chacun des autres "
                f"{count_label(others, 'fr', 'carte', '')}.",
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

        between = r("deal.shuffle.between_deals")
        after_passed = r("deal.shuffle.after_passed_deals")
        if between == "always":
            text = self.t(
                "Les cartes sont battues avant chaque donne.",
                "The cards are shuffled before every deal.",
            )
        else:
            if between == "never":
                text = self.t(
                    "Entre deux donnes, on ne bat pas les cartes : on les ramasse pli par pli, "
                    "puis on coupe.",
                    "Between deals the cards are not shuffled: they are gathered trick by "
                    "trick, then cut.",
                )
            else:
                text = self.t(
                    "Entre deux donnes, on ne bat les cartes que si les deux équipes sont "
                    "d'accord ; sinon on les ramasse et on coupe.",
                    "Between deals the cards are shuffled only if both teams agree; otherwise "
                    "they are gathered and cut.",
                )
            if after_passed is not None:
                n = int(after_passed)
                text += " " + self.t(
                    f"Après {count_label(n, 'fr', 'donne', '')} de suite sans preneur, on les bat.",
                    f"After {count_label(n, 'en', '', 'deal')} in a row without a taker, they "
                    "are shuffled.",
                )
        out.append(self.st("deal.shuffle", ["deal.shuffle"], text))

        if r("deal.misdeal.penalty") == "redeal":
            text = self.t(
                "En cas de fausse donne, le même donneur redonne, sans pénalité.",
                "After a misdeal the same dealer deals again, without penalty.",
            )
            self.off("no misdeal penalty", "deal.misdeal.points")
            out.append(self.st("deal.misdeal", ["deal.misdeal.penalty"], text))
        else:
            pts = int(r("deal.misdeal.points"))
            text = self.t(
                f"En cas de fausse donne, les adversaires du donneur marquent {pts} points et la "
                "donne passe au joueur suivant.",
                f"After a misdeal the dealer's opponents score {pts} points and the deal passes "
                "to the next player.",
            )
            out.append(self.st("deal.misdeal", ["deal.misdeal"], text))
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
            out.append(
                self.st(
                    f"bidding.prise.rounds.{i}",
                    ["bidding.prise.rounds"],
                    self.t(
                        f"{head} : {lead} {what} ; sinon, il passe.",
                        f"{head}: {lead} {what}; otherwise they pass.",
                    ),
                )
            )
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

    def _auction(self) -> list[Statement]:
        r = self.rule
        floor, step, ceiling = (
            int(r(f"bidding.auction.{k}")) for k in ("floor", "step", "ceiling")
        )
        modes = self.playable_modes()
        out = [
            self.st(
                "bidding.auction.range",
                ["bidding.auction.floor", "bidding.auction.step", "bidding.auction.ceiling"],
                self.t(
                    f"Chacun à son tour enchérit ou passe. Une enchère annonce les points que son "
                    f"équipe s'engage à faire, de {floor} à {ceiling} de {step} en {step}, et "
                    f"l'atout choisi ({join_words(modes, 'fr', last='ou')}).",
                    f"In turn, each player bids or passes. A bid names the points the bidder's "
                    f"team undertakes to make, from {floor} to {ceiling} in steps of {step}, and "
                    f"the trump ({join_words(modes, 'en', last='or')}).",
                ),
            )
        ]
        if r("bidding.auction.capot"):
            text = self.t(
                f"Au-dessus de {ceiling}, on peut enchérir « capot » : s'engager à faire les huit "
                "plis.",
                f"Above {ceiling} one may bid « capot »: undertaking to win all eight tricks.",
            )
        else:
            text = self.t("On ne peut pas enchérir le capot.", "Capot cannot be bid.")
        out.append(self.st("bidding.auction.capot", ["bidding.auction.capot"], text))
        if r("bidding.auction.overbid_partner"):
            text = self.t(
                "Chaque enchère doit dépasser la précédente ; on peut surenchérir sur son "
                "partenaire.",
                "Each bid must be higher than the last; you may overbid your partner.",
            )
        else:
            text = self.t(
                "Chaque enchère doit dépasser la précédente ; on ne peut pas surenchérir sur son "
                "partenaire.",
                "Each bid must be higher than the last; you may not overbid your partner.",
            )
        out.append(
            self.st("bidding.auction.overbid_partner", ["bidding.auction.overbid_partner"], text)
        )
        if r("bidding.auction.contre"):
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
            if r("bidding.auction.contre_ends_auction"):
                text = self.t(
                    "Un contre arrête les enchères"
                    + (
                        " : l'équipe contrée peut seulement surcontrer ou passer."
                        if surcontre
                        else "."
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
        else:
            out.append(
                self.st(
                    "bidding.auction.contre",
                    ["bidding.auction.contre"],
                    self.t("On ne peut pas contrer.", "Doubling is not allowed."),
                )
            )
            self.off(
                "no contre", "bidding.auction.surcontre", "bidding.auction.contre_ends_auction"
            )
        out.append(
            self.st(
                "bidding.auction.end",
                ["bidding.auction.end"],
                self.t(
                    "Les enchères s'arrêtent après trois passes de suite : la dernière enchère "
                    "devient le contrat, et son auteur est le preneur.",
                    "The auction ends after three passes in a row: the last bid is the contract "
                    "and its bidder the taker.",
                ),
            )
        )
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
        out.append(
            self.st(
                "play.illegal_card",
                ["play.illegal_card"],
                self.t(
                    "Une carte qui n'est pas permise est refusée : vous devez en jouer une autre.",
                    "A card that is not allowed is refused: you must play another one.",
                ),
            )
        )
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
            self.off("trumping is never compulsory", "play.overtrump", "play.undertrump")
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
            self.off(
                "you must trump even over your partner",
                "play.partner_master",
                "play.partner_master_undertrump",
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
        if r("play.partner_master_undertrump") == "allowed":
            text = self.t(
                "Si votre partenaire est maître en ayant coupé, vous pouvez même couper plus bas "
                "que lui.",
                "If your partner holds the trick with a trump, you may even trump lower than them.",
            )
        else:
            text = self.t(
                "Si votre partenaire est maître en ayant coupé, vous ne pouvez pas couper plus "
                "bas que lui : défaussez-vous, ou coupez plus haut.",
                "If your partner holds the trick with a trump, you may not trump lower than "
                "them: discard, or trump higher.",
            )
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
        label = {"tierce": "tierce", "cinquante": "cinquante", "cent": "cent"}.get(name, name)
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
        out.append(
            self.st(
                "annonces.still_tied",
                ["annonces.still_tied"],
                self.t(
                    "Si elles restent à égalité, aucune équipe ne marque d'annonce.",
                    "If they are still tied, neither team scores any annonce.",
                ),
            )
        )
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
        if r("belote.imprenable"):
            text = self.t(
                "Elle est imprenable : l'équipe qui la détient la garde, même si son contrat "
                "chute.",
                "It cannot be lost (« imprenable »): the holding team keeps it even when its "
                "contract fails.",
            )
        else:
            text = self.t(
                "Elle est prenable : si le preneur chute, sa belote va à la défense.",
                "It can be lost: if the taker fails, the taker's belote goes to the defence.",
            )
        out.append(self.st("belote.imprenable", ["belote.imprenable"], text))
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

    def scoring(self) -> list[Statement]:
        """When a contract is made, and what each team scores."""
        r = self.rule
        out: list[Statement] = []
        half = (self.deck_total(0 if self.suit_mode else SA) + int(r("deck.dix_de_der"))) // 2 + 1
        if r("scoring.made_when") == "beats_defence":
            text = self.t(
                "Le preneur réussit son contrat si son équipe totalise plus de points que la "
                "défense.",
                "The taker makes the contract if their team has more points than the defence.",
            )
        else:
            floor = int(r("bidding.auction.floor")) if not self.prise else half
            text = self.t(
                "Le preneur réussit son contrat si son équipe atteint au moins le montant de son "
                "enchère, et fait plus que la défense"
                + (
                    f" : une enchère de {floor} demande donc {max(floor, half)} points."
                    if floor < half
                    else "."
                ),
                "The taker makes the contract if their team reaches at least the bid and has "
                "more points than the defence"
                + (
                    f": a bid of {floor} therefore needs {max(floor, half)} points."
                    if floor < half
                    else "."
                ),
            )
        out.append(self.st("scoring.made_when", ["scoring.made_when"], text))

        parts_fr, parts_en, paths = ["les points des cartes"], ["card points"], []
        for key, on, fr, en in (
            ("annonces", self.annonces_on, "les annonces", "annonces"),
            ("belote", bool(r("belote.enabled")), "la belote", "belote"),
        ):
            path = f"scoring.counts_toward_contract.{key}"
            if not on:
                self.off(f"no {key}", path)
                continue
            paths.append(path)
            if r(path):
                parts_fr.append(fr)
                parts_en.append(en)
        if paths:
            left_fr = [
                p
                for p in ("les annonces", "la belote")
                if p not in parts_fr
                and (p != "les annonces" or self.annonces_on)
                and (p != "la belote" or r("belote.enabled"))
            ]
            left_en = [
                p
                for p in ("annonces", "belote")
                if p not in parts_en
                and (p != "annonces" or self.annonces_on)
                and (p != "belote" or r("belote.enabled"))
            ]
            text = self.t(
                f"Ce total comprend {join_words(parts_fr, 'fr')}"
                + (f", mais pas {join_words(left_fr, 'fr', last='ni')}." if left_fr else "."),
                f"That total includes {join_words(parts_en, 'en')}"
                + (f", but not {join_words(left_en, 'en', last='nor')}." if left_en else "."),
            )
            out.append(self.st("scoring.counts_toward_contract", paths, text))

        extras_fr = ", ses annonces et sa belote" if self.annonces_on else " et sa belote"
        extras_en = ", annonces and belote" if self.annonces_on else " and belote"
        if r("scoring.made.taker") == "points":
            text = self.t(
                f"Contrat réussi : chaque équipe marque ses points de cartes{extras_fr}.",
                f"Contract made: each team scores its own card points{extras_en}.",
            )
        else:
            text = self.t(
                "Contrat réussi : l'équipe du preneur marque ses points et le montant de son "
                f"contrat ; la défense marque ses propres points. Chacune ajoute{extras_fr[1:]}.",
                "Contract made: the taker's team scores its points plus the contract; the "
                f"defence scores its own points. Each adds its own{extras_en[1:]}.",
            )
        out.append(self.st("scoring.made", ["scoring.made"], text))
        out.append(self._dedans())
        out.extend(self._litige())
        out.extend(self._capot())
        out.extend(self._contre())
        out.append(self._rounding())
        if self.tout_atout and r("scoring.tout_atout_scaling.enabled"):
            num, den = r("scoring.tout_atout_scaling.ratio")
            cnum, cden = r("scoring.tout_atout_scaling.capot_ratio")
            total = self.deck_total(TA) + int(r("deck.dix_de_der"))
            text = self.t(
                f"À tout atout, le paquet vaut {total} points avec le dix de der : les points "
                f"de chaque équipe sont ramenés à l'échelle habituelle en les multipliant par "
                f"{num}/{den} (par {cnum}/{cden} pour un capot), arrondis au plus près.",
                f"At tout atout the pack is worth {total} points with the dix de der: each "
                f"team's points are brought back to the usual scale by multiplying them by "
                f"{num}/{den} ({cnum}/{cden} for a capot), rounded to the nearest point.",
            )
            out.append(self.st("scoring.tout_atout_scaling", ["scoring.tout_atout_scaling"], text))
        elif self.tout_atout:
            out.append(
                self.st(
                    "scoring.tout_atout_scaling",
                    ["scoring.tout_atout_scaling.enabled"],
                    self.t(
                        "À tout atout, les points se comptent tels quels, sans mise à l'échelle.",
                        "At tout atout points are counted as they are, without scaling.",
                    ),
                )
            )
            self.off(
                "no scaling",
                "scoring.tout_atout_scaling.ratio",
                "scoring.tout_atout_scaling.capot_ratio",
            )
        else:
            self.off("tout atout is not played", "scoring.tout_atout_scaling")
        return out

    def _dedans(self) -> Statement:
        r = self.rule
        base = int(r("scoring.dedans.base"))
        add = bool(r("scoring.dedans.add_contract"))
        gain_fr, gain_en = [f"{base} points"], [f"{base} points"]
        if add:
            gain_fr.append(
                "le montant du contrat" + (" (une prise n'en a pas : 0)" if self.prise else "")
            )
            gain_en.append("the contract" + (" (a prise has none: 0)" if self.prise else ""))
        paths = ["scoring.dedans.base", "scoring.dedans.add_contract"]
        if self.annonces_on:
            paths += ["scoring.dedans.taker_annonces", "scoring.dedans.defence_annonces"]
            own = r("scoring.dedans.defence_annonces") == "kept"
            taker = r("scoring.dedans.taker_annonces") == "to_defence"
            if own and taker:
                gain_fr.append("les annonces des deux équipes")
                gain_en.append("both teams' annonces")
            elif own:
                gain_fr.append("ses propres annonces")
                gain_en.append("its own annonces")
            elif taker:
                gain_fr.append("les annonces du preneur")
                gain_en.append("the taker's annonces")
        else:
            self.off(
                "no annonces", "scoring.dedans.taker_annonces", "scoring.dedans.defence_annonces"
            )
        belote_on = bool(r("belote.enabled"))
        if belote_on:
            paths.append("belote.imprenable")
            gain_fr.append("sa belote")
            gain_en.append("its belote")
            if r("belote.imprenable"):
                taker_fr = "l'équipe du preneur ne garde que sa belote, si elle l'a"
                taker_en = "the taker's team keeps only its belote, if it holds it"
            else:
                gain_fr.append("celle du preneur")
                gain_en.append("the taker's")
                taker_fr = "l'équipe du preneur ne marque rien"
                taker_en = "the taker's team scores nothing"
        else:
            taker_fr = "l'équipe du preneur ne marque rien"
            taker_en = "the taker's team scores nothing"
        text = self.t(
            f"Contrat chuté (« dedans ») : la défense marque {gain_fr[0]}"
            + (f" plus {join_words(gain_fr[1:], 'fr')}" if gain_fr[1:] else "")
            + f" ; {taker_fr}.",
            f"Contract failed (« dedans »): the defence scores {gain_en[0]}"
            + (f" plus {join_words(gain_en[1:], 'en')}" if gain_en[1:] else "")
            + f"; {taker_en}.",
        )
        return self.st("scoring.dedans", paths, text)

    def _litige(self) -> list[Statement]:
        r = self.rule
        if not r("scoring.litige.enabled"):
            self.off(
                "no litige",
                "scoring.litige.taker_points",
                "scoring.litige.held_belote",
                "scoring.litige.awarded_to",
            )
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
        held_belote = bool(r("scoring.litige.held_belote")) and bool(r("belote.enabled"))
        if not r("belote.enabled"):
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
        what_fr = "ceux du preneur" + (", belote comprise," if held_belote else "")
        what_en = "the taker's" + (", belote included," if held_belote else "")
        keep_fr = "" if held_belote or not r("belote.enabled") else " Le preneur garde sa belote."
        keep_en = "" if held_belote or not r("belote.enabled") else " The taker keeps their belote."
        total = self.deck_total(0) + int(r("deck.dix_de_der"))
        return [
            self.st(
                "scoring.litige",
                ["scoring.litige"],
                self.t(
                    f"Litige : si les deux équipes ont exactement autant de points (par exemple "
                    f"{total // 2} à {total - total // 2}), la défense marque ses points, et "
                    f"{what_fr} sont mis en attente : ils iront {to}.{keep_fr}",
                    f"Litige: if both teams have exactly the same points (for example "
                    f"{total // 2}–{total - total // 2}), the defence scores its points and "
                    f"{what_en} are held: they will go {to}.{keep_en}",
                ),
            )
        ]

    def _capot(self) -> list[Statement]:
        r = self.rule
        out: list[Statement] = []
        der = int(r("deck.dix_de_der"))
        normal = self.deck_total(0 if self.suit_mode else SA) + der
        if r("scoring.capot.kind") == "flat":
            pts = int(r("scoring.capot.points"))
            self.off("the capot has a flat value", "scoring.capot.dix_de_der")
            text = self.t(
                f"Capot : l'équipe qui fait les huit plis marque {pts} points de cartes au lieu "
                f"de {normal}.",
                f"Capot: the team that wins all eight tricks scores {pts} card points instead of "
                f"{normal}.",
            )
            out.append(
                self.st("scoring.capot", ["scoring.capot.kind", "scoring.capot.points"], text)
            )
        else:
            bonus = int(r("scoring.capot.dix_de_der"))
            self.off("the capot raises the dix de der", "scoring.capot.points")
            text = self.t(
                f"Capot : l'équipe qui fait les huit plis compte toutes les cartes, et le dix de "
                f"der vaut alors {bonus} au lieu de {der} : {normal - der + bonus} points.",
                f"Capot: the team that wins all eight tricks counts every card, and the dix de "
                f"der is then worth {bonus} instead of {der}: {normal - der + bonus} points.",
            )
            out.append(
                self.st("scoring.capot", ["scoring.capot.kind", "scoring.capot.dix_de_der"], text)
            )
        if r("scoring.capot.against_taker") == "capot_points":
            text = self.t(
                "Si c'est la défense qui fait tous les plis, elle marque ce capot.",
                "If the defence wins every trick, it scores that capot.",
            )
        else:
            base = int(r("scoring.dedans.base"))
            text = self.t(
                "Si c'est la défense qui fait tous les plis, le preneur est simplement dedans : "
                f"la défense marque les {base} points de la chute.",
                "If the defence wins every trick, the taker has simply failed: the defence "
                f"scores the {base} points of a failed contract.",
            )
        out.append(self.st("scoring.capot.against_taker", ["scoring.capot.against_taker"], text))
        contract = int(r("scoring.capot.announced.contract"))
        base = int(r("scoring.dedans.base"))
        if self.prise:
            if r("scoring.capot.announced.enabled"):
                text = self.t(
                    "Capot demandé : après la prise, avant la première carte, le preneur peut "
                    "annoncer qu'il fera tous les plis. Réussi, le capot rapporte "
                    f"{contract} points de plus ; manqué, la défense marque {base} + {contract}.",
                    "Announced capot: after taking, before the first card, the taker may announce "
                    f"winning every trick. Made, the capot is worth {contract} more; missed, the "
                    f"defence scores {base} + {contract}.",
                )
                out.append(self.st("scoring.capot.announced", ["scoring.capot.announced"], text))
            else:
                self.off("capot cannot be announced", "scoring.capot.announced.contract")
                out.append(
                    self.st(
                        "scoring.capot.announced",
                        ["scoring.capot.announced.enabled"],
                        self.t(
                            "Le capot ne s'annonce pas à l'avance.",
                            "Capot is not announced in advance.",
                        ),
                    )
                )
        elif r("bidding.auction.capot"):
            self.off(
                "in an auction, capot is a bid (bidding.auction.capot)",
                "scoring.capot.announced.enabled",
            )
            text = self.t(
                f"Une enchère de capot réussie rapporte {contract} points de contrat en plus des "
                f"points du capot ; manquée, la défense marque {base} + {contract}.",
                f"A capot bid, when made, is worth {contract} contract points on top of the "
                f"capot's points; missed, the defence scores {base} + {contract}.",
            )
            out.append(
                self.st("scoring.capot.announced", ["scoring.capot.announced.contract"], text)
            )
        else:
            self.off("capot cannot be bid", "scoring.capot.announced")
        return out

    def _contre(self) -> list[Statement]:
        r = self.rule
        if self.prise or not r("bidding.auction.contre"):
            self.off("no contre", "scoring.contre")
            return []
        x2, x4 = int(r("scoring.contre.contre")), int(r("scoring.contre.surcontre"))
        what = {
            "contract": self.t("le montant du contrat", "the contract's value"),
            "contract_and_points": self.t(
                "le contrat et les points", "the contract and the points"
            ),
        }[r("scoring.contre.applies_to")]
        paths = ["scoring.contre.contre", "scoring.contre.applies_to"]
        if r("bidding.auction.surcontre"):
            paths.append("scoring.contre.surcontre")
            text = self.t(
                f"Contre et surcontre : {what} sont multipliés par {x2} après un contre, par "
                f"{x4} après un surcontre.",
                f"Contre and surcontre: {what} are multiplied by {x2} after a contre, by {x4} "
                "after a surcontre.",
            )
        else:
            self.off("no surcontre", "scoring.contre.surcontre")
            text = self.t(
                f"Contre : {what} sont multipliés par {x2}.",
                f"Contre: {what} are multiplied by {x2}.",
            )
        if r("scoring.contre.applies_to") == "contract":
            text = text.replace("sont multipliés", "est multiplié").replace(" are ", " is ")
        return [self.st("scoring.contre", paths, text)]

    def _rounding(self) -> Statement:
        r = self.rule
        method, half = r("scoring.rounding.method"), r("scoring.rounding.half")
        if method == "none":
            self.off("exact points", "scoring.rounding.half")
            return self.st(
                "scoring.rounding",
                ["scoring.rounding.method"],
                self.t(
                    "Les points se comptent exactement, sans arrondi.",
                    "Points are counted exactly, without rounding.",
                ),
            )
        where = self.t(
            "un 5 s'arrondit vers le haut (85 → 90)"
            if half == "up"
            else "un 5 s'arrondit vers le bas (85 → 80)",
            "a 5 rounds up (85 → 90)" if half == "up" else "a 5 rounds down (85 → 80)",
        )
        if method == "each_team":
            text = self.t(
                f"Le score de chaque équipe est arrondi à la dizaine la plus proche ; {where}.",
                f"Each team's score is rounded to the nearest ten; {where}.",
            )
        else:
            text = self.t(
                "Le score du preneur est arrondi à la dizaine la plus proche, et la défense "
                f"reçoit le total arrondi moins ce score ; {where}.",
                "The taker's score is rounded to the nearest ten and the defence gets the "
                f"rounded total minus that; {where}.",
            )
        return self.st("scoring.rounding", ["scoring.rounding"], text)

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
        out.append(
            self.st(
                "game_end.both_over",
                ["game_end.both_over", "game_end.tie"],
                self.t(
                    "Si les deux équipes y arrivent sur la même donne, la plus haute l'emporte ; "
                    "à égalité parfaite, on joue une donne de plus.",
                    "If both teams get there on the same deal, the higher score wins; on an "
                    "exact tie, one more deal is played.",
                ),
            )
        )
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


def rank_row(order: Sequence[str], lang: Lang) -> str:
    """``A R D V 10 9 8 7``."""
    return " ".join(rank_label(r, lang) for r in order)


def rank_names(ranks: Sequence[str], lang: Lang) -> str:
    """``le valet, le neuf et l'as``."""
    return join_words([rank_name(r, lang, article=True) for r in ranks], lang)
