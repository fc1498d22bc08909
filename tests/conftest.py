"""Shared fixtures: the reachable positions, roster opponents that remember their answers,
and a private home folder for every test.

Every test runs with TICTACTOE_MAGIC_HOME pointing at its own temporary
folder, so nothing a test does (MENACE saving its boxes, say) can touch the
real user's files.
"""

from __future__ import annotations

import os
import tempfile

# Headless SDL for every test, set before any test module imports pygame.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The game follows the system's locale until a language is chosen: the tests read it in English wherever they run
# (LANGUAGE is the first variable gettext reads), and a test that speaks another says so.
os.environ["LANGUAGE"] = "en"

from functools import cache  # noqa: E402
from pathlib import Path

import pytest

from game.engine import Board, reachable
from game.opponents import ROSTER, Distribution, Opponent, make_opponent
from game.files.paths import HOME_OVERRIDE_ENV
from game.language import Language, use


@pytest.fixture(autouse=True)
def roster_restored():
    """Put the roster back exactly, order included, after tests that swap opponents in and out.

    monkeypatch restores values, but a key deleted and set again moves to the
    end of the dict, and the roster's order is the menu's order.
    """
    saved = dict(ROSTER)
    yield
    ROSTER.clear()
    ROSTER.update(saved)


@pytest.fixture(autouse=True)
def english_again():
    """The language in use is the process's: a test that started a session in another leaves English behind it."""
    yield
    use(Language.ENGLISH)


@pytest.fixture(scope="session")
def homes_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the homes of tests that ask for no tmp_path are made."""
    return tmp_path_factory.mktemp("homes")


@pytest.fixture(autouse=True)
def private_home(monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest, homes_root: Path) -> Path:
    """A fresh home folder for the game's files, for every test.

    Beside the test's tmp_path when it asks for one (tests keep files next to
    the home); otherwise in a folder of its own made by mkdtemp, because
    pytest numbers each tmp_path by listing every earlier one, seconds a run
    over thousands of tests that never look at it.
    """
    if "tmp_path" in request.fixturenames:
        base: Path = request.getfixturevalue("tmp_path")
    else:
        base = Path(tempfile.mkdtemp(dir=homes_root))
    home = base / "home"
    monkeypatch.setenv(HOME_OVERRIDE_ENV, str(home))
    return home


@pytest.fixture(scope="session")
def positions() -> list[Board]:
    """Every reachable position (5,478 of them), empty board first."""
    return sorted(reachable().values(), key=lambda b: (b.ply, b.key))


class Memoised(Opponent):
    """A non-learning roster opponent that works out each position's distribution once.

    Exact calculations ask the same positions again and again across tests; the
    roster's thinkers are slow enough for that to matter.
    """

    def __init__(self, inner: Opponent) -> None:
        self.inner = inner
        self.id = inner.id  # type: ignore[misc]
        self.name = inner.name  # type: ignore[misc]
        self.description = inner.description  # type: ignore[misc]
        self.learns = inner.learns  # type: ignore[misc]
        self._memo: dict[int, Distribution] = {}

    def distribution(self, board: Board) -> Distribution:
        if board.key not in self._memo:
            self._memo[board.key] = self.inner.distribution(board)
        return self._memo[board.key]


@cache
def memoised(opponent_id: str) -> Memoised:
    """The session's one memoised copy of a roster opponent (never a learner's live state)."""
    return Memoised(make_opponent(opponent_id))
