"""The steps of the score of a deal (contract, tricks, belote, annonces, capot, litige) and of
the end of the game (totals, target, winner, draw)."""

from __future__ import annotations

import re
from typing import Any

from pytest_bdd import parsers

from belote_spec.cards import parse_card
from belote_spec.engine.scoring import DealScore, GameEnd
from belote_spec.loader import thaw

from . import golden
from .step_helpers import (
    OUTCOMES,
    OUTCOMES_FR,
    PLAYER_LINES,
    Table,
    _both,
    bid_value,
    differs,
    engine,
    fail,
    given,
    lines_fr,
    mode,
    number,
    player,
    player_lines,
    seat,
    team,
    team_fr,
    then,
    when,
)

_CONTRACT = (
    r"un contrat pris par (?P<t>\S+) (?:à |a )(?P<atout>.+?)"
    r"(?: pour (?P<bid>\d+|capot|générale))?(?P<contre> contré| surcontré)?"
)
_SEAT_NAMES = ("Nord", "Sud", "Est", "Ouest")


@given(parsers.re(_CONTRACT))
def given_contract(table: Table, t: str, atout: str, bid: str | None, contre: str | None) -> None:
    table.trump = mode(atout)
    who = seat(t) if t in _SEAT_NAMES else None
    table.contract = {
        "taker": team(t) if who is None else golden.team(who, table.seating),
        "trump": table.trump,
        "bid": bid_value(bid),
        "contre": {None: 0, " contré": 1, " surcontré": 2}[contre],
    }
    if who is not None:
        table.contract["seat"] = who


@given(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) a fait tous les plis(?: seul)?"))
def given_all_tricks_alone(table: Table, who: str) -> None:
    s_ = seat(who)
    seating = table.seating
    table.tricks_by_seat = {x: (seating.hand_size if x == s_ else 0) for x in seating.seats}
    table.capot = golden.team(s_, seating)


@given(parsers.re(r"les plis se répartissent ainsi : (?P<split>.+)"))
def given_tricks_by_seat(table: Table, split: str) -> None:
    """« Nord 5, Sud 3 » — the tricks each seat won (the others none)."""
    counts: dict[str, int] = dict.fromkeys(table.seating.seats, 0)
    for part in split.split(","):
        m = re.fullmatch(r"\s*(Nord|Sud|Est|Ouest) (\d+)\s*", part)
        if not m:
            fail(f"Étape invalide : « {split} » ; écrivez par exemple « Nord 5, Sud 3 ».")
        counts[seat(m.group(1))] = number(m.group(2))
    hand_size = table.seating.hand_size
    if sum(counts.values()) != hand_size:
        fail(f"Les plis doivent faire {hand_size} en tout, pas {sum(counts.values())}.")
    table.tricks_by_seat = counts
    if table.seating.partnership == "none":  # each for himself: the player with every trick
        table.capot = next((x for x in counts if counts[x] == hand_size), None)
        return
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


@given(parsers.re(r"les plis valent " + PLAYER_LINES))
def given_player_points(table: Table, values: str) -> None:
    """Each player's card points, each for himself: « les plis valent 60 pour Nord, 40 pour
    Ouest et 62 pour Sud » (dix de der included)."""
    table.points = player_lines(table, values)
    table.points_set = True


@given(parsers.re(r"le dernier pli revient à (?P<who>Nord|Sud|Est|Ouest)"))
def given_player_last_trick(table: Table, who: str) -> None:
    table.last_trick = player(table, who)


@given(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) a la belote"))
def given_player_belote(table: Table, who: str) -> None:
    table.belote.append(player(table, who))


@given(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) a (?P<n>\d+) points d'annonces"))
def given_player_annonces(table: Table, who: str, n: str) -> None:
    table.annonces[player(table, who)] = number(n)


@given(parsers.re(r"une partie en cours à " + PLAYER_LINES))
def given_player_totals(table: Table, values: str) -> None:
    """Each player's total before the deal, each for himself."""
    table.totals = player_lines(table, values)


@given(parsers.re(r"(?P<n>\d+) points sont en attente d'un litige"))
def given_carried(table: Table, n: str) -> None:
    table.carried = number(n)


@when("on compte la donne")
def count_deal(table: Table) -> None:
    rules = table.need_rules()
    if not table.contract:
        fail("Il faut d'abord dire le contrat : « Soit un contrat pris par NS à l'atout cœur ».")
    if rules.line_scorer is not None:  # each for himself: a line per player
        table.score = _line_score(table)
        return
    with engine("La donne ne se compte pas"):
        table.score = rules.score_deal(table.contract, table.points, **_deal_facts(table))


def _line_score(table: Table) -> Any:
    """The deal on one score line per player (``table.partnership: none``), counted by the
    variant's line scorer: the tricks each player took are needed (a player without a trick
    is capot)."""
    rules = table.need_rules()
    scorer = rules.line_scorer
    assert scorer is not None
    if table.tricks_by_seat is None:
        fail(
            "Chacun pour soi, il faut dire les plis de chaque joueur (un joueur sans pli est "
            "capot) : « Et les plis se répartissent ainsi : Nord 4, Ouest 2, Sud 2 »."
        )
    contract = table.contract
    with engine("La donne ne se compte pas"):
        return scorer(
            contract["taker"],
            table.points,
            tricks=dict(table.tricks_by_seat),
            mode=["S", "H", "D", "C", "SA", "TA"].index(contract["trump"]),
            bid=contract.get("bid"),
            belote=list(table.belote),
            declarations=table.annonces,
            last_trick=table.last_trick,
        )


def _deal_facts(table: Table) -> dict[str, Any]:
    """What the scenario says of the deal beyond its contract and card points, as the scorer
    takes it."""
    return {
        "belote": table.belote or None,
        "declarations": table.annonces,
        "trick_bonuses": table.trick_bonuses,
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
    if rules.line_game_end is not None:  # each for himself: a line per player
        score = _line_score(table)
        table.score = score
        with engine("La fin de partie ne se calcule pas"):
            table.end = rules.line_game_end(dict(table.totals), score, table.target)
        return
    with engine("La donne ne se compte pas"):
        table.score, table.end = rules.settle_deal(
            dict(table.totals),
            table.target,
            table.contract,
            table.points,
            mode=["S", "H", "D", "C", "SA", "TA"].index(table.contract["trump"]),
            **_deal_facts(table),
        )
        if table.deal_number is not None and not table.end.over:
            ended = rules.deals_end(dict(table.totals), table.score, table.deal_number)
            table.end = ended or table.end


@when("chaque joueur a ses huit cartes")
def hands_complete(table: Table) -> None:
    """The four hands (« les mains suivantes : ») are complete, dealt by the dealer (« Est a
    donné »): a hand that wins the whole game at once (``game_end.instant_win``) ends it; the
    game goes on otherwise."""
    rules = table.need_rules()
    if len(table.hands) != 4 or any(len(h) != 8 for h in table.hands.values()):
        fail(
            "Il faut d'abord donner les quatre mains de huit cartes (« Et les mains suivantes : »)."
        )
    if table.dealer is None:
        fail("Il faut dire qui a donné (« Et Est a donné »).")
    seating = rules.seating
    hands = [sum(1 << int(parse_card(c)) for c in table.hands[s]) for s in seating.seats]
    with engine("Les mains complètes ne se jugent pas"):
        ended = rules.instant_win(hands, seating.seat_index(table.dealer), dict(table.totals))
    table.end = ended or GameEnd(None, "", 0)


@given(parsers.re(r"la donne est la (?P<n>\d+)e de la feuille de marque"))
def given_deal_number(table: Table, n: str) -> None:
    """The deal's place among the deals on the score sheet (``game_end.deals``)."""
    table.deal_number = number(n)


@then(parsers.re(r"le total est de " + PLAYER_LINES))
def player_totals(table: Table, values: str) -> None:
    """Each player's total after the deal, each for himself."""
    expected = player_lines(table, values)
    s = _score(table)
    got = {line: table.totals.get(line, 0) + int(s[line]) for line in expected}
    if got != expected:
        differs("Le total de la partie", lines_fr(expected), lines_fr(got))


@then(parsers.re(r"la marque est " + PLAYER_LINES))
def player_marks(table: Table, values: str) -> None:
    """Each player's score for the deal, each for himself: « la marque est 60 pour Nord, 40
    pour Ouest et 62 pour Sud »."""
    expected = player_lines(table, values)
    s = _score(table)
    got = {line: int(s[line]) for line in expected}
    if got != expected:
        differs(
            "La marque de la donne",
            lines_fr(expected),
            f"{lines_fr(got)} (donne {OUTCOMES_FR.get(s.outcome, s.outcome)})",
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


def _score(table: Table) -> Any:
    """The deal's score: a :class:`DealScore` (``NS``, ``EW``), or a line score keyed by the
    players' seat codes each for himself (``s["N"]``)."""
    return _deal_score(table)


def _deal_score(table: Table) -> DealScore:
    if table.score is None:
        count_deal(table)
    if table.score is None:  # pragma: no cover - count_deal sets it or fails
        fail("La donne n'a pas été comptée.")
    return table.score


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
    elif end.winner is not None and end.winner in ("NS", "EW"):
        state = f"l'équipe {team_fr(end.winner)} gagne la partie"
    elif end.winner is not None:
        state = f"{team_fr(end.winner)} gagne la partie"
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


@then(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) gagne la partie"))
def player_wins(table: Table, who: str) -> None:
    """A player wins the game, each for himself."""
    end = _end(table)
    code = player(table, who)
    if end.winner != code:
        differs("La fin de partie", f"{team_fr(code)} gagne la partie", _end_shown(end))


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
