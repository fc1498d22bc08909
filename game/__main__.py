"""Entry point for ``python -m game`` and the ``tictactoe-magic`` script."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Start the game (the arcade shell arrives with issue 4)."""
    from game.engine import tree_facts

    facts = tree_facts()
    print("TicTacToe Magic: the engine is ready; the arcade shell is not built yet.")
    print(f"The game has {facts.positions} positions and {facts.games} complete games.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
