"""What ``belote-spec play`` prints: each fact a player at the table would see, when it happens.

The games are played by the heuristic bots with fixed seeds; each test looks for a deal where
the situation arises (a belote, a litige paid, a tout-atout deal…) and checks the lines printed
for it against the game's own record.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from belote_spec import load_variant
from belote_spec.bots import HeuristicBot
from belote_spec.cards import CARDS, SEATS, parse_card
from belote_spec.engine.game import Game
from belote_spec.i18n import translator, use_language
from belote_spec.terminal.session import play_at_table
from belote_spec.terminal.wording import NAME, _declared_kinds, french


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


@pytest.mark.slow  # over half a second: CI runs it, `tools/check.py --fast` does not
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
        return any(x.startswith("Points des cartes") and "(0)" not in x for x in lines)

    _game, lines = _find("club+tout-atout", tout_atout)
    line = next(x for x in lines if x.startswith("Points des cartes") and "(0)" not in x)
    m = re.fullmatch(r"Points des cartes : NS (\d+) \((\d+)\)  EO (\d+) \((\d+)\)", line)
    assert m is not None
    ns, ns_raw, ew, ew_raw = (int(x) for x in m.groups())
    assert ns_raw + ew_raw == 258  # the tout-atout pack with its dix de der
    assert ns + ew == 162  # brought back to the usual total
    assert ns == (2 * ns_raw * 162 + 258) // (2 * 258)  # × 162/258, rounded to the nearest


def test_every_card_code_prints_in_french() -> None:
    assert french("JH") == CARDS[int(parse_card("JH"))].french


# ---------------------------------------------------------------------- issue 25: what players read


def test_the_french_table_names_east_west_eo_and_the_english_one_ew() -> None:
    # In French the team is Est-Ouest: « EO » on the score sheet and beside the taker.
    game, lines = _play("classic", 1)
    record = game.to_record()
    sheet = [x for x in lines if x.startswith(("Marque :", "Total  :"))]
    assert sheet
    assert all(re.fullmatch(r"(Marque|Total ) : NS -?\d+  EO -?\d+(  \(.*\))?", x) for x in sheet)
    assert not [x for x in lines if re.search(r"\bEW\b", x)]
    for deal in record["deals"]:
        if deal.get("contract") and deal.get("tricks"):
            team = {"NS": "NS", "EW": "EO"}[deal["contract"]["taker"]]
            assert any(x.startswith("Contrat : ") and f"({team})" in x for x in lines)
    with use_language("en"):
        _game, english = _play("classic", 1)
    assert any(re.fullmatch(r"Score: NS -?\d+  EW -?\d+  \(.*\)", x) for x in english)
    assert any(x.startswith("Contract: ") and "(EW)" in x for x in english)
    assert not [x for x in english if re.search(r"\bEO\b", x)]


def _declared_seats(lines: list[str]) -> list[str]:
    by_name = {name: seat for seat, name in NAME.items()}
    return [
        by_name[m.group(1)]
        for x in lines
        if (m := re.fullmatch(r"  (\w+) annonce .*", x)) is not None
    ]


def test_annonces_are_declared_and_shown_in_the_order_of_play_of_the_first_trick() -> None:
    # 000: « chaque joueur déclare ses annonces en posant sa première carte » — the leader of
    # the first trick first, then the others in the order they play.
    def two_declare(game: Game, lines: list[str]) -> bool:
        for deal in game.to_record()["deals"]:
            declared = (deal.get("annonces") or {}).get("declared") or {}
            seats = [s for s in SEATS if declared.get(s)]
            if len(seats) >= 3 and deal["tricks"][0]["leader"] != seats[0]:
                return True
        return False

    game, lines = _find("classic", two_declare)
    checked = 0
    for deal in game.to_record()["deals"]:
        declared = (deal.get("annonces") or {}).get("declared") or {}
        if not any(declared.values()) or not deal.get("tricks"):
            continue
        first = SEATS.index(deal["tricks"][0]["leader"])
        order = [SEATS[(first + i) % 4] for i in range(4)]
        block = _deal_lines(lines, deal["number"])
        assert _declared_seats(block) == [s for s in order if declared.get(s)]
        winner = deal["annonces"].get("winner")
        if winner and len(deal["tricks"]) > 1:
            shown = [x for x in block if " montre " in x]
            names = [x.split()[0] for x in shown]
            wanted = [NAME[s] for s in order if s in winner for _ in declared.get(s) or []]
            assert names == wanted
        checked += 1
    assert checked


def test_two_annonces_of_a_kind_are_declared_as_two() -> None:
    # « Nord annonce deux tierces », never « une tierce, une tierce ».
    def doubled(game: Game, lines: list[str]) -> bool:
        return any(
            len(found) == 2 and found[0]["kind"] == found[1]["kind"]
            for deal in game.to_record()["deals"]
            for found in ((deal.get("annonces") or {}).get("declared") or {}).values()
        )

    game, lines = _find("classic", doubled)
    plural = {"tierce": "tierces", "cinquante": "cinquantes", "cent": "cents", "carre": "carrés"}
    for deal in game.to_record()["deals"]:
        for seat, found in ((deal.get("annonces") or {}).get("declared") or {}).items():
            if len(found) == 2 and found[0]["kind"] == found[1]["kind"]:
                line = f"  {NAME[seat]} annonce deux {plural[found[0]['kind']]}"
                assert line in _deal_lines(lines, deal["number"])
    assert not [x for x in lines if re.search(r"annonce (une|un) \w+, ", x)]


@pytest.mark.parametrize(
    ("lang", "kinds", "said"),
    [
        ("fr", ["tierce", "tierce"], "deux tierces"),
        ("fr", ["cinquante", "cinquante"], "deux cinquantes"),
        ("fr", ["carre", "carre"], "deux carrés"),
        ("fr", ["tierce", "cent"], "une tierce et un cent"),
        ("fr", ["tierce", "tierce", "carre"], "deux tierces et un carré"),
        ("en", ["tierce", "tierce"], "two tierces"),
        ("en", ["tierce", "cinquante"], "a tierce and a cinquante"),
    ],
)
def test_the_kinds_a_player_declares_are_counted(lang: str, kinds: list[str], said: str) -> None:
    found = [{"kind": kind, "cards": [], "points": 0} for kind in kinds]
    assert _declared_kinds(found, translator(lang)) == said


def test_the_annonces_of_east_west_are_elided() -> None:
    # « les annonces d'Est-Ouest », « les annonces de Nord-Sud ».
    def both(game: Game, lines: list[str]) -> bool:
        winners = {(d.get("annonces") or {}).get("winner") for d in game.to_record()["deals"]}
        return {"NS", "EW"} <= winners

    game, lines = _find("classic", both)
    for deal in game.to_record()["deals"]:
        annonces = deal.get("annonces") or {}
        winner = annonces.get("winner")
        if not winner or len(deal.get("tricks") or []) < 2:
            continue
        points = annonces["awarded"][winner]
        team = "d'Est-Ouest" if winner == "EW" else "de Nord-Sud"
        line = f"  Les annonces {team} comptent : {points} points"
        assert line in _deal_lines(lines, deal["number"])
    assert not [x for x in lines if "de Est-Ouest" in x]


def test_the_last_line_names_the_winner_first() -> None:
    # « Est-Ouest gagne 1051 à 819 »: the winner, then his points, then the other team's.
    game, lines = _play("classic", 1)
    result = game.result
    assert result is not None
    assert result.winner is not None
    loser = "EW" if result.winner == "NS" else "NS"
    won, lost = game.totals[result.winner], game.totals[loser]
    assert won > lost
    assert lines[-1] == f"Fin de la partie : {_team(result.winner)} gagne {won} à {lost}."


def test_a_tout_atout_capot_shows_its_points_before_conversion() -> None:
    # 000 shows the points before conversion in brackets at tout atout, a capot included: the
    # capot's team counts the 248 points of the pack and a dix de der of 100 (000's capot),
    # 348, brought to 252 by the capot ratio 252/348; the other team has none.
    def ta_capot(deal: dict[str, Any]) -> bool:
        contract, score = deal.get("contract") or {}, deal.get("score") or {}
        return contract.get("trump") == "TA" and bool(score.get("capot"))

    game, lines = _find(
        "club+tout-atout", lambda g, _lines: any(ta_capot(d) for d in g.to_record()["deals"])
    )
    deal = next(d for d in game.to_record()["deals"] if ta_capot(d))
    block = _deal_lines(lines, deal["number"])
    if deal["score"]["capot"] == "NS":
        wanted = "Points des cartes : NS 252 (348)  EO 0 (0)"
    else:
        wanted = "Points des cartes : NS 0 (0)  EO 252 (348)"
    assert wanted in block


@pytest.mark.parametrize("at_line", [1, 2, 3])
def test_an_interruption_while_the_table_is_laid_keeps_the_game(
    tmp_path: Any, at_line: int
) -> None:
    """A signal stops the program as Ctrl-C does (``KeyboardInterrupt``): arriving while the
    first lines are printed (the title, the first dealer, the human's seat), before any action,
    it still leaves the game's record in ``--save``, with no action in it."""
    import json

    rules = load_variant("classic").compile()
    bots = {s: HeuristicBot(i) for i, s in enumerate(SEATS) if s != "S"}
    printed: list[str] = []

    def out(line: str) -> None:
        printed.append(line)
        if len(printed) == at_line:
            raise KeyboardInterrupt

    save = tmp_path / "game.json"
    with pytest.raises(KeyboardInterrupt):
        play_at_table(rules, bots, seed=1, human="S", save=save, out=out, ask=lambda _: "quit")
    record = json.loads(save.read_text(encoding="utf-8"))
    assert record["result"] is None
    assert record["actions"] == []
