"""The pure game engine: one board, three views, the solved game.

Pure Python and numpy; it never imports pygame, so tools, tests and the
opponents can use it without a display.  The solver (and numpy with it)
loads when it is first asked for, not with the package: the game's first
window opens before numpy is imported (``game.app.shell.boot``).
"""

from .board import (
    LINES,
    SQUARES,
    Board,
    BoardError,
    IllegalMoveError,
    Line,
    Mark,
    NoMoveToUndoError,
    NotationError,
    Outcome,
    Termination,
    UnreachablePositionError,
    cell_of,
    square_of,
)
from .symmetry import SYMMETRIES, canonical, canonical_key, move_classes, transform
from .tree import TreeFacts, reachable, tree_facts
from .views import LO_SHU, MAGIC_SUM, NUMBERS, Pick15, View, number_of, square_for_number

__all__ = [
    "LINES", "LO_SHU", "MAGIC_SUM", "NUMBERS", "SQUARES", "SYMMETRIES",
    "Board", "BoardError", "IllegalMoveError", "Line", "Mark", "NoMoveToUndoError",
    "NotationError", "Outcome", "Pick15", "Solution", "Termination", "TreeFacts",
    "UnreachablePositionError", "View",
    "canonical", "canonical_key", "cell_of", "move_classes", "moves_to_end", "number_of", "reachable", "solve",
    "square_for_number", "square_of", "transform", "tree_facts",
]

_SOLVER_NAMES = frozenset({"Solution", "moves_to_end", "solve"})


def __getattr__(name: str) -> object:
    """The solver's names, imported on first use."""
    if name in _SOLVER_NAMES:
        from . import solver

        return getattr(solver, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
