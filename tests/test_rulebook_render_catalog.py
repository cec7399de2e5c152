"""The rulebook renderer reads its words from the message catalogs: a rulebook can be written
in a language the package does not ship, from a catalog added at run time, and what that
catalog does not translate is shown in English."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo

from belote_spec import i18n
from belote_spec.loader import load_variant
from belote_spec.rulebook.proofread import proofread
from belote_spec.rulebook.render import Ctx, plain_text, rulebook_nodes
from belote_spec.rulebook.standalone import build_rulebook
from belote_spec.rulebook.words import card_name, check_lang, rank_label, rule_title

#: A few headings and words of the renderer, in German: (context, message id, translation).
GERMAN = [
    ("section", "At a glance", "Auf einen Blick"),
    ("section", "The cards", "Die Karten"),
    ("section", "Scoring", "Die Abrechnung"),
    ("rank letter", "J", "B"),
    ("rank", "jack", "Bube"),
    ("suit", "hearts", "Herz"),
    ("card name", "{rank} of {suit}", "{suit}-{rank}"),
]


@pytest.fixture
def german(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A ``de`` catalog translating :data:`GERMAN`, registered for the test only."""
    catalog = Catalog(locale="de", domain=i18n.DOMAIN)
    for context, message, translation in GERMAN:
        catalog.add(message, translation, context=context)
    folder = tmp_path / "locale"
    target = folder / "de" / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo"
    target.parent.mkdir(parents=True)
    with target.open("wb") as f:
        write_mo(f, catalog)
    monkeypatch.setattr(i18n, "_extra_dirs", [])
    i18n.add_catalog_dir(folder)
    return folder


def _headings(page: str) -> list[str]:
    """The text of the ``h1``/``h2``/``h3`` headings of an HTML page."""
    found = re.findall(r"<h[123][^>]*>(.*?)</h[123]>", page, flags=re.S)
    return [html.unescape(re.sub(r"<[^>]+>", "", h)).replace("¶", "").strip() for h in found]


def test_a_language_is_available_only_with_its_catalog(german: Path) -> None:
    assert check_lang("de") == "de"
    assert check_lang("fr") == "fr"
    with pytest.raises(ValueError, match="unknown language 'xx'"):
        check_lang("xx")


def test_the_words_come_from_the_added_catalog(german: Path) -> None:
    from belote_spec.cards import parse_card

    jack = parse_card("V♥")
    assert rank_label("jack", "de") == "B"
    assert card_name(jack, "de") == "Herz-Bube"
    # not translated by the test catalog: English
    assert rank_label("queen", "de") == "Q"
    assert rule_title("play.undertrump", "de") == "Undertrumping"
    assert rule_title("play.undertrump", "fr") == "Pisser (sous-couper)"


def test_the_standalone_rulebook_is_built_in_a_third_language(german: Path, tmp_path: Path) -> None:
    index = build_rulebook("classic", tmp_path / "de", lang="de")
    page = index.read_text(encoding="utf-8")
    headings = _headings(page)
    # the translated headings, in German
    assert "Auf einen Blick" in headings
    assert "Die Karten" in headings
    assert "Die Abrechnung" in headings
    # the others fall back to English (the message ids), never to French
    assert "The deal" in headings
    assert "Computed deals" in headings
    assert "La donne" not in headings
    assert "Le décompte" not in headings
    # the page says it is German (Sphinx's own words come from Sphinx's catalogs)
    assert 'lang="de"' in page
    # cards are written with the German rank letter, with their German name
    assert 'title="Herz-Bube"' in page


def test_the_rendered_text_and_the_proofreader_accept_a_third_language(german: Path) -> None:
    variant = load_variant("classic")
    nodes = rulebook_nodes(Ctx(variant, variant.compile(), "de"))
    text = "\n".join(node.astext() for node in nodes)
    assert "Auf einen Blick" in text
    assert "At a glance" not in text
    # a language with no grammar checks of its own gets the shared ones, and no false alarm
    findings = proofread([plain_text(["Die Karten, ", "gemischt ."], "de")], "de")
    assert [f.kind for f in findings] == ["space before a comma or a full stop"]


def test_the_rulebook_errors_follow_the_language_of_messages(tmp_path: Path) -> None:
    from belote_spec.rulebook.standalone import RulebookError

    taken = tmp_path / "taken"
    taken.write_text("a file", encoding="utf-8")
    with pytest.raises(RulebookError) as english:
        build_rulebook("classic", taken)
    assert str(english.value) == f"cannot write to {taken}: it is a file, not a folder"
    with i18n.use_language("fr"), pytest.raises(RulebookError) as french:
        build_rulebook("classic", taken)
    assert (
        str(french.value) == f"impossible d'écrire dans {taken} : c'est un fichier, pas un dossier"
    )
