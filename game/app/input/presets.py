"""The ready-made key maps: the game's own, an arcade encoder's, and two players on one keyboard.

DEFAULT is the map the game always had: arrows and WASD, Enter, Space or Z
to select, Esc, Backspace or X to go back; player 2 plays from a pad.

ARCADE is MAME's default layout, which arcade encoders (the I-PAC and its
kin) send out of the box, so an operator picks it once and the cabinet
works: player 1's stick on the arrows and buttons 1-6 on Left Ctrl, Left
Alt, Space, Left Shift, Z and X; player 2's stick on R, F, D and G and
buttons 1-4 on A, S, Q and W; the start buttons on 1 and 2 and the coins on
5 and 6.  A start begins, so START selects; and a coin is a start on a
free-play cabinet.  The keys are named as the cabinet's players see them
(B1, START), not as the encoder sends them.

TWO ON ONE KEYBOARD gives each player a side: player 1 the arrows and the
keys around them, player 2 WASD and the keys around it.

Every preset binds the same pad layout for both players' pads: the face
buttons by position (A is the bottom one on every pad SDL knows), and a raw
joystick's numbered buttons in the usual order (0 bottom, 1 right, 2 left,
3 top; start and select vary).
"""

from __future__ import annotations

import enum

import pygame

from game.app.input.actions import Action
from game.app.input.keymap import Bindable, Device, KeyMap, PadButton, Slot
from game.language import N_

A = Action
P1_KEYS, P2_KEYS = Slot(0, Device.KEYS), Slot(1, Device.KEYS)
P1_PAD, P2_PAD = Slot(0, Device.PAD), Slot(1, Device.PAD)


class Preset(enum.Enum):
    """A ready-made key map, by the name settings.json gives it."""

    DEFAULT = "default"
    ARCADE = "arcade"
    TWO_ON_ONE_KEYBOARD = "two_on_one_keyboard"


#: What each preset is called on screen.
PRESET_WORDS = {
    # TRANSLATORS: the ready-made control sets: the game's own, an arcade cabinet's, and two players on one keyboard.
    Preset.DEFAULT: N_("DEFAULT"), Preset.ARCADE: N_("ARCADE"), Preset.TWO_ON_ONE_KEYBOARD: N_("TWO ON ONE KEYBOARD"),
}


def _controller(button: int) -> PadButton:
    return PadButton(raw=False, button=button)


def _raw(button: int) -> PadButton:
    return PadButton(raw=True, button=button)


#: Both pads, whatever the preset.  Raw joysticks: 6/7 are back/start on XInput-style pads, 8/9 on generic USB pads.
PAD: dict[Action, tuple[Bindable, ...]] = {
    A.UP: (_controller(pygame.CONTROLLER_BUTTON_DPAD_UP),),
    A.DOWN: (_controller(pygame.CONTROLLER_BUTTON_DPAD_DOWN),),
    A.LEFT: (_controller(pygame.CONTROLLER_BUTTON_DPAD_LEFT),),
    A.RIGHT: (_controller(pygame.CONTROLLER_BUTTON_DPAD_RIGHT),),
    A.SELECT: (_controller(pygame.CONTROLLER_BUTTON_A), _raw(0)),
    A.BACK: (_controller(pygame.CONTROLLER_BUTTON_B), _raw(1)),
    A.SWITCH_VIEW: (_controller(pygame.CONTROLLER_BUTTON_BACK), _raw(6), _raw(8)),
    A.PAUSE: (_controller(pygame.CONTROLLER_BUTTON_START), _raw(7), _raw(9)),
    A.UNDO: (_controller(pygame.CONTROLLER_BUTTON_Y), _raw(3)),
    A.THINK: (_controller(pygame.CONTROLLER_BUTTON_X), _raw(2)),
    # CLEAR has no button of its own: a pad's SELECT held alone is CLEAR (``bindings.CLEAR_HOLD_TICKS``).
}

DEFAULT_KEYS: dict[Action, tuple[Bindable, ...]] = {
    A.UP: (pygame.K_UP, pygame.K_w),
    A.DOWN: (pygame.K_DOWN, pygame.K_s),
    A.LEFT: (pygame.K_LEFT, pygame.K_a),
    A.RIGHT: (pygame.K_RIGHT, pygame.K_d),
    A.SELECT: (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_z),
    A.BACK: (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_x),
    A.SWITCH_VIEW: (pygame.K_TAB,),
    A.PAUSE: (pygame.K_p,),
    A.UNDO: (pygame.K_u,),
    A.THINK: (pygame.K_t,),
    A.CLEAR: (pygame.K_DELETE,),
}

#: MAME's defaults: player 1 buttons 1-7, player 2 buttons 1-4, starts 1 and 2, coins 5 and 6.
ARCADE_P1: dict[Action, tuple[Bindable, ...]] = {
    A.UP: (pygame.K_UP,), A.DOWN: (pygame.K_DOWN,), A.LEFT: (pygame.K_LEFT,), A.RIGHT: (pygame.K_RIGHT,),
    A.SELECT: (pygame.K_LCTRL, pygame.K_1, pygame.K_5),
    A.BACK: (pygame.K_LALT,),
    A.SWITCH_VIEW: (pygame.K_SPACE,),
    A.UNDO: (pygame.K_LSHIFT,),
    A.THINK: (pygame.K_z,),
    A.PAUSE: (pygame.K_x,),
    A.CLEAR: (pygame.K_c,),
}
ARCADE_P2: dict[Action, tuple[Bindable, ...]] = {
    A.UP: (pygame.K_r,), A.DOWN: (pygame.K_f,), A.LEFT: (pygame.K_d,), A.RIGHT: (pygame.K_g,),
    A.SELECT: (pygame.K_a, pygame.K_2, pygame.K_6),
    A.BACK: (pygame.K_s,),
    A.SWITCH_VIEW: (pygame.K_q,),
    A.UNDO: (pygame.K_w,),
}
#: The encoder's keys as its players know them: the sticks' directions, buttons by number, the starts and the coins.
ARCADE_NAMES: dict[int, str] = {
    pygame.K_LCTRL: "B1", pygame.K_LALT: "B2", pygame.K_SPACE: "B3", pygame.K_LSHIFT: "B4", pygame.K_z: "B5",
    pygame.K_x: "B6", pygame.K_c: "B7",
    pygame.K_a: "B1", pygame.K_s: "B2", pygame.K_q: "B3", pygame.K_w: "B4",
    pygame.K_r: "↑", pygame.K_f: "↓", pygame.K_d: "←", pygame.K_g: "→",  # player 2's stick, as player 1's reads
    # TRANSLATORS: an arcade cabinet's buttons, as the cabinets sold in your language print them (most print
    # these English words: keep them then); one word each.
    pygame.K_1: N_("START"), pygame.K_2: N_("START"), pygame.K_5: N_("COIN"), pygame.K_6: N_("COIN"),
}

#: Player 1 on the right (the arrows, Enter, the keys above them), player 2 on the left (WASD, Space, Q).
#: The keys both reach (Tab, P, U, T, Del) are player 1's: any player's VIEW, PAUSE or UNDO is the game's.
TWO_P1: dict[Action, tuple[Bindable, ...]] = {
    A.UP: (pygame.K_UP,), A.DOWN: (pygame.K_DOWN,), A.LEFT: (pygame.K_LEFT,), A.RIGHT: (pygame.K_RIGHT,),
    A.SELECT: (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_RCTRL),
    A.BACK: (pygame.K_ESCAPE, pygame.K_BACKSPACE),
    A.SWITCH_VIEW: (pygame.K_TAB,),
    A.PAUSE: (pygame.K_p,),
    A.UNDO: (pygame.K_u,),
    A.THINK: (pygame.K_t,),
    A.CLEAR: (pygame.K_DELETE,),
}
TWO_P2: dict[Action, tuple[Bindable, ...]] = {
    A.UP: (pygame.K_w,), A.DOWN: (pygame.K_s,), A.LEFT: (pygame.K_a,), A.RIGHT: (pygame.K_d,),
    A.SELECT: (pygame.K_SPACE,),
    A.BACK: (pygame.K_q,),
}


def preset_map(preset: Preset) -> KeyMap:
    """The key map a preset gives."""
    pads = {P1_PAD: PAD, P2_PAD: PAD}
    if preset is Preset.ARCADE:
        # An encoder's keys are a stick and buttons: R (player 2's UP) types no R into the initials.
        return KeyMap.of({P1_KEYS: ARCADE_P1, P2_KEYS: ARCADE_P2, **pads}, ARCADE_NAMES, letters_type=False)
    if preset is Preset.TWO_ON_ONE_KEYBOARD:
        return KeyMap.of({P1_KEYS: TWO_P1, P2_KEYS: TWO_P2, **pads})
    return KeyMap.of({P1_KEYS: DEFAULT_KEYS, **pads})


DEFAULT_MAP = preset_map(Preset.DEFAULT)
#: A keyboard's own keys: the first DEFAULT key of each action (arrows, Enter, Esc, Tab, P, U, T, Del), which work
#: beside any map where it leaves them free while controls are set up (``InputMapper.keyboard_keys_work``).
KEYBOARDS_OWN: dict[int, Action] = {keys[0]: action for action, keys in DEFAULT_KEYS.items() if isinstance(keys[0], int)}
