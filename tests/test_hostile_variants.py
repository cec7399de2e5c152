"""Hostile variant files and misuse of the API: one clear problem each, never a traceback,
bounded time and memory.

Timings are measured by ``benchmarks/validate_large.py``, not asserted here.
"""

from __future__ import annotations

import copy
import os
import pickle
import re
import string
import subprocess
import sys
from pathlib import Path

import pytest

import belote_spec
from belote_spec import VariantError, load_variant
from belote_spec.cli import main
from belote_spec.errors import MAX_HINT_WORD, Problem, did_you_mean, escape_controls, hint_budget
from belote_spec.loader import MAX_HINTS
from belote_spec.yamlsafe import (
    MAX_BYTES,
    MAX_INT_DIGITS,
    MAX_NODES,
    RefusedFile,
    read_bounded,
    read_yaml_text,
)

from .conftest import SPECS, sweep
from .skips import missing

#: Every character a terminal may act on: C0, DEL and C1.
CONTROLS = [chr(c) for c in (*range(0x20), *range(0x7F, 0xA0))]
_RAW_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")


def _variant(tmp_path: Path, body: str, name: str = "hostile.yaml") -> Path:
    path = tmp_path / name
    path.write_text("extends: base\ntitle: Hostile\n" + body, encoding="utf-8")
    return path


def _problems(path: Path | str, options: tuple[str, ...] = ()) -> tuple[Problem, ...]:
    with pytest.raises(VariantError) as info:
        load_variant(path, options)
    return info.value.problems


# --------------------------------------------------------------------------- long integers


@pytest.mark.parametrize("digits", [MAX_INT_DIGITS + 1, 4301, 5000, 20_000])
def test_a_long_integer_value_is_one_located_problem(tmp_path: Path, digits: int) -> None:
    path = _variant(tmp_path, f"rules:\n  game_end:\n    target: {'9' * digits}\n")
    (problem,) = _problems(path)
    assert (problem.line, problem.column, problem.path) == (5, 13, "game_end.target")
    assert f"has {digits} digits" in problem.message
    assert len(str(problem)) < 300  # the number itself is not printed whole


def test_integers_up_to_the_limit_are_read() -> None:
    doc, problems = read_yaml_text(f"a: {'9' * MAX_INT_DIGITS}\nb: -{'1' * MAX_INT_DIGITS}\n")
    assert problems == []
    assert doc.data == {"a": 10**MAX_INT_DIGITS - 1, "b": -int("1" * MAX_INT_DIGITS)}


def test_a_long_integer_key_is_one_located_problem() -> None:
    _doc, problems = read_yaml_text("rules:\n  game_end:\n    " + "4" * 900 + ": 1\n")
    (problem,) = problems
    assert (problem.line, problem.column, problem.path) == (3, 5, "rules.game_end")
    assert "has 900 digits" in problem.message


def test_a_key_over_yaml_s_length_limit_says_so() -> None:
    """A plain key longer than 1,024 characters is a YAML syntax error: the hint says why."""
    _doc, problems = read_yaml_text("a:\n  " + "4" * 5000 + ": 1\n")
    assert [p.line for p in problems] == [2, 2]
    assert "5000 digits" in problems[0].message
    assert "YAML syntax error" in problems[1].message
    assert "1024 characters" in (problems[1].expected or "")


# --------------------------------------------------------------------------- huge and odd files


def test_a_sparse_file_over_the_limit_is_refused_before_reading(tmp_path: Path) -> None:
    path = tmp_path / "huge.yaml"
    with path.open("wb") as f:
        f.truncate(3 * 1024**3)  # 3 GB, no block written: reading it would take 3 GB
    (problem,) = _problems(path)
    assert (problem.line, problem.column) == (0, 0)
    assert problem.message == f"the file is {3 * 1024**3} bytes long"
    assert f"at most {MAX_BYTES} bytes" in (problem.expected or "")


@pytest.mark.skipif(sys.platform == "win32", reason=missing("posix", "resource limits"))
def test_validate_refuses_a_sparse_file_under_a_1_gb_memory_cap(tmp_path: Path) -> None:
    path = tmp_path / "huge.yaml"
    with path.open("wb") as f:
        f.truncate(3 * 1024**3)
    code = (
        "import resource, sys\n"
        "resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))\n"
        "from belote_spec.cli import main\n"
        "sys.exit(main(['validate', sys.argv[1]]))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(path)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 1, done.stderr
    assert done.stderr.strip() == (
        f"{path}: the file is {3 * 1024**3} bytes long; expected a regular file of at most "
        f"{MAX_BYTES} bytes"
    )
    assert done.stdout == ""


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason=missing("posix", "no named pipes"))
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    (problem,) = _problems(fifo)
    assert problem.message == "this is a FIFO (named pipe), not a regular file"


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason=missing("posix", "no /dev/zero"))
def test_dev_zero_is_refused_without_reading(capsys: pytest.CaptureFixture[str]) -> None:
    (problem,) = _problems(Path("/dev/zero"))
    assert problem.message == "this is a character device, not a regular file"
    assert main(["validate", "/dev/zero"]) == 1
    assert "not a regular file" in capsys.readouterr().err


def test_a_folder_given_as_a_variant_file_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "folder.yaml"
    folder.mkdir()
    (problem,) = _problems(folder)
    assert problem.message == "this is a folder, not a regular file"


def test_a_parent_that_is_not_a_regular_file_is_refused(tmp_path: Path) -> None:
    (tmp_path / "parent.yaml").mkdir()
    path = tmp_path / "child.yaml"
    path.write_text("extends: ./parent.yaml\ntitle: Child\n", encoding="utf-8")
    messages = [p.message for p in _problems(path)]
    assert "this is a folder, not a regular file" in messages


def test_reading_is_bounded_even_when_the_size_is_not_known(tmp_path: Path) -> None:
    path = tmp_path / "grown.yaml"
    path.write_bytes(b"x" * 100)
    assert read_bounded(path, limit=100) == b"x" * 100
    with pytest.raises(RefusedFile, match="100 bytes long"):
        read_bounded(path, limit=99)
    proc = Path("/proc/self/status")  # size 0 on disk, not empty when read
    if proc.exists():
        with pytest.raises(RefusedFile, match="longer than 10 bytes"):
            read_bounded(proc, limit=10)


def test_a_path_with_a_nul_character_is_a_problem_not_a_crash() -> None:
    (problem,) = _problems("bad\x00name.yaml")
    assert problem.message == "no such variant file"
    assert "\x00" not in str(problem)


# --------------------------------------------------------------------------- line endings


@pytest.mark.parametrize("newline", ["\r", "\r\n", "\n"])
def test_line_numbers_follow_every_kind_of_line_ending(newline: str) -> None:
    text = newline.join(["a: 1", "", "b:", "  c: yes", "  d: [1, 2"]) + newline
    _doc, problems = read_yaml_text(text)
    ambiguous, syntax = problems
    assert (ambiguous.line, ambiguous.column) == (4, 6)
    assert "reads it as true" in ambiguous.message
    assert "YAML syntax error" in syntax.message
    assert syntax.line == 6


def test_a_tab_on_a_cr_only_line_gets_the_tab_hint() -> None:
    _doc, problems = read_yaml_text("a:\r  b: 1\r\tc: 2\r")
    (problem,) = problems
    assert problem.line == 3
    assert "tabs are not allowed" in (problem.expected or "")


def test_invalid_utf8_after_cr_only_lines_names_its_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_bytes(b"extends: base\rtitle: x\r\rdescription: \xff\r")
    (problem,) = _problems(path)
    assert (problem.line, problem.message) == (4, "the file is not valid UTF-8")


# --------------------------------------------------------------------------- floats


@pytest.mark.parametrize(
    ("written", "read"), [("1000.0", 1000.0), ("1e3", 1000.0), ("1.0e3", 1000.0), ("1E3", 1000.0)]
)
def test_a_whole_number_written_as_a_float_is_refused(
    tmp_path: Path, written: str, read: float
) -> None:
    doc, problems = read_yaml_text(f"a: {written}\n")
    assert problems == []
    assert doc.data == {"a": read}  # YAML 1.2: a float, even without a dot (YAML 1.1: a text)
    assert isinstance(doc.data["a"], float)
    path = _variant(tmp_path, f"rules:\n  game_end:\n    target: {written}\n")
    (problem,) = _problems(path)
    assert (problem.line, problem.column, problem.path) == (5, 13, "game_end.target")
    assert problem.message == "got 1000.0, a number written with a decimal point or exponent"
    assert problem.expected == (
        "a whole number from 100 to 10000 (written 1000, without a decimal point or exponent)"
    )


@pytest.mark.parametrize("written", ["1e400", "-1e400", "9" * 5000 + ".0"])
def test_a_float_too_large_to_hold_is_one_located_problem(tmp_path: Path, written: str) -> None:
    path = _variant(tmp_path, f"rules:\n  game_end:\n    target: {written}\n")
    (problem,) = _problems(path)
    assert (problem.line, problem.column, problem.path) == (5, 13, "game_end.target")
    assert problem.message.startswith("the number ")
    assert problem.message.endswith(" is too large")
    assert len(problem.message) < 60


def test_a_fractional_number_for_an_integer_rule_is_refused(tmp_path: Path) -> None:
    path = _variant(tmp_path, "rules:\n  game_end:\n    target: 1000.5\n")
    (problem,) = _problems(path)
    assert problem.message.startswith("got 1000.5,")
    assert problem.expected == "a whole number from 100 to 10000"


# --------------------------------------------------------------------------- control characters


@pytest.mark.parametrize("char", [c for c in CONTROLS if c not in "\t\n"])
def test_a_control_character_in_a_text_is_refused(char: str) -> None:
    doc, problems = read_yaml_text(f'title: "a\\x{ord(char):02x}b"\n')
    (problem,) = problems
    assert (problem.line, problem.column, problem.path) == (1, 8, "title")
    assert problem.message == f"the text contains the control character U+{ord(char):04X}"
    assert doc.data == {"title": f"a{char}b"}
    assert not _RAW_CONTROL.search(str(problem))


def test_tab_and_newline_are_allowed_in_a_text_not_in_a_key() -> None:
    doc, problems = read_yaml_text('a: "x\\ty\\nz"\nb: |\n  two\n  lines\n')
    assert problems == []
    assert doc.data == {"a": "x\ty\nz", "b": "two\nlines\n"}
    doc, problems = read_yaml_text('"a\\tb": 1\nc: 2\n')
    (problem,) = problems
    assert problem.message == "the key contains the control character U+0009"
    assert doc.data == {"c": 2}  # the refused key is left out, once


def test_an_alias_does_not_smuggle_a_control_character_into_a_key() -> None:
    _doc, problems = read_yaml_text('a: &k "x\\ty"\n*k : 1\n')
    (problem,) = problems
    assert (problem.line, problem.message) == (2, "the key contains the control character U+0009")


def test_escapes_in_every_place_of_a_variant_are_refused(tmp_path: Path) -> None:
    path = _variant(
        tmp_path,
        'description: "\\e[2J"\n'
        "sources:\n"
        '  new: {title: "\\x9b31m", sections: ["\\e[H"]}\n'
        "options:\n"
        '  "opt\\e":\n'
        "    title: x\n",
    )
    problems = _problems(path)
    assert [(p.line, p.path) for p in problems] == [
        (3, "description"),
        (5, "sources.new.title"),
        (5, "sources.new.sections[0]"),
        (7, "options"),
    ]
    for problem in problems:
        assert "control character" in problem.message
        assert not _RAW_CONTROL.search(str(problem))


def test_problem_text_escapes_control_characters_in_every_field() -> None:
    problem = Problem("f\x1b[2J.yaml", 3, 4, "a\x9bb", "m\x07\n", "e\x00\u2028", "h\r\u202e")
    text = str(problem)
    assert text == ("f\\x1b[2J.yaml:3:4: a\\x9bb: m\\x07\\n; expected e\\x00\\u2028 (h\\r\\u202e)")
    assert "\\x1b" in str(VariantError([problem]))
    assert escape_controls("plain é — text") == "plain é — text"


def test_a_very_long_field_is_shortened_when_printed() -> None:
    text = str(Problem("f.yaml", 1, 1, "", "x" * 5000))
    assert len(text) < 1100
    assert "4000 more characters" in text


def test_a_file_name_with_an_escape_sequence_is_printed_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _variant(tmp_path, "rules:\n  play:\n    undertrump: nope\n", "x\x1b[31m.yaml")
    assert main(["validate", str(path)]) == 1
    err = capsys.readouterr().err
    assert "x\\x1b[31m.yaml:5:17: play.undertrump: nope is not an allowed value" in err
    assert "x\\x1b[31m.yaml: the file name contains the control character U+001B" in err
    assert not _RAW_CONTROL.search(err.replace("\n", ""))


def test_a_variant_named_after_its_file_needs_a_printable_file_name(tmp_path: Path) -> None:
    """The name of a variant without a 'name:' key is its file name, printed by list, show
    and game records."""
    (problem,) = _problems(_variant(tmp_path, "", "bad\x9bname.yaml"))
    assert problem.message == "the file name contains the control character U+009B"
    assert problem.expected == "a file name of printable characters, or a 'name:' key"
    path = _variant(tmp_path, "", "ok\x9bname.yaml")
    path.write_text("name: ok\n" + path.read_text("utf-8"), encoding="utf-8")
    assert load_variant(path).name == "ok"


# --------------------------------------------------------------------------- many problems


def _word(i: int) -> str:
    out = ""
    i += 1
    while i:
        i, r = divmod(i - 1, 26)
        out = string.ascii_lowercase[r] + out
    return out


def test_thousands_of_bad_removals_are_each_reported(tmp_path: Path) -> None:
    count = 5000
    items = ",".join(f"rules.{_word(i)}" for i in range(count))
    path = _variant(tmp_path, f"remove: [{items}]\n")
    problems = _problems(path)
    assert len(problems) == count
    assert {p.path for p in problems} == {f"remove[{i}]" for i in range(count)}
    assert all(p.message.startswith("nothing to remove at 'rules.") for p in problems)
    hinted = [p for p in problems if p.hint]
    assert 0 < len(hinted) <= MAX_HINTS  # hints stay bounded in cost


def test_a_file_of_too_many_values_is_not_called_an_alias_bomb() -> None:
    _doc, problems = read_yaml_text("a: [" + ",".join(["1"] * (MAX_NODES + 5)) + "]\n")
    (problem,) = problems
    assert problem.message == f"the file holds more than {MAX_NODES} values"


def test_did_you_mean_is_bounded() -> None:
    assert did_you_mean("x" * (MAX_HINT_WORD + 1), ["x" * (MAX_HINT_WORD + 1)]) is None
    with hint_budget(2):
        hints = [did_you_mean("undertrum", ["undertrump"]) for _ in range(4)]
    assert hints == ["did you mean 'undertrump'?"] * 2 + [None] * 2
    assert did_you_mean("undertrum", ["undertrump"]) == "did you mean 'undertrump'?"


# --------------------------------------------------------------------------- the Python API


def test_options_given_as_a_text_are_refused_by_name() -> None:
    (problem,) = _problems("classic", "sans-annonces")  # type: ignore[arg-type]
    assert problem.path == "options"
    assert problem.message == "the options argument is a text ('sans-annonces'), not a list"
    assert "options=['sans-annonces']" in (problem.expected or "")
    assert "'classic+sans-annonces'" in (problem.expected or "")


@pytest.mark.parametrize("options", [None, 3, {"sans-annonces": True}, b"sans-annonces"])
def test_options_of_another_type_are_refused(options: object) -> None:
    with pytest.raises(VariantError) as info:
        load_variant("classic", options)  # type: ignore[arg-type]
    (problem,) = info.value.problems
    assert problem.path == "options"
    assert "not a list" in problem.message


def test_an_option_name_that_is_not_a_text_is_refused() -> None:
    (problem,) = _problems("classic", (1,))  # type: ignore[arg-type]
    assert problem.message == "an option name is int (1), not a text"


@pytest.mark.parametrize(
    ("spec", "options"),
    [
        ("classic+sans-annonces+sans-annonces", ()),
        ("classic+sans-annonces", ("sans-annonces",)),
        ("classic", ("sans-annonces", "sans-annonces", "sans-annonces")),
    ],
)
def test_an_option_chosen_twice_is_refused(spec: str, options: tuple[str, ...]) -> None:
    (problem,) = _problems(spec, options)
    assert (problem.path, problem.message) == ("options", "option 'sans-annonces' is chosen twice")


@pytest.mark.parametrize("spec", ["classic+", "classic++sans-annonces", "classic+sans-annonces+"])
def test_an_empty_option_name_is_refused(spec: str) -> None:
    (problem,) = _problems(spec)
    assert (problem.file, problem.path) == (spec, "options")
    assert problem.message == "an empty option name (a '+' with nothing after it)"


def test_an_empty_option_after_a_file_path_is_refused() -> None:
    spec = str(Path("variants/classic.yaml").resolve()) + "+"
    (problem,) = _problems(spec)
    assert problem.message.startswith("an empty option name")


def test_the_cli_refuses_a_trailing_plus(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", "classic+"]) == 1
    assert capsys.readouterr().err.strip() == (
        "classic+: options: an empty option name (a '+' with nothing after it); expected a "
        "name after each '+', such as classic+sans-annonces"
    )


def test_base_loads_and_says_it_is_abstract() -> None:
    assert load_variant("base").abstract is True
    assert load_variant("classic").abstract is False


# --------------------------------------------------------------------------- pickle, deepcopy


@pytest.mark.parametrize("spec", sweep(SPECS))
def test_a_variant_pickles_and_deep_copies(spec: str) -> None:
    variant = load_variant(spec)
    for other in (pickle.loads(pickle.dumps(variant)), copy.deepcopy(variant)):
        assert other is not variant
        assert other == variant
        assert (other.id, other.title, other.files, other.chain) == (
            variant.id,
            variant.title,
            variant.files,
            variant.chain,
        )
        assert dict(other.available_options) == dict(variant.available_options)
        assert dict(other.sources) == dict(variant.sources)
        for path, value in variant.items():
            assert other.rule(path) == value
            assert other.citation(path) == variant.citation(path)
        assert other.locate(("play", "undertrump")) == variant.locate(("play", "undertrump"))
        with pytest.raises(TypeError):
            other.rules["play"] = {}  # type: ignore[index]
        other.compile()


def test_a_compiled_variant_still_pickles() -> None:
    variant = load_variant("classic")
    variant.compile()
    assert pickle.loads(pickle.dumps(variant)) == variant
    assert belote_spec.load_variant("classic") is variant  # the loader's cache is untouched


def test_a_name_too_long_for_the_file_system_is_a_clean_problem() -> None:
    with pytest.raises(VariantError) as exc:
        belote_spec.load_variant("x" * 4000)
    (problem,) = exc.value.problems
    assert problem.message.startswith("this name cannot be looked up: ")
    assert "File name too long" in problem.message
    assert problem.expected == "a variant name or the path of an existing .yaml file"


# ----------------------------------------------------------- broken variant packages installed


def _variant_packages(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, modules: dict[str, str]
) -> None:
    """Install, as far as the loader can tell, one variant package per module source."""
    from importlib import metadata

    from belote_spec import finding, loader

    for name, source in modules.items():
        (tmp_path / f"{name}.py").write_text(source, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    points = [
        metadata.EntryPoint(name, f"{name}:folder", loader.ENTRY_POINT_GROUP) for name in modules
    ]

    def entry_points(*, group: str) -> list[metadata.EntryPoint]:
        return points if group == loader.ENTRY_POINT_GROUP else []

    monkeypatch.setattr(finding.metadata, "entry_points", entry_points)


def _package_with(folder: Path, text: str) -> str:
    folder.mkdir()
    (folder / "maison.yaml").write_text(text, encoding="utf-8")
    return f"def folder():\n    return {str(folder)!r}\n"


MAISON = "name: maison\nextends: classic\ntitle: Maison\n"


def test_a_variant_package_that_exits_on_import_is_left_out_with_a_warning(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from belote_spec.loader import variant_dirs

    _variant_packages(monkeypatch, tmp_path, {"exits_pkg": "import sys\nsys.exit(3)\n"})
    with pytest.warns(RuntimeWarning, match=r"'exits_pkg'.*failed to load: SystemExit: 3"):
        dirs = variant_dirs()
    assert [origin for origin, _ in dirs] == ["builtin"]


def test_within_one_command_the_packages_are_read_once_and_the_warning_given_each_time(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from belote_spec import finding

    _variant_packages(
        monkeypatch,
        tmp_path,
        {"good_pkg": _package_with(tmp_path / "v", MAISON), "exits_pkg": "raise SystemExit(3)\n"},
    )
    read = finding.metadata.entry_points
    calls: list[str] = []

    def counted(*, group: str) -> object:
        calls.append(group)
        return read(group=group)

    monkeypatch.setattr(finding.metadata, "entry_points", counted)
    with finding.installed_packages_read_once():
        for _ in range(3):
            with pytest.warns(RuntimeWarning, match=r"'exits_pkg'.*failed to load"):
                dirs = finding.variant_dirs()
            assert dirs == [
                ("builtin", finding.builtin_variant_dir()),
                ("good_pkg", tmp_path / "v"),
            ]
    assert calls == [finding.ENTRY_POINT_GROUP]
    # outside the block, each call reads them again
    with pytest.warns(RuntimeWarning, match=r"'exits_pkg'.*failed to load"):
        finding.variant_dirs()
    assert len(calls) == 2


def test_a_variant_package_named_builtin_is_left_out(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from belote_spec.loader import variant_dirs

    _variant_packages(monkeypatch, tmp_path, {"builtin": _package_with(tmp_path / "v", MAISON)})
    with pytest.warns(RuntimeWarning, match="'builtin' names the variants shipped"):
        dirs = variant_dirs()
    assert [origin for origin, _ in dirs] == ["builtin"]


def test_two_packages_with_one_variant_name_warn_and_the_first_is_kept(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from belote_spec import loader

    first = _package_with(tmp_path / "a", MAISON)
    second = _package_with(tmp_path / "b", MAISON.replace("Maison", "Autre maison"))
    _variant_packages(monkeypatch, tmp_path, {"pkg_a": first, "pkg_b": second})
    with pytest.warns(RuntimeWarning, match=r"variant 'maison' of 'pkg_b'.*hidden by.*'pkg_a'"):
        found = loader._variant_files()
    assert found["maison"] == ("pkg_a", tmp_path / "a" / "maison.yaml")


def test_a_variant_may_offer_at_most_64_options(tmp_path: Path) -> None:
    """Each option is loaded, compiled and described on its own (validate, rulebook, diff):
    the schema bounds their number, so a short file cannot make those commands run for hours."""

    def offering(count: int) -> Path:
        lines = [
            f"  o{i}: {{title: O{i}, rules: {{game_end: {{target: 500}}}}}}" for i in range(count)
        ]
        path = tmp_path / f"offers{count}.yaml"
        path.write_text("title: T\nextends: classic\noptions:\n" + "\n".join(lines) + "\n")
        return path

    inherited = len(load_variant("classic").available_options)
    assert len(load_variant(offering(64)).available_options) == 64 + inherited
    with pytest.raises(VariantError) as exc:
        load_variant(offering(65))
    (problem,) = exc.value.problems
    assert (problem.line, problem.column, problem.path) == (4, 3, "options")
    assert problem.message == "there are 65 entries"
    assert problem.expected == "at most 64 entries"
