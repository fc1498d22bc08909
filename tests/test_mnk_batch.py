"""The numpy batch path of the m,n,k rules agrees with the scalar engine position for position."""

from __future__ import annotations

import numpy as np
import pytest
from everyday_sample import sample_everyday

from game.engine.board import Mark
from game.engine.mnk import Position, Shape, ShapeError
from game.engine.game_state import winner
from game.engine.mnk_batch import (
    NO_WINNER,
    O_WINS,
    X_WINS,
    bitboard_dtype,
    has_line,
    has_line_by_masks,
    line_array,
    random_bitboards,
    step,
)

CODES = {None: NO_WINNER, Mark.X: X_WINS, Mark.O: O_WINS}  # for positions a game reaches
#: Random positions per shape: each cell X, O or empty alike, so lines of both kinds are common.
SAMPLE = 20_000


@pytest.mark.parametrize(
    "shape", sample_everyday(
        [Shape(3, 3, 3), Shape(4, 4, 3), Shape(4, 4, 4), Shape(5, 5, 4), Shape(5, 5, 5), Shape(4, 7, 3),
         Shape(6, 6, 5), Shape(7, 7, 4), Shape(8, 8, 5), Shape(8, 8, 8), Shape(5, 8, 5)],
        Shape(3, 3, 3), Shape(4, 4, 3), Shape(5, 5, 4), Shape(4, 7, 3), Shape(8, 8, 8)),  # square, oblong, 64 cells
    ids=lambda s: s.name,
)
def test_batch_agrees_with_the_scalar_engine(shape: Shape) -> None:
    x, o = random_bitboards(shape, SAMPLE, seed=shape.squares * 10 + shape.k)
    winners, legal = step(shape, x, o)
    assert x.dtype == o.dtype == bitboard_dtype(shape) and not (x & o).any()
    assert np.array_equal(has_line(shape, x), has_line_by_masks(x.astype(np.uint64), line_array(shape)))
    assert 0 < np.count_nonzero(winners) < SAMPLE  # both kinds are tested
    for i in range(SAMPLE):
        position = Position(shape, int(x[i]), int(o[i]))
        # Random boards may give both marks a line (no game reaches that): the batch names X's first.
        x_won = winner(Position(shape, x=position.x)) is Mark.X
        o_won = winner(Position(shape, o=position.o)) is Mark.O
        assert winners[i] == (X_WINS if x_won else O_WINS if o_won else NO_WINNER), position
        assert (winner(position) is not None) is (x_won or o_won)
        assert int(legal[i]) == (0 if x_won or o_won else position.empty_mask), position


def test_batch_agrees_on_real_games() -> None:
    shape = Shape(5, 5, 4)
    rng = np.random.default_rng(3)
    boards = []
    for _ in range(300):
        position = Position(shape)
        while not position.is_over():
            position = position.play(int(rng.choice(position.legal_moves())))
            boards.append(position)
    x = np.array([p.x for p in boards], dtype=np.uint32)
    o = np.array([p.o for p in boards], dtype=np.uint32)
    winners, legal = step(shape, x, o)
    assert [int(w) for w in winners] == [CODES[winner(p)] for p in boards]
    assert [int(m) for m in legal] == [p.legal_mask() for p in boards]


def test_boards_over_64_cells_are_refused() -> None:
    with pytest.raises(ShapeError, match="up to 64 cells"):
        line_array(Shape(9, 9, 5))
