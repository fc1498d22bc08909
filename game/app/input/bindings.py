"""The controls no player rebinds: the app's own keys, the service input, sticks, hats and the mouse.

Which key or button gives which action is the player's (``keymap``, with
its ``presets``); what stays fixed is here.  The app's keys (full screen,
picture, clip) and the service key are ``RESERVED_KEYS``: no binding may
take them, so a cabinet's operator can never bind the way into the
operator menu away by accident.  A stick or hat always moves, and a pad's
service pair and its held CLEAR are the buttons in those places, whatever
they are bound to.
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
OPERATOR_KEY = pygame.K_F2  # as in MAME: F2 is the service switch
#: The speech keys, fixed as a screen reader's are, so a player who cannot see the screen finds them where the
#: docs say: F5 says the last line again, F6 the whole screen, F7 where the item under the cursor is.
SPEECH_KEYS: dict[int, Action] = {pygame.K_F5: Action.SAY_AGAIN, pygame.K_F6: Action.SAY_ALL,
                                  pygame.K_F7: Action.SAY_PLACE}
#: Held at the menu, SPEECH on or off: held, so a press meant for something else never switches it.
SPEECH_HOLD_KEY = pygame.K_F8
SPEECH_HOLD_TICKS = 120  # two seconds at 60 ticks a second
#: The keys no binding may take: the app's, the service key and the speech keys.
RESERVED_KEYS: frozenset[int] = frozenset({*APP_KEYS, OPERATOR_KEY, *SPEECH_KEYS, SPEECH_HOLD_KEY})
OPERATOR_PAD_BUTTONS = frozenset({pygame.CONTROLLER_BUTTON_BACK, pygame.CONTROLLER_BUTTON_START})
#: Raw joysticks' back+start pairs (6/7 on XInput-style pads, 8/9 on generic ones).
OPERATOR_JOY_BUTTONS = (frozenset({6, 7}), frozenset({8, 9}))
#: How long the service input must be held: 3 s at 60 ticks a second.
OPERATOR_HOLD_TICKS = 180

#: A pad's CLEAR (the TI-83's key that quits its game): its SELECT button held alone, since a press of it
#: switches the view.  SDL calls that button BACK; raw joysticks have it as 6 or 8.
CLEAR_PAD_BUTTON = pygame.CONTROLLER_BUTTON_BACK
CLEAR_JOY_BUTTONS = frozenset({6, 8})
CLEAR_HOLD_TICKS = 60  # one second: longer than any press meant to switch the view
