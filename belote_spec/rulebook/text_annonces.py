"""The sentences of the annonces (sequences, carrés, who scores them) and of the belote."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .terms import situations
from .text_base import RuleTextBase
from .text_statement import (
    Statement,
    _capitalized,
    leaves_under,
    number,
    rank_row,
    sequence_article,
)
from .words import carre_name, join_words


class AnnoncesText(RuleTextBase):
    """The sentences of the annonces and the belote (a part of
    :class:`~belote_spec.rulebook.text.RuleText`)."""

    # ------------------------------------------------------------------ annonces

    def annonces_disabled(self) -> Statement:
        """The statement of a variant played without annonces."""
        for path in leaves_under("annonces"):
            if path != "annonces.enabled":
                self.off("no annonces", path)
        return self.st(
            "annonces.enabled",
            ["annonces.enabled"],
            self.tr._("There are no annonces: no sequences, no carrés. Belote still counts.")
            if self.rule("belote.enabled")
            else self.tr._("There are no annonces: no sequences, no carrés."),
            states={"annonces.enabled": False},
        )

    def annonces_intro(self) -> list[Statement]:
        """What annonces are, who scores them, in which modes, when they are declared."""
        r = self.rule
        resolution = r("annonces.resolution")
        if not self.partners:
            text = {
                "per_kind": self.tr._(
                    "When playing their first card, each player declares the combinations they "
                    "hold: sequences and carrés. Sequences and carrés are compared apart: the "
                    "player holding the best sequence scores all their sequences, and the "
                    "player holding the best carré all their carrés; the same player may score "
                    "both."
                ),
                "each_own": self.tr._(
                    "When playing their first card, each player declares the combinations they "
                    "hold: sequences and carrés. Nothing is compared: each player scores all "
                    "their annonces."
                ),
                "best_team": self.tr._(
                    "When playing their first card, each player declares the combinations they "
                    "hold: sequences and carrés. Only the player holding the best annonce "
                    "scores; they then score all their annonces."
                ),
            }[resolution]
        elif resolution == "per_kind":
            text = self.tr._(
                "When playing their first card, each player declares the combinations they "
                "hold: sequences and carrés. Sequences and carrés are compared apart: the team "
                "holding the best sequence scores all its sequences, its partner's included, "
                "and the team holding the best carré all its carrés; the same team may score "
                "both."
            )
        elif resolution == "each_own":
            text = self.tr._(
                "When playing their first card, each player declares the combinations they "
                "hold: sequences and carrés. Nothing is compared: each team scores all its "
                "annonces, its partner's included."
            )
        else:
            text = self.tr._(
                "When playing their first card, each player declares the combinations "
                "they hold: sequences and carrés. Only the team holding the best "
                "annonce scores; it then scores all its annonces, its partner's "
                "included."
            )
        out = [
            self.st(
                "annonces.enabled",
                ["annonces.enabled", "annonces.resolution"],
                text,
                states={"annonces.enabled": True, "annonces.resolution": resolution},
            )
        ]
        modes = [
            ("suit", self.suit_mode, self.tr._("in suit contracts")),
            ("sans_atout", self.sans_atout, self.tr._("at sans atout")),
            ("tout_atout", self.tout_atout, self.tr._("at tout atout")),
        ]
        made = [(key, name) for key, on, name in modes if on and r(f"annonces.in_modes.{key}")]
        not_made = [
            (key, name) for key, on, name in modes if on and not r(f"annonces.in_modes.{key}")
        ]
        yes = [name for _key, name in made]
        no = [name for _key, name in not_made]
        for key, on, _name in modes:
            if not on:
                self.off("contract mode not played", f"annonces.in_modes.{key}")
        states: dict[str, Any] = {}
        if yes and no:
            nor = self.tr._("nor")
            text = self.tr._(
                "Annonces are made {modes}, but not {other_modes}.",
                modes=join_words(yes, self.lang),
                other_modes=join_words(no, self.lang, last=nor),
            )
            states.update({f"annonces.in_modes.{key}": True for key, _name in made})
            states.update({f"annonces.in_modes.{key}": False for key, _name in not_made})
        elif yes:
            text = self.tr._("Annonces are made {modes}.", modes=join_words(yes, self.lang))
            states.update({f"annonces.in_modes.{key}": True for key, _name in made})
        else:
            text = self.tr._("No contract is played with annonces.")
            states.update({f"annonces.in_modes.{key}": False for key, _name in not_made})
        out.append(
            self.st(
                "annonces.in_modes",
                [f"annonces.in_modes.{k}" for k, on, _n in modes if on],
                text,
                states=states,
            )
        )
        return out

    def sequences(self) -> Statement:
        """The sequence table's statement."""
        return self.st(
            "annonces.sequences",
            ["annonces.sequences"],
            self.tr._("A sequence is made of consecutive cards of one suit:"),
            # the table below the sentence: (name, length, points), shortest first
            states={"annonces.sequences": tuple(self.sequence_kinds())},
        )

    def sequence_kinds(self) -> list[tuple[str, int, int]]:
        """(name, length, points) of the sequences, shortest first."""
        seqs = self.rule("annonces.sequences")
        return sorted(
            ((name, int(s["length"]), int(s["points"])) for name, s in seqs.items()),
            key=lambda k: k[1],
        )

    def long_sequences(self) -> Statement:
        """Runs longer than the longest kind."""
        kinds = self.sequence_kinds()
        name, longest, _pts = kinds[-1]
        label = name
        if longest >= 8:
            return self.st(
                "annonces.long_sequences",
                ["annonces.long_sequences"],
                self.tr._(
                    "No run is longer than {longest} cards: it counts as {sequence}.",
                    longest=longest,
                    sequence=sequence_article(label, self.lang),
                ),
                # what a run of eight makes
                states={"annonces.long_sequences": (label,)},
            )
        if self.rule("annonces.long_sequences") == "single":
            if label == "tierce":
                # TRANSLATORS: a sequence annonce (a tierce, feminine) counted only once
                single = self.tr.pgettext(
                    "single sequence, feminine", "a single {name}", name=label
                )
            else:
                # TRANSLATORS: a sequence annonce (« un cinquante ») counted only once
                single = self.tr.pgettext("single sequence", "a single {name}", name=label)
            text = self.tr._(
                "A run longer than {count} cards counts as {single}.",
                count=number(longest, self.lang),
                single=single,
            )
            eight: tuple[str, ...] = (label,)
        else:
            eight = tuple(self._split(8, kinds))
            text = self.tr._(
                "A run longer than {count} cards is split into several "
                "annonces, from the top: a run of eight makes {parts}.",
                count=number(longest, self.lang),
                parts=join_words([sequence_article(n, self.lang) for n in eight], self.lang),
            )

        return self.st(
            "annonces.long_sequences",
            ["annonces.long_sequences"],
            text,
            states={"annonces.long_sequences": eight},
        )

    def _split(self, length: int, kinds: Sequence[tuple[str, int, int]]) -> list[str]:
        """The names of the annonces a run of ``length`` is split into, from the top."""
        out: list[str] = []
        while length >= kinds[0][1]:
            name, size, _pts = max((k for k in kinds if k[1] <= length), key=lambda k: k[1])
            out.append(name)
            length -= size
        return out

    @property
    def carres_sans_atout(self) -> bool:
        """Whether the sans-atout carré values apply (sans atout played, with annonces)."""
        return self.sans_atout and bool(self.rule("annonces.in_modes.sans_atout"))

    def carres(self) -> Statement:
        """The carré table's statement (with the sans-atout values when they apply)."""
        paths = ["annonces.carres"]
        # the table below the sentence: each rank's carré points (and at sans atout)
        states: dict[str, Any] = {
            "annonces.carres": tuple(sorted(dict(self.rule("annonces.carres")).items()))
        }
        if self.carres_sans_atout:
            paths.append("annonces.carres_sans_atout")
            states["annonces.carres_sans_atout"] = tuple(
                sorted(dict(self.rule("annonces.carres_sans_atout")).items())
            )
        else:
            self.off("no annonces at sans atout", "annonces.carres_sans_atout")
        return self.st(
            "annonces.carres",
            paths,
            self.tr._("A carré is the four cards of one rank. It is worth:"),
            states=states,
        )

    def annonce_rules(self) -> list[Statement]:
        """Card reuse, tie-breaks, cancelling carrés, showing."""
        r = self.rule
        out: list[Statement] = []
        if r("annonces.card_reuse") == "carre_and_sequence":
            text = self.tr._("The same card may count in both a carré and a sequence.")
            reuse = "carre_and_sequence"
        else:
            text = self.tr._(
                "A card counts in one annonce only (belote aside): each player "
                "declares the combination worth the most."
            )
            reuse = "none"
        out.append(
            self.st(
                "annonces.card_reuse",
                ["annonces.card_reuse"],
                text,
                states={"annonces.card_reuse": reuse},
            )
        )
        if r("annonces.resolution") == "each_own":
            self.off(
                "each team scores its own annonces: nothing is compared",
                "annonces.tie_break",
                "annonces.still_tied",
                "annonces.carre_order",
                "annonces.carre_order.suit",
                "annonces.carre_order.sans_atout",
            )
        else:
            out.extend(self._comparison())
        ranks = list(r("annonces.cancelling_carres.ranks"))
        # the ranks whose carré cancels, as the words name them, and what it cancels
        cancels: dict[str, Any] = {"annonces.cancelling_carres.ranks": tuple(ranks)}
        if not ranks:
            text = self.tr._("No carré cancels anything.")
            self.off("no cancelling carré", "annonces.cancelling_carres.effect")
            paths = ["annonces.cancelling_carres.ranks"]
        else:
            names = join_words(
                [
                    # TRANSLATORS: a carré named in a list (« un carré de valets »)
                    self.tr.pgettext("a carré", "{carre}", carre=carre_name(k, self.lang))
                    for k in ranks
                ],
                self.lang,
                last=self.tr._("or"),
            )
            if r("annonces.cancelling_carres.effect") == "annonces":
                text = self.tr._(
                    "Holding {carres} cancels every annonce of the deal, the holder's "
                    "partner's included.",
                    carres=names,
                )
                cancels["annonces.cancelling_carres.effect"] = "annonces"
            else:
                text = self.tr._(
                    "Holding {carres} cancels the deal: the cards are dealt again.", carres=names
                )
                cancels["annonces.cancelling_carres.effect"] = "deal"
            text = _capitalized(text)
            paths = ["annonces.cancelling_carres"]
        out.append(self.st("annonces.cancelling_carres", paths, text, states=cancels))
        if r("annonces.declaring") == "optional":
            text = self.tr._(
                "A player need not declare every annonce: with their first card they may keep "
                "one of them to themselves and declare the others, or keep them all; what they "
                "keep does not count."
            )
            if ranks:
                text += " " + self.tr._(
                    "A carré that cancels may be kept too: it then cancels nothing."
                )
            declaring = "optional"
        else:
            text = self.tr._("Each player must declare every annonce in their hand.")
            declaring = "required"
        out.append(
            self.st(
                "annonces.declaring",
                ["annonces.declaring"],
                text,
                states={"annonces.declaring": declaring},
            )
        )
        # 000: declared « en posant sa première carte », shown « lorsque la première carte du
        # deuxième pli est jouée »; 003: shown « dès le début du deuxième pli (lorsque la
        # cinquième carte a été posée) même si ce n'est pas son tour »
        declared = {
            "first_card": self.tr._(
                "Each player declares their annonces as they play their first card"
            ),
        }[r("annonces.declare")]
        if r("annonces.resolution") == "best_team" and not self.partners:
            shown = {
                "second_trick": self.tr._(
                    "as soon as the first card of the second trick has been played, the player "
                    "with the best annonce shows their annonces, whoever's turn it is"
                ),
            }[r("annonces.show")]
        elif r("annonces.resolution") == "best_team":
            shown = {
                "second_trick": self.tr._(
                    "as soon as the first card of the second trick has been played, the team "
                    "with the best annonce shows its annonces, whoever's turn it is"
                ),
            }[r("annonces.show")]
        else:
            shown = {
                "second_trick": self.tr._(
                    "as soon as the first card of the second trick has been played, each "
                    "player shows those of their annonces that score, whoever's turn it is"
                ),
            }[r("annonces.show")]
        out.append(
            self.st(
                "annonces.show",
                ["annonces.declare", "annonces.show"],
                # TRANSLATORS: when annonces are declared, then when they are shown
                self.tr.pgettext(
                    "annonces declared, then shown",
                    "{declared}; {shown}.",
                    declared=declared,
                    shown=shown,
                ),
            )
        )
        if r("annonces.unshown") == "void":
            text = self.tr._("An annonce that is not shown does not count.")
            unshown = "void"
        else:
            text = self.tr._("An annonce declared but not shown is scored by the other team.")
            unshown = "opponents_score"
        out.append(
            self.st(
                "annonces.unshown",
                ["annonces.unshown"],
                text,
                states={"annonces.unshown": unshown},
            )
        )
        return out

    def _comparison(self) -> list[Statement]:
        """How equal annonces of the two teams are separated: the tie-break, the strength of
        the carrés, a tie left standing."""
        r = self.rule
        out: list[Statement] = []
        criteria = {
            "carre_over_sequence": (self.tr._("a carré beats a sequence"), "carre_over_sequence"),
            "longer": (self.tr._("the longer sequence wins"), "longer"),
            "higher": (self.tr._("the combination reaching the higher card wins"), "higher"),
            "trump": (self.tr._("the one in trump wins"), "trump"),
        }
        chosen = [criteria[c] for c in r("annonces.tie_break")]
        order = [words for words, _key in chosen]
        tie_break = {"annonces.tie_break": tuple(key for _words, key in chosen)}
        if not order and not self.partners:
            text = self.tr._(
                "If the best annonces of two players are worth the same points, nothing "
                "separates them."
            )
        elif not order:
            text = self.tr._(
                "If the two teams' best annonces are worth the same points, nothing separates them."
            )
        else:
            steps = [
                # TRANSLATORS: the first criterion separating tied annonces
                self.tr.pgettext("tie-break", "first {criterion}", criterion=c)
                if i == 0
                # TRANSLATORS: a later criterion separating tied annonces
                else self.tr.pgettext("tie-break", "then {criterion}", criterion=c)
                for i, c in enumerate(order)
            ]
            separator = self.tr.pgettext("separator", "; ")
            if self.partners:
                text = self.tr._(
                    "If the two teams' best annonces are worth the same points, they are "
                    "separated in this order: {steps}.",
                    steps=separator.join(steps),
                )
            else:
                text = self.tr._(
                    "If the best annonces of two players are worth the same points, they are "
                    "separated in this order: {steps}.",
                    steps=separator.join(steps),
                )
        out.append(self.st("annonces.tie_break", ["annonces.tie_break"], text, states=tie_break))
        out.extend(self._carre_order("higher" in r("annonces.tie_break")))
        if r("annonces.still_tied") == "first_declared":
            still = self.tr._(
                "If they are still tied, the one announced first, in the order of play "
                "of the first trick, wins."
            )
            tied = "first_declared"
        else:
            still = (
                self.tr._("If they are still tied, neither team scores any annonce.")
                if self.partners
                else self.tr._("If they are still tied, nobody scores any annonce.")
            )
            tied = "nobody_scores"
        out.append(
            self.st(
                "annonces.still_tied",
                ["annonces.still_tied"],
                still,
                states={"annonces.still_tied": tied},
            )
        )
        return out

    def _belote_on_failure(self) -> tuple[list[bool], list[bool]]:
        """For each way the contract can fail: whether the taker's team keeps its belote, and
        whether the defence scores the taker's."""
        failed = [x for x in situations(self.rule) if not x.made and not x.litige]
        kept = [x.taker.belote in ("own", "all") for x in failed]
        given = [x.defence.belote in ("opponents", "all") for x in failed]
        return kept, given

    def belote_imprenable(self) -> bool:
        """Whether the taker's team keeps its belote however the contract fails."""
        return all(self._belote_on_failure()[0])

    def _carre_order(self, used: bool) -> list[Statement]:
        """The strength of carrés of equal points (the ``higher`` tie-break)."""
        if not used:
            self.off("the tie-break does not compare heights", "annonces.carre_order")
            return []
        suit = list(self.rule("annonces.carre_order.suit"))
        out = []
        sa = self.carres_sans_atout
        if not self.suit_mode and not self.tout_atout:
            self.off("no suit or tout atout contract", "annonces.carre_order.suit")
        else:
            out.append(
                self.st(
                    "annonces.carre_order.suit",
                    ["annonces.carre_order.suit"],
                    self.tr._(
                        "Between two carrés of the same value the higher wins; in suit "
                        "contracts and at tout atout, strongest first: {ranks}.",
                        ranks=rank_row(suit, self.lang),
                    )
                    if self.tout_atout
                    else self.tr._(
                        "Between two carrés of the same value the higher wins; in suit "
                        "contracts, strongest first: {ranks}.",
                        ranks=rank_row(suit, self.lang),
                    ),
                    states={"annonces.carre_order.suit": tuple(suit)},
                )
            )
        if sa:
            order = list(self.rule("annonces.carre_order.sans_atout"))
            out.append(
                self.st(
                    "annonces.carre_order.sans_atout",
                    ["annonces.carre_order.sans_atout"],
                    self.tr._(
                        "At sans atout, carrés of the same value rank as follows, strongest "
                        "first: {ranks}.",
                        ranks=rank_row(order, self.lang),
                    ),
                    states={"annonces.carre_order.sans_atout": tuple(order)},
                )
            )
        else:
            self.off("no annonces at sans atout", "annonces.carre_order.sans_atout")
        return out

    # ------------------------------------------------------------------ belote

    def belote(self) -> list[Statement]:
        """Belote and rebelote."""
        r = self.rule
        if not r("belote.enabled"):
            for path in leaves_under("belote"):
                if path != "belote.enabled":
                    self.off("belote does not score", path)
            return [
                self.st(
                    "belote.enabled",
                    ["belote.enabled"],
                    self.tr._("Belote (king and queen of trump) does not score."),
                    states={"belote.enabled": False},
                )
            ]
        pts = int(r("belote.points"))
        if self.annonces_on:
            text = self.tr._(
                "The king and queen of trump in the same hand make a belote: the holder says "
                "« belote » playing the first and « rebelote » playing the second. It is worth "
                "{points} points. It is counted apart from the annonces and never compared "
                "with them.",
                points=pts,
            )
        else:
            text = self.tr._(
                "The king and queen of trump in the same hand make a belote: the holder says "
                "« belote » playing the first and « rebelote » playing the second. It is worth "
                "{points} points.",
                points=pts,
            )
        out = [
            self.st(
                "belote.points",
                ["belote.enabled", "belote.points"],
                text,
                states={"belote.enabled": True, "belote.points": pts},
            )
        ]
        text, call = {
            "automatic": (self.tr._("It is counted automatically, said or not."), "automatic"),
            "declared": (
                self.tr._("It must be said while playing the cards: forgotten, it does not count."),
                "declared",
            ),
            "optional": (
                self.tr._("The holder may say it or keep quiet; unsaid, it does not count."),
                "optional",
            ),
        }[r("belote.call")]
        out.append(self.st("belote.call", ["belote.call"], text, states={"belote.call": call}))
        if r("belote.call") == "automatic":
            self.off("belote counted automatically: nothing is said", "belote.rebelote")
        else:
            text, rebelote = {
                "required": (
                    self.tr._(
                        "« Rebelote » must be said too, with the second card: if either word "
                        "is missing, the belote does not count."
                    ),
                    "required",
                ),
                "optional": (
                    self.tr._(
                        "« Belote » said with the first card is enough: « rebelote » may be "
                        "left unsaid."
                    ),
                    "optional",
                ),
                "either": (
                    self.tr._(
                        "Either word is enough: « belote » with the first card, or "
                        "« rebelote » with the second."
                    ),
                    "either",
                ),
            }[r("belote.rebelote")]
            out.append(
                self.st(
                    "belote.rebelote",
                    ["belote.rebelote"],
                    text,
                    states={"belote.rebelote": rebelote},
                )
            )
        if r("belote.order") == "king_first":
            text = self.tr._("It counts only if the king is played before the queen.")
            order = "king_first"
        else:
            text = self.tr._("Either the king or the queen may be played first.")
            order = "any"
        out.append(self.st("belote.order", ["belote.order"], text, states={"belote.order": order}))
        kept, given = self._belote_on_failure()
        # what becomes of a failed taker's belote: kept by the taker's team, given to the
        # defence, lost, or depending on how the contract fails
        if all(kept) and not self.partners:
            text = self.tr._(
                "It cannot be lost (« imprenable »): the taker keeps it even when their "
                "contract fails."
            )
            dedans = "kept"
        elif all(kept):
            text = self.tr._(
                "It cannot be lost (« imprenable »): the taker's team keeps it even "
                "when its contract fails."
            )
            dedans = "kept"
        elif not any(kept) and all(given):
            text = self.tr._(
                "It can be lost: when the taker fails, the taker's belote goes to the defence."
            )
            dedans = "given"
        elif not any(kept) and not any(given):
            text = self.tr._("When the taker fails, the taker's belote is lost: nobody scores it.")
            dedans = "lost"
        else:
            text = self.tr._(
                "What becomes of the belote of a taker who fails depends on how the "
                "contract fails: the scoring says it case by case."
            )
            dedans = "depends"
        out.append(
            self.st(
                "belote.dedans",
                ["scoring.outcomes.dedans.taker.belote", "scoring.outcomes.dedans.defence.belote"],
                text,
                states={"belote.dedans": dedans},
            )
        )
        if self.tout_atout:
            if r("belote.tout_atout") == "every_suit":
                text = self.tr._("At tout atout every suit can make a belote: up to four per deal.")
                every = "every_suit"
            else:
                text = self.tr._("At tout atout there is no belote.")
                every = "none"
            out.append(
                self.st(
                    "belote.tout_atout",
                    ["belote.tout_atout"],
                    text,
                    states={"belote.tout_atout": every},
                )
            )
        else:
            self.off("tout atout is not played", "belote.tout_atout")
        if self.sans_atout:
            out.append(
                self.st(
                    "belote.sans_atout",
                    ["belote.sans_atout"],
                    self.tr._("At sans atout there is no belote."),
                    states={"belote.sans_atout": "none"},
                )
            )
        else:
            self.off("sans atout is not played", "belote.sans_atout")
        return out

    # ------------------------------------------------------------------ trick bonuses

    def trick_bonuses(self) -> list[Statement]:
        """The combinations scored when they fall in one trick (Klaverjas « roem »)."""
        r = self.rule
        if not r("trick_bonuses.enabled"):
            for path in leaves_under("trick_bonuses"):
                self.off("no trick bonuses", path)
            return []
        three = int(r("trick_bonuses.run_of_three"))
        four = int(r("trick_bonuses.run_of_four"))
        pair = int(r("trick_bonuses.trump_king_queen"))
        quads = {str(k): int(v) for k, v in dict(r("trick_bonuses.four_of_a_kind")).items()}
        out = [
            self.st(
                "trick_bonuses.enabled",
                ["trick_bonuses.enabled"],
                self.tr._(
                    "Some combinations score when their cards fall in one trick, whoever "
                    "played them: the team that wins the trick scores them. They are counted "
                    "automatically, claimed or not, and add up."
                ),
                states={"trick_bonuses.enabled": True},
            ),
            self.st(
                "trick_bonuses.runs",
                ["trick_bonuses.run_of_three", "trick_bonuses.run_of_four"],
                self.tr._(
                    "Three cards of one suit that follow each other (in the order of the "
                    "sequences) are worth {three} points; four, {four} points (one run of four, "
                    "not two runs of three).",
                    three=three,
                    four=four,
                ),
                states={"trick_bonuses.run_of_three": three, "trick_bonuses.run_of_four": four},
            ),
            self.st(
                "trick_bonuses.trump_king_queen",
                ["trick_bonuses.trump_king_queen"],
                self.tr._(
                    "The king and queen of trump in the same trick are worth {points} points, "
                    "added to a run that holds them.",
                    points=pair,
                ),
                states={"trick_bonuses.trump_king_queen": pair},
            ),
        ]
        values = sorted(set(quads.values()))
        if len(values) == 1:
            text = self.tr._(
                "The four cards of one rank in the same trick are worth {points} points.",
                points=values[0],
            )
        else:
            text = self.tr._(
                "The four cards of one rank in the same trick are worth: {values}.",
                values=join_words(
                    [f"{carre_name(rank, self.lang)} {points}" for rank, points in quads.items()],
                    self.lang,
                ),
            )
        out.append(
            self.st(
                "trick_bonuses.four_of_a_kind",
                ["trick_bonuses.four_of_a_kind"],
                text,
                states={"trick_bonuses.four_of_a_kind": tuple(sorted(quads.items()))},
            )
        )
        return out
