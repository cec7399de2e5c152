"""The machinery of the golden-deal tests (``tests/test_ruleset_*.py``): the package's own
:mod:`belote_spec.bdd.golden`, which the installed scenario steps use too (one copy).

The golden deals themselves are written once, in the French scenarios of ``features/``: a test
takes the deal of a scenario by its title (:func:`scenario`), so that the deal the scenario plays
and the one the test plays cannot differ."""

from pathlib import Path

from belote_spec.bdd.golden import (
    Deal,
    ScenarioDeal,
    bid,
    check,
    cited_rules,
    codes,
    compiled,
    deal_score,
    from_parent,
    line,
    play,
    play_cards,
    play_through_game,
    play_tricks,
    random_game,
    scenario_deal,
    score,
    settle,
    through_game,
)

FEATURES = Path(__file__).resolve().parents[1] / "features"


def scenario(name: str, title: str) -> ScenarioDeal:
    """The whole deal of the scenario of ``features/<name>.feature`` whose title contains
    ``title`` (exactly one)."""
    return scenario_deal(FEATURES / f"{name}.feature", title)


__all__ = [
    "Deal",
    "ScenarioDeal",
    "bid",
    "check",
    "cited_rules",
    "codes",
    "compiled",
    "deal_score",
    "from_parent",
    "line",
    "play",
    "play_cards",
    "play_through_game",
    "play_tricks",
    "random_game",
    "scenario",
    "score",
    "settle",
    "through_game",
]
