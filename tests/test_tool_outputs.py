"""Every writer's outputs, from the outside: never over an input, never a traceback, never a hang.

The writers are the game's --screenshot, --record, --event-log and F12,
and the tools' charts, --write, --save and folders of pictures.  Each is pointed at
each file the game keeps for the player (as typed, spelled another way,
through a symlink or a hard link), at another output of the same run, and
at places it cannot write: a folder that cannot be searched, a read-only
folder, a symlink loop, a file where a folder should be.  Every run ends
with status 2 and one line on stderr naming the file and why, before any
work, and every file it was pointed at is left byte for byte.  Each case
runs under a timeout, so a hang fails instead of waiting.

A case runs the writer's ``main`` in the test process (tests/in_process.py)
unless permissions are what it tests: run as root, permissions bind a child
only without root's power over them, which ``setpriv`` takes away (as
tests/test_saved_files.py does), and that takes a child process.  The
everyday run keeps one such child per entry point (``python -m game`` and
each ``python tools/NAME.py``), each of the two kinds of folder at least
once; the other writers' children are ``long``, as the check they make is
the one those children make already.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

import pytest
from app_support import make_app
from process_state import run_command, unchanged_process  # noqa: F401  (a fixture, used by name below)
from test_hostile_inputs import TIMEOUT, assert_one_line_refusal, fingerprint, shown
from test_saved_files import NO_DAC, permissions_bind_a_child

from game.analysis.roster_strength import STRENGTHS_FILE, TABLE_END, TABLE_START, shipped_strengths, table_span
from game.files.paths import MENACE_FILE_NAME, STATS_FILE, kept_files, pictures_dir

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ROOT / "tools"
FAST = ["--games", "10"]  # enough for a run that gets as far as playing, had it not been refused
ELSEWHERE = "elsewhere.md"  # a file beside the scratch tree, that a link out of it leads to
#: The manual's page with the roster table ``strengths --write`` rewrites (the tool calls it "README").
ROSTER_PAGE = Path("docs") / "playing.md"

Command = Callable[[Path], list[str]]

#: Writers of one file, by name: the command line writing it to a path.
FILE_WRITERS: dict[str, Command] = {
    "menace train --chart": lambda out: [str(TOOLS / "menace.py"), "train", "--against", "random", *FAST,
                                         "--save", "--chart", str(out)],
    "tournament --chart": lambda out: [str(TOOLS / "tournament.py"), "--all", *FAST, "--chart", str(out)],
    "seed_answers --write": lambda out: [str(TOOLS / "seed_answers.py"), "--write", str(out)],
    "game --screenshot": lambda out: ["-m", "game", "--headless", "--frames", "5", "--screenshot", str(out)],
    "game --record": lambda out: ["-m", "game", "--headless", "--frames", "5", "--record", str(out)],
    "game --event-log": lambda out: ["-m", "game", "--headless", "--frames", "5", "--event-log", str(out)],
}

#: Writers of a folder of pictures: the command line, and one picture it writes there.
FOLDER_WRITERS: dict[str, tuple[Command, str]] = {
    "screenshots": (lambda folder: [str(TOOLS / "screenshots.py"), str(folder), "--only", "menu-open"],
                    "menu-open-320x180.png"),
    "lesson_pictures": (lambda folder: [str(TOOLS / "lesson_pictures.py"), str(folder)], "lesson-1.png"),
    "fullscreen_check --save": (lambda folder: [str(TOOLS / "fullscreen_check.py"), "--size", "1280x720",
                                                "--wm", "none", "--save", str(folder)],
                                "fullscreen-1280x720-nowm.png"),
}

#: Two pictures of one run, for making them one file.
TWO_PICTURES = {
    "screenshots": ("menu-open-320x180.png", "menu-open-1920x1080.png"),
    "lesson_pictures": ("lesson-1.png", "lesson-2.png"),
    "fullscreen_check --save": ("fullscreen-1280x720-nowm.png", "fullscreen-1280x720-nowm-started.png"),
}


pytestmark = pytest.mark.usefixtures("unchanged_process")


def run(args: list[str], *, unprivileged: bool = False) -> subprocess.CompletedProcess[str]:
    """One writer, in process; a child without root's powers if ``unprivileged`` (the home is the test's own:
    conftest's private_home)."""
    return run_command(args, cwd=ROOT, timeout=TIMEOUT, child=unprivileged,
                       prefix=NO_DAC if unprivileged and os.geteuid() == 0 else ())


@pytest.fixture
def kept() -> dict[str, Path]:
    """Every file the game keeps, there and different from each other, by name."""
    paths = {path.name: path for path in kept_files()}
    for name, path in paths.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(f'{{"kept": "{name}"}}\n'.encode())
    return paths


def contents(paths: dict[str, Path]) -> dict[str, tuple]:
    """What must not change about each path."""
    return {name: fingerprint(path) for name, path in paths.items()}


needs_permissions = pytest.mark.skipif(not permissions_bind_a_child(),
                                       reason="root, and setpriv (util-linux) is missing or refused")


# -- an output that is also an input (or a kept file) -------------------------------------------------------------

@pytest.mark.parametrize("name", [path.name for path in kept_files()])
@pytest.mark.parametrize("writer", FILE_WRITERS)
def test_an_output_naming_a_kept_file_is_refused(writer: str, name: str, kept: dict[str, Path]) -> None:
    before = contents(kept)
    out = run(FILE_WRITERS[writer](kept[name]))
    assert_one_line_refusal(out, f"the player's {name}", "different files")
    assert contents(kept) == before and out.stdout == ""


@pytest.mark.parametrize("name", [path.name for path in kept_files()])
@pytest.mark.parametrize("writer", FOLDER_WRITERS)
def test_a_picture_that_is_a_kept_file_is_refused(writer: str, name: str, kept: dict[str, Path],
                                                  tmp_path: Path) -> None:
    command, picture = FOLDER_WRITERS[writer]
    folder = tmp_path / "pictures"
    folder.mkdir()
    (folder / picture).symlink_to(kept[name])
    before = contents(kept)
    out = run(command(folder))
    assert_one_line_refusal(out, f"the player's {name}", "different files")
    assert contents(kept) == before and (folder / picture).is_symlink()


def spelled(kind: str, path: Path, tmp_path: Path) -> Path:
    """Another name for ``path``: through ``./`` and ``..``, a symlink, or a hard link."""
    if kind == "dotted":
        return path.parent / "." / ".." / path.parent.name / path.name
    other = tmp_path / f"{kind}.out"
    if kind == "symlink":
        other.symlink_to(path)
    else:
        os.link(path, other)
    return other


@pytest.mark.parametrize("kind", ["as typed", "dotted", "symlink", "hard link"])
@pytest.mark.parametrize("writer", ["menace train --chart", "game --event-log"])
def test_the_saved_menace_is_no_output_however_it_is_named(writer: str, kind: str, kept: dict[str, Path],
                                                             tmp_path: Path) -> None:
    menace = kept[MENACE_FILE_NAME]
    target = menace if kind == "as typed" else spelled(kind, menace, tmp_path)
    before = contents(kept)
    out = run(FILE_WRITERS[writer](target))
    assert_one_line_refusal(out, f"the player's {MENACE_FILE_NAME}", "different files")
    assert contents(kept) == before


def test_the_chart_is_not_the_menace_file_train_is_about_to_save(private_home: Path) -> None:
    menace = private_home / "data" / MENACE_FILE_NAME  # none yet: --save would make it, and the chart replace it
    out = run(FILE_WRITERS["menace train --chart"](menace))
    assert_one_line_refusal(out, "--chart", f"the player's {MENACE_FILE_NAME}")
    assert not menace.exists()


def _link_out(path: Path) -> None:
    elsewhere = path.parent.parent / "elsewhere.json"
    elsewhere.write_text("{}")
    path.symlink_to(elsewhere)


def _file_for_the_folder(path: Path) -> None:
    path.parent.rmdir()
    path.parent.write_text("not a folder")


#: What can stand where ``menace train --save`` would write the player's MENACE.
SAVE_FAULTS: dict[str, Callable[[Path], None]] = {
    "named pipe": os.mkfifo,
    "folder": Path.mkdir,
    "link out of the data folder": _link_out,
    "file for the data folder": _file_for_the_folder,
}


@pytest.mark.parametrize("fault", SAVE_FAULTS)
def test_a_save_that_cannot_be_written_is_refused_before_training(fault: str, private_home: Path) -> None:
    menace = private_home / "data" / MENACE_FILE_NAME
    menace.parent.mkdir(parents=True, exist_ok=True)
    SAVE_FAULTS[fault](menace)
    target = menace if fault != "file for the data folder" else menace.parent
    before = fingerprint(target)
    out = run(["tools/menace.py", "train", "--against", "random", "--games", "100", "--save"])
    assert_one_line_refusal(out, "--save", "nothing was trained")
    assert out.stdout == ""
    assert fingerprint(target) == before


def test_the_game_refuses_a_screenshot_and_a_recording_that_are_one_file(tmp_path: Path) -> None:
    recording, screenshot = tmp_path / "session.jsonl", tmp_path / "shot.png"
    recording.write_text("mine\n")
    os.link(recording, screenshot)
    out = run(["-m", "game", "--headless", "--frames", "5", "--record", str(recording),
               "--screenshot", str(screenshot)])
    assert_one_line_refusal(out, "--record", "--screenshot", "different files")
    assert recording.read_text() == "mine\n"


@pytest.mark.parametrize("writer", TWO_PICTURES)
def test_two_pictures_of_one_run_must_be_different_files(writer: str, tmp_path: Path) -> None:
    command, _ = FOLDER_WRITERS[writer]
    first, second = TWO_PICTURES[writer]
    folder = tmp_path / "pictures"
    folder.mkdir()
    (folder / first).write_bytes(b"an older picture")
    (folder / second).symlink_to(first)
    out = run(command(folder))
    assert_one_line_refusal(out, "different files")
    assert (folder / first).read_bytes() == b"an older picture"


def test_an_f12_screenshot_never_writes_through_a_link_to_a_kept_file(private_home: Path, monkeypatch,
                                                                      capsys) -> None:
    class Frozen(datetime):
        @classmethod
        def now(cls, tz=None) -> datetime:
            return datetime(2024, 1, 2, 3, 4, 5)

    monkeypatch.setattr("game.app.capture.saving.datetime", Frozen)
    stats = private_home / "data" / STATS_FILE  # not there yet: the link dangles, so F12 takes its name
    folder = pictures_dir()
    folder.mkdir(parents=True)
    (folder / "tictactoe-magic-20240102-030405-0.png").symlink_to(stats)
    app = make_app()
    try:
        assert app.capture.screenshot() is None
    finally:
        app.close()
    assert not stats.exists()
    assert f"the player's {STATS_FILE}" in capsys.readouterr().err


def test_pictures_into_the_data_folder_leave_the_kept_files_alone(kept: dict[str, Path]) -> None:
    folder = kept[MENACE_FILE_NAME].parent
    before = contents(kept)
    out = run(FOLDER_WRITERS["screenshots"][0](folder))
    assert out.returncode == 0, out.stderr
    assert contents(kept) == before and (folder / "menu-open-320x180.png").exists()


# -- outputs that cannot be written -------------------------------------------------------------------------------

def unsearchable(tmp_path: Path) -> Path:
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0)
    return locked / "inside"


def read_only(tmp_path: Path) -> Path:
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(0o555)
    return folder


def symlink_loop(tmp_path: Path) -> Path:
    loop = tmp_path / "loop"
    loop.symlink_to(loop.name)
    return loop


def file_for_a_folder(tmp_path: Path) -> Path:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file")
    return blocker


#: Where no output can go, as a folder to write in: how it is made, whether root must lose its powers, the reason told.
FAULTS: dict[str, tuple[Callable[[Path], Path], bool, str]] = {
    "unsearchable folder": (unsearchable, True, "Permission denied"),
    "read-only folder": (read_only, True, "cannot be written in"),
    "symlink loop": (symlink_loop, False, "Too many levels of symbolic links"),
    "file for a folder": (file_for_a_folder, False, "is not a folder"),
}


def aimed(writer: str, folder: Path) -> Path:
    """Where a writer is aimed to write into ``folder``: its file there, or the folder itself."""
    return folder if writer in FOLDER_WRITERS else folder / "out.png"


def writer_command(writer: str, output: Path) -> list[str]:
    """A writer's command line writing ``output``."""
    return FOLDER_WRITERS[writer][0](output) if writer in FOLDER_WRITERS else FILE_WRITERS[writer](output)


#: The writer of each entry point whose unprivileged child runs every day, and the fault it meets (the game's
#: --record and --event-log share the game's entry point with --screenshot).
EVERYDAY_CHILDREN = {
    "game --screenshot": "unsearchable folder",
    "menace train --chart": "read-only folder",
    "tournament --chart": "unsearchable folder",
    "seed_answers --write": "read-only folder",
    "screenshots": "unsearchable folder",
    "lesson_pictures": "read-only folder",
    "fullscreen_check --save": "unsearchable folder",
}


def writer_faults() -> list:
    """Every writer and fault; an unprivileged child beyond EVERYDAY_CHILDREN is long."""
    return [pytest.param(writer, fault, id=f"{writer}-{fault}",
                         marks=[pytest.mark.long] if FAULTS[fault][1] and EVERYDAY_CHILDREN.get(writer) != fault else [])
            for fault in FAULTS for writer in [*FILE_WRITERS, *FOLDER_WRITERS]]


@pytest.mark.parametrize("writer, fault", writer_faults())
def test_an_output_that_cannot_be_written_is_refused_before_any_work(writer: str, fault: str, kept: dict[str, Path],
                                                                     tmp_path: Path) -> None:
    make, unprivileged, reason = FAULTS[fault]
    if unprivileged and not permissions_bind_a_child():
        pytest.skip("root, and setpriv (util-linux) is missing or refused")
    output = aimed(writer, make(tmp_path))
    before = contents(kept), listing(tmp_path)
    out = run(writer_command(writer, output), unprivileged=unprivileged)
    # The reason is the check's, made before any work, not a failed write's at the end.
    assert_one_line_refusal(out, "cannot write", shown(output), reason)
    assert out.stdout == ""
    assert (contents(kept), listing(tmp_path)) == before


def listing(folder: Path) -> list[str]:
    """Every name under ``folder`` (links not followed): nothing may be made by a refused run."""
    return sorted(os.path.join(top, name) for top, folders, files in os.walk(folder) for name in folders + files)


# -- analyze strengths --write on a copy of the repository --------------------------------------------------------

@pytest.fixture
def tree(tmp_path: Path) -> Path:
    """A copy of the two files ``strengths --write`` rewrites, in a tree of their own, and a file beside it."""
    (tmp_path / ELSEWHERE).write_text("the player's own notes\n")
    root = tmp_path / "repository"
    (root / "game" / "analysis").mkdir(parents=True)
    (root / ROSTER_PAGE).parent.mkdir()
    shutil.copy(ROOT / ROSTER_PAGE, root / ROSTER_PAGE)
    shutil.copy(ROOT / "game" / "analysis" / STRENGTHS_FILE, root / "game" / "analysis" / STRENGTHS_FILE)
    return root


def tree_state(root: Path) -> tuple:
    """Both files as they are (a link as a link; an errno where they cannot be reached), everything under
    the tree, and the file outside it that links may lead to."""
    states = []
    for path in (root / ROSTER_PAGE, root / "game" / "analysis" / STRENGTHS_FILE, root.parent / ELSEWHERE):
        try:
            states.append(fingerprint(path))
        except OSError as err:
            states.append((err.errno,))
    return *states, listing(root)


def in_place(root: Path, name: str, make: Callable[[Path], None]) -> None:
    """Put something else where one of the two files was."""
    path = root / ROSTER_PAGE if name == "README" else root / "game" / "analysis" / STRENGTHS_FILE
    path.unlink()
    make(path)


def link_out(root: Path, name: str) -> None:
    """One of the two files a link from the tree to the player's own file beside it."""
    in_place(root, name, lambda path: path.symlink_to(root.parent / ELSEWHERE))


def package_loop(root: Path) -> None:
    """The package folder a symlink to itself."""
    shutil.rmtree(root / "game")
    (root / "game").symlink_to("game")


#: What stops ``strengths --write``, each made in a tree (see ``tree``).
TREE_FAULTS: dict[str, Callable[[Path], None]] = {
    "folder for strengths.json": lambda root: in_place(root, "figures", Path.mkdir),
    "folder for README": lambda root: in_place(root, "README", Path.mkdir),
    "fifo for strengths.json": lambda root: in_place(root, "figures", os.mkfifo),
    "fifo for README": lambda root: in_place(root, "README", os.mkfifo),
    "README links out of the tree": lambda root: link_out(root, "README"),
    "strengths.json links out of the tree": lambda root: link_out(root, "figures"),
    "README is strengths.json": lambda root: in_place(
        root, "README", lambda path: path.symlink_to(Path("..") / "game" / "analysis" / STRENGTHS_FILE)),
    "README without markers": lambda root: (root / ROSTER_PAGE).write_text("# A README without its table\n"),
    "symlink loop for the package": package_loop,
}


def strengths_write(root: Path, *, unprivileged: bool = False) -> subprocess.CompletedProcess[str]:
    return run([str(TOOLS / "analyze.py"), "strengths", "--write", "--root", str(root)], unprivileged=unprivileged)


@pytest.mark.parametrize("fault", TREE_FAULTS)
def test_strengths_write_that_cannot_be_done_is_refused_and_writes_nothing(fault: str, tree: Path) -> None:
    TREE_FAULTS[fault](tree)
    before = tree_state(tree)
    out = strengths_write(tree)
    assert_one_line_refusal(out, shown(tree))
    assert tree_state(tree) == before


@needs_permissions
def test_strengths_write_on_a_read_only_tree_is_refused_and_writes_nothing(tree: Path) -> None:
    for folder in (tree / "game" / "analysis", tree / "game", tree):
        folder.chmod(0o555)
    before = tree_state(tree)
    out = strengths_write(tree, unprivileged=True)
    assert_one_line_refusal(out, "cannot be written in")
    assert tree_state(tree) == before


def test_strengths_write_writes_both_files_of_the_tree_it_is_given(tree: Path, monkeypatch) -> None:
    # Measuring the roster takes seconds, and that the measure is what is shipped is test_strength.py's check
    # (test_the_shipped_figures_are_fresh); here it is where --write puts the figures, so they are the shipped ones.
    monkeypatch.setattr("game.commands.analyze_strengths.measure_roster", lambda measured=None: dict(shipped_strengths()))
    (tree / ROSTER_PAGE).write_text(f"before\n{TABLE_START}\n| a stale row |\n{TABLE_END}\nafter\n")
    (tree / "game" / "analysis" / STRENGTHS_FILE).write_text("stale\n")
    out = strengths_write(tree)
    assert out.returncode == 0, out.stderr
    assert (tree / "game" / "analysis" / STRENGTHS_FILE).read_bytes() == (
        ROOT / "game" / "analysis" / STRENGTHS_FILE).read_bytes()
    assert (tree / ROSTER_PAGE).read_text() == f"before\n{tree_table(ROOT)}\nafter\n"


def tree_table(root: Path) -> str:
    """The roster table of the manual at ``root``, marker lines included."""
    readme = (root / ROSTER_PAGE).read_text(encoding="utf-8")
    start, end = table_span(readme)
    return readme[start:end]


@pytest.mark.parametrize("fault", SAVE_FAULTS)
def test_a_reset_that_cannot_be_written_is_refused_and_touches_nothing(fault: str, private_home: Path) -> None:
    menace = private_home / "data" / MENACE_FILE_NAME
    menace.parent.mkdir(parents=True, exist_ok=True)
    SAVE_FAULTS[fault](menace)
    target = menace if fault != "file for the data folder" else menace.parent
    before = fingerprint(target)
    out = run(["tools/menace.py", "reset"])
    assert_one_line_refusal(out, "reset", "nothing was reset")
    assert out.stdout == "" and fingerprint(target) == before
