"""When the game itself goes wrong: the details in a file, one line for the player.

An exception nobody planned for is a bug.  The player sees one line on
stderr saying where the details are -- never a traceback on the terminal --
and the exit status is 2.  The file, in the data folder beside the tallies,
holds the traceback and what the session was doing (seed, tick, scenes),
which is what a bug report needs.
"""

from __future__ import annotations

import traceback
from datetime import datetime
from pathlib import Path

from game.files import paths

CRASH_PREFIX = "crash-"
MAX_SAME_SECOND = 100  # crash files one second can take before giving up on a free name


def write_crash_report(error: BaseException, about: dict[str, object]) -> Path:
    """Write the traceback and ``about`` (what the session was doing) to a new file; its path (OSError on failure)."""
    folder = paths.data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    lines = [f"{key}: {value}" for key, value in about.items()]
    text = "\n".join([*lines, "", *traceback.format_exception(error)])
    for number in range(MAX_SAME_SECOND):
        path = folder / f"{CRASH_PREFIX}{stamp}-{number}.txt"
        try:
            with path.open("x", encoding="utf-8") as handle:  # never over another crash's file
                handle.write(text)
        except FileExistsError:
            continue
        return path
    raise FileExistsError(f"{MAX_SAME_SECOND} crash files in {folder} for {stamp} already")


def crash_line(error: BaseException, where: Path | None, problem: str = "") -> str:
    """The one line the player reads: what went wrong, and where the details are (or why they are not)."""
    first = str(error).splitlines()[0][:120] if str(error) else ""
    what = f"{type(error).__name__}: {first}" if first else type(error).__name__
    if where is None:
        return f"the game stopped on an unexpected error ({what}); no crash file could be written: {problem}"
    return f"the game stopped on an unexpected error ({what}); the details are in {where}"
