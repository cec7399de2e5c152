"""Replaying a game record: every action re-checked, every score recomputed."""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any

from jsonschema import Draft202012Validator

from ..cards import SEATS, CardError, parse_card
from ..errors import VariantError
from .bidding import IllegalAction
from .game import Game, ReplayError

__all__ = ["record_validator", "replay"]


@cache
def record_validator() -> Draft202012Validator:
    """A validator for the game-record JSON Schema."""
    text = resources.files("belote_spec.schema").joinpath("game-record.schema.json")
    return Draft202012Validator(json.loads(text.read_text("utf-8")))


def _where(path: Any) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (("." if out else "") + str(part))
    return out or "the record"


def replay(data: str | Mapping[str, Any]) -> Game:
    """Rebuild a game from its record; raise :class:`ReplayError` at the first problem.

    A record with a seed was made by the engine: the game is dealt again from the seed (first
    dealer, shuffles, cuts and patterns) and every recorded deal must come out the same. A
    record without a seed (a game played at a real table) is dealt from its recorded decks,
    each checked against the variant's patterns. Either way every action is re-checked and
    every recorded value recomputed; after the last recorded deal the game goes on."""
    if isinstance(data, str):
        try:
            record = json.loads(data)
        except json.JSONDecodeError as exc:
            raise ReplayError(
                f"not JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}"
            ) from None
    else:
        record = data
    errors = sorted(record_validator().iter_errors(record), key=lambda e: list(e.absolute_path))
    if errors:
        first = errors[0]
        raise ReplayError(f"{_where(first.absolute_path)}: {first.message}")
    from ..loader import load_variant

    try:
        rules = load_variant(record["variant"], record["options"]).compile()
    except VariantError as exc:
        raise ReplayError(f"the variant does not load: {exc.problems[0]}") from None
    seed = record.get("seed")
    try:
        if seed is not None:
            given = record.get("first_dealer_given", True)
            game = Game(
                rules,
                seed=seed,
                dealer=record["first_dealer"] if given else None,
                target=record["target"],
            )
            if SEATS[game.first_dealer] != record["first_dealer"]:
                raise ReplayError(
                    f"the seed gives {SEATS[game.first_dealer]} as first dealer, the record "
                    f"says {record['first_dealer']}"
                )
        else:
            game = Game(
                rules,
                dealer=record["first_dealer"],
                target=record["target"],
                script=_script(record, rules),
                first_dealer_draw=[
                    (SEATS.index(seat), int(parse_card(card)))
                    for seat, card in record.get("first_dealer_draw", [])
                ],
            )
    except ValueError as exc:
        if isinstance(exc, ReplayError):
            raise
        raise ReplayError(str(exc)) from None
    _check_deal(record, game, 0)
    for number, (seat, action) in enumerate(record["actions"], start=1):
        if game.over:
            raise ReplayError("the game is already over", number)
        out_of_turn_ok = seat == game.to_move or action == "misdeal"
        if not out_of_turn_ok and game.phase == "bidding":
            out_of_turn_ok = action in game.legal_actions(seat)  # a contre out of turn
        if not out_of_turn_ok:
            raise ReplayError(f"it is {game.to_move}'s turn, not {seat}'s", number)
        deals = len(game.deals)
        try:
            game.apply(action, seat)
        except IllegalAction as exc:
            rule = f" [{exc.rule}]" if exc.rule else ""
            raise ReplayError(
                f"{seat} plays {action!r}: {exc.reason}{rule}", number, exc.rule
            ) from None
        if len(game.deals) > deals:
            _check_deal(record, game, number)
    _compare(record, game)
    return game


def _script(record: Mapping[str, Any], rules: Any) -> list[tuple[list[int], str, int, bool]]:
    patterns = tuple(rules.variant.rule("deal.patterns"))
    script: list[tuple[list[int], str, int, bool]] = []
    for deal in record["deals"]:
        try:
            deck = [int(parse_card(c)) for c in deal["deck"]]
        except CardError as exc:
            raise ReplayError(f"deal {deal['number']}: {exc}") from None
        if len(set(deck)) != 32:
            dup = next(c for i, c in enumerate(deal["deck"]) if c in deal["deck"][:i])
            raise ReplayError(f"deal {deal['number']}: the deck holds {dup} twice")
        if deal["pattern"] not in patterns:
            raise ReplayError(
                f"deal {deal['number']}: the pattern {deal['pattern']} is not allowed by "
                f"{rules.variant.id} (deal.patterns: {', '.join(patterns)})"
            )
        script.append((deck, deal["pattern"], deal.get("cut", 0), deal.get("shuffled", False)))
    return script


_DEALT = ("number", "dealer", "deck", "cut", "shuffled", "pattern", "turned")


def _check_deal(record: Mapping[str, Any], game: Game, action: int) -> None:
    """The newest deal was dealt as the record says."""
    number = len(game.deals)
    if number > len(record["deals"]):
        return  # the record ends before this deal: the game goes on from here
    rec = record["deals"][number - 1]
    new = game.to_record()["deals"][number - 1]
    for key in _DEALT:
        if key in rec and rec[key] != new[key]:
            raise ReplayError(
                f"deal {number}: the record's {key} is {rec[key]!r}, the variant and the seed "
                f"give {new[key]!r}",
                action,
            )


def _compare(record: Mapping[str, Any], game: Game) -> None:
    replayed = game.to_record()
    if len(record["deals"]) != len(replayed["deals"]):
        raise ReplayError(
            f"the record has {len(record['deals'])} deals, the actions play "
            f"{len(replayed['deals'])}"
        )
    for rec, new in zip(record["deals"], replayed["deals"], strict=True):
        for key, value in rec.items():
            if key not in new:
                raise ReplayError(f"deal {rec['number']}: unknown field {key!r}")
            if _differs(value, new[key]):
                raise ReplayError(
                    f"deal {rec['number']}: the record's {key} is {value!r}, "
                    f"the variant gives {new[key]!r}"
                )
    for key in ("totals", "held", "result"):
        if key in record and _differs(record[key], replayed[key]):
            raise ReplayError(
                f"the record's {key} is {record[key]!r}, the variant gives {replayed[key]!r}"
            )


def _differs(recorded: Any, replayed: Any) -> bool:
    """Whether a recorded value disagrees with the replayed one. A mapping the record wrote
    may leave out keys that a newer version of the format adds (an older record still
    replays), but every key it states must agree."""
    if isinstance(recorded, Mapping) and isinstance(replayed, Mapping):
        return any(k not in replayed or _differs(v, replayed[k]) for k, v in recorded.items())
    return bool(recorded != replayed)
