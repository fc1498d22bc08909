"""What the game says aloud for a player who cannot see the screen (pure: no pygame).

A screen reader says a screen's name as it opens, the item under the
cursor as it moves, and what changes by itself; the game does the same
(``spoken.Spoken``, which every scene gives).  The words are the game's own,
in the language in use.  The voice is the system's speech engine
(``engine``: espeak-ng, run as its own command), and every line said is
logged as a ``speech`` event, so what was said can be checked without one.
"""

from .spoken import Speech, Spoken, Voice

__all__ = ["Speech", "Spoken", "Voice"]
