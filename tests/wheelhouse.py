"""A folder of wheels for an offline install, made from what the test environment has.

The tests that install belote-spec the way a user does (a fresh virtual environment, then
``pip install``) must neither fetch anything nor change the machine. Every distribution the
test environment already has is repacked here into a wheel (its installed files, as its own
``RECORD`` lists them, with a new ``RECORD``); ``pip install --no-index --find-links DIR``
then installs from that folder alone, resolving the dependencies as it would from PyPI.
"""

from __future__ import annotations

import base64
import csv
import hashlib
import io
import re
import zipfile
from collections.abc import Iterable
from importlib import metadata
from pathlib import Path

from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

#: Files of a distribution's metadata that pip writes at install time, not part of a wheel.
INSTALL_ONLY = {"RECORD", "INSTALLER", "REQUESTED", "direct_url.json"}


def _distribution(name: str) -> metadata.Distribution:
    return metadata.distribution(name)


def closure(requirements: Iterable[str]) -> dict[str, metadata.Distribution]:
    """The installed distributions that ``requirements`` need, their dependencies included
    (markers evaluated for this interpreter and the extras asked for), by canonical name.
    Raises ``PackageNotFoundError`` for one that is not installed."""
    found: dict[str, metadata.Distribution] = {}
    asked: dict[str, set[str]] = {}
    todo = [Requirement(r) for r in requirements]
    while todo:
        requirement = todo.pop()
        name = canonicalize_name(requirement.name)
        extras = asked.setdefault(name, set())
        new_extras = set(requirement.extras) - extras
        if name in found and not new_extras:
            continue
        extras |= new_extras
        dist = found.get(name) or _distribution(requirement.name)
        found[name] = dist
        for line in dist.requires or []:
            dependency = Requirement(line)
            if dependency.marker is None or any(
                dependency.marker.evaluate({**default_environment(), "extra": extra})
                for extra in ({""} | extras)
            ):
                todo.append(dependency)
    return found


def _tag(dist: metadata.Distribution) -> str:
    """The wheel tag of an installed distribution, from its ``WHEEL`` file (several tags
    compressed as the wheel file name does: ``cp311-cp311-manylinux_a.manylinux_b``)."""
    text = dist.read_text("WHEEL") or ""
    tags = [line.split(":", 1)[1].strip() for line in text.splitlines() if line.startswith("Tag:")]
    if not tags:
        return "py3-none-any"
    parts = [tag.split("-") for tag in tags]
    return "-".join(".".join(dict.fromkeys(p[i] for p in parts)) for i in range(3))


def _record_line(name: str, data: bytes) -> list[str]:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return [name, f"sha256={digest}", str(len(data))]


def repack(dist: metadata.Distribution, folder: Path) -> Path:
    """Write ``dist`` as a wheel into ``folder`` and return its path. Files installed outside
    the distribution's folder (scripts: pip writes them again from the entry points) and
    compiled bytecode are left out."""
    name = re.sub(r"[-_.]+", "_", dist.metadata["Name"])
    version = dist.version
    root = Path(str(dist.locate_file("")))
    files = [f for f in dist.files or () if not str(f).startswith("..")]
    info = next(
        (str(f).split("/", 1)[0] for f in files if str(f).endswith(".dist-info/METADATA")), None
    )
    if info is None:
        raise ValueError(f"{dist.metadata['Name']}: no .dist-info among its files")
    out = folder / f"{name}-{version}-{_tag(dist)}.whl"
    record: list[list[str]] = []
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_STORED) as wheel:
        for file in files:
            arcname = str(file).replace("\\", "/")
            if "__pycache__/" in arcname or arcname.endswith(".pyc"):
                continue
            if arcname.startswith(info + "/") and arcname.split("/")[-1] in INSTALL_ONLY:
                continue
            path = root / file
            if not path.is_file():
                continue
            data = path.read_bytes()
            wheel.writestr(arcname, data)
            record.append(_record_line(arcname, data))
        text = io.StringIO()
        writer = csv.writer(text, lineterminator="\n")
        writer.writerows(record)
        writer.writerow([f"{info}/RECORD", "", ""])
        wheel.writestr(f"{info}/RECORD", text.getvalue())
    return out


def build(requirements: Iterable[str], folder: Path, *, skip: Iterable[str] = ()) -> list[Path]:
    """Repack into ``folder`` every installed distribution ``requirements`` need, but those
    named in ``skip`` (the project itself, installed editable here: its wheel is built)."""
    skipped = {canonicalize_name(name) for name in skip}
    folder.mkdir(parents=True, exist_ok=True)
    return [
        repack(dist, folder)
        for name, dist in sorted(closure(requirements).items())
        if name not in skipped
    ]
