"""The best adversary's searches on the BIG BOARD's boards, made once a test process and shared.

Each board, k and seat of the weight grid takes up to a minute to search (4x4 k=4 some 35 s a seat), and
both tests/test_big_board.py (the shipped figures are fresh) and tests/test_bigboard.py (the 4x4 k=4
answers are pinned) need the same ones; a Verdict is frozen, so sharing it lets no test change another's.
Every search uses the shipped figures' budget (``SEARCH_POSITIONS``), so what is measured here is what
``analyze big-strengths --write`` would write.
"""

from __future__ import annotations

from functools import cache

from game.analysis.big_strength import SEARCH_POSITIONS
from game.analysis.bigboard import Verdict, best_adversary
from game.engine import Mark
from game.engine.mnk import Shape


@cache
def searched(side: int, k: int, grid_mark: Mark) -> Verdict:
    """The best adversary against the weight grid playing ``grid_mark`` on a side x side board, k in a row."""
    return best_adversary(Shape(side, side, k), grid_mark, SEARCH_POSITIONS)
