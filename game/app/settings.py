"""The player's settings: validated values, loaded and saved as JSON in the config folder.

Loading never stops the game.  An unparseable file is set aside as a backup
(``game.storage``) and the defaults are used; a file with some bad values
keeps its good ones, resets the bad ones and is copied aside first so the
next save loses nothing; an unknown opponent id falls back to the default.
Each problem comes back as a ``Notice`` (a short line for the screen and the
detail for stderr).  Saving is atomic; if the folder cannot be written the
store stops trying and says so once, and the game runs on without saving.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from game.engine import View
from game.match import PERSON_ID, FirstPlayer
from game.opponents import roster_ids
from game.storage import StorageError, backup_path, load_json, set_aside, write_json_atomic

from .palette import Theme

SETTINGS_FILE = "settings.json"
SETTINGS_VERSION = 1
VOLUME_STEP = 0.1
ATTRACT_IDLE_MAX_SECONDS = 3600  # an hour; 0 turns the attract mode off
ATTRACT_IDLE_DEFAULT_SECONDS = 30


class SettingsError(ValueError):
    """A settings value is out of range or of the wrong type."""


@dataclass(frozen=True, slots=True)
class Notice:
    """Something to tell the player: one short line for the screen, the detail for stderr."""

    screen: str
    detail: str


def _bool(value: Any) -> bool:
    if type(value) is not bool:
        raise SettingsError(f"expected true or false, got {value!r}")
    return value


def _volume(value: Any) -> float:
    if type(value) not in (int, float) or not 0.0 <= value <= 1.0:
        raise SettingsError(f"expected a number from 0 to 1, got {value!r}")
    return float(value)


def _idle(value: Any) -> int:
    if type(value) is not int or not 0 <= value <= ATTRACT_IDLE_MAX_SECONDS:
        raise SettingsError(f"expected whole seconds from 0 to {ATTRACT_IDLE_MAX_SECONDS}, got {value!r}")
    return value


def _opponent(value: Any) -> str:
    if value not in roster_ids():
        raise SettingsError(f"unknown opponent {value!r}; known: {', '.join(roster_ids())}")
    return value


def opponent_choices() -> tuple[str, ...]:
    """Whom a match can be played against: a person on this machine first, then the roster."""
    return (PERSON_ID, *roster_ids())


def _match_opponent(value: Any) -> str:
    if value not in opponent_choices():
        raise SettingsError(f"unknown opponent {value!r}; known: {', '.join(opponent_choices())}")
    return value


#: The pairs the settings screen offers for the attract mode (X first); the file may name any pair.
DEMO_PAIRS = (
    "perfect/perfect",
    "lookahead/lookahead",
    "magic/magic",
    "center/center",
    "naive/naive",
    "menace/perfect",
    "random/perfect",
    "random/random",
)


def _pair(value: Any) -> str:
    if not isinstance(value, str) or value.count("/") != 1:
        raise SettingsError(f"expected two opponent ids as 'x/o', got {value!r}")
    for ident in value.split("/"):
        _opponent(ident)
    return value


def _enum(kind: type) -> Callable[[Any], Any]:
    def parse(value: Any) -> Any:
        if isinstance(value, kind):
            return value
        try:
            return kind(value)
        except ValueError:
            choices = ", ".join(repr(m.value) for m in kind)
            raise SettingsError(f"expected one of {choices}, got {value!r}") from None

    return parse


def default_opponent() -> str:
    """The opponent a fresh machine offers: the first of the roster (menu order)."""
    return roster_ids()[0]


@dataclass(frozen=True, slots=True)
class Settings:
    """Every setting, always valid (construction checks each field)."""

    fullscreen: bool = False
    sound: bool = True
    volume: float = 0.7
    crt: bool = True
    theme: Theme = Theme.XO
    opponent: str = ""  # a roster id or PERSON_ID; "" means the default opponent, filled in by __post_init__
    first_player: FirstPlayer = FirstPlayer.YOU
    attract_idle_seconds: int = ATTRACT_IDLE_DEFAULT_SECONDS
    show_thinking: bool = False  # draw the computer's per-cell scores before it moves
    demo_pair: str = DEMO_PAIRS[0]  # who plays whom in the attract mode, "x/o"
    game: View = View.TICTACTOE  # the game last chosen from the menu

    def __post_init__(self) -> None:
        if self.opponent == "":
            object.__setattr__(self, "opponent", default_opponent())
        for f in fields(self):
            object.__setattr__(self, f.name, _PARSERS[f.name](getattr(self, f.name)))

    def to_json(self) -> dict[str, Any]:
        """The JSON form written to settings.json."""
        data = {k: (v.value if isinstance(v, (Theme, FirstPlayer, View)) else v) for k, v in asdict(self).items()}
        return {"version": SETTINGS_VERSION, **data}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> tuple[Settings, list[str]]:
        """Settings from a JSON object, keeping good fields; the bad ones as 'field: why'."""
        good: dict[str, Any] = {}
        bad: list[str] = []
        for f in fields(cls):
            if f.name not in data:
                continue
            try:
                good[f.name] = _PARSERS[f.name](data[f.name])
            except SettingsError as err:
                bad.append(f"{f.name}: {err}")
        return cls(**good), bad


_PARSERS: dict[str, Callable[[Any], Any]] = {
    "fullscreen": _bool,
    "sound": _bool,
    "volume": _volume,
    "crt": _bool,
    "theme": _enum(Theme),
    "opponent": _match_opponent,
    "first_player": _enum(FirstPlayer),
    "attract_idle_seconds": _idle,
    "show_thinking": _bool,
    "demo_pair": _pair,
    "game": _enum(View),
}


def load_settings(path: Path) -> tuple[Settings, list[Notice]]:
    """The saved settings (defaults where missing or bad) and what to tell the player."""
    result = load_json(path)
    notices = []
    if result.problem:
        if result.backup is not None:
            screen = "SETTINGS FILE UNREADABLE: KEPT A BACKUP, USING DEFAULTS"
        else:
            screen = "CANNOT READ SETTINGS: USING DEFAULTS"
        notices.append(Notice(screen, result.problem))
    if result.data is None:
        return Settings(), notices
    if not isinstance(result.data, dict):
        problem = set_aside(path, "not a JSON object").problem or ""
        return Settings(), [Notice("SETTINGS FILE UNREADABLE: KEPT A BACKUP, USING DEFAULTS", problem)]
    settings, bad = Settings.from_json(result.data)
    if bad:
        kept = _copy_aside(path)
        names = ", ".join(b.split(":")[0].replace("_", " ").upper() for b in bad)
        notices.append(Notice(f"SETTINGS RESET TO DEFAULT: {names}", f"{path}: {'; '.join(bad)}{kept}"))
    return settings, notices


def safe_to_save_over(path: Path) -> bool:
    """Whether saving may replace ``path``: it is absent, or holds a settings object we can read.

    After ``load_settings`` a damaged file has been moved aside; one still in
    place could not be read or could not be moved, and nothing may overwrite it.
    """
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return True
    except (OSError, ValueError):
        return False
    return isinstance(data, dict)


def _copy_aside(path: Path) -> str:
    """Copy a partly bad file to a backup name, so saving over it loses nothing."""
    try:
        backup = backup_path(path)
        shutil.copy2(path, backup)
    except OSError as err:
        return f" (could not keep a copy: {err})"
    return f" (the file as it was is kept as {backup.name})"


class SettingsStore:
    """The current settings; changes are validated, saved at once and announced to observers."""

    def __init__(self, settings: Settings, path: Path | None, tell: Callable[[Notice], None]) -> None:
        self.current = settings
        self.path = path  # None: nothing is saved (a replay, or saving failed)
        self._tell = tell
        self._observers: list[Callable[[Settings, Settings], None]] = []

    @property
    def saving(self) -> bool:
        """Whether changes are written to disk."""
        return self.path is not None

    def observe(self, callback: Callable[[Settings, Settings], None]) -> None:
        """Call ``callback(old, new)`` after every change."""
        self._observers.append(callback)

    def update(self, **changes: Any) -> Settings:
        """Apply changes (SettingsError if invalid), save them, tell the observers."""
        old, new = self.current, replace(self.current, **changes)
        if new == old:
            return new
        self.current = new
        self.save()
        for callback in self._observers:
            callback(old, new)
        return new

    def save(self) -> None:
        """Write the current settings; on failure stop saving and tell the player once."""
        if self.path is None:
            return
        try:
            write_json_atomic(self.path, self.current.to_json())
        except StorageError as err:
            self.path = None
            self._tell(Notice("CANNOT SAVE SETTINGS: CHANGES LAST UNTIL YOU QUIT", str(err)))
