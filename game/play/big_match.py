"""One BIG BOARD match: a game of k in a row on a 4x4 to 7x7 board, two seats, the tally, and the moves.

The 3x3 game's ``Match`` plays the 3x3 engine's ``Board`` in three views; a
bigger board is the m,n,k engine's (``game.engine.mnk``) and has no Pick15
or Magic15 view (lesson 10 says why), so it gets a match of its own with the
same shape: seats, who holds X, moves that return the events they caused
(``game_start``, ``move``, ``undo``, ``game_end``, the 3x3 match's kinds and
fields; ``game_start`` and ``game_end`` name the board as ``shape``, "5x5 k=4"), undo back to the person's turn against the
computer, and a rematch in which the seats swap marks.  The computer is
seed 003's weight grid on any board ("tic tac toe logic", a 2007 blog post:
"this method is appropriate for a game played on a larger board"), drawing
its ties from the match's seeded generator.  Cells in the events count from
1 in reading order, as the 3x3 game's do.

No pygame here: the match is pure logic, tested without a display.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from game.engine import Mark
from game.engine.board import set_bits
from game.engine.mnk import MnkMatch, Position, Shape
from game.opponents.weights_mnk import BigWeightsPlayer
from game.play.match import MatchError, MatchEvent, Seat, Seating
from game.values.big_board import GAME_NAME, MIN_K, SIDES
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


def cell_number(cell: int) -> int:
    """A cell as the events count it: from 1, in reading order."""
    return cell + 1


class BigMatch(Seating):
    """A series of games on one big board between two seats; the home seat's tally is kept."""

    def __init__(self, setup: BigSetup, home: Seat, away: Seat, *, seed: int = 0) -> None:
        self.setup = setup
        self.seats = (home, away)
        self.rng = random.Random(seed)
        self.players = {i: BigWeightsPlayer() for i, seat in enumerate(self.seats) if not seat.is_person}
        self.game = MnkMatch(setup.shape)
        self.tally = Tally()
        self.games_played = 0
        self._x_seat = 0 if setup.home is Mark.X else 1

    # --- who is who --------------------------------------------------------

    @property
    def position(self) -> Position:
        """The position on the board now."""
        return self.game.position

    @property
    def turn(self) -> Mark:
        """The mark to move."""
        return self.position.to_move

    @property
    def ply(self) -> int:
        """How many moves this game has had."""
        return len(self.game.history)

    @property
    def over(self) -> bool:
        """Whether the current game has ended: a line of k, or a full board."""
        return self.position.over

    @property
    def moves(self) -> tuple[int, ...]:
        """The cells played this game, in order."""
        return self.game.history

    def home_result(self) -> int | None:
        """The finished game from the home seat's side: +1 won, 0 drawn, -1 lost; None while it is on."""
        if not self.over:
            return None
        winner = self.position.winner()
        return 0 if winner is None else (1 if winner is self.mark_of(0) else -1)

    # --- moves -------------------------------------------------------------------

    def start(self) -> list[MatchEvent]:
        """The event announcing the current game (once per game)."""
        return [MatchEvent("game_start", {
            "game_number": self.games_played + 1, "shape": self.setup.shape.name,
            "x": self.seats[self._x_seat].name, "o": self.seats[1 - self._x_seat].name,
            "x_player": self.player_id(Mark.X), "o_player": self.player_id(Mark.O),
        })]

    def computer_move(self) -> int:
        """The cell the computer to move plays: one of the weight grid's heaviest, drawn from the match's generator."""
        seat = self.seat_to_move()
        if seat is None or seat.is_person:
            raise MatchError("it is not the computer's turn")
        return self.players[self.seats.index(seat)].decide(self.position, self.rng)

    def place(self, cell: int) -> list[MatchEvent]:
        """Play ``cell`` for the side to move; MatchError on a taken cell or a finished game."""
        if self.over:
            raise MatchError("the game is over")
        mover = self.position.to_move
        try:
            self.game.play(cell)
        except ValueError as err:
            raise MatchError(str(err)) from err
        events = [MatchEvent("move", {"player": mover.value, "by": self.player_id(mover), "cell": cell_number(cell)})]
        if self.over:
            events.append(self._finish())
        return events

    def _finish(self) -> MatchEvent:
        self.games_played += 1
        result = self.home_result()
        assert result is not None  # only called once the game is over
        self.tally = self.tally.add(result)
        winner, line = self.position.winner(), self.position.winning_line()
        fields: dict[str, Any] = {
            "shape": self.setup.shape.name,
            "result": winner.value if winner is not None else "draw",
            "line": None if line is None else [cell_number(c) for c in set_bits(line)],
            "moves": [cell_number(c) for c in self.moves],
        }
        return MatchEvent("game_end", fields)

    def undo(self) -> list[MatchEvent]:
        """Take back ``undoable()`` moves; MatchError when there is nothing to take back."""
        count = self.undoable()
        if not count:
            raise MatchError("nothing to undo")
        taken = [cell_number(c) for c in self.moves[-count:]]
        for _ in range(count):
            self.game.undo()
        return [MatchEvent("undo", {"cells": taken})]

    def rematch(self) -> list[MatchEvent]:
        """A new game on the same board, the seats swapping marks; MatchError while the game is still on."""
        if not self.over:
            raise MatchError("the game is still on")
        self._x_seat = 1 - self._x_seat
        self.game = MnkMatch(self.setup.shape)
        return self.start()

