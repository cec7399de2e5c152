"""play.seven_lead joué : les cartes permises à l'entame, pour chaque valeur, vues à la main,
par le moteur (``Rules``) et par le moteur par lots (ses donnes au hasard)."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from belote_spec.engine.rules import Rules
from belote_spec.simulation.batch.engine import BatchEngine

from .behaviour import each_value, variant_with

COMPILED: dict[str, Rules] = {}
SEPTS = sum(1 << (8 * couleur) for couleur in range(4))  # le sept, rang 0 de chaque couleur


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
    # la raison nomme la règle
    why = rules.explain("7♠ A♥ R♠", [], "H", "7♠")
    assert (why.rule if why else None) == ("play.seven_lead" if value == "forbidden" else None)


@each_value("play.seven_lead", {"forbidden": False, "allowed": True}, engines=("batch",))
def test_le_moteur_par_lots_n_entame_un_sept_que_s_il_est_permis(
    value: str, expected: bool, tmp_path: Path
) -> None:
    rules = variant_with(COMPILED, tmp_path, "classic", {"play": {"seven_lead": value}})
    trace = BatchEngine(rules, "python").trace_deals(40, np.random.default_rng(1))[1]
    assert trace is not None
    # l'ensemble permis de chaque entame (la première carte de chaque pli) : un sept n'y
    # est à côté d'une autre carte que si la règle le permet
    entames = trace.legal[:, ::4][trace.hands.any(axis=1)]
    assert entames.size > 100
    a_cote = [int(s) & SEPTS and int(s) & ~SEPTS for s in entames.ravel()]
    assert any(a_cote) == expected
