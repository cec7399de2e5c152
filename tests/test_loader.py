"""Loading, composing and validating variants (issue: variant files)."""

from __future__ import annotations

import json
from importlib import metadata
from pathlib import Path
from typing import Any

import pytest

import belote_spec
from belote_spec import VariantError, list_variants, load_variant
from belote_spec.loader import thaw
from belote_spec.schema import rule_paths

from .conftest import SHIPPED, VARIANTS


def problems_of(exc: pytest.ExceptionInfo[VariantError]) -> list[str]:
    return [str(p) for p in exc.value.problems]


# ----------------------------------------------------------------------------- shipped


@pytest.mark.parametrize("name", SHIPPED)
def test_shipped_variant_loads_with_every_option(name: str) -> None:
    variant = load_variant(name)
    assert variant.name == name
    assert variant.chain[-1] == "base"
    for option in variant.available_options:
        with_option = load_variant(name, [option])
        assert with_option.options == (option,)
        assert with_option.id == f"{name}+{option}"


def test_list_variants_shows_the_four_variants_and_their_options() -> None:
    infos = {i.name: i for i in list_variants()}
    assert set(SHIPPED) <= set(infos)
    assert "base" not in infos  # abstract
    assert {o.name for o in infos["club"].options} >= {"vache", "sans-atout", "tout-atout"}
    assert {o.name for o in infos["traditional"].options} >= {
        "arrondi",
        "capot-demande",
        "carre-de-sept",
        "fausse-donne",
    }
    assert "base" in {i.name for i in list_variants(include_abstract=True)}


def test_plus_syntax_equals_options_argument() -> None:
    assert load_variant("club+vache+sans-atout") == load_variant("club", ["vache", "sans-atout"])


@pytest.mark.parametrize("name", SHIPPED)
def test_every_rule_is_cited_by_the_variant_itself(name: str) -> None:
    """Every rule path says where it comes from, or that the document is silent."""
    variant = load_variant(name)
    uncited = [p for p in rule_paths() if variant.own_citation(p) is None]
    assert uncited == []
    for path in rule_paths():
        cite = variant.citation(path)
        assert cite is not None, path
        assert cite.source in variant.sources, path


def test_citation_of_an_inherited_rule_names_the_parent_source() -> None:
    cite = load_variant("classic").citation("deal.cut")
    assert cite is not None
    assert cite.inherited_by == ("classic",)  # 002 does not describe the cut
    assert cite.source == "003"
    assert any("coupe" in note for note in cite.inherited_notes)


def test_option_citation_wins_over_the_file() -> None:
    cite = load_variant("club+vache").citation("bidding.prise.vache")
    assert cite is not None
    assert cite.declared_in == "club+vache"
    assert cite.source == "000"


# ------------------------------------------------------- values checked against documents


def test_card_tables_make_the_documented_totals() -> None:
    # 002 « La valeur des cartes »: trump 62, each plain suit 30, 152 + 10 = 162.
    # 000/004: sans atout aces 19 -> 162; tout atout 4 x 62 + 10 = 258.
    for name in SHIPPED:
        cards = load_variant(name).rule("cards")
        der = load_variant(name).rule("deck.dix_de_der")
        assert sum(cards["trump"]["points"].values()) == 62
        assert sum(cards["plain"]["points"].values()) == 30
        assert sum(cards["trump"]["points"].values()) + 3 * 30 + der == 162
        assert 4 * sum(cards["sans_atout"]["points"].values()) + der == 162
        assert 4 * sum(cards["tout_atout"]["points"].values()) + der == 258
        assert cards["trump"]["order"][:2] == ("jack", "nine")


@pytest.mark.parametrize(
    ("spec", "path", "expected"),
    [
        # 002 « Fournir, couper, monter »: without a higher trump, still play a lower one.
        ("classic", "play.undertrump", "required"),
        # 000 rule 4: « on ne pisse pas ».
        ("club", "play.undertrump", "waived"),
        # 003 « Défausse »: a lower trump when you cannot overtrump.
        ("traditional", "play.undertrump", "required"),
        # 002: a card may serve in a carré and a sequence; 000: one annonce only.
        ("classic", "annonces.card_reuse", "carre_and_sequence"),
        ("club", "annonces.card_reuse", "none"),
        # 002: exact points; 000: nearest ten; 003 option: each team on its own, 1010.
        ("classic", "scoring.rounding.method", "none"),
        ("club", "scoring.rounding.method", "each_team"),
        ("traditional+arrondi", "scoring.rounding.method", "each_team"),
        ("traditional+arrondi", "game_end.target", 1010),
        ("traditional", "game_end.target", 1001),
        # capot: 250 (002, 003, 004) or dix de der 100 -> 252 (000).
        ("classic", "scoring.capot.points", 250),
        ("club", "scoring.capot.kind", "der_bonus"),
        ("club", "scoring.capot.dix_de_der", 100),
        # chute: 162 (002, 003); 160 + contract (000, 004).
        ("classic", "scoring.outcomes.dedans.defence.base", 162),
        ("classic", "scoring.outcomes.dedans.defence.contract", False),
        ("traditional", "scoring.outcomes.dedans.defence.base", 162),
        ("club", "scoring.outcomes.dedans.defence.base", 160),
        ("club", "scoring.outcomes.dedans.defence.contract", True),
        ("bridgee", "scoring.outcomes.dedans.defence.base", 160),
        ("bridgee", "scoring.outcomes.dedans.defence.contract", True),
        # chute: the defence scores every annonce of the deal (002, 003; 000: its own and the
        # takers'); the failed taker keeps its belote (002, 003, 004; 000 unless the option).
        ("classic", "scoring.outcomes.dedans.defence.annonces", "all"),
        ("club", "scoring.outcomes.dedans.defence.annonces", "all"),
        ("classic", "scoring.outcomes.dedans.taker.annonces", "none"),
        ("classic", "scoring.outcomes.dedans.taker.belote", "own"),
        ("traditional", "scoring.outcomes.dedans.taker.belote", "own"),
        ("bridgee", "scoring.outcomes.dedans.taker.belote", "own"),
        ("club", "scoring.outcomes.dedans.taker.belote", "own"),
        ("club+belote-prenable", "scoring.outcomes.dedans.taker.belote", "none"),
        ("club+belote-prenable", "scoring.outcomes.dedans.defence.belote", "all"),
        # made: each team its own points (000, 002, 003); 004: the takers add the contract.
        ("classic", "scoring.outcomes.made.taker.contract", False),
        ("bridgee", "scoring.outcomes.made.taker.contract", True),
        ("bridgee", "scoring.outcomes.made.defence.contract", False),
        # the taker must beat the defence, annonces and belote included (000, 002, 003).
        ("classic", "scoring.contract.beat_defence", True),
        ("club", "scoring.contract.counts.taker.annonces", True),
        ("traditional", "scoring.contract.counts.taker.belote", True),
        # 003: a taker put capot fails (162 to the defence); 002: the capot is worth 250 to
        # the team that made it, taker or not.
        ("traditional", "scoring.outcomes.capot_against", {}),
        ("classic", "scoring.outcomes.capot_against", {"defence": {"base": "points"}}),
        # 004: capot announced, doubled if contré: the contre multiplies points and contract.
        ("bridgee", "scoring.outcomes.made.taker.multiply", ("base", "contract")),
        ("bridgee", "scoring.contre.contre", 2),
        ("bridgee", "scoring.contre.surcontre", 4),
        # 004: auction from 80 by 10 to 160, then capot; 1501 points; no annonces.
        ("bridgee", "bidding.system", "auction"),
        ("bridgee", "bidding.auction.floor", 80),
        ("bridgee", "bidding.auction.ceiling", 160),
        ("bridgee", "bidding.first_speaker", "dealer"),
        ("bridgee", "annonces.enabled", False),
        ("bridgee", "game_end.target", 1501),
        ("bridgee", "deal.turned_card", False),
        # 000 options
        ("club+vache", "bidding.prise.vache", True),
        ("club+sans-atout", "bidding.modes.sans_atout", True),
        ("club+tout-atout", "bidding.modes.tout_atout", True),
        # 003 options
        ("traditional+carre-de-sept", "annonces.cancelling_carres.ranks", ("seven", "eight")),
        ("traditional+fausse-donne", "deal.misdeal.penalty", "opponents_score"),
        ("traditional+capot-demande", "scoring.capot.announced.enabled", True),
        ("traditional", "game_end.capot_loser_cannot_win", True),
        ("traditional", "deal.first_dealer", "lowest_card"),
    ],
)
def test_rule_values_follow_the_documents(spec: str, path: str, expected: Any) -> None:
    assert load_variant(spec).rule(path) == expected


# ----------------------------------------------------------------------------- immutability


def test_variant_rules_are_immutable() -> None:
    variant = load_variant("classic")
    with pytest.raises(TypeError):
        variant.rules["play"] = {}  # type: ignore[index]
    with pytest.raises(TypeError):
        variant.rule("play")["undertrump"] = "waived"
    assert isinstance(variant.rule("annonces.tie_break"), tuple)
    with pytest.raises(AttributeError):
        variant.name = "other"  # type: ignore[misc]


def test_to_dict_round_trips_to_plain_data() -> None:
    data = load_variant("club+vache").to_dict()
    assert data["name"] == "club"
    assert data["options"] == ["vache"]
    assert data["rules"]["bidding"]["prise"]["rounds"] == [["any_suit"]]
    assert data["provenance"]["play.undertrump"]["source"] == "000"


# ----------------------------------------------------------------------------- composition

PARENT = """\
title: Parent
extends: base
rules:
  annonces:
    tie_break: [carre_over_sequence, higher]
  game_end:
    target_choices: [500, 1000]
options:
  short:
    title: Short game
    rules:
      game_end: {target: 500}
  long:
    title: Long game
    conflicts: [short]
    rules:
      game_end: {target: 2000}
  needy:
    title: Needs short
    requires: [short]
    rules:
      scoring: {rounding: {method: each_team}}
"""


def test_mappings_merge_and_lists_replace(write: Any) -> None:
    write("parent.yaml", PARENT)
    child = write(
        "child.yaml",
        "title: Child\nextends: parent.yaml\nrules:\n"
        "  annonces:\n    tie_break: [trump]\n"
        "  play: {undertrump: waived}\n",
    )
    variant = load_variant(child)
    assert variant.rule("annonces.tie_break") == ("trump",)  # replaced whole, not appended
    assert variant.rule("play.undertrump") == "waived"
    assert variant.rule("play.overtrump") == "required"  # sibling kept from base
    assert variant.rule("game_end.target_choices") == (500, 1000)  # from parent
    assert variant.chain == ("child", "parent", "base")
    assert set(variant.available_options) == {"short", "long", "needy"}  # inherited


def test_options_apply_in_order_and_check_requires_and_conflicts(write: Any) -> None:
    path = write("parent.yaml", PARENT)
    assert load_variant(path, ["short"]).rule("game_end.target") == 500
    assert load_variant(path, ["needy", "short"]).rule("scoring.rounding.method") == "each_team"
    with pytest.raises(VariantError) as exc:
        load_variant(path, ["short", "long"])
    assert "cannot be chosen together" in problems_of(exc)[0]
    with pytest.raises(VariantError) as exc:
        load_variant(path, ["needy"])
    assert "requires 'short'" in problems_of(exc)[0]


ORDER = """\
name: ordre
title: Ordre
extends: classic
options:
  a:
    title: A
    description: The game to 1500.
    rules:
      game_end: {target: 1500}
  b:
    title: B
    description: The game to 2000.
    rules:
      game_end: {target: 2000}
  x:
    title: X
    description: No undertrumping.
    rules:
      play: {undertrump: waived}
"""


@pytest.mark.parametrize(
    ("options", "target"),
    # a and b both set game_end.target: the one given last wins (README « Options apply after
    # the whole chain, in the order given »), whatever their names' alphabetical order
    [(("a", "b"), 2000), (("b", "a"), 1500), (("x", "b", "a"), 1500), (("b", "x", "a"), 1500)],
)
def test_two_options_setting_one_rule_apply_in_the_order_given(
    write: Any, capsys: pytest.CaptureFixture[str], options: tuple[str, ...], target: int
) -> None:
    path = write("ordre.yaml", ORDER)
    last = options[-1]
    for variant in (load_variant(path, list(options)), load_variant(f"{path}+{'+'.join(options)}")):
        assert variant.rule("game_end.target") == target
        assert variant.options == options
        assert variant.set_by("game_end.target") == f"ordre+{last}"
        # an option that sets another rule keeps it, wherever it stands
        assert variant.rule("play.undertrump") == ("waived" if "x" in options else "required")
    from belote_spec.cli import main

    assert main(["show", f"{path}+{'+'.join(options)}", "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["options"] == list(options)
    assert shown["rules"]["game_end"]["target"] == target


def test_unknown_option_suggests_the_right_one() -> None:
    with pytest.raises(VariantError) as exc:
        load_variant("club", ["vach"])
    (problem,) = exc.value.problems
    assert problem.hint == "did you mean 'vache'?"
    assert "vache" in (problem.expected or "")


def test_remove_takes_away_an_option_a_parent_offers(write: Any) -> None:
    # the shipped club file offers vache, sans-atout, tout-atout, belote-prenable and
    # sous-coupe-interdite; a club that never plays the vache removes that option, and a file
    # extending the club's file does not get it back
    club = write("monclub.yaml", "title: Club\nextends: club\nremove: [options.vache]\n")
    offered = set(load_variant("club").available_options)
    assert {"vache", "tout-atout"} <= offered
    assert set(load_variant(club).available_options) == offered - {"vache"}
    grandchild = write("petit.yaml", "title: Petit\nextends: monclub.yaml\n")
    assert set(load_variant(grandchild).available_options) == offered - {"vache"}
    with pytest.raises(VariantError) as exc:
        load_variant(club, ["vache"])
    (problem,) = exc.value.problems
    assert problem.message == "unknown option 'vache' for variant 'monclub'"
    # the other options still apply, and a rule removal sits in the same list
    assert load_variant(club, ["tout-atout"]).rule("bidding.modes.tout_atout") is True
    both = write(
        "both.yaml",
        "title: Both\nextends: club\nremove: [options.tout-atout, rules.annonces.tie_break]\n"
        "rules:\n  annonces: {tie_break: [trump]}\n",
    )
    variant = load_variant(both)
    assert "tout-atout" not in variant.available_options
    assert variant.rule("annonces.tie_break") == ("trump",)


def test_remove_then_define_an_option_of_the_same_name(write: Any) -> None:
    path = write(
        "anew.yaml",
        "title: Anew\nextends: classic\nremove: [options.sans-annonces]\noptions:\n"
        "  sans-annonces:\n    title: Sans annonces\n    description: Autrement.\n"
        "    rules:\n      game_end: {target: 700}\n",
    )
    variant = load_variant(path, ["sans-annonces"])
    assert variant.rule("game_end.target") == 700
    assert variant.rule("annonces.enabled") is True  # the parent's option did not apply


def test_removing_an_option_no_parent_offers_is_located(write: Any) -> None:
    path = write(
        "bad.yaml",
        "title: Bad\nextends: classic\nremove:\n  - rules.play.undertrump\n"
        "  - options.sans-annonce\n  - options.vache\nrules:\n  play: {undertrump: waived}\n",
    )
    with pytest.raises(VariantError) as exc:
        load_variant(path)
    problems = sorted(exc.value.problems, key=lambda p: p.line)
    assert [(p.line, p.column, p.path) for p in problems] == [
        (5, 5, "remove[1]"),
        (6, 5, "remove[2]"),
    ]
    assert [p.message for p in problems] == [
        "nothing to remove at 'options.sans-annonce'",
        "nothing to remove at 'options.vache'",
    ]
    assert problems[0].hint == "did you mean 'options.sans-annonces'?"
    assert problems[1].expected == "an option that a parent variant offers: sans-annonces"
    base_child = write("b.yaml", "title: B\nextends: base\nremove: [options.x]\n")
    with pytest.raises(VariantError) as exc:
        load_variant(base_child)
    assert "the parents offer none" in (exc.value.problems[0].expected or "")


def test_a_wrong_option_removal_is_reported_with_the_file_s_other_problems(write: Any) -> None:
    # every problem at once: the unknown option beside a wrong value of the same file
    path = write(
        "both.yaml",
        "title: Both\nextends: classic\nremove: [options.sans-anonces]\n"
        "rules:\n  table: {players: 5}\n",
    )
    with pytest.raises(VariantError) as exc:
        load_variant(path)
    assert {p.path for p in exc.value.problems} == {"remove[0]", "table.players"}


def test_remove_deletes_a_parent_key_before_merging(write: Any) -> None:
    child = write(
        "child.yaml",
        "title: Child\nextends: base\nremove: [rules.annonces.tie_break]\n"
        "rules:\n  annonces: {tie_break: [trump]}\n",
    )
    assert load_variant(child).rule("annonces.tie_break") == ("trump",)
    orphan = write("orphan.yaml", "title: Orphan\nextends: base\nremove: [rules.play]\n")
    with pytest.raises(VariantError) as exc:
        load_variant(orphan)
    messages = problems_of(exc)
    assert all("missing required rule" in m for m in messages)
    assert len(messages) == 1  # the whole group is missing: one problem, not ten
    assert "orphan.yaml" in messages[0]


def test_extends_cycle_is_reported_with_the_whole_cycle(write: Any) -> None:
    write("a.yaml", "title: A\nextends: b.yaml\n")
    write("b.yaml", "title: B\nextends: c.yaml\n")
    c = write("c.yaml", "title: C\nextends: a.yaml\n")
    with pytest.raises(VariantError) as exc:
        load_variant(c)
    (problem,) = exc.value.problems
    assert "cycle" in problem.message
    assert "c → a → b → c" in problem.message
    assert problem.path == "extends"
    assert problem.line == 2


def test_unknown_parent_suggests_a_name(write: Any) -> None:
    path = write("x.yaml", "title: X\nextends: clasic\n")
    with pytest.raises(VariantError) as exc:
        load_variant(path)
    (problem,) = exc.value.problems
    assert (problem.line, problem.column, problem.path) == (2, 10, "extends")
    assert problem.hint == "did you mean 'classic'?"


def test_problems_of_parent_and_child_are_reported_together(write: Any) -> None:
    write("parent.yaml", "title: P\nextends: base\nrules:\n  play: {undertrump: never}\n")
    child = write("child.yaml", "title: C\nextends: parent.yaml\nrules:\n  deck: {cards: 52}\n")
    with pytest.raises(VariantError) as exc:
        load_variant(child)
    files = {Path(p.file).name for p in exc.value.problems}
    assert files == {"parent.yaml", "child.yaml"}


def test_missing_rules_of_a_standalone_file_are_all_listed(write: Any) -> None:
    path = write("alone.yaml", "title: Alone\nrules:\n  table: {players: 4}\n")
    with pytest.raises(VariantError) as exc:
        load_variant(path)
    paths = {p.path for p in exc.value.problems}
    assert "table" in paths  # partnership and rotation are missing
    assert "" in paths or "deck" not in paths  # the missing groups are reported at the root
    assert len(exc.value.problems) >= 10


def test_unknown_variant_name_suggests_one() -> None:
    with pytest.raises(VariantError) as exc:
        load_variant("brigee")
    assert exc.value.problems[0].hint == "did you mean 'bridgee'?"


def test_error_text_lists_every_problem(write: Any) -> None:
    path = write(
        "bad.yaml",
        "title: Bad\nextends: base\nrules:\n  play:\n    undertrump: requird\n"
        "  deck:\n    dix_de_der: 1000\n  belote:\n    pointz: 20\n",
    )
    with pytest.raises(VariantError) as exc:
        load_variant(path)
    text = str(exc.value)
    assert "3 problems" in text
    assert "bad.yaml:5:17: play.undertrump: requird is not an allowed value" in text
    assert "did you mean 'required'?" in text
    assert "bad.yaml:7:17: deck.dix_de_der: 1000 is out of range" in text
    assert "bad.yaml:9:5: belote.pointz: unknown key 'pointz'" in text


# ----------------------------------------------------------------------------- entry points


class _FakeEntryPoint:
    def __init__(self, name: str, value: object) -> None:
        self.name = name
        self.value = f"fake:{name}"
        self._value = value

    def load(self) -> object:
        return self._value


def test_third_party_variant_folder_through_entry_points(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "extra"
    folder.mkdir()
    (folder / "maison.yaml").write_text(
        "title: Belote de la maison\nextends: classic\nrules:\n  game_end: {target: 2000}\n",
        encoding="utf-8",
    )
    real = metadata.entry_points

    def fake(**kw: Any) -> Any:
        if kw.get("group") == belote_spec.loader.ENTRY_POINT_GROUP:
            return [_FakeEntryPoint("maison-pkg", str(folder))]
        return real(**kw)

    monkeypatch.setattr(metadata, "entry_points", fake)
    names = {i.name: i for i in list_variants()}
    assert names["maison"].origin == "maison-pkg"
    variant = load_variant("maison")
    assert variant.rule("game_end.target") == 2000
    assert variant.chain == ("maison", "classic", "base")


def test_broken_entry_point_warns_and_is_skipped(monkeypatch: pytest.MonkeyPatch) -> None:
    class Broken:
        name = "broken"
        value = "nowhere:thing"

        def load(self) -> object:
            raise ImportError("no module named nowhere")

    real = metadata.entry_points
    monkeypatch.setattr(
        metadata,
        "entry_points",
        lambda **kw: [Broken()] if kw.get("group") == "belote_spec.variants" else real(**kw),
    )
    with pytest.warns(RuntimeWarning, match="nowhere"):
        names = {i.name for i in list_variants()}
    assert set(SHIPPED) <= names


def test_shipped_files_declare_the_schema_for_editors() -> None:
    for path in sorted(VARIANTS.glob("*.yaml")):
        first = path.read_text(encoding="utf-8").splitlines()[0]
        assert first == "# yaml-language-server: $schema=variant.schema.json", path
    # The name resolves beside the variants, to the package's schema.
    beside = (VARIANTS / "variant.schema.json").read_text(encoding="utf-8")
    assert beside == (VARIANTS.parent / "belote_spec/schema/variant.schema.json").read_text("utf-8")


def test_to_dict_is_json_serialisable() -> None:
    import json

    for name in SHIPPED:
        text = json.dumps(load_variant(name).to_dict())
        assert thaw(json.loads(text)["rules"]) == thaw(load_variant(name).rules)


def test_a_misspelled_key_does_not_hide_the_missing_rules(write) -> None:  # type: ignore[no-untyped-def]
    # A standalone file (no parent) misspells play.undertrump: it gets the unknown key and,
    # at once, every rule it does not state, the real undertrump among them.
    path = write("standalone.yaml", "title: x\nrules:\n  play: {undertrum: required}\n")
    with pytest.raises(VariantError) as exc:
        load_variant(path)
    messages = [(p.path, p.message) for p in exc.value.problems]
    assert ("play.undertrum", "unknown key 'undertrum'") in messages
    assert ("play", "missing required rule 'undertrump'") in messages
    assert ("rules", "missing required rule 'deal'") in messages


def test_a_variant_is_loaded_again_when_one_of_its_files_changes(write: Any) -> None:
    # load_variant keeps what it loaded; a change to any file of the chain, even one that
    # keeps its size, is seen at the next load.
    parent = write(
        "cp.yaml", "title: Parent\nextends: classic\nrules:\n  game_end: {target: 1000}\n"
    )
    child = write("cc.yaml", "title: Child\nextends: cp\n")
    first = load_variant(child)
    assert load_variant(child) is first  # nothing changed: the same object
    assert first.rule("game_end.target") == 1000
    text = parent.read_text(encoding="utf-8")
    parent.write_text(text.replace("1000", "2000"), encoding="utf-8")  # same size
    again = load_variant(child)
    assert again is not first
    assert again.rule("game_end.target") == 2000
    child.write_text("title: Child\nextends: cp\nrules:\n  game_end: {target: 500}\n")
    assert load_variant(child).rule("game_end.target") == 500


def test_each_file_is_read_once_for_every_combination_of_its_options(
    write: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Loading a variant under several options (what ``validate`` does for each combination)
    parses and schema-checks each file of the chain once; a changed file is parsed again."""
    from belote_spec import loader

    parsed: list[str] = []
    real = loader._parse_file

    def counting(path: Path, *args: Any) -> Any:
        parsed.append(path.name)
        return real(path, *args)

    monkeypatch.setattr(loader, "_parse_file", counting)
    mine = write(
        "once.yaml",
        "title: Once\nextends: classic\noptions:\n"
        "  a: {title: A, rules: {game_end: {target: 500}}}\n"
        "  b: {title: B, rules: {game_end: {target: 1000}}}\n",
    )
    plain = load_variant(mine)
    with_a = load_variant(mine, ["a"])
    with_b = load_variant(mine, ["b"])
    assert parsed.count("once.yaml") == 1
    assert (with_a.rule("game_end.target"), with_b.rule("game_end.target")) == (500, 1000)
    assert plain.rule("game_end.target") == load_variant("classic").rule("game_end.target")
    mine.write_text(mine.read_text(encoding="utf-8").replace("500", "600"), encoding="utf-8")
    parsed.clear()
    assert load_variant(mine, ["a"]).rule("game_end.target") == 600
    assert parsed == ["once.yaml"]


@pytest.mark.parametrize(
    ("options", "where", "message"),
    [
        (
            "  a: {title: A, requires: [b]}\n  b: {title: B, requires: [a]}\n",
            ("options.a.requires", 4),
            "option 'a' requires itself, through a → b → a",
        ),
        (
            "  a: {title: A, conflicts: [a]}\n",
            ("options.a.conflicts", 4),
            "option 'a' conflicts with itself",
        ),
        (
            "  a: {title: A, requires: [b], conflicts: [b]}\n  b: {title: B}\n",
            ("options.a.conflicts", 4),
            "option 'a' can never be chosen: it conflicts with 'b', which it requires (a → b)",
        ),
        (
            "  a: {title: A, requires: [b]}\n  b: {title: B, conflicts: [a]}\n",
            ("options.a.requires", 4),
            "option 'a' can never be chosen: 'b', which it requires (a → b), conflicts with it",
        ),
    ],
)
def test_an_option_no_player_can_choose_is_a_located_problem(
    write: Any, options: str, where: tuple[str, int], message: str
) -> None:
    path = write("unchoosable.yaml", "title: U\nextends: classic\noptions:\n" + options)
    with pytest.raises(VariantError) as exc:
        load_variant(path)
    found = [p for p in exc.value.problems if p.path == where[0]]
    assert [(p.line, p.message) for p in found][:1] == [(where[1], message)]


def test_an_option_named_by_a_number_is_one_problem(write: Any) -> None:
    path = write(
        "numbered.yaml",
        "title: Numbered\nextends: classic\noptions:\n"
        "  a: {title: A}\n  b: {title: B, conflicts: [a, 7]}\n",
    )
    with pytest.raises(VariantError) as exc:
        load_variant(path)
    assert [(p.path, p.message) for p in exc.value.problems] == [
        ("options.b.conflicts[1]", "got a number (7)")
    ]
