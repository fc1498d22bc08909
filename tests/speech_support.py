"""Helpers for the speech tests: the lines an app says, read from its ``speech`` events as a blind player hears them."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from game.app.input.actions import Action, ActionEvent
from game.app.shell.app import App

from app_support import make_app, run_ticks


class Heard:
    """Every ``speech`` event's text from now on, in order; ``take`` hands over those not yet taken."""

    def __init__(self, app: App) -> None:
        self.lines: list[str] = []
        self.voices: list[str] = []
        self._taken = 0
        app.ctx.events.listen(self._hear)

    def _hear(self, event: dict) -> None:
        if event["event"] == "speech":
            self.lines.append(event["text"])
            self.voices.append(event.get("voice", "reader"))

    def take(self) -> list[str]:
        """The lines said since the last ``take``."""
        new, self._taken = self.lines[self._taken:], len(self.lines)
        return new


def press(app: App, action: Action, ticks: int = 1, **fields) -> None:
    """One action, then ``ticks`` ticks run."""
    app.dispatch(ActionEvent(action, **fields))
    run_ticks(app, ticks)


@contextmanager
def speaking(scene: str, **options) -> Iterator[tuple[App, Heard]]:
    """A headless app with SPEECH on, opened in ``scene`` and run one tick, and what it says from its start."""
    app = make_app(scene=scene, speech=True, **options)
    try:
        heard = Heard(app)
        run_ticks(app, 1)
        yield app, heard
    finally:
        app.close()
