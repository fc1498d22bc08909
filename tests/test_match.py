"""The match: commands from people and computers alike, undo, rematch, tallies, stats files."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from seated import seated

from game.engine import Board, Mark, View, solve, square_for_number
from game.files.kept_json import Saved
from game.opponents import make_opponent
from game.play.match import Match, MatchError, Place, Rematch, Seat, Undo, resolve_first
from game.values.seats import FirstPlayer
from game.records.stats import Stats, StatsChanges, load_stats, save_stats

YOU = Seat("YOU")
FRIEND = Seat("FRIEND", slot=1)


def computer(opponent_id: str = "perfect") -> Seat:
    return Seat(opponent_id.upper(), opponent_id)


def test_moler_pick15_game_between_two_people() -> None:
    match = Match(YOU, FRIEND)
    events = match.start()
    assert events[0].kind == "game_start"
    for number in (8, 4, 2, 5, 6, 7, 1):
        events = match.apply(Place(square_for_number(number), View.PICK15))
    move, end = events
    assert move.fields == {"player": "X", "by": "person", "cell": 2, "number": 1, "view": "pick15"}
    assert end.kind == "game_end" and end.fields["result"] == "X"
    assert match.tally.wins == 1 and match.games_played == 1


def test_taken_cell_is_refused_and_changes_nothing() -> None:
    match = Match(YOU, FRIEND)
    match.apply(Place(4))
    before = match.board
    with pytest.raises(MatchError, match="taken"):
        match.apply(Place(4))
    assert match.board == before


def test_computer_moves_are_the_same_command_and_seeded() -> None:
    def play(seed: int) -> tuple[int, ...]:
        match = seated(computer("random"), computer("perfect"), seed=seed)
        while not match.board.is_over():
            match.apply(match.computer_move())
        return match.board.moves

    assert play(5) == play(5)
    assert len({play(s) for s in range(10)}) > 1


def test_the_opponents_handed_in_sit_exactly_in_the_computers_seats() -> None:
    with pytest.raises(MatchError, match="seats"):
        Match(YOU, computer())  # a computer's seat with nobody to play it
    with pytest.raises(MatchError, match="seats"):
        Match(YOU, FRIEND, {1: make_opponent("perfect")})  # a computer in a person's seat
    perfect = make_opponent("perfect")
    assert Match(YOU, computer(), {1: perfect}).opponents == {1: perfect}


def test_first_player_and_rematch_swap() -> None:
    match = seated(YOU, computer(), first=FirstPlayer.COMPUTER)
    assert match.mark_of(1) is Mark.X and match.computer_to_move()
    while not match.board.is_over():
        match.apply(match.computer_move() if match.computer_to_move() else Place(match.board.legal_moves()[0]))
    with pytest.raises(MatchError):
        match.apply(Place(0))
    events = match.apply(Rematch())
    assert events[0].kind == "game_start" and match.board == Board()
    assert match.mark_of(0) is Mark.X and not match.computer_to_move()


def test_rematch_only_after_the_end() -> None:
    match = Match(YOU, FRIEND)
    with pytest.raises(MatchError, match="still on"):
        match.apply(Rematch())


def test_undo_against_the_computer_takes_back_the_pair() -> None:
    match = seated(YOU, computer())
    match.apply(Place(0))
    match.apply(match.computer_move())
    assert match.undoable() == 2
    match.apply(Undo())
    assert match.board == Board() and not match.computer_to_move()
    with pytest.raises(MatchError, match="nothing"):
        match.apply(Undo())


def test_undo_when_the_computer_started() -> None:
    match = seated(YOU, computer(), first=FirstPlayer.COMPUTER)
    match.apply(match.computer_move())
    assert match.undoable() == 0  # nothing of the person's to take back
    match.apply(Place(match.board.legal_moves()[0]))
    match.apply(match.computer_move())
    assert match.undoable() == 2
    match.apply(Undo())
    assert match.board.ply == 1 and not match.computer_to_move()


def test_undo_between_people_is_one_move() -> None:
    match = Match(YOU, FRIEND)
    match.apply(Place(0))
    match.apply(Place(4))
    match.apply(Undo())
    assert match.board.moves == (0,)


def test_perfect_never_loses_a_match_to_random() -> None:
    match = seated(computer("random"), computer("perfect"), seed=3)
    for _ in range(40):
        match.start()
        while not match.board.is_over():
            match.apply(match.computer_move())
        match.apply(Rematch())
    assert match.tally.wins == 0 and match.games_played == 40


def test_alternate_resolution() -> None:
    assert resolve_first(FirstPlayer.ALTERNATE, None) is FirstPlayer.YOU
    assert resolve_first(FirstPlayer.ALTERNATE, FirstPlayer.YOU) is FirstPlayer.COMPUTER
    assert resolve_first(FirstPlayer.ALTERNATE, FirstPlayer.COMPUTER) is FirstPlayer.YOU
    assert resolve_first(FirstPlayer.COMPUTER, FirstPlayer.COMPUTER) is FirstPlayer.COMPUTER
    with pytest.raises(MatchError):
        seated(YOU, computer(), first=FirstPlayer.ALTERNATE)


def test_stats_round_trip(tmp_path: Path) -> None:
    changes = StatsChanges((("naive", 1), ("naive", 0), ("perfect", -1)), FirstPlayer.COMPUTER)
    stats = Stats().with_result("naive", 1).with_result("naive", 0).with_result("perfect", -1)
    assert save_stats(tmp_path, changes) == Saved(replace(stats, last_first=FirstPlayer.COMPUTER))
    loaded, problem = load_stats(tmp_path)
    assert problem is None and loaded == replace(stats, last_first=FirstPlayer.COMPUTER)
    assert loaded.tally("naive").wins == 1 and loaded.tally("unknown").wins == 0


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        json.dumps({"version": 99, "tallies": {}}),
        json.dumps({"version": 1, "tallies": {"naive": {"wins": "3", "draws": 0, "losses": 0}}}),
        json.dumps({"version": 1, "tallies": {"naive": {"wins": 10**12, "draws": 0, "losses": 0}}}),
        json.dumps({"version": 1, "tallies": {"naive": {"wins": -1, "draws": 0, "losses": 0}}}),
        json.dumps([1, 2, 3]),
    ],
)
def test_bad_stats_file_is_kept_and_replaced_by_empty_stats(tmp_path: Path, content: str) -> None:
    (tmp_path / "stats.json").write_text(content)
    stats, problem = load_stats(tmp_path)
    assert stats == Stats() and problem
    backups = list(tmp_path.glob("stats.json.corrupt-*"))
    assert len(backups) == 1 and backups[0].read_text() == content


def test_unsaveable_stats_give_a_message(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    saved = save_stats(blocker, StatsChanges())
    assert saved.state is None and saved.stopped and "not being saved" in (saved.problem or "")


def test_solver_agrees_with_match_outcomes() -> None:
    match = seated(computer("perfect"), computer("perfect"), seed=1)
    while not match.board.is_over():
        assert solve().value(match.board) == 0
        match.apply(match.computer_move())
    assert match.outcome is not None and match.outcome.winner is None
