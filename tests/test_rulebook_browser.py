"""A built rulebook, opened in a real headless browser (Debian's chromium).

The rulebook is written by ``belote-spec rulebook`` and loaded from disk by chromium. One test
reads the DOM the browser built (``--dump-dom``) and checks that the card tables, the numbered
rules and the computed examples are there; another takes a screenshot and checks that it is
not blank and that the red suits really are drawn in red (the stylesheet is applied). A third
lays out pages of the documentation site and measures its search button.

chromium is looked for on the PATH and at ``/usr/bin/chromium``. The tests never install it:
when it is missing they are skipped with the reason (``.ci/run`` installs Debian's package
first, so CI runs them).
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import zlib
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

import pytest

from belote_spec.cli import main

from .conftest import DocsBuild, built_docs
from .skips import missing

#: chromium started for each test, and a documentation build for the search button.
pytestmark = pytest.mark.slow

CHROMIUM_PATHS = ("/usr/bin/chromium", "/usr/bin/chromium-browser")
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--hide-scrollbars",
    "--disable-dev-shm-usage",
)


def _find_chromium() -> str | None:
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found:
        return found
    return next((p for p in CHROMIUM_PATHS if Path(p).is_file()), None)


@pytest.fixture(scope="module")
def chromium() -> str:
    """The chromium executable; the tests are skipped, with the reason, when it is missing."""
    found = _find_chromium()
    if found is None:
        pytest.skip(
            missing(
                "chromium",
                "looked for on PATH and at "
                + ", ".join(CHROMIUM_PATHS)
                + "; the tests never install it: install Debian's package `chromium` "
                "(as .ci/run does) to run them",
            )
        )
    return found


@pytest.fixture(scope="module")
def book(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The standalone rulebook of ``club+tout-atout``: cards in four modes, annonces, belote."""
    out = tmp_path_factory.mktemp("rulebook")
    assert main(["rulebook", "club+tout-atout", "-o", str(out)]) == 0
    return out / "index.html"


def _run(chromium: str, tmp: Path, *args: str) -> subprocess.CompletedProcess[bytes]:
    profile = tmp / "profile"
    profile.mkdir(exist_ok=True)
    return subprocess.run(
        [chromium, *FLAGS, f"--user-data-dir={profile}", *args],
        capture_output=True,
        timeout=60,
    )


# ------------------------------------------------------------------------------ the DOM


class _Dom(HTMLParser):
    """Counts what matters in the DOM chromium dumped."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.cards: list[set[str]] = []
        self.cards_per_order_table: list[int] = []
        self.in_order_table = False
        self.in_numbered = 0
        self.numbered_items = 0
        self.classes: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        classes = set((dict(attrs).get("class") or "").split())
        self.classes |= classes
        if tag == "table" and "belote-order" in classes:
            self.in_order_table = True
            self.cards_per_order_table.append(0)
        elif tag == "abbr" and "belote-card" in classes:
            self.cards.append(classes)
            if self.in_order_table:
                self.cards_per_order_table[-1] += 1
        elif tag == "ol" and "belote-numbered" in classes:
            self.in_numbered += 1
        elif tag == "li" and self.in_numbered:
            self.numbered_items += 1

    def handle_endtag(self, tag: str) -> None:
        if tag == "table":
            self.in_order_table = False
        elif tag == "ol" and self.in_numbered:
            self.in_numbered -= 1


def test_the_browser_renders_card_tables_and_rules(
    chromium: str, book: Path, tmp_path: Path
) -> None:
    proc = _run(chromium, tmp_path, "--window-size=1200,2000", "--dump-dom", book.as_uri())
    assert proc.returncode == 0, proc.stderr.decode(errors="replace")[-2000:]
    dom = proc.stdout.decode("utf-8")
    assert "<title>" in dom
    assert "Belote du club en ligne" in dom
    parsed = _Dom()
    parsed.feed(dom)
    # order tables are rows of eight cards: trump, plain, tout atout (on with the option), the
    # order of sequences, and sans atout in the section of the option that enables it
    assert {
        "belote-order-trump",
        "belote-order-plain",
        "belote-order-tout-atout",
        "belote-sequence-order",
        "belote-order-sans-atout",
    } <= parsed.classes
    assert len(parsed.cards_per_order_table) == 5
    assert all(count == 8 for count in parsed.cards_per_order_table), parsed.cards_per_order_table
    reds = [c for c in parsed.cards if "belote-red" in c]
    blacks = [c for c in parsed.cards if "belote-black" in c]
    assert len(reds) > 40
    assert len(blacks) > 40
    assert all({"belote-suit-hearts", "belote-suit-diamonds"} & c for c in reds)
    assert all({"belote-suit-spades", "belote-suit-clubs"} & c for c in blacks)
    # the play obligations are numbered rules, and the examples were computed
    assert parsed.numbered_items >= 10
    assert {"belote-legal", "belote-illegal", "belote-cite", "belote-example"} <= parsed.classes
    for section in ("cards", "deal", "prise", "play", "annonces", "belote", "scoring"):
        assert f"belote-section-{section}" in parsed.classes, section
    assert "Si vous ne pouvez pas surcouper un adversaire" in dom


# ------------------------------------------------------------------------------ the pixels


def _png_rows(data: bytes) -> tuple[int, int, Iterator[bytes], int]:
    """Decode an 8-bit RGB or RGBA, non-interlaced PNG (what chromium writes): width, height,
    the rows of pixels and the bytes per pixel."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat = 8, bytearray()
    width = height = bpp = 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos : pos + 8])
        body = data[pos + 8 : pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour, _c, _f, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8, depth
            assert interlace == 0, interlace
            assert colour in (2, 6), colour
            bpp = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
    raw = zlib.decompress(bytes(idat))

    def rows() -> Iterator[bytes]:
        stride = width * bpp
        prev = bytearray(stride)
        for y in range(height):
            start = y * (stride + 1)
            kind = raw[start]
            line = bytearray(raw[start + 1 : start + 1 + stride])
            if kind == 1:
                for x in range(bpp, stride):
                    line[x] = (line[x] + line[x - bpp]) & 255
            elif kind == 2:
                line = bytearray((a + b) & 255 for a, b in zip(line, prev, strict=True))
            elif kind == 3:
                for x in range(stride):
                    left = line[x - bpp] if x >= bpp else 0
                    line[x] = (line[x] + ((left + prev[x]) >> 1)) & 255
            elif kind == 4:
                for x in range(stride):
                    a = line[x - bpp] if x >= bpp else 0
                    b = prev[x]
                    c = prev[x - bpp] if x >= bpp else 0
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    pred = a if pa <= pb and pa <= pc else b if pb <= pc else c
                    line[x] = (line[x] + pred) & 255
            yield bytes(line)
            prev = line

    return width, height, rows(), bpp


def test_a_screenshot_of_the_rulebook_is_not_blank_and_shows_red_suits(
    chromium: str, book: Path, tmp_path: Path
) -> None:
    shot = tmp_path / "rulebook.png"
    proc = _run(
        chromium, tmp_path, "--window-size=1000,2200", f"--screenshot={shot}", book.as_uri()
    )
    assert proc.returncode == 0, proc.stderr.decode(errors="replace")[-2000:]
    assert shot.is_file()
    width, height, rows, bpp = _png_rows(shot.read_bytes())
    assert (width, height) == (1000, 2200)
    ink = red = dark = 0
    colours: set[tuple[int, int, int]] = set()
    for row in rows:
        for x in range(0, width * bpp, bpp):
            r, g, b = row[x], row[x + 1], row[x + 2]
            if r + g + b < 720:
                ink += 1
                colours.add((r >> 4, g >> 4, b >> 4))
            if r > 150 and g < 90 and b < 90:
                red += 1
            elif r < 80 and g < 80 and b < 80:
                dark += 1
    total = width * height
    assert ink > total // 50, f"the page looks blank ({ink} non-white pixels of {total})"
    assert len(colours) > 20
    assert red > 200, f"no red suit drawn ({red} red pixels): is belote.css applied?"
    assert dark > 2000


# ------------------------------------------------------------------------------ the site


@pytest.fixture(scope="module")
def docs(request: pytest.FixtureRequest) -> DocsBuild:
    """The test run's one build of the documentation (see conftest.py)."""
    built = built_docs(request.config)
    assert built.returncode == 0, f"the docs do not build with -W:\n{built.stderr}"
    return built


#: Run in the page once it is laid out: the width the search button's word needs (its font,
#: its padding) and the width the button has, written on <body> for --dump-dom to show.
_MEASURE_BUTTON = """<script>
window.addEventListener("load", () => {
  const button = document.querySelector("#searchbox input[type=submit]");
  const style = getComputedStyle(button);
  const context = document.createElement("canvas").getContext("2d");
  context.font = style.font;
  const needed = context.measureText(button.value).width
    + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
  document.body.dataset.button = [button.value, needed, button.clientWidth].join("|");
});
</script>"""


@pytest.mark.parametrize("page", ["index.html", "regles/classic.html", "en/rules/classic.html"])
def test_the_search_button_of_the_site_shows_its_whole_word(
    chromium: str, docs: DocsBuild, tmp_path: Path, page: str
) -> None:
    """« Rechercher » once overflowed the button the theme sizes for « Go »."""
    built = docs.html / page
    source = built.read_text(encoding="utf-8")
    base = f'<base href="{built.parent.as_uri()}/">'  # the page's styles, from its own folder
    copy = tmp_path / "page.html"
    copy.write_text(
        source.replace("<head>", "<head>" + base, 1).replace(
            "</body>", _MEASURE_BUTTON + "</body>"
        ),
        encoding="utf-8",
    )
    proc = _run(chromium, tmp_path, "--window-size=1400,1000", "--dump-dom", copy.as_uri())
    assert proc.returncode == 0, proc.stderr.decode(errors="replace")[-2000:]
    found = re.search(r'data-button="([^"|]*)\|([0-9.]+)\|([0-9]+)"', proc.stdout.decode())
    assert found, "the page did not run the measuring script"
    word, needed, width = found.group(1), float(found.group(2)), int(found.group(3))
    assert word == ("Go" if page.startswith("en/") else "Rechercher")
    assert needed <= width + 1, f"« {word} » needs {needed:.1f} px, its button has {width}"
