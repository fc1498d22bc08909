"""The stack the scenes live on (Nystrom's pushdown automaton): the top one runs.

Pushing covers the top scene without losing it (menu -> game -> pause and
back); popping reveals it again.  Every change is logged as
scene_exit/scene_enter.  The stack knows scenes only by the hooks it calls
(``Stackable``), not by the ``Scene`` class: a scene is handed the shared
context, and the context holds the stack, so naming the class here would
make the two modules import each other.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame


class Stackable(Protocol):
    """What the stack and the shell ask of a scene (``scene.Scene`` has it all)."""

    name: str
    overlay: bool
    pausable: bool
    idle_exempt: bool
    reads_controls: bool
    any_key: bool
    ctx: Any

    @property
    def keeps_awake(self) -> bool:
        """Whether the idle watch waits while this scene is on the stack."""

    @property
    def at_stake(self) -> bool:
        """Whether leaving now would lose something."""

    @property
    def showing_result(self) -> bool:
        """Whether a finished game's result is on show."""

    def abandon(self, reason: Any) -> None:
        """Give up any game in progress held here."""

    def enter(self, ctx: Any) -> None:
        """Pushed onto the stack."""

    def exit(self) -> None:
        """Popped or replaced."""

    def covered(self) -> None:
        """Another scene was pushed on top."""

    def uncovered(self) -> None:
        """On top again."""

    def handle(self, event: Any) -> None:
        """React to one player action."""

    def control(self, change: Any) -> None:
        """React to one control pressed or let go (``input.controls.ControlChange``)."""

    def update(self) -> None:
        """Advance one tick."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the current state."""

    def hint(self) -> Any:
        """The key hints on show, if any (``render.hints.Hint``)."""

    def spoken(self) -> Any:
        """The screen as a screen reader says it (``game.speech.Spoken``)."""


class SceneStack:
    """The running scenes, bottom first."""

    def __init__(self, ctx: Any) -> None:
        self._ctx = ctx
        self._scenes: list[Stackable] = []

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self):
        return iter(list(self._scenes))

    @property
    def top(self) -> Stackable | None:
        """The scene that gets actions and ticks, if any."""
        return self._scenes[-1] if self._scenes else None

    def names(self) -> list[str]:
        """The scene names, bottom first."""
        return [s.name for s in self._scenes]

    def _enter(self, scene: Stackable) -> None:
        self._scenes.append(scene)
        scene.ctx = self._ctx
        self._ctx.events.emit("scene_enter", scene=scene.name)
        scene.enter(self._ctx)

    def _exit(self) -> Stackable:
        scene = self._scenes.pop()
        scene.exit()
        self._ctx.events.emit("scene_exit", scene=scene.name)
        return scene

    def push(self, scene: Stackable) -> None:
        """Cover the top scene with a new one."""
        if self._scenes:
            self._scenes[-1].covered()
        self._enter(scene)

    def pop(self) -> Stackable | None:
        """Remove the top scene and reveal the one below; None if the stack was empty."""
        if not self._scenes:
            return None
        scene = self._exit()
        if self._scenes:
            self._scenes[-1].uncovered()
        return scene

    def replace(self, scene: Stackable) -> None:
        """Swap the top scene for a new one (the one below stays covered)."""
        if self._scenes:
            self._exit()
        self._enter(scene)

    def reset(self, scene: Stackable) -> None:
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

    def visible(self) -> list[Stackable]:
        """The scenes to draw, bottom first: the top one and any it lets show through."""
        first = len(self._scenes) - 1
        while first > 0 and self._scenes[first].overlay:
            first -= 1
        return self._scenes[max(first, 0):]

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the visible scenes, bottom first."""
        for scene in self.visible():
            scene.draw(surface)
