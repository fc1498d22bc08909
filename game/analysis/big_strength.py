"""How hard the BIG BOARD's weight grid is to beat, on every board the game offers: measured, never typed.

For each board, k and seat of the weight grid, the figure is the best
adversary's chance of winning against it with its ties broken at random
(``bigboard.best_adversary``, an exact Fraction), and the label follows from
it by the 3x3 roster's thresholds (``strength.seat_label``), so EASY, HARD
and NEVER LOSES mean the same on both setups.  Where the whole tree outgrows
``SEARCH_POSITIONS`` and no short forced win is found, the figure is not
known, and the screen says so rather than guess.

The search takes minutes over every board, too long for a screen
that opens at a key press, so ``tictactoe-magic analyze big-strengths --write``
keeps the figures in ``bigboard_strengths.json`` beside this module;
tests/test_big_board.py measures again and fails when the file is stale.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from fractions import Fraction
from functools import cache
from importlib import resources

from game.analysis.bigboard import best_adversary
from game.analysis.strength import Label, seat_label
from game.engine.board import Mark
from game.engine.mnk import Shape
from game.values.big_board import MIN_K, SIDES

BIG_STRENGTHS_FILE = "bigboard_strengths.json"
#: Positions (up to symmetry) each search may keep: enough for 4x4 k=4's whole tree (some 170,000), three minutes in all.
SEARCH_POSITIONS = 200_000


def big_key(side: int, k: int, grid_mark: Mark) -> str:
    """The file's key for one board, k and the weight grid's mark: ``5x5/4/O``."""
    return f"{side}x{side}/{k}/{grid_mark.value}"


def offered() -> tuple[tuple[int, int, Mark], ...]:
    """Every board, k and weight-grid mark the BIG BOARD setup offers."""
    return tuple((side, k, mark) for side in SIDES for k in range(MIN_K, side + 1) for mark in Mark)


def measure_big(positions: int = SEARCH_POSITIONS, searched: Callable[[], None] = lambda: None,
                ) -> dict[str, Fraction | None]:
    """The best adversary's chance against the weight grid on every board offered; None where it is not known.

    ``searched`` is called after each board and seat, for a count on a terminal.
    """
    figures = {}
    for side, k, mark in offered():
        figures[big_key(side, k, mark)] = best_adversary(Shape(side, side, k), mark, positions).adversary_win_chance
        searched()
    return figures


def big_strengths_text(figures: Mapping[str, Fraction | None]) -> str:
    """The shipped file's contents: each chance as an exact "p/q" string, or null where it is not known."""
    return json.dumps({key: None if chance is None else f"{chance.numerator}/{chance.denominator}"
                       for key, chance in figures.items()}, indent=1) + "\n"


@cache
def shipped_big_strengths() -> dict[str, Fraction | None]:
    """The figures in the shipped file, by key (read once)."""
    text = resources.files("game.analysis").joinpath(BIG_STRENGTHS_FILE).read_text(encoding="utf-8")
    return {key: None if value is None else Fraction(value) for key, value in json.loads(text).items()}


def big_label(side: int, k: int, grid_mark: Mark) -> tuple[Label | None, Fraction | None]:
    """The weight grid's label and the best adversary's chance on this board from this seat; (None, None) unknown."""
    chance = shipped_big_strengths().get(big_key(side, k, grid_mark))
    return (None, None) if chance is None else (seat_label(chance), chance)
