"""The ``frames`` section: the cost of one headless frame of every registered scene, against a full repaint.

Each scene is timed from its first state in ``scene_states`` (reached as
the screenshots reach it) while its workload -- a press every quarter
second -- keeps the screen busy; the attract mode over a whole run, every
phase.  A frame is poll, update, draw and scaling to a 1920x1080 window
surface with the CRT effect on, never sent to a display, timed in the
game's own headless loop (``App.run``).  Beside it, in the same run, the
same scene presented by ``legacy_present``: the whole window blacked out,
scaled and overlaid every frame, the baseline that shows what presenting
only the changed rectangles saves.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from functools import partial
from typing import Any

from game.app.limits import LOGICAL_SIZE
from game.commands.bench.measure import Budget, Measurement, met
from game.commands.bench.timed_run import TimedRun

#: The window the frame and start-up figures are measured at.
BENCH_WINDOW = (1920, 1080)
#: Frames timed per scene (each one a sample), keyed by --quick; and frames run first so caches are warm.
FRAME_SAMPLES = {False: 1200, True: 30}
FRAME_WARMUP = 120
#: The frame budget at 1920x1080 with the CRT effect, p99 in milliseconds: an eighth of a 60 Hz frame
#: (16.7 ms), which leaves the rest of the frame to the slower machines the game is played on.
FRAME_BUDGET_P99_MS = 2.0
#: The suffix naming a scene's full-repaint figure (its JSON name: kept as tools and notes read it).
FULL_REPAINT = ", full repaint (before)"


@functools.cache
def _window_scanlines(scale: int) -> Any:
    """A window-sized scanline overlay for the full repaint (built once per scale)."""
    import pygame

    from game.app.render.screen import SCANLINE_SHADE

    overlay = pygame.Surface((LOGICAL_SIZE[0] * scale, LOGICAL_SIZE[1] * scale))
    overlay.fill((255, 255, 255))
    for y in range(scale - 1, overlay.get_height(), scale):
        overlay.fill((SCANLINE_SHADE,) * 3, (0, y, overlay.get_width(), 1))
    return overlay


def legacy_present(screen: Any, target: Any, *, crt: bool, shift: tuple[int, int] = (0, 0)) -> None:
    """The full repaint: the baseline ``Screen.present`` is measured against.

    Every frame it blacks out the whole window, scales the whole logical
    frame into it and multiplies a window-sized scanline overlay over it.
    It has no burn-in orbit, so ``shift`` is taken and not used.
    """
    import pygame

    from game.app.render.screen import LETTERBOX

    scale, rect = screen.layout(target.get_size())
    frame = screen.compose(crt=crt)
    target.fill(LETTERBOX)
    destination = target.subsurface(rect)
    if scale == 1:
        destination.blit(frame, (0, 0))
    else:
        pygame.transform.scale(frame, rect.size, destination)
    if crt and scale >= 2:
        destination.blit(_window_scanlines(scale), (0, 0), special_flags=pygame.BLEND_MULT)


def _frame_samples(scene: str, samples: int, *, full_repaint: bool) -> tuple[float, ...]:
    """Milliseconds per frame (poll, update, draw, present) of one scene in its first state, under its workload."""
    from game.app.shell.app import default_registry
    from game.commands.scene_states import first_state, reached

    state = first_state(default_registry(), scene)
    if state.bench_frames is not None and samples == FRAME_SAMPLES[False]:
        samples = state.bench_frames  # a whole cycle, every phase of it in the figures
    with reached(state, window_size=BENCH_WINDOW, frames=FRAME_WARMUP + samples) as app:
        if full_repaint:
            app.screen.present = partial(legacy_present, app.screen)
        return tuple(TimedRun(app, workload=state.workload, warmup=FRAME_WARMUP, from_poll=True).run())


def bench_frames(budget: Budget) -> list[Measurement]:
    """Per registered scene (once per scene class): frame cost now, and with the full repaint, in the same run."""
    from game.app.shell.app import default_registry
    from game.commands.scene_states import scene_name

    registry = default_registry()
    samples = FRAME_SAMPLES[budget.quick]
    out = []
    seen = set()
    for scene in registry.names():
        if scene_name(registry, scene) in seen:
            continue  # another name for a scene already measured (the attract mode is also wargames)
        seen.add(scene_name(registry, scene))
        out.append(Measurement(scene, "ms", _frame_samples(scene, samples, full_repaint=False)))
        out.append(Measurement(f"{scene}{FULL_REPAINT}", "ms", _frame_samples(scene, samples, full_repaint=True)))
    return out


def frames_verdict(measurements: Sequence[Measurement]) -> str:
    """Whether every scene's p99 stays within the frame budget, and the worst one."""
    shipped = [m for m in measurements if not m.name.endswith(FULL_REPAINT)]
    worst = max(shipped, key=lambda m: m.p99)
    return (f"  target p99 under {FRAME_BUDGET_P99_MS} ms in every scene: {met(worst.p99 < FRAME_BUDGET_P99_MS)}"
            f" (worst: {worst.name}, {worst.p99:.2f} ms)")
