"""Every citation of every shipped variant names a document and a section of the source index.

The source index is the ``sources:`` of the variant files: each document with its title,
date, address and the list of sections a citation may name. The loader refuses a citation
naming a section the index does not list; these tests check that every shipped source has an
index (so that the check is on), that every rule of every shipped variant and option resolves
to a citation, and that the section names of the documents with headings are really their
headings. The documents are not part of the repository: their headings are, in
``tests/data/seed_headings.json`` (written by ``tools/shared_data.py``, headings only).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from belote_spec import VariantError, load_variant
from belote_spec.coverage import shipped_variants
from belote_spec.schema import rule_paths

from .conftest import SPECS

ROOT = Path(__file__).resolve().parents[1]
#: The headings of the source documents, by document (``tools/shared_data.py``).
HEADINGS: dict[str, dict[str, object]] = json.loads(
    (ROOT / "tests" / "data" / "seed_headings.json").read_text(encoding="utf-8")
)["documents"]


#: Section names of the seed documents that are labels, not headings of the text, and why.
LABELS = {
    ("003", "Modalités des annonces"): "the second « Modalités » heading, in the annonces part",
}


@pytest.mark.parametrize("spec", SPECS)
def test_every_rule_cites_an_indexed_section_or_says_it_is_inherited(spec: str) -> None:
    variant = load_variant(spec)
    for path in rule_paths():
        cite = variant.citation(path)
        assert cite is not None, f"{spec}: {path} has no citation"
        if cite.source is None:
            assert cite.inherited_by, f"{spec}: {path} has neither a source nor inherited: true"
            continue
        source = variant.sources[cite.source]
        assert source.sections, f"source {cite.source} lists no sections"
        assert cite.section in source.sections, f"{spec}: {path} cites {cite.section!r}"


def test_every_source_has_a_title_a_date_or_a_file_and_sections() -> None:
    seen: dict[str, object] = {}
    for info in shipped_variants(include_abstract=True):
        variant = load_variant(info.path)
        for key, source in variant.sources.items():
            seen.setdefault(key, source)
            assert source.title, key
            assert source.title != key, key
            assert source.sections, key
            assert source.file or source.date or source.url, key
    assert {"000", "002", "003", "004"} <= set(seen)


def test_a_citation_of_an_unindexed_section_is_refused(write) -> None:  # type: ignore[no-untyped-def]
    path = write(
        "bad.yaml",
        "extends: base\ntitle: x\nrules:\n  play: {undertrump: waived}\nprovenance:\n"
        '  play.undertrump: {source: "002", section: "Fournir, couper, surcouper"}\n',
    )
    with pytest.raises(VariantError) as err:
        load_variant(path)
    (problem,) = err.value.problems
    assert problem.path == "provenance.play.undertrump"
    assert (problem.line, problem.column) == (6, 45)  # the section's value
    assert "no section 'Fournir, couper, surcouper'" in problem.message
    assert problem.hint is not None
    assert "Fournir, couper, monter" in problem.hint


def _normalise(text: str) -> str:
    """Spaces made one, letters made small, the heading's closing ``:``, ``.`` or ``?`` gone."""
    return re.sub(r"\s+", " ", text.replace("\u00a0", " ")).lower().rstrip(" :.?")


def is_heading(section: str, headings: list[str]) -> bool:
    """Whether ``section`` names one of ``headings``: the heading itself, or its first words
    (« Questions fréquentes » for « Questions fréquentes sur la belote »)."""
    name = _normalise(section)
    return any(
        heading == name or heading.startswith(name + " ") for heading in map(_normalise, headings)
    )


def test_a_section_is_a_heading_or_its_first_words() -> None:
    found = ["LE GRAND CLASSIQUE À QUATRE", "Enchères :", "Questions fréquentes sur la belote"]
    assert is_heading("Le grand classique à quatre", found)
    assert is_heading("Enchères", found)
    assert is_heading("Questions fréquentes", found)
    assert not is_heading("Questions fréq", found)  # a cut word is not a heading
    assert not is_heading("Le grand classique", ["Les règles du grand classique"])
    assert not is_heading("La donne", ["Le jeu de la carte"])


@pytest.mark.parametrize("key", ["002", "003", "004"])
def test_the_section_names_of_documents_with_headings_are_their_headings(key: str) -> None:
    variant = load_variant("classic")  # base (abstract) declares the four documents
    source = variant.sources[key]
    document = HEADINGS[key]
    assert source.file == document["file"], "the data was read from another file: rerun the tool"
    headings = document["headings"]
    assert isinstance(headings, list)
    assert headings, key
    for section in source.sections:
        if (key, section) in LABELS:
            continue
        assert is_heading(section, headings), f"{key}: « {section} » is not a heading of the text"
