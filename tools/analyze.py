"""Answer questions about the game exactly: ``tictactoe-magic analyze`` run from the checkout.

    python tools/analyze.py ARGS   # the same as: tictactoe-magic analyze ARGS

The code and its documentation are in ``game.commands.analyze``.
"""

import sys

import checkout  # noqa: F401  (this checkout's game package first on sys.path)
from game.commands.analyze import main

if __name__ == "__main__":
    sys.exit(main(prog="analyze"))
