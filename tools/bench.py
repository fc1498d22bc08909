"""Benchmarks: named sections, each reporting medians over repeats: ``tictactoe-magic bench`` run from the checkout.

    python tools/bench.py ARGS   # the same as: tictactoe-magic bench ARGS

The code and its documentation are in ``game.commands.bench``.
"""

import sys

import checkout  # noqa: F401  (this checkout's game package first on sys.path)
from game.commands.bench import main

if __name__ == "__main__":
    sys.exit(main(prog="bench"))
