"""No input crashes the game, and no output destroys what it points at -- from the outside.

Every output a user can name (the game's --record, --event-log and
--screenshot; the tools' chart, pictures and --write) is pointed at a full
device, a named pipe, a folder, the replay being played and a file under a
size limit: each run ends with one line on stderr and status 2, never a
traceback, never a hang (the run's timeout fails a hang), and the
target is left exactly as it was.  ``/dev/null`` is accepted and stays a
device.  Recordings with hostile numbers, nesting, sizes and types are
refused the same way, quoting at most a short prefix of what is wrong.

Run as root, ``os.replace`` onto a device replaces the device, so these
tests point at private device nodes made in the test's folder when they
can: a regression then ruins only a copy, never the machine's /dev/full.

A run is the command's ``main`` in the test process (tests/in_process.py)
where a child would show nothing more.  What binds a whole process stays a
child: a file size limit (RLIMIT_FSIZE), a standard output that is a full
device.  Each entry point here (``python -m game``, ``python tools/NAME.py``)
runs as a child at least once every day.
"""

from __future__ import annotations

import json
import os
import resource
import signal
import stat
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from in_process import run_main
from process_state import unchanged_process  # noqa: F401  (a fixture, used by name below)

from game.messages.quoting import quote_arguments

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT = 60  # seconds: a run that blocks on a pipe fails here instead of hanging the suite
#: The longest one-line message a hostile input may produce (path included).
SHORT = 400
FILE_SIZE_LIMIT = 480  # bytes: above the kept files of a short game, below a recording's header, an event log's first lines and any PNG


pytestmark = pytest.mark.usefixtures("unchanged_process")


def run_game(*args: str, home: Path, preexec: Callable[[], None] | None = None,
             child: bool = False) -> subprocess.CompletedProcess[str]:
    """The game, in process; a child if ``child`` or a ``preexec`` (which binds the child) asks."""
    command, arguments = [sys.executable, "-m", "game"], ["--headless", "--frames", "30", *args]
    if preexec is None and not child:
        return run_main(command, arguments, env={"TICTACTOE_MAGIC_HOME": str(home)}, timeout=TIMEOUT)
    environment = {**os.environ, "TICTACTOE_MAGIC_HOME": str(home)}
    return subprocess.run([*command, *arguments], capture_output=True, text=True, env=environment, timeout=TIMEOUT,
                          preexec_fn=preexec)


def run_tool(tool: str, *args: str, preexec: Callable[[], None] | None = None,
             child: bool = False) -> subprocess.CompletedProcess[str]:
    """A tool, in process; a child if ``child`` or a ``preexec`` (which binds the child) asks."""
    command = [sys.executable, str(ROOT / "tools" / tool)]
    if preexec is None and not child:
        return run_main(command, args, cwd=ROOT, timeout=TIMEOUT)
    return subprocess.run([*command, *args], capture_output=True, text=True, cwd=ROOT, timeout=TIMEOUT,
                          preexec_fn=preexec)


def assert_one_line_refusal(out: subprocess.CompletedProcess[str], *words: str) -> str:
    """Status 2, exactly one short line on stderr, no traceback; the line."""
    assert out.returncode == 2, out.stderr
    assert "Traceback" not in out.stderr
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1, out.stderr
    assert len(lines[0]) < SHORT, lines[0][:SHORT]
    for word in words:
        assert word in lines[0]
    return lines[0]


def shown(path: Path) -> str:
    """How a message shows a path that was typed: whole, or past QUOTE_CHARS quoted briefly."""
    return quote_arguments(str(path), [str(path)])


def limit_file_size() -> None:
    """In the child: files may not grow past FILE_SIZE_LIMIT; writing further fails with EFBIG."""
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # else the kernel kills the writer instead of failing the write
    resource.setrlimit(resource.RLIMIT_FSIZE, (FILE_SIZE_LIMIT, FILE_SIZE_LIMIT))


def device_node(folder: Path, name: str, system_path: str) -> Path:
    """A private node of the same device as ``system_path`` (root only), else the system's own."""
    if os.geteuid() != 0:
        return Path(system_path)  # without root nothing can be renamed over /dev: the real one is safe
    node = folder / name
    try:
        os.mknod(node, stat.S_IFCHR | 0o666, os.stat(system_path).st_rdev)
        with node.open("rb"):
            pass  # a filesystem mounted nodev makes the node but refuses to open it
    except OSError:
        pytest.skip("cannot make a private device node here, and root could replace the real one")
    return node


def fingerprint(path: Path) -> tuple:
    """What must not change about a target: its kind, device number and (for a file) its bytes."""
    info = os.lstat(path)
    content = path.read_bytes() if stat.S_ISREG(info.st_mode) else None
    listing = sorted(os.listdir(path)) if stat.S_ISDIR(info.st_mode) else None
    return stat.S_IFMT(info.st_mode), info.st_rdev, content, listing


@pytest.fixture
def targets(tmp_path: Path) -> dict[str, Path]:
    """Things no output may replace: a full device, a named pipe and a folder."""
    folder = tmp_path / "targets"
    folder.mkdir()
    fifo, directory = folder / "pipe", folder / "folder"
    os.mkfifo(fifo)
    directory.mkdir()
    return {"full device": device_node(folder, "full", "/dev/full"), "named pipe": fifo, "folder": directory}


@pytest.fixture
def recording(tmp_path: Path, private_home: Path) -> Path:
    """A short real recording, made through the command line."""
    path = tmp_path / "session.jsonl"
    out = run_game("--scene", "tictactoe", "--seed", "4", "--record", str(path), home=private_home)
    assert out.returncode == 0, out.stderr
    return path


GAME_OUTPUTS = ["--record", "--event-log", "--screenshot"]
TARGET_KINDS = ["full device", "named pipe", "folder"]


# -- the game's outputs -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("kind", TARGET_KINDS)
@pytest.mark.parametrize("flag", GAME_OUTPUTS)
def test_an_output_that_is_not_a_file_is_refused_and_left_alone(flag: str, kind: str, targets, private_home) -> None:
    target = targets[kind]
    before = fingerprint(target)
    out = run_game(flag, str(target), home=private_home)
    assert_one_line_refusal(out, shown(target))
    assert fingerprint(target) == before


@pytest.mark.parametrize("flag", GAME_OUTPUTS)
def test_no_output_may_be_the_recording_being_replayed(flag: str, recording: Path, tmp_path: Path,
                                                       private_home: Path) -> None:
    before = recording.read_bytes()
    hard_link = tmp_path / "same-inode.jsonl"
    os.link(recording, hard_link)
    for target in (recording, tmp_path / "." / recording.name, hard_link):
        out = run_game("--replay", str(recording), flag, str(target), home=private_home)
        assert_one_line_refusal(out, flag, "--replay", "different files")
        assert recording.read_bytes() == before


def test_the_recording_and_the_event_log_must_be_different_files(tmp_path: Path, private_home: Path) -> None:
    both = tmp_path / "both.jsonl"
    out = run_game("--record", str(both), "--event-log", str(both), home=private_home)
    assert_one_line_refusal(out, "different files")
    assert not both.exists()


@pytest.mark.parametrize("flag", GAME_OUTPUTS)
def test_dev_null_is_written_in_place(flag: str, tmp_path: Path, private_home: Path) -> None:
    null = device_node(tmp_path, "null", os.devnull)
    before = fingerprint(null)
    out = run_game(flag, str(null), home=private_home)
    assert out.returncode == 0, out.stderr
    assert out.stderr == ""
    assert fingerprint(null) == before


# A size limit binds a whole process: each case is a child.  The recording's is run every day (the screenshots
# tool's below writes a PNG under one); the other two are the same rule through other writers, and long.
@pytest.mark.parametrize("flag, what", [("--record", "recording"),
                                        pytest.param("--event-log", "event log", marks=pytest.mark.long),
                                        pytest.param("--screenshot", "screenshot", marks=pytest.mark.long)])
def test_a_file_size_limit_is_one_line_not_a_traceback(flag: str, what: str, tmp_path: Path,
                                                       private_home: Path) -> None:
    target = tmp_path / "out"
    out = run_game("--scene", "tictactoe", flag, str(target), "--window-size", "640x360", home=private_home,
                   preexec=limit_file_size)
    assert_one_line_refusal(out, f"cannot write the {what}", "File too large")


# -- the tools' outputs -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("kind", TARGET_KINDS)
def test_a_tournament_chart_that_is_not_a_file_is_refused_before_playing(kind: str, targets) -> None:
    target = targets[kind]
    before = fingerprint(target)
    out = run_tool("tournament.py", "--all", "--games", "10", "--chart", str(target))
    assert_one_line_refusal(out, "chart", shown(target))
    assert fingerprint(target) == before and out.stdout == ""


def test_a_tournament_chart_on_dev_null_is_written_in_place(tmp_path: Path, monkeypatch) -> None:
    # Two opponents draw a chart as the whole roster does; tabulating the roster's moves would take seconds.
    monkeypatch.setattr("game.commands.tournament.roster_ids", lambda: ("random", "naive"))
    null = device_node(tmp_path, "null", os.devnull)
    before = fingerprint(null)
    out = run_tool("tournament.py", "--all", "--games", "10", "--chart", str(null))
    assert out.returncode == 0, out.stderr
    assert fingerprint(null) == before


@pytest.mark.parametrize("kind", TARGET_KINDS)
def test_a_screenshot_picture_path_that_is_not_a_file_is_refused(kind: str, targets, tmp_path: Path) -> None:
    outdir = tmp_path / "shots"
    outdir.mkdir()
    picture = outdir / "menu-open-320x180.png"
    os.symlink(targets[kind], picture)  # the picture's name leads to the thing that must survive
    before = fingerprint(targets[kind])
    out = run_tool("screenshots.py", str(outdir), "--only", "menu-open")
    assert_one_line_refusal(out, "picture")
    assert fingerprint(targets[kind]) == before
    assert os.path.islink(picture)


def test_screenshots_under_a_file_size_limit_say_one_line(tmp_path: Path) -> None:
    out = run_tool("screenshots.py", str(tmp_path / "shots"), "--only", "menu-open", preexec=limit_file_size)
    assert_one_line_refusal(out, "File too large")


@pytest.mark.parametrize("kind, child", [*((kind, False) for kind in TARGET_KINDS), ("named pipe", True)],
                         ids=[*TARGET_KINDS, "named pipe-as-a-child"])
def test_seed_answers_write_to_something_not_a_file_is_refused(kind: str, child: bool, targets) -> None:
    target = targets[kind]
    before = fingerprint(target)
    out = run_tool("seed_answers.py", "--write", str(target), child=child)
    assert_one_line_refusal(out, shown(target))
    assert fingerprint(target) == before


def test_a_tool_whose_standard_output_is_full_says_one_line(tmp_path: Path) -> None:
    full = device_node(tmp_path, "full", "/dev/full")
    with full.open("w") as stdout:
        out = subprocess.run([sys.executable, str(ROOT / "tools" / "tournament.py"), "random", "random",
                              "--games", "10"], stdout=stdout, stderr=subprocess.PIPE, text=True, cwd=ROOT,
                             timeout=TIMEOUT)
    assert_one_line_refusal(out, "cannot write to standard output", "No space left on device")


# -- hostile recordings -----------------------------------------------------------------------------------------

HEADER = {"format": "tictactoe-magic-actions", "version": 1, "seed": 1, "scene": "menu", "settings": {}}


def header(**fields: object) -> str:
    return json.dumps({**HEADER, **fields})


def action(text: str) -> str:
    return header() + "\n" + text


HUGE = "9" * 5000  # past Python's 4,300-digit limit on reading an integer
LONG = "7" * 4000  # readable, but no message should quote it whole

HOSTILE_RECORDINGS = {
    "seed of 5,000 digits": header().replace('"seed": 1', f'"seed": {HUGE}'),
    "seed of 4,000 digits": header().replace('"seed": 1', f'"seed": {LONG}'),
    "seed of 2**63": header(seed=2**63),
    "seed a float": header(seed=1.5),
    "seed true": header(seed=True),
    "tick of 5,000 digits": action(f'{{"tick": {HUGE}, "action": "select"}}'),
    "tick past 10**9": action('{"tick": 1000000001, "action": "select"}'),
    "tick negative": action('{"tick": -1, "action": "select"}'),
    "tick NaN": action('{"tick": NaN, "action": "select"}'),
    "header nested deep": "[" * 5000 + "]" * 5000,
    "action nested deep": action('{"tick": 1, "action": "click", "pos": ' + "[" * 990 + "]" * 990 + "}"),
    "settings nested deep": header().replace('"settings": {}', '"settings": {"volume": ' + "[" * 990 + "]" * 990 + "}"),
    "mouse far off screen": action('{"tick": 1, "action": "click", "pos": [100000, -5]}'),
    "mouse just off screen": action('{"tick": 1, "action": "point", "pos": [320, 0]}'),
    "mouse of wrong type": action('{"tick": 1, "action": "click", "pos": ["a", null]}'),
    "mouse of 4,000 digits": action(f'{{"tick": 1, "action": "click", "pos": [{LONG}, 0]}}'),
    "player of 4,000 digits": action(f'{{"tick": 1, "action": "select", "player": {LONG}}}'),
    "player out of range": action('{"tick": 1, "action": "select", "player": 2}'),
    "action a long string": action('{"tick": 1, "action": "' + "x" * 60000 + '"}'),
    "action a list": action('{"tick": 1, "action": [1]}'),
    "a 20 MB line": action('{"tick": 1, "action": "' + "x" * 20_000_000 + '"}'),
    "scene a long string": header(scene="s" * 60000),
    "version a long string": header(version="v" * 60000),
    "settings a long string": header(settings={"theme": "t" * 60000}),
    "settings a list": header(settings=[1, 2]),
}


@pytest.mark.parametrize("name", list(HOSTILE_RECORDINGS))
def test_a_hostile_recording_is_one_short_line(name: str, tmp_path: Path, private_home: Path) -> None:
    path = tmp_path / "hostile.jsonl"
    path.write_text(HOSTILE_RECORDINGS[name] + "\n")
    out = run_game("--replay", str(path), home=private_home)
    assert_one_line_refusal(out, shown(path))


@pytest.mark.parametrize("kind", TARGET_KINDS)
def test_a_replay_that_is_not_a_file_is_refused_without_waiting(kind: str, targets, private_home: Path) -> None:
    out = run_game("--replay", str(targets[kind]), home=private_home)
    assert_one_line_refusal(out, "cannot read")


# -- absurd numbers on the command line -------------------------------------------------------------------------

@pytest.mark.parametrize("args", [
    ["--window-size", "99999999999999999999x1080"],
    ["--window-size", "1920x99999999999999999999"],
    ["--window-size", "16385x1080"],
    ["--seed", HUGE],
    ["--frames", "99999999999999999999"],
])
def test_absurd_numbers_are_refused_in_one_line(args: list[str], private_home: Path) -> None:
    frames = [] if "--frames" in args else ["--frames", "1"]
    out = run_main([sys.executable, "-m", "game"], ["--headless", *frames, *args],
                   env={"TICTACTOE_MAGIC_HOME": str(private_home)}, timeout=TIMEOUT)
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert out.stderr.startswith("tictactoe-magic: ") and out.stderr.count("\n") == 1, out.stderr
    assert len(out.stderr) < SHORT, out.stderr


# -- the shared rule, in process --------------------------------------------------------------------------------

def test_a_replaced_file_keeps_its_mode_and_a_symlink_its_link(tmp_path: Path) -> None:
    from game.files.outputs import check_output, write_bytes

    real, link = tmp_path / "real.png", tmp_path / "link.png"
    real.write_bytes(b"old")
    real.chmod(0o640)
    link.symlink_to(real)
    write_bytes(check_output(link, "picture"), b"new")
    assert link.is_symlink() and real.read_bytes() == b"new"
    assert stat.S_IMODE(real.stat().st_mode) == 0o640  # not the atomic write's private 0600


def test_a_stream_that_fails_says_so_once_then_closes_quietly(tmp_path: Path) -> None:
    from game.files.outputs import Kind, Output, OutputError, Stream, check_output

    full = device_node(tmp_path, "full", "/dev/full")
    with pytest.raises(OutputError, match="it is a device"):
        check_output(full, "event log")  # refused up front; the stream below is forced onto it to fail its writes
    stream = Stream(open(full, "wb"), Output(full, full, Kind.REGULAR, "event log"))
    with pytest.raises(OutputError, match="cannot write the event log .*: No space left on device"):
        stream.write("x" * 100_000)  # more than the buffer holds: the write itself reaches the device
    stream.write("more")
    stream.flush()
    stream.close()  # mute after the one failure: no second error, no traceback from the buffer on close
