"""The monkey: random input from every device into the real app, with invariants checked every tick.

A seeded ``Monkey`` posts SDL events as a player mashing everything would:
keys (pressed, held and released, Alt+Enter and F11 too), game-controller
buttons and sticks, a raw joystick's buttons, hat and axes, mouse moves,
clicks and the wheel, window focus lost and gained, real window resizes
(and the bare resize events), window close, and pads plugged and
unplugged -- real ones through SDL's virtual joysticks where SDL is
reachable, and synthetic removal events either way -- and now and then the
service input (F2, a pad's SELECT+START) that opens the operator menu when
held.  Input comes in bursts with quiet stretches between, long enough now
and then for the idle watch to ask CONTINUE? and start the attract mode.

After every tick ``Invariants`` checks what must always hold: the scene
stack is never empty and the menu is at its bottom; every board on show
(the game's ``ctx.match`` and the attract mode's boards) is legal; moves
logged in a game alternate between X and O; every ``game_end`` in the
event log agrees with the engine replaying its moves; the attract mode's
counters add up and equal the games it logged; every game a person started
(``game_start`` without a ``cycle``) ends exactly once, in ``game_end`` or
``game_abandoned`` with a ``reason``, before the next one starts; in kiosk
mode no settings screen is ever entered.  Any exception is a failure.

Quitting (the menu's QUIT, a closed window) ends a real session; the
monkey checks that it was asked for, then carries on with the same app
from the menu, as an operator restarting the cabinet would.  In kiosk mode only the
operator menu may end a session.  A monkey made with ``service=False``
plays as a cabinet's player: it never holds the service input (it lets go
of one button of the pair before pressing the other), so in kiosk mode it
can never end the session at all -- ``quits`` stays 0.
"""

from __future__ import annotations

import random
import warnings
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import pygame
from logged_games import agrees

from game.app.input.bindings import OPERATOR_JOY_BUTTONS, OPERATOR_KEY, OPERATOR_PAD_BUTTONS
from game.app.input.presets import DEFAULT_KEYS, PAD
from game.app.shell.app import App
from game.app.shell.idle import game_in_progress
from game.app.shell.registry import MENU, OPERATOR
from game.values.abandon import AbandonReason

#: Ticks of a burst of input, and of the quiet after it (sometimes long: the attract mode's idle time).
BURST_TICKS = (1, 240)
QUIET_TICKS = (0, 120)
LONG_QUIET_TICKS = (1_800, 4_000)
LONG_QUIET_CHANCE = 0.08
#: Events a tick during a burst (at most).
EVENTS_PER_TICK = 3
#: Window sizes the monkey drags the window to (kept small: presenting dominates the cost).
WINDOW_SIZES = ((320, 180), (400, 300), (640, 360), (700, 400), (960, 540), (333, 201))
#: Instance ids for synthetic pads that were never announced (the input layer registers them on sight).
SYNTHETIC_PADS = (900, 901)
RAW_JOYSTICK = 902  # a raw joystick no controller mapping knows
#: Keys with no binding, pressed to check they do nothing.
#: The keys, pad buttons and raw joystick buttons the default map binds.
KEYS = frozenset(key for keys in DEFAULT_KEYS.values() for key in keys)
PAD_BUTTONS = frozenset(b.button for buttons in PAD.values() for b in buttons if not b.raw)
JOY_BUTTONS = frozenset(b.button for buttons in PAD.values() for b in buttons if b.raw)
UNBOUND_KEYS = (pygame.K_q, pygame.K_1, pygame.K_F1, pygame.K_LSHIFT)
SDL_JOYSTICK_TYPE_GAMECONTROLLER = 1
SDL_JOYSTICK_TYPE_UNKNOWN = 0
SERVICE_KEY_CHANCE = 0.01  # of a key press: F2, the service key (when the monkey may use it)
SETTINGS = "settings"  # the settings screen, which a cabinet's players must never reach
REASONS = frozenset(reason.value for reason in AbandonReason)


@dataclass
class Invariants:
    """What must hold after every tick, fed by the event log as the app runs."""

    app: App
    games_checked: int = 0
    moves_checked: int = 0
    attract_games: int = 0  # game_end events since the attract mode's current run began
    _last_mover: dict[Any, str] = field(default_factory=dict)  # per board: who moved last
    scenes_seen: Counter = field(default_factory=Counter)
    games_started: int = 0  # games with a person (not the attract mode's)
    games_ended: int = 0  # of those, finished or abandoned
    _open_game: bool = False  # a game with a person started and not yet ended

    def __post_init__(self) -> None:
        self.app.ctx.events.listen(self.hear)
        self._open_game = game_in_progress(self.app.ctx) is not None  # a session started in a game

    def hear(self, event: dict[str, Any]) -> None:
        """Check each logged event as it is emitted."""
        kind = event["event"]
        board = (event.get("cycle"), event.get("board"))  # the attract mode's boards; (None, None) for a game
        if event.get("cycle") is None and kind in ("game_start", "game_end", "game_abandoned"):
            self._one_end_each(event)
        if kind == "scene_enter":
            self.scenes_seen[event["scene"]] += 1
            assert not (self.app.ctx.kiosk and event["scene"] == SETTINGS), "a cabinet's player reached the settings"
        elif kind == "attract_run":
            self.attract_games = 0
            self._last_mover = {k: v for k, v in self._last_mover.items() if k[0] is None}
        elif kind in ("game_start", "undo"):
            self._last_mover.pop(board, None)
        elif kind == "move":
            mover = event["player"]
            previous = self._last_mover.get(board)
            assert mover in ("X", "O") and mover != previous, f"moves do not alternate: {event}"
            self._last_mover[board] = mover
            self.moves_checked += 1
        elif kind == "game_end":
            assert agrees(event), f"game_end disagrees with the engine: {event}"
            self._last_mover.pop(board, None)
            self.games_checked += 1
            if event.get("cycle") is not None:
                self.attract_games += 1

    def _one_end_each(self, event: dict[str, Any]) -> None:
        """A person's game starts with nothing open, and ends once: finished, or abandoned with a reason."""
        if event["event"] == "game_start":
            assert not self._open_game, f"a game started before the last one ended: {event}"
            self.games_started += 1
        else:
            assert self._open_game, f"a game ended that was not on: {event}"
            assert event["event"] == "game_end" or event.get("reason") in REASONS, f"abandoned without why: {event}"
            self.games_ended += 1
        self._open_game = event["event"] == "game_start"

    def check(self) -> None:
        """The invariants of the state after a tick."""
        ctx = self.app.ctx
        names = ctx.scenes.names()
        assert names and names[0] == MENU, f"the stack lost its menu: {names}"
        if ctx.match is not None:
            ctx.match.board.validate()
        top = ctx.scenes.top
        run = getattr(top, "run", None)
        if run is not None and hasattr(run, "counters"):
            counters = run.counters
            assert counters.games == counters.x_wins + counters.o_wins + counters.draws, counters
            assert counters.games == self.attract_games, (counters, self.attract_games)
            for slot in run.boards:
                slot.match.board.validate()


class Monkey:
    """Seeded random input from every device, one tick at a time."""

    def __init__(self, app: App, seed: int, *, draw_every: int = 8, sdl: Any | None = None,
                 service: bool = True) -> None:
        self.app = app
        self.service = service  # whether it may hold the service input (an operator may; a cabinet's player not)
        self.rng = random.Random(seed)
        self.draw_every = draw_every
        self.invariants = Invariants(app)
        self.sdl = sdl
        self.keys_down: set[int] = set()
        self.buttons_down: set[tuple[int, int]] = set()  # (instance id, controller button)
        self.raw_down: set[int] = set()  # the raw joystick's service buttons down (tracked without ``service``)
        self.virtual: list[int] = []  # SDL device indexes of attached virtual pads, oldest first
        self.quits = 0
        self.events_posted: Counter = Counter()
        self._burst = 0
        self._quiet = 0

    # -- the devices -------------------------------------------------------------

    def _post(self, event_type: int, **attrs: Any) -> None:
        pygame.event.post(pygame.event.Event(event_type, **attrs))
        self.events_posted[pygame.event.event_name(event_type)] += 1

    def _key(self) -> None:
        rng = self.rng
        if self.keys_down and rng.random() < 0.45:
            key = rng.choice(sorted(self.keys_down))
            self.keys_down.discard(key)
            self._post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)
            return
        roll = rng.random()
        if roll < 0.01:
            key = pygame.K_F11
        elif roll < 0.02:
            self._post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=pygame.KMOD_LALT, unicode="", scancode=0)
            return
        elif roll < 0.05:
            key = rng.choice(UNBOUND_KEYS)
        elif roll < 0.05 + SERVICE_KEY_CHANCE and self.service:
            key = OPERATOR_KEY
        else:
            key = rng.choice(sorted(KEYS))
        self.keys_down.add(key)
        self._post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)

    def _pad_ids(self) -> list[int]:
        ids = [pad.instance_id for pad in self.app.input.pads]
        return ids or list(SYNTHETIC_PADS)

    def _controller(self) -> None:
        rng = self.rng
        pad = rng.choice(self._pad_ids())
        if rng.random() < 0.3:
            axis = rng.choice((pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY,
                               pygame.CONTROLLER_AXIS_RIGHTX, pygame.CONTROLLER_AXIS_TRIGGERLEFT))
            value = rng.choice((0, 0, -32768, 32767, rng.randint(-32768, 32767)))
            self._post(pygame.CONTROLLERAXISMOTION, instance_id=pad, axis=axis, value=value)
            return
        held = [b for b in self.buttons_down if b[0] == pad]
        if held and rng.random() < 0.5:
            button = rng.choice(sorted(held))
            self.buttons_down.discard(button)
            self._post(pygame.CONTROLLERBUTTONUP, instance_id=pad, button=button[1])
            return
        button = rng.choice(sorted(PAD_BUTTONS) + [pygame.CONTROLLER_BUTTON_GUIDE])
        if not self.service and button in OPERATOR_PAD_BUTTONS:
            for partner in OPERATOR_PAD_BUTTONS - {button}:  # never both at once
                if (pad, partner) in self.buttons_down:
                    self.buttons_down.discard((pad, partner))
                    self._post(pygame.CONTROLLERBUTTONUP, instance_id=pad, button=partner)
        self.buttons_down.add((pad, button))
        self._post(pygame.CONTROLLERBUTTONDOWN, instance_id=pad, button=button)

    def _joystick(self) -> None:
        rng = self.rng
        pad = RAW_JOYSTICK
        roll = rng.random()
        if roll < 0.4:
            down = rng.random() < 0.6
            button = rng.choice(sorted(JOY_BUTTONS) + [4, 5, 11])
            pair = next((p for p in OPERATOR_JOY_BUTTONS if button in p), None)
            if not self.service and pair is not None:
                if down:
                    for partner in sorted(pair & self.raw_down - {button}):  # never both at once
                        self.raw_down.discard(partner)
                        self._post(pygame.JOYBUTTONUP, instance_id=pad, button=partner)
                    self.raw_down.add(button)
                else:
                    self.raw_down.discard(button)
            self._post(pygame.JOYBUTTONDOWN if down else pygame.JOYBUTTONUP, instance_id=pad, button=button)
        elif roll < 0.7:
            self._post(pygame.JOYHATMOTION, instance_id=pad, hat=0, value=(rng.randint(-1, 1), rng.randint(-1, 1)))
        else:
            self._post(pygame.JOYAXISMOTION, instance_id=pad, axis=rng.randint(0, 3),
                       value=rng.choice((0.0, -1.0, 1.0, rng.uniform(-1, 1))))

    def _window_pos(self) -> tuple[int, int]:
        width, height = pygame.display.get_surface().get_size()
        return self.rng.randrange(-5, width + 5), self.rng.randrange(-5, height + 5)

    def _mouse(self) -> None:
        rng = self.rng
        roll = rng.random()
        if roll < 0.55:
            self._post(pygame.MOUSEMOTION, pos=self._window_pos(), rel=(rng.randint(-9, 9), rng.randint(1, 9)),
                       buttons=(0, 0, 0))
        elif roll < 0.85:
            kind = pygame.MOUSEBUTTONDOWN if rng.random() < 0.6 else pygame.MOUSEBUTTONUP
            self._post(kind, pos=self._window_pos(), button=rng.choice((1, 1, 1, 2, 3, 4, 5)))
        else:
            self._post(pygame.MOUSEWHEEL, x=0, y=rng.choice((-2, -1, 1, 2)), flipped=rng.random() < 0.1)

    def _window(self) -> None:
        rng = self.rng
        roll = rng.random()
        if roll < 0.35:
            self._post(pygame.WINDOWFOCUSLOST)
        elif roll < 0.7:
            self._post(pygame.WINDOWFOCUSGAINED)
        elif roll < 0.85:
            if not self.app.ctx.config.fullscreen:  # a player dragging the window's corner
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", DeprecationWarning)
                    pygame.Window.from_display_module().size = rng.choice(WINDOW_SIZES)
                self.events_posted["window resized"] += 1
        elif roll < 0.97:
            w, h = rng.choice(WINDOW_SIZES)
            self._post(rng.choice((pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED)), w=w, h=h, size=(w, h), x=w, y=h)
        else:
            self._post(pygame.QUIT)

    def _hotplug(self) -> None:
        rng = self.rng
        sdl = self.sdl
        if sdl is not None and (not self.virtual or (len(self.virtual) < 2 and rng.random() < 0.5)):
            kind = rng.choice((SDL_JOYSTICK_TYPE_GAMECONTROLLER, SDL_JOYSTICK_TYPE_UNKNOWN))
            index = sdl.SDL_JoystickAttachVirtual(kind, 2, 16, 1)
            if index >= 0:
                self.virtual.append(index)
                self.events_posted["virtual pad attached"] += 1
            return
        if sdl is not None and self.virtual:
            sdl.SDL_JoystickDetachVirtual(self.virtual.pop(rng.randrange(len(self.virtual))))
            # SDL renumbers the devices after the one removed.
            self.virtual = list(range(len(self.virtual)))
            self.events_posted["virtual pad detached"] += 1
            return
        pad = rng.choice(self._pad_ids())
        self._post(rng.choice((pygame.CONTROLLERDEVICEREMOVED, pygame.JOYDEVICEREMOVED)), instance_id=pad)

    DEVICES = ((_key, 0.34), (_controller, 0.2), (_joystick, 0.1), (_mouse, 0.26), (_window, 0.05),
               (_hotplug, 0.05))

    def _input(self) -> None:
        """Post this tick's events: a burst, or nothing while quiet."""
        rng = self.rng
        if self._burst == 0 and self._quiet == 0:
            self._burst = rng.randint(*BURST_TICKS)
            long_wait = rng.random() < LONG_QUIET_CHANCE
            self._quiet = rng.randint(*(LONG_QUIET_TICKS if long_wait else QUIET_TICKS))
        if self._burst:
            self._burst -= 1
            for _ in range(rng.randint(0, EVENTS_PER_TICK)):
                device = rng.choices([d for d, _ in self.DEVICES], [w for _, w in self.DEVICES])[0]
                device(self)
            if self._burst == 0 and self._quiet >= LONG_QUIET_TICKS[0]:
                self._release_everything()
        else:
            self._quiet -= 1

    def _release_everything(self) -> None:
        """Let go of every held key and button, as a player walking away would."""
        for key in sorted(self.keys_down):
            self._post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)
        for pad, button in sorted(self.buttons_down):
            self._post(pygame.CONTROLLERBUTTONUP, instance_id=pad, button=button)
        for pad in self._pad_ids():  # sticks spring back to the middle
            for axis in (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY):
                self._post(pygame.CONTROLLERAXISMOTION, instance_id=pad, axis=axis, value=0)
        for axis in range(4):
            self._post(pygame.JOYAXISMOTION, instance_id=RAW_JOYSTICK, axis=axis, value=0.0)
        self._post(pygame.JOYHATMOTION, instance_id=RAW_JOYSTICK, hat=0, value=(0, 0))
        for button in sorted(self.raw_down):
            self._post(pygame.JOYBUTTONUP, instance_id=RAW_JOYSTICK, button=button)
        self.keys_down.clear()
        self.buttons_down.clear()
        self.raw_down.clear()

    # -- running -----------------------------------------------------------------

    def run(self, ticks: int) -> None:
        """Run ``ticks`` ticks of random input, checking the invariants after each."""
        app = self.app
        for n in range(ticks):
            self._input()
            tick = app.ctx.tick
            app.poll()
            app.step()
            assert app.ctx.tick == tick + 1
            if n % self.draw_every == 0:
                app.frame()
            self.invariants.check()
            if app.ctx.quitting:
                # Only the menu's QUIT or a closed window ends a session -- in kiosk mode only the
                # operator menu -- then the next one starts.
                if app.ctx.kiosk:
                    assert OPERATOR in app.ctx.scenes.names(), "a kiosk session ended outside the operator menu"
                self.quits += 1
                app.ctx.quitting = False
                app.ctx.scenes.reset(app.registry.create(MENU))  # the next session starts at the menu

    def close(self) -> None:
        """Unplug the virtual pads this monkey plugged in."""
        if self.sdl is not None:
            for index in reversed(self.virtual):
                self.sdl.SDL_JoystickDetachVirtual(index)
        self.virtual.clear()


def summary(monkey: Monkey) -> dict[str, Any]:
    """What a run covered, for the test's report."""
    return {
        "scenes": dict(monkey.invariants.scenes_seen),
        "games checked": monkey.invariants.games_checked,
        "moves checked": monkey.invariants.moves_checked,
        "games started": monkey.invariants.games_started,
        "games ended": monkey.invariants.games_ended,
        "quits": monkey.quits,
        "events": dict(monkey.events_posted),
    }
