"""The steps of whole deals: a deal played trick by trick from its contract to its score, and
a recorded deal the engine plays again."""

from __future__ import annotations

import re

from pytest_bdd import parsers

from belote_spec.cards import parse_card
from belote_spec.engine.bidding import IllegalAction
from belote_spec.engine.tables import MODE_INDEX

from . import golden
from .step_helpers import (
    NAMES,
    OUTCOMES_FR,
    PLAYER_LINES,
    Table,
    _both,
    _refused,
    bid_value,
    cards,
    differs,
    engine,
    fail,
    given,
    lines_fr,
    mode,
    number,
    player_lines,
    seat,
    then,
    use_variant,
    when,
)

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
        "taker": golden.team(taker, table.seating),
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
    seating = rules.seating
    players, hand_size = seating.players, seating.hand_size
    if len(table.hands) != players or any(len(h) != hand_size for h in table.hands.values()):
        if (players, hand_size) == (4, 8):
            fail(
                "Il faut d'abord donner les quatre mains de huit cartes "
                "(« Et les mains suivantes : »)."
            )
        fail(
            f"Il faut d'abord donner les {players} mains de {hand_size} cartes "
            "(« Et les mains suivantes : »)."
        )
    start = {s: list(h) for s, h in table.hands.items()}
    hands = {s: list(h) for s, h in table.hands.items()}
    _header, *rows = datatable
    points = dict.fromkeys(seating.lines, 0)
    won = dict.fromkeys(seating.lines, 0)
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
        if len(played_cards) != players:
            if players == 4:
                fail(f"Pli {number_} : il faut quatre cartes, pas {len(played_cards)}.")
            fail(f"Pli {number_} : il faut {players} cartes, pas {len(played_cards)}.")
        if winner and leader != winner:
            fail(f"Pli {number_} : c'est {NAMES[winner]} qui entame, pas {NAMES[leader]}.")
        trick: list[tuple[str, str]] = []
        seats = seating.seats_from(leader)
        for i, c in enumerate(played_cards):
            s = seats[i]
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
        t = golden.team(winner, seating)
        points[t] += sum(rules.card_points(c, trump) for c in played_cards)
        won[t] += 1
        table.trick_winners.append(winner)
        table.played.append((leader, played_cards))
    if len(rows) == hand_size:
        points[golden.team(winner, seating)] += int(rules.variant.rule("deck.dix_de_der"))
    table.points = points
    table.points_set = True
    table.trick_bonuses = _trick_bonuses(table)
    table.tricks_won = won
    if seating.partnership == "none":  # each for himself: the player who took every trick
        table.capot = next((x for x in won if won[x] == hand_size), None)
    else:
        table.capot = rules.capot_team([won["NS"], won["EW"]], [points["NS"], points["EW"]])
    if len(rows) == hand_size:
        table.tricks_by_seat = {x: table.trick_winners.count(x) for x in seating.seats}
        table.last_trick = golden.team(winner, seating)
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


@then(parsers.re(r"les plis valent " + PLAYER_LINES))
def player_tricks_worth(table: Table, values: str) -> None:
    """Each player's card points in the tricks played (dix de der included), each for
    himself."""
    expected = player_lines(table, values)
    got = {line: table.points.get(line, 0) for line in expected}
    if got != expected:
        differs("La valeur des plis", lines_fr(expected), lines_fr(got))


@then(parsers.re(r"les plis valent (?P<a>\d+) pour NS et (?P<b>\d+) pour EO"))
def tricks_worth(table: Table, a: str, b: str) -> None:
    if (table.points["NS"], table.points["EW"]) != (number(a), number(b)):
        differs("La valeur des plis", _both(a, b), _both(table.points["NS"], table.points["EW"]))


def _trick_bonuses(table: Table) -> dict[str, int] | None:
    """Each trick's combinations (``rules.trick_bonuses``), for the team that won it; None
    where the variant scores none."""
    kernel = table.need_rules().trick_bonuses
    if kernel is None:
        return None
    trump = table.need_trump()
    won = [
        (table.seating.seat_index(winner), [parse_card(c).index for c in played_cards])
        for (_leader, played_cards), winner in zip(table.played, table.trick_winners, strict=True)
    ]
    ns, ew = kernel.by_team(won, MODE_INDEX[trump])
    return {"NS": ns, "EW": ew}


@then(parsers.re(r"les bonus de pli valent (?P<a>\d+) pour NS et (?P<b>\d+) pour EO"))
def trick_bonuses_worth(table: Table, a: str, b: str) -> None:
    """Each trick's combinations (``rules.trick_bonuses``), for the team that won it."""
    found = table.trick_bonuses or {"NS": 0, "EW": 0}
    if (found["NS"], found["EW"]) != (number(a), number(b)):
        differs("Les bonus de pli", _both(a, b), _both(found["NS"], found["EW"]))


@then(parsers.re(r"le pli (?P<played>.+) vaut (?P<n>\d+) points? de bonus"))
def one_trick_bonus(table: Table, played: str, n: str) -> None:
    """The combinations of one trick (``rules.trick_bonuses``), whoever wins it."""
    rules = table.need_rules()
    trump = table.need_trump()
    trick = cards(played)
    if len(trick) != 4:
        fail(f"Un pli a quatre cartes, pas {len(trick)}.")
    kernel = rules.trick_bonuses
    found = 0 if kernel is None else kernel.points([c.index for c in trick], MODE_INDEX[trump])
    if found != number(n):
        differs("Le bonus du pli", n, str(found))


@then(parsers.re(r"les plis reviennent à (?P<seats>.+)"))
def tricks_go_to(table: Table, seats: str) -> None:
    expected = [seat(w) for w in re.split(r"[,\s]+", seats.strip()) if w]
    if table.trick_winners != expected:
        differs(
            "Les plis reviennent à d'autres joueurs",
            ", ".join(NAMES[w] for w in expected),
            ", ".join(NAMES[w] for w in table.trick_winners),
        )


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
