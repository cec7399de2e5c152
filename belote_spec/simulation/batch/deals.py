"""A whole random deal in one loop: shuffle and cut, deal, bidding, annonces, play, belote.

:func:`deal_batch` runs every deal of a batch from its own random stream to the columns the
scorer reads. It keeps to the subset of Python numba compiles, like the play kernels it calls
(:mod:`belote_spec.engine.play`, through
:func:`belote_spec.simulation.batch.random_play.play_deal`), so
the same source runs compiled (:mod:`belote_spec.simulation.batch.jit`) or as Python (without numba:
slower, the same deals). It restates no rule: the annonces and the belote are decided by the
scalar engine's own kernels (:mod:`belote_spec.engine.annonces`), the score by its scoring
kernel, and every table it reads is read off the variant's compiled kernels by
:mod:`belote_spec.simulation.batch.compiler` (who receives which deck position, the bidding
graph, what each suit pattern and carré is worth).

Randomness: each deal has its own generator (xoshiro128**, 32-bit words held in int64 so that
Python and numba compute the same numbers), seeded from the batch's ``numpy`` generator. A
deal can thus be run again and draw the same numbers: the loop stops a deal that reaches what
its tables do not hold yet (a bidding state not explored, an action not applied, an annonce
the tables leave to the reference kernel) with a status saying what it needs; the caller
provides it and runs those deals again.
"""

from __future__ import annotations

from typing import Any, Final

from ...engine.annonces import award_annonce_kinds, belote_holder, seat_annonce_kinds
from ...engine.score_kernel import score_deal
from ...engine.trick_bonuses import trick_bonus
from .random_play import play_deal, score_tricks

__all__ = ["KERNELS", "OPTIONS", "STATUS", "deal_batch", "resolve_annonces"]

M32: Final = 0xFFFFFFFF
HALF: Final = 1 << 31

#: What a stopped deal needs (``status[i]``): 0 nothing, the deal is done.
DONE: Final = 0
EXPAND: Final = 1
"""The bidding state ``need[i, 0]`` has not been explored."""
APPLY: Final = 2
"""The action ``need[i, 1]`` of the state ``need[i, 0]`` has not been applied."""
ANNONCES: Final = 3
"""A seat's annonces are for the reference kernel (``override``): hands in ``hands[i]``."""
HISTORY: Final = 4
"""The bidding is longer than the ``history`` row."""
TOO_LONG: Final = 5
"""The bidding took more than ``options[MAX_STEPS]`` actions."""
STATUS: Final = ("done", "expand", "apply", "annonces", "history", "too long")

#: The integer options of :func:`deal_batch`, in order (a tuple: numba then holds them as
#: constants of the call, not as memory a store might have changed).
OPTIONS: Final = (
    "dix_de_der",
    "first_lead",
    "generale_bidder_leads",
    "capot_announce",
    "capot_call",
    "capot_by_points",
    "belote_king_first",
    "belote_chance",
    "rebelote_draw",
    "silence",
    "cancelling",
    "cancels_deal",
    "reuse_free",
    "first_declared",
    "shuffle",
    "patterns",
    "max_steps",
    "bid_generale",
    "bid_capot",
    "belote_points",
    "belote_first_card",
    "trick_bonuses",
    "resolution",
)
DIX_DE_DER: Final = 0
FIRST_LEAD: Final = 1
GENERALE_BIDDER_LEADS: Final = 2
CAPOT_ANNOUNCE: Final = 3
CAPOT_CALL: Final = 4
"""The chance of an announced capot, out of ``2**32``."""
CAPOT_BY_POINTS: Final = 5
BELOTE_KING_FIRST: Final = 6
BELOTE_CHANCE: Final = 7
"""Each belote call is said half the time (random declarations, not automatic)."""
REBELOTE_DRAW: Final = 8
"""0: « rebelote » not drawn apart; 1: both calls needed; 2: either is enough."""
SILENCE: Final = 9
CANCELLING: Final = 10
CANCELS_DEAL: Final = 11
REUSE_FREE: Final = 12
FIRST_DECLARED: Final = 13
SHUFFLE: Final = 14
PATTERNS: Final = 15
MAX_STEPS: Final = 16
BID_GENERALE_CODE: Final = 17
BID_CAPOT_CODE: Final = 18
BELOTE_POINTS: Final = 19
BELOTE_FIRST_CARD: Final = 20
"""``belote.first_card: led_followed_or_trumped`` (1): the first card led, following or trumping."""
TRICK_BONUSES: Final = 21
"""1: each trick's bonus (``rules.trick_bonuses``) is read off the cards played, for its
winner; 0: never (the table is not read)."""
RESOLUTION: Final = 22
"""``annonces.resolution``, as its index in :data:`belote_spec.engine.annonces.RESOLUTIONS`."""


def rotl(x: int, k: int) -> int:
    return ((x << k) | (x >> (32 - k))) & M32


def step(a: int, b: int, c: int, d: int) -> tuple[int, int, int, int, int]:
    """One step of xoshiro128** on its four 32-bit words: (the draw, the four words after).
    The loops that draw many numbers at once keep the words in local variables (the
    processor's registers once compiled) rather than in memory a store to the deck might
    change: :func:`shuffle`, :func:`fill`."""
    result = (rotl((b * 5) & M32, 7) * 9) & M32
    t = (b << 9) & M32
    c ^= a
    d ^= b
    b ^= c
    a ^= d
    c ^= t
    return result, a, b, c, rotl(d, 11)


def next32(s: Any) -> int:
    """The next 32-bit draw of the generator ``s`` (four 32-bit words, xoshiro128**)."""
    drawn = step(s[0], s[1], s[2], s[3])
    s[0] = drawn[1]
    s[1] = drawn[2]
    s[2] = drawn[3]
    s[3] = drawn[4]
    return drawn[0]


def fill(out: Any, count: int, s: Any) -> None:
    """``out[0 .. count - 1]``: the next ``count`` draws of ``s`` (as :func:`next32` draws
    them, one after the other)."""
    a = s[0]
    b = s[1]
    c = s[2]
    d = s[3]
    for j in range(count):
        r, a, b, c, d = step(a, b, c, d)
        out[j] = r
    s[0] = a
    s[1] = b
    s[2] = c
    s[3] = d


def below(s: Any, count: int) -> int:
    """A random integer in ``0 .. count - 1``."""
    return (next32(s) * count) >> 32


def row_of(i: int, rows: int) -> int:
    """``i % rows`` for a deal ``i`` and an array of one row per deal, or one row for all:
    without a division in either case (a division costs the deal loop more than the few
    cycles of two comparisons)."""
    if i < rows:
        return i
    return 0 if rows == 1 else i % rows


def seed(s: Any, words: Any) -> None:
    """Start the generator ``s`` from four 32-bit ``words`` (never all zero)."""
    for j in range(4):
        s[j] = words[j] & M32
    if s[0] == 0 and s[1] == 0 and s[2] == 0 and s[3] == 0:
        s[0] = 1


def shuffle(deck: Any, s: Any) -> None:
    """Shuffle ``deck`` in place (Fisher-Yates), each swap drawn as :func:`below` draws it."""
    a = s[0]
    b = s[1]
    c = s[2]
    d = s[3]
    for j in range(31, 0, -1):
        r, a, b, c, d = step(a, b, c, d)
        k = (r * (j + 1)) >> 32
        card = deck[j]
        deck[j] = deck[k]
        deck[k] = card
    s[0] = a
    s[1] = b
    s[2] = c
    s[3] = d


def resolve_annonces(
    hs: Any,
    m: int,
    leader: int,
    shown: Any,
    seq_points: Any,
    seq_key: Any,
    carre_points: Any,
    carre_key: Any,
    override: Any,
    overridden: bool,
    options: Any,
    silent: Any,
    key: Any,
    pts: Any,
) -> tuple[int, bool, int, int]:
    """(status, a cancelling carré shown, points awarded to NS, to EW) of the annonces of the
    hands ``hs`` in mode ``m``, by the engine's kernels (each hand summed up by
    :func:`~belote_spec.engine.annonces.seat_annonce_kinds`, its sequences and its carrés
    apart, the teams compared by :func:`~belote_spec.engine.annonces.award_annonce_kinds` as
    ``options[RESOLUTION]`` says). A hand whose best combination the tables do not hold (a
    card may not serve a carré and a sequence at once) is the reference kernel's:
    ``override[seat]`` (points and code of its sequences, then of its carrés) when
    ``overridden``, else the status :data:`ANNONCES`. With ``options[SILENCE]``, a seat
    holding annonces (or a cancelling carré) keeps them to itself when its 32-bit draw
    ``shown[seat]`` is :data:`HALF` or more (``silent[seat]`` = 1: they count for nothing).
    ``key`` and ``pts`` are scratch rows of eight: each seat's sequences, then its carrés."""
    stop = DONE
    shown_quads = 0
    seq_key_m = seq_key[m]
    carre_points_m = carre_points[m]
    carre_key_m = carre_key[m]
    for seat in range(4):
        found = seat_annonce_kinds(
            hs[seat], seq_points, seq_key_m, carre_points_m, carre_key_m, options[REUSE_FREE]
        )
        pts[seat] = found[0]
        key[seat] = found[1]
        pts[4 + seat] = found[2]
        key[4 + seat] = found[3]
        quads = found[4]
        if not found[5]:
            if not overridden:  # the reference kernel chooses: ask for it
                stop = ANNONCES
            given = override[seat]
            pts[seat] = given[0]
            key[seat] = given[1]
            pts[4 + seat] = given[2]
            key[4 + seat] = given[3]
        if options[SILENCE]:
            holds = key[seat] >= 0 or key[4 + seat] >= 0 or (quads & options[CANCELLING]) != 0
            if holds and shown[seat] >= HALF:
                silent[seat] = 1
                key[seat] = -1
                pts[seat] = 0
                key[4 + seat] = -1
                pts[4 + seat] = 0
                quads = 0
        shown_quads |= quads
    awarded = award_annonce_kinds(
        options[RESOLUTION],
        pts,
        key,
        shown_quads,
        options[CANCELLING],
        leader,
        options[FIRST_DECLARED],
    )
    return stop, awarded[3], awarded[1], awarded[2]


def deal_batch(
    rows: Any,
    seeds: Any,
    decks: Any,
    dealers: Any,
    deal_turned: Any,
    deal_final: Any,
    deal_passed: Any,
    start: Any,
    count: Any,
    action: Any,
    target: Any,
    g_taker: Any,
    g_mode: Any,
    g_bid: Any,
    g_contre: Any,
    enabled: Any,
    seq_points: Any,
    seq_key: Any,
    carre_points: Any,
    carre_key: Any,
    override: Any,
    overridden: Any,
    power: Any,
    points: Any,
    above: Any,
    trump_mask: Any,
    rules: Any,
    belote_pairs: Any,
    bonus_table: Any,
    options: Any,
    scoring: Any,
    carried: Any,
    status: Any,
    need: Any,
    history: Any,
    steps: Any,
    contract: Any,
    hands: Any,
    annonces: Any,
    silent: Any,
    played: Any,
    legal: Any,
    winners: Any,
    team_points: Any,
    tricks: Any,
    belote: Any,
    gathered: Any,
    scores: Any,
    s: Any,
    deck: Any,
    spare: Any,
    hs: Any,
    draws: Any,
    key: Any,
    pts: Any,
) -> None:
    """Run the deals ``rows`` of a batch (see the module docstring). Per deal ``i``: its
    generator's ``seeds[i]`` (four words), its pack ``decks[i]`` (or ``decks[0]`` for every
    deal; shuffled first with ``options[SHUFFLE]``), its dealer. Writes ``status[i]`` (and
    ``need[i]``), the bidding's actions ``history[i]`` (when kept: else ``history`` is one empty
    row) and count ``steps[i]``;
    ``contract[i]``: turned card, pattern, taker, mode, bid, contre, leader, cancelled (1),
    capot (team or -1), last trick's team, bidder took all (1), belotes counted for NS, for
    EW, trick bonuses of NS, of EW (from ``bonus_table``, where ``options[TRICK_BONUSES]``);
    ``hands[i]`` at the first
    trick, ``annonces[i]`` points awarded per team, ``silent[i]`` per seat, the play
    (``played``, ``legal`` when kept, ``winners``, ``team_points`` with the dix de der,
    ``tricks`` per seat), ``belote[i][suit]`` the seat whose belote counted (-1), and
    ``gathered[i]`` the cards as gathered for the next deal; ``scores[i]``: the deal's line
    for NS and EW, its outcome and the points held, by the scoring kernel
    (:func:`belote_spec.engine.score_kernel.score_deal`, parameters ``scoring``, ``carried[i]``
    points carried into the deal); 0 where nobody took or the deal was voided. ``played``,
    ``legal``, ``winners`` and ``gathered`` may hold one row, for every deal in turn (not
    kept). The rest are scratch rows."""
    for r in range(len(rows)):
        i = rows[r]
        seed(s, seeds[i])
        row = decks[row_of(i, len(decks))]  # one pack per deal, or one for all
        for j in range(32):
            deck[j] = row[j]
        if options[SHUFFLE]:
            shuffle(deck, s)
        dealer = dealers[i]
        pattern = below(s, options[PATTERNS]) if options[PATTERNS] > 1 else 0
        at = deal_turned[dealer][pattern]
        turned = deck[at] if at >= 0 else -1
        # -- the bidding: a random walk on the graph
        state = start[dealer][(turned if turned >= 0 else 0) >> 3]
        n = 0
        stop = DONE
        past = history[row_of(i, len(history))]  # a row per deal when kept, else an empty one
        while True:
            offered = count[state]
            if offered < 0:
                stop = EXPAND
                need[i][0] = state
                break
            if offered == 0:
                break
            if n >= options[MAX_STEPS]:
                stop = TOO_LONG
                break
            k = below(s, offered)
            nxt = int(target[state][k])
            if nxt < 0:
                stop = APPLY
                need[i][0] = state
                need[i][1] = k
                break
            if len(past):  # the actions kept (an empty row: not kept)
                if n >= len(past):
                    stop = HISTORY
                    break
                past[n] = action[state][k]
            state = nxt
            n += 1
        steps[i] = n
        status[i] = stop
        if stop != DONE:
            continue
        taker = g_taker[state]
        mode = g_mode[state]
        bid = g_bid[state]
        has = taker >= 0
        m = mode if mode >= 0 else 0
        t = taker if taker >= 0 else 0
        c = contract[i]
        c[0] = turned
        c[1] = pattern
        c[2] = taker
        c[3] = mode
        c[5] = g_contre[state]
        # -- the hands after the bidding (a deal nobody took keeps the pack as dealt)
        positions = deal_final[dealer][pattern][t]
        for seat in range(4):
            hand = 0
            for j in range(8):
                hand |= 1 << deck[positions[seat][j]]
            hs[seat] = hand
        if options[FIRST_LEAD] == 1:
            leader = dealer
        elif options[FIRST_LEAD] == 2:
            leader = t
        else:
            leader = (dealer + 1) & 3
        if bid == options[BID_GENERALE_CODE] and options[GENERALE_BIDDER_LEADS]:
            leader = t
        c[6] = leader
        # -- annonces
        sil = silent[i]
        for seat in range(4):
            sil[seat] = 0
        cancel = False
        award_ns = 0
        award_ew = 0
        if has and enabled[m]:
            if options[SILENCE]:
                fill(draws, 4, s)
            found = resolve_annonces(
                hs,
                m,
                leader,
                draws,
                seq_points,
                seq_key,
                carre_points,
                carre_key,
                override[i],
                overridden[i],
                options,
                sil,
                key,
                pts,
            )
            if found[0] != DONE:
                status[i] = found[0]
                for seat in range(4):
                    hands[i][seat] = hs[seat]
                continue
            cancel = found[1]
            award_ns = found[2]
            award_ew = found[3]
        cancelled = has and cancel and options[CANCELS_DEAL] != 0
        annonces[i][0] = 0 if cancelled else award_ns
        annonces[i][1] = 0 if cancelled else award_ew
        c[7] = 1 if cancelled else 0
        # -- an announced capot, as the Simulator calls it
        if (
            options[CAPOT_ANNOUNCE]
            and has
            and not cancelled
            and bid == 0
            and next32(s) < options[CAPOT_CALL]
        ):
            bid = options[BID_CAPOT_CODE]
        c[4] = bid
        out = gathered[row_of(i, len(gathered))]  # a row per deal if wanted, else one for all
        tp = team_points[i]
        tk = tricks[i]
        tp[0] = 0
        tp[1] = 0
        for seat in range(4):
            tk[seat] = 0
            hands[i][seat] = hs[seat] if has and not cancelled else 0
        bl = belote[i]
        for suit in range(4):
            bl[suit] = -1
        c[8] = -1
        c[9] = 0
        c[10] = 0
        c[11] = 0
        c[12] = 0
        c[13] = 0
        c[14] = 0
        sc = scores[i]
        for j in range(4):
            sc[j] = 0
        if not has:  # nobody took: the pack as gathered
            order = deal_passed[dealer][pattern]
            for j in range(32):
                out[j] = deck[order[j]]
            continue
        if cancelled:  # the hands as dealt, seat by seat
            for seat in range(4):
                for j in range(8):
                    out[8 * seat + j] = deck[positions[seat][j]]
            continue
        # -- the card play
        fill(draws, 32, s)
        for seat in range(4):
            spare[seat] = hs[seat]
        last = play_deal(
            spare,
            m,
            leader,
            draws,
            power,
            points,
            above,
            trump_mask,
            rules,
            played[row_of(i, len(played))],  # the same: a row per deal when kept
            legal[row_of(i, len(legal))],
            winners[row_of(i, len(winners))],
        )
        pl = played[row_of(i, len(played))]
        wn = winners[row_of(i, len(winners))]
        score_tricks(pl, wn, points[m], tp, tk)
        if options[TRICK_BONUSES]:  # each trick's combinations, for its winner (after the
            for k in range(8):  # play: its loop is the same with or without them)
                cards = 0
                for j in range(4 * k, 4 * k + 4):
                    cards |= 1 << pl[j]
                c[13 + (wn[k] & 1)] += trick_bonus(bonus_table, cards, m)
        tp[last & 1] += options[DIX_DE_DER]
        for j in range(32):
            out[j] = pl[j]
        ns_tricks = tk[0] + tk[2]
        ew_tricks = tk[1] + tk[3]
        if ns_tricks == 8 or (options[CAPOT_BY_POINTS] and tp[1] == 0):
            c[8] = 0
        elif ew_tricks == 8 or (options[CAPOT_BY_POINTS] and tp[0] == 0):
            c[8] = 1
        c[9] = last & 1
        c[10] = 1 if tk[t] == 8 else 0
        # -- belote: the king and queen of a belote suit in one starting hand (the engine's
        # kernel), said at random where it must be said
        tm_m = trump_mask[m]
        for suit in range(4):
            pair = belote_pairs[m][suit]
            if pair == 0:
                continue
            held = belote_holder(
                hs, suit, pair, options[BELOTE_KING_FIRST], pl, options[BELOTE_FIRST_CARD], tm_m
            )
            seat = held[0]
            if seat >= 0:  # one seat at most holds the king and queen
                counts = held[1]
                if options[BELOTE_CHANCE]:
                    said = next32(s) < HALF
                    if options[REBELOTE_DRAW] == 1:
                        said = next32(s) < HALF and said
                    elif options[REBELOTE_DRAW] == 2:
                        said = next32(s) < HALF or said
                    counts = counts and said
                if counts:
                    bl[suit] = seat
                    c[11 + (seat & 1)] += 1
        # -- the score (engine/score_kernel.py, the scalar engine's own)
        belote_points = options[BELOTE_POINTS]
        line = score_deal(
            scoring,
            taker & 1,
            m,
            bid,
            c[5],
            tp[0],
            tp[1],
            c[11] * belote_points,
            c[12] * belote_points,
            annonces[i][0],
            annonces[i][1],
            c[13],
            c[14],
            c[8],
            c[9],
            c[10] if bid == options[BID_GENERALE_CODE] else 0,
            carried[i],
            0,
        )
        for j in range(4):  # line NS, line EW, outcome, held
            sc[j] = line[j]


#: This module's kernels, for the compilers.
KERNELS: Final = (
    "rotl",
    "row_of",
    "step",
    "next32",
    "fill",
    "below",
    "seed",
    "shuffle",
    "resolve_annonces",
    "deal_batch",
)
