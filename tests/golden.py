"""The machinery of the golden-deal tests (``tests/test_ruleset_*.py``): the package's own
:mod:`belote_spec.bdd.golden`, which the installed scenario steps use too (one copy)."""

from belote_spec.bdd.golden import (
    Deal,
    bid,
    check,
    cited_rules,
    codes,
    compiled,
    deal_score,
    line,
    play,
    play_cards,
    play_through_game,
    play_tricks,
    random_game,
    score,
    settle,
    through_game,
)

__all__ = [
    "Deal",
    "bid",
    "check",
    "cited_rules",
    "codes",
    "compiled",
    "deal_score",
    "line",
    "play",
    "play_cards",
    "play_through_game",
    "play_tricks",
    "random_game",
    "score",
    "settle",
    "through_game",
]
