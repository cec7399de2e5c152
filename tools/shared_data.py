"""Extract, once, what the tests need of the working documents kept beside the repository.

The source documents (``../shared/seeds``) and the rule inventory
(``../shared/RULES-INVENTORY.md``) are not part of this repository: a clone elsewhere, and CI,
do not have them. Two tests compare the repository with them; they read instead the data this
tool extracts into ``tests/data/``, committed with the repository:

- ``seed_headings.json``: the headings of the documents whose sections the citations name
  (002, 003, 004), and only their headings: short lines of the text that open a part of it
  (:func:`headings`), never its paragraphs. ``tests/test_citations.py`` checks that every
  section a citation may name is one of them.
- ``inventory_lines.json``: every bullet, sub-bullet and numbered line of the inventory under
  its ``##`` section (:func:`parse_inventory`), with its line number. The inventory is the
  project's own index of the rules; ``tests/test_inventory_map.py`` checks that
  ``docs/inventory-map.yaml`` maps each line exactly once.

Usage, from the repository root, where the working documents are beside it::

    python tools/shared_data.py          # write tests/data/*.json from ../shared
    python tools/shared_data.py check    # exit 1 if tests/data/*.json differ from ../shared
    python tools/shared_data.py check --shared DIR

Run it after a change of the documents or of the inventory, and commit what it writes.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
HEADINGS_FILE = DATA / "seed_headings.json"
INVENTORY_FILE = DATA / "inventory_lines.json"
#: The documents whose section names are headings of their text (000 numbers its parts).
DOCUMENTS_WITH_HEADINGS = ("002", "003", "004")
#: A heading: at most this many characters.
HEADING_LENGTH = 45

_ITEM = re.compile(r"^\s*(?:[-*+]|\d+\.)\s+(?P<text>\S.*)$")


@dataclass(frozen=True)
class InventoryLine:
    section: str
    text: str
    lineno: int

    def __str__(self) -> str:
        return f"RULES-INVENTORY.md:{self.lineno} [{self.section}] {self.text[:60]}"


def parse_inventory(text: str) -> list[InventoryLine]:
    """Every bullet, sub-bullet and numbered line under a ``## `` section, its marker removed."""
    section: str | None = None
    out: list[InventoryLine] = []
    for lineno, raw in enumerate(text.splitlines(), 1):
        if raw.startswith("## "):
            section = raw[3:].strip()
            continue
        if raw.startswith("#") or section is None:
            continue
        match = _ITEM.match(raw)
        if match:
            out.append(InventoryLine(section, match["text"].strip(), lineno))
    return out


def headings(text: str) -> list[str]:
    """The lines of a document that are headings: short (:data:`HEADING_LENGTH` characters at
    most), beginning with a capital letter, without a figure (a sentence giving points or a
    count is text, not a heading). Each once, in the order of the text."""
    found: list[str] = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line or len(line) > HEADING_LENGTH or not line[0].isupper():
            continue
        if any(c.isdigit() for c in line) or line in found:
            continue
        found.append(line)
    return found


def extract(shared: Path) -> dict[Path, Any]:
    """The content of each data file, read from the working documents in ``shared``."""
    from belote_spec import load_variant

    sources = load_variant("classic").sources  # base (abstract) declares the documents
    documents: dict[str, Any] = {}
    for key in DOCUMENTS_WITH_HEADINGS:
        name = sources[key].file
        assert name is not None, key
        text = (shared / "seeds" / name).read_text(encoding="utf-8")
        documents[key] = {"file": name, "headings": headings(text)}
    inventory = (shared / "RULES-INVENTORY.md").read_text(encoding="utf-8")
    lines = [
        {"section": line.section, "text": line.text, "line": line.lineno}
        for line in parse_inventory(inventory)
    ]
    return {
        HEADINGS_FILE: {
            "about": "The headings of the source documents (tools/shared_data.py).",
            "documents": documents,
        },
        INVENTORY_FILE: {
            "about": "The lines of the rule inventory (tools/shared_data.py).",
            "lines": lines,
        },
    }


def _text(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", nargs="?", choices=["write", "check"], default="write")
    parser.add_argument(
        "--shared", type=Path, default=ROOT.parent / "shared", help="the working documents"
    )
    args = parser.parse_args(argv)
    if not (args.shared / "seeds").is_dir():
        print(f"shared_data.py: {args.shared}/seeds is absent: nothing to read", file=sys.stderr)
        return 2
    stale = []
    for path, data in extract(args.shared).items():
        text = _text(data)
        if args.command == "write":
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
        elif not path.is_file() or path.read_text(encoding="utf-8") != text:
            stale.append(str(path.relative_to(ROOT)))
    if stale:
        print("shared_data.py: out of date: " + ", ".join(stale), file=sys.stderr)
        print("run `python tools/shared_data.py` and commit what it writes", file=sys.stderr)
        return 1
    if args.command == "check":
        print("shared_data.py: tests/data is up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
