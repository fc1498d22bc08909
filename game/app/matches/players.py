"""Who can sit opposite the player, in words for the screen.

The settings screen and the match setup both name opponents -- a person on
the same machine, or a roster member by its display name and its plain
description (how it plays, whose idea) -- and say who moves first in terms
that suit the opponent.
"""

from __future__ import annotations

from game.language import N_
from game.values.seats import PERSON_ID, FirstPlayer
from game.opponents import ROSTER, Opponent, make_opponent

# TRANSLATORS: FIRST MOVE's values on the setup screen (who moves first): at most 22 characters each.
FIRST_PLAYER_LABELS = {FirstPlayer.YOU: N_("YOU"), FirstPlayer.COMPUTER: N_("COMPUTER"),
                       FirstPlayer.ALTERNATE: N_("TAKE TURNS")}
#: Between two people the home seat is player 1 and the away seat player 2.
FIRST_PERSON_LABELS = {FirstPlayer.YOU: N_("PLAYER 1"), FirstPlayer.COMPUTER: N_("PLAYER 2"),
                       FirstPlayer.ALTERNATE: N_("TAKE TURNS")}
#: A person's name, and what playing one means: with the controls shared, or (``True``) with each their own (a pad
#: each, their own keys on one keyboard, a cabinet's two sticks).
# TRANSLATORS: the opponent who is a person (a friend), as the setup screen's OPPONENT row names it.
PERSON_NAME = N_("PERSON")
PERSON_ABOUT = {
    # TRANSLATORS: SETTINGS and CONTROLS are the names of the menu and its page, as they read on screen.
    False: N_("A FRIEND ON THIS MACHINE: SHARE THE CONTROLS, OR EACH TAKE A PAD OR KEYS (SETTINGS, CONTROLS)."),
    True: N_("A FRIEND ON THIS MACHINE: EACH OF YOU PLAYS WITH YOUR OWN CONTROLS, ON YOUR OWN TURN."),
}


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


def opponent_info(opponent_id: str, own_controls: bool = False) -> tuple[str, str]:
    """An opponent's display name and description (upper case, in English: the font shows them in the language in
    use), read from its class where possible; a person's says how two play, as they can now (``own_controls``: each
    has controls of their own)."""
    if opponent_id == PERSON_ID:
        return PERSON_NAME, PERSON_ABOUT[own_controls]
    factory = ROSTER[opponent_id]
    cls = factory if isinstance(factory, type) else _opponent_classes().get(opponent_id)
    if cls is None:
        cls = type(make_opponent(opponent_id))
    return cls.name, cls.description
