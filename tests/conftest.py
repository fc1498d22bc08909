"""Shared fixtures: the reachable positions, enumerated once per test session.

Every test runs with TICTACTOE_MAGIC_HOME pointing at its own temporary
folder, so nothing a test does (MENACE saving its boxes, say) can touch the
real user's files.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game.engine import Board, reachable
from game.paths import HOME_OVERRIDE_ENV


@pytest.fixture(autouse=True)
def private_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A fresh home folder for the game's files, for every test."""
    home = tmp_path / "home"
    monkeypatch.setenv(HOME_OVERRIDE_ENV, str(home))
    return home


@pytest.fixture(scope="session")
def positions() -> list[Board]:
    """Every reachable position (5,478 of them), empty board first."""
    return sorted(reachable().values(), key=lambda b: (b.ply, b.key))
