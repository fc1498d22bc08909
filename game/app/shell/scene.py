"""A scene: one screen of the machine (the menu, the settings, a game, the pause overlay).

Scenes live on a stack (``stack.SceneStack``, Nystrom's pushdown automaton):
it runs the top scene; pushing covers it without losing it (menu -> game ->
pause and back), popping reveals it again.

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
- ``idle_exempt = True`` keeps the shell's idle watch (``idle.IdleWatch``)
  from sending the machine to the attract mode while the scene is on top:
  the attract mode itself and screens that keep their own time.  In kiosk
  mode a scene that says ``game_in_progress`` (a property) makes the watch
  ask CONTINUE? before it abandons the game.
- ``at_stake`` (a property) says leaving now would lose something: a game
  in progress, an entry half made.  Outside kiosk mode the idle watch then
  never acts, and closing the window asks first.
- ``hint()`` is the line of key hints on show, if any: the scene draws it
  (``ui.draw_hint``) and the shell makes each key it names a button for
  the mouse and touch (``render.hints``), so every footer can be clicked.
- ``moving = True`` says the picture never stands still (the attract
  mode), so the screen saver (``screen_saver.ScreenSaver``) leaves it lit.
- ``keeps_awake`` (a property) holds the idle watch off while the scene is
  anywhere on the stack, so everything opened over it waits too: the
  operator menu, and the pause menu and the lessons outside kiosk mode (a
  paused game at home waits for its player however long they are away).
  In kiosk mode the watch waits only ``idle.OPERATOR_IDLE_SECONDS`` for it,
  then closes it and all over it.
- ``showing_result`` (a property) says a finished game's result is on
  show: at home the idle watch waits ``idle.RESULT_IDLE_SECONDS`` there.
- ``any_key = True`` hands the scene on top even a press that asks for
  nothing (``Action.STIR``: Shift alone, F12): CONTINUE? takes any key.
  Every other scene never sees one.
- ``reads_controls = True`` takes the devices' presses raw instead of as
  actions: ``control(change)`` gets each button, key or direction pressed
  or let go, named with its device and what it would do (the operator's
  INPUT TEST), and no press acts.  Only the mouse's pointing still comes as
  POINT actions.
- ``spoken()`` is the screen as a screen reader says it (``game.speech.Spoken``):
  its name, the item under the cursor with its value, what changes by
  itself.  With SPEECH on, the shell's narrator says the name as the scene
  comes on top, and each of the others as it changes; a scene says what
  happens (a move, a result) itself, through ``ctx.speech``.
- ``abandon(reason)`` gives up a game in progress held by the scene,
  logged once as ``game_abandoned`` with why; the shell calls it when the
  idle watch gives up or the session ends, and a game scene calls it itself
  when it leaves the stack mid-game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import pygame

from game.app.input.actions import ActionEvent
from game.app.input.controls import ControlChange
from game.app.render.hints import Hint
from game.app.render.key_words import key_words, keyed, say
from game.speech import Spoken
from game.values.abandon import AbandonReason

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
    #: Whether the idle watch leaves this scene alone on top (it keeps its own time, or is the attract mode).
    idle_exempt: ClassVar[bool] = False
    #: Whether the picture keeps changing by itself, so the screen saver never dims it.
    moving: ClassVar[bool] = False
    #: Whether presses come to ``control`` as named controls instead of as actions (the INPUT TEST).
    reads_controls: ClassVar[bool] = False
    #: Whether a press that asks for nothing (``Action.STIR``: Shift alone, F12) is handed to this scene on top.
    any_key: ClassVar[bool] = False

    ctx: Context  # set by the stack before ``enter``

    @property
    def keeps_awake(self) -> bool:
        """Whether the idle watch waits while this scene is anywhere on the stack."""
        return False

    @property
    def at_stake(self) -> bool:
        """Whether leaving now would lose something (a game in progress, an entry half made)."""
        return False

    @property
    def showing_result(self) -> bool:
        """Whether the scene shows a finished game's result, which the idle watch leaves longer at home."""
        return False

    def abandon(self, reason: AbandonReason) -> None:
        """Give up the game in progress this scene holds, if any (logged as ``game_abandoned``)."""

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

    def control(self, change: ControlChange) -> None:
        """React to one control pressed or let go (only while ``reads_controls``)."""

    def update(self) -> None:
        """Advance one tick."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the current state onto the logical surface."""

    def hint(self) -> Hint | None:
        """The key hints on show now (None: none); a click or touch on a key they name gives its action."""
        return None

    def spoken(self) -> Spoken:
        """The screen as a screen reader says it (every scene of the game says at least its name)."""
        return Spoken("")

    def keyed(self, template: str, *, pad: bool = False, player: int = 0, **placement) -> Hint:
        """A hint line from its template (``{select} SELECT``), naming the keys the player's bindings give."""
        words = key_words(self.ctx.keymap, pad, player, keyboard=self.ctx.keyboard_keys_work)
        return keyed(template, words, player, **placement)

    def say(self, template: str, *, pad: bool = False) -> str:
        """A text from its template, naming the keys (or, with ``pad``, player 1's pad buttons) they are bound to."""
        return say(template, key_words(self.ctx.keymap, pad, keyboard=self.ctx.keyboard_keys_work))
