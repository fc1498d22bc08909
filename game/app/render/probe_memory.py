"""The last start's answer to the renderer probe, so that a start can open its window without waiting for it.

The probe (``gpu_probe.accelerated_renderer_available``) makes a hidden
window and a renderer to ask whether SDL has a real GPU: about 0.1 s on a
machine without one, spent before the first frame.  The answer hardly ever
changes between starts on one display, so it is kept in the cache folder,
keyed by what could change it (the video driver, the display, pygame's and
SDL's versions), and used by the next start with the same key.  That start
asks again once its first frame is on the screen and keeps the new answer,
so a machine that gained or lost a GPU is right from the start after.

It is a cache, not the player's: an entry that cannot be read, or was
written for another display, is asked again and written over.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass

import pygame

from game.app.render.gpu_probe import accelerated_renderer_available
from game.files import paths
from game.files.storage import read_regular, write_json_atomic

PROBE_FILE = "renderer.json"  # in the cache folder
READ_LIMIT = 4096  # bytes: an entry is a few dozen


@dataclass(frozen=True, slots=True)
class ProbeAnswer:
    """Whether SDL's renderer is a real GPU, its name, and whether the answer is the last start's."""

    accelerated: bool
    name: str
    remembered: bool = False


def probe_key(driver: str) -> str:
    """What the answer depends on: the video driver, the display it shows on, pygame's and SDL's versions."""
    display = os.environ.get("WAYLAND_DISPLAY") or os.environ.get("DISPLAY") or ""
    return f"{driver}|{display}|pygame {pygame.version.ver}|SDL {'.'.join(map(str, pygame.get_sdl_version()))}"


def remembered_answer(driver: str) -> ProbeAnswer | None:
    """The last start's answer for this driver and display, if it is kept and readable."""
    try:
        entry = json.loads(read_regular(paths.cache_dir() / PROBE_FILE, READ_LIMIT))
    except (OSError, ValueError):  # absent, unreadable (the storage errors are OSErrors) or not JSON
        return None
    if not isinstance(entry, dict) or entry.get("key") != probe_key(driver):
        return None
    accelerated, name = entry.get("accelerated"), entry.get("name")
    if not isinstance(accelerated, bool) or not isinstance(name, str):
        return None
    return ProbeAnswer(accelerated, name, remembered=True)


def probe_and_remember(driver: str) -> ProbeAnswer:
    """Ask SDL now and keep the answer for the next start (a cache that cannot be written is done without)."""
    accelerated, name = accelerated_renderer_available()
    try:
        write_json_atomic(paths.cache_dir() / PROBE_FILE,
                          {"key": probe_key(driver), "accelerated": accelerated, "name": name})
    except OSError:
        pass  # the next start asks again: slower by the probe, no worse
    return ProbeAnswer(accelerated, name)


def renderer_answer(driver: str) -> ProbeAnswer:
    """The last start's answer where there is one, else the probe's now."""
    return remembered_answer(driver) or probe_and_remember(driver)
