"""Three and two players, each for himself (issue 28: belote à trois, belote à deux).

The tables: three players sit N W S (counter-clockwise; N S W clockwise), the seat E empty; two
sit N and S. With ``table.partnership: none`` every player has his own score line, named by his
seat, and no partner. ``deck.cards: 24`` is the pack from nine to ace. The hand size comes from
the deal: what the first pattern gives, plus the others' completion (8 at three: 5 + 3, the
taker 5 + the turned card + 2; 9 at two: 6 + 3, the turned card to nobody). The talon is what
no one receives: 24 − 3 × 8 = 0 at three; 32 − 2 × 9 − 1 = 13 at two (the bergère and 12
hidden cards).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from belote_spec import VariantError, load_variant
from belote_spec.cards import CODE_INDEX, FULL_DECK
from belote_spec.engine.rules import Rules
from belote_spec.seating import DECK_24, Seating, seating_of

from .behaviour import covers, outside_batch, variant_with

_COMPILED: dict[str, Rules] = {}
_FOLDER: list[Path] = []

#: Belote à trois as its sources deal it: 24 cards, 3-2, the turned card to the taker, 2/3.
TROIS: dict[str, Any] = {
    "table": {"players": 3, "partnership": "none"},
    "deck": {"cards": 24},
}
#: Belote à deux: 32 cards, 3-3, the turned card to nobody, 3/3 (nine each), the bergère, the
#: seven exchange.
DEUX: dict[str, Any] = {
    "table": {"players": 2, "partnership": "none"},
    "deal": {
        "patterns": ["3-3"],
        "turned_card_to": "nobody",
        "completion": {"taker": 3, "others": 3},
        "bergere": True,
        "seven_exchange": "automatic",
    },
}

_REASON = (
    "the batch engine plays four players in two teams facing with 32 cards; it refuses other "
    "tables (BatchUnsupported, and simulate falls back to the scalar engine)"
)
outside_batch("table.players", _REASON, 3, 2)
outside_batch("table.partnership", _REASON, "none")
outside_batch("deck.cards", _REASON, 24)
outside_batch("deal.turned_card_to", _REASON, "nobody")
outside_batch("deal.bergere", _REASON, True)
outside_batch("deal.seven_exchange", _REASON, "automatic")


@pytest.fixture(scope="module", autouse=True)
def _variant_folder(tmp_path_factory: pytest.TempPathFactory) -> None:
    _FOLDER[:] = [tmp_path_factory.mktemp("seats")]


def trois(**more: Any) -> Rules:
    return variant_with(_COMPILED, _FOLDER[0], "classic", {**TROIS, **more}, name="trois")


def deux(**more: Any) -> Rules:
    return variant_with(_COMPILED, _FOLDER[0], "classic", {**DEUX, **more}, name="deux")


def _write(name: str, rules: dict[str, Any]) -> Path:
    import yaml

    path = _FOLDER[0] / f"{name}.yaml"
    document = {"name": name, "title": name, "extends": "classic", "rules": rules}
    path.write_text(yaml.safe_dump(document, allow_unicode=True), encoding="utf-8")
    return path


def problems(rules: dict[str, Any]) -> str:
    with pytest.raises(VariantError) as caught:
        load_variant(str(_write("broken", rules)))
    return str(caught.value)


# ------------------------------------------------------------------------------ the tables


def test_three_and_two_players_sit_each_for_himself() -> None:
    three = Seating.make(3, "none")
    assert three.seats == ("N", "W", "S") == three.lines
    assert three.line_of == (0, 1, 2)
    assert three.partner == (-1, -1, -1)
    assert three.after == (1, 2, 0)
    assert three.before == (2, 0, 1)
    # clockwise, after N comes S (on N's left, the seat E empty), then W
    assert Seating.make(3, "none", "clockwise").seats == ("N", "S", "W")
    two = Seating.make(2, "none")
    assert two.seats == ("N", "S") == two.lines
    assert two.partner == (-1, -1)
    assert two.after == (1, 0)
    assert not three.classic
    assert not two.classic
    assert three.opponents(0) == (1, 2)


def test_the_24_card_pack_is_nine_to_ace() -> None:
    cards = [code for code, i in CODE_INDEX.items() if DECK_24 >> i & 1 and len(code) == 2]
    assert len({CODE_INDEX[c] for c in cards}) == 24
    for code in ("7S", "8S", "7H", "8H", "7D", "8D", "7C", "8C"):
        assert not DECK_24 >> CODE_INDEX[code] & 1
    for code in ("9S", "TH", "JD", "QC", "KS", "AH"):
        assert DECK_24 >> CODE_INDEX[code] & 1


@covers("table.players", 3, engines=("scalar",))
@covers("table.partnership", "none", engines=("scalar",))
@covers("deck.cards", 24, engines=("scalar",))
def test_a_variant_for_three_gets_its_table() -> None:
    seating = trois().seating
    assert seating.seats == ("N", "W", "S")
    assert seating.deck_mask == DECK_24
    assert seating.hand_size == 8  # 3-2 then 3 (the taker: 3-2, the turned card and 2)


@covers("table.players", 2, engines=("scalar",))
@covers("deal.turned_card_to", "nobody", engines=("scalar",))
@covers("deal.bergere", True, engines=("scalar",))
@covers("deal.seven_exchange", "automatic", engines=("scalar",))
def test_a_variant_for_two_gets_its_table() -> None:
    seating = deux().seating
    assert seating.seats == ("N", "S")
    assert seating.deck_mask == FULL_DECK
    assert seating.hand_size == 9  # 3-3 then 3, the turned card to nobody
    assert seating_of(deux().variant) is seating


# ------------------------------------------------------------------------------ the checks


def test_players_and_partnership_agree() -> None:
    text = problems({"table": {"players": 3}, "deck": {"cards": 24}})
    assert "3 players cannot sit in two teams facing each other" in text
    assert "table.partnership: none (each for himself) with 3 players" in text
    text = problems({"table": {"partnership": "none"}})
    assert "four players play in two teams facing each other" in text


def test_fewer_than_four_bid_the_prise() -> None:
    text = problems({**TROIS, "bidding": {"system": "auction"}})
    assert "the auction bidding is played by four players, not 3" in text
    assert "bidding.system: prise with 3 players" in text


def test_the_pack_holds_the_hands() -> None:
    # three hands of 8 from 24 cards leave no talon; with 32 cards, 8 stay aside, which is
    # allowed; three hands of 9 (3-3, then 3 each, the turned card to nobody) need 28 cards
    text = problems(
        {
            **TROIS,
            "deal": {
                "patterns": ["3-3"],
                "turned_card_to": "nobody",
                "completion": {"taker": 3, "others": 3},
            },
        }
    )
    assert "3 hands of 9 cards and the turned card need 28 cards, and the pack has 24" in text


def test_the_hands_of_the_taker_and_the_others_agree_at_two() -> None:
    # 3-3 then 3 to the others makes nine; the turned card goes to nobody, so the taker's 2
    # would make eight
    text = problems({**DEUX, "deal": {**DEUX["deal"], "completion": {"taker": 2, "others": 3}}})
    assert "with deal.completion.taker at 2, the taker would hold 8 cards" in text
    assert "deal.completion.taker: 3 (6 dealt and 3 more make 9)" in text


def test_the_bergere_needs_a_talon_and_the_exchange_a_turned_card_to_nobody() -> None:
    text = problems({**TROIS, "deal": {"bergere": True, "seven_exchange": "automatic"}})
    assert "the bergère is the last card of the talon, and this deal leaves no talon" in text
    assert "the seven of trumps is exchanged for a turned card that nobody receives" in text
    assert "deal.turned_card: true and deal.turned_card_to: nobody" in text


def test_the_messages_at_eight_cards_are_unchanged() -> None:
    text = problems({"deal": {"completion": {"taker": 2, "others": 2}}})
    assert "with deal.completion.others at 2, the other players would hold 7 cards" in text
    assert "deal.completion.others: 3 (5 dealt and 3 more make eight)" in text
