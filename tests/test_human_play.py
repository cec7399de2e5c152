"""A human at the table (``belote-spec play --human S --save FILE``): what may be typed at the
prompt, what any other input does, and the saved record, whole or interrupted.

The game is driven through :func:`play_at_table` with a scripted ``ask``, and through the real
reader of standard input (``sys.stdin`` replaced: a pipe, a terminal, none), in process and once
in a child process fed a 200 MB line. The expected actions are written by hand from the action
vocabulary of :mod:`belote_spec.engine.game` (``pass``, ``take:H``, ``bid:80:H``, ``contre``…).
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import stat
import subprocess
import sys
import tempfile
import threading
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import pytest

from belote_spec import load_variant
from belote_spec.atomic_files import write_atomically
from belote_spec.bots import HeuristicBot
from belote_spec.cards import CARDS, SEATS, parse_card
from belote_spec.cli import main
from belote_spec.engine.game import Game
from belote_spec.engine.observation import Observation
from belote_spec.engine.rules import IllegalAction, Rules
from belote_spec.i18n import translator
from belote_spec.terminal.answers import (
    CALL_WORDS,
    MAX_INPUT,
    PlayerQuit,
    _fold,
    numbered,
    read_answer,
    typed_form,
)
from belote_spec.terminal.printer import _Printer
from belote_spec.terminal.prompt import DISCARD_CHUNK, _LineTooLong, _read_stdin_line
from belote_spec.terminal.saving import SaveError
from belote_spec.terminal.session import play_at_table
from belote_spec.terminal.wording import describe_action

from .skips import missing

# ------------------------------------------------------------------------------- helpers


class Script:
    """The human's answers: each item is a text, or a function of the game giving one. When
    the items run out, the input ends (``EOFError``, as a closed standard input)."""

    def __init__(
        self,
        answers: Iterable[str | Callable[[Game], str]],
        then: str | Callable[[Game], str] = "",
    ) -> None:
        self.answers = list(answers)
        self.then = then  # what to answer once the list is used up ("" = end of input)
        self.game: Game | None = None
        self.asked: list[tuple[str, list[str]]] = []  # (phase, legal) at each question

    def __call__(self, prompt: str) -> str:
        assert self.game is not None
        assert prompt == "Sud > "
        self.asked.append((self.game.phase, self.game.legal_actions()))
        if self.answers:
            answer = self.answers.pop(0)
            return answer if isinstance(answer, str) else answer(self.game)
        if callable(self.then):
            return self.then(self.game)
        if self.then:
            return self.then
        raise EOFError


def _rules(spec: str, monkeypatch: pytest.MonkeyPatch, script: Script) -> Rules:
    """The compiled variant, with ``new_game`` wrapped so that ``script`` sees the game."""
    rules = load_variant(spec).compile()
    real = rules.new_game

    def new_game(**kw: Any) -> Game:
        script.game = real(**kw)
        return script.game

    monkeypatch.setattr(rules, "new_game", new_game)
    return rules


def _bots(seed: int = 0) -> dict[str, HeuristicBot]:
    return {s: HeuristicBot(seed * 4 + i) for i, s in enumerate(SEATS)}


def _play(
    spec: str,
    monkeypatch: pytest.MonkeyPatch,
    script: Script,
    *,
    seed: int = 1,
    save: Path | None = None,
    overwrite: bool = False,
    raises: type[BaseException] | None = EOFError,
) -> tuple[Game, list[str]]:
    """Play with South at the prompt; return the game and every line printed."""
    lines: list[str] = []
    rules = _rules(spec, monkeypatch, script)
    kwargs: dict[str, Any] = {"seed": seed, "human": "S", "out": lines.append, "ask": script}
    if raises is None:
        game = play_at_table(rules, _bots(seed), save=save, overwrite=overwrite, **kwargs)
        return game, lines
    with pytest.raises(raises):
        play_at_table(rules, _bots(seed), save=save, overwrite=overwrite, **kwargs)
    assert script.game is not None
    return script.game, lines


def _south_to_move(rules: Rules, seed: int, before: Callable[[Game], str] | None = None) -> Game:
    """A new game brought to South's first call, everybody else passing (or calling
    ``before(game)``)."""
    game = rules.new_game(seed=seed)
    while game.to_move != "S":
        game.apply(before(game) if before else "pass")
    return game


def _record(path: Path) -> dict[str, Any]:
    data = json.loads(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def _reloads(path: Path, game: Game) -> Game:
    """The file holds ``game``'s record, and it replays to the same record."""
    reloaded = Game.from_json(path.read_text(encoding="utf-8"))
    assert reloaded.to_record() == _record(path) == game.to_record()
    return reloaded


# ------------------------------------------------------------------------ calls by name


def test_prise_calls_by_name_in_both_rounds() -> None:
    rules = load_variant("classic").compile()
    game = _south_to_move(rules, 1)
    turned = parse_card(game.to_record()["deals"][0]["turned"]).code[-1]
    assert game.legal_actions() == ["pass", f"take:{turned}"]
    for text in ("passe", "Passe", " je passe ", "PASSER"):
        assert read_answer(game, rules, "S", text) == "pass"
    for text in ("prends", "je prends", "Prends", "2"):
        assert read_answer(game, rules, "S", text) == f"take:{turned}"
    # first round: only the turned suit; another one is refused with what is possible
    other = "S" if turned != "S" else "H"
    refused = read_answer(game, rules, "S", f"prends {other}")
    assert isinstance(refused, list)
    assert refused[0].startswith("Pas possible maintenant : prend à ")
    assert "« prends" in refused[1]
    # second round: every other suit, named
    while game.phase == "bidding" and game.deal.bidding.round == 0:  # type: ignore[union-attr]
        game.apply("pass")
    while game.to_move != "S":
        game.apply("pass")
    legal = game.legal_actions()
    assert f"take:{turned}" not in legal
    words = {"S": "pique", "H": "cœur", "D": "carreau", "C": "trèfle"}
    symbols = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
    for suit in {"S", "H", "D", "C"} - {turned}:
        assert f"take:{suit}" in legal
        for text in (
            f"prends {words[suit]}",
            f"prends à {words[suit]}",
            f"Je prends {symbols[suit]}",
            words[suit],
            symbols[suit],
        ):
            assert read_answer(game, rules, "S", text) == f"take:{suit}", text
    # « prends » alone is ambiguous in the second round
    asked = read_answer(game, rules, "S", "prends")
    assert isinstance(asked, list)
    assert asked[0].startswith("Prendre à quoi ? Possible : prends ")


def test_sans_atout_and_tout_atout_are_taken_by_name() -> None:
    rules = load_variant("club+tout-atout").compile()
    game = _south_to_move(rules, 1)
    assert "take:TA" in game.legal_actions()
    for text in ("tout atout", "prends tout atout", "prends tout-atout", "TA", "ta"):
        assert read_answer(game, rules, "S", text) == "take:TA", text
    rules = load_variant("club+sans-atout").compile()
    game = _south_to_move(rules, 1)
    assert "take:SA" in game.legal_actions()
    for text in ("sans atout", "prends sans atout", "Prends SA"):
        assert read_answer(game, rules, "S", text) == "take:SA", text


def test_auction_bids_by_value_and_suit() -> None:
    rules = load_variant("pagat-coinche+sans-atout-tout-atout").compile()
    game = _south_to_move(rules, 1)
    legal = game.legal_actions()
    assert {"bid:80:H", "bid:90:SA", "bid:100:TA", "bid:capot:S"} <= set(legal)
    cases = {
        "80 cœur": "bid:80:H",
        "80 coeur": "bid:80:H",
        "80 ♥": "bid:80:H",
        "80♥": "bid:80:H",
        "80 à cœur": "bid:80:H",
        "80 H": "bid:80:H",
        "j'annonce 80 cœur": "bid:80:H",
        "90 sans atout": "bid:90:SA",
        "90 SA": "bid:90:SA",
        "100 tout atout": "bid:100:TA",
        "capot pique": "bid:capot:S",
        "Capot ♠": "bid:capot:S",
        "bid:80:H": "bid:80:H",  # the action's own code
    }
    for text, action in cases.items():
        assert read_answer(game, rules, "S", text) == action, text
    # the bids are not numbered (there are hundreds): the numbers are for the other calls
    assert numbered(legal) == ["pass"]
    assert read_answer(game, rules, "S", "1") == "pass"
    # a bare value is not a line number: it asks for the suit
    said = read_answer(game, rules, "S", "80")
    assert isinstance(said, list)
    assert said[0] == "Pas de numéro « 80 » : tapez un numéro de 1 à 1."
    assert said[1].startswith("Pour annoncer 80, dites aussi la couleur : « 80 ")
    # a capot or a suit alone is ambiguous in an auction
    assert read_answer(game, rules, "S", "capot") == [
        "Capot à quoi ? Par exemple « capot cœur » ou « capot sans atout »."
    ]
    said = read_answer(game, rules, "S", "cœur")
    assert said == ["Quelle enchère ? Par exemple « 80 cœur »."]
    # a bid below the lowest one, or a value that does not exist, is refused with the range
    while game.to_move != "W":
        game.apply("pass")
    game.apply("bid:120:S")
    assert game.to_move == "S"
    said = read_answer(game, rules, "S", "100 cœur")
    assert isinstance(said, list)
    assert said[0] == "Enchère impossible maintenant : annonce 100 à ♥ cœur."
    assert said[1].startswith("Enchères possibles : 130, 140, 150 … ")
    assert read_answer(game, rules, "S", "130 coeur") == "bid:130:H"


def test_contre_and_surcontre_by_name() -> None:
    rules = load_variant("pagat-coinche").compile()
    # West (just before South) bids: South may contre (coinche)
    game = rules.new_game(seed=2)
    while game.to_move != "W":
        game.apply("pass")
    game.apply("bid:80:H")
    assert game.to_move == "S"
    assert "contre" in game.legal_actions()
    for text in ("contre", "Coinche", "je contre"):
        assert read_answer(game, rules, "S", text) == "contre"
    refused = read_answer(game, rules, "S", "surcontre")
    assert isinstance(refused, list)
    assert refused[0] == "Pas possible maintenant : surcontre."
    # South bids, West contres: South may surcontre
    game = _south_to_move(rules, 2)
    game.apply("bid:80:H")
    while game.to_move != "W":
        game.apply("pass")
    game.apply("contre")
    while "surcontre" not in game.legal_actions("S"):
        game.apply("pass")
    assert game.to_move == "S"
    for text in ("surcontre", "Surcoinche", "sur contre"):
        assert read_answer(game, rules, "S", text) == "surcontre"


def test_a_capot_announced_before_the_first_lead() -> None:
    rules = load_variant("traditional+capot-demande").compile()
    for seed in range(40):
        game = rules.new_game(seed=seed)
        while not game.over and game.phase == "bidding":
            legal = game.legal_actions()
            takes = [a for a in legal if a.startswith("take:")]
            game.apply(takes[0] if game.to_move == "S" and takes else "pass")
        if game.phase == "capot" and game.to_move == "S":
            assert game.legal_actions() == ["capot", "pass"]
            assert read_answer(game, rules, "S", "capot") == "capot"
            assert read_answer(game, rules, "S", "je demande le capot") == "capot"
            assert read_answer(game, rules, "S", "passe") == "pass"
            return
    pytest.fail("South never took in traditional+capot-demande")


# Variants chosen for their calls: prise with and without the extra modes, la vache, a belote
# said by the player, annonces kept silent, auctions with générale, surcontre and the dealer
# choosing to shuffle, and a capot announced.
PROPERTY_SPECS = (
    "classic",
    "club+tout-atout",
    "club+sans-atout",
    "club+vache",
    "traditional",
    "traditional+capot-demande",
    "pagat-coinche+generale",
    "pagat-coinche+sans-atout-tout-atout",
    "ffb-contree-2016",
    "cannes-2016",
)


def _kind(action: str) -> str:
    """``take:H`` → ``take``, ``QH+belote`` → ``+belote``, ``JH`` → ``card``, ``pass`` →
    ``pass``."""
    if ":" in action:
        return action.split(":")[0]
    if "+" in action:
        return action[action.index("+") :]
    return action if action in CALL_WORDS.values() else "card"


def test_every_legal_action_reads_back_from_what_the_help_says_to_type() -> None:
    """For every state reached by random games, each legal action typed as the help shows it
    (``typed_form``) and each line number read back as that very action."""
    kinds: set[str] = set()
    for spec in PROPERTY_SPECS:
        rules = load_variant(spec).compile()
        for seed in range(2):
            game = rules.new_game(seed=seed)
            rng = random.Random(seed)
            seat = game.to_move
            while not game.over and len(game.actions) < 400:
                seat = game.to_move
                assert seat is not None
                legal = game.legal_actions()
                bids = [a for a in legal if a.startswith("bid:")]
                # every call and card; a sample of the (many) bids
                checked = numbered(legal) + rng.sample(bids, min(6, len(bids)))
                for action in checked:
                    typed = typed_form(action)
                    assert read_answer(game, rules, seat, typed) == action, (spec, typed)
                    kinds.add(_kind(action))
                for i, action in enumerate(numbered(legal), 1):
                    assert read_answer(game, rules, seat, str(i)) == action
                game.apply(rng.choice(legal))
    assert {"pass", "take", "bid", "contre", "surcontre", "capot", "shuffle", "gather"} <= kinds
    assert {"card", "+belote", "+rebelote", "+silent", "+belote+silent"} <= kinds
    # the ruling after a contre out of turn is rare in random games: its words, directly
    for action in ("play-on", "redeal", "shuffle", "gather", "pass", "contre", "surcontre"):
        assert CALL_WORDS[_fold(typed_form(action))] == action


def test_belote_and_silence_are_said_after_the_card() -> None:
    rules = load_variant("club").compile()  # belote and rebelote said by the player
    for seed in range(60):
        game = rules.new_game(seed=seed)
        rng = random.Random(seed)
        first: str | None = None  # the card South said « belote » with
        while not game.over:
            legal = game.legal_actions()
            said = [a for a in legal if a.endswith("+belote")]
            again = [a for a in legal if a.endswith("+rebelote")]
            if game.to_move == "S" and said and first is None:
                action = said[0]
                card = parse_card(action.split("+")[0])
                for text in (
                    f"{card.french} belote",
                    f"{card.code}+belote",
                    f"{card.french_name} belote",
                ):
                    assert read_answer(game, rules, "S", text) == action, text
                assert read_answer(game, rules, "S", card.french) == card.code
                # « rebelote » goes with the second card, not the first
                assert read_answer(game, rules, "S", f"{card.french} rebelote") == [
                    "Refusé : avec le premier du roi et de la dame d'atout, dites « belote » ; "
                    "« rebelote » va avec le second."
                ]
                assert read_answer(game, rules, "S", "belote") == [
                    "Dites aussi la carte, par exemple « D♥ belote »."
                ]
                plain = next(a for a in legal if "+" not in a and a not in (card.code,))
                if parse_card(plain).rank not in (5, 6):
                    assert read_answer(game, rules, "S", f"{parse_card(plain).french} belote") == [
                        "Refusé : dites « belote » seulement avec le roi ou la dame d'atout."
                    ]
                first = action
                game.apply(action)
                continue
            if game.to_move == "S" and again and first is not None:
                action = again[0]
                card = parse_card(action.split("+")[0])
                assert card.suit == parse_card(first.split("+")[0]).suit
                for text in (f"{card.french} rebelote", f"{card.code}+rebelote"):
                    assert read_answer(game, rules, "S", text) == action, text
                assert read_answer(game, rules, "S", card.french) == card.code  # left unsaid
                assert read_answer(game, rules, "S", f"{card.french} belote") == [
                    "Refusé : avec le second du roi et de la dame d'atout, dites « rebelote »."
                ]
                return
            game.apply(rng.choice([a for a in legal if "+" not in a] or legal))
        first = None
    pytest.fail("South never had a belote and a rebelote to say in club")


def test_one_annonce_kept_is_typed_by_its_name_and_read_back() -> None:
    # traditional+carre-de-sept: South holds a carré of sevens and a tierce 9-V♦ and may keep
    # either to himself while declaring the other (003: the carré « peut annuler les annonces
    # mais ceci n'est pas une obligation »).
    from .test_bots import scripted
    from .test_general_model import KEPT_HANDS

    game = scripted(
        "traditional+carre-de-sept",
        KEPT_HANDS,
        turned="JS",
        taker="N",
        actions=["take:S", "JS", "8C"],
        dealer="E",
    )
    rules = game.rules
    legal = game.legal_actions()
    assert "8S+silent:carre-7" in legal
    for action in legal:
        assert read_answer(game, rules, "S", typed_form(action)) == action
    assert typed_form("8S+silent:carre-7") == "8♠ silence carre-7"
    assert describe_action("8S+silent:carre-7") == (
        "8♠ (garde pour lui un carré de 7 et déclare les autres)"
    )
    assert describe_action("8S+silent:tierce-JD") == (
        "8♠ (garde pour lui une tierce jusqu'à V♦ et déclare les autres)"
    )
    # typed in words, with the name in capitals or not
    assert read_answer(game, rules, "S", "8 de pique silence Tierce-jd") == "8S+silent:tierce-JD"
    # a name South does not hold: what he may keep is said
    assert read_answer(game, rules, "S", "8♠ silence cent-KH") == [
        "Refusé : vous pouvez garder pour vous l'une de ces annonces : carre-7, tierce-JD."
    ]
    help_text = "\n".join(read_answer(game, rules, "S", "aide"))
    assert "« silence » suivi du nom d'une annonce" in help_text
    # once played, the kept carré is told only to whoever sees the hands (a watcher)
    game.apply("8S+silent:carre-7")
    game.apply("9S")
    for show_hands, told in ((True, True), (False, False)):
        lines: list[str] = []
        _Printer(game, lines.append, show_hands, translator("fr")).catch_up()
        assert ("  Sud garde pour lui un carré de 7" in lines) == told
        assert "  Sud annonce une tierce" in lines


# ------------------------------------------------------------------- any input at all


JUNK = [
    "",
    "   ",
    "\t",
    "²",
    "9" * 5000,  # int() of more than 4300 digits raises: it must never be tried
    "1" + "0" * 150,  # a huge number under the line limit: never an index
    "-1",
    "+1",
    "0",
    "99",
    "٣",  # an Arabic-Indic three: a digit for str.isdigit, not a line number here
    "\udcff\udcfe",  # undecodable bytes, as input() gives them back (surrogateescape)
    "\x00\x1b[31m",
    "🂡 🃁",
    "é" * 300,
    "x" * 100_000,
    "prends prends prends",
    "80 80 cœur",
    "valet de",
]


def test_no_input_breaks_the_prompt(monkeypatch: pytest.MonkeyPatch) -> None:
    script = Script([*JUNK, "passe"], then="quitter")
    game, lines = _play("classic", monkeypatch, script, raises=PlayerQuit)
    # every junk line asked again; then « passe » was South's first call
    assert len(script.asked) == len(JUNK) + 2
    assert [a for s, a in game.actions if s == "S"][:1] == ["pass"]
    said = "\n".join(lines)
    assert "Ligne trop longue (5000 caractères)" in said
    assert "Ligne trop longue (100000 caractères)" in said
    assert "Pas de numéro « 1000000000000000000000000000000000000000… »" in said
    for number in ("-1", "+1", "0", "99"):
        assert f"Pas de numéro « {number} » : tapez un numéro de 1 à 2." in said
    assert "Je ne comprends pas « ² »." in said
    assert "Je ne comprends pas « ?? »." in said  # lone surrogates are not printed back
    assert "Je ne comprends pas « ??[31m »." in said  # nor control characters
    assert "\udcff" not in said
    assert "\x1b" not in said
    assert all(len(line) < 400 for line in lines)  # nothing long is echoed


@pytest.mark.parametrize("spec", ["classic", "pagat-coinche"])
def test_junk_in_play_and_the_reason_of_a_refused_card(
    monkeypatch: pytest.MonkeyPatch, spec: str
) -> None:
    def not_held(game: Game) -> str:
        held = set(game.hand("S"))
        return next(c.french for c in map(parse_card, range(32)) if c.code not in held)

    def illegal(game: Game) -> str:
        bad = [c for c in game.hand("S") if c not in game.legal_actions()]
        if not bad:  # South may play anything here: play, and try at the next card
            junk.insert(0, illegal)
            return "1"
        return parse_card(bad[0]).french

    junk: list[str | Callable[[Game], str]] = ["²", "9" * 5000, "0", "-2", "99", not_held, illegal]

    def answer(game: Game) -> str:
        if game.phase != "play":
            return "1"
        if not junk:
            raise EOFError
        item = junk.pop(0)
        return item if isinstance(item, str) else item(game)

    script = Script([], then=answer)
    _game, lines = _play(spec, monkeypatch, script)
    assert not junk
    said = "\n".join(lines)
    assert "Ligne trop longue (5000 caractères)" in said
    assert "Je ne comprends pas « ² »" in said or "Carte inconnue : « ² »" in said
    for number in ("0", "-2", "99"):
        assert f"Pas de numéro « {number} » : tapez un numéro de 1 à " in said
    assert "Refusé : vous n'avez pas le " in said
    refused = [x for x in lines if x.startswith("Refusé : ") and " [play." in x]
    assert refused  # a card against the rules names the rule
    assert "(jouables : " in refused[0]


def test_help_lists_what_to_type_and_the_legal_actions() -> None:
    rules = load_variant("pagat-coinche").compile()
    game = _south_to_move(rules, 1)
    lines = read_answer(game, rules, "S", "aide")
    assert isinstance(lines, list)
    assert lines[0] == "Vous pouvez taper :"
    assert "  - le numéro d'une ligne de la liste (1 à 1) ;" in lines
    assert any("« quitter » pour arrêter la partie" in x for x in lines)
    assert "  1. passe — « passe »" in lines
    assert any(
        x.startswith("  Enchères possibles : 80, 90, 100 … 1000, capot ; à pique, cœur")
        for x in lines
    )
    assert read_answer(game, rules, "S", "?") == lines == read_answer(game, rules, "S", " AIDE ")
    rules = load_variant("classic").compile()
    game = _south_to_move(rules, 1)
    lines = read_answer(game, rules, "S", "aide")
    assert isinstance(lines, list)
    assert "    « prends » seul prend à la couleur de la carte retournée ;" in lines
    take = game.legal_actions()[1]
    turned = {"S": "♠ pique", "H": "♥ cœur", "D": "♦ carreau", "C": "♣ trèfle"}[take[-1]]
    assert lines[-2:] == [
        "  1. passe — « passe »",
        f"  2. prend à {turned} — « {typed_form(take)} »",
    ]


def test_a_single_playable_card_is_played_without_a_question(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    script = Script([], then="1")
    game, lines = _play("classic", monkeypatch, script, raises=None)
    assert game.over
    played_alone = [x for x in lines if x.endswith("est jouée d'office.")]
    # at least the last card of each deal South played
    dealt = sum(1 for d in game.to_record()["deals"] if d.get("tricks"))
    assert len(played_alone) >= dealt
    # South was never asked when one card only could be played
    assert all(len(legal) > 1 for phase, legal in script.asked if phase == "play")
    assert any(x.endswith(" Une seule carte jouable est jouée d'office.") for x in lines[:4])


# ------------------------------------------------------------- stopping and the record


def test_quitter_stops_at_once_and_keeps_the_record(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    save = tmp_path / "partie.json"
    script = Script(["passe", "quitter", "1", "1"])
    game, lines = _play("classic", monkeypatch, script, save=save, raises=PlayerQuit)
    assert len(script.asked) == 2  # nothing asked after « quitter »
    assert script.answers == ["1", "1"]
    assert issubclass(PlayerQuit, EOFError)  # stops as the end of the input does
    assert "Vous quittez la table." in lines
    assert lines[-1] == (
        f"Partie interrompue enregistrée dans {save} ({len(game.actions)} actions ; "
        f"« belote-spec replay {save} » la relit)."
    )
    reloaded = _reloads(save, game)
    assert not reloaded.over
    assert _record(save)["result"] is None
    assert [a for s, a in reloaded.actions if s == "S"] == ["pass"]


@pytest.mark.parametrize("stop", [EOFError, KeyboardInterrupt])
@pytest.mark.parametrize("after", [0, 3, 12])
def test_an_interrupted_game_writes_the_record_so_far(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, stop: type[BaseException], after: int
) -> None:
    """At the end of the input or at Ctrl-C, at the first question or later (in the bidding
    or in play), the record so far is written and reloads as a game in progress."""
    save = tmp_path / "partie.json"
    answers: list[str | Callable[[Game], str]] = ["1"] * after

    def interrupt(game: Game) -> str:
        raise stop

    script = Script([*answers, interrupt])
    game, lines = _play("classic", monkeypatch, script, save=save, raises=stop)
    assert len(script.asked) == after + 1
    reloaded = _reloads(save, game)
    assert reloaded.phase == game.phase
    assert reloaded.to_move == "S"
    assert lines[-2:] == [
        "",
        f"Partie interrompue enregistrée dans {save} ({len(game.actions)} actions ; "
        f"« belote-spec replay {save} » la relit).",
    ]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["partie.json"]  # no temporary left


def test_an_error_in_the_game_still_writes_the_record(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    save = tmp_path / "partie.json"
    script = Script(["1"] * 5)

    asked = [0]  # actions the bots were asked for, all seats together

    class Broken(HeuristicBot):
        def act(self, observation: Observation) -> str:
            asked[0] += 1
            if asked[0] > 10:
                raise RuntimeError("a bot fails")
            return super().act(observation)

    rules = _rules("pagat-coinche", monkeypatch, script)
    bots: dict[str, Broken] = {s: Broken(i) for i, s in enumerate(SEATS)}
    lines: list[str] = []
    with pytest.raises(RuntimeError, match="a bot fails"):
        play_at_table(rules, bots, seed=3, human="S", save=save, out=lines.append, ask=script)
    assert script.game is not None
    # ten bot actions and the human's among them were played; the record holds them all
    assert len(script.game.actions) > 10
    _reloads(save, script.game)


def test_a_bot_that_answers_an_illegal_action_stops_the_game_and_it_is_saved(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A bot that answers an illegal action would answer it again: the table says why it is
    refused, stops (it used to ask forever) and saves the game as it stood."""
    save = tmp_path / "partie.json"
    script = Script(["1"] * 5)

    class Cheat(HeuristicBot):
        def act(self, observation: Observation) -> str:
            if observation.phase == "play":
                held = set(observation.hand)
                return next(c.code for c in CARDS if c.code not in held)
            return super().act(observation)

    rules = _rules("classic", monkeypatch, script)
    bots = {s: Cheat(i) for i, s in enumerate(SEATS)}
    lines: list[str] = []
    with pytest.raises(IllegalAction):
        play_at_table(rules, bots, seed=3, human=None, save=save, out=lines.append, ask=script)
    assert any("does not hold" in line or "n'a pas" in line for line in lines), lines[-3:]
    assert save.exists()


class _Recording(io.StringIO):
    """A standard input that notes the size asked of each ``readline``, refuses ``read``, and
    says it is a terminal when told to."""

    def __init__(self, text: str, *, tty: bool = False) -> None:
        super().__init__(text)
        self.tty = tty
        self.sizes: list[int | None] = []

    def isatty(self) -> bool:
        return self.tty

    def readline(self, size: int | None = -1, /) -> str:  # type: ignore[override]
        self.sizes.append(size)
        return super().readline(-1 if size is None else size)

    def read(self, size: int | None = -1, /) -> str:
        raise AssertionError("standard input read whole")


@pytest.mark.parametrize("stdin", ["terminal", "pipe", "closed", "input-replaced"])
def test_the_cli_with_a_closed_input_says_so_and_keeps_the_record(
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    stdin: str,
) -> None:
    save = tmp_path / "x.json"
    asked: list[str] = []

    def closed(prompt: str = "") -> str:
        asked.append(prompt)
        raise EOFError

    # a terminal is read by Python's own input(), which reads a whole line (size -1); a pipe by
    # pieces, the first of MAX_INPUT + 1 characters; an input() put in Python's place (as a
    # notebook does) is used whatever standard input is
    fake = _Recording("passe\n" if stdin == "input-replaced" else "", tty=stdin == "terminal")
    monkeypatch.setattr(sys, "stdin", None if stdin == "closed" else fake)
    if stdin == "input-replaced":
        monkeypatch.setattr("builtins.input", closed)
    status = main(["play", "classic", "--human", "S", "--seed", "1", "--save", str(save)])
    out, err = capsys.readouterr()
    assert asked == (["Sud > "] if stdin == "input-replaced" else [])
    expected = {"terminal": [-1], "pipe": [MAX_INPUT + 1]}.get(stdin, [])
    assert fake.sizes == expected
    assert out.count("Sud > ") == (1 if stdin in ("terminal", "pipe") else 0)
    assert status == 1
    assert "Partie interrompue." in err
    assert "Traceback" not in err + out
    assert f"Partie interrompue enregistrée dans {save}" in out
    assert _record(save)["result"] is None
    Game.from_json(save.read_text(encoding="utf-8"))
    # the same again: the record is there, and is not replaced without being told
    status = main(["play", "classic", "--human", "S", "--seed", "1", "--save", str(save)])
    _out, err = capsys.readouterr()
    assert status == 2
    assert err == f"belote-spec play: --save {save}: the file exists; pass --force to replace it\n"


# ------------------------------------------------------------------ where the record goes


def _bots_game(save: Path, *, overwrite: bool = False, seed: int = 4) -> tuple[Game, list[str]]:
    lines: list[str] = []
    rules = load_variant("classic").compile()
    game = play_at_table(
        rules, _bots(seed), seed=seed, save=save, overwrite=overwrite, out=lines.append
    )
    return game, lines


def test_an_existing_file_is_refused_before_the_game(tmp_path: Path) -> None:
    save = tmp_path / "mine.json"
    save.write_text("precious", encoding="utf-8")
    lines: list[str] = []
    rules = load_variant("classic").compile()
    with pytest.raises(SaveError) as caught:
        play_at_table(rules, _bots(), seed=1, save=save, out=lines.append)
    assert isinstance(caught.value, ValueError)  # cmd_play prints it, exit 2
    assert str(caught.value) == f"--save {save}: the file exists; pass --force to replace it"
    assert lines == []  # refused before the game starts
    assert save.read_text(encoding="utf-8") == "precious"


def test_a_folder_or_a_missing_folder_is_refused(tmp_path: Path) -> None:
    rules = load_variant("classic").compile()
    for save, message in (
        (tmp_path, f"--save {tmp_path}: is a folder; give a file name"),
        (
            tmp_path / "nowhere" / "x.json",
            f"--save {tmp_path / 'nowhere' / 'x.json'}: the folder "
            f"{tmp_path / 'nowhere'} does not exist",
        ),
    ):
        for overwrite in (False, True):
            with pytest.raises(SaveError) as caught:
                play_at_table(rules, _bots(), seed=1, save=save, overwrite=overwrite, out=print)
            assert str(caught.value) == message


def test_a_special_file_is_never_replaced_even_when_forced(tmp_path: Path) -> None:
    target = tmp_path / "null"
    target.symlink_to(os.devnull)
    rules = load_variant("classic").compile()
    with pytest.raises(SaveError, match="not a regular file"):
        play_at_table(rules, _bots(), seed=1, save=target, overwrite=True, out=print)
    assert target.is_symlink()


def _nobody() -> tuple[int, int]:
    """The user and group ids of the user nobody."""
    import pwd

    try:
        found = pwd.getpwnam("nobody")
    except KeyError:
        return 65534, 65534
    return found.pw_uid, found.pw_gid


def _unprivileged(action: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    """``action()`` run by a user who is not root: here when the tests do not run as root,
    else in a child process (forked, so that it needs nothing on disk it cannot read) that has
    given up root for the user nobody before it runs. Its result, and the user it ran as."""
    if os.geteuid() != 0:
        return {**action(), "uid": os.geteuid()}
    uid, gid = _nobody()
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never back into pytest, whatever happens
        try:
            os.close(read)
            os.setgroups([])
            os.setgid(gid)
            os.setuid(uid)
            result = {**action(), "uid": os.geteuid()}
        except BaseException as exc:  # reported to the parent, which fails the test
            result = {"error": repr(exc)}
        with os.fdopen(write, "w", encoding="utf-8") as out:
            json.dump(result, out)
        os._exit(0)
    os.close(write)
    with os.fdopen(read, encoding="utf-8") as answer:
        found: dict[str, Any] = json.loads(answer.read() or '{"error": "no answer"}')
    os.waitpid(pid, 0)
    return found


def test_a_read_only_folder_is_refused_before_the_game() -> None:
    """A folder its owner may not write in is refused before the first card. Root writes
    anywhere, and CI runs as root: the test then runs the check as the user nobody, in a
    folder of nobody's own made read-only (mode 0500)."""
    rules = load_variant("classic").compile()
    with tempfile.TemporaryDirectory() as base:
        home = Path(base)
        if os.geteuid() == 0:
            home.chmod(0o711)  # nobody may go through, not read or write
            (home / "nobody").mkdir()
            os.chown(home / "nobody", *_nobody())
        else:
            (home / "nobody").mkdir()
        folder = home / "nobody" / "ro"

        def attempt() -> dict[str, Any]:
            folder.mkdir()
            folder.chmod(0o500)
            lines: list[str] = []
            try:
                play_at_table(rules, _bots(), seed=1, save=folder / "x.json", out=lines.append)
            except SaveError as exc:
                return {"refused": str(exc), "lines": lines, "left": os.listdir(folder)}
            return {"refused": None, "lines": lines, "left": os.listdir(folder)}

        try:
            found = _unprivileged(attempt)
        finally:
            if folder.exists():
                folder.chmod(0o700)
    assert "error" not in found, found["error"]
    assert found["uid"] != 0
    assert found["refused"] == (
        f"--save {folder / 'x.json'}: cannot write there: Permission denied"
    )
    assert found["lines"] == []  # refused before the game: not a line of it shown
    assert found["left"] == []  # and nothing written there


def test_a_folder_that_refuses_a_new_file_is_refused_before_the_game(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """As a read-only folder does for a user who is not root (the test may run as root)."""

    def refused(*args: Any, **kwargs: Any) -> tuple[int, str]:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(tempfile, "mkstemp", refused)
    rules = load_variant("classic").compile()
    lines: list[str] = []
    with pytest.raises(SaveError) as caught:
        play_at_table(rules, _bots(), seed=1, save=tmp_path / "x.json", out=lines.append)
    assert (
        str(caught.value) == f"--save {tmp_path / 'x.json'}: cannot write there: Permission denied"
    )
    assert lines == []


def test_a_finished_game_replaces_a_file_when_forced_keeping_its_mode(tmp_path: Path) -> None:
    save = tmp_path / "x.json"
    save.write_text("old", encoding="utf-8")
    save.chmod(0o640)
    game, lines = _bots_game(save, overwrite=True)
    assert game.over
    assert f"Partie enregistrée dans {save}" in lines
    assert _reloads(save, game).over
    assert stat.S_IMODE(save.stat().st_mode) == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x.json"]


def test_a_new_record_gets_the_usual_mode(tmp_path: Path) -> None:
    save = tmp_path / "x.json"
    game, _lines = _bots_game(save)
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(save.stat().st_mode) == 0o666 & ~umask
    _reloads(save, game)


def test_an_interrupted_game_never_replaces_a_complete_record(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    save = tmp_path / "x.json"
    _bots_game(save)
    complete = save.read_bytes()
    script = Script(["1", "1"])
    game, lines = _play("classic", monkeypatch, script, save=save, overwrite=True)
    assert save.read_bytes() == complete  # untouched, even with overwrite
    partial = tmp_path / "x.json.partial"
    assert f"{save} contient une partie complète : rien n'y est écrit." in lines
    assert lines[-1].startswith(f"Partie interrompue enregistrée dans {partial} (")
    _reloads(partial, game)
    # a second interruption does not replace the first partial record either
    first = partial.read_bytes()
    script = Script(["1"])
    game, lines = _play("classic", monkeypatch, script, save=save, overwrite=True, seed=2)
    assert partial.read_bytes() == first
    _reloads(tmp_path / "x.json.partial-2", game)
    assert save.read_bytes() == complete


def test_an_interrupted_game_replaces_what_is_not_a_complete_record_when_forced(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    save = tmp_path / "x.json"
    save.write_text("not a record", encoding="utf-8")
    game, _lines = _play("classic", monkeypatch, Script(["1"]), save=save, overwrite=True)
    _reloads(save, game)
    # and an earlier interrupted record is not complete either: it is replaced too
    game, _lines = _play("classic", monkeypatch, Script(["1", "1"]), save=save, overwrite=True)
    _reloads(save, game)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x.json"]


def test_a_file_made_during_the_game_is_left_alone(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    save = tmp_path / "x.json"

    def make_it(game: Game) -> str:
        save.write_text("someone else's", encoding="utf-8")
        return "1"

    game, lines = _play("classic", monkeypatch, Script([make_it]), save=save)
    assert save.read_text(encoding="utf-8") == "someone else's"
    assert f"{save} existe déjà : rien n'y est écrit." in lines
    _reloads(tmp_path / "x.json.partial", game)


def test_a_failed_write_keeps_the_old_file_and_leaves_no_temporary(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    save = tmp_path / "x.json"
    save.write_text("old", encoding="utf-8")

    def full(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    with pytest.raises(SaveError, match="cannot write the record: No space left on device"):
        _bots_game(save, overwrite=True)
    assert save.read_text(encoding="utf-8") == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x.json"]
    # interrupted: the failure is said, and the interruption goes on
    lines: list[str] = []
    script = Script([])
    rules = _rules("classic", monkeypatch, script)
    with pytest.raises(EOFError):
        play_at_table(
            rules,
            _bots(),
            seed=1,
            human="S",
            save=save,
            overwrite=True,
            out=lines.append,
            ask=script,
        )
    assert lines[-1].startswith("La partie n'a pas pu être enregistrée : ")
    assert save.read_text(encoding="utf-8") == "old"


def test_write_atomically_never_replaces_without_being_told(tmp_path: Path) -> None:
    path = tmp_path / "f.txt"
    write_atomically(path, "one", replace=False)
    assert path.read_text(encoding="utf-8") == "one"
    with pytest.raises(FileExistsError):
        write_atomically(path, "two", replace=False)
    assert path.read_text(encoding="utf-8") == "one"
    write_atomically(path, "three", replace=True)
    assert path.read_text(encoding="utf-8") == "three"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f.txt"]


# ------------------------------------------------------------ long lines on standard input


def _reads(text: str, times: int) -> list[str | int | None]:
    """What the standard-input reader gives for ``text``, ``times`` times over: each line,
    the length of a line refused as too long, or None at the end of the input."""
    stdin = io.StringIO(text)
    got: list[str | int | None] = []
    saved = sys.stdin
    sys.stdin = stdin
    try:
        for _ in range(times):
            try:
                got.append(_read_stdin_line("> "))
            except _LineTooLong as exc:
                got.append(exc.length)
            except EOFError:
                got.append(None)
    finally:
        sys.stdin = saved
    return got


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("passe\nquitter\n", ["passe", "quitter", None]),
        ("\n\n", ["", "", None]),
        ("quitter", ["quitter", None, None]),  # a last line without its end of line
        ("", [None, None, None]),
        # the longest line read, and the shortest refused, with or without an end of line
        ("a" * MAX_INPUT + "\nb\n", ["a" * MAX_INPUT, "b", None]),
        ("a" * MAX_INPUT, ["a" * MAX_INPUT, None, None]),
        ("a" * (MAX_INPUT + 1) + "\nb\n", [MAX_INPUT + 1, "b", None]),
        ("a" * (MAX_INPUT + 1), [MAX_INPUT + 1, None, None]),
        # the end of line at the end of a dropped piece, or just after it
        ("a" * (MAX_INPUT + DISCARD_CHUNK) + "\nb", [MAX_INPUT + DISCARD_CHUNK, "b", None]),
        ("a" * (MAX_INPUT + 1 + DISCARD_CHUNK) + "\nb", [MAX_INPUT + 1 + DISCARD_CHUNK, "b", None]),
        # a long line of several pieces; a carriage return is a character like another
        ("é" * 300_000 + "\r\nquitter\r\n", [300_001, "quitter\r", None]),
    ],
)
def test_the_reader_of_standard_input_refuses_long_lines_and_goes_on(
    text: str, expected: list[str | int | None]
) -> None:
    assert _reads(text, 3) == expected


def test_standard_input_is_read_a_bounded_piece_at_a_time(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    big = 5_000_000
    stdin = _Recording(
        "a" * big + "\n" + "z" * MAX_INPUT + "\n" + "a" * (MAX_INPUT + 1) + "\npasse\nquitter"
    )
    monkeypatch.setattr(sys, "stdin", stdin)
    save = tmp_path / "game.json"
    rules = load_variant("classic").compile()
    lines: list[str] = []
    with pytest.raises(PlayerQuit):
        play_at_table(rules, _bots(1), seed=1, human="S", save=save, out=lines.append)
    assert stdin.sizes, "standard input was not read"
    assert all(size in (MAX_INPUT + 1, DISCARD_CHUNK) for size in stdin.sizes), set(stdin.sizes)
    # one bounded read per line; the rest of a refused line (with its end of line) dropped
    # in pieces: big - MAX_INPUT characters for the big line, one for the other
    pieces = -(-(big - MAX_INPUT) // DISCARD_CHUNK)
    assert len(stdin.sizes) == 5 + pieces + 1
    too_long = [line for line in lines if line.startswith("Ligne trop longue")]
    assert too_long == [
        f"Ligne trop longue ({big} caractères) : tapez « aide » pour l'aide.",
        f"Ligne trop longue ({MAX_INPUT + 1} caractères) : tapez « aide » pour l'aide.",
    ]
    # the line of MAX_INPUT characters is read, and refused for what it says
    assert "Je ne comprends pas « zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz… »." in "\n".join(lines)
    assert "Vous quittez la table." in lines
    assert capsys.readouterr().out.count("Sud > ") == 5  # printed by the reader
    record = _record(save)
    assert record["result"] is None
    assert [a for s, a in Game.from_json(save.read_text(encoding="utf-8")).actions if s == "S"] == [
        "pass"
    ]


def test_the_cli_refuses_a_5_mb_line_then_quits_and_keeps_the_record(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("a" * 5_000_000 + "\nquitter\n"))
    save = tmp_path / "x.json"
    status = main(["play", "classic", "--human", "S", "--seed", "1", "--save", str(save)])
    out, err = capsys.readouterr()
    assert status == 1
    assert err == "\nPartie interrompue.\n"
    assert "Sud > Ligne trop longue (5000000 caractères) : tapez « aide » pour l'aide.\n" in out
    assert "Sud > Vous quittez la table.\n" in out
    assert f"Partie interrompue enregistrée dans {save} (0 actions" in out
    assert len(out) < 5000
    record = _record(save)
    assert record["result"] is None
    assert record["actions"] == []
    Game.from_json(save.read_text(encoding="utf-8"))


@pytest.mark.slow  # over half a second: CI runs it, `tools/check.py --fast` does not
def test_undecodable_bytes_on_standard_input_are_refused(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # the decoder drops the piece it failed on (up to some kilobytes): the blank lines after
    # the bad bytes pad it, so that « passe » and « quitter » come after it whatever its size
    data = b"\xff\xfe\n" + b"\n" * 100_000 + b"passe\nquitter\n"
    stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors="strict")
    monkeypatch.setattr(sys, "stdin", stdin)
    rules = load_variant("classic").compile()
    lines: list[str] = []
    with pytest.raises(PlayerQuit):
        play_at_table(rules, _bots(1), seed=1, human="S", out=lines.append)
    assert lines.count("Entrée illisible (pas du texte UTF-8) : recommencez.") == 1
    assert "Vous quittez la table." in lines


@pytest.mark.skipif(
    sys.platform != "linux", reason=missing("posix", "/proc/self/status and RLIMIT_AS of Linux")
)
def test_a_200_mb_line_from_a_pipe_costs_little_memory(tmp_path: Path) -> None:
    """The CLI in a child process, its address space limited to 1 GB, fed a 200 MB line
    then « quitter »: the line is refused, the game stops with its record, and the child's
    peak memory stays far below the line's size (reading it whole costs twice its size)."""
    # the limit is set in the child itself (no preexec_fn: this process may run threads); its
    # peak is read from /proc/self/status at exit (VmHWM, the peak of the child's own memory:
    # wait4's ru_maxrss also counts the parent's memory copied at fork, a test worker's
    # hundreds of MB)
    peak_file = tmp_path / "peak.txt"
    start = (
        "import atexit, os, resource, runpy; "
        "resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30)); "
        "atexit.register(lambda: open(os.environ['PEAK_FILE'], 'w').write("
        "open('/proc/self/status').read())); "
        "runpy.run_module('belote_spec', run_name='__main__')"
    )
    save = tmp_path / "big.json"
    argv = ["play", "classic", "--human", "S", "--seed", "1", "--save", str(save)]
    out_path = tmp_path / "out.txt"
    size = 200 * 1024 * 1024
    piece = b"a" * (1 << 20)
    with out_path.open("wb") as out_file:
        child = subprocess.Popen(
            [sys.executable, "-c", start, *argv],
            stdin=subprocess.PIPE,
            stdout=out_file,
            stderr=subprocess.PIPE,
            env={**os.environ, "PEAK_FILE": str(peak_file)},
        )
        assert child.stdin is not None
        assert child.stderr is not None

        def feed() -> None:
            assert child.stdin is not None
            try:
                for _ in range(size // len(piece)):
                    child.stdin.write(piece)
                child.stdin.write(b"\nquitter\n")
            except BrokenPipeError:  # the child failed: its status and errors say why
                pass
            finally:
                with contextlib.suppress(BrokenPipeError):
                    child.stdin.close()

        feeder = threading.Thread(target=feed)
        feeder.start()
        err = child.stderr.read()
        _pid, status, _usage = os.wait4(child.pid, 0)
        child.returncode = os.waitstatus_to_exitcode(status)
        feeder.join()
        child.stderr.close()
    out = out_path.read_text(encoding="utf-8")
    assert err == b"\nPartie interrompue.\n", err[-2000:]
    assert child.returncode == 1
    assert f"Ligne trop longue ({size} caractères)" in out
    assert "Vous quittez la table." in out
    assert _record(save)["result"] is None
    status_lines = peak_file.read_text(encoding="utf-8").splitlines()
    (peak,) = [int(line.split()[1]) for line in status_lines if line.startswith("VmHWM:")]
    assert peak < 150 * 1024, f"peak memory {peak} kB"  # the line alone is 200 MB
