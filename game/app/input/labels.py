"""The names screens print for keys, pad buttons and actions.

The hint lines, the help screen's controls table, the CONTROLS screen and
the operator's INPUT TEST all name keys and buttons, so they read them from
here and cannot drift apart.  A key goes by what the key map's preset calls
it (an encoder's B1), else by a short name of one word (so a hint line can
hold it); pad buttons go by their place on the pad as SDL's game-controller
API reports it (A is the bottom face button on every pad SDL knows).
"""

from __future__ import annotations

import pygame

from game.app.input.actions import Action
from game.app.input.key_names import KEY_NAMES
from game.app.input.keymap import Bindable, Binding, KeyMap, PadButton, Slot

#: Keys by the word printed on them, where pygame's name is another (one word each, so a hint line can hold it).
#: Both sides of a keyboard print Ctrl, Alt and Shift; the left ones go by that word, the right ones say their side.
KEY_LABELS: dict[int, str] = {
    pygame.K_UP: "↑", pygame.K_DOWN: "↓", pygame.K_LEFT: "←", pygame.K_RIGHT: "→",
    pygame.K_RETURN: "ENTER", pygame.K_KP_ENTER: "ENTER",  # the keypad's Enter is the same key to a player
    pygame.K_ESCAPE: "ESC", pygame.K_BACKSPACE: "BACKSPACE", pygame.K_SPACE: "SPACE",
    pygame.K_DELETE: "DEL",  # as the game's hint line names it, and as a laptop's key reads
    pygame.K_LCTRL: "CTRL", pygame.K_RCTRL: "R-CTRL", pygame.K_LALT: "ALT", pygame.K_RALT: "ALTGR",
    pygame.K_LSHIFT: "SHIFT", pygame.K_RSHIFT: "R-SHIFT",
    pygame.K_SLASH: "SLASH",  # a hint line joins two keys with "/": the key itself would read as that join
}
PAD_LABELS: dict[int, str] = {
    pygame.CONTROLLER_BUTTON_A: "A", pygame.CONTROLLER_BUTTON_B: "B",
    pygame.CONTROLLER_BUTTON_X: "X", pygame.CONTROLLER_BUTTON_Y: "Y",
    pygame.CONTROLLER_BUTTON_START: "START", pygame.CONTROLLER_BUTTON_BACK: "SELECT",
    pygame.CONTROLLER_BUTTON_GUIDE: "HOME",
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: "LB", pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: "RB",
    pygame.CONTROLLER_BUTTON_LEFTSTICK: "L-STICK PUSH", pygame.CONTROLLER_BUTTON_RIGHTSTICK: "R-STICK PUSH",
    pygame.CONTROLLER_BUTTON_DPAD_UP: "D-PAD ↑", pygame.CONTROLLER_BUTTON_DPAD_DOWN: "D-PAD ↓",
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: "D-PAD ←", pygame.CONTROLLER_BUTTON_DPAD_RIGHT: "D-PAD →",
}
#: The game controller's axes by name; the triggers only ever push one way.
PAD_AXIS_LABELS: dict[int, str] = {
    pygame.CONTROLLER_AXIS_LEFTX: "L-STICK", pygame.CONTROLLER_AXIS_LEFTY: "L-STICK",
    pygame.CONTROLLER_AXIS_RIGHTX: "R-STICK", pygame.CONTROLLER_AXIS_RIGHTY: "R-STICK",
    pygame.CONTROLLER_AXIS_TRIGGERLEFT: "LT", pygame.CONTROLLER_AXIS_TRIGGERRIGHT: "RT",
}
#: What each action is called where a screen says what a control does.
ACTION_WORDS: dict[Action, str] = {
    Action.UP: "UP", Action.DOWN: "DOWN", Action.LEFT: "LEFT", Action.RIGHT: "RIGHT",
    Action.SELECT: "SELECT", Action.BACK: "BACK", Action.SWITCH_VIEW: "VIEW", Action.PAUSE: "PAUSE",
    Action.UNDO: "UNDO", Action.THINK: "THINKING", Action.POINT: "POINT", Action.CLICK: "CLICK",
    Action.OPERATOR: "OPERATOR", Action.TYPE: "LETTER", Action.CLEAR: "CLEAR",
}


def key_label(key: int) -> str:
    """A key's printed name: short for arrows and the like, the character on a punctuation key (``[``), its
    pygame name in capitals otherwise (F5, KP_5)."""
    if key in KEY_LABELS:
        return KEY_LABELS[key]
    if 32 < key < 127 and not chr(key).isalnum():
        return chr(key)
    return KEY_NAMES.get(key, f"KEY{key}").upper()


def pad_button_label(button: int) -> str:
    """A game controller button's printed name."""
    return PAD_LABELS.get(button, f"BUTTON {button}")


def raw_button_label(button: int) -> str:
    """A raw joystick's button as a player reads it: counted from 1, as pads print their numbers (SDL's 0 is 1)."""
    return f"BUTTON {button + 1}"


def control_label(control: Bindable, keymap: KeyMap) -> str:
    """A bound key's or button's name as the players see it."""
    if isinstance(control, PadButton):
        return raw_button_label(control.button) if control.raw else pad_button_label(control.button)
    return keymap.name(control) or key_label(control)


def action_labels(keymap: KeyMap, slot: Slot, action: Action) -> list[str]:
    """The names of every control bound to one action of one table, first first, each name once (the keypad's
    Enter is ENTER, as the big one is)."""
    return list(dict.fromkeys(control_label(c, keymap) for c in keymap.controls(Binding(slot, action))))
