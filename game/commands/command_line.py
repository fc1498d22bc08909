"""What the subcommands share: one-line errors with exit status 2, checked arguments and outputs.

A mistake on the command line -- an unknown opponent, a count that is not a
positive integer, a bad seed, an output that cannot be written or would
write over an input -- is one line on stderr and status 2, never a
traceback, and an output is checked before any work is done.  A command
that rewrites a file of the repository (the README's tables) finds the
checkout with ``checkout_root``: an installed wheel has none, and says so.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Callable

import game
from game.files.outputs import OutputError, check_output, kept_inputs, refuse_overlap
from game.files.storage import read_regular
from game.messages.arguments import OneLineParser, whole_number
from game.opponents import UnknownOpponentError, resolve_opponent

#: The folder the running ``game`` package was imported from: a checkout, or site-packages for a wheel.
PACKAGE_PARENT = Path(game.__file__).resolve().parent.parent
#: Files only a checkout of the repository has next to the package (a wheel installs none of them).
CHECKOUT_MARKS = ("pyproject.toml", "README.md")

#: The most games one command may ask for (about five minutes on the batch path).
MAX_GAMES = 1_000_000_000
#: Seeds are 64-bit: what numpy's and Python's generators take without surprises.
MAX_SEED = 2**64 - 1

# One parser for the game and the tools: a mistake is one line, status 2, the arguments in it quoted briefly.
ToolParser = OneLineParser


class UsageError(Exception):
    """A problem with what the user typed: reported in one line, exit 2."""


def games_count(text: str) -> int:
    """A number of games: a positive integer no larger than MAX_GAMES."""
    return whole_number(text, 1, MAX_GAMES, "a number of games")


def seed_value(text: str) -> int:
    """A seed: an integer from 0 to MAX_SEED."""
    return whole_number(text, 0, MAX_SEED, "a seed")


def opponent_id(text: str) -> str:
    """The id of the opponent named, by the name the screens show (CENTRE) or its id (center), in any case."""
    try:
        return resolve_opponent(text)
    except UnknownOpponentError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def checkout_root(parent: Path = PACKAGE_PARENT) -> Path | None:
    """The checkout holding the package in ``parent`` (the running one's); None for a wheel's site-packages."""
    if all((parent / name).is_file() for name in CHECKOUT_MARKS):
        return parent
    return None


def check_outputs(outputs: Sequence[tuple[str, Path, str]], inputs: Sequence[tuple[str, Path]] = ()) -> None:
    """UsageError unless each output (name, path, what) may be written and is no other output, input or kept file."""
    try:
        refuse_overlap([(name, path) for name, path, _ in outputs], [*inputs, *kept_inputs()])
        for _, path, what in outputs:
            check_output(path, what)
    except OutputError as err:
        raise UsageError(str(err)) from None


def check_pictures(folder: Path, pictures: Sequence[Path]) -> None:
    """Check every picture a tool will write into ``folder``, then make the folder; else UsageError."""
    check_outputs([(path.name, path, "picture") for path in pictures])
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise UsageError(f"cannot make the folder {folder}: {err.strerror or err}") from None


def read_text(path: Path) -> str:
    """A text file the tool rewrites, read without waiting on a pipe; UsageError naming it if it cannot be."""
    try:
        return read_regular(Path(os.path.realpath(path))).decode("utf-8")  # the user named it: links are followed
    except (OSError, UnicodeDecodeError) as err:
        raise UsageError(f"cannot read {path}: {getattr(err, 'strerror', None) or err}") from None


def run_tool(parser: OneLineParser, argv: list[str] | None) -> int:
    """Parse, run ``args.run(args)``, print its text; a UsageError or unwritable output is one line and status 2."""
    args = parser.parse_args(argv)
    run: Callable[[argparse.Namespace], str] = args.run
    try:
        text = run(args)
    except UsageError as err:
        return parser.fail(str(err))
    try:
        print(text, flush=True)
    except OSError as err:
        # Standard output is an output too: a full disk, or a reader gone (``| head``), is one line.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # so the exit's flush fails no more
        return parser.fail(f"cannot write to standard output: {err.strerror or err}")
    return 0
