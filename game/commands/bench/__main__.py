"""``python -m game.commands.bench ARGS``: the same as ``tictactoe-magic bench ARGS``."""

import sys

from game.commands.bench import main

if __name__ == "__main__":
    sys.exit(main())
