"""Typed constructors for the action strings :meth:`belote_spec.Game.apply` takes.

An action is a short text (see the action table of the API reference): these functions and
constants build exactly the texts :meth:`~belote_spec.Game.legal_actions` lists, so a client
checked by a type checker cannot misspell one::

    from belote_spec.actions import PASS, bid, play, take

    game.apply(take("H"))          # "take:H"
    game.apply(bid(90, "SA"))      # "bid:90:SA"
    game.apply(play("QH", belote=True))  # "QH+belote"

Modes and cards are checked and written in their canonical code (``take("coeur")`` is
``"take:H"``, ``play("valet de cœur")`` is ``"JH"``); a bad one raises :class:`ValueError`
(:class:`~belote_spec.cards.TrumpError`, :class:`~belote_spec.cards.CardError`). Whether the
action is legal now is the game's to say: :meth:`~belote_spec.Game.apply` raises
:class:`~belote_spec.engine.IllegalAction` otherwise.

This module belongs to the data layer: importing it does not import the engine.
"""

from __future__ import annotations

from typing import Final, Literal

from .cards import Card, Trump, parse_card, parse_trump
from .i18n import _

__all__ = [
    "CAPOT",
    "CONTRE",
    "GATHER",
    "MISDEAL",
    "PASS",
    "PLAY_ON",
    "REDEAL",
    "SHUFFLE",
    "SURCONTRE",
    "bid",
    "play",
    "take",
]

#: Pass at the prise or in the auction, or decline to announce a capot.
PASS: Final = "pass"
#: Double (coincher) the last contract of the other team.
CONTRE: Final = "contre"
#: Redouble (surcoincher) after a contre.
SURCONTRE: Final = "surcontre"
#: Announce a capot before the first lead (``scoring.capot.announced``).
CAPOT: Final = "capot"
#: After a contre out of turn: play the doubled contract ...
PLAY_ON: Final = "play-on"
#: ... or have the cards dealt again.
REDEAL: Final = "redeal"
#: Between deals, when the dealer chooses: shuffle the pack ...
SHUFFLE: Final = "shuffle"
#: ... or only gather the cards.
GATHER: Final = "gather"
#: Declare a misdeal before the first card (``deal.misdeal``).
MISDEAL: Final = "misdeal"


def take(mode: Trump | str) -> str:
    """Take at the prise (``bidding.system: prise``) in ``mode``: ``take("H") == "take:H"``."""
    return f"take:{parse_trump(mode)}"


def bid(value: int | Literal["capot", "generale"], mode: Trump | str) -> str:
    """Bid in the auction (``bidding.system: auction``): ``value`` points (``bid(90, "H") ==
    "bid:90:H"``), or ``"capot"`` / ``"generale"`` (``bid("capot", "SA") == "bid:capot:SA"``)."""
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise TypeError(
            _("value: expected points or 'capot' or 'generale'; got {given}", given=repr(value))
        )
    if isinstance(value, str) and value not in ("capot", "generale"):
        raise ValueError(
            _("value: expected points or 'capot' or 'generale'; got {given}", given=repr(value))
        )
    if isinstance(value, int) and value <= 0:
        raise ValueError(_("value: expected a number of points above 0; got {given}", given=value))
    return f"bid:{value}:{parse_trump(mode)}"


def play(
    card: Card | str | int,
    *,
    belote: bool = False,
    rebelote: bool = False,
    silent: bool = False,
    keep: str | None = None,
) -> str:
    """Play ``card`` (a :class:`~belote_spec.Card`, its code or any spelling
    :func:`~belote_spec.cards.parse_card` reads): ``play("JH") == "JH"``.

    ``belote=True`` says « belote » with it (the first of the king and queen of trump, where
    ``belote.call`` is not ``automatic``); ``rebelote=True`` says « rebelote » (the second:
    ``play("KH", rebelote=True) == "KH+rebelote"``); ``silent=True`` plays a first card without
    showing one's annonces (``annonces.declaring: optional``); ``keep`` names the one annonce a
    first card keeps to itself while declaring the others (``play("7S", keep="carre-7") ==
    "7S+silent:carre-7"``; the names are those of ``rules.annonces.declarable``)."""
    text = parse_card(card).code
    if belote:
        text += "+belote"
    if rebelote:
        text += "+rebelote"
    if silent and keep is not None:
        raise ValueError(
            _("silent=True keeps every annonce and keep one only: give one of the two")
        )
    if silent:
        text += "+silent"
    if keep is not None:
        if not isinstance(keep, str) or not keep:
            raise ValueError(
                _(
                    "keep: expected an annonce's name such as 'carre-7'; got {given}",
                    given=repr(keep),
                )
            )
        text += f"+silent:{keep}"
    return text
