"""The 8 symmetries form the dihedral group, preserve lines, and give canonical forms."""

from __future__ import annotations

from game.engine import LINES, SYMMETRIES, Board, canonical, canonical_key, solve, transform
from game.engine.symmetry import inverse, transform_key


def test_eight_distinct_symmetries_closed_under_composition() -> None:
    assert len(set(SYMMETRIES)) == 8
    assert SYMMETRIES[0] == tuple(range(9))
    group = set(SYMMETRIES)
    for a in SYMMETRIES:
        assert inverse(a) in group
        for b in SYMMETRIES:
            assert tuple(b[a[s]] for s in range(9)) in group


def test_symmetries_map_lines_to_lines() -> None:
    lines = {frozenset(line) for line in LINES}
    for perm in SYMMETRIES:
        assert {frozenset(perm[s] for s in line) for line in lines} == lines


def test_canonical_form_is_a_class_invariant(positions: list[Board]) -> None:
    solution = solve()
    for board in positions:
        images = [transform(board, i) for i in range(8)]
        assert {canonical_key(img.key) for img in images} == {canonical_key(board.key)}
        canon, index = canonical(board)
        assert canon.key == canonical_key(board.key) == transform_key(board.key, index)
        for img in images:
            before, after = board.outcome(), img.outcome()
            assert (before is None) == (after is None)
            if before is not None and after is not None:
                assert after.winner is before.winner
            assert solution.score(img) == solution.score(board)


def test_transform_maps_moves_too() -> None:
    board = Board.from_moves([0, 4, 5])
    for i, perm in enumerate(SYMMETRIES):
        image = transform(board, i)
        assert image.moves == tuple(perm[s] for s in board.moves)
        assert Board.from_moves(image.moves) == image
