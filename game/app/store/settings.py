"""The player's settings: validated values, loaded and saved as JSON in the config folder.

Loading never stops the game.  An unparseable file is set aside as a backup
(``game.files.storage``) and the defaults are used; a file with some bad values
keeps its good ones, resets the bad ones and is copied aside first so the
next save loses nothing; an unknown opponent id falls back to the default;
a file that cannot be read at all is left alone and never saved over that
session.  Each problem comes back as a ``Notice`` (a short line for the
screen and the detail for stderr).  Saving follows ``game.files.storage``: atomic,
merged with the file on disk under a lock; if the folder cannot be written
the store stops trying and says so once, and the game runs on without saving.
"""

from __future__ import annotations

import enum
import json
import os
import shutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any

from game.app.input.scheme import ControlScheme, ControlsError
from game.app.render.motion import Motion
from game.values.theme import Theme
from game.engine import View
from game.play.attract import DEMO_VARIED
from game.play.big_match import BigSetup, BigSetupError
from game.values.seats import PERSON_ID, FirstPlayer
from game.opponents import roster_ids
from game.files.paths import SETTINGS_FILE
from game.messages.quoting import quote
from game.files.storage import KeptFile, backup_path
from game.language import N_, Language, from_locale, tr
from game.speech import Speech

#: 2: MENACE resigns on an empty box (Michie's rule) by default.  Version 1 wrote its default, REFILL, into every
#: file, chosen or not; so a version-1 file's REFILL is read as the new default (``_UPGRADES``).
#: 3: the attract mode's DEMO PLAYERS are VARIED by default (``_OLD_DEFAULTS``).
SETTINGS_VERSION = 3
#: Fields a file older than a version drops, because the old default was written as if chosen: version -> fields.
_UPGRADES: dict[int, tuple[str, ...]] = {2: ("menace_resigns",)}
#: Values a file older than a version holds that were the default then, written as if chosen: version ->
#: {field: that value}.  Such a value reads as today's default; any other was chosen, and is kept.
#: Version 3 made the attract mode VARIED: a file's PERFECT V PERFECT may be the old default.
_OLD_DEFAULTS: dict[int, dict[str, Any]] = {3: {"demo_pair": "perfect/perfect"}}
#: MOTION's field before it had SLOW: REDUCED MOTION on or off, read as NONE or FULL.
LEGACY_MOTION = "reduced_motion"
VOLUME_STEP = 0.1
ATTRACT_IDLE_MAX_SECONDS = 3600  # an hour; 0 turns the attract mode off
ATTRACT_IDLE_DEFAULT_SECONDS = 30
SCREEN_SAVER_MAX_SECONDS = 3600  # an hour; 0 never dims
SCREEN_SAVER_DEFAULT_SECONDS = 300  # five minutes of a still screen before it dims


class AttractSound(enum.Enum):
    """When the attract mode makes sound, as cabinets offer it: every run, one run in four, or never."""

    ALWAYS = "always"
    EVERY_4TH = "every_4th"
    NEVER = "never"


class SettingsError(ValueError):
    """A settings value is out of range or of the wrong type."""


@dataclass(frozen=True, slots=True)
class Notice:
    """Something to tell the player: one short line for the screen, the detail for stderr."""

    screen: str
    detail: str


def _bool(value: Any) -> bool:
    if type(value) is not bool:
        raise SettingsError(f"expected true or false, got {quote(value)}")
    return value


def _volume(value: Any) -> float:
    if type(value) not in (int, float) or not 0.0 <= value <= 1.0:
        raise SettingsError(f"expected a number from 0 to 1, got {quote(value)}")
    return float(value)


def _idle(value: Any) -> int:
    if type(value) is not int or not 0 <= value <= ATTRACT_IDLE_MAX_SECONDS:
        raise SettingsError(f"expected whole seconds from 0 to {ATTRACT_IDLE_MAX_SECONDS}, got {quote(value)}")
    return value


def _screen_saver(value: Any) -> int:
    if type(value) is not int or not 0 <= value <= SCREEN_SAVER_MAX_SECONDS:
        raise SettingsError(f"expected whole seconds from 0 to {SCREEN_SAVER_MAX_SECONDS}, got {quote(value)}")
    return value


def _opponent(value: Any) -> str:
    if value not in roster_ids():
        raise SettingsError(f"unknown opponent {quote(value)}; known: {', '.join(roster_ids())}")
    return value


def opponent_choices() -> tuple[str, ...]:
    """Whom a match can be played against: a person on this machine first, then the roster."""
    return (PERSON_ID, *roster_ids())


def _match_opponent(value: Any) -> str:
    if value not in opponent_choices():
        raise SettingsError(f"unknown opponent {quote(value)}; known: {', '.join(opponent_choices())}")
    return value


#: What the settings screen offers for the attract mode: VARIED (the show's own pair a run), then fixed
#: pairs (X first); the file may name any pair.
DEMO_PAIRS = (
    DEMO_VARIED,
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
    if value == DEMO_VARIED:
        return value
    if not isinstance(value, str) or value.count("/") != 1:
        raise SettingsError(f"expected two opponent ids as 'x/o', got {quote(value)}")
    for ident in value.split("/"):
        _opponent(ident)
    return value


def _big_board(value: Any) -> str:
    try:
        return BigSetup.parse(value).text
    except BigSetupError as err:
        raise SettingsError(str(err)) from None


def _enum(kind: type) -> Callable[[Any], Any]:
    def parse(value: Any) -> Any:
        if isinstance(value, kind):
            return value
        try:
            return kind(value)
        except ValueError:
            choices = ", ".join(repr(m.value) for m in kind)
            raise SettingsError(f"expected one of {choices}, got {quote(value)}") from None

    return parse


def default_opponent() -> str:
    """The opponent a fresh machine offers: the first of the roster, ``random``."""
    return roster_ids()[0]


@dataclass(frozen=True, slots=True)
class Settings:
    """Every setting, always valid (construction checks each field)."""

    fullscreen: bool = False
    sound: bool = True
    volume: float = 0.7
    crt: bool = True
    theme: Theme = Theme.XO
    presenter: bool = False  # for a projector: high-contrast colours (7:1 text) and no scanlines
    opponent: str = ""  # a roster id or PERSON_ID; "" means the default opponent, filled in by __post_init__
    first_player: FirstPlayer = FirstPlayer.YOU
    attract_idle_seconds: int = ATTRACT_IDLE_DEFAULT_SECONDS
    show_thinking: bool = False  # draw the computer's per-cell scores before it moves
    menace_resigns: bool = True  # Michie's rule: MENACE resigns on reaching a box with no bead left (off: REFILL)
    demo_pair: str = DEMO_VARIED  # who plays whom in the attract mode: VARIED, or one pair "x/o"
    game: View = View.TICTACTOE  # the game last chosen from the menu
    kiosk: bool = False  # an arcade cabinet: full screen, no way for players to quit (the operator menu sets it)
    motion: Motion = Motion.FULL  # flights, pops, sweeps and wipes: at their pace, three times slower, or none
    attract_sound: AttractSound = AttractSound.ALWAYS  # the operator's choice of when the demo is heard
    screen_saver_seconds: int = SCREEN_SAVER_DEFAULT_SECONDS  # a still screen outside a game dims after this; 0 never
    big_board: str = BigSetup().text  # the BIG BOARD last set up: "5x5/4/weights/x" (side, k, opponent, your mark)
    controls: ControlScheme = ControlScheme()  # which key or button does what, for each player (CONTROLS)
    language: Language = Language.ENGLISH  # what the game speaks; a file that names none follows the system's locale
    speech: Speech = Speech.OFF  # the screen said aloud for a player who cannot see it (``game.speech``)

    @property
    def effects(self) -> bool:
        """Whether the sound effects play: SOUND on, and SPEECH not ON WITH SOUND OFF."""
        return self.sound and self.speech is not Speech.ON_SOUND_OFF

    def __post_init__(self) -> None:
        if self.opponent == "":
            object.__setattr__(self, "opponent", default_opponent())
        for f in fields(self):
            object.__setattr__(self, f.name, _PARSERS[f.name](getattr(self, f.name)))

    def to_json(self) -> dict[str, Any]:
        """The JSON form written to settings.json."""
        data = {f.name: _written(getattr(self, f.name)) for f in fields(self)}
        return {"version": SETTINGS_VERSION, **data}

    @classmethod
    def from_json(cls, data: dict[str, Any], *, as_recorded: bool = False) -> tuple[Settings, list[str]]:
        """Settings from a JSON object, keeping good fields; the bad ones as 'field: why'.

        ``as_recorded``: the settings a recording ran under, each value exactly as in force then, so an
        older version's defaults are kept rather than read as today's (the recording replays as recorded).
        """
        good: dict[str, Any] = {}
        bad: list[str] = []
        version = data.get("version", 1)
        if "motion" not in data and LEGACY_MOTION in data:  # a file from before MOTION had SLOW
            try:
                data = {**data, "motion": (Motion.NONE if _bool(data[LEGACY_MOTION]) else Motion.FULL).value}
            except SettingsError as err:
                bad.append(f"{LEGACY_MOTION}: {err}")
        stale = set() if as_recorded else {name for since, names in _UPGRADES.items()
                                           if not isinstance(version, int) or version < since for name in names}
        for f in fields(cls):
            if f.name not in data:
                continue
            try:
                value = _PARSERS[f.name](data[f.name])
            except SettingsError as err:
                bad.append(f"{f.name}: {err}")
                continue
            if f.name not in stale and (as_recorded or not _old_default(version, f.name, value)):
                good[f.name] = value
        return cls(**good), bad


def _written(value: Any) -> Any:
    """A field's value as settings.json holds it."""
    if isinstance(value, enum.Enum):
        return value.value
    return value.to_json() if isinstance(value, ControlScheme) else value


def _controls(value: Any) -> ControlScheme:
    try:
        return ControlScheme.from_json(value)
    except ControlsError as err:
        raise SettingsError(str(err)) from None


def _old_default(version: Any, name: str, value: Any) -> bool:
    """Whether a file of ``version`` holds for ``name`` a value that was the default then, not a choice."""
    return any(name in old and old[name] == value for since, old in _OLD_DEFAULTS.items()
               if not isinstance(version, int) or version < since)


_PARSERS: dict[str, Callable[[Any], Any]] = {
    "fullscreen": _bool,
    "sound": _bool,
    "volume": _volume,
    "crt": _bool,
    "theme": _enum(Theme),
    "presenter": _bool,
    "opponent": _match_opponent,
    "first_player": _enum(FirstPlayer),
    "attract_idle_seconds": _idle,
    "show_thinking": _bool,
    "menace_resigns": _bool,
    "demo_pair": _pair,
    "game": _enum(View),
    "kiosk": _bool,
    "motion": _enum(Motion),
    "attract_sound": _enum(AttractSound),
    "screen_saver_seconds": _screen_saver,
    "big_board": _big_board,
    "controls": _controls,
    "language": _enum(Language),
    "speech": _enum(Speech),
}


#: What the player reads when the settings file is there but cannot be read.
UNREADABLE_SCREEN = N_("SETTINGS FILE COULD NOT BE READ: USING DEFAULTS, NOT SAVING")
BACKUP_SCREEN = N_("SETTINGS FILE UNREADABLE: KEPT A BACKUP, USING DEFAULTS")


def load_settings(path: Path, kept: KeptFile | None = None,
                  environ: Mapping[str, str] = os.environ) -> tuple[Settings, list[Notice]]:
    """The saved settings (defaults where missing or bad) and what to tell the player.

    A file that is there but cannot be read is left as it is, and ``kept``
    (the session's ``KeptFile`` for it) refuses every save this session.
    Until a language is chosen, the game speaks the system's locale's
    (``environ``), in English where it does not speak that one.
    """
    kept = kept or KeptFile(path)
    unchosen = Settings(language=from_locale(environ))
    result = kept.load()
    notices = []
    if result.problem:
        if result.backup is not None:
            notices.append(Notice(BACKUP_SCREEN, result.problem))
        else:
            notices.append(Notice(UNREADABLE_SCREEN, f"{result.problem}; it is left as it is and changes last "
                                                     "until you quit"))
    if result.data is None:
        return unchosen, notices
    if not isinstance(result.data, dict):
        problem = kept.set_aside("not a JSON object").problem or ""
        return unchosen, [Notice(BACKUP_SCREEN, problem)]
    settings, bad = Settings.from_json(result.data)
    if "language" not in result.data:
        settings = replace(settings, language=unchosen.language)
    if bad:
        kept_copy = _copy_aside(path)
        # TRANSLATORS: {names} are settings.json's names of the settings found bad, as the file spells them.
        notices.append(Notice(tr("SETTINGS RESET TO DEFAULT: {names}").format(names=_names(bad)), f"{path}: {'; '.join(bad)}{kept_copy}"))
    return settings, notices


def spoken_language(path: Path, environ: Mapping[str, str] = os.environ) -> Language:
    """The language the game speaks on this machine, read and never written: the one chosen in the settings file,
    else the system's locale's (a file that cannot be read, or names none, as at a start)."""
    try:
        return Language(json.loads(path.read_text(encoding="utf-8"))["language"])
    except (OSError, ValueError, KeyError, TypeError):
        return from_locale(environ)


def _names(bad: list[str]) -> str:
    """The fields of 'field: why' lines, as the screen names them."""
    return ", ".join(b.split(":")[0].replace("_", " ").upper() for b in bad)


def _copy_aside(path: Path) -> str:
    """Copy a partly bad file to a backup name, so saving over it loses nothing."""
    try:
        backup = backup_path(path)
        shutil.copy2(path, backup)
    except OSError as err:
        return f" (could not keep a copy: {err})"
    return f" (the file as it was is kept as {backup.name})"


class SettingsStore:
    """The current settings; changes are validated, saved at once and announced to observers.

    A save writes only the fields this copy changed, onto the file as it is
    on disk then (``KeptFile.save``), so another copy of the game's changes
    to other fields survive -- and this copy takes them up.  Fields named in
    ``session_only`` (``--fullscreen`` on the command line) keep this
    session's value until the player changes them.
    """

    def __init__(self, settings: Settings, file: KeptFile | None, tell: Callable[[Notice], None],
                 session_only: frozenset[str] = frozenset()) -> None:
        self.current = settings
        self._file = file  # None: nothing is saved (a replay)
        self._tell = tell
        self._session_only = set(session_only)
        self._changed: set[str] = set()  # fields changed here and not yet saved
        self._observers: list[Callable[[Settings, Settings], None]] = []

    @property
    def saving(self) -> bool:
        """Whether changes are written to disk."""
        return self._file is not None and self._file.writable

    def observe(self, callback: Callable[[Settings, Settings], None]) -> None:
        """Call ``callback(old, new)`` after every change."""
        self._observers.append(callback)

    def update(self, **changes: Any) -> Settings:
        """Apply changes (SettingsError if invalid), save them, tell the observers."""
        old, new = self.current, replace(self.current, **changes)
        if new == old:
            return new
        changed = {name for name in changes if getattr(new, name) != getattr(old, name)}
        self._changed |= changed
        self._session_only -= changed
        self.current = new
        self.save()
        for callback in self._observers:
            callback(old, self.current)
        return self.current

    def choose(self, **changes: Any) -> Settings:
        """A player's choice made outside the settings screen: saved at home, this session only in kiosk mode.

        A cabinet's saved settings are the operator's; the public changes none of them.
        """
        return self.hold(**changes) if self.current.kiosk else self.update(**changes)

    def hold(self, **changes: Any) -> Settings:
        """Apply changes for this session only (as ``session_only`` fields): told to the observers, never saved."""
        old, new = self.current, replace(self.current, **changes)
        if new == old:
            return new
        held = {name for name in changes if getattr(new, name) != getattr(old, name)}
        self._session_only |= held
        self._changed -= held
        self.current = new
        for callback in self._observers:
            callback(old, self.current)
        return self.current

    def save(self) -> None:
        """Merge this copy's changed fields into the file; on failure tell the player (once when saving stops)."""
        if self._file is None or not self._changed:
            return
        mine = {name: value for name, value in self.current.to_json().items() if name in self._changed}
        # With no file on disk, this session's settings are the saved ones -- but for the session-only fields.
        fresh = replace(self.current, **{name: getattr(Settings(), name) for name in self._session_only})

        def merge(data: Any) -> dict[str, Any]:
            if data is None:
                return {**fresh.to_json(), **mine}
            if not isinstance(data, dict):
                raise ValueError("not a JSON object")  # set aside as a backup, then written afresh
            # Bad values on disk become defaults, as at start-up (which kept a copy of the file).
            return {**Settings.from_json(data)[0].to_json(), **mine}

        saved = self._file.save(merge)
        if saved.data is not None:
            self._changed.clear()
            merged = Settings.from_json(saved.data)[0]
            self.current = replace(merged, **{name: getattr(self.current, name) for name in self._session_only})
        elif saved.problem:
            stopped = N_("CANNOT SAVE SETTINGS: CHANGES LAST UNTIL YOU QUIT")
            self._tell(Notice(stopped if saved.stopped else N_("CANNOT SAVE SETTINGS YET"), saved.problem))
