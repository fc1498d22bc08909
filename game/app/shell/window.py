"""The session's window: opening it (full screen or as the player left it), its focus settling, showing frames in it.

Frames reach the window one of two ways (``present.PresentPath``): through
the display module's surface, only the rectangles that changed, or on the
GPU path through a renderer, whose window is of its own kind.  This module
hides which from the rest of the shell: ``size``, ``picture``,
``to_logical`` and ``present`` answer the same either way.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.app.render.gpu import GpuWindow
from game.app.render.screen import LOGICAL_SIZE, Screen
from game.app.shell.boot import TITLE, display_window
from game.app.shell.options import NoDisplayError
from game.app.shell.present import PresentChoice, PresentPath

MODE_SETTLE_POLLS = 30  # frames after a window (re)opens whose focus losses are its own doing
#: Window events after which the window's picture must be drawn whole again.
REPAINT_EVENTS = frozenset({pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED, pygame.WINDOWEXPOSED, pygame.VIDEOEXPOSE})
_FOCUS_EVENTS = (pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED, pygame.ACTIVEEVENT)

#: The burn-in orbit's offset for a picture at a given scale.
Orbit = Callable[[int], tuple[int, int]]


class Window:
    """The window a session's frames are shown in, by the present path chosen for it."""

    def __init__(self, screen: Screen, choice: PresentChoice, windowed_size: tuple[int, int]) -> None:
        self.screen = screen
        self.path, self.reason = choice.path, choice.reason
        self.remembered = choice.remembered  # the path was a past session's answer (``probe_memory``)
        self.windowed_size = windowed_size  # the window to come back to from full screen
        self.windowed_position: tuple[int, int] | None = None  # None: centred on the screen
        self.gpu: GpuWindow | None = None
        self.settling = 0  # polls left whose focus losses are the new window's own

    def open(self, fullscreen: bool) -> None:
        """Open the window full screen or as the remembered window (size and place); its picture is redrawn whole.

        Each switch makes a new window, which pygame opens where the last one was.  A window
        manager moves a full-screen window to the screen's corner itself; without one (a kiosk)
        nothing does, and the picture would start at the old window's corner and run off the right
        and the bottom of the screen.  So the window goes to the corner first, and coming back the
        new window is put where the old one stood (or centred, if the session started full screen).
        """
        if self.path is PresentPath.GPU:
            self._open_gpu(fullscreen)
            return
        try:
            if fullscreen:
                if pygame.display.get_surface() is not None:
                    display_window().position = (0, 0)
                pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            else:
                pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
                if display_window().size != self.windowed_size:
                    # With SDL's shared-memory framebuffer (X11) a window leaving full screen keeps the screen's size.
                    display_window().size = self.windowed_size
                    pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
                display_window().position = self.windowed_position or pygame.WINDOWPOS_CENTERED
        except pygame.error as err:
            raise NoDisplayError(str(err)) from None
        self.adopt()

    def adopt(self) -> None:
        """What every newly opened display-module window needs before the first frame (``boot``'s too)."""
        self.screen.invalidate()
        pygame.display.set_caption(TITLE)
        display_window().minimum_size = LOGICAL_SIZE
        self._settle()

    def _settle(self) -> None:
        # A new window reports focus changes of its own making, some of them frames later;
        # they are not the player leaving.
        pygame.event.clear(_FOCUS_EVENTS)
        self.settling = MODE_SETTLE_POLLS

    def _open_gpu(self, fullscreen: bool) -> None:
        """The GPU path's window: a new one with its renderer (the display module's window cannot have one)."""
        size = self.windowed_size
        if fullscreen:
            size = pygame.display.get_desktop_sizes()[0]
        try:
            new = GpuWindow(TITLE, size, fullscreen=fullscreen)
        except pygame.error as err:
            raise NoDisplayError(str(err)) from None  # the old window, if any, stays
        old, self.gpu = self.gpu, new
        if old is not None:
            old.close()
        new.window.minimum_size = LOGICAL_SIZE
        self.screen.invalidate()
        self._settle()

    def leave_windowed(self) -> None:
        """Remember the window as the player leaves it for full screen, to come back to it."""
        self.windowed_size = self.size()
        if self.path is not PresentPath.GPU:
            self.windowed_position = display_window().position

    def seen(self, event: pygame.event.Event) -> bool:
        """Note one SDL event; False for a focus loss the window made itself (dropped, not the player's)."""
        if event.type in REPAINT_EVENTS:
            self.screen.invalidate()
        return not (event.type == pygame.WINDOWFOCUSLOST and self.settling > 0)

    def polled(self) -> None:
        """One poll of the events is over."""
        self.settling = max(0, self.settling - 1)

    def size(self) -> tuple[int, int]:
        """The window's size in pixels, whichever way frames reach it."""
        if self.gpu is not None:
            return self.gpu.size
        return pygame.display.get_surface().get_size()

    def picture(self) -> pygame.Surface:
        """The window's picture as last shown (read back from the renderer on the GPU path)."""
        if self.gpu is not None:
            return self.gpu.read_pixels()
        return pygame.display.get_surface()

    def to_logical(self, window_pos: tuple[int, int]) -> tuple[int, int] | None:
        """A point in the window as a logical pixel; None in the letterbox."""
        return self.screen.to_logical(window_pos, self.size())

    def present(self, scanlines: bool, orbit: Orbit) -> bool:
        """Show the logical frame in the window, scaled and letterboxed: only the parts that changed.

        Sending the window to the display is most of a frame's cost (33 MB at 4K), so
        only the rectangles ``Screen.present`` wrote are sent, and nothing when nothing changed.
        On the GPU path a changed frame is uploaded and drawn whole by the renderer.
        True when the frame was presented with vsync (the present already waited for the refresh).
        """
        if self.gpu is not None:
            return self._present_gpu(self.gpu, scanlines, orbit)
        window = pygame.display.get_surface()
        if window.get_width() < LOGICAL_SIZE[0] or window.get_height() < LOGICAL_SIZE[1]:
            # Smaller than one logical pixel each (only before the window manager applies the minimum).
            pygame.transform.scale(self.screen.compose(crt=False), window.get_size(), window)
            self.screen.invalidate()
            pygame.display.flip()
            return False
        shift = orbit(self.screen.layout(window.get_size())[0])
        written = self.screen.present(window, crt=scanlines, shift=shift)
        if self.path is PresentPath.WHOLE:
            pygame.display.flip()
        elif written:
            pygame.display.update(written)
        return False

    def _present_gpu(self, gpu: GpuWindow, scanlines: bool, orbit: Orbit) -> bool:
        size = gpu.size
        crt = scanlines and size[0] >= LOGICAL_SIZE[0] and size[1] >= LOGICAL_SIZE[1]
        shift = orbit(self.screen.layout(size)[0])
        frame = self.screen.changed_frame(size, crt=crt, shift=shift)
        if frame is None:
            return False  # the window shows this frame already: present nothing
        gpu.show(frame, crt=crt, shift=shift)
        return gpu.vsync

    def close(self) -> None:
        """Close the GPU path's window (the display module's closes with pygame)."""
        gpu, self.gpu = self.gpu, None
        if gpu is not None:
            gpu.close()
