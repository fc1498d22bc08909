"""A child for the start-up baselines: prints the monotonic time (ns) once started, as much as asked and no more.

    python .../started.py            # Python alone
    python .../started.py pygame     # Python and ``import pygame``
    python .../started.py window     # a full-screen pygame window shown, nothing of the game

Run by its path, not with ``python -m``: a module run with ``-m`` imports
its packages first (``game``, ``game.commands``, ...), which would be
counted in a figure meant to show what any Python or pygame program pays.
"""

import os
import sys
import time


def main(what: str) -> None:
    """Do what ``what`` names, then print the time."""
    if what in ("pygame", "window"):
        import pygame

        if what == "window":
            # The framebuffer the game asks for on X11: SDL's default GL texture makes a full-screen window slower still.
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
            pygame.display.init()
            pygame.display.set_mode((0, 0), pygame.FULLSCREEN).fill((16, 16, 32))
            pygame.display.flip()
    print(time.monotonic_ns(), flush=True)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "python")
