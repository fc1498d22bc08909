"""The words of MENACE's matchboxes screen, shown and said, and what it shows (``Mode``): whose move a row of boxes is for, a box, its beads.

Kept apart from the scene so the screen and its spoken side
(``matchbox_speech``) read one set of words.
"""

from __future__ import annotations

import enum

from game.app.render.boardviews import Look
from game.app.render.palette import mark_name
from game.language import NC_, N_, tr, trc
from game.opponents.matchboxes import Group

# TRANSLATORS: the screen of MENACE's matchboxes (MENACE: Donald Michie's machine of matchboxes that learns).
TITLE = N_("MATCHBOXES")
# TRANSLATORS: MENACE resigns any game when its first matchbox has no beads left (Michie's rule). U is the key that
# resets it.
GIVEN_UP_WARNING = N_("MENACE HAS GIVEN UP: ITS FIRST BOX IS EMPTY, SO IT RESIGNS ANY GAME IT OPENS. U: RESET")
KIOSK_GIVEN_UP_WARNING = N_("MENACE HAS GIVEN UP: ITS FIRST BOX IS EMPTY, SO IT RESIGNS ANY GAME IT OPENS. "
                            "ONLY THE OPERATOR MAY RESET IT.")
GAMES_ROOM = 5  # characters the games learned take at most (99999, 250K, 1T+), clear of the line's left half


class Mode(enum.Enum):
    """What the screen shows: the shelf of boxes, or one box large."""

    SHELF = "shelf"
    BOX = "box"


# TRANSLATORS: ordinals, as in "CROSSES' 1ST MOVE": a player's first, second ... fifth move.
ORDINALS = (N_("1ST"), N_("2ND"), N_("3RD"), N_("4TH"), N_("5TH"))
# TRANSLATORS: the same ordinals said aloud, in words ("CROSSES' SECOND MOVE"): a speech engine reads 2ND as letters.
SAID_ORDINALS = (NC_("said aloud", "FIRST"), NC_("said aloud", "SECOND"), NC_("said aloud", "THIRD"),
                 NC_("said aloud", "FOURTH"), NC_("said aloud", "FIFTH"))
# TRANSLATORS: whose move a row of MENACE's boxes is for; {name}: a side's name that ends in S (CROSSES, NOUGHTS),
# {ordinal}: 1ST, 2ND ...
OWNERS_S = N_("{name}' {ordinal} MOVE")
# TRANSLATORS: whose move a row of MENACE's boxes is for; {name}: a side's name (GREEN, BLUE), {ordinal}: 1ST ...
OWNERS = N_("{name}'S {ordinal} MOVE")
# TRANSLATORS: {whose}: whose move the boxes are for (CROSSES' 2ND MOVE); of its {total} boxes, {learned} learned.
ABOUT = N_("{whose}: {learned} OF {total} LEARNED")
# TRANSLATORS: the games MENACE has learned from; {games}: a number, 5 characters at most.
GAMES_LEARNED = N_("GAMES: {games}")
# TRANSLATORS: which page of boxes is on show; {page} of {pages}.
PAGE = N_("PAGE {page}/{pages}")
# TRANSLATORS: one matchbox of a row of them; {box} of {boxes}.
BOX_OF = N_("BOX {box} OF {boxes}")
# TRANSLATORS: a matchbox with no beads left in it.
EMPTY = N_("EMPTY")
# TRANSLATORS: a matchbox MENACE has learned in (changed its beads).
LEARNED = N_("LEARNED")
# TRANSLATORS: a matchbox MENACE has not learned in yet.
UNTOUCHED = N_("UNTOUCHED")
BEAD = N_("{beads} BEAD")
BEADS = N_("{beads} BEADS")
# TRANSLATORS: explains the figures under each square of a big matchbox: its beads, then its chance (a percent).
EACH_SQUARE = N_("EACH SQUARE: BEADS, CHANCE")
# TRANSLATORS: followed on the next line by "DRAWING A BEAD NOW" or "LIT SQUARE'S CHANCE: 13%".
IN_YOUR_GAME = N_("AS IT WAS IN YOUR GAME,")
DRAWING_NOW = N_("DRAWING A BEAD NOW")
# TRANSLATORS: {chance}: a percent (13%): the chance MENACE had to play the lit square.
LIT_CHANCE = N_("LIT SQUARE'S CHANCE: {chance}")


def whose(group: Group, look: Look, *, said: bool = False) -> str:
    """``CROSSES' 2ND MOVE``: whose move a group's boxes are for (MENACE's when it plays that mark); ``said``
    aloud, its ordinal in words (``CROSSES' SECOND MOVE``)."""
    name = mark_name(look.theme, group.mover)
    template = OWNERS_S if name.endswith("S") else OWNERS  # the English possessive: CROSSES', GREEN'S
    index = group.own_move - 1
    ordinal = trc("said aloud", SAID_ORDINALS[index]) if said else tr(ORDINALS[index])
    return tr(template).format(name=tr(name), ordinal=ordinal)
