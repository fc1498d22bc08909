"""``tictactoe-magic clip``: a recording, or the attract mode, rendered headless to an animated GIF.

The session runs exactly as ``--replay`` would (the same seed, scene and
settings, nothing saved), one tick at a time; the attract mode runs in a
private home of its own, with the shipped settings, so its clip is the
same for every player and books nothing into a cabinet's bookkeeping.
Each tick's 320x180 frame is
taken as the window would show it, scaled by a whole number with the CRT's
scanlines unless ``--no-crt``.  Frames that repeat become one longer frame
(``gif_timing``), so a clip of a game is small and as long as the game was;
``gif`` puts them on one palette, so the same recording gives the same bytes
on the same machine.

A damaged recording gets the same one-line message as ``--replay``; an
output that cannot be written, the same as a screenshot's.
"""

from __future__ import annotations

import argparse
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path

from game.app.capture.gif import ClipError, make_clip
from game.app.limits import LOGICAL_SIZE
from game.messages.arguments import OneLineParser, whole_number

PROG = "tictactoe-magic clip"
DEFAULT_SCALE = 2
MAX_SCALE = 12  # 3840x2160, the largest screen the game is drawn for
MAX_SECONDS = 3600  # an hour of clip is already far too big to share
ATTRACT_SCENE = "wargames"
TAIL_SECONDS = 2  # after a recording's last action, so its ending (a win's sweep, the result) is seen


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not 0 <= value <= MAX_SECONDS:
        raise argparse.ArgumentTypeError(f"seconds must be 0-{MAX_SECONDS}, not {text}")
    return value


def build_parser() -> OneLineParser:
    """The clip command's arguments."""
    parser = OneLineParser(prog=PROG, description="Render a recording (or the attract mode) to an animated GIF.")
    parser.add_argument("recording", type=Path, nargs="?", help="a --record file to render")
    parser.add_argument("-o", "--output", type=Path, required=True, metavar="OUT.gif", help="the GIF to write")
    parser.add_argument("--scale", type=lambda t: whole_number(t, 1, MAX_SCALE, "a whole number"),
                        default=DEFAULT_SCALE, metavar="N", help=f"pixels per game pixel (1-{MAX_SCALE}, "
                                                                  f"default {DEFAULT_SCALE})")
    parser.add_argument("--from", dest="start", type=_seconds, default=0.0, metavar="S",
                        help="start this many seconds in")
    parser.add_argument("--to", dest="end", type=_seconds, default=None, metavar="S",
                        help="stop this many seconds in (default: the recording's end)")
    parser.add_argument("--no-crt", dest="crt", action="store_false", help="leave out the CRT scanlines and glow")
    parser.add_argument("--attract", type=_seconds, metavar="SECONDS",
                        help="record this many seconds of the attract mode instead of a recording")
    parser.add_argument("--seed", type=lambda t: whole_number(t, 0, 2**31 - 1, "a whole number"), default=0,
                        metavar="N", help="with --attract: its seed (the same seed, the same clip)")
    return parser


def tick_of(seconds: float, tick_rate: int) -> int:
    """The tick a time in seconds falls on."""
    return round(seconds * tick_rate)


def main(argv: list[str]) -> int:
    """Make the clip the arguments ask for; the exit status (2 with one line on a problem)."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if (args.recording is None) == (args.attract is None):
        return parser.fail("give a recording or --attract SECONDS, not both or neither")
    if args.end is not None and args.end <= args.start:
        return parser.fail("--to must come after --from")
    from game.app.shell.app import App, Options, StartupError
    from game.app.shell.loop import TICK_RATE
    from game.app.store.recording import Replay, ReplayError
    from game.files.outputs import OutputError, check_output, write_bytes
    from game.files.paths import private_home

    try:
        output = check_output(args.output, "clip")
    except OutputError as err:
        return parser.fail(str(err))
    if not args.output.parent.is_dir():  # as --screenshot: a clip never makes folders
        return parser.fail(f"cannot save the clip {args.output}: no folder {args.output.parent}")
    end = tick_of(args.end, TICK_RATE) if args.end is not None else None
    home: AbstractContextManager[object] = nullcontext()
    if args.attract is not None:
        end = tick_of(args.attract, TICK_RATE)
        options = Options(headless=True, frames=end, sound=False, scene=ATTRACT_SCENE, seed=args.seed)
        home = private_home("tictactoe-clip-")  # the show as shipped, booking nothing into the player's files
    else:
        try:
            replay = Replay.load(args.recording)
        except ReplayError as err:
            return parser.fail(str(err))
        if end is None:
            end = replay.last_tick + 1 + tick_of(TAIL_SECONDS, TICK_RATE)
        options = Options(headless=True, frames=end, sound=False, replay=replay)
    with home:
        try:
            app = App(options)
        except (StartupError, OutputError) as err:
            return parser.fail(str(err))
        try:
            data = make_clip(app, tick_of(args.start, TICK_RATE), end, args.scale, args.crt, TICK_RATE)
        except ClipError as err:
            return parser.fail(str(err))
        finally:
            app.close()
    try:
        write_bytes(output, data)
    except OutputError as err:
        return parser.fail(str(err))
    width, height = LOGICAL_SIZE[0] * args.scale, LOGICAL_SIZE[1] * args.scale
    print(f"{PROG}: wrote {args.output} ({width}x{height}, {len(data):,} bytes)")
    return 0
