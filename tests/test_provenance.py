"""A citation follows the value it explains.

A variant inherits its parents' provenance, but a parent's citation and note explain the
parent's value: once a file or an option changes a rule, they no longer apply to it (a club
that sets the capot to 500 must not be cited by classic's « marque 250 »). The same holds for
a note on a rule whose effect builds on another rule's value (the schema's ``x-reads``: a
capot outcome scores the capot's points).
"""

from __future__ import annotations

import pickle
from collections.abc import Callable
from pathlib import Path

import pytest

from belote_spec import Variant, load_variant
from belote_spec.cli import main, uncited_rules
from belote_spec.coverage import shipped_variants
from belote_spec.rulebook.render import Ctx, rulebook_nodes
from belote_spec.schema import rule_paths, rule_reads

Write = Callable[[str, str], Path]

HEAD = """\
name: {name}
title: {name}
extends: {parent}
sources:
  reglement:
    title: Notre règlement
    sections: [Le jeu, Le décompte]
"""


def club(write: Write, body: str, name: str = "monclub", parent: str = "classic") -> Path:
    return write(f"{name}.yaml", HEAD.format(name=name, parent=parent) + body)


def test_a_changed_value_drops_the_parent_s_citation(write: Write) -> None:
    classic = load_variant("classic")
    parent_cite = classic.citation("play.undertrump")
    assert parent_cite is not None
    assert parent_cite.declared_in == "classic"
    variant = load_variant(club(write, "rules:\n  play: {undertrump: waived}\n"))
    assert variant.set_by("play.undertrump") == "monclub"
    assert variant.citation("play.undertrump") is None
    # the rules it leaves alone keep their citations, group entries included
    assert variant.set_by("play.overtrump") == classic.set_by("play.overtrump")
    assert variant.citation("play.overtrump") == classic.citation("play.overtrump")


def test_the_same_value_written_again_keeps_the_parent_s_citation(write: Write) -> None:
    variant = load_variant(club(write, "rules:\n  play: {undertrump: required}\n"))
    classic = load_variant("classic")
    assert variant.set_by("play.undertrump") == classic.set_by("play.undertrump")
    assert variant.citation("play.undertrump") == classic.citation("play.undertrump")


def test_a_changed_value_is_cited_by_the_layer_that_changed_it(write: Write) -> None:
    variant = load_variant(
        club(
            write,
            "rules:\n  play: {undertrump: waived}\n"
            "provenance:\n"
            "  play.undertrump: {source: reglement, section: Le jeu, note: Ainsi.}\n",
        )
    )
    cite = variant.citation("play.undertrump")
    assert cite is not None
    assert (cite.source, cite.section, cite.note, cite.declared_in) == (
        "reglement",
        "Le jeu",
        "Ainsi.",
        "monclub",
    )


def test_an_option_s_change_is_cited_by_the_option_only_when_chosen(write: Write) -> None:
    path = club(
        write,
        "options:\n"
        "  pisse:\n"
        "    title: On pisse\n"
        "    rules: {play: {undertrump: waived}}\n"
        "  ecrit:\n"
        "    title: Écrit\n"
        "    rules: {play: {undertrump: waived}}\n"
        "    provenance: {play.undertrump: {source: reglement, section: Le jeu}}\n",
    )
    alone = load_variant(path)
    assert alone.set_by("play.undertrump") == load_variant("classic").set_by("play.undertrump")
    assert alone.citation("play.undertrump") == load_variant("classic").citation("play.undertrump")
    plain = load_variant(path, ["pisse"])
    assert plain.set_by("play.undertrump") == "monclub+pisse"
    assert plain.citation("play.undertrump") is None
    cited = load_variant(path, ["ecrit"])
    cite = cited.citation("play.undertrump")
    assert cite is not None
    assert (cite.source, cite.declared_in) == ("reglement", "monclub+ecrit")
    # the layers, most specific first
    assert cited.layer_names == ("monclub+ecrit", "monclub", "classic", "base")
    assert alone.layer_names == ("monclub", "classic", "base")
    # a second option writing the same value again takes nothing from the first
    both = load_variant(path, ["ecrit", "pisse"])
    assert both.set_by("play.undertrump") == "monclub+ecrit"
    assert both.citation("play.undertrump") == cite


def test_a_parent_s_inherited_note_goes_with_the_value(write: Write) -> None:
    classic = load_variant("classic")
    before = classic.citation("play.tout_atout_climb")
    assert before is not None
    assert any("Pas de tout atout" in n for n in before.inherited_notes)
    changed = classic.rule("play.tout_atout_climb")
    other = next(v for v in ("required", "none") if v != changed)
    variant = load_variant(
        club(
            write,
            f"rules:\n  play: {{tout_atout_climb: {other}}}\n"
            "provenance:\n  play.tout_atout_climb: {source: reglement, section: Le jeu}\n",
        )
    )
    cite = variant.citation("play.tout_atout_climb")
    assert cite is not None
    assert cite.declared_in == "monclub"
    assert cite.inherited_by == ()
    assert cite.inherited_notes == ()


def test_a_note_quoting_the_capot_s_points_goes_when_they_change(write: Write) -> None:
    """classic's note on the defence's capot says « marque 250 »; its capot's points are a rule
    of their own, which the outcome builds on (``x-reads``)."""
    assert "scoring.capot.points" in rule_reads("scoring.outcomes.capot_against")
    classic = load_variant("classic")
    before = classic.citation("scoring.outcomes.capot_against")
    assert before is not None
    assert before.note is not None
    assert "250" in before.note
    dix = classic.citation("scoring.capot.dix_de_der")
    assert dix is not None
    assert any("250" in n for n in dix.inherited_notes)

    variant = load_variant(club(write, "rules:\n  scoring: {capot: {points: 500}}\n"))
    after = variant.citation("scoring.outcomes.capot_against")
    assert after is not None
    # the outcome itself is unchanged: its source and section still apply, the note does not
    assert (after.source, after.section, after.declared_in) == (
        before.source,
        before.section,
        before.declared_in,
    )
    assert after.note is None
    dix = variant.citation("scoring.capot.dix_de_der")
    assert dix is not None
    assert not any("250" in n for n in dix.inherited_notes)
    # a club that leaves the capot alone keeps the note
    same = load_variant(club(write, "rules:\n  play: {undertrump: waived}\n", "autre"))
    kept = same.citation("scoring.outcomes.capot_against")
    assert kept is not None
    assert kept.note == before.note


def test_the_rulebook_of_a_club_with_a_capot_of_500_never_says_250(write: Write) -> None:
    variant = load_variant(
        club(
            write,
            "rules:\n  scoring: {capot: {points: 500}}\n"
            "provenance:\n  scoring.capot.points: {source: reglement, section: Le décompte}\n",
        )
    )
    text = _rulebook(variant)
    assert "500" in text
    assert "250" not in text
    assert "marque 250" in _rulebook(load_variant("classic"))  # the note, where its value is


def _rulebook(variant: Variant) -> str:
    nodes = rulebook_nodes(Ctx(variant, variant.compile(), "fr"))
    return "\n".join(node.astext() for node in nodes)


def test_the_origin_of_each_value_survives_pickling(write: Write) -> None:
    variant = load_variant(club(write, "rules:\n  play: {undertrump: waived}\n"))
    again = pickle.loads(pickle.dumps(variant))
    assert again.set_by("play.undertrump") == "monclub"
    assert again.citation("play.undertrump") is None
    assert again.citation("play.overtrump") == variant.citation("play.overtrump")


# ------------------------------------------------------------------------ validate's warning


def test_validate_warns_of_a_value_cited_nowhere(
    write: Write, capsys: pytest.CaptureFixture[str]
) -> None:
    path = club(
        write,
        "rules:\n"
        "  play:\n"
        "    undertrump: waived\n"
        "  scoring:\n"
        "    capot:\n"
        "      points: 500\n"
        "provenance:\n"
        "  play.undertrump: {source: reglement, section: Le jeu}\n",
    )
    assert main(["validate", str(path)]) == 0  # a warning, not a problem
    out, err = capsys.readouterr()
    assert f"{path}:13:15: scoring.capot.points: warning: cited nowhere" in err
    assert "expected an entry 'scoring.capot.points' under provenance:" in err
    assert "undertrump" not in err
    assert "(1 warning)" in out
    # --quiet keeps the warnings
    assert main(["validate", "--quiet", str(path)]) == 0
    out, err = capsys.readouterr()
    assert out == ""
    assert "scoring.capot.points: warning" in err


def test_no_shipped_variant_leaves_a_value_of_its_own_uncited() -> None:
    for info in shipped_variants():
        assert uncited_rules(load_variant(info.name)) == [], info.name


def test_every_rule_path_reads_only_rules() -> None:
    paths = set(rule_paths())
    for path in rule_paths():
        for read in rule_reads(path):
            assert read in paths, (path, read)
            assert read != path


# ------------------------------------------------------------------ inherited, not repeated


def test_a_file_cites_what_it_changes_and_inherits_the_rest(write: Write) -> None:
    """A variant file need not repeat its parents' provenance: a rule it leaves alone keeps
    the parent's citation; a value it gives itself must be cited by the file."""
    from belote_spec.bdd.golden import cited_rules, from_parent

    variant = load_variant(
        club(
            write,
            "rules:\n  play: {undertrump: waived}\n"
            "provenance:\n  play.undertrump: {source: reglement, section: Le jeu}\n",
        )
    )
    cited = dict(cited_rules(variant))
    assert set(cited) == set(rule_paths())
    assert cited["play.undertrump"].declared_in == "monclub"
    assert not from_parent(variant, cited["play.undertrump"])
    classic = load_variant("classic")
    for path in ("play.overtrump", "play.tout_atout_climb", "scoring.capot.points"):
        assert cited[path] == classic.citation(path)
        assert from_parent(variant, cited[path])


def test_a_changed_value_cited_by_nobody_fails_the_check(write: Write) -> None:
    from belote_spec.bdd.golden import cited_rules

    variant = load_variant(club(write, "rules:\n  play: {undertrump: waived}\n"))
    with pytest.raises(AssertionError, match=r"play\.undertrump"):
        cited_rules(variant)


def test_a_group_citation_does_not_cite_a_rule_added_after_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """bridgee cites the whole of ``play`` from document 004 (« Les Levées »), which covers
    its climbing rule at tout atout; a rule the group citations were not written for (here
    that one, taken out of ``schema/cited-by-groups.json``) keeps base's own citation."""
    from belote_spec import variant as loader

    bridgee = load_variant("bridgee")
    before = bridgee.citation("play.tout_atout_climb")
    assert before is not None
    assert (before.source, before.section, before.path, before.declared_in) == (
        "004",
        "Les Levées",
        "play",
        "bridgee",
    )
    listed = loader._group_cited() - {"play.tout_atout_climb"}
    monkeypatch.setattr(loader, "_group_cited", lambda: listed)
    after = bridgee.citation("play.tout_atout_climb")
    assert after is not None
    assert (after.source, after.section, after.path, after.declared_in) == (
        "000",
        "Option tout atout",
        "play.tout_atout_climb",
        "base",
    )
    # the rules the group was written for keep it
    overtrump = bridgee.citation("play.overtrump")
    assert overtrump is not None
    assert overtrump.declared_in == "bridgee"


def test_the_rules_group_citations_cite_are_rules_of_the_schema() -> None:
    from belote_spec import variant as loader

    assert loader._group_cited() <= set(rule_paths())
    assert "play.tout_atout_climb" in loader._group_cited()
