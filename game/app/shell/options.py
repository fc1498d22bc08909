"""How a session is asked to run (the command line, parsed), and the ways its start can fail."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.app.shell.boot import FirstWindow
from game.app.shell.present import PresentPath
from game.app.shell.registry import MENU
from game.app.store.recording import Replay
from game.language import Language


class StartupError(Exception):
    """The game cannot start as asked (bad scene, unopenable file); one line for the player."""


class NoDisplayError(StartupError):
    """SDL found no display to open a window on."""


@dataclass(frozen=True, slots=True)
class Options:
    """How to run a session (the command line, parsed)."""

    fullscreen: bool | None = None  # None: as the settings say
    scene: str = MENU
    seed: int | None = None
    sound: bool = True
    headless: bool = False
    frames: int | None = None  # ticks to run headless
    screenshot: Path | None = None
    window_size: tuple[int, int] | None = None
    record: Path | None = None
    replay: Replay | None = None
    event_log: Path | None = None
    present: PresentPath = PresentPath.AUTO
    kiosk: bool = False  # kiosk mode this session, whatever the settings say
    language: Language | None = None  # --lang: this language this run, whatever the settings say
    speech: bool = False  # --speech: the screen said aloud this run, whatever the settings say
    first_window: FirstWindow | None = None  # opened before the game was imported (``boot``): its probe is not repeated
