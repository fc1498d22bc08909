"""The bounds a session's inputs are checked against, from the command line and from a recording alike.

One place for them, so that whatever ``--seed`` or ``--frames`` accepts a
recording of that session also passes when it is replayed, and a recording
that asks for more is refused in one line instead of crashing the game.
Also how messages quote a bad value: briefly.  Pure Python: the command
line reads it before pygame is loaded.
"""

from __future__ import annotations

import reprlib

#: The logical screen, in pixels: what every frame is drawn at and mouse positions are given in.
LOGICAL_SIZE = (320, 180)
#: The largest window side: beyond any display, and far beyond what SDL will allocate a surface for.
MAX_WINDOW_SIDE = 16384
#: Seeds fit in a signed 64-bit integer: room for any seed worth typing, and a bound a reader can check.
MAX_SEED = 2**63 - 1
#: The last tick a session may reach: about six months of play at 60 ticks a second.
MAX_TICK = 10**9
#: The most of a bad value a message quotes: a hostile file must not make a hostile message.
QUOTE_CHARS = 40

# reprlib stops at a depth, a count of items and a length, so deep or huge data is cheap to quote.
_REPR = reprlib.Repr()
_REPR.maxlevel = 2
_REPR.maxstring = _REPR.maxlong = _REPR.maxother = QUOTE_CHARS


def quote(value: object) -> str:
    """A short ``repr`` of a bad value: at most QUOTE_CHARS characters, however big or deep the value."""
    text = _REPR.repr(value)
    return text if len(text) <= QUOTE_CHARS else text[: QUOTE_CHARS - 3] + "..."
