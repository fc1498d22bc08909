"""Drawing one board in any of the three views, into any rectangle.

The same functions draw the full-size game screens and the small boards of
the attract mode.  Each view places the nine squares somewhere: TicTacToe and
Magic15 on a 3x3 grid, Pick15 in a row ordered by Lo-Shu number.  Because
every view answers "where is square s?" (``cell_rects``), switching views can
animate each number gliding from its place in one view to its place in the
next -- Moler's point made visible.

The two players differ in shape as well as colour in every view, so no
one needs to tell their colours apart: X is square and O is round.  Moler's
green and blue fill a claimed cell, X with a square block and O with a
disc; a claimed number in Magic15 and Pick15 is framed by a square for X
and a ring for O (``draw_claim``).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.app.render.font import BitmapFont
from game.app.render.motion import ease_in_out, lerp
from game.app.render.palette import RGB, Palette
from game.values.theme import Theme
from game.engine import SQUARES, Board, Mark, View, number_of

GRID_LINE = 2  # pixels, at logical resolution
MARK_INSET = 0.22  # fraction of a cell left empty around an X or O
PICK15_GAP = 3  # pixels between the number boxes
PICK15_MIN_BOX = 11  # below this a single row is unreadable: wrap to two rows (1-5, 6-9)
STRIKE_WIDTH = 1
STRIKE_GAP = 1  # pixels kept clear between a taken Pick15 number and the strike behind it
WIN_FRAME = 2  # pixels: the frame round each of Pick15's winning numbers
PICK15_LABEL_ROOM = 19  # pixels under a wrapped Pick15 row, when the board has them: two lines of thinking and a gap
LABEL_BIG = 2  # a thinking label's scale where the cell has room (an empty TicTacToe cell)
LABEL_INSET = 2  # pixels kept between a thinking label and its cell's edge


@dataclass(frozen=True, slots=True)
class Look:
    """How boards are drawn: colours, font, and whether marks are X/O or colour blocks.

    ``green``: the mark the green player holds (``palette.by_role``), so that
    with GREEN/BLUE the person is green whoever starts; the palette's mark
    colours are already this game's.
    """

    palette: Palette
    font: BitmapFont
    theme: Theme = Theme.XO
    vector: bool = False  # WOPR style: outlines only, no filled blocks
    green: Mark = Mark.X
    sweep: float = 1.0  # how much of a winning line is drawn yet, 0 to 1: the win's sweep through its cells
    first_as_o: bool = False  # the first player drawn as O, as the R WarGames program names its players

    def shown(self, mark: Mark) -> Mark:
        """The mark drawn for a player's ``mark`` (the other one where the first player is drawn as O)."""
        return mark.other if self.first_as_o else mark

    @property
    def blocks(self) -> bool:
        """Moler's GUI fills claimed cells with the player's colour."""
        return self.theme is Theme.GREEN_BLUE and not self.vector


def _grid_rects(rect: pygame.Rect) -> tuple[pygame.Rect, ...]:
    side = min(rect.width, rect.height) // 3 * 3
    cell = side // 3
    left = rect.x + (rect.width - side) // 2
    top = rect.y + (rect.height - side) // 2
    return tuple(pygame.Rect(left + (s % 3) * cell, top + (s // 3) * cell, cell, cell) for s in SQUARES)


def _row_rects(rect: pygame.Rect) -> tuple[pygame.Rect, ...]:
    gap = PICK15_GAP if rect.width >= 150 else 1
    per_row = 9
    box = min((rect.width + gap) // per_row - gap, rect.height)
    if box < PICK15_MIN_BOX:
        per_row = 5
        box = min((rect.width + gap) // per_row - gap, (rect.height - gap) // 2)
    rows = -(-9 // per_row)
    row_gap = gap
    if rows > 1 and rows * box + (rows - 1) * PICK15_LABEL_ROOM <= rect.height:
        row_gap = PICK15_LABEL_ROOM  # room under the first row for the computer's thinking, as under the last
    top = rect.y + (rect.height - rows * box - (rows - 1) * row_gap) // 2
    by_number = []
    for i in range(9):
        row, col = divmod(i, per_row)
        in_row = min(per_row, 9 - row * per_row)
        left = rect.x + (rect.width - in_row * box - (in_row - 1) * gap) // 2
        by_number.append(pygame.Rect(left + col * (box + gap), top + row * (box + row_gap), box, box))
    return tuple(by_number[number_of(s) - 1] for s in SQUARES)


def cell_rects(view: View, rect: pygame.Rect) -> tuple[pygame.Rect, ...]:
    """Where each 0-8 square is drawn in this view inside ``rect``."""
    return _row_rects(rect) if view is View.PICK15 else _grid_rects(rect)


def square_at(view: View, rect: pygame.Rect, pos: tuple[int, int]) -> int | None:
    """The square under a logical point, for the mouse."""
    for square, cell in enumerate(cell_rects(view, rect)):
        if cell.collidepoint(pos):
            return square
    return None


def _text_scale(font: BitmapFont, cell: pygame.Rect, chars: int = 1, fill: float = 0.5) -> int:
    w, h = font.size("0" * chars)
    return max(1, int(min(cell.width * fill / w, cell.height * fill / h)))


def draw_claim(surface: pygame.Surface, box: pygame.Rect, mark: Mark, color, width: int = 0) -> None:
    """A player's shape over a cell: a square for X, a disc or ring for O (``width`` 0 fills it)."""
    if mark is Mark.X:
        pygame.draw.rect(surface, color, box, width)
    else:
        pygame.draw.circle(surface, color, box.center, min(box.width, box.height) // 2, width)


def draw_mark(surface: pygame.Surface, cell: pygame.Rect, mark: Mark, look: Look) -> None:
    """An X or an O (or Moler's colour block: square for X, disc for O) filling a cell, as the boards draw it."""
    mark = look.shown(mark)
    color = look.palette.mark(mark)
    if look.blocks:
        draw_claim(surface, cell.inflate(-4, -4), mark, color)
        return
    box = mark_box(cell, blocks=False)
    width = max(1, cell.width // 12)
    if mark is Mark.X:
        pygame.draw.line(surface, color, box.topleft, (box.right - 1, box.bottom - 1), width)
        pygame.draw.line(surface, color, (box.right - 1, box.top), (box.left, box.bottom - 1), width)
    else:
        pygame.draw.circle(surface, color, box.center, box.width // 2, width)


def mark_box(cell: pygame.Rect, blocks: bool) -> pygame.Rect:
    """The square an X or an O is drawn in (``blocks``: Moler's colour block, which covers more)."""
    if blocks:
        return cell.inflate(-4, -4)
    inset = max(2, int(cell.width * MARK_INSET))
    return cell.inflate(-2 * inset, -2 * inset)


def _clears(box: pygame.Rect, number: pygame.Rect, mark: Mark, width: int) -> bool:
    """Whether a claim's square or ring drawn in ``box`` keeps a pixel clear of the number (``width`` 0: filled)."""
    clear = number.inflate(2, 2)
    if mark is Mark.X:
        return box.inflate(-2 * width, -2 * width).contains(clear)
    reach = min(box.width, box.height) // 2 - width - 1  # a ring's inside edge, rounded in as pygame draws it
    cx, cy = box.center
    return all((x - cx) ** 2 + (y - cy) ** 2 <= reach ** 2
               for x in (clear.left, clear.right) for y in (clear.top, clear.bottom))


def claim_width(cell: pygame.Rect) -> int:
    """The stroke of a claim's outline in a Magic15 cell."""
    return max(1, cell.width // 16)


def claim_box(cell: pygame.Rect, number: pygame.Rect, mark: Mark, width: int) -> pygame.Rect:
    """Where a Magic15 claim's square or ring goes: 4 pixels in from the cell's edge, or, in a cell too small for
    that to clear the number, the smallest square round the number that does (never past the cell)."""
    box = cell.inflate(-4, -4)
    if _clears(box, number, mark, width):
        return box
    side = max(number.width, number.height) + 2 + 2 * width
    most = min(cell.width, cell.height)
    while True:
        box = pygame.Rect(0, 0, min(side, most), min(side, most))
        box.center = number.center
        box = box.clamp(cell)
        if side >= most or _clears(box, number, mark, width):
            return box
        side += 1


def grid_lines(rects: tuple[pygame.Rect, ...]) -> tuple[pygame.Rect, ...]:
    """The pixels of a 3x3 grid's four lines: two upright, then two across, each on the edge between two cells."""
    width = max(1, min(GRID_LINE, rects[0].width // 10))
    outer = rects[0].union(rects[8])
    return (*(pygame.Rect(rects[k].x - width // 2, outer.top, width, outer.height) for k in (1, 2)),
            *(pygame.Rect(outer.left, rects[3 * k].y - width // 2, outer.width, width) for k in (1, 2)))


def _draw_grid_lines(surface: pygame.Surface, rects: tuple[pygame.Rect, ...], look: Look) -> None:
    for line in grid_lines(rects):
        surface.fill(look.palette.grid, line)


def number_rect(font: BitmapFont, cell: pygame.Rect, number: int, room: int = 0) -> tuple[pygame.Rect, int]:
    """Where a cell's number is drawn, and its scale: centred, or above ``room`` pixels kept for a label."""
    scale, area = _text_scale(font, cell), cell
    if room:  # as big as fits above the label, with the label's inset clear round it
        area = pygame.Rect(cell.x, cell.y, cell.width, cell.height - room)
        scale = max(1, min(scale, (area.height - 2 * LABEL_INSET) // font.size("0")[1]))
    w, h = font.size(str(number), scale)
    return pygame.Rect(area.centerx + (scale + 1) // 2 - 1 - w // 2, area.centery - h // 2, w, h), scale


def strike_gap(font: BitmapFont, cell: pygame.Rect, number: int) -> pygame.Rect:
    """Where a taken Pick15 number's strike stops: the number and a pixel round it."""
    return number_rect(font, cell, number)[0].inflate(2 * STRIKE_GAP, 2 * STRIKE_GAP)


def _draw_number(surface: pygame.Surface, cell: pygame.Rect, number: int, color, look: Look, room: int = 0) -> None:
    rect, scale = number_rect(look.font, cell, number, room)
    look.font.draw(surface, str(number), rect.topleft, color, scale=scale)


def win_color(look: Look):
    """The colour a winning line is drawn in: never the winner's own green on a green block."""
    if look.vector:
        return look.palette.accent
    return look.palette.text if look.blocks else look.palette.good  # never green on green


def draw_win_line(surface: pygame.Surface, rects: tuple[pygame.Rect, ...], line: tuple[int, ...], color,
                  sweep: float = 1.0) -> None:
    """The line through a win's cells, drawn from its first cell ``sweep`` of the way to its last."""
    if sweep <= 0:
        return
    start, end = rects[line[0]].center, rects[line[-1]].center
    tip = (round(start[0] + (end[0] - start[0]) * sweep), round(start[1] + (end[1] - start[1]) * sweep))
    width = max(1, rects[0].width // 10)
    pygame.draw.line(surface, color, start, tip, width)


def draw_tictactoe(surface: pygame.Surface, rect: pygame.Rect, board: Board, look: Look) -> tuple[pygame.Rect, ...]:
    """The grid with X and O (or colour blocks) and the winning lines."""
    rects = _grid_rects(rect)
    _draw_grid_lines(surface, rects, look)
    for square, cell in enumerate(rects):
        mark = board.mark_at(square)
        if mark:
            draw_mark(surface, cell, mark, look)
    outcome = board.outcome()
    if outcome and outcome.winner:
        for line in outcome.lines:
            draw_win_line(surface, rects, line, win_color(look), look.sweep)
    return rects


def draw_magic15(surface: pygame.Surface, rect: pygame.Rect, board: Board, look: Look,
                 room: dict[int, int] | None = None) -> tuple[pygame.Rect, ...]:
    """The Lo-Shu grid; a claimed number takes its owner's colour; the winning line is drawn.

    ``room``: pixels kept clear at the bottom of some cells for a thinking label (the number goes above).
    """
    rects = _grid_rects(rect)
    _draw_grid_lines(surface, rects, look)
    colors = []
    for square, cell in enumerate(rects):
        mark = board.mark_at(square) and look.shown(board.mark_at(square))
        number, _ = number_rect(look.font, cell, number_of(square), (room or {}).get(square, 0))
        if mark and look.blocks:
            draw_claim(surface, claim_box(cell, number, mark, 0), mark, look.palette.mark(mark))
            colors.append(look.palette.background)
        elif mark:
            width = claim_width(cell)
            draw_claim(surface, claim_box(cell, number, mark, width), mark, look.palette.mark(mark), width)
            colors.append(look.palette.mark(mark))
        else:
            colors.append(look.palette.dim)
    outcome = board.outcome()
    if outcome and outcome.winner:
        for line in outcome.lines:
            draw_win_line(surface, rects, line, win_color(look), look.sweep)
    # The numbers go over the winning line: they are what it adds up.
    for square, (cell, color) in enumerate(zip(rects, colors)):
        _draw_number(surface, cell, number_of(square), color, look, (room or {}).get(square, 0))
    return rects


def draw_pick15(surface: pygame.Surface, rect: pygame.Rect, board: Board, look: Look) -> tuple[pygame.Rect, ...]:
    """The numbers 1-9 in a row; taken numbers struck through and framed in their owner's colour and shape."""
    rects = _row_rects(rect)
    for square, cell in enumerate(rects):
        mark = board.mark_at(square) and look.shown(board.mark_at(square))
        if mark is None:
            pygame.draw.rect(surface, look.palette.grid, cell, 1)
            _draw_number(surface, cell, number_of(square), look.palette.text, look)
            continue
        color = look.palette.mark(mark)
        draw_claim(surface, cell, mark, color, 0 if look.blocks else 1)
        # The strike goes behind the number, stopped a pixel short of it: drawn across the digit's own strokes
        # in the digit's own colour, it turned a 5 or an 8 into a blot.
        fill = color if look.blocks else look.palette.background
        pygame.draw.line(surface, look.palette.text if look.blocks else color, (cell.left + 1, cell.bottom - 2),
                         (cell.right - 2, cell.top + 1), STRIKE_WIDTH)
        surface.fill(fill, strike_gap(look.font, cell, number_of(square)))
        _draw_number(surface, cell, number_of(square), look.palette.background if look.blocks else color, look)
    outcome = board.outcome()
    if outcome and outcome.winner:
        # No line to draw through a row of numbers: the winning three are framed instead.
        # The sweep lights them one by one, smallest number first, as Pick15's sum is read.
        winners = sorted({sq for line in outcome.lines for sq in line}, key=number_of)
        for square in winners[:round(look.sweep * len(winners))]:
            pygame.draw.rect(surface, win_color(look), rects[square].inflate(4, 4), WIN_FRAME)
    return rects


_DRAWERS = {View.TICTACTOE: draw_tictactoe, View.MAGIC15: draw_magic15, View.PICK15: draw_pick15}


def draw_board(surface: pygame.Surface, rect: pygame.Rect, view: View, board: Board, look: Look,
               room: dict[int, int] | None = None) -> tuple[pygame.Rect, ...]:
    """Draw ``board`` in ``view`` inside ``rect``; return each square's rectangle (``room``: see ``draw_magic15``)."""
    if view is View.MAGIC15:
        return draw_magic15(surface, rect, board, look, room)
    return _DRAWERS[view](surface, rect, board, look)


def draw_cursor(surface: pygame.Surface, cell: pygame.Rect, color, blink_on: bool = True) -> None:
    """The selection frame around one cell (the calculator's underline, made a box)."""
    if blink_on:
        pygame.draw.rect(surface, color, cell.inflate(2, 2), 1)
        pygame.draw.rect(surface, color, cell.inflate(-2, -2), 1)


def draw_pop(surface: pygame.Surface, cell: pygame.Rect, size: float, background) -> None:
    """A cell as drawn, redrawn at ``size`` times its size about its centre: a mark landing (past 1 overshoots)."""
    piece = surface.subsurface(cell).copy()
    surface.fill(background, cell)
    scaled = pygame.Rect(0, 0, max(1, round(cell.width * size)), max(1, round(cell.height * size)))
    scaled.center = cell.center
    surface.blit(pygame.transform.scale(piece, scaled.size), scaled)


def draw_flash(surface: pygame.Surface, cell: pygame.Rect, color) -> None:
    """A taken cell, flashed when someone tries to take it again."""
    pygame.draw.rect(surface, color, cell.inflate(2, 2), 2)


@dataclass(frozen=True, slots=True)
class LabelSpot:
    """Where one cell's thinking label goes: its box (text and a pixel of ground round it) and its scale."""

    box: pygame.Rect
    scale: int


def _label_box(font: BitmapFont, texts: tuple[str, ...], scale: int) -> pygame.Rect:
    w = max(font.size(text, scale)[0] for text in texts)
    return pygame.Rect(0, 0, w + 2, (font.line_height * len(texts) - 1) * scale + 2)


def label_spots(view: View, rects: tuple[pygame.Rect, ...], labels: dict[int, tuple[str, ...]],
                font: BitmapFont) -> dict[int, LabelSpot]:
    """Where each cell's thinking label goes, clear of the number or mark drawn in the cell.

    Pick15: centred under its number's box.  An empty TicTacToe cell: in the
    middle, big where it fits.  Magic15: along the bottom of the cell, the
    number moved up above it (``label_room``).
    """
    spots = {}
    for square, texts in labels.items():
        cell = rects[square]
        if view is View.PICK15:
            box = _label_box(font, texts, 1)
            box.midtop = (cell.centerx, cell.bottom + 1)
            spots[square] = LabelSpot(box, 1)
            continue
        inside = cell.inflate(-2 * LABEL_INSET, -2 * LABEL_INSET)
        big = _label_box(font, texts, LABEL_BIG)
        scale = LABEL_BIG if view is View.TICTACTOE and inside.contains(big.move_to(center=inside.center)) else 1
        box = _label_box(font, texts, scale)
        if view is View.TICTACTOE:
            box.center = inside.center
        else:
            box.midbottom = inside.midbottom
        spots[square] = LabelSpot(box, scale)
    return spots


def label_room(rects: tuple[pygame.Rect, ...], spots: dict[int, LabelSpot]) -> dict[int, int]:
    """Magic15: the pixels each labelled cell keeps clear at its bottom, so its number sits above the label."""
    return {square: rects[square].bottom - spot.box.top + 1 for square, spot in spots.items()}


def draw_scores(surface: pygame.Surface, spots: dict[int, LabelSpot], labels: dict[int, tuple[tuple[str, RGB], ...]],
                look: Look) -> None:
    """The computer's thinking: each cell's label (a line or two, each in its colour) on a panel-coloured box."""
    font = look.font
    for square, lines in labels.items():
        spot = spots[square]
        surface.fill(look.palette.panel, spot.box)
        for i, (text, color) in enumerate(lines):
            y = spot.box.y + 1 + i * font.line_height * spot.scale
            font.draw(surface, text, (spot.box.centerx, y), color, scale=spot.scale, align="center")


def draw_transition(
    surface: pygame.Surface, rect: pygame.Rect, source: View, target: View, progress: float, board: Board, look: Look,
    target_rect: pygame.Rect | None = None,
) -> None:
    """The numbers gliding from their places in one view to the next (0 <= progress <= 1).

    ``target_rect`` is where the target view is drawn, when not in ``rect`` too.
    """
    before, after = cell_rects(source, rect), cell_rects(target, target_rect or rect)
    for square in SQUARES:
        draw_flying_cell(surface, rect_between(before[square], after[square], progress), square,
                         board.mark_at(square), look)


def rect_between(start: pygame.Rect, end: pygame.Rect, done: float) -> pygame.Rect:
    """A cell ``done`` of the way (eased in and out) from one place and size to another."""
    t = ease_in_out(done)
    return pygame.Rect(round(lerp(start.x, end.x, t)), round(lerp(start.y, end.y, t)),
                       round(lerp(start.width, end.width, t)), round(lerp(start.height, end.height, t)))


def draw_flying_cell(surface: pygame.Surface, cell: pygame.Rect, square: int, mark: Mark | None, look: Look) -> None:
    """One cell in flight between views: a solid tile with its number, so it stays readable over anything."""
    tile = cell.inflate(-2, -2)
    surface.fill(look.palette.background, tile)
    mark = mark and look.shown(mark)
    if mark and look.blocks:
        draw_claim(surface, tile, mark, look.palette.mark(mark))
        _draw_number(surface, cell, number_of(square), look.palette.background, look)
        return
    if mark:
        draw_claim(surface, tile, mark, look.palette.mark(mark), 1)
    else:
        pygame.draw.rect(surface, look.palette.grid, tile, 1)
    _draw_number(surface, cell, number_of(square), look.palette.mark(mark) if mark else look.palette.text, look)


def fifteen_text(line: tuple[int, ...]) -> str:
    """A winning line as Pick15 arithmetic, e.g. ``2 + 6 + 7 = 15``."""
    numbers = sorted(number_of(s) for s in line)
    return " + ".join(map(str, numbers)) + f" = {sum(numbers)}"


