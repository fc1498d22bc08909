"""Which key or pad button does which action, for each player: the bindings a player can change.

A ``KeyMap`` is one value: for each of the two players, a keyboard table
and a pad table, each naming the controls bound to every action of
``BINDABLE``.  The keyboard is one device shared by both players, so a key
belongs to one player's action at most; each player's pad is their own, so
a button belongs to one action of that player's pad table.  A pad button is
an SDL game-controller button, or a numbered button of a raw joystick SDL
has no mapping for (``PadButton.raw``): the two are bound side by side, so
binding one never takes the other away.

``bind`` is the only way to change a map: the new control takes the place
of the action's first one (and of its twin, the keypad's Enter beside
Enter), and the action keeps its others, so an arcade START stays a start
when button 1 moves.  It never leaves an action of a table with no control
at all: the key taken from another action leaves that action its other
keys, or, if it was the only one, the other action takes the replaced one
(the two swap; ``Clash`` says which, before anything changes, so the
screen can ask).  Player 2's keyboard table starts empty on most machines (player 2
plays from a pad), and an empty table is allowed; once it has keys it
keeps one for each action it had.

The map also keeps what its preset calls the keys (``names``: an arcade
encoder's LEFT CTRL is BUTTON 1 to the people at the cabinet), and whether
a bound letter key still types its letter where initials are typed
(``letters_type``: a keyboard's W does, an encoder's R, wired to a stick,
does not).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Union

import pygame

from game.app.input.actions import MAX_PLAYERS, Action

#: The actions a player can bind, in the order the CONTROLS screen lists them.
BINDABLE: tuple[Action, ...] = (
    Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT, Action.SELECT, Action.BACK,
    Action.SWITCH_VIEW, Action.PAUSE, Action.UNDO, Action.THINK, Action.CLEAR,
)


class Device(enum.Enum):
    """The two kinds of bindings: the shared keyboard, and each player's own pad."""

    KEYS = "keys"
    PAD = "pad"


@dataclass(frozen=True, slots=True, order=True)
class PadButton:
    """A pad's button: an SDL game-controller button, or (``raw``) a raw joystick's numbered button."""

    raw: bool
    button: int


#: What can be bound: a pygame key code, or a pad's button.
Bindable = Union[int, PadButton]


@dataclass(frozen=True, slots=True, order=True)
class Slot:
    """One table of a map: a player (0 or 1) and a device."""

    player: int
    device: Device

    def __post_init__(self) -> None:
        if not 0 <= self.player < MAX_PLAYERS:
            raise ValueError(f"player must be 0-{MAX_PLAYERS - 1}, not {self.player}")


SLOTS: tuple[Slot, ...] = tuple(Slot(player, device) for player in range(MAX_PLAYERS) for device in Device)


@dataclass(frozen=True, slots=True)
class Binding:
    """One action of one table."""

    slot: Slot
    action: Action


class Taking(enum.Enum):
    """What binding a control that another action has does to that action."""

    MOVE = "move"  # the other action keeps its other controls
    SWAP = "swap"  # it was the other action's only control: that action takes the bound one's old controls
    REFUSED = "refused"  # it was the other's only control, and the bound action has none of its family to give


@dataclass(frozen=True, slots=True)
class Clash:
    """What binding a control would take from another action: the action that has it, and what happens to it."""

    owner: Binding
    taking: Taking


class BindError(ValueError):
    """A binding the map cannot hold (an unknown action, a control of the wrong device, a table left short)."""


#: Keys that are one key to a player: binding in the place of one replaces the other too.
TWINS: dict[int, int] = {pygame.K_KP_ENTER: pygame.K_RETURN}


def _twin(control: Bindable) -> Bindable:
    return TWINS.get(control, control) if isinstance(control, int) else control


def _family(control: Bindable) -> object:
    """Controls of one family replace each other: keys, game-controller buttons, raw joystick buttons."""
    return ("pad", control.raw) if isinstance(control, PadButton) else "key"


def fits(slot: Slot, control: Bindable) -> bool:
    """Whether ``control`` is of the device ``slot`` binds (a key for the keyboard, a button for a pad)."""
    return isinstance(control, PadButton) == (slot.device is Device.PAD)


Table = tuple[tuple[Action, tuple[Bindable, ...]], ...]


@dataclass(frozen=True)
class KeyMap:
    """Every binding of both players, with the names the preset gives its keys.

    ``tables`` holds, for each slot, the controls of each bound action (an
    action missing from a table has none).  Build one with ``KeyMap.of``.
    """

    tables: tuple[tuple[Slot, Table], ...]
    names: tuple[tuple[int, str], ...] = ()
    letters_type: bool = True
    _keys: dict[int, tuple[int, Action]] = field(init=False, repr=False, compare=False, hash=False)
    _pads: dict[tuple[int, PadButton], Action] = field(init=False, repr=False, compare=False, hash=False)
    _bound: dict[Binding, tuple[Bindable, ...]] = field(init=False, repr=False, compare=False, hash=False)
    _hash: int = field(init=False, repr=False, compare=False, hash=False)

    def __hash__(self) -> int:
        # Worked out once: the screens look their words up by the map every frame.
        return self._hash

    def __post_init__(self) -> None:
        keys: dict[int, tuple[int, Action]] = {}
        pads: dict[tuple[int, PadButton], Action] = {}
        bound: dict[Binding, tuple[Bindable, ...]] = {}
        for slot, table in self.tables:
            for action, controls in table:
                if action not in BINDABLE:
                    raise BindError(f"{action.value} cannot be bound")
                bound[Binding(slot, action)] = controls
                for control in controls:
                    if not fits(slot, control):
                        raise BindError(f"{control!r} is not a {slot.device.value} control")
                    if slot.device is Device.KEYS:
                        if control in keys:
                            raise BindError(f"key {control} is bound twice")
                        keys[control] = (slot.player, action)
                    else:
                        if (slot.player, control) in pads:
                            raise BindError(f"{control!r} is bound twice on player {slot.player + 1}'s pad")
                        pads[(slot.player, control)] = action
        object.__setattr__(self, "_keys", keys)
        object.__setattr__(self, "_pads", pads)
        object.__setattr__(self, "_bound", bound)  # the screens ask for one action's controls every frame
        object.__setattr__(self, "_hash", hash((self.tables, self.names, self.letters_type)))

    @classmethod
    def of(cls, tables: dict[Slot, dict[Action, tuple[Bindable, ...]]], names: dict[int, str] | None = None,
           letters_type: bool = True) -> KeyMap:
        """A map from plain dicts, in the canonical order (so equal bindings make equal maps)."""
        canonical = tuple(
            (slot, tuple((action, tuple(controls)) for action in BINDABLE
                         if (controls := tables.get(slot, {}).get(action))))
            for slot in SLOTS)
        return cls(canonical, tuple(sorted((names or {}).items())), letters_type)

    def table(self, slot: Slot) -> dict[Action, tuple[Bindable, ...]]:
        """One slot's bindings: action -> its controls (actions with none left out)."""
        return dict(next((table for s, table in self.tables if s == slot), ()))

    def controls(self, binding: Binding) -> tuple[Bindable, ...]:
        """The controls bound to one action of one table, the first being the one screens name."""
        return self._bound.get(binding, ())

    def key(self, key: int) -> tuple[int, Action] | None:
        """The player and action a keyboard key gives, or None."""
        return self._keys.get(key)

    def pad(self, player: int, button: PadButton) -> Action | None:
        """The action a button of ``player``'s pad gives, or None."""
        return self._pads.get((player, button))

    def has_keys(self, player: int) -> bool:
        """Whether ``player`` has keys of their own on the keyboard (player 2 on one keyboard)."""
        return any(bound == player for bound, _ in self._keys.values())

    def name(self, key: int) -> str | None:
        """What this map's preset calls a key (an encoder's BUTTON 1), or None to call it by its own name."""
        return dict(self.names).get(key)

    def owner(self, slot: Slot, control: Bindable) -> Binding | None:
        """The binding that has ``control`` in the space ``slot`` shares (the whole keyboard; one player's pad)."""
        if slot.device is Device.KEYS:
            found = self._keys.get(control) if isinstance(control, int) else None
            return None if found is None else Binding(Slot(found[0], Device.KEYS), found[1])
        action = self._pads.get((slot.player, control)) if isinstance(control, PadButton) else None
        return None if action is None else Binding(slot, action)

    def clash(self, binding: Binding, control: Bindable) -> Clash | None:
        """What binding ``control`` to ``binding`` would take from another action; None when nothing."""
        owner = self.owner(binding.slot, control)
        if owner is None or owner == binding:
            return None
        if any(c != control for c in self.controls(owner)):
            return Clash(owner, Taking.MOVE)
        return Clash(owner, Taking.SWAP if self.replaced(binding, control) else Taking.REFUSED)

    def replaced(self, binding: Binding, control: Bindable) -> tuple[Bindable, ...]:
        """The controls ``control`` would take the place of: the action's first of its family, with its twin."""
        same = [c for c in self.controls(binding) if _family(c) == _family(control)]
        return tuple(c for c in same if _twin(c) == _twin(same[0])) if same else ()

    def bind(self, binding: Binding, control: Bindable) -> KeyMap:
        """The map with ``control`` first among ``binding``'s controls, in the place of those it replaces.

        Taken from another action, the control leaves it its other controls; if it was that action's only
        one, that action takes the replaced controls (the two swap).  BindError when it was the other's only
        control and there is nothing to swap (``Taking.REFUSED``).
        """
        if binding.action not in BINDABLE:
            raise BindError(f"{binding.action.value} cannot be bound")
        if not fits(binding.slot, control):
            raise BindError(f"{control!r} is not a {binding.slot.device.value} control")
        tables = {slot: self.table(slot) for slot in SLOTS}
        old = tables[binding.slot].get(binding.action, ())
        replaced = self.replaced(binding, control)
        clash = self.clash(binding, control)
        if clash is not None:
            if clash.taking is Taking.REFUSED:
                raise BindError(f"{clash.owner.action.value} would be left with no control")
            owner = tables[clash.owner.slot]
            left = tuple(c for c in owner[clash.owner.action] if c != control)
            owner[clash.owner.action] = replaced if clash.taking is Taking.SWAP else left
        kept = tuple(c for c in old if c not in replaced and c != control)
        tables[binding.slot][binding.action] = (control, *kept)
        return KeyMap.of(tables, dict(self.names), self.letters_type)
