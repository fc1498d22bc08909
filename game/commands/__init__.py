"""The installed command's subcommands: ``tictactoe-magic WORD ...``, each with ``--help``.

Each subcommand is a module with ``main(argv) -> int`` (the exit status), run
by the entry point (``game.__main__``) when the first word names it; ``tools/NAME.py`` in
a checkout calls the same ``main`` with the same arguments.  This table is
data only, so ``tictactoe-magic --help`` lists the subcommands without
importing any of them (and so without pygame).  The analysis tools live in
this package beside what they share (``command_line``, ``scene_states``,
the charts, ``clip``); ``install-desktop`` lives with the app part it
drives.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Subcommand:
    """Where a subcommand's ``main`` is, and what it does in one line."""

    module: str
    summary: str


#: Every subcommand by the word that starts it, in the order ``--help`` lists them.
SUBCOMMANDS: dict[str, Subcommand] = {
    "analyze": Subcommand("game.commands.analyze",
                          "answer questions about the game exactly: the tree, a position, odds, strengths"),
    "tournament": Subcommand("game.commands.tournament", "play computer opponents against each other and count"),
    "menace": Subcommand("game.commands.menace", "train MENACE and print its learning curve, or reset it"),
    "bench": Subcommand("game.commands.bench", "time the game's parts: start-up, moves, frames, tournaments"),
    "screenshots": Subcommand("game.commands.screenshots", "render every scene and state as PNGs, headless"),
    "lesson-pictures": Subcommand("game.commands.lesson_pictures", "picture every page of every lesson as PNGs"),
    "seed-answers": Subcommand("game.commands.seed_answers",
                               "print (or rewrite) the README section answering the sources' questions"),
    "clip": Subcommand("game.commands.clip", "render a recording, or the attract mode, to an animated GIF"),
    "install-desktop": Subcommand("game.app.desktop.install", "add the game to the desktop's menus (Linux, XDG)"),
}


def subcommands_text(prog: str) -> str:
    """The subcommands as ``prog --help`` lists them: one line each, the word and what it does."""
    width = max(map(len, SUBCOMMANDS)) + 2
    rows = [f"  {word:<{width}}{command.summary}" for word, command in SUBCOMMANDS.items()]
    return "\n".join([f"subcommands ({prog} SUBCOMMAND --help for each):", *rows])
