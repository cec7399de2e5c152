"""belote-spec: the rules of Belote as data.

The stable API for other applications:

* :func:`load_variant` — load, compose and validate a variant (``"classic"``, ``"club+vache"``,
  or a path), returning an immutable :class:`Variant`;
* :func:`list_variants` — the variants available (shipped, and from the entry-point group
  ``belote_spec.variants``);
* :func:`export_variant` — a resolved variant as a versioned JSON document (it validates
  against ``resolved.schema.json``), for programs in other languages;
* :class:`VariantError` — raised for any bad variant; ``.problems`` lists every
  :class:`Problem` with its file, line, column and rule path;
* :class:`Rules` — what :meth:`Variant.compile` returns: the compiled kernels (legal cards,
  trick winner, card points, annonces, scoring);
* :func:`simulate` — many random (or heuristic) deals or games of a variant, with their
  statistics and 95% confidence intervals (:mod:`belote_spec.simulation`);
* :class:`Game` — a whole game driven by action strings (:meth:`Game.legal_actions`,
  :meth:`Game.apply`, :meth:`Game.to_json`, :meth:`Game.from_json`), and
  :class:`IllegalAction`, raised for an action the variant forbids; :mod:`belote_spec.actions`
  builds those strings with typed functions (``take("H")``, ``bid(90, "SA")``, ``play(card)``);
* :class:`Card` — one of the 32 cards (an ``int`` 0..31 with its code, suit and rank);
* :class:`DealScore` — one line of the score sheet (:meth:`Rules.score_deal`,
  ``Game.sheet``); :class:`Declarations` — the annonces of a deal
  (:meth:`Rules.declarations`); :class:`GameResult` — how a game ended (``Game.result``),
  also named :class:`GameEnd` as in the engine;
* :class:`Observation` — what one seat may know (``Game.observation(seat)``), and
  :class:`Bot` — a player: any object with ``act(observation) -> action`` (a ``name`` is
  optional); :mod:`belote_spec.bots` has bots to play against and the helpers that seat them.

``Rules``, ``Game``, ``IllegalAction``, ``DealScore``, ``Declarations``, ``GameEnd``
(``GameResult``), ``Observation``, ``Bot`` and ``simulate`` belong to the engine and the
applications on it, imported only when one of them is first used: a program that only reads
and validates variants never loads them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import _moved
from .cards import Card
from .errors import Problem, VariantError
from .loader import (
    Citation,
    OptionInfo,
    Source,
    Variant,
    VariantInfo,
    list_variants,
    load_variant,
)
from .version import __version__

if TYPE_CHECKING:
    from .bots.heuristic import Bot
    from .engine.bidding import IllegalAction
    from .engine.game import Game
    from .engine.observation import Observation
    from .engine.rules import Declarations, Rules
    from .engine.scoring import DealScore, GameEnd
    from .engine.scoring import GameEnd as GameResult
    from .export import export_variant
    from .simulation.api import simulate


# The modules that moved stay importable from their old names, with a warning.
_moved.install()

#: The names imported on first use (PEP 562): the engine's, the bots', the simulation's and the
#: export's. ``"module"`` holds the same name; ``"module:name"`` another (an alias).
_ENGINE = {
    "Bot": "belote_spec.bots",
    "DealScore": "belote_spec.engine.scoring",
    "Declarations": "belote_spec.engine.rules",
    "Game": "belote_spec.engine.game",
    "GameEnd": "belote_spec.engine.scoring",
    "GameResult": "belote_spec.engine.scoring:GameEnd",
    "IllegalAction": "belote_spec.engine.bidding",
    "Observation": "belote_spec.engine.observation",
    "Rules": "belote_spec.engine.rules",
    "simulate": "belote_spec.simulation.api",
    "export_variant": "belote_spec.export",
}


def __getattr__(name: str) -> Any:
    where = _ENGINE.get(name)
    if where is None:
        raise AttributeError(f"module 'belote_spec' has no attribute {name!r}")
    from importlib import import_module

    module, _, attribute = where.partition(":")
    value = getattr(import_module(module), attribute or name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_ENGINE})


__all__ = [
    "Bot",
    "Card",
    "Citation",
    "DealScore",
    "Declarations",
    "Game",
    "GameEnd",
    "GameResult",
    "IllegalAction",
    "Observation",
    "OptionInfo",
    "Problem",
    "Rules",
    "Source",
    "Variant",
    "VariantError",
    "VariantInfo",
    "__version__",
    "export_variant",
    "list_variants",
    "load_variant",
    "simulate",
]
