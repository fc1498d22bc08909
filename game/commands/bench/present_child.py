"""The child of ``tools/present_measure.py``: the real loop (``App.run``) on $DISPLAY, its shown frames timed.

    python -m game.commands.bench.present_child SPEC

SPEC is JSON: ``seconds``, ``path`` (a ``PresentPath`` value), and
``scene`` or ``replay`` (a recording to play at real speed), ``windowed``
(a size) or full screen.  Prints one JSON line: the path the game took and
why, loop frames and shown frames a second, a shown frame's median and p99
(drawing and presenting, vsync wait included), and the CPU the process used.
A present path shows nothing when nothing changed, so only frames that sent
a picture are counted as shown.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

from game.commands.proc_cpu import cpu_seconds

#: Frames run before timing: the first frames open the window.
SETTLE_FRAMES = 30


class ShownFrames:
    """Hooks on the app's draw and present (and the GPU window's show) noting which frames sent a picture."""

    def __init__(self, app: Any, deadline: float) -> None:
        from game.app.render.gpu import GpuWindow

        self.app, self.deadline = app, deadline
        self.loops, self.shown, self.times = 0, 0, []
        self._start, self._showed = 0, False
        self.draw, self.present = app.draw, app.present
        screen_present, gpu_show = app.screen.present, GpuWindow.show

        def noted_present(*args: Any, **kwargs: Any) -> Any:
            written = screen_present(*args, **kwargs)
            self._showed = self._showed or bool(written)
            return written

        def noted_show(window: Any, *args: Any, **kwargs: Any) -> Any:
            self._showed = True
            return gpu_show(window, *args, **kwargs)

        app.screen.present, GpuWindow.show = noted_present, noted_show
        app.draw, app.present = self.timed_draw, self.timed_present

    def timed_draw(self) -> None:
        self._start = time.perf_counter_ns()
        self.draw()

    def timed_present(self) -> bool:
        self._showed = False
        waited = self.present()
        self.loops += 1
        if self._showed:
            self.shown += 1
            self.times.append((time.perf_counter_ns() - self._start) / 1e6)
        if time.perf_counter() > self.deadline:
            self.app.ctx.quit()
        return waited

    def reset(self) -> None:
        """Forget the settling frames."""
        self.loops, self.shown, self.times = 0, 0, []


def main(spec_text: str) -> None:
    """Run the app for the seconds asked and print the figures."""
    from game.app.shell.app import App, Options
    from game.app.shell.present import PresentPath
    from game.app.store.recording import Replay

    spec = json.loads(spec_text)
    replay = Replay.load(Path(spec["replay"])) if spec.get("replay") else None
    size = tuple(spec["windowed"]) if spec.get("windowed") else None
    app = App(Options(fullscreen=size is None, scene=spec.get("scene", "menu"), seed=7, sound=False, replay=replay,
                      window_size=size, present=PresentPath(spec["path"])))
    frames = ShownFrames(app, deadline=float("inf"))
    for _ in range(SETTLE_FRAMES):
        app.poll()
        app.step()
        app.draw()
        frames.present()
    frames.reset()
    t0, c0 = time.perf_counter(), cpu_seconds()
    frames.deadline = t0 + spec["seconds"]
    app.run()
    wall, used = time.perf_counter() - t0, cpu_seconds() - c0
    times = sorted(frames.times)
    print(json.dumps({"path": app.window.path.value, "reason": app.window.reason, "fps": frames.loops / wall,
                      "shown": frames.shown / wall, "median_ms": times[len(times) // 2] if times else None,
                      "p99_ms": times[int(len(times) * 0.99)] if times else None, "cpu": 100 * used / wall}))
    app.close()


if __name__ == "__main__":
    main(sys.argv[1])
