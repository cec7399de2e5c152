"""Message catalogs: every text a reader sees, in the reader's language.

Texts are written in the code in English, as gettext message ids with *named* placeholders
(``"{player} plays {card}"``), and translated through the catalogs shipped in
``belote_spec/locale/<lang>/LC_MESSAGES/belote_spec.mo`` (French and English; the English
catalog is the identity). Babel extracts the messages and compiles the catalogs
(``python tools/catalogs.py``); a test fails when a shipped catalog misses a message or a
placeholder.

Which language:

* an explicit choice wins: ``--lang`` on the command line, :func:`use_language` or
  :func:`set_language` in a program;
* then the environment, as gettext reads it: the first of ``LANGUAGE``, ``LC_ALL``,
  ``LC_MESSAGES`` and ``LANG`` that is set (``fr_FR.UTF-8`` gives ``fr``); a language with no
  catalog, ``C`` or ``POSIX`` says nothing;
* then the default of the text's audience: French for what a player or a rule maintainer
  reads as the game and its rules (:func:`output_language`: the game table, rulebooks), as
  before catalogs existed; English for the command line's messages and errors
  (:func:`message_language`).

Adding a language is adding a catalog: a folder holding ``<lang>/LC_MESSAGES/belote_spec.mo``
passed to :func:`add_catalog_dir` (or listed in the ``BELOTE_SPEC_LOCALE_PATH`` environment
variable, separated by ``os.pathsep``) makes ``<lang>`` available; a message it does not
translate is shown in English.

A message is formatted with :meth:`str.format` when placeholders are given, and only then (a
message without placeholders may hold braces). A placeholder is a *name* only: a translation
whose placeholders reach further (an attribute ``{file.__class__}``, an index ``{x[0]}``, a
conversion ``{x!r}`` or a format spec ``{x:>999999999}``) could read the program's memory or
ask for gigabytes, so it is refused when its catalog is loaded (one :class:`CatalogWarning`
per catalog) and the English message is shown instead. A translation whose names do not
format (a broken third-party catalog) falls back to the English text rather than failing.
"""

from __future__ import annotations

import gettext
import os
import re
import string
import struct
import threading
import warnings
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar, Token
from pathlib import Path
from typing import Final, TypeVar

__all__ = [
    "DOMAIN",
    "LOCALE_DIR",
    "N_",
    "SHIPPED",
    "CatalogWarning",
    "Translator",
    "UnknownLanguage",
    "_",
    "add_catalog_dir",
    "available_languages",
    "chosen_language",
    "environment_language",
    "message_language",
    "normalize",
    "output_language",
    "set_language",
    "translator",
    "unsafe_placeholder",
    "use_language",
]

#: The gettext domain of every catalog.
DOMAIN: Final = "belote_spec"
#: The shipped catalogs.
LOCALE_DIR: Final = Path(__file__).resolve().with_name("locale")
#: The languages shipped with the package (the message ids are English).
SHIPPED: Final = ("fr", "en")
#: The environment variables gettext reads, in its order.
ENVIRONMENT: Final = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
#: Extra catalog folders from the environment.
PATH_VARIABLE: Final = "BELOTE_SPEC_LOCALE_PATH"

#: A catalog file larger than this is not read (the shipped ones are about 250 kB).
MAX_CATALOG_BYTES: Final = 16 * 1024 * 1024

_LANG_RE: Final = re.compile(r"^[A-Za-z]{2,8}([_-][A-Za-z0-9]{2,8})?$")


class CatalogWarning(UserWarning):
    """An added catalog could not be read: its messages are shown in English."""


class UnknownLanguage(ValueError):
    """A language was asked for that has no catalog."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        known = ", ".join(available_languages())
        super().__init__(f"no catalog for the language {lang!r} (available: {known})")


_extra_dirs: list[Path] = []
_lock = threading.Lock()
_cache: dict[tuple[str, tuple[Path, ...]], Translator] = {}
_chosen: ContextVar[str | None] = ContextVar("belote_spec_language", default=None)


def add_catalog_dir(path: str | os.PathLike[str]) -> None:
    """Search ``path`` (holding ``<lang>/LC_MESSAGES/belote_spec.mo``) for catalogs, before
    the shipped ones: a new language, or a club's own wording of some messages."""
    folder = Path(path).resolve()
    with _lock:
        if folder not in _extra_dirs:
            _extra_dirs.insert(0, folder)


_K = TypeVar("_K", bound=Hashable)
_V = TypeVar("_V")


def _kept(seen: dict[_K, _V], key: _K, work_out: Callable[[], _V]) -> _V:
    """``seen[key]``, worked out the first time: every message asks for the language and
    the catalog folders, which change only with the environment. A few dozen values are kept
    (values changed in a loop make room for the last ones)."""
    try:
        return seen[key]
    except KeyError:
        pass
    found = work_out()
    if len(seen) >= 64:
        seen.clear()
    seen[key] = found
    return found


_dirs_seen: dict[tuple[str, tuple[Path, ...]], tuple[Path, ...]] = {}


def _catalog_dirs() -> tuple[Path, ...]:
    """The catalog folders, searched in this order."""
    return _catalog_dirs_for(os.environ.get(PATH_VARIABLE, ""), tuple(_extra_dirs))


def _catalog_dirs_for(raw: str, extra: tuple[Path, ...]) -> tuple[Path, ...]:
    """The catalog folders for the value ``raw`` of :data:`PATH_VARIABLE` and the folders
    ``extra`` added by :func:`add_catalog_dir`."""

    def work_out() -> tuple[Path, ...]:
        from_env = [Path(p) for p in raw.split(os.pathsep) if p]
        return (*extra, *from_env, LOCALE_DIR)

    return _kept(_dirs_seen, (raw, extra), work_out)


def _has_catalog(folder: Path, lang: str) -> bool:
    try:
        return (folder / lang / "LC_MESSAGES" / f"{DOMAIN}.mo").is_file()
    except OSError:  # a folder the program may not read holds no catalog it can use
        return False


_found_languages: dict[tuple[Path, ...], tuple[str, ...]] = {}


def available_languages() -> list[str]:
    """The shipped languages, then those of the added catalog folders (each folder is read
    once, when first searched)."""
    dirs = _catalog_dirs()
    found = _found_languages.get(dirs)
    if found is None:
        out = list(SHIPPED)
        unreadable: list[str] = []
        for folder in dirs:
            try:
                if not folder.is_dir():
                    continue
                children = sorted(folder.iterdir())
            except OSError as exc:
                unreadable.append(f"the catalog folder {folder} cannot be read ({exc.strerror})")
                continue
            for child in children:
                if child.name not in out and _has_catalog(folder, child.name):
                    out.append(child.name)
        found = _found_languages[dirs] = tuple(out)
        for problem in unreadable:  # once: the languages found are kept
            warnings.warn(f"{problem}; it is skipped", CatalogWarning, stacklevel=2)
    return list(found)


_normalized: dict[tuple[str, tuple[Path, ...]], str | None] = {}


def normalize(value: str) -> str | None:
    """The catalog language a locale name asks for: ``fr_FR.UTF-8`` and ``fr-CA`` give
    ``fr``, ``pt_BR`` gives ``pt_BR`` when that catalog exists and ``pt`` otherwise; ``C``,
    ``POSIX``, an empty or malformed name, or a language with no catalog give None. (Kept per
    catalog folders: every message in a chosen language asks it.)"""
    return _kept(_normalized, (value, _catalog_dirs()), lambda: _normalize(value))


def _normalize(value: str) -> str | None:
    name = value.split(".", 1)[0].split("@", 1)[0].strip()
    if not name or name in ("C", "POSIX") or not _LANG_RE.match(name):
        return None
    name = name.replace("-", "_")
    available = available_languages()
    if name in available:
        return name
    base = name.split("_", 1)[0].lower()
    return base if base in available else None


_environment_seen: dict[tuple[tuple[str, ...], tuple[Path, ...]], str | None] = {}


def environment_language() -> str | None:
    """The language the environment asks for, or None: the first of ``LANGUAGE`` (a
    colon-separated list, read in order), ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set
    decides, as in gettext. Worked out once per state of those variables and of the catalog
    folders (every message asks it)."""
    values = tuple(os.environ.get(v, "") for v in ENVIRONMENT)
    key = (values, _catalog_dirs())
    return _kept(_environment_seen, key, lambda: _environment_language(values))


def _environment_language(values: tuple[str, ...]) -> str | None:
    for variable, value in zip(ENVIRONMENT, values, strict=True):
        if not value:
            continue
        items = value.split(":") if variable == "LANGUAGE" else [value]
        for item in items:
            lang = normalize(item)
            if lang is not None:
                return lang
        if variable != "LANGUAGE":
            return None
    return None


def _checked(lang: str) -> str:
    found = normalize(lang)
    if found is None:
        raise UnknownLanguage(lang)
    return found


def set_language(lang: str | None) -> Token[str | None]:
    """Choose the language of every text (None: follow the environment); returns the token
    to restore the previous choice with ``_chosen.reset``. Raises :class:`UnknownLanguage`."""
    return _chosen.set(None if lang is None else _checked(lang))


@contextmanager
def use_language(lang: str | None) -> Iterator[str | None]:
    """Within the block, every text is in ``lang`` (None: follow the environment)."""
    token = set_language(lang)
    try:
        yield _chosen.get()
    finally:
        _chosen.reset(token)


def chosen_language() -> str | None:
    """The explicit choice (``--lang``, :func:`use_language`), or None."""
    return _chosen.get()


def message_language() -> str:
    """The language of messages and errors: chosen, else the environment's, else English."""
    return _chosen.get() or environment_language() or "en"


def output_language() -> str:
    """The language of the game table and the rulebooks: chosen, else the environment's,
    else French."""
    return _chosen.get() or environment_language() or "fr"


def _format(translated: str, source: str, params: dict[str, object]) -> str:
    if not params:
        return translated
    try:
        return translated.format(**params)
    except Exception:  # a translation never stops a program: the English text instead
        return source.format(**params)


_FORMATTER: Final = string.Formatter()
_NAME_RE: Final = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def _fields(text: str) -> list[tuple[str, str | None, str]] | None:
    """The placeholders of ``text`` (name, conversion, format spec), or None when ``text`` is
    not a format string at all (a message without placeholders may hold lone braces)."""
    try:
        return [
            (name, conversion, spec or "")
            for _literal, name, spec, conversion in _FORMATTER.parse(text)
            if name is not None
        ]
    except ValueError:
        return None


def unsafe_placeholder(source: str, translated: str) -> str | None:
    """Why ``translated`` may not stand for ``source`` (a placeholder that is neither a plain
    name nor one of the English message's own), or None. Only a message that has placeholders
    is ever formatted, so only its translation is checked."""
    own = _fields(source)
    if not own:
        return None
    fields = _fields(translated)
    if fields is None:
        return "its braces do not pair"
    for field in fields:
        name, conversion, spec = field
        if field in own:  # the English message's own field, as its author wrote it
            continue
        if not _NAME_RE.fullmatch(name) or conversion is not None or spec:
            shown = name + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "")
            return f"the placeholder {{{shown[:40]}}} is not a plain name"
    return None


def _refuse_unsafe(layer: gettext.GNUTranslations) -> tuple[int, str]:
    """Drop from ``layer`` every translation :func:`unsafe_placeholder` refuses; how many,
    and the first reason."""
    catalog: dict[object, str] = getattr(layer, "_catalog", {})
    refused: list[str] = []
    for key, translated in list(catalog.items()):
        message_id = key[0] if isinstance(key, tuple) else key
        if not isinstance(message_id, str) or not isinstance(translated, str):
            continue
        source = message_id.rpartition("\x04")[2]  # pgettext's keys: context + EOT + message
        why = unsafe_placeholder(source, translated)
        if why is not None:
            refused.append(why)
            del catalog[key]
    return len(refused), refused[0] if refused else ""


class Translator:
    """The messages of one language. Methods are named as gettext's, so that Babel extracts
    their calls (``tr._("…")``, ``tr.ngettext(…)``, ``tr.pgettext(…)``)."""

    def __init__(self, lang: str, catalogs: gettext.NullTranslations) -> None:
        self.lang = lang
        self._catalogs = catalogs

    def __repr__(self) -> str:
        return f"Translator({self.lang!r})"

    def _(self, message: str, /, **params: object) -> str:
        """``message`` translated, then formatted with ``params``."""
        return _format(self._catalogs.gettext(message), message, params)

    gettext = _

    def ngettext(self, singular: str, plural: str, n: int, /, **params: object) -> str:
        """The singular or plural form for ``n`` (the language's own plural rule); ``n`` is
        also a placeholder."""
        params.setdefault("n", n)
        source = singular if n == 1 else plural
        return _format(self._catalogs.ngettext(singular, plural, n), source, params)

    def pgettext(self, context: str, message: str, /, **params: object) -> str:
        """``message`` in ``context`` (the same English word translated two ways: ``Jack``
        the card, ``Jack`` a name)."""
        return _format(self._catalogs.pgettext(context, message), message, params)

    def npgettext(
        self, context: str, singular: str, plural: str, n: int, /, **params: object
    ) -> str:
        """:meth:`ngettext` in ``context``."""
        params.setdefault("n", n)
        source = singular if n == 1 else plural
        return _format(self._catalogs.npgettext(context, singular, plural, n), source, params)


#: A language asked for and the state of the catalog folders (:data:`PATH_VARIABLE`'s value,
#: the added folders) → the catalog language and folders :func:`translator` found for them: a
#: rulebook asks for its language's translator thousands of times.
_asked: dict[tuple[str, str, tuple[Path, ...]], tuple[str, tuple[Path, ...]]] = {}


def translator(lang: str | None = None) -> Translator:
    """The messages of ``lang`` (default: :func:`message_language`). Raises
    :class:`UnknownLanguage` for a language with no catalog."""
    raw = os.environ.get(PATH_VARIABLE, "")
    extra = tuple(_extra_dirs)
    if lang is not None:
        asked = (lang, raw, extra)
        known = _asked.get(asked)
        if known is not None:
            found = _cache.get(known)  # the usual case, without the lock
            if found is not None:
                return found
        code = _checked(lang)
        dirs = _catalog_dirs_for(raw, extra)
        _kept(_asked, asked, lambda: (code, dirs))
    else:
        code = message_language()
        dirs = _catalog_dirs_for(raw, extra)
    key = (code, dirs)
    found = _cache.get(key)  # the usual case, without the lock
    if found is not None:
        return found
    broken: list[str] = []
    with _lock:
        found = _cache.get(key)
        if found is not None:
            return found
        catalogs: gettext.NullTranslations = gettext.NullTranslations()
        for folder in reversed(dirs):  # the shipped catalog last in the chain
            if not _has_catalog(folder, code):
                continue
            path = folder / code / "LC_MESSAGES" / f"{DOMAIN}.mo"
            try:
                if path.stat().st_size > MAX_CATALOG_BYTES:
                    raise ValueError(f"larger than {MAX_CATALOG_BYTES} bytes")
                with path.open("rb") as f:
                    layer = gettext.GNUTranslations(f)
            except (OSError, ValueError, LookupError, struct.error) as exc:
                # A broken catalog never stops a program: said once, then skipped.
                broken.append(
                    f"the message catalog {path} cannot be read ({exc}); its messages are "
                    "shown in English"
                )
                continue
            # the shipped catalogs are checked by the test suite, not at each start (10 ms)
            count, why = (0, "") if folder == LOCALE_DIR else _refuse_unsafe(layer)
            if count:
                broken.append(
                    f"the message catalog {path} has {count} translation(s) refused ({why}); "
                    "those messages are shown in English"
                )
            layer.add_fallback(catalogs)
            catalogs = layer
        found = _cache[key] = Translator(code, catalogs)
    for problem in broken:  # outside the lock: showing a warning may translate it
        warnings.warn(problem, CatalogWarning, stacklevel=2)
    return found


def _(message: str, /, **params: object) -> str:
    """``message`` in the language of messages (:func:`message_language`)."""
    return translator()._(message, **params)


def N_(message: str, /) -> str:
    """Marks ``message`` for extraction, to be translated later (a table of messages)."""
    return message
