"""Michie's chart of MENACE learning, as a PNG drawn with pygame off screen.

Donald Michie ("Trial and Error", 1961) charted MENACE's progress as the
running excess of its wins and draws over its losses against the games
played: a line that climbs one step for each game not lost and falls one
for each loss, so it bends upwards as MENACE learns.  The chart draws that
line, with the line of a player that never loses for comparison (a climb
of one a game) and zero.  The colours are the round-robin chart's
(``roundrobin_chart``): the WarGames screen and Moler's green.  Fonts are
pygame-ce's bundled default, so nothing is loaded from the system.
"""

from __future__ import annotations

import io
import math
import os
from pathlib import Path

from roundrobin_chart import BACKGROUND, GRID, TEXT, X_COLOR

from game.opponents.menace_training import excess
from game.files.outputs import check_output, write_bytes

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame  # noqa: E402

WIDTH, HEIGHT = 960, 540  # the picture, pixels
LEFT, RIGHT, TOP, BOTTOM = 96, 40, 84, 72  # room for the axis labels, the title and the key
TITLE_SIZE, LABEL_SIZE = 26, 20  # font sizes (pygame's default font)
TICKS = 6  # about how many labelled steps per axis
NEVER_LOSES = (120, 128, 146)  # the comparison line: dim, but 4.5:1 against the background
CURVE_WIDTH = 3


def nice_step(span: float, ticks: int = TICKS) -> int:
    """A round step (1, 2 or 5 times a power of ten) giving about ``ticks`` steps over ``span``."""
    raw = max(span / ticks, 1)
    power = 10 ** math.floor(math.log10(raw))
    return int(next(m * power for m in (1, 2, 5, 10) if m * power >= raw))


def draw_chart(outcomes: bytes, title: str) -> pygame.Surface:
    """The chart as a surface: MENACE's running excess against games played."""
    pygame.font.init()
    title_font, label_font = pygame.font.Font(None, TITLE_SIZE), pygame.font.Font(None, LABEL_SIZE)
    climb = [0, *excess(outcomes)]
    games = len(climb) - 1
    top = max(games, 1)  # the never-losing line ends at (games, games)
    bottom = min(0, *climb)
    surface = pygame.Surface((WIDTH, HEIGHT))
    surface.fill(BACKGROUND)
    plot = pygame.Rect(LEFT, TOP, WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM)

    def at(game: float, value: float) -> tuple[int, int]:
        x = plot.left + plot.width * game / max(games, 1)
        y = plot.bottom - plot.height * (value - bottom) / (top - bottom)
        return round(x), round(y)

    surface.blit(title_font.render(title, True, TEXT), (LEFT - 60, 16))
    surface.blit(label_font.render(
        "Michie's chart: the running excess of wins and draws over losses", True, TEXT), (LEFT - 60, 46))
    step = nice_step(top - bottom)
    for value in range(math.ceil(bottom / step) * step, top + 1, step):
        y = at(0, value)[1]
        pygame.draw.line(surface, GRID if value == 0 else (28, 40, 60), (plot.left, y), (plot.right, y))
        label = label_font.render(f"{value:,}", True, TEXT)
        surface.blit(label, label.get_rect(midright=(plot.left - 8, y)))
    step = nice_step(games)
    for game in range(0, games + 1, step):
        x = at(game, 0)[0]
        pygame.draw.line(surface, GRID, (x, plot.bottom), (x, plot.bottom + 5))
        label = label_font.render(f"{game:,}", True, TEXT)
        surface.blit(label, label.get_rect(midtop=(x, plot.bottom + 8)))
    pygame.draw.rect(surface, GRID, plot, 1)
    axis = label_font.render("games played", True, TEXT)
    surface.blit(axis, axis.get_rect(midtop=(plot.centerx, plot.bottom + 30)))
    side = pygame.transform.rotate(label_font.render("excess", True, TEXT), 90)
    surface.blit(side, side.get_rect(midleft=(12, plot.centery)))

    pygame.draw.line(surface, NEVER_LOSES, at(0, 0), at(games, games), 1)
    # One point per pixel column: the excess at the last game that column reaches.
    columns = max(1, min(games, plot.width))
    points = [at(g, climb[g]) for g in sorted({round(games * c / columns) for c in range(columns + 1)})]
    if len(points) > 1:
        pygame.draw.lines(surface, X_COLOR, False, points, CURVE_WIDTH)

    key_y = plot.top + 10
    for color, text in ((X_COLOR, "MENACE"), (NEVER_LOSES, "a player that never loses")):
        pygame.draw.line(surface, color, (plot.left + 12, key_y + 7), (plot.left + 40, key_y + 7), CURVE_WIDTH)
        surface.blit(label_font.render(text, True, TEXT), (plot.left + 48, key_y))
        key_y += 22
    return surface


def save_chart(outcomes: bytes, title: str, path: Path) -> None:
    """Draw the chart and write it to ``path`` as PNG, atomically or onto /dev/null (OutputError on failure)."""
    buffer = io.BytesIO()
    pygame.image.save(draw_chart(outcomes, title), buffer, "chart.png")
    write_bytes(check_output(path, "chart"), buffer.getvalue())
