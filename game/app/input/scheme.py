"""The player's controls as a setting: a preset, and the bindings changed from it.

settings.json keeps them under ``controls``.  A preset alone is
``{"preset": "arcade"}``; a binding changed on the CONTROLS screen adds its
table and action with the controls it has now, by name::

    {"preset": "default", "p1_keys": {"select": ["lctrl", "return"]}, "p2_pad": {"undo": ["y"]}}

Reading is strict: an unknown preset, table, action or key name, a key
bound twice, a reserved key (the service key, the app's keys), or an
action of the preset left with no control at all makes the whole value bad,
and the settings file's reader falls back to the defaults for ``controls``
alone, saying so in one line.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.app.input.actions import Action
from game.app.input.bindings import RESERVED_KEYS
from game.app.input.key_names import UnknownName, read_button, read_key, written
from game.app.input.keymap import BINDABLE, SLOTS, Bindable, Binding, BindError, Device, KeyMap, Slot
from game.app.input.presets import Preset, preset_map

#: Each table's name in the file.
SLOT_NAMES: dict[Slot, str] = {slot: f"p{slot.player + 1}_{slot.device.value}" for slot in SLOTS}
PRESET_KEY = "preset"


class ControlsError(ValueError):
    """The ``controls`` value of a settings file is not one the game can use."""


def _default_map() -> KeyMap:
    return preset_map(Preset.DEFAULT)


@dataclass(frozen=True)
class ControlScheme:
    """A preset and the key map in force (the preset's own, or changed from it)."""

    preset: Preset = Preset.DEFAULT
    keymap: KeyMap = field(default_factory=_default_map)

    @classmethod
    def of(cls, preset: Preset) -> ControlScheme:
        """A preset as it comes."""
        return cls(preset, preset_map(preset))

    @property
    def changed(self) -> bool:
        """Whether any binding differs from the preset's."""
        return self.keymap != preset_map(self.preset)

    def bind(self, binding: Binding, control: Bindable) -> ControlScheme:
        """The scheme with one more binding changed (``KeyMap.bind``; BindError for a reserved key)."""
        if control in RESERVED_KEYS and binding.slot.device is Device.KEYS:
            raise BindError("that key is the game's own")
        return ControlScheme(self.preset, self.keymap.bind(binding, control))

    def to_json(self) -> dict[str, Any]:
        """The file's form: the preset, then each table's actions that differ from it."""
        data: dict[str, Any] = {PRESET_KEY: self.preset.value}
        base = preset_map(self.preset)
        for slot in SLOTS:
            mine, theirs = self.keymap.table(slot), base.table(slot)
            changes = {action.value: [written(c) for c in mine.get(action, ())]
                       for action in BINDABLE if mine.get(action, ()) != theirs.get(action, ())}
            if changes:
                data[SLOT_NAMES[slot]] = changes
        return data

    @classmethod
    def from_json(cls, data: Any) -> ControlScheme:
        """Read the file's form; ControlsError saying what is wrong."""
        if isinstance(data, ControlScheme):
            return data
        if not isinstance(data, dict):
            raise ControlsError(f"expected an object such as {{\"preset\": \"arcade\"}}, got {data!r}")
        try:
            preset = Preset(data.get(PRESET_KEY, Preset.DEFAULT.value))
        except ValueError:
            known = ", ".join(p.value for p in Preset)
            raise ControlsError(f"unknown preset {data.get(PRESET_KEY)!r}; known: {known}") from None
        unknown = sorted(set(data) - {PRESET_KEY, *SLOT_NAMES.values()})
        if unknown:
            raise ControlsError(f"unknown entry {unknown[0]!r}; tables are {', '.join(SLOT_NAMES.values())}")
        base = preset_map(preset)
        tables = {slot: base.table(slot) for slot in SLOTS}
        for slot, name in SLOT_NAMES.items():
            tables[slot].update(_table(name, data.get(name, {}), read_button if slot.device is Device.PAD else _key))
        _bound_once(tables)
        try:
            keymap = KeyMap.of(tables, dict(base.names), base.letters_type)
        except BindError as err:
            raise ControlsError(str(err)) from None
        for slot in SLOTS:
            for action in base.table(slot):
                if not keymap.table(slot).get(action):
                    raise ControlsError(f"{SLOT_NAMES[slot]} {action.value} has no control left")
        return cls(preset, keymap)


def _bound_once(tables: dict[Slot, dict[Action, tuple[Bindable, ...]]]) -> None:
    """ControlsError naming the first control bound to two actions where they would share it."""
    seen: dict[tuple[int | None, Bindable], str] = {}
    for slot, table in tables.items():
        for action, controls in table.items():
            for control in controls:
                space = (None if slot.device is Device.KEYS else slot.player, control)
                where = f"{SLOT_NAMES[slot]} {action.value}"
                if space in seen:
                    raise ControlsError(f"{written(control)!r} is bound to both {seen[space]} and {where}")
                seen[space] = where


def _key(name: Any) -> int:
    key = read_key(name)
    if key in RESERVED_KEYS:
        raise UnknownName(f"{name!r} is the game's own key and cannot be bound")
    return key


def _table(name: str, value: Any, read: Callable[[Any], Bindable]) -> dict[Action, tuple[Bindable, ...]]:
    if not isinstance(value, dict):
        raise ControlsError(f"{name} must be an object of action: [names], not {value!r}")
    table = {}
    for action_name, names in value.items():
        try:
            action = Action(action_name)
        except ValueError:
            action = None
        if action not in BINDABLE:
            raise ControlsError(f"{name}: {action_name!r} is no action that can be bound")
        if not isinstance(names, list):
            raise ControlsError(f"{name} {action_name} must be a list of names, not {names!r}")
        try:
            table[action] = tuple(dict.fromkeys(read(n) for n in names))
        except UnknownName as err:
            raise ControlsError(f"{name} {action_name}: {err}") from None
    return table
