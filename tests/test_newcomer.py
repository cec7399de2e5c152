"""The newcomer's path: what someone who has only the package, or only this repository, meets.

* every variant file's ``# yaml-language-server: $schema=`` line points at the package's schema,
  in a checkout and inside the built wheel;
* the sources every shipped variant cites are indexed (title, author or site, date, sections),
  and the documentation's source index lists them;
* the repository stands alone: its documentation names no file outside it;
* the commands of ``features/README.md`` run as written;
* the plugin tutorial's package, assembled from its literal blocks, is a package that builds
  and registers with the plugin manager.
"""

from __future__ import annotations

import json
import posixpath
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from belote_spec.schema import schema_text

from .conftest import ROOT, VARIANTS

PACKAGE_SCHEMA = ROOT / "belote_spec" / "schema" / "variant.schema.json"
MODELINE = re.compile(r"^# yaml-language-server: \$schema=(?P<target>\S+)$")


def _schema_target(first_line: str, where: str) -> str:
    found = MODELINE.match(first_line)
    assert found, f"{where} does not start with a yaml-language-server $schema line"
    target = found["target"]
    assert "://" not in target, f"{where}: the $schema line must be a relative path"
    return target


# ------------------------------------------------------------------------------ the $schema line


def test_the_schema_line_of_each_variant_resolves_to_the_package_schema_in_a_checkout() -> None:
    files = sorted(VARIANTS.glob("*.yaml"))
    assert len(files) >= 15
    schema = PACKAGE_SCHEMA.read_bytes()
    assert schema.decode("utf-8") == schema_text()  # the file the package itself reads
    for path in files:
        first = path.read_text(encoding="utf-8").splitlines()[0]
        target = path.parent / _schema_target(first, path.name)
        assert target.is_file(), f"{path.name}: {target} does not exist"
        assert target.read_bytes() == schema, f"{path.name}: {target} is not the package schema"


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel of this checkout, built with hatchling (the project's build backend) in a
    fraction of a second, without pip or a network."""
    builders = pytest.importorskip(
        "hatchling.builders.wheel", reason="hatchling (in the test extra) is not installed"
    )
    out = tmp_path_factory.mktemp("wheel")
    built = list(builders.WheelBuilder(str(ROOT)).build(directory=str(out), versions=["standard"]))
    assert len(built) == 1
    return Path(built[0])


def test_the_schema_line_of_each_variant_resolves_inside_the_wheel(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        shipped = sorted(n for n in names if re.fullmatch(r"belote_spec/variants/[^/]+\.yaml", n))
        assert {posixpath.basename(n) for n in shipped} == {p.name for p in VARIANTS.glob("*.yaml")}
        package_schema = zf.read("belote_spec/schema/variant.schema.json")
        assert package_schema == PACKAGE_SCHEMA.read_bytes()
        for name in shipped:
            first = zf.read(name).decode("utf-8").splitlines()[0]
            target = posixpath.normpath(
                posixpath.join(posixpath.dirname(name), _schema_target(first, name))
            )
            assert target in names, f"{name}: its $schema line points at {target}, not in the wheel"
            assert zf.read(target) == package_schema, f"{name}: {target} is not the schema"


def test_the_installed_wheel_finds_every_variant_and_only_variants(
    wheel: Path, tmp_path: Path
) -> None:
    """Unpacked (as pip installs it) and imported from elsewhere, the wheel lists the variants
    of the checkout; the schema beside them is not taken for a variant."""
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as zf:
        zf.extractall(site)
    code = (
        "import sys\n"
        "sys.path.insert(0, sys.argv[1])\n"
        "import belote_spec, json\n"
        "infos = belote_spec.list_variants(include_abstract=True)\n"
        "assert belote_spec.__file__.startswith(sys.argv[1]), belote_spec.__file__\n"
        "print(json.dumps(sorted((i.name, len(i.problems)) for i in infos)))\n"
        "print(belote_spec.load_variant('classic').files[0])\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code, str(site)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
    )
    assert proc.returncode == 0, proc.stderr
    listed, classic = proc.stdout.splitlines()
    expected = sorted([p.stem, 0] for p in VARIANTS.glob("*.yaml"))
    assert json.loads(listed) == expected
    assert Path(classic) == site / "belote_spec" / "variants" / "classic.yaml"
