"""Rule coverage of the acceptance scenarios, and the messages of a broken step."""

from __future__ import annotations

from pathlib import Path

import pytest

from belote_spec import VariantError
from belote_spec.cli import main
from belote_spec.coverage import parse_features, rule_coverage

from . import bdd_steps
from .conftest import FEATURES
from .skips import missing


def test_every_rule_value_of_a_shipped_variant_has_a_scenario() -> None:
    report = rule_coverage(FEATURES)
    assert report.gaps == [], "\n".join(line for line in report.lines() if "GAP" in line)


def test_every_scenario_names_a_rule_and_a_document() -> None:
    # A scenario is traced to a source document (@doc-000 … @doc-004) or to the published
    # rule set it comes from (@regles-C16, @regles-BGA…).
    for scenario in parse_features(FEATURES):
        assert scenario.rules, f"{scenario.where()} names no rule"
        assert any(t.startswith(("doc-", "regles-")) for t in scenario.tags), (
            f"{scenario.where()} has no @doc or @regles tag"
        )


def test_there_are_well_over_a_hundred_scenarios() -> None:
    assert len(parse_features(FEATURES)) >= 100


def test_one_feature_file_per_phase() -> None:
    names = {p.name for p in FEATURES.glob("*.feature")}
    assert {
        "donne.feature",
        "prise_encheres.feature",
        "jeu_de_la_carte.feature",
        "annonces.feature",
        "belote.feature",
        "decompte.feature",
        "fin_de_partie.feature",
    } <= names
    for path in FEATURES.glob("*.feature"):
        assert path.read_text(encoding="utf-8").startswith("# language: fr"), path


def test_outlines_are_expanded(tmp_path: Path) -> None:
    (tmp_path / "x.feature").write_text(
        "# language: fr\n@doc-002\nFonctionnalité: x\n"
        '  Plan du Scénario: s\n    Soit la variante "<v>"\n'
        '    Et la règle "play.undertrump" vaut <u>\n\n'
        "    @variante-classic\n    Exemples:\n      | v | u |\n"
        "      | classic | required |\n      | club | waived |\n",
        encoding="utf-8",
    )
    found = parse_features(tmp_path)
    assert [s.rules for s in found] == [
        [("play.undertrump", "required")],
        [("play.undertrump", "waived")],
    ]
    assert found[0].variants == ["classic"]
    assert "variante-classic" in found[0].tags


def test_coverage_command_reports_gaps(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "x.feature").write_text(
        "# language: fr\nFonctionnalité: x\n  Scénario: s\n"
        '    Soit la variante "classic"\n    Et la règle "play.undertrump" vaut required\n',
        encoding="utf-8",
    )
    assert main(["coverage", "--features", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert 'ok  "required"' in out
    assert "GAP" in out


@pytest.mark.parametrize(
    ("call", "fragment"),
    [
        (lambda: bdd_steps.card("le 11 de pique"), "n'est pas une carte"),
        (lambda: bdd_steps.seat("Nordd"), "n'est pas une place à la table"),
        (lambda: bdd_steps.cards("V♥ X♦"), "n'est pas une liste de cartes"),
        (lambda: bdd_steps.team("NE"), "n'est pas une équipe"),
        (lambda: bdd_steps.mode("l'atout rouge"), "n'est pas un atout"),
        # read as `coverage` reads it: an ambiguous YAML value is refused, not read as True
        (lambda: bdd_steps.value("yes"), "la valeur « yes »"),
    ],
)
def test_a_broken_step_fails_with_a_message_for_a_maintainer(call: object, fragment: str) -> None:
    with pytest.raises(pytest.fail.Exception) as exc:
        call()  # type: ignore[operator]
    assert fragment in str(exc.value)
    assert "Traceback" not in str(exc.value)


def test_every_inventory_line_has_a_scenario() -> None:
    """Each rule line of the inventory (mapped to rule paths in docs/inventory-map.yaml) is
    exercised by at least one scenario naming one of those paths."""
    import yaml

    entries = yaml.safe_load((FEATURES.parent / "docs" / "inventory-map.yaml").read_text("utf-8"))
    named = {path for s in parse_features(FEATURES) for path, _value in s.rules}
    missing = []
    for entry in entries:
        paths = entry.get("paths") or []
        if not paths:
            continue  # the bot conventions: no rule to exercise
        if not any(n == p or n.startswith(p + ".") for p in paths for n in named):
            missing.append(entry["line"])
    assert missing == []


# ------------------------------------------------------------------ broken feature files


def _feature(folder: Path, name: str, steps: str) -> Path:
    path = folder / name
    path.write_text(
        f"# language: fr\n@doc-002\nFonctionnalité: x\n  Scénario: s\n{steps}", encoding="utf-8"
    )
    return path


def test_a_rule_value_that_is_not_yaml_is_placed_at_the_value(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _feature(tmp_path, "x.feature", '    Et la règle "play.undertrump" vaut [required\n')
    with pytest.raises(VariantError) as exc:
        parse_features(tmp_path)
    (problem,) = exc.value.problems
    # line 5; "    Et la règle "play.undertrump" vaut " is 39 characters: the value starts at
    # column 40, and the parser stops at its end, 9 characters further
    assert (problem.file, problem.line, problem.column) == (str(path), 5, 49)
    assert problem.path == "play.undertrump"
    assert "the rule value '[required'" in problem.message
    assert "YAML syntax error" in problem.message
    # the command: the same problem, exit 1, no traceback
    assert main(["coverage", "--features", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{path}:5:")
    assert "Traceback" not in err


def test_a_tag_in_a_rule_value_is_refused_like_in_a_variant_file(tmp_path: Path) -> None:
    _feature(tmp_path, "x.feature", '    Et la règle "play.undertrump" vaut !!python/none x\n')
    with pytest.raises(VariantError) as exc:
        parse_features(tmp_path)
    (problem,) = exc.value.problems
    assert (problem.line, problem.column) == (5, 40)
    assert "cannot name a type" in str(problem)


def test_a_broken_value_from_an_outline_row_is_placed_at_its_cell(tmp_path: Path) -> None:
    path = tmp_path / "x.feature"
    path.write_text(
        "# language: fr\nFonctionnalité: x\n"
        '  Plan du Scénario: s\n    Soit la variante "<v>"\n'
        '    Et la règle "play.undertrump" vaut <u>\n\n'
        "    Exemples:\n      | v       | u        |\n"
        "      | classic | required |\n      | club    | {waived  |\n",
        encoding="utf-8",
    )
    with pytest.raises(VariantError) as exc:
        parse_features(tmp_path)
    (problem,) = exc.value.problems
    # line 10, the cell "{waived" starts at column 19; the parser stops at its end, 7
    # characters further
    assert (problem.line, problem.column) == (10, 26)
    assert problem.path == "play.undertrump"


def test_a_rule_path_the_schema_does_not_have_is_refused(tmp_path: Path) -> None:
    _feature(tmp_path, "x.feature", '    Et la règle "play.undertrumps" vaut required\n')
    with pytest.raises(VariantError) as exc:
        parse_features(tmp_path)
    (problem,) = exc.value.problems
    assert (problem.line, problem.path) == (5, "play.undertrumps")
    assert problem.hint == "did you mean 'play.undertrump'?"


def test_a_group_of_rules_is_a_known_path(tmp_path: Path) -> None:
    _feature(tmp_path, "x.feature", '    Et la règle "game_end.no_win_through" vaut {}\n')
    assert parse_features(tmp_path)[0].rules == [("game_end.no_win_through", {})]


def test_files_that_cannot_be_read_are_each_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    latin1 = tmp_path / "a.feature"
    latin1.write_bytes("# language: fr\nFonctionnalité: x\n".encode("latin-1"))
    (tmp_path / "b.feature").mkdir()  # a folder named like a feature file
    _feature(tmp_path, "c.feature", '    Et la règle "play.undertrump" vaut required\n')
    with pytest.raises(VariantError) as exc:
        parse_features(tmp_path)
    first, second = exc.value.problems
    # "Fonctionnalit" is 13 characters: the é (0xe9 in Latin-1) is at column 14 of line 2
    assert (first.file, first.line, first.column) == (str(latin1), 2, 14)
    assert first.message == "the file is not valid UTF-8 (byte 0xe9)"
    assert second.file == str(tmp_path / "b.feature")
    assert second.message.startswith("cannot read the file: ")
    assert main(["coverage", "--features", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert f"{latin1}:2:14: the file is not valid UTF-8" in err
    assert "Traceback" not in err


def test_a_feature_file_too_long_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from belote_spec import coverage

    monkeypatch.setattr(coverage, "MAX_FEATURE_BYTES", 100)
    _feature(tmp_path, "x.feature", '    Et la règle "play.undertrump" vaut required\n' * 3)
    with pytest.raises(VariantError) as exc:
        parse_features(tmp_path)
    (problem,) = exc.value.problems
    assert problem.message == "the file is too long"
    assert problem.expected == "at most 100 bytes"


def test_a_scenario_before_the_feature_line_is_reported(tmp_path: Path) -> None:
    (tmp_path / "x.feature").write_text(
        '# language: fr\nScénario: s\n  Et la règle "play.undertrump" vaut required\n',
        encoding="utf-8",
    )
    with pytest.raises(VariantError) as exc:
        parse_features(tmp_path)
    (problem,) = exc.value.problems
    assert problem.line == 2
    assert "before the 'Fonctionnalité:' line" in problem.message


# ------------------------------------------------------------------ shipped variants only


@pytest.mark.slow  # over half a second: CI runs it, `tools/check.py --fast` does not
def test_an_installed_variant_package_is_not_the_project_s_to_cover(
    fake_distributions: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """belote-fake-variants 0.3 (tests/plugin_fixtures) is installed: its variant is found,
    and uses a value no scenario names (game_end.target 777); coverage and the test suite's
    list of variants leave it out."""
    from belote_spec import list_variants, load_variant
    from belote_spec.coverage import shipped_values, shipped_variants

    from .conftest import SPECS, shipped_specs

    found = {info.name: info for info in list_variants()}
    assert found["fake-maison"].origin == "fake-variants"
    assert load_variant("fake-maison").rule("game_end.target") == 777
    assert "fake-maison" not in {info.name for info in shipped_variants()}
    assert "base" in {info.name for info in shipped_variants(include_abstract=True)}
    assert "base" not in {info.name for info in shipped_variants()}
    assert shipped_specs() == SPECS  # as computed without the package
    assert not any(spec.startswith("fake-maison") for spec in SPECS)
    shipped = shipped_values()
    assert ("game_end.target", "777") not in shipped
    assert not any(spec.startswith("fake-maison") for users in shipped.values() for spec in users)
    # and the command finds no gap
    assert main(["coverage", "--features", str(FEATURES), "--gaps-only"]) == 0
    assert "0 gaps" in capsys.readouterr().out


def test_a_huge_rule_value_is_refused_quickly_and_briefly(tmp_path: Path) -> None:
    """A value padded with half a million spaces: no quadratic matching, a short message."""
    value = "x" + " " * 500_000 + "y"
    _feature(tmp_path, "x.feature", f'    Et la règle "play.undertrump" vaut {value}\n')
    with pytest.raises(VariantError) as exc:
        parse_features(tmp_path)
    (problem,) = exc.value.problems
    assert (problem.line, problem.column) == (5, 40)
    assert "too long" in problem.message
    assert len(str(problem)) < 300


def test_spaces_before_a_rule_value_move_its_column(tmp_path: Path) -> None:
    _feature(tmp_path, "x.feature", '    Et la règle "play.undertrump" vaut   !!python/none x\n')
    with pytest.raises(VariantError) as exc:
        parse_features(tmp_path)
    assert exc.value.problems[0].column == 42


def test_a_variant_package_named_builtin_is_not_shipped(
    fake_distributions: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A package naming its entry point "builtin" cannot pass for the shipped variants: the
    loader leaves it out with a warning, and shipped_variants would not count its files
    anyway (they are not the package's)."""
    from importlib import metadata

    from belote_spec import list_variants
    from belote_spec.coverage import shipped_variants
    from belote_spec.loader import builtin_variant_dir

    real = metadata.entry_points
    impostor = metadata.EntryPoint("builtin", "belote_fake_variants", "belote_spec.variants")
    monkeypatch.setattr(
        metadata,
        "entry_points",
        lambda **kw: [impostor] if kw.get("group") == "belote_spec.variants" else real(**kw),
    )
    with pytest.warns(RuntimeWarning, match="'builtin' names the variants shipped"):
        found = {info.name: info for info in list_variants()}
    assert "fake-maison" not in found
    assert all(info.path.parent == builtin_variant_dir() for info in found.values())
    with pytest.warns(RuntimeWarning, match="'builtin' names the variants shipped"):
        shipped = {info.name for info in shipped_variants()}
    assert "fake-maison" not in shipped
    assert {"classic", "club", "traditional", "bridgee"} <= shipped


def test_a_fifo_named_like_a_feature_file_is_refused_without_waiting(tmp_path: Path) -> None:
    import os

    if not hasattr(os, "mkfifo"):
        pytest.skip(missing("posix", "no named pipes on this system"))
    os.mkfifo(tmp_path / "pipe.feature")  # no writer: a plain open() would wait for ever
    with pytest.raises(VariantError) as exc:
        parse_features(tmp_path)
    (problem,) = exc.value.problems
    assert problem.file == str(tmp_path / "pipe.feature")
    assert (
        problem.message == "cannot read the file: this is a FIFO (named pipe), not a regular file"
    )


# ------------------------------------------------------------------ a club's own repository

CLUB_A = """\
name: club-a
title: Club A
extends: classic
rules:
  play: {undertrump: waived}
options:
  belote-30:
    title: Belote à 30
    rules: {belote: {points: 30}}
"""

CLUB_B = """\
name: club-b
title: Club B
extends: club-a
rules:
  scoring: {capot: {points: 500}}
"""

NAMING = """\
# language: fr
Fonctionnalité: Nos règles
  Scénario: on ne pisse pas
    Soit la variante "club-a"
    Alors la règle "play.undertrump" vaut waived
  Scénario: la belote à 30
    Soit la variante "club-a+belote-30"
    Alors la règle "belote.points" vaut 30
"""


def _club(tmp_path: Path, scenarios: str) -> tuple[Path, Path]:
    variants, features = tmp_path / "variants", tmp_path / "features"
    variants.mkdir()
    features.mkdir()
    (variants / "club-a.yaml").write_text(CLUB_A, encoding="utf-8")
    (variants / "club-b.yaml").write_text(CLUB_B, encoding="utf-8")
    (features / "nos-regles.feature").write_text(scenarios, encoding="utf-8")
    return variants, features


def test_a_club_covers_what_its_own_files_set(tmp_path: Path) -> None:
    """Each file answers for the values it sets itself (and for those of the options it
    defines); what it inherits unchanged is covered where it is defined: a shipped variant's
    value by the shipped scenarios, a value of club-a by club-a's, not again by club-b's."""
    variants, features = _club(tmp_path, NAMING)
    report = rule_coverage(features, variants)
    assert report.shipped == {
        ("play.undertrump", '"waived"'): ["club-a"],
        ("belote.points", "30"): ["club-a+belote-30"],
        ("scoring.capot.points", "500"): ["club-b"],
    }
    assert report.gaps == [("scoring.capot.points", "500")]
    assert report.inherited[("play.undertrump", '"waived"')] == ["club-b from club-a"]
    assert report.inherited[("play.follow_suit", '"required"')] == [
        "club-a from base",
        "club-b from base",
    ]
    # classic's own options (sans-annonces) are not the club's to cover
    labels = [label for found in report.shipped.values() for label in found]
    assert not any("sans-annonces" in label for label in labels)


def test_a_club_s_coverage_command_passes_once_each_own_value_has_a_scenario(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    variants, features = _club(tmp_path, NAMING)
    args = ["coverage", "--variants", str(variants), "--features", str(features)]
    assert main(args) == 1
    out = capsys.readouterr().out
    assert 'scoring.capot.points\n  GAP 500  (0 scenarios; used by club-b)' in out
    assert "3 rule values set by the given variants' own files, 2 covered, 1 gaps" in out
    (features / "capot.feature").write_text(
        "# language: fr\nFonctionnalité: Le capot\n  Scénario: à 500\n"
        '    Soit la variante "club-b"\n    Alors la règle "scoring.capot.points" vaut 500\n',
        encoding="utf-8",
    )
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "3 rule values set by the given variants' own files, 3 covered, 0 gaps" in out
    assert 'play.undertrump\n  ok  "waived"  (1 scenarios; used by club-a)' in out


def test_coverage_of_a_folder_without_variant_files_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "empty").mkdir()
    (tmp_path / "features").mkdir()
    features = str(tmp_path / "features")
    args = ["coverage", "--variants", str(tmp_path / "empty"), "--features", features]
    assert main(args) == 1
    out, err = capsys.readouterr()
    assert "no variant file (*.yaml, *.yml) in this folder" in err
    assert "covered" not in out
