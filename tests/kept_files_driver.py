"""One copy of the game for the saved-files tests: it changes settings and plays games, headless, in-process.

The tests run it as a child process where that is what is tested: without
root's power over file permissions, or beside another copy on the same home::

    python tests/kept_files_driver.py [--opponent ID] [--volume V] [--games N] [--pause SECONDS] [--seed S]

Elsewhere they call ``main`` with the same arguments in the test process.

Each game is played by clicking, as a player would, in a fresh game scene
(as the setup screen starts one), so every game is a new match and MENACE
reads its memory again.  The message on screen at start-up and every one
put on screen after it are printed to stdout, one a line, in that order.
"""

from __future__ import annotations

import argparse
import time

from app_support import make_app, play_a_game


def main(argv: list[str] | None = None) -> None:
    """Parse the arguments (``argv``, else the command line's) and play."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--opponent")
    parser.add_argument("--volume", type=float)
    parser.add_argument("--games", type=int, default=0)
    parser.add_argument("--pause", type=float, default=0.0, help="seconds between games, for another copy's turn")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)

    app = make_app(scene="menu", seed=args.seed)
    app.frame = lambda: False  # type: ignore[method-assign]  # ticks without drawing: only files and words are read
    shown = [app.ctx.toasts.current] if app.ctx.toasts.current else []  # what start-up had to say
    show = app.ctx.toasts.show
    app.ctx.toasts.show = lambda text: (shown.append(text), show(text))  # type: ignore[method-assign]
    try:
        if args.opponent:
            app.ctx.settings.update(opponent=args.opponent)
        if args.volume is not None:
            app.ctx.settings.update(volume=args.volume)
        for _ in range(args.games):
            app.ctx.scenes.push(app.registry.create("tictactoe"))
            play_a_game(app)
            app.ctx.scenes.pop()
            time.sleep(args.pause)
    finally:
        app.close()
    print("\n".join(shown))


if __name__ == "__main__":
    main()
