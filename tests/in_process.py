"""Run the game's command line, or a tool's, inside the test process, and answer as a child process would.

Starting Python, numpy and pygame costs half a second a run; a test that
only reads what a command prints and the status it ends with learns
nothing more from a child process than from calling the same ``main``
here.  ``run_main`` does that and hands back a ``CompletedProcess``
(status, stdout, stderr), so a test reads the same either way.

What stays a child process, in the tests that need it: the entry points
themselves (``python -m game``, ``python tools/NAME.py``, the installed
command), and whatever binds a whole process -- permissions taken away
with ``setpriv``, a file size limit, a signal, the exit of a process that
is killed.  Each such file keeps at least one child per entry point.

Like the interpreter, an exception that escapes ``main`` ends the run with
status 1 and a traceback on stderr, so "no traceback" is checked the same
way.  A run that takes longer than its timeout is stopped with
``TimeoutError`` instead of hanging the suite.
"""

from __future__ import annotations

import contextlib
import inspect
import io
import os
import signal
import subprocess
import sys
import traceback
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ROOT / "tools"
#: A run that waits or loops on what it was given fails here instead of hanging the suite.
DEFAULT_TIMEOUT = 120  # seconds


class _Stream(io.TextIOWrapper):
    """A text stream over bytes, as sys.stdout is: ``.buffer`` works for writers of bytes."""

    def __init__(self) -> None:
        super().__init__(io.BytesIO(), encoding="utf-8", errors="backslashreplace", write_through=True)

    def text(self) -> str:
        self.flush()
        buffer = self.buffer
        assert isinstance(buffer, io.BytesIO)
        return buffer.getvalue().decode("utf-8", errors="replace")

    def isatty(self) -> bool:
        return False  # as a child's piped output is


def entry_point(command: Sequence[str]) -> tuple[Callable[..., int], dict[str, str]]:
    """The ``main`` a child command line would run, and its keyword arguments.

    ``command`` is what comes before the arguments: ``[python, "-m", "game"]``
    or ``[python, "tools/NAME.py"]`` (a path or just the file name).
    """
    if len(command) >= 3 and command[1] == "-m" and command[2] == "game":
        from game.__main__ import main

        return main, {}
    script = Path(command[-1])
    if script.suffix == ".py":
        from test_tournament_cli import load_tool

        main = load_tool(script.stem).main
        takes_prog = "prog" in inspect.signature(main).parameters  # the game's commands; tools/-only scripts not
        return main, {"prog": script.stem} if takes_prog else {}
    raise ValueError(f"not a command line this runs in process: {list(command)}")


def timed_out(signum: int, frame: object) -> None:
    raise TimeoutError("the run took longer than its timeout")


@contextlib.contextmanager
def alarm(seconds: float) -> Iterator[None]:
    """A run in this block longer than ``seconds`` raises TimeoutError, instead of hanging the suite."""
    previous = signal.signal(signal.SIGALRM, timed_out)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _put(name: str, value: str | None) -> None:
    """Set an environment variable, or remove it for ``None``."""
    if value is None:
        os.environ.pop(name, None)
    else:
        os.environ[name] = value


@contextlib.contextmanager
def _environment(changes: Mapping[str, str | None]) -> Iterator[None]:
    saved = {name: os.environ.get(name) for name in changes}
    try:
        for name, value in changes.items():
            _put(name, value)
        yield
    finally:
        for name, value in saved.items():
            _put(name, value)


def run_main(command: Sequence[str], args: Sequence[str], *, cwd: Path | str | None = None,
             env: Mapping[str, str | None] | None = None,
             timeout: float = DEFAULT_TIMEOUT) -> subprocess.CompletedProcess[str]:
    """Run ``command args`` in this process; its status, stdout and stderr as a child's would be.

    ``env`` holds changes to the environment for the run only (``None``
    removes a variable); ``cwd`` is the folder it runs in.
    """
    main, keywords = entry_point(command)
    out, err = _Stream(), _Stream()
    here = Path.cwd()
    status: int
    with _environment(env or {}), alarm(timeout):
        try:
            if cwd is not None:
                os.chdir(cwd)
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                try:
                    status = main(list(args), **keywords)
                except SystemExit as end:
                    code = end.code
                    status = code if isinstance(code, int) else (0 if code is None else 1)
                    if isinstance(code, str):
                        print(code, file=sys.stderr)
                except (TimeoutError, KeyboardInterrupt):
                    raise
                except BaseException:  # what the interpreter would print, ending with status 1
                    traceback.print_exc(file=sys.stderr)
                    status = 1
        finally:
            os.chdir(here)
    return subprocess.CompletedProcess([*command, *args], status or 0, out.text(), err.text())
