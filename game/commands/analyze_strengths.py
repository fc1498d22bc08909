"""``analyze strengths`` and ``analyze big-strengths``: measure the opponents, and with ``--write`` ship the figures.

These two analyses are the only ones that write: into the package's
``game/analysis`` figures and the roster table of docs/playing.md, in the
repository at ``--root`` or the checkout this package runs from.  Checking
that every file can be written before the minutes of measuring is their
own job, so they live apart from the analyses that only print.
"""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

from game.analysis import weakest_first
from game.analysis.big_strength import BIG_STRENGTHS_FILE, big_key, big_strengths_text, measure_big, offered
from game.analysis.roster_strength import (
    STRENGTHS_FILE,
    measure_roster,
    readme_table,
    replace_table,
    strengths_text,
    table_span,
)
from game.commands.command_line import UsageError, check_outputs, checkout_root, read_text
from game.files.outputs import OutputError, cannot_write, check_output, write_bytes
from game.messages.progress import Progress
from game.messages.quoting import quote
from game.opponents import roster_ids, screen_name
from game.opponents.base import odds_text, percent


def folder(text: str) -> Path:
    """``--root``: a folder that is there."""
    if not os.path.isdir(text):
        raise argparse.ArgumentTypeError(f"no folder {quote(text)}")
    return Path(text)


def tree_files(root: Path) -> dict[str, Path]:
    """The files ``strengths --write`` rewrites in the repository at ``root``, by what messages call them."""
    return {"figures": root / "game" / "analysis" / STRENGTHS_FILE, "README": root / "docs" / "playing.md"}


def checked_readme(root: Path) -> str:
    """The README at ``root``, once both files are found writable; else UsageError, and nothing is written."""
    files = tree_files(root)
    for what, path in files.items():
        if not Path(os.path.realpath(path)).is_relative_to(os.path.realpath(root)):
            raise UsageError(str(cannot_write(what, path, f"it is a link out of the tree {root}")))
    check_outputs([(path.name, path, what) for what, path in files.items()])
    readme = read_text(files["README"])
    try:
        table_span(readme)
    except ValueError as err:
        raise UsageError(f"cannot rewrite the README {files['README']}: {err}") from None
    return readme


def repository(root: Path | None) -> Path:
    """The repository ``strengths --write`` writes into: ``--root``, else the checkout this package runs from."""
    found = root or checkout_root()
    if found is None:
        raise UsageError("--write rewrites files of the repository, and this package is installed, not a checkout: "
                         "give --root DIR (a checkout of the repository)")
    return found


def cmd_strengths(args: argparse.Namespace) -> str:
    """Every opponent's measured figures and its label from each seat, weakest first; --write ships them."""
    root = repository(args.root) if args.write else None
    # Both files are checked before the measuring, and so before either is written: nothing is half-written.
    readme = checked_readme(root) if root is not None else None
    with Progress("opponent", len(roster_ids()), quiet=args.json) as progress:
        strengths = measure_roster(progress.step)
    if root is not None and readme is not None:
        texts = {"figures": strengths_text(strengths), "README": replace_table(readme, readme_table(strengths))}
        try:
            for what, path in tree_files(root).items():
                write_bytes(check_output(path, what), texts[what].encode())
        except OutputError as err:
            raise UsageError(str(err)) from None
    if args.json:
        return json.dumps({oid: {"label_as_x": s.label_as_x.value, "label_as_o": s.label_as_o.value, **s.to_json()}
                           for oid, s in strengths.items()})
    rows = ["weakest first: by the stronger seat, then the weaker (NEW MATCH sorts by the seat the computer plays)",
            f"{'opponent':<16} {'label as X':<12} {'as O':<12} {'beaten as X':>11} {'as O':>6} "
            f"{'vs random as X: win':>20} {'as O: win':>10}"]
    for oid in weakest_first(strengths, strengths):
        s = strengths[oid]
        rows.append(f"{screen_name(oid):<16} {s.label_as_x.value:<12} {s.label_as_o.value:<12} "
                    f"{percent(s.beaten_as_x):>11} {percent(s.beaten_as_o):>6} "
                    f"{percent(s.as_x.x_win):>20} {percent(s.as_o.o_win):>10}")
    if root is not None:
        rows.append(f"written: {tree_files(root)['figures']} and the roster table in {tree_files(root)['README']}")
    return "\n".join(rows)


def cmd_big_strengths(args: argparse.Namespace) -> str:
    """The best adversary's chance against the BIG BOARD weight grid on every board offered; --write ships them."""
    path = repository(args.root) / "game" / "analysis" / BIG_STRENGTHS_FILE if args.write else None
    if path is not None:
        if not Path(os.path.realpath(path)).is_relative_to(os.path.realpath(path.parents[2])):
            raise UsageError(str(cannot_write("BIG BOARD figures", path, "it is a link out of the tree")))
        check_outputs([(path.name, path, "BIG BOARD figures")])
    with Progress("board and seat", len(offered())) as progress:
        figures = measure_big(searched=progress.step)
    if path is not None:
        try:
            write_bytes(check_output(path, "BIG BOARD figures"), big_strengths_text(figures).encode())
        except OutputError as err:
            raise UsageError(str(err)) from None
    rows = [f"{'board':<6} {'k':>2} {'grid':>4} {'best adversary wins':>20}"]
    for side, k, mark in offered():
        chance = figures[big_key(side, k, mark)]
        rows.append(f"{side}x{side:<4} {k:>2} {mark.value:>4} {'too big to work out' if chance is None else odds_text(chance):>20}")
    if path is not None:
        rows.append(f"written: {path}")
    return "\n".join(rows)


def add_strength_parsers(sub: argparse._SubParsersAction) -> None:
    """Add ``strengths`` and ``big-strengths`` to the analyses, with their ``--write`` and ``--root``."""
    strengths = sub.add_parser("strengths", help="every opponent's measured strength and its label from each seat, weakest first")
    strengths.add_argument("--json", action="store_true")
    strengths.add_argument("--write", action="store_true",
                           help="store the figures in the package and rewrite the roster table in docs/playing.md")
    strengths.add_argument("--root", type=folder, default=None, metavar="DIR",
                           help="with --write: the repository to write into (default: the checkout this runs from)")
    strengths.set_defaults(run=cmd_strengths)
    big_figures = sub.add_parser("big-strengths", help="the BIG BOARD weight grid's best adversary on every board offered")
    big_figures.add_argument("--write", action="store_true",
                             help="store the figures in the package, for the BIG BOARD setup's label")
    big_figures.add_argument("--root", type=folder, default=None, metavar="DIR",
                             help="with --write: the repository to write into (default: the checkout this runs from)")
    big_figures.set_defaults(run=cmd_big_strengths)
