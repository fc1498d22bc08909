"""Every command the docs give, run as a reader would: from a wheel installed outside the checkout.

The commands are read from README.md and docs/*.md -- each line of a shell block, and each bit of inline code,
that starts with ``tictactoe-magic`` -- so a command added to a page is run here without anyone listing it.
``WAYS`` says how a command is run where it cannot be run exactly as written (a window opened headless, a
placeholder folder made real, the benchmark's quick form), and ``NOT_RUN`` names the few that cannot run in a
test at all, each with the reason.  Every other command must exit 0, or the status its page documents, with
no traceback, in a fresh folder with its own home, no display and no sound.

The wheel is built from this checkout (``pip wheel --no-build-isolation``, so the build needs no network:
setuptools and wheel must be in this environment), or taken from ``TICTACTOE_MAGIC_WHEEL`` (CI builds one).
It is installed, with no dependencies and no network, into a virtual environment that sees this
environment's numpy, pygame-ce and Pillow but not its copy of the game.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy
import PIL
import pygame
import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
TIMEOUT = 900  # seconds for one command: the slowest documented one (a whole round robin) takes about two minutes

#: A shell block's command line ("$ " before it on bigboard.md), and inline code; a comment after "#" is cut.
BLOCK = re.compile(r"^```(?:sh|console)?\n(.*?)^```", re.MULTILINE | re.DOTALL)
IN_BLOCK = re.compile(r"^(?:\$ )?(tictactoe-magic(?: [^#\n]*)?)", re.MULTILINE)
INLINE = re.compile(r"`(tictactoe-magic(?: [^`]*)?)`")
#: What marks a usage pattern rather than a command: "...", [optional], A|B choices and WORDS IN CAPITALS.
PATTERN = re.compile(r"\.\.\.|\[|\||\b(?:WxH|X_ID|O_ID|ID|N|K|S|PATH|NAME|SECTION)\b")


def documented_commands() -> tuple[dict[str, list[str]], set[str]]:
    """Every command the pages give, each with the pages that give it; and those given in a shell block.

    Inline code in a sentence may only name a command (`tictactoe-magic analyze exact`); a shell block gives
    one to type as it stands.
    """
    found: dict[str, list[str]] = {}
    in_blocks: set[str] = set()
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        blocks = [" ".join(m.group(1).split()) for block in BLOCK.findall(text) for m in IN_BLOCK.finditer(block)]
        inline = [" ".join(m.group(1).split()) for m in INLINE.finditer(text)]
        in_blocks.update(blocks)
        for command in blocks + inline:
            found.setdefault(command, []).append(page.name)
    return found, in_blocks


@dataclass(frozen=True)
class Way:
    """How one kind of documented command is run here."""

    why: str
    extra: tuple[str, ...] = ()  # words added at the end
    status: int = 0  # the exit status the page documents
    not_run: str = ""  # why it cannot run in a test at all
    prints: bool = True  # a subcommand tells what it did; the game's window draws instead


def way(words: list[str]) -> Way:
    """How the command with these words (after ``tictactoe-magic``) is run."""
    if words[:1] == ["bench"] and "window" in words:
        return Way("", not_run="bench's window section starts Xvfb and openbox at each size for minutes; "
                               "tests/test_gpu_present.py and tests/test_fullscreen.py draw through real X servers")
    if words[:2] == ["analyze", "bigboard"] and "--max-positions" in words:
        return Way("", not_run="the search past 500,000 positions takes a quarter of an hour (bigboard.md says so); "
                               "the same board with the default limit is run")
    if words == ["bench"]:
        return Way("", not_run="every benchmark section, the window's too: a quarter of an hour; each other section "
                               "the pages name is run by name")
    if not words or words[0].startswith("-") and words[0] not in ("--version", "--help"):
        frames = () if "--frames" in words else ("--frames", "60")
        return Way("opens the game's window: headless, 60 frames unless it says",
                   ("--headless", *frames) if "--headless" not in words else frames, prints=False)
    if words[0] == "bench":
        return Way("a benchmark: its quick form, one repeat", ("--quick", "--repeats", "1"))
    if words[:2] == ["analyze", "strengths"] and "--write" in words or words[:2] == ["analyze", "big-strengths"] \
            and "--write" in words:
        return Way("rewrites a checkout's files: from a wheel it must say so in one line", status=2)
    return Way("as written")


def outside() -> dict[str, str]:
    """This environment less PYTHONPATH, which would put the checkout's game before the installed one."""
    return {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}


#: Placeholders the pages use for a folder the reader names.
FOLDERS = {"OUT", "OUTDIR"}


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The game's wheel installed into a fresh environment; its ``bin`` folder."""
    work = tmp_path_factory.mktemp("installed")
    wheel_name = os.environ.get("TICTACTOE_MAGIC_WHEEL")
    if wheel_name:
        wheel = Path(wheel_name)
    else:
        built = subprocess.run(
            [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation", "--no-index",
             "--wheel-dir", str(work / "dist"), str(ROOT)], capture_output=True, text=True, timeout=TIMEOUT, env=outside())
        if built.returncode != 0:
            pytest.skip("no wheel could be built here without the network (setuptools>=68 and wheel are needed), "
                        "and TICTACTOE_MAGIC_WHEEL names none: " + (built.stderr.strip().splitlines() or ["?"])[-1])
        wheel = next((work / "dist").glob("tictactoe_magic-*.whl"))
    venv = work / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=TIMEOUT, env=outside())
    python = venv / "bin" / "python"
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet", "--no-deps",
                    "--no-index", str(wheel)], check=True, timeout=TIMEOUT, env=outside())
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                               capture_output=True, text=True, check=True, env=outside()).stdout.strip())
    # The dependencies from this environment, by their folders only: its .pth files (an editable game) are not read.
    folders = {str(Path(module.__file__).resolve().parent.parent) for module in (numpy, pygame, PIL)}
    (site / "dependencies.pth").write_text("\n".join(sorted(folders)) + "\n")
    origin = subprocess.run([str(python), "-c", "import game; print(game.__file__)"], capture_output=True, text=True,
                            check=True, cwd=work, env=outside()).stdout.strip()
    assert Path(origin).is_relative_to(site), f"the game came from {origin}, not the wheel"
    return venv / "bin"


COMMANDS, IN_BLOCKS = documented_commands()


def test_the_pages_give_the_classroom_s_commands() -> None:
    """The reading finds what a teacher is given, so a broken reader cannot pass by finding nothing."""
    assert "classroom.md" in COMMANDS["tictactoe-magic lesson-pictures OUT"]
    assert "classroom.md" in COMMANDS["tictactoe-magic analyze"]
    assert "tictactoe-magic tournament --all --chart roundrobin.png" in COMMANDS


def test_no_page_gives_a_checkout_s_tool_where_the_installed_command_works() -> None:
    """``python tools/NAME.py`` fails from the Play install; only the two X-server measurements are checkout-only."""
    callers = {path.stem for path in (ROOT / "tools").glob("*.py")
               if f"from game.commands.{path.stem} import main" in path.read_text(encoding="utf-8")}
    for page in PAGES:
        for name in re.findall(r"tools/(\w+)\.py", page.read_text(encoding="utf-8")):
            assert name not in callers, f"{page.name} gives tools/{name}.py: give the installed command"


#: What each command run here did, by its words with the folder placeholders named alike: two pages may name the
#: reader's folder differently (``screenshots OUT``, ``screenshots OUTDIR``) for one command, which runs once a
#: test process (half a minute for the screenshots). Read only: a test never changes what another ran.
RUNS: dict[tuple[str, ...], tuple[subprocess.CompletedProcess[str], Way]] = {}


def run_command(bin_folder: Path, command: str, tmp_path: Path) -> tuple[subprocess.CompletedProcess[str], Way]:
    words = shlex.split(command)[1:]
    same = tuple("OUT" if word in FOLDERS else word for word in words)
    if same not in RUNS:
        RUNS[same] = run_words(bin_folder, words, tmp_path)
    return RUNS[same]


def run_words(bin_folder: Path, words: list[str], tmp_path: Path) -> tuple[subprocess.CompletedProcess[str], Way]:
    """The installed command with these words (after ``tictactoe-magic``), run as ``way`` says, in a fresh folder."""
    how = way(words)
    cwd = tmp_path / "elsewhere"
    cwd.mkdir()
    for i, word in enumerate(words):
        if word in FOLDERS:
            words[i] = str(tmp_path / "out")
        elif (ROOT / word).is_file():  # a file of the checkout the page names (a recording, a page to rewrite)
            (cwd / word).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(ROOT / word, cwd / word)
    env = outside()
    env.update(TICTACTOE_MAGIC_HOME=str(tmp_path / "home"), HOME=str(tmp_path / "user"),
               XDG_DATA_HOME=str(tmp_path / "xdg-data"), XDG_CONFIG_HOME=str(tmp_path / "xdg-config"),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.pop("DISPLAY", None)
    done = subprocess.run([str(bin_folder / "tictactoe-magic"), *words, *how.extra], capture_output=True, text=True,
                          cwd=cwd, env=env, timeout=TIMEOUT)
    return done, how


@pytest.mark.long
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_documented_command_runs_from_the_wheel(command: str, installed: Path, tmp_path: Path) -> None:
    if PATTERN.search(re.sub(r"'[^']*'", "BOARD", command.removeprefix("tictactoe-magic"))):
        pytest.skip("a usage pattern, not a command: its examples on the same pages are run")
    if reason := way(shlex.split(command)[1:]).not_run:
        pytest.skip(reason)
    done, how = run_command(installed, command, tmp_path)
    said = f"{command} ({how.why}) exited {done.returncode}:\n{done.stderr[-2000:]}"
    assert "Traceback" not in done.stdout + done.stderr, said
    if how.status:
        assert done.returncode == how.status and len(done.stderr.splitlines()) == 1, said
    elif command not in IN_BLOCKS and len(shlex.split(command)) > 2 and done.returncode == 2:
        # A command named in a sentence with its arguments left out (`tictactoe-magic analyze exact`); a bare
        # subcommand (`tictactoe-magic analyze`) is what a reader tries first, and must answer.
        assert done.stderr.endswith("(see --help)\n") and len(done.stderr.splitlines()) == 1, said
    else:
        assert done.returncode == 0, said
        if how.prints:
            assert done.stdout.strip(), f"{command} printed nothing"
