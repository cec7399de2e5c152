"""A strict, safe YAML reader for variant files.

It builds plain Python data (dicts, lists, str, int, float, bool, None) straight from the
parser's event stream, so no constructor ever runs and no object but those can be made. On the
way it records where every key and value stands, and refuses what could silently change a rule:

* tags of any kind (``!!python/object``, ``!custom``): a variant file never names a type;
* YAML 1.1 spellings that other readers take for booleans, octal or base-60 numbers
  (``yes``, ``on``, ``010``, ``1:30``): write ``true``, ``10`` or quote the text;
* non-string keys (``9: 14``), duplicate keys and merge keys (``<<``);
* more than one document, more than :data:`MAX_DEPTH` levels of nesting, aliases that expand
  to more than :data:`MAX_NODES` nodes (alias bombs), files over :data:`MAX_BYTES` bytes (the
  size is checked before reading, and no more than that is ever read), anything but a regular
  file (a FIFO, ``/dev/zero``, a folder);
* whole numbers of more than :data:`MAX_INT_DIGITS` digits, and numbers too large for a float
  (``1e400``; ``.inf`` is read, and the schema refuses it where it matters);
* control characters in a text (tab and newline aside) or in a key, even written as escapes
  in a quoted string (``"\\e[2J"``): shown on a terminal they could rewrite it.

Lines are counted as an editor counts them: ``\\n``, ``\\r\\n`` and a lone ``\\r`` each end one.

Plain scalars resolve as in YAML 1.2's core schema: ``true``/``false``, ``null``/``~``,
decimal integers and floats; everything else is a string.
"""

from __future__ import annotations

import bisect
import math
import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from .errors import Problem
from .i18n import N_, _, translator

__all__ = [
    "MAX_BYTES",
    "MAX_DEPTH",
    "MAX_INT_DIGITS",
    "MAX_NODES",
    "KeyPath",
    "Mark",
    "RefusedFile",
    "YamlDocument",
    "read_bounded",
    "read_yaml",
    "read_yaml_text",
]

MAX_BYTES = 256 * 1024
MAX_DEPTH = 32
MAX_NODES = 20_000
MAX_INT_DIGITS = 18

KeyPath = tuple[str | int, ...]

try:  # libyaml's parser when present: same events, faster
    _Loader: type[Any] = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - depends on the PyYAML build
    _Loader = yaml.SafeLoader


@dataclass(frozen=True, slots=True)
class Mark:
    """A 1-based line and column."""

    line: int
    column: int


@dataclass
class YamlDocument:
    """The data of one file, with the place of every key and value."""

    file: str
    data: Any
    value_marks: dict[KeyPath, Mark] = field(default_factory=dict)
    key_marks: dict[KeyPath, Mark] = field(default_factory=dict)

    def mark_of(self, path: KeyPath, *, key: bool = False) -> Mark:
        """Where ``path`` stands; the nearest enclosing place when it has none of its own."""
        probe = path
        while True:
            if key and probe in self.key_marks:
                return self.key_marks[probe]
            if probe in self.value_marks:
                return self.value_marks[probe]
            if probe in self.key_marks:
                return self.key_marks[probe]
            if not probe:
                return Mark(1, 1)
            probe = probe[:-1]


_NULL = re.compile(r"^(?:~|null|Null|NULL|)$")
_BOOL = re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$")
_INT = re.compile(r"^[-+]?(?:0|[1-9][0-9]*)$")
_FLOAT = re.compile(r"^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$")
_SPECIAL_FLOAT = re.compile(r"^(?:[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$")
# What YAML 1.1 readers (PyYAML's own loaders among them) would not read as a string.
_YAML11_BOOL = re.compile(r"^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF)$")
_YAML11_OCTAL = re.compile(r"^[-+]?0[0-9_]+$")
#: 1_000 or 10_000.5: decimal digits grouped with underscores (YAML 1.1 drops them).
_GROUPED_DECIMAL = re.compile(r"^[-+]?[1-9][0-9]*(?:_[0-9]+)+(?:\.[0-9_]*)?$")
_YAML11_NUMBER = re.compile(
    r"^(?:[-+]?0b[0-1_]+|[-+]?0x[0-9a-fA-F_]+|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?"
    r"|[-+]?[0-9][0-9_]*_[0-9_]*(?:\.[0-9_]*)?)$"
)
_ALLOWED_TAGS = {None, "!", "tag:yaml.org,2002:str"}
# Control characters: C0 (tab and newline allowed in a text, not in a key), DEL and C1.
_TEXT_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_KEY_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")
_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_LINE_BREAK_BYTES = re.compile(rb"\r\n|\r|\n")


class _Abort(Exception):
    """Stop reading: a limit was passed and the rest would be noise."""


_NO_KEY: Any = object()
_BAD_KEY: Any = object()
_TAG_PROBLEM = N_("plain data: a variant file cannot name a type or run code")

#: The YAML parser's own words (libyaml's, PyYAML's), English only: each is shown in the
#: language of messages (one missing here is shown as it is).
_PARSER_WORDS = frozenset(
    {
        N_("invalid YAML"),
        N_("mapping values are not allowed in this context"),
        N_("mapping values are not allowed here"),
        N_("block sequence entries are not allowed in this context"),
        N_("did not find expected ',' or ']'"),
        N_("did not find expected ',' or '}'"),
        N_("did not find expected '-' indicator"),
        N_("did not find expected key"),
        N_("did not find expected node content"),
        N_("did not find expected <document start>"),
        N_("did not find expected comment or line break"),
        N_("did not find expected alphabetic or numeric character"),
        N_("did not find the expected '>'"),
        N_("did not find expected whitespace or line break"),
        N_("could not find expected ':'"),
        N_("found character that cannot start any token"),
        N_("found unexpected end of stream"),
        N_("found unexpected ':'"),
        N_("found unknown escape character"),
        N_("found unknown directive name"),
        N_("found incompatible YAML document"),
        N_("found undefined tag handle"),
        N_("found duplicate %YAML directive"),
        N_("found unexpected document indicator"),
        N_("found a tab character that violates indentation"),
        N_("found a tab character where an indentation space is expected"),
        N_("while parsing a block mapping"),
        N_("while parsing a block collection"),
        N_("while parsing a block node"),
        N_("while parsing a flow sequence"),
        N_("while parsing a flow mapping"),
        N_("while parsing a flow node"),
        N_("while parsing a node"),
        N_("while parsing a quoted scalar"),
        N_("while scanning a quoted scalar"),
        N_("while scanning a plain scalar"),
        N_("while scanning a block scalar"),
        N_("while scanning a simple key"),
        N_("while scanning for the next token"),
        N_("while scanning a tag"),
        N_("while scanning an anchor"),
        N_("while scanning an alias"),
        N_("while scanning a directive"),
    }
)


def _parser_words(text: str) -> str:
    """The YAML parser's ``text`` in the language of messages, when it is a known one."""
    return _(text) if text in _PARSER_WORDS else text


@dataclass
class _Frame:
    """A mapping or sequence being built."""

    value: dict[str, Any] | list[Any]
    path: KeyPath
    anchor: str | None
    start: int
    key: Any = _NO_KEY
    seen: dict[str, Mark] = field(default_factory=dict)


class _Lines:
    """Line and column of a character index. ``\\n``, ``\\r\\n`` and a lone ``\\r`` each end a
    line, as for editors and for PyYAML; U+0085, U+2028 and U+2029 do not (PyYAML also breaks
    lines there, editors and grep do not)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.starts = [0]
        self.starts.extend(m.end() for m in _LINE_BREAK.finditer(text))

    def mark(self, index: int) -> Mark:
        line = bisect.bisect_right(self.starts, index)
        return Mark(line, index - self.starts[line - 1] + 1)

    def line(self, number: int) -> str | None:
        """The text of a 1-based line, without its line break (None past the end)."""
        if not 1 <= number <= len(self.starts):
            return None
        end = self.starts[number] if number < len(self.starts) else len(self.text)
        return self.text[self.starts[number - 1] : end].rstrip("\r\n")


class _Builder:
    def __init__(self, file: str, text: str = "") -> None:
        self.lines = _Lines(text)
        self.file = file
        self.problems: list[Problem] = []
        self.doc = YamlDocument(file, None)
        self.anchors: dict[str, tuple[Any, int]] = {}
        self.nodes = 0
        self.aliases = False
        self.stack: list[_Frame] = []
        self.tr = translator()  # the language of messages, looked up once per file

    def problem(self, mark: Mark, path: KeyPath, message: str, expected: str | None = None) -> None:
        self.problems.append(
            Problem(
                self.file,
                mark.line,
                mark.column,
                dotted(path),
                message,
                expected,
                lang=self.tr.lang,
            )
        )

    def count(self, n: int, mark: Mark, path: KeyPath) -> None:
        self.nodes += n
        if self.nodes > MAX_NODES:
            self.problem(
                mark,
                path,
                self.tr._("the file expands to more than {n} values (an alias bomb?)", n=MAX_NODES)
                if self.aliases
                else self.tr._("the file holds more than {n} values", n=MAX_NODES),
                expected=self.tr._("a variant file of ordinary size"),
            )
            raise _Abort

    def control(self, value: str, mark: Mark, path: KeyPath, *, key: bool) -> bool:
        """Report a control character in a text or a key; whether there was one."""
        found = (_KEY_CONTROL if key else _TEXT_CONTROL).search(value)
        if found is None:
            return False
        code = ord(found.group())
        if key:
            message = self.tr._("the key contains the control character U+{code:04X}", code=code)
            expected = self.tr._(
                "printable text: a control character could rewrite the terminal that shows it"
            )
        else:
            message = self.tr._("the text contains the control character U+{code:04X}", code=code)
            expected = self.tr._(
                "printable text (tab and newline aside): a control character could rewrite "
                "the terminal that shows it"
            )
        self.problem(mark, path, message, expected)
        return True

    def scalar(self, event: Any, path: KeyPath, mark: Mark, *, key: bool) -> Any:
        value: str = event.value
        if event.tag not in _ALLOWED_TAGS:
            self.problem(
                mark,
                path,
                self.tr._("the tag '{tag}' is not allowed", tag=event.tag),
                self.tr._(_TAG_PROBLEM),
            )
            return None
        if not key:
            self.control(value, mark, path, key=False)  # a key is checked by take_key
        if not event.implicit[0] or event.tag == "tag:yaml.org,2002:str":
            return value  # quoted, block or explicitly a string
        return self.resolve_plain(value, mark, path)

    def resolve_plain(self, value: str, mark: Mark, path: KeyPath) -> Any:
        if _NULL.match(value):
            return None
        if _BOOL.match(value):
            return value.lower() == "true"
        if _INT.match(value):
            digits = len(value.lstrip("+-"))
            if digits > MAX_INT_DIGITS:
                shown = value if len(value) <= 24 else f"{value[:20]}…"
                self.problem(
                    mark,
                    path,
                    self.tr._(
                        "the number {number} has {digits} digits", number=shown, digits=digits
                    ),
                    expected=self.tr._(
                        "a whole number of at most {digits} digits", digits=MAX_INT_DIGITS
                    ),
                )
                return value
            return int(value)
        if _YAML11_OCTAL.match(value) or _YAML11_NUMBER.match(value):
            grouped = _GROUPED_DECIMAL.match(value)
            if grouped:  # 1_000: digits grouped with underscores, not another base
                plain = value.replace("_", "")
                message = self.tr._(
                    "'{value}' is ambiguous: YAML 1.1 reads it as {number}, YAML 1.2 as a text",
                    value=value,
                    number=plain,
                )
                expected = self.tr._(
                    'the number written {number}, or the text quoted: "{value}"',
                    number=plain,
                    value=value,
                )
            else:
                message = self.tr._(
                    "'{value}' is ambiguous: YAML 1.1 reads it as a number in another base",
                    value=value,
                )
                expected = self.tr._(
                    'a plain decimal number, or the text quoted: "{value}"', value=value
                )
            self.problem(mark, path, message, expected=expected)
            return value
        if _SPECIAL_FLOAT.match(value):
            return float(value.replace(".", "", 1))
        if _FLOAT.match(value):
            number = float(value)
            if math.isinf(number):  # 1e400, or hundreds of digits: not what was written
                shown = value if len(value) <= 24 else f"{value[:20]}…"
                self.problem(
                    mark,
                    path,
                    self.tr._("the number {number} is too large", number=shown),
                    expected=self.tr._("a number of ordinary size"),
                )
                return value
            return number
        if _YAML11_BOOL.match(value):
            truth = "true" if value.lower() in {"y", "yes", "on"} else "false"
            self.problem(
                mark,
                path,
                self.tr._(
                    "'{value}' is ambiguous: YAML 1.1 reads it as {truth}", value=value, truth=truth
                ),
                expected=self.tr._(
                    'true or false for a yes/no rule; for a text, quote it: "{value}"',
                    value=value,
                ),
            )
            return value
        return value

    def child_path(self) -> KeyPath:
        if not self.stack:
            return ()
        frame = self.stack[-1]
        if isinstance(frame.value, list):
            return (*frame.path, len(frame.value))
        if frame.key is _NO_KEY or frame.key is _BAD_KEY:
            return frame.path  # the next node is a key, or the value of a refused key
        return (*frame.path, frame.key)

    def build(self, events: Any) -> None:
        documents = 0
        for event in events:
            if isinstance(event, yaml.DocumentStartEvent):
                documents += 1
                if documents > 1:
                    self.problem(
                        self.lines.mark(_index(event.start_mark)),
                        (),
                        self.tr._("a second YAML document was found"),
                        expected=self.tr._("one document per variant file (remove the '---')"),
                    )
                    raise _Abort
                continue
            if isinstance(
                event, yaml.StreamStartEvent | yaml.StreamEndEvent | yaml.DocumentEndEvent
            ):
                continue
            if isinstance(event, yaml.MappingEndEvent | yaml.SequenceEndEvent):
                frame = self.stack.pop()
                if frame.anchor:
                    self.anchors[frame.anchor] = (frame.value, self.nodes - frame.start + 1)
                self.attach(frame.value, self.doc.value_marks.get(frame.path, Mark(1, 1)), None)
                continue

            path = self.child_path()
            mark = self.lines.mark(_index(event.start_mark))
            if isinstance(event, yaml.AliasEvent):
                self.aliases = True
                if event.anchor not in self.anchors:
                    self.problem(
                        mark, path, self.tr._("unknown alias '*{name}'", name=event.anchor)
                    )
                    value, size = None, 1
                else:
                    value, size = self.anchors[event.anchor]
                self.count(size, mark, path)
                self.attach(value, mark, None)
            elif isinstance(event, yaml.ScalarEvent):
                self.count(1, mark, path)
                value = self.scalar(event, path, mark, key=self.expects_key())
                if event.anchor:
                    self.anchors[event.anchor] = (value, 1)
                self.attach(value, mark, event)
            elif isinstance(event, yaml.MappingStartEvent | yaml.SequenceStartEvent):
                self.count(1, mark, path)
                if event.tag not in _ALLOWED_TAGS | {
                    "tag:yaml.org,2002:map",
                    "tag:yaml.org,2002:seq",
                }:
                    self.problem(
                        mark,
                        path,
                        self.tr._("the tag '{tag}' is not allowed", tag=event.tag),
                        self.tr._(_TAG_PROBLEM),
                    )
                if len(self.stack) >= MAX_DEPTH:
                    self.problem(
                        mark,
                        path,
                        self.tr._("nesting deeper than {n} levels", n=MAX_DEPTH),
                        expected=self.tr._("a variant file of ordinary shape"),
                    )
                    raise _Abort
                if (
                    self.stack
                    and isinstance(self.stack[-1].value, dict)
                    and (self.stack[-1].key is _NO_KEY)
                ):
                    self.problem(
                        mark,
                        path,
                        self.tr._("a mapping or list cannot be a key"),
                        expected=self.tr._("a text key"),
                    )
                container: dict[str, Any] | list[Any] = (
                    {} if isinstance(event, yaml.MappingStartEvent) else []
                )
                self.stack.append(_Frame(container, path, event.anchor, self.nodes))
                self.doc.value_marks.setdefault(path, mark)

    def expects_key(self) -> bool:
        """Whether the next node is the key of a mapping entry."""
        return bool(
            self.stack and isinstance(self.stack[-1].value, dict) and self.stack[-1].key is _NO_KEY
        )

    def attach(self, value: Any, mark: Mark, scalar_event: Any) -> None:
        if not self.stack:
            self.doc.data = value
            self.doc.value_marks.setdefault((), mark)
            return
        frame = self.stack[-1]
        if isinstance(frame.value, list):
            frame.value.append(value)
            self.doc.value_marks.setdefault((*frame.path, len(frame.value) - 1), mark)
            return
        if frame.key is _NO_KEY:
            self.take_key(frame, value, mark, scalar_event)
            return
        if frame.key is not _BAD_KEY:
            frame.value[frame.key] = value
            self.doc.value_marks.setdefault((*frame.path, frame.key), mark)
        frame.key = _NO_KEY

    def take_key(self, frame: _Frame, value: Any, mark: Mark, scalar_event: Any) -> None:
        shown = scalar_event.value if scalar_event is not None else repr(value)
        if isinstance(value, dict | list):
            frame.key = _BAD_KEY  # already reported when the collection started
        elif isinstance(value, str) and self.control(value, mark, frame.path, key=True):
            frame.key = _BAD_KEY
        elif scalar_event is not None and scalar_event.implicit[0] and shown == "<<":
            self.problem(
                mark,
                frame.path,
                self.tr._("merge keys ('<<') are not supported"),
                expected=self.tr._("'extends' or options to share rules between variants"),
            )
            frame.key = _BAD_KEY
        elif not isinstance(value, str):
            self.problem(
                mark,
                frame.path,
                self.tr._(
                    "the key {key} is read as {kind}, not as text",
                    key=shown,
                    kind=_type_name(value),
                ),
                expected=self.tr._(
                    'a text key: quote it ("{key}") or spell it out (ranks are '
                    "seven, eight, nine, ten, jack, queen, king, ace)",
                    key=shown,
                ),
            )
            frame.key = _BAD_KEY
        elif value in frame.seen:
            first = frame.seen[value]
            self.problem(
                mark,
                (*frame.path, value),
                self.tr._(
                    "duplicate key '{key}' (first given at line {line})",
                    key=value,
                    line=first.line,
                ),
                expected=self.tr._("each key once per mapping"),
            )
            frame.key = _BAD_KEY
        else:
            frame.seen[value] = mark
            frame.key = value
            self.doc.key_marks[(*frame.path, value)] = mark


def _type_name(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return _("a boolean")
    if isinstance(value, int | float):
        return _("a number")
    if isinstance(value, list):
        return _("a list")
    if isinstance(value, dict):
        return _("a mapping")
    return type(value).__name__


def _index(mark: Any) -> int:
    return int(mark.index) if mark is not None else 0


def _tab_at(lines: _Lines, line: int) -> bool:
    text = lines.line(line)
    if text is None:
        return False
    return "\t" in text[: len(text) - len(text.lstrip())]


def dotted(path: KeyPath) -> str:
    """``("rules", "play", "undertrump")`` → ``"rules.play.undertrump"``; list items as ``[i]``."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + part
    return out


_KINDS = (
    (stat.S_ISDIR, N_("this is a folder, not a regular file")),
    (stat.S_ISFIFO, N_("this is a FIFO (named pipe), not a regular file")),
    (stat.S_ISCHR, N_("this is a character device, not a regular file")),
    (stat.S_ISBLK, N_("this is a block device, not a regular file")),
    (stat.S_ISSOCK, N_("this is a socket, not a regular file")),
)


class RefusedFile(Exception):
    """A file is not a regular file of at most the given size (the message says why)."""


def read_bounded(path: str | Path, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes. The file is opened without
    blocking (a FIFO with no writer does not hang), its kind and size are checked on the open
    file before anything is read, and at most ``limit + 1`` bytes are read (a file that grows,
    or that says it is empty, is still bounded).

    Raises :class:`OSError` when the file cannot be opened or read, :class:`RefusedFile` when it
    is not a regular file or is longer than ``limit``."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags | getattr(os, "O_BINARY", 0))
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            why = next((text for test, text in _KINDS if test(info.st_mode)), None)
            raise RefusedFile(_(why) if why else _("this is not a file, not a regular file"))
        if info.st_size > limit:
            raise RefusedFile(_("the file is {size} bytes long", size=info.st_size))
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(limit + 1 - size, 1 << 16))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise RefusedFile(_("the file is longer than {limit} bytes", limit=limit))
        return b"".join(chunks)
    finally:
        os.close(fd)


def read_yaml(
    path: str | Path, *, display: str | None = None, raw: bytes | None = None
) -> tuple[YamlDocument, list[Problem]]:
    """Read a variant file safely. Returns the document and the problems found (maybe none).
    ``raw``: the file's bytes when the caller has already read them (with :func:`read_bounded`)."""
    name = display if display is not None else str(path)
    try:
        if raw is None:
            raw = read_bounded(path)
    except RefusedFile as exc:
        return YamlDocument(name, None), [
            Problem(
                name,
                0,
                0,
                "",
                str(exc),
                expected=_("a regular file of at most {size} bytes", size=MAX_BYTES),
            )
        ]
    except (OSError, ValueError) as exc:  # ValueError: a NUL character in the path
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        return YamlDocument(name, None), [
            Problem(name, 0, 0, "", _("cannot read the file: {reason}", reason=reason))
        ]
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = len(_LINE_BREAK_BYTES.findall(raw[: exc.start])) + 1
        return YamlDocument(name, None), [
            Problem(name, line, 1, "", _("the file is not valid UTF-8"), expected=_("UTF-8 text"))
        ]
    return read_yaml_text(text, name)


def read_yaml_text(text: str, file: str = "<string>") -> tuple[YamlDocument, list[Problem]]:
    """Read variant YAML from a string (see :func:`read_yaml`)."""
    builder = _Builder(file, text)
    if len(text.encode("utf-8")) > MAX_BYTES:
        return builder.doc, [
            Problem(
                file,
                0,
                0,
                "",
                _("the text is too long"),
                expected=_("at most {size} bytes", size=MAX_BYTES),
            )
        ]
    try:
        builder.build(yaml.parse(text, Loader=_Loader))
    except _Abort:
        builder.doc.data = None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = builder.lines.mark(int(mark.index)) if mark is not None else Mark(0, 0)
        message = exc.problem or N_("invalid YAML")
        builder.problems.append(
            Problem(
                file,
                where.line,
                where.column,
                "",
                _("YAML syntax error: {problem}", problem=_parser_words(message)),
                _syntax_hint(builder.lines, where.line, message, exc.context),
            )
        )
        builder.doc.data = None
    except yaml.reader.ReaderError as exc:
        where = builder.lines.mark(exc.position)
        code = exc.character if isinstance(exc.character, int) else ord(exc.character)
        builder.problems.append(
            Problem(
                file,
                where.line,
                where.column,
                "",
                _("the file contains the control character U+{code:04X}", code=code),
                _(
                    "printable text (remove the character, or write it as an escape in a "
                    "quoted string)"
                ),
            )
        )
        builder.doc.data = None
    except yaml.YAMLError as exc:  # pragma: no cover - every parser error is one of the above
        first = str(exc).splitlines()[0] if str(exc) else "unreadable YAML"
        builder.problems.append(Problem(file, 0, 0, "", _("YAML error: {problem}", problem=first)))
        builder.doc.data = None
    return builder.doc, builder.problems


#: A key given an empty flow value on its line: ``rules: {}``, ``options: []``.
_EMPTY_FLOW = re.compile(
    r"^(?P<indent>\s*)(?:- )?(?P<key>[^\s#:][^#:]*?):\s*(?P<empty>\{\s*\}|\[\s*\])\s*(?:#.*)?$"
)


def _emptied_key_above(lines: _Lines, line: int) -> tuple[str, str] | None:
    """``(key, "{}")`` when the syntax error's line is indented under a line such as
    ``rules: {}`` (the starter's ``rules: {}`` with an example uncommented under it)."""
    text = lines.line(line)
    if text is None or not text.strip():
        return None
    indent = len(text) - len(text.lstrip(" "))
    for above in range(line - 1, max(line - 50, 0), -1):
        previous = lines.line(above) or ""
        if not previous.strip() or previous.lstrip().startswith("#"):
            continue
        found = _EMPTY_FLOW.match(previous)
        if found is None or indent <= len(found["indent"]):
            return None
        return found["key"].strip(), "".join(found["empty"].split())
    return None


def _syntax_hint(lines: _Lines, line: int, message: str, context: str | None) -> str:
    if _tab_at(lines, line) or "tab" in message.lower():
        return _("spaces for indentation (tabs are not allowed in YAML)")
    text = lines.line(line) or ""
    if len(text.partition(":")[0].strip()) > 1024:
        return _("a key of at most 1024 characters (YAML's limit for a key on one line)")
    emptied = _emptied_key_above(lines, line)
    if emptied is not None:
        # TRANSLATORS: the hint when keys are written under "rules: {}" (the {} must go)
        return _(
            "'{key}:' alone on its line, without '{empty}', to write keys under it",
            key=emptied[0],
            empty=emptied[1],
        )
    if "mapping values are not allowed" in message:
        return _(
            "one 'key: value' per line, indented like its neighbours; quote a text that "
            "contains ': '"
        )
    if context:
        return _("valid YAML ({context})", context=_parser_words(context))
    return _("valid YAML: check the indentation and the ':' after each key")
