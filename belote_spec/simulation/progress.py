"""The progress bar of long runs (``belote-spec simulate``, ``belote-spec match``): tqdm on
standard error, with the work done, its rate and the time left, shown only on a terminal."""

from __future__ import annotations

import sys
from typing import Any

__all__ = ["progress_bar"]


def progress_bar(total: int, unit: str, shown: bool, what: str, *, scale: bool = True) -> Any:
    """A tqdm bar of ``total`` things (``unit``) on standard error (rate and time left), labelled
    ``what``; disabled unless ``shown``, and then only on a terminal. ``scale``: counts
    written with k, M… (for millions of deals; not for a few hundred boards)."""
    from tqdm import tqdm

    return tqdm(
        total=total,
        desc=what,
        unit=unit,
        unit_scale=scale,
        file=sys.stderr,
        dynamic_ncols=True,
        smoothing=0.1,
        disable=None if shown else True,  # None: only on a terminal
    )
