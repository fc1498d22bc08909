"""The BIG BOARD game: k in a row on a 4x4 to 7x7 board, against a person or the weight grid.

Played as the 3x3 TicTacToe is, with the same pieces: the cursor moves by
the TI-83 rule (``cursor.grid_move``), SELECT or a click places, hovering
moves the cursor, a taken cell buzzes and flashes, UNDO takes back the last
move (against the computer, back to your turn), PAUSE (or BACK) opens the
pause menu, and THINK turns show thinking on or off.  The weight grid
("tic tac toe logic", a 2007 blog post, on any board) chooses its move when
its turn starts and plays it after ``THINK_TICKS``, the 3x3 computer's pause,
drawing its ties from the match's seeded generator; SELECT or a click plays
it at once.  With show thinking on, it waits for SELECT or a click instead,
as long as its numbers are being read: each free cell's weight (or, where the
weights are too wide for the cells, their deciding count), its heaviest
cells lit, the legend on the bottom line, and the weight of the cell under
the cursor spelt out in the panel (``matches.big_thinking``).  A mark pops
as it lands, a win's line sweeps through its cells, MOTION SLOW takes three
times as long over both, and NONE cuts both.  The end says the result from the person's side in the header and
offers REMATCH (the seats swap marks, as on 3x3) or MENU after the 3x3
game's guard.  Two people with a pad each play with their own pads.

There is no Pick15 or Magic15 view: lesson 10 shows why they exist only on
3x3.  Events (``--event-log``): ``game_start``, ``move``, ``undo``,
``game_end`` and ``game_abandoned``, each with ``game`` = ``bigboard``, and
the first and fourth naming the board as ``shape``; the results stay with
the match (the 3x3 tallies are not touched).
"""

from __future__ import annotations

import pygame

from game.app.audio.sounds import Sfx
from game.app.input.actions import DIRECTIONS, Action, ActionEvent
from game.app.input.cursor import grid_move
from game.app.matches.big_thinking import BigThinking, big_thinking, cell_words
from game.app.matches.match_setup import MATCH_SEED_LIMIT, big_match
from game.app.render.big_board_view import (BigLayout, big_layout, draw_info, draw_position, draw_thinking,
                                            thinking_spots)
from game.app.render.boardviews import LabelSpot, Look
from game.app.render.game_screen import draw_header, draw_hints, draw_panel, game_hint_template, turn_text
from game.app.render.hints import Hint
from game.app.render.ui import CENTER_X, HINT_Y
from game.app.scenes.match_screen import MatchScreen
from game.values.abandon import AbandonReason
from game.opponents.weights_mnk import block_weight, win_weight
from game.play.big_match import BigMatch, BigSetup
from game.values.big_board import GAME_NAME
from game.play.match import Place, Rematch, Resign
from game.values.tally import Tally
from game.language import N_, tr
from game.engine import Mark
from game.speech import position

TITLE = N_("BIG BOARD")
# TRANSLATORS: the big board's rule, in the figures panel: {k} marks in a row win.  20 characters at most.
K_WINS = N_("{k} IN A ROW WINS")
# TRANSLATORS: {lines}: how many lines of k cells the board holds.  20 characters at most.
LINES_ON_BOARD = N_("{lines} LINES ON THE BOARD")
# TRANSLATORS: a cell's weight counts +1 for each open line through it (the next line says the rest).  20 at most.
LINE_WEIGHT = N_("WEIGHTS: LINE +1")
# TRANSLATORS: and +{block} for each line it blocks, +{win} for each it wins.  20 characters at most.
BLOCK_WIN_WEIGHTS = N_("BLOCK +{block}  WIN +{win}")
# TRANSLATORS: the big board's name said aloud with its size as the setup names it, width by height (5X4: {columns}
# columns, {rows} rows).
SAID_TITLE = N_("{game} {columns} BY {rows}")
# TRANSLATORS: the header's right: {board}: the board's size and k (5X5 K=4), {number}: which game this is.
BOARD_GAME = N_("{board}  GAME {number}")


def centre_cell(match: BigMatch) -> int:
    """Where the cursor starts: the middle cell (on an even board, the one up and left of the middle)."""
    shape = match.setup.shape
    return (shape.rows - 1) // 2 * shape.cols + (shape.cols - 1) // 2


class BigBoardScene(MatchScreen):
    """One match on a big board."""

    name = GAME_NAME
    log_name = GAME_NAME

    def __init__(self, match: BigMatch | None = None) -> None:
        self._given = match  # from the setup; None: the choice last saved (``--scene bigboard``)

    # --- life cycle -----------------------------------------------------------

    def enter(self, ctx) -> None:
        self.match = self._given or big_match(BigSetup.parse(ctx.config.big_board), ctx.rng.randrange(MATCH_SEED_LIMIT))
        self.layout: BigLayout = big_layout(self.match.setup.shape)
        self.cursor = centre_cell(self.match)
        self.thinking: BigThinking | None = None
        self.start_screen(ctx.font)

    def exit(self) -> None:
        self.abandon(AbandonReason.LEFT)

    # --- the match ------------------------------------------------------------------

    def match_moves(self) -> tuple[int, ...]:
        return self.match.moves

    def _choose_move(self) -> tuple[BigThinking, Place | Resign] | None:
        """If the weight grid is to move: its weights, and the cell it chose."""
        if not self.match.computer_to_move():
            return None
        return big_thinking(self.match.position), self.match.computer_move()

    def _home_tally(self) -> Tally:
        return self.match.tally

    def _rematch(self) -> None:
        self.ctx.audio.play(Sfx.SELECT)
        self.ended_at = None
        self.cursor = centre_cell(self.match)
        self._after(self._apply(Rematch()))

    # --- what the screen says ----------------------------------------------------------

    def square_name(self, square: int) -> str:
        return cell_words(self.match.setup.shape, square)

    def said_screen(self) -> str:
        shape = self.match.setup.shape
        title = tr(SAID_TITLE).format(game=tr(TITLE), rows=shape.rows, columns=shape.cols)
        return f"{position.match_line(self.match, title, self.mark_words())}. {tr(K_WINS).format(k=shape.k)}"

    def _cells_of(self, mark: Mark) -> list[str]:
        """A player's cells, each named without its own comma, so the commas of the list are the only pauses heard."""
        board = self.match.position
        return [self.square_name(cell).replace(",", "") for cell in range(board.shape.squares)
                if board.mark_at(cell) is mark]

    def said_status(self) -> str:
        """Whose turn (the free cells are too many to list; the whole board is on F6)."""
        return self.said_waiting() or position.turn_line(self.match)

    def said_focus(self) -> str:
        mark = self.match.position.mark_at(self.cursor)
        words = [self.square_name(self.cursor)]
        if mark is not None:
            words.append(self.mark_words()[mark])
        if self.held:
            assert self.thinking is not None
            words.append(self.thinking.said(self.cursor))
        return ", ".join(word for word in words if word)

    def said_where(self) -> str:
        return self.square_name(self.cursor)  # its name is its place

    def said_board(self) -> tuple[str, ...]:
        """The cells each player holds."""
        return tuple(position.holds_line(self.match, mark, self._cells_of(mark)) for mark in
                     (self.match.mark_of(0), self.match.mark_of(1)))

    def said_result(self) -> str:
        outcome = self.match.outcome
        assert outcome is not None  # only asked once the game is over
        line = outcome.line or ()
        ends = position.run_words(self.square_name(line[0]), self.square_name(line[-1])) if line else ""
        return position.result_line(self.match, outcome.winner, ends)

    # --- input --------------------------------------------------------------------

    def _steer(self, event: ActionEvent) -> None:
        action, shape = event.action, self.match.setup.shape
        if action in DIRECTIONS:
            cell = grid_move(self.cursor, action, shape.rows, shape.cols)
            if cell != self.cursor:
                self.cursor = cell
                self.ctx.audio.play(Sfx.MOVE)
        elif action in (Action.POINT, Action.CLICK) and event.pos is not None:
            cell = self.layout.cell_at(event.pos)
            if cell is not None:
                self.cursor = cell
                if action is Action.CLICK:
                    self._place(Place(cell))
        elif action is Action.SELECT and self.pending is None:
            self._place(Place(self.cursor))

    # --- drawing ----------------------------------------------------------------------

    @property
    def showing_thinking(self) -> bool:
        """Whether the weight grid's numbers are on show: it is about to move, and show thinking is on."""
        return self.held

    def thinking_labels(self) -> tuple[dict[int, LabelSpot], dict[int, str], bool]:
        """Where the thinking labels go, their texts, and whether they are the short ones (none when not shown)."""
        if not self.showing_thinking:
            return {}, {}, False
        assert self.thinking is not None
        full, short = self.thinking.labels(short=False), self.thinking.labels(short=True)
        spots, is_short = thinking_spots(self.layout.cells, full, short, self.ctx.font)
        return spots, (short if is_short else full), is_short

    def header(self, look: Look) -> tuple[str, tuple[int, int, int]]:
        """The header's middle: whose turn, or the result, and its colour."""
        position = self.match.position
        if not self.over:
            return turn_text(look.theme, position.turn, look.green), look.palette.mark(position.turn)
        winner = self.match.winner
        return self.verdict, look.palette.text if winner is None else look.palette.mark(winner)

    def info_lines(self) -> tuple[str, ...]:
        """The figures panel: the cell under the cursor spelt out while the weights show, else the board's rule."""
        shape = self.match.setup.shape
        if self.showing_thinking:
            assert self.thinking is not None
            return self.thinking.explain(self.cursor)
        return (tr(K_WINS).format(k=shape.k), tr(LINES_ON_BOARD).format(lines=len(shape.lines)),
                LINE_WEIGHT, tr(BLOCK_WIN_WEIGHTS).format(block=block_weight(shape), win=win_weight(shape)))

    def draw(self, surface: pygame.Surface) -> None:
        look = self._look()
        palette, font, shape = look.palette, look.font, self.match.setup.shape
        surface.fill(palette.background)
        message, colour = self.header(look)
        number = self.match.games_played + (0 if self.over else 1)
        draw_header(surface, look, TITLE, message, colour, tr(BOARD_GAME).format(board=shape.name.upper(), number=number),
                    verdict=self.verdict if self.over else None)
        for index, rect in enumerate(self.layout.panels):
            draw_panel(surface, rect, self.panel(index), look, wide=True)
        draw_info(surface, self.layout.info, self.info_lines(), look)
        draw_position(surface, shape, self.layout.cells, self.match.position, look)
        self.draw_touches(surface, look, self.layout.cells, self.match.position.mark_at)
        spots, labels, short = self.thinking_labels()
        if spots:
            assert self.thinking is not None
            draw_thinking(surface, spots, labels, self.thinking.best, look)
            font.draw(surface, self.thinking.legend(short), (CENTER_X, HINT_Y), palette.accent, align="center")
        elif self.over:
            self.end_row.draw(surface, font, palette, HINT_Y)
        elif self.ctx.scenes.top is self:  # under an overlay its keys do nothing: the overlay's own line says what works
            draw_hints(surface, look, self.hint())

    def hint(self) -> Hint | None:
        """The keys' line while the game is on and no legend or end choice takes the bottom line."""
        if self.over or self.showing_thinking:
            return None
        pads = bool(self.ctx.pad_slots)
        player, pause_by_back = self.hint_player(pads)
        return self.keyed(game_hint_template(pads, views=False, computer=self._against_computer(),
                                             pause_by_back=pause_by_back), pad=pads, player=player)
