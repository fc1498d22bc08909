"""Raw presses named by device and control, for the operator's INPUT TEST.

Everywhere else a press becomes an action and the device is forgotten.  An
operator checking a cabinet's wiring needs the opposite: which device,
which button or direction, held now or let go, and what the game would
make of it.  ``ControlReader`` turns each SDL event into ``ControlChange``
values saying exactly that; the mapper hands them, instead of actions, to
a scene that asks for them (``Scene.reads_controls``).  The meaning of
each control comes from the same key map as the actions (``keymap``), so
the test shows what the game really does, player 2's keys named as theirs.

A hat or a stick is read as four directions, each pressed past the same
travel that moves the cursor (``STICK_PRESS``) and let go below
``STICK_RELEASE``; a trigger as one control; the mouse wheel as a tap.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.app.input.actions import Action
from game.app.input.bindings import (
    ALT_FULLSCREEN_KEYS,
    APP_KEYS,
    CONTROLLER_AXIS_MAX,
    CONTROLLER_STICK,
    HAT_X,
    HAT_Y,
    MOUSE_LEFT,
    MOUSE_RIGHT,
    OPERATOR_KEY,
    STICK_AXES,
    STICK_PRESS,
    STICK_RELEASE,
    TYPED_KEYS,
    AppRequest,
)
from game.app.input.keymap import Bindable, KeyMap, PadButton
from game.app.input.labels import PAD_AXIS_LABELS, action_word, key_label, pad_button_label, raw_button_label
from game.app.input.pads import Pads
from game.language import N_, tr

#: What app-level keys do, in the words the INPUT TEST prints.
REQUEST_WORDS = {
    # TRANSLATORS: what a key does, in INPUT TEST's narrow column: switch FULL SCREEN, take a SCREENSHOT (a picture),
    # save a CLIP (the last seconds as an animation).
    AppRequest.TOGGLE_FULLSCREEN: N_("FULL SCREEN"), AppRequest.SCREENSHOT: N_("SCREENSHOT"), AppRequest.CLIP: N_("CLIP"),
}
# TRANSLATORS: INPUT TEST: a key or button the game gives no meaning.
UNUSED = N_("UNUSED")  # a control the game gives no meaning (an operator wiring it should know)
# TRANSLATORS: INPUT TEST: a key a cabinet ignores (full screen, picture, clip).
REFUSED = N_("REFUSED")  # an app key a cabinet ignores (full screen, picture, clip): what it does in kiosk mode
# TRANSLATORS: INPUT TEST: the operator's service key, which opens the operator menu when held.
SERVICE_WORDS = N_("SERVICE (HOLD)")  # the operator key: held, it opens the operator menu
# TRANSLATORS: INPUT TEST: what the speech keys do (F5 says the last line again, F6 the whole screen, F7 where the
# cursor is; F8 held at the menu turns SPEECH on or off), in its narrow column.
SPEECH_WORDS = {pygame.K_F5: N_("SAY AGAIN"), pygame.K_F6: N_("SAY ALL"), pygame.K_F7: N_("SAY WHERE"),
                pygame.K_F8: N_("SPEECH (HOLD)")}
# TRANSLATORS: a mouse's buttons, by their place.
MOUSE_BUTTONS = {MOUSE_LEFT: N_("LEFT"), 2: N_("MIDDLE"), MOUSE_RIGHT: N_("RIGHT")}
#: What the mouse's buttons do (see ``InputMapper``: left clicks, right goes back).
MOUSE_ACTIONS = {MOUSE_LEFT: Action.CLICK, MOUSE_RIGHT: Action.BACK}
ARROWS = {(-1, 0): "←", (1, 0): "→", (0, -1): "↑", (0, 1): "↓"}  # screen directions, y down
#: The controller axes that run across (x) rather than down (y); triggers are neither.
ACROSS_AXES = frozenset({pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_RIGHTX})
TRIGGERS = frozenset({pygame.CONTROLLER_AXIS_TRIGGERLEFT, pygame.CONTROLLER_AXIS_TRIGGERRIGHT})


class DeviceKind(enum.Enum):
    """Where a control is."""

    KEYBOARD = "keyboard"
    MOUSE = "mouse"
    PAD = "pad"


@dataclass(frozen=True, slots=True)
class Control:
    """One button, key or direction of one device, and what the game makes of it.

    ``pad`` is the pad's SDL instance id (None for keyboard and mouse);
    ``action`` is the action it gives (None if the game ignores it);
    ``meaning`` says the same in words, app requests and the service key included (``UNUSED`` for none);
    ``request`` is the app request it makes, if any, which kiosk mode refuses (``meaning_in``);
    ``code`` is what a binding would hold for it: the key, or the pad's button (None for sticks, hats, the mouse).
    A name or meaning filled in (``BUTTON 3``, ``P2 UP``) is said in the language in use as the control is read;
    a whole word (``UNUSED``) is kept as written, and translated where it is drawn (``input_test.control_text``).
    """

    kind: DeviceKind
    name: str
    action: Action | None = None
    meaning: str = ""
    pad: int | None = None
    request: AppRequest | None = None
    code: Bindable | None = None

    def meaning_in(self, kiosk: bool) -> str:
        """What the game makes of it in the mode it runs in: a cabinet refuses every app request."""
        return REFUSED if kiosk and self.request is not None else self.meaning


@dataclass(frozen=True, slots=True)
class ControlChange:
    """A control pressed (``down``) or let go; a tap (the wheel) is a press with no release to follow."""

    control: Control
    down: bool
    tap: bool = False


def _described(kind: DeviceKind, name: str, action: Action | None, pad: int | None = None,
               meaning: str | None = None, player: int = 0, code: Bindable | None = None) -> Control:
    words = meaning if meaning is not None else action_word(action) if action is not None else UNUSED
    if player and action is not None:
        # Player 2's own key (one keyboard for two, or an arcade encoder).
        # TRANSLATORS: INPUT TEST: a player's own key and what it does for them (P2 UP); P is for player.
        words = tr("P{player} {action}").format(player=player + 1, action=tr(words))
    return Control(kind, name, action, words, pad, code=code)


def key_control(key: int, keymap: KeyMap) -> Control:
    """A keyboard key as the INPUT TEST lists it: by the name the encoder or keyboard sends, not the preset's."""
    name = key_label(key)
    if key in APP_KEYS:
        request = APP_KEYS[key]
        return Control(DeviceKind.KEYBOARD, name, None, REQUEST_WORDS[request], request=request, code=key)
    if key == OPERATOR_KEY:
        return _described(DeviceKind.KEYBOARD, name, None, meaning=SERVICE_WORDS, code=key)
    if key in SPEECH_WORDS:
        return _described(DeviceKind.KEYBOARD, name, None, meaning=SPEECH_WORDS[key], code=key)
    bound = keymap.key(key)
    if bound is not None:
        player, action = bound
        return _described(DeviceKind.KEYBOARD, name, action, player=player, code=key)
    return _described(DeviceKind.KEYBOARD, name, Action.TYPE if key in TYPED_KEYS else None, code=key)


#: Alt+Enter: the other way to full screen, listed as one control while Alt is down.
# TRANSLATORS: two keys pressed together, named as the keyboards of your language print them.
ALT_ENTER = Control(DeviceKind.KEYBOARD, N_("ALT+ENTER"), None, REQUEST_WORDS[AppRequest.TOGGLE_FULLSCREEN],
                    request=AppRequest.TOGGLE_FULLSCREEN)


def mouse_control(button: int) -> Control:
    """A mouse button as the INPUT TEST lists it."""
    name = MOUSE_BUTTONS[button] if button in MOUSE_BUTTONS else tr("BUTTON {number}").format(number=button)
    return _described(DeviceKind.MOUSE, name, MOUSE_ACTIONS.get(button))


class ControlReader:
    """Turns SDL events into control changes, keeping which controls are held.

    A press of a control already held (a key's auto-repeat) and a release of one
    never seen pressed (a key held down as the test opened) change nothing.
    """

    def __init__(self, keymap: KeyMap) -> None:
        self.keymap = keymap
        self._analog: dict[tuple[int, str], Control] = {}  # (pad, hat or axis) -> the direction it holds
        self._held: set[Control] = set()
        self._keys: dict[int, Control] = {}  # key -> the control its press was read as (Alt may be let go first)

    def read(self, event: pygame.event.Event, pads: Pads) -> list[ControlChange]:
        """The changes one SDL event makes (none for events that are not presses)."""
        handler = self._HANDLERS.get(event.type)
        changes = [] if handler is None else handler(self, event, pads)
        kept = []
        for change in changes:
            if change.tap:
                kept.append(change)
            elif change.down and change.control not in self._held:
                self._held.add(change.control)
                kept.append(change)
            elif not change.down and change.control in self._held:
                self._held.discard(change.control)
                kept.append(change)
        return kept

    def release(self, where: Callable[[Control], bool] = lambda control: True) -> list[ControlChange]:
        """Let go of every held control ``where`` picks (all of them: the window lost the keyboard)."""
        for source in [s for s, control in self._analog.items() if where(control)]:
            del self._analog[source]
        for key in [k for k, control in self._keys.items() if where(control)]:
            del self._keys[key]
        gone = sorted((c for c in self._held if where(c)), key=lambda c: (c.kind.value, c.name))
        self._held.difference_update(gone)
        return [ControlChange(control, down=False) for control in gone]

    # -- keyboard and mouse ----------------------------------------------------

    def _key(self, event: pygame.event.Event, pads: Pads) -> list[ControlChange]:
        if event.type == pygame.KEYDOWN:
            alt = getattr(event, "mod", 0) & pygame.KMOD_ALT and event.key in ALT_FULLSCREEN_KEYS
            control = self._keys.setdefault(event.key, ALT_ENTER if alt else key_control(event.key, self.keymap))
            return [ControlChange(control, down=True)]
        return [ControlChange(self._keys.pop(event.key, key_control(event.key, self.keymap)), down=False)]

    def _mouse_button(self, event: pygame.event.Event, pads: Pads) -> list[ControlChange]:
        if getattr(event, "touch", False):
            return []  # SDL's copy of a touch, not a button
        return [ControlChange(mouse_control(event.button), down=event.type == pygame.MOUSEBUTTONDOWN)]

    def _wheel(self, event: pygame.event.Event, pads: Pads) -> list[ControlChange]:
        if not event.y:
            return []
        up = (event.y > 0) != bool(getattr(event, "flipped", False))
        # TRANSLATORS: INPUT TEST: the mouse's wheel turned up or down.
        control = _described(DeviceKind.MOUSE, N_("WHEEL ↑") if up else N_("WHEEL ↓"), Action.UP if up else Action.DOWN)
        return [ControlChange(control, down=True, tap=True)]

    # -- pads --------------------------------------------------------------------

    def _controller_button(self, event: pygame.event.Event, pads: Pads) -> list[ControlChange]:
        pad = pads.controller(event.instance_id)
        if pad is None:
            return []
        button = PadButton(raw=False, button=event.button)
        control = _described(DeviceKind.PAD, pad_button_label(event.button), self.keymap.pad(pad.slot, button),
                             pad.instance_id, code=button)
        return [ControlChange(control, down=event.type == pygame.CONTROLLERBUTTONDOWN)]

    def _joy_button(self, event: pygame.event.Event, pads: Pads) -> list[ControlChange]:
        pad = pads.joystick(event.instance_id)
        if pad is None:
            return []
        button = PadButton(raw=True, button=event.button)
        control = _described(DeviceKind.PAD, raw_button_label(event.button), self.keymap.pad(pad.slot, button),
                             pad.instance_id, code=button)
        return [ControlChange(control, down=event.type == pygame.JOYBUTTONDOWN)]

    def _hold(self, source: tuple[int, str], want: Control | None) -> list[ControlChange]:
        """Make one hat or axis hold ``want``, or nothing: the changes that takes."""
        held = self._analog.get(source)
        if held == want:
            return []
        changes = []
        if held is not None:
            changes.append(ControlChange(self._analog.pop(source), down=False))
        if want is not None:
            self._analog[source] = want
            changes.append(ControlChange(want, down=True))
        return changes

    def _axis(self, pad_id: int, source: str, value: float, directions: tuple[Control, Control | None]
              ) -> list[ControlChange]:
        negative, positive = directions
        if value >= STICK_PRESS:
            want = positive
        elif value <= -STICK_PRESS:
            want = negative
        elif abs(value) < STICK_RELEASE:
            want = None
        else:
            return []  # between release and press: keep what is held, as the mapper does
        return self._hold((pad_id, source), want)

    def _controller_axis(self, event: pygame.event.Event, pads: Pads) -> list[ControlChange]:
        pad = pads.controller(event.instance_id)
        if pad is None or event.axis not in PAD_AXIS_LABELS:
            return []
        name = PAD_AXIS_LABELS[event.axis]
        value = event.value / CONTROLLER_AXIS_MAX
        if event.axis in TRIGGERS:
            trigger = _described(DeviceKind.PAD, name, None, pad.instance_id)
            return self._axis(pad.instance_id, name, value, (trigger, trigger))
        across = event.axis in ACROSS_AXES
        arrows = (ARROWS[(-1, 0)], ARROWS[(1, 0)]) if across else (ARROWS[(0, -1)], ARROWS[(0, 1)])
        actions = CONTROLLER_STICK.get(event.axis, (None, None))
        # TRANSLATORS: INPUT TEST: a pad's stick pushed one way ({arrow}: ← → ↑ or ↓).
        negative, positive = (_described(DeviceKind.PAD, tr("{stick} {arrow}").format(stick=tr(name), arrow=arrow),
                                         action, pad.instance_id) for arrow, action in zip(arrows, actions))
        return self._axis(pad.instance_id, f"{name} {'X' if across else 'Y'}", value, (negative, positive))

    def _joy_axis(self, event: pygame.event.Event, pads: Pads) -> list[ControlChange]:
        pad = pads.joystick(event.instance_id)
        if pad is None:
            return []
        actions = STICK_AXES.get(event.axis, (None, None))
        # TRANSLATORS: INPUT TEST: a raw joystick's axis by its number, pushed one way ({sign}: - or +).
        negative, positive = (_described(DeviceKind.PAD, tr("AXIS {number}{sign}").format(number=event.axis, sign=sign),
                                         action, pad.instance_id) for sign, action in zip("-+", actions))
        return self._axis(pad.instance_id, f"axis {event.axis}", event.value, (negative, positive))

    def _joy_hat(self, event: pygame.event.Event, pads: Pads) -> list[ControlChange]:
        pad = pads.joystick(event.instance_id)
        if pad is None:
            return []
        x, y = event.value
        changes = []
        # Hats count y upwards; the arrows are drawn on a screen, y down.
        for axis, value, actions, arrows in (("x", x, HAT_X, ("←", "→")), ("y", y, HAT_Y, ("↓", "↑"))):
            want = None
            if value:
                side = 1 if value > 0 else 0
                # TRANSLATORS: INPUT TEST: a raw joystick's hat (its d-pad) by its number, pushed one way.
                said = tr("HAT {number} {arrow}").format(number=event.hat, arrow=arrows[side])
                want = _described(DeviceKind.PAD, said, actions[side], pad.instance_id)
            changes += self._hold((pad.instance_id, f"hat {event.hat} {axis}"), want)
        return changes

    _HANDLERS: dict[int, Callable[[ControlReader, pygame.event.Event, Pads], list[ControlChange]]] = {
        pygame.KEYDOWN: _key,
        pygame.KEYUP: _key,
        pygame.MOUSEBUTTONDOWN: _mouse_button,
        pygame.MOUSEBUTTONUP: _mouse_button,
        pygame.MOUSEWHEEL: _wheel,
        pygame.CONTROLLERBUTTONDOWN: _controller_button,
        pygame.CONTROLLERBUTTONUP: _controller_button,
        pygame.JOYBUTTONDOWN: _joy_button,
        pygame.JOYBUTTONUP: _joy_button,
        pygame.CONTROLLERAXISMOTION: _controller_axis,
        pygame.JOYAXISMOTION: _joy_axis,
        pygame.JOYHATMOTION: _joy_hat,
    }


#: The SDL events a control reader takes in place of the mapper while a scene reads controls.
CONTROL_EVENTS: frozenset[int] = frozenset(ControlReader._HANDLERS)
