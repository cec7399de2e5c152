"""What the French steps share: pytest-bdd's decorators (each step recorded for the
suggestions of an unknown one), the readers of cards, seats, teams, modes and values
written in French, the failures in the scenario's terms, and the scenario's table (the
``table`` fixture) with the variant it plays."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn

import pytest
import pytest_bdd

from belote_spec import VariantError, load_variant
from belote_spec.cards import (
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
from belote_spec.coverage import rule_value as read_rule_value
from belote_spec.engine.bidding import IllegalAction
from belote_spec.engine.game import Game
from belote_spec.engine.rules import Rules
from belote_spec.engine.scoring import DealScore, GameEnd
from belote_spec.loader import Variant, builtin_variant_dir, parse_variant_spec
from belote_spec.seating import FOUR, Seating

from . import golden, trace
from .report import StepFailed, engine_reason, recorded

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


def bid_value(bid: str | None) -> int | str | None:
    """A bid as written in a scenario: a number, « capot » or « générale »."""
    if bid is None:
        return None
    if bid == "capot":
        return "capot"
    if bid == "générale":
        return "generale"
    return number(bid)


def _both(ns: object, ew: object) -> str:
    return f"{ns} pour NS et {ew} pour EO"


#: The outcome of a deal as the scenarios write it.
OUTCOMES_FR = {"made": "faite", "dedans": "dedans", "litige": "litige", "capot": "capot"}


def _refused(exc: IllegalAction) -> str:
    return f"{exc.reason} (règle « {exc.rule} »)" if exc.rule else exc.reason


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
    """A score line as the scenarios write it: ``NS``, ``EO``, or a player's name (``Nord``)
    at a table of players each for himself."""
    if code in NAMES:
        return NAMES[code]
    return "NS" if code == "NS" else "EO"


#: Several players' numbers, as the scenarios write them at three or two players each for
#: himself: « 60 pour Nord, 40 pour Ouest et 62 pour Sud », « 90 pour Nord et 72 pour Sud ».
PLAYER_LINES = (
    r"(?P<values>\d+ pour (?:Nord|Ouest|Sud|Est)(?:, \d+ pour (?:Nord|Ouest|Sud|Est))*"
    r" et \d+ pour (?:Nord|Ouest|Sud|Est))"
)


def player_lines(t: Table, text: str) -> dict[str, int]:
    """« 60 pour Nord, 40 pour Ouest et 62 pour Sud » → ``{"N": 60, "W": 40, "S": 62}``, one
    value for each player of the variant's table (players each for himself)."""
    seating = t.seating
    if seating.partnership != "none":
        fail(
            f"Étape invalide : « {text} » ; à la table de « {t.spec or 'classic'} », on marque "
            "par équipe : écrivez « … pour NS et … pour EO »."
        )
    values: dict[str, int] = {}
    for part in re.split(r", | et ", text):
        amount, _pour, who = part.partition(" pour ")
        code = seat(who)
        if code in values:
            fail(f"Étape invalide : {who} est écrit deux fois dans « {text} ».")
        values[code] = number(amount)
    missing = [NAMES[x] for x in seating.lines if x not in values]
    extra = [NAMES[x] for x in values if x not in seating.lines]
    if missing or extra:
        fail(
            f"Étape invalide : « {text} » ; les joueurs de la table sont "
            f"{', '.join(NAMES[x] for x in seating.lines)}."
        )
    return {x: values[x] for x in seating.lines}


def lines_fr(values: Mapping[str, object]) -> str:
    """``{"N": 60, "W": 40, "S": 62}`` → « 60 pour Nord, 40 pour Ouest et 62 pour Sud »."""
    parts = [f"{v} pour {team_fr(k)}" for k, v in values.items()]
    return ", ".join(parts[:-1]) + " et " + parts[-1] if len(parts) > 1 else "".join(parts)


def player(t: Table, text: str) -> str:
    """A player's score line at a table of players each for himself: its seat code."""
    code = seat(text)
    if code not in t.seating.lines:
        fail(
            f"Étape invalide : « {text} » ne joue pas à cette table ; les joueurs sont "
            f"{', '.join(NAMES[x] for x in t.seating.lines)}."
        )
    return code


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
    changed_from: str | None = None
    """The variant a scenario changes rules of (« la règle … est mise à … »), the one chosen."""
    changes: dict[str, Any] = field(default_factory=dict)
    """The rules the scenario set otherwise so far, by path."""
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
    trick_bonuses: dict[str, int] | None = None
    """Each team's trick bonuses in the deal played (None where the variant scores none)."""
    capot: str | None = None
    carried: int = 0
    score: DealScore | None = None
    totals: dict[str, int] = field(default_factory=lambda: {"NS": 0, "EW": 0})
    capot_loser: str | None = None
    target: int | None = None
    deal_number: int | None = None
    """The deal's place on the score sheet (« la donne est la 16e de la feuille de marque »)."""
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

    @property
    def seating(self) -> Seating:
        """The seats of the chosen variant's table (the classic table before one is chosen)."""
        return FOUR if self.rules is None else self.rules.seating

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
    t.changed_from, t.changes = None, {}
    lines = t.rules.seating.lines
    if lines != ("NS", "EW"):  # players each for himself: a line each
        t.points = dict.fromkeys(lines, 0)
        t.annonces = dict.fromkeys(lines, 0)
        t.totals = dict.fromkeys(lines, 0)
        t.tricks_won = dict.fromkeys(lines, 0)


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
