"""The sentences of the bidding: who speaks first, the contract modes, then the prise or the
auction (its bids, who speaks after a capot or a générale, the contre) and the order of the
modes at the same level."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .text_base import RuleTextBase
from .text_statement import Statement, _capitalized, number
from .words import join_words


class BiddingText(RuleTextBase):
    """The sentences of the bidding (a part of :class:`~belote_spec.rulebook.text.RuleText`)."""

    # ------------------------------------------------------------------ bidding

    def bidding(self) -> list[Statement]:
        """Who speaks first, the contract modes, then the prise or the auction."""
        r = self.rule
        first = r("bidding.first_speaker")
        if self.prise:
            text = self.tr._(
                "The contract is chosen by the « prise »: in turn, each player takes "
                "the proposed trump or passes, without overbidding; the first to take "
                "is the taker."
            )
            system = "prise"
        elif self.numbered:
            text = self.tr._(
                "The contract is chosen by an auction: each player may outbid the last "
                "bid, in points, until the others pass."
            )
            system = "auction"
        else:
            text = self.tr._(
                "The contract is chosen by an auction: each player may outbid the last "
                "bid with a stronger mode, until the others pass."
            )
            system = "auction"
        out = [
            self.st("bidding.system", ["bidding.system"], text, states={"bidding.system": system})
        ]
        if first == "after_dealer":
            text = self.tr._("The player after the dealer speaks first.")
            first = "after_dealer"
        else:
            text = self.tr._("The dealer speaks first.")
            first = "dealer"
        out.append(
            self.st(
                "bidding.first_speaker",
                ["bidding.first_speaker"],
                text,
                states={"bidding.first_speaker": first},
            )
        )
        modes = self.playable_modes()
        named = self._playable_names()
        if self.suit_mode and len(modes) == 1:
            text = self.tr._(
                "The contract always names a trump suit: neither sans atout nor tout "
                "atout is played."
            )
            stated: tuple[str, ...] = ("suit",)
        elif not modes:
            text = self.tr._("No contract mode is enabled: nothing can be played.")
            stated = ()
        else:
            listed = join_words(modes, self.lang, last=self.tr._("or"))
            text = self.tr._("The contract may be played {listed}.", listed=listed)
            stated = named
        out.append(
            self.st("bidding.modes", ["bidding.modes"], text, states={"bidding.modes": stated})
        )
        if self.prise:
            self.off("bidding by prise, not auction", "bidding.auction")
            out.extend(self._prise())
        else:
            self.off("bidding by auction, not prise", "bidding.prise")
            out.extend(self._auction())
        return out

    def _round_choices(
        self, round_: Sequence[str], every_round: bool
    ) -> tuple[list[str], frozenset[str]]:
        """The words of what a round of the prise offers, and the contracts they offer
        (``turned_suit``, ``other_suits``, ``sans_atout``, ``tout_atout``)."""
        names = {
            "turned_suit": (self.tr._("take in the suit of the turned card"), {"turned_suit"}),
            "other_suits": (
                self.tr._("name one of the three other suits as trump"),
                {"other_suits"},
            ),
            "any_suit": (self.tr._("name any suit as trump"), {"turned_suit", "other_suits"}),
            "sans_atout": (self.tr._("ask for sans atout"), {"sans_atout"}),
            "tout_atout": (self.tr._("ask for tout atout"), {"tout_atout"}),
        }
        extra = {"sans_atout": self.sans_atout, "tout_atout": self.tout_atout}
        choices: list[str] = []
        offered: set[str] = set()
        for mode in round_:
            words, contracts = names[mode]
            if extra.get(mode, self.suit_mode) and words not in choices:
                choices.append(words)
                offered |= contracts
        if every_round:
            for mode, on in extra.items():
                words, contracts = names[mode]
                if on and words not in choices:
                    choices.append(words)
                    offered |= contracts
        return choices, frozenset(offered)

    def _prise(self) -> list[Statement]:
        r = self.rule
        rounds = [list(x) for x in r("bidding.prise.rounds")]
        optional = self.sans_atout or self.tout_atout
        every = bool(r("bidding.prise.modes_in_every_round")) and optional
        out: list[Statement] = []
        for i, round_ in enumerate(rounds):
            choices, offered = self._round_choices(round_, every)
            what = join_words(choices, self.lang, last=self.tr._("or"))
            if len(rounds) == 1:
                head = self.tr._("A single round of bidding")
            else:
                head = (
                    self.tr._("First round"),
                    self.tr._("Second round"),
                    self.tr._("Third round"),
                    self.tr._("Fourth round"),
                )[i]
            lead = (
                self.tr._("in turn, each player may")
                if i == 0
                else self.tr._("if nobody took, each player may")
            )
            text = self.tr._(
                "{head}: {lead} {what}; otherwise they pass.", head=head, lead=lead, what=what
            )
            if not choices:
                text = self.tr._("{head}: no contract can be taken, everybody passes.", head=head)
            out.append(
                self.st(
                    f"bidding.prise.rounds.{i}",
                    ["bidding.prise.rounds"],
                    text,
                    # the round (from 0) and what may be taken in it
                    states={"bidding.prise.rounds": (i, len(rounds), offered)},
                )
            )
        if optional:
            names = join_words(
                [
                    n
                    for n, on in (
                        (self.tr.pgettext("mode with article", "sans atout"), self.sans_atout),
                        (self.tr.pgettext("mode with article", "tout atout"), self.tout_atout),
                    )
                    if on
                ],
                self.lang,
            )
            if every:
                text = self.tr._("{names} may be named in every round.", names=names)
                in_every = True
            else:
                text = self.tr._("{names} may be named only in a round that lists it.", names=names)
                in_every = False
            text = _capitalized(text)
            out.append(
                self.st(
                    "bidding.prise.modes_in_every_round",
                    ["bidding.prise.modes_in_every_round"],
                    text,
                    states={"bidding.prise.modes_in_every_round": in_every},
                )
            )
        else:
            self.off("no optional contract mode", "bidding.prise.modes_in_every_round")
        if r("bidding.prise.vache"):
            self.off("with the vache somebody always takes", "bidding.prise.all_pass")
            forced = r("bidding.prise.forced")
            if forced == "dealer" and r("bidding.first_speaker") == "after_dealer":
                # the dealer speaks last in the round
                text = self.tr._(
                    "The « vache »: in the last round, if the first three players passed, "
                    "the dealer, who speaks last, must take, whatever their hand."
                )
            elif forced == "dealer":
                text = self.tr._(
                    "The « vache »: if everybody passed in the last round, the dealer, who "
                    "spoke first, must take what that round offers, whatever their hand: they "
                    "may not pass again."
                )
            elif forced == "first_speaker":
                text = self.tr._(
                    "The « vache »: if everybody passed in the last round, the first to have "
                    "spoken in it must take what that round offers, whatever their hand: they "
                    "may not pass again."
                )
            else:
                text = self.tr._(
                    "The « vache »: in the last round, if the first three players passed, "
                    "the last to speak must take, whatever their hand."
                )
            out.append(
                self.st(
                    "bidding.prise.vache",
                    ["bidding.prise.vache", "bidding.prise.forced"],
                    text,
                    states={"bidding.prise.vache": True, "bidding.prise.forced": forced},
                )
            )
        else:
            self.off("without the vache nobody is forced to take", "bidding.prise.forced")
            n = len(rounds)
            out.append(
                self.st(
                    "bidding.prise.all_pass",
                    ["bidding.prise.vache", "bidding.prise.all_pass"],
                    self.tr._(
                        "Nobody has to take: if everybody passes in the round, the cards are "
                        "gathered and the next dealer deals."
                    )
                    if n == 1
                    else self.tr._(
                        "Nobody has to take: if everybody passes in all {count} rounds, the "
                        "cards are gathered and the next dealer deals.",
                        count=number(n, self.lang),
                    ),
                    states={"bidding.prise.vache": False, "bidding.prise.all_pass": "redeal"},
                )
            )
        return out

    def _mode_overbid(self, order: Sequence[str], partner: str) -> str:
        """How a bid of a mode alone is covered: by a stronger mode of ``order``."""
        if not order:
            return self.tr._(
                "No mode covers another: the first bid stands unless a higher bid is made "
                "above the modes; {partner}.",
                partner=partner,
            )
        names = [self._mode_label(m) for m in order]
        missing = [self._mode_label(m) for m in self._playable_mode_keys() if m not in order]
        listed = join_words(names, self.lang)
        nor = self.tr._("nor")
        if missing:
            return self.tr.ngettext(
                "Each bid must name a stronger mode than the last; from the weakest to the "
                "strongest: {names} ({missing} never covers a bid); {partner}.",
                "Each bid must name a stronger mode than the last; from the weakest to the "
                "strongest: {names} ({missing} never cover a bid); {partner}.",
                len(missing),
                names=listed,
                missing=join_words(missing, self.lang, last=nor),
                partner=partner,
            )
        return self.tr._(
            "Each bid must name a stronger mode than the last; from the weakest to the "
            "strongest: {names}; {partner}.",
            names=listed,
            partner=partner,
        )

    def _ladder_words(self) -> str:
        """``80, 90, 100… jusqu'à 160`` / ``82, 90, 100… and up, without a ceiling``."""
        values = self.bid_ladder()
        ceiling = self.rule("bidding.auction.ceiling")
        if not values:
            return self.tr._("none")
        if ceiling is None:
            head = ", ".join(str(v) for v in values[:3])
            return self.tr._(
                "{head} and so on, without a ceiling (the engine offers bids up to {top})",
                head=head,
                top=values[-1],
            )
        if len(values) <= 4:
            return join_words([str(v) for v in values], self.lang, last=self.tr._("or"))
        head = ", ".join(str(v) for v in values[:3])
        return self.tr._("{head}… up to {top}", head=head, top=values[-1])

    def _mode_ladder(self) -> Statement:
        """The auction's bids where they name a mode alone (``auction.levels: none``)."""
        self.off(
            "a bid names a mode alone, no points",
            "bidding.auction.floor",
            "bidding.auction.step",
            "bidding.auction.ceiling",
        )
        listed = join_words(self.playable_modes(), self.lang, last=self.tr._("or"))
        return self.st(
            "bidding.auction.levels",
            ["bidding.auction.levels"],
            self.tr._(
                "In turn, each player bids or passes. A bid names the trump alone ({modes}), "
                "without points: the contract has no points to reach.",
                modes=listed,
            ),
            states={"bidding.auction.levels": "none"},
        )

    def _auction(self) -> list[Statement]:
        r = self.rule
        if not self.numbered:
            return self._auction_rest([self._mode_ladder()])
        modes = self.playable_modes()
        step = int(r("bidding.auction.step"))
        floor = int(r("bidding.auction.floor"))
        ladder = self._ladder_words()
        odd = floor % step != 0
        listed = join_words(modes, self.lang, last=self.tr._("or"))
        values = self.bid_ladder()
        # the bids the words show: the first three (all of them up to four) and the highest
        shown = tuple(values if len(values) <= 4 else values[:3])
        bids = {"bidding.auction.bids": (shown, values[-1] if values else None)}
        out = [
            self.st(
                "bidding.auction.range",
                [
                    "bidding.auction.levels",
                    "bidding.auction.floor",
                    "bidding.auction.step",
                    "bidding.auction.ceiling",
                ],
                self.tr._(
                    "In turn, each player bids or passes. A bid names the points the bidder's "
                    "team undertakes to make and the trump ({modes}). The possible bids are "
                    "{ladder}: the lowest, then the multiples of {step} above it.",
                    modes=listed,
                    ladder=ladder,
                    step=step,
                )
                if odd
                else self.tr._(
                    "In turn, each player bids or passes. A bid names the points the bidder's "
                    "team undertakes to make and the trump ({modes}). The possible bids are "
                    "{ladder}, in steps of {step}.",
                    modes=listed,
                    ladder=ladder,
                    step=step,
                ),
                states={**bids, "bidding.auction.step": step, "bidding.auction.levels": "numbers"},
            )
        ]
        return self._auction_rest(out)

    def _auction_rest(self, out: list[Statement]) -> list[Statement]:
        """The auction's statements after its bids: capot, générale, overbidding, contre, end."""
        r = self.rule
        top = self.tr._("the highest numeric bid")
        if not self.numbered:
            top = self.tr._("every bid of a mode")
        elif r("bidding.auction.ceiling") is None:
            top = self.tr._("any numeric bid")
        capot = bool(r("bidding.auction.capot"))
        if capot:
            text = self.tr._(
                "Above {top} one may bid « capot »: undertaking to {sweep} with one's partner.",
                top=top,
                sweep=self.sweep("infinitive"),
            )
            states: dict[str, Any] = {"bidding.auction.capot": True}
        else:
            text = self.tr._("Capot cannot be bid.")
            states = {"bidding.auction.capot": False}
        out.append(self.st("bidding.auction.capot", ["bidding.auction.capot"], text, states=states))
        generale = bool(r("bidding.auction.generale"))
        if generale:
            if capot:
                text = self.tr._(
                    "Above capot one may bid a « générale »: the bidder undertakes to win all "
                    "eight tricks alone."
                )
            else:
                text = self.tr._(
                    "Above {top} one may bid a « générale »: the bidder undertakes to win all "
                    "eight tricks alone.",
                    top=top,
                )
            states = {"bidding.auction.generale": True}
        else:
            text = self.tr._("A « générale » (all eight tricks by one player) cannot be bid.")
            states = {"bidding.auction.generale": False}
        out.append(
            self.st("bidding.auction.generale", ["bidding.auction.generale"], text, states=states)
        )
        out.extend(self._after_capot(capot, generale))
        order = [
            m for m in r("bidding.auction.same_level_order") if m in self._playable_mode_keys()
        ]
        if r("bidding.auction.overbid_partner"):
            partner = self.tr._("you may overbid your partner")
            states = {"bidding.auction.overbid_partner": True}
        else:
            partner = self.tr._("you may not overbid your partner")
            states = {"bidding.auction.overbid_partner": False}
        # the modes, weakest first, in which an equal bid covers the last one
        states["bidding.auction.same_level_order"] = tuple(order)
        if not self.numbered:
            text = self._mode_overbid(order, partner)
        elif order:
            names = [self._mode_label(m) for m in order]
            missing = [self._mode_label(m) for m in self._playable_mode_keys() if m not in order]
            listed = join_words(names, self.lang)
            nor = self.tr._("nor")
            if missing:
                text = self.tr.ngettext(
                    "Each bid must be higher than the last, or equal to it in a stronger mode; "
                    "from the weakest to the strongest: {names} ({missing} never covers an "
                    "equal bid). Capot and générale are not ranked this way; {partner}.",
                    "Each bid must be higher than the last, or equal to it in a stronger mode; "
                    "from the weakest to the strongest: {names} ({missing} never cover an "
                    "equal bid). Capot and générale are not ranked this way; {partner}.",
                    len(missing),
                    names=listed,
                    missing=join_words(missing, self.lang, last=nor),
                    partner=partner,
                )
            else:
                text = self.tr._(
                    "Each bid must be higher than the last, or equal to it in a stronger mode; "
                    "from the weakest to the strongest: {names}. Capot and générale are not "
                    "ranked this way; {partner}.",
                    names=listed,
                    partner=partner,
                )

        else:
            text = self.tr._(
                "Each bid must be higher in points than the last; {partner}.", partner=partner
            )
        out.append(
            self.st(
                "bidding.auction.overbid_partner",
                ["bidding.auction.overbid_partner", "bidding.auction.same_level_order"],
                text,
                states=states,
            )
        )
        text, raise_own = {
            "allowed": (self.tr._("You may also overbid your own bid."), "allowed"),
            "new_mode": (
                self.tr._("You may overbid your own bid only in another suit or mode."),
                "new_mode",
            ),
            "forbidden": (self.tr._("You may not overbid your own bid."), "forbidden"),
        }[r("bidding.auction.raise_own")]
        out.append(
            self.st(
                "bidding.auction.raise_own",
                ["bidding.auction.raise_own"],
                text,
                states={"bidding.auction.raise_own": raise_own},
            )
        )
        if r("bidding.auction.contre"):
            out.extend(self._contre_rules(capot or generale))
        else:
            out.append(
                self.st(
                    "bidding.auction.contre",
                    ["bidding.auction.contre"],
                    self.tr._("Doubling is not allowed."),
                    states={"bidding.auction.contre": False},
                )
            )
            self.off(
                "no contre",
                "bidding.auction.surcontre",
                "bidding.auction.contre_ends_auction",
                "bidding.auction.after_contre",
                "bidding.auction.capot_contre",
                "bidding.auction.contre_timing",
                "bidding.auction.contre_out_of_turn",
            )
        if r("bidding.auction.end") == "four_passes":
            raise_ = r("bidding.auction.raise_own") != "forbidden"
            if raise_:
                text = self.tr._(
                    "The auction ends after four passes in a row, the last bidder's included: "
                    "until they pass, they may still raise. The last bid is then the contract "
                    "and its bidder the taker."
                )
            else:
                text = self.tr._(
                    "The auction ends after four passes in a row, the last bidder's included. "
                    "The last bid is then the contract and its bidder the taker."
                )
            end = "four_passes"
        else:
            text = self.tr._(
                "The auction ends after three passes in a row: the last bid is the "
                "contract and its bidder the taker."
            )
            end = "three_passes"
        out.append(
            self.st(
                "bidding.auction.end",
                ["bidding.auction.end"],
                text,
                states={"bidding.auction.end": end},
            )
        )
        out.append(
            self.st(
                "bidding.auction.all_pass",
                ["bidding.auction.all_pass"],
                self.tr._(
                    "If all four players pass without a bid, the cards are gathered and "
                    "the next dealer deals."
                ),
                states={"bidding.auction.all_pass": "redeal"},
            )
        )
        return out

    def _after_capot(self, capot: bool, generale: bool) -> list[Statement]:
        """Who speaks after a capot (or générale) bid."""
        if not (capot or generale):
            self.off("neither capot nor générale can be bid", "bidding.auction.after_capot")
            return []
        which = [
            word
            for word, on in ((self.tr._("capot"), capot), (self.tr._("générale"), generale))
            if on
        ]
        what = join_words(which, self.lang, last=self.tr._("or"))
        after = self.rule("bidding.auction.after_capot")
        states: dict[str, Any] = {}
        if after == "ends" and self.rule("bidding.auction.contre"):
            text = self.tr._(
                "A {what} bid ends the auction: nobody speaks after it, so it cannot be doubled.",
                what=what,
            )
            states["bidding.auction.after_capot"] = "ends"
        elif after == "ends":
            text = self.tr._("A {what} bid ends the auction: nobody speaks after it.", what=what)
            states["bidding.auction.after_capot"] = "ends"
        elif after == "opponents":
            text = self.tr._(
                "After a {what} bid only the bidder's two opponents speak, each once in turn; "
                "his partner says nothing, not even pass, and two passes end the auction.",
                what=what,
            )
            states["bidding.auction.after_capot"] = "opponents"
        else:
            text = self.tr._(
                "After a {what} bid every player still speaks in turn, as after any bid.",
                what=what,
            )
            states["bidding.auction.after_capot"] = "as_usual"
        return [
            self.st(
                "bidding.auction.after_capot",
                ["bidding.auction.after_capot"],
                text,
                states=states,
            )
        ]

    def _contre_rules(self, high_bids: bool) -> list[Statement]:
        r = self.rule
        out: list[Statement] = []
        surcontre = bool(r("bidding.auction.surcontre"))
        if surcontre:
            text = self.tr._(
                "An opponent of the last bidder's team may double it (« contre »); the "
                "doubled team may then redouble (« surcontre »)."
            )
            states: dict[str, Any] = {
                "bidding.auction.contre": True,
                "bidding.auction.surcontre": True,
            }
        else:
            text = self.tr._(
                "An opponent of the last bidder's team may double it (« contre »); "
                "redoubling is not allowed."
            )
            states = {"bidding.auction.contre": True, "bidding.auction.surcontre": False}
        out.append(
            self.st(
                "bidding.auction.contre",
                ["bidding.auction.contre", "bidding.auction.surcontre"],
                text,
                states=states,
            )
        )
        if high_bids:
            which = [
                word
                for word, on in (
                    (self.tr._("capot"), bool(r("bidding.auction.capot"))),
                    (self.tr._("générale"), bool(r("bidding.auction.generale"))),
                )
                if on
            ]
            what = join_words(which, self.lang, last=self.tr._("or"))
            if r("bidding.auction.after_capot") == "ends":
                self.off("a capot bid ends the auction", "bidding.auction.capot_contre")
            else:
                if r("bidding.auction.capot_contre"):
                    text = self.tr._("A {what} bid may be doubled like any other.", what=what)
                    states = {"bidding.auction.capot_contre": True}
                else:
                    text = self.tr._("A {what} bid cannot be doubled.", what=what)
                    states = {"bidding.auction.capot_contre": False}
                out.append(
                    self.st(
                        "bidding.auction.capot_contre",
                        ["bidding.auction.capot_contre"],
                        text,
                        states=states,
                    )
                )
        else:
            self.off("neither capot nor générale can be bid", "bidding.auction.capot_contre")
        if r("bidding.auction.contre_timing") == "any_time":
            self.off("a contre may be said at any time", "bidding.auction.contre_out_of_turn")
            out.append(
                self.st(
                    "bidding.auction.contre_timing",
                    ["bidding.auction.contre_timing"],
                    self.tr._(
                        "A contre may be said at any time, even out of turn, as soon as an "
                        "opponent's bid is the last one."
                    ),
                    states={"bidding.auction.contre_timing": "any_time"},
                )
            )
        else:
            if r("bidding.auction.contre_out_of_turn") == "refused":
                text = self.tr._("A contre is said in turn; a contre said out of turn is refused.")
                states = {
                    "bidding.auction.contre_timing": "in_turn",
                    "bidding.auction.contre_out_of_turn": "refused",
                }
            else:
                text = self.tr._(
                    "A contre is said in turn; a contre said out of turn is a fault: the "
                    "doubled bidder chooses to play on (the contre stands) or to have the same "
                    "dealer deal again, the cards reshuffled."
                )
                states = {
                    "bidding.auction.contre_timing": "in_turn",
                    "bidding.auction.contre_out_of_turn": "wronged_side_chooses",
                }
            out.append(
                self.st(
                    "bidding.auction.contre_timing",
                    ["bidding.auction.contre_timing", "bidding.auction.contre_out_of_turn"],
                    text,
                    states=states,
                )
            )
        if r("bidding.auction.contre_ends_auction"):
            text = (
                self.tr._("A contre ends the auction: the doubled team may only redouble or pass.")
                if surcontre
                else self.tr._("A contre ends the auction.")
            )
            states = {"bidding.auction.contre_ends_auction": True}
        else:
            text = self.tr._("After a contre the auction goes on: a new bid cancels it.")
            states = {"bidding.auction.contre_ends_auction": False}
        out.append(
            self.st(
                "bidding.auction.contre_ends_auction",
                ["bidding.auction.contre_ends_auction"],
                text,
                states=states,
            )
        )
        ends = bool(r("bidding.auction.contre_ends_auction"))
        if ends and not surcontre:
            self.off("a contre ends the auction at once", "bidding.auction.after_contre")
        elif r("bidding.auction.after_contre") == "contred_team":
            if ends:
                text = self.tr._(
                    "After a contre only the two players of the doubled team speak, each once "
                    "in turn: they redouble or pass. The doubler and his partner say nothing, "
                    "not even pass; two passes end the auction."
                )
            else:
                text = self.tr._(
                    "After a contre, until a new bid, only the two players of the doubled team "
                    "speak, each once in turn. The doubler and his partner say nothing, not "
                    "even pass; two passes end the auction."
                )
            out.append(
                self.st(
                    "bidding.auction.after_contre",
                    ["bidding.auction.after_contre"],
                    text,
                    states={"bidding.auction.after_contre": "contred_team"},
                )
            )
        else:
            text = self.tr._(
                "After a contre every player still speaks in turn, the doubler's partner included."
            )
            out.append(
                self.st(
                    "bidding.auction.after_contre",
                    ["bidding.auction.after_contre"],
                    text,
                    states={"bidding.auction.after_contre": "every_seat"},
                )
            )
        return out

    def _playable_mode_keys(self) -> list[str]:
        """The modes of ``same_level_order`` that can be played, lowest first by default."""
        out = []
        if self.suit_mode:
            out += ["clubs", "diamonds", "hearts", "spades"]
        if self.sans_atout:
            out.append("sans_atout")
        if self.tout_atout:
            out.append("tout_atout")
        return out

    def _mode_label(self, key: str) -> str:
        return {
            "clubs": self.tr.pgettext("mode", "clubs"),
            "diamonds": self.tr.pgettext("mode", "diamonds"),
            "hearts": self.tr.pgettext("mode", "hearts"),
            "spades": self.tr.pgettext("mode", "spades"),
            "sans_atout": self.tr.pgettext("mode", "sans atout"),
            "tout_atout": self.tr.pgettext("mode", "tout atout"),
        }[key]
