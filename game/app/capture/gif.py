"""Frames to GIF bytes: scaled with the CRT's scanlines, timed to the game, on one palette for the clip.

Shared by ``tictactoe-magic clip`` (a recording or the attract mode) and F9
in the game (its last seconds).  Every frame is mapped onto one palette made
from the clip's own colours, so the same frames give the same bytes.
"""

from __future__ import annotations

import io
from collections.abc import Iterator

import numpy as np

from game.app.render.screen import SCANLINE_SHADE

from .gif_timing import Shown, timed

PALETTE_COLOURS = 256  # all a GIF frame can hold
PALETTE_SAMPLES = 16  # frames, spread over the clip, whose colours make its one palette


class ClipError(ValueError):
    """The clip cannot be made as asked; the message is one line for the person."""


def shaded(pixels: np.ndarray) -> np.ndarray:
    """Pixels as a CRT's scanline shows them."""
    return (pixels.astype(np.uint16) * SCANLINE_SHADE // 255).astype(np.uint8)


def frames(app, start: int, end: int | None, crt: bool) -> Iterator[np.ndarray]:
    """Each tick's logical frame, as shown, from tick ``start`` until ``end`` or the session's end."""
    import pygame

    while not app.done and (end is None or app.ctx.tick < end):
        app.poll()
        app.step()
        if app.ctx.tick > start:  # drawn only when kept; the window is never looked at (the clip is composed here)
            app.draw()
            frame = app.screen.compose(crt=crt)
            pixels = np.frombuffer(pygame.image.tobytes(frame, "RGB"), np.uint8)  # rows of pixels: one copy
            yield pixels.reshape(frame.get_height(), frame.get_width(), 3)


def palette_image(pictures: list[np.ndarray]):
    """One palette for the whole clip, from the colours of frames spread over it."""
    from PIL import Image

    step = max(1, len(pictures) // PALETTE_SAMPLES)
    sample = np.concatenate(pictures[::step][:PALETTE_SAMPLES], axis=0)
    return Image.fromarray(sample).quantize(PALETTE_COLOURS, method=Image.Quantize.MEDIANCUT)


def on_palette(picture: np.ndarray, palette, scale: int, crt: bool):
    """The frame blown up ``scale`` times, on the clip's palette.

    Mapped at its own size, then its palette indexes blown up: without dithering
    each pixel's colour maps alone, so this is the blown-up frame mapped, at a
    fraction of the cost (a CRT's shaded rows are mapped from the shaded frame).
    """
    from PIL import Image

    def mapped(frame: np.ndarray):
        return Image.fromarray(frame).quantize(palette=palette, dither=Image.Dither.NONE)

    small = mapped(picture)
    big = np.asarray(small).repeat(scale, axis=0).repeat(scale, axis=1)
    if crt and scale > 1:
        big[scale - 1::scale] = np.asarray(mapped(shaded(picture))).repeat(scale, axis=1)
    image = Image.fromarray(big, "P")
    image.putpalette(small.getpalette())
    return image


def encode(shown: list[Shown], scale: int, crt: bool) -> bytes:
    """The GIF's bytes: every frame on the clip's one palette, each with its delay, looping forever."""
    from PIL import Image

    palette = palette_image([s.picture for s in shown])
    images = [on_palette(s.picture, palette, scale, crt) for s in shown]
    out = io.BytesIO()
    images[0].save(out, "GIF", save_all=True, append_images=images[1:], loop=0, optimize=False,
                   duration=[s.delay_cs * 10 for s in shown], disposal=1)
    return out.getvalue()


def make_clip(app, start: int, end: int | None, scale: int, crt: bool, tick_rate: int) -> bytes:
    """Run ``app`` (a headless ``App``) and encode its frames from ``start`` to ``end`` as a GIF."""
    shown = timed(frames(app, start, end, crt), tick_rate, lambda a, b: np.array_equal(a, b))
    if not shown:
        raise ClipError("nothing to show: the clip's start is at or past its end")
    return encode(shown, scale, crt)
