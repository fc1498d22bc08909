"""The game: one match, drawn as Pick15, TicTacToe or Magic15, switchable while it is played.

The scene holds the shared ``Match`` (``ctx.match``), the view it is drawn
in, one cursor square shared by every view, and a few tick counters: the
computer's thinking pause, the flash of a taken cell, the glide between
views.  Every move -- a key, a pad, a click, or the computer -- becomes the
match's ``Place`` command, so the event log, undo and replays all see one
kind of move.

- Moves: TicTacToe and Magic15 move the cursor like the TI-83 program
  (``cursor.board_move``); Pick15 steps along its row of numbers
  (``cursor.row_move``).  SELECT or a click places; a taken cell buzzes and
  flashes and nothing changes.
- The computer chooses its move when its turn starts and plays it after
  ``THINK_TICKS`` (Moler's program "appears to think" for half a second,
  Cleve Moler, *Experiments with MATLAB*, ch. 11); SELECT or a click plays it at
  once.  Input is never blocked.  With "show thinking" on, its per-cell
  scores (or its exact move probabilities) are drawn over the board
  meanwhile, with a legend on the bottom line saying what they are
  (``matches.thinking``), and the computer waits for SELECT or a click
  (its panel says so): what must be read stays until the player acts.
- SWITCH_VIEW redraws the same position in the next view, every cell (its
  number and its mark) and the cursor flying to their places, so the 8
  lands in the top-left square; after Magic15 comes THREE VIEWS, all three
  side by side (the board flies to its own place among them as the other
  two fade in), then Pick15 again (its row flies, the grids fade;
  ``view_flight``).  MOTION SLOW makes the flight three times as long, for
  a class to watch each number land; NONE makes each switch a cut.  There the cursor is drawn
  in every view and steps as in TicTacToe; a click in any of the three
  places there.  The match is untouched.
- Against MENACE, its panel shows the matchbox it draws from (beside a
  single view; THREE VIEWS has no room): the box as it was before the draw,
  and once its move is on the board, the bead it drew lit
  (``matches.menace_draws``).  The pause menu's MATCHBOXES opens the
  matchboxes there.
- UNDO takes back the last move (against the computer, the last pair).
- A resignation: MENACE, with Michie's rule on (the MENACE'S EMPTY BOX
  setting's RESIGN, the default), gives up on reaching a box with no bead
  left.  After its usual pause the match applies ``Resign``: the header says
  ``MENACE RESIGNS: YOU WIN!`` (``MENACE HAS GIVEN UP: YOU WIN!`` when its
  first box is empty, so it cannot open a game), its panel RESIGNS, a falling tone plays, and the game counts
  as the person's win everywhere a win counts -- but for the quickest-win
  record, which asks for a line made on the board.
- The end: the result in plain words from the person's side in the header
  (YOU WIN!, YOU LOSE, DRAW; PLAYER 1 WINS! between two people), twice the
  font's size where it fits (``game_screen.result_pieces``) and with a sound
  of its own (``match_screen.result_sound``), the
  calculator's own banner (CROSSES WIN!) in the winner's panel, the tally against this opponent in
  the panels (kept across runs by ``match_setup.Records``; in kiosk mode
  this sitting's own, ``match_setup.tally_shown``), and REMATCH
  (the sides swap who starts) or MENU, which listen after a short guard so
  that a key meant for the last move does not choose for the player.
- Two people with two pads: each plays with their own pad (player 1 the
  home seat, player 2 the away seat) and the other pad's moves are ignored
  on your turn.  With one device, both share it.
- The hall of fame: against a roster opponent, the scene is one sitting
  (``game.cabinet.sitting``; rematches continue it).  Each finished game is
  judged against the records (``ctx.fame``); a new one leaves the final
  board, its line and the result on show for ``RECORD_HOLD_TICKS`` (no key
  skips it), then pushes the initials entry before the REMATCH / MENU
  choice.  Left meanwhile (the pause menu's MAIN MENU), the record stands
  unsigned (``???``): never with another player's initials.  Only a game
  played straight counts: one with a move taken back (UNDO) sets no record
  and ends the unbeaten run, and the person's panel says so
  (``NO_RECORD_NOTE``) until the next game.

Events (``--event-log``): ``game_start``, ``move``, ``undo``, ``game_end``
(with ``resigned`` after a resignation) from the match, each with ``game``
(the view; TicTacToe's in THREE VIEWS) -- ``game_start`` also with ``chosen``, the
game the player chose, by which the bookkeeping counts it --
and ``view_switch`` (``game`` and ``previous``: a view or ``three_views``);
``record_set`` and ``initials`` from the hall of fame.  While a game is on
(``game_in_progress``), the shell's idle watch asks CONTINUE? before it
abandons it.  A game in progress that leaves the stack (the pause menu's
MAIN MENU, the idle watch, the session's end) is logged once as
``game_abandoned`` with its ``reason`` (``AbandonReason``), so every
``game_start`` has exactly one ``game_end`` or ``game_abandoned``.
"""

from __future__ import annotations

import enum
import math
from dataclasses import dataclass

import pygame

from game.app.audio.sounds import Sfx
from game.app.input.actions import DIRECTIONS, Action, ActionEvent
from game.app.input.cursor import board_move, row_move
from game.app.matches.match_setup import YOU, new_match, session_records, tally_shown
from game.app.matches.menace_draws import GIVEN_UP, draw_on_show
from game.app.matches.thinking import Thinking, Tone, thinking
from game.app.render.boardviews import (
    LabelSpot,
    Look,
    cell_rects,
    draw_board,
    draw_cursor,
    draw_flash,
    draw_flying_cell,
    draw_pop,
    draw_scores,
    fifteen_text,
    label_room,
    label_spots,
    rect_between,
    square_at,
)
from game.app.render.game_layout import ROW_LEGEND_Y, ROW_NOTE_Y, THREE_NAME_Y, Display, GameLayout, choice_rects, layout
from game.app.render.game_screen import (
    DRAW_TEXT,
    NO_RECORD_NOTE,
    RESIGNS_STATUS,
    PanelInfo,
    draw_header,
    draw_hints,
    draw_panel,
    hint_text,
    resign_text,
    turn_text,
    verdict_text,
    win_text,
)
from game.app.render.hints import Hint
from game.app.render.motion import ease_out_back, progress
from game.app.render.matchbox_view import BoxPicture, draw_game_box
from game.app.render.palette import RGB, Palette
from game.app.render.ui import CENTER_X, HINT_Y, ChoiceRow
from game.app.render.view_flight import view_flight
from game.app.scenes.initials import InitialsScene
from game.app.scenes.leaving import leave_game, to_menu
from game.app.scenes.match_screen import MatchScreen, result_sound
from game.app.store.fame import InitialsEnd
from game.values.abandon import AbandonReason
from game.cabinet.initials import UNSIGNED
from game.cabinet.sitting import Sitting
from game.engine import NUMBERS, SQUARES, Board, Termination, View, square_for_number
from game.engine.views import numbers_held
from game.opponents.calculator import CalculatorPlayer
from game.play.match import Match, MatchError, MatchEvent, Place, Rematch, Resign, Undo
from game.values.tally import Tally

THINK_TICKS = 30  # the computer's pause before it moves: Moler's pause(0.5)
FLASH_TICKS = 24  # how long a taken cell flashes when someone tries it again
FLASH_BLINK = 4  # ticks per on or off of that flash
TRANSITION_TICKS = 24  # the flight of a board's cells from one view to the next: 0.4 s
POP_TICKS = 10  # a mark landing: it grows past its size and settles back
SETTLE_TICKS = 20  # a draw: the board sinks a little and settles, as if let go
SETTLE_DROP = 2  # pixels the board sinks at the middle of a draw's settle
MOVE_FLIGHT_TICKS = 18  # THREE VIEWS: a move made on one board flies to the other two and lands in both at once
FADE_MARGIN = 4  # pixels round a fading board: a winning frame stands that far outside its cells
OPAQUE = 255  # a fully drawn picture's alpha
TRAIL_LAG = (0.12, 0.24)  # how far behind the flying cell its trail's two outlines are, as parts of the flight
WIPE_TICKS = 15  # REMATCH: the last game's marks wiped away left to right while the new game is already live
CENTRE_SQUARE = 4  # where the cursor starts
CALCULATOR_ID = CalculatorPlayer.id
CALCULATOR_FIRST_SQUARE = 0  # the TI-83 program's ``1->P``: its cursor starts on cell 1, the top left
END_GUARD_TICKS = 30  # after a game ends, the REMATCH / MENU choice ignores keys this long
END_CHOICES = ("REMATCH", "MENU")
#: A game that set a record stays on show this long (1.5 s), its winning line and result, before the initials
#: entry covers it; the REMATCH / MENU choice waits as long, so no key can skip it.
class LegendPlace(enum.Enum):
    """Where show thinking's legend is drawn (``GameScene._legend_place``)."""

    PANEL = "panel"
    UNDER_ROW = "under_row"
    BOTTOM_LINE = "bottom_line"


RECORD_HOLD_TICKS = 90
RECORD_NOTE = "NEW RECORD!"  # on the bottom line meanwhile, where the choice will be
THINKING_DOTS_TICKS = 8  # one more dot of THINKING... every this many ticks


def tone_color(palette: Palette, tone: Tone) -> RGB:
    """A thinking label's colour: the solver's win / draw / loss apart (blue, white, orange), the rest plain."""
    return {Tone.WIN: palette.win, Tone.DRAW: palette.text, Tone.LOSS: palette.loss}.get(tone, palette.accent)


def label_lines(labels: Thinking, palette: Palette) -> dict[int, tuple[tuple[str, RGB], ...]]:
    """Each cell's thinking label as coloured lines to draw (MENACE's beads on a second line)."""
    lines = {}
    for square, label in labels.labels.items():
        first = (label.text, tone_color(palette, label.tone))
        lines[square] = (first, (label.note, palette.dim)) if label.note else (first,)
    return lines


@dataclass(frozen=True, slots=True)
class Landing:
    """The last move: its square, the view it was made in (its flight in THREE VIEWS starts there), and its tick."""

    square: int
    view: View
    tick: int


def end_sound(match: Match) -> Sfx:
    """The sound of a game's end: a computer giving up, or as ``match_screen.result_sound`` says."""
    outcome = match.outcome
    if outcome is not None and outcome.termination is Termination.RESIGNATION:
        return Sfx.RESIGN
    return result_sound(match)


class GameScene(MatchScreen):
    """One match between two seats, shown in any of the three views."""


    def __init__(self, view: View) -> None:
        self.name = view.value  # the game it was started as; the display may change
        self.display = Display.of(view)

    @property
    def view(self) -> View:
        """The view moves are made in from the keys and logged as (TicTacToe's when all three are shown)."""
        return self.display.view

    # --- life cycle -----------------------------------------------------------

    def enter(self, ctx) -> None:
        self.records = session_records(ctx)
        if not self._fresh(ctx.match):
            ctx.match = new_match(ctx, self.records)  # --scene NAME: the remembered choices
        self.match: Match = ctx.match
        self.cursor = self._first_square()
        self.flash_square: int | None = None
        self.flash_ticks = 0
        self.previous_display: Display | None = None
        self.transition_ticks = 0  # ticks left of the flight between views
        self.flight_ticks = TRANSITION_TICKS  # that flight's whole length, at the MOTION setting's pace
        self.landed: Landing | None = None  # the last move: its pop, and in THREE VIEWS its flight
        self.ended_at: int | None = None  # the tick the game ended on: its win's sweep or its draw's settle
        self.wiped: tuple[Board, int] | None = None  # the last game's board and the tick REMATCH wiped it
        self.pending: Place | Resign | None = None  # the computer's choice, played when the wait ends
        self.wait_ticks = 0
        self.thinking: Thinking | None = None
        self.end_row = ChoiceRow(END_CHOICES, choice_rects(ctx.font, END_CHOICES))
        self.end_guard = 0  # ticks until the end-of-game choice listens
        self.record_due: int | None = None  # the tick a record's initials entry opens, while one waits
        self.no_record = False  # the game just finished could have set a record but a move was taken back: it set none
        self._told: set[str] = set()
        self.abandoned = False  # the game in progress was given up (and logged so)
        self.sitting = self._sitting()
        self._emit(self.match.start())
        self._begin_turn()

    def exit(self) -> None:
        if self.record_due is not None:
            self.record_due = None
            self.ctx.fame.sign(UNSIGNED, InitialsEnd.LEFT)  # left before the entry: the record stands, unsigned
        self.abandon(AbandonReason.LEFT)  # gone mid-game: the player left it, unless the shell said why first
        if self.ctx.match is self.match:
            self.ctx.match = None

    def _sitting(self) -> Sitting | None:
        """The hall of fame's view of this screen: only one person against a roster opponent can set records."""
        home, away = self.match.seats
        return Sitting(away.opponent_id) if home.is_person and away.opponent_id is not None else None

    @staticmethod
    def _fresh(match: object) -> bool:
        """Whether ``ctx.match`` is one the setup has just made for this scene (not yet played)."""
        return isinstance(match, Match) and match.games_played == 0 and not match.board.moves

    # --- what the screen asks --------------------------------------------------

    @property
    def log_name(self) -> str:
        """The ``game`` the events name: the view moves are made in."""
        return self.view.value

    @property
    def record_hold(self) -> int:
        """Ticks to run until a record's initials entry is open (0: none waits); it opens in the update of its tick."""
        return 0 if self.record_due is None else max(0, self.record_due - self.ctx.tick + 1)

    def _against_computer(self) -> bool:
        return bool(self.match.opponents)

    @property
    def calculator_game(self) -> bool:
        """Whether this is the TI-83 program's game: its cursor and its CLEAR key, as the calculator had them."""
        return any(seat.opponent_id == CALCULATOR_ID for seat in self.match.seats)

    def _first_square(self) -> int:
        """Where the cursor starts a turn the program places it for: the centre, or the calculator's cell 1 --
        except in Pick15's row against the calculator, where its cell 1 is a number from the middle of the row
        (8) and the first free number is where a row from 1 to 9 starts."""
        if self.calculator_game and self.display is Display.PICK15:
            board = self.match.board
            free = [number for number in NUMBERS if board.mark_at(square_for_number(number)) is None]
            return square_for_number(free[0]) if free else CALCULATOR_FIRST_SQUARE
        return CALCULATOR_FIRST_SQUARE if self.calculator_game else CENTRE_SQUARE

    def _square_at(self, pos: tuple[int, int]) -> tuple[int, View] | None:
        """The square under a point, and the view it was found in (any of three in THREE VIEWS)."""
        for view, rect in layout(self.display).boards:
            square = square_at(view, rect, pos)
            if square is not None:
                return square, view
        return None

    # --- input --------------------------------------------------------------------

    def handle(self, event: ActionEvent) -> None:
        action = event.action
        if action is Action.CLEAR:
            if self.calculator_game:  # ``If K=45:Stop``: CLEAR ends the program -- asking first, as every leaving does
                leave_game(self.ctx)
        elif action is Action.SWITCH_VIEW:
            self._switch_view()
        else:
            super().handle(event)

    def _steer(self, event: ActionEvent) -> None:
        action = event.action
        if action in DIRECTIONS:
            move = row_move if self.display is Display.PICK15 else board_move
            square = move(self.cursor, action)
            if square != self.cursor:
                self.cursor = square
                self.ctx.audio.play(Sfx.MOVE)
        elif action is Action.POINT and event.pos is not None:
            found = self._square_at(event.pos)
            if found is not None:
                self.cursor = found[0]
        elif action is Action.SELECT and self.pending is None:
            self._place(self.cursor, self.view)
        elif action is Action.CLICK and event.pos is not None:
            found = self._square_at(event.pos)
            if found is not None:
                self.cursor = found[0]
                self._place(*found)

    # --- commands -------------------------------------------------------------------

    def _emit(self, events: list[MatchEvent]) -> None:
        """Log the match's events with the game (view) they happened in, and react to the ends."""
        for event in events:
            fields = dict(event.fields)
            if event.kind == "game_start":
                self.records.started(self.match)
                fields["chosen"] = self.name  # the game the player chose: the books count it so, whatever view is on
            self.ctx.events.emit(event.kind, game=self.view.value, **fields)
            if event.kind == "move":
                self.landed = Landing(self.match.board.moves[-1], View(fields["view"]), self.ctx.tick)
            if event.kind == "game_end":
                self.ended_at = self.ctx.tick
                self._finished()

    def _place(self, square: int, view: View) -> None:
        try:
            events = self.match.apply(Place(square, view))
        except MatchError:
            self.ctx.audio.play(Sfx.INVALID)
            self.flash_square, self.flash_ticks = square, FLASH_TICKS
            return
        self.ctx.audio.play(Sfx.PLACE)
        self._after(events)

    def _play_pending(self) -> None:
        pending, self.pending = self.pending, None
        if isinstance(pending, Resign):
            self._after(self.match.apply(pending))  # the game's end has its own sound
            return
        assert pending is not None
        # Logged in the view on show now, which may differ from when it was chosen.
        events = self.match.apply(Place(pending.square, self.view))
        if self.calculator_game:
            # ``C->P``: the program's cursor goes to the cell it took; in Pick15's row, to the first free number.
            self.cursor = self._first_square() if self.display is Display.PICK15 else pending.square
        self.ctx.audio.play(Sfx.PLACE)
        self._after(events)

    def _after(self, events: list[MatchEvent]) -> None:
        self._emit(events)
        if not self.over:
            self._begin_turn()

    def _begin_turn(self) -> None:
        """If the computer is to move, choose its move now and start its pause."""
        self.pending, self.thinking = None, None
        opponent = self.match.opponent_to_move()
        if opponent is None:
            return
        self.thinking = thinking(opponent, self.match.board)
        self.pending = self.match.computer_move(self.view)
        self.wait_ticks = THINK_TICKS
        self._tell_learner_problems()  # a learner reads its memory at its first move

    def _undo(self) -> None:
        if not self.match.undoable():
            self.refuse_undo()
            return
        self.ctx.audio.play(Sfx.BACK)
        self._after(self.match.apply(Undo()))

    def _finished(self) -> None:
        self.pending, self.thinking = None, None
        self.end_row.index, self.end_guard = 0, END_GUARD_TICKS
        self.records.finished(self.match)
        self.ctx.audio.play(end_sound(self.match))
        self._tell_learner_problems()  # and writes it after each game
        self._judge()

    def _judge(self) -> None:
        """Put the finished game before the hall of fame; a new record asks for initials."""
        result = self.match.home_result()
        if self.sitting is None or result is None:
            return
        board, mark = self.match.board, self.match.mark_of(0)
        # A win by resignation made no line: it keeps a streak going but is no quickest win.
        own_moves = None if self.match.resigned else sum(1 for square in board.moves if board.mark_at(square) is mark)
        self.no_record = self.match.undone and self.ctx.fame.challenges
        if self.ctx.fame.judge(self.sitting, result, own_moves, straight=not self.match.undone):
            self.record_due = self.ctx.tick + RECORD_HOLD_TICKS  # the final board first; ``update`` opens the entry
            self.end_guard = RECORD_HOLD_TICKS

    def _tell_learner_problems(self) -> None:
        """Tell the player, once each, what went wrong reading or saving a learner's memory."""
        for opponent in self.match.opponents.values():
            problem = getattr(opponent, "problem", None)
            if problem and problem not in self._told:
                self._told.add(problem)
                self.ctx.tell(f"{opponent.name.upper()}'S MEMORY: {problem}")

    def _choose_end(self, choice: str) -> None:
        wipes = choice == "REMATCH" and self.ctx.motion
        self.ctx.audio.play(Sfx.WIPE if wipes else Sfx.SELECT)
        if choice == "REMATCH":
            self.wiped, self.no_record = (self.match.board, self.ctx.tick), False
            self._after(self.match.apply(Rematch()))
            if self.calculator_game:
                self.cursor = self._first_square()  # each game of the program begins at ``1->P``
        else:
            to_menu(self.ctx)

    def _switch_view(self) -> None:
        self.previous_display, self.display = self.display, self.display.next
        # One board's cells fly to their places in the new view, the boards only one side has fading
        # (``view_flight``); MOTION SLOW stretches it, and with NONE the new view is simply there.
        self.flight_ticks = TRANSITION_TICKS * self.ctx.pace
        self.transition_ticks = self.flight_ticks if self.ctx.motion else 0
        self.ctx.audio.play(Sfx.FLIGHT if self.ctx.motion else Sfx.MOVE)
        self.ctx.events.emit("view_switch", game=self.display.value, previous=self.previous_display.value)

    # --- time -------------------------------------------------------------------------

    def update(self) -> None:
        self.transition_ticks = max(0, self.transition_ticks - 1)
        if self.record_due is not None and self.ctx.tick >= self.record_due:
            self.record_due = None
            self.ctx.scenes.push(self.ctx.registry.create(InitialsScene.name))
        super().update()

    # --- drawing ----------------------------------------------------------------------

    def _header_message(self, look: Look) -> tuple[str, tuple[int, int, int]]:
        match, theme, palette = self.match, look.theme, look.palette
        board, outcome = match.board, match.outcome
        if outcome is None:
            return turn_text(theme, board.turn, look.green), palette.mark(board.turn)
        if outcome.winner is None:
            return self.verdict, palette.text
        if outcome.termination is Termination.RESIGNATION:
            if not board.moves:  # only MENACE resigns, and on the empty board only when its first box is empty
                return f"{GIVEN_UP}: {self.verdict}", palette.mark(outcome.winner)
            loser = match.seats[match.seat_of(outcome.winner.other)].name
            return resign_text(loser, self.verdict), palette.mark(outcome.winner)
        text = self.verdict
        if self.display in (Display.MAGIC15, Display.THREE_VIEWS):  # the sum (Pick15 shows it under its row)
            text += f"  {fifteen_text(outcome.line)}"
        return text, palette.mark(outcome.winner)

    @property
    def verdict(self) -> str:
        """The finished game in plain words from the person's side (YOU WIN!, YOU LOSE, DRAW, PLAYER 2 WINS!)."""
        match, outcome = self.match, self.match.outcome
        assert outcome is not None
        winner = None if outcome.winner is None else match.seats[match.seat_of(outcome.winner)].name
        return verdict_text(winner, YOU if self._one_person() else None)

    def _one_person(self) -> bool:
        return sum(seat.is_person for seat in self.match.seats) == 1

    def _panel(self, index: int) -> PanelInfo:
        match, board = self.match, self.match.board
        seat, mark = match.seats[index], match.mark_of(index)
        outcome = match.outcome
        if outcome is not None:  # the calculator's own words, in the winner's panel (or both, for a draw)
            status = "" if outcome.winner not in (mark, None) else DRAW_TEXT
            if outcome.winner is mark:
                status = win_text(self.ctx.config.theme, mark, match.mark_of(0))
            if match.resigned is mark:
                status = RESIGNS_STATUS
            lit = outcome.winner is mark
        elif board.turn is mark:
            dots = "." * (1 + (self.ctx.tick // THINKING_DOTS_TICKS) % 3)
            thinks = self.held_status() if self.held else f"THINKING{dots}"
            status = thinks if not seat.is_person else ("YOUR TURN" if self._against_computer() else "TO MOVE")
            lit = True
        else:
            status, lit = "", False
        tally = tally_shown(self.ctx, self.records, match)
        if index == 1:  # the away seat's own wins are the home seat's losses
            tally = Tally(tally.losses, tally.draws, tally.wins)
        numbers = None if self.display is Display.TICTACTOE else numbers_held(board, mark)
        note = NO_RECORD_NOTE if self.no_record and outcome is not None and index == 0 else ""
        in_panel = self._legend_place() is LegendPlace.PANEL and board.turn is mark
        legend = self.thinking.legend if in_panel and self.thinking else ""
        return PanelInfo(seat.name, mark, status, tally, numbers, lit, note, legend)

    def _legend_place(self) -> LegendPlace | None:
        """Where the thinking's legend stands while its labels wait to be read (None: no labels on show).

        In the thinker's side panel, or on the free line under Pick15's row, so
        the keys keep the bottom line; THREE VIEWS has room for it nowhere but
        there.
        """
        if not self._showing_thinking():
            return None
        return {Display.THREE_VIEWS: LegendPlace.BOTTOM_LINE, Display.PICK15: LegendPlace.UNDER_ROW}.get(
            self.display, LegendPlace.PANEL)

    def draw(self, surface: pygame.Surface) -> None:
        look = self._look()
        palette, font = look.palette, look.font
        board = self.match.board
        surface.fill(palette.background)
        where = layout(self.display)
        message, color = self._header_message(look)
        number = self.match.games_played + (0 if self.over else 1)
        draw_header(surface, look, self.display.title.upper(), message, color, f"GAME {number}", verdict=self.verdict if self.over else None)
        for index, rect in enumerate(where.panels):
            draw_panel(surface, rect, self._panel(index), look, where.wide, where.compact)
        if not where.compact:
            self._draw_menace_box(surface, look, where)
        if self.transition_ticks and self.previous_display is not None:
            self._draw_flight(surface, look, where, progress(self.flight_ticks - self.transition_ticks, self.flight_ticks))
        else:
            for view, rect in where.boards:
                self._draw_board(surface, look, view, rect)
            self._draw_move_flight(surface, look, where)
        if where.compact:
            for view, rect in where.boards:
                font.draw(surface, view.title.upper(), (rect.centerx, THREE_NAME_Y), palette.dim, align="center")
        if self._legend_place() is LegendPlace.UNDER_ROW:
            assert self.thinking is not None
            font.draw(surface, self.thinking.legend, (CENTER_X, ROW_LEGEND_Y), palette.accent, align="center")
        if self.record_hold:  # the choice waits for the initials entry; say why nothing answers yet
            font.draw(surface, RECORD_NOTE, (CENTER_X, HINT_Y), palette.accent, align="center")
        elif self.over:
            self.end_row.draw(surface, font, palette, HINT_Y)
        elif self._legend_place() is LegendPlace.BOTTOM_LINE:
            assert self.thinking is not None
            font.draw(surface, self.thinking.legend, (CENTER_X, HINT_Y), palette.accent, align="center")
        else:
            draw_hints(surface, look, self.hint())

    def _draw_wipe(self, surface: pygame.Surface, look: Look, view: View, rect: pygame.Rect) -> None:
        """The last game's board over the new one, right of an edge sweeping left to right after REMATCH."""
        if self.wiped is None:
            return
        old, began = self.wiped
        done = self._motion_done(began, WIPE_TICKS)
        if done >= 1:
            return
        picture = pygame.Surface(rect.size)
        picture.fill(look.palette.background)
        draw_board(picture, picture.get_rect(), view, old, look)
        edge = round(rect.width * done)
        surface.blit(picture, (rect.x + edge, rect.y), pygame.Rect(edge, 0, rect.width - edge, rect.height))
        pygame.draw.line(surface, look.palette.accent, (rect.x + edge, rect.top), (rect.x + edge, rect.bottom - 1))

    def _draw_settle(self, surface: pygame.Surface, rect: pygame.Rect, look: Look) -> None:
        """A draw told quietly: the board sinks a pixel or two and comes back."""
        outcome = self.match.outcome
        if outcome is None or outcome.winner is not None:
            return
        done = self._motion_done(self.ended_at, SETTLE_TICKS)
        drop = round(SETTLE_DROP * math.sin(math.pi * done))
        if drop:
            picture = surface.subsurface(rect).copy()
            surface.fill(look.palette.background, rect)
            surface.blit(picture, (rect.x, rect.y + drop))

    def _draw_flight(self, surface: pygame.Surface, look: Look, where: GameLayout, done: float) -> None:
        """The view switch ``done`` of the way through: one board's cells, and the cursor, flying to the new view,
        and the boards that are not flying fading out where they were, or in where they will be."""
        assert self.previous_display is not None
        flight = view_flight(layout(self.previous_display).boards, where.boards)
        for boards, opacity in ((flight.fading_out, flight.opacity_out(done)), (flight.fading_in, flight.opacity_in(done))):
            for view, rect in boards:
                self._draw_faded(surface, look, view, rect, opacity)
        board = self.match.board
        for square in SQUARES:
            draw_flying_cell(surface, flight.flying(square, done), square, board.mark_at(square), look)
        if self.match.outcome is None:
            draw_cursor(surface, flight.flying(self.cursor, done), look.palette.cursor)

    def _draw_faded(self, surface: pygame.Surface, look: Look, view: View, rect: pygame.Rect, opacity: float) -> None:
        """A board drawn where it stands, ``opacity`` of the way from the background to itself."""
        if opacity <= 0:
            return
        area = rect.inflate(2 * FADE_MARGIN, 2 * FADE_MARGIN)
        picture = pygame.Surface(area.size)
        picture.fill(look.palette.background)
        draw_board(picture, rect.move(-area.x, -area.y), view, self.match.board, look)
        picture.set_alpha(round(OPAQUE * opacity))
        surface.blit(picture, area)

    def _move_in_flight(self, view: View) -> Landing | None:
        """The last move, if it is still flying to this board of THREE VIEWS from the one it was made on."""
        landed = self.landed
        if (self.display is not Display.THREE_VIEWS or landed is None or landed.view is view
                or self.match.board.mark_at(landed.square) is None):
            return None
        return landed if self._motion_done(landed.tick, MOVE_FLIGHT_TICKS) < 1 else None

    def _draw_move_flight(self, surface: pygame.Surface, look: Look, where: GameLayout) -> None:
        """THREE VIEWS: the last move flying, with a short trail, from its board to the same square on the other two."""
        boards = dict(where.boards)
        for view, rect in where.boards:
            landed = self._move_in_flight(view)
            if landed is None:
                continue
            start = cell_rects(landed.view, boards[landed.view])[landed.square]
            end = cell_rects(view, rect)[landed.square]
            done = self._motion_done(landed.tick, MOVE_FLIGHT_TICKS)
            mark = self.match.board.mark_at(landed.square)
            for shrink, lag in enumerate(TRAIL_LAG, start=1):  # each outline further behind is smaller: a comet's tail
                trail = rect_between(start, end, max(0.0, done - lag))
                pygame.draw.rect(surface, look.palette.mark(mark), trail.scale_by(1 - shrink / (len(TRAIL_LAG) + 1)), 1)
            draw_flying_cell(surface, rect_between(start, end, done), landed.square, mark, look)

    def hint(self) -> Hint | None:
        """The keys' line while the game is on and no legend or end choice takes the bottom line."""
        if self.over or self._legend_place() is LegendPlace.BOTTOM_LINE:
            return None
        return Hint(hint_text(self.display, bool(self.ctx.pad_slots), self._against_computer(),
                              calculator=self.calculator_game))

    def _draw_menace_box(self, surface: pygame.Surface, look: Look, where: GameLayout) -> None:
        """MENACE's last draw in its panel, if this game has one on show."""
        on_show = draw_on_show(self.match)
        if on_show is not None:
            box = BoxPicture(on_show.draw.position, dict(on_show.draw.beads), on_show.lit)
            draw_game_box(surface, where.panels[on_show.seat], where.wide, box, look)

    def _showing_thinking(self) -> bool:
        return self.held

    def score_layout(self, view: View, rect: pygame.Rect, look: Look) -> dict[int, LabelSpot]:
        """Where the computer's thinking goes on one board now (none when it is not shown)."""
        if not self._showing_thinking():
            return {}
        assert self.thinking is not None
        texts = {sq: tuple(text for text, _ in lines) for sq, lines in label_lines(self.thinking, look.palette).items()}
        return label_spots(view, cell_rects(view, rect), texts, look.font)

    def _draw_board(self, surface: pygame.Surface, look: Look, view: View, rect: pygame.Rect) -> None:
        palette, board = look.palette, self.match.board
        if self._move_in_flight(view) is not None:
            board = board.undo()  # the move has not landed on this board yet
        spots = self.score_layout(view, rect, look)
        room = label_room(cell_rects(view, rect), spots) if view is View.MAGIC15 else None
        rects = draw_board(surface, rect, view, board, look, room)
        self._draw_wipe(surface, look, view, rect)
        self._draw_settle(surface, rect, look)
        if self.landed is not None and board.mark_at(self.landed.square) is not None:
            pop = self._motion_done(self.landed.tick, POP_TICKS)
            if pop < 1:
                draw_pop(surface, rects[self.landed.square], ease_out_back(pop), look.palette.background)
        outcome = self.match.outcome
        if outcome is None:
            cursor_color = palette.dim if self.pending is not None else palette.cursor
            draw_cursor(surface, rects[self.cursor], cursor_color)
        if self.flash_ticks and (self.flash_ticks // FLASH_BLINK) % 2 == 0 and self.flash_square is not None:
            draw_flash(surface, rects[self.flash_square], palette.warn)
        three = self.display is Display.THREE_VIEWS
        if spots:
            assert self.thinking is not None
            draw_scores(surface, spots, label_lines(self.thinking, palette), look)
        if outcome is not None and outcome.line and outcome.winner is not None and view is View.PICK15 and not three:
            text = fifteen_text(outcome.line)
            look.font.draw(surface, text, (CENTER_X, ROW_NOTE_Y), palette.mark(outcome.winner), align="center")
