"""The seating (:mod:`belote_spec.seating`): the seats of a table in playing order, their score
lines and partners, read from the variant's ``table`` rules."""

from __future__ import annotations

import pickle

import pytest

from belote_spec import load_variant
from belote_spec.cards import SEATS, TEAM_SEATS, TEAMS, SeatError, next_seat, partner, team_of
from belote_spec.seating import FOUR, Seating, seating_of


def test_four_is_the_classic_table_of_the_cards_module() -> None:
    assert FOUR.seats == SEATS == ("N", "W", "S", "E")
    assert FOUR.lines == TEAMS
    assert FOUR.players == 4
    assert FOUR.classic
    assert not FOUR.clockwise
    for i, seat in enumerate(SEATS):
        assert FOUR.seat_index(seat) == i
        assert FOUR.following(seat) == next_seat(seat)
        assert FOUR.seats[FOUR.partner[i]] == partner(seat)
        assert FOUR.line(i) == team_of(seat)
        assert FOUR.after[FOUR.before[i]] == i
    assert {line: tuple(SEATS[i] for i in m) for line, m in FOUR.members.items()} == {
        "NS": ("N", "S"),
        "EW": ("W", "E"),
    }
    assert {line: set(seats) for line, seats in TEAM_SEATS.items()} == {
        line: {SEATS[i] for i in m} for line, m in FOUR.members.items()
    }


def test_clockwise_renames_the_seats_and_keeps_the_teams() -> None:
    cw = Seating.make(rotation="clockwise")
    # N deals to E first; after E comes S, then W (the next player is on one's left)
    assert cw.seats == ("N", "E", "S", "W")
    assert [cw.following(s) for s in "NESW"] == ["E", "S", "W", "N"]
    assert [cw.following(s) for s in "NESW"] == [next_seat(s, clockwise=True) for s in "NESW"]
    assert cw.preceding("N") == "W"
    # partners and teams are the same people: N with S, E with W
    assert [cw.seats[cw.partner[i]] for i in range(4)] == ["S", "W", "N", "E"]
    assert [cw.line(cw.seat_index(s)) for s in "NESW"] == ["NS", "EW", "NS", "EW"]
    assert cw.clockwise
    assert cw.classic
    assert cw != FOUR


def test_seat_index_reads_names_and_refuses_unknown_seats() -> None:
    assert FOUR.seat_index("ouest") == 1
    assert Seating.make(rotation="clockwise").seat_index("ouest") == 3
    with pytest.raises(SeatError, match="unknown seat"):
        FOUR.seat_index("X")


def test_tables_the_engines_cannot_seat_are_refused() -> None:
    with pytest.raises(ValueError, match="rotation"):
        Seating.make(rotation="sideways")
    with pytest.raises(ValueError, match="3 players"):
        Seating.make(players=3)  # three players cannot sit facing
    with pytest.raises(ValueError, match="4 players seated 'none'"):
        Seating.make(players=4, partnership="none")


def test_a_variant_gets_its_seating_once() -> None:
    rules = load_variant("classic").compile()
    assert rules.seating is FOUR
    assert seating_of(load_variant("club")) is FOUR
    assert seating_of({"table": {"rotation": "clockwise"}}) is seating_of(
        {"table": {"players": 4, "partnership": "facing", "rotation": "clockwise"}}
    )
    assert pickle.loads(pickle.dumps(rules)).seating is FOUR


def test_the_order_of_play_from_a_seat_and_the_opponents() -> None:
    cw = Seating.make(rotation="clockwise")
    assert FOUR.order(2) == (2, 3, 0, 1) == cw.order(2)
    assert FOUR.seats_from("S") == ("S", "E", "N", "W")
    # clockwise, after South comes West (on South's left), then North, then East
    assert cw.seats_from("S") == ("S", "W", "N", "E")
    assert cw.seats_from("sud") == ("S", "W", "N", "E")
    assert FOUR.opponents(0) == (1, 3) == cw.opponents(2)
    assert FOUR.opponents(3) == (0, 2)
    assert [cw.seats[o] for o in cw.opponents(cw.seat_index("E"))] == ["N", "S"]
