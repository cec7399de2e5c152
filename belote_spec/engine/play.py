"""The card-play kernels: legal cards (with the reason) and the trick winner, written once.

These are plain functions over card bitsets and the card tables of
:mod:`belote_spec.engine.tables`, in the subset of Python that numba compiles (integers,
tuples, arrays; no closures, dicts or objects). The variant's ``play`` rules enter as a tuple
of integers, :func:`play_rules` (in :data:`PLAY_RULES` order), built once per variant. The
scalar engine (``Game``, records, explanations, the simulator) calls them as Python through
:func:`make_play_kernels`, which binds a variant's tables and rules to them; the batch engine
and the compiled solver compile the very same functions with numba
(:mod:`belote_spec.simulation.batch.jit`). Tables may be tuples of tuples or 2-D arrays: the
kernels index
them as ``table[mode][card]``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from types import FunctionType
from typing import Any, Final, cast

from ..cards import suit_names
from ..i18n import N_, translator
from .tables import TA, CardTables

__all__ = [
    "KERNELS",
    "PLAY_RULES",
    "REASONS",
    "SHORTCUT_RULES",
    "PlayKernels",
    "PlayShortcuts",
    "analyse_trick",
    "kernel_rules",
    "legal_after",
    "make_play_kernels",
    "play_rules",
    "takes",
    "takes_over",
    "trick_winner",
]

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
PLAIN_CLIMB: Final = 12

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
    (
        "play.plain_climb",
        N_("you must follow suit ({suit}) with a card that beats the one holding the trick"),
    ),
)


@dataclass(frozen=True, slots=True)
class PlayShortcuts:
    """What the built-in kernels always answer, for callers that play many cards (the
    simulator): they may skip a call to ``analyse`` or ``winner`` where these facts settle it.
    Built only for a variant whose switches on are all in :data:`SHORTCUT_RULES`.
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
    above: tuple[tuple[int, ...], ...] = ()
    """``above[mode][card]``, the table ``analyse`` was bound with: with ``trump_mask`` and
    ``rules``, what a caller that keeps the card holding the trick itself (with :func:`takes`)
    gives :func:`legal_after` straight away."""
    rules: tuple[int, ...] = ()
    """The play rules ``analyse`` was bound with (:func:`kernel_rules`)."""

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
    rules: tuple[int, ...] | None = None
    """The ``play`` rules the built-in kernels were bound to (:func:`kernel_rules`), for the
    compilers; None for kernels built another way."""

    def legal(self, hand: int, cards: Sequence[int], mode: int) -> int:
        """The legal cards as a bitset."""
        return self.analyse(hand, cards, mode)[0]

    def reason(self, code: int, led_suit: int, *, lang: str = "en") -> tuple[str, str]:
        """(rule path, sentence in ``lang``) for a reason code."""
        path, message = REASONS[code]
        tr = translator(lang)
        return path, tr._(message, suit=suit_names(tr)[led_suit])


#: The ``play`` rules as the kernels read them: the index of each switch in the tuple that
#: :func:`play_rules` builds (1 on, 0 off).
PLAY_RULES: Final = (
    "lead_over",
    "lead_over_unless_partner",
    "trump_always",
    "trump_never",
    "overtrump_required",
    "undertrump_required",
    "undertrump_waived",
    "partner_forbidden",
    "partner_free_if_only_trumps",
    "partner_only_trumps",
    "partner_if_able",
    "ta_climb",
    "plain_climb",
)
R_LEAD_OVER: Final = 0
R_LEAD_OVER_UNLESS_PARTNER: Final = 1
R_TRUMP_ALWAYS: Final = 2
R_TRUMP_NEVER: Final = 3
R_OVERTRUMP_REQUIRED: Final = 4
R_UNDERTRUMP_REQUIRED: Final = 5
R_UNDERTRUMP_WAIVED: Final = 6
R_PARTNER_FORBIDDEN: Final = 7
R_PARTNER_FREE_IF_ONLY_TRUMPS: Final = 8
R_PARTNER_ONLY_TRUMPS: Final = 9
R_PARTNER_IF_ABLE: Final = 10
R_TA_CLIMB: Final = 11
R_PLAIN_CLIMB: Final = 12

#: The switches :class:`PlayShortcuts` were written for. A variant with another switch on
#: (a rule kind added since) gets no shortcuts: its callers ask the kernels for every card,
#: slower, the same cards; so a new rule needs no line here, and may get one later, for speed,
#: with the shortcuts taught what it does.
SHORTCUT_RULES: Final = (
    "lead_over",
    "lead_over_unless_partner",
    "trump_always",
    "trump_never",
    "overtrump_required",
    "undertrump_required",
    "undertrump_waived",
    "partner_forbidden",
    "partner_free_if_only_trumps",
    "partner_only_trumps",
    "partner_if_able",
    "ta_climb",
    "plain_climb",
)

#: The table's switch the kernels read after the ``play`` switches (:func:`kernel_rules`):
#: 1 where the players sit in teams of partners (``table.partnership: facing``), so that the
#: card holding the trick may be the partner's (the card played two places before); 0 where
#: each plays for himself, and no card is ever a partner's.
R_PARTNERS: Final = len(PLAY_RULES)


def play_rules(play: Mapping[str, Any]) -> tuple[int, ...]:
    """The variant's ``play`` rules as the kernels' integer switches (:data:`PLAY_RULES`)."""
    partner = play["partner_master_undertrump"]
    must_trump = play["must_trump"]
    undertrump = play["undertrump"]
    trump_lead = play["trump_lead"]
    values = {
        "lead_over": trump_lead != "any_trump",
        "lead_over_unless_partner": trump_lead == "overtrump_unless_partner_master",
        "trump_always": must_trump == "always",
        "trump_never": must_trump == "never",
        "overtrump_required": play["overtrump"] == "required",
        "undertrump_required": undertrump == "required",
        "undertrump_waived": undertrump == "waived",
        "partner_forbidden": partner in ("forbidden", "forbidden_unless_only_trumps"),
        "partner_free_if_only_trumps": partner == "forbidden_unless_only_trumps",
        "partner_only_trumps": partner == "only_trumps_must_overtrump",
        "partner_if_able": partner == "overtrump_if_able",
        "ta_climb": play["tout_atout_climb"] == "required",
        "plain_climb": play["plain_climb"] == "required",
    }
    return tuple(int(values[name]) for name in PLAY_RULES)


# -- the kernels (numba compiles these very functions: keep to ints, tuples and arrays) --------


def takes(card: int, best: int, pw: Any, tm: int) -> bool:
    """Whether ``card``, played on a trick that ``best`` holds, takes it over: a higher card
    of its suit, or over a plain card a trump (``pw`` and ``tm`` are one mode's row of the
    tables: ``power[mode]``, ``trump_mask[mode]``). The one comparison of cards in the
    package: every engine keeps the card holding a trick with it."""
    if (card >> 3) == (best >> 3):
        return bool(pw[card] > pw[best])
    return bool((tm >> card) & 1)


@lru_cache(maxsize=64)
def takes_over(pw: tuple[int, ...], tm: int) -> tuple[int, ...]:
    """For a mode's row of the tables (``power[mode]`` as a tuple, ``trump_mask[mode]``), the
    bitset of the cards that take a trick over from each card holding it: ``table[best]``,
    :func:`takes` asked of every pair once. For the scalar engines, which keep the card
    holding a trick with one look-up a card (``table[best] >> card & 1``)."""
    return tuple(
        sum(1 << card for card in range(32) if takes(card, best, pw, tm)) for best in range(32)
    )


def trick_winner(cards: Any, mode: int, power: Any, trump_mask: Any) -> int:
    """The position (0 = the leader) of the card holding the trick ``cards`` (one to four
    card indices in play order), card by card with :func:`takes`
    (``power[mode][card]``, ``trump_mask[mode]``)."""
    pw = power[mode]
    tm = trump_mask[mode]
    best = cards[0]
    pos = 0
    for i in range(1, len(cards)):
        c = cards[i]
        if takes(c, best, pw, tm):
            best = c
            pos = i
    return pos


def legal_after(
    hand: int,
    lead: int,
    best: int,
    partner_master: bool,
    mode: int,
    above: Any,
    trump_mask: Any,
    rules: Any,
) -> tuple[int, int]:
    """``(legal cards, reason)`` of ``hand``: on a lead ``lead`` is -1 (and ``best`` too);
    once the trick has a card, ``lead`` is its first card, ``best`` the card holding it,
    ``partner_master`` whether the player's partner holds it; ``rules`` as :func:`play_rules`
    builds them, ``above[mode][card]`` the cards of its suit that beat ``card``. Every
    obligation of the card play is here, the lead's included: each engine asks this function
    for every card, the lead too."""
    if lead < 0:
        # the lead: any card (a rule on the lead goes here)
        return hand, FREE
    tm = trump_mask[mode]
    follow = hand & (0xFF << ((lead >> 3) << 3))
    if follow:
        if tm and (tm >> lead) & 1:
            # trump led: climb over the highest trump (the card holding the trick)
            if not rules[R_LEAD_OVER] or (rules[R_LEAD_OVER_UNLESS_PARTNER] and partner_master):
                return follow, TRUMP_LEAD_ANY
            higher = follow & above[mode][best]
            if higher:
                return higher, TRUMP_LEAD_OVER
            return follow, TRUMP_LEAD_ANY
        if mode == TA and rules[R_TA_CLIMB]:
            higher = follow & above[mode][best]
            if higher:
                return higher, TA_CLIMB
        elif mode != TA and rules[R_PLAIN_CLIMB]:
            # a plain suit followed (at sans atout every suit is plain): beat the card
            # holding the trick if you can; over a trump no card of the suit can
            higher = follow & above[mode][best]
            if higher:
                return higher, PLAIN_CLIMB
        return follow, FOLLOW
    trumps = hand & tm
    if not trumps:
        return hand, FREE
    best_is_trump = (tm >> best) & 1
    partner_forbidden = rules[R_PARTNER_FORBIDDEN]
    free_if_only = rules[R_PARTNER_FREE_IF_ONLY_TRUMPS]
    if partner_master and not rules[R_TRUMP_ALWAYS]:
        if not best_is_trump:
            return hand, FREE
        higher = trumps & above[mode][best]
        if partner_forbidden and not (free_if_only and hand == trumps):
            allowed = (hand & ~tm) | higher
            if allowed and allowed != hand:
                return allowed, PARTNER_NO_UNDERTRUMP
        elif rules[R_PARTNER_ONLY_TRUMPS] and hand == trumps:
            if higher and higher != hand:
                return higher, PARTNER_ONLY_TRUMPS
        elif rules[R_PARTNER_IF_ABLE] and higher:
            allowed = (hand & ~tm) | higher
            if allowed != hand:
                return allowed, PARTNER_NO_UNDERTRUMP
        return hand, FREE
    if rules[R_TRUMP_NEVER]:
        if best_is_trump and rules[R_OVERTRUMP_REQUIRED]:
            higher = trumps & above[mode][best]
            if higher:  # trumping is free, but a trump must go over the opponent's
                return (hand & ~tm) | higher, OVERTRUMP
        return hand, FREE
    if best_is_trump:
        higher = trumps & above[mode][best]
        if partner_master:  # must_trump: always, the partner holds with a trump
            only = hand == trumps
            if partner_forbidden and not (free_if_only and only):
                # no trump under the partner's: a higher one, else a discard if he can
                if higher:
                    return higher, PARTNER_NO_UNDERTRUMP
                if not only:
                    return hand & ~tm, PARTNER_NO_UNDERTRUMP
            if rules[R_PARTNER_IF_ABLE] and higher:
                return higher, PARTNER_NO_UNDERTRUMP
            if rules[R_PARTNER_ONLY_TRUMPS] and higher and only:
                return higher, PARTNER_ONLY_TRUMPS
            return trumps, MUST_TRUMP_OVER_PARTNER
        if higher:
            if rules[R_OVERTRUMP_REQUIRED]:
                return higher, OVERTRUMP
            return trumps, MUST_TRUMP
        if rules[R_UNDERTRUMP_REQUIRED]:
            return trumps, UNDERTRUMP_REQUIRED
        if rules[R_UNDERTRUMP_WAIVED]:
            return hand, FREE
        others = hand & ~tm
        if others:
            return others, UNDERTRUMP_FORBIDDEN
        return trumps, UNDERTRUMP_REQUIRED
    if partner_master:
        return trumps, MUST_TRUMP_OVER_PARTNER
    return trumps, MUST_TRUMP


def analyse_trick(
    hand: int, cards: Any, mode: int, power: Any, above: Any, trump_mask: Any, rules: Any
) -> tuple[int, int]:
    """``(legal cards, reason)`` of ``hand`` on the trick ``cards`` (zero to three card
    indices in play order): :func:`legal_after` on the lead (``lead`` -1), or on the card
    holding the trick (:func:`trick_winner`), the partner's where it was played two places
    before and the table has partners (``rules`` as :func:`kernel_rules` builds them)."""
    n = len(cards)
    if n == 0:
        return legal_after(hand, -1, -1, False, mode, above, trump_mask, rules)
    lead = cards[0]
    if n == 1:  # the lead holds the trick (a call saved: this runs for every card played)
        return legal_after(hand, lead, lead, False, mode, above, trump_mask, rules)
    pos = trick_winner(cards, mode, power, trump_mask)
    partner = pos == n - 2 and rules[R_PARTNERS] != 0
    return legal_after(hand, lead, cards[pos], partner, mode, above, trump_mask, rules)


#: The kernels, for the compilers (:mod:`belote_spec.simulation.batch.jit`): each may call the
#: others.
KERNELS: Final = ("takes", "trick_winner", "legal_after", "analyse_trick")


# -- the scalar engine's binding -----------------------------------------------------------------


def bind(kernel: Callable[..., Any], *tables: Any) -> Callable[..., Any]:
    """``kernel`` itself (the same code) with ``tables`` as the defaults of its last
    parameters: a variant's kernel, called as ``analyse(hand, cards, mode)``, at the cost of
    one Python call (a wrapper or ``functools.partial`` would add a call to every card).

    A kernel whose code takes no such parameters (``*args``: a wrapper, such as the ones a
    mutation run puts in place of each function) gets them by keyword, through
    ``functools.partial``, under the names its signature gives."""
    if kernel.__code__.co_argcount < len(tables):
        import functools
        import inspect

        names = list(inspect.signature(kernel).parameters)[-len(tables) :]
        return functools.partial(kernel, **dict(zip(names, tables, strict=True)))
    return FunctionType(
        kernel.__code__, kernel.__globals__, kernel.__name__, tuple(tables), kernel.__closure__
    )


def kernel_rules(play: Mapping[str, Any], *, partners: bool = True) -> tuple[int, ...]:
    """The tuple the kernels read: the ``play`` switches (:func:`play_rules`, in
    :data:`PLAY_RULES` order) and, at :data:`R_PARTNERS`, whether the table has partners."""
    return (*play_rules(play), int(partners))


def make_play_kernels(
    play: Mapping[str, Any], tables: CardTables, *, partners: bool = True
) -> PlayKernels:
    """Bind the ``play`` rules of a variant and its card tables to the kernels (``partners``:
    whether its players sit in teams of partners, :func:`kernel_rules`)."""
    rules = kernel_rules(play, partners=partners)
    power = tables.power
    trump_masks = tables.trump_mask
    analyse = cast(Analyse, bind(analyse_trick, power, tables.above, trump_masks, rules))
    winner = cast(Winner, bind(trick_winner, power, trump_masks))
    plain_follow = tuple(
        0
        if (rules[R_TA_CLIMB] if mode == TA else rules[R_PLAIN_CLIMB])
        else ((1 << 32) - 1) & ~trump_masks[mode]
        for mode in range(6)
    )
    switches = zip(PLAY_RULES, rules[:R_PARTNERS], strict=True)
    if any(on and name not in SHORTCUT_RULES for name, on in switches):
        return PlayKernels(analyse=analyse, winner=winner, rules=rules)
    shortcuts = PlayShortcuts(
        analyse=analyse,
        winner=winner,
        power=tuple(power),
        trump_mask=tuple(trump_masks),
        plain_follow=plain_follow,
        above=tables.above,
        rules=rules,
    )
    return PlayKernels(analyse=analyse, winner=winner, shortcuts=shortcuts, rules=rules)
