"""The monkey: random input from every device, invariants checked every tick (see monkey.py).

The short run starts once in every registered scene and is part of the
default suite.  The long run -- 100,000 ticks on each of several seeds --
is marked ``long``: ``.ci/run`` runs it as its own step
(``python -m pytest -m long``).  Frames are drawn every few ticks, not
every tick: drawing is what the benchmarks measure, input and logic are
what the monkey hunts in.
"""

from __future__ import annotations

import pytest
from app_support import sdl_library
from monkey import Monkey, summary

from game.app.shell.app import App, Options, default_registry

LONG_TICKS = 100_000
LONG_SEEDS = (1, 2, 3)
SHORT_TICKS = 3_000
DRAW_EVERY = 8  # ticks per drawn frame


def monkey_run(scene: str, seed: int, ticks: int) -> dict:
    """Run the monkey on a fresh headless app; what it covered."""
    app = App(Options(scene=scene, seed=seed, sound=False, headless=True, frames=1))
    monkey = Monkey(app, seed, draw_every=DRAW_EVERY, sdl=sdl_library())
    try:
        monkey.run(ticks)
    finally:
        monkey.close()
        app.close()
    return summary(monkey)


@pytest.mark.parametrize("scene", default_registry().names())
def test_a_short_monkey_in_every_scene(scene: str) -> None:
    covered = monkey_run(scene, seed=11, ticks=SHORT_TICKS)
    assert sum(covered["events"].values()) > SHORT_TICKS // 10  # it did mash


@pytest.mark.long
@pytest.mark.parametrize("seed", LONG_SEEDS)
def test_a_long_monkey_reaches_every_scene_and_breaks_nothing(seed: int) -> None:
    covered = monkey_run("menu", seed=seed, ticks=LONG_TICKS)
    listed = {entry.name for entry in default_registry().menu_entries()}
    assert listed <= set(covered["scenes"]), covered
    print(f"seed {seed}: {covered}")
