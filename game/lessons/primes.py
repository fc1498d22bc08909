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

from game.language import N_, tr

from .one_game import moler_game
from .page import Page, Tone
from .words import TI83, line_title

LESSON = 3
TITLE = N_("THE CALCULATOR'S PRIMES")
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
    not_held: list[tuple[str, int]] = []
    for mark in (Mark.X, Mark.O):
        product = product_of(board, mark)
        factors = "*".join(str(PRIMES[sq]) for sq in board.squares_of(mark))
        divides = [i for i, lp in enumerate(LINE_PRODUCTS) if product % lp == 0]
        notes.append(f"{mark.value} {factors}")
        notes.append(f"  = {product}")
        if divides:
            i = divides[0]
            lit = LINES[i]
            # TRANSLATORS: {mark} (X or O) holds the line whose product {line_product} divides the product of its
            # cells' primes, {product}, with nothing left over; {line} names it (e.g. "COLUMN 3").  The next
            # sentence says who has won.
            held.append(tr("{mark}'S {product} / {line_product} ({line}) IS WHOLE:").format(
                mark=mark.value, product=product, line_product=LINE_PRODUCTS[i], line=line_title(i)))
        else:
            not_held.append((mark.value, product))
    winner = winner_by_primes(board)
    if winner is None:
        (x, x_product), (o, o_product) = not_held
        # TRANSLATORS: no line's product divides either player's product: X's is {x_product}, O's {o_product}.
        verdicts: tuple[str, ...] = (tr("NO LINE PRODUCT DIVIDES {x}'S {x_product} OR {o}'S {o_product}: NOBODY HAS "
                                        "A LINE YET.").format(x=x, x_product=x_product, o=o, o_product=o_product),)
    else:
        # TRANSLATORS: {mark} is X or O.
        won = tr("{mark} HAS WON.").format(mark=winner.value)
        # TRANSLATORS: no line's product divides the other player's ({mark}, X or O) product, {product}.
        verdicts = (*held, won, *(tr("NONE DIVIDES {mark}'S {product}.").format(mark=mark, product=product)
                                  for mark, product in not_held))
    return Page(
        LESSON, TITLE, tuple(verdicts), board,
        labels=prime_labels(board), highlight=lit, notes=tuple(notes), source=TI83,
    )


def product_notes() -> tuple[str, ...]:
    """Each line's name and its product, the products right-aligned in one column after the longest name."""
    names = [line_title(i) for i in range(len(LINE_PRODUCTS))]
    width = max(map(len, names)) + 1  # the font's letters are all as wide
    return tuple(f"{name:<{width}}{product:>6}" for name, product in zip(names, LINE_PRODUCTS))


def pages() -> list[Page]:
    """Lesson 3's pages in order."""
    empty = Board()
    intro = Page(
        LESSON, TITLE,
        # TRANSLATORS: a player's product is the product of the primes in the cells they hold.
        (tr("A PRIME IN EACH CELL."), tr("YOU HOLD A LINE IF ITS PRODUCT DIVIDES YOURS.")),
        empty,
        labels=prime_labels(empty),
        notes=(tr("LINE PRODUCTS:"), *product_notes()),
        source=TI83,
    )
    game = moler_game()
    return [intro, *(check_page(game[ply]) for ply in CHECKED_PLIES)]
