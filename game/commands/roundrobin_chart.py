"""A PNG chart of a round robin, drawn with pygame off screen.

One cell per ordered pair (rows play X, columns play O), shaded from O's
blue (O won every game) through dark grey (even) to X's green (X won every
game) by X's score -- wins plus half the draws -- and labelled with the
three percentages.  The colours are WarGames' (dark screen, blue lines, as in
"Tic Tac Toe War Games", The Devil is in the Data) and Moler's green for
the first player (Cleve Moler, *Experiments with MATLAB*, ch. 11).  Fonts are
pygame-ce's bundled default, so nothing is loaded from the system.
"""

from __future__ import annotations

import io
import os
from pathlib import Path

from game.files.outputs import check_output, write_bytes
from game.tournament import RoundRobin, ResultCounts, whole_percent

# pygame prints a banner on import unless told not to, which would spoil --json output.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame  # noqa: E402

Color = tuple[int, int, int]

BACKGROUND: Color = (5, 8, 17)  # the WarGames screen of "Tic Tac Toe War Games", #050811
GRID: Color = (88, 143, 202)  # its blue lines, #588fca
TEXT: Color = (220, 228, 240)
X_COLOR: Color = (46, 170, 80)  # Moler's green: the first player
O_COLOR: Color = GRID
EVEN_COLOR: Color = (48, 52, 64)

CELL_W, CELL_H = 118, 66  # one pair's cell, pixels
LEFT, TOP = 128, 96  # room for row labels and the title with column labels
BOTTOM = 78  # room for the legend
MARGIN = 16
TITLE_SIZE, LABEL_SIZE, CELL_SIZE = 26, 22, 19  # font sizes (pygame's default font)
LEGEND_W, LEGEND_H = 240, 14


def _mix(a: Color, b: Color, t: float) -> Color:
    return tuple(round(p + (q - p) * t) for p, q in zip(a, b))  # type: ignore[return-value]


def score_color(score: float) -> Color:
    """The colour of X's score from 0 (O won all) through 1/2 (even) to 1 (X won all)."""
    if score < 0.5:
        return _mix(O_COLOR, EVEN_COLOR, score * 2)
    return _mix(EVEN_COLOR, X_COLOR, (score - 0.5) * 2)


def shade(tally: ResultCounts) -> Color:
    """The cell colour of a pair: X's wins plus half the draws."""
    x_win, _, draw = tally.rates()
    return score_color(x_win + draw / 2)


def draw_chart(result: RoundRobin) -> pygame.Surface:
    """The chart as a surface."""
    pygame.font.init()
    title_font = pygame.font.Font(None, TITLE_SIZE)
    label_font = pygame.font.Font(None, LABEL_SIZE)
    cell_font = pygame.font.Font(None, CELL_SIZE)
    title = title_font.render(
        f"Round robin: {result.games_per_pair:,} games per pair, seed {result.seed}", True, TEXT
    )
    subtitle = cell_font.render("rows play X, columns play O", True, TEXT)
    note = cell_font.render("shade: X's score, wins plus half the draws", True, TEXT)
    ends = [cell_font.render(t, True, TEXT) for t in ("O wins all", "even", "X wins all")]

    n = len(result.ids)
    width = max(
        LEFT + n * CELL_W + MARGIN,
        title.get_width() + 2 * MARGIN,
        LEFT + LEGEND_W + ends[-1].get_width() + MARGIN,
        LEFT + note.get_width() + MARGIN,
    )
    surface = pygame.Surface((width, TOP + n * CELL_H + BOTTOM))
    surface.fill(BACKGROUND)
    surface.blit(title, (MARGIN, MARGIN))
    surface.blit(subtitle, (MARGIN, MARGIN + title.get_height() + 4))

    for i, ident in enumerate(result.ids):
        label = label_font.render(ident, True, GRID)
        surface.blit(label, label.get_rect(center=(LEFT + i * CELL_W + CELL_W // 2, TOP - 14)))
        surface.blit(label, label.get_rect(midright=(LEFT - 10, TOP + i * CELL_H + CELL_H // 2)))

    for row, x_id in enumerate(result.ids):
        for col, o_id in enumerate(result.ids):
            tally = result.matches[x_id, o_id].tally
            rect = pygame.Rect(LEFT + col * CELL_W, TOP + row * CELL_H, CELL_W, CELL_H)
            pygame.draw.rect(surface, shade(tally), rect)
            pygame.draw.rect(surface, GRID, rect, 1)
            labels = zip(("X wins", "O wins", "draws"), tally.rates())
            for k, (label_text, rate) in enumerate(labels):
                img = cell_font.render(f"{label_text} {whole_percent(rate)}%", True, TEXT)
                surface.blit(img, img.get_rect(center=(rect.centerx, rect.top + 14 + k * 19)))

    legend_top = TOP + n * CELL_H + 16
    for px in range(LEGEND_W):
        color = score_color(px / (LEGEND_W - 1))
        pygame.draw.line(surface, color, (LEFT + px, legend_top), (LEFT + px, legend_top + LEGEND_H))
    for img, x in zip(ends, (LEFT, LEFT + LEGEND_W // 2, LEFT + LEGEND_W)):
        surface.blit(img, img.get_rect(midtop=(x, legend_top + LEGEND_H + 4)))
    surface.blit(note, (LEFT, legend_top + LEGEND_H + 24))
    return surface


def save_chart(result: RoundRobin, path: Path) -> None:
    """Draw the chart and write it to ``path`` as PNG, atomically or onto /dev/null (OutputError on failure)."""
    buffer = io.BytesIO()
    pygame.image.save(draw_chart(result), buffer, "chart.png")
    write_bytes(check_output(path, "chart"), buffer.getvalue())
