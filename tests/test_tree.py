"""The tree facts, computed by walking the engine, against the published figures.

The figures (Schaefer's and OEIS A008907-style counts widely cited for
tic-tac-toe) are written here in the test, never in the program.
"""

from __future__ import annotations

import pytest

from game.engine import Board, tree_facts


def count_games_naively(board: Board) -> tuple[int, int, int]:
    """(X wins, O wins, draws) over every move order, by plain recursion."""
    outcome = board.outcome()
    if outcome is not None:
        return (
            int(outcome.result() == "X"),
            int(outcome.result() == "O"),
            int(outcome.result() == "draw"),
        )
    totals = [0, 0, 0]
    for _, child in board.children():
        for i, n in enumerate(count_games_naively(child)):
            totals[i] += n
    return tuple(totals)  # type: ignore[return-value]


def test_published_tree_facts() -> None:
    facts = tree_facts()
    assert facts.games == 255_168
    assert (facts.x_wins, facts.o_wins, facts.draws) == (131_184, 77_904, 46_080)
    assert facts.positions == 5_478
    assert facts.positions_up_to_symmetry == 765
    assert facts.terminal_positions == 958


@pytest.mark.long  # every path walked one by one: seconds; the counts above are checked every day
def test_path_counting_agrees_with_plain_recursion() -> None:
    facts = tree_facts()
    assert count_games_naively(Board()) == (facts.x_wins, facts.o_wins, facts.draws)
