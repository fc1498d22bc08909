"""Where every part of a lesson page goes, and every text on it, in 320x180 logical pixels.

One function, ``lay_out``, decides it all: the header (the lesson's title,
the page counter), the boards, the notes' panels, each cell label and arrow
name, the caption, the source and the footer's key hints.  Every text stays
inside the title-safe area (``ui.TITLE_SAFE``), which a projector never crops.
The page is laid out from the bottom up: the footer, the source on its own
line above it, the caption above that, and the boards take the height left.
A teacher talks over a page and turns it: what a lesson's pages share does
not move.  ``fit_lesson`` decides it once per lesson (``LessonFit``): one
caption scale and one caption panel for every page, and the room the notes
take, so each board keeps its place and size from the lesson's first page
to its last.  One view stands as large as that height allows with the notes
in a panel beside it; several views stand side by side, each under the name
of its game, with the notes under them in two columns; a page with no view
(figures only) has its two columns of notes at the top.
A caption is a page's sentences, in the language in use: they are wrapped
to the caption's width in as few lines as they take, broken where a reader
pauses, so a longer translation takes a line more rather than being cut.
Pick15's row of numbers needs width, so alone it takes the whole width and
its notes go under it too.  Notes too long for their column wrap at a space,
never cut, and a note never leaves the one it goes on from for the other column.

What each board carries (its digits, marks, frames, arrow names and cell
labels) is laid out by ``lesson_boards`` inside the rectangles decided here;
what a text is (``Part``, ``TextBox``) lives in ``lesson_texts``, below both.

Drawing (``lesson_view``) paints what this returns, the scene hit-tests
with its boards, and the tests check its boxes: no text over another, no
label over anything a board draws, each text inside the screen and inside
its panel, and together the whole text the page means.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

import pygame

from game.app.render.font import ADVANCE, LINE_HEIGHT, BitmapFont
from game.app.render.hints import Hint, shown_text
from game.app.render.lesson_boards import LABEL_PAD, Shape, board_texts, square_numbers
from game.app.render.lesson_texts import Part, TextBox
from game.app.render.ui import HEIGHT, TITLE_SAFE, WIDTH
from game.engine import View
from game.language import N_, Language, current, tr
from game.lessons.page import NOTE_WIDTH, Page

SCREEN = pygame.Rect(0, 0, WIDTH, HEIGHT)
HEADER_Y = TITLE_SAFE.top
BOARD_TOP = HEADER_Y + LINE_HEIGHT + 1
FOOTER_Y = TITLE_SAFE.bottom - (LINE_HEIGHT - 1)  # the key hints, on the title-safe area's last line
SOURCE_Y = FOOTER_Y - LINE_HEIGHT - 1  # the source has its own line, just above the footer's key hints
CAPTION_BOTTOM = SOURCE_Y - 3
CAPTION_WIDTH = TITLE_SAFE.width  # pixels: the widest a caption line may be
CAPTION_LINE_GAP = 2  # pixels between caption lines at scale 1, twice that at scale 2
CAPTION_BIG = 2  # the caption's scale when every page of the lesson has room for it
BIG_CAPTION_LINES = 2  # the most lines a caption takes at CAPTION_BIG...
PRESENTER_CAPTION_LINES = 4  # ...and in PRESENTER, which prefers big text to a big board
VIEW_NAME_HEIGHT = LINE_HEIGHT + 1  # pixels over each of several boards, for the name of its game
NOTE_PAD = 2  # pixels between a notes panel's edge and its text
NOTE_PITCH = LINE_HEIGHT + 1
NOTES_WIDTH = NOTE_WIDTH * ADVANCE + 2 * NOTE_PAD  # a panel beside one board, just wide enough for the longest note
GAP = 6  # pixels between boards, and between a board and the notes beside it
NOTES_UNDER_GAP = 3  # pixels between boards and the notes under them (the notes' panel is its own frame)
PICK15_ALONE_HEIGHT = 40  # a single Pick15 row: one line of nine boxes
#: Three cells, each with room for a framed two-character label (W5, L6) and a pixel: a lesson's caption is big
#: only while every board keeps this much height, and several boards give up their names' line rather than be
#: shorter (only the free board's many notes ask it).
MIN_BOARD_HEIGHT = 3 * (2 * ADVANCE - 1 + 2 * LABEL_PAD + 1)
MIN_NAMED_HEIGHT = MIN_BOARD_HEIGHT
SOURCES_APART = "; "  # between the works a source line cites
#: The name of the game each view is, over its board (the engine's ``View.title``, in capitals as the pages write).
VIEW_NAMES = {
    # TRANSLATORS: a game's name, over its board on a lesson page: kept as written unless the game is known by
    # another name in the language.
    View.PICK15: N_("PICK15"),
    # TRANSLATORS: a game's name, over its board on a lesson page (see PICK15).
    View.TICTACTOE: N_("TICTACTOE"),
    # TRANSLATORS: a game's name, over its board on a lesson page (see PICK15).
    View.MAGIC15: N_("MAGIC15"),
}


@dataclass(frozen=True, slots=True)
class LessonLayout:
    """Each view's rectangle (in the page's order) or the page's own square's, the notes' panels, every text and
    what the boards draw."""

    boards: tuple[pygame.Rect, ...]
    notes: tuple[pygame.Rect, ...]
    texts: tuple[TextBox, ...]
    shapes: tuple[Shape, ...] = ()

    def of(self, part: Part) -> tuple[TextBox, ...]:
        """The texts of one kind, in order."""
        return tuple(t for t in self.texts if t.part is part)


def _text_box(font: BitmapFont, text: str, pos: tuple[int, int], panel: pygame.Rect, part: Part, scale: int = 1,
              align: str = "left") -> TextBox:
    rect = pygame.Rect((0, 0), font.size(text, scale))
    setattr(rect, {"left": "topleft", "center": "midtop", "right": "topright"}[align], pos)
    return TextBox(text, rect, panel, part, scale)


@dataclass(frozen=True, slots=True)
class LessonFit:
    """What every page of one lesson keeps, so that turning a page moves nothing the class is reading: the
    caption's scale and room, and the room the notes take under several boards or beside one."""

    caption_scale: int
    caption_height: int  # pixels: the tallest caption of the lesson, at that scale
    source_lines: int = 1  # the most lines a source of the lesson takes (a long citation wraps)
    note_rows: int = 0  # the most lines a column of notes under the boards takes on a page of the lesson
    notes_beside: bool = False  # one board keeps a notes panel's room beside it, on its pages without notes too
    note_widths: tuple[int, int] | None = None  # the two columns' widths under the boards, when there are any


#: Where a lesson page's key hints go: the title-safe area's last line, shortened to its width.
FOOTER_PLACEMENT: dict[str, Any] = {"anchor": (TITLE_SAFE.centerx, FOOTER_Y), "room": TITLE_SAFE.width}


def footer_hint(hint: Hint) -> Hint:
    """A lesson page's key hints, placed on the footer (as they come when made there: ``FOOTER_PLACEMENT``)."""
    if (hint.anchor, hint.room) == (FOOTER_PLACEMENT["anchor"], FOOTER_PLACEMENT["room"]):
        return hint
    return replace(hint, **FOOTER_PLACEMENT)


#: What a line break costs where it falls, by the word before it: after a sentence's last word nothing, after a
#: comma, colon or semicolon a little, inside a clause the most (``_caption_lines``).
BREAK_AT_SENTENCE, BREAK_AT_PAUSE, BREAK_INSIDE = 0, 1, 2
PAUSES = (",", ":", ";")


def _caption_lines(font: BitmapFont, caption: tuple[str, ...], scale: int, room: int = 0) -> tuple[str, ...]:
    """The caption's sentences wrapped to the caption's width at ``scale``, in as few lines as they take, or in
    up to ``room`` lines (the lesson's tallest caption) where more lines break them where a reader pauses.

    Among the ways of breaking them, the one whose breaks fall where a reader pauses (a sentence's end, then a
    comma, colon or semicolon), then the one in fewer lines, then the one whose lines are the most even: a
    caption is centred, and a short last word alone on a line reads as an afterthought.  A line breaks only
    at a space (never at a no-break space, as the font wraps); a word wider than the caption is cut, as the
    font cuts it."""
    return _wrapped_caption(font, tuple(caption), scale, room, current())


@lru_cache(maxsize=256)
def _wrapped_caption(font: BitmapFont, caption: tuple[str, ...], scale: int, room: int, language: Language
                     ) -> tuple[str, ...]:
    # Keyed by the language too: the font measures each line as the catalog in use has it.
    words: list[tuple[str, int]] = []  # each word, and what a break after it costs
    for sentence in caption:
        spelled = [word for word in sentence.split(" ") if word]
        words += [(word, BREAK_AT_SENTENCE if i == len(spelled) - 1 else
                   BREAK_AT_PAUSE if word.endswith(PAUSES) else BREAK_INSIDE) for i, word in enumerate(spelled)]
    greedy = font.wrap(" ".join(word for word, _ in words), CAPTION_WIDTH, scale)
    fewest = len(greedy)
    if not words or any(font.size(word, scale)[0] > CAPTION_WIDTH for word, _ in words):
        return tuple(greedy)

    def line(a: int, b: int) -> str:
        return " ".join(word for word, _ in words[a:b])

    # best[k][j]: the cheapest (breaks' cost, unevenness) of the first j words in k lines, and where line k begins.
    best: list[dict[int, tuple[tuple[int, int], int]]] = [{0: ((0, 0), 0)}]
    for k in range(1, max(fewest, room) + 1):
        row: dict[int, tuple[tuple[int, int], int]] = {}
        for j in range(1, len(words) + 1):
            for i, ((breaks, uneven), _) in best[k - 1].items():
                width = font.size(line(i, j), scale)[0] if i < j else CAPTION_WIDTH + 1
                if width > CAPTION_WIDTH:
                    continue
                cost = (breaks + (words[j - 1][1] if j < len(words) else 0), uneven + (CAPTION_WIDTH - width) ** 2)
                if j not in row or cost < row[j][0]:
                    row[j] = (cost, i)
        best.append(row)
    counts = [k for k in range(fewest, len(best)) if len(words) in best[k]]
    if not counts:
        return tuple(greedy)
    count = min(counts, key=lambda k: (best[k][len(words)][0][0], k, best[k][len(words)][0][1]))
    lines, end = [], len(words)
    for k in range(count, 0, -1):
        start = best[k][end][1]
        lines.append(line(start, end))
        end = start
    return tuple(reversed(lines))


def _caption_height(lines: int, scale: int) -> int:
    return lines * (LINE_HEIGHT - 1 + CAPTION_LINE_GAP) * scale - CAPTION_LINE_GAP * scale


def _source_lines(font: BitmapFont, source: str) -> list[str]:
    """A source on one line; too long, each work it cites (``; `` apart) on a line of its own, wrapped if need be.

    The citation is looked up whole (``words.MOLER``), or work by work where a page cites several."""
    whole = tr(source)
    source = whole if whole != source else SOURCES_APART.join(tr(work) for work in source.split(SOURCES_APART))
    if font.size(source)[0] <= TITLE_SAFE.width:
        return [source]
    works = source.split(SOURCES_APART)
    return [line for i, work in enumerate(works)
            for line in font.wrap(work + SOURCES_APART.strip() * (i < len(works) - 1), TITLE_SAFE.width)]


def _caption_bottom(fit: LessonFit) -> int:
    """The caption panel's bottom: over the lesson's source lines, which stand just over the footer's key hints."""
    return CAPTION_BOTTOM - (fit.source_lines - 1) * LINE_HEIGHT


def _caption(font: BitmapFont, caption: tuple[str, ...], fit: LessonFit) -> tuple[TextBox, ...]:
    """The caption from the top of the lesson's caption panel down, so its first line never moves."""
    scale = fit.caption_scale
    pitch = (LINE_HEIGHT - 1 + CAPTION_LINE_GAP) * scale
    panel = pygame.Rect(TITLE_SAFE.left, _caption_bottom(fit) - fit.caption_height, TITLE_SAFE.width,
                        fit.caption_height)
    room = (fit.caption_height + CAPTION_LINE_GAP * scale) // pitch
    return tuple(_text_box(font, line, (TITLE_SAFE.centerx, panel.top + i * pitch), panel, Part.CAPTION, scale,
                           "center")
                 for i, line in enumerate(_caption_lines(font, caption, scale, room)))


def _note_lines(font: BitmapFont, note: str, width: int) -> list[str]:
    """A note as it is drawn: as written when it fits, so spaces that line up a table's columns are kept;
    wrapped at spaces when it does not."""
    return [note] if font.size(note)[0] <= width else font.wrap(note, width)


def _note_columns(font: BitmapFont, notes: tuple[str, ...], width: int, count: int) -> tuple[tuple[str, ...], ...]:
    """The notes split into ``count`` columns (the first the longer), each note wrapped to ``width``.

    A note that begins with a space goes on from the one before it (an opponent's move under its name, a table's
    next row), so a column never begins with one: the split moves to the nearest note that begins afresh, on
    the side that leaves the longest column shortest.
    """
    def lines(part: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(line for note in part for line in _note_lines(font, note, width - 2 * NOTE_PAD))

    size = -(-len(notes) // count)
    starts = [0]
    for _ in range(count - 1):
        even = min(starts[-1] + size, len(notes))
        fresh = [i for i in range(starts[-1], len(notes) + 1) if i == len(notes) or not notes[i].startswith(" ")]
        nearest = sorted(fresh, key=lambda i: abs(i - even))[:2]
        starts.append(min(nearest, key=lambda i: (max(len(lines(notes[starts[-1]:i])), len(lines(notes[i:]))),
                                                  abs(i - even), -i)))
    bounds = [*starts, len(notes)]
    return tuple(lines(notes[a:b]) for a, b in zip(bounds, bounds[1:]))


def _notes_height(lines: int, pitch: int = NOTE_PITCH) -> int:
    return lines * pitch + NOTE_PAD + 1


def _pitch(panel: pygame.Rect, lines: int) -> int:
    """From one line of a notes panel to the next: a dark row more than the font's own where the panel has room."""
    return NOTE_PITCH if panel.height >= _notes_height(lines) else LINE_HEIGHT


def _beside(page: Page) -> bool:
    """Whether the page's notes stand beside its board (one board that is not Pick15's row) or under it."""
    return bool(page.square) or len(page.views) == 1 and page.views[0] is not View.PICK15


def _column_needs(font: BitmapFont, notes: tuple[str, ...]) -> tuple[int, int]:
    """How wide each of the two columns under the boards would be to hold its notes unwrapped."""
    first, second = (max((font.size(note)[0] for note in part), default=0) + 2 * NOTE_PAD
                     for part in _halves(notes))
    return first, second


def _under_widths(needs: tuple[int, int]) -> tuple[int, int]:
    """The two columns' widths under the boards: each as wide as it needs, the room to spare shared, when both fit
    side by side (a column of short names leaves its neighbour room for long figures); else halves."""
    spare = TITLE_SAFE.width - GAP - sum(needs)
    if spare < 0:
        return (TITLE_SAFE.width - GAP) // 2, (TITLE_SAFE.width - GAP) // 2
    return needs[0] + spare // 2, needs[1] + spare - spare // 2


def _page_widths(font: BitmapFont, notes: tuple[str, ...], fit: LessonFit) -> tuple[int, int]:
    """The lesson's column widths, so the columns stand still from page to page; a page that needs wider
    columns (a free board's position, which the lesson cannot foresee) its own."""
    needs = _column_needs(font, notes)
    if fit.note_widths is not None and all(need <= width for need, width in zip(needs, fit.note_widths)):
        return fit.note_widths
    return _under_widths(needs)


def _under_columns(font: BitmapFont, notes: tuple[str, ...], widths: tuple[int, int]) -> tuple[tuple[str, ...], ...]:
    if not notes:
        return ()
    return tuple(tuple(line for note in part for line in _note_lines(font, note, width - 2 * NOTE_PAD))
                 for part, width in zip(_halves(notes), widths))


def _halves(notes: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The notes of the two columns under the boards: split as near the middle as a note that begins afresh
    allows (the first column the longer), since one that begins with a space goes on from the note before it."""
    even = -(-len(notes) // 2)
    fresh = [i for i in range(len(notes) + 1) if i == len(notes) or not notes[i].startswith(" ")]
    nearest = sorted(fresh, key=lambda i: abs(i - even))[:2]
    half = min(nearest, key=lambda i: (max(i, len(notes) - i), abs(i - even), -i))  # the longer column shortest
    return notes[:half], notes[half:]


def _boards_and_notes(font: BitmapFont, page: Page, area: pygame.Rect, fit: LessonFit
                      ) -> tuple[tuple[pygame.Rect, ...], tuple[pygame.Rect, ...], tuple[tuple[str, ...], ...]]:
    """The board rectangles, the notes' panels and each panel's lines."""
    views, notes = page.views, page.notes
    if _beside(page):
        if not notes and not fit.notes_beside:
            return (area.copy(),), (), ()
        board = pygame.Rect(area.x, area.y, area.width - NOTES_WIDTH - GAP, area.height)
        if not notes:
            return (board,), (), ()
        (lines,) = _note_columns(font, notes, NOTES_WIDTH, 1)
        # A longer caption (a translation's) leaves the board's side less height: the lines close up to the font's
        # own pitch rather than reach under the caption.
        pitch = NOTE_PITCH if _notes_height(len(lines)) <= area.height else LINE_HEIGHT
        panel = pygame.Rect(area.right - NOTES_WIDTH, area.y, NOTES_WIDTH, _notes_height(len(lines), pitch))
        return (board,), (panel,), (lines,)
    widths = _page_widths(font, notes, fit)
    columns = _under_columns(font, notes, widths)
    rows = max((len(c) for c in columns), default=0)
    reserved = max(rows, fit.note_rows)
    notes_height = _notes_height(reserved) + NOTES_UNDER_GAP if reserved else 0
    boards: tuple[pygame.Rect, ...] = ()  # no view: a page of figures, its notes at the top
    if len(views) == 1:
        height = min(PICK15_ALONE_HEIGHT, area.height - notes_height)
        boards = (pygame.Rect(area.x, area.y, area.width, height),)
    elif views:  # each board under the name of its game, while the boards keep a readable size
        width = (area.width - GAP * (len(views) - 1)) // len(views)
        named = VIEW_NAME_HEIGHT if area.height - notes_height - VIEW_NAME_HEIGHT >= MIN_NAMED_HEIGHT else 0
        height = area.height - notes_height - named
        boards = tuple(pygame.Rect(area.x + i * (width + GAP), area.y + named, width, height)
                       for i in range(len(views)))
    top = boards[0].bottom + NOTES_UNDER_GAP if boards else area.y
    panels = tuple(pygame.Rect(area.x + i * (widths[0] + GAP), top, widths[i], _notes_height(len(lines)))
                   for i, lines in enumerate(columns) if lines)
    return boards, panels, tuple(c for c in columns if c)


def _view_names(font: BitmapFont, views: tuple[View, ...], boards: tuple[pygame.Rect, ...], area: pygame.Rect
                ) -> list[TextBox]:
    """Over each of several boards, the name of its game, as the game's THREE VIEWS names them (where
    ``_boards_and_notes`` left them room)."""
    if len(views) < 2 or boards[0].top - area.top < VIEW_NAME_HEIGHT:
        return []
    return [_text_box(font, VIEW_NAMES[view], (board.centerx, board.top - VIEW_NAME_HEIGHT),
                      pygame.Rect(board.x, board.top - VIEW_NAME_HEIGHT, board.width, VIEW_NAME_HEIGHT),
                      Part.VIEW_NAME, align="center")
            for view, board in zip(views, boards)]


def _area(fit: LessonFit) -> pygame.Rect:
    """Where the boards and notes go: between the header and the lesson's caption panel, inside the title-safe area."""
    bottom = _caption_bottom(fit) - fit.caption_height - 2
    return pygame.Rect(TITLE_SAFE.left, BOARD_TOP, TITLE_SAFE.width, bottom - BOARD_TOP)


def _fits(font: BitmapFont, page: Page, fit: LessonFit) -> bool:
    area = _area(fit)
    boards, panels, _ = _boards_and_notes(font, page, area, fit)
    return all(b.height >= MIN_BOARD_HEIGHT for b in boards) and all(p.bottom <= area.bottom for p in panels)


def fit_lesson(font: BitmapFont, pages: tuple[Page, ...], big: bool = False) -> LessonFit:
    """What every page of a lesson keeps: the largest caption scale at which every page's caption takes few
    enough lines and leaves every board and panel its room, and the most room any page's caption and notes take.

    ``big`` is PRESENTER, whose captions may take more lines at the big scale."""
    under = [page.notes for page in pages if not _beside(page) and page.notes]
    widths, rows = None, 0
    if under:
        needs = [_column_needs(font, notes) for notes in under]
        widths = _under_widths((max(first for first, _ in needs), max(second for _, second in needs)))
        rows = max(len(column) for notes in under for column in _under_columns(font, notes, widths))
    beside = any(page.notes for page in pages if _beside(page))
    sources = max(len(_source_lines(font, page.source)) for page in pages)

    def at(scale: int) -> tuple[LessonFit, int]:
        lines = max(len(_caption_lines(font, page.caption, scale)) for page in pages)
        return LessonFit(scale, _caption_height(lines, scale), sources, rows, beside, widths), lines

    fit, lines = at(CAPTION_BIG)
    if lines <= (PRESENTER_CAPTION_LINES if big else BIG_CAPTION_LINES) and all(_fits(font, p, fit) for p in pages):
        return fit
    return at(1)[0]


def lay_out(font: BitmapFont, page: Page, counter: str, hint: Hint | None, big: bool = False,
            fit: LessonFit | None = None) -> LessonLayout:
    """Every part of one lesson page; ``big`` for PRESENTER, whose labels grow where they fit.

    ``fit`` is what the page's lesson keeps on every page (``fit_lesson``); without it, the page's own."""
    fit = fit or fit_lesson(font, (page,), big)
    header = pygame.Rect(TITLE_SAFE.left, TITLE_SAFE.top, TITLE_SAFE.width, BOARD_TOP - TITLE_SAFE.top)
    source_y = SOURCE_Y - (fit.source_lines - 1) * LINE_HEIGHT
    footer = pygame.Rect(TITLE_SAFE.left, source_y, TITLE_SAFE.width, TITLE_SAFE.bottom - source_y)
    area = _area(fit)
    boards, panels, columns = _boards_and_notes(font, page, area, fit)
    on_boards, shapes = board_texts(font, page, boards, big)
    notes = [TextBox(line, pygame.Rect((panel.x + NOTE_PAD, panel.y + NOTE_PAD + i * _pitch(panel, len(lines))),
                                       font.size(line)),
                     panel, Part.NOTE)
             for panel, lines in zip(panels, columns) for i, line in enumerate(lines)]
    texts = [
        _text_box(font, page.title, (TITLE_SAFE.left, HEADER_Y), header, Part.TITLE),
        _text_box(font, counter, (TITLE_SAFE.right, HEADER_Y), header, Part.COUNTER, align="right"),
        *_view_names(font, page.views, boards, area),
        *on_boards,
        *(square_numbers(font, page, boards[0]) if page.square else ()),
        *notes,
        *_caption(font, page.caption, fit),
        *(_text_box(font, line, (TITLE_SAFE.centerx, source_y + i * LINE_HEIGHT), footer, Part.SOURCE, align="center")
          for i, line in enumerate(_source_lines(font, page.source))),
    ]
    if hint:
        texts.append(_text_box(font, shown_text(footer_hint(hint)), (TITLE_SAFE.centerx, FOOTER_Y), footer, Part.HINT,
                               align="center"))
    return LessonLayout(boards, panels, tuple(texts), tuple(shapes))
