"""Write the game records of version 1 kept here: each was played by the engine as it was
before the auction kept seats silent (commit e9a75ef), so each carries the passes it then asked
of seats the rules now keep silent. They cannot be written again with the current engine:

    git archive e9a75ef belote_spec variants | tar -x -C /tmp/old
    PYTHONPATH=/tmp/old python tests/old_records/generate.py

The calls of the first deal are given; a bot plays the rest of it, up to the next deal.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import belote_spec
from belote_spec import load_variant
from belote_spec.bots import HeuristicBot

HERE = Path(__file__).resolve().parent

#: name: (variant, seed, dealer, the first deal's calls as (seat, action))
RECORDS: dict[str, tuple[str, int, str, list[tuple[str, str]]]] = {
    # Nord 90♠, Ouest contre; Sud, Est (the contreur's partner) and Nord pass.
    "ffb-contree-2016-contre": (
        "ffb-contree-2016",
        3,
        "E",
        [("N", "bid:90:S"), ("W", "contre"), ("S", "pass"), ("E", "pass"), ("N", "pass")],
    ),
    # The same, Nord surcontre after Est's pass.
    "ffb-contree-2016-surcontre": (
        "ffb-contree-2016",
        3,
        "E",
        [("N", "bid:90:S"), ("W", "contre"), ("S", "pass"), ("E", "pass"), ("N", "surcontre")],
    ),
    # Ouest 90♠, Nord coinche out of turn; Ouest, Sud, Est and Nord pass (four passes).
    "bga-coinche-contre": (
        "bga-coinche",
        3,
        "N",
        [
            ("W", "bid:90:S"),
            ("N", "contre"),
            ("W", "pass"),
            ("S", "pass"),
            ("E", "pass"),
            ("N", "pass"),
        ],
    ),
    # Ouest capot à pique; Sud, Est and Nord pass.
    "pagat-coinche-capot": (
        "pagat-coinche",
        3,
        "N",
        [("W", "bid:capot:S"), ("S", "pass"), ("E", "pass"), ("N", "pass")],
    ),
    # Ouest 90♠, Nord coinche out of turn; Ouest and Sud pass, Est surcoinche.
    "pagat-coinche-contre": (
        "pagat-coinche",
        3,
        "N",
        [("W", "bid:90:S"), ("N", "contre"), ("W", "pass"), ("S", "pass"), ("E", "surcontre")],
    ),
    # Ouest « le capot » à cœur; Sud, Est and Nord pass.
    "coinche-stephanoise-capot": (
        "coinche-stephanoise",
        3,
        "N",
        [("W", "bid:capot:H"), ("S", "pass"), ("E", "pass"), ("N", "pass")],
    ),
}


def record(spec: str, seed: int, dealer: str, calls: list[tuple[str, str]]) -> dict[str, Any]:
    game = load_variant(spec).compile().new_game(seed=seed, dealer=dealer)
    for seat, action in calls:
        game.apply(action, seat)
    bot = HeuristicBot()
    while not game.over and len(game.deals) == 1:
        game.apply(bot.act(game.observation(str(game.to_move))))
    data: dict[str, Any] = game.to_record()
    return data


def main() -> None:
    for name, (spec, seed, dealer, calls) in RECORDS.items():
        data = record(spec, seed, dealer, calls)
        if data["version"] != 1:
            raise SystemExit(f"{belote_spec.__file__} writes version {data['version']}, not 1")
        (HERE / f"{name}.json").write_text(json.dumps(data, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
