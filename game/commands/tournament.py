"""Play computer opponents against each other and count the results.

    tictactoe-magic tournament X_ID O_ID [--games N] [--seed S] [--path auto|batch|scalar] [--json]
    tictactoe-magic tournament --all [--games N] [--seed S] [--chart PATH] [--json]

The first form plays one match (X_ID moves first) and prints X wins, O wins,
draws and games per second.  ``--all`` plays every ordered pair of the
roster -- Moler's exercise 11.6, done properly -- and prints the table and
the standings; ``--chart`` also draws it as a PNG.  Pairs of non-learning
opponents run on the numpy batch path; a learner can only be played one
game after another, so such a pair falls back to the scalar path and a note
on stderr says so.  Same seed, same counts.  Bad input prints one line on
stderr and exits with status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from game.commands.command_line import (ToolParser, UsageError, check_outputs, games_count, opponent_id, run_tool,
                                        seed_value)
from game.opponents import make_opponent, roster_ids
from game.files.outputs import OutputError
from game.messages.progress import Progress
from game.tournament import (
    LearnerError,
    MatchReport,
    PlayPath,
    RoundRobin,
    round_robin,
    run_match,
    whole_percent,
)

#: The command as the installed program runs it; ``tools/tournament.py`` passes its own name.
PROG = "tictactoe-magic tournament"

#: Games for one match when --games is not given: well under a second on the batch path.
DEFAULT_MATCH_GAMES = 100_000
#: Games per pair for --all: the whole roster in seconds, even with learners on the scalar path.
DEFAULT_ROUND_GAMES = 10_000
DEFAULT_SEED = 0


def match_text(report: MatchReport) -> str:
    """One match as a few lines of text."""
    tally = report.tally
    rows = [
        f"{report.x_id} (X) against {report.o_id} (O): {tally.games:,} games, "
        f"seed {report.seed}, {report.path.value} path",
    ]
    for label, count, rate in zip(("X wins", "O wins", "draws"), tally.counts(), tally.rates()):
        rows.append(f"{label:<8} {count:>13,}  {rate:7.2%}")
    setup = f"; tables took {report.setup_seconds:.2f} s" if report.setup_seconds else ""
    rows.append(f"{report.games_per_second:,.0f} games per second (playing only{setup})")
    return "\n".join(rows)


def round_text(result: RoundRobin) -> str:
    """The round robin's table (rows X, columns O) and standings."""
    ids = result.ids
    width = max(9, *(len(i) for i in ids)) + 2
    corner = "X \\ O"
    header = f"{corner:<{width}}" + "".join(f"{i:>{width}}" for i in ids)
    lines = [
        f"Round robin: {result.games_per_pair:,} games per ordered pair, seed {result.seed}",
        "each cell: X wins / O wins / draws, in percent (rows play X, columns play O)",
        "",
        header,
    ]
    for x_id in ids:
        cells = []
        for o_id in ids:
            rates = result.matches[x_id, o_id].tally.rates()
            cells.append(f"{'/'.join(whole_percent(r) for r in rates):>{width}}")
        lines.append(f"{x_id:<{width}}" + "".join(cells))
    scalar = sorted({i for m in result.matches.values() if m.note for i in (m.x_id, m.o_id)})
    if scalar:
        lines.append(f"(pairs with {', '.join(scalar)} played on the scalar path: it learns)")
    lines += [
        "",
        "Standings against the others, as X and as O (mirror matches left out):",
        f"{'':>3} {'opponent':<{width}}{'points':>8}{'won':>8}{'drawn':>8}{'lost':>8}",
    ]
    for place, standing in enumerate(result.standings(), start=1):
        games = standing.games
        lines.append(
            f"{place:>3} {standing.opponent_id:<{width}}{standing.points:>8.3f}"
            f"{standing.wins / games:>8.1%}{standing.draws / games:>8.1%}{standing.losses / games:>8.1%}"
        )
    return "\n".join(lines)


def round_json(result: RoundRobin) -> dict:
    """The round robin as JSON-ready data."""
    return {
        "games_per_pair": result.games_per_pair,
        "seed": result.seed,
        "pairs": [
            {"x": x_id, "o": o_id, **report.as_dict(), "path": report.path.value}
            for (x_id, o_id), report in result.matches.items()
        ],
        "standings": [
            {
                "id": s.opponent_id, "points": s.points, "wins": s.wins,
                "draws": s.draws, "losses": s.losses, "loss_rate": s.loss_rate,
            }
            for s in result.standings()
        ],
    }


def cmd_match(args: argparse.Namespace) -> str:
    """One match between two opponents."""
    if len(args.ids) != 2:
        raise UsageError(f"give two opponents (X then O) or --all, not {len(args.ids)} ids")
    if args.chart:
        raise UsageError("--chart draws the round robin: use it with --all")
    x_id, o_id = args.ids
    try:
        report = run_match(x_id, o_id, args.games or DEFAULT_MATCH_GAMES, args.seed, PlayPath(args.path))
    except LearnerError as err:
        raise UsageError(f"{err}; use --path auto or scalar") from err
    if report.note:
        print(f"{args.prog}: note: {report.note}", file=sys.stderr)
    return json.dumps(report.as_dict()) if args.json else match_text(report)


def cmd_all(args: argparse.Namespace) -> str:
    """Every ordered pair of the roster."""
    if args.ids:
        raise UsageError("--all plays the whole roster: give no opponent ids with it")
    games = args.games or DEFAULT_ROUND_GAMES
    if args.chart:
        check_outputs([("--chart", args.chart, "chart")])  # before playing every pair, not after
    try:
        ids = roster_ids()
        with Progress("pair", len(ids) ** 2, quiet=args.json) as progress:
            result = round_robin(ids, games, args.seed, PlayPath(args.path), progress.step)
    except LearnerError as err:
        raise UsageError(f"{err}; use --path auto") from err
    slow = [r for r in result.matches.values() if r.note]
    learners = sorted({i for r in slow for i in (r.x_id, r.o_id) if make_opponent(i).learns})
    if slow:
        # One line for the whole table, not one per pair: the reason is the same each time.
        print(
            f"{args.prog}: note: {', '.join(learners) or 'some opponents'} learn as they play, so their "
            f"{len(slow)} pairs were played one game after another (the scalar path)",
            file=sys.stderr,
        )
    if args.chart:
        from game.commands.roundrobin_chart import save_chart  # pygame only when a chart is asked for

        try:
            save_chart(result, args.chart)
        except OutputError as err:
            raise UsageError(str(err)) from err
    text = json.dumps(round_json(result)) if args.json else round_text(result)
    return text + (f"\nchart written to {args.chart}" if args.chart and not args.json else "")


def build_parser(prog: str = PROG) -> ToolParser:
    """The command line."""
    parser = ToolParser(prog=prog, description=__doc__.splitlines()[0])
    parser.add_argument("ids", nargs="*", type=opponent_id, metavar="ID",
                        help=f"X_ID then O_ID, from: {', '.join(roster_ids())}")
    parser.add_argument("--all", action="store_true", help="play every ordered pair of the roster")
    parser.add_argument("--games", type=games_count, default=None,
                        help=f"games per match (default {DEFAULT_MATCH_GAMES:,}; "
                             f"{DEFAULT_ROUND_GAMES:,} per pair with --all)")
    parser.add_argument("--seed", type=seed_value, default=DEFAULT_SEED,
                        help=f"random seed, a non-negative integer (default {DEFAULT_SEED})")
    parser.add_argument("--path", choices=[p.value for p in PlayPath], default=PlayPath.AUTO.value,
                        help="batch (numpy), scalar (one game at a time) or auto (default)")
    parser.add_argument("--chart", type=Path, metavar="PATH", help="with --all: write a PNG chart")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(prog=prog)  # the notes on stderr name the command as its errors do
    return parser


def main(argv: list[str] | None = None, prog: str = PROG) -> int:
    """Play what the command line asks; bad input is one line on stderr and status 2."""
    parser = build_parser(prog)
    parser.set_defaults(run=lambda args: (cmd_all if args.all else cmd_match)(args))
    return run_tool(parser, argv)


if __name__ == "__main__":
    sys.exit(main())
