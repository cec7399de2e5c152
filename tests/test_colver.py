"""The play obligations of ``ffb-contree-2016`` against colver, an independent engine.

colver (PyPI ``colver``, MIT, a Rust Belote Contrée engine) implements the FFB contrée card
play: trump led, climb even over the partner; void, trump unless the partner holds the trick;
an opponent has trumped, overtrump if you can, else any card (« on ne pisse pas »); partner
master, any card, a lower trump included. The module plays seeded random deals in both
engines side by side from the same hands, trump and first leader, and asserts at every
decision that both give the same legal set and at every trick that both give the same winner.

Mapping between the engines:

* Seats. colver plays ``0 → 1 → 2 → 3`` (it names them N E S W); belote-spec plays
  ``N → W → S → E``. Seats are matched by *who plays next*, not by compass name: colver seat
  ``k`` is belote-spec ``SEATS[k]`` (colver's "E" is belote-spec's W). Partners are ``k`` and
  ``k ^ 2`` in both.
* Cards. Both use ``suit * 8 + rank`` with suits S H D C, but colver orders the ranks
  7 8 9 J Q K 10 A and belote-spec 7 8 9 10 J Q K A.
* Trump: colver ``0..3`` = S H D C, belote-spec ``"S" "H" "D" "C"`` (mode ``0..3``).

colver pitfalls handled here: ``step()`` does not check legality (only cards both engines
allow are played); ``get_current_trick()`` is indexed by seat (not used: the trick is kept
here in play order); after the last trick colver does not report the winner, so it is asked
by replaying the four cards in a throw-away deal.

Skipped when colver is not installed (its wheels are x86_64 only).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from functools import cache

import pytest

from belote_spec import load_variant
from belote_spec.cards import CARDS, RANK_CODES, SEATS, SUIT_SYMBOLS, mask_to_cards
from belote_spec.engine import Rules

from .skips import missing

colver = pytest.importorskip(
    "colver", reason=missing("colver", "not installed (its wheels are for x86_64 only)")
)

#: 2,000 deals played through both engines.
pytestmark = pytest.mark.slow

VARIANT = "ffb-contree-2016"
TRUMPS = ("S", "H", "D", "C")
DEALS_PER_TRUMP = 500  # 2,000 deals, 64,000 decisions, 16,000 tricks
SEED = 20160127  # the date of the FFB contrée rules

# colver card index -> belote-spec card index, and back.
_COLVER_RANKS = "789JQKTA"
_SPEC_RANKS = "789TJQKA"
C2B = tuple((c >> 3) * 8 + _SPEC_RANKS.index(_COLVER_RANKS[c & 7]) for c in range(32))
B2C = tuple(C2B.index(b) for b in range(32))


def colver_seat(k: int) -> str:
    """How a colver seat index reads in both engines: ``W (colver 1 'E')``."""
    return f"{SEATS[k]} (colver {k} '{'NESW'[k]}')"


@cache
def rules() -> Rules:
    return load_variant(VARIANT).compile()


@dataclass
class Result:
    """What one trump suit's deals found."""

    trump: str
    deals: int = 0
    decisions: int = 0
    tricks: int = 0
    legal_diffs: list[str] = field(default_factory=list)
    winner_diffs: list[str] = field(default_factory=list)
    situations: Counter[str] = field(default_factory=Counter)


def _situation(rules: Rules, hand: int, cards: list[int], mode: int) -> str | None:
    """Which obligation a position tests (for the coverage check), from belote-spec's tables."""
    if not cards:
        return None
    tables = rules.tables
    tm = tables.trump_mask[mode]
    lead_suit_mask = 0xFF << (8 * (cards[0] >> 3))
    holder = rules.play.winner(cards, mode)
    best = cards[holder]
    partner_master = holder == len(cards) - 2
    trumps = hand & tm
    best_is_trump = (tm >> best) & 1
    higher = trumps & tables.above[mode][best] if best_is_trump else trumps
    if (tm >> cards[0]) & 1:
        if not trumps:
            return "trump led, void in trumps"
        if not higher:
            return "trump led, cannot climb: any trump"
        if partner_master:
            return "trump led, partner holds the trick: climb over the partner"
        return "trump led: climb"
    if hand & lead_suit_mask:
        return "follow a plain suit"
    if not trumps:
        return "void, no trump: any card"
    if partner_master:
        if best_is_trump and trumps == hand and higher:
            return "partner trumped and holds, only trumps, one beats it: free"
        if best_is_trump and trumps & ~tables.above[mode][best]:
            return "partner trumped and holds, a lower trump in hand: free"
        return "void, partner holds the trick: free"
    if not best_is_trump:
        return "void, opponent holds with a plain card: must trump"
    if higher:
        return "opponent trumped: must overtrump"
    if trumps == hand:
        return "opponent trumped, cannot overtrump, only trumps: undertrump"
    return "opponent trumped, cannot overtrump: any card (ne pisse pas)"


EXPECTED_SITUATIONS = (
    "trump led, void in trumps",
    "trump led, cannot climb: any trump",
    "trump led, partner holds the trick: climb over the partner",
    "trump led: climb",
    "follow a plain suit",
    "void, no trump: any card",
    "partner trumped and holds, only trumps, one beats it: free",
    "partner trumped and holds, a lower trump in hand: free",
    "void, partner holds the trick: free",
    "void, opponent holds with a plain card: must trump",
    "opponent trumped: must overtrump",
    "opponent trumped, cannot overtrump, only trumps: undertrump",
    "opponent trumped, cannot overtrump: any card (ne pisse pas)",
)


def _codes(cards: list[int] | set[int]) -> str:
    """belote-spec card indices as sorted codes."""
    return " ".join(CARDS[c].code for c in sorted(cards)) or "-"


def _colver_last_winner(cards_by_seat: list[int], lead: int, trump: int) -> int:
    """The winner of a complete trick according to colver (used for the 8th trick, after
    which colver does not move the lead): replay it as the first trick of a 1-card deal."""
    env = colver.Env.deal_with_hands((lead - 1) % 4, [[c] for c in cards_by_seat])
    env.set_contract(trump, 80, 0, 0)
    env.set_phase_playing()
    for k in range(4):
        env.step(cards_by_seat[(lead + k) % 4])
    return int(env.get_trick_lead())


@cache
def run(trump: str) -> Result:
    """Play ``DEALS_PER_TRUMP`` random deals with ``trump`` in both engines."""
    r = rules()
    mode = TRUMPS.index(trump)
    legal_mask = r.legal_mask
    legal_cards = r.legal_cards
    trick_winner = r.trick_winner
    rng = random.Random(SEED + mode)
    res = Result(trump)
    for deal_no in range(DEALS_PER_TRUMP):
        deck = list(range(32))
        rng.shuffle(deck)
        hands = [sum(1 << c for c in deck[8 * s : 8 * s + 8]) for s in range(4)]
        leader = rng.randrange(4)
        env = colver.Env.deal_with_hands(
            (leader - 1) % 4, [sorted(B2C[c] for c in deck[8 * s : 8 * s + 8]) for s in range(4)]
        )
        env.set_contract(mode, 80, leader & 1, 0)
        env.set_phase_playing()
        start = " / ".join(f"{SEATS[s]}: {_codes(set(mask_to_cards(hands[s])))}" for s in range(4))
        header = f"deal {deal_no} of trump {trump} (seed {SEED + mode}), hands {start}"
        assert env.current_player() == leader, f"{header}: colver does not start with {leader}"
        history: list[str] = []
        res.deals += 1
        for trick_no in range(8):
            cards: list[int] = []  # belote-spec indices, in play order
            seats: list[int] = []
            tricks_before = env.get_tricks_won()
            seat = leader
            for _pos in range(4):
                hand = hands[seat]
                spec = legal_mask(hand, cards, mode)
                api = {
                    int(c)
                    for c in legal_cards(
                        [CARDS[c].code for c in mask_to_cards(hand)],
                        [(SEATS[s], CARDS[c].code) for s, c in zip(seats, cards, strict=True)],
                        trump,
                    )
                }
                theirs = {C2B[c] for c in env.legal_actions()}
                spec_set = set(mask_to_cards(spec))
                res.decisions += 1
                situation = _situation(r, hand, cards, mode)
                if situation:
                    res.situations[situation] += 1
                turn_ok = env.current_player() == seat
                if spec_set != theirs or api != spec_set or not turn_ok:
                    trick_text = ", ".join(
                        f"{SEATS[s]} {CARDS[c].code}" for s, c in zip(seats, cards, strict=True)
                    )
                    res.legal_diffs.append(
                        f"{header}; earlier tricks [{' | '.join(history)}]; trick {trick_no + 1}"
                        f" [{trick_text or 'lead'}], {colver_seat(seat)} to play"
                        f" (colver says seat {env.current_player()}), trump {trump},"
                        f" hand {_codes(set(mask_to_cards(hand)))}:"
                        f" {VARIANT} legal_mask {_codes(spec_set)},"
                        f" legal_cards {_codes(api)}, colver {_codes(theirs)}"
                        f" ({situation or 'lead'})"
                    )
                common = sorted(spec_set & theirs)
                if not common or not turn_ok:
                    break  # the engines cannot go on together: next deal
                card = common[int(rng.random() * len(common))]
                env.step(B2C[card])
                hands[seat] ^= 1 << card
                cards.append(card)
                seats.append(seat)
                seat = (seat + 1) % 4
            else:
                res.tricks += 1
                trick = [(SEATS[s], CARDS[c].code) for s, c in zip(seats, cards, strict=True)]
                spec_winner = SEATS.index(trick_winner(trick, trump))
                if trick_no < 7:
                    their_winner = int(env.get_trick_lead())
                else:
                    by_seat = [0] * 4
                    for s, c in zip(seats, cards, strict=True):
                        by_seat[s] = B2C[c]
                    their_winner = _colver_last_winner(by_seat, leader, mode)
                tricks_after = env.get_tricks_won()
                team = 0 if tricks_after[0] > tricks_before[0] else 1
                history.append(" ".join(code for _s, code in trick))
                if spec_winner != their_winner or their_winner & 1 != team:
                    res.winner_diffs.append(
                        f"{header}; trick {trick_no + 1}, led by {colver_seat(leader)}:"
                        f" {', '.join(f'{s} {c}' for s, c in trick)}, trump {trump}:"
                        f" {VARIANT} winner {colver_seat(spec_winner)},"
                        f" colver winner {colver_seat(their_winner)}"
                        f" (colver's trick count went up for {'NS' if team == 0 else 'EW'})"
                    )
                    break
                leader = spec_winner
                continue
            break
    return res


def _report(what: str, diffs: list[str], res: Result, count: int) -> str:
    return (
        f"colver and {VARIANT} disagree on {what} in {len(diffs)} of {count} cases"
        f" ({res.deals} deals, trump {res.trump}); first difference:\n{diffs[0]}"
    )


@pytest.mark.parametrize("trump", TRUMPS)
def test_same_legal_cards_at_every_decision(trump: str) -> None:
    res = run(trump)
    same = not res.legal_diffs  # a bool, so that pytest shows only the message
    assert same, _report("the legal cards", res.legal_diffs, res, res.decisions)
    assert res.deals == DEALS_PER_TRUMP
    assert res.decisions == 32 * DEALS_PER_TRUMP


@pytest.mark.parametrize("trump", TRUMPS)
def test_same_trick_winner_at_every_trick(trump: str) -> None:
    res = run(trump)
    same = not res.winner_diffs
    assert same, _report("the trick winner", res.winner_diffs, res, res.tricks)
    complete = res.tricks == 8 * DEALS_PER_TRUMP
    assert complete, f"only {res.tricks} tricks were completed: see the legal-cards test"


def test_card_mapping_matches_colver_names() -> None:
    """colver's own card names (``'J♥'``, ``'10♠'``) read as belote-spec's cards."""
    for c in range(32):
        name = colver.Env.card_name(c)
        card = CARDS[C2B[c]]
        assert name == RANK_CODES[card.rank].replace("T", "10") + SUIT_SYMBOLS[card.suit], c
    assert sorted(B2C) == list(range(32))


def test_the_deals_reach_every_obligation() -> None:
    """The random deals are not a vacuous comparison: every case of the FFB contrée rules,
    the rare ones included, comes up (counts over all four trump suits)."""
    total: Counter[str] = Counter()
    deals = 0
    for trump in TRUMPS:
        total.update(run(trump).situations)
        deals += run(trump).deals
    assert deals >= 1000
    missing = [s for s in EXPECTED_SITUATIONS if total[s] < 3]
    assert not missing, f"cases met fewer than 3 times in {deals} deals: {missing}; {dict(total)}"
