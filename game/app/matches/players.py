"""Who can sit opposite the player, in words for the screen.

The settings screen and the match setup both name opponents -- a person on
the same machine, or a roster member by its display name and its plain
description (how it plays, whose idea) -- and say who moves first in terms
that suit the opponent.
"""

from __future__ import annotations

from game.values.seats import PERSON_ID, FirstPlayer
from game.opponents import ROSTER, Opponent, make_opponent

FIRST_PLAYER_LABELS = {FirstPlayer.YOU: "YOU", FirstPlayer.COMPUTER: "COMPUTER", FirstPlayer.ALTERNATE: "TAKE TURNS"}
#: Between two people the home seat is player 1 and the away seat player 2.
FIRST_PERSON_LABELS = {FirstPlayer.YOU: "PLAYER 1", FirstPlayer.COMPUTER: "PLAYER 2", FirstPlayer.ALTERNATE: "TAKE TURNS"}
PERSON_INFO = ("PERSON", "A FRIEND ON THIS MACHINE: SHARE THE KEYBOARD, OR TAKE A PAD EACH.")


def first_player_label(first: FirstPlayer, opponent_id: str) -> str:
    """Who moves first, in words that suit the opponent (a computer or a person)."""
    return (FIRST_PERSON_LABELS if opponent_id == PERSON_ID else FIRST_PLAYER_LABELS)[first]


def _opponent_classes(base: type = Opponent) -> dict[str, type]:
    """Every opponent class by id (a factory may be a function that loads a learner's memory)."""
    found = {}
    for cls in base.__subclasses__():
        if isinstance(cls.__dict__.get("id"), str):
            found[cls.id] = cls
        found.update(_opponent_classes(cls))
    return found


def opponent_info(opponent_id: str) -> tuple[str, str]:
    """An opponent's display name and description (upper case), read from its class where possible."""
    if opponent_id == PERSON_ID:
        return PERSON_INFO
    factory = ROSTER[opponent_id]
    cls = factory if isinstance(factory, type) else _opponent_classes().get(opponent_id)
    if cls is None:
        cls = type(make_opponent(opponent_id))
    return cls.name.upper(), cls.description.upper()
