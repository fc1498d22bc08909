"""A hostile argument is quoted briefly: every option of the game and of every tool, run from the shell.

docs/proof.md promises that a bad value is quoted up to 60 characters, with "..."
where it is cut.  argparse repeats what was typed in full -- an invalid
choice, an unrecognized argument, an ambiguous option, a value given to a
flag -- and so did the value checks and the messages of the run that
follows (a path that cannot be written).  The cases here are made by
walking each parser's own actions, so an option added later is tested
without anyone listing it: every option and positional that takes a value
gets a 10,000-character value, and one full of newlines and control
characters, in its place in an otherwise good command line, and a checked
one a number of 4,000 digits; every flag gets the second after '=';
every command an unknown argument, an unknown option and, where two
options share a prefix, an ambiguous one.  Each must end with status 2,
one line on stderr, no traceback, and no more than QUOTE_CHARS of the
value, cut with "...".

The cases run the command's ``main`` in the test process (tests/in_process.py),
under a timeout: a child would tell nothing more about a message.  One case
of each entry point also runs as the user runs it (``python -m game``,
``python tools/NAME.py``), a child process, so what reaches a real stderr
through the entry point's own exit is checked too.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from in_process import run_main
from process_state import unchanged_process  # noqa: F401  (a fixture, used by name below)
from test_tournament_cli import load_tool

from game.app.shell.cli import PROG
from game.app.shell.cli import build_parser as game_parser
from game.messages.quoting import QUOTE_CHARS, quote_arguments

pytestmark = pytest.mark.usefixtures("unchanged_process")

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT = 120  # seconds: a run that waits or loops on what it was given fails here instead of hanging the suite
LENGTH = 10_000  # characters in a hostile value: far past any message's budget
#: A plain hostile value: the "Z"s in a message are how much of it was quoted.
LONG = "Z" * LENGTH
#: A hostile value of lines, a terminal's escape sequences, tabs and bells; each "Y" is one of its characters.
STRANGE = ("Y\n\x1b[2J\t\x07\r" * LENGTH)[:LENGTH]
CONTROLS = "\n\r\x1b\x07\t"
#: A number Python can still read (its limit is 4,300 digits): a check that reads it first would quote it whole.
DIGITS = "9" * 4_000
#: Where a command line needs a folder that may be written: the test's own.
FOLDER = "{folder}"

#: A good value for each positional and required option, by its dest, so the hostile one is the only fault.
GOOD_VALUES = {
    "board": "X...O....",
    "code": "it",
    "x_id": "random",
    "o_id": "random",
    "opponent_id": "random",
    "against": "random",
    "outdir": FOLDER,
}
#: What else a command needs to get as far as using the value: a real run, as short as it can be.
GOOD_COMMANDS = {
    "tictactoe-magic": ["--headless", "--frames", "1"],
    "menace train": ["--games", "1", "--fresh"],
    "tournament": ["--all", "--games", "1"],
}


def tool_names() -> list[str]:
    """Every script in tools/ (the rest are modules the scripts share)."""
    return sorted(path.stem for path in (ROOT / "tools").glob("*.py")
                  if 'if __name__ == "__main__":' in path.read_text(encoding="utf-8"))


@dataclass(frozen=True)
class Case:
    """One command line with one hostile argument in it."""

    command: tuple[str, ...]  # how it is run: ``python -m game`` or ``python tools/NAME.py``
    args: tuple[str, ...]
    value: str  # the hostile text inside one of ``args``
    name: str


def _good(parser: argparse.ArgumentParser, prefix: str) -> dict[argparse.Action, str]:
    """The good command line of one (sub-)command, by action: positionals and required options filled in."""
    chosen: dict[argparse.Action, str] = {}
    for action in parser._actions:
        if not action.option_strings and not isinstance(action, argparse._SubParsersAction):
            if action.dest in GOOD_VALUES:
                chosen[action] = GOOD_VALUES[action.dest]
            else:
                assert action.nargs in ("?", "*"), f"{prefix}: add a good value for {action.dest} to GOOD_VALUES"
        elif action.required and action.option_strings:
            assert action.dest in GOOD_VALUES, f"{prefix}: add a good value for {action.dest} to GOOD_VALUES"
            chosen[action] = GOOD_VALUES[action.dest]
    return chosen


def _render(parser: argparse.ArgumentParser, chosen: dict[argparse.Action, str], prefix: str,
            extra: tuple[str, ...]) -> list[str]:
    """The arguments in order: the command's, then its options, then its positionals, then anything extra."""
    args = list(GOOD_COMMANDS.get(prefix, []))
    for action, value in chosen.items():
        if action.option_strings:
            flag = action.option_strings[-1]
            if flag in args:  # a good command's own value: replaced by the hostile one
                args[args.index(flag) + 1] = value
            else:
                args += [flag, value]
    args += [chosen[action] for action in parser._actions if not action.option_strings and action in chosen]
    return [*args, *extra]


def _ambiguous_prefix(parser: argparse.ArgumentParser) -> str | None:
    """A prefix of two or more long options that is none of them, if there is one."""
    longs = [flag for action in parser._actions for flag in action.option_strings if flag.startswith("--")]
    for flag in longs:
        for end in range(3, len(flag)):
            prefix = flag[:end]
            if prefix not in longs and sum(other.startswith(prefix) for other in longs) > 1:
                return prefix
    return None


def cases_of(parser: argparse.ArgumentParser, command: tuple[str, ...], prefix: str,
             words: tuple[str, ...] = ()) -> Iterator[Case]:
    """Every hostile case of one parser and, through its sub-commands, of theirs."""
    good = _good(parser, prefix)

    def case(label: str, value: str, chosen: dict[argparse.Action, str], *extra: str) -> Case:
        return Case(command, (*words, *_render(parser, chosen, prefix, extra)), value, f"{prefix} {label}")

    for action in parser._actions:
        if isinstance(action, argparse._HelpAction):
            continue
        if isinstance(action, argparse._SubParsersAction):
            yield Case(command, (*words, LONG), LONG, f"{prefix} {action.dest} long")
            yield Case(command, (*words, STRANGE), STRANGE, f"{prefix} {action.dest} strange")
            for name, sub in action.choices.items():
                yield from cases_of(sub, command, f"{prefix} {name}", (*words, name))
            return  # the sub-commands' cases test the rest
        label = action.option_strings[-1] if action.option_strings else action.dest
        if action.nargs == 0:  # a flag: a value after '=' is repeated back by argparse
            flag = next((f for f in action.option_strings if f.startswith("--")), None)
            if flag is not None:
                yield case(f"{label}=strange", STRANGE, good, f"{flag}={STRANGE}")
            continue
        yield case(f"{label} long", LONG, {**good, action: LONG})
        if action.type is not None and action.type is not Path:
            yield case(f"{label} digits", DIGITS, {**good, action: DIGITS})
        if action.option_strings:
            yield case(f"{label}=strange", STRANGE, good, f"{action.option_strings[-1]}={STRANGE}")
        else:
            yield case(f"{label} strange", STRANGE, {**good, action: STRANGE})
    yield case("unknown argument", STRANGE, good, STRANGE)
    yield case("unknown option", STRANGE, good, f"--{STRANGE}")
    ambiguous = _ambiguous_prefix(parser)
    if ambiguous is not None:
        yield case(f"ambiguous {ambiguous}", LONG, good, f"{ambiguous}={LONG}")


def all_cases() -> list[Case]:
    """The game's cases and every tool's."""
    cases = list(cases_of(game_parser(), (sys.executable, "-m", "game"), PROG))
    for name in tool_names():
        module = load_tool(name)
        assert hasattr(module, "build_parser"), f"tools/{name}.py: give it a build_parser() for these tests to walk"
        cases += cases_of(module.build_parser(), (sys.executable, str(ROOT / "tools" / f"{name}.py")), name)
    return cases


CASES = all_cases()


def entry_point_cases() -> list[Case]:
    """One case of each entry point, for a child process: its first unknown option (control characters and all),
    which argparse repeats whole."""
    first: dict[tuple[str, ...], Case] = {}
    for case in CASES:
        if case.name.endswith("unknown option"):
            first.setdefault(case.command, case)
    return list(first.values())


ENTRY_POINT_CASES = entry_point_cases()


def longest_run(text: str, char: str) -> int:
    """The longest run of ``char`` in ``text``."""
    return max((len(run) for run in re.findall(f"{re.escape(char)}+", text)), default=0)


def assert_quoted_briefly(out: subprocess.CompletedProcess[str], case: Case) -> None:
    assert out.returncode == 2, out.stderr[:500]
    assert "Traceback" not in out.stderr, out.stderr[-2000:]
    assert out.stderr.endswith("\n") and out.stderr.count("\n") == 1, out.stderr[:500]
    assert not any(char in out.stderr[:-1] for char in CONTROLS), out.stderr[:500]
    # Each value is made of a character no message uses otherwise (a few nines in a bound at most).
    assert out.stderr.count(case.value[0]) <= QUOTE_CHARS, out.stderr[:500]
    assert "..." in out.stderr, out.stderr


def arguments(case: Case, tmp_path: Path) -> list[str]:
    folder = tmp_path / "out"
    return [arg.replace(FOLDER, str(folder)) for arg in case.args]


@pytest.mark.parametrize("case", CASES, ids=[re.sub(r"\W+", "-", c.name) for c in CASES])
def test_a_hostile_argument_is_quoted_briefly(case: Case, tmp_path: Path) -> None:
    assert_quoted_briefly(run_main(case.command, arguments(case, tmp_path), cwd=tmp_path, timeout=TIMEOUT), case)


@pytest.mark.parametrize("case", ENTRY_POINT_CASES, ids=[re.sub(r"\W+", "-", c.name) for c in ENTRY_POINT_CASES])
def test_a_hostile_argument_is_quoted_briefly_by_the_entry_point_itself(case: Case, tmp_path: Path,
                                                                        private_home: Path) -> None:
    environment = {**os.environ, "TICTACTOE_MAGIC_HOME": str(private_home)}
    out = subprocess.run([*case.command, *arguments(case, tmp_path)], capture_output=True, text=True, cwd=tmp_path,
                         env=environment, timeout=TIMEOUT)
    assert_quoted_briefly(out, case)


def test_every_tool_and_every_option_is_walked() -> None:
    """The walk reaches each tool, each sub-command and each option of the game: nothing is left out by accident."""
    names = {case.name for case in CASES}
    assert {name.split()[0] for name in names} == {PROG, *tool_names()}
    assert {"analyze position board long", "menace train --against long", "tournament ids strange",
            f"{PROG} --window-size=strange", "bench --json=strange"} <= names
    assert any(name.startswith(f"{PROG} ambiguous") for name in names)
    assert {case.command for case in ENTRY_POINT_CASES} == {case.command for case in CASES}  # a child for each


# -- the one function, in process -------------------------------------------------------------------------------

def test_an_over_long_argument_is_cut_wherever_a_message_repeats_it() -> None:
    message = f"unrecognized arguments: {LONG} --x={STRANGE}; invalid choice: {STRANGE!r}; cannot write a/{LONG}"
    short = quote_arguments(message, ["ok", LONG, f"--x={STRANGE}", f"a//{LONG}/"])
    assert longest_run(short, "Z") <= QUOTE_CHARS and short.count("Y") <= 2 * QUOTE_CHARS
    assert short.isprintable() and short.startswith("unrecognized arguments: 'ZZZ")


def test_a_short_printable_argument_is_left_as_it_was() -> None:
    assert quote_arguments("invalid choice: 'x' (choose from 'tree', 'position')", ["x", "tree"]) == (
        "invalid choice: 'x' (choose from 'tree', 'position')")
