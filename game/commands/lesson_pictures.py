"""Picture every page of every lesson, as the LESSONS scene draws it, and a sheet per lesson.

    tictactoe-magic lesson-pictures OUTDIR [--window WxH] [--presenter] [--lang CODE]

A headless session opens the LESSONS scene, its first lesson, and steps RIGHT through it, as a
teacher would, letting each page's step animation settle before it is
taken.  For each page it writes ``OUTDIR/lesson-L-page-P.png`` (the window,
scaled, with the CRT effect unless ``--presenter``), and for each lesson
``OUTDIR/lesson-L.png``: its pages side by side at twice the logical size,
three to a row, for the README.  Nothing touches the player's files.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

from game.app.input.actions import Action, ActionEvent
from game.app.limits import LOGICAL_SIZE
from game.app.capture.saving import write_png
from game.app.shell.headless import ActionScript, advance, session
from game.app.store.settings import Settings, spoken_language
from game.files.paths import SETTINGS_FILE
from game.files import paths
from game.language import Language
from game.messages.arguments import language_argument
from game.commands.command_line import ToolParser, UsageError, check_pictures, run_tool
from game.messages.arguments import window_size
from game.messages.progress import Progress
from game.lessons import all_pages
from game.files.outputs import OutputError
from game.files.paths import private_home
import pygame  # noqa: E402  (after game.app, which quiets pygame's banner)

#: The command as the installed program runs it; ``tools/lesson_pictures.py`` passes its own name.
PROG = "tictactoe-magic lesson-pictures"

WINDOW = (1920, 1080)
LARGEST_WINDOW = (7680, 4320)  # 8K: the pictures are for documents, and a bigger one only costs memory
SETTLE_TICKS = 60  # a page's step animation (the new mark, its blinking frame) is over by then
SHEET_SCALE = 2  # each page on a lesson's sheet: the logical frame twice over, crisp
SHEET_COLUMNS = 3
SHEET_GAP = 8  # pixels between pages on a sheet
SHEET_BACKGROUND = (0, 0, 0)


def _size(text: str) -> tuple[int, int]:
    return window_size(text, LOGICAL_SIZE, LARGEST_WINDOW)


def sheet(frames: list[pygame.Surface]) -> pygame.Surface:
    """One lesson's pages side by side, ``SHEET_COLUMNS`` to a row."""
    width, height = (side * SHEET_SCALE for side in frames[0].get_size())
    columns = min(SHEET_COLUMNS, len(frames))
    rows = -(-len(frames) // columns)
    out = pygame.Surface((columns * width + (columns - 1) * SHEET_GAP, rows * height + (rows - 1) * SHEET_GAP))
    out.fill(SHEET_BACKGROUND)
    for n, frame in enumerate(frames):
        row, column = divmod(n, columns)
        out.blit(pygame.transform.scale_by(frame, SHEET_SCALE), (column * (width + SHEET_GAP), row * (height + SHEET_GAP)))
    return out


def cmd_pictures(args: argparse.Namespace) -> str:
    """Write every page's picture and every lesson's sheet."""
    folder: Path = args.outdir
    check_pictures(folder, every_picture(folder))  # before drawing anything
    written: list[Path] = []
    # In the language the game speaks here (the teacher's), read before the pictures' private home hides it.
    language = args.lang or spoken_language(paths.config_dir() / SETTINGS_FILE)
    with private_home("tictactoe-lessons-"), Progress("page", len(all_pages())) as progress:
        script = ActionScript(scene="lessons", settings=Settings(presenter=args.presenter,
                                                                 language=language))
        with session(script, window_size=args.window) as app:
            scene = app.ctx.scenes.top
            app.dispatch(ActionEvent(Action.SELECT))  # the list of lessons opens on the first
            by_lesson: dict[int, list[pygame.Surface]] = {}
            while True:
                advance(app, SETTLE_TICKS, draw_every=0)
                app.frame()
                page, number = scene.page, scene.index - scene.lesson_start + 1
                by_lesson.setdefault(page.lesson, []).append(app.screen.surface.copy())
                written.append(_save(app.window.picture(), page_picture(folder, page.lesson, number)))
                progress.step()
                if scene.index == len(scene.pages) - 1:
                    break
                app.dispatch(ActionEvent(Action.RIGHT))
        for lesson, frames in sorted(by_lesson.items()):
            written.append(_save(sheet(frames), sheet_picture(folder, lesson)))
    return f"{len(written)} pictures in {folder}"


def every_picture(folder: Path) -> list[Path]:
    """Every picture the tool writes: each page's, then each lesson's sheet."""
    pages = Counter(page.lesson for page in all_pages())  # by lesson
    return [*(page_picture(folder, lesson, number) for lesson, count in pages.items() for number in range(1, count + 1)),
            *(sheet_picture(folder, lesson) for lesson in pages)]


def page_picture(folder: Path, lesson: int, number: int) -> Path:
    """Where one page's picture goes."""
    return folder / f"lesson-{lesson}-page-{number}.png"


def sheet_picture(folder: Path, lesson: int) -> Path:
    """Where one lesson's sheet goes."""
    return folder / f"lesson-{lesson}.png"


def _save(surface: pygame.Surface, path: Path) -> Path:
    try:
        write_png(surface, path, "picture")
    except OutputError as err:
        raise UsageError(str(err)) from None
    return path


def build_parser(prog: str = PROG) -> ToolParser:
    """The command line."""
    parser = ToolParser(prog=prog, description=__doc__.splitlines()[0])
    parser.add_argument("outdir", type=Path, help="folder for the PNGs")
    parser.add_argument("--window", type=_size, default=WINDOW, metavar="WxH", help="the window's size (1920x1080)")
    parser.add_argument("--presenter", action="store_true", help="in the PRESENTER palette (high contrast, no scanlines)")
    parser.add_argument("--lang", type=language_argument, metavar="CODE",
                        help=f"the pages in this language: {', '.join(language.code for language in Language)} "
                             "(the game's own, by default)")
    parser.set_defaults(run=cmd_pictures)
    return parser


def main(argv: list[str] | None = None, prog: str = PROG) -> int:
    """Run the tool."""
    return run_tool(build_parser(prog), argv)


if __name__ == "__main__":
    sys.exit(main())
