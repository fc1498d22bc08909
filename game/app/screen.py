"""The retro screen: a fixed 320x180 canvas scaled by whole numbers, with an optional CRT look.

Scenes draw on ``Screen.surface`` at the logical resolution.  ``present``
scales it by the largest integer factor that fits the window (nearest
neighbour, so pixels stay crisp) and centres it with black bars.  The CRT
effect is a soft glow computed at the logical size (cheap: 320x180, not the
window) plus a scanline overlay built once per window size.
"""

from __future__ import annotations

import pygame

LOGICAL_SIZE = (320, 180)
LETTERBOX = (0, 0, 0)
GLOW_DOWNSCALE = 4  # the glow is the frame blurred by shrinking it this much
GLOW_STRENGTH = 72  # 0-255: how much of the blurred frame is added back
SCANLINE_SHADE = 150  # 0-255 multiplier for the dark row of each scaled pixel row


class Screen:
    """The logical canvas and the way it reaches the window."""

    def __init__(self) -> None:
        self.surface = pygame.Surface(LOGICAL_SIZE)
        self._composite = pygame.Surface(LOGICAL_SIZE)
        small = (LOGICAL_SIZE[0] // GLOW_DOWNSCALE, LOGICAL_SIZE[1] // GLOW_DOWNSCALE)
        self._glow_small = pygame.Surface(small)
        self._glow = pygame.Surface(LOGICAL_SIZE)
        self._glow_tint = pygame.Surface(LOGICAL_SIZE)
        self._glow_tint.fill((GLOW_STRENGTH,) * 3)
        self._scanlines: dict[int, pygame.Surface] = {}

    @staticmethod
    def layout(window_size: tuple[int, int]) -> tuple[int, pygame.Rect]:
        """The integer scale and the letterboxed destination rectangle for a window size."""
        lw, lh = LOGICAL_SIZE
        scale = max(1, min(window_size[0] // lw, window_size[1] // lh))
        rect = pygame.Rect(0, 0, lw * scale, lh * scale)
        rect.center = (window_size[0] // 2, window_size[1] // 2)
        return scale, rect

    def to_logical(self, window_pos: tuple[int, int], window_size: tuple[int, int]) -> tuple[int, int] | None:
        """The logical pixel under a window position, or None over the letterbox bars."""
        scale, rect = self.layout(window_size)
        if not rect.collidepoint(window_pos):
            return None
        return (window_pos[0] - rect.x) // scale, (window_pos[1] - rect.y) // scale

    def _scanline_overlay(self, scale: int) -> pygame.Surface:
        overlay = self._scanlines.get(scale)
        if overlay is None:
            # Built once per scale: the last window row of every logical row is shaded.
            overlay = pygame.Surface((LOGICAL_SIZE[0] * scale, LOGICAL_SIZE[1] * scale))
            overlay.fill((255, 255, 255))
            for y in range(scale - 1, overlay.get_height(), scale):
                overlay.fill((SCANLINE_SHADE,) * 3, (0, y, overlay.get_width(), 1))
            self._scanlines = {scale: overlay}  # only the current scale is worth keeping
        return overlay

    def compose(self, *, crt: bool) -> pygame.Surface:
        """The logical frame as it will be shown (with the glow when the CRT look is on)."""
        if not crt:
            return self.surface
        pygame.transform.smoothscale(self.surface, self._glow_small.get_size(), self._glow_small)
        pygame.transform.smoothscale(self._glow_small, LOGICAL_SIZE, self._glow)
        self._glow.blit(self._glow_tint, (0, 0), special_flags=pygame.BLEND_MULT)
        self._composite.blit(self.surface, (0, 0))
        self._composite.blit(self._glow, (0, 0), special_flags=pygame.BLEND_ADD)
        return self._composite

    def present(self, target: pygame.Surface, *, crt: bool) -> None:
        """Scale the logical frame onto ``target`` (the window), letterboxed, crisp."""
        scale, rect = self.layout(target.get_size())
        frame = self.compose(crt=crt)
        target.fill(LETTERBOX)
        destination = target.subsurface(rect)
        if scale == 1:
            destination.blit(frame, (0, 0))
        else:
            pygame.transform.scale(frame, rect.size, destination)
        if crt and scale >= 2:
            destination.blit(self._scanline_overlay(scale), (0, 0), special_flags=pygame.BLEND_MULT)
