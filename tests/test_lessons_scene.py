"""The LESSONS scene: paging by keyboard, pad and mouse, the free board, the walk a replay makes.

Written against whatever ``all_pages()`` holds (counts, and the first page
with a free board, are read from it), so the tests hold for the real lessons.
"""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from app_support import run_ticks
from game_support import KEYS, PAD, PAD_1, button, click, events, game_app, hover, key

from game.app.input.actions import Action
from game.app.render.boardviews import cell_rects
from game.app.render.font import ADVANCE
from game.app.render.hints import shown_text
from game.app.render.lesson_layout import FOOTER_Y
from game.app.render.lesson_texts import Part
from game.app.render.lesson_view import STEP_TICKS, step_between
from game.app.render.ui import HEIGHT, TITLE_SAFE, WIDTH
from game.app.scenes.lessons import LessonsScene, lesson_starts
from game.app.shell.app import App, default_registry
from game.app.shell.headless import ActionScript, run_script, session_options
from game.app.shell.loop import seconds_to_ticks
from game.app.shell.registry import MENU
from game.engine import Board, Mark
from game.lessons import all_pages, free_board_page
from undrawn import undrawn  # noqa: F401  (the fixture)

pytestmark = pytest.mark.usefixtures("undrawn")  # ticks undrawn: each frame compared is drawn when it is taken

PAGES = all_pages()
STARTS = lesson_starts(PAGES)
FREE = next((i for i, page in enumerate(PAGES) if page.free), None)
needs_free = pytest.mark.skipif(FREE is None, reason="no free page in the lessons")


def lessons(app: App) -> LessonsScene:
    """The lessons scene on the stack."""
    return next(s for s in app.ctx.scenes if isinstance(s, LessonsScene))


def frame(app: App) -> bytes:
    """The logical frame as drawn now."""
    app.draw()
    return pygame.image.tobytes(app.screen.surface, "RGB")


@pytest.fixture
def log(tmp_path):
    return tmp_path / "events.jsonl"


@pytest.fixture
def app(private_home, log):
    app = game_app(private_home, "lessons", log=log)
    run_ticks(app, 1)
    key(app, KEYS["select"])  # the list of lessons opens the first
    yield app
    app.close()


def test_right_shows_a_new_page_on_every_press_until_the_last(app):
    scene = lessons(app)
    seen = [frame(app)]
    for expected in range(1, len(PAGES)):
        key(app, KEYS["right"], ticks=STEP_TICKS)
        assert scene.index == expected
        seen.append(frame(app))
        assert seen[-1] != seen[-2]
    key(app, KEYS["right"])
    assert scene.index == len(PAGES) - 1  # the last page stays
    assert len(set(seen)) == len(PAGES)


def test_left_goes_back_a_page_and_stops_on_the_first(app):
    scene = lessons(app)
    key(app, KEYS["right"], ticks=2)
    key(app, KEYS["right"], ticks=2)
    key(app, KEYS["left"])
    assert scene.index == 1
    key(app, KEYS["left"])
    key(app, KEYS["left"])
    assert scene.index == 0 and app.ctx.scenes.top is scene


def test_esc_leaves_a_lesson_for_the_list_in_one_press_from_any_page(app, log):
    scene = lessons(app)
    second = STARTS[1]
    for _ in range(second + 2):  # two pages into the second lesson
        key(app, KEYS["right"])
    key(app, KEYS["back"])
    assert scene.listing and scene.list.index == 1  # the cursor on the lesson just left
    assert app.ctx.scenes.top is scene
    key(app, KEYS["down"])
    key(app, KEYS["select"])
    assert not scene.listing and scene.index == STARTS[2]
    key(app, KEYS["back"])
    key(app, KEYS["back"])  # and Esc on the list leaves LESSONS
    assert app.ctx.scenes.names()[-1] == MENU
    assert len(events(log, "lesson_list")) == 3


def test_the_mouse_alone_opens_a_lesson_pages_it_and_goes_back_to_the_list(app):
    scene = lessons(app)
    key(app, KEYS["back"])
    row = scene.list.row_rect(3)
    hover(app, row.center)
    click(app, row.center)
    assert not scene.listing and scene.index == STARTS[3]
    click(app, (WIDTH * 3 // 4, HEIGHT // 3))
    assert scene.index == STARTS[3] + 1
    (hint,) = scene._layout().of(Part.HINT)
    start = hint.rect.x + hint.text.index("ESC LESSONS") * ADVANCE
    click(app, (start + 3, hint.rect.centery))
    assert scene.listing and scene.list.index == 3


def test_the_list_keeps_its_numbers_in_one_column_and_clear_of_the_key_hints(app):
    scene = lessons(app)
    key(app, KEYS["back"])
    font, drawn = app.ctx.font, {}
    draw = font.draw

    def spy(surface, text, *args, **kwargs):
        drawn[text] = rect = draw(surface, text, *args, **kwargs)
        return rect

    font.draw = spy
    app.draw()
    rows = [(label.split()[0], drawn[label.lstrip()]) for label in scene.titles]
    assert [number for number, _ in rows] == [str(PAGES[start].lesson) for start in STARTS]
    number_ends = {rect.x + font.size(number)[0] for number, rect in rows}
    assert len(number_ends) == 1  # 9 above 10: the numbers right-aligned, every title in one column
    assert rows[-1][1].bottom + 3 <= FOOTER_Y  # blank rows between the last lesson and the key hints


def test_every_page_shows_its_keys_in_the_footer_and_a_lessons_last_page_where_right_goes(app):
    scene = lessons(app)
    for index in range(len(PAGES)):
        frame_hint = scene._frame().hint
        assert frame_hint is not None
        hint = frame_hint.text
        assert scene.hint().text == hint
        # Drawn as written at 320x180: no key's name or word shortened away, inside the title-safe width.
        assert shown_text(scene.hint()) == hint and len(hint) * ADVANCE - 1 <= TITLE_SAFE.width, hint
        lesson = PAGES[index].lesson
        if PAGES[index].free:  # its own keys, and LEFT and RIGHT leave its one page for the lessons either side
            assert hint == "↑↓ NEXT CELL  ENTER PLAY  U UNDO  ←→ LESSON"
            key(app, KEYS["right"])
            continue
        assert "ESC LESSONS" in hint and "P PAUSE" in hint, hint
        if index + 1 < len(PAGES) and index + 1 not in STARTS:  # UP and DOWN jump a lesson: said where they go
            assert ("↓ LESSON" if index == 0 else "↑↓ LESSON" if lesson < PAGES[-1].lesson else "↑ LESSON") in hint
        if index + 1 == len(PAGES):  # the very last page: nothing after it, and RIGHT stays
            assert "→" not in hint and "↓" not in hint and "← PAGE  ↑ LESSON" in hint
            key(app, KEYS["right"])
            assert scene.index == index and not scene.listing
        elif index + 1 in STARTS:  # RIGHT (and DOWN) open the next lesson: the page says which
            assert "← PAGE" in hint and f"↓→ NEXT: LESSON {lesson + 1}" in hint, hint
            key(app, KEYS["right"])
            assert (scene.page.lesson, scene.page_in_lesson) == (lesson + 1, 1)
        else:
            assert ("→ PAGE" if index == 0 else "←→ PAGE") in hint and "NEXT" not in hint, hint
            key(app, KEYS["right"])


def test_up_and_down_jump_to_the_lessons_first_pages(app):
    scene = lessons(app)
    for start in STARTS[1:]:
        key(app, KEYS["right" if PAGES[scene.index].free else "down"])  # a free board's one page turns on
        assert scene.index == start
    if not PAGES[scene.index].free:  # on a free board UP and DOWN move the cursor
        key(app, KEYS["down"])
        assert scene.index == STARTS[-1]
    for i in range(len(STARTS) - 1, 0, -1):
        if PAGES[STARTS[i]].free:
            key(app, KEYS["left"])  # off the free board, into the lesson before (its last page)
            assert scene.index == STARTS[i] - 1
        else:
            key(app, KEYS["up"])
            assert scene.index == STARTS[i - 1]
    key(app, KEYS["up"])
    assert scene.index == 0


def test_up_from_inside_a_lesson_goes_to_the_previous_lessons_first_page(app):
    scene = lessons(app)
    inside = next((i for i in range(1, len(PAGES)) if i not in STARTS and STARTS.index(max(s for s in STARTS if s < i))
                   and not PAGES[i].free), None)
    if inside is None:
        pytest.skip("no second page in any lesson after the first")
    for _ in range(inside):
        key(app, KEYS["right"])
    own = max(s for s in STARTS if s < inside)
    key(app, KEYS["up"])
    assert scene.index == STARTS[STARTS.index(own) - 1]


def test_the_pad_pages_as_the_keyboard_does(app):
    scene = lessons(app)
    button(app, PAD["right"], PAD_1)
    button(app, pygame.CONTROLLER_BUTTON_A, PAD_1)
    assert scene.index == 2
    button(app, PAD["left"], PAD_1)
    assert scene.index == 1
    button(app, pygame.CONTROLLER_BUTTON_B, PAD_1)
    assert scene.listing


def test_a_click_on_the_right_half_goes_forward_and_the_left_half_back(app):
    scene = lessons(app)
    click(app, (WIDTH * 3 // 4, HEIGHT // 2))
    click(app, (WIDTH - 2, 2))
    assert scene.index == 2
    click(app, (WIDTH // 4, HEIGHT // 2))
    assert scene.index == 1


def test_pause_opens_the_overlay(app):
    key(app, pygame.K_p)
    assert app.ctx.scenes.names()[-2:] == ["lessons", "pause"]


def left_alone(app: App, ticks: int) -> None:
    """Run ``ticks`` with nobody touching anything (no drawing: the idle watch counts ticks, not frames)."""
    for _ in range(ticks):
        app.poll()
        app.step()


def test_the_idle_watch_leaves_a_lesson_alone_and_not_the_menu(app):
    idle = seconds_to_ticks(app.ctx.config.attract_idle_seconds)
    assert idle > 0  # the watch is on, as on a cabinet
    left_alone(app, 2 * idle)
    assert app.ctx.scenes.names() == [MENU, "lessons"]  # a teacher's lesson never times out
    key(app, KEYS["back"])  # to the list of lessons
    key(app, KEYS["back"])  # to the menu
    assert app.ctx.scenes.names() == [MENU]
    left_alone(app, idle)  # the control: the menu left alone goes to the attract mode
    assert app.ctx.scenes.names() == [MENU, "wargames"]


def test_each_page_shown_is_logged_once(app, log):
    key(app, KEYS["right"])
    key(app, KEYS["left"])
    shown = events(log, "lesson_page")
    assert [(e["lesson"], e["page"]) for e in shown] == [(PAGES[0].lesson, 1), (PAGES[1].lesson, 2 - (1 in STARTS)),
                                                           (PAGES[0].lesson, 1)]


def test_a_step_of_one_mark_is_found_and_anything_else_is_not():
    assert step_between(Board(), Board.from_moves([4])) == 4
    assert step_between(Board.from_moves([4]), Board.from_moves([4, 0])) == 0
    assert step_between(Board(), Board.from_moves([4, 0])) is None
    assert step_between(Board.from_moves([4, 0]), Board.from_moves([4])) is None
    assert step_between(Board.from_moves([4]), Board.from_moves([3])) is None


def test_a_new_mark_appears_during_the_step(app):
    scene = lessons(app)
    stepped = next((i for i in range(1, len(PAGES)) if step_between(PAGES[i - 1].board, PAGES[i].board) is not None), None)
    if stepped is None:
        pytest.skip("no page adds one mark to the page before")
    for _ in range(stepped):
        key(app, KEYS["right"])
    assert scene.step == step_between(PAGES[stepped - 1].board, PAGES[stepped].board)
    early = frame(app)
    run_ticks(app, STEP_TICKS)
    assert frame(app) != early


@needs_free
def test_the_free_page_places_undoes_and_recomputes(app, log):
    scene = lessons(app)
    for _ in range(FREE):
        key(app, KEYS["right"])
    start = PAGES[FREE].board
    key(app, KEYS["select"])  # at the centre
    placed = start.play(scene.cursor) if scene.cursor in start.legal_moves() else start
    assert scene.free_boards[FREE] == placed
    assert scene.page == free_board_page(placed)
    key(app, KEYS["select"])  # the same square again: taken, nothing changes
    assert scene.free_boards[FREE] == placed
    key(app, KEYS["down"])  # the cursor steps to the next square
    key(app, KEYS["select"])
    assert scene.free_boards[FREE].ply == placed.ply + (scene.cursor in placed.legal_moves())
    key(app, KEYS["undo"])
    key(app, KEYS["undo"])
    assert scene.free_boards[FREE] == start
    assert scene.page == free_board_page(start)
    assert scene.index == FREE  # select and undo never turned the page
    boards = [e["board"] for e in events(log, "lesson_board")]
    assert boards[-1] == start.notation() and len(boards) >= 2


@needs_free
def test_a_click_on_a_free_square_places_there_and_a_finished_board_takes_no_more(app):
    scene = lessons(app)
    for _ in range(FREE):
        key(app, KEYS["right"])
    board = scene.free_boards[FREE]
    for square in (0, 3, 1, 4, 2, 5):  # X takes the top row on its third move; 5 is refused
        # Each page lays out afresh (its notes may change), so aim at the page shown now.
        rect = cell_rects(scene.page.views[0], scene._layout().boards[0])[square]
        hover(app, rect.center)
        click(app, rect.center)
        if square in board.legal_moves():
            board = board.play(square)
        assert scene.free_boards[FREE] == board
        assert scene.cursor == square
    # The free page opens on an empty board, so the row is X's and the refused 5 left it as it was.
    assert board == Board.from_moves([0, 3, 1, 4, 2]) and board.outcome().winner is Mark.X
    assert scene.index == FREE


def test_a_recorded_walk_through_every_page_ends_on_the_last_with_one_event_a_page(tmp_path):
    log = tmp_path / "walk.jsonl"
    script = ActionScript(scene="lessons").wait(2).press(Action.SELECT).wait(2)
    for _ in range(len(PAGES) - 1):
        script.press(Action.RIGHT).wait(3)
    app = App(replace(session_options(script.replay()), event_log=log), default_registry())
    try:
        run_script(app, script)
        assert lessons(app).index == len(PAGES) - 1
    finally:
        app.close()
    shown = events(log, "lesson_page")
    assert len(shown) == len(PAGES)
    assert [e["lesson"] for e in shown] == [page.lesson for page in PAGES]
