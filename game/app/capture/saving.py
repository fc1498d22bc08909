"""F12 and F9 in a session: the window's picture as a PNG, the last seconds as a GIF, in the pictures folder.

A clip is encoded on a thread (``recent.ClipJob``), so the game goes on
while it is written; the player is told how it went once it is done, and a
clip pressed just before the session ends is waited for (``finish``).
``write_png`` and ``folder_words`` serve the tools that save pictures too.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

import pygame

from game.app.capture.gif import encode
from game.app.capture.gif_timing import timed
from game.app.capture.recent import KEPT_SECONDS, ClipJob, RecentFrames, clip_frames, clip_name
from game.app.render.font import ADVANCE
from game.app.render.ui import MARGIN, TOAST_PAD, WIDTH
from game.app.shell.context import Context
from game.app.shell.loop import TICK_RATE
from game.app.store.settings import Notice
from game.files import paths
from game.files.outputs import OutputError, check_output, write_bytes
from game.messages.exact import shown_path
from game.language import N_, tr

CLIP_SCALE = 2  # an F9 clip at twice the game's size, as the clip command makes them by default
CLIP_NOTHING = N_("NOTHING TO CLIP YET")
CLIP_BUSY = N_("STILL SAVING THE LAST CLIP")
# TRANSLATORS: F9 saves the last {seconds} seconds of the screen as an animation (a clip).
CLIP_SAVING = N_("SAVING THE LAST {seconds} SECONDS...")
CLIP_WAIT_SECONDS = 30  # at the session's end, how long a clip still being written is waited for
#: The most of a folder a message line holds: a toast's line, so the folder is never broken across two.
FOLDER_ROOM = (WIDTH - 2 * (MARGIN + TOAST_PAD) + 1) // ADVANCE


class Capture:
    """A session's F12 and F9: ``picture`` reads the window as last shown; ``recent`` keeps the last seconds."""

    def __init__(self, ctx: Context, picture: Callable[[], pygame.Surface], recent: RecentFrames | None) -> None:
        self.ctx = ctx
        self.picture = picture
        self.recent = recent  # None: no frames kept (a headless session has nobody to press F9)
        self.job: ClipJob | None = None  # the clip being written

    def screenshot(self) -> Path | None:
        """F12: the window's last frame as a PNG in the pictures folder; None (and a message) on failure."""
        folder = paths.pictures_dir()
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        try:
            folder.mkdir(parents=True, exist_ok=True)
            target = next(p for n in range(1000) if not (p := folder / f"tictactoe-magic-{stamp}-{n}.png").exists())
            write_png(self.picture(), target)
        except (OSError, OutputError, pygame.error, StopIteration) as err:
            self.ctx.tell(Notice(N_("CANNOT SAVE SCREENSHOT"), f"cannot save a screenshot in {folder}: {err}"))
            return None
        self.ctx.toasts.show(saved_words(target.name, folder))
        return target

    def clip(self) -> ClipJob | None:
        """F9: the last seconds as a GIF beside the screenshots, encoded on a thread; the job (None if none starts)."""
        if self.recent is None or not len(self.recent):
            self.ctx.toasts.show(CLIP_NOTHING)
            return None
        if self.job is not None:
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
                return N_("CANNOT SAVE CLIP"), f"cannot save a clip in {folder}: {err}"
            return saved_words(target.name, folder), None

        self.ctx.toasts.show(tr(CLIP_SAVING).format(seconds=KEPT_SECONDS), brief=True)
        self.job = ClipJob(work)
        return self.job

    def kept(self, tick: int, surface: pygame.Surface) -> None:
        """Keep a frame just drawn for the next clip (when frames are kept)."""
        if self.recent is not None:
            self.recent.add(tick, pygame.image.tobytes(surface, "RGB"))

    def clip_done(self) -> None:
        """Tell how the F9 clip went, once its thread is done."""
        job = self.job
        if job is None or job.result is None:
            return
        self.job = None
        screen, detail = job.result
        if detail is None:
            self.ctx.toasts.show(screen)
        else:
            self.ctx.tell(Notice(screen, detail))

    def finish(self) -> None:
        """At the session's end: a clip pressed just before is still written."""
        if self.job is not None:
            self.job.wait(CLIP_WAIT_SECONDS)


def saved_words(name: str, folder: Path) -> str:
    """What a saved picture or clip says: its file's name and its folder, spelled as on disk."""
    # TRANSLATORS: a screenshot or clip saved: {file} is its file's name, {folder} its folder (both as on disk).
    return tr("SAVED {file} IN {folder}").format(file=name, folder=folder_words(folder))


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
