"""The steps of the hands, the annonces and the belote: who holds what, who declares what,
what each team scores for its annonces."""

from __future__ import annotations

import re
from typing import Any

from pytest_bdd import parsers

from .step_helpers import (
    KINDS,
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
    team,
    team_fr,
    then,
    when,
)


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
