"""Tournaments between roster opponents: a fast numpy batch path and a plain scalar one.

Engine side: numpy, no pygame.  ``run_match`` picks the path; ``round_robin``
plays every ordered pair (Moler's exercise 11.6).
"""

from .batch import PairTables, pair_tables, play_batch
from .match import MatchReport, PlayPath, TableCache, batch_refusal, run_match
from .move_tables import LearnerError, MoveTable, move_table
from .positions import PositionGraph, position_graph
from .round_robin import RoundRobin, Standing, pair_seed, round_robin
from .results import Result, ResultCounts, whole_percent
from .scalar import play_game, play_scalar

__all__ = [
    "LearnerError", "MatchReport", "MoveTable", "PairTables", "PlayPath", "PositionGraph",
    "Result", "ResultCounts", "RoundRobin", "Standing", "TableCache",
    "batch_refusal", "move_table", "pair_seed", "pair_tables", "play_batch", "play_game",
    "play_scalar", "position_graph", "round_robin", "run_match", "whole_percent",
]
