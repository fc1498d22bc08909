"""Answer questions about the game exactly, by walking and solving the engine.

    tictactoe-magic analyze tree [--json]
    tictactoe-magic analyze position BOARD [--json]
    tictactoe-magic analyze exact X_ID O_ID [--json]
    tictactoe-magic analyze exploit ID [--as X|O] [--json]
    tictactoe-magic analyze weights BOARD [--json]
    tictactoe-magic analyze magic [--json]
    tictactoe-magic analyze magic-sources [--json]
    tictactoe-magic analyze strengths [--json] [--write [--root DIR]]
    tictactoe-magic analyze big-strengths [--write [--root DIR]]
    tictactoe-magic analyze bigboard [--board WxH] [--k K] [--as X|O] [--max-positions N] [--claims] [--json]

BOARD is 9 characters of X, O and '.' in row-major order; '|' may separate
the rows (quote it in the shell: 'X..|.O.|O.X').  ``exact`` gives the odds
of a match between two opponents over the whole game tree, as fractions;
``exploit`` the best an adversary can do against one opponent playing the
mark given by ``--as`` (default O, the computer's side in Moler's game).
``weights`` builds the weight grid of "tic tac toe logic" (2007) line by
line for the side to move; ``magic`` lists the relative-position formulas of
"Programming Tic Tac Toe: Magic Square" for every rim number, and
``magic-sources`` which of the ``magic`` opponent's decisions that article's
rules make and which its fallback makes.  The LESSONS
pages compute the same figures with the same functions.  ``strengths``
measures every opponent as it ships (MENACE untrained): the best adversary's
chance of beating it from each seat and its results against ``random``, with
the labels the setup shows for each seat; ``--write`` stores them in the package's
``game/analysis/strengths.json`` and rewrites the roster table on the playing page (docs/playing.md)
(of the repository at ``--root``, else the checkout this package runs from; an
installed wheel has none and says so), after checking
that both can be written and the page has the table's marker lines.
``big-strengths`` measures the BIG BOARD weight grid's best adversary on
every board the game offers, from each seat, and ``--write`` stores the
figures in the package's ``game/analysis/bigboard_strengths.json`` for the
BIG BOARD setup's label (minutes: the searches, not the writing).
``bigboard`` tests the weight grid's two claims on bigger m,n,k boards
(``game.analysis.bigboard``): the best adversary against it from the seat
``--as``, or with ``--claims`` whether its weights keep its priorities.
Bad input prints one line on stderr and exits with status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from fractions import Fraction

from game.analysis import best_response, exact_outcome
from game.analysis.bigboard import DEFAULT_MAX_POSITIONS, bigboard_answer
from game.analysis.magic_sources import decision_sources
from game.commands.analyze_strengths import add_strength_parsers
from game.commands.command_line import ToolParser, UsageError, opponent_id, run_tool
from game.engine import Board, BoardError, Mark, cell_of, solve, tree_facts
from game.engine.mnk import ShapeError
from game.engine.board import SIZE
from game.engine.render_text import magic15_text, pick15_text, tictactoe_text
from game.opponents import Opponent, make_opponent
from game.opponents.base import odds_text
from game.opponents.magic_arithmetic import CENTRE, RELATIVES, relatives
from game.opponents.weights import heaviest, weight_steps
from game.messages.arguments import whole_number

#: The command as the installed program runs it; ``tools/analyze.py`` passes its own name.
PROG = "tictactoe-magic analyze"


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
    board = parse_board(args.board)
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


def fraction_row(label: str, value: Fraction) -> str:
    """One line of a probability table: label, then the chance as ``odds_text`` writes every chance."""
    return f"{label:<16} {odds_text(value)}"


def learner_notes(*opponents: Opponent) -> list[str]:
    """Say that a learner is frozen at its current distribution, if one takes part."""
    return [
        f"note: {opp.id} learns as it plays; this uses its current distribution, frozen"
        for opp in opponents
        if opp.learns
    ]


def json_answer(data: dict, notes: list[str]) -> str:
    """JSON on stdout; any learner notes go to stderr so the JSON stays clean."""
    for note in notes:
        print(note, file=sys.stderr)
    return json.dumps(data)


def cmd_exact(args: argparse.Namespace) -> str:
    """The exact odds of X_ID (playing X) against O_ID (playing O)."""
    x, o = make_opponent(args.x_id), make_opponent(args.o_id)
    odds = exact_outcome(x, o)
    if args.json:
        return json_answer(odds.as_dict(), learner_notes(x, o))
    return "\n".join(
        [
            f"{x.name.upper()} (X) against {o.name.upper()} (O): exact odds over the whole game tree, no sampling",
            fraction_row("X wins", odds.x_win),
            fraction_row("O wins", odds.o_win),
            fraction_row("draws", odds.draw),
            *learner_notes(x, o),
        ]
    )


def cmd_exploit(args: argparse.Namespace) -> str:
    """The best response to ID playing the mark given by --as."""
    opponent = make_opponent(args.opponent_id)
    response = best_response(opponent, Mark(args.mark))
    if args.json:
        return json_answer(response.as_dict(), learner_notes(opponent))
    adversary = response.adversary_mark.value
    if response.line is not None:
        forced = "forced win: yes, for example cells " + " ".join(map(str, response.line))
    else:
        forced = "forced win: no"
    return "\n".join(
        [
            f"best response to {opponent.name.upper()} playing {args.mark} (the adversary plays {adversary})",
            fraction_row("adversary wins", response.adversary_win),
            fraction_row("draws", response.draw),
            fraction_row("adversary loses", response.adversary_loss),
            forced,
            "ties broken by: most wins, then most draws, then the lowest cell",
            *learner_notes(opponent),
        ]
    )


def parse_board(text: str) -> Board:
    """A board from the command line; a bad one is a UsageError."""
    try:
        return Board.parse(text)
    except BoardError as err:
        raise UsageError(str(err)) from err


def grid_rows(grid: tuple[int, ...]) -> list[list[int]]:
    """A 3x3 grid as a list of three rows."""
    return [list(grid[r * SIZE:(r + 1) * SIZE]) for r in range(SIZE)]


def weights_report(board: Board) -> dict:
    """The JSON-ready weight grid after each line, and the cells the side to move would choose."""
    if board.is_over():
        raise UsageError(f"the game is over in {board.notation('|')}; there is no move to weigh")
    steps = weight_steps(board)
    return {
        "board": board.notation(),
        "to_move": board.turn.value,
        "steps": [
            {"line": step.name, "rule": step.rule.name.lower(), "grid": grid_rows(step.grid)} for step in steps
        ],
        "chosen": [cell_of(sq) for sq in heaviest(board, steps[-1].grid)],
    }


def cmd_weights(args: argparse.Namespace) -> str:
    """The weight grid built line by line, rows, columns, then diagonals."""
    board = parse_board(args.board)
    report = weights_report(board)
    if args.json:
        return json.dumps(report)
    lines = [f"board {board.notation('|')}, {report['to_move']} to move"]
    for step in report["steps"]:
        lines.append(f"\n{step['line']} ({step['rule']})")
        lines += ["  " + " ".join(f"{w:>3}" for w in row) for row in step["grid"]]
    lines.append("\nchosen cells: " + " ".join(map(str, report["chosen"])))
    return "\n".join(lines)


def magic_report() -> dict:
    """The JSON-ready formulas of every rim number (1-9 but the centre)."""
    return {"squares": {str(x): relatives(x) for x in range(1, 2 * CENTRE) if x != CENTRE}}


def cmd_magic(args: argparse.Namespace) -> str:
    """Across, Cp, Cn, Ep, En, Kp and Kn of every rim number."""
    report = magic_report()
    if args.json:
        return json.dumps(report)
    header = "X  " + " ".join(f"{name.capitalize():>6}" for name in RELATIVES)
    rows = [f"{x:<2} " + " ".join(f"{v:>6}" for v in values.values()) for x, values in report["squares"].items()]
    return "\n".join([header, *rows])


def magic_sources_report() -> dict:
    """The JSON-ready decision counts of ``magic`` per mark: positions, and moves per game against random."""
    report = {}
    for mark in Mark:
        shares = decision_sources(mark)
        report[mark.value] = {
            "positions": {s.value: n for s, n in shares.positions.items()},
            "moves_against_random": {s.value: f"{p.numerator}/{p.denominator}" for s, p in shares.against_random.items()},
            "summary": shares.summary(),
        }
    return report


def moves_text(average: Fraction) -> str:
    """An expected count of moves as a class reads it: a decimal to two places (95/96 is 0.99 moves)."""
    return f"{float(average):.2f} moves"


def cmd_magic_sources(args: argparse.Namespace) -> str:
    """Which rule decides magic's moves, as X and as O."""
    report = magic_sources_report()
    if args.json:
        return json.dumps(report)
    lines = ["rule        positions  moves per game against random (an average)"]
    for mark, figures in report.items():
        lines.append(f"as {mark}")
        for rule, count in figures["positions"].items():
            lines.append(f"  {rule:<10}{count:>9}  {moves_text(Fraction(figures['moves_against_random'][rule]))}")
    lines += ["", *(figures["summary"] for figures in report.values())]
    return "\n".join(lines)


def cmd_bigboard(args: argparse.Namespace) -> str:
    """The claims of "tic tac toe logic" on a bigger board: the best adversary against the weight grid, or the priorities table."""
    try:
        return bigboard_answer(args.board, args.k, Mark(args.mark), claims=args.claims, as_json=args.json,
                               max_positions=args.max_positions)
    except ShapeError as err:
        raise UsageError(str(err)) from None


def analyses_text(prog: str, sub: argparse._SubParsersAction) -> str:
    """Every analysis by name, each with the line its --help gives it, and how to run one."""
    listed = [(choice.dest, choice.help or "") for choice in sub._choices_actions]
    width = max(len(name) for name, _ in listed)
    return "\n".join([
        f"usage: {prog} ANALYSIS [options]; the analyses, and what each prints:",
        *(f"  {name:<{width}}  {what}" for name, what in listed),
        f"{prog} ANALYSIS --help tells each one's options.",
    ])


def build_parser(prog: str = PROG) -> ToolParser:
    """The command line: one sub-command per question."""
    parser = ToolParser(prog=prog, description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", metavar="ANALYSIS", parser_class=ToolParser)
    # With no analysis named, the answer is the list of them: a teacher's first try should teach, not refuse.
    parser.set_defaults(run=lambda args: analyses_text(prog, sub))
    tree = sub.add_parser("tree", help="facts of the whole game tree")
    tree.add_argument("--json", action="store_true")
    tree.set_defaults(run=cmd_tree)
    pos = sub.add_parser("position", help="one position in all three views")
    pos.add_argument("board", help="9 cells of X, O, '.', row-major; '|' allowed")
    pos.add_argument("--json", action="store_true")
    pos.set_defaults(run=cmd_position)
    exact = sub.add_parser("exact", help="exact odds of a match between two opponents")
    exact.add_argument("x_id", type=opponent_id, help="the opponent playing X")
    exact.add_argument("o_id", type=opponent_id, help="the opponent playing O")
    exact.add_argument("--json", action="store_true")
    exact.set_defaults(run=cmd_exact)
    exploit = sub.add_parser("exploit", help="the best response to one opponent")
    exploit.add_argument("opponent_id", type=opponent_id, help="the opponent to beat")
    exploit.add_argument(
        "--as", dest="mark", choices=[m.value for m in Mark], default=Mark.O.value,
        help="the mark the opponent plays (default O)",
    )
    exploit.add_argument("--json", action="store_true")
    exploit.set_defaults(run=cmd_exploit)
    weights = sub.add_parser("weights", help="the weight grid of \"tic tac toe logic\", line by line")
    weights.add_argument("board", help="9 cells of X, O, '.', row-major; '|' allowed")
    weights.add_argument("--json", action="store_true")
    weights.set_defaults(run=cmd_weights)
    magic = sub.add_parser("magic", help="the magic-square formulas of every rim number")
    magic.add_argument("--json", action="store_true")
    magic.set_defaults(run=cmd_magic)
    sources = sub.add_parser("magic-sources", help="which of magic's decisions the article makes, and which the fallback")
    sources.add_argument("--json", action="store_true")
    sources.set_defaults(run=cmd_magic_sources)
    add_strength_parsers(sub)
    big = sub.add_parser("bigboard", help="the weight grid's two claims on a bigger board")
    big.add_argument("--board", default="5x5", help="WIDTHxHEIGHT, 3x3 to 15x15 (default 5x5)")
    big.add_argument("--k", type=lambda text: whole_number(text, 0, 99, "k"), default=4,
                     help="how many in a row win (default 4)")
    big.add_argument("--as", dest="mark", choices=[m.value for m in Mark], default=Mark.O.value,
                     help="the weight grid's mark; X moves first (default O)")
    big.add_argument("--max-positions", type=lambda text: whole_number(text, 1, 10**9, "a number of positions"),
                     default=DEFAULT_MAX_POSITIONS, metavar="N",
                     help=f"give up the whole-tree search beyond N positions (default {DEFAULT_MAX_POSITIONS:,})")
    big.add_argument("--claims", action="store_true", help="claim 1 instead: do the weights keep the priorities?")
    big.add_argument("--json", action="store_true")
    big.set_defaults(run=cmd_bigboard)
    return parser


def main(argv: list[str] | None = None, prog: str = PROG) -> int:
    """Run one sub-command; bad input is one line on stderr and status 2."""
    return run_tool(build_parser(prog), argv)


if __name__ == "__main__":
    sys.exit(main())
