"""Every citation of every shipped variant names a document and a section of the source index.

The source index is the ``sources:`` of the variant files: each document with its title,
date, address and the list of sections a citation may name. The loader refuses a citation
naming a section the index does not list; these tests check that every shipped source has an
index (so that the check is on), that every rule of every shipped variant and option resolves
to a citation, and, where the source documents are at hand (``../shared/seeds``), that the
section names of the documents with headings are really their headings.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from belote_spec import VariantError, load_variant
from belote_spec.coverage import shipped_variants
from belote_spec.schema import rule_paths

from .conftest import SPECS

ROOT = Path(__file__).resolve().parents[1]
SEEDS = ROOT.parent / "shared" / "seeds"


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
    return re.sub(r"\s+", " ", text.replace("\u00a0", " ")).lower()


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the source documents (../shared/seeds) are absent")
@pytest.mark.parametrize("key", ["002", "003", "004"])
def test_the_section_names_of_documents_with_headings_are_their_headings(key: str) -> None:
    variant = load_variant("classic")  # base (abstract) declares the four documents
    source = variant.sources[key]
    assert source.file is not None
    text = _normalise((SEEDS / source.file).read_text(encoding="utf-8"))
    for section in source.sections:
        if (key, section) in LABELS:
            continue
        assert _normalise(section) in text, f"{key}: « {section} » is not a heading of the text"
