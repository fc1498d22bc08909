"""Soak: the attract mode left alone for an hour of ticks, its games checked and its memory measured.

Every game it logs is replayed through the engine (legal, and ending as
logged), and every finished run's counters must equal the games it logged.

The machine starts at the menu and is left alone, so the shell's idle watch
starts the attract mode the way it would in an arcade; then an hour of
ticks runs, a frame drawn and scaled to a 1920x1080 window with the CRT
look once a second.  Every ten simulated minutes the resident set size and
the Python allocator's live block count are sampled after a collection.
The first half hour is warm-up: the font's cache of rendered strings
(bounded at 512) fills with the counters' text, and the allocator's pools
settle, a step of some 2,500 blocks near the half hour that then stays
(seen with a ten-minute warm-up, run alone).  From the sample at the end of
the warm-up, an hour more may grow neither figure by more than a small
bound.  The hour runs in a child process, so only the game's memory is
counted, whatever ran before it in the test process.  It takes about forty
seconds here, so the test is marked ``long``; ``.ci/run`` runs it in its
long step and checks afterwards that it ran and passed.
"""

from __future__ import annotations

import gc
import json
import os
import resource
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from logged_games import agrees

from game.app.shell.app import App, Options
from game.app.shell.loop import TICK_RATE, seconds_to_ticks
from game.app.shell.registry import ATTRACT, MENU

HOUR_TICKS = 60 * 60 * TICK_RATE
WARM_UP_TICKS = 30 * 60 * TICK_RATE
SAMPLE_TICKS = 10 * 60 * TICK_RATE  # a sample every ten simulated minutes
DRAW_EVERY = TICK_RATE  # one frame a second
#: Growth allowed over the hour, from the first sample to the largest: the allocator's pools
#: and caches settle in steps of a few hundred kilobytes; a leak of a few bytes a game would not.
MAX_RSS_GROWTH_BYTES = 4 * 1024 * 1024
MAX_BLOCK_GROWTH = 2_000
ROOT = Path(__file__).resolve().parent.parent
TIMEOUT = 20 * 60  # seconds: minutes here, so a run that hangs fails instead of holding CI


def check_game(fields: dict) -> None:
    """Replay a logged game's moves through the engine: it must be legal and end as logged."""
    assert agrees(fields), fields


def resident_bytes() -> int:
    """This process's resident set size now (Linux), or its peak elsewhere."""
    statm = Path("/proc/self/statm")
    if statm.exists():
        return int(statm.read_text().split()[1]) * resource.getpagesize()
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def soak() -> dict[str, object]:
    """The hour itself, in this process: what the test asserts, as JSON-ready figures.

    Every logged game is checked against the engine as it comes (an assertion
    ends the run with a traceback), so the run does not grow while it
    measures growth.
    """
    app = App(Options(scene=MENU, seed=9, sound=False, headless=True, frames=1, window_size=(1920, 1080)))
    if ATTRACT not in app.registry:
        app.close()
        return {"skipped": "no attract scene registered"}
    games: Counter[int] = Counter()  # games logged, by attract-mode run
    runs: list[tuple[int, int]] = []  # (games a finished run counted, games logged for it)

    def listen(event: dict) -> None:
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
        started = menu.name == MENU and attract.run is not None  # the menu started it
        samples: list[tuple[int, int]] = []
        for tick in range(WARM_UP_TICKS + HOUR_TICKS + 1):
            app.poll()
            app.step()
            if tick % DRAW_EVERY == 0:
                app.frame()
            if tick >= WARM_UP_TICKS and tick % SAMPLE_TICKS == 0:
                gc.collect()
                samples.append((resident_bytes(), sys.getallocatedblocks()))
        still = list(app.ctx.scenes) == [menu, attract]  # still the attract mode the idle watch started
    finally:
        app.close()
    return {"started": started, "still": still, "games": sum(games.values()), "runs": runs,
            "rss": [r for r, _ in samples], "blocks": [b for _, b in samples]}


@pytest.mark.long
def test_an_hour_of_attract_mode_keeps_its_memory_flat() -> None:
    # The hour runs in a process of its own: a test runner's worker allocates as it talks to the runner
    # (pytest-xdist's thread), and other tests' leftovers would be counted as the game's.
    out = subprocess.run([sys.executable, __file__], capture_output=True, text=True, cwd=ROOT,
                         env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=TIMEOUT)
    assert out.returncode == 0, out.stderr[-3000:]
    result = json.loads(out.stdout.splitlines()[-1])
    if "skipped" in result:
        pytest.skip(result["skipped"])
    rss, blocks, runs = result["rss"], result["blocks"], result["runs"]
    print(f"{result['games']} games; RSS MB {[round(r / 2**20, 1) for r in rss]}; blocks {blocks}")
    assert result["started"] and result["still"]
    assert result["games"] > 1_000  # an hour of demo is thousands of games
    assert len(runs) >= 30 and all(counted == logged for counted, logged in runs), runs
    assert max(rss) - rss[0] < MAX_RSS_GROWTH_BYTES, rss
    assert max(blocks) - blocks[0] < MAX_BLOCK_GROWTH, blocks


if __name__ == "__main__":
    print(json.dumps(soak()))
