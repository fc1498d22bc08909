"""The GPU way to the window: SDL's renderer scales the frame and lays the scanlines over it.

The software way (``Screen.present``) writes every window pixel of what
changed with the CPU and sends those rectangles to the display.  Here the
composed 320x180 frame (glow included, ``Screen.compose``) is uploaded as a
streaming texture, only when it changed, and the renderer draws it scaled
by the whole-number factor into the letterboxed rectangle (nearest
neighbour), then, with the CRT look, a one-pixel-wide scanline mask
stretched over the picture and multiplied in (``SDL_BLENDMODE_MOD``): the
same picture as the software way, to a rounding step on the shaded rows.
A renderer shows whole frames: each changed frame is drawn and presented
whole, with vsync where the renderer offers it.

Whether the renderer is worth it depends on what draws: a real GPU does it
for nearly nothing, a software rasteriser (Mesa's llvmpipe behind an
"opengl" renderer, SDL's own "software" one) writes the whole window on the
CPU every changed frame.  ``gpu_probe`` tells them apart at start-up.
"""

from __future__ import annotations

import pygame
from pygame._sdl2 import video

from game.app.limits import LOGICAL_SIZE
from game.app.render.gpu_probe import SDL_RENDERER_PRESENTVSYNC, renderer_info
from game.app.render.screen import SCANLINE_SHADE, Screen

LETTERBOX = (0, 0, 0, 255)
SDL_BLENDMODE_MOD = 4


class GpuWindow:
    """A window drawn by SDL's renderer: the letterboxed, scaled frame with the CRT's scanlines."""

    def __init__(self, title: str, size: tuple[int, int], *, fullscreen: bool, vsync: bool = True) -> None:
        if fullscreen:
            self.window = pygame.Window(title, size, fullscreen_desktop=True)
        else:
            self.window = pygame.Window(title, size, resizable=True)
        try:
            self.renderer = video.Renderer(self.window, vsync=vsync)
            info = renderer_info(self.window)
            self.vsync = bool(vsync and info is not None and info[1] & SDL_RENDERER_PRESENTVSYNC)
            self.frame = video.Texture(self.renderer, LOGICAL_SIZE, streaming=True,
                                       scale_quality=video.SCALEQUALITY_NEAREST)
        except BaseException:
            self.window.destroy()
            raise
        self._mask: tuple[int, video.Texture] | None = None  # the scanline mask and the scale it is for
        self._crt = False
        self._shift = (0, 0)  # the burn-in orbit's offset, in window pixels

    @property
    def size(self) -> tuple[int, int]:
        """The window's size in pixels."""
        return self.window.size

    def _scanlines(self, scale: int) -> video.Texture:
        """A one-pixel-wide column, the picture's height: white, the last row of each logical row shaded."""
        if self._mask is None or self._mask[0] != scale:
            column = pygame.Surface((1, LOGICAL_SIZE[1] * scale))
            column.fill((255, 255, 255))
            for y in range(scale - 1, column.get_height(), scale):
                column.set_at((0, y), (SCANLINE_SHADE,) * 3)
            texture = video.Texture.from_surface(self.renderer, column)
            texture.blend_mode = SDL_BLENDMODE_MOD
            self._mask = (scale, texture)
        return self._mask[1]

    def _draw(self) -> None:
        """Draw the last uploaded frame into the back buffer, letterboxed and scaled."""
        size = self.size
        renderer = self.renderer
        renderer.draw_color = LETTERBOX
        renderer.clear()
        if size[0] < LOGICAL_SIZE[0] or size[1] < LOGICAL_SIZE[1]:
            self.frame.draw(None, pygame.Rect((0, 0), size))  # smaller than the frame: squeezed, as in software
            return
        scale, rect = Screen.layout(size)
        rect = rect.move(self._shift)
        self.frame.draw(None, rect)
        if self._crt and scale > 1:
            self._scanlines(scale).draw(None, rect)

    def show(self, frame: pygame.Surface, *, crt: bool, shift: tuple[int, int] = (0, 0)) -> None:
        """Upload the composed logical frame and present it, ``shift`` window pixels from home (the burn-in orbit);
        waits for the refresh when vsync is on."""
        self.frame.update(frame)
        self._crt, self._shift = crt, shift
        self._draw()
        self.renderer.present()

    def read_pixels(self) -> pygame.Surface:
        """The window's picture as last shown, read back from the renderer."""
        self._draw()  # after a present the back buffer's content is undefined: draw it again, do not present
        return self.renderer.to_surface()

    def close(self) -> None:
        """Destroy the window (and its renderer with it)."""
        self.window.destroy()
