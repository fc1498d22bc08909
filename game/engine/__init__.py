"""The pure game engine: one board, three views, the solved game.

Pure Python and numpy; it never imports pygame, so tools, tests and the
opponents can use it without a display.
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
from .solver import Solution, moves_to_end, solve
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
