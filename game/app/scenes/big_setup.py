"""BIG BOARD setup: the board (4x4 to 7x7), how many in a row win, against whom, and which mark you play -- then START.

Opened from the main menu's BIG BOARD.  The rows work as the 3x3 match
setup's do (``ValueRowsScene``): left and right step the value under the
cursor, a click on either half of a value steps it back or on, and the
cursor starts on START, so the board last played is one press away.  K
runs from 3 to the board's side and follows a change of board (a 7x7
board's k of 6 becomes 4 on a 4x4).  Under the rows, the choice in words:
the rule, the weight grid's weights on this board ("tic tac toe logic", a 2007 blog post), and against the weight grid
its measured label from the seat it plays, in the 3x3 roster's words
(``game.analysis.big_strength``: "EASY WHEN YOU GO FIRST", and how often
someone who knows how it plays can beat it), or that this board is too big
to work out.  START saves the choice
(``Settings.big_board``) and replaces this screen with the game.
"""

from __future__ import annotations

import enum

import pygame

from game.app.audio.sounds import Sfx
from game.app.matches.match_setup import GRID_NAME, MATCH_SEED_LIMIT, big_match
from game.analysis.big_strength import big_label
from game.app.matches.players import PERSON_ABOUT, PERSON_NAME
from game.app.matches.strengths import beaten_words, seat_label
from game.app.render.hints import Hint
from game.app.render.ui import CENTER_X, MARGIN, WIDTH, draw_hint
from game.app.scenes.big_game import BigBoardScene
from game.app.scenes.stepping import cycle
from game.app.scenes.setup_rows import SetupRowsScene
from game.opponents.weights_mnk import block_weight, win_weight
from game.play.big_match import GRID_ID, OPPONENTS, BigSetup
from game.values.big_board import MIN_K, SIDES
from game.values.seats import PERSON_ID
from game.language import N_, tr

TITLE = N_("BIG BOARD")
ABOUT_TOP = 104  # the choice in words, just under the rows: six lines above the hint
ABOUT_LINE = 10
HINT = N_("{up}{down} CHOOSE   {left}{right} CHANGE   {select} SELECT   {back} BACK")
#: The 3x3 roster's WEIGHTS on any board (``weights_mnk``): one player, one name; its weight grid is what it adds up.
OPPONENT_NAMES = {GRID_ID: GRID_NAME, PERSON_ID: PERSON_NAME}
# TRANSLATORS: how the computer WEIGHTS chooses a cell; "TIC TAC TOE LOGIC" (2007) is a blog post's title: keep it.
# {block}, {win}: the weights (numbers) a cell gets for each line it blocks or wins.
GRID_WORDS = N_('AS ON 3X3, THE WEIGHT GRID OF "TIC TAC TOE LOGIC" (2007): +1 PER OPEN LINE, +{block} TO BLOCK, '
                "+{win} TO WIN; THE HEAVIEST CELL, TIES AT RANDOM.")
#: Where the search could not finish on this board: no label is guessed.
UNKNOWN_WORDS = N_("HOW HARD: TOO BIG TO WORK OUT ON THIS BOARD.")
# TRANSLATORS: the rule of a big board; {k}: how many in a row win, {cols}X{rows}: the board's size (5X5).
RULE_WORDS = N_("{k} IN A ROW WINS ON A {cols}X{rows} BOARD; X MOVES FIRST.")
# TRANSLATORS: how hard the computer is, in the roster's words; {strength}: EASY WHEN YOU GO FIRST, HARD WHEN IT
# GOES FIRST ...; {beaten}: a sentence on how often it can be beaten.
STRENGTH_WORDS = N_("{strength}: {beaten}")
# TRANSLATORS: the mark the first player plays when two people play; {mark}: X or O.
PLAYER_ONE_PLAYS = N_("PLAYER 1: {mark}")


class Row(enum.Enum):
    """The lines of the screen, top to bottom."""

    # The values are the rows' labels, drawn whole (and so translated) where the rows are drawn.
    # TRANSLATORS: a setup row's label: the board's size.  16 characters at most (the labels' column).
    BOARD = N_("BOARD")
    # TRANSLATORS: a setup row's label: how many marks in a row win.  16 characters at most.
    K = N_("IN A ROW")
    # TRANSLATORS: a setup row's label: whom you play against.  16 characters at most.
    OPPONENT = N_("OPPONENT")
    # TRANSLATORS: a setup row's label: the mark you play, X or O.  16 characters at most.
    MARK = N_("YOU PLAY")
    # TRANSLATORS: a menu item that starts the game (a verb).
    START = N_("START")
    # TRANSLATORS: a menu item that goes back (a verb).
    BACK = N_("BACK")


ROWS = tuple(Row)
VALUE_ROWS = (Row.BOARD, Row.K, Row.OPPONENT, Row.MARK)


class BigSetupScene(SetupRowsScene):
    """Choose the board, k, the opponent and your mark; START plays."""

    name = "bigboard_setup"
    title = TITLE
    rows, value_rows, start_row, back_row = ROWS, VALUE_ROWS, Row.START, Row.BACK

    def enter(self, ctx) -> None:
        self.choice = BigSetup.parse(ctx.config.big_board)
        self.open_rows()

    def change(self, step: int) -> None:
        choice = self.choice
        if self.row is Row.BOARD:
            side = cycle(SIDES, choice.side, step)
            self.choice = BigSetup(side, min(choice.k, side), choice.opponent, choice.home)
        elif self.row is Row.K:
            self.choice = BigSetup(choice.side, cycle(tuple(range(MIN_K, choice.side + 1)), choice.k, step),
                                   choice.opponent, choice.home)
        elif self.row is Row.OPPONENT:
            self.choice = BigSetup(choice.side, choice.k, cycle(OPPONENTS, choice.opponent, step), choice.home)
        elif self.row is Row.MARK:
            self.choice = BigSetup(choice.side, choice.k, choice.opponent, choice.home.other)
        else:
            return
        self.ctx.audio.play(Sfx.MOVE)

    def _start(self) -> None:
        self.ctx.audio.play(Sfx.SELECT)
        self.ctx.settings.choose(big_board=self.choice.text)
        match = big_match(self.choice, self.ctx.rng.randrange(MATCH_SEED_LIMIT))
        self.ctx.scenes.replace(BigBoardScene(match))

    def _value(self, row: Row) -> str:
        choice = self.choice
        if row is Row.BOARD:
            return f"{choice.side}X{choice.side}"
        if row is Row.K:
            return str(choice.k)
        if row is Row.OPPONENT:
            return tr(OPPONENT_NAMES[choice.opponent])
        return choice.home.value if choice.opponent == GRID_ID else tr(PLAYER_ONE_PLAYS).format(mark=choice.home.value)

    def said_value(self, index: int) -> str:
        if self.rows[index] is Row.BOARD:
            # TRANSLATORS: a board's size said aloud (the screen shows 5X5): columns by rows.
            return tr("{cols} BY {rows}").format(cols=self.choice.side, rows=self.choice.side)
        return super().said_value(index)

    def said_about(self) -> str:
        return " ".join(self.about_texts())

    def about_texts(self) -> list[str]:
        """The choice in words, a sentence at a time: the rule, and who plays and how."""
        shape = self.choice.shape
        words = [tr(RULE_WORDS).format(k=shape.k, cols=shape.cols, rows=shape.rows)]
        if self.choice.opponent == GRID_ID:
            words.append(tr(self.strength_words()))
            words.append(tr(GRID_WORDS).format(block=block_weight(shape), win=win_weight(shape)))
        else:
            words.append(tr(PERSON_ABOUT[len(self.ctx.players_at_hand) > 1]))
        return words

    def about(self) -> list[str]:
        """The choice in words, as drawn: the rule, and who plays and how."""
        return [line for text in self.about_texts() for line in self.ctx.font.wrap(text, WIDTH - 2 * MARGIN)]

    def strength_words(self) -> str:
        """The weight grid's measured label from the seat it plays here, and the figure behind it, in words."""
        choice = self.choice
        grid_mark = choice.home.other
        label, beaten = big_label(choice.side, choice.k, grid_mark)
        if label is None or beaten is None:
            return UNKNOWN_WORDS
        return tr(STRENGTH_WORDS).format(strength=seat_label(label, grid_mark), beaten=beaten_words(beaten))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_rows(surface, TITLE)
        font, palette = self.ctx.font, self.ctx.palette
        for i, line in enumerate(self.about()):
            font.draw(surface, line, (CENTER_X, ABOUT_TOP + i * ABOUT_LINE), palette.dim, align="center")
        draw_hint(surface, font, palette, self.hint())

    def hint(self) -> Hint:
        return self.rows_hint(HINT)

