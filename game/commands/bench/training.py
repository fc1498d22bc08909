"""The ``training`` section: MENACE training games per second, the fast path against the reference path."""

from __future__ import annotations

import time
from collections.abc import Sequence
from functools import partial

from game.commands.bench.measure import Budget, Measurement, met, rate
from game.opponents import make_opponent
from game.opponents.menace import MenacePlayer
from game.opponents.menace_fast import opponent_tables
from game.opponents.menace_fast import tables as menace_tables
from game.opponents.menace_training import train as train_menace

#: Games per timed training run, by path: a steady rate in a second or so each.
TRAINING_GAMES = {"fast": 100_000, "reference": 5_000}
#: The fast path's floor, games per second on a 2-core machine: a million-game learning curve in 20 s.
TRAINING_PER_SECOND_FLOOR = 50_000


def _against(ident: str, repeats: int) -> list[Measurement]:
    """A fresh MENACE learning against one opponent: both paths' rates, their ratio, the tables' build time."""
    opponent = make_opponent(ident)
    start = time.perf_counter()
    against = opponent_tables(opponent)
    setup = time.perf_counter() - start

    def run(games: int, seed: int, fast: bool) -> None:
        train_menace(MenacePlayer(), opponent, games, seed, fast=fast, tables=against)

    def timed(path: str, fast: bool) -> Measurement:
        games = TRAINING_GAMES[path]
        return Measurement(f"against {ident}, {path} path", "games/s",
                           tuple(rate(games, partial(run, games, r, fast)) for r in range(repeats)))

    fast, reference = timed("fast", True), timed("reference", False)
    return [fast, reference, Measurement(f"against {ident}, fast/reference", "x", (fast.median / reference.median,)),
            Measurement(f"{ident} table build (once)", "s", (setup,))]


def bench_training(budget: Budget) -> list[Measurement]:
    """MENACE training games/s against random and perfect: the fast path, and the reference path as baseline."""
    start = time.perf_counter()
    menace_tables()
    out = [Measurement("position tables build (once)", "s", (time.perf_counter() - start,))]
    for ident in ("random", "perfect"):
        out += _against(ident, budget.repeats)
    return out


def training_verdict(measurements: Sequence[Measurement]) -> str:
    """Whether the fast path reached the floor against both opponents."""
    slowest = min(m.median for m in measurements if m.name.endswith("fast path"))
    return f"  target {TRAINING_PER_SECOND_FLOOR:,} games/s against both: {met(slowest >= TRAINING_PER_SECOND_FLOOR)}"
