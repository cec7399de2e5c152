"""The loader's words and places, for the survivors of its mutation run (issue 26).

Each expected text is the sentence the loader states for that schema keyword
(``belote_spec/loader.py``: ``schema_error_text`` for a plugin's parameters,
``_problems_from_errors`` for a variant file), with the numbers of the file written here;
each place is counted by hand in the file (lines and columns from 1).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from belote_spec import VariantError, i18n, load_variant
from belote_spec.errors import Problem
from belote_spec.loader import OptionInfo, required_options
from belote_spec.pluginmanager import check_params

from .conftest import write_catalog

Write = Callable[[str, str], Path]


class _Limits:
    """A plugin whose parameters have bounds of every kind that the loader words itself."""

    PARAMS_SCHEMA: dict[str, Any] = {  # noqa: RUF012
        "type": "object",
        "properties": {
            "bonus": {"type": "integer", "maximum": 50},
            "seats": {"type": "array", "minItems": 2, "maxItems": 3},
            "table": {"type": "object", "minProperties": 2, "maxProperties": 3},
            "label": {"type": "string", "maxLength": 3},
            "kind": {"type": "integer"},
        },
    }


def _plugin_problem(params: dict[str, Any]) -> tuple[str, str | None]:
    (problem,) = check_params("limits", _Limits(), params, 0, "test")
    return problem.message, problem.expected


BOUNDS = pytest.mark.parametrize(
    ("params", "message", "expected"),
    [
        # maximum 50, 60 given: "{value} is out of range", "at most {bound}"
        ({"bonus": 60}, "plugin 'limits': 60 is out of range", "at most 50"),
        # maxItems 3, four items: plural for 4, plural for the bound 3
        ({"seats": [1, 2, 3, 4]}, "plugin 'limits': the list has 4 items", "at most 3 items"),
        # minItems 2, one item: singular for 1, plural for the bound 2
        ({"seats": [1]}, "plugin 'limits': the list has 1 item", "at least 2 items"),
        # maxProperties 3, four entries
        (
            {"table": {"a": 1, "b": 2, "c": 3, "d": 4}},
            "plugin 'limits': there are 4 entries",
            "at most 3 entries",
        ),
        # minProperties 2, one entry
        ({"table": {"a": 1}}, "plugin 'limits': there is 1 entry", "at least 2 entries"),
        # maxLength 3, "abcdef" has 6 characters
        ({"label": "abcdef"}, "plugin 'limits': the text has 6 characters", "at most 3 characters"),
        # type integer, a text given: "got {kind} ({value})", the kind of "ten" is "a text"
        ({"kind": "ten"}, "plugin 'limits': got a text (ten)", "a whole number"),
    ],
)


@BOUNDS
def test_a_plugin_parameter_out_of_its_bounds_is_worded_by_the_loader(
    params: dict[str, Any], message: str, expected: str
) -> None:
    assert _plugin_problem(params) == (message, expected)


@pytest.fixture(scope="module")
def german(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A catalog of a new language that translates one message and none of the loader's."""
    folder = tmp_path_factory.mktemp("locale")
    return write_catalog(folder, "de", {"{player} plays {card}": "{player} spielt {card}"})


@BOUNDS
def test_a_message_a_new_catalog_lacks_is_said_in_english_singular_or_plural(
    params: dict[str, Any],
    message: str,
    expected: str,
    german: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The shipped catalogs translate every message; a new one may not: gettext then gives
    # the English singular or plural as the code writes it (the plural form: n != 1).
    monkeypatch.setattr(i18n, "_extra_dirs", [])
    i18n.add_catalog_dir(german)
    with i18n.use_language("de"):
        assert i18n._("{player} plays {card}", player="Nord", card="V♥") == "Nord spielt V♥"
        assert _plugin_problem(params) == (message, expected)


def _problems(write: Write, name: str, text: str) -> list[Problem]:
    with pytest.raises(VariantError) as err:
        load_variant(write(name, text))
    return list(err.value.problems)


def test_a_rule_above_its_maximum_says_the_range_the_schema_gives(write: Write) -> None:
    # belote.points: integer, minimum 0, maximum 1000 in the schema; 2000 is above it.
    (problem,) = _problems(
        write,
        "high.yaml",
        "name: high\ntitle: Test\nextends: classic\nrules:\n  belote:\n    points: 2000\n",
    )
    assert problem.path == "belote.points"
    assert (problem.line, problem.column) == (6, 13)  # "    points: 2000": 2000 at column 13
    assert problem.message == "2000 is out of range"
    assert problem.expected == "a whole number from 0 to 1000"


def test_a_list_below_its_minimum_length_asks_for_at_least(write: Write) -> None:
    # deal.patterns: an array with minItems 1; [] has 0 items (plural for 0 in English).
    (problem,) = _problems(
        write,
        "empty.yaml",
        "name: empty\ntitle: Test\nextends: classic\nrules:\n  deal:\n    patterns: []\n",
    )
    assert problem.path == "deal.patterns"
    assert problem.message == "the list has 0 items"
    assert problem.expected == "at least 1 item"


def test_a_text_where_a_number_is_wanted_is_called_a_text(write: Write) -> None:
    (problem,) = _problems(
        write,
        "text.yaml",
        "name: text\ntitle: Test\nextends: classic\nrules:\n  belote:\n    points: twenty\n",
    )
    assert problem.path == "belote.points"
    assert problem.message == "got a text (twenty)"
    assert problem.expected == "a whole number from 0 to 1000"


def test_a_missing_top_level_key_is_named_in_the_problem_path(write: Write) -> None:
    # A variant must have a title; the file has none: the problem names the key itself.
    text = "name: untitled\nextends: classic\nrules:\n  belote:\n    points: 30\n"
    (problem,) = _problems(write, "untitled.yaml", text)
    assert problem.path == "title"
    assert problem.message == "missing required key 'title'"
    assert problem.expected == "a text"
    assert (problem.line, problem.column) == (0, 0)  # nowhere in the file: the whole file


def test_a_file_holding_a_list_says_what_a_variant_file_holds(write: Write) -> None:
    (problem,) = _problems(write, "list.yaml", "- classic\n- club\n")
    assert problem.message == "the file holds a list, not a mapping"
    assert problem.expected == (
        "a mapping of variant keys (title, extends, rules, provenance, options)"
    )


def test_removing_a_rule_the_parent_does_not_set_is_placed_at_the_item(write: Write) -> None:
    text = "name: rm\ntitle: Test\nextends: classic\nremove:\n  - rules.belote.nope\n"
    problems = _problems(write, "rm.yaml", text)
    (problem,) = [p for p in problems if p.message.startswith("nothing to remove")]
    assert problem.message == "nothing to remove at 'rules.belote.nope'"
    assert problem.expected == "a rule path that the parent variant sets"
    assert problem.path == "remove[0]"
    assert (problem.line, problem.column) == (5, 5)  # "  - rules...": the item at column 5


def test_a_missing_variant_file_says_what_is_expected(tmp_path: Path) -> None:
    missing = tmp_path / "absent.yaml"
    with pytest.raises(VariantError) as err:
        load_variant(missing)
    (problem,) = err.value.problems
    assert problem.message == "no such variant file"
    assert problem.expected == "an existing .yaml file"


def test_variant_locate_falls_back_to_the_nearest_enclosing_key(write: Write) -> None:
    text = "name: loc\ntitle: Test\nextends: classic\nrules:\n  belote:\n    points: 30\n"
    variant = load_variant(write("loc.yaml", text))
    # belote.nope was never written: the nearest key written is belote, whose mapping
    # begins at line 6, column 5 ("    points: 30").
    file, line, column = variant.locate(("belote", "nope"))
    assert Path(file).name == "loc.yaml"
    assert (line, column) == (6, 5)
    # one level deeper: the nearest is belote.points, its value 30 at line 6, column 13
    assert variant.locate(("belote", "points", "x"))[1:] == (6, 13)


def test_required_options_stop_at_a_cycle_of_requires() -> None:
    # a requires b, b requires a: add(a) visits a, then b, whose requirement a is being
    # visited: b is chosen first, then a.
    options = {
        "a": OptionInfo("a", "A", "", requires=("b",)),
        "b": OptionInfo("b", "B", "", requires=("a",)),
    }
    assert required_options("a", options) == ("b", "a")
    assert required_options("b", options) == ("a", "b")


def test_a_value_that_is_no_name_nor_path_is_refused_with_its_type() -> None:
    with pytest.raises(VariantError) as err:
        load_variant(42)  # type: ignore[arg-type]
    assert err.value.problems == (
        Problem(
            "<load_variant>",
            0,
            0,
            "name_or_path",
            "got int (42)",
            "a variant name ('classic'), a name with options ('club+vache') or a path",
        ),
    )


class _BytesPath:
    def __fspath__(self) -> bytes:
        return b"classic.yaml"


def test_a_path_of_bytes_is_refused() -> None:
    with pytest.raises(VariantError) as err:
        load_variant(_BytesPath())  # type: ignore[arg-type]
    assert err.value.problems == (
        Problem("<load_variant>", 0, 0, "name_or_path", "got a path of bytes", "a text path"),
    )


OPTIONS = """\
name: req
title: Test
extends: base
options:
  a:
    title: A
    requires: [b]
    rules: {belote: {points: 30}}
  b:
    title: B
    rules: {belote: {points: 40}}
"""


def test_an_option_chosen_without_the_one_it_requires_names_the_spec_to_use(
    write: Write,
) -> None:
    path = write("req.yaml", OPTIONS)
    with pytest.raises(VariantError) as err:
        load_variant(path, ["a"])
    # the whole file (line 0), rule path "options"; the spec with what a requires added
    (problem,) = err.value.problems
    assert Path(problem.file).name == "req.yaml"
    assert (problem.line, problem.column, problem.path) == (0, 0, "options")
    assert (problem.message, problem.expected) == ("option 'a' requires 'b'", "'req+a+b'")


def test_an_option_requiring_an_unknown_option_is_placed_at_the_name(write: Write) -> None:
    text = (
        "name: opt\ntitle: Test\nextends: base\noptions:\n  a:\n    title: A\n    requires: [zz]\n"
    )
    problems = _problems(write, "opt.yaml", text)
    (problem,) = [p for p in problems if p.message.startswith("unknown option")]
    assert problem.message == "unknown option 'zz'"
    assert problem.expected == "one of a"  # base offers no option: a is the only one
    assert problem.path == "options.a.requires"
    # "    requires: [zz]": '[' at column 15, zz at 16
    assert (problem.line, problem.column) == (7, 16)


def test_a_citation_without_a_source_is_placed_at_its_rule_path(write: Write) -> None:
    text = (
        "name: cite\ntitle: Test\nextends: classic\nrules:\n  belote:\n    points: 30\n"
        'provenance:\n  belote.points: {note: "no source"}\n'
    )
    (problem,) = _problems(write, "cite.yaml", text)
    assert problem.message == "a citation needs a source"
    assert problem.expected == "source: KEY, or inherited: true"
    assert problem.path == "provenance.belote.points"
    assert (problem.line, problem.column) == (8, 3)  # the key belote.points, not its value


def test_a_relation_between_rules_is_placed_at_the_rule_it_names_first(write: Write) -> None:
    # checks.py: surcontre without contre is refused; both are written on line 6 by this
    # file (a tie of places), the problem is placed at the first of the two it names.
    text = (
        "title: x\nextends: classic\nrules:\n  bidding:\n    system: auction\n"
        "    auction: {contre: false, surcontre: true}\n  deal: {turned_card: false}\n"
    )
    problems = _problems(write, "sur.yaml", text)
    (problem,) = [p for p in problems if p.path.startswith("bidding")]
    assert problem.message == "surcontre is allowed but contre is not"
    assert problem.expected == "contre: true, or surcontre: false"
    assert problem.path == "bidding.auction.surcontre"
    # "    auction: {contre: false, surcontre: true}": true at column 41
    assert (problem.line, problem.column) == (6, 41)
