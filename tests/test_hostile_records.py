"""Hostile game records: each gives one clean ReplayError, never a traceback.

The corpus in ``tests/hostile_records`` (written by its ``generate.py`` from valid records
made with the public API) lists in ``EXPECTED.txt`` the fragment each file's message must
hold. Cases too large for the corpus (a file over the size limit, ``/dev/zero``, a
100,000-digit number, 501 deals) are built here; then the misuse of the Python API, pickling
and copying a game, and a fuzz of mutated records."""

from __future__ import annotations

import copy
import json
import math
import os
import pickle
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from belote_spec import load_variant
from belote_spec.bots import HeuristicBot
from belote_spec.cards import SEATS
from belote_spec.cli import main
from belote_spec.engine import IllegalAction
from belote_spec.engine.game import Game, ReplayError
from belote_spec.engine.replay import (
    MAX_RECORD_BYTES,
    decode_record,
    parse_record,
    read_record,
)
from belote_spec.engine.rules import Rules

from .conftest import examples
from .skips import missing

CORPUS = Path(__file__).parent / "hostile_records"


def _expected() -> list[tuple[str, str]]:
    out = []
    for line in (CORPUS / "EXPECTED.txt").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            name, fragment = line.split("\t")
            out.append((name, fragment))
    return out


EXPECTED = _expected()


def test_the_corpus_is_complete() -> None:
    files = {p.name for p in CORPUS.glob("*.json")}
    assert len(EXPECTED) >= 40
    assert files == {name for name, _ in EXPECTED}  # every file listed, every listed file


@pytest.mark.parametrize(("name", "fragment"), EXPECTED, ids=[n for n, _ in EXPECTED])
def test_a_hostile_record_gives_one_clean_error(name: str, fragment: str) -> None:
    with pytest.raises(ReplayError) as exc:
        Game.from_json(read_record(CORPUS / name))
    message = str(exc.value)
    assert fragment in message
    assert "\n" not in message
    assert len(message) < 400


@pytest.mark.parametrize(("name", "fragment"), EXPECTED, ids=[n for n, _ in EXPECTED])
def test_replay_command_on_a_hostile_record(
    name: str, fragment: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = CORPUS / name
    assert main(["replay", str(path)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith(f"{path}: ")
    assert fragment in lines[0]
    assert "Traceback" not in captured.err


# ----------------------------------------------------------------------------- reading


def test_a_file_over_the_size_limit_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    with path.open("wb") as file:
        file.truncate(MAX_RECORD_BYTES + 1)  # sparse: no disk used
    with pytest.raises(ReplayError, match=f"larger than {MAX_RECORD_BYTES:,} bytes"):
        read_record(path)


def test_a_file_at_the_size_limit_is_read(tmp_path: Path) -> None:
    path = tmp_path / "spaces.json"
    path.write_bytes(b"{}" + b" " * (1024 - 2))
    assert read_record(path).startswith("{}")


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason=missing("posix", "no /dev/zero"))
def test_dev_zero_is_read_with_a_bound() -> None:
    with pytest.raises(ReplayError, match="larger than"):
        read_record("/dev/zero")


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason=missing("posix", "no /dev/zero"))
def test_replay_command_reads_with_a_bound(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    big = tmp_path / "big.json"
    with big.open("wb") as file:
        file.truncate(MAX_RECORD_BYTES + 1)
    for path in ("/dev/zero", str(big)):
        assert main(["replay", path]) == 1
        err = capsys.readouterr().err
        assert err.count("\n") == 1
        assert f"larger than {MAX_RECORD_BYTES:,} bytes" in err


def test_a_missing_file_or_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ReplayError, match="cannot read the file"):
        read_record(tmp_path / "none.json")
    with pytest.raises(ReplayError, match="cannot read the file"):
        read_record(tmp_path)


def test_a_text_over_the_size_limit_is_refused() -> None:
    with pytest.raises(ReplayError, match="larger than"):
        parse_record(" " * (MAX_RECORD_BYTES + 1))


def test_a_utf8_byte_order_mark_is_accepted(classic_record: dict[str, Any]) -> None:
    text = decode_record(b"\xef\xbb\xbf" + json.dumps(classic_record).encode("utf-8"))
    assert Game.from_json(text).totals == classic_record["totals"]


def test_bytes_are_read_as_utf8(classic_record: dict[str, Any]) -> None:
    data = json.dumps(classic_record).encode("utf-8")
    assert Game.from_json(data).totals == classic_record["totals"]
    with pytest.raises(ReplayError, match="UTF-16"):
        Game.from_json(json.dumps(classic_record).encode("utf-16"))


def test_a_100000_digit_number_is_refused_with_its_place(classic_record: dict[str, Any]) -> None:
    text = json.dumps(classic_record).replace('"held": 0', '"held": ' + "9" * 100_000)
    with pytest.raises(ReplayError, match=r"^held: a number of 100,000 digits"):
        Game.from_json(text)


def test_a_deeply_nested_record_is_refused() -> None:
    for text in ("[" * 100_000, '{"a":' * 100_000):
        with pytest.raises(ReplayError, match="too deeply"):
            Game.from_json(text)


def test_a_python_record_must_be_json_data(classic_record: dict[str, Any]) -> None:
    rec = copy.deepcopy(classic_record)
    rec["deals"][0]["score"] = {1, 2}
    with pytest.raises(ReplayError, match=r"deals\[0\]\.score: set is not JSON data"):
        Game.from_json(rec)
    rec["deals"][0]["score"] = float("nan")
    with pytest.raises(ReplayError, match="nan is not a number"):
        Game.from_json(rec)
    deep: Any = []
    for _ in range(5000):
        deep = [deep]
    rec["deals"][0]["score"] = deep
    with pytest.raises(ReplayError, match="nested too deeply"):
        Game.from_json(rec)


def test_a_variant_name_the_file_system_refuses(classic_record: dict[str, Any]) -> None:
    rec = dict(classic_record, variant="x" * 4000)  # longer than a file name may be
    # the loader refuses the name as a variant problem (it no longer raises an OSError): the
    # record's error says the variant does not load, on one bounded line
    with pytest.raises(ReplayError, match=r"^the variant does not load: x+") as exc:
        Game.from_json(rec)
    assert "\n" not in str(exc.value)
    assert len(str(exc.value)) < 400


def test_more_deals_than_a_game_has_is_refused(classic_record: dict[str, Any]) -> None:
    rec = copy.deepcopy(classic_record)
    rec["deals"] = rec["deals"] * (501 // len(rec["deals"]) + 1)
    with pytest.raises(ReplayError, match="a game ends after 500"):
        Game.from_json(rec)


# ----------------------------------------------------------------------------- records


def _play(rules: Rules, seed: int, deals: int, **kw: Any) -> Game:
    game = rules.new_game(seed=seed, **kw)
    bots = [HeuristicBot(seed=seed * 4 + i) for i in range(4)]
    while not game.over and len(game.deals) <= deals:  # ``deals`` deals, the next dealt
        seat = game.to_move
        assert seat is not None
        game.apply(bots[SEATS.index(seat)].act(game.observation(seat)))
    return game


@pytest.fixture(scope="module")
def classic_record() -> dict[str, Any]:
    return _play(load_variant("classic").compile(), 11, 3, dealer="N").to_record()


def test_a_negative_seed_is_not_another_game(classic_record: dict[str, Any]) -> None:
    # random.Random seeds -n as n: the same shuffles under another name
    assert random.Random(-5).random() == random.Random(5).random()
    rec = copy.deepcopy(classic_record)
    rec["seed"] = -rec["seed"]
    with pytest.raises(ReplayError, match="seed: expected at least 0"):
        Game.from_json(rec)


def test_a_table_record_follows_the_gathered_cards(classic_record: dict[str, Any]) -> None:
    """Without a seed, classic (never shuffled) deals each pack from the last deal's cards
    as gathered, cut where the record says; a valid table record replays, a cut moved or
    two cards swapped does not."""
    rec = copy.deepcopy(classic_record)
    rec["seed"] = None
    assert all(d["shuffled"] is False for d in rec["deals"][1:])
    assert Game.from_json(rec).totals == classic_record["totals"]
    # deal 2's pack is deal 1's cards as gathered, cut at the recorded point: said to be cut
    # elsewhere, the same deck is refused
    deal = rec["deals"][1]
    cut = deal["cut"]
    uncut = deal["deck"][-cut:] + deal["deck"][:-cut]
    moved = copy.deepcopy(rec)
    moved["deals"][1]["cut"] = 2 if cut != 2 else 3
    with pytest.raises(ReplayError, match="deal 2: the deck is not the cards of deal 1"):
        Game.from_json(moved)
    # a cut left unrecorded (0) accepts the gathered pack cut anywhere the variant allows
    unrecorded = copy.deepcopy(rec)
    unrecorded["deals"][1]["cut"] = 0
    assert Game.from_json(unrecorded).totals == classic_record["totals"]
    unrecorded["deals"][1]["deck"] = uncut[1:] + uncut[:1]  # a packet of 1: too small
    with pytest.raises(ReplayError, match="cut anywhere"):
        Game.from_json(unrecorded)


def test_a_table_record_may_shuffle_by_agreement() -> None:
    """traditional shuffles by agreement: a table record that says deal 2 was shuffled may
    deal any pack; classic (never) may not (see the corpus: table-says-shuffled.json)."""
    game = _play(load_variant("traditional").compile(), 3, 1, dealer="N")
    assert len(game.deals) == 2
    assert not game.deals[1].bidding.history  # deal 2 just dealt
    rec = game.to_record()
    rec["seed"] = None
    deal = rec["deals"][1]
    assert deal["shuffled"] is False
    reversed_deck = list(reversed(deal["deck"]))
    rec["deals"][1] = {**{k: deal[k] for k in ("number", "dealer", "cut", "pattern")}}
    rec["deals"][1].update(deck=reversed_deck, shuffled=True)
    again = Game.from_json(rec)
    assert again.deals[1].shuffled is True
    assert [_code(c) for c in again.deals[1].deck] == reversed_deck
    rec["deals"][1]["shuffled"] = False  # not shuffled: the pack must be the gathered one
    with pytest.raises(ReplayError, match="deal 2: the deck is not the cards of deal 1"):
        Game.from_json(rec)


def _code(card: int) -> str:
    from belote_spec.cards import CARDS

    return CARDS[card].code


def test_a_lowest_card_draw_is_checked_without_a_seed() -> None:
    game = _play(load_variant("traditional").compile(), 5, 1)
    rec = game.to_record()
    rec["seed"] = None
    assert rec["first_dealer_draw"]  # the seed drew cards
    assert Game.from_json(rec).first_dealer == game.first_dealer
    rec["first_dealer"] = SEATS[(game.first_dealer + 1) % 4]
    with pytest.raises(ReplayError, match="first_dealer: the draw makes"):
        Game.from_json(rec)


# ----------------------------------------------------------------------------- the Python API


@pytest.fixture(scope="module")
def classic() -> Rules:
    return load_variant("classic").compile()


@pytest.mark.parametrize(
    ("kwargs", "fragment"),
    [
        ({"seed": "abc"}, "seed: expected a whole number, 0 or more; got str 'abc'"),
        ({"seed": True}, "seed: expected a whole number, 0 or more; got bool True"),
        ({"seed": 1.0}, "seed: expected a whole number, 0 or more; got float 1.0"),
        ({"seed": -1}, "a negative seed would shuffle exactly as 1"),
        ({"dealer": "x"}, "dealer: expected a seat N, W, S or E (or its index 0..3); got 'x'"),
        ({"dealer": "n"}, "dealer: expected a seat N, W, S or E (or its index 0..3); got 'n'"),
        ({"dealer": "nord"}, "got 'nord' (did you mean 'N'?)"),
        ({"dealer": 4}, "dealer: expected a seat N, W, S or E (or its index 0..3); got int 4"),
        ({"dealer": True}, "dealer: expected a seat"),
        ({"target": 0}, "target: expected one of 1000, 500; got int 0"),
        ({"target": "1000"}, "target: expected one of 1000, 500; got str '1000'"),
        ({"target": True}, "target: expected one of 1000, 500; got bool True"),
        ({"target": 700}, "target 700 is not allowed by classic; choose one of 1000, 500"),
    ],
)
def test_new_game_refuses_bad_arguments(
    classic: Rules, kwargs: dict[str, Any], fragment: str
) -> None:
    with pytest.raises(ValueError, match=re.escape(fragment)):
        classic.new_game(**kwargs)


def test_a_target_without_choices_must_be_positive() -> None:
    rules = load_variant("base").compile()  # no target_choices
    assert rules.new_game(seed=1, target=3000).target == 3000
    with pytest.raises(ValueError, match="target: expected 1 or more; got int 0"):
        rules.new_game(seed=1, target=0)


def test_the_dealer_is_a_seat_code_or_its_index(classic: Rules) -> None:
    """The API takes the seat codes every seat argument takes (``apply``, ``legal_actions``);
    a name a player types (``n``, ``nord``) is refused with the code to write."""
    for index, code in enumerate(("N", "W", "S", "E")):
        assert classic.new_game(seed=1, dealer=code).first_dealer == index
        assert classic.new_game(seed=1, dealer=index).first_dealer == index
    with pytest.raises(ValueError, match=re.escape("got 'o' (did you mean 'W'?)")):
        classic.new_game(seed=1, dealer="o")  # Ouest


def test_apply_refuses_an_action_that_is_not_text(classic: Rules) -> None:
    game = classic.new_game(seed=2, dealer="N")
    before = game.to_record()
    for action in (5, None, ["pass"]):
        with pytest.raises(IllegalAction, match="action: expected a text"):
            game.apply(action)  # type: ignore[arg-type]
    game.apply(game.legal_actions()[1])  # take: now the play
    for action in (5, b"JH"):
        with pytest.raises(IllegalAction, match="action: expected a text"):
            game.apply(action)  # type: ignore[arg-type]
    assert before["actions"] == []
    assert len(game.actions) == 1  # only the take: the refused actions left no trace
    with pytest.raises(IllegalAction, match="unknown seat 5"):
        game.apply(game.legal_actions()[0], 5)  # type: ignore[arg-type]


# ----------------------------------------------------------------------------- copies


def _continue(game: Game, seed: int, steps: int) -> list[list[str]]:
    rng = random.Random(seed)
    seen = []
    for _ in range(steps):
        if game.over:
            break
        legal = game.legal_actions()
        seen.append(legal)
        game.apply(rng.choice(legal))
    return seen


@pytest.mark.parametrize("spec", ["classic", "bridgee", "traditional+capot-demande", "club"])
@pytest.mark.parametrize("how", ["pickle", "deepcopy"])
def test_a_game_copies_mid_deal_and_goes_on_the_same(spec: str, how: str) -> None:
    rules = load_variant(spec).compile()
    game = rules.new_game(seed=9)
    rng = random.Random(9)
    while not (game.phase == "play" and len(game.trick) == 2 and len(game.deals) >= 2):
        game.apply(rng.choice(game.legal_actions()))
    copied: Game = pickle.loads(pickle.dumps(game)) if how == "pickle" else copy.deepcopy(game)
    assert copied is not game
    assert copied.legal_actions() == game.legal_actions()
    assert copied.to_record() == game.to_record()
    assert copied.rng.getstate() == game.rng.getstate()
    # both go on with the same actions (and the same shuffles) and stay identical
    assert _continue(copied, 4, 400) == _continue(game, 4, 400)
    assert copied.to_record() == game.to_record()
    assert copied.totals == game.totals
    # and they are independent: the original's state was not shared
    if not game.over:
        legal = game.legal_actions()
        game.apply(legal[0])
        assert copied.actions != game.actions


def test_a_game_pickles_even_where_rules_do_not_pickle_themselves(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Without Rules' own pickling, a game keeps its rules by variant and options (as a
    record does) and compiles them again on loading."""
    for name in ("__reduce__", "__getstate__"):
        if name in vars(Rules):
            monkeypatch.delattr(Rules, name)
    rules = load_variant("club+vache").compile()
    game = rules.new_game(seed=4)
    rng = random.Random(4)
    for _ in range(30):
        game.apply(rng.choice(game.legal_actions()))
    again: Game = pickle.loads(pickle.dumps(game))
    assert again.rules.variant.id == "club+vache"
    assert again.to_record() == game.to_record()
    assert _continue(again, 5, 200) == _continue(game, 5, 200)
    assert again.to_record() == game.to_record()


def test_a_deep_copy_shares_the_compiled_rules(classic: Rules) -> None:
    game = classic.new_game(seed=1)
    assert copy.deepcopy(game).rules is classic


# ----------------------------------------------------------------------------- fuzz


def _bases() -> list[str]:
    out = []
    for spec, seed in (("classic", 1), ("bridgee", 2), ("traditional", 3)):
        game = _play(load_variant(spec).compile(), seed, 1)
        rec = game.to_record()
        out.append(json.dumps(rec))
        rec["seed"] = None
        out.append(json.dumps(rec))
    return out


BASES = _bases()

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**6), 10**6)
    | st.floats(allow_nan=False)
    | st.text(max_size=6)
    | st.sampled_from(["N", "JH", "pass", "take:H", "3-2", "8", "classic"]),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3)
    ),
    max_leaves=6,
)


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(node, dict):
        for key, value in node.items():
            out += _paths(value, (*path, key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            out += _paths(value, (*path, i))
    return out


def _mutate_data(data: st.DataObject, record: Any) -> Any:
    paths = _paths(record)
    path = data.draw(st.sampled_from(paths[1:]))
    parent = record
    for part in path[:-1]:
        parent = parent[part]
    last = path[-1]
    kind = data.draw(st.sampled_from(["replace", "delete", "insert", "retype", "swap"]))
    if kind == "replace":
        parent[last] = data.draw(json_values)
    elif kind == "delete":
        del parent[last]
    elif kind == "insert":
        if isinstance(parent, list):
            parent.insert(last, data.draw(json_values))
        else:
            parent[data.draw(st.text(max_size=8))] = data.draw(json_values)
    elif kind == "retype":
        value = parent[last]
        retyped: dict[type, Callable[[Any], Any]] = {
            bool: int,
            int: lambda v: [str(v), float(v), bool(v), -v - 1][data.draw(st.integers(0, 3))],
            str: lambda v: [v.lower(), v + v, v[:1], len(v)][data.draw(st.integers(0, 3))],
            list: lambda v: v[:-1] if v else {},
            dict: lambda v: list(v.values()),
            type(None): lambda v: 0,
            float: lambda v: int(v) if math.isfinite(v) else str(v),  # int(inf) fails
        }
        parent[last] = retyped[type(value)](value)
    else:  # swap with another value of the record
        other = data.draw(st.sampled_from(paths[1:]))
        source = record
        for part in other:
            source = source[part]
        parent[last] = copy.deepcopy(source)
    return record


def _mutate_text(data: st.DataObject, text: str) -> bytes:
    raw = text.encode("utf-8")
    kind = data.draw(st.sampled_from(["truncate", "flip", "insert"]))
    at = data.draw(st.integers(0, len(raw) - 1))
    if kind == "truncate":
        return raw[:at]
    if kind == "flip":
        return raw[:at] + bytes([raw[at] ^ data.draw(st.integers(1, 255))]) + raw[at + 1 :]
    piece = data.draw(st.sampled_from(["[", "{", '"', "\\", "-", "1e999", "\x00", "é", ",", "]"]))
    return raw[:at] + piece.encode("utf-8") + raw[at:]


@pytest.mark.slow
@settings(
    # 500 records mutated in 1 to 3 places, of every base record and every kind of change
    # (a different 500 at each run outside CI; 5,000 under --hypothesis-profile=deep)
    max_examples=examples(500),
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(st.data())
def test_mutated_records_replay_or_give_a_clean_error(data: st.DataObject) -> None:
    text = data.draw(st.sampled_from(BASES))
    mutations = data.draw(st.integers(1, 3))
    if data.draw(st.booleans()):
        record = json.loads(text)
        for _ in range(mutations):
            if not isinstance(record, dict | list) or not record:
                break
            record = _mutate_data(data, record)
        attempts: list[Any] = [record, json.dumps(record)]
    else:
        attempts = [_mutate_text(data, text)]
    for attempt in attempts:
        message = ""
        try:
            Game.from_json(attempt)
        except ReplayError as exc:
            message = str(exc)
        assert "\n" not in message


def test_a_seed_is_one_a_record_can_keep(classic: Rules) -> None:
    """A record keeps numbers of at most 40 digits: the largest seed replays, a larger one is
    refused before the game instead of saving a record that replay would refuse."""
    from belote_spec.engine.record_limits import MAX_SEED

    game = classic.new_game(seed=MAX_SEED)
    assert Game.from_json(game.to_json()).seed == MAX_SEED
    for seed in (MAX_SEED + 1, 10**5000):
        with pytest.raises(ValueError, match=r"^seed: expected a whole number from 0 to 10\*\*40"):
            classic.new_game(seed=seed)


def test_play_refuses_a_seed_a_record_cannot_keep(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = tmp_path / "s41.json"
    assert main(["play", "classic", "--seed", "9" * 41, "--save", str(saved)]) == 2
    assert "seed: expected a whole number from 0 to 10**40 - 1" in capsys.readouterr().err
    assert not saved.exists()


def test_game_wants_compiled_rules() -> None:
    variant = load_variant("classic")
    with pytest.raises(ValueError, match=r"got a Variant: pass variant\.compile\(\)"):
        Game(variant)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="rules: expected compiled rules"):
        Game(None)  # type: ignore[arg-type]


def test_an_action_too_long_is_not_repeated_in_the_message(classic: Rules) -> None:
    game = classic.new_game(seed=2, dealer="N")
    with pytest.raises(IllegalAction) as exc:
        game.apply("x" * 10_000_000)
    assert str(exc.value) == "action: a text of 10000000 characters; no action is longer than 64"
    assert len(exc.value.action) == 65


def test_read_record_names_a_path_that_is_not_one(tmp_path: Path) -> None:
    with pytest.raises(ReplayError, match=r"^path: expected a file path; got NoneType$"):
        read_record(None)  # type: ignore[arg-type]
    with pytest.raises(ReplayError, match=r"^cannot read the file: embedded null byte$"):
        read_record(str(tmp_path / "a\x00b.json"))


def test_a_record_cannot_make_replay_read_any_file(classic_record: dict[str, Any]) -> None:
    for path in ("/etc/passwd", "../../secret.txt"):
        rec = dict(classic_record, variant=path)
        with pytest.raises(ReplayError, match=r"neither a variant name nor the path of a \.yaml"):
            Game.from_json(rec)


def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip(missing("posix", "no named pipes"))
    fifo = tmp_path / "record.json"
    os.mkfifo(fifo)  # no writer: opening it would wait for ever
    with pytest.raises(ReplayError, match=r"^cannot read the file: this is a FIFO \(named pipe\)"):
        read_record(fifo)


def test_a_shallow_copy_of_a_game_goes_on_independently(classic: Rules) -> None:
    game = classic.new_game(seed=5, dealer="N")
    for _ in range(6):
        game.apply(game.legal_actions()[0])
    before = game.to_record()
    twin = copy.copy(game)
    for _ in range(30):
        twin.apply(twin.legal_actions()[-1])
    assert game.to_record() == before
    assert twin.actions is not game.actions
    Game.from_json(game.to_json())
    Game.from_json(twin.to_json())
