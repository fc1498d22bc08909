"""Exhaustive questions about an opponent against every possible adversary.

Test helpers, not game code: each walks the game tree from a position with
the opponent playing one mark (any move its distribution allows) and an
adversary playing the other (any legal move).
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache

from game.engine import Board, Mark
from game.opponents import Opponent

RESULT = {"win": 1, "draw": 0, "loss": -1}


def result_for(board: Board, mark: Mark) -> int:
    """+1 if ``mark`` won the finished game, 0 for a draw, -1 if it lost."""
    outcome = board.outcome()
    assert outcome is not None
    return 0 if outcome.winner is None else (1 if outcome.winner is mark else -1)


def worst_results(opponent: Opponent, mark: Mark):
    """A function board -> the worst result an adversary can force on ``opponent`` playing ``mark``.

    "Force" is generous to the adversary: it wins if any sequence of the
    opponent's possible (positive-probability) moves lets it.
    """

    @cache
    def worst(board: Board) -> int:
        if board.is_over():
            return result_for(board, mark)
        if board.turn is mark:
            moves = opponent.distribution(board)
        else:
            moves = board.legal_moves()
        return min(worst(board.play(sq)) for sq in moves)

    return worst


def adversary_win_chances(opponent: Opponent, mark: Mark):
    """A function board -> the best chance an adversary has to beat ``opponent`` playing ``mark``."""

    @cache
    def chance(board: Board) -> Fraction:
        if board.is_over():
            return Fraction(int(result_for(board, mark) == -1))
        if board.turn is mark:
            return sum(p * chance(board.play(sq)) for sq, p in opponent.distribution(board).items())
        return max(chance(board.play(sq)) for sq in board.legal_moves())

    return chance


def positions_met(opponent: Opponent, mark: Mark) -> set[Board]:
    """Every position the opponent playing ``mark`` can meet from the empty board."""
    seen: set[Board] = set()
    stack = [Board()]
    while stack:
        board = stack.pop()
        if board in seen:
            continue
        seen.add(board)
        if board.is_over():
            continue
        moves = opponent.distribution(board) if board.turn is mark else board.legal_moves()
        stack.extend(board.play(sq) for sq in moves)
    return seen


def tempo(board: Board, mover: Mark) -> tuple[int, int]:
    """A finished game's worth to ``mover``, quickness included: (1, -plies) for a win, (0, 0) a draw, (-1, plies) a loss.

    Comparing these tuples prefers any win to a draw to a loss, a quicker win and a slower loss.
    """
    result = result_for(board, mover)
    return result, -result * board.ply


def best_tempo():
    """A function board -> the best ``tempo`` the side to move can force, by plain minimax over every line.

    Independent of the engine's solver, so the solver's opponents can be checked against it.
    """

    @cache
    def best(board: Board) -> tuple[int, int]:
        return max(move_worths(board, best).values())

    return best


def move_worths(board: Board, best) -> dict[int, tuple[int, int]]:
    """Each legal move's ``tempo`` for the side to move, with ``best`` (from ``best_tempo``) played after it."""
    worths = {}
    for square, child in board.children():
        if child.is_over():
            worths[square] = tempo(child, board.turn)
        else:
            result, plies = best(child)
            worths[square] = (-result, -plies)  # the other side's win at a ply is the mover's loss at it
    return worths


def tempo_against_all(opponent: Opponent, mark: Mark):
    """A function board -> the worst ``tempo`` for ``opponent`` playing ``mark``: any of its moves, any adversary's."""

    @cache
    def worst(board: Board) -> tuple[int, int]:
        if board.is_over():
            return tempo(board, mark)
        moves = opponent.distribution(board) if board.turn is mark else board.legal_moves()
        return min(worst(board.play(sq)) for sq in moves)

    return worst
