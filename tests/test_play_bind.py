"""``engine.play.bind``: a variant's tables given to a kernel as the defaults of its last
parameters, and, for a kernel that is a ``*args`` wrapper (what a mutation run puts in place
of each function), as keywords under its signature's names."""

from __future__ import annotations

import functools
import inspect
from typing import Any

from belote_spec.engine.play import bind, trick_winner

#: Plain mode 0: card ``c``'s strength is its index; suit 0 (cards 0-7) is trump.
POWER = (tuple(range(32)),)
TRUMPS = (0xFF,)


def test_bind_gives_the_tables_as_defaults() -> None:
    winner = bind(trick_winner, POWER, TRUMPS)
    # lead 9 (suit 1), then 12 (suit 1, higher), then 3 (a trump): the trump at position 2
    assert winner((9, 12, 3), 0) == 2
    assert winner((9, 12), 0) == 1
    assert winner((12, 9, 20), 0) == 0  # 9 lower in the suit, 20 a plain card of suit 2


def test_bind_gives_a_wrapped_kernel_the_tables_by_keyword() -> None:
    calls: list[dict[str, Any]] = []

    def wrapper(*args: Any, **kwargs: Any) -> int:
        calls.append(kwargs)
        return trick_winner(*args, **kwargs)

    wrapper.__signature__ = inspect.signature(trick_winner)  # type: ignore[attr-defined]
    winner = bind(wrapper, POWER, TRUMPS)
    assert isinstance(winner, functools.partial)
    assert winner((9, 12, 3), 0) == 2
    assert calls == [{"power": POWER, "trump_mask": TRUMPS}]
