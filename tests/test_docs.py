"""The documentation, the Sphinx extension and the generated rulebooks.

Like datasette's ``tests/test_docs.py``, these tests fail when something is left undocumented:
a hook without its section and exact signature, a schema key missing from the YAML reference, a
command of ``belote-spec`` missing from the CLI page, a shipped variant without its rulebooks.
The whole documentation is built once, with ``-W`` (warnings are errors), into a temporary
folder; the generated rulebooks must follow the variant files, value by value.
"""

from __future__ import annotations

import argparse
import copy
import html
import importlib.util
import inspect
import re
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import belote_spec
from belote_spec import hookspecs
from belote_spec.cli import build_parser, main
from belote_spec.loader import thaw
from belote_spec.rulebook.text import RuleText
from belote_spec.rulebook.words import VALUE_LABELS, rule_title, value_label
from belote_spec.schema import load_schema, rule_paths, rule_schema

from .conftest import ROOT, SHIPPED

DOCS = ROOT / "docs"
EXAMPLES = DOCS / "tutoriels" / "exemples"
HOOKS = [
    (name, fn)
    for name, fn in inspect.getmembers(hookspecs, inspect.isfunction)
    if name.startswith("belote_")
]
#: The sentence the rulebook writes for ``play.undertrump: required`` (and part of ``waived``).
PISSER = "vous devez tout de même jouer un atout plus faible (pisser)"
ON_NE_PISSE_PAS = "on ne pisse pas"


# ------------------------------------------------------------------------------ helpers


def squash(text: str) -> str:
    """Unescaped text with every kind of space made one plain space."""
    text = html.unescape(text).replace("\u00a0", " ").replace("\u202f", " ").replace("’", "'")
    return " ".join(text.split())


def page_text(page: Path) -> str:
    """The visible text of a built page (tags removed)."""
    source = page.read_text(encoding="utf-8")
    body = source.split('<div class="body"', 1)[-1]
    body = re.sub(r"<script.*?</script>|<style.*?</style>", " ", body, flags=re.S)
    return squash(re.sub(r"<[^>]+>", "", body))


class _ByClass(HTMLParser):
    """Collects the text of every element that has a given CSS class."""

    VOID = frozenset({"br", "img", "hr", "meta", "link", "input", "col", "wbr"})

    def __init__(self, cls: str) -> None:
        super().__init__(convert_charrefs=True)
        self.cls = cls
        self.depth = 0  # depth inside the current match, 0 when outside
        self.found: list[str] = []
        self.current: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self.VOID:
            return
        if self.depth:
            self.depth += 1
            return
        classes = (dict(attrs).get("class") or "").split()
        if self.cls in classes:
            self.depth = 1
            self.current = []

    def handle_endtag(self, tag: str) -> None:
        if tag in self.VOID or not self.depth:
            return
        self.depth -= 1
        if not self.depth:
            self.found.append(squash("".join(self.current)))

    def handle_data(self, data: str) -> None:
        if self.depth:
            self.current.append(data)


def by_class(page: Path | str, cls: str) -> list[str]:
    """The texts of the elements of class ``cls`` in a page (or an HTML string)."""
    source = page.read_text(encoding="utf-8") if isinstance(page, Path) else page
    parser = _ByClass(cls)
    parser.feed(source)
    return parser.found


def classes_in(page: Path) -> set[str]:
    """Every CSS class used in a page."""
    source = page.read_text(encoding="utf-8")
    return {c for value in re.findall(r'class="([^"]*)"', source) for c in value.split()}


def subcommands() -> dict[str, argparse.ArgumentParser]:
    for action in build_parser()._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    raise AssertionError("belote-spec has no subcommands")


def load_module(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, EXAMPLES / f"{name}.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@dataclass(frozen=True)
class Built:
    html: Path
    seconds: float
    stderr: str


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> Built:
    """The whole documentation, built once with ``-W`` into a temporary folder."""
    out = tmp_path_factory.mktemp("docs")
    start = time.perf_counter()
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "sphinx",
            "-W",
            "--keep-going",
            "-q",
            "-b",
            "html",
            "-d",
            str(out / "doctrees"),
            str(DOCS),
            str(out / "html"),
        ],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=ROOT,
    )
    seconds = time.perf_counter() - start
    assert proc.returncode == 0, f"the docs do not build with -W:\n{proc.stderr}"
    return Built(out / "html", seconds, proc.stderr)


def rulebook(tmp_path: Path, spec: str, *extra: str) -> Path:
    """``belote-spec rulebook SPEC -o DIR``; returns index.html."""
    out = tmp_path / re.sub(r"[^a-z0-9]+", "-", spec.lower())
    assert main(["rulebook", spec, "-o", str(out), *extra]) == 0
    return out / "index.html"


# ------------------------------------------------------------------------------ the build


def test_docs_build_with_warnings_as_errors_and_quickly(docs: Built) -> None:
    assert docs.stderr.strip() == ""
    assert (docs.html / "index.html").is_file()
    assert docs.seconds < 60, f"the docs took {docs.seconds:.1f}s to build"


def test_the_stylesheet_is_published(docs: Built) -> None:
    css = (docs.html / "_static" / "belote.css").read_text(encoding="utf-8")
    assert ".belote-red" in css
    assert ".belote-black" in css
    assert "belote.css" in (docs.html / "regles" / "classic.html").read_text(encoding="utf-8")


# ------------------------------------------------------------------------------ completeness


@pytest.mark.parametrize(("name", "fn"), HOOKS, ids=[name for name, _fn in HOOKS])
def test_every_hook_is_documented_with_its_exact_signature(
    docs: Built, name: str, fn: Callable[..., Any]
) -> None:
    source = (DOCS / "reference" / "hooks.rst").read_text(encoding="utf-8")
    assert f".. _hook-{name}:" in source, f"docs/reference/hooks.rst has no section for {name}"
    assert f".. autofunction:: belote_spec.hookspecs.{name}" in source
    signature = inspect.signature(fn)
    params = ", ".join(f"{p.name}: {p.annotation}" for p in signature.parameters.values())
    expected = f"{name}({params}) → {signature.return_annotation}"
    built = page_text(docs.html / "reference" / "hooks.html")
    assert expected in built, f"{expected!r} is not in the hook reference"


def test_the_hook_reference_documents_no_hook_that_does_not_exist() -> None:
    source = (DOCS / "reference" / "hooks.rst").read_text(encoding="utf-8")
    documented = set(re.findall(r"^\.\. _hook-(\w+):$", source, flags=re.M))
    assert documented == {name for name, _fn in HOOKS}


@pytest.mark.parametrize("lang_page", ["reference/yaml.html", "en/yaml.html"])
def test_every_schema_key_is_in_the_yaml_reference(docs: Built, lang_page: str) -> None:
    page = docs.html / lang_page
    source = page.read_text(encoding="utf-8")
    text = page_text(page)
    missing = [
        path
        for path in rule_paths()
        if f'id="rule-{path.replace(".", "-").replace("_", "-")}"' not in source or path not in text
    ]
    assert not missing, f"rule paths missing from {lang_page}: {missing}"
    schema = load_schema()
    for key in [
        *schema["properties"],
        *schema["$defs"]["option"]["properties"],
        *schema["$defs"]["citation"]["properties"],
    ]:
        assert key in text, f"the file key {key!r} is missing from {lang_page}"


def test_every_enumerated_value_is_explained(docs: Built) -> None:
    text = page_text(docs.html / "reference" / "yaml.html")
    for path in rule_paths():
        node = rule_schema(path) or {}
        for value in node.get("enum", []):
            assert f"{value} — {value_label(path, value, 'fr')}" in text, (path, value)


def test_every_cli_command_is_documented(docs: Built) -> None:
    source = (DOCS / "reference" / "cli.rst").read_text(encoding="utf-8")
    built = page_text(docs.html / "reference" / "cli.html")
    for command, parser in subcommands().items():
        assert f".. belote:cli:: {command}\n" in source, f"no section for `belote-spec {command}`"
        assert f".. _cli-{command}:" in source
        assert f"usage: belote-spec {command}" in built
        for action in parser._actions:
            if isinstance(action, argparse._HelpAction):
                continue  # argparse's own -h, in every usage line
            for option in action.option_strings:
                assert option in built, f"`belote-spec {command} {option}` is undocumented"


def test_every_shipped_variant_has_a_french_and_an_english_rulebook(docs: Built) -> None:
    names = [info.name for info in belote_spec.list_variants() if info.origin == "builtin"]
    assert set(SHIPPED) <= set(names)
    for name in names:
        fr = docs.html / "regles" / f"{name}.html"
        en = docs.html / "en" / "rules" / f"{name}.html"
        assert "belote-rulebook" in classes_in(fr), name
        assert "belote-lang-fr" in classes_in(fr)
        assert "belote-lang-en" in classes_in(en)


def test_the_home_page_links_every_part(docs: Built) -> None:
    index = (docs.html / "index.html").read_text(encoding="utf-8")
    for page in (
        "regles/index.html",
        "comparaison.html",
        "tutoriels/ecrire-sa-variante.html",
        "tutoriels/ecrire-un-plugin.html",
        "reference/yaml.html",
        "reference/cli.html",
        "reference/api.html",
        "reference/hooks.html",
        "reference/sphinx.html",
        "en/index.html",
    ):
        assert f'href="{page}"' in index, page


def test_the_api_reference_documents_the_modules(docs: Built) -> None:
    source = (docs.html / "reference" / "api.html").read_text(encoding="utf-8")
    for anchor in (
        "belote_spec.load_variant",
        "belote_spec.Variant.rule",
        "belote_spec.engine.Rules.legal_cards",
        "belote_spec.engine.Rules.score_deal",
        "belote_spec.cards.parse_card",
        "belote_spec.cards.Card",
    ):
        assert f'id="{anchor}"' in source, anchor


# ------------------------------------------------------------------------------ the rulebooks


def test_sections_follow_the_data(docs: Built) -> None:
    classic = classes_in(docs.html / "regles" / "classic.html")
    bridgee = classes_in(docs.html / "regles" / "bridgee.html")
    # classic: prise, no auction; annonces
    assert "belote-section-prise" in classic
    assert "belote-section-auction" not in classic
    assert "belote-section-annonces" in classic
    # bridgee: an auction and no annonces section at all (belote stays)
    assert "belote-section-auction" in bridgee
    assert "belote-section-prise" not in bridgee
    assert "belote-section-annonces" not in bridgee
    assert "belote-section-belote" in bridgee
    bridgee_text = page_text(docs.html / "regles" / "bridgee.html")
    assert "Les annonces" not in by_class(docs.html / "regles" / "bridgee.html", "belote-section")
    assert "On joue sans annonces" in bridgee_text
    assert "Les enchères" not in page_text(docs.html / "regles" / "classic.html")


def test_each_rule_cites_its_source(docs: Built) -> None:
    page = docs.html / "regles" / "classic.html"
    rules = by_class(page, "belote-rule")
    cites = by_class(page, "belote-cite")
    assert len(rules) > 40
    assert len(cites) >= len(rules)
    assert all(c.startswith(("Source", "Sources")) for c in cites)
    text = page_text(page)
    assert "002, « Fournir, couper, monter »" in text
    assert "choix" in by_class(page, "belote-choice")
    assert "hérité" in by_class(page, "belote-inherited")


def test_the_play_obligations_are_numbered_rules(docs: Built) -> None:
    source = (docs.html / "regles" / "classic.html").read_text(encoding="utf-8")
    listing = re.search(r'<ol class="[^"]*belote-numbered[^"]*"[^>]*>(.*?)</ol>', source, re.S)
    assert listing is not None
    assert listing.group(1).count("<li>") >= 9
    assert PISSER in squash(re.sub(r"<[^>]+>", "", listing.group(1)))


def test_cards_are_shown_in_colour_and_order_tables_are_rows_of_cards(docs: Built) -> None:
    page = docs.html / "regles" / "club.html"
    source = page.read_text(encoding="utf-8")
    assert re.search(r'<abbr class="belote-card belote-red belote-suit-hearts"', source)
    assert re.search(r'<abbr class="belote-card belote-black belote-suit-spades"', source)
    tables = re.findall(r'<table class="[^"]*belote-order-trump[^"]*".*?</table>', source, re.S)
    assert tables
    assert len(re.findall(r'class="belote-card ', tables[0])) == 8
    assert "V♥ 9♥ A♥ 10♥ R♥ D♥ 8♥ 7♥" in squash(re.sub(r"<[^>]+>", "", tables[0]))


def test_both_languages_are_generated(docs: Built) -> None:
    fr = page_text(docs.html / "regles" / "traditional.html")
    en = page_text(docs.html / "en" / "rules" / "traditional.html")
    assert PISSER in fr
    assert "If you cannot overtrump an opponent you must still play a lower trump" in en
    assert "Computed examples" in en
    assert "Exemples calculés" in fr


def test_the_comparison_matrix_shows_the_differences(docs: Built) -> None:
    page = docs.html / "comparaison.html"
    text = page_text(page)
    assert "play.undertrump" in text
    assert "pisser obligatoire" in text
    assert "on ne pisse pas" in text
    cells = by_class(page, "belote-differs")
    assert any(c.startswith("on ne pisse pas") for c in cells)
    assert "table.players" not in text  # identical everywhere: not shown


# ------------------------------------------------------------------------------ data → text


def _mine(tmp_path: Path, rules: str) -> Path:
    path = tmp_path / "mine.yaml"
    path.write_text(f"title: Ma variante\nextends: classic\nrules:\n{rules}", encoding="utf-8")
    return path


def test_changing_one_value_changes_the_text_and_the_computed_example(tmp_path: Path) -> None:
    classic = rulebook(tmp_path, "classic")
    mine = rulebook(tmp_path, str(_mine(tmp_path, "  play:\n    undertrump: waived\n")))

    def rule(page: Path) -> str:
        (text,) = by_class(page, "belote-rule-play-undertrump")
        return text

    def example(page: Path) -> str:
        (text,) = by_class(page, "belote-example-undertrump")
        return text

    assert PISSER in rule(classic)
    assert ON_NE_PISSE_PAS not in rule(classic)
    assert ON_NE_PISSE_PAS in rule(mine)
    assert PISSER not in rule(mine)
    # the engine's verdict on the same position follows the value
    assert "Main de Sud : A♥ 7♥ R♦ 10♣ 8♣" in example(classic)
    assert "Cartes permises : A♥ 7♥. Refusées : R♦ 10♣ 8♣" in example(classic)
    assert "Toutes vos cartes sont permises" in example(mine)
    assert "Refusées" not in example(mine)
    # and so does the summary
    assert "pisser obligatoire" in by_class(classic, "belote-facts")[0]
    assert "on ne pisse pas" in by_class(mine, "belote-facts")[0]


def test_changing_a_scoring_value_changes_the_scored_deals(tmp_path: Path) -> None:
    classic = rulebook(tmp_path, "classic")
    mine = rulebook(tmp_path, str(_mine(tmp_path, "  scoring:\n    dedans: {base: 200}\n")))
    (before,) = by_class(classic, "belote-score-dedans")
    (after,) = by_class(mine, "belote-score-dedans")
    assert "Marque : Nord–Sud 20, Est–Ouest 182." in before
    assert "Marque : Nord–Sud 20, Est–Ouest 220." in after
    assert "la défense marque 200 points" in page_text(mine)


def test_the_rulebook_of_a_variant_with_options(tmp_path: Path) -> None:
    page = rulebook(tmp_path, "club+vache")
    text = page_text(page)
    assert "Belote du club en ligne, avec « La vache »" in text
    assert "Un seul tour de parole" in text
    assert "(option « vache »)" in text  # the citation comes from the option
    options = by_class(page, "belote-section-options")
    assert options
    assert "Sans atout (+sans-atout)" in options[0]
    assert "Tout atout (+tout-atout)" in options[0]


def test_english_standalone_rulebook(tmp_path: Path) -> None:
    page = rulebook(tmp_path, "bridgee", "--lang", "en")
    text = page_text(page)
    assert "The auction" in text
    assert "Computed deals" in text
    assert "Les enchères" not in text
    assert '<html lang="en"' in page.read_text(encoding="utf-8")


def test_rulebook_command_errors_are_clean(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["rulebook", "clasic", "-o", str(tmp_path / "out")]) == 1
    err = capsys.readouterr().err
    assert "unknown variant 'clasic'" in err
    assert "did you mean 'classic'?" in err
    assert "Traceback" not in err
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    assert main(["rulebook", "classic", "-o", str(blocker / "out")]) == 1
    err = capsys.readouterr().err
    assert err.startswith("belote-spec rulebook: cannot create the folder")
    assert main(["rulebook", "classic", "-o", str(blocker)]) == 1
    assert "it is a file, not a folder" in capsys.readouterr().err
    assert main(["rulebook", str(tmp_path / "nope.yaml"), "-o", str(tmp_path / "o")]) == 1
    assert "no such variant file" in capsys.readouterr().err


def test_rulebook_command_in_a_subprocess_has_no_traceback(tmp_path: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "belote_spec", "rulebook", "nope", "-o", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert proc.returncode == 1
    assert "unknown variant 'nope'" in proc.stderr
    assert "Traceback" not in proc.stderr


# ------------------------------------------------------------------------------ the generator


@pytest.mark.parametrize(
    "spec",
    [
        *SHIPPED,
        "club+vache+sans-atout+tout-atout+belote-prenable",
        "traditional+arrondi",
        "traditional+sans-annonces",
        "traditional+capot-demande+carre-de-sept",
    ],
)
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_rulebook_states_or_knowingly_omits_every_rule(spec: str, lang: str) -> None:
    variant = belote_spec.load_variant(spec)
    text = RuleText(variant.rule, "fr" if lang == "fr" else "en", variant.compile().tables)
    text.all_statements()
    assert text.coverage.missing() == []


def test_every_value_has_a_label_and_every_rule_a_title() -> None:
    for path in rule_paths(groups=True):
        assert rule_title(path, "fr"), path
        assert rule_title(path, "en"), path
    for path in rule_paths():
        node = rule_schema(path) or {}
        values = node.get("enum") or (node.get("items") or {}).get("enum") or []
        if path.endswith(("order", "ranks")):
            continue  # ranks are written as card letters
        for value in values:
            assert value in VALUE_LABELS.get(path, {}), f"{path}: {value!r} has no label"


def _setter(rules: dict[str, Any], path: str, value: Any) -> dict[str, Any]:
    out = copy.deepcopy(rules)
    node = out
    *parents, leaf = path.split(".")
    for part in parents:
        node = node[part]
    node[leaf] = value
    return out


def _getter(rules: dict[str, Any]) -> Callable[[str], Any]:
    def get(path: str) -> Any:
        node: Any = rules
        for part in path.split("."):
            node = node[part]
        return node

    return get


BASES = ["classic", "bridgee", "club+sans-atout+tout-atout", "traditional+carre-de-sept"]


def _alternatives(path: str) -> list[Any]:
    node = rule_schema(path) or {}
    if node.get("type") == "boolean":
        return [True, False]
    values = node.get("enum", [])
    return list(values) if len(values) > 1 else []


@pytest.mark.parametrize("path", [p for p in rule_paths() if _alternatives(p)])
def test_each_value_of_a_rule_is_written_differently(path: str) -> None:
    """Text is generated from the values: two values of a rule never read the same (in at
    least one variant where the rule has an effect)."""
    for base in BASES:
        rules = thaw(belote_spec.load_variant(base).rules)
        texts = {}
        for value in _alternatives(path):
            changed = _setter(rules, path, value)
            statements = RuleText(_getter(changed), "fr").all_statements()
            texts[repr(value)] = " ".join(s.text for s in statements)
        if len(set(texts.values())) == len(texts):
            return
    pytest.fail(f"the values of {path} are not all written differently in {BASES}")


# ------------------------------------------------------------------------------ the tutorials


def test_the_tutorial_variant_is_valid() -> None:
    variant = belote_spec.load_variant(EXAMPLES / "ma-variante.yaml")
    assert variant.rule("play.undertrump") == "waived"
    assert "vache" in variant.available_options


def test_the_replacement_plugin_of_the_tutorial() -> None:
    plugin = load_module("fournir_seulement")
    variant = belote_spec.load_variant(EXAMPLES / "ma-variante-enfants.yaml")
    rules = variant.compile(plugins={"fournir-seulement": plugin})
    trick = [("N", "A♠"), ("W", "9♥")]
    assert [c.french for c in rules.legal_cards("A♥ 7♥ R♠", trick, "H")] == ["R♠"]
    assert len(rules.legal_cards("A♥ 7♥ R♦ 10♣ 8♣", trick, "H")) == 5
    classic = belote_spec.load_variant("classic").compile()
    assert len(classic.legal_cards("A♥ 7♥ R♦ 10♣ 8♣", trick, "H")) == 2


def test_the_wrapper_plugin_of_the_tutorial(tmp_path: Path) -> None:
    plugin = load_module("marque_doublee")
    path = tmp_path / "double.yaml"
    path.write_text(
        "title: Double\nextends: classic\nrules:\n  plugins: [marque-doublee]\n", encoding="utf-8"
    )
    rules = belote_spec.load_variant(path).compile(plugins={"marque-doublee": plugin})
    score = rules.score_deal({"taker": "NS", "trump": "H", "bid": None}, {"NS": 95, "EW": 67})
    assert (score.NS, score.EW) == (190, 134)


# ------------------------------------------------------------------------------ the extension


def _sphinx(src: Path, out: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "sphinx", "-W", "-q", "-b", "html", *extra, str(src), str(out)],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
    )


def test_editing_a_variant_file_rebuilds_the_pages_that_show_it(tmp_path: Path) -> None:
    src = tmp_path / "src"
    src.mkdir()
    (src / "conf.py").write_text('extensions = ["belote_spec.sphinxext"]\n', encoding="utf-8")
    variant = src / "maison.yaml"
    variant.write_text(
        "title: Maison\nextends: classic\nrules:\n  play:\n    undertrump: required\n",
        encoding="utf-8",
    )
    (src / "index.rst").write_text(".. belote:play:: maison.yaml\n", encoding="utf-8")
    out = tmp_path / "html"
    first = _sphinx(src, out)
    assert first.returncode == 0, first.stderr
    assert PISSER in page_text(out / "index.html")
    variant.write_text(variant.read_text(encoding="utf-8").replace("required", "waived"))
    second = _sphinx(src, out)  # incremental: no -E
    assert second.returncode == 0, second.stderr
    text = page_text(out / "index.html")
    assert ON_NE_PISSE_PAS in text
    assert PISSER not in text


def test_a_directive_with_an_unknown_variant_fails_the_build_with_its_location(
    tmp_path: Path,
) -> None:
    src = tmp_path / "src"
    src.mkdir()
    (src / "conf.py").write_text('extensions = ["belote_spec.sphinxext"]\n', encoding="utf-8")
    (src / "index.rst").write_text("Titre\n=====\n\n.. belote:rulebook:: clasic\n")
    proc = _sphinx(src, tmp_path / "html")
    assert proc.returncode != 0
    assert "index.rst:4" in proc.stderr
    assert "cannot load variant 'clasic'" in proc.stderr
    assert "did you mean 'classic'?" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_the_card_role_rejects_a_bad_card(tmp_path: Path) -> None:
    src = tmp_path / "src"
    src.mkdir()
    (src / "conf.py").write_text('extensions = ["belote_spec.sphinxext"]\n', encoding="utf-8")
    (src / "index.rst").write_text("Titre\n=====\n\nVoir :belote:card:`V♥ 11♠`.\n")
    proc = _sphinx(src, tmp_path / "html")
    assert proc.returncode != 0
    assert "index.rst:4" in proc.stderr
    assert "belote:card" in proc.stderr
