"""What a rulebook works out again and again, kept per object (:class:`ByIdentity`).

A rulebook restates, in its options section, the rules of its variant with each option not
chosen: the same option variants are compiled and stated in both languages, and again by the
rulebook of each combination of options (``belote-spec validate``, the documentation). What is
kept is keyed on the *objects* it was worked out from (a variant, its compiled rules, the
translator of a language), never on a name: a variant file edited is loaded again into a new
object, a catalog added gives a new translator, so nothing kept goes stale.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

_V = TypeVar("_V")


class ByIdentity(Generic[_V]):
    """Values worked out from a few objects, kept by the objects' identity and ``extra``
    (plain values: a language code). The objects are held while their value is kept, so that
    their ids are not given to other objects; at most ``size`` values are kept, the least
    recently used dropped first. A value whose working out raises is not kept."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._lock = threading.Lock()
        self._data: OrderedDict[Hashable, tuple[tuple[object, ...], _V]] = OrderedDict()

    def get(self, objects: tuple[object, ...], extra: Hashable, work_out: Callable[[], _V]) -> _V:
        """The value for ``objects`` and ``extra``, worked out by ``work_out`` the first time."""
        key = (tuple(map(id, objects)), extra)
        with self._lock:
            hit = self._data.get(key)
            if hit is not None:
                self._data.move_to_end(key)
                return hit[1]
        value = work_out()
        with self._lock:
            self._data[key] = (objects, value)
            while len(self._data) > self.size:
                self._data.popitem(last=False)
        return value

    def clear(self) -> None:
        """Forget every value."""
        with self._lock:
            self._data.clear()
