"""Compiled rules: the query API that applications call.

``variant.compile()`` consults the hooks once and returns :class:`Rules`, which holds the
kernels. Every query below converts its arguments once and then calls a kernel directly.

Conventions: seats are ``"N" "W" "S" "E"`` (play goes N → W → S → E; partners N–S and E–W);
``trump`` is ``"S" "H" "D" "C"``, ``"SA"`` or ``"TA"``; a card may be a
:class:`~belote_spec.cards.Card` or a code (``"JH"``, ``"V♥"``, ``"valet de cœur"``).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..cards import (
    CARDS,
    SEATS,
    SUIT_MASKS,
    Card,
    cards_to_mask,
    mask_to_cards,
    parse_card,
    parse_seat,
    parse_trump,
)
from ..errors import Problem, VariantError, did_you_mean
from .annonces import Annonce, AnnonceKernels, Resolution
from .bidding import AuctionSystem, Contract, IllegalAction, PriseSystem
from .deal import Dealer
from .play import FOLLOW, PlayKernels
from .scoring import DealScore, GameEnd, GameEndCheck, make_contract_value
from .tables import MODE_INDEX, MODES, CardTables

if TYPE_CHECKING:
    import pluggy

    from ..loader import Variant
    from .game import Game

__all__ = ["Declarations", "IllegalPlay", "Rules", "compile_variant"]

_SEAT_INDEX: dict[str, int] = {s: i for i, s in enumerate(SEATS)}
_TEAM_OF_INDEX = ("NS", "EW", "NS", "EW")

CardLike = Card | str | int


class IllegalPlay(IllegalAction):
    """A card the rules forbid; ``rule`` names the rule path, ``reason`` says why."""


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
        out = {"NS": 0, "EW": 0}
        for seat, suits in self.belote.items():
            out[_TEAM_OF_INDEX[_SEAT_INDEX[seat]]] += len(suits)
        return out


def _mask(hand: int | str | Iterable[CardLike]) -> int:
    if isinstance(hand, int) and not isinstance(hand, Card):
        return hand
    if isinstance(hand, Card):
        return hand.bit
    return cards_to_mask(hand)


_CODE_INDEX: dict[str, int] = {c.code: int(c) for c in CARDS}


def _trick_cards(trick: Sequence[tuple[str, CardLike]]) -> list[int]:
    cards: list[int] = []
    for _seat, card in trick:
        index = _CODE_INDEX.get(card) if isinstance(card, str) else None
        if index is None:
            index = int(card) if isinstance(card, int) else int(parse_card(card))
        cards.append(index)
    return cards


def _trick(trick: Sequence[tuple[str, CardLike]]) -> tuple[list[str], list[int]]:
    seats = [seat if seat in _SEAT_INDEX else parse_seat(seat) for seat, _card in trick]
    return seats, _trick_cards(trick)


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
        self.compile_seconds = compile_seconds
        self.belote_call: str = str(variant.rule("belote.call"))
        self.belote_points: int = int(variant.rule("belote.points"))
        self.capot_announce = bool(variant.rule("scoring.capot.announced.enabled"))
        self.belote_king_first = variant.rule("belote.order") == "king_first"
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

    def __repr__(self) -> str:
        return f"<Rules {self.variant.id}>"

    def belote_holders(
        self, hands: Sequence[int], mode: int, played: Sequence[int]
    ) -> list[tuple[int, int]]:
        """``(seat, suit)`` for each belote held: the king and queen of a belote suit of
        ``mode`` in one of the deal's starting ``hands`` (bit masks by seat). Where the king
        must come first (``belote.order: king_first``), a belote counts only if the king was
        played before the queen (``played``: card indices in the order played)."""
        out: list[tuple[int, int]] = []
        for suit in self.belote_suits(mode):
            king, queen = suit * 8 + 6, suit * 8 + 5
            pair = (1 << king) | (1 << queen)
            for seat in range(4):
                if hands[seat] & pair != pair:
                    continue
                if self.belote_king_first and not (
                    king in played and queen in played and played.index(king) < played.index(queen)
                ):
                    continue  # the queen came first: no belote where the king must lead
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
        return (dealer + 1) % 4

    # ------------------------------------------------------------------ play queries

    def legal_mask(self, hand: int, cards: Sequence[int], mode: int) -> int:
        """Fast path: legal cards as a bitset, for a hand bitset, trick card indices and a
        mode index (``MODE_INDEX["H"]``)."""
        return self.play.analyse(hand, cards, mode)[0]

    def legal_cards(
        self,
        hand: int | str | Iterable[CardLike],
        trick: Sequence[tuple[str, CardLike]],
        trump: str,
    ) -> list[Card]:
        """The cards of ``hand`` that may be played on ``trick`` (the ``(seat, card)`` pairs
        already played, in order) with ``trump``."""
        mode = MODE_INDEX.get(trump)
        if mode is None:
            mode = MODE_INDEX[parse_trump(trump)]
        mask = hand if type(hand) is int else _mask(hand)
        return mask_to_cards(self.play.analyse(mask, _trick_cards(trick), mode)[0])

    def explain(
        self,
        hand: int | str | Iterable[CardLike],
        trick: Sequence[tuple[str, CardLike]],
        trump: str,
        card: CardLike,
        *,
        lang: str = "en",
    ) -> IllegalPlay | None:
        """Why ``card`` may not be played here (None if it may)."""
        mode = MODE_INDEX[parse_trump(trump)]
        return self.why_illegal(_mask(hand), _trick_cards(trick), mode, int(parse_card(card)), lang)

    def why_illegal(
        self, hand: int, cards: Sequence[int], mode: int, card: int, lang: str = "en"
    ) -> IllegalPlay | None:
        """:meth:`explain` on bitsets and card indices (used by the game for every refusal)."""
        chosen = CARDS[card]
        if not (hand >> card) & 1:
            text = (
                f"you do not hold {chosen.code}"
                if lang == "en"
                else f"vous n'avez pas le {chosen.french_name}"
            )
            return IllegalPlay(text, "", chosen.code)
        legal, code = self.play.analyse(hand, cards, mode)
        if (legal >> card) & 1:
            return None
        led = cards[0] >> 3 if cards else 0
        if cards and hand & SUIT_MASKS[led] and chosen.suit != led:
            code = FOLLOW  # the card breaks the first obligation: following suit
        path, text = self.play.reason(code, led, lang=lang)
        if lang == "en":
            allowed = " ".join(c.code for c in mask_to_cards(legal))
            return IllegalPlay(f"{text} (allowed: {allowed})", path, chosen.code)
        allowed = " ".join(c.french for c in mask_to_cards(legal))
        return IllegalPlay(f"{text} (jouables : {allowed})", path, chosen.code)

    def trick_winner(self, trick: Sequence[tuple[str, CardLike]], trump: str) -> str:
        """The seat that wins (or, for an unfinished trick, holds) the trick."""
        seats, cards = _trick(trick)
        if not cards:
            raise ValueError("the trick is empty")
        return seats[self.play.winner(cards, MODE_INDEX[parse_trump(trump)])]

    def card_points(self, card: CardLike, trump: str) -> int:
        """The points of a card in a contract mode."""
        return self.tables.points[MODE_INDEX[parse_trump(trump)]][int(parse_card(card))]

    # ------------------------------------------------------------------ annonces

    def declarations(
        self,
        hands: Mapping[str, int | str | Iterable[CardLike]],
        trump: str,
        *,
        unshown: Iterable[str] = (),
        silent: Iterable[str] = (),
        first: str = "N",
    ) -> Declarations:
        """The annonces each player holds in ``hands`` (``{seat: cards}``), resolved: only the
        best team scores, ties cancel. Belote is reported apart, in ``belote``.

        ``unshown`` lists the seats that declared annonces but failed to show them: their
        points do not count, or go to the opponents, as ``annonces.unshown`` says. ``silent``
        lists the seats that kept their annonces to themselves, where the variant allows it
        (``annonces.declaring: optional``): they are left out before the comparison. ``first``
        is the seat that leads the first trick, the order in which players declare (it decides
        equal annonces where ``annonces.still_tied`` is ``first_declared``)."""
        mode = MODE_INDEX[parse_trump(trump)]
        lead = _SEAT_INDEX[parse_seat(first)]
        masks = [0, 0, 0, 0]
        for seat, hand in hands.items():
            masks[_SEAT_INDEX[parse_seat(seat)]] = _mask(hand)
        quiet = {_SEAT_INDEX[parse_seat(seat)] for seat in silent}
        if quiet and not self.declaring_optional:
            raise ValueError(
                f"{self.variant.id} does not let a player keep his annonces to himself "
                "(annonces.declaring: required)"
            )
        res = self.annonces.resolve(
            [0 if i in quiet else m for i, m in enumerate(masks)], mode, lead
        )
        awarded = dict(res.awarded)
        rule = self.variant.rule("annonces.unshown")
        failed = {
            _SEAT_INDEX[parse_seat(seat)]
            for seat in unshown
            if res.winner == _TEAM_OF_INDEX[_SEAT_INDEX[parse_seat(seat)]]
        }
        if failed and rule == "void":
            # A void annonce does not exist: the annonces are compared again without it, so
            # the next best (the partner's, or the other team's) decides.
            shown = [0 if i in failed else m for i, m in enumerate(masks)]
            again = self.annonces.resolve(shown, mode, lead)
            awarded = dict(again.awarded)
            res = Resolution(
                res.by_seat,
                again.awarded,
                again.winner,
                cancelled=again.cancelled,
                deal_cancelled=again.deal_cancelled,
                best=again.best,
            )
        elif failed:
            for index in failed:
                team = _TEAM_OF_INDEX[index]
                points = sum(a.points for a in res.by_seat[index])
                awarded[team] -= points
                awarded["EW" if team == "NS" else "NS"] += points
        belote: dict[str, tuple[str, ...]] = {}
        for suit in self.belote_suits(mode):
            pair = (1 << (suit * 8 + 6)) | (1 << (suit * 8 + 5))
            for i, m in enumerate(masks):
                if m & pair == pair:
                    belote[SEATS[i]] = (*belote.get(SEATS[i], ()), MODES[suit])
        return Declarations(
            by_seat={SEATS[i]: res.by_seat[i] for i in range(4)},
            awarded=awarded,
            winner=res.winner,
            belote=belote,
            cancelled=res.cancelled,
            deal_cancelled=res.deal_cancelled,
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
        rounding (the last deal, where ``scoring.rounding.last_deal`` is ``exact``)."""
        problems = _check_contract(contract, points)
        problems += _check_extras(belote, declarations, capot, carried)
        if isinstance(contract, Mapping):
            problems += _check_more(contract, tricks, last_trick)
        if problems:
            raise VariantError(problems)
        mode = MODE_INDEX[parse_trump(str(contract["trump"]))]
        if isinstance(declarations, Declarations):
            declarations = declarations.awarded
        if capot is None:
            won = [0, 0]
            for seat, n in (tricks or {}).items():
                won[_SEAT_INDEX[seat] & 1] += int(n)
            capot = self.capot_team(won, [int(points["NS"]), int(points["EW"])])
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
        (``scoring.rounding.last_deal: exact``), the deal is counted exactly when that count
        ends the game, and the game ends only then. ``extras`` are the scorer's keywords
        (``mode``, ``belote``, ``declarations``, ``capot``, ``carried``, ``tricks``,
        ``last_trick``); ``score`` is the deal's score when the caller already has it from
        the same arguments (it is then not computed again)."""
        if "mode" not in extras:
            extras["mode"] = MODE_INDEX[parse_trump(str(contract["trump"]))]
        if score is None:
            score = self.scorer(contract, points, **extras)
        if self.last_deal_exact:
            exact = self.scorer(contract, points, exact=True, **extras)
            end = self.end_check(before, exact, target)
            if end.over:
                return exact, end
            if self.end_check(before, score, target).over:
                diff = before["NS"] + score.NS - before["EW"] - score.EW
                return score, GameEnd(
                    None, "counted exactly, the last deal does not reach the target", diff
                )
        return score, self.end_check(before, score, target)

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
        if isinstance(deal, DealScore):
            return self.end_check(totals, deal, target)
        capot = None if deal is None else ("EW" if deal == "NS" else "NS")
        return self.end_check(totals, DealScore(0, 0, "made", capot=capot), target)

    def capot_team(self, tricks: Sequence[int], points: Sequence[int]) -> str | None:
        """The team that made a capot, from each team's tricks and raw card points (NS, EW):
        every trick, or, where a capot is counted on points, every card point."""
        for i, team in enumerate(("NS", "EW")):
            if tricks[i] == 8 or (self.capot_by_points and points[1 - i] == 0):
                return team
        return None

    def contract_value(self, contract: Mapping[str, Any]) -> int:
        """What a contract (``{"bid": ..., "trump": ...}``, trump ``S`` if left out) is
        worth in the score."""
        if isinstance(contract, Mapping) and "trump" not in contract:
            contract = {**contract, "trump": "S"}
        problems = _check_contract(contract, None, whole=False)
        if problems:
            raise VariantError(problems)
        mode = MODE_INDEX[parse_trump(str(contract["trump"]))]
        return self._contract_value(contract.get("bid"), mode)

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
        rule = self.variant.rule("deal.misdeal")
        seat = _SEAT_INDEX[parse_seat(dealer)]
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
        line = {"NS": 0, "EW": 0}
        if step["penalty"] == "opponents_score":
            line[_TEAM_OF_INDEX[(seat + 1) % 4]] = int(step["points"])
            next_dealer = SEATS[self.dealer.next_dealer(seat)]
        else:
            next_dealer = SEATS[seat]
        barred = {
            "none": [],
            "dealer": [SEATS[seat]],
            "dealer_team": [SEATS[seat], SEATS[(seat + 2) % 4]],
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
        bad("capot", f"got {capot!r}", "None, NS or EW")
    if belote is not None:
        if isinstance(belote, str):
            holders: list[Any] = [belote]
        elif isinstance(belote, Mapping):
            holders = list(belote)
            if not all(_whole(v) for v in belote.values()):
                bad("belote", f"got {dict(belote)!r}", "points as whole numbers, 0 or more")
        else:
            holders = list(belote)
        if any(team not in teams for team in holders):
            bad(
                "belote", f"got {belote!r}", "a team (NS or EW), a list of teams, or {team: points}"
            )
    plain = declarations is not None and not isinstance(declarations, Declarations)
    if plain and (
        not isinstance(declarations, Mapping)
        or any(k not in teams or not _whole(v) for k, v in declarations.items())
    ):
        bad("declarations", f"got {declarations!r}", "{'NS': points, 'EW': points}")
    if not _whole(carried):
        bad("carried", f"got {carried!r}", "a whole number of points, 0 or more")
    return out


def _check_more(contract: Mapping[str, Any], tricks: Any, last_trick: Any) -> list[Problem]:
    out: list[Problem] = []

    def bad(path: str, message: str, expected: str) -> None:
        out.append(Problem("<score_deal>", 0, 0, path, message, expected))

    if last_trick not in (None, "NS", "EW"):
        bad("last_trick", f"got {last_trick!r}", "None, NS or EW")
    if tricks is not None:
        if not isinstance(tricks, Mapping) or any(
            k not in SEATS or not _whole(v) for k, v in tricks.items()
        ):
            bad("tricks", f"got {tricks!r}", "{seat: tricks won}, seats N, W, S, E")
        elif sum(tricks.values()) != 8:
            bad("tricks", f"the seats won {sum(tricks.values())} tricks", "8 tricks in all")
    seat = contract.get("seat")
    if seat is not None and seat not in SEATS:
        bad("contract.seat", f"got {seat!r}", "N, W, S or E")
    elif seat is not None and _TEAM_OF_INDEX[_SEAT_INDEX[seat]] != contract.get("taker"):
        bad("contract.seat", f"{seat} does not play for {contract.get('taker')}", "a taker's seat")
    if contract.get("bid") == "generale" and (seat is None or tricks is None):
        bad(
            "contract.seat",
            "a générale needs the bidder's seat and the tricks of each seat",
            "contract['seat'] and tricks={seat: n}",
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
        bad("contract", f"got {contract!r}", "a mapping such as {'taker': 'NS', 'trump': 'H'}")
        return out
    for key in contract:
        if key not in keys:
            bad(
                f"contract.{key}",
                f"unknown key {key!r}",
                "one of " + ", ".join(keys),
                did_you_mean(str(key), keys),
            )
    if whole and contract.get("taker") not in ("NS", "EW"):
        bad("contract.taker", f"got {contract.get('taker')!r}", "NS or EW")
    try:
        parse_trump(str(contract.get("trump")))
    except ValueError:
        bad("contract.trump", f"got {contract.get('trump')!r}", "S, H, D, C, SA or TA")
    bid = contract.get("bid")
    if bid is not None and bid not in ("capot", "generale") and not _whole(bid):
        bad("contract.bid", f"got {bid!r}", "None, a whole number, 'capot' or 'generale'")
    contre = contract.get("contre", 0)
    if whole and (isinstance(contre, bool) or contre not in (0, 1, 2, None)):
        bad("contract.contre", f"got {contre!r}", "0, 1 or 2")
    if points is None:
        return out
    for team in ("NS", "EW"):
        value = points.get(team) if isinstance(points, Mapping) else None
        if not _whole(value):
            bad(f"points.{team}", f"got {value!r}", "a whole number of points, 0 or more")
    return out


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
                    f"no plugin provides the {name} phase",
                    "a plugin implementing it, or do not block the built-in one",
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
    hook.belote_compiled(variant=variant, rules=rules)
    return rules
