"""The operator menu: the cabinet's own settings and books, behind a held service input.

Opened by ``Action.OPERATOR`` (F2 held three seconds, or SELECT+START held
on a pad; see ``input.bindings``), whatever is on screen, kiosk mode or
not -- never from the main menu.  It offers the bookkeeping page, the
attract mode's idle time and demo pair (the same steps as the settings
screen), the CONTROLS screen, kiosk mode on or off, clearing the hall of fame, the tallies and
the results kept against each opponent (``match_setup.Records``),
and the one way out of a kiosk: EXIT TO DESKTOP.  Clearing and exiting
ask first (``ConfirmScene``); the rest applies and is saved at once.
While it is open, whatever is opened from it included, the machine does
not time out into the attract mode after the player's idle time
(``keeps_awake``): outside kiosk mode never, so the owner may read the
books as long as they like; in kiosk mode only after
``idle.OPERATOR_IDLE_SECONDS`` untouched, so the public never finds the
menu its owner walked away from.

The bookkeeping and the hall of fame are the context's ``books`` and
``fame`` (``lines(uptime_ticks)``, ``clear()``), kept by the cabinet's
records.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.app.audio.sounds import Sfx
from game.app.matches.match_setup import session_records
from game.app.matches.menace_draws import menace_on_show, reset_menace
from game.app.render.hints import Hint
from game.app.render.ui import (
    CENTER_X,
    MARGIN,
    WIDTH,
    CursorList,
    ValueColumn,
    draw_hint,
    draw_title,
    draw_value_rows,
)
from game.app.scenes.bookkeeping import BooksScene
from game.app.scenes.confirm import ConfirmScene
from game.app.scenes.controls_scene import ControlsScene
from game.app.scenes.settings_scene import changed, said_value, value_text
from game.app.scenes.input_test import InputTestScene
from game.app.scenes.sound_test import SoundTestScene
from game.app.scenes.value_rows import ValueRowsScene
from game.app.shell.registry import OPERATOR
from game.language import N_

TITLE = N_("OPERATOR")
ROWS_TOP = 30
ROW_SPACING = 12
COLUMN = ValueColumn(label_x=20, left=150, right=WIDTH - 12)  # labels, then values between two arrows
ABOUT_Y = 130  # the explanation of the row under the cursor (two lines at most)
VISIBLE_ROWS = 8  # the rows that fit above the explanation; the list scrolls for the rest
ABOUT_LINES = 2
ABOUT_LINE = 10
HINT = N_("{up}{down} CHOOSE   {left}{right} CHANGE   {select} SELECT   {back} BACK")


class Do(enum.Enum):
    """What choosing a row does."""

    BOOKS = "books"  # open the bookkeeping page
    CHANGE = "change"  # step a setting (left/right, or select for the next value)
    INPUT_TEST = "input_test"  # open the input test
    CONTROLS = "controls"  # open the CONTROLS screen
    SOUND_TEST = "sound_test"  # open the sound test
    CLEAR_FAME = "clear_fame"
    CLEAR_TALLIES = "clear_tallies"
    CLEAR_RESULTS = "clear_results"
    RESET_MENACE = "reset_menace"
    EXIT = "exit"
    BACK = "back"


@dataclass(frozen=True, slots=True)
class Row:
    """One line of the operator menu: its label, what it does, the setting it changes, and what it means."""

    label: str
    do: Do
    about: str
    field: str | None = None


ROWS = (
    Row(N_("BOOKKEEPING"), Do.BOOKS, N_("LIFETIME METERS AND THOSE SINCE THE LAST CLEAR: UPTIME, SESSIONS, GAMES, UNCLEAN ENDS.")),
    Row(N_("ATTRACT IDLE TIME"), Do.CHANGE, N_("KIOSK: ANY SCREEN LEFT THIS LONG GOES TO THE DEMO (A GAME ASKS CONTINUE?). AT HOME: ONLY A MENU."),
        "attract_idle_seconds"),
    Row(N_("DEMO PLAYERS"), Do.CHANGE, N_("WHO PLAYS WHOM IN THE WARGAMES DEMO: VARIED, A NEW PAIR EACH RUN, OR ONE PAIR (X AGAINST O)."), "demo_pair"),
    Row(N_("ATTRACT SOUND"), Do.CHANGE, N_("WHEN THE DEMO IS HEARD: ALWAYS, EVERY 4TH RUN (THE FIRST OF EACH FOUR), OR NEVER."), "attract_sound"),
    Row(N_("SCREEN SAVER"), Do.CHANGE, N_("A STILL SCREEN OUTSIDE A GAME DIMS AFTER THIS, AND BLANKS AFTER AS LONG AGAIN."),
        "screen_saver_seconds"),
    Row(N_("INPUT TEST"), Do.INPUT_TEST, N_("EVERY DEVICE AND BUTTON, LIT AS IT IS PRESSED. HOLD BACK 2 S, OR WAIT 10 S, TO LEAVE.")),
    Row(N_("CONTROLS"), Do.CONTROLS, N_("WHICH KEY OR BUTTON DOES WHAT: THE ARCADE PRESET FOR AN ENCODER, OR ANY KEY REBOUND.")),
    Row(N_("SOUND TEST"), Do.SOUND_TEST, N_("EVERY SOUND BY NAME: CHECK THE SPEAKER AND THE VOLUME.")),
    Row(N_("KIOSK"), Do.CHANGE, N_("FULL SCREEN, NO QUIT, THE WINDOW CANNOT BE CLOSED: ONLY THIS MENU EXITS."), "kiosk"),
    Row(N_("CLEAR HALL OF FAME"), Do.CLEAR_FAME, N_("FORGET EVERY RECORD AND ITS INITIALS. ASKS FIRST.")),
    Row(N_("CLEAR TALLIES"), Do.CLEAR_TALLIES, N_("SET THE METERS SINCE THE LAST CLEAR TO ZERO; LIFETIME ONES STAY. ASKS FIRST.")),
    Row(N_("CLEAR RESULTS"), Do.CLEAR_RESULTS, N_("FORGET THE WON, DRAWN AND LOST KEPT AGAINST EACH OPPONENT. ASKS FIRST.")),
    Row(N_("RESET MENACE"), Do.RESET_MENACE, N_("FORGET ALL MENACE LEARNED: EVERY MATCHBOX AS NEW. ASKS FIRST.")),
    Row(N_("EXIT TO DESKTOP"), Do.EXIT, N_("END THE PROGRAM, KIOSK OR NOT. ASKS FIRST.")),
    Row(N_("LANGUAGE"), Do.CHANGE, N_("WHAT THE CABINET SPEAKS: EACH LANGUAGE IS NAMED IN ITSELF."), "language"),
    Row(N_("BACK"), Do.BACK, N_("CHANGES ARE SAVED AS YOU MAKE THEM.")),
)


class OperatorScene(ValueRowsScene):
    """The operator menu."""

    name = OPERATOR
    column = COLUMN
    title = TITLE

    def enter(self, ctx) -> None:
        self.list = CursorList(len(ROWS), ROWS_TOP, ROW_SPACING, MARGIN, WIDTH - 2 * MARGIN, visible=VISIBLE_ROWS)

    @property
    def keeps_awake(self) -> bool:
        return True

    @property
    def row(self) -> Row:
        """The row under the cursor."""
        return ROWS[self.list.index]

    def has_value(self, index: int) -> bool:
        return ROWS[index].do is Do.CHANGE

    def row_label(self, index: int) -> str:
        return ROWS[index].label

    def said_value(self, index: int) -> str:
        field = ROWS[index].field
        return "" if field is None else said_value(self.ctx.config, field)

    def said_about(self) -> str:
        return self.row.about

    def change(self, direction: int) -> None:
        field = self.row.field
        if field is None:
            return
        new = changed(self.ctx.config, field, direction)
        if new != getattr(self.ctx.config, field):
            self.ctx.settings.update(**{field: new})
            self.ctx.audio.play(Sfx.MOVE)

    def activate(self) -> None:
        do = self.row.do
        if do is Do.CHANGE:
            self.change(+1)
        elif do is Do.BACK:
            self.leave()
        elif do is Do.BOOKS:
            self.ctx.audio.play(Sfx.SELECT)
            self.ctx.scenes.push(BooksScene())
        elif do is Do.INPUT_TEST:
            self.ctx.audio.play(Sfx.SELECT)
            self.ctx.scenes.push(InputTestScene())
        elif do is Do.SOUND_TEST:
            self.ctx.audio.play(Sfx.SELECT)
            self.ctx.scenes.push(SoundTestScene())
        elif do is Do.CONTROLS:
            self.ctx.audio.play(Sfx.SELECT)
            self.ctx.scenes.push(ControlsScene())
        elif do is Do.CLEAR_FAME:
            self._ask(N_("CLEAR HALL OF FAME?"), lambda: self._clear("hall_of_fame", self.ctx.fame, N_("HALL OF FAME CLEARED")))
        elif do is Do.CLEAR_TALLIES:
            self._ask(N_("CLEAR TALLIES?"), lambda: self._clear("tallies", self.ctx.books, N_("TALLIES CLEARED")))
        elif do is Do.CLEAR_RESULTS:
            self._ask(N_("CLEAR RESULTS?"), lambda: self._clear("results", session_records(self.ctx), N_("RESULTS CLEARED")))
        elif do is Do.RESET_MENACE:
            self._ask(N_("RESET MENACE?"), self._reset_menace)
        elif do is Do.EXIT:
            self._ask(N_("EXIT TO DESKTOP?"), self.ctx.quit)

    def _ask(self, question: str, on_yes: Callable[[], None]) -> None:
        self.ctx.audio.play(Sfx.SELECT)
        self.ctx.scenes.push(ConfirmScene(question, on_yes))

    def _reset_menace(self) -> None:
        """Forget what MENACE learned, on disk too (the one a game under this menu plays, if any)."""
        reset_menace(self.ctx, menace_on_show(self.ctx))

    def _clear(self, what: str, keeper, done: str) -> None:
        keeper.clear()
        self.ctx.events.emit("operator_clear", what=what)
        self.ctx.toasts.show(done, brief=True)  # the choice's echo

    def draw(self, surface: pygame.Surface) -> None:
        font, palette, settings = self.ctx.font, self.ctx.palette, self.ctx.config
        surface.fill(palette.background)
        draw_title(surface, font, palette, TITLE)
        draw_value_rows(surface, font, palette, self.list, [row.label for row in ROWS],
                        [row.field is not None for row in ROWS], COLUMN,
                        lambda index, mid: font.draw(surface, value_text(settings, ROWS[index].field), mid,
                                                     palette.text, align="center"))
        for i, line in enumerate(font.wrap(self.row.about, WIDTH - 2 * MARGIN)):
            font.draw(surface, line, (CENTER_X, ABOUT_Y + i * ABOUT_LINE), palette.dim, align="center")
        draw_hint(surface, font, palette, self.hint())

    def hint(self) -> Hint:
        return self.rows_hint(HINT)
