"""The WarGames attract scene in the real app: its log, waking up, and the idle start.

An hour unattended is tests/test_soak.py (``pytest -m long``).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pygame
import pytest
from app_support import make_app, post, run_ticks
from logged_games import agrees

from game.app.render.motion import Motion
from game.app.shell.app import App, Options
from game.app.shell.context import EndReason
from game.app.shell.loop import TICK_RATE

ROOT = Path(__file__).resolve().parent.parent
RELEASE = {pygame.KEYDOWN: pygame.KEYUP, pygame.MOUSEBUTTONDOWN: pygame.MOUSEBUTTONUP}


def check_game(fields: dict) -> str:
    """Replay a logged game's moves through the engine; return its result, checked against the log."""
    assert agrees(fields), fields
    return fields["result"]


def run_cli(log: Path, seed: int, frames: int) -> list[dict]:
    """A session of the show on a fresh home of its own: the books of one run would move the next to the next pair."""
    out = subprocess.run(
        [sys.executable, "-m", "game", "--headless", "--scene", "wargames", "--frames", str(frames),
         "--seed", str(seed), "--event-log", str(log)],
        capture_output=True, text=True, cwd=ROOT, env={**os.environ, "TICTACTOE_MAGIC_HOME": str(log.with_suffix(".home"))},
    )
    assert out.returncode == 0, out.stderr
    events = [json.loads(line) for line in log.read_text().splitlines()]
    events[0].pop("time")  # when the session started: the one line two runs of one seed may differ in
    return events


def run_here(log: Path, seed: int, frames: int, monkeypatch: pytest.MonkeyPatch) -> list[dict]:
    """The same session as ``run_cli``'s, in this process and ticked without drawing: no event waits on a frame."""
    monkeypatch.setenv("TICTACTOE_MAGIC_HOME", str(log.with_suffix(".home")))
    app = App(Options(scene="wargames", seed=seed, sound=False, headless=True, frames=frames, event_log=log))
    try:
        for _ in range(frames):
            app.poll()
            app.step()
        app.ctx.quit(EndReason.FRAMES)  # as the command line's run ends when its frames run out
    finally:
        app.close()
    events = [json.loads(line) for line in log.read_text().splitlines()]
    events[0].pop("time")
    return events


def test_the_log_shows_every_game_and_the_closing_lines_deterministically(tmp_path: Path, monkeypatch) -> None:
    frames = 5_300  # one whole run at the default pace (title and how-to cards included), into the next
    first = run_here(tmp_path / "a.jsonl", seed=5, frames=frames, monkeypatch=monkeypatch)
    assert first == run_here(tmp_path / "b.jsonl", seed=5, frames=frames, monkeypatch=monkeypatch)
    assert first != run_here(tmp_path / "c.jsonl", seed=6, frames=frames, monkeypatch=monkeypatch)
    # The command line itself, drawing every frame, logs the same session: its first fifteen seconds (the title
    # card and the first slow game) against the same seconds undrawn.  Each of its frames costs a draw.
    opening = 15 * TICK_RATE
    assert run_cli(tmp_path / "cli.jsonl", seed=5, frames=opening) == run_here(
        tmp_path / "d.jsonl", seed=5, frames=opening, monkeypatch=monkeypatch)
    starts = [e for e in first if e["event"] == "game_start"]
    ends = [e for e in first if e["event"] == "game_end"]
    assert len(ends) > 100 and len(starts) >= len(ends)
    results = Counter(check_game(e) for e in ends)
    runs = [(e["x"], e["o"]) for e in first if e["event"] == "attract_run"]
    assert runs == [("naive", "perfect"), ("menace", "perfect")]  # VARIED, the default: a new pair each run
    cycle_0 = [e for e in ends if e["cycle"] == 0]
    perfect_won = sum(1 for e in cycle_0 if e["result"] != "draw")  # perfect play never loses: every win is its
    assert results["draw"] < len(ends)
    said = [e["text"] for e in first if e["event"] == "say"]
    assert said[:3] == [f"PERFECT WON {perfect_won} OF {len(cycle_0)}.", "NAIVE WON 0.",
                        f"{len(cycle_0) - perfect_won} DRAWN."]  # what was played, not the film's line
    phases = [e["phase"] for e in first if e["event"] == "phase" and e["cycle"] == 0]
    assert phases == ["slow", "howto", "faster", "many", "verdict", "hold", "hall_of_fame"]  # the hall of fame closes the run
    assert [e["cycle"] for e in first if e["event"] == "attract_run"] == [0, 1]
    # While one board plays, each move is logged too, and they add up to the game.
    slow_moves = [e["cell"] for e in first if e["event"] == "move" and e["board"] == 0 and e["cycle"] == 0]
    assert slow_moves[: len(ends[0]["moves"])] == ends[0]["moves"]


def step_ticks(app, n: int) -> None:
    """Run ``n`` ticks undrawn, where no picture is looked at (the show's logic never waits on a frame)."""
    for _ in range(n):
        app.poll()
        app.step()


@pytest.fixture
def app():
    app = make_app(scene="menu")
    run_ticks(app, 1)
    yield app
    app.close()


def push_attract(app) -> None:
    app.ctx.scenes.push(app.registry.create("attract"))
    run_ticks(app, 5)
    assert app.ctx.scenes.names() == ["menu", "wargames"]


@pytest.mark.parametrize(
    "event",
    [
        (pygame.KEYDOWN, {"key": pygame.K_RETURN, "mod": 0, "unicode": "\r", "scancode": 0}),
        (pygame.KEYDOWN, {"key": pygame.K_DOWN, "mod": 0, "unicode": "", "scancode": 0}),
        (pygame.MOUSEBUTTONDOWN, {"button": 1, "pos": (160, 90)}),
    ],
    ids=["enter", "arrow", "click"],
)
def test_any_input_returns_to_the_menu_and_does_not_act_on_it(app, event) -> None:
    push_attract(app)
    menu = list(app.ctx.scenes)[0]
    index = menu.list.index
    post(event[0], **event[1])
    run_ticks(app, 1)
    assert app.ctx.scenes.names() == ["menu"]
    post(RELEASE[event[0]], **{k: v for k, v in event[1].items() if k != "unicode"})
    post(event[0], **event[1])  # the waking input bounces while the menu comes back
    run_ticks(app, 10)
    assert list(app.ctx.scenes) == [menu]  # nothing was chosen on the way out: the same menu, alone
    assert menu.list.index == index
    assert not app.ctx.quitting


def test_a_bumped_mouse_does_not_wake_it(app) -> None:
    push_attract(app)
    post(pygame.MOUSEMOTION, pos=(100, 100), rel=(3, 1), buttons=(0, 0, 0))
    run_ticks(app, 3)
    assert app.ctx.scenes.names() == ["menu", "wargames"]


def test_the_menu_starts_it_after_the_idle_time_and_zero_turns_that_off(app) -> None:
    app.ctx.settings.update(attract_idle_seconds=10)
    run_ticks(app, 10 * TICK_RATE - 5)
    assert app.ctx.scenes.names() == ["menu"]
    run_ticks(app, 10)
    assert app.ctx.scenes.names() == ["menu", "wargames"]
    post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    run_ticks(app, 2)
    app.ctx.settings.update(attract_idle_seconds=0)
    run_ticks(app, 12 * TICK_RATE)
    assert app.ctx.scenes.names() == ["menu"]


def test_the_menu_lists_wargames(app) -> None:
    assert "WARGAMES" in app.ctx.scenes._scenes[0].labels


class HeardSounds:
    """An audio stand-in that keeps what was played."""

    def __init__(self) -> None:
        self.played: list = []

    def play(self, sfx) -> None:
        self.played.append(sfx)


@pytest.mark.parametrize("setting, heard_cycles", [
    ("always", {0, 1, 2, 3, 4}),
    ("every_4th", {0, 4}),
    ("never", set()),
])
def test_attract_sound_is_heard_on_the_runs_the_operator_chose(app, setting, heard_cycles) -> None:
    from game.app.store.settings import AttractSound

    app.ctx.settings.update(attract_sound=AttractSound(setting))
    push_attract(app)
    scene = app.ctx.scenes.top
    sounds = HeardSounds()
    app.ctx.audio = sounds
    heard = set()
    for cycle in range(5):
        app.ctx.attract_runs = cycle  # the session's run count says which run comes next
        scene.run = scene._new_run()
        sounds.played.clear()
        step_ticks(app, 600)  # ten seconds: the teletype's opening lines and the first slow moves
        if sounds.played:
            heard.add(cycle)
    assert heard == heard_cycles


def test_each_run_opens_on_the_title_card_and_shows_the_how_to_card_between_demo_games(app) -> None:
    from game.app.render.wopr_view import HOWTO_FLY_FROM, HOWTO_FLY_TICKS, HOWTO_SQUARE

    def square() -> bytes:
        return pygame.image.tobytes(app.screen.surface.subsurface(HOWTO_SQUARE), "RGB")
    from game.play.attract import Phase, Timing

    push_attract(app)
    scene = app.ctx.scenes.top
    assert scene.run.phase is Phase.TITLE and scene.run.games_started == 0
    timing = Timing()
    step_ticks(app, timing.title_ticks)  # drawn only where a picture is taken
    assert scene.run.phase is Phase.SLOW and scene.run.games_started == 1
    while scene.run.phase is Phase.SLOW:
        step_ticks(app, 1)
    assert scene.run.phase is Phase.HOWTO and scene.run.games_started == timing.slow_games
    last_game = scene.run.boards[0].match.board
    step_ticks(app, HOWTO_FLY_FROM + HOWTO_FLY_TICKS // 2 - 1)
    run_ticks(app, 1)
    flying = square()
    assert scene.run.boards[0].match.board is last_game  # the card flies the last slow game's numbers
    app.ctx.settings.update(motion=Motion.NONE)
    run_ticks(app, 1)
    landed_at_once = square()
    app.ctx.settings.update(motion=Motion.FULL)
    step_ticks(app, HOWTO_FLY_TICKS - 1)
    run_ticks(app, 1)
    landed = square()
    assert flying != landed
    assert landed_at_once == landed  # MOTION NONE: the numbers are in the square at once
    step_ticks(app, timing.howto_ticks)
    assert scene.run.phase is Phase.FASTER
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    run_ticks(app, 1)
    assert app.ctx.scenes.names() == ["menu"]
