"""The machine: window, devices, the fixed-timestep loop and the scene stack.

``App`` owns everything that lives for a session.  Per display frame it
polls SDL once, runs as many 1/60 s ticks as real time calls for
(``loop.FixedStep``), draws once and shows the frame; headless it runs
exactly one tick and one draw per frame as fast as it can.  A tick is:

1. the actions due (from the devices, or from ``--replay``), each recorded
   with the tick number (``--record``) and handed to the top scene -- except
   PAUSE on a pausable scene, which pushes the pause overlay, and OPERATOR
   (the held service input), which opens the operator menu over anything
   (while it is held, a bar at the top fills over the three seconds);
2. ``update()`` of the top scene; the idle watch counts (``idle``: a machine
   left alone goes to the attract mode); toasts count down; the tick
   counter grows.

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

import io
import os
import random
import time
from contextlib import ExitStack
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path

import pygame

from game.app.capture.gif import encode
from game.app.capture.gif_timing import timed
from game.app.capture.recent import KEPT_SECONDS, ClipJob, RecentFrames, clip_frames, clip_name
from game.files import paths
from game.app.audio.sounds import Audio, Silence
from game.app.input.actions import Action, ActionEvent
from game.app.input.bindings import AppRequest
from game.app.input.mapper import InputMapper
from game.app.matches.match_setup import session_records
from game.app.render.font import ADVANCE, BitmapFont
from game.app.render.burn_in import orbit_offset
from game.app.render.gpu import GpuWindow
from game.app.render.probe_memory import probe_and_remember
from game.app.render.hints import draw_lit_button, hint_action_at
from game.app.render.screen import LOGICAL_SIZE, Screen
from game.app.render.ui import MARGIN, TOAST_PAD, WIDTH, draw_hold_bar, draw_toast
from game.app.scenes import register_builtin_scenes
from game.app.scenes.confirm import ConfirmScene
from game.app.scenes.menu import QUIT_QUESTION
from game.app.shell.boot import TITLE, FirstWindow, default_window_size, display_window
from game.app.shell.context import Context, EndReason
from game.app.shell.idle import IdleWatch, at_stake
from game.app.shell.screen_saver import ScreenSaver
from game.app.shell.loop import TICK_RATE, FixedStep
from game.app.shell.present import INVISIBLE_DRIVERS, PresentPath, prefer_shared_framebuffer, resolve_present
from game.app.shell.registry import ATTRACT, MENU, OPERATOR, SceneRegistry
from game.app.shell.signals import SignalWatch
from game.app.shell.still import StillFrames
from game.app.shell.stack import SceneStack
from game.app.store.books import REPLAY_STAMP, BooksStore
from game.app.store.event_log import EventLog, wall_time
from game.app.store.fame import FameStore
from game.app.store.open_session import OpenSession, wall_stamp
from game.app.store.recording import Header, Recorder, Replay, SavedState
from game.app.store.settings import SETTINGS_FILE, Notice, Settings, SettingsStore, load_settings
from game.cabinet.hall_of_fame import HallOfFame
from game.opponents.menace import box_keys
from game.opponents.menace_store import MENACE_FILE_NAME, MemoryStore, MenaceStore
from game.files.log_file import LogFile
from game.files.outputs import OutputError, Stream, check_output, open_stream, write_bytes
from game.messages.exact import shown_path
from game.messages.quoting import quote
from game.files.storage import KeptFile, remove_leftovers

PAUSE_SCENE = "pause"
DEFAULT_REFRESH_RATE = 60  # frames a second when the display does not say
SEED_LIMIT = 2**32  # a random session seed is drawn below this
CLIP_SCALE = 2  # an F9 clip at twice the game's size, as the clip command makes them by default
CLIP_NOTHING = "NOTHING TO CLIP YET"
CLIP_BUSY = "STILL SAVING THE LAST CLIP"
CLIP_SAVING = f"SAVING THE LAST {KEPT_SECONDS} SECONDS..."
CLIP_WAIT_SECONDS = 30  # at the session's end, how long a clip still being written is waited for
MODE_SETTLE_POLLS = 30  # frames after a window (re)opens whose focus losses are its own doing
#: Window events after which the window's picture must be drawn whole again.
REPAINT_EVENTS = frozenset({pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED, pygame.WINDOWEXPOSED, pygame.VIDEOEXPOSE})


class StartupError(Exception):
    """The game cannot start as asked (bad scene, unopenable file); one line for the player."""


class NoDisplayError(StartupError):
    """SDL found no display to open a window on."""


@dataclass(frozen=True, slots=True)
class Options:
    """How to run a session (the command line, parsed)."""

    fullscreen: bool | None = None  # None: as the settings say
    scene: str = MENU
    seed: int | None = None
    sound: bool = True
    headless: bool = False
    frames: int | None = None  # ticks to run headless
    screenshot: Path | None = None
    window_size: tuple[int, int] | None = None
    record: Path | None = None
    replay: Replay | None = None
    event_log: Path | None = None
    present: PresentPath = PresentPath.AUTO
    kiosk: bool = False  # kiosk mode this session, whatever the settings say
    first_window: FirstWindow | None = None  # opened before the game was imported (``boot``): its probe is not repeated


def default_registry() -> SceneRegistry:
    """Every scene the game has."""
    registry = SceneRegistry()
    register_builtin_scenes(registry)
    return registry


def _open_for_writing(path: Path, what: str) -> Stream:
    try:
        return open_stream(check_output(path, what, in_place=True))
    except OutputError as err:
        raise StartupError(str(err)) from None


def _open_event_log(path: Path) -> LogFile:
    """The event log, appended to (its folder must take the rotation's renames)."""
    try:
        return LogFile(check_output(path, "event log"))
    except OutputError as err:
        raise StartupError(str(err)) from None


class App:
    """One session of the machine."""

    def __init__(self, options: Options, registry: SceneRegistry | None = None) -> None:
        self.options = options
        self.registry = registry or default_registry()
        if options.scene not in self.registry:
            raise StartupError(f"unknown scene {quote(options.scene)}; choose one of: {', '.join(self.registry.names())}")
        self._files = ExitStack()
        self.open_session: OpenSession | None = None  # this session's record that it runs (none in a replay)
        if options.headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ["SDL_AUDIODRIVER"] = "dummy"
        # SDL would make SIGINT and SIGTERM a window-close event (ignored in kiosk mode); Python takes them.
        os.environ["SDL_NO_SIGNAL_HANDLERS"] = "1"
        try:
            pygame.display.init()
        except pygame.error as err:
            raise NoDisplayError(str(err)) from None
        driver = pygame.display.get_driver()
        if not options.headless and driver in INVISIBLE_DRIVERS and os.environ.get("SDL_VIDEODRIVER") != driver:
            # SDL fell back to drawing nowhere: a window nobody can see is no window.
            pygame.display.quit()
            raise NoDisplayError(f"SDL found only its {driver!r} video driver")
        prefer_shared_framebuffer(driver, os.environ)
        pygame.joystick.init()  # the mixer is started by Audio, only if sound is wanted
        try:
            self._start(options)
        except BaseException:
            try:
                self.close()
            except OutputError:
                pass  # the error that stopped the start is the one to tell
            raise

    def _start(self, options: Options) -> None:
        event_sink = _open_event_log(options.event_log) if options.event_log else None
        record_sink = _open_for_writing(options.record, "recording") if options.record else None
        if event_sink is not None:
            self._files.enter_context(event_sink)
        if record_sink is not None:
            self._files.enter_context(record_sink)
        replay = options.replay
        notices: list[Notice] = []
        if replay is not None:
            settings, seed, scene = replay.header.settings, replay.header.seed, replay.header.scene
            if scene not in self.registry:
                raise StartupError(f"the recording starts in scene {quote(scene)}, which this game does not have")
            kept = None  # a replay never touches the player's saved settings
        else:
            path = paths.config_dir() / SETTINGS_FILE
            for kept_path in paths.kept_files():
                remove_leftovers(kept_path)  # what killed saves left behind, before anything reads the files
            kept = KeptFile(path)  # refuses to save over a file load_settings could not read
            settings, notices = load_settings(path, kept)
            seed = options.seed if options.seed is not None else random.SystemRandom().randrange(SEED_LIMIT)
            scene = options.scene
        session_only: set[str] = set()
        if options.kiosk and replay is None:  # a replay's settings say whether its session was a kiosk
            settings = replace(settings, kiosk=True)  # this session only, like --fullscreen
            session_only.add("kiosk")
        if options.fullscreen is not None:
            settings = replace(settings, fullscreen=options.fullscreen)  # this session only
            session_only.add("fullscreen")
        if settings.kiosk and not settings.fullscreen and options.window_size is None:  # a cabinet fills its screen,
            # unless a size was asked for (a picture of it, taken at that size)
            settings = replace(settings, fullscreen=True)
            session_only.add("fullscreen")
        if settings.kiosk and scene == MENU and replay is None and ATTRACT in self.registry:
            scene = ATTRACT  # a cabinet starts in its demo, the menu under it
        if event_sink is None and settings.kiosk and replay is None:
            event_sink = self._cabinet_log(notices)

        self._windowed_size = options.window_size or self._default_window_size()
        self._windowed_position: tuple[int, int] | None = None  # None: centred on the screen
        self.screen = Screen()
        self._gpu: GpuWindow | None = None
        choice = options.first_window.choice if options.first_window is not None else resolve_present(
            options.present, headless=options.headless, driver=pygame.display.get_driver())
        self.present_path, self.present_reason = choice.path, choice.reason
        self._ask_renderer_again = choice.remembered  # once the first frame shows: see ``probe_memory``
        first = options.first_window
        if first is not None and first.shown and first.fullscreen == settings.fullscreen:
            self._window_ready()  # the window opened before the imports, as it stands: it may have been moved already
        else:
            self._set_mode(settings.fullscreen)
        self.input = InputMapper(self._to_logical, window_size=self.window_size)
        # --headless is silent too, but its pictures stand for the window a player sees: no reason shown for it.
        silence = None if options.sound or options.headless else Silence.NO_SOUND
        audio = Audio.open(enabled=settings.sound and options.sound, volume=settings.volume, silence=silence)
        self.ctx = Context(
            settings=SettingsStore(settings, kept, lambda n: self.ctx.tell(n), frozenset(session_only)),
            audio=audio,
            font=BitmapFont.load(),
            events=EventLog(lambda: self.ctx.tick, event_sink),
            registry=self.registry,
            rng=random.Random(seed),
            seed=seed,
            replayed=replay.header.saved if replay is not None else None,
        )
        if self.ctx.replayed is not None:
            self.ctx.menace_boxes = MemoryStore(self.ctx.replayed.menace_boxes, self.ctx.replayed.menace_games)
        else:  # one store for the session, so a file found unreadable is told once and never saved over
            self.ctx.menace_boxes = MenaceStore(paths.data_dir() / MENACE_FILE_NAME)
        self._open_cabinet_files()
        # The show's pairs take turns across sessions too: a cabinet restarted each morning does not open on one pair.
        self.ctx.attract_runs = self.ctx.books.books.attract_runs
        self.ctx.scenes = SceneStack(self.ctx)
        self.idle = IdleWatch(self.ctx)
        self.saver = ScreenSaver(self.ctx)
        self.still = StillFrames()
        # The last seconds, for F9; a headless session has nobody to press it (tests give it one).
        self.recent: RecentFrames | None = None if options.headless else RecentFrames(TICK_RATE)
        self.clip_job: ClipJob | None = None
        self.ctx.settings.observe(self._settings_changed)
        self.replay = replay
        self._closing: list[ActionEvent] = []  # the window's close button, pressed since the last tick
        started = replay.header.started if replay is not None else wall_time()
        self.recorder: Recorder | None = None  # what the files hold is read for a recording's header only: reading it sets damage aside
        if record_sink is not None:
            self.recorder = Recorder(record_sink, Header(seed, scene, settings, self._saved_now(), started))
        self._clock = FixedStep()

        when = {} if started is None else {"time": started}  # a recording from before it was kept says none
        self.ctx.events.emit("session_start", seed=seed, scene=scene, **when)
        self.ctx.scenes.push(self.registry.create(MENU))
        if scene != MENU:
            self.ctx.scenes.push(self.registry.create(scene))
        for notice in notices:
            self.ctx.tell(notice)
        self._audio_told = False
        self._tell_audio_problem()

    def _cabinet_log(self, notices: list[Notice]) -> LogFile | None:
        """A cabinet keeps its event log without being asked, in the state folder; one that cannot is told, and plays.

        However the cabinet was started (the unit, the ``.xinitrc``, the
        desktop's autostart entry, by hand), the operator finds the record of
        a crash or a kill where the manual says.
        """
        path = paths.state_dir() / paths.CABINET_LOG
        try:
            sink = _open_event_log(path)
        except StartupError as err:
            notices.append(Notice("NO EVENT LOG KEPT", f"{err}; the cabinet plays on without one"))
            return None
        self._files.enter_context(sink)
        return sink

    def _open_cabinet_files(self) -> None:
        """The bookkeeping and the hall of fame: the player's files, or a replay's starting state in memory.

        The bookkeeping listens to the event log from here on, so it hears this session's start, and
        before it the last session's unclean end (``open_session``), which a replay neither reads nor makes.
        """
        ctx, folder, replayed = self.ctx, paths.data_dir(), self.ctx.replayed
        if replayed is None:
            ctx.books = BooksStore(folder, ctx.events, ctx.tell, wall_stamp)
            ctx.fame = FameStore(folder, ctx.events, ctx.tell)
            self.open_session = OpenSession(folder, ctx.events, ctx.tell)
            self.open_session.settle_last()  # the last session's unclean end, if it had one, heard by the books
            return
        ctx.books = BooksStore(folder, ctx.events, ctx.tell, lambda: REPLAY_STAMP, replayed=replayed.books)
        fame = replayed.fame
        ctx.fame = FameStore(folder, ctx.events, ctx.tell, replayed=HallOfFame() if fame is None else fame,
                             challenges=fame is not None)

    def _saved_now(self) -> SavedState:
        """What the player's files hold as the session starts, for a recording's header."""
        if self.ctx.replayed is not None:
            return self.ctx.replayed  # recording a replay: it started where its own recording did
        loaded = self.ctx.menace_boxes.load(box_keys())
        if loaded.problem:
            self.ctx.tell(f"MENACE'S MEMORY: {loaded.problem}")
        return SavedState(session_records(self.ctx).stats, loaded.boxes, loaded.games, self.ctx.fame.hall,
                          self.ctx.books.books)

    def _tell_audio_problem(self) -> None:
        """Say once that the game is silent for want of a device."""
        audio = self.ctx.audio
        if audio.message and not self._audio_told:
            self._audio_told = True
            self.ctx.tell(Notice(audio.message, audio.detail or audio.message))

    # -- the window --------------------------------------------------------------

    def _default_window_size(self) -> tuple[int, int]:
        """The biggest whole multiple of the logical size that fits the desktop comfortably."""
        if self.options.headless:
            return LOGICAL_SIZE
        return default_window_size()

    def _set_mode(self, fullscreen: bool) -> None:
        """Open the window full screen or as the remembered window (size and place); its picture is redrawn whole.

        Each switch makes a new window, which pygame opens where the last one was.  A window
        manager moves a full-screen window to the screen's corner itself; without one (a kiosk)
        nothing does, and the picture started at the old window's corner and ran off the right and
        the bottom of the screen.  So the window goes to the corner first, and coming back the new
        window is put where the old one stood (or centred, if the session started full screen).
        """
        if self.present_path is PresentPath.GPU:
            self._open_gpu_window(fullscreen)
            return
        try:
            if fullscreen:
                if pygame.display.get_surface() is not None:
                    display_window().position = (0, 0)
                pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            else:
                pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
                if display_window().size != self._windowed_size:
                    # With SDL's shared-memory framebuffer (X11) a window leaving full screen kept the screen's size.
                    display_window().size = self._windowed_size
                    pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
                display_window().position = self._windowed_position or pygame.WINDOWPOS_CENTERED
        except pygame.error as err:
            raise NoDisplayError(str(err)) from None
        self._window_ready()

    def _window_ready(self) -> None:
        """What every newly opened display-module window needs before the first frame."""
        self.screen.invalidate()
        pygame.display.set_caption(TITLE)
        display_window().minimum_size = LOGICAL_SIZE
        # A new window reports focus changes of its own making, some of them frames later;
        # they are not the player leaving.
        pygame.event.clear((pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED, pygame.ACTIVEEVENT))
        self._settling_polls = MODE_SETTLE_POLLS

    def _open_gpu_window(self, fullscreen: bool) -> None:
        """The GPU path's window: a new one with its renderer (the display module's window cannot have one)."""
        size = self._windowed_size
        if fullscreen:
            size = pygame.display.get_desktop_sizes()[0]
        try:
            new = GpuWindow(TITLE, size, fullscreen=fullscreen)
        except pygame.error as err:
            raise NoDisplayError(str(err)) from None  # the old window, if any, stays
        old, self._gpu = self._gpu, new
        if old is not None:
            old.close()
        self._gpu.window.minimum_size = LOGICAL_SIZE
        self.screen.invalidate()
        pygame.event.clear((pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED, pygame.ACTIVEEVENT))
        self._settling_polls = MODE_SETTLE_POLLS

    def window_size(self) -> tuple[int, int]:
        """The window's size in pixels, whichever way frames reach it."""
        if self._gpu is not None:
            return self._gpu.size
        return pygame.display.get_surface().get_size()

    def window_picture(self) -> pygame.Surface:
        """The window's picture as last shown (read back from the renderer on the GPU path)."""
        if self._gpu is not None:
            return self._gpu.read_pixels()
        return pygame.display.get_surface()

    def _to_logical(self, window_pos: tuple[int, int]) -> tuple[int, int] | None:
        return self.screen.to_logical(window_pos, self.window_size())

    def _settings_changed(self, old: Settings, new: Settings) -> None:
        before = old.to_json()
        for name, value in new.to_json().items():
            if before.get(name) != value:  # for the operator reading the log: KIOSK OFF, an idle time changed
                self.ctx.events.emit("setting", name=name, value=value)
        if new.fullscreen != old.fullscreen:
            if not old.fullscreen:  # the window to come back to: as the player left it
                self._windowed_size = self.window_size()
                if self.present_path is not PresentPath.GPU:
                    self._windowed_position = display_window().position
            try:
                self._set_mode(new.fullscreen)
            except NoDisplayError as err:
                self.ctx.tell(Notice("CANNOT SWITCH FULL SCREEN", f"cannot switch full screen: {err}"))
        if new.sound != old.sound:
            self.ctx.audio.set_enabled(new.sound and self.options.sound)
            self._tell_audio_problem()
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
        for event in pygame.event.get():
            self.still.stirred = True
            if event.type in REPAINT_EVENTS:
                self.screen.invalidate()
            if event.type == pygame.WINDOWFOCUSLOST and self._settling_polls > 0:
                continue
            self.input.feed(event)
        self._settling_polls = max(0, self._settling_polls - 1)
        for request in self.input.take_requests():
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
                self.save_screenshot()
            elif request is AppRequest.CLIP:
                self.save_clip()
        self._clip_done()
        for notice in self.input.take_notices():
            self.ctx.toasts.show(notice)
        self.ctx.pads = self.input.pads.connected()

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
            self.ctx.toasts.show("REPLAY OVER: YOUR TURN")
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
            pressed = hint_action_at(self.ctx.font, top.hint(), event.pos)
            if pressed is not None:  # a click or touch on a key the hints name is that key
                event = ActionEvent(pressed, event.player)
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
        """Show the logical frame in the window, scaled and letterboxed: only the parts that changed.

        Sending the window to the display is most of a frame's cost (33 MB at 4K), so
        only the rectangles ``Screen.present`` wrote are sent, and nothing when nothing changed.
        On the GPU path a changed frame is uploaded and drawn whole by the renderer.
        True when the frame was presented with vsync (the present already waited for the refresh).
        """
        if self._gpu is not None:
            return self._present_gpu(self._gpu)
        window = pygame.display.get_surface()
        if window.get_width() < LOGICAL_SIZE[0] or window.get_height() < LOGICAL_SIZE[1]:
            # Smaller than one logical pixel each (only before the window manager applies the minimum).
            pygame.transform.scale(self.screen.compose(crt=False), window.get_size(), window)
            self.screen.invalidate()
            pygame.display.flip()
            return False
        shift = self._orbit(self.screen.layout(window.get_size())[0])
        written = self.screen.present(window, crt=self.ctx.scanlines, shift=shift)
        if self.present_path is PresentPath.WHOLE:
            pygame.display.flip()
        elif written:
            pygame.display.update(written)
        return False

    def _orbit(self, scale: int) -> tuple[int, int]:
        """The burn-in orbit's offset now; none for a projector (PRESENTER outside a cabinet), which burns nothing
        in, and on which a class would see the picture step while a teacher talks over it."""
        if self.ctx.config.presenter and not self.ctx.kiosk:
            return 0, 0
        return orbit_offset(self.ctx.tick, scale)

    def _present_gpu(self, gpu: GpuWindow) -> bool:
        size = gpu.size
        crt = self.ctx.scanlines and size[0] >= LOGICAL_SIZE[0] and size[1] >= LOGICAL_SIZE[1]
        shift = self._orbit(self.screen.layout(size)[0])
        frame = self.screen.changed_frame(size, crt=crt, shift=shift)
        if frame is None:
            return False  # the window shows this frame already: present nothing
        gpu.show(frame, crt=crt, shift=shift)
        return gpu.vsync

    def frame(self) -> bool:
        """Draw and show one frame, fewer in a window while its picture stands still (``still``).

        True when the present waited for the display's refresh (vsync).
        """
        if not self.options.headless and not self.still.due(self.ctx.tick):
            return False
        self.draw()
        if self.recent is not None:
            self.recent.add(self.ctx.tick, pygame.image.tobytes(self.screen.surface, "RGB"))
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

    def save_screenshot(self) -> Path | None:
        """F12: the window's last frame as a PNG in the pictures folder; None (and a message) on failure."""
        folder = paths.pictures_dir()
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        try:
            folder.mkdir(parents=True, exist_ok=True)
            target = next(p for n in range(1000) if not (p := folder / f"tictactoe-magic-{stamp}-{n}.png").exists())
            write_png(self.window_picture(), target)
        except (OSError, OutputError, pygame.error, StopIteration) as err:
            self.ctx.tell(Notice("CANNOT SAVE SCREENSHOT", f"cannot save a screenshot in {folder}: {err}"))
            return None
        self.ctx.toasts.show(f"SAVED {target.name} IN {folder_words(folder)}")
        return target

    def save_clip(self) -> ClipJob | None:
        """F9: the last seconds as a GIF beside the screenshots, encoded on a thread; the job (None if none starts)."""
        if self.recent is None or not len(self.recent):
            self.ctx.toasts.show(CLIP_NOTHING)
            return None
        if self.clip_job is not None:
            self.ctx.toasts.show(CLIP_BUSY, brief=True)
            return None
        kept, last_tick = self.recent.snapshot()
        kept_ticks, crt = self.recent.kept_ticks, self.ctx.scanlines
        folder, stamp = paths.pictures_dir(), datetime.now().strftime("%Y%m%d-%H%M%S")

        def work() -> tuple[str, str | None]:
            try:
                pictures = clip_frames(kept, last_tick, kept_ticks)
                data = encode(timed(pictures, TICK_RATE, lambda a, b: a is b), CLIP_SCALE, crt)
                folder.mkdir(parents=True, exist_ok=True)
                target = clip_name(folder, stamp)
                write_bytes(check_output(target, "clip"), data)
            except (OSError, OutputError, StopIteration) as err:
                return "CANNOT SAVE CLIP", f"cannot save a clip in {folder}: {err}"
            return f"SAVED {target.name} IN {folder_words(folder)}", None

        self.ctx.toasts.show(CLIP_SAVING, brief=True)
        self.clip_job = ClipJob(work)
        return self.clip_job

    def _clip_done(self) -> None:
        """Tell how the F9 clip went, once its thread is done."""
        job = self.clip_job
        if job is None or job.result is None:
            return
        self.clip_job = None
        screen, detail = job.result
        if detail is None:
            self.ctx.toasts.show(screen)
        else:
            self.ctx.tell(Notice(screen, detail))

    def final_screenshot(self, path: Path) -> None:
        """``--screenshot``: the logical frame, or the window frame when --window-size is given (OutputError on failure)."""
        surface = self.window_picture() if self.options.window_size else self.screen.surface
        write_png(surface, path)

    def close(self) -> None:
        """Flush files and release SDL; OutputError (after releasing everything) if a file could not be written."""
        try:
            if getattr(self, "clip_job", None) is not None:
                self.clip_job.wait(CLIP_WAIT_SECONDS)  # an F9 clip pressed just before quitting is still written
            self._files.close()  # flushes the recording and the event log
        finally:
            if hasattr(self, "input"):
                self.input.pads.close()
            gpu, self._gpu = getattr(self, "_gpu", None), None
            if gpu is not None:
                gpu.close()
            pygame.quit()


#: The most of a folder a message line holds: a toast's line, so the folder is never broken across two.
FOLDER_ROOM = (WIDTH - 2 * (MARGIN + TOAST_PAD) + 1) // ADVANCE


def folder_words(folder: Path) -> str:
    """A folder as the screen names it: under the home folder as ``~/...``, ending in a slash, spelled as on disk;
    a folder too long for a line is cut from the left (``.../home/screenshots/``), so its end stays exact."""
    try:
        shown = "~/" + folder.relative_to(Path.home()).as_posix()
    except (ValueError, RuntimeError):  # elsewhere, or no home folder at all
        shown = folder.as_posix()
    return shown_path(shown.rstrip("/") + "/", FOLDER_ROOM)


def write_png(surface: pygame.Surface, path: Path, what: str = "screenshot") -> None:
    """Save a surface as PNG: atomically over a regular file, in place on /dev/null; OutputError on failure."""
    output = check_output(path, what)
    # Encoded in memory first: pygame writing to a file itself prints each failed write to stderr.
    buffer = io.BytesIO()
    try:
        pygame.image.save(surface, buffer, "png")
    except pygame.error as err:
        raise OutputError(f"cannot write the {what} {path}: {err}") from None
    write_bytes(output, buffer.getvalue())
