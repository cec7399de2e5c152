"""The engine core reads its arithmetic off the table's seating (:mod:`belote_spec.seating`):
the kernels the variant compiles to (dealer, bidding, play) are built for its table, and the
play kernel knows whether the table has partners (``R_PARTNERS`` in the tuple the kernels
read), so that a table where each plays for himself never reads the card of the player two
places before as a partner's."""

from __future__ import annotations

from belote_spec import load_variant
from belote_spec.cards import CODE_INDEX
from belote_spec.engine.play import (
    FREE,
    MUST_TRUMP,
    PLAY_RULES,
    R_PARTNERS,
    kernel_rules,
    make_play_kernels,
)
from belote_spec.engine.tables import MODE_INDEX
from belote_spec.seating import FOUR
from belote_spec.simulation.batch.compiler import compile_batch, play_flags


def mask(text: str) -> int:
    return sum(1 << CODE_INDEX[code] for code in text.split())


def test_the_kernels_tuple_ends_with_the_partners_switch() -> None:
    rules = load_variant("classic").compile()
    play = rules.variant.rule("play")
    assert len(PLAY_RULES) == R_PARTNERS
    assert kernel_rules(play) == (*kernel_rules(play)[:R_PARTNERS], 1)
    assert rules.play.rules == kernel_rules(play)
    assert kernel_rules(play, partners=False)[R_PARTNERS] == 0
    # the batch engine and the compiled solver read the same tuple
    assert play_flags(play) == rules.play.rules
    assert compile_batch(rules).flags == rules.play.rules


def test_without_partners_the_card_two_places_before_is_an_opponents() -> None:
    rules = load_variant("classic").compile()
    assert rules.variant.rule("play.must_trump") == "unless_partner_master"
    # hearts trump; the ace of spades led holds the trick, the seven of spades follows; the
    # player to move has no spade, the seven of hearts and the eight of diamonds
    trick = [CODE_INDEX["AS"], CODE_INDEX["7S"]]
    hand = mask("7H 8D")
    mode = MODE_INDEX["H"]
    # with partners, the leader is the partner, master: any card
    facing = make_play_kernels(rules.variant.rule("play"), rules.tables)
    assert facing.analyse(hand, trick, mode) == (mask("7H 8D"), FREE)
    # each for himself, the leader is an opponent: he must trump
    alone = make_play_kernels(rules.variant.rule("play"), rules.tables, partners=False)
    assert alone.analyse(hand, trick, mode) == (mask("7H"), MUST_TRUMP)


def test_the_compiled_phases_are_built_for_the_variants_table() -> None:
    rules = load_variant("classic").compile()
    assert rules.dealer.seating is rules.bidding.seating is rules.seating is FOUR
    # dealer N (seat 0): the next dealer and the first to speak are seat 1
    assert rules.dealer.next_dealer(0) == 1
    assert rules.bidding.start(0, None).to_move == 1
