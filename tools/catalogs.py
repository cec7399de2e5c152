"""Extract, update, compile and check the message catalogs (Babel).

Usage, from the repository root, in the environment installed with the ``test`` extra::

    python tools/catalogs.py update    # extract every message; add new ones to each .po
    python tools/catalogs.py compile   # write belote_spec.mo for each language, and the
                                       # schema in each language (variant.schema.fr.json)
    python tools/catalogs.py check     # exit 1 listing every missing or broken translation
    python tools/catalogs.py           # update, then compile
    python tools/catalogs.py update --part table      # one part only
    python tools/catalogs.py fill fr table FILE.json   # set translations from a JSON file

The messages are the calls ``_("…")``, ``tr._("…")``, ``ngettext``, ``pgettext``,
``npgettext`` and ``N_`` in the package's modules, plus the titles and descriptions of the
variant schema (context ``schema``). They are kept in one catalog source per *part* of the
package (``belote_spec/locale/<lang>/LC_MESSAGES/<part>.po``), so that the command line, the
errors, the game table and the rulebook can be translated and reviewed apart; ``compile``
joins the parts of a language into the one catalog the package reads
(``belote_spec.mo``). The English catalog is the identity: ``update`` fills it.

Adding a language: ``python tools/catalogs.py init LANG``, translate its ``.po`` files, add
``LANG`` to :data:`belote_spec.i18n.SHIPPED`, then ``compile``; ``check`` says what is left.
"""

from __future__ import annotations

import fnmatch
import gettext
import io
import json
import string
import subprocess
import sys
from collections.abc import Iterator, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "belote_spec"
LOCALE = PACKAGE / "locale"
DOMAIN = "belote_spec"
SCHEMA = PACKAGE / "schema" / "variant.schema.json"
SCHEMA_CONTEXT = "schema"
#: Fixed header dates: the compiled catalogs depend on the messages only.
FIXED_DATE = datetime(2026, 1, 1, tzinfo=UTC)

#: Each module of the package belongs to the first part whose patterns match its path
#: (relative to the repository root); ``None`` marks modules whose texts are not translated
#: (the French scenario steps are French by design; the catalog machinery itself).
PARTS: dict[str | None, tuple[str, ...]] = {
    None: ("belote_spec/bdd/*.py", "belote_spec/i18n.py"),
    "rulebook": (
        "belote_spec/rulebook/text.py",
        "belote_spec/rulebook/text_*.py",
        "belote_spec/rulebook/terms.py",
    ),
    "rulebook-render": ("belote_spec/rulebook/*.py", "belote_spec/rulebook/sphinxext.py"),
    "errors": (
        "belote_spec/loader.py",
        "belote_spec/finding.py",
        "belote_spec/variant.py",
        "belote_spec/yamlsafe.py",
        "belote_spec/errors.py",
        "belote_spec/checks.py",
        "belote_spec/schema/*.py",
        "belote_spec/pluginmanager.py",
        "belote_spec/hookspecs.py",
        "belote_spec/plugins/*.py",
        "belote_spec/engine/replay.py",
    ),
    "table": (
        "belote_spec/terminal/*.py",
        "belote_spec/bots/heuristic.py",
        "belote_spec/cards.py",
        "belote_spec/actions.py",
        "belote_spec/engine/*.py",
    ),
    "cli": ("belote_spec/*.py", "belote_spec/*/*.py"),
}
#: The part holding the schema's titles and descriptions.
SCHEMA_PART = "schema"

KEYWORDS: dict[str, Any] = {**DEFAULT_KEYWORDS, "npgettext": ((1, "c"), 2, 3)}


def shipped() -> tuple[str, ...]:
    sys.path.insert(0, str(ROOT))
    from belote_spec.i18n import SHIPPED

    return tuple(SHIPPED)


def part_of(path: Path) -> str | None:
    """The part a module belongs to (see :data:`PARTS`)."""
    rel = path.resolve().relative_to(ROOT).as_posix()
    for part, patterns in PARTS.items():
        if any(fnmatch.fnmatchcase(rel, p) for p in patterns):
            return part
    raise SystemExit(f"catalogs.py: {rel} belongs to no part: add it to PARTS")


def parts() -> list[str]:
    return [p for p in PARTS if p is not None] + [SCHEMA_PART]


def _schema_texts(node: Any, at: str = "") -> Iterator[tuple[str, str]]:
    if isinstance(node, Mapping):
        for key, value in node.items():
            if key in ("title", "description") and isinstance(value, str) and value.strip():
                yield f"{at}/{key}", value
            else:
                yield from _schema_texts(value, f"{at}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _schema_texts(value, f"{at}/{i}")


def template(part: str) -> Catalog:
    """Every message of ``part``, as extracted from the code (or the schema)."""
    catalog = Catalog(domain=DOMAIN, project="belote-spec", creation_date=FIXED_DATE)
    if part == SCHEMA_PART:
        schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
        for pointer, text in _schema_texts(schema):
            rel = SCHEMA.relative_to(ROOT).as_posix()
            catalog.add(text, locations=[(f"{rel}#{pointer}", None)], context=SCHEMA_CONTEXT)
        return catalog
    for path in sorted(PACKAGE.rglob("*.py")):
        if part_of(path) != part:
            continue
        rel = path.relative_to(ROOT).as_posix()
        for lineno, message, comments, context in extract_from_file(
            "python", str(path), keywords=KEYWORDS, comment_tags=("TRANSLATORS:",)
        ):
            catalog.add(message, locations=[(rel, lineno)], auto_comments=comments, context=context)
    return catalog


def po_path(lang: str, part: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{part}.po"


def mo_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def read(lang: str, part: str) -> Catalog:
    path = po_path(lang, part)
    if not path.exists():
        return Catalog(locale=lang, domain=DOMAIN, project="belote-spec")
    with path.open("rb") as f:
        return read_po(f, locale=lang, domain=DOMAIN)


def write(lang: str, part: str, catalog: Catalog) -> None:
    path = po_path(lang, part)
    path.parent.mkdir(parents=True, exist_ok=True)
    catalog.creation_date = FIXED_DATE
    catalog.revision_date = FIXED_DATE
    catalog.project = "belote-spec"
    catalog.fuzzy = False
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, sort_output=True, include_lineno=False)
    if not path.exists() or path.read_bytes() != buffer.getvalue():
        path.write_bytes(buffer.getvalue())


def update(langs: tuple[str, ...] | None = None, only: str | None = None) -> None:
    """Add every new message to each catalog source, drop the ones gone from the code, and
    fill the English catalog (the identity); ``only`` limits it to one part."""
    for lang in langs or shipped():
        for part in parts():
            if only is not None and part != only:
                continue
            catalog = read(lang, part)
            catalog.update(template(part), no_fuzzy_matching=True)
            catalog.obsolete.clear()
            if lang == "en":
                for message in catalog:
                    if message.id:
                        message.string = message.id
                        message.flags.discard("fuzzy")
            write(lang, part, catalog)


def joined(lang: str) -> tuple[Catalog, list[str]]:
    """The parts of ``lang`` in one catalog, and the messages two parts translate apart."""
    out = Catalog(
        locale=lang,
        domain=DOMAIN,
        project="belote-spec",
        creation_date=FIXED_DATE,
        revision_date=FIXED_DATE,
        fuzzy=False,
    )
    problems: list[str] = []
    for part in parts():
        for message in read(lang, part):
            if not message.id:
                continue
            seen = out.get(message.id, message.context)
            if seen is not None and seen.string and message.string:
                if seen.string != message.string:
                    problems.append(
                        f"{lang}: {_name(message)} is translated two ways "
                        f"({po_path(lang, part).name} and another part)"
                    )
                continue
            out[message.id] = Message(
                message.id,
                message.string,
                context=message.context,
                flags=message.flags,
            )
    return out, problems


def compile_all() -> None:
    """Write ``belote_spec.mo`` for each shipped language."""
    for lang in shipped():
        catalog, problems = joined(lang)
        if problems:
            raise SystemExit("\n".join(problems))
        buffer = io.BytesIO()
        write_mo(buffer, catalog, use_fuzzy=False)
        path = mo_path(lang)
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists() or path.read_bytes() != buffer.getvalue():
            path.write_bytes(buffer.getvalue())
    # The schema in each language, from the catalogs just written (a fresh process: a
    # running one keeps the catalogs it has read).
    subprocess.run(
        [sys.executable, "-m", "belote_spec.schema", "--write-localized"], check=True, cwd=ROOT
    )


def _name(message: Message) -> str:
    text = message.id if isinstance(message.id, str) else message.id[0]
    where = f" (context {message.context!r})" if message.context else ""
    return f"{text!r}{where}"


def _fields(text: str) -> set[str]:
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError:
        return {"<malformed>"}


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    return [v for v in value if isinstance(v, str)]


def _compiled(lang: str) -> dict[Any, str]:
    path = mo_path(lang)
    if not path.exists():
        return {}
    with path.open("rb") as f:
        found = gettext.GNUTranslations(f)
    return {k: v for k, v in found._catalog.items() if k != ""}  # type: ignore[attr-defined]


def _expected_mo(catalog: Catalog) -> dict[Any, str]:
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    buffer.seek(0)
    made = gettext.GNUTranslations(buffer)
    return {k: v for k, v in made._catalog.items() if k != ""}  # type: ignore[attr-defined]


def check() -> list[str]:
    """Every problem of the catalogs: a message of the code missing, untranslated or fuzzy
    in a shipped language, a message no longer in the code, a translation whose placeholders
    differ from the message's, two parts translating a message apart, or a compiled catalog
    out of date."""
    problems: list[str] = []
    for lang in shipped():
        for part in parts():
            wanted = template(part)
            have = read(lang, part)
            where = po_path(lang, part).relative_to(ROOT)
            for message in wanted:
                if not message.id:
                    continue
                found = have.get(message.id, message.context)
                if found is None:
                    problems.append(f"{where}: missing {_name(message)} (run catalogs.py update)")
                    continue
                translations = _strings(found.string)
                if not any(translations) or not all(translations):
                    problems.append(f"{where}: untranslated {_name(message)}")
                    continue
                if found.fuzzy:
                    problems.append(f"{where}: fuzzy {_name(message)}")
                ids = _strings(message.id)
                expected = set().union(*(_fields(i) for i in ids))
                for text in translations:
                    if _fields(text) - expected or (len(ids) == 1 and _fields(text) != expected):
                        problems.append(
                            f"{where}: placeholders {sorted(_fields(text))} in the translation "
                            f"of {_name(message)}, expected {sorted(expected)}"
                        )
            for message in have:
                if message.id and wanted.get(message.id, message.context) is None:
                    problems.append(
                        f"{where}: {_name(message)} is no longer in the code "
                        "(run catalogs.py update)"
                    )
        catalog, twice = joined(lang)
        problems.extend(twice)
        if _compiled(lang) != _expected_mo(catalog):
            problems.append(
                f"{mo_path(lang).relative_to(ROOT)} is out of date (run catalogs.py compile)"
            )
    return problems


def init(lang: str) -> None:
    """Start the catalog sources of a new language (every message untranslated)."""
    for part in parts():
        if po_path(lang, part).exists():
            continue
        catalog = Catalog(locale=lang, domain=DOMAIN, project="belote-spec")
        catalog.update(template(part))
        write(lang, part, catalog)


def fill(lang: str, part: str, source: Path) -> None:
    """Set translations from a JSON file: ``{"message": "translation"}``, or a list of
    ``[context, message, translation]`` (a plural's message and translation are lists)."""
    data = json.loads(source.read_text(encoding="utf-8"))
    rows = [[None, k, v] for k, v in data.items()] if isinstance(data, dict) else list(data)
    catalog = read(lang, part)
    unknown = []
    for context, message_id, translation in rows:
        key = tuple(message_id) if isinstance(message_id, list) else message_id
        found = catalog.get(key, context)
        if found is None:
            unknown.append(repr(message_id))
            continue
        found.string = tuple(translation) if isinstance(translation, list) else translation
        found.flags.discard("fuzzy")
    write(lang, part, catalog)
    if unknown:
        raise SystemExit(f"catalogs.py: not in {part} (run update first): " + ", ".join(unknown))


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "all"
    only = None
    if "--part" in argv:
        at = argv.index("--part")
        only = argv[at + 1]
        argv = argv[:at] + argv[at + 2 :]
        if only not in parts():
            print(f"catalogs.py: unknown part {only!r} (parts: {parts()})", file=sys.stderr)
            return 2
    if command == "fill":
        if len(argv) != 4:
            print("usage: catalogs.py fill LANG PART FILE.json", file=sys.stderr)
            return 2
        fill(argv[1], argv[2], Path(argv[3]))
        return 0
    if command in ("update", "all"):
        update(only=only)
    if command in ("compile", "all"):
        compile_all()
    if command == "init":
        if len(argv) != 2:
            print("usage: catalogs.py init LANG", file=sys.stderr)
            return 2
        init(argv[1])
    if command == "check":
        problems = check()
        for problem in problems:
            print(problem)
        print(f"catalogs.py: {len(problems)} problem(s)" if problems else "catalogs.py: ok")
        return 1 if problems else 0
    if command not in ("update", "compile", "all", "init", "check", "fill"):
        print(f"catalogs.py: unknown command {command!r}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
