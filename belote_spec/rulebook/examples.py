"""Worked examples of a rulebook, computed by the rules engine when the rulebook is built.

Nothing here is a stored answer: the positions and deals are fixed, but which cards are legal,
why the others are refused, what each team scores and which annonce wins are asked of the
compiled rules (:class:`~belote_spec.engine.rules.Rules`) of the variant being documented. A
change to a variant file therefore changes its examples.
"""

from __future__ import annotations

import re
import string
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from ..cards import Card, parse_card, parse_cards
from ..engine.annonces import Annonce
from ..engine.bidding import bid_values
from ..engine.rules import Declarations, Rules
from ..engine.scoring import DealScore
from ..engine.tables import MODE_INDEX, TA
from ..i18n import translator
from ..seating import FOUR, Seating
from .text import Em, Inline, number
from .words import Lang, join_words, seat_name, suit_name, team_name

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


def _team(seating: Seating, seat: str) -> str:
    return seating.line(seating.seat_index(seat))


def _seated(trick: Sequence[tuple[str, Card]], seating: Seating) -> tuple[tuple[str, Card], ...]:
    """A position's trick played by the seats just before South at ``seating``'s table (the
    positions are written for South to play at the classic table: one card by West, two by
    North then West…), so that South is to play whichever way the table turns."""
    before = seating.seats_from("S")[-len(trick) :] if trick else ()
    return tuple((seat, card) for seat, (_s, card) in zip(before, trick, strict=True))


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
    seat = rules.seating.following(trick[-1][0]) if trick else "S"
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


def _parts(message: str, **params: Inline | str) -> list[Inline]:
    """A translated ``message`` whose placeholders are cards or emphasised words, as the parts
    of a comment (a placeholder the parameters lack stays as it is written)."""
    out: list[Inline] = []
    for literal, name, _spec, _conversion in string.Formatter().parse(message):
        if literal:
            out.append(literal)
        if name is not None:
            out.append(params.get(name, "{" + name + "}"))
    return out


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


def _four_in_teams(rules: Rules) -> bool:
    """Whether four players sit in two teams: the table the computed examples are for."""
    return bool(rules.variant.rule("table.partnership") == "facing")


def play_positions(rules: Rules, lang: Lang) -> list[Position]:
    """The positions that illustrate the play rules this variant uses (none at a table
    without partners: the positions are four players' tricks)."""
    if not _four_in_teams(rules):
        return []
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
                trick=_seated(_parse_trick(trick), rules.seating),
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
    tr_ = translator(lang)
    out: list[Inline] = []
    if not trick:
        return [tr_._("You lead to the trick.")]
    master = rules.trick_winner(list(trick), trump)
    master_card = next(c for s, c in trick if s == master)
    led = trick[0][1].suit
    trumped = bool(trump_mask >> master_card & 1) and not (trump_mask >> trick[0][1] & 1)
    partner = _team(rules.seating, master) == _team(rules.seating, seat)
    who = seat_name(master, lang)
    master_is = Em(tr_._("your partner is master") if partner else tr_._("an opponent is master"))
    if trumped:
        out += _parts(
            tr_._("{seat} holds the trick with {card}, having trumped: {master}. "),
            seat=who,
            card=master_card,
            master=master_is,
        )
    else:
        out += _parts(
            tr_._("{seat} holds the trick with {card}: {master}. "),
            seat=who,
            card=master_card,
            master=master_is,
        )
    follow = [c for c in hand if c.suit == led]
    name = suit_name(led, lang)
    you = seat_name(seat, lang)
    if follow:
        out.append(tr_._("You play {seat} and hold {suit}.", seat=you, suit=name))
    else:
        out.append(tr_._("You play {seat} and hold no {suit}.", seat=you, suit=name))
    trumps = [c for c in hand if trump_mask >> c & 1]
    if trump_mask and (not follow or trump_mask >> trick[0][1] & 1):
        master_is_trump = bool(trump_mask >> master_card & 1)
        if not trumps:
            out.append(tr_._(" You hold no trump."))
        elif master_is_trump:
            above = tables.above[mode][master_card]
            higher = [c for c in trumps if above >> c & 1]
            if higher:
                out.extend(_can_beat(master_card, higher, lang))
            else:
                out += _parts(tr_._(" None of your trumps beats {card}."), card=master_card)
    elif mode == TA and follow:
        above = tables.above[mode][master_card]
        higher = [c for c in follow if above >> c & 1]
        if higher:
            out.extend(_can_beat(master_card, higher, lang))
    return out


def _can_beat(master: Card, higher: Sequence[Card], lang: Lang) -> list[Inline]:
    """`` Vous pouvez monter sur R♥ avec A♥ et 10♥.``: the player's cards that beat the card
    holding the trick."""
    tr_ = translator(lang)
    out = _parts(tr_._(" You can beat {card} with {cards}."), card=master, cards="\0")
    if "\0" in out:
        at = out.index("\0")
        out[at : at + 1] = _cards_with_words(higher, lang)
    return out


def _cards_with_words(cards: Sequence[Card], lang: Lang) -> list[Inline]:
    """Cards in a list (``A♥, 10♥ et 9♥``), each a card of the comment."""
    marks = [f"\0{i}\0" for i in range(len(cards))]
    out: list[Inline] = []
    for piece in re.split("(\0\\d+\0)", join_words(marks, lang)):
        if piece in marks:
            out.append(cards[marks.index(piece)])
        elif piece:
            out.append(piece)
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
    """The bid of the examples: the third bid of the auction's ladder (None for a prise, or
    for an auction whose bids name a mode alone)."""
    v = rules.variant
    if v.rule("bidding.system") == "prise" or v.rule("bidding.auction.levels") == "none":
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
    """The lowest bid of the auction (None for a prise, or for bids of a mode alone)."""
    v = rules.variant
    if v.rule("bidding.system") == "prise" or v.rule("bidding.auction.levels") == "none":
        return None
    return int(v.rule("bidding.auction.floor"))


def score_examples(rules: Rules, lang: Lang) -> list[ScoreExample]:
    """Deals scored by the engine, one for each kind of outcome the variant can reach: made,
    failed, a tie (litige), capot, the taker put capot, a capot or générale bid, contré, tout
    atout and sans atout. The points of each deal are chosen by asking the engine until it
    gives the outcome the example shows; an outcome the engine never gives is left out.
    None at a table without partners: the examples are scored for two teams."""
    if not _four_in_teams(rules):
        return []
    v = rules.variant
    suit = bool(v.rule("bidding.modes.suit"))
    trump = "H" if suit else ("SA" if v.rule("bidding.modes.sans_atout") else "TA")
    mode = MODE_INDEX[trump]
    total = rules.tables.deck_points[mode] + rules.tables.dix_de_der
    annonces_on = bool(v.rule("annonces.enabled")) and rules.annonces.active(mode)
    tierce = min(int(s["points"]) for s in v.rule("annonces.sequences").values())
    belote_on = bool(v.rule("belote.enabled")) and bool(rules.belote_suits(mode))
    bid = example_bid(rules)
    auction = v.rule("bidding.system") == "auction"
    contract: dict[str, Any] = {"taker": "NS", "trump": trump, "bid": bid, "contre": 0}
    ann = {"NS": tierce if annonces_on else 0, "EW": 0}
    bel = "NS" if belote_on else None
    out: list[ScoreExample] = []
    tr_ = translator(lang)

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
    add(first("made", "made", tr_.pgettext("example title", "A contract made"), made_range))
    add(first("dedans", "dedans", tr_.pgettext("example title", "A failed contract"), fail_range))
    if v.rule("scoring.litige.enabled") and v.rule("scoring.contract.beat_defence"):
        middle = sorted(range(total + 1), key=lambda n: abs(2 * n - total))
        lowest = {**contract, "bid": lowest_bid(rules)}
        add(
            first(
                "litige",
                "litige",
                tr_.pgettext("example title", "A tie on points (litige)"),
                middle,
                contract_=lowest,
                annonces={"NS": 0, "EW": 0},
            )
        )
    add(ex("capot", tr_.pgettext("example title", "A capot"), {"NS": total, "EW": 0}, capot="NS"))
    add(
        ex(
            "capot_against",
            tr_.pgettext("example title", "The taker put capot"),
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
        capot_contract = {**contract, "bid": "capot"}
        add(
            ex(
                "capot_bid_made",
                tr_.pgettext("example title", "A capot bid and made")
                if auction
                else tr_.pgettext("example title", "A capot announced and made"),
                {"NS": total, "EW": 0},
                contract_=capot_contract,
                capot="NS",
            )
        )
        add(
            ex(
                "capot_bid_failed",
                tr_.pgettext("example title", "A capot bid and missed")
                if auction
                else tr_.pgettext("example title", "A capot announced and missed"),
                {"NS": made_ns, "EW": total - made_ns},
                contract_=capot_contract,
            )
        )
    if auction and v.rule("bidding.auction.generale"):
        generale = {**contract, "bid": "generale", "seat": "N"}
        add(
            ex(
                "generale_made",
                tr_.pgettext("example title", "A générale made"),
                {"NS": total, "EW": 0},
                contract_=generale,
                capot="NS",
                extras={"tricks": {"N": 8, "W": 0, "S": 0, "E": 0}},
            )
        )
        add(
            ex(
                "generale_failed",
                tr_.pgettext("example title", "A générale missed"),
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
                tr_.pgettext("example title", "A doubled contract, made"),
                made_range,
                contract_=doubled,
            )
        )
        add(
            first(
                "dedans",
                "contre_dedans",
                tr_.pgettext("example title", "A doubled contract, failed"),
                fail_range,
                contract_=doubled,
            )
        )
    for other, key, title, on in (
        (
            "TA",
            "tout_atout",
            tr_.pgettext("example title", "A tout atout contract"),
            v.rule("bidding.modes.tout_atout"),
        ),
        (
            "SA",
            "sans_atout",
            tr_.pgettext("example title", "A sans atout contract"),
            v.rule("bidding.modes.sans_atout"),
        ),
    ):
        if not on or other == trump:
            continue
        m = MODE_INDEX[other]
        other_total = rules.tables.deck_points[m] + rules.tables.dix_de_der
        ns = other_total * 100 // 162
        add(
            ex(
                key,
                title,
                {"NS": ns, "EW": other_total - ns},
                contract_={**contract, "trump": other},
                annonces={"NS": ann["NS"] if rules.annonces.active(m) else 0, "EW": 0},
                belote=bel if rules.belote_suits(m) else None,
            )
        )
    return out


def _comment(score: DealScore, contract: Mapping[str, Any], lang: Lang) -> list[Inline]:
    tr_ = translator(lang)
    taker = str(contract["taker"])
    defence = "EW" if taker == "NS" else "NS"
    t = team_name(taker, lang)
    totals = score.totals
    bid = contract.get("bid")
    out: list[Inline] = []
    if bid == "generale":
        seat = seat_name(str(contract.get("seat", "N")), lang)
        if score.outcome in ("capot", "made"):
            out += _parts(
                tr_._("{seat} wins all eight tricks alone: {result}. "),
                seat=seat,
                result=Em(tr_._("générale made")),
            )
        else:
            out += _parts(
                tr_._("{seat} does not win all eight tricks alone: {result}. "),
                seat=seat,
                result=Em(tr_._("the générale fails")),
            )
    elif bid == "capot":
        if score.outcome in ("capot", "made"):
            out += _parts(
                tr_._("{team} win every trick: {result}. "),
                team=t,
                result=Em(tr_._("capot made")),
            )
        else:
            out += _parts(
                tr_._("{team} do not win every trick: {result}. "),
                team=t,
                result=Em(tr_._("the capot fails")),
            )
    elif score.outcome == "capot":
        out.append(tr_._("{team} win every trick: capot, contract made. ", team=t))
    elif score.outcome == "made":
        out += _parts(
            tr_._("{team} have {points} points against {defence}: {result}. "),
            team=t,
            points=str(totals[taker]),
            defence=str(totals[defence]),
            result=Em(tr_._("contract made")),
        )
    elif score.outcome == "litige":
        out += _parts(
            tr_._(
                "{points} points each: {result}. {held} of the taker's points are held for the "
                "next deal. "
            ),
            points=str(totals[taker]),
            result=Em(tr_.pgettext("outcome", "litige")),
            held=str(score.held),
        )
    elif score.capot == defence:
        out += _parts(
            tr_._("{team} win every trick: {result}. "),
            team=team_name(defence, lang),
            result=Em(tr_._("the taker is put capot")),
        )
    else:
        out += _parts(
            tr_._("{team} have {points} points against {defence}: {result}. "),
            team=t,
            points=str(totals[taker]),
            defence=str(totals[defence]),
            result=Em(tr_._("the contract fails")),
        )
    out.append(
        tr_._(
            "Score: {ns} {ns_score}, {ew} {ew_score}.",
            ns=team_name("NS", lang),
            ns_score=score.NS,
            ew=team_name("EW", lang),
            ew_score=score.EW,
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
    seats: tuple[str, ...] = FOUR.seats
    """The seats in playing order (the variant's seating)."""


def annonce_example(rules: Rules, lang: Lang) -> AnnonceExample | None:
    """The annonce example, or None when no suit contract is played with annonces, or at a
    table without partners (the example compares two teams' annonces)."""
    if not _four_in_teams(rules):
        return None
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
    seats = rules.seating.seats
    for team, members in rules.seating.members.items():
        mine = [a for i in members for a in decl.by_seat[seats[i]]]
        best[team] = max(mine, key=lambda a: rules.annonces.key(a, mode)) if mine else None
    return AnnonceExample(
        trump=trump,
        hands=hands,
        declarations=decl,
        best=best,
        comment=tuple(_annonce_comment(decl, best, lang, rules.seating)),
        seats=rules.seating.seats,
    )


def _its(count: int, lang: Lang) -> str:
    """``son annonce`` / ``ses deux annonces``."""
    return translator(lang).ngettext(
        "their annonce", "their {count} annonces", count, count=number(count, lang)
    )


def _annonce_comment(
    decl: Declarations, best: Mapping[str, Annonce | None], lang: Lang, seating: Seating
) -> list[Inline]:
    tr_ = translator(lang)
    out: list[Inline] = []
    a, b = best["NS"], best["EW"]
    if decl.cancelled:
        out.append(tr_._("A carré cancels every annonce: nobody scores."))
        return out
    seats = seating.seats
    scoring = {
        team
        for team, members in seating.members.items()
        if any(decl.counted.get(seats[i]) for i in members)
    }
    if len(scoring) == 2:  # annonces.resolution: per_kind or each_own
        out.append(
            tr_._(
                "Both teams score annonces: {ns} {ns_points} points, {ew} {ew_points} points.",
                ns=team_name("NS", lang),
                ns_points=decl.awarded["NS"],
                ew=team_name("EW", lang),
                ew_points=decl.awarded["EW"],
            )
        )
        return out
    if a is not None and b is not None and a.points == b.points:
        if decl.winner is None:
            out += _parts(
                tr_._("Both teams' best annonces are worth {points} points: {tie}, nobody scores."),
                points=str(a.points),
                tie=Em(tr_._("nothing separates them")),
            )
            return out
        out += _parts(
            tr_._(
                "Both teams' best annonces are worth {points} points: the tie-break favours "
                "{team}. "
            ),
            points=str(a.points),
            team=Em(team_name(decl.winner, lang)),
        )
    elif decl.winner is not None:
        out += _parts(
            tr_._("The best annonce is {team}'s. "), team=Em(team_name(decl.winner, lang))
        )
    if decl.winner is not None:
        loser = "EW" if decl.winner == "NS" else "NS"
        count = sum(len(decl.by_seat[s]) for s in (("N", "S") if loser == "NS" else ("E", "W")))
        winner = team_name(decl.winner, lang)
        points = decl.awarded[decl.winner]
        if count:
            out.append(
                tr_._(
                    "{winner} score {points} points; {loser} score nothing, despite {theirs}.",
                    winner=winner,
                    points=points,
                    loser=team_name(loser, lang),
                    theirs=_its(count, lang),
                )
            )
        else:
            out.append(
                tr_._(
                    "{winner} score {points} points; {loser} score nothing.",
                    winner=winner,
                    points=points,
                    loser=team_name(loser, lang),
                )
            )
    else:
        out.append(tr_._("Nobody has an annonce."))
    return out


def annonce_name(annonce: Annonce, lang: Lang) -> str:
    """``tierce`` / ``carré de valets``."""
    from .words import carre_name

    if annonce.kind == "carre" and annonce.rank is not None:
        return carre_name(annonce.rank, lang)
    return annonce.kind
