"""Michie's chart of MENACE learning, as a PNG drawn with pygame off screen.

Donald Michie's figure of MENACE's first tournament ("Experiments on the
mechanization of game-learning", 1963, Fig. 3) moves its line up three for
each win, up one for each draw and down one for each loss
(``menace_training.michie_score``): the beads each result adds.  The chart
draws that line against the games played, with the line of a player that
draws every game (a climb of one a game) for comparison, and beside it the
plain shares of wins, draws and losses per block of games, so the score's
weighting hides nothing.  The colours are the round-robin chart's
(``roundrobin_chart``): the WarGames screen and Moler's green.  Fonts are
pygame-ce's bundled default, so nothing is loaded from the system.
"""

from __future__ import annotations

import io
import math
import os
from pathlib import Path

from game.commands.roundrobin_chart import BACKGROUND, GRID, O_COLOR, TEXT, X_COLOR
from game.opponents.menace_training import Block, TrainingResult, michie_score
from game.files.outputs import check_output, write_bytes

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame  # noqa: E402

WIDTH, HEIGHT = 960, 540  # the picture, pixels
LEFT, RIGHT, TOP, BOTTOM = 96, 40, 84, 72  # room for the axis labels, the title and the key
SHARES_WIDTH, SHARES_GAP = 190, 70  # the shares panel at the right, and the room for its labels
TITLE_SIZE, LABEL_SIZE = 26, 20  # font sizes (pygame's default font)
TICKS = 6  # about how many labelled steps per axis
ALL_DRAWS = (120, 128, 146)  # the comparison line: dim, but 4.5:1 against the background
LOSS_COLOR = (200, 90, 70)  # the losses' share: warm, apart from the players' green and blue
CURVE_WIDTH = 3
KEY_STEP = 64  # pixels from one entry of the shares' key to the next
#: The score's axis, in words that state Michie's scoring.
SCORE_LABEL = "MICHIE'S SCORE: +3 WIN, +1 DRAW, -1 LOSS"
SHARES_LABEL = "SHARES PER BLOCK"


def nice_step(span: float, ticks: int = TICKS) -> int:
    """A round step (1, 2 or 5 times a power of ten) giving about ``ticks`` steps over ``span``."""
    raw = max(span / ticks, 1)
    power = 10 ** math.floor(math.log10(raw))
    return int(next(m * power for m in (1, 2, 5, 10) if m * power >= raw))


def draw_chart(result: TrainingResult, title: str) -> pygame.Surface:
    """The chart as a surface: Michie's score against games played, and the shares per block beside it."""
    pygame.font.init()
    title_font, label_font = pygame.font.Font(None, TITLE_SIZE), pygame.font.Font(None, LABEL_SIZE)
    climb = [0, *michie_score(result.outcomes)]
    games = len(climb) - 1
    top = max(games, *climb, 1)  # the all-draws line ends at (games, games)
    bottom = min(0, *climb)
    surface = pygame.Surface((WIDTH, HEIGHT))
    surface.fill(BACKGROUND)
    plot = pygame.Rect(LEFT, TOP, WIDTH - LEFT - RIGHT - SHARES_WIDTH - SHARES_GAP, HEIGHT - TOP - BOTTOM)

    def at(game: float, value: float) -> tuple[int, int]:
        x = plot.left + plot.width * game / max(games, 1)
        y = plot.bottom - plot.height * (value - bottom) / (top - bottom)
        return round(x), round(y)

    surface.blit(title_font.render(title, True, TEXT), (LEFT - 60, 16))
    surface.blit(label_font.render(
        "Michie's chart (1963, Fig. 3): up 3 for a win, up 1 for a draw, down 1 for a loss", True, TEXT),
        (LEFT - 60, 46))
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
    side = pygame.transform.rotate(label_font.render(SCORE_LABEL, True, TEXT), 90)
    surface.blit(side, side.get_rect(midleft=(12, plot.centery)))

    pygame.draw.line(surface, ALL_DRAWS, at(0, 0), at(games, games), 1)
    # One point per pixel column: the score at the last game that column reaches.
    columns = max(1, min(games, plot.width))
    points = [at(g, climb[g]) for g in sorted({round(games * c / columns) for c in range(columns + 1)})]
    if len(points) > 1:
        pygame.draw.lines(surface, X_COLOR, False, points, CURVE_WIDTH)

    key_y = plot.top + 10
    for color, text in ((X_COLOR, "MENACE"), (ALL_DRAWS, "a draw every game (+1 a game)")):
        pygame.draw.line(surface, color, (plot.left + 12, key_y + 7), (plot.left + 40, key_y + 7), CURVE_WIDTH)
        surface.blit(label_font.render(text, True, TEXT), (plot.left + 48, key_y))
        key_y += 22
    shares = pygame.Rect(plot.right + SHARES_GAP, plot.top, SHARES_WIDTH, plot.height)
    draw_shares(surface, shares, result.blocks, label_font)
    return surface


def draw_shares(surface: pygame.Surface, area: pygame.Rect, blocks: tuple[Block, ...], font: pygame.font.Font) -> None:
    """The plain shares of wins, draws and losses, one stacked bar per block of games, with their key."""
    heading = font.render(SHARES_LABEL, True, TEXT)
    surface.blit(heading, heading.get_rect(midbottom=(area.centerx, area.top - 6)))
    for share in (0, 50, 100):
        y = area.bottom - area.height * share // 100
        label = font.render(f"{share}%", True, TEXT)
        surface.blit(label, label.get_rect(midright=(area.left - 6, y)))
    width = area.width / max(len(blocks), 1)
    for n, block in enumerate(blocks):
        left, right = round(area.left + n * width), round(area.left + (n + 1) * width)
        base = area.bottom
        for count, color in ((block.wins, X_COLOR), (block.draws, O_COLOR), (block.losses, LOSS_COLOR)):
            height = round(area.height * count / max(block.games, 1))
            pygame.draw.rect(surface, color, (left, base - height, max(right - left - 1, 1), height))
            base -= height
    pygame.draw.rect(surface, GRID, area, 1)
    key_y = area.bottom + 8
    for n, (color, text) in enumerate(((X_COLOR, "wins"), (O_COLOR, "draws"), (LOSS_COLOR, "losses"))):
        x = area.left + n * KEY_STEP
        pygame.draw.rect(surface, color, (x, key_y + 3, 10, 10))
        surface.blit(font.render(text, True, TEXT), (x + 14, key_y))


def save_chart(result: TrainingResult, title: str, path: Path) -> None:
    """Draw the chart and write it to ``path`` as PNG, atomically or onto /dev/null (OutputError on failure)."""
    buffer = io.BytesIO()
    pygame.image.save(draw_chart(result, title), buffer, "chart.png")
    write_bytes(check_output(path, "chart"), buffer.getvalue())
