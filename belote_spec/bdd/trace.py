"""Which rule values each scenario runs: the record behind ``belote-spec coverage`` by
execution (``pytest --belote-coverage=FILE``, see :mod:`.steps`).

**What "runs a value" means.** The engine reads a variant's rules when it compiles them
(:meth:`~belote_spec.Variant.compile`), not while it plays: each ``belote_make_*`` hook builds a
kernel from the rules it reads, and :class:`~belote_spec.engine.rules.Rules` keeps settings
worked out from others (``belote_points``, ``illegal_card``). A read at compile time
therefore says what each part of the compiled rules was *built from*, and nothing about a
scenario. While recording, a variant is compiled traced:

* a rule read inside a ``belote_make_*`` hook is charged to the kernel that hook builds (the
  play and scoring kernels, which are given the card tables, are charged the tables' rules
  too);
* a rule read by ``Rules`` itself is charged to the attribute it sets next; an attribute
  worked out from another one, or from a kernel, is charged their rules as well.

Then, while a scenario runs, every attribute of the compiled rules that is looked at (by the
engine, a game or a step: ``rules.play`` to list the playable cards, ``rules.scorer`` to score
a deal) runs the rule values charged to it, and so does a rule read through ``rules.variant``
while playing (``annonces.unshown`` when annonces are resolved, ``deck.dix_de_der`` when a step
adds it). The compile itself runs nothing. The step « la règle "…" vaut … » reads the
scenario's own copy of the variant: naming a rule runs nothing either.

The measure is a part of the engine, not a branch of it: a scenario that lists the playable
cards runs every rule the play kernel was built from, whichever of them decided its cards. A
value no scenario runs is certainly left untested; a value a scenario runs was at least in the
part of the engine that answered it.
"""

from __future__ import annotations

import ast
import functools
import inspect
import sys
import textwrap
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from types import FrameType, FunctionType, MethodType
from typing import Any

from ..coverage import value_key
from ..engine import rules as rules_module
from ..engine.rules import Rules
from ..loader import Variant
from ..schema import rule_path_set

__all__ = ["Read", "Recorder", "TracedMapping", "TracedRules", "active", "recording"]

Read = tuple[str, str]
"""A rule value: its path and its value as JSON (:func:`belote_spec.coverage.value_key`)."""

#: The kernel parameters of ``Rules`` → the hook (``belote_make_<name>``) that built each.
KERNEL_HOOKS: Mapping[str, str] = {
    "tables": "card_tables",
    "play": "play",
    "dealer": "dealer",
    "bidding": "bidding",
    "annonces": "annonces",
    "belote_suits": "belote",
    "trick_bonuses": "trick_bonuses",
    "scorer": "scorer",
    "game_end": "game_end",
}
#: The hooks given the card tables: their kernels rank and count cards through them.
GIVEN_TABLES = frozenset({"play", "scorer"})
_HOOK_PREFIX = "belote_make_"

_ACTIVE: Recorder | None = None


def active() -> Recorder | None:
    """The recorder of this session, or None when nothing is recorded."""
    return _ACTIVE


@contextmanager
def recording(recorder: Recorder) -> Iterator[Recorder]:
    """Within the block, ``recorder`` records (one recorder at a time)."""
    global _ACTIVE
    previous, _ACTIVE = _ACTIVE, recorder
    try:
        yield recorder
    finally:
        _ACTIVE = previous


@dataclass
class _Compile:
    """What a traced compile has charged so far."""

    hooks: dict[str, set[Read]] = field(default_factory=dict)
    common: set[Read] = field(default_factory=set)
    """Read by the compile outside any hook (the plugin list): every kernel depends on it."""
    pending: set[Read] = field(default_factory=set)
    attributes: dict[str, frozenset[Read]] = field(default_factory=dict)
    in_init: bool = False


class Recorder:
    """The rule values read during the current scenario (:attr:`reads`), and the traced
    compile of variants (:meth:`compile`)."""

    def __init__(self) -> None:
        self.reads: set[Read] | None = None
        """The scenario's reads, or None between scenarios."""
        self._charged: set[frozenset[Read]] = set()
        self._compile: _Compile | None = None

    # ------------------------------------------------------------------ scenarios

    def start(self) -> None:
        """A scenario begins: nothing read yet."""
        self.reads, self._charged = set(), set()

    def stop(self) -> set[Read]:
        """The scenario ends: what it read."""
        out = self.reads or set()
        for reads in self._charged:
            out |= reads
        self.reads, self._charged = None, set()
        return out

    # ------------------------------------------------------------------ reads

    def read(self, item: Read) -> None:
        """A rule read through a traced variant."""
        building = self._compile
        if building is None:
            if self.reads is not None:
                self.reads.add(item)
            return
        if building.in_init:
            building.pending.add(item)
            return
        hook = _hook_of(sys._getframe(2))
        if hook is not None and hook in KERNEL_HOOKS.values():
            building.hooks.setdefault(hook, set()).add(item)
        else:
            # outside the kernels' hooks: the plugin list, which decides who builds every
            # kernel (a read by the belote_compiled hook, after the kernels are charged,
            # lands here too and decides nothing)
            building.common.add(item)

    def looked_at(self, reads: frozenset[Read]) -> None:
        """An attribute of traced compiled rules was looked at."""
        building = self._compile
        if building is not None:
            if building.in_init:
                building.pending |= reads  # an attribute worked out from another
        elif self.reads is not None:
            self._charged.add(reads)

    # ------------------------------------------------------------------ compiling

    def compile(self, variant: Variant) -> Rules:
        """``variant`` compiled traced: its rules read through a :class:`TracedMapping`, the
        compiled rules a :class:`TracedRules` that knows what each of its attributes was
        built from."""
        traced = replace(variant, rules=TracedMapping(variant.rules, "", _Keys(self)))
        outer, self._compile = self._compile, _Compile()
        saved = rules_module.Rules
        rules_module.Rules = TracedRules  # type: ignore[misc]
        try:
            compiled = traced.compile()
        finally:
            rules_module.Rules = saved  # type: ignore[misc]
            building, self._compile = self._compile, outer
        if isinstance(compiled, TracedRules):
            object.__setattr__(compiled, "_charged_reads", dict(building.attributes))
            object.__setattr__(compiled, "_plain_variant", variant)
        return compiled

    def _charge(self, name: str, kernels: Mapping[str, object]) -> None:
        """``Rules.__init__`` sets the attribute ``name``: charge it what was read since the
        last one, and the rules of the kernels its statement uses."""
        building = self._compile
        if building is None or not building.in_init:
            return
        reads = set(building.pending)
        building.pending = set()
        for param in _init_uses().get(name, ()):
            hook = KERNEL_HOOKS.get(param)
            if hook is None or param not in kernels:
                continue
            reads |= building.hooks.get(hook, set()) | building.common
            if hook in GIVEN_TABLES:
                reads |= building.hooks.get(KERNEL_HOOKS["tables"], set())
        building.attributes[name] = building.attributes.get(name, frozenset()) | reads


def _hook_of(frame: FrameType | None) -> str | None:
    """The ``belote_make_*`` hook running in ``frame`` or one of its callers, by its name."""
    while frame is not None:
        name = frame.f_code.co_name
        if name.startswith(_HOOK_PREFIX):
            return name[len(_HOOK_PREFIX) :]
        if name == "compile_variant":
            return None
        frame = frame.f_back
    return None


_USES: dict[str, frozenset[str]] | None = None
_LEAVES: frozenset[str] | None = None


def _leaves() -> frozenset[str]:
    """The rule paths of the schema, computed once."""
    global _LEAVES
    if _LEAVES is None:
        _LEAVES = rule_path_set()
    return _LEAVES


def _init_uses() -> dict[str, frozenset[str]]:
    """Each attribute ``Rules.__init__`` sets → the kernel parameters its statement uses
    (``self.belote_pairs`` uses ``belote_suits``), read from the source once."""
    global _USES
    if _USES is None:
        uses: dict[str, set[str]] = {}
        try:
            source = textwrap.dedent(inspect.getsource(Rules.__init__))
            tree = ast.parse(source)
        except (OSError, TypeError, SyntaxError):  # no source: kernels charged by name only
            tree = None
        for node in ast.walk(tree) if tree is not None else ():
            if isinstance(node, ast.Assign):
                targets, value = node.targets, node.value
            elif isinstance(node, ast.AnnAssign | ast.AugAssign) and node.value is not None:
                targets, value = [node.target], node.value
            else:
                continue
            names = {n.id for n in ast.walk(value) if isinstance(n, ast.Name)}
            for target in targets:
                if (
                    isinstance(target, ast.Attribute)
                    and isinstance(target.value, ast.Name)
                    and target.value.id == "self"
                ):
                    uses.setdefault(target.attr, set()).update(names & set(KERNEL_HOOKS))
        _USES = {name: frozenset(found) for name, found in uses.items()}
    return _USES


def _retained(kernel: object, depth: int = 3) -> set[Read]:
    """Every rule of the traced groups ``kernel`` keeps: in its attributes, its fields, its
    closure (a function), its arguments (a ``functools.partial``), or in theirs, ``depth``
    levels down."""
    out: set[Read] = set()
    seen: set[int] = set()

    def visit(node: object, depth: int) -> None:
        if id(node) in seen or depth < 0:
            return
        seen.add(id(node))
        if isinstance(node, TracedMapping):
            out.update(node.leaves())
            return
        if node is None or isinstance(node, str | bytes | int | float | type):
            return
        children: list[object] = []
        if isinstance(node, functools.partial):
            children += [node.func, *node.args, *node.keywords.values()]
        elif isinstance(node, FunctionType | MethodType):
            function = node.__func__ if isinstance(node, MethodType) else node
            if isinstance(node, MethodType):
                children.append(node.__self__)
            children += [cell.cell_contents for cell in function.__closure__ or () if _full(cell)]
        elif isinstance(node, tuple | list | frozenset | set):
            if len(node) <= 64:
                children += list(node)
        elif isinstance(node, dict):
            if len(node) <= 64:
                children += list(node.values())
        else:
            children += list(getattr(node, "__dict__", {}).values())
            for cls in type(node).__mro__:
                for name in getattr(cls, "__slots__", ()):
                    if hasattr(node, name):
                        children.append(getattr(node, name))
        for child in children:
            visit(child, depth - 1)

    visit(kernel, depth)
    return out


def _full(cell: Any) -> bool:
    """Whether a closure cell holds a value (a cell of a name not yet bound is empty)."""
    try:
        cell.cell_contents  # noqa: B018 (reading it is the test)
    except ValueError:
        return False
    return True


class _Keys:
    """The recorder, and each rule's value as JSON, worked out once per traced variant."""

    __slots__ = ("keys", "recorder")

    def __init__(self, recorder: Recorder) -> None:
        self.recorder = recorder
        self.keys: dict[str, str] = {}


class TracedMapping(Mapping[str, Any]):
    """A read-only view of a variant's rules (or of one of their groups) that tells its
    recorder each rule read: a rule path of the schema reached by ``[]``, ``get``, iteration
    of items or values. Groups are returned traced in turn; a rule's value is returned as it
    is."""

    __slots__ = ("_keys", "_node", "_path")

    def __init__(self, node: Mapping[str, Any], path: str, keys: _Keys) -> None:
        self._node = node
        self._path = path
        self._keys = keys

    def __getitem__(self, key: str) -> Any:
        value = self._node[key]
        path = f"{self._path}.{key}" if self._path else key
        if path in _leaves():
            found = self._keys.keys.get(path)
            if found is None:
                found = self._keys.keys[path] = value_key(value)
            self._keys.recorder.read((path, found))
            return value
        if isinstance(value, Mapping):
            return TracedMapping(value, path, self._keys)
        return value

    def leaves(self) -> Iterator[Read]:
        """Every rule of the group, with its value, without telling the recorder."""
        prefix = f"{self._path}." if self._path else ""
        for path in _leaves():
            if not path.startswith(prefix):
                continue
            node: Any = self._node
            for part in path[len(prefix) :].split("."):
                if not isinstance(node, Mapping) or part not in node:
                    break
                node = node[part]
            else:
                found = self._keys.keys.get(path)
                if found is None:
                    found = self._keys.keys[path] = value_key(node)
                yield path, found

    def __contains__(self, key: object) -> bool:
        return key in self._node  # asking whether a key is there reads no value

    def __iter__(self) -> Iterator[str]:
        return iter(self._node)

    def __len__(self) -> int:
        return len(self._node)

    def __or__(self, other: Any) -> dict[str, Any]:
        return {**self, **other}

    def copy(self) -> dict[str, Any]:
        """A plain dict of the group (every rule of it read)."""
        return dict(self)

    def __repr__(self) -> str:
        return f"TracedMapping({self._path or '<rules>'})"


class TracedRules(Rules):
    """Compiled rules that tell the recorder each attribute looked at, with the rule values
    it was built from. Only :meth:`Recorder.compile` makes one."""

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as the recipe of the rules it traces, with the variant untraced: a copy
        unpickled is plain compiled rules, and pickling reads no rule for the scenario."""
        function, (variant, *rest) = Rules.__reduce__(self)
        plain = object.__getattribute__(self, "__dict__").get("_plain_variant", variant)
        return function, (plain, *rest)

    def __init__(self, variant: Variant, **kernels: Any) -> None:
        recorder = _ACTIVE
        building = recorder._compile if recorder is not None else None
        object.__setattr__(self, "_init_kernels", kernels)
        if building is not None:
            # a kernel that keeps a group of rules reads it when it likes (once, into a cache
            # that later scenarios share): the whole group is charged to it, so that every
            # scenario using the kernel runs it, whatever ran first
            for param, kernel in kernels.items():
                hook = KERNEL_HOOKS.get(param)
                if hook is not None:
                    building.hooks.setdefault(hook, set()).update(_retained(kernel))
            building.in_init = True
        try:
            super().__init__(variant, **kernels)
        finally:
            if building is not None:
                building.in_init = False
            object.__delattr__(self, "_init_kernels")

    def __setattr__(self, name: str, value: Any) -> None:
        recorder = _ACTIVE
        if recorder is not None:
            state = object.__getattribute__(self, "__dict__")
            recorder._charge(name, state.get("_init_kernels", {}))
        object.__setattr__(self, name, value)

    def __getattribute__(self, name: str) -> Any:
        value = object.__getattribute__(self, name)
        recorder = _ACTIVE
        if recorder is not None and not name.startswith("__"):
            state = object.__getattribute__(self, "__dict__")
            charged: Mapping[str, frozenset[Read]] | None = state.get("_charged_reads")
            if charged is None:  # still compiling: what this compile has charged so far
                building = recorder._compile
                charged = building.attributes if building is not None else None
            reads = charged.get(name) if charged is not None else None
            if reads:
                recorder.looked_at(reads)
        return value
