"""Rule coverage of the acceptance scenarios, and the messages of a broken step."""

from __future__ import annotations

from pathlib import Path

import pytest

from belote_spec.cli import main
from belote_spec.coverage import parse_features, rule_coverage

from . import bdd_steps
from .conftest import FEATURES


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
