"""Words of the rulebooks in French and English: names of seats, suits, ranks and modes, the
short label of every value the schema allows, and French typography.

Every generated sentence of the rulebooks is written in :mod:`belote_spec.rulebook.text`; this
module holds the vocabulary they share with the comparison matrix and the schema reference.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final, Literal

from ..cards import RANK_NAMES, Card

__all__ = [
    "LANGS",
    "VALUE_LABELS",
    "Lang",
    "card_label",
    "card_name",
    "carre_name",
    "check_lang",
    "count_label",
    "fr_typography",
    "join_words",
    "mode_name",
    "rank_label",
    "rank_name",
    "seat_name",
    "suit_name",
    "team_name",
    "tr",
    "value_label",
]

Lang = Literal["fr", "en"]
LANGS: Final[tuple[Lang, Lang]] = ("fr", "en")


def check_lang(value: str) -> Lang:
    """``fr`` or ``en``; anything else raises :class:`ValueError`."""
    if value == "fr":
        return "fr"
    if value == "en":
        return "en"
    raise ValueError(f"unknown language {value!r}: use fr or en")


def tr(lang: Lang, fr: str, en: str) -> str:
    """The French or the English text."""
    return fr if lang == "fr" else en


# ------------------------------------------------------------------------------ typography

_NBSP: Final = "\u00a0"
_NNBSP: Final = "\u202f"


def fr_typography(text: str) -> str:
    """French spacing: a no-break space inside « » and before ``:``, and a narrow one before
    ``; ? !``, so that a line never starts with a punctuation mark."""
    for mark in (":", ";", "?", "!"):
        space = _NBSP if mark == ":" else _NNBSP
        text = text.replace(f" {mark}", f"{space}{mark}")
    return text.replace("« ", f"«{_NBSP}").replace(" »", f"{_NBSP}»")


def join_words(items: Sequence[str], lang: Lang, *, last: str | None = None) -> str:
    """``a, b et c`` / ``a, b and c`` (``last`` replaces the final conjunction)."""
    word = last if last is not None else tr(lang, "et", "and")
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return f"{', '.join(items[:-1])} {word} {items[-1]}"


def count_label(n: int, lang: Lang, fr: str, en: str) -> str:
    """``1 carte`` / ``3 cartes``: ``fr`` and ``en`` are the singular; an ``s`` is added."""
    word = tr(lang, fr, en)
    return f"{n} {word}{'s' if n != 1 else ''}"


# ------------------------------------------------------------------------------ names

_SEATS: Final[Mapping[str, tuple[str, str]]] = {
    "N": ("Nord", "North"),
    "W": ("Ouest", "West"),
    "S": ("Sud", "South"),
    "E": ("Est", "East"),
}
_TEAMS: Final[Mapping[str, tuple[str, str]]] = {
    "NS": ("Nord–Sud", "North–South"),
    "EW": ("Est–Ouest", "East–West"),
}
_SUITS: Final = (
    ("pique", "spades"),
    ("cœur", "hearts"),
    ("carreau", "diamonds"),
    ("trèfle", "clubs"),
)
_RANKS_FR: Final = ("sept", "huit", "neuf", "dix", "valet", "dame", "roi", "as")
_RANKS_EN: Final = ("seven", "eight", "nine", "ten", "jack", "queen", "king", "ace")
_RANK_LETTERS: Final = (
    ("7", "7"),
    ("8", "8"),
    ("9", "9"),
    ("10", "10"),
    ("V", "J"),
    ("D", "Q"),
    ("R", "K"),
    ("A", "A"),
)
#: French plural of a rank in « carré de … » / « carré d'… ».
_CARRE_FR: Final = (
    "carré de sept",
    "carré de huit",
    "carré de neuf",
    "carré de dix",
    "carré de valets",
    "carré de dames",
    "carré de rois",
    "carré d'as",
)
_CARRE_EN: Final = (
    "four sevens",
    "four eights",
    "four nines",
    "four tens",
    "four jacks",
    "four queens",
    "four kings",
    "four aces",
)
_RANK_INDEX: Final = {name: i for i, name in enumerate(RANK_NAMES)}
SUIT_SYMBOLS: Final = ("♠", "♥", "♦", "♣")


def seat_name(seat: str, lang: Lang) -> str:
    """``Nord`` / ``North``."""
    fr, en = _SEATS[seat]
    return tr(lang, fr, en)


def team_name(team: str, lang: Lang) -> str:
    """``Nord–Sud`` / ``North–South``."""
    fr, en = _TEAMS[team]
    return tr(lang, fr, en)


def suit_name(suit: int, lang: Lang) -> str:
    """``cœur`` / ``hearts``."""
    fr, en = _SUITS[suit]
    return tr(lang, fr, en)


def rank_index(rank: str | int) -> int:
    """The natural index (0 = seven) of a rank name used by variant files, or of an index."""
    return rank if isinstance(rank, int) else _RANK_INDEX[rank]


def rank_name(rank: str | int, lang: Lang, *, article: bool = False) -> str:
    """``valet`` / ``jack``; with ``article``: ``le valet``, ``l'as`` / ``the jack``."""
    i = rank_index(rank)
    if lang == "en":
        return f"the {_RANKS_EN[i]}" if article else _RANKS_EN[i]
    word = _RANKS_FR[i]
    if not article:
        return word
    if word == "as":
        return "l'as"
    return f"{'la' if word == 'dame' else 'le'} {word}"


def rank_label(rank: str | int, lang: Lang) -> str:
    """The rank as printed on a card: ``V`` / ``J``, ``10``."""
    fr, en = _RANK_LETTERS[rank_index(rank)]
    return tr(lang, fr, en)


def carre_name(rank: str | int, lang: Lang) -> str:
    """``carré de valets`` / ``four jacks``."""
    i = rank_index(rank)
    return tr(lang, _CARRE_FR[i], _CARRE_EN[i])


def card_label(card: Card, lang: Lang) -> str:
    """``V♥`` / ``J♥``."""
    return rank_label(card.rank, lang) + SUIT_SYMBOLS[card.suit]


def card_name(card: Card, lang: Lang) -> str:
    """``valet de cœur`` / ``jack of hearts``."""
    if lang == "fr":
        return f"{_RANKS_FR[card.rank]} de {_SUITS[card.suit][0]}"
    return f"{_RANKS_EN[card.rank]} of {_SUITS[card.suit][1]}"


def mode_name(mode: str, lang: Lang) -> str:
    """A contract mode: ``S H D C`` (a trump suit), ``SA``, ``TA``."""
    if mode == "SA":
        return tr(lang, "sans atout", "no trump (sans atout)")
    if mode == "TA":
        return tr(lang, "tout atout", "all trumps (tout atout)")
    suit = "SHDC".index(mode)
    return tr(lang, f"atout {_SUITS[suit][0]}", f"{_SUITS[suit][1]} trump")


# ------------------------------------------------------------------------------ value labels

#: The short label of every enumerated value of the schema, by rule path (or by ``*`` for a
#: value that reads the same under every path), as (French, English). The comparison matrix
#: and the schema reference show these; tests check that every value has one.
VALUE_LABELS: Final[Mapping[str, Mapping[Any, tuple[str, str]]]] = {
    "table.players": {4: ("4 joueurs", "4 players")},
    "table.partnership": {"facing": ("partenaires face à face", "partners facing")},
    "table.rotation": {
        "counterclockwise": ("sens inverse des aiguilles d'une montre", "counter-clockwise"),
        "clockwise": ("sens des aiguilles d'une montre", "clockwise"),
    },
    "deck.cards": {32: ("32 cartes", "32 cards")},
    "deal.first_dealer": {
        "random": ("tiré au sort", "drawn at random"),
        "lowest_card": ("la plus basse carte tirée", "lowest card drawn"),
    },
    "deal.cut.by": {
        "before_dealer": ("le joueur avant le donneur", "the player before the dealer"),
        "after_dealer": ("le joueur après le donneur", "the player after the dealer"),
        "none": ("pas de coupe", "no cut"),
    },
    "deal.patterns": {
        "3-2": ("3 puis 2", "3 then 2"),
        "2-3": ("2 puis 3", "2 then 3"),
        "3-2-3": ("3, 2 puis 3", "3, 2 then 3"),
        "3-3-2": ("3, 3 puis 2", "3, 3 then 2"),
        "2-3-3": ("2, 3 puis 3", "2, 3 then 3"),
        "8": ("8 d'un coup", "all 8 at once"),
    },
    "deal.first_receiver": {
        "after_dealer": ("le joueur après le donneur", "the player after the dealer"),
        "dealer": ("le donneur", "the dealer"),
    },
    "deal.next_dealer": {
        "after_dealer": ("le joueur suivant", "the next player"),
        "before_dealer": ("le joueur précédent", "the previous player"),
        "same": ("le même donneur", "the same dealer"),
    },
    "deal.shuffle.between_deals": {
        "never": ("jamais : on coupe seulement", "never: cut only"),
        "always": ("avant chaque donne", "before every deal"),
        "by_agreement": ("si les deux équipes l'acceptent", "if both teams agree"),
    },
    "deal.misdeal.penalty": {
        "redeal": ("on redonne sans pénalité", "redeal, no penalty"),
        "opponents_score": ("points aux adversaires", "points to the opponents"),
    },
    "bidding.system": {
        "prise": ("prise (retourne)", "prise (turned card)"),
        "auction": ("enchères", "auction"),
    },
    "bidding.first_speaker": {
        "after_dealer": ("le joueur après le donneur", "the player after the dealer"),
        "dealer": ("le donneur", "the dealer"),
    },
    "bidding.prise.rounds": {
        "turned_suit": ("la couleur de la retourne", "the turned suit"),
        "other_suits": ("une autre couleur", "another suit"),
        "any_suit": ("n'importe quelle couleur", "any suit"),
        "sans_atout": ("sans atout", "sans atout"),
        "tout_atout": ("tout atout", "tout atout"),
    },
    "bidding.prise.all_pass": {"redeal": ("on redonne", "redeal")},
    "bidding.auction.end": {"three_passes": ("trois passes", "three passes")},
    "bidding.auction.all_pass": {"redeal": ("on redonne", "redeal")},
    "play.first_lead": {
        "after_dealer": ("le joueur après le donneur", "the player after the dealer"),
        "dealer": ("le donneur", "the dealer"),
        "taker": ("le preneur", "the taker"),
    },
    "play.next_lead": {"trick_winner": ("le gagnant du pli", "the trick winner")},
    "play.follow_suit": {"required": ("obligatoire", "required")},
    "play.trump_lead": {
        "must_overtrump": ("monter, même sur le partenaire", "go higher, even over partner"),
        "overtrump_unless_partner_master": (
            "monter, sauf partenaire maître",
            "go higher unless partner holds the trick",
        ),
        "any_trump": ("n'importe quel atout", "any trump"),
    },
    "play.must_trump": {
        "unless_partner_master": ("couper, sauf partenaire maître", "trump unless partner master"),
        "always": ("couper, même sur le partenaire", "trump, even over partner"),
        "never": ("jamais obligatoire", "never compulsory"),
    },
    "play.overtrump": {
        "required": ("surcouper obligatoire", "overtrump required"),
        "optional": ("surcouper facultatif", "overtrump optional"),
    },
    "play.undertrump": {
        "required": ("pisser obligatoire", "undertrump required"),
        "waived": ("on ne pisse pas", "no need to undertrump"),
        "forbidden": ("sous-couper interdit", "undertrumping forbidden"),
    },
    "play.partner_master": {"free": ("carte libre", "any card")},
    "play.partner_master_undertrump": {
        "allowed": ("sous-couper permis", "undertrumping allowed"),
        "forbidden": ("sous-couper interdit", "undertrumping forbidden"),
    },
    "play.tout_atout_climb": {
        "required": ("monter obligatoire", "must go higher"),
        "none": ("fournir suffit", "following is enough"),
    },
    "play.illegal_card": {"refused": ("refusée", "refused")},
    "annonces.long_sequences": {
        "single": ("une seule annonce", "a single annonce"),
        "split": ("coupée en plusieurs", "split into several"),
    },
    "annonces.card_reuse": {
        "carre_and_sequence": ("carré et suite à la fois", "in a carré and a sequence"),
        "none": ("une annonce par carte", "one annonce per card"),
    },
    "annonces.tie_break": {
        "carre_over_sequence": ("carré avant suite", "carré before sequence"),
        "longer": ("la plus longue", "the longer"),
        "higher": ("la plus haute", "the higher"),
        "trump": ("celle à l'atout", "the one in trump"),
    },
    "annonces.still_tied": {"nobody_scores": ("personne ne marque", "nobody scores")},
    "annonces.cancelling_carres.effect": {
        "annonces": ("annule les annonces", "cancels the annonces"),
        "deal": ("annule la donne", "cancels the deal"),
    },
    "annonces.declare": {"first_card": ("à la première carte", "with the first card")},
    "annonces.show": {"second_trick": ("au deuxième pli", "at the second trick")},
    "annonces.unshown": {
        "void": ("ne compte pas", "does not count"),
        "opponents_score": ("marquée par les adversaires", "scored by the opponents"),
    },
    "belote.call": {
        "automatic": ("comptée d'office", "counted automatically"),
        "declared": ("à dire, sinon perdue", "must be said"),
        "optional": ("dite au choix du joueur", "said at the holder's choice"),
    },
    "belote.tout_atout": {
        "every_suit": ("une par couleur", "one per suit"),
        "none": ("aucune", "none"),
    },
    "belote.sans_atout": {"none": ("aucune", "none")},
    "scoring.made_when": {
        "beats_defence": ("plus que la défense", "more than the defence"),
        "reaches_bid": ("l'enchère et plus que la défense", "the bid and more than the defence"),
    },
    "scoring.made.taker": {
        "points": ("ses points", "its points"),
        "points_plus_contract": ("ses points + le contrat", "its points + the contract"),
    },
    "scoring.made.defence": {"points": ("ses points", "its points")},
    "scoring.dedans.taker_annonces": {
        "to_defence": ("à la défense", "to the defence"),
        "lost": ("perdues", "lost"),
    },
    "scoring.dedans.defence_annonces": {
        "kept": ("gardées", "kept"),
        "lost": ("perdues", "lost"),
    },
    "scoring.litige.taker_points": {"held": ("mis en attente", "held")},
    "scoring.litige.awarded_to": {
        "next_winner": ("au gagnant de la donne suivante", "to the next deal's winner"),
        "next_taker": ("au prochain preneur qui réussit", "to the next taker who makes it"),
    },
    "scoring.capot.kind": {
        "flat": ("forfait", "flat value"),
        "der_bonus": ("dix de der augmenté", "bigger dix de der"),
    },
    "scoring.capot.against_taker": {
        "capot_points": ("la défense marque le capot", "the defence scores the capot"),
        "dedans": ("simple chute", "an ordinary failed contract"),
    },
    "scoring.contre.applies_to": {
        "contract": ("le contrat", "the contract"),
        "contract_and_points": ("le contrat et les points", "the contract and the points"),
    },
    "scoring.rounding.method": {
        "none": ("points exacts", "exact points"),
        "each_team": ("chaque équipe à la dizaine", "each team to the nearest ten"),
        "complement": (
            "preneur arrondi, défense par complément",
            "taker rounded, defence gets the rest",
        ),
    },
    "scoring.rounding.half": {
        "up": ("5 vers le haut", "5 rounds up"),
        "down": ("5 vers le bas", "5 rounds down"),
    },
    "game_end.reach": {
        "reach": ("atteindre suffit", "reaching is enough"),
        "exceed": ("il faut dépasser", "must exceed"),
    },
    "game_end.both_over": {"higher_wins": ("le plus haut score gagne", "higher score wins")},
    "game_end.tie": {"extra_deal": ("une donne de plus", "one more deal")},
    "game_end.result": {
        "winner": ("une équipe gagnante", "a winning team"),
        "difference": ("la différence des scores", "the score difference"),
    },
}

_BOOL: Final = {True: ("oui", "yes"), False: ("non", "no")}


def _enum_label(path: str, value: Any, lang: Lang) -> str | None:
    labels = VALUE_LABELS.get(path)
    if labels is not None and value in labels and not isinstance(value, bool):
        fr, en = labels[value]
        return tr(lang, fr, en)
    return None


def value_label(path: str, value: Any, lang: Lang) -> str:
    """A short, readable label of one rule value, for tables (``pisser obligatoire``)."""
    if value is None:
        return "—"
    if isinstance(value, bool):
        fr, en = _BOOL[value]
        return tr(lang, fr, en)
    if isinstance(value, list | tuple):
        if not value:
            return tr(lang, "aucun", "none")
        if path.endswith(("order", "ranks")):
            return " ".join(rank_label(v, lang) for v in value)
        if path.endswith("ratio"):
            return "/".join(str(v) for v in value)
        if path == "bidding.prise.rounds":
            return " · ".join(
                f"{i}) {' + '.join(value_label(path, m, lang) for m in round_)}"
                for i, round_ in enumerate(value, 1)
            )
        if path == "annonces.tie_break":
            return " > ".join(value_label(path, v, lang) for v in value)
        return ", ".join(value_label(path, v, lang) for v in value)
    if isinstance(value, Mapping):
        return ", ".join(f"{k}: {value_label(path, v, lang)}" for k, v in value.items())
    found = _enum_label(path, value, lang)
    return str(value) if found is None else found


# ------------------------------------------------------------------------------ rule titles

_T: Final[Mapping[str, tuple[str, str]]] = {
    "table": ("La table", "The table"),
    "table.players": ("Nombre de joueurs", "Number of players"),
    "table.partnership": ("Place des partenaires", "Partners' seats"),
    "table.rotation": ("Sens du jeu", "Direction of play"),
    "deck": ("Le jeu de cartes", "The pack"),
    "deck.cards": ("Nombre de cartes", "Number of cards"),
    "deck.dix_de_der": ("Dix de der", "Dix de der (last trick)"),
    "cards": ("Ordre et valeur des cartes", "Card order and points"),
    "cards.trump": ("Couleur d'atout", "Trump suit"),
    "cards.plain": ("Couleurs hors atout", "Plain suits"),
    "cards.sans_atout": ("Cartes à sans atout", "Cards at sans atout"),
    "cards.tout_atout": ("Cartes à tout atout", "Cards at tout atout"),
    "cards.sequence_order": ("Ordre des suites", "Sequence order"),
    "deal": ("La donne", "The deal"),
    "deal.first_dealer": ("Premier donneur", "First dealer"),
    "deal.cut": ("La coupe", "The cut"),
    "deal.cut.by": ("Qui coupe", "Who cuts"),
    "deal.cut.min_packet": ("Paquet minimum", "Smallest packet"),
    "deal.patterns": ("Distribution", "Dealing pattern"),
    "deal.first_receiver": ("Premier servi", "First to receive"),
    "deal.turned_card": ("Retourne", "Turned card"),
    "deal.completion": ("Fin de la donne", "Completing the deal"),
    "deal.completion.taker": ("Cartes du preneur", "Taker's cards"),
    "deal.completion.others": ("Cartes des autres", "Other players' cards"),
    "deal.next_dealer": ("Donneur suivant", "Next dealer"),
    "deal.shuffle": ("Battre les cartes", "Shuffling"),
    "deal.shuffle.between_deals": ("Entre les donnes", "Between deals"),
    "deal.shuffle.after_passed_deals": ("Après des donnes sans preneur", "After passed deals"),
    "deal.misdeal": ("Fausse donne", "Misdeal"),
    "deal.misdeal.penalty": ("Pénalité", "Penalty"),
    "deal.misdeal.points": ("Points de pénalité", "Penalty points"),
    "bidding": ("Le choix du contrat", "Bidding"),
    "bidding.system": ("Système", "System"),
    "bidding.first_speaker": ("Premier à parler", "First to speak"),
    "bidding.modes": ("Contrats possibles", "Contract modes"),
    "bidding.modes.suit": ("À la couleur", "Suit contracts"),
    "bidding.modes.sans_atout": ("Sans atout", "Sans atout"),
    "bidding.modes.tout_atout": ("Tout atout", "Tout atout"),
    "bidding.prise": ("La prise", "The prise"),
    "bidding.prise.rounds": ("Tours de parole", "Rounds"),
    "bidding.prise.modes_in_every_round": (
        "Sans atout et tout atout à chaque tour",
        "Optional modes in every round",
    ),
    "bidding.prise.vache": ("La vache", "The vache"),
    "bidding.prise.all_pass": ("Si tous passent", "If everybody passes"),
    "bidding.auction": ("Les enchères", "The auction"),
    "bidding.auction.floor": ("Enchère minimale", "Lowest bid"),
    "bidding.auction.step": ("Pas des enchères", "Bid step"),
    "bidding.auction.ceiling": ("Enchère maximale", "Highest bid"),
    "bidding.auction.capot": ("Enchère de capot", "Capot bid"),
    "bidding.auction.overbid_partner": ("Surenchérir sur son partenaire", "Overbidding partner"),
    "bidding.auction.contre": ("Contre", "Contre (double)"),
    "bidding.auction.surcontre": ("Surcontre", "Surcontre (redouble)"),
    "bidding.auction.contre_ends_auction": (
        "Le contre arrête les enchères",
        "A contre ends the auction",
    ),
    "bidding.auction.end": ("Fin des enchères", "End of the auction"),
    "bidding.auction.all_pass": ("Si tous passent", "If everybody passes"),
    "play": ("Le jeu de la carte", "The play"),
    "play.first_lead": ("Premier à jouer", "First lead"),
    "play.next_lead": ("Entame des plis suivants", "Next leads"),
    "play.follow_suit": ("Fournir", "Following suit"),
    "play.trump_lead": ("Atout demandé", "Trump led"),
    "play.must_trump": ("Couper", "Trumping"),
    "play.overtrump": ("Surcouper", "Overtrumping"),
    "play.undertrump": ("Pisser (sous-couper)", "Undertrumping"),
    "play.partner_master": ("Partenaire maître", "Partner master"),
    "play.partner_master_undertrump": ("Sous-couper son partenaire", "Undertrumping partner"),
    "play.tout_atout_climb": ("Monter à tout atout", "Going higher at tout atout"),
    "play.illegal_card": ("Carte non permise", "Illegal card"),
    "annonces": ("Les annonces", "Annonces"),
    "annonces.enabled": ("Annonces jouées", "Annonces played"),
    "annonces.sequences": ("Suites", "Sequences"),
    "annonces.long_sequences": ("Suites plus longues", "Longer runs"),
    "annonces.carres": ("Carrés", "Carrés"),
    "annonces.carres_sans_atout": ("Carrés à sans atout", "Carrés at sans atout"),
    "annonces.card_reuse": ("Une carte dans deux annonces", "A card in two annonces"),
    "annonces.tie_break": ("Départage", "Tie-break"),
    "annonces.still_tied": ("Égalité persistante", "Still tied"),
    "annonces.cancelling_carres": ("Carrés qui annulent", "Cancelling carrés"),
    "annonces.cancelling_carres.ranks": ("Hauteurs qui annulent", "Cancelling ranks"),
    "annonces.cancelling_carres.effect": ("Ce qui est annulé", "What is cancelled"),
    "annonces.declare": ("Déclarer", "Declaring"),
    "annonces.show": ("Montrer", "Showing"),
    "annonces.unshown": ("Annonce non montrée", "Unshown annonce"),
    "annonces.in_modes": ("Contrats avec annonces", "Contracts with annonces"),
    "annonces.in_modes.suit": ("À la couleur", "Suit contracts"),
    "annonces.in_modes.sans_atout": ("À sans atout", "At sans atout"),
    "annonces.in_modes.tout_atout": ("À tout atout", "At tout atout"),
    "belote": ("Belote et rebelote", "Belote and rebelote"),
    "belote.enabled": ("Belote comptée", "Belote scores"),
    "belote.points": ("Points de la belote", "Belote points"),
    "belote.call": ("Dire la belote", "Saying belote"),
    "belote.imprenable": ("Belote imprenable", "Belote kept on failure"),
    "belote.tout_atout": ("Belotes à tout atout", "Belotes at tout atout"),
    "belote.sans_atout": ("Belote à sans atout", "Belote at sans atout"),
    "scoring": ("Le décompte", "Scoring"),
    "scoring.made_when": ("Contrat réussi si…", "Contract made when…"),
    "scoring.counts_toward_contract": (
        "Ce qui compte pour le contrat",
        "What counts toward the contract",
    ),
    "scoring.counts_toward_contract.annonces": ("Les annonces comptent", "Annonces count"),
    "scoring.counts_toward_contract.belote": ("La belote compte", "Belote counts"),
    "scoring.made": ("Contrat réussi", "Contract made"),
    "scoring.made.taker": ("Marque du preneur", "Taker scores"),
    "scoring.made.defence": ("Marque de la défense", "Defence scores"),
    "scoring.dedans": ("Contrat chuté", "Contract failed"),
    "scoring.dedans.base": ("Points de chute", "Base points"),
    "scoring.dedans.add_contract": ("Contrat ajouté à la défense", "Contract added"),
    "scoring.dedans.taker_annonces": ("Annonces du preneur", "Taker's annonces"),
    "scoring.dedans.defence_annonces": ("Annonces de la défense", "Defence's annonces"),
    "scoring.litige": ("Litige", "Litige (tie)"),
    "scoring.litige.enabled": ("Litige joué", "Litige played"),
    "scoring.litige.taker_points": ("Points du preneur", "Taker's points"),
    "scoring.litige.held_belote": ("Belote en attente", "Belote held"),
    "scoring.litige.awarded_to": ("Points en attente pour…", "Held points go to…"),
    "scoring.capot": ("Capot", "Capot"),
    "scoring.capot.kind": ("Calcul du capot", "Capot value"),
    "scoring.capot.points": ("Points du capot", "Capot points"),
    "scoring.capot.dix_de_der": ("Dix de der du capot", "Capot's dix de der"),
    "scoring.capot.against_taker": ("Preneur mis capot", "Taker put capot"),
    "scoring.capot.announced": ("Capot annoncé", "Announced capot"),
    "scoring.capot.announced.enabled": ("Capot annoncé permis", "Announcing capot allowed"),
    "scoring.capot.announced.contract": ("Valeur du capot annoncé", "Announced capot value"),
    "scoring.contre": ("Contre et surcontre", "Contre and surcontre"),
    "scoring.contre.contre": ("Multiplicateur du contre", "Contre multiplier"),
    "scoring.contre.surcontre": ("Multiplicateur du surcontre", "Surcontre multiplier"),
    "scoring.contre.applies_to": ("Ce qui est multiplié", "What is multiplied"),
    "scoring.rounding": ("Arrondi", "Rounding"),
    "scoring.rounding.method": ("Méthode d'arrondi", "Rounding method"),
    "scoring.rounding.half": ("Arrondi du 5", "Rounding a 5"),
    "scoring.tout_atout_scaling": ("Mise à l'échelle du tout atout", "Tout atout scaling"),
    "scoring.tout_atout_scaling.enabled": ("Mise à l'échelle", "Scaling"),
    "scoring.tout_atout_scaling.ratio": ("Rapport", "Ratio"),
    "scoring.tout_atout_scaling.capot_ratio": ("Rapport en cas de capot", "Capot ratio"),
    "game_end": ("La fin de la partie", "End of the game"),
    "game_end.target": ("Score à atteindre", "Target"),
    "game_end.target_choices": ("Autres scores possibles", "Other targets"),
    "game_end.reach": ("Atteindre ou dépasser", "Reach or exceed"),
    "game_end.both_over": ("Deux équipes au-delà", "Both teams over"),
    "game_end.tie": ("Égalité", "Tie"),
    "game_end.capot_loser_cannot_win": ("Équipe mise capot", "Team put capot"),
    "game_end.result": ("Résultat", "Result"),
    "plugins": ("Plugins de règle", "Rule plugins"),
}

_ROLES: Final = {
    "trump": ("de l'atout", "trump"),
    "plain": ("hors atout", "plain"),
    "sans_atout": ("à sans atout", "sans atout"),
    "tout_atout": ("à tout atout", "tout atout"),
}
_SEQUENCES: Final = ("tierce", "cinquante", "cent")


def rule_title(path: str, lang: Lang) -> str | None:
    """A short human title of a rule path (leaf or group), or None if it has none."""
    found = _T.get(path)
    if found is not None:
        return tr(lang, *found)
    parts = path.split(".")
    if parts[0] == "cards" and len(parts) >= 3 and parts[1] in _ROLES:
        role_fr, role_en = _ROLES[parts[1]]
        if parts[2] == "order" and len(parts) == 3:
            return tr(lang, f"Ordre {role_fr}", f"Order ({role_en})")
        if parts[2] == "points" and len(parts) == 3:
            return tr(lang, f"Points {role_fr}", f"Points ({role_en})")
        if parts[2] == "points" and len(parts) == 4 and parts[3] in RANK_NAMES:
            word = _RANKS_FR[rank_index(parts[3])]
            of = {"as": "de l'as", "dame": "de la dame"}.get(word, f"du {word}")
            return tr(lang, f"Points {of} {role_fr}", f"Points of the {parts[3]} ({role_en})")
    if parts[:2] in (["annonces", "carres"], ["annonces", "carres_sans_atout"]) and len(parts) == 3:
        sa = parts[1] == "carres_sans_atout"
        name = carre_name(parts[2], lang)
        name = name[0].upper() + name[1:]
        return name + tr(lang, " à sans atout", " at sans atout") if sa else name
    if parts[:2] == ["annonces", "sequences"] and len(parts) >= 3 and parts[2] in _SEQUENCES:
        kind = parts[2].capitalize()
        if len(parts) == 3:
            return kind
        if parts[3] == "length":
            return tr(lang, f"Longueur ({parts[2]})", f"Length ({parts[2]})")
        if parts[3] == "points":
            return tr(lang, f"Points ({parts[2]})", f"Points ({parts[2]})")
    return None
