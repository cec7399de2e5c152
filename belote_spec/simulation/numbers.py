"""Numbers in the reports of ``belote-spec simulate``, written as the language of messages
writes them: its decimal mark, its thousands separator and its way of writing a percentage,
each a message of the catalogs (French: ``20 000``, ``56,5 %``, with a narrow no-break
space between thousands and a no-break space before ``%``)."""

from __future__ import annotations

import math

from ..i18n import translator

__all__ = ["number", "p_value", "percent", "rate_decimals"]


def _marks() -> tuple[str, str]:
    tr = translator()
    # TRANSLATORS: the decimal mark of numbers in simulate's reports (French: a comma)
    decimal = tr.pgettext("decimal mark", ".")
    # TRANSLATORS: the thousands separator of numbers in simulate's reports (French: a narrow
    # no-break space, U+202F)
    group = tr.pgettext("thousands separator", ",")
    return decimal, group


def number(x: float, decimals: int = 0, *, sign: bool = False) -> str:
    """``x`` with ``decimals`` decimals, its thousands grouped (``20,000``, ``-1.4``); with
    ``sign``, a plus sign before a positive number and no minus sign before a zero."""
    if decimals == 0 and isinstance(x, float):
        x = round(x)
    text = f"{x:{'+' if sign else ''},.{decimals}f}"
    if sign and text.startswith("-") and not any(c in "123456789" for c in text):
        text = "+" + text[1:]  # -0.0 is no difference: +0.0
    decimal, group = _marks()
    return text.translate({ord("."): decimal, ord(","): group})


def rate_decimals(rate: float) -> int:
    """The decimals a rate (0 to 1) is shown with as a percentage: one, or as many as make a
    rate that is neither 0 nor 1 show two significant digits of its distance to 0% or 100%,
    rather than ``0.0%`` or ``100.0%``."""
    value = 100 * rate
    if not 0 < rate < 1 or 0.05 <= value < 99.95:
        return 1
    distance = min(value, 100 - value)
    return max(1, min(12, 1 - math.floor(math.log10(distance))))


def percent(rate: float, decimals: int | None = None) -> str:
    """A rate (0 to 1) as a percentage: ``56.5%`` (French ``56,5 %``), with ``decimals``
    decimals (by default :func:`rate_decimals`: a rare rate keeps enough not to read as 0)."""
    text = number(100 * rate, rate_decimals(rate) if decimals is None else decimals)
    # TRANSLATORS: a percentage (French: "{value} %", with a no-break space, U+00A0)
    return translator().pgettext("percent", "{value}%", value=text)


def p_value(p: float) -> str:
    """A p-value with three decimals, or ``<0.001``."""
    if p < 0.001:
        return "<" + number(0.001, 3)
    return number(p, 3)
