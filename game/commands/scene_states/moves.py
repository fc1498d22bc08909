"""How a script plays: clicking squares the way a person would.

Every game screen's states place marks by clicking the cells the layout
draws, so these helpers are shared by the games', MENACE's and the
table's states alike.
"""

from __future__ import annotations

from game.app.input.actions import Action as A
from game.app.render.boardviews import cell_rects
from game.app.render.game_layout import Display, layout
from game.app.scenes.match_motion import THINK_TICKS
from game.app.shell.headless import ActionScript
from game.engine import View


def place(script: ActionScript, view: View, *squares: int) -> ActionScript:
    """Click these squares in turn (both people's moves in a game between two), a short pause after each."""
    centres = cell_rects(view, layout(view).board)
    for square in squares:
        script.click(centres[square].center).wait(4)
    return script


def click_in_three_views(script: ActionScript, view: View, square: int) -> ActionScript:
    """Click a square on one of the three boards of the THREE VIEWS display."""
    rect = dict(layout(Display.THREE_VIEWS).boards)[view]
    return script.click(cell_rects(view, rect)[square].center).wait(THINK_TICKS + 10)


def three_views_thinking(script: ActionScript) -> ActionScript:
    """Tab to all three views, play a corner in Pick15 and a square in Magic15, then the computer thinks.

    With show thinking on the computer waits to be read: SELECT plays its answer to the corner."""
    click_in_three_views(script.press(A.SWITCH_VIEW), View.PICK15, 0).press(A.SELECT).wait(4)
    return script.click(cell_rects(View.MAGIC15, dict(layout(Display.THREE_VIEWS).boards)[View.MAGIC15])[7].center)



def place_waiting(script: ActionScript, view: View, *squares: int) -> ActionScript:
    """Click these squares in turn, each after the computer's reply (a taken one buzzes, one after the end does
    nothing)."""
    for square in squares:
        place(script, view, square).wait(THINK_TICKS + 10)
    return script
