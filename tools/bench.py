"""Benchmarks: named sections, each reporting medians over repeats, never asserted in tests.

    python tools/bench.py [--only NAME] [--repeats N] [--json]

Sections:
  tournament  games per second of the numpy batch path for random/random and
              perfect/perfect, against the scalar path (one plain-Python game
              after another) measured in the same run; prints the ratio.
  wins        boards per second for win detection by seed 001's 9x8 matrix
              product versus a 512-entry table look-up: why the batch path
              settles every position's result once instead of per ply.

To add a section, write a function returning a list of ``Measurement`` and
add a ``Benchmark`` to ``BENCHMARKS``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from dataclasses import dataclass
from functools import partial
from typing import Callable

import numpy as np
from command_line import ToolParser, UsageError, run_tool

from game.engine import SQUARES
from game.engine.board import HAS_LINE
from game.engine.wins import win_contribution_matrix
from game.opponents import make_opponent
from game.tournament import TableCache, pair_tables, play_batch, play_scalar, position_graph

DEFAULT_REPEATS = 5
#: Games per timed batch run: two full 2**20 chunks, so chunk overheads count.
BATCH_GAMES = 1 << 21
#: Games per timed scalar run: enough for a steady rate, a second or two each.
SCALAR_GAMES = {"random": 20_000, "perfect": 10_000}
#: The issue's floor for the batch path, games per second on a 2-core machine.
TARGET_GAMES_PER_SECOND = 1_000_000
#: Boards per win-detection run.
WIN_BOARDS = 1 << 20


@dataclass(frozen=True, slots=True)
class Measurement:
    """One figure measured several times; the median is the one to quote."""

    name: str
    unit: str
    samples: tuple[float, ...]

    @property
    def median(self) -> float:
        """The median of the samples."""
        return statistics.median(self.samples)

    def as_dict(self) -> dict[str, object]:
        """The JSON form."""
        return {"unit": self.unit, "median": self.median, "samples": list(self.samples)}


@dataclass(frozen=True, slots=True)
class Benchmark:
    """A named section of the benchmark run."""

    name: str
    description: str
    run: Callable[[int], list[Measurement]]  # repeats -> measurements


def rate(count: int, action: Callable[[], object]) -> float:
    """Items per second for one call of ``action`` that handles ``count`` items."""
    start = time.perf_counter()
    action()
    return count / (time.perf_counter() - start)


def bench_tournament(repeats: int) -> list[Measurement]:
    """Batch games/s for random/random and perfect/perfect, scalar baseline, and the ratios."""
    start = time.perf_counter()
    position_graph()
    out = [Measurement("position graph build (once)", "s", (time.perf_counter() - start,))]
    cache = TableCache()
    for ident in ("random", "perfect"):
        start = time.perf_counter()
        tables = pair_tables(cache.get(make_opponent(ident)), cache.get(make_opponent(ident)))
        setup = time.perf_counter() - start
        play_batch(tables, 1 << 16, seed=0)  # warm the caches before timing
        batch = Measurement(
            f"{ident}/{ident} batch", "games/s",
            tuple(rate(BATCH_GAMES, partial(play_batch, tables, BATCH_GAMES, seed=r))
                  for r in range(repeats)),
        )
        x, o = make_opponent(ident), make_opponent(ident)
        games = SCALAR_GAMES[ident]
        scalar = Measurement(
            f"{ident}/{ident} scalar (baseline)", "games/s",
            tuple(rate(games, partial(play_scalar, x, o, games, seed=r)) for r in range(repeats)),
        )
        out += [
            batch,
            scalar,
            Measurement(f"{ident}/{ident} batch/scalar", "x", (batch.median / scalar.median,)),
            Measurement(f"{ident} table build (once)", "s", (setup,)),
        ]
    return out


def bench_wins(repeats: int) -> list[Measurement]:
    """Win detection per board: seed 001's matrix product versus a table look-up."""
    rng = np.random.default_rng(0)
    masks = rng.integers(0, 1 << len(SQUARES), WIN_BOARDS)
    signed = ((masks[:, None] >> np.arange(len(SQUARES))) & 1).astype(np.int8)
    matrix = win_contribution_matrix()
    has_line = np.array(HAS_LINE)

    def by_product() -> np.ndarray:
        return ((signed @ matrix) == 3).any(axis=1)

    def by_table() -> np.ndarray:
        return has_line[masks]

    if not np.array_equal(by_product(), by_table()):
        raise RuntimeError("the two win detectors disagree")
    return [
        Measurement("9x8 product per board", "boards/s",
                    tuple(rate(WIN_BOARDS, by_product) for _ in range(repeats))),
        Measurement("512-entry table look-up", "boards/s",
                    tuple(rate(WIN_BOARDS, by_table) for _ in range(repeats))),
    ]


BENCHMARKS: tuple[Benchmark, ...] = (
    Benchmark("tournament", "tournament games per second, batch path against scalar", bench_tournament),
    Benchmark("wins", "win detection per board: matrix product against table look-up", bench_wins),
)


def section_text(bench: Benchmark, measurements: list[Measurement], repeats: int) -> str:
    """A section's report: one line per measurement, medians first."""
    lines = [f"[{bench.name}] {bench.description} (median of {repeats})"]
    for m in measurements:
        value = f"{m.median:,.2f}" if m.unit in ("x", "s") else f"{m.median:,.0f}"
        lines.append(f"  {m.name:<36} {value:>14} {m.unit}")
    if bench.name == "tournament":
        slowest = min(m.median for m in measurements if m.name.endswith(" batch"))
        verdict = "met" if slowest >= TARGET_GAMES_PER_SECOND else "NOT met"
        lines.append(f"  target {TARGET_GAMES_PER_SECOND:,} games/s for both batch pairs: {verdict}")
    return "\n".join(lines)


def cmd_bench(args: argparse.Namespace) -> str:
    """Run the chosen sections."""
    if args.repeats < 1:
        raise UsageError(f"--repeats must be a positive integer, not {args.repeats}")
    chosen = [b for b in BENCHMARKS if not args.only or b.name == args.only]
    results = {b.name: b.run(args.repeats) for b in chosen}
    if args.json:
        return json.dumps(
            {name: {m.name: m.as_dict() for m in ms} for name, ms in results.items()}, indent=2
        )
    return "\n\n".join(section_text(b, results[b.name], args.repeats) for b in chosen)


def build_parser() -> argparse.ArgumentParser:
    """The command line."""
    parser = ToolParser(prog="bench", description=__doc__.splitlines()[0])
    parser.add_argument("--only", metavar="NAME", choices=[b.name for b in BENCHMARKS],
                        help="run one section: " + ", ".join(b.name for b in BENCHMARKS))
    parser.add_argument("--repeats", type=int, default=DEFAULT_REPEATS,
                        help=f"timed runs per figure (default {DEFAULT_REPEATS})")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(run=cmd_bench)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the benchmarks."""
    return run_tool(build_parser(), argv)


if __name__ == "__main__":
    sys.exit(main())
