"""The sections of a rendered rulebook, one per part of the rules (the cards, the deal, the
bidding, the play and its examples, the annonces, the belote, the scoring and its
examples, the end of the game), and the rule blocks they are made of: a statement with its
citations, and the tables of the cards' order."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from docutils import nodes

from ..cards import CARDS, DIAMONDS, HEARTS, Card
from ..engine.tables import SA, TA
from ..loader import Variant
from .examples import (
    AnnonceExample,
    Position,
    ScoreExample,
    annonce_example,
    annonce_name,
    play_positions,
    score_examples,
)
from .render_pieces import (
    Cell,
    Ctx,
    card_node,
    cards_node,
    citation_node,
    inlines,
    make_table,
    para,
    section,
    suit_node,
    text,
)
from .text_statement import Inline, Statement
from .words import Msg, carre_name, mode_name, pgettext, seat_name, suit_name, team_name, translated

# Example suits: the trump table in hearts, plain suits in spades, sans atout in diamonds and
# tout atout in clubs, so that both colours show.
_ROLE_SHOW: Final = {
    "trump": (HEARTS, HEARTS),
    "plain": (HEARTS, 0),
    "sans_atout": (SA, DIAMONDS),
    "tout_atout": (TA, 3),
}


# ------------------------------------------------------------------------------ rule blocks


def _extra_for(ctx: Ctx, st: Statement) -> list[nodes.Node]:
    """The table that follows a statement (card tables, sequences, carrés)."""
    key = st.key
    if key.startswith("cards.") and key.split(".")[1] in _ROLE_SHOW:
        return [order_table(ctx, key.split(".")[1])]
    if key == "cards.sequence_order":
        order = ctx.variant.rule("cards.sequence_order")
        cards = [_card_of(rank, 0) for rank in order]
        return [
            make_table(
                [[cards_node(cards, ctx.lang)]],
                lang=ctx.lang,
                classes=["belote-order", "belote-sequence-order"],
            )
        ]
    if key == "annonces.sequences":
        return [sequences_table(ctx)]
    if key == "annonces.carres":
        return [carres_table(ctx)]
    return []


def _card_of(rank: str, suit: int) -> Card:
    from .words import rank_index

    return CARDS[suit * 8 + rank_index(rank)]


def rule_block(
    ctx: Ctx, st: Statement, *, variant: Variant | None = None, shown: set[str] | None = None
) -> nodes.container:
    """A statement, its table if any, and its citation (``shown``: the notes already printed
    in its block, see :func:`citation_node`)."""
    box = nodes.container(
        ids=[ctx.ids.make(ctx.prefix, st.key)],
        classes=["belote-rule", f"belote-rule-{st.key.replace('.', '-').replace('_', '-')}"],
    )
    box += para(*inlines(st.parts, ctx.lang), lang=ctx.lang)
    box.extend(_extra_for(ctx, st))
    box += citation_node(ctx, st.paths, variant, shown)
    return box


def order_table(ctx: Ctx, role: str) -> nodes.table:
    """A row of cards from strongest to weakest, and their points, as the engine has them."""
    mode, suit = _ROLE_SHOW[role]
    tables = ctx.rules.tables
    cards = [CARDS[c] for c in tables.order(mode, suit)]
    pts = [tables.points[mode][c] for c in cards]
    lang = ctx.lang
    tr_ = ctx.tr
    caption = {
        "trump": tr_._("Trump (hearts here)"),
        "plain": tr_._("Plain suit (spades here)"),
        "sans_atout": tr_._("Sans atout (diamonds here)"),
        "tout_atout": tr_._("Tout atout (clubs here)"),
    }[role]
    header: list[nodes.Node | str] = [tr_.pgettext("table heading", "Card")]
    header += [card_node(c, lang) for c in cards]
    header.append(tr_.pgettext("table heading", "Total"))
    row: list[nodes.Node | str] = [
        tr_.pgettext("table heading", "Points"),
        *[str(p) for p in pts],
        str(sum(pts)),
    ]
    return make_table(
        [row],
        header=header,
        lang=lang,
        stub=True,
        title=caption,
        classes=["belote-order", f"belote-order-{role.replace('_', '-')}"],
    )


def sequences_table(ctx: Ctx) -> nodes.table:
    """Tierce, cinquante, cent: length, an example, points."""
    lang = ctx.lang
    order = list(ctx.variant.rule("cards.sequence_order"))
    rows: list[Sequence[Cell]] = []
    for name, length, points in ctx.text.sequence_kinds():
        example = [_card_of(rank, DIAMONDS) for rank in order[:length]]
        rows.append(
            [
                name.capitalize(),
                ctx.tr.ngettext("{n} card", "{n} cards", length),
                cards_node(example, lang),
                str(points),
            ]
        )
    return make_table(
        rows,
        header=[
            ctx.tr.pgettext("table heading", "Annonce"),
            ctx.tr.pgettext("table heading", "Length"),
            ctx.tr.pgettext("table heading", "Example"),
            ctx.tr.pgettext("table heading", "Points"),
        ],
        lang=lang,
        classes=["belote-sequences"],
    )


def carres_table(ctx: Ctx) -> nodes.table:
    """The four cards of each rank and the carré's points (and at sans atout)."""
    from .words import rank_index

    lang = ctx.lang
    variant = ctx.variant
    carres = variant.rule("annonces.carres")
    sa = ctx.text.carres_sans_atout
    carres_sa = variant.rule("annonces.carres_sans_atout")
    cancelling = set(variant.rule("annonces.cancelling_carres.ranks"))
    ranks = sorted(carres, key=lambda r: (-int(carres[r]), -rank_index(r)))
    rows: list[Sequence[Cell]] = []
    for rank in ranks:
        four = [CARDS[s * 8 + rank_index(rank)] for s in range(4)]
        name = carre_name(rank, lang)
        row: list[nodes.Node | str] = [
            name[0].upper() + name[1:],
            cards_node(four, lang),
            str(carres[rank]),
        ]
        if sa:
            row.append(str(carres_sa[rank]))
        if rank in cancelling:
            effect = variant.rule("annonces.cancelling_carres.effect")
            row.append(
                ctx.tr._("cancels the annonces")
                if effect == "annonces"
                else ctx.tr._("cancels the deal")
            )
        elif cancelling:
            row.append("")
        rows.append(row)
    tr_ = ctx.tr
    header: list[nodes.Node | str] = [
        tr_.pgettext("table heading", "Carré"),
        tr_.pgettext("table heading", "Cards"),
    ]
    if sa:
        header += [
            tr_.pgettext("table heading", "Suit contract and tout atout")
            if ctx.text.tout_atout
            else tr_.pgettext("table heading", "Suit contract"),
            tr_.pgettext("table heading", "At sans atout"),
        ]
    else:
        header.append(tr_.pgettext("table heading", "Points"))
    if cancelling:
        header.append(tr_.pgettext("table heading", "Effect"))
    return make_table(rows, header=header, lang=lang, classes=["belote-carres"])


# ------------------------------------------------------------------------------ sections


def _rules_list(ctx: Ctx, statements: Sequence[Statement]) -> list[nodes.Node]:
    """The rule blocks of a section: a note shared by several of them is printed once."""
    shown: set[str] = set()
    return [rule_block(ctx, st, shown=shown) for st in statements]


def cards_section(ctx: Ctx) -> nodes.section:
    """The pack, the order and points of the cards in each mode, the sequence order."""
    sec = section(ctx, "cards", ctx.tr.pgettext("section", "The cards"))
    statements = [*ctx.text.deck(), *[s for s, _role in ctx.text.card_tables()]]
    seq = ctx.text.sequence_order()
    if seq is not None:
        statements.append(seq)
    sec.extend(_rules_list(ctx, statements))
    return sec


def deal_section(ctx: Ctx) -> nodes.section:
    """Dealer, cut, distribution, shuffling, misdeal."""
    sec = section(ctx, "deal", ctx.tr.pgettext("section", "The deal"))
    sec.extend(_rules_list(ctx, ctx.text.deal()))
    return sec


def bidding_section(ctx: Ctx) -> nodes.section:
    """The prise, or the auction (never both)."""
    if ctx.text.prise:
        sec = section(ctx, "prise", ctx.tr.pgettext("section", "The prise"))
    else:
        sec = section(ctx, "auction", ctx.tr.pgettext("section", "The auction"))
    sec["classes"].append("belote-section-bidding")
    sec.extend(_rules_list(ctx, ctx.text.bidding()))
    return sec


def play_section(ctx: Ctx, *, examples: bool = True) -> nodes.section:
    """The play obligations as numbered rules, then positions computed by the engine."""
    sec = section(ctx, "play", ctx.tr.pgettext("section", "The play"))
    statements = ctx.text.play()
    sec += para(
        ctx.tr._("The obligations of the card play, in the order in which they apply:"),
        lang=ctx.lang,
    )
    listing = nodes.enumerated_list(
        enumtype="arabic", prefix="", suffix=".", classes=["belote-numbered"]
    )
    shown: set[str] = set()
    for position, st in enumerate(statements, 1):
        ctx.numbers[st.key] = position
        item = nodes.list_item()
        item += rule_block(ctx, st, shown=shown)
        listing += item
    sec += listing
    # the computed examples are positions of four players in two teams: left out at a table
    # where each plays for themselves
    if examples and ctx.text.partners:
        sec += play_examples_section(ctx)
    return sec


def play_examples_section(ctx: Ctx) -> nodes.section:
    """The positions of the play rules, asked of the engine."""
    sec = section(ctx, "play-examples", ctx.tr.pgettext("section", "Computed examples"))
    sec += para(
        ctx.tr._(
            "Each position below is submitted to the belote-spec rules engine when this "
            "rulebook is built: the allowed cards and the refusals come from the variant "
            "itself. South is to play; allowed cards are framed.",
        ),
        lang=ctx.lang,
    )
    for i, pos in enumerate(play_positions(ctx.rules, ctx.lang), 1):
        sec += position_node(ctx, pos, number=i)
    return sec


_TOPICS: Final[Mapping[str, Msg]] = {
    "follow": pgettext("example topic", "Following suit"),
    "trump_lead": pgettext("example topic", "Trump is led"),
    "must_trump": pgettext("example topic", "Trumping"),
    "overtrump": pgettext("example topic", "Overtrumping"),
    "undertrump": pgettext("example topic", "Undertrumping"),
    "partner_master": pgettext("example topic", "Partner master"),
    "partner_master_undertrump": pgettext("example topic", "Partner master with a trump"),
    "tout_atout_climb": pgettext("example topic", "Going higher at tout atout"),
}


def position_node(ctx: Ctx, pos: Position, *, number: int | None = None) -> nodes.container:
    """A position: the trick, the hand with its allowed cards, and the engine's verdict."""
    lang = ctx.lang
    box = nodes.container(
        ids=[ctx.ids.make(ctx.prefix, "example", pos.key)],
        classes=[
            "belote-example",
            "belote-position",
            f"belote-example-{pos.key.replace('_', '-')}",
        ],
    )
    head = nodes.paragraph(classes=["belote-example-title"])
    tr_ = ctx.tr
    topic = _TOPICS.get(pos.key)
    if number is None:
        title = tr_.pgettext("example title", "Example")
    else:
        title = tr_.pgettext("example title", "Example {number}", number=number)
    if topic is not None:
        title = tr_.pgettext(
            "example title", "{title} — {topic}", title=title, topic=translated(lang, topic)
        )
    head += nodes.strong("", "", text(title, lang))
    rule_no = ctx.numbers.get(pos.rule)
    if rule_no is not None:
        head += text(tr_._(" (rule {number})", number=rule_no), lang)
    box += head
    trump = para(
        nodes.inline("", "", text(tr_._("Trump: "), lang), classes=["belote-label"]),
        lang=lang,
    )
    if pos.trump in ("SA", "TA"):
        trump += text(mode_name(pos.trump, lang), lang)
    else:
        suit = "SHDC".index(pos.trump)
        trump += suit_node(suit)
        trump += text(" " + suit_name(suit, lang), lang)
    trump += text(tr_._(". Trick so far: "), lang)
    for i, (seat, card) in enumerate(pos.trick):
        if i:
            trump += text(", ", lang)
        play = nodes.inline(classes=["belote-trick-card"])
        play += nodes.inline("", seat_name(seat, lang) + " ", classes=["belote-seat"])
        play += card_node(card, lang)
        trump += play
    trump += text(".", lang)
    box += trump
    box += para(*inlines(pos.situation, lang), lang=lang, classes=["belote-situation"])
    hand = para(
        nodes.inline(
            "",
            "",
            text(tr_._("{seat}'s hand: ", seat=seat_name(pos.seat, lang)), lang),
            classes=["belote-label"],
        ),
        lang=lang,
        classes=["belote-hand"],
    )
    legal = set(pos.legal)
    hand += cards_node(
        pos.hand,
        lang,
        card_classes=lambda c: ("belote-legal",) if c in legal else ("belote-illegal",),
    )
    box += hand
    verdict = nodes.paragraph(classes=["belote-verdict"])
    if not pos.refused:
        verdict += nodes.strong(
            "",
            "",
            text(tr_._("Every card of your hand is allowed."), lang),
        )
    else:
        verdict += nodes.strong("", "", text(tr_._("Allowed:"), lang))
        verdict += text(" ", lang)
        verdict += cards_node(pos.legal, lang)
        verdict += text(". ", lang)
        verdict += text(tr_._("Refused: "), lang)
        verdict += cards_node(pos.refused, lang, classes=["belote-refused"])
        if pos.refused_reason:
            verdict += text(f" — « {pos.refused_reason} »", lang)
        number_ = ctx.numbers.get(pos.refused_rule)
        if number_ is not None:
            verdict += text(tr_._(" (rule {number}).", number=number_), lang)
        else:
            verdict += text(".", lang)
    box += verdict
    return box


def annonces_section(ctx: Ctx) -> nodes.section:
    """Sequences and carrés with their tables, tie rules, and an example resolved by the engine."""
    sec = section(ctx, "annonces", ctx.tr.pgettext("section", "Annonces"))
    t = ctx.text
    statements = [
        *t.annonces_intro(),
        t.sequences(),
        t.long_sequences(),
        t.carres(),
        *t.annonce_rules(),
    ]
    sec.extend(_rules_list(ctx, statements))
    example = annonce_example(ctx.rules, ctx.lang) if ctx.text.partners else None
    if example is not None:
        sec += annonce_example_node(ctx, example)
    return sec


def annonce_example_node(ctx: Ctx, ex: AnnonceExample) -> nodes.container:
    """Four hands, what each declares and who scores, as the engine resolves it."""
    lang = ctx.lang
    box = nodes.container(
        ids=[ctx.ids.make(ctx.prefix, "example", "annonces")],
        classes=["belote-example", "belote-example-annonces"],
    )
    head = nodes.paragraph(classes=["belote-example-title"])
    head += nodes.strong(
        "",
        "",
        text(ctx.tr._("Computed example — who scores the annonces?"), lang),
    )
    box += head
    intro = para(ctx.tr._("Trump: "), lang=lang)
    intro += suit_node(3)
    intro += text(
        ctx.tr._(" clubs. The four hands at the first trick, and what the engine finds in them:"),
        lang,
    )
    box += intro
    rows: list[Sequence[Cell]] = []
    for seat in ex.seats:
        found = ex.declarations.by_seat[seat]
        cell: nodes.Node | str
        if found:
            cell = nodes.paragraph()
            for i, annonce in enumerate(found):
                if i:
                    cell += text(" ; ", lang)
                cell += text(f"{annonce_name(annonce, lang)} ", lang)
                cell += cards_node([c for c in CARDS if annonce.cards >> c & 1], lang)
                cell += text(f" ({annonce.points})", lang)
        else:
            cell = "—"
        rows.append(
            [
                ctx.tr._(
                    "{seat} ({team})",
                    seat=seat_name(seat, lang),
                    team=team_name("NS" if seat in "NS" else "EW", lang),
                ),
                cards_node(ex.hands[seat], lang),
                cell,
            ]
        )
    box += make_table(
        rows,
        header=[
            ctx.tr.pgettext("table heading", "Player"),
            ctx.tr.pgettext("table heading", "Hand"),
            ctx.tr.pgettext("table heading", "Annonces"),
        ],
        lang=lang,
        classes=["belote-hands"],
    )
    box += para(*inlines(ex.comment, lang), lang=lang, classes=["belote-verdict"])
    return box


def belote_section(ctx: Ctx) -> nodes.section:
    """Belote and rebelote."""
    sec = section(ctx, "belote", ctx.tr.pgettext("section", "Belote"))
    sec.extend(_rules_list(ctx, ctx.text.belote()))
    return sec


def scoring_section(ctx: Ctx, *, examples: bool = True) -> nodes.section:
    """The scoring rules, then deals scored by the engine."""
    sec = section(ctx, "scoring", ctx.tr.pgettext("section", "Scoring"))
    sec.extend(_rules_list(ctx, ctx.text.scoring()))
    if examples and ctx.text.partners:
        ex = section(ctx, "scoring-examples", ctx.tr.pgettext("section", "Computed deals"))
        ex += para(
            ctx.tr._(
                "These deals are scored by the rules engine when this rulebook is built, with "
                "the variant's rules: card points, annonces and belote are given, the score is "
                "computed.",
            ),
            lang=ctx.lang,
        )
        for example in score_examples(ctx.rules, ctx.lang):
            ex += score_node(ctx, example)
        sec += ex
    return sec


def score_node(ctx: Ctx, ex: ScoreExample) -> nodes.container:
    """A scored deal: the contract, the points counted, the score line."""
    lang = ctx.lang
    box = nodes.container(
        ids=[ctx.ids.make(ctx.prefix, "deal", ex.key)],
        classes=["belote-example", "belote-score", f"belote-score-{ex.key.replace('_', '-')}"],
    )
    head = nodes.paragraph(classes=["belote-example-title"])
    head += nodes.strong("", "", text(ex.title, lang))
    box += head
    box += para(*inlines(_contract_words(ctx, ex.contract), lang), lang=lang)
    taker = str(ex.contract["taker"])
    teams = ("NS", "EW")
    score = ex.score
    v = ctx.variant
    tr_ = ctx.tr
    header: list[nodes.Node | str] = [""]
    for team in teams:
        name = team_name(team, lang)
        header.append(tr_._("{team} (taker)", team=name) if team == taker else name)
    rows: list[Sequence[Cell]] = [
        [tr_.pgettext("score row", "Card points")] + [str(ex.points[t]) for t in teams]
    ]
    if dict(score.card_points) != dict(ex.points):
        counted = (
            tr_.pgettext("score row", "Points counted (capot)")
            if ex.capot
            else tr_.pgettext("score row", "Points counted (scaled)")
        )
        rows.append([counted] + [str(score.card_points[t]) for t in teams])
    if v.rule("annonces.enabled"):
        rows.append(
            [tr_.pgettext("score row", "Annonces")] + [str(ex.annonces.get(t, 0)) for t in teams]
        )
    if v.rule("belote.enabled"):
        rows.append(
            [tr_.pgettext("score row", "Belote")]
            + [str(ctx.rules.belote_points) if ex.belote == t else "—" for t in teams]
        )
    rows.append(
        [tr_.pgettext("score row", "Total for the contract")]
        + [str(score.totals[t]) for t in teams]
    )
    if score.contract_value or score.multiplier != 1:
        value = str(score.contract_value)
        if score.multiplier != 1:
            value += f" (× {score.multiplier})"
        rows.append(
            [tr_.pgettext("score row", "Contract value")]
            + [value if t == taker else "—" for t in teams]
        )
    mark = nodes.strong("", tr_.pgettext("score row", "Score"))
    rows.append([mark, *[nodes.strong("", str(score[t])) for t in teams]])
    if score.held:
        rows.append(
            [tr_.pgettext("score row", "Held")]
            + [str(score.held) if t == taker else "—" for t in teams]
        )
    box += make_table(rows, header=header, lang=lang, stub=True, classes=["belote-score-table"])
    box += para(*inlines(ex.comment, lang), lang=lang, classes=["belote-verdict"])
    return box


def _contract_words(ctx: Ctx, contract: Mapping[str, Any]) -> list[Inline]:
    taker = team_name(str(contract["taker"]), ctx.lang)
    trump = str(contract["trump"])
    where = mode_name(trump, ctx.lang)
    bid = contract.get("bid")
    contre = int(contract.get("contre") or 0)
    tr_ = ctx.tr
    if bid is None:
        return [tr_._("Contract: {team} take, {mode}.", team=taker, mode=where)]
    if trump in ("SA", "TA"):
        mode = where
    else:
        mode = tr_.pgettext(
            "mode after a bid", "{suit} trump", suit=suit_name("SHDC".index(trump), ctx.lang)
        )
    if contre == 1:
        return [
            tr_._("Contract: {team}, {bid} in {mode}, doubled.", team=taker, bid=bid, mode=mode)
        ]
    if contre == 2:
        return [
            tr_._("Contract: {team}, {bid} in {mode}, redoubled.", team=taker, bid=bid, mode=mode)
        ]
    return [tr_._("Contract: {team}, {bid} in {mode}.", team=taker, bid=bid, mode=mode)]


def game_end_section(ctx: Ctx) -> nodes.section:
    """The end of the game."""
    sec = section(ctx, "game-end", ctx.tr.pgettext("section", "End of the game"))
    sec.extend(_rules_list(ctx, ctx.text.game_end()))
    return sec
