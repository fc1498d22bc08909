"""The BIG BOARD's states: m,n,k games on 4x4 to 7x7 and their setup.

The BIG BOARD has its own layout, so its clicks are worked out from
``big_layout`` here rather than by the three games' helpers.
"""

from __future__ import annotations

from collections.abc import Callable

from game.app.input.actions import Action as A
from game.app.render.big_board_view import big_layout
from game.app.scenes.match_motion import END_GUARD_TICKS, THINK_TICKS
from game.app.shell.headless import ActionScript
from game.app.store.settings import Settings
from game.commands.scene_states.state import SceneState
from game.play.big_match import BigSetup


def big_game(board: str, *cells: int, against_grid: bool = True, reply: int = 4) -> Callable[[ActionScript], ActionScript]:
    """Click these cells of a BIG BOARD (``board`` as the settings keep it) in turn, ``reply`` ticks after each but
    the last; against the weight grid with its thinking on show, SELECT then plays its answer (its weights wait to be
    read till then)."""
    rects = big_layout(BigSetup.parse(board).shape).cells

    def build(script: ActionScript) -> ActionScript:
        for i, cell in enumerate(cells):
            last = i == len(cells) - 1
            script.click(rects[cell].center).wait(4 if last else reply)
            if against_grid and not last:
                script.press(A.SELECT).wait(4)
        return script
    return build


#: The BIG BOARD's states: a 5x5 against the weight grid with its weights on show, a 7x7 whose weights are too wide
#: for its cells (short labels), a 4x4 won between two people, and its setup.
BIG_5X5, BIG_7X7, BIG_4X4_FRIENDS = "5x5/4/weights/x", "7x7/4/weights/x", "4x4/3/person/x"
BIG_4X4 = "4x4/3/weights/x"


def big_board_states() -> tuple[SceneState, ...]:
    """The BIG BOARD's game and setup, each board's figures readable at 320x180."""
    thinking = {board: Settings(crt=True, show_thinking=True, big_board=board) for board in (BIG_5X5, BIG_7X7)}
    return (
        SceneState("bigboard", "thinking-5x5", "BIG BOARD 5x5, 4 in a row: the weight grid's weights before it moves",
                   big_game(BIG_5X5, 12, 7, 18), settle=THINK_TICKS, settings=thinking[BIG_5X5]),
        SceneState("bigboard", "thinking-7x7", "BIG BOARD 7x7: weights too wide for the cells, their counts in short",
                   big_game(BIG_7X7, 24, 16, 32), settle=THINK_TICKS, settings=thinking[BIG_7X7]),
        SceneState("bigboard", "win-4x4", "BIG BOARD 4x4, 3 in a row, between two people: X has won, its line drawn",
                   big_game(BIG_4X4_FRIENDS, 5, 0, 6, 1, 7, against_grid=False), settle=END_GUARD_TICKS,
                   settings=Settings(crt=True, big_board=BIG_4X4_FRIENDS)),
        SceneState("bigboard", "lose-4x4", "BIG BOARD 4x4 against the weight grid: the person has lost",
                   big_game(BIG_4X4, 0, 3, 12, 15, 1, 2, against_grid=False, reply=THINK_TICKS + 10), settle=END_GUARD_TICKS,
                   settings=Settings(crt=True, big_board=BIG_4X4)),
        SceneState("bigboard_setup", "open", "the BIG BOARD setup, as the menu opens it",
                   settings=Settings(crt=True, big_board=BIG_5X5)),
    )
