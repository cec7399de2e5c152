"""Write the hostile game records of this folder and EXPECTED.txt.

Run from the project root: ``python tests/hostile_records/generate.py``. Each record is a
valid record, made with the public API (a compiled variant, ``Game``, the heuristic bots, a
fixed seed), then spoiled in one way. EXPECTED.txt gives, for each file, a fragment that the
one-line ReplayError must contain. The fragments are written here by hand from what each
mutation breaks; the test checks the engine against them.
"""

from __future__ import annotations

import codecs
import copy
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from belote_spec import load_variant
from belote_spec.bots import HeuristicBot
from belote_spec.cards import SEATS

HERE = Path(__file__).resolve().parent

Record = dict[str, Any]


def base(spec: str, seed: int, *, deals: int = 2, dealer: str | None = "N") -> Record:
    """A record of ``spec`` played by heuristic bots until ``deals`` deals are dealt and one
    is scored."""
    game = load_variant(spec).compile().new_game(seed=seed, dealer=dealer)
    bots = [HeuristicBot(seed=seed * 4 + i) for i in range(4)]
    while not game.over and (
        len(game.deals) < deals or not any(d.score is not None for d in game.deals)
    ):
        seat = game.to_move
        assert seat is not None
        game.apply(bots[SEATS.index(seat)].choose(game))
    record: Record = json.loads(game.to_json())
    return record


def with_choice(spec: str, seed: int, choice: str) -> Record:
    """A record of ``spec`` (the dealer chooses: ``deal.shuffle.between_deals:
    dealer_choice``) up to deal 2, where the dealer says ``choice`` (shuffle or gather)."""
    game = load_variant(spec).compile().new_game(seed=seed, dealer="N")
    bots = [HeuristicBot(seed=seed * 4 + i) for i in range(4)]
    while not game.over and len(game.deals) < 2:
        seat = game.to_move
        assert seat is not None
        action = choice if game.phase == "shuffle" else bots[SEATS.index(seat)].choose(game)
        game.apply(action)
    record: Record = json.loads(game.to_json())
    return record


def after_misdeal(spec: str, seed: int) -> Record:
    """A record of ``spec`` whose first deal is declared misdealt at once."""
    game = load_variant(spec).compile().new_game(seed=seed, dealer="N")
    game.apply("misdeal")
    record: Record = json.loads(game.to_json())
    return record


def seedless(record: Record) -> Record:
    out = copy.deepcopy(record)
    out["seed"] = None
    return out


def text(record: Record) -> str:
    return json.dumps(record, ensure_ascii=False)


CASES: list[tuple[str, bytes, str]] = []


def add(name: str, data: bytes | str | Record, fragment: str) -> None:
    if isinstance(data, dict):
        data = text(data)
    if isinstance(data, str):
        data = data.encode("utf-8")
    CASES.append((name, data, fragment))


def mutate(record: Record, change: Callable[[Record], object]) -> Record:
    out = copy.deepcopy(record)
    change(out)
    return out


def first_scored(record: Record) -> Record:
    deal: Record = next(d for d in record["deals"] if d.get("score"))
    return deal


def build() -> None:
    classic = base("classic", 7)
    table = seedless(classic)  # classic gathers the cards without shuffling (never)
    bridgee = base("bridgee", 3)  # auction, shuffled before every deal
    trad = base("traditional", 5, dealer=None)  # first dealer by the lowest card
    good = text(classic)

    # --- reading: encodings, size of numbers, nesting, not JSON
    add("utf16-bom.json", good.encode("utf-16"), "UTF-16 text (it starts with a UTF-16 byte")
    add("utf16le-no-bom.json", good.encode("utf-16-le"), "as UTF-16-LE text does")
    add("utf16be-no-bom.json", good.encode("utf-16-be"), "as UTF-16-BE text does")
    add("utf32-bom.json", good.encode("utf-32"), "UTF-32 text")
    latin1 = good.replace('"classic"', '"classïc"', 1).encode("latin-1")
    add("latin1.json", latin1, "not UTF-8: byte 0xEF at line")
    add("utf8-bom-then-utf16.json", codecs.BOM_UTF8 + "{}".encode("utf-16-le"), "not JSON")
    add("empty.json", b"", "not JSON: Expecting value at line 1, column 1")
    add("truncated.json", good[: len(good) // 2], "not JSON")
    add("nul-bytes.json", b"\x00" * 64, "holds zero bytes")
    add("deep-array.json", "[" * 20000 + "]" * 20000, "nests arrays or objects too deeply")
    deep: Any = 0
    for _ in range(40):
        deep = {"x": deep}
    add(
        "deep-in-a-score.json",
        mutate(classic, lambda r: first_scored(r).update(score=deep)),
        "nested too deeply",
    )
    add(
        "huge-seed.json",
        good.replace(f'"seed": {classic["seed"]}', '"seed": ' + "7" * 5000),
        "seed: a number of 5,000 digits",
    )
    add(
        "huge-number-in-points.json",
        re.sub(r'"points": \d+', '"points": ' + "1" * 4401, good, count=1),
        "points: a number of 4,401 digits",
    )
    add(
        "nan-target.json",
        good.replace('"target": 1000', '"target": NaN'),
        "target: NaN is not a number",
    )
    add(
        "infinity-held.json",
        good.replace('"held": 0', '"held": -Infinity'),
        "-Infinity is not a number",
    )
    add(
        "duplicate-key.json",
        good.replace('"target": 1000', '"target": 1000, "target": 500'),
        "the key 'target' appears twice",
    )
    add("top-level-array.json", "[" + good + "]", "the record is an array of 1; expected an object")
    add("top-level-string.json", '"record"', "the record is the text")

    # --- wrong types
    add(
        "draw-of-numbers.json",
        mutate(trad, lambda r: r.update(first_dealer_draw=[1])),
        "first_dealer_draw[0]: expected an array, got the number 1",
    )
    add(
        "draw-pair-of-three.json",
        mutate(trad, lambda r: r["first_dealer_draw"][0].append("N")),
        "first_dealer_draw[0]: expected at most 2 items",
    )
    add(
        "target-as-text.json",
        mutate(classic, lambda r: r.update(target="1000")),
        'target: expected a whole number, got the text "1000"',
    )
    add(
        "target-true.json",
        mutate(classic, lambda r: r.update(target=True)),
        "target: expected a whole number, got the boolean true",
    )
    add(
        "target-float.json",
        mutate(classic, lambda r: r.update(target=1000.0)),
        "target: expected a whole number, got the number 1000.0",
    )
    add(
        "target-zero.json",
        mutate(classic, lambda r: r.update(target=0)),
        "target: expected at least 1",
    )
    add(
        "target-not-a-choice.json",
        mutate(classic, lambda r: r.update(target=700)),
        "target 700 is not allowed by classic",
    )
    add(
        "seed-as-text.json",
        mutate(classic, lambda r: r.update(seed="abc")),
        "seed: expected a whole number or null",
    )
    add(
        "seed-true.json",
        mutate(classic, lambda r: r.update(seed=True)),
        "seed: expected a whole number or null, got the boolean true",
    )
    add(
        "seed-negative.json",
        mutate(classic, lambda r: r.update(seed=-classic["seed"])),
        "seed: expected at least 0",
    )
    add(
        "held-false.json",
        mutate(classic, lambda r: r.update(held=False)),
        "held: expected a whole number, got the boolean false",
    )
    add(
        "contre-false.json",
        mutate(classic, lambda r: first_scored(r)["contract"].update(contre=False)),
        "contract.contre): the record says false, the variant gives 0",
    )
    add(
        "score-held-false.json",
        mutate(classic, lambda r: first_scored(r)["score"].update(held=False)),
        "score.held): the record says false, the variant gives 0",
    )
    add(
        "multiplier-true.json",
        mutate(classic, lambda r: first_scored(r)["score"].update(multiplier=True)),
        "score.multiplier): the record says true, the variant gives 1",
    )
    add(
        "first-dealer-given-as-text.json",
        mutate(classic, lambda r: r.update(first_dealer_given="yes")),
        'first_dealer_given: expected true or false, got the text "yes"',
    )
    add(
        "trick-points-as-text.json",
        mutate(
            classic,
            lambda r: first_scored(r)["tricks"][0].update(
                points=str(first_scored(r)["tricks"][0]["points"])
            ),
        ),
        'tricks[0].points): the record says "',
    )
    add(
        "capot-one.json",
        mutate(
            classic,
            lambda r: first_scored(r)["score"].update(
                capot=1 if first_scored(r)["score"]["capot"] is None else None
            ),
        ),
        "score.capot): the record says",
    )
    add(
        "action-number.json",
        mutate(classic, lambda r: r["actions"][0].__setitem__(1, 5)),
        "actions[0][1]: expected a text, got the number 5",
    )
    add(
        "action-empty.json",
        mutate(classic, lambda r: r["actions"][0].__setitem__(1, "")),
        "actions[0][1]: expected at least 1 characters",
    )
    add(
        "action-very-long.json",
        mutate(classic, lambda r: r["actions"][2].__setitem__(1, "pass" * 5000)),
        "actions[2][1]: expected at most 64 characters",
    )
    add(
        "seat-lowercase.json",
        mutate(classic, lambda r: r["actions"][1].__setitem__(0, "w")),
        'actions[1][0]: expected one of "N", "W", "S", "E"; got the text "w"',
    )
    add(
        "call-number.json",
        mutate(classic, lambda r: r["deals"][0]["bidding"][0].__setitem__(1, 0)),
        "deals[0].bidding[0][1]: expected a text",
    )
    add(
        "deck-bad-card.json",
        mutate(classic, lambda r: r["deals"][1]["deck"].__setitem__(3, "XX")),
        'deals[1].deck[3]: got the text "XX"; expected a card code',
    )
    add(
        "deck-31-cards.json",
        mutate(classic, lambda r: r["deals"][0]["deck"].pop()),
        "deals[0].deck: expected at least 32 items, got an array of 31",
    )
    add(
        "turned-number.json",
        mutate(classic, lambda r: r["deals"][0].update(turned=5)),
        "deals[0].turned: got the number 5; expected the turned card, or null",
    )
    add(
        "cut-text.json",
        mutate(classic, lambda r: r["deals"][0].update(cut="3")),
        "deals[0].cut: expected a whole number",
    )
    add(
        "extra-field.json",
        mutate(classic, lambda r: r.update(comment="hello")),
        'the record: unknown field "comment"',
    )
    add(
        "no-actions.json",
        mutate(classic, lambda r: r.pop("actions")),
        "the record: the field 'actions' is missing",
    )
    add(
        "wrong-format.json",
        mutate(classic, lambda r: r.update(format="pgn")),
        'format: expected "belote-spec/game-record"',
    )
    add(
        "version-3.json",
        mutate(classic, lambda r: r.update(version=3)),
        "version: expected one of 1, 2; got the number 3",
    )
    add(
        "options-repeated.json",
        mutate(classic, lambda r: r.update(options=["sans-atout", "sans-atout"])),
        'options: the text "sans-atout" is given twice',
    )
    add(
        "options-not-texts.json",
        mutate(classic, lambda r: r.update(options=[["vache"]])),
        "options[0]: expected a text, got an array of 1",
    )
    add(
        "unknown-option.json",
        mutate(classic, lambda r: r.update(options=["no-such-option"])),
        "the variant does not load",
    )
    add(
        "unknown-variant.json",
        mutate(classic, lambda r: r.update(variant="no-such-variant")),
        "the variant does not load",
    )
    add(
        "abstract-base.json",
        mutate(classic, lambda r: r.update(variant="base")),
        "base is an abstract variant",
    )
    add(
        "actions-malformed-many.json",
        mutate(classic, lambda r: r.update(actions=[["N", "pass", "x"]] * 5000)),
        "actions[0]: expected at most 2 items",
    )
    add(
        "deal-score-unknown-key.json",
        mutate(classic, lambda r: first_scored(r)["score"].update(bonus=10)),
        "score.bonus): the record says 10, the variant gives no such field",
    )
    add(
        "deal-unknown-field.json",
        mutate(classic, lambda r: r["deals"][0].update(note="x")),
        'deal 1: unknown field "note"',
    )

    # --- well-formed but false: dealing
    add(
        "seed-changed.json",
        mutate(classic, lambda r: r.update(seed=classic["seed"] + 1)),
        "deal 1: the record's deck is",
    )
    add(
        "first-dealer-not-the-seed's.json",
        mutate(
            trad, lambda r: r.update(first_dealer=SEATS[(SEATS.index(r["first_dealer"]) + 1) % 4])
        ),
        "first_dealer: the seed gives",
    )

    def forge_draw(r: Record) -> None:
        r["first_dealer_draw"][0][1] = next(
            c
            for c in ("7S", "7H", "7D", "7C", "8S")
            if c not in [x[1] for x in r["first_dealer_draw"]]
        )

    add(
        "draw-forged-with-seed.json",
        mutate(trad, forge_draw),
        "first_dealer_draw: the record's draw is",
    )
    add(
        "draw-given-dealer-with-seed.json",
        mutate(classic, lambda r: r.update(first_dealer_draw=[["N", "7S"]])),
        "first_dealer_draw: the record's draw is [N 7S], the seed gives none",
    )
    trad_table = seedless(trad)
    lowest = trad_table["first_dealer"]
    others = [s for s in SEATS if s != lowest]
    fair = [[lowest, "7S"], *[[s, c] for s, c in zip(others, ("AH", "KD", "QC"), strict=True)]]
    fair.sort(key=lambda x: SEATS.index(x[0]))
    add(
        "draw-forged-without-seed.json",
        mutate(
            trad_table,
            lambda r: r.update(
                first_dealer_draw=[
                    [s, "AS" if s == lowest else c]
                    if s == lowest
                    else [s, "7D" if c == "AH" else c]
                    for s, c in fair
                ]
            ),
        ),
        "first_dealer: the draw makes",
    )
    add(
        "draw-three-players.json",
        mutate(trad_table, lambda r: r.update(first_dealer_draw=fair[:3])),
        "first_dealer_draw[0]: the next draw is by N, W, S, E",
    )
    add(
        "draw-same-card-twice.json",
        mutate(trad_table, lambda r: r.update(first_dealer_draw=[[s, "7S"] for s, _c in fair])),
        "one card is drawn twice",
    )
    add(
        "draw-goes-on.json",
        mutate(trad_table, lambda r: r.update(first_dealer_draw=[*fair, [lowest, "8S"]])),
        "first_dealer_draw[4]: the draw goes on",
    )
    add(
        "draw-where-the-dealer-is-random.json",
        mutate(table, lambda r: r.update(first_dealer_draw=fair)),
        "the variant chooses the first dealer at random",
    )

    def swap_two(r: Record) -> None:
        deck = r["deals"][1]["deck"]
        deck[0], deck[1] = deck[1], deck[0]

    add(
        "table-deck-not-gathered.json",
        mutate(table, swap_two),
        "deal 2: the deck is not the cards of deal 1 as gathered and cut at",
    )

    def other_cut(r: Record) -> None:
        deal = r["deals"][1]
        deal["cut"] = 5 if deal["cut"] != 5 else 6

    add(
        "table-cut-moved.json",
        mutate(table, other_cut),
        "deal 2: the deck is not the cards of deal 1",
    )
    add(
        "table-cut-too-small.json",
        mutate(table, lambda r: r["deals"][1].update(cut=1)),
        "the variant cuts between 2 and 30",
    )
    add(
        "table-says-shuffled.json",
        mutate(table, lambda r: r["deals"][1].update(shuffled=True)),
        "the variant gathers the cards of the last deal without shuffling "
        "(deal.shuffle.between_deals: never)",
    )
    add(
        "table-not-shuffled-where-always.json",
        mutate(seedless(bridgee), lambda r: r["deals"][1].update(shuffled=False)),
        "the variant shuffles before every deal (deal.shuffle.between_deals: always)",
    )
    add(
        "table-gathered-said-shuffled.json",
        mutate(
            seedless(with_choice("cannes-2016", 2, "gather")),
            lambda r: r["deals"][1].update(shuffled=True),
        ),
        "deal 2: the record says the pack was shuffled, but the dealer said 'gather'",
    )
    add(
        "table-shuffled-said-not.json",
        mutate(
            seedless(with_choice("cannes-2016", 2, "shuffle")),
            lambda r: r["deals"][1].update(shuffled=False),
        ),
        "deal 2: the record says the pack was not shuffled, but the dealer said 'shuffle'",
    )
    add(
        "table-misdeal-not-shuffled.json",
        mutate(
            seedless(after_misdeal("classic", 4)), lambda r: r["deals"][1].update(shuffled=False)
        ),
        "deal 2: the record says the pack was not shuffled, but a misdeal shuffles the cards again",
    )
    add(
        "table-pattern.json",
        mutate(table, lambda r: r["deals"][0].update(pattern="8")),
        "pattern 8 is not allowed by classic",
    )
    add(
        "table-deck-card-twice.json",
        mutate(table, lambda r: r["deals"][0]["deck"].__setitem__(0, r["deals"][0]["deck"][1])),
        "the deck holds",
    )

    # --- well-formed but false: play and scores
    def wrong_card(r: Record) -> None:
        i = next(i for i, (_s, a) in enumerate(r["actions"]) if len(a) == 2)
        dealt = next(d for d in r["deals"] if "hands" in d)
        hand = dealt["hands"][r["actions"][i][0]]
        r["actions"][i][1] = next(c for c in ("7S", "8S", "9S", "TS", "7H", "8H") if c not in hand)

    add("card-not-held.json", mutate(classic, wrong_card), "does not hold")
    add(
        "out-of-turn.json",
        mutate(
            classic,
            lambda r: r["actions"][0].__setitem__(0, "N" if r["actions"][0][0] != "N" else "E"),
        ),
        "action 1: it is",
    )
    add(
        "totals-forged.json",
        mutate(classic, lambda r: r["totals"].update(NS=r["totals"]["NS"] + 10)),
        "totals.NS: the record says",
    )
    add(
        "result-forged.json",
        mutate(classic, lambda r: r.update(result={"winner": "NS"})),
        "result: the record says",
    )
    n = len(classic["deals"])
    add(
        "deal-dropped.json",
        mutate(classic, lambda r: r["deals"].pop()),
        f"the record has {n - 1} deals, the actions play {n}",
    )
    add(
        "deal-number.json",
        mutate(classic, lambda r: r["deals"][1].update(number=5)),
        "deal 2: the record's number is 5",
    )


def main() -> None:
    build()
    for old in HERE.glob("*.json"):
        old.unlink()
    lines = [
        "# Hostile game records: FILE<TAB>a fragment of the one-line ReplayError it must give.",
        "# Written by generate.py; edit the fragments there.",
    ]
    names = set()
    for name, data, fragment in CASES:
        assert name not in names, name
        names.add(name)
        (HERE / name).write_bytes(data)
        lines.append(f"{name}\t{fragment}")
    (HERE / "EXPECTED.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(CASES)} records written to {HERE}")


if __name__ == "__main__":
    main()
