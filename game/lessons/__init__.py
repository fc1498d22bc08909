"""The lessons' content: pages stepping through the sources' worked examples (pure: no pygame).

Each lesson is one module returning its pages; every figure on a page is
computed by the engine, the opponents or the analysis when ``all_pages`` is
called, never typed in, and its words said in the language in use.  The
LESSONS scene draws them.
"""

from __future__ import annotations

from functools import cache

from game.language import Language, current

from . import (free_board, magic_formulas, magic_sums, naive_strategy, one_game, perfect_play, primes, unbeatable,
               weight_grid, win_matrix)
from .free_board import free_board_page
from .page import Arrow, Page, Tone

#: The lessons in the order they are taught.
LESSONS = (one_game, naive_strategy, primes, weight_grid, magic_formulas, unbeatable, perfect_play, win_matrix,
           free_board, magic_sums)


def all_pages() -> tuple[Page, ...]:
    """Every lesson's pages, in order, in the language in use."""
    return pages_in(current())


@cache
def pages_in(language: Language) -> tuple[Page, ...]:
    """The pages in ``language``, made once a run for each language shown (their words are filled in, in it).

    The figures behind them come from the shipped opponents alone and are kept apart, worked out once whatever
    the language: the best responses behind lessons 2 and 6 take seconds, which a teacher would wait through
    at every visit.
    """
    return tuple(page for lesson in LESSONS for page in lesson.pages())


__all__ = ["LESSONS", "Arrow", "Page", "Tone", "all_pages", "free_board_page", "pages_in"]
