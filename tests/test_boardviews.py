"""Board drawing: geometry of the three views, hit tests, and colours where marks are."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.app.render.boardviews import (
    Look,
    cell_rects,
    draw_board,
    draw_transition,
    fifteen_text,
    grid_lines,
    number_rect,
    rect_between,
    square_at,
)
from game.app.render.font import BitmapFont
from game.app.render.game_layout import ROW_RECT, Display, layout
from game.app.render.palette import PALETTES, WOPR, palette_for, wopr_palette
from game.values.theme import Theme
from game.engine import SQUARES, Board, Mark, View, number_of

RECTS = [pygame.Rect(10, 20, 300, 120), pygame.Rect(0, 0, 75, 54), pygame.Rect(5, 5, 40, 30)]


@pytest.fixture(scope="module")
def font() -> BitmapFont:
    pygame.init()
    return BitmapFont.load()


@pytest.mark.parametrize("view", list(View))
@pytest.mark.parametrize("rect", RECTS)
def test_cells_fit_do_not_overlap_and_hit_test(view: View, rect: pygame.Rect) -> None:
    cells = cell_rects(view, rect)
    assert len(cells) == 9
    for i, a in enumerate(cells):
        assert rect.contains(a) and a.width > 0
        assert square_at(view, rect, a.center) == i
        for b in cells[i + 1:]:
            assert not a.colliderect(b)


def test_pick15_lists_numbers_in_order() -> None:
    cells = cell_rects(View.PICK15, RECTS[0])
    by_number = sorted(SQUARES, key=number_of)
    xs = [cells[s].x for s in by_number]
    assert xs == sorted(xs) and len(set(cells[s].y for s in SQUARES)) == 1


def test_grid_views_place_squares_row_major() -> None:
    for view in (View.TICTACTOE, View.MAGIC15):
        cells = cell_rects(view, RECTS[0])
        for s in SQUARES:
            assert (cells[s].x, cells[s].y) == (cells[s % 3].x, cells[(s // 3) * 3].y)


@pytest.mark.parametrize("theme", list(Theme))
@pytest.mark.parametrize("view", list(View))
def test_marks_are_drawn_in_their_owners_colour(theme: Theme, view: View, font: BitmapFont, positions) -> None:
    look = Look(PALETTES[theme], font, theme)
    surface = pygame.Surface((320, 180))
    for board in positions[::131]:
        surface.fill(look.palette.background)
        cells = draw_board(surface, RECTS[0], view, board, look)
        for square in SQUARES:
            mark = board.mark_at(square)
            region = surface.subsurface(cells[square])
            colours = {tuple(region.get_at((x, y)))[:3] for x in range(0, region.get_width(), 2) for y in range(0, region.get_height(), 2)}
            if mark is not None:
                assert look.palette.mark(mark) in colours, (board, square)
            else:
                assert not {look.palette.mark(m) for m in Mark} & colours or board.outcome() is not None


def corners_lit(surface: pygame.Surface, cell: pygame.Rect, colour) -> int | None:
    """How many corners of the box around ``colour``'s pixels in ``cell`` are that colour (None: no such pixel).

    A cross or a square reaches the corners of its own bounding box; a ring or a disc never does.
    """
    lit = [(x, y) for x in range(cell.left, cell.right) for y in range(cell.top, cell.bottom)
           if tuple(surface.get_at((x, y)))[:3] == colour]
    if not lit:
        return None
    xs, ys = [x for x, _ in lit], [y for _, y in lit]
    corners = {(x, y) for x in (min(xs), max(xs)) for y in (min(ys), max(ys))}
    return sum(tuple(surface.get_at(c))[:3] == colour for c in corners)


def assert_marks_in_colour_and_shape(surface: pygame.Surface, cells, board: Board, look: Look, where: str,
                                     *, apart: bool = True) -> None:
    """Each mark is in its owner's colour (X square-cornered, O round); apart, no empty cell holds a mark's colour."""
    for square in SQUARES:
        mark = board.mark_at(square)
        lit = {m: corners_lit(surface, cells[square], look.palette.mark(m)) for m in Mark}
        if mark is None:
            assert set(lit.values()) == {None} or not apart, (where, square)
        elif mark is Mark.X:
            assert lit[Mark.X], (where, square)
        else:
            assert lit[Mark.O] == 0, (where, square)


def test_small_and_vector_boards_draw(font: BitmapFont) -> None:
    look = Look(WOPR, font, vector=True)
    board = Board.from_moves([4, 0, 8, 2, 1])  # not over: no winning line over the marks
    surface = pygame.Surface((320, 180))
    for view in View:
        for rect in RECTS[1:]:
            surface.fill(look.palette.background)
            cells = draw_board(surface, rect, view, board, look)
            assert_marks_in_colour_and_shape(surface, cells, board, look, f"{view.value} in {rect}")
        surface.fill(look.palette.background)
        draw_transition(surface, RECTS[0], view, view.next, 0.5, board, look)
        halfway = [rect_between(a, b, 0.5) for a, b in zip(cell_rects(view, RECTS[0]), cell_rects(view.next, RECTS[0]))]
        # Halfway, the gliding cells overlap: a held one may cover an empty one, so only held cells are checked.
        assert_marks_in_colour_and_shape(surface, halfway, board, look, f"{view.value} gliding", apart=False)


def test_fifteen_text() -> None:
    assert fifteen_text((2, 5, 8)) == "2 + 6 + 7 = 15"  # Moler's Figure 11.6 column


@pytest.mark.parametrize("view", [View.TICTACTOE, View.MAGIC15, View.PICK15])
def test_the_first_player_can_be_drawn_as_o_as_the_r_program_names_it(font: BitmapFont, view: View) -> None:
    palette = PALETTES[Theme.XO]
    rect = pygame.Rect(0, 0, 300, 150)
    pictures = []
    # X first on square 0 drawn as the R program names it, against O on square 0 and X on 4 drawn plainly.
    for moves, look in (([0, 4], Look(palette, font, first_as_o=True)), ([4, 0], Look(palette, font))):
        surface = pygame.Surface((320, 180))
        surface.fill(palette.background)
        cells = draw_board(surface, rect, view, Board.from_moves(moves), look)
        pictures.append([pygame.surfarray.array3d(surface.subsurface(cells[sq].inflate(-6, -6))) for sq in (0, 4)])
    swapped, plain = pictures
    assert all((a == b).all() for a, b in zip(swapped, plain))
    surface = pygame.Surface((320, 180))
    surface.fill(palette.background)
    cells = draw_board(surface, rect, view, Board.from_moves([0, 4]), Look(palette, font))
    assert not (pygame.surfarray.array3d(surface.subsurface(cells[0].inflate(-6, -6))) == swapped[0]).all()


def _lit(surface: pygame.Surface, area: pygame.Rect, background) -> set[tuple[int, int]]:
    return {(x, y) for x in range(area.left, area.right) for y in range(area.top, area.bottom)
            if surface.get_at((x, y))[:3] != tuple(background)}


@pytest.mark.parametrize("rect, lines", [
    # 12-pixel cells: lines a pixel wide, on the first pixel of the second and third cells
    (pygame.Rect(0, 0, 36, 36), [(12, 0, 1, 36), (24, 0, 1, 36), (0, 12, 36, 1), (0, 24, 36, 1)]),
    # 20-pixel cells: two wide, the last pixel of one cell and the first of the next
    (pygame.Rect(0, 0, 60, 60), [(19, 0, 2, 60), (39, 0, 2, 60), (0, 19, 60, 2), (0, 39, 60, 2)]),
])
def test_the_grid_lines_are_drawn_where_grid_lines_says(font: BitmapFont, rect: pygame.Rect, lines) -> None:
    """Lesson labels keep off the pixels ``grid_lines`` names: they are the pixels the grid is drawn in."""
    look = Look(PALETTES[Theme.XO], font)
    surface = pygame.Surface((80, 80))
    surface.fill(look.palette.background)
    rects = draw_board(surface, rect, View.TICTACTOE, Board(), look)
    assert [tuple(line) for line in grid_lines(rects)] == lines
    named = {(x, y) for x0, y0, w, h in lines for x in range(x0, x0 + w) for y in range(y0, y0 + h)}
    assert _lit(surface, surface.get_rect(), look.palette.background) == named


@pytest.mark.parametrize("theme", list(Theme))
@pytest.mark.parametrize("height", range(36, 100, 3))
def test_a_magic15_claim_keeps_clear_of_its_number(font: BitmapFont, theme: Theme, height: int) -> None:
    """In a small Lo-Shu a claim's square or ring drawn 4 pixels in crossed its number: 5 in a square read as a
    strange letter, 1 in a ring as a Greek one.  From cells of 12 pixels (a 5x7 number and a ring round it)
    no claim draws over its number: in the number's box only its own strokes are lit (outlined claims), or the
    block's colour shows round them (filled ones).  From 15 pixels, room for a ring too, a pixel round the
    number is left clear as well."""
    look = Look(PALETTES[theme], font, theme)
    rect = pygame.Rect(4, 4, height + 10, height)
    for moves in ((4, 0, 8, 2, 1, 7, 6, 3, 5), (0, 4, 2, 8, 7, 1, 3, 6, 5)):  # two draws: each square X once, O once
        board = Board.from_moves(moves)
        surface = pygame.Surface((160, 120))
        surface.fill(look.palette.background)
        rects = draw_board(surface, rect, View.MAGIC15, board, look)
        for square in moves:
            number, scale = number_rect(font, rects[square], number_of(square))
            alone = pygame.Surface(surface.get_size())
            alone.fill(look.palette.background)
            font.draw(alone, str(number_of(square)), number.topleft, look.palette.text, scale=scale)
            glyph = _lit(alone, number, look.palette.background)
            around = number.inflate(2, 2) if rects[square].height >= 15 else number
            if look.blocks:  # the number is cut out of the block in the background's colour
                block = tuple(look.palette.mark(board.mark_at(square)))
                assert all(surface.get_at((x, y))[:3] == block for x in range(around.left, around.right)
                           for y in range(around.top, around.bottom) if (x, y) not in glyph), (height, square)
            else:
                assert _lit(surface, around, look.palette.background) == glyph, (height, square)


PICK15_ROWS = {  # Pick15's row where the game draws it, at 320x180 (a 1920x1080 screen scales these pixels up)
    "single": ROW_RECT,
    "three-views": dict(layout(Display.THREE_VIEWS).boards)[View.PICK15],
}
LOOKS = {f"{theme.value}{'-presenter' if presenter else ''}": (palette_for(theme, presenter), theme, False)
         for theme in Theme for presenter in (False, True)} | {
         "wopr": (wopr_palette(False), Theme.XO, True), "wopr-presenter": (wopr_palette(True), Theme.XO, True)}


@pytest.mark.parametrize("row", PICK15_ROWS, ids=list(PICK15_ROWS))
@pytest.mark.parametrize("name", LOOKS, ids=list(LOOKS))
def test_a_taken_pick15_number_is_drawn_whole_with_no_strike_across_it(font: BitmapFont, name: str, row: str) -> None:
    """The strike through a taken number stops short of it: round the digit there are only the digit and the fill."""
    palette, theme, vector = LOOKS[name]
    look = Look(palette, font, theme, vector=vector)
    board = Board.from_moves([4, 3, 0])  # X takes 5 and 8, O takes 3: the digits a strike hid worst
    surface = pygame.Surface((320, 180))
    surface.fill(palette.background)
    cells = draw_board(surface, PICK15_ROWS[row], View.PICK15, board, look)
    for square in (4, 3, 0):
        mark = board.mark_at(square)
        assert mark is not None
        digit, fill = (palette.background, palette.mark(mark)) if look.blocks else (palette.mark(mark), palette.background)
        number, scale = number_rect(font, cells[square], number_of(square))
        around = number.inflate(2, 2)  # the digit and one pixel of its fill all round
        expected = pygame.Surface(around.size)
        expected.fill(fill)
        font.draw(expected, str(number_of(square)), (1, 1), digit, scale=scale)
        got = surface.subsurface(around)
        assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(expected, "RGB"), (name, number_of(square))
        # ...and the strike is still there, in the box's corners.
        corner = (cells[square].left + 2, cells[square].bottom - 3)
        assert tuple(surface.get_at(corner))[:3] == (palette.text if look.blocks else palette.mark(mark))
