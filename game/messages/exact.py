"""How a screen names what the system spells: a path, a file's name, an option, exactly as typed.

The game's screens speak in capitals, but a file on Linux is found only by
its own spelling: ``SAVED tictactoe-magic-...-0.png IN ~/pictures/`` can be
typed, ``...-0.PNG IN ~/PICTURES/`` cannot.  ``in_capitals`` turns a
message written for a terminal (a store's problem: lower-case words with a
path in them) into the screen's capitals, keeping each word that names a
file, a folder or an option as it is.  ``shown_path`` fits a long path into
a line by cutting it from the left, so the end, the file's own name, stays
whole.  Pure Python.
"""

from __future__ import annotations

import re

#: What stands for the part of a path cut off at its left.
ELLIPSIS = "..."

#: A word the system spells: it holds a slash (a path), starts with ``~`` or ``-`` (home, an option), or has a
#: dot between two letters or digits (``menace.json``, ``hall_of_fame.json.corrupt-1``).
_SPELLED = re.compile(r"[/\\~]|^-|\w\.\w")
#: Around a word: the punctuation of the sentence it stands in, which is not part of the name.
_WORD = re.compile(r"^([(\"'\[]*)(.*?)([)\"'\],;:]*)$", re.DOTALL)


def is_spelled(word: str) -> bool:
    """Whether a word (its sentence's punctuation taken off) names a file, a folder or an option."""
    return bool(_SPELLED.search(word))


def in_capitals(message: str) -> str:
    """``message`` as a screen says it: in capitals, but every path, file name and option as the system spells it."""
    pieces = re.split(r"(\s+)", message)
    out = []
    for piece in pieces:
        before, word, after = _WORD.match(piece).groups()  # type: ignore[union-attr]  # the pattern matches any text
        out.append(before.upper() + (word if is_spelled(word) else word.upper()) + after.upper())
    return "".join(out)


def shown_path(path: str, room: int) -> str:
    """``path`` in at most ``room`` characters: whole if it fits, else its end after ELLIPSIS (never its start)."""
    if len(path) <= room:
        return path
    keep = max(room - len(ELLIPSIS), 1)
    return ELLIPSIS + path[-keep:]
