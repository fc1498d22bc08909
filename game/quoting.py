"""How a message quotes a bad value: briefly, however big or deep the value is.

Error messages name what was wrong, but a hostile file must not make a
hostile message: a 20 MB key or a 4,000-digit number is cut to a short
prefix.  ``reprlib`` stops at a depth, a count of items and a length, so
quoting deep or huge data is cheap too.  Shared by every loader (settings,
results, MENACE's boxes, recordings).  Pure Python.
"""

from __future__ import annotations

import reprlib

#: The most of a bad value a message quotes.
QUOTE_CHARS = 60

_REPR = reprlib.Repr()
_REPR.maxlevel = 2
_REPR.maxstring = _REPR.maxlong = _REPR.maxother = QUOTE_CHARS


def quote(value: object) -> str:
    """A short ``repr`` of a bad value: at most QUOTE_CHARS characters and "..."."""
    text = _REPR.repr(value)
    return text if len(text) <= QUOTE_CHARS else text[: QUOTE_CHARS - 3] + "..."
