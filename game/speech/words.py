"""The small words of spoken lines: lists said as a person says them, and a hint line's arrows in words.

A list is said ``1, 3, 4, 6, 7 OR 9``: the commas, then the language's own
word before the last item.  A hint line draws its direction keys as arrows
(``←→ CHANGE``); said aloud, each arrow is its word (``LEFT RIGHT
CHANGE``), a key pair's slash a comma, and the gap between groups a stop.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from game.language import NC_, N_, tr, trc

#: Each arrow a hint line draws, as said.
ARROW_WORDS = {
    # TRANSLATORS: the direction keys as a hint line's arrows are said aloud (the arrow keys' names).
    "←": N_("LEFT"), "↑": N_("UP"), "↓": N_("DOWN"), "→": N_("RIGHT"),
}

#: A space an arrow's word left before a comma or a stop (``UP ,``): written as a sentence writes it.
SPACE_BEFORE_STOP = re.compile(r" ([,.?!:;])")


#: Each square of the 3x3 grid where it sits, said aloud in full words (a lesson's narrow notes may shorten them).
# TRANSLATORS: a square of the TicTacToe grid named by where it sits, said aloud: write the words in full.
SAID_PLACES = (NC_("said aloud", "TOP LEFT"), NC_("said aloud", "TOP MIDDLE"), NC_("said aloud", "TOP RIGHT"),
               NC_("said aloud", "MIDDLE LEFT"), NC_("said aloud", "CENTRE"), NC_("said aloud", "MIDDLE RIGHT"),
               NC_("said aloud", "BOTTOM LEFT"), NC_("said aloud", "BOTTOM MIDDLE"),
               NC_("said aloud", "BOTTOM RIGHT"))


def said_square(square: int) -> str:
    """A 0-8 square of the grid where it sits, said aloud: ``TOP LEFT``."""
    return trc("said aloud", SAID_PLACES[square])


def said_list(items: Sequence[object], *, either: bool = False) -> str:
    """``items`` said in a row: ``2 AND 8``, ``1, 3 OR 9`` (``either``: one of them), or one alone."""
    words = [str(item) for item in items]
    if len(words) < 2:
        return "".join(words)
    first, last = ", ".join(words[:-1]), words[-1]
    if either:
        # TRANSLATORS: a spoken list's last item after the others: {first} is the others, joined by commas.
        return trc("spoken list", "{first} OR {last}").format(first=first, last=last)
    # TRANSLATORS: a spoken list's last item after the others: {first} is the others, joined by commas.
    return trc("spoken list", "{first} AND {last}").format(first=first, last=last)


def said_keys(text: str) -> str:
    """A hint line's text as said: each arrow its word, a slash between two keys a comma, a group a sentence.

    The line sets its groups apart by a wider gap (``↑↓ CHOOSE   ENTER SELECT``); said, each ends with a stop,
    so the voice pauses where the eye does.
    """
    groups = []
    for group in re.split(r"\s{2,}", text.strip()):
        words = []
        for char in group:
            if char in ARROW_WORDS:
                words.append(f" {tr(ARROW_WORDS[char])} ")
            elif char == "/":
                words.append(", ")
            else:
                words.append(char)
        groups.append(SPACE_BEFORE_STOP.sub(r"\1", " ".join("".join(words).split())))
    return ". ".join(group for group in groups if group)


def said_place(index: int, count: int) -> str:
    """Where the item under a list's cursor is, counted from 1: ``3 OF 10``."""
    # TRANSLATORS: said aloud for where the cursor is in a list: its {number}th item of {count}.
    return tr("{number} OF {count}").format(number=index + 1, count=count)
