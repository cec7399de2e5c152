"""The fourteen shipped variants side by side: the ten published rule sets beside the four
source documents.

Each published rule set has its own golden deals (``tests/test_ruleset_*.py`` and
``features/<name>.feature``); these tests check what holds across them: they are all shipped,
``diff`` names every rule that differs between any two of them, and rules that used to map
onto the same values (FFB contrée and Contree-KFFR scoring a made contré contract) now score
as each rule set says.
"""

from __future__ import annotations

import functools
import itertools
import json
import re

import pytest

from belote_spec import Variant, list_variants, load_variant
from belote_spec.cli import main
from belote_spec.compare import diff_rules
from belote_spec.loader import required_options, thaw
from belote_spec.schema import rule_paths

from .conftest import FEATURES

PUBLISHED = (
    "ffb-classique-2016",
    "ffb-contree-2016",
    "ffb-equipe-ludique",
    "ffb-coinchee-2015",
    "cannes-2016",
    "coinche-stephanoise",
    "bga-coinche",
    "pagat-coinche",
    "pagat-belote",
    "contree-kffr",
)
SOURCES = ("classic", "club", "traditional", "bridgee")
#: The rest of the Belote family (four-player games so far), each from its own sources.
FAMILY = ("bela", "belot", "klaverjas", "belote-a-trois", "belote-a-deux")


def test_the_fourteen_variants_are_shipped() -> None:
    names = {info.name for info in list_variants()}
    assert set(PUBLISHED) | set(SOURCES) <= names


def test_the_family_variants_are_shipped() -> None:
    names = {info.name for info in list_variants()}
    assert set(FAMILY) <= names


@pytest.mark.parametrize("name", PUBLISHED + FAMILY)
def test_each_published_rule_set_cites_its_own_document(name: str) -> None:
    variant = load_variant(name)
    own = {
        cite.source
        for path in rule_paths()
        if (cite := variant.citation(path)) is not None and cite.declared_in == name
    }
    # its own document, not only the four seeds the base cites
    assert own - {"000", "002", "003", "004", None}, own


PAIRS = [
    *itertools.combinations(PUBLISHED, 2),
    *((a, b) for a in SOURCES for b in PUBLISHED),
]


@functools.cache
def loaded(name: str) -> Variant:
    return load_variant(name)


@pytest.mark.parametrize(("a", "b"), PAIRS, ids=[f"{a}-{b}" for a, b in PAIRS])
def test_diff_names_every_rule_that_differs(a: str, b: str) -> None:
    va, vb = loaded(a), loaded(b)
    named = {r.path for r in diff_rules(va, vb)}
    differing = {p for p in rule_paths() if thaw(va.rule(p)) != thaw(vb.rule(p))}
    assert named == differing


def test_diff_tells_ffb_contree_from_kffr_on_a_made_contre(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # Both score a made contré contract from 160 and the contract, but C16's table multiplies
    # them only (320 + C × 2, then the belote), where KFFR multiplies the belote too.
    assert main(["diff", "ffb-contree-2016", "contree-kffr", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["rules"]
    assert any(r["path"] == "scoring.outcomes.made_contre" for r in rows)
    contract = {"taker": "NS", "trump": "H", "bid": 100, "contre": 1}
    points = {"NS": 110, "EW": 52}
    c16 = load_variant("ffb-contree-2016").compile().score_deal(contract, points, belote="NS")
    kffr = load_variant("contree-kffr").compile().score_deal(contract, points, belote="NS")
    # C16 p. 7: (160 + 100) × 2 + 20 = 540; KFFR: (160 + 100 + 20) × 2 = 560; loser 0.
    assert (c16.NS, c16.EW) == (540, 0)
    assert (kffr.NS, kffr.EW) == (560, 0)


@pytest.mark.parametrize("name", PUBLISHED)
def test_every_option_of_a_published_rule_set_changes_a_rule(name: str) -> None:
    variant = loaded(name)
    for option in variant.available_options:
        with_option = load_variant(name, required_options(option, variant.available_options))
        assert with_option.rules != variant.rules, option


#: The step that plays a scenario's deal through ``Game``, writes its record and replays it.
PLAYED_WHOLE = "le moteur joue la donne enregistrée"


def _golden_deals(name: str) -> list[str]:
    """The scenarios of ``features/<name>.feature`` whose whole deal is played and replayed."""
    text = (FEATURES / f"{name}.feature").read_text(encoding="utf-8")
    return [block for block in re.split(r"\n\s*Scénario:", text)[1:] if PLAYED_WHOLE in block]


@pytest.mark.parametrize("name", PUBLISHED)
def test_each_rule_set_has_five_golden_deals_covering_its_outcomes(name: str) -> None:
    # The acceptance: at least five deals worked by hand per rule set, scored through
    # score_deal (« la marque est … ») and played whole (PLAYED_WHOLE), covering made,
    # failed, capot and, where the rule set has a contre, a contré deal; tagged with the rule
    # set.
    text = (FEATURES / f"{name}.feature").read_text(encoding="utf-8")
    assert re.search(r"^@regles-\S+", text, re.MULTILINE), "the file is not tagged @regles-…"
    deals = _golden_deals(name)
    assert len(deals) >= 5, len(deals)
    assert all("la marque est" in deal for deal in deals)
    outcomes = {o for deal in deals for o in re.findall(r'la donne est "([^"]+)"', deal)}
    assert {"faite", "dedans", "capot"} <= outcomes, outcomes
    variant = load_variant(name)
    if variant.rule("bidding.system") == "auction" and variant.rule("bidding.auction.contre"):
        given = [line for deal in deals for line in deal.splitlines() if "Soit une donne" in line]
        assert any(re.search(r"(sur)?contrée\s*$", line) for line in given), given
