"""Docutils nodes of the rulebooks, the comparison matrix and the schema reference.

Everything is built from standard docutils nodes (sections, tables, lists, inline nodes with
CSS classes), so any Sphinx builder can write it; the HTML builder gets the styling of
``static/belote.css``. Cards are ``abbr`` elements (``nodes.abbreviation``) carrying the
classes ``belote-card``, ``belote-red`` or ``belote-black`` and ``belote-suit-<suit>``, with the
card's full name as their title.

The nodes are built in five modules, re-exported here:

* :mod:`~belote_spec.rulebook.render_pieces`: the renderer's context (:class:`Ctx`), ids,
  text, cards, paragraphs, tables, sections and citations;
* :mod:`~belote_spec.rulebook.render_sections`: the rule blocks and the section of each part
  of the rules;
* :mod:`~belote_spec.rulebook.render_book`: a whole rulebook or one part of it (overview,
  options, sources, the sections put together, the plain text);
* :mod:`~belote_spec.rulebook.render_compare`: the comparison matrix;
* :mod:`~belote_spec.rulebook.render_schema`: the schema reference.
"""

from __future__ import annotations

from .render_book import PARTS as PARTS
from .render_book import options_section as options_section
from .render_book import overview_section as overview_section
from .render_book import rulebook_nodes as rulebook_nodes
from .render_book import rulebook_texts as rulebook_texts
from .render_book import rulebook_title as rulebook_title
from .render_book import sources_section as sources_section
from .render_compare import COMPARE_COLUMNS as COMPARE_COLUMNS
from .render_compare import compare_nodes as compare_nodes
from .render_compare import variant_shares as variant_shares
from .render_pieces import SOURCE_LANG as SOURCE_LANG
from .render_pieces import Cell as Cell
from .render_pieces import Ctx as Ctx
from .render_pieces import IdMaker as IdMaker
from .render_pieces import card_node as card_node
from .render_pieces import cards_node as cards_node
from .render_pieces import citation_node as citation_node
from .render_pieces import citations as citations
from .render_pieces import inlines as inlines
from .render_pieces import make_table as make_table
from .render_pieces import para as para
from .render_pieces import plain_text as plain_text
from .render_pieces import rich_text as rich_text
from .render_pieces import section as section
from .render_pieces import shown_paths as shown_paths
from .render_pieces import source_text as source_text
from .render_pieces import suit_node as suit_node
from .render_pieces import text as text
from .render_schema import schema_nodes as schema_nodes
from .render_schema import schema_prose as schema_prose
from .render_sections import annonce_example_node as annonce_example_node
from .render_sections import annonces_section as annonces_section
from .render_sections import belote_section as belote_section
from .render_sections import bidding_section as bidding_section
from .render_sections import cards_section as cards_section
from .render_sections import carres_table as carres_table
from .render_sections import deal_section as deal_section
from .render_sections import game_end_section as game_end_section
from .render_sections import order_table as order_table
from .render_sections import play_examples_section as play_examples_section
from .render_sections import play_section as play_section
from .render_sections import position_node as position_node
from .render_sections import rule_block as rule_block
from .render_sections import score_node as score_node
from .render_sections import scoring_section as scoring_section
from .render_sections import sequences_table as sequences_table

__all__ = [
    "PARTS",
    "Ctx",
    "IdMaker",
    "card_node",
    "cards_node",
    "compare_nodes",
    "rulebook_nodes",
    "rulebook_texts",
    "schema_nodes",
]
