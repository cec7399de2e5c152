"""The sentences of the card play: the play obligations, in the order of the numbered rules,
and the rules of the trumps."""

from __future__ import annotations

from typing import Any

from .text_base import RuleTextBase
from .text_statement import Statement


class PlayText(RuleTextBase):
    """The sentences of the play (a part of :class:`~belote_spec.rulebook.text.RuleText`)."""

    # ------------------------------------------------------------------ the play

    def play(self) -> list[Statement]:
        """The play obligations, in the order of the numbered rules."""
        r = self.rule
        out: list[Statement] = []
        first = r("play.first_lead")
        text, stated = {
            "after_dealer": (
                self.tr._("The player after the dealer leads to the first trick."),
                "after_dealer",
            ),
            "dealer": (self.tr._("The dealer leads to the first trick."), "dealer"),
            "taker": (self.tr._("The taker leads to the first trick."), "taker"),
        }[first]
        out.append(
            self.st(
                "play.first_lead",
                ["play.first_lead"],
                text,
                states={"play.first_lead": stated},
            )
        )
        if not self.generale:
            self.off("no générale", "play.generale_lead")
        elif r("play.generale_lead") == "bidder":
            out.append(
                self.st(
                    "play.generale_lead",
                    ["play.generale_lead"],
                    self.tr._("When a générale is bid, the bidder leads to the first trick."),
                    states={"play.generale_lead": "bidder"},
                )
            )
        else:
            out.append(
                self.st(
                    "play.generale_lead",
                    ["play.generale_lead"],
                    self.tr._("When a générale is bid, the first lead follows the same rule."),
                    states={"play.generale_lead": "as_usual"},
                )
            )
        out.append(
            self.st(
                "play.next_lead",
                ["play.next_lead"],
                self.tr._(
                    "The trick goes to the highest trump played or, if there is none, to "
                    "the highest card of the suit led; whoever wins it leads to the next."
                ),
                states={"play.next_lead": "trick_winner"},
            )
        )
        out.append(
            self.st(
                "play.follow_suit",
                ["play.follow_suit"],
                self.tr._("You must follow suit: play a card of the suit led if you have one."),
                states={"play.follow_suit": "required"},
            )
        )
        if self.suit_mode:
            out.extend(self._trump_rules())
        else:
            self.off(
                "no suit contract",
                "play.trump_lead",
                "play.must_trump",
                "play.overtrump",
                "play.undertrump",
                "play.partner_master",
                "play.partner_master_undertrump",
            )
        if r("play.illegal_card") == "deal_lost":
            pts = int(r("play.illegal_card_penalty.points"))
            add = bool(r("play.illegal_card_penalty.add_contract"))
            if add:
                text = self.tr._(
                    "A card that is not allowed is played all the same, but the deal stops at "
                    "once: the side at fault scores nothing, the other side scores {points} "
                    "points plus the contract's value.",
                    points=pts,
                )
                states: dict[str, Any] = {
                    "play.illegal_card": "deal_lost",
                    "play.illegal_card_penalty": (pts, True),
                }
            else:
                text = self.tr._(
                    "A card that is not allowed is played all the same, but the deal stops at "
                    "once: the side at fault scores nothing, the other side scores {points} "
                    "points.",
                    points=pts,
                )
                states = {
                    "play.illegal_card": "deal_lost",
                    "play.illegal_card_penalty": (pts, False),
                }
            paths = ["play.illegal_card", "play.illegal_card_penalty"]
        else:
            self.off("an illegal card is refused", "play.illegal_card_penalty")
            text = self.tr._("A card that is not allowed is refused: you must play another one.")
            paths = ["play.illegal_card"]
            states = {"play.illegal_card": "refused"}
        out.append(self.st("play.illegal_card", paths, text, states=states))
        return out

    def _trump_rules(self) -> list[Statement]:
        r = self.rule
        out: list[Statement] = []
        lead = r("play.trump_lead")
        alone = not self.partners and lead != "any_trump"
        text, stated = {
            "must_overtrump": (
                self.tr._(
                    "When trump is led you must play a trump and go higher: beat every "
                    "trump already played if you can, even your partner's."
                ),
                "must_overtrump",
            ),
            "overtrump_unless_partner_master": (
                self.tr._(
                    "When trump is led you must play a trump and go higher if you can, "
                    "unless your partner holds the trick: then any trump will do."
                ),
                "overtrump_unless_partner_master",
            ),
            "any_trump": (
                self.tr._("When trump is led any trump will do: you need not go higher."),
                "any_trump",
            ),
        }[lead]
        if alone:
            # no partner: beating every trump played is all the value says (the words state
            # what is played, a partner's exception having no one to apply to)
            text = self.tr._(
                "When trump is led you must play a trump and go higher: beat every trump "
                "already played if you can."
            )
            stated = "must_overtrump"
        out.append(
            self.st(
                "play.trump_lead", ["play.trump_lead"], text, states={"play.trump_lead": stated}
            )
        )
        must = r("play.must_trump")
        text, stated = {
            "unless_partner_master": (
                self.tr._(
                    "If you cannot follow suit and your partner does not hold the trick, "
                    "you must trump."
                ),
                "unless_partner_master",
            ),
            "always": (
                self.tr._(
                    "If you cannot follow suit you must trump, even when your partner holds "
                    "the trick."
                ),
                "always",
            ),
            "never": (
                self.tr._("If you cannot follow suit you never have to trump: you may discard."),
                "never",
            ),
        }[must]
        if not self.partners and must != "never":
            text = self.tr._("If you cannot follow suit you must trump.")
            stated = "always"
        out.append(
            self.st(
                "play.must_trump", ["play.must_trump"], text, states={"play.must_trump": stated}
            )
        )
        if must == "never":
            self.off("trumping is never compulsory", "play.undertrump")
            if r("play.overtrump") == "required":
                text = self.tr._(
                    "If an opponent has already trumped and you trump too, you must "
                    "overtrump if you can: holding a higher trump, you play it or another "
                    "suit, never a lower trump."
                )
                stated = "required"
            else:
                text = self.tr._(
                    "If an opponent has already trumped you may trump with any trump, even "
                    "a lower one."
                )
                stated = "optional"
            out.append(
                self.st(
                    "play.overtrump", ["play.overtrump"], text, states={"play.overtrump": stated}
                )
            )
        else:
            if r("play.overtrump") == "required":
                text = self.tr._(
                    "If an opponent has already trumped you must overtrump: play a higher "
                    "trump if you can."
                )
                stated = "required"
            else:
                text = self.tr._(
                    "If an opponent has already trumped you may trump with any trump, even "
                    "a lower one."
                )
                stated = "optional"
            out.append(
                self.st(
                    "play.overtrump", ["play.overtrump"], text, states={"play.overtrump": stated}
                )
            )
            text, stated = {
                "required": (
                    self.tr._(
                        "If you cannot overtrump an opponent you must still play a lower trump "
                        "(undertrump)."
                    ),
                    "required",
                ),
                "waived": (
                    self.tr._(
                        "If you cannot overtrump an opponent you no longer have to trump: no "
                        "undertrumping is required, you may play any card."
                    ),
                    "waived",
                ),
                "forbidden": (
                    self.tr._(
                        "If you cannot overtrump an opponent you may not undertrump: discard "
                        "from another suit; play a lower trump only if you hold nothing but "
                        "trumps."
                    ),
                    "forbidden",
                ),
            }[r("play.undertrump")]
            out.append(
                self.st(
                    "play.undertrump", ["play.undertrump"], text, states={"play.undertrump": stated}
                )
            )
        if not self.partners:
            self.off(
                "no partner: each plays for himself",
                "play.partner_master",
                "play.partner_master_undertrump",
            )
            return out
        if must == "always":
            self.off("you must trump even when your partner holds the trick", "play.partner_master")
            text, stated = {
                "allowed": (
                    self.tr._(
                        "If your partner holds the trick with a trump you still trump, and you "
                        "may trump lower than them."
                    ),
                    "allowed",
                ),
                # never lower than the partner, even where trumping is compulsory: unable to
                # beat the partner's trump, one discards (issue 26: the sentence said « higher
                # than them if you can », which lets a lower trump be played)
                "forbidden": (
                    self.tr._(
                        "If your partner holds the trick with a trump you still trump, higher "
                        "than them if you can, but never lower: unable to beat them, you "
                        "discard."
                    ),
                    "forbidden",
                ),
                "forbidden_unless_only_trumps": (
                    self.tr._(
                        "If your partner holds the trick with a trump you still trump, higher "
                        "than them if you can, but never lower: unable to beat them, you "
                        "discard; holding nothing but trumps, you may play any of them."
                    ),
                    "forbidden_unless_only_trumps",
                ),
                "overtrump_if_able": (
                    self.tr._(
                        "If your partner holds the trick with a trump you still trump, higher "
                        "than them if you can."
                    ),
                    "overtrump_if_able",
                ),
                "only_trumps_must_overtrump": (
                    self.tr._(
                        "If your partner holds the trick with a trump you still trump, with "
                        "any trump; holding nothing but trumps, you must trump higher than "
                        "them if you can."
                    ),
                    "only_trumps_must_overtrump",
                ),
            }[r("play.partner_master_undertrump")]
            out.append(
                self.st(
                    "play.partner_master_undertrump",
                    ["play.partner_master_undertrump"],
                    text,
                    states={"play.partner_master_undertrump": stated},
                )
            )
            return out
        out.append(
            self.st(
                "play.partner_master",
                ["play.partner_master"],
                self.tr._(
                    "If your partner holds the trick and you cannot follow suit, you may "
                    "play any card: trump or discard."
                ),
                states={"play.partner_master": "free"},
            )
        )
        text, stated = {
            "allowed": (
                self.tr._(
                    "If your partner holds the trick with a trump, you may even trump lower "
                    "than them."
                ),
                "allowed",
            ),
            "forbidden": (
                self.tr._(
                    "If your partner holds the trick with a trump, you may not trump lower "
                    "than them: discard, or trump higher."
                ),
                "forbidden",
            ),
            "forbidden_unless_only_trumps": (
                self.tr._(
                    "If your partner holds the trick with a trump, you may not trump lower "
                    "than them: discard, or trump higher; holding nothing but trumps, you "
                    "may play any of them."
                ),
                "forbidden_unless_only_trumps",
            ),
            "overtrump_if_able": (
                self.tr._(
                    "If your partner holds the trick with a trump you may play any card, "
                    "but a trump must beat theirs if you hold a higher one."
                ),
                "overtrump_if_able",
            ),
            "only_trumps_must_overtrump": (
                self.tr._(
                    "If your partner holds the trick with a trump you remain free, unless "
                    "you hold nothing but trumps: you must then trump higher than them if "
                    "you can."
                ),
                "only_trumps_must_overtrump",
            ),
        }[r("play.partner_master_undertrump")]
        out.append(
            self.st(
                "play.partner_master_undertrump",
                ["play.partner_master_undertrump"],
                text,
                states={"play.partner_master_undertrump": stated},
            )
        )
        return out
