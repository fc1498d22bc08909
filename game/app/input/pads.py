"""Gamepads: hot-plug, player slots, and which devices are game controllers.

SDL's game-controller API (``pygame._sdl2.controller``; ``pygame.init()``
does not start it) knows the button layout of most pads, so A is always the
bottom face button.  A device it has no mapping for is opened as a raw
joystick and read through its hat, first two axes and numbered buttons.

Pads are kept in a dict by SDL instance id, as pygame-ce's examples do: the
device index in an ADDED event is only valid at that moment.  SDL reports a
controller twice (once as a controller, once as the joystick under it), so
raw joystick events from a controller's instance id are ignored.  Slots
(players) go by order of connection: the first pad is player 1 (slot 0),
the second player 2; a slot frees up when its pad is unplugged.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame
from pygame._sdl2 import controller

from game.app.input.actions import MAX_PLAYERS


@dataclass(slots=True)
class Pad:
    """One connected pad: its SDL instance id, its player slot and how it is read."""

    instance_id: int
    slot: int
    name: str
    is_controller: bool
    device: Any = field(default=None, repr=False)  # kept so SDL keeps the device open


@dataclass(frozen=True, slots=True)
class PadInfo:
    """What the screens may know of a connected pad: who it plays for and what it is called."""

    instance_id: int
    slot: int
    name: str


class Pads:
    """The connected pads by instance id."""

    def __init__(self) -> None:
        controller.init()
        self._pads: dict[int, Pad] = {}
        # SDL never reuses an instance id, and a pad's last events can trail its removal.
        self._gone: set[int] = set()

    def __iter__(self):
        return iter(sorted(self._pads.values(), key=lambda p: p.slot))

    def __len__(self) -> int:
        return len(self._pads)

    def connected(self) -> tuple[PadInfo, ...]:
        """The connected pads, by slot, as the screens see them."""
        if not self._pads:
            return ()  # asked every tick: most machines have no pad at all
        return tuple(PadInfo(pad.instance_id, pad.slot, pad.name) for pad in self)

    def _free_slot(self) -> int:
        taken = {p.slot for p in self._pads.values()}
        # Past two pads, extra ones play for player 1 rather than being ignored.
        return next((s for s in range(MAX_PLAYERS) if s not in taken), 0)

    def _register(self, instance_id: int, name: str, is_controller: bool, device: Any) -> Pad:
        pad = Pad(instance_id, self._free_slot(), name, is_controller, device)
        self._pads[instance_id] = pad
        return pad

    def controller_added(self, device_index: int) -> Pad | None:
        """Open a newly attached game controller; the new pad, or None if it vanished or is known."""
        try:
            device = controller.Controller(device_index)
            instance_id = device.as_joystick().get_instance_id()
        except pygame.error:
            return None
        known = self._pads.get(instance_id)
        if known is not None:
            if known.is_controller:
                return None
            # Seen first as a raw joystick: upgrade it in place, keeping its slot.
            known.is_controller, known.device, known.name = True, device, device.name
            return None
        return self._register(instance_id, device.name, True, device)

    def joystick_added(self, device_index: int) -> Pad | None:
        """Open a newly attached joystick unless it is a game controller (handled by its own event)."""
        try:
            if controller.is_controller(device_index):
                return None
            device = pygame.joystick.Joystick(device_index)
            instance_id = device.get_instance_id()
        except pygame.error:
            return None
        if instance_id in self._pads:
            return None
        return self._register(instance_id, device.get_name(), False, device)

    def removed(self, instance_id: int) -> Pad | None:
        """Forget an unplugged pad; the pad, or None if it was not known (SDL reports removal twice)."""
        pad = self._pads.pop(instance_id, None)
        self._gone.add(instance_id)
        if pad is not None and pad.device is not None:
            pad.device.quit()
        return pad

    def controller(self, instance_id: int) -> Pad | None:
        """The pad a controller event came from (registered on first sight if it was not announced)."""
        if instance_id in self._gone:
            return None
        pad = self._pads.get(instance_id)
        if pad is None:
            return self._register(instance_id, "controller", True, None)
        pad.is_controller = True
        return pad

    def joystick(self, instance_id: int) -> Pad | None:
        """The pad a raw joystick event came from; None when it is a controller's shadow event."""
        if instance_id in self._gone:
            return None
        pad = self._pads.get(instance_id)
        if pad is None:
            return self._register(instance_id, "joystick", False, None)
        return None if pad.is_controller else pad

    def close(self) -> None:
        """Release every device, and the game-controller subsystem (``pygame.quit`` leaves it)."""
        for instance_id in list(self._pads):
            self.removed(instance_id)
        controller.quit()
