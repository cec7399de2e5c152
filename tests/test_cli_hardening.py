"""The command line against bad input (issue 10): what ``validate`` searches and checks, what
``play`` refuses before the game, ``diff`` of a variant with itself, ``rulebook -o`` and a
folder it did not write, and error output without colour or traceback."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from belote_spec.cli import authoring_commands, main, option_combinations, parser
from belote_spec.loader import OptionInfo, load_variant
from belote_spec.rulebook.examples import score_examples
from belote_spec.rulebook.standalone import MARKER, strip_ansi

from .conftest import ROOT


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


GOOD = "title: Good\nextends: classic\n"

#: Two options of an auction variant that load alone but not together: a ceiling of 100
#: below a floor of 120 (bridgee bids from 80 to 160 by tens).
PAIR = (
    "title: Pair\nextends: bridgee\noptions:\n"
    "  low-ceiling:\n    title: Low ceiling\n"
    "    rules:\n      bidding: {auction: {ceiling: 100}}\n"
    "  high-floor:\n    title: High floor\n"
    "    rules:\n      bidding: {auction: {floor: 120}}\n"
)


# -------------------------------------------------------------------------- what validate reads


def test_validate_searches_subfolders_and_any_case_of_the_suffix(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "a" / "b").mkdir(parents=True)
    (tmp_path / "top.yaml").write_text(GOOD, encoding="utf-8")
    (tmp_path / "a" / "Upper.YAML").write_text(GOOD, encoding="utf-8")
    (tmp_path / "a" / "b" / "deep.Yml").write_text(GOOD, encoding="utf-8")
    (tmp_path / "a" / "notes.txt").write_text("not a variant", encoding="utf-8")
    # hidden folders (.git, .venv) are not searched
    (tmp_path / ".hidden").mkdir()
    (tmp_path / ".hidden" / "broken.yaml").write_text("title: [", encoding="utf-8")
    status, out, err = run(capsys, "validate", "--max-combinations", "1", str(tmp_path))
    assert status == 0, err
    assert f"{tmp_path / 'top.yaml'}: ok (top, " in out
    assert f"{tmp_path / 'a' / 'Upper.YAML'}: ok (Upper, " in out
    assert f"{tmp_path / 'a' / 'b' / 'deep.Yml'}: ok (deep, " in out
    assert "broken" not in out + err
    assert "notes.txt" not in out + err
    assert len(out.splitlines()) == 3


def test_validate_fails_on_a_folder_without_variant_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    status, out, err = run(capsys, "validate", str(empty))
    assert status == 1
    assert out == ""
    assert f"no variant files found in {empty}" in err
    (empty / "sub").mkdir()
    (empty / "sub" / "readme.md").write_text("# nothing", encoding="utf-8")
    status, _out, err = run(capsys, "validate", str(empty))
    assert status == 1
    assert f"no variant files found in {empty}" in err


def test_validate_a_path_that_does_not_exist(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for missing in (tmp_path / "nope", tmp_path / "nope.yaml", tmp_path / "x" / "y.yml"):
        status, out, err = run(capsys, "validate", str(missing))
        assert status == 1
        assert out == ""
        assert err.strip() == f"belote-spec validate: {missing}: no such file or folder"
    # the other paths are still validated, and the status says a path was missing
    good = tmp_path / "good.yaml"
    good.write_text(GOOD, encoding="utf-8")
    status, out, err = run(
        capsys, "validate", "--max-combinations", "1", str(tmp_path / "nope"), str(good)
    )
    assert status == 1
    assert "no such file or folder" in err
    assert f"{good}: ok (good, " in out


def test_validate_says_which_subfolders_it_could_not_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "good.yaml").write_text(GOOD, encoding="utf-8")
    real_walk = os.walk

    def walk(top: Any, onerror: Any = None, **kw: Any) -> Any:
        onerror(PermissionError(errno.EACCES, "Permission denied", str(tmp_path / "locked")))
        yield from real_walk(top, onerror=onerror, **kw)

    monkeypatch.setattr(authoring_commands.os, "walk", walk)
    status, out, err = run(capsys, "validate", "--max-combinations", "1", str(tmp_path))
    assert status == 1  # a folder it could not search is not called ok
    assert f"{tmp_path / 'good.yaml'}: ok (good, " in out
    assert err == (
        f"belote-spec validate: cannot read the folder {tmp_path / 'locked'}: Permission denied\n"
    )


def test_validate_bounds_the_search_of_a_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    for i in range(5):
        (tmp_path / f"v{i}.yaml").write_text(GOOD, encoding="utf-8")
    monkeypatch.setattr(authoring_commands, "MAX_FOLDER_ENTRIES", 4)
    status, out, err = run(capsys, "validate", str(tmp_path))
    assert status == 1
    assert out == ""
    assert err.startswith(f"belote-spec validate: {tmp_path} holds more than 4 files")


# ------------------------------------------------------------------------- what validate checks


def test_option_combinations_follow_requires_and_conflicts() -> None:
    options = {
        "a": OptionInfo("a", "A", ""),
        "b": OptionInfo("b", "B", "", requires=("a",)),
        "c": OptionInfo("c", "C", "", conflicts=("a",)),
        "d": OptionInfo("d", "D", ""),
    }
    combos, total, how = option_combinations(options, None)
    # a player may choose: nothing, a, a+b, c, d, a+d, a+b+d, c+d (b needs a; c excludes a)
    expected = {(), ("a",), ("a", "b"), ("c",), ("d",), ("a", "d"), ("a", "b", "d"), ("c", "d")}
    assert set(combos) == expected
    assert len(combos) == total == 8
    assert combos[0] == ()
    assert how == "every combination"
    # bounded: the variant alone, then each option alone (with what it requires), then pairs
    combos, total, how = option_combinations(options, 5)
    assert total == 8
    assert combos == [(), ("a",), ("a", "b"), ("c",), ("d",)]
    assert "each option alone" in how
    assert "0 of the" not in how


@pytest.mark.slow  # over half a second: CI runs it, `tools/check.py --fast` does not
def test_validate_checks_options_together_not_only_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "pair.yaml"
    path.write_text(PAIR, encoding="utf-8")
    for option in ("low-ceiling", "high-floor"):
        load_variant(path, [option])  # each one alone is fine
    status, out, err = run(capsys, "validate", str(path))
    assert status == 1
    assert ": ok" not in out
    assert "the ceiling 100 is below the floor 120" in err
    assert f"with {path.stem}+low-ceiling+high-floor" in err
    assert err.startswith(f"{path}:")
    assert "Traceback" not in err
    # options that cannot be chosen together are not checked together
    path.write_text(
        PAIR.replace("  high-floor:\n", "  high-floor:\n    conflicts: [low-ceiling]\n"),
        encoding="utf-8",
    )
    status, out, err = run(capsys, "validate", str(path))
    assert status == 0, err
    # with bridgee's own options, each free: nothing, one or the other of the two
    inherited = _free_options("bridgee")
    assert f"every combination of options ({3 * 2**inherited}) compiled" in out


def _free_options(name: str) -> int:
    """How many options a shipped variant offers, checking that none requires or excludes
    another (each doubles the number of combinations)."""
    offered = load_variant(name).available_options
    assert not any(o.requires or o.conflicts for o in offered.values())
    return len(offered)


def test_validate_locates_an_unknown_plugin_named_by_an_option(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "plug.yaml"
    path.write_text(
        "title: Plug\nextends: classic\noptions:\n  extra:\n    title: Extra\n"
        "    rules:\n      plugins:\n        - name: nope\n          params: {}\n",
        encoding="utf-8",
    )
    load_variant(path)  # the variant alone loads: only the option names the plugin
    status, out, err = run(capsys, "validate", str(path))
    assert status == 1
    assert ": ok" not in out
    assert err.startswith(
        f"{path}:8:11: plugins: no rule plugin named 'nope' is installed; expected an "
        "installed plugin name"
    )
    assert err.rstrip().endswith("(with plug+extra)")
    # the rulebook of the variant says so of the option rather than failing
    from belote_spec.rulebook.render import rulebook_texts

    variant = load_variant(path)
    texts = rulebook_texts(variant, variant.compile(), "en")
    assert "This option does not load here: « belote-spec validate » says why." in texts


@pytest.mark.slow  # over half a second: CI runs it, `tools/check.py --fast` does not
def test_validate_bounds_the_combinations_and_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    options = "".join(
        f"  o{i}:\n    title: O{i}\n    rules:\n      game_end: {{reach: exceed}}\n"
        for i in range(3)
    )
    path = tmp_path / "three.yaml"
    path.write_text(f"title: Three\nextends: bridgee\noptions:\n{options}", encoding="utf-8")
    status, out, _err = run(capsys, "validate", "--max-combinations", "4", str(path))
    assert status == 0
    # three independent options and bridgee's: 2 ** (3 + n) combinations, 4 checked
    every = 2 ** (3 + _free_options("bridgee"))
    assert f"4 of the {every} combinations of options" in out
    assert "the variant alone and 3 of the " in out
    assert "--max-combinations 0 checks them all" in out
    status, out, _err = run(capsys, "validate", "--max-combinations", "0", str(path))
    assert status == 0
    assert f"every combination of options ({every})" in out
    status, _out, err = run(capsys, "validate", "--max-combinations", "-1", str(path))
    assert status == 2
    assert "--max-combinations" in err


def test_validate_plays_a_deal_and_writes_the_rulebook_of_each_combination(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "one.yaml"
    path.write_text(
        "title: One\nextends: classic\noptions:\n  short:\n    title: Short\n"
        "    rules:\n      game_end: {target: 500}\n",
        encoding="utf-8",
    )
    played: list[str] = []
    written: list[tuple[str, str, bool]] = []
    real_texts = cli_rulebook_texts()

    def play(rules: Any) -> None:
        played.append(rules.variant.id)
        if "short" in rules.variant.options:
            raise RuntimeError("the bots are stuck")

    def texts(variant: Any, rules: Any, lang: str, *, render: bool = True) -> list[str]:
        written.append((variant.id, lang, render))
        return real_texts(variant, rules, lang, render=render)

    monkeypatch.setattr(authoring_commands, "_play_one_deal", play)
    monkeypatch.setattr("belote_spec.rulebook.render.rulebook_texts", texts)
    status, out, err = run(capsys, "validate", str(path))
    assert status == 1
    assert out == ""
    # +short and classic's own options, each chosen or not
    inherited = list(load_variant("classic").available_options)
    assert _free_options("classic") == len(inherited)
    assert len(played) == 2 ** (len(inherited) + 1) == len(set(played))
    assert played[0] == "one"
    assert "one+short" in played
    # the whole rendered rulebook of the variant (its options section restates each option),
    # the sentences and examples of each combination, in both languages
    assert written[:2] == [("one", "fr", True), ("one", "en", True)]
    assert written[2:] == [(spec, lang, False) for spec in played[1:] for lang in ("fr", "en")]
    # the same failure once, with the smallest combination that shows it
    assert err == (
        f"{path}: random bots could not play a deal: RuntimeError: the bots are stuck "
        "(with one+short)\n"
    )


def cli_rulebook_texts() -> Any:
    from belote_spec.rulebook.render import rulebook_texts

    return rulebook_texts


@pytest.mark.parametrize("parent", ["classic", "bridgee"])
@pytest.mark.parametrize("points", [0, 200, 1000])
def test_any_belote_value_validates_with_its_rulebook(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], parent: str, points: int
) -> None:
    """A belote worth 200 (or 0, or the schema's 1000) compiles, plays and has a rulebook.
    Worth more than the deal's card points, it made every contract of the taker holding it,
    and the search for a failed contract went down to 5 card points with the last trick
    still given to the taker: the engine refused the example and the rulebook failed."""
    path = tmp_path / f"belote-{points}.yaml"
    path.write_text(
        f"title: B\nextends: {parent}\nrules:\n  belote: {{points: {points}}}\n", encoding="utf-8"
    )
    status, out, err = run(capsys, "validate", "--max-combinations", "1", str(path))
    assert status == 0, err
    assert ": ok (" in out
    rules = load_variant(path).compile()
    assert rules.belote_points == points
    examples = score_examples(rules, "fr")
    # a failed contract is shown even when the taker's belote alone would make it
    assert "dedans" in {e.key for e in examples}
    for example in examples:
        assert all(p >= 0 for p in example.points.values()), example.key
        # the team given the last trick holds at least its ten points (the dix de der)
        last = example.extras["last_trick"]
        assert example.points[last] >= rules.tables.dix_de_der, example.key
        again = rules.score_deal(example.contract, example.points, **example.inputs())
        assert again == example.score, example.key


# ------------------------------------------------------------------------------ targets


def test_a_target_outside_the_choices_is_located_by_validate_and_refused_by_play(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # classic offers 1000 and 500: a game to 1500 would be saved with a target that replay
    # refuses
    path = tmp_path / "long.yaml"
    path.write_text(
        "title: Long\nextends: classic\nrules:\n  game_end: {target: 1500}\n", encoding="utf-8"
    )
    status, out, err = run(capsys, "validate", str(path))
    assert status == 1
    assert ": ok" not in out
    expected = (
        f"{path}:4:22: game_end.target: the target 1500 is not among the target choices "
        "1000, 500: a game played to it could not be replayed"
    )
    assert err.startswith(expected)
    status, out, err = run(capsys, "play", str(path), "--seed", "1", "--bots", "random")
    assert status == 1
    assert out == ""
    assert err.startswith(expected)
    # the choices changed instead: the problem is where they were written
    path.write_text(
        "title: Long\nextends: classic\nrules:\n  game_end: {target_choices: [2000]}\n",
        encoding="utf-8",
    )
    status, _out, err = run(capsys, "validate", str(path))
    assert status == 1
    assert err.startswith(f"{path}:4:30: game_end.target_choices: the target 1000 is not")
    # choosing an allowed target at play time is fine
    assert load_variant(path).rule("game_end.target") == 1000


@pytest.mark.parametrize(
    ("spec", "target", "message"),
    [
        ("classic", "0", "expected one of 1000, 500 (classic's choices); got 0"),
        ("classic", "-5", "expected one of 1000, 500 (classic's choices); got -5"),
        ("classic", "1500", "expected one of 1000, 500 (classic's choices); got 1500"),
        ("bridgee", "50", "expected a target from 100 to 10000; got 50"),
        ("bridgee", "0", "expected a target from 100 to 10000; got 0"),
    ],
)
def test_play_refuses_a_target_before_the_game(
    capsys: pytest.CaptureFixture[str], spec: str, target: str, message: str
) -> None:
    status, out, err = run(capsys, "play", spec, f"--target={target}", "--seed", "1")
    assert status == 2
    assert out == ""  # refused before the first deal
    assert err.strip() == f"belote-spec play: --target: {message}"


def test_a_game_saved_with_a_chosen_target_replays(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = tmp_path / "game.json"
    status, _out, err = run(
        capsys, "play", "classic", "--target", "500", "--seed", "3", "--bots", "random",
        "--save", str(record),
    )  # fmt: skip
    assert status == 0, err
    assert json.loads(record.read_text(encoding="utf-8"))["target"] == 500
    status, out, err = run(capsys, "replay", str(record))
    assert status == 0, err
    assert ": ok" in out


def test_play_save_replaces_a_file_only_with_force(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = tmp_path / "game.json"
    record.write_text("my file", encoding="utf-8")
    argv = ["play", "classic", "--seed", "4", "--bots", "random", "--save", str(record)]
    status, out, err = run(capsys, *argv)
    assert status == 2
    assert out == ""  # refused before the game
    assert "--force" in err
    assert record.read_text(encoding="utf-8") == "my file"
    status, _out, err = run(capsys, *argv, "--force")
    assert status == 0, err
    assert json.loads(record.read_text(encoding="utf-8"))["seed"] == 4
    assert run(capsys, "replay", str(record))[0] == 0


def test_play_refuses_an_abstract_variant(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "play", "base", "--seed", "1")
    assert status == 1
    assert out == ""
    assert err.startswith("belote-spec play: base is an abstract variant")
    assert "classic" in err  # what can be played instead
    assert "Traceback" not in err


# ------------------------------------------------------------------------------ show and diff


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("classic+sans-annonces+sans-annonces", "option 'sans-annonces' is chosen twice"),
        ("classic+", "an empty option name"),
        ("classic++sans-annonces", "an empty option name"),
    ],
)
def test_show_refuses_a_repeated_option_and_an_empty_one(
    capsys: pytest.CaptureFixture[str], spec: str, message: str
) -> None:
    status, out, err = run(capsys, "show", spec)
    assert status == 1
    assert out == ""
    assert message in err
    assert "Traceback" not in err


def test_diff_of_a_variant_with_itself_says_they_are_the_same(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _err = run(capsys, "diff", "classic", "classic")
    assert status == 0
    assert out.strip() == (
        "classic and classic are the same: no rule differs and they offer the same options"
    )
    status, out, _err = run(capsys, "diff", "classic", "classic", "--json")
    data = json.loads(out)
    assert status == 0
    assert data == {"a": "classic", "b": "classic", "same": True, "rules": [], "options": []}
    status, out, _err = run(capsys, "diff", "classic", "club", "--json")
    assert json.loads(out)["same"] is False
    status, out, _err = run(capsys, "diff", "classic", "classic+sans-annonces")
    assert out.startswith("1 rule differs between classic and classic+sans-annonces")


def test_diff_says_when_only_the_options_differ(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "more.yaml"
    path.write_text(
        "title: More\nextends: classic\noptions:\n  short:\n    title: Short\n"
        "    rules:\n      game_end: {target: 500}\n",
        encoding="utf-8",
    )
    status, out, _err = run(capsys, "diff", "classic", str(path))
    assert status == 0
    assert out.startswith("no rule differs between classic and more\n")
    assert "more+short — Short: sets game_end.target" in out
    data = json.loads(run(capsys, "diff", "classic", str(path), "--json")[1])
    assert data["same"] is False
    assert data["rules"] == []


# ------------------------------------------------------------------------------ rulebook -o


def test_rulebook_refuses_a_folder_it_did_not_write_unless_forced(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "notes.txt").write_text("my notes", encoding="utf-8")
    (mine / "index.html").write_text("my page", encoding="utf-8")
    status, out, err = run(capsys, "rulebook", "classic", "-o", str(mine))
    assert status == 1
    assert out == ""
    assert err.startswith(f"belote-spec rulebook: {mine} is not empty and was not written")
    assert "--force" in err
    assert sorted(p.name for p in mine.iterdir()) == ["index.html", "notes.txt"]
    assert (mine / "index.html").read_text(encoding="utf-8") == "my page"
    # --force writes into it, and deletes nothing of the user's
    status, out, err = run(capsys, "rulebook", "classic", "-o", str(mine), "--force")
    assert status == 0, err
    assert (mine / "notes.txt").read_text(encoding="utf-8") == "my notes"
    assert "Belote classique" in (mine / "index.html").read_text(encoding="utf-8")
    assert (mine / MARKER).is_file()


@pytest.mark.slow  # over half a second: CI runs it, `tools/check.py --fast` does not
def test_rulebook_writes_again_into_a_folder_it_wrote(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out_dir = tmp_path / "new" / "book"
    assert run(capsys, "rulebook", "classic", "-o", str(out_dir))[0] == 0
    assert (out_dir / MARKER).is_file()
    status, _out, err = run(capsys, "rulebook", "bridgee", "-o", str(out_dir))
    assert status == 0, err
    assert "Belote bridgée" in (out_dir / "index.html").read_text(encoding="utf-8")
    # an empty folder is not the user's work either
    empty = tmp_path / "empty"
    empty.mkdir()
    status, _out, err = run(capsys, "rulebook", "bridgee", "-o", str(empty))
    assert status == 0, err


# ------------------------------------------------------------------------------ clean errors


def test_sphinx_colours_are_removed_from_rulebook_errors(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from sphinx.util import console

    from belote_spec.rulebook import sphinxext

    def broken(self: Any, variant: Any, rules: Any) -> list[Any]:
        return self.warn("a warning of the build")  # type: ignore[no-any-return]

    monkeypatch.setattr(sphinxext.PartDirective, "render", broken)
    console.enable_colour()  # as on a terminal: Sphinx colours its warnings
    try:
        status, _out, err = run(capsys, "rulebook", "classic", "-o", str(tmp_path / "o"))
    finally:
        console.disable_colour()
    assert status == 1
    assert "a warning of the build" in err
    assert "\x1b[" not in err
    assert strip_ansi("\x1b[31;01mred\x1b[39;49;00m text") == "red text"


def test_an_os_error_is_one_clean_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse() -> str:
        raise PermissionError(errno.EACCES, "Permission denied", "/some/file")

    monkeypatch.setattr(authoring_commands, "schema_text", refuse)
    status, out, err = run(capsys, "schema")
    assert status == 1
    assert out == ""
    assert err == "belote-spec schema: /some/file: Permission denied\n"


@pytest.mark.slow
def test_errors_piped_to_a_file_carry_no_colour_codes(
    tmp_path: Path, capfd: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every failing command, its output captured (not a terminal), even with the variables
    that ask programs for colour set: no escape sequence, no traceback, one clean message.
    The usage error runs as ``python -m belote_spec`` in a process of its own (the
    interpreter's and argparse's own colours); the others run in this process (``main``),
    their output captured at the file descriptors, with the same variables set."""
    bad = tmp_path / "bad.yaml"
    bad.write_text("title: Bad\nextends: classic\nrules:\n  play: {undertrump: no}\n")
    taken = tmp_path / "taken"
    taken.mkdir()
    (taken / "notes.txt").write_text("mine", encoding="utf-8")
    colour = {"FORCE_COLOR": "1", "CLICOLOR_FORCE": "1", "TERM": "xterm-256color"}
    env = {**os.environ, **colour}
    env.pop("NO_COLOR", None)
    result = subprocess.run(
        [sys.executable, "-m", "belote_spec", "list", "--no-such-flag"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        check=False,
        timeout=120,
    )
    assert result.returncode == 2, result.returncode
    assert result.stderr.strip()
    assert "\x1b[" not in result.stderr + result.stdout
    assert "Traceback" not in result.stderr, result.stderr
    for name, value in colour.items():
        monkeypatch.setenv(name, value)
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.chdir(ROOT)
    commands = [
        ["validate", str(bad)],
        ["validate", str(tmp_path / "missing")],
        ["show", "clasic"],
        ["diff", "classic", "nope.yaml"],
        ["play", "classic", "--target", "0"],
        ["play", "base"],
        ["replay", str(tmp_path / "missing.json")],
        ["rulebook", "classic", "-o", str(taken)],
    ]
    for argv in commands:
        capfd.readouterr()
        try:
            status = main(argv)
        except SystemExit as exit:  # argparse's usage errors
            status = exit.code  # type: ignore[assignment]
        out, err = capfd.readouterr()
        assert status in (1, 2), (argv, status)
        assert err.strip(), argv
        assert "\x1b[" not in err + out, argv
        assert "Traceback" not in err, (argv, err)


def test_a_file_name_with_a_terminal_escape_is_printed_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "mine\x1b[2J.yaml"
    path.write_text("name: mine\nextends: classic\ntitle: Mine\n", encoding="utf-8")
    assert main(["validate", str(path), "--max-combinations", "1"]) == 0
    assert main(["show", str(path), "--no-sources"]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out
    assert "mine\\x1b[2J.yaml: ok" in out
    assert "files: " in out
    assert "mine\\x1b[2J.yaml" in out.split("files: ", 1)[1].splitlines()[0]


def test_replay_prints_a_file_name_with_a_terminal_escape_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game\x1b]0;pwned\x07.json"
    path.write_text("{", encoding="utf-8")
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert "\x1b" not in err
    assert "\x07" not in err
    assert err.startswith(str(tmp_path) + "/game\\x1b]0;pwned\\x07.json: ")


def test_ctrl_c_ends_a_command_with_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def interrupted(_args: object) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(parser, "cmd_validate", interrupted)
    assert main(["validate", "variants"]) == 130
    assert capsys.readouterr().err == "\nbelote-spec validate: interrupted\n"


def test_rulebook_never_writes_through_a_link_in_its_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    book = tmp_path / "book"
    book.mkdir()
    (book / MARKER).write_text("written by belote-spec rulebook\n", encoding="utf-8")
    precious = tmp_path / "precious.txt"
    precious.write_text("mine\n", encoding="utf-8")
    (book / "index.html").symlink_to(precious)
    for extra in ([], ["--force"]):
        assert main(["rulebook", "classic", "-o", str(book), *extra]) == 1
        err = capsys.readouterr().err
        assert "holds a symbolic link (index.html)" in err
    assert precious.read_text(encoding="utf-8") == "mine\n"
