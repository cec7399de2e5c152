"""Hostile input on the surfaces of issue 24, one test per defect: each failed before its fix.

The catalogs' placeholders are in ``tests/test_i18n.py``; what a file or a record can do to
the terminal, the records and the programs that read them is here."""

from __future__ import annotations

import contextlib
import json
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from belote_spec.cli import main
from belote_spec.engine.game import Game, ReplayError
from belote_spec.engine.observation import Observation
from belote_spec.loader import load_variant

from .skips import missing


def _variant(folder: Path, title: str) -> Path:
    path = folder / "hostile.yaml"
    path.write_text(
        f"name: hostile\ntitle: {json.dumps(title)}\nextends: classic\n", encoding="utf-8"
    )
    return path


def test_the_table_escapes_a_right_to_left_override(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A title holding U+202E (right-to-left override) reversed the rest of the terminal's
    line; the table prints it escaped, as other control characters are."""
    path = _variant(tmp_path, "Evil \u202e title \u2066x\u2069")
    assert main(["play", str(path), "--seed", "1", "--target", "500"]) == 0
    out = capsys.readouterr().out
    assert not any(ch in out for ch in "\u202e\u2066\u2069")
    assert "Evil \\u202e title \\u2066x\\u2069 (hostile)" in out


def test_a_record_of_the_abstract_base_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``base`` only serves as a parent: no game is played with it, so no record of it
    replays (``replay`` said ok)."""
    record = json.loads(load_variant("classic").compile().new_game(seed=3).to_json())
    record["variant"] = "base"
    with pytest.raises(ReplayError, match="base is an abstract variant"):
        Game.from_json(record)
    path = tmp_path / "base.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(path)]) == 1
    captured = capsys.readouterr()
    assert "abstract variant" in captured.err
    assert "ok" not in captured.out


@pytest.mark.parametrize("command", [["validate", "maison"], ["show", "maison"], ["list"]])
def test_a_hidden_variant_is_warned_once_per_command(
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    command: list[str],
) -> None:
    """Two installed packages offering ``maison``: the warning was printed two to four times
    per command (each lookup of a name lists the folders again); it is said once."""
    from .test_hostile_variants import MAISON, _package_with, _variant_packages

    first = _package_with(tmp_path / "a", MAISON)
    second = _package_with(tmp_path / "b", MAISON.replace("Maison", "Autre maison"))
    # module names of this test's own: another test imports pkg_a from its own folder
    names = {"pkg_hidden_a": first, "pkg_hidden_b": second}
    _variant_packages(monkeypatch, tmp_path, names)
    try:
        main(command)
    finally:
        for name in names:  # forgotten after the test: each test imports them from its folder
            sys.modules.pop(name, None)
    err = capsys.readouterr().err
    assert err.count("is hidden by") == 1, err
    assert "warning:" in err


def _observation_data() -> dict[str, Any]:
    """The observation of East in the middle of a deal of classic: tricks, a trick on the
    table, a contract."""
    game = load_variant("classic").compile().new_game(seed=5)
    while game.phase != "play" or len(game.trick) < 2:
        seat = game.to_move
        assert seat is not None
        legal = game.legal_actions(seat)
        game.apply(next((a for a in legal if a != "pass"), legal[0]), seat)
    data: dict[str, Any] = game.observation("E").to_dict()
    return json.loads(json.dumps(data))


@pytest.mark.parametrize(
    ("where", "value", "said"),
    [
        (("seat",), "X", "seat: expected one of N, W, S, E"),
        (("phase",), "cheating", "phase: expected one of"),
        (("hand",), ["ZZ"], "hand: expected a card"),
        (("hand",), ["7S", "7S"], "hand: a card twice"),
        (("hand",), ["7S"] * 10_000, "hand: expected a list of at most 32 items"),
        (("deal",), True, "deal: expected a whole number"),
        (("deal",), 10**400, "deal: expected a whole number"),
        (("target",), "1000", "target: expected a whole number"),
        (("totals",), {"NS": 1, "XX": 2}, "totals: expected"),
        (("totals",), [1, 2], "totals: expected"),
        (("bidding",), [["N"]], "bidding: expected pairs"),
        (("contract", "mode"), "Z", "contract.mode: expected one of"),
        (("contract", "taker"), None, "contract.taker: expected one of"),
        (("trick",), {"leader": "N", "cards": ["7S"] * 5}, "tricks.cards: expected a list"),
        (("trick",), "N", "tricks: expected an object"),
        (("legal",), [{"a": 1}], "legal: expected a text"),
        (("variant",), "x" * 5000, "variant: expected a text"),
    ],
)
def test_an_observation_from_another_program_is_checked(
    where: tuple[str, ...], value: object, said: str
) -> None:
    """``Observation.from_dict`` took any value (a seat ``X``, a card ``ZZ``, a number as a
    text), and the bot reading it failed later, far from the cause; each is refused at once
    with the field's name."""
    data = _observation_data()
    assert Observation.from_dict(data).seat == "E"  # the data as the game gives it is read
    target = data
    for step in where[:-1]:
        target = target[step]
    target[where[-1]] = value
    with pytest.raises(ValueError, match="not an observation: " + re.escape(said)):
        Observation.from_dict(data)


def test_an_observation_that_is_not_an_object_is_refused() -> None:
    with pytest.raises(ValueError, match="expected an object; got list"):
        Observation.from_dict([1, 2])  # type: ignore[arg-type]


# ------------------------------------------------------------------------------ hostile bots

HOSTILE_BOTS = """
import sys, time

class _First:
    def act(self, observation):
        legal = observation.legal
        return next((a for a in legal if a != "pass"), legal[0])

class Exits(_First):
    def act(self, observation):
        sys.exit(0)

class Closes(_First):
    def act(self, observation):
        raise GeneratorExit("closed")

class Base(_First):
    def act(self, observation):
        raise BaseException("out of the blue")

class Talks(_First):
    def act(self, observation):
        print("thinking about", observation.seat)
        return super().act(observation)

class Sleeps(_First):
    def act(self, observation):
        time.sleep(30)
        return super().act(observation)
"""


@pytest.fixture
def hostile_bots(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    (tmp_path / "hostile_bots_24.py").write_text(HOSTILE_BOTS, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    return "hostile_bots_24"


@pytest.mark.parametrize(
    ("bot", "said"),
    [
        ("Exits", "SystemExit: 0"),
        ("Closes", "GeneratorExit: closed"),
        ("Base", "BaseException: out of the blue"),
    ],
)
@pytest.mark.parametrize("command", ["play", "match"])
def test_a_bot_that_exits_or_raises_a_base_exception_fails_the_command(
    hostile_bots: str, capsys: pytest.CaptureFixture[str], bot: str, said: str, command: str
) -> None:
    """``sys.exit(0)`` in a bot made ``play`` and ``match`` end with status 0 and no word;
    ``GeneratorExit`` or a bare ``BaseException`` gave a traceback. Each is the bot's failure,
    named, with status 1."""
    spec = f"{hostile_bots}:{bot}"
    argv = (
        ["play", "classic", "--bot", spec, "--seed", "1"]
        if command == "play"
        else ["match", spec, "random", "classic", "--deals", "1", "--seed", "1"]
    )
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert said in err
    assert "Traceback" not in err


@pytest.mark.slow  # over half a second: CI runs it, `tools/check.py --fast` does not
def test_what_a_bot_prints_never_corrupts_the_json_of_a_match(
    hostile_bots: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """A bot that prints wrote into ``match --json``'s output; its words go to stderr."""
    argv = ["match", f"{hostile_bots}:Talks", "random", "classic", "--deals", "2", "--json"]
    assert main(argv) == 0
    captured = capsys.readouterr()
    result = json.loads(captured.out)
    assert result["deals"] == 2
    assert "thinking about" in captured.err


def test_a_bot_that_thinks_too_long_is_stopped_and_named(
    hostile_bots: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bot that sleeps stalled ``play`` and ``match`` for ever; past the limit of a decision
    (a minute by default, a fraction of a second here) the command stops and says why."""
    from belote_spec.bots import duplicate

    monkeypatch.setattr(duplicate, "DECISION_SECONDS", 0.2)
    for argv in (
        ["play", "classic", "--bot", f"{hostile_bots}:Sleeps", "--seed", "1"],
        ["match", f"{hostile_bots}:Sleeps", "random", "classic", "--deals", "1"],
    ):
        assert main(argv) == 1
        err = capsys.readouterr().err
        assert "no answer after 0.2 s" in err
        assert "Traceback" not in err


@pytest.mark.parametrize("force", [[], ["--force"]])
def test_export_never_replaces_a_device_or_a_link_to_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], force: list[str]
) -> None:
    """``export -o /dev/stdout --force`` replaced the device (as root), and without --force
    the message suggested adding it. A device, a FIFO, or a link to one is never replaced."""
    import os

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    link = tmp_path / "null-link"
    link.symlink_to(os.devnull)
    dangling = tmp_path / "dangling"
    dangling.symlink_to(tmp_path / "nowhere")
    for target in (fifo, link, dangling):
        assert main(["export", "classic", "-o", str(target), *force]) == 1
        err = capsys.readouterr().err
        assert "not a regular file; it is not replaced" in err
        assert "--force" not in err
    assert link.is_symlink()
    assert os.readlink(link) == os.devnull
    assert dangling.is_symlink()
    assert not (tmp_path / "nowhere").exists()


@pytest.mark.parametrize(
    "bad",
    [{"a": 1}, 123, ["N"], ["N", "pass", "x"], "NS", ["X", "pass"], ["N", ""]],
    ids=["object", "number", "one", "three", "text", "seat", "empty"],
)
def test_a_long_record_of_malformed_actions_is_refused_at_its_first_fault(bad: object) -> None:
    """6 MB of malformed actions took 25 s to refuse (the schema reported every one of them
    before the first was chosen). The lists of calls are cut after their first bad item
    before the schema looks: the error is the one the whole record gives, and the schema
    sees one bad item, not thousands."""
    from belote_spec.engine import replay

    record = json.loads(load_variant("classic").compile().new_game(seed=3).to_json())
    record["actions"] = [["N", "pass"], bad, *([bad] * 3000)]
    record["deals"][0]["bidding"] = [bad] * 50
    trimmed = replay._trimmed(record)
    assert trimmed["actions"] == [["N", "pass"], bad]
    assert trimmed["deals"][0]["bidding"] == [bad]
    whole = min(replay.record_validator().iter_errors(record), key=replay._order)
    first = replay._first_schema_error(record)
    assert first is not None
    assert (list(first.absolute_path), first.message) == (
        list(whole.absolute_path),
        whole.message,
    )


def test_a_huge_deck_is_cut_to_33_cards_before_the_schema_looks() -> None:
    from belote_spec.engine import replay

    record = json.loads(load_variant("classic").compile().new_game(seed=3).to_json())
    record["deals"][0]["deck"] = ["ZZ"] * 100_000
    assert len(replay._trimmed(record)["deals"][0]["deck"]) == 33
    first = replay._first_schema_error(record)
    assert first is not None
    assert list(first.absolute_path) == ["deals", 0, "deck"]  # too long, said first


@pytest.mark.slow  # a child process, or a peer to wait for: a whole path
@pytest.mark.parametrize("signal_name", ["SIGTERM", "SIGHUP"])
def test_a_game_at_the_table_is_saved_when_the_terminal_closes(
    tmp_path: Path, signal_name: str
) -> None:
    """``play --human`` lost the game on SIGTERM or SIGHUP (closing the terminal); Ctrl-C
    saved it. Every signal that ends the program keeps what was played."""
    import os
    import signal
    import subprocess
    import sys
    import threading
    import time

    save = tmp_path / "game.json"
    argv = ["play", "classic", "--human", "S", "--seed", "1", "--save", str(save)]
    child = subprocess.Popen(
        [sys.executable, "-m", "belote_spec", *argv],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert child.stdout is not None
    seen = bytearray()

    def read() -> None:
        assert child.stdout is not None
        while chunk := child.stdout.read1(4096):
            seen.extend(chunk)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    deadline = time.monotonic() + 120
    while b"Vous" not in seen and time.monotonic() < deadline and child.poll() is None:
        time.sleep(0.05)
    assert b"Vous" in seen, bytes(seen[-500:])  # South is asked: the game is at the table
    child.send_signal(getattr(signal, signal_name))
    _out, err = child.communicate(timeout=60)
    reader.join(timeout=5)
    assert child.returncode == 1
    assert "Partie interrompue." in err.decode()
    record = json.loads(save.read_text(encoding="utf-8"))
    assert record["result"] is None
    Game.from_json(record)  # what was played reloads


def test_the_trust_model_of_dask_is_documented(capsys: pytest.CaptureFixture[str]) -> None:
    """``--dask`` unpickles what the cluster sends: the README, the command-line reference and
    ``simulate --help`` say to use only a cluster one trusts."""
    root = Path(__file__).resolve().parents[1]
    readme = root.joinpath("README.md").read_text(encoding="utf-8")
    assert "**Only a cluster you trust.**" in readme
    assert "unpickling runs code" in readme
    reference = root.joinpath("docs", "reference", "cli.rst").read_text(encoding="utf-8")
    assert "Seulement une grappe de confiance" in reference
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    assert "only a cluster you trust" in " ".join(capsys.readouterr().out.split())


def test_jobs_are_bounded_by_the_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    """``--jobs`` up to 256 started 256 workers whatever the cores and memory (a worker costs
    about 180 MB): no more than one per core, and than the memory holds, are started."""
    from belote_spec.simulation import limits

    monkeypatch.setattr(limits, "_usable_cores", lambda: 8)
    monkeypatch.setattr(limits, "_available_memory", lambda: 3 * limits.WORKER_BYTES + 5)
    assert limits.machine_jobs() == (3, 8, 3 * limits.WORKER_BYTES + 5)  # memory: 3 workers
    assert limits.bounded_jobs(3) == (3, None)
    jobs, why = limits.bounded_jobs(256)
    assert jobs == 3
    assert why is not None
    assert why.startswith("--jobs 256: this machine has 8 core(s) and 0.6 GB of memory")
    monkeypatch.setattr(limits, "_available_memory", lambda: None)  # unknown: the cores
    assert limits.bounded_jobs(256)[0] == 8
    monkeypatch.setattr(limits, "_available_memory", lambda: 10)  # nearly none: still one
    assert limits.bounded_jobs(4)[0] == 1


@pytest.mark.parametrize("command", ["simulate", "match"])
def test_a_command_says_when_it_starts_fewer_workers(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    from belote_spec.simulation import limits

    monkeypatch.setattr(limits, "_usable_cores", lambda: 1)
    argv = (
        ["simulate", "classic", "--deals", "20", "--jobs", "64", "--quiet"]
        if command == "simulate"
        else ["match", "random", "random", "classic", "--deals", "2", "--jobs", "64"]
    )
    assert main(argv) == 0
    err = capsys.readouterr().err
    assert f"belote-spec {command}: --jobs 64: this machine has 1 core(s)" in err
    assert "1 worker(s) started" in err


def test_a_rulebook_page_copied_or_edited_by_the_user_is_never_removed(tmp_path: Path) -> None:
    """The generated pages say « edit it freely, it is never overwritten », yet a page copied
    from a generated one (its first line kept) and edited was deleted at the next build.
    Only a page exactly as the extension wrote it, for a variant no longer shipped, goes."""
    from belote_spec.rulebook.sphinxext import rulebook_page, write_rulebook_pages

    folder = tmp_path / "regles"
    folder.mkdir()
    copied = folder / "ma-variante.rst"  # a copy of classic's page, for the club's variant
    copied.write_text(rulebook_page("classic", "fr") + "\nNos notes.\n", encoding="utf-8")
    renamed = folder / "mon-livret.rst"  # classic's page copied as it is, under a new name
    renamed.write_text(rulebook_page("classic", "fr"), encoding="utf-8")
    edited = folder / "ancienne.rst"  # a variant no longer shipped, its page edited
    edited.write_text(rulebook_page("ancienne", "fr") + "Notre texte.\n", encoding="utf-8")
    gone = folder / "retiree.rst"  # a variant no longer shipped, its page as written
    gone.write_text(rulebook_page("retiree", "fr"), encoding="utf-8")
    write_rulebook_pages(tmp_path, {"regles": "fr"})
    assert copied.read_text(encoding="utf-8").endswith("Nos notes.\n")
    assert renamed.exists()
    assert edited.read_text(encoding="utf-8").endswith("Notre texte.\n")
    assert not gone.exists()


def test_a_variant_file_name_never_reaches_the_rulebook_source_raw(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file name with newlines (accepted when the file has a ``name:``) was pasted into the
    rulebook's reST source: a ``raw:: html`` block in the name reached ``index.html``. The
    variant is named in ``conf.py`` as a Python literal instead."""
    name = "a\n\n.. raw:: html\n\n   <b id=injected-by-the-name>X</b>\n.yaml".replace("/", "")
    (tmp_path / name).write_text("name: evil\ntitle: Evil\nextends: classic\n", "utf-8")
    monkeypatch.chdir(tmp_path)
    assert main(["rulebook", name, "-o", "out"]) == 0
    page = (tmp_path / "out" / "index.html").read_text(encoding="utf-8")
    assert "injected-by-the-name" not in page
    assert "Evil" in page
    out = capsys.readouterr().out
    assert "a\\n\\n.. raw:: html" in out  # the name said escaped, on one line
    assert out.count("\n") == 1


@pytest.mark.parametrize("existed", [False, True])
def test_a_failed_rulebook_build_leaves_nothing_behind(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, existed: bool
) -> None:
    """A build that failed left its page (and the folder, and its marker) in the output
    folder; it leaves the folder as it found it."""
    from belote_spec.rulebook import standalone

    def half_built(variant: object, spec: str, outdir: Path, language: str) -> Path:
        assert (outdir / standalone.MARKER).is_file()  # the folder was made ready
        raise standalone.RulebookError("the rulebook could not be built: boom")

    monkeypatch.setattr(standalone, "_build", half_built)
    out = tmp_path / "out"
    if existed:
        out.mkdir()
    with pytest.raises(standalone.RulebookError, match="boom"):
        standalone.build_rulebook("classic", out)
    if existed:
        assert list(out.iterdir()) == []  # its marker gone too
    else:
        assert not out.exists()


@pytest.mark.parametrize(
    "parent",
    ["/etc/secret.yaml", "../outside.yaml", "sub/../../outside.yaml", "link/outside.yaml"],
)
def test_extends_reaches_only_the_files_of_its_own_folder(tmp_path: Path, parent: str) -> None:
    """``extends:`` took an absolute path to any .yaml of the machine (or ``..`` out of the
    folder), and the errors quoted its keys. A variant extends a name, or a file in its own
    folder or below; anything else is refused at the ``extends`` line, quoting nothing of
    the file named."""
    from belote_spec.errors import VariantError

    outside = tmp_path / "outside.yaml"
    outside.write_text("password_of_the_test: hunter2\n", encoding="utf-8")
    folder = tmp_path / "club"
    (folder / "sub").mkdir(parents=True)
    (folder / "link").symlink_to(tmp_path)
    mine = folder / "mine.yaml"
    mine.write_text(f"name: mine\ntitle: Mine\nextends: {parent}\n", encoding="utf-8")
    with pytest.raises(VariantError) as caught:
        load_variant(mine)
    text = str(caught.value)
    assert "is outside the folder of this file" in text
    assert f"{mine}:3:10: extends:" in text
    assert "password_of_the_test" not in text


def test_extends_still_reaches_a_file_below_its_folder(tmp_path: Path) -> None:
    (tmp_path / "common").mkdir()
    (tmp_path / "common" / "base-club.yaml").write_text(
        "name: base-club\ntitle: Base\nextends: classic\nrules:\n  deck:\n    dix_de_der: 20\n",
        encoding="utf-8",
    )
    mine = tmp_path / "mine.yaml"
    mine.write_text("name: mine\ntitle: Mine\nextends: common/base-club.yaml\n", "utf-8")
    assert load_variant(mine).rules["deck"]["dix_de_der"] == 20


def test_a_record_reads_a_variant_file_only_from_the_folders_given(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A record's ``"variant"`` took an absolute path to any .yaml of the machine, and the
    errors quoted its keys. ``variant_folders`` bounds where a record's variant file is read;
    ``belote-spec replay`` reads one only from the current folder or the record's."""
    secret = tmp_path / "elsewhere" / "secret.yaml"
    secret.parent.mkdir()
    secret.write_text("password_of_the_test: hunter2\n", encoding="utf-8")
    mine = tmp_path / "club" / "mine.yaml"
    mine.parent.mkdir()
    mine.write_text("name: mine\ntitle: Mine\nextends: classic\n", encoding="utf-8")
    record = json.loads(load_variant(mine).compile().new_game(seed=3).to_json())
    assert record["variant"] == str(mine)
    assert Game.from_json(record, variant_folders=[mine.parent]).to_record() == record
    hostile = {**record, "variant": str(secret)}
    with pytest.raises(ReplayError, match="outside") as caught:
        Game.from_json(hostile, variant_folders=[mine.parent])
    assert "password_of_the_test" not in str(caught.value)
    # the command line: the record's folder and the current one
    (tmp_path / "club" / "game.json").write_text(json.dumps(record), encoding="utf-8")
    (tmp_path / "club" / "hostile.json").write_text(json.dumps(hostile), encoding="utf-8")
    monkeypatch.chdir(tmp_path / "elsewhere")
    assert main(["replay", str(tmp_path / "club" / "game.json")]) == 0
    monkeypatch.chdir(tmp_path / "club")
    assert main(["replay", "hostile.json"]) == 1
    err = capsys.readouterr().err
    assert "outside" in err
    assert "password_of_the_test" not in err


# ------------------------------------------------------------------------------ workers

PLUGIN_FIXTURES = Path(__file__).resolve().parent / "plugin_fixtures"


def _run_cli(args: list[str], folder: Path, pythonpath: Path) -> tuple[int, str]:
    """The command line in a child process whose workers see the fake plugins too."""
    import os
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-m", "belote_spec", *args],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "PYTHONPATH": str(pythonpath)},
    )
    return done.returncode, done.stderr


def _plugged(folder: Path, plugin: str) -> Path:
    path = folder / f"{plugin}.yaml"
    path.write_text(
        f"title: Plugged\nextends: classic\nrules:\n  plugins:\n    - fake-good\n    - {plugin}\n",
        encoding="utf-8",
    )
    return path


@pytest.mark.slow  # a child process, or a peer to wait for: a whole path
@pytest.mark.parametrize(
    ("plugin", "said"),
    [
        ("fake-kernel-raises", "failed: KernelFailure: the fake scorer fails while playing"),
        ("fake-kernel-exits", "failed: SystemExit: 3"),
    ],
)
def test_a_plugin_failing_in_a_worker_is_named(tmp_path: Path, plugin: str, said: str) -> None:
    """With ``--jobs 2`` a plugin's kernel failing in a worker gave a traceback, and one
    calling ``sys.exit`` there ended the command with the plugin's status; with ``--jobs 1``
    the plugin was named. It is named either way, status 1, and ``--out`` is not written."""
    _plugged(tmp_path, plugin)
    argv = ["simulate", f"{plugin}.yaml", "--deals", "40001", "--jobs", "2", "--quiet"]
    status, err = _run_cli([*argv, "--out", "rows.csv"], tmp_path, PLUGIN_FIXTURES)
    assert status == 1, err
    assert f"belote-spec simulate: plugin '{plugin}'" in err
    assert said in err
    assert "Traceback" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"{plugin}.yaml"]


@pytest.mark.slow  # a child process, or a peer to wait for: a whole path
def test_a_worker_killed_mid_chunk_is_said_in_one_line(tmp_path: Path) -> None:
    """A worker killed by the OOM killer gave a ``BrokenProcessPool`` traceback; it is said
    in one line, and the hidden partial file of ``--out`` is gone."""
    dist = tmp_path / "site"
    (dist / "belote_killer-1.0.dist-info").mkdir(parents=True)
    (dist / "belote_killer-1.0.dist-info" / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: belote-killer\nVersion: 1.0\n", encoding="utf-8"
    )
    (dist / "belote_killer-1.0.dist-info" / "entry_points.txt").write_text(
        "[belote_spec.plugins]\nfake-killed = belote_killer\n", encoding="utf-8"
    )
    (dist / "belote_killer.py").write_text(
        "import os, signal\nfrom belote_spec.hookspecs import hookimpl\n\n"
        "@hookimpl\ndef belote_make_scorer(variant, tables):\n"
        "    def score(*args, **kwargs):\n        os.kill(os.getpid(), signal.SIGKILL)\n"
        "    return score\n",
        encoding="utf-8",
    )
    (tmp_path / "killed.yaml").write_text(
        "title: Killed\nextends: classic\nrules:\n  plugins:\n    - fake-killed\n", "utf-8"
    )
    argv = ["simulate", "killed.yaml", "--deals", "40001", "--jobs", "2", "--quiet"]
    status, err = _run_cli([*argv, "--out", "rows.csv"], tmp_path, dist)
    assert status == 1, err
    assert "a worker process ended abruptly" in err
    assert "Traceback" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["killed.yaml", "site"]


def _started(argv: list[str], folder: Path) -> Any:
    """The command line started in a child process in ``folder``, its output piped."""
    import subprocess

    return subprocess.Popen(
        [sys.executable, "-m", "belote_spec", *argv],
        cwd=folder,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


NO_PROC = missing("posix", "/proc of Linux lists the workers")
SIMULATE_FOR_EVER = ["simulate", "classic", "--deals", "50000000", "--jobs", "2", "--quiet"]
SIMULATE_FOR_EVER += ["--out", "rows.csv"]
MATCH_FOR_MINUTES = ["match", "search", "search", "classic", "--deals", "200", "--jobs", "2"]


@pytest.mark.slow  # a child process, or a peer to wait for: a whole path
@pytest.mark.skipif(sys.platform != "linux", reason=NO_PROC)
@pytest.mark.parametrize("signal_name", ["SIGTERM", "SIGHUP"])
def test_a_signal_during_simulate_leaves_no_partial_file_and_no_worker(
    tmp_path: Path, signal_name: str
) -> None:
    """SIGTERM or SIGHUP during ``simulate --out`` left a hidden partial file (937 MB after a
    long run) and worker processes still holding the output pipe. The command stops as on
    Ctrl-C: the partial file removed, the workers stopped with it (the pipe closes at once)."""
    import os
    import signal
    import time

    child = _started(SIMULATE_FOR_EVER, tmp_path)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and child.poll() is None:
        if any(p.startswith(".") for p in os.listdir(tmp_path)) and _children(child.pid):
            break  # the hidden file open, the workers started: the run is under way
        time.sleep(0.05)
    time.sleep(0.5)  # the workers in their first chunk
    assert child.poll() is None, child.stderr.read() if child.stderr else ""
    child.send_signal(getattr(signal, signal_name))
    _out, err = child.communicate(timeout=60)  # the workers hold the pipe no more
    assert child.returncode == 130, err
    assert "interrupted" in err.decode()
    assert os.listdir(tmp_path) == []


@pytest.mark.slow  # a child process, or a peer to wait for: a whole path
@pytest.mark.skipif(
    sys.platform != "linux", reason=missing("posix", "/proc of Linux lists the workers")
)
def test_a_signal_stops_a_match_whose_workers_are_busy(tmp_path: Path) -> None:
    """A match whose worker was busy with a board went on after Ctrl-C (and after SIGTERM its
    workers were left running); the workers are stopped with it, in the middle of a board."""
    import signal
    import time

    child = _started(MATCH_FOR_MINUTES, tmp_path)
    deadline = time.monotonic() + 120
    while not _children(child.pid) and time.monotonic() < deadline and child.poll() is None:
        time.sleep(0.1)  # until the pool's processes start (the match is then under way)
    assert _children(child.pid), "no worker process started"
    time.sleep(1)  # the workers deep in their first board (several seconds each)
    child.send_signal(signal.SIGTERM)
    _out, err = child.communicate(timeout=60)  # not the minutes the boards in hand would take
    assert child.returncode == 130, err


def _children(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (Linux's /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rpartition(")")[2].split()[1]) == pid:
                found.append(int(entry.name))
    return found


def test_plots_that_cannot_be_written_are_refused_before_the_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--plots`` under a file (or anywhere it cannot be written) was found only after the
    whole run; it is refused before any deal is played."""
    from belote_spec.simulation import command

    (tmp_path / "a-file").write_text("x", encoding="utf-8")
    played: list[object] = []
    monkeypatch.setattr(command, "_simulate_each", lambda *a: played.append(a))
    argv = ["simulate", "classic", "--deals", "10", "--quiet", "--plots"]
    assert main([*argv, str(tmp_path / "a-file" / "charts")]) == 1
    err = capsys.readouterr().err
    assert (
        f"--plots: {tmp_path / 'a-file' / 'charts'}: {tmp_path / 'a-file'} is not a folder" in err
    )
    assert played == []


# ------------------------------------------------------------------------------ --dask


@pytest.mark.parametrize(
    ("address", "said"),
    [
        ("inproc://x", "is not a tcp:// address"),
        ("ucx://127.0.0.1:1", "is not a tcp:// address"),
        ("tls://127.0.0.1:1", "a TLS scheduler needs certificates"),
        ("tcp://nohost", "has no host and port"),
        ("tcp://:8786", "has no host and port"),
        ("tcp://host:99999", "has no host and port"),
    ],
)
def test_a_dask_address_it_cannot_use_is_refused_before_anything(
    capsys: pytest.CaptureFixture[str], address: str, said: str
) -> None:
    """Addresses that passed the pre-check then crashed in Dask (``inproc://``, ``ucx://``,
    ``tls://`` without certificates) are refused at once, with the reason."""
    assert main(["simulate", "classic", "--deals", "10", "--quiet", "--dask", address]) == 2
    err = capsys.readouterr().err
    assert said in err
    assert "Traceback" not in err


def test_a_dask_address_with_spaces_is_read_as_meant(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--dask " local"`` passed the check as ``local`` and then crashed as an address."""
    from belote_spec.simulation import api, command

    asked: list[object] = []

    @contextlib.contextmanager
    def client(dask: object) -> Iterator[None]:
        asked.append(dask)
        raise api.DaskUnreachable("--dask: stopped by the test")
        yield

    monkeypatch.setattr(command, "dask_client", client)
    assert main(["simulate", "classic", "--deals", "10", "--quiet", "--dask", " local "]) == 1
    assert asked == ["local"]
    assert "stopped by the test" in capsys.readouterr().err


def _peer(kind: str) -> tuple[str, Callable[[], None]]:
    """A TCP peer on this machine that accepts and then says nothing, or sends noise."""
    import os
    import socket
    import threading

    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(4)
    held: list[socket.socket] = []

    def serve() -> None:
        while True:
            try:
                conn, _addr = server.accept()
            except OSError:
                return
            held.append(conn)
            if kind == "noise":
                with contextlib.suppress(OSError):
                    conn.sendall(b"\xff" * 64 + os.urandom(4096))

    threading.Thread(target=serve, daemon=True).start()

    def close() -> None:
        server.close()
        for conn in held:
            conn.close()

    return f"tcp://127.0.0.1:{server.getsockname()[1]}", close


@pytest.mark.slow  # a child process, or a peer to wait for: a whole path
@pytest.mark.parametrize(
    ("kind", "said"),
    [("silent", "no answer from a Dask scheduler"), ("noise", "cannot talk to a Dask scheduler")],
)
def test_a_dask_peer_that_is_no_scheduler_is_said_in_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], kind: str, said: str
) -> None:
    """A peer that accepts and never answers hung the command for ever despite the timeout;
    one that sends noise gave a traceback (a 3.7 EiB allocation). Each is one line, status 1
    (the time allowed shortened for the test)."""
    from belote_spec.simulation import api

    monkeypatch.setattr(api, "DASK_CONNECT_TIMEOUT", "1s")
    address, close = _peer(kind)
    try:
        argv = ["simulate", "classic", "--deals", "10", "--quiet", "--dask", address]
        assert main(argv) == 1
    finally:
        close()
    err = capsys.readouterr().err
    assert f"belote-spec simulate: --dask: {said} at {address}" in err
    assert "Traceback" not in err


@pytest.mark.slow
def test_a_plugin_calling_sys_exit_on_a_dask_worker_is_named(tmp_path: Path) -> None:
    """On ``--dask local`` a plugin's ``sys.exit`` ended the Dask worker, and the command
    gave a ``FutureCancelledError`` traceback; it is the plugin's failure, named."""
    pytest.importorskip("distributed", reason=missing("dask", "extra dask"))
    _plugged(tmp_path, "fake-kernel-exits")
    argv = ["simulate", "fake-kernel-exits.yaml", "--deals", "100", "--dask", "local", "--quiet"]
    status, err = _run_cli(argv, tmp_path, PLUGIN_FIXTURES)
    assert status == 1, err
    assert "plugin 'fake-kernel-exits'" in err
    assert "failed: SystemExit: 3" in err
    assert "Traceback" not in err


def test_without_a_writable_numba_cache_the_kernels_are_compiled_each_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With no writable folder for numba's cache (a read-only install, a user without a home
    folder) numba refused every ``cache=True`` kernel, so the batch engine could not even be
    imported and ``simulate`` crashed. :func:`can_cache` asks numba first, and every kernel of
    the batch engine and the solver is decorated with its answer (compiled at each run, then)."""
    pytest.importorskip("numba", reason=missing("numba", "extra fast"))
    from numba.core import config

    from belote_spec.simulation.batch.numba_cache import can_cache

    (tmp_path / "nowhere_locator.py").write_text(
        "class Nowhere:\n"
        "    @classmethod\n"
        "    def from_function(cls, py_func, py_file):\n"
        "        return None  # no folder anywhere: as a read-only install without a home\n",
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path))

    def kernel() -> None:
        """A function of this module."""

    assert can_cache(kernel)
    monkeypatch.setattr(config, "CACHE_LOCATOR_CLASSES", "nowhere_locator.Nowhere")
    assert not can_cache(kernel)
    # The one place that compiles kernels (the batch engine's, the score kernel's and the
    # solver's) asks can_cache, and gives numba its answer (or False, where the disk cache
    # cannot be tied to every source compiled in).
    root = Path(__file__).resolve().parents[1] / "belote_spec"
    text = (root / "simulation/batch/numba_cache.py").read_text("utf-8")
    calls = re.findall(r"numba\.njit\(([^)]*)\)", text)
    assert calls
    assert all(c.startswith(("cache=cache,", "cache=False,")) for c in calls), calls
    assert "can_cache(" in text
    compiling = [
        p.relative_to(root).as_posix()
        for p in root.rglob("*.py")
        if "numba.njit(" in p.read_text("utf-8") or "@numba.njit" in p.read_text("utf-8")
    ]
    assert compiling == ["simulation/batch/numba_cache.py"]


def test_an_error_writing_out_names_the_users_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A disk full while writing ``--out rows.csv`` was said of the hidden temporary file the
    rows go through; the message names ``rows.csv``, and nothing is left behind."""
    import errno

    from belote_spec.simulation import output

    def full(self: output.RowWriter, *args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device", str(self.temp))

    monkeypatch.setattr(output.RowWriter, "write", full)
    monkeypatch.chdir(tmp_path)
    argv = ["simulate", "classic", "--deals", "100", "--quiet", "--out", "rows.csv"]
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert "belote-spec simulate: rows.csv: No space left on device" in err
    assert ".belote" not in err
    assert list(tmp_path.iterdir()) == []


def test_new_never_reads_a_device_in_the_way(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A link to ``/dev/zero`` where the starter writes a file was read whole (memory without
    end); it is never read, and without --force nothing is written."""
    import os

    repo = tmp_path / "club"
    (repo / "variants").mkdir(parents=True)
    (repo / "variants" / "club.yaml").symlink_to("/dev/zero")
    assert main(["new", "club", "-o", str(repo)]) == 1
    err = capsys.readouterr().err
    assert "already exists; nothing written" in err
    assert os.readlink(repo / "variants" / "club.yaml") == "/dev/zero"


def test_simulate_out_never_suggests_force_for_a_device(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """As ``export -o``: ``--out`` on a FIFO is refused as not a regular file, and the message
    does not suggest ``--force``, which would not help."""
    import os

    fifo = tmp_path / "rows.csv"
    os.mkfifo(fifo)
    argv = ["simulate", "classic", "--deals", "10", "--quiet", "--out", str(fifo)]
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert "is not a regular file: it is not replaced" in err
    assert "--force" not in err
