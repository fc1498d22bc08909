"""One match: the engine state, two seats, the score, and the commands that drive them.

A person's move and the computer's move are the same command, ``Place``,
applied by ``Match.apply``; so are ``Undo``, ``Rematch`` and ``Resign`` (a
computer that gives up: MENACE under Donald Michie's rule, on an empty
matchbox, Michie, "Trial and Error", 1961).  That is what
lets the game scenes, the WarGames attract mode, replays and the tests all
drive a game the same way: the Command pattern.  Whether the
game is over and who won is ``Match.outcome``, one place for a finished
board and a resignation alike; everything else asks it.  Every view --
Pick15, TicTacToe, Magic15 -- renders this one object.  Applying a command
returns the events it caused, for the event log and the scenes.

No pygame here: the match is pure logic, tested without a display.
"""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Mapping, Union

from game.engine import Board, BoardError, Mark, Outcome, Termination, View, cell_of, number_of
from game.opponents import Opponent
from game.values.seats import PERSON_ID, FirstPlayer
from game.values.tally import Tally


def resolve_first(setting: FirstPlayer, previous: FirstPlayer | None) -> FirstPlayer:
    """YOU or COMPUTER for a new match, given the setting and who started the last one."""
    if setting is not FirstPlayer.ALTERNATE:
        return setting
    return FirstPlayer.COMPUTER if previous is FirstPlayer.YOU else FirstPlayer.YOU


@dataclass(frozen=True, slots=True)
class Seat:
    """Who sits on one side: a person (with an input slot) or a computer opponent."""

    name: str
    opponent_id: str | None = None  # None: a person
    slot: int = 0  # which controller a person plays with

    @property
    def is_person(self) -> bool:
        """Whether a person makes this seat's moves."""
        return self.opponent_id is None


# --- commands -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Place:
    """Mark a square for the side to move (from a person or a computer alike)."""

    square: int
    view: View = View.TICTACTOE  # the view the move was made in, for the log


@dataclass(frozen=True, slots=True)
class Undo:
    """Take back the last move; against a computer, back to the person's last turn."""


@dataclass(frozen=True, slots=True)
class Rematch:
    """Start the next game with the seats' marks swapped."""


@dataclass(frozen=True, slots=True)
class Resign:
    """The side to move gives up: the game ends, and it has lost."""


Command = Union[Place, Undo, Rematch, Resign]


class MatchError(ValueError):
    """A command that cannot be applied now; the message says why."""


# --- events ----------------------------------------------------------------


class EventKind(enum.StrEnum):
    """What a match (or the attract show playing matches) reports: each the ``event`` name the log writes."""

    GAME_START = "game_start"
    MOVE = "move"
    UNDO = "undo"
    GAME_END = "game_end"
    GAME_ABANDONED = "game_abandoned"  # the attract show's games cut short
    PHASE = "phase"  # the attract show's next phase
    TYPE = "type"  # one character of the teletype
    SAY = "say"  # a whole line of the teletype


@dataclass(frozen=True, slots=True)
class MatchEvent:
    """Something that happened, as the event log records it: its kind and its fields, both fixed once made."""

    kind: EventKind
    fields: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "fields", MappingProxyType(dict(self.fields)))


class Seating:
    """What any match knows of its two seats: who holds X this game, whose turn it is, and how far undo goes.

    The 3x3 ``Match`` and the BIG BOARD's match (``big_match``) both build on
    it, and both take their commands through ``apply``; each says whose ``turn``
    it is, whether the game is ``over`` and its ``outcome``, and how many moves
    were made (``ply``).  X always moves first.
    """

    seats: tuple[Seat, Seat]  # home (the player whose tally is kept), then away
    _x_seat: int  # the seat holding X this game

    @property
    def turn(self) -> Mark:
        """The mark to move."""
        raise NotImplementedError

    @property
    def over(self) -> bool:
        """Whether the current game has ended."""
        raise NotImplementedError

    @property
    def ply(self) -> int:
        """How many moves this game has had."""
        raise NotImplementedError

    def check_computers(self, players: Mapping[int, object]) -> None:
        """MatchError unless the players handed in sit exactly in the seats that are not a person's."""
        computers = {i for i, seat in enumerate(self.seats) if not seat.is_person}
        if set(players) != computers:
            raise MatchError(f"the computers' seats are {sorted(computers)}, the players' {sorted(players)}")

    def seat_of(self, mark: Mark) -> int:
        """The index (0 home, 1 away) of the seat playing this mark."""
        return self._x_seat if mark is Mark.X else 1 - self._x_seat

    def mark_of(self, seat_index: int) -> Mark:
        """The mark a seat plays this game."""
        return Mark.X if seat_index == self._x_seat else Mark.O

    def seat_to_move(self) -> Seat | None:
        """The seat whose turn it is, or None when the game is over."""
        return None if self.over else self.seats[self.seat_of(self.turn)]

    def computer_to_move(self) -> bool:
        """Whether the side to move is a computer."""
        seat = self.seat_to_move()
        return seat is not None and not seat.is_person

    def player_id(self, mark: Mark) -> str:
        """Who plays this mark in the current game: an opponent id, or PERSON_ID."""
        return self.seats[self.seat_of(mark)].opponent_id or PERSON_ID

    @property
    def outcome(self) -> Outcome | None:
        """The finished game's outcome, or None while it is on."""
        raise NotImplementedError

    @property
    def winner(self) -> Mark | None:
        """The mark that won the current game, or None: a draw, or a game still on."""
        outcome = self.outcome
        return outcome.winner if outcome is not None else None

    def apply(self, command: Command) -> list[MatchEvent]:
        """Apply a command; return what happened.  Raises MatchError if it cannot apply."""
        if isinstance(command, Place):
            return self._place(command)
        if isinstance(command, Undo):
            return self._undo()
        if isinstance(command, Rematch):
            return self._rematch()
        if isinstance(command, Resign):
            return self._resign()
        raise MatchError(f"unknown command {command!r}")

    def _place(self, command: Place) -> list[MatchEvent]:
        raise NotImplementedError

    def _undo(self) -> list[MatchEvent]:
        raise NotImplementedError

    def _rematch(self) -> list[MatchEvent]:
        raise NotImplementedError

    def _resign(self) -> list[MatchEvent]:
        raise MatchError("this match's computers never resign")

    def home_result(self) -> int | None:
        """The finished game from the home seat's side: +1 won, 0 drawn, -1 lost; None while it is on."""
        outcome = self.outcome
        if outcome is None:
            return None
        return 0 if outcome.winner is None else (1 if outcome.winner is self.mark_of(0) else -1)

    def undoable(self) -> int:
        """How many moves an Undo would take back now (0: none): against a computer, back to the person's turn,
        taking back at least one of the person's moves; else one."""
        if self.over or not self.ply:
            return 0
        people = [i for i, seat in enumerate(self.seats) if seat.is_person]
        if len(people) != 1:
            return 1  # two people (or two computers): one move at a time
        person = self.mark_of(people[0])
        return next((count for count in range(1, self.ply + 1) if mover_of(self.ply - count) is person), 0)


def mover_of(ply: int) -> Mark:
    """Who makes the move numbered ``ply`` (from 0): X first, then in turn."""
    return Mark.X if ply % 2 == 0 else Mark.O


class Match(Seating):
    """A series of games between two seats, sharing one board at a time."""

    def __init__(
        self, home: Seat, away: Seat, opponents: Mapping[int, Opponent] = MappingProxyType({}), *,
        first: FirstPlayer = FirstPlayer.YOU, seed: int = 0,
    ) -> None:
        """``opponents``: the computers, built and handed in by seat index (0 home, 1 away), one for each
        seat that is not a person's (``seat_opponents`` builds them from the seats' ids)."""
        self.seats = (home, away)  # home is the player whose tally is kept
        if first is FirstPlayer.ALTERNATE:
            raise MatchError("resolve ALTERNATE with resolve_first before starting a match")
        self.check_computers(opponents)
        self.first = first
        self.rng = random.Random(seed)
        self.opponents: dict[int, Opponent] = dict(opponents)
        self.board = Board()
        self._resigned: Mark | None = None  # who gave up this game, if anyone
        # A move of this game was taken back: it counts as a result, but was not played straight, so it sets no
        # record (house rule 8).  The next game starts straight again.
        self.undone = False
        self.tally = Tally()
        self.games_played = 0
        self._x_seat = 1 if first is FirstPlayer.COMPUTER else 0

    # --- who is who --------------------------------------------------------

    @property
    def turn(self) -> Mark:
        """The mark to move."""
        return self.board.turn

    @property
    def ply(self) -> int:
        """How many moves this game has had."""
        return len(self.board.moves)

    def opponent_to_move(self) -> Opponent | None:
        """The computer opponent whose turn it is, if any."""
        return self.opponents.get(self.seat_of(self.board.turn)) if self.computer_to_move() else None

    @property
    def outcome(self) -> Outcome | None:
        """The finished game's outcome -- a line, a full board or a resignation -- or None while it is on."""
        if self._resigned is not None:
            return Outcome(Termination.RESIGNATION, self._resigned.other)
        return self.board.outcome()

    @property
    def over(self) -> bool:
        """Whether the current game has ended, on the board or by a resignation."""
        return self._resigned is not None or self.board.is_over()

    @property
    def resigned(self) -> Mark | None:
        """The mark that resigned the current game, or None."""
        return self._resigned

    # --- commands -------------------------------------------------------------

    def start(self) -> list[MatchEvent]:
        """The event announcing the current game (call once per game)."""
        return [
            MatchEvent(
                EventKind.GAME_START,
                {
                    "game_number": self.games_played + 1,
                    "x": self.seats[self._x_seat].name,
                    "o": self.seats[1 - self._x_seat].name,
                    "x_player": self.player_id(Mark.X),
                    "o_player": self.player_id(Mark.O),
                },
            )
        ]

    def computer_move(self, view: View = View.TICTACTOE) -> Place | Resign:
        """The command the computer to move would issue: its move (drawn from the match's seeded RNG), or Resign."""
        opponent = self.opponent_to_move()
        if opponent is None:
            raise MatchError("it is not a computer's turn")
        if opponent.resigns(self.board):
            return Resign()
        return Place(opponent.choose(self.board, self.rng), view)

    def _place(self, command: Place) -> list[MatchEvent]:
        if self.over:
            raise MatchError("the game is over")  # a resigned game's board still has free squares
        mover = self.board.turn
        try:
            self.board = self.board.play(command.square)
        except BoardError as err:
            raise MatchError(str(err)) from err
        events = [
            MatchEvent(
                EventKind.MOVE,
                {
                    "player": mover.value,
                    "by": self.player_id(mover),
                    "cell": cell_of(command.square),
                    "number": number_of(command.square),
                    "view": command.view.value,
                },
            )
        ]
        outcome = self.outcome
        if outcome is not None:
            events.append(self._finish(outcome))
        return events

    def _resign(self) -> list[MatchEvent]:
        if self.over:
            raise MatchError("the game is over")
        self._resigned = self.board.turn
        outcome = self.outcome
        assert outcome is not None  # just resigned
        return [self._finish(outcome)]

    def _finish(self, outcome: Outcome) -> MatchEvent:
        self.games_played += 1
        result = self.home_result()
        assert result is not None  # _finish is only called once the game is over
        self.tally = self.tally.add(result)
        for index, opponent in self.opponents.items():
            opponent.game_over(self.board, self.mark_of(index), resigned=self._resigned)
        fields: dict[str, Any] = {
            "result": outcome.result(),
            "line": [cell_of(sq) for sq in outcome.line] if outcome.line else None,
            "moves": [cell_of(sq) for sq in self.board.moves],
        }
        if self._resigned is not None:
            fields["resigned"] = self._resigned.value
        return MatchEvent(EventKind.GAME_END, fields)

    def _undo(self) -> list[MatchEvent]:
        count = self.undoable()
        if not count:
            raise MatchError("nothing to undo")
        taken = [cell_of(sq) for sq in self.board.moves[-count:]]
        for _ in range(count):
            self.board = self.board.undo()
        self.undone = True
        return [MatchEvent(EventKind.UNDO, {"cells": taken})]

    def _rematch(self) -> list[MatchEvent]:
        if not self.over:
            raise MatchError("the game is still on")
        self._x_seat = 1 - self._x_seat
        self.board, self._resigned, self.undone = Board(), None, False
        return self.start()
