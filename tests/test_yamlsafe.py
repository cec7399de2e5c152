"""The strict YAML reader."""

from __future__ import annotations

import pytest

from belote_spec.yamlsafe import MAX_DEPTH, read_yaml_text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("a: true", True),
        ("a: False", False),
        ("a: ~", None),
        ("a: null", None),
        ("a: 12", 12),
        ("a: -3", -3),
        ("a: 1.5", 1.5),
        ("a: '010'", "010"),
        ('a: "yes"', "yes"),
        ("a: text", "text"),
        ("a: !!str 12", "12"),
    ],
)
def test_plain_scalars_follow_yaml_1_2_core(text: str, value: object) -> None:
    doc, problems = read_yaml_text(text)
    assert problems == []
    assert doc.data == {"a": value}


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("a: yes", "reads it as true"),
        ("a: off", "reads it as false"),
        ("a: N", "reads it as false"),
        ("a: 010", "another base"),
        ("a: 0x1F", "another base"),
        ("a: 1:30", "another base"),
        ("9: 14", "read as a number"),
        ("true: 1", "read as a boolean"),
        ("a: !!python/object/apply:os.system [ls]", "not allowed"),
        ("a: !include x.yaml", "not allowed"),
        ("<<: {a: 1}", "merge keys"),
        ("a: 1\na: 2", "duplicate key"),
        ("a: 1\n---\nb: 2\n", "second YAML document"),
        ("a:\n\tb: 1", "YAML syntax error"),
        ("a: *nope", "unknown alias"),
    ],
)
def test_traps_are_refused_with_a_reason(text: str, fragment: str) -> None:
    _doc, problems = read_yaml_text(text, "f.yaml")
    assert problems, text
    assert any(fragment in p.message for p in problems), [str(p) for p in problems]
    assert all(p.file == "f.yaml" for p in problems)


def test_tabs_are_explained() -> None:
    _doc, problems = read_yaml_text("a:\n\tb: 1", "f.yaml")
    assert problems[0].expected is not None
    assert "tabs" in problems[0].expected


def test_alias_bomb_is_stopped() -> None:
    lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
    for prev, name in zip("abcdefgh", "bcdefghi", strict=True):
        lines.append(f"{name}: &{name} [" + ", ".join([f"*{prev}"] * 10) + "]")
    doc, problems = read_yaml_text("\n".join(lines))
    assert doc.data is None
    assert "alias bomb" in problems[0].message


def test_small_aliases_are_fine() -> None:
    doc, problems = read_yaml_text("a: &x {b: 1}\nc: *x\n")
    assert problems == []
    assert doc.data == {"a": {"b": 1}, "c": {"b": 1}}


def test_deep_nesting_is_refused() -> None:
    _doc, problems = read_yaml_text("[" * (MAX_DEPTH + 5) + "]" * (MAX_DEPTH + 5))
    assert "nesting deeper" in problems[0].message


def test_marks_point_at_keys_and_values() -> None:
    doc, problems = read_yaml_text("top:\n  inner: [1, 2]\n  other: x\n")
    assert problems == []
    assert doc.key_marks[("top", "inner")].line == 2
    assert doc.value_marks[("top", "inner", 1)].column == 14
    assert doc.mark_of(("top", "missing")).line == 2  # nearest enclosing value


def test_grouped_digits_are_said_to_be_grouped_digits() -> None:
    _doc, problems = read_yaml_text("target: 1_000\nbase: 0x10\n", "g.yaml")
    grouped, based = problems
    assert grouped.message == "'1_000' is ambiguous: YAML 1.1 reads it as 1000, YAML 1.2 as a text"
    assert grouped.expected == 'the number written 1000, or the text quoted: "1_000"'
    assert based.message == "'0x10' is ambiguous: YAML 1.1 reads it as a number in another base"


def test_a_yes_no_word_says_how_to_write_a_text() -> None:
    _doc, (problem,) = read_yaml_text("title: N\n", "n.yaml")
    assert problem.message == "'N' is ambiguous: YAML 1.1 reads it as false"
    assert problem.expected == 'true or false for a yes/no rule; for a text, quote it: "N"'
