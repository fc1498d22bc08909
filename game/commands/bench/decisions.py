"""The ``decisions`` section: microseconds per move of every roster member over every position where one is due."""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from game.commands.bench.measure import Budget, Measurement, met
from game.engine import reachable
from game.opponents import make_opponent, roster_ids

#: Passes over the positions for the decision figures, and every how-manyth position is taken (keyed by --quick).
DECISION_PASSES = {False: 3, True: 1}
DECISION_STRIDE = {False: 1, True: 8}
#: ``perfect``'s budget, microseconds a move (p99 after start-up): fast enough for the batch path's millions.
PERFECT_MOVE_BUDGET_US = 5.0


def bench_decisions(budget: Budget) -> list[Measurement]:
    """Microseconds per ``choose`` of every roster member, and each one's start-up (its first move)."""
    positions = sorted((b for b in reachable().values() if not b.is_over()), key=lambda b: b.key)
    positions = positions[::DECISION_STRIDE[budget.quick]]
    clock = time.perf_counter_ns
    out = []
    for ident in roster_ids():
        begin = clock()
        opponent = make_opponent(ident)
        rng = random.Random(0)
        opponent.choose(positions[0], rng)
        setup = (clock() - begin) / 1e6
        times = []
        for _ in range(DECISION_PASSES[budget.quick]):
            for board in positions:
                begin = clock()
                opponent.choose(board, rng)
                times.append((clock() - begin) / 1e3)
        out.append(Measurement(ident, "us", tuple(times)))
        out.append(Measurement(f"{ident} start-up (once)", "ms", (setup,)))
    return out


def decisions_verdict(measurements: Sequence[Measurement]) -> str:
    """Whether ``perfect`` stays within its budget a move."""
    perfect = next(m for m in measurements if m.name == "perfect")
    return (f"  target for perfect, p99 under {PERFECT_MOVE_BUDGET_US} us a move: "
            f"{met(perfect.p99 < PERFECT_MOVE_BUDGET_US)}")
