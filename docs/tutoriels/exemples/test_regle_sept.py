"""play.seven_lead joué : les cartes permises à l'entame, pour chaque valeur, vues à la main."""

from __future__ import annotations

from pathlib import Path

from belote_spec.engine.rules import Rules

from .behaviour import each_value, variant_with

COMPILED: dict[str, Rules] = {}


@each_value(
    "play.seven_lead",
    {"forbidden": ["A♥", "R♠"], "allowed": ["7♠", "A♥", "R♠"]},
    engines=("scalar",),
)
def test_on_n_entame_pas_un_sept_quand_on_a_autre_chose(
    value: str, expected: list[str], tmp_path: Path
) -> None:
    rules = variant_with(COMPILED, tmp_path, "classic", {"play": {"seven_lead": value}})
    assert sorted(c.french for c in rules.legal_cards("7♠ A♥ R♠", [], "H")) == sorted(expected)
    # avec des sept seulement, on entame un sept
    assert len(rules.legal_cards("7♠ 7♥", [], "H")) == 2
