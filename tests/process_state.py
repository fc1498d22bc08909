"""What a command run in the test process must leave as it found it, and a way to run one either way.

``tests/in_process.py`` puts back the working folder, the environment and
SIGALRM after a run.  A command's ``main`` could still change more of the
one process every later test shares: the umask, the handlers of the
signals that end a session, the root logger's handlers, a pygame display
left open.  ``unchanged_process`` (a fixture the files that run commands
in process take, autouse) fails the test that leaves any of these changed,
so a leak is found where it starts rather than in a later, unrelated test.

``run_command`` runs a command line written as a child's arguments
(``["-m", "game", ...]`` or ``["tools/NAME.py", ...]``) in process, or as
a real child when ``child`` is set: the tests that must see the entry
point itself ask for that.  ``run_driver`` does the same for
tests/kept_files_driver.py, one copy of the game playing on a home, and
``run_script`` for a short script a test would hand to ``python -c``.
"""

from __future__ import annotations

import contextlib
import io
import logging
import os
import signal
import subprocess
import sys
import traceback
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path

import pytest
import kept_files_driver
from in_process import alarm, run_main

#: The signals a session takes over while it runs (game.app.shell.signals), and the test runner's alarm.
WATCHED_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGINT", "SIGHUP", "SIGALRM", "SIGXFSZ")
                        if hasattr(signal, name))


def _umask() -> int:
    mask = os.umask(0o022)  # the only way to read it is to set it
    os.umask(mask)
    return mask


def snapshot() -> dict[str, object]:
    """The process-wide state a command's main might change and not put back."""
    state: dict[str, object] = {
        "cwd": os.getcwd(),
        "umask": _umask(),
        "signals": {number: signal.getsignal(number) for number in WATCHED_SIGNALS},
        "root log handlers": list(logging.getLogger().handlers),
    }
    pygame = sys.modules.get("pygame")
    if pygame is not None:  # imported by some earlier test or run; a display left open would leak into the next
        state["pygame display"] = pygame.display.get_init() and pygame.display.get_surface() is not None
    return state


@pytest.fixture
def unchanged_process() -> Iterator[None]:
    """Fail the test whose runs leave the process changed (see the module's docstring)."""
    before = snapshot()
    yield
    after = snapshot()
    for state in (before, after):  # pygame not imported (yet): no display is open
        state.setdefault("pygame display", False)
    # Only a display left open leaks: a run that ends by quitting pygame may close one an earlier test on this
    # worker left open, and every test makes its own app and display.
    if before["pygame display"]:
        after["pygame display"] = True
    changed = {name: (before[name], after.get(name)) for name in before if after.get(name) != before[name]}
    assert not changed, f"a command run in process left the process changed (before, after): {changed}"


def split(argv: Sequence[str]) -> tuple[list[str], list[str]]:
    """``["-m", "game", *args]`` or ``[script, *args]`` as the command and its arguments."""
    if list(argv[:2]) == ["-m", "game"]:
        return [sys.executable, "-m", "game"], list(argv[2:])
    return [sys.executable, str(argv[0])], list(argv[1:])


def run_command(argv: Sequence[str], *, cwd: Path | str | None = None, env: Mapping[str, str] | None = None,
                timeout: float, child: bool = False, prefix: Sequence[str] = ()) -> subprocess.CompletedProcess[str]:
    """Run ``python *argv`` in process, or as a child process when ``child`` (or a ``prefix`` such as setpriv) asks.

    ``env`` holds changes to the test's environment, either way.
    """
    command, args = split(argv)
    if child or prefix:
        return subprocess.run([*prefix, *command, *args], capture_output=True, text=True, cwd=cwd,
                              env={**os.environ, **(env or {})}, timeout=timeout)
    return run_main(command, args, cwd=cwd, env=env, timeout=timeout)


def run_driver(args: Sequence[str], home: Path, *, timeout: float) -> subprocess.CompletedProcess[str]:
    """tests/kept_files_driver.py on ``home`` in process: its status, stdout and stderr as a child's would be.

    A failure (an exception) fails the test where it happens, with its traceback, rather than as a status.
    """
    out, err = io.StringIO(), io.StringIO()
    with _on_home(home, timeout), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        kept_files_driver.main(list(args))
    return subprocess.CompletedProcess(["kept_files_driver.py", *args], 0, out.getvalue(), err.getvalue())


def run_script(source: str, args: Sequence[str], home: Path, *, timeout: float) -> subprocess.CompletedProcess[str]:
    """``python -c source *args`` on ``home``, in process: status, stdout and stderr as a child's would be.

    As from the interpreter, an exception that escapes the script is status 1 and a traceback on stderr.
    """
    out, err = io.StringIO(), io.StringIO()
    status = 0
    with _on_home(home, timeout), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(sys, "argv", ["-c", *args])
            try:
                exec(compile(source, "<script>", "exec"), {"__name__": "__main__"})
            except TimeoutError:
                raise
            except BaseException:
                traceback.print_exc(file=sys.stderr)
                status = 1
    return subprocess.CompletedProcess(["-c", source, *args], status, out.getvalue(), err.getvalue())


@contextlib.contextmanager
def _on_home(home: Path, timeout: float) -> Iterator[None]:
    """The game's home is ``home``, and a run longer than ``timeout`` seconds raises TimeoutError."""
    with pytest.MonkeyPatch.context() as patch, alarm(timeout):
        patch.setenv("TICTACTOE_MAGIC_HOME", str(home))
        yield
