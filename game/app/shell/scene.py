"""Scenes and the stack they live on (Nystrom's pushdown automaton).

A scene is one screen of the machine: the menu, the settings, a game, the
pause overlay.  The stack runs the top scene; pushing covers it without
losing it (menu -> game -> pause and back), popping reveals it again.

Rules every scene follows (Pyxel's, in ticks):

- ``handle(event)`` gets each player action meant for it, ``update()``
  advances one tick (1/60 s) and never draws, ``draw(surface)`` paints the
  320x180 logical surface and never changes state.
- Timers count ticks (``ctx.tick`` or a counter in ``update``), never wall
  time, so a run is deterministic under a seed and a replay is exact.
- A scene changes the stack through ``ctx.scenes`` (``push``, ``pop``,
  ``replace``, ``reset``); the change happens at once, and the new top gets
  the next action.  Every change is logged as scene_exit/scene_enter.
- ``overlay = True`` lets the scene below show through (it is drawn first);
  ``pausable = True`` means PAUSE, a lost window focus or an unplugged pad
  pushes the pause overlay on it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import pygame

from game.app.input.actions import ActionEvent

if TYPE_CHECKING:
    from game.app.shell.context import Context


class Scene:
    """Base class: every hook does nothing, so a scene overrides only what it needs."""

    #: The name the event log and the registry use.
    name: str = "scene"
    #: Whether the scene below stays visible (drawn first) under this one.
    overlay: ClassVar[bool] = False
    #: Whether PAUSE (and focus loss, pad unplugging) pushes the pause overlay on this scene.
    pausable: ClassVar[bool] = False

    ctx: Context  # set by the stack before ``enter``

    def enter(self, ctx: Context) -> None:
        """Pushed onto the stack (``self.ctx`` is already set)."""

    def exit(self) -> None:
        """Popped or replaced; release what ``enter`` took."""

    def covered(self) -> None:
        """Another scene was pushed on top of this one."""

    def uncovered(self) -> None:
        """The scene on top was popped; this one is on top again."""

    def handle(self, event: ActionEvent) -> None:
        """React to one player action."""

    def update(self) -> None:
        """Advance one tick."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the current state onto the logical surface."""


class SceneStack:
    """The running scenes, bottom first."""

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx
        self._scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self):
        return iter(list(self._scenes))

    @property
    def top(self) -> Scene | None:
        """The scene that gets actions and ticks, if any."""
        return self._scenes[-1] if self._scenes else None

    def names(self) -> list[str]:
        """The scene names, bottom first."""
        return [s.name for s in self._scenes]

    def _enter(self, scene: Scene) -> None:
        self._scenes.append(scene)
        scene.ctx = self._ctx
        self._ctx.events.emit("scene_enter", scene=scene.name)
        scene.enter(self._ctx)

    def _exit(self) -> Scene:
        scene = self._scenes.pop()
        scene.exit()
        self._ctx.events.emit("scene_exit", scene=scene.name)
        return scene

    def push(self, scene: Scene) -> None:
        """Cover the top scene with a new one."""
        if self._scenes:
            self._scenes[-1].covered()
        self._enter(scene)

    def pop(self) -> Scene | None:
        """Remove the top scene and reveal the one below; None if the stack was empty."""
        if not self._scenes:
            return None
        scene = self._exit()
        if self._scenes:
            self._scenes[-1].uncovered()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for a new one (the one below stays covered)."""
        if self._scenes:
            self._exit()
        self._enter(scene)

    def reset(self, scene: Scene) -> None:
        """Pop everything (top first) and start again from one scene."""
        while self._scenes:
            self._exit()
        self._enter(scene)

    def pop_to(self, name: str) -> bool:
        """Pop until a scene of that name is on top; False (and nothing popped) if there is none."""
        if name not in self.names():
            return False
        if self._scenes[-1].name != name:
            while self._scenes[-1].name != name:
                self._exit()
            self._scenes[-1].uncovered()
        return True

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and any it lets show through."""
        first = len(self._scenes) - 1
        while first > 0 and self._scenes[first].overlay:
            first -= 1
        return self._scenes[max(first, 0):]

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the visible scenes, bottom first."""
        for scene in self.visible():
            scene.draw(surface)
