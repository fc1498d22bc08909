"""Soak: the attract mode left alone for an hour of ticks, its games checked and its memory measured.

Every game it logs is replayed through the engine (legal, and ending as
logged), and every finished run's counters must equal the games it logged.

The machine starts at the menu and is left alone, so the shell's idle watch
starts the attract mode the way it would in an arcade; then an hour of
ticks runs, a frame drawn and scaled to a 1920x1080 window with the CRT
look once a second.  Every ten simulated minutes the resident set size and
the Python allocator's live block count are sampled after a collection.
The first ten minutes are warm-up: the font's cache of rendered strings
(bounded at 512) fills with the counters' text, which is growth that stops.
From the sample at the end of the warm-up, an hour more may grow neither
figure by more than a small bound.  That takes about half a minute here, so
the test is marked ``long`` and ``.ci/run`` runs it in its own step.
"""

from __future__ import annotations

import gc
import resource
import sys
from collections import Counter
from pathlib import Path

import pytest
from logged_games import agrees

from game.app.shell.app import App, Options
from game.app.shell.loop import TICK_RATE, seconds_to_ticks
from game.app.shell.registry import ATTRACT, MENU

HOUR_TICKS = 60 * 60 * TICK_RATE
WARM_UP_TICKS = 10 * 60 * TICK_RATE
SAMPLE_TICKS = 10 * 60 * TICK_RATE  # a sample every ten simulated minutes
DRAW_EVERY = TICK_RATE  # one frame a second
#: Growth allowed over the hour, from the first sample to the largest: the allocator's pools
#: and caches settle in steps of a few hundred kilobytes; a leak of a few bytes a game would not.
MAX_RSS_GROWTH_BYTES = 4 * 1024 * 1024
MAX_BLOCK_GROWTH = 2_000


def check_game(fields: dict) -> None:
    """Replay a logged game's moves through the engine: it must be legal and end as logged."""
    assert agrees(fields), fields


def resident_bytes() -> int:
    """This process's resident set size now (Linux), or its peak elsewhere."""
    statm = Path("/proc/self/statm")
    if statm.exists():
        return int(statm.read_text().split()[1]) * resource.getpagesize()
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


@pytest.mark.long
def test_an_hour_of_attract_mode_keeps_its_memory_flat() -> None:
    app = App(Options(scene=MENU, seed=9, sound=False, headless=True, frames=1, window_size=(1920, 1080)))
    if ATTRACT not in app.registry:
        app.close()
        pytest.skip("no attract scene registered")
    games: Counter[int] = Counter()  # games logged, by attract-mode run
    runs: list[tuple[int, int]] = []  # (games a finished run counted, games logged for it)

    def listen(event: dict) -> None:
        # Checked as they come, so the test itself does not grow while it measures growth.
        if event["event"] == "game_end":
            check_game(event)
            games[event["cycle"]] += 1
        elif event["event"] == "attract_run" and event["cycle"] > 0:
            runs.append((app.ctx.scenes.top.run.counters.games, games[event["cycle"] - 1]))

    app.ctx.events.listen(listen)
    try:
        idle = seconds_to_ticks(app.ctx.config.attract_idle_seconds) + 1
        for _ in range(idle):
            app.poll()
            app.step()
        menu, attract = list(app.ctx.scenes)
        assert menu.name == MENU and attract.run is not None  # the menu started it
        samples: list[tuple[int, int]] = []
        for tick in range(WARM_UP_TICKS + HOUR_TICKS + 1):
            app.poll()
            app.step()
            if tick % DRAW_EVERY == 0:
                app.frame()
            if tick >= WARM_UP_TICKS and tick % SAMPLE_TICKS == 0:
                gc.collect()
                samples.append((resident_bytes(), sys.getallocatedblocks()))
        assert list(app.ctx.scenes) == [menu, attract]  # still the attract mode the idle watch started
    finally:
        app.close()
    rss = [r for r, _ in samples]
    blocks = [b for _, b in samples]
    print(f"{sum(games.values())} games; RSS MB {[round(r / 2**20, 1) for r in rss]}; blocks {blocks}")
    assert sum(games.values()) > 1_000  # an hour of demo is thousands of games
    assert len(runs) >= 30 and all(counted == logged for counted, logged in runs), runs
    assert max(rss) - rss[0] < MAX_RSS_GROWTH_BYTES, rss
    assert max(blocks) - blocks[0] < MAX_BLOCK_GROWTH, blocks
