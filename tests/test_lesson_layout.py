"""Every page of every lesson is readable at 320x180: checked on the layout the LESSONS scene draws.

``lay_out`` is the one place drawing and hit-testing take every text's box
from, so these tests check what the screen shows: no text over another or
over a board's digit, every text inside the screen and inside its panel,
and no word cut or left out -- the text drawn is the text the page means.
The free board is checked on a few positions as well as empty, and every
page in the normal and the PRESENTER layout, each laid out as the scene
lays it out: with what its lesson keeps on every page (``fit_lesson``).
A projector crops the picture's edges, so every text stays in the
title-safe area, and a lesson's pages keep their caption's size and their
boards' places, so turning a page moves nothing the class is reading.
"""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.app.render.font import BitmapFont
from game.app.render.lesson_layout import SCREEN, LessonLayout, Part, fit_lesson, lay_out
from game.app.scenes.lessons import FREE_HINT, PAGE_HINT, TO_LIST
from game.engine import Board, View
from game.lessons import all_pages, free_board_page
from game.lessons.magic_sums import DURER
from game.lessons.page import Page

FONT = BitmapFont.load()
#: Free boards a teacher might set: an opening, a fork, a won game, a full board.
FREE_POSITIONS = ((4,), (4, 0, 8), (0, 3, 1, 4, 2), (4, 0, 8, 2, 1, 7, 6, 3, 5))
PAGES: tuple[Page, ...] = (*all_pages(), *(free_board_page(Board.from_moves(m)) for m in FREE_POSITIONS))


def page_id(page: Page) -> str:
    return f"lesson{page.lesson}-{page.caption[0][:24]}"


LESSONS = tuple(sorted({page.lesson for page in all_pages()}))
#: 5% in from each edge of the 320x180 screen: 16 pixels left and right, 9 top and bottom.
TITLE_SAFE = pygame.Rect(16, 9, 320 - 2 * 16, 180 - 2 * 9)


def lesson_pages(lesson: int) -> tuple[Page, ...]:
    return tuple(page for page in all_pages() if page.lesson == lesson)


FITS = {(lesson, big): fit_lesson(FONT, lesson_pages(lesson), big) for lesson in LESSONS for big in (False, True)}


def layout(page: Page, big: bool) -> LessonLayout:
    return lay_out(FONT, page, "LESSON 8  PAGE 16/16", FREE_HINT if page.free else PAGE_HINT, big,
                   FITS[page.lesson, big])


def words(lines) -> list[str]:
    return " ".join(lines).split()


@pytest.fixture(params=[False, True], ids=["normal", "presenter"])
def big(request) -> bool:
    return request.param


@pytest.mark.parametrize("page", PAGES, ids=page_id)
def test_no_text_lies_over_another_or_over_a_digit(page, big):
    texts = layout(page, big).texts
    for a, b in itertools.combinations(texts, 2):
        assert not a.rect.colliderect(b.rect), f"{a.part.value} {a.text!r} {a.rect} over {b.part.value} {b.text!r} {b.rect}"


@pytest.mark.parametrize("page", PAGES, ids=page_id)
def test_every_text_lies_inside_the_screen_and_its_panel(page, big):
    for text in layout(page, big).texts:
        assert SCREEN.contains(text.rect), f"{text.text!r} {text.rect} off the screen"
        assert text.panel.contains(text.rect), f"{text.text!r} {text.rect} outside its panel {text.panel}"


@pytest.mark.parametrize("page", PAGES, ids=page_id)
def test_the_text_drawn_is_the_text_the_page_means(page, big):
    lay = layout(page, big)
    assert words(t.text for t in lay.of(Part.CAPTION)) == words(page.caption)
    assert words(t.text for t in lay.of(Part.NOTE)) == words(page.notes)
    assert words(t.text for t in lay.of(Part.SOURCE)) == words((page.source,))
    assert [t.text for t in lay.of(Part.TITLE)] == [page.title]
    assert sorted(t.text for t in lay.of(Part.ARROW)) == sorted(a.label for a in page.arrows if a.label)
    shown = {(t.square, t.text) for t in lay.of(Part.LABEL)}
    assert {(sq, text) for sq, (text, _) in page.labels.items()} <= shown  # each label in at least one view


@pytest.mark.parametrize("page", PAGES, ids=page_id)
def test_every_page_names_its_keys_in_the_footer(page):
    (hint,) = layout(page, False).of(Part.HINT)
    assert "←→" in hint.text and TO_LIST in hint.text


def test_the_boards_keep_their_room_beside_the_texts():
    """A board under the caption or the source would be hidden: every board lies above the caption."""
    for page in PAGES:
        lay = layout(page, False)
        top = min(t.rect.top for t in lay.of(Part.CAPTION))
        assert all(board.bottom <= top and board.height > 0 for board in lay.boards), page_id(page)
        assert all(panel.bottom <= top for panel in lay.notes), page_id(page)


@pytest.mark.parametrize("page", PAGES, ids=page_id)
def test_every_text_lies_inside_the_title_safe_area(page, big):
    outside = [(t.text, t.rect) for t in layout(page, big).texts if not TITLE_SAFE.contains(t.rect)]
    assert outside == []


@pytest.mark.parametrize("lesson", LESSONS)
def test_a_lessons_pages_keep_the_captions_size_and_place_and_the_boards_places(lesson, big):
    pages = lesson_pages(lesson)
    lays = [layout(page, big) for page in pages]
    assert len({t.scale for lay in lays for t in lay.of(Part.CAPTION)}) == 1
    assert len({lay.of(Part.CAPTION)[0].rect.top for lay in lays}) == 1  # the first line never moves
    boards: dict[tuple[View, ...], set] = {}
    panels: dict[tuple[tuple[View, ...], int], set] = {}  # where the notes' columns stand, by their count
    for page, lay in zip(pages, lays):
        boards.setdefault(page.views, set()).add(tuple(tuple(board) for board in lay.boards))
        panels.setdefault((page.views, len(lay.notes)), set()).add(tuple(panel.left for panel in lay.notes))
    assert all(len(rects) == 1 for rects in boards.values()), boards
    assert all(len(lefts) == 1 for lefts in panels.values()), panels


def page_of(caption: tuple[str, ...]) -> Page:
    return Page(1, "A LESSON", caption, Board(), notes=("A NOTE",))


def test_presenter_makes_a_lessons_captions_bigger_only_where_every_page_has_room():
    # At scale 2 a line holds 24 characters (12 pixels each, in 288): these 50 take three lines, "ROW 1: ONE FREE
    # CELL," "THE REST THEIRS: BLOCK," "+10." -- PRESENTER's four at most, not the normal two.
    short = (page_of(("ROW 1:",)), page_of(("ROW 1: ONE FREE CELL, THE REST THEIRS: BLOCK, +10.",)))
    assert fit_lesson(FONT, short, big=True).caption_scale == 2
    assert fit_lesson(FONT, short, big=False).caption_scale == 1
    long = (*short, page_of(("THE HEAVIEST FREE CELL IS O'S MOVE: TOP RIGHT.", "WIN FIRST, THEN BLOCK, THEN THE CELL",
                             "WITH THE MOST LINES STILL OPEN.")))
    assert fit_lesson(FONT, long, big=True).caption_scale == 1  # 113 characters: 5 lines at scale 2, one too many
    lays = [lay_out(FONT, page, "", PAGE_HINT, True, fit_lesson(FONT, long, big=True)) for page in long]
    assert {t.scale for lay in lays for t in lay.of(Part.CAPTION)} == {1}


def test_several_boards_each_stand_under_the_name_of_their_game():
    """On every lesson's page; a free board whose position gives it more notes than the lesson keeps room for may
    give up the names for the room (only then)."""
    for page in all_pages():
        if len(page.views) < 2:
            continue
        lay = layout(page, False)
        names = lay.of(Part.VIEW_NAME)
        assert [t.text for t in names] == [{View.PICK15: "PICK15", View.TICTACTOE: "TICTACTOE",
                                            View.MAGIC15: "MAGIC15"}[view] for view in page.views], page_id(page)
        for name, board in zip(names, lay.boards):
            assert name.rect.bottom <= board.top and board.left <= name.rect.centerx <= board.right


def test_durers_square_is_drawn_as_a_board_with_its_sixteen_numbers():
    pages = [page for page in all_pages() if page.square]
    assert pages and all(page.square == DURER for page in pages)
    for page in pages:
        lay = layout(page, True)
        (board,) = lay.boards
        numbers = lay.of(Part.NUMBER)
        assert [t.text for t in numbers] == "16 3 2 13 5 10 11 8 9 6 7 12 4 15 14 1".split()
        assert all(board.contains(t.rect) for t in numbers)
        assert min(board.size) >= 90  # as big as the page allows: most of the height between header and caption


def test_layout_rects_are_pygame_rects():
    assert all(isinstance(t.rect, pygame.Rect) for t in layout(PAGES[0], False).texts)
