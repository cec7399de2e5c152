"""belote-spec simulate: the report, --out, --plots, and its refusals."""

from __future__ import annotations

import csv
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from belote_spec.cli import main
from belote_spec.simulation import command
from belote_spec.simulation.api import simulate
from belote_spec.simulation.tables import DEAL_COLUMNS


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


def test_plots_are_written_and_not_overwritten(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "charts" / "new"
    status, _o, err = run(capsys, "classic", "--games", "10", "-q", "--plots", str(folder))
    assert status == 0, err
    names = sorted(p.name for p in folder.iterdir())
    assert names == sorted(
        f"{chart}.{kind}"
        for chart in ("success-by-bid", "points", "game-length")
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
    assert f"pip install 'belote-spec[{extra}]'" in err
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
        (["--deals", "5", "--dask", "nonsense"], "--dask: missing port number"),
        (["--deals", "5", "--dask", "foo://x:1"], "--dask: unknown address scheme 'foo'"),
        (["--deals", "5", "--dask", "tcp://[::1"], "--dask: invalid address"),
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
    assert out.index("  success, mode TA") < out.index("\ndedans")
    # a rate with too few cases shows its count (classic has no contre)
    assert "n/a (0/0 cases)" in out
