"""A sample client of belote-spec, as another application would write it.

It uses only the names the package exports (``belote_spec`` and ``belote_spec.actions``) and
is checked with ``mypy --strict`` by ``tests/test_typed_client.py``. It loads variants, plays
whole games choosing among the legal actions (each rebuilt with the typed action
constructors, which must give back the very same text), scores a deal, resolves annonces,
round-trips a game through JSON, exports a variant and seats a bot of its own (``act`` and
nothing else, typed as a ``Bot``). It prints a JSON summary.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Mapping

from belote_spec import (
    Bot,
    Card,
    DealScore,
    Declarations,
    Game,
    GameResult,
    IllegalAction,
    Observation,
    Rules,
    Variant,
    VariantError,
    export_variant,
    list_variants,
    load_variant,
)
from belote_spec.actions import (
    CAPOT,
    CONTRE,
    GATHER,
    MISDEAL,
    PASS,
    PLAY_ON,
    REDEAL,
    SHUFFLE,
    SURCONTRE,
    bid,
    play,
    take,
)

WORDS: dict[str, str] = {
    a: a for a in (PASS, CONTRE, SURCONTRE, CAPOT, PLAY_ON, REDEAL, SHUFFLE, GATHER, MISDEAL)
}


def typed(action: str) -> tuple[str, str]:
    """The kind of a legal action, and the action rebuilt with the typed constructors."""
    if action in WORDS:
        return action, WORDS[action]
    if action.startswith("take:"):
        return "take", take(action.removeprefix("take:"))
    if action.startswith("bid:"):
        _, value, mode = action.split(":")
        if value == "capot":
            return "bid", bid("capot", mode)
        if value == "generale":
            return "bid", bid("generale", mode)
        return "bid", bid(int(value), mode)
    code, *suffixes = action.split("+")
    card = Card(code)
    kind = "+".join(["card", *suffixes])
    kept = next((s.removeprefix("silent:") for s in suffixes if s.startswith("silent:")), None)
    if kept is not None:
        kind = "+".join(
            ["card", *(s for s in suffixes if s in ("belote", "rebelote")), "silent:ANNONCE"]
        )
    return kind, play(
        card,
        belote="belote" in suffixes,
        rebelote="rebelote" in suffixes,
        silent="silent" in suffixes,
        keep=kept,
    )


def play_game(rules: Rules, seed: int, seen: set[str]) -> Game:
    """A whole game, each action chosen at random among the legal ones."""
    rng = random.Random(seed)
    game = Game(rules, seed=seed)
    while game.phase != "over":
        legal = game.legal_actions()
        rebuilt: list[str] = []
        for action in legal:
            kind, again = typed(action)
            assert again == action, (action, again)
            seen.add(kind)
            rebuilt.append(again)
        game.apply(rng.choice(rebuilt))
    return game


class LastLegal:
    """A bot: ``act`` and nothing else (no ``name``)."""

    def act(self, observation: Observation) -> str:
        return observation.legal[-1]


class FirstLegal:
    def act(self, observation: Observation) -> str:
        return observation.legal[0]


def bot_game(rules: Rules, bots: Mapping[str, Bot], seed: int) -> Game:
    """A whole game, each seat's action asked of its bot from that seat's observation."""
    game = rules.new_game(seed=seed)
    while not game.over:
        seat = game.to_move
        assert seat is not None
        game.apply(bots[seat].act(game.observation(seat)))
    return game


def main() -> int:
    names = {info.name for info in list_variants()}
    assert {"classic", "traditional", "pagat-coinche"} <= names, names

    seen: set[str] = set()
    games: list[Game] = []
    # a prise, a prise where belote is said and annonces may be kept, an auction with contres
    for name, seeds in (
        ("classic", range(1)),
        ("traditional", range(2)),
        ("pagat-coinche", range(3)),
    ):
        variant: Variant = load_variant(name)
        rules = variant.compile()
        for seed in seeds:
            games.append(play_game(rules, seed, seen))

    results: list[GameResult] = []
    for game in games:
        result = game.result
        assert result is not None
        assert result.over
        results.append(result)
        sheet: list[DealScore] = game.sheet
        assert sheet
        assert sum(s.NS for s in sheet) == game.totals["NS"]
        # the record reloads to the same game
        again = Game.from_json(game.to_json())
        assert again.to_json() == game.to_json()
        assert again.result == result

    # an illegal action is refused, and the game is unchanged
    fresh = Game(load_variant("classic").compile(), seed=7)
    before = fresh.to_json()
    try:
        fresh.apply(play("JH"))
    except IllegalAction as exc:
        refused = str(exc)
    else:
        raise AssertionError("a card played during the bidding was accepted")
    assert fresh.to_json() == before

    rules = load_variant("classic").compile()
    made = rules.score_deal(
        {"taker": "NS", "trump": "H", "bid": None, "contre": 0}, {"NS": 120, "EW": 42}
    )
    fallen = rules.score_deal(
        {"taker": "NS", "trump": "H", "bid": None, "contre": 0}, {"NS": 60, "EW": 102}
    )
    assert (made.outcome, made.NS, made.EW) == ("made", 120, 42)
    assert (fallen.outcome, fallen.NS, fallen.EW) == ("dedans", 0, 162)
    held: Declarations = rules.declarations({"N": "7H 8H 9H", "E": "", "S": "", "W": ""}, "S")
    assert [a.kind for a in held.by_seat["N"]] == ["tierce"]
    assert held.awarded == {"NS": 20, "EW": 0}
    assert held.winner == "NS"

    try:
        load_variant("no-such-variant")
    except VariantError as exc:
        missing = len(exc.problems)
    else:
        raise AssertionError("an unknown variant loaded")

    seated: dict[str, Bot] = {"N": LastLegal(), "S": LastLegal(), "E": FirstLegal()}
    seated["W"] = FirstLegal()
    by_bots = bot_game(rules, seated, seed=5)
    assert by_bots.result is not None

    document = json.loads(json.dumps(export_variant("classic")))
    assert isinstance(document, dict)

    summary = {
        "games": len(games),
        "winners": [r.winner for r in results],
        "kinds": sorted(seen),
        "refused": refused,
        "missing_problems": missing,
        "export_keys": sorted(document),
        "bot_game_deals": len(by_bots.sheet),
    }
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
