"""How a message quotes a bad value: briefly, however big or deep the value is.

Error messages name what was wrong, but a hostile file must not make a
hostile message: a 20 MB key or a 4,000-digit number is cut to a short
prefix.  ``reprlib`` stops at a depth, a count of items and a length, so
quoting deep or huge data is cheap too.  Shared by every loader (settings,
results, MENACE's boxes, recordings) and by the command lines, whose
messages may repeat what was typed (``quote_arguments``).  Pure Python.
"""

from __future__ import annotations

import reprlib
from collections.abc import Iterable, Iterator
from pathlib import PurePath

#: The most of a bad value a message quotes.
QUOTE_CHARS = 60

_REPR = reprlib.Repr()
_REPR.maxlevel = 2
_REPR.maxstring = _REPR.maxlong = _REPR.maxother = QUOTE_CHARS


def quote(value: object) -> str:
    """A short ``repr`` of a bad value: at most QUOTE_CHARS characters and "..."."""
    text = _REPR.repr(value)
    return text if len(text) <= QUOTE_CHARS else text[: QUOTE_CHARS - 3] + "..."


def quote_arguments(message: str, arguments: Iterable[str]) -> str:
    """The message with every over-long or unprintable argument in it, bare or quoted, replaced by its ``quote``."""
    pieces = {piece for argument in arguments for piece in _pieces(argument)}
    # Longest first: an argument is replaced whole before the value inside it is looked for.
    for piece in sorted(pieces, key=len, reverse=True):
        if len(piece) > QUOTE_CHARS or not piece.isprintable():
            message = message.replace(repr(piece), quote(piece)).replace(piece, quote(piece))
    return message


def _pieces(argument: str) -> Iterator[str]:
    """What a message may repeat of one argument: all of it, the value after ``--option=`` or ``-o``, as a path."""
    values = [argument]
    if argument.startswith("-"):
        values.append(argument.partition("=")[2] if argument.startswith("--") else argument[2:])
    for value in values:
        yield value
        if value:
            yield str(PurePath(value))  # how a message spells the path: no doubled or trailing slash
