"""The scene registry: scenes by name, so a new scene plugs in without touching the shell.

``--scene NAME`` and the main menu both read it.  An entry with a menu label
appears in the main menu (ordered by ``menu_order``); the menu shows only
what is registered, so a game scene that does not exist yet is simply
absent.  An entry marked ``operator_only`` (the settings) is left out of
the menu in kiosk mode: a cabinet's settings are changed only through the
operator menu.  The app builds one registry (``scenes.register_builtin_scenes``);
nothing here is global.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.app.shell.stack import Stackable
from game.messages.quoting import quote

#: Names the shell reserves: the menu is always at the bottom of the stack;
#: the attract mode is where the idle watch sends a machine left alone, asking
#: CONTINUE? first over a game in progress; the operator menu opens on the held
#: service input; on the CONTROLS screen and the operator's, a keyboard's own keys work beside the bindings
#: (``Context.keyboard_keys_work``).
MENU = "menu"
ATTRACT = "attract"
CONTINUE = "continue"
OPERATOR = "operator"
CONTROLS = "controls"
#: Where the keyboard's own keys (the DEFAULT map's) work as well as the map in force: whoever sets controls up
#: from a keyboard is never locked out by a map made for a panel.
SETTING_UP = frozenset({OPERATOR, CONTROLS})


class UnknownSceneError(ValueError):
    """No scene has that name; the message lists the names there are."""


@dataclass(frozen=True, slots=True)
class SceneEntry:
    """How to make one scene, and whether and where the main menu lists it."""

    name: str
    factory: Callable[[], Stackable]
    menu_label: str | None = None
    menu_order: int = 0
    #: What choosing the menu item opens, when not the scene itself (a game opens its setup first).
    menu_factory: Callable[[], Stackable] | None = None
    #: Left out of the main menu in kiosk mode: in a cabinet only the operator changes it.
    operator_only: bool = False


class SceneRegistry:
    """Scene factories by name."""

    def __init__(self) -> None:
        self._entries: dict[str, SceneEntry] = {}

    def register(
        self, name: str, factory: Callable[[], Stackable], *, menu_label: str | None = None, menu_order: int = 0,
        menu_factory: Callable[[], Stackable] | None = None, operator_only: bool = False,
    ) -> None:
        """Add a scene; a name may be registered once."""
        if name in self._entries:
            raise ValueError(f"scene {name!r} is already registered")
        self._entries[name] = SceneEntry(name, factory, menu_label, menu_order, menu_factory, operator_only)

    def __contains__(self, name: object) -> bool:
        return name in self._entries

    def names(self) -> list[str]:
        """Every registered name, sorted."""
        return sorted(self._entries)

    def create(self, name: str) -> Stackable:
        """A new scene by name; UnknownSceneError lists the known names."""
        entry = self._entries.get(name)
        if entry is None:
            raise UnknownSceneError(f"unknown scene {quote(name)}; choose one of: {', '.join(self.names())}")
        return entry.factory()

    def create_for_menu(self, name: str) -> Stackable:
        """The scene the main menu opens for an entry: its ``menu_factory``'s, else the scene itself."""
        entry = self._entries.get(name)
        if entry is not None and entry.menu_factory is not None:
            return entry.menu_factory()
        return self.create(name)

    def menu_entries(self, *, kiosk: bool = False) -> list[SceneEntry]:
        """Entries the main menu lists, in menu order (in kiosk mode, none that is ``operator_only``)."""
        listed = [e for e in self._entries.values() if e.menu_label is not None and not (kiosk and e.operator_only)]
        return sorted(listed, key=lambda e: (e.menu_order, e.name))
