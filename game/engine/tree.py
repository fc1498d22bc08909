"""Walking the whole game tree with the real engine.

Every figure about the tree -- complete games, wins, positions, positions up
to symmetry -- is counted here by playing moves on ``Board``; none is written
into the program.  Paths are counted per position (a dynamic programme over
plies), so the 9! move orders never have to be enumerated one by one.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache

from .board import Board, Mark
from .symmetry import canonical_key


@dataclass(frozen=True, slots=True)
class TreeFacts:
    """The facts of the game tree, as ``tictactoe-magic analyze tree`` prints them."""

    games: int
    x_wins: int
    o_wins: int
    draws: int
    positions: int
    positions_up_to_symmetry: int
    terminal_positions: int


@cache
def reachable() -> dict[int, Board]:
    """Every position a legal game reaches (empty board included), by key."""
    seen: dict[int, Board] = {}
    layer = {Board().key: Board()}
    while layer:
        seen.update(layer)
        nxt: dict[int, Board] = {}
        for board in layer.values():
            for _, child in board.children():
                nxt.setdefault(child.key, Board(child.x, child.o))
        layer = nxt
    return seen


def path_counts() -> dict[int, int]:
    """For each reachable position, how many move orders lead to it."""
    counts: Counter[int] = Counter({Board().key: 1})
    layer = [Board()]
    while layer:
        nxt: dict[int, Board] = {}
        for board in layer:
            for _, child in board.children():
                counts[child.key] += counts[board.key]
                nxt.setdefault(child.key, child)
        layer = list(nxt.values())
    return dict(counts)


def tree_facts() -> TreeFacts:
    """Count games, results and positions by walking the engine."""
    positions = reachable()
    paths = path_counts()
    results: Counter[str] = Counter()
    terminal = 0
    for key, board in positions.items():
        outcome = board.outcome()
        if outcome is None:
            continue
        terminal += 1
        results[outcome.result()] += paths[key]
    return TreeFacts(
        games=sum(results.values()),
        x_wins=results[Mark.X.value],
        o_wins=results[Mark.O.value],
        draws=results["draw"],
        positions=len(positions),
        positions_up_to_symmetry=len({canonical_key(k) for k in positions}),
        terminal_positions=terminal,
    )
