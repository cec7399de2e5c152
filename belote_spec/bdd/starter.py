"""``belote-spec new``: the starter of a rule maintainer's own repository.

A variant file (with the schema line and a commented example of a rule and its citation), the
variant schema beside it, a feature file with one French scenario that passes, a test module
binding the scenarios, a ``pytest.ini`` and a short ``README.md``: ``pytest`` run in the folder
checks the variant with the French steps of :mod:`belote_spec.bdd.steps`. Nothing here imports
pytest.

The variant's first line, ``# yaml-language-server: $schema=…``, names the schema file written
beside it, by a relative path, so that an editor finds it offline in any clone of the club's
repository. The schema is in the starter's language (``--lang``, else the environment, else
French): ``variant.schema.fr.json`` describes every key in French, ``variant.schema.json`` in
English. Both schemas accept exactly the same files; ``belote-spec schema --write variants``
refreshes them after an upgrade.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ..i18n import output_language
from ..schema import LOCALIZED_LANGUAGES, localized_schema_text, schema_file, schema_text
from ..yamlsafe import RefusedFile, read_bounded

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


def starter_language(lang: str | None = None) -> str:
    """The language of a starter's schema: ``lang`` (default: the output language), or English
    for a language with no translated schema."""
    code = output_language() if lang is None else lang
    return code if code in LOCALIZED_LANGUAGES else "en"


def schema_line(lang: str | None = None) -> str:
    """The editor's schema line of a starter's variant file: the schema file written beside it,
    in ``lang`` (see :func:`starter_language`), named by a path relative to the variant file."""
    return f"# yaml-language-server: $schema={schema_file(starter_language(lang))}"


def starter_schema(lang: str | None = None) -> StarterFile:
    """The variant schema written beside the starter's variant file, in ``lang``."""
    code = starter_language(lang)
    text = schema_text() if code == "en" else localized_schema_text(code)
    return StarterFile(f"variants/{schema_file(code)}", text)


def starter_files(
    name: str, extends: str = "classic", lang: str | None = None
) -> list[StarterFile]:
    """The files of the starter for the variant ``name`` extending ``extends``; the variant's
    schema line names the schema in ``lang`` written beside it (default: the output language,
    see :func:`starter_language`)."""
    check_name(name)
    check_name(extends, "--extends")
    schema = starter_schema(lang)
    variant = f"""\
{schema_line(lang)}
#
# La variante « {name} » : la variante « {extends} », avec ce qui change chez vous.
name: {name}
title: {name}
description: >-
  À compléter : la belote telle qu'on la joue chez nous, en quelques phrases.
extends: {extends}

sources:
  reglement:
    title: Notre règlement (à compléter)
    summary: Le document qui écrit nos règles ; citez-le sous provenance.

# Les règles qui changent chez vous se posent sous rules:, et chacune se cite sous
# provenance: (le document et sa section). Pour commencer, décommentez cet exemple,
# « on ne pisse pas », puis adaptez-le :
#
# rules:
#   play:
#     undertrump: waived
#
# provenance:
#   play.undertrump:
#     source: reglement
#     section: "Le jeu de la carte"
#     note: "Pourquoi nous jouons ainsi."
"""
    feature = f"""\
# language: fr
Fonctionnalité: La variante {name}
  Les règles de la variante « {name} », scénario par scénario. Chaque scénario nomme la
  règle qu'il vérifie (« la règle … vaut … ») ; belote-spec coverage compte, pour chaque
  règle que la variante pose, les scénarios qui l'exécutent vraiment (avec --record, le
  relevé qu'écrit pytest --belote-coverage=.belote-coverage.json), et signale ceux qui la
  nomment sans l'exécuter.

  Scénario: Il faut fournir à la couleur demandée
    Soit une donne de la variante "{name}" à l'atout cœur
    Et la règle "play.follow_suit" vaut required
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
    readme = f"""\
# La variante {name}

Les règles de belote de notre club, écrites pour belote-spec : la variante « {extends} » et
ce qui change chez nous.

| fichier | contenu |
| --- | --- |
| `variants/{name}.yaml` | la variante : ses règles et, pour chacune, d'où elle vient |
| `{schema.path}` | le schéma des variantes, pour l'éditeur (hors ligne) |
| `features/{name}.feature` | les scénarios, en français |
| `tests/test_features.py`, `pytest.ini` | ce qu'il faut à pytest pour jouer les scénarios |

Dans l'environnement Python où belote-spec est installé (avec l'extra `bdd` : pytest et
pytest-bdd) :

```sh
belote-spec validate variants        # chaque problème, avec fichier:ligne:colonne
python -m pytest --belote-coverage=.belote-coverage.json  # les scénarios, ce que chacun exécute
belote-spec coverage --variants variants --features features --record  # ce qu'aucun n'exécute
belote-spec rulebook variants/{name}.yaml -o regles  # le livret de règles, en HTML (extra docs)
belote-spec schema --write variants  # le schéma de l'éditeur, après une mise à jour
```
"""
    return [
        StarterFile(f"variants/{name}.yaml", variant),
        schema,
        StarterFile(f"features/{name}.feature", feature),
        StarterFile("tests/test_features.py", test_module),
        StarterFile("pytest.ini", ini),
        StarterFile("README.md", readme),
    ]


def _linked_folder(folder: Path, relative: str) -> Path | None:
    """The first folder between ``folder`` and the file ``relative`` that is a symbolic link:
    writing through it would write outside the starter's folder."""
    probe = folder
    for part in Path(relative).parts[:-1]:
        probe = probe / part
        if probe.is_symlink():
            return probe
    return None


def _same_text(path: Path, text: str) -> bool:
    """Whether ``path`` is a regular file holding ``text`` (read with a bound, without
    blocking: a FIFO or a device in the way is never read)."""
    try:
        return read_bounded(path, len(text.encode("utf-8")) + 1).decode("utf-8") == text
    except (OSError, RefusedFile, UnicodeDecodeError):
        return False


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
        linked = _linked_folder(folder, f.path)
        if linked is not None:
            raise StarterError(
                f"{linked}: a link to a folder is in the way; nothing written (a starter is "
                "never written through a link, even with --force)"
            )
        if path.is_dir() and not path.is_symlink():
            raise StarterError(f"{path}: a folder is in the way of this file")
        if path.exists() or path.is_symlink():
            if _same_text(path, f.text) and not path.is_symlink():
                continue
            if not force:
                raise StarterError(f"{path} already exists; nothing written (use --force)")
            if not path.is_symlink() and not path.is_file():
                raise StarterError(
                    f"{path}: not a regular file; it is never replaced, even with --force"
                )
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
