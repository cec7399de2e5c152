"""The bounds and defaults of a simulation (no import of the engine or numpy: the command
line's parser reads them)."""

from __future__ import annotations

from typing import Final

#: The most deals one simulation plays (a billion: hours on a cluster, not a typo's years).
MAX_DEALS: Final = 1_000_000_000
#: The most games one simulation plays.
MAX_GAMES: Final = 100_000_000
#: The most worker processes.
MAX_JOBS: Final = 256
#: Seeds are whole numbers from 0 to this.
MAX_SEED: Final = 2**64 - 1
#: Deals per chunk unless told otherwise (the chunk size is part of what fixes the numbers).
DEFAULT_CHUNK_DEALS: Final = 20_000
#: Games per chunk unless told otherwise.
DEFAULT_CHUNK_GAMES: Final = 1000
#: The largest chunk (rows of one chunk are held in memory at once).
MAX_CHUNK: Final = 1_000_000
#: Deals after which a game is stopped unfinished.
MAX_DEALS_PER_GAME: Final = 500
