"""The help screen: the controls for keyboard, gamepad and mouse, and what the games are.

The controls table is built from the binding tables in ``bindings.py``, so
it always says what the game actually does.  Left and right turn the page.
In kiosk mode the table leaves out the operator menu's service input and
the keys a cabinet refuses its players (full screen, picture, clip): they
need not be told.
"""

from __future__ import annotations

import pygame

from game.app.audio.sounds import Sfx
from game.app.capture.recent import KEPT_SECONDS
from game.app.input.actions import Action, ActionEvent
from game.app.input.bindings import (
    APP_KEYS,
    CLEAR_HOLD_TICKS,
    CLEAR_PAD_BUTTON,
    OPERATOR_HOLD_TICKS,
    OPERATOR_KEY,
    OPERATOR_PAD_BUTTONS,
    AppRequest,
)
from game.app.input.labels import PAD_LABELS, key_label
from game.app.input.presets import DEFAULT_KEYS, PAD

# The default map in the shape the screen read before bindings could change (being replaced).
KEYS = {k: a for a, ks in DEFAULT_KEYS.items() for k in ks}
PAD_BUTTONS = {b.button: a for a, bs in PAD.items() for b in bs if not b.raw}
JOY_BUTTONS = {b.button: a for a, bs in PAD.items() for b in bs if b.raw}
from game.app.render.hints import Hint
from game.app.render.ui import CENTER_X, MARGIN, WIDTH, draw_hint, draw_title
from game.app.shell.loop import TICK_RATE
from game.app.shell.scene import Scene
from game.engine import LO_SHU

TABLE_TOP = 28
ROW_HEIGHT = 9  # the font's 8 and one: twelve rows, the pad note and the CLEAR note above the hint line
NOTE_HEIGHT = 10  # the notes under the table
COLUMNS = (MARGIN, 72, 168, 246)  # x of: what, keyboard (ESC BACKSPACE X is its widest), gamepad, mouse
TEXT_TOP = 32
HINT = "{left}{right} PAGE   {back} BACK"

#: The rows of the table: a label and the actions it covers.
ROWS: tuple[tuple[str, tuple[Action, ...]], ...] = (
    ("MOVE", (Action.UP, Action.LEFT, Action.DOWN, Action.RIGHT)),  # the order of W A S D
    ("SELECT", (Action.SELECT,)),
    ("BACK", (Action.BACK,)),
    ("VIEW", (Action.SWITCH_VIEW,)),
    ("PAUSE", (Action.PAUSE,)),
    ("UNDO", (Action.UNDO,)),
    ("THINKING", (Action.THINK,)),
)
#: What the mouse does for each row: its own buttons, or a click on the key the game's hint line names (each hint
#: is a button: TAB VIEW, U UNDO, T THINK against a computer, DEL CLEAR in the calculator's game).
CLICK_HINT = "CLICK HINT"
MOUSE = {Action.UP: "POINT", Action.SELECT: "CLICK", Action.BACK: "RIGHT BTN", Action.PAUSE: "RIGHT BTN",
         Action.SWITCH_VIEW: CLICK_HINT, Action.UNDO: CLICK_HINT, Action.THINK: CLICK_HINT, Action.CLEAR: CLICK_HINT}
#: CLEAR leaves the TI-83 program's game (asking LEAVE GAME? first), and works nowhere else: its hint is only there.
CLEAR_LABEL = "CLEAR"  # the word the game's hint line (DEL CLEAR) and the README give it
#: Under the table: where CLEAR works, in words a child reads (CALCULATOR is that opponent's name on screen).
CLEAR_NOTE = "CLEAR LEAVES A GAME, BUT ONLY AGAINST CALCULATOR"
APP_ROWS = (("FULL SCR", AppRequest.TOGGLE_FULLSCREEN, "ALT+ENTER"), ("SCREENSHOT", AppRequest.SCREENSHOT, ""),
            ("CLIP", AppRequest.CLIP, f"LAST {KEPT_SECONDS}S"))

#: Page two: each game's name and its rules in a sentence or two.
GAMES = (
    ("PICK15", "TAKE TURNS PICKING NUMBERS FROM 1 TO 9. WHOEVER HOLDS THREE THAT ADD UP TO 15 WINS."),
    ("TICTACTOE", "TAKE TURNS MARKING THE GRID. THREE IN A ROW WINS."),
    ("MAGIC15", "TICTACTOE ON THE LO-SHU MAGIC SQUARE (RIGHT): EVERY ROW, COLUMN AND DIAGONAL ADDS UP TO 15."),
)
SQUARE_CELL = 11  # pixels per cell of the little Lo-Shu square drawn beside MAGIC15
PARAGRAPH_LINE = 10  # line pitch of running text: the font's 8 plus room to breathe
PARAGRAPH_GAP = 4


def _join(labels) -> str:
    unique = [x for x in dict.fromkeys(labels) if x]
    return " ".join(unique)


def controls_table(*, cabinet: bool = False) -> list[tuple[str, str, str, str]]:
    """(what, keyboard, gamepad, mouse) for every row, from the live binding tables.

    ``cabinet``: for a kiosk's public, without the keys it refuses them (full screen, picture, clip)
    or the operator menu's service input.
    """
    table = []
    for label, actions in ROWS:
        labels = [key_label(k) for action in actions for k, a in KEYS.items() if a is action]
        if actions[0] is Action.UP:
            # Direction keys come in sets of four: "↑←↓→ WASD" reads better than eight words.
            arrows = "".join(x for x in labels if x and not x.isalnum())
            letters = "".join(x for x in labels if x and x.isalnum())
            labels = [arrows, letters]
        keys = _join(labels)
        if actions[0] is Action.UP:
            pad, mouse = "D-PAD STICK", "POINT WHEEL"
        else:
            pad = _join(PAD_LABELS.get(b) for b, a in PAD_BUTTONS.items() if a in actions)
            mouse = MOUSE.get(actions[0], "")
        table.append((label, keys, pad, mouse))
    for label, request, extra in () if cabinet else APP_ROWS:
        keys = _join([*(key_label(k) for k, r in APP_KEYS.items() if r is request), extra])
        table.append((label, keys, "", ""))
    clear_keys = _join(key_label(k) for k, a in KEYS.items() if a is Action.CLEAR)
    # The TI-83 program's key, in the calculator's game only (the label says so; the columns say how).
    pad = f"{PAD_LABELS[CLEAR_PAD_BUTTON]} {CLEAR_HOLD_TICKS // TICK_RATE}S"  # held, as OPERATOR's pad pair
    table.append((CLEAR_LABEL, clear_keys, pad, MOUSE[Action.CLEAR]))
    if not cabinet:
        held = f"{OPERATOR_HOLD_TICKS // TICK_RATE}S"
        pad = "+".join(PAD_LABELS[b] for b in sorted(OPERATOR_PAD_BUTTONS))  # SDL numbers SELECT before START
        table.append(("OPERATOR", f"{key_label(OPERATOR_KEY)} HELD {held}", f"{pad} {held}", ""))
    return table


def raw_pad_note() -> str:
    """How pads without an SDL mapping are read."""
    select = min(b for b, a in JOY_BUTTONS.items() if a is Action.SELECT)
    back = min(b for b, a in JOY_BUTTONS.items() if a is Action.BACK)
    return f"OTHER PADS: HAT MOVES, BUTTON {select} SELECTS, {back} BACK"


def one_game_note(table: list[tuple[str, str, str, str]]) -> str:
    """The punchline of page two, naming the switch-view controls from the table."""
    _, keys, pad, _ = next(row for row in table if row[0] == "VIEW")
    return f"THE THREE ARE ONE GAME DRAWN THREE WAYS: SWITCH VIEWS MID-GAME WITH {keys} ({pad} ON A PAD)."


class HelpScene(Scene):
    """Two pages: the controls, and what the games are."""

    name = "help"
    PAGES = 2

    def enter(self, ctx) -> None:
        self.page = 0
        self._table = controls_table(cabinet=ctx.kiosk)

    def handle(self, event: ActionEvent) -> None:
        action = event.action
        if action is Action.BACK:
            self.ctx.audio.play(Sfx.BACK)
            self.ctx.scenes.pop()
        elif action in (Action.LEFT, Action.RIGHT, Action.SELECT, Action.CLICK):
            step = -1 if action is Action.LEFT else 1
            page = self.page + step
            if action in (Action.SELECT, Action.CLICK):
                page %= self.PAGES
            if 0 <= page < self.PAGES and page != self.page:
                self.page = page
                self.ctx.audio.play(Sfx.MOVE)

    def draw(self, surface: pygame.Surface) -> None:
        font, palette = self.ctx.font, self.ctx.palette
        surface.fill(palette.background)
        draw_title(surface, font, palette, ("CONTROLS", "THE GAMES")[self.page])
        font.draw(surface, f"{self.page + 1}/{self.PAGES}", (WIDTH - MARGIN, MARGIN), palette.dim, align="right")
        if self.page == 0:
            self._draw_controls(surface)
        else:
            self._draw_about(surface)
        draw_hint(surface, font, palette, self.hint())

    def hint(self) -> Hint:
        return self.keyed(HINT)

    def _draw_controls(self, surface: pygame.Surface) -> None:
        font, palette = self.ctx.font, self.ctx.palette
        for x, heading in zip(COLUMNS[1:], ("KEYBOARD", "GAMEPAD", "MOUSE")):
            font.draw(surface, heading, (x, TABLE_TOP), palette.accent)
        for i, row in enumerate(self._table, 1):
            y = TABLE_TOP + i * ROW_HEIGHT
            for j, (x, text) in enumerate(zip(COLUMNS, row)):
                font.draw(surface, text, (x, y), palette.text if j else palette.cursor)
        y = TABLE_TOP + len(self._table) * ROW_HEIGHT + NOTE_HEIGHT
        font.draw(surface, raw_pad_note(), (CENTER_X, y), palette.dim, align="center")
        font.draw(surface, CLEAR_NOTE, (CENTER_X, y + NOTE_HEIGHT), palette.dim, align="center")

    def _draw_about(self, surface: pygame.Surface) -> None:
        font, palette = self.ctx.font, self.ctx.palette
        width = WIDTH - 2 * MARGIN
        square_left = WIDTH - MARGIN - 3 * SQUARE_CELL
        y = TEXT_TOP
        for name, rules in GAMES:
            font.draw(surface, name, (MARGIN, y), palette.cursor)
            top = y
            y += PARAGRAPH_LINE
            beside_square = name == "MAGIC15"
            for line in font.wrap(rules, width - (3 * SQUARE_CELL + MARGIN if beside_square else 0)):
                font.draw(surface, line, (MARGIN, y), palette.text)
                y += PARAGRAPH_LINE
            if beside_square:
                self._draw_lo_shu(surface, (square_left, top))
                y = max(y, top + 3 * SQUARE_CELL)
            y += PARAGRAPH_GAP
        for line in font.wrap(one_game_note(self._table), width):
            font.draw(surface, line, (MARGIN, y), palette.accent)
            y += PARAGRAPH_LINE

    def _draw_lo_shu(self, surface: pygame.Surface, topleft: tuple[int, int]) -> None:
        font, palette = self.ctx.font, self.ctx.palette
        left, top = topleft
        for r, row in enumerate(LO_SHU):
            for c, number in enumerate(row):
                cell = pygame.Rect(left + c * SQUARE_CELL, top + r * SQUARE_CELL, SQUARE_CELL + 1, SQUARE_CELL + 1)
                pygame.draw.rect(surface, palette.grid, cell, 1)
                font.draw(surface, str(number), (cell.left + SQUARE_CELL // 2 + 1, cell.top + 2), palette.text, align="center")
