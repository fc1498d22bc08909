"""The event log's file: lines appended, never emptied, and rotated by size as the standard library rotates logs.

A cabinet runs for weeks and is started again after a crash, so the log of
the session before is the one an operator needs most: the file is opened
for appending (``O_APPEND``: each line lands whole at the end, whoever else
writes there) and never emptied.  It rotates with
``logging.handlers.RotatingFileHandler`` itself: before a line would take
PATH to ``MAX_BYTES``, PATH.(N-1) becomes PATH.N, ... PATH.1 becomes PATH.2,
PATH becomes PATH.1 and a new PATH begins; the oldest, PATH.``KEPT``, is
removed.  So the log takes at most ``KEPT + 1`` files of ``MAX_BYTES`` each.
A rotation only renames, so it loses no line; the null device is written
in place and never rotated.

Two copies appending to one path (a replay beside the cabinet) lose no line
either: a rotation is made under a lock on the file, and a copy that finds
its file renamed by the other's rotation opens the new PATH instead of
rotating again.  Every failure is one ``OutputError`` naming the file, as
for any output (``game.files.outputs``).
"""

from __future__ import annotations

import fcntl
import logging
import os
import sys
from collections.abc import Callable
from io import TextIOWrapper
from logging.handlers import RotatingFileHandler

from game.files.outputs import Kind, Output, OutputError, cannot_write, open_descriptor

MAX_BYTES = 20_000_000  # one file: some four hours of the attract mode, the busiest logger
KEPT = 5  # old files kept beside it (PATH.1 newest ... PATH.5 oldest): 120 MB at most in all


class LogFile(RotatingFileHandler):
    """An output that takes lines of text: appended, rotated by size (``MAX_BYTES``, ``KEPT``)."""

    def __init__(self, output: Output, max_bytes: int = MAX_BYTES, kept: int = KEPT) -> None:
        self._output = output  # before the handler opens the file, which ``_open`` does with it
        rotates = output.kind is not Kind.NULL
        super().__init__(output.target, maxBytes=max_bytes if rotates else 0, backupCount=kept, encoding="utf-8")
        #: The line each new file begins with after a rotation (None: none), so that a file read alone can be placed.
        self.preface: Callable[[], str] | None = None

    def __enter__(self) -> LogFile:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def write_line(self, text: str) -> None:
        """Append one line (``text`` has no newline of its own) and push it to the file; OutputError on failure."""
        self.handle(logging.makeLogRecord({"msg": text}))

    def close(self) -> None:
        """Close the file (once); OutputError if it cannot be."""
        try:
            super().close()
        except OSError as err:
            raise cannot_write(self._output.what, self._output.path, err) from None

    # -- the handler's hooks -------------------------------------------------------

    def _open(self) -> TextIOWrapper:
        """The file at PATH for appending, checked as every output is (never a pipe or a device but the null one).

        Its folder is made if need be: a cabinet's first start makes the state folder its log lives in.
        """
        try:
            os.makedirs(os.path.dirname(self.baseFilename), exist_ok=True)
        except OSError as err:
            raise cannot_write(self._output.what, self._output.path, err) from None
        return os.fdopen(open_descriptor(self._output, append=True), "a", encoding="utf-8")

    def shouldRollover(self, record: logging.LogRecord) -> bool:  # noqa: N802 (the handler's name)
        if self.maxBytes <= 0:
            return False  # the null device
        if self._renamed():
            self._reopen()  # another copy rotated: follow it to the new PATH
        return bool(super().shouldRollover(record))  # the library answers 0 or 1

    def emit(self, record: logging.LogRecord) -> None:
        """The handler's own ``emit``, with the preface written first in a file a rotation began."""
        try:
            if self.shouldRollover(record):
                self.doRollover()
                if self.preface is not None:
                    logging.FileHandler.emit(self, logging.makeLogRecord({"msg": self.preface()}))
            logging.FileHandler.emit(self, record)
        except Exception:  # noqa: BLE001 (as the library's handler: ``handleError`` says it in one line)
            self.handleError(record)

    def doRollover(self) -> None:  # noqa: N802 (the handler's name)
        if self.stream is None:
            super().doRollover()
            return
        lock = os.dup(self.stream.fileno())  # held past the handler's closing of the file, until the renames are done
        try:
            fcntl.flock(lock, fcntl.LOCK_EX)
            if self._renamed():
                self._reopen()  # the other copy rotated while this one waited: once is enough
            else:
                super().doRollover()
        finally:
            os.close(lock)

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 (the handler's name)
        """A failed write is the caller's to report, in one line: never the logging module's traceback."""
        err = sys.exc_info()[1]
        if isinstance(err, OutputError):
            raise err
        raise cannot_write(self._output.what, self._output.path, err if isinstance(err, OSError) else str(err)) from None

    # -- helpers -------------------------------------------------------------------

    def _renamed(self) -> bool:
        """Whether the open file is no longer the one at PATH (rotated away by another copy)."""
        if self.stream is None:
            return False
        try:
            here, there = os.fstat(self.stream.fileno()), os.stat(self.baseFilename)
        except FileNotFoundError:
            return True
        return (here.st_dev, here.st_ino) != (there.st_dev, there.st_ino)

    def _reopen(self) -> None:
        if self.stream is not None:
            self.stream.close()
        self.stream = self._open()
