"""The README section "What the sources asked", computed: ``tictactoe-magic seed-answers`` run from the checkout.

    python tools/seed_answers.py ARGS   # the same as: tictactoe-magic seed-answers ARGS

The code and its documentation are in ``game.commands.seed_answers``.
"""

import sys

import checkout  # noqa: F401  (this checkout's game package first on sys.path)
from game.commands.seed_answers import main

if __name__ == "__main__":
    sys.exit(main(prog="seed_answers"))
