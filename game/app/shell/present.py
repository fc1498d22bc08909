"""How frames reach the display: the present paths, and the choice between them made before the window opens.

Kept apart from ``app`` and free of numpy, so that the first window can be
opened before the rest of the game is imported (``game.app.shell.boot``).
"""

from __future__ import annotations

import enum
from collections.abc import MutableMapping

from game.app.render.gpu_probe import accelerated_renderer_available

INVISIBLE_DRIVERS = ("dummy", "offscreen")  # SDL video drivers that show nothing
# SDL's hint for how the window surface reaches the screen; "0" is its own framebuffer (MIT-SHM on X11).
FRAMEBUFFER_HINT = "SDL_FRAMEBUFFER_ACCELERATION"
# Drivers whose default, a texture of a GL renderer, redraws and uploads the whole window each update:
# 20-40 ms at 4K with a software GL (no GPU), where the shared-memory framebuffer sends only changed rectangles.
SHARED_FRAMEBUFFER_DRIVERS = ("x11",)


class PresentPath(enum.Enum):
    """How a frame reaches the display."""

    CHANGED = "changed"  # the window surface; only the rectangles that changed are sent, nothing at rest
    WHOLE = "whole"  # the whole window every frame: the old way, kept as the window benchmark's baseline
    GPU = "gpu"  # SDL's renderer scales the frame and draws the scanlines; whole frames, only changed ones
    AUTO = "auto"  # GPU where SDL's renderer is a real GPU, else CHANGED; decided at start-up


def resolve_present(wanted: PresentPath, *, headless: bool, driver: str) -> tuple[PresentPath, str]:
    """The present path a session uses, and why (AUTO probes SDL's renderer; headless is always CHANGED)."""
    if headless:
        return PresentPath.CHANGED, "headless"
    if wanted is not PresentPath.AUTO:
        return wanted, "asked for"
    if driver in INVISIBLE_DRIVERS:
        return PresentPath.CHANGED, f"the {driver!r} video driver has no GPU"
    accelerated, name = accelerated_renderer_available()
    if accelerated:
        return PresentPath.GPU, f"accelerated renderer {name}"
    return PresentPath.CHANGED, f"renderer {name} draws on the CPU"


def prefer_shared_framebuffer(driver: str, environ: MutableMapping[str, str]) -> bool:
    """Ask SDL for its own framebuffer on ``driver`` unless the person chose already; True if the hint was set."""
    if driver not in SHARED_FRAMEBUFFER_DRIVERS or FRAMEBUFFER_HINT in environ:
        return False
    environ[FRAMEBUFFER_HINT] = "0"  # read by SDL when the window surface is made, at each set_mode
    return True
