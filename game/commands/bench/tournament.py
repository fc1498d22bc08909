"""The ``tournament`` section: games per second of the numpy batch path, against one plain-Python game after another."""

from __future__ import annotations

import time
from collections.abc import Sequence
from functools import partial

from game.commands.bench.measure import Budget, Measurement, met, rate
from game.opponents import make_opponent
from game.tournament import TableCache, pair_tables, play_batch, play_scalar, position_graph

#: Games per timed batch run: two full 2**20 chunks, so chunk overheads count.
BATCH_GAMES = 1 << 21
#: Games per timed scalar run: enough for a steady rate, a second or two each.
SCALAR_GAMES = {"random": 20_000, "perfect": 10_000}
#: The batch path's floor, games per second on a 2-core machine: a million-game tournament in a second.
GAMES_PER_SECOND_FLOOR = 1_000_000


def _pair(ident: str, cache: TableCache, repeats: int) -> list[Measurement]:
    """One opponent against itself: batch and scalar rates, their ratio, and the tables' build time."""
    start = time.perf_counter()
    tables = pair_tables(cache.get(make_opponent(ident)), cache.get(make_opponent(ident)))
    setup = time.perf_counter() - start
    play_batch(tables, 1 << 16, seed=0)  # warm the caches before timing
    batch = Measurement(
        f"{ident}/{ident} batch", "games/s",
        tuple(rate(BATCH_GAMES, partial(play_batch, tables, BATCH_GAMES, seed=r)) for r in range(repeats)),
    )
    x, o = make_opponent(ident), make_opponent(ident)
    games = SCALAR_GAMES[ident]
    scalar = Measurement(
        f"{ident}/{ident} scalar (baseline)", "games/s",
        tuple(rate(games, partial(play_scalar, x, o, games, seed=r)) for r in range(repeats)),
    )
    return [batch, scalar, Measurement(f"{ident}/{ident} batch/scalar", "x", (batch.median / scalar.median,)),
            Measurement(f"{ident} table build (once)", "s", (setup,))]


def bench_tournament(budget: Budget) -> list[Measurement]:
    """Batch games/s for random/random and perfect/perfect, scalar baseline, and the ratios."""
    start = time.perf_counter()
    position_graph()
    out = [Measurement("position graph build (once)", "s", (time.perf_counter() - start,))]
    cache = TableCache()
    for ident in ("random", "perfect"):
        out += _pair(ident, cache, budget.repeats)
    return out


def tournament_verdict(measurements: Sequence[Measurement]) -> str:
    """Whether both batch pairs reached the floor."""
    slowest = min(m.median for m in measurements if m.name.endswith(" batch"))
    return f"  target {GAMES_PER_SECOND_FLOOR:,} games/s for both batch pairs: {met(slowest >= GAMES_PER_SECOND_FLOOR)}"
