"""Replaying a game record: every action re-checked, every score recomputed.

A record is untrusted input. Reading it is bounded (:data:`MAX_RECORD_BYTES`, UTF-8 only,
:data:`MAX_DEPTH` levels of nesting, numbers of at most :data:`MAX_DIGITS` digits), its shape is
checked against ``game-record.schema.json``, and every value is then compared, type included,
with what the variant gives (``false`` is not ``0``). Every problem is one
:class:`~belote_spec.engine.game.ReplayError` naming its place in the record.
"""

from __future__ import annotations

import codecs
import gc
import json
import os
import re
import stat
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from functools import cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from jsonschema import Draft202012Validator, validators
from jsonschema.exceptions import ValidationError
from jsonschema.protocols import Validator

from ..cards import CARDS, SEATS, CardError, parse_card
from ..errors import VariantError, escape_controls
from ..finding import load_by_name
from ..i18n import N_, _, translator
from .bidding import AuctionSystem, IllegalAction
from .record_limits import MAX_ACTION_LENGTH, MAX_DEALS, MAX_RECORD_DIGITS, ReplayError

if TYPE_CHECKING:
    from .game import Game

__all__ = [
    "MAX_DEPTH",
    "MAX_DIGITS",
    "MAX_RECORD_BYTES",
    "decode_record",
    "format_1_action",
    "parse_record",
    "read_record",
    "record_validator",
    "replay",
]

MAX_RECORD_BYTES = 64 * 1024 * 1024
"""The largest record read, in bytes (or characters, for a text): a record of 500 deals, the
most a game has, takes about 1 MB as ``to_json`` writes it and 2.6 MB indented; 64 MiB holds
10,000 indented deals."""

MAX_DEPTH = 32
"""The deepest nesting of arrays and objects (a record needs 7)."""

MAX_DIGITS = MAX_RECORD_DIGITS
"""The longest whole number, in digits (a seed from ``random`` has 10; 2**128 has 39): the
bound :class:`Game` puts on its seed, so that every game's record replays."""


# ----------------------------------------------------------------------------- reading


def read_record(path: str | os.PathLike[str]) -> str:
    """The text of the record file ``path``; raise :class:`ReplayError` when it cannot be
    read, is larger than :data:`MAX_RECORD_BYTES` or is not UTF-8 text. Reads at most
    :data:`MAX_RECORD_BYTES` + 1 bytes, whatever the file is (``/dev/zero`` included). The
    message does not repeat the path."""
    if not isinstance(path, str | os.PathLike):
        raise ReplayError(_("path: expected a file path; got {kind}", kind=type(path).__name__))
    try:
        # a named pipe is refused before it is opened (opening one without a writer waits for
        # ever); a file, a device or a pipe given as /dev/stdin is read: at most the limit plus
        # one byte, so /dev/zero ends at the limit
        if stat.S_ISFIFO(os.stat(path).st_mode) and not _is_standard_input(path):
            raise ReplayError(
                _("cannot read the file: this is a FIFO (named pipe), not a regular file")
            )
        with open(path, "rb") as file:
            data = file.read(MAX_RECORD_BYTES + 1)
    except ReplayError:
        raise
    except (OSError, ValueError) as exc:  # ValueError: a NUL character in the path
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise ReplayError(_("cannot read the file: {reason}", reason=reason)) from None
    return decode_record(data)


def _is_standard_input(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` is this process's standard input (``/dev/stdin``, ``/dev/fd/0``), a
    pipe that already has its writer."""
    try:
        return os.path.samestat(os.stat(path), os.fstat(0))
    except OSError:
        return False


_BOMS = (
    (codecs.BOM_UTF32_LE, "UTF-32"),
    (codecs.BOM_UTF32_BE, "UTF-32"),
    (codecs.BOM_UTF16_LE, "UTF-16"),
    (codecs.BOM_UTF16_BE, "UTF-16"),
)


def decode_record(data: bytes) -> str:
    """A record's bytes as text: UTF-8, with or without a byte order mark. Any other
    encoding (UTF-16 and UTF-32 found by their byte order mark or their zero bytes) and any
    byte sequence that is not UTF-8 is refused with :class:`ReplayError`."""
    if len(data) > MAX_RECORD_BYTES:
        raise ReplayError(
            _(
                "the record is larger than {limit:,} bytes, the limit for a game record",
                limit=MAX_RECORD_BYTES,
            )
        )
    if data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8) :]
    else:
        for bom, name in _BOMS:
            if data.startswith(bom):
                raise ReplayError(
                    _(
                        "the record is {encoding} text (it starts with a {encoding} byte order "
                        "mark); a game record is UTF-8",
                        encoding=name,
                    )
                )
        if len(data) >= 4:
            found = json.detect_encoding(data[:4])
            if found != "utf-8":
                raise ReplayError(
                    _(
                        "the record holds zero bytes, as {encoding} text does (without a "
                        "byte order mark); a game record is UTF-8",
                        encoding=found.upper(),
                    )
                )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise ReplayError(
            _(
                "not UTF-8: byte 0x{byte:02X} at line {line}, column {column} "
                "(byte column); a game record is UTF-8 text",
                byte=data[exc.start],
                line=line,
                column=column,
            )
        ) from None


class _Bad:
    """A value the JSON parser met but a record may not hold; reported with its path."""

    __slots__ = ("why",)

    def __init__(self, why: str) -> None:
        self.why = why


def _parse_int(text: str) -> int | _Bad:
    digits = len(text.lstrip("-"))
    if digits > MAX_DIGITS:
        return _Bad(
            _(
                "a number of {digits:,} digits; a record's numbers have at most {limit}",
                digits=digits,
                limit=MAX_DIGITS,
            )
        )
    return int(text)


def _parse_constant(text: str) -> _Bad:
    return _Bad(_("{value} is not a number a record may hold", value=text))


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            shown = repr(key) if len(key) <= 40 else repr(key[:36]) + "..."
            value = _Bad(_("the key {key} appears twice in one object", key=shown))
        out[key] = value
    return out


def parse_record(text: str) -> Any:
    """A record's text as JSON data; raise :class:`ReplayError` for text that is not JSON,
    too large, nested too deeply, or holds a number too long, ``NaN`` or ``Infinity``, or a
    key twice in one object."""
    if len(text) > MAX_RECORD_BYTES:
        raise ReplayError(
            _(
                "the record is larger than {limit:,} characters, the limit for a game record",
                limit=MAX_RECORD_BYTES,
            )
        )
    try:
        with _gc_paused():
            data = json.loads(
                text,
                parse_int=_parse_int,
                parse_constant=_parse_constant,
                object_pairs_hook=_object,
            )
            _check_plain(data)
    except json.JSONDecodeError as exc:
        raise ReplayError(
            _(
                "not JSON: {problem} at line {line}, column {column}",
                problem=_json_words(exc.msg),
                line=exc.lineno,
                column=exc.colno,
            )
        ) from None
    except RecursionError:
        raise ReplayError(
            _(
                "the record nests arrays or objects too deeply (at most {limit} levels)",
                limit=MAX_DEPTH,
            )
        ) from None
    return data


#: The JSON parser's own words (English only): each is shown in the language of messages.
_JSON_WORDS = frozenset(
    {
        N_("Expecting value"),
        N_("Expecting ',' delimiter"),
        N_("Expecting ':' delimiter"),
        N_("Expecting property name enclosed in double quotes"),
        N_("Extra data"),
        N_("Unterminated string starting at"),
        N_("Invalid control character at"),
        N_("Invalid \\escape"),
        N_("Invalid \\uXXXX escape"),
        N_("Illegal trailing comma before end of object"),
        N_("Illegal trailing comma before end of array"),
    }
)


def _json_words(text: str) -> str:
    """The JSON parser's ``text`` in the language of messages, when it is a known one."""
    return _(text) if text in _JSON_WORDS else text


@contextmanager
def _gc_paused() -> Iterator[None]:
    """JSON data holds no cycles: the cyclic garbage collector, which would otherwise walk the
    millions of containers of a large record again and again while they are built, waits
    (a 64 MiB record parses 2 to 4 times faster)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


_JSON_KINDS = (str, int, float, bool, type(None))


def _check_plain(data: Any) -> None:
    """Only JSON data, no deeper than MAX_DEPTH, no number too long, and no value the parser
    marked as bad: a quick walk, then, if it finds anything, a slower one that names the
    place."""
    if not _looks_plain(data):
        _find_unplain(data)


def _looks_plain(data: Any) -> bool:
    """Whether the record is certainly plain JSON data within the limits; False may also mean
    "look closer". Walks the containers without recursion and without keeping paths."""
    if type(data) is not dict and type(data) is not list:
        return False
    todo: list[tuple[Any, int]] = [(data, 0)]
    while todo:
        node, depth = todo.pop()
        if depth >= MAX_DEPTH:
            return False
        if type(node) is dict:
            if not all(type(key) is str for key in node):
                return False
            items = node.values()
        else:
            items = node
        for item in items:
            kind = type(item)
            if kind is str or kind is bool or item is None:
                continue
            if kind is int:
                if -_TOO_LONG < item < _TOO_LONG:
                    continue
                return False
            if kind is float:
                if -_INF < item < _INF:  # NaN compares false too
                    continue
                return False
            if kind is dict or kind is list:
                todo.append((item, depth + 1))
                continue
            return False
    return True


def _find_unplain(data: Any) -> None:
    """Walk the record with paths and raise ReplayError at the first value it may not hold."""
    stack: list[tuple[Any, tuple[str | int, ...]]] = [(data, ())]
    while stack:
        value, path = stack.pop()
        if len(path) > MAX_DEPTH:
            raise ReplayError(
                _(
                    "{where}: nested too deeply (a record nests at most {limit} levels)",
                    where=_where(path[:MAX_DEPTH]),
                    limit=MAX_DEPTH,
                )
            )
        if isinstance(value, dict):
            for key, item in value.items():
                if not isinstance(key, str):
                    raise ReplayError(
                        _(
                            "{where}: a key is {value}, not a text",
                            where=_where(path),
                            value=_show(key),
                        )
                    )
                stack.append((item, (*path, key)))
        elif isinstance(value, list):
            stack.extend((item, (*path, i)) for i, item in enumerate(value))
        elif isinstance(value, _Bad):
            raise ReplayError(_("{where}: {problem}", where=_where(path), problem=value.why))
        elif not isinstance(value, _JSON_KINDS):
            raise ReplayError(
                _(
                    "{where}: {kind} is not JSON data",
                    where=_where(path),
                    kind=type(value).__name__,
                )
            )
        elif isinstance(value, int) and not isinstance(value, bool):
            if abs(value) >= _TOO_LONG:
                raise ReplayError(
                    _(
                        "{where}: a number of more than {limit} digits; a record's numbers "
                        "have at most {limit}",
                        where=_where(path),
                        limit=MAX_DIGITS,
                    )
                )
        elif isinstance(value, float) and (value != value or abs(value) == _INF):
            raise ReplayError(
                _(
                    "{where}: {value} is not a number a record may hold",
                    where=_where(path),
                    value=value,
                )
            )


_INF = float("inf")
_TOO_LONG = 10**MAX_DIGITS


# ----------------------------------------------------------------------------- schema


def _is_whole(checker: Any, instance: Any) -> bool:
    return isinstance(instance, int) and not isinstance(instance, bool)


# JSON Schema counts 1000.0 as an integer; a record's whole numbers are written without a
# fraction, as the engine writes them (and a float would not index a deck or seed a game).
_Validator: Any = validators.extend(  # type: ignore[no-untyped-call]
    Draft202012Validator,
    type_checker=Draft202012Validator.TYPE_CHECKER.redefine("integer", _is_whole),
)


@cache
def record_validator() -> Validator:
    """A validator for the game-record JSON Schema (a whole number is an integer without a
    fraction: ``1000.0`` is refused)."""
    text = resources.files("belote_spec.schema").joinpath("game-record.schema.json")
    validator: Validator = _Validator(json.loads(text.read_text("utf-8")))
    return validator


_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_-]{0,39}")


def _where(path: Sequence[Any]) -> str:
    """A JSON path as messages write it: ``deals[3].score.NS``; a key that is not a plain
    name is quoted (``deals[0]["a b"]``), a long one cut short."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        elif _NAME.fullmatch(str(part)):
            out += ("." if out else "") + str(part)
        else:
            key = str(part) if len(str(part)) <= 40 else str(part)[:36] + "..."
            out += f"[{json.dumps(key)}]"
    return out or _("the record")


def _show(value: Any) -> str:
    """A JSON value for a message: its kind and a short text."""
    if isinstance(value, bool):
        return _("the boolean {value}", value=json.dumps(value))
    if value is None:
        return "null"
    if isinstance(value, int):
        text = str(value)
        return _("the number {value}", value=text if len(text) <= 24 else text[:20] + "...")
    if isinstance(value, float):
        return _("the number {value}", value=repr(value))
    if isinstance(value, str):
        return _("the text {value}", value=_quoted(value))
    if isinstance(value, Mapping):
        return _("an object")
    if isinstance(value, list | tuple):
        return translator().ngettext("an array of {n}", "an array of {n}", len(value))
    return type(value).__name__


def _quoted(text: str) -> str:
    """A text as JSON writes it, cut short."""
    return json.dumps(text if len(text) <= 40 else text[:36] + "...", ensure_ascii=False)


_TYPE_NAMES = {
    "integer": N_("a whole number"),
    "string": N_("a text"),
    "array": N_("an array"),
    "object": N_("an object"),
    "boolean": N_("true or false"),
    "null": "null",
    "number": N_("a number"),
}


#: The descriptions of the record schema's values that may take several forms (anyOf), as a
#: message says what was expected (the schema is English only).
_RECORD_DESCRIPTIONS = frozenset(
    {N_("the turned card, or null."), N_("the taker's seat, or null.")}
)


def _type_name(kind: str) -> str:
    found = _TYPE_NAMES.get(kind)
    return kind if found is None else _(found)


def _schema_message(error: ValidationError) -> str:
    """One schema error as a short sentence (jsonschema's own quote whole values)."""
    where = _where(error.absolute_path)
    kind = error.validator
    arg: Any = error.validator_value
    value = error.instance
    schema: Any = error.schema
    got = _show(value)
    tr = translator()
    if kind == "required":
        missing = next((k for k in arg if isinstance(value, Mapping) and k not in value), "?")
        return _("{where}: the field {name!r} is missing", where=where, name=missing)
    if kind == "additionalProperties" and isinstance(value, Mapping):
        props = schema.get("properties", {})
        extra = next((k for k in value if k not in props), "?")
        shown = _quoted(extra) if isinstance(extra, str) else _show(extra)
        return _("{where}: unknown field {name}", where=where, name=shown)
    if kind == "type":
        kinds = [arg] if isinstance(arg, str) else list(arg)
        wanted = _type_name(kinds[0]) if kinds else ""
        for other in kinds[1:]:
            wanted = _("{first} or {second}", first=wanted, second=_type_name(other))
        return _(
            "{where}: expected {expected}, got {value}", where=where, expected=wanted, value=got
        )
    if kind == "const":
        return _(
            "{where}: expected {expected}, got {value}",
            where=where,
            expected=json.dumps(arg),
            value=got,
        )
    if kind == "enum":
        return _(
            "{where}: expected one of {choices}; got {value}",
            where=where,
            choices=", ".join(map(json.dumps, arg)),
            value=got,
        )
    if kind == "anyOf":
        described = str(schema.get("description", ""))
        described = described[:1].lower() + described[1:]
        if described in _RECORD_DESCRIPTIONS:
            described = _(described)
        return _(
            "{where}: got {value}; expected {expected}", where=where, value=got, expected=described
        )
    if kind == "pattern":
        return _(
            "{where}: got {value}; expected a card code such as JH or TD", where=where, value=got
        )
    if kind == "minimum":
        return _(
            "{where}: expected at least {bound}, got {value}", where=where, bound=arg, value=got
        )
    if kind == "maximum":
        return _(
            "{where}: expected at most {bound}, got {value}", where=where, bound=arg, value=got
        )
    if kind == "minItems":
        return tr.ngettext(
            "{where}: expected at least {n} items, got {value}",
            "{where}: expected at least {n} items, got {value}",
            arg,
            where=where,
            value=got,
        )
    if kind == "maxItems":
        return tr.ngettext(
            "{where}: expected at most {n} items, got {value}",
            "{where}: expected at most {n} items, got {value}",
            arg,
            where=where,
            value=got,
        )
    if kind == "minLength":
        return tr.ngettext(
            "{where}: expected at least {n} characters, got {value}",
            "{where}: expected at least {n} characters, got {value}",
            arg,
            where=where,
            value=got,
        )
    if kind == "maxLength":
        return tr.ngettext(
            "{where}: expected at most {n} characters, got {value}",
            "{where}: expected at most {n} characters, got {value}",
            arg,
            where=where,
            value=got,
        )
    if kind == "uniqueItems" and isinstance(value, list):
        seen: set[str] = set()
        for item in value:
            key = json.dumps(item, sort_keys=True)
            if key in seen:
                return _("{where}: {value} is given twice", where=where, value=_show(item))
            seen.add(key)
    return _(
        "{where}: {keyword} {bound}; got {value}",
        where=where,
        keyword=kind,
        bound=_show(arg),
        value=got,
    )


def _first_schema_error(record: Any) -> ValidationError | None:
    """The schema error that comes first in the record, or None. The long arrays (every
    action, every call, every deck) are checked by hand first, a sufficient test of what the
    schema asks of them: when they pass, a lighter copy of the schema that does not look
    inside them checks the rest (several times faster); when one fails, the whole schema
    names the problem."""
    light = _long_arrays_ok(record)
    validator = _light_validator() if light else record_validator()
    if not light:  # each long array cut after its first bad item: a few errors, not millions
        record = _trimmed(record)
    best: ValidationError | None = None
    for error in validator.iter_errors(record):
        if best is None or _order(error) < _order(best):
            best = error
    return best


@cache
def _light_validator() -> Validator:
    """The record schema with its local references written out in place, and without the
    items of ``actions``, of each deal's ``bidding`` and ``deck`` (checked by hand)."""
    text = resources.files("belote_spec.schema").joinpath("game-record.schema.json")
    schema = json.loads(text.read_text("utf-8"))
    defs = schema.pop("$defs")

    def inline(node: Any) -> Any:
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith("#/$defs/"):
                rest = {k: v for k, v in node.items() if k != "$ref"}
                return inline({**defs[ref.removeprefix("#/$defs/")], **rest})
            return {k: inline(v) for k, v in node.items()}
        if isinstance(node, list):
            return [inline(v) for v in node]
        return node

    light = inline(schema)
    light["properties"]["actions"] = {"type": "array"}
    deal = light["properties"]["deals"]["items"]["properties"]
    deal["deck"] = {"type": "array"}
    deal["bidding"] = {"type": "array"}
    validator: Validator = _Validator(light)
    return validator


_SEAT_SET = frozenset(SEATS)
_CODE_SET = frozenset(c.code for c in CARDS)


def _calls_ok(calls: Any) -> bool:
    return type(calls) is list and all(
        type(c) is list
        and len(c) == 2
        and type(c[0]) is str
        and c[0] in _SEAT_SET
        and type(c[1]) is str
        and 0 < len(c[1]) <= MAX_ACTION_LENGTH
        for c in calls
    )


def _long_arrays_ok(record: Any) -> bool:
    """Whether every action list, call list and deck of the record is as the schema wants
    it (a missing one counts as good: the schema then reports it)."""
    if not isinstance(record, dict) or not _calls_ok(record.get("actions", [])):
        return False
    deals = record.get("deals")
    if type(deals) is not list:
        return False
    for deal in deals:
        if type(deal) is not dict:
            return False
        if "deck" in deal:
            deck = deal["deck"]
            if type(deck) is not list or len(deck) not in (32, 24):
                return False
            if not all(type(c) is str and c in _CODE_SET for c in deck):
                return False
        if not _calls_ok(deal.get("bidding", [])):
            return False
    return True


def _check_variant_folder(
    named: str, variant_folders: Sequence[str | os.PathLike[str]] | None
) -> None:
    """Refuse a record's variant file outside ``variant_folders`` (when given), before
    anything of it is read."""
    if variant_folders is None:
        return
    folders = list(dict.fromkeys(Path(f).resolve() for f in variant_folders))  # once each
    try:
        where = Path(named).resolve()
    except (OSError, ValueError):
        where = None
    if where is not None and any(where.is_relative_to(folder) for folder in folders):
        return
    raise ReplayError(
        _(
            "variant: the record names the variant file {name}, outside {folders}: a record's "
            "variant file is read only from there or below (replay it from the variant's "
            "folder)",
            name=escape_controls(named[:200]),
            folders=", ".join(str(f) for f in folders),
        )
    )


def _call_ok(c: Any) -> bool:
    return _calls_ok([c])


def _cut(items: Any, ok: Callable[[Any], bool]) -> Any:
    """``items`` up to its first item that is not ``ok``, included (all of it if none)."""
    if type(items) is not list:
        return items
    for i, item in enumerate(items):
        if not ok(item):
            return items[: i + 1]
    return items


def _trimmed(record: Any) -> Any:
    """``record`` with each list of calls (the actions, a deal's bidding) cut after its first
    bad item, and a deck longer than 33 cards cut to 33: the items left out come after an
    error of the same list and the schema bounds neither list's length (a deck's, to 32), so
    the first schema error is the same, found in time bounded by the rest of the record,
    not by millions of errors."""
    if not isinstance(record, dict):
        return record
    out = dict(record)
    if "actions" in out:
        out["actions"] = _cut(out["actions"], _call_ok)
    deals = out.get("deals")
    if type(deals) is list:
        cut_deals = []
        for deal in deals:
            if type(deal) is dict:
                deal = dict(deal)
                if "bidding" in deal:
                    deal["bidding"] = _cut(deal["bidding"], _call_ok)
                if type(deal.get("deck")) is list and len(deal["deck"]) > 33:
                    # the schema wants 32 cards (no cut at a bad one: 32 would be missing):
                    # 33 say it is too long as well as a million do
                    deal["deck"] = deal["deck"][:33]
            cut_deals.append(deal)
        out["deals"] = cut_deals
    return out


def _order(error: ValidationError) -> list[tuple[int, str]]:
    return [(0, str(p)) if isinstance(p, str) else (1, f"{p:09d}") for p in error.absolute_path]


# ----------------------------------------------------------------------------- replay


def replay(
    data: str | bytes | Mapping[str, Any],
    *,
    variant_folders: Sequence[str | os.PathLike[str]] | None = None,
    game_class: type[Game],
) -> Game:
    """Rebuild a game (an instance of ``game_class``: :meth:`Game.from_json` passes its own
    class) from its record; raise :class:`ReplayError` at the first problem.

    A record names its variant by name, or by the path of its file (a variant played from a
    file). Given ``variant_folders``, such a file is read only when it lies in one of them or
    below: a record from elsewhere (a network peer, a user's upload) then cannot make the
    program read, and quote, any ``.yaml`` of the machine. Without it (a program replaying
    its own records) the file is read wherever it is; ``belote-spec replay`` passes the
    current folder and the record's.

    A record with a seed was made by the engine: the game is dealt again from the seed (first
    dealer, shuffles, cuts and patterns) and every recorded deal must come out the same. A
    record without a seed (a game played at a real table) is dealt from its recorded decks,
    each checked against the variant: its patterns, its cut, the first dealer's draw, and,
    where the variant gathers the cards without shuffling, the previous deal's cards. Either
    way every action is re-checked and every recorded value recomputed; after the last
    recorded deal the game goes on. Time is linear in the size of the record.

    A record of format 1 replays exactly as it was scored: that format had one belote call,
    « belote » said with the first of the king and queen standing for « rebelote » with the
    second too, so the second card of a player who said « belote » is played with
    ``+rebelote`` (:func:`format_1_action`). The game rebuilt is a game of today's format."""
    if isinstance(data, bytes):
        data = decode_record(data)
    if isinstance(data, str):
        record = parse_record(data)
    else:
        with _gc_paused():
            _check_plain(data)
        record = data
    if not isinstance(record, Mapping):
        raise ReplayError(_("the record is {value}; expected an object", value=_show(record)))
    error = _first_schema_error(record)
    if error is not None:
        raise ReplayError(_schema_message(error))
    if len(record["deals"]) > MAX_DEALS:
        raise ReplayError(
            _(
                "deals: the record has {count} deals; a game ends after {limit}",
                count=len(record["deals"]),
                limit=MAX_DEALS,
            )
        )
    named = str(record["variant"])
    if "/" in named or os.sep in named:
        if not named.lower().endswith((".yaml", ".yml")):
            # a record names a shipped variant, or the variant file it was played with: never
            # any other file on the disk
            raise ReplayError(
                _(
                    "variant: {name!r} is neither a variant name nor the path of a .yaml file",
                    name=named[:80],
                )
            )
        _check_variant_folder(named, variant_folders)
    try:
        variant = load_by_name(record["variant"], record["options"])
        abstract = variant.abstract
        rules = None if abstract else variant.compile()
    except VariantError as exc:
        problem = str(exc.problems[0])
        if len(problem) > 300:
            problem = problem[:296] + " ..."
        raise ReplayError(_("the variant does not load: {problem}", problem=problem)) from None
    except (OSError, ValueError) as exc:  # a name the file system refuses (too long, ...)
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise ReplayError(
            _("variant: the variant does not load: {reason}", reason=reason)
        ) from None
    if rules is None:  # a parent of variants: nobody plays it, no record replays it
        raise ReplayError(
            _(
                "variant: {name} is an abstract variant: it only serves as the parent of other "
                "variants, no game is played with it",
                name=variant.id,
            )
        )
    seats = rules.seating.seats  # the seat codes in playing order
    _check_deck_sizes(record, rules.seating.deck_mask.bit_count())
    draw = [(seats.index(seat), int(parse_card(card))) for seat, card in _draw(record)]
    seed = record.get("seed")
    try:
        if seed is not None:
            given = record.get("first_dealer_given", True)
            game = game_class(
                rules,
                seed=seed,
                dealer=record["first_dealer"] if given else None,
                target=record["target"],
            )
            if seats[game.first_dealer] != record["first_dealer"]:
                raise ReplayError(
                    _(
                        "first_dealer: the seed gives {seat} as first dealer, the record says "
                        "{recorded}",
                        seat=seats[game.first_dealer],
                        recorded=record["first_dealer"],
                    )
                )
            if "first_dealer_draw" in record and draw != game.first_dealer_draw:
                raise ReplayError(
                    _(
                        "first_dealer_draw: the record's draw is {recorded}, the seed gives "
                        "{replayed}",
                        recorded=_draw_text(draw, seats),
                        replayed=_draw_text(game.first_dealer_draw, seats),
                    )
                )
        else:
            _check_draw(rules, draw, seats.index(record["first_dealer"]))
            game = game_class(
                rules,
                dealer=record["first_dealer"],
                target=record["target"],
                script=_script(record, rules),
                first_dealer_draw=draw,
            )
    except ValueError as exc:
        if isinstance(exc, ReplayError):
            raise
        raise ReplayError(str(exc)) from None
    _check_deal(record, game, 1, 0)
    format_1 = record["version"] == 1
    old = _OldPasses(rules) if format_1 else None
    for number, (seat, action) in enumerate(record["actions"], start=1):
        if game.over:
            raise ReplayError(_("the game is already over"), number)
        if old is not None and old.skip(game, seat, action):
            continue
        if game.phase == "play" and _is_call(action) and not (game.trick or game.deal.tricks):
            # a call after an auction that is over: say why it is (a capot that ends it)
            silent = game.deal.bidding.silence(seats.index(seat))
            reason, rule = silent or (_("the auction is over"), "bidding.auction.end")
            shown = f" [{rule}]"
            raise ReplayError(
                _(
                    "{seat} plays {action}: {reason}{rule}",
                    seat=seat,
                    action=_short(action),
                    reason=reason,
                    rule=shown,
                ),
                number,
                rule,
            )
        out_of_turn_ok = seat == game.to_move or action == "misdeal"
        if not out_of_turn_ok and game.phase == "bidding":
            bidding = game.deal.bidding
            # a contre out of turn; or a seat the rules keep silent: apply() says why not
            out_of_turn_ok = action in game.legal_actions(seat) or not bidding.may_speak(
                seats.index(seat)
            )
        if not out_of_turn_ok:
            raise ReplayError(
                _("it is {seat}'s turn, not {other}'s", seat=game.to_move, other=seat), number
            )
        deals = len(game.deals)
        if format_1:
            action = format_1_action(game, seat, action)
        calling = game.phase == "bidding" and action != "misdeal"
        try:
            game.apply(action, seat)
        except IllegalAction as exc:
            rule = f" [{exc.rule}]" if exc.rule else ""
            reason = " ".join(exc.reason.split())  # one line
            raise ReplayError(
                _(
                    "{seat} plays {action}: {reason}{rule}",
                    seat=seat,
                    action=_short(action),
                    reason=reason,
                    rule=rule,
                ),
                number,
                exc.rule,
            ) from None
        except ReplayError as exc:  # a recorded deck that the variant does not deal
            raise ReplayError(exc.reason, number, exc.rule) from None
        if old is not None and calling:
            old.called(game, deals - 1, seats.index(seat), action)
        for new in range(deals + 1, len(game.deals) + 1):
            _check_deal(record, game, new, number)
    _compare(record, game, {} if old is None else old.dropped)
    return game


def format_1_action(game: Game, seat: str, action: str) -> str:
    """An action of a format-1 record in today's words. Format 1 wrote one belote call: a
    player who said « belote » with the first of the king and queen of trump said « rebelote »
    with the second too, unwritten. That second card, played by that player, is now
    ``CARD+rebelote``; any other action is unchanged."""
    d = game.deal
    if game.phase != "play" or not d.belote_said or seat != game.to_move or "+" in action:
        return action
    try:
        card = int(parse_card(action))
    except CardError:
        return action  # refused as it stands by the replay
    if card >> 3 not in d.belote_said.get(game.rules.seating.index[seat], ()):
        return action
    said = f"{CARDS[card].code}+rebelote"
    return said if said in game.legal_actions() else action


def _is_call(action: str) -> bool:
    """Whether ``action`` is a call of the bidding."""
    return action in ("pass", "contre", "surcontre") or action.startswith(("bid:", "take:"))


class _OldPasses:
    """The passes a record of version 1 may carry from seats the rules now keep silent.

    Before version 2 the auction asked every seat in turn until the passes of
    ``bidding.auction.end``: the contreur's partner (and, with four passes, the contreur)
    after a contre that leaves the word to the doubled team, and everyone after a capot that
    ends the auction, passed because the engine asked them to. Such a record replays: a pass
    from a silent seat during the auction is left out, and so are the passes the old engine
    still asked after the auction the rules now end (exactly those, in their turn). The game
    rebuilt is the game the rules play, without them: saved again, it is a record of the
    current version. A record of version 2 carrying such a call is refused."""

    def __init__(self, rules: Any) -> None:
        self.system = rules.bidding
        self.calls: list[tuple[int, str]] = []  # the recorded calls of the auction in progress
        self.deal = -1  # the index of that deal
        self.count: dict[int, int] = {}  # recorded calls so far, by deal index
        self.dropped: dict[int, set[int]] = {}  # positions left out of each deal's bidding
        self.tail: list[int] = []  # the seats of the old passes still to come
        self.tail_deal = -1

    def _note(self, deal: int, seat: int, action: str, *, dropped: bool) -> None:
        n = self.count.get(deal, 0)
        if dropped:
            self.dropped.setdefault(deal, set()).add(n)
        self.count[deal] = n + 1
        if deal != self.deal:
            self.deal, self.calls = deal, []
        self.calls.append((seat, action))

    def skip(self, game: Game, seat: str, action: str) -> bool:
        """Whether the recorded ``action`` of ``seat`` is such a pass (then noted)."""
        s = game.rules.seating.index[seat]
        if self.tail:
            if action == "pass" and s == self.tail[0]:
                self.tail.pop(0)
                self._note(self.tail_deal, s, action, dropped=True)
                return True
            self.tail = []
        if action != "pass" or game.phase != "bidding" or game.deal.bidding.may_speak(s):
            return False
        self._note(len(game.deals) - 1, s, action, dropped=True)
        return True

    def called(self, game: Game, deal: int, seat: int, action: str) -> None:
        """A call of deal ``deal`` was made; when it ended the auction with a contract, the
        passes the old engine still asked are expected next."""
        self._note(deal, seat, action, dropped=False)
        bidding = game.deals[deal].bidding
        if bidding.done and bidding.contract is not None and not bidding.redeal:
            self.tail = _old_tail(self.system, self.calls)
            self.tail_deal = deal


def _old_tail(system: Any, calls: Sequence[tuple[int, str]]) -> list[int]:
    """The seats of the passes an auction of version 1 asked after ``calls``: every seat in
    turn after the last call until ``end`` passes in a row, unless a surcontre (or a contre
    without surcontre) that ends the auction came last."""
    if not isinstance(system, AuctionSystem):
        return []
    passes = 0
    for _seat, action in reversed(calls):
        if action != "pass":
            break
        passes += 1
    if passes == len(calls):
        return []
    at = len(calls) - 1 - passes
    seat, last = calls[at]
    if system.contre_ends and (last == "surcontre" or (last == "contre" and not system.surcontre)):
        return []
    if last == "play-on" and at > 0:  # the call went on after the contre said out of turn
        seat = calls[at - 1][0]
    after = system.seating.after
    seat = after[seat]
    for _passed in range(passes):
        seat = after[seat]
    out = []
    for _pass in range(system.end_passes - passes):
        out.append(seat)
        seat = after[seat]
    return out


def _short(action: str) -> str:
    return repr(action) if len(action) <= 40 else repr(action[:36]) + "..."


def _draw(record: Mapping[str, Any]) -> list[list[str]]:
    draw: list[list[str]] = record.get("first_dealer_draw", [])
    return draw


def _draw_text(draw: Sequence[tuple[int, int]], seats: Sequence[str]) -> str:
    from ..cards import CARDS

    if not draw:
        # TRANSLATORS: no draw for the first dealer (no card drawn)
        return translator().pgettext("draw", "none")
    return "[" + ", ".join(f"{seats[s]} {CARDS[c].code}" for s, c in draw) + "]"


def _check_draw(rules: Any, draw: list[tuple[int, int]], first_dealer: int) -> None:
    """A record without a seed: its draw for the first dealer follows the variant's rule
    (``deal.first_dealer``). With ``random`` nobody draws; with ``lowest_card`` the four
    players draw one card each from the pack, those tied on the lowest rank draw again, and
    the last one left deals. A record may leave the draw out."""
    rule = rules.dealer.first_dealer_rule
    if not draw:
        return
    seats = rules.seating.seats
    if rule != "lowest_card":
        raise ReplayError(
            _(
                "first_dealer_draw: the record lists a draw, but the variant chooses the first "
                "dealer at random (deal.first_dealer: {rule})",
                rule=rule,
            ),
            rule="deal.first_dealer",
        )
    candidates = [0, 1, 2, 3]
    pos = 0
    while True:
        batch = draw[pos : pos + len(candidates)]
        where = f"first_dealer_draw[{pos}]"
        if sorted(s for s, _c in batch) != candidates:
            wanted = ", ".join(seats[s] for s in candidates)
            raise ReplayError(
                _(
                    "{where}: the next draw is by {seats}, one card each; the record has "
                    "{draw} (deal.first_dealer: lowest_card)",
                    where=where,
                    seats=wanted,
                    draw=_draw_text(batch, seats),
                ),
                rule="deal.first_dealer",
            )
        cards = [c for _s, c in batch]
        if len(set(cards)) != len(cards):
            raise ReplayError(
                _(
                    "{where}: one card is drawn twice in the same draw {draw}",
                    where=where,
                    draw=_draw_text(batch, seats),
                ),
                rule="deal.first_dealer",
            )
        low = min(c & 7 for c in cards)
        candidates = sorted(s for s, c in batch if c & 7 == low)
        pos += len(batch)
        if len(candidates) == 1:
            break
    if pos != len(draw):
        raise ReplayError(
            _(
                "first_dealer_draw[{pos}]: the draw goes on after {seat} drew the lowest card "
                "alone",
                pos=pos,
                seat=seats[candidates[0]],
            ),
            rule="deal.first_dealer",
        )
    if candidates[0] != first_dealer:
        raise ReplayError(
            _(
                "first_dealer: the draw makes {seat} the first dealer (lowest card), the record "
                "says {recorded}",
                seat=seats[candidates[0]],
                recorded=seats[first_dealer],
            ),
            rule="deal.first_dealer",
        )


def _check_deck_sizes(record: Mapping[str, Any], size: int) -> None:
    """Each deal's deck holds the variant's pack: ``size`` cards (32, or 24 with
    ``deck.cards: 24``; the record schema allows either)."""
    tr = translator()
    for index, deal in enumerate(record["deals"]):
        deck = deal.get("deck")
        if type(deck) is not list or len(deck) == size:
            continue
        where = f"deals[{index}].deck"
        got = _show(deck)
        if len(deck) < size:
            text = tr.ngettext(
                "{where}: expected at least {n} items, got {value}",
                "{where}: expected at least {n} items, got {value}",
                size,
                where=where,
                value=got,
            )
        else:
            text = tr.ngettext(
                "{where}: expected at most {n} items, got {value}",
                "{where}: expected at most {n} items, got {value}",
                size,
                where=where,
                value=got,
            )
        raise ReplayError(text)


def _script(record: Mapping[str, Any], rules: Any) -> list[tuple[list[int], str, int, bool | None]]:
    patterns = tuple(rules.variant.rule("deal.patterns"))
    script: list[tuple[list[int], str, int, bool | None]] = []
    for index, deal in enumerate(record["deals"]):
        try:
            deck = [int(parse_card(c)) for c in deal["deck"]]
        except CardError as exc:
            raise ReplayError(f"deals[{index}].deck: {exc}") from None
        outside = [c for c in deck if not rules.seating.deck_mask >> c & 1]
        if outside:
            raise ReplayError(
                _(
                    "deal {number}: the deck holds {card}, which is not in the pack of {variant}",
                    number=index + 1,
                    card=CARDS[outside[0]].code,
                    variant=rules.variant.id,
                )
            )
        if len(set(deck)) != len(deck):
            dup = next(c for i, c in enumerate(deal["deck"]) if c in deal["deck"][:i])
            raise ReplayError(
                _("deal {number}: the deck holds {card} twice", number=index + 1, card=dup)
            )
        if deal["pattern"] not in patterns:
            raise ReplayError(
                _(
                    "deal {number}: the pattern {pattern} is not allowed by {variant} "
                    "(deal.patterns: {patterns})",
                    number=index + 1,
                    pattern=deal["pattern"],
                    variant=rules.variant.id,
                    patterns=", ".join(patterns),
                )
            )
        script.append((deck, deal["pattern"], deal.get("cut", 0), deal.get("shuffled")))
    return script


_DEALT = ("number", "dealer", "deck", "cut", "shuffled", "pattern", "turned")


def _check_deal(record: Mapping[str, Any], game: Game, number: int, action: int) -> None:
    """Deal ``number`` (just dealt) was dealt as the record says."""
    if number > len(record["deals"]):
        return  # the record ends before this deal: the game goes on from here
    rec = record["deals"][number - 1]
    new = game._deal_record(game.deals[number - 1])  # this deal only: linear time
    for key in _DEALT:
        if key in rec and _differs(rec[key], new[key]):
            raise ReplayError(
                _(
                    "deal {number}: the record's {key} is {recorded}, the replay deals {replayed}",
                    number=number,
                    key=key,
                    recorded=_brief(rec[key]),
                    replayed=_brief(new[key]),
                ),
                action,
            )


def _compare(record: Mapping[str, Any], game: Game, dropped: Mapping[int, set[int]]) -> None:
    """Every recorded deal and total against the replayed game; ``dropped``: the calls of
    each deal's recorded bidding that the replay left out (old passes, :class:`_OldPasses`)."""
    replayed = game.to_record()
    if len(record["deals"]) != len(replayed["deals"]):
        raise ReplayError(
            _(
                "deals: the record has {count} deals, the actions play {played}",
                count=len(record["deals"]),
                played=len(replayed["deals"]),
            )
        )
    for index, (rec, new) in enumerate(zip(record["deals"], replayed["deals"], strict=True)):
        left_out = dropped.get(index)
        if left_out and isinstance(rec.get("bidding"), list):
            calls = rec["bidding"]
            rec = {**rec, "bidding": [c for i, c in enumerate(calls) if i not in left_out]}
        for key, value in rec.items():
            if key not in new:
                raise ReplayError(
                    _("deal {number}: unknown field {name}", number=index + 1, name=_quoted(key))
                )
            found = _difference(value, new[key], (key,))
            if found is not None:
                path, mine, theirs = found
                place = f"deals[{index}].{_where(path)}"
                raise ReplayError(
                    _(
                        "deal {number} ({where}): the record says {recorded}, the variant "
                        "gives {replayed}",
                        number=index + 1,
                        where=place,
                        recorded=_brief(mine),
                        replayed=_brief(theirs),
                    )
                )
    for key in ("totals", "held", "result"):
        if key in record:
            found = _difference(record[key], replayed[key], (key,))
            if found is not None:
                path, mine, theirs = found
                raise ReplayError(
                    _(
                        "{where}: the record says {recorded}, the variant gives {replayed}",
                        where=_where(path),
                        recorded=_brief(mine),
                        replayed=_brief(theirs),
                    )
                )


class _NoField:
    """Where the replayed data has no field of the recorded name."""


_NO_FIELD = _NoField()


def _brief(value: Any) -> str:
    """A recorded or replayed value for a message, cut short."""
    if value is _NO_FIELD:
        return _("no such field")
    text = json.dumps(value, ensure_ascii=False) if _is_plain(value) else repr(value)
    return text if len(text) <= 80 else text[:76] + " ..."


def _is_plain(value: Any) -> bool:
    try:
        json.dumps(value)
    except (TypeError, ValueError):
        return False
    return True


def _kind(value: Any) -> str:
    """A value's JSON kind: bool is not int, int is not float, a tuple is an array."""
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "float"
    if isinstance(value, str):
        return "string"
    if value is None:
        return "null"
    if isinstance(value, Mapping):
        return "object"
    if isinstance(value, list | tuple):
        return "array"
    return type(value).__name__


def _difference(
    recorded: Any, replayed: Any, path: tuple[str | int, ...]
) -> tuple[tuple[str | int, ...], Any, Any] | None:
    """The first place where a recorded value disagrees with the replayed one: its path and
    both values, or None. Kinds count (``false`` is not ``0``, ``1.0`` is not ``1``). A
    mapping the record wrote may leave out keys that a newer version of the format adds (an
    older record still replays), but every key it states must agree."""
    stack: list[tuple[Any, Any, tuple[str | int, ...]]] = [(recorded, replayed, path)]
    while stack:
        mine, theirs, where = stack.pop()
        kind = _kind(mine)
        if kind != _kind(theirs):
            return where, mine, theirs
        if kind == "object":
            for key, value in reversed(list(mine.items())):
                if key not in theirs:
                    return (*where, key), value, _NO_FIELD
                stack.append((value, theirs[key], (*where, key)))
        elif kind == "array":
            if len(mine) != len(theirs):
                return where, mine, theirs
            stack.extend((mine[i], theirs[i], (*where, i)) for i in reversed(range(len(mine))))
        elif mine != theirs:
            return where, mine, theirs
    return None


def _differs(recorded: Any, replayed: Any) -> bool:
    """Whether a recorded value disagrees with the replayed one (see :func:`_difference`)."""
    return _difference(recorded, replayed, ()) is not None
