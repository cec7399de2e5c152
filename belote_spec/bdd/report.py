"""How a failing scenario reads: in French, in the scenario's own terms, without the source of
the step library.

A step of :mod:`.steps` that cannot go on raises :class:`StepFailed` (a ``pytest.fail``
without traceback) with a French sentence; an error of the engine inside one of those steps
(a query it refuses, a variant it cannot load) keeps the engine's own message, in French. The
plugin (:mod:`.steps` registers the hooks) replaces pytest's report of such a failure by
:class:`ScenarioReport`: the scenario and its file, its steps up to the one that failed, then
the message. A scenario line that no step matches gets the nearest known steps
(:func:`nearest_steps`), their placeholders written as words (``<joueur> a joué <carte>``).

The full report of pytest (the traceback through belote-spec) stays one option away:
``pytest --tb=long``, ``--tb=native`` or ``--full-trace``. A step a club defines itself is
reported by pytest as usual.

The texts are French by design, as the steps are (``tools/catalogs.py`` leaves this package
out of the catalogs).
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, TypeVar, cast

import pytest

# pytest.fail.Exception, by its name (pytest publishes the class only as that attribute)
from _pytest.outcomes import Failed
from pytest_bdd import parsers

from ..errors import VariantError

F = TypeVar("F", bound=Callable[..., Any])

#: The French keyword of each kind of step.
KEYWORDS = {"given": "Soit", "when": "Quand", "then": "Alors"}

#: The word shown for each placeholder (named group) of a step's pattern.
LABELS = {
    "spec": "variante",
    "atout": "atout",
    "path": "règle",
    "raw": "valeur",
    "who": "joueur",
    "seats": "joueurs",
    "t": "équipe",
    "n": "nombre",
    "a": "points",
    "b": "points",
    "bid": "enchère",
    "graine": "graine",
    "card_name": "carte",
    "card_names": "cartes",
    "declared": "annonces",
    "split": "répartition",
    "result": "résultat",
    "call": "appel",
    "bids": "enchères",
    "contract": "contrat",
}

#: Where the whole report of pytest is: said under an error that is not the scenario's.
FULL_REPORT = "(pytest --tb=long montre la pile d'appels complète)"


class StepFailed(Failed):
    """A step that cannot go on: a French sentence for the scenario's writer, shown without
    traceback (a ``pytest.fail(message, pytrace=False)``: ``pytest.raises(pytest.fail.Exception)``
    catches it)."""

    __module__ = "builtins"  # pytest's own reports name it « StepFailed », as « Failed »

    def __init__(self, message: str) -> None:
        super().__init__(message, pytrace=False)


# ----------------------------------------------------------------------------- known steps


@dataclass(frozen=True)
class KnownStep:
    """A step of the library: its kind (``given``, ``when``, ``then``), what it matches and
    how it reads (:func:`readable`, or ``forms`` when given: a step whose placeholder stands
    for several sentences, « <joueur> passe », « <joueur> prend à <atout> »…)."""

    kind: str
    parser: parsers.StepParser | None
    text: str
    forms: tuple[str, ...] = ()

    @property
    def shown(self) -> list[str]:
        """The step as a writer reads it: ``Soit <joueur> a joué <carte>`` (one line per
        form)."""
        forms = self.forms or (readable(self.parser) if self.parser else self.text,)
        return [f"{KEYWORDS[self.kind]} {form}" for form in forms]

    def matches(self, text: str) -> bool:
        if self.parser is None:
            return text == self.text
        return bool(self.parser.is_matching(text))


#: Every step of the library, in the order of its definitions (filled by :func:`recorded`).
KNOWN: list[KnownStep] = []


class StepDecorator(Protocol):
    """pytest-bdd's ``given``, ``when``, ``then``, as the step library calls them."""

    def __call__(
        self, name: str | parsers.StepParser, *, forms: Sequence[str] = ()
    ) -> Callable[[F], F]: ...


def recorded(kind: str, decorator: Callable[..., Any]) -> StepDecorator:
    """``decorator`` (pytest-bdd's ``given``, ``when`` or ``then``) that also records the
    step in :data:`KNOWN`, for the suggestions. The decorator it returns is pytest-bdd's own:
    the step is defined in the module that applies it, as with pytest-bdd alone. ``forms``:
    how the step reads, when its pattern does not say it well (see :class:`KnownStep`)."""

    def make(name: str | parsers.StepParser, *, forms: Sequence[str] = ()) -> Callable[[F], F]:
        if isinstance(name, str):
            KNOWN.append(KnownStep(kind, None, name, tuple(forms)))
        else:
            KNOWN.append(KnownStep(kind, name, name.name, tuple(forms)))
        return cast("Callable[[F], F]", decorator(name))

    return make


def readable(parser: parsers.StepParser) -> str:
    """A step's pattern with its placeholders as words: the regex
    ``(?P<who>\\w+) a joué (?P<card>.+)`` reads ``<joueur> a joué <carte>``; an optional part
    is in brackets (``[pour <enchère>]``); of alternatives, the first is shown."""
    if isinstance(parser, parsers.re):
        shown, _ = _alternatives(parser.name, 0)
        return re.sub(r"\s+", " ", shown[0]).strip()
    # parse-style patterns: {name} or {name:d}
    return re.sub(
        r"\{(\w+)[^}]*\}", lambda m: f"<{LABELS.get(m.group(1), m.group(1))}>", parser.name
    )


def _class_end(pattern: str, i: int) -> int:
    """The index just after the character class opening at ``pattern[i] == "["``."""
    j = i + 1
    if pattern[j : j + 1] == "^":
        j += 1
    if pattern[j : j + 1] == "]":
        j += 1
    while j < len(pattern) and pattern[j] != "]":
        j += 2 if pattern[j] == "\\" else 1
    return j + 1


def _group_end(pattern: str, i: int) -> int:
    """The index just after the group opening at ``pattern[i] == "("``."""
    depth = 0
    while i < len(pattern):
        char = pattern[i]
        if char == "\\":
            i += 2
            continue
        if char == "[":
            i = _class_end(pattern, i)
            continue
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return i


def _alternatives(pattern: str, i: int) -> tuple[list[str], int]:
    """The alternatives read from ``pattern[i:]`` up to the closing parenthesis of the group
    (or the end), each as text; and the index after them."""
    found: list[str] = []
    out = ""
    while i < len(pattern) and pattern[i] != ")":
        char = pattern[i]
        if char == "|":
            found.append(out)
            out = ""
            i += 1
        elif char == "\\":
            escaped = pattern[i + 1 : i + 2]
            out += "…" if escaped in "dDwWsS" else escaped
            i += 2
        elif char == "(":
            end = _group_end(pattern, i)
            optional = pattern[end : end + 1] == "?"
            named = re.match(r"\(\?P<(\w+)>", pattern[i:])
            if named and named.group(1) in LABELS:
                text = f"<{LABELS[named.group(1)]}>"
                inner = [text]
            else:
                start = i + (named.end() if named else 3 if pattern[i + 1 : i + 3] == "?:" else 1)
                inner, _ = _alternatives(pattern, start)
                text = inner[0]
            if optional:
                if all(len(alt.strip()) <= 1 for alt in inner):
                    out += inner[0]  # « à » or « a »: the first, as written
                else:
                    out += (" " if text.startswith(" ") else "") + f"[{text.strip()}]"
            else:
                out += text
            i = end + (1 if optional else 0)
        elif char == "[":
            i = _class_end(pattern, i)
            out += "…"
        elif char in "+*":
            i += 1
        elif char == "?":
            i += 1  # an optional letter (« refusée? ») stays written
        elif char == ".":
            out += "…"
            i += 1
        elif char in "^$":
            i += 1
        else:
            out += char
            i += 1
    found.append(out)
    return found, i + 1


def nearest_steps(
    text: str, kind: str, steps: Sequence[KnownStep] = (), limit: int = 3
) -> list[str]:
    """The known steps nearest to the scenario line ``text`` (a step of ``kind``), as they
    read, nearest first, each at most once.

    A step is near when the words of its pattern are found in the line, each word or a word
    close to it (« jouer » for « joué »), counted by their length; and when the line and the
    pattern read alike (:class:`difflib.SequenceMatcher`). A step of the same kind counts a
    little more."""
    steps = steps or KNOWN
    lowered = _plain(text)
    words = set(re.findall(r"\w+", lowered))
    scored: dict[str, float] = {}
    for step, form in ((s, form) for s in steps for form in s.shown):
        shown = _plain(form.split(" ", 1)[1])
        # the words of the pattern, without its placeholders (they stand for the line's own)
        bare = re.sub(r"\s+", " ", re.sub(r"<[^>]*>|\[[^]]*\]", " ", shown)).strip()
        own = re.findall(r"\w+", bare)
        total = sum(len(w) for w in own)
        found = sum(len(w) for w in own if w in words or _close(w, words))
        recall = found / total if total >= 3 else 0.0
        alike = max(
            difflib.SequenceMatcher(None, lowered, shown).ratio(),
            difflib.SequenceMatcher(None, lowered, bare).ratio(),
        )
        score = 0.6 * recall + 0.4 * alike + (0.05 if step.kind == kind else 0.0)
        scored[form] = max(score, scored.get(form, 0.0))
    ranked = sorted(scored.items(), key=lambda item: -item[1])
    return [shown for shown, score in ranked[:limit] if score >= 0.5]


def _plain(text: str) -> str:
    """``text`` in lower case without accents: « Joué » and « joue » read alike."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _close(word: str, words: set[str]) -> bool:
    return bool(difflib.get_close_matches(word, words, n=1, cutoff=0.75))


def other_kinds(text: str, kind: str, steps: Sequence[KnownStep] = ()) -> list[str]:
    """The other kinds of step that match ``text`` exactly (a « Soit » written after an
    « Alors »), as French keywords."""
    found = {s.kind for s in steps or KNOWN if s.kind != kind and s.matches(text)}
    return [KEYWORDS[k] for k in ("given", "when", "then") if k in found]


# ----------------------------------------------------------------------------- the report


@dataclass(frozen=True)
class Crash:
    """Where a scenario failed, as pytest's one-line reports read it (``--tb=line``, the
    short summary): the feature file, the step's line, the first line of the message."""

    path: str
    lineno: int
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.lineno}: {self.message}"


class ScenarioReport:
    """The report of a failed scenario, in place of pytest's traceback: the scenario, its
    steps up to the failing one (marked ``>``), then the French message."""

    def __init__(self, head: list[str], steps: list[str], message: list[str], crash: Crash):
        self.head = head
        self.steps = steps
        self.message = message
        self.reprcrash = crash
        self.quiet = False
        """Print nothing on the terminal: ``--tb=line`` prints :attr:`reprcrash` alone."""

    def lines(self) -> list[str]:
        return [*self.head, *self.steps, *self.message]

    def toterminal(self, tw: Any) -> None:
        if self.quiet:
            return
        for line in self.head:
            tw.line(line, bold=True)
        for line in self.steps:
            tw.line(line, bold=line.startswith(">"))
        for line in self.message:
            tw.line(line, red=True)

    def __str__(self) -> str:
        return "\n".join(self.lines())


@dataclass(frozen=True)
class Failure:
    """A step that failed (``exception`` raised by it) or that no step matched
    (``exception`` is pytest-bdd's)."""

    feature: Any
    scenario: Any
    step: Any
    exception: BaseException
    unknown: bool
    ours: bool = True
    """The step is the library's (an unknown step counts as the library's)."""


FAILURE = pytest.StashKey[Failure]()


def shortened(config: pytest.Config) -> bool:
    """Whether failures are reported the short way: not when the user asks for the whole
    traceback (``--tb=long``, ``--tb=native``, ``--full-trace``)."""
    if config.getoption("fulltrace", False):
        return False
    return config.getoption("tbstyle", "auto") not in ("long", "native")


def _keyword(step: Any) -> str:
    return str(step.keyword).strip().capitalize() or KEYWORDS.get(step.type, "")


def _where(path: str, root: Path) -> str:
    try:
        return str(Path(path).resolve().relative_to(root.resolve()))
    except ValueError:
        return path


def engine_reason(exc: BaseException) -> str:
    """The engine's message for ``exc``, in the scenario's terms: each problem of a
    :class:`VariantError` on its line, without the name of the function that found it
    (``<score_deal>``)."""
    if not isinstance(exc, VariantError) or not exc.problems:
        return str(exc)
    lines = []
    for problem in exc.problems:
        text = str(problem)
        if problem.file.startswith("<") and text.startswith(f"{problem.file}: "):
            text = text[len(problem.file) + 2 :]
        lines.append(f"  {text}")
    return "\n".join(lines)


def _reason(exc: BaseException) -> list[str]:
    """The message of a step's exception, as lines."""
    if isinstance(exc, pytest.fail.Exception):
        return (exc.msg or "").splitlines() or ["Échec."]
    text = engine_reason(exc).rstrip()
    module = type(exc).__module__
    if module.startswith("belote_spec"):
        joined = "\n" if isinstance(exc, VariantError) else " "
        lines = [
            f"Le moteur refuse cette étape :{joined}{text}"
            if text
            else "Le moteur refuse cette étape."
        ]
    elif isinstance(exc, AssertionError):
        lines = [f"Une vérification de belote-spec échoue : {text or 'assert'}"]
    else:
        lines = [f"Erreur inattendue dans belote-spec ({type(exc).__name__}) : {text}"]
    return [*"\n".join(lines).splitlines(), FULL_REPORT]


def report(failure: Failure, config: pytest.Config) -> ScenarioReport:
    """The report of ``failure``, its paths relative to pytest's root folder."""
    root = config.rootpath
    scenario, step = failure.scenario, failure.step
    path = _where(str(failure.feature.filename), root)
    head = [f"Scénario « {scenario.name} » ({path}:{scenario.line_number})"]
    steps: list[str] = []
    for s in scenario.steps:
        if s is step or (s.line_number == step.line_number and s.name == step.name):
            steps.append(f"> {_keyword(s)} {s.name}   (ligne {s.line_number})")
            break
        steps.append(f"  {_keyword(s)} {s.name}")
    if failure.unknown:
        message = [f"Aucune étape « {KEYWORDS[step.type]} » ne correspond à « {step.name} »."]
        kinds = other_kinds(step.name, step.type)
        if kinds:
            message.append(
                f"Cette étape existe, mais comme étape « {' » ou « '.join(kinds)} » ; ici, elle "
                f"est lue comme une étape « {KEYWORDS[step.type]} » (« Et » et « Mais » prennent "
                "le mot-clé de l'étape qui les précède)."
            )
        else:
            near = nearest_steps(step.name, step.type)
            if near:
                message.append("Étapes proches :")
                message.extend(f"    {shown}" for shown in near)
            else:
                message.append("Aucune étape connue n'en est proche.")
    else:
        message = _reason(failure.exception)
    shown = ScenarioReport(head, steps, message, Crash(path, step.line_number, _one_line(message)))
    shown.quiet = config.getoption("tbstyle", "auto") == "line"
    return shown


def _one_line(message: list[str]) -> str:
    """The message on one line, for pytest's one-line reports: « Les cartes jouables :
    attendu : V♥ ; obtenu : R♠ »."""
    out = ""
    for line in (" ".join(m.split()) for m in message if m.strip() and m != FULL_REPORT):
        out += line if not out else (" " if out.endswith((":", ".")) else " ; ") + line
    return out
