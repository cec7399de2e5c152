"""The corpus of broken variant files in ``tests/broken/``.

Each file starts with comments that say what loading it must report::

    # expect: 8:17 play.undertrump "requird is not an allowed value"
    # hint: did you mean 'required'?
    # expected: one of required, waived
    # options: vache sans-atout
    # helper: true
    # defect: the loader words this problem badly (say how)

* ``# expect: [FILE:]LINE:COL PATH "FRAGMENT"``: one problem, in this file (or in ``FILE``, a
  file of the corpus, for a problem reported in a partner file), at this 1-based line and
  column (``0:0`` for the whole file), with this exact rule path (``-`` for an empty path), and
  a message containing the fragment. There is one line per problem: the file must report
  exactly these problems, no more.
* ``# hint: TEXT``: the hint of the problem expected on the line before.
* ``# expected: TEXT``: a fragment of what the problem expected on the line before says was
  expected (the text after "expected").
* ``# options: A B``: options passed to ``load_variant``.
* ``# helper: true``: a file used by another one (a parent in a cycle); it is not a case on its
  own, but it must still be broken.
* ``# defect: TEXT``: the loader does not yet report this case as the project requires (every
  problem with its place, its rule path and what was expected, in plain words). The
  expectations say what it should report; until it does, the case is a strict ``xfail`` with
  TEXT as the reason, so the fix makes it fail until this line is removed.

Loading a corpus file must raise :class:`belote_spec.VariantError`, never any other exception.
A fuzz test then mutates the shipped variants at random: they must load or raise
``VariantError``, never anything else.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import belote_spec
from belote_spec import VariantError
from belote_spec.cli import main
from belote_spec.errors import Problem

from .conftest import examples

HERE = Path(__file__).resolve().parent
BROKEN = HERE / "broken"
VARIANTS = HERE.parent / "variants"

_EXPECT = re.compile(
    r"^#\s*expect:\s*(?:(?P<file>[\w.-]+\.ya?ml):)?(?P<line>\d+):(?P<column>\d+)\s+"
    r"(?P<path>\S+)\s+\"(?P<fragment>.*)\"\s*$"
)
_HINT = re.compile(r"^#\s*hint:\s*(?P<hint>.+?)\s*$")
_OPTIONS = re.compile(r"^#\s*options:\s*(?P<options>.*?)\s*$")
_HELPER = re.compile(r"^#\s*helper:\s*true\s*$")
_EXPECTED = re.compile(r"^#\s*expected:\s*(?P<expected>.+?)\s*$")
_DEFECT = re.compile(r"^#\s*defect:\s*(?P<defect>.+?)\s*$")


@dataclass
class Expectation:
    file: str
    line: int
    column: int
    path: str
    fragment: str
    hint: str | None = None
    expected: str | None = None

    def matches(self, problem: Problem) -> bool:
        return (
            Path(problem.file).name == self.file
            and problem.line == self.line
            and problem.column == self.column
            and problem.path == self.path
            and self.fragment in problem.message
            and (self.hint is None or problem.hint == self.hint)
            and (self.expected is None or self.expected in (problem.expected or ""))
        )

    def __str__(self) -> str:
        hint = f" ({self.hint})" if self.hint else ""
        expected = f" [expected: ...{self.expected}...]" if self.expected else ""
        place = f"{self.file}:{self.line}:{self.column}"
        return f"{place}: {self.path or '-'}: ...{self.fragment}...{expected}{hint}"


@dataclass
class Case:
    path: Path
    expectations: list[Expectation]
    options: tuple[str, ...]
    helper: bool
    defect: str | None = None


def parse_case(path: Path) -> Case:
    """Read the expectation comments of one corpus file (which may hold invalid UTF-8)."""
    text = path.read_bytes().decode("utf-8", errors="replace")
    expectations: list[Expectation] = []
    options: tuple[str, ...] = ()
    helper = False
    defect: str | None = None
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line.startswith("#"):
            continue
        if m := _EXPECT.match(line):
            expectations.append(
                Expectation(
                    file=m["file"] or path.name,
                    line=int(m["line"]),
                    column=int(m["column"]),
                    path="" if m["path"] == "-" else m["path"],
                    fragment=m["fragment"],
                )
            )
        elif m := _HINT.match(line):
            assert expectations, f"{path.name}:{number}: '# hint:' before any '# expect:'"
            expectations[-1].hint = m["hint"]
        elif m := _EXPECTED.match(line):
            assert expectations, f"{path.name}:{number}: '# expected:' before any '# expect:'"
            expectations[-1].expected = m["expected"]
        elif m := _OPTIONS.match(line):
            options = tuple(o for o in re.split(r"[\s,+]+", m["options"]) if o)
        elif _HELPER.match(line):
            helper = True
        elif m := _DEFECT.match(line):
            defect = m["defect"]
        elif re.match(r"^#\s*(expect|expected|hint|options|helper|defect)\b", line):
            pytest.fail(f"{path.name}:{number}: malformed expectation comment: {line}")
    return Case(path, expectations, options, helper, defect)


CORPUS = sorted(BROKEN.glob("*.yaml"))
CASES = [parse_case(p) for p in CORPUS]
STANDALONE = [c for c in CASES if not c.helper]
HELPERS = [c for c in CASES if c.helper]


def load(case: Case) -> VariantError:
    """Load a corpus file; it must raise VariantError and nothing else."""
    try:
        variant = belote_spec.load_variant(case.path, case.options)
    except VariantError as exc:
        return exc
    pytest.fail(f"{case.path.name} loaded without a problem: {variant!r}")


def shown(problems: tuple[Problem, ...]) -> str:
    return "\n".join(
        f"  {Path(p.file).name}:{p.line}:{p.column}: {p.path or '-'}: {p.message}"
        f" [expected: {p.expected}] [hint: {p.hint}]"
        for p in problems
    )


# --------------------------------------------------------------------------- the corpus itself


def _marked(cases: list[Case]) -> list[object]:
    """The cases as parameters, a known loader defect marked as a strict xfail."""
    return [
        pytest.param(
            case,
            id=case.path.stem,
            marks=[pytest.mark.xfail(strict=True, reason=case.defect)] if case.defect else [],
        )
        for case in cases
    ]


def test_corpus_is_large_and_distinct() -> None:
    assert len(STANDALONE) >= 36
    bodies = [c.path.read_bytes() for c in CASES]
    assert len(set(bodies)) == len(bodies), "two corpus files are identical"


@pytest.mark.parametrize("case", STANDALONE, ids=lambda c: c.path.stem)
def test_every_case_states_its_expectations(case: Case) -> None:
    assert case.expectations, f"{case.path.name} has no '# expect:' line"
    names = {p.name for p in CORPUS}
    for exp in case.expectations:
        assert exp.file in names, f"{case.path.name}: {exp.file} is not a corpus file"


@pytest.mark.parametrize("case", HELPERS, ids=lambda c: c.path.stem)
def test_helpers_are_used_and_broken(case: Case) -> None:
    users = [c for c in STANDALONE if case.path.name in c.path.read_text("utf-8", "replace")]
    assert users, f"helper {case.path.name} is used by no corpus file"
    load(case)  # broken on its own too


@pytest.mark.parametrize("case", _marked(STANDALONE))
def test_broken_file(case: Case) -> None:
    error = load(case)
    problems = error.problems
    remaining = list(problems)
    missing: list[Expectation] = []
    for exp in case.expectations:
        match = next((p for p in remaining if exp.matches(p)), None)
        if match is None:
            missing.append(exp)
        else:
            remaining.remove(match)
    report = (
        "\nexpected:\n"
        + "\n".join(f"  {e}" for e in case.expectations)
        + f"\nactual:\n{shown(problems)}"
    )
    assert not missing, "missing problems:\n" + "\n".join(f"  {e}" for e in missing) + report
    assert len(problems) == len(case.expectations), "unexpected extra problems" + report


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.path.stem)
def test_problems_are_well_formed(case: Case) -> None:
    error = load(case)
    assert error.problems
    for problem in error.problems:
        assert problem.message.strip()
        assert problem.line >= 0
        assert problem.column >= 0
        assert (problem.line == 0) == (problem.column == 0), problem
        assert not problem.path.startswith("rules."), problem
        assert "\n" not in str(problem), f"a problem must print on one line: {problem}"
        for text in (problem.message, problem.expected, problem.hint, str(problem)):
            assert "Traceback" not in (text or ""), problem
            assert 'File "' not in (text or ""), problem
    assert str(error).startswith(f"{len(error.problems)} problem")


# --------------------------------------------------------------------------- the command line


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.path.stem)
def test_cli_validate_reports_each_case(case: Case, capsys: pytest.CaptureFixture[str]) -> None:
    target = str(case.path)
    if case.options:
        target += "+" + "+".join(case.options)
    status = main(["validate", target])
    out, err = capsys.readouterr()
    assert status == 1, f"validate {target} returned {status}\nstdout: {out}\nstderr: {err}"
    lines = [line for line in err.splitlines() if line.strip()]
    assert lines, "no problem printed on stderr"
    problem_line = re.compile(
        r"^(?P<file>\S+\.ya?ml)(?::(?P<line>[1-9]\d*):(?P<col>[1-9]\d*))?: \S"
    )
    for line in lines:
        m = problem_line.match(line)
        assert m, f"not a 'file:line:col: ...' line: {line!r}"
        assert "Traceback" not in line
    if not case.helper:
        # Every problem the API reports is printed, in the same form.
        error = load(case)
        for problem in error.problems:
            assert str(problem) in lines


# --------------------------------------------------------------------------- files not in git


def test_zero_byte_file(tmp_path: Path) -> None:
    path = tmp_path / "zero.yaml"
    path.write_bytes(b"")
    with pytest.raises(VariantError) as info:
        belote_spec.load_variant(path)
    (problem,) = info.value.problems
    assert (problem.line, problem.column, problem.path) == (0, 0, "")
    assert "empty" in problem.message


def test_oversized_file(tmp_path: Path) -> None:
    path = tmp_path / "huge.yaml"
    path.write_text("extends: base\ntitle: huge\n" + "# padding\n" * 30_000, encoding="utf-8")
    with pytest.raises(VariantError) as info:
        belote_spec.load_variant(path)
    (problem,) = info.value.problems
    assert (problem.line, problem.column) == (0, 0)
    assert "bytes" in problem.message


# --------------------------------------------------------------------------- fuzzing


SHIPPED_TEXTS = {p.name: p.read_text("utf-8") for p in sorted(VARIANTS.glob("*.yaml"))}
TOKENS = [
    "yes",
    "no",
    "on",
    "off",
    "010",
    "0x1F",
    "1:30",
    "1_000",
    "-1",
    "99999",
    "1e400",
    ".nan",
    "[]",
    "{}",
    '"x"',
    "''",
    "~",
    "null",
    "true",
    "!!python/name:os.system",
    '!!python/object/apply:os.system ["echo hi"]',
    "!include other.yaml",
    "*a",
    "&a x",
    "<<",
    "? x",
    "- x",
    "---",
    "...",
    "%YAML 1.1",
    "|",
    ">-",
    "'unterminated",
    '"unterminated',
    "{a: 1",
    "[1, 2",
    "9: 14",
    "rules.play.undertrump",
    "extends: ./mutant.yaml",
    "extends: clasic",
    "play.undertrmp",
]

_LINE = st.integers(min_value=0, max_value=10_000)
_UNICODE = st.text(st.characters(codec="utf-8"), min_size=1, max_size=8)
MUTATION = st.one_of(
    st.tuples(st.just("delete"), _LINE),
    st.tuples(st.just("duplicate"), _LINE),
    st.tuples(st.just("swap"), _LINE, _LINE),
    st.tuples(st.just("value"), _LINE, st.sampled_from(TOKENS)),
    st.tuples(st.just("word"), _LINE, st.sampled_from(TOKENS)),
    st.tuples(st.just("indent"), _LINE, st.integers(min_value=-6, max_value=6)),
    st.tuples(st.just("tab"), _LINE, _LINE),
    st.tuples(st.just("truncate"), st.integers(min_value=0, max_value=200_000)),
    st.tuples(st.just("unicode"), _LINE, _LINE, _UNICODE),
    st.tuples(st.just("insert"), _LINE, st.sampled_from(TOKENS)),
)
_WORD = re.compile(r"[\w\"'.-]+")


def mutate(text: str, mutation: tuple[object, ...]) -> str:
    """Apply one mutation; line and position numbers wrap around the text."""
    kind, *args = mutation
    lines = text.split("\n")
    n = len(lines)

    def at(i: object) -> int:
        assert isinstance(i, int)
        return i % n

    if kind == "delete":
        del lines[at(args[0])]
    elif kind == "duplicate":
        i = at(args[0])
        lines.insert(i, lines[i])
    elif kind == "swap":
        i, j = at(args[0]), at(args[1])
        lines[i], lines[j] = lines[j], lines[i]
    elif kind == "value":
        i = at(args[0])
        head, sep, _rest = lines[i].partition(": ")
        lines[i] = f"{head}{sep or ': '}{args[1]}"
    elif kind == "word":
        words = list(_WORD.finditer(text))
        if not words:
            return text + str(args[1])
        assert isinstance(args[0], int)
        m = words[args[0] % len(words)]
        return text[: m.start()] + str(args[1]) + text[m.end() :]
    elif kind == "indent":
        i = at(args[0])
        shift = args[1]
        assert isinstance(shift, int)
        stripped = lines[i].lstrip(" ")
        indent = max(0, len(lines[i]) - len(stripped) + shift)
        lines[i] = " " * indent + stripped
    elif kind == "tab":
        i = at(args[0])
        assert isinstance(args[1], int)
        pos = args[1] % (len(lines[i]) + 1)
        lines[i] = lines[i][:pos] + "\t" + lines[i][pos:]
    elif kind == "truncate":
        assert isinstance(args[0], int)
        return text[: args[0] % (len(text) + 1)]
    elif kind == "unicode":
        i = at(args[0])
        assert isinstance(args[1], int)
        pos = args[1] % (len(lines[i]) + 1)
        lines[i] = lines[i][:pos] + str(args[2]) + lines[i][pos:]
    elif kind == "insert":
        i = at(args[0])
        indent = " " * (len(lines[i]) - len(lines[i].lstrip(" ")))
        lines.insert(i, indent + str(args[1]))
    return "\n".join(lines)


@pytest.fixture(scope="module")
def fuzz_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz")


@pytest.mark.slow
@settings(
    max_examples=examples(300),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    name=st.sampled_from(sorted(SHIPPED_TEXTS)),
    mutations=st.lists(MUTATION, min_size=1, max_size=4),
)
def test_fuzz_mutated_variants(
    fuzz_dir: Path, name: str, mutations: list[tuple[object, ...]]
) -> None:
    text = SHIPPED_TEXTS[name]
    for mutation in mutations:
        text = mutate(text, mutation)
    path = fuzz_dir / "mutant.yaml"
    path.write_bytes(text.encode("utf-8"))
    variant: belote_spec.Variant | None = None
    problems: tuple[Problem, ...] = ()
    try:
        variant = belote_spec.load_variant(path)
    except VariantError as exc:
        problems = exc.problems
    if variant is None:
        assert problems, "VariantError without a problem"
        for problem in problems:
            assert isinstance(problem, Problem)
            assert problem.message.strip(), problem
            assert problem.line >= 0, problem
            assert problem.column >= 0, problem
            assert "Traceback" not in str(problem)
    else:
        for rule_path, _value in variant.items():
            variant.citation(rule_path)


def test_mutate_is_total() -> None:
    """The mutation helper itself never fails, even on one-line texts."""
    for text in ("", "a", "a: b\n"):
        for mutation in [
            ("delete", 5),
            ("duplicate", 5),
            ("swap", 1, 7),
            ("value", 3, "yes"),
            ("word", 9, "010"),
            ("indent", 2, -9),
            ("tab", 4, 99),
            ("truncate", 99),
            ("unicode", 1, 2, "é"),
            ("insert", 0, "---"),
        ]:
            assert isinstance(mutate(text, mutation), str)
