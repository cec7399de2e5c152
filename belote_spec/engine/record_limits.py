"""The bounds a game and its record keep, and the error of a record that does not replay.

They sit below :mod:`belote_spec.engine.game` and :mod:`belote_spec.engine.replay`, which both
read them (the game checks its seed and actions against them; the replay refuses a record that
passes them).
"""

from __future__ import annotations

from ..i18n import _

__all__ = [
    "MAX_ACTION_LENGTH",
    "MAX_DEALS",
    "MAX_RECORD_DIGITS",
    "MAX_SEED",
    "MAX_SEED_TEXT",
    "ReplayError",
]

#: The most deals a game plays (a record of more does not replay).
MAX_DEALS = 500


def _digits(number: int) -> str:
    """How many digits a positive whole number has, said exactly up to 4,000 digits."""
    if number.bit_length() <= 13_000:  # under Python's 4,300-digit limit for str()
        return str(len(str(number)))
    return _("about {n}", n=int(number.bit_length() * 0.30103) + 1)


#: The longest whole number a game record keeps, in digits (replay refuses longer ones).
MAX_RECORD_DIGITS = 40
#: The largest seed a game takes: a game played with a seed must replay from its record.
MAX_SEED = 10**MAX_RECORD_DIGITS - 1
MAX_SEED_TEXT = f"10**{MAX_RECORD_DIGITS} - 1"
#: The longest action text there is (``QH+belote+silent:cinquante-AH`` has 28 characters; the
#: record schema's bound): a longer text is refused before it is read, never repeated whole in a
#: message, and a record holding one does not replay.
MAX_ACTION_LENGTH = 64


class ReplayError(ValueError):
    """A record that does not replay: ``action`` is the 1-based action number (0 when the
    problem is not an action), ``reason`` says what is wrong."""

    def __init__(self, reason: str, action: int = 0, rule: str = "") -> None:
        reason = " ".join(reason.splitlines())  # one line, whatever a value held
        if action:
            super().__init__(_("action {action}: {reason}", action=action, reason=reason))
        else:
            super().__init__(reason)
        self.reason = reason
        self.action = action
        self.rule = rule
