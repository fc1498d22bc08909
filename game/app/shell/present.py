"""How frames reach the display: the present paths, and the choice between them made before the window opens.

Kept apart from ``app`` and free of numpy, so that the first window can be
opened before the rest of the game is imported (``game.app.shell.boot``).
"""

from __future__ import annotations

import enum
from collections.abc import MutableMapping
from typing import NamedTuple

from game.app.render.probe_memory import renderer_answer

INVISIBLE_DRIVERS = ("dummy", "offscreen")  # SDL video drivers that show nothing
# SDL's hint for how the window surface reaches the screen; "0" is its own framebuffer (MIT-SHM on X11).
FRAMEBUFFER_HINT = "SDL_FRAMEBUFFER_ACCELERATION"
# Drivers whose default, a texture of a GL renderer, redraws and uploads the whole window each update:
# 20-40 ms at 4K with a software GL (no GPU), where the shared-memory framebuffer sends only changed rectangles.
SHARED_FRAMEBUFFER_DRIVERS = ("x11",)


class PresentPath(enum.Enum):
    """How a frame reaches the display."""

    CHANGED = "changed"  # the window surface; only the rectangles that changed are sent, nothing at rest
    WHOLE = "whole"  # the whole window every frame, kept as the window benchmark's baseline
    GPU = "gpu"  # SDL's renderer scales the frame and draws the scanlines; whole frames, only changed ones
    AUTO = "auto"  # GPU where SDL's renderer is a real GPU, else CHANGED; decided at start-up


class PresentChoice(NamedTuple):
    """The present path a session uses, why, and whether the probe's answer was the last start's."""

    path: PresentPath
    reason: str
    remembered: bool = False  # then the App asks again once its first frame shows (``probe_memory``)


def resolve_present(wanted: PresentPath, *, headless: bool, driver: str) -> PresentChoice:
    """The present path a session uses, and why (AUTO asks about SDL's renderer; headless is always CHANGED)."""
    if headless:
        return PresentChoice(PresentPath.CHANGED, "headless")
    if wanted is not PresentPath.AUTO:
        return PresentChoice(wanted, "asked for")
    if driver in INVISIBLE_DRIVERS:
        return PresentChoice(PresentPath.CHANGED, f"the {driver!r} video driver has no GPU")
    answer = renderer_answer(driver)
    if answer.accelerated:
        return PresentChoice(PresentPath.GPU, f"accelerated renderer {answer.name}", answer.remembered)
    return PresentChoice(PresentPath.CHANGED, f"renderer {answer.name} draws on the CPU", answer.remembered)


def prefer_shared_framebuffer(driver: str, environ: MutableMapping[str, str]) -> bool:
    """Ask SDL for its own framebuffer on ``driver`` unless the person chose already; True if the hint was set."""
    if driver not in SHARED_FRAMEBUFFER_DRIVERS or FRAMEBUFFER_HINT in environ:
        return False
    environ[FRAMEBUFFER_HINT] = "0"  # read by SDL when the window surface is made, at each set_mode
    return True
