"""``belote-spec new``: the starter of a rule maintainer's own repository.

A variant file (with the schema line and a provenance skeleton), a feature file with one French
scenario that passes, a test module binding the scenarios and a ``pytest.ini``: ``pytest`` run
in the folder checks the variant with the French steps of :mod:`belote_spec.bdd.steps`.
Nothing here imports pytest.

The variant's first line, ``# yaml-language-server: $schema=…``, names the published variant
schema in the output language (``--lang``, else the environment, else French): an editor
pointed at ``variant.schema.fr.json`` describes every key in French, one pointed at
``variant.schema.json`` in English. Both schemas accept exactly the same files.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ..i18n import output_language
from ..schema import LOCALIZED_LANGUAGES, schema_id

#: A variant name, as the schema's ``name`` accepts it (and short).
NAME = re.compile(r"[a-z][a-z0-9_-]{0,63}")


class StarterError(Exception):
    """A starter that cannot be written: one line saying why."""


@dataclass(frozen=True)
class StarterFile:
    """A file of the starter: its path inside the repository and its text."""

    path: str
    text: str


def check_name(name: str, what: str = "NAME") -> None:
    """Refuse a name that is not a variant name."""
    if not NAME.fullmatch(name):
        shown = name if len(name) <= 40 else name[:40] + "…"
        raise StarterError(
            f"{what} {shown!r}: expected a variant name: a lowercase letter, then lowercase "
            "letters, digits, '-' or '_' (at most 64 characters), e.g. 'mon-club'"
        )


def schema_line(lang: str | None = None) -> str:
    """The editor's schema line of a variant file: the variant schema in ``lang`` (default: the
    output language), or the English one for a language with no translated schema."""
    code = output_language() if lang is None else lang
    schema = schema_id(code if code in LOCALIZED_LANGUAGES else "en")
    return f"# yaml-language-server: $schema={schema}"


def starter_files(
    name: str, extends: str = "classic", lang: str | None = None
) -> list[StarterFile]:
    """The files of the starter for the variant ``name`` extending ``extends``; the variant's
    schema line names the schema in ``lang`` (default: the output language, see
    :func:`schema_line`)."""
    check_name(name)
    check_name(extends, "--extends")
    variant = f"""\
{schema_line(lang)}
#
# La variante « {name} » : la variante « {extends} », avec ce qui change chez vous. Chaque
# règle posée sous rules: se cite sous provenance: (le document et sa section).
name: {name}
title: {name}
description: >-
  À compléter : la belote telle qu'on la joue chez nous, en quelques phrases.
extends: {extends}

sources:
  reglement:
    title: Notre règlement (à compléter)
    summary: Le document qui écrit nos règles ; citez-le sous provenance.

rules: {{}}
# Par exemple, « on ne pisse pas » :
#   play:
#     undertrump: waived

provenance: {{}}
# La citation de chaque règle posée ci-dessus, par exemple :
#   play.undertrump:
#     source: reglement
#     section: "Le jeu de la carte"
#     note: "Pourquoi nous jouons ainsi."
"""
    feature = f"""\
# language: fr
Fonctionnalité: La variante {name}
  Les règles de la variante « {name} », scénario par scénario. Les étapes sont celles de
  belote-spec (voir features/README.md dans son dépôt).

  Scénario: Il faut fournir à la couleur demandée
    Soit une donne de la variante "{name}" à l'atout cœur
    Et Nord a joué l'as de pique
    Quand Ouest doit jouer avec R♠ 7♦ V♥
    Alors les cartes jouables sont R♠
"""
    test_module = '''\
"""Runs the French scenarios of ``features/`` with the steps of belote-spec (pytest-bdd)."""

from pathlib import Path

from pytest_bdd import scenarios

scenarios(str(Path(__file__).resolve().parents[1] / "features"))
'''
    ini = """\
[pytest]
testpaths = tests
# The folders of this repository's variant files: a scenario names them by name.
belote_variants = variants
"""
    return [
        StarterFile(f"variants/{name}.yaml", variant),
        StarterFile(f"features/{name}.feature", feature),
        StarterFile("tests/test_features.py", test_module),
        StarterFile("pytest.ini", ini),
    ]


def write_starter(
    folder: Path,
    name: str,
    extends: str = "classic",
    *,
    force: bool = False,
    lang: str | None = None,
) -> list[Path]:
    """Write the starter into ``folder`` and return the paths written. A file already there
    with other contents stops everything before anything is written, unless ``force``; one
    with the same contents is left as it is. ``lang``: as for :func:`starter_files`."""
    files = starter_files(name, extends, lang)
    if folder.exists() and not folder.is_dir():
        raise StarterError(f"-o {folder}: not a folder")
    todo: list[tuple[Path, str]] = []
    for f in files:
        path = folder / f.path
        if path.is_dir():
            raise StarterError(f"{path}: a folder is in the way of this file")
        if path.exists() or path.is_symlink():
            try:
                same = path.read_text(encoding="utf-8") == f.text
            except (OSError, UnicodeDecodeError):
                same = False
            if same:
                continue
            if not force:
                raise StarterError(f"{path} already exists; nothing written (use --force)")
        todo.append((path, f.text))
    written: list[Path] = []
    try:
        for path, text in todo:
            path.parent.mkdir(parents=True, exist_ok=True)
            if path.is_symlink():
                path.unlink()  # --force replaces the link, not the file it points to
            path.write_text(text, encoding="utf-8")
            written.append(path)
    except OSError as exc:
        raise StarterError(f"{exc.filename or folder}: cannot write: {exc.strerror}") from None
    return written
