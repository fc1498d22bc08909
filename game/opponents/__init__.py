"""The computer opponents, one per strategy in the sources (engine side: no pygame)."""

from .base import Distribution, Opponent, UnknownOpponentError, sample, uniform
from .registry import ROSTER, make_opponent, roster_ids

__all__ = [
    "ROSTER", "Distribution", "Opponent", "UnknownOpponentError",
    "make_opponent", "roster_ids", "sample", "uniform",
]
