"""The command line's parser and value checks, shared by the game and the tools: a mistake is one short line.

argparse repeats what was typed in its messages -- an invalid choice, an
unrecognized argument, an ambiguous option, a value given to a flag -- in
full, so a 10,000-character argument made a 10,000-character message, and
one holding a newline made two lines.  ``OneLineParser`` remembers the
arguments it parsed and quotes any over-long or unprintable one briefly
(``game.messages.quoting``) wherever a message repeats it: argparse's own messages,
the value checks' and those of the run that follows (a path that cannot be
written).  The value checks read digits only, and no more than the bound
has, so ``int()`` is never asked to read an absurd number.  Pure Python:
the game's command line reads it before pygame is loaded.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from typing import NoReturn

from game.language import Language, UnknownLanguage, language_named
from game.messages.quoting import quote, quote_arguments

#: The exit status of every mistake on a command line.
EXIT_USAGE = 2


class OneLineParser(argparse.ArgumentParser):
    """argparse whose every mistake is one line pointing to --help, exit status 2, the arguments quoted briefly."""

    _arguments: tuple[str, ...] = ()  # what the last parse was given: looked for in its messages

    def parse_known_args(  # type: ignore[override]  # typeshed overloads it by namespace type; this passes both on
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        """argparse's parse, remembering the arguments for the messages."""
        arguments = list(sys.argv[1:] if args is None else args)
        self._arguments = tuple(arguments)
        return super().parse_known_args(arguments, namespace)

    def error(self, message: str) -> NoReturn:
        """Exit with status 2 and the message in one line."""
        self.exit(EXIT_USAGE, f"{self.prog}: {quote_arguments(message, self._arguments)} (see --help)\n")

    def fail(self, message: str) -> int:
        """Print a problem found after parsing in one line, the arguments in it quoted briefly; the exit status (2)."""
        print(f"{self.prog}: {quote_arguments(message, self._arguments)}", file=sys.stderr)
        return EXIT_USAGE


def whole_number(text: str, low: int, high: int, what: str) -> int:
    """``text`` as a whole number from low to high; else ArgumentTypeError naming ``what``."""
    if not re.fullmatch(r"\d+", text) or len(text) > len(str(high)) or not low <= int(text) <= high:
        raise argparse.ArgumentTypeError(f"expected {what} from {low} to {high:,}, got {quote(text)}")
    return int(text)


def language_argument(text: str) -> Language:
    """``--lang CODE``: a language the game speaks (``es``, ``pt-BR``), or the codes it knows."""
    try:
        return language_named(text)
    except UnknownLanguage as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def window_size(text: str, smallest: tuple[int, int], largest: tuple[int, int]) -> tuple[int, int]:
    """``text`` as WIDTHxHEIGHT from smallest to largest, e.g. 1920x1080; else ArgumentTypeError."""
    match = re.fullmatch(r"(\d+)[xX](\d+)", text)
    if match:
        try:
            return (whole_number(match[1], smallest[0], largest[0], "a width"),
                    whole_number(match[2], smallest[1], largest[1], "a height"))
        except argparse.ArgumentTypeError:
            pass  # one message for the whole size, below
    raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT from {smallest[0]}x{smallest[1]} to "
                                     f"{largest[0]}x{largest[1]}, e.g. 1920x1080, got {quote(text)}")
