"""Where the game keeps the player's files: config, data (stats, MENACE), pictures; its own cache and state.

Follows the XDG base-directory convention on Linux and the usual places on
macOS and Windows.  ``TICTACTOE_MAGIC_HOME`` overrides all of them with one
folder, which the tests and arcade operators use to keep a machine's state
in one known place.  The kept files' names live here, beside their folders,
so that every output can be checked against all of them (``game.files.outputs``).
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

APP_DIR_NAME = "tictactoe-magic"
HOME_OVERRIDE_ENV = "TICTACTOE_MAGIC_HOME"

SETTINGS_FILE = "settings.json"  # in the config folder; the rest in the data folder
STATS_FILE = "stats.json"  # results per opponent
MENACE_FILE_NAME = "menace.json"  # MENACE's matchboxes
BOOKS_FILE = "bookkeeping.json"  # the cabinet's bookkeeping
FAME_FILE = "hall_of_fame.json"  # the hall of fame
SESSION_FILE = "session.json"  # the session running now, removed when it ends cleanly
CABINET_LOG = "cabinet.jsonl"  # in the state folder: a kiosk session's event log when no --event-log names one
LOCK_FILE = "session.lock"  # held by the one copy running on this home (``session_lock``)


def _base(xdg_env: str, fallback: Path, mac: str, win_env: str) -> Path:
    if sys.platform == "darwin":
        return Path.home() / mac
    if os.name == "nt":
        return Path(os.environ.get(win_env) or Path.home() / "AppData" / "Roaming")
    value = os.environ.get(xdg_env)
    return Path(value) if value and os.path.isabs(value) else fallback


def config_dir() -> Path:
    """Folder for settings."""
    if os.environ.get(HOME_OVERRIDE_ENV):
        return Path(os.environ[HOME_OVERRIDE_ENV]) / "config"
    base = _base("XDG_CONFIG_HOME", Path.home() / ".config", "Library/Application Support", "APPDATA")
    return base / APP_DIR_NAME


def data_dir() -> Path:
    """Folder for things the game learns or tallies (stats, MENACE's matchboxes)."""
    if os.environ.get(HOME_OVERRIDE_ENV):
        return Path(os.environ[HOME_OVERRIDE_ENV]) / "data"
    base = _base("XDG_DATA_HOME", Path.home() / ".local" / "share", "Library/Application Support", "LOCALAPPDATA")
    return base / APP_DIR_NAME


def cache_dir() -> Path:
    """Folder for what the game can always make again (the renderer probe's last answer)."""
    if os.environ.get(HOME_OVERRIDE_ENV):
        return Path(os.environ[HOME_OVERRIDE_ENV]) / "cache"
    base = _base("XDG_CACHE_HOME", Path.home() / ".cache", "Library/Caches", "LOCALAPPDATA")
    return base / APP_DIR_NAME


def state_dir() -> Path:
    """Folder for what the game writes about itself, such as a cabinet's event log (XDG's state folder)."""
    if os.environ.get(HOME_OVERRIDE_ENV):
        return Path(os.environ[HOME_OVERRIDE_ENV]) / "state"
    base = _base("XDG_STATE_HOME", Path.home() / ".local" / "state", "Library/Logs", "LOCALAPPDATA")
    return base / APP_DIR_NAME


def pictures_dir() -> Path:
    """Folder for F12 screenshots: the user's Pictures folder if it exists, else the data folder."""
    if os.environ.get(HOME_OVERRIDE_ENV):
        return Path(os.environ[HOME_OVERRIDE_ENV]) / "screenshots"
    pictures = Path(os.environ.get("XDG_PICTURES_DIR", Path.home() / "Pictures"))
    return pictures / APP_DIR_NAME if pictures.is_dir() else data_dir() / "screenshots"


def kept_files() -> list[Path]:
    """Every file the game keeps for the player, where it is now (settings first)."""
    data = (STATS_FILE, MENACE_FILE_NAME, BOOKS_FILE, FAME_FILE, SESSION_FILE)
    return [config_dir() / SETTINGS_FILE, *(data_dir() / name for name in data)]


@contextmanager
def private_home(prefix: str) -> Iterator[Path]:
    """A new empty home for sessions a tool runs: they read default settings and save nothing of the player's.

    A tool's sessions (screenshots, lesson pictures, clips of the attract mode,
    the bench) would otherwise book sessions and attract runs into a cabinet's
    bookkeeping and meet the playing copy's lock.  The player's own home is
    back in force when the block ends.
    """
    before = os.environ.get(HOME_OVERRIDE_ENV)
    with tempfile.TemporaryDirectory(prefix=prefix) as home:
        os.environ[HOME_OVERRIDE_ENV] = home
        try:
            yield Path(home)
        finally:
            if before is None:
                os.environ.pop(HOME_OVERRIDE_ENV, None)
            else:
                os.environ[HOME_OVERRIDE_ENV] = before
