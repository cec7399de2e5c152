"""What the rulebook says, sentence by sentence, for the survivors of the mutation run of
``belote_spec/rulebook/text.py`` (issue 26).

Each expected sentence is written by hand from the rule it states: the variant's rule values
(read from the variant, and asserted, so that the sentence is seen to follow from them) put
into the English message of ``text_*.py`` or its French translation (``rulebook.po``).
"""

from __future__ import annotations

import functools
from pathlib import Path

import pytest

from belote_spec import load_variant
from belote_spec.loader import Variant
from belote_spec.rulebook.text import RuleText


@functools.cache
def _statements(spec: str | Path, lang: str, options: tuple[str, ...] = ()) -> dict[str, str]:
    variant = load_variant(spec, list(options))
    rules = variant.compile()
    text = RuleText(variant.rule, lang, rules.tables, rules.scorer)
    return {st.key: st.text for st in text.all_statements()}


def _auction(variant: Variant) -> dict[str, object]:
    return dict(variant.rule("bidding.auction"))


# ------------------------------------------------------------------------------ the bids


def test_a_ladder_with_a_ceiling_names_its_first_three_bids_and_the_highest() -> None:
    auction = _auction(load_variant("bridgee"))
    assert (auction["floor"], auction["step"], auction["ceiling"]) == (80, 10, 160)
    # 80, 90, …, 160: nine bids, more than four: the first three, then the highest; 80 is a
    # multiple of 10, so "in steps of 10"
    assert _statements("bridgee", "en")["bidding.auction.range"] == (
        "In turn, each player bids or passes. A bid names the points the bidder's team "
        "undertakes to make and the trump (in a suit contract, at sans atout or at tout "
        "atout). The possible bids are 80, 90, 100… up to 160, in steps of 10."
    )
    assert _statements("bridgee", "fr")["bidding.auction.range"] == (
        "Chacun à son tour enchérit ou passe. Une enchère annonce les points que son équipe "
        "s'engage à faire et l'atout choisi (à la couleur, à sans atout ou à tout atout). Les "
        "enchères possibles sont 80, 90, 100… jusqu'à 160, de 10 en 10."
    )


ORDER = "pagat-coinche+ordre-des-couleurs"


def test_an_order_of_the_modes_covering_every_mode_played_lists_them_weakest_first() -> None:
    variant = load_variant(ORDER)
    auction = _auction(variant)
    assert auction["same_level_order"] == (
        "clubs",
        "diamonds",
        "hearts",
        "spades",
        "sans_atout",
        "tout_atout",
    )
    assert auction["overbid_partner"] is True
    # only the four suits are played here: sans atout and tout atout are left out, no mode
    # played is missing
    assert _statements(ORDER, "en")["bidding.auction.overbid_partner"] == (
        "Each bid must be higher than the last, or equal to it in a stronger mode; from the "
        "weakest to the strongest: clubs, diamonds, hearts and spades. Capot and générale are "
        "not ranked this way; you may overbid your partner."
    )
    assert _statements(ORDER, "fr")["bidding.auction.overbid_partner"] == (
        "Chaque enchère doit dépasser la précédente, ou l'égaler dans un mode plus fort ; du "
        "plus faible au plus fort : trèfle, carreau, cœur et pique. Le capot et la générale ne "
        "se départagent pas ainsi ; on peut surenchérir sur son partenaire."
    )


@pytest.fixture(scope="module")
def three_suits(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """pagat-coinche where an equal bid covers the last one in clubs, diamonds and hearts
    only (spades never does)."""
    path = tmp_path_factory.mktemp("variants") / "three-suits.yaml"
    path.write_text(
        "name: three-suits\ntitle: Test\nextends: pagat-coinche\nrules:\n  bidding:\n"
        "    auction:\n      same_level_order: [clubs, diamonds, hearts]\n",
        encoding="utf-8",
    )
    return path


def test_a_mode_played_but_not_in_the_order_never_covers_an_equal_bid(three_suits: Path) -> None:
    assert _auction(load_variant(three_suits))["same_level_order"] == (
        "clubs",
        "diamonds",
        "hearts",
    )
    # one mode missing (spades): the singular
    assert _statements(three_suits, "en")["bidding.auction.overbid_partner"] == (
        "Each bid must be higher than the last, or equal to it in a stronger mode; from the "
        "weakest to the strongest: clubs, diamonds and hearts (spades never covers an equal "
        "bid). Capot and générale are not ranked this way; you may overbid your partner."
    )
    assert _statements(three_suits, "fr")["bidding.auction.overbid_partner"] == (
        "Chaque enchère doit dépasser la précédente, ou l'égaler dans un mode plus fort ; du "
        "plus faible au plus fort : trèfle, carreau et cœur (pique ne couvre jamais une enchère "
        "égale). Le capot et la générale ne se départagent pas ainsi ; on peut surenchérir sur "
        "son partenaire."
    )
    # with sans atout and tout atout played too, three modes are missing: the plural, the
    # last one joined by "nor"
    both = ("sans-atout-tout-atout",)
    assert _statements(three_suits, "en", both)["bidding.auction.overbid_partner"] == (
        "Each bid must be higher than the last, or equal to it in a stronger mode; from the "
        "weakest to the strongest: clubs, diamonds and hearts (spades, sans atout nor tout "
        "atout never cover an equal bid). Capot and générale are not ranked this way; you may "
        "overbid your partner."
    )


# ------------------------------------------------------------------------------ the contre


def _variant_file(folder: Path, name: str, auction: str) -> Path:
    """pagat-coinche with ``bidding.auction`` changed as ``auction`` (a flow mapping) says."""
    path = folder / f"{name}.yaml"
    path.write_text(
        f"name: {name}\ntitle: Test\nextends: pagat-coinche\nrules:\n  bidding:\n"
        f"    auction: {auction}\n",
        encoding="utf-8",
    )
    return path


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("auctions")


def test_a_contre_without_surcontre_says_redoubling_is_not_allowed(folder: Path) -> None:
    path = _variant_file(folder, "no-surcontre", "{surcontre: false}")
    auction = _auction(load_variant(path))
    assert (auction["contre"], auction["surcontre"]) == (True, False)
    assert _statements(path, "en")["bidding.auction.contre"] == (
        "An opponent of the last bidder's team may double it (« contre »); redoubling is not "
        "allowed."
    )
    assert _statements(path, "fr")["bidding.auction.contre"] == (
        "Un adversaire de l'équipe qui a fait la dernière enchère peut la contrer ; on ne peut "
        "pas surcontrer."
    )


def test_after_a_contre_that_does_not_end_the_auction_the_doubled_team_speaks(
    folder: Path,
) -> None:
    path = _variant_file(folder, "open-contre", "{contre_ends_auction: false}")
    auction = _auction(load_variant(path))
    assert (auction["after_contre"], auction["contre_ends_auction"]) == ("contred_team", False)
    assert _statements(path, "en")["bidding.auction.after_contre"] == (
        "After a contre, until a new bid, only the two players of the doubled team speak, each "
        "once in turn. The doubler and his partner say nothing, not even pass; two passes end "
        "the auction."
    )
    assert _statements(path, "fr")["bidding.auction.after_contre"] == (
        "Après un contre, jusqu'à une nouvelle enchère, seuls les deux joueurs de l'équipe "
        "contrée parlent, une fois chacun et à leur tour. Le contreur et son partenaire ne "
        "disent rien, pas même « passe » ; deux passes terminent les enchères."
    )


def test_a_capot_bid_doubled_and_missed_is_titled_so() -> None:
    # an auction (not a prise), where capot can be bid and contré: its outcome when missed
    variant = load_variant("ffb-contree-2016")
    assert variant.rule("bidding.system") == "auction"
    assert (_auction(variant)["capot"], _auction(variant)["contre"]) == (True, True)
    key = "scoring.capot-bid-failed-contre"
    assert _statements("ffb-contree-2016", "en")[key].startswith("Capot bid, doubled and missed: ")
    assert _statements("ffb-contree-2016", "fr")[key].startswith(
        "Enchère de capot contrée et manquée"
    )


# ------------------------------------------------------------------------- belote, game end


def test_the_belote_sentence_states_its_points_and_cites_both_rules() -> None:
    variant = load_variant("classic")
    assert (variant.rule("belote.enabled"), variant.rule("belote.points")) == (True, 20)
    assert _statements("classic", "en")["belote.points"] == (
        "The king and queen of trump in the same hand make a belote: the holder says « belote » "
        "playing the first and « rebelote » playing the second. It is worth 20 points. It is "
        "counted apart from the annonces and never compared with them."
    )
    text = _text("classic")
    (statement,) = [s for s in text.all_statements() if s.key == "belote.points"]
    assert statement.paths == ("belote.enabled", "belote.points")


def test_a_game_won_by_passing_the_target_says_reaching_it_is_not_enough() -> None:
    spec = "ffb-equipe-ludique+depasser-2000"
    assert load_variant(spec).rule("game_end.reach") == "exceed"
    assert _statements(spec, "en")["game_end.reach"] == (
        "It ends after the deal in which a team passes that total; reaching it is not enough."
    )
    assert _statements(spec, "fr")["game_end.reach"] == (
        "Elle s'arrête à la fin de la donne où une équipe dépasse ce total ; l'atteindre ne "
        "suffit pas."
    )


# ------------------------------------------------------------------------------ coverage


def _text(spec: str | Path) -> RuleText:
    variant = load_variant(spec)
    rules = variant.compile()
    text = RuleText(variant.rule, "en", rules.tables, rules.scorer)
    text.all_statements()
    return text


def test_rules_without_effect_are_left_out_with_why(folder: Path) -> None:
    # classic: no générale can be bid (a prise), so who leads after one is never said
    classic = _text("classic")
    assert classic.coverage.inactive["play.generale_lead"] == "no générale"
    assert classic.coverage.missing() == []
    # belote disabled: what the contract counts of the belote is never said
    path = folder / "no-belote.yaml"
    path.write_text(
        "name: no-belote\ntitle: Test\nextends: classic\nrules:\n  belote: {enabled: false}\n",
        encoding="utf-8",
    )
    no_belote = _text(path)
    for side in ("taker", "defence"):
        reason = no_belote.coverage.inactive[f"scoring.contract.counts.{side}.belote"]
        assert reason == "belote does not score"
    assert no_belote.coverage.missing() == []
    # no contre (and so a contre may not be said at any time): no doubled outcome is said
    path = _variant_file(
        folder, "no-contre", "{contre: false, surcontre: false, contre_timing: in_turn}"
    )
    no_contre = _text(path)
    for outcome in ("made_contre", "dedans_contre", "capot_contre", "capot_against_contre"):
        assert no_contre.coverage.inactive[f"scoring.outcomes.{outcome}"] == "no contre"
    assert no_contre.coverage.missing() == []
