"""Benchmarks: named sections, each reporting medians over repeats, never asserted in tests.

    tictactoe-magic bench [--only NAME ...] [--repeats N] [--quick] [--json]
                          [--sizes WxH ...] [--wm both|none|openbox] [--scenes STATE ...]

Sections, a module each:
  startup     seconds from launching the game to its first frame (headless,
              1920x1080, nothing shown), against starting Python and
              importing pygame alone.
  decisions   microseconds per move of every roster member over every
              position where a move is due, median and p99, after start-up.
  frames      headless: the cost of one frame of every registered scene --
              poll, update, draw, and scaling to a 1920x1080 window surface
              with the CRT effect on, never sent to a display --
              median and p99, from the scene's first state in
              ``scene_states`` while its workload (a press every quarter
              second) keeps the screen busy -- the attract mode over a whole
              run, every phase; beside a full-window repaint every frame,
              measured in the same run.
  tournament  games per second of the numpy batch path for random/random and
              perfect/perfect, against the scalar path (one plain-Python game
              after another) measured in the same run; prints the ratio.
  training    MENACE training games per second on the fast path against
              random and perfect (a fresh MENACE, X and O in turn, learning
              after every game), against the reference path (boards,
              MenacePlayer.choose and learn) measured in the same run; its
              floor is 50,000 games/s, so a million-game learning curve takes
              under half a minute.
  wins        boards per second for win detection by the 9x8 matrix product
              of the TI-83 "M.E.N.A.C.E." forum thread versus a 512-entry
              table look-up: why the batch path settles every position's
              result once instead of per ply.
  bigboard    positions per second for the m,n,k engine's win test and move
              generation on 5x5 k=4: the numpy batch path (game.engine.mnk_batch)
              against the scalar Position (winner and legal moves) measured in
              the same run; its floor is 5,000,000 a second on one core, so the
              weight grid's claims are checked over whole boards in seconds.
  window      a real window: for each screen size (1280x720, 1920x1080,
              3840x2160) a private Xvfb of that size, bare and with openbox,
              and the real App full screen in a child process running the
              game's own paced 60 Hz loop for a few seconds in each state --
              the menu at rest, a game against random being played, each
              attract-mode phase -- with every ``PresentPath`` (the changed
              rectangles, the whole-window flip, any added since): fps,
              frame time (draw + present, the display update included) median
              and p99, and the CPU share of the game and of the X server.
              Also launch to the first frame full screen at 1920x1080.
              Without Xvfb it uses $DISPLAY at its own size; with neither it
              says how to start one and is skipped (exit 2 if it was the only
              section asked for).

To add a section, write a module with a function returning a list of
``Measurement`` and add a ``Benchmark`` to ``BENCHMARKS`` in ``cli`` (a
section with rows of its own, like ``window``, also gives the ``Benchmark``
its text and JSON forms).

This package's ``__init__`` imports nothing: the children the sections
launch with ``python -m game.commands.bench.NAME`` start as light as the
game itself does.
"""

from __future__ import annotations

#: The command as the installed program runs it; ``tools/bench.py`` passes its own name.
PROG = "tictactoe-magic bench"


def main(argv: list[str] | None = None, prog: str = PROG) -> int:
    """Run the benchmarks (``cli.main``)."""
    from game.commands.bench.cli import main as run

    return run(argv, prog)
