"""Compiled rules: the query API that applications call.

``variant.compile()`` consults the hooks once and returns :class:`Rules`, which holds the
kernels. Every query below converts its arguments once and then calls a kernel directly.

Conventions: seats are ``"N" "W" "S" "E"`` (play goes N → W → S → E, or N → E → S → W where the
variant plays clockwise, ``table.rotation``: see :attr:`Rules.seating`; partners N–S and E–W);
``trump`` is ``"S" "H" "D" "C"``, ``"SA"`` or ``"TA"``; a card may be a
:class:`~belote_spec.cards.Card` or a code (``"JH"``, ``"V♥"``, ``"valet de cœur"``).

The queries check their arguments: a position or deal that cannot happen (a card twice, a
five-card trick, a mode the variant does not play, card points that do not add up to the pack)
raises :class:`QueryError`, a ``ValueError`` whose message starts with the argument at fault
(:meth:`Rules.score_deal` and :meth:`Rules.contract_value` raise
:class:`~belote_spec.errors.VariantError`, one problem per argument). The fast paths that bots
and the simulator call on bitsets (:meth:`Rules.legal_mask`,
:meth:`Rules.why_illegal_unchecked`, :meth:`Rules.settle_deal`, :meth:`Rules.belote_holders`,
:meth:`Rules.first_leader`) check nothing.

:class:`Rules` pickles (as its variant and the plugins given to ``compile()``, compiled again
when loaded) and a deep copy shares it: it is immutable.
"""

from __future__ import annotations

import importlib
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING, Any

from ..cards import (
    CARDS,
    FULL_DECK,
    SUIT_MASKS,
    Card,
    mask_to_cards,
    parse_trump,
)
from ..errors import Problem, VariantError, did_you_mean
from ..i18n import SHIPPED, _, available_languages, normalize, translator
from ..seating import FOUR, Seating, seating_of
from .annonces import Annonce, AnnonceKernels, Resolution, belote_holder
from .bidding import AuctionSystem, Contract, IllegalAction, PriseSystem
from .deal import Dealer
from .play import (
    FOLLOW,
    MUST_TRUMP,
    MUST_TRUMP_OVER_PARTNER,
    OVERTRUMP,
    PARTNER_NO_UNDERTRUMP,
    PlayKernels,
)
from .query_arguments import (
    _BITS,
    _INDEX_TYPES,
    _MODES_EXPECTED,
    _OUTSIDE,
    _TRUMP_NAMES,
    QueryError,
    _card_held,
    _card_index,
    _card_twice,
    _cards_listed,
    _given,
    _hand_mask,
    _read_hands,
    _read_trick,
    _seat_index,
    _seat_list,
    _waived,
)
from .score_kernel import G_INSTANT, reaches
from .score_kernel import instant_win as _instant_seat
from .scoring import (
    DealScore,
    GameEnd,
    GameEndCheck,
    LineGameEndCheck,
    ScoreLines,
    game_end_params,
    make_contract_value,
    make_line_game_end,
    make_line_scorer,
)
from .scoring import deals_end as _deals_end
from .scoring import instant_win as _instant_win
from .tables import MODE_INDEX, MODES, SA, TA, CardTables

if TYPE_CHECKING:
    import pluggy

    from ..loader import Variant
    from .game import Game

__all__ = ["Declarations", "IllegalPlay", "QueryError", "Rules", "compile_variant"]

_OTHER_TEAM = {"NS": "EW", "EW": "NS"}

CardLike = Card | str | int


class IllegalPlay(IllegalAction):
    """A card the rules forbid; ``rule`` names the rule path, ``reason`` says why (with the
    cards that may be played). ``sentence`` is the reason without the playable cards and
    ``allowed`` their codes (empty for a card not held), for a caller that shows the cards its
    own way."""

    def __init__(
        self,
        reason: str,
        rule: str = "",
        action: str = "",
        *,
        sentence: str = "",
        allowed: tuple[str, ...] = (),
    ) -> None:
        super().__init__(reason, rule, action)
        self.sentence = sentence or reason
        self.allowed = allowed


@dataclass(frozen=True)
class Declarations:
    """Annonces held by each player, and what each team is awarded after resolution."""

    by_seat: Mapping[str, tuple[Annonce, ...]]
    awarded: Mapping[str, int]
    winner: str | None
    belote: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Belote holders: seat → trump suits whose king and queen it holds (reported apart)."""
    cancelled: bool = False
    deal_cancelled: bool = False
    counted: Mapping[str, tuple[Annonce, ...]] = field(default_factory=dict)
    """The annonces of each seat that score (``annonces.resolution``)."""
    seating: Seating = field(default=FOUR, compare=False, repr=False)
    """The table the seats sit at (:attr:`Rules.seating`)."""

    def __getitem__(self, key: str) -> Any:
        if key == "awarded":
            return self.awarded
        if key == "belote":
            return self.belote
        if key == "winner":
            return self.winner
        return self.by_seat[key]

    @property
    def belote_teams(self) -> dict[str, int]:
        """Belotes per team."""
        seating = self.seating
        out = dict.fromkeys(seating.lines, 0)
        for seat, suits in self.belote.items():
            out[seating.line(seating.index[seat])] += len(suits)
        return out


class Rules:
    """A compiled variant. Build it with ``load_variant(...).compile()``."""

    def __init__(
        self,
        variant: Variant,
        *,
        tables: CardTables,
        play: PlayKernels,
        dealer: Dealer,
        bidding: PriseSystem | AuctionSystem,
        annonces: AnnonceKernels,
        belote_suits: Callable[[int], tuple[int, ...]],
        scorer: Callable[..., DealScore],
        game_end: GameEndCheck,
        plugin_manager: pluggy.PluginManager,
        compile_seconds: float = 0.0,
        trick_bonuses: Any = None,
    ) -> None:
        self.variant = variant
        self.tables = tables
        self.play = play
        self.dealer = dealer
        self.bidding = bidding
        self.annonces = annonces
        self.belote_suits = belote_suits
        self.scorer = scorer
        self.end_check = game_end
        self.plugin_manager = plugin_manager
        #: The trick bonuses (``belote_make_trick_bonuses``), or None where none are scored:
        #: the engines ask for a trick's bonus only where this is set.
        self.trick_bonuses: Any = (
            trick_bonuses if trick_bonuses is not None and trick_bonuses.enabled else None
        )
        self.compile_seconds = compile_seconds
        #: Who sits where (:mod:`belote_spec.seating`): the seats in playing order, their score
        #: lines and partners.
        self.seating: Seating = seating_of(variant)
        #: Each for himself (``table.partnership: none``): a deal's score on one line per
        #: player and the end of the game by line; None for two teams (:attr:`scorer`).
        self.line_scorer: ScoreLines | None = None
        self.line_game_end: LineGameEndCheck | None = None
        if self.seating.partnership == "none":
            self.line_scorer = make_line_scorer(
                variant.rule("scoring"),
                variant.rule("belote"),
                int(variant.rule("deck.dix_de_der")),
                self.seating.lines,
            )
            self.line_game_end = make_line_game_end(variant.rule("game_end"), self.seating.lines)
        self.belote_call: str = str(variant.rule("belote.call"))
        #: ``belote.rebelote``: whether the second call (« rebelote ») is ``required``,
        #: ``optional``, or one of the two calls is enough (``either``).
        self.belote_rebelote: str = str(variant.rule("belote.rebelote"))
        self.belote_points: int = int(variant.rule("belote.points"))
        #: Whether the taker of a prise may announce capot before the first lead (in an
        #: auction, capot is bid instead: a contract without a number, ``auction.levels:
        #: none``, is not followed by an announcement).
        self.capot_announce = bool(variant.rule("scoring.capot.announced.enabled")) and (
            variant.rule("bidding.system") == "prise"
        )
        self.belote_king_first = variant.rule("belote.order") == "king_first"
        #: ``belote.first_card: led_followed_or_trumped``: a belote counts only if its first
        #: card is led, follows suit or trumps.
        self.belote_first_card = variant.rule("belote.first_card") == "led_followed_or_trumped"
        #: ``belote_pairs[mode]``: ``(suit, king and queen, the card(s) belote is said with)``
        #: for each belote suit of the mode, worked out once from ``belote_suits``.
        self.belote_pairs: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
            tuple(
                (
                    suit,
                    (1 << (suit * 8 + 6)) | (1 << (suit * 8 + 5)),
                    (1 << (suit * 8 + 6))
                    if self.belote_king_first
                    else (1 << (suit * 8 + 6)) | (1 << (suit * 8 + 5)),
                )
                for suit in belote_suits(mode)
            )
            for mode in range(len(MODES))
        )
        self.capot_by_points = variant.rule("scoring.capot.by") == "points"
        self.generale_bidder_leads = variant.rule("play.generale_lead") == "bidder"
        self._first_lead = str(variant.rule("play.first_lead"))
        self.declaring_optional = bool(variant.rule("annonces.enabled")) and (
            variant.rule("annonces.declaring") == "optional"
        )
        self.illegal_card = str(variant.rule("play.illegal_card"))
        auction = variant.rule("bidding.system") == "auction"
        self._contract_value = make_contract_value(
            variant.rule("scoring"), int(variant.rule("bidding.auction.floor")) if auction else None
        )
        self.last_deal_exact = (
            variant.rule("scoring.rounding.last_deal") == "exact"
            and variant.rule("scoring.rounding.method") != "none"
        )
        self._target = int(variant.rule("game_end.target"))
        self._end_params = game_end_params(variant.rule("game_end"))
        #: Whether some hand wins the whole game at once (``game_end.instant_win``).
        self.instant_wins = bool(self._end_params[G_INSTANT])
        modes = variant.rule("bidding.modes")
        self._modes_played = (
            (0b1111 if modes["suit"] else 0)
            | (1 << SA if modes["sans_atout"] else 0)
            | (1 << TA if modes["tout_atout"] else 0)
        )
        self._compiled_with: tuple[Mapping[str, Any] | None, tuple[str, ...]] = (None, ())

    def __repr__(self) -> str:
        return f"<Rules {self.variant.id}>"

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle as the recipe, not the kernels: the variant and the plugins it was compiled
        with, compiled again on loading (the kernels are closures and the plugin manager holds
        modules, neither of which pickles)."""
        plugins, blocked = self._compiled_with
        if plugins is not None:  # a plugin module (as the plugin tutorial passes) by its name
            plugins = {
                name: _ModuleByName(p.__name__) if isinstance(p, ModuleType) else p
                for name, p in plugins.items()
            }
        return (_recompile, (self.variant, plugins, blocked))

    def __copy__(self) -> Rules:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Rules:
        """A compiled variant is immutable: a deep copy (of a game, by a search bot) shares
        it, as a deep copy of a tuple shares the tuple."""
        return self

    @property
    def modes(self) -> tuple[str, ...]:
        """The contract modes the variant plays (``S H D C``, ``SA``, ``TA``)."""
        return tuple(m for i, m in enumerate(MODES) if (self._modes_played >> i) & 1)

    def _mode(self, trump: object, argument: str = "trump", *, every: bool = False) -> int:
        """The mode index of ``trump``, checked: a trump or mode the variant plays (any of the
        six if ``every``)."""
        mode = MODE_INDEX.get(trump) if isinstance(trump, str) else None
        if mode is None:
            if not isinstance(trump, str):
                raise QueryError(
                    argument, _("{given} is not a trump", given=_given(trump)), _(_MODES_EXPECTED)
                )
            try:
                mode = MODE_INDEX[parse_trump(trump)]
            except ValueError:
                raise QueryError(
                    argument, _("unknown trump {given}", given=_given(trump)), _(_MODES_EXPECTED)
                ) from None
        if not every and not (self._modes_played >> mode) & 1:
            raise QueryError(
                argument,
                _(
                    "{variant} does not play {mode} (bidding.modes)",
                    variant=self.variant.id,
                    mode=_(_TRUMP_NAMES[mode]),
                ),
                _("one of {choices}", choices=", ".join(self.modes)),
            )
        return mode

    def _lang(self, lang: object) -> None:
        if lang in SHIPPED:
            return
        if not isinstance(lang, str) or len(lang) > 40 or normalize(lang) is None:
            expected = " or ".join(repr(code) for code in available_languages())
            raise QueryError(
                "lang",
                _("got {given}", given=_given(lang)),
                _("a language with a catalog: {languages}", languages=expected),
            )

    def belote_holders(
        self, hands: Sequence[int], mode: int, played: Sequence[int]
    ) -> list[tuple[int, int]]:
        """``(seat, suit)`` for each belote held: the king and queen of a belote suit of
        ``mode`` in one of the deal's starting ``hands`` (bit masks by seat). Where the king
        must come first (``belote.order: king_first``), a belote counts only if the king was
        played before the queen (``played``: card indices in the order played); where its first
        card must be led, follow suit or trump (``belote.first_card``), only if it was."""
        out: list[tuple[int, int]] = []
        king_first = self.belote_king_first
        first_card = int(self.belote_first_card)
        tm = self.tables.trump_mask[mode]
        for suit, pair, _said in self.belote_pairs[mode]:
            seat, counts = belote_holder(hands, suit, pair, king_first, played, first_card, tm)
            if counts:
                out.append((seat, suit))
        return out

    def first_leader(self, dealer: int, contract: Contract) -> int:
        """The seat index that leads the first trick (``play.first_lead``; a générale's bidder
        where ``play.generale_lead`` says so)."""
        if contract.bid == "generale" and self.generale_bidder_leads:
            return contract.taker
        if self._first_lead == "dealer":
            return dealer
        if self._first_lead == "taker":
            return contract.taker
        return self.seating.after[dealer]

    # ------------------------------------------------------------------ play queries

    def legal_mask(self, hand: int, cards: Sequence[int], mode: int) -> int:
        """Fast path: legal cards as a bitset, for a hand bitset, trick card indices and a
        mode index (``MODE_INDEX["H"]``). Nothing is checked: the arguments must be a real
        position (the public methods below check theirs)."""
        return self.play.analyse(hand, cards, mode)[0]

    def legal_cards(
        self,
        hand: int | str | Iterable[CardLike],
        trick: Sequence[tuple[str, CardLike]],
        trump: str,
    ) -> list[Card]:
        """The cards of ``hand`` that may be played on ``trick`` (the ``(seat, card)`` pairs
        already played, in order: zero to three) with ``trump``. Raises :class:`QueryError`
        (a ``ValueError``) naming the argument for a position that cannot happen: a card
        twice, a card both in the hand and the trick, a complete trick, seats out of play
        order, a mode the variant does not play."""
        mode = MODE_INDEX.get(trump) if type(trump) is str else None
        if mode is None or not (self._modes_played >> mode) & 1:
            mode = self._mode(trump)
        seating = self.seating
        if type(hand) is int and 0 <= hand <= FULL_DECK and hand.bit_count() <= seating.hand_size:
            mask = hand
        else:
            mask = _hand_mask(hand, most=seating.hand_size)
        _seats, cards = _read_trick(trick, mask, most=seating.players - 1, seating=seating)
        return mask_to_cards(self.play.analyse(mask, cards, mode)[0])

    def explain(
        self,
        hand: int | str | Iterable[CardLike],
        trick: Sequence[tuple[str, CardLike]],
        trump: str,
        card: CardLike,
        *,
        lang: str = "en",
    ) -> IllegalPlay | None:
        """Why ``card`` may not be played here (None if it may). The arguments are checked as
        in :meth:`legal_cards`. ``lang`` is the language of the reason (any language with a
        message catalog: ``"en"``, the default, names the cards by their codes, ``"fr"`` as
        printed on French cards); the :class:`IllegalPlay` also holds the sentence alone
        and the playable cards' codes."""
        mode = self._mode(trump)
        self._lang(lang)
        seating = self.seating
        mask = _hand_mask(hand, most=seating.hand_size)
        _seats, cards = _read_trick(trick, mask, most=seating.players - 1, seating=seating)
        return self._why(mask, cards, mode, _card_index(card, "card"), lang)

    def why_illegal(
        self, hand: int, cards: Sequence[int], mode: int, card: int, lang: str = "en"
    ) -> IllegalPlay | None:
        """:meth:`explain` on bitsets and card indices (used by the game for every refusal).
        The arguments are checked (cheaply): :class:`QueryError` names the one at fault."""
        try:
            trick = 0
            for c in cards:
                trick |= _BITS[c] if c >= 0 else _OUTSIDE  # IndexError, TypeError: not a card
            fine = (
                type(hand) is int
                and type(mode) is int
                and type(card) in _INDEX_TYPES
                and 0 <= card < 32
                and 0 <= mode < 6
                and (self._modes_played >> mode) & 1
                and 0 <= hand <= FULL_DECK
                and trick <= FULL_DECK
                and not trick & hand
                and trick.bit_count() == len(cards) <= 3
                and lang in SHIPPED
            )
        except (IndexError, TypeError):
            fine = False
        if not fine:
            self._check_bitset_query(hand, cards, mode, card)
            self._lang(lang)
        return self._why(hand, cards, mode, card, lang)

    def why_illegal_unchecked(
        self, hand: int, cards: Sequence[int], mode: int, card: int, lang: str = "en"
    ) -> IllegalPlay | None:
        """Fast path: :meth:`why_illegal` without its checks, as :meth:`legal_mask` is for
        :meth:`legal_cards` (for a game's own positions, which are real)."""
        return self._why(hand, cards, mode, card, lang)

    def _check_bitset_query(self, hand: object, cards: object, mode: object, card: object) -> None:
        """Raise the :class:`QueryError` of a bad :meth:`why_illegal` query."""
        if type(hand) is not int or not 0 <= hand <= FULL_DECK:
            raise QueryError(
                "hand", _("got {given}", given=_given(hand)), _("a bitset of the 32 cards")
            )
        if type(card) not in _INDEX_TYPES or not 0 <= card < 32:  # type: ignore[operator]
            raise QueryError("card", _("got {given}", given=_given(card)), _("a card index 0..31"))
        if type(mode) is not int or not 0 <= mode < len(MODES):
            raise QueryError("mode", _("got {given}", given=_given(mode)), _("a mode index 0..5"))
        self._mode(MODES[mode], "mode")
        if isinstance(cards, str) or not isinstance(cards, Sequence):
            raise QueryError(
                "cards", _("got {given}", given=_given(cards)), _("the trick's card indices")
            )
        before = self.seating.players - 1
        if len(cards) > before:
            raise QueryError(
                "cards",
                _("{n} cards", n=len(cards)),
                _("{most} at most (before a card is played)", most=before),
            )
        seen = hand
        for i, c in enumerate(cards):
            if type(c) not in _INDEX_TYPES or not 0 <= c < 32:
                raise QueryError(
                    f"cards[{i}]", _("got {given}", given=_given(c)), _("a card index 0..31")
                )
            if (seen >> c) & 1:
                raise QueryError(
                    f"cards[{i}]", _card_twice(CARDS[c].code, hand, c), _("each card once")
                )
            seen |= 1 << c

    def _why(
        self, hand: int, cards: Sequence[int], mode: int, card: int, lang: str
    ) -> IllegalPlay | None:
        chosen = CARDS[card]
        if not (hand >> card) & 1:
            tr = translator(lang)
            return IllegalPlay(
                tr._("you do not hold {card}", card=_card_held(chosen, tr)), "", chosen.code
            )
        legal, code = self.play.analyse(hand, cards, mode)
        if (legal >> card) & 1:
            return None
        led = cards[0] >> 3 if cards else 0
        if cards and hand & SUIT_MASKS[led] and chosen.suit != led:
            code = FOLLOW  # the card breaks the first obligation: following suit
        elif code in (OVERTRUMP, PARTNER_NO_UNDERTRUMP):
            trumps = self.tables.trump_mask[mode]
            if not (trumps >> card) & 1 and not legal & ~trumps:
                # a discard where only trumps may go: it breaks the duty to trump, not the
                # rule of which trump (overtrump, or over the partner's)
                code = MUST_TRUMP if code == OVERTRUMP else MUST_TRUMP_OVER_PARTNER
        path, text = self.play.reason(code, led, lang=lang)
        tr = translator(lang)
        listed = _cards_listed(tr)
        playable = mask_to_cards(legal)
        shown = " ".join(listed[c] for c in playable)
        return IllegalPlay(
            # TRANSLATORS: {reason} is why the card may not be played, {cards} the playable ones
            tr._("{reason} (allowed: {cards})", reason=text, cards=shown),
            path,
            chosen.code,
            sentence=text,
            allowed=tuple(c.code for c in playable),
        )

    def trick_winner(self, trick: Sequence[tuple[str, CardLike]], trump: str) -> str:
        """The seat that wins (or, for an unfinished trick, holds) the trick: one to four
        ``(seat, card)`` pairs in play order."""
        mode = self._mode(trump)
        seats, cards = _read_trick(trick, 0, most=self.seating.players, seating=self.seating)
        if not cards:
            raise QueryError("trick", _("the trick is empty"), _("one to four (seat, card) pairs"))
        return self.seating.seats[seats[self.play.winner(cards, mode)]]

    def card_points(self, card: CardLike, trump: str) -> int:
        """The points of a card in a contract mode: any of the six, as every variant gives
        the card tables of each (``cards``), even of a mode it does not bid."""
        mode = self._mode(trump, every=True)
        return self.tables.points[mode][_card_index(card, "card")]

    # ------------------------------------------------------------------ annonces

    def declarations(
        self,
        hands: Mapping[str, int | str | Iterable[CardLike]],
        trump: str,
        *,
        unshown: Iterable[str] = (),
        silent: Iterable[str] = (),
        waived: Mapping[str, str] | None = None,
        first: str = "N",
    ) -> Declarations:
        """The annonces each player holds in ``hands`` (``{seat: cards}``), resolved as
        ``annonces.resolution`` says (by default only the best team scores, ties cancel).
        Belote is reported apart, in ``belote``.

        ``unshown`` lists the seats that declared annonces but failed to show them: their
        points do not count, or go to the opponents, as ``annonces.unshown`` says. ``silent``
        lists the seats that kept their annonces to themselves, where the variant allows it
        (``annonces.declaring: optional``): they are left out before the comparison. ``waived``
        maps a seat to the one annonce it kept to itself while declaring the others, named
        as the action ``CARD+silent:NAME`` names it (``{"S": "carre-7"}``, ``{"N":
        "tierce-KH"}``; a seat's names are in ``rules.annonces.declarable``). ``first``
        is the seat that leads the first trick, the order in which players declare (it decides
        equal annonces where ``annonces.still_tied`` is ``first_declared``)."""
        mode = self._mode(trump)
        seating = self.seating
        seats = seating.seats
        lead = _seat_index(first, "first", seating)
        masks = _read_hands(hands, seating)
        quiet = set(_seat_list(silent, "silent", seating))
        failed_seats = _seat_list(unshown, "unshown", seating)
        kept_back = _waived(waived, seating)
        if (quiet or kept_back) and not self.declaring_optional:
            raise ValueError(
                f"{self.variant.id} does not let a player keep his annonces to himself "
                "(annonces.declaring: required)"
            )
        for index, name in kept_back.items():
            names = self.annonces.declarable(masks[index], mode)
            if name not in names:
                raise QueryError(
                    f"waived[{seats[index]!r}]",
                    _("{seat} holds no annonce {name}", seat=seats[index], name=_given(name)),
                    ", ".join(names) or _("nothing: that seat holds no annonce"),
                )
        keep = {i: n for i, n in kept_back.items() if i not in quiet}
        keeping: dict[str, Any] = {"waived": keep} if keep else {}
        res = self.annonces.resolve(
            [0 if i in quiet else m for i, m in enumerate(masks)],
            mode,
            lead,
            lines=seating.lines,
            **keeping,
        )
        awarded = dict(res.awarded)
        rule = self.variant.rule("annonces.unshown")
        # a seat fails to show only the annonces it had to show: those that score
        failed = {index for index in failed_seats if res.counts(index)}
        if failed and rule == "void":
            # A void annonce does not exist: the annonces are compared again without it, so
            # the next best (the partner's, or the other team's) decides.
            shown = [0 if i in failed or i in quiet else m for i, m in enumerate(masks)]
            again = self.annonces.resolve(shown, mode, lead, lines=seating.lines, **keeping)
            awarded = dict(again.awarded)
            res = Resolution(
                res.by_seat,
                again.awarded,
                again.winner,
                cancelled=again.cancelled,
                deal_cancelled=again.deal_cancelled,
                best=again.best,
                counted=again.counted,
            )
        elif failed:
            for index in failed:
                team = seating.line(index)
                points = sum(a.points for a in res.counts(index))
                awarded[team] -= points
                awarded[_OTHER_TEAM[team]] += points
        belote: dict[str, tuple[str, ...]] = {}
        for suit in self.belote_suits(mode):
            pair = (1 << (suit * 8 + 6)) | (1 << (suit * 8 + 5))
            for i, m in enumerate(masks):
                if m & pair == pair:
                    belote[seats[i]] = (*belote.get(seats[i], ()), MODES[suit])
        return Declarations(
            by_seat={seats[i]: res.by_seat[i] for i in range(seating.players)},
            awarded=awarded,
            winner=res.winner,
            belote=belote,
            cancelled=res.cancelled,
            deal_cancelled=res.deal_cancelled,
            counted={seats[i]: res.counts(i) for i in range(seating.players)},
            seating=seating,
        )

    # ------------------------------------------------------------------ scoring

    def score_deal(
        self,
        contract: Mapping[str, Any],
        points: Mapping[str, int],
        *,
        belote: Any = None,
        declarations: Mapping[str, int] | None = None,
        capot: str | None = None,
        carried: int = 0,
        tricks: Mapping[str, int] | None = None,
        last_trick: str | None = None,
        exact: bool = False,
        trick_bonuses: Mapping[str, int] | None = None,
    ) -> DealScore:
        """One deal's line on the score sheet (see :class:`DealScore`).

        ``contract`` is ``{"taker": "NS"|"EW", "trump": ..., "bid": None|int|"capot"|"generale",
        "contre": 0|1|2}`` (a générale also needs ``"seat"``, the bidder); ``points`` each
        team's raw card points with the dix de der; ``declarations`` the annonce points
        awarded to each team; ``belote`` the team holding it (or a list of teams, or
        ``{team: points}``); ``capot`` the team that took every trick; ``carried`` points
        held from an earlier litige; ``tricks`` the tricks each seat won (``{"N": 8, ...}``,
        needed for a générale); ``last_trick`` the team that won the last trick (needed
        where the dix de der is added after scaling); ``exact`` counts the deal without
        rounding (the last deal, where ``scoring.rounding.last_deal`` is ``exact``);
        ``trick_bonuses`` each team's trick bonuses (``{"NS": 40, "EW": 0}``), where the
        variant scores them (``rules.trick_bonuses``); ignored where it scores none, as a belote
        is where it has none."""
        if not isinstance(points, Mapping):  # None would mean "not checked" below
            wrong = Problem(
                "<score_deal>",
                0,
                0,
                "points",
                _("got {given}", given=type(points).__name__),
                _("each team's card points, {'NS': 81, 'EW': 81}"),
            )
            problems = [*_check_contract(contract, None), wrong]
        else:
            problems = _check_contract(contract, points)
        if isinstance(contract, Mapping) and not _check_contract(contract, None):
            problems += self._check_possible(contract, None, None, None, None)
        problems += _check_extras(belote, declarations, capot, carried)
        if trick_bonuses is not None and (
            not isinstance(trick_bonuses, Mapping)
            or any(k not in ("NS", "EW") or not _whole(v) for k, v in trick_bonuses.items())
        ):
            problems.append(
                Problem(
                    "<score_deal>",
                    0,
                    0,
                    "trick_bonuses",
                    _("got {given}", given=repr(trick_bonuses)),
                    _("{'NS': points, 'EW': points}"),
                )
            )
        if isinstance(contract, Mapping):
            problems += _check_more(contract, tricks, last_trick, self.seating)
        if not problems:
            problems = self._check_possible(contract, points, capot, tricks, last_trick)
        if problems:
            raise VariantError(problems)
        mode = MODE_INDEX[parse_trump(str(contract["trump"]))]
        if isinstance(declarations, Declarations):
            declarations = declarations.awarded
        if capot is None:
            won = [0, 0]
            seating = self.seating
            for seat, n in (tricks or {}).items():
                won[seating.line_of[seating.index[seat]]] += int(n)
            capot = self.capot_team(won, [int(points["NS"]), int(points["EW"])])
        more: dict[str, Any] = {}
        if self.trick_bonuses is not None:  # a variant without them scores none, as a belote
            more["trick_bonuses"] = trick_bonuses or {"NS": 0, "EW": 0}
        try:
            return self.scorer(
                contract,
                points,
                mode=mode,
                belote=belote,
                declarations=declarations,
                capot=capot,
                carried=carried,
                tricks=tricks,
                last_trick=last_trick,
                exact=exact,
                **more,
            )
        except ValueError as exc:
            raise VariantError(
                [Problem("<score_deal>", 0, 0, "last_trick", str(exc), "NS or EW")]
            ) from None

    def settle_deal(
        self,
        before: Mapping[str, int],
        target: int | None,
        contract: Mapping[str, Any],
        points: Mapping[str, int],
        *,
        score: DealScore | None = None,
        **extras: Any,
    ) -> tuple[DealScore, GameEnd]:
        """Score a played deal and check the end of the game, as the game does: ``before``
        is each team's total before the deal. Where the variant counts the last deal exactly
        (``scoring.rounding.last_deal: exact``), a deal that takes a team to the target,
        counted rounded or exactly, may end the game: it is counted exactly, and the game
        ends only if that exact count ends it (otherwise the exact line stands and the game
        goes on, so that no total at the target is ever a rounded one). ``extras`` are the
        scorer's keywords (``mode``, ``belote``, ``declarations``, ``capot``, ``carried``,
        ``tricks``, ``last_trick``); ``score`` is the deal's score when the caller already
        has it from the same arguments (it is then not computed again). A fast path for the
        game and the simulator: nothing is checked (:meth:`score_deal` checks a deal)."""
        if "mode" not in extras:
            extras["mode"] = MODE_INDEX[parse_trump(str(contract["trump"]))]
        if score is None:
            score = self.scorer(contract, points, **extras)
        return self.settle_scored(
            before, target, score, lambda: self.scorer(contract, points, exact=True, **extras)
        )

    def settle_scored(
        self,
        before: Mapping[str, int],
        target: int | None,
        score: DealScore,
        exact: Callable[[], DealScore],
    ) -> tuple[DealScore, GameEnd]:
        """:meth:`settle_deal` of a deal already scored (``score``), ``exact`` giving its
        exact count, asked only where the variant counts the last deal exactly: the game's
        entry, which builds the scorer's mappings only then."""
        if self.last_deal_exact:
            counted = exact()
            goal = self._target if target is None else target
            ns, ew = before["NS"], before["EW"]
            g = self._end_params
            if reaches(g, ns, ew, score.NS, score.EW, goal) or reaches(
                g, ns, ew, counted.NS, counted.EW, goal
            ):
                return counted, self.end_check(before, counted, target)
        return score, self.end_check(before, score, target)

    def deals_end(self, before: Mapping[str, int], deal: DealScore, deals: int) -> GameEnd | None:
        """Where the variant plays a fixed number of deals (``game_end.deals``): the end of
        the game after ``deal``, the ``deals``-th deal scored (``before``: the totals before
        it), once the end-of-game check has let the game go on; None while it goes on (the
        higher total wins after the last deal, equal totals are settled by ``game_end.tie``)."""
        return _deals_end(self._end_params, before, deal, deals)

    def instant_win_seat(self, hands: Sequence[int], dealer: int) -> int:
        """The seat (0..3) whose hand, among ``hands`` (the bitsets of N, W, S, E, eight
        cards each; ``dealer`` a seat index), wins the whole game at once
        (``game_end.instant_win``), or -1."""
        h = hands
        after = self.seating.after[dealer]
        return int(_instant_seat(self._end_params, h[0], h[1], h[2], h[3], after))

    def instant_win(
        self, hands: Sequence[int], dealer: int, totals: Mapping[str, int] | None = None
    ) -> GameEnd | None:
        """Where the variant has hands that win the whole game at once
        (``game_end.instant_win``): the end of the game when ``hands`` (the bitsets of N, W,
        S, E, eight cards each, as soon as every hand is complete; ``dealer`` a seat index)
        hold one, won by its holder's team; None otherwise. ``totals``: the score before the
        deal (0 each if not given), whose difference the result reports."""
        return _instant_win(
            self._end_params, hands, dealer, totals or {"NS": 0, "EW": 0}, self.seating.seats
        )

    def game_end(
        self,
        totals: Mapping[str, int],
        deal: DealScore | str | None = None,
        target: int | None = None,
    ) -> GameEnd:
        """Whether the game ends. With a deal's :class:`DealScore`, ``totals`` are the totals
        *before* that deal and every end-of-game rule sees the deal (its capot, its belote, a
        failed contract). The older form ``game_end(totals_after, capot_loser, target)`` takes
        the totals after the deal and only the team put capot, if any."""
        if not isinstance(totals, Mapping) or any(
            isinstance(totals.get(t), bool) or not isinstance(totals.get(t), int)
            for t in ("NS", "EW")
        ):
            raise QueryError(
                "totals", _("got {given}", given=_given(totals)), _("{'NS': points, 'EW': points}")
            )
        if target is not None and (
            isinstance(target, bool) or not isinstance(target, int) or target < 1
        ):
            raise QueryError(
                "target",
                _("got {given}", given=_given(target)),
                _("None or a whole number, 1 or more"),
            )
        if isinstance(deal, DealScore):
            return self.end_check(totals, deal, target)
        if deal not in (None, "NS", "EW"):
            raise QueryError(
                "deal",
                _("got {given}", given=_given(deal)),
                "a DealScore, or the team put capot (NS, EW) or None",
            )
        capot = None if deal is None else ("EW" if deal == "NS" else "NS")
        return self.end_check(totals, DealScore(0, 0, "made", capot=capot), target)

    def capot_team(self, tricks: Sequence[int], points: Sequence[int]) -> str | None:
        """The team that made a capot, from each team's tricks and raw card points (NS, EW):
        every trick, or, where a capot is counted on points, every card point."""
        if len(tricks) != 2 or len(points) != 2:
            raise QueryError(
                "tricks" if len(tricks) != 2 else "points",
                _("got {given}", given=_given(tricks if len(tricks) != 2 else points)),
                "two numbers: NS, then EW",
            )
        for i, team in enumerate(("NS", "EW")):
            if tricks[i] == self.seating.hand_size or (self.capot_by_points and points[1 - i] == 0):
                return team
        return None

    def contract_value(self, contract: Mapping[str, Any]) -> int:
        """What a contract (``{"bid": ..., "trump": ...}``, trump ``S`` if left out) is
        worth in the score."""
        if isinstance(contract, Mapping) and "trump" not in contract:
            contract = {**contract, "trump": "S"}
        problems = _check_contract(contract, None, whole=False)
        if not problems:
            problems = self._check_possible(contract, None, None, None, None)
        if problems:
            raise VariantError(problems)
        mode = MODE_INDEX[parse_trump(str(contract["trump"]))]
        return self._contract_value(contract.get("bid"), mode)

    def _check_possible(
        self,
        contract: Mapping[str, Any],
        points: Mapping[str, int] | None,
        capot: str | None,
        tricks: Mapping[str, int] | None,
        last_trick: str | None,
    ) -> list[Problem]:
        """What makes a well-formed deal impossible in this variant: a mode it does not play,
        a bid or contre its bidding cannot produce, card points that do not add up to the
        pack, tricks or a capot that contradict the points."""
        out: list[Problem] = []

        def bad(path: str, message: str, expected: str) -> None:
            out.append(Problem("<score_deal>", 0, 0, path, message, expected))

        name = self.variant.id
        mode = MODE_INDEX[parse_trump(str(contract["trump"]))]
        if not (self._modes_played >> mode) & 1:
            bad(
                "contract.trump",
                _(
                    "{variant} does not play {mode} (bidding.modes)",
                    variant=name,
                    mode=_(_TRUMP_NAMES[mode]),
                ),
                _("one of {choices}", choices=", ".join(self.modes)),
            )
        bid = contract.get("bid")
        contre = contract.get("contre") or 0
        system = self.bidding
        if isinstance(system, AuctionSystem):
            specials = [
                b for b, on in (("capot", system.capot), ("generale", system.generale)) if on
            ]
            numbers = system.values if system.levels == "numbers" else (None,)
            if bid not in numbers and bid not in specials:
                shown = repr(None) if system.levels == "none" else _bid_list(system.values)
                bad(
                    "contract.bid",
                    _("{variant} has no bid {bid} (bidding.auction)", variant=name, bid=repr(bid)),
                    # TRANSLATORS: between the bids a variant offers ("80, 90 ... 160 or 'capot'")
                    _(" or ").join([shown, *(repr(b) for b in specials)]),
                )
            most = (2 if system.surcontre else 1) if system.contre else 0
        else:
            allowed: list[Any] = [None, "capot"] if self.capot_announce else [None]
            if bid not in allowed:
                bad(
                    "contract.bid",
                    _(
                        "{variant} bids by prise (bidding.system: prise): a contract has no bid "
                        "{bid}",
                        variant=name,
                        bid=repr(bid),
                    ),
                    _("None or 'capot' (announced capot)") if self.capot_announce else "None",
                )
            most = 0
        if contre > most:
            levels = (
                _("no contre"),
                _("0 or 1 (contre)"),
                _("0, 1 (contre) or 2 (surcontre)"),
            )
            bad(
                "contract.contre",
                _("{variant} has no contre level {level}", variant=name, level=contre),
                levels[most],
            )
        if points is None:
            return out
        total = self.tables.deck_points[mode] + self.tables.dix_de_der
        given = int(points["NS"]) + int(points["EW"])
        if given != total:
            bad(
                "points",
                _(
                    "NS {ns} + EW {ew} = {given} card points",
                    ns=points["NS"],
                    ew=points["EW"],
                    given=given,
                ),
                _(
                    "{total} in all ({mode}: the pack and the dix de der)",
                    total=total,
                    mode=_(_TRUMP_NAMES[mode]),
                ),
            )
            return out
        if capot is not None and int(points[_OTHER_TEAM[capot]]) != 0:
            bad(
                "capot",
                _(
                    "{capot} took every trick but {other} has {points} card points",
                    capot=capot,
                    other=_OTHER_TEAM[capot],
                    points=points[_OTHER_TEAM[capot]],
                ),
                _("0 card points for {other}", other=_OTHER_TEAM[capot]),
            )
        if last_trick is not None and int(points[last_trick]) < self.tables.dix_de_der:
            bad(
                "last_trick",
                _(
                    "{team} won the last trick but has {points} card points",
                    team=last_trick,
                    points=points[last_trick],
                ),
                _("at least the dix de der ({dix})", dix=self.tables.dix_de_der),
            )
        if tricks is not None:
            won = {"NS": 0, "EW": 0}
            seating = self.seating
            for seat, count in tricks.items():
                won[seating.line(seating.index[seat])] += count
            for team in ("NS", "EW"):
                if won[team] == 0 and int(points[team]) != 0:
                    bad(
                        "tricks",
                        _(
                            "{team} won no trick but has {points} card points",
                            team=team,
                            points=points[team],
                        ),
                        _("tricks that agree with the points"),
                    )
            if capot is not None and won[capot] != seating.hand_size and not self.capot_by_points:
                bad(
                    "tricks",
                    _("capot is {team} but {team} won {n} tricks", team=capot, n=won[capot]),
                    _("8 tricks for the team that made the capot"),
                )
        return out

    def misdeal(self, dealer: str) -> dict[str, Any]:
        """What a first misdeal by ``dealer``, found before any bid, costs: the score line and
        who deals next (see :meth:`misdeal_ruling` for repeated and late misdeals)."""
        ruling = self.misdeal_ruling(dealer)
        return {"line": ruling["line"], "next_dealer": ruling["next_dealer"]}

    def misdeal_ruling(
        self,
        dealer: str,
        *,
        count: int = 1,
        after_bid: bool = False,
        last_bid: int | str | None = None,
        mode: int | None = None,
    ) -> dict[str, Any]:
        """What a misdeal by ``dealer`` costs: the score line, who deals next, the seats
        barred from bidding in the next deal and the penalty applied. ``count`` is its rank
        among misdeals in a row by the same dealer (1 for the first); ``after_bid`` says an
        opponent of the dealer had already bid (``last_bid`` the last bid, for
        ``add_contract``)."""
        seating = self.seating
        seats = seating.seats
        seat = _seat_index(dealer, "dealer", seating)
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            raise QueryError(
                "count", _("got {given}", given=_given(count)), _("a whole number, 1 or more")
            )
        if not isinstance(after_bid, bool):
            raise QueryError(
                "after_bid", _("got {given}", given=_given(after_bid)), _("True or False")
            )
        if mode is not None and (type(mode) is not int or not 0 <= mode < len(MODES)):
            raise QueryError(
                "mode", _("got {given}", given=_given(mode)), _("None or a mode index 0..5")
            )
        if mode is not None:
            self._mode(MODES[mode], "mode")
        if last_bid is not None:
            try:
                self.contract_value({"bid": last_bid, "trump": MODES[mode or 0]})
            except VariantError:
                raise QueryError(
                    "last_bid",
                    _(
                        "{variant} has no bid {given}",
                        variant=self.variant.id,
                        given=_given(last_bid),
                    ),
                    _("a bid of the variant"),
                ) from None
        rule = self.variant.rule("deal.misdeal")
        ladder = [
            {"penalty": rule["penalty"], "points": rule["points"], "barred": rule["barred"]},
            *rule["repeated"],
        ]
        step = dict(ladder[min(max(count, 1), len(ladder)) - 1])
        late = rule["after_bid"]
        if after_bid and late["applies"]:
            points = int(late["points"])
            if late["add_contract"] and last_bid is not None:
                points += self._contract_value(last_bid, 0 if mode is None else mode)
            step = {"penalty": "opponents_score", "points": points, "barred": "none"}
        line = dict.fromkeys(seating.lines, 0)
        if step["penalty"] == "opponents_score":
            line[seating.line(seating.after[seat])] = int(step["points"])
            next_dealer = seats[self.dealer.next_dealer(seat)]
        else:
            next_dealer = seats[seat]
        barred = {
            "none": [],
            "dealer": [seats[seat]],
            "dealer_team": [seats[seat], seats[seating.partner[seat]]],
        }[step["barred"]]
        return {
            "line": line,
            "next_dealer": next_dealer,
            "barred": barred,
            "penalty": step["penalty"],
        }

    # ------------------------------------------------------------------ games

    def new_game(
        self,
        seed: int | None = None,
        dealer: str | None = None,
        *,
        target: int | None = None,
    ) -> Game:
        """A new game. ``seed`` fixes every shuffle and cut; ``dealer`` the first dealer
        (otherwise chosen by the variant's rule); ``target`` one of the allowed targets."""
        from .game import Game

        return Game(self, seed=seed, dealer=dealer, target=target)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _check_extras(belote: Any, declarations: Any, capot: Any, carried: Any) -> list[Problem]:
    out: list[Problem] = []

    def bad(path: str, message: str, expected: str) -> None:
        out.append(Problem("<score_deal>", 0, 0, path, message, expected))

    teams = ("NS", "EW")
    if capot not in (None, *teams):
        bad("capot", _("got {given}", given=repr(capot)), _("None, NS or EW"))
    if belote is not None:
        if isinstance(belote, str):
            holders: list[Any] = [belote]
        elif isinstance(belote, Mapping):
            holders = list(belote)
            if not all(_whole(v) for v in belote.values()):
                bad(
                    "belote",
                    _("got {given}", given=repr(dict(belote))),
                    _("points as whole numbers, 0 or more"),
                )
        elif isinstance(belote, list | tuple | set | frozenset):
            holders = list(belote)
        else:
            holders = [belote]  # refused just below, by name
        if any(not isinstance(team, str) or team not in teams for team in holders):
            bad(
                "belote",
                _("got {given}", given=repr(belote)),
                _("a team (NS or EW), a list of teams, or {team: points}"),
            )
    plain = declarations is not None and not isinstance(declarations, Declarations)
    if plain and (
        not isinstance(declarations, Mapping)
        or any(k not in teams or not _whole(v) for k, v in declarations.items())
    ):
        bad(
            "declarations",
            _("got {given}", given=repr(declarations)),
            _("{'NS': points, 'EW': points}"),
        )
    if not _whole(carried):
        bad(
            "carried",
            _("got {given}", given=repr(carried)),
            _("a whole number of points, 0 or more"),
        )
    return out


def _check_more(
    contract: Mapping[str, Any], tricks: Any, last_trick: Any, seating: Seating = FOUR
) -> list[Problem]:
    out: list[Problem] = []

    def bad(path: str, message: str, expected: str) -> None:
        out.append(Problem("<score_deal>", 0, 0, path, message, expected))

    if last_trick not in (None, "NS", "EW"):
        bad("last_trick", _("got {given}", given=repr(last_trick)), _("None, NS or EW"))
    if tricks is not None:
        if not isinstance(tricks, Mapping) or any(
            k not in seating.seats or not _whole(v) for k, v in tricks.items()
        ):
            bad(
                "tricks",
                _("got {given}", given=repr(tricks)),
                _("{seat: tricks won}, seats N, W, S, E"),
            )
        elif sum(tricks.values()) != seating.hand_size:
            bad(
                "tricks",
                _("the seats won {n} tricks", n=sum(tricks.values())),
                _("8 tricks in all"),
            )
    seat = contract.get("seat")
    if seat is not None and seat not in seating.seats:
        bad("contract.seat", _("got {given}", given=repr(seat)), _("N, W, S or E"))
    elif seat is not None and seating.line(seating.index[seat]) != contract.get("taker"):
        bad(
            "contract.seat",
            _("{seat} does not play for {team}", seat=seat, team=contract.get("taker")),
            _("a taker's seat"),
        )
    if contract.get("bid") == "generale" and (seat is None or tricks is None):
        bad(
            "contract.seat",
            _("a générale needs the bidder's seat and the tricks of each seat"),
            _("contract['seat'] and tricks={seat: n}"),
        )
    return out


#: The keys a contract given to :meth:`Rules.score_deal` may have.
CONTRACT_KEYS = ("taker", "trump", "bid", "contre", "seat")


def _check_contract(contract: Any, points: Any, *, whole: bool = True) -> list[Problem]:
    """The problems of a contract and, unless ``points`` is None, of the teams' card points.
    Only its bid and trump are checked when ``whole`` is false (for its value alone)."""
    keys = CONTRACT_KEYS
    out: list[Problem] = []

    def bad(path: str, message: str, expected: str, hint: str | None = None) -> None:
        out.append(Problem("<score_deal>", 0, 0, path, message, expected, hint))

    if not isinstance(contract, Mapping):
        bad(
            "contract",
            _("got {given}", given=repr(contract)),
            _("a mapping such as {'taker': 'NS', 'trump': 'H'}"),
        )
        return out
    for key in contract:
        if key not in keys:
            bad(
                f"contract.{key}",
                _("unknown key {key}", key=repr(key)),
                _("one of {choices}", choices=", ".join(keys)),
                did_you_mean(str(key), keys),
            )
    if whole and contract.get("taker") not in ("NS", "EW"):
        bad("contract.taker", _("got {given}", given=repr(contract.get("taker"))), _("NS or EW"))
    try:
        parse_trump(str(contract.get("trump")))
    except ValueError:
        bad(
            "contract.trump",
            _("got {given}", given=repr(contract.get("trump"))),
            _("S, H, D, C, SA or TA"),
        )
    bid = contract.get("bid")
    if bid is not None and bid not in ("capot", "generale") and not _whole(bid):
        bad(
            "contract.bid",
            _("got {given}", given=repr(bid)),
            _("None, a whole number, 'capot' or 'generale'"),
        )
    contre = contract.get("contre", 0)
    if whole and (isinstance(contre, bool) or contre not in (0, 1, 2, None)):
        bad("contract.contre", _("got {given}", given=repr(contre)), _("0, 1 or 2"))
    if points is None:
        return out
    for team in ("NS", "EW"):
        value = points.get(team) if isinstance(points, Mapping) else None
        if not _whole(value):
            bad(
                f"points.{team}",
                _("got {given}", given=repr(value)),
                _("a whole number of points, 0 or more"),
            )
    return out


def _bid_list(values: Sequence[int]) -> str:
    """The numeric bids, shortly: ``80, 90 ... 160 (every 10)``."""
    if len(values) <= 4:
        return ", ".join(str(v) for v in values)
    step = values[-1] - values[-2]
    return _(
        "{first}, {second} ... {last} (every {step})",
        first=values[0],
        second=values[1],
        last=values[-1],
        step=step,
    )


@dataclass(frozen=True)
class _ModuleByName:
    """A plugin module in a pickle: imported again by its name on loading."""

    name: str


def _recompile(
    variant: Variant, plugins: Mapping[str, Any] | None, blocked: tuple[str, ...]
) -> Rules:
    """Compile ``variant`` again (unpickling :class:`Rules`)."""
    if plugins is not None:
        plugins = {
            name: importlib.import_module(p.name) if isinstance(p, _ModuleByName) else p
            for name, p in plugins.items()
        }
    return compile_variant(variant, plugins=plugins, blocked=blocked)


def compile_variant(
    variant: Variant,
    *,
    plugins: Mapping[str, Any] | None = None,
    blocked: Iterable[str] = (),
) -> Rules:
    """Consult the hooks once and build the kernels of ``variant``.

    ``plugins`` registers plugin objects by name (the variant must still enable them in
    ``rules.plugins``); ``blocked`` leaves named plugins out."""
    from ..pluginmanager import make_plugin_manager

    start = time.perf_counter()
    pm = make_plugin_manager(
        variant.rule("plugins"),
        extra=plugins,
        blocked=blocked,
        variant_name=variant.id,
        locate=variant.locate,
    )
    hook = pm.hook
    tables = hook.belote_make_card_tables(variant=variant)
    kernels = {
        "tables": tables,
        "play": hook.belote_make_play(variant=variant, tables=tables),
        "dealer": hook.belote_make_dealer(variant=variant),
        "bidding": hook.belote_make_bidding(variant=variant),
        "annonces": hook.belote_make_annonces(variant=variant),
        "belote_suits": hook.belote_make_belote(variant=variant),
        "trick_bonuses": hook.belote_make_trick_bonuses(variant=variant),
        "scorer": hook.belote_make_scorer(variant=variant, tables=tables),
        "game_end": hook.belote_make_game_end(variant=variant),
    }
    missing = [name for name, kernel in kernels.items() if kernel is None]
    if missing:
        raise VariantError(
            [
                Problem(
                    *variant.locate(("plugins",)),
                    "plugins",
                    _("no plugin provides the {phase} phase", phase=name),
                    _("a plugin implementing it, or do not block the built-in one"),
                )
                for name in missing
            ]
        )
    rules = Rules(
        variant,
        plugin_manager=pm,
        compile_seconds=time.perf_counter() - start,
        **kernels,
    )
    rules._compiled_with = (dict(plugins) if plugins else None, tuple(blocked))
    hook.belote_compiled(variant=variant, rules=rules)
    return rules
