"""Sphinx configuration of the English site of the belote-spec documentation.

The French build (``sphinx-build -W -b html docs docs/_build/html``) builds this one too, into
``en/`` of its output (``build_english_site`` in ``docs/conf.py``): a project of its own, so
that the theme's words, the search and its stemming are English. On its own:
``sphinx-build -W -b html docs/en docs/_build/html/en``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import common_conf  # puts the checkout on sys.path

project = common_conf.PROJECT
author = "the belote-spec developers"
copyright = "belote-spec"
release = version = common_conf.VERSION
language = "en"

extensions = ["belote_spec.rulebook.sphinxext"]
# the directives write English without a :lang: option
belote_lang = "en"
# a rulebook page for every shipped variant (the toctree of index.rst lists them with :glob:)
belote_rulebook_pages = {"rules": "en"}

root_doc = "index"
exclude_patterns = ["_build", "Thumbs.db", ".DS_Store"]
templates_path = [str(common_conf.TEMPLATES)]

# the French site is the folder above this one
globals().update(
    common_conf.html_settings(
        "The rules of Belote, as data",
        common_conf.other_site("En français", "Français", "fr", "../index.html"),
    )
)
