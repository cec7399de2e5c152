"""The public, typed API as another application meets it.

* ``tests/typed_client/client.py``, a program using only the package's exported names, runs
  (it plays whole games with the typed action constructors, scores a deal, round-trips JSON)
  and passes ``mypy --strict``;
* the exported names are the documented ones, the engine's imported on first use;
* :mod:`belote_spec.actions` builds exactly the texts ``Game.legal_actions`` lists, and refuses
  a bad mode, card or bid.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

import belote_spec
from belote_spec import actions
from belote_spec.cards import Card, CardError, TrumpError

from .conftest import ROOT
from .skips import missing

CLIENT = Path("tests") / "typed_client" / "client.py"


@pytest.mark.slow
def test_the_sample_client_runs() -> None:
    done = subprocess.run(
        [sys.executable, str(CLIENT)], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert summary["games"] == 6
    assert set(summary["winners"]) <= {"NS", "EW"}
    # every kind of action the constructors build met a real game's legal actions
    assert {
        "pass",
        "take",
        "bid",
        "contre",
        "surcontre",
        "card",
        "card+belote",
        "card+rebelote",
    } <= set(summary["kinds"])
    assert "card+silent" in summary["kinds"]
    assert summary["refused"].startswith("'JH' is not allowed now")
    assert summary["missing_problems"] == 1
    assert {"rules", "version", "variant"} <= set(summary["export_keys"])
    assert summary["bot_game_deals"] > 0  # bots without a name played scored deals


@pytest.fixture(scope="module")
def mypy_cache() -> Path:
    """The checkout's own mypy cache (``.mypy_cache``, ignored by git), which ``mypy`` run in
    the checkout and ``tools/check.py`` fill with the same options: the package is analysed
    once for the check and for these runs (about 8 s of processor in a fresh clone). mypy
    writes each cache file whole (a temporary file renamed), so a run beside the check's
    never reads a half-written one; a stale entry is analysed again."""
    pytest.importorskip("mypy", reason=missing("mypy", "in the test extra"))
    return ROOT / ".mypy_cache"


@pytest.mark.slow
def test_the_sample_client_passes_mypy_strict(mypy_cache: Path) -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--strict",
            "--cache-dir",
            str(mypy_cache),
            str(CLIENT),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Success" in done.stdout


@pytest.mark.slow
def test_mypy_would_catch_a_misuse(tmp_path: Path, mypy_cache: Path) -> None:
    """The check has teeth: a client passing a number as a mode, or a bool as bid points, or
    reading a field that does not exist, is refused by the type checker."""
    bad = tmp_path / "bad_client.py"
    bad.write_text(
        "from belote_spec import GameResult, load_variant\n"
        "from belote_spec.actions import bid, take\n"
        "take(3)\n"
        "bid(90.5, 'H')\n"
        "def f(r: GameResult) -> int:\n"
        "    return r.score\n"
        "load_variant(1)\n",
        encoding="utf-8",
    )
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(mypy_cache), str(bad)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 1
    for line in (3, 4, 6, 7):
        assert f"bad_client.py:{line}: error" in done.stdout, done.stdout


PUBLIC_ON_FIRST_USE = {
    "Game": "belote_spec.engine.game",
    "IllegalAction": "belote_spec.engine.bidding",
    "Rules": "belote_spec.engine.rules",
    "Declarations": "belote_spec.engine.rules",
    "DealScore": "belote_spec.engine.scoring",
    "GameEnd": "belote_spec.engine.scoring",
    "GameResult": "belote_spec.engine.scoring",
    "Observation": "belote_spec.engine.observation",
    "Bot": "belote_spec.bots.heuristic",
}


def test_the_public_names_are_exported() -> None:
    for name in ("Card", *PUBLIC_ON_FIRST_USE, "load_variant", "export_variant", "simulate"):
        assert name in belote_spec.__all__
        assert name in dir(belote_spec)
    for name, module in PUBLIC_ON_FIRST_USE.items():
        value = getattr(belote_spec, name)
        assert value.__module__ == module
    assert belote_spec.GameResult is belote_spec.GameEnd
    assert belote_spec.Card is Card
    with pytest.raises(AttributeError, match="no attribute 'Nothing'"):
        _ = belote_spec.Nothing  # type: ignore[attr-defined]


def test_game_result_is_what_game_result_holds() -> None:
    game = belote_spec.load_variant("classic").compile().new_game(seed=3)
    rng = random.Random(3)
    while game.phase != "over":
        game.apply(rng.choice(game.legal_actions()))
    assert isinstance(game.result, belote_spec.GameResult)
    assert game.result.over
    assert all(isinstance(line, belote_spec.DealScore) for line in game.sheet)


@pytest.mark.parametrize(
    ("built", "text"),
    [
        (actions.PASS, "pass"),
        (actions.CONTRE, "contre"),
        (actions.SURCONTRE, "surcontre"),
        (actions.CAPOT, "capot"),
        (actions.PLAY_ON, "play-on"),
        (actions.REDEAL, "redeal"),
        (actions.SHUFFLE, "shuffle"),
        (actions.GATHER, "gather"),
        (actions.MISDEAL, "misdeal"),
        (actions.take("H"), "take:H"),
        (actions.take("coeur"), "take:H"),
        (actions.take("sans atout"), "take:SA"),
        (actions.bid(90, "H"), "bid:90:H"),
        (actions.bid("capot", "TA"), "bid:capot:TA"),
        (actions.bid("generale", "S"), "bid:generale:S"),
        (actions.play("JH"), "JH"),
        (actions.play(belote_spec.Card("valet de cœur")), "JH"),
        (actions.play("10D"), "TD"),
        (actions.play("QH", belote=True), "QH+belote"),
        (actions.play("KH", rebelote=True), "KH+rebelote"),
        (actions.play("KH", silent=True), "KH+silent"),
        (actions.play("KH", belote=True, silent=True), "KH+belote+silent"),
        (actions.play("7S", keep="carre-7"), "7S+silent:carre-7"),
        (actions.play("QH", belote=True, keep="tierce-KH"), "QH+belote+silent:tierce-KH"),
    ],
)
def test_the_action_constructors_write_the_documented_texts(built: str, text: str) -> None:
    assert built == text


def test_the_action_constructors_refuse_bad_values() -> None:
    with pytest.raises(TrumpError, match="unknown trump 'X'"):
        actions.take("X")
    with pytest.raises(CardError):
        actions.play("ZZ")
    with pytest.raises(ValueError, match="above 0"):
        actions.bid(0, "H")
    with pytest.raises(ValueError, match="'capot' or 'generale'"):
        actions.bid("tout", "H")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="points or 'capot'"):
        actions.bid(True, "H")
    with pytest.raises(ValueError, match="one of the two"):
        actions.play("7S", silent=True, keep="carre-7")
    with pytest.raises(ValueError, match="an annonce's name"):
        actions.play("7S", keep="")


def test_a_built_action_is_accepted_by_a_real_game() -> None:
    """The classic game's first moves, built with the constructors: a take, then a card."""
    game = belote_spec.load_variant("classic").compile().new_game(seed=11)
    while game.phase == "bidding":
        legal = game.legal_actions()
        takes = [a for a in legal if a.startswith("take:")]
        choice = actions.take(takes[0].removeprefix("take:")) if takes else actions.PASS
        assert choice in legal
        game.apply(choice)
    assert game.phase == "play"
    card = game.legal_actions()[0].split("+")[0]
    game.apply(actions.play(belote_spec.Card(card)))
    assert game.actions[-1][1] == card
