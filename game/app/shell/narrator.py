"""The narrator: with SPEECH on, the screen said aloud as a screen reader says it, and the speech keys answered.

Each tick it asks the top scene what it says (``Scene.spoken``): a scene
newly on top says its name, then its status and the item under the
cursor; after that, each of those is said when it changes -- but for an
item that changed as the scene told what happened and is still where it
was (the square just taken, which the move's own line has named) -- and so is a new message (a
toast).  A direction that moved nothing (the end of a list) says the item
again, as a screen reader does.  Lines the scene says itself (a move, a result)
come first, as they happened.  A line caused by a press cuts short what
was being said; one that came by itself waits its turn (``Speaker``).

The speech keys work on every screen (``bindings.SPEECH_KEYS``): F5 says
the last line again, F6 the whole screen with the keys its hint line
names, F7 where the item under the cursor is.  F8 held at the menu turns
SPEECH on or off (``Action.SPEECH``), so a player who cannot see the
screen never needs to find the setting first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.app.input.actions import DIRECTIONS, SAYING, Action, ActionEvent
from game.app.input.bindings import SPEECH_HOLD_KEY
from game.app.input.labels import key_label
from game.app.shell.registry import MENU
from game.app.store.settings import Notice
from game.language import N_, tr
from game.speech import Speech, Spoken
from game.speech.spoken import SPEECH_OFF, SPEECH_ON, SPEECH_ON_SHOWN
from game.speech.words import said_keys

if TYPE_CHECKING:
    from game.app.shell.context import Context

# TRANSLATORS: said aloud before the keys a screen's hint line names ({keys}: the line, its arrows in words).
KEYS_LINE = N_("KEYS: {keys}")
# TRANSLATORS: said aloud when the speech key ({key}: F8) is held anywhere but the main menu, where it works.
AT_THE_MENU = N_("{key} WORKS AT THE MAIN MENU")
BUMP_CHARS = 80  # an item said again at a list's end; a longer one (a help page) is not read again whole


class Narrator:
    """Says the top scene as it changes; answers the speech keys."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self._top: object | None = None
        self._said = Spoken("")
        self._toast: str | None = None
        self._pressed = False
        self._steered = False  # a direction was pressed this tick

    def follow(self, setting: Speech) -> None:
        """Say the screen aloud or not, as SPEECH says; an engine that cannot be heard is told once."""
        trouble = self.ctx.speech.set_setting(setting)
        if trouble is not None:
            self.ctx.tell(Notice(trouble.screen, trouble.detail))

    def acted(self, event: ActionEvent) -> bool:
        """Note a press; answer a speech key (True: the action was one, and is done with)."""
        if event.action is not Action.POINT:
            self._pressed = True
        self._steered = self._steered or event.action in DIRECTIONS
        if event.action is Action.SPEECH:
            self._switch()
            return True
        if event.action not in SAYING:
            return False
        speech = self.ctx.speech
        top = self.ctx.scenes.top
        if not speech.on or top is None:
            return True
        spoken = top.spoken()
        if event.action is Action.SAY_AGAIN:
            speech.say(speech.last)
        elif event.action is Action.SAY_ALL:
            for line in spoken.everything():
                speech.say(line)
            hint = top.hint()
            if hint is not None and hint.keys:
                speech.say(tr(KEYS_LINE).format(keys=said_keys(hint.text)))
        else:
            speech.say(spoken.place or spoken.focus or spoken.screen)
        return True

    def _switch(self) -> None:
        """F8 held: SPEECH on (or off), at the menu only; on a cabinet for this session only, never saved."""
        top = self.ctx.scenes.top
        if top is None or top.name != MENU:
            # Shown, and said (as every message is) with SPEECH on.
            self.ctx.toasts.show(tr(AT_THE_MENU).format(key=key_label(SPEECH_HOLD_KEY)), brief=True)
            return
        settings = self.ctx.settings
        if settings.current.speech.speaks:
            self.ctx.speech.say(SPEECH_OFF)
            settings.choose(speech=Speech.OFF)
            self.ctx.toasts.show(SPEECH_OFF, brief=True)  # for whoever watches the screen
        else:
            settings.choose(speech=Speech.ON)
            self.ctx.speech.say(SPEECH_ON)
            self.ctx.toasts.show(SPEECH_ON_SHOWN, brief=True)
            self._toast = self.ctx.toasts.current  # the longer line above says it already
            self._top = None  # then the menu, as if it had just opened

    def tick(self) -> None:
        """Say what changed on the top scene this tick, hand the tick's lines to the speaker, play what is ready."""
        speech = self.ctx.speech
        top = self.ctx.scenes.top
        if speech.on and top is not None and not self.ctx.quitting:  # a session ending says nothing more
            self._follow(top)
        speech.flush(interrupt=self._pressed)
        self._pressed = self._steered = False
        trouble = speech.pump()
        if trouble is not None:
            self.ctx.tell(Notice(trouble.screen, trouble.detail))

    def _follow(self, top) -> None:
        speech = self.ctx.speech
        spoken = top.spoken()
        if top is not self._top:
            for line in (spoken.screen, spoken.status, spoken.focus):
                speech.say(line)
        else:
            told = speech.telling  # the scene said what happened this tick (a move)
            changed = spoken.status != self._said.status
            if changed:
                speech.say(spoken.status)
            # The item under the cursor changed with what the scene told, and is still the same item (the square
            # just taken, which the move's own line named): not said again.  One moved to, or changed alone, is.
            moved = spoken.place != self._said.place
            if spoken.focus != self._said.focus and not (told and changed and not moved):
                speech.say(spoken.focus)
            elif self._steered and not speech.telling:
                # A direction that went nowhere (the list's end): the item again, as readers do -- or, where the item
                # is a whole page, only where the cursor is.
                speech.say(spoken.focus if len(spoken.focus) <= BUMP_CHARS else spoken.place or spoken.focus)
        self._top, self._said = top, spoken
        toast = self.ctx.toasts.current
        if toast != self._toast and toast is not None:
            speech.say(toast)
        self._toast = toast
