"""Where the game keeps the player's files: config, data (stats, MENACE), pictures.

Follows the XDG base-directory convention on Linux and the usual places on
macOS and Windows.  ``TICTACTOE_MAGIC_HOME`` overrides all of them with one
folder, which the tests and arcade operators use to keep a machine's state
in one known place.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_DIR_NAME = "tictactoe-magic"
HOME_OVERRIDE_ENV = "TICTACTOE_MAGIC_HOME"


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


def pictures_dir() -> Path:
    """Folder for F12 screenshots: the user's Pictures folder if it exists, else the data folder."""
    if os.environ.get(HOME_OVERRIDE_ENV):
        return Path(os.environ[HOME_OVERRIDE_ENV]) / "screenshots"
    pictures = Path(os.environ.get("XDG_PICTURES_DIR", Path.home() / "Pictures"))
    return pictures / APP_DIR_NAME if pictures.is_dir() else data_dir() / "screenshots"
