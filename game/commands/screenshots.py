"""Render every scene and state that matters, as the real machine draws them.

    tictactoe-magic screenshots OUTDIR [--only TEXT] [--lang CODE] [--list]

For each entry of ``scene_states`` a headless session (on a
fresh home folder of its own, never the player's) is fed the entry's action script
and run until it settles or reaches its state; then two PNGs are written:
``OUTDIR/<scene>-<state>-320x180.png`` (the logical frame) and
``OUTDIR/<scene>-<state>-1920x1080.png`` (the window, scaled, with the CRT
effect as the state's settings have it).  ``--only`` keeps the entries
whose name contains the text; ``--lang`` draws every state in that language
(a translator's check of a catalog); ``--list`` prints the entries and exits.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

from game.app.capture.saving import write_png
from game.app.shell.app import default_registry
from game.app.shell.headless import StateNotReachedError
from game.commands.command_line import ToolParser, UsageError, check_pictures, run_tool
from game.commands.scene_states import SceneState, reached, states_for
from game.files.outputs import OutputError
from game.language import Language
from game.messages.arguments import language_argument
from game.messages.progress import Progress
from game.messages.quoting import quote
from game.files.paths import private_home
import pygame  # noqa: E402  (after game.app, which quiets pygame's banner)

#: The command as the installed program runs it; ``tools/screenshots.py`` passes its own name.
PROG = "tictactoe-magic screenshots"

WINDOW = (1920, 1080)


@contextmanager
def pictures(state: SceneState) -> Iterator[tuple[pygame.Surface, pygame.Surface]]:
    """One state reached and drawn: its logical frame and its window, live while the session lasts."""
    try:
        with reached(state, window_size=WINDOW) as app:
            if state.until is not None:
                app.frame()  # the window shows the state reached, not the script's last frame
            if app.done:
                raise UsageError(f"{state.name}: the session ended before the picture (its script quits)")
            yield app.screen.surface, app.window.picture()
    except StateNotReachedError as err:
        raise UsageError(f"{state.name}: {err}") from None


def take(state: SceneState, folder: Path) -> list[Path]:
    """Both pictures of one state; the files written."""
    with pictures(state) as (frame, window):
        small, large = picture_paths(state, folder)
        write_png(frame, small, "picture")
        write_png(window, large, "picture")
    return [small, large]


def picture_paths(state: SceneState, folder: Path) -> tuple[Path, Path]:
    """Where a state's two pictures go: the logical frame, then the window."""
    return folder / f"{state.name}-320x180.png", folder / f"{state.name}-{WINDOW[0]}x{WINDOW[1]}.png"


def cmd_screenshots(args: argparse.Namespace) -> str:
    """Write the pictures (or list the entries)."""
    states = [s for s in states_for(default_registry()) if args.only is None or args.only in s.name]
    if args.lang is not None:
        states = [replace(s, settings=replace(s.settings, language=args.lang)) for s in states]
    if args.list:
        return "\n".join(f"{s.name:<28} {s.about}" for s in states)
    if not states:
        raise UsageError(f"no state's name contains {quote(args.only)}; see --list")
    folder: Path = args.outdir
    # Before drawing anything: a folder or pipe in the way, two names for one file, a kept file, stop it now.
    check_pictures(folder, [path for state in states for path in picture_paths(state, folder)])
    written = []
    with Progress("state", len(states)) as progress:
        for state in states:
            # Each state on a fresh machine: the sessions save settings and results, never the player's.
            with private_home("tictactoe-shots-"):
                try:
                    written += take(state, folder)
                except OSError as err:
                    raise UsageError(f"cannot write a picture in {folder}: {err.strerror or err}") from None
                except OutputError as err:
                    raise UsageError(str(err)) from None
            progress.step()
    return f"{len(written)} pictures of {len(states)} states in {folder}"


def build_parser(prog: str = PROG) -> ToolParser:
    """The command line."""
    parser = ToolParser(prog=prog, description=__doc__.splitlines()[0])
    parser.add_argument("outdir", type=Path, nargs="?", default=None, help="folder for the PNGs")
    parser.add_argument("--only", metavar="TEXT", help="only the states whose scene-state name contains TEXT")
    parser.add_argument("--lang", type=language_argument, metavar="CODE",
                        help=f"draw every state in this language: {', '.join(language.code for language in Language)}")
    parser.add_argument("--list", action="store_true", help="list the states and exit")
    parser.set_defaults(run=cmd_screenshots)
    return parser


def main(argv: list[str] | None = None, prog: str = PROG) -> int:
    """Run the tool."""
    parser = build_parser(prog)
    args = parser.parse_args(argv)
    if args.outdir is None and not args.list:
        parser.error("the output folder is required (or --list)")
    return run_tool(parser, argv)


if __name__ == "__main__":
    sys.exit(main())
