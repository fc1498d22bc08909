"""Safe JSON files: atomic writes, merged saves under a lock, and nothing the player saved ever lost.

The rules every file the game keeps (settings.json, stats.json, menace.json)
follows, through one ``KeptFile`` per file and session:

* A write goes to a temporary file in the same folder, is flushed to disk,
  given the old file's permission bits and renamed over the old file, so a
  crash leaves either the old or the new file, never half of one.
* A file that can be read but not parsed is moved aside to
  ``NAME.corrupt-N`` before the caller falls back to defaults, so the player
  (or a support engineer) can still recover it; saving afresh is then fine.
  So is one larger than ``MAX_FILE_BYTES``, before it is parsed.
* A file that is there but cannot be read -- permission denied, a folder or
  a named pipe in its place -- is never saved over in that session: the
  player is told once and the file stays byte for byte as it was.  Nothing
  but a regular file is ever opened, and that without blocking, so a pipe
  cannot make the game wait forever.
* A save merges: it takes the file's lock (``flock`` on ``.NAME.lock`` beside
  it), reads the file again, applies this copy's changes on top and writes
  the result, so two copies of the game on one home lose nothing of each
  other's.  A lock held elsewhere for more than ``LOCK_WAIT_SECONDS`` makes
  that save fail with a message rather than hang.  Where there is no
  ``fcntl`` (Windows) saves are not locked, and two copies at once may lose
  each other's latest changes.
* Temporary files a killed save left behind are removed when the game
  starts (``remove_leftovers``), under the lock, so a live copy's save in
  flight is not broken.

A symlink in place of a file is followed only while it stays inside the
file's folder: a save replaces the file it points to, so the link stays.  A
link that leads out of the folder is treated like an unreadable file -- not
read, never written through, the player told once -- so no save of the
game's can be steered onto a file elsewhere.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

try:
    import fcntl
except ImportError:  # Windows: saves go unlocked (see the module docstring)
    fcntl = None  # type: ignore[assignment]

#: How long a save waits for another copy of the game to release the lock before giving up.
LOCK_WAIT_SECONDS = 2.0
LOCK_RETRY_SECONDS = 0.02
#: The most bytes a kept file may hold: the largest the game writes, MENACE with every box full of beads,
#: is under 80 KB, and the others stay smaller with their entries capped.  A bigger file is damage, set
#: aside before it is parsed, so no file can make the game read or convert without end.
MAX_FILE_BYTES = 1024 * 1024


class StorageError(OSError):
    """A file could not be written; the message says which and why."""


class LockBusyError(StorageError):
    """Another copy of the game held the file's lock for longer than a save may wait."""


class UnreadableFileError(StorageError):
    """The file is there but could not be read, so nothing may replace it."""


@dataclass(frozen=True, slots=True)
class LoadResult:
    """What ``load_json`` found: the data (None if absent or unusable) and what to tell the player.

    ``untouchable`` says the file is still in place but could not be used
    (unreadable, or damaged and impossible to move aside): it must not be saved over.
    """

    data: Any
    problem: str | None = None
    backup: Path | None = None
    untouchable: bool = False


# -- reading -------------------------------------------------------------------------------------


def read_regular(path: Path, limit: int = -1) -> bytes:
    """The bytes of ``path`` (at most ``limit`` of them, if not -1) if it is a regular file; never blocks.

    Symlinks within its folder are followed.  Raises FileNotFoundError or
    NotADirectoryError (a file where a folder should be) if it is absent,
    and UnreadableFileError for anything else that stops the read: no
    permission, not a regular file, a link out of the folder.
    """
    path = _target(path)
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise UnreadableFileError(errno.EINVAL, "not a regular file", str(path))
        # O_NONBLOCK: should a pipe take the file's place between stat and open, opening it does not wait.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except (FileNotFoundError, NotADirectoryError, UnreadableFileError):
        raise
    except OSError as err:
        raise UnreadableFileError(err.errno, err.strerror or str(err), str(path)) from err
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise UnreadableFileError(errno.EINVAL, "not a regular file", str(path))
        with os.fdopen(os.dup(fd), "rb") as handle:
            return handle.read(limit)
    except UnreadableFileError:
        raise
    except OSError as err:
        raise UnreadableFileError(err.errno, err.strerror or str(err), str(path)) from err
    finally:
        os.close(fd)


def backup_path(path: Path, label: str = "corrupt") -> Path:
    """The first free ``NAME.LABEL-N`` beside ``path`` (``NAME.corrupt-N`` for a damaged file)."""
    n = 1
    while os.path.lexists(candidate := path.with_name(f"{path.name}.{label}-{n}")):
        n += 1
    return candidate


def keep_copy(path: Path, label: str) -> Path:
    """Copy the file at ``path`` to the first free ``NAME.LABEL-N`` beside it, atomically; the copy's path.

    For a file about to be rewritten in a new form, so the old form is never
    lost.  Raises UnreadableFileError if the file cannot be read (or is a link
    out of its folder) and StorageError if the copy cannot be written.
    """
    source = _target(path)
    data = read_regular(source)
    copy = backup_path(source, label)  # a free name: nothing there, so no link there to follow
    write_bytes_atomic(copy, data)
    return copy


def set_aside(path: Path, reason: str) -> LoadResult:
    """Move an unusable file to a backup name and say so; the caller uses defaults."""
    try:
        backup = backup_path(path)
        os.replace(path, backup)
    except OSError as err:
        return LoadResult(None, f"{path} is unusable ({reason}) and could not be moved aside: {err}",
                          untouchable=True)
    return LoadResult(None, f"{path} was unusable ({reason}); kept it as {backup.name}", backup)


def parse_json(raw: bytes) -> Any:
    """The JSON in ``raw``; ValueError (with a short reason) if it is not JSON the game can read."""
    if len(raw) > MAX_FILE_BYTES:
        raise ValueError(f"larger than {MAX_FILE_BYTES // 1024:,} KB, more than any file the game writes")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError("not text") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise ValueError(f"not JSON: {err.msg} at line {err.lineno}") from None
    except (ValueError, RecursionError):
        # JSON in form, but a number too long to convert or nesting too deep to parse: damage, not data.
        raise ValueError("not JSON the game can read (a number too long or nesting too deep)") from None
    if data is None:
        raise ValueError("it holds only null")  # no file of the game's is null: it was damaged
    return data


def load_json(path: Path) -> LoadResult:
    """Read a JSON file.  Missing: no data, no problem.  Unparseable: set aside with a backup.

    A file that cannot be read at all is left alone and marked untouchable.
    """
    try:
        raw = read_regular(path, MAX_FILE_BYTES + 1)  # one byte more tells a file too large
    except (FileNotFoundError, NotADirectoryError):
        return LoadResult(None)  # nothing there to keep; a save says whether the folder is usable
    except UnreadableFileError as err:
        return LoadResult(None, f"cannot read {path}: {err.strerror or err}", untouchable=True)
    try:
        return LoadResult(parse_json(raw))
    except ValueError as err:
        return set_aside(path, str(err))


# -- writing -------------------------------------------------------------------------------------


def _target(path: Path) -> Path:
    """Where a save of ``path`` goes: the file a symlink names (so the link stays), else ``path``.

    Raises UnreadableFileError for a link that leads out of the file's folder.
    """
    try:
        if not path.is_symlink():
            return path
    except OSError as err:  # a name too long for the system, a loop of links above it
        raise UnreadableFileError(err.errno, err.strerror or str(err), str(path)) from err
    real = Path(os.path.realpath(path))
    if not real.is_relative_to(os.path.realpath(path.parent)):
        raise UnreadableFileError(errno.EXDEV, "a link out of the game's folder, left alone", str(path))
    return real


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically, keeping its permission bits; raise StorageError if impossible."""
    path = _target(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            mode: int | None = stat.S_IMODE(os.stat(path).st_mode)
        except FileNotFoundError:
            mode = None
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
                handle.flush()
                if mode is not None and hasattr(os, "fchmod"):
                    os.fchmod(handle.fileno(), mode)  # the player's choice of who may read it stands
                os.fsync(handle.fileno())
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    except OSError as err:
        raise StorageError(f"cannot save {path}: {err.strerror or err}") from err


def write_json_atomic(path: Path, data: Any) -> None:
    """Write ``data`` as JSON to ``path`` atomically; raise StorageError if that is impossible."""
    text = json.dumps(data, indent=2, sort_keys=True) + "\n"
    write_bytes_atomic(path, text.encode("utf-8"))


def lock_of(path: Path) -> Path:
    """The file whose lock a save of ``path`` holds: ``.NAME.lock`` beside it."""
    return path.with_name(f".{path.name}.lock")


@contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold the lock on ``path`` (``.NAME.lock`` beside it); StorageError if it cannot be had in time.

    Attempts never block: they are retried for ``LOCK_WAIT_SECONDS`` and then
    give up, so a copy of the game stuck while holding the lock cannot hang this one.
    """
    if fcntl is None:
        yield
        return
    lock_path = lock_of(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        # O_NOFOLLOW: a symlink planted as the lock must not make us create or open a file elsewhere.
        fd = os.open(lock_path, os.O_RDONLY | os.O_CREAT | os.O_NOFOLLOW | os.O_NONBLOCK, 0o644)
    except OSError as err:
        raise StorageError(f"cannot save {path}: cannot open its lock {lock_path.name}: {err.strerror or err}") from err
    try:
        deadline = time.monotonic() + LOCK_WAIT_SECONDS
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    raise LockBusyError(f"cannot save {path}: another copy of the game holds the lock") from None
                time.sleep(LOCK_RETRY_SECONDS)
            except OSError as err:
                raise StorageError(f"cannot save {path}: cannot lock it: {err.strerror or err}") from err
        yield
    finally:
        os.close(fd)  # closing releases the lock


def update_json(path: Path, transform: Callable[[Any], Any]) -> Any:
    """Under the lock: read ``path`` again, write ``transform(data)`` atomically; the data written.

    ``transform`` gets the file's JSON (None if there is no file) and applies
    this copy's changes to it.  If it raises ValueError the file on disk is
    damaged: it is set aside as a backup and ``transform(None)`` is written.
    Raises UnreadableFileError if the file cannot be read (it is left alone),
    LockBusyError if another copy holds the lock, StorageError otherwise.
    """
    target = _target(path)
    with locked(target):
        result = load_json(target)
        if result.untouchable:
            raise UnreadableFileError(f"not saving over {path}: {result.problem}")
        try:
            data = transform(result.data)
        except ValueError as err:
            aside = set_aside(target, str(err))
            if aside.untouchable:
                raise UnreadableFileError(f"not saving over {path}: {aside.problem}") from None
            data = transform(None)
        write_json_atomic(target, data)
    return data


def remove_leftovers(path: Path) -> None:
    """Delete the temporary files killed saves of ``path`` left behind, under its lock; quietly."""
    with suppress(OSError):
        target = _target(path)
        if not any(target.parent.glob(f".{target.name}.*.tmp")):
            return  # the usual case: no lock taken, no lock file made, nothing written
        with locked(target):
            for leftover in target.parent.glob(f".{target.name}.*.tmp"):
                with suppress(OSError):
                    if stat.S_ISREG(os.lstat(leftover).st_mode):
                        leftover.unlink()


# -- one kept file -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SaveResult:
    """How a save went: the data now in the file (None if not saved), and anything to tell the player.

    ``stopped`` says this file will not be written again this session; a
    save that failed without it (the lock was busy) may simply be tried again.
    """

    data: Any = None
    problem: str | None = None
    stopped: bool = False


class KeptFile:
    """One file the game keeps, for one session: whether it may still be written, and the telling of why not.

    Make one per file for a session and hand it to every part of the game
    that reads or writes that file, so they all share the verdict.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        #: Why this session does not write the file (said to the player once); None while it may.
        self.refusal: str | None = None
        self._unreadable = False  # found there but unreadable: not read again, nor told again, this session

    @property
    def writable(self) -> bool:
        """Whether saves still go to disk this session."""
        return self.refusal is None

    def load(self) -> LoadResult:
        """Read the file (see ``load_json``); once it proved unreadable, nothing more is read or told."""
        if self._unreadable:
            return LoadResult(None, untouchable=True)
        result = load_json(self.path)
        if result.untouchable:
            self._unreadable = True
            self.refusal = self.refusal or result.problem or f"cannot read {self.path}"
        return result

    def set_aside(self, reason: str) -> LoadResult:
        """Keep a file the caller found unusable as a backup (``set_aside``); if it cannot be moved, stop writing it."""
        result = set_aside(self.path, reason)
        if result.untouchable:
            self._unreadable = True
            self.refusal = self.refusal or result.problem
        return result

    def save(self, transform: Callable[[Any], Any]) -> SaveResult:
        """Merge and write (see ``update_json``); a problem comes back once, never raised."""
        if self.refusal is not None:
            return SaveResult(stopped=True)
        try:
            return SaveResult(update_json(self.path, transform))
        except LockBusyError as err:
            return SaveResult(problem=str(err))
        except StorageError as err:
            self.refusal = str(err)
            return SaveResult(problem=str(err), stopped=True)
