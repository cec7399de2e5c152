"""Step definitions of the French acceptance scenarios (``features/*.feature``).

The steps read the way a player talks at the table: « Soit une donne de la variante
"classic" à l'atout cœur », « Et Nord a joué l'as de pique », « Quand Sud doit jouer avec
V♥ 9♥ A♦ », « Alors les cartes jouables sont V♥ 9♥ ». Cards are written in French (V, D, R, A,
10 with ♠♥♦♣ or pique/cœur/carreau/trèfle) or as English codes; seats are Nord, Ouest, Sud,
Est; teams NS and EO (or Nord-Sud, Est-Ouest).

A step that cannot be understood (a card or a seat that does not exist), an error of the
engine inside a step and an « Alors » whose outcome differs all fail with a French message
(the step, then what was expected and what the engine gives), and a scenario line that no step
matches names the nearest steps: the plugin reports them without the library's traceback
(:mod:`.report`; ``pytest --tb=long`` shows it). During a scenario the engine speaks French.

This module is a pytest plugin, installed with the package (entry point ``pytest11``, with
the ``bdd`` extra: pytest and pytest-bdd): a repository holding its own
``variants/*.yaml`` and ``features/*.feature`` runs its scenarios with plain ``pytest``, a test
module binding them with ``pytest_bdd.scenarios("features")``. A variant is named by name
(« la variante "classic" ») or by the path of its file (« la variante "variants/mine.yaml" »),
relative to the folder pytest runs in.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Generator, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn

import pytest
import pytest_bdd
from pytest_bdd import parsers

from belote_spec import VariantError, load_variant
from belote_spec.cards import (
    SEATS,
    SUIT_CODES,
    SUIT_NAMES_FR,
    Card,
    CardError,
    SeatError,
    TrumpError,
    parse_card,
    parse_cards,
    parse_seat,
    parse_trump,
)
from belote_spec.coverage import file_digest, is_record, record_text, run_entry
from belote_spec.coverage import rule_value as read_rule_value
from belote_spec.engine.bidding import IllegalAction
from belote_spec.engine.game import Game
from belote_spec.engine.rules import Rules
from belote_spec.engine.scoring import DealScore, GameEnd
from belote_spec.errors import did_you_mean
from belote_spec.i18n import use_language
from belote_spec.loader import Variant, builtin_variant_dir, parse_variant_spec, thaw
from belote_spec.schema import rule_paths

# The golden-deal helpers check with plain asserts: rewritten, as in a test module, so that a
# failure shows its values (registered before the import).
pytest.register_assert_rewrite("belote_spec.bdd.golden")

from . import golden, trace  # noqa: E402
from .report import (  # noqa: E402
    FAILURE,
    Failure,
    StepFailed,
    engine_reason,
    recorded,
    report,
    shortened,
)

# pytest-bdd's decorators, recording each step for the suggestions of an unknown one.
given = recorded("given", pytest_bdd.given)
when = recorded("when", pytest_bdd.when)
then = recorded("then", pytest_bdd.then)

NAMES = {"N": "Nord", "W": "Ouest", "S": "Sud", "E": "Est"}
OUTCOMES = golden.OUTCOME_WORDS
KINDS = {
    "tierce": "tierce",
    "cinquante": "cinquante",
    "cent": "cent",
    "carré": "carre",
    "carre": "carre",
}

_RULES_CACHE: dict[tuple[str, str, bool], Rules] = {}

#: The ini option naming the folders of the repository's own variants (relative to pytest's
#: root folder): a scenario names the variant of ``variants/mine.yaml`` as « "mine" ».
VARIANTS_INI = "belote_variants"


def pytest_addoption(parser: pytest.Parser) -> None:
    """The ``belote_variants`` ini option (default: ``variants``) and ``--belote-coverage``."""
    parser.addini(
        VARIANTS_INI,
        "folders of the repository's own variant files, loadable by name in the scenarios "
        "(relative to the root folder; default: variants)",
        type="args",
        default=["variants"],
    )
    parser.getgroup("belote-spec").addoption(
        "--belote-coverage",
        metavar="FILE",
        default=None,
        help="record in FILE the rule values each scenario that passes runs, for "
        "belote-spec coverage (which reads .belote-coverage.json beside the features folder "
        "by default); FILE is replaced only if it holds such a record",
    )


LANGUAGE = pytest.StashKey[ExitStack]()
RECORD = pytest.StashKey["_Record"]()
RUN = pytest.StashKey[dict[str, Any]]()


@dataclass
class _Record:
    """The session's record of the rule values each scenario runs
    (``--belote-coverage=FILE``)."""

    path: Path
    recorder: trace.Recorder
    stack: ExitStack
    entries: list[dict[str, Any]] = field(default_factory=list)
    digests: dict[str, str] = field(default_factory=dict)
    written: bool = False

    def digest(self, filename: str) -> str:
        """The digest of a feature file, read once."""
        found = self.digests.get(filename)
        if found is None:
            found = self.digests[filename] = file_digest(Path(filename).read_bytes())
        return found


def pytest_configure(config: pytest.Config) -> None:
    """With ``--belote-coverage=FILE``: record what each scenario runs. A FILE that is not
    such a record is refused, before anything runs: it is not the plugin's to replace."""
    option = config.getoption("belote_coverage", None)
    if not option:
        return
    path = Path(config.invocation_params.dir, option)
    exists = path.exists() or path.is_symlink()
    if (
        exists
        and not hasattr(config, "workerinput")
        and (path.is_symlink() or not path.is_file() or not is_record(path))
    ):
        raise pytest.UsageError(
            f"--belote-coverage={option} : ce fichier existe et n'est pas un relevé de "
            "belote-spec coverage ; il n'est pas remplacé. Nommez un autre fichier, ou "
            "supprimez celui-ci."
        )
    recorder = trace.Recorder()
    stack = ExitStack()
    stack.enter_context(trace.recording(recorder))
    config.stash[RECORD] = _Record(path, recorder, stack)


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    """The engine speaks French during a scenario: its errors read as the steps do. With
    ``--belote-coverage``, the scenario's reads are recorded from here."""
    stack = ExitStack()
    stack.enter_context(use_language("fr"))
    request.node.stash[LANGUAGE] = stack
    record = request.config.stash.get(RECORD, None)
    if record is not None:
        callspec = getattr(request.node, "callspec", None)
        indices = callspec.indices if callspec is not None else {}
        row = indices.get("_pytest_bdd_example", -1)
        filename = str(feature.filename)
        request.node.stash[RUN] = {
            "file": Path(filename).name,
            "digest": record.digest(filename),
            "line": int(scenario.line_number),
            "row": row if isinstance(row, int) else -1,
            "name": str(scenario.name),
        }
        record.recorder.start()


def pytest_bdd_after_scenario(request: pytest.FixtureRequest) -> None:
    stack = request.node.stash.get(LANGUAGE, None)
    if stack is not None:
        del request.node.stash[LANGUAGE]
        stack.close()
    record = request.config.stash.get(RECORD, None)
    run = request.node.stash.get(RUN, None)
    if record is not None and run is not None:
        run["reads"] = record.recorder.stop()


def _record_run(item: pytest.Item, rep: pytest.TestReport) -> None:
    """A scenario that passed goes into the record with what it read; one that failed or
    was skipped does not (it checked nothing)."""
    record = item.config.stash.get(RECORD, None)
    run = item.stash.get(RUN, None)
    if record is None or run is None or rep.when != "call":
        return
    del item.stash[RUN]
    if rep.passed and "reads" in run:
        record.entries.append(run_entry(**run))


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: Any) -> None:
    """pytest-xdist: a worker's scenarios join the record of the session."""
    record = node.config.stash.get(RECORD, None)
    if record is not None:
        record.entries.extend(getattr(node, "workeroutput", {}).get("belote_coverage", []))


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Write the record (a pytest-xdist worker hands its scenarios to the main process)."""
    config = session.config
    record = config.stash.get(RECORD, None)
    if record is None:
        return
    workeroutput = getattr(config, "workeroutput", None)
    if workeroutput is not None:
        workeroutput["belote_coverage"] = record.entries
        return
    from belote_spec.terminal.saving import write_atomically

    try:
        write_atomically(record.path, record_text(record.entries), replace=True)
    except OSError as exc:
        raise pytest.UsageError(
            f"--belote-coverage={record.path} : le relevé ne s'écrit pas ({exc.strerror or exc})."
        ) from None
    record.written = True


def pytest_terminal_summary(terminalreporter: Any, config: pytest.Config) -> None:
    """Say where the record went."""
    record = config.stash.get(RECORD, None)
    if record is not None and record.written:
        terminalreporter.write_line(
            f"belote-spec coverage : {len(record.entries)} scénarios relevés dans {record.path}"
        )


def pytest_unconfigure(config: pytest.Config) -> None:
    record = config.stash.get(RECORD, None)
    if record is not None:
        del config.stash[RECORD]
        record.stack.close()


def pytest_bdd_step_error(
    request: pytest.FixtureRequest,
    feature: Any,
    scenario: Any,
    step: Any,
    step_func: Any,
    exception: BaseException,
) -> None:
    """Remember the failing step, for :func:`pytest_runtest_makereport`. When the whole
    traceback is asked for (``--tb=long``), a :class:`StepFailed` shows its own too."""
    ours = str(getattr(step_func, "__module__", "")).startswith("belote_spec.")
    if isinstance(exception, StepFailed) and not shortened(request.config):
        exception.pytrace = True
    request.node.stash[FAILURE] = Failure(feature, scenario, step, exception, False, ours)


def pytest_bdd_step_func_lookup_error(
    request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any, exception: Exception
) -> None:
    """Remember the scenario line that no step matches."""
    request.node.stash[FAILURE] = Failure(feature, scenario, step, exception, True)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    """A failure in a step of this library, or a line no step matches, reported in French
    (:func:`belote_spec.bdd.report.report`) instead of a traceback through the library,
    unless the whole traceback is asked for (``--tb=long``, ``--tb=native``,
    ``--full-trace``)."""
    rep = yield
    _record_run(item, rep)
    failure = item.stash.get(FAILURE, None)
    if failure is None or rep.when != "call":
        return rep
    del item.stash[FAILURE]  # its exception holds the frames of the scenario
    if (
        failure.ours
        and rep.failed
        and call.excinfo is not None
        and call.excinfo.value is failure.exception
        and shortened(item.config)
    ):
        rep.longrepr = report(failure, item.config)  # type: ignore[assignment]
    return rep


def fail(message: str) -> NoReturn:
    """Fail the scenario with a message for a rule maintainer (:class:`StepFailed`: the report
    shows it without a traceback)."""
    raise StepFailed(message)


def differs(subject: str, expected: object, got: object) -> NoReturn:
    """Fail an « Alors » step whose outcome is not the scenario's: ``subject``, then what the
    scenario expects and what the engine gives, one under the other."""
    fail(f"{subject} :\n  attendu : {expected}\n  obtenu  : {got}")


def trump_fr(code: str) -> str:
    """A contract's mode as a player says it: « à l'atout cœur », « à sans atout »."""
    if code in SUIT_CODES:
        return f"à l'atout {SUIT_NAMES_FR[SUIT_CODES.index(code)]}"
    return {"SA": "à sans atout", "TA": "à tout atout"}.get(code, code)


# ----------------------------------------------------------------------------- reading


def card(text: str) -> Card:
    """A card in French or English notation."""
    cleaned = re.sub(r"^(l'|le |la |les |un |une )", "", text.strip(), flags=re.IGNORECASE)
    try:
        return parse_card(cleaned)
    except CardError:
        fail(
            f"Étape invalide : « {text} » n'est pas une carte. Écrivez par exemple V♥, 10♦, "
            "D♠, A♣, valet de cœur, as de pique (ou JH, TD en anglais)."
        )


def cards(text: str) -> list[Card]:
    """Several cards: « V♥ 9♥ A♦ », « valet de cœur, as de pique », or « aucune »."""
    if text.strip().lower() in ("", "aucune", "rien", "-"):
        return []
    single = re.sub(r"^(l'|le |la |un |une )", "", text.strip(), flags=re.IGNORECASE)
    if single != text.strip():
        return [card(text)]
    try:
        found = parse_cards(text)
    except CardError:
        for word in re.split(r"[,;]|\s+", text):
            if word.strip():
                try:
                    parse_card(word)
                except CardError:
                    break
        fail(
            f"Étape invalide : « {text} » n'est pas une liste de cartes. Séparez les cartes "
            "par des espaces ou des virgules : « V♥ 9♥ A♦ » ou « valet de cœur, as de pique »."
        )
    twice = [c for i, c in enumerate(found) if c in found[:i]]
    if twice:
        fail(f"Étape invalide : {twice[0].french} est écrite deux fois dans « {text} ».")
    return found


def seat(text: str) -> str:
    """A seat: Nord, Ouest, Sud, Est (or N, O/W, S, E)."""
    try:
        return parse_seat(text.strip())
    except SeatError:
        fail(
            f"Étape invalide : « {text} » n'est pas une place à la table. Les places sont "
            "Nord, Ouest, Sud et Est."
        )


def team(text: str) -> str:
    """A team: NS, EO (or EW, Nord-Sud, Est-Ouest)."""
    t = text.strip().upper().replace("É", "E")
    mapping = {"NS": "NS", "NORD-SUD": "NS", "EO": "EW", "EW": "EW", "EST-OUEST": "EW"}
    if t not in mapping:
        fail(f"Étape invalide : « {text} » n'est pas une équipe. Les équipes sont NS et EO.")
    return mapping[t]


def team_fr(code: str) -> str:
    return "NS" if code == "NS" else "EO"


def mode(text: str) -> str:
    """A contract mode: « l'atout cœur », « cœur », « sans atout », « tout atout »."""
    cleaned = re.sub(r"^(à |a )?(l'atout |atout )", "", text.strip(), flags=re.IGNORECASE)
    try:
        return parse_trump(cleaned)
    except TrumpError:
        fail(
            f"Étape invalide : « {text} » n'est pas un atout. Écrivez l'atout cœur, pique, "
            "carreau, trèfle, sans atout ou tout atout."
        )


def number(text: str) -> int:
    try:
        return int(text.strip())
    except ValueError:
        fail(f"Étape invalide : « {text} » n'est pas un nombre entier.")


def value(text: str) -> Any:
    """A rule value as written in a variant file (required, 20, true, [3-2, 2-3]), read as
    ``belote-spec coverage`` reads it (:func:`belote_spec.coverage.rule_value`, a variant
    file's reader, which refuses ambiguous YAML such as ``yes`` or ``010``)."""
    found, problems = read_rule_value(text)
    if problems:
        fail(f"Étape invalide : la valeur « {text.strip()} » : {problems[0].message}.")
    return found


# ----------------------------------------------------------------------------- the table


@dataclass
class Table:
    """Everything a scenario has set up."""

    spec: str | None = None
    variant: Variant | None = None
    rules: Rules | None = None
    trump: str | None = None
    trick: list[tuple[str, str]] = field(default_factory=list)
    to_play: str | None = None
    hand: list[str] = field(default_factory=list)
    hands: dict[str, list[str]] = field(default_factory=dict)
    declarations: Any = None
    unshown: list[str] = field(default_factory=list)
    silent: list[str] = field(default_factory=list)
    waived: dict[str, str] = field(default_factory=dict)
    unsaid: set[tuple[str, str]] = field(default_factory=set)
    """The belote calls left unsaid: ``(seat, "belote")``, ``(seat, "rebelote")``."""
    first: str = "N"
    contract: dict[str, Any] = field(default_factory=dict)
    points: dict[str, int] = field(default_factory=lambda: {"NS": 0, "EW": 0})
    points_set: bool = False
    belote: list[str] = field(default_factory=list)
    annonces: dict[str, int] = field(default_factory=lambda: {"NS": 0, "EW": 0})
    capot: str | None = None
    carried: int = 0
    score: DealScore | None = None
    totals: dict[str, int] = field(default_factory=lambda: {"NS": 0, "EW": 0})
    capot_loser: str | None = None
    target: int | None = None
    end: GameEnd | None = None
    game: Game | None = None
    tricks_won: dict[str, int] = field(default_factory=lambda: {"NS": 0, "EW": 0})
    trick_winners: list[str] = field(default_factory=list)
    dealer: str | None = None
    tricks_by_seat: dict[str, int] | None = None
    last_trick: str | None = None
    played: list[tuple[str, list[str]]] = field(default_factory=list)
    root: Path = field(default_factory=Path.cwd)
    """The folder a variant's relative path is read from (pytest's root folder)."""
    variant_dirs: list[Path] = field(default_factory=list)
    """The repository's own variant folders, searched first for a variant name."""

    def need_rules(self) -> Rules:
        if self.rules is None:
            fail('Il faut d\'abord choisir la variante : « Soit la variante "classic" ».')
        return self.rules

    def need_trump(self) -> str:
        if self.trump is None:
            fail("Il faut d'abord dire l'atout : « Soit une donne à l'atout cœur ».")
        return self.trump

    def need_player(self) -> str:
        if self.to_play is None:
            fail(
                "Il faut d'abord dire qui joue, et avec quoi : « Quand Sud doit jouer avec V♥ 9♥ »."
            )
        return self.to_play

    def need_game(self) -> Game:
        if self.game is None:
            fail("Il faut d'abord commencer une partie : « Soit une partie de la variante … ».")
        return self.game


@pytest.fixture
def table(request: pytest.FixtureRequest) -> Table:
    """The scenario's table."""
    root = request.config.rootpath
    shipped = builtin_variant_dir().resolve()
    folders = [root / name for name in request.config.getini(VARIANTS_INI)]
    # the shipped variants' own folder (this project's checkout) keeps its names as shipped
    own = [f for f in folders if f.is_dir() and f.resolve() != shipped]
    return Table(root=root, variant_dirs=own)


def _load(t: Table, spec: str) -> Variant:
    """The variant ``spec``: a name (with ``+options``) found first in the repository's own
    folders, then among the installed variants; or a path, relative to the root folder."""
    name, options = parse_variant_spec(spec)
    if "/" in name or name.endswith((".yaml", ".yml")):
        path = Path(name)
        return load_variant(path if path.is_absolute() else t.root / path, options)
    for folder in t.variant_dirs:
        for suffix in (".yaml", ".yml"):
            if (folder / f"{name}{suffix}").is_file():
                return load_variant(folder / f"{name}{suffix}", options)
    return load_variant(spec)


def use_variant(t: Table, spec: str) -> None:
    try:
        variant = _load(t, spec)
    except VariantError as exc:
        name = parse_variant_spec(spec)[0]
        own = _own_variants(t)
        unknown = "/" not in name and not name.endswith((".yaml", ".yml")) and name not in own
        more = f"\nLes variantes du dépôt : {', '.join(own)}." if own and unknown else ""
        fail(f"La variante « {spec} » ne se charge pas :\n{engine_reason(exc)}{more}")
    recorder = trace.active()
    key = (spec, str(t.root), recorder is not None)
    if key not in _RULES_CACHE:
        with engine(f"La variante « {spec} » ne se compile pas"):
            # recording (--belote-coverage), compiled traced: the rules remember what each
            # of their parts was built from
            _RULES_CACHE[key] = variant.compile() if recorder is None else recorder.compile(variant)
    t.spec, t.variant, t.rules = spec, variant, _RULES_CACHE[key]


def _own_variants(t: Table) -> list[str]:
    """The names of the variants in the repository's own folders."""
    names = {p.stem for folder in t.variant_dirs for p in folder.glob("*.y*ml")}
    return sorted(n for n in names if not n.startswith("."))


@contextmanager
def engine(what: str) -> Iterator[None]:
    """Within the block, an error of the engine (a query it refuses, an impossible score)
    fails the step with ``what``, then the engine's reason."""
    try:
        yield
    except VariantError as exc:
        fail(f"{what} :\n{engine_reason(exc)}")
    except ValueError as exc:
        fail(f"{what} : {engine_reason(exc)}")


# ----------------------------------------------------------------------------- variant & rules


@given(parsers.re(r'la variante "(?P<spec>[^"]+)"'))
def given_variant(table: Table, spec: str) -> None:
    use_variant(table, spec)


@given(parsers.re(r'une donne de la variante "(?P<spec>[^"]+)" (?:à |a )?(?P<atout>.+)'))
def given_variant_deal(table: Table, spec: str, atout: str) -> None:
    use_variant(table, spec)
    table.trump = mode(atout)


@given(parsers.re(r"une donne (?:à |a )(?P<atout>.+)"))
def given_deal(table: Table, atout: str) -> None:
    table.trump = mode(atout)


@given(parsers.re(r'la règle "(?P<path>[a-z_.]+)" vaut (?P<raw>.+)'))
@then(parsers.re(r'la règle "(?P<path>[a-z_.]+)" vaut (?P<raw>.+)'))
def rule_value(table: Table, path: str, raw: str) -> None:
    variant = table.variant
    if variant is None:
        fail('Il faut d\'abord choisir la variante : « Soit la variante "classic" ».')
    try:
        actual = thaw(variant.rule(path))
    except KeyError:
        hint = did_you_mean(path, rule_paths())
        fail(
            f"La règle « {path} » n'existe pas dans le schéma des variantes"
            + (f" ({hint})." if hint else ".")
        )
    expected = value(raw)
    if actual != expected:
        fail(
            f"Dans la variante « {variant.id} », la règle « {path} » vaut {actual!r} et non "
            f"{expected!r} comme le dit le scénario."
        )


# ----------------------------------------------------------------------------- card play


def check_turn(table: Table, s: str) -> None:
    """Fail unless ``s`` is the seat after the last one in the trick."""
    if table.trick:
        expected = SEATS[(SEATS.index(table.trick[-1][0]) + 1) % 4]
        if s != expected:
            fail(
                f"Étape invalide : après {NAMES[table.trick[-1][0]]}, c'est à "
                f"{NAMES[expected]} de jouer, pas à {NAMES[s]}."
            )


@given(parsers.re(r"(?P<who>\w+) a joué (?P<card_name>.+)"))
def played(table: Table, who: str, card_name: str) -> None:
    s = seat(who)
    check_turn(table, s)
    c = card(card_name)
    if any(code == c.code for _, code in table.trick):
        fail(f"Étape invalide : {c.french} a déjà été joué dans ce pli.")
    table.trick.append((s, c.code))


@when(parsers.re(r"(?P<who>\w+) doit jouer avec (?P<card_names>.+)"))
def must_play(table: Table, who: str, card_names: str) -> None:
    s = seat(who)
    check_turn(table, s)
    table.to_play = s
    table.hand = [c.code for c in cards(card_names)]
    on_table = [code for _, code in table.trick if code in table.hand]
    if on_table:
        fail(
            f"Étape invalide : {parse_card(on_table[0]).french} est déjà sur la table, dans le "
            f"pli ; elle ne peut pas être dans la main de {NAMES[s]}."
        )


def _legal(table: Table) -> list[str]:
    rules = table.need_rules()
    trump = table.need_trump()
    who = table.need_player()
    with engine(f"Le moteur refuse la main de {NAMES[who]} ({_show(table.hand)}) dans ce pli"):
        return [c.code for c in rules.legal_cards(table.hand, table.trick, trump)]


def _show(codes: list[str]) -> str:
    return " ".join(parse_card(c).french for c in codes) or "aucune"


@then(parsers.re(r"les cartes jouables sont (?P<card_names>.+)"))
def playable_are(table: Table, card_names: str) -> None:
    expected = sorted(c.code for c in cards(card_names))
    actual = sorted(_legal(table))
    if actual != expected:
        differs("Les cartes jouables", _show(expected), _show(actual))


@then("toutes ses cartes sont jouables")
def all_playable(table: Table) -> None:
    playable_are(table, " ".join(table.hand))


@then(parsers.re(r"(?P<card_name>.+) est jouable"))
def is_playable(table: Table, card_name: str) -> None:
    c = card(card_name).code
    legal = _legal(table)
    if c not in legal:
        differs(
            f"{parse_card(c).french} n'est pas jouable : les cartes jouables",
            f"{parse_card(c).french} parmi elles",
            _show(legal),
        )


@then(parsers.re(r'(?P<card_name>.+) est refusée? au nom de la règle "(?P<path>[a-z_.]+)"'))
def is_refused(table: Table, card_name: str, path: str) -> None:
    rules = table.need_rules()
    c = card(card_name)
    trump = table.need_trump()
    who = table.need_player()
    if c.code not in table.hand:
        fail(
            f"Étape invalide : {c.french} n'est pas dans la main de {NAMES[who]} "
            f"({_show(table.hand)})."
        )
    with engine(f"Le moteur refuse la main de {NAMES[who]} ({_show(table.hand)}) dans ce pli"):
        why = rules.explain(table.hand, table.trick, trump, c, lang="fr")
    if why is None:
        differs(f"{c.french} est jouable", f"refusée au nom de « {path} »", "jouable")
    if why.rule != path:
        differs(
            f"{c.french} est refusée, mais pas au nom de « {path} »",
            f"refusée au nom de « {path} »",
            f"refusée au nom de « {why.rule} » : {why.reason}",
        )


@then(parsers.re(r"le pli revient à (?P<who>\w+)"))
def trick_goes_to(table: Table, who: str) -> None:
    rules = table.need_rules()
    trick = list(table.trick)
    if table.to_play is not None and len(table.hand) == 1:
        trick.append((table.to_play, table.hand[0]))
    trump = table.need_trump()
    with engine("Le moteur ne départage pas ce pli"):
        actual = rules.trick_winner(trick, trump)
    if actual != seat(who):
        differs("Le pli revient à un autre joueur", NAMES[seat(who)], NAMES[actual])


@then(parsers.re(r"(?P<card_name>.+) vaut (?P<n>-?\d+) points?"))
def card_is_worth(table: Table, card_name: str, n: str) -> None:
    rules = table.need_rules()
    c = card(card_name)
    trump = table.need_trump()
    actual = rules.card_points(c, trump)
    if actual != number(n):
        differs(f"La valeur de {c.french} {trump_fr(trump)}", f"{n} points", f"{actual} points")


@then(parsers.re(r"le paquet vaut (?P<n>\d+) points avec le dix de der"))
def deck_total(table: Table, n: str) -> None:
    rules = table.need_rules()
    trump = table.need_trump()
    total = sum(rules.card_points(Card(i), trump) for i in range(32))
    total += int(rules.variant.rule("deck.dix_de_der"))
    if total != number(n):
        differs(
            f"La valeur du paquet avec le dix de der {trump_fr(trump)}",
            f"{n} points",
            f"{total} points",
        )


# ----------------------------------------------------------------------------- hands, annonces


@given("les mains suivantes :")
def hands_table(table: Table, datatable: list[list[str]]) -> None:
    header, *rows = datatable
    if [h.strip().lower() for h in header[:2]] != ["joueur", "cartes"]:
        fail("Le tableau des mains doit avoir les colonnes « joueur | cartes ».")
    for row in rows:
        table.hands[seat(row[0])] = [c.code for c in cards(row[1])]


@given(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) tient (?P<card_names>.+)"))
def holds(table: Table, who: str, card_names: str) -> None:
    table.hands[seat(who)] = [c.code for c in cards(card_names)]


@given(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) ne montre pas ses annonces"))
def does_not_show(table: Table, who: str) -> None:
    table.unshown.append(seat(who))


@given(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) entame le premier pli"))
def first_lead(table: Table, who: str) -> None:
    table.first = seat(who)


@given(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) garde ses annonces pour lui"))
def keeps_annonces(table: Table, who: str) -> None:
    table.silent.append(seat(who))


#: The carrés by the French name of their rank (« son carré de sept »).
_CARRE_RANKS = {
    "sept": "7", "huit": "8", "neuf": "9", "dix": "T",
    "valets": "J", "dames": "Q", "rois": "K", "as": "A",
}  # fmt: skip


@given(
    parsers.re(
        r"(?P<who>Nord|Sud|Est|Ouest) garde pour lui (?:son|sa) (?P<kind>carré|tierce|cinquante"
        r"|cent) (?P<what>.+?) et déclare les autres"
    )
)
def keeps_one_annonce(table: Table, who: str, kind: str, what: str) -> None:
    """« Sud garde pour lui son carré de sept et déclare les autres », « Nord garde pour lui
    sa tierce au roi de cœur et déclare les autres »: one annonce kept, the others declared
    (``annonces.declaring: optional``)."""
    if kind == "carré":
        rank = _CARRE_RANKS.get(re.sub(r"^(de |d')", "", what.strip()))
        if rank is None:
            fail(
                f"Étape invalide : « carré {what} ». Écrivez « carré de sept », « carré de "
                "valets », « carré d'as »…"
            )
        table.waived[seat(who)] = f"carre-{rank}"
        return
    top = card(re.sub(r"^(au |à la |à l'|à )", "", what.strip()))
    table.waived[seat(who)] = f"{KINDS[kind]}-{top.code}"


@when("on résout les annonces")
def resolve(table: Table) -> None:
    rules = table.need_rules()
    trump = table.need_trump()
    with engine("Les annonces ne se résolvent pas"):
        table.declarations = rules.declarations(
            table.hands,
            trump,
            unshown=table.unshown,
            silent=table.silent,
            waived=table.waived or None,
            first=table.first,
        )


def _declared(table: Table) -> Any:
    if table.declarations is None:
        resolve(table)
    return table.declarations


@then(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) annonce (?P<declared>.+)"))
def announces(table: Table, who: str, declared: str) -> None:
    """« Nord annonce une tierce (20) et un carré (200) » or « Nord n'annonce rien »."""
    found = _declared(table).by_seat[seat(who)]
    actual = sorted((a.kind, a.points) for a in found)
    expected: list[tuple[str, int]] = []
    for kind, pts in re.findall(r"(tierce|cinquante|cent|carré|carre)\w*[^()]*\((\d+)\)", declared):
        expected.append((KINDS[kind], int(pts)))
    if not expected and declared.strip() not in ("rien", "aucune annonce"):
        fail(
            f"Étape invalide : « {declared} ». Écrivez par exemple « une tierce (20) et un carré "
            "(200) » ou « rien »."
        )
    if actual != sorted(expected):
        differs(f"Les annonces de {NAMES[seat(who)]}", _annonces(expected), _annonces(actual))


def _annonces(found: list[tuple[str, int]]) -> str:
    names = {"carre": "carré"}
    return ", ".join(f"{names.get(k, k)} ({p})" for k, p in sorted(found)) or "rien"


@then(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) n'annonce rien"))
def announces_nothing(table: Table, who: str) -> None:
    announces(table, who, "rien")


@then(parsers.re(r"l'équipe (?P<t>\S+) marque (?P<n>\d+) points d'annonces"))
def team_scores_annonces(table: Table, t: str, n: str) -> None:
    awarded = _declared(table).awarded
    code = team(t)
    if awarded[code] != number(n):
        differs(f"Les points d'annonces de l'équipe {team_fr(code)}", n, awarded[code])


@then("aucune équipe ne marque d'annonce")
def nobody_scores(table: Table) -> None:
    awarded = _declared(table).awarded
    if awarded["NS"] or awarded["EW"]:
        differs(
            "Des annonces comptent", "aucune", f"{awarded['NS']} pour NS, {awarded['EW']} pour EO"
        )


@then("les annonces sont annulées")
def annonces_cancelled(table: Table) -> None:
    if not _declared(table).cancelled:
        fail("Les annonces devraient être annulées.")


@then("la donne est annulée")
def deal_cancelled(table: Table) -> None:
    if not _declared(table).deal_cancelled:
        fail("La donne devrait être annulée.")


@then(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) a (?P<n>une|deux|trois|quatre|\d+) belotes?"))
def has_belote(table: Table, who: str, n: str) -> None:
    count = {"une": 1, "deux": 2, "trois": 3, "quatre": 4}.get(n) or number(n)
    actual = len(_declared(table).belote.get(seat(who), ()))
    if actual != count:
        differs(f"Les belotes de {NAMES[seat(who)]}", count, actual)


@then("personne n'a la belote")
def no_belote(table: Table) -> None:
    found = _declared(table).belote
    if found:
        differs("La belote", "personne", ", ".join(NAMES[s] for s in found))


# ----------------------------------------------------------------------------- scoring

_CONTRACT = (
    r"un contrat pris par (?P<t>\S+) (?:à |a )(?P<atout>.+?)"
    r"(?: pour (?P<bid>\d+|capot|générale))?(?P<contre> contré| surcontré)?"
)
_SEAT_NAMES = ("Nord", "Sud", "Est", "Ouest")


def bid_value(bid: str | None) -> int | str | None:
    """A bid as written in a scenario: a number, « capot » or « générale »."""
    if bid is None:
        return None
    if bid == "capot":
        return "capot"
    if bid == "générale":
        return "generale"
    return number(bid)


@given(parsers.re(_CONTRACT))
def given_contract(table: Table, t: str, atout: str, bid: str | None, contre: str | None) -> None:
    table.trump = mode(atout)
    who = seat(t) if t in _SEAT_NAMES else None
    table.contract = {
        "taker": team(t) if who is None else ("NS" if who in "NS" else "EW"),
        "trump": table.trump,
        "bid": bid_value(bid),
        "contre": {None: 0, " contré": 1, " surcontré": 2}[contre],
    }
    if who is not None:
        table.contract["seat"] = who


@given(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) a fait tous les plis(?: seul)?"))
def given_all_tricks_alone(table: Table, who: str) -> None:
    s_ = seat(who)
    table.tricks_by_seat = {x: (8 if x == s_ else 0) for x in SEATS}
    table.capot = "NS" if s_ in "NS" else "EW"


@given(parsers.re(r"les plis se répartissent ainsi : (?P<split>.+)"))
def given_tricks_by_seat(table: Table, split: str) -> None:
    """« Nord 5, Sud 3 » — the tricks each seat won (the others none)."""
    counts: dict[str, int] = dict.fromkeys(SEATS, 0)
    for part in split.split(","):
        m = re.fullmatch(r"\s*(Nord|Sud|Est|Ouest) (\d+)\s*", part)
        if not m:
            fail(f"Étape invalide : « {split} » ; écrivez par exemple « Nord 5, Sud 3 ».")
        counts[seat(m.group(1))] = number(m.group(2))
    if sum(counts.values()) != 8:
        fail(f"Les plis doivent faire huit en tout, pas {sum(counts.values())}.")
    table.tricks_by_seat = counts
    for t, seats in (("NS", "NS"), ("EW", "EW")):
        if sum(counts[x] for x in seats) == 8:
            table.capot = t


@given(parsers.re(r"le dernier pli revient à l'équipe (?P<t>\S+)"))
def given_last_trick(table: Table, t: str) -> None:
    table.last_trick = team(t)


@given(parsers.re(r"les plis valent (?P<a>\d+) pour NS et (?P<b>\d+) pour EO"))
def given_points(table: Table, a: str, b: str) -> None:
    table.points = {"NS": number(a), "EW": number(b)}
    table.points_set = True


@given(parsers.re(r"l'équipe (?P<t>\S+) a la belote"))
def given_belote(table: Table, t: str) -> None:
    table.belote.append(team(t))


@given(parsers.re(r"l'équipe (?P<t>\S+) a (?P<n>\d+) points d'annonces"))
def given_annonces(table: Table, t: str, n: str) -> None:
    table.annonces[team(t)] = number(n)


@given(parsers.re(r"l'équipe (?P<t>\S+) a fait capot"))
def given_capot(table: Table, t: str) -> None:
    table.capot = team(t)


@given(parsers.re(r"(?P<n>\d+) points sont en attente d'un litige"))
def given_carried(table: Table, n: str) -> None:
    table.carried = number(n)


@when("on compte la donne")
def count_deal(table: Table) -> None:
    rules = table.need_rules()
    if not table.contract:
        fail("Il faut d'abord dire le contrat : « Soit un contrat pris par NS à l'atout cœur ».")
    with engine("La donne ne se compte pas"):
        table.score = rules.score_deal(table.contract, table.points, **_deal_facts(table))


def _deal_facts(table: Table) -> dict[str, Any]:
    """What the scenario says of the deal beyond its contract and card points, as the scorer
    takes it."""
    return {
        "belote": table.belote or None,
        "declarations": table.annonces,
        "capot": table.capot,
        "carried": table.carried,
        "tricks": table.tricks_by_seat,
        "last_trick": table.last_trick,
    }


@when("la donne compte pour la partie")
def deal_counts_for_the_game(table: Table) -> None:
    """Score the deal set up above on top of « une partie en cours à … » and check the end of
    the game as the game does (the last deal counted exactly where the variant says so)."""
    rules = table.need_rules()
    if not table.contract:
        fail("Il faut d'abord dire le contrat : « Soit un contrat pris par NS à l'atout cœur ».")
    with engine("La donne ne se compte pas"):
        table.score, table.end = rules.settle_deal(
            dict(table.totals),
            table.target,
            table.contract,
            table.points,
            mode=["S", "H", "D", "C", "SA", "TA"].index(table.contract["trump"]),
            **_deal_facts(table),
        )


@then(parsers.re(r"le total est de (?P<a>\d+) pour NS et (?P<b>\d+) pour EO"))
def game_totals(table: Table, a: str, b: str) -> None:
    s = _score(table)
    totals = (table.totals["NS"] + s.NS, table.totals["EW"] + s.EW)
    if totals != (number(a), number(b)):
        differs("Le total de la partie", _both(a, b), _both(*totals))


@then("la donne est comptée au point près")
def counted_exactly(table: Table) -> None:
    if not _score(table).exact:
        differs("La donne a été arrondie", "comptée au point près", "arrondie")


def _score(table: Table) -> DealScore:
    if table.score is None:
        count_deal(table)
    if table.score is None:  # pragma: no cover - count_deal sets it or fails
        fail("La donne n'a pas été comptée.")
    return table.score


def _both(ns: object, ew: object) -> str:
    return f"{ns} pour NS et {ew} pour EO"


#: The outcome of a deal as the scenarios write it.
OUTCOMES_FR = {"made": "faite", "dedans": "dedans", "litige": "litige", "capot": "capot"}


@then(parsers.re(r"la marque est (?P<a>\d+) pour NS et (?P<b>\d+) pour EO"))
def marks(table: Table, a: str, b: str) -> None:
    s = _score(table)
    if (number(a), number(b)) != (s.NS, s.EW):
        differs(
            "La marque de la donne",
            _both(a, b),
            f"{_both(s.NS, s.EW)} (donne {OUTCOMES_FR.get(s.outcome, s.outcome)})",
        )


@then(parsers.re(r'la donne est "(?P<result>[^"]+)"'))
def outcome(table: Table, result: str) -> None:
    expected = OUTCOMES.get(result.strip().lower())
    if expected is None:
        fail(f"Étape invalide : « {result} ». Écrivez faite, dedans, litige ou capot.")
    s = _score(table)
    if s.outcome != expected:
        differs("Le résultat de la donne", result, OUTCOMES_FR.get(s.outcome, s.outcome))


@then(parsers.re(r"(?P<n>\d+) points restent en attente"))
def held(table: Table, n: str) -> None:
    s = _score(table)
    if s.held != number(n):
        differs("Les points en attente", n, s.held)


# ----------------------------------------------------------------------------- end of game


@given(parsers.re(r"une partie en cours à (?P<a>\d+) pour NS et (?P<b>\d+) pour EO"))
def given_totals(table: Table, a: str, b: str) -> None:
    table.totals = {"NS": number(a), "EW": number(b)}


@given(parsers.re(r"l'équipe (?P<t>\S+) vient d'être mise capot"))
def given_capot_loser(table: Table, t: str) -> None:
    table.capot_loser = team(t)


@given(parsers.re(r"la partie se joue en (?P<n>\d+) points"))
def given_target(table: Table, n: str) -> None:
    """A target chosen among ``game_end.target_choices`` (or the default when none)."""
    rules = table.need_rules()
    target = number(n)
    choices = thaw(rules.variant.rule("game_end.target_choices"))
    if choices and target not in choices:
        fail(
            f"La variante « {rules.variant.id} » ne permet pas une partie en {target} points ; "
            f"choix : {', '.join(str(c) for c in choices)}."
        )
    if not choices and target != rules.variant.rule("game_end.target"):
        fail(
            f"La variante « {rules.variant.id} » se joue toujours en "
            f"{rules.variant.rule('game_end.target')} points."
        )
    table.target = target


@when("la donne se termine")
def deal_ends(table: Table) -> None:
    rules = table.need_rules()
    with engine("La fin de partie ne se calcule pas"):
        table.end = rules.game_end(table.totals, table.capot_loser, table.target)


def _end(table: Table) -> GameEnd:
    if table.end is None:
        fail(
            "Il faut d'abord finir la donne : « Quand la donne se termine » ou « Quand la donne "
            "compte pour la partie »."
        )
    return table.end


def _end_shown(end: GameEnd) -> str:
    if end.draw:
        state = "partie nulle"
    elif end.winner is not None:
        state = f"l'équipe {team_fr(end.winner)} gagne la partie"
    elif end.over:
        state = "partie finie"
    else:
        state = "la partie continue"
    return f"{state} ({end.reason})" if end.reason else state


@then("la partie est nulle")
def game_drawn(table: Table) -> None:
    end = _end(table)
    if not end.draw:
        differs("La fin de partie", "partie nulle", _end_shown(end))


@then("la partie est finie")
def game_over(table: Table) -> None:
    end = _end(table)
    if end.winner is None:
        differs("La fin de partie", "partie finie", _end_shown(end))


@then(parsers.re(r"l'équipe (?P<t>\S+) gagne la partie"))
def wins(table: Table, t: str) -> None:
    end = _end(table)
    if end.winner != team(t):
        differs("La fin de partie", f"l'équipe {team_fr(team(t))} gagne la partie", _end_shown(end))


@then("la partie continue")
def goes_on(table: Table) -> None:
    end = _end(table)
    if end.over:
        differs("La fin de partie", "la partie continue", _end_shown(end))


@then(parsers.re(r"l'écart est de (?P<n>-?\d+)"))
def difference(table: Table, n: str) -> None:
    end = _end(table)
    if end.difference != number(n):
        differs("L'écart", n, end.difference)


# ----------------------------------------------------------------------------- bidding & dealing


@given(
    parsers.re(
        r'une partie de la variante "(?P<spec>[^"]+)" dont (?P<who>\w+) est le donneur'
        r"(?: \(graine (?P<graine>\d+)\))?"
    )
)
def given_game(table: Table, spec: str, who: str, graine: str | None) -> None:
    use_variant(table, spec)
    dealer = seat(who)
    with engine("La partie ne commence pas"):
        table.game = table.need_rules().new_game(seed=int(graine or 1), dealer=dealer)


def _turned_suit(game: Game) -> str:
    turned = game.deal.dealt.turned
    if turned is None:
        fail("Il n'y a pas de carte retournée dans cette donne.")
    return "SHDC"[turned >> 3]


def _action_for(game: Game, text: str) -> str:
    text = text.strip()
    if text in ("passe", "passer"):
        return "pass"
    if text in ("contre", "contrer"):
        return "contre"
    if text in ("surcontre", "surcontrer"):
        return "surcontre"
    if text in ("demande le capot", "demander le capot"):
        return "capot"
    m = re.fullmatch(r"prend(?:re)? à (?P<what>.+)", text)
    if m:
        what = m.group("what")
        if what in ("la couleur retournée", "la retournée"):
            return f"take:{_turned_suit(game)}"
        return f"take:{mode(what)}"
    m = re.fullmatch(r"annonce(?:r)? (?P<bid>\d+|capot|générale) (?:à |a )(?P<what>.+)", text)
    if m:
        bid = m.group("bid").replace("générale", "generale")
        return f"bid:{bid}:{mode(m.group('what'))}"
    if text in ("joue quand même", "choisit de jouer"):
        return "play-on"
    if text in ("demande une nouvelle donne", "fait redistribuer"):
        return "redeal"
    if text in ("bat les cartes", "mélange les cartes"):
        return "shuffle"
    if text in ("ramasse les cartes sans les battre", "ne bat pas les cartes"):
        return "gather"
    fail(
        f"Étape invalide : « {text} ». Écrivez passe, prend à cœur, prend à la couleur "
        "retournée, annonce 90 à pique, contre ou surcontre."
    )


@then(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) parle en premier"))
def speaks_first(table: Table, who: str) -> None:
    game = table.need_game()
    if game.to_move != seat(who):
        differs("Le premier à parler", who, _to_move(game))


def _to_move(game: Game) -> str:
    return NAMES[game.to_move] if game.to_move else "personne"


#: The actions of a game (:meth:`Game.legal_actions`) as a player says them.
_ACTIONS_FR = {
    "pass": "passer",
    "contre": "contrer",
    "surcontre": "surcontrer",
    "capot": "demander le capot",
    "play-on": "jouer quand même",
    "redeal": "demander une nouvelle donne",
    "shuffle": "battre les cartes",
    "gather": "ramasser les cartes sans les battre",
}


def _action_fr(action: str) -> str:
    """« take:H » reads « prendre à l'atout cœur », « bid:90:S » « annoncer 90 à l'atout
    pique »; a card played reads as the card."""
    kind, _, rest = action.partition(":")
    if kind == "take":
        return f"prendre {trump_fr(rest)}"
    if kind == "bid":
        bid, _, trump = rest.partition(":")
        return f"annoncer {bid.replace('generale', 'générale')} {trump_fr(trump)}"
    if action in _ACTIONS_FR:
        return _ACTIONS_FR[action]
    try:
        return parse_card(action).french
    except CardError:
        return action


def _choices(game: Game, who: str | None = None) -> str:
    return ", ".join(_action_fr(a) for a in game.legal_actions(who)) or "aucun"


def _refused(exc: IllegalAction) -> str:
    return f"{exc.reason} (règle « {exc.rule} »)" if exc.rule else exc.reason


_CALL = (
    r"passe|prend .+|annonce .+|contre|surcontre|demande le capot|joue quand même|"
    r"demande une nouvelle donne|bat les cartes|ramasse les cartes sans les battre"
)


#: How the calls read, for the suggestions of an unknown step.
_CALL_FORMS = (
    "passe",
    "prend à <atout>",
    "prend à la couleur retournée",
    "annonce <enchère> à <atout>",
    "contre",
    "surcontre",
    "demande le capot",
    "joue quand même",
    "demande une nouvelle donne",
    "bat les cartes",
    "ramasse les cartes sans les battre",
)
_MAY_FORMS = (
    "passer",
    "prendre à <atout>",
    "annoncer <enchère> à <atout>",
    "contrer",
    "surcontrer",
)


@when(
    parsers.re(rf"(?P<who>Nord|Sud|Est|Ouest) (?P<call>{_CALL})"),
    forms=[f"<joueur> {form}" for form in _CALL_FORMS],
)
def calls(table: Table, who: str, call: str) -> None:
    game = table.need_game()
    if game.to_move != seat(who):
        fail(f"Étape invalide : c'est à {_to_move(game)} de parler, pas à {who}.")
    action = _action_for(game, call)
    try:
        game.apply(action)
    except IllegalAction as exc:
        fail(f"{who} ne peut pas {_action_fr(action)} : {_refused(exc)}.")


@when(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) contre hors de son tour"))
def contre_out_of_turn(table: Table, who: str) -> None:
    game = table.need_game()
    try:
        game.apply("contre", seat(who))
    except IllegalAction as exc:
        fail(f"{who} ne peut pas contrer hors de son tour : {_refused(exc)}.")


@then(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) peut contrer hors de son tour"))
def may_contre_out_of_turn(table: Table, who: str) -> None:
    game = table.need_game()
    if "contre" not in game.legal_actions(seat(who)):
        differs(
            f"{who} ne peut pas contrer maintenant",
            "contrer parmi ses choix",
            _choices(game, seat(who)),
        )


@then(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) ne peut pas contrer hors de son tour"))
def may_not_contre_out_of_turn(table: Table, who: str) -> None:
    game = table.need_game()
    if "contre" in game.legal_actions(seat(who)):
        differs(f"{who} peut contrer hors de son tour", "pas de contre", _choices(game, seat(who)))


@when(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) signale une fausse donne"))
def misdeal(table: Table, who: str) -> None:
    game = table.need_game()
    try:
        game.misdeal(seat(who))
    except IllegalAction as exc:
        fail(f"La fausse donne n'est pas acceptée : {_refused(exc)}.")


@then(parsers.re(r"le score de la partie est de (?P<a>\d+) pour NS et (?P<b>\d+) pour EO"))
def game_score(table: Table, a: str, b: str) -> None:
    game = table.need_game()
    if (game.totals["NS"], game.totals["EW"]) != (number(a), number(b)):
        differs("Le score de la partie", _both(a, b), _both(game.totals["NS"], game.totals["EW"]))


@then(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) ne peut que passer"))
def only_pass(table: Table, who: str) -> None:
    game = table.need_game()
    if game.to_move != seat(who):
        differs("Le joueur qui parle", who, _to_move(game))
    if game.legal_actions() != ["pass"]:
        differs(f"Les choix de {who}", "passer, seulement", _choices(game))


def _is_call(action: str) -> bool:
    """Whether ``action`` is a call of the bidding (not a card, a shuffle or a capot
    announcement after the prise)."""
    return action in ("pass", "contre", "surcontre", "play-on", "redeal") or action.startswith(
        ("bid:", "take:")
    )


@then(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) se tait"))
def keeps_silent(table: Table, who: str) -> None:
    """The seat may not speak now: the bidding does not ask it, it has no call, not even a
    pass, and a pass from it is refused (the contreur's partner after a contre, C16
    §4.2.3)."""
    game = table.need_game()
    code = seat(who)
    bidding = game.deal.bidding
    if bidding.may_speak(SEATS.index(code)):
        differs(f"{who} peut encore parler", "le silence", _choices(game, code))
    calls = [a for a in game.legal_actions(code) if _is_call(a)]
    if calls:
        differs(f"Les choix de {who}", "aucun", ", ".join(_action_fr(a) for a in calls))
    try:
        copy.deepcopy(game).apply("pass", code)
    except IllegalAction:
        return
    fail(f"{who} a pu passer : son « passe » n'a pas été refusé.")


@then(parsers.re(r"c'est à (?P<who>Nord|Sud|Est|Ouest) de parler"))
def speaks_now(table: Table, who: str) -> None:
    game = table.need_game()
    if game.phase != "bidding":
        differs("Le joueur qui parle", who, f"personne : les enchères sont finies ({game.phase})")
    if game.to_move != seat(who):
        differs("Le joueur qui parle", who, _to_move(game))


@then("personne ne parle plus")
def nobody_speaks(table: Table) -> None:
    """The bidding is over: no seat has a call left (after a capot that ends the auction)."""
    game = table.need_game()
    bidding = game.deal.bidding
    if bidding.speakers():
        differs(
            "Les joueurs qui parlent encore",
            "personne",
            ", ".join(NAMES[SEATS[s]] for s in bidding.speakers()),
        )
    for code in SEATS:
        calls = [a for a in game.legal_actions(code) if _is_call(a)]
        if calls:
            differs(f"Les choix de {NAMES[code]}", "aucun", ", ".join(_action_fr(a) for a in calls))


@then(parsers.re(r"les enchères possibles commencent par (?P<bids>.+)"))
def bids_start_with(table: Table, bids: str) -> None:
    """« 82, 90, 100 » — the numeric bids offered to the player to move, in order."""
    game = table.need_game()
    values: list[str] = []
    for action in game.legal_actions():
        if action.startswith("bid:"):
            v = action.split(":")[1]
            if v not in values:
                values.append(v)
    wanted = [w.strip() for w in bids.split(",")]
    if values[: len(wanted)] != wanted:
        differs(
            "Les enchères possibles",
            f"{', '.join(wanted)}…",
            f"{', '.join(values[: len(wanted) + 2]) or 'aucune'}…",
        )


@when("tout le monde passe")
def all_pass(table: Table) -> None:
    game = table.need_game()
    deals = len(game.deals)
    while len(game.deals) == deals and "pass" in game.legal_actions():
        game.apply("pass")


@then(
    parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) peut (?P<call>.+)"),
    forms=[f"<joueur> peut {form}" for form in _MAY_FORMS],
)
def may(table: Table, who: str, call: str) -> None:
    game = table.need_game()
    if game.to_move != seat(who):
        differs("Le joueur qui parle", who, _to_move(game))
    action = _action_for(game, call)
    if action not in game.legal_actions():
        differs(f"{who} ne peut pas {call}", f"{call} parmi ses choix", _choices(game))


@then(
    parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) ne peut pas (?P<call>.+)"),
    forms=[f"<joueur> ne peut pas {form}" for form in _MAY_FORMS],
)
def may_not(table: Table, who: str, call: str) -> None:
    game = table.need_game()
    action = _action_for(game, call)
    if action in game.legal_actions():
        differs(f"{who} peut {call}", f"pas « {call} » parmi ses choix", _choices(game))


@then(parsers.re(r"le contrat est (?P<contract>.+) pour (?P<t>\S+)"))
def contract_is(table: Table, contract: str, t: str) -> None:
    game = table.need_game()
    c = game.deal.contract
    if c is None:
        fail("Il n'y a pas de contrat.")
    m = re.fullmatch(
        r"(?:(?P<bid>\d+|capot|générale) )?(?:à |a )(?P<atout>.+?)(?P<contre> contré| surcontré)?",
        contract,
    )
    if not m:
        fail(f"Étape invalide : « {contract} » ; écrivez par exemple « 90 à pique » ou « à cœur ».")
    bid = m.group("bid")
    expected_bid = bid_value(bid)
    contre = {None: 0, " contré": 1, " surcontré": 2}[m.group("contre")]
    actual = (c.team, c.trump, c.bid, c.contre)
    wanted = (team(t), mode(m.group("atout")), expected_bid, contre)
    if actual != wanted:
        differs("Le contrat", _contract_fr(*wanted), _contract_fr(*actual))


def _contract_fr(team_code: str, trump: str, bid: object, contre: int) -> str:
    """« 90 à l'atout pique contré pour EO »."""
    bid_shown = "" if bid is None else "générale " if bid == "generale" else f"{bid} "
    contre_shown = ["", " contré", " surcontré"][contre] if 0 <= contre <= 2 else f" ({contre})"
    return f"{bid_shown}{trump_fr(trump)}{contre_shown} pour {team_fr(team_code)}"


@then("on redistribue sans changer les scores")
def redeal(table: Table) -> None:
    game = table.need_game()
    if len(game.deals) < 2 or game.deals[-2].status not in ("passed", "cancelled"):
        fail("La donne n'a pas été redistribuée.")
    if game.totals != {"NS": 0, "EW": 0}:
        differs("Les scores ont changé", _both(0, 0), _both(game.totals["NS"], game.totals["EW"]))


@then(parsers.re(r"le nouveau donneur est (?P<who>\w+)"))
def new_dealer(table: Table, who: str) -> None:
    game = table.need_game()
    if SEATS[game.deal.dealer] != seat(who):
        differs("Le donneur", who, NAMES[SEATS[game.deal.dealer]])


@then(parsers.re(r"chaque joueur a (?P<n>\d+) cartes"))
def each_has(table: Table, n: str) -> None:
    game = table.need_game()
    counts = {s: len(game.hand(s)) for s in SEATS}
    if set(counts.values()) != {number(n)}:
        differs(
            "Les cartes en main",
            f"{n} chacun",
            ", ".join(f"{NAMES[s]} {count}" for s, count in counts.items()),
        )


@then("une carte est retournée")
def turned_card(table: Table) -> None:
    _turned_suit(table.need_game())


@then("aucune carte n'est retournée")
def no_turned_card(table: Table) -> None:
    turned = table.need_game().deal.dealt.turned
    if turned is not None:
        differs("Une carte est retournée", "aucune", parse_card(turned).french)


@then("le preneur a la carte retournée")
def taker_has_turned(table: Table) -> None:
    game = table.need_game()
    c = game.deal.contract
    turned = game.deal.dealt.turned
    if c is None:
        fail("Il n'y a pas de contrat : personne n'a pris.")
    if turned is None:
        fail("Il n'y a pas de carte retournée dans cette donne.")
    if parse_card(turned).code not in game.hand(SEATS[c.taker]):
        fail(f"Le preneur, {NAMES[SEATS[c.taker]]}, n'a pas reçu la carte retournée.")


@then(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) entame"))
def leads(table: Table, who: str) -> None:
    game = table.need_game()
    if game.phase != "play":
        differs("Personne n'entame", who, f"personne : la donne n'est pas au jeu ({game.phase})")
    if game.to_move != seat(who):
        differs("Le joueur qui entame", who, _to_move(game))


# ----------------------------------------------------------------------------- whole deals


#: The whole deal's contract: the expression :func:`golden.scenario_deals` reads it with.
_WHOLE = golden.WHOLE_DEAL


@given(parsers.re(_WHOLE))
def given_whole_deal(
    table: Table, spec: str, who: str, atout: str, bid: str | None, contre: str | None
) -> None:
    use_variant(table, spec)
    table.trump = mode(atout)
    taker = seat(who)
    table.contract = {
        "taker": "NS" if taker in "NS" else "EW",
        "seat": taker,
        "trump": table.trump,
        "bid": bid_value(bid),
        "contre": {None: 0, " contrée": 1, " surcontrée": 2}[contre],
    }


@given(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) a donné"))
def dealt_by(table: Table, who: str) -> None:
    table.dealer = seat(who)


@when("on joue les plis :")
def play_tricks(table: Table, datatable: list[list[str]]) -> None:
    """Rows « entame | cartes »: the leader, then the four cards in play order."""
    rules = table.need_rules()
    trump = table.need_trump()
    if len(table.hands) != 4 or any(len(h) != 8 for h in table.hands.values()):
        fail(
            "Il faut d'abord donner les quatre mains de huit cartes (« Et les mains suivantes : »)."
        )
    start = {s: list(h) for s, h in table.hands.items()}
    hands = {s: list(h) for s, h in table.hands.items()}
    _header, *rows = datatable
    points = {"NS": 0, "EW": 0}
    won = {"NS": 0, "EW": 0}
    winner = ""
    first_lead = None
    if table.dealer is not None:
        taker = table.contract.get("seat")
        first_lead = golden.first_leader(rules, table.dealer, taker, table.contract.get("bid"))
    for number_, row in enumerate(rows, start=1):
        if len(row) < 2:
            fail(f"Pli {number_} : il faut deux colonnes, « entame | cartes ».")
        leader = seat(row[0])
        if number_ == 1 and first_lead is not None and leader != first_lead:
            fail(f"Pli 1 : c'est {NAMES[first_lead]} qui entame, pas {NAMES[leader]}.")
        played_cards = [c.code for c in cards(row[1])]
        if len(played_cards) != 4:
            fail(f"Pli {number_} : il faut quatre cartes, pas {len(played_cards)}.")
        if winner and leader != winner:
            fail(f"Pli {number_} : c'est {NAMES[winner]} qui entame, pas {NAMES[leader]}.")
        trick: list[tuple[str, str]] = []
        for i, c in enumerate(played_cards):
            s = SEATS[(SEATS.index(leader) + i) % 4]
            with engine(f"Pli {number_} : le moteur refuse la carte de {NAMES[s]}"):
                why = rules.explain(hands[s], trick, trump, c, lang="fr")
            if why is not None:
                rule = f" (règle « {why.rule} »)" if why.rule else ""
                fail(
                    f"Pli {number_} : {NAMES[s]} ne peut pas jouer {parse_card(c).french} : "
                    f"{why.reason}{rule}."
                )
            hands[s].remove(c)
            trick.append((s, c))
        winner = rules.trick_winner(trick, trump)
        t = "NS" if winner in "NS" else "EW"
        points[t] += sum(rules.card_points(c, trump) for c in played_cards)
        won[t] += 1
        table.trick_winners.append(winner)
        table.played.append((leader, played_cards))
    if len(rows) == 8:
        points["NS" if winner in "NS" else "EW"] += int(rules.variant.rule("deck.dix_de_der"))
    table.points = points
    table.points_set = True
    table.tricks_won = won
    table.capot = rules.capot_team([won["NS"], won["EW"]], [points["NS"], points["EW"]])
    if len(rows) == 8:
        table.tricks_by_seat = {x: table.trick_winners.count(x) for x in SEATS}
        table.last_trick = "NS" if winner in "NS" else "EW"
    first = seat(rows[0][0]) if rows else "N"
    with engine("Les annonces ne se résolvent pas"):
        decl = rules.declarations(start, trump, first=first)
    table.declarations = decl
    table.annonces = dict(decl.awarded)
    order = [c for _leader, trick_cards in table.played for c in trick_cards]
    table.belote = golden.counted_belote(rules, decl.belote, order, table.unsaid)


@given(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) ne dit pas « (?P<word>belote|rebelote) »"))
def call_unsaid(table: Table, who: str, word: str) -> None:
    """A belote call the player leaves unsaid, in the deal played below (« on joue les plis »,
    « le moteur joue la donne enregistrée »); every other call is said."""
    table.unsaid.add((seat(who), word))


@then(parsers.re(r"les plis valent (?P<a>\d+) pour NS et (?P<b>\d+) pour EO"))
def tricks_worth(table: Table, a: str, b: str) -> None:
    if (table.points["NS"], table.points["EW"]) != (number(a), number(b)):
        differs("La valeur des plis", _both(a, b), _both(table.points["NS"], table.points["EW"]))


@then(parsers.re(r"les plis reviennent à (?P<seats>.+)"))
def tricks_go_to(table: Table, seats: str) -> None:
    expected = [seat(w) for w in re.split(r"[,\s]+", seats.strip()) if w]
    if table.trick_winners != expected:
        differs(
            "Les plis reviennent à d'autres joueurs",
            ", ".join(NAMES[w] for w in expected),
            ", ".join(NAMES[w] for w in table.trick_winners),
        )


# ----------------------------------------------------------------------------- recorded deals


@then(
    parsers.re(
        r"le moteur joue la donne enregistrée et marque (?P<a>\d+) pour NS et (?P<b>\d+) pour EO"
    )
)
def engine_plays_the_recorded_deal(table: Table, a: str, b: str) -> None:
    """Play the whole deal set up above (hands, contract, tricks) through :class:`Game`,
    card by card, write its record, replay the record, and check the score of both."""
    rules = table.need_rules()
    if len(table.played) != 8 or table.dealer is None:
        fail("Il faut une donne complète : le donneur (« Nord a donné »), les mains et 8 plis.")
    deal = golden.Deal(
        table.dealer,
        table.contract["seat"],
        table.contract["trump"],
        table.contract["bid"],
        table.contract["contre"],
        {seat: " ".join(hand) for seat, hand in table.hands.items()},
        [(leader, " ".join(played)) for leader, played in table.played],
    )
    try:
        game = golden.play_through_game(rules, deal, unsaid=table.unsaid)
    except IllegalAction as exc:
        fail(f"Le moteur refuse la donne : {_refused(exc)}.")
    score = game.deals[0].score
    if score is None:
        fail(f"La donne n'a pas été comptée (état : {game.deals[0].status}).")
    if (number(a), number(b)) != (score.NS, score.EW):
        differs(
            "La marque du moteur",
            _both(a, b),
            f"{_both(score.NS, score.EW)} (donne {OUTCOMES_FR.get(score.outcome, score.outcome)})",
        )
    again = golden.replayed(game)
    if again is None:
        fail("L'enregistrement de la partie ne se rejoue pas jusqu'à la marque.")
    if (again.NS, again.EW) != (score.NS, score.EW):
        differs("L'enregistrement rejoué", _both(score.NS, score.EW), _both(again.NS, again.EW))
