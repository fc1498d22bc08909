"""Entry point for ``python -m game`` and the ``tictactoe-magic`` script: a subcommand, or the game.

The first word, when it names a subcommand (``game.commands``), picks that
tool and hands it the rest; otherwise the words are the game's options
(``game.app.shell.cli``).  The choice is made here, above both, so the
app's shell never imports the commands that drive it.
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Run the subcommand the first word names, or else the game; the exit status."""
    from importlib import import_module

    from game.commands import SUBCOMMANDS, subcommands_text

    words = sys.argv[1:] if argv is None else argv
    if words and words[0] in SUBCOMMANDS:
        return import_module(SUBCOMMANDS[words[0]].module).main(words[1:])
    from game.app.shell.cli import PROG
    from game.app.shell.cli import main as run

    return run(argv, subcommands_text(PROG))


if __name__ == "__main__":
    sys.exit(main())
