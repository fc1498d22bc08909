"""Train MENACE from the command line and watch it learn, as Michie did; or reset the saved MENACE.

    tictactoe-magic menace train --against OPPONENT [--as X|O] [--games N] [--seed S] [--block N]
                                 [--chart PNG] [--json] [--save] [--fresh] [--resign]
    tictactoe-magic menace reset

MENACE starts from the player's saved matchboxes (the game's data folder),
or from fresh boxes with ``--fresh``, and plays ``--games`` games against
any roster member, learning after each (X and O in turn unless ``--as``
fixes its side; ``--against menace`` is self-play).  It prints the learning
curve -- MENACE's wins, draws, losses and resignations per block of games,
a tenth of them unless ``--block`` says, with Michie's score at each block's
end -- and the games per second; ``--json`` prints ``{"curve": [{"games",
"wins", "draws", "losses", "resigned"}, ...], "wins", "draws", "losses",
"resigned", "michie_score": [{"games", "score"}, ...], "games_per_second": ...,
...}``.  Michie's score is his chart's (Donald Michie, "Experiments on the
mechanization of game-learning", 1963, Fig. 3): +3 a win, +1 a draw, -1 a
loss.  ``--chart`` draws that chart as a PNG, the plain shares of wins,
draws and losses per block beside it.  ``--resign`` plays
Michie's rule: a box whose last bead is taken stays empty and MENACE resigns
on reaching it, which counts as a loss.

Nothing is written without ``--save``.  With it the trained boxes are saved
atomically through the game's own store: what changed in each box is added
onto the file as it is then (so a game being played meanwhile keeps its
lessons); ``--fresh --save`` replaces the saved MENACE with the fresh one.
Same seed, same games, same boxes.

``reset`` forgets the saved MENACE -- the one that has given up, when its
first box is empty under Michie's rule -- by writing fresh boxes through the
same store, atomically and under its lock, and says what it forgot.  It
touches no other file.  Bad input prints one line on stderr and exits with
status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from game.commands.command_line import (ToolParser, UsageError, check_outputs, games_count, opponent_id, run_tool,
                                        seed_value)
from game.engine import Mark
from game.opponents import make_opponent
from game.opponents.menace import MenacePlayer, box_keys, stored_menace
from game.opponents.menace_fast import opponent_tables, tables
from game.opponents.menace_store import MAX_GAMES, MENACE_FILE_NAME, MenaceStore
from game.opponents.menace_training import TrainingResult, michie_score, train
from game.files.outputs import OutputError, check_folder
from game.files.paths import data_dir
from game.messages.progress import Progress
from game.files.storage import UnreadableFileError, read_regular

#: The command as the installed program runs it; ``tools/menace.py`` passes its own name.
PROG = "tictactoe-magic menace"

DEFAULT_GAMES = 10_000
DEFAULT_SEED = 0
#: The most games one run may train: MENACE keeps a byte per game, and ten million take a few minutes.
MAX_TRAINING_GAMES = 10_000_000


def side_text(side: Mark | None) -> str:
    """MENACE's side, as people read it."""
    return "X and O in turn" if side is None else side.value


def curve_text(result: TrainingResult) -> list[str]:
    """The learning curve as a table: one row per block with Michie's score at its end, and the totals."""
    lines = [f"{'games':>11}{'wins':>9}{'draws':>9}{'losses':>9}{'resigned':>9}{'score':>10}"]
    scores = block_scores(result)
    played = 0
    for block, score in zip(result.blocks, scores):
        played += block.games
        lines.append(f"{played:>11,}{block.wins:>9,}{block.draws:>9,}{block.losses:>9,}{block.resigned:>9,}"
                     f"{score['score']:>10,}")
    lines.append(f"{'all':>11}{result.wins:>9,}{result.draws:>9,}{result.losses:>9,}{result.resigned:>9,}")
    return lines


def block_scores(result: TrainingResult) -> list[dict[str, int]]:
    """Michie's score (+3 a win, +1 a draw, -1 a loss) at the end of each block: the chart's points."""
    climb = michie_score(result.outcomes)
    ends = [min(start + result.block, result.games) for start in range(0, result.games, result.block)]
    return [{"games": end, "score": climb[end - 1]} for end in ends]


def cmd_train(args: argparse.Namespace) -> str:
    """Train MENACE and tell its learning curve."""
    if args.games > MAX_TRAINING_GAMES:
        raise UsageError(f"at most {MAX_TRAINING_GAMES:,} training games at a time, not {args.games:,}")
    if args.chart:
        check_outputs([("--chart", args.chart, "chart")])  # before any game; the saved MENACE is refused here too
    side = Mark(args.side) if args.side else None
    path = data_dir() / MENACE_FILE_NAME
    if args.save:
        check_save(path)
    menace = training_menace(args)
    before = menace.games  # reads the saved boxes: a damaged file is set aside now, and its note told
    if menace.problem:
        print(f"{args.prog}: note: {menace.problem}", file=sys.stderr)
    opponent = menace if args.against == MenacePlayer.id else make_opponent(args.against)

    started = time.perf_counter()
    tables()
    against = None if opponent.learns else opponent_tables(opponent)
    setup = time.perf_counter() - started
    started = time.perf_counter()
    with Progress("game", args.games, quiet=args.json) as progress:
        result = train(menace, opponent, args.games, args.seed, side, block=args.block, tables=against,
                       games_done=progress.step)
    seconds = time.perf_counter() - started
    rate = args.games / seconds if seconds > 0 else float("inf")

    if args.save:
        save(menace, path, args.fresh)
    if args.chart:
        from game.commands.menace_chart import save_chart  # pygame only when a chart is asked for

        title = f"MENACE ({side_text(side)}) against {args.against}: {args.games:,} games, seed {args.seed}"
        try:
            save_chart(result, title, args.chart)
        except OutputError as err:
            raise UsageError(str(err)) from err
    if args.json:
        return train_json(args, side, result, before, rate, setup)
    path_note = "reference path, one board at a time: it learns" if opponent.learns else "fast path"
    speed = f"{rate:,.0f} games per second ({path_note}; tables took {setup:.2f} s)"
    return train_text(args, side, result, before, speed, path)


def training_menace(args: argparse.Namespace) -> MenacePlayer:
    """The MENACE ``train`` teaches: fresh boxes with ``--fresh``, else the saved ones (not saved as it plays)."""
    if args.fresh:
        return MenacePlayer(boxes={}, resign_when_empty=args.resign)
    return stored_menace(autosave=False, resign_when_empty=args.resign)


def train_json(args: argparse.Namespace, side: Mark | None, result: TrainingResult, before: int, rate: float,
               setup: float) -> str:
    """``train --json``: the run's settings, its learning curve and its speed."""
    return json.dumps({
        "against": args.against, "side": side.value if side else None, "games": args.games,
        "seed": args.seed, "block": result.block, "resign": args.resign, "fresh": args.fresh,
        "games_before": before, "saved": args.save,
        "curve": [
            {"games": b.games, "wins": b.wins, "draws": b.draws, "losses": b.losses, "resigned": b.resigned}
            for b in result.blocks
        ],
        "wins": result.wins, "draws": result.draws, "losses": result.losses, "resigned": result.resigned,
        "michie_score": block_scores(result),
        "games_per_second": round(rate), "setup_seconds": round(setup, 3),
    })


def train_text(args: argparse.Namespace, side: Mark | None, result: TrainingResult, before: int, speed: str,
               path: Path) -> str:
    """``train``'s report: where MENACE started, its results block by block, ``speed``, and what was written."""
    limit = ", as many as it counts" if before >= MAX_GAMES else ""
    start = "fresh boxes" if args.fresh else f"its saved boxes ({before:,} games learned{limit})"
    lines = [
        f"MENACE ({side_text(side)}) against {args.against}: {args.games:,} games, seed {args.seed}, "
        f"from {start}{', resigning on an empty box' if args.resign else ''}",
        f"its results per block of {result.block:,} games (the games column counts to the block's end):",
        *curve_text(result),
        f"score: Michie's, +3 a win, +1 a draw, -1 a loss, at each block's end; "
        f"resigned: {'losses on an empty box' if args.resign else 'none without --resign'}",
        "",
        speed,
    ]
    if args.save:
        lines.append(f"saved to {path}")
    if args.chart:
        lines.append(f"chart written to {args.chart}")
    return "\n".join(lines)


def check_save(path: Path, what: str = "--save", nothing: str = "nothing was trained") -> None:
    """Refuse ``what`` before it starts when the saved MENACE could not be replaced afterwards."""
    try:
        read_regular(path)  # never waits on a pipe, never follows a link out of the data folder
    except (FileNotFoundError, NotADirectoryError):
        pass  # made by the save, or a file where a folder should be: the folder check says which
    except UnreadableFileError as err:
        raise UsageError(f"{what} cannot write {path}: {err.strerror}; {nothing}") from None
    try:
        check_folder(path.parent, path, "saved MENACE")
    except OutputError as err:
        raise UsageError(f"{what}: {err}; {nothing}") from None


def save(menace: MenacePlayer, path: Path, fresh: bool) -> None:
    """Save the trained boxes through the game's store: merged onto the file, or replacing it when fresh."""
    if fresh:
        boxes, games = dict(menace.boxes), menace.games
        saved = MenaceStore(path).update(lambda _boxes, _games: (boxes, games), box_keys())
        written, problem = saved.boxes is not None, saved.problem
    else:
        menace.autosave = True
        written, problem = menace.save(), menace.problem
    if not written:
        raise UsageError(f"the trained MENACE was not saved: {problem or f'{path} cannot be written'}")


def cmd_reset(args: argparse.Namespace) -> str:
    """Forget the saved MENACE: its boxes file starts afresh, written atomically through the game's store."""
    path = data_dir() / MENACE_FILE_NAME
    check_save(path, "reset", "nothing was reset")
    menace = stored_menace(autosave=True, resign_when_empty=True)
    before, gave_up = menace.games, menace.has_given_up
    if menace.problem:
        print(f"{args.prog}: note: {menace.problem}", file=sys.stderr)
    if not menace.reset():
        raise UsageError(f"MENACE was not reset: {menace.problem or f'{path} cannot be written'}")
    given_up = " (it had given up: its first box was empty)" if gave_up else ""
    return (f"MENACE reset{given_up}: {before:,} games learned forgotten; "
            f"every box holds its first beads again ({path})")


def build_parser(prog: str = PROG) -> ToolParser:
    """The command line."""
    parser = ToolParser(prog=prog, description=__doc__.splitlines()[0])
    parser.set_defaults(prog=prog)  # the notes on stderr name the command as its errors do
    sub = parser.add_subparsers(dest="command", required=True, parser_class=ToolParser)
    cmd = sub.add_parser("train", help="train MENACE against a roster member and print its learning curve")
    cmd.add_argument("--against", type=opponent_id, required=True, metavar="OPPONENT",
                     help="the roster member it plays (menace: against itself)")
    cmd.add_argument("--as", dest="side", choices=[m.value for m in Mark], default=None,
                     help="MENACE's side (default: X and O in turn, X first)")
    cmd.add_argument("--games", type=games_count, default=DEFAULT_GAMES,
                     help=f"games to train (default {DEFAULT_GAMES:,})")
    cmd.add_argument("--seed", type=seed_value, default=DEFAULT_SEED,
                     help=f"random seed, a non-negative integer (default {DEFAULT_SEED})")
    cmd.add_argument("--block", type=games_count, default=None, help="games per row of the curve (default a tenth)")
    cmd.add_argument("--chart", type=Path, metavar="PNG", help="draw Michie's chart: +3 a win, +1 a draw, -1 a loss")
    cmd.add_argument("--json", action="store_true", help="print JSON")
    cmd.add_argument("--save", action="store_true", help="save the trained boxes (nothing is written without it)")
    cmd.add_argument("--fresh", action="store_true", help="start from fresh boxes, not the saved ones")
    cmd.add_argument("--resign", action="store_true", help="Michie's rule: resign on an empty box")
    cmd.set_defaults(run=cmd_train)
    cmd = sub.add_parser("reset", help="forget the saved MENACE: every box gets its first beads back")
    cmd.set_defaults(run=cmd_reset)
    return parser


def main(argv: list[str] | None = None, prog: str = PROG) -> int:
    """Run one sub-command; bad input is one line on stderr and status 2."""
    return run_tool(build_parser(prog), argv)


if __name__ == "__main__":
    sys.exit(main())
