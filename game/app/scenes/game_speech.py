"""The 3x3 game by ear: the words ``MatchSpeech`` asks of ``GameScene``, in the view on show.

Every square is named by its number, the Lo-Shu number each carries in every
view (Pick15 lists it, Magic15 draws it, a view switch flies it), so a
player who says 8 and a friend who sees the top-left square mean one square;
F7 says where it is.  The grids are read row by row for the key that says
the whole screen; Pick15's status already says the whole position.
"""

from __future__ import annotations

from game.app.matches.menace_draws import GIVEN_UP
from game.app.matches.thinking import Thinking
from game.app.render.game_screen import given_up_text, resign_text
from game.app.render.game_layout import Display
from game.app.scenes.match_speech import MatchSpeech
from game.engine import NUMBERS, Termination, number_of, square_for_number
from game.language import tr
from game.speech.reading import LABEL
from game.speech.words import said_place
from game.speech import position

def thinking_words(labels: Thinking | None, square: int) -> str:
    """The computer's thinking about one square, said (nothing when it has none there)."""
    label = None if labels is None else labels.labels.get(square)
    return "" if label is None else label.words


class GameSpeech(MatchSpeech):
    """What the 3x3 game says; ``GameScene`` holds the state it reads."""

    display: Display
    cursor: int

    def _resignation(self) -> str:
        """A resigned game's header: who gave up, and the verdict."""
        match = self.match
        if not match.board.moves:  # only MENACE resigns, and on the empty board only when its first box is empty
            return given_up_text(GIVEN_UP, self.verdict)
        winner = match.winner
        assert winner is not None  # a resignation has a winner
        return resign_text(match.seats[match.seat_of(winner.other)].name, self.verdict)

    @property
    def picks(self) -> bool:
        return self.display is Display.PICK15

    def square_name(self, square: int) -> str:
        """A square by its number; on the TicTacToe grid, which draws none, with where it sits (``8, TOP LEFT``)."""
        if self.display is Display.TICTACTOE:
            return position.numbered_place(square)
        return position.square_number(square)

    def said_screen(self) -> str:
        line = position.match_line(self.match, self.display.title, self.mark_words())
        return f"{line}. {position.numbering()}" if self.display is Display.TICTACTOE else line

    def said_status(self) -> str:
        return position.status(self.match, self.match.board, self.said_waiting())

    def said_focus(self) -> str:
        label = thinking_words(self.thinking, self.cursor) if self.held else ""
        return position.square_focus(self.match, self.match.board, self.cursor, self.display.view, self.mark_words(),
                                     label, name=self.square_name(self.cursor))

    def said_where(self) -> str:
        """Where the cursor is: a grid's square by its number and place (``8, TOP LEFT``); Pick15's number by its
        place in the row of nine."""
        if self.display is Display.PICK15:
            return said_place(NUMBERS.index(number_of(self.cursor)), len(NUMBERS))
        return position.numbered_place(self.cursor)

    def said_board(self) -> tuple[str, ...]:
        """Pick15's status says its whole position; the grids are read row by row.  While the computer's thinking
        waits on show, each square's label too, by number, as the board draws them all at once."""
        grid = () if self.display is Display.PICK15 else position.whole_grid(self.match.board, self.mark_words())
        if not self.held:
            return grid
        labels = [tr(LABEL).format(cell=number, label=words) for number in NUMBERS
                  if (words := thinking_words(self.thinking, square_for_number(number)))]
        return (*grid, *labels)

    def said_result(self) -> str:
        outcome = self.match.outcome
        assert outcome is not None  # only asked once the game is over
        if outcome.termination is Termination.RESIGNATION:
            return self._resignation()
        line = position.line_words(outcome, sums=self.display is not Display.TICTACTOE)
        return position.result_line(self.match, outcome.winner, line)
