"""One copy a home: the lock every session that may save holds for as long as it runs.

Two copies of the game on one home (one data folder) would stack two
full-screen windows on a cabinet, and both would count their sessions,
attract runs and uptime into the one bookkeeping.  So a session that may
save takes ``session.lock`` in the data folder before it opens a window, and
a second copy finds it taken and stops (``SessionLockBusy``, which names the
lock and the pid of the copy holding it).

The lock is ``flock`` on that file, as the kept files' own locks are
(``storage.locked``): the system frees it when the process ends, however it
ends, so a copy killed with SIGKILL or lost with the power never blocks the
next start.  The file itself stays, holding the pid of the copy that last
held it; it is never removed, since removing it while another copy waits to
lock it would let a third take a fresh one beside it.

The lock is opened without following a link (``O_NOFOLLOW``) and only if it
is a regular file, so nothing planted in its place can make the game create,
lock or write a file outside its folder, or wait on a pipe.  A data folder
that cannot be made or written gives no lock (``None``): such a session can
save nothing there either, and the game tells the player so as it plays.
Where there is no ``fcntl`` (Windows) there is no lock, as for the saves.
"""

from __future__ import annotations

import errno
import os
import stat
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path

from game.files.paths import LOCK_FILE

try:
    import fcntl
except ImportError:  # Windows: no lock (see the module docstring)
    fcntl = None  # type: ignore[assignment]

PID_READ_LIMIT = 32  # bytes: more than any pid written there
#: Why a lock cannot be made: the folder cannot be made (a file in its place) or written, so nothing can be
#: saved in it either.
NO_SAVING_ERRNOS = frozenset({errno.EACCES, errno.EPERM, errno.EROFS, errno.ENOENT, errno.ENOTDIR, errno.EEXIST})


class SessionLockError(Exception):
    """The session lock cannot be taken; the message (one line) says why."""


class SessionLockBusy(SessionLockError):
    """Another copy of the game holds the session lock."""


@dataclass(slots=True)
class SessionLock:
    """The held lock: its file, and the descriptor whose closing releases it."""

    path: Path
    fd: int | None

    def release(self) -> None:
        """Let the lock go (the system does the same when the process ends)."""
        if self.fd is not None:
            with suppress(OSError):
                os.close(self.fd)
            self.fd = None


def lock_path(folder: Path) -> Path:
    """Where the session lock of the home whose data folder is ``folder`` lives."""
    return folder / LOCK_FILE


def holder_pid(path: Path) -> int | None:
    """The pid the lock file names (the copy that holds it, while it is held); None if unreadable."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        text = os.read(fd, PID_READ_LIMIT).decode("ascii", "replace").strip()
    except OSError:
        return None
    finally:
        os.close(fd)
    return int(text) if text.isdigit() else None


def take_session_lock(folder: Path) -> SessionLock | None:
    """Hold the session lock of the home whose data folder is ``folder``, making the folder if need be.

    None when the folder cannot be made or written (nothing can be saved
    there) or the system has no ``flock``.  Raises SessionLockBusy when
    another copy holds it, and SessionLockError when something else is in
    the lock's place (a link, a folder, a pipe) or it cannot be locked.
    """
    if fcntl is None:
        return None
    path = lock_path(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        # O_NOFOLLOW: a link planted as the lock must not make us create or lock a file elsewhere;
        # O_NONBLOCK: a pipe planted there must not make the start wait.
        fd = _open(path)
    except OSError as err:
        if err.errno in NO_SAVING_ERRNOS:
            return None
        raise SessionLockError(f"cannot take the lock {path}: {_reason(err)}") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise SessionLockError(f"cannot take the lock {path}: not a regular file; remove it")
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            pid = holder_pid(path)
            holder = "another copy of the game" if pid is None else f"another copy of the game (pid {pid})"
            raise SessionLockBusy(f"{holder} is running on this home: it holds {path}; "
                                  f"one copy at a time may run") from None
        except OSError as err:
            raise SessionLockError(f"cannot take the lock {path}: {_reason(err)}") from None
        with suppress(OSError):  # the pid is for the message a second copy prints; the lock holds without it
            os.ftruncate(fd, 0)
            os.pwrite(fd, f"{os.getpid()}\n".encode("ascii"), 0)
    except BaseException:
        os.close(fd)
        raise
    return SessionLock(path, fd)


def _open(path: Path) -> int:
    """The lock file, opened to write the pid in it, or only to lock it when it is not ours to write."""
    flags = os.O_CREAT | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
    try:
        return os.open(path, os.O_RDWR | flags, 0o644)
    except PermissionError:
        return os.open(path, os.O_RDONLY | flags, 0o644)  # flock needs no more; the pid stays unsaid


def _reason(err: OSError) -> str:
    if err.errno == errno.ELOOP:
        return "it is a link, which the game does not follow; remove it"
    return err.strerror or str(err)
