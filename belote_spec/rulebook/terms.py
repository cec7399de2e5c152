"""What each side scores, in words: a generic writer of the score terms of ``scoring.outcomes``.

The engine scores a deal from *terms* (:class:`~belote_spec.engine.scoring.Terms`): a base
(its card points, every card point of the deal, or a fixed number), the contract, whose
annonces, whose belote, and which of them the contre multiplies. :func:`situations` lists the
outcomes a variant can reach (made, dedans, litige, capot, capot against the taker, a capot or
générale bid made or missed, each contré where the auction allows it) with the terms the engine
resolves for each (:func:`~belote_spec.engine.scoring.resolve_outcome`, the same function the
scorer uses), and :func:`side_phrase` writes one side's terms as words. No outcome has a
sentence of its own: a new combination of terms is written by the same code.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.scoring import Terms, outcome_steps, resolve_outcome
from ..i18n import Translator, translator
from .words import Lang, join_words

__all__ = ["PhraseContext", "Situation", "side_phrase", "situations"]


@dataclass(frozen=True, slots=True)
class Situation:
    """One outcome a deal can have, and the terms each side scores in it."""

    key: str
    """``made``, ``made-contre``, ``capot``, ``capot-bid-failed-capot-against``…"""
    made: bool
    contred: bool
    bid: str | None
    """None, ``capot`` or ``generale``: the contract was a capot or générale bid."""
    took_all: str | None
    """The side that took every trick (``taker`` or ``defence``), if one did."""
    taker: Terms
    defence: Terms
    steps: tuple[str, ...]
    """The outcome keys applied, in order (``made``, ``made_contre``, ``capot``…)."""
    litige: bool = False


def situations(rule: Callable[[str], Any]) -> list[Situation]:
    """Every outcome the variant read by ``rule`` can reach, in reading order, each followed
    by its contré form where a contre is possible."""
    outcomes = rule("scoring.outcomes")
    auction = rule("bidding.system") == "auction"
    contre = auction and bool(rule("bidding.auction.contre"))
    if auction:
        capot_bid = bool(rule("bidding.auction.capot"))
        generale = bool(rule("bidding.auction.generale"))
    else:
        capot_bid = bool(rule("scoring.capot.announced.enabled"))
        generale = False
    # a capot that ends the auction leaves nobody to contre it
    bid_contre = (
        contre
        and bool(rule("bidding.auction.capot_contre"))
        and rule("bidding.auction.after_capot") != "ends"
    )
    litige = bool(rule("scoring.litige.enabled")) and bool(rule("scoring.contract.beat_defence"))

    out: list[Situation] = []

    def add(
        key: str,
        *,
        made: bool,
        bid: str | None = None,
        took_all: str | None = None,
        may_contre: bool = contre,
        unless_same_as: str | None = None,
        is_litige: bool = False,
    ) -> None:
        for contred in (False, True) if may_contre else (False,):
            capot = took_all is not None and (took_all == "taker") == made
            taker, defence = resolve_outcome(
                outcomes, made=made, contred=contred, capot=capot, bid=bid
            )
            if is_litige:
                defence = resolve_outcome(outcomes, made=True, contred=contred)[1]
            name = key + ("-contre" if contred else "")
            if unless_same_as is not None:
                twin = next(
                    (s for s in out if s.key == unless_same_as + ("-contre" if contred else "")),
                    None,
                )
                if twin is not None and (twin.taker, twin.defence) == (taker, defence):
                    continue
            out.append(
                Situation(
                    key=name,
                    made=made,
                    contred=contred,
                    bid=bid,
                    took_all=took_all,
                    taker=taker,
                    defence=defence,
                    # a litige: the defence scores as on a made contract (contré or not)
                    steps=outcome_steps(made=made, contred=contred, capot=capot, bid=bid)
                    if not is_litige
                    else outcome_steps(made=True, contred=contred),
                    litige=is_litige,
                )
            )

    add("made", made=True)
    add("dedans", made=False)
    if litige:
        add("litige", made=False, is_litige=True)
    add("capot", made=True, took_all="taker")
    add("capot-against", made=False, took_all="defence")
    if capot_bid:
        add("capot-bid-made", made=True, bid="capot", took_all="taker", may_contre=bid_contre)
        add("capot-bid-failed", made=False, bid="capot", may_contre=bid_contre)
        add(
            "capot-bid-failed-capot-against",
            made=False,
            bid="capot",
            took_all="defence",
            may_contre=bid_contre,
            unless_same_as="capot-bid-failed",
        )
    if generale:
        add("generale-made", made=True, bid="generale", took_all="taker", may_contre=bid_contre)
        add("generale-failed", made=False, bid="generale", may_contre=bid_contre)
        add(
            "generale-failed-capot-against",
            made=False,
            bid="generale",
            took_all="defence",
            may_contre=bid_contre,
            unless_same_as="generale-failed",
        )
    return out


# ------------------------------------------------------------------------------ words


@dataclass(frozen=True, slots=True)
class PhraseContext:
    """What the words of a side's score depend on, besides its terms."""

    lang: Lang
    annonces: bool
    """Whether annonces are played (otherwise the annonces term is always 0)."""
    belote: bool
    """Whether belote scores."""
    contract: bool
    """Whether the contract has a value here (a prise has none, except an announced capot)."""
    deal_points: int
    """Every card point of a deal (162)."""
    capot_points: int
    """The card points of a capot."""
    contract_words: str | None = None
    """How the contract term is called, in ``lang`` (``les 250 du contrat`` for a capot bid);
    None: ``le contrat``."""
    trick_bonuses: bool = False
    """Whether trick bonuses score (``rules.trick_bonuses``)."""
    alone: bool = False
    """The side is one player (the taker at a table without partners): « their » belote, not
    « its »."""


def _whose_annonces(tr: Translator, whose: str, alone: bool = False) -> str | None:
    if alone and whose == "own":
        return tr.pgettext("score term", "their annonces")
    # TRANSLATORS: a term of a side's score
    return {
        "own": tr.pgettext("score term", "its annonces"),
        "opponents": tr.pgettext("score term", "the opponents' annonces"),
        "all": tr.pgettext("score term", "every annonce of the deal"),
    }.get(whose)


def _whose_belote(tr: Translator, whose: str, alone: bool = False) -> str | None:
    if alone and whose == "own":
        return tr.pgettext("score term", "their belote")
    # TRANSLATORS: a term of a side's score
    return {
        "own": tr.pgettext("score term", "its belote"),
        "opponents": tr.pgettext("score term", "the opponents' belote"),
        "all": tr.pgettext("score term", "any belote of the deal"),
    }.get(whose)


def _whose_trick_bonuses(tr: Translator, whose: str, alone: bool = False) -> str | None:
    if alone and whose == "own":
        return tr.pgettext("score term", "their trick bonuses")
    # TRANSLATORS: a term of a side's score
    return {
        "own": tr.pgettext("score term", "its trick bonuses"),
        "opponents": tr.pgettext("score term", "the opponents' trick bonuses"),
        "all": tr.pgettext("score term", "every trick bonus of the deal"),
    }.get(whose)


def term_words(
    terms: Terms, ctx: PhraseContext, *, took_all: bool, took_none: bool
) -> list[tuple[str, str]]:
    """(term name, words) of the terms that are not zero, in the engine's order.

    ``took_all``: this side took every trick (its card points are the capot's);
    ``took_none``: the other side did (this side has no card point)."""
    tr = translator(ctx.lang)
    out: list[tuple[str, str]] = []
    base = terms.base
    capot = tr.pgettext("score term", "the capot's {points} points", points=ctx.capot_points)
    if base == "points":
        if took_all:
            out.append(("base", capot))
        elif not took_none and ctx.alone:
            out.append(("base", tr.pgettext("score term", "their card points")))
        elif not took_none:
            out.append(("base", tr.pgettext("score term", "its card points")))
    elif base == "all_points":
        if took_all or took_none:
            out.append(("base", capot))
        else:
            out.append(
                (
                    "base",
                    tr.pgettext("score term", "the deal's {points} points", points=ctx.deal_points),
                )
            )
    elif isinstance(base, int) and base > 0:
        out.append(("base", str(base)))
    if terms.contract and ctx.contract:
        words = ctx.contract_words
        out.append(("contract", words or tr.pgettext("score term", "the contract")))
    annonces = _whose_annonces(tr, terms.annonces, ctx.alone) if ctx.annonces else None
    if annonces is not None:
        out.append(("annonces", annonces))
    belote = _whose_belote(tr, terms.belote, ctx.alone) if ctx.belote else None
    if belote is not None:
        out.append(("belote", belote))
    if terms.bonus:
        out.append(("bonus", str(terms.bonus)))
    bonuses = (
        _whose_trick_bonuses(tr, terms.trick_bonuses, ctx.alone) if ctx.trick_bonuses else None
    )
    if bonuses is not None:
        out.append(("trick_bonuses", bonuses))
    return out


def side_phrase(
    terms: Terms,
    ctx: PhraseContext,
    *,
    multiplier: int | None = None,
    took_all: bool = False,
    took_none: bool = False,
) -> str:
    """What one side scores, as the predicate of a sentence: ``marque ses points de cartes,
    plus ses annonces et sa belote``, ``marque (160 + le contrat) × 2, plus sa belote``,
    ``ne marque que sa belote``, ``ne marque rien``.

    ``multiplier`` is the contre's (None when the contract is not contré): the terms in
    ``terms.multiply`` are then grouped and multiplied."""
    lang = ctx.lang
    tr = translator(lang)
    words = term_words(terms, ctx, took_all=took_all, took_none=took_none)
    if not words:
        return tr.pgettext("side scores", "scores nothing")
    times = multiplier is not None
    multiplied = [w for name, w in words if times and name in terms.multiply]
    extra = [
        w
        for name, w in words
        if name in ("annonces", "belote", "trick_bonuses")
        and not (times and name in terms.multiply)
    ]
    sums: list[str] = []
    if len(multiplied) == 1:
        # one multiplied term: the terms keep the engine's order (« 160 + le contrat × 2 »)
        for name, w in words:
            if times and name in terms.multiply:
                sums.append(f"{w} × {multiplier}")
            elif name in ("base", "contract", "bonus"):
                sums.append(w)
    else:
        if multiplied:
            sums.append(f"({' + '.join(multiplied)}) × {multiplier}")
        sums.extend(
            w
            for name, w in words
            if name in ("base", "contract", "bonus")
            and name not in (terms.multiply if times else ())
        )
    # TRANSLATORS: what one side scores, after its name (« the defence scores … »)
    if not sums:
        return tr.pgettext("side scores", "scores only {terms}", terms=join_words(extra, lang))
    if extra:
        return tr.pgettext(
            "side scores",
            "scores {sum}, plus {terms}",
            sum=" + ".join(sums),
            terms=join_words(extra, lang),
        )
    return tr.pgettext("side scores", "scores {sum}", sum=" + ".join(sums))


def multiplied_terms(situations_: Sequence[Situation]) -> bool:
    """Whether any contré situation multiplies something."""
    return any(s.contred and (s.taker.multiply or s.defence.multiply) for s in situations_)
