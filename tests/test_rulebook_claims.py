"""What a rulebook says, played with the compiled rules (issue 26).

Each sentence the rulebook generates about a rule carries the values it states
(:attr:`belote_spec.rulebook.text.Statement.states`, recorded beside the words in the branch
that chooses them, never read back from the variant). Here each stated value is played: a
position, a bidding, a deal or an end of game that shows it, asked of the compiled
:class:`~belote_spec.engine.rules.Rules`, with the result the words give worked by hand. A
sentence that contradicts the engine (the opposite tout-atout climbing rule, « la belote vaut
20 » whatever the variant says, two branches of ``text.py`` swapped) fails here.

The rulebooks of every shipped variant and option are played, and variations of them with
values no shipped variant uses (every value of every enumerated rule a statement states, and
a few numbers), so that each branch of each sentence is played at least once.

Seats: N, W, S, E in the order of play (N and S partners); cards as codes (``JH``: the jack of
hearts). Unless said otherwise N deals, so W is the player after the dealer and E the one
before.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

import pytest

import belote_spec
from belote_spec.cards import parse_card
from belote_spec.engine.game import Game, IllegalAction
from belote_spec.engine.rules import Rules
from belote_spec.engine.scoring import LINE_RULES, DealScore
from belote_spec.engine.tables import MODE_INDEX
from belote_spec.loader import Variant, freeze, thaw
from belote_spec.rulebook.text import RuleText, Statement
from belote_spec.schema import rule_paths, rule_schema

from .conftest import SPECS

SEATS = ("N", "W", "S", "E")
SUITS = ("S", "H", "D", "C")
#: Ranks in the natural order, lowest first, as card codes write them.
RANKS = ("7", "8", "9", "T", "J", "Q", "K", "A")
RANK_NAMES = dict(
    zip(("seven", "eight", "nine", "ten", "jack", "queen", "king", "ace"), RANKS, strict=True)
)
DECK = tuple(rank + suit for suit in SUITS for rank in RANKS)
#: The contract of each mode a statement names.
MODE_TRUMP = {"suit": "H", "sans_atout": "SA", "tout_atout": "TA"}
#: The modes of ``bidding.auction.same_level_order``, as contracts.
ORDER_TRUMP = {
    "clubs": "C",
    "diamonds": "D",
    "hearts": "H",
    "spades": "S",
    "sans_atout": "SA",
    "tout_atout": "TA",
}


def after(seat: str, k: int = 1) -> str:
    """The seat ``k`` places after ``seat`` in the order of play."""
    return SEATS[(SEATS.index(seat) + k) % 4]


def next_of(b: Book, seat: str, k: int = 1) -> str:
    """The seat ``k`` places after ``seat`` at this book's table, in the direction the
    rulebook states (counter-clockwise N W S E, clockwise N E S W), among the seats taken (N W
    S at three, N S at two)."""
    order = [s for s in SEATS if s in b.rules.seating.seats]
    step = 1 if b.said.get("table.rotation", "counterclockwise") == "counterclockwise" else -1
    return order[(order.index(seat) + step * k) % len(order)]


def team(seat: str) -> str:
    return "NS" if seat in "NS" else "EW"


def facing(b: Book) -> bool:
    """Whether the book's table has partners (N and S against W and E)."""
    return b.rules.seating.partnership != "none"


def line_of(b: Book, seat: str) -> str:
    """The score line of ``seat``: its team with partners (NS, EW), the seat alone without."""
    return team(seat) if facing(b) else seat


def zero(b: Book) -> dict[str, int]:
    """Nothing on every score line of the book's table."""
    return dict.fromkeys(b.rules.seating.lines, 0)


def table_pack(b: Book) -> tuple[str, ...]:
    """The cards of the book's pack (``seating.deck_mask``): 32, or nine to ace."""
    mask = b.rules.seating.deck_mask
    return tuple(c for c in DECK if mask >> parse_card(c).index & 1)


def right(b: Book) -> str:
    """The seat that plays just before South (the positions below put South to play): W,
    or N at two."""
    return "W" if "W" in b.rules.seating.seats else "N"


class Unshown(Exception):
    """The variant offers no position that shows this value (a raise of one's own bid where
    three passes end the auction): the claim is played in another variant, which the coverage
    test requires."""


# --------------------------------------------------------------------------------------------
# What a rulebook states
# --------------------------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Book:
    """A variant, its compiled rules and what its rulebook states."""

    name: str
    variant: Variant
    rules: Rules
    statements: tuple[Statement, ...]

    @functools.cached_property
    def said(self) -> dict[str, Any]:
        """Every stated value by key (the last, for a key stated twice)."""
        return {key: value for st in self.statements for key, value in st.states}

    def claims(self) -> list[tuple[str, str, Any]]:
        """(statement key, stated key, value) for every value stated."""
        return [(st.key, key, value) for st in self.statements for key, value in st.states]

    def modes(self) -> tuple[str, ...]:
        """The contract modes the rulebook says are played (``suit``…)."""
        return tuple(self.said.get("bidding.modes", ()))

    def trump(self) -> str:
        """The contract of the rulebook's main mode: a suit, else sans or tout atout."""
        return MODE_TRUMP[self.modes()[0]] if self.modes() else "H"

    def annonce_trump(self) -> str | None:
        """A contract whose annonces count, as the rulebook says (None without one)."""
        if not self.said.get("annonces.enabled"):
            return None
        for mode in self.modes():
            if self.said.get(f"annonces.in_modes.{mode}"):
                return MODE_TRUMP[mode] if mode != "suit" else "C"
        return None

    def auction(self) -> bool:
        return self.said.get("bidding.system") == "auction"

    def lowest_bid(self) -> int | None:
        """The lowest bid of an auction of points; None without one (a prise, or bids that
        name a mode alone: ``bidding.auction.levels: none``)."""
        if not self.auction() or "bidding.auction.bids" not in self.said:
            return None
        return int(self.said["bidding.auction.bids"][0][0])


def book(name: str, variant: Variant) -> Book:
    rules = variant.compile()
    text = RuleText(variant.rule, "en", rules.tables, rules.scorer)
    return Book(name, variant, rules, tuple(text.all_statements()))


@functools.cache
def shipped(spec: str) -> Book:
    return book(spec, belote_spec.load_variant(spec))


# --------------------------------------------------------------------------------------------
# The checkers: one per stated key, each playing a position that shows the value
# --------------------------------------------------------------------------------------------

Checker = Callable[[Book, Any], None]
CHECKERS: dict[str, Checker] = {}
#: Keys checked together with another key's checker (the same position shows both).
CHECKED_WITH: dict[str, str] = {}
#: Stated values no position of the engine shows, and why.
NOT_PLAYED: dict[str, str] = {
    "game_end.result": "the engine reports the difference of every game; only the table "
    "(belote_spec.terminal) shows it as the result",
}
#: The rules each stated key that is not a rule path speaks of.
SPEAKS_OF: dict[str, tuple[str, ...]] = {
    "bidding.auction.bids": ("bidding.auction.floor", "bidding.auction.ceiling"),
    "scoring.contract.reach_bid": ("scoring.contract.margin",),
    "belote.dedans": (
        "scoring.outcomes.dedans.taker.belote",
        "scoring.outcomes.dedans.defence.belote",
    ),
}
#: The rules no statement states as a value a position can show, and why.
UNSTATED: dict[str, str] = {
    "cards.trump": "the card tables are drawn from the compiled tables the engine plays with",
    "deal.shuffle.first": "who shuffles first: the engine shuffles, whoever does it",
    "annonces.declare": "one value (with the first card)",
    "annonces.show": "one value (at the second trick)",
    "scoring.outcomes": "each outcome sentence carries its Situation, scored by "
    "tests/test_docs.py::test_every_outcome_sentence_scores_what_the_engine_scores",
    "scoring.litige.taker_points": "said in words by the litige sentence (held: the card points "
    "and annonces; as_made: the made contract's terms), played by tests/test_score_sheet_unit.py",
    "scoring.rounding.multiplier": "said in words by the rounding sentence (with the engine's "
    "example), played by tests/test_score_sheet_unit.py",
    "scoring.tout_atout_scaling.capot_ratio": "the scaled capot's points are checked by "
    "tests/test_docs.py::test_the_scaling_the_rulebook_states_is_the_engines",
    "scoring.tout_atout_scaling.capot": "see capot_ratio",
    "scoring.tout_atout_scaling.contract_test": "checked by the rule sets' tests "
    "(test_tout_atout_majority_on_the_exact_scaled_points)",
    "scoring.sans_atout_scaling.capot_ratio": "as at tout atout",
    "scoring.sans_atout_scaling.capot": "as at tout atout",
    "scoring.sans_atout_scaling.contract_test": "as at tout atout",
    "plugins": "a plugin's effect is its own: the rulebook only names it",
}


def checks(*keys: str) -> Callable[[Checker], Checker]:
    def register(fn: Checker) -> Checker:
        for key in keys:
            CHECKERS[key] = fn
        return fn

    return register


def legal(b: Book, hand: str, trick: str, trump: str) -> set[str]:
    """The legal cards of ``hand`` on ``trick`` (« SEAT:CARD … » in play order)."""
    played = [tuple(x.split(":")) for x in trick.split()]
    if b.rules.seating.clockwise:
        # the same position at a clockwise table: E and W renamed (the teams do not change)
        played = [({"E": "W", "W": "E"}.get(s, s), c) for s, c in played]
    return {c.code for c in b.rules.legal_cards(hand.split(), played, trump)}


def cards(text: str) -> set[str]:
    return set(text.split())


# ----------------------------------------------------------------------------- the table


def new_game(b: Book, seed: int = 1, dealer: str = "N", **kw: Any) -> Game:
    return b.rules.new_game(seed=seed, dealer=dealer, **kw)


def seated(game: Game) -> list[str]:
    """The seats of ``SEATS`` at the game's table (an empty seat has no hand: E at three)."""
    out = []
    for seat in SEATS:
        try:
            game.hand(seat)
        except ValueError:
            continue
        out.append(seat)
    return out


@checks("table.players")
def _players(b: Book, value: Any) -> None:
    game = new_game(b)
    assert len([s for s in seated(game) if game.hand(s)]) == value


@checks("table.partnership")
def _partnership(b: Book, value: Any) -> None:
    # A deal played out: the score has one line per team with partners (NS, EW), one line per
    # player, named by the seat, without.
    game = to_play(b, new_game(b))
    play_out(game, random.Random(1))
    lines = set(game.totals)
    assert lines == ({"NS", "EW"} if value == "facing" else set(seated(game))), lines


@checks("table.rotation")
def _rotation(b: Book, value: Any) -> None:
    # Counter-clockwise, the next player sits on one's right: N, then W, S, E (the engine's
    # order of play); clockwise it would be N, E, S, W.
    game = new_game(b)
    spoke = []
    while game.phase == "bidding" and "pass" in game.legal_actions() and len(spoke) < 4:
        spoke.append(game.to_move)
        game.apply("pass")
    assert len(spoke) >= 2
    order = [s for s in SEATS if s in seated(game)]
    step = 1 if value == "counterclockwise" else -1
    assert spoke == [
        order[(order.index(spoke[0]) + step * k) % len(order)] for k in range(len(spoke))
    ]


# ----------------------------------------------------------------------------- the cards


def to_play(b: Book, game: Game, taker: str = "S", call: str | None = None) -> Game:
    """Bid until the play: everybody passes but ``taker``, who takes or bids the lowest
    contract offered (``call`` when given), then the auction is passed out; an announced
    capot is declined. Returns the game in its play phase."""
    while game.phase == "bidding":
        actions = game.legal_actions()
        if game.to_move == taker:
            offers = [call] if call else [a for a in actions if a.startswith(("take:", "bid:"))]
            if offers and offers[0] in actions:
                game.apply(offers[0])
                taker = ""  # once
                continue
        game.apply("pass" if "pass" in actions else actions[0])
    if game.phase == "capot":
        game.apply("pass")
    assert game.phase == "play", game.phase
    return game


def play_out(game: Game, rng: random.Random) -> None:
    """Random legal cards (no call said) until the deal is over."""
    deal = game.deal
    while game.phase == "play" and game.deal is deal:
        game.apply(rng.choice([a for a in game.legal_actions() if "+" not in a]))


@checks("deck.cards")
def _deck_cards(b: Book, value: Any) -> None:
    # the hands, the talon and a turned card left on the table make the pack; 24 cards are
    # nine to ace
    game = to_play(b, new_game(b))
    held = [c for s in seated(game) for c in game.hand(s)]
    aside = int(b.said.get("deal.talon", 0)) + (b.said.get("deal.turned_card_to") == "nobody")
    assert len(held) == len(set(held))
    assert len(held) + aside == value
    if value == 24:
        assert not [c for c in held if c[0] in "78"], held


@checks("deal.hand_size")
def _hand_size(b: Book, value: Any) -> None:
    # once the deal is complete each player holds `value` cards, and a deal has `value` tricks
    game = to_play(b, new_game(b))
    assert {len(game.hand(s)) for s in seated(game)} == {value}
    play_out(game, random.Random(1))
    tricks = game.deals[0].tricks
    assert tricks is not None
    assert len(tricks) == value


def pack(b: Book) -> list[str]:
    """The cards of the pack the rulebook names: 32, or nine to ace."""
    return [c for c in DECK if b.said["deck.cards"] == 32 or c[0] not in "78"]


def out_of_hands(b: Book, game: Game) -> list[str]:
    held = {c for s in seated(game) for c in game.hand(s)}
    return [c for c in pack(b) if c not in held]


@checks("deal.talon")
def _talon(b: Book, value: Any) -> None:
    # once the deal is complete, the cards in no hand are the talon, and the turned card
    # where nobody takes it (or the seven of trumps exchanged for it)
    game = to_play(b, new_game(b))
    turned_out = b.said.get("deal.turned_card_to") == "nobody"
    assert len(out_of_hands(b, game)) == value + turned_out


@checks("deal.turned_card_to")
def _turned_card_to(b: Book, value: Any) -> None:
    # S takes the turned card's suit: the turned card then lies in no hand, unless the seven
    # exchange gave it to the holder of the seven of trumps (out of every hand then)
    for seed in range(1, 20):
        game = new_game(b, seed)
        turned = DECK[game.deal.dealt.turned or 0]
        to_play(b, game)
        holders = [s for s in seated(game) if turned in game.hand(s)]
        seven = "7" + turned[1]
        exchanged = holders and seven in out_of_hands(b, game) and seven != turned
        if value == "nobody":
            assert not holders or (b.said.get("deal.seven_exchange") == "automatic" and exchanged)
        else:
            assert holders == ["S"], holders
    return


@checks("deal.seven_exchange")
def _seven_exchange(b: Book, value: Any) -> None:
    # trump is the turned card's suit (S takes it in the first round): with the exchange, the
    # seven of trumps is in no hand once the deal is complete, and some deal shows the turned
    # card in the hand that held it; without it, the turned card is in no hand
    shown = False
    for seed in range(1, 40):
        game = new_game(b, seed)
        turned = DECK[game.deal.dealt.turned or 0]
        to_play(b, game)
        assert game.trump == turned[1]
        held = [s for s in seated(game) if turned in game.hand(s)]
        seven = "7" + turned[1]
        if value == "automatic":
            assert seven == turned or seven in out_of_hands(b, game), seed
            shown = shown or bool(held)
        else:
            assert held == [], seed
            shown = shown or seven not in out_of_hands(b, game)
    assert shown


@checks("deal.bergere")
def _bergere(b: Book, value: Any) -> None:
    # once the deal is complete the bergère, a card of the talon, is shown where the rule says
    for seed in range(1, 6):
        game = to_play(b, new_game(b, seed))
        shown = game.deal.bergere
        assert (shown is not None) == value, shown
        if shown is not None:
            assert DECK[shown] in out_of_hands(b, game)
            assert DECK[shown] != DECK[game.deal.dealt.turned or 0]


@checks("deck.dix_de_der")
def _dix_de_der(b: Book, value: Any) -> None:
    # A whole deal played at random in a suit (or the rulebook's main mode): the card points
    # counted at the table are the cards played (the pack, but for a talon or a turned card
    # out of play), plus the dix de der to the last trick's winner.
    for seed in range(1, 20):
        game = to_play(b, new_game(b, seed))
        trump = game.trump
        assert trump is not None
        out = set(out_of_hands(b, game))
        play_out(game, random.Random(seed))
        score = game.deals[0].score
        if score is None or score.capot:
            continue
        played = sum(b.rules.card_points(c, trump) for c in DECK if c not in out)
        assert sum(score.raw_points.values()) == played + value
        return
    raise AssertionError("no deal without a capot in 20 seeds")


def _pack(b: Book, trump: str, value: Any) -> None:
    total, with_der = value
    # the whole pack, card by card, as the engine counts it
    assert sum(b.rules.card_points(c, trump) for c in DECK) == total
    assert with_der - total == b.said["deck.dix_de_der"]


checks("cards.plain")(lambda b, v: _pack(b, "H", v))
checks("cards.sans_atout")(lambda b, v: _pack(b, "SA", v))
checks("cards.tout_atout")(lambda b, v: _pack(b, "TA", v))


# ----------------------------------------------------------------------------- annonces


def complete(
    hands: Mapping[str, Sequence[str]], order: Sequence[str], b: Book | None = None
) -> dict[str, list[str]]:
    """The hands of the table of ``b`` (four of eight without it)."""
    frozen = tuple(sorted((s, tuple(h)) for s, h in hands.items()))
    if b is None:
        table: tuple[tuple[str, ...], tuple[str, ...], int] = (SEATS, DECK, 8)
    else:
        seating = b.rules.seating
        table = (seating.seats, table_pack(b), seating.hand_size)
    return {s: list(h) for s, h in _complete(frozen, tuple(order), *table).items()}


@functools.cache
def _complete(
    hands_: tuple[tuple[str, tuple[str, ...]], ...],
    order: tuple[str, ...],
    seats: tuple[str, ...] = SEATS,
    deck: tuple[str, ...] = DECK,
    size: int = 8,
) -> dict[str, tuple[str, ...]]:
    """A hand of ``size`` for each of ``seats``: ``hands`` and the rest of the pack ``deck``
    (the cards no hand takes stay out, at two), dealt so that no card dealt makes or
    lengthens an annonce: none is the third in a row of its suit in the sequence ``order``
    (ranks as ``RANKS`` letters, highest first), none the fourth of its rank."""
    position = {r: i for i, r in enumerate(order or RANKS[::-1])}

    def harmless(hand: list[str], card: str) -> bool:
        if len([c for c in hand if c[0] == card[0]]) >= 3:
            return False
        mine = {position[c[0]] for c in hand if c[1] == card[1]}
        at = position[card[0]]
        low, high = at, at
        while low - 1 in mine:
            low -= 1
        while high + 1 in mine:
            high += 1
        return high - low < 2

    hands = dict(hands_)
    rest = [c for c in deck if not any(c in h for h in hands.values())]
    for attempt in range(200):
        out = {s: list(hands.get(s, ())) for s in seats}
        random.Random(attempt).shuffle(rest)
        for card in rest:
            room = [s for s in seats if len(out[s]) < size and harmless(out[s], card)]
            if not room:  # the hands are full (the rest stays out of play), or stuck
                break
            out[min(room, key=lambda s: len(out[s]))].append(card)
        if all(len(h) == size for h in out.values()):
            return {s: tuple(h) for s, h in out.items()}
    raise AssertionError(f"no harmless deal around {hands}")


def order_letters(b: Book) -> tuple[str, ...]:
    return tuple(RANK_NAMES[r] for r in b.said.get("cards.sequence_order", ()))


def declare(b: Book, held: Mapping[str, str], trump: str, **kw: Any) -> belote_spec.Declarations:
    hands = complete({s: h.split() for s, h in held.items()}, order_letters(b), b)
    return b.rules.declarations(hands, trump, **kw)


def in_pack(b: Book, text: str) -> bool:
    """Whether every card of ``text`` is in the book's pack (no seven or eight in 24)."""
    return set(text.split()) <= set(table_pack(b))


def run(order: Sequence[str], length: int, suit: str, top: int = 0) -> str:
    """``length`` cards in a row of ``suit`` in the sequence ``order`` (highest first),
    starting ``top`` places below the highest."""
    return " ".join(r + suit for r in order[top : top + length])


def shortest(b: Book) -> tuple[str, int, int]:
    return min(b.said["annonces.sequences"], key=lambda k: k[1])


@checks("cards.sequence_order")
def _sequence_order(b: Book, value: Any) -> None:
    # Every three cards in a row of the stated order make the shortest sequence, in a suit
    # that is not trump; three cards that skip one in it make none.
    trump = b.annonce_trump()
    if trump is None:
        raise Unshown
    order = tuple(RANK_NAMES[r] for r in value)
    name, length, _points = shortest(b)
    # (in the pack: a run with a seven or an eight is none of a 24-card pack's)
    for top in range(len(order) - length + 1):
        if not in_pack(b, run(order, length, "H", top)):
            continue
        found = declare(b, {"N": run(order, length, "H", top)}, trump).by_seat["N"]
        assert [a.kind for a in found] == [name], (top, found)
    gap = " ".join(r + "H" for r in order[0 : length + 1 : 2][:length])
    if len(gap.split()) == length and in_pack(b, gap):
        assert not declare(b, {"N": gap}, trump).by_seat["N"]


@checks("annonces.enabled")
def _annonces_enabled(b: Book, value: Any) -> None:
    # North holds a tierce to the ace and the four jacks: annonces or none, in every mode.
    for mode in b.modes():
        trump = MODE_TRUMP[mode] if mode != "suit" else "C"
        found = b.rules.declarations(
            complete({"N": ["AH", "KH", "QH", "JS", "JH", "JD", "JC"]}, RANKS[::-1], b), trump
        )
        if not value:
            assert not found.by_seat["N"], mode
            assert dict(found.awarded) == zero(b)
    if value:
        trump = b.annonce_trump()
        assert trump is not None
        assert declare(b, {"N": "AH KH QH"}, trump).awarded[line_of(b, "N")] > 0


def _in_mode(mode: str) -> Checker:
    def check(b: Book, value: Any) -> None:
        trump = MODE_TRUMP[mode] if mode != "suit" else "C"
        # a tierce (or the shortest sequence) to the ace of hearts, nobody else with one
        _name, length, points = shortest(b)
        found = declare(b, {"N": run(order_letters(b), length, "H")}, trump)
        assert found.awarded[line_of(b, "N")] == (points if value else 0), (mode, found)

    return check


for _mode in MODE_TRUMP:
    checks(f"annonces.in_modes.{_mode}")(_in_mode(_mode))


@checks("annonces.sequences")
def _sequences(b: Book, value: Any) -> None:
    # the table: each run of its length, alone in the deal, is that annonce, worth its points
    trump = b.annonce_trump()
    assert trump is not None
    for name, length, points in value:
        if not in_pack(b, run(order_letters(b), length, "H")):
            continue  # longer than a 24-card pack's suits: no such annonce there
        found = declare(b, {"N": run(order_letters(b), length, "H")}, trump)
        assert [(a.kind, a.points) for a in found.by_seat["N"]] == [(name, points)]
        assert found.awarded[line_of(b, "N")] == points


@checks("annonces.long_sequences")
def _long_sequences(b: Book, value: Any) -> None:
    # North holds every heart: a run of eight
    trump = b.annonce_trump()
    assert trump is not None
    length = 8
    if not in_pack(b, run(order_letters(b), 8, "H")):
        # a 24-card pack's suit is a run of six: it shows the value where a long run is one
        # annonce (a split of eight cards is not that of six)
        if len(value) != 1:
            raise Unshown
        length = len([c for c in table_pack(b) if c[1] == "H"])
    found = declare(b, {"N": run(order_letters(b), length, "H")}, trump)
    assert sorted(a.kind for a in found.by_seat["N"]) == sorted(value)


def _carres(trump_of: Callable[[Book], str | None]) -> Checker:
    def check(b: Book, value: Any) -> None:
        trump = trump_of(b)
        assert trump is not None
        cancelling = set(b.said.get("annonces.cancelling_carres.ranks", ()))
        for rank, points in value:
            four = " ".join(RANK_NAMES[rank] + s for s in SUITS)
            if rank in cancelling or not in_pack(b, four):
                continue  # (no seven or eight in a 24-card pack)
            found = declare(b, {"N": four}, trump).by_seat["N"]
            shown = [(a.kind, a.points) for a in found if a.kind == "carre"]
            assert shown == ([("carre", points)] if points else []), (rank, found)

    return check


checks("annonces.carres")(
    _carres(lambda b: b.annonce_trump() if b.annonce_trump() != "SA" else None)
)
checks("annonces.carres_sans_atout")(_carres(lambda b: "SA"))


@checks("annonces.card_reuse")
def _card_reuse(b: Book, value: Any) -> None:
    # North holds the four jacks and the king, queen and jack of hearts: the jack of hearts
    # is in both the carré and the tierce K-Q-J (natural order)
    trump = b.annonce_trump()
    if trump is None or order_letters(b) != RANKS[::-1]:
        raise Unshown
    found = declare(b, {"N": "JS JH JD JC QH KH"}, trump).by_seat["N"]
    kinds = sorted(a.kind for a in found)
    if value == "carre_and_sequence":
        assert kinds == ["carre", "tierce"], found
    else:
        # one annonce only: the one worth more (the carré of jacks, worth more than a tierce)
        assert len(found) == 1, found
        assert found[0].kind == "carre", found


def rivals(b: Book) -> tuple[str, str]:
    """The two players whose annonces are compared, standing for the teams NS and EW: South
    and East; without partners the first two seats of the table (N and W, or N and S)."""
    return ("S", "E") if facing(b) else b.rules.seating.seats[:2]


def _tied(b: Book, north_south: str, east_west: str, trump: str, first: str) -> str | None:
    """The team that scores when South holds ``north_south`` and East ``east_west`` (two
    annonces worth the same), ``first`` leading the first trick: NS, EW or None (without
    partners the first of :func:`rivals` stands for NS, the second for EW)."""
    mine, theirs = rivals(b)
    found = declare(b, {mine: north_south, theirs: east_west}, trump, first=first)
    named = {line_of(b, mine): "NS", line_of(b, theirs): "EW"}
    return None if found.winner is None else named[found.winner]


def _still_tied(b: Book, first: str) -> str | None:
    """Who wins two equal tierces that no criterion separates, as the rulebook says:
    nobody, or the team that declares first (in the order of play from ``first``)."""
    if b.said["annonces.still_tied"] == "nobody_scores":
        return None
    if not facing(b):
        order = b.rules.seating.seats
        mine, theirs = rivals(b)
        at = order.index(first)
        seat = next(
            s
            for s in (order[(at + k) % len(order)] for k in range(len(order)))
            if s in (mine, theirs)
        )
        return "NS" if seat == mine else "EW"
    seat = next(s for s in (after(first, k) for k in range(4)) if s in "SE")
    return team(seat)


@checks("annonces.still_tied")
def _check_still_tied(b: Book, value: Any) -> None:
    # South K-Q-J of spades, East K-Q-J of diamonds, clubs trump: the same height, neither in
    # trump, the same length, no carré: nothing separates them. Declared in the order of play
    # from the first leader: from W, South declares before East; from E, East first.
    trump = b.annonce_trump()
    if trump is None or order_letters(b) != RANKS[::-1] or shortest(b)[1] != 3:
        raise Unshown
    if facing(b):
        for first in ("W", "E", "N"):
            expected = None if value == "nobody_scores" else ("EW" if first == "E" else "NS")
            assert _tied(b, "KS QS JS", "KD QD JD", trump, first) == expected, first
        return
    # without partners: N against W (at three) or S (at two), each seat leading in turn;
    # N declares first from N (and from S at three), the other from his own seat
    theirs = rivals(b)[1]
    for first in b.rules.seating.seats:
        ahead = "EW" if first == theirs else "NS"
        expected = None if value == "nobody_scores" else ahead
        assert _tied(b, "KS QS JS", "KD QD JD", trump, first) == expected, first


@checks("annonces.resolution")
def _resolution(b: Book, value: Any) -> None:
    # Clubs trump. South K-Q-J of spades, East Q-J-10 of diamonds (two tierces, South's the
    # higher), West the four aces (a carré worth more than a tierce). Who scores what:
    # best_team: the carré is the best annonce: EW scores it and East's tierce, NS nothing;
    # per_kind: South's tierce wins the sequences (NS), the carré the carrés (EW);
    # each_own: NS South's tierce, EW the carré and East's tierce.
    trump = b.annonce_trump()
    if trump != "C" or order_letters(b) != RANKS[::-1] or shortest(b)[1] != 3:
        raise Unshown
    if value != "each_own" and "higher" not in b.said["annonces.tie_break"]:
        raise Unshown  # the two tierces would be equal (each_own compares nothing)
    tierce = shortest(b)[2]
    ace = dict(b.said["annonces.carres"])["ace"]
    if ace <= tierce or "ace" in b.said.get("annonces.cancelling_carres.ranks", ()):
        raise Unshown
    if not facing(b):
        # Each for himself: N K-Q-J of spades, the next seat (W, or S at two) Q-J-10 of
        # diamonds and the four aces. The player holding the best annonce (the carré) scores
        # all his own (the carré and his tierce), the others nothing: best_team, the best
        # player here; no partner shares a team's annonces, nor keeps his own beside them.
        assert value == "best_team", value
        other = b.rules.seating.seats[1]
        found = declare(b, {"N": "KS QS JS", other: "QD JD TD AS AH AD AC"}, trump)
        assert dict(found.awarded) == {**zero(b), other: ace + tierce}
        return
    found = declare(b, {"S": "KS QS JS", "E": "QD JD TD", "W": "AS AH AD AC"}, trump)
    expected = {
        "best_team": (0, ace + tierce),
        "per_kind": (tierce, ace),
        "each_own": (tierce, ace + tierce),
    }[value]
    assert (found.awarded["NS"], found.awarded["EW"]) == expected


@checks("annonces.tie_break")
def _tie_break(b: Book, value: Any) -> None:
    # Three pairs of equal tierces (clubs trump), each separated by the stated criteria in
    # their order, else by the still-tied rule:
    #   South A-K-Q♠ against East K-Q-J♦: « higher » gives NS, « trump » nothing;
    #   South K-Q-J♣ against East K-Q-J♦: « trump » gives NS, « higher » nothing;
    #   South A-K-Q♠ against East K-Q-J♣: « higher » gives NS, « trump » EW.
    trump = b.annonce_trump()
    if trump != "C" or order_letters(b) != RANKS[::-1] or shortest(b)[1] != 3:
        raise Unshown
    cases = [
        ("AS KS QS", "KD QD JD", {"higher": "NS"}),
        ("KC QC JC", "KD QD JD", {"trump": "NS"}),
        ("AS KS QS", "KC QC JC", {"higher": "NS", "trump": "EW"}),
    ]
    first = "W" if facing(b) else b.rules.seating.seats[1]
    for south, east, separates in cases:
        decided = next((separates[c] for c in value if c in separates), None)
        expected = decided if decided is not None else _still_tied(b, first)
        assert _tied(b, south, east, trump, first) == expected, (south, east)


def _carre_order(trump_of: Callable[[Book], str | None], table: str) -> Checker:
    def check(b: Book, value: Any) -> None:
        # two carrés of the same value: the one earlier in the stated order wins
        trump = trump_of(b)
        assert trump is not None
        points = dict(b.said[table])
        cancelling = set(b.said.get("annonces.cancelling_carres.ranks", ()))
        pairs = [
            (hi, lo)
            for hi, lo in itertools.combinations(value, 2)
            if points[hi] == points[lo] > 0 and not {hi, lo} & cancelling
        ]
        if not pairs:
            raise Unshown
        # North against East; without partners, against the next seat (W, or S at two)
        rival = "E" if facing(b) else b.rules.seating.seats[1]
        for hi, lo in pairs:
            north = " ".join(RANK_NAMES[hi] + s for s in SUITS)
            east = " ".join(RANK_NAMES[lo] + s for s in SUITS)
            if not in_pack(b, north + " " + east):
                continue  # (no seven or eight in a 24-card pack)
            won = declare(b, {"N": north, rival: east}, trump).winner
            assert won == line_of(b, "N"), (hi, lo)
            won = declare(b, {"N": east, rival: north}, trump).winner
            assert won == line_of(b, rival), (hi, lo)

    return check


checks("annonces.carre_order.suit")(
    _carre_order(lambda b: "C" if "suit" in b.modes() else "TA", "annonces.carres")
)
checks("annonces.carre_order.sans_atout")(
    _carre_order(lambda b: "SA", "annonces.carres_sans_atout")
)


@checks("annonces.cancelling_carres.ranks")
def _cancelling(b: Book, value: Any) -> None:
    # North holds a carré, South the shortest sequence: a cancelling carré cancels the
    # annonces (or the deal); any other carré scores
    trump = b.annonce_trump()
    assert trump is not None
    effect = b.said.get("annonces.cancelling_carres.effect")
    carres = dict(
        b.said["annonces.carres"] if trump != "SA" else b.said["annonces.carres_sans_atout"]
    )
    south = run(order_letters(b), shortest(b)[1], "H", 0)
    for rank in carres:
        four = [RANK_NAMES[rank] + s for s in SUITS]
        if any(c in south.split() for c in four) or not in_pack(b, " ".join(four)):
            continue
        found = declare(b, {"N": " ".join(four), "S": south}, trump)
        if rank in value:
            if effect == "annonces":
                assert found.cancelled, rank
                assert not found.deal_cancelled, rank
                assert dict(found.awarded) == zero(b), rank
            else:
                assert found.deal_cancelled, rank
        else:
            assert not found.cancelled, rank
            assert not found.deal_cancelled, rank


CHECKED_WITH["annonces.cancelling_carres.effect"] = "annonces.cancelling_carres.ranks"


@checks("annonces.declaring")
def _declaring(b: Book, value: Any) -> None:
    trump = b.annonce_trump()
    assert trump is not None
    held = {"N": run(order_letters(b), shortest(b)[1], "H")}
    if value == "optional":
        # North keeps his sequence to himself: it does not count
        assert declare(b, held, trump, silent=["N"]).awarded["NS"] == 0
        assert declare(b, held, trump).awarded["NS"] == shortest(b)[2]
    else:
        with pytest.raises(ValueError, match=r"annonces\.declaring"):
            declare(b, held, trump, silent=["N"])


@checks("annonces.unshown")
def _unshown(b: Book, value: Any) -> None:
    # North declares the shortest sequence but does not show it
    trump = b.annonce_trump()
    assert trump is not None
    points = shortest(b)[2]
    found = declare(b, {"N": run(order_letters(b), shortest(b)[1], "H")}, trump, unshown=["N"])
    expected = {"NS": 0, "EW": 0} if value == "void" else {"NS": 0, "EW": points}
    if not facing(b):
        # each for himself: a void annonce is nobody's; the points go to no single opponent
        assert value == "void", value
        expected = zero(b)
    assert dict(found.awarded) == expected


# ----------------------------------------------------------------------------- the deal


@checks("deal.first_dealer")
def _first_dealer(b: Book, value: Any) -> None:
    for seed in range(1, 6):
        game = b.rules.new_game(seed=seed)
        draws = game.first_dealer_draw
        if value == "random":
            assert not draws
            continue
        # each player draws a card; the lowest (a seven lowest) deals, ties draw again
        first = draws[:4]
        low = min(card & 7 for _seat, card in first)
        assert game.first_dealer in [seat for seat, card in first if card & 7 == low]


@checks("deal.cut.by")
def _cut(b: Book, value: Any) -> None:
    cuts = {new_game(b, seed).deal.cut for seed in range(1, 9)}
    if value == "none":
        assert cuts == {0}
        return
    low = b.said["deal.cut.min_packet"]
    assert all(low <= c <= 32 - low for c in cuts), cuts
    assert cuts != {0}
    # a record that cuts closer to the end of the pack is refused
    pattern = "-".join(str(n) for n in b.said["deal.patterns"][0])
    with pytest.raises(belote_spec.engine.game.ReplayError, match="min_packet"):
        Game(b.rules, dealer="N", script=[(list(range(32)), pattern, low - 1, False)])


CHECKED_WITH["deal.cut.min_packet"] = "deal.cut.by"


@checks("deal.patterns")
def _patterns(b: Book, value: Any) -> None:
    # A pack 0..31 dealt with each way of dealing: the first receiver gets the first packet,
    # the next seat the next one; each seat then holds the cards of the first round.
    # (the pack in index order: 32 cards, or nine to ace; the seats taken at this table)
    first = next_of(b, "N") if b.said["deal.first_receiver"] == "after_dealer" else "N"
    order = [i for i, code in enumerate(DECK) if code in pack(b)]
    for sizes in value:
        game = Game(
            b.rules,
            dealer="N",
            script=[(order, "-".join(map(str, sizes)), 0, False)],
        )
        dealt = sum(sizes)
        seats = seated(game)
        for seat in seats:
            assert len(game.hand(seat)) == dealt, (sizes, seat)
        expected = [DECK[i] for i in order[: sizes[0]]]
        assert set(expected) <= set(game.hand(first)), (sizes, game.hand(first))
        second = [DECK[i] for i in order[sizes[0] : 2 * sizes[0]]]
        assert set(second) <= set(game.hand(next_of(b, first))), sizes
        assert (game.deal.dealt.turned is not None) == b.said["deal.turned_card"]


CHECKED_WITH["deal.first_receiver"] = "deal.patterns"
CHECKED_WITH["deal.turned_card"] = "deal.patterns"


@checks("deal.completion")
def _completion(b: Book, value: Any) -> None:
    # the taker gets `taker` cards (the turned one included), the others `others`
    # (a turned card left on the table is no one's); each then holds the hand size
    taker_gets, others_get = value
    hand = b.said.get("deal.hand_size", 8)
    game = new_game(b)
    dealt = len(game.hand("N"))
    turned = game.deal.dealt.turned
    to_play(b, game, taker="S")
    assert dealt + others_get == hand
    assert dealt + taker_gets == hand
    assert all(len(game.hand(s)) == hand for s in seated(game))
    contract = game.deal.contract
    assert contract is not None
    if turned is not None and b.said.get("deal.turned_card_to") != "nobody":
        assert DECK[turned] in game.hand(b.rules.seating.seats[contract.taker])


def next_deal(b: Book, game: Game, seed: int = 1) -> Game:
    """Finish the current deal: all pass where nobody must take, else play it at random."""
    deal = game.deal
    rng = random.Random(seed)
    while game.deal is deal and game.phase == "bidding":
        actions = game.legal_actions()
        game.apply("pass" if "pass" in actions else actions[0])
    if game.phase == "capot":
        game.apply("pass")
    if game.deal is deal and game.phase == "play":
        play_out(game, rng)
    if game.phase == "shuffle":  # the dealer's choice: shuffle
        game.apply("shuffle")
    return game


NEXT_DEALER = {"after_dealer": "W", "before_dealer": "E", "same": "N"}


@checks("deal.next_dealer")
def _next_dealer(b: Book, value: Any) -> None:
    game = next_deal(b, new_game(b))
    assert SEATS[game.deal.dealer] == NEXT_DEALER[value]


@checks("deal.shuffle.between_deals")
def _between_deals(b: Book, value: Any) -> None:
    # after a deal played through, the dealer chooses to shuffle or gather, or the pack is
    # shuffled (always) or gathered (never, by agreement: gathered unless both agree)
    game = to_play(b, new_game(b))
    play_out(game, random.Random(1))
    if value == "dealer_choice":
        assert game.phase == "shuffle"
        assert game.legal_actions() == ["shuffle", "gather"]
        return
    assert game.phase == "bidding"
    assert game.deal.shuffled == (value == "always")


@checks("deal.shuffle.after_passed_deals")
def _after_passed(b: Book, value: Any) -> None:
    if value is None or b.said.get("bidding.prise.vache"):
        raise Unshown
    game = new_game(b)
    for n in range(1, value + 1):
        next_deal(b, game)
        assert game.deals[-2].status == "passed"
        assert game.deal.shuffled == (n >= value), n


def misdeal_cost(b: Book, cost: Any) -> dict[str, Any]:
    """What a misdeal by North costs, as the rulebook states it."""
    penalty, points, barred = cost
    scored = penalty == "opponents_score"
    line = {"NS": 0, "EW": points if scored else 0}
    if not facing(b):
        # each for himself: the player after the dealer scores what the dealer's opponents do
        line = {**zero(b), next_of(b, "N"): points if scored else 0}
    return {
        "line": line,
        "next_dealer": NEXT_DEALER[b.said["deal.next_dealer"]] if scored else "N",
        "barred": {"none": [], "dealer": ["N"], "dealer_team": ["N", "S"]}[barred],
        "penalty": penalty,
    }


@checks("deal.misdeal")
def _misdeal(b: Book, value: Any) -> None:
    assert b.rules.misdeal_ruling("N", count=1) == misdeal_cost(b, value)
    # through a game: the first misdeal of the deal
    game = new_game(b)
    game.misdeal(next_of(b, "N"))
    expected = misdeal_cost(b, value)
    assert game.totals == expected["line"]
    assert SEATS[game.deal.dealer] == expected["next_dealer"]


@checks("deal.misdeal.repeated")
def _repeated(b: Book, value: Any) -> None:
    # the first misdeal, each later one in a row, the last for all after it
    for count in range(1, len(value) + 3):
        cost = value[min(count, len(value)) - 1]
        assert b.rules.misdeal_ruling("N", count=count) == misdeal_cost(b, cost), count


@checks("deal.misdeal.after_bid")
def _after_bid(b: Book, value: Any) -> None:
    last = b.lowest_bid()
    late = b.rules.misdeal_ruling("N", after_bid=True, last_bid=last)
    if value is None:
        assert late == b.rules.misdeal_ruling("N")
        return
    points, add = value
    if add:
        points += b.rules.contract_value({"bid": last, "trump": "H"})
    assert late["line"] == {"NS": 0, "EW": points}
    assert late["penalty"] == "opponents_score"


# ----------------------------------------------------------------------------- the bidding


@checks("bidding.system")
def _system(b: Book, value: Any) -> None:
    game = new_game(b)
    words = {a.split(":")[0] for a in game.legal_actions()}
    if value == "auction" and "bid" not in words:
        # bids that name a mode alone (bidding.auction.levels: none) read « take:MODE », as a
        # prise's: what tells an auction is that a bid does not end it, a higher one may follow
        game.apply(next(a for a in game.legal_actions() if a.startswith("take:")))
        assert game.phase == "bidding"
        return
    assert ("take" in words, "bid" in words) == (value == "prise", value == "auction")


@checks("bidding.first_speaker")
def _first_speaker(b: Book, value: Any) -> None:
    assert new_game(b).to_move == (next_of(b, "N") if value == "after_dealer" else "N")


def contracts_offered(game: Game) -> set[str]:
    return {a.split(":")[-1] for a in game.legal_actions() if a.startswith(("take:", "bid:"))}


def kind_of(trump: str) -> str:
    return {"SA": "sans_atout", "TA": "tout_atout"}.get(trump, "suit")


@checks("bidding.modes")
def _modes(b: Book, value: Any) -> None:
    # every contract offered in the whole bidding (each round of a prise)
    game = new_game(b)
    offered: set[str] = set()
    deal = game.deal
    while game.deal is deal and game.phase == "bidding":
        offered |= contracts_offered(game)
        if "pass" not in game.legal_actions():
            break
        game.apply("pass")
    assert {kind_of(t) for t in offered} == set(value)


@checks("bidding.prise.rounds")
def _rounds(b: Book, value: Any) -> None:
    # at the start of round i (after 4 × i passes), what the first speaker may take
    index, _count, stated = value
    game = new_game(b)
    turned = game.deal.dealt.turned
    suit = SUITS[turned >> 3] if turned is not None else None
    for _ in range(4 * index):
        game.apply("pass")
    offered = contracts_offered(game)
    kinds = {kind_of(t) for t in offered if t in ("SA", "TA")}
    if suit is None and set(SUITS) <= offered:
        kinds |= {"turned_suit", "other_suits"}  # any suit, no card turned
    elif suit is not None:
        kinds |= {"turned_suit" for t in offered if t == suit}
        others = [t for t in offered if t in SUITS and t != suit]
        if others:
            assert len(others) == 3, offered  # the three other suits, each
            kinds.add("other_suits")
    assert kinds == set(stated), (index, offered)


@checks("bidding.prise.modes_in_every_round")
def _every_round(b: Book, value: Any) -> None:
    # sans atout and tout atout, where played, offered in every round or not
    optional = {MODE_TRUMP[m] for m in b.modes() if m != "suit"}
    game = new_game(b)
    rounds = b.said["bidding.prise.rounds"][1]
    seen = []
    for _ in range(rounds):
        seen.append(optional <= contracts_offered(game))
        for _ in range(4):
            if game.phase == "bidding" and "pass" in game.legal_actions():
                game.apply("pass")
    assert all(seen) if value else not all(seen), seen


@checks("bidding.prise.vache")
def _vache(b: Book, value: Any) -> None:
    # everybody passes to the last player of the last round: he is forced, or, where the vache
    # forces another seat (bidding.prise.forced, checked apart), that seat once asked again
    game = new_game(b)
    rounds = b.said["bidding.prise.rounds"][1]
    for _ in range(4 * rounds - 1):
        game.apply("pass")
    last_forced = b.variant.rule("bidding.prise.forced") == "last_speaker" or (
        b.variant.rule("bidding.prise.forced") == "dealer"
        and b.variant.rule("bidding.first_speaker") == "after_dealer"
    )
    if value and not last_forced:
        assert "pass" in game.legal_actions()
        game.apply("pass")
    assert ("pass" in game.legal_actions()) == (not value)
    if value:
        assert contracts_offered(game)


@checks("bidding.prise.forced")
def _forced(b: Book, value: Any) -> None:
    # everybody passes while he may: the seat left to speak is the one the vache forces (N deals)
    game = new_game(b)
    first = 0 if b.said["bidding.first_speaker"] == "dealer" else 1
    while "pass" in game.legal_actions():
        game.apply("pass")
    forced = {"dealer": 0, "first_speaker": first, "last_speaker": (first + 3) % 4}[value]
    assert game.phase == "bidding"
    assert game.deal.bidding.to_move == forced
    assert contracts_offered(game)


@checks("bidding.prise.all_pass", "bidding.auction.all_pass")
def _all_pass(b: Book, value: Any) -> None:
    # everybody passes in every round: the cards are gathered, the next dealer deals, nothing
    # is scored
    game = new_game(b)
    while game.deal.number == 1 and game.phase == "bidding":
        assert "pass" in game.legal_actions()
        game.apply("pass")
    if game.phase == "shuffle":  # the dealer's choice: shuffle
        game.apply("shuffle")
    assert value == "redeal"
    assert game.deals[0].status == "passed"
    nxt = b.said["deal.next_dealer"]
    expected = "N" if nxt == "same" else next_of(b, "N", 1 if nxt == "after_dealer" else -1)
    assert b.rules.seating.seats[game.deal.dealer] == expected
    assert set(game.totals.values()) == {0}


def bids(game: Game, seat: str | None = None) -> list[int]:
    return sorted(
        {
            int(a.split(":")[1])
            for a in game.legal_actions(seat)
            if a.startswith("bid:") and a.split(":")[1].isdigit()
        }
    )


@checks("bidding.auction.bids")
def _bids(b: Book, value: Any) -> None:
    shown, top = value
    offered = bids(new_game(b))
    assert offered[: len(shown)] == list(shown)
    assert offered[-1] == top


@checks("bidding.auction.levels")
def _levels(b: Book, value: Any) -> None:
    # the first speaker's bids: points and a mode (bid:80:H), or a mode alone (take:H)
    legal = new_game(b).legal_actions()
    numbers = [a for a in legal if a.startswith("bid:") and a.split(":")[1].isdigit()]
    alone = [a for a in legal if a.startswith("take:")]
    assert (bool(numbers), bool(alone)) == ((True, False) if value == "numbers" else (False, True))


@checks("bidding.auction.step")
def _step(b: Book, value: Any) -> None:
    # the lowest bid, then every multiple of the step above it
    offered = bids(new_game(b))
    assert all(n % value == 0 for n in offered[1:])
    assert all(y - x == value for x, y in itertools.pairwise(offered[1:]))
    assert offered[1] - offered[0] <= value


def high_bid(game: Game, word: str) -> str | None:
    return next((a for a in game.legal_actions() if a.startswith(f"bid:{word}:")), None)


@checks("bidding.auction.capot")
def _capot_bid(b: Book, value: Any) -> None:
    assert (high_bid(new_game(b), "capot") is not None) == value


@checks("bidding.auction.generale")
def _generale_bid(b: Book, value: Any) -> None:
    assert (high_bid(new_game(b), "generale") is not None) == value


def opened(b: Book, trump: str | None = None) -> tuple[Game, str]:
    """A game where the first speaker has bid the lowest bid (in ``trump``, or hearts, or
    the first contract offered); returns it and the bidder."""
    game = new_game(b)
    bidder = game.to_move
    assert bidder is not None
    if not bids(game):  # bids that name a mode alone (bidding.auction.levels: none)
        offered = mode_bids(game)
        wanted = f"take:{trump or 'H'}"
    else:
        low = bids(game)[0]
        offered = [a for a in game.legal_actions() if a.startswith(f"bid:{low}:")]
        wanted = f"bid:{low}:{trump or 'H'}"
    game.apply(wanted if wanted in offered else offered[0])
    return game, bidder


def mode_bids(game: Game) -> list[str]:
    """The bids of a mode alone offered (``take:MODE``, bidding.auction.levels: none)."""
    return [a for a in game.legal_actions() if a.startswith("take:")]


@checks("bidding.auction.overbid_partner")
def _overbid_partner(b: Book, value: Any) -> None:
    game, bidder = opened(b)
    game.apply("pass")  # the next opponent
    assert game.to_move == after(bidder, 2)  # the bidder's partner
    assert bool(bids(game) or mode_bids(game)) == value


@checks("bidding.auction.same_level_order")
def _same_level(b: Book, value: Any) -> None:
    # after the lowest bid in the weakest mode, the next player may bid as much in any
    # stronger mode, never in the same one
    if not value:
        game, _bidder = opened(b)
        assert not [a for a in game.legal_actions() if a.startswith(f"bid:{b.lowest_bid()}:")]
        return
    weakest, *stronger = (ORDER_TRUMP[m] for m in value)
    game, _bidder = opened(b, weakest)
    low = b.lowest_bid()
    if low is None:  # a mode alone: only the stronger modes cover it
        equal = {a.split(":")[1] for a in mode_bids(game)}
    else:
        equal = {a.split(":")[2] for a in game.legal_actions() if a.startswith(f"bid:{low}:")}
    assert equal == set(stronger), equal


@checks("bidding.auction.raise_own")
def _raise_own(b: Book, value: Any) -> None:
    # the bidder speaks again, the others having passed, his bid still the last
    game, bidder = opened(b, "H")
    for _ in range(3):
        if game.phase != "bidding":
            break
        game.apply("pass")
    if game.phase != "bidding" or game.to_move != bidder:
        raise Unshown  # three passes ended the auction
    offered = {a.split(":")[2] for a in game.legal_actions() if a.startswith("bid:")}
    offered |= {a.split(":")[1] for a in mode_bids(game)}
    if value == "allowed":
        assert "H" in offered
    elif value == "new_mode":
        assert offered
        assert "H" not in offered
    else:
        assert not bids(game)


@checks("bidding.auction.end")
def _end(b: Book, value: Any) -> None:
    game, _bidder = opened(b)
    passes = 3 if value == "three_passes" else 4
    for _ in range(passes - 1):
        game.apply("pass")
    assert game.phase == "bidding"
    game.apply("pass")
    assert game.phase in ("play", "capot")


def contred(b: Book) -> tuple[Game, str]:
    """The lowest bid, contré by the next player; returns the game and the bidder."""
    game, bidder = opened(b)
    assert "contre" in game.legal_actions()
    game.apply("contre")
    return game, bidder


@checks("bidding.auction.contre")
def _contre(b: Book, value: Any) -> None:
    game, _bidder = opened(b)
    assert ("contre" in game.legal_actions()) == value


@checks("bidding.auction.surcontre")
def _surcontre(b: Book, value: Any) -> None:
    game, bidder = contred(b)
    doubled = [s for s in SEATS if team(s) == team(bidder)]
    assert any("surcontre" in game.legal_actions(s) for s in doubled) == value


@checks("bidding.auction.contre_ends_auction")
def _contre_ends(b: Book, value: Any) -> None:
    game, _bidder = contred(b)
    more = any(bids(game, s) for s in SEATS) or any(
        a.startswith("take:") for s in SEATS for a in game.legal_actions(s)
    )
    assert (not more) == value


@checks("bidding.auction.after_contre")
def _after_contre(b: Book, value: Any) -> None:
    # the bidder's partner speaks after the contre; then the doubler's partner (every seat)
    # or the bidder (only the doubled team)
    game, bidder = contred(b)
    assert game.to_move == after(bidder, 2)
    game.apply("pass")
    expected = after(bidder, 3) if value == "every_seat" else bidder
    assert game.to_move == expected


def capot_bid(b: Book) -> tuple[Game, str]:
    game = new_game(b)
    bidder = game.to_move
    assert bidder is not None
    call = high_bid(game, "capot") or high_bid(game, "generale")
    assert call is not None
    game.apply(call)
    return game, bidder


@checks("bidding.auction.after_capot")
def _after_capot(b: Book, value: Any) -> None:
    game, bidder = capot_bid(b)
    if value == "ends":
        assert game.phase != "bidding"
        return
    speakers = []
    while game.phase == "bidding":
        speakers.append(game.to_move)
        game.apply("pass")
    if value == "opponents":
        assert speakers == [after(bidder), after(bidder, 3)]
    else:
        assert speakers[:3] == [after(bidder), after(bidder, 2), after(bidder, 3)]


@checks("bidding.auction.capot_contre")
def _capot_contre(b: Book, value: Any) -> None:
    game, _bidder = capot_bid(b)
    assert ("contre" in game.legal_actions()) == value


@checks("bidding.auction.contre_timing")
def _contre_timing(b: Book, value: Any) -> None:
    # the bidder's second opponent, before his turn
    game, bidder = opened(b)
    late = after(bidder, 3)
    allowed = "contre" in game.legal_actions(late)
    if value == "any_time":
        assert allowed
        game.apply("contre", late)
        assert game.phase == "bidding"
        return
    out_of_turn = b.said["bidding.auction.contre_out_of_turn"]
    if out_of_turn == "refused":
        assert not allowed
        with pytest.raises(IllegalAction):
            game.apply("contre", late)
    else:
        # a fault the bidding team rules on: play on or a redeal
        game.apply("contre", late)
        assert sorted(game.legal_actions()) == ["play-on", "redeal"]


CHECKED_WITH["bidding.auction.contre_out_of_turn"] = "bidding.auction.contre_timing"


# ----------------------------------------------------------------------------- the play


@checks("play.first_lead")
def _first_lead(b: Book, value: Any) -> None:
    # South takes (neither the dealer nor the player after him)
    game = to_play(b, new_game(b), taker="S")
    assert game.deal.contract is not None
    assert b.rules.seating.seats[game.deal.contract.taker] == "S"
    assert game.to_move == {"after_dealer": next_of(b, "N"), "dealer": "N", "taker": "S"}[value]


@checks("play.generale_lead")
def _generale_lead(b: Book, value: Any) -> None:
    game = new_game(b)
    while game.to_move != "S":
        game.apply("pass")
    call = high_bid(game, "generale")
    assert call is not None
    to_play(b, game, taker="S", call=call)
    usual = {"after_dealer": "W", "dealer": "N", "taker": "S"}[b.said["play.first_lead"]]
    assert game.to_move == ("S" if value == "bidder" else usual)


@checks("play.next_lead")
def _next_lead(b: Book, value: Any) -> None:
    game = to_play(b, new_game(b))
    rng = random.Random(3)
    trick = []
    for _ in range(b.rules.seating.players):
        seat = game.to_move
        card = rng.choice([a for a in game.legal_actions() if "+" not in a])
        trick.append((seat, card))
        game.apply(card)
    assert value == "trick_winner"
    assert game.trump is not None
    assert game.to_move == b.rules.trick_winner(trick, game.trump)


@checks("play.follow_suit")
def _follow_suit(b: Book, value: Any) -> None:
    # West leads the king of clubs; South holds the ace and ten (both above the king, at
    # any contract) and no other club
    assert value == "required"
    assert legal(b, "AC TC JH 8D", f"{right(b)}:KC", b.trump()) == cards("AC TC")


# Trump order J 9 A 10 K Q 8 7: below, hearts are trump and South is to play (after West).


@checks("play.trump_lead")
def _trump_lead(b: Book, value: Any) -> None:
    hand = "TH JH AS 7C"
    # North leads the 7♥, West (an opponent) holds the trick with the A♥: South climbs with
    # the J♥ unless any trump will do
    expected = {
        "must_overtrump": (cards("JH"), cards("JH")),
        "overtrump_unless_partner_master": (cards("JH"), cards("TH JH")),
        "any_trump": (cards("TH JH"), cards("TH JH")),
    }[value]
    if not facing(b):
        # Without partners an opponent always holds the trick: at three North leads the 7♥
        # and West takes it with the A♥, or North leads the A♥ and West plays the 8♥; at two
        # North leads the A♥. South climbs with the J♥ unless any trump will do.
        tricks = ["N:7H W:AH", "N:AH W:8H"] if "W" in b.rules.seating.seats else ["N:AH"]
        assert [legal(b, hand, t, "H") for t in tricks] == [expected[0]] * len(tricks)
        return
    opponent = legal(b, hand, "N:7H W:AH", "H")
    # East leads the 7♥, North (South's partner) holds it with the A♥, West plays the 8♥
    partner = legal(b, hand, "E:7H N:AH W:8H", "H")
    assert (opponent, partner) == expected


@checks("play.must_trump")
def _must_trump(b: Book, value: Any) -> None:
    hand = "9H 7H KS 8C"  # no diamond
    # West leads the A♦ (an opponent holds the trick; at two North leads it)
    opponent = legal(b, hand, f"{right(b)}:AD", "H")
    trumps, everything = cards("9H 7H"), cards(hand)
    expected = {
        "unless_partner_master": (trumps, everything),
        "always": (trumps, trumps),
        "never": (everything, everything),
    }[value]
    if not facing(b):
        # no partner: whoever holds the trick is an opponent; at three North leads the A♦
        # and West follows: South trumps as against the leader
        assert opponent == expected[0]
        if "W" in b.rules.seating.seats:
            assert legal(b, hand, "N:AD W:7D", "H") == expected[0]
        return
    # North leads the A♦, West follows: South's partner holds the trick (not with a trump)
    partner = legal(b, hand, "N:AD W:7D", "H")
    assert (opponent, partner) == expected


#: Why over- and undertrumping show nothing at two: one card is played before the second
#: player, the lead; a trump led is the trump lead rule (play.trump_lead), so no plain trick
#: is ever trumped when one must over- or undertrump.
TWO_TRUMPED = "at two no trick is trumped before the second player: the lead is the only card"


@checks("play.overtrump")
def _overtrump(b: Book, value: Any) -> None:
    # North leads the A♠, West trumps with the 9♥; South, without spades, holds the J♥
    # (above the 9) and the 8♥ (below)
    if "W" not in b.rules.seating.seats:
        raise Unshown(TWO_TRUMPED)
    found = legal(b, "JH 8H KD 7C", "N:AS W:9H", "H")
    assert "JH" in found
    assert ("8H" in found) == (value == "optional")


@checks("play.undertrump")
def _undertrump(b: Book, value: Any) -> None:
    # North leads the A♠, West trumps with the J♥ (the highest); South, without spades, holds
    # only a lower trump, the 8♥, besides other suits
    if "W" not in b.rules.seating.seats:
        raise Unshown(TWO_TRUMPED)
    found = legal(b, "8H TD KC AC", "N:AS W:JH", "H")
    expected = {
        "required": cards("8H"),
        "waived": cards("8H TD KC AC"),
        "forbidden": cards("TD KC AC"),
    }[value]
    assert found == expected
    # holding nothing but lower trumps, South plays one of them whatever the rule
    assert legal(b, "8H 7H", "N:AS W:JH", "H") == cards("8H 7H")


@checks("play.partner_master")
def _partner_master(b: Book, value: Any) -> None:
    # North leads the A♦ and holds the trick; South has no diamond
    assert value == "free"
    assert legal(b, "9H 7H KS 8C", "N:AD W:7D", "H") == cards("9H 7H KS 8C")


#: East leads the A♠, North (South's partner) trumps with the 9♥, West follows; South has no
#: spade. Four hands: A lower trumps and other suits, B a higher trump (the J♥) too, C only
#: lower trumps, D only trumps, one of them higher. For each stated value, what South may
#: play, read from the sentence: with trumping optional when the partner holds the trick
#: (``play.must_trump: unless_partner_master``), then when it is compulsory (``always``).
PARTNER_HANDS = ("TH 8H QD 7C", "JH 8H QD 7C", "TH 8H", "JH 8H")
PARTNER_MASTER = {
    "unless_partner_master": {
        # « you may even trump lower than them »
        "allowed": ("TH 8H QD 7C", "JH 8H QD 7C", "TH 8H", "JH 8H"),
        # « you may not trump lower than them: discard, or trump higher » (C: nothing else)
        "forbidden": ("QD 7C", "JH QD 7C", "TH 8H", "JH"),
        # « … holding nothing but trumps, you may play any of them »
        "forbidden_unless_only_trumps": ("QD 7C", "JH QD 7C", "TH 8H", "JH 8H"),
        # « any card, but a trump must beat theirs if you hold a higher one »
        "overtrump_if_able": ("TH 8H QD 7C", "JH QD 7C", "TH 8H", "JH"),
        # « free, unless you hold nothing but trumps: then trump higher if you can »
        "only_trumps_must_overtrump": ("TH 8H QD 7C", "JH 8H QD 7C", "TH 8H", "JH"),
    },
    "always": {
        # « you still trump, and you may trump lower than them »
        "allowed": ("TH 8H", "JH 8H", "TH 8H", "JH 8H"),
        # « you still trump, higher than them if you can, but never lower: unable to beat
        # them, you discard » (C: nothing else)
        "forbidden": ("QD 7C", "JH", "TH 8H", "JH"),
        # « …, you discard; holding nothing but trumps, you may play any of them »
        "forbidden_unless_only_trumps": ("QD 7C", "JH", "TH 8H", "JH 8H"),
        # « you still trump, higher than them if you can »
        "overtrump_if_able": ("TH 8H", "JH", "TH 8H", "JH"),
        # « you still trump, with any trump; holding nothing but trumps, you must trump
        # higher than them if you can »
        "only_trumps_must_overtrump": ("TH 8H", "JH 8H", "TH 8H", "JH"),
    },
}


@checks("play.partner_master_undertrump")
def _partner_master_undertrump(b: Book, value: Any) -> None:
    must = b.said["play.must_trump"]
    found = tuple(legal(b, hand, "E:AS N:9H W:7S", "H") for hand in PARTNER_HANDS)
    expected = tuple(cards(h) for h in PARTNER_MASTER[must][value])
    assert found == expected, (must, value)


@checks("play.plain_climb")
def _plain_climb(b: Book, value: Any) -> None:
    # Hearts trump, North leads the K♠; West holds the A♠ (above it) and the 7♠ (below)
    found = legal(b, "AS 7S JH 8D", "N:KS", "H")
    assert found == (cards("AS") if value == "required" else cards("AS 7S"))


@checks("play.tout_atout_climb")
def _tout_atout_climb(b: Book, value: Any) -> None:
    # At tout atout West leads the 10♦; South holds the 9♦ (above it) and the 8♦ (below)
    found = legal(b, "9D 8D AS 7C", "W:TD", "TA")
    assert found == (cards("9D") if value == "required" else cards("9D 8D"))


@checks("play.illegal_card")
def _illegal_card(b: Book, value: Any) -> None:
    # the first illegal card of a deal played at random
    for seed in range(1, 30):
        game = to_play(b, new_game(b, seed))
        rng = random.Random(seed)
        while game.phase == "play":
            seat = game.to_move
            assert seat is not None
            offered = game.legal_actions()
            wrong = [c for c in game.hand(seat) if c not in offered]
            if wrong:
                break
            game.apply(rng.choice([a for a in offered if "+" not in a]))
        else:
            continue
        if value == "refused":
            before = game.hand(seat)
            with pytest.raises(IllegalAction):
                game.apply(wrong[0])
            assert game.hand(seat) == before
            return
        contract = game.deal.contract
        assert contract is not None
        game.apply(wrong[0])
        points, add = b.said["play.illegal_card_penalty"]
        fault = game.deals[0]
        assert fault.status == "fault"
        assert fault.score is not None
        other = "EW" if team(seat) == "NS" else "NS"
        if add:
            points += fault.score.contract_value
        assert (fault.score[team(seat)], fault.score[other]) == (0, points)
        return
    raise AssertionError("no illegal card met in 30 deals")


CHECKED_WITH["play.illegal_card_penalty"] = "play.illegal_card"
CHECKED_WITH["scoring.capot.kind"] = "scoring.capot.points"
CHECKED_WITH["scoring.capot.dix_de_der"] = "scoring.capot.points"


# ----------------------------------------------------------------------------- belote


def belote_trump(b: Book) -> str | None:
    if "suit" in b.modes():
        return "H"
    if "tout_atout" in b.modes() and b.said.get("belote.tout_atout") == "every_suit":
        return "TA"
    return None


@checks("belote.enabled")
def _belote_enabled(b: Book, value: Any) -> None:
    # North holds the king and queen of hearts, hearts trump
    hands = complete({"N": ["KH", "QH"]}, RANKS[::-1], b)
    found = b.rules.declarations(hands, "H" if "suit" in b.modes() else "TA").belote
    assert bool(found.get("N")) == value


_IN_POINTS: dict[int, Rules] = {}


def in_points(b: Book) -> Rules:
    """The rules of ``b`` with a score sheet in points (``scoring.unit: 1``): where the
    variant records tens, what a rule is worth in points is read there (the unit has its own
    checker, with the rounding)."""
    if b.said.get("scoring.unit", 1) == 1:
        return b.rules
    if id(b) not in _IN_POINTS:
        _IN_POINTS[id(b)] = set_rules(b.variant, {"scoring.unit": 1}).compile()
    return _IN_POINTS[id(b)]


def belote_line(b: Book, points: tuple[int, int], *, belote: str | None, **kw: Any) -> DealScore:
    trump = belote_trump(b)
    assert trump is not None
    contract = {"taker": "NS", "trump": trump, "bid": b.lowest_bid(), "contre": 0}
    return in_points(b).score_deal(
        contract, {"NS": points[0], "EW": points[1]}, belote=belote, exact=True, **kw
    )


@checks("belote.points")
def _belote_points(b: Book, value: Any) -> None:
    # A contract made with 130 of 162 card points: the belote adds what the rulebook says
    if belote_trump(b) is None:
        raise Unshown
    total = sum(b.rules.card_points(c, belote_trump(b) or "H") for c in DECK)
    total += b.said["deck.dix_de_der"]
    points = (total * 130 // 162, total - total * 130 // 162)
    with_it = belote_line(b, points, belote="NS", last_trick="NS")
    without = belote_line(b, points, belote=None, last_trick="NS")
    assert with_it.outcome == without.outcome == "made"
    assert (with_it.belote.get("NS"), with_it.belote.get("EW", 0)) == (value, 0)
    assert value == with_it.NS - without.NS


@checks("belote.dedans")
def _belote_dedans(b: Book, value: Any) -> None:
    # The taker's team fails with 40 of 162 card points, holding the belote
    if belote_trump(b) is None:
        raise Unshown
    pts = b.said["belote.points"]

    def difference(points: tuple[int, int], **kw: Any) -> tuple[int, int]:
        with_it = belote_line(b, points, belote="NS", **kw)
        without = belote_line(b, points, belote=None, **kw)
        assert with_it.outcome == without.outcome == "dedans"
        return with_it.NS - without.NS, with_it.EW - without.EW

    failed = difference((40, 122), last_trick="EW")
    against = difference((0, 162), capot="EW", last_trick="EW")
    expected = {"kept": (pts, 0), "given": (0, pts), "lost": (0, 0)}
    if value == "depends":
        assert failed != against
    else:
        assert failed == against == expected[value]


@checks("belote.tout_atout")
def _belote_tout_atout(b: Book, value: Any) -> None:
    hands = complete({"N": ["KS", "QS", "KH", "QH"]}, RANKS[::-1])
    found = b.rules.declarations(hands, "TA").belote.get("N", ())
    assert len(found) == (2 if value == "every_suit" else 0)


@checks("belote.sans_atout")
def _belote_sans_atout(b: Book, value: Any) -> None:
    hands = complete({"N": ["KS", "QS", "KH", "QH"]}, RANKS[::-1])
    assert value == "none"
    assert not b.rules.declarations(hands, "SA").belote


def holding_belote(b: Book) -> Iterator[tuple[Game, str, str]]:
    """Positions of deals played at random where the player to move holds the king and
    queen of the trump suit (hearts… whatever the contract's suit) and may play either:
    (game, king, queen)."""
    for seed in range(1, 200):
        game = to_play(b, new_game(b, seed))
        trump = game.trump
        if trump not in SUITS:
            continue
        rng = random.Random(seed)
        while game.phase == "play":
            seat = game.to_move
            assert seat is not None
            king, queen = "K" + trump, "Q" + trump
            plain = [a for a in game.legal_actions() if "+" not in a]
            if king in plain and queen in plain:
                yield game, king, queen
                break
            game.apply(rng.choice(plain))


@checks("belote.call")
def _belote_call(b: Book, value: Any) -> None:
    game, king, _queen = next(holding_belote(b))
    offered = game.legal_actions()
    assert (f"{king}+belote" in offered) == (value != "automatic")


@checks("belote.order")
def _belote_order(b: Book, value: Any) -> None:
    if b.said["belote.call"] == "automatic":
        raise Unshown  # nothing said: the order shows in the score only
    game, _king, queen = next(holding_belote(b))
    assert (f"{queen}+belote" in game.legal_actions()) == (value == "any")


@checks("belote.first_card")
def _belote_first_card(b: Book, value: Any) -> None:
    # North holds the king and queen of hearts; at tout atout West leads the A♠, South and
    # East follow, North throws the K♥ off, then leads the Q♥
    ta = MODE_INDEX["TA"]
    if not any(suit == 1 for suit, _pair, _said in b.rules.belote_pairs[ta]):
        raise Unshown  # no belote at tout atout: nothing is thrown off in a suit contract
    index = {code: i for i, code in enumerate(DECK)}
    hands = [(1 << index["KH"]) | (1 << index["QH"]), 0, 0, 0]
    played = [index[c] for c in ("AS", "JS", "7S", "KH", "QH")]
    counted = b.rules.belote_holders(hands, ta, played)
    assert bool(counted) == (value == "any_play")


@checks("belote.rebelote")
def _rebelote(b: Book, value: Any) -> None:
    # the king played without « belote »; later the queen: « rebelote » alone is offered only
    # where either word is enough
    for game, king, queen in holding_belote(b):
        seat = game.to_move
        game.apply(king)
        rng = random.Random(7)
        while game.phase == "play":
            offered = game.legal_actions()
            if game.to_move == seat and queen in offered:
                assert (f"{queen}+rebelote" in offered) == (value == "either")
                return
            game.apply(rng.choice([a for a in offered if "+" not in a]))
    raise AssertionError("no position found")


# ----------------------------------------------------------------------------- scoring


def pack_points(b: Book, trump: str) -> int:
    """The card points of a deal (the dix de der included), counted card by card."""
    return sum(b.rules.card_points(c, trump) for c in DECK) + b.said["deck.dix_de_der"]


def unscaled_trump(b: Book) -> str | None:
    """A contract whose card points are not scaled, as the rulebook says."""
    for mode in b.modes():
        if mode == "suit" or not b.said.get(f"scoring.{mode}_scaling.enabled"):
            return MODE_TRUMP[mode]
    return None


@checks("scoring.contract.beat_defence")
def _contract(b: Book, value: Any) -> None:
    # Every split of the card points (no capot), with or without a belote or annonces for
    # either side: made exactly when the totals the rulebook names meet its conditions.
    trump = unscaled_trump(b)
    if trump is None:
        raise Unshown
    said = b.said
    total = pack_points(b, trump)
    reach = said.get("scoring.contract.reach_bid")
    minimum = said["scoring.contract.minimum"]
    bid = b.lowest_bid()
    extras: list[tuple[str, int, dict[str, Any]]] = [("", 0, {})]
    if said.get("belote.enabled") and (
        trump in SUITS or said.get("belote.tout_atout") == "every_suit"
    ):
        pts = said["belote.points"]
        extras += [
            ("taker.belote", pts, {"belote": "NS"}),
            ("defence.belote", pts, {"belote": "EW"}),
        ]
    if b.annonce_trump() is not None and said.get(f"annonces.in_modes.{kind_of(trump)}"):
        extras += [
            ("taker.annonces", 20, {"declarations": {"NS": 20, "EW": 0}}),
            ("defence.annonces", 20, {"declarations": {"NS": 0, "EW": 20}}),
        ]
    if said.get("trick_bonuses.enabled"):
        extras += [
            ("taker.trick_bonuses", 20, {"trick_bonuses": {"NS": 20, "EW": 0}}),
            ("defence.trick_bonuses", 20, {"trick_bonuses": {"NS": 0, "EW": 20}}),
        ]
    contract = {"taker": "NS", "trump": trump, "bid": bid, "contre": 0}
    # the splits near each condition's threshold, and every third one besides
    edges = {minimum, total // 2, (total + 1) // 2}
    if reach is not None and bid is not None:
        edges.add(bid + reach)
    for what, extra, kw in extras:
        counted = bool(what) and said.get(f"scoring.contract.counts.{what}", False)
        near = {e + d for e in edges for d in range(-extra - 2, 3)}
        for ns in (n for n in range(1, total) if n in near or n % 3 == 0):
            taker, defence = ns, total - ns
            if counted and what.startswith("taker"):
                taker += extra
            elif counted:
                defence += extra
            made = (
                (reach is None or bid is None or taker >= bid + reach)
                and taker >= minimum
                and (not value or taker > defence)
            )
            last = "NS" if ns >= said["deck.dix_de_der"] else "EW"
            score = b.rules.score_deal(
                contract, {"NS": ns, "EW": total - ns}, last_trick=last, exact=True, **kw
            )
            assert (score.outcome in ("made", "capot")) == made, (what, ns, score.outcome)
            if (
                taker == defence
                and value
                and score.outcome != "made"
                and (reach is None or bid is None or taker >= bid + reach)
                and taker >= minimum
            ):
                assert score.outcome == (
                    "litige" if said.get("scoring.litige.enabled") else "dedans"
                )
    for bid_, needed in said.get("scoring.contract.examples", ()):
        contract = {"taker": "NS", "trump": trump, "bid": bid_, "contre": 0}
        made = b.rules.score_deal(contract, {"NS": needed, "EW": total - needed}, last_trick="NS")
        short = b.rules.score_deal(
            contract, {"NS": needed - 1, "EW": total - needed + 1}, last_trick="NS"
        )
        assert made.outcome == "made", (bid_, needed)
        assert short.outcome != "made", (bid_, needed)


for _key in (
    "scoring.contract.reach_bid",
    "scoring.contract.minimum",
    "scoring.contract.examples",
    "scoring.contract.counts.taker.annonces",
    "scoring.contract.counts.taker.belote",
    "scoring.contract.counts.defence.annonces",
    "scoring.contract.counts.defence.belote",
    "scoring.contract.counts.taker.trick_bonuses",
    "scoring.contract.counts.defence.trick_bonuses",
    "scoring.litige.enabled",
):
    CHECKED_WITH[_key] = "scoring.contract.beat_defence"


# ----------------------------------------------------------------------------- trick bonuses


def trick_bonus(b: Book, cards: str, trump: str) -> int:
    """The bonus of one trick of ``cards`` (codes) the engine gives, in ``trump``."""
    kernel = b.rules.trick_bonuses
    assert kernel is not None
    return int(kernel.points([parse_card(c).index for c in cards.split()], MODE_INDEX[trump]))


def sequence_letters(b: Book) -> tuple[str, ...]:
    """The sequence order, highest first, as rank letters (the natural one if not said)."""
    return order_letters(b) or tuple(RANKS[::-1])


@checks("trick_bonuses.enabled")
def _trick_bonuses_enabled(b: Book, value: Any) -> None:
    # three hearts in a row by three players, and the ace of clubs: the trick's winner, East,
    # scores the run in his team's line
    assert value is True
    three = run(sequence_letters(b), 3, "H")
    trick = f"{three} AC"
    points = b.said["trick_bonuses.run_of_three"]
    assert trick_bonus(b, trick, "S") == points
    contract = {"taker": "NS", "trump": "S", "bid": b.lowest_bid(), "contre": 0}
    line = b.rules.score_deal(
        contract, {"NS": 100, "EW": 62}, trick_bonuses={"NS": 0, "EW": points}, exact=True
    )
    assert line.trick_bonuses == {"NS": 0, "EW": points}


@checks("trick_bonuses.run_of_three")
def _run_of_three(b: Book, value: Any) -> None:
    order = sequence_letters(b)
    assert trick_bonus(b, f"{run(order, 3, 'D')} {order[4]}C", "S") == value
    # not in a row: nothing
    assert trick_bonus(b, f"{order[0]}D {order[2]}D {order[4]}D {order[6]}D", "S") == 0


@checks("trick_bonuses.run_of_four")
def _run_of_four(b: Book, value: Any) -> None:
    # four diamonds in a row: one run of four, not two runs of three
    assert trick_bonus(b, run(sequence_letters(b), 4, "D"), "S") == value


@checks("trick_bonuses.trump_king_queen")
def _trump_king_queen(b: Book, value: Any) -> None:
    # the king and queen of spades with two cards out of any run: trump spades, or not
    assert trick_bonus(b, "KS QS 7H 9C", "S") == value
    assert trick_bonus(b, "KS QS 7H 9C", "H") == 0
    # in a run of the trump suit: both, added
    three = b.said["trick_bonuses.run_of_three"]
    assert trick_bonus(b, "JS QS KS 7H", "S") == value + three


@checks("trick_bonuses.four_of_a_kind")
def _four_of_a_kind(b: Book, value: Any) -> None:
    for rank, points in value:
        letter = RANK_NAMES[rank]
        assert trick_bonus(b, " ".join(letter + s for s in SUITS), "H") == points, rank


@checks("scoring.contract_value.floor_counts_as")
def _floor_counts_as(b: Book, value: Any) -> None:
    floor, worth = value
    assert (
        b.rules.contract_value({"bid": floor, "trump": "H" if "suit" in b.modes() else "SA"})
        == worth
    )
    higher = bids(new_game(b))[1]
    assert b.rules.contract_value({"bid": higher, "trump": b.trump()}) == higher * (
        b.said.get(f"scoring.contract_value.{kind_of(b.trump())}", 1)
    )


@checks("scoring.contract_value.prise")
def _prise_value(b: Book, value: Any) -> None:
    assert b.rules.contract_value({"bid": None, "trump": b.trump()}) == value


@checks("scoring.capot.announced.contract")
def _capot_value(b: Book, value: Any) -> None:
    assert b.rules.contract_value({"bid": "capot", "trump": b.trump()}) == value


@checks("scoring.capot.generale")
def _generale_value(b: Book, value: Any) -> None:
    assert b.rules.contract_value({"bid": "generale", "trump": b.trump()}) == value


def _factor(mode: str) -> Checker:
    def check(b: Book, value: Any) -> None:
        # a bid of points at that mode is worth the factor times the same bid in the main mode
        if not b.auction():
            raise Unshown
        bid = bids(new_game(b))[1]
        base = b.rules.contract_value({"bid": bid, "trump": MODE_TRUMP[b.modes()[0]]})
        if b.modes()[0] != "suit":
            base //= b.said.get(f"scoring.contract_value.{b.modes()[0]}", 1)
        assert b.rules.contract_value({"bid": bid, "trump": MODE_TRUMP[mode]}) == base * value

    return check


checks("scoring.contract_value.sans_atout")(_factor("sans_atout"))
checks("scoring.contract_value.tout_atout")(_factor("tout_atout"))


def capot_contract(b: Book, trump: str) -> dict[str, Any]:
    return {"taker": "NS", "trump": trump, "bid": b.lowest_bid(), "contre": 0}


@checks("scoring.capot.points")
def _capot_points(b: Book, value: Any) -> None:
    # North–South take every trick: the card points the rulebook gives a capot, mode by mode
    for trump, points in value:
        total = pack_points(b, trump)
        score = b.rules.score_deal(
            capot_contract(b, trump), {"NS": total, "EW": 0}, capot="NS", last_trick="NS"
        )
        assert score.card_points["NS"] == points, trump


@checks("scoring.capot.deal_points")
def _deal_points(b: Book, value: Any) -> None:
    trump, points = value
    total = pack_points(b, trump)
    score = b.rules.score_deal(
        capot_contract(b, trump), {"NS": total // 2, "EW": total - total // 2}, last_trick="NS"
    )
    assert sum(score.card_points.values()) == points


@checks("scoring.capot.by")
def _capot_by(b: Book, value: Any) -> None:
    total = pack_points(b, b.trump())
    if b.rules.line_scorer is not None:
        # one line per player (stated only as « tricks »): N takes every trick but one, worth
        # nothing, to the next player: no one took every trick; then N takes them all
        hand = b.said.get("deal.hand_size", 8)
        lines = b.rules.seating.lines
        points = {line: total if line == "N" else 0 for line in lines}
        one = {line: hand - 1 if line == "N" else int(line == lines[1]) for line in lines}
        assert line_score(b, "N", points, one, "N").capot is None
        every = {line: hand if line == "N" else 0 for line in lines}
        assert line_score(b, "N", points, every, "N").capot == "N"
        assert value == "tricks"
        return
    # seven tricks and every card point, the other team one trick worth nothing
    assert b.rules.capot_team([7, 1], [total, 0]) == ("NS" if value == "points" else None)
    assert b.rules.capot_team([8, 0], [total, 0]) == "NS"


@checks("scoring.capot.announced.enabled")
def _capot_announced(b: Book, value: Any) -> None:
    game = new_game(b)
    while game.phase == "bidding":
        actions = game.legal_actions()
        takes = [a for a in actions if a.startswith("take:")]
        game.apply(takes[0] if takes else "pass")
    assert (game.phase == "capot") == value


@checks("scoring.litige.awarded_to")
def _awarded_to(b: Book, value: Any) -> None:
    # 81 points held from a litige; East–West take the next deal and fail, or make it
    trump = unscaled_trump(b) or b.trump()
    total = pack_points(b, trump)
    contract = {"taker": "EW", "trump": trump, "bid": b.lowest_bid(), "contre": 0}
    fails = b.rules.score_deal(contract, {"NS": total - 20, "EW": 20}, carried=81, last_trick="NS")
    makes = b.rules.score_deal(contract, {"NS": 20, "EW": total - 20}, carried=81, last_trick="EW")
    assert makes.carried_to == "EW"
    if value == "next_winner":
        assert (fails.carried_to, fails.held) == ("NS", 0)
    else:
        assert (fails.carried_to, fails.held) == (None, 81)


@checks("scoring.litige.held_belote")
def _held_belote(b: Book, value: Any) -> None:
    # the first tie the engine calls a litige with North–South's belote: the belote is held
    # with the card points, or North–South keep it at once
    trump = unscaled_trump(b)
    if trump is None or belote_trump(b) is None or trump not in SUITS:
        raise Unshown
    total = pack_points(b, trump)
    pts = b.said["belote.points"]
    contract = {"taker": "NS", "trump": trump, "bid": b.lowest_bid(), "contre": 0}
    for ns in range(b.said["deck.dix_de_der"], total):
        score = in_points(b).score_deal(
            contract, {"NS": ns, "EW": total - ns}, belote="NS", last_trick="NS", exact=True
        )
        if score.outcome == "litige":
            assert score.held == ns + (pts if value else 0)
            assert (0 if value else pts) == score.NS
            return
    raise Unshown


@checks("scoring.contre.contre")
def _contre_factor(b: Book, value: Any) -> None:
    contract = {"taker": "NS", "trump": b.trump(), "bid": b.lowest_bid(), "contre": 1}
    total = pack_points(b, b.trump())
    score = b.rules.score_deal(contract, {"NS": total - 20, "EW": 20}, last_trick="NS")
    assert score.multiplier == value


@checks("scoring.contre.surcontre")
def _surcontre_factor(b: Book, value: Any) -> None:
    contract = {"taker": "NS", "trump": b.trump(), "bid": b.lowest_bid(), "contre": 2}
    total = pack_points(b, b.trump())
    score = b.rules.score_deal(contract, {"NS": total - 20, "EW": 20}, last_trick="NS")
    assert score.multiplier == value


def to_ten(n: int, half: str) -> int:
    """The nearest ten, by hand: 85 → 90 when a 5 rounds up, 80 when it rounds down."""
    tens, units = divmod(n, 10)
    return 10 * (tens + (units > 5 or (units == 5 and half == "up")))


@checks("scoring.rounding.method")
def _rounding(b: Book, value: Any) -> None:
    # made contracts at every split of the card points: the line is the exact line rounded
    # as the rulebook says
    trump = unscaled_trump(b) or b.trump()
    total = pack_points(b, trump)
    contract = {"taker": "NS", "trump": trump, "bid": b.lowest_bid(), "contre": 0}
    half = b.said.get("scoring.rounding.half", "up")
    # a score sheet in tens: the points it divides, counted exactly by the same rules in points
    unit = b.said.get("scoring.unit", 1)
    for ns in range(total // 2 + 5, total, 3):
        kw = {"NS": ns, "EW": total - ns}
        exact = in_points(b).score_deal(contract, kw, last_trick="NS", exact=True)
        line = b.rules.score_deal(contract, kw, last_trick="NS")
        if value == "none":
            expected = (exact.NS, exact.EW)
        elif value == "each_team":
            expected = (to_ten(exact.NS, half), to_ten(exact.EW, half))
        elif value == "split":
            # by the last digit: the team with fewer points (NS, the taker, on equal scores)
            # rounds up at the split digit, the other down
            digit = b.said["scoring.rounding.split_digit"][MODE_OF[trump]]
            lower = exact.NS <= exact.EW
            expected = (by_digit(exact.NS, digit, lower), by_digit(exact.EW, digit, not lower))
        else:
            taker = to_ten(exact.NS, half)
            expected = (taker, to_ten(exact.NS + exact.EW, half) - taker)
        assert (expected[0] // unit, expected[1] // unit) == (line.NS, line.EW), ns


CHECKED_WITH["scoring.rounding.half"] = "scoring.rounding.method"
CHECKED_WITH["scoring.unit"] = "scoring.rounding.method"
CHECKED_WITH["scoring.rounding.split_digit"] = "scoring.rounding.method"
#: The mode of a contract, as ``scoring.rounding.split_digit`` names it.
MODE_OF = {"SA": "sans_atout", "TA": "tout_atout"} | dict.fromkeys(SUITS, "suit")


def by_digit(n: int, digit: int, lower: bool) -> int:
    """A ten, by hand: below ``digit`` down, above up, at it up for the team with fewer."""
    tens, units = divmod(n, 10)
    return 10 * (tens + (units > digit or (units == digit and lower)))


@checks("scoring.rounding.examples")
def _rounding_examples(b: Book, value: Any) -> None:
    half = b.said["scoring.rounding.half"]
    for n, rounded in value:
        assert rounded == to_ten(n, half), (n, rounded)


@checks("scoring.rounding.last_deal")
def _last_deal(b: Book, value: Any) -> None:
    # North–South stand so that the deal's rounded line reaches the target and its exact line
    # does not
    trump = unscaled_trump(b) or b.trump()
    total = pack_points(b, trump)
    target = b.said["game_end.target"]
    contract = {"taker": "NS", "trump": trump, "bid": b.lowest_bid(), "contre": 0}
    for ns in range(total // 2 + 5, total):
        kw = {"NS": ns, "EW": total - ns}
        exact = b.rules.score_deal(contract, kw, last_trick="NS", exact=True)
        line = b.rules.score_deal(contract, kw, last_trick="NS")
        if line.NS > exact.NS:
            # just enough to reach the target (or pass it) with the rounded line
            passing = b.said["game_end.reach"] == "exceed"
            before = {"NS": target - line.NS + passing, "EW": 0}
            score, end = b.rules.settle_deal(before, target, contract, kw, last_trick="NS")
            if value == "exact":
                assert (score.NS, end.over) == (exact.NS, False)
            else:
                assert (score.NS, end.winner) == (line.NS, "NS")
            return
    raise Unshown


def _scaling(key: str) -> Checker:
    at = f"scoring.{key}_scaling"
    trump = MODE_TRUMP[key]

    def check(b: Book, value: Any) -> None:
        total = pack_points(b, trump)
        der = b.said["deck.dix_de_der"]
        said = b.said
        contract = {"taker": "NS", "trump": trump, "bid": b.lowest_bid(), "contre": 0}
        for ns in range(der + 1, total - 1, 7):
            kw = {"NS": ns, "EW": total - ns}
            cp = b.rules.score_deal(contract, kw, last_trick="NS").card_points
            if not value:
                assert dict(cp) == kw
                continue
            if said[f"{at}.scales"] != "card_points":
                raise Unshown
            num, den = said[f"{at}.ratio"]
            _total, after_all = said[f"{at}.total"]
            added = said[f"{at}.dix_de_der"] == "added"
            # North–South's points to the nearest point (the dix de der added after, where
            # the rulebook says so); East–West the rest
            exact = (ns - der) * num / den + der if added else ns * num / den
            assert abs(cp["NS"] - exact) <= 0.5, ns
            assert cp["NS"] + cp["EW"] == after_all
        if value:
            _total, after_all = said[f"{at}.total"]
            exact_all = (total - der) * num / den + der if added else total * num / den
            assert abs(after_all - exact_all) <= 0.5

    checks(f"{at}.enabled")(check)
    for sub in ("ratio", "scales", "dix_de_der", "total"):
        CHECKED_WITH[f"{at}.{sub}"] = f"{at}.enabled"
    return check


_scaling("tout_atout")
_scaling("sans_atout")


# ----------------------------------------------------------------------------- one line per player


def line_score(
    b: Book, taker: str, points: Mapping[str, int], tricks: Mapping[str, int], last: str
) -> Any:
    """A deal scored on one line per player by the engine (``LineScore``): ``points`` each
    line's card points with the dix de der, ``tricks`` each line's tricks, in a suit."""
    # the scorer the game scores its deals with at this table (Rules.line_scorer)
    scorer = b.rules.line_scorer
    assert scorer is not None
    return scorer(taker, points, tricks=tricks, mode=MODE_INDEX["H"], last_trick=last)


@checks("scoring.contract.defence")
def _contract_defence(b: Book, value: Any) -> None:
    # N takes with 70 against 50 and 42: more than each, not more than both together
    score = line_score(b, "N", {"N": 70, "W": 50, "S": 42}, {"N": 4, "W": 2, "S": 2}, "N")
    assert score.outcome == ("made" if value == "each" else "dedans"), score.outcome


@checks("scoring.capot.players")
def _capot_players(b: Book, value: Any) -> None:
    lines = b.rules.seating.lines
    if len(lines) == 2:
        # one player takes every trick: the other is capot, whichever way it is counted
        hand = b.said.get("deal.hand_size", 8)
        score = line_score(b, "N", {"N": 162, "S": 0}, {"N": hand, "S": 0}, "N")
        assert tuple(score.capots) == ("S",), score.capots
        return
    # S takes no trick, N and W share them: S alone is capot where each player counts
    score = line_score(b, "N", {"N": 100, "W": 62, "S": 0}, {"N": 5, "W": 3, "S": 0}, "N")
    assert tuple(score.capots) == (("S",) if value == "each" else ()), score.capots


@checks("scoring.capot.share")
def _capot_share(b: Book, value: Any) -> None:
    # the taker N takes no trick: W and S, who took them all, get the capot's points, each the
    # whole or half of them
    bonus = b.said["scoring.capot.dix_de_der"]
    score = line_score(b, "N", {"N": 0, "W": 80, "S": 82}, {"N": 0, "W": 4, "S": 4}, "W")
    each = bonus if value == "whole" else bonus // 2
    assert score.capot_points.get("W") == score.capot_points.get("S") == each, score.capot_points


@checks("scoring.capot.dix_de_der_kept")
def _capot_der(b: Book, value: Any) -> None:
    # the taker N alone is capot; the next player took the last trick (its points include
    # the dix de der): at three W 80 and S 82, at two S every point
    der = b.said["deck.dix_de_der"]
    lines = b.rules.seating.lines
    last = lines[1]
    if len(lines) == 2:
        hand = b.said.get("deal.hand_size", 8)
        points, tricks = {"N": 0, "S": 162}, {"N": 0, "S": hand}
    else:
        points, tricks = {"N": 0, "W": 80, "S": 82}, {"N": 0, "W": 4, "S": 4}
    score = line_score(b, "N", points, tricks, last)
    cards = score.card_points[last] - score.capot_points.get(last, 0)
    assert cards == (points[last] if value == "one_capot" else points[last] - der), cards


@checks("scoring.defence_lines")
def _defence_lines(b: Book, value: Any) -> None:
    # N fails with 50 against 60 and 52: what the defence scores (162 and its own terms,
    # classic's dedans), each defender in full or the two sharing it
    score = line_score(b, "N", {"N": 50, "W": 60, "S": 52}, {"N": 2, "W": 3, "S": 3}, "W")
    assert score.outcome == "dedans"
    terms = b.variant.rule("scoring.outcomes.dedans.defence")
    if terms["base"] == "points" and terms["annonces"] == "own" and not terms["contract"]:
        # each defender scores his own points (no annonce, no belote here), the taker
        # nothing: the defence has nothing to share, « each » and « split » score alike, and
        # this position does not show which is played (the shipped rulebook of three plays
        # the other value, split, with classic's dedans)
        assert dict(score.lines) == {"N": 0, "W": 60, "S": 52}, dict(score.lines)
        raise Unshown
    defence = score.lines["W"] + score.lines["S"]
    assert defence == (2 * 162 if value == "each" else 162), dict(score.lines)


# ----------------------------------------------------------------------------- game end


def end(b: Book, before: tuple[int, int], line: tuple[int, int], **kw: Any) -> Any:
    """The end of the game after a deal scored ``line`` from the totals ``before``."""
    kw.setdefault("outcome", "made")
    kw.setdefault("taker", "NS")
    deal = DealScore(line[0], line[1], **kw)
    return b.rules.game_end({"NS": before[0], "EW": before[1]}, deal)


@checks("game_end.target")
def _target(b: Book, value: Any) -> None:
    # 30 points short of the target, then 40 points: over; 10 points: not yet
    assert end(b, (value - 30, 0), (40, 0)).winner == "NS"
    assert not end(b, (value - 30, 0), (10, 0)).over
    for other in b.said["game_end.target_choices"]:
        game = b.rules.new_game(seed=1, dealer="N", target=other)
        assert game.target == other
        assert b.rules.game_end({"NS": other - 30, "EW": 0}, DealScore(40, 0, "made"), other).over


CHECKED_WITH["game_end.target_choices"] = "game_end.target"


@checks("game_end.deals")
def _deals(b: Book, value: Any) -> None:
    # far from the target, East–West ahead: only the last of a fixed number of deals ends the
    # game, and the higher total wins it
    deal = DealScore(20, 142, "made", taker="EW")
    for count in (1, 16, 40):
        found = b.rules.deals_end({"NS": 0, "EW": 0}, deal, count)
        if value is None or count < value:
            assert found is None
        else:
            assert found is not None
            assert found.winner == "EW"


@checks("game_end.reach")
def _reach(b: Book, value: Any) -> None:
    target = b.said["game_end.target"]
    assert end(b, (target - 20, 0), (20, 0)).over == (value == "reach")


@checks("game_end.both_over")
def _both_over(b: Book, value: Any) -> None:
    target = b.said["game_end.target"]
    # both teams pass the target, North–South higher
    higher = end(b, (target - 10, target - 10), (50, 30))
    if value == "draw":
        assert higher.draw
        assert higher.winner is None
        return
    assert higher.winner == "NS"
    # an exact tie, North–South having scored more on the deal
    tie = end(b, (target - 20, target - 10), (50, 40))
    expected = {
        "extra_deal": (None, False),
        "last_deal_winner": ("NS", False),
        "draw": (None, True),
    }[b.said["game_end.tie"]]
    assert (tie.winner, tie.draw) == expected
    # an exact tie, the same on the deal: one more deal where the last deal decides
    same = end(b, (target - 10, target - 10), (40, 40))
    assert same.over == (b.said["game_end.tie"] == "draw")


CHECKED_WITH["game_end.tie"] = "game_end.both_over"


@checks("game_end.capot_loser_cannot_win")
def _capot_loser(b: Book, value: Any) -> None:
    # North–South, put capot, score 20 (a belote) from 10 short of the target
    target = b.said["game_end.target"]
    found = end(b, (target - 10, 0), (20, 100), outcome="dedans", capot="EW")
    assert found.over == (not value)


def _no_win_through(kind: str) -> Checker:
    def check(b: Book, value: Any) -> None:
        # North–South, 10 short of the target, score only 20 of belote or annonces: taking
        # and failing, or put capot by East–West's contract
        target = b.said["game_end.target"]
        part = {kind: {"NS": 20, "EW": 0}}
        lost = {
            "dedans": {"outcome": "dedans", "taker": "NS"},
            "capot_against": {"outcome": "capot", "taker": "EW", "capot": "EW"},
        }
        for how, deal in lost.items():
            if how == "capot_against" and b.said["game_end.capot_loser_cannot_win"]:
                continue
            found = end(b, (target - 10, 0), (20, 100), **deal, **part)
            assert found.over == (how not in value), how

    return check


@checks("game_end.instant_win")
def _instant_win(b: Book, value: Any) -> None:
    # once the hands are complete, North (after dealer East) holds all eight hearts; the
    # others share the rest, no whole suit among them: North–South win the game at once
    # where the rulebook says so, and nothing happens otherwise
    hearts = 0xFF << 8
    west = 0x0F | 0x0F << 16  # 7 8 9 10 of spades and of diamonds
    south = 0xF0 | 0x0F << 24  # J Q K A of spades, 7 8 9 10 of clubs
    east = 0xF0 << 16 | 0xF0 << 24
    found = b.rules.instant_win([hearts, west, south, east], SEATS.index("E"))
    if "eight_card_suit" in value:
        assert found is not None
        assert found.winner == "NS"
    else:
        assert found is None


@checks("game_end.no_win_through.line")
def _capot_line(b: Book, value: Any) -> None:
    # North–South, 100 short of the target, make a capot worth 250: they win on that deal
    # unless their capot cannot win the game
    target = b.said["game_end.target"]
    found = end(b, (target - 100, 0), (250, 0), outcome="capot", capot="NS")
    assert found.over == ("capot_for" not in value)
    # from the target already, their capot wins whatever the rule (under reach: exceed, one
    # past it)
    found = end(b, (target + 1, 0), (250, 0), outcome="capot", capot="NS")
    assert found.winner == "NS"


checks("game_end.no_win_through.belote")(_no_win_through("belote"))
checks("game_end.no_win_through.annonces")(_no_win_through("annonces"))


@checks("game_end.no_win_through.until")
def _until(b: Book, value: Any) -> None:
    # North–South begin a deal at the target, kept from winning: they win on a deal in which
    # they take no trick only where the rulebook says the next deal is enough
    target = b.said["game_end.target"]
    found = end(b, (target, 0), (0, 162), outcome="dedans", capot="EW")
    if b.said["game_end.capot_loser_cannot_win"]:
        assert not found.over
        found = end(b, (target, 0), (0, 100), outcome="dedans", tricks={"NS": 0, "EW": 8})
    assert found.over == (value == "next_deal")


# --------------------------------------------------------------------------------------------
# Variants with values no shipped variant uses
# --------------------------------------------------------------------------------------------

#: A few numbers besides those the shipped variants use.
#: A table of three players with the 24-card pack, and one of two with nine cards each (the
#: turned card to nobody), each playing for themselves, with the line scoring they need.
THREE: dict[str, Any] = {
    "table.players": 3,
    "table.partnership": "none",
    "deck.cards": 24,
    "scoring.litige.enabled": False,
    "scoring.capot.kind": "der_bonus",
}
TWO: dict[str, Any] = {
    "table.players": 2,
    "table.partnership": "none",
    "deal.patterns": ["3-3"],
    "deal.completion.taker": 3,
    "deal.completion.others": 3,
    "deal.turned_card_to": "nobody",
    "scoring.litige.enabled": False,
    "scoring.capot.kind": "der_bonus",
}
#: The line scoring rules (``engine.scoring.LINE_RULES``) by path.
LINE_PATHS = {f"scoring.{path}": values for path, values in LINE_RULES}


NUMBERS: dict[str, list[Any]] = {
    "belote.points": [30],
    "deck.dix_de_der": [0, 20],
    "game_end.target": [700],
    "game_end.deals": [16],
    "scoring.contre.contre": [3],
    "deal.misdeal.points": [100],
    "annonces.sequences.tierce.points": [30],
    "play.illegal_card_penalty.points": [100],
    "deal.cut.min_packet": [5],
    "scoring.capot.points": [300],
    "scoring.capot.dix_de_der": [150],
    "trick_bonuses.run_of_three": [20, 30],
}
#: Lists: orders and sets no shipped variant uses.
LISTS: dict[str, list[Any]] = {
    "annonces.tie_break": [[], ["higher"], ["trump"], ["trump", "higher"], ["higher", "trump"]],
    "annonces.cancelling_carres.ranks": [[], ["seven"]],
    "game_end.no_win_through.belote": [[], ["dedans"], ["capot_against"]],
    "game_end.no_win_through.annonces": [["dedans", "capot_against"]],
    "game_end.no_win_through.line": [[], ["capot_for"]],
    "game_end.instant_win": [[], ["eight_card_suit"]],
    "bidding.auction.same_level_order": [[], ["tout_atout", "sans_atout", "spades", "hearts"]],
    "deal.patterns": [["3-3"], ["3-2", "2-3"]],
    # the value of a table of three or two players, in its context below
    "table.players": [3],
    "deck.cards": [24],
    "table.partnership": ["none"],
    "deal.turned_card_to": ["nobody"],
    # false is stated by no sentence (the rulebook leaves trick bonuses out, as every French
    # variant): true only, set with each value below
    "trick_bonuses.enabled": [True],
}
#: The values that give a rule an effect (a générale to lead, a penalty to pay, a raise to
#: make), set with it; some rules are played in several such contexts.
CONTEXTS: dict[str, list[dict[str, Any]]] = {
    "play.overtrump": [{}, {"play.must_trump": "never"}],
    "play.partner_master_undertrump": [{}, {"play.must_trump": "always"}],
    "play.generale_lead": [{"bidding.auction.generale": True, "bidding.auction.capot": False}],
    "play.illegal_card_penalty": [{"play.illegal_card": "deal_lost"}],
    "deal.misdeal.after_bid": [{"deal.misdeal.after_bid.applies": True}],
    "bidding.auction.raise_own": [{"bidding.auction.end": "four_passes"}],
    "bidding.auction.after_contre": [
        {},
        {"bidding.auction.contre_ends_auction": True, "bidding.auction.surcontre": True},
    ],
    "bidding.auction.contre_out_of_turn": [{"bidding.auction.contre_timing": "in_turn"}],
    "scoring.rounding.half": [{"scoring.rounding.method": "each_team"}],
    # the tables of three and two players, each playing for themselves
    "table.players": [{k: v for k, v in THREE.items() if k != "table.players"}],
    "deck.cards": [{k: v for k, v in THREE.items() if k != "deck.cards"}],
    "table.partnership": [{k: v for k, v in TWO.items() if k != "table.partnership"}],
    "deal.turned_card_to": [{k: v for k, v in TWO.items() if k != "deal.turned_card_to"}],
    "deal.bergere": [TWO],
    "deal.seven_exchange": [TWO],
    **{path: [THREE] for path in LINE_PATHS},
    "scoring.rounding.last_deal": [{"scoring.rounding.method": "each_team"}],
    "scoring.unit": [{"scoring.rounding.method": "each_team"}],
    "game_end.no_win_through.until": [{"game_end.no_win_through.belote": ["dedans"]}],
    "game_end.tie": [{"game_end.both_over": "higher_wins"}],
    "trick_bonuses": [{"trick_bonuses.enabled": True}],
    "scoring.contract.counts.taker.trick_bonuses": [{"trick_bonuses.enabled": True}],
    "scoring.contract.counts.defence.trick_bonuses": [{"trick_bonuses.enabled": True}],
}
#: The shipped variants the variations start from: a prise, the optional modes, an auction
#: with contre, annonces that cancel.
BASES = ("classic", "club+sans-atout+tout-atout", "pagat-coinche", "traditional+carre-de-sept")


def values_of(path: str) -> list[Any]:
    if path in LISTS:
        return LISTS[path]
    node = rule_schema(path) or {}
    if node.get("type") == "boolean":
        return [True, False]
    return [*node.get("enum", []), *NUMBERS.get(path, [])]


def contexts_of(path: str) -> list[dict[str, Any]]:
    found = [p for p in CONTEXTS if path == p or path.startswith(p + ".")]
    return CONTEXTS[max(found, key=len)] if found else [{}]


def related(path: str, key: str) -> bool:
    return key == path or key.startswith(path + ".") or path.startswith(key + ".")


def set_rules(variant: Variant, changes: Mapping[str, Any]) -> Variant:
    data = thaw(variant.rules)
    for where, value in changes.items():
        node = data
        *parents, leaf = where.split(".")
        for part in parents:
            node = node[part]
        node[leaf] = value
    return dataclasses.replace(variant, rules=freeze(data))


def _frozen(changes: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
    return tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in sorted(changes.items()))


@functools.cache
def _changed(base: str, frozen: tuple[tuple[str, Any], ...]) -> Book:
    changes = {k: list(v) if isinstance(v, tuple) else v for k, v in frozen}
    shown = ", ".join(f"{k}={v}" for k, v in changes.items())
    return book(f"{base} ({shown})", set_rules(shipped(base).variant, changes))


def changed(base: str, changes: Mapping[str, Any]) -> Book:
    """``base`` with ``changes`` (rule path → value), compiled, with its rulebook."""
    return _changed(base, _frozen(changes))


def states(b: Book, path: str) -> bool:
    return any(related(path, key) for _st, key, _v in b.claims())


def variations() -> Iterator[tuple[str, dict[str, Any]]]:
    """(base, changes) for every value of every rule a statement states: in the first base
    where, with the rule's context, a statement states it."""
    for path in rule_paths():
        values = values_of(path)
        if len(values) < 2 and path not in NUMBERS:
            continue
        for context in contexts_of(path):
            base = next((b for b in BASES if states(changed(b, context), path)), None)
            if base is None:
                continue
            for value in values:
                if not context and thaw(shipped(base).variant.rule(path)) == value:
                    continue  # the shipped variant itself, played above
                yield base, {**context, path: value}


VARIATIONS = list(variations())
#: The keys of a table of three or two players: each played in those rulebooks.
FEWER_KEYS = (
    "table.players",
    "table.partnership",
    "deck.cards",
    "deal.completion",
    "deal.hand_size",
    "deal.talon",
    "deal.turned_card_to",
    "deal.bergere",
    "deal.seven_exchange",
)
#: The rulebooks of three players (24 cards) and two (nine cards each, the turned card to
#: nobody, the bergère, the seven exchange).
FEWER = [
    ("classic", THREE),
    ("classic", {**TWO, "deal.bergere": True, "deal.seven_exchange": "automatic"}),
]


# --------------------------------------------------------------------------------------------
# The tests
# --------------------------------------------------------------------------------------------


def play(b: Book, only: Callable[[str], bool] = lambda key: True) -> set[str]:
    """Play every value the rulebook of ``b`` states (of the keys ``only`` keeps); returns
    the keys played (a key no position of this variant shows is left out)."""
    problems = []
    played: set[str] = set()
    done: dict[str, bool] = {}  # a checker that plays several keys runs once
    for st_key, key, value in b.claims():
        if not only(key) or key in NOT_PLAYED:
            continue
        main = CHECKED_WITH.get(key, key)
        checker = CHECKERS.get(main)
        assert checker is not None, f"{st_key}: no checker plays {key!r}"
        if main in done:
            if done[main]:
                played.add(key)
            continue
        try:
            checker(b, b.said[main] if main != key else value)
        except Unshown:
            done[main] = False
            continue
        except AssertionError as exc:
            problems.append(f"{st_key}: the rulebook states {key} = {value!r}: {exc}")
            done[main] = False
            continue
        done[main] = True
        played.add(key)
    assert not problems, f"{b.name}:\n" + "\n".join(problems)
    return played


@pytest.mark.parametrize("spec", SPECS)
def test_what_each_shipped_rulebook_states_is_what_the_engine_plays(spec: str) -> None:
    assert play(shipped(spec))


@pytest.mark.parametrize(
    ("base", "changes"),
    VARIATIONS,
    ids=[f"{b}:" + ",".join(f"{k}={v}" for k, v in c.items()) for b, c in VARIATIONS],
)
def test_what_a_rulebook_states_of_any_value_is_what_the_engine_plays(
    base: str, changes: dict[str, Any]
) -> None:
    path = list(changes)[-1]
    b = changed(base, changes)
    assert states(b, path)
    play(b, lambda key: related(path, key))


def every_book() -> Iterator[Book]:
    yield from (shipped(spec) for spec in SPECS)
    yield from (changed(base, changes) for base, changes in (*VARIATIONS, *FEWER))


@pytest.mark.parametrize(("base", "changes"), FEWER, ids=["three", "two"])
def test_what_a_rulebook_of_three_or_two_states_is_what_the_engine_plays(
    base: str, changes: dict[str, Any]
) -> None:
    assert play(changed(base, changes), lambda key: key in FEWER_KEYS) >= set(FEWER_KEYS) - {
        "deal.hand_size" if changes is THREE else "",
        "deal.talon" if changes is THREE else "",
        "deal.bergere" if changes is THREE else "",
        "deal.seven_exchange" if changes is THREE else "",
        "deal.turned_card_to" if changes is THREE else "",
    }


def test_every_rule_is_stated_as_a_value_that_is_played_or_said_why_not() -> None:
    """Each rule of the schema is stated, by some rulebook tested here, as a value a checker
    plays; or it is listed in UNSTATED with the reason."""
    keys = {key for b in every_book() for _st, key, _v in b.claims()}
    covered = {p for k in keys for p in (k, *SPEAKS_OF.get(k, ()))}
    unstated = [p for p in rule_paths() if not any(related(p, k) for k in covered)]

    def under(path: str, group: str) -> bool:
        return path == group or path.startswith(group + ".")

    assert [p for p in unstated if not any(under(p, u) for u in UNSTATED)] == []
    # and each reason still explains a rule that is not stated
    assert [u for u in UNSTATED if not any(under(p, u) for p in unstated)] == []
    assert set(NOT_PLAYED) <= keys


def test_every_stated_key_is_played_in_some_rulebook() -> None:
    """A checker that could not find its position anywhere (``Unshown``) would check
    nothing: each stated key is played in at least one rulebook tested here."""
    keys = {key for b in every_book() for _st, key, _v in b.claims()} - set(NOT_PLAYED)
    unplayed = set(keys)
    for b in every_book():
        wanted = {k for _st, k, _v in b.claims() if k in unplayed}
        if wanted:
            unplayed -= play(b, lambda key, wanted=wanted: key in wanted)
        if not unplayed:
            break
    assert unplayed == set()


def stating(b: Book, key: str, value: Any) -> Book:
    """``b`` whose rulebook states ``value`` for ``key`` instead of what it states."""
    statements = tuple(
        dataclasses.replace(st, states=tuple((k, value if k == key else v) for k, v in st.states))
        for st in b.statements
    )
    assert statements != b.statements
    return dataclasses.replace(b, statements=statements)


@pytest.mark.parametrize(
    ("b", "key", "wrong"),
    [
        # the review's two examples: the opposite tout-atout climbing rule…
        (shipped("club+tout-atout"), "play.tout_atout_climb", "none"),
        (
            changed("club+tout-atout", {"play.tout_atout_climb": "none"}),
            "play.tout_atout_climb",
            "required",
        ),
        # …and « la belote vaut 20 » where it is worth 30
        (changed("classic", {"belote.points": 30}), "belote.points", 20),
        # and one of each kind: the deal, the bidding, the annonces, the scoring, the end
        (shipped("classic"), "deal.next_dealer", "before_dealer"),
        (shipped("pagat-coinche"), "bidding.auction.overbid_partner", False),
        (shipped("classic"), "annonces.tie_break", ("trump", "higher")),
        (shipped("bridgee"), "scoring.contract.minimum", 0),
        (shipped("classic"), "game_end.reach", "exceed"),
    ],
    ids=lambda x: x.name if isinstance(x, Book) else str(x),
)
def test_a_sentence_that_contradicts_the_engine_fails(b: Book, key: str, wrong: Any) -> None:
    # a key played with another key's checker is reported under the statement's key
    where = CHECKED_WITH[key].rsplit(".", 1)[0] if key in CHECKED_WITH else key
    with pytest.raises(AssertionError, match=where.replace(".", r"\.")):
        play(stating(b, key, wrong))


@pytest.mark.parametrize(
    ("path", "value"), [(path, value) for path, values in LINE_PATHS.items() for value in values]
)
def test_the_line_scoring_a_rulebook_states_is_the_kernels(path: str, value: str) -> None:
    """Each value of a line scoring rule, as the rulebook of three players states it, scored
    by the line scorer the game scores its deals with."""
    b = changed("classic", {**THREE, path: value})
    assert b.said[path] == value
    assert play(b, lambda key: key == path) == {path}
