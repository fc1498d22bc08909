"""Every page of every lesson is readable at 320x180: checked on the layout the LESSONS scene draws.

``lay_out`` is the one place drawing and hit-testing take every text's box
from, so these tests check what the screen shows: no text over another or
over a board's digit, every text inside the screen and inside its panel,
and no word cut or left out -- the text drawn is the text the page means.
The free board is checked on a few positions as well as empty, and every
page in the normal and the PRESENTER layout.
"""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.app.render.font import BitmapFont
from game.app.render.lesson_layout import SCREEN, LessonLayout, Part, lay_out
from game.app.scenes.lessons import FREE_HINT, PAGE_HINT, TO_LIST
from game.engine import Board
from game.lessons import all_pages, free_board_page
from game.lessons.page import Page

FONT = BitmapFont.load()
#: Free boards a teacher might set: an opening, a fork, a won game, a full board.
FREE_POSITIONS = ((4,), (4, 0, 8), (0, 3, 1, 4, 2), (4, 0, 8, 2, 1, 7, 6, 3, 5))
PAGES: tuple[Page, ...] = (*all_pages(), *(free_board_page(Board.from_moves(m)) for m in FREE_POSITIONS))


def page_id(page: Page) -> str:
    return f"lesson{page.lesson}-{page.caption[0][:24]}"


def layout(page: Page, big: bool) -> LessonLayout:
    return lay_out(FONT, page, "LESSON 8  PAGE 16/16", FREE_HINT if page.free else PAGE_HINT, big)


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
    assert [t.text for t in lay.of(Part.SOURCE)] == [page.source]
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


def test_presenter_makes_captions_bigger_where_they_fit():
    grown = [page for page in all_pages()
             if max(t.scale for t in layout(page, True).of(Part.CAPTION))
             > max(t.scale for t in layout(page, False).of(Part.CAPTION))]
    assert len(grown) >= len(all_pages()) // 3


def test_layout_rects_are_pygame_rects():
    assert all(isinstance(t.rect, pygame.Rect) for t in layout(PAGES[0], False).texts)
