"""What ``belote-spec play`` prints: each fact a player at the table would see, when it happens.

The games are played by the heuristic bots with fixed seeds; each test looks for a deal where
the situation arises (a belote, a litige paid, a tout-atout deal…) and checks the lines printed
for it against the game's own record.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from belote_spec import load_variant
from belote_spec.bots import HeuristicBot
from belote_spec.cards import CARDS, SEATS, parse_card
from belote_spec.engine.game import Game
from belote_spec.table import NAME, french, play_at_table


def _play(spec: str, seed: int) -> tuple[Game, list[str]]:
    lines: list[str] = []
    rules = load_variant(spec).compile()
    bots = {s: HeuristicBot(seed + i) for i, s in enumerate(SEATS)}
    game = play_at_table(rules, bots, seed=seed, out=lines.append)
    return game, lines


def _find(spec: str, wanted: Callable[[Game, list[str]], bool]) -> tuple[Game, list[str]]:
    for seed in range(1, 80):
        game, lines = _play(spec, seed)
        if wanted(game, lines):
            return game, lines
    pytest.fail(f"no seed of {spec} shows the situation")


def _deal_lines(lines: list[str], number: int) -> list[str]:
    start = lines.index(next(x for x in lines if x.startswith(f"=== Donne {number} ")))
    end = next(
        (i for i in range(start + 1, len(lines)) if lines[i].startswith("=== Donne ")), len(lines)
    )
    return lines[start:end]


def test_the_first_dealer_draw_is_shown() -> None:
    # 003: each player draws a card, the lowest deals.
    game, lines = _play("traditional", 5)
    record = game.to_record()
    assert "Tirage du premier donneur (la plus petite carte donne) :" in lines
    for seat, code in record["first_dealer_draw"]:
        assert f"  {NAME[seat]} tire {french(code)}" in lines
    assert f"  {NAME[record['first_dealer']]} donne." in lines


def test_belote_and_rebelote_are_shown_when_said() -> None:
    def said(game: Game, lines: list[str]) -> bool:
        return any("« Rebelote ! »" in x for x in lines)

    game, lines = _find("classic", said)
    for deal in game.to_record()["deals"]:
        if "tricks" not in deal:
            continue
        text = "\n".join(_deal_lines(lines, deal["number"]))
        if "Rebelote" not in text:
            continue
        trump = deal["contract"]["trump"]
        king, queen = french("K" + trump), french("Q" + trump)
        played = [c for t in deal["tricks"] for c in t["cards"]]
        first, second = sorted(("K" + trump, "Q" + trump), key=played.index)
        assert f"{french(first)} « Belote ! »" in text
        assert f"{french(second)} « Rebelote ! »" in text
        assert {french(first), french(second)} == {king, queen}
        return
    pytest.fail("no deal with a rebelote")


def test_the_last_trick_shows_its_dix_de_der() -> None:
    game, lines = _play("classic", 2)
    deal = next(d for d in game.to_record()["deals"] if d.get("tricks"))
    last = deal["tricks"][-1]
    line = next(x for x in _deal_lines(lines, deal["number"]) if x.startswith("  Pli 8 "))
    assert line.endswith(f"(+{last['points'] + 10}, dont 10 de dix de der)")


def test_annonces_are_declared_at_the_first_card_and_shown_at_the_second_trick() -> None:
    # 002, 003: declared with the first card, shown by the best team when the second trick
    # begins — so the cards of an annonce appear after trick 1 and before trick 2.
    def with_annonce(game: Game, lines: list[str]) -> bool:
        return any(" montre " in x for x in lines)

    game, lines = _find("classic", with_annonce)
    for deal in game.to_record()["deals"]:
        annonces = deal.get("annonces") or {}
        if not annonces.get("winner") or len(deal.get("tricks") or []) < 2:
            continue
        block = _deal_lines(lines, deal["number"])
        first = next(i for i, x in enumerate(block) if x.startswith("  Pli 1 "))
        second = next(i for i, x in enumerate(block) if x.startswith("  Pli 2 "))
        shown = [i for i, x in enumerate(block) if " montre " in x]
        declared = [i for i, x in enumerate(block) if re.match(r"  \w+ annonce ", x)]
        assert shown
        assert all(first < i < second for i in shown)
        assert declared
        assert all(i < first for i in declared)
        # declared without the cards: only the kind
        assert all("♠" not in block[i] and "♥" not in block[i] for i in declared)
        return
    pytest.fail("no deal where annonces were shown")


def test_points_held_in_a_litige_are_shown_when_paid() -> None:
    def paid(game: Game, lines: list[str]) -> bool:
        return any(line.carried_to for line in game.sheet)

    game, lines = _find("classic", paid)
    scored = next(line for line in game.sheet if line.carried_to)
    assert f"Les points en attente d'un litige vont à {_team(scored.carried_to)}." in lines


def _team(code: str | None) -> str:
    return {"NS": "Nord-Sud", "EW": "Est-Ouest"}[code or ""]


def test_tout_atout_points_before_conversion_in_brackets() -> None:
    # 000: at tout atout « les points avant conversion sont exprimés entre parenthèses ».
    def tout_atout(game: Game, lines: list[str]) -> bool:
        return any(x.startswith("Points des cartes") for x in lines)

    _game, lines = _find("club+tout-atout", tout_atout)
    line = next(x for x in lines if x.startswith("Points des cartes"))
    m = re.fullmatch(r"Points des cartes : NS (\d+) \((\d+)\)  EW (\d+) \((\d+)\)", line)
    assert m is not None
    ns, ns_raw, ew, ew_raw = (int(x) for x in m.groups())
    assert ns_raw + ew_raw == 258  # the tout-atout pack with its dix de der
    assert ns + ew == 162  # brought back to the usual total
    assert ns == (2 * ns_raw * 162 + 258) // (2 * 258)  # × 162/258, rounded to the nearest


def test_every_card_code_prints_in_french() -> None:
    assert french("JH") == CARDS[int(parse_card("JH"))].french
