"""The sentences of a rulebook, generated from the rule values of a variant.

:class:`RuleText` turns each rule into one or more :class:`Statement` — a sentence in the
rulebook's language, and the rule paths it states, so that the renderer can cite their
sources. No sentence is copied from the source documents: each is written here, and chosen by
the value of the rule (``play.undertrump: waived`` gives « on ne pisse pas »…).

The sentences are gettext messages (English message ids with named placeholders, part
``rulebook`` of the catalogs): the French text is in ``locale/fr/LC_MESSAGES/rulebook.po``,
and another language is another catalog (:func:`belote_spec.i18n.add_catalog_dir`); a
message it does not translate is written in English. A choice between sentences is made on
the rule values, never on the language.

A rule can also be *inactive*: it exists in every variant (the schema requires it) but has no
effect in this one, such as the auction rules of a variant played with the prise. The
generator records those with the reason, so that a test can check that every rule path of the
schema is either stated or deliberately left out.

The sentences are written part by part, one module each, and :class:`RuleText` joins them:

* :mod:`~belote_spec.rulebook.text_statement`: :class:`Statement`, :class:`Coverage` and the
  small wording helpers (numbers in words, sequences with their article);
* :mod:`~belote_spec.rulebook.text_base`: the state and helpers every part shares, and the
  facts of the variant several parts state;
* :mod:`~belote_spec.rulebook.text_cards_deal`: the table, the cards and the deal;
* :mod:`~belote_spec.rulebook.text_bidding`: the bidding;
* :mod:`~belote_spec.rulebook.text_play`: the play;
* :mod:`~belote_spec.rulebook.text_annonces`: the annonces and the belote;
* :mod:`~belote_spec.rulebook.text_scoring`: the scoring (with
  :mod:`~belote_spec.rulebook.text_outcomes` and :mod:`~belote_spec.rulebook.text_rounding`);
* :mod:`~belote_spec.rulebook.text_game_end`: the end of the game.
"""

from __future__ import annotations

from .sentences import catalog_off, catalog_statements
from .text_annonces import AnnoncesText
from .text_bidding import BiddingText
from .text_cards_deal import NATURAL_ORDER as NATURAL_ORDER
from .text_cards_deal import CardsDealText
from .text_cards_deal import MisdealCost as MisdealCost
from .text_game_end import GameEndText
from .text_play import PlayText
from .text_scoring import ScoringText
from .text_statement import Coverage as Coverage
from .text_statement import Em, Inline, Statement, leaves_under
from .text_statement import number as number
from .text_statement import rank_row as rank_row
from .text_statement import sequence_article as sequence_article

__all__ = ["Em", "Inline", "RuleText", "Statement", "leaves_under"]


class RuleText(CardsDealText, BiddingText, PlayText, AnnoncesText, ScoringText, GameEndText):
    """The sentences of one variant's rules.

    ``rule`` reads a rule value by path (``variant.rule``); ``tables`` are the compiled card
    tables and ``scorer`` the compiled deal scorer (``Rules.tables``, ``Rules.scorer``, so
    that a plugin that changes them changes the examples; both built from the rules when not
    given). Each method returns the statements of one part of the rulebook, in reading order.
    ``lang`` is any language with a catalog (:class:`~belote_spec.i18n.UnknownLanguage`
    otherwise); ``self.tr`` translates into it.
    """

    # ------------------------------------------------------------------ the catalog

    # Each part with the rule kinds of the catalog (:mod:`~belote_spec.rulebook.sentences`)
    # among its statements: a rule stated by its catalog entry has no method of its own.

    def table(self) -> list[Statement]:
        return catalog_statements(self, "table", super().table())

    def deck(self) -> list[Statement]:
        return catalog_statements(self, "deck", super().deck())

    def deal(self) -> list[Statement]:
        return catalog_statements(self, "deal", super().deal())

    def bidding(self) -> list[Statement]:
        return catalog_statements(self, "bidding", super().bidding())

    def play(self) -> list[Statement]:
        return catalog_statements(self, "play", super().play())

    def annonce_rules(self) -> list[Statement]:
        return catalog_statements(self, "annonces", super().annonce_rules())

    def annonces_disabled(self) -> Statement:
        catalog_off(self, "annonces", "annonces are not played")
        return super().annonces_disabled()

    def belote(self) -> list[Statement]:
        return [*catalog_statements(self, "belote", super().belote()), *self.trick_bonuses()]

    def scoring(self) -> list[Statement]:
        return catalog_statements(self, "scoring", super().scoring())

    def game_end(self) -> list[Statement]:
        return catalog_statements(self, "game_end", super().game_end())

    # ------------------------------------------------------------------ everything

    def all_statements(self) -> list[Statement]:
        """Every statement of the rulebook, in order (used for coverage and comparisons)."""
        out = [*self.table(), *self.plugins(), *self.deck()]
        out += [s for s, _role in self.card_tables()]
        seq = self.sequence_order()
        if seq is not None:
            out.append(seq)
        out += [*self.deal(), *self.bidding(), *self.play()]
        if self.annonces_on:
            out += [*self.annonces_intro(), self.sequences(), self.long_sequences()]
            out += [self.carres(), *self.annonce_rules()]
        else:
            out.append(self.annonces_disabled())
        out += [*self.belote(), *self.scoring(), *self.game_end()]
        return out
