"""Seed 003's two claims on bigger boards: the best adversary against the weight grid, and the priorities table.

``analyze bigboard`` runs in this process (``run_main``); one mistake goes through
``python tools/analyze.py`` itself.  The answers whose plain search or tree takes
seconds (4x4 k=3 against the plain recursion, 5x5 k=4 as X) are ``long`` tests.
"""

from __future__ import annotations

import json
import subprocess
import sys
from fractions import Fraction
from functools import cache
from pathlib import Path

import pytest
from big_searches import searched
from in_process import run_main

from game.analysis import best_response
from game.analysis.bigboard import Verdict, best_adversary
from game.analysis.priorities import priority_row, priority_table
from game.engine import Board, Mark
from game.engine.mnk import MAX_SIDE, MIN_K, MIN_SIDE, Position, Shape
from game.engine.game_state import winner
from game.opponents import make_opponent
from game.opponents.weights_mnk import block_weight, heaviest, weight_grid, win_weight

ROOT = Path(__file__).resolve().parent.parent
TIC_TAC_TOE = Shape(3, 3, 3)


@cache
def verdict(rows: int, cols: int, k: int, seat: Mark) -> Verdict:
    return best_adversary(Shape(rows, cols, k), seat)


def naive_chance(position: Position, seat: Mark) -> Fraction:
    """The adversary's best chance by plain recursion on Positions: no symmetry, no pruning, no bitboard tricks."""

    @cache
    def value(p: Position) -> Fraction:
        won = winner(p)
        if won is not None:
            return Fraction(int(won is not seat))
        if p.full:
            return Fraction(0)
        if p.turn is seat:
            choices = heaviest(p)
            return sum((value(p.play(c)) for c in choices), Fraction(0)) / len(choices)
        return max(value(p.play(c)) for c in p.legal_moves())

    return value(position)


def replay_is_forced_win(result: Verdict) -> None:
    """The line is a game: the grid's every move one of its heaviest cells, and the adversary wins at the end."""
    position = Position(result.shape)
    for cell in result.line:
        if position.turn is result.seat:
            assert cell in heaviest(position), (position, cell)
        position = position.play(cell)
    assert winner(position) is result.seat.other


@pytest.mark.parametrize("seat", list(Mark))
def test_3x3_agrees_with_the_exploit_analysis_of_weights(seat: Mark) -> None:
    """The best response of ``exploit.py`` to the 3x3 ``weights`` opponent, by other code, says the same."""
    response = best_response(make_opponent("weights"), seat)
    result = verdict(3, 3, 3, seat)
    assert result.adversary_win_chance == response.adversary_win
    assert result.forced_loss is (response.line is not None)
    assert result.line == tuple(cell - 1 for cell in response.line or ())


@pytest.mark.parametrize(("rows", "cols", "k"), [
    (3, 3, 3),
    pytest.param(4, 4, 3, marks=pytest.mark.long),  # the plain recursion takes seconds on 4x4
    (3, 4, 3),
])
@pytest.mark.parametrize("seat", list(Mark))
def test_chance_agrees_with_a_plain_search(rows: int, cols: int, k: int, seat: Mark) -> None:
    result = verdict(rows, cols, k, seat)
    assert result.adversary_win_chance == naive_chance(Position(result.shape), seat)
    assert result.forced_loss is (result.adversary_win_chance == 1)


def test_small_boards_answers_are_pinned() -> None:
    """3x3: lost as O in 7 plies, 2/9 as X; 4x4 k=3: lost as O in 5 plies, 13/16 as X."""
    o33, x33 = verdict(3, 3, 3, Mark.O), verdict(3, 3, 3, Mark.X)
    assert (o33.forced_loss, o33.line) == (True, (0, 1, 3, 6, 4, 8, 5))
    assert (x33.forced_loss, x33.adversary_win_chance) == (False, Fraction(2, 9))
    o44, x44 = verdict(4, 4, 3, Mark.O), verdict(4, 4, 3, Mark.X)
    assert (o44.forced_loss, o44.line) == (True, (5, 6, 9, 1, 13))
    assert (x44.forced_loss, x44.adversary_win_chance) == (False, Fraction(13, 16))


@pytest.mark.long
def test_4x4_k4_answers_are_pinned() -> None:
    """4x4 k=4: never forced; 103/900 as O, and as X the adversary never wins."""
    # The whole tree (some 170,000 positions) fits the shipped figures' budget as it fits the default one, so
    # the searches test_big_board.py makes to check those figures answer here too, in the same process.
    o44, x44 = searched(4, 4, Mark.O), searched(4, 4, Mark.X)
    assert (o44.forced_loss, o44.adversary_win_chance) == (False, Fraction(103, 900))
    assert (x44.forced_loss, x44.adversary_win_chance) == (False, Fraction(0))


@pytest.mark.parametrize(("rows", "cols", "k", "seat"), [
    (3, 3, 3, Mark.O), (4, 4, 3, Mark.O), (5, 5, 4, Mark.O),
    pytest.param(5, 5, 4, Mark.X, marks=pytest.mark.long),  # seconds of search for the grid as X
    (5, 5, 3, Mark.O),
])
def test_forcing_lines_are_real_games(rows: int, cols: int, k: int, seat: Mark) -> None:
    result = verdict(rows, cols, k, seat)
    assert result.forced_loss and result.adversary_win_chance == 1
    replay_is_forced_win(result)


def test_no_shorter_forced_win_than_the_line() -> None:
    """With one adversary move fewer than the line takes, the search finds no forced win (5x5 k=4, grid as O)."""
    from game.analysis.bigboard import _Search

    result = verdict(5, 5, 4, Mark.O)
    search = _Search(result.shape, Mark.O)
    adversary_moves = (len(result.line) + 1) // 2
    assert search.fewest_moves(0, 0, adversary_moves) == adversary_moves
    assert not search.wins_within(0, 0, adversary_moves - 1)


def test_a_tree_too_big_for_the_budget_is_unknown_not_a_hang() -> None:
    """4x4 k=4 has no short forced win and a tree of some 160,000 positions: with room for 1,000, no answer."""
    result = best_adversary(Shape(4, 4, 4), Mark.O, max_positions=1_000)
    assert result.forced_loss is None and result.adversary_win_chance is None and result.line == ()
    assert result.as_dict()["adversary_win_chance"] is None
    out = analyze("--board", "4x4", "--k", "4", "--max-positions", "1000")
    assert out.returncode == 0 and "forced loss: not within 6 adversary moves; unknown beyond" in out.stdout


# --- claim 1 --------------------------------------------------------------------


def test_priority_table_covers_every_square_board_and_k() -> None:
    rows = priority_table()
    assert [(r.shape.rows, r.shape.k) for r in rows] == [
        (side, k) for side in range(MIN_SIDE, MAX_SIDE + 1) for k in range(MIN_K, side + 1)
    ]
    for row in rows:
        assert row.most_lines == max(len(row.shape.lines_through(c)) for c in range(row.shape.squares))
        assert row.most_lines <= 4 * row.shape.k
        assert row.block == row.shape.squares + 1 and row.win == row.block ** 2
        assert row.block_first is (row.most_lines < row.block)


def test_the_3x3_bounds_hold_on_every_position(positions: list[Board]) -> None:
    """Over all 5,478 positions: potential lines reach the bound exactly (4, the centre); no non-winning cell
    weighs more than the bound; every cell holding a win outweighs every cell without one."""
    row = priority_row(TIC_TAC_TOE)
    most_potential = 0
    for board in positions:
        position = Position(TIC_TAC_TOE, board.x, board.o)
        if position.is_over():
            continue
        grid = weight_grid(position)
        free = position.legal_moves()
        wins = [c for c in free if grid[c] >= win_weight(TIC_TAC_TOE)]
        others = [grid[c] for c in free if c not in wins]
        assert max(others, default=0) <= row.most_without_win
        most_potential = max([most_potential, *(g for g in others if g < block_weight(TIC_TAC_TOE))])
        if wins and others:
            assert min(grid[c] for c in wins) > max(others)
    assert most_potential == row.most_potential == 4


# --- the command line -------------------------------------------------------------


COMMAND = [sys.executable, str(ROOT / "tools" / "analyze.py")]


def analyze(*args: str) -> subprocess.CompletedProcess[str]:
    return run_main(COMMAND, ["bigboard", *args], cwd=ROOT)


def test_bigboard_json() -> None:
    out = analyze("--board", "4x4", "--k", "3", "--as", "O", "--json")
    assert out.returncode == 0, out.stderr
    answer = json.loads(out.stdout)
    assert {"board", "k", "as", "forced_loss", "line", "adversary_win_chance", "seconds"} <= set(answer)
    result = verdict(4, 4, 3, Mark.O)
    assert (answer["board"], answer["k"], answer["as"]) == ("4x4", 3, "O")
    assert answer["forced_loss"] is True and answer["line"] == list(result.line)
    assert Fraction(answer["adversary_win_chance"]) == 1 == answer["adversary_win_chance_float"]


def test_bigboard_text_and_claims() -> None:
    out = analyze("--board", "3x3", "--k", "3", "--as", "X")
    assert out.returncode == 0 and "forced loss: no" in out.stdout and "2/9" in out.stdout
    claims = analyze("--claims")
    assert claims.returncode == 0 and "both priorities hold on every board: yes" in claims.stdout
    assert len(claims.stdout.splitlines()) == len(priority_table()) + 2
    table = json.loads(analyze("--claims", "--json").stdout)
    assert [row["board"] for row in table][:2] == ["3x3", "4x4"]


@pytest.mark.parametrize(("args", "words"), [
    (["--board", "5x5", "--k", "6"], "k must be 3..5 on a 5x5 board, not 6"),
    (["--board", "2x9", "--k", "3"], "a board is 3x3 up to 15x15, not 2x9"),
    (["--board", "five", "--k", "3"], "a board is WIDTHxHEIGHT"),
    (["--board", "4x4", "--k", "x"], "expected k"),
    (["--as", "Z"], "invalid choice"),
])
def test_bad_boards_are_one_line_and_status_2(args: list[str], words: str) -> None:
    out = analyze(*args)
    if args == ["--as", "Z"]:  # one through the script itself, as typed at a shell
        out = subprocess.run([*COMMAND, "bigboard", *args], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 2 and words in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1 and not out.stdout
