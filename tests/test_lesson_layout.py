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

A cell label is checked against everything a board draws as well as the
texts: the layout names each board's marks, grid lines and highlight frames
(``LessonLayout.shapes``), and a drawing of the page without its labels
shows that nothing but background lies under each label.  The free board is
checked so in every position of its first three plies and a sample of later
ones.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import replace
from functools import cache

import pygame
import pytest

from game.app.render.boardviews import Look
from game.app.render.font import BitmapFont
from game.app.render import lesson_view
from game.app.render.lesson_boards import Ink, Shape
from game.app.render.lesson_layout import SCREEN, LessonLayout, fit_lesson, lay_out
from game.app.render.lesson_texts import Part
from game.app.render.lesson_view import LessonFrame, draw_lesson
from game.app.render.palette import palette_for
from game.values.theme import Theme
from game.app.scenes.lessons import FREE_HINT, PAGE_HINT, TO_LIST
from default_keys import said
from game.engine import Board, View
from game.lessons import all_pages, free_board_page
from game.lessons.magic_sums import DURER
from game.lessons.page import Page, Tone

FONT = BitmapFont.load()
#: Free boards a teacher might set: an opening, a fork, a won game, a full board.
FREE_POSITIONS = ((4,), (4, 0, 8), (0, 3, 1, 4, 2), (4, 0, 8, 2, 1, 7, 6, 3, 5))
PAGES: tuple[Page, ...] = (*all_pages(), *(free_board_page(Board.from_moves(m)) for m in FREE_POSITIONS))
FREE_PLIES = 3  # every free board this many marks deep is checked
FREE_SAMPLE = 40  # and so many later positions, from random games with a fixed seed
SEED = 37


def free_boards() -> list[Board]:
    """Every position of the first ``FREE_PLIES`` plies, then a seeded sample of positions further on."""
    boards = [Board()]
    for ply in range(FREE_PLIES):
        boards += [b.play(m) for b in boards if b.ply == ply for m in b.legal_moves()]
    boards = list(dict.fromkeys(boards))
    early = len(boards)
    rng = random.Random(SEED)
    while len(boards) < early + FREE_SAMPLE:
        board = Board()
        for _ in range(rng.randrange(FREE_PLIES + 1, 10)):
            if board.is_over():
                break
            board = board.play(rng.choice(board.legal_moves()))
        if board not in boards:
            boards.append(board)
    return boards


# The free boards' pages are worked out when a test first asks, once a process: each asks every opponent for its
# move, and at import they were worked out again by every worker for every run, even one that checks none of them.
@cache
def free_pages() -> tuple[Page, ...]:
    return tuple(free_board_page(b) for b in free_boards())


@cache
def every_page() -> tuple[Page, ...]:
    return (*all_pages(), *free_pages())


@cache
def crowded_pages() -> tuple[Page, ...]:
    """Free boards with a row or two more of notes, so the boards are near as small as lesson 9's were (13- and
    10-pixel cells): a page with less room shows fewer labels, and still none over anything."""
    return tuple(replace(page, notes=page.notes + ("MORE NOTES",) * extra)
                 for page in free_pages()[:40] for extra in (2, 3))


def page_id(page: Page) -> str:
    return f"lesson{page.lesson}-{page.caption[0][:24]}"


LESSONS = tuple(sorted({page.lesson for page in all_pages()}))
#: 5% in from each edge of the 320x180 screen: 16 pixels left and right, 9 top and bottom.
TITLE_SAFE = pygame.Rect(16, 9, 320 - 2 * 16, 180 - 2 * 9)


def lesson_pages(lesson: int) -> tuple[Page, ...]:
    return tuple(page for page in all_pages() if page.lesson == lesson)


FITS = {(lesson, big): fit_lesson(FONT, lesson_pages(lesson), big) for lesson in LESSONS for big in (False, True)}


def layout(page: Page, big: bool) -> LessonLayout:
    return lay_out(FONT, page, "LESSON 8  PAGE 16/16", said(FREE_HINT if page.free else PAGE_HINT), big,
                   FITS[page.lesson, big])


@cache
def laid_out(big: bool, crowded: bool = False) -> tuple[tuple[Page, LessonLayout], ...]:
    """Every page checked whole (or the crowded ones), each with its layout: laid out once a process, read by
    several tests (none changes a layout)."""
    return tuple((page, layout(page, big)) for page in (crowded_pages() if crowded else every_page()))


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


@pytest.mark.parametrize("big", [False, True], ids=["normal", "presenter"])
def test_no_two_labels_touch(big):
    """Lesson 9's Pick15 row put its labels in a zigzag, each frame against the next: they read as one pile."""
    for page, lay in laid_out(big):
        labels = lay.of(Part.LABEL)
        for a, b in itertools.combinations(labels, 2):
            assert not a.rect.inflate(2, 2).colliderect(b.rect), (page_id(page), page.board.notation(), a, b)


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
    assert "←→" in hint.text and (page.free or said(TO_LIST).text in hint.text)


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
    lays = [lay_out(FONT, page, "", said(PAGE_HINT), True, fit_lesson(FONT, long, big=True)) for page in long]
    assert {t.scale for lay in lays for t in lay.of(Part.CAPTION)} == {1}


def test_several_boards_each_stand_under_the_name_of_their_game():
    """On every lesson's page but the free board's, whose many notes leave its boards room for their labels only
    without the names."""
    for page in all_pages():
        if len(page.views) < 2 or page.free:
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


def covered(lay: LessonLayout, big: bool) -> list[str]:
    """Each label that lies over a text (a digit, another label, an arrow's name) or over what a board draws."""
    found = []
    for label in lay.of(Part.LABEL):
        for text in lay.texts:
            if text is not label and label.rect.colliderect(text.rect):
                found.append(f"{label.text!r} over {text.part.value} {text.text!r}")
        for shape in lay.shapes:
            if label.rect.collidelist(list(shape.pixels())) >= 0:
                found.append(f"{label.text!r} (square {label.square}) over {shape.ink.value} in {shape.view.value}"
                             f" (square {shape.square})")
    return found


@pytest.mark.parametrize("big", [False, True], ids=["normal", "presenter"])
def test_no_label_covers_a_digit_a_mark_a_grid_line_a_frame_or_another_text(big):
    """Lesson 9's labels piled on each other and on the marks, covered the tops of Pick15's boxes 6-9 and a
    highlight frame's stroke: every lesson page and every free board checked here covers none of them."""
    found = {page_id(page) + " " + page.board.notation(): covered(lay, big)
             for page, lay in (*laid_out(big), *laid_out(big, crowded=True))}
    assert {page: what for page, what in found.items() if what} == {}


@pytest.mark.parametrize("big", [False, True], ids=["normal", "presenter"])
def test_a_highlight_frame_keeps_a_pixel_clear_of_every_number(big):
    """The Lo-Shu's green frames crossed its numbers, 2 read as 7 and 6 as A: a pixel stays clear round each."""
    found = []
    for page, lay in (*laid_out(big), *laid_out(big, crowded=True)):
        numbers = [t.rect.inflate(2, 2) for t in lay.of(Part.DIGIT)]
        for frame in (s for s in lay.shapes if s.ink is Ink.FRAME):
            if any(stroke.collidelist(numbers) >= 0 for stroke in frame.pixels()):
                found.append((page_id(page), page.board.notation(), frame.view.value, frame.square))
    assert found == []


def drawn(page: Page, big: bool) -> pygame.Surface:
    surface = pygame.Surface(SCREEN.size)
    theme = Theme.GREEN_BLUE if page.green_blue else Theme.XO
    look = Look(palette_for(theme, big), FONT, theme, first_as_o=page.first_as_o)
    hint = said(FREE_HINT if page.free else PAGE_HINT)
    draw_lesson(surface, LessonFrame(page, "LESSON 8  PAGE 16/16", 0, hint=hint, big=big, fit=FITS[page.lesson, big]),
                look)
    return surface


@pytest.mark.parametrize("big", [False, True], ids=["normal", "presenter"])
def test_under_each_label_the_page_without_it_draws_nothing(big, monkeypatch):
    """The layout's shapes checked against the drawing itself: drawn with no label painted, the page shows only
    background where each label goes (a frame thick at this age, as a highlight is half of the time).  Arrows
    are left out: their shafts run from a cell's centre, under its label, and stop short of their target's."""
    monkeypatch.setattr(lesson_view, "_draw_label", lambda *args: None)
    found = []
    for page in (*all_pages(), *free_pages()[::4], *crowded_pages()[::4]):
        bare = drawn(replace(page, arrows=()), big)  # a label may cut an arrow's shaft, never its head
        background = bare.get_at((0, SCREEN.bottom - 1))
        for label in layout(page, big).of(Part.LABEL):
            r = label.rect
            if any(bare.get_at((x, y)) != background for x in range(r.left, r.right) for y in range(r.top, r.bottom)):
                found.append((page_id(page), page.board.notation(), label.square, label.text))
    assert found == []


@pytest.mark.parametrize("big", [False, True], ids=["normal", "presenter"])
def test_a_board_shows_all_its_page_labels_or_none(big):
    """A board with some free numbers labelled and some not reads as if the others had none to give."""
    for page, lay in laid_out(big):
        for rect in lay.boards:
            shown = {t.square for t in lay.of(Part.LABEL) if rect.contains(t.rect) or t.panel == rect}
            assert shown in (set(), set(page.labels)), (page_id(page), page.board.notation())


@pytest.mark.parametrize("big", [False, True], ids=["normal", "presenter"])
def test_every_free_number_gets_its_label_on_some_board(big):
    """Lesson 9 labelled Pick15's boxes 1-5 and left 6-9 bare: every label a page gives is shown, whole, on a
    board that shows them all, on every lesson page and every free board checked here."""
    missing = {}
    for page, lay in laid_out(big):
        whole = [rect for rect in lay.boards
                 if {(t.square, t.text) for t in lay.of(Part.LABEL) if t.panel == rect}
                 == {(sq, text) for sq, (text, _) in page.labels.items()}]
        if page.labels and not whole:
            missing[page_id(page) + " " + page.board.notation()] = sorted(page.labels)
    assert missing == {}


def test_a_note_that_goes_on_from_the_one_before_shares_its_column():
    """Lesson 9 put LOOKAHEAD at the foot of one column and its move, on the line under it, atop the other.  A note
    beginning with a space goes on from the one before (a move under its opponent, a table's next row): the split
    moves to the side that leaves the longer column shortest, and no page has a column beginning with one."""
    notes = ("RANDOM ANY", "NAIVE ANY", "CENTRE ANY", "LOOKAHEAD", "  2 4 6 8 25%", "MAGIC 5", "XKCD 8")
    lay = layout(replace(free_board_page(Board()), notes=notes), False)
    columns = [[t.text for t in lay.of(Part.NOTE) if panel.contains(t.rect)] for panel in lay.notes]
    assert columns == [["RANDOM ANY", "NAIVE ANY", "CENTRE ANY"], ["LOOKAHEAD", "  2 4 6 8 25%", "MAGIC 5", "XKCD 8"]]
    for page, lay in laid_out(False):
        for panel in lay.notes[1:]:
            first = min((t for t in lay.of(Part.NOTE) if panel.contains(t.rect)), key=lambda t: t.rect.top)
            assert not first.text.startswith(" "), (page_id(page), page.board.notation(), first.text)


@pytest.mark.parametrize("width", [1, 2])
@pytest.mark.parametrize("tone", [Tone.GOOD, Tone.BAD, Tone.NEUTRAL])
def test_every_tone_draws_its_frame_in_the_strokes_the_layout_keeps_clear(tone, width):
    """A dashed or bracketed frame 2 thick was drawn a pixel further in than a solid one, and a pixel past its
    rectangle: each tone keeps to the band ``width`` in from the rectangle's edge, and draws some of it."""
    surface = pygame.Surface((40, 40))
    frame = Shape(Ink.FRAME, pygame.Rect(10, 10, 20, 18), View.MAGIC15, 0, width)
    lesson_view.draw_tone_frame(surface, frame.rect, tone, (255, 255, 255), width)
    lit = {(x, y) for x in range(40) for y in range(40) if surface.get_at((x, y))[0]}
    band = {(x, y) for r in frame.pixels() for x in range(r.left, r.right) for y in range(r.top, r.bottom)}
    assert lit and lit <= band
    assert (10, 10) in lit  # the first corner: every tone draws it


def caption_texts(caption: tuple[str, ...], lines: int) -> tuple[str, ...]:
    """A caption as a page of a lesson whose tallest caption takes ``lines`` lines draws it."""
    page = Page(1, "A LESSON", caption, Board())
    fit = fit_lesson(FONT, (page, Page(1, "A LESSON", ("WORD " * 9 + "WORD.",) * lines, Board())))
    return tuple(t.text for t in lay_out(FONT, page, "", None, fit=fit).of(Part.CAPTION))


def test_a_caption_is_its_sentences_wrapped_in_the_fewest_lines_breaking_where_a_reader_pauses():
    """A translation longer than the English reflows: never cut, each line inside the 48 characters of the title-safe
    width, broken at a sentence's end or a comma rather than mid-clause, in as few lines as it takes."""
    caption = ("GREEN PICKS 6.", "IT BLOCKS 4+5+6 = 15, SO BLUE MUST ANSWER THE FORK AT ONCE OR LOSE.")
    assert caption_texts(caption, 1) == ("GREEN PICKS 6. IT BLOCKS 4+5+6 = 15,",
                                         "SO BLUE MUST ANSWER THE FORK AT ONCE OR LOSE.")


def test_a_caption_takes_the_lessons_room_where_more_lines_break_it_at_sentences():
    """Where the lesson's tallest caption leaves room for a line more, a caption breaks at its sentences' ends and
    its colon rather than mid-sentence; without the room, in two lines."""
    caption = ("BLUE BLOCKS AT MIDDLE RIGHT.", "GREEN STILL HAS A LINE: ONE BLOCK CANNOT STOP A FORK.")
    assert caption_texts(caption, 3) == ("BLUE BLOCKS AT MIDDLE RIGHT.", "GREEN STILL HAS A LINE:",
                                         "ONE BLOCK CANNOT STOP A FORK.")
    assert caption_texts(caption, 1) == ("BLUE BLOCKS AT MIDDLE RIGHT. GREEN STILL",
                                         "HAS A LINE: ONE BLOCK CANNOT STOP A FORK.")
