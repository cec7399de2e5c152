"""The steps of the card play: the cards played, the playable cards and the rule that refuses
one, who wins the trick, what a card is worth."""

from __future__ import annotations

from pytest_bdd import parsers

from belote_spec.cards import Card, parse_card

from .step_helpers import (
    NAMES,
    Table,
    card,
    cards,
    differs,
    engine,
    fail,
    given,
    number,
    seat,
    then,
    trump_fr,
    when,
)


def check_turn(table: Table, s: str) -> None:
    """Fail unless ``s`` is the seat after the last one in the trick."""
    if table.trick:
        expected = table.seating.following(table.trick[-1][0])
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
