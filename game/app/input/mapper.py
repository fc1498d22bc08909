"""Turn SDL events from keyboard, pads and mouse into actions, ticks and app requests.

This is the one place that reads raw input.  ``feed`` takes each pygame
event as it is polled; ``tick`` hands over the actions due on the next game
tick (queued presses first, then held-direction repeats).  Window-level
events are here too: closing the window asks the app to quit, and losing
focus pauses (and forgets held keys, whose key-ups the window will miss).
Every press that makes no action of its own (Shift or Ctrl alone, an app
key such as F12 (not F2, the owner's service key), a middle click, a pad's unbound button, a stick pushed
part way) makes one ``STIR`` on the next tick, so a hand on the controls
always counts as somebody there, in a recording too.

A finger on a touch screen clicks where it lands, as the left button does;
the mouse events SDL makes up from the same touch are dropped, so a tap is
one click.

While a scene reads controls (the operator's INPUT TEST, ``testing``),
presses are not actions: each is handed over as a ``ControlChange`` naming
its device and button (``take_controls``), so every button can be tried
without acting.  Pads still come and go, the window still closes, and the
mouse still points.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import replace

import pygame

from game.app.input.actions import DIRECTIONS, Action, ActionEvent
from game.app.input.bindings import (
    ALT_FULLSCREEN_KEYS,
    APP_KEYS,
    CLEAR_HOLD_TICKS,
    CLEAR_JOY_BUTTONS,
    CLEAR_PAD_BUTTON,
    CONTROLLER_AXIS_MAX,
    CONTROLLER_STICK,
    HAT_X,
    HAT_Y,
    MOUSE_LEFT,
    MOUSE_RIGHT,
    OPERATOR_HOLD_TICKS,
    OPERATOR_JOY_BUTTONS,
    OPERATOR_KEY,
    SPEECH_HOLD_KEY,
    SPEECH_HOLD_TICKS,
    SPEECH_KEYS,
    OPERATOR_PAD_BUTTONS,
    STICK_AXES,
    STICK_PRESS,
    STICK_RELEASE,
    TYPED_KEYS,
    AppRequest,
)
from game.app.input.controls import CONTROL_EVENTS, ControlChange, ControlReader
from game.app.input.keymap import KeyMap, PadButton
from game.app.input.pads import Pad, Pads
from game.app.input.presets import DEFAULT_MAP, KEYBOARDS_OWN
from game.app.input.repeat import Repeater

#: Maps a window pixel to a logical pixel, or None in the letterbox bars.
ToLogical = Callable[[tuple[int, int]], "tuple[int, int] | None"]
#: The window's size in pixels now (touch positions come as fractions of it).
WindowSize = Callable[[], tuple[int, int]]

#: SDL events that are a person's hand on a device (an axis only when pushed past ``STICK_RELEASE``).
STIRRING_EVENTS = frozenset({
    pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL, pygame.FINGERDOWN, pygame.CONTROLLERBUTTONDOWN,
    pygame.JOYBUTTONDOWN, pygame.JOYHATMOTION, pygame.CONTROLLERAXISMOTION, pygame.JOYAXISMOTION,
})

#: The button pairs that make the service input on one kind of pad (either pair will do).
ServicePairs = tuple[frozenset[int], ...]



class InputMapper:
    """The action map for all three devices, by the player's bindings (``keymap``)."""

    def __init__(self, to_logical: ToLogical, repeater: Repeater | None = None,
                 window_size: WindowSize | None = None, keymap: KeyMap = DEFAULT_MAP) -> None:
        self.to_logical = to_logical
        self._keymap = keymap
        self.window_size = window_size
        self.repeater = repeater or Repeater()
        self.pads = Pads()
        self._queue: list[ActionEvent] = []
        self._requests: list[AppRequest] = []
        self._notices: list[str] = []
        self._analog: dict[Hashable, Action] = {}  # hat or stick source -> direction it holds
        self._last_point: tuple[int, int] | None = None
        self._service_key = False  # F2 is down
        #: (pad instance id, the pairs its kind of event holds) -> its service buttons down now.
        self._service_buttons: dict[tuple[int, ServicePairs], set[int]] = {}
        self._service_ticks = 0  # ticks the service input has been held
        self._speech_key = False  # F8 is down
        self._speech_ticks = 0  # ticks it has been held
        self._clear_ticks: dict[int, int] = {}  # pad instance id -> ticks its CLEAR button has been held
        self._reader: ControlReader | None = None  # set while a scene reads controls
        self._controls: list[ControlChange] = []
        self._stirred = False  # a press came since the last tick
        #: The screens that set controls up are open (the operator's, CONTROLS): a keyboard's own keys
        #: (``KEYBOARDS_OWN``, where the map in force leaves them unbound) work there too, so whoever sets the controls up from a
        #: keyboard is never locked out by bindings made for a panel (an encoder's B1 is no key on a keyboard).
        self.keyboard_keys_work = False

    @property
    def keymap(self) -> KeyMap:
        """Which key or button gives which action now."""
        return self._keymap

    @keymap.setter
    def keymap(self, keymap: KeyMap) -> None:
        if keymap == self._keymap:
            return
        # A key held under the old bindings lets go under the new ones, where it may mean another action.
        self._let_go()
        self._keymap = keymap
        if self._reader is not None:
            self._controls += self._reader.release()
            self._reader = ControlReader(keymap)

    @property
    def testing(self) -> bool:
        """Whether presses arrive as control changes (``take_controls``) instead of actions."""
        return self._reader is not None

    @testing.setter
    def testing(self, on: bool) -> None:
        if on == self.testing:
            return
        # Nothing held carries across: the presses of one mode are never released in the other.
        self._let_go()
        self._reader = ControlReader(self._keymap) if on else None
        self._controls.clear()

    def _let_go(self) -> None:
        """Forget every held key, button and direction (their releases may never arrive)."""
        self.repeater.release_all()
        self._analog.clear()
        self._service_key = False
        self._speech_key = False
        self._service_buttons.clear()
        self._clear_ticks.clear()

    # -- what the app collects -------------------------------------------------

    def tick(self) -> list[ActionEvent]:
        """The actions for the coming tick: queued ones, then repeats, then OPERATOR when its hold is complete."""
        due, self._queue = self._queue, []
        due += self.repeater.tick()
        if self._stirred and not due:
            due.append(ActionEvent(Action.STIR))
        self._stirred = False
        holder = self._service_holder()
        self._service_ticks = 0 if holder is None else self._service_ticks + 1
        if holder is not None and self._service_ticks == OPERATOR_HOLD_TICKS:
            due.append(ActionEvent(Action.OPERATOR, holder))
        self._speech_ticks = self._speech_ticks + 1 if self._speech_key else 0
        if self._speech_ticks == SPEECH_HOLD_TICKS:
            due.append(ActionEvent(Action.SPEECH))
        if not self._clear_ticks:
            return due  # most ticks: no pad holds CLEAR, and the pads' slots need not be looked up
        slots = {pad.instance_id: pad.slot for pad in self.pads}
        for instance_id in self._clear_ticks:
            self._clear_ticks[instance_id] += 1
            if self._clear_ticks[instance_id] == CLEAR_HOLD_TICKS and instance_id in slots:
                due.append(ActionEvent(Action.CLEAR, slots[instance_id]))
        return due

    @property
    def service_progress(self) -> float | None:
        """How far the service input's hold has come (0-1) while it counts; None when not held or already done."""
        if not 0 < self._service_ticks < OPERATOR_HOLD_TICKS:
            return None
        return self._service_ticks / OPERATOR_HOLD_TICKS

    def _service_holder(self) -> int | None:
        """The player holding the service input now (a pad's slot; 0 for the keyboard), or None."""
        if self._service_key:
            return 0
        if not self._service_buttons:
            return None  # asked every tick: nothing held, nothing to look up
        slots = {pad.instance_id: pad.slot for pad in self.pads}
        for (instance_id, pairs), held in self._service_buttons.items():
            if instance_id in slots and any(pair <= held for pair in pairs):
                return slots[instance_id]
        return None

    def take_requests(self) -> list[AppRequest]:
        """App-level requests since the last call."""
        requests, self._requests = self._requests, []
        return requests

    def take_controls(self) -> list[ControlChange]:
        """Control changes since the last call, while ``testing``."""
        controls, self._controls = self._controls, []
        return controls

    def take_notices(self) -> list[str]:
        """Device news for the player ("PAD 2 CONNECTED") since the last call."""
        notices, self._notices = self._notices, []
        return notices

    # -- events ----------------------------------------------------------------

    def feed(self, event: pygame.event.Event) -> None:
        """Translate one pygame event."""
        if self._reader is not None and event.type in CONTROL_EVENTS:
            self._controls += self._reader.read(event, self.pads)
            return
        if event.type in STIRRING_EVENTS and not getattr(event, "touch", False):
            self._stirred = self._stirred or _pushed(event)
        handler = self._HANDLERS.get(event.type)
        if handler is not None:
            handler(self, event)

    def _emit(self, action: Action, player: int, source: Hashable, char: str | None = None) -> None:
        if action in DIRECTIONS:
            command = self.repeater.press(source, action, player)
            if command is not None:
                self._queue.append(replace(command, char=char))
        else:
            self._queue.append(ActionEvent(action, player, char=char))

    def _quit(self, event: pygame.event.Event) -> None:
        self._requests.append(AppRequest.QUIT)

    def _focus_lost(self, event: pygame.event.Event) -> None:
        self._let_go()
        if self._reader is not None:
            self._controls += self._reader.release()
        self._queue.append(ActionEvent(Action.PAUSE))

    def _key_down(self, event: pygame.event.Event) -> None:
        if event.key in APP_KEYS:
            self._requests.append(APP_KEYS[event.key])
        elif event.mod & pygame.KMOD_ALT and event.key in ALT_FULLSCREEN_KEYS:
            self._requests.append(AppRequest.TOGGLE_FULLSCREEN)
        elif (bound := self._keymap.key(event.key)) is not None:
            player, action = bound
            char = TYPED_KEYS.get(event.key) if self._keymap.letters_type else None
            self._emit(action, player, ("key", event.key), char)
        elif self.keyboard_keys_work and event.key in KEYBOARDS_OWN:
            self._emit(KEYBOARDS_OWN[event.key], 0, ("key", event.key), TYPED_KEYS.get(event.key))
        elif event.key in TYPED_KEYS:
            self._emit(Action.TYPE, 0, ("key", event.key), TYPED_KEYS[event.key])
        elif event.key == OPERATOR_KEY:
            self._service_key = True
        elif event.key in SPEECH_KEYS:
            self._queue.append(ActionEvent(SPEECH_KEYS[event.key]))
        elif event.key == SPEECH_HOLD_KEY:
            self._speech_key = True

    def _key_up(self, event: pygame.event.Event) -> None:
        self.repeater.release(("key", event.key))
        if event.key == OPERATOR_KEY:
            self._service_key = False
        elif event.key == SPEECH_HOLD_KEY:
            self._speech_key = False

    def _mouse_motion(self, event: pygame.event.Event) -> None:
        if event.rel == (0, 0):
            return  # SDL's report of where the pointer rests when a window opens: not a move
        pos = self.to_logical(event.pos)
        if pos is not None and pos != self._last_point:
            self._last_point = pos
            self._queue.append(ActionEvent(Action.POINT, 0, pos))

    def _mouse_down(self, event: pygame.event.Event) -> None:
        if getattr(event, "touch", False):
            return  # SDL's copy of a touch, which ``_finger_down`` has clicked already
        if event.button == MOUSE_LEFT:
            pos = self.to_logical(event.pos)
            if pos is not None:
                self._last_point = pos
                self._queue.append(ActionEvent(Action.CLICK, 0, pos))
        elif event.button == MOUSE_RIGHT:
            self._queue.append(ActionEvent(Action.BACK))

    def _finger_down(self, event: pygame.event.Event) -> None:
        if self.window_size is None:
            return
        width, height = self.window_size()
        pos = self.to_logical((int(event.x * width), int(event.y * height)))
        if pos is not None:
            self._last_point = pos
            self._queue.append(ActionEvent(Action.CLICK, 0, pos))

    def _mouse_wheel(self, event: pygame.event.Event) -> None:
        if event.y:
            up = (event.y > 0) != bool(getattr(event, "flipped", False))
            self._queue.append(ActionEvent(Action.UP if up else Action.DOWN))

    # -- pads ------------------------------------------------------------------

    def _connected(self, pad: Pad | None) -> None:
        if pad is not None:
            self._notices.append(f"PAD {pad.slot + 1} CONNECTED")

    def _controller_added(self, event: pygame.event.Event) -> None:
        self._connected(self.pads.controller_added(event.device_index))

    def _joystick_added(self, event: pygame.event.Event) -> None:
        self._connected(self.pads.joystick_added(event.device_index))

    def _removed(self, event: pygame.event.Event) -> None:
        pad = self.pads.removed(event.instance_id)
        if pad is None:
            return

        def mine(source: Hashable) -> bool:
            return isinstance(source, tuple) and source[:2] == ("pad", pad.instance_id)

        self.repeater.release_where(mine)
        for source in [s for s in self._analog if mine(s)]:
            del self._analog[source]
        for key in [k for k in self._service_buttons if k[0] == pad.instance_id]:
            del self._service_buttons[key]
        self._clear_ticks.pop(pad.instance_id, None)
        if self._reader is not None:
            self._controls += self._reader.release(lambda control: control.pad == pad.instance_id)
        self._queue.append(ActionEvent(Action.PAUSE, pad.slot))
        self._notices.append(f"PAD {pad.slot + 1} DISCONNECTED")

    def _button(self, pad: Pad | None, button: PadButton, down: bool, service: ServicePairs,
                clear: frozenset[int]) -> None:
        if pad is None:
            return
        if button.button in clear:
            if down:
                self._clear_ticks.setdefault(pad.instance_id, 0)
            else:
                self._clear_ticks.pop(pad.instance_id, None)
        if any(button.button in pair for pair in service):
            held = self._service_buttons.setdefault((pad.instance_id, service), set())
            if down:
                held.add(button.button)
            else:
                held.discard(button.button)
        action = self._keymap.pad(pad.slot, button)
        if action is None:
            return
        source = ("pad", pad.instance_id, "button", button.button)
        if down:
            self._emit(action, pad.slot, source)
        else:
            self.repeater.release(source)

    def _controller_button(self, event: pygame.event.Event) -> None:
        down = event.type == pygame.CONTROLLERBUTTONDOWN
        pad = self.pads.controller(event.instance_id)
        self._button(pad, PadButton(raw=False, button=event.button), down, (OPERATOR_PAD_BUTTONS,),
                     frozenset({CLEAR_PAD_BUTTON}))

    def _joy_button(self, event: pygame.event.Event) -> None:
        down = event.type == pygame.JOYBUTTONDOWN
        pad = self.pads.joystick(event.instance_id)
        self._button(pad, PadButton(raw=True, button=event.button), down, OPERATOR_JOY_BUTTONS, CLEAR_JOY_BUTTONS)

    def _hold(self, pad: Pad, source: Hashable, want: Action | None) -> None:
        """Make an analog source (hat or stick axis) hold ``want``, or nothing."""
        if self._analog.get(source) == want:
            return
        if source in self._analog:
            self.repeater.release(source)
            del self._analog[source]
        if want is not None:
            self._analog[source] = want
            self._emit(want, pad.slot, source)

    def _stick(self, pad: Pad | None, axis: int, value: float, table: dict[int, tuple[Action, Action]]) -> None:
        if pad is None or axis not in table:
            return
        source = ("pad", pad.instance_id, "axis", axis)
        negative, positive = table[axis]
        if value >= STICK_PRESS:
            want: Action | None = positive
        elif value <= -STICK_PRESS:
            want = negative
        elif abs(value) < STICK_RELEASE:
            want = None
        else:
            return  # between release and press: keep what is held
        self._hold(pad, source, want)

    def _controller_axis(self, event: pygame.event.Event) -> None:
        pad = self.pads.controller(event.instance_id)
        self._stick(pad, event.axis, event.value / CONTROLLER_AXIS_MAX, CONTROLLER_STICK)

    def _joy_axis(self, event: pygame.event.Event) -> None:
        self._stick(self.pads.joystick(event.instance_id), event.axis, event.value, STICK_AXES)

    def _joy_hat(self, event: pygame.event.Event) -> None:
        pad = self.pads.joystick(event.instance_id)
        if pad is None:
            return
        x, y = event.value
        for axis, value, (negative, positive) in (("x", x, HAT_X), ("y", y, HAT_Y)):
            want = positive if value > 0 else negative if value < 0 else None
            self._hold(pad, ("pad", pad.instance_id, "hat", event.hat, axis), want)

    _HANDLERS: dict[int, Callable[[InputMapper, pygame.event.Event], None]] = {
        pygame.QUIT: _quit,
        pygame.WINDOWFOCUSLOST: _focus_lost,
        pygame.KEYDOWN: _key_down,
        pygame.KEYUP: _key_up,
        pygame.MOUSEMOTION: _mouse_motion,
        pygame.MOUSEBUTTONDOWN: _mouse_down,
        pygame.MOUSEWHEEL: _mouse_wheel,
        pygame.FINGERDOWN: _finger_down,
        pygame.CONTROLLERDEVICEADDED: _controller_added,
        pygame.JOYDEVICEADDED: _joystick_added,
        pygame.CONTROLLERDEVICEREMOVED: _removed,
        pygame.JOYDEVICEREMOVED: _removed,
        pygame.CONTROLLERBUTTONDOWN: _controller_button,
        pygame.CONTROLLERBUTTONUP: _controller_button,
        pygame.JOYBUTTONDOWN: _joy_button,
        pygame.JOYBUTTONUP: _joy_button,
        pygame.CONTROLLERAXISMOTION: _controller_axis,
        pygame.JOYAXISMOTION: _joy_axis,
        pygame.JOYHATMOTION: _joy_hat,
    }


def _pushed(event: pygame.event.Event) -> bool:
    """Whether a stirring event is a deliberate push: a stick resting near its centre jitters by itself.

    The service key (F2) is the owner's, held: it stirs nothing until its hold opens the operator menu.
    """
    if event.type == pygame.KEYDOWN:
        return event.key != OPERATOR_KEY
    if event.type == pygame.CONTROLLERAXISMOTION:
        return abs(event.value) / CONTROLLER_AXIS_MAX >= STICK_RELEASE
    if event.type == pygame.JOYAXISMOTION:
        return abs(event.value) >= STICK_RELEASE
    if event.type == pygame.JOYHATMOTION:
        return event.value != (0, 0)
    return True
