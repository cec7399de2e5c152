"""The machinery of the golden deals: whole deals played three ways (used by the steps of
:mod:`belote_spec.bdd.steps` and by the golden-deal tests of this project).

A golden deal is a whole deal written out by hand: the dealer, the contract, the four hands and
the eight tricks. The tests play it three ways and compare the numbers worked out by hand:

* by hand (:func:`play`): every card checked against the engine, the card points, the capot,
  the annonces and the belote counted as the variant counts them;
* scored by :meth:`Rules.score_deal` (:func:`score`, :func:`deal_score`);
* through :class:`Game` (:func:`through_game`): a pack the variant's own dealing turns into the
  hands, the calls that give the contract, every card (saying « belote » where the variant wants
  it said), then the record written as JSON, replayed, and scored again.

Everything here is driven by the variant's rules (first speaker, first lead, dealing patterns,
turned card, capot by tricks or by points, belote order), so one helper serves every rule set.

The golden deals are written once, in the French scenarios of ``features/``: a whole deal is a
scenario that gives the contract (« une donne de la variante "classic" prise par Est à l'atout
carreau »), the dealer, the four hands and the eight tricks. :func:`scenario_deals` reads them
from a feature file, so that a test in Python plays the very deal the scenario plays.
"""

from __future__ import annotations

import os
import random
import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import EllipsisType
from typing import Any

from belote_spec import load_variant
from belote_spec.cards import (
    CODE_INDEX,
    parse_card,
    parse_cards,
    parse_seat,
    parse_trump,
)
from belote_spec.engine.game import Game
from belote_spec.engine.rules import Rules
from belote_spec.engine.scoring import DealScore
from belote_spec.engine.tables import MODE_INDEX
from belote_spec.loader import Citation, Variant
from belote_spec.schema import rule_paths
from belote_spec.seating import FOUR, Seating, seating_of

FULL_DECK = sorted(f"{rank}{suit}" for suit in "SHDC" for rank in "789TJQKA")
"""The 32 card codes, sorted."""


@cache
def compiled(spec: str) -> Rules:
    """The variant ``spec`` (``name+option…``), loaded and compiled once for the whole run."""
    return load_variant(spec).compile()


def codes(text: str) -> list[str]:
    """The card codes of ``text`` (« V♥ 9♥ A♦ » → ``["JH", "9H", "AD"]``)."""
    return [c.code for c in parse_cards(text)]


def team(seat: str, seating: Seating = FOUR) -> str:
    """``"NS"`` or ``"EW"``: the score line of ``seat`` at ``seating``'s table (partners
    facing keep their team whichever way the table turns)."""
    return seating.line(seating.seat_index(seat))


def _next(seat: str, k: int = 1, seating: Seating = FOUR) -> str:
    """The seat ``k`` places after ``seat`` in the order of play of ``seating``'s table."""
    order = seating.seats_from(seat)
    return order[k % len(order)]


# ----------------------------------------------------------------------------- the deal


@dataclass(frozen=True)
class Deal:
    """A golden deal: who dealt, the contract, the four hands and the eight tricks.

    Seats may be written ``N`` or ``Nord``; they are kept as codes. ``bid`` is ``None`` in a
    prise game. ``calls``, when given, is the whole auction from the first speaker (played as it
    stands and checked to end it); otherwise :func:`bidding_calls` derives it from the contract.
    """

    dealer: str
    taker: str
    trump: str
    bid: int | str | None
    contre: int
    hands: Mapping[str, str]
    tricks: Sequence[tuple[str, str]]
    """(leader, the four cards in play order)."""
    calls: Sequence[str] | None = field(default=None, kw_only=True)

    def __post_init__(self) -> None:
        object.__setattr__(self, "dealer", parse_seat(self.dealer))
        object.__setattr__(self, "taker", parse_seat(self.taker))
        object.__setattr__(self, "hands", {parse_seat(s): h for s, h in self.hands.items()})
        object.__setattr__(self, "tricks", tuple((parse_seat(s), c) for s, c in self.tricks))

    def codes(self) -> dict[str, list[str]]:
        """Each seat's hand as card codes."""
        return {seat: codes(hand) for seat, hand in self.hands.items()}

    def contract(self) -> dict[str, Any]:
        """The contract as :meth:`Rules.score_deal` takes it."""
        return {
            "taker": team(self.taker),
            "seat": self.taker,
            "trump": self.trump,
            "bid": self.bid,
            "contre": self.contre,
        }


@dataclass(frozen=True)
class Played:
    """What the tricks of a deal gave, counted by hand."""

    points: dict[str, int]
    """Each team's card points, the dix de der included."""
    winners: list[str]
    """The seat that won each trick."""
    capot: str | None
    """The team that made a capot (by tricks or by points, as the variant says)."""
    belote: list[str]
    """A team for each belote that counts."""
    annonces: dict[str, int]
    """The annonce points awarded to each team."""
    trick_bonuses: dict[str, int] | None = None
    """Each team's trick bonuses (``rules.trick_bonuses``), None where none are scored."""
    seats: tuple[str, ...] = FOUR.seats
    """The seats of the table, in playing order."""

    @property
    def tricks(self) -> dict[str, int]:
        """The tricks each seat won."""
        return {seat: self.winners.count(seat) for seat in self.seats}

    @property
    def last_trick(self) -> str:
        """The team that won the last trick."""
        return team(self.winners[-1])


def first_leader(rules: Rules, dealer: str, taker: str | None, bid: object) -> str | None:
    """Who leads the first trick (``play.first_lead``; the bidder of a générale where
    ``play.generale_lead`` says so), or None where that depends on something else."""
    if bid == "generale" and rules.generale_bidder_leads:
        return taker
    return {
        "after_dealer": _next(dealer, seating=rules.seating),
        "dealer": dealer,
        "taker": taker,
    }.get(str(rules.variant.rule("play.first_lead")))


def counted_belote(
    rules: Rules,
    belote: Mapping[str, Sequence[str]],
    played: Sequence[str],
    unsaid: Collection[tuple[str, str]] = (),
) -> list[str]:
    """A team for each belote held (``Declarations.belote``) that counts: all of them, except
    where the king must come first (``belote.order: king_first``) and the queen did, and,
    where the belote is said (``belote.call`` not ``automatic``), those whose calls leave it
    void: ``unsaid`` lists ``(seat, "belote")`` and ``(seat, "rebelote")`` for each call a
    seat left unsaid (every other call is said), and ``belote.rebelote`` says which calls
    a belote needs (both; « belote »; either)."""

    def in_order(suit: str) -> bool:
        if not rules.belote_king_first:
            return True
        king, queen = f"K{suit}", f"Q{suit}"
        return king in played and queen in played and played.index(king) < played.index(queen)

    def said(seat: str) -> bool:
        if rules.belote_call == "automatic":
            return True
        first = (seat, "belote") not in unsaid
        second = (seat, "rebelote") not in unsaid
        needs = str(rules.variant.rule("belote.rebelote"))
        return {"required": first and second, "optional": first}.get(needs, first or second)

    return [
        team(seat, rules.seating)
        for seat, suits in belote.items()
        for suit in suits
        if in_order(suit) and said(seat)
    ]


def table_pack(seating: Seating) -> list[str]:
    """The codes of the table's pack, sorted: the 32 cards, or 24 (nine to ace)."""
    return sorted(code for code in FULL_DECK if seating.deck_mask >> CODE_INDEX[code] & 1)


def dealt_cards(seating: Seating, hands: Mapping[str, Sequence[str]]) -> list[str]:
    """What a whole deal's hands must hold, sorted: the whole pack where it is all dealt (four
    players, three with 24 cards), else the hands' own cards, checked to be as many distinct
    cards of the pack as the players hold (nine each at two, the rest aside)."""
    pack = table_pack(seating)
    cards = sorted(c for hand in hands.values() for c in hand)
    if seating.players * seating.hand_size == len(pack):
        return pack
    assert len(set(cards)) == len(cards) == seating.players * seating.hand_size, cards
    assert set(cards) <= set(pack), cards
    return cards


def play_tricks(
    rules: Rules,
    trump: str,
    hands: Mapping[str, str],
    tricks: Sequence[tuple[str, str]],
    *,
    first: str | None = None,
) -> Played:
    """Play the tricks (leader, four cards in play order) from the four hands, refusing any
    card the engine says is illegal, and count them. ``first``, if known, must lead first."""
    held: dict[str, list[str]] = {parse_seat(seat): codes(hand) for seat, hand in hands.items()}
    seating = rules.seating
    assert sorted(c for hand in held.values() for c in hand) == dealt_cards(seating, held)
    start: dict[str, list[str]] = {seat: list(hand) for seat, hand in held.items()}
    points = dict.fromkeys(seating.lines, 0)
    kernel = rules.trick_bonuses
    taken: list[tuple[int, list[int]]] = []  # each trick's winner and cards, for its bonus
    winners: list[str] = []
    order: list[str] = []
    for number, (lead, cards) in enumerate(tricks, start=1):
        leader = parse_seat(lead)
        expected = winners[-1] if winners else first
        assert expected in (None, leader), f"trick {number}: {expected} leads, not {leader}"
        trick: list[tuple[str, str]] = []
        for k, card in enumerate(codes(cards)):
            seat = _next(leader, k, seating)
            why = rules.explain(held[seat], trick, trump, card)
            assert why is None, f"trick {number}: {seat} may not play {card}: {why}"
            held[seat].remove(card)
            trick.append((seat, card))
            order.append(card)
        winners.append(rules.trick_winner(trick, trump))
        points[team(winners[-1], seating)] += sum(rules.card_points(c, trump) for _s, c in trick)
        taken.append((seating.seat_index(winners[-1]), [CODE_INDEX[c] for _s, c in trick]))
    points[team(winners[-1], seating)] += int(rules.variant.rule("deck.dix_de_der"))
    won = [sum(team(w, seating) == t for w in winners) for t in seating.lines]
    if seating.partnership == "none":  # each for himself: the player who took every trick
        every = len(winners)
        capot = next((t for t, w in zip(seating.lines, won, strict=True) if w == every), None)
    else:
        capot = rules.capot_team(won, [points[t] for t in seating.lines])
    decl = rules.declarations(start, trump, first=parse_seat(tricks[0][0]))
    belote = counted_belote(rules, decl.belote, order)
    bonuses = None
    if kernel is not None:
        ns, ew = kernel.by_team(taken, MODE_INDEX[trump])
        bonuses = {"NS": ns, "EW": ew}
    return Played(points, winners, capot, belote, dict(decl.awarded), bonuses, seating.seats)


def play(rules: Rules, deal: Deal) -> Played:
    """Play a golden deal by hand (see :func:`play_tricks`), its first leader checked."""
    first = first_leader(rules, deal.dealer, deal.taker, deal.bid)
    return play_tricks(rules, deal.trump, deal.hands, deal.tricks, first=first)


# ----------------------------------------------------------------------------- scoring


def deal_score(
    rules: Rules, contract: Deal | Mapping[str, Any], played: Played, **extras: Any
) -> DealScore:
    """:meth:`Rules.score_deal` on what the tricks gave (belote, annonces, capot, tricks, last
    trick); ``extras`` replace any of those keywords."""
    if isinstance(contract, Deal):
        contract = contract.contract()
    keywords: dict[str, Any] = {
        "belote": played.belote or None,
        "declarations": played.annonces,
        "capot": played.capot,
        "tricks": played.tricks,
        "last_trick": played.last_trick,
        "trick_bonuses": played.trick_bonuses,
    }
    return rules.score_deal(contract, played.points, **{**keywords, **extras})


def score(
    rules: Rules, contract: Deal | Mapping[str, Any], played: Played, **extras: Any
) -> tuple[int, int, str]:
    """The marks and the outcome of :func:`deal_score`: ``(NS, EW, outcome)``."""
    s = deal_score(rules, contract, played, **extras)
    return s.NS, s.EW, s.outcome


def bid(value: int | str, contre: int = 0, trump: str = "H") -> dict[str, Any]:
    """Nord's contract: ``value`` (80… or ``"capot"``) at ``trump``, contré ``contre`` times."""
    return {"taker": "NS", "trump": trump, "bid": value, "contre": contre, "seat": "N"}


def line(
    spec: str, contract: Mapping[str, Any], points: tuple[int, int], **extras: Any
) -> tuple[int, int, str]:
    """The score line (NS, EW, outcome) of ``contract`` with the card points (NS, EW);
    ``extras`` are :meth:`Rules.score_deal`'s keywords."""
    s = compiled(spec).score_deal(contract, {"NS": points[0], "EW": points[1]}, **extras)
    return s.NS, s.EW, s.outcome


def settle(
    spec: str,
    before: tuple[int, int],
    contract: Mapping[str, Any],
    points: tuple[int, int],
    **extras: Any,
) -> tuple[tuple[int, int], str | None, bool]:
    """A deal scored as the game scores it from the totals ``before`` (NS, EW)
    (:meth:`Rules.settle_deal`): the totals after it, the winner of the game and whether the
    game is over."""
    s, end = compiled(spec).settle_deal(
        {"NS": before[0], "EW": before[1]},
        None,
        contract,
        {"NS": points[0], "EW": points[1]},
        **extras,
    )
    return (before[0] + s.NS, before[1] + s.EW), end.winner, end.over


# ----------------------------------------------------------------------------- through Game


def deck_for(rules: Rules, deal: Deal) -> tuple[list[int], str, int | None]:
    """A pack that the variant's dealing (its first pattern) turns into exactly the deal's
    hands, the taker taking the turned card in a prise game: the positions each seat receives
    are learnt by dealing a pack of placeholders, then filled with that seat's cards (the
    taker's first trump, or his last card, being the turned one). Returns the pack, the
    pattern and the suit index of the turned card (None without one)."""
    seating = rules.seating
    dealer, taker = seating.seat_index(deal.dealer), seating.seat_index(deal.taker)
    pattern = rules.dealer.patterns[0]
    probe = rules.dealer.deal(list(range(32)), dealer, pattern)
    final = rules.dealer.complete(probe, taker, dealer)
    turned_at = probe.turned
    deck: list[int | None] = [None] * 32
    for seat, hand in deal.codes().items():
        i = seating.seat_index(seat)
        mine = [int(parse_card(c)) for c in hand]
        if i == taker and turned_at is not None:
            suit = "SHDC".index(deal.trump) if deal.trump in "SHDC" else -1
            turned = next((c for c in mine if c >> 3 == suit), mine[-1])
            deck[turned_at] = turned
            mine.remove(turned)
        for position, card in zip([p for p in final[i] if p != turned_at], mine, strict=True):
            deck[position] = card
    pack = [c for c in deck if c is not None]
    assert len(pack) == 32
    return pack, pattern, None if turned_at is None else pack[turned_at] >> 3


def bidding_calls(rules: Rules, deal: Deal, turned_suit: int | None) -> list[tuple[str, str]]:
    """The calls that give the deal's contract, as (seat, call), from the first speaker
    (``bidding.first_speaker``). In a prise, pass until the taker takes (in the second round
    when the trump is not the turned suit). In an auction, pass until the taker bids, then the
    contre by the next opponent and the surcontre by the taker's partner; the passes that end
    the auction, as many as the variant needs, are left to the caller."""
    dealer_speaks = rules.variant.rule("bidding.first_speaker") == "dealer"
    seating = rules.seating
    first = deal.dealer if dealer_speaks else _next(deal.dealer, seating=seating)
    order: list[str] = list(seating.seats_from(first))
    calls = [(seat, "pass") for seat in order[: order.index(deal.taker)]]
    if rules.variant.rule("bidding.system") == "prise":
        trump = deal.trump
        second = turned_suit is not None and trump in "SHDC" and "SHDC".index(trump) != turned_suit
        first_round = [(seat, "pass") for seat in order] if second else []
        return [*first_round, *calls, (deal.taker, f"take:{trump}")]
    if rules.variant.rule("bidding.auction.levels") == "none":  # a mode alone
        calls.append((deal.taker, f"take:{deal.trump}"))
    else:
        calls.append((deal.taker, f"bid:{deal.bid}:{deal.trump}"))
    if deal.contre >= 1:
        calls.append((_next(deal.taker, seating=seating), "contre"))
    if deal.contre == 2:
        calls.append((_next(deal.taker, 2, seating), "surcontre"))
    return calls


def play_cards(
    game: Game,
    tricks: Sequence[tuple[str, str]],
    *,
    say_belote: bool = True,
    unsaid: Collection[tuple[str, str]] = (),
    swap: tuple[str, str] | None = None,
) -> None:
    """Play the tricks' cards in order, each by the player to move, saying « belote » with the
    first of the king and queen and « rebelote » with the second wherever the game offers it
    (unless ``say_belote`` is off; ``unsaid`` lists the calls left unsaid, as ``(seat,
    "belote")`` or ``(seat, "rebelote")``). ``swap`` = (card, other) plays ``other`` where the
    deal has ``card``. Stops when the deal ends early (a card that loses the deal, where the
    variant says so)."""
    playing = game.deal
    for _leader, cards in tricks:
        for card in codes(cards):
            action = swap[1] if swap is not None and swap[0] == card else card
            if say_belote:
                legal = game.legal_actions()
                for word in ("belote", "rebelote"):
                    if f"{action}+{word}" in legal and (game.to_move, word) not in unsaid:
                        action += f"+{word}"
                        break
            game.apply(action)
            if playing.status != "play":
                return


def play_through_game(
    rules: Rules,
    deal: Deal,
    *,
    say_belote: bool = True,
    unsaid: Collection[tuple[str, str]] = (),
    swap: tuple[str, str] | None = None,
) -> Game:
    """Play the deal through :class:`Game`: a pack that deals its hands (:func:`deck_for`),
    its calls (``deal.calls``, or :func:`bidding_calls` and passes to the end of the auction),
    the capot said or not where it is announced, then every card (:func:`play_cards`, the
    belote calls of ``unsaid`` left unsaid)."""
    deck, pattern, turned_suit = deck_for(rules, deal)
    game = Game(rules, dealer=deal.dealer, script=[(deck, pattern, 0, False)])
    if deal.calls is not None:
        for call in deal.calls:
            game.apply(call)
    else:
        for seat, call in bidding_calls(rules, deal, turned_suit):
            game.apply(call, seat)
        while game.phase == "bidding":
            game.apply("pass")
    if game.phase == "capot":
        game.apply("capot" if deal.bid == "capot" else "pass")
    assert game.phase == "play", game.phase
    play_cards(game, deal.tricks, say_belote=say_belote, unsaid=unsaid, swap=swap)
    return game


def replayed(game: Game) -> DealScore | None:
    """The first deal's score in the game rebuilt from its JSON record."""
    return Game.from_json(game.to_json()).deals[0].score


def game_marks(game: Game) -> tuple[int, int]:
    """The first deal's marks (NS, EW), checked to be the same once the record is replayed."""
    scored = game.deals[0].score
    assert scored is not None, game.deals[0].status
    again = replayed(game)
    assert again is not None
    assert (again.NS, again.EW) == (scored.NS, scored.EW)
    return scored.NS, scored.EW


def through_game(rules: Rules, deal: Deal, *, say_belote: bool = True) -> tuple[int, int]:
    """The deal's marks (NS, EW) played through :class:`Game` and through its replayed record."""
    return game_marks(play_through_game(rules, deal, say_belote=say_belote))


@dataclass(frozen=True)
class Checked:
    """What :func:`check` saw, for the checks a test adds."""

    played: Played
    score: DealScore
    game: Game


def check(
    spec: str,
    deal: Deal,
    points: tuple[int, int],
    marks: tuple[int, int],
    outcome: str,
    *,
    belote: Sequence[str] | None = None,
    annonces: tuple[int, int] | None = None,
    capot: str | EllipsisType | None = ...,
    held: int | None = None,
    say_belote: bool = True,
) -> Checked:
    """The deal's card points by hand, its score by ``score_deal``, and its score and outcome
    through :class:`Game` and the replayed record; ``belote`` (a team for each belote that
    counts), ``annonces`` (NS, EW) and ``capot`` (the team, or None) are checked when given."""
    rules = compiled(spec)
    played = play(rules, deal)
    assert (played.points["NS"], played.points["EW"]) == points, "card points"
    if belote is not None:
        assert played.belote == list(belote), "belote"
    if annonces is not None:
        assert (played.annonces["NS"], played.annonces["EW"]) == annonces, "annonces"
    if not isinstance(capot, EllipsisType):
        assert played.capot == capot, "capot"
    scored = deal_score(rules, deal, played)
    assert (scored.NS, scored.EW, scored.outcome) == (*marks, outcome), "score_deal"
    if held is not None:
        assert scored.held == held, "held"
    game = play_through_game(rules, deal, say_belote=say_belote)
    first = game.deals[0].score
    assert first is not None, game.deals[0].status
    assert (first.NS, first.EW, first.outcome) == (*marks, outcome), "through Game"
    assert game_marks(game) == marks, "replayed record"
    return Checked(played, scored, game)


# ----------------------------------------------------------------------------- whole games


def random_game(rules: Rules, seed: int = 1) -> Game:
    """A whole game of random legal actions, played to its end."""
    game = rules.new_game(seed=seed)
    rng = random.Random(seed)
    while not game.over:
        game.apply(rng.choice(game.legal_actions()))
    return game


# ----------------------------------------------------------------------------- citations


def own_layers(variant: Variant) -> tuple[str, ...]:
    """The layers that are the variant itself: its chosen options and its file (not its
    parents)."""
    names = variant.layer_names
    return names[: names.index(variant.name) + 1] if variant.name in names else names[:1]


def cited_rules(variant: Variant) -> list[tuple[str, Citation]]:
    """Every rule path with its citation, after checking that every rule is cited and that
    every value the variant gives itself (its file or a chosen option) is cited by the layer
    that gives it. A rule the variant leaves as its parent has it may inherit the parent's
    citation: a file need not repeat it (a rule kind added to ``base.yaml`` is cited there)."""
    own = own_layers(variant)
    cited: list[tuple[str, Citation]] = []
    for path in rule_paths():
        cite = variant.citation(path)
        assert cite is not None, path
        if variant.set_by(path) in own:
            assert cite.declared_in in own, (path, cite.declared_in)
        cited.append((path, cite))
    return cited


def from_parent(variant: Variant, cite: Citation) -> bool:
    """Whether ``cite`` is the variant's parents' rather than its own: marked ``inherited``
    by the variant, or written only by a parent."""
    return bool(cite.inherited_by) or cite.declared_in not in own_layers(variant)


# ----------------------------------------------------------------------------- the scenarios

#: The step that gives a whole deal's contract (« une donne de la variante "classic" prise par
#: Est à l'atout carreau pour 90 contrée »): the scenario steps and :func:`scenario_deals` read
#: it with this one expression.
WHOLE_DEAL = (
    r'une donne de la variante "(?P<spec>[^"]+)" prise par (?P<who>\w+) (?:à |a )'
    r"(?P<atout>.+?)(?: pour (?P<bid>\d+|capot|générale))?(?P<contre> contrée| surcontrée)?"
)

#: The outcome of a deal as the scenarios write it (« la donne est "faite" »).
OUTCOME_WORDS = {
    "faite": "made",
    "fait": "made",
    "réussie": "made",
    "dedans": "dedans",
    "chute": "dedans",
    "litige": "litige",
    "capot": "capot",
}

_STEP = re.compile(
    r"^\s*(?:Soit|Étant donné(?:e|s|es)?|Quand|Lorsque|Alors|Et|Mais)\s+(?P<text>.*)$"
)
_SCENARIO = re.compile(r"^\s*Scénario\s*:\s*(?P<title>.*\S)\s*$")
#: Where a scenario ends: the next block of the file.
_BLOCK = re.compile(r"^\s*(?:Scénario|Plan du [Ss]cénario|Exemples|Contexte|Règle)\s*:")
_PAIR = r"(?P<a>\d+) pour NS et (?P<b>\d+) pour EO"


@dataclass(frozen=True)
class ScenarioDeal:
    """A whole deal as a scenario of ``features/`` writes it, with what the scenario
    expects of it (None: the scenario does not say)."""

    title: str
    path: Path
    line: int
    spec: str
    deal: Deal
    winners: tuple[str, ...] | None = None
    """« les plis reviennent à … »: the seat that wins each trick."""
    points: tuple[int, int] | None = None
    """« les plis valent … »: the card points (NS, EW), the dix de der included."""
    marks: tuple[int, int] | None = None
    """« la marque est … »: the score line (NS, EW)."""
    outcome: str | None = None
    """« la donne est … »: ``made``, ``dedans``, ``litige`` or ``capot``."""
    held: int | None = None
    """« … points restent en attente »."""
    unsaid: frozenset[tuple[str, str]] = frozenset()
    """« Nord ne dit pas « belote » »: the belote calls left unsaid."""


def _table(lines: Sequence[str], start: int) -> list[list[str]]:
    """The rows of the data table whose first line is ``lines[start]``, header excluded."""
    rows: list[list[str]] = []
    for line in lines[start:]:
        text = line.strip()
        if not text.startswith("|"):
            break
        rows.append([cell.strip() for cell in text.strip("|").split("|")])
    return rows[1:]


def _pair(text: str, step: str) -> tuple[int, int] | None:
    found = re.fullmatch(step + " " + _PAIR, text)
    return None if found is None else (int(found["a"]), int(found["b"]))


def _scenario_deal(path: Path, title: str, first: int, lines: Sequence[str]) -> ScenarioDeal:
    """The whole deal of one scenario (``lines``, its first line at ``first`` in the file)."""
    given: re.Match[str] | None = None
    dealer: str | None = None
    hands: dict[str, str] = {}
    tricks: list[tuple[str, str]] = []
    found: dict[str, Any] = {}
    unsaid: set[tuple[str, str]] = set()
    for i, line in enumerate(lines):
        step = _STEP.match(line)
        if step is None:
            continue
        text = step["text"].strip()
        if (whole := re.fullmatch(WHOLE_DEAL, text)) is not None:
            given = whole
        elif (who := re.fullmatch(r"(\w+) a donné", text)) is not None:
            dealer = parse_seat(who[1])
        elif text == "les mains suivantes :":
            hands = {parse_seat(row[0]): row[1] for row in _table(lines, i + 1)}
        elif text == "on joue les plis :":
            tricks = [(parse_seat(row[0]), row[1]) for row in _table(lines, i + 1)]
        elif (seats := re.fullmatch(r"les plis reviennent à (.+)", text)) is not None:
            found["winners"] = tuple(parse_seat(w) for w in re.split(r"[,\s]+", seats[1]) if w)
        elif (points := _pair(text, "les plis valent")) is not None:
            found["points"] = points
        elif (marks := _pair(text, "la marque est")) is not None:
            found["marks"] = marks
        elif (result := re.fullmatch(r'la donne est "([^"]+)"', text)) is not None:
            word = result[1].strip().lower()
            if word not in OUTCOME_WORDS:
                raise ValueError(f"{path}:{first + i}: « {word} » is not an outcome")
            found["outcome"] = OUTCOME_WORDS[word]
        elif (held := re.fullmatch(r"(\d+) points restent en attente", text)) is not None:
            found["held"] = int(held[1])
        elif (quiet := re.fullmatch(r"(\w+) ne dit pas « (belote|rebelote) »", text)) is not None:
            unsaid.add((parse_seat(quiet[1]), quiet[2]))
    where = f"{path}:{first}: « {title} »"
    # the table of the variant the scenario names: as many hands as players, a trick per card
    # of a hand (four and eight, nine tricks of two at two players)
    table = seating_of(load_variant(given["spec"])) if given is not None else None
    if (
        given is None
        or table is None
        or dealer is None
        or len(hands) != table.players
        or len(tricks) != table.hand_size
    ):
        raise ValueError(
            f"{where}: not a whole deal (contract, dealer, a hand per player, a trick per card)"
        )
    bid = given["bid"]
    deal = Deal(
        dealer=dealer,
        taker=parse_seat(given["who"]),
        trump=parse_trump(re.sub(r"^(?:l'atout |atout )", "", given["atout"].strip())),
        bid=None
        if bid is None
        else "generale"
        if bid == "générale"
        else bid
        if bid == "capot"
        else int(bid),
        contre={None: 0, " contrée": 1, " surcontrée": 2}[given["contre"]],
        hands=hands,
        tricks=tuple(tricks),
    )
    return ScenarioDeal(title, path, first, given["spec"], deal, unsaid=frozenset(unsaid), **found)


def scenario_deals(path: str | os.PathLike[str]) -> list[ScenarioDeal]:
    """Every whole deal of a feature file: each scenario that plays its tricks (« on joue les
    plis : ») from the four hands, in the file's order."""
    return list(_scenario_deals(Path(path)))


@cache
def _scenario_deals(file: Path) -> tuple[ScenarioDeal, ...]:
    lines = file.read_text(encoding="utf-8").splitlines()
    starts = [i for i, line in enumerate(lines) if _BLOCK.match(line)]
    out = []
    for k, start in enumerate(starts):
        scenario = _SCENARIO.match(lines[start])
        end = starts[k + 1] if k + 1 < len(starts) else len(lines)
        body = lines[start:end]
        if scenario is None or not any("on joue les plis :" in line for line in body):
            continue
        out.append(_scenario_deal(file, scenario["title"], start + 1, body))
    return tuple(out)


def scenario_deal(path: str | os.PathLike[str], title: str) -> ScenarioDeal:
    """The whole deal of the one scenario of ``path`` whose title contains ``title``."""
    found = [d for d in scenario_deals(path) if title in d.title]
    if len(found) != 1:
        titles = [d.title for d in found]
        raise LookupError(f"{path}: {len(found)} whole deals titled « {title} »: {titles}")
    return found[0]
