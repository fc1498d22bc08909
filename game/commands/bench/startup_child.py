"""A child for the ``startup`` section: the game started headless, one tick and frame run, the time printed.

    python -m game.commands.bench.startup_child WIDTH HEIGHT

It runs the real headless loop (``App.run`` for one frame) and prints the
monotonic time (ns) after that frame, before the session is closed.
"""

from __future__ import annotations

import sys
import time


def main(argv: list[str]) -> None:
    """Start the game at the window size given, run one frame, print the time."""
    from game.app.shell.app import App, Options

    width, height = map(int, argv)
    app = App(Options(headless=True, frames=1, sound=False, seed=0, window_size=(width, height)))
    app.run()
    print(time.monotonic_ns(), flush=True)
    app.close()


if __name__ == "__main__":
    main(sys.argv[1:])
