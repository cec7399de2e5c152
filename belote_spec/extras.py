"""The optional parts of the package (its *extras*) and how to add one to an installation.

belote-spec is not on PyPI yet, so ``pip install 'belote-spec[bdd]'`` cannot work for most
users. Every extra is only a list of packages, though, and belote-spec is already installed
wherever a command runs: :func:`install_command` names those packages, read from the installed
package's own metadata, with the interpreter that runs belote-spec, so that the line it gives
works as it is, offline mirrors and virtual environments included.
"""

from __future__ import annotations

import re
import shlex
import sys
from importlib import metadata
from importlib.util import find_spec

__all__ = ["extra_requirements", "install_command", "missing_modules"]

DISTRIBUTION = "belote-spec"

_EXTRA = re.compile(r"""\bextra\s*==\s*["'](?P<extra>[A-Za-z0-9_.-]+)["']""")


def extra_requirements(extra: str) -> list[str]:
    """The requirements the installed package lists for ``extra`` (``['pytest>=8',
    'pytest-bdd>=8']`` for ``bdd``), without their markers; empty when the package's metadata
    cannot be read (a checkout used without installing it)."""
    try:
        requires = metadata.requires(DISTRIBUTION) or []
    except metadata.PackageNotFoundError:
        return []
    out: list[str] = []
    for line in requires:
        requirement, _, marker = line.partition(";")
        found = _EXTRA.search(marker)
        if found is not None and found["extra"] == extra:
            out.append(requirement.strip())
    return sorted(dict.fromkeys(out))


def install_command(extra: str) -> str:
    """A command line that adds the packages of ``extra`` to the environment running
    belote-spec: ``/path/to/python -m pip install 'pytest>=8' 'pytest-bdd>=8'``."""
    requirements = extra_requirements(extra)
    python = shlex.quote(sys.executable or "python")
    if not requirements:
        return f"{python} -m pip install {shlex.quote(f'{DISTRIBUTION}[{extra}]')}"
    return f"{python} -m pip install " + " ".join(shlex.quote(r) for r in requirements)


def missing_modules(*modules: str) -> list[str]:
    """The modules of ``modules`` that cannot be imported here (without importing them)."""
    out: list[str] = []
    for name in modules:
        try:
            found = find_spec(name)
        except (ImportError, ValueError):
            found = None
        if found is None:
            out.append(name)
    return out
