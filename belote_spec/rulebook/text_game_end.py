"""The sentences of the end of the game: the target, reaching it, ties, the capot, the result,
and the game that cannot be won through (``game_end.no_win_through``)."""

from __future__ import annotations

from typing import Any

from .text_base import RuleTextBase
from .text_statement import Statement, _capitalized
from .words import join_words


class GameEndText(RuleTextBase):
    """The sentences of the end of the game (a part of
    :class:`~belote_spec.rulebook.text.RuleText`)."""

    # ------------------------------------------------------------------ end of the game

    def game_end(self) -> list[Statement]:
        """Target, reaching it, ties, capot, result."""
        r = self.rule
        target = int(r("game_end.target"))
        others = [int(c) for c in r("game_end.target_choices") if int(c) != target]
        if others:
            listed = join_words([str(o) for o in others], self.lang, last=self.tr._("or"))
            text = self.tr._(
                "The game is played to {target}; players may agree on {others} instead.",
                target=target,
                others=listed,
            )
        else:
            text = self.tr._("The game is played to {target}.", target=target)

        deals = r("game_end.deals")
        out = [
            self.st(
                "game_end.target",
                ["game_end.target", "game_end.target_choices"]
                + ([] if deals is not None else ["game_end.deals"]),
                text,
                states={
                    "game_end.target": target,
                    "game_end.target_choices": tuple(others),
                    **({} if deals is not None else {"game_end.deals": None}),
                },
            )
        ]
        if deals is not None:
            out.append(self._deals(int(deals)))
        out.append(self._instant_win())
        if r("game_end.reach") == "reach" and not self.partners:
            text = self.tr._(
                "It ends after the deal in which a player reaches or passes that total."
            )
            reach = "reach"
        elif r("game_end.reach") == "reach":
            text = self.tr._("It ends after the deal in which a team reaches or passes that total.")
            reach = "reach"
        elif not self.partners:
            text = self.tr._(
                "It ends after the deal in which a player passes that total; reaching it "
                "is not enough."
            )
            reach = "exceed"
        else:
            text = self.tr._(
                "It ends after the deal in which a team passes that total; reaching it "
                "is not enough."
            )
            reach = "exceed"
        out.append(
            self.st("game_end.reach", ["game_end.reach"], text, states={"game_end.reach": reach})
        )
        if r("game_end.both_over") == "draw":
            self.off("both teams over the target is a draw", "game_end.tie")
            text = self.tr._("If both teams get there on the same deal, the game is drawn.")
            states: dict[str, Any] = {"game_end.both_over": "draw"}
        else:
            tie, stated = {
                "extra_deal": (
                    self.tr._("on an exact tie, one more deal is played"),
                    "extra_deal",
                ),
                "last_deal_winner": (
                    self.tr._(
                        "on an exact tie, the team that scored more on the last deal wins (if "
                        "they scored the same, one more deal is played)"
                    ),
                    "last_deal_winner",
                ),
                "draw": (self.tr._("on an exact tie, the game is drawn"), "draw"),
            }[r("game_end.tie")]
            text = (
                self.tr._(
                    "If both teams get there on the same deal, the higher score wins; {tie}.",
                    tie=tie,
                )
                if self.partners
                else self.tr._(
                    "If several players get there on the same deal, the highest score wins; {tie}.",
                    tie=tie,
                )
            )
            states = {"game_end.both_over": "higher_wins", "game_end.tie": stated}
        out.append(
            self.st(
                "game_end.both_over",
                ["game_end.both_over", "game_end.tie"],
                text,
                states=states,
            )
        )
        out.append(self._no_win_through())
        out.append(self._capot_line())
        if not self.partners:
            text = self.tr._(
                "A player put capot may still win the game on that deal if their total is enough."
            )
            capot = False
            if r("game_end.capot_loser_cannot_win"):
                text = self.tr._(
                    "A player who has just been put capot cannot win the game on that deal."
                )
                capot = True
        elif r("game_end.capot_loser_cannot_win"):
            text = self.tr._(
                "A team that has just been put capot cannot win the game on that deal."
            )
            capot = True
        else:
            text = self.tr._(
                "A team put capot may still win the game on that deal if its total is enough."
            )
            capot = False
        out.append(
            self.st(
                "game_end.capot_loser_cannot_win",
                ["game_end.capot_loser_cannot_win"],
                text,
                states={"game_end.capot_loser_cannot_win": capot},
            )
        )
        if r("game_end.result") == "winner" and not self.partners:
            text = self.tr._("The result of the game is the winning player.")
            result = "winner"
        elif r("game_end.result") == "winner":
            text = self.tr._("The result of the game is the winning team.")
            result = "winner"
        else:
            text = self.tr._(
                "In tournaments the result is the score difference, North–South minus "
                "East–West, which each player carries."
            )
            result = "difference"
        out.append(
            self.st(
                "game_end.result", ["game_end.result"], text, states={"game_end.result": result}
            )
        )
        return out

    def _deals(self, deals: int) -> Statement:
        """A game of a fixed number of deals (``game_end.deals``), its tie after the last."""
        tie = self.rule("game_end.tie")
        counted = self.tr._(
            "The game lasts {deals} deals at most: once {deals} deals are on the score sheet "
            "(a deal in which nobody took does not count), it ends if the target has not "
            "ended it before, and the higher total wins.",
            deals=deals,
        )
        if tie == "last_deal_winner":
            then = self.tr._(
                "With equal totals, the team that scored more on the last deal wins (if they "
                "scored the same, one more deal is played)."
            )
        elif tie == "draw":
            then = self.tr._("With equal totals, the game is drawn.")
        else:
            then = self.tr._(
                "With equal totals, one more deal is played, and so on until the totals differ."
            )
        return self.st(
            "game_end.deals",
            ["game_end.deals", "game_end.tie"],
            counted + " " + then,
            states={"game_end.deals": deals, "game_end.tie": tie},
        )

    def _instant_win(self) -> Statement:
        """The hands that win the whole game at once (``game_end.instant_win``)."""
        kinds = tuple(self.rule("game_end.instant_win"))
        if "eight_card_suit" in kinds:
            text = self.tr._(
                "A player who holds all eight cards of one suit, as soon as every hand is "
                "complete (at the deal, or after the bidding where the last cards are dealt "
                "then), wins the whole game at once for his team: the deal is not played and "
                "puts nothing on the score sheet. Should two opponents each hold one, the first "
                "of them in the order of play from the player after the dealer wins."
            )
        elif self.partners:
            text = self.tr._(
                "No hand wins the game by itself: a player dealt all eight cards of one suit "
                "plays the deal like any other."
            )
        else:
            text = self.tr._(
                "No hand wins the game by itself: whatever a player is dealt, the deal is "
                "played like any other."
            )
        return self.st(
            "game_end.instant_win",
            ["game_end.instant_win"],
            text,
            states={"game_end.instant_win": kinds},
        )

    def _capot_line(self) -> Statement:
        """A capot that cannot win the game (``game_end.no_win_through.line``)."""
        line = tuple(self.rule("game_end.no_win_through.line"))
        if "capot_for" not in line and not self.partners:
            text = self.tr._(
                "A player who takes every trick may win the game on that deal like on any other."
            )
        elif "capot_for" not in line:
            text = self.tr._(
                "A team that takes every trick may win the game on that deal like on any other."
            )
        elif self.rule("game_end.reach") == "reach":
            text = self.tr._(
                "A team cannot win the game by a capot: on a deal in which it takes every "
                "trick, it wins only if its total before that deal already reaches the target; "
                "otherwise the game goes on to the next deal."
            )
        else:
            text = self.tr._(
                "A team cannot win the game by a capot: on a deal in which it takes every "
                "trick, it wins only if its total before that deal already passes the target; "
                "otherwise the game goes on to the next deal."
            )
        return self.st(
            "game_end.no_win_through.line",
            ["game_end.no_win_through.line"],
            text,
            states={"game_end.no_win_through.line": line},
        )

    def _no_win_through(self) -> Statement:
        r = self.rule
        kinds = [k for k, on in (("belote", self.belote_on), ("annonces", self.annonces_on)) if on]
        for k in ("belote", "annonces"):
            if k not in kinds:
                self.off(f"no {k}", f"game_end.no_win_through.{k}")
        if not kinds:
            self.off("no points kept from winning", "game_end.no_win_through.until")
            return self.st(
                "game_end.no_win_through",
                ["game_end.no_win_through.belote", "game_end.no_win_through.annonces"],
                self.tr._("Every point of a deal counts toward winning the game."),
            )
        # for each kind of points, the deals on which the words say it does not win the game
        states: dict[str, Any] = {}
        reach = r("game_end.reach") == "reach"
        where = {
            "dedans": self.tr._("on which its contract fails"),
            "capot_against": self.tr._("on which it is put capot"),
        }
        what = {
            "belote": self.tr._("its belote"),
            "annonces": self.tr._("its annonces"),
        }
        barred: dict[tuple[str, ...], list[str]] = {}
        free: list[str] = []
        for k in kinds:
            deals = tuple(r(f"game_end.no_win_through.{k}"))
            if deals:
                barred.setdefault(deals, []).append(k)
            else:
                free.append(k)
        sentences = []
        for deals, items in barred.items():
            listed = join_words([what[i] for i in items], self.lang)
            on = join_words([where[d] for d in deals], self.lang, last=self.tr._("or"))
            states.update({f"game_end.no_win_through.{i}": deals for i in items})
            if reach:
                sentence = self.tr._(
                    "On a deal {on}, a team wins the game only if its total, without "
                    "{listed} of that deal, still reaches the target.",
                    on=on,
                    listed=listed,
                )
            else:
                sentence = self.tr._(
                    "On a deal {on}, a team wins the game only if its total, without "
                    "{listed} of that deal, still passes the target.",
                    on=on,
                    listed=listed,
                )
            sentences.append(sentence)
        if free:
            listed = join_words(
                [
                    self.tr._("the belote") if k == "belote" else self.tr._("the annonces")
                    for k in free
                ],
                self.lang,
            )
            states.update({f"game_end.no_win_through.{k}": () for k in free})
            plural = len(free) > 1 or free[0] == "annonces"
            if plural:
                sentence = self.tr._(
                    "{listed} of a lost deal count toward winning the game like other points.",
                    listed=listed,
                )
            else:
                sentence = self.tr._(
                    "{listed} of a lost deal counts toward winning the game like other points.",
                    listed=listed,
                )
            sentences.append(_capitalized(sentence))
        paths = [f"game_end.no_win_through.{k}" for k in kinds]
        if not barred:
            self.off("no points kept from winning", "game_end.no_win_through.until")
        elif r("game_end.no_win_through.until") == "trick":
            sentences.append(
                self.tr._(
                    "A team kept from winning this way, like any team that begins a deal "
                    "with enough points to win, then wins only on a deal in which it takes "
                    "at least one trick."
                )
            )
            paths.append("game_end.no_win_through.until")
            states["game_end.no_win_through.until"] = "trick"
        else:
            sentences.append(
                self.tr._(
                    "A team kept from winning this way may win on the next deal, like any "
                    "other team."
                )
            )
            paths.append("game_end.no_win_through.until")
            states["game_end.no_win_through.until"] = "next_deal"

        return self.st("game_end.no_win_through", paths, " ".join(sentences), states=states)
