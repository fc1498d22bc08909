"""The pixel font: parsed from ``assets/font/arcade5x7.txt`` and drawn with pygame.

The font is the project's own, kept as readable text, so every machine draws
the same pixels (no system font is ever used).  Glyphs are 5x7 in a 6x8
cell.  Text is drawn as it is spelled: the game writes its own words in
capitals, and a file's name or a typed value, quoted in a message, keeps
its lower case so it can be typed as it reads.  Rendered strings are cached (bounded), so
drawing the same label every frame allocates nothing.

Every text is looked up in the language in use as it is measured, cut,
wrapped or drawn (as Godot's controls auto-translate theirs): a label kept
whole (``N_``) is written once in English and read in the player's
language wherever it is shown, measured as it is drawn.  A text the catalog
does not hold (a name, a figure, a line already translated) is drawn as it is.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from dataclasses import dataclass
from functools import cache
from importlib import resources

import pygame

from game.language import tr

FONT_RESOURCE = ("game.assets", "font/arcade5x7.txt")
GLYPH_W, GLYPH_H = 5, 7
ADVANCE = GLYPH_W + 1  # one dark column between letters
LINE_HEIGHT = GLYPH_H + 1  # one dark row between lines
RENDER_CACHE_SIZE = 512  # distinct (text, colour, scale) surfaces kept
FALLBACK_CHAR = "?"  # drawn for characters the font lacks
# Spaces a line never breaks at (French puts a narrow one inside « » and before ! ? : ;).
_BREAKS = re.compile(r"[^\S\u00a0\u202f]+")

Color = tuple[int, int, int]


class FontError(ValueError):
    """The font file is malformed; the message names the line."""


def _header_char(name: str) -> str:
    """The character a glyph's "= C" header names: itself, "space", or U+XXXX for one that does not show."""
    if name == "space":
        return " "
    if re.fullmatch(r"U\+[0-9A-F]{4,6}", name):
        return chr(int(name[2:], 16))
    return name


def parse_font(text: str) -> dict[str, tuple[str, ...]]:
    """Glyph rows by character from the font's text format."""
    glyphs: dict[str, tuple[str, ...]] = {}
    lines = [(n, ln.rstrip("\n")) for n, ln in enumerate(text.splitlines(), 1)]
    rows: list[str] = []
    char: str | None = None
    for number, line in lines:
        if char is None and (line.startswith("# ") or line in ("#", "") or not line.strip()):
            continue  # comments and blank lines live between glyphs
        if line.startswith("= "):
            if char is not None:
                raise FontError(f"line {number}: glyph {char!r} has {len(rows)} rows, not {GLYPH_H}")
            name = line[2:]
            char = _header_char(name)
            if len(char) != 1:
                raise FontError(f"line {number}: {name!r} is not one character")
            rows = []
            continue
        if char is None:
            raise FontError(f"line {number}: pixels before any '= C' header")
        if len(line) != GLYPH_W or set(line) - {"#", "."}:
            raise FontError(f"line {number}: a row is {GLYPH_W} of '#' and '.', got {line!r}")
        rows.append(line)
        if len(rows) == GLYPH_H:
            glyphs[char] = tuple(rows)
            char = None
    if char is not None:
        raise FontError(f"glyph {char!r} at the end of the file is incomplete")
    return glyphs


def _runs(rows: tuple[str, ...]) -> tuple[tuple[int, int, int], ...]:
    """A glyph's lit pixels as runs along its rows, (x, y, length): a fill each, not one a pixel."""
    runs = []
    for y, row in enumerate(rows):
        x = row.find("#")
        while x >= 0:
            end = row.find(".", x)
            end = len(row) if end < 0 else end
            runs.append((x, y, end - x))
            x = row.find("#", end)
    return tuple(runs)


@cache
def _shipped_glyphs() -> dict[str, tuple[str, ...]]:
    """The shipped font's glyphs, read and parsed once a process (each font is handed its own copy of the table)."""
    package, name = FONT_RESOURCE
    return parse_font(resources.files(package).joinpath(name).read_text(encoding="utf-8"))


@dataclass(frozen=True, slots=True)
class _Key:
    text: str
    color: Color
    scale: int


class BitmapFont:
    """Draws text in the project's pixel font at integer scales."""

    line_height = LINE_HEIGHT

    def __init__(self, glyphs: dict[str, tuple[str, ...]]) -> None:
        if FALLBACK_CHAR not in glyphs:
            raise FontError(f"the font must define {FALLBACK_CHAR!r}")
        self._glyphs = glyphs
        self._runs = {char: _runs(rows) for char, rows in glyphs.items()}
        self._cache: OrderedDict[_Key, pygame.Surface] = OrderedDict()

    @classmethod
    def load(cls) -> BitmapFont:
        """The font shipped in the package's assets."""
        return cls(dict(_shipped_glyphs()))

    def has(self, char: str) -> bool:
        """Whether the font draws this character itself (not as FALLBACK_CHAR)."""
        return char in self._glyphs

    def size(self, text: str, scale: int = 1) -> tuple[int, int]:
        """Width and height in pixels of one line of text (no trailing gap)."""
        text = tr(text)
        if not text:
            return 0, GLYPH_H * scale
        return (len(text) * ADVANCE - 1) * scale, GLYPH_H * scale

    def render(self, text: str, color: Color, scale: int = 1) -> pygame.Surface:
        """The text as a transparent surface (cached)."""
        text = tr(text)
        key = _Key(text, tuple(color), scale)  # type: ignore[arg-type]
        surface = self._cache.get(key)
        if surface is not None:
            self._cache.move_to_end(key)
            return surface
        surface = self._draw(text, key.color, scale)
        self._cache[key] = surface
        if len(self._cache) > RENDER_CACHE_SIZE:
            self._cache.popitem(last=False)
        return surface

    def _draw(self, text: str, color: Color, scale: int) -> pygame.Surface:
        width, height = self.size(text, scale)
        surface = pygame.Surface((max(width, 1), height), pygame.SRCALPHA)
        for index, char in enumerate(text):
            left = index * ADVANCE * scale
            for x, y, length in self._runs.get(char, self._runs[FALLBACK_CHAR]):
                surface.fill(color, (left + x * scale, y * scale, length * scale, scale))
        return surface

    def draw(
        self,
        surface: pygame.Surface,
        text: str,
        pos: tuple[int, int],
        color: Color,
        *,
        scale: int = 1,
        align: str = "left",
    ) -> pygame.Rect:
        """Draw one line; ``pos`` is its top-left, top-centre or top-right by ``align``."""
        image = self.render(text, color, scale)
        rect = image.get_rect()
        if align == "center":
            rect.midtop = pos
        elif align == "right":
            rect.topright = pos
        elif align == "left":
            rect.topleft = pos
        else:
            raise ValueError(f"align must be left, center or right, not {align!r}")
        surface.blit(image, rect)
        return rect

    def fit(self, text: str, width: int, scale: int = 1) -> str:
        """``text`` cut to ``width`` pixels, ending in ".." when cut (a pad's long name, a row of held buttons)."""
        text = tr(text)
        max_chars = max(2, (width // scale + 1) // ADVANCE)
        return text if len(text) <= max_chars else text[:max_chars - 2].rstrip() + ".."

    def wrap(self, text: str, width: int, scale: int = 1) -> list[str]:
        """Split text into lines no wider than ``width`` pixels, at spaces (not at a no-break space)."""
        text = tr(text)
        max_chars = max(1, (width // scale + 1) // ADVANCE)
        lines: list[str] = []
        current = ""
        for word in filter(None, _BREAKS.split(text)):
            candidate = f"{current} {word}" if current else word
            if len(candidate) <= max_chars:
                current = candidate
                continue
            if current:
                lines.append(current)
            while len(word) > max_chars:
                lines.append(word[:max_chars])
                word = word[max_chars:]
            current = word
        if current:
            lines.append(current)
        return lines
