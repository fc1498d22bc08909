"""The retro screen: a fixed 320x180 canvas scaled by whole numbers, with an optional CRT look.

Scenes draw on ``Screen.surface`` at the logical resolution.  ``present``
scales it by the largest integer factor that fits the window (nearest
neighbour, so pixels stay crisp) and centres it with black bars.  The CRT
effect is a soft glow computed at the logical size (cheap: 320x180, not the
window) plus scanlines: the last window row of every logical row is shaded.

Presenting is the costly part of a frame -- a 1920x1080 window is eight
megabytes to write -- so only what changed is written.  The frame as last
shown is kept, composed (the glow added); a frame whose scenes' pixels are
unchanged costs nothing more, and otherwise only the bands of rows where
the composed frames differ (trimmed to the columns that differ) are scaled
into the window, which keeps the rest of its picture from the frame
before.  Comparing after the glow is added makes the change exact: a
light's halo is written only where it really changed.
Scaling goes in two steps: across first, into a window-wide strip at the
logical height (and a shaded twin of it for the scanlines, cheap at that
height), then down, by copying each widened row into its window rows as
whole rows of memory, which costs about half as much as scaling every
window pixel at 4K (``tictactoe-magic bench --only window``).  Anything that
replaces the window's picture (a new window, a resize, full screen) must
call ``invalidate`` so the next frame is whole.
"""

from __future__ import annotations

import numpy as np
import pygame

from game.app.limits import LOGICAL_SIZE  # the logical size is a bound on input too: defined with the others
from game.app.render.letterbox import LETTERBOX, letterbox_layout

GLOW_DOWNSCALE = 4  # the glow is the frame blurred by shrinking it this much
GLOW_STRENGTH = 72  # 0-255: how much of the blurred frame is added back
SCANLINE_SHADE = 150  # 0-255 multiplier for the dark row of each scaled pixel row
BAND_ROWS = 12  # logical rows per band when looking for what changed (divides 180)
# Writing unchanged pixels against the calls for one more rectangle, counted in window pixels, so a
# 4K window (a logical pixel is 144 of its own) cuts its changes finer than a small one.  Both were
# tuned at 1080p (scale 6), where they are 800 logical pixels and 24 columns.
#: Window pixels two touching rectangles may waste to be scaled as one.  (A bound relative to their
#: size let a big rectangle swallow every strip below it: a lit panel's outline became the whole panel.)
MERGE_WASTE = 28_800
SPLIT_GAP = 864  # unchanged columns times scale squared that split a band's change in two


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
        self._strips: dict[int, tuple[pygame.Surface, pygame.Surface]] = {}  # per scale: widened rows, shaded twin
        self._drawn: np.ndarray | None = None  # the scenes' pixels last presented, rows first
        self._composed: np.ndarray | None = None  # the same frame composed (glow and all): what the window shows
        self._shown_as: tuple | None = None  # (window size, crt, shift) it was presented with
        self.changed = True  # whether the last present (or changed_frame) had anything new to show

    @staticmethod
    def layout(window_size: tuple[int, int]) -> tuple[int, pygame.Rect]:
        """The integer scale and the letterboxed destination rectangle for a window size."""
        return letterbox_layout(window_size)

    def to_logical(self, window_pos: tuple[int, int], window_size: tuple[int, int]) -> tuple[int, int] | None:
        """The logical pixel under a window position, or None over the letterbox bars."""
        scale, rect = self.layout(window_size)
        if not rect.collidepoint(window_pos):
            return None
        return (window_pos[0] - rect.x) // scale, (window_pos[1] - rect.y) // scale

    def invalidate(self) -> None:
        """The window's picture is gone (new window, resize): the next ``present`` draws all of it."""
        self._drawn = self._composed = None

    def _already_shown(self, drawn: np.ndarray, shown_as: tuple) -> bool:
        """Whether the window shows these scenes' pixels at this size and CRT setting (the glow follows from them)."""
        return self._drawn is not None and self._shown_as == shown_as and np.array_equal(self._drawn, drawn)

    def _strip(self, scale: int) -> tuple[pygame.Surface, pygame.Surface]:
        """The window-wide, logical-height strip for this scale, and its twin for the scanlines' shaded rows."""
        strip = self._strips.get(scale)
        if strip is None:
            size = (LOGICAL_SIZE[0] * scale, LOGICAL_SIZE[1])
            strip = (pygame.Surface(size, 0, self.surface), pygame.Surface(size, 0, self.surface))
            self._strips = {scale: strip}  # only the current scale is worth keeping
        return strip

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

    def present(self, target: pygame.Surface, *, crt: bool, shift: tuple[int, int] = (0, 0)) -> list[pygame.Rect]:
        """Scale the logical frame onto ``target`` (the window), letterboxed, crisp; the window rects written.

        ``shift`` moves the picture that many window pixels from its place (``burn_in.orbit_offset``);
        a new shift redraws the whole window once.
        An empty list means the window already shows this frame: there is nothing to send to the display.
        """
        scale, rect = self.layout(target.get_size())
        rect = rect.move(shift)
        drawn = _pixels(self.surface)
        shown_as = (target.get_size(), crt, shift)
        self.changed = False
        if self._composed is not None and self._already_shown(drawn, shown_as):
            return []
        whole = self._composed is None or self._shown_as != shown_as
        frame = self.compose(crt=crt)
        composed = _pixels(frame)
        if whole:
            _fill_letterbox(target, rect)
            regions = [self.surface.get_rect()]
        else:
            # Compared after the glow is added, the change is exact: no margin for how far the glow reaches.
            regions = changed_regions(self._composed, composed, scale)
        self._drawn, self._composed, self._shown_as = drawn, composed, shown_as
        if not regions:
            return []  # changed pixels the glow and the frame make up for
        self.changed = True
        written = [self._scale_region(frame, region, scale, rect, crt, target) for region in regions]
        return [target.get_rect()] if whole else written  # the letterbox bars were painted too

    def changed_frame(self, window_size: tuple[int, int], *, crt: bool,
                      shift: tuple[int, int] = (0, 0)) -> pygame.Surface | None:
        """The composed frame if the window does not show it yet, else None (for a renderer, which draws whole frames).

        The same bookkeeping as ``present``: a frame equal to the one last shown at this
        window size, CRT setting and burn-in ``shift`` is not shown again, and ``invalidate`` forces the next.
        """
        drawn = _pixels(self.surface)
        shown_as = (window_size, crt, shift)
        self.changed = not self._already_shown(drawn, shown_as)
        if not self.changed:
            return None
        self._drawn, self._shown_as = drawn, shown_as
        return self.compose(crt=crt)

    def _scale_region(self, frame: pygame.Surface, region: pygame.Rect, scale: int, rect: pygame.Rect,
                      crt: bool, target: pygame.Surface) -> pygame.Rect:
        out = pygame.Rect(rect.x + region.x * scale, rect.y + region.y * scale, region.w * scale, region.h * scale)
        if scale == 1:
            target.blit(frame, out.topleft, region)
            return out.clip(target.get_rect())
        bounds = target.get_rect()
        if bounds.contains(out) and _same_pixels(frame, target):
            self._copy_rows(frame, region, scale, out, crt, target)
            return out
        # A window in another pixel format, or a region the burn-in orbit pushed past the window's edge (only
        # background lies there): scale the whole region, shade its scanlines, and let the blit clip it.
        picture = pygame.transform.scale(frame.subsurface(region), out.size)
        if crt:
            for y in range(scale - 1, out.h, scale):
                picture.fill((SCANLINE_SHADE,) * 3, (0, y, out.w, 1), special_flags=pygame.BLEND_MULT)
        target.blit(picture, out)
        return out.clip(bounds)

    def _copy_rows(self, frame: pygame.Surface, region: pygame.Rect, scale: int, out: pygame.Rect, crt: bool,
                   target: pygame.Surface) -> None:
        """Widen the region's rows into the strip, then copy each into its ``scale`` window rows (the last shaded)."""
        strip, shaded = self._strip(scale)
        across = pygame.Rect(region.x * scale, region.y, out.w, region.h)
        pygame.transform.scale(frame.subsurface(region), across.size, strip.subsurface(across))
        if crt:
            shaded.blit(strip, across, across)
            shaded.fill((SCANLINE_SHADE,) * 3, across, special_flags=pygame.BLEND_MULT)
        # Pixel views lock their surfaces; each is dropped before anything else draws on them.
        rows = pygame.surfarray.pixels2d(strip).T[across.top:across.bottom, across.left:across.right]
        window = pygame.surfarray.pixels2d(target).T[out.top:out.bottom, out.left:out.right]
        window = window.reshape(region.h, scale, out.w)  # each logical row's ``scale`` window rows
        try:
            if crt:
                window[:, :-1, :] = rows[:, None, :]
                dark = pygame.surfarray.pixels2d(shaded).T[across.top:across.bottom, across.left:across.right]
                window[:, -1, :] = dark
                del dark
            else:
                window[:] = rows[:, None, :]
        finally:
            del rows, window


def _same_pixels(frame: pygame.Surface, target: pygame.Surface) -> bool:
    """Whether the window stores pixels exactly as the frame does, so rows can be copied as memory."""
    return target.get_bytesize() == frame.get_bytesize() == 4 and target.get_masks() == frame.get_masks()


def _pixels(surface: pygame.Surface) -> np.ndarray:
    """A copy of a surface's pixels as a (height, width) array of mapped colours, rows first as in memory."""
    view = pygame.surfarray.pixels2d(surface)
    try:
        return view.T.copy()
    finally:
        del view  # a pixel view locks the surface; scaling needs it unlocked


def _fill_letterbox(target: pygame.Surface, picture: pygame.Rect) -> None:
    """Black out the window around the picture (the picture itself is about to be drawn)."""
    width, height = target.get_size()
    top = max(picture.top, 0)
    bottom = min(picture.bottom, height)
    for bar in (
        pygame.Rect(0, 0, width, top),
        pygame.Rect(0, bottom, width, height - bottom),
        pygame.Rect(0, top, max(picture.left, 0), bottom - top),
        pygame.Rect(picture.right, top, width - picture.right, bottom - top),
    ):
        if bar.w > 0 and bar.h > 0:
            target.fill(LETTERBOX, bar)


def changed_regions(before: np.ndarray, after: np.ndarray, scale: int = 1) -> list[pygame.Rect]:
    """Logical rectangles covering every pixel that differs between two (height, width) pixel arrays.

    The rows are cut into bands.  In each band with a change, the changed
    columns are split where a gap wider than ``SPLIT_GAP`` allows at this
    ``scale`` parts them (the attract mode's dozen boards change a cell each,
    far apart); each piece, with the band's changed rows, is one rectangle.  A
    rectangle merges into one from the band above that it touches when the two
    as one would waste fewer pixels than ``MERGE_WASTE`` allows at this scale.
    """
    waste, split_gap = (max(1, window_pixels // (scale * scale)) for window_pixels in (MERGE_WASTE, SPLIT_GAP))
    diff = before != after
    height, width = diff.shape
    bands = height // BAND_ROWS
    rows = diff.any(axis=1).reshape(bands, BAND_ROWS)
    live = np.flatnonzero(rows.any(axis=1))
    if not len(live):
        return []
    cols = diff.reshape(bands, BAND_ROWS, width).any(axis=1)
    top = rows.argmax(axis=1)
    bottom = BAND_ROWS - rows[:, ::-1].argmax(axis=1)
    merged: list[pygame.Rect] = []
    above: list[pygame.Rect] = []  # rectangles reaching the band before, which a new one may join
    for band in live:
        changed = np.flatnonzero(cols[band])
        breaks = np.flatnonzero(np.diff(changed) > split_gap)
        starts = [changed[0], *changed[breaks + 1]]
        ends = [*changed[breaks], changed[-1]]
        y0, y1 = band * BAND_ROWS + int(top[band]), band * BAND_ROWS + int(bottom[band])
        reaching = []
        for x0, x1 in zip(starts, ends):
            rect = pygame.Rect(int(x0), y0, int(x1) + 1 - int(x0), y1 - y0)
            joined = next((other for other in above if _worth_joining(other, rect, waste)), None)
            if joined is None:
                merged.append(rect)
                reaching.append(rect)
            else:
                joined.union_ip(rect)
                reaching.append(joined)
        above = reaching
    return merged


def _worth_joining(a: pygame.Rect, b: pygame.Rect, waste: int) -> bool:
    """Whether two rectangles touch and their union writes few pixels that neither needs."""
    if not (a.left < b.right and b.left < a.right and a.top <= b.bottom and b.top <= a.bottom):
        return False
    union, overlap = a.union(b), a.clip(b)
    wasted = union.w * union.h - (a.w * a.h + b.w * b.h - overlap.w * overlap.h)
    return wasted <= waste
