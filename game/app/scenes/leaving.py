"""Leaving a game for the main menu: asked first while there is a game to lose, at once when there is none.

A game in progress left for the menu is thrown away (booked abandoned,
``left``), so the pause menu's MAIN MENU and the calculator's CLEAR ask
``LEAVE GAME?`` first, the cursor on NO, as QUIT and the operator's clears
ask (``ConfirmScene``).  A finished game's MENU loses nothing and goes at
once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.app.scenes.confirm import ConfirmScene
from game.app.shell.idle import game_in_progress
from game.app.shell.registry import MENU
from game.language import N_

if TYPE_CHECKING:
    from game.app.shell.context import Context

LEAVE_QUESTION = N_("LEAVE GAME?")


def to_menu(ctx: Context) -> None:
    """Back to the main menu at the bottom of the stack (a game in progress is abandoned as it exits)."""
    if not ctx.scenes.pop_to(MENU):
        ctx.scenes.reset(ctx.registry.create(MENU))


def leave_game(ctx: Context) -> None:
    """To the main menu, asking first if a game in progress would be thrown away."""
    if game_in_progress(ctx) is None:
        to_menu(ctx)
    else:
        ctx.scenes.push(ConfirmScene(LEAVE_QUESTION, lambda: to_menu(ctx)))
