"""The checks of :class:`~belote_spec.engine.game.Game`'s arguments (the seed, the compiled
rules, the target, the first dealer) and the words of their refusals: a wrong argument gets a
ValueError that says what was given and what is expected."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..cards import SEATS, SeatError, parse_seat
from ..i18n import _
from .record_limits import MAX_RECORD_DIGITS, MAX_SEED, MAX_SEED_TEXT, _digits

if TYPE_CHECKING:
    from .rules import Rules

__all__: list[str] = []  # for the game module only


def _check_seed(seed: object) -> int:
    """A seed as ``Game`` takes it: a whole number, 0 or more. ``random.Random`` seeds a
    negative number like its absolute value, so ``-1`` would be the game of ``1`` under
    another name: it is refused, as are booleans and texts."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(
            _("seed: expected a whole number, 0 or more; got {given}", given=_kind(seed))
        )
    if seed < 0:
        raise ValueError(
            _(
                "seed: expected a whole number, 0 or more; got {seed} (a negative seed would "
                "shuffle exactly as {positive})",
                seed=seed,
                positive=-seed,
            )
        )
    if seed > MAX_SEED:
        raise ValueError(
            _(
                "seed: expected a whole number from 0 to {most}; got a number of {digits} "
                "digits (a game record keeps numbers of at most {kept} digits)",
                most=MAX_SEED_TEXT,
                digits=_digits(seed),
                kept=MAX_RECORD_DIGITS,
            )
        )
    return seed


def _check_rules(rules: object) -> None:
    """``Game`` needs compiled rules: a :class:`~belote_spec.loader.Variant` is a common
    mistake, said with the call to make."""
    if hasattr(rules, "legal_mask") and hasattr(rules, "variant"):
        return
    if hasattr(rules, "compile") and hasattr(rules, "rule"):
        raise ValueError(
            _(
                "rules: expected compiled rules; got a Variant: pass variant.compile(), or use "
                "variant.compile().new_game(...)"
            )
        )
    raise ValueError(
        _("rules: expected compiled rules (variant.compile()); got {given}", given=_kind(rules))
    )


def _check_target(rules: Rules, target: object) -> int:
    """The game's target: the variant's own by default, otherwise one of its choices."""
    if target is None:  # (compiled rules read it once)
        kept = getattr(rules, "_target", None)
        return int(rules.variant.rule("game_end.target")) if kept is None else int(kept)
    variant = rules.variant
    choices = variant.rule("game_end.target_choices") or []
    if isinstance(target, bool) or not isinstance(target, int) or target < 1:
        if choices:
            raise ValueError(
                _(
                    "target: expected one of {choices}; got {given}",
                    choices=", ".join(str(c) for c in choices),
                    given=_kind(target),
                )
            )
        raise ValueError(_("target: expected 1 or more; got {given}", given=_kind(target)))
    if choices and target not in choices:
        raise ValueError(
            _(
                "target {target} is not allowed by {variant}; choose one of {choices}",
                target=target,
                variant=variant.id,
                choices=", ".join(str(c) for c in choices),
            )
        )
    return target


def _check_dealer(dealer: object, seats: Sequence[str] = SEATS) -> int:
    """The first dealer's seat index from a seat code (``N``, ``W``, ``S``, ``E``: the codes
    every other seat argument of the API takes) or its index in playing order 0..3 (``seats``:
    the codes in playing order, the table's :attr:`~belote_spec.seating.Seating.seats`). A
    name a player would type (``n``, ``nord``) is refused with the code to write: the API does
    not guess."""
    if isinstance(dealer, str):
        if dealer in seats:
            return seats.index(dealer)
        try:
            meant = parse_seat(dealer)
        except SeatError:
            pass
        else:
            raise ValueError(
                _(
                    "dealer: expected a seat N, W, S or E (or its index 0..3); got {given} "
                    "(did you mean {seat}?)",
                    given=repr(dealer),
                    seat=repr(meant),
                )
            )
        raise ValueError(
            _(
                "dealer: expected a seat N, W, S or E (or its index 0..3); got {given}",
                given=repr(dealer),
            )
        )
    if isinstance(dealer, int) and not isinstance(dealer, bool) and 0 <= dealer < len(seats):
        return dealer
    raise ValueError(
        _(
            "dealer: expected a seat N, W, S or E (or its index 0..3); got {given}",
            given=_kind(dealer),
        )
    )


def _unknown_seat(seat: object) -> str:
    return _("unknown seat {seat}: expected N, W, S or E", seat=repr(seat))


def _kind(value: object) -> str:
    """A value as an error message shows it: its type and a short repr."""
    text = repr(value)
    if len(text) > 40:
        text = text[:37] + "..."
    return f"{type(value).__name__} {text}"
