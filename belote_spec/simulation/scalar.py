"""The scalar backend: the per-deal and per-game tables, one deal at a time.

:class:`ScalarEngine` has the batch engine's interface (``play_deals(n, rng)``,
``play_games(n, rng, max_deals=...)``) and returns the same tables (see
:mod:`belote_spec.simulation.columns`), played by

* ``policy="random"``: :class:`~belote_spec.engine.random_deals.Simulator`, uniform random legal
  actions on the compiled kernels (the batch engine's policy; every belote said and every
  annonce shown, unless ``random_declarations``);
* ``policy="heuristic"``: a :class:`~belote_spec.bots.HeuristicBot` at each seat driving a
  :class:`~belote_spec.engine.game.Game`, as ``belote-spec play`` does.

At a table the fast simulator does not play (three or two players each for himself), the
random policy is :class:`~belote_spec.bots.RandomBot` at each seat driving a
:class:`~belote_spec.engine.game.Game`; the rows have a column by player where the classic
table has one by team (``points_n``, ``points_w``, ``points_s``:
:func:`~belote_spec.simulation.columns.deal_columns`).

It is deterministic: everything random is drawn from one :class:`random.Random` seeded from
the :class:`numpy.random.Generator` it is given. It serves wherever the batch engine cannot:
variants whose phases come from a third-party plugin, the heuristic policy, and an
installation without ``belote_spec.simulation.batch``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final

import numpy as np
import numpy.typing as npt

from ..engine.bidding import Contract
from ..engine.random_deals import SimDeal, Simulator
from .columns import (
    OUTCOMES,
    DealTable,
    GameTable,
    bid_code,
    deal_columns,
    game_columns,
    line_suffixes,
)

if TYPE_CHECKING:
    from ..engine.game import DealState, Game
    from ..engine.rules import Rules
    from ..seating import Seating

__all__ = ["POLICIES", "ScalarEngine"]

#: The policies the scalar backend plays.
POLICIES: Final = ("random", "heuristic")


class _Rows:
    """Columns being filled, one value per row, as Python lists."""

    def __init__(self, columns: Mapping[str, type[np.generic]]) -> None:
        self.columns = columns
        self.data: dict[str, list[int | bool]] = {name: [] for name in columns}

    def add(self, **values: int | bool) -> None:
        for name, column in self.data.items():
            column.append(values[name])

    def table(self) -> dict[str, npt.NDArray[Any]]:
        return {
            name: np.asarray(self.data[name], dtype=dtype) for name, dtype in self.columns.items()
        }


def _add_deal(
    rows: _Rows,
    *,
    game: int,
    number: int,
    dealer: int,
    contract: Contract | None,
    cancelled: bool,
    points: Sequence[int],
    tricks: Sequence[int],
    capot: str | None,
    belote: list[str],
    annonces: Mapping[str, int],
    score: Any,
    seating: Seating,
) -> None:
    """One row: ``points`` and ``tricks`` by score line (in the order of
    ``seating.lines``), ``score`` a :class:`~belote_spec.engine.scoring.DealScore` (or a line
    score keyed by the seating's lines) or None."""
    played = score is not None
    lines = seating.lines
    by_line: dict[str, int | bool] = {}
    for i, (line, suffix) in enumerate(zip(lines, line_suffixes(lines), strict=True)):
        by_line[f"points_{suffix}"] = points[i] if played else 0
        by_line[f"tricks_{suffix}"] = tricks[i] if played else 0
        by_line[f"belote_{suffix}"] = belote.count(line) if played else 0
        by_line[f"annonces_{suffix}"] = int(annonces.get(line, 0)) if played else 0
        by_line[f"score_{suffix}"] = int(score[line]) if score is not None else 0
    rows.add(
        game=game,
        deal=number,
        dealer=dealer,
        taker=-1 if contract is None else contract.taker,
        team=-1 if contract is None else seating.line_of[contract.taker],
        mode=-1 if contract is None else contract.mode,
        bid=-1 if contract is None else bid_code(contract.bid),
        contre=0 if contract is None else contract.contre,
        cancelled=cancelled,
        capot=lines.index(capot) if played and capot in lines else -1,
        outcome=OUTCOMES.get(score.outcome, 0) if score is not None else 0,
        held=int(getattr(score, "held", 0)) if score is not None else 0,
        **by_line,
    )


def _add_sim_deal(rows: _Rows, sim: SimDeal, game: int, number: int, seating: Seating) -> None:
    extras = sim.extras
    _add_deal(
        rows,
        game=game,
        number=number,
        dealer=sim.dealer,
        contract=sim.contract,
        cancelled=sim.cancelled,
        points=[sim.points.get(line, 0) for line in seating.lines],
        tricks=[sim.tricks[i] for i in range(len(seating.lines))],
        capot=extras.get("capot"),
        belote=list(extras.get("belote", ())),
        annonces=extras.get("declarations") or {},
        score=sim.score,
        seating=seating,
    )


class ScalarEngine:
    """The batch engine's interface, one deal at a time (see the module docstring)."""

    backend = "scalar"

    def __init__(
        self, rules: Rules, *, policy: str = "random", random_declarations: bool = False
    ) -> None:
        if policy not in POLICIES:
            raise ValueError(f"policy: expected one of {', '.join(POLICIES)}; got {policy!r}")
        self.rules = rules
        self.policy = policy
        self.random_declarations = bool(random_declarations)
        seating = rules.seating
        self.deal_columns = deal_columns(seating.lines)
        self.game_columns = game_columns(seating.lines)
        # the fast simulator plays the classic table; elsewhere (three or two players each
        # for himself) random bots drive a Game
        self._simulator = (
            Simulator(rules, record=False, random_declarations=self.random_declarations)
            if seating.classic
            else None
        )

    @staticmethod
    def _python_rng(rng: np.random.Generator) -> random.Random:
        return random.Random(int(rng.integers(0, 2**63, dtype=np.int64)))

    # ------------------------------------------------------------------ deals

    def play_deals(self, n: int, rng: np.random.Generator) -> DealTable:
        """``n`` independent deals, each from a shuffled pack and a random dealer."""
        prng = self._python_rng(rng)
        rows = _Rows(self.deal_columns)
        for i in range(n):
            if self.policy == "random" and self._simulator is not None:
                self._random_deal(rows, i, prng)
            else:
                self._heuristic_deal(rows, i, prng)
        return rows.table()

    def _random_deal(self, rows: _Rows, number: int, prng: random.Random) -> None:
        rules = self.rules
        assert self._simulator is not None
        dealer = prng.randrange(rules.seating.players)
        deck = list(range(32))
        prng.shuffle(deck)
        deck, _cut = rules.dealer.cut(deck, prng)
        sim = self._simulator.deal(dealer, deck, prng)
        _add_sim_deal(rows, sim, number, 0, rules.seating)

    def _heuristic_deal(self, rows: _Rows, number: int, prng: random.Random) -> None:
        seating = self.rules.seating
        game = self.rules.new_game(
            seed=prng.randrange(2**32), dealer=seating.seats[prng.randrange(seating.players)]
        )
        self._drive(game, prng, max_deals=1)
        _add_game_deal(rows, self.rules, game.deals[0], number, 0)

    # ------------------------------------------------------------------ games

    def play_games(
        self, n_games: int, rng: np.random.Generator, max_deals: int = 500
    ) -> tuple[DealTable, GameTable]:
        """``n_games`` whole games (each stops after ``max_deals`` deals at most)."""
        prng = self._python_rng(rng)
        deals = _Rows(self.deal_columns)
        games = _Rows(self.game_columns)
        lines: tuple[str | None, ...] = self.rules.seating.lines
        suffixes = line_suffixes(self.rules.seating.lines)
        for g in range(n_games):
            if self.policy == "random" and self._simulator is not None:
                sim = self._simulator.game(prng.randrange(2**63), max_deals=max_deals)
                for k, deal in enumerate(sim.deals):
                    _add_sim_deal(deals, deal, g, k, self.rules.seating)
                result = sim.result
                count = len(sim.deals)
                played = sum(1 for d in sim.deals if d.score is not None)
                totals = sim.totals
            else:
                game = self.rules.new_game(seed=prng.randrange(2**32))
                self._drive(game, prng, max_deals=max_deals)
                kept = game.deals[:max_deals]
                for k, state in enumerate(kept):
                    _add_game_deal(deals, self.rules, state, g, k)
                result = game.result
                count = len(kept)
                played = sum(1 for d in kept if d.score is not None)
                totals = game.totals
            finished = result is not None and result.over
            winner = result.winner if finished and result is not None else None
            games.add(
                game=g,
                deals=count,
                played=played,
                winner=-1 if winner not in lines else lines.index(winner),
                draw=bool(finished and result is not None and result.draw),
                finished=finished,
                **{
                    f"total_{suffix}": totals[line]
                    for line, suffix in zip(self.rules.seating.lines, suffixes, strict=True)
                },
            )
        return deals.table(), games.table()

    def _drive(self, game: Game, prng: random.Random, *, max_deals: int) -> None:
        """A bot of the policy at each seat (heuristic, or random where the fast simulator
        does not play the table) plays ``game`` until it ends or deal ``max_deals`` is over."""
        from ..bots.heuristic import Bot, HeuristicBot, RandomBot

        bots: dict[str, Bot] = {
            seat: HeuristicBot(seed=prng.randrange(2**32))
            if self.policy == "heuristic"
            else RandomBot(
                seed=prng.randrange(2**32), random_declarations=self.random_declarations
            )
            for seat in self.rules.seating.seats
        }
        while not game.over and len(game.deals) <= max_deals:
            if len(game.deals) == max_deals and game.deals[-1].status not in ("bidding", "play"):
                break
            seat = game.to_move
            assert seat is not None
            game.apply(bots[seat].act(game.observation(seat)))


def _add_game_deal(rows: _Rows, rules: Rules, d: DealState, game: int, number: int) -> None:
    """One deal of a :class:`Game` as a row."""
    from ..engine.game import belote_teams

    seating = rules.seating
    index, line_of = seating.index, seating.line_of
    n = len(seating.lines)
    points = [0] * n
    tricks = [0] * n
    capot: str | None = None
    belote: list[str] = []
    contract = d.contract
    if d.status == "scored" and contract is not None and d.tricks:
        for trick in d.tricks:
            team = line_of[index[trick["winner"]]]
            points[team] += int(trick["points"])
            tricks[team] += 1
        points[line_of[index[d.tricks[-1]["winner"]]]] += rules.tables.dix_de_der
        if n == 2:
            capot = rules.capot_team(tricks, points)
        else:  # each for himself: the player who took every trick
            capot = next((seating.lines[i] for i in range(n) if tricks[i] == len(d.tricks)), None)
        belote = belote_teams(rules, d)
    scored = d.score if d.status == "scored" else None
    _add_deal(
        rows,
        game=game,
        number=number,
        dealer=d.dealer,
        contract=contract,
        cancelled=d.status == "cancelled",
        points=points,
        tricks=tricks,
        capot=capot,
        belote=belote,
        annonces=d.resolution.awarded if d.resolution is not None else {},
        score=scored,
        seating=seating,
    )
