"""What the two Sphinx projects of the documentation share: the French site (``docs/conf.py``)
and the English one (``docs/en/conf.py``, built by the French build into ``en/`` of its output).

Each ``conf.py`` imports this module and sets its own language, words and links.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

DOCS = Path(__file__).resolve().parent
ROOT = DOCS.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # document the checkout, even without an installed package

import belote_spec  # noqa: E402

PROJECT = "belote-spec"
VERSION = belote_spec.__version__

HTML_THEME = "alabaster"
#: The theme's options; each site adds its ``description``.
THEME_OPTIONS: dict[str, Any] = {
    "page_width": "1160px",
    "sidebar_width": "240px",
    "fixed_sidebar": False,
    "show_relbars": True,
}
#: The theme's sidebar, and at its end the link to the site in the other language
#: (``_templates/otherlanguage.html``, given ``belote_other_site`` in ``html_context``).
SIDEBARS = {
    "**": [
        "about.html",
        "searchfield.html",
        "navigation.html",
        "relations.html",
        "otherlanguage.html",
    ]
}
TEMPLATES = DOCS / "_templates"
STATIC = DOCS / "_static"
#: The site's own styles (``_static/site.css``): the search field and its button.
CSS_FILES = ["site.css"]


def other_site(label: str, heading: str, lang: str, root: str) -> dict[str, str]:
    """What ``otherlanguage.html`` shows: ``heading`` and a link ``label`` (in ``lang``) to
    ``root``, the other site's home page relative to this site's output folder."""
    return {"label": label, "heading": heading, "lang": lang, "root": root}


def html_settings(description: str, other_site_link: dict[str, str]) -> dict[str, object]:
    """The HTML settings both sites share, with the site's own ``description`` (under its
    title) and the link to the other site (:func:`other_site`): a ``conf.py`` adds them to its
    globals."""
    return {
        "html_theme": HTML_THEME,
        "html_title": PROJECT,
        "html_theme_options": {**THEME_OPTIONS, "description": description},
        "html_sidebars": SIDEBARS,
        "html_static_path": [str(STATIC)],
        "html_css_files": CSS_FILES,
        "html_show_sourcelink": False,
        "html_context": {"belote_other_site": other_site_link},
    }
