"""Which renderer SDL gives a window, and whether it is a real GPU: the start-up probe of the present path.

Kept apart from ``gpu`` (the renderer's drawing, which needs numpy through
the screen) so that the first window can be opened before the rest of the
game is imported (``game.app.shell.boot``).  A software rasteriser (Mesa's
llvmpipe behind an "opengl" renderer, SDL's own "software" one) is told from
a GPU by the names SDL and OpenGL give.
"""

from __future__ import annotations

import ctypes
import sys

import pygame
from pygame._sdl2 import video

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
