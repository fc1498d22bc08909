"""The ``bigboard`` section: the m,n,k win test and move generation on 5x5 k=4, numpy batch against the scalar engine."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from game.commands.bench.measure import Budget, Measurement, met, rate
from game.engine.mnk import Position, Shape
from game.engine.mnk_batch import random_bitboards
from game.engine.mnk_batch import step as mnk_step

#: BIG BOARD's default board, the one the section times.
BIGBOARD_SHAPE = (5, 5, 4)
#: Positions per batch run, and per scalar run.
BIGBOARD_POSITIONS = 1 << 21
BIGBOARD_SCALAR = 20_000
#: The batch path's floor, positions a second on one core: the weight grid's claims checked over whole boards in seconds.
POSITIONS_PER_SECOND_FLOOR = 5_000_000


def bench_bigboard(budget: Budget) -> list[Measurement]:
    """Positions per second through the batch step and through ``Position``'s winner and legal moves."""
    shape = Shape(*BIGBOARD_SHAPE)
    x, o = random_bitboards(shape, BIGBOARD_POSITIONS, seed=0)
    mnk_step(shape, x[:BIGBOARD_SCALAR], o[:BIGBOARD_SCALAR])  # warm up before timing
    positions = [Position(shape, int(a), int(b)) for a, b in zip(x[:BIGBOARD_SCALAR], o[:BIGBOARD_SCALAR])]

    def scalar() -> None:
        for position in positions:
            position.outcome()
            position.legal_moves()

    return [
        Measurement(f"{shape.name} batch: winner and moves", "positions/s",
                    tuple(rate(BIGBOARD_POSITIONS, partial(mnk_step, shape, x, o)) for _ in range(budget.repeats))),
        Measurement(f"{shape.name} scalar (baseline)", "positions/s",
                    tuple(rate(BIGBOARD_SCALAR, scalar) for _ in range(budget.repeats))),
    ]


def bigboard_verdict(measurements: Sequence[Measurement]) -> str:
    """Whether the batch path reached the floor."""
    reached = measurements[0].median >= POSITIONS_PER_SECOND_FLOOR
    return f"  target {POSITIONS_PER_SECOND_FLOOR:,} positions/s on one core: {met(reached)}"
