"""The annonce and belote kernels (:mod:`belote_spec.engine.annonces`), written once for the
scalar and the batch engine: their integer codes order as the comparison keys do, their tables
hold what ``find`` finds, and their decisions on hands worked out by hand."""

from __future__ import annotations

from itertools import pairwise

import pytest

from belote_spec.cards import CODE_INDEX, RANK_MASKS, RANK_NAMES, SEATS
from belote_spec.engine.annonces import (
    NO_ANNONCE,
    Annonce,
    AnnonceKernels,
    award_annonces,
    belote_holder,
    key_code,
    seat_annonces,
)
from belote_spec.engine.tables import MODE_INDEX
from belote_spec.simulation.batch.compiler import _annonce_tables
from belote_spec.simulation.batch.deals import ANNONCES, DONE, OPTIONS, resolve_annonces

from .conftest import cards_mask as mask
from .conftest import compiled_rules as rules_of
from .conftest import specs_reading, sweep

#: The specs the sweeps below run: they read only ``rules.annonces``, the kernels the built-in
#: hook compiles from the ``annonces`` rules and ``cards.sequence_order`` (the whole ``cards``
#: group is keyed, to be safe): one spec per distinct value of those.
ANNONCE_SPECS = specs_reading("annonces", "cards")


def summary(kernels: AnnonceKernels, hand: int, mode: int) -> tuple[int, int, int, bool]:
    t = kernels.code_tables()
    return seat_annonces(
        hand, t.seq_points, t.seq_key[mode], t.carre_points[mode], t.carre_key[mode], t.reuse
    )


def every_annonce(kernels: AnnonceKernels) -> list[Annonce]:
    """Every sequence of every suit pattern in every suit, and every carré that scores."""
    out = [
        a for suit in range(4) for bits in range(256) for a in kernels._sequences(bits << 8 * suit)
    ]
    for mode in range(6):
        out += [a for rank in range(8) for a in kernels.find(RANK_MASKS[rank], mode)]
    return out


# ------------------------------------------------------------------------- the codes


def test_a_key_code_by_hand() -> None:
    # a key (points 20, then four tie-break values): 20, 0, 3, 5, 1 in base 16
    # = ((((20 * 16) + 0) * 16 + 3) * 16 + 5) * 16 + 1 = 1,311,569
    assert key_code((20, 0, 3, 5, 1)) == 1_311_569
    assert key_code((150,)) == 150  # no tie-break: the points alone
    with pytest.raises(ValueError, match="tie-break"):
        key_code((20, 16))
    with pytest.raises(ValueError, match="below 0"):
        key_code((-1, 0))


@pytest.mark.parametrize("spec", sweep(ANNONCE_SPECS))
def test_the_codes_order_every_annonce_as_the_keys_do(spec: str) -> None:
    """Sorted by their comparison keys, every annonce the tables can hold, in every mode, has
    a code that rises exactly where the key rises (equal keys, equal codes): the kernels
    compare codes as the rules compare keys."""
    kernels = rules_of(spec).annonces
    annonces = every_annonce(kernels)
    assert len(annonces) > 300
    for mode in range(6):
        keyed = sorted((kernels.key(a, mode), kernels.code(a, mode)) for a in annonces)
        for (k1, c1), (k2, c2) in pairwise(keyed):
            assert (k1 < k2) == (c1 < c2), (mode, k1, k2)
            assert (k1 == k2) == (c1 == c2), (mode, k1, k2)
        assert keyed[0][1] > NO_ANNONCE


@pytest.mark.parametrize("spec", sweep(ANNONCE_SPECS))
def test_the_tables_hold_what_find_finds(spec: str) -> None:
    """For every suit pattern in every suit, and every set of ranks held four times, in every
    mode where annonces are played: the hand's summary from the tables is the points and the
    best code of what ``find`` finds, or says it is not ``exact`` exactly where a card may
    not serve a carré and a sequence and a carré that scores is held."""
    kernels = rules_of(spec).annonces
    reuse = kernels.rules["card_reuse"] == "carre_and_sequence"
    hands = [bits << 8 * suit for suit in range(4) for bits in range(256)]
    hands += [sum(RANK_MASKS[r] for r in range(8) if (quads >> r) & 1) for quads in range(256)]
    for mode in (m for m in range(6) if kernels.active(m)):
        for hand in hands:
            points, code, quads, exact = summary(kernels, hand, mode)
            found = kernels.find(hand, mode)
            carres = [r for r in range(8) if (quads >> r) & 1 and kernels.find(RANK_MASKS[r], mode)]
            assert exact == (reuse or not carres), (mode, hand)
            if exact:
                assert (points, code) == kernels.summarize(found, mode), (mode, hand)


# ------------------------------------------------------------------- one hand, by hand


def test_a_hand_summed_up_by_hand() -> None:
    # classic, hearts trumps; tie_break [carre_over_sequence, longer, higher, trump]; the
    # sequence order 7 8 9 10 J Q K A (positions 0..7)
    kernels = rules_of("classic").annonces
    hearts = MODE_INDEX["H"]
    # a tierce 7-8-9 of spades (20) and a cinquante J-Q-K-A of hearts (50): 70 points, the
    # best the cinquante, key (50, 0, 4, 7, 1): 50*16^4 + 4*16^2 + 7*16 + 1 = 3,277,937
    hand = mask("7S 8S 9S JH QH KH AH 7D")
    assert summary(kernels, hand, hearts) == (70, 3_277_937, 0, True)
    # the four jacks (200) and the tierce of spades (20): 220; the best the carré, key
    # (200, 1, 4, 4, 0) (a jack's carré is the fourth strongest of eight: 7 - 3):
    # 200*16^4 + 1*16^3 + 4*16^2 + 4*16 = 13,112,384; the jacks are rank 4 (bit 16)
    assert RANK_NAMES[4] == "jack"
    hand = mask("JS JH JD JC 7S 8S 9S QD")
    assert summary(kernels, hand, hearts) == (220, 13_112_384, 16, True)
    # nothing: no run of three, no carré that scores (four sevens are worth nothing)
    assert summary(kernels, mask("7S 7H 7D 7C 9S JH KD AC"), hearts) == (0, NO_ANNONCE, 1, True)
    # ffb-coinchee-2015: a card may serve only once: a hand with a carré that scores is not
    # in the tables (the reference finds its best combination)
    coinchee = rules_of("ffb-coinchee-2015").annonces
    assert not summary(coinchee, mask("JS JH JD JC 7S 8S 9S QD"), hearts)[3]
    assert summary(coinchee, mask("7S 8S 9S JH QH KH AH 7D"), hearts)[3]


# --------------------------------------------------------------- the teams, by hand


def test_the_best_code_takes_all_its_teams_points() -> None:
    # N a tierce (20, code 100), W a cinquante (50, code 500), S a tierce (20, code 90): EW
    # holds the best, and scores W's and E's (none) points
    assert award_annonces((20, 50, 20, 0), (100, 500, 90, NO_ANNONCE), 0, 0, 0, 0) == (
        1,
        0,
        50,
        False,
    )
    # NS the best: N's and S's points together
    assert award_annonces((20, 50, 120, 0), (100, 500, 900, NO_ANNONCE), 0, 0, 0, 0) == (
        0,
        140,
        0,
        False,
    )
    # nobody declares: nobody scores
    none = (NO_ANNONCE,) * 4
    assert award_annonces((0, 0, 0, 0), none, 0, 0, 2, 1) == (-1, 0, 0, False)


def test_equal_best_codes() -> None:
    points, keys = (20, 20, 20, 30), (100, 100, 50, 100)
    # nobody_scores
    assert award_annonces(points, keys, 0, 0, 0, 0) == (-1, 0, 0, False)
    # first_declared: from the leader round the table, the first seat holding the best:
    # leader 2 (S): S holds less, then E (seat 3) holds it: EW scores W's 20 and E's 30
    assert award_annonces(points, keys, 0, 0, 2, 1) == (1, 0, 50, False)
    # leader 0 (N): N first: NS scores N's 20 and S's 20
    assert award_annonces(points, keys, 0, 0, 0, 1) == (0, 40, 0, False)
    # the way round counts (N → W → S → E, the seats' order): N leads and holds nothing, W
    # holds less, S the best: NS (S's 20); the other way round, E would have come first
    keys = (NO_ANNONCE, 60, 100, 100)
    assert award_annonces((0, 20, 20, 30), keys, 0, 0, 0, 1) == (0, 20, 0, False)


def test_a_cancelling_carre_voids_every_annonce() -> None:
    # the sevens (bit 0) cancel; a carré of sevens shown voids even the best annonce
    keys = (500, NO_ANNONCE, NO_ANNONCE, NO_ANNONCE)
    assert award_annonces((50, 0, 0, 0), keys, 0b1, 0b1, 0, 0) == (-1, 0, 0, True)
    # a carré of eights shown (bit 1) does not cancel where only the sevens do
    assert award_annonces((50, 0, 0, 0), keys, 0b10, 0b1, 0, 0) == (0, 50, 0, False)


def test_a_best_combination_is_compared_with_the_same_codes_in_both_engines() -> None:
    # ffb-coinchee-2015, hearts trumps, a card serves once: N holds the four jacks and
    # 9-10-Q-K of hearts: the carré (200) leaves 9-10 and Q-K (no sequence), the cent
    # 9-10-J-Q-K of hearts (100) would leave three jacks: N keeps the carré, 200 (not 300).
    # E holds a tierce A-K-Q of spades (20) and a cinquante 7-8-9-10 of diamonds (50). The
    # carré comes first (carre_over_sequence, and more points): NS scores 200, EW nothing.
    rules = rules_of("ffb-coinchee-2015")
    hands = {"N": "JS JH JD JC 9H TH QH KH", "E": "AS KS QS 7D 8D 9D TD 7C"}
    found = rules.declarations(hands, "H")
    assert (found.awarded["NS"], found.awarded["EW"]) == (200, 0)
    # the batch loop's own step, on the same hands: the tables, and N's best combination
    # from the reference kernel (``override``), as the loop asks for it
    kernels = rules.annonces
    hs = [mask(hands.get(s, "")) for s in SEATS]
    t = _annonce_tables(kernels)
    hearts = MODE_INDEX["H"]
    override = [kernels.summarize_kinds(kernels.find(h, hearts), hearts) for h in hs]
    options = [0] * len(OPTIONS)

    def loop_step(given: bool) -> tuple[int, bool, int, int]:
        """The loop's step on these hands, hearts trumps, N first; ``given``: whether the
        best combinations (``override``) are given."""
        found: tuple[int, bool, int, int] = resolve_annonces(
            hs,
            MODE_INDEX["H"],
            0,
            [0] * 4,
            t.seq_points.tolist(),
            t.seq_key.tolist(),
            t.carre_points.tolist(),
            t.carre_key.tolist(),
            override,
            given,
            options,
            [0] * 4,
            [0] * 8,
            [0] * 8,
        )
        return found

    assert loop_step(True) == (DONE, False, 200, 0)
    # without the override, the loop stops the deal and asks for it
    assert loop_step(False)[0] == ANNONCES


# ------------------------------------------------------------------------- belote


def test_the_belote_holder_by_hand() -> None:
    hearts = 1
    king, queen, seven = CODE_INDEX["KH"], CODE_INDEX["QH"], CODE_INDEX["7S"]
    pair = (1 << king) | (1 << queen)
    # W (seat 1) holds the king and queen of hearts; N the ace, S and E neither
    hands = [mask("AH 7C"), mask("KH QH 7S"), mask("JH 8C"), mask("9H 9C")]
    # held, the king first or not asked for
    assert belote_holder(hands, hearts, pair, 0, [queen, king]) == (1, True)
    assert belote_holder(hands, hearts, pair, 1, [seven, king, CODE_INDEX["8C"], queen]) == (
        1,
        True,
    )
    # the king must come first: the queen came first, or the queen is not played yet
    assert belote_holder(hands, hearts, pair, 1, [queen, seven, king]) == (1, False)
    assert belote_holder(hands, hearts, pair, 1, [king]) == (1, False)
    # the king and queen in two hands: nobody holds the belote, whatever the order
    split = [mask("KH 7C"), mask("QH 7S"), 0, 0]
    assert belote_holder(split, hearts, pair, 0, [king, queen]) == (-1, False)
    assert belote_holder(split, hearts, pair, 1, [king, queen]) == (-1, False)


def test_a_carre_of_sevens_or_eights_cancels_unless_kept_back() -> None:
    # traditional+carre-de-sept: the carrés of sevens and of eights cancel every annonce; a
    # player may keep one to himself (declaring: optional). E holds the four eights, N a
    # cinquante (50) in spades.
    kernels = rules_of("traditional+carre-de-sept").annonces
    hands = [mask("9S TS JS QS"), 0, 0, mask("8S 8H 8D 8C")]
    assert kernels.cancelling_carre(hands)
    assert not kernels.cancelling_carre(hands, {3: "carre-8"})
    # N keeping his cinquante back changes nothing to E's carré
    assert kernels.cancelling_carre(hands, {0: "cinquante-QS"})
    hearts = MODE_INDEX["H"]
    shown = kernels.resolve(hands, hearts, 0)
    assert shown.cancelled
    assert not shown.deal_cancelled
    assert (shown.awarded["NS"], shown.awarded["EW"]) == (0, 0)
    kept = kernels.resolve(hands, hearts, 0, waived={3: "carre-8"})
    assert not kept.cancelled
    assert (kept.awarded["NS"], kept.awarded["EW"]) == (50, 0)
    # the four sevens cancel the deal itself where carre-de-sept-donne is played
    deal = rules_of("traditional+carre-de-sept-donne").annonces
    voided = deal.resolve([mask("9S TS JS QS"), mask("7S 7H 7D 7C"), 0, 0], hearts, 0)
    assert voided.cancelled
    assert voided.deal_cancelled
