"""Render every scene and state that matters, as the real machine draws them: ``tictactoe-magic screenshots`` run from the checkout.

    python tools/screenshots.py ARGS   # the same as: tictactoe-magic screenshots ARGS

The code and its documentation are in ``game.commands.screenshots``.
"""

import sys

import checkout  # noqa: F401  (this checkout's game package first on sys.path)
from game.commands.screenshots import main

if __name__ == "__main__":
    sys.exit(main(prog="screenshots"))
