"""What the rulebooks say, word for word, where the third rules audit (issue 25) found them
wrong: the club's « imprenable » cited to 000 itself, when annonces are shown (000, 003), the
apostrophe of « d'un score égal », a note printed once, bridgée's tout-atout paragraph."""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import pytest
from docutils import nodes

from belote_spec import VariantError, load_variant
from belote_spec.cli import main
from belote_spec.rulebook.render import Ctx, rulebook_nodes
from belote_spec.rulebook.text import RuleText
from belote_spec.rulebook.words import fr_typography
from belote_spec.schema import rule_paths

from .conftest import SPECS, sweep

#: The shipped variants; each rulebook shows the options of its variant in its own section.
VARIANTS = [spec for spec in SPECS if "+" not in spec]


def _statements(spec: str, lang: str = "fr") -> dict[str, str]:
    variant = load_variant(spec)
    rules = variant.compile()
    text = RuleText(variant.rule, lang, rules.tables, rules.scorer)
    return {st.key: st.text for st in text.all_statements()}


def _nodes(spec: str, lang: str = "fr") -> list[nodes.Node]:
    variant = load_variant(spec)
    return rulebook_nodes(Ctx(variant, variant.compile(), lang))


def _rule_block(found: list[nodes.Node], key: str) -> nodes.Element:
    cls = "belote-rule-" + key.replace(".", "-").replace("_", "-")
    for top in found:
        for node in top.findall(nodes.container):
            if cls in node["classes"]:
                return node
    raise AssertionError(f"no rule block {key}")


def _cite(block: nodes.Element) -> str:
    (cite,) = [p for p in block.findall(nodes.paragraph) if "belote-cite" in p["classes"]]
    return str(cite.astext())


# ------------------------------------------------------------------------------ citations


def test_the_clubs_imprenable_belote_is_cited_to_000_itself() -> None:
    # 000: the belote « est imprenable … même en cas de chute, le preneur marquera ces 20
    # points »: the document's own rule, not a choice of the variant.
    found = _nodes("club")
    block = _rule_block(found, "belote.dedans")
    assert block.astext().startswith(
        fr_typography("Elle est imprenable : l'équipe du preneur la garde même quand son contrat")
    )
    cite = _cite(block)
    assert cite.startswith(fr_typography("Source : 000, « Belote » — "))
    assert fr_typography("« est imprenable »") in cite
    assert "choix" not in cite
    assert "160 de chute" not in cite


def _notes(spec: str) -> set[str]:
    """Every note the provenance of ``spec`` and its options can print, as printed."""
    variant = load_variant(spec)
    specs = [spec, *(f"{spec}+{name}" for name in variant.available_options)]
    out: set[str] = set()
    for each in specs:
        try:
            loaded = load_variant(each)
        except VariantError:  # an option that needs another: its notes are found with it
            continue
        for path in rule_paths():
            cite = loaded.citation(path)
            if cite is None:
                continue
            if cite.note:
                out.add(cite.note)
            out.update(item.partition(": ")[2] for item in cite.inherited_notes)
    return {fr_typography(n) for n in out if len(n) >= 20}


def _blocks(found: list[nodes.Node]) -> list[list[str]]:
    """The citations of each block of rules (the rules of a section, the numbered rules of
    the play), as printed."""
    blocks: dict[int, list[str]] = {}
    for top in found:
        for para in top.findall(nodes.paragraph):
            if "belote-cite" not in para["classes"]:
                continue
            parent = para.parent
            while not isinstance(parent, nodes.section | nodes.enumerated_list):
                parent = parent.parent
            blocks.setdefault(id(parent), []).append(str(para.astext()))
    return list(blocks.values())


def _times(note: str, text: str, notes: set[str]) -> int:
    """How many times ``note`` is printed in ``text``, not counting it inside a longer note."""
    count = text.count(note)
    for longer in notes:
        if longer != note and note in longer:
            count -= text.count(longer) * longer.count(note)
    return count


@pytest.mark.parametrize("spec", sweep(VARIANTS))
def test_no_rulebook_prints_a_note_twice_in_a_block(spec: str) -> None:
    # Issue 25: « Capot non annoncé : 250 de points faits. » was printed two to five times in
    # one citation, once per rule it explains; a note shared by the rules of one section was
    # printed under each of them.
    notes = _notes(spec)
    assert notes
    found = _nodes(spec)
    blocks = _blocks(found)
    assert len(blocks) > 5
    for cites in blocks:
        text = "\n".join(cites)
        for note in notes:
            assert _times(note, text, notes) <= 1, (spec, note, cites)


def test_a_note_shared_by_two_rules_of_a_section_is_printed_under_the_first() -> None:
    # traditional cites one note of 003 « Modalités » for what makes a contract and for what
    # each team's total holds: printed with the first, the second keeps its source.
    found = _nodes("traditional")
    note = fr_typography("Litiges parle d'« un score égal »")
    first = _cite(_rule_block(found, "scoring.contract"))
    second = _cite(_rule_block(found, "scoring.contract.counts"))
    assert note in first
    assert note not in second
    assert second.startswith(fr_typography("Source : 003, « Modalités »"))


# ------------------------------------------------------------------------------ typography


def test_an_apostrophe_before_a_quotation_mark_stays_an_apostrophe(tmp_path: Path) -> None:
    # traditional's note « Litiges parle d'« un score égal » »: the typewriter apostrophe
    # before « was made a closing quotation mark (« d”« un score égal »).
    out = tmp_path / "traditional"
    assert main(["--lang", "fr", "rulebook", "traditional", "-o", str(out)]) == 0
    page = html.unescape((out / "index.html").read_text(encoding="utf-8"))
    assert re.search(r"parle d’«\s*un score égal", page)
    assert "d”«" not in page
    assert "”«" not in page
    assert fr_typography("l'équipe d'« un »") == "l’équipe d’«\u00a0un\u00a0»"


# ------------------------------------------------------------------------------ annonces


@pytest.mark.parametrize("spec", ["classic", "club", "traditional"])
def test_when_annonces_are_declared_and_shown(spec: str) -> None:
    # 000: each player declares « en posant sa première carte »; « lorsque la première carte
    # du deuxième pli est jouée », the best team shows them. 003: shown « dès le début du
    # deuxième pli (lorsque la cinquième carte a été posée) même si ce n'est pas son tour ».
    assert _statements(spec)["annonces.show"] == (
        "Chacun déclare ses annonces en posant sa première carte ; dès que la première carte "
        "du deuxième pli est jouée, l'équipe qui a la meilleure annonce montre ses annonces, "
        "que ce soit son tour ou non."
    )
    assert _statements(spec, "en")["annonces.show"] == (
        "Each player declares their annonces as they play their first card; as soon as the "
        "first card of the second trick has been played, the team with the best annonce shows "
        "its annonces, whoever's turn it is."
    )


# ------------------------------------------------------------------------------ bridgée


def test_bridgees_tout_atout_paragraph() -> None:
    # 004 has no annonces (« Il n'y a pas d'annonce »): the paragraph speaks of the belote
    # only. Its capot is brought back by « 252/348 en cas de capot »: 248 card points and a
    # dix de der of 100, 348 × 252/348 = 252, what the engine scores (a suit capot is 250).
    said = _statements("bridgee")
    assert said["scoring.tout_atout_scaling"] == (
        "À tout atout, le paquet vaut 258 points avec le dix de der : les points de cartes, "
        "dix de der compris, sont multipliés par 162/258. Ceux de Nord–Sud sont arrondis au "
        "plus près, Est–Ouest reçoit le reste, pour un total de 162 points ; la belote garde "
        "sa valeur. Le contrat se juge sur ces points arrondis. Sur un capot, toutes les cartes "
        "comptent et le dix de der vaut alors 100 au lieu de 10 : 348 points, multipliés par "
        "252/348 : 252 points."
    )
    assert said["scoring.capot.points"].startswith(
        "Capot : l'équipe qui fait les huit plis compte 250 points de cartes au lieu de 162 "
        "(252 à tout atout)"
    )
    rules = load_variant("bridgee").compile()
    contract: dict[str, Any] = {"taker": "NS", "trump": "TA", "bid": 100, "contre": 0}
    scored = rules.score_deal(contract, {"NS": 258, "EW": 0}, capot="NS")
    assert scored.card_points["NS"] == 252


@pytest.mark.parametrize(
    ("spec", "kept"),
    [
        ("club+tout-atout", " ; les annonces et la belote gardent leur valeur."),
        ("bridgee", " ; la belote garde sa valeur."),
        ("bga-coinche", "pour un total de 162 points."),  # no annonces, no belote at tout atout
    ],
)
def test_the_scaling_says_what_keeps_its_value_only_where_it_is_played(
    spec: str, kept: str
) -> None:
    sentence = _statements(spec)["scoring.tout_atout_scaling"]
    first = sentence.split(". Le contrat se juge")[0] + "."
    assert first.endswith(kept), sentence
