"""Ticks that draw no frame, for the tests that read the scenes, the match and the log, not the picture.

Drawing and presenting a frame is most of a headless tick's cost (three
quarters of it in the games' tests), while what those tests check is worked
out by ``poll`` and ``step`` alone: the game counts ticks, not frames.  A
module that asks for ``undrawn`` runs its ticks so (``App.frame`` draws
nothing), and where one of its tests looks at a picture it draws that
picture itself, on the tick it looks (``app.draw()``).  The screens are drawn
whole elsewhere: the screenshot, screen-text, replay and monkey tests.
"""

from __future__ import annotations

import pytest

from game.app.shell.app import App


def no_frame(app: App) -> bool:
    """``App.frame``, undrawn: no picture, so no present waited for the display (False)."""
    return False


@pytest.fixture
def undrawn(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every app in the test ticks without drawing a frame."""
    monkeypatch.setattr(App, "frame", no_frame)
