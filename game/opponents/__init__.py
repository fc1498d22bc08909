"""The computer opponents, one per strategy in the sources (engine side: no pygame)."""

from .base import Distribution, Opponent, UnknownOpponentError, sample, uniform
from .registry import ROSTER, MenaceSetup, make_opponent, resolve_opponent, roster_ids, screen_name, seat_opponents

__all__ = [
    "ROSTER", "Distribution", "MenaceSetup", "Opponent", "UnknownOpponentError",
    "make_opponent", "resolve_opponent", "roster_ids", "sample", "screen_name", "seat_opponents", "uniform",
]
