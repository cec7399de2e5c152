"""The steps of the deal and the bidding: the dealer, the turned card, each call, who speaks,
the contract, the contre out of turn, the misdeal and the redeal."""

from __future__ import annotations

import copy
import re

from pytest_bdd import parsers

from belote_spec.cards import CardError, parse_card
from belote_spec.engine.bidding import IllegalAction
from belote_spec.engine.game import Game

from .step_helpers import (
    NAMES,
    PLAYER_LINES,
    Table,
    _both,
    _refused,
    bid_value,
    differs,
    engine,
    fail,
    given,
    lines_fr,
    mode,
    number,
    player_lines,
    seat,
    team,
    team_fr,
    then,
    trump_fr,
    use_variant,
    when,
)


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


@then(parsers.re(r"le score de la partie est de " + PLAYER_LINES))
def player_game_score(table: Table, values: str) -> None:
    """Each player's total in the game played, each for himself."""
    game = table.need_game()
    expected = player_lines(table, values)
    got = {line: game.totals[line] for line in expected}
    if got != expected:
        differs("Le score de la partie", lines_fr(expected), lines_fr(got))


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
    if bidding.may_speak(table.seating.seat_index(code)):
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
            ", ".join(NAMES[table.seating.seats[s]] for s in bidding.speakers()),
        )
    for code in table.seating.seats:
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
    dealer = table.seating.seats[game.deal.dealer]
    if dealer != seat(who):
        differs("Le donneur", who, NAMES[dealer])


@then(parsers.re(r"chaque joueur a (?P<n>\d+) cartes"))
def each_has(table: Table, n: str) -> None:
    game = table.need_game()
    counts = {s: len(game.hand(s)) for s in table.seating.seats}
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
    taker = table.seating.seats[c.taker]
    if parse_card(turned).code not in game.hand(taker):
        fail(f"Le preneur, {NAMES[taker]}, n'a pas reçu la carte retournée.")


@then(parsers.re(r"(?P<who>Nord|Sud|Est|Ouest) entame"))
def leads(table: Table, who: str) -> None:
    game = table.need_game()
    if game.phase != "play":
        differs("Personne n'entame", who, f"personne : la donne n'est pas au jeu ({game.phase})")
    if game.to_move != seat(who):
        differs("Le joueur qui entame", who, _to_move(game))
