"""TicTacToe Magic: Pick15, TicTacToe and Magic15 -- one game, three views."""

__version__ = "0.1.0"
