"""The bounds a session's inputs are checked against, from the command line and from a recording alike.

One place for them, so that whatever ``--seed`` or ``--frames`` accepts a
recording of that session also passes when it is replayed, and a recording
that asks for more is refused in one line instead of crashing the game.
Pure Python: the command
line reads it before pygame is loaded.
"""

from __future__ import annotations

#: The logical screen, in pixels: what every frame is drawn at and mouse positions are given in.
LOGICAL_SIZE = (320, 180)
#: The largest window side: beyond any display, and far beyond what SDL will allocate a surface for.
MAX_WINDOW_SIDE = 16384
#: Seeds fit in a signed 64-bit integer: room for any seed worth typing, and a bound a reader can check.
MAX_SEED = 2**63 - 1
#: The last tick a session may reach: about six months of play at 60 ticks a second.
MAX_TICK = 10**9
