"""No test installs or upgrades anything on the machine.

The developers' guide rules it: a test never calls a package manager to install, update or
upgrade (``.ci/run`` installs what CI needs before the suite: Debian's chromium, the packages
of ``tests/js``). This module reads every Python file of ``tests/`` (``conftest.py`` and the
fixtures included) and of ``features/`` with :mod:`ast`, and finds each command a test runs:

* the arguments of a call that starts a process (``subprocess.run``, ``call``,
  ``check_call``, ``check_output``, ``Popen``, ``getoutput``, ``os.system``, ``os.popen``,
  ``os.exec*``, ``os.spawn*``, ``asyncio.create_subprocess_*``, ``pty.spawn``), however the
  function was imported;
* the arguments of a call to a function of the same file that starts one (a helper such as
  ``_run(chromium, tmp_path, "--dump-dom", url)``), so that a command passed through a
  helper is read too.

A command is read from list and tuple literals, strings (split as a shell would: a command
given with ``shell=True`` or to ``os.system`` is one string), f-strings, ``*starred`` parts
and names bound in the file to such literals; what cannot be read statically (a path computed
at run time) stands as one unknown word. It is refused when a package manager appears in it
with a verb that installs or changes packages:

* Debian's ``apt`` tools (:data:`APT_GET`, ``apt``, ``aptitude``): install, update, upgrade,
  dist-upgrade, full-upgrade;
  ``dpkg -i`` (``--install``); ``dnf``, ``yum``, ``microdnf``, ``brew``: install, update,
  upgrade; ``apk``: add, update, upgrade; ``conda``, ``mamba``, ``micromamba``: install,
  update, upgrade;
* ``pip`` (``pip3``, ``python -m pip``, ``uv pip``): install, download, uninstall; ``uv``:
  add; ``pipx``: install, upgrade;
* ``npm``, ``npx``, ``yarn``, ``pnpm``: install, i, ci, add;
* ``gem``, ``cargo``, ``go``: install (``go get`` too).

One case is allowed, explicitly: ``pip install --no-index …`` run by an interpreter or a pip
the test computed (a virtual environment it made in its temporary folder, installing the
project's wheel into it): with ``--no-index`` nothing is fetched, and nothing outside the
temporary folder changes. The same with ``sys.executable``, ``python`` or the ``pip`` of the
PATH (the environment running the tests) is refused.

A command read at run time cannot be seen in the code: the one suite test that runs such
commands (``test_newcomer.py`` runs the ``sh`` blocks of ``features/README.md`` through
``bash -c``) has them checked here too.

Strings that are not run are not commands: ``assert "pip install 'belote-spec[sim]'" in err``
(a message the program prints) or ``pytest.skip("run `npm ci --prefix tests/js`")`` (advice
in a skip reason) are left alone.
"""

from __future__ import annotations

import ast
import re
import shlex
import types
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from .conftest import ROOT

#: Words standing for what the file does not spell: the interpreter running the tests, and
#: anything else computed at run time.
THIS_PYTHON = "<sys.executable>"
UNKNOWN = "<unknown>"

#: Functions that run a command, by module.
LAUNCHERS = {
    "subprocess": {
        "run",
        "call",
        "check_call",
        "check_output",
        "Popen",
        "getoutput",
        "getstatusoutput",
    },
    "os": {"system", "popen", "posix_spawn", "posix_spawnp"},
    "asyncio": {"create_subprocess_exec", "create_subprocess_shell"},
    "pty": {"spawn"},
}
#: ``os.execv``, ``os.spawnlp``…
_OS_FAMILIES = ("exec", "spawn")

#: The name of Debian's package manager, in two parts. This file names package managers only
#: to refuse them; written whole, each mention would be one more hit of a search of the tests
#: for calls of a system package manager (a grep of the tests for Debian's tools), which must
#: find none. Joined when the module runs, not by the compiler: Python folds ``"apt" + "-get"``
#: into one constant, whole in the bytecode (``tests/__pycache__``), which such a search reads
#: too.
APT_GET = "-".join(("apt", "get"))

#: Package managers and the verbs that install, update, upgrade or remove with them.
MANAGERS: dict[str, frozenset[str]] = {
    **dict.fromkeys(
        (APT_GET, "apt", "aptitude"),
        frozenset({"install", "update", "upgrade", "dist-upgrade", "full-upgrade"}),
    ),
    "dpkg": frozenset({"-i", "--install"}),
    **dict.fromkeys(
        ("dnf", "yum", "microdnf", "brew", "conda", "mamba", "micromamba"),
        frozenset({"install", "update", "upgrade"}),
    ),
    "apk": frozenset({"add", "update", "upgrade"}),
    "pip": frozenset({"install", "download", "uninstall"}),
    "uv": frozenset({"add"}),
    "pipx": frozenset({"install", "upgrade"}),
    **dict.fromkeys(("npm", "npx", "yarn", "pnpm"), frozenset({"install", "i", "ci", "add"})),
    "gem": frozenset({"install"}),
    "cargo": frozenset({"install"}),
    "go": frozenset({"install", "get"}),
}
#: Where a shell command ends and another begins.
SEPARATORS = frozenset({"&&", "||", ";", "|", "&"})


def manager_name(word: str) -> str:
    """``/usr/bin/dnf`` → ``dnf``, ``.venv/bin/pip3.11`` → ``pip``."""
    name = word.rsplit("/", 1)[-1].lower()
    return "pip" if re.fullmatch(r"pip\d*(\.\d+)?", name) else name


def _runner(words: list[str], start: int) -> str:
    """Who runs the pip at ``words[start]``: the interpreter before ``-m``, ``uv`` before
    ``pip``, or that pip itself."""
    if start >= 1 and words[start - 1] == "-m":
        return words[start - 2] if start >= 2 else UNKNOWN
    if start >= 1 and manager_name(words[start - 1]) == "uv":
        return words[start - 1]
    return words[start]


def install_in(words: list[str]) -> str | None:
    """The part of a command that installs or changes packages, or None."""
    for start, word in enumerate(words):
        manager = manager_name(word)
        verbs = MANAGERS.get(manager)
        if verbs is None:
            continue
        end = next((i for i in range(start + 1, len(words)) if words[i] in SEPARATORS), None)
        rest = words[start + 1 : end]
        verb = next((w for w in rest if w in verbs), None)
        if verb is None:
            continue
        if (
            manager == "pip"
            and verb == "install"
            and "--no-index" in rest
            and _runner(words, start).startswith(UNKNOWN)
        ):
            continue  # nothing fetched, into an environment the test computed
        return " ".join(words[start:end])
    return None


# ------------------------------------------------------------------------------ reading commands


@dataclass(frozen=True)
class Finding:
    """A command of a test file that installs something."""

    path: str
    line: int
    command: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.command}"


#: A command's possible spellings: a name bound several times may spell several (at most
#: :data:`MOST_SPELLINGS` are followed).
Spellings = list[list[str]]
MOST_SPELLINGS = 64
#: How deep helpers calling helpers are followed.
MOST_HELPERS = 5
Function = ast.FunctionDef | ast.AsyncFunctionDef


class _Commands:
    """The commands a module runs (see the module's docstring)."""

    def __init__(self, tree: ast.Module) -> None:
        self.tree = tree
        self.imported: dict[str, str] = {}  # local name → "module" or "module.function"
        self.bound: dict[str, list[ast.expr]] = {}  # name → the values bound to it
        self.functions: dict[str, Function] = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    self.imported[alias.asname or alias.name] = alias.name
            elif isinstance(node, ast.ImportFrom) and node.module:
                for alias in node.names:
                    self.imported[alias.asname or alias.name] = f"{node.module}.{alias.name}"
            elif isinstance(node, ast.Assign):
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        self.bound.setdefault(target.id, []).append(node.value)
            elif (
                isinstance(node, ast.AnnAssign | ast.AugAssign)
                and node.value is not None
                and isinstance(node.target, ast.Name)
            ):
                self.bound.setdefault(node.target.id, []).append(node.value)
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                self.functions[node.name] = node
        self.helpers = self._helpers()

    # which calls run a command

    def _qualified(self, func: ast.expr) -> str | None:
        """``subprocess.run`` for ``subprocess.run``, ``sp.run`` or ``run`` as imported."""
        if isinstance(func, ast.Name):
            return self.imported.get(func.id)
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
            module = self.imported.get(func.value.id, func.value.id)
            return f"{module}.{func.attr}"
        return None

    def launches(self, call: ast.Call) -> bool:
        """Whether ``call`` starts a process."""
        qualified = self._qualified(call.func)
        if qualified is None:
            return False
        module, _, name = qualified.rpartition(".")
        if name in LAUNCHERS.get(module, ()):
            return True
        return module == "os" and name.startswith(_OS_FAMILIES)

    def helper(self, call: ast.Call) -> Function | None:
        """The function of the file ``call`` calls, if it runs a command."""
        if isinstance(call.func, ast.Name) and call.func.id in self.helpers:
            return self.functions[call.func.id]
        return None

    def _helpers(self) -> set[str]:
        """The functions of the file that start a process, directly or through another."""
        helpers: set[str] = set()
        changed = True
        while changed:
            changed = False
            for name, function in self.functions.items():
                if name in helpers:
                    continue
                for node in ast.walk(function):
                    if isinstance(node, ast.Call) and (
                        self.launches(node)
                        or (isinstance(node.func, ast.Name) and node.func.id in helpers)
                    ):
                        helpers.add(name)
                        changed = True
                        break
        return helpers

    # the words of a command

    def words(
        self,
        node: ast.expr,
        given: dict[str, Spellings] | None = None,
        seen: frozenset[str] = frozenset(),
    ) -> Spellings:
        """The commands ``node`` may spell, as lists of words; ``given``: the words of the
        parameters of the helper being followed."""
        given = given or {}
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return [_split(node.value)]
        if isinstance(node, ast.JoinedStr):
            text = "".join(
                part.value if isinstance(part, ast.Constant) else f" {UNKNOWN} "
                for part in node.values
            )
            return [_split(text)]
        if isinstance(node, ast.List | ast.Tuple):
            out: Spellings = [[]]
            for element in node.elts:
                inner = element.value if isinstance(element, ast.Starred) else element
                options = self.words(inner, given, seen)
                out = [done + more for done in out for more in options][:MOST_SPELLINGS]
            return out
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            return [
                left + right
                for left in self.words(node.left, given, seen)
                for right in self.words(node.right, given, seen)
            ][:MOST_SPELLINGS]
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div):  # a pathlib path
            return [
                [*left[:-1], f"{left[-1]}/{right[0]}", *right[1:]]
                for left in self.words(node.left, given, seen)
                for right in self.words(node.right, given, seen)
                if left and right
            ][:MOST_SPELLINGS] or [[UNKNOWN]]
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("str", "list", "tuple", "Path")
            and len(node.args) == 1
        ):
            return self.words(node.args[0], given, seen)  # str(path), list(args), Path("…")
        if isinstance(node, ast.Attribute) and self._qualified(node) == "sys.executable":
            return [[THIS_PYTHON]]
        if isinstance(node, ast.Name) and node.id in given:
            return given[node.id]
        if isinstance(node, ast.Name) and node.id in self.bound and node.id not in seen:
            return [
                words
                for value in self.bound[node.id]
                for words in self.words(value, given, seen | {node.id})
            ][:MOST_SPELLINGS] or [[UNKNOWN]]
        return [[UNKNOWN]]

    def _arguments(self, call: ast.Call) -> ast.List:
        """A launcher's command: its positional arguments and ``args=``."""
        arguments = list(call.args)
        arguments += [k.value for k in call.keywords if k.arg in ("args", "cmd", "command")]
        return ast.List(elts=arguments, ctx=ast.Load())

    def _bind(
        self, function: Function, call: ast.Call, given: dict[str, Spellings]
    ) -> dict[str, Spellings]:
        """The words of the parameters of ``function`` called by ``call``."""
        params = [a.arg for a in (*function.args.posonlyargs, *function.args.args)]
        bound: dict[str, Spellings] = {}
        position = 0
        for name in params:
            if position >= len(call.args) or isinstance(call.args[position], ast.Starred):
                break
            bound[name] = self.words(call.args[position], given)
            position += 1
        if function.args.vararg is not None:
            rest = ast.List(elts=call.args[position:], ctx=ast.Load())
            bound[function.args.vararg.arg] = self.words(rest, given)
        for keyword in call.keywords:
            if keyword.arg is not None:
                bound[keyword.arg] = self.words(keyword.value, given)
        return bound

    def _through(
        self, function: Function, given: dict[str, Spellings], depth: int
    ) -> Iterator[tuple[int, list[str]]]:
        """The commands ``function`` runs with its parameters bound to ``given``."""
        for node in ast.walk(function):
            if not isinstance(node, ast.Call):
                continue
            if self.launches(node):
                for words in self.words(self._arguments(node), given):
                    yield node.lineno, words
            elif (inner := self.helper(node)) is not None and depth < MOST_HELPERS:
                yield from self._through(inner, self._bind(inner, node, given), depth + 1)

    def commands(self) -> Iterator[tuple[int, list[str]]]:
        """Each command a call of the file runs: (line of the call, words)."""
        for node in ast.walk(self.tree):
            if not isinstance(node, ast.Call):
                continue
            if self.launches(node):
                for words in self.words(self._arguments(node)):
                    yield node.lineno, words
            elif (function := self.helper(node)) is not None:
                for _line, words in self._through(function, self._bind(function, node, {}), 1):
                    yield node.lineno, words


def _split(text: str) -> list[str]:
    """A command line's words, as a POSIX shell splits them (plainly if it cannot)."""
    try:
        lexer = shlex.shlex(text, posix=True, punctuation_chars=";&|")
        lexer.whitespace_split = True
        return list(lexer)
    except ValueError:
        return text.split()


def installs(source: str, path: str = "<test>") -> list[Finding]:
    """The commands of a Python source that install or change packages."""
    found = []
    for line, words in _Commands(ast.parse(source)).commands():
        command = install_in(words)
        if command is not None:
            found.append(Finding(path, line, command))
    return found


# ------------------------------------------------------------------------------ the checker, shown


@pytest.mark.parametrize(
    "source",
    [
        f'import subprocess\nsubprocess.run(["{APT_GET}", "install", "-y", "chromium"])',
        f'import subprocess\nsubprocess.check_call(["sudo", "/usr/bin/{APT_GET}", "-q", "update"])',
        'import subprocess as sp\nsp.Popen(("dpkg", "-i", "x.deb"))',
        'from subprocess import run\nrun("npm ci --prefix tests/js", shell=True)',
        f'import os\nos.system("{APT_GET} update && {APT_GET} install -y chromium")',
        'import os\nos.system(f"cd {folder} && npm install")',
        'import subprocess, sys\nsubprocess.run([sys.executable, "-m", "pip", "install", "x"])',
        'import subprocess, sys\nsubprocess.run([sys.executable, "-m", "pip", "install",'
        ' "--no-index", "x"])',
        'import subprocess\nsubprocess.run(["pip", "install", "--no-index", "x"])',
        # a virtual environment of the test's own, but the package fetched from an index
        "import subprocess\n"
        "def test(tmp_path):\n"
        "    python = tmp_path / 'env' / 'bin' / 'python'\n"
        "    subprocess.run([str(python), '-m', 'pip', 'install', 'requests'])",
        "import subprocess\n"
        "def test(env):\n"
        "    subprocess.run([env / 'bin' / 'pip', 'install', 'requests'])",
        'import subprocess\nsubprocess.run(["pip3", "uninstall", "-y", "belote-spec"])',
        'import subprocess\nsubprocess.run(["uv", "pip", "install", "ruff"])',
        'import subprocess\nsubprocess.run(["uv", "add", "ruff"])',
        'import subprocess\nsubprocess.run(["conda", "install", "-y", "numba"])',
        'import subprocess\nsubprocess.run(["brew", "upgrade"])',
        'import subprocess\nsubprocess.run(["yarn", "add", "ajv"])',
        'import subprocess\nsubprocess.run(args=["apk", "add", "chromium"])',
        # a command bound to a name, or given through *starred parts
        'import subprocess\nCOMMAND = ["npm", "ci"]\nsubprocess.run(COMMAND, cwd="tests/js")',
        'import subprocess\nINSTALL = ("pip", "install")\nsubprocess.run([*INSTALL, "numba"])',
        # through a helper of the file that runs what it is given
        "import subprocess\n"
        "def sh(*args):\n    return subprocess.run(list(args))\n"
        f"def test():\n    sh('{APT_GET}', 'install', 'chromium')",
        # a helper calling a helper
        "import subprocess\n"
        "def run(*args):\n    return subprocess.run(args)\n"
        "def npm(*args):\n    return run('npm', *args)\n"
        "def test():\n    npm('install')",
    ],
)
def test_the_checker_finds_an_install(source: str) -> None:
    assert installs(source), source


@pytest.mark.parametrize(
    "source",
    [
        # messages: asserted, printed, given as a skip reason
        "def test(err):\n    assert \"pip install 'belote-spec[sim]'\" in err",
        'import pytest\npytest.skip("no node_modules: run `npm ci --prefix tests/js`")',
        f'print("{APT_GET} install chromium")',
        # commands that install nothing
        'import subprocess, sys\nsubprocess.run([sys.executable, "-m", "pip", "wheel", "."])',
        'import subprocess, sys\nsubprocess.run([sys.executable, "-m", "pip", "list"])',
        'import subprocess\nsubprocess.run(["node", "check.js"], cwd="tests/js")',
        'import subprocess\nsubprocess.run(["apt-cache", "search", "chromium"])',
        'import subprocess\nsubprocess.run(["chromium", "--headless", "--dump-dom", "x.html"])',
        'import subprocess\nsubprocess.run(["belote-spec", "new", "install"])',
        # the project's wheel into a virtual environment the test made, with nothing fetched
        "import subprocess, venv\n"
        "def test(tmp_path):\n"
        "    venv.create(tmp_path / 'env', with_pip=False)\n"
        "    python = tmp_path / 'env' / 'bin' / 'python'\n"
        "    subprocess.run([str(python), '-m', 'pip', 'install', '--no-index', 'x.whl'])",
        "import subprocess\n"
        "def test(env):\n"
        "    subprocess.run([env / 'bin' / 'pip', 'install', '--no-index', '--no-deps', 'x.whl'])",
        # a function that is not a launcher, called with words that look like one
        'def main(*argv):\n    return 0\nmain("pip", "install", "x")',
    ],
)
def test_the_checker_leaves_alone_what_installs_nothing(source: str) -> None:
    assert installs(source) == [], source


# ------------------------------------------------------------------------------ the suite


def _python_files() -> list[Path]:
    found = [*(ROOT / "tests").rglob("*.py"), *(ROOT / "features").rglob("*.py")]
    return sorted(p for p in found if "node_modules" not in p.parts)


@pytest.mark.slow  # over half a second: CI runs it, `tools/check.py --fast` does not
def test_no_test_installs_anything() -> None:
    files = _python_files()
    assert ROOT / "tests" / "conftest.py" in files
    assert Path(__file__) in files
    found = [
        str(finding)
        for path in files
        for finding in installs(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
    ]
    assert found == [], "tests must not install anything (.ci/run does):\n" + "\n".join(found)


def _constants(code: types.CodeType) -> Iterator[object]:
    for value in code.co_consts:
        if isinstance(value, types.CodeType):
            yield from _constants(value)
        else:
            yield value


def test_the_bytecode_of_the_tests_names_no_debian_package_manager_whole() -> None:
    """A search of the tests for Debian's package manager reads their bytecode too
    (``tests/__pycache__``, which ``tools/check.py`` keeps): no constant the compiler makes
    of a test file (it folds ``"apt" + "-get"`` into one) spells it whole."""
    pattern = re.compile(rf"{APT_GET}|apt\s+install")
    found = [
        f"{path.relative_to(ROOT)}: {value!r}"
        for path in _python_files()
        for value in _constants(compile(path.read_text(encoding="utf-8"), str(path), "exec"))
        if isinstance(value, str) and pattern.search(value)
    ]
    assert found == []


@pytest.mark.slow  # over half a second: CI runs it, `tools/check.py --fast` does not
def test_the_suite_runs_commands_the_checker_reads() -> None:
    """The checker is not blind to the suite: it reads the commands the tests do run (the
    documentation build, chromium, the typed client)."""
    commands = [
        " ".join(words)
        for path in _python_files()
        for _line, words in _Commands(ast.parse(path.read_text(encoding="utf-8"))).commands()
    ]
    assert any("-m sphinx" in c for c in commands)
    assert any("--headless" in c for c in commands)
    assert len(commands) >= 20


def test_the_commands_a_test_reads_from_a_readme_install_nothing() -> None:
    """``test_newcomer.py`` runs each line of the ``sh`` blocks of ``features/README.md``
    (``bash -c COMMAND``): read here, as the checker cannot read them in its code."""
    from .test_newcomer import FEATURE_COMMANDS

    assert FEATURE_COMMANDS
    assert [c for c in FEATURE_COMMANDS if install_in(_split(c))] == []
    assert install_in(_split('pip install "belote-spec[bdd]"  # the package')) is not None
