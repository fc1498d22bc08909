"""The ``window`` section's figures and report: a markdown table, a row per size, window manager and scene state."""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass

from game.commands.bench.measure import Measurement, value_text


@dataclass(frozen=True, slots=True)
class WindowFigure:
    """One scene state timed in the game's own paced loop in a real full-screen window."""

    size: str  # "3840x2160"
    wm: str  # "none" or "openbox"
    scene: str  # one of WINDOW_SCENES
    present: str  # a PresentPath value
    frames_ms: tuple[float, ...] = ()  # draw + present of each frame
    seconds: float = 0.0  # wall time of the window of frames
    cpu_seconds: float = 0.0  # the game process's user + system time over it
    xvfb_cpu_seconds: float | None = None  # the X server's, when it is ours
    moves: int = 0  # moves played while timed: proof the screen was busy
    unavailable: str | None = None  # why this path could not run
    framebuffer: str = ""  # SDL_FRAMEBUFFER_ACCELERATION as the game ran ("0": SDL's shared-memory framebuffer)
    default: bool = False  # the way the game presents when nobody chooses: no --renderer, no SDL variable

    @property
    def route(self) -> str:
        """The present path and, for the window surface's paths, how SDL sends that surface to the screen."""
        return self.present if self.present == "gpu" else f"{self.present} (framebuffer {self.framebuffer or 'unset'})"

    @property
    def fps(self) -> float:
        """Frames shown a second."""
        return len(self.frames_ms) / self.seconds if self.seconds else 0.0

    def as_dict(self) -> dict[str, object]:
        """The JSON form: one flat object."""
        timed = Measurement(self.scene, "ms", self.frames_ms or (0.0,))
        per_cent = 100 / self.seconds if self.seconds else 0.0
        return {
            "size": self.size, "wm": self.wm, "scene": self.scene, "present": self.present,
            "fps": self.fps, "frame_median_ms": timed.median, "frame_p99_ms": timed.p99,
            "cpu_percent": self.cpu_seconds * per_cent,
            "xvfb_cpu_percent": None if self.xvfb_cpu_seconds is None else self.xvfb_cpu_seconds * per_cent,
            "frames": len(self.frames_ms), "moves": self.moves, "unavailable": self.unavailable,
            "framebuffer": self.framebuffer, "default": self.default,
        }


@dataclass(frozen=True, slots=True)
class WindowReport:
    """The window section's results: every figure, the first frames, and the display they were taken on."""

    figures: list[WindowFigure]
    first: list[Measurement]
    about: dict[str, object]

    def text(self) -> str:
        """The markdown table."""
        return window_text(self.figures, self.first, self.about)

    def as_json(self) -> dict[str, object]:
        """One object per measurement, the first frames, and the display."""
        return {"display": self.about, "measurements": [f.as_dict() for f in self.figures],
                "first_frame": {m.name: m.as_dict() for m in self.first}}


def display_about(figures: list[WindowFigure]) -> dict[str, object]:
    """The display side of the machine: SDL's version, the X server and its sizes."""
    import pygame

    server = "Xvfb" if shutil.which("Xvfb") else f"$DISPLAY {os.environ.get('DISPLAY', '')}"
    sizes = sorted({f.size for f in figures}, key=lambda s: int(s.split("x")[0]))
    return {"sdl": ".".join(map(str, pygame.get_sdl_version())), "server": server, "sizes": sizes,
            "wm": sorted({f.wm for f in figures})}


def _window_cells(figure: WindowFigure | None) -> list[str]:
    """One present path's cells in a row: fps, frame median, frame p99, CPU of the game / of the X server."""
    if figure is None:
        return ["", "", "", ""]
    if figure.unavailable:
        return [f"unavailable: {figure.unavailable.replace('|', '/')}", "", "", ""]
    row = figure.as_dict()
    server = "" if row["xvfb_cpu_percent"] is None else f" / {row['xvfb_cpu_percent']:.0f}%"
    return [f"{row['fps']:.1f}", f"{row['frame_median_ms']:.2f} ms", f"{row['frame_p99_ms']:.2f} ms",
            f"{row['cpu_percent']:.0f}%{server}"]


def window_text(figures: list[WindowFigure], first: list[Measurement], about: dict[str, object]) -> str:
    """The window section's report: a markdown table, a row per size, window manager and scene, paths side by side."""
    paths = list(dict.fromkeys(f.route for f in figures))
    defaults = {f.route for f in figures if f.default}
    rows = list(dict.fromkeys((f.size, f.wm, f.scene) for f in figures))
    found = {(f.size, f.wm, f.scene, f.route): f for f in figures}
    lines = [f"[window] a real full-screen window: the game's own paced 60 Hz loop, frame = draw + present "
             f"(the display update included), CPU = the game's / the X server's share of one core; "
             f"SDL {about['sdl']}, {about['server']} at {', '.join(about['sizes'])}",  # type: ignore[arg-type]
             "",
             f"the game's default: {', '.join(sorted(defaults)) or 'none of these'}",
             "",
             "| size | wm | scene | " + " | ".join(f"{p}: fps | median | p99 | CPU" for p in paths) + " |",
             "| --- | --- | --- | " + " | ".join("--- | --- | --- | ---" for _ in paths) + " |"]
    for size, wm, scene in rows:
        cells = [c for p in paths for c in _window_cells(found.get((size, wm, scene, p)))]
        lines.append(f"| {size} | {wm} | {scene} | " + " | ".join(cells) + " |")
    if first:
        lines.append("")
    for m in first:
        lines.append(f"  {m.name:<36} {value_text(m.median, m.unit):>14} {m.unit}   (median of {len(m.samples)})")
    return "\n".join(lines)
