"""A start that stops halfway releases exactly what it had opened: the files, the pads, SDL."""

from __future__ import annotations

from contextlib import ExitStack
from pathlib import Path

import pygame
import pytest

import game.app.shell.start as start_module
from game.app.shell.app import App, Options
from game.files.log_file import LogFile


def test_a_start_stopped_after_the_window_opened_closes_the_event_log_and_quits_sdl(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[LogFile] = []

    def kept(path: Path, owned: ExitStack) -> LogFile:
        sink = start_module.open_event_log(path, owned)
        opened.append(sink)
        return sink

    def stopped(*args: object) -> None:
        assert pygame.display.get_init() and opened[0].stream is not None  # both open when the start stops
        raise RuntimeError("stopped")

    monkeypatch.setattr("game.app.shell.app.open_event_log", kept)
    monkeypatch.setattr("game.app.shell.app.make_context", stopped)
    with pytest.raises(RuntimeError, match="stopped"):
        App(Options(headless=True, frames=1, event_log=tmp_path / "events.jsonl"))
    assert opened[0].stream is None  # closed, so what it held is on disk
    assert not pygame.display.get_init()


def test_a_session_closed_releases_everything_once(tmp_path: Path) -> None:
    app = App(Options(headless=True, frames=1, event_log=tmp_path / "events.jsonl"))
    app.run()
    app.close()
    assert not pygame.display.get_init()
    app.close()  # nothing left to release: a second close does nothing
    assert (tmp_path / "events.jsonl").read_text().splitlines()[-1].find('"session_end"') > 0
