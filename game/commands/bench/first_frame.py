"""A child for the window section: the game launched full screen through its command line, its first frames timed.

    python -m game.commands.bench.first_frame

Prints the monotonic times (ns) of the first frame shown (the title card
the window opens with, which flips the whole window) and of the game's own
first frame (the first present of changed rectangles), then ends at once.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable

import pygame

shown: list[int] = []


def marking(present: Callable[..., object], game_frame: Callable[..., object]) -> Callable[..., None]:
    """``present`` noting the time of each call; the game's own first frame prints both times and ends the process."""

    def marked(*args: object) -> None:
        present(*args)
        shown.append(time.monotonic_ns())
        if present is game_frame:  # the game presents changed rectangles; only the title card flips
            print(shown[0], shown[-1], flush=True)
            os._exit(0)

    return marked


def main() -> None:
    """The game as ``tictactoe-magic --fullscreen`` starts it, with its presents marked."""
    flip, update = pygame.display.flip, pygame.display.update
    pygame.display.flip, pygame.display.update = marking(flip, update), marking(update, update)
    from game.app.shell.cli import main as game

    game(["--fullscreen", "--no-sound", "--seed", "0"])


if __name__ == "__main__":
    main()
