"""The rulebook's catalog of rule sentences (:mod:`belote_spec.rulebook.sentences`): a rule
kind stated by one entry keyed by its rule path, rendered the same way for every entry."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from belote_spec import load_variant
from belote_spec.rulebook import sentences
from belote_spec.rulebook.sentences import (
    RuleSentence,
    catalog_statements,
    catalog_title,
    catalog_value_label,
    sentence_for,
)
from belote_spec.rulebook.text import RuleText
from belote_spec.rulebook.words import pgettext

CLIMB = RuleSentence(
    title=pgettext("rule title", "Going higher at tout atout"),
    sentences={
        "required": pgettext("rule sentence", "Climb at tout atout."),
        "none": pgettext("rule sentence", "Follow at tout atout."),
    },
    labels={"required": pgettext("value label", "must go higher")},
    needs=(("bidding.modes.tout_atout", True),),
    unless="tout atout is not played",
)


@pytest.fixture
def entry() -> Iterator[None]:
    """The catalog with one entry more, for one test."""
    saved = dict(sentences.SENTENCES)
    sentences.SENTENCES["play.tout_atout_climb"] = CLIMB
    try:
        yield
    finally:
        sentences.SENTENCES.clear()
        sentences.SENTENCES.update(saved)


@pytest.mark.usefixtures("entry")
def test_a_rule_whose_needs_hold_is_stated_with_its_value() -> None:
    variant = load_variant("club+tout-atout")
    assert variant.rule("play.tout_atout_climb") == "required"
    text = RuleText(variant.rule, "en")
    # the play part's catalog entries (others than this one stated too)
    (statement,) = [s for s in catalog_statements(text, "play") if s.key.endswith("atout_climb")]
    assert statement.key == "play.tout_atout_climb"
    assert statement.paths == ("play.tout_atout_climb",)
    assert statement.text == "Climb at tout atout."
    assert statement.states == (("play.tout_atout_climb", "required"),)
    assert "play.tout_atout_climb" in text.coverage.stated
    assert catalog_statements(RuleText(variant.rule, "en"), "scoring") == []


@pytest.mark.usefixtures("entry")
def test_a_rule_whose_needs_fail_is_recorded_as_without_effect() -> None:
    variant = load_variant("classic")
    assert variant.rule("bidding.modes.tout_atout") is False
    text = RuleText(variant.rule, "en")
    keys = [s.key for s in catalog_statements(text, "play")]
    assert "play.tout_atout_climb" not in keys
    assert text.coverage.inactive["play.tout_atout_climb"] == "tout atout is not played"


@pytest.mark.usefixtures("entry")
def test_titles_labels_and_sentences_by_value() -> None:
    assert catalog_title("play.tout_atout_climb", "en") == "Going higher at tout atout"
    assert catalog_value_label("play.tout_atout_climb", "required", "en") == "must go higher"
    assert catalog_value_label("play.tout_atout_climb", "none", "en") is None
    assert sentence_for("play.tout_atout_climb", "none", "en") == "Follow at tout atout."
    assert sentence_for("play.undertrump", "required", "en") is None  # not in the catalog
    assert catalog_title("play.undertrump", "en") is None


def test_any_value_and_booleans_apart_from_numbers() -> None:
    saved = dict(sentences.SENTENCES)
    sentences.SENTENCES["x.points"] = RuleSentence(
        title=pgettext("rule title", "Points"),
        sentences={
            1: pgettext("rule sentence", "One point."),
            ...: pgettext("rule sentence", "{value} points."),
        },
    )
    try:
        assert sentence_for("x.points", 1, "en") == "One point."
        assert sentence_for("x.points", True, "en") == "True points."  # True is not 1
        assert sentence_for("x.points", 30, "en") == "30 points."
    finally:
        sentences.SENTENCES.clear()
        sentences.SENTENCES.update(saved)


def test_a_value_with_no_sentence_is_refused_by_name() -> None:
    saved = dict(sentences.SENTENCES)
    sentences.SENTENCES["play.undertrump"] = RuleSentence(
        title=pgettext("rule title", "Undertrumping"),
        sentences={"waived": pgettext("rule sentence", "No need to undertrump.")},
    )
    try:
        text = RuleText(load_variant("classic").rule, "en")
        with pytest.raises(KeyError, match=r"play\.undertrump"):
            catalog_statements(text, "play")
    finally:
        sentences.SENTENCES.clear()
        sentences.SENTENCES.update(saved)


def test_the_climbing_sentence_says_what_each_value_means() -> None:
    """The catalog's first entry, in French, for both values: the words are the test's, not
    read back from the catalog."""
    variant = load_variant("club+tout-atout")

    def climb(value: str) -> str:
        def rule(path: str) -> object:
            return value if path == "play.tout_atout_climb" else variant.rule(path)

        found = [s for s in RuleText(rule, "fr").play() if s.key == "play.tout_atout_climb"]
        assert [s.states for s in found] == [(("play.tout_atout_climb", value),)]
        return found[0].text

    assert climb("required") == (
        "À tout atout, vous devez toujours monter : jouer plus fort que la carte qui tient le "
        "pli si vous le pouvez."
    )
    assert climb("none") == "À tout atout, il suffit de fournir : vous n'êtes pas obligé de monter."


def test_the_climbing_rule_comes_before_the_illegal_card_rule() -> None:
    keys = [s.key for s in RuleText(load_variant("club+tout-atout").rule, "en").play()]
    assert keys.index("play.tout_atout_climb") == keys.index("play.illegal_card") - 1
