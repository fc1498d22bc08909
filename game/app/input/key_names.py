"""The names of keys and pad buttons: lower case in settings.json, capitals on screen.

A key is named by its pygame constant without the ``K_`` (``lctrl``,
``return``, ``kp_enter``, ``1``), which needs no display to work out and
has no spaces, so a name on screen is one word a hint line can hold.  A
game-controller button is named by its SDL constant (``a``, ``start``,
``dpad_up``), a raw joystick's by its number counted from 1, as the screens
and the pads' own print count them (``button_1`` is SDL's button 0).
"""

from __future__ import annotations

import pygame

from game.app.input.keymap import Bindable, PadButton

#: Every key by its names (pygame has a few twice, ``kp0`` and ``kp_0``): name -> code.
KEY_CODES: dict[str, int] = {name[2:].lower(): getattr(pygame, name) for name in dir(pygame) if name.startswith("K_")}
#: Each key's one written name: the last of its names in alphabetical order (``kp_0``, ``pause``).
KEY_NAMES: dict[int, str] = {code: name for name, code in sorted(KEY_CODES.items())}
_BUTTON = "CONTROLLER_BUTTON_"
PAD_CODES: dict[str, int] = {name[len(_BUTTON):].lower(): getattr(pygame, name) for name in dir(pygame)
                             if name.startswith(_BUTTON) and name[len(_BUTTON):] not in ("INVALID", "MAX")}
PAD_NAMES: dict[int, str] = {code: name for name, code in sorted(PAD_CODES.items())}
RAW_PREFIX = "button_"


class UnknownName(ValueError):
    """A name that is no key or pad button."""


def written(control: Bindable) -> str:
    """A key's or pad button's name as settings.json writes it."""
    if isinstance(control, PadButton):
        return f"{RAW_PREFIX}{control.button + 1}" if control.raw else PAD_NAMES.get(control.button, f"{control.button}")
    return KEY_NAMES.get(control, str(control))


def read_key(name: object) -> int:
    """The key a written name names; UnknownName if none."""
    if isinstance(name, str) and name.lower() in KEY_CODES:
        return KEY_CODES[name.lower()]
    raise UnknownName(f"no key is called {name!r}")


def read_button(name: object) -> PadButton:
    """The pad button a written name names; UnknownName if none."""
    if isinstance(name, str):
        lower = name.lower()
        if lower in PAD_CODES:
            return PadButton(raw=False, button=PAD_CODES[lower])
        number = lower.removeprefix(RAW_PREFIX)
        if lower.startswith(RAW_PREFIX) and number.isdigit() and 1 <= int(number) <= 64:
            return PadButton(raw=True, button=int(number) - 1)
    raise UnknownName(f"no pad button is called {name!r}")
