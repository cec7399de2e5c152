"""A whole rendered rulebook, or one part of it: the overview, the options and the sources
sections, and the sections of every part put together (:func:`rulebook_nodes`), or
written as plain text (:func:`rulebook_texts`)."""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import Final

from docutils import nodes

from ..compare import option_rule_paths
from ..engine.rules import Rules
from ..errors import VariantError
from ..i18n import translator
from ..loader import Variant, load_variant
from .examples import annonce_example, play_positions, score_examples
from .memo import ByIdentity
from .render_pieces import (
    SOURCE_LANG,
    Ctx,
    make_table,
    para,
    plain_text,
    section,
    source_text,
    text,
)
from .render_sections import (
    _rules_list,
    annonces_section,
    belote_section,
    bidding_section,
    cards_section,
    deal_section,
    game_end_section,
    play_section,
    rule_block,
    scoring_section,
)
from .text import RuleText, Statement
from .text_statement import number
from .words import Lang, join_words, value_label

#: The parts of a rulebook that can be rendered on their own, and their sections.
PARTS: Final[Mapping[str, tuple[str, ...]]] = {
    "rulebook": (
        "overview",
        "cards",
        "deal",
        "bidding",
        "play",
        "annonces",
        "belote",
        "scoring",
        "game-end",
        "options",
        "sources",
    ),
    "overview": ("overview",),
    "cards": ("cards",),
    "deal": ("deal", "bidding"),
    "bidding": ("bidding",),
    "play": ("play",),
    "annonces": ("annonces", "belote"),
    "scoring": ("scoring", "game-end"),
    "options": ("options",),
    "sources": ("sources",),
}


def overview_section(ctx: Ctx) -> nodes.section:
    """Key facts, the players, the plugins (and no annonces, when so)."""
    sec = section(ctx, "overview", ctx.tr.pgettext("section", "At a glance"))
    rows = [[label, value] for label, value in _facts(ctx)]
    sec += make_table(rows, lang=ctx.lang, stub=True, classes=["belote-facts"])
    statements = [*ctx.text.table(), *ctx.text.plugins()]
    if not ctx.text.annonces_on:
        statements.append(ctx.text.annonces_disabled())
    sec.extend(_rules_list(ctx, statements))
    return sec


def _facts(ctx: Ctx) -> list[tuple[str, str]]:
    v = ctx.variant
    t = ctx.text
    lang = ctx.lang
    tr_ = ctx.tr
    modes = join_words(t.playable_modes(), lang, last=tr_.pgettext("list of words", "or"))
    if t.prise:
        rounds = len(v.rule("bidding.prise.rounds"))
        bidding = tr_.ngettext(
            "prise in {count} round", "prise in {count} rounds", rounds, count=number(rounds, lang)
        )
        if v.rule("bidding.prise.vache"):
            bidding = tr_._("{bidding} with the vache", bidding=bidding)
        if v.rule("deal.turned_card"):
            bidding = tr_._("{bidding} on the turned card", bidding=bidding)
    else:
        floor, ceiling = v.rule("bidding.auction.floor"), v.rule("bidding.auction.ceiling")
        high = [
            word
            for word, on in (
                (tr_.pgettext("bid", "capot"), t.capot_bid),
                (tr_.pgettext("bid", "générale"), t.generale),
            )
            if on
        ]
        if not t.numbered:
            bidding = tr_._("auction on the mode alone")
        elif ceiling is None:
            bidding = tr_._("auction from {floor} up", floor=floor)
        else:
            bidding = tr_._("auction from {floor} to {ceiling}", floor=floor, ceiling=ceiling)
        if high:
            bidding = tr_._("{bidding} then {bids}", bidding=bidding, bids=join_words(high, lang))
        if t.contre:
            if v.rule("bidding.auction.surcontre"):
                bidding = tr_._("{bidding}, contre and surcontre", bidding=bidding)
            else:
                bidding = tr_._("{bidding}, contre", bidding=bidding)
    if v.rule("belote.enabled"):
        points = v.rule("belote.points")
        if t.belote_imprenable():
            belote = tr_._("{points} points, kept on failure", points=points)
        else:
            belote = tr_._("{points} points", points=points)
    else:
        belote = tr_._("does not score")
    capot_pts = t.capot_points(t.main_mode)
    if t.partners:
        players = tr_._("4, in two teams (North–South against East–West)")
    else:
        players = tr_._("{count}, each playing for themselves", count=t.players)
    if int(v.rule("deck.cards")) == 24:
        pack = tr_._("24, nine to ace")
    else:
        pack = tr_._("32, seven to ace")
    return [
        (tr_.pgettext("fact", "Players"), players),
        (tr_.pgettext("fact", "Cards"), pack),
        (tr_.pgettext("fact", "Contracts"), modes),
        (tr_.pgettext("fact", "Bidding"), bidding),
        (
            tr_.pgettext("fact", "Unable to overtrump"),
            value_label("play.undertrump", v.rule("play.undertrump"), lang)
            if t.suit_mode and v.rule("play.must_trump") != "never"
            else "—",
        ),
        (
            tr_.pgettext("fact", "Annonces"),
            value_label("annonces.enabled", v.rule("annonces.enabled"), lang),
        ),
        (tr_.pgettext("fact", "Belote"), belote),
        (tr_.pgettext("fact", "Capot"), tr_._("{points} points", points=capot_pts)),
        (
            tr_.pgettext("fact", "Rounding"),
            value_label("scoring.rounding.method", v.rule("scoring.rounding.method"), lang),
        ),
        (
            tr_.pgettext("fact", "Game"),
            tr_._("to {points} points", points=v.rule("game_end.target")),
        ),
    ]


def options_section(ctx: Ctx) -> nodes.section | None:
    """Each option not chosen: what it is, and the rules it changes, restated with it."""
    variant = ctx.variant
    names = [n for n in variant.available_options if n not in variant.options]
    if not names:
        return None
    sec = section(ctx, "options", ctx.tr.pgettext("section", "Options"))
    example = f"{variant.id}+{names[0]}"
    sec += para(
        ctx.tr._(
            "Each option is chosen by adding its name to the variant's "
            "(« {example} »). For each one, here are the rules that change:",
            example=example,
        ),
        lang=ctx.lang,
    )
    base_statements = {s.key: s.text for s in _stated(variant, ctx.rules, ctx.lang)[1]}
    for name in names:
        info = variant.available_options[name]
        sub = section(ctx, f"option-{name}", f"{info.title} (+{name})")
        if info.description:
            sub += para(
                source_text(info.description, ctx.lang),
                lang=ctx.lang,
                classes=["belote-description"],
            )
        chosen = variant.options
        blocked = [
            o
            for o in chosen
            if o in info.conflicts
            or name in getattr(variant.available_options.get(o), "conflicts", ())
        ]
        with_names = [*chosen, *[r for r in info.requires if r not in chosen], name]
        with_opt: Variant | None = None
        opt_rules: Rules | None = None
        loads = True
        if not blocked:
            try:
                with_opt = _OPTION_VARIANTS.get(
                    (variant,),
                    tuple(with_names),
                    functools.partial(load_variant, variant.files[0], with_names),
                )
            except VariantError:
                # with options chosen, the rules they make together are refused; without,
                # the option itself does not load
                blocked = list(chosen)
                loads = bool(chosen)
        if with_opt is not None:
            try:
                opt_rules = _compiled(with_opt)
            except VariantError:  # e.g. a plugin the option names is not installed
                loads = False
        if not loads:
            sub += para(
                ctx.tr._("This option does not load here: « belote-spec validate » says why."),
                lang=ctx.lang,
            )
            sec += sub
            continue
        if with_opt is None or opt_rules is None:
            others = join_words([f"+{o}" for o in blocked or chosen], ctx.lang)
            sub += para(
                ctx.tr._("This option cannot be added to {others}, chosen here.", others=others),
                lang=ctx.lang,
            )
            sec += sub
            continue
        opt_ctx = Ctx(
            with_opt,
            opt_rules,
            ctx.lang,
            ids=ctx.ids,
            rule_ref=ctx.rule_ref,
            cited=ctx.cited,
        )
        opt_ctx.text, opt_statements = _stated(with_opt, opt_rules, ctx.lang)
        if info.requires or info.conflicts:
            tr_ = ctx.tr
            requires = join_words([f"+{r}" for r in info.requires], ctx.lang)
            conflicts = join_words(
                [f"+{c}" for c in info.conflicts],
                ctx.lang,
                # TRANSLATORS: the last word of "+a, +b or +c", the options an option cannot
                # be combined with
                last=tr_.pgettext("list of options that conflict", "or"),
            )
            if info.requires and info.conflicts:
                sentence = tr_._(
                    "This option requires {requires} and cannot be combined with {conflicts}.",
                    requires=requires,
                    conflicts=conflicts,
                )
            elif info.requires:
                sentence = tr_._("This option requires {requires}.", requires=requires)
            else:
                sentence = tr_._(
                    "This option cannot be combined with {conflicts}.", conflicts=conflicts
                )
            sub += para(sentence, lang=ctx.lang)
        changed = [s for s in opt_statements if base_statements.get(s.key) != s.text]
        if not changed:
            paths = option_rule_paths(variant, name)
            sub += para(
                ctx.tr._(
                    "It changes no rule stated here ({paths}).", paths=", ".join(paths) or "—"
                ),
                lang=ctx.lang,
            )
        shown: set[str] = set()
        for st in changed:
            block = rule_block(opt_ctx, st, shown=shown)
            sub += block
        sec += sub
    return sec


#: The variant with some options, per variant object (see :mod:`.memo`): edited, a variant
#: file is loaded again, into another object.
_OPTION_VARIANTS: ByIdentity[Variant] = ByIdentity(1024)
#: The option variants compiled for the options sections.
_COMPILED: ByIdentity[Rules] = ByIdentity(256)
#: The statements of a variant in a language, with the writer that stated them.
_STATED: ByIdentity[tuple[RuleText, tuple[Statement, ...]]] = ByIdentity(512)


def _compiled(variant: Variant) -> Rules:
    """``variant.compile()``, once per variant object (an option variant is the same object
    in every rulebook that restates it: :func:`~belote_spec.loader.load_variant` keeps it
    while its files are unchanged)."""
    return _COMPILED.get((variant,), None, variant.compile)


def _stated(variant: Variant, rules: Rules, lang: Lang) -> tuple[RuleText, tuple[Statement, ...]]:
    """Every statement of ``variant`` in ``lang`` (:meth:`RuleText.all_statements`) and the
    writer that stated them, once per variant, compiled rules and translator (a catalog
    added gives another translator)."""

    def work_out() -> tuple[RuleText, tuple[Statement, ...]]:
        writer = RuleText(variant.rule, lang, rules.tables, rules.scorer)
        return writer, tuple(writer.all_statements())

    return _STATED.get((variant, rules, translator(lang)), lang, work_out)


def sources_section(ctx: Ctx) -> nodes.section:
    """The documents cited by this rulebook."""
    sec = section(ctx, "sources", ctx.tr.pgettext("section", "Sources"))
    sec += para(
        ctx.tr._(
            "Every rule of this rulebook cites the document it comes from. « choice » marks a "
            "value chosen because the document is silent or contradicts itself; « inherited » "
            "a rule the document does not state, which the variant keeps from its parent.",
        ),
        lang=ctx.lang,
    )
    listing = nodes.bullet_list(classes=["belote-sources"])
    for key in sorted(ctx.cited):
        source = ctx.variant.sources.get(key)
        item = nodes.list_item()
        p = para(nodes.strong("", key), lang=ctx.lang)
        if source is not None:
            p += text(f" — {source.title}", ctx.lang)
            details = [
                str(value)
                for value in (getattr(source, "publisher", None), getattr(source, "date", None))
                if value
            ]
            if details:
                p += text(f" ({', '.join(details)})", ctx.lang)
            if source.summary:
                p += text(f". {source.summary}", ctx.lang)
            url = getattr(source, "url", None)
            if isinstance(url, str) and url.startswith(("http://", "https://")):
                p += text(" ", ctx.lang)
                p += nodes.reference(url, url, refuri=url)
        item += p
        listing += item
    sec += listing
    return sec


# ------------------------------------------------------------------------------ the rulebook


def rulebook_title(variant: Variant, lang: Lang) -> str:
    """``Belote du club en ligne, avec « La vache »``."""
    title = variant.title
    chosen = [
        variant.available_options[o].title
        for o in variant.options
        if o in variant.available_options
    ]
    if chosen:
        quoted = join_words([f"« {c} »" for c in chosen], lang)
        return translator(lang)._("{title}, with {options}", title=title, options=quoted)
    return title


def rulebook_nodes(ctx: Ctx, part: str = "rulebook", *, title: bool = True) -> list[nodes.Node]:
    """The sections of a whole rulebook (``part="rulebook"``) or of one part of it."""
    wanted = PARTS[part]
    out: list[nodes.Node] = []
    builders: dict[str, Callable[[], nodes.Node | None]] = {
        "overview": lambda: overview_section(ctx),
        "cards": lambda: cards_section(ctx),
        "deal": lambda: deal_section(ctx),
        "bidding": lambda: bidding_section(ctx),
        "play": lambda: play_section(ctx),
        "annonces": lambda: (
            annonces_section(ctx)
            if ctx.text.annonces_on
            else (None if part == "rulebook" else _annonces_off(ctx))
        ),
        "belote": lambda: belote_section(ctx),
        "scoring": lambda: scoring_section(ctx),
        "game-end": lambda: game_end_section(ctx),
        "options": lambda: options_section(ctx),
        "sources": lambda: sources_section(ctx),
    }
    for key in wanted:
        node = builders[key]()
        if node is not None:
            out.append(node)
    if part != "rulebook" or not title:
        return out
    root = nodes.section(
        ids=[ctx.ids.make(ctx.prefix, "rules")],
        classes=["belote-rulebook", f"belote-lang-{ctx.lang}"],
    )
    heading: nodes.Node
    if any(o in ctx.variant.available_options for o in ctx.variant.options):
        heading = text(rulebook_title(ctx.variant, ctx.lang), ctx.lang)
    else:  # the variant's own title, as its file writes it
        heading = source_text(ctx.variant.title, ctx.lang)
    root += nodes.title("", "", heading)
    intro = para(
        ctx.tr._(
            "These are the rules of the belote-spec variant « {variant} ». Each rule is "
            "written from the values of the variant file and cites its source; the examples "
            "are computed by the rules engine.",
            variant=ctx.variant.id,
        ),
        lang=ctx.lang,
        classes=["belote-intro"],
    )
    root += intro
    if ctx.variant.description:
        desc = para(lang=ctx.lang, classes=["belote-description"])
        if ctx.lang != SOURCE_LANG:
            # the variant files are written in French: say so in a rulebook in another language
            desc += nodes.emphasis("", ctx.tr._("From the variant file (in French):"))
            desc += nodes.Text(" ")
        desc += source_text(ctx.variant.description, ctx.lang)
        root += desc
    for name in ctx.variant.options:
        info = ctx.variant.available_options.get(name)
        if info is not None:
            root += para(
                nodes.strong(
                    "",
                    "",
                    text(ctx.tr._("Option « {title} »: ", title=info.title), ctx.lang),
                ),
                source_text(info.description or "", ctx.lang),
                lang=ctx.lang,
                classes=["belote-chosen-option"],
            )
    root.extend(out)
    return [root]


def rulebook_texts(variant: Variant, rules: Rules, lang: Lang, *, render: bool = True) -> list[str]:
    """The text of the rulebook of ``variant``, built as ``belote-spec rulebook`` builds it but
    without Sphinx (``validate`` writes it to check that it can be written).

    With ``render`` (the default), every paragraph of the whole rendered rulebook, the
    section restating the rules with each option not chosen included. Without, only the
    sentences of every rule and the worked examples (scored deals, play positions, the
    annonce example), several times faster: what ``validate`` writes for each combination of
    options."""
    if render:
        from .proofread import generated_texts

        texts, sentences = generated_texts(rulebook_nodes(Ctx(variant, rules, lang)))
        return [*texts, *sentences]
    rule_text = RuleText(variant.rule, lang, rules.tables, rules.scorer)
    out = [plain_text(st.parts, lang) for st in rule_text.all_statements()]
    out += [plain_text(ex.comment, lang) for ex in score_examples(rules, lang)]
    out += [plain_text(pos.situation, lang) for pos in play_positions(rules, lang)]
    annonce = annonce_example(rules, lang)
    if annonce is not None:
        out.append(plain_text(annonce.comment, lang))
    return out


def _annonces_off(ctx: Ctx) -> nodes.Node:
    box = nodes.container(classes=["belote-no-annonces"])
    box += rule_block(ctx, ctx.text.annonces_disabled())
    return box
