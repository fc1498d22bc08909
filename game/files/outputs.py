"""Files the user names for output: what may be written, and writing them without harm.

An output path may be replaced only when it is a regular file or does not
exist yet.  A folder, a named pipe, a socket or a device is refused in one
line -- writing there would hang (a pipe nobody reads), fail half-way, or,
for a process allowed to rename over ``/dev``, replace the device itself.
The one exception is the null device, written to in place, because asking
for ``/dev/null`` plainly means "throw it away".  A new file's nearest
existing folder, and an atomic write's folder, must be one this process
may write in, so an unsearchable or read-only folder stops a run before
its work rather than after.

An output is never a file the game keeps for the player (``paths.kept_files``),
another output of the same run, or an input of it (a replay's own
recording, the README a tool rewrites).  Files are compared as files --
their resolved paths and their inodes -- so ``./x``, a symlink and a hard
link to one file all count as that file.

Whole files (pictures, charts, documents) are written atomically through
``game.files.storage``; streams are opened in place: a recording emptied
first, an event log appended to (``game.files.log_file``).
Either way every failure -- a full disk, a file-size limit -- becomes one
``OutputError`` naming the file, for the caller to print in one line.
Pure Python: the game and the tools share it.
"""

from __future__ import annotations

import enum
import fcntl
import os
import stat
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from game.files.paths import LOCK_FILE, data_dir, kept_files
from game.files.storage import StorageError, lock_of, write_bytes_atomic


class OutputError(Exception):
    """An output cannot be written; the message is one line naming the file and why."""


class Kind(enum.Enum):
    """What an acceptable output path is now."""

    ABSENT = "absent"  # created
    REGULAR = "regular"  # replaced
    NULL = "null"  # the null device: written in place, never renamed over


@dataclass(frozen=True, slots=True)
class Output:
    """An output path that passed ``check_output``: written to at ``target`` (symlinks followed)."""

    path: Path  # as the user gave it, for messages
    target: Path  # what is written: the file a symlink points at, so the link survives
    kind: Kind
    what: str  # "event log", "chart": how messages name it


def _null_device() -> int | None:
    try:
        return os.stat(os.devnull).st_rdev
    except OSError:
        return None


def why_not_a_file(mode: int) -> str:
    """Why a file of this ``st_mode`` (not a regular file) is refused, for a message."""
    if stat.S_ISDIR(mode):
        return "it is a folder"
    if stat.S_ISFIFO(mode):
        return "it is a named pipe"
    if stat.S_ISSOCK(mode):
        return "it is a socket"
    return "it is a device, not a file"


def _kind(mode: int, rdev: int) -> Kind | None:
    """The kind of an existing file, or None when it may not be written."""
    if stat.S_ISREG(mode):
        return Kind.REGULAR
    if stat.S_ISCHR(mode) and rdev == _null_device():
        return Kind.NULL
    return None


def cannot_write(what: str, path: Path, why: str | OSError) -> OutputError:
    """The one-line refusal of an output: which file, and why (an OSError's reason without its errno)."""
    if isinstance(why, OSError):
        why = why.strerror or str(why)
    return OutputError(f"cannot write the {what} {path}: {why}")


def check_output(path: Path, what: str, *, in_place: bool = False) -> Output:
    """The output at ``path`` if it may be written (absent, a regular file or the null device); else OutputError.

    ``in_place``: the file is opened and written where it is (a stream), so an
    existing file's folder need not be writable as an atomic write's must.
    """
    refuse_overlap([(f"the {what}", path)], kept_inputs())
    target = Path(os.path.realpath(path))
    try:
        info = os.stat(target)
    except (FileNotFoundError, NotADirectoryError):
        check_folder(target.parent, path, what)
        return Output(path, target, Kind.ABSENT, what)
    except OSError as err:
        raise cannot_write(what, path, err) from None
    kind = _kind(info.st_mode, info.st_rdev)
    if kind is None:
        raise cannot_write(what, path, why_not_a_file(info.st_mode))
    if kind is Kind.REGULAR and not in_place:
        check_folder(target.parent, path, what)
    return Output(path, target, kind, what)


def check_folder(folder: Path, path: Path, what: str) -> None:
    """OutputError unless the nearest existing folder of ``folder`` (the rest is made) may be written in."""
    for existing in (folder, *folder.parents):
        try:
            info = os.stat(existing)
        except (FileNotFoundError, NotADirectoryError):
            continue  # made on writing, or a file further up: found on the way
        except OSError as err:
            raise cannot_write(what, path, err) from None
        if not stat.S_ISDIR(info.st_mode):
            raise cannot_write(what, path, f"{existing} is not a folder")
        if not os.access(existing, os.W_OK | os.X_OK):  # also false on a read-only file system
            raise cannot_write(what, path, f"the folder {existing} cannot be written in")
        return


def _identity(path: Path) -> list[object]:
    """What makes a file itself: its resolved path, and its device and inode if it exists."""
    real = os.path.realpath(path)
    try:
        info = os.stat(real)
    except OSError:
        return [real]
    return [real, (info.st_dev, info.st_ino)]


def kept_inputs() -> list[tuple[str, Path]]:
    """The files the game keeps for the player, and the locks that guard them, named for ``refuse_overlap``.

    No output may be one of them.  A lock replaced by an output's atomic write
    would be a new file nobody holds: a second copy of the game, or a second
    save, could then take it while the first still thinks itself alone.
    """
    try:
        kept = kept_files()
        running = data_dir() / LOCK_FILE
    except RuntimeError:  # no home folder at all (no HOME, no password entry): then no kept files either
        return []
    return [*((f"the player's {path.name}", path) for path in kept),
            *((f"the lock {lock_of(path).name}", lock_of(path)) for path in kept),
            (f"the running copy's lock {running.name}", running)]


def refuse_overlap(outputs: Sequence[tuple[str, Path]], inputs: Sequence[tuple[str, Path]] = ()) -> None:
    """OutputError when two outputs, or an output and an input, are one file; each given as (name, path)."""
    seen: dict[object, str] = {}
    for name, path in inputs:
        seen.update(dict.fromkeys(_identity(path), name))
    for name, path in outputs:
        keys = _identity(path)
        other = next((seen[key] for key in keys if key in seen), None)
        if other is not None:
            raise OutputError(f"{name} and {other} must be different files ({path} is both)")
        seen.update(dict.fromkeys(keys, name))


def write_bytes(output: Output, data: bytes) -> None:
    """Write a whole file: atomically over a regular file, in place on the null device; OutputError on failure."""
    current = check_output(output.path, output.what)  # it may have changed since it was first checked
    if current.kind is Kind.NULL:
        with open_stream(current) as stream:
            stream.write(data)
        return
    try:
        # The atomic write's temporary file is private (0600): give the result the mode it had, or a new file's.
        mode = stat.S_IMODE(os.stat(current.target).st_mode) if current.kind is Kind.REGULAR else 0o666 & ~_umask()
        write_bytes_atomic(current.target, data)
        os.chmod(current.target, mode)
    except StorageError as err:
        cause = err.__cause__  # the OSError: its reason, without storage's own wording
        raise cannot_write(output.what, output.path, cause if isinstance(cause, OSError) else err) from None
    except OSError as err:
        raise cannot_write(output.what, output.path, err) from None


def _umask() -> int:
    mask = os.umask(0)  # the only way to read it is to set it
    os.umask(mask)
    return mask


def open_stream(output: Output) -> Stream:
    """Open an output for writing in place (a regular file is emptied first); OutputError if it cannot be."""
    return Stream(os.fdopen(open_descriptor(output, append=False), "wb"), output)


def open_descriptor(output: Output, *, append: bool) -> int:
    """A descriptor for writing ``output.target`` in place: a regular file emptied first unless ``append``.

    OutputError if it cannot be opened, or is no longer a file that may be written.
    """
    # Non-blocking, so a named pipe slipped in since the check fails at once instead of waiting for a reader.
    flags = os.O_WRONLY | os.O_CREAT | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0) | (os.O_APPEND if append else 0)
    try:
        fd = os.open(output.target, flags, 0o666)
    except OSError as err:
        raise cannot_write(output.what, output.path, err) from None
    try:
        info = os.fstat(fd)
        if _kind(info.st_mode, info.st_rdev) is None:
            raise cannot_write(output.what, output.path, why_not_a_file(info.st_mode))
        if stat.S_ISREG(info.st_mode) and not append:
            os.ftruncate(fd, 0)
        fcntl.fcntl(fd, fcntl.F_SETFL, fcntl.fcntl(fd, fcntl.F_GETFL) & ~os.O_NONBLOCK)
    except OSError as err:
        os.close(fd)
        raise cannot_write(output.what, output.path, err) from None
    except OutputError:
        os.close(fd)
        raise
    return fd


class Stream:
    """An output open for writing whose every failure is one OutputError; after one, it is closed and mute.

    Text is encoded as UTF-8 and buffered; ``flush`` pushes it to the file.
    """

    def __init__(self, handle: BinaryIO, output: Output) -> None:
        self._handle = handle
        self._output = output
        self._failed = False

    def __enter__(self) -> Stream:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def write(self, data: str | bytes) -> None:
        """Append text or bytes."""
        if self._failed:
            return
        try:
            self._handle.write(data.encode("utf-8") if isinstance(data, str) else data)
        except OSError as err:
            self._fail(err)

    def flush(self) -> None:
        """Push what is buffered to the file."""
        if self._failed:
            return
        try:
            self._handle.flush()
        except OSError as err:
            self._fail(err)

    def close(self) -> None:
        """Flush and close (once; a failed stream closes quietly, its error already raised)."""
        if self._failed or self._handle.closed:
            return
        try:
            self._handle.close()
        except OSError as err:
            self._fail(err)

    def _fail(self, err: OSError) -> None:
        self._failed = True
        try:
            self._handle.close()  # closes the descriptor even when the flush inside fails again
        except OSError:
            pass  # the first failure is the one to report
        raise cannot_write(self._output.what, self._output.path, err) from None
