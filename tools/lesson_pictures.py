"""Picture every page of every lesson, and a sheet per lesson: ``tictactoe-magic lesson-pictures`` run from the checkout.

    python tools/lesson_pictures.py ARGS   # the same as: tictactoe-magic lesson-pictures ARGS

The code and its documentation are in ``game.commands.lesson_pictures``.
"""

import sys

import checkout  # noqa: F401  (this checkout's game package first on sys.path)
from game.commands.lesson_pictures import main

if __name__ == "__main__":
    sys.exit(main(prog="lesson_pictures"))
