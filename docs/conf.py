"""Sphinx configuration of the belote-spec documentation.

Build it with ``sphinx-build -W -b html docs docs/_build/html`` from the repository root.
The rulebooks, the comparison matrix, the YAML reference and the command-line reference are
generated from the variant files, the schema and the program by ``belote_spec.sphinxext``.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # document the checkout, even without an installed package

import belote_spec  # noqa: E402

project = "belote-spec"
author = "les développeurs de belote-spec"
copyright = "belote-spec"
release = version = belote_spec.__version__
language = "fr"

extensions = [
    "belote_spec.sphinxext",
    "sphinx.ext.autodoc",
]

root_doc = "index"
exclude_patterns = ["_build", "Thumbs.db", ".DS_Store", "**/exemples/*.py"]
templates_path: list[str] = []

# --- autodoc: the Python API and the hook reference
autodoc_member_order = "bysource"
autodoc_typehints = "signature"
autodoc_typehints_format = "short"
autodoc_preserve_defaults = True
autodoc_class_signature = "separated"

# --- HTML
html_theme = "alabaster"
html_title = "belote-spec"
html_theme_options = {
    "description": "Les règles de la belote, en données",
    "page_width": "1160px",
    "sidebar_width": "240px",
    "fixed_sidebar": False,
    "show_relbars": True,
}
html_static_path: list[str] = []
html_show_sourcelink = False

# --- belote-spec: a rulebook page for every shipped variant, in both languages (the
# toctrees of regles/index.rst and en/index.rst list them with :glob:)
belote_rulebook_pages = {"regles": "fr", "en/rules": "en"}

# --- the JSON Schemas, published at <site>/schema/ (their `$id` names that place), so that an
# editor or a validator can be pointed at the site's copy
SCHEMAS = sorted((ROOT / "belote_spec" / "schema").glob("*.schema.json"))


def publish_schemas(app: Any, exception: BaseException | None) -> None:
    """Copy ``belote_spec/schema/*.schema.json`` to ``schema/`` in the HTML output."""
    if exception is not None or app.builder.format != "html":
        return
    target = Path(app.outdir) / "schema"
    target.mkdir(parents=True, exist_ok=True)
    for schema in SCHEMAS:
        shutil.copyfile(schema, target / schema.name)


def setup(app: Any) -> None:
    app.connect("build-finished", publish_schemas)
