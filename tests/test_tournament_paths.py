"""Batch and scalar tournaments against each other and against the exact odds.

Fixed seeds make every test deterministic; the chi-squared limits (see
``sampling.py``) leave a correct path a one-in-a-million margin while a path
that mishandled wins or turn order would miss by far.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from roster_params import by_opponent, by_pair
from conftest import memoised
from sampling import CHI2_LIMIT, goodness_of_fit, homogeneity
from shared_figures import exact_odds
from shared_tables import shared_tables
from test_tournament_tables import CountingLearner

from game.analysis import exact_outcome
from game.engine import Mark
from game.opponents import ROSTER, make_opponent, roster_ids
from game.tournament import (
    LearnerError,
    PlayPath,
    ResultCounts,
    pair_tables,
    play_batch,
    play_game,
    play_scalar,
    run_match,
)

NON_LEARNERS = [i for i in roster_ids() if not make_opponent(i).learns]
#: Each member against the two baselines, both ways round, and against itself.
PAIRS = sorted(
    {(a, b) for a in NON_LEARNERS for b in ("random", "perfect")}
    | {(b, a) for a in NON_LEARNERS for b in ("random", "perfect")}
    | {(a, a) for a in NON_LEARNERS}
)
BATCH_GAMES = 200_000
SCALAR_GAMES = 2_000

TABLES = shared_tables()  # the process's one table per opponent (tests/shared_tables.py)


def batch(x_id: str, o_id: str, games: int, seed: int) -> ResultCounts:
    tables = pair_tables(TABLES.get(memoised(x_id)), TABLES.get(memoised(o_id)))
    return play_batch(tables, games, seed)


@pytest.mark.parametrize(("x_id", "o_id"), by_pair(PAIRS))
def test_batch_rates_agree_with_exact(x_id: str, o_id: str) -> None:
    tally = batch(x_id, o_id, BATCH_GAMES, seed=11)
    exact = exact_odds(x_id, o_id)
    assert tally.games == BATCH_GAMES
    assert goodness_of_fit(tally, (exact.x_win, exact.o_win, exact.draw)) < CHI2_LIMIT, tally


@pytest.mark.parametrize(
    ("x_id", "o_id"), [("random", "random"), ("perfect", "random"), ("random", "perfect")]
)
def test_scalar_rates_agree_with_exact(x_id: str, o_id: str) -> None:
    tally = play_scalar(make_opponent(x_id), make_opponent(o_id), 10_000, seed=5)
    exact = exact_outcome(make_opponent(x_id), make_opponent(o_id))
    assert goodness_of_fit(tally, (exact.x_win, exact.o_win, exact.draw)) < CHI2_LIMIT, tally


@pytest.mark.parametrize("opponent_id", by_opponent(NON_LEARNERS))
def test_scalar_and_batch_agree(opponent_id: str) -> None:
    """Two-sample test per pair: the member against itself and against random, both ways."""
    member = memoised(opponent_id)
    rand = make_opponent("random")
    for x, o in ((member, member), (member, rand), (rand, member)):
        scalar = play_scalar(x, o, SCALAR_GAMES, seed=3)
        fast = batch(x.id, o.id, BATCH_GAMES, seed=4)
        assert homogeneity(scalar, fast) < CHI2_LIMIT, (x.id, o.id, scalar, fast)


def test_perfect_against_perfect_draws_every_game_on_both_paths() -> None:
    assert batch("perfect", "perfect", 1_000_000, seed=1) == ResultCounts(draw=1_000_000)
    perfect = make_opponent("perfect")
    assert play_scalar(perfect, perfect, 500, seed=1) == ResultCounts(draw=500)


def test_a_swapped_turn_order_would_be_caught() -> None:
    """The tests' power: perfect-random and random-perfect differ by far more than the limit."""
    forward = batch("perfect", "random", BATCH_GAMES, seed=2)
    backward = exact_outcome(make_opponent("random"), make_opponent("perfect"))
    assert goodness_of_fit(forward, (backward.x_win, backward.o_win, backward.draw)) > 1000


def test_same_seed_same_counts_and_chunks_cover_every_game() -> None:
    tables = pair_tables(TABLES.get(make_opponent("random")), TABLES.get(make_opponent("random")))
    chunked = play_batch(tables, 10_001, seed=9, chunk=4_096)
    assert chunked == play_batch(tables, 10_001, seed=9, chunk=4_096)
    assert chunked.games == 10_001
    assert play_batch(tables, 10_001, seed=9) != play_batch(tables, 10_001, seed=10)
    assert play_batch(tables, 0, seed=9) == ResultCounts()
    rand = make_opponent("random")
    assert play_scalar(rand, rand, 300, seed=9) == play_scalar(rand, rand, 300, seed=9)


def test_scalar_tells_both_players_each_result(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: Counter[tuple[str, Mark]] = Counter()

    class Recorder(CountingLearner):
        def game_over(self, board, mark, resigned=None):  # type: ignore[no-untyped-def]
            assert board.is_over()
            seen[self.id, mark] += 1

    play_game(Recorder(), Recorder(), random.Random(1))
    play_scalar(Recorder(), make_opponent("random"), 20, seed=1)
    assert seen == Counter({("learner", Mark.X): 21, ("learner", Mark.O): 1})


def test_learners_fall_back_to_the_scalar_path(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(ROSTER, CountingLearner.id, CountingLearner)
    report = run_match("learner", "random", 200, seed=1)
    assert report.path is PlayPath.SCALAR and report.tally.games == 200
    assert report.note is not None and "learner" in report.note
    with pytest.raises(LearnerError):
        run_match("random", "learner", 10, seed=1, path=PlayPath.BATCH)


def test_auto_picks_batch_and_reports_rate() -> None:
    report = run_match("random", "random", 50_000, seed=1)
    assert report.path is PlayPath.BATCH and report.note is None
    assert report.tally.games == 50_000 and report.games_per_second > 0
    assert set(report.as_dict()) == {"games", "x_win", "o_win", "draw", "games_per_second"}
    scalar = run_match("random", "random", 100, seed=1, path=PlayPath.SCALAR)
    assert scalar.path is PlayPath.SCALAR
