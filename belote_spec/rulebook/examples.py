"""Worked examples of a rulebook, computed by the rules engine when the rulebook is built.

Nothing here is a stored answer: the positions and deals are fixed, but which cards are legal,
why the others are refused, what each team scores and which annonce wins are asked of the
compiled rules (:class:`~belote_spec.engine.rules.Rules`) of the variant being documented. A
change to a variant file therefore changes its examples.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from ..cards import Card, parse_card, parse_cards
from ..engine.annonces import Annonce
from ..engine.bidding import bid_values
from ..engine.rules import Declarations, Rules
from ..engine.scoring import DealScore
from ..engine.tables import MODE_INDEX, TA
from .text import Em, Inline, number
from .words import Lang, seat_name, suit_name, team_name, tr

__all__ = [
    "AnnonceExample",
    "Position",
    "ScoreExample",
    "annonce_example",
    "example_bid",
    "lowest_bid",
    "play_position",
    "play_positions",
    "score_examples",
]

_SEATS: Final = ("N", "W", "S", "E")


def _next(seat: str) -> str:
    return _SEATS[(_SEATS.index(seat) + 1) % 4]


def _team(seat: str) -> str:
    return "NS" if seat in ("N", "S") else "EW"


# ------------------------------------------------------------------------------ play positions


@dataclass(frozen=True)
class Position:
    """A position in the card play and what the engine allows in it."""

    key: str
    rule: str
    """The rule path the position illustrates."""
    trump: str
    trick: tuple[tuple[str, Card], ...]
    seat: str
    """The player to move."""
    hand: tuple[Card, ...]
    legal: tuple[Card, ...]
    refused_rule: str
    """The rule path that restricts the legal cards ('' when every card is allowed)."""
    refused_reason: str
    """The engine's explanation for a refused card ('' when every card is allowed)."""
    situation: tuple[Inline, ...]

    @property
    def refused(self) -> tuple[Card, ...]:
        """The cards of the hand that may not be played."""
        return tuple(c for c in self.hand if c not in self.legal)


#: (key, rule illustrated, trump, trick as "SEAT:card ...", hand of the player to move, when).
_POSITIONS: Final = (
    ("follow", "play.follow_suit", "H", "W:R♣", "7♣ A♣ V♥ 8♦ 9♠", "always"),
    ("trump_lead", "play.trump_lead", "H", "W:D♥", "A♥ 7♥ R♠ 9♣", "suit"),
    ("must_trump", "play.must_trump", "H", "W:A♦", "9♥ 7♥ R♠ 8♣ 10♣", "suit"),
    ("overtrump", "play.overtrump", "H", "N:A♠ W:10♥", "V♥ 8♥ D♦ 7♣", "trump"),
    ("undertrump", "play.undertrump", "H", "N:A♠ W:9♥", "A♥ 7♥ R♦ 10♣ 8♣", "trump"),
    ("partner_master", "play.partner_master", "H", "N:A♦ W:7♦", "7♥ D♠ 9♣ 8♣", "partner"),
    (
        "partner_master_undertrump",
        "play.partner_master_undertrump",
        "H",
        "E:A♠ N:9♥ W:7♠",
        "10♥ 8♥ D♦ 7♣",
        "partner",
    ),
    ("tout_atout_climb", "play.tout_atout_climb", "TA", "W:10♦", "9♦ 8♦ A♠ 7♣", "tout_atout"),
)


def _parse_trick(text: str) -> tuple[tuple[str, Card], ...]:
    out = []
    for item in text.split():
        seat, card = item.split(":")
        out.append((seat, parse_card(card)))
    return tuple(out)


def play_position(
    rules: Rules,
    lang: Lang,
    *,
    trump: str,
    trick: Sequence[tuple[str, Card]],
    hand: Sequence[Card],
    key: str = "position",
    rule: str = "",
) -> Position:
    """Ask the engine about one position: the legal cards of ``hand`` on ``trick``."""
    seat = _next(trick[-1][0]) if trick else "S"
    allowed = set(rules.legal_cards(list(hand), list(trick), trump))
    legal = tuple(c for c in hand if c in allowed)  # in the order of the hand
    refused = [c for c in hand if c not in legal]
    reason, path = "", ""
    if refused:
        why = rules.explain(list(hand), list(trick), trump, refused[0], lang=lang)
        if why is not None:
            reason = _without_card_list(str(why.reason))
            path = why.rule
    return Position(
        key=key,
        rule=rule,
        trump=trump,
        trick=tuple(trick),
        seat=seat,
        hand=tuple(hand),
        legal=legal,
        refused_rule=path,
        refused_reason=reason,
        situation=tuple(_situation(rules, lang, trump, trick, seat, hand)),
    )


_TRAILING_CARDS: Final = re.compile(
    r"^(?P<text>.*\S)\s*\((?P<label>[^():]*):\s*(?P<cards>[^()]*)\)\s*$"
)


def _without_card_list(reason: str) -> str:
    """The engine's reason without its trailing « (allowed: 7♣ A♣) »: the rulebook shows the
    allowed cards itself."""
    match = _TRAILING_CARDS.match(reason)
    if match is None:
        return reason
    try:
        parse_cards(match.group("cards"))
    except ValueError:
        return reason
    return match.group("text")


def play_positions(rules: Rules, lang: Lang) -> list[Position]:
    """The positions that illustrate the play rules this variant uses."""
    v = rules.variant
    suit = bool(v.rule("bidding.modes.suit"))
    must = v.rule("play.must_trump")
    wanted = {
        "always": True,
        "suit": suit,
        "trump": suit and must != "never",
        "partner": suit and must != "always",
        "tout_atout": bool(v.rule("bidding.modes.tout_atout")),
    }
    out = []
    for key, rule, trump, trick, hand, when in _POSITIONS:
        if not wanted[when]:
            continue
        if not suit and trump not in ("SA", "TA"):
            trump = "TA" if v.rule("bidding.modes.tout_atout") else "SA"
        out.append(
            play_position(
                rules,
                lang,
                trump=trump,
                trick=_parse_trick(trick),
                hand=parse_cards(hand),
                key=key,
                rule=rule,
            )
        )
    return out


def _situation(
    rules: Rules,
    lang: Lang,
    trump: str,
    trick: Sequence[tuple[str, Card]],
    seat: str,
    hand: Sequence[Card],
) -> list[Inline]:
    """What the player to move sees, computed from the tables: who holds the trick, whether
    they can follow, which of their trumps beat the trick."""
    mode = MODE_INDEX[trump]
    tables = rules.tables
    trump_mask = tables.trump_mask[mode]
    out: list[Inline] = []
    if not trick:
        return [tr(lang, "Vous entamez le pli.", "You lead to the trick.")]
    master = rules.trick_winner(list(trick), trump)
    master_card = next(c for s, c in trick if s == master)
    led = trick[0][1].suit
    trumped = bool(trump_mask >> master_card & 1) and not (trump_mask >> trick[0][1] & 1)
    partner = _team(master) == _team(seat)
    who = seat_name(master, lang)
    out += [
        tr(lang, f"{who} tient le pli avec ", f"{who} holds the trick with "),
        master_card,
        tr(lang, ", en coupant" if trumped else "", ", having trumped" if trumped else ""),
        tr(lang, " : ", ": "),
        Em(
            tr(
                lang,
                "votre partenaire est maître" if partner else "un adversaire est maître",
                "your partner is master" if partner else "an opponent is master",
            )
        ),
        ". ",
    ]
    follow = [c for c in hand if c.suit == led]
    name = suit_name(led, lang)
    you = seat_name(seat, lang)
    if follow:
        out.append(
            tr(
                lang,
                f"Vous jouez en {you} et vous avez du {name}.",
                f"You play {you} and hold {name}.",
            )
        )
    else:
        out.append(
            tr(
                lang,
                f"Vous jouez en {you} et vous n'avez pas de {name}.",
                f"You play {you} and hold no {name}.",
            )
        )
    trumps = [c for c in hand if trump_mask >> c & 1]
    if trump_mask and (not follow or trump_mask >> trick[0][1] & 1):
        master_is_trump = bool(trump_mask >> master_card & 1)
        if not trumps:
            out.append(tr(lang, " Vous n'avez pas d'atout.", " You hold no trump."))
        elif master_is_trump:
            above = tables.above[mode][master_card]
            higher = [c for c in trumps if above >> c & 1]
            if higher:
                out.extend(_can_beat(master_card, higher, lang))
            else:
                out.append(tr(lang, " Aucun de vos atouts ne bat ", " None of your trumps beats "))
                out.append(master_card)
                out.append(".")
    elif mode == TA and follow:
        above = tables.above[mode][master_card]
        higher = [c for c in follow if above >> c & 1]
        if higher:
            out.extend(_can_beat(master_card, higher, lang))
    return out


def _can_beat(master: Card, higher: Sequence[Card], lang: Lang) -> list[Inline]:
    """`` Vous pouvez monter sur R♥ avec A♥ et 10♥.``: the player's cards that beat the card
    holding the trick."""
    return [
        tr(lang, " Vous pouvez monter sur ", " You can beat "),
        master,
        tr(lang, " avec ", " with "),
        *_cards_with_words(higher, lang),
        ".",
    ]


def _cards_with_words(cards: Sequence[Card], lang: Lang) -> list[Inline]:
    out: list[Inline] = []
    for i, card in enumerate(cards):
        if i:
            out.append(" " + tr(lang, "et", "and") + " " if i == len(cards) - 1 else ", ")
        out.append(card)
    return out


# ------------------------------------------------------------------------------ scored deals


@dataclass(frozen=True)
class ScoreExample:
    """A deal's result given to the engine, and the score line it computed.

    ``rules.score_deal(contract, points, **extras)`` gives ``score`` again: the example holds
    every input it was computed from."""

    key: str
    title: str
    contract: Mapping[str, Any]
    points: Mapping[str, int]
    annonces: Mapping[str, int]
    belote: str | None
    capot: str | None
    score: DealScore
    comment: tuple[Inline, ...]
    extras: Mapping[str, Any] = field(default_factory=dict)
    """The other keywords given to :meth:`~belote_spec.engine.rules.Rules.score_deal`
    (``tricks``, ``last_trick``)."""

    def inputs(self) -> dict[str, Any]:
        """Every keyword of ``score_deal`` besides the contract and the points."""
        return {
            "belote": self.belote,
            "declarations": dict(self.annonces),
            "capot": self.capot,
            **self.extras,
        }


def example_bid(rules: Rules) -> int | None:
    """The bid of the examples: the third bid of the auction's ladder (None for a prise)."""
    v = rules.variant
    if v.rule("bidding.system") == "prise":
        return None
    ceiling = v.rule("bidding.auction.ceiling")
    values = bid_values(
        int(v.rule("bidding.auction.floor")),
        int(v.rule("bidding.auction.step")),
        None if ceiling is None else int(ceiling),
    )
    if not values:
        return int(v.rule("bidding.auction.floor"))
    return values[2] if len(values) > 2 else values[0]


def lowest_bid(rules: Rules) -> int | None:
    """The lowest bid of the auction (None for a prise)."""
    v = rules.variant
    if v.rule("bidding.system") == "prise":
        return None
    return int(v.rule("bidding.auction.floor"))


def score_examples(rules: Rules, lang: Lang) -> list[ScoreExample]:
    """Deals scored by the engine, one for each kind of outcome the variant can reach: made,
    failed, a tie (litige), capot, the taker put capot, a capot or générale bid, contré, tout
    atout and sans atout. The points of each deal are chosen by asking the engine until it
    gives the outcome the example shows; an outcome the engine never gives is left out."""
    v = rules.variant
    suit = bool(v.rule("bidding.modes.suit"))
    trump = "H" if suit else ("SA" if v.rule("bidding.modes.sans_atout") else "TA")
    mode = MODE_INDEX[trump]
    total = rules.tables.deck_points[mode] + rules.tables.dix_de_der
    annonces_on = bool(v.rule("annonces.enabled")) and rules.annonces.active(mode)
    tierce = min(int(s["points"]) for s in v.rule("annonces.sequences").values())
    belote_on = bool(v.rule("belote.enabled")) and bool(rules.belote_suits(mode))
    bid = example_bid(rules)
    auction = bid is not None
    contract: dict[str, Any] = {"taker": "NS", "trump": trump, "bid": bid, "contre": 0}
    ann = {"NS": tierce if annonces_on else 0, "EW": 0}
    bel = "NS" if belote_on else None
    out: list[ScoreExample] = []

    def ex(
        key: str,
        title: str,
        points: Mapping[str, int],
        *,
        contract_: Mapping[str, Any] = contract,
        annonces: Mapping[str, int] = ann,
        belote: str | None = bel,
        capot: str | None = None,
        extras: Mapping[str, Any] | None = None,
    ) -> ScoreExample:
        more = dict(extras or {})
        # the last trick to the taker, unless its team holds fewer points than the dix de der
        # alone: a failed contract can leave the taker's team with 5 (a belote worth 200
        # makes the contract down to that)
        taker_last = points["NS"] >= rules.tables.dix_de_der
        more.setdefault("last_trick", capot or ("NS" if taker_last else "EW"))
        score = rules.score_deal(
            contract_, points, belote=belote, declarations=annonces, capot=capot, **more
        )
        return ScoreExample(
            key=key,
            title=title,
            contract=dict(contract_),
            points=dict(points),
            annonces=dict(annonces),
            belote=belote,
            capot=capot,
            score=score,
            comment=tuple(_comment(score, contract_, lang)),
            extras=more,
        )

    def first(
        outcome: str, key: str, title: str, candidates: Sequence[int], **kw: Any
    ) -> ScoreExample | None:
        """The first deal (North–South's card points among ``candidates``) that the engine
        scores with ``outcome``; failing that, the same without the taker's belote (a belote
        worth more than the deal's card points makes every contract of its holder)."""
        belotes = (kw.pop("belote"),) if "belote" in kw else (bel, None) if bel else (None,)
        for belote in belotes:
            for ns in candidates:
                if not 0 <= ns <= total:
                    continue
                found = ex(key, title, {"NS": ns, "EW": total - ns}, belote=belote, **kw)
                if found.score.outcome == outcome:
                    return found
        return None

    def add(found: ScoreExample | None) -> None:
        if found is not None:
            out.append(found)

    made_ns = total * 95 // 162
    fail_ns = total * 60 // 162
    made_range = [made_ns + 5 * i for i in range(0, 20)]
    fail_range = [fail_ns - 5 * i for i in range(0, 13)]
    add(first("made", "made", tr(lang, "Un contrat réussi", "A contract made"), made_range))
    add(first("dedans", "dedans", tr(lang, "Un contrat chuté", "A failed contract"), fail_range))
    if v.rule("scoring.litige.enabled") and v.rule("scoring.contract.beat_defence"):
        middle = sorted(range(total + 1), key=lambda n: abs(2 * n - total))
        lowest = {**contract, "bid": lowest_bid(rules)}
        add(
            first(
                "litige",
                "litige",
                tr(lang, "Une égalité de points (litige)", "A tie on points (litige)"),
                middle,
                contract_=lowest,
                annonces={"NS": 0, "EW": 0},
            )
        )
    add(ex("capot", tr(lang, "Un capot", "A capot"), {"NS": total, "EW": 0}, capot="NS"))
    add(
        ex(
            "capot_against",
            tr(lang, "Le preneur mis capot", "The taker put capot"),
            {"NS": 0, "EW": total},
            capot="EW",
        )
    )
    capot_bid = (
        bool(v.rule("bidding.auction.capot"))
        if auction
        else bool(v.rule("scoring.capot.announced.enabled"))
    )
    if capot_bid:
        word_fr, word_en = ("demandé", "bid") if auction else ("annoncé", "announced")
        capot_contract = {**contract, "bid": "capot"}
        add(
            ex(
                "capot_bid_made",
                tr(lang, f"Un capot {word_fr} et réussi", f"A capot {word_en} and made"),
                {"NS": total, "EW": 0},
                contract_=capot_contract,
                capot="NS",
            )
        )
        add(
            ex(
                "capot_bid_failed",
                tr(lang, f"Un capot {word_fr} et manqué", f"A capot {word_en} and missed"),
                {"NS": made_ns, "EW": total - made_ns},
                contract_=capot_contract,
            )
        )
    if auction and v.rule("bidding.auction.generale"):
        generale = {**contract, "bid": "generale", "seat": "N"}
        add(
            ex(
                "generale_made",
                tr(lang, "Une générale réussie", "A générale made"),
                {"NS": total, "EW": 0},
                contract_=generale,
                capot="NS",
                extras={"tricks": {"N": 8, "W": 0, "S": 0, "E": 0}},
            )
        )
        add(
            ex(
                "generale_failed",
                tr(lang, "Une générale manquée", "A générale missed"),
                {"NS": made_ns, "EW": total - made_ns},
                contract_=generale,
                extras={"tricks": {"N": 5, "W": 1, "S": 1, "E": 1}},
            )
        )
    if auction and v.rule("bidding.auction.contre"):
        doubled = {**contract, "contre": 1}
        add(
            first(
                "made",
                "contre",
                tr(lang, "Un contrat contré, réussi", "A doubled contract, made"),
                made_range,
                contract_=doubled,
            )
        )
        add(
            first(
                "dedans",
                "contre_dedans",
                tr(lang, "Un contrat contré, chuté", "A doubled contract, failed"),
                fail_range,
                contract_=doubled,
            )
        )
    for other, key, name_fr, name_en, on in (
        ("TA", "tout_atout", "tout atout", "tout atout", v.rule("bidding.modes.tout_atout")),
        ("SA", "sans_atout", "sans atout", "sans atout", v.rule("bidding.modes.sans_atout")),
    ):
        if not on or other == trump:
            continue
        m = MODE_INDEX[other]
        other_total = rules.tables.deck_points[m] + rules.tables.dix_de_der
        ns = other_total * 100 // 162
        add(
            ex(
                key,
                tr(lang, f"Un contrat à {name_fr}", f"A {name_en} contract"),
                {"NS": ns, "EW": other_total - ns},
                contract_={**contract, "trump": other},
                annonces={"NS": ann["NS"] if rules.annonces.active(m) else 0, "EW": 0},
                belote=bel if rules.belote_suits(m) else None,
            )
        )
    return out


def _comment(score: DealScore, contract: Mapping[str, Any], lang: Lang) -> list[Inline]:
    taker = str(contract["taker"])
    defence = "EW" if taker == "NS" else "NS"
    t = team_name(taker, lang)
    totals = score.totals
    bid = contract.get("bid")
    out: list[Inline] = []
    if bid == "generale":
        seat = seat_name(str(contract.get("seat", "N")), lang)
        if score.outcome in ("capot", "made"):
            out.append(
                tr(
                    lang,
                    f"{seat} fait seul les huit plis : ",
                    f"{seat} wins all eight tricks alone: ",
                )
            )
            out.append(Em(tr(lang, "générale réussie", "générale made")))
        else:
            out.append(
                tr(
                    lang,
                    f"{seat} ne fait pas seul les huit plis : ",
                    f"{seat} does not win all eight tricks alone: ",
                )
            )
            out.append(Em(tr(lang, "la générale chute", "the générale fails")))
        out.append(". ")
    elif bid == "capot":
        if score.outcome in ("capot", "made"):
            out.append(tr(lang, f"{t} fait tous les plis : ", f"{t} win every trick: "))
            out.append(Em(tr(lang, "capot réussi", "capot made")))
        else:
            out.append(
                tr(lang, f"{t} ne fait pas tous les plis : ", f"{t} do not win every trick: ")
            )
            out.append(Em(tr(lang, "le capot chute", "the capot fails")))
        out.append(". ")
    elif score.outcome == "capot":
        out.append(
            tr(
                lang,
                f"{t} fait tous les plis : capot, contrat réussi. ",
                f"{t} win every trick: capot, contract made. ",
            )
        )
    elif score.outcome == "made":
        out.append(
            tr(
                lang,
                f"{t} totalise {totals[taker]} points contre {totals[defence]} : ",
                f"{t} have {totals[taker]} points against {totals[defence]}: ",
            )
        )
        out.append(Em(tr(lang, "contrat réussi", "contract made")))
        out.append(". ")
    elif score.outcome == "litige":
        out.append(
            tr(
                lang,
                f"{totals[taker]} points partout : ",
                f"{totals[taker]} points each: ",
            )
        )
        out.append(Em(tr(lang, "litige", "litige")))
        out.append(
            tr(
                lang,
                f". {score.held} points du preneur restent en attente pour la donne suivante. ",
                f". {score.held} of the taker's points are held for the next deal. ",
            )
        )
    elif score.capot == defence:
        out.append(
            tr(
                lang,
                f"{team_name(defence, lang)} fait tous les plis : ",
                f"{team_name(defence, lang)} win every trick: ",
            )
        )
        out.append(Em(tr(lang, "le preneur est mis capot", "the taker is put capot")))
        out.append(". ")
    else:
        out.append(
            tr(
                lang,
                f"{t} totalise {totals[taker]} points contre {totals[defence]} : ",
                f"{t} have {totals[taker]} points against {totals[defence]}: ",
            )
        )
        out.append(Em(tr(lang, "le contrat chute", "the contract fails")))
        out.append(". ")
    out.append(
        tr(
            lang,
            f"Marque : {team_name('NS', lang)} {score.NS}, {team_name('EW', lang)} {score.EW}.",
            f"Score: {team_name('NS', lang)} {score.NS}, {team_name('EW', lang)} {score.EW}.",
        )
    )
    return out


# ------------------------------------------------------------------------------ annonces

#: Four hands holding three tierces: two for North–South, one higher for East–West.
_ANNONCE_HANDS: Final = {
    "N": "V♠ D♠ R♠ A♥ 9♦ 8♣ 10♣ A♣",
    "W": "9♠ A♠ 7♥ D♥ R♥ 8♦ V♦ R♣",
    "S": "7♠ 8♥ 9♥ 10♥ 7♦ 10♦ 9♣ D♣",
    "E": "8♠ 10♠ V♥ D♦ R♦ A♦ 7♣ V♣",
}


@dataclass(frozen=True)
class AnnonceExample:
    """Four hands and how the engine resolves their annonces."""

    trump: str
    hands: Mapping[str, tuple[Card, ...]]
    declarations: Declarations
    best: Mapping[str, Annonce | None]
    comment: tuple[Inline, ...]


def annonce_example(rules: Rules, lang: Lang) -> AnnonceExample | None:
    """The annonce example, or None when no suit contract is played with annonces."""
    v = rules.variant
    if not (v.rule("annonces.enabled") and v.rule("bidding.modes.suit")):
        return None
    trump = "C"
    mode = MODE_INDEX[trump]
    if not rules.annonces.active(mode):
        return None
    hands = {seat: tuple(parse_cards(text)) for seat, text in _ANNONCE_HANDS.items()}
    decl = rules.declarations({s: list(h) for s, h in hands.items()}, trump)
    best: dict[str, Annonce | None] = {}
    for team, seats in (("NS", ("N", "S")), ("EW", ("E", "W"))):
        mine = [a for s in seats for a in decl.by_seat[s]]
        best[team] = max(mine, key=lambda a: rules.annonces.key(a, mode)) if mine else None
    return AnnonceExample(
        trump=trump,
        hands=hands,
        declarations=decl,
        best=best,
        comment=tuple(_annonce_comment(decl, best, lang)),
    )


def _its(count: int, lang: Lang) -> str:
    """``son annonce`` / ``ses deux annonces``."""
    if count == 1:
        return tr(lang, "son annonce", "their annonce")
    return tr(lang, f"ses {number(count, 'fr')} annonces", f"their {number(count, 'en')} annonces")


def _annonce_comment(
    decl: Declarations, best: Mapping[str, Annonce | None], lang: Lang
) -> list[Inline]:
    out: list[Inline] = []
    a, b = best["NS"], best["EW"]
    if decl.cancelled:
        out.append(
            tr(
                lang,
                "Un carré annule toutes les annonces : personne ne marque.",
                "A carré cancels every annonce: nobody scores.",
            )
        )
        return out
    if a is not None and b is not None and a.points == b.points:
        out.append(
            tr(
                lang,
                f"Les meilleures annonces des deux équipes valent {a.points} points chacune : ",
                f"Both teams' best annonces are worth {a.points} points: ",
            )
        )
        if decl.winner is None:
            out.append(Em(tr(lang, "rien ne les départage", "nothing separates them")))
            out.append(tr(lang, ", personne ne marque.", ", nobody scores."))
            return out
        out.append(tr(lang, "le départage donne l'avantage à ", "the tie-break favours "))
        out.append(Em(team_name(decl.winner, lang)))
        out.append(". ")
    elif decl.winner is not None:
        out.append(tr(lang, "La meilleure annonce est celle de ", "The best annonce is "))
        out.append(Em(team_name(decl.winner, lang)))
        out.append(tr(lang, ". ", "'s. "))
    if decl.winner is not None:
        loser = "EW" if decl.winner == "NS" else "NS"
        count = sum(len(decl.by_seat[s]) for s in (("N", "S") if loser == "NS" else ("E", "W")))
        out.append(
            tr(
                lang,
                f"{team_name(decl.winner, lang)} marque {decl.awarded[decl.winner]} points ; "
                f"{team_name(loser, lang)} ne marque rien"
                + (f", malgré {_its(count, 'fr')}." if count else "."),
                f"{team_name(decl.winner, lang)} score {decl.awarded[decl.winner]} points; "
                f"{team_name(loser, lang)} score nothing"
                + (f", despite {_its(count, 'en')}." if count else "."),
            )
        )
    else:
        out.append(tr(lang, "Personne n'a d'annonce.", "Nobody has an annonce."))
    return out


def annonce_name(annonce: Annonce, lang: Lang) -> str:
    """``tierce`` / ``carré de valets``."""
    from .words import carre_name

    if annonce.kind == "carre" and annonce.rank is not None:
        return carre_name(annonce.rank, lang)
    return annonce.kind
