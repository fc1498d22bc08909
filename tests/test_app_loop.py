"""The fixed timestep, determinism under a seed, and record -> replay round trips."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from app_support import make_app, post, run_ticks

from game.app.input.actions import Action, ActionEvent, ActionFormatError
from game.app.shell.loop import MAX_TICKS_PER_FRAME, NS_PER_SECOND, TICK_RATE, FixedStep
from game.app.store.recording import Replay, ReplayError


def test_fixed_step_turns_real_time_into_whole_ticks() -> None:
    step = FixedStep()
    frame = NS_PER_SECOND // 144  # a 144 Hz display: some frames run no tick, none runs two
    ticks = [step.advance(frame) for _ in range(144)]
    assert set(ticks) == {0, 1} and sum(ticks) in (TICK_RATE - 1, TICK_RATE)
    assert sum(step.advance(NS_PER_SECOND // 30) for _ in range(30)) in (TICK_RATE - 1, TICK_RATE, TICK_RATE + 1)


def test_fixed_step_clamps_a_long_stall() -> None:
    step = FixedStep()
    assert step.advance(10 * NS_PER_SECOND) == MAX_TICKS_PER_FRAME
    assert step.advance(0) == 0  # the lost time is not paid back later
    assert step.advance(-5) == 0


def test_action_json_round_trip_and_errors() -> None:
    for event in (ActionEvent(Action.SELECT, 1), ActionEvent(Action.CLICK, 0, (3, 4))):
        assert ActionEvent.from_json(json.loads(json.dumps(event.to_json()))) == event
    for bad in ({"action": "jump"}, {"action": "click"}, {"action": "up", "pos": [1, 2]},
                {"action": "up", "player": 2}, {"action": "up", "player": "0"}, [1]):
        with pytest.raises(ActionFormatError):
            ActionEvent.from_json(bad)


def play_session(tmp_path: Path, name: str, *, record=None, replay=None, inputs=True):
    """A short session through the menu, the settings and help, with device events or a replay."""
    log = tmp_path / f"{name}.jsonl"
    options = dict(scene="menu", event_log=log, record=record)
    if replay is not None:
        options["replay"] = Replay.load(replay)
    app = make_app(**options)
    try:
        key = lambda k: (pygame.KEYDOWN, dict(key=k, mod=0, unicode="", scancode=0))  # noqa: E731
        script = {
            2: [key(pygame.K_ESCAPE)],  # the menu's cursor jumps to QUIT
            3: [key(pygame.K_UP)],  # HELP
            4: [key(pygame.K_UP)],  # SETTINGS
            5: [key(pygame.K_RETURN)],
            6: [key(pygame.K_DOWN)],  # held: repeats
            60: [(pygame.KEYUP, dict(key=pygame.K_DOWN, mod=0, unicode="", scancode=0)),
                 (pygame.CONTROLLERBUTTONDOWN, dict(instance_id=3, button=pygame.CONTROLLER_BUTTON_B))],
            80: [key(pygame.K_d)],
        }
        for tick in range(100):
            if tick == 70 and inputs:  # the mouse clicks on HELP, wherever the menu lists it
                menu = app.ctx.scenes.top
                help_pos = (160, menu.list.text_y(menu.labels.index("HELP")) + 3)
                script[70] = [(pygame.MOUSEMOTION, dict(pos=help_pos, rel=(1, 1), buttons=(0, 0, 0))),
                              (pygame.MOUSEBUTTONDOWN, dict(pos=help_pos, button=1))]
            for event_type, attrs in script.get(tick, []) if inputs else []:
                post(event_type, **attrs)
            run_ticks(app, 1)
        frame = pygame.image.tobytes(app.screen.surface, "RGB")
        names = app.ctx.scenes.names()
    finally:
        app.close()
    return log.read_text(), frame, names


def test_record_then_replay_reproduces_the_event_log_and_the_frame(tmp_path: Path) -> None:
    recording = tmp_path / "session.jsonl"
    live_log, live_frame, live_names = play_session(tmp_path, "live", record=recording)
    assert live_names == ["menu", "help"]
    lines = recording.read_text().splitlines()
    assert json.loads(lines[0])["seed"] == 7
    assert [json.loads(line)["action"] for line in lines[1:]].count("down") > 1  # the repeats were recorded
    replay_log, replay_frame, replay_names = play_session(tmp_path, "replay", replay=recording, inputs=False)
    assert replay_log == live_log and replay_frame == live_frame and replay_names == live_names
    # Twice more: a replay is deterministic.
    again_log, again_frame, _ = play_session(tmp_path, "again", replay=recording, inputs=False)
    assert (again_log, again_frame) == (replay_log, replay_frame)


def test_a_replay_ignores_live_input_until_it_ends(tmp_path: Path) -> None:
    recording = tmp_path / "session.jsonl"
    play_session(tmp_path, "live", record=recording)
    log, _, _ = play_session(tmp_path, "noisy", replay=recording, inputs=True)
    assert log == (tmp_path / "live.jsonl").read_text()


def test_a_replay_never_touches_the_saved_settings(tmp_path: Path, private_home: Path) -> None:
    recording = tmp_path / "session.jsonl"
    play_session(tmp_path, "live", record=recording)
    saved = private_home / "config" / "settings.json"
    saved.unlink(missing_ok=True)
    app = make_app(replay=Replay.load(recording))
    try:
        app.ctx.settings.update(volume=0.1)
    finally:
        app.close()
    assert not saved.exists()


@pytest.mark.parametrize("content, message", [
    ("", "empty"),
    ("{}\n", "not a tictactoe-magic-actions recording"),
    ('{"format": "tictactoe-magic-actions", "version": 9}\n', "version 9"),
    ('{"format": "tictactoe-magic-actions", "version": 1, "seed": 1, "scene": "menu", "settings": {}}\n'
     '{"tick": 5, "action": "up"}\n{"tick": 4, "action": "up"}\n', "line 3: tick"),
    ('{"format": "tictactoe-magic-actions", "version": 1, "seed": 1, "scene": "menu", "settings": {}}\n'
     '{"tick": 5, "action": "fly"}\n', "line 2: unknown action"),
    ('{"format": "tictactoe-magic-actions", "version": 1, "seed": 1, "scene": "menu", "settings": {"volume": 9}}\n',
     "settings this game cannot use"),
])
def test_bad_recordings_are_refused_with_the_line(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(content)
    with pytest.raises(ReplayError, match=message):
        Replay.load(path)


def test_same_seed_same_random_numbers() -> None:
    draws = []
    for _ in range(2):
        app = make_app(seed=1234)
        try:
            draws.append([app.ctx.rng.random() for _ in range(3)])
        finally:
            app.close()
    assert draws[0] == draws[1]
