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
import functools
import html
import importlib.util
import inspect
import json
import random
import re
import subprocess
import sys
from collections.abc import Callable
from html.parser import HTMLParser
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import belote_spec
from belote_spec import hookspecs
from belote_spec.cli import build_parser, main
from belote_spec.engine.rules import Rules
from belote_spec.engine.scoring import Terms, round_ten
from belote_spec.engine.tables import SA, TA
from belote_spec.loader import thaw
from belote_spec.rulebook.examples import (
    annonce_example,
    example_bid,
    lowest_bid,
    play_positions,
    score_examples,
)
from belote_spec.rulebook.proofread import generated_texts, proofread
from belote_spec.rulebook.render import Ctx, plain_text, rulebook_nodes, variant_shares
from belote_spec.rulebook.sphinxext import rulebook_page, write_rulebook_pages
from belote_spec.rulebook.terms import Situation
from belote_spec.rulebook.text import RuleText
from belote_spec.rulebook.words import (
    LANGS,
    VALUE_LABELS,
    Lang,
    rule_title,
    value_label,
)
from belote_spec.schema import load_schema, rule_paths, rule_schema

from .conftest import (
    ROOT,
    SHIPPED,
    SPECS,
    DocsBuild,
    built_docs,
    hide_modules,
    sweep,
)
from .test_newcomer import shipped_citations

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


@pytest.fixture(scope="module")
def docs(request: pytest.FixtureRequest) -> DocsBuild:
    """The whole documentation, built once per test run with ``-W`` into a temporary folder
    (started in the background as soon as the tests are collected: see conftest.py)."""
    built = built_docs(request.config)
    assert built.returncode == 0, f"the docs do not build with -W:\n{built.stderr}"
    return built


def rulebook(tmp_path: Path, spec: str, *extra: str) -> Path:
    """``belote-spec rulebook SPEC -o DIR``; returns index.html."""
    out = tmp_path / re.sub(r"[^a-z0-9]+", "-", spec.lower())
    assert main(["rulebook", spec, "-o", str(out), *extra]) == 0
    return out / "index.html"


# ------------------------------------------------------------------------------ the build


def test_docs_build_with_warnings_as_errors_and_quickly(docs: DocsBuild) -> None:
    assert docs.stderr.strip() == ""
    assert (docs.html / "index.html").is_file()
    assert docs.seconds < 60, f"the docs took {docs.seconds:.1f}s of processor time to build"


def test_the_docs_build_with_the_docs_extra_alone(docs: DocsBuild, tmp_path: Path) -> None:
    """The suite's build ran with the modules of the other extras hidden (the README builds
    the site after ``pip install -e '.[docs]'``): numba above all, as the API reference
    documents the solver compiled with it, which is there all the same."""
    for module in ("numba", "pyarrow", "matplotlib", "dask", "pytest_bdd"):
        assert module in docs.hidden or importlib.util.find_spec(module) is None, module
    for module in ("sphinx", "docutils", "jinja2", "babel", "numpy", "yaml", "belote_spec"):
        assert module not in docs.hidden, module
    hidden = subprocess.run(
        [sys.executable, "-c", "import numba"],
        env=hide_modules(tmp_path, ("numba",)),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert hidden.returncode == 1
    assert "ModuleNotFoundError: No module named 'numba'" in hidden.stderr
    api = (docs.html / "reference" / "api.html").read_text(encoding="utf-8")
    for anchor in ("JitDoubleDummy", "JitDoubleDummy.__init__"):
        assert f'id="belote_spec.bots.solver.{anchor}"' in api, anchor


def test_the_stylesheet_is_published(docs: DocsBuild) -> None:
    css = (docs.html / "_static" / "belote.css").read_text(encoding="utf-8")
    assert ".belote-red" in css
    assert ".belote-black" in css
    assert "belote.css" in (docs.html / "regles" / "classic.html").read_text(encoding="utf-8")


def test_the_schemas_are_published_where_their_id_says(docs: DocsBuild) -> None:
    for name in ("variant.schema.json", "game-record.schema.json", "resolved.schema.json"):
        package = ROOT / "belote_spec" / "schema" / name
        published = docs.html / "schema" / name
        assert published.read_bytes() == package.read_bytes(), name
        schema_id = json.loads(package.read_text(encoding="utf-8"))["$id"]
        assert schema_id.endswith(f"/schema/{name}"), schema_id


def test_the_source_index_lists_every_cited_source_and_section(docs: DocsBuild) -> None:
    page = (docs.html / "sources.html").read_text(encoding="utf-8")
    index = (docs.html / "index.html").read_text(encoding="utf-8")
    assert 'href="sources.html"' in index
    citations = shipped_citations()
    for key in sorted({key for _variant, key, _section in citations}):
        start = page.find(f'id="source-{key.lower()}"')
        assert start >= 0, f"the source index has no entry for {key}"
        end = page.find('id="source-', start + 1)
        entry = squash(re.sub(r"<[^>]+>", "", page[start : end if end > 0 else len(page)]))
        declaring = next(v for v, k, _s in citations if k == key)
        source = belote_spec.load_variant(declaring).sources[key]
        for field in (source.title, source.publisher, source.date):
            assert field, (key, source)
            assert squash(field) in entry, f"{key}: {field!r} is not in its index entry"
        for variant, cited, section in citations:
            if cited == key:
                assert f"« {squash(str(section))} » — " in entry, (key, section)
                assert variant in entry


# ------------------------------------------------------------------------------ completeness


@pytest.mark.parametrize(("name", "fn"), HOOKS, ids=[name for name, _fn in HOOKS])
def test_every_hook_is_documented_with_its_exact_signature(
    docs: DocsBuild, name: str, fn: Callable[..., Any]
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
def test_every_schema_key_is_in_the_yaml_reference(docs: DocsBuild, lang_page: str) -> None:
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


def test_every_enumerated_value_is_explained(docs: DocsBuild) -> None:
    text = page_text(docs.html / "reference" / "yaml.html")
    for path in rule_paths():
        node = rule_schema(path) or {}
        for value in node.get("enum", []):
            assert f"{value} — {value_label(path, value, 'fr')}" in text, (path, value)


def test_every_cli_command_is_documented(docs: DocsBuild) -> None:
    from belote_spec.i18n import translator

    source = (DOCS / "reference" / "cli.rst").read_text(encoding="utf-8")
    built = page_text(docs.html / "reference" / "cli.html")
    # The page is French: argparse's "usage: " in the French catalog's words.
    usage = translator("fr")._("usage: ")
    assert usage != "usage: "
    for command, parser in subcommands().items():
        assert f".. belote:cli:: {command}\n" in source, f"no section for `belote-spec {command}`"
        assert f".. _cli-{command}:" in source
        assert f"{usage}belote-spec {command}" in built
        for action in parser._actions:
            if isinstance(action, argparse._HelpAction):
                continue  # argparse's own -h, in every usage line
            for option in action.option_strings:
                assert option in built, f"`belote-spec {command} {option}` is undocumented"


def test_every_shipped_variant_has_a_french_and_an_english_rulebook(docs: DocsBuild) -> None:
    names = [info.name for info in belote_spec.list_variants() if info.origin == "builtin"]
    assert set(SHIPPED) <= set(names)
    for name in names:
        fr = docs.html / "regles" / f"{name}.html"
        en = docs.html / "en" / "rules" / f"{name}.html"
        assert "belote-rulebook" in classes_in(fr), name
        assert "belote-lang-fr" in classes_in(fr)
        assert "belote-lang-en" in classes_in(en)


def test_the_home_page_links_every_part(docs: DocsBuild) -> None:
    index = (docs.html / "index.html").read_text(encoding="utf-8")
    for page in (
        "regles/index.html",
        "comparaison.html",
        "tutoriels/ecrire-sa-variante.html",
        "tutoriels/ecrire-un-plugin.html",
        "tutoriels/ajouter-un-type-de-regle.html",
        "reference/yaml.html",
        "reference/cli.html",
        "reference/api.html",
        "reference/hooks.html",
        "reference/sphinx.html",
        "en/index.html",
    ):
        assert f'href="{page}"' in index, page


def test_the_api_reference_documents_the_modules(docs: DocsBuild) -> None:
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


def test_every_public_name_of_the_package_is_in_the_api_reference(docs: DocsBuild) -> None:
    source = (docs.html / "reference" / "api.html").read_text(encoding="utf-8")
    text = page_text(docs.html / "reference" / "api.html")
    rst = (DOCS / "reference" / "api.rst").read_text(encoding="utf-8")
    assert "__version__" in rst
    for name in belote_spec.__all__:
        if name == "__version__":
            continue
        obj = getattr(belote_spec, name)
        if f'id="belote_spec.{name}"' in source:
            continue
        # an engine name re-exported by the package: documented once, under the engine, and
        # the page says that belote_spec.NAME is that object
        assert getattr(belote_spec.engine, name, None) is obj, f"belote_spec.{name} undocumented"
        assert f'id="belote_spec.engine.{name}"' in source, name
        assert f"belote_spec.{name}" in text, f"the API page does not say belote_spec.{name}"


def test_the_game_api_is_in_the_api_reference(docs: DocsBuild) -> None:
    from belote_spec import Game

    assert Game is belote_spec.engine.game.Game
    source = (docs.html / "reference" / "api.html").read_text(encoding="utf-8")
    assert 'id="belote_spec.Game"' in source
    for method in ("legal_actions", "apply", "to_json", "from_json", "misdeal"):
        assert callable(getattr(Game, method))
        assert f'id="belote_spec.Game.{method}"' in source, method
    assert 'id="belote_spec.engine.game.ReplayError"' in source


_CARD = r"[789TJQKA][SHDC]"
_MODE = r"(?:S|H|D|C|SA|TA)"
#: Every form a Game action takes, as the API reference writes it, and what it matches.
ACTION_FORMS = {
    "``pass``": "pass",
    "``take:MODE``": f"take:{_MODE}",
    "``bid:VALUE:MODE``": rf"bid:\d+:{_MODE}",
    "``bid:capot:MODE``": f"bid:capot:{_MODE}",
    "``bid:generale:MODE``": f"bid:generale:{_MODE}",
    "``contre``": "contre",
    "``surcontre``": "surcontre",
    "``play-on``": "play-on",
    "``redeal``": "redeal",
    "``capot``": "capot",
    "``shuffle``": "shuffle",
    "``gather``": "gather",
    "une carte (``JH``)": _CARD,
    "``CARTE+belote``": rf"{_CARD}\+belote",
    "``CARTE+rebelote``": rf"{_CARD}\+rebelote",
    "``CARTE+silent``": rf"{_CARD}\+silent",
    "``KH+belote+silent``": rf"{_CARD}\+belote\+silent",
    "``CARTE+silent:ANNONCE``": rf"{_CARD}(?:\+belote)?\+silent:(?:carre-[789TJQKA]|"
    rf"(?:tierce|cinquante|cent)-{_CARD})",
}


def _offered_actions() -> dict[str, set[str]]:
    """Every action ``legal_actions`` offers (to the player to move, and out of turn) in the
    first two deals of a random game of each shipped variant and option, by spec."""
    offered: dict[str, set[str]] = {}
    for spec in SPECS:
        game = belote_spec.load_variant(spec).compile().new_game(seed=3, dealer="N")
        rng = random.Random(7)
        for _step in range(400):
            if game.over or len(game.deals) > 2:
                break
            mine = game.legal_actions()
            others = [
                (seat, a)
                for seat in game.rules.seating.seats  # the seats taken: N W S at three
                if seat != game.to_move
                for a in game.legal_actions(seat)
            ]
            for action in [*mine, *(a for _seat, a in others)]:
                offered.setdefault(action, set()).add(spec)
            if others and rng.random() < 0.3:  # a contre out of turn, where allowed
                seat, action = rng.choice(others)
                game.apply(action, seat=seat)
                continue
            rare = [a for a in mine if a not in ("pass",) and not re.fullmatch(_CARD, a)]
            rare = [a for a in rare if not a.startswith(("take:", "bid:")) or "generale" in a]
            game.apply(rng.choice(rare if rare and rng.random() < 0.5 else mine))
    return offered


def test_every_action_the_engine_offers_is_documented() -> None:
    rst = (DOCS / "reference" / "api.rst").read_text(encoding="utf-8")
    for form in [*ACTION_FORMS, "``misdeal``"]:
        assert form in rst, f"the API reference does not describe the action {form}"
    offered = _offered_actions()
    undocumented = {
        action: sorted(specs)[0]
        for action, specs in offered.items()
        if not any(re.fullmatch(pattern, action) for pattern in ACTION_FORMS.values())
    }
    assert not undocumented, f"actions missing from docs/reference/api.rst: {undocumented}"
    # and no documented form is a phantom: each is offered somewhere (the belote said while
    # keeping annonces silent, and one annonce kept out of two, need hands that random deals
    # seldom give)
    unseen = [
        form
        for form, pattern in ACTION_FORMS.items()
        if form not in ("``KH+belote+silent``", "``CARTE+silent:ANNONCE``")
        and not any(re.fullmatch(pattern, action) for action in offered)
    ]
    assert not unseen, f"documented actions no shipped variant offered: {unseen}"


def test_a_misdeal_is_an_action_before_the_first_card() -> None:
    game = belote_spec.load_variant("traditional").compile().new_game(seed=1, dealer="N")
    assert "misdeal" not in game.legal_actions()  # declared, never offered
    game.apply("misdeal", seat="W")
    assert game.actions[-1] == ("W", "misdeal")
    assert game.deals[0].status == "misdeal"


# ------------------------------------------------------------------------------ the rulebooks


def test_sections_follow_the_data(docs: DocsBuild) -> None:
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


def test_each_rule_cites_its_source(docs: DocsBuild) -> None:
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


def test_the_play_obligations_are_numbered_rules(docs: DocsBuild) -> None:
    source = (docs.html / "regles" / "classic.html").read_text(encoding="utf-8")
    listing = re.search(r'<ol class="[^"]*belote-numbered[^"]*"[^>]*>(.*?)</ol>', source, re.S)
    assert listing is not None
    assert listing.group(1).count("<li>") >= 9
    assert PISSER in squash(re.sub(r"<[^>]+>", "", listing.group(1)))


def test_cards_are_shown_in_colour_and_order_tables_are_rows_of_cards(docs: DocsBuild) -> None:
    page = docs.html / "regles" / "club.html"
    source = page.read_text(encoding="utf-8")
    assert re.search(r'<abbr class="belote-card belote-red belote-suit-hearts"', source)
    assert re.search(r'<abbr class="belote-card belote-black belote-suit-spades"', source)
    tables = re.findall(r'<table class="[^"]*belote-order-trump[^"]*".*?</table>', source, re.S)
    assert tables
    assert len(re.findall(r'class="belote-card ', tables[0])) == 8
    assert "V♥ 9♥ A♥ 10♥ R♥ D♥ 8♥ 7♥" in squash(re.sub(r"<[^>]+>", "", tables[0]))


# ------------------------------------------------------------------------------ the two sites

#: Words of the French site's chrome (Sphinx's French catalog and conf.py's CHROME_FR) and its
#: toctree captions: none may appear around an English page's text.
FRENCH_CHROME = (
    "Rechercher",
    "Recherche",
    "Table des matières",
    "Sujets apparentés",
    "Vue d'ensemble",
    "Précédent",
    "Suivant",
    "Réalisé avec",
    "Lien vers",
    "Index général",
    "Les règles",
    "Tutoriels",
    "Référence",
)


def chrome_of(page: Path) -> str:
    """A built page without its scripts and its article: the theme's words and the sidebar."""
    source = re.sub(r"<script.*?</script>", "", page.read_text(encoding="utf-8"), flags=re.S)
    return re.sub(r'<div class="body".*?<div class="related bottom">', "", source, flags=re.S)


def links_of(page: Path) -> set[str]:
    """The relative targets of a page's links (no anchors, no queries, no addresses)."""
    found = re.findall(r'href="([^"#?]+)', page.read_text(encoding="utf-8"))
    return {link for link in found if not re.match(r"[a-z]+:", link)}


def test_the_english_pages_are_an_english_site(docs: DocsBuild) -> None:
    """docs/en/ is built as a Sphinx project in English: every page's theme words, sidebar
    and search are English, and its links stay in the English site but one, to the French."""
    english = docs.html / "en"
    pages = sorted(english.rglob("*.html"))
    assert len(pages) >= len(_playable()) + 3  # the rulebooks, home, comparison, YAML reference
    for page in pages:
        chrome = chrome_of(page)
        assert '<html lang="en"' in chrome, page
        for word in FRENCH_CHROME:
            assert word not in chrome, (page, word)
        for link in links_of(page):
            target = (page.parent / link).resolve()
            assert target.exists(), (page, link)
            if not target.is_relative_to(english):
                assert target == (docs.html / "index.html").resolve(), (page, link)
    home = chrome_of(english / "index.html")
    for words in ('placeholder="Search"', 'value="Go"', ">The rulebooks<", ">Comparison and"):
        assert words in home, words
    assert 'hreflang="fr" lang="fr">En français</a>' in home
    options = (english / "_static" / "documentation_options.js").read_text(encoding="utf-8")
    assert "LANGUAGE: 'en'" in options  # the search and its stemming
    search = (english / "search.html").read_text(encoding="utf-8")
    assert "<title>Search" in search


def test_the_french_site_links_to_the_english_one(docs: DocsBuild) -> None:
    for page in ("index.html", "regles/classic.html", "reference/api.html"):
        chrome = chrome_of(docs.html / page)
        found = re.search(r'<a href="([^"]+)" hreflang="en" lang="en">In English</a>', chrome)
        assert found, page
        target = (docs.html / page).parent / found.group(1)
        assert target.resolve() == (docs.html / "en" / "index.html").resolve(), page
    options = (docs.html / "_static" / "documentation_options.js").read_text(encoding="utf-8")
    assert "LANGUAGE: 'fr'" in options
    assert not any(page.startswith("en/") for page in _search_index_pages(docs.html))
    assert any(page.startswith("rules/") for page in _search_index_pages(docs.html / "en"))


def _search_index_pages(site: Path) -> list[str]:
    """The documents a site's search index covers."""
    source = (site / "searchindex.js").read_text(encoding="utf-8")
    found = re.search(r'"docnames":\s*(\[[^\]]*\])', source)
    assert found, site
    docnames: list[str] = json.loads(found.group(1))
    return docnames


def _docs_conf() -> ModuleType:
    """docs/conf.py, loaded as a module."""
    sys.path.insert(0, str(DOCS))
    try:
        spec = importlib.util.spec_from_file_location("docs_conf", DOCS / "conf.py")
        assert spec is not None
        assert spec.loader is not None
        conf = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(conf)
    finally:
        sys.path.remove(str(DOCS))
    return conf


#: What sphinx-build -q writes on stderr: a warning, an error with its source line, and an
#: autodoc warning with its traceback.
ENGLISH_STDERR = (
    "/x/docs/en/comparison.rst:14: WARNING: unknown document: 'nowhere' [ref.doc]\n"
    "/x/docs/en/rules/club.rst:4: ERROR: Unknown directive type: 'belote:rulbook'.\n"
    "\n"
    ".. belote:rulbook:: club\n"
    "WARNING: autodoc: failed to import 'x'\n"
    "Traceback (most recent call last):\n"
    "ModuleNotFoundError: No module named 'x'\n"
)


def test_the_english_sites_warnings_are_the_builds_warnings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """The English site is built by the French build with the same builder, in a process of
    its own: each of its warnings is logged by the main build, with its place (so that ``-W``
    fails on it, as the README's command shows when a page of docs/en/ is broken)."""
    conf = _docs_conf()
    assert conf.english_site_messages(ENGLISH_STDERR) == [
        "/x/docs/en/comparison.rst:14: WARNING: unknown document: 'nowhere' [ref.doc]",
        "/x/docs/en/rules/club.rst:4: ERROR: Unknown directive type: 'belote:rulbook'.\n"
        ".. belote:rulbook:: club",
        "WARNING: autodoc: failed to import 'x'\nTraceback (most recent call last):\n"
        "ModuleNotFoundError: No module named 'x'",
    ]
    assert conf.english_site_messages("") == []

    runs: list[list[str]] = []

    def run(command: list[str], **kwargs: Any) -> subprocess.CompletedProcess[str]:
        runs.append(command)
        return subprocess.CompletedProcess(command, 1, "", ENGLISH_STDERR)

    monkeypatch.setattr(conf.subprocess, "run", run)
    app = argparse.Namespace(
        outdir=tmp_path / "html",
        doctreedir=tmp_path / "doctrees",
        builder=argparse.Namespace(name="dirhtml"),
        parallel=1,
    )
    with caplog.at_level("WARNING"):
        conf.build_english_site(app, None)
    [command] = runs
    assert command[command.index("-b") + 1] == "dirhtml"
    assert command[-2:] == [str(DOCS / "en"), str(tmp_path / "html" / "en")]
    # (once Sphinx has run in this process, its logging adds "WARNING: " and the type)
    warnings = [r.getMessage() for r in caplog.records if r.levelname == "WARNING"]
    expected = [
        "the English site: /x/docs/en/comparison.rst:14: unknown document: 'nowhere' [ref.doc]",
        "the English site: /x/docs/en/rules/club.rst:4: ERROR: Unknown directive type: "
        "'belote:rulbook'.\n.. belote:rulbook:: club",
        "the English site: autodoc: failed to import 'x'\nTraceback (most recent call last):\n"
        "ModuleNotFoundError: No module named 'x'",
    ]
    assert len(warnings) == len(expected)
    for message, wanted in zip(warnings, expected, strict=True):
        assert wanted in message
        assert "WARNING: unknown document" not in message  # the child's level, not twice
    caplog.clear()
    conf.build_english_site(app, RuntimeError("the French site failed"))
    assert len(runs) == 1  # not built after a failed build


# ------------------------------------------------------------------------------ install lines

#: ``pip install …`` (``pip3``, ``python -m pip``): the words after ``install``, up to the end
#: of the line, of the inline literal or of the Markdown code.
_PIP_INSTALL = re.compile(r"\bpip3?\s+install\s+([^`\n]*)")
#: The project's own name, as a requirement of an index: ``belote-spec``, ``belote_spec[bdd]``,
#: ``belote-spec==0.1``; a path (``./belote-spec[bdd]``, ``dist/belote_spec-….whl``) is not.
_PROJECT_FROM_AN_INDEX = re.compile(r"belote[-_.]?spec(\[[^\]]*\])?([<>=!~;@ ].*)?", re.I)


def installs_from_an_index(text: str) -> list[str]:
    """The ``pip install`` commands of ``text`` that ask an index for belote-spec, which is
    not published: it is installed from a clone or from a wheel built from one."""
    found = []
    for match in _PIP_INSTALL.finditer(text):
        command = re.split(r"\s#", match.group(1), maxsplit=1)[0]  # a shell comment: words
        words = command.replace('"', " ").replace("'", " ").split()
        names = [w.rstrip(".,;:)") for w in words if not w.startswith("-")]
        if any(_PROJECT_FROM_AN_INDEX.fullmatch(name) for name in names):
            found.append(match.group(0).strip())
    return found


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("$ pip install belote-spec\n", True),
        ('``pip install "belote-spec[bdd]"`` ; une', True),
        ("`pip install 'belote-spec[fast,sim,dask]'`.", True),
        ("python -m pip install -U belote_spec==0.1", True),
        ("$ pip3 install --user Belote-Spec", True),
        ("$ python -m pip install './belote-spec[docs]'", False),
        ("python -m pip install -e './belote-spec[docs]'", False),
        (".venv/bin/pip install -e '.[docs]' && sphinx-build", False),
        ("python -m pip install 'dist/belote_spec-0.1-py3-none-any.whl[bdd]'", False),
        ("$ pip install -e .", False),
        ("$ python -m pip install './belote-spec[bdd]'   # from a clone of belote-spec", False),
        ("$ pip install belote-spec   # from PyPI", True),
        ("belote-spec list, pip wheel --no-deps -w dist .", False),
    ],
)
def test_the_install_line_check_finds_an_install_from_an_index(text: str, expected: bool) -> None:
    assert bool(installs_from_an_index(text)) == expected


def _readme_sections() -> dict[str, str]:
    """The README by ``## `` section (the text before the first one: its title)."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    parts = re.split(r"^## (.+)$", text, flags=re.M)
    return {"(title)": parts[0], **dict(zip(parts[1::2], parts[2::2], strict=True))}


def _install_documents() -> list[Any]:
    out: list[Any] = []
    for path in sorted(DOCS.rglob("*")):
        if path.suffix in (".rst", ".py", ".html") and "_build" not in path.parts:
            out.append(
                pytest.param(path.read_text(encoding="utf-8"), id=str(path.relative_to(ROOT)))
            )
    for title, text in _readme_sections().items():
        out.append(pytest.param(text, id=f"README.md#{title}"))
    out.append(
        pytest.param(
            (ROOT / "features" / "README.md").read_text(encoding="utf-8"), id="features/README.md"
        )
    )
    return out


@pytest.mark.parametrize("text", _install_documents())
def test_no_install_line_asks_an_index_for_belote_spec(text: str) -> None:
    """belote-spec is not on PyPI: the documentation installs it from a clone or a wheel."""
    assert installs_from_an_index(text) == []


@pytest.mark.parametrize("page", ["index.rst", "en/index.rst"])
def test_the_home_pages_install_from_a_clone_or_a_wheel(page: str) -> None:
    text = (DOCS / page).read_text(encoding="utf-8")
    assert "$ python -m pip install './belote-spec[docs]'" in text
    assert "python -m pip install -e './belote-spec[docs]'" in text
    assert "$ python -m pip wheel --no-deps -w dist ." in text
    # the file the build backend writes: the project's name with "_", the release, any Python
    project = re.search(r'^name = "([^"]+)"', (ROOT / "pyproject.toml").read_text(), re.M)
    assert project
    wheel = f"dist/{project.group(1).replace('-', '_')}-|release|-py3-none-any.whl[bdd]"
    assert f"$ python -m pip install '{wheel}'" in text
    assert ".. parsed-literal::" in text  # |release| is replaced by the version
    for extra in ("bdd", "docs", "fast", "sim", "dask"):
        assert f"* ``{extra}``" in text, extra


def test_the_home_page_shows_the_wheel_of_this_version(docs: DocsBuild) -> None:
    for page in ("index.html", "en/index.html"):
        text = page_text(docs.html / page)
        assert f"dist/belote_spec-{belote_spec.__version__}-py3-none-any.whl[bdd]" in text, page
        assert "|release|" not in text


def test_both_languages_are_generated(docs: DocsBuild) -> None:
    fr = page_text(docs.html / "regles" / "traditional.html")
    en = page_text(docs.html / "en" / "rules" / "traditional.html")
    assert PISSER in fr
    assert "If you cannot overtrump an opponent you must still play a lower trump" in en
    assert "Computed examples" in en
    assert "Exemples calculés" in fr


def test_an_english_rulebook_shows_the_french_texts_of_the_file_marked_french(
    docs: DocsBuild,
) -> None:
    """The variant files are written in French, and their titles and descriptions have no
    English form: an English page shows them as written (as ``belote-spec rulebook --lang en``
    does), marked ``lang="fr"`` for screen readers and hyphenation; a French page does not
    mark them."""
    for v in _playable():
        english = (docs.html / "en" / "rules" / f"{v.name}.html").read_text(encoding="utf-8")
        title = re.search(r'<h1><span lang="fr">(.*?)</span>', english)
        assert title, v.name
        assert squash(title.group(1)) == squash(v.title)
        assert (
            '<p class="belote-description"><em>From the variant file (in French):</em> '
            '<span lang="fr">'
        ) in english
        french = (docs.html / "regles" / f"{v.name}.html").read_text(encoding="utf-8")
        assert 'lang="fr"' not in french.split("<body", 1)[1], v.name


def test_the_comparison_matrix_shows_the_differences(docs: DocsBuild) -> None:
    page = docs.html / "comparaison.html"
    text = page_text(page)
    assert "play.undertrump" in text
    assert "pisser obligatoire" in text
    assert "on ne pisse pas" in text
    cells = by_class(page, "belote-differs")
    assert any(c.startswith(("on ne pisse pas", "pisser obligatoire")) for c in cells)
    assert "play.follow_suit" not in text  # identical everywhere: not shown
    assert "table.players" in text  # four players, three (belote à trois), two (à deux)


# ------------------------------------------------------------------------------ every variant


def _playable() -> list[belote_spec.Variant]:
    return [
        belote_spec.load_variant(info.path)
        for info in belote_spec.list_variants()
        if info.origin == "builtin" and not info.problems and not info.abstract
    ]


#: The most variants a table of the comparison may show: with the rule's column, what the
#: page's width holds with no sideways scrolling (a cell gives a value and a source).
MOST_VARIANTS_PER_TABLE = 4


def _comparison_tables(page: Path) -> dict[str, list[list[tuple[str, str]]]]:
    """By section id of the whole-site comparison (before « Les options du club »), for each
    phase of the game: each table's variants, as (id, title) from its header."""
    source = page.read_text(encoding="utf-8").split('id="les-options-du-club"', 1)[0]
    out: dict[str, list[list[tuple[str, str]]]] = {}
    for section in re.split(r'(?=<section class="belote-compare-group")', source)[1:]:
        found = re.match(r'<section class="belote-compare-group" id="([^"]+)"', section)
        assert found, section[:200]
        if 'class="belote-table belote-compare ' not in section:
            continue  # the options each variant offers: a row per variant
        out[found.group(1)] = [
            [
                (html.unescape(name), html.unescape(title))
                for title, name in re.findall(r'<abbr title="([^"]*)">([^<]+)</abbr>', head)
            ]
            for head in re.findall(r"<thead>(.*?)</thead>", section, flags=re.S)
        ]
    return out


@pytest.mark.parametrize(
    ("page", "lang"), [("comparaison.html", "fr"), ("en/comparison.html", "en")]
)
def test_the_comparison_covers_every_shipped_variant(docs: DocsBuild, page: str, lang: str) -> None:
    """The matrix lists every shipped playable variant, with no hand-written list: a new
    variant file appears in it at the next build. Each phase shows every variant once, with
    its title, in tables narrow enough to be read without scrolling sideways."""
    variants = _playable()
    assert len(variants) >= 14
    expected = [(v.id, v.title) for v in variants]
    sections = _comparison_tables(docs.html / page)
    assert len(sections) >= 8  # a section per phase of the game on which they differ
    for section, tables in sections.items():
        assert [v for table in tables for v in table] == expected, section
        assert all(1 <= len(table) <= MOST_VARIANTS_PER_TABLE for table in tables), section
        assert max(map(len, tables)) - min(map(len, tables)) <= 1, section  # evenly shared
    first = len(next(iter(sections.values()))[0])
    caption = {
        "fr": f"Variantes 1 à {first} sur {len(variants)}",
        "en": f"Variants 1 to {first} of {len(variants)}",
    }[lang]
    assert caption in (docs.html / page).read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("count", "shares"),
    [(1, [1]), (2, [2]), (4, [4]), (5, [3, 2]), (8, [4, 4]), (9, [3, 3, 3]), (14, [4, 4, 3, 3])],
)
def test_a_comparison_of_many_variants_is_shared_evenly_between_tables(
    count: int, shares: list[int]
) -> None:
    assert variant_shares(count) == shares


def test_the_comparison_marks_every_choice(docs: DocsBuild) -> None:
    """« choix » on every cell whose value the variant's provenance marks ``choice: true``."""
    variants = _playable()
    expected = 0
    for path in rule_paths():
        values = [v.rule(path) for v in variants]
        if all(value == values[0] for value in values[1:]):
            continue
        for v in variants:
            cite = v.citation(path)
            expected += bool(cite is not None and cite.choice)
    assert expected
    source = (docs.html / "comparaison.html").read_text(encoding="utf-8")
    main = source.split('id="les-options-du-club"', 1)[0]
    assert main.count('class="belote-badge belote-choice"') == expected


def test_every_shipped_variant_has_its_rulebook_pages(docs: DocsBuild) -> None:
    """The build writes the missing pages (``belote_rulebook_pages`` in ``conf.py``), which the
    :glob: toctrees list; once written they are ordinary files of the documentation, to be
    committed with the variant."""
    for v in _playable():
        for folder in ("regles", "en/rules"):
            page = DOCS / folder / f"{v.name}.rst"
            assert page.is_file(), f"{page} is missing: build the docs once and commit it"
            assert f".. belote:rulebook:: {v.name}" in page.read_text(encoding="utf-8")
            built = docs.html / folder / f"{v.name}.html"
            assert built.is_file(), built


def test_rulebook_pages_are_written_once_and_removed_with_their_variant(tmp_path: Path) -> None:
    names = {v.name for v in _playable()}
    kept = tmp_path / "regles" / "classic.rst"
    kept.parent.mkdir(parents=True)
    kept.write_text("Mon livret\n==========\n\n.. belote:rulebook:: classic\n", encoding="utf-8")
    gone = tmp_path / "regles" / "ancienne.rst"
    gone.write_text(rulebook_page("ancienne", "fr"), encoding="utf-8")
    mine = tmp_path / "regles" / "autre.rst"
    mine.write_text("Une page à moi\n", encoding="utf-8")
    written = write_rulebook_pages(tmp_path, {"regles": "fr", "en/rules": "en"})
    assert kept.read_text(encoding="utf-8").startswith("Mon livret")  # never overwritten
    assert not gone.exists()  # written for a variant that is no longer shipped
    assert mine.exists()  # not written by belote-spec: left alone
    assert {p.stem for p in written} == names  # every other page, in both folders
    assert len(written) == 2 * len(names) - 1
    assert ":lang: en" in (tmp_path / "en" / "rules" / "classic.rst").read_text(encoding="utf-8")


# ------------------------------------------------------------------------------ data → text


def _mine(tmp_path: Path, rules: str) -> Path:
    path = tmp_path / "mine.yaml"
    path.write_text(f"title: Ma variante\nextends: classic\nrules:\n{rules}", encoding="utf-8")
    return path


@pytest.mark.slow  # over half a second: CI runs it, `tools/check.py --fast` does not
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
    dedans = "  scoring:\n    outcomes:\n      dedans:\n        defence: {base: 200}\n"
    mine = rulebook(tmp_path, str(_mine(tmp_path, dedans)))
    (before,) = by_class(classic, "belote-score-dedans")
    (after,) = by_class(mine, "belote-score-dedans")
    assert "Marque : Nord–Sud 20, Est–Ouest 182." in before
    assert "Marque : Nord–Sud 20, Est–Ouest 220." in after
    assert "la défense marque 162, plus toutes les annonces de la donne" in page_text(classic)
    assert "la défense marque 200, plus toutes les annonces de la donne" in page_text(mine)


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
    source = page.read_text(encoding="utf-8")
    # no French heading (the citations' notes, from the variant files, are in French)
    assert not re.search(r"<h\d[^>]*>\s*Les enchères", source)
    assert '<html lang="en"' in source


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


#: Variants with several options at once (the combinations the audits looked at).
COMBINED = [
    spec
    for spec in (
        "club+vache+sans-atout+tout-atout+belote-prenable",
        "traditional+capot-demande+carre-de-sept",
    )
    if spec.split("+", 1)[0] in {s.split("+", 1)[0] for s in SPECS}
]


@functools.cache
def compiled(spec: str) -> tuple[belote_spec.Variant, Rules]:
    variant = belote_spec.load_variant(spec)
    return variant, variant.compile()


@pytest.mark.parametrize("spec", sweep([*SPECS, *COMBINED]))
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_rulebook_states_or_knowingly_omits_every_rule(spec: str, lang: str) -> None:
    variant, rules = compiled(spec)
    text = RuleText(variant.rule, "fr" if lang == "fr" else "en", rules.tables)
    text.all_statements()
    assert text.coverage.missing() == []


def test_every_shipped_variant_is_tested_with_each_of_its_options() -> None:
    names = {s.split("+", 1)[0] for s in SPECS}
    assert set(SHIPPED) <= names
    for info in belote_spec.list_variants():
        if info.origin == "builtin" and not info.problems:
            for option in info.options:
                assert any(s.endswith(f"+{option.name}") and s.startswith(info.name) for s in SPECS)


# ------------------------------------------------------------------------------ examples by hand

#: The rulebook's scored deals, worked out by hand from the variant's rules (not asked of the
#: engine): (variant, example) → (the deal the example shows: NS and EW card points, NS's
#: annonces, the belote's team, the capot's team, the bid, the contre), then the score line
#: (NS, EW), the outcome and the points held.
SCORED_BY_HAND: dict[tuple[str, str], tuple[tuple[Any, ...], tuple[int, int], str, int]] = {
    # classic (002 « Le décompte de la donne »): a prise at hearts; North–South hold a tierce
    # (20) and the belote (20); both count toward the contract; no rounding.
    # 95 + 20 + 20 = 135 > 67: made, each team its points, annonces and belote.
    ("classic", "made"): ((95, 67, 20, "NS", None, None, 0), (135, 67), "made", 0),
    # 60 + 20 + 20 = 100 < 102: failed; the defence 162 + every annonce (20) = 182, the
    # taker keeps the belote: 20.
    ("classic", "dedans"): ((60, 102, 20, "NS", None, None, 0), (20, 182), "dedans", 0),
    # 71 + 20 = 91 against 91: litige; the defence scores its 91, the taker's 71 card points
    # are held (held_belote: false, the taker keeps its belote: 20).
    ("classic", "litige"): ((71, 91, 0, "NS", None, None, 0), (20, 91), "litige", 71),
    # capot: 250 instead of 162, + 20 + 20 = 290; the defence nothing.
    ("classic", "capot"): ((162, 0, 20, "NS", "NS", None, 0), (290, 0), "capot", 0),
    # the taker put capot: the defence its points, the capot's 250, + every annonce (20) =
    # 270; the taker its belote, 20.
    ("classic", "capot_against"): ((0, 162, 20, "NS", "EW", None, 0), (20, 270), "dedans", 0),
    # bridgée (004 « Marque », « Partie réussie / perdue »): North–South bid 100 at hearts
    # with the belote (20, counted toward the bid); no annonces; contre ×2 on base and
    # contract; a capot is worth 250 flat; a capot bid, 250.
    # 95 + 20 = 115 ≥ 100: 95 + 100 + 20 = 215; East–West their 67.
    ("bridgee", "made"): ((95, 67, 0, "NS", None, 100, 0), (215, 67), "made", 0),
    # 60 + 20 = 80 < 100: East–West 160 + 100 = 260; North–South their belote, 20.
    ("bridgee", "dedans"): ((60, 102, 0, "NS", None, 100, 0), (20, 260), "dedans", 0),
    # capot not bid: 250 + 100 + 20 = 370.
    ("bridgee", "capot"): ((162, 0, 0, "NS", "NS", 100, 0), (370, 0), "capot", 0),
    # put capot: East–West 160 + 100 = 260 (the base is 160 whatever the tricks); NS 20.
    ("bridgee", "capot_against"): ((0, 162, 0, "NS", "EW", 100, 0), (20, 260), "dedans", 0),
    # a capot bid and made: 250 card points + 250 for the contract + 20 = 520.
    ("bridgee", "capot_bid_made"): ((162, 0, 0, "NS", "NS", "capot", 0), (520, 0), "capot", 0),
    # a capot bid, one trick lost: East–West 160 + 250 = 410; North–South their belote, 20.
    ("bridgee", "capot_bid_failed"): (
        (95, 67, 0, "NS", None, "capot", 0),
        (20, 410),
        "dedans",
        0,
    ),
    # contré and made: (95 + 100) × 2 + 20 = 410; East–West 67.
    ("bridgee", "contre"): ((95, 67, 0, "NS", None, 100, 1), (410, 67), "made", 0),
    # contré and failed (80 < 100): East–West (160 + 100) × 2 = 520; North–South 20.
    ("bridgee", "contre_dedans"): ((60, 102, 0, "NS", None, 100, 1), (20, 520), "dedans", 0),
    # tout atout, 159 of 258: × 162/258 = 99.84 → 100, East–West the rest, 62; 100 + 20 ≥
    # 100: 100 + 100 + 20 = 220.
    ("bridgee", "tout_atout"): ((159, 99, 0, "NS", None, 100, 0), (220, 62), "made", 0),
    # sans atout, no belote: 100 ≥ 100, 100 + 100 = 200; East–West 62.
    ("bridgee", "sans_atout"): ((100, 62, 0, None, None, 100, 0), (200, 62), "made", 0),
}

#: The rulebook's play positions: (variant, position) → the cards the player may play, worked
#: out from the variant's play rules (hearts trump: J 9 A 10 K Q 8 7).
LEGAL_BY_HAND: dict[tuple[str, str], str] = {
    # West leads K♣: follow with a club, any (7♣ A♣).
    ("classic", "follow"): "7C AC",
    # West leads Q♥ (trump): go higher, the A♥ beats the queen, the 7♥ does not.
    ("classic", "trump_lead"): "AH",
    # West leads A♦, no diamond: trump (9♥, 7♥).
    ("classic", "must_trump"): "9H 7H",
    # West trumped with the 10♥: overtrump with the J♥.
    ("classic", "overtrump"): "JH",
    # West trumped with the 9♥, no higher trump: undertrump (pisser), A♥ or 7♥.
    ("classic", "undertrump"): "AH 7H",
    # North holds the trick with A♦, no diamond: any card.
    ("classic", "partner_master"): "7H QS 9C 8C",
    # North trumped with the 9♥: any card, even a lower trump (allowed).
    ("classic", "partner_master_undertrump"): "TH 8H QD 7C",
    # bridgée: the same, and at tout atout (West leads 10♦) go higher: 9♦ only.
    ("bridgee", "undertrump"): "AH 7H",
    ("bridgee", "tout_atout_climb"): "9D",
    # club + sous-coupe interdite: no undertrumping required (any card), and never under the
    # partner's trump: discard (Q♦, 7♣).
    ("club+sous-coupe-interdite", "undertrump"): "AH 7H KD TC 8C",
    ("club+sous-coupe-interdite", "partner_master_undertrump"): "QD 7C",
}

#: The annonce example (clubs trump): North J-Q-K♠, South 8-9-10♥, East Q-K-A♦, three tierces;
#: the tie-break compares heights: East's to the ace wins, East–West score its 20 points.
ANNONCES_BY_HAND = {"classic": ("EW", 0, 20), "club+sous-coupe-interdite": ("EW", 0, 20)}

TEAMS_WRITTEN = {
    "fr": ("Marque : Nord–Sud {ns}, Est–Ouest {ew}.", "Est–Ouest"),
    "en": ("Score: North–South {ns}, East–West {ew}.", "East–West"),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("spec", sorted({spec for spec, _key in SCORED_BY_HAND}))
def test_the_scored_deals_of_a_rulebook_are_the_hand_worked_ones(spec: str, lang: str) -> None:
    _variant, rules = compiled(spec)
    language: Lang = "fr" if lang == "fr" else "en"
    examples = {e.key: e for e in score_examples(rules, language)}
    assert set(examples) == {key for s, key in SCORED_BY_HAND if s == spec}
    for key, example in examples.items():
        deal, (ns, ew), outcome, held = SCORED_BY_HAND[spec, key]
        shown = (
            example.points["NS"],
            example.points["EW"],
            example.annonces["NS"],
            example.belote,
            example.capot,
            example.contract["bid"],
            example.contract["contre"],
        )
        assert shown == deal, key
        score = example.score
        assert (score.NS, score.EW, score.outcome, score.held) == (ns, ew, outcome, held), key
        line = TEAMS_WRITTEN[lang][0].format(ns=ns, ew=ew)
        assert line in plain_text(example.comment, language), key


@pytest.mark.parametrize("spec", sorted({spec for spec, _key in LEGAL_BY_HAND}))
def test_the_play_positions_of_a_rulebook_are_the_hand_worked_ones(spec: str) -> None:
    _variant, rules = compiled(spec)
    positions = {p.key: p for p in play_positions(rules, "fr")}
    for (s, key), legal in LEGAL_BY_HAND.items():
        if s == spec:
            assert {c.code for c in positions[key].legal} == set(legal.split()), key
            refused = set(positions[key].refused)
            assert {c.code for c in refused} == {c.code for c in positions[key].hand} - set(
                legal.split()
            )
            if refused:
                assert positions[key].refused_rule.startswith("play."), key


@pytest.mark.parametrize("spec", sorted(ANNONCES_BY_HAND))
def test_the_annonce_example_of_a_rulebook_is_the_hand_worked_one(spec: str) -> None:
    _variant, rules = compiled(spec)
    found = annonce_example(rules, "fr")
    assert found is not None
    winner, ns, ew = ANNONCES_BY_HAND[spec]
    assert found.declarations.winner == winner
    assert dict(found.declarations.awarded) == {"NS": ns, "EW": ew}
    assert [a.kind for s in "NSEW" for a in found.declarations.by_seat[s]] == ["tierce"] * 3
    text = plain_text(found.comment, "fr")
    assert f"Est–Ouest marque {ew} points ; Nord–Sud ne marque rien" in text
    assert annonce_example(compiled("bridgee")[1], "fr") is None  # no annonces in bridgée


def _deal_for(rules: Rules, claim: Situation, trump: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """A contract and score_deal keywords that put a deal in the situation ``claim`` (the
    points are searched for later)."""
    v = rules.variant
    auction = v.rule("bidding.system") == "auction"
    bid: Any = example_bid(rules) if auction else None
    if claim.litige:
        bid = lowest_bid(rules)
    if claim.bid is not None:
        bid = claim.bid
    contract: dict[str, Any] = {
        "taker": "NS",
        "trump": trump,
        "bid": bid,
        "contre": 1 if claim.contred else 0,
    }
    extras: dict[str, Any] = {"last_trick": "NS"}
    if claim.bid == "generale":
        contract["seat"] = "N"
        extras["tricks"] = (
            {"N": 8, "W": 0, "S": 0, "E": 0}
            if claim.made
            else {"N": 0, "W": 4, "S": 0, "E": 4}
            if claim.took_all == "defence"
            else {"N": 5, "W": 1, "S": 1, "E": 1}
        )
    if claim.took_all is not None:
        extras["capot"] = "NS" if claim.took_all == "taker" else "EW"
        extras["last_trick"] = extras["capot"]
    return contract, extras


def _by_hand(n: int, rounding: Any, at: str | None, up: bool) -> int:
    """``n`` rounded to a ten as the rulebook says: by the split digit of the mode ``at``
    (None: a suit), up at it if ``up``; or to the nearest ten, a 5 as ``half`` says."""
    tens, units = divmod(n, 10)
    if rounding["method"] == "split":
        digit = rounding["split_digit"][at or "suit"]
        return 10 * (tens + (units > digit or (units == digit and up)))
    return round_ten(n, rounding["half"])


def _evaluate(
    terms: Terms,
    team: str,
    cp: dict[str, int],
    ann: dict[str, int],
    bel: dict[str, int],
    value: int,
    mult: int,
) -> int:
    """What a side scores by the terms the rulebook states: the test's own sum."""
    foe = "EW" if team == "NS" else "NS"
    base = (
        cp[team]
        if terms.base == "points"
        else cp[team] + cp[foe]
        if terms.base == "all_points"
        else int(terms.base)
    )
    whose = {"own": (1, 0), "opponents": (0, 1), "all": (1, 1), "none": (0, 0)}
    a_own, a_foe = whose[terms.annonces]
    b_own, b_foe = whose[terms.belote]
    parts = {
        "base": base,
        "contract": value if terms.contract else 0,
        "annonces": a_own * ann[team] + a_foe * ann[foe],
        "belote": b_own * bel[team] + b_foe * bel[foe],
        "bonus": terms.bonus,
    }
    return sum(v * (mult if k in terms.multiply else 1) for k, v in parts.items())


@pytest.mark.parametrize("spec", SPECS)
def test_every_outcome_sentence_scores_what_the_engine_scores(spec: str) -> None:
    """Each outcome sentence of the scoring (made, dedans, litige, capot, capot bid, générale,
    contré…) states terms; summed by this test for a deal in that situation, they give the
    line the engine scores. The capot's points the sentence names are the engine's too."""
    variant, rules = compiled(spec)
    # the terms below are the schema's; a shipped variant outside them is not to slip through
    # this check as a skip would let it: the test is to be extended for it first
    assert not variant.rule("plugins"), "a rule plugin may change the scoring: extend this test"
    text = RuleText(variant.rule, "fr", rules.tables)
    claims = [st.claim for st in text.all_statements() if st.claim is not None]
    assert {c.key for c in claims} >= {"made", "dedans", "capot", "capot-against"}
    mode = text.main_mode
    trump = {0: "H", SA: "SA", TA: "TA"}[mode]
    at = "tout_atout" if mode == TA else "sans_atout" if mode == SA else None
    assert not (
        at is not None
        and variant.rule(f"scoring.{at}_scaling.enabled")
        and (variant.rule(f"scoring.{at}_scaling.scales") == "score")
    ), "the whole score is scaled in the rulebook's mode: extend this test"
    total = rules.tables.deck_points[mode] + rules.tables.dix_de_der
    annonces_on = bool(variant.rule("annonces.enabled")) and rules.annonces.active(mode)
    ann = {"NS": 20, "EW": 50} if annonces_on else {"NS": 0, "EW": 0}
    belote_on = bool(variant.rule("belote.enabled")) and bool(rules.belote_suits(mode))
    bel_points = rules.belote_points if belote_on else 0
    contre = (1, int(variant.rule("scoring.contre.contre")))
    rounding = variant.rule("scoring.rounding")
    for claim in claims:
        contract, extras = _deal_for(rules, claim, trump)
        belote = {"NS": bel_points, "EW": 0}
        wanted = "litige" if claim.litige else ("made" if claim.made else "dedans")
        if claim.took_all == "taker" or (claim.bid and claim.made):
            candidates = [total]
        elif claim.took_all == "defence":
            candidates = [0]
        else:
            candidates = sorted(range(total + 1), key=lambda n: abs(2 * n - total))
        score = None
        for ns in candidates:
            decl = {"NS": 0, "EW": 0} if claim.litige else ann
            tried = rules.score_deal(
                contract,
                {"NS": ns, "EW": total - ns},
                declarations=decl,
                belote=belote,
                **extras,
            )
            outcome = "made" if tried.outcome == "capot" else tried.outcome
            if outcome == wanted:
                score = tried
                break
        assert score is not None, (spec, claim.key, "the engine never gives this outcome")
        decl = {"NS": 0, "EW": 0} if claim.litige else ann
        cp = dict(score.card_points)
        if claim.took_all is not None:
            side = "NS" if claim.took_all == "taker" else "EW"
            assert cp[side] == text.capot_points(mode), (spec, claim.key, "capot points")
        value = rules.contract_value(contract)
        mult = contre[1] if claim.contred else 1
        line = {
            "EW": _evaluate(claim.defence, "EW", cp, dict(decl), belote, value, mult),
        }
        if claim.litige:
            held_belote = variant.rule("scoring.litige.held_belote")
            line["NS"] = 0 if held_belote else belote["NS"]
        else:
            line["NS"] = _evaluate(claim.taker, "NS", cp, dict(decl), belote, value, mult)
        if rounding["multiplier"] == "before" and mult > 1 and rounding["method"] != "none":
            # the multiplied terms rounded first, then multiplied (the taker's team rounds up
            # at a split digit if it has no more; in a litige the defence has more)
            lower = line["NS"] <= line["EW"]
            sides = [("EW", claim.defence, claim.litige or not lower)]
            if not claim.litige:
                sides.append(("NS", claim.taker, lower))
            for team, terms, up in sides:
                once = _evaluate(terms, team, cp, dict(decl), belote, value, 1)
                part = (line[team] - once) // (mult - 1)
                line[team] = once - part + _by_hand(part, rounding, at, up) * mult
        if rounding["method"] == "each_team":
            line = {t: round_ten(line[t], rounding["half"]) for t in line}
        elif rounding["method"] == "complement":
            both = round_ten(line["NS"] + line["EW"], rounding["half"])
            ns_line = round_ten(line["NS"], rounding["half"])
            line = {"NS": ns_line, "EW": both - ns_line}
        elif rounding["method"] == "split":
            # by the last digit: the team with fewer points (NS, the taker, on equal scores)
            # up at the mode's digit, the other down
            lower = line["NS"] <= line["EW"]
            line = {
                t: _by_hand(line[t], rounding, at, up)
                for t, up in (("NS", lower), ("EW", not lower))
            }
        # a score sheet in tens
        line = {t: line[t] // variant.rule("scoring.unit") for t in line}
        stated = (line["NS"], line["EW"])
        assert stated == (score.NS, score.EW), (spec, claim.key, stated, score)


@pytest.mark.parametrize("spec", SPECS)
def test_the_scaling_the_rulebook_states_is_the_engines(spec: str) -> None:
    """The numbers of the tout-atout and sans-atout scaling sentences (the total of a deal, a
    capot's points) are those the engine scores: a rulebook never scales a capot the engine
    counts flat (issue 9: bridgée's flat 250 capot was said scaled by 252/348), and states the
    scaled capot where the engine scales it (issue 25: bridgée's tout-atout capot, 252)."""
    variant, rules = compiled(spec)
    text = RuleText(variant.rule, "fr", rules.tables)
    statements = {st.key: st.text for st in text.all_statements()}
    for mode, key, trump in ((TA, "tout_atout", "TA"), (SA, "sans_atout", "SA")):
        sentence = statements.get(f"scoring.{key}_scaling")
        if sentence is None or not variant.rule(f"scoring.{key}_scaling.enabled"):
            continue
        total = rules.tables.deck_points[mode] + rules.tables.dix_de_der
        contract = {"taker": "NS", "trump": trump, "bid": example_bid(rules), "contre": 0}
        capot = rules.score_deal(contract, {"NS": total, "EW": 0}, capot="NS")
        ratio = "{}/{}".format(*variant.rule(f"scoring.{key}_scaling.capot_ratio"))
        flat = variant.rule("scoring.capot.kind") == "flat"
        if flat and variant.rule(f"scoring.{key}_scaling.capot") == "der_bonus":
            # every card and the capot's dix de der, then the capot ratio
            raw = rules.tables.deck_points[mode] + variant.rule("scoring.capot.dix_de_der")
            cnum, cden = variant.rule(f"scoring.{key}_scaling.capot_ratio")
            assert capot.card_points["NS"] == (2 * raw * cnum + cden) // (2 * cden)
            assert f"{raw} points, multipliés par {ratio} : {capot.card_points['NS']} points" in (
                sentence
            ), (spec, sentence)
        elif flat:
            assert ratio not in sentence or ratio == "{}/{}".format(
                *variant.rule(f"scoring.{key}_scaling.ratio")
            ), (spec, sentence)
            assert capot.card_points["NS"] == int(variant.rule("scoring.capot.points"))
        elif variant.rule(f"scoring.{key}_scaling.scales") == "card_points":
            assert f"{capot.card_points['NS']} points" in sentence, (spec, sentence)
        if variant.rule(f"scoring.{key}_scaling.scales") == "card_points":
            half = rules.score_deal(
                contract, {"NS": total // 2, "EW": total - total // 2}, last_trick="NS"
            )
            assert f"total de {sum(half.card_points.values())} points" in sentence


@pytest.mark.parametrize("spec", SPECS)
def test_what_makes_a_contract_is_what_the_engine_plays(spec: str) -> None:
    """« une enchère de 80 demande donc 82 points »: one point less fails, that many makes
    it (with the defence below); « plus que la défense »: an exact tie is not made."""
    variant, rules = compiled(spec)
    text = RuleText(variant.rule, "fr", rules.tables)
    (sentence,) = [st.text for st in text.all_statements() if st.key == "scoring.contract"]
    total = rules.tables.deck_points[0] + rules.tables.dix_de_der
    trump = "H" if variant.rule("bidding.modes.suit") else "SA"
    if trump == "SA":
        total = rules.tables.deck_points[SA] + rules.tables.dix_de_der
    found = re.findall(r"une enchère de (\d+)(?: demande donc)?,? (\d+)", sentence)
    for bid_text, needed_text in found:
        bid, needed = int(bid_text), int(needed_text)
        contract = {"taker": "NS", "trump": trump, "bid": bid, "contre": 0}

        def outcome(ns: int, contract: dict[str, Any] = contract) -> str:
            return rules.score_deal(contract, {"NS": ns, "EW": total - ns}, last_trick="NS").outcome

        assert outcome(needed) == "made", (spec, sentence, bid)
        assert outcome(needed - 1) != "made", (spec, sentence, bid)
    if "plus de points que la défense" in sentence and total % 2 == 0:
        contract = {"taker": "NS", "trump": trump, "bid": lowest_bid(rules), "contre": 0}
        tie = rules.score_deal(contract, {"NS": total // 2, "EW": total // 2}, last_trick="NS")
        assert tie.outcome != "made", (spec, sentence)


# ------------------------------------------------------------------------------ proofreading


def _rendered(spec: str, lang: Lang) -> list[Any]:
    variant, rules = compiled(spec)
    ctx = Ctx(variant, rules, lang)
    if "+" not in spec:
        return rulebook_nodes(ctx)
    produced: list[Any] = []
    for part in ("overview", "cards", "deal", "play", "annonces", "scoring"):
        produced += rulebook_nodes(ctx, part)
    return produced


@functools.cache
def _texts(spec: str, lang: Lang) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The generated texts and sentences of ``spec``'s rulebook (:func:`generated_texts`),
    rendered once for the tests below that read them."""
    texts, sentences = generated_texts(_rendered(spec, lang))
    return tuple(texts), tuple(sentences)


@pytest.mark.parametrize("spec", sweep(SPECS))
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_generated_text_is_proofread(spec: str, lang: str) -> None:
    """Every generated sentence, table cell and example of the rulebook (what the variant
    files say is left out) passes the proofreader: elisions and contractions (« l'as », never
    « le as », « de le », « que il »), no doubled or glued words, spacing, a capital and a stop,
    a verb in every sentence (issue 9: « Chacune ajouteet sa belote », « Cette option
    incompatible avec »)."""
    language: Lang = "fr" if lang == "fr" else "en"
    texts, sentences = map(list, _texts(spec, language))
    assert sentences
    problems = proofread(texts, language, sentences=sentences)
    assert not problems, "\n".join(str(p) for p in problems)


def test_the_proofreader_finds_the_mistakes_of_the_audit() -> None:
    found = proofread(
        ["Contrat réussi : la défense marque ses points de cartes. Chacune ajouteet sa belote."],
        "fr",
        sentences=[
            "Cette option incompatible avec +sans-annonces.",
            "Il joue le as de cœur.",
            "La carte de le preneur et celle à les adversaires.",
            "Si il passe, que il joue.",
            "On joue de de trèfle.",
        ],
    )
    kinds = {(f.kind, f.words) for f in found}
    assert ("glued words", "ajouteet") in kinds
    assert ("no verb in the clause", "Cette option incompatible avec +sans-annonces.") in kinds
    assert ("missing elision", "le as") in kinds
    assert ("missing contraction", "de le preneur") in kinds
    assert ("missing contraction", "à les adversaires") in kinds
    assert ("missing elision", "Si il") in kinds
    assert ("missing elision", "que il") in kinds
    assert ("doubled word", "de de") in kinds
    assert not proofread(
        ["l'as de cœur, le huit et le valet ; il peut les garder."],
        "fr",
        sentences=["Cette option est incompatible avec +sans-annonces."],
    )
    english = proofread(["The taker scoresand the defence."], "en")
    assert [(f.kind, f.words) for f in english] == [("glued words", "scoresand")]


@pytest.mark.parametrize("spec", sweep([s for s in SPECS if "+" not in s]))
def test_the_capot_is_described_as_the_engine_counts_it(spec: str) -> None:
    # scoring.capot.by: where a capot is counted on points (BGA), a team with no card point
    # is capot even after taking a worthless trick, and the rulebook must not say that a
    # capot needs the eight tricks.
    _variant, rules = compiled(spec)
    texts, sentences = _texts(spec, "fr")
    text = " ".join(texts + sentences)
    by_points = rules.capot_by_points
    # every trick of the deal: « les huit plis », and at two (nine tricks) « tous les plis »
    every_trick = "les huit plis" if rules.seating.hand_size == 8 else "tous les plis"
    eight_tricks = re.findall(rf"(?:équipe|preneur|défense) (?:fait|faisant) {every_trick}", text)
    every_point = re.findall(r"(?:prend|prenant|prendre) tous les points", text)
    if by_points:
        assert every_point
        assert not eight_tricks, eight_tricks
        score = rules.score_deal(
            {"taker": "NS", "trump": "H", "bid": lowest_bid(rules)},
            {"NS": 162, "EW": 0},
            tricks={"N": 4, "S": 3, "E": 1, "W": 0},
        )
        assert score.capot == "NS"
    else:
        assert eight_tricks
        assert not every_point, every_point


def test_the_rulebook_computes_with_the_compiled_scorer() -> None:
    # A plugin that replaces or wraps the scorer changes the computed examples: the rulebook
    # scores with Rules.scorer, not with a scorer of its own built from the YAML.
    variant, rules = compiled("club")
    calls: list[Any] = []

    def spy(*args: Any, **kwargs: Any) -> Any:
        calls.append(args)
        return rules.scorer(*args, **kwargs)

    text = RuleText(variant.rule, "fr", rules.tables, spy)
    assert text.capot_points(0) == 252
    assert calls
    assert Ctx(variant, rules, "fr").text.scorer() is rules.scorer


def test_the_audited_sentences_are_fixed() -> None:
    """Issue 9: the generated French of bridgée and traditional. (Issue 9 also removed a
    « 252/348 » said of bridgée's flat capot; since issue 25 bridgée scales its tout-atout
    capot by 252/348, and the sentence that says so is checked with the engine's points by
    test_the_scaling_the_rulebook_states_is_the_engines.)"""
    bridgee = " ".join(_texts("bridgee", "fr")[1])
    assert "ajouteet" not in bridgee
    assert "250 points, multipliés par 252/348" not in bridgee
    traditional = " ".join(_texts("traditional", "fr")[1] + _texts("traditional", "fr")[0])
    assert "Cette option incompatible" not in traditional
    assert "Cette option est incompatible avec +carre-de-sept" in traditional


# ------------------------------------------------------------------------------ every value


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


#: Variants in which to look for the effect of a value, and the values changed first so that
#: rules that only matter together have an effect (a misdeal after a bid, a penalty for an
#: illegal card, a scaled sans atout, a générale).
BASES: list[tuple[str, dict[str, Any]]] = [
    ("classic", {}),
    ("bridgee", {}),
    ("club+sans-atout+tout-atout", {}),
    ("traditional+carre-de-sept", {}),
    (
        "bridgee",
        {
            "deal.misdeal.after_bid.applies": True,
            "play.illegal_card": "deal_lost",
            "scoring.sans_atout_scaling.enabled": True,
            "bidding.auction.generale": True,
            "scoring.rounding.method": "each_team",
        },
    ),
    (
        "classic",
        {
            "deal.patterns": ["3-3", "4-4", "6-2"],
            "deal.completion": {"taker": 2, "others": 2},
            "deal.misdeal.penalty": "opponents_score",
            "deal.misdeal.barred": "dealer",
            "deal.misdeal.repeated": [
                {"penalty": "redeal", "points": 0, "barred": "dealer_team"},
                {"penalty": "opponents_score", "points": 250, "barred": "none"},
            ],
            "scoring.capot.announced.enabled": True,
            "scoring.rounding.method": "complement",
            "plugins": [{"name": "marque-doublee", "params": {"factor": 2, "modes": ["H"]}}],
        },
    ),
    # a belote that cannot win on a capot: what the team needs afterwards is written
    ("classic", {"game_end.no_win_through.belote": ["capot_against"]}),
    # the vache: whom it forces
    ("club+vache", {}),
    # trick bonuses (Klaverjas « roem »): their terms are written only where they score
    ("classic", {"trick_bonuses.enabled": True}),
    # two players, nine cards each, the turned card to nobody: the talon, the bergère and the
    # seven exchange
    (
        "classic",
        {
            "table.players": 2,
            "table.partnership": "none",
            "deal.patterns": ["3-3"],
            "deal.completion": {"taker": 3, "others": 3},
            "deal.turned_card_to": "nobody",
            "scoring.litige.enabled": False,
        },
    ),
    # three players each for himself: the contract, the defence's points and the capot on one
    # line per player are written only there
    (
        "classic",
        {
            "table.players": 3,
            "table.partnership": "none",
            "deck.cards": 24,
            "scoring.litige.enabled": False,
            "scoring.capot.kind": "der_bonus",
        },
    ),
]


def _alternatives(path: str) -> list[Any]:
    node = rule_schema(path) or {}
    if node.get("type") == "boolean":
        return [True, False]
    values = node.get("enum", [])
    return list(values) if len(values) > 1 else []


@pytest.mark.slow  # every value of every rule, its text generated and proofread
@pytest.mark.parametrize("path", [p for p in rule_paths() if _alternatives(p)])
def test_each_value_of_a_rule_is_written_differently(path: str) -> None:
    """Text is generated from the values: two values of a rule never read the same (in at
    least one variant where the rule has an effect)."""
    for base, overrides in BASES:
        rules = thaw(belote_spec.load_variant(base).rules)
        for where, value in overrides.items():
            rules = _setter(rules, where, value)
        texts = {}
        french: dict[str, list[str]] = {}  # each value's French sentences, generated once
        for value in _alternatives(path):
            changed = _setter(rules, path, value)
            statements = RuleText(_getter(changed), "fr").all_statements()
            french[repr(value)] = [s.text for s in statements]
            texts[repr(value)] = " ".join(french[repr(value)])
        if len(set(texts.values())) == len(texts):
            # and every value reads well, in both languages
            for value in _alternatives(path):
                changed = _setter(rules, path, value)
                for lang in LANGS:
                    sentences = (
                        french[repr(value)]
                        if lang == "fr"
                        else [s.text for s in RuleText(_getter(changed), lang).all_statements()]
                    )
                    problems = proofread([], lang, sentences=sentences)
                    assert not problems, (value, lang, [str(p) for p in problems])
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


def _sphinx_here(capfd: pytest.CaptureFixture[str], src: Path, out: Path) -> tuple[int, str]:
    """A failing Sphinx build run in this process (the imports are this process's already):
    its exit status and what it wrote to the standard error. The builds that must succeed, and
    the rebuild, run ``python -m sphinx`` in a process of their own (:func:`_sphinx`)."""
    from sphinx.cmd.build import build_main

    capfd.readouterr()
    status = build_main(["-W", "-q", "-b", "html", str(src), str(out)])
    return status, capfd.readouterr().err


def _sphinx(src: Path, out: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "sphinx", "-W", "-q", "-b", "html", *extra, str(src), str(out)],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
    )


@pytest.mark.slow  # two Sphinx builds
def test_editing_a_variant_file_rebuilds_the_pages_that_show_it(tmp_path: Path) -> None:
    src = tmp_path / "src"
    src.mkdir()
    (src / "conf.py").write_text(
        'extensions = ["belote_spec.rulebook.sphinxext"]\n', encoding="utf-8"
    )
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
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "src"
    src.mkdir()
    (src / "conf.py").write_text(
        'extensions = ["belote_spec.rulebook.sphinxext"]\n', encoding="utf-8"
    )
    (src / "index.rst").write_text("Titre\n=====\n\n.. belote:rulebook:: clasic\n")
    status, err = _sphinx_here(capfd, src, tmp_path / "html")
    assert status != 0
    assert "index.rst:4" in err
    assert "cannot load variant 'clasic'" in err
    assert "did you mean 'classic'?" in err
    assert "Traceback" not in err


def test_the_card_role_rejects_a_bad_card(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "src"
    src.mkdir()
    (src / "conf.py").write_text(
        'extensions = ["belote_spec.rulebook.sphinxext"]\n', encoding="utf-8"
    )
    (src / "index.rst").write_text("Titre\n=====\n\nVoir :belote:card:`V♥ 11♠`.\n")
    status, err = _sphinx_here(capfd, src, tmp_path / "html")
    assert status != 0
    assert "index.rst:4" in err
    assert "belote:card" in err
