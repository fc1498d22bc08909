"""The tools' private X servers (``game.commands.xserver``) and the /proc CPU reader (``game.commands.proc_cpu``)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import time

import pytest

from game.commands import xserver
from game.commands.proc_cpu import cpu_seconds

needs_openbox = pytest.mark.skipif(shutil.which("Xvfb") is None or bool(xserver.openbox_missing()),
                                   reason="needs Xvfb, openbox and xprop")


@needs_openbox
def test_openbox_manages_the_screen_as_soon_as_start_returns_and_both_stop_on_close() -> None:
    display = xserver.start((640, 360), openbox=True)
    try:
        root = subprocess.run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], env=display.env, capture_output=True,
                              text=True, timeout=10)
        assert "window id" in root.stdout  # no fixed pause to hope it is long enough: it is ready
        assert display.name.startswith(":") and display.size == (640, 360)
    finally:
        xserver.close(display)
    assert display.server.poll() is not None and display.manager is not None and display.manager.poll() is not None


@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="needs Xvfb")
def test_a_bare_server_answers_and_is_stopped_when_the_block_ends() -> None:
    with xserver.running((320, 180)) as display:
        assert display.manager is None and display.env["DISPLAY"] == display.name
        assert display.server.poll() is None
    assert display.server.poll() is not None


def test_stop_ends_a_process_that_ignores_nothing_and_tolerates_none() -> None:
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    xserver.stop(child)
    assert child.returncode is not None
    xserver.stop(None)


def test_cpu_seconds_counts_this_process_s_work_and_another_s() -> None:
    before = cpu_seconds()
    end = time.process_time() + 0.3
    while time.process_time() < end:
        pass
    assert cpu_seconds() - before >= 0.2
    child = subprocess.Popen([sys.executable, "-c", "import time\nend = time.process_time() + 0.5\n"
                              "while time.process_time() < end: pass\ntime.sleep(30)"])
    try:
        deadline = time.monotonic() + 20
        while cpu_seconds(child.pid) < 0.4 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert cpu_seconds(child.pid) >= 0.4
    finally:
        xserver.stop(child)
