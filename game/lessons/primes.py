"""Lesson 3, the calculator's primes: the TI-83 program's win test by divisibility.

In the forum thread of the TI-83 "M.E.N.A.C.E." program each cell carries
one of the first nine primes; a player's cells multiply to one number, and
the player holds a line exactly when that number is divisible by the line's
product.  Primes and products come from ``game.engine.wins``; the pages
check them live on Moler's worked game.
"""

from __future__ import annotations

import math

from game.engine import LINES, SQUARES, Board, Mark
from game.engine.wins import LINE_PRODUCTS, PRIMES, winner_by_primes

from .one_game import moler_game
from .page import Page, Tone
from .words import TI83, line_title

LESSON = 3
TITLE = "THE CALCULATOR'S PRIMES"
#: The positions checked: Moler's game after Green's fork, and at its end.
CHECKED_PLIES = (5, -1)


def prime_labels(board: Board) -> dict[int, tuple[str, Tone]]:
    """Each free cell's prime (the marks show on the others)."""
    return {sq: (str(PRIMES[sq]), Tone.PLAIN) for sq in SQUARES if board.mark_at(sq) is None}


def product_of(board: Board, mark: Mark) -> int:
    """The product of the primes of a mark's cells (1 for none)."""
    return math.prod(PRIMES[sq] for sq in board.squares_of(mark))


def check_page(board: Board) -> Page:
    """Both players' products, and which line products divide them."""
    notes = []
    lit: tuple[int, ...] = ()
    held: list[str] = []
    not_held: list[str] = []
    for mark in (Mark.X, Mark.O):
        product = product_of(board, mark)
        factors = "*".join(str(PRIMES[sq]) for sq in board.squares_of(mark))
        divides = [i for i, lp in enumerate(LINE_PRODUCTS) if product % lp == 0]
        notes.append(f"{mark.value} {factors}")
        notes.append(f"  = {product}")
        if divides:
            i = divides[0]
            lit = LINES[i]
            held.append(f"{mark.value}'S {product} / {LINE_PRODUCTS[i]} ({line_title(i)}) IS WHOLE:")
        else:
            not_held.append(f"{mark.value}'S {product}")
    winner = winner_by_primes(board)
    if winner is None:
        verdicts: tuple[str, ...] = ("NO LINE PRODUCT DIVIDES", f"{' OR '.join(not_held)}: NOBODY HAS A LINE YET.")
    else:
        verdicts = (*held, f"{winner.value} HAS WON.", *(f"NONE DIVIDES {words}." for words in not_held))
    return Page(
        LESSON, TITLE, tuple(verdicts), board,
        labels=prime_labels(board), highlight=lit, notes=tuple(notes), source=TI83,
    )


def pages() -> list[Page]:
    """Lesson 3's pages in order."""
    empty = Board()
    intro = Page(
        LESSON, TITLE,
        ("A PRIME IN EACH CELL.", "YOU HOLD A LINE IF ITS", "PRODUCT DIVIDES YOURS."),
        empty,
        labels=prime_labels(empty),
        notes=("LINE PRODUCTS:", *(f"{line_title(i):<11}{lp:>6}" for i, lp in enumerate(LINE_PRODUCTS))),
        source=TI83,
    )
    game = moler_game()
    return [intro, *(check_page(game[ply]) for ply in CHECKED_PLIES)]
