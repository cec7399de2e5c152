"""The sweeps reduced to the specs that differ in what they read (``specs_reading`` in
``tests/conftest.py``) still run every distinct value of those rules among the shipped
variants and options, as ``test_the_numba_specs_cover_every_way_of_playing`` checks the
batch engine's ``PLAY_SPECS``."""

from __future__ import annotations

import pytest

from belote_spec import load_variant

from . import test_annonce_kernels, test_scalar_paths
from .conftest import FAST_SAMPLE, READINGS, SPECS, reading_key, specs_reading

#: The reduced lists of the test modules, with the rules each reads.
REDUCED = {
    "test_annonce_kernels.ANNONCE_SPECS": (
        test_annonce_kernels.ANNONCE_SPECS,
        ("annonces", "cards"),
    ),
    "test_scalar_paths.ANNONCE_SPECS": (test_scalar_paths.ANNONCE_SPECS, ("annonces", "cards")),
}


@pytest.mark.parametrize("name", sorted(REDUCED))
def test_each_reduced_sweep_runs_every_value_it_reads(name: str) -> None:
    kept, reads = REDUCED[name]
    assert {reading_key(s, reads) for s in kept} == {reading_key(s, reads) for s in SPECS}
    assert set(kept) >= FAST_SAMPLE
    assert set(kept) < set(SPECS)  # a reduction, in the order of SPECS
    assert kept == [s for s in SPECS if s in kept]


def test_every_list_made_covers_what_it_was_made_from() -> None:
    assert READINGS  # the modules above made theirs when imported
    for reading in READINGS:
        keys = {reading_key(s, reading.reads) for s in reading.among}
        assert {reading_key(s, reading.reads) for s in reading.kept} == keys, reading.reads
        # one spec per key, beside the fast sample
        assert len(set(reading.kept) - FAST_SAMPLE) <= len(keys)


def key_of_sans_annonces() -> object:
    return reading_key("classic+sans-annonces", ("annonces", "cards"))


def test_an_option_that_changes_what_a_sweep_reads_is_kept() -> None:
    """An option kept for the rules it changes, another left out for those it does not."""
    annonces = specs_reading("annonces", "cards")
    assert "traditional+carre-de-sept" in annonces  # changes the annonces
    # annonces off: one spec stands for every variant without annonces and with classic's cards
    # (the first in the list: a variant alone before one with options)
    off = [s for s in SPECS if reading_key(s, ("annonces", "cards")) == key_of_sans_annonces()]
    assert "classic+sans-annonces" in off
    assert len([s for s in annonces if s in off]) == 1
    assert "club+vache" not in annonces  # changes the deal and the bidding only
    assert "pagat-coinche+score-double" not in annonces  # the scoring only
    assert "club+vache" in specs_reading("deal")
    assert "pagat-coinche+score-double" in specs_reading("scoring")
    # keyed by every group of the resolved rules, no spec is left out: each plays a way of
    # its own
    assert specs_reading(*load_variant("classic").rules) == SPECS
