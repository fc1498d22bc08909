"""One BIG BOARD match: a game of k in a row on a 4x4 to 7x7 board, two seats, the tally, and the moves.

The 3x3 game's ``Match`` plays the 3x3 engine's ``Board`` in three views; a
bigger board is the m,n,k engine's (``game.engine.mnk``) and has no Pick15
or Magic15 view (lesson 10 says why), so it gets a match of its own with the
same shape: seats, who holds X, moves that return the events they caused
(``game_start``, ``move``, ``undo``, ``game_end``: the 3x3 match's kinds;
``game_start`` and ``game_end`` name the board as ``shape``, "5x5 k=4", and
no move names a view, nor an end a resignation), undo back to the person's
turn against the computer, and a rematch in which the seats swap marks.  The computer is
the weight grid on any board ("tic tac toe logic", a 2007 blog post:
"this method is appropriate for a game played on a larger board"), drawing
its ties from the match's seeded generator.  It takes the 3x3 match's
commands (``Place``, ``Undo``, ``Rematch``) through the same ``apply``; the
weight grid never resigns, so ``Resign`` is refused.
Squares count from 0 in reading order, as the m,n,k engine's do; the
events name them as cells counted from 1, as the 3x3 game's do.

No pygame here: the match is pure logic, tested without a display.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Mapping, Protocol

from game.engine import Mark, Outcome, cell_of
from game.engine.mnk import Position, Shape
from game.play.match import EventKind, MatchError, MatchEvent, Place, Seat, Seating
from game.values.big_board import MIN_K, SIDES
from game.values.seats import PERSON_ID
from game.values.tally import Tally

#: The computer's id in the events: on 3x3 the same rule is the roster's ``weights``.
GRID_ID = "weights"
OPPONENTS = (GRID_ID, PERSON_ID)


class BigSetupError(ValueError):
    """A BIG BOARD choice that is not offered (a size, a k, an opponent or a mark)."""


@dataclass(frozen=True, slots=True)
class BigSetup:
    """What the BIG BOARD setup chooses: the board's side, k, the opponent, and the home seat's mark in game 1."""

    side: int = 5
    k: int = 4
    opponent: str = GRID_ID  # GRID_ID or PERSON_ID
    home: Mark = Mark.X

    def __post_init__(self) -> None:
        if self.side not in SIDES:
            raise BigSetupError(f"the board must be one of {', '.join(f'{s}x{s}' for s in SIDES)}, not {self.side}")
        if not MIN_K <= self.k <= self.side:
            raise BigSetupError(f"k must be {MIN_K}..{self.side} on a {self.side}x{self.side} board, not {self.k}")
        if self.opponent not in OPPONENTS:
            raise BigSetupError(f"the opponent must be one of {', '.join(OPPONENTS)}, not {self.opponent!r}")

    @property
    def shape(self) -> Shape:
        """The m,n,k engine's board."""
        return Shape(self.side, self.side, self.k)

    @property
    def text(self) -> str:
        """The choice as the settings keep it: ``5x5/4/weights/x``."""
        return f"{self.side}x{self.side}/{self.k}/{self.opponent}/{self.home.value.lower()}"

    @classmethod
    def parse(cls, text: str) -> BigSetup:
        """A choice from ``text``'s form; BigSetupError says what is wrong."""
        parts = text.split("/") if isinstance(text, str) else []
        if len(parts) != 4:
            raise BigSetupError(f"expected SIDExSIDE/K/OPPONENT/MARK, got {text!r}")
        size, k, opponent, mark = parts
        rows, _, cols = size.lower().partition("x")
        if not (rows.isdigit() and rows == cols and k.isdigit()):
            raise BigSetupError(f"expected a square board and a whole k, got {text!r}")
        if mark.upper() not in (Mark.X.value, Mark.O.value):
            raise BigSetupError(f"the mark must be x or o, not {mark!r}")
        return cls(int(rows), int(k), opponent, Mark(mark.upper()))


class BigPlayer(Protocol):
    """What a BIG BOARD computer is to the match: a square for a position, its ties drawn from the match's generator."""

    def decide(self, position: Position, rng: random.Random) -> int:
        ...


class BigMatch(Seating):
    """A series of games on one big board between two seats; the home seat's tally is kept."""

    def __init__(
        self, setup: BigSetup, home: Seat, away: Seat, players: Mapping[int, BigPlayer] = MappingProxyType({}),
        *, seed: int = 0,
    ) -> None:
        """``players``: the computers (the weight grid), built and handed in by seat index, one for each seat not a
        person's."""
        self.setup = setup
        self.seats = (home, away)
        self.check_computers(players)
        self.rng = random.Random(seed)
        self.players = dict(players)
        self._positions: list[Position] = [Position(setup.shape)]  # this game's, the empty board first: undo pops
        self._moves: list[int] = []
        self.tally = Tally()
        self.games_played = 0
        self._x_seat = 0 if setup.home is Mark.X else 1

    # --- who is who --------------------------------------------------------

    @property
    def position(self) -> Position:
        """The position on the board now."""
        return self._positions[-1]

    @property
    def turn(self) -> Mark:
        """The mark to move."""
        return self.position.turn

    @property
    def ply(self) -> int:
        """How many moves this game has had."""
        return len(self._moves)

    @property
    def outcome(self) -> Outcome | None:
        """The finished game's outcome -- a line of k or a full board -- or None while it is on."""
        return self.position.outcome()

    @property
    def over(self) -> bool:
        """Whether the current game has ended: a line of k, or a full board."""
        return self.position.is_over()

    @property
    def moves(self) -> tuple[int, ...]:
        """The squares played this game, in order."""
        return tuple(self._moves)

    # --- commands ------------------------------------------------------------------

    def start(self) -> list[MatchEvent]:
        """The event announcing the current game (once per game)."""
        return [MatchEvent(EventKind.GAME_START, {
            "game_number": self.games_played + 1, "shape": self.setup.shape.name,
            "x": self.seats[self._x_seat].name, "o": self.seats[1 - self._x_seat].name,
            "x_player": self.player_id(Mark.X), "o_player": self.player_id(Mark.O),
        })]

    def computer_move(self) -> Place:
        """The computer to move's Place: one of the weight grid's heaviest squares, drawn from the match's generator."""
        seat = self.seat_to_move()
        if seat is None or seat.is_person:
            raise MatchError("it is not the computer's turn")
        return Place(self.players[self.seats.index(seat)].decide(self.position, self.rng))

    def _place(self, command: Place) -> list[MatchEvent]:
        square = command.square
        if self.over:
            raise MatchError("the game is over")
        mover = self.position.turn
        try:
            self._positions.append(self.position.play(square))
        except ValueError as err:
            raise MatchError(str(err)) from err
        self._moves.append(square)
        events = [MatchEvent(EventKind.MOVE, {"player": mover.value, "by": self.player_id(mover), "cell": cell_of(square)})]
        outcome = self.outcome
        if outcome is not None:
            events.append(self._finish(outcome))
        return events

    def _finish(self, outcome: Outcome) -> MatchEvent:
        self.games_played += 1
        result = self.home_result()
        assert result is not None  # only called once the game is over
        self.tally = self.tally.add(result)
        fields: dict[str, Any] = {
            "shape": self.setup.shape.name,
            "result": outcome.result(),
            "line": None if outcome.line is None else [cell_of(square) for square in outcome.line],
            "moves": [cell_of(square) for square in self._moves],
        }
        return MatchEvent(EventKind.GAME_END, fields)

    def _undo(self) -> list[MatchEvent]:
        count = self.undoable()
        if not count:
            raise MatchError("nothing to undo")
        taken = [cell_of(square) for square in self._moves[-count:]]
        del self._moves[-count:], self._positions[-count:]
        return [MatchEvent(EventKind.UNDO, {"cells": taken})]

    def _rematch(self) -> list[MatchEvent]:
        if not self.over:
            raise MatchError("the game is still on")
        self._x_seat = 1 - self._x_seat
        self._positions, self._moves = [Position(self.setup.shape)], []
        return self.start()
