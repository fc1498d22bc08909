"""The settings screen: a cursor through the fields; left and right change a value.

Every change applies at once (the window goes full screen, the volume
changes and a blip plays at the new level) and is saved at once; if the
settings cannot be saved the screen says so.  The line under the list
explains the field under the cursor; on OPPONENT a computer's measured
labels from each seat come first, as the setup shows them (beside its
name they would not fit the value column).  In kiosk mode FULL SCREEN stays on.
A run that cannot sound (no device, ``--no-sound``) shows why in SOUND's
place, and SOUND and VOLUME stay as they are: they would change nothing heard.
SPEECH says the screen aloud; ON WITH SOUND OFF silences the sound effects,
and SOUND's value says so (``EFFECTS_SILENT``) and stays as it is meanwhile.
Said aloud, each row is its label and its value in words
(``VOLUME, 70 PERCENT``; ``said_value``), and a change refused says why.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.app.audio.sounds import SILENCE_ABOUT, SILENCE_VALUE, Sfx
from game.app.matches.players import first_player_label, opponent_info
from game.app.matches.strengths import facing, session_strengths, strength_words
from game.app.render.font import LINE_HEIGHT
from game.app.render.motion import Motion
from game.app.render.hints import Hint
from game.app.render.palette import PALETTES, mark_name
from game.values.theme import Theme
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
from game.app.scenes.controls_scene import ControlsScene
from game.app.scenes.stepping import cycle, step_along
from game.app.scenes.value_rows import ROW_SAID, ValueRowsScene
from game.app.store.settings import DEMO_PAIRS, AttractSound, Settings, opponent_choices
from game.engine import Mark
from game.speech.spoken import SPEECH_ON
from game.language import N_, Language, tr
from game.speech import Speech
from game.speech.words import said_list
from game.play.attract import DEMO_VARIED
from game.values.seats import PERSON_ID, FirstPlayer

ROWS_TOP = 24
ROW_SPACING = 12  # a line of text and room to read it: 9 was cramped
VISIBLE_ROWS = 9  # the rest scroll into view, with a mark where more lie beyond
COLUMN = ValueColumn(label_x=20, left=168, right=WIDTH - 12)  # labels, then values between two arrows
ARROW_WIDTH = 10
#: MENACE's empty box, by ``menace_resigns``: Michie's rule, or the named variant that refills the box.
EMPTY_BOX_TEXT = {True: N_("RESIGN"), False: N_("REFILL")}
DEMO_VARIED_TEXT = N_("VARIED")  # DEMO PLAYERS' default: the show's own pair a run
ABOUT_Y = 138  # the explanation of the focused row (two lines at most), clear of the last row's underline
ABOUT_LINES = 2
#: From one line of the explanation to the next: two dark rows between them, where the font's own one left
#: a paragraph's lines all but touching.
ABOUT_PITCH = LINE_HEIGHT + 1
#: A computer opponent's labels from each seat, one line above its description: beside its name they would not fit.
SEAT_LABEL_LINES = 1
VOLUME_STEPS = 10  # the volume bar's segments, and the steps left/right take
VOLUME_SEGMENT = 6  # pixels per bar segment, gap included
ATTRACT_STEPS = (0, 10, 20, 30, 45, 60, 90, 120, 180, 300, 600, 1200, 1800, 3600)  # seconds; 0 is off
SCREEN_SAVER_STEPS = (0, 60, 120, 300, 600, 900, 1800, 3600)  # seconds; 0 never dims
ATTRACT_SOUND_TEXT = {AttractSound.ALWAYS: N_("ALWAYS"), AttractSound.EVERY_4TH: N_("EVERY 4TH RUN"),
                      AttractSound.NEVER: N_("NEVER")}
#: MOTION's values as the screen names them.
MOTION_TEXT = {Motion.FULL: N_("FULL"), Motion.SLOW: N_("SLOW"), Motion.NONE: N_("NONE")}
ON, OFF = N_("ON"), N_("OFF")
# TRANSLATORS: SOUND's value while SPEECH is ON WITH SOUND OFF (about 18 letters): the effects are silent for speech.
EFFECTS_SILENT = N_("OFF: SPEECH")
EFFECTS_SILENT_ABOUT = N_("SILENT WHILE SPEECH IS ON WITH SOUND OFF: SET SPEECH TO ON TO HEAR THEM.")
HINT = N_("{up}{down} CHOOSE   {left}{right} CHANGE   {select} SELECT   {back} BACK")
NOT_SAVING = N_("NOT SAVING: CHANGES LAST UNTIL YOU QUIT")
KIOSK_FULL_SCREEN = N_("KIOSK MODE: THE CABINET STAYS FULL SCREEN.")
TITLE = N_("SETTINGS")
CONTROLS = "controls"  # the row that opens the CONTROLS screen: its setting has a screen of its own, not a value


@dataclass(frozen=True, slots=True)
class Row:
    """One line of the screen: a settings field (None for BACK) and what it means."""

    label: str
    field: str | None
    about: str


ROWS = (
    Row(N_("FULL SCREEN"), "fullscreen", N_("F11 OR ALT+ENTER ALSO SWITCHES, AT ANY TIME.")),
    Row(N_("SOUND"), "sound", N_("SOUND EFFECTS ON OR OFF.")),
    Row(N_("VOLUME"), "volume", N_("LEFT AND RIGHT SET THE LEVEL; A BLIP PLAYS AT IT.")),
    Row(N_("SPEECH"), "speech",
        N_("THE SCREEN SAID ALOUD; WITH SOUND OFF, THE VOICE ALONE. HELP LISTS ITS KEYS.")),
    Row(N_("CRT EFFECT"), "crt", N_("SCANLINES AND GLOW, LIKE AN ARCADE MONITOR.")),
    Row(N_("PRESENTER"), "presenter", N_("FOR A PROJECTOR: BLACK BACKGROUND, BRIGHTER TEXT, BIGGER LESSON TEXT, NO SCANLINES.")),
    Row(N_("MOTION"), "motion",
        N_("FULL: THINGS FLY, POP AND SWEEP. SLOW: THREE TIMES SLOWER, FOR A CLASS. NONE: NOTHING MOVES.")),
    Row(N_("COLOURS"), "theme", N_("HOW THE TWO PLAYERS ARE SHOWN: CROSSES AND NOUGHTS, OR GREEN AND BLUE.")),
    Row(N_("OPPONENT"), "opponent", ""),  # the opponent's own description
    Row(N_("FIRST MOVE"), "first_player", N_("WHO PLAYS FIRST IN A NEW MATCH; REMATCHES SWAP SIDES.")),
    Row(N_("SHOW THINKING"), "show_thinking", N_("DRAW THE COMPUTER'S SCORE FOR EACH CELL BEFORE IT MOVES. {think} SWITCHES IT IN A GAME.")),
    Row(N_("MENACE'S EMPTY BOX"), "menace_resigns",
        N_("RESIGN: MICHIE'S RULE, A BOX WITH NO BEADS AND MENACE RESIGNS. REFILL: IT GETS ITS BEADS BACK.")),
    Row(N_("ATTRACT MODE"), "attract_idle_seconds",
        N_("THE WARGAMES DEMO STARTS WHEN A MENU IS LEFT ALONE THIS LONG. A GAME WAITS FOR YOU.")),
    Row(N_("DEMO PLAYERS"), "demo_pair", N_("WHO PLAYS WHOM IN THE WARGAMES DEMO: VARIED, A NEW PAIR EACH RUN, OR ONE PAIR (X AGAINST O).")),
    Row(N_("CONTROLS"), CONTROLS, N_("WHICH KEY OR BUTTON DOES WHAT FOR EACH PLAYER; AN ARCADE SET; TWO ON ONE KEYBOARD.")),
    Row(N_("LANGUAGE"), "language", N_("WHAT THE GAME SPEAKS: EACH LANGUAGE IS NAMED IN ITSELF.")),
    Row(N_("BACK"), None, N_("SETTINGS ARE SAVED AS YOU CHANGE THEM.")),
)

def changed(settings: Settings, field: str, direction: int, opponents: tuple[str, ...] | None = None) -> Any:
    """The value a field takes when the player pushes it left (-1) or right (+1).

    ``opponents``: the order the OPPONENT row steps through (the setup's, weakest first); default the roster's.
    """
    value = getattr(settings, field)
    if isinstance(value, bool):
        return not value
    if field == "volume":
        return round(step_along(tuple(i / VOLUME_STEPS for i in range(VOLUME_STEPS + 1)), value, direction), 2)
    if field == "attract_idle_seconds":
        return int(step_along(ATTRACT_STEPS, value, direction))
    if field == "screen_saver_seconds":
        return int(step_along(SCREEN_SAVER_STEPS, value, direction))
    if field == "attract_sound":
        return cycle(list(AttractSound), value, direction)
    if field == "theme":
        return cycle(list(Theme), value, direction)
    if field == "motion":
        return cycle(list(Motion), value, direction)
    if field == "opponent":
        return cycle(list(opponents or opponent_choices()), value, direction)
    if field == "first_player":
        return cycle(list(FirstPlayer), value, direction)
    if field == "language":
        return cycle(list(Language), value, direction)
    if field == "speech":
        return cycle(list(Speech), value, direction)
    if field == "demo_pair":
        choices = list(DEMO_PAIRS) if value in DEMO_PAIRS else [value, *DEMO_PAIRS]
        return cycle(choices, value, direction)
    raise KeyError(field)


def after(seconds: int, minutes_from: int) -> str:
    """A wait as a value column says it: in whole minutes from ``minutes_from`` seconds on, else in seconds."""
    if seconds >= minutes_from and seconds % 60 == 0:
        # TRANSLATORS: a wait before something starts, in a column of about 18 letters.
        return tr("AFTER {minutes} MIN").format(minutes=seconds // 60)
    # TRANSLATORS: a wait before something starts, in a column of about 18 letters.
    return tr("AFTER {seconds} S").format(seconds=seconds)


def value_text(settings: Settings, field: str) -> str:
    """A field's value as the screen shows it."""
    value = getattr(settings, field)
    if field == "menace_resigns":
        return EMPTY_BOX_TEXT[value]
    if isinstance(value, bool):
        return ON if value else OFF
    if field == "volume":
        return f"{round(value * 100)}%"
    if field == "attract_idle_seconds":
        return OFF if value == 0 else after(value, minutes_from=60)
    if field == "screen_saver_seconds":
        return tr("NEVER") if value == 0 else after(value, minutes_from=0)
    if field == "attract_sound":
        return ATTRACT_SOUND_TEXT[value]
    if field == "motion":
        return MOTION_TEXT[value]
    if field == "language":
        return value.own_name  # ESPAÑOL whatever the screen speaks: a player finds their own
    if field == "speech":
        return value.label
    if field == "theme":
        return f"{tr(mark_name(value, Mark.X))}/{tr(mark_name(value, Mark.O))}"
    if field == "opponent":
        return opponent_info(value)[0]
    if field == "first_player":
        return first_player_label(value, settings.opponent)
    if field == "demo_pair":
        if value == DEMO_VARIED:
            return DEMO_VARIED_TEXT
        x_id, o_id = value.split("/")
        # TRANSLATORS: the WARGAMES demo's pair, X's player against O's, in a column of about 22 letters.
        return tr("{x_player} V {o_player}").format(x_player=tr(opponent_info(x_id)[0]), o_player=tr(opponent_info(o_id)[0]))
    raise KeyError(field)


def said_wait(seconds: int, minutes_from: int) -> str:
    """A wait said aloud, its units in words: ``AFTER 5 MINUTES``, ``AFTER 30 SECONDS``."""
    if seconds == 60 and minutes_from <= 60:
        # TRANSLATORS: said aloud for a wait before something starts (the screen shows AFTER 1 MIN).
        return N_("AFTER 1 MINUTE")
    if seconds >= minutes_from and seconds % 60 == 0:
        # TRANSLATORS: said aloud for a wait before something starts (the screen shows AFTER 5 MIN).
        return tr("AFTER {minutes} MINUTES").format(minutes=seconds // 60)
    # TRANSLATORS: said aloud for a wait before something starts (the screen shows AFTER 30 S).
    return tr("AFTER {seconds} SECONDS").format(seconds=seconds)


def said_value(settings: Settings, field: str) -> str:
    """A field's value said aloud: the screen's words, with its glyphs and abbreviations as words."""
    value = getattr(settings, field)
    if field == "volume":
        # TRANSLATORS: the volume said aloud (the screen draws a bar, the sound test 70%).
        return tr("{percent} PERCENT").format(percent=round(value * 100))
    if field == "attract_idle_seconds" and value:
        return said_wait(value, minutes_from=60)
    if field == "screen_saver_seconds" and value:
        return said_wait(value, minutes_from=0)
    if field == "theme":
        return said_list([tr(mark_name(value, Mark.X)), tr(mark_name(value, Mark.O))])
    if field == "demo_pair" and value != DEMO_VARIED:
        x_id, o_id = value.split("/")
        # TRANSLATORS: said aloud for the WARGAMES demo's pair (the screen shows X's player V O's player).
        return tr("{x_player} AGAINST {o_player}").format(x_player=tr(opponent_info(x_id)[0]),
                                                         o_player=tr(opponent_info(o_id)[0]))
    return value_text(settings, field)


class SettingsScene(ValueRowsScene):
    """The settings screen."""

    name = "settings"
    column = COLUMN
    title = TITLE

    def enter(self, ctx) -> None:
        self.list = CursorList(len(ROWS), ROWS_TOP, ROW_SPACING, MARGIN, WIDTH - 2 * MARGIN, visible=VISIBLE_ROWS)

    @property
    def row(self) -> Row:
        """The row under the cursor."""
        return ROWS[self.list.index]

    def has_value(self, index: int) -> bool:
        return ROWS[index].field not in (None, CONTROLS)

    def activate(self) -> None:
        if self.row.field == CONTROLS:
            self.ctx.audio.play(Sfx.SELECT)
            self.ctx.scenes.push(ControlsScene())
        else:
            super().activate()

    def change(self, direction: int) -> None:
        field = self.row.field
        if field is None:  # BACK
            self.leave()
            return
        if field == CONTROLS:
            return
        current = self.ctx.config
        if (field == "fullscreen" and self.ctx.kiosk) or (field in ("sound", "volume") and self.ctx.audio.silence) or (
                field == "sound" and self._effects_silent()):
            self.ctx.audio.play(Sfx.INVALID)
            self.ctx.speech.say(self._about())  # why: the line under the list says it, and so does the voice
            return
        new = changed(current, field, direction,
                      session_strengths(self.ctx).order(facing(self.ctx, current.first_player)))
        if new == getattr(current, field):
            return
        if field == "speech" and not new.speaks:
            # The last line said, before the voice stops.
            self.ctx.speech.say(tr(ROW_SAID).format(label=tr(self.row.label), value=tr(new.label)))
        self.ctx.settings.update(**{field: new})
        self.ctx.audio.play(Sfx.MOVE)
        if field == "speech" and new.speaks and not current.speech.speaks:
            self.ctx.speech.say(SPEECH_ON)  # the speech keys, as F8 says them

    def _effects_silent(self) -> bool:
        """Whether SOUND is on and still silent: SPEECH is ON WITH SOUND OFF."""
        config = self.ctx.config
        return config.sound and not config.effects

    def row_label(self, index: int) -> str:
        return ROWS[index].label

    def said_value(self, index: int) -> str:
        field = ROWS[index].field
        return "" if field in (None, CONTROLS) else self._said_as(field, self.ctx.config)

    def _said_as(self, field: str, settings: Settings) -> str:
        """A field's value said aloud, as the screen draws it (SOUND's value says why the run is silent)."""
        if field == "sound" and self.ctx.audio.silence:
            return SILENCE_VALUE[self.ctx.audio.silence]
        if field == "sound" and settings.sound and not settings.effects:
            return EFFECTS_SILENT
        return said_value(settings, field)

    def said_status(self) -> str:
        return "" if self.ctx.settings.saving else NOT_SAVING

    def said_about(self) -> str:
        return " ".join(tr(line) for line in (self._seat_labels(), self._about()) if line)

    def _about(self) -> str:
        row = self.row
        if row.field == "opponent":
            return opponent_info(self.ctx.config.opponent, own_controls=len(self.ctx.players_at_hand) > 1)[1]
        if row.field == "fullscreen" and self.ctx.kiosk:
            return KIOSK_FULL_SCREEN
        if row.field in ("sound", "volume") and self.ctx.audio.silence:
            return SILENCE_ABOUT[self.ctx.audio.silence]
        if row.field == "sound" and self._effects_silent():
            return EFFECTS_SILENT_ABOUT
        return self.say(row.about)

    def draw(self, surface: pygame.Surface) -> None:
        font, palette = self.ctx.font, self.ctx.palette
        surface.fill(palette.background)
        draw_title(surface, font, palette, TITLE)
        draw_value_rows(surface, font, palette, self.list, [row.label for row in ROWS],
                        [self.has_value(i) for i in range(len(ROWS))], COLUMN,
                        lambda index, mid: self._draw_value(surface, ROWS[index].field, mid))
        lines = [(line, palette.dim) for line in font.wrap(self._about(), WIDTH - 2 * MARGIN)]
        labels = self._seat_labels()
        if labels:
            lines.insert(0, (labels, palette.text))
        for i, (line, color) in enumerate(lines):
            font.draw(surface, line, (CENTER_X, ABOUT_Y + i * ABOUT_PITCH), color, align="center")
        draw_hint(surface, font, palette, self.hint(), color=None if self.ctx.settings.saving else palette.warn)

    def hint(self) -> Hint:
        return self.rows_hint(HINT) if self.ctx.settings.saving else Hint(NOT_SAVING)

    def _draw_value(self, surface: pygame.Surface, field: str, midtop: tuple[int, int]) -> None:
        settings = self.ctx.config
        if field == "volume":
            self._draw_volume(surface, settings.volume, midtop)
        elif field == "theme":
            self._draw_theme(surface, settings.theme, midtop)
        elif field == "sound" and (self.ctx.audio.silence or self._effects_silent()):
            self.ctx.font.draw(surface, self._said_as(field, settings), midtop, self.ctx.palette.text, align="center")
        else:
            self.ctx.font.draw(surface, value_text(settings, field), midtop, self.ctx.palette.text, align="center")

    def _seat_labels(self) -> str:
        """On the OPPONENT row with a computer chosen, its label from the seat it will play (as the setup shows it)."""
        opponent = self.ctx.config.opponent
        if self.row.field != "opponent" or opponent == PERSON_ID:
            return ""
        return strength_words(session_strengths(self.ctx).of(opponent), facing(self.ctx, self.ctx.config.first_player))[0]

    def _draw_volume(self, surface: pygame.Surface, volume: float, midtop: tuple[int, int]) -> None:
        palette = self.ctx.palette
        lit = round(volume * VOLUME_STEPS)
        left = midtop[0] - (VOLUME_STEPS * VOLUME_SEGMENT) // 2
        for i in range(VOLUME_STEPS):
            box = pygame.Rect(left + i * VOLUME_SEGMENT, midtop[1], VOLUME_SEGMENT - 1, 7)
            if i < lit:
                surface.fill(palette.accent, box)
            else:
                pygame.draw.rect(surface, palette.dim, box, 1)

    def _draw_theme(self, surface: pygame.Surface, theme: Theme, midtop: tuple[int, int]) -> None:
        font = self.ctx.font
        colors = PALETTES[theme]  # each name in its own colour, whatever theme is on show
        x_name, o_name = mark_name(theme, Mark.X), mark_name(theme, Mark.O)
        total = font.size(f"{tr(x_name)}/{tr(o_name)}")[0]
        left = midtop[0] - total // 2
        rect = font.draw(surface, x_name, (left, midtop[1]), colors.x_mark)
        rect = font.draw(surface, "/", (rect.right + 1, midtop[1]), colors.text)
        font.draw(surface, o_name, (rect.right + 1, midtop[1]), colors.o_mark)
