"""The monkey: random input from every device, invariants checked every tick (see monkey.py).

The short run starts once in every registered scene and is part of the
default suite, as are two kiosk runs: everyday each runs a fifth of its
full length (the scene it starts in is mashed and left, a few more are
reached), and the long step runs each at its full length too.  The long
run -- 100,000 ticks on each of several seeds -- is marked ``long``:
``.ci/run`` runs it as its own step (``python -m pytest -m long``).
Frames are drawn every few ticks, not every tick: drawing is what the
benchmarks measure, input and logic are what the monkey hunts in.  The
kiosk runs play as a cabinet's players (they never hold the service
input) and must never end the session: window closes, Esc and Enter
mashed, and still no quit.
"""

from __future__ import annotations

import pytest
from app_support import sdl_library
from monkey import Monkey, summary

from game.app.shell.app import App, Options, default_registry

LONG_TICKS = 100_000
LONG_SEEDS = (1, 2, 3)
SHORT_TICKS = 3_000
KIOSK_TICKS = 6_000
EVERYDAY_SHARE = 5  # everyday, a run is this many times shorter; its full length is a long test
KIOSK_SEEDS = (5, 6)
DRAW_EVERY = 8  # ticks per drawn frame


def monkey_run(scene: str, seed: int, ticks: int, *, kiosk: bool = False) -> dict:
    """Run the monkey on a fresh headless app (a cabinet's players, in kiosk mode); what it covered."""
    app = App(Options(scene=scene, seed=seed, sound=False, headless=True, frames=1, kiosk=kiosk))
    monkey = Monkey(app, seed, draw_every=DRAW_EVERY, sdl=sdl_library(), service=not kiosk)
    try:
        monkey.run(ticks)
    finally:
        monkey.close()
        app.close()
    return summary(monkey)


def lengths(ticks: int) -> list:
    """The everyday run's length, and the full one marked long."""
    return [pytest.param(ticks // EVERYDAY_SHARE, id="everyday"),
            pytest.param(ticks, id="full", marks=pytest.mark.long)]


@pytest.mark.parametrize("ticks", lengths(SHORT_TICKS))
@pytest.mark.parametrize("scene", default_registry().names())
def test_a_short_monkey_in_every_scene(scene: str, ticks: int) -> None:
    covered = monkey_run(scene, seed=11, ticks=ticks)
    assert sum(covered["events"].values()) > ticks // 10  # it did mash


@pytest.mark.long
@pytest.mark.parametrize("seed", LONG_SEEDS)
def test_a_long_monkey_reaches_every_scene_and_breaks_nothing(seed: int) -> None:
    covered = monkey_run("menu", seed=seed, ticks=LONG_TICKS)
    listed = {entry.name for entry in default_registry().menu_entries()}
    assert listed <= set(covered["scenes"]), covered
    print(f"seed {seed}: {covered}")


def assert_the_cabinet_held(covered: dict) -> None:
    """In kiosk mode nothing the players did ended the session, though they tried."""
    assert covered["quits"] == 0, covered
    assert covered["events"].get("Quit", 0) > 0, covered  # the window's close button was pressed
    assert "operator" not in covered["scenes"], covered  # players never hold the service input
    assert len(covered["scenes"]) > 3, covered  # they got about: out of the attract mode, into the screens


@pytest.mark.parametrize("ticks", lengths(KIOSK_TICKS))
@pytest.mark.parametrize("seed", KIOSK_SEEDS)
def test_a_monkey_in_kiosk_mode_never_ends_the_session(seed: int, ticks: int) -> None:
    assert_the_cabinet_held(monkey_run("menu", seed=seed, ticks=ticks, kiosk=True))


@pytest.mark.long
@pytest.mark.parametrize("seed", LONG_SEEDS)
def test_a_long_monkey_in_kiosk_mode_never_ends_the_session(seed: int) -> None:
    covered = monkey_run("menu", seed=seed, ticks=LONG_TICKS, kiosk=True)
    assert_the_cabinet_held(covered)
    print(f"kiosk seed {seed}: {covered}")
