"""Hook specifications of belote-spec, grouped by phase.

Every rule of the engine is built by a plugin implementing these hooks; the built-in rules
are themselves plugins (:mod:`belote_spec.plugins`), registered first, reading their
parameters from the variant. A third-party package adds rules through the entry-point group
``belote_spec.plugins``; a variant enables such a plugin by its registered name
(``rules.plugins: [name]``), never by an import path.

**All hooks are called once, at compile time** (:meth:`belote_spec.Variant.compile`). Each
``belote_make_*`` hook returns a *kernel* (a plain function or a small object) that the game
then calls directly for every card, bid or deal: no hook dispatch happens in the per-card
path. The ``belote_make_*`` hooks are ``firstresult``: the first implementation that returns
something other than None wins, so a plugin can **replace** a phase by returning its own
kernel (built-in implementations are registered ``trylast``). A plugin can **wrap** a phase
with a wrapper implementation (``@hookimpl(wrapper=True)``): it receives the kernel the other
implementations built (``kernel = yield``) and returns a replacement, typically a function
that calls the original one.

Every hook receives ``variant``, the :class:`~belote_spec.Variant` being compiled; read its
rules with ``variant.rule("play.undertrump")``.

**When a plugin fails.** A plugin that cannot be used is reported when the variant is
compiled, as a :class:`~belote_spec.errors.VariantError` problem placed at the plugin's entry
of ``rules.plugins`` and naming the plugin, its entry point and the distribution that installed
it: an import that fails, an object with no hook implementation, a function named ``belote_*``
that is not marked ``@hookimpl`` or matches no hook here (the prefix is reserved for hooks), an
argument a hook does not provide, a name taken by a built-in plugin. An exception raised inside
a hook (or inside a kernel a plugin built, while a later hook uses it) becomes such a problem
too; a plugin that wants its own message raises :class:`~belote_spec.errors.VariantError`,
which is passed on unchanged. No hook runs during play: an exception a plugin's kernel raises
while a game is played propagates unchanged, and
:func:`belote_spec.pluginmanager.plugin_at_fault` tells which plugin's code raised it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pluggy

if TYPE_CHECKING:
    from .engine.annonces import AnnonceKernels
    from .engine.bidding import AuctionSystem, PriseSystem
    from .engine.deal import Dealer
    from .engine.play import PlayKernels
    from .engine.rules import Rules
    from .engine.tables import CardTables
    from .engine.trick_bonuses import TrickBonuses
    from .loader import Variant

__all__ = ["PROJECT", "hookimpl", "hookspec"]

PROJECT = "belote_spec"
hookspec = pluggy.HookspecMarker(PROJECT)
hookimpl = pluggy.HookimplMarker(PROJECT)


# ---------------------------------------------------------------------------- cards


@hookspec(firstresult=True)
def belote_make_card_tables(variant: Variant) -> CardTables | None:
    """Build the order and points of every card in every contract mode.

    Called first, once per compile. The result (a :class:`~belote_spec.engine.tables.CardTables`)
    is passed to the play and scoring hooks. ``firstresult``: the first non-None result is used.
    """


# ---------------------------------------------------------------------------- deal


@hookspec(firstresult=True)
def belote_make_dealer(variant: Variant) -> Dealer | None:
    """Build the dealer: first dealer, cut, distribution patterns, turned card, completion after
    the bidding, next dealer and how the cards are gathered or shuffled between deals.

    Called once per compile. ``firstresult``: the first non-None result is used.
    """


# ---------------------------------------------------------------------------- bidding


@hookspec(firstresult=True)
def belote_make_bidding(variant: Variant) -> PriseSystem | AuctionSystem | None:
    """Build the bidding system (prise, vache, auction with contre and surcontre).

    The result's ``start(dealer, turned)`` returns the state machine of one deal's bidding.
    Called once per compile. ``firstresult``: the first non-None result is used.
    """


# ---------------------------------------------------------------------------- play


@hookspec(firstresult=True)
def belote_make_play(variant: Variant, tables: CardTables) -> PlayKernels | None:
    """Build the card-play kernels: the legal cards (follow, trump, overtrump, undertrump,
    partner master, tout-atout climbing) with the reason of each restriction, and the trick
    winner.

    Called once per compile with the card tables. The kernels run for every card, so they must
    use only plain integer operations. ``firstresult``: the first non-None result is used.
    """


# ---------------------------------------------------------------------------- annonces


@hookspec(firstresult=True)
def belote_make_annonces(variant: Variant) -> AnnonceKernels | None:
    """Build the annonce kernels: finding sequences and carrés in a hand, and resolving them
    between the teams (best annonce, tie-breaks, cancelling carrés).

    Called once per compile. ``firstresult``: the first non-None result is used.
    """


# ---------------------------------------------------------------------------- belote


@hookspec(firstresult=True)
def belote_make_belote(variant: Variant) -> Any:
    """Build the belote rule: a function ``suits(mode) -> tuple[int, ...]`` giving the suits
    whose king and queen make a belote in a contract mode (none at sans atout, up to four at
    tout atout).

    Called once per compile. ``firstresult``: the first non-None result is used.
    """


# ---------------------------------------------------------------------------- trick bonuses


@hookspec(firstresult=True)
def belote_make_trick_bonuses(variant: Variant) -> TrickBonuses | None:
    """Build the trick bonuses (Klaverjas « roem »): an object with ``enabled`` (False: none
    are scored, and the game never asks) and ``points(cards, mode) -> int``, the points of the
    combinations that fell in one trick (its four card indices, the contract's mode), credited
    to the team that wins the trick (a
    :class:`~belote_spec.engine.trick_bonuses.TrickBonuses`).

    Called once per compile. ``firstresult``: the first non-None result is used.
    """


# ---------------------------------------------------------------------------- scoring


@hookspec(firstresult=True)
def belote_make_scorer(variant: Variant, tables: CardTables) -> Any:
    """Build the deal scorer: ``score(contract, points, *, mode, belote, declarations, capot,
    carried, tricks, last_trick, exact, trick_bonuses) -> DealScore`` (``trick_bonuses``, each
    team's, is given only where the variant scores them; what makes a contract, the score terms
    of each outcome, litige, capot, contre, rounding, tout-atout and sans-atout scaling).

    Called once per compile with the card tables. ``firstresult``: the first non-None result
    is used.
    """


# ---------------------------------------------------------------------------- game end


@hookspec(firstresult=True)
def belote_make_game_end(variant: Variant) -> Any:
    """Build the end-of-game check: ``check(before, deal, target) -> GameEnd``, where
    ``before`` is each team's total before the deal and ``deal`` the deal's
    :class:`~belote_spec.engine.scoring.DealScore` (target, reach or exceed, both teams over,
    tie, a team put capot or winning through its own belote on a lost deal).

    Called once per compile. ``firstresult``: the first non-None result is used.
    """


@hookspec
def belote_compiled(variant: Variant, rules: Rules) -> None:
    """Called once after a variant is compiled, with the finished :class:`Rules`.

    Every implementation is called (not ``firstresult``); the return value is ignored. Use it
    to check or record the compiled rules.
    """
