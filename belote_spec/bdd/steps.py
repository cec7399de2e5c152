"""Step definitions of the French acceptance scenarios (``features/*.feature``).

The steps read the way a player talks at the table: « Soit une donne de la variante
"classic" à l'atout cœur », « Et Nord a joué l'as de pique », « Quand Sud doit jouer avec
V♥ 9♥ A♦ », « Alors les cartes jouables sont V♥ 9♥ ». Cards are written in French (V, D, R, A,
10 with ♠♥♦♣ or pique/cœur/carreau/trèfle) or as English codes; seats are Nord, Ouest, Sud,
Est; teams NS and EO (or Nord-Sud, Est-Ouest).

A step that cannot be understood (a card or a seat that does not exist) fails with a French
message saying what was expected, never with a bare traceback.

This module is a pytest plugin, installed with the package (entry point ``pytest11``, with
the ``bdd`` extra: ``pip install "belote-spec[bdd]"``): a repository holding its own
``variants/*.yaml`` and ``features/*.feature`` runs its scenarios with plain ``pytest``, a test
module binding them with ``pytest_bdd.scenarios("features")``. A variant is named by name
(« la variante "classic" ») or by the path of its file (« la variante "variants/mine.yaml" »),
relative to the folder pytest runs in.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd import given, parsers, then, when

from belote_spec import VariantError, load_variant
from belote_spec.cards import (
    SEATS,
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
from belote_spec.loader import Variant, builtin_variant_dir, parse_variant_spec, thaw

# The golden-deal helpers check with plain asserts: rewritten, as in a test module, so that a
# failure shows its values (registered before the import).
pytest.register_assert_rewrite("belote_spec.bdd.golden")

from . import golden  # noqa: E402

NAMES = {"N": "Nord", "W": "Ouest", "S": "Sud", "E": "Est"}
OUTCOMES = {
    "faite": "made",
    "fait": "made",
    "réussie": "made",
    "dedans": "dedans",
    "chute": "dedans",
    "litige": "litige",
    "capot": "capot",
}
KINDS = {
    "tierce": "tierce",
    "cinquante": "cinquante",
    "cent": "cent",
    "carré": "carre",
    "carre": "carre",
}

_RULES_CACHE: dict[tuple[str, str], Rules] = {}

#: The ini option naming the folders of the repository's own variants (relative to pytest's
#: root folder): a scenario names the variant of ``variants/mine.yaml`` as « "mine" ».
VARIANTS_INI = "belote_variants"


def pytest_addoption(parser: pytest.Parser) -> None:
    """The ``belote_variants`` ini option (default: ``variants``)."""
    parser.addini(
        VARIANTS_INI,
        "folders of the repository's own variant files, loadable by name in the scenarios "
        "(relative to the root folder; default: variants)",
        type="args",
        default=["variants"],
    )


def fail(message: str) -> None:
    """Fail the scenario with a message for a rule maintainer."""
    pytest.fail(message, pytrace=False)


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
        raise  # pragma: no cover - fail() raises


def cards(text: str) -> list[Card]:
    """Several cards: « V♥ 9♥ A♦ », « valet de cœur, as de pique », or « aucune »."""
    if text.strip().lower() in ("", "aucune", "rien", "-"):
        return []
    single = re.sub(r"^(l'|le |la |un |une )", "", text.strip(), flags=re.IGNORECASE)
    if single != text.strip():
        return [card(text)]
    try:
        return parse_cards(text)
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
        raise  # pragma: no cover


def seat(text: str) -> str:
    """A seat: Nord, Ouest, Sud, Est (or N, O/W, S, E)."""
    try:
        return parse_seat(text.strip())
    except SeatError:
        fail(
            f"Étape invalide : « {text} » n'est pas une place à la table. Les places sont "
            "Nord, Ouest, Sud et Est."
        )
        raise  # pragma: no cover


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
        raise  # pragma: no cover


def number(text: str) -> int:
    try:
        return int(text.strip())
    except ValueError:
        fail(f"Étape invalide : « {text} » n'est pas un nombre entier.")
        raise  # pragma: no cover


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
        assert self.rules is not None
        return self.rules

    def need_trump(self) -> str:
        if self.trump is None:
            fail("Il faut d'abord dire l'atout : « Soit une donne à l'atout cœur ».")
        assert self.trump is not None
        return self.trump

    def need_game(self) -> Game:
        if self.game is None:
            fail("Il faut d'abord commencer une partie : « Soit une partie de la variante … ».")
        assert self.game is not None
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
        fail(f"La variante « {spec} » ne se charge pas :\n{exc}")
        raise  # pragma: no cover
    key = (spec, str(t.root))
    if key not in _RULES_CACHE:
        _RULES_CACHE[key] = variant.compile()
    t.spec, t.variant, t.rules = spec, variant, _RULES_CACHE[key]


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
    assert variant is not None
    try:
        actual = thaw(variant.rule(path))
    except KeyError:
        fail(f"La règle « {path} » n'existe pas dans le schéma des variantes.")
        raise  # pragma: no cover
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


@given(parsers.re(r"(?P<who>\w+) a joué (?P<what>.+)"))
def played(table: Table, who: str, what: str) -> None:
    s = seat(who)
    check_turn(table, s)
    table.trick.append((s, card(what).code))


@when(parsers.re(r"(?P<who>\w+) doit jouer avec (?P<what>.+)"))
def must_play(table: Table, who: str, what: str) -> None:
    s = seat(who)
    check_turn(table, s)
    table.to_play = s
    table.hand = [c.code for c in cards(what)]


def _legal(table: Table) -> list[str]:
    rules = table.need_rules()
    return [c.code for c in rules.legal_cards(table.hand, table.trick, table.need_trump())]


def _show(codes: list[str]) -> str:
    return " ".join(parse_card(c).french for c in codes) or "aucune"


@then(parsers.re(r"les cartes jouables sont (?P<what>.+)"))
def playable_are(table: Table, what: str) -> None:
    expected = sorted(c.code for c in cards(what))
    actual = sorted(_legal(table))
    if actual != expected:
        fail(f"Cartes jouables attendues : {_show(expected)} ; le moteur donne : {_show(actual)}.")


@then("toutes ses cartes sont jouables")
def all_playable(table: Table) -> None:
    playable_are(table, " ".join(table.hand))


@then(parsers.re(r"(?P<what>.+) est jouable"))
def is_playable(table: Table, what: str) -> None:
    c = card(what).code
    if c not in _legal(table):
        fail(f"{parse_card(c).french} devrait être jouable ; jouables : {_show(_legal(table))}.")


@then(parsers.re(r'(?P<what>.+) est refusée? au nom de la règle "(?P<path>[a-z_.]+)"'))
def is_refused(table: Table, what: str, path: str) -> None:
    rules = table.need_rules()
    c = card(what)
    why = rules.explain(table.hand, table.trick, table.need_trump(), c, lang="fr")
    if why is None:
        fail(f"{c.french} devrait être refusée ({path}) mais le moteur l'accepte.")
    assert why is not None
    if why.rule != path:
        fail(f"{c.french} est refusée au nom de « {why.rule} » ({why.reason}), pas de « {path} ».")


@then(parsers.re(r"le pli revient à (?P<who>\w+)"))
def trick_goes_to(table: Table, who: str) -> None:
    rules = table.need_rules()
    trick = list(table.trick)
    if table.to_play is not None and len(table.hand) == 1:
        trick.append((table.to_play, table.hand[0]))
    actual = rules.trick_winner(trick, table.need_trump())
    if actual != seat(who):
        fail(f"Le pli revient à {NAMES[actual]}, pas à {NAMES[seat(who)]}.")


@then(parsers.re(r"(?P<what>.+) vaut (?P<n>-?\d+) points?"))
def card_is_worth(table: Table, what: str, n: str) -> None:
    rules = table.need_rules()
    c = card(what)
    actual = rules.card_points(c, table.need_trump())
    if actual != number(n):
        fail(f"{c.french} vaut {actual} points à {table.trump}, pas {n}.")


@then(parsers.re(r"le paquet vaut (?P<n>\d+) points avec le dix de der"))
def deck_total(table: Table, n: str) -> None:
    rules = table.need_rules()
    trump = table.need_trump()
    total = sum(rules.card_points(Card(i), trump) for i in range(32))
    total += int(rules.variant.rule("deck.dix_de_der"))
    if total != number(n):
        fail(f"Le paquet vaut {total} points avec le dix de der, pas {n}.")


# ----------------------------------------------------------------------------- hands, annonces


@given("les mains suivantes :")
def hands_table(table: Table, datatable: list[list[str]]) -> None:
    header, *rows = datatable
    if [h.strip().lower() for h in header[:2]] != ["joueur", "cartes"]:
        fail("Le tableau des mains doit avoir les colonnes « joueur | cartes ».")
    for row in rows:
        table.hands[seat(row[0])] = [c.code for c in cards(row[1])]


@given(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) tient (?P<what>.+)"))
def holds(table: Table, who: str, what: str) -> None:
    table.hands[seat(who)] = [c.code for c in cards(what)]


@given(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) ne montre pas ses annonces"))
def does_not_show(table: Table, who: str) -> None:
    table.unshown.append(seat(who))


@given(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) entame le premier pli"))
def first_lead(table: Table, who: str) -> None:
    table.first = seat(who)


@given(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) garde ses annonces pour lui"))
def keeps_annonces(table: Table, who: str) -> None:
    table.silent.append(seat(who))


@when("on résout les annonces")
def resolve(table: Table) -> None:
    rules = table.need_rules()
    try:
        table.declarations = rules.declarations(
            table.hands,
            table.need_trump(),
            unshown=table.unshown,
            silent=table.silent,
            first=table.first,
        )
    except ValueError as exc:
        fail(f"Les annonces ne se résolvent pas : {exc}")


def _declared(table: Table) -> Any:
    if table.declarations is None:
        resolve(table)
    return table.declarations


@then(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) annonce (?P<what>.+)"))
def announces(table: Table, who: str, what: str) -> None:
    """« Nord annonce une tierce (20) et un carré (200) » or « Nord n'annonce rien »."""
    found = _declared(table).by_seat[seat(who)]
    actual = sorted((a.kind, a.points) for a in found)
    expected: list[tuple[str, int]] = []
    for kind, pts in re.findall(r"(tierce|cinquante|cent|carré|carre)\w*[^()]*\((\d+)\)", what):
        expected.append((KINDS[kind], int(pts)))
    if not expected and what.strip() not in ("rien", "aucune annonce"):
        fail(
            f"Étape invalide : « {what} ». Écrivez par exemple « une tierce (20) et un carré "
            "(200) » ou « rien »."
        )
    if actual != sorted(expected):
        shown = ", ".join(f"{k} ({p})" for k, p in actual) or "rien"
        fail(f"{NAMES[seat(who)]} annonce {shown}.")


@then(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) n'annonce rien"))
def announces_nothing(table: Table, who: str) -> None:
    announces(table, who, "rien")


@then(parsers.re(r"l'équipe (?P<t>\S+) marque (?P<n>\d+) points d'annonces"))
def team_scores_annonces(table: Table, t: str, n: str) -> None:
    awarded = _declared(table).awarded
    code = team(t)
    if awarded[code] != number(n):
        fail(f"L'équipe {team_fr(code)} marque {awarded[code]} points d'annonces, pas {n}.")


@then("aucune équipe ne marque d'annonce")
def nobody_scores(table: Table) -> None:
    awarded = _declared(table).awarded
    if awarded["NS"] or awarded["EW"]:
        fail(f"Des annonces comptent : NS {awarded['NS']}, EO {awarded['EW']}.")


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
        fail(f"{NAMES[seat(who)]} a {actual} belote(s), pas {count}.")


@then("personne n'a la belote")
def no_belote(table: Table) -> None:
    if _declared(table).belote:
        fail(f"Belote trouvée : {dict(_declared(table).belote)}.")


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


@given(parsers.re(r"les plis se répartissent ainsi : (?P<what>.+)"))
def given_tricks_by_seat(table: Table, what: str) -> None:
    """« Nord 5, Sud 3 » — the tricks each seat won (the others none)."""
    counts: dict[str, int] = dict.fromkeys(SEATS, 0)
    for part in what.split(","):
        m = re.fullmatch(r"\s*(Nord|Sud|Est|Ouest) (\d+)\s*", part)
        if not m:
            fail(f"Étape invalide : « {what} » ; écrivez par exemple « Nord 5, Sud 3 ».")
        assert m is not None
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
    table.score = rules.score_deal(
        table.contract,
        table.points,
        belote=table.belote or None,
        declarations=table.annonces,
        capot=table.capot,
        carried=table.carried,
        tricks=table.tricks_by_seat,
        last_trick=table.last_trick,
    )


@when("la donne compte pour la partie")
def deal_counts_for_the_game(table: Table) -> None:
    """Score the deal set up above on top of « une partie en cours à … » and check the end of
    the game as the game does (the last deal counted exactly where the variant says so)."""
    rules = table.need_rules()
    if not table.contract:
        fail("Il faut d'abord dire le contrat : « Soit un contrat pris par NS à l'atout cœur ».")
    try:
        table.score, table.end = rules.settle_deal(
            dict(table.totals),
            table.target,
            table.contract,
            table.points,
            mode=["S", "H", "D", "C", "SA", "TA"].index(table.contract["trump"]),
            belote=table.belote or None,
            declarations=table.annonces,
            capot=table.capot,
            carried=table.carried,
            tricks=table.tricks_by_seat,
            last_trick=table.last_trick,
        )
    except ValueError as exc:
        fail(f"La donne ne se compte pas : {exc}")


@then(parsers.re(r"le total est de (?P<a>\d+) pour NS et (?P<b>\d+) pour EO"))
def game_totals(table: Table, a: str, b: str) -> None:
    s = _score(table)
    totals = (table.totals["NS"] + s.NS, table.totals["EW"] + s.EW)
    if totals != (number(a), number(b)):
        fail(f"Le total est de {totals[0]} pour NS et {totals[1]} pour EO.")


@then("la donne est comptée au point près")
def counted_exactly(table: Table) -> None:
    if not _score(table).exact:
        fail("La donne a été arrondie.")


def _score(table: Table) -> DealScore:
    if table.score is None:
        count_deal(table)
    assert table.score is not None
    return table.score


@then(parsers.re(r"la marque est (?P<a>\d+) pour NS et (?P<b>\d+) pour EO"))
def marks(table: Table, a: str, b: str) -> None:
    s = _score(table)
    if (number(a), number(b)) != (s.NS, s.EW):
        fail(f"La marque est {s.NS} pour NS et {s.EW} pour EO (donne {s.outcome}).")


@then(parsers.re(r'la donne est "(?P<what>[^"]+)"'))
def outcome(table: Table, what: str) -> None:
    expected = OUTCOMES.get(what.strip().lower())
    if expected is None:
        fail(f"Étape invalide : « {what} ». Écrivez faite, dedans, litige ou capot.")
    s = _score(table)
    if s.outcome != expected:
        fail(f"La donne est « {s.outcome} », pas « {what} ».")


@then(parsers.re(r"(?P<n>\d+) points restent en attente"))
def held(table: Table, n: str) -> None:
    s = _score(table)
    if s.held != number(n):
        fail(f"{s.held} points restent en attente, pas {n}.")


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
    table.end = rules.game_end(table.totals, table.capot_loser, table.target)


@then("la partie est nulle")
def game_drawn(table: Table) -> None:
    assert table.end is not None
    if not table.end.draw:
        fail(f"La partie n'est pas nulle ({table.end.reason}).")


@then("la partie est finie")
def game_over(table: Table) -> None:
    assert table.end is not None
    if table.end.winner is None:
        fail(f"La partie continue ({table.end.reason}).")


@then(parsers.re(r"l'équipe (?P<t>\S+) gagne la partie"))
def wins(table: Table, t: str) -> None:
    assert table.end is not None
    if table.end.winner != team(t):
        fail(f"Résultat : {table.end.winner or 'personne'} ({table.end.reason}).")


@then("la partie continue")
def goes_on(table: Table) -> None:
    assert table.end is not None
    if table.end.over:
        fail(f"La partie est finie : {table.end.winner} gagne ({table.end.reason}).")


@then(parsers.re(r"l'écart est de (?P<n>-?\d+)"))
def difference(table: Table, n: str) -> None:
    assert table.end is not None
    if table.end.difference != int(n):
        fail(f"L'écart est de {table.end.difference}, pas {n}.")


# ----------------------------------------------------------------------------- bidding & dealing


@given(
    parsers.re(
        r'une partie de la variante "(?P<spec>[^"]+)" dont (?P<who>\w+) est le donneur'
        r"(?: \(graine (?P<graine>\d+)\))?"
    )
)
def given_game(table: Table, spec: str, who: str, graine: str | None) -> None:
    use_variant(table, spec)
    table.game = table.need_rules().new_game(seed=int(graine or 1), dealer=seat(who))


def _turned_suit(game: Game) -> str:
    turned = game.deal.dealt.turned
    if turned is None:
        fail("Il n'y a pas de carte retournée dans cette donne.")
    assert turned is not None
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
    raise AssertionError  # pragma: no cover


@then(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) parle en premier"))
def speaks_first(table: Table, who: str) -> None:
    game = table.need_game()
    if game.to_move != seat(who):
        fail(f"C'est {NAMES[game.to_move or 'N']} qui parle, pas {who}.")


_CALL = (
    r"passe|prend .+|annonce .+|contre|surcontre|demande le capot|joue quand même|"
    r"demande une nouvelle donne|bat les cartes|ramasse les cartes sans les battre"
)


@when(parsers.re(rf"(?P<who>Nord|Sud|Est|Ouest) (?P<what>{_CALL})"))
def calls(table: Table, who: str, what: str) -> None:
    game = table.need_game()
    if game.to_move != seat(who):
        fail(f"C'est à {NAMES[game.to_move or 'N']} de parler, pas à {who}.")
    try:
        game.apply(_action_for(game, what))
    except IllegalAction as exc:
        fail(f"{who} ne peut pas {what} : {exc.reason} [{exc.rule}]")


@when(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) contre hors de son tour"))
def contre_out_of_turn(table: Table, who: str) -> None:
    game = table.need_game()
    try:
        game.apply("contre", seat(who))
    except IllegalAction as exc:
        fail(f"{who} ne peut pas contrer hors de son tour : {exc.reason} [{exc.rule}]")


@then(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) peut contrer hors de son tour"))
def may_contre_out_of_turn(table: Table, who: str) -> None:
    game = table.need_game()
    if "contre" not in game.legal_actions(seat(who)):
        fail(f"{who} ne peut pas contrer maintenant : {game.legal_actions(seat(who))}.")


@then(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) ne peut pas contrer hors de son tour"))
def may_not_contre_out_of_turn(table: Table, who: str) -> None:
    game = table.need_game()
    if "contre" in game.legal_actions(seat(who)):
        fail(f"{who} ne devrait pas pouvoir contrer hors de son tour.")


@when(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) signale une fausse donne"))
def misdeal(table: Table, who: str) -> None:
    game = table.need_game()
    try:
        game.misdeal(seat(who))
    except IllegalAction as exc:
        fail(f"La fausse donne n'est pas acceptée : {exc.reason}")


@then(parsers.re(r"le score de la partie est de (?P<a>\d+) pour NS et (?P<b>\d+) pour EO"))
def game_score(table: Table, a: str, b: str) -> None:
    game = table.need_game()
    if (game.totals["NS"], game.totals["EW"]) != (number(a), number(b)):
        fail(f"Le score est de {game.totals['NS']} pour NS et {game.totals['EW']} pour EO.")


@then(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) ne peut que passer"))
def only_pass(table: Table, who: str) -> None:
    game = table.need_game()
    if game.to_move != seat(who):
        fail(f"C'est à {NAMES[game.to_move or 'N']} de parler, pas à {who}.")
    if game.legal_actions() != ["pass"]:
        fail(f"{who} peut aussi : {', '.join(game.legal_actions())}.")


@then(parsers.re(r"les enchères possibles commencent par (?P<what>.+)"))
def bids_start_with(table: Table, what: str) -> None:
    """« 82, 90, 100 » — the numeric bids offered to the player to move, in order."""
    game = table.need_game()
    values: list[str] = []
    for action in game.legal_actions():
        if action.startswith("bid:"):
            v = action.split(":")[1]
            if v not in values:
                values.append(v)
    wanted = [w.strip() for w in what.split(",")]
    if values[: len(wanted)] != wanted:
        fail(f"Les enchères possibles commencent par {', '.join(values[: len(wanted) + 2])}.")


@when("tout le monde passe")
def all_pass(table: Table) -> None:
    game = table.need_game()
    deals = len(game.deals)
    while len(game.deals) == deals and "pass" in game.legal_actions():
        game.apply("pass")


@then(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) peut (?P<what>.+)"))
def may(table: Table, who: str, what: str) -> None:
    game = table.need_game()
    if game.to_move != seat(who):
        fail(f"C'est à {NAMES[game.to_move or 'N']} de parler, pas à {who}.")
    action = _action_for(game, what)
    if action not in game.legal_actions():
        fail(f"{who} ne peut pas {what} ; ses choix : {', '.join(game.legal_actions())}.")


@then(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) ne peut pas (?P<what>.+)"))
def may_not(table: Table, who: str, what: str) -> None:
    game = table.need_game()
    action = _action_for(game, what)
    if action in game.legal_actions():
        fail(f"{who} ne devrait pas pouvoir {what}.")


@then(parsers.re(r"le contrat est (?P<what>.+) pour (?P<t>\S+)"))
def contract_is(table: Table, what: str, t: str) -> None:
    game = table.need_game()
    c = game.deal.contract
    if c is None:
        fail("Il n'y a pas de contrat.")
    assert c is not None
    m = re.fullmatch(
        r"(?:(?P<bid>\d+|capot|générale) )?(?:à |a )(?P<atout>.+?)(?P<contre> contré| surcontré)?",
        what,
    )
    if not m:
        fail(f"Étape invalide : « {what} » ; écrivez par exemple « 90 à pique » ou « à cœur ».")
    assert m is not None
    bid = m.group("bid")
    expected_bid = bid_value(bid)
    contre = {None: 0, " contré": 1, " surcontré": 2}[m.group("contre")]
    actual = (c.team, c.trump, c.bid, c.contre)
    wanted = (team(t), mode(m.group("atout")), expected_bid, contre)
    if actual != wanted:
        fail(f"Le contrat est {actual}, pas {wanted}.")


@then("on redistribue sans changer les scores")
def redeal(table: Table) -> None:
    game = table.need_game()
    if len(game.deals) < 2 or game.deals[-2].status not in ("passed", "cancelled"):
        fail("La donne n'a pas été redistribuée.")
    if game.totals != {"NS": 0, "EW": 0}:
        fail(f"Les scores ont changé : {game.totals}.")


@then(parsers.re(r"le nouveau donneur est (?P<who>\w+)"))
def new_dealer(table: Table, who: str) -> None:
    game = table.need_game()
    if SEATS[game.deal.dealer] != seat(who):
        fail(f"Le donneur est {NAMES[SEATS[game.deal.dealer]]}, pas {who}.")


@then(parsers.re(r"chaque joueur a (?P<n>\d+) cartes"))
def each_has(table: Table, n: str) -> None:
    game = table.need_game()
    counts = {s: len(game.hand(s)) for s in SEATS}
    if set(counts.values()) != {number(n)}:
        fail(f"Les joueurs ont {counts} cartes.")


@then("une carte est retournée")
def turned_card(table: Table) -> None:
    _turned_suit(table.need_game())


@then("aucune carte n'est retournée")
def no_turned_card(table: Table) -> None:
    if table.need_game().deal.dealt.turned is not None:
        fail("Une carte est retournée.")


@then("le preneur a la carte retournée")
def taker_has_turned(table: Table) -> None:
    game = table.need_game()
    c = game.deal.contract
    turned = game.deal.dealt.turned
    assert c is not None
    assert turned is not None
    if parse_card(turned).code not in game.hand(SEATS[c.taker]):
        fail("Le preneur n'a pas reçu la carte retournée.")


@then(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) entame"))
def leads(table: Table, who: str) -> None:
    game = table.need_game()
    if game.phase != "play" or game.to_move != seat(who):
        fail(f"C'est {NAMES[game.to_move or 'N']} qui entame ({game.phase}).")


# ----------------------------------------------------------------------------- whole deals


_WHOLE = (
    r'une donne de la variante "(?P<spec>[^"]+)" prise par (?P<who>\w+) (?:à |a )'
    r"(?P<atout>.+?)(?: pour (?P<bid>\d+|capot|générale))?(?P<contre> contrée| surcontrée)?"
)


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
            why = rules.explain(hands[s], trick, trump, c, lang="fr")
            if why is not None:
                rule = f" [{why.rule}]" if why.rule else ""
                fail(
                    f"Pli {number_} : {NAMES[s]} ne peut pas jouer {parse_card(c).french} : "
                    f"{why.reason}{rule}"
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
    decl = rules.declarations(start, trump, first=seat(rows[0][0]) if rows else "N")
    table.declarations = decl
    table.annonces = dict(decl.awarded)
    order = [c for _leader, trick_cards in table.played for c in trick_cards]
    table.belote = golden.counted_belote(rules, decl.belote, order)


@then(parsers.re(r"les plis valent (?P<a>\d+) pour NS et (?P<b>\d+) pour EO"))
def tricks_worth(table: Table, a: str, b: str) -> None:
    if (table.points["NS"], table.points["EW"]) != (number(a), number(b)):
        fail(f"Les plis valent {table.points['NS']} pour NS et {table.points['EW']} pour EO.")


@then(parsers.re(r"les plis reviennent à (?P<who>.+)"))
def tricks_go_to(table: Table, who: str) -> None:
    expected = [seat(w) for w in re.split(r"[,\s]+", who.strip()) if w]
    if table.trick_winners != expected:
        shown = ", ".join(NAMES[w] for w in table.trick_winners)
        fail(f"Les plis reviennent à {shown}.")


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
    assert table.dealer is not None
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
        game = golden.play_through_game(rules, deal)
    except IllegalAction as exc:
        fail(f"Le moteur refuse la donne : {exc.reason} [{exc.rule}]")
    score = game.deals[0].score
    if score is None:
        fail(f"La donne n'a pas été comptée (état : {game.deals[0].status}).")
    assert score is not None
    if (number(a), number(b)) != (score.NS, score.EW):
        fail(f"Le moteur marque {score.NS} pour NS et {score.EW} pour EO ({score.outcome}).")
    again = golden.replayed(game)
    assert again is not None
    if (again.NS, again.EW) != (score.NS, score.EW):
        fail("L'enregistrement rejoué ne donne pas la même marque.")
