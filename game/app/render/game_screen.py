"""Drawing the parts of a game screen around the board: header, player panels, hints, choices.

Pure drawing from values the game scene hands over (``PanelInfo`` and
strings), so the scene keeps the state and this module only paints it.
The words are the TI-83 program's where it has them (``CROSSES' TURN!``,
``CROSSES WIN!``; the TI-83 calculator program), but a draw is DRAW, not the program's words for it:
one word on every screen, header, panels and counters alike; and Moler's colour names
with the green-and-blue theme (Cleve Moler, *Experiments with MATLAB*,
ch. 11), which follow the role: the person is GREEN whoever starts.  They
are spelt as English spells them (the program's NAUGHTS and its missing
apostrophe are not copied), since a child reads them; at a game's end the header
says besides, in plain words and from the person's side, how it went
(``verdict_text``: YOU WIN!, YOU LOSE, DRAW, PLAYER 1 WINS!), and the
calculator's banner moves to the winner's panel.
"""

from __future__ import annotations

import re

from dataclasses import dataclass

import pygame

from game.app.render.boardviews import Look, draw_claim
from game.app.render.font import BitmapFont
from game.app.render.game_layout import HEADER_Y, Display
from game.app.render.hints import Hint
from game.app.render.palette import mark_name
from game.language import N_, tr
from game.values.theme import Theme
from game.app.render.ui import CENTER_X, MARGIN, WIDTH, draw_hint
from game.engine import Mark, View
from game.values.tally import Tally
from game.records.stats import tally_texts

PANEL_LINE = 11  # line pitch inside a panel
HEADING_PITCH = 9  # between the name and the mark's name beside the badge
NAME_SCALE = 1
NUMBERS_SCALE = 2  # Pick15: each player's numbers, big
MARK_SCALE = 2  # the X or O beside a panel's heading
BLOCK_SIDE = 12  # the colour block that stands for a player with the green-and-blue theme
# TRANSLATORS: a panel's tally rows; THREE VIEWS and the wide panels show only each word's first letter.
TALLY_LABELS = (N_("WINS"), N_("DRAWS"), N_("LOSSES"))
NOTE_GAP = 3  # between a panel's status and its note

#: The game screens' hint groups, keyboard and pad, in the one order every game shows them (the 3x3 games and
#: BIG BOARD alike): what is not there on a screen is left out, the rest keep their places.  A line too wide
#: for the screen is shortened by ``render.hints``, never cut.  The tests check that every key named here does
#: what the hint says.
#: Templates (``render.key_words``): the keys are those the player's bindings give.
#: Each group is looked up on its own as the line is put together (``game_hint_template``).
PICK15_ARROWS = N_("{left}{right} MOVE")  # Pick15's cursor runs along a row
GRID_ARROWS = N_("{left}{up}{down}{right} MOVE")
KEY_GROUPS = (N_("{select} PLAY"), N_("{switch_view} VIEW"), N_("{undo} UNDO"), N_("{think} THINK"),
              N_("{pause} PAUSE"), N_("{clear} CLEAR"))
# TRANSLATORS: follows "{switch_view} VIEW" on a pad's hint line: the same button, held, clears.
PAD_GROUPS = (N_("{select} PLAY"), N_("{switch_view} VIEW"), N_("{undo} UNDO"), N_("{think} THINK"),
              N_("{pause} PAUSE"), N_(", HELD CLEAR"))
VIEW_GROUP, THINK_GROUP, PAUSE_GROUP, CLEAR_GROUP = 1, 3, 4, 5  # the groups only some games have, and PAUSE


#: PAUSE said with BACK's key, for a player with no PAUSE key of their own (an arcade panel's player 2): in a game
#: BACK opens the same pause menu.
PAUSE_BY_BACK = N_("{back} PAUSE")


def game_hint_template(pads: bool, *, row: bool = False, views: bool = True, computer: bool = False,
                       clear: bool = False, pause_by_back: bool = False) -> str:
    """A game's bottom line, as a template: the arrows (along a ``row`` in Pick15), then PLAY, VIEW (where there are ``views``),
    UNDO, THINK (against a ``computer``: there is thinking to show), PAUSE, and CLEAR where the game has it.

    A pad's SELECT switches the view when pressed and clears when held, so its CLEAR joins its VIEW.  Each group is
    in the language in use: the line they make is no text of the catalog's.
    """
    groups = [tr(group) for group in (PAD_GROUPS if pads else KEY_GROUPS)]
    if pause_by_back:
        groups[PAUSE_GROUP] = tr(PAUSE_BY_BACK)
    if not clear:
        groups[CLEAR_GROUP] = ""
    if not computer:
        groups[THINK_GROUP] = ""
    if not views:
        groups[VIEW_GROUP] = ""
    if pads and clear:
        groups[VIEW_GROUP] += groups.pop(CLEAR_GROUP)
    return "  ".join([tr(PICK15_ARROWS if row else GRID_ARROWS), *(group for group in groups if group)])


def hint_template(view: View | Display, pads: bool, computer: bool, *, calculator: bool = False,
                  pause_by_back: bool = False) -> str:
    """The template of the bottom line while a 3x3 game is on (THREE VIEWS steers as TicTacToe); CLEAR against the calculator."""
    game = Display.of(view).view
    return game_hint_template(pads, row=game is View.PICK15, computer=computer, clear=calculator,
                              pause_by_back=pause_by_back)


#: Each mark's name's turn and win, whole (the calculator's words, with the apostrophe English spells): a language
#: says them as its grammar wants for that name, whose gender and number differ from word to word.
TURN_TEXTS = {"CROSSES": N_("CROSSES' TURN!"), "NOUGHTS": N_("NOUGHTS' TURN!"),
              "GREEN": N_("GREEN'S TURN!"), "BLUE": N_("BLUE'S TURN!")}
WIN_TEXTS = {"CROSSES": N_("CROSSES WIN!"), "NOUGHTS": N_("NOUGHTS WIN!"),
             "GREEN": N_("GREEN WINS!"), "BLUE": N_("BLUE WINS!")}


def turn_text(theme: Theme, mark: Mark, green: Mark = Mark.X) -> str:
    """``CROSSES' TURN!``: the calculator's ``CROSSES TURN!`` with the apostrophe English spells (``GREEN'S TURN!``);
    ``green`` is the mark the green player holds."""
    return TURN_TEXTS[mark_name(theme, mark, green)]


def win_text(theme: Theme, mark: Mark, green: Mark = Mark.X) -> str:
    """``CROSSES WIN!`` (a plural name, as the calculator has it) or ``GREEN WINS!``."""
    return WIN_TEXTS[mark_name(theme, mark, green)]


# TRANSLATORS: a game's result, a noun (no one won); one word in the header, the panels and the counters.
DRAW_TEXT = N_("DRAW")
# TRANSLATORS: the panel of a player who gave up the game; at most 10 characters.
RESIGNS_STATUS = N_("RESIGNS")
#: In the person's panel after a game that could have set a record but had a move taken back (house rule 8).  The
#: hint line names the key UNDO; short enough to stand for the status in THREE VIEWS' two-line panels.
# TRANSLATORS: no record counts for this game because of UNDO, the key (as the hint line names it); at most 16 characters.
NO_RECORD_NOTE = N_("NO RECORD: UNDO")
# TRANSLATORS: the header's right corner: the number of this game in the match.
GAME_NUMBER = N_("GAME {number}")
YOU_WIN = N_("YOU WIN!")
YOU_LOSE = N_("YOU LOSE")


def verdict_text(winner: str | None, person: str | None = None) -> str:
    """The end in plain words, in the language in use: ``YOU WIN!``, ``YOU LOSE``, ``DRAW``, or without one person
    playing ``PLAYER 2 WINS!``.

    ``winner`` is the winning seat's name (None: a draw); ``person`` the one
    person playing's seat name (``YOU``), if one person plays.
    """
    if winner is None:
        return tr(DRAW_TEXT)
    if person is None:
        # TRANSLATORS: {winner} is a player's name: PLAYER 1, PLAYER 2, or a computer's (PERFECT, MENACE).
        return tr("{winner} WINS!").format(winner=tr(winner))
    return tr(YOU_WIN) if winner == person else tr(YOU_LOSE)


def given_up_text(reason: str, verdict: str) -> str:
    """``MENACE HAS GIVEN UP: YOU WIN!``: why the game ended before a move (its words, as written), then the verdict."""
    # TRANSLATORS: {given_up} is MENACE HAS GIVEN UP; {verdict} is YOU WIN! or PLAYER 1 WINS!.
    return tr("{given_up}: {verdict}").format(given_up=tr(reason), verdict=verdict)


def resign_text(loser: str, verdict: str) -> str:
    """``MENACE RESIGNS: YOU WIN!``: who gave up, then the verdict (already in the language in use)."""
    # TRANSLATORS: {loser} is the computer that gave up (MENACE); {verdict} is YOU WIN! or PLAYER 1 WINS!.
    return tr("{loser} RESIGNS: {verdict}").format(loser=tr(loser), verdict=verdict)


@dataclass(frozen=True, slots=True)
class PanelInfo:
    """What one player's panel shows."""

    name: str
    mark: Mark
    status: str  # YOUR TURN, THINKING..., the calculator's CROSSES WIN!, DRAW, RESIGNS, or nothing
    tally: Tally  # from this player's side
    numbers: tuple[int, ...] | None = None  # Pick15 and Magic15: the numbers this player holds
    lit: bool = False  # this player's turn (or win): the heading is drawn brighter
    note: str = ""  # under the status, in the warning colour: why the game just finished set no record
    legend: str = ""  # under the status: what the thinking labels on the board are, while they wait to be read


RESULT_SCALE = 2  # a game's verdict in the header: the font twice its size, the way a cabinet says GAME OVER
RESULT_Y = 2  # its top: its 14 rows end a pixel above the board (``BOARD_TOP``)
HEADER_GAP = 6  # at least this much between the result and the header's two sides, and between its pieces


Pieces = tuple[tuple[str, int], ...]  # texts drawn side by side on one bottom line, each with its scale


def result_pieces(font: BitmapFont, title: str, message: str, verdict: str, right: str) -> tuple[int, Pieces]:
    """The header's middle at a game's end: where it starts, and its (text, scale) pieces from left to right.

    The biggest that fits between the title and the right side: the whole
    message big; else the verdict (``YOU WIN!``) big with what goes with it
    (``MENACE RESIGNS:``, Magic15's sum) beside it at the header's size;
    else all of it at the header's size.  Nothing is dropped.  It is centred
    on the screen, or as near as the title and the right side let it be.
    """
    before, found, after = message.partition(verdict)
    split = ((before.strip(), 1), (verdict, RESULT_SCALE), (after.strip(), 1)) if found else ()
    clear_left = MARGIN + font.size(title)[0] + HEADER_GAP
    clear_right = WIDTH - MARGIN - font.size(right)[0] - HEADER_GAP
    for pieces in (((message, RESULT_SCALE),), tuple(piece for piece in split if piece[0])):
        width = pieces_width(font, pieces)
        if pieces and width <= clear_right - clear_left:
            return min(max(CENTER_X - width // 2, clear_left), clear_right - width), pieces
    return CENTER_X - font.size(message)[0] // 2, ((message, 1),)


def pieces_width(font: BitmapFont, pieces: Pieces) -> int:
    """How wide the pieces are drawn side by side, ``HEADER_GAP`` apart."""
    return sum(font.size(text, scale)[0] for text, scale in pieces) + HEADER_GAP * (len(pieces) - 1)


def draw_header(surface: pygame.Surface, look: Look, title: str, message: str, color, right: str, *,
                verdict: str | None = None) -> None:
    """The top line: the game's name, the turn or the result in the middle, the game number.

    ``verdict``: the game is over and this part of ``message`` says how; it
    is written big where it fits (``result_pieces``), the rest beside it on
    the same bottom line."""
    font, palette = look.font, look.palette
    font.draw(surface, title, (MARGIN, HEADER_Y), palette.accent)
    font.draw(surface, right, (WIDTH - MARGIN, HEADER_Y), palette.dim, align="right")
    x, pieces = result_pieces(font, title, message, verdict, right) if verdict else (0, ((message, 1),))
    if len(pieces) == 1 and pieces[0][1] == 1:
        font.draw(surface, message, (CENTER_X, HEADER_Y), color, align="center")
        return
    bottom = RESULT_Y + font.size("", RESULT_SCALE)[1]
    for text, scale in pieces:
        x = font.draw(surface, text, (x, bottom - font.size(text, scale)[1]), color, scale=scale).right + HEADER_GAP


def _mark_badge(surface: pygame.Surface, topleft: tuple[int, int], mark: Mark, look: Look) -> pygame.Rect:
    """An X or an O, or Moler's colour block (square for X, disc for O, as on the board), standing for a player."""
    color = look.palette.mark(mark)
    if look.theme is Theme.GREEN_BLUE:
        rect = pygame.Rect(topleft, (BLOCK_SIDE, BLOCK_SIDE))
        draw_claim(surface, rect, mark, color)
        return rect
    return look.font.draw(surface, mark.value, topleft, color, scale=MARK_SCALE)


def _draw_compact_panel(surface: pygame.Surface, rect: pygame.Rect, info: PanelInfo, look: Look) -> None:
    """Two lines for THREE VIEWS: mark, name and status; the numbers held and the tally."""
    font, palette = look.font, look.palette
    x, top, right = rect.x + 4, rect.y + 4, rect.right - 4
    if look.theme is Theme.GREEN_BLUE:
        draw_claim(surface, pygame.Rect(x, top, font.line_height - 1, font.line_height - 1), info.mark,
                   palette.mark(info.mark))
    else:
        font.draw(surface, info.mark.value, (x, top), palette.mark(info.mark))
    font.draw(surface, info.name, (x + 10, top), palette.text if info.lit else palette.dim)
    if info.note:  # no room for both: the header already says who won
        font.draw(surface, info.note, (right, top), palette.warn, align="right")
    else:
        font.draw(surface, info.status, (right, top), palette.accent, align="right")
    second = top + PANEL_LINE + 1
    numbers = " ".join(map(str, info.numbers or ()))
    font.draw(surface, numbers or "-", (x, second), palette.mark(info.mark) if numbers else palette.dim)
    counts = tally_texts(info.tally)
    tally = " ".join(f"{tr(label)[0]}{count}" for label, count in zip(TALLY_LABELS, counts))
    font.draw(surface, tally, (right, second), palette.dim, align="right")


GLUE = "\x00"  # holds a word to the one-letter key before it while a legend is wrapped


def _glued(text: str) -> str:
    """A legend with each one-letter key (``W WIN``) glued to its word, so no line ends on the letter alone."""
    return re.sub(r"(?<!\S)(\S) ", lambda found: found.group(1) + GLUE, text)


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, info: PanelInfo, look: Look, wide: bool,
               compact: bool = False) -> None:
    """One player's panel: mark and names, Pick15 numbers, status, and the tally."""
    font, palette = look.font, look.palette
    mark_color = palette.mark(info.mark)
    if info.lit:
        pygame.draw.rect(surface, mark_color, rect, 1)
    else:
        pygame.draw.rect(surface, palette.panel, rect, 1)
    if compact:
        _draw_compact_panel(surface, rect, info, look)
        return
    x, y = rect.x + 4, rect.y + 4
    badge = _mark_badge(surface, (x, y), info.mark, look)
    font.draw(surface, info.name, (badge.right + 4, y - 1), palette.text if info.lit else palette.dim)
    font.draw(surface, mark_name(look.theme, info.mark, look.green), (badge.right + 4, y + HEADING_PITCH - 1),
              mark_color)
    y = max(badge.bottom, y + HEADING_PITCH + font.line_height) + 6
    if info.numbers is not None:
        # Moler's list: "Green : 2 8" -- the numbers each player holds, in their colour.
        scale = NUMBERS_SCALE if wide else 1
        numbers = " ".join(map(str, info.numbers))
        font.draw(surface, numbers or "-", (x, y), mark_color if numbers else palette.dim, scale=scale)
        y += font.line_height * scale + 4
    font.draw(surface, info.status, (x, y), palette.accent)
    y += font.line_height + NOTE_GAP
    for line in font.wrap(info.note, rect.right - 4 - x) if info.note else ():
        font.draw(surface, line, (x, y), palette.warn)
        y += font.line_height
    for line in font.wrap(_glued(info.legend), rect.right - 4 - x) if info.legend else ():
        font.draw(surface, line.replace(GLUE, " "), (x, y), palette.text)
        y += font.line_height
    counts = tally_texts(info.tally)
    if wide:
        text = "  ".join(f"{tr(label)[0]} {count}" for label, count in zip(TALLY_LABELS, counts))
        font.draw(surface, text, (x, rect.bottom - 4 - font.line_height), palette.dim)
        return
    bottom = rect.bottom - 4 - len(counts) * PANEL_LINE
    for i, (label, count) in enumerate(zip(TALLY_LABELS, counts)):
        row_y = bottom + i * PANEL_LINE
        font.draw(surface, label, (x, row_y), palette.dim)
        font.draw(surface, count, (rect.right - 4, row_y), palette.text, align="right")


def draw_hints(surface: pygame.Surface, look: Look, hint: Hint | None) -> None:
    """The key hints along the bottom."""
    draw_hint(surface, look.font, look.palette, hint)
