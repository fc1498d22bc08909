"""Answer questions about the game exactly, by walking and solving the engine.

    python tools/analyze.py tree [--json]
    python tools/analyze.py position BOARD [--json]

BOARD is 9 characters of X, O and '.' in row-major order; '|' may separate
the rows (quote it in the shell: 'X..|.O.|O.X').  Bad input prints one line
on stderr and exits with status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine import Board, BoardError, cell_of, solve, tree_facts  # noqa: E402
from game.engine.render_text import magic15_text, pick15_text, tictactoe_text  # noqa: E402

EXIT_BAD_INPUT = 2


class UsageError(Exception):
    """A problem with what the user typed: reported in one line, exit 2."""


def cmd_tree(args: argparse.Namespace) -> str:
    """The facts of the whole game tree."""
    facts = tree_facts()
    if args.json:
        return json.dumps(asdict(facts))
    return "\n".join(
        [
            f"complete games           {facts.games:>9,}",
            f"  X wins                 {facts.x_wins:>9,}",
            f"  O wins                 {facts.o_wins:>9,}",
            f"  draws                  {facts.draws:>9,}",
            f"reachable positions      {facts.positions:>9,}  (empty board included)",
            f"  up to symmetry         {facts.positions_up_to_symmetry:>9,}",
            f"terminal positions       {facts.terminal_positions:>9,}",
        ]
    )


def position_report(board: Board) -> dict:
    """The JSON-ready facts of one position."""
    outcome = board.outcome()
    solution = solve()
    return {
        "board": board.notation(),
        "to_move": None if outcome else board.turn.value,
        "winner": outcome.result() if outcome else None,
        "value": None if outcome else solution.value(board),
        "best_moves": sorted(cell_of(sq) for sq in solution.best_moves(board)),
    }


def cmd_position(args: argparse.Namespace) -> str:
    """One position in all three views, with its value and optimal moves."""
    try:
        board = Board.parse(args.board)
    except BoardError as err:
        raise UsageError(str(err)) from err
    report = position_report(board)
    if args.json:
        return json.dumps(report)
    value_words = {1: "win", 0: "draw", -1: "loss"}
    outcome = board.outcome()
    if outcome:
        status = "draw" if outcome.winner is None else f"{outcome.winner.value} has won"
        status_lines = [f"game over: {status}"]
    else:
        status_lines = [
            f"to move: {report['to_move']}",
            f"value for {report['to_move']}: {value_words[report['value']]} with perfect play",
            "optimal moves (cells): " + " ".join(map(str, report["best_moves"])),
        ]
    return "\n\n".join(
        [
            f"board {board.notation('|')}",
            "TicTacToe\n" + tictactoe_text(board),
            "Magic15\n" + magic15_text(board),
            "Pick15\n" + pick15_text(board),
            "\n".join(status_lines),
        ]
    )


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        self.exit(EXIT_BAD_INPUT, f"analyze: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    """The command line: one sub-command per question."""
    parser = _Parser(prog="analyze", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    tree = sub.add_parser("tree", help="facts of the whole game tree")
    tree.add_argument("--json", action="store_true")
    tree.set_defaults(run=cmd_tree)
    pos = sub.add_parser("position", help="one position in all three views")
    pos.add_argument("board", help="9 cells of X, O, '.', row-major; '|' allowed")
    pos.add_argument("--json", action="store_true")
    pos.set_defaults(run=cmd_position)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run one sub-command; bad input is one line on stderr and status 2."""
    args = build_parser().parse_args(argv)
    try:
        print(args.run(args))
    except UsageError as err:
        print(f"analyze: {err}", file=sys.stderr)
        return EXIT_BAD_INPUT
    return 0


if __name__ == "__main__":
    sys.exit(main())
