"""The rulebook of a table of three or two players, each playing for themselves (issue 28).

Two club files extending ``classic``, as the engine's tests of these tables write them: three
players with the 24-card pack; two players with 3-3 and a completion of three each (nine
cards, nine tricks), the turned card left to nobody, the bergère and the seven exchange. Their
rulebooks, in English and French, state each of these values in the sentence written for it,
and no sentence speaks of partners, teams or North–South against East–West; the computed
examples, positions of four players in two teams, are left out. The four-player rulebooks are
the other tests' (unchanged).
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

import pytest

from belote_spec import load_variant
from belote_spec.engine.rules import Rules
from belote_spec.rulebook.examples import annonce_example, play_positions, score_examples
from belote_spec.rulebook.render_book import rulebook_texts
from belote_spec.rulebook.render_compare import compare_nodes

from .behaviour import variant_with
from .test_seats_three_two import DEUX as SEATS_DEUX
from .test_seats_three_two import LINES_SCORABLE
from .test_seats_three_two import TROIS as SEATS_TROIS

#: What a table without partners must never say, by language.
PARTNER_WORDS = {
    "en": ("partner", "team", "North–South", "East–West"),
    "fr": ("partenaire", "équipe", "Nord–Sud", "Est–Ouest", "Nord-Sud", "Est-Ouest"),
}

#: The tables of the engine's tests (tests/test_seats_three_two.py), with the line scoring a
#: table without partners needs (no litige; the capot counted as points in place of the dix de
#: der): the values whose sentences the tests read.
LINES = LINES_SCORABLE
TROIS: dict[str, Any] = {**SEATS_TROIS, "scoring": LINES}
DEUX = SEATS_DEUX

_COMPILED: dict[str, Rules] = {}


@functools.cache
def _folder() -> Path:
    import tempfile

    return Path(tempfile.mkdtemp(prefix="book3-"))


def table(name: str) -> Rules:
    return variant_with(
        _COMPILED, _folder(), "classic", TROIS if name == "trois" else DEUX, name=name
    )


@functools.cache
def texts(name: str, lang: str) -> str:
    rules = table(name)
    # the whole rendered rulebook: the sections, the summary, the options restated
    said = "\n".join(rulebook_texts(rules.variant, rules, lang, render=True))
    # the typography of the rendered French (apostrophes, no-break spaces) read as typed
    return said.replace("’", "'").replace("\u00a0", " ").replace("\u202f", " ")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", ["trois", "deux"])
def test_no_sentence_speaks_of_partners(name: str, lang: str) -> None:
    said = texts(name, lang)
    assert [w for w in PARTNER_WORDS[lang] if w.lower() in said.lower()] == []


def test_three_players_with_the_24_card_pack() -> None:
    en, fr = texts("trois", "en"), texts("trois", "fr")
    assert "Three players, each playing for themselves: the taker plays alone against" in en
    assert "Trois joueurs, qui jouent chacun pour soi : le preneur joue seul contre tous" in fr
    assert "The pack has 24 cards: nine to ace" in en
    assert "Le jeu compte 24 cartes : du neuf à l'as" in fr
    assert "the pack is worth as much as with 32 cards" in en
    # eight cards each: no sentence of hands or tricks, no talon
    assert "a deal has" not in en
    assert "talon" not in en
    assert "to the player who wins it: the « dix de der »" in en
    assert "Only the player holding the best annonce scores" in en
    assert "the taker keeps it even when their contract fails" in en
    assert "It ends after the deal in which a player reaches or passes that total." in en


def test_two_players_nine_cards_the_talon_the_bergere_and_the_seven() -> None:
    en, fr = texts("deux", "en"), texts("deux", "fr")
    assert "Two players, each playing for themselves, one against the other" in en
    assert "the turned card stays face up on the table, out of play: nobody takes it." in en
    assert "Each player then holds 9 cards, and a deal has 9 tricks." in en
    assert "Chaque joueur a alors 9 cartes en main, et une donne compte 9 plis." in fr
    assert "The 13 cards left after the deal are not dealt" in en
    assert "the last card of the talon is turned face up for all to see" in en
    assert "c'est la « bergère »" in fr
    assert "the tricks of a deal hold only the points of the cards played" in en
    assert "The seven of trumps is exchanged for the turned card" in en
    assert "Le sept d'atout s'échange contre la retourne" in fr
    # one defender: nothing to share between defenders
    assert "each defender" not in en


def test_the_line_scoring_is_stated() -> None:
    en = texts("trois", "en")
    # the defaults of the line rules (the four-player reading)
    assert "The defence's total is the defenders' totals added together" in en
    assert "There is a capot when one side wins every trick" in en
    assert "each scores them whole" in en
    assert "In a deal with a capot nobody scores the dix de der" in en
    assert "each defender scores in full" in en
    assert "Contract made: the taker scores their card points" in en


@pytest.mark.parametrize("name", ["trois", "deux"])
def test_the_computed_examples_are_left_out(name: str) -> None:
    rules = table(name)
    assert play_positions(rules, "en") == []
    assert score_examples(rules, "en") == []
    assert annonce_example(rules, "en") is None


def test_the_comparison_shows_the_table() -> None:
    nodes = compare_nodes([load_variant("classic"), table("trois").variant], "en")
    shown = " ".join(node.astext() for node in nodes)
    for label in ("4 players", "3 players", "partners facing", "each for themselves"):
        assert label in shown, label
    assert "24 cards (nine to ace)" in shown


@pytest.mark.parametrize(
    ("rules", "sentence"),
    [
        ({"contract": {"defence": "each"}}, "The taker must make more than each defender"),
        ({"capot": {"players": "each"}}, "Each player who wins no trick is capot"),
        ({"capot": {"share": "split"}}, "shared equally between them"),
        ({"capot": {"dix_de_der_kept": "one_capot"}}, "When only one player is capot"),
        ({"defence_lines": "split"}, "What the scoring below gives the defence is shared"),
    ],
)
def test_each_line_rule_value_has_its_sentence(rules: dict[str, Any], sentence: str) -> None:
    import dataclasses

    from belote_spec.loader import freeze, thaw
    from belote_spec.rulebook.text import RuleText

    variant = table("trois").variant
    data = thaw(variant.rules)
    for group, value in rules.items():
        if isinstance(value, dict):
            data["scoring"][group].update(value)
        else:
            data["scoring"][group] = value
    rule = dataclasses.replace(variant, rules=freeze(data)).rule
    said = " ".join(st.text for st in RuleText(rule, "en").all_statements())
    assert sentence in said
