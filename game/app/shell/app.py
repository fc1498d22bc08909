"""The machine: window, devices, the fixed-timestep loop and the scene stack.

``App`` owns everything that lives for a session.  Per display frame it
polls SDL once, runs as many 1/60 s ticks as real time calls for
(``loop.FixedStep``), draws once and shows the frame; headless it runs
exactly one tick and one draw per frame as fast as it can.  A tick is:

1. the actions due (from the devices, or from ``--replay``), each recorded
   with the tick number (``--record``) and handed to the top scene -- except
   PAUSE on a pausable scene, which pushes the pause overlay, OPERATOR
   (the held service input), which opens the operator menu over anything
   (while it is held, a bar at the top fills over the three seconds), and
   the speech keys, which the narrator answers (``narrator``);
2. ``update()`` of the top scene; the idle watch counts (``idle``: a machine
   left alone goes to the attract mode); toasts count down; with SPEECH on
   the narrator says what changed; the tick counter grows.

A click or touch on a key the top scene's hint line names is handed over as
that key's action (``render.hints``), so every footer is a row of buttons.

Everything random is drawn from ``ctx.rng`` (seeded by ``--seed``) and
everything timed counts ticks, so the same seed and the same actions give
the same event log and the same frames.

Kiosk mode (``--kiosk`` or the saved setting) makes the machine a cabinet:
it starts full screen in the attract mode, F11 and Alt+Enter keep it full
screen, the window's close button does nothing (``quit_refused`` is
logged; at home it asks QUIT? first over a game in progress or an
initials entry, and ends at once otherwise), F12 and F9 save no picture or clip (``capture_refused``) and the
menu offers no QUIT; only the operator menu's EXIT TO
DESKTOP, or a signal from the system, ends it.  Every session ends with one
``session_end`` event saying why (``context.EndReason``).
"""

from __future__ import annotations

import time
from contextlib import ExitStack
from pathlib import Path

import pygame

from game.app.capture.recent import RecentFrames
from game.app.capture.saving import Capture, write_png
from game.app.input.actions import Action, ActionEvent
from game.app.input.bindings import AppRequest
from game.app.input.mapper import InputMapper
from game.app.render.burn_in import orbit_offset
from game.app.render.hints import draw_lit_button, hint_action_at
from game.app.render.probe_memory import probe_and_remember
from game.app.render.ui import draw_hold_bar, draw_toast
from game.app.scenes import register_builtin_scenes
from game.app.scenes.confirm import ConfirmScene
from game.app.scenes.menu import QUIT_QUESTION
from game.app.shell.context import EndReason
from game.app.shell.idle import IdleWatch, at_stake
from game.app.shell.loop import TICK_RATE, FixedStep
from game.app.shell.narrator import Narrator
from game.app.shell.options import NoDisplayError, Options, StartupError
from game.app.shell.registry import MENU, OPERATOR, SceneRegistry
from game.app.shell.screen_saver import ScreenSaver
from game.app.shell.signals import SignalWatch
from game.app.shell.stack import SceneStack
from game.app.shell.start import (
    Start, cabinet_log, make_context, open_cabinet_files, open_display, open_event_log, open_recording, open_window,
    read_start, saved_now, speak_language)
from game.app.shell.still import StillFrames
from game.app.store.event_log import wall_time
from game.app.store.recording import Header, Recorder
from game.app.store.settings import Notice, Settings
from game.files.outputs import OutputError
from game.language import N_
from game.messages.quoting import quote

PAUSE_SCENE = "pause"
DEFAULT_REFRESH_RATE = 60  # frames a second when the display does not say


def default_registry() -> SceneRegistry:
    """Every scene the game has."""
    registry = SceneRegistry()
    register_builtin_scenes(registry)
    return registry


class App:
    """One session of the machine.

    Everything the session opens -- SDL, the output files, the window, the
    pads, a clip being written -- is handed to ``_owned`` as it opens, so a
    start that fails releases what it had opened and ``close`` releases it all.
    """

    def __init__(self, options: Options, registry: SceneRegistry | None = None) -> None:
        self.options = options
        self.registry = registry or default_registry()
        if options.scene not in self.registry:
            raise StartupError(f"unknown scene {quote(options.scene)}; choose one of: {', '.join(self.registry.names())}")
        self._owned = ExitStack()
        try:
            self._open(options)
        except BaseException:
            try:
                self._owned.close()
            except OutputError:
                pass  # the error that stopped the start is the one to tell
            raise

    def _open(self, options: Options) -> None:
        """Open the session's parts in order (``start``), then begin it."""
        owned = self._owned
        open_display(options, owned)
        event_sink = open_event_log(options.event_log, owned) if options.event_log else None
        record_sink = open_recording(options.record, owned) if options.record else None
        start = read_start(options, self.registry)
        settings, notices = start.in_force.settings, start.notices
        notices += speak_language(settings.language)  # before anything is drawn or worded
        if event_sink is None and settings.kiosk and options.replay is None:
            event_sink, told = cabinet_log(owned)
            notices += told
        self.window = open_window(options, settings.fullscreen, owned)
        self.screen = self.window.screen
        self._ask_renderer_again = self.window.remembered  # once the first frame shows: see ``probe_memory``
        self.input = InputMapper(self.window.to_logical, window_size=self.window.size, keymap=settings.controls.keymap)
        owned.callback(self.input.pads.close)
        self.ctx = make_context(options, start, self.registry, event_sink)
        owned.callback(self.ctx.speech.close)
        self.narrator = Narrator(self.ctx)
        self.open_session = open_cabinet_files(self.ctx)  # this session's record that it runs (none in a replay)
        # The show's pairs take turns across sessions too: a cabinet restarted each morning does not open on one pair.
        self.ctx.attract_runs = self.ctx.books.books.attract_runs
        self.ctx.scenes = SceneStack(self.ctx)
        self.idle = IdleWatch(self.ctx)
        self.saver = ScreenSaver(self.ctx)
        self.still = StillFrames()
        # The last seconds, for F9; a headless session has nobody to press it (tests give it one).
        self.capture = Capture(self.ctx, self.window.picture, None if options.headless else RecentFrames(TICK_RATE))
        owned.callback(self.capture.finish)  # an F9 clip pressed just before quitting is still written
        self.ctx.settings.observe(self._settings_changed)
        self.replay = options.replay
        self._closing: list[ActionEvent] = []  # the window's close button, pressed since the last tick
        started = self.replay.header.started if self.replay is not None else wall_time()
        self.recorder: Recorder | None = None  # what the files hold is read for a recording's header only: reading it sets damage aside
        if record_sink is not None:
            self.recorder = Recorder(record_sink, Header(start.seed, start.scene, settings, saved_now(self.ctx), started))
        self._clock = FixedStep()
        self._audio_told = False
        self._begin(start, notices, started)

    def _begin(self, start: Start, notices: tuple[Notice, ...], started: str | None) -> None:
        """Log the session's start, open its first scene over the menu, and tell what the start found."""
        when = {} if started is None else {"time": started}  # a recording from before it was kept says none
        self.ctx.events.emit("session_start", seed=start.seed, scene=start.scene, **when)
        self.ctx.scenes.push(self.registry.create(MENU))
        if start.scene != MENU:
            self.ctx.scenes.push(self.registry.create(start.scene))
        for notice in notices:
            self.ctx.tell(notice)
        self._tell_audio_problem()
        self.narrator.follow(self.ctx.config.speech)

    def _tell_audio_problem(self) -> None:
        """Say once that the game is silent for want of a device."""
        audio = self.ctx.audio
        if audio.message and not self._audio_told:
            self._audio_told = True
            self.ctx.tell(Notice(audio.message, audio.detail or audio.message))

    def _settings_changed(self, old: Settings, new: Settings) -> None:
        before = old.to_json()
        for name, value in new.to_json().items():
            if before.get(name) != value:  # for the operator reading the log: KIOSK OFF, an idle time changed
                self.ctx.events.emit("setting", name=name, value=value)
        if new.fullscreen != old.fullscreen:
            if not old.fullscreen:  # the window to come back to: as the player left it
                self.window.leave_windowed()
            try:
                self.window.open(new.fullscreen)
            except NoDisplayError as err:
                self.ctx.tell(Notice(N_("CANNOT SWITCH FULL SCREEN"), f"cannot switch full screen: {err}"))
        if new.language != old.language:
            for notice in speak_language(new.language):
                self.ctx.tell(notice)
        if new.controls != old.controls:
            self.input.keymap = new.controls.keymap
        if new.effects != old.effects:
            self.ctx.audio.set_enabled(new.effects and self.options.sound)
            self._tell_audio_problem()
        if new.speech != old.speech:
            self.narrator.follow(new.speech)
        if new.volume != old.volume:
            self.ctx.audio.set_volume(new.volume)
        if new.kiosk and not new.fullscreen:  # kiosk mode switched on in a window: full screen, this session
            self.ctx.settings.hold(fullscreen=True)

    # -- one frame ---------------------------------------------------------------

    @property
    def done(self) -> bool:
        """Whether the session is over (quit asked for, or no scene left)."""
        return self.ctx.quitting or not len(self.ctx.scenes)

    def poll(self) -> None:
        """Read every pending SDL event; act on app requests and device news."""
        top = self.ctx.scenes.top
        self.input.testing = top is not None and top.reads_controls
        self.input.keyboard_keys_work = self.ctx.keyboard_keys_work
        for event in pygame.event.get():
            self.still.stirred = True
            if self.window.seen(event):
                self.input.feed(event)
        self.window.polled()
        for request in self.input.take_requests():
            self._request(request)
        self.capture.clip_done()
        for notice in self.input.take_notices():
            self.ctx.toasts.show(notice)
        self.ctx.pads = self.input.pads.connected()

    def _request(self, request: AppRequest) -> None:
        """Answer one of the keys the app itself takes: close, full screen, screenshot, clip."""
        if request is AppRequest.QUIT:
            if self.ctx.kiosk:
                self.ctx.events.emit("quit_refused")  # a cabinet's window stays open
            else:
                self._closing.append(ActionEvent(Action.CLOSE))
        elif request is AppRequest.TOGGLE_FULLSCREEN:
            if not self.ctx.kiosk:  # a cabinet stays full screen
                self.ctx.settings.update(fullscreen=not self.ctx.config.fullscreen)
        elif request in (AppRequest.SCREENSHOT, AppRequest.CLIP) and self.ctx.kiosk:
            # A cabinet's public writes no files: a child holding F9 or F12 would fill its disk.
            self.ctx.events.emit("capture_refused", request=request.value)
        elif request is AppRequest.SCREENSHOT:
            self.capture.screenshot()
        elif request is AppRequest.CLIP:
            self.capture.clip()

    def _close_window(self) -> None:
        """The window's close button: the session ends at once, unless that would lose a game or an entry.

        Then it asks first, as the menu's QUIT does (``QUIT?``, the cursor on NO).
        """
        if at_stake(self.ctx) is None:
            self.ctx.quit(EndReason.WINDOW_CLOSED)
            return
        top = self.ctx.scenes.top
        if not (isinstance(top, ConfirmScene) and top.question == QUIT_QUESTION):  # asked once is enough
            self.ctx.scenes.push(ConfirmScene(QUIT_QUESTION, lambda: self.ctx.quit(EndReason.WINDOW_CLOSED)))

    def _actions(self) -> list[ActionEvent]:
        closing, self._closing = self._closing, []
        live = self.input.tick() + closing
        if self.replay is None:
            return live
        if not self.replay.finished(self.ctx.tick):
            return self.replay.actions_at(self.ctx.tick) + closing  # the window is closed now, replay or not
        self.replay = None
        if not self.options.headless:  # headless, nobody can take over
            self.ctx.toasts.show(N_("REPLAY OVER: YOUR TURN"))
        return live

    def step(self) -> None:
        """Run one tick."""
        for event in self._actions():
            if self.done:
                break
            if self.recorder is not None:
                self.recorder.record(self.ctx.tick, event)
            self.dispatch(event)
        self._deliver_controls()
        top = self.ctx.scenes.top
        if top is not None and not self.ctx.quitting:
            top.update()
            self.idle.tick()
            self.saver.tick()
        self.ctx.toasts.update()
        self.narrator.tick()
        self.ctx.tick += 1
        self.ctx.books.run_to(self.ctx.tick)
        if self.open_session is not None:
            self.open_session.run_to(self.ctx.tick)

    def _deliver_controls(self) -> None:
        """Hand the presses read raw to the scene that asked for them (``Scene.reads_controls``)."""
        changes = self.input.take_controls()
        top = self.ctx.scenes.top
        if not changes or top is None or not top.reads_controls:
            return
        self.idle.touch()
        if self.saver.wake():
            return  # as everywhere, the press that lights a dimmed or dark screen does nothing else
        for change in changes:
            top.control(change)

    def dispatch(self, event: ActionEvent) -> None:
        """Hand one action to the top scene (PAUSE on a pausable scene pauses it; OPERATOR opens the operator menu).

        A click on a key named by the top scene's hints is that key's action.
        """
        self.idle.touch()  # somebody is there, whether or not the action is dropped
        if event.action is not Action.POINT:  # a bumped mouse reads nothing
            self.ctx.toasts.acted()
        self.still.stirred = True  # an action from a replay or a tool is answered as promptly as a device's
        if event.pos is not None:
            self.ctx.pointer = event.pos
        if self.narrator.acted(event):
            return  # a speech key: said, and nothing else
        if event.action is Action.CLOSE:
            self._close_window()
            return
        if event.action is Action.OPERATOR:
            if OPERATOR in self.registry and OPERATOR not in self.ctx.scenes.names():
                self.ctx.scenes.push(self.registry.create(OPERATOR))
            return
        if self.saver.wake() and event.action is not Action.POINT:
            return  # the screen was dimmed or dark: this action only lights it
        top = self.ctx.scenes.top
        if top is None or self.ctx.tick < self.ctx.ignore_input_until:
            return
        if event.action is Action.STIR and not top.any_key:
            return  # a press that asks for nothing: only "press any key" screens answer it
        if event.action is Action.CLICK and event.pos is not None:
            hint = top.hint()
            pressed = hint_action_at(self.ctx.font, hint, event.pos)
            if pressed is not None and hint is not None:  # a click or touch on a key the hints name is that key
                event = ActionEvent(pressed, hint.player)
        if event.action is Action.PAUSE and top.pausable:
            self.ctx.scenes.push(self.registry.create(PAUSE_SCENE))
        else:
            top.handle(event)

    def draw(self) -> None:
        """Draw the visible scenes and any message onto the logical surface."""
        surface = self.screen.surface
        if not len(self.ctx.scenes):
            return
        self.ctx.scenes.draw(surface)
        top = self.ctx.scenes.top
        if top is not None and self.ctx.pointer is not None:  # the hint's button under the pointer, lit
            draw_lit_button(surface, self.ctx.font, self.ctx.palette, top.hint(), self.ctx.pointer)
        if self.ctx.toasts.current:
            draw_toast(surface, self.ctx.font, self.ctx.palette, self.ctx.toasts.current)
        self.saver.apply(surface)
        held = self.input.service_progress
        if held is not None and OPERATOR not in self.ctx.scenes.names():
            # Over the saver's shade: a hold wakes nothing (it is no press), yet its bar is seen filling.
            draw_hold_bar(surface, self.ctx.font, self.ctx.palette, held)

    def present(self) -> bool:
        """Show the logical frame in the window (``Window.present``); True when it waited for vsync."""
        return self.window.present(self.ctx.scanlines, self._orbit)

    def _orbit(self, scale: int) -> tuple[int, int]:
        """The burn-in orbit's offset now; none for a projector (PRESENTER outside a cabinet), which burns nothing
        in, and on which a class would see the picture step while a teacher talks over it."""
        if self.ctx.config.presenter and not self.ctx.kiosk:
            return 0, 0
        return orbit_offset(self.ctx.tick, scale)

    def frame(self) -> bool:
        """Draw and show one frame, fewer in a window while its picture stands still (``still``).

        True when the present waited for the display's refresh (vsync).
        """
        if not self.options.headless and not self.still.due(self.ctx.tick):
            return False
        self.draw()
        self.capture.kept(self.ctx.tick, self.screen.surface)
        vsync = self.present()
        self.still.drawn(self.ctx.tick, self.screen.changed)
        return vsync

    # -- running -----------------------------------------------------------------

    def run(self, signals: SignalWatch | None = None) -> None:
        """Run until the session ends: quit, the window closed, a signal noted by ``signals``, or,
        headless, the asked number of ticks.  ``session_end`` is logged whichever way it ends; an
        unexpected exception is logged as reason ``error`` and raised on.
        """
        try:
            if self.options.headless:
                self._run_headless(signals)
            else:
                self._run_window(signals)
        except OutputError:
            raise  # a file that cannot be written: the command line says which, and nothing more is logged
        except Exception as err:
            try:
                self.ctx.quit(EndReason.ERROR, error=type(err).__name__)
            except OutputError:
                pass  # the event log is broken too; the error itself is the one to report
            raise
        if not self.ctx.quitting:  # the stack emptied: no scene does that, but the session is over all the same
            self.ctx.quit(EndReason.QUIT)

    def _signalled(self, signals: SignalWatch | None) -> bool:
        """Whether the system asked the session to end; if so, it ends now."""
        if signals is None or signals.received is None:
            return False
        self.ctx.quit(EndReason.SIGNAL, signal=signals.received)
        return True

    def _run_headless(self, signals: SignalWatch | None) -> None:
        for _ in range(self.options.frames or 0):
            if self._signalled(signals):
                return
            self.poll()
            self.step()
            self.frame()
            if self.done:
                return
        self.ctx.quit(EndReason.FRAMES)

    def _run_window(self, signals: SignalWatch | None) -> None:
        pacer = pygame.time.Clock()
        refresh = (pygame.display.get_desktop_refresh_rates() or [0])[0] or DEFAULT_REFRESH_RATE
        last = time.perf_counter_ns()
        while not self.done:
            now = time.perf_counter_ns()
            ticks = self._clock.advance(now - last)
            last = now
            if self._signalled(signals):
                return
            self.poll()
            for _ in range(ticks):
                self.step()
                if self.done:
                    return
            if self.frame():
                pacer.tick()  # the present waited for the refresh (vsync): no more waiting
            else:
                pacer.tick(refresh)  # one frame per display refresh, without burning a core
            if self._ask_renderer_again:
                self._ask_renderer_again = False
                probe_and_remember(pygame.display.get_driver())  # for the next start; this one keeps its path
                last = time.perf_counter_ns()  # the probe's pause is not game time to catch up on

    def final_screenshot(self, path: Path) -> None:
        """``--screenshot``: the logical frame, or the window frame when --window-size is given (OutputError on failure)."""
        surface = self.window.picture() if self.options.window_size else self.screen.surface
        write_png(surface, path)

    def close(self) -> None:
        """Flush files and release SDL; OutputError (after releasing everything) if a file could not be written."""
        self._owned.close()
