"""The one action map: which key, pad button, hat or stick means which action.

Every table here is also what the help screen prints, so the help can never
disagree with the game.  Keys are pygame key codes; pad buttons are SDL
game-controller buttons (positions, so A is the bottom face button on every
pad SDL knows); raw joystick buttons are the usual layout of pads SDL has no
mapping for (0 bottom, 1 right, 2 left, 3 top; start and select vary).
"""

from __future__ import annotations

import enum

import pygame

from game.app.input.actions import Action


class AppRequest(enum.Enum):
    """Requests the app handles itself; they never reach a scene or a recording."""

    TOGGLE_FULLSCREEN = "toggle_fullscreen"
    SCREENSHOT = "screenshot"
    CLIP = "clip"  # the last seconds as a GIF
    QUIT = "quit"


KEYS: dict[int, Action] = {
    pygame.K_UP: Action.UP, pygame.K_w: Action.UP,
    pygame.K_DOWN: Action.DOWN, pygame.K_s: Action.DOWN,
    pygame.K_LEFT: Action.LEFT, pygame.K_a: Action.LEFT,
    pygame.K_RIGHT: Action.RIGHT, pygame.K_d: Action.RIGHT,
    pygame.K_RETURN: Action.SELECT, pygame.K_KP_ENTER: Action.SELECT,
    pygame.K_SPACE: Action.SELECT, pygame.K_z: Action.SELECT,
    pygame.K_ESCAPE: Action.BACK, pygame.K_BACKSPACE: Action.BACK, pygame.K_x: Action.BACK,
    pygame.K_TAB: Action.SWITCH_VIEW,
    pygame.K_p: Action.PAUSE,
    pygame.K_u: Action.UNDO,
    pygame.K_t: Action.THINK,
    pygame.K_DELETE: Action.CLEAR,
}

#: The keys that type a letter of the initials (A-Z and the dot), bound to an action or not.
TYPED_KEYS: dict[int, str] = {
    **{pygame.K_a + i: chr(ord("A") + i) for i in range(26)},
    pygame.K_PERIOD: ".", pygame.K_KP_PERIOD: ".",
}

APP_KEYS: dict[int, AppRequest] = {
    pygame.K_F11: AppRequest.TOGGLE_FULLSCREEN,
    pygame.K_F12: AppRequest.SCREENSHOT,
    pygame.K_F9: AppRequest.CLIP,
}
#: Alt + one of these toggles full screen (Alt+Enter), before Enter can mean select.
ALT_FULLSCREEN_KEYS = frozenset({pygame.K_RETURN, pygame.K_KP_ENTER})

PAD_BUTTONS: dict[int, Action] = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: Action.UP,
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: Action.DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: Action.LEFT,
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: Action.RIGHT,
    pygame.CONTROLLER_BUTTON_A: Action.SELECT,
    pygame.CONTROLLER_BUTTON_B: Action.BACK,
    pygame.CONTROLLER_BUTTON_START: Action.PAUSE,
    pygame.CONTROLLER_BUTTON_BACK: Action.SWITCH_VIEW,
    pygame.CONTROLLER_BUTTON_Y: Action.UNDO,
    pygame.CONTROLLER_BUTTON_X: Action.THINK,
}

#: Buttons of pads SDL has no game-controller mapping for.
JOY_BUTTONS: dict[int, Action] = {
    0: Action.SELECT,
    1: Action.BACK,
    2: Action.THINK,
    3: Action.UNDO,
    6: Action.SWITCH_VIEW,  # "back" on XInput-style pads
    7: Action.PAUSE,  # "start" on XInput-style pads
    8: Action.SWITCH_VIEW,  # "select" on many generic USB pads
    9: Action.PAUSE,  # "start" on many generic USB pads
}

#: A stick axis: which direction each sign means (SDL's y axes grow downwards).
STICK_AXES: dict[int, tuple[Action, Action]] = {
    0: (Action.LEFT, Action.RIGHT),
    1: (Action.UP, Action.DOWN),
}
#: SDL's game-controller left stick, read like a raw joystick's first two axes.
CONTROLLER_STICK: dict[int, tuple[Action, Action]] = {
    pygame.CONTROLLER_AXIS_LEFTX: STICK_AXES[0],
    pygame.CONTROLLER_AXIS_LEFTY: STICK_AXES[1],
}
#: Hats report (x, y) with y growing upwards.
HAT_X = (Action.LEFT, Action.RIGHT)
HAT_Y = (Action.DOWN, Action.UP)

#: Stick travel (fraction of full) that presses a direction, and below which it lets go.
#: The gap between the two stops a stick resting near the edge from chattering.
STICK_PRESS = 0.5
STICK_RELEASE = 0.3
#: SDL's game-controller axes run -32768..32767.
CONTROLLER_AXIS_MAX = 32768

MOUSE_LEFT = 1
MOUSE_RIGHT = 3

#: The service input, which opens the operator menu when held: a key inside the cabinet,
#: or a pad's two middle buttons together (held, because players press them one at a time).
OPERATOR_KEY = pygame.K_F2
OPERATOR_PAD_BUTTONS = frozenset({pygame.CONTROLLER_BUTTON_BACK, pygame.CONTROLLER_BUTTON_START})
#: Raw joysticks' back+start pairs (see JOY_BUTTONS: 6/7 on XInput-style pads, 8/9 on generic ones).
OPERATOR_JOY_BUTTONS = (frozenset({6, 7}), frozenset({8, 9}))
#: How long the service input must be held: 3 s at 60 ticks a second.
OPERATOR_HOLD_TICKS = 180

#: A pad's CLEAR (the TI-83's key that quits its game): its SELECT button held alone, since a press of it
#: switches the view.  SDL calls that button BACK; raw joysticks have it as 6 or 8 (see JOY_BUTTONS).
CLEAR_PAD_BUTTON = pygame.CONTROLLER_BUTTON_BACK
CLEAR_JOY_BUTTONS = frozenset({6, 8})
CLEAR_HOLD_TICKS = 60  # one second: longer than any press meant to switch the view
