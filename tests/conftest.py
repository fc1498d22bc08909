"""Shared fixtures: the reachable positions, enumerated once per test session."""

from __future__ import annotations

import pytest

from game.engine import Board, reachable


@pytest.fixture(scope="session")
def positions() -> list[Board]:
    """Every reachable position (5,478 of them), empty board first."""
    return sorted(reachable().values(), key=lambda b: (b.ply, b.key))
