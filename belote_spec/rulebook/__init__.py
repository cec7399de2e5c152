"""Rulebooks generated from variant files.

* :mod:`~belote_spec.rulebook.words`: the vocabulary (names of cards, seats and modes, the
  label of every value the schema allows, the title of every rule), read from the message
  catalogs, so that a rulebook can be written in any language that has a catalog;
* :mod:`~belote_spec.rulebook.text`: the sentences of a rulebook, written from rule values;
* :mod:`~belote_spec.rulebook.examples`: worked examples computed by the rules engine;
* :mod:`~belote_spec.rulebook.render`: docutils nodes for the Sphinx extension
  (:mod:`belote_spec.rulebook.sphinxext`);
* :mod:`~belote_spec.rulebook.standalone`: a standalone HTML rulebook built with Sphinx
  (``belote-spec rulebook``).
"""

from __future__ import annotations
