"""The operator's SOUND TEST: every sound the game makes, by name, played on SELECT.

A cabinet owner checks the speaker and the volume without playing a game.
The list is ``Sfx`` itself, so a new sound is in the test the day it is added.
While a sound plays, the line under the list names it and its length, lit,
over a bar that empties as it plays (counted in ticks from
the sound's own wave), so a silent speaker is told from a sound that ended.
Without a sound device, or with sound off, it says so instead.  Said
aloud, the line under the list is said while no sound plays (the volume,
or why nothing is heard): over a sound, it would hide what is being tested.
"""

from __future__ import annotations

import pygame

from game.app.audio.sounds import SFX_NAMES, SILENCE_ABOUT, Sfx, length_ticks
from game.app.input.actions import Action, ActionEvent
from game.app.render.hints import Hint
from game.app.render.ui import CENTER_X, MARGIN, WIDTH, CursorList, Nav, draw_choices, draw_hint, draw_title
from game.app.shell.loop import TICK_RATE
from game.app.shell.scene import Scene
from game.language import N_, tr
from game.speech import Spoken
from game.speech.words import said_place

NAME = "sound_test"
TITLE = N_("SOUND TEST")
ROWS_TOP = 28
ROW_SPACING = 12
VISIBLE_ROWS = 9
NOTE_Y = 142  # what the speaker should be doing, or why it is silent
BAR_Y = 153  # the playing sound's bar, under its line
BAR_WIDTH = 120
BAR_HEIGHT = 3
SOUND_OFF = N_("SOUND IS OFF")
HINT = N_("{up}{down} CHOOSE   {select} PLAY   {back} BACK")
LEAVE = N_("LEAVE")  # the last row; not BACK, which is a sound's name


class SoundTestScene(Scene):
    """Each sound by name; SELECT plays it."""

    name = NAME

    def enter(self, ctx) -> None:
        self.sounds = tuple(Sfx)
        self.items = (*(SFX_NAMES[sfx] for sfx in self.sounds), LEAVE)
        self.list = CursorList(len(self.items), ROWS_TOP, ROW_SPACING, MARGIN, WIDTH - 2 * MARGIN,
                               visible=VISIBLE_ROWS)
        self.lengths = {sfx: length_ticks(sfx, TICK_RATE) for sfx in self.sounds}
        self.playing: Sfx | None = None  # the sound played last, while it plays
        self.ticks_left = 0

    @property
    def keeps_awake(self) -> bool:
        return True

    def handle(self, event: ActionEvent) -> None:
        if event.action is Action.BACK:
            self.ctx.scenes.pop()
            return
        nav = self.list.handle(event)
        if nav is Nav.CHOSEN:
            if self.list.index == len(self.sounds):
                self.ctx.scenes.pop()
            else:
                sfx = self.sounds[self.list.index]
                self.ctx.audio.play(sfx)
                self.ctx.events.emit("sound_test", sound=sfx.value)
                if self.ctx.audio.audible:
                    self.playing, self.ticks_left = sfx, self.lengths[sfx]

    def update(self) -> None:
        self.ticks_left = max(0, self.ticks_left - 1)
        if not self.ticks_left:
            self.playing = None

    def draw(self, surface: pygame.Surface) -> None:
        font, palette = self.ctx.font, self.ctx.palette
        surface.fill(palette.background)
        draw_title(surface, font, palette, TITLE)
        draw_choices(surface, font, palette, self.list, self.items)
        font.draw(surface, self.note(), (CENTER_X, NOTE_Y), palette.text if self.playing else palette.dim,
                  align="center")
        if self.playing is not None:
            bar = pygame.Rect(0, BAR_Y, BAR_WIDTH, BAR_HEIGHT)
            bar.centerx = CENTER_X
            pygame.draw.rect(surface, palette.grid, bar, 1)
            bar.width = round(BAR_WIDTH * self.ticks_left / self.lengths[self.playing])
            surface.fill(palette.accent, bar)
        draw_hint(surface, font, palette, self.hint())

    def note(self) -> str:
        """The line under the list: the sound playing and its length, else the volume, or why nothing is heard."""
        percent = round(self.ctx.config.volume * 100)
        if self.playing is not None:
            seconds = self.lengths[self.playing] / TICK_RATE
            # TRANSLATORS: the sound playing (one of SOUND TEST's names), its length in seconds and the volume.
            return tr("PLAYING {sound}: {seconds} S AT VOLUME {percent}%").format(
                sound=tr(SFX_NAMES[self.playing]), seconds=f"{seconds:.2f}", percent=percent)
        volume = tr("VOLUME {percent}%").format(percent=percent)
        if not self.ctx.audio.audible:
            return SILENCE_ABOUT[self.ctx.audio.silence] if self.ctx.audio.silence else SOUND_OFF
        return volume

    def hint(self) -> Hint:
        return self.keyed(HINT)

    def spoken(self) -> Spoken:
        return Spoken(TITLE, self.items[self.list.index], status=self.said_note(),
                      place=said_place(self.list.index, self.list.count))

    def said_note(self) -> str:
        """The line under the list as said while nothing plays: the volume in words, or why nothing is heard."""
        if not self.ctx.audio.audible:
            return SILENCE_ABOUT[self.ctx.audio.silence] if self.ctx.audio.silence else SOUND_OFF
        # TRANSLATORS: the volume said aloud (the screen shows VOLUME 70%).
        return tr("VOLUME, {percent} PERCENT").format(percent=round(self.ctx.config.volume * 100))
