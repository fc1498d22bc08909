"""The help screen: the controls for keyboard, gamepad and mouse, and what the games are.

The controls table is built from the key map in force (``ctx.keymap``) and
the fixed controls of ``bindings.py``, so it always says what the game
actually does, in the names the map's preset gives its keys (an arcade
encoder's B1 and START).  When player 2 has keys of their own on the
keyboard (two on one keyboard, an encoder's second stick), a page of its
own lists them, action by action, beside player 2's pad.  Left and right
turn the page.  In kiosk mode the table leaves out the operator menu's
service input and the keys a cabinet refuses its players (full screen,
picture, clip): they need not be told.  A page of its own lists the speech
keys (``bindings.SPEECH_KEYS``), fixed as a screen reader's are.  Said
aloud, each page is read as it opens: its title, then its table row by row
(what, then each column's heading and controls) or its paragraphs.
"""

from __future__ import annotations

import enum

import pygame

from game.app.audio.sounds import Sfx
from game.app.capture.recent import KEPT_SECONDS
from game.app.input.actions import Action, ActionEvent
from game.app.input.bindings import (
    APP_KEYS,
    SPEECH_HOLD_KEY,
    SPEECH_HOLD_TICKS,
    SPEECH_KEYS,
    CLEAR_HOLD_TICKS,
    CLEAR_PAD_BUTTON,
    OPERATOR_HOLD_TICKS,
    OPERATOR_KEY,
    OPERATOR_PAD_BUTTONS,
    AppRequest,
)
from game.app.input.keymap import Binding, Device, KeyMap, PadButton, Slot
from game.app.input.labels import PAD_LABELS, control_label, key_label
from game.app.input.presets import PAD
from game.app.render.font import ADVANCE, BitmapFont
from game.app.render.hints import Hint
from game.app.render.key_words import key_words, keyed
from game.app.render.ui import CENTER_X, MARGIN, WIDTH, draw_hint, draw_title
from game.app.scenes.help_said import said_table
from game.app.shell.loop import TICK_RATE
from game.app.shell.scene import Scene
from game.engine import LO_SHU
from game.language import NC_, N_, tr, trc
from game.speech import Spoken

TABLE_TOP = 28
ROW_HEIGHT = 9  # the font's 8 and one: twelve rows, the pad note and the CLEAR note above the hint line
NOTE_HEIGHT = 10  # the notes under the table
COLUMNS = (MARGIN, 72, 168, 246)  # x of: what, keyboard (ESC BACKSPACE X is its widest), gamepad, mouse
TEXT_TOP = 32
HINT = N_("{left}{right} PAGE   {back} BACK")

#: The rows of the table: a label and the actions it covers.
ROWS: tuple[tuple[str, tuple[Action, ...]], ...] = (
    # TRANSLATORS: the help's controls table: what a control does, in a column of 10 letters.
    (NC_("an action's name", "MOVE"), (Action.UP, Action.LEFT, Action.DOWN, Action.RIGHT)),  # the order of W A S D
    (NC_("an action's name", "SELECT"), (Action.SELECT,)),
    (NC_("an action's name", "BACK"), (Action.BACK,)),
    (NC_("an action's name", "VIEW"), (Action.SWITCH_VIEW,)),
    (NC_("an action's name", "PAUSE"), (Action.PAUSE,)),
    (NC_("an action's name", "UNDO"), (Action.UNDO,)),
    (NC_("an action's name", "THINKING"), (Action.THINK,)),
)
MOVE = ROWS[0][1]
ACTION = "an action's name"  # the rows' context: the names CONTROLS and INPUT TEST give the actions
VIEW_LABEL = next(label for label, actions in ROWS if actions == (Action.SWITCH_VIEW,))
#: What the mouse does for each row: its own buttons, or a click on the key the game's hint line names (each hint
#: is a button: TAB VIEW, U UNDO, T THINK against a computer, DEL CLEAR in the calculator's game).
# TRANSLATORS: the help's mouse column (12 letters): a click on the key the hint line names.
CLICK_HINT = N_("CLICK HINT")
# TRANSLATORS: the help's mouse column (12 letters): point, click, the right button.
MOUSE = {Action.UP: N_("POINT"), Action.SELECT: N_("CLICK"), Action.BACK: N_("RIGHT BTN"), Action.PAUSE: N_("RIGHT BTN"),
         Action.SWITCH_VIEW: CLICK_HINT, Action.UNDO: CLICK_HINT, Action.THINK: CLICK_HINT, Action.CLEAR: CLICK_HINT}
#: A pad moves with its stick too, whatever its buttons are bound to.
# TRANSLATORS: the help's gamepad column: a pad moves with its d-pad and its stick.
PAD_MOVE = N_("D-PAD STICK")
# TRANSLATORS: the help's gamepad column: the buttons a pad moves with ({buttons}), and its stick.
PAD_BUTTONS_MOVE = N_("{buttons} STICK")
# TRANSLATORS: the help's mouse column: the mouse moves by pointing and by its wheel.
MOUSE_MOVE = N_("POINT WHEEL")
#: CLEAR leaves the TI-83 program's game (asking LEAVE GAME? first), and works nowhere else: its hint is only there.
CLEAR_LABEL = NC_("an action's name", "CLEAR")  # the word the game's hint line (DEL CLEAR) and the README give it
#: Under the table: where CLEAR works, in words a child reads (CALCULATOR is that opponent's name on screen).
CLEAR_NOTE = N_("CLEAR LEAVES A GAME, BUT ONLY AGAINST CALCULATOR")
# TRANSLATORS: the help's controls table, 10 letters at most: switch full screen, take a picture, save a clip.
APP_ROWS = ((N_("FULL SCR"), AppRequest.TOGGLE_FULLSCREEN), (N_("SCREENSHOT"), AppRequest.SCREENSHOT),
            (N_("CLIP"), AppRequest.CLIP))
#: Player 2's page: its title, and the note under its table naming the actions player 2 has no key of their own for
#: (on one keyboard they reach player 1's; on a cabinet's panel they do not, so it says no more than that).
PLAYER_2_TITLE = N_("PLAYER 2")
PLAYER_1_TITLE = N_("PLAYER 1")
# TRANSLATORS: {actions} lists the rows of the controls table (VIEW, UNDO...), joined by commas.
SHARED_NOTE = N_("NOT ON PLAYER 2'S KEYS: {actions}")
#: The keys' column: a keyboard's, or an arcade panel's buttons when the key map names them (B1, START).
KEYS_HEADINGS = {False: N_("KEYBOARD"), True: N_("PANEL")}
GAMEPAD_HEADING, MOUSE_HEADING = N_("GAMEPAD"), N_("MOUSE")

#: Page two: each game's name and its rules in a sentence or two.
GAMES = (
    (N_("PICK15"), N_("TAKE TURNS PICKING NUMBERS FROM 1 TO 9. WHOEVER HOLDS THREE THAT ADD UP TO 15 WINS.")),
    (N_("TICTACTOE"), N_("TAKE TURNS MARKING THE GRID. THREE IN A ROW WINS.")),
    # TRANSLATORS: the magic square is drawn to the right of this text.
    (N_("MAGIC15"), N_("TICTACTOE ON THE LO-SHU MAGIC SQUARE (RIGHT): EVERY ROW, COLUMN AND DIAGONAL ADDS UP TO 15.")),
)
SQUARE_CELL = 11  # pixels per cell of the little Lo-Shu square drawn beside MAGIC15
PARAGRAPH_LINE = 10  # line pitch of running text: the font's 8 plus room to breathe
PARAGRAPH_GAP = 4

#: The speech page: what SPEECH does, then each speech key and what it says ({key}: the key as printed on it).
SPEECH_INTRO = N_("WITH SPEECH ON (SETTINGS), THE GAME SAYS THE SCREEN ALOUD.")
SPEECH_KEY_WORDS = {
    Action.SAY_AGAIN: N_("{key} SAYS THE LAST LINE AGAIN"),
    Action.SAY_ALL: N_("{key} SAYS THE WHOLE SCREEN"),
    Action.SAY_PLACE: N_("{key} SAYS WHERE THE CURSOR IS"),
}
# TRANSLATORS: {key} is the key held (F8), {seconds} how long it is held at the main menu.
SPEECH_HOLD_WORDS = N_("{key} HELD {seconds} SECONDS AT THE MENU TURNS SPEECH ON OR OFF")
SPEECH_TITLE = N_("SPEECH")

Row = tuple[str, str, str, str]


class Page(enum.Enum):
    """The help's pages, by their titles; PLAYER_2 only when player 2 has keys of their own."""

    CONTROLS = "controls"
    PLAYER_2 = "player_2"
    SPEECH = "speech"
    GAMES = "games"


#: Each page's title (PLAYER 1's controls are titled so when player 2 has a page of their own).
PAGE_TITLES = {Page.CONTROLS: N_("CONTROLS"), Page.PLAYER_2: PLAYER_2_TITLE, Page.SPEECH: SPEECH_TITLE,
               Page.GAMES: N_("THE GAMES")}
# TRANSLATORS: said aloud as the help opens, and as a page turns: its title, and which page of how many it is.
PAGE_SAID = N_("{title}, PAGE {number} OF {count}")
#: The help's name, said as it opens (the main menu's and the pause menu's item).
HELP_NAME = N_("HELP")


def speech_lines() -> list[str]:
    """The speech page's paragraphs: what SPEECH does, then each speech key, by the word printed on it."""
    keys = [tr(SPEECH_KEY_WORDS[action]).format(key=key_label(key)) for key, action in SPEECH_KEYS.items()]
    return [tr(SPEECH_INTRO), *keys, tr(SPEECH_HOLD_WORDS).format(key=key_label(SPEECH_HOLD_KEY),
                                                                  seconds=SPEECH_HOLD_TICKS // TICK_RATE)]


def _join(labels) -> str:
    """Controls' names in one cell, each once, a space apart (each already said in the language in use)."""
    unique = [x for x in dict.fromkeys(labels) if x]
    return " ".join(unique)


def _labels(keymap: KeyMap, slot: Slot, action: Action) -> list[str]:
    """The names of an action's controls; on a pad its mapped buttons only (raw ones have ``raw_pad_note``)."""
    return [control_label(c, keymap) for c in keymap.controls(Binding(slot, action))
            if not (isinstance(c, PadButton) and c.raw)]


def _directions(keymap: KeyMap, slot: Slot) -> str:
    """The four directions' keys, in sets of four: "↑←↓→ WASD" reads better than eight words.

    Each set is the n-th key of every direction; a map whose directions do not come in whole sets of
    one-letter names says each direction's keys instead (``↑/W ←``...).
    """
    each = [_labels(keymap, slot, action) for action in MOVE]
    if each and all(len(labels) == len(each[0]) for labels in each) and all(
            len(label) == 1 for labels in each for label in labels):
        return " ".join("".join(labels[n] for labels in each) for n in range(len(each[0])))
    return " ".join("/".join(labels) for labels in each if labels)


def _pad_directions(keymap: KeyMap, slot: Slot) -> str:
    """How a pad moves: its d-pad and stick, or the buttons its directions are bound to and the stick."""
    if all(keymap.controls(Binding(slot, action)) == PAD[action] for action in MOVE):
        return PAD_MOVE
    return tr(PAD_BUTTONS_MOVE).format(buttons=_directions(keymap, slot))


def _row(keymap: KeyMap, player: int, label: str, actions: tuple[Action, ...], mouse: str) -> Row:
    """One row of a player's table: what, their keys, their pad, and the mouse's way (or "")."""
    keys, pad = Slot(player, Device.KEYS), Slot(player, Device.PAD)
    label = trc(ACTION, label)  # an action's name, as CONTROLS and INPUT TEST say it
    if actions == MOVE:
        return label, _directions(keymap, keys), _pad_directions(keymap, pad), mouse
    return label, _join(_labels(keymap, keys, actions[0])), _join(_labels(keymap, pad, actions[0])), mouse


def table_columns(font: BitmapFont, table: list[Row], headings: tuple[str, ...]) -> tuple[int, ...]:
    """Each column's x: where ``COLUMNS`` puts it, or further right where a text of the column before it would
    reach it (a language whose words run longer), two blank letters after that text, or one where two would push
    the last column off the screen.  A text with nothing after it in its row may run on (the operator's pad pair)."""
    rows = [("", *headings), *table]
    for gap in (2 * ADVANCE + 1, ADVANCE + 1):
        columns = [COLUMNS[0]]
        for j in range(1, len(COLUMNS)):
            reach = max((columns[-1] + font.size(row[j - 1])[0] + gap
                         for row in rows if j < len(row) and row[j] and row[j - 1]), default=0)
            columns.append(max(COLUMNS[j], reach))
        if max(columns[-1] + font.size(row[-1])[0] for row in rows) <= WIDTH - MARGIN:
            break
    return tuple(columns)


def controls_table(keymap: KeyMap, *, cabinet: bool = False) -> list[Row]:
    """(what, keyboard, gamepad, mouse) for every row: player 1's keys and pad, from the key map in force.

    ``cabinet``: for a kiosk's public, without the keys it refuses them (full screen, picture, clip)
    or the operator menu's service input.
    """
    keys = Slot(0, Device.KEYS)
    table = [_row(keymap, 0, label, actions, MOUSE_MOVE if actions == MOVE else MOUSE.get(actions[0], ""))
             for label, actions in ROWS]
    extras = {AppRequest.TOGGLE_FULLSCREEN: tr("ALT+ENTER"),
              # TRANSLATORS: the help's controls table: the key that saves the last {seconds} seconds as a clip.
              AppRequest.CLIP: tr("LAST {seconds}S").format(seconds=KEPT_SECONDS)}
    for label, request in () if cabinet else APP_ROWS:
        keys_of = [key_label(k) for k, r in APP_KEYS.items() if r is request]
        table.append((label, _join([*keys_of, extras.get(request, "")]), "", ""))
    clear_keys = _join(_labels(keymap, keys, Action.CLEAR))
    # The TI-83 program's key, in the calculator's game only (the label says so; the columns say how).
    # Held, as OPERATOR's pad pair.
    # TRANSLATORS: the help's controls table: a pad's button(s) held for {seconds} seconds.
    held_pad = tr("{buttons} {seconds}S").format(buttons=tr(PAD_LABELS[CLEAR_PAD_BUTTON]),
                                                 seconds=CLEAR_HOLD_TICKS // TICK_RATE)
    table.append((trc(ACTION, CLEAR_LABEL), clear_keys, held_pad, MOUSE[Action.CLEAR]))
    if not cabinet:
        seconds = OPERATOR_HOLD_TICKS // TICK_RATE
        pair = "+".join(tr(PAD_LABELS[b]) for b in sorted(OPERATOR_PAD_BUTTONS))  # SDL numbers SELECT before START
        # TRANSLATORS: the help's controls table: a key held for {seconds} seconds.
        held = tr("{key} HELD {seconds}S").format(key=key_label(OPERATOR_KEY), seconds=seconds)
        table.append((trc("an action's name", "OPERATOR"), held, tr("{buttons} {seconds}S").format(buttons=pair, seconds=seconds), ""))
    return table


def player_2_table(keymap: KeyMap) -> list[Row]:
    """(what, keyboard, gamepad, "") for each row player 2's own keys do: their keyboard keys and their pad."""
    keys, pad = Slot(1, Device.KEYS), Slot(1, Device.PAD)
    table = []
    for label, actions in ROWS:
        if _pauses_by_back(keymap, actions[0]):
            # No PAUSE key of their own: their BACK opens the same pause menu in a game, as their hint line says.
            back = _join(_labels(keymap, keys, Action.BACK))
            # TRANSLATORS: player 2's key ({keys}) that pauses when they are in a game.
            in_a_game = tr("{keys} IN A GAME").format(keys=back)
            table.append((trc(ACTION, label), in_a_game, _join(_labels(keymap, pad, actions[0])), ""))
            continue
        if _labels(keymap, keys, actions[0]):
            table.append(_row(keymap, 1, label, actions, ""))
    return table


def _pauses_by_back(keymap: KeyMap, action: Action) -> bool:
    """Whether player 2 pauses a game with their BACK, having no PAUSE key of their own."""
    keys = Slot(1, Device.KEYS)
    return action is Action.PAUSE and not _labels(keymap, keys, action) and bool(_labels(keymap, keys, Action.BACK))


def shared_note(keymap: KeyMap) -> str:
    """Under player 2's table: the rows player 2 has no key of their own for (player 1 has), or nothing."""
    keys = Slot(1, Device.KEYS)
    shared = [label for label, actions in (*ROWS, (CLEAR_LABEL, (Action.CLEAR,)))
              if not _labels(keymap, keys, actions[0]) and _labels(keymap, Slot(0, Device.KEYS), actions[0])
              and not _pauses_by_back(keymap, actions[0])]
    return tr(SHARED_NOTE).format(actions=", ".join(trc(ACTION, label) for label in shared)) if shared else ""


def raw_pad_note(keymap: KeyMap) -> str:
    """How pads without an SDL mapping are read: the numbered buttons player 1's pad selects and goes back with."""
    first = {}
    for action in (Action.SELECT, Action.BACK):
        raw = [c.button + 1 for c in keymap.controls(Binding(Slot(0, Device.PAD), action))
               if isinstance(c, PadButton) and c.raw]  # counted from 1, as INPUT TEST and the pads count them
        if raw:
            first[action] = min(raw)
    select, back = first.get(Action.SELECT), first.get(Action.BACK)
    # TRANSLATORS: how the help says pads the game has no layout for are read: the hat moves, a numbered
    # button selects and another goes back.
    if select is not None and back is not None:
        return tr("OTHER PADS: HAT MOVES, BUTTON {select} SELECTS, {back} BACK").format(select=select, back=back)
    if select is not None:
        return tr("OTHER PADS: HAT MOVES, BUTTON {select} SELECTS").format(select=select)
    if back is not None:
        return tr("OTHER PADS: HAT MOVES, BUTTON {back} BACK").format(back=back)
    return tr("OTHER PADS: HAT MOVES")


def one_game_note(table: list[Row]) -> str:
    """The punchline of page two, naming the switch-view controls from the table."""
    _, keys, pad, _ = next(row for row in table if row[0] == trc(ACTION, VIEW_LABEL))
    # TRANSLATORS: {keys} are the keys that switch the view (TAB), {pad} the pad's button (SELECT).
    return tr("THE THREE ARE ONE GAME DRAWN THREE WAYS: SWITCH VIEWS MID-GAME WITH {keys} ({pad} ON A PAD).").format(
        keys=keys, pad=pad)


class HelpScene(Scene):
    """The controls (and player 2's, when they have keys of their own), and what the games are."""

    name = "help"

    def enter(self, ctx) -> None:
        self.page = 0
        keymap = ctx.keymap
        self._table = controls_table(keymap, cabinet=ctx.kiosk)
        self._raw_note = raw_pad_note(keymap)
        self._player_2 = player_2_table(keymap) if keymap.has_keys(1) else []
        self._shared_note = shared_note(keymap)
        self.pages = tuple(page for page in Page if page is not Page.PLAYER_2 or self._player_2)
        #: Each page as said, worked out once: the narrator asks for it every tick, and it holds still while open.
        self._said: dict[Page, list[str]] = {}

    def handle(self, event: ActionEvent) -> None:
        action = event.action
        if action is Action.BACK:
            self.ctx.audio.play(Sfx.BACK)
            self.ctx.scenes.pop()
        elif action in (Action.LEFT, Action.RIGHT, Action.SELECT, Action.CLICK):
            step = -1 if action is Action.LEFT else 1
            page = self.page + step
            if action in (Action.SELECT, Action.CLICK):
                page %= len(self.pages)
            if 0 <= page < len(self.pages) and page != self.page:
                self.page = page
                self.ctx.audio.play(Sfx.MOVE)

    @property
    def title(self) -> str:
        """The shown page's title; with a page of player 2's keys, the first is player 1's, and says whose."""
        shown = self.pages[self.page]
        return PLAYER_1_TITLE if shown is Page.CONTROLS and Page.PLAYER_2 in self.pages else PAGE_TITLES[shown]

    def draw(self, surface: pygame.Surface) -> None:
        font, palette = self.ctx.font, self.ctx.palette
        surface.fill(palette.background)
        shown = self.pages[self.page]
        draw_title(surface, font, palette, self.title)
        font.draw(surface, f"{self.page + 1}/{len(self.pages)}", (WIDTH - MARGIN, MARGIN), palette.dim, align="right")
        if shown is Page.CONTROLS:
            self._draw_table(surface, self._table, (self._raw_note, CLEAR_NOTE))
        elif shown is Page.PLAYER_2:
            self._draw_table(surface, self._player_2, (self._shared_note,))
        elif shown is Page.SPEECH:
            self._draw_speech(surface)
        else:
            self._draw_about(surface)
        draw_hint(surface, font, palette, self.hint())

    def hint(self) -> Hint:
        return keyed(HINT, key_words(self.ctx.keymap))

    def spoken(self) -> Spoken:
        place = tr(PAGE_SAID).format(title=tr(self.title), number=self.page + 1, count=len(self.pages))
        lines = self.page_said()
        return Spoken(HELP_NAME, " ".join(lines), status=place, whole=(HELP_NAME, place, *lines), place=place)

    def page_said(self) -> list[str]:
        """The page on show as said, a sentence a line: its table row by row and its notes, or its paragraphs."""
        shown = self.pages[self.page]
        if shown not in self._said:
            self._said[shown] = self._page_words(shown)
        return self._said[shown]

    def _page_words(self, shown: Page) -> list[str]:
        if shown in (Page.CONTROLS, Page.PLAYER_2):
            table = self._table if shown is Page.CONTROLS else self._player_2
            notes = (self._raw_note, CLEAR_NOTE) if shown is Page.CONTROLS else (self._shared_note,)
            return [*said_table(table, self._headings(table)), *(f"{tr(note)}." for note in notes if note)]
        if shown is Page.SPEECH:
            return [f"{line.rstrip('.')}." for line in speech_lines()]
        games = [f"{tr(name)}: {tr(rules)}" for name, rules in GAMES]
        return [*games, one_game_note(self._table)]

    def _headings(self, table: list[Row]) -> tuple[str, ...]:
        """The table's column headings: the keys' column, the pad's, and the mouse's where it has a word."""
        keys = KEYS_HEADINGS[bool(self.ctx.keymap.names)]
        return (keys, GAMEPAD_HEADING, MOUSE_HEADING) if any(row[3] for row in table) else (keys, GAMEPAD_HEADING)

    def _draw_speech(self, surface: pygame.Surface) -> None:
        font, palette = self.ctx.font, self.ctx.palette
        y = TEXT_TOP
        for i, paragraph in enumerate(speech_lines()):
            for line in font.wrap(paragraph, WIDTH - 2 * MARGIN):
                font.draw(surface, line, (MARGIN, y), palette.text if i else palette.accent)
                y += PARAGRAPH_LINE
            y += PARAGRAPH_GAP

    def _draw_table(self, surface: pygame.Surface, table: list[Row], notes: tuple[str, ...]) -> None:
        font, palette = self.ctx.font, self.ctx.palette
        headings = self._headings(table)
        columns = table_columns(font, table, headings)
        for x, heading in zip(columns[1:], headings):
            font.draw(surface, heading, (x, TABLE_TOP), palette.accent)
        for i, row in enumerate(table, 1):
            y = TABLE_TOP + i * ROW_HEIGHT
            for j, (x, text) in enumerate(zip(columns, row)):
                font.draw(surface, text, (x, y), palette.text if j else palette.cursor)
        y = TABLE_TOP + len(table) * ROW_HEIGHT + NOTE_HEIGHT
        for line in (line for note in notes for line in font.wrap(note, WIDTH - 2 * MARGIN)):
            font.draw(surface, line, (CENTER_X, y), palette.dim, align="center")
            y += NOTE_HEIGHT

    def _draw_about(self, surface: pygame.Surface) -> None:
        font, palette = self.ctx.font, self.ctx.palette
        width = WIDTH - 2 * MARGIN
        square_left = WIDTH - MARGIN - 3 * SQUARE_CELL
        y = TEXT_TOP
        for name, rules in GAMES:
            font.draw(surface, name, (MARGIN, y), palette.cursor)
            top = y
            y += PARAGRAPH_LINE
            beside_square = name == GAMES[-1][0]  # MAGIC15
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
