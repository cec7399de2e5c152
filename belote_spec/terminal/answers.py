"""What the human player types, read: the number of a line, a card, a call in words (French
or English, whatever the table's language), « aide » or « quitter »; and the lines said
back when an answer is refused (with the rule that forbids a card)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from ..cards import CARDS, CardError, card_labels, parse_card, parse_trump, suit_names
from ..engine.game import Game
from ..engine.rules import Rules
from ..i18n import Translator
from .wording import _quoted, _tr, card_text, describe_action

#: What a line of input may hold: longer lines are refused unread (no card or call is longer).
MAX_INPUT = 200


#: How much of a refused input is quoted back.
QUOTE = 40

HELP_WORDS = frozenset({"aide", "help", "?"})
QUIT_WORDS = frozenset({"quitter", "quit", "exit"})

#: Calls said by name (normalized text, after any leading « je »).
CALL_WORDS: dict[str, str] = {
    "passe": "pass", "passer": "pass", "pass": "pass",
    "contre": "contre", "contrer": "contre", "coinche": "contre", "coincher": "contre",
    "surcontre": "surcontre", "surcontrer": "surcontre", "sur contre": "surcontre",
    "surcoinche": "surcontre", "surcoincher": "surcontre", "sur coinche": "surcontre",
    "capot": "capot", "demande le capot": "capot",
    "battre": "shuffle", "bats": "shuffle", "melanger": "shuffle", "melange": "shuffle",
    "shuffle": "shuffle",
    "ramasser": "gather", "ramasse": "gather", "gather": "gather",
    "jouer": "play-on", "on joue": "play-on", "play on": "play-on", "play-on": "play-on",
    "redonner": "redeal", "on redonne": "redeal", "redeal": "redeal",
    "double": "contre", "redouble": "surcontre", "re double": "surcontre",
    "ask for the capot": "capot", "deal again": "redeal",
}  # fmt: skip
TYPED_VALUES = {"generale": "générale"}
_TAKE_RE = re.compile(
    r"(?:prends|prend|prendre|take|takes)(?: (?:a|atout|at|in))?(?: (?P<mode>.+))?"
)
_BID_RE = re.compile(
    r"(?:(?:annonce|bid) )?(?P<value>[0-9]{1,4}|capot|generale)"
    r"(?: (?:a|en|de|at|in))?(?: (?P<mode>.+))?"
)
_SUFFIX_RE = re.compile(
    r"(?P<card>.*?)[ +]*(?P<word>rebelote|belote|silence|silent|sans annonces?)"
)
#: « silence carre-7 »: one annonce kept, by the name the list gives it
_KEPT_RE = re.compile(
    r"(?P<card>.*?)[ +]*(?:silence|silent)[ :]+(?P<kind>tierce|cinquante|cent|carre|carré)"
    r"-(?P<what>[0-9a-z]{1,2})"
)


class PlayerQuit(EOFError):
    """The player typed « quitter ». An :class:`EOFError`, so the game stops exactly as at
    the end of the input (whoever catches one catches the other)."""


@lru_cache(maxsize=16)
def _typed_calls(tr: Translator) -> Mapping[str, str]:
    """Call → what to type for it (words :data:`CALL_WORDS` reads in any language)."""
    # TRANSLATORS: the words typed at the prompt for a call; each must be one that the table
    # reads (French: passe, contre, surcontre, capot, battre, ramasser, jouer, redonner)
    return MappingProxyType(
        {
            "pass": tr.pgettext("typed", "pass"),
            "contre": tr.pgettext("typed", "double"),
            "surcontre": tr.pgettext("typed", "redouble"),
            "capot": tr.pgettext("typed", "capot"),
            "shuffle": tr.pgettext("typed", "shuffle"),
            "gather": tr.pgettext("typed", "gather"),
            "play-on": tr.pgettext("typed", "play on"),
            "redeal": tr.pgettext("typed", "redeal"),
        }
    )


@lru_cache(maxsize=16)
def _mode_words(tr: Translator) -> Mapping[str, str]:
    """Contract mode → the word typed for it (read by :func:`belote_spec.cards.parse_trump`)."""
    suits = suit_names(tr)
    words = dict(zip("SHDC", suits, strict=True))
    words["SA"] = tr.pgettext("mode", "sans atout")
    words["TA"] = tr.pgettext("mode", "tout atout")
    return MappingProxyType(words)


def typed_form(action: str, tr: Translator | None = None) -> str:
    """What to type at the prompt for ``action``: ``take:H`` → ``prends cœur``, ``bid:80:SA``
    → ``80 sans atout``, ``QH+belote`` → ``D♥ belote`` (in English ``take hearts``,
    ``80 sans atout``, ``Q♥ belote``)."""
    tr = tr or _tr()
    calls = _typed_calls(tr)
    if action in calls:
        return calls[action]
    modes = _mode_words(tr)
    if action.startswith("take:"):
        return tr._("take {mode}", mode=modes[action[5:]])
    if action.startswith("bid:"):
        _, value, mode = action.split(":")
        return f"{TYPED_VALUES.get(value, value)} {modes[mode]}"
    code, *extra = action.split("+")
    words = {"belote": "belote", "rebelote": "rebelote", "silent": tr.pgettext("typed", "silent")}
    said = [card_text(code, tr)]
    for e in extra:
        if e in words:
            said.append(words[e])
        elif e.startswith("silent:"):  # one annonce kept, typed by its name: « silence carre-7 »
            said.append(f"{words['silent']} {e[len('silent:') :]}")
    return " ".join(said)


def _quote(text: str) -> str:
    """``text`` safe to print back: unprintable characters (and lone surrogates, which the
    terminal could not encode) as ``?``, cut to :data:`QUOTE` characters."""
    safe = "".join(
        ch if ch.isprintable() and not 0xD800 <= ord(ch) <= 0xDFFF else "?"
        for ch in text[: QUOTE + 1]
    )
    return safe[:QUOTE] + "…" if len(safe) > QUOTE else safe


def numbered(legal: list[str]) -> list[str]:
    """The actions that get a number at the prompt: all but the bids of an auction (there may
    be hundreds; they are said in words, ``80 cœur``, and shown on one line)."""
    return [a for a in legal if not a.startswith("bid:")]


def bids_line(legal: list[str], tr: Translator | None = None) -> str:
    """The bids of ``legal`` on one line (empty when there are none): their values, then
    their modes."""
    bids = [a.split(":") for a in legal if a.startswith("bid:")]
    if not bids:
        return ""
    tr = tr or _tr()
    numbers = sorted({int(v) for _, v, _ in bids if v.isdecimal()})
    if len(numbers) > 12:
        values = [f"{numbers[0]}, {numbers[1]}, {numbers[2]} … {numbers[-1]}"]
    else:
        values = [", ".join(map(str, numbers))] if numbers else []
    values += [
        TYPED_VALUES.get(v, v)
        for v in dict.fromkeys(v for _, v, _ in bids)
        if v in TYPED_VALUES or not v.isdecimal()
    ]
    words = _mode_words(tr)
    modes = ", ".join(words[m] for m in dict.fromkeys(m for _, _, m in bids))
    example = typed_form(":".join(bids[0]), tr)
    return tr._(
        "Possible bids: {values}; in {modes} (the value then the suit, for example {example})",
        values=", ".join(values),
        modes=modes,
        example=_quoted(example, tr),
    )


def _menu(legal: list[str], tr: Translator) -> list[str]:
    lines = [
        f"  {i}. {describe_action(a, tr)} — {_quoted(typed_form(a, tr), tr)}"
        for i, a in enumerate(numbered(legal), 1)
    ]
    bids = bids_line(legal, tr)
    return lines + ([f"  {bids}"] if bids else [])


def _help(game: Game, legal: list[str], tr: Translator) -> list[str]:
    lines = [
        tr._("You may type:"),
        "  - " + tr._("the number of a line of the list (1 to {last});", last=len(numbered(legal))),
    ]
    if game.phase == "play":
        if any("+silent" in a for a in legal):
            line = tr._(
                "a card: {examples} (add “belote” with the first of the king and queen of "
                "trump, “rebelote” with the second, “silent” to keep your annonces to "
                "yourself);",
                examples=tr._("J♥, 10♦, jack of hearts, JH"),
            )
        else:
            line = tr._(
                "a card: {examples} (add “belote” with the first of the king and queen of "
                "trump, “rebelote” with the second);",
                examples=tr._("J♥, 10♦, jack of hearts, JH"),
            )
        lines.append("  - " + line)
        kept = next((a for a in legal if "+silent:" in a), None)
        if kept is not None:
            lines.append(
                "    "
                + tr._(
                    "“silent” then the name of one annonce, as in {example}, keeps that one to "
                    "yourself and declares the others;",
                    example=_quoted(typed_form(kept, tr), tr),
                )
            )
    else:
        lines.append("  - " + tr._("what you say, in words: see between “ ” below;"))
        if any(a.startswith("take:") for a in legal) and game.deal.dealt.turned is not None:
            lines.append("    " + tr._("“take” alone takes in the suit of the turned card;"))
        if any(a.startswith("bid:") for a in legal):
            lines.append(
                "    " + tr._("a bid: the value then the suit, for example “80 hearts” or “80 ♥”;")
            )
    lines.append("  - " + tr._("“help” to see this again, “quit” to leave the game."))
    lines.append(tr._("Possible now:"))
    return lines + _menu(legal, tr)


def _unclear(text: str, tr: Translator) -> list[str]:
    return [
        tr._(
            "I do not understand {text}. Choose a number from the list, or type “help” to see "
            "what is possible.",
            text=_quoted(_quote(text), tr),
        )
    ]


def _possible(legal: list[str], tr: Translator) -> list[str]:
    """What may be typed now, in short, for a refusal."""
    menu = numbered(legal)
    shown = ", ".join(_quoted(typed_form(a, tr), tr) for a in menu[:6])
    if len(menu) > 6:
        line = tr._("Possible: {choices}, … (“help” to see everything)", choices=shown)
    else:
        line = tr._("Possible: {choices}", choices=shown)
    bids = bids_line(legal, tr)
    return [line, *([bids] if bids else [])]


def _not_now(action: str, legal: list[str], tr: Translator) -> list[str]:
    return [
        tr._("Not possible now: {action}.", action=describe_action(action, tr)),
        *_possible(legal, tr),
    ]


def _bid_refused(action: str, legal: list[str], tr: Translator) -> list[str]:
    bids = bids_line(legal, tr)
    if not bids:
        return _not_now(action, legal, tr)
    return [tr._("No such bid now: {action}.", action=describe_action(action, tr)), bids]


def _read_call(
    game: Game, legal: list[str], text: str, norm: str, tr: Translator
) -> str | list[str]:
    """A call in words (bidding, capot, shuffle): the action, or what to say to the player."""
    for prefix in ("je ", "j'", "i "):
        if norm.startswith(prefix):
            norm = norm[len(prefix) :].strip()
            break
    if norm in CALL_WORDS:
        action = CALL_WORDS[norm]
        if action in legal:
            return action
        if action == "capot" and any(a.startswith("bid:capot:") for a in legal):
            return [tr._("Capot in what? For example “capot hearts” or “capot sans atout”.")]
        return _not_now(action, legal, tr)
    take = _TAKE_RE.fullmatch(norm)
    if take is not None:
        takes = [a for a in legal if a.startswith("take:")]
        if not takes:
            return [
                tr._("Nobody “takes” here: a bid is a value and a suit."),
                *_possible(legal, tr),
            ]
        if take["mode"] is None:
            turned = game.deal.dealt.turned
            default = None if turned is None else f"take:{CARDS[turned].code[-1]}"
            if default in takes:
                return str(default)
            if len(takes) == 1:
                return takes[0]
            return [
                tr._(
                    "Take in what? Possible: {choices}.",
                    choices=", ".join(typed_form(a, tr) for a in takes),
                )
            ]
        mode = _mode(take["mode"])
        if not mode:
            return _unclear(text, tr)
        if f"take:{mode}" in legal:
            return f"take:{mode}"
        return _not_now(f"take:{mode}", legal, tr)
    bid = _BID_RE.fullmatch(re.sub(r"^([0-9]+)(?=[^0-9 ])", r"\1 ", norm))
    if bid is not None and bid["mode"] is not None:
        mode = _mode(bid["mode"])
        if not mode:
            return _unclear(text, tr)
        value = bid["value"]
        action = f"bid:{int(value) if value.isdecimal() else value}:{mode}"
        return action if action in legal else _bid_refused(action, legal, tr)
    mode = _mode(norm)
    if mode:
        matching = [
            a for a in legal if a.split(":")[0] in ("take", "bid") and a.endswith(":" + mode)
        ]
        if len(matching) == 1:
            return matching[0]
        if matching:
            return [
                tr._(
                    "Which bid? For example {example}.",
                    example=_quoted(typed_form(matching[0], tr), tr),
                )
            ]
        return _not_now(f"take:{mode}", legal, tr)
    return _unclear(text, tr)


def _mode(text: str) -> str:
    """A contract mode in words (``cœur``, ``♥``, ``H``, ``sans atout``), or ``""``."""
    try:
        return str(parse_trump(text))
    except ValueError:
        return ""


def _card_with_article(card: int, tr: Translator) -> str:
    """A card in words with its article: « l'as de carreau » / "the ace of diamonds"."""
    ranks = (
        # TRANSLATORS: a rank with its article, before "of {suit}" (French: le sept … la dame,
        # le roi, l'as)
        tr.pgettext("rank with its article", "the seven"),
        tr.pgettext("rank with its article", "the eight"),
        tr.pgettext("rank with its article", "the nine"),
        tr.pgettext("rank with its article", "the ten"),
        tr.pgettext("rank with its article", "the jack"),
        tr.pgettext("rank with its article", "the queen"),
        tr.pgettext("rank with its article", "the king"),
        tr.pgettext("rank with its article", "the ace"),
    )
    # TRANSLATORS: a card in words: {rank} is "the jack" (with its article), {suit} "hearts"
    return tr.pgettext(
        "card in words", "{rank} of {suit}", rank=ranks[card & 7], suit=suit_names(tr)[card >> 3]
    )


def _read_card(
    game: Game, rules: Rules, seat: str, legal: list[str], text: str, tr: Translator
) -> str | list[str]:
    """A card typed in play, with « belote », « rebelote » or « silence » after it: the action,
    or why not. Where the belote is counted automatically, « belote » and « rebelote » are
    words the table says anyway: they add nothing."""
    norm = " ".join(text.casefold().split())
    extras: set[str] = set()
    kept = None
    if (k := _KEPT_RE.fullmatch(norm)) is not None:
        kept = "carre-" + k["what"].upper() if k["kind"].startswith("carr") else ""
        kept = kept or f"{k['kind']}-{k['what'].upper()}"
        norm = k["card"]
    while (m := _SUFFIX_RE.fullmatch(norm)) is not None:
        word = m["word"]
        extras.add(word if word in ("belote", "rebelote") else "silent")
        norm = m["card"]
    if rules.belote_call == "automatic":
        extras -= {"belote", "rebelote"}
    if not norm:
        return [tr._("Say the card too, for example “Q♥ belote”.")]
    try:
        card = parse_card(norm)
    except CardError:
        return [
            tr._(
                "Unknown card: {text}. Examples: {examples}, or the number of a playable card "
                "(“help” for help).",
                text=_quoted(_quote(norm), tr),
                examples=tr._("J♥, 10♦, jack of hearts, JH"),
            )
        ]
    said = [e for e in ("belote", "rebelote", "silent") if e in extras]
    action = "+".join([card.code, *said, *([] if kept is None else [f"silent:{kept}"])])
    if action in legal:
        return action
    if card.code not in game.hand(seat):
        return [tr._("Refused: you do not hold {card}", card=_card_with_article(card, tr))]
    trump = game.trump or "S"
    why = rules.explain(game.hand(seat), game.trick, trump, card, lang=tr.lang)
    if why is not None:
        labels = card_labels(tr)
        cards = " ".join(labels[int(parse_card(c))] for c in why.allowed)
        if not why.rule:
            return [tr._("Refused: {reason} (allowed: {cards})", reason=why.sentence, cards=cards)]
        return [
            tr._(
                "Refused: {reason} (allowed: {cards}) [{rule}]",
                reason=why.sentence,
                cards=cards,
                rule=why.rule,
            )
        ]
    again = f"{card.code}+rebelote" in legal
    first = any(a.startswith(card.code + "+belote") for a in legal)
    if "belote" in extras and not first:
        if again:
            return [
                tr._("Refused: with the second of the king and queen of trump, say “rebelote”.")
            ]
        return [tr._("Refused: say “belote” only with the king or the queen of trump.")]
    if "rebelote" in extras and not again:
        if first:
            return [
                tr._(
                    "Refused: with the first of the king and queen of trump, say “belote”; "
                    "“rebelote” goes with the second."
                )
            ]
        if rules.belote_rebelote == "either":
            return [
                tr._(
                    "Refused: say “rebelote” only with the second of the king and queen of "
                    "trump, having played the first."
                )
            ]
        return [
            tr._(
                "Refused: say “rebelote” only with the second of the king and queen of trump, "
                "after saying “belote” with the first."
            )
        ]
    names = sorted({a.partition("+silent:")[2] for a in legal if "+silent:" in a})
    if kept is not None and names:
        return [
            tr._(
                "Refused: you may keep one of these annonces to yourself: {names}.",
                names=", ".join(names),
            )
        ]
    return [
        tr._(
            "Refused: “silent” (keeping your annonces to yourself) is said only with your "
            "first card, when you have annonces."
        )
    ]


def read_answer(game: Game, rules: Rules, seat: str, text: str) -> str | list[str]:
    """What the player to move means by ``text``: one of ``game.legal_actions()``, or the
    lines to show him (help, or why the text is refused). Raise :class:`PlayerQuit` for
    « quitter ». Any text is safe: numbers are read only up to four digits, lines longer
    than :data:`MAX_INPUT` are refused unread."""
    legal = game.legal_actions()
    tr = _tr()
    if len(text) > MAX_INPUT:
        return _too_long(len(text), tr)
    text = text.strip()
    norm = " ".join(text.casefold().replace("’", "'").split())
    if not norm:
        return []
    if norm in QUIT_WORDS:
        raise PlayerQuit("the player left the table")
    if norm in HELP_WORDS:
        return _help(game, legal, tr)
    if re.fullmatch(r"[+-]?[0-9]+", norm):
        menu = numbered(legal)
        if norm.isdecimal() and len(norm) <= 4 and 1 <= int(norm) <= len(menu):
            return menu[int(norm) - 1]
        lines = [
            tr._(
                "No number {text}: type a number from 1 to {last}.",
                text=_quoted(_quote(norm), tr),
                last=len(menu),
            )
        ]
        same = [a for a in legal if a.startswith(f"bid:{norm}:")]
        if same:
            lines.append(
                tr._(
                    "To bid {value}, say the suit too: {example}.",
                    value=norm,
                    example=_quoted(typed_form(same[0], tr), tr),
                )
            )
        return lines
    if text in legal:  # the action's own code: take:H, bid:80:H, JH+belote
        return text
    if game.phase == "play":
        return _read_card(game, rules, seat, legal, text, tr)
    return _read_call(game, legal, text, _fold(norm), tr)


def _too_long(length: int, tr: Translator) -> list[str]:
    return [tr._("Line too long ({length} characters): type “help” for help.", length=length)]


def _fold(text: str) -> str:
    """Lower case without accents (``cœur`` → ``coeur``, ``générale`` → ``generale``)."""
    decomposed = unicodedata.normalize("NFKD", text.replace("œ", "oe"))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))
