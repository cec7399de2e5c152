"""The message catalogs: which language is chosen, how a message is translated, and that the
shipped catalogs translate every message of the code (tools/catalogs.py check)."""

from __future__ import annotations

import gettext
import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from belote_spec import i18n
from belote_spec.i18n import (
    UnknownLanguage,
    environment_language,
    message_language,
    normalize,
    output_language,
    translator,
    use_language,
)

from .conftest import write_catalog

ROOT = Path(__file__).resolve().parents[1]


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("catalogs_tool", ROOT / "tools" / "catalogs.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("catalogs_tool", module)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def clean_env(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    for variable in i18n.ENVIRONMENT:
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.delenv(i18n.PATH_VARIABLE, raising=False)
    return monkeypatch


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("fr_FR.UTF-8", "fr"),
        ("fr_CA", "fr"),
        ("fr-BE", "fr"),
        ("en_GB.ISO-8859-1", "en"),
        ("fr_FR@euro", "fr"),
        ("C", None),
        ("C.UTF-8", None),
        ("POSIX", None),
        ("", None),
        ("de_DE.UTF-8", None),  # no German catalog is shipped
        ("../../etc", None),
    ],
)
def test_a_locale_name_gives_a_catalog_language(value: str, expected: str | None) -> None:
    assert normalize(value) == expected


def test_the_environment_is_read_in_gettexts_order(clean_env: pytest.MonkeyPatch) -> None:
    assert environment_language() is None
    clean_env.setenv("LANG", "fr_FR.UTF-8")
    assert environment_language() == "fr"
    clean_env.setenv("LC_MESSAGES", "en_US.UTF-8")
    assert environment_language() == "en"
    # LC_ALL comes before LC_MESSAGES; "C" there says nothing more is to be read.
    clean_env.setenv("LC_ALL", "C")
    assert environment_language() is None
    # LANGUAGE is a list read in order: a language with no catalog is skipped.
    clean_env.setenv("LANGUAGE", "de:fr:en")
    assert environment_language() == "fr"


def test_each_audience_has_its_default(clean_env: pytest.MonkeyPatch) -> None:
    # Nothing chosen, nothing in the environment: messages in English, the game and the
    # rulebooks in French (as before the catalogs).
    assert message_language() == "en"
    assert output_language() == "fr"
    clean_env.setenv("LANG", "en_US.UTF-8")
    assert (message_language(), output_language()) == ("en", "en")
    clean_env.setenv("LANG", "fr_FR.UTF-8")
    assert (message_language(), output_language()) == ("fr", "fr")
    # An explicit choice wins over the environment, and ends with its block.
    with use_language("en"):
        assert (message_language(), output_language()) == ("en", "en")
    assert message_language() == "fr"


def test_an_unknown_language_is_refused_with_the_known_ones() -> None:
    with pytest.raises(UnknownLanguage) as caught:
        translator("xx")
    assert "'xx'" in str(caught.value)
    assert "fr" in str(caught.value)
    assert "en" in str(caught.value)
    with pytest.raises(UnknownLanguage), use_language("klingon"):
        pass


def test_a_new_language_is_a_new_catalog(tmp_path: Path, clean_env: pytest.MonkeyPatch) -> None:
    write_catalog(
        tmp_path,
        "de",
        {
            "{player} plays {card}": "{player} spielt {card}",
            ("{n} point", "{n} points"): ("{n} Punkt", "{n} Punkte"),
            ("ctx", "Jack"): "Bube",
            "Broken {name}": "Kaputt {nom}",
        },
    )
    clean_env.setattr(i18n, "_extra_dirs", [])
    i18n.add_catalog_dir(tmp_path)
    assert "de" in i18n.available_languages()
    assert normalize("de_AT.UTF-8") == "de"
    tr = translator("de")
    assert tr._("{player} plays {card}", player="Nord", card="V♥") == "Nord spielt V♥"
    assert tr.ngettext("{n} point", "{n} points", 1) == "1 Punkt"
    assert tr.ngettext("{n} point", "{n} points", 20) == "20 Punkte"
    assert tr.pgettext("rank", "Jack") == "Bube"
    # Not in the catalog: the English message.
    assert tr._("No trump") == "No trump"
    # A translation whose placeholders do not format falls back to the English text.
    assert tr._("Broken {name}", name="x") == "Broken x"
    # The same folder through the environment.
    clean_env.setattr(i18n, "_extra_dirs", [])
    assert "de" not in i18n.available_languages()
    clean_env.setenv(i18n.PATH_VARIABLE, str(tmp_path))
    clean_env.setenv("LANG", "de_DE.UTF-8")
    assert message_language() == "de"


def test_a_message_without_placeholders_keeps_its_braces() -> None:
    assert translator("en")._("a literal {brace}") == "a literal {brace}"


@pytest.mark.slow  # over half a second: CI runs it, `tools/check.py --fast` does not
def test_the_shipped_catalogs_translate_every_message_of_the_code() -> None:
    """Every message the code asks for (and every schema description) has a translation in
    every shipped language, with the same placeholders; no catalog keeps a message the code
    dropped; the compiled catalogs are up to date. On failure: ``python tools/catalogs.py``
    (update and compile), then translate what ``python tools/catalogs.py check`` lists."""
    problems = _tool().check()
    assert not problems, f"{len(problems)} catalog problem(s):\n" + "\n".join(problems[:50])


def test_every_module_belongs_to_a_catalog_part() -> None:
    tool = _tool()
    for path in sorted((ROOT / "belote_spec").rglob("*.py")):
        tool.part_of(path)  # raises SystemExit for a module in no part


def test_the_tool_sees_a_message_missing_from_a_catalog(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The check fails when the code asks for a message no catalog has: run on a copy of the
    catalogs with one message added to the code."""
    import shutil

    tool = _tool()
    package = tmp_path / "belote_spec"
    (package / "schema").mkdir(parents=True)
    shutil.copy(tool.SCHEMA, package / "schema" / "variant.schema.json")
    shutil.copytree(tool.LOCALE, package / "locale")
    (package / "cli.py").write_text(
        'from belote_spec.i18n import _\n\nprint(_("A message nobody translated"))\n',
        encoding="utf-8",
    )
    monkeypatch.setattr(tool, "ROOT", tmp_path)
    monkeypatch.setattr(tool, "PACKAGE", package)
    monkeypatch.setattr(tool, "LOCALE", package / "locale")
    monkeypatch.setattr(tool, "SCHEMA", package / "schema" / "variant.schema.json")
    problems = tool.check()
    assert any(
        "missing 'A message nobody translated'" in p and "fr/LC_MESSAGES/cli.po" in p
        for p in problems
    ), problems
    tool.update()
    problems = tool.check()
    assert any("untranslated 'A message nobody translated'" in p for p in problems), problems
    # English is the identity: update filled it.
    assert not any("en/LC_MESSAGES/cli.po: untranslated" in p for p in problems), problems


def test_a_broken_catalog_is_said_once_and_skipped(
    tmp_path: Path, clean_env: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A catalog that cannot be read (not a .mo file) never stops a program: a warning names
    it, and its messages are shown in English; through the command line, one line."""
    from belote_spec import cli

    folder = tmp_path / "de" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / f"{i18n.DOMAIN}.mo").write_bytes(b"not a catalog")
    clean_env.setattr(i18n, "_extra_dirs", [])
    i18n.add_catalog_dir(tmp_path)
    with pytest.warns(i18n.CatalogWarning, match="cannot be read"):
        tr = translator("de")
    assert tr._("No trump") == "No trump"
    i18n._cache.clear()
    broken = tmp_path / "broken.yaml"
    broken.write_text("name: broken\nextends: classic\nrules:\n  play:\n    undertrump: x\n")
    assert cli.main(["validate", str(broken), "--lang", "de"]) == 1
    err = capsys.readouterr().err
    assert "belote-spec: warning: the message catalog" in err
    assert f"{broken}:5:17: play.undertrump:" in err
    assert "Traceback" not in err


@pytest.mark.parametrize(
    "translated",
    [
        "{file.__class__.__new__.__globals__[os].environ[HOME]} x",  # an attribute, then indexes
        "{player[0]} joue",  # an index
        "{player!r} joue",  # a conversion
        "{player:>999999999} joue",  # a width of a gigabyte
        "{0} joue",  # a position, not a name
        "{player joue",  # braces that do not pair
    ],
)
def test_a_translation_reaching_past_a_name_is_refused_when_loaded(
    tmp_path: Path, clean_env: pytest.MonkeyPatch, translated: str
) -> None:
    """Issue 24: a translation's placeholder could read the process's memory (the environment
    through ``__globals__``) or ask for gigabytes. Placeholders are plain names: a catalog's
    translation using anything else is dropped when the catalog loads, with one warning for
    the catalog, and the English message is shown; the catalog's other messages still work."""
    clean_env.setenv("SECRET_OF_THE_TEST", "do-not-print")
    write_catalog(
        tmp_path,
        "de",
        {"{player} plays": translated, "{player} passes": "{player} passt", "a {b": "ein {b"},
    )
    clean_env.setattr(i18n, "_extra_dirs", [])
    i18n.add_catalog_dir(tmp_path)
    with pytest.warns(i18n.CatalogWarning, match=r"1 translation\(s\) refused") as caught:
        tr = translator("de")
    assert len(caught) == 1
    assert "shown in English" in str(caught[0].message)
    assert tr._("{player} plays", player="Nord") == "Nord plays"
    assert tr._("{player} passes", player="Nord") == "Nord passt"
    assert tr._("a {b") == "ein {b"  # a message without placeholders is never formatted


def test_a_placeholder_that_raises_shows_the_english_message() -> None:
    """A value whose formatting fails in the translation (here, a name the translation asks
    for and the message does not give) never stops the program."""
    assert i18n._format("{nom} joue", "{player} plays", {"player": "Nord"}) == "Nord plays"
    assert i18n.unsafe_placeholder("{player} plays", "{player} joue") is None
    assert i18n.unsafe_placeholder("no placeholder", "{x.y}") is None
    assert i18n.unsafe_placeholder("{a}", "{a.b}") == "the placeholder {a.b} is not a plain name"


def test_a_catalog_folder_that_cannot_be_read_is_skipped(
    clean_env: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Issue 24: a folder of ``BELOTE_SPEC_LOCALE_PATH`` the program may not read crashed every
    command; it is skipped with one warning, and the shipped languages stay."""
    locked = tmp_path / "locked"
    locked.mkdir()
    real_iterdir = Path.iterdir

    def iterdir(self: Path) -> Any:
        if self == locked:
            raise PermissionError(13, "Permission denied", str(self))
        return real_iterdir(self)

    clean_env.setattr(Path, "iterdir", iterdir)
    clean_env.setattr(i18n, "_extra_dirs", [])
    clean_env.setattr(i18n, "_found_languages", {})
    clean_env.setenv(i18n.PATH_VARIABLE, str(locked))
    with pytest.warns(i18n.CatalogWarning, match="cannot be read") as caught:
        assert i18n.available_languages() == ["fr", "en"]
    assert len(caught) == 1
    assert "locked" in str(caught[0].message)
    assert (
        translator("fr")._("Distribution of game lengths") == "Répartition des longueurs de partie"
    )


def test_the_shipped_catalogs_have_no_refused_translation() -> None:
    """Every shipped translation keeps to the English message's placeholders."""
    for lang in i18n.SHIPPED:
        for domain_file in (i18n.LOCALE_DIR / lang / "LC_MESSAGES").glob("*.mo"):
            with domain_file.open("rb") as f:
                layer = gettext.GNUTranslations(f)
            assert i18n._refuse_unsafe(layer) == (0, ""), domain_file
