"""A computer that resigns: MENACE under Michie's rule, on reaching a box with no bead left."""

from __future__ import annotations

import pytest
from seated import seated

from game.engine import Board, Mark, Termination, canonical
from game.play.match import Match, MatchError, Place, Rematch, Resign, Seat, Undo
from game.values.seats import FirstPlayer
from game.opponents import MenaceSetup
from game.opponents.menace_store import MemoryStore

YOU = Seat("YOU")
MENACE = Seat("MENACE", "menace")
CENTRE, CORNER = 4, 0


def empty_box_after(*moves: int) -> MemoryStore:
    """MENACE's memory with the box for the position after ``moves`` emptied (all zeros)."""
    return MemoryStore({canonical(Board.from_moves(moves))[0].key: (0,) * 9})


class Told:
    """Records what a learner was told at each game's end."""

    def __init__(self) -> None:
        self.calls: list[tuple[Board, Mark, Mark | None]] = []

    def game_over(self, board: Board, mark: Mark, resigned: Mark | None = None) -> None:
        self.calls.append((board, mark, resigned))


def resigning_match(*, rule: bool = True) -> Match:
    """You as X against MENACE, whose box for X in the centre is empty."""
    return seated(YOU, MENACE, MenaceSetup(empty_box_after(CENTRE), rule))


def test_menace_resigns_on_its_empty_box_and_the_game_ends_as_your_win() -> None:
    match = resigning_match()
    match.apply(Place(CENTRE))
    assert match.computer_to_move()
    command = match.computer_move()
    assert command == Resign()
    events = match.apply(command)
    assert [e.kind for e in events] == ["game_end"]
    assert events[0].fields == {"result": "X", "line": None, "moves": [CENTRE + 1], "resigned": "O"}
    assert match.over and match.resigned is Mark.O and not match.board.is_over()
    outcome = match.outcome
    assert outcome is not None and outcome.termination is Termination.RESIGNATION and outcome.winner is Mark.X
    assert match.home_result() == 1 and match.tally.wins == 1 and match.games_played == 1
    assert match.seat_to_move() is None and not match.computer_to_move()


def test_with_the_rule_off_menace_plays_on_from_the_same_box() -> None:
    match = resigning_match(rule=False)
    match.apply(Place(CENTRE))
    assert isinstance(match.computer_move(), Place)


def test_a_resigned_game_takes_no_move_no_undo_and_no_second_resignation() -> None:
    match = resigning_match()
    match.apply(Place(CENTRE))
    match.apply(match.computer_move())
    assert match.undoable() == 0
    for command in (Place(CORNER), Undo(), Resign()):
        with pytest.raises(MatchError):
            match.apply(command)
    assert match.board.moves == (CENTRE,) and match.tally.wins == 1 and match.games_played == 1


def test_the_rematch_after_a_resignation_is_a_fresh_game() -> None:
    match = resigning_match()
    match.apply(Place(CENTRE))
    match.apply(match.computer_move())
    events = match.apply(Rematch())
    assert events[0].kind == "game_start" and not match.over and match.outcome is None and match.resigned is None
    assert match.mark_of(1) is Mark.X and match.computer_to_move()


def test_learners_are_told_who_resigned() -> None:
    match = resigning_match()
    told = Told()
    match.opponents[1] = told  # type: ignore[assignment]
    match.apply(Place(CENTRE))
    match.apply(Resign())
    assert told.calls == [(Board.from_moves([CENTRE]), Mark.O, Mark.O)]


def test_menace_counts_its_resignation_as_a_loss() -> None:
    match = seated(YOU, MENACE, MenaceSetup(MemoryStore(), True), first=FirstPlayer.COMPUTER)
    menace = match.opponents[1]
    match.apply(match.computer_move())
    match.apply(Place(next(sq for sq in range(9) if match.board.mark_at(sq) is None)))
    opening = sum(menace.beads(Board()).values())  # type: ignore[attr-defined]
    match.apply(Resign())
    assert sum(menace.beads(Board()).values()) == opening - 1  # type: ignore[attr-defined]


def test_a_finished_board_still_ends_the_game_as_before() -> None:
    match = Match(YOU, Seat("FRIEND", slot=1))
    for square in (0, 3, 1, 4, 2):
        events = match.apply(Place(square))
    assert events[-1].fields == {"result": "X", "line": [1, 2, 3], "moves": [1, 4, 2, 5, 3]}
    outcome = match.outcome
    assert match.over and match.resigned is None and outcome is not None and outcome.termination is Termination.WIN
