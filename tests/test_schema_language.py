"""The variant schema in French as well as English, and the documentation site in its language.

* ``belote_spec/schema/variant.schema.fr.json`` is the English schema with every title and
  description translated (the ``schema`` catalog), generated, never edited: it cannot drift;
* it accepts and refuses exactly what the English schema does;
* ``belote-spec new`` names the schema of its language in the variant's editor line;
* the documentation publishes both schemas where their ``$id`` says, and the French pages of the
  site show the theme's own words (search, previous, next…) in French, the English pages
  (``docs/en/``) in English.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from belote_spec.bdd.starter import schema_line, starter_files
from belote_spec.i18n import use_language
from belote_spec.schema import (
    SCHEMA_BASE,
    SCHEMA_ID,
    StrictValidator,
    file_validator,
    load_schema,
    localized_schema,
    localized_schema_text,
    schema_file,
    write_localized_schemas,
)
from belote_spec.yamlsafe import read_yaml_text

from .conftest import ROOT, VARIANTS, DocsBuild, built_docs

SCHEMA_DIR = ROOT / "belote_spec" / "schema"
FRENCH_FILE = SCHEMA_DIR / "variant.schema.fr.json"
#: What regenerates the French schema after its catalog changed.
REGENERATE = "python tools/catalogs.py compile && python -m belote_spec.schema --write-localized"
#: Written here rather than computed, so that a change of address is a deliberate one.
HOST = "https://belote-spec.example/schema/"
CODE = re.compile(r"`[^`]*`")


def _texts(node: Any, at: str = "") -> Iterator[tuple[str, str]]:
    """(JSON pointer, text) of every title and description (as the catalogs extract them)."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key in ("title", "description") and isinstance(value, str) and value.strip():
                yield f"{at}/{key}", value
            else:
                yield from _texts(value, f"{at}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _texts(value, f"{at}/{i}")


def _without_texts(node: Any) -> Any:
    """The schema with its titles, descriptions and ``$id`` left out: what it accepts."""
    if isinstance(node, dict):
        return {
            key: _without_texts(value)
            for key, value in node.items()
            if not (key in ("title", "description", "$id") and isinstance(value, str))
        }
    if isinstance(node, list):
        return [_without_texts(value) for value in node]
    return node


def _french() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(FRENCH_FILE.read_text(encoding="utf-8"))
    return data


# ------------------------------------------------------------------------ the French schema


def test_the_shipped_french_schema_is_the_generated_one() -> None:
    shipped = FRENCH_FILE.read_text(encoding="utf-8")
    assert shipped == localized_schema_text("fr"), (
        f"{FRENCH_FILE.relative_to(ROOT)} is not what the French catalog gives: "
        f"regenerate it with `{REGENERATE}`"
    )
    assert json.loads(shipped) == localized_schema("fr")


def test_each_schema_names_its_own_file_at_the_published_place() -> None:
    assert SCHEMA_BASE == HOST
    assert SCHEMA_ID == HOST + "variant.schema.json"
    assert _french()["$id"] == HOST + "variant.schema.fr.json"
    assert schema_file("fr") == "variant.schema.fr.json"
    assert schema_file("en") == "variant.schema.json"
    english = sorted(SCHEMA_DIR.glob("*.schema.json"))
    assert len(english) == 3
    for path in english:
        assert json.loads(path.read_text(encoding="utf-8"))["$id"] == HOST + path.name


def test_every_title_and_description_is_in_french() -> None:
    english = dict(_texts(load_schema()))
    french = dict(_texts(_french()))
    assert french.keys() == english.keys()
    assert len(english) > 250
    untranslated = [
        pointer
        for pointer, text in english.items()
        if french[pointer] == text and CODE.sub("", text).strip(" .,;:()")
    ]
    assert untranslated == [], f"still English in the French schema: {untranslated}"
    # a few words no French sentence has, outside the code spans
    leftovers = {
        pointer: text
        for pointer, text in french.items()
        if re.search(r"\b(the|of|when|whether|which|must|and|is)\b", CODE.sub("", text))
    }
    assert leftovers == {}
    # the code values are kept as they are, each of them
    changed = {
        pointer: sorted(set(CODE.findall(text)) ^ set(CODE.findall(french[pointer])))
        for pointer, text in english.items()
        if set(CODE.findall(text)) != set(CODE.findall(french[pointer]))
    }
    assert changed == {}


def test_the_french_schema_accepts_exactly_what_the_english_one_does() -> None:
    french = _french()
    assert _without_texts(french) == _without_texts(load_schema())
    french_validator = StrictValidator(french)

    def errors(validator: Any, data: Any) -> list[tuple[str, str, str]]:
        return sorted(
            (json.dumps(list(e.absolute_path)), str(e.validator), e.message)
            for e in validator.iter_errors(data)
        )

    files = sorted(VARIANTS.glob("*.yaml")) + sorted((ROOT / "tests" / "broken").glob("*.yaml"))
    compared = refused = 0
    for path in files:
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue  # not UTF-8: refused before validation
        document, problems = read_yaml_text(text, str(path))
        if problems:
            continue  # not YAML the loader reads: never validated
        english_errors = errors(file_validator(), document.data)
        assert errors(french_validator, document.data) == english_errors, path.name
        compared += 1
        refused += bool(english_errors)
    assert compared >= 60
    assert refused >= 10  # the comparison includes files both schemas refuse


def test_the_generator_writes_only_what_is_out_of_date(tmp_path: Path) -> None:
    written = write_localized_schemas(tmp_path)
    assert written == [tmp_path / "variant.schema.fr.json"]
    assert written[0].read_text(encoding="utf-8") == FRENCH_FILE.read_text(encoding="utf-8")
    assert write_localized_schemas(tmp_path) == []
    written[0].write_text("{}\n", encoding="utf-8")
    assert write_localized_schemas(tmp_path, check=True) == written
    assert written[0].read_text(encoding="utf-8") == "{}\n"  # --check writes nothing


def test_the_generator_command_says_the_checkout_is_up_to_date() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "belote_spec.schema", "--check"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "variant.schema.fr.json: up to date" in proc.stdout


# ------------------------------------------------------------------ the editor line of `new`


def _first_line(lang: str | None = None) -> str:
    return starter_files("mon-club", "classic", lang)[0].text.splitlines()[0]


def _schema_written(lang: str | None = None) -> tuple[str, dict[str, object]]:
    """The starter's schema file: its path in the starter and its data."""
    found = [f for f in starter_files("mon-club", "classic", lang) if f.path.endswith(".json")]
    assert len(found) == 1
    return found[0].path, json.loads(found[0].text)


def test_the_starter_names_the_schema_of_its_language_written_beside_it() -> None:
    """The starter's variant points its editor at a schema file the starter writes beside it,
    by a relative path (it resolves offline, in any clone of the club's repository), in the
    starter's language."""
    french = "# yaml-language-server: $schema=variant.schema.fr.json"
    english = "# yaml-language-server: $schema=variant.schema.json"
    assert _first_line("fr") == french
    assert _first_line("en") == english
    assert _first_line() == french  # the output language: French unless chosen otherwise
    with use_language("en"):
        assert _first_line() == english
    assert schema_line("de") == english  # a language without a translated schema
    path, schema = _schema_written("fr")
    assert path == "variants/variant.schema.fr.json"
    assert schema == json.loads((SCHEMA_DIR / "variant.schema.fr.json").read_text("utf-8"))
    path, schema = _schema_written("en")
    assert path == "variants/variant.schema.json"
    assert schema == json.loads((SCHEMA_DIR / "variant.schema.json").read_text("utf-8"))
    assert _schema_written("de")[0] == "variants/variant.schema.json"


# ---------------------------------------------------------------------- the documentation site


@pytest.fixture(scope="module")
def docs(request: pytest.FixtureRequest) -> DocsBuild:
    """The test run's one build of the documentation (see conftest.py)."""
    built = built_docs(request.config)
    assert built.returncode == 0, f"the docs do not build with -W:\n{built.stderr}"
    return built


def test_the_french_schema_is_published_beside_the_english_one(docs: DocsBuild) -> None:
    for path in (SCHEMA_DIR / "variant.schema.json", FRENCH_FILE):
        assert (docs.html / "schema" / path.name).read_bytes() == path.read_bytes()


def _chrome(page: str) -> str:
    """A page without its scripts and its article: the theme's words."""
    text = re.sub(r"<script.*?</script>", "", page, flags=re.S)
    return re.sub(r'<div class="body".*?<div class="related bottom">', "", text, flags=re.S)


def test_the_french_pages_speak_french_and_the_english_pages_english(docs: DocsBuild) -> None:
    french = _chrome((docs.html / "regles" / "classic.html").read_text(encoding="utf-8"))
    for words in (
        'placeholder="Recherche"',
        'value="Rechercher"',
        ">Sujets apparentés<",
        "Précédent : <a",
        "Suivant : <a",
        'title="Document précédent"',
        "Réalisé avec",
    ):
        assert words in french, words
    for words in ('placeholder="Search"', 'value="Go"', "Related Topics", "Previous", "Next"):
        assert words not in french, words
    assert '<html lang="fr"' in french

    english = _chrome((docs.html / "en" / "rules" / "classic.html").read_text(encoding="utf-8"))
    for words in ('placeholder="Search"', 'value="Go"', ">Related Topics<", "Previous: <a"):
        assert words in english, words
    for words in ("Recherche", "Précédent", "Suivant", "Sujets apparentés"):
        assert words not in english, words
    assert '<html lang="en"' in english


def test_the_permalinks_of_a_page_are_titled_in_its_language(docs: DocsBuild) -> None:
    french = (docs.html / "regles" / "classic.html").read_text(encoding="utf-8")
    english = (docs.html / "en" / "rules" / "classic.html").read_text(encoding="utf-8")
    assert 'title="Lien vers cette rubrique"' in french
    assert 'title="Link to this heading"' in english
    assert "Link to" not in french
    assert "Lien vers" not in english


#: The theme's words of a standalone rulebook (its page and its search page), by language.
RULEBOOK_WORDS = {
    "fr": ("<title>Recherche", 'title="Lien vers cette rubrique"'),
    "en": ("<title>Search", 'title="Link to this heading"'),
}


@pytest.mark.slow  # over half a second: CI runs it, `tools/check.py --fast` does not
def test_standalone_rulebooks_speak_their_language_one_after_the_other(tmp_path: Path) -> None:
    from belote_spec.rulebook.standalone import build_rulebook

    for n, lang in enumerate(("fr", "en")):
        index = build_rulebook("classic", tmp_path / f"{n}-{lang}", lang=lang)
        pages = _chrome(index.read_text(encoding="utf-8"))
        pages += _chrome((index.parent / "search.html").read_text(encoding="utf-8"))
        for other, words in RULEBOOK_WORDS.items():
            for word in words:
                assert (word in pages) == (other == lang), (lang, word)
