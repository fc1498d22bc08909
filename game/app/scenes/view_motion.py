"""The 3x3 game's own motion: the flight between views, a move flying across THREE VIEWS, REMATCH's wipe, a draw's
settle -- each a frozen value holding the tick it began on, and the function that draws it.

The game scene (``game_scene.GameScene``) keeps these values and hands
them here with the tick's progress (``MatchScreen._motion_done``: MOTION
SLOW stretches each, NONE makes each a cut); the drawing only paints.  The
flight is ``view_flight``'s geometry: one board's cells and the cursor fly
to their places in the new view while the boards only one side has fade.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.app.render.boardviews import Look, cell_rects, draw_board, draw_cursor, draw_flying_cell, rect_between
from game.app.render.game_layout import Display, GameLayout, layout
from game.app.render.view_flight import view_flight
from game.app.scenes.match_motion import Landing
from game.engine import SQUARES, Board, View

TRANSITION_TICKS = 24  # the flight of a board's cells from one view to the next: 0.4 s
SETTLE_TICKS = 20  # a draw: the board sinks a little and settles, as if let go
SETTLE_DROP = 2  # pixels the board sinks at the middle of a draw's settle
MOVE_FLIGHT_TICKS = 18  # THREE VIEWS: a move made on one board flies to the other two and lands in both at once
FADE_MARGIN = 4  # pixels round a fading board: a winning frame stands that far outside its cells
OPAQUE = 255  # a fully drawn picture's alpha
TRAIL_LAG = (0.12, 0.24)  # how far behind the flying cell its trail's two outlines are, as parts of the flight
WIPE_TICKS = 15  # REMATCH: the last game's marks wiped away left to right while the new game is already live


@dataclass(frozen=True, slots=True)
class ViewLanding(Landing):
    """The last move, and the view it was made in: its flight in THREE VIEWS starts there."""

    view: View


@dataclass(frozen=True, slots=True)
class ViewSwitch:
    """A switch of view: the display left, and the tick the flight to the new one began."""

    previous: Display
    began: int


@dataclass(frozen=True, slots=True)
class Wipe:
    """REMATCH: the last game's board, and the tick it began to be wiped away."""

    board: Board
    began: int


def draw_wipe(surface: pygame.Surface, look: Look, view: View, rect: pygame.Rect, old: Board, done: float) -> None:
    """The last game's board over the new one, right of an edge sweeping left to right, ``done`` of the way."""
    if done >= 1:
        return
    picture = pygame.Surface(rect.size)
    picture.fill(look.palette.background)
    draw_board(picture, picture.get_rect(), view, old, look)
    edge = round(rect.width * done)
    surface.blit(picture, (rect.x + edge, rect.y), pygame.Rect(edge, 0, rect.width - edge, rect.height))
    pygame.draw.line(surface, look.palette.accent, (rect.x + edge, rect.top), (rect.x + edge, rect.bottom - 1))


def draw_settle(surface: pygame.Surface, rect: pygame.Rect, look: Look, done: float) -> None:
    """A draw told quietly: the board sinks a pixel or two and comes back."""
    drop = round(SETTLE_DROP * math.sin(math.pi * done))
    if drop:
        picture = surface.subsurface(rect).copy()
        surface.fill(look.palette.background, rect)
        surface.blit(picture, (rect.x, rect.y + drop))


def draw_faded(surface: pygame.Surface, look: Look, view: View, rect: pygame.Rect, board: Board,
               opacity: float) -> None:
    """A board drawn where it stands, ``opacity`` of the way from the background to itself."""
    if opacity <= 0:
        return
    area = rect.inflate(2 * FADE_MARGIN, 2 * FADE_MARGIN)
    picture = pygame.Surface(area.size)
    picture.fill(look.palette.background)
    draw_board(picture, rect.move(-area.x, -area.y), view, board, look)
    picture.set_alpha(round(OPAQUE * opacity))
    surface.blit(picture, area)


def draw_view_switch(surface: pygame.Surface, look: Look, previous: Display, where: GameLayout, board: Board,
                     cursor: int | None, done: float) -> None:
    """The view switch ``done`` of the way through: one board's cells, and the cursor (None: the game is over, no
    cursor), flying to the new view, and the boards that are not flying fading out where they were, or in where
    they will be."""
    flight = view_flight(layout(previous).boards, where.boards)
    for boards, opacity in ((flight.fading_out, flight.opacity_out(done)), (flight.fading_in, flight.opacity_in(done))):
        for view, rect in boards:
            draw_faded(surface, look, view, rect, board, opacity)
    for square in SQUARES:
        draw_flying_cell(surface, flight.flying(square, done), square, board.mark_at(square), look)
    if cursor is not None:
        draw_cursor(surface, flight.flying(cursor, done), look.palette.cursor)


def draw_move_flight(surface: pygame.Surface, look: Look, boards: dict[View, pygame.Rect], view: View,
                     landed: ViewLanding, board: Board, done: float) -> None:
    """THREE VIEWS: the last move flying ``done`` of the way, with a short trail, from its board to the same square
    on ``view``'s."""
    start = cell_rects(landed.view, boards[landed.view])[landed.square]
    end = cell_rects(view, boards[view])[landed.square]
    mark = board.mark_at(landed.square)
    for shrink, lag in enumerate(TRAIL_LAG, start=1):  # each outline further behind is smaller: a comet's tail
        trail = rect_between(start, end, max(0.0, done - lag))
        pygame.draw.rect(surface, look.palette.mark(mark), trail.scale_by(1 - shrink / (len(TRAIL_LAG) + 1)), 1)
    draw_flying_cell(surface, rect_between(start, end, done), landed.square, mark, look)
