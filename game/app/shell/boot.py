"""The first frame: the session's window, with the title in it, opened before the rest of the game is imported.

Importing the scenes, the opponents and numpy takes longer than opening a
window (about 0.4 s against 0.15 s on a 2-core machine without a GPU), and
until a window shows, a person who started the game sees nothing happen.
So the command line opens the window the session will use -- full screen,
or the window size the App would choose -- draws the title in it, and only
then imports the game.  The App's own ``set_mode`` with the same size and
flags keeps that window (pygame reuses an open window), so nothing flickers.

Only what the window needs is read here: the command line, and the saved
settings' two window choices (``fullscreen``, ``kiosk``) when they are plain
true or false.  Anything doubtful -- a settings file that cannot be read, a
value that is not a boolean -- leaves the window to the App, which reads the
settings properly and says what is wrong.  The GPU present path opens a
window of its own kind, so there only the probe's answer is passed on.
Headless runs and replays never come here.
"""

from __future__ import annotations

import json
import os
import warnings
from dataclasses import dataclass

import pygame

from game.app.limits import LOGICAL_SIZE
from game.app.render.font import BitmapFont
from game.app.render.letterbox import LETTERBOX, letterbox_layout
from game.app.render.palette import palette_for
from game.values.theme import Theme
from game.app.render.game_title import draw_game_title
from game.app.shell.present import (
    INVISIBLE_DRIVERS, PresentChoice, PresentPath, prefer_shared_framebuffer, resolve_present)
from game.files import paths
from game.files.storage import UnreadableFileError, read_regular

TITLE = "TicTacToe Magic"  # the window's caption
WINDOW_MARGIN = (80, 120)  # room left around the first window for the desktop's panels and title bar
SETTINGS_READ_LIMIT = 1 << 20  # bytes: more than any settings file the game writes


@dataclass(frozen=True, slots=True)
class FirstWindow:
    """What the start made before the game was imported: the present path chosen, and whether a window shows."""

    choice: PresentChoice
    shown: bool
    fullscreen: bool = False  # how the window shown was opened


def default_window_size() -> tuple[int, int]:
    """The biggest whole multiple of the logical size that fits the desktop comfortably."""
    desktop = pygame.display.get_desktop_sizes()[0]
    lw, lh = LOGICAL_SIZE
    scale = max(1, min((desktop[0] - WINDOW_MARGIN[0]) // lw, (desktop[1] - WINDOW_MARGIN[1]) // lh))
    return lw * scale, lh * scale


def display_window() -> pygame.Window:
    """The window ``pygame.display.set_mode`` opened last (a new object each time: windows are remade)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # the display-module window is what we have
        return pygame.Window.from_display_module()


def saved_window_choice() -> tuple[bool, bool] | None:
    """The saved settings' ``fullscreen`` and ``kiosk``, or None when the file is absent, unreadable or doubtful."""
    try:
        data = json.loads(read_regular(paths.config_dir() / paths.SETTINGS_FILE, SETTINGS_READ_LIMIT))
    except FileNotFoundError:
        return False, False  # no file: the defaults
    except (OSError, UnreadableFileError, ValueError):
        return None
    if not isinstance(data, dict):
        return None
    fullscreen, kiosk = data.get("fullscreen", False), data.get("kiosk", False)
    if not isinstance(fullscreen, bool) or not isinstance(kiosk, bool):
        return None
    return fullscreen, kiosk


def open_first_window(*, fullscreen: bool | None, kiosk: bool, window_size: tuple[int, int] | None,
                      present: PresentPath) -> FirstWindow | None:
    """Open the session's window and show the title in it; None if SDL has no display to show it on."""
    os.environ["SDL_NO_SIGNAL_HANDLERS"] = "1"  # as the App asks: Python, not SDL, takes the signals
    try:
        pygame.display.init()
    except pygame.error:
        return None  # the App tries again and tells the person why
    driver = pygame.display.get_driver()
    if driver in INVISIBLE_DRIVERS:
        return None
    choice = resolve_present(present, headless=False, driver=driver)
    saved = saved_window_choice()
    if choice.path is PresentPath.GPU or saved is None:
        return FirstWindow(choice, shown=False)
    if fullscreen is None:
        fullscreen = saved[0]
    if kiosk or saved[1]:
        fullscreen = True  # a cabinet fills its screen, as the App decides
    prefer_shared_framebuffer(driver, os.environ)
    try:
        if fullscreen:
            surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            surface = pygame.display.set_mode(window_size or default_window_size(), pygame.RESIZABLE)
            display_window().position = pygame.WINDOWPOS_CENTERED
    except pygame.error:
        return FirstWindow(choice, shown=False)
    pygame.display.set_caption(TITLE)
    draw_title_card(surface)
    pygame.display.flip()
    return FirstWindow(choice, shown=True, fullscreen=fullscreen)


def draw_title_card(surface: pygame.Surface) -> None:
    """The menu's title, where the menu draws it, scaled and letterboxed as the screen draws frames."""
    palette = palette_for(Theme.XO, presenter=False)
    card = pygame.Surface(LOGICAL_SIZE)
    card.fill(palette.background)
    draw_game_title(card, BitmapFont.load(), palette)
    _, picture = letterbox_layout(surface.get_size())
    surface.fill(LETTERBOX)
    pygame.transform.scale(card, picture.size, surface.subsurface(picture))
