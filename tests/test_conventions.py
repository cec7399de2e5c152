"""The conventions of the source documents (000 and 004), each played by the heuristic bot and
read from the other seats, from positions built by hand (an observation, or a scripted game).

The sentences cited are paraphrased: 000 is the club rules' page on calls (« Les appels »),
004 the tournament rules' « Se perfectionner » and « Signalisations » sections."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import pytest

from belote_spec.bots import HeuristicBot, inference
from belote_spec.bots.conventions import (
    DOCUMENTS,
    NO_CONVENTIONS,
    Fact,
    Profile,
    apply_conventions,
    bid_shows_jack_nine,
    direct_call,
    discard_misleads,
    min_held,
    parity_allows,
    read_bids,
    read_conventions,
    sans_atout_ladder,
    to_inference,
    trick_value,
)
from belote_spec.cards import CARDS, SUIT_MASKS, cards_to_mask
from belote_spec.engine.game import Game
from belote_spec.engine.observation import AnnonceShown, ContractView, Observation, TrickView
from belote_spec.engine.tables import MODE_INDEX

from .test_bots import Bot, rules_of, scripted

HEARTS = MODE_INDEX["H"]


def act(bot: Bot, where: Game | Observation) -> str:
    """The bot's action on an observation, or for the seat to move in a game."""
    if isinstance(where, Observation):
        return bot.act(where)
    seat = where.to_move
    assert seat is not None
    return bot.act(where.observation(seat))


def m(text: str) -> int:
    """A bitset of cards from codes."""
    return cards_to_mask(text)


def position(
    seat: str,
    hand: str,
    *,
    tricks: Sequence[tuple[str, str]] = (),
    trick: tuple[str, str] | None = None,
    taker: str = "N",
    mode: str = "H",
    belote: Sequence[tuple[str, str]] = (),
    annonces: Sequence[AnnonceShown] = (),
    spec: str = "classic",
) -> Observation:
    """The observation of ``seat`` in the play of a ``spec`` deal: finished ``tricks`` and the
    ``trick`` on the table as (leader, "card card …"), the legal cards worked out by the rules."""
    rules = rules_of(spec)
    done = tuple(TrickView(leader, tuple(cards.split())) for leader, cards in tricks)
    table = None if trick is None else TrickView(trick[0], tuple(trick[1].split()))
    mode_index = MODE_INDEX[mode]
    on_table = [] if table is None else [int(c) for c in _cards(table.cards)]
    legal = rules.play.legal(m(hand), on_table, mode_index)
    codes = tuple(c for c in hand.split() if legal & m(c))
    return Observation(
        variant=spec,
        seat=seat,
        phase="play",
        to_move=seat,
        deal=1,
        dealer="E",
        hand=tuple(hand.split()),
        contract=ContractView(taker, mode),
        tricks=done,
        trick=table,
        belote=tuple(belote),
        annonces=tuple(annonces),
        legal=codes,
        rules=rules,
    )


def _cards(codes: Sequence[str]) -> list[int]:
    from belote_spec.cards import parse_cards

    return [int(c) for c in parse_cards(" ".join(codes))]


def facts_of(obs: Observation, rule: str, profile: Profile = DOCUMENTS) -> list[Fact]:
    return [f for f in read_conventions(obs, profile) if f.rule == rule]


# ----------------------------------------------------------------------------- trick value


def test_trick_value_depends_on_the_trump_held() -> None:
    """004 (« Se perfectionner »): a probable trick is worth 14 to 26 points on average,
    depending on the strength of the trump. Played: from 14 with no trump point in hand to 26
    with all of them, in proportion to the trump points held; 20 where no single suit is
    trump. (A valuation: nothing to read from it.)"""
    rules = rules_of("bridgee")
    assert trick_value(m("7S 8S AC"), HEARTS, rules) == 14
    assert trick_value(m("JH 9H AH TH KH QH 8H 7H"), HEARTS, rules) == 26
    # jack and nine: 34 of the 62 trump points
    assert trick_value(m("JH 9H"), HEARTS, rules) == pytest.approx(14 + 12 * 34 / 62)
    assert trick_value(m("JH 9H"), MODE_INDEX["SA"], rules) == 20


def test_a_weak_trump_bids_lower() -> None:
    """004 (« Se perfectionner »): the trick value follows the trump's strength. A hand whose
    5.5 probable tricks rest on side aces and a small nine of trump bids 100 hearts (16.7
    points a trick, plus 10 from the partner), not the 120 a fixed 20 points would give."""
    hands = {
        "N": "9H 8H AS TS AC TC AD 7D",
        "W": "7S 8S 9S 7H TH 9D TD JD",
        "S": "QH KH 7C 8C 9C QD KD 8D",
        "E": "JS QS KS AH JH JC QC KC",
    }
    game = scripted("bridgee", hands, dealer="N")
    assert act(HeuristicBot(0), game) == "bid:100:H"
    flat = HeuristicBot(0, profile=replace(DOCUMENTS, trick_value_by_trump=False))
    assert act(flat, game) == "bid:120:H"


# ----------------------------------------------------------------------------- bid parity

_AUCTION_REST = {
    "W": "7S 8S 9S 9D TD JD QD KD",
    "E": "JS QS KS TS AD 8D JC 7C",
}


def test_bid_parity_played_on_an_overcall() -> None:
    """004 (« L'ouverture paire ou impaire », « Signalisation aux enchères »): an odd bid
    shows the jack and the nine of trump, an even one says one is missing — on every bid, not
    only the opening. Over E's 80 spades, N with the jack and nine of hearts (worth 100)
    overcalls 90 (odd); with the jack, ace and ten but no nine (worth 110), 100 (the lowest
    even bid above)."""
    with_nine = {
        "N": "JH 9H 7H AC TC KC 8C 7D",
        "S": "QH KH AH TH 8H AS QC 9C",
        **_AUCTION_REST,
    }
    game = scripted("bridgee", with_nine, dealer="E", actions=["bid:80:S"])
    assert game.to_move == "N"
    assert act(HeuristicBot(0), game) == "bid:90:H"
    without = dict(with_nine, N="JH AH TH 7H AC TC KC 7D", S="QH KH 9H 8H 8C AS QC 9C")
    game = scripted("bridgee", without, dealer="E", actions=["bid:80:S"])
    assert act(HeuristicBot(0), game) == "bid:100:H"


def test_bid_parity_read() -> None:
    """004: the parity of a bid in a suit says whether the bidder holds both the jack and
    the nine of that trump (« les annonces paires … il manque le valet ou le neuf »)."""
    facts = read_bids([("N", "bid:90:H"), ("W", "bid:100:S"), ("S", "pass")])
    assert Fact.holds("N", m("JH 9H"), "bid-parity") in facts
    assert Fact.holds_count("W", m("JS 9S"), 0, 1, "bid-parity") in facts
    assert bid_shows_jack_nine(110)
    assert not bid_shows_jack_nine(82)
    assert parity_allows(90, m("JH 9H"), HEARTS)
    assert not parity_allows(80, m("JH 9H"), HEARTS)


def test_partner_s_odd_bid_read_in_support() -> None:
    """004: the partner's odd bid shows the jack and nine of trump; our ace and ten of trump
    then stand behind them. S, raising N's 90 hearts, counts them (120, even: S has neither
    jack nor nine) where a player reading nothing raises to 110."""
    hands = {
        "N": "JH 9H 7H AC TC KC 8C 7D",
        "W": "7S 8S 9S 9D TD JD QD KD",
        "S": "AH TH 8H QH AS KS 7C 8D",
        "E": "JS QS TS KH AD JC QC 9C",
    }
    game = scripted("bridgee", hands, dealer="N", actions=["bid:90:H", "pass"])
    assert game.to_move == "S"
    assert act(HeuristicBot(0), game) == "bid:120:H"
    deaf = HeuristicBot(0, profile=NO_CONVENTIONS)
    assert act(deaf, game) == "bid:110:H"


# ----------------------------------------------------------------------------- sans-atout ladder


@pytest.mark.parametrize(
    ("hand", "bid"),
    [
        ("AS TS AH TH 7D 8D 7C 8C", "bid:80:SA"),  # two aces
        ("AS TS AH TH AD 8D 7C 8C", "bid:90:SA"),  # three
        ("AS TS AH TH AD TD AC 8C", "bid:100:SA"),  # four
    ],
)
def test_sans_atout_ladder_played(hand: str, bid: str) -> None:
    """004 (« Signalisation aux enchères »): at sans atout, 80 with two aces, 90 with three,
    100 with the four — whatever more the hand is worth (the three hands are worth 90, 110
    and 150 by the count of probable tricks)."""
    others = [c.code for c in CARDS if c.code not in hand.split()]
    hands = {"N": hand, "W": " ".join(others[:8]), "S": " ".join(others[8:16])}
    hands["E"] = " ".join(others[16:24])
    game = scripted("bridgee", hands, dealer="N")
    assert act(HeuristicBot(0), game) == bid
    assert sans_atout_ladder(m(hand)) == int(bid.split(":")[1])


def test_sans_atout_ladder_read() -> None:
    """004: a sans-atout bid of 90 says three aces: the partner holding one ace reads the
    other three in the bidder's hand."""
    facts = read_bids([("N", "bid:90:SA")])
    aces = m("AS AH AD AC")
    assert facts == [Fact.holds_count("N", aces, 3, 3, "sans-atout-ladder")]
    obs = Observation(
        variant="bridgee",
        seat="S",
        phase="bidding",
        to_move="S",
        deal=1,
        dealer="E",
        hand=("AC", "7C", "8C", "7D", "8D", "9D", "7H", "8H"),
        bidding=(("N", "bid:90:SA"), ("W", "pass")),
        rules=rules_of("bridgee"),
    )
    assert read_conventions(obs) == [Fact.holds("N", m("AS AH AD"), "sans-atout-ladder")]


# ----------------------------------------------------------------------------- direct call

_S_HAND = "AC 9C 8C 7D 8D QD KD JD"


def test_direct_call_only_on_a_free_discard() -> None:
    """000 (« appel direct »): the call is made when one must discard while the partner is
    going to win the trick. Under N's ace of spades, S (no spade, no trump) calls clubs with
    a small club, keeping its master ace; under an opponent's trick the same discard is a
    forced one: S throws its smallest card, not a call."""
    free = position("S", _S_HAND, trick=("N", "AS 7S"))
    assert act(HeuristicBot(0), free) == "8C"
    forced = position("S", _S_HAND, trick=("W", "AS"))
    assert act(HeuristicBot(0), forced) == "7D"
    tables = rules_of("classic").tables
    hand = m(_S_HAND)
    unseen = (1 << 32) - 1 & ~hand
    call = direct_call(hand, hand, unseen, tables.above[HEARTS], tables.power[HEARTS])
    assert call == m("8C").bit_length() - 1


def test_direct_call_on_the_first_free_discard_only() -> None:
    """004 (« Signalisation du jeu de la carte »): the direct call is the first discard. S
    has already discarded the 7 of diamonds under N's trick: its next discard under N gives
    points (the king of diamonds) instead of calling again."""
    obs = position(
        "S",
        "AC 9C 8C 8D QD KD JD",
        tricks=[("N", "KS 8S 7D 9S")],
        trick=("N", "AS 7S"),
    )
    assert act(HeuristicBot(0), obs) == "KD"


def test_direct_call_read_on_the_first_free_discard() -> None:
    """000, 004: the partner's first discard under our trick shows the suit where he is
    master (here the ace of clubs); a discard forced under an opponent's trick says nothing,
    nor does a later discard. The bot reads it: with no master of its own, N (a defender)
    leads the called suit."""
    n_hand = "JH 9H AH QS TD 7H"
    called = position("N", n_hand, tricks=[("N", "AS 7S 8C JS")])
    assert facts_of(called, "direct-call") == [Fact.holds("S", m("AC"), "direct-call")]
    forced = position("N", n_hand, tricks=[("W", "AS 8C 7S JS")])
    assert facts_of(forced, "direct-call") == []
    later = position("N", "JH 9H AH TD 7H", tricks=[("N", "AS 7S 7D JS"), ("N", "KS 8S 8C 9S")])
    assert facts_of(later, "direct-call") == [Fact.holds("S", m("AD"), "direct-call")]
    lead = position("N", "QS 7D 9C 8H 7H", tricks=[("N", "AS 7S 8C JS")], taker="E")
    assert act(HeuristicBot(0), lead) == "9C"
    assert act(HeuristicBot(0, profile=NO_CONVENTIONS), lead) == "7D"


def test_direct_call_with_the_ace_from_ace_ten_and_read_as_such() -> None:
    """000 (note on the direct call): with the ace and the ten, call with the ace — a point
    more and no doubt, since a discarded ten reads as a rescue. Read (004, « Défausse »): a
    discarded ace has the ten behind it."""
    obs = position("S", "AC TC 9C 8D QD KD JD 7D", trick=("N", "AS 7S"))
    assert act(HeuristicBot(0), obs) == "AC"
    seen = position("N", "JH 9H AH QS TD 7H 8H", tricks=[("N", "AS 7S AC JS")])
    facts = read_conventions(seen)
    assert Fact.holds("S", m("TC"), "ace-discard") in facts
    assert Fact.holds("S", m("TC"), "direct-call") in facts


def test_a_called_master_dropped_once_seen_elsewhere() -> None:
    """A fact read from a convention is a presumption: S's call in clubs said it held the ace;
    once W has played the ace of clubs the fact is dropped."""
    obs = position(
        "N",
        "JH 9H AH TD 7H 8H",
        tricks=[("N", "AS 7S 8C JS"), ("W", "AC 7C 9C TC")],
    )
    assert facts_of(obs, "direct-call") == []


# ----------------------------------------------------------------------------- ace and ten


def test_ten_discarded_only_when_alone() -> None:
    """004 (« Défausse »): a discarded ten says it was alone (no ace beside it), so a ten with
    other cards of its suit is not thrown to give points: S, giving points under N's trick
    after its call, throws the lone ten of diamonds, not the ten of clubs guarded by the
    seven (a player reading nothing may throw either); and never an ace without its ten."""
    obs = position("S", "TC 7C TD QH", tricks=[("N", "KS 8S 8C 9S")], trick=("N", "AS 7S"))
    assert act(HeuristicBot(0), obs) == "TD"
    hand, unseen = m("TC 7C TD AS"), m("AC AD TS KS")
    above = rules_of("classic").tables.above[HEARTS]
    assert discard_misleads(m("TC").bit_length() - 1, hand, unseen, above)
    assert not discard_misleads(m("TD").bit_length() - 1, hand, unseen, above)
    assert discard_misleads(m("AS").bit_length() - 1, hand, unseen, above)
    assert not discard_misleads(m("AS").bit_length() - 1, hand | m("TS"), unseen, above)


def test_ten_discard_read_as_alone() -> None:
    """004: a discarded ten was alone: the discarder has no card of the suit left (so not the
    ace); and a ten is never read as a direct call (000)."""
    obs = position("N", "JH 9H AH QS 7D 8H", tricks=[("N", "AS 7S TC JS")])
    facts = read_conventions(obs)
    clubs_out = SUIT_MASKS[3] & ~m("TC")
    assert Fact.lacks("S", clubs_out, "ten-discard") in facts
    assert [f for f in facts if f.rule == "direct-call"] == []


# ----------------------------------------------------------------------------- belote call


def test_belote_call_void_after_an_annonce_in_trump() -> None:
    """000 (« appel à la belote »): with king and queen alone in trump the taker's partner
    plays the king first — unless he has shown an annonce in trump, when the convention no
    longer holds (here a carré of queens, which shows the queen of hearts): then he plays as
    the cards say, the queen being enough."""
    s_hand = "KH QH QS QD QC AS 9C"
    tricks = [("N", "7S 8S TS 9S")]
    calls = position("S", s_hand, tricks=tricks, trick=("W", "7H"))
    assert calls.legal == ("KH", "QH")
    assert act(HeuristicBot(0), calls) == "KH"
    shown = AnnonceShown("S", "carre", ("QS", "QH", "QD", "QC"), 100)
    void = position("S", s_hand, tricks=tricks, trick=("W", "7H"), annonces=[shown])
    assert act(HeuristicBot(0), void) == "QH"


def test_belote_call_read_by_the_taker() -> None:
    """000, 004: king first, the partner has no other trump than the queen; queen first, he
    has the king and more. The taker reads it: when the trumps still out are all the
    partner's, he stops drawing trumps and cashes a side master instead; a taker reading
    nothing draws the last trump with his jack."""
    tricks = [("N", "9H 8H KH 7H")]
    king_first = position("N", "JH AH TH AS 7D 8D 7C", tricks=tricks, belote=[("S", "KH")])
    assert facts_of(king_first, "belote-call") == [Fact.holds("S", m("QH"), "belote-call")]
    assert min_held(read_conventions(king_first), "S", m("QH")) == 1
    assert act(HeuristicBot(0), king_first) == "AS"
    assert act(HeuristicBot(0, profile=NO_CONVENTIONS), king_first) == "JH"
    queen_first = position(
        "N",
        "JH AH AS 7D 8D 7C 8C",
        tricks=[("N", "9H 8H QH TH")],
        belote=[("S", "QH")],
    )
    facts = facts_of(queen_first, "belote-call")
    assert Fact.holds("S", m("KH"), "belote-call") in facts
    assert Fact.holds_count("S", m("7H"), 1, 1, "belote-call") in facts
    assert act(HeuristicBot(0), queen_first) == "AS"


def test_belote_call_read_void_after_an_annonce_in_trump() -> None:
    """000: the belote call says nothing once the partner has shown an annonce in trump."""
    shown = AnnonceShown("S", "tierce", ("QH", "KH", "AH"), 20)
    obs = position(
        "N",
        "JH TH AS 7D 8D 7C",
        tricks=[("N", "9H 8H KH 7H")],
        belote=[("S", "KH")],
        annonces=[shown],
    )
    assert facts_of(obs, "belote-call") == []


# ----------------------------------------------------------------------------- inference


def test_facts_feed_the_inference_knowledge() -> None:
    """The facts read are usable by the inference module: S's direct call puts the ace of
    clubs in S's hand for the worlds sampled from N's knowledge."""
    obs = position("N", "JH 9H AH QS TD 7H 8H", tricks=[("N", "AS 7S 8C JS")])
    knowledge = inference.Knowledge.from_observation(obs)
    assert apply_conventions(knowledge, obs) == []
    s = 2
    assert knowledge.known[s] & m("AC")
    converted = to_inference(read_conventions(obs))
    assert inference.Fact.holds("S", m("AC"), "convention:direct-call") in converted


def test_a_trump_is_named_with_its_jack_or_its_nine_and_read_so() -> None:
    """004 (« Signalisation aux enchères »): name a trump only with its jack or its nine, never
    the nine alone. Read: whoever names a suit first for his team holds one of them; a raise
    of the partner's suit says nothing of the kind; with the parity of an even bid (not both),
    exactly one."""
    facts = read_bids([("N", "bid:80:H"), ("E", "bid:90:S"), ("S", "bid:100:H")])
    assert Fact.holds_count("N", m("JH 9H"), 1, 2, "trump-honour") in facts
    assert Fact.holds_count("E", m("JS 9S"), 1, 2, "trump-honour") in facts
    assert not any(f.seat == "S" and f.rule == "trump-honour" for f in facts)
    deaf = read_bids([("N", "bid:80:H")], NO_CONVENTIONS)
    assert deaf == []
    # Played: six hearts without the jack or the nine are not named; a team that does not
    # play the convention names them.
    hands = {
        "N": "AH TH KH QH 8H 7H AC TC",
        "E": "JH 9H JS QS TS JC 9C 7C",
        "W": "7S 8S 9S 9D JD QC 8D 7D",
        "S": "AS KS AD TD KD QD KC 8C",
    }
    game = scripted("bridgee", hands, dealer="N", actions=[])
    assert game.to_move == "N"
    free = replace(DOCUMENTS, trump_honour=False)
    assert act(HeuristicBot(0, profile=free), game).endswith(":H")
    assert not act(HeuristicBot(0), game).endswith(":H")


# ----------------------------------------------------------------------------- per seat


def test_each_seat_is_read_by_the_conventions_its_team_plays() -> None:
    """A team's conventions are its own: N reads its partner S's direct call (the first
    discard under N's trick, 000 « appel direct ») only when S plays it, and E's bid of 90
    shows the jack and the nine of hearts (004, « L'ouverture paire ou impaire ») only when
    E's team plays the bidding parity. ``read_table`` reads each seat by its own profile; a
    seat left out is read by its cards alone."""
    from belote_spec.bots.conventions import read_table

    obs = replace(
        position("N", "JH 9H AH QS TD 7H 8H", tricks=[("N", "AS 7S 8C JS")], taker="N"),
        bidding=(("E", "bid:90:D"), ("S", "pass"), ("W", "pass"), ("N", "bid:100:H")),
    )
    call = Fact.holds("S", m("AC"), "direct-call")
    parity = Fact.holds("E", m("JD 9D"), "bid-parity")
    everyone = read_conventions(obs)
    assert call in everyone
    assert parity in everyone
    both = read_table(obs, {"S": DOCUMENTS, "E": DOCUMENTS, "W": DOCUMENTS})
    assert sorted(map(str, both)) == sorted(map(str, everyone))
    deaf_opponents = read_table(obs, {"S": DOCUMENTS, "E": NO_CONVENTIONS, "W": NO_CONVENTIONS})
    assert call in deaf_opponents
    assert not any(f.seat in ("E", "W") for f in deaf_opponents)
    search_partner = read_table(obs, {"S": DOCUMENTS.bidding_only(), "E": DOCUMENTS})
    assert call not in search_partner
    assert parity in search_partner
    assert read_table(obs, {}) == []


def test_bidding_only_keeps_the_auction_conventions_and_drops_the_card_signals() -> None:
    """A player who bids by 004's conventions but chooses his cards by search shows the
    parity, the ladder and the trump honour at the auction, and nothing by his cards."""
    shown = DOCUMENTS.bidding_only()
    assert (shown.bid_parity, shown.sans_atout_ladder, shown.trump_honour) == (True, True, True)
    assert shown.trick_value_by_trump
    card_signals = (shown.direct_call, shown.discard_reading, shown.belote_call)
    assert card_signals == (False, False, False)
    assert not shown.belote_call_void_after_annonce
    assert shown != DOCUMENTS
    bids = [("N", "bid:90:H")]
    assert read_bids(bids, shown) == read_bids(bids, DOCUMENTS)
