"""Play computer opponents against each other and count the results: ``tictactoe-magic tournament`` run from the checkout.

    python tools/tournament.py ARGS   # the same as: tictactoe-magic tournament ARGS

The code and its documentation are in ``game.commands.tournament``.
"""

import sys

import checkout  # noqa: F401  (this checkout's game package first on sys.path)
from game.commands.tournament import main

if __name__ == "__main__":
    sys.exit(main(prog="tournament"))
