"""What the rulebook says, sentence by sentence, for the survivors of the mutation run of
``belote_spec/rulebook/text.py`` (issue 26).

Each expected sentence is written by hand from the rule it states: the variant's rule values
(read from the variant, and asserted, so that the sentence is seen to follow from them) put
into the English message of ``text.py`` or its French translation (``rulebook.po``).
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
