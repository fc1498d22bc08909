"""Who plays: the tally key of a person, and the setting for who starts a match."""

from __future__ import annotations

import enum

PERSON_ID = "person"  # the tally key for games between two people


class FirstPlayer(enum.Enum):
    """Who holds X (and so moves first) in the first game of a match; rematches swap.

    YOU is the home seat and COMPUTER the away seat, so between two people
    COMPUTER means that player 2 starts.
    """

    YOU = "you"
    COMPUTER = "computer"
    ALTERNATE = "alternate"  # whoever did not start the previous match
