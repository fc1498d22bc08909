"""Plain values every layer of the game shares, from the engine up to the app and its commands.

Who plays (``seats``), a match's score (``tally``), why a game was given up
(``abandon``), how the marks are shown (``theme``), the bounds of the counts
the game keeps (``counts``) and the BIG BOARD's sizes (``big_board``).  Each
is a constant, an enum, a frozen dataclass or a pure function of them; this
package imports nothing of the game's, so any layer may import it without
reaching up (the order is ``tests/test_layers.py``'s table).
"""
