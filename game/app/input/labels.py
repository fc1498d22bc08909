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
from game.language import NC_, N_, tr, trc

#: A key's name is said in a context of its own: a pad's HOME or SELECT, printed in English on the pad, is another
#: word from the keyboard's key of that name in some languages (a German keyboard's POS1).
KEY = "keyboard key"
#: Keys by the word printed on them, where pygame's name is another (one word each, so a hint line can hold it),
#: and the keys whose printed word differs from one language's keyboard to another's (a German one's ENTF for DEL).
#: Both sides of a keyboard print Ctrl, Alt and Shift; the left ones go by that word, the right ones say their side.
KEY_LABELS: dict[int, str] = {
    pygame.K_UP: "↑", pygame.K_DOWN: "↓", pygame.K_LEFT: "←", pygame.K_RIGHT: "→",
    # TRANSLATORS: the keys' names: each is the word printed on that key on a keyboard of your language (STRG for
    # CTRL on a German one), in capitals and ONE word, so that a hint line can hold it ("ENTER SELECT").
    # the keypad's Enter is the same key to a player
    pygame.K_RETURN: NC_("keyboard key", "ENTER"), pygame.K_KP_ENTER: NC_("keyboard key", "ENTER"),
    pygame.K_ESCAPE: NC_("keyboard key", "ESC"), pygame.K_BACKSPACE: NC_("keyboard key", "BACKSPACE"),
    pygame.K_SPACE: NC_("keyboard key", "SPACE"),
    pygame.K_DELETE: NC_("keyboard key", "DEL"),  # as the game's hint line names it, and as a laptop's key reads
    pygame.K_LCTRL: NC_("keyboard key", "CTRL"), pygame.K_RCTRL: NC_("keyboard key", "R-CTRL"),
    pygame.K_LALT: NC_("keyboard key", "ALT"), pygame.K_RALT: NC_("keyboard key", "ALTGR"),
    pygame.K_LSHIFT: NC_("keyboard key", "SHIFT"), pygame.K_RSHIFT: NC_("keyboard key", "R-SHIFT"),
    # a hint line joins two keys with "/": the key itself would read as that join
    pygame.K_SLASH: NC_("keyboard key", "SLASH"),
    pygame.K_TAB: NC_("keyboard key", "TAB"), pygame.K_HOME: NC_("keyboard key", "HOME"),
    pygame.K_END: NC_("keyboard key", "END"), pygame.K_INSERT: NC_("keyboard key", "INSERT"),
    pygame.K_PAGEUP: NC_("keyboard key", "PAGEUP"), pygame.K_PAGEDOWN: NC_("keyboard key", "PAGEDOWN"),
    pygame.K_CAPSLOCK: NC_("keyboard key", "CAPSLOCK"),
    pygame.K_PAUSE: NC_("keyboard key", "PAUSE"), pygame.K_PRINTSCREEN: NC_("keyboard key", "PRINTSCREEN"),
    pygame.K_NUMLOCKCLEAR: NC_("keyboard key", "NUMLOCKCLEAR"),
    pygame.K_SCROLLOCK: NC_("keyboard key", "SCROLLOCK"), pygame.K_MENU: NC_("keyboard key", "MENU"),
}
#: A keypad's key: its character or name (KP_5, KP_PLUS), as pygame names it.
KEYPAD_PREFIX = "kp_"
PAD_LABELS: dict[int, str] = {
    pygame.CONTROLLER_BUTTON_A: "A", pygame.CONTROLLER_BUTTON_B: "B",
    pygame.CONTROLLER_BUTTON_X: "X", pygame.CONTROLLER_BUTTON_Y: "Y",
    # TRANSLATORS: a gamepad's buttons, named as the pads sold in your language print them (most print these
    # English words and letters: keep them then).  LB/RB are the shoulder buttons, a STICK PUSH a stick pressed in.
    pygame.CONTROLLER_BUTTON_START: N_("START"), pygame.CONTROLLER_BUTTON_BACK: N_("SELECT"),
    pygame.CONTROLLER_BUTTON_GUIDE: N_("HOME"),
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: N_("LB"), pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: N_("RB"),
    pygame.CONTROLLER_BUTTON_LEFTSTICK: N_("L-STICK PUSH"), pygame.CONTROLLER_BUTTON_RIGHTSTICK: N_("R-STICK PUSH"),
    pygame.CONTROLLER_BUTTON_DPAD_UP: N_("D-PAD ↑"), pygame.CONTROLLER_BUTTON_DPAD_DOWN: N_("D-PAD ↓"),
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: N_("D-PAD ←"), pygame.CONTROLLER_BUTTON_DPAD_RIGHT: N_("D-PAD →"),
}
#: The game controller's axes by name; the triggers only ever push one way.
PAD_AXIS_LABELS: dict[int, str] = {
    # TRANSLATORS: a gamepad's sticks and triggers (LT/RT), named as the pads sold in your language print them.
    pygame.CONTROLLER_AXIS_LEFTX: N_("L-STICK"), pygame.CONTROLLER_AXIS_LEFTY: N_("L-STICK"),
    pygame.CONTROLLER_AXIS_RIGHTX: N_("R-STICK"), pygame.CONTROLLER_AXIS_RIGHTY: N_("R-STICK"),
    pygame.CONTROLLER_AXIS_TRIGGERLEFT: N_("LT"), pygame.CONTROLLER_AXIS_TRIGGERRIGHT: N_("RT"),
}
#: What each action is called where a screen says what a control does: in a context of its own (``action_word``),
#: for SELECT the action and SELECT the button a pad prints, or MOVE the cursor and a move in a game, are two
#: words in some languages.
ACTION_WORDS: dict[Action, str] = {
    # TRANSLATORS: what a control does, one or two words in a narrow column (CONTROLS, INPUT TEST): move the
    # cursor up/down/left/right, choose, go back, switch VIEW, PAUSE the game, UNDO a move, show the computer's
    # THINKING, POINT and CLICK the mouse, open the OPERATOR menu, type a LETTER, CLEAR (leave the calculator's game).
    Action.UP: NC_("an action's name", "UP"),
    Action.DOWN: NC_("an action's name", "DOWN"),
    Action.LEFT: NC_("an action's name", "LEFT"),
    Action.RIGHT: NC_("an action's name", "RIGHT"),
    Action.SELECT: NC_("an action's name", "SELECT"),
    Action.BACK: NC_("an action's name", "BACK"),
    Action.SWITCH_VIEW: NC_("an action's name", "VIEW"),
    Action.PAUSE: NC_("an action's name", "PAUSE"),
    Action.UNDO: NC_("an action's name", "UNDO"),
    Action.THINK: NC_("an action's name", "THINKING"),
    Action.POINT: NC_("an action's name", "POINT"),
    Action.CLICK: NC_("an action's name", "CLICK"),
    Action.OPERATOR: NC_("an action's name", "OPERATOR"),
    Action.TYPE: NC_("an action's name", "LETTER"),
    Action.CLEAR: NC_("an action's name", "CLEAR"),
}


def action_word(action: Action) -> str:
    """What ``action`` is called, in the language in use."""
    return trc("an action's name", ACTION_WORDS[action])


def key_label(key: int) -> str:
    """A key's printed name, in the language in use: short for arrows and the like, the character on a punctuation
    key (``[``), its pygame name in capitals otherwise (F5, KP_5)."""
    if key in KEY_LABELS:
        return trc(KEY, KEY_LABELS[key])
    if 32 < key < 127 and not chr(key).isalnum():
        return chr(key)
    name = KEY_NAMES.get(key)
    if name is None:
        # TRANSLATORS: a key the game has no name for, by its number; one word.
        return tr("KEY{number}").format(number=key)
    if name.startswith(KEYPAD_PREFIX):
        # TRANSLATORS: a key of the number pad ({key}: its character or name, 5 or PLUS); one word.
        return tr("KP_{key}").format(key=name.removeprefix(KEYPAD_PREFIX).upper())
    return name.upper()


def pad_button_label(button: int) -> str:
    """A game controller button's printed name, in the language in use."""
    # TRANSLATORS: a pad's button by its number, where it has no name.
    return tr(PAD_LABELS[button]) if button in PAD_LABELS else tr("BUTTON {number}").format(number=button)


def raw_button_label(button: int) -> str:
    """A raw joystick's button as a player reads it, in the language in use: counted from 1, as pads print their
    numbers (SDL's 0 is 1)."""
    return tr("BUTTON {number}").format(number=button + 1)


def control_label(control: Bindable, keymap: KeyMap) -> str:
    """A bound key's or button's name as the players see it, in the language in use (a preset's own name too)."""
    if isinstance(control, PadButton):
        return raw_button_label(control.button) if control.raw else pad_button_label(control.button)
    return tr(name) if (name := keymap.name(control)) else key_label(control)


def action_labels(keymap: KeyMap, slot: Slot, action: Action) -> list[str]:
    """The names of every control bound to one action of one table, first first, each name once (the keypad's
    Enter is ENTER, as the big one is)."""
    return list(dict.fromkeys(control_label(c, keymap) for c in keymap.controls(Binding(slot, action))))
