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
CPU every changed frame.  ``software_rasteriser`` tells them apart by the
names SDL and OpenGL give.
"""

from __future__ import annotations

import ctypes
import sys

import pygame
from pygame._sdl2 import video

from game.app.limits import LOGICAL_SIZE
from game.app.render.screen import SCANLINE_SHADE, Screen

LETTERBOX = (0, 0, 0, 255)
SDL_BLENDMODE_MOD = 4
SDL_RENDERER_SOFTWARE = 0x1
SDL_RENDERER_PRESENTVSYNC = 0x4
GL_RENDERER = 0x1F01
#: Words in an OpenGL renderer string that mean the CPU does the drawing.
SOFTWARE_GL_WORDS = ("llvmpipe", "softpipe", "swrast", "software", "swiftshader", "lavapipe", "gdi generic")
#: Libraries an SDL OpenGL renderer may have loaded, whose glGetString names the driver.
GL_LIBRARIES = ("libGL.so.1", "libOpenGL.so.0", "libGLESv2.so.2")


class _RendererInfo(ctypes.Structure):
    _fields_ = [("name", ctypes.c_char_p), ("flags", ctypes.c_uint32), ("num_texture_formats", ctypes.c_uint32),
                ("texture_formats", ctypes.c_uint32 * 16), ("max_texture_width", ctypes.c_int),
                ("max_texture_height", ctypes.c_int)]


def _sdl_library() -> ctypes.CDLL | None:
    """The SDL library pygame loaded (None where it cannot be found)."""
    try:
        with open("/proc/self/maps") as maps:
            path = next((line.split()[-1] for line in maps if "libSDL2-2" in line), None)
    except OSError:
        path = None
    if path is None and sys.platform == "win32":
        path = "SDL2.dll"
    if path is None:
        return None
    try:
        sdl = ctypes.CDLL(path)
    except OSError:
        return None
    sdl.SDL_GetWindowFromID.restype = ctypes.c_void_p
    sdl.SDL_GetWindowFromID.argtypes = [ctypes.c_uint32]
    sdl.SDL_GetRenderer.restype = ctypes.c_void_p
    sdl.SDL_GetRenderer.argtypes = [ctypes.c_void_p]
    sdl.SDL_GetRendererInfo.argtypes = [ctypes.c_void_p, ctypes.POINTER(_RendererInfo)]
    return sdl


def renderer_info(window: pygame.Window) -> tuple[str, int] | None:
    """The name and flags SDL gives the renderer of a window (None if SDL cannot be asked)."""
    sdl = _sdl_library()
    if sdl is None:
        return None
    renderer = sdl.SDL_GetRenderer(sdl.SDL_GetWindowFromID(window.id))
    info = _RendererInfo()
    if not renderer or sdl.SDL_GetRendererInfo(renderer, ctypes.byref(info)) != 0:
        return None
    return (info.name or b"").decode("ascii", "replace"), info.flags


def gl_renderer_name() -> str | None:
    """OpenGL's name for the driver of the current context (the renderer just made), if there is one."""
    for name in GL_LIBRARIES:
        try:
            gl = ctypes.CDLL(name)
        except OSError:
            continue
        gl.glGetString.restype = ctypes.c_char_p
        gl.glGetString.argtypes = [ctypes.c_uint]
        value = gl.glGetString(GL_RENDERER)
        if value:
            return value.decode("ascii", "replace")
    return None


def software_rasteriser(name: str, flags: int, gl_name: str | None) -> bool:
    """Whether a renderer (SDL name and flags, OpenGL's driver name) draws on the CPU."""
    if flags & SDL_RENDERER_SOFTWARE or name == "software":
        return True
    return gl_name is not None and any(word in gl_name.lower() for word in SOFTWARE_GL_WORDS)


def describe_renderer(window: pygame.Window) -> tuple[str, bool]:
    """A one-line name of a window's renderer ("opengl: llvmpipe ...") and whether it draws on the CPU."""
    info = renderer_info(window)
    if info is None:
        return "unknown (SDL could not be asked)", False  # nothing to go on: SDL chose it first
    name, flags = info
    gl_name = gl_renderer_name() if "gl" in name else None
    label = f"{name}: {gl_name}" if gl_name else name
    return label, software_rasteriser(name, flags, gl_name)


def accelerated_renderer_available() -> tuple[bool, str]:
    """Start-up probe: whether SDL's first renderer is a real GPU, and its name (a hidden window, closed again)."""
    try:
        window = pygame.Window("probe", (64, 64), hidden=True)
    except pygame.error as err:
        return False, f"no window: {err}"
    try:
        renderer = video.Renderer(window)  # kept until asked about: a dropped renderer is destroyed at once
        label, software = describe_renderer(window)
        del renderer
    except pygame.error as err:
        return False, f"no renderer: {err}"
    finally:
        window.destroy()
    return not software, label


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
