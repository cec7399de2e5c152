"""The rulebook's sentences come from the message catalogs: a third language is a catalog.

A small German catalog, written as a translator would (a ``.po`` file, compiled with Babel),
is added at run time; the rulebook's statements built in German use its sentences, with their
placeholders filled, and fall back to English for every message it does not translate.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

import belote_spec
from belote_spec import i18n
from belote_spec.rulebook.text import RuleText, Statement, number, sequence_article

PLAYERS = (
    "{count} players in two teams of two; partners sit facing each other, North–South "
    "against East–West."
)
PACK = (
    "The pack has {cards} cards: seven to ace in each of the four suits, ♠ spades, ♥ hearts, "
    "♦ diamonds and ♣ clubs."
)

#: (context, message, German translation).
GERMAN: list[tuple[str | None, str, str]] = [
    (
        None,
        PLAYERS,
        "{count} Spieler in zwei Mannschaften zu zweit; die Partner sitzen einander gegenüber, "
        "Nord–Süd gegen Ost–West.",
    ),
    (
        None,
        PACK,
        "Das Spiel hat {cards} Karten: Sieben bis Ass in jeder der vier Farben, ♠ Pik, ♥ Herz, "
        "♦ Karo und ♣ Kreuz.",
    ),
    ("number", "four", "vier"),
    ("outcome", "Contract made", "Kontrakt erfüllt"),
]


@pytest.fixture
def german(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A German catalog of a few rulebook messages, registered for the test only."""
    catalog = Catalog(locale="de", domain=i18n.DOMAIN, project="belote-spec")
    for context, message, translation in GERMAN:
        catalog.add(message, translation, context=context)
    source = tmp_path / "rulebook.de.po"
    with source.open("wb") as f:
        write_po(f, catalog)
    with source.open("rb") as f:  # as a translator hands it back
        edited = read_po(f, locale="de", domain=i18n.DOMAIN)
    target = tmp_path / "locale" / "de" / "LC_MESSAGES"
    target.mkdir(parents=True)
    buffer = io.BytesIO()
    write_mo(buffer, edited)
    (target / f"{i18n.DOMAIN}.mo").write_bytes(buffer.getvalue())
    monkeypatch.delenv(i18n.PATH_VARIABLE, raising=False)
    monkeypatch.setattr(i18n, "_extra_dirs", [])
    i18n.add_catalog_dir(tmp_path / "locale")
    return tmp_path / "locale"


def _statements(lang: str) -> list[Statement]:
    variant = belote_spec.load_variant("classic")
    rules = variant.compile()
    return RuleText(variant.rule, lang, rules.tables, rules.scorer).all_statements()


def test_a_third_language_is_a_catalog(german: Path) -> None:
    assert "de" in i18n.available_languages()
    de = _statements("de")
    en = _statements("en")
    # The same statements, citing the same rules, whatever the language.
    assert [(s.key, s.paths) for s in de] == [(s.key, s.paths) for s in en]
    by_key = {s.key: s.text for s in de}
    # Translated sentences, placeholders filled (the number in words from the catalog too,
    # with the sentence's capital letter).
    assert by_key["table.players"] == (
        "Vier Spieler in zwei Mannschaften zu zweit; die Partner sitzen einander gegenüber, "
        "Nord–Süd gegen Ost–West."
    )
    assert by_key["deck.cards"].startswith("Das Spiel hat 32 Karten: Sieben bis Ass")
    # A translated piece inside an untranslated sentence: the title of an outcome.
    made = by_key["scoring.made"]
    assert made.startswith("Kontrakt erfüllt: the taker's team scores ")
    assert made == {s.key: s.text for s in en}["scoring.made"].replace(
        "Contract made", "Kontrakt erfüllt", 1
    )
    # Everything the catalog does not translate is the English text.
    translated = {"table.players", "deck.cards", "scoring.made"}
    for de_st, en_st in zip(de, en, strict=True):
        if de_st.key not in translated:
            assert de_st.text == en_st.text, de_st.key
    # The small words follow the same rule.
    assert number(4, "de") == "vier"
    assert number(5, "de") == "five"
    assert number(12, "de") == "12"
    assert sequence_article("cinquante", "de") == "a cinquante"


def test_the_french_and_english_rulebooks_differ_only_by_catalog() -> None:
    """Without the German catalog, ``de`` is not a language; French and English state the
    same rules in their own words."""
    with pytest.raises(i18n.UnknownLanguage):
        _statements("de")
    fr = {s.key: s.text for s in _statements("fr")}
    en = {s.key: s.text for s in _statements("en")}
    assert fr.keys() == en.keys()
    assert fr["table.players"] == (
        "On joue à quatre, en deux équipes de deux : les partenaires sont assis face à face, "
        "Nord–Sud contre Est–Ouest."
    )
    assert en["table.players"] == (
        "Four players in two teams of two; partners sit facing each other, North–South "
        "against East–West."
    )
    assert number(4, "fr") == "quatre"
    assert sequence_article("tierce", "fr") == "une tierce"
    assert sequence_article("cinquante", "fr") == "un cinquante"
