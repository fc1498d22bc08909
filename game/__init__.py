"""TicTacToe Magic: Pick15, TicTacToe and Magic15 -- one game, three views."""

#: The release, newest first in CHANGELOG.md; pyproject.toml reads it, so the installed metadata agrees.
__version__ = "0.10.0"
