"""The m,n,k engine: its lines counted, its rules against brute force, and the 3x3 engine position for position."""

from __future__ import annotations

import random

import pytest

from game.engine import Board, IllegalMoveError, Mark, NotationError, UnreachablePositionError
from game.engine.mnk import MAX_SIDE, MIN_K, MIN_SIDE, Position, Shape, ShapeError
from game.engine.game_state import winner
from game.play.big_match import BigMatch, BigSetup
from game.play.match import MatchError, Place, Seat, Undo
from game.values.seats import PERSON_ID
from game.engine.symmetry import canonical_key

TIC_TAC_TOE = Shape(3, 3, 3)
SMALL_SHAPES = [Shape(3, 3, 3), Shape(4, 4, 3), Shape(4, 4, 4), Shape(3, 4, 3), Shape(5, 5, 4)]
#: Random games per shape for the sampled checks, and the ply up to which 4x4 positions are walked in full.
SAMPLE_GAMES = 400
FULL_PLIES_4X4 = 5


def all_shapes(top: int = MAX_SIDE) -> list[Shape]:
    return [Shape(r, c, k) for r in range(MIN_SIDE, top + 1) for c in range(MIN_SIDE, top + 1)
            for k in range(MIN_K, min(r, c) + 1)]


def brute_winner(shape: Shape, position: Position) -> Mark | None:
    """k in a row found by walking the board cell by cell in the four directions: no line masks."""
    grid = [[position.mark_at(r * shape.cols + c) for c in range(shape.cols)] for r in range(shape.rows)]
    for r in range(shape.rows):
        for c in range(shape.cols):
            mark = grid[r][c]
            if mark is None:
                continue
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                run = 1
                while run < shape.k:
                    rr, cc = r + dr * run, c + dc * run
                    if not (0 <= rr < shape.rows and 0 <= cc < shape.cols) or grid[rr][cc] is not mark:
                        break
                    run += 1
                if run == shape.k:
                    return mark
    return None


def walk(shape: Shape, plies: int) -> list[Position]:
    """Every position reachable in at most ``plies`` moves."""
    layer = {Position(shape)}
    found = set(layer)
    for _ in range(plies):
        layer = {p.play(c) for p in layer for c in p.legal_moves()}
        found |= layer
    return sorted(found, key=lambda p: (p.ply, p.key))


def random_positions(shape: Shape, games: int, seed: int = 0) -> list[Position]:
    """Every position of ``games`` random games."""
    rng = random.Random(seed)
    found = []
    for _ in range(games):
        position = Position(shape)
        found.append(position)
        while not position.is_over():
            position = position.play(rng.choice(position.legal_moves()))
            found.append(position)
    return found


def as_mnk(board: Board) -> Position:
    return Position(TIC_TAC_TOE, board.x, board.o)


@pytest.mark.parametrize("shape", [  # up to seven a side every day; the boards of eight to fifteen, hundreds more, long
    shape if max(shape.rows, shape.cols) <= 7 else pytest.param(shape, marks=pytest.mark.long) for shape in all_shapes()
], ids=lambda s: f"{s.cols}x{s.rows}k{s.k}")
def test_line_count_formula(shape: Shape) -> None:
    m, n, k = shape.rows, shape.cols, shape.k
    expected = m * (n - k + 1) + n * (m - k + 1) + 2 * (m - k + 1) * (n - k + 1)
    assert len(shape.lines) == len(set(shape.lines)) == expected
    assert all(line.bit_count() == k for line in shape.lines)
    for square in range(shape.squares):
        assert shape.lines_through(square) == tuple(line for line in shape.lines if line >> square & 1)


@pytest.mark.parametrize("shape", all_shapes(7), ids=lambda s: f"{s.cols}x{s.rows}k{s.k}")
def test_symmetries_map_lines_to_lines_and_form_a_group(shape: Shape) -> None:
    lines = {frozenset(cells) for cells in shape.line_squares}
    perms = set(shape.symmetries)
    assert len(perms) == (8 if shape.square else 4)
    assert shape.symmetries[0] == tuple(range(shape.squares))
    for perm in perms:
        assert {frozenset(perm[s] for s in cells) for cells in lines} == lines
        for other in perms:
            assert tuple(other[perm[s]] for s in range(shape.squares)) in perms


@pytest.mark.parametrize(
    ("rows", "cols", "k", "message"),
    [
        (5, 5, 6, "k must be 3..5 on a 5x5 board, not 6"),
        (4, 6, 5, "k must be 3..4 on a 6x4 board, not 5"),
        (5, 5, 2, "k must be 3..5 on a 5x5 board, not 2"),
        (2, 9, 2, "a board is 3x3 up to 15x15, not 9x2"),
        (16, 16, 5, "a board is 3x3 up to 15x15, not 16x16"),
    ],
)
def test_bad_shapes_are_refused_in_one_line(rows: int, cols: int, k: int, message: str) -> None:
    with pytest.raises(ShapeError) as caught:
        Shape(rows, cols, k)
    assert str(caught.value) == message and "\n" not in message
    assert isinstance(caught.value, ValueError)


@pytest.mark.parametrize("text", ["5", "5x", "x5", "5x5x5", "five by five", "-5x5", "5 x 5x", "1000x5", ""])
def test_unparsable_boards_are_refused_in_one_line(text: str) -> None:
    with pytest.raises(ShapeError) as caught:
        Shape.parse(text, 3)
    assert "\n" not in str(caught.value)


def test_parse_is_width_by_height() -> None:
    shape = Shape.parse("6x4", 3)
    assert (shape.rows, shape.cols, shape.name) == (4, 6, "6x4 k=3")
    assert Shape.parse(" 5X5 ", 4) == Shape(5, 5, 4)


def test_agrees_with_the_3x3_engine_on_every_position(positions: list[Board]) -> None:
    assert len(positions) == 5478
    for board in positions:
        position = as_mnk(board)
        outcome = board.outcome()
        assert winner(position) is (outcome.winner if outcome else None), board
        assert position.is_over() is board.is_over() and position.full is (not board.empty_mask)
        assert position.legal_moves() == board.legal_moves()
        assert position.turn is board.turn
        assert position.key == board.key
        assert position.canonical_key() == canonical_key(board.key)
        assert all(position.mark_at(sq) is board.mark_at(sq) for sq in range(9))
        assert position.outcome() == outcome  # the same winner and lines, in the same order
        for square in board.legal_moves():
            child = board.play(square)
            assert position.play(square) == Position(TIC_TAC_TOE, child.x, child.o)


@pytest.mark.long  # over 50,000 positions each, walked by brute force; random games check the same shapes everyday
@pytest.mark.parametrize("shape", [Shape(4, 4, 3), Shape(4, 4, 4)], ids=["4x4k3", "4x4k4"])
def test_4x4_winner_against_brute_force_every_early_position(shape: Shape) -> None:
    positions = walk(shape, FULL_PLIES_4X4)
    assert len(positions) > 50_000
    for position in positions:
        assert winner(position) is brute_winner(shape, position)


@pytest.mark.parametrize("shape", SMALL_SHAPES, ids=lambda s: s.name)
def test_winner_against_brute_force_on_random_games(shape: Shape) -> None:
    for position in random_positions(shape, SAMPLE_GAMES):
        assert winner(position) is brute_winner(shape, position), position
        assert position.is_over() is (winner(position) is not None or position.full)
        assert position.legal_moves() == (
            () if position.is_over() else tuple(c for c in range(shape.squares) if position.mark_at(c) is None)
        )


@pytest.mark.parametrize("shape", SMALL_SHAPES, ids=lambda s: s.name)
def test_canonical_is_a_class_invariant(shape: Shape) -> None:
    for position in random_positions(shape, SAMPLE_GAMES // 4, seed=1):
        canon = position.canonical()
        images = [position.transformed(i) for i in range(len(shape.symmetries))]
        assert canon == min(images, key=lambda p: p.key)
        assert {img.canonical() for img in images} == {canon}
        assert winner(canon) is winner(position) and canon.ply == position.ply


def test_the_transform_moves_cells_as_the_permutation_says() -> None:
    shape = Shape(4, 5, 3)
    for index, perm in enumerate(shape.symmetries):
        for cell in range(shape.squares):
            assert Position(shape, 1 << cell).transformed(index) == Position(shape, 1 << perm[cell])


def test_illegal_moves_are_value_errors_in_one_line() -> None:
    shape = Shape(4, 4, 3)
    position = Position.from_moves(shape, [0, 5, 1, 6, 2])  # X has 0,1,2: three in a row
    assert winner(position) is Mark.X and position.is_over()
    for bad, words in [(3, "the game is over"), (16, "off the"), (-1, "off the")]:
        with pytest.raises(IllegalMoveError, match=words):
            position.play(bad)
    with pytest.raises(IllegalMoveError, match="already taken by O"):
        Position.from_moves(shape, [0, 5]).play(5)


def test_a_big_match_plays_and_undoes_on_the_match_not_the_position() -> None:
    match = BigMatch(BigSetup(5, 4, PERSON_ID), Seat("P1"), Seat("P2"))
    with pytest.raises(MatchError):
        match.apply(Undo())
    for square in (12, 0, 13):
        match.apply(Place(square))
    assert match.moves == (12, 0, 13) and match.position.turn is Mark.O
    (undone,) = match.apply(Undo())
    assert undone.fields == {"cells": [14]} and match.position == Position.from_moves(match.setup.shape, [12, 0])
    with pytest.raises(MatchError):
        match.apply(Place(0))
    assert match.moves == (12, 0)
    match.apply(Undo())
    match.apply(Undo())
    assert match.position == Position(match.setup.shape) and match.ply == 0


def test_notation_round_trips() -> None:
    shape = Shape(4, 5, 3)
    position = Position.from_moves(shape, [0, 7, 19, 3])
    assert position.notation() == "X..O.|..O..|.....|....X"
    assert Position.parse(shape, position.notation()) == position
    with pytest.raises(UnreachablePositionError):
        Position.parse(shape, "XX...|.....|.....|.....")
    with pytest.raises(NotationError):
        Position.parse(shape, "X....|.....|.....|...")
