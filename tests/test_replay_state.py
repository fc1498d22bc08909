"""A replay repeats its session whatever the player's files say now.

A live session's matches depend on saved state as well as on input: "take
turns" starts whoever did not start the last match (kept in stats.json),
and MENACE plays from the boxes it has learned (menace.json).  A replay
saves nothing, so if it read those files it would see a different past
from the one the session saw -- the roles would flip, MENACE would draw
other beads.  The recording therefore carries that state, and the replay
keeps it in memory.  Each test records a session live through the real app
in one home and replays it in another whose files say otherwise.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from record_replays import Driver, first_free

from game.app.scenes.match_motion import END_GUARD_TICKS
from game.app.scenes.initials import InitialsScene
from game.app.shell.app import App, Options, default_registry
from game.app.store.recording import Replay
from game.values.seats import FirstPlayer
from game.opponents.menace import box_keys
from game.opponents.menace_store import MENACE_FILE_NAME, MenaceStore
from game.files.paths import HOME_OVERRIDE_ENV, data_dir
from game.records.stats import STATS_FILE, Stats, StatsChanges, save_stats, stats_to_json

SEED = 77
SETTLE = 60
GAME_EVENTS = {"game_start", "move", "undo", "game_end", "record_set", "initials"}


def play_out(d: Driver, policy) -> None:
    """Play a game to its end; if it set a record, take the initials offered (select on each letter)."""
    d.play_out(policy)
    while d.top.name == InitialsScene.name:
        d.press("select")
    d.tick(END_GUARD_TICKS)


def two_matches_taking_turns(d: Driver, opponent: str) -> None:
    """Two matches against ``opponent`` with TAKE TURNS, each back to the menu: the second swaps who starts."""
    policy = first_free((4, 0, 2, 6, 8, 1, 3, 5, 7))
    d.choose("TICTACTOE")
    d.set_up(opponent, FirstPlayer.ALTERNATE)
    play_out(d, policy)
    d.end("MENU")
    d.choose("TICTACTOE")
    d.set_up(opponent, FirstPlayer.ALTERNATE)
    play_out(d, policy)
    d.end("REMATCH")
    play_out(d, policy)
    d.end("MENU")


def record_live(home: Path, monkeypatch: pytest.MonkeyPatch, opponent: str) -> tuple[Path, list[dict], int]:
    """Play the session live in ``home`` with --record; the recording and the game events it logged."""
    monkeypatch.setenv(HOME_OVERRIDE_ENV, str(home))
    recording, log = home.parent / f"{home.name}-recording.jsonl", home.parent / f"{home.name}-live.jsonl"
    app = App(Options(seed=SEED, sound=False, headless=True, frames=1, record=recording, event_log=log),
              default_registry())
    try:
        two_matches_taking_turns(Driver(app), opponent)
        Driver(app).tick(SETTLE)
        ticks = app.ctx.tick
    finally:
        app.close()
    return recording, game_events(log), ticks


def replay_in(home: Path, monkeypatch: pytest.MonkeyPatch, recording: Path, ticks: int) -> list[dict]:
    """Replay ``recording`` headless in ``home`` for ``ticks`` ticks; the game events it logged."""
    monkeypatch.setenv(HOME_OVERRIDE_ENV, str(home))
    log = home.parent / f"{home.name}-replayed.jsonl"
    app = App(Options(sound=False, headless=True, frames=ticks, replay=Replay.load(recording), event_log=log))
    try:
        app.run()
    finally:
        app.close()
    return game_events(log)


def game_events(log: Path) -> list[dict]:
    """The match events of an event log, in order."""
    return [e for e in map(json.loads, log.read_text().splitlines()) if e["event"] in GAME_EVENTS]


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file in a folder, by name."""
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())} if folder.is_dir() else {}


@pytest.mark.parametrize("last_first", [None, FirstPlayer.YOU, FirstPlayer.COMPUTER])
def test_take_turns_replays_as_played_whatever_the_stats_now_say(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, last_first: FirstPlayer | None
) -> None:
    live_home, replay_home = tmp_path / "live", tmp_path / "replay"
    save_stats(live_home / "data", StatsChanges(last_first=last_first))
    recording, live, ticks = record_live(live_home, monkeypatch, "perfect")
    starts = [e for e in live if e["event"] == "game_start"]
    assert len(starts) == 3 and starts[0]["x"] != starts[1]["x"]  # take turns did alternate live

    # The replay's home remembers the opposite start, and a tally of its own.
    opposite = FirstPlayer.COMPUTER if last_first is not FirstPlayer.COMPUTER else FirstPlayer.YOU
    save_stats(replay_home / "data", StatsChanges((("perfect", 1),), opposite))
    before = snapshot(replay_home / "data")
    assert replay_in(replay_home, monkeypatch, recording, ticks) == live
    assert snapshot(replay_home / "data") == before  # and the replay wrote nothing


def test_menace_replays_from_the_boxes_it_had_not_the_ones_on_disk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    live_home, replay_home = tmp_path / "live", tmp_path / "replay"
    recording, live, ticks = record_live(live_home, monkeypatch, "menace")
    assert sum(e["event"] == "game_end" for e in live) == 3
    # The live session taught MENACE three games; the replay's home has a MENACE taught otherwise.
    monkeypatch.setenv(HOME_OVERRIDE_ENV, str(replay_home))
    taught = {0: tuple(1_000 if sq == 0 else 0 for sq in range(9))}  # the empty board's box: always a corner
    saved = MenaceStore(data_dir() / MENACE_FILE_NAME).update(lambda boxes, games: (taught, 500), box_keys())
    assert saved.boxes == taught
    before = snapshot(replay_home / "data")
    assert replay_in(replay_home, monkeypatch, recording, ticks) == live
    assert snapshot(replay_home / "data") == before
    assert json.loads((live_home / "data" / STATS_FILE).read_text()) != stats_to_json(Stats())
