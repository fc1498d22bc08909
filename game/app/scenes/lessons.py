"""LESSONS: the classroom's walk through every lesson, for a teacher at a projector.

The scene opens on the list of lessons: UP and DOWN (or pointing) choose,
SELECT or a click opens one at its first page, BACK leaves.  In a lesson
RIGHT, SELECT or a click on the right half go forward; LEFT or a click on
the left half go back; UP and DOWN jump to the previous or next lesson's
first page; BACK, or a click on ESC LESSONS in the footer, goes back to the
list in one press, its cursor on the lesson just left.  Every page's footer
says so.  PAUSE opens the usual pause overlay, whose MAIN MENU leaves from
anywhere.  A teacher may talk over one page for minutes, so outside kiosk
mode the idle watch leaves this scene, and all opened over it, alone
(``keeps_awake``); in a cabinet a lesson goes back to the show like any
screen of the public's.

The free board's page (lesson 9) keeps a board of its own: UP and DOWN step the cursor to the next
or previous square in reading order (LEFT and RIGHT still turn the page),
the mouse points at a square, SELECT or a click on a square places the next
mark, UNDO (or a click on U UNDO) takes the last one back, and the page is
recomputed from the position (``free_board_page``) after each change.

With SPEECH on the list says the lesson under the cursor, and a page is
read as it turns (``game.speech.reading``): its lesson's title when the lesson
is new, its count (PAGE 3 OF 16), then what it adds to the page read before
it; the key that says the whole screen says all of the page.  On the free
board the square under the cursor is said with what is in it.

Each page shown is logged as ``lesson_page`` {lesson, page}, the list as
``lesson_list``, and each change to the free board as ``lesson_board``
{board}, so a replay's walk can be read back.
"""

from __future__ import annotations

import pygame

from game.app.audio.sounds import Sfx
from game.app.input.actions import Action, ActionEvent
from game.app.input.cursor import board_move
from game.app.render.boardviews import Look, square_at
from game.app.render.hints import Hint
from game.app.render.lesson_layout import FOOTER_PLACEMENT, LessonFit, LessonLayout, fit_lesson
from game.app.render.lesson_view import STILL_AGE, LessonFrame, draw_lesson, frame_layout, step_between
from game.app.render.palette import palette_for
from game.values.theme import Theme
from game.app.render.ui import CENTER_X, TITLE_SAFE, TITLE_SCALE, CursorList, Nav, draw_choices, draw_hint
from game.app.shell.registry import MENU
from game.app.shell.scene import Scene
from game.engine import Board
from game.language import N_, current, tr
from game.lessons import all_pages, free_board_page
from game.lessons.page import Page
from game.speech.reading import LABEL, cell_name, lesson_title, new_part, page_of, sentences, whole_page
from game.speech import Spoken
from game.speech.words import said_place, said_square

CENTRE_SQUARE = 4
#: The footer's templates (``render.key_words``): the keys are those the player's bindings give.
# TRANSLATORS: a key hint on a lesson page's footer: the key that goes back to the list of LESSONS.
TO_LIST = N_("{back} LESSONS")  # the footer's words for BACK, which a click on them does too
UNDO_HINT = N_("{undo} UNDO")
PAUSE_HINT = N_("{pause} PAUSE")
#: A lesson page's key hints, each group a template of its own, joined two spaces apart: the line fits the
#: title-safe width in English without shortening a key's name (48 characters).  Each group is named by whether
#: its keys go back and on from the page shown: the first page has none before it, the last none after.
HINT_GROUPS_APART = "  "
PAGE_GROUPS = {
    # TRANSLATORS: a key hint: the keys that turn to the previous and next page of a lesson.
    (True, True): N_("{left}{right} PAGE"),
    # TRANSLATORS: a key hint: the key that turns back a page (a lesson's last page has none after it).
    (True, False): N_("{left} PAGE"),
    # TRANSLATORS: a key hint: the key that turns to the next page (the first page has none before it).
    (False, True): N_("{right} PAGE"),
}
LESSON_GROUPS = {
    # TRANSLATORS: a key hint: the keys that jump to the previous and the next lesson's first page.
    (True, True): N_("{up}{down} LESSON"),
    # TRANSLATORS: a key hint: the key that jumps back to the previous lesson's first page.
    (True, False): N_("{up} LESSON"),
    # TRANSLATORS: a key hint: the key that jumps on to the next lesson's first page.
    (False, True): N_("{down} LESSON"),
}
#: The free page's own keys (ENTER as in a game): UP and DOWN step the cursor cell by cell in reading order.
# TRANSLATORS: a key hint on the free board: the keys that move the cursor to the next or previous cell.
FREE_KEYS = (N_("{up}{down} NEXT CELL"), N_("{select} PLAY"), UNDO_HINT)
#: The free board is a lesson of one page, so LEFT and RIGHT leave it for the lessons either side.  Its line has
#: room for no more at the title-safe width without hiding a key's name or word (48 characters): P PAUSE and
#: ESC LESSONS, which work as on every page, are the ones left out, being what every other page names.
FREE_LESSONS = {
    # TRANSLATORS: a key hint on the free board, a lesson of one page: LEFT and RIGHT go to the lessons either side.
    (True, True): N_("{left}{right} LESSON"),
    # TRANSLATORS: a key hint on the free board, a lesson of one page: LEFT goes to the lesson before.
    (True, False): N_("{left} LESSON"),
    # TRANSLATORS: a key hint on the free board, a lesson of one page: RIGHT goes to the lesson after.
    (False, True): N_("{right} LESSON"),
}
#: The longest lines, as a lesson's middle page and the free page say them (in English).
PAGE_HINT = HINT_GROUPS_APART.join((PAGE_GROUPS[True, True], LESSON_GROUPS[True, True], PAUSE_HINT, TO_LIST))
FREE_HINT = HINT_GROUPS_APART.join((*FREE_KEYS, FREE_LESSONS[True, True]))
# TRANSLATORS: a key hint on a lesson's last page: RIGHT (and DOWN) open the next lesson, number {number}.
NEXT_LESSON = N_("{down}{right} NEXT: LESSON {number}")
# TRANSLATORS: the title of the list of lessons.
LIST_TITLE = N_("LESSONS")
LIST_HINT = N_("{up}{down} CHOOSE  {select} SELECT  {back} BACK")  # SELECT as in every list
LIST_TOP = 30  # the list of lessons, under the screen title
LIST_SPACING = 13  # ten lessons and a blank line above the key hints
#: On the free page UP and DOWN step the cursor as RIGHT and LEFT do in a game (reading order).
FREE_CURSOR = {Action.DOWN: Action.RIGHT, Action.UP: Action.LEFT}


def lesson_starts(pages: tuple[Page, ...]) -> tuple[int, ...]:
    """The index of each lesson's first page."""
    return tuple(i for i, page in enumerate(pages) if i == 0 or page.lesson != pages[i - 1].lesson)


class LessonsScene(Scene):
    """Every lesson's pages in order, one at a time, with the step from the page before animated."""

    name = "lessons"
    pausable = True

    @property
    def keeps_awake(self) -> bool:
        return not self.ctx.kiosk  # a teacher's lesson never times out; a cabinet's does

    def enter(self, ctx) -> None:
        self.language = current()
        self.starts = lesson_starts(self.pages)
        self.free_boards: dict[int, Board] = {}  # each free page's board, kept while the scene lives
        self.fits: dict[tuple[int, bool], LessonFit] = {}  # each lesson's (and PRESENTER's) fit, worked out once
        self.cursor = CENTRE_SQUARE
        self.index = 0
        self.page = self.pages[0]
        self.before: Board | None = None
        self.step: int | None = None
        self.age = 0
        self.listing = True  # the list of lessons, before any page
        self.heard: Page | None = None  # the page read aloud last, while its lesson is open: a turn says what is new
        self.reading = ""  # the shown page as read aloud when it was shown
        self.list = CursorList(len(self.starts), LIST_TOP, LIST_SPACING, TITLE_SAFE.left, TITLE_SAFE.width)
        self.ctx.events.emit("lesson_list")

    @property
    def pages(self) -> tuple[Page, ...]:
        """Every lesson's pages, in the language in use (made once for each)."""
        return all_pages()

    def _follow_language(self) -> None:
        """After a change of LANGUAGE (SETTINGS, opened over a lesson from the pause menu), the page shown and the
        lessons' fits in the new one, at the same place."""
        if current() is self.language:
            return
        self.language = current()
        self.fits.clear()
        page = self.pages[self.index]
        self.page = free_board_page(self.free_boards[self.index]) if page.free and self.index in self.free_boards \
            else page
        self.before, self.step = None, None
        self.heard = None
        if not self.listing:
            self._read(turned=True)

    @property
    def titles(self) -> tuple[str, ...]:
        """Each lesson's line in the list: its number, right-aligned to the widest, and title."""
        width = max(len(str(self.pages[s].lesson)) for s in self.starts)
        return tuple(f"{self.pages[s].lesson:>{width}}  {tr(self.pages[s].title)}" for s in self.starts)

    # -- what is shown ------------------------------------------------------------------------

    def _show(self, index: int) -> None:
        """Turn to page ``index`` (its free board, if it has one) and log it."""
        self.index = index
        page = self.pages[index]
        if page.free:
            page = free_board_page(self.free_boards.setdefault(index, page.board))
        self._set_page(page)
        self._read(turned=True)
        self.ctx.events.emit("lesson_page", lesson=page.lesson, page=self.page_in_lesson)

    def _read(self, *, turned: bool) -> None:
        """The shown page as said aloud now: its lesson's title if new, its count if turned to, and what is new."""
        page, before = self.page, self.heard
        lines = []
        if before is None or before.lesson != page.lesson:
            lines.append(lesson_title(page))
        if turned:
            lines.append(page_of(self.page_in_lesson, self.lesson_pages))
        self.reading = sentences([*lines, *new_part(page, before)])
        self.heard = page

    def _set_page(self, page: Page) -> None:
        """Show ``page``, animating the step when its board is the last one plus a mark."""
        self.step = step_between(self.page.board, page.board)
        self.before = self.page.board if self.step is not None else None
        self.page = page
        self.age = 0

    @property
    def lesson_start(self) -> int:
        """The index of the shown lesson's first page."""
        return max(s for s in self.starts if s <= self.index)

    @property
    def page_in_lesson(self) -> int:
        """The shown page's number within its lesson, from 1."""
        return self.index - self.lesson_start + 1

    @property
    def lesson_pages(self) -> int:
        """How many pages the shown lesson has."""
        start = self.lesson_start
        return next((s for s in self.starts if s > start), len(self.pages)) - start

    @property
    def counter(self) -> str:
        """``LESSON 4  PAGE 3/9``."""
        # TRANSLATORS: a lesson page's header, top right: lesson {lesson}, page {page} of {pages}.
        return tr("LESSON {lesson}  PAGE {page}/{pages}").format(lesson=self.page.lesson, page=self.page_in_lesson,
                                                                 pages=self.lesson_pages)

    @property
    def page_keys(self) -> str:
        """The footer's key hints' template for the shown page: where LEFT and RIGHT go from it, UP and DOWN, PAUSE
        and BACK to the lessons, each as written (the line fits the title-safe width without shortening a key's name).

        RIGHT on a lesson's last page opens the next lesson, as DOWN does there, so that page says which in one
        group; UP on it is left unnamed, for want of room.  The very first page has no page before it, the very
        last none after; UP and DOWN are named where they go somewhere."""
        after = self.index + 1
        back = self.index > 0
        last = after == len(self.pages) or after in self.starts
        if self.free:
            groups = [*FREE_KEYS, FREE_LESSONS.get((back, after < len(self.pages)), "")]
        else:
            groups = [PAGE_GROUPS.get((back, not last), "")]
            if last and after < len(self.pages):
                # Its {number} is filled in here: the keys' tokens are left for ``keyed`` to say.
                groups.append(tr(NEXT_LESSON).replace("{number}", str(self.pages[after].lesson)))
            else:
                groups.append(LESSON_GROUPS.get((back, any(s > self.index for s in self.starts)), ""))
            groups += [PAUSE_HINT, TO_LIST]
        # Each group in the language in use: the line they make is no template of its own.
        return HINT_GROUPS_APART.join(tr(group) for group in groups if group)

    @property
    def fit(self) -> LessonFit:
        """What every page of the shown lesson keeps: its caption's size and its boards' places."""
        key = (self.page.lesson, self.ctx.config.presenter)
        if key not in self.fits:
            pages = tuple(page for page in self.pages if page.lesson == self.page.lesson)
            self.fits[key] = fit_lesson(self.ctx.font, pages, self.ctx.config.presenter)
        return self.fits[key]

    @property
    def free(self) -> bool:
        """Whether the shown page is a free board."""
        return self.pages[self.index].free

    # -- input --------------------------------------------------------------------------------

    def handle(self, event: ActionEvent) -> None:
        if self.listing:
            self._handle_list(event)
            return
        action = event.action
        if self.free and self._handle_free(event):
            return
        if action in (Action.RIGHT, Action.SELECT):
            self._turn(self.index + 1)
        elif action is Action.LEFT:
            self._turn(self.index - 1)
        elif action is Action.BACK:
            self._to_list()
        elif action is Action.UP:
            earlier = [s for s in self.starts if s < self.lesson_start]
            self._turn(earlier[-1] if earlier else 0)
        elif action is Action.DOWN:
            self._turn(next((s for s in self.starts if s > self.index), self.index))
        elif action is Action.CLICK and event.pos is not None:
            self._turn(self.index + (1 if event.pos[0] >= CENTER_X else -1))

    def _handle_list(self, event: ActionEvent) -> None:
        nav = self.list.handle(event)
        if nav is Nav.MOVED:
            self.ctx.audio.play(Sfx.MOVE)
        elif nav is Nav.CHOSEN:
            self.ctx.audio.play(Sfx.SELECT)
            self.listing = False
            self.page = self.pages[self.starts[self.list.index]]
            self._show(self.starts[self.list.index])
        elif event.action is Action.BACK:
            self._leave()

    def _to_list(self) -> None:
        """Back to the list of lessons, in one press from any page, the cursor on the lesson left."""
        self.ctx.audio.play(Sfx.BACK)
        self.list.index = self.starts.index(self.lesson_start)
        self.listing = True
        self.heard = None
        self.ctx.speech.say(LIST_TITLE)  # the list again, named as when it first opened, then the lesson under it
        self.ctx.events.emit("lesson_list")

    def _turn(self, index: int) -> None:
        if 0 <= index < len(self.pages) and index != self.index:
            self.ctx.audio.play(Sfx.MOVE)
            self._show(index)

    def _leave(self) -> None:
        self.ctx.audio.play(Sfx.BACK)
        if len(self.ctx.scenes) > 1:
            self.ctx.scenes.pop()
        else:
            self.ctx.scenes.reset(self.ctx.registry.create(MENU))

    def _square_at(self, pos: tuple[int, int]) -> int | None:
        boards = self._layout().boards
        return next((sq for view, rect in zip(self.page.views, boards)
                     if (sq := square_at(view, rect, pos)) is not None), None)

    def _handle_free(self, event: ActionEvent) -> bool:
        """The free page's own actions; False for those that page as usual."""
        action = event.action
        if action in FREE_CURSOR:
            self.cursor = board_move(self.cursor, FREE_CURSOR[action])
        elif action is Action.SELECT:
            self._place(self.cursor)
        elif action is Action.UNDO:
            self._undo()
        elif action in (Action.POINT, Action.CLICK) and event.pos is not None:
            square = self._square_at(event.pos)
            if square is None:
                return action is Action.POINT
            self.cursor = square
            if action is Action.CLICK:
                self._place(square)
        else:
            return False
        return True

    def _place(self, square: int) -> None:
        board = self.free_boards[self.index]
        if square not in board.legal_moves():
            self.ctx.audio.play(Sfx.INVALID)
            return
        self.ctx.audio.play(Sfx.SELECT)
        self._change_free(board.play(square))

    def _undo(self) -> None:
        board = self.free_boards[self.index]
        if not board.moves:
            self.ctx.audio.play(Sfx.INVALID)
            return
        self.ctx.audio.play(Sfx.BACK)
        self._change_free(board.undo())

    def _change_free(self, board: Board) -> None:
        self.free_boards[self.index] = board
        self._set_page(free_board_page(board))
        self._read(turned=False)
        self.ctx.events.emit("lesson_board", board=board.notation())

    # -- time and pixels ----------------------------------------------------------------------

    def update(self) -> None:
        self._follow_language()
        self.age += 1

    def _look(self) -> Look:
        theme = Theme.GREEN_BLUE if self.page.green_blue else self.ctx.config.theme
        return Look(palette_for(theme, self.ctx.config.presenter), self.ctx.font, theme,
                    first_as_o=self.page.first_as_o)

    def _frame(self) -> LessonFrame:
        # The step's blink and the highlight's pulse move as the game's motions do: slower with MOTION SLOW, not at
        # all with NONE.
        age = self.age // self.ctx.pace if self.ctx.motion else STILL_AGE
        return LessonFrame(self.page, self.counter, age, self.before, self.step,
                           cursor=self.cursor if self.free else None, hint=self.keyed(self.page_keys, **FOOTER_PLACEMENT),
                           big=self.ctx.config.presenter, fit=self.fit)

    def _layout(self) -> LessonLayout:
        """The shown page's layout, as drawn: what the mouse is pointing at."""
        return frame_layout(self._frame(), self._look())

    def draw(self, surface: pygame.Surface) -> None:
        self._follow_language()
        look = self._look()
        if not self.listing:
            draw_lesson(surface, self._frame(), look)
            return
        surface.fill(look.palette.background)
        # The list is on the projector too: its title and key hints inside the title-safe area, as a page's are.
        look.font.draw(surface, LIST_TITLE, (CENTER_X, TITLE_SAFE.top), look.palette.accent, scale=TITLE_SCALE,
                       align="center")
        draw_choices(surface, look.font, look.palette, self.list, self.titles, block=True)
        draw_hint(surface, look.font, look.palette, self.hint())

    def spoken(self) -> Spoken:
        if self.listing:
            start = self.pages[self.starts[self.list.index]]
            return Spoken(LIST_TITLE, lesson_title(start), place=said_place(self.list.index, len(self.starts)))
        page = self.page
        where = sentences((lesson_title(page), page_of(self.page_in_lesson, self.lesson_pages)))
        whole = (LIST_TITLE, *whole_page(page, page_of(self.page_in_lesson, self.lesson_pages)))
        if not self.free:
            return Spoken(LIST_TITLE, status=self.reading, whole=whole, place=where)
        return Spoken(LIST_TITLE, self._free_square(), self.reading, (*whole, self._free_square()),
                      said_square(self.cursor))

    def _free_square(self) -> str:
        """The free board's square under the cursor, as its boards number it, and what is in it: ``5: X``, ``5: D``."""
        page = self.page
        mark = page.board.mark_at(self.cursor)
        label = page.labels.get(self.cursor, ("", None))[0]
        cell = cell_name(self.cursor, page.views)
        what = mark.value if mark is not None else label
        return tr(LABEL).format(cell=cell, label=what) if what else cell

    def hint(self) -> Hint:
        """The keys on show: the list's, or the page's (the free board's has its own); the shell makes them buttons."""
        return self.keyed(LIST_HINT if self.listing else self.page_keys, **FOOTER_PLACEMENT)
