"""The CONTROLS screen's listening: the next key or button pressed, read raw, for one binding.

Pushed over the CONTROLS screen when a player picks an action to bind, it
reads presses the way the operator's INPUT TEST does (``reads_controls``),
so the key pressed is only heard, never acted on: a player binding Esc to
UNDO does not also go back.  What cannot be bound is refused on the spot
with one line saying why, and it keeps listening: a key the game keeps for
itself (F2 the service key, the app's F9, F11 and F12), a key while a pad
is wanted or a button while a key is, another player's pad, a stick or a
hat (only buttons bind).  The first press that can be bound ends it and is
handed to the screen below (``on_heard``), which binds it or asks first.

A click (or a touch) ends it with nothing changed, and so does nothing
pressed for ``LISTEN_TICKS`` (``on_quiet``, saying which): a person who
picked a row by mistake, or walked away, is never stuck here.  Said aloud:
the request as it opens, and each refusal as it is made.
"""

from __future__ import annotations

import enum
from collections.abc import Callable

import pygame

from game.app.audio.sounds import Sfx
from game.app.input.actions import Action, ActionEvent
from game.app.input.bindings import APP_KEYS, OPERATOR_KEY, SPEECH_HOLD_KEY, SPEECH_KEYS
from game.app.input.controls import REQUEST_WORDS, Control, ControlChange, DeviceKind
from game.app.input.keymap import Bindable, Binding, Device, PadButton
from game.app.input.labels import action_word, key_label
from game.app.render.hints import Hint
from game.app.render.ui import CENTER_X, HEIGHT, TITLE_SAFE, WIDTH, draw_overlay_hint, draw_overlay_panel
from game.app.shell.loop import TICK_RATE, seconds_to_ticks
from game.app.shell.scene import Scene
from game.language import N_, tr
from game.speech import Spoken
from game.speech.words import said_keys

NAME = "controls_listen"
LISTEN_SECONDS = 5
LISTEN_TICKS = seconds_to_ticks(LISTEN_SECONDS)  # nothing pressed this long: listening ends, nothing changed
CLICK_TO_CANCEL = N_("CLICK TO CANCEL")

# -- layout (logical pixels) --------------------------------------------------
PANEL = pygame.Rect(TITLE_SAFE.left, HEIGHT // 2 - 30, TITLE_SAFE.width, 60)
PROMPT_TOP = 10  # from the panel's top
NOTE_TOP = 28
LEFT_TOP = 42  # the seconds left


class Quiet(enum.Enum):
    """Why listening ended with nothing bound."""

    TIMED_OUT = "timed_out"
    CLICKED = "clicked"


def binding_words(binding: Binding) -> str:
    """One binding as the screens name it: ``P1 UNDO`` on the keyboard, ``PAD 2 SELECT`` on a pad."""
    action, number = action_word(binding.action), binding.slot.player + 1
    if binding.slot.device is Device.KEYS:
        # TRANSLATORS: a player's key for an action (P1 UNDO: player 1's UNDO); P is for player.
        return tr("P{player} {action}").format(player=number, action=action)
    # TRANSLATORS: a pad's button for an action (PAD 2 SELECT: the SELECT of player 2's pad).
    return tr("PAD {player} {action}").format(player=number, action=action)


def prompt(binding: Binding) -> str:
    """What the player is asked to do: ``PRESS THE KEY FOR P1 UNDO``, ``PRESS A BUTTON ON PAD 2 FOR SELECT``."""
    if binding.slot.device is Device.KEYS:
        return tr("PRESS THE KEY FOR {binding}").format(binding=binding_words(binding))
    return tr("PRESS A BUTTON ON PAD {player} FOR {action}").format(player=binding.slot.player + 1,
                                                                    action=action_word(binding.action))


def refusal(binding: Binding, control: Control, pad_player: int | None) -> str | None:
    """Why a pressed control cannot be bound to ``binding`` (None: it can); ``pad_player`` is whose pad it is on."""
    wanted = binding.slot.player + 1
    if binding.slot.device is Device.PAD:
        if control.kind is DeviceKind.KEYBOARD:
            return tr("THAT IS A KEY: PRESS A BUTTON ON PAD {player}").format(player=wanted)
        if not isinstance(control.code, PadButton):
            # TRANSLATORS: {control} is a pad's stick or hat pushed one way (L-STICK ←, HAT 0 ↑).
            return tr("{control} CANNOT BE BOUND: PRESS A BUTTON").format(control=tr(control.name))
        if pad_player is None:
            return tr("THAT IS ANOTHER PAD: USE PAD {player}").format(player=wanted)
        if pad_player != binding.slot.player:
            return tr("THAT IS PAD {other}: USE PAD {player}").format(other=pad_player + 1, player=wanted)
        return None
    if control.kind is DeviceKind.PAD:
        return N_("THAT IS A PAD BUTTON: USE THE KEYBOARD")
    key = control.code
    if not isinstance(key, int):
        # Alt+Enter, two keys at once.
        return tr("{control} CANNOT BE BOUND: PICK ANOTHER").format(control=tr(control.name))
    if key == OPERATOR_KEY:
        return tr("{key} IS THE SERVICE KEY: PICK ANOTHER").format(key=key_label(key))
    if key in SPEECH_KEYS or key == SPEECH_HOLD_KEY:
        return tr("{key} IS A SPEECH KEY: PICK ANOTHER").format(key=key_label(key))
    if key in APP_KEYS:
        # TRANSLATORS: a key the game keeps for itself: {what} is what it does (FULL SCREEN, SCREENSHOT, CLIP).
        return tr("{key} IS THE {what} KEY: PICK ANOTHER").format(key=key_label(key), what=tr(REQUEST_WORDS[APP_KEYS[key]]))
    return None


class ListenScene(Scene):
    """Waits for one press to bind to ``binding``; hands it on, or says why nothing changed."""

    name = NAME
    overlay = True
    reads_controls = True

    def __init__(self, binding: Binding, on_heard: Callable[[Bindable], None],
                 on_quiet: Callable[[Quiet], None]) -> None:
        self.binding = binding
        self._on_heard = on_heard
        self._on_quiet = on_quiet

    def enter(self, ctx) -> None:
        self.ticks = 0  # since listening began, or since the last press refused
        self.note = ""  # why the last press was refused
        self._shade = pygame.Surface((WIDTH, HEIGHT), pygame.SRCALPHA)

    def control(self, change: ControlChange) -> None:
        control = change.control
        if not change.down or change.tap:
            return  # a release (the key that began listening let go), or the wheel: nothing pressed
        if control.kind is DeviceKind.MOUSE:
            self._quiet(Quiet.CLICKED)
            return
        pad = next((p for p in self.ctx.pads if p.instance_id == control.pad), None)
        refused = refusal(self.binding, control, None if pad is None else pad.slot)
        if refused is not None or control.code is None:  # ``refusal`` passes only a key or a pad's button
            self.note, self.ticks = refused or "", 0
            self.ctx.audio.play(Sfx.INVALID)
            self.ctx.speech.say(said_keys(tr(self.note)))
            return
        self.ctx.scenes.pop()
        self._on_heard(control.code)

    def handle(self, event: ActionEvent) -> None:
        if event.action is Action.CLICK:  # a touch: the mouse's own clicks come to ``control``
            self._quiet(Quiet.CLICKED)

    def update(self) -> None:
        self.ticks += 1
        if self.ticks >= LISTEN_TICKS:
            self._quiet(Quiet.TIMED_OUT)

    def _quiet(self, why: Quiet) -> None:
        self.ctx.scenes.pop()
        self.ctx.audio.play(Sfx.BACK)
        self._on_quiet(why)

    @property
    def seconds_left(self) -> int:
        """Whole seconds until listening gives up, rounded up (5 ... 1)."""
        return -(-(LISTEN_TICKS - self.ticks) // TICK_RATE)

    def draw(self, surface: pygame.Surface) -> None:
        font, palette = self.ctx.font, self.ctx.palette
        draw_overlay_panel(surface, palette, self._shade, PANEL)
        room = PANEL.width - 8
        font.draw(surface, font.fit(prompt(self.binding), room), (CENTER_X, PANEL.top + PROMPT_TOP), palette.accent,
                  align="center")
        if self.note:
            font.draw(surface, font.fit(self.note, room), (CENTER_X, PANEL.top + NOTE_TOP), palette.warn,
                      align="center")
        font.draw(surface, tr("WAIT {seconds} S TO CHANGE NOTHING").format(seconds=self.seconds_left),
                  (CENTER_X, PANEL.top + LEFT_TOP),
                  palette.dim, align="center")
        draw_overlay_hint(surface, font, palette, self.hint())

    def spoken(self) -> Spoken:
        # TRANSLATORS: said aloud under the request for a key: nothing pressed in {seconds} seconds changes nothing.
        wait = tr("WAIT {seconds} SECONDS TO CHANGE NOTHING").format(seconds=LISTEN_SECONDS)
        return Spoken(said_keys(prompt(self.binding)), status=wait)

    def hint(self) -> Hint:
        # Plain words, no buttons: every key is being listened to, so none may stand for an action here.  A cabinet
        # has no mouse: there, waiting is the way out, as the panel says, and the line under it stays clear.
        return Hint("" if self.ctx.kiosk else CLICK_TO_CANCEL)
