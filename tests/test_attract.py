"""The WarGames attract mode's logic: real games, honest counters, deterministic, bounded."""

from __future__ import annotations

import gc
import gettext
import tracemalloc
from collections import Counter
from dataclasses import replace

import pytest

import game.language.catalog as catalog
from game.play.attract import VERDICT_LINES, AttractRun, Phase, Timing
from game.cabinet.hall_of_fame import FameRow, Record
from game.engine import Board, square_of
from game.opponents import Opponent, make_opponent

FAST = Timing(slow_games=2, slow_move_ticks=4, faster_games=3, result_ticks=3, many_boards=6, many_ticks=60, type_ticks=1, line_pause_ticks=2, hold_ticks=5, fame_ticks=7)


def run_to_end(run: AttractRun, limit: int = 200_000) -> list:
    events = []
    for _ in range(limit):
        events += run.tick()
        if run.finished:
            return events
    raise AssertionError("the run never finished")


def replay_games(events: list) -> Counter:
    """Rebuild every board's games from the move events and check them with the engine."""
    boards: dict[int, Board] = {}
    results: Counter = Counter()
    for event in events:
        f = event.fields
        if event.kind == "game_start":
            boards[f["board"]] = Board()
        elif event.kind == "move":
            board = boards[f["board"]]
            assert board.turn.value == f["player"]
            boards[f["board"]] = board.play(square_of(f["cell"]))  # raises if illegal
        elif event.kind == "game_end":
            board = boards[f["board"]]
            outcome = board.outcome()
            assert outcome is not None and outcome.result() == f["result"]
            results[f["result"]] += 1
    return results


def test_a_run_goes_through_every_phase_and_types_the_verdict() -> None:
    run = AttractRun("perfect", "perfect", seed=1, timing=FAST)
    events = run_to_end(run)
    phases = [e.fields["phase"] for e in events if e.kind == "phase"]
    assert phases == ["slow", "howto", "faster", "many", "verdict", "hold", "hall_of_fame"]
    said = [e.fields["text"] for e in events if e.kind == "say"]
    assert said == [line for line in VERDICT_LINES if line]
    assert run.typed == list(VERDICT_LINES)


class Shouted(gettext.NullTranslations):
    """A stand-in language: the film's lines in its own words (reversed), any other text as it came."""

    def gettext(self, message: str) -> str:
        return message[::-1] if message in {"A STRANGE GAME.", "NOT TO PLAY."} else message


def test_the_verdict_is_typed_in_the_language_in_use_and_logged_as_written(monkeypatch: pytest.MonkeyPatch) -> None:
    """The screen types the film's lines as the player's language says them; the log's say and type events keep them
    as written, so a recording reads the same in any language."""
    monkeypatch.setattr(catalog._InUse, "catalog", Shouted())
    run = AttractRun("perfect", "perfect", seed=1, timing=FAST)
    events = run_to_end(run)
    said = [e.fields["text"] for e in events if e.kind == "say"]
    assert said == ["A STRANGE GAME.", "THE ONLY WINNING MOVE IS", "NOT TO PLAY.", "HOW ABOUT A NICE GAME OF CHESS?"]
    assert run.typed == [".EMAG EGNARTS A", "THE ONLY WINNING MOVE IS", ".YALP OT TON", "",
                         "HOW ABOUT A NICE GAME OF CHESS?"]
    typed = "".join(e.fields["char"] for e in events if e.kind == "type")
    # the teletype keeps the English lines' pace and logs their keys, spaces unheard: the same ticks and events in
    # every language, so a recording replays alike in any
    assert typed.startswith("ASTRANGEGAME.THEONLYWINNING")


def test_every_board_gets_its_own_players_from_the_builder_handed_in() -> None:
    built: list[Opponent] = []

    def build(opponent_id: str) -> Opponent:
        built.append(make_opponent(opponent_id))
        return built[-1]

    run = AttractRun("random", "perfect", seed=1, timing=FAST, build=build)
    run_to_end(run)
    assert [player.id for player in built] == ["random", "perfect"] * (1 + FAST.many_boards)  # the one, then the grid
    assert len({id(player) for player in built}) == len(built)
    grid = built[2:]
    assert [slot.match.opponents for slot in run.boards] == [{0: x, 1: o} for x, o in zip(grid[::2], grid[1::2])]


def test_the_hall_of_fame_closes_each_run_for_its_time_showing_the_table_it_was_given() -> None:
    rows = (FameRow("PERFECT", Record("ABC", 4), None), FameRow("RANDOM", None, Record("XYZ", 3)))
    run = AttractRun("perfect", "perfect", seed=1, timing=FAST, fame=rows)
    ticks_in = {}
    while not run.finished:
        run.tick()
        ticks_in[run.phase] = ticks_in.get(run.phase, 0) + 1
    assert run.phase is Phase.FAME and run.fame == rows
    assert ticks_in[Phase.FAME] == FAST.fame_ticks + 1  # the tick it began on, then its whole time
    assert ticks_in[Phase.HOLD] == FAST.hold_ticks


def test_counters_equal_the_games_shown_and_every_move_is_legal() -> None:
    run = AttractRun("random", "perfect", seed=7, timing=FAST)
    events = run_to_end(run)
    results = replay_games(events)
    c = run.counters
    assert c.games == sum(results.values()) == run.games_started
    assert (c.x_wins, c.o_wins, c.draws) == (results["X"], results["O"], results["draw"])
    assert c.games > FAST.slow_games + FAST.faster_games


def test_perfect_against_itself_only_draws() -> None:
    run = AttractRun("perfect", "perfect", seed=3, timing=FAST)
    run_to_end(run)
    assert run.counters.draws == run.counters.games > 0


def test_same_seed_same_run_and_cycles_differ() -> None:
    def moves(seed: int, cycle: int) -> list:
        run = AttractRun("random", "random", seed=seed, cycle=cycle, timing=FAST)
        return [(e.kind, sorted(e.fields.items())) for e in run_to_end(run)]

    assert moves(4, 0) == moves(4, 0)
    assert moves(4, 0) != moves(4, 1)


def test_moves_speed_up_game_after_game() -> None:
    timing = Timing()
    run = AttractRun("perfect", "perfect", seed=2, timing=timing)
    gaps: dict[int, list[int]] = {}
    last_tick: dict[int, int] = {}
    game = 0
    for tick in range(20_000):
        for e in run.tick():
            if e.kind == "game_start" and run.phase is not Phase.MANY:
                game += 1
            if e.kind == "move" and run.phase is not Phase.MANY:
                if game in last_tick:
                    gaps.setdefault(game, []).append(tick - last_tick[game])
                last_tick[game] = tick
        if run.phase is Phase.MANY:
            break
    medians = [sorted(g)[len(g) // 2] for _, g in sorted(gaps.items())]
    assert medians[: timing.slow_games] == [timing.slow_move_ticks] * timing.slow_games
    faster = medians[timing.slow_games:]
    assert faster == sorted(faster, reverse=True) and faster[-1] < faster[0]


@pytest.mark.long  # 60,000 ticks, a third of them traced; the soak watches the whole program's memory for an hour
def test_memory_stays_flat_over_many_runs() -> None:
    run = AttractRun("random", "random", seed=9, timing=FAST)
    cycle = 0
    samples = []
    for tick in range(60_000):
        run.tick()
        if run.finished:
            cycle += 1
            run = AttractRun("random", "random", seed=9, cycle=cycle, timing=FAST)
        if tick % 10_000 == 9_999 and tick >= 19_999:
            gc.collect()  # measure what is retained, not garbage awaiting the cycle collector
            if not tracemalloc.is_tracing():
                # Traced from the first sample compared on: what is retained after it is what grows, and the
                # ticks before it, a warm-up, run at a seventh of the cost untraced.
                tracemalloc.start()
            samples.append(tracemalloc.get_traced_memory()[0])
    tracemalloc.stop()
    assert cycle > 5
    assert max(samples) - samples[0] < 50_000  # bytes: no growth with the number of games


def test_magic_against_random_opens_as_x_in_the_centre_and_in_the_corners() -> None:
    """Both of the article's X lines show in a run: each opening in at least a fifth of magic's games as X."""
    run = AttractRun("magic", "random", seed=0, timing=replace(FAST, many_ticks=400))
    openings: Counter = Counter()
    awaiting_magic_x: dict[int, bool] = {}
    for event in run_to_end(run):
        f = event.fields
        if event.kind == "game_start":
            awaiting_magic_x[f["board"]] = f["x_player"] == "magic"
        elif event.kind == "move" and awaiting_magic_x[f["board"]]:
            awaiting_magic_x[f["board"]] = False
            square = square_of(f["cell"])
            openings["centre" if square == 4 else "corner" if square in (0, 2, 6, 8) else "edge"] += 1
    games = sum(openings.values())
    assert games >= 50 and openings["edge"] == 0
    assert 5 * openings["centre"] >= games and 5 * openings["corner"] >= games
