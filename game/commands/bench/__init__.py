"""Benchmarks: the ``tictactoe-magic bench`` command, a module per section (``cli`` lists them and their options).

This ``__init__`` imports nothing until ``main`` runs: the children the
sections launch with ``python -m game.commands.bench.NAME`` start as light
as the game itself does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.commands.command_line import ToolParser


def main(argv: list[str] | None = None, prog: str | None = None) -> int:
    """Run the benchmarks (``cli.main``); ``prog`` names the command in its messages (default: the installed one)."""
    from game.commands.bench import cli

    return cli.main(argv, prog or cli.PROG)


def build_parser(prog: str | None = None) -> ToolParser:
    """The command line (``cli.build_parser``)."""
    from game.commands.bench import cli

    return cli.build_parser(prog or cli.PROG)
