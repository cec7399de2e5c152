"""The game table in the reader's language (message catalogs, part ``table``): a watched game
in English has no French left and in French reads as it always did; an illegal card's reason,
the engine's refusals and the prompt's help in both languages; the language comes from an
explicit choice, else the environment, else French."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from belote_spec import load_variant
from belote_spec.bots import HeuristicBot
from belote_spec.cards import CARDS, SEATS, parse_card, parse_seat
from belote_spec.cli import main
from belote_spec.engine.bidding import IllegalAction
from belote_spec.engine.game import Game
from belote_spec.engine.rules import Rules
from belote_spec.i18n import use_language
from belote_spec.terminal.answers import PlayerQuit, read_answer
from belote_spec.terminal.session import play_at_table

#: Words of the French table that an English table must not show (the variant's own title,
#: data of the variant file, is left out of the check). ``sans atout``, ``tout atout``,
#: ``belote``, ``capot``… are the game's own words in English too.
FRENCH_MARKERS = (
    r"\bPli\b",
    r"\bDonne\b",
    r"\bdonneur\b",
    r"\bContrat\b",
    r"\bMarque\b",
    r"\bNord\b",
    r"\bSud\b",
    r"\bOuest\b",
    r"\bEst\b",
    r"\bpasse\b",
    r"\bprend\b",
    r"\bcœur\b",
    r"\bpique\b",
    r"\bcarreau\b",
    r"\btrèfle\b",
    r"\bà\b",
    r"\bdont\b",
    r"Fin de la partie",
    r"«",
    r"\s:",  # French spacing before a colon
    r"\b[VDR][♠♥♦♣]",  # valet, dame, roi as printed on French cards
)
ENGLISH_SEATS = {"N": "North", "W": "West", "S": "South", "E": "East"}
FRENCH_SEATS = {"N": "Nord", "W": "Ouest", "S": "Sud", "E": "Est"}
ENGLISH_RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")
FRENCH_RANKS = ("7", "8", "9", "10", "V", "D", "R", "A")


def _label(code: str, ranks: tuple[str, ...]) -> str:
    card = CARDS[int(parse_card(code))]
    return ranks[card.rank] + "♠♥♦♣"[card.suit]


def _watch(spec: str, seed: int) -> tuple[Game, list[str]]:
    lines: list[str] = []
    rules = load_variant(spec).compile()
    bots = {s: HeuristicBot(seed * 4 + i) for i, s in enumerate(SEATS)}
    game = play_at_table(rules, bots, seed=seed, out=lines.append)
    return game, lines


def _french_left(lines: list[str]) -> list[str]:
    return [
        line
        for line in lines[1:]  # the first line starts with the variant's (French) title
        if any(re.search(marker, line) for marker in FRENCH_MARKERS)
    ]


def test_a_watched_game_in_english_has_no_french_left(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with use_language("en"):
        status = main(["play", "classic", "--seed", "1"])
    out = capsys.readouterr().out
    assert status == 0
    lines = out.splitlines()
    assert len(lines) > 100
    assert _french_left(lines) == []
    assert "game to 1000 points, seed 1" in lines[0]
    assert any(line.startswith("=== Deal 1 — dealer: ") for line in lines)
    assert any(line.startswith("  Trick 8: ") for line in lines)
    assert any(line.startswith("Score: NS ") for line in lines)
    assert lines[-1].startswith("End of the game: ")


def test_the_same_game_in_french_is_the_french_table(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status = main(["play", "classic", "--seed", "1"])
    out = capsys.readouterr().out
    assert status == 0
    lines = out.splitlines()
    assert "partie en 1000 points, graine 1" in lines[0]
    assert any(line.startswith("=== Donne 1 — donneur : ") for line in lines)
    assert any(line.startswith("  Pli 8 : ") for line in lines)
    assert any(line.startswith("Marque : NS ") for line in lines)
    assert lines[-1].startswith("Fin de la partie : ")
    with use_language("en"):
        assert main(["play", "classic", "--seed", "1"]) == 0
    english = capsys.readouterr().out.splitlines()
    # the same game, line for line, in the other language
    assert len(english) == len(lines)


@pytest.mark.parametrize(
    ("lang", "seats", "ranks", "trick", "dix"),
    [
        ("en", ENGLISH_SEATS, ENGLISH_RANKS, "Trick {n}: ", ", including {dix} for the dix de der"),
        ("fr", FRENCH_SEATS, FRENCH_RANKS, "Pli {n} : ", ", dont {dix} de dix de der"),
    ],
)
def test_each_trick_reads_as_the_record_says(
    lang: str, seats: dict[str, str], ranks: tuple[str, ...], trick: str, dix: str
) -> None:
    """Each trick line, rebuilt from the game record with the language's seat names and
    card letters (the belote calls aside)."""
    with use_language(lang):
        game, lines = _watch("classic", 3)
    # the belote calls put aside: « Belote ! », “Rebelote!”
    text = re.sub(r" (?:“|« )(?:Re)?[Bb]elote ?!(?:”| »)", "", "\n".join(lines))
    record = game.to_record()
    bonus = game.rules.tables.dix_de_der
    checked = 0
    for deal in record["deals"]:
        for n, played in enumerate(deal.get("tricks", []), start=1):
            first = SEATS.index(played["leader"])
            cards = "  ".join(
                f"{seats[SEATS[(first + i) % 4]]} {_label(code, ranks)}"
                for i, code in enumerate(played["cards"])
            )
            points = played["points"] + (bonus if n == 8 else 0)
            extra = dix.format(dix=bonus) if n == 8 else ""
            line = f"  {trick.format(n=n)}{cards}  → {seats[played['winner']]} (+{points}{extra})"
            assert line in text
            checked += 1
    assert checked >= 16


def test_the_table_follows_the_environment(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    assert main(["play", "classic", "--seed", "2"]) == 0
    english = capsys.readouterr().out.splitlines()
    assert _french_left(english) == []
    assert any(line.startswith("  Trick 1: ") for line in english)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert main(["play", "classic", "--seed", "2"]) == 0
    french = capsys.readouterr().out.splitlines()
    assert any(line.startswith("  Pli 1 : ") for line in french)
    for variable in ("LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    assert main(["play", "classic", "--seed", "2"]) == 0
    assert capsys.readouterr().out.splitlines() == french  # nothing set: French


def test_an_explicit_choice_wins_over_the_environment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    with use_language("en"):
        _game, lines = _watch("classic", 2)
    assert _french_left(lines) == []


# ---------------------------------------------------------------------- an illegal card's reason


@pytest.fixture(scope="module")
def classic() -> Rules:
    return load_variant("classic").compile()


@pytest.mark.parametrize(
    ("lang", "card", "reason", "rule"),
    [
        ("en", "JH", "you must follow suit (spades) (allowed: 7S AS)", "play.follow_suit"),
        ("fr", "JH", "il faut fournir à pique (jouables : 7♠ A♠)", "play.follow_suit"),
        ("en", "AD", "you do not hold AD", ""),
        ("fr", "AD", "vous n'avez pas l'as de carreau", ""),
        ("fr", "QD", "vous n'avez pas la dame de carreau", ""),
        ("fr", "TC", "vous n'avez pas le dix de trèfle", ""),
    ],
)
def test_why_a_card_is_refused_in_both_languages(
    classic: Rules, lang: str, card: str, reason: str, rule: str
) -> None:
    # West holds the jack of hearts, the seven and the ace of spades; North led a spade.
    why = classic.explain("JH 7S AS", [("N", "KS")], "H", card, lang=lang)
    assert why is not None
    assert why.reason == reason
    assert why.rule == rule


@pytest.mark.parametrize(
    ("lang", "reason"),
    [
        (
            "en",
            "you have no spades and your partner is not master: you must trump (allowed: JH)",
        ),
        (
            "fr",
            "vous n'avez pas de pique et votre partenaire n'est pas maître : il faut couper "
            "(jouables : V♥)",
        ),
    ],
)
def test_the_suit_is_named_in_the_reasons_language(classic: Rules, lang: str, reason: str) -> None:
    why = classic.explain("JH 7D", [("N", "KS")], "H", "7D", lang=lang)
    assert why is not None
    assert why.reason == reason
    assert why.rule == "play.must_trump"


def _playing(spec: str, wanted: str) -> tuple[Game, Rules, str]:
    """A game where the player to move holds a card he may not play (``wanted="card"``) or
    may say contre (``wanted="contre"``)."""
    rules = load_variant(spec).compile()
    for seed in range(1, 40):
        game = rules.new_game(seed=seed)
        bots = {s: HeuristicBot(seed * 4 + i) for i, s in enumerate(SEATS)}
        while not game.over:
            seat = game.to_move
            assert seat is not None
            legal = game.legal_actions()
            if (
                wanted == "card"
                and game.phase == "play"
                and game.trick
                and any(code not in legal for code in game.hand(seat))
            ):
                return game, rules, seat
            if wanted == "contre" and "contre" in legal:
                return game, rules, seat
            game.apply(bots[seat].act(game.observation(seat)))
    pytest.fail(f"no game of {spec} shows the position")


def test_the_table_refuses_an_illegal_card_in_its_language() -> None:
    game, rules, seat = _playing("classic", "card")
    legal = game.legal_actions()
    card = next(code for code in game.hand(seat) if code not in legal)
    playable = [c for c in legal if "+" not in c]
    with use_language("en"):
        english = read_answer(game, rules, seat, card)
    assert isinstance(english, list)
    assert len(english) == 1
    assert english[0].startswith("Refused: you must ")
    labels_en = " ".join(_label(c, ENGLISH_RANKS) for c in playable)
    assert english[0].endswith(f"(allowed: {labels_en}) [{_rule(english[0])}]")
    french = read_answer(game, rules, seat, card)
    assert isinstance(french, list)
    assert len(french) == 1
    labels = " ".join(_label(c, FRENCH_RANKS) for c in playable)
    assert french[0].startswith("Refusé : ")
    assert f"(jouables : {labels}) [" in french[0]
    assert _rule(french[0]) == _rule(english[0])


def test_the_table_names_a_card_not_held_in_its_language() -> None:
    game, rules, seat = _playing("classic", "card")
    held = set(game.hand(seat))
    missing = [c for c in ("AD", "QD", "JS", "7C") if c not in held]
    names_en = {"AD": "the ace", "QD": "the queen", "JS": "the jack", "7C": "the seven"}
    names_fr = {"AD": "l'as", "QD": "la dame", "JS": "le valet", "7C": "le sept"}
    suits_en = {"D": "diamonds", "S": "spades", "C": "clubs"}
    suits_fr = {"D": "carreau", "S": "pique", "C": "trèfle"}
    assert missing
    for code in missing:
        with use_language("en"):
            english = read_answer(game, rules, seat, code)
        assert english == [f"Refused: you do not hold {names_en[code]} of {suits_en[code[1]]}"]
        french = read_answer(game, rules, seat, code)
        assert french == [f"Refusé : vous n'avez pas {names_fr[code]} de {suits_fr[code[1]]}"]


def _rule(line: str) -> str:
    found = re.search(r"\[([a-z_.]+)\]$", line)
    assert found is not None, line
    return found.group(1)


def test_the_engine_refuses_in_the_language_of_messages() -> None:
    game, _rules, seat = _playing("classic", "card")
    card = next(code for code in game.hand(seat) if code not in game.legal_actions())
    with pytest.raises(IllegalAction) as english:
        game.apply(card)
    assert "you must" in english.value.reason
    with use_language("fr"), pytest.raises(IllegalAction) as french:
        game.apply(card)
    assert "il faut" in french.value.reason
    assert "(jouables : " in french.value.reason
    assert french.value.rule == english.value.rule
    other = next(s for s in SEATS if s != seat)
    elsewhere = game.hand(other)[0]
    with use_language("fr"), pytest.raises(IllegalAction) as not_held:
        game.apply(elsewhere)
    assert not_held.value.reason == f"{seat} n'a pas {elsewhere}"
    with pytest.raises(IllegalAction) as english_not_held:
        game.apply(elsewhere)
    assert english_not_held.value.reason == f"{seat} does not hold {elsewhere}"


# ---------------------------------------------------------------------- the prompt


def test_french_and_english_calls_are_read_in_either_language() -> None:
    game, rules, seat = _playing("pagat-coinche", "contre")
    for lang in ("en", "fr"):
        with use_language(lang):
            assert read_answer(game, rules, seat, "contre") == "contre"
            assert read_answer(game, rules, seat, "double") == "contre"
            assert read_answer(game, rules, seat, "passe") == "pass"
            assert read_answer(game, rules, seat, "pass") == "pass"
            with pytest.raises(PlayerQuit):
                read_answer(game, rules, seat, "quitter")
            with pytest.raises(PlayerQuit):
                read_answer(game, rules, seat, "quit")


def test_the_help_of_the_prompt_is_translated() -> None:
    game, rules, seat = _playing("pagat-coinche", "contre")
    with use_language("en"):
        english = read_answer(game, rules, seat, "aide")
    assert isinstance(english, list)
    assert english[0] == "You may type:"
    assert "  - “help” to see this again, “quit” to leave the game." in english
    assert any(line.endswith("doubles (contre) — “double”") for line in english)
    assert _french_left(["", *english]) == []
    french = read_answer(game, rules, seat, "help")
    assert isinstance(french, list)
    assert french[0] == "Vous pouvez taper :"
    assert "  - « aide » pour revoir ceci, « quitter » pour arrêter la partie." in french
    assert any(line.endswith("contre — « contre »") for line in french)


def test_a_human_game_in_english_shows_no_french() -> None:
    rules = load_variant("classic").compile()
    bots = {s: HeuristicBot(20 + i) for i, s in enumerate(SEATS)}
    lines: list[str] = []
    answers = iter(["aide", "xyz", "99", "AS", "1"] * 200)
    with use_language("en"), pytest.raises(EOFError):
        play_at_table(
            rules,
            bots,
            seed=7,
            human="S",
            out=lines.append,
            ask=lambda prompt: next(answers) if len(lines) < 250 else "quit",
        )
    assert any(line.startswith("You are South.") for line in lines)
    assert "You leave the table." in lines
    shown = [line for line in lines if "xyz" not in line and "“AS”" not in line]
    assert _french_left(["", *shown]) == []


# ---------------------------------------------------------------------- the engine's messages


def test_card_seat_and_seed_errors_follow_the_language_of_messages(classic: Rules) -> None:
    with pytest.raises(ValueError, match=r"^unknown card 'ZZ'\.\nAccepted card forms"):
        parse_card("ZZ")
    with pytest.raises(ValueError, match=r"^unknown seat 'xyz'; accepted: N \(Nord, North\)"):
        parse_seat("xyz")
    with pytest.raises(ValueError, match="a negative seed would shuffle exactly as 3"):
        classic.new_game(seed=-3)
    with use_language("fr"):
        with pytest.raises(ValueError, match=r"^carte inconnue 'ZZ'\.\nÉcritures acceptées"):
            parse_card("ZZ")
        with pytest.raises(ValueError, match=r"^place inconnue 'xyz' ; acceptées : N \(Nord"):
            parse_seat("xyz")
        with pytest.raises(ValueError, match="une graine négative battrait exactement comme 3"):
            classic.new_game(seed=-3)


def test_a_call_refused_by_the_auction_in_both_languages() -> None:
    game, _rules, _seat = _playing("pagat-coinche", "contre")
    with pytest.raises(IllegalAction) as english:
        game.apply("surcontre")
    assert english.value.reason.startswith("'surcontre' is not allowed now (the last bid is ")
    with use_language("fr"), pytest.raises(IllegalAction) as french:
        game.apply("surcontre")
    assert french.value.reason.startswith(
        "« surcontre » n'est pas permis maintenant (la dernière enchère est "
    )
    assert french.value.rule == english.value.rule == "bidding.auction"


def test_a_query_error_in_both_languages(classic: Rules) -> None:
    with pytest.raises(ValueError, match=r"^trick\[1\]: JH is in the trick twice; expected each"):
        classic.legal_cards("7S", [("N", "JH"), ("W", "JH")], "H")
    with (
        use_language("fr"),
        pytest.raises(
            ValueError,
            match=r"^trick\[1\] : JH est deux fois dans le pli ; attendu : chaque carte une fois$",
        ),
    ):
        classic.legal_cards("7S", [("N", "JH"), ("W", "JH")], "H")


# ---------------------------------------------------------------------- replay's summary


def test_replay_names_the_winner_as_the_table_does(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The record keeps its team codes (NS, EW); what replay prints says EO in French.
    path = tmp_path / "game.json"
    assert main(["play", "classic", "--seed", "1", "--save", str(path)]) == 0
    capsys.readouterr()
    record = json.loads(path.read_text(encoding="utf-8"))
    winner = record["result"]["winner"]
    assert winner in ("NS", "EW")
    assert set(record["totals"]) == {"NS", "EW"}
    with use_language("fr"):
        assert main(["replay", str(path)]) == 0
    french = capsys.readouterr().out
    short = {"NS": "NS", "EW": "EO"}[winner]
    assert f"NS {record['totals']['NS']} EO {record['totals']['EW']}, gagnant {short} (" in french
    with use_language("en"):
        assert main(["replay", str(path)]) == 0
    english = capsys.readouterr().out
    assert f"NS {record['totals']['NS']} EW {record['totals']['EW']}, winner {winner} (" in english
