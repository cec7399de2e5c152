"""A bot is any object with ``act(observation)``: nothing else, no ``name``.

Such a bot plays through the Python API (``play_game``, ``bots.match``, ``play_duplicate``),
``belote-spec play --bot MODULE:CLASS`` and ``belote-spec match MODULE:CLASS``, also from a
module of the current folder; :func:`bot_name` shows it by its class, :func:`make_bot` makes
it with or without a seed; ``Bot`` and ``Observation`` are exported by ``belote_spec``.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import belote_spec
from belote_spec.bots import RandomBot, bot_name, make_bot, match, play_game
from belote_spec.bots.duplicate import bot_factory, play_duplicate
from belote_spec.cli import main
from belote_spec.engine.rules import Rules
from belote_spec.loader import load_variant
from belote_spec.terminal.session import ActingBot


class FirstLegal:
    """As plain as a bot can be: ``act``, and nothing else (no name, no constructor)."""

    def act(self, observation: belote_spec.Observation) -> str:
        return observation.legal[0]


class LastLegal:
    """Plain too; the last legal action, so that somebody takes and the game is played."""

    def act(self, observation: belote_spec.Observation) -> str:
        return observation.legal[-1]


@pytest.fixture(scope="module")
def classic() -> Rules:
    return load_variant("classic").compile()


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


# ------------------------------------------------------------------------------ the names


def test_bot_and_observation_are_exported_by_the_package() -> None:
    from belote_spec import Bot, Observation
    from belote_spec.bots import Bot as BotOfTheBots
    from belote_spec.engine.observation import Observation as TheObservation

    assert Bot is BotOfTheBots
    assert Observation is TheObservation
    assert {"Bot", "Observation"} <= set(belote_spec.__all__)
    assert {"Bot", "Observation"} <= set(dir(belote_spec))


def test_the_protocol_asks_for_act_only() -> None:
    assert not hasattr(FirstLegal, "name")
    assert "name" not in getattr(belote_spec.Bot, "__annotations__", {})
    assert callable(belote_spec.Bot.act)
    assert isinstance(FirstLegal(), ActingBot)  # what the table checks at run time


# ------------------------------------------------------------------------------ naming, making


class Named:
    name = "the-named-one"

    def act(self, observation: belote_spec.Observation) -> str:
        return observation.legal[0]


class NameIsAProperty:
    @property
    def name(self) -> str:
        return "from-the-instance"

    def act(self, observation: belote_spec.Observation) -> str:
        return observation.legal[0]


class NameIsNone(FirstLegal):
    name = None


def test_bot_name_is_the_name_else_the_class() -> None:
    assert bot_name(Named()) == bot_name(Named) == "the-named-one"
    assert bot_name(FirstLegal()) == bot_name(FirstLegal) == "FirstLegal"
    assert bot_name(NameIsNone()) == "NameIsNone"
    assert bot_name(NameIsAProperty()) == "from-the-instance"
    assert bot_name(NameIsAProperty) == "NameIsAProperty"  # the class: no instance to ask
    assert bot_name(RandomBot) == "random"

    def my_factory(seed: int) -> FirstLegal:
        return FirstLegal()

    assert bot_name(my_factory) == "my_factory"


class Seeded:
    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def act(self, observation: belote_spec.Observation) -> str:
        return observation.legal[0]


class Tuned:
    """A constructor with an optional parameter that is not a seed: left to its default."""

    def __init__(self, depth: int = 3) -> None:
        self.depth = depth

    def act(self, observation: belote_spec.Observation) -> str:
        return observation.legal[0]


class Keywords:
    def __init__(self, **options: Any) -> None:
        self.options = options

    def act(self, observation: belote_spec.Observation) -> str:
        return observation.legal[0]


def test_make_bot_gives_the_seed_where_the_factory_takes_one() -> None:
    assert isinstance(make_bot(FirstLegal, 7), FirstLegal)
    seeded = make_bot(Seeded, 7)
    assert isinstance(seeded, Seeded)
    assert seeded.seed == 7
    tuned = make_bot(Tuned, 7)
    assert isinstance(tuned, Tuned)
    assert tuned.depth == 3
    keywords = make_bot(Keywords, 7)
    assert isinstance(keywords, Keywords)
    assert keywords.options == {"seed": 7}
    given: list[int] = []

    def positional(s: int) -> Seeded:  # one argument required, not named seed
        given.append(s)
        return Seeded()

    assert isinstance(make_bot(positional, 7), Seeded)
    assert given == [7]
    random_bot = make_bot(RandomBot, 7)
    assert isinstance(random_bot, RandomBot)
    assert random_bot.rng.random() == RandomBot(7).rng.random()


# ------------------------------------------------------------------------------ the Python API


def test_a_plain_bot_plays_a_whole_game(classic: Rules) -> None:
    game = play_game(classic, [LastLegal(), RandomBot(1), LastLegal(), RandomBot(2)], seed=4)
    assert game.over
    assert game.result is not None
    assert game.sheet  # deals were played and scored, not all passed
    # North played the last legal action each time: the record says so
    replayed = classic.new_game(seed=4)
    for seat, action in game.actions:
        if seat == "N":
            assert action == replayed.legal_actions()[-1]
        replayed.apply(action)


def test_a_plain_bot_plays_a_match(classic: Rules) -> None:
    result = match(classic, LastLegal, RandomBot, games=2, seed=1)
    assert result.games == 2


def test_a_plain_bot_plays_duplicate(classic: Rules) -> None:
    result = play_duplicate(classic, LastLegal, "random", 3, seed=2)
    assert (result.bot_a, result.bot_b, result.n) == ("LastLegal", "random", 3)
    # deterministic without a seed: against itself, each board's two plays cancel
    itself = play_duplicate(classic, LastLegal, LastLegal, 3, seed=2)
    assert [b.difference for b in itself.boards] == [0, 0, 0]
    assert any(p.outcome in ("made", "dedans", "capot") for b in itself.boards for p in b.plays)


# ------------------------------------------------------------------------------ the command line


def test_play_seats_a_plain_bot_by_module_and_class(capsys: pytest.CaptureFixture[str]) -> None:
    assert bot_factory("tests.test_bot_protocol:LastLegal") is LastLegal
    status, out, err = run(
        capsys, "play", "classic", "--seed", "1", "--bot", "tests.test_bot_protocol:LastLegal"
    )
    assert status == 0, err
    assert err == ""
    last = out.splitlines()[-1]
    assert last.startswith("Fin de la partie : "), last
    assert re.fullmatch(r"Fin de la partie : (Nord-Sud|Est-Ouest) gagne \d+ à \d+\.", last), last


def test_match_seats_a_plain_bot_by_module_and_class(capsys: pytest.CaptureFixture[str]) -> None:
    spec = "tests.test_bot_protocol:LastLegal"
    status, out, err = run(capsys, "match", spec, "random", "classic", "--deals", "3", "--json")
    assert status == 0, err
    data = json.loads(out)
    assert (data["bot_a"], data["bot_b"], data["deals"]) == (spec, "random", 3)
    status, out, err = run(capsys, "match", "random", spec, "classic", "--deals", "3")
    assert status == 0, err
    assert out.startswith(f"random (A) against {spec} (B), classic: 3 deals")


PLAIN_MODULE = '''\
class Plain:
    def act(self, observation):
        return observation.legal[-1]
'''


@pytest.mark.slow  # over half a second: CI runs it, `tools/check.py --fast` does not
def test_a_bot_module_of_the_current_folder_is_found(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``belote-spec match mybot:Plain`` from the folder of ``mybot.py``, also in worker
    processes; ``-P``: the current folder is not on ``sys.path`` of itself, as with the
    installed ``belote-spec`` command. A module found nowhere is said in one line (in this
    process: the command, from the same folder)."""
    (tmp_path / "mybot_here.py").write_text(PLAIN_MODULE, encoding="utf-8")
    python = [sys.executable, "-P", "-m", "belote_spec", "--lang", "en", "match"]
    done = subprocess.run(
        [*python, "mybot_here:Plain", "random", "classic", "--deals", "9", "--jobs", "2", "--json"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert (data["bot_a"], data["deals"]) == ("mybot_here:Plain", 9)
    # a module that is nowhere is still one clear error
    monkeypatch.chdir(tmp_path)
    capsys.readouterr()
    status = main(["--lang", "en", "match", "nowhere_bot:X", "random", "classic"])
    err = capsys.readouterr().err
    assert status == 2
    assert "cannot import the module nowhere_bot" in err
    assert "Traceback" not in err
