"""A proofreader for the generated rulebook text: the mistakes a sentence assembled from pieces
can make, found without a dictionary.

The rulebooks are written by code that joins pieces of sentences (:mod:`.text`), so the usual
mistakes are those of the joins: a missing elision (« le as », « que il »), a missing
contraction (« de le », « à les »), a word doubled at a join (« de de »), two words glued
together (« ajouteet »), a space too many or too few around punctuation, a clause left without
its verb (« Cette option incompatible avec… »). :func:`proofread` checks a batch of texts for
them, in French or in English; the tests run it over every rulebook of every shipped variant
and option.

The verb check knows the verbs of the generated sentences (:data:`VERBS_FR`,
:data:`VERBS_EN`): a new sentence whose verb is not listed fails it until the verb is added,
which is the point — a clause without a known verb is read by a person once.

The checks of a language's grammar and typography (its verbs, the little words that get
glued, its spacing before « ; : ! ? », French elisions) are kept by language; a language with
none of them (a catalog added for another language) gets only the checks every language shares.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Final

from .words import Lang

__all__ = ["VERBS_EN", "VERBS_FR", "Finding", "proofread"]


@dataclass(frozen=True, slots=True)
class Finding:
    """One mistake: what is wrong, the words at fault, and the text they are in."""

    kind: str
    words: str
    text: str

    def __str__(self) -> str:
        return f"{self.kind}: « {self.words} » in « {self.text} »"


_VOWEL: Final = "aeiouyàâäéèêëîïôöûùüœæ"
#: Words before which French does not elide (aspirated h, numbers).
_NO_ELISION: Final = frozenset(
    {
        "huit",
        "huitième",
        "onze",
        "onzième",
        "haut",
        "haute",
        "hauteur",
        "hauteurs",
        "hors",
        "hasard",
        "oui",
        "yeux",
        "ouest",
    }
)
#: Words with a mute h, before which French elides.
_MUTE_H: Final = frozenset({"habitude", "habituel", "habituelle", "heure", "heures", "honneur"})
_ELIDING: Final = ("le", "la", "de", "que", "ne", "se", "ce", "je", "me", "te", "jusque")

_WORD: Final = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*", re.UNICODE)
_ELISION: Final = re.compile(
    r"\b(" + "|".join(_ELIDING) + r"|lorsque|puisque)\s+([^\W\d_]+)", re.IGNORECASE
)
_SI_IL: Final = re.compile(r"\bsi\s+(ils?)\b", re.IGNORECASE)
_CONTRACTION: Final = re.compile(r"\b(de|à)\s+(le|les)\s+([^\W\d_]+)", re.IGNORECASE)
_DOUBLED: Final = re.compile(r"\b([^\W\d_]+)\s+\1\b", re.IGNORECASE)
_ALLOWED_DOUBLES: Final = frozenset({"vous", "nous"})


def _lexicon(text: str) -> frozenset[str]:
    """The words of a text, one set."""
    return frozenset(text.split())


#: Conjugated forms of the verbs of the French rulebooks (and infinitives, participles).
VERBS_FR: Final = _lexicon(
    """
    a ajoute ajoutent aller annonce annoncer annoncent annoncé annule annulent appartient
    arrondi arrondie arrondit arrondis arrondissent arrête arrêtent atteint atteignent
    atteindre aurait avez avoir bat battre battues bat change changent choisit choisissent
    choisir coupe couper coupent coupez compte comptent compter comptée comptés commence
    contre contrer contrée contrées coûte coûtent départage départagent devient deviennent
    dire dit doit doivent donne donnent déclare déclarent déclarer défaussez défausser
    dépasse dépassent dépasser démarre entame entament est fait faire font fixe forment
    fournir fournissez garde gardent garder gagne gagnent gagner gardé gardée iront joue
    jouent jouer jouez joué jouée l'emporte l'emportent marque marquent marquer montre
    montrent montrer monte monter multiplie multiplié multipliée multipliés multipliées
    mis mise mises ont parle passe passent passer peut peuvent pouvez prend prendre prennent
    pris prise propose proposent prévoit ramasse ramassent range rangent rapporte
    rapportent redonne redonnent refusée refusé reçoit reçoivent reste restent restez
    retourne réussit réussissent réussi réussie s'arrête s'arrêtent s'ajoute s'arrondit
    s'arrondissent s'annonce se sert sert servent sont suffit suit suivent surcontrer
    surenchérir surcouper sous-couper tirent tire tient tiennent tournent va valent vaut
    vient voici demande demandé demandée sera seront changent passe jugé juge juger
    estime signale signalent cite citent choisi choisie finit finir devient reportés
    pisser ramené ramenés ramenées ramène ramènent reprend reprennent écrit écrite écrits
    comprend comprennent comprise compris comprises donné donnée donnés données annoncée
    fait faits faites ajoutée ajouté s'ajoutent tirée suffisent couvre couvrent couvert
    se rangent se suivent se coupe coupée coupées lu lus lue affiche attend attendent
    calcule calculé calculée calculés soumise soumis construit vient viennent viendra
    efface effacent pisse pissez distribue distribuent manque manquée manqué chute chutent
    disent parlent terminent clôt closent surcontrent
    tenu tenue tombe perd perdent perdue perdu
    tue retournée reçue reçu décidé décide obtient obtiennent
    """
)
#: Conjugated forms of the verbs of the English rulebooks.
VERBS_EN: Final = _lexicon(
    """
    add added adds allowed are be beat beats become becomes bid bids called can cancel
    cancels change changes choose chooses chosen come comes computed count counted counts
    cut cuts deal dealt deals decide declare declared declares decides discard does double
    doubled ends ends end follow follows gathered get gets give gives go goes has have held
    hold holds includes include is keep keeps kept lead leads made make makes may multiplied
    multiplies must name names pass passes passed play played plays proposes rank ranks
    reach reaches redeal redouble redoubled refused remain remains round rounded rounds say
    says score scored scores see separated shows show shown shuffle shuffled shuffles
    split stand stands stays submitted take takes taken trump trumps undertrump undertake
    undertakes undertaking win wins won worth cover covers scaled brought multiplying
    found finds lose loses lost missed fails failed judged counted added applies apply
    draw draws drawn tie ties tied cuts starts start goes belongs belong carries carry
    turned turn turns dealt receive receives gets given separates separate comes counts
    said beats taken written built read reads asked asks means mean marks mark declared
    sit sits cost costs speak speaks wait waits stop stops hold holds need needs going
    """
)

#: Words ending like an infinitive that are not verbs (« du premier », not « de le premier »).
_NOUNS_ER: Final = frozenset(
    {
        "premier",
        "dernier",
        "contre",
        "surcontre",
        "partenaire",
        "adversaire",
        "ordre",
        "nombre",
        "titre",
        "autre",
        "quatre",
        "livre",
    }
)

_GLUE_FR: Final = ("et", "ou")
_GLUE_EN: Final = ("and", "or", "the")
#: The verbs of each language's generated sentences: the verb check, by language.
_VERBS: Final[dict[str, frozenset[str]]] = {"fr": VERBS_FR, "en": VERBS_EN}
#: The little words that get glued to the previous one at a join, by language.
_GLUE: Final[dict[str, tuple[str, ...]]] = {"fr": _GLUE_FR, "en": _GLUE_EN}
#: Whether a language puts a space before « ; : ! ? » (French) or not (English), by language.
_SPACE_BEFORE_MARK: Final[dict[str, bool]] = {"fr": True, "en": False}
#: Words that end like a glued conjunction but are words.
_GLUE_ALLOWED: Final = frozenset(
    {"valet", "valets", "complet", "effet", "objet", "sujet", "jouet", "bouquet", "tabouret"}
)


def _words(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text)]


def _clauses(text: str) -> list[str]:
    """The parts of a text that need a verb: each sentence (parentheses and quotations
    removed), and each clause that opens with a subject pronoun (« Cette option… », « elle… »),
    split at semicolons, colons and commas."""
    text = re.sub(r"\([^()]*\)", " ", text)
    text = re.sub(r"«[^«»]*»", " « » ", text)
    out = [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if s.strip()]
    for clause in re.split(r"[;:,.]", text):
        words = clause.split()
        if words and words[0].lower() in _SUBJECTS:
            out.append(clause.strip())
    return out


_SUBJECTS: Final = frozenset(
    {"cette", "elle", "elles", "il", "ils", "on", "chacun", "chacune", "it", "they", "this"}
)


def _has_verb(clause: str, verbs: frozenset[str]) -> bool:
    words = _words(clause.replace("’", "'"))
    for word in words:
        bare = word.split("'")[-1]
        if word in verbs or bare in verbs:
            return True
    return False


def proofread(texts: Iterable[str], lang: Lang, *, sentences: Iterable[str] = ()) -> list[Finding]:
    """The mistakes in ``texts`` (every generated text of a rulebook: sentences, table cells,
    captions) and, for ``sentences`` (whole generated sentences only), also a capital at the
    start, a stop at the end and a verb in every clause."""
    batch = [" ".join(t.replace("\u00a0", " ").replace("\u202f", " ").split()) for t in texts]
    whole = [" ".join(t.replace("\u00a0", " ").replace("\u202f", " ").split()) for t in sentences]
    batch = [t for t in batch if t] + [t for t in whole if t]
    words_of = [_words(text) for text in batch]
    vocabulary = Counter(w for words in words_of for w in words)
    vocabulary.update(w.split("'")[-1] for words in words_of for w in words if "'" in w)
    verbs = _VERBS.get(lang)
    vocabulary.update(verbs or ())
    found: list[Finding] = []
    seen: set[tuple[str, str]] = set()

    def report(kind: str, words: str, text: str) -> None:
        if (kind, words) not in seen:
            seen.add((kind, words))
            found.append(Finding(kind, words, text))

    for text, words in zip(batch, words_of, strict=True):
        _check_spacing(text, lang, report)
        for match in _DOUBLED.finditer(text):
            word = match.group(1).lower()
            if word not in _ALLOWED_DOUBLES:
                report("doubled word", match.group(0), text)
        glue = _GLUE.get(lang, ())
        for word in words:
            if word in _GLUE_ALLOWED or vocabulary[word] > 3:
                continue
            for tail in glue:
                head = word[: -len(tail)]
                if word.endswith(tail) and len(head) >= 3 and vocabulary[head] > 0:
                    report("glued words", word, text)
        check = _GRAMMAR.get(lang)
        if check is not None:
            check(text, report)
    for text in whole:
        if text[0].isalpha() and not text[0].isupper():
            report("no capital at the start", text.split()[0], text)
        if text[-1] not in ".:!?…":
            report("no stop at the end", text[-20:], text)
        for clause in _clauses(text):
            if verbs is not None and len(_words(clause)) >= 2 and not _has_verb(clause, verbs):
                report("no verb in the clause", clause, text)
    return found


Report = Callable[[str, str, str], None]


#: The spacing mistakes of every language: (pattern, kind).
_SPACING: Final = tuple(
    (re.compile(pattern), kind)
    for pattern, kind in (
        (r"\s[,.](?!\d)", "space before a comma or a full stop"),
        (r",(?=[^\s\d»)])", "no space after a comma"),
        (r"[;:](?=[^\s\d/])", "no space after a colon or semicolon"),
        (r"\(\s|\s\)", "space inside parentheses"),
        (r"«(?=\S)|(?<=\S)»", "no space inside « »"),
        (r"[,;:]\s*[,;:.]", "two punctuation marks"),
    )
)
_NO_SPACE_BEFORE_MARK: Final = re.compile(r"[^\W\d_][;:!?]")
_SPACE_BEFORE: Final = re.compile(r"\s[;:!?]")


def _check_spacing(text: str, lang: Lang, emit: Report) -> None:
    for pattern, kind in _SPACING:
        for match in pattern.finditer(text):
            emit(kind, text[max(0, match.start() - 12) : match.end() + 12], text)
    space_before = _SPACE_BEFORE_MARK.get(lang)
    if space_before is True:
        for match in _NO_SPACE_BEFORE_MARK.finditer(text):
            emit(
                "no space before « ; : ! ? »",
                text[max(0, match.start() - 12) : match.end() + 12],
                text,
            )
    elif space_before is False:
        for match in _SPACE_BEFORE.finditer(text):
            emit(
                "space before « ; : ! ? »",
                text[max(0, match.start() - 12) : match.end() + 12],
                text,
            )


def _check_french(text: str, emit: Report) -> None:
    for match in _ELISION.finditer(text):
        word = match.group(2).lower()
        if word in _NO_ELISION:
            continue
        if word[0] in _VOWEL or word in _MUTE_H:
            emit("missing elision", match.group(0), text)
    for match in _SI_IL.finditer(text):
        emit("missing elision", match.group(0), text)
    for match in _CONTRACTION.finditer(text):
        after = match.group(3).lower()
        if after.endswith(("er", "ir", "re")) and after not in _NOUNS_ER:
            continue  # « de les garder »: a pronoun before an infinitive
        emit("missing contraction", match.group(0), text)


#: Paragraphs whose text comes from the variant files, not from the generator.
_NOT_GENERATED: Final = frozenset(
    {"belote-cite", "belote-description", "belote-chosen-option", "belote-sources"}
)
#: Paragraphs that are whole generated sentences.
_SENTENCES: Final = frozenset({"belote-rule", "belote-intro", "belote-situation"})


def generated_texts(produced: Iterable[object]) -> tuple[list[str], list[str]]:
    """The generated texts of rendered rulebook nodes (docutils), as (every paragraph, the
    paragraphs that are whole sentences); what the variant files say (citations, notes,
    descriptions, source titles) is left out."""
    from docutils import nodes

    texts: list[str] = []
    sentences: list[str] = []

    def collect(node: nodes.Element, inherited: frozenset[str], in_sentence: bool) -> None:
        # one walk down the tree, each node's classes and its ancestors' carried along (a
        # paragraph is left out when it or an ancestor has a class of _NOT_GENERATED, and
        # so is everything under it)
        own = node["classes"]
        classes = inherited.union(own) if own else inherited
        if classes & _NOT_GENERATED:
            return
        if isinstance(node, nodes.paragraph):
            text = node.astext()
            if in_sentence or _SENTENCES.intersection(own):
                sentences.append(text)
            else:
                texts.append(text)
        holds_sentences = bool(_SENTENCES.intersection(own))
        for child in node.children:
            if isinstance(child, nodes.Element):
                collect(child, classes, holds_sentences)

    for top in produced:
        if not isinstance(top, nodes.Element):
            continue
        above: set[str] = set()
        ancestor = top.parent
        while ancestor is not None:
            if isinstance(ancestor, nodes.Element):
                above.update(ancestor["classes"])
            ancestor = ancestor.parent
        parent = top.parent
        in_sentence = isinstance(parent, nodes.Element) and bool(
            _SENTENCES.intersection(parent["classes"])
        )
        collect(top, frozenset(above), in_sentence)
    return texts, sentences


#: The grammar checks of a language (French: elisions and contractions), by language.
_GRAMMAR: Final[dict[str, Callable[[str, Report], None]]] = {"fr": _check_french}
