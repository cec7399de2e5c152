"""An independent reference of the card-play obligations of Belote, for the tests.

Written from the four source documents (000 the club, 002 classic, 003 the players' guide,
004 belote bridgée; the variant files cite them in ``sources``), the rule inventory and the
schema's description of each ``play`` rule -- not from the engine. It is deliberately plain:
cards are two-letter codes, every rule is a separate, readable step, nothing is cached or
packed into bits.

Card order and points come straight from the documents (they are the same in every variant):

* trump (002 « La valeur des cartes », 004 « Ordre et valeur des cartes »):
  J 20, 9 14, A 11, 10 10, K 4, Q 3, 8 0, 7 0;
* plain suits (002, 004): A 11, 10 10, K 4, Q 3, J 2, 9 0, 8 0, 7 0;
* sans atout (000 « Option sans atout », 004): plain order, aces 19;
* tout atout (000 « Option tout atout », 004): every suit ranks and scores as trump.

Contract modes: ``"S" "H" "D" "C"`` (that suit is trump), ``"SA"`` and ``"TA"``.
A trick is the list of card codes already played, in play order; the player to move is the
partner of the player who played ``trick[-2]`` (partners sit face to face, so play alternates
teams).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

SUITS = ("S", "H", "D", "C")
RANKS = ("7", "8", "9", "T", "J", "Q", "K", "A")
DECK = tuple(rank + suit for suit in SUITS for rank in RANKS)
SEATS = ("N", "W", "S", "E")

# Strongest first.
TRUMP_ORDER = ("J", "9", "A", "T", "K", "Q", "8", "7")
PLAIN_ORDER = ("A", "T", "K", "Q", "J", "9", "8", "7")

TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
PLAIN_POINTS = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
SANS_ATOUT_POINTS = {**PLAIN_POINTS, "A": 19}

MODES = (*SUITS, "SA", "TA")

#: The ``play`` rules this reference reads, each with the values it knows how to read (from the
#: schema's description of each). A value outside these is refused, not read as another one: a
#: value added to the schema fails the comparisons until it is read here too.
KNOWN: Mapping[str, tuple[str, ...]] = {
    "follow_suit": ("required",),
    "plain_climb": ("required", "none"),
    "trump_lead": ("must_overtrump", "overtrump_unless_partner_master", "any_trump"),
    "must_trump": ("unless_partner_master", "always", "never"),
    "overtrump": ("required", "optional"),
    "undertrump": ("required", "waived", "forbidden"),
    "partner_master": ("free",),
    "partner_master_undertrump": (
        "allowed",
        "forbidden",
        "forbidden_unless_only_trumps",
        "only_trumps_must_overtrump",
        "overtrump_if_able",
    ),
    "tout_atout_climb": ("required", "none"),
}


def rank(card: str) -> str:
    return card[0]


def suit(card: str) -> str:
    return card[1]


def next_seat(seat: str) -> str:
    return SEATS[(SEATS.index(seat) + 1) % 4]


def is_trump(card: str, mode: str) -> bool:
    """A card is a trump only in a suit contract, when it is of the trump suit. At tout atout
    every suit *ranks* as trump, but nobody can trump: « A Tout Atout et Sans Atout, la coupe
    devient impossible » (000)."""
    return mode in SUITS and suit(card) == mode


def order_of(card: str, mode: str) -> tuple[str, ...]:
    """The rank order (strongest first) that applies to this card in this mode."""
    if mode == "TA" or is_trump(card, mode):
        return TRUMP_ORDER
    return PLAIN_ORDER


def strength(card: str, mode: str) -> int:
    """Strength of a card inside its own suit: larger is stronger."""
    order = order_of(card, mode)
    return len(order) - order.index(rank(card))


def beats(card: str, other: str, mode: str) -> bool:
    """True when ``card`` is stronger than ``other``; both of the same suit."""
    assert suit(card) == suit(other)
    return strength(card, mode) > strength(other, mode)


def card_points(card: str, mode: str) -> int:
    if mode == "TA" or is_trump(card, mode):
        return TRUMP_POINTS[rank(card)]
    if mode == "SA":
        return SANS_ATOUT_POINTS[rank(card)]
    return PLAIN_POINTS[rank(card)]


def winner_index(trick: Sequence[str], mode: str) -> int:
    """Index in ``trick`` of the card that wins (or holds) the trick.

    « Le pli revient à l'atout le plus fort, ou à défaut à la plus forte carte de la couleur
    demandée » (002); « le pli est remporté par le joueur qui a joué la plus forte carte à
    l'atout ou, à défaut, à la couleur demandée » (000). At sans atout and tout atout there is
    no trumping, so only the led suit can win."""
    if not trick:
        raise ValueError("empty trick")
    trumps = [i for i, card in enumerate(trick) if is_trump(card, mode)]
    if trumps:
        candidates = trumps
    else:
        led = suit(trick[0])
        candidates = [i for i, card in enumerate(trick) if suit(card) == led]
    best = candidates[0]
    for i in candidates[1:]:
        if beats(trick[i], trick[best], mode):
            best = i
    return best


def partner_is_master(trick: Sequence[str], mode: str, partners: bool = True) -> bool:
    """The partner of the player to move played ``trick[-2]``; he is master when that card
    holds the trick (« il a joué la meilleure carte sur le tapis », 000). With fewer than two
    cards on the table the partner has not played yet, so he is not master (000 rule 2). At a
    table without partners (three or two players each for himself) nobody's partner is master."""
    return partners and len(trick) >= 2 and winner_index(trick, mode) == len(trick) - 2


def best_trump_on_table(trick: Sequence[str], mode: str) -> str | None:
    trumps = [card for card in trick if is_trump(card, mode)]
    if not trumps:
        return None
    best = trumps[0]
    for card in trumps[1:]:
        if beats(card, best, mode):
            best = card
    return best


def legal_cards(
    play: Mapping[str, str],
    hand: Iterable[str],
    trick: Sequence[str],
    mode: str,
    partners: bool = True,
) -> set[str]:
    """The cards of ``hand`` that the ``play`` rules (a variant's ``rules.play``) allow on
    ``trick`` in contract ``mode``; ``partners``: whether the table has partners facing
    (``table.partnership: facing``), else nobody's partner is ever master."""
    hand = list(hand)
    trick = list(trick)
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}")
    for rule, values in KNOWN.items():
        if play[rule] not in values:
            raise ValueError(f"the reference does not read play.{rule}: {play[rule]!r}")
    if not hand:
        return set()
    # The player who leads plays « la carte de son choix » (000).
    if not trick:
        return set(hand)
    if mode == "SA":
        return _sans_atout(play, hand, trick)
    if mode == "TA":
        return _tout_atout(play, hand, trick)
    return _suit_contract(play, hand, trick, mode, partners)


def _of_suit(cards: Iterable[str], wanted: str) -> list[str]:
    return [card for card in cards if suit(card) == wanted]


def _plain_follow(
    play: Mapping[str, str], following: list[str], trick: list[str], mode: str
) -> set[str]:
    """The cards of a plain (non-trump) suit led that may follow it: any of them, or with
    play.plain_climb « required » (« play a card of that suit that beats the card holding the
    trick if you can, even your partner's ») those above the card holding the trick; a trick
    already trumped is held by a trump, which no card of the suit beats."""
    if play["plain_climb"] == "none":
        return set(following)
    holding = trick[winner_index(trick, mode)]
    if suit(holding) != suit(trick[0]):
        return set(following)  # trumped: any card of the suit
    higher = [card for card in following if beats(card, holding, mode)]
    return set(higher) if higher else set(following)


def _sans_atout(play: Mapping[str, str], hand: list[str], trick: list[str]) -> set[str]:
    """« Il n'y a plus aucun atout ... il est impossible de couper » (000): follow suit if you
    can, otherwise any card. Every suit is plain (play.plain_climb reads « at sans atout every
    suit »)."""
    following = _of_suit(hand, suit(trick[0]))
    return _plain_follow(play, following, trick, "SA") if following else set(hand)


def _tout_atout(play: Mapping[str, str], hand: list[str], trick: list[str]) -> set[str]:
    """« Au jeu de la carte, on est toujours obligé de monter sur la carte qui tient si l'on
    peut » (000 « Option tout atout »); « à tout Atout on est toujours obligé de monter sur la
    carte qui tient » (004). Without the led suit, any card: trumping is impossible."""
    led = suit(trick[0])
    following = _of_suit(hand, led)
    if not following:
        return set(hand)
    if play["tout_atout_climb"] == "none":
        return set(following)
    holding = trick[winner_index(trick, "TA")]  # always a card of the led suit at TA
    higher = [card for card in following if beats(card, holding, "TA")]
    # « toujours » -- even over the partner.
    return set(higher) if higher else set(following)


def _suit_contract(
    play: Mapping[str, str], hand: list[str], trick: list[str], trump: str, partners: bool = True
) -> set[str]:
    led = suit(trick[0])
    following = _of_suit(hand, led)
    my_trumps = _of_suit(hand, trump)
    best_trump = best_trump_on_table(trick, trump)
    partner_master = partner_is_master(trick, trump, partners)

    def higher_trumps() -> list[str]:
        if best_trump is None:
            return list(my_trumps)
        return [card for card in my_trumps if beats(card, best_trump, trump)]

    # 1. Trump led (002 « Monter à l'atout : quand l'atout est demandé, jouez un atout plus
    #    fort que ceux déjà posés si vous le pouvez, même au-dessus de votre partenaire »;
    #    003 « il doit toujours mettre un atout plus fort que ceux posés sur la table »;
    #    004 « on est obligé de jouer en posant un atout de valeur supérieure au plus fort déjà
    #    posé si on peut le faire »; 000 rule 4 « Si l'atout est la couleur demandée, il faut
    #    obligatoirement jouer atout si on en possède, quelle que soit sa hauteur »).
    if led == trump:
        if not my_trumps:
            return set(hand)  # no trump at all: any card
        rule = play["trump_lead"]
        if rule == "any_trump":
            return set(my_trumps)
        if rule == "overtrump_unless_partner_master" and partner_master:
            return set(my_trumps)
        # must_overtrump, or overtrump_unless_partner_master with an opponent holding.
        higher = higher_trumps()
        return set(higher) if higher else set(my_trumps)

    # 2. A plain suit was led: follow it if you can, with any card of it (all documents), or
    #    going higher with play.plain_climb « required » (Croatian Bela).
    if following:
        return _plain_follow(play, following, trick, trump)

    # 3. Void in the led suit and no trump: any card (« sinon on se défausse en jouant
    #    n'importe quelle carte », 000; 002 « Se défausser »; 003).
    if not my_trumps:
        return set(hand)

    must_trump = play["must_trump"]
    obliged = must_trump == "always" or (
        must_trump == "unless_partner_master" and not partner_master
    )

    # 4. Not obliged to trump: the partner is master (000 rule 2 « on peut alors jouer
    #    n'importe quelle carte [...] On peut également couper si bon nous semble »; 002
    #    « quand votre partenaire est maître, jouez la carte de votre choix »; 004 « il peut
    #    couper ou se défausser d'une carte de son choix »; 003 « Si son partenaire a déjà coupé
    #    et est maître du pli, le joueur peut couper avec un atout plus faible »), or trumping
    #    is never compulsory.
    if not obliged:
        if partner_master:
            return _free_with_partner_master(play, hand, my_trumps, best_trump, trump)
        # must_trump: never, partner not master. Discarding is free; a trump, if chosen,
        # still obeys the overtrump rule over an opponent's trump.
        higher = higher_trumps()
        if best_trump is not None and play["overtrump"] == "required" and higher:
            others = [card for card in hand if not is_trump(card, trump)]
            return set(others) | set(higher)
        return set(hand)

    # 5. Obliged to trump (000 rule 2 « on est tenu de couper en jouant un atout si l'on en
    #    possède »; 002 « Couper »; 003 « Coupe »; 004).
    if best_trump is None:
        return set(my_trumps)  # nobody has trumped yet: any trump
    if partner_master:
        # Only with must_trump: always -- the partner's trump holds the trick. The overtrump
        # rule speaks of an opponent's trump; partner_master_undertrump decides.
        return _free_trump_over_partner(play, hand, my_trumps, best_trump, trump)
    # An opponent's trump holds the trick (the partner is not master and a trump is down).
    higher = higher_trumps()
    if higher:
        if play["overtrump"] == "required":
            # « Si un adversaire a déjà coupé, surcoupez avec un atout plus fort » (002);
            # « on est obligé de "monter" à l'atout » (000 rule 3); 003 « Coupe ».
            return set(higher)
        return set(my_trumps)  # overtrump optional: any trump
    # 6. Cannot beat the opponent's trump.
    undertrump = play["undertrump"]
    if undertrump == "required":
        # « si vous ne le pouvez pas, posez tout de même un atout plus faible » (002);
        # « Si cela s'avère impossible, on devra choisir un atout plus faible » (000 rule 3,
        # which the club waives in rule 4); 003 « jouer un atout d'une valeur plus faible ».
        return set(my_trumps)
    if undertrump == "waived":
        # « on ne "pisse" pas à l'atout; il n'est pas demandé de couper si l'on est incapable
        # de surmonter l'atout d'un adversaire ayant déjà coupé: on peut alors se défausser »
        # (000 rule 4): any card, a lower trump included.
        return set(hand)
    if undertrump == "forbidden":
        others = [card for card in hand if not is_trump(card, trump)]
        return set(others) if others else set(my_trumps)
    raise ValueError(f"unknown play.undertrump {undertrump!r}")


def _free_with_partner_master(
    play: Mapping[str, str],
    hand: list[str],
    my_trumps: list[str],
    best_trump: str | None,
    trump: str,
) -> set[str]:
    """partner_master: free -- any card. partner_master_undertrump: forbidden removes the trumps
    lower than the trump already on the table, unless nothing else is left;
    only_trumps_must_overtrump (FFB « Équipe Ludique », rule 4) asks a player who holds nothing
    but trumps to beat the partner's trump if he can, and leaves the others free."""
    rule = play["partner_master_undertrump"]
    if rule == "allowed" or best_trump is None:
        return set(hand)
    only_trumps = len(my_trumps) == len(hand)
    higher = [card for card in my_trumps if beats(card, best_trump, trump)]
    if rule == "only_trumps_must_overtrump":
        # FFB « Équipe Ludique », rule 4: free, but with nothing but trumps, beat it if you can.
        if not only_trumps:
            return set(hand)
        return set(higher) if higher else set(hand)
    if rule == "overtrump_if_able":
        # BGA: any other card; a trump must beat the partner's if the hand holds a higher one.
        if not higher:
            return set(hand)
        return {card for card in hand if not is_trump(card, trump)} | set(higher)
    if rule == "forbidden_unless_only_trumps" and only_trumps:
        # FFB coinchée, règle 4: the only case where a lower trump is allowed.
        return set(hand)
    lower = {card for card in my_trumps if not beats(card, best_trump, trump)}
    allowed = set(hand) - lower
    return allowed if allowed else set(hand)


def _free_trump_over_partner(
    play: Mapping[str, str],
    hand: list[str],
    my_trumps: list[str],
    best_trump: str,
    trump: str,
) -> set[str]:
    """must_trump: always, with the partner's trump holding the trick: any trump, except that
    partner_master_undertrump: forbidden asks for a higher one (and, without one, lets the
    player discard rather than trump under his partner)."""
    rule = play["partner_master_undertrump"]
    if rule == "allowed":
        return set(my_trumps)
    higher = [card for card in my_trumps if beats(card, best_trump, trump)]
    only_trumps = len(my_trumps) == len(hand)
    if rule == "only_trumps_must_overtrump":
        return set(higher) if (only_trumps and higher) else set(my_trumps)
    if rule == "overtrump_if_able":
        return set(higher) if higher else set(my_trumps)
    if rule == "forbidden_unless_only_trumps" and only_trumps:
        return set(my_trumps)
    if higher:
        return set(higher)
    others = [card for card in hand if not is_trump(card, trump)]
    return set(others) if others else set(my_trumps)
