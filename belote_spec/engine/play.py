"""The card-play kernels: legal cards and trick winner, compiled once per variant.

The functions built here are the inner loop of every simulation: they take a hand as a
bitset, the cards already in the trick as a sequence of card indices (in play order) and a
mode index (see :mod:`belote_spec.engine.tables`), and use nothing but integer operations
and table look-ups. The variant's ``play`` rules are read once, when the kernel is built.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from ..cards import SUIT_MASKS, suit_names
from ..i18n import N_, translator
from .tables import TA, CardTables

__all__ = ["REASONS", "PlayKernels", "PlayShortcuts", "make_play_kernels"]

Analyse = Callable[[int, Sequence[int], int], tuple[int, int]]
Winner = Callable[[Sequence[int], int], int]

# Reason codes: why the legal set is what it is (index into REASONS).
FREE: Final = 0
FOLLOW: Final = 1
TRUMP_LEAD_OVER: Final = 2
TRUMP_LEAD_ANY: Final = 3
MUST_TRUMP: Final = 4
OVERTRUMP: Final = 5
UNDERTRUMP_REQUIRED: Final = 6
UNDERTRUMP_FORBIDDEN: Final = 7
PARTNER_NO_UNDERTRUMP: Final = 8
TA_CLIMB: Final = 9
MUST_TRUMP_OVER_PARTNER: Final = 10
PARTNER_ONLY_TRUMPS: Final = 11

#: (rule path, sentence) for each reason, the sentence a message of the catalogs (translated
#: by :meth:`PlayKernels.reason`); ``{suit}`` is the led suit.
REASONS: Final[tuple[tuple[str, str], ...]] = (
    ("", N_("any card may be played")),
    ("play.follow_suit", N_("you must follow suit ({suit})")),
    (
        "play.trump_lead",
        N_("trump was led: you must play a higher trump than those on the table"),
    ),
    ("play.follow_suit", N_("trump was led: you must play a trump")),
    (
        "play.must_trump",
        N_("you have no {suit} and your partner is not master: you must trump"),
    ),
    ("play.overtrump", N_("an opponent has trumped: you must overtrump")),
    (
        "play.undertrump",
        N_("you cannot overtrump: you must still play a lower trump"),
    ),
    (
        "play.undertrump",
        N_("you cannot overtrump: you may not play a lower trump while you hold another suit"),
    ),
    (
        "play.partner_master_undertrump",
        N_("your partner is master with a trump: you may not trump lower than it"),
    ),
    (
        "play.tout_atout_climb",
        N_("at tout atout you must beat the card that holds the trick if you can"),
    ),
    ("play.must_trump", N_("you have no {suit}: you must trump, even over your partner")),
    (
        "play.partner_master_undertrump",
        N_("your partner is master with a trump and you hold only trumps: you must beat it"),
    ),
)


@dataclass(frozen=True, slots=True)
class PlayShortcuts:
    """What the built-in kernels always answer, for callers that play many cards (the
    simulator): they may skip a call to ``analyse`` or ``winner`` where these facts settle it.
    A lead is free (``analyse(hand, [], mode) == (hand, FREE)``); a player who holds neither
    the led suit nor a trump (``trump_mask[mode]``) may play any card; see ``plain_follow``
    for a player who holds the led suit; ``winner`` compares the cards with ``power`` and
    ``trump_mask`` (the card holding the trick so far stays, unless a higher card of its suit
    or, over a plain card, a trump comes).
    Valid only for the very functions they were built with (``analyse`` and ``winner``, checked
    by identity: kernels rebuilt around another ``analyse`` get no shortcuts)."""

    analyse: Analyse
    winner: Winner
    power: tuple[tuple[int, ...], ...]
    """``power[mode][card]``, as ``winner`` compares the cards."""
    trump_mask: tuple[int, ...]
    """``trump_mask[mode]``, as ``winner`` compares the cards."""
    plain_follow: tuple[int, ...]
    """For each mode, the bitset of the led cards after which a player holding the led suit
    may play exactly his cards of that suit (reason ``FOLLOW``): no climbing rule applies."""

    def valid_for(self, kernels: PlayKernels) -> bool:
        """Whether these shortcuts describe ``kernels``."""
        return self.analyse is kernels.analyse and self.winner is kernels.winner


@dataclass(frozen=True, slots=True)
class PlayKernels:
    """The compiled play rules of one variant."""

    analyse: Analyse
    """``analyse(hand, trick_cards, mode) -> (legal_mask, reason)``."""
    winner: Winner
    """``winner(trick_cards, mode) -> position`` (0 = the leader) of the card holding the trick."""
    shortcuts: PlayShortcuts | None = None
    """What the built-in kernels always answer (None for kernels built another way), see
    :class:`PlayShortcuts`."""

    def legal(self, hand: int, cards: Sequence[int], mode: int) -> int:
        """The legal cards as a bitset."""
        return self.analyse(hand, cards, mode)[0]

    def reason(self, code: int, led_suit: int, *, lang: str = "en") -> tuple[str, str]:
        """(rule path, sentence in ``lang``) for a reason code."""
        path, message = REASONS[code]
        tr = translator(lang)
        return path, tr._(message, suit=suit_names(tr)[led_suit])


def make_play_kernels(play: Mapping[str, Any], tables: CardTables) -> PlayKernels:
    """Compile the ``play`` rules of a variant into kernels."""
    power = tables.power
    above = tables.above
    trump_masks = tables.trump_mask
    suit_masks = SUIT_MASKS

    lead_over = play["trump_lead"] != "any_trump"
    lead_over_unless_partner = play["trump_lead"] == "overtrump_unless_partner_master"
    must_trump = play["must_trump"]
    trump_always = must_trump == "always"
    trump_never = must_trump == "never"
    overtrump_required = play["overtrump"] == "required"
    undertrump = play["undertrump"]
    partner_rule = play["partner_master_undertrump"]
    partner_forbidden = partner_rule in ("forbidden", "forbidden_unless_only_trumps")
    partner_free_if_only_trumps = partner_rule == "forbidden_unless_only_trumps"
    partner_only_trumps = partner_rule == "only_trumps_must_overtrump"
    partner_if_able = partner_rule == "overtrump_if_able"
    ta_climb = play["tout_atout_climb"] == "required"

    def winner(cards: Sequence[int], mode: int) -> int:
        pw = power[mode]
        tm = trump_masks[mode]
        best = cards[0]
        pos = 0
        for i in range(1, len(cards)):
            c = cards[i]
            if (c >> 3) == (best >> 3):
                if pw[c] > pw[best]:
                    best, pos = c, i
            elif (tm >> c) & 1:
                best, pos = c, i
        return pos

    def analyse(hand: int, cards: Sequence[int], mode: int) -> tuple[int, int]:
        n = len(cards)
        if n == 0:
            return hand, FREE
        pw = power[mode]
        tm = trump_masks[mode]
        lead = cards[0]
        led = suit_masks[lead >> 3]
        # The card holding the trick: the same loop as ``winner``, inlined because this is
        # the innermost loop of every simulation (a call costs as much as the loop).
        best = lead
        pos = 0
        for i in range(1, n):
            c = cards[i]
            if (c >> 3) == (best >> 3):
                if pw[c] > pw[best]:
                    best, pos = c, i
            elif (tm >> c) & 1:
                best, pos = c, i
        partner_master = pos == n - 2
        follow = hand & led
        if follow:
            if tm and (tm >> lead) & 1:
                # trump led: climb over the highest trump (the card holding the trick)
                if not lead_over or (lead_over_unless_partner and partner_master):
                    return follow, TRUMP_LEAD_ANY
                higher = follow & above[mode][best]
                if higher:
                    return higher, TRUMP_LEAD_OVER
                return follow, TRUMP_LEAD_ANY
            if mode == TA and ta_climb:
                higher = follow & above[mode][best]
                if higher:
                    return higher, TA_CLIMB
            return follow, FOLLOW
        trumps = hand & tm
        if not trumps:
            return hand, FREE
        best_is_trump = (tm >> best) & 1
        if partner_master and not trump_always:
            if not best_is_trump:
                return hand, FREE
            higher = trumps & above[mode][best]
            if partner_forbidden and not (partner_free_if_only_trumps and hand == trumps):
                allowed = (hand & ~tm) | higher
                if allowed and allowed != hand:
                    return allowed, PARTNER_NO_UNDERTRUMP
            elif partner_only_trumps and hand == trumps:
                if higher and higher != hand:
                    return higher, PARTNER_ONLY_TRUMPS
            elif partner_if_able and higher:
                allowed = (hand & ~tm) | higher
                if allowed != hand:
                    return allowed, PARTNER_NO_UNDERTRUMP
            return hand, FREE
        if trump_never:
            if best_is_trump and overtrump_required:
                higher = trumps & above[mode][best]
                if higher:  # trumping is free, but a trump must go over the opponent's
                    return (hand & ~tm) | higher, OVERTRUMP
            return hand, FREE
        if best_is_trump:
            higher = trumps & above[mode][best]
            if partner_master:  # must_trump: always, the partner holds with a trump
                only = hand == trumps
                if partner_forbidden and not (partner_free_if_only_trumps and only):
                    # no trump under the partner's: a higher one, else a discard if he can
                    if higher:
                        return higher, PARTNER_NO_UNDERTRUMP
                    if not only:
                        return hand & ~tm, PARTNER_NO_UNDERTRUMP
                if partner_if_able and higher:
                    return higher, PARTNER_NO_UNDERTRUMP
                if partner_only_trumps and higher and only:
                    return higher, PARTNER_ONLY_TRUMPS
                return trumps, MUST_TRUMP_OVER_PARTNER
            if higher:
                if overtrump_required:
                    return higher, OVERTRUMP
                return trumps, MUST_TRUMP
            if undertrump == "required":
                return trumps, UNDERTRUMP_REQUIRED
            if undertrump == "waived":
                return hand, FREE
            others = hand & ~tm
            if others:
                return others, UNDERTRUMP_FORBIDDEN
            return trumps, UNDERTRUMP_REQUIRED
        return trumps, (MUST_TRUMP_OVER_PARTNER if partner_master else MUST_TRUMP)

    plain_follow = tuple(
        0 if (mode == TA and ta_climb) else ((1 << 32) - 1) & ~trump_masks[mode]
        for mode in range(6)
    )
    shortcuts = PlayShortcuts(
        analyse=analyse,
        winner=winner,
        power=tuple(power),
        trump_mask=tuple(trump_masks),
        plain_follow=plain_follow,
    )
    return PlayKernels(analyse=analyse, winner=winner, shortcuts=shortcuts)
