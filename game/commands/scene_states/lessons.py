"""The lessons' states: the list, and the first page of each kind worth showing.

Pages are found by what they hold (three views, arrows, labels, the free
board), so a new lesson page moves the pictures with it instead of breaking them.
"""

from __future__ import annotations

from collections.abc import Callable

from game.app.input.actions import Action as A, ActionEvent
from game.app.shell.headless import ActionScript
from game.app.store.settings import Settings
from game.commands.scene_states.state import SceneState
from game.lessons import all_pages
from game.lessons.page import Page
from game.lessons.perfect_play import LESSON as PERFECT_LESSON


def first_page(test: Callable[[Page], bool]) -> int:
    """The index of the first lesson page that passes ``test`` (0 if none does)."""
    return next((i for i, page in enumerate(all_pages()) if test(page)), 0)


def to_page(test: Callable[[Page], bool]) -> Callable[[ActionScript], ActionScript]:
    """Open the first lesson and page on to the first page that passes ``test``.

    The page is found when the state is reached, not when this module is
    imported: finding it works out every lesson's pages, seconds that every
    command importing the states (screenshots, bench) would pay otherwise.
    """
    return lambda s: s.press(A.SELECT).press(A.RIGHT, times=first_page(test))


def lesson_states() -> tuple[SceneState, ...]:
    """The lessons: the first page, the first with three views, arrows, labels, the free board in play, and the first
    page with none of the game's views (Durer's square, a board of its own)."""
    paging = (ActionEvent(A.RIGHT), ActionEvent(A.LEFT))
    three, arrows, labels = (to_page(lambda p: len(p.views) == 3), to_page(lambda p: bool(p.arrows)),
                             to_page(lambda p: bool(p.labels)))
    free, perfect = to_page(lambda p: p.free), to_page(lambda p: p.lesson == PERFECT_LESSON)
    figures = to_page(lambda p: not p.views)
    return (
        SceneState("lessons", "list", "lessons: the list of lessons, as LESSONS opens"),
        SceneState("lessons", "first", "lessons: the first page", lambda s: s.press(A.SELECT), workload=paging),
        SceneState("lessons", "three-views", "lessons: the first page with all three views", three, workload=paging),
        SceneState("lessons", "arrows", "lessons: the first page with arrows", arrows, workload=paging),
        SceneState("lessons", "labels", "lessons: the first page with cell labels, coloured and framed by tone",
                   labels, workload=paging),
        SceneState("lessons", "perfect", "lessons: perfect play's first page, the best moves and the xkcd player's one",
                   perfect, workload=paging),
        SceneState("lessons", "free", "lessons: the free board, three marks placed, the cursor on the last",
                   lambda s: free(s).press(A.SELECT, A.UP, A.SELECT, A.DOWN, A.DOWN, A.SELECT),
                   workload=paging),
        SceneState("lessons", "free-presenter", "lessons: the free board in PRESENTER, X in the centre and O top "
                   "middle: every label in a cell of its own, no frame over a number",
                   lambda s: free(s).press(A.SELECT, A.UP, A.UP, A.UP, A.SELECT),
                   settings=Settings(crt=True, presenter=True), workload=paging),
        SceneState("lessons", "figures", "lessons: Durer's square drawn as a board, its sums of 34 beside it",
                   figures, workload=paging),
    )
