"""Sphinx configuration of the belote-spec documentation.

Build it with ``sphinx-build -W -b html docs docs/_build/html`` from the repository root: this
builds the French site, then the English one (``docs/en/``, a Sphinx project of its own) into
``en/`` of the same output. The rulebooks, the comparison matrix, the YAML reference and the
command-line reference are generated from the variant files, the schema and the program by
``belote_spec.rulebook.sphinxext``.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common_conf  # puts the checkout on sys.path

import belote_spec

ROOT = common_conf.ROOT

project = common_conf.PROJECT
author = "les développeurs de belote-spec"
copyright = "belote-spec"
release = version = common_conf.VERSION
language = "fr"

extensions = [
    "belote_spec.rulebook.sphinxext",
    "sphinx.ext.autodoc",
]

root_doc = "index"
# en/: the English site, built apart (see build_english_site below)
exclude_patterns = ["_build", "en", "Thumbs.db", ".DS_Store", "**/exemples/*.py"]
templates_path = [str(common_conf.TEMPLATES)]

# --- autodoc: the Python API and the hook reference
autodoc_member_order = "bysource"
autodoc_typehints = "signature"
autodoc_typehints_format = "short"
autodoc_preserve_defaults = True
autodoc_class_signature = "separated"
# The compiled kernels (belote_spec.simulation.batch) import numba, which only the `fast`
# extra installs: without it, autodoc reads such a module with a stand-in numba (its
# decorators leave the functions as they are), so that `pip install -e '.[docs]'` is enough
# to build the site. A numba that is there is used as it is: a stand-in would replace it for
# the whole build.
try:
    import numba  # noqa: F401
except ImportError:
    autodoc_mock_imports = ["numba"]

# --- HTML
globals().update(
    common_conf.html_settings(
        "Les règles de la belote, en données",
        common_conf.other_site("In English", "English", "en", "en/index.html"),
    )
)

# --- belote-spec: a rulebook page for every shipped variant (the toctree of regles/index.rst
# lists them with :glob:; the English site has its own, en/conf.py)
belote_rulebook_pages = {"regles": "fr"}

# --- the JSON Schemas, published at <site>/schema/ (their `$id` names that place: its host is
# belote_spec.schema.SCHEMA_BASE, a placeholder), so that an editor or a validator can be
# pointed at the site's copy: the English ones (*.schema.json) and the translated variant
# schemas (variant.schema.fr.json: the same schema, its descriptions in French)
SCHEMA_DIR = ROOT / "belote_spec" / "schema"
SCHEMAS = sorted([*SCHEMA_DIR.glob("*.schema.json"), *SCHEMA_DIR.glob("*.schema.*.json")])


def publish_schemas(app: Any, exception: BaseException | None) -> None:
    """Copy the schemas of ``belote_spec/schema/`` to ``schema/`` in the HTML output."""
    if exception is not None or app.builder.format != "html":
        return
    target = Path(app.outdir) / "schema"
    target.mkdir(parents=True, exist_ok=True)
    for schema in SCHEMAS:
        shutil.copyfile(schema, target / schema.name)


# --- the source index (sources.rst): every document a shipped variant cites, written at build
# time from the `sources:` and `provenance:` of the variant files, so that it cannot drift from
# them. The same data is in the package: `load_variant(name).sources`.
SOURCES_PAGE = "sources"
_RST_SPECIAL = str.maketrans({c: "\\" + c for c in "\\*`|_@"})  # @: no mailto link


def _rst(text: str) -> str:
    """Plain text for a reST paragraph (inline markup characters escaped, one line)."""
    return " ".join(str(text).split()).translate(_RST_SPECIAL)


def _shipped_files() -> list[tuple[str, bool, Path]]:
    """Each shipped variant file: (name, abstract, path), the abstract ``base`` included."""
    return [
        (info.name, info.abstract, info.path)
        for info in belote_spec.list_variants(include_abstract=True)
        if info.origin == "builtin"
    ]


def source_index() -> dict[str, dict[str, Any]]:
    """By source key: its declarations (variant name → :class:`belote_spec.Source`), its
    sections in index order, and for each section the variants whose file cites it."""
    # the package's own reader (libyaml, bounded): the one that validated the files, so a file
    # the loader accepts is read here the same way
    from belote_spec.yamlsafe import read_yaml

    index: dict[str, dict[str, Any]] = {}
    for name, _abstract, path in _shipped_files():
        data = read_yaml(path)[0].data or {}
        for key, declared in (data.get("sources") or {}).items():
            entry = index.setdefault(str(key), {"declared": {}, "sections": {}})
            source = belote_spec.Source.from_data(str(key), declared)
            entry["declared"][name] = source
            for section in source.sections:
                entry["sections"].setdefault(section, [])
        blocks = [data.get("provenance") or {}]
        blocks += [(o or {}).get("provenance") or {} for o in (data.get("options") or {}).values()]
        for block in blocks:
            for cite in block.values():
                if not isinstance(cite, dict) or cite.get("source") is None:
                    continue
                entry = index.setdefault(str(cite["source"]), {"declared": {}, "sections": {}})
                citing = entry["sections"].setdefault(str(cite.get("section")), [])
                if name not in citing:
                    citing.append(name)
    return index


def sources_page_body() -> str:
    """The reST of the source index, after the page's own introduction."""
    shipped = {name: abstract for name, abstract, _path in _shipped_files()}

    def variant_ref(name: str) -> str:
        return f"``{name}``" if shipped.get(name, True) else f":doc:`{name} </regles/{name}>`"

    lines: list[str] = []
    index = source_index()
    seeds = [k for k in index if k.isdigit()]
    for key in [*sorted(seeds), *sorted(k for k in index if k not in seeds)]:
        entry = index[key]
        declared: dict[str, belote_spec.Source] = entry["declared"]
        first = next(iter(declared.values()), None)
        title = first.title if first else key
        heading = f"{key} — {_rst(title)}"
        lines += [f".. _source-{key.lower()}:", "", heading, "-" * len(heading), ""]
        if first is not None:
            lines += [
                f":Auteur ou site: {_rst(first.publisher or 'non indiqué')}",
                f":Date: {_rst(first.date or 'non indiquée')}",
            ]
            if first.url:
                lines.append(f":Adresse: {_rst(first.url)}")
            if first.file:
                lines.append(f":Texte: recueilli sous le nom ``{first.file}`` (non distribué)")
            names = ", ".join(variant_ref(n) for n in declared)
            lines += [f":Déclarée par: {names}", ""]
            for name, source in declared.items():
                if source.summary:
                    prefix = f"Pour {variant_ref(name)} : " if len(declared) > 1 else ""
                    lines += [prefix + _rst(source.summary), ""]
        lines += ["Sections de l'index, et les variantes livrées qui les citent :", ""]
        for section, citing in entry["sections"].items():
            who = ", ".join(variant_ref(n) for n in citing) if citing else "aucune variante livrée"
            lines.append(f"* « {_rst(section)} » — {who}")
        lines.append("")
    return "\n".join(lines)


def fill_sources_page(app: Any, docname: str, source: list[str]) -> None:
    """Append the generated index to ``sources.rst`` and make the page depend on the files."""
    if docname != SOURCES_PAGE:
        return
    for _name, _abstract, path in _shipped_files():
        app.env.note_dependency(str(path))
    source[0] += "\n\n" + sources_page_body()


# --- the site's own words (the theme's "Search", "Go", "Previous"…) in French. Sphinx translates
# its templates with the catalog of `language` (fr), which leaves some of its words English
# ("Go") and has none of the theme's (alabaster: "Related Topics", "Previous", "Next"); a few
# are even written into the templates untranslatable (the search field's placeholder, the title
# of the links to the previous and next document, the footer's "Powered by"). So the templates
# are given a translator that completes Sphinx's French, and those words are made translatable
# when a template is read. The English site (en/) is in English from its own `language`.
#: French for the template words Sphinx's French catalog leaves English or lacks.
CHROME_FR = {
    "Go": "Rechercher",
    "Search": "Recherche",
    "Related Topics": "Sujets apparentés",
    "Documentation overview": "Vue d'ensemble",
    "Previous": "Précédent",
    "Next": "Suivant",
    "Previous:": "Précédent :",
    "Next:": "Suivant :",
    "Previous document": "Document précédent",
    "Next document": "Document suivant",
    "Page source": "Source de la page",
    "Powered by": "Réalisé avec",
}
#: Words written literally into the theme's templates, made translatable (``_('…')``); and
#: the labels written apart from their colon.
_LITERAL_WORDS = {
    'placeholder="Search"': "placeholder=\"{{ _('Search') }}\"",
    'title="Previous document"': "title=\"{{ _('Previous document') }}\"",
    'title="Next document"': "title=\"{{ _('Next document') }}\"",
    "Powered by <a": "{{ _('Powered by') }} <a",
    # the label and its colon, one message: French puts a space before the colon
    "{{ _('Previous') }}: ": "{{ _('Previous:') }} ",
    "{{ _('Next') }}: ": "{{ _('Next:') }} ",
}


class ChromeTranslations:
    """The translations the HTML templates use: Sphinx's, completed by ``extra``."""

    def __init__(self, sphinx_translations: Any, extra: dict[str, str]) -> None:
        self.sphinx = sphinx_translations
        self.extra = extra

    def gettext(self, message: str) -> str:
        return self.extra.get(message) or str(self.sphinx.gettext(message))

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return str(self.sphinx.ngettext(singular, plural, n))


def _translatable_words() -> Any:
    """A Jinja extension that makes :data:`_LITERAL_WORDS` translatable in every template."""
    from jinja2.ext import Extension

    class TranslatableWords(Extension):
        def preprocess(self, source: str, name: str | None, filename: str | None = None) -> str:
            for literal, translatable in _LITERAL_WORDS.items():
                source = source.replace(literal, translatable)
            return source

    return TranslatableWords


def install_chrome_translations(app: Any) -> None:
    """Give the HTML templates :class:`ChromeTranslations` when the site is built in French."""
    templates = getattr(app.builder, "templates", None)
    environment = getattr(templates, "environment", None)
    translator = getattr(app.builder, "_translator", None)
    if environment is None or translator is None or app.builder.format != "html":
        return
    if app.config.language != "fr":
        return
    environment.install_gettext_translations(ChromeTranslations(translator, CHROME_FR))
    environment.add_extension(_translatable_words())


# --- the English site: docs/en/ is a Sphinx project of its own (en/conf.py, `language = "en"`:
# the theme's words, the search and its stemming in English), built by this build into en/ of
# its output with the same builder, so that one sphinx-build command makes the whole site. It
# runs in a process of its own (Sphinx keeps its language and its logging per process); its
# warnings are this build's warnings, so that -W fails on them too.
ENGLISH_SITE = common_conf.DOCS / "en"
#: The start of a message of sphinx-build (``path:line: WARNING: text``, ``ERROR``…).
_MESSAGE = re.compile(r"^(?:.*?: )?(?:WARNING|ERROR|CRITICAL|SEVERE):? ")


def english_site_messages(stderr: str) -> list[str]:
    """The messages of a sphinx-build run, one per warning or error (with the lines that
    follow it, a traceback for instance); text before the first one is a message of its own."""
    messages: list[str] = []
    for line in stderr.splitlines():
        if not line.strip():
            continue
        if _MESSAGE.match(line) or not messages:
            messages.append(line)
        else:
            messages[-1] += "\n" + line
    return messages


def build_english_site(app: Any, exception: BaseException | None) -> None:
    """Once the French site is built: build ``en/`` into ``<output>/en/``."""
    if exception is not None:
        return
    from sphinx.util import logging

    logger = logging.getLogger("belote-spec.docs")
    outdir = Path(app.outdir) / "en"
    command = [
        sys.executable, "-m", "sphinx", "-b", app.builder.name, "-q", "--no-color",
        "-d", str(Path(app.doctreedir) / "english-site"), str(ENGLISH_SITE), str(outdir),
    ]  # fmt: skip
    if app.parallel > 1:
        command[3:3] = ["-j", str(app.parallel)]
    logger.info("belote-spec: the English site (%s) into %s", ENGLISH_SITE, outdir)
    proc = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, check=False)
    messages = english_site_messages(proc.stderr)
    for message in messages:
        message = message.replace(": WARNING: ", ": ", 1).removeprefix("WARNING: ")
        logger.warning("the English site: %s", message, type="belote", subtype="english-site")
    if proc.returncode != 0 and not messages:
        logger.warning(
            "the English site was not built (sphinx-build exit status %s)",
            proc.returncode,
            type="belote",
            subtype="english-site",
        )


def setup(app: Any) -> None:
    app.connect("build-finished", publish_schemas)
    app.connect("build-finished", build_english_site)
    app.connect("source-read", fill_sources_page)
    app.connect("builder-inited", install_chrome_translations)
