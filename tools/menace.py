"""Train MENACE and watch it learn, or reset the saved MENACE: ``tictactoe-magic menace`` run from the checkout.

    python tools/menace.py ARGS   # the same as: tictactoe-magic menace ARGS

The code and its documentation are in ``game.commands.menace``.
"""

import sys

import checkout  # noqa: F401  (this checkout's game package first on sys.path)
from game.commands.menace import main

if __name__ == "__main__":
    sys.exit(main(prog="menace"))
