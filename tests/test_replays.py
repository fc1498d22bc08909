"""Recorded sessions (tests/replays/) drive the real app headless, and the event log is checked.

Each recording was made by ``tests/record_replays.py`` playing a whole
session live through the real app with ``--record``: the menu, each game
against a person and against the computer, view switches, undo, rematch,
settings changed (from the menu and mid-game through the pause menu), the
attract mode and back; and the cabinet: records set with initials entered
on a pad, the operator menu opened by F2 and by the pad, a game left alone
answering CONTINUE? and then abandoned.  Played back, its event log must match what was recorded
beside it (the same scenes in the same order, the same games to the last
move, the same cabinet events), agree with the engine (``monkey.Invariants``: moves alternate,
every result is the one the engine gives for the moves), and be the same
every time.  One session also goes through the command line.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import record_replays as replays
from monkey import Invariants

from game.app.shell.app import App, Options
from game.app.store.recording import Replay
from game.language import Language

ROOT = Path(__file__).resolve().parent.parent
NAMES = [session.name for session in replays.SESSIONS]


def play(replay: Replay, ticks: int, log: Path, draw: bool = False,
         language: Language | None = None) -> tuple[list[dict], list[str], Invariants]:
    """Play a recording headless for ``ticks`` ticks (drawing each if asked, in ``language`` if given), checking
    invariants every tick."""
    app = App(Options(sound=False, headless=True, frames=ticks, replay=replay, event_log=log, language=language))
    invariants = Invariants(app)
    try:
        for _ in range(ticks):
            app.poll()
            app.step()
            if draw:
                app.frame()
            invariants.check()
            assert not app.done, "a recorded session never quits"
        final = app.ctx.scenes.names()
    finally:
        app.close()
    return [json.loads(line) for line in log.read_text().splitlines()], final, invariants


def said_anyhow(events: list[dict]) -> list[dict]:
    """The events with what each ``speech`` line said left out: only when, and in which voice."""
    return [{k: v for k, v in event.items() if not (event["event"] == "speech" and k == "text")} for event in events]


def fresh(name: str) -> Replay:
    return Replay.load(replays.REPLAY_DIR / f"{name}.jsonl")


# Each recording was made live, drawn every tick; played back it is ticked undrawn (drawing is nine tenths of a
# replay's cost), so matching what was recorded shows too that drawing changes nothing.  One session, which goes
# through seven screens, is also played back drawn every tick and compared with its undrawn play, event by event.
DRAWN = "resign"


@pytest.mark.parametrize("name", NAMES)
def test_a_recording_replays_as_recorded_and_agrees_with_the_engine(name: str, tmp_path: Path) -> None:
    replay, expected = replays.expectations(name)
    events, final, invariants = play(replay, expected["ticks"], tmp_path / "first.jsonl")
    summary = replays.summarise(events)
    assert {key: expected[key] for key in summary} == summary
    assert final == expected["final_scenes"]
    assert invariants.games_checked == expected["games"]  # each one replayed through the engine
    again, _, _ = play(fresh(name), expected["ticks"], tmp_path / "again.jsonl")
    assert again == events  # the same every time


def test_a_recording_played_drawn_every_tick_logs_what_it_logs_undrawn(tmp_path: Path) -> None:
    _, expected = replays.expectations(DRAWN)
    drawn, final, invariants = play(fresh(DRAWN), expected["ticks"], tmp_path / "drawn.jsonl", draw=True)
    assert final == expected["final_scenes"] and invariants.games_checked == expected["games"]
    undrawn, _, _ = play(fresh(DRAWN), expected["ticks"], tmp_path / "undrawn.jsonl")
    assert drawn == undrawn  # drawing changes nothing


@pytest.mark.parametrize("name", NAMES)
def test_a_recording_made_in_english_replays_alike_in_another_language(name: str, tmp_path: Path) -> None:
    # What a recording and the event log hold is language-free; drawn in German (the longest texts), every click on
    # a key hint, a row or a cell still lands where it landed in English.
    _, expected = replays.expectations(name)
    english, _, _ = play(fresh(name), expected["ticks"], tmp_path / "en.jsonl")
    german, final, _ = play(fresh(name), expected["ticks"], tmp_path / "de.jsonl", draw=True, language=Language.GERMAN)
    assert final == expected["final_scenes"]
    assert said_anyhow(german) == said_anyhow(english)  # a spoken line is logged in the language it was said in


def test_every_session_is_recorded_and_every_recording_is_a_session() -> None:
    files = {p.name for p in replays.REPLAY_DIR.iterdir()}
    assert files == {f"{n}.jsonl" for n in NAMES} | {f"{n}.expected.json" for n in NAMES}


def test_a_recording_plays_from_the_command_line_too(tmp_path: Path, private_home: Path) -> None:
    name = NAMES[0]
    _, expected = replays.expectations(name)
    log = tmp_path / "cli.jsonl"
    out = subprocess.run(
        [sys.executable, "-m", "game", "--headless", "--frames", str(expected["ticks"]),
         "--replay", str(replays.REPLAY_DIR / f"{name}.jsonl"), "--event-log", str(log)],
        capture_output=True, text=True, cwd=ROOT, env={**os.environ, "TICTACTOE_MAGIC_HOME": str(private_home)},
    )
    assert out.returncode == 0, out.stderr
    events = [json.loads(line) for line in log.read_text().splitlines()]
    summary = replays.summarise(events)
    assert {key: expected[key] for key in summary} == summary


def test_the_lessons_recording_walks_every_page_of_every_lesson() -> None:
    from game.lessons import LESSONS, all_pages

    _, expected = replays.expectations("lessons")
    pages = all_pages()
    wanted = {(page.lesson, sum(1 for p in pages[:n + 1] if p.lesson == page.lesson)) for n, page in enumerate(pages)}
    assert {tuple(shown) for shown in expected["lessons"]} == wanted
    assert {lesson for lesson, _ in wanted} == set(range(1, len(LESSONS) + 1))
