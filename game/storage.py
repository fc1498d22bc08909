"""Safe JSON files: atomic writes, and a backup of anything that cannot be read.

Nothing the player saved may be lost.  A write goes to a temporary file in
the same folder, is flushed to disk and then renamed over the old file, so a
crash leaves either the old or the new file, never half of one.  A file that
cannot be parsed is moved aside to ``NAME.corrupt-N`` before the caller falls
back to defaults, so the player (or a support engineer) can still recover it.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any


class StorageError(OSError):
    """A file could not be written; the message says which and why."""


@dataclass(frozen=True, slots=True)
class LoadResult:
    """What ``load_json`` found: the data (None if absent or unreadable) and what to tell the player."""

    data: Any
    problem: str | None = None
    backup: Path | None = None


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically; raise StorageError if that is impossible."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
                handle.flush()
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


def backup_path(path: Path) -> Path:
    """The first free ``NAME.corrupt-N`` beside ``path``."""
    n = 1
    while (candidate := path.with_name(f"{path.name}.corrupt-{n}")).exists():
        n += 1
    return candidate


def set_aside(path: Path, reason: str) -> LoadResult:
    """Move an unusable file to a backup name and say so; the caller uses defaults."""
    try:
        backup = backup_path(path)
        os.replace(path, backup)
    except OSError as err:
        return LoadResult(None, f"{path} is unusable ({reason}) and could not be moved aside: {err}")
    return LoadResult(None, f"{path} was unusable ({reason}); kept it as {backup.name}", backup)


def load_json(path: Path) -> LoadResult:
    """Read a JSON file.  Missing: no data, no problem.  Unparseable (or null): set aside with a backup."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return LoadResult(None)
    except UnicodeDecodeError:
        return set_aside(path, "not text")
    except OSError as err:
        return LoadResult(None, f"cannot read {path}: {err.strerror or err}")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        return set_aside(path, f"not JSON: {err.msg} at line {err.lineno}")
    except (ValueError, RecursionError):
        # JSON in form, but a number too long to convert or nesting too deep to parse: damage, not data.
        return set_aside(path, "not JSON the game can read (a number too long or nesting too deep)")
    if data is None:
        return set_aside(path, "it holds only null")  # no file of the game's is null: it was damaged
    return LoadResult(data)
