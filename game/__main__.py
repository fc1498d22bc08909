"""Entry point for ``python -m game`` and the ``tictactoe-magic`` script."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Start the arcade machine (see ``game.app.shell.cli`` for the options)."""
    from game.app.shell.cli import main as run

    return run(argv)


if __name__ == "__main__":
    sys.exit(main())
