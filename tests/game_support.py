"""Helpers for playing whole games headless through SDL events: keyboard, gamepad and mouse.

Every move goes the whole way a player's would: an SDL event is posted, the
app's action map turns it into an action, the game scene turns that into a
``Place`` on the match.  The drivers only read the scene's cursor to know
which keys to press, as a player reads the screen.
"""

from __future__ import annotations

import json
from pathlib import Path

import pygame
from app_support import post, run_ticks
from logged_games import agrees

from game.app.render.boardviews import cell_rects
from game.app.render.game_layout import Display, layout
from game.app.shell.app import App, Options, default_registry
from game.app.store.settings import Settings
from game.engine import Board, View, cell_of, number_of, square_of
from game.files.storage import write_json_atomic

PAD_1, PAD_2 = 40, 41  # SDL instance ids of two synthetic game controllers (slots 0 and 1)


def game_app(home: Path, scene: str, *, log: Path | None = None, seed: int = 7, **settings) -> App:
    """A headless app started with ``--scene`` after saving these settings (the remembered choices)."""
    write_json_atomic(home / "config" / "settings.json", Settings(**settings).to_json())
    options = Options(headless=True, frames=1, sound=False, scene=scene, seed=seed, event_log=log)
    return App(options, default_registry())


def game(app: App):
    """The game scene on top (or under the pause overlay)."""
    return next(s for s in reversed(list(app.ctx.scenes)) if s.name in {v.value for v in View})


def events(log: Path, *kinds: str) -> list[dict]:
    """The logged events, only of these kinds if any are named."""
    rows = [json.loads(line) for line in log.read_text().splitlines()]
    return [r for r in rows if not kinds or r["event"] in kinds]


def key(app: App, k: int, ticks: int = 1) -> None:
    """Press and release a key, then run ticks."""
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    run_ticks(app, ticks)


def button(app: App, b: int, pad: int = PAD_1, ticks: int = 1) -> None:
    """Press and release a game-controller button, then run ticks."""
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=pad, button=b)
    post(pygame.CONTROLLERBUTTONUP, instance_id=pad, button=b)
    run_ticks(app, ticks)


def click(app: App, pos: tuple[int, int], ticks: int = 1) -> None:
    """Move the mouse to a logical point (the headless window is 320x180) and click."""
    post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    run_ticks(app, ticks)


def hover(app: App, pos: tuple[int, int]) -> None:
    """Move the mouse to a logical point."""
    post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    run_ticks(app, 1)


def cell_center(shown: View | Display, square: int) -> tuple[int, int]:
    """Where a square is on screen in a view (in THREE VIEWS: on the TicTacToe board, where keys play)."""
    display = Display.of(shown)
    rect = dict(layout(display).boards)[display.view]
    return cell_rects(display.view, rect)[square].center


KEYS = {"up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT, "right": pygame.K_RIGHT,
        "select": pygame.K_RETURN, "view": pygame.K_TAB, "undo": pygame.K_u, "think": pygame.K_t,
        "back": pygame.K_ESCAPE}
PAD = {"up": pygame.CONTROLLER_BUTTON_DPAD_UP, "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
       "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT, "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
       "select": pygame.CONTROLLER_BUTTON_A, "view": pygame.CONTROLLER_BUTTON_BACK,
       "undo": pygame.CONTROLLER_BUTTON_Y, "think": pygame.CONTROLLER_BUTTON_X, "back": pygame.CONTROLLER_BUTTON_B}


class Player:
    """Presses what a player would to put the cursor on a square and place there."""

    def __init__(self, app: App, device: str = "keyboard", pad: int = PAD_1, keys: dict[str, int] | None = None) -> None:
        self.app, self.device, self.pad = app, device, pad
        self.keys = keys or KEYS  # a keyboard player's own keys (player 2's on one keyboard)

    def press(self, name: str, ticks: int = 1) -> None:
        """One named control (up, select, view, undo, ...) on this player's device."""
        if self.device == "keyboard":
            key(self.app, self.keys[name], ticks)
        elif self.device == "pad":
            button(self.app, PAD[name], self.pad, ticks)
        else:
            raise ValueError(f"{self.device} has no {name}")

    def steer(self, square: int) -> None:
        """Move the cursor onto a square with the arrows (rows first in a grid, along the row in Pick15)."""
        scene = game(self.app)
        if scene.display is Display.PICK15:
            steps = (number_of(square) - number_of(scene.cursor)) % 9
            for _ in range(steps):
                self.press("right")
        else:
            while scene.cursor // 3 != square // 3:
                self.press("down" if square > scene.cursor else "up")
            while scene.cursor != square:
                self.press("right" if square > scene.cursor else "left")
        assert scene.cursor == square

    def place(self, square: int) -> None:
        """Put the cursor on the square and place there (the mouse clicks it)."""
        if self.device == "mouse":
            view = game(self.app).display
            hover(self.app, cell_center(view, square))
            assert game(self.app).cursor == square
            click(self.app, cell_center(view, square))
        else:
            self.steer(square)
            self.press("select")


def replayed(log: Path) -> list[tuple[dict, Board]]:
    """Each logged game's end, with the board its logged moves give when replayed through the engine."""
    games, board = [], Board()
    for row in events(log, "game_start", "move", "undo", "game_end"):
        if row["event"] == "game_start":
            board = Board()
        elif row["event"] == "move":
            assert row["number"] == number_of(square_of(row["cell"]))
            assert row["player"] == board.turn.value
            board = board.play(square_of(row["cell"]))
        elif row["event"] == "undo":
            for cell in reversed(row["cells"]):
                assert cell_of(board.moves[-1]) == cell
                board = board.undo()
        else:
            games.append((row, board))
    return games


def check_against_engine(log: Path) -> list[dict]:
    """Assert that every logged result is what the engine makes of the logged moves; the ends."""
    ends = []
    for end, board in replayed(log):
        assert agrees(end, board), end
        assert end["moves"] == [cell_of(s) for s in board.moves]
        ends.append(end)
    return ends
