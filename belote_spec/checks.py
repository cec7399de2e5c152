"""Relations between rules that JSON Schema cannot say.

Each check returns ``(rule paths, message, expected)`` triples: the paths are every rule the
inconsistency involves, and the loader reports it at the one written in the most specific
place (the file being loaded rather than its parent).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .cards import DEAL_PACKETS
from .i18n import _
from .seating import hand_size_of
from .yamlsafe import KeyPath

__all__ = ["PATTERN_CARDS", "check_playable_target", "check_rules", "talon_size"]

Finding = tuple[tuple[KeyPath, ...], str, str | None]

#: Cards per player dealt by each pattern before any turned card.
PATTERN_CARDS: Mapping[str, int] = {name: sum(p) for name, p in DEAL_PACKETS.items()}
HAND_SIZE = 8


def check_rules(rules: Mapping[str, Any]) -> list[Finding]:
    """Every inconsistency between the rules of a merged variant."""
    out: list[Finding] = []
    out += _check_deal(rules)
    out += _check_bidding(rules)
    out += _check_annonces(rules)
    out += _check_scoring(rules)
    out += _check_lines(rules)
    out += _check_plugins(rules)
    return out


def check_playable_target(rules: Mapping[str, Any]) -> list[Finding]:
    """The variant's own target is one the players may choose: a game is recorded with its
    target, and replaying a record checks that target against the choices, so a game played
    to a target outside them would not replay.

    Not part of :func:`check_rules`: such a variant still loads (a parent's choices may be
    overridden later in a chain); ``validate`` reports it and ``play`` refuses it."""
    game_end = rules.get("game_end")
    if not isinstance(game_end, Mapping):
        return []
    target = game_end.get("target")
    choices = list(game_end.get("target_choices") or ())
    if not choices or target in choices:
        return []
    return [
        (
            (("game_end", "target"), ("game_end", "target_choices")),
            _(
                "the target {target} is not among the target choices {choices}: a game played "
                "to it could not be replayed",
                target=target,
                choices=", ".join(str(c) for c in choices),
            ),
            _(
                "game_end.target_choices that include {target}, or a target among them",
                target=target,
            ),
        )
    ]


def _check_plugins(rules: Mapping[str, Any]) -> list[Finding]:
    """A plugin is enabled once: its parameters would otherwise be ambiguous."""
    out: list[Finding] = []
    seen: set[str] = set()
    for index, entry in enumerate(rules.get("plugins") or ()):
        name = entry.get("name") if isinstance(entry, Mapping) else entry
        if not isinstance(name, str):
            continue
        if name in seen:
            out.append(
                (
                    (("plugins", index),),
                    _("the plugin '{name}' is enabled twice", name=name),
                    _("each plugin once, with all its parameters"),
                )
            )
        seen.add(name)
    return out


def _check_scoring(rules: Mapping[str, Any]) -> list[Finding]:
    """A score sheet in tens records rounded lines only: every deal is rounded."""
    scoring = rules["scoring"]
    unit = scoring["unit"]
    if unit == 1:
        return []
    rounding = scoring["rounding"]
    out: list[Finding] = []
    if rounding["method"] == "none":
        out.append(
            (
                (("scoring", "unit"), ("scoring", "rounding", "method")),
                _("a score sheet in units of {unit} needs its points rounded", unit=unit),
                _("scoring.rounding.method: each_team, complement or split, or scoring.unit: 1"),
            )
        )
    if rounding["last_deal"] == "exact":
        out.append(
            (
                (("scoring", "unit"), ("scoring", "rounding", "last_deal")),
                _("a score sheet in units of {unit} cannot count a deal to the point", unit=unit),
                _("scoring.rounding.last_deal: rounded, or scoring.unit: 1"),
            )
        )
    return out


def _hand_target(rules: Mapping[str, Any], dealt: int) -> int:
    """The cards each player must hold for the play: the pack shared by the four players at a
    table of four (eight with 32 cards); at three or two, what the deal gives the players
    other than the taker (the pack need not be dealt out: the rest is the talon)."""
    deal = rules["deal"]
    players = int(rules.get("table", {}).get("players", 4))
    cards = int(rules.get("deck", {}).get("cards", 32))
    if players == 4:
        return cards // 4
    if dealt >= HAND_SIZE:
        return dealt
    return dealt + int(deal["completion"]["others"])


#: Rules the engine plays at four players only, with the value every table plays: a penalty
#: to the other team, a belote judged by the place of its first card in a trick of four,
#: annonces compared between two teams (each for himself the best player takes all his own)
#: or scored by the other team when unshown, trick bonuses summed by team.
_FOUR_ONLY: tuple[tuple[tuple[str, ...], Any], ...] = (
    (("play", "illegal_card"), "refused"),
    (("deal", "misdeal", "penalty"), "redeal"),
    (("deal", "misdeal", "repeated"), []),
    (("belote", "first_card"), "any_play"),
    (("annonces", "resolution"), "best_team"),
    (("annonces", "unshown"), "void"),
    (("trick_bonuses", "enabled"), False),
)


def _four_only(rules: Mapping[str, Any], players: int) -> list[Finding]:
    out: list[Finding] = []
    for path, value in _FOUR_ONLY:
        node: Any = rules
        for key in path:
            node = node.get(key) if isinstance(node, Mapping) else None
        if node is None or node == value or (value == [] and not node):
            continue
        where = ".".join(path)
        out.append(
            (
                (path, ("table", "players")),
                _(
                    "{rule} is played at four players, not {players}",
                    rule=where,
                    players=players,
                ),
                _(
                    "{rule}: {value} with {players} players",
                    rule=where,
                    value=_json_value(value),
                    players=players,
                ),
            )
        )
    return out


def _json_value(value: Any) -> str:
    """A rule value as written in a variant file (``[]``, ``redeal``)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return "[]" if value == [] else str(value)


def _check_table(rules: Mapping[str, Any]) -> list[Finding]:
    """Players and partnership agree; the bidding at fewer than four is the prise."""
    table = rules.get("table", {})
    players = int(table.get("players", 4))
    partnership = table.get("partnership", "facing")
    paths = (("table", "players"), ("table", "partnership"))
    out: list[Finding] = []
    if players == 4 and partnership != "facing":
        out.append(
            (
                paths,
                _("four players play in two teams facing each other"),
                _("table.partnership: facing with four players"),
            )
        )
    elif players != 4 and partnership != "none":
        out.append(
            (
                paths,
                _(
                    "{players} players cannot sit in two teams facing each other",
                    players=players,
                ),
                _(
                    "table.partnership: none (each for himself) with {players} players",
                    players=players,
                ),
            )
        )
    if players != 4:
        out += _four_only(rules, players)
    bidding = rules.get("bidding", {})
    if players != 4 and bidding.get("system", "prise") != "prise":
        out.append(
            (
                (("table", "players"), ("bidding", "system")),
                _(
                    "the {system} bidding is played by four players, not {players}",
                    system=bidding.get("system"),
                    players=players,
                ),
                _("bidding.system: prise with {players} players", players=players),
            )
        )
    return out


def _check_lines(rules: Mapping[str, Any]) -> list[Finding]:
    """Each for himself (``table.partnership: none``), what the scoring on one line per player
    does not count (the engine's ``line_refusals`` says the same of its parameters)."""
    if rules.get("table", {}).get("partnership", "facing") != "none":
        return []
    scoring = rules["scoring"]
    game_end = rules.get("game_end", {})
    through = game_end.get("no_win_through") or {}
    partnership = ("table", "partnership")
    out: list[Finding] = []
    if scoring["litige"]["enabled"]:
        out.append(
            (
                (("scoring", "litige", "enabled"), partnership),
                _(
                    "each for himself, a taker who only equals a defender has not made more "
                    "than him: a failed contract, not a litige"
                ),
                _("scoring.litige.enabled: false"),
            )
        )
    if scoring["rounding"]["method"] in ("complement", "split"):
        out.append(
            (
                (("scoring", "rounding", "method"), partnership),
                _(
                    "scoring.rounding.method {method} rounds two teams' lines against each "
                    "other; each for himself, every line is rounded alone",
                    method=scoring["rounding"]["method"],
                ),
                _("scoring.rounding.method: each_team or none"),
            )
        )
    if scoring["capot"]["kind"] == "flat":
        out.append(
            (
                (("scoring", "capot", "kind"), partnership),
                _(
                    "each for himself, a capot is counted as points that replace the dix de der, "
                    "not as a flat score"
                ),
                _("scoring.capot.kind: der_bonus (with scoring.capot.dix_de_der)"),
            )
        )
    if through.get("belote") or through.get("annonces") or through.get("line"):
        out.append(
            (
                (("game_end", "no_win_through"), partnership),
                _("game_end.no_win_through is counted for two teams only"),
                _("game_end.no_win_through: belote, annonces and line empty"),
            )
        )
    if game_end.get("instant_win"):
        out.append(
            (
                (("game_end", "instant_win"), partnership),
                _("game_end.instant_win is played by four hands of eight cards only"),
                _("game_end.instant_win: []"),
            )
        )
    return out


def _check_deal(rules: Mapping[str, Any]) -> list[Finding]:
    out: list[Finding] = _check_table(rules)
    deal = rules["deal"]
    turned = deal["turned_card"]
    first = {PATTERN_CARDS[p] for p in deal["patterns"]}
    if len(first) > 1:
        by_count = sorted({(n, p) for p, n in PATTERN_CARDS.items()})
        return [
            *out,
            (
                (("deal", "patterns"),),
                _("the patterns do not deal the same number of cards before the bidding"),
                _(
                    "patterns that all deal as many: {groups}",
                    groups="; ".join(
                        f"{n}: {', '.join(p for m, p in by_count if m == n)}"
                        for n in sorted(set(PATTERN_CARDS.values()))
                    ),
                ),
            ),
        ]
    dealt = max(first) if first else HAND_SIZE
    hand = _hand_target(rules, dealt)
    eight = hand == HAND_SIZE
    patterns = ("deal", "patterns")
    to_taker = deal.get("turned_card_to", "taker") == "taker"
    if turned and dealt >= hand:
        out.append(
            (
                (("deal", "turned_card"), patterns),
                _("a card is turned but the pattern already deals eight cards each")
                if eight
                else _(
                    "a card is turned but the pattern already deals {size} cards each",
                    size=hand,
                ),
                _(
                    "turned_card: false with an eight-card pattern, or a pattern that deals "
                    "fewer before the bidding (3-2, 2-3, 3-3)"
                )
                if eight
                else _(
                    "turned_card: false, or a pattern that deals fewer than {size} before the "
                    "bidding (3-2, 2-3, 3-3)",
                    size=hand,
                ),
            )
        )
    if dealt < hand:
        completion = deal["completion"]
        extra = 1 if turned and to_taker else 0
        if dealt + extra + completion["taker"] != hand:
            more = hand - dealt - extra
            if extra and eight:
                why = _(
                    "deal.completion.taker: {more} ({dealt} dealt, the turned card and {more} "
                    "more make eight)",
                    more=more,
                    dealt=dealt,
                )
            elif extra:
                why = _(
                    "deal.completion.taker: {more} ({dealt} dealt, the turned card and {more} "
                    "more make {size})",
                    more=more,
                    dealt=dealt,
                    size=hand,
                )
            elif eight:
                why = _(
                    "deal.completion.taker: {more} ({dealt} dealt and {more} more make eight)",
                    more=more,
                    dealt=dealt,
                )
            else:
                why = _(
                    "deal.completion.taker: {more} ({dealt} dealt and {more} more make {size})",
                    more=more,
                    dealt=dealt,
                    size=hand,
                )
            out.append(
                (
                    (("deal", "completion", "taker"), ("deal", "turned_card"), patterns),
                    _(
                        "with deal.completion.taker at {taker}, the taker would hold {held} cards",
                        taker=completion["taker"],
                        held=dealt + extra + completion["taker"],
                    ),
                    why,
                )
            )
        if dealt + completion["others"] != hand:
            more = hand - dealt
            out.append(
                (
                    (("deal", "completion", "others"), patterns),
                    _(
                        "with deal.completion.others at {others}, the other players would hold "
                        "{held} cards",
                        others=completion["others"],
                        held=dealt + completion["others"],
                    ),
                    _(
                        "deal.completion.others: {more} ({dealt} dealt and {more} more make eight)",
                        more=more,
                        dealt=dealt,
                    )
                    if eight
                    else _(
                        "deal.completion.others: {more} ({dealt} dealt and {more} more make "
                        "{size})",
                        more=more,
                        dealt=dealt,
                        size=hand,
                    ),
                )
            )
    out += _check_talon(rules, hand)
    return out


def talon_size(rules: Mapping[str, Any], hand: int | None = None) -> int:
    """The cards no player receives (the talon), with ``hand`` cards each (the seating's hand
    size by default): the pack less the hands and a turned card left to nobody."""
    deal = rules["deal"]
    if hand is None:
        hand = hand_size_of(deal)
    players = int(rules.get("table", {}).get("players", 4))
    cards = int(rules.get("deck", {}).get("cards", 32))
    nobody = 1 if deal["turned_card"] and deal.get("turned_card_to", "taker") == "nobody" else 0
    return cards - players * hand - nobody


def _check_talon(rules: Mapping[str, Any], hand: int) -> list[Finding]:
    """The pack holds the hands (and a turned card left to nobody); the bergère is the talon's
    last card; the seven exchange takes a turned card nobody receives."""
    deal = rules["deal"]
    players = int(rules.get("table", {}).get("players", 4))
    cards = int(rules.get("deck", {}).get("cards", 32))
    turned = deal["turned_card"]
    nobody = turned and deal.get("turned_card_to", "taker") == "nobody"
    talon = cards - players * hand - (1 if nobody else 0)
    out: list[Finding] = []
    if talon < 0:
        out.append(
            (
                (
                    ("deck", "cards"),
                    ("table", "players"),
                    ("deal", "completion", "others"),
                    ("deal", "turned_card_to"),
                ),
                _(
                    "{players} hands of {size} cards{turned} need {needed} cards, and the pack "
                    "has {cards}",
                    players=players,
                    size=hand,
                    turned=_(" and the turned card") if nobody else "",
                    needed=players * hand + (1 if nobody else 0),
                    cards=cards,
                ),
                _(
                    "smaller hands (deal.patterns, deal.completion), fewer players or a larger "
                    "pack (deck.cards)"
                ),
            )
        )
    if deal.get("bergere") and talon < 1:
        out.append(
            (
                (("deal", "bergere"), ("deck", "cards"), ("table", "players")),
                _("the bergère is the last card of the talon, and this deal leaves no talon"),
                _(
                    "deal.bergere: false, or a deal that leaves cards undealt (fewer players or "
                    "smaller hands than the pack holds)"
                ),
            )
        )
    if deal.get("seven_exchange", "none") != "none" and not nobody:
        out.append(
            (
                (("deal", "seven_exchange"), ("deal", "turned_card"), ("deal", "turned_card_to")),
                _(
                    "the seven of trumps is exchanged for a turned card that nobody receives, "
                    "and this deal has none"
                ),
                _(
                    "deal.turned_card: true and deal.turned_card_to: nobody, or "
                    "deal.seven_exchange: none"
                ),
            )
        )
    return out


def _check_bidding(rules: Mapping[str, Any]) -> list[Finding]:
    out: list[Finding] = []
    bidding = rules["bidding"]
    turned = rules["deal"]["turned_card"]
    modes = bidding["modes"]
    if not any(modes.values()):
        out.append(
            ((("bidding", "modes"),), _("no contract mode is enabled"), _("at least one true"))
        )
    if bidding["system"] == "prise":
        needs_turned = any(
            m in ("turned_suit", "other_suits") for r in bidding["prise"]["rounds"] for m in r
        )
        if needs_turned and not turned:
            out.append(
                (
                    (("deal", "turned_card"), ("bidding", "prise", "rounds")),
                    _("a prise round names the turned suit but no card is turned"),
                    _("deal.turned_card: true, or rounds offering any_suit"),
                )
            )
        for r, round_modes in enumerate(bidding["prise"]["rounds"]):
            for i, mode in enumerate(round_modes):
                if mode in ("sans_atout", "tout_atout") and not modes[mode]:
                    out.append(
                        (
                            (("bidding", "prise", "rounds", r, i), ("bidding", "modes", mode)),
                            _(
                                "round {round} offers {mode} but bidding.modes.{mode} is false",
                                round=r + 1,
                                mode=mode,
                            ),
                            _("bidding.modes.{mode}: true, or remove it from the round", mode=mode),
                        )
                    )
            suit_choices = {"turned_suit", "other_suits", "any_suit"} & set(round_modes)
            if suit_choices and not modes["suit"]:
                out.append(
                    (
                        (("bidding", "prise", "rounds", r), ("bidding", "modes", "suit")),
                        _(
                            "round {round} offers a suit but bidding.modes.suit is false",
                            round=r + 1,
                        ),
                        _("bidding.modes.suit: true"),
                    )
                )
    else:
        if turned:
            out.append(
                (
                    (("bidding", "system"), ("deal", "turned_card")),
                    _("an auction is played without a turned card"),
                    _("false with bidding.system: auction"),
                )
            )
        auction = bidding["auction"]
        ceiling = auction["ceiling"]
        if ceiling is not None and auction["floor"] > ceiling:
            out.append(
                (
                    (("bidding", "auction", "ceiling"), ("bidding", "auction", "floor")),
                    _(
                        "the ceiling {ceiling} is below the floor {floor}",
                        ceiling=ceiling,
                        floor=auction["floor"],
                    ),
                    _("a ceiling at or above the floor"),
                )
            )
        elif ceiling is not None and ceiling != auction["floor"] and ceiling % auction["step"]:
            out.append(
                (
                    (
                        ("bidding", "auction", "ceiling"),
                        ("bidding", "auction", "step"),
                    ),
                    _(
                        "the ceiling {ceiling} is not a multiple of the step {step}: "
                        "bids above the floor are the multiples of the step",
                        ceiling=ceiling,
                        step=auction["step"],
                    ),
                    _(
                        "a ceiling that is a multiple of {step}, or null for none",
                        step=auction["step"],
                    ),
                )
            )
        if auction["contre_timing"] == "any_time" and not auction["contre"]:
            out.append(
                (
                    (("bidding", "auction", "contre_timing"), ("bidding", "auction", "contre")),
                    _("a contre may be said at any time but contre is not allowed"),
                    _("contre: true, or contre_timing: in_turn"),
                )
            )
        if (
            auction["contre_out_of_turn"] == "wronged_side_chooses"
            and auction["contre_timing"] == "any_time"
        ):
            out.append(
                (
                    (
                        ("bidding", "auction", "contre_out_of_turn"),
                        ("bidding", "auction", "contre_timing"),
                    ),
                    _(
                        "a contre out of turn cannot be a fault when a contre may be said at any "
                        "time"
                    ),
                    _("contre_out_of_turn: refused with contre_timing: any_time"),
                )
            )
        if auction["surcontre"] and not auction["contre"]:
            out.append(
                (
                    (("bidding", "auction", "surcontre"), ("bidding", "auction", "contre")),
                    _("surcontre is allowed but contre is not"),
                    _("contre: true, or surcontre: false"),
                )
            )
        if auction["after_capot"] == "ends" and auction["contre"] and auction["capot_contre"]:
            out.append(
                (
                    (
                        ("bidding", "auction", "capot_contre"),
                        ("bidding", "auction", "after_capot"),
                    ),
                    _(
                        "a capot bid may be doubled, but it ends the auction: nobody is left "
                        "to double it"
                    ),
                    _("capot_contre: false, or after_capot: opponents (or as_usual)"),
                )
            )
    return out


def _check_annonces(rules: Mapping[str, Any]) -> list[Finding]:
    out: list[Finding] = []
    seq = rules["annonces"]["sequences"]
    lengths = [seq[k]["length"] for k in ("tierce", "cinquante", "cent")]
    if not lengths[0] < lengths[1] < lengths[2]:
        out.append(
            (
                (("annonces", "sequences"),),
                _(
                    "sequence lengths {tierce}, {cinquante}, {cent} are not increasing",
                    tierce=lengths[0],
                    cinquante=lengths[1],
                    cent=lengths[2],
                ),
                _("tierce shorter than cinquante, cinquante shorter than cent"),
            )
        )
    return out
