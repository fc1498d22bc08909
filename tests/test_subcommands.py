"""The installed command's subcommands: each answers --help, and tools/NAME.py runs the very same code.

``python -m game SUB`` is the code path of the installed ``tictactoe-magic
SUB`` (both call ``game.__main__.main``); CI runs the same through a
wheel installed outside the checkout.  A thin caller in tools/ must give
what the subcommand gives: the same output for a cheap run, the same
message (under its own name) for a mistake.

Each tools/NAME.py runs as a child here (it is the entry point under test),
and ``python -m game`` once (a game played headless); the subcommands they
are compared with run in this process (``run_main``), answering as a child would.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from in_process import run_main

from game.commands import SUBCOMMANDS
from game.commands import analyze as analyze_command
from game.commands import analyze_strengths
from game.commands import screenshots as screenshots_command

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ROOT / "tools"
TIMEOUT = 300  # seconds: a command that hangs fails here instead of stalling the suite


def run(command: list[str], cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *command], capture_output=True, text=True, cwd=cwd, timeout=TIMEOUT)


def subcommand(word: str, *args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return run_main([sys.executable, "-m", "game"], [word, *args], cwd=cwd, timeout=TIMEOUT)


def subcommand_child(word: str, *args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    """``python -m game`` itself, in a child process."""
    return run(["-m", "game", word, *args], cwd)


def tool(name: str, *args: str) -> subprocess.CompletedProcess[str]:
    return run([str(TOOLS / f"{name}.py"), *args])


@pytest.mark.parametrize("word", list(SUBCOMMANDS))
def test_every_subcommand_answers_help_under_the_installed_name(word: str) -> None:
    out = subcommand(word, "--help")
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith(f"usage: tictactoe-magic {word} "), out.stdout[:200]
    assert out.stderr == ""


def test_the_game_s_help_lists_every_subcommand_with_its_summary() -> None:
    out = subcommand("--help")
    assert out.returncode == 0
    listed = out.stdout[out.stdout.index("subcommands"):]
    for word, command in SUBCOMMANDS.items():
        assert re.search(rf"^  {re.escape(word)} +{re.escape(command.summary)}$", listed, re.MULTILINE), word


def test_game_options_still_play_and_an_unknown_word_is_one_line() -> None:
    played = subcommand_child("--headless", "--frames", "1")
    assert played.returncode == 0, played.stderr
    unknown = subcommand("analyse")
    assert unknown.returncode == 2 and len(unknown.stderr.splitlines()) == 1


def without(keys: set[str]) -> Callable[[str], object]:
    """Read JSON output without the keys that time the run (the only thing that differs between two runs)."""
    def read(text: str) -> object:
        return {key: value for key, value in json.loads(text).items() if key not in keys}
    return read


def bench_shape(text: str) -> object:
    """The bench's JSON without its timings: the sections and their figures' names."""
    return {section: sorted(figures) for section, figures in json.loads(text).items() if section != "machine"}


def listed_states(text: str) -> dict[str, str]:
    """``screenshots --list`` read: a state a line, its name, then (after spaces) what the picture shows."""
    lines = text.splitlines()
    states = {name: about.strip() for name, _, about in (line.partition(" ") for line in lines)}
    assert len(states) == len(lines), "a state listed twice"
    assert all(name and about for name, about in states.items()), text
    return states


#: States ``screenshots --list`` must name, each with what it shows: its first, and ones docs/ shows
#: (docs/screenshots/pick15-mid-game.png, magic15-thinking.png, wargames-many.png).
LISTED = {
    "menu-open": "the main menu as it starts",
    "pick15-mid-game": "pick15 against perfect, a few moves in",
    "magic15-thinking": "magic15: show thinking, the computer's scores before it moves",
    "wargames-many": "attract mode: a dozen boards at full speed",
    "operator-books": "the operator menu's bookkeeping page",
    "matchboxes-box": "one box large: every bead count and its chance",
}


#: For each tool that is a subcommand: a cheap run, and how to read its output for comparison.
RUNS: dict[str, tuple[tuple[str, ...], Callable[[str], object]]] = {
    "analyze": (("exact", "naive", "random", "--json"), json.loads),
    "tournament": (("random", "perfect", "--games", "200", "--seed", "3", "--json"),
                   without({"games_per_second", "setup_seconds"})),
    "menace": (("train", "--against", "random", "--games", "100", "--fresh", "--json"),
               without({"games_per_second", "setup_seconds"})),
    "bench": (("--only", "wins", "--repeats", "1", "--quick", "--json"), bench_shape),
    "screenshots": (("--list",), listed_states),
}
#: For the tools whose cheapest run still takes seconds: a mistake, its message the same under either name.
MISTAKES: dict[str, tuple[str, ...]] = {
    "lesson_pictures": ("--window", "1x1", "out"),
    "seed_answers": ("--write", "/no/such/folder/README.md"),
}


def test_every_thin_caller_is_checked_here() -> None:
    callers = {path.stem for path in TOOLS.glob("*.py")
               if f"from game.commands.{path.stem} import main" in path.read_text(encoding="utf-8")}
    assert callers == set(RUNS) | set(MISTAKES)
    modules = {command.module.rsplit(".", 1)[1] for command in SUBCOMMANDS.values()}
    assert callers <= modules


@pytest.mark.parametrize("name", list(RUNS))
def test_a_thin_caller_prints_what_its_subcommand_prints(name: str) -> None:
    args, read = RUNS[name]
    word = name.replace("_", "-")
    as_tool, as_subcommand = tool(name, *args), subcommand(word, *args)
    assert as_tool.returncode == as_subcommand.returncode == 0, (as_tool.stderr, as_subcommand.stderr)
    assert read(as_tool.stdout) == read(as_subcommand.stdout)
    assert as_tool.stderr.replace(f"{name}:", f"tictactoe-magic {word}:") == as_subcommand.stderr


def test_the_screenshots_list_names_the_states_with_what_each_shows(capsys: pytest.CaptureFixture[str]) -> None:
    """The thin caller and the subcommand print one list (above); here, in process, what the list must say."""
    args, read = RUNS["screenshots"]
    assert screenshots_command.main(list(args)) == 0
    assert LISTED.items() <= read(capsys.readouterr().out).items()


@pytest.mark.parametrize("name", list(MISTAKES))
def test_a_thin_caller_refuses_what_its_subcommand_refuses(name: str) -> None:
    word = name.replace("_", "-")
    as_tool, as_subcommand = tool(name, *MISTAKES[name]), subcommand(word, *MISTAKES[name])
    assert as_tool.returncode == as_subcommand.returncode == 2
    assert as_tool.stdout == as_subcommand.stdout == ""
    assert len(as_tool.stderr.splitlines()) == 1
    assert as_tool.stderr.startswith(f"{name}: ")
    assert as_tool.stderr.replace(f"{name}:", f"tictactoe-magic {word}:", 1) == as_subcommand.stderr


def test_strengths_write_without_a_checkout_says_so_in_one_line(monkeypatch, capsys) -> None:
    monkeypatch.setattr(analyze_strengths, "checkout_root", lambda: None)  # as from a wheel in site-packages
    assert analyze_command.main(["strengths", "--write"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("tictactoe-magic analyze: ") and "--root" in captured.err
    assert len(captured.err.splitlines()) == 1


def test_the_checkout_is_found_beside_the_package_and_a_wheel_has_none(tmp_path: Path) -> None:
    from game.commands.command_line import checkout_root

    assert checkout_root() == ROOT
    (tmp_path / "game").mkdir()  # a package in site-packages: no pyproject.toml or README.md beside it
    assert checkout_root(tmp_path) is None
