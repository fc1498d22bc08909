"""Opening what a session needs, in order: the display, the output files, the settings, the window, the context.

Each step that opens something hands its closing to ``owned`` (an
``ExitStack``) the moment it is open, so a start that stops halfway --
no display, a file that cannot be written, a recording from another game --
releases exactly what it had opened, and a session that started releases
everything with one ``owned.close()``.  Errors the player must read are
``StartupError``s, one line each.
"""

from __future__ import annotations

import os
import random
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.app.audio.sounds import Audio, Silence
from game.app.audio.speaker import Speaker
from game.app.matches.match_setup import session_records
from game.app.render.font import BitmapFont
from game.app.render.screen import LOGICAL_SIZE, Screen
from game.app.shell.boot import default_window_size
from game.app.shell.context import Context
from game.app.shell.options import NoDisplayError, Options, StartupError
from game.app.shell.precedence import Asked, InForce, first_scene, settings_in_force
from game.app.shell.present import INVISIBLE_DRIVERS, prefer_shared_framebuffer, resolve_present
from game.app.shell.registry import ATTRACT, SceneRegistry
from game.app.shell.window import Window
from game.app.store.books import REPLAY_STAMP, BooksStore
from game.app.store.event_log import EventLog
from game.app.store.fame import FameStore
from game.app.store.open_session import OpenSession, wall_stamp
from game.app.store.recording import SavedState
from game.app.matches.menace_draws import memory_problem
from game.app.store.settings import SETTINGS_FILE, Notice, SettingsStore, load_settings
from game.cabinet.hall_of_fame import HallOfFame
from game.files import paths
from game.files.log_file import LogFile
from game.files.outputs import OutputError, Stream, check_output, open_stream
from game.files.storage import KeptFile, remove_leftovers
from game.messages.quoting import quote
from game.language import N_, CatalogMissing, Language
from game.language import use as use_language
from game.speech import Voice
from game.opponents.menace import box_keys
from game.opponents.menace_store import MENACE_FILE_NAME, BoxStore, MemoryStore, MenaceStore

SEED_LIMIT = 2**32  # a random session seed is drawn below this


@dataclass(frozen=True, slots=True)
class Start:
    """What a session starts from: the settings in force, where they are saved, its seed and first scene."""

    in_force: InForce
    kept: KeptFile | None  # None: nothing is saved (a replay)
    notices: tuple[Notice, ...]  # what reading the player's files found, told once the session has begun
    seed: int
    scene: str


def open_display(options: Options, owned: ExitStack) -> None:
    """Start SDL's display and pads; NoDisplayError when there is no display a person could see."""
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
    owned.callback(pygame.quit)
    prefer_shared_framebuffer(driver, os.environ)
    pygame.joystick.init()  # the mixer is started by Audio, only if sound is wanted


def open_event_log(path: Path, owned: ExitStack) -> LogFile:
    """The event log, appended to (its folder must take the rotation's renames)."""
    try:
        sink = LogFile(check_output(path, "event log"))
    except OutputError as err:
        raise StartupError(str(err)) from None
    owned.enter_context(sink)
    return sink


def open_recording(path: Path, owned: ExitStack) -> Stream:
    """The ``--record`` file, written from the start."""
    try:
        sink = open_stream(check_output(path, "recording", in_place=True))
    except OutputError as err:
        raise StartupError(str(err)) from None
    owned.enter_context(sink)
    return sink


def read_start(options: Options, registry: SceneRegistry) -> Start:
    """The settings, seed and first scene: a replay's recorded ones, or the player's saved settings and the options."""
    asked = Asked(options.fullscreen, options.kiosk, sized=options.window_size is not None, language=options.language,
                   speech=options.speech)
    replay = options.replay
    if replay is not None:
        header = replay.header
        if header.scene not in registry:
            raise StartupError(f"the recording starts in scene {quote(header.scene)}, which this game does not have")
        in_force = settings_in_force(header.settings, asked, replaying=True)
        return Start(in_force, None, (), header.seed, header.scene)  # a replay never touches the saved settings
    path = paths.config_dir() / SETTINGS_FILE
    for kept_path in paths.kept_files():
        remove_leftovers(kept_path)  # what killed saves left behind, before anything reads the files
    kept = KeptFile(path)  # refuses to save over a file load_settings could not read
    saved, notices = load_settings(path, kept)
    seed = options.seed if options.seed is not None else random.SystemRandom().randrange(SEED_LIMIT)
    in_force = settings_in_force(saved, asked, replaying=False)
    scene = first_scene(options.scene, in_force.settings, replaying=False, has_attract=ATTRACT in registry)
    return Start(in_force, kept, tuple(notices), seed, scene)


def cabinet_log(owned: ExitStack) -> tuple[LogFile | None, tuple[Notice, ...]]:
    """A cabinet keeps its event log without being asked, in the state folder; one that cannot is told, and plays.

    However the cabinet was started (the unit, the ``.xinitrc``, the
    desktop's autostart entry, by hand), the operator finds the record of
    a crash or a kill where the manual says.
    """
    try:
        return open_event_log(paths.state_dir() / paths.CABINET_LOG, owned), ()
    except StartupError as err:
        return None, (Notice(N_("NO EVENT LOG KEPT"), f"{err}; the cabinet plays on without one"),)


def open_window(options: Options, fullscreen: bool, owned: ExitStack) -> Window:
    """The session's window, full screen or not: the one ``boot`` opened if it stands as asked, else a new one."""
    first = options.first_window
    choice = first.choice if first is not None else resolve_present(
        options.present, headless=options.headless, driver=pygame.display.get_driver())
    size = options.window_size or (LOGICAL_SIZE if options.headless else default_window_size())
    window = Window(Screen(), choice, size)
    owned.callback(window.close)
    if first is not None and first.shown and first.fullscreen == fullscreen:
        window.adopt()  # the window opened before the imports, as it stands: it may have been moved already
    else:
        window.open(fullscreen)
    return window


def make_context(options: Options, start: Start, registry: SceneRegistry, sink: LogFile | None) -> Context:
    """The context every scene shares, with the session's sound, MENACE's boxes, bookkeeping and hall of fame."""
    settings = start.in_force.settings
    # --headless is silent too, but its pictures stand for the window a player sees: no reason shown for it.
    silence = None if options.sound or options.headless else Silence.NO_SOUND
    audio = Audio.open(enabled=settings.effects and options.sound, volume=settings.volume, silence=silence)
    replayed = options.replay.header.saved if options.replay is not None else None
    boxes: BoxStore
    if replayed is not None:
        boxes = MemoryStore(replayed.menace_boxes, replayed.menace_games)
    else:  # one store for the session, so a file found unreadable is told once and never saved over
        boxes = MenaceStore(paths.data_dir() / MENACE_FILE_NAME)
    ctx = Context(
        settings=SettingsStore(settings, start.kept, lambda n: ctx.tell(n), start.in_force.session_only),
        audio=audio,
        font=BitmapFont.load(),
        events=EventLog(lambda: ctx.tick, sink),
        registry=registry,
        rng=random.Random(start.seed),
        seed=start.seed,
        menace_boxes=boxes,
        replayed=replayed,
    )
    ctx.speech = Speaker(audio, lambda text, voice: ctx.events.emit("speech", text=text, **_voice_field(voice)),
                         voiced=options.sound and not options.headless)
    return ctx


def _voice_field(voice: Voice) -> dict[str, str]:
    """A ``speech`` event's voice: named only when it is not the reader's (WOPR's, in the show)."""
    return {} if voice is Voice.READER else {"voice": voice.value}


def open_cabinet_files(ctx: Context) -> OpenSession | None:
    """The bookkeeping and the hall of fame: the player's files, or a replay's starting state in memory.

    The bookkeeping listens to the event log from here on, so it hears this session's start, and
    before it the last session's unclean end (the ``OpenSession`` returned), which a replay neither reads nor makes.
    """
    folder, replayed = paths.data_dir(), ctx.replayed
    if replayed is None:
        ctx.books = BooksStore(folder, ctx.events, ctx.tell, wall_stamp)
        ctx.fame = FameStore(folder, ctx.events, ctx.tell)
        open_session = OpenSession(folder, ctx.events, ctx.tell)
        open_session.settle_last()  # the last session's unclean end, if it had one, heard by the books
        return open_session
    ctx.books = BooksStore(folder, ctx.events, ctx.tell, lambda: REPLAY_STAMP, replayed=replayed.books)
    fame = replayed.fame
    ctx.fame = FameStore(folder, ctx.events, ctx.tell, replayed=HallOfFame() if fame is None else fame,
                         challenges=fame is not None)
    return None


def saved_now(ctx: Context) -> SavedState:
    """What the player's files hold as the session starts, for a recording's header."""
    if ctx.replayed is not None:
        return ctx.replayed  # recording a replay: it started where its own recording did
    loaded = ctx.menace_boxes.load(box_keys())
    if loaded.problem:
        ctx.tell(Notice(memory_problem(loaded.problem, loaded.kept_as), f"MENACE'S MEMORY: {loaded.problem}"))
    return SavedState(session_records(ctx).stats, loaded.boxes, loaded.games, ctx.fame.hall, ctx.books.books)


def speak_language(language: Language) -> tuple[Notice, ...]:
    """Speak ``language`` from now on; a language whose catalog is missing is said, and English spoken."""
    try:
        use_language(language)
    except CatalogMissing as err:
        use_language(Language.ENGLISH)
        return (Notice(N_("THIS LANGUAGE IS NOT INSTALLED: ENGLISH INSTEAD"), str(err)),)
    return ()
