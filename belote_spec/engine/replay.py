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
    """Rebuild a game from its record; raise :class:`ReplayError` at the first problem."""
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
    script: list[tuple[list[int], str, int, bool]] = []
    for deal in record["deals"]:
        try:
            deck = [int(parse_card(c)) for c in deal["deck"]]
        except CardError as exc:
            raise ReplayError(f"deal {deal['number']}: {exc}") from None
        if len(set(deck)) != 32:
            dup = next(c for i, c in enumerate(deal["deck"]) if c in deal["deck"][:i])
            raise ReplayError(f"deal {deal['number']}: the deck holds {dup} twice")
        script.append((deck, deal["pattern"], deal.get("cut", 0), deal.get("shuffled", False)))
    try:
        game = Game(
            rules,
            seed=record.get("seed"),
            dealer=record["first_dealer"],
            target=record["target"],
            script=script,
            first_dealer_draw=[
                (SEATS.index(seat), int(parse_card(card)))
                for seat, card in record.get("first_dealer_draw", [])
            ],
        )
    except ValueError as exc:
        raise ReplayError(str(exc)) from None
    for number, (seat, action) in enumerate(record["actions"], start=1):
        if game.over:
            raise ReplayError("the game is already over", number)
        if seat != game.to_move:
            raise ReplayError(f"it is {game.to_move}'s turn, not {seat}'s", number)
        try:
            game.apply(action)
        except IllegalAction as exc:
            rule = f" [{exc.rule}]" if exc.rule else ""
            raise ReplayError(
                f"{seat} plays {action!r}: {exc.reason}{rule}", number, exc.rule
            ) from None
        except ReplayError as exc:
            raise ReplayError(exc.reason, number) from None
    _compare(record, game)
    return game


def _compare(record: Mapping[str, Any], game: Game) -> None:
    replayed = game.to_record()
    for rec, new in zip(record["deals"], replayed["deals"], strict=False):
        for key in ("dealer", "turned", "contract", "hands", "score"):
            if key in rec and rec[key] != new.get(key):
                raise ReplayError(
                    f"deal {rec['number']}: the record's {key} is {rec[key]!r}, "
                    f"the variant gives {new.get(key)!r}"
                )
    if len(record["deals"]) > len(replayed["deals"]):
        raise ReplayError(
            f"the record has {len(record['deals'])} deals, the actions play "
            f"{len(replayed['deals'])}"
        )
    if "totals" in record and record["totals"] != replayed["totals"]:
        raise ReplayError(
            f"the record's totals are {record['totals']}, the variant gives {replayed['totals']}"
        )
    if record.get("result") is not None and record["result"] != replayed["result"]:
        raise ReplayError(
            f"the record's result is {record['result']}, the variant gives {replayed['result']}"
        )
