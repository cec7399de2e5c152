"""What the rulebook renderer keeps between renders (:mod:`belote_spec.rulebook.memo`): the
option variants compiled and stated once, never stale: an option edited in its file, or a
catalog added, changes the text."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo

from belote_spec import i18n
from belote_spec.loader import Variant, load_variant
from belote_spec.rulebook.memo import ByIdentity
from belote_spec.rulebook.render import Ctx, rulebook_nodes
from belote_spec.rulebook.words import Lang

#: A variant of classic with one option: the defence scores {points} on a failed contract.
MINE = """title: Ma variante
extends: classic
options:
  defense-forte:
    title: Défense forte
    rules:
      scoring:
        outcomes:
          dedans:
            defence: {{base: {points}}}
"""


def _mine(folder: Path, points: int) -> Path:
    path = folder / "mine.yaml"
    path.write_text(MINE.format(points=points), encoding="utf-8")
    return path


def _options_text(variant: Variant, lang: Lang) -> str:
    ctx = Ctx(variant, variant.compile(), lang)
    return " ".join(" ".join(n.astext().split()) for n in rulebook_nodes(ctx, "options"))


def test_an_option_edited_in_its_file_changes_its_section(tmp_path: Path) -> None:
    path = _mine(tmp_path, 200)
    before = _options_text(load_variant(path), "en")
    assert "the defence scores 200, plus every annonce" in before
    _mine(tmp_path, 240)  # the maintainer edits the option's value, and renders again
    after = _options_text(load_variant(path), "en")
    assert "the defence scores 240, plus every annonce" in after
    assert "scores 200" not in after
    # and in the other language, from the same option variant
    assert "la défense marque 240, plus toutes les annonces" in _options_text(
        load_variant(path), "fr"
    )


def test_an_option_is_compiled_once_for_every_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    variant = load_variant(_mine(tmp_path, 210))
    rules = variant.compile()
    compiled: list[str] = []
    real = Variant.compile

    def counting(self: Variant, **kwargs: Any) -> Any:
        compiled.append(self.id)
        return real(self, **kwargs)

    monkeypatch.setattr(Variant, "compile", counting)
    for lang in ("fr", "en", "fr"):
        rulebook_nodes(Ctx(variant, rules, lang), "options")
    # each option (its own, and classic's sans-annonces) compiled once, for three renders
    assert sorted(compiled) == ["mine+defense-forte", "mine+sans-annonces"]


def test_a_catalog_added_changes_the_restated_rules(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    variant = load_variant(_mine(tmp_path, 230))
    assert "the defence scores 230, plus" in _options_text(variant, "en")
    # a club's own English wording of one message, added after a first render
    catalog = Catalog(locale="en", domain=i18n.DOMAIN)
    catalog.add("scores {sum}, plus {terms}", "earns {sum}, plus {terms}", context="side scores")
    target = tmp_path / "locale" / "en" / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo"
    target.parent.mkdir(parents=True)
    with target.open("wb") as f:
        write_mo(f, catalog)
    monkeypatch.setattr(i18n, "_extra_dirs", [])
    i18n.add_catalog_dir(tmp_path / "locale")
    text = _options_text(variant, "en")
    assert "the defence earns 230, plus" in text
    assert "scores 230, plus" not in text


def test_values_are_kept_by_identity_not_by_equality() -> None:
    kept: ByIdentity[list[int]] = ByIdentity(2)
    a, b = [1], [1]  # equal, two objects
    first = kept.get((a,), "fr", lambda: [len(a)])
    assert kept.get((a,), "fr", lambda: [99]) is first
    assert kept.get((b,), "fr", lambda: [2]) == [2]
    assert kept.get((a,), "en", lambda: [3]) == [3]  # another extra: another value
    # at most two values: a with "fr", the least recently used, is dropped
    assert kept.get((a,), "fr", lambda: [4]) == [4]


def test_a_value_that_fails_is_not_kept() -> None:
    kept: ByIdentity[int] = ByIdentity(4)
    key = object()

    def fails() -> int:
        raise ValueError("no")

    with pytest.raises(ValueError, match="no"):
        kept.get((key,), None, fails)
    assert kept.get((key,), None, lambda: 5) == 5
