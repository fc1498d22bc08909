"""The command line: ``tictactoe-magic [options]``; a bad argument is one line and exit 2.

Problems the player can fix (an unknown scene, an unreadable replay, a file
that cannot be written, no display) are one line on stderr and exit status
2, never a traceback.  Output paths are checked before anything starts
(``game.files.outputs``): each must be a regular file, a new one or /dev/null, and
none may be another output, the recording being replayed or a file the game
keeps for the player.  A bug (an exception nobody planned for) is one line
too, naming the crash file with the details (``crash``), and exit status 2.
SIGTERM, SIGINT and SIGHUP end the session cleanly at the next tick
(``signals``), with exit status 0.  One copy runs at a time on one home:
a session that may save (any but ``--replay``) takes the home's
``session.lock`` before it opens a window, and a second copy says who holds
it in one line and exits with status 2 (``game.files.session_lock``).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from game.app.limits import LOGICAL_SIZE, MAX_SEED, MAX_TICK, MAX_WINDOW_SIDE
from game.messages.arguments import OneLineParser, language_argument, whole_number, window_size
from game.files import paths
from game.files.outputs import OutputError, check_output, kept_inputs, refuse_overlap
from game.files.session_lock import SessionLock, SessionLockError, take_session_lock
from game.language import Language

if TYPE_CHECKING:
    from game.app.shell.app import App, Options
    from game.app.shell.signals import SignalWatch

EXIT_OK = 0
PROG = "tictactoe-magic"
DISTRIBUTION = "tictactoe-magic"  # the package's name on PyPI and in pyproject.toml
RENDERERS = ("auto", "gpu", "software")  # --renderer: the names of PresentPath.AUTO, GPU, CHANGED
HEADLESS_HINT = (
    f"to run without a window: {PROG} --headless --frames N [--screenshot out.png]"
)


def _positive(text: str) -> int:
    return whole_number(text, 1, MAX_TICK, "a whole number")


def _seed(text: str) -> int:
    return whole_number(text, 0, MAX_SEED, "a whole number")


def _size(text: str) -> tuple[int, int]:
    return window_size(text, LOGICAL_SIZE, (MAX_WINDOW_SIDE, MAX_WINDOW_SIDE))


def installed_version() -> str:
    """The version in the installed package's metadata (the checkout's own when it is not installed)."""
    from importlib import metadata  # only when asked: reading the metadata costs a start 0.05 s

    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        import game

        return f"{game.__version__} (not installed)"


class VersionAction(argparse.Action):
    """``--version``: the installed version, looked up only when it is asked for."""

    def __init__(self, option_strings: list[str], dest: str = argparse.SUPPRESS, help: str | None = None) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        print(f"{PROG} {installed_version()}")
        parser.exit()


def build_parser(epilog: str | None = None) -> OneLineParser:
    """The argument parser; ``--help`` ends with ``epilog`` (the entry point's list of subcommands)."""
    parser = OneLineParser(
        prog=PROG,
        description="Pick15, TicTacToe and Magic15 -- one game, three views -- as a retro arcade machine.",
        epilog=epilog,
        formatter_class=argparse.RawDescriptionHelpFormatter,  # the epilog's table keeps its lines
    )
    parser.add_argument("--version", action=VersionAction, help="print the version and exit")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--fullscreen", dest="fullscreen", action="store_const", const=True,
                      help="start full screen (this run only)")
    mode.add_argument("--windowed", dest="fullscreen", action="store_const", const=False,
                      help="start in a window (this run only)")
    parser.add_argument("--kiosk", action="store_true",
                        help="run as an arcade cabinet this run: full screen, in the attract mode, no quitting "
                             "(the operator menu, F2 held 3 s, exits)")
    parser.add_argument("--scene", metavar="NAME", default=None, help="start in this scene (menu, settings, help, ...)")
    parser.add_argument("--lang", type=language_argument, metavar="CODE",
                        help=f"speak this language this run: {', '.join(language.code for language in Language)}")
    parser.add_argument("--speech", action="store_true",
                        help="say the screen aloud this run, for a player who cannot see it (SPEECH in the settings; "
                             "docs/speech.md)")
    parser.add_argument("--seed", type=_seed, metavar="N", help="seed every random choice (same seed, same game)")
    parser.add_argument("--no-sound", dest="sound", action="store_false", help="play silent this run")
    parser.add_argument("--headless", action="store_true", help="run without a window or sound, as fast as possible")
    parser.add_argument("--frames", type=_positive, metavar="N", help="with --headless: run exactly N ticks")
    parser.add_argument("--screenshot", type=Path, metavar="PATH",
                        help="save the last frame as PNG (logical 320x180; the window frame with --window-size)")
    parser.add_argument("--window-size", type=_size, metavar="WxH", help="window size in pixels, e.g. 1920x1080")
    parser.add_argument("--renderer", choices=RENDERERS, default="auto",
                        help="how frames reach the window: gpu (SDL's renderer scales them), software (the CPU "
                             "scales only what changed), auto (gpu if SDL has a real GPU, else software; the default)")
    parser.add_argument("--record", type=Path, metavar="PATH", help="write the players' actions as JSON Lines")
    parser.add_argument("--replay", type=Path, metavar="PATH", help="play back a --record file as the input")
    parser.add_argument("--event-log", type=Path, metavar="PATH", help="append game events as JSON Lines (never emptied: a full file moves to PATH.1, PATH.2, ...)")
    return parser


def parse_args(argv: list[str] | None, parser: OneLineParser | None = None):
    """Parse and cross-check the arguments (with a new parser unless given); any problem is one line and exit 2."""
    parser = parser or build_parser()
    args = parser.parse_args(argv)
    if args.frames is not None and not args.headless:
        parser.error("--frames only works with --headless")
    if args.headless and args.frames is None:
        parser.error("--headless needs --frames N (how many ticks to run)")
    if args.kiosk and args.fullscreen is False:
        parser.error("--kiosk runs full screen; it cannot be combined with --windowed")
    if args.replay is not None:
        for flag, value in (("--seed", args.seed), ("--scene", args.scene), ("--kiosk", args.kiosk or None)):
            if value is not None:
                parser.error(f"{flag} cannot be combined with --replay: the recording sets it")
    return args


def check_outputs(args: argparse.Namespace) -> None:
    """OutputError unless every output may be written and none is another file of this run or a kept file."""
    outputs = [(flag, path, what) for flag, path, what in (
        ("--record", args.record, "recording"),
        ("--event-log", args.event_log, "event log"),
        ("--screenshot", args.screenshot, "screenshot"),
    ) if path is not None]
    replay = [("--replay", args.replay)] if args.replay is not None else []
    refuse_overlap([(flag, path) for flag, path, _ in outputs], [*replay, *kept_inputs()])
    for flag, path, what in outputs:
        check_output(path, what, in_place=flag != "--screenshot")  # the recording and event log are streams


def main(argv: list[str] | None = None, epilog: str | None = None) -> int:
    """Run the game from the command line (``--help`` ending with ``epilog``); the exit status."""
    parser = build_parser(epilog)
    args = parse_args(argv, parser)
    try:
        check_outputs(args)  # before anything starts: a bad path costs nothing and destroys nothing
    except OutputError as err:
        return parser.fail(str(err))
    if args.screenshot is not None and not args.screenshot.parent.is_dir():
        return parser.fail(f"cannot save the screenshot {args.screenshot}: no folder {args.screenshot.parent}")
    try:
        lock = one_copy(args)  # before the window: a second copy shows nothing, and stops
    except SessionLockError as err:
        return parser.fail(str(err))
    try:
        return _play(parser, args)
    finally:
        if lock is not None:
            lock.release()


def one_copy(args: argparse.Namespace) -> SessionLock | None:
    """The home's session lock for a session that may save (all but ``--replay``); SessionLockError if taken."""
    if args.replay is not None:
        return None  # a replay saves nothing, so it may run beside the session it shows
    try:
        folder = paths.data_dir()
    except RuntimeError:  # no home folder at all: nothing can be saved, so there is nothing to share
        return None
    return take_session_lock(folder)


def _play(parser: OneLineParser, args: argparse.Namespace) -> int:
    """Open the window, build the session from the arguments and run it; the exit status."""
    # Imported here so that --help and usage errors do not load pygame.
    from game.app.shell.present import PresentPath

    present = {"auto": PresentPath.AUTO, "gpu": PresentPath.GPU, "software": PresentPath.CHANGED}[args.renderer]
    first_window = None
    if not args.headless and args.replay is None:
        from game.app.shell.boot import open_first_window

        # The window shows before the rest of the game is imported: a start is seen at once.
        first_window = open_first_window(fullscreen=args.fullscreen, kiosk=args.kiosk,
                                         window_size=args.window_size, present=present)
    from game.app.shell.app import Options
    from game.app.shell.signals import SignalWatch
    from game.app.store.recording import Replay, ReplayError

    replay = None
    if args.replay is not None:
        try:
            replay = Replay.load(args.replay)
        except ReplayError as err:
            return parser.fail(str(err))
    options = Options(
        fullscreen=args.fullscreen,
        scene=args.scene or "menu",
        seed=args.seed,
        sound=args.sound and not args.headless,
        headless=args.headless,
        frames=args.frames,
        screenshot=args.screenshot,
        window_size=args.window_size,
        record=args.record,
        replay=replay,
        event_log=args.event_log,
        present=present,
        kiosk=args.kiosk,
        first_window=first_window,
        language=args.lang,
        speech=args.speech,
    )
    try:
        # The handlers go in before the app starts, so a signal at any moment from here on ends it cleanly.
        with SignalWatch() as signals:
            return _run(parser, options, args.screenshot, signals)
    except KeyboardInterrupt:  # a second signal while the first was being seen to: stop, quietly
        return EXIT_OK


def _run(parser: OneLineParser, options: Options, screenshot: Path | None, signals: SignalWatch) -> int:
    """Start the app, run it and close it; the exit status."""
    from game.app.shell.app import App, NoDisplayError, StartupError
    from game.app.shell.context import EndReason

    try:
        app = App(options)
    except NoDisplayError as err:
        return parser.fail(f"no display available ({err}); {HEADLESS_HINT}")
    except (StartupError, OutputError) as err:
        return parser.fail(str(err))
    except Exception as err:  # a bug before the first tick
        return parser.fail(_report_crash(err, None))
    status = EXIT_OK
    try:
        app.run(signals)
        if screenshot is not None:
            app.final_screenshot(screenshot)
    except KeyboardInterrupt:  # a second signal before the loop saw the first
        try:
            app.ctx.quit(EndReason.SIGNAL, signal=signals.received)
        except OutputError:
            pass  # the session is over either way
    except OutputError as err:
        status = parser.fail(str(err))
    except Exception as err:  # a bug: the details in a crash file, one line here
        status = parser.fail(_report_crash(err, app))
    finally:
        try:
            app.close()
        except OutputError as err:
            if status == EXIT_OK:  # one line: a file that failed during the run says so once
                status = parser.fail(str(err))
    return status


def _report_crash(error: Exception, app: App | None) -> str:
    """Write the crash file; the line that says where it is (or why there is none)."""
    from game.app.shell.crash import crash_line, write_crash_report

    about: dict[str, object] = {"program": PROG}
    if app is not None:
        ctx = app.ctx
        about.update(seed=ctx.seed, tick=ctx.tick, scenes=" > ".join(ctx.scenes.names()))
    try:
        return crash_line(error, write_crash_report(error, about))
    except OSError as err:
        return crash_line(error, None, err.strerror or str(err))
