"""Rulebooks generated from variant files.

* :mod:`~belote_spec.rulebook.words`: the vocabulary (names of cards, seats and modes, the
  label of every value the schema allows, the title of every rule), read from the message
  catalogs, so that a rulebook can be written in any language that has a catalog;
* :mod:`~belote_spec.rulebook.text`: the sentences of a rulebook, written from rule values
  (one ``text_*`` module per part of the rules: ``text_cards_deal``, ``text_bidding``,
  ``text_play``, ``text_annonces``, ``text_scoring`` with ``text_outcomes`` and
  ``text_rounding``, ``text_game_end``; ``text_statement`` and ``text_base`` hold what they
  share);
* :mod:`~belote_spec.rulebook.sentences`: the catalog of rule sentences, one entry per rule
  kind keyed by its rule path (title, value labels, a sentence per value), which ``text``
  adds to each part and ``words`` reads;
* :mod:`~belote_spec.rulebook.examples`: worked examples computed by the rules engine;
* :mod:`~belote_spec.rulebook.render`: docutils nodes for the Sphinx extension
  (:mod:`belote_spec.rulebook.sphinxext`), built in ``render_pieces``, ``render_sections``,
  ``render_book``, ``render_compare`` and ``render_schema``;
* :mod:`~belote_spec.rulebook.standalone`: a standalone HTML rulebook built with Sphinx
  (``belote-spec rulebook``).
"""

from __future__ import annotations
