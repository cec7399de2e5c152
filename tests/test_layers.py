"""The package's layers, read from the source with :mod:`ast` (nothing is imported).

Three layers, each importing only from itself and the layers below it, each a set of folders
and modules:

* **data**: reading, composing and validating variants, and the resolved rules as data (the
  package's ``__init__`` with the public names, ``cards``, ``errors``, ``yamlsafe``, the message
  catalogs ``i18n``, ``schema/``, ``frozen``, ``finding``, ``loader``, ``variant``, ``checks``,
  ``compare``, ``coverage``, ``export``, ``actions``, ``extras``, ``version``, ``atomic_files``
  (files written in one step) and ``_moved``, the old names of moved modules);
* **engine**: the hooks and the plugin manager (``hookspecs``, ``pluginmanager``), the built-in
  plugins (``plugins/``) and the compiled rules and the game (``engine/``);
* **applications**: one folder each (``bots/``, ``simulation/`` with the batch engine,
``rulebook/``,
  ``bdd/``, ``cli/``, ``terminal/``) and ``__main__``.

Every import counts: at module level, inside a function, and by name (a string constant that
names a module of the package, as the lazy tables of ``__getattr__`` hold, and the short names
a package's ``__getattr__`` joins to its own name). Only an import under ``if
TYPE_CHECKING:`` does not, since it never runs. There is no cycle at all; the one import
that reaches up is listed (``Variant.compile()``), so a new one is a decision, not an
accident. Private names (``_x``) never cross a layer.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path
from typing import overload

import pytest

from .conftest import ROOT

PACKAGE = ROOT / "belote_spec"

#: The data layer: these modules, and every module of these packages.
DATA = frozenset(
    {
        "belote_spec",
        "belote_spec._moved",
        "belote_spec.actions",
        "belote_spec.atomic_files",
        "belote_spec.cards",
        "belote_spec.checks",
        "belote_spec.compare",
        "belote_spec.coverage",
        "belote_spec.errors",
        "belote_spec.export",
        "belote_spec.extras",
        "belote_spec.finding",
        "belote_spec.frozen",
        "belote_spec.seating",
        # The message catalogs: every layer's texts go through them.
        "belote_spec.i18n",
        "belote_spec.loader",
        "belote_spec.schema",
        "belote_spec.variant",
        "belote_spec.version",
        "belote_spec.yamlsafe",
    }
)
ENGINE = frozenset(
    {
        "belote_spec.engine",
        "belote_spec.hookspecs",
        "belote_spec.pluginmanager",
        "belote_spec.plugins",
    }
)

#: Imports from a lower layer into a higher one, each a convenience run on use.
LAZY_UPWARD = frozenset(
    {
        # Variant.compile() returns the engine's Rules.
        ("belote_spec.variant", "belote_spec.engine.rules"),
    }
)
#: The package's public names imported on first use (its ``__getattr__``): the engine's, the
#: bots' and the simulation's, named by strings; they reach up by design.
ROOT_LAZY = "belote_spec"


def _in(module: str, layer_modules: frozenset[str]) -> bool:
    return any(
        module == m or (m != "belote_spec" and module.startswith(m + ".")) for m in layer_modules
    )


def layer(module: str) -> int:
    """0 for the data layer, 1 for the engine, 2 for the applications on top."""
    if _in(module, DATA):
        return 0
    if _in(module, ENGINE):
        return 1
    return 2


@dataclass(frozen=True)
class Import:
    source: str
    target: str
    names: tuple[str, ...]
    module_level: bool
    line: int


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {_module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _is_type_checking(test: ast.expr) -> bool:
    if isinstance(test, ast.Name):
        return test.id == "TYPE_CHECKING"
    return isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"


def _statements(body: list[ast.stmt], module_level: bool) -> Iterator[tuple[ast.stmt, bool]]:
    for node in body:
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            yield from _statements(node.orelse, module_level)
            continue
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            yield from _statements(node.body, False)
            continue
        yield node, module_level
        # class bodies, if/try/with/for blocks: same level as where they stand
        for field in ("body", "orelse", "finalbody"):
            block = getattr(node, field, None)
            if isinstance(block, list):
                yield from _statements(block, module_level)
        for handler in getattr(node, "handlers", []):
            yield from _statements(handler.body, module_level)
        if isinstance(node, ast.Match):
            for case in node.cases:
                yield from _statements(case.body, module_level)


@cache
def _tree(path: Path) -> ast.Module:
    """A module's syntax tree, parsed once for both readings below."""
    return ast.parse(path.read_text(encoding="utf-8"), str(path))


def _imports(module: str, path: Path) -> Iterator[Import]:
    tree = _tree(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node, module_level in _statements(tree.body, True):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == "belote_spec":
                    yield Import(module, alias.name, (), module_level, node.lineno)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                target = ".".join([*base, *([node.module] if node.module else [])])
            else:
                target = node.module or ""
            if target.split(".")[0] != "belote_spec":
                continue
            names = tuple(alias.name for alias in node.names)
            submodules = [n for n in names if f"{target}.{n}" in MODULES]
            for name in submodules:  # from . import hookspecs: the module itself
                yield Import(module, f"{target}.{name}", (), module_level, node.lineno)
            rest = tuple(n for n in names if n not in submodules)
            if rest or not submodules:
                yield Import(module, target, rest, module_level, node.lineno)


def _by_name(module: str, path: Path) -> Iterator[Import]:
    """The modules a module names in a string: ``"belote_spec.engine.game"`` or
    ``"belote_spec.engine.scoring:GameEnd"`` (a lazy table), and in a package, a short name
    its ``__getattr__`` joins to the package's own (``"stats"`` for ``simulation.stats``).
    The old names of ``_moved`` are for programs outside the package, and read by
    :func:`test_the_old_names_reach_the_modules_that_moved`."""
    if module == "belote_spec._moved":
        return
    tree = _tree(path)
    is_package = path.name == "__init__.py"
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
            continue
        text = node.value.partition(":")[0]
        if "." in text and text in MODULES and text != module:  # "belote_spec" is a project
            # name too (pluggy's, the entry points'), never a lazy import
            yield Import(module, text, (), False, node.lineno)
        elif is_package and f"{module}.{text}" in MODULES:
            yield Import(module, f"{module}.{text}", (), False, node.lineno)


class _Graph(Sequence[Import]):
    """Every import of the package, read from its files when a test first asks (not when
    the module is collected: each pytest-xdist worker collects it, one runs its tests)."""

    @cached_property
    def _imports(self) -> list[Import]:
        return [
            imp
            for module, path in MODULES.items()
            for imp in (*_imports(module, path), *_by_name(module, path))
        ]

    @overload
    def __getitem__(self, index: int) -> Import: ...
    @overload
    def __getitem__(self, index: slice) -> list[Import]: ...
    def __getitem__(self, index: int | slice) -> Import | list[Import]:
        return self._imports[index]

    def __len__(self) -> int:
        return len(self._imports)


IMPORTS: Sequence[Import] = _Graph()


def _where(imp: Import) -> str:
    return f"{MODULES[imp.source].relative_to(ROOT)}:{imp.line}: {imp.source} -> {imp.target}"


@pytest.mark.slow  # over half a second: CI runs it, `tools/check.py --fast` does not
def test_the_graph_is_read_from_every_module() -> None:
    """The parser sees what it must: a known module-level import, a known lazy one, and no
    import hidden under TYPE_CHECKING."""
    assert len(MODULES) > 60
    assert "belote_spec.engine.game" in MODULES
    assert "belote_spec.loader" in MODULES
    found = {(i.source, i.target, i.module_level) for i in IMPORTS}
    assert ("belote_spec.engine.rules", "belote_spec.engine.tables", True) in found
    assert ("belote_spec.variant", "belote_spec.engine.rules", False) in found
    assert ("belote_spec.pluginmanager", "belote_spec.hookspecs", True) in found
    # by name: the root's lazy table, and a package's short names joined to its own
    assert ("belote_spec", "belote_spec.engine.game", False) in found
    assert ("belote_spec.simulation", "belote_spec.simulation.columns", False) in found
    # hookspecs names the engine's types only for the type checker
    assert not [i for i in IMPORTS if i.source == "belote_spec.hookspecs"]
    assert all(i.target in MODULES for i in IMPORTS), [
        _where(i) for i in IMPORTS if i.target not in MODULES
    ]


def _cycle(edges: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}  # 1 on the path, 2 done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state and (found := visit(nxt)) is not None:
                return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(edges):
        if node not in state and (found := visit(node)) is not None:
            return found
    return None


def test_no_import_cycle_at_all() -> None:
    """No cycle, counting imports inside functions and imports by name: a module can always
    be imported first."""
    edges: dict[str, set[str]] = {}
    for imp in IMPORTS:
        if imp.target != imp.source:
            edges.setdefault(imp.source, set()).add(imp.target)
    assert _cycle(edges) is None, " -> ".join(_cycle(edges) or [])


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b", "c"}, "b": {"c"}}) is None


def test_module_level_imports_point_down_or_sideways() -> None:
    """The data layer imports nothing from the engine or the applications; the engine nothing
    from the applications."""
    upward = [_where(i) for i in IMPORTS if i.module_level and layer(i.target) > layer(i.source)]
    assert upward == []


def test_function_level_imports_reach_up_only_where_listed() -> None:
    upward = {
        (i.source, i.target)
        for i in IMPORTS
        if not i.module_level and layer(i.target) > layer(i.source) and i.source != ROOT_LAZY
    }
    assert upward == LAZY_UPWARD


def test_the_old_names_reach_the_modules_that_moved() -> None:
    """Every old name of ``_moved`` names a module that is no longer there, and leads to one
    that is; nothing in the package imports an old name (the graph's targets are all files)."""
    from belote_spec._moved import MOVED

    for old, new in MOVED.items():
        assert old not in MODULES, old
        assert new in MODULES, new
    assert not [_where(i) for i in IMPORTS if i.target in MOVED]


def test_no_two_modules_share_a_name() -> None:
    """A module's name says what it is: ``play`` is the engine's kernels, never also a plugin
    or a batch driver. Packages' ``__init__`` and ``__main__`` aside."""
    seen: dict[str, list[str]] = {}
    for module, path in MODULES.items():
        if path.name not in {"__init__.py", "__main__.py"}:
            seen.setdefault(path.stem, []).append(module)
    assert {name: where for name, where in seen.items() if len(where) > 1} == {}


def test_the_root_holds_the_public_names_and_the_data_layer() -> None:
    """Each application is a folder: the modules at the package's root are the data layer's
    (and the engine's hooks and plugin manager, which third-party plugins import)."""
    root = {m for m, p in MODULES.items() if p.parent == PACKAGE and p.name != "__main__.py"}
    assert {m for m in root if layer(m) == 2} == set()


def test_no_private_name_crosses_a_layer() -> None:
    """The engine uses the data layer through its public functions (it once imported the
    loader's private ``_variant_files``). gettext's ``_`` is public by convention."""
    private = [
        f"{_where(i)} ({name})"
        for i in IMPORTS
        if layer(i.target) != layer(i.source)
        for name in i.names
        if name.startswith("_") and not name.startswith("__") and name != "_"
    ]
    assert private == []


def test_the_data_layer_works_without_the_engine() -> None:
    """Loading, composing, validating and exporting a variant never imports the engine."""
    code = (
        "import sys, json\n"
        "from belote_spec import load_variant, list_variants, export_variant\n"
        "from belote_spec.actions import PASS, bid, play, take\n"
        "v = load_variant('classic')\n"
        "assert v.rule('game_end.target')\n"
        "assert list_variants()\n"
        "json.dumps(export_variant('classic'))\n"
        "assert (PASS, take('H'), bid(80, 'SA'), play('JH')) == "
        "('pass', 'take:H', 'bid:80:SA', 'JH')\n"
        "engine = sorted(m for m in sys.modules if m.startswith(('belote_spec.engine', "
        "'belote_spec.plugins')))\n"
        "assert not engine, engine\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr


ARCHITECTURE = ROOT / "docs" / "reference" / "architecture.rst"
LAYER_NAMES = {"applications": 2, "moteur": 1, "données": 0}


def _diagram() -> dict[int, set[str]]:
    """The layers of the diagram of ``docs/reference/architecture.rst``: each layer's folders
    (``bots/``) and modules (``loader``), as the page writes them."""
    text = ARCHITECTURE.read_text(encoding="utf-8")
    block = text.split(".. code-block:: text", 1)[1].split("\n\n", 2)[1]
    found: dict[int, set[str]] = {}
    current = -1
    for line in block.splitlines():
        words = line.split()
        if words and words[0] in LAYER_NAMES:
            current = LAYER_NAMES[words.pop(0)]
        found.setdefault(current, set()).update(w for w in words if w not in {"·", "│"})
    found.pop(-1, None)
    return found


def _package_layers() -> dict[int, set[str]]:
    """The package's top-level folders and modules, by layer (a folder is in the layer of its
    modules, which must all be in one)."""
    out: dict[int, set[str]] = {}
    for module, path in MODULES.items():
        rel = path.relative_to(PACKAGE)
        shown = f"{rel.parts[0]}/" if len(rel.parts) > 1 else rel.stem
        out.setdefault(layer(module), set()).add(shown)
    return out


def test_the_architecture_page_draws_the_layers_as_they_are() -> None:
    """The diagram names every top-level folder and module of the package, each in its layer
    (a new module or a moved one changes the page, or this fails)."""
    assert _diagram() == _package_layers()


def test_a_folder_lies_in_one_layer() -> None:
    layers = _package_layers()
    folders = [name for names in layers.values() for name in names if name.endswith("/")]
    assert len(folders) == len(set(folders)), folders


def test_the_architecture_page_lists_every_moved_module() -> None:
    from belote_spec._moved import MOVED

    text = ARCHITECTURE.read_text(encoding="utf-8").split(".. list-table::", 1)[1]
    rows = [
        (old, new)
        for old, new in zip(
            (line.split("``")[1] for line in text.splitlines() if line.startswith("   * - ``")),
            (line.split("``")[1] for line in text.splitlines() if line.startswith("     - ``")),
            strict=True,
        )
    ]
    assert rows == list(MOVED.items())
