"""belote-spec simulate: the report, --out, --plots, and its refusals."""

from __future__ import annotations

import csv
import itertools
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from belote_spec.cli import main
from belote_spec.simulation import command
from belote_spec.simulation.api import simulate
from belote_spec.simulation.columns import DEAL_COLUMNS


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(["simulate", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def test_one_variant_prints_statistics_with_intervals(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "classic", "--deals", "400", "--quiet")
    assert status == 0, err
    assert "classic: 400 random deals" in out
    assert "95% interval" in out
    lines = {line.split("  ")[0]: line for line in out.splitlines()}
    success = lines["taker success"]
    assert "%  [" in success
    assert success.rstrip().endswith("/399") or success.rstrip().endswith("/400")
    assert "n/a" in lines["taker success when contré"]  # classic has no contre: no cases
    assert "Wilson" in out
    assert "Student" in out


def test_two_variants_are_compared_with_significance(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(
        capsys, "classic", "classic+sans-annonces", "--deals", "600", "--seed", "2", "-q"
    )
    assert status == 0, err
    header = next(line for line in out.splitlines() if line.startswith("statistic"))
    for column in ("classic", "classic+sans-annonces", "difference", "p-value", "significant"):
        assert column in header
    annonces = next(line for line in out.splitlines() if line.startswith("deals with annonces"))
    assert annonces.split()[-1] == "yes"  # 0% of deals without annonces against about 65%
    assert "0.0% [0.0%, " in annonces
    assert "two-proportion z test" in out
    assert "Welch's t test" in out
    assert "0.05" in out


def test_games_report_game_lengths(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run(capsys, "classic", "--games", "40", "-q")
    assert status == 0
    assert "game length (deals dealt per finished game): min" in out
    assert "deals per game" in out
    assert "games: 40, finished 40" in out


@pytest.mark.parametrize("suffix", [".parquet", ".csv"])
def test_out_writes_every_deal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], suffix: str
) -> None:
    out = tmp_path / f"rows{suffix}"
    status, _out, err = run(
        capsys, "classic", "--games", "12", "--seed", "5", "-q", "--out", str(out)
    )
    assert status == 0, err
    expected = simulate("classic", games=12, seed=5)
    assert expected.deals is not None
    n = len(expected.deals["game"])
    if suffix == ".parquet":
        import pyarrow.parquet as pq

        table = pq.read_table(out)
        assert table.column_names == list(DEAL_COLUMNS)
        assert table.num_rows == n
        assert np.array_equal(table.column("score_ns").to_numpy(), expected.deals["score_ns"])
        assert str(table.schema.field("points_ns").type) == "int16"
    else:
        with out.open(encoding="utf-8", newline="") as f:
            rows = list(csv.reader(f))
        assert rows[0] == list(DEAL_COLUMNS)
        assert len(rows) == n + 1
        scores = [int(r[rows[0].index("score_ew")]) for r in rows[1:]]
        assert scores == expected.deals["score_ew"].tolist()
    assert [p.name for p in tmp_path.iterdir()] == [out.name]  # no temporary file left


def test_out_with_several_variants_has_a_variant_column(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "both.csv"
    status, _o, err = run(
        capsys, "classic", "classic+sans-annonces", "--deals", "30", "-q", "--out", str(out)
    )
    assert status == 0, err
    rows = list(csv.reader(out.open(encoding="utf-8")))
    assert rows[0] == ["variant", *DEAL_COLUMNS]
    assert [r[0] for r in rows[1:]] == ["classic"] * 30 + ["classic+sans-annonces"] * 30


def test_out_never_overwrites_without_force(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "rows.csv"
    out.write_text("precious\n", encoding="utf-8")
    status, stdout, err = run(capsys, "classic", "--deals", "20", "-q", "--out", str(out))
    assert status == 1
    assert "already exists (--force replaces it)" in err
    assert stdout == ""  # refused before anything was played
    assert out.read_text(encoding="utf-8") == "precious\n"
    status, _o, err = run(capsys, "classic", "--deals", "20", "-q", "--out", str(out), "--force")
    assert status == 0, err
    assert out.read_text(encoding="utf-8").startswith("game,deal,")


@pytest.mark.slow
def test_plots_are_written_and_not_overwritten(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "charts" / "new"
    status, _o, err = run(capsys, "classic", "--games", "10", "-q", "--plots", str(folder))
    assert status == 0, err
    names = sorted(p.name for p in folder.iterdir())
    assert names == sorted(
        f"{chart}.{kind}"
        for chart in ("statistics", "success-by-bid", "points", "game-length")
        for kind in ("png", "svg")
    )
    for png in folder.glob("*.png"):
        assert png.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    for svg in folder.glob("*.svg"):
        assert "<svg" in svg.read_text(encoding="utf-8")
    before = (folder / "points.png").read_bytes()
    status, _o, err = run(capsys, "classic", "--games", "10", "-q", "--plots", str(folder))
    assert status == 1
    assert "already exists" in err
    assert (folder / "points.png").read_bytes() == before
    status, _o, err = run(
        capsys, "classic", "--games", "10", "-q", "--plots", str(folder), "--force"
    )
    assert status == 0, err


@pytest.mark.parametrize(
    ("modules", "argv", "extra"),
    [
        (("pyarrow", "pyarrow.parquet"), ["--out", "rows.parquet"], "sim"),
        (("matplotlib",), ["--plots", "charts"], "sim"),
        (("distributed",), ["--dask", "local"], "dask"),
    ],
)
def test_a_missing_extra_is_named(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    modules: tuple[str, ...],
    argv: list[str],
    extra: str,
) -> None:
    for name in modules:  # an import of a module set to None raises ImportError
        monkeypatch.setitem(sys.modules, name, None)
    monkeypatch.chdir(tmp_path)
    status, out, err = run(capsys, "classic", "--deals", "10", "-q", *argv)
    assert status == 1
    # the packages of the extra, with this interpreter: a line that works without PyPI
    from belote_spec.extras import extra_requirements

    assert f"(the {extra} extra); add it with: {sys.executable} -m pip install " in err
    for requirement in extra_requirements(extra):
        assert f"'{requirement}'" in err
    assert "belote-spec[" not in err
    assert "Traceback" not in err
    assert out == ""
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--deals", "0"], "--deals: expected a whole number from 1 to 1_000_000_000; got 0"),
        (["--deals", "5000000000"], "to 1_000_000_000; got 5000000000"),
        (["--games", "0"], "--games: expected a whole number from 1 to 100_000_000"),
        (["--deals", "5", "--jobs", "0"], "--jobs: expected a whole number from 1 to 256"),
        (["--deals", "5", "--dask", "nonsense"], "--dask: 'nonsense' is not a tcp:// address"),
        (["--deals", "5", "--dask", "foo://x:1"], "--dask: 'foo://x:1' is not a tcp:// address"),
        (["--deals", "5", "--dask", "tcp://[::1"], "--dask: 'tcp://[::1' has no host and port"),
        (["classic", "--deals", "5"], "classic is given twice: each variant once"),
        (["--deals", "5", "--out", "rows.txt"], "--out: expected a file name ending in .parquet"),
        (["--deals", "5", "--out", ".csv"], "such as rows.csv; got .csv"),
        (["--deals", "5", "--jobs", "2", "--dask", "local"], "--jobs and --dask"),
    ],
)
def test_bad_arguments_are_usage_errors(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    status, out, err = run(capsys, "classic", *argv)
    assert status == 2
    assert message in err
    assert out == ""


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--deals", "-4"], "--deals: expected a whole number (digits 0-9); got '-4'"),
        (["--deals", " 10"], "--deals: expected a whole number (digits 0-9); got ' 10'"),
        (["--deals", "\u0663"], "--deals: expected a whole number (digits 0-9)"),  # Arabic 3
        (["--deals", "5", "--seed", "-1"], "--seed: expected a whole number (digits 0-9)"),
        (["--deals", "5", "--backend", "fast"], "--backend: invalid choice"),
    ],
)
def test_numbers_are_plain_digits(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["simulate", "classic", *argv])
    assert exc.value.code == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize(
    "argv",
    [
        ["classic"],  # neither --deals nor --games
        ["classic", "--deals", "5", "--games", "5"],
        ["classic", "--deals", "many"],
        ["classic", "--deals", "5", "--policy", "clever"],
    ],
)
def test_argparse_refusals_exit_2(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["simulate", *argv])
    assert exc.value.code == 2
    assert "usage: belote-spec simulate" in capsys.readouterr().err


def test_bad_variants_are_problems(capsys: pytest.CaptureFixture[str]) -> None:
    status, _o, err = run(capsys, "nosuchvariant", "--deals", "5")
    assert status == 1
    assert "nosuchvariant" in err
    status, _o, err = run(capsys, "base", "--deals", "5")
    assert status == 1
    assert "abstract" in err


def test_out_in_a_missing_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, _o, err = run(
        capsys, "classic", "--deals", "5", "--out", str(tmp_path / "no" / "a.csv")
    )
    assert status == 1
    assert "does not exist" in err


def test_ctrl_c_exits_130_and_leaves_no_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(command, "simulate", interrupted)
    out = tmp_path / "rows.parquet"
    status, _o, err = run(capsys, "classic", "--deals", "5", "--out", str(out))
    assert status == 130
    assert "interrupted" in err
    assert "Traceback" not in err
    assert list(tmp_path.iterdir()) == []


@pytest.mark.slow  # over half a second: CI runs it, `tools/check.py --fast` does not
def test_the_installed_command_runs() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "belote_spec", "simulate", "classic", "--deals", "100"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "taker success" in result.stdout
    assert "Traceback" not in result.stderr
    assert result.stderr == ""  # no progress bar when standard error is not a terminal


def test_two_files_of_the_same_name_are_told_apart(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    for folder, vache in (("a", "false"), ("b", "true")):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "x.yaml").write_text(
            f"title: X {folder}\nextends: classic\nrules:\n  bidding:\n    prise:\n"
            f"      vache: {vache}\n",
            encoding="utf-8",
        )
    status, out, err = run(
        capsys, "a/x.yaml", "b/x.yaml", "--deals", "300", "--out", "rows.csv", "-q"
    )
    assert status == 0, err
    assert "a/x.yaml: 300 random deals" in out
    assert "b/x.yaml: 300 random deals" in out
    with open("rows.csv", encoding="utf-8") as rows:
        labels = [row["variant"] for row in csv.DictReader(rows)]
    assert sorted(set(labels)) == ["a/x.yaml", "b/x.yaml"]
    assert labels.count("a/x.yaml") == 300


def test_the_scalar_backend_says_why_the_batch_engine_did_not_play(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    wide = tmp_path / "wide.yaml"
    wide.write_text(
        "title: Wide\nextends: ffb-contree-2016\nrules:\n  bidding:\n    auction:\n"
        "      floor: 10\n      step: 1\n      ceiling: null\n",
        encoding="utf-8",
    )
    status, out, err = run(capsys, str(wide), "--deals", "50", "-q")
    assert status == 0, err
    assert "scalar backend (the batch engine cannot play this variant:" in out
    assert "actions at once" in out


def test_a_row_only_a_later_variant_has_follows_its_neighbour(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = run(capsys, "classic", "bridgee", "--deals", "400", "-q")
    assert status == 0, err
    # the capot bid and the sans-atout and tout-atout modes exist only in bridgee: their rows
    # stand among the other rows of their kind, not after the means
    assert out.index("  success, bid capot") < out.index("\ndedans")
    assert out.index("  success, all trumps (tout atout)") < out.index("\ndedans")
    # a rate with too few cases shows its count (classic has no contre)
    assert "n/a (0/0 cases)" in out


# ------------------------------------------------------------------------------ labelled rows

#: The words the files write for the coded columns, as the API reference documents them.
SEAT_WORDS = {0: "N", 1: "W", 2: "S", 3: "E"}
TEAM_WORDS = {0: "NS", 1: "EW"}
MODE_WORDS = {0: "S", 1: "H", 2: "D", 3: "C", 4: "SA", 5: "TA"}
CONTRE_WORDS = {0: "no", 1: "contre", 2: "surcontre"}
OUTCOME_WORDS = {1: "made", 2: "dedans", 3: "litige", 4: "capot"}
LABELLED = ("dealer", "taker", "team", "mode", "bid", "contre", "capot", "outcome")


def _bid_word(code: int) -> str:
    return {0: "prise", 10_000: "capot", 20_000: "generale"}.get(code, str(code))


def _expected_words(deals: dict[str, np.ndarray]) -> dict[str, list[str | None]]:
    """Each labelled column of ``deals`` in words, written out from the documentation."""
    taken = [int(t) >= 0 for t in deals["taker"]]

    def words(name: str, table: dict[int, str]) -> list[str | None]:
        return [table.get(int(c)) for c in deals[name]]

    outcome = []
    for code, took, cancelled in zip(deals["outcome"], taken, deals["cancelled"], strict=True):
        if code > 0:
            outcome.append(OUTCOME_WORDS[int(code)])
        else:
            outcome.append("cancelled" if cancelled else "passed" if not took else None)
    return {
        "dealer": words("dealer", SEAT_WORDS),
        "taker": words("taker", SEAT_WORDS),
        "team": words("team", TEAM_WORDS),
        "mode": words("mode", MODE_WORDS),
        "bid": [_bid_word(int(b)) if t else None for b, t in zip(deals["bid"], taken, strict=True)],
        "contre": [
            CONTRE_WORDS[int(c)] if t else None for c, t in zip(deals["contre"], taken, strict=True)
        ],
        "capot": words("capot", TEAM_WORDS),
        "outcome": outcome,
    }


def _cells(column: object) -> list[str | None]:
    """A pandas column's values, a missing one as None."""
    return [v if isinstance(v, str) else None for v in column.tolist()]  # type: ignore[attr-defined]


def test_parquet_rows_are_labelled_and_described_for_pandas_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import pandas as pd

    import belote_spec

    out = tmp_path / "rows.parquet"
    specs = ("classic", "pagat-coinche+generale")
    status, _o, err = run(capsys, *specs, "--deals", "400", "--seed", "4", "-q", "--out", str(out))
    assert status == 0, err
    frame = pd.read_parquet(out)
    for name in ("variant", *LABELLED):
        assert isinstance(frame[name].dtype, pd.CategoricalDtype), name
    assert list(frame["dealer"].cat.categories) == ["N", "W", "S", "E"]
    assert list(frame["mode"].cat.categories) == ["S", "H", "D", "C", "SA", "TA"]
    assert frame["cancelled"].dtype == bool
    for spec in specs:
        expected = simulate(spec, deals=400, seed=4).deals
        assert expected is not None
        rows = frame[frame["variant"] == spec]
        assert len(rows) == 400
        for name, words in _expected_words(expected).items():
            assert _cells(rows[name]) == words, (spec, name)
        assert rows["score_ns"].tolist() == expected["score_ns"].tolist()
    coinche = frame[frame["variant"] == specs[1]]
    assert any(bid.isdigit() for bid in coinche["bid"].dropna())  # bids in points
    assert "contre" in set(coinche["contre"].dropna())
    about = frame.attrs["belote_spec"]
    assert about["version"] == belote_spec.__version__
    assert (about["unit"], about["count"], about["seed"]) == ("deals", 400, 4)
    assert (about["policy"], about["random_declarations"]) == ("random", False)
    assert [v["id"] for v in about["variants"]] == list(specs)
    assert about["variants"][1]["name"] == "pagat-coinche"
    assert about["variants"][1]["options"] == ["generale"]
    assert {v["backend"] for v in about["variants"]} == {"batch"}


def test_csv_rows_are_labelled(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import pandas as pd

    out = tmp_path / "rows.csv"
    status, _o, err = run(capsys, "club", "--games", "6", "--seed", "2", "-q", "--out", str(out))
    assert status == 0, err
    expected = simulate("club", games=6, seed=2).deals
    assert expected is not None
    frame = pd.read_csv(out)
    for name, words in _expected_words(expected).items():
        assert _cells(frame[name]) == words, name
    assert frame["cancelled"].dtype == bool
    assert frame["points_ns"].tolist() == expected["points_ns"].tolist()


# ------------------------------------------------------------------------------ comparison charts


def _svg_text(path: Path) -> str:
    """Every text of an SVG chart, one per line."""
    import xml.etree.ElementTree as ET

    root = ET.parse(path).getroot()
    return "\n".join("".join(e.itertext()) for e in root.iter("{http://www.w3.org/2000/svg}text"))


@pytest.mark.slow
def test_a_comparison_charts_each_statistic_of_each_variant(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "charts"
    specs = ("classic", "classic+sans-annonces")
    status, _o, err = run(capsys, *specs, "--games", "40", "-q", "--plots", str(folder))
    assert status == 0, err
    text = _svg_text(folder / "statistics.svg")
    for spec in specs:
        assert spec in text
    shown = 0
    for spec in specs:
        stats = simulate(spec, games=40, seed=0, keep_rows=False).stats
        for _key, label, stat in stats.items():
            if stat.estimate is not None:  # a statistic with a value has its panel
                assert label.strip() in text, label
                shown += 1
    assert shown > 30
    assert "p = " in text  # each panel's p-value against the first variant
    assert "adjust holm" in text
    points = _svg_text(folder / "points.svg")  # the distributions overlaid
    assert all(spec in points for spec in specs)
    lengths = _svg_text(folder / "game-length.svg")
    assert all(spec in lengths for spec in specs)


# ------------------------------------------------------------------------------ the policy


def _row(out: str, label: str) -> list[str]:
    """The cells of a report's row (cells are two spaces or more apart)."""
    line = next(line for line in out.splitlines() if line.strip().startswith(label))
    return re.split(r"\s{2,}", line.strip())


def test_a_belote_the_random_players_forget_is_not_a_rule_effect(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """classic counts every belote, club lets a player refuse his: random players that skip
    the call half the time would make club's belotes rarer, which is no effect of the rules."""
    status, out, err = run(capsys, "classic", "club", "--deals", "20000", "-q", "--adjust", "none")
    assert status == 0, err
    assert "a belote is always said and annonces always shown" in out
    belote = _row(out, "deals with a belote")
    assert belote[-1] == "no", belote
    status, out, err = run(
        capsys, "classic", "club", "--deals", "20000", "-q", "--random-declarations"
    )
    assert status == 0, err
    assert "are said half the time (--random-declarations)" in out
    assert _row(out, "deals with a belote")[-1] == "yes"


def test_random_declarations_are_for_the_random_policy_only(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = run(
        capsys, "classic", "--deals", "5", "--policy", "heuristic", "--random-declarations"
    )
    assert status == 2
    assert "--random-declarations: the heuristic policy chooses its own declarations" in err
    assert out == ""


def test_a_backend_that_cannot_play_is_said_before_anything_is_played(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "rows.csv"
    status, stdout, err = run(
        capsys,
        "classic",
        "--deals",
        "5",
        "--policy",
        "heuristic",
        "--backend",
        "batch",
        "--out",
        str(out),
    )
    assert status == 1
    assert "classic: --backend: the batch engine plays random deals only, not heuristic" in err
    assert "Traceback" not in err
    assert stdout == ""
    assert not out.exists()


# ------------------------------------------------------------------------------ comparisons


def _number(cell: str) -> float:
    return 0.0 if cell == "<0.001" else float(cell)


@pytest.mark.parametrize("adjust", ["none", "holm", "bh"])
def test_the_report_counts_its_comparisons_and_adjusts_them(
    capsys: pytest.CaptureFixture[str], adjust: str
) -> None:
    status, out, err = run(
        capsys,
        "classic",
        "classic+sans-annonces",
        "--deals",
        "3000",
        "--seed",
        "2",
        "-q",
        "--adjust",
        adjust,
    )
    assert status == 0, err
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("statistic"))
    header = re.split(r"\s{2,}", lines[start].strip())
    rows = []
    for line in lines[start + 1 :]:
        if not line.strip():
            break
        rows.append(re.split(r"\s{2,}", line.strip()))
    p_at = header.index("p-value")
    tested = [r for r in rows if r[p_at] != "n/a"]
    said = re.search(r"^(\d+) comparisons, each significant", out, re.MULTILINE)
    assert said is not None
    assert int(said.group(1)) == len(tested) > 20
    significant = header.index("significant")
    if adjust == "none":
        assert "adjusted p" not in header
        for r in tested:
            assert (r[significant] == "yes") is (_number(r[p_at]) < 0.05)
        return
    at = header.index("adjusted p")
    pairs = sorted((_number(r[p_at]), _number(r[at])) for r in tested)
    for (raw, adjusted), (_raw, adjusted_next) in itertools.pairwise(pairs):
        assert adjusted >= raw
        assert adjusted_next >= adjusted  # the adjustment keeps the order of the p-values
    for r in tested:
        assert (r[significant] == "yes") is (_number(r[at]) < 0.05)
    # the rule's effect survives any adjustment: no annonces at all without them
    assert _row(out, "deals with annonces")[significant] == "yes"
    # 0% against 0% is never a difference
    cancelled = _row(out, "deals cancelled (carré)")
    assert cancelled[p_at] == "1.000"
    assert cancelled[significant] == "no"
    name = "Holm's method" if adjust == "holm" else "Benjamini–Hochberg method"
    assert name in out


# ------------------------------------------------------------------------------ French


def test_the_french_report_speaks_french(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["simulate", "classic", "club", "--deals", "20000", "-q", "--lang", "fr"])
    out, err = capsys.readouterr()
    assert status == 0, err
    thin, space = "\u202f", "\u00a0"  # narrow no-break space, no-break space
    assert out.startswith(f"classic : 20{thin}000 donnes aléatoires (20{thin}000 donnes ")
    assert "moteur par lots" in out
    assert "Joueurs : chaque enchère et chaque carte permises également probables" in out
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("statistique"))
    table = lines[start : lines.index("", start)]
    assert len(table) > 20
    for line in table[1:]:
        assert not re.search(r"\d\.\d", line), line  # a decimal comma
        assert all(before == space for before in re.findall(r"(.)%", line)), line
    success = _row(out, "réussite du preneur")
    assert re.fullmatch(rf"\d\d,\d{space}% \[\d\d,\d{space}%, \d\d,\d{space}%\]", success[1])
    for suit in ("pique", "cœur", "carreau", "trèfle"):
        assert f"  réussite, atout {suit}" in out
    assert "mode S" not in out
    assert "random" not in out.replace("--random-declarations", "")
    assert "sous 0,05" in out
    assert f"moins de 1{thin}000 en tout" in out
    assert "comparaisons, chacune significative" in out
