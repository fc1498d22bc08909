"""A match's screen by ear: what ``MatchScreen`` says with SPEECH on, kept apart from its moves and drawing.

The screen is said as a blind player needs it (``spoken``, the words
``game.speech.position``'s): the match as it opens, what each player holds
and whose turn it is (the status), the square under the cursor (the focus,
with the computer's thinking about it while that is on show), and after the
end the result and the REMATCH / MENU choice.  What happens is said as it
happens (``_say``): each move, what UNDO took back, the next game's first
move.  The 3x3 game and the BIG BOARD fill in the ``said_*`` words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.app.render.game_screen import GAME_NUMBER
from game.app.render.palette import mark_name
from game.app.scenes.match_motion import END_CHOICES
from game.engine import Mark
from game.language import NC_, N_, tr, trc
from game.play.match import EventKind, MatchEvent
from game.records.stats import results_text
from game.speech import Spoken, position
from game.speech.words import said_keys, said_place
from game.values.theme import Theme

if TYPE_CHECKING:
    from game.app.shell.context import Context
    from game.play.match import Match

# TRANSLATORS: said while the computer's move waits, its thinking on show: {keys} is the key that plays it (ENTER).
HELD_SAID = N_("{keys} PLAYS ITS MOVE")
#: The marks said aloud where the board draws X and O: a language whose word for "or" or "the" sounds like O says
#: another (CÍRCULO, BOLA).
# TRANSLATORS: the marks X and O said aloud ("YOU PUT X ON 8", "TOP ROW: 8 X, 1, 6 O"): a word a speech engine
# reads as the mark, never as a word of the sentence (a lone O may be heard as "or" or "the").
SAID_MARKS = {Mark.X: NC_("said aloud", "X"), Mark.O: NC_("said aloud", "O")}


def square_of_cell(cell: int) -> int:
    """The square a ``move`` or ``undo`` event's cell is: the events count cells from 1, on every board."""
    return cell - 1


class MatchSpeech:
    """The spoken side of a match's screen; ``MatchScreen`` holds the state it reads."""

    ctx: Context
    match: Match
    say: Callable[[str], str]  # ``Scene.say``: a text naming the keys bound
    end_row: Any
    pending: Any
    thinking: Any

    @property
    def over(self) -> bool:
        raise NotImplementedError

    @property
    def held(self) -> bool:
        raise NotImplementedError

    def held_status(self) -> str:
        raise NotImplementedError

    def panel(self, index: int) -> Any:
        raise NotImplementedError

    def _home_tally(self) -> Any:
        raise NotImplementedError

    def _say(self, event: MatchEvent) -> None:
        """Say what just happened: a move, the moves UNDO took back, the next game's start (the first game's is the
        screen's own line, said as it opens; the end is the status, said as it changes)."""
        fields, speech = event.fields, self.ctx.speech
        if event.kind is EventKind.MOVE:
            square = self.square_name(square_of_cell(fields["cell"]))
            speech.say(position.move_line(self.match, Mark(fields["player"]), square, self.mark_words(), self.picks))
        elif event.kind is EventKind.UNDO:
            speech.say(position.undo_line([self.square_name(square_of_cell(cell)) for cell in fields["cells"]]))
        elif event.kind is EventKind.GAME_START and self.match.games_played:
            number = tr(GAME_NUMBER).format(number=self.match.games_played + 1)
            speech.say(f"{number}. {position.first_line(self.match, self.mark_words())}")

    def spoken(self) -> Spoken:
        """The match by ear: its name and who plays whom; who holds what and whose turn (or the result); the square
        under the cursor (or the end's choice) and where it is; F6 the whole board."""
        screen = self.said_screen()
        if self.over:
            note = self.panel(0).note  # why the game set no record (a move taken back), as the panel says
            result = f"{self.said_result()}. {tr(note)}" if note else self.said_result()
            results = results_text(self._home_tally(), between_people=all(seat.is_person for seat in self.match.seats))
            choice = self.end_row.index
            # While a record's initials entry waits, nothing is under the cursor: the entry says NEW RECORD! itself.
            focus = "" if self.record_hold else tr(END_CHOICES[choice])
            return Spoken(screen, focus, result, (screen, *self.said_board(), result, results, focus),
                          said_place(choice, len(END_CHOICES)))
        # While the computer thinks, nothing new is said: its move, and the position after it, follow in a moment.
        status = "" if self.pending is not None and not self.held else self.said_status()
        focus = self.said_focus()
        return Spoken(screen, focus, status, (screen, *self.said_board(), status or self.said_status(), focus),
                      self.said_where())

    def mark_words(self) -> dict[Mark, str]:
        """Each mark as the board draws it, said: X and O, or with GREEN/BLUE the colour its player is shown in."""
        theme = self.ctx.config.theme
        if theme is Theme.GREEN_BLUE:
            return {mark: tr(mark_name(theme, mark, self.match.mark_of(0))) for mark in Mark}
        return {mark: trc("said aloud", SAID_MARKS[mark]) for mark in Mark}

    def said_waiting(self) -> str:
        """What the computer to move is doing, said in place of a person's turn (nothing while a person moves)."""
        if self.pending is None:
            return ""
        if self.held:
            # Not the legend, which explains the board's letters to the eye: each square's value is said in words
            # as the cursor comes to it (and all of them by F6).  The key, not the panel's CLICK, which needs eyes.
            keys = tr(HELD_SAID).format(keys=said_keys(self.say("{select}")))
            return f"{position.thinking_line(self.match)}. {keys}"
        return position.thinking_line(self.match)


    @property
    def record_hold(self) -> int:
        """Ticks until a record's initials entry opens (0: none waits)."""
        return 0

    @property
    def picks(self) -> bool:
        """Whether moves take numbers (Pick15's row) rather than put marks on squares."""
        return False

    def square_name(self, square: int) -> str:
        """A square (cell) as said: its number on 3x3, where it is on the BIG BOARD."""
        raise NotImplementedError

    def said_screen(self) -> str:
        """The screen as it opens: the game and who plays whom."""
        raise NotImplementedError

    def said_status(self) -> str:
        """While the game is on: what each player holds, and whose turn it is."""
        raise NotImplementedError

    def said_focus(self) -> str:
        """The square under the cursor, what is on it, and the computer's thinking about it while on show."""
        raise NotImplementedError

    def said_where(self) -> str:
        """Where the square under the cursor is."""
        raise NotImplementedError

    def said_board(self) -> tuple[str, ...]:
        """The board line by line, for the key that says the whole screen (none where the status says it all)."""
        return ()

    def said_result(self) -> str:
        """The finished game: the verdict and the line that made it."""
        raise NotImplementedError


