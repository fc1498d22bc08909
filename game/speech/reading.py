"""A lesson page read aloud: its words, and its board and tables in words, as a blind pupil hears them (pure).

With SPEECH on the LESSONS scene reads each page as it turns: the page's
count, then what is new since the page before (``new_part``): a step that
adds a sentence says that sentence, a side panel or a board's labels that
changed are said again whole, as they stand.  The key that says the whole
screen says all of it (``whole_page``).  Every figure said is a text the page
draws (a note, a label, the square's numbers), and a square is named as the
page's board names it: by its number where a Pick15 or Magic15 board is
drawn, else by where it sits (``TOP LEFT``), so what is heard is what is seen.
"""

from __future__ import annotations

import re

from game.engine import Mark, View, number_of
from game.language import N_, tr
from game.speech.words import said_list, said_square

from game.lessons.page import Page
from game.lessons.words import player, r_name

#: A number in a table (a weight, a count, a matrix's entry): ``10``, ``-2``, ``+1``, ``93%``.
NUMBER = re.compile(r"^[+-]?\d+%?$")
#: What a side panel draws that is no word: the line it points at, a diagonal's stroke.
NO_WORDS = frozenset({">", "\\", "/"})
SENTENCE_ENDS = ".:;?!"
HEADER_WORD = 3  # the longest column name of a side panel's table (the win matrix's D1 ... D2)
# TRANSLATORS: said aloud as a lesson page turns: page {page} of the {pages} of its lesson.
PAGE_OF = N_("PAGE {page} OF {pages}")
# TRANSLATORS: said aloud: a lesson's number and title, as the list of LESSONS shows them.
#: A star between two figures: the product sign as the pages write it.
TIMES = re.compile(r"(?<=\d)\*(?=\d)")
LESSON_TITLE = N_("LESSON {lesson}: {title}")
# TRANSLATORS: said aloud: the squares a lesson page lights ({cells}: their numbers or places, listed).
LIT = N_("LIT: {cells}")
# TRANSLATORS: said aloud: a player's marks on a lesson's board ({player}: X, O, GREEN or BLUE; {cells}: where).
HOLDS = N_("{player}: {cells}")
# TRANSLATORS: said aloud: the text drawn in one square of a lesson's board ({cell}: where; {label}: the text).
LABEL = N_("{cell}: {label}")
# TRANSLATORS: a row of a square of numbers, counted from the top (ROW 1 ... ROW 4).
ROW = N_("ROW {number}")
# TRANSLATORS: said aloud: a lesson's source, as the page shows it under the caption.
SOURCE = N_("SOURCE: {source}")


def lesson_title(page: Page) -> str:
    """``LESSON 1: ONE GAME, THREE VIEWS``."""
    return tr(LESSON_TITLE).format(lesson=page.lesson, title=tr(page.title))


def page_of(page: int, pages: int) -> str:
    """``PAGE 3 OF 16``: the page's place in its lesson, from 1, as its header counts it."""
    return tr(PAGE_OF).format(page=page, pages=pages)


def sentences(lines: tuple[str, ...] | list[str]) -> str:
    """Lines said as one: each ended as a sentence, so the voice pauses between them."""
    return " ".join(line if line[-1] in SENTENCE_ENDS else line + "." for line in lines if line)


def cell_name(square: int, views: tuple[View, ...]) -> str:
    """A square as the page's board names it: its number where a numbered board is drawn, else where it sits."""
    if any(view is not View.TICTACTOE for view in views):
        return str(number_of(square))
    return said_square(square)


def _cells(squares: tuple[int, ...] | list[int], views: tuple[View, ...]) -> str:
    if any(view is not View.TICTACTOE for view in views):
        return said_list(sorted(number_of(square) for square in squares))  # a hand of numbers, smallest first
    return said_list([said_square(square) for square in squares])


def _mark_word(page: Page, mark: Mark) -> str:
    if page.green_blue:
        return player(mark)
    return r_name(mark) if page.first_as_o else mark.value


def note_words(note: str) -> str:
    """A side panel's line as said, in the language in use (the panel draws it so): its spacing gone, and its
    pointer and strokes, which are no words."""
    said = TIMES.sub("×", tr(note))  # 2*5*23: the page's star, which a voice reads "asterisk", is a product's sign
    return " ".join(word for word in said.split() if word not in NO_WORDS)


def _figures(header: list[str], words: list[str]) -> str | None:
    """A table's row said with its header's names (``A: D1 1, H1 1``), or None if the row is not one of its rows."""
    if len(words) not in (len(header), len(header) + 1) or not all(NUMBER.match(w) for w in words[-len(header):]):
        return None
    figures = ", ".join(f"{name} {value}" for name, value in zip(header, words[-len(header):]))
    return f"{words[0]}: {figures}" if len(words) > len(header) else figures


def _is_header(words: list[str]) -> bool:
    """A table's row of short column names (``D1 H1 H2``), which no sentence of a side panel is."""
    return len(words) > 3 and all(len(word) <= HEADER_WORD and not NUMBER.match(word) for word in words)


def notes_said(notes: tuple[str, ...]) -> tuple[str, ...]:
    """A side panel's lines as said; a table's header said with each of its rows' figures (``D1 1, H1 0``)."""
    lines: list[str] = []
    for note in notes:
        said_note = note_words(note)
        first = said_note.split()[:1]
        if lines and note[:1].isspace() and first and not NUMBER.match(first[0]) \
                and not _is_header(said_note.split()):
            lines[-1] = f"{lines[-1]} {said_note}"  # a sentence's next line, under its hanging indent
        else:
            lines.append(said_note)
    said: list[str] = []
    header: list[str] | None = None
    for i, line in enumerate(lines):
        words = line.split()
        row = _figures(header, words) if header else None
        if row is not None:
            said.append(row)
            continue
        header = None
        following = lines[i + 1].split() if i + 1 < len(lines) else []
        if _is_header(words) and _figures(words, following) is not None:
            header = words  # a row of column names: said with each figure of the rows under it
        elif line:
            said.append(line)
    return tuple(said)


def square_rows(page: Page) -> tuple[str, ...]:
    """A magic square of another size, drawn as a board of its own, row by row, and the numbers it lights."""
    if not page.square:
        return ()
    rows = [f"{tr(ROW).format(number=i + 1)}: {', '.join(str(n) for n in row)}" for i, row in enumerate(page.square)]
    lit = [n for row in page.square for n in row if n in page.square_lit]
    if lit:
        rows.append(tr(LIT).format(cells=said_list(lit)))
    return tuple(rows)


def lit_said(page: Page) -> str:
    """The squares a page lights, named as its board names them."""
    lit = list(dict.fromkeys(page.highlight))  # two lines lit at once share a square: it is said once
    return tr(LIT).format(cells=_cells(lit, page.views)) if lit else ""


def labels_said(page: Page) -> tuple[str, ...]:
    """The text drawn in each labelled square, in reading order: ``TOP RIGHT: 10``."""
    return tuple(tr(LABEL).format(cell=cell_name(square, page.views), label=text)
                 for square, (text, _) in sorted(page.labels.items()))


def marks_said(page: Page) -> tuple[str, ...]:
    """Each player's marks on the page's board: ``X: TOP LEFT AND CENTRE``."""
    board = page.board
    lines = []
    for mark in (Mark.X, Mark.O):
        squares = [square for square in range(9) if board.mark_at(square) is mark]
        if squares:
            lines.append(tr(HOLDS).format(player=_mark_word(page, mark), cells=_cells(squares, page.views)))
    return tuple(lines)


def _labels_told(page: Page) -> bool:
    """Whether the board's labels tell what the side panel does not (the primes in their cells, the magic square's
    numbers beside formulas); a free board's labels are said square by square, under its cursor."""
    if page.free or not page.labels:
        return False
    figures = {word for note in page.notes for word in note_words(note).replace(":", " ").split()}
    return not {text for text, _ in page.labels.values()} <= figures


def new_part(page: Page, before: Page | None) -> tuple[str, ...]:
    """What a page adds to the page shown before it (None: nothing of its lesson was shown), line by line.

    The caption's sentences not already said; the side panel whole when it changed (a table is read as it stands);
    the board's labels when they tell something the panel does not and changed; the lit squares when they moved;
    another square's rows when they first show.
    """
    if before is not None and before.lesson != page.lesson:
        before = None
    said_before = set(before.caption) if before is not None else set()
    lines = [sentence for sentence in page.caption if sentence not in said_before]
    notes = notes_said(page.notes)
    if before is None or notes != notes_said(before.notes):
        lines += notes
    labels = labels_said(page)
    if _labels_told(page) and (before is None or not set(labels) <= set(labels_said(before))):
        lines += labels
    if page.highlight and (before is None or page.highlight != before.highlight):
        lines.append(lit_said(page))
    if page.square and (before is None or (page.square, page.square_lit) != (before.square, before.square_lit)):
        lines += square_rows(page)
    return tuple(lines)


def whole_page(page: Page, place: str) -> tuple[str, ...]:
    """Everything on the page, line by line: the lesson, its page, the caption, the board, the side panel, the
    source."""
    lines = [lesson_title(page), place, *page.caption, *marks_said(page)]
    if not page.free:
        lines += labels_said(page)
    if page.highlight:
        lines.append(lit_said(page))
    lines += [*square_rows(page), *notes_said(page.notes)]
    if page.source:
        lines.append(tr(SOURCE).format(source=tr(page.source)))
    return tuple(lines)
