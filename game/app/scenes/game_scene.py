"""The game: one match, drawn as Pick15, TicTacToe or Magic15, switchable while it is played.

The scene holds the ``Match`` it was made with (the setup's, or, from
``--scene NAME``, one of the remembered choices), the view it is drawn
in, one cursor square shared by every view, and the tick each animation
began on (``match_motion``, ``view_motion``).  Every move -- a key, a pad, a click, or the computer -- becomes the
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

from dataclasses import replace

import pygame

from game.app.audio.sounds import Sfx
from game.app.input.actions import DIRECTIONS, Action, ActionEvent
from game.app.input.cursor import board_move, row_move
from game.app.matches.match_setup import memory_notice, new_match, session_records, tally_shown
from game.app.matches.menace_draws import draw_on_show
from game.app.matches.thinking import Thinking, thinking
from game.app.render.boardviews import LabelSpot, Look, cell_rects, draw_board, draw_scores, fifteen_text, label_room, square_at
from game.app.render.game_layout import ROW_LEGEND_Y, ROW_NOTE_Y, THREE_NAME_Y, Display, GameLayout, layout
from game.app.render.game_screen import (GAME_NUMBER, NO_RECORD_NOTE, RESIGNS_STATUS, PanelInfo, draw_header,
                                         draw_hints, draw_panel, hint_template, turn_text)
from game.app.render.hints import Hint
from game.app.render.matchbox_view import BoxPicture, draw_game_box
from game.app.render.ui import CENTER_X, HINT_Y
from game.app.scenes.game_speech import GameSpeech
from game.app.scenes.initials import InitialsScene
from game.app.scenes.leaving import leave_game
from game.app.scenes.match_motion import Landing
from game.app.scenes.match_screen import MatchScreen, result_sound
from game.app.scenes.thinking_overlay import LegendPlace, label_lines, legend_place, score_spots
from game.app.scenes.view_motion import (MOVE_FLIGHT_TICKS, SETTLE_TICKS, TRANSITION_TICKS, WIPE_TICKS, ViewLanding,
                                         ViewSwitch, Wipe, draw_move_flight, draw_settle, draw_view_switch, draw_wipe)
from game.app.scenes.record_watch import RECORD_HOLD_TICKS, RecordWatch
from game.language import N_, tr
from game.values.abandon import AbandonReason
from game.engine import NUMBERS, Termination, View, square_for_number
from game.engine.views import numbers_held
from game.opponents.calculator import CalculatorPlayer
from game.play.match import Command, EventKind, Match, MatchEvent, Place, Rematch, Resign
from game.values.tally import Tally

CENTRE_SQUARE = 4  # where the cursor starts
CALCULATOR_ID = CalculatorPlayer.id
CALCULATOR_FIRST_SQUARE = 0  # the TI-83 program's ``1->P``: its cursor starts on cell 1, the top left
RECORD_NOTE = N_("NEW RECORD!")  # on the bottom line meanwhile, where the choice will be


def end_sound(match: Match) -> Sfx:
    """The sound of a game's end: a computer giving up, or as ``match_screen.result_sound`` says."""
    outcome = match.outcome
    if outcome is not None and outcome.termination is Termination.RESIGNATION:
        return Sfx.RESIGN
    return result_sound(match)


class GameScene(GameSpeech, MatchScreen):
    """One match between two seats, shown in any of the three views."""

    def __init__(self, view: View, match: Match | None = None) -> None:
        self.name = view.value  # the game it was started as; the display may change
        self.display = Display.of(view)
        self._given = match  # from the setup; None: the choices last saved (``--scene NAME``)

    @property
    def view(self) -> View:
        """The view moves are made in from the keys and logged as (TicTacToe's when all three are shown)."""
        return self.display.view

    # --- life cycle -----------------------------------------------------------

    def enter(self, ctx) -> None:
        self.records = session_records(ctx)
        self.match: Match = self._given or new_match(ctx, self.records)
        ctx.match = self.match  # the match on show, for the pause menu, the matchboxes and the operator menu
        self.cursor = self._first_square()
        self.switch: ViewSwitch | None = None  # the flight from the last view, while it may still be on
        self.wiped: Wipe | None = None  # the last game's board, wiped away after REMATCH
        self.thinking: Thinking | None = None
        self.fame_watch = RecordWatch(self.match)
        self._told: set[str] = set()
        self.start_screen(ctx.font)

    def exit(self) -> None:
        self.fame_watch.leave(self.ctx.fame)
        self.abandon(AbandonReason.LEFT)  # gone mid-game: the player left it, unless the shell said why first
        if self.ctx.match is self.match:
            self.ctx.match = None

    # --- what the screen asks --------------------------------------------------

    @property
    def log_name(self) -> str:
        """The ``game`` the events name: the view moves are made in."""
        return self.view.value

    @property
    def record_hold(self) -> int:
        """Ticks to run until a record's initials entry is open (0: none waits); it opens in the update of its tick."""
        return self.fame_watch.hold(self.ctx.tick)

    @property
    def calculator_game(self) -> bool:
        """Whether this is the TI-83 program's game: its cursor and its CLEAR key, as the calculator had them."""
        return any(seat.opponent_id == CALCULATOR_ID for seat in self.match.seats)

    @property
    def in_flight(self) -> bool:
        """Whether the cells are still flying from the last view to this one."""
        return self.switch is not None and self._motion_done(self.switch.began, TRANSITION_TICKS, self.clock) < 1

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
            self._place(self._place_command(self.cursor))
        elif action is Action.CLICK and event.pos is not None:
            found = self._square_at(event.pos)
            if found is not None:
                self.cursor = found[0]
                self._place(Place(*found))

    def _switch_view(self) -> None:
        previous, self.display = self.display, self.display.next
        # One board's cells fly to their places in the new view, the boards only one side has fading
        # (``view_motion``); MOTION SLOW stretches it, and with NONE the new view is simply there.
        self.switch = ViewSwitch(previous, self.clock) if self.ctx.motion else None
        self.ctx.audio.play(Sfx.FLIGHT if self.ctx.motion else Sfx.MOVE)
        self.ctx.speech.say(self.display.title)
        self.ctx.events.emit("view_switch", game=self.display.value, previous=previous.value)

    # --- the match ------------------------------------------------------------------

    def _apply(self, command: Command) -> list[MatchEvent]:
        return self.match.apply(command)

    def _place_command(self, square: int) -> Place:
        """A move from the keys or the computer, logged in the view on show now (which may differ from when the
        computer chose it)."""
        return Place(square, self.view)

    def match_moves(self) -> tuple[int, ...]:
        return self.match.board.moves

    def _logged(self, event: MatchEvent) -> dict:
        fields = dict(event.fields)
        if event.kind is EventKind.GAME_START:
            self.records.started(self.match)
            fields["chosen"] = self.name  # the game the player chose: the books count it so, whatever view is on
        return fields

    def _landing(self, fields: dict) -> Landing:
        return ViewLanding(self.match.board.moves[-1], self.ctx.tick, View(fields["view"]))

    def _choose_move(self) -> tuple[Thinking, Place | Resign] | None:
        """If the computer is to move: its thinking, and the move it chose (a learner reads its memory now)."""
        opponent = self.match.opponent_to_move()
        if opponent is None:
            return None
        chosen = thinking(opponent, self.match.board), self.match.computer_move(self.view)
        self._tell_learner_problems()  # a learner reads its memory at its first move
        return chosen

    def _computer_placed(self, square: int) -> None:
        if self.calculator_game:
            # ``C->P``: the program's cursor goes to the cell it took; in Pick15's row, to the first free number.
            self.cursor = self._first_square() if self.display is Display.PICK15 else square

    def _home_tally(self) -> Tally:
        return tally_shown(self.ctx, self.records, self.match)

    def _end_sound(self) -> Sfx:
        return end_sound(self.match)

    def _finished(self) -> None:
        self.records.finished(self.match)
        super()._finished()
        self._tell_learner_problems()  # and writes it after each game
        if self.fame_watch.judge(self.ctx.fame, self.match, self.ctx.tick):  # ``update`` opens the entry
            self.end_guard = RECORD_HOLD_TICKS

    def _tell_learner_problems(self) -> None:
        """Tell the player, once each, what went wrong reading or saving a learner's memory."""
        for opponent in self.match.opponents.values():
            problem = getattr(opponent, "problem", None)
            if problem and problem not in self._told:
                self._told.add(problem)
                self.ctx.tell(memory_notice(opponent.name, problem))

    def _rematch(self) -> None:
        self.ctx.audio.play(Sfx.WIPE if self.ctx.motion else Sfx.SELECT)
        self.wiped, self.fame_watch.no_record = Wipe(self.match.board, self.ctx.tick), False
        self._after(self._apply(Rematch()))
        if self.calculator_game:
            self.cursor = self._first_square()  # each game of the program begins at ``1->P``

    # --- time -------------------------------------------------------------------------

    def update(self) -> None:
        if self.fame_watch.opens(self.ctx.tick):
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
            return self._resignation(), palette.mark(outcome.winner)
        text = self.verdict
        if self.display in (Display.MAGIC15, Display.THREE_VIEWS):  # the sum (Pick15 shows it under its row)
            text += f"  {fifteen_text(outcome.line)}"
        return text, palette.mark(outcome.winner)

    def panel(self, index: int) -> PanelInfo:
        """The shared panel, with the 3x3 game's own: RESIGNS, the numbers held, the no-record note, the legend."""
        match, board = self.match, self.match.board
        mark, info = match.mark_of(index), super().panel(index)
        status = RESIGNS_STATUS if match.outcome is not None and match.resigned is mark else info.status
        numbers = None if self.display is Display.TICTACTOE else numbers_held(board, mark)
        note = NO_RECORD_NOTE if self.fame_watch.no_record and match.outcome is not None and index == 0 else ""
        in_panel = self._legend_place() is LegendPlace.PANEL and board.turn is mark
        legend = self.thinking.legend if in_panel and self.thinking else ""
        return replace(info, status=status, numbers=numbers, note=note, legend=legend)

    def _legend_place(self) -> LegendPlace | None:
        """Where the thinking's legend stands while its labels wait to be read (None: no labels on show)."""
        return legend_place(self.display) if self.held else None

    def draw(self, surface: pygame.Surface) -> None:
        look = self._look()
        palette, font = look.palette, look.font
        surface.fill(palette.background)
        where = layout(self.display)
        message, color = self._header_message(look)
        number = self.match.games_played + (0 if self.over else 1)
        draw_header(surface, look, self.display.title, message, color, tr(GAME_NUMBER).format(number=number),
                    verdict=self.verdict if self.over else None)
        for index, rect in enumerate(where.panels):
            draw_panel(surface, rect, self.panel(index), look, where.wide, where.compact)
        if not where.compact:
            self._draw_menace_box(surface, look, where)
        self._draw_boards(surface, look, where)
        if where.compact:
            for view, rect in where.boards:
                font.draw(surface, view.title, (rect.centerx, THREE_NAME_Y), palette.dim, align="center")
        self._draw_bottom(surface, look)

    def _draw_boards(self, surface: pygame.Surface, look: Look, where: GameLayout) -> None:
        """The boards as they stand, or flying from the last view to this one."""
        if self.in_flight:
            assert self.switch is not None
            done = self._motion_done(self.switch.began, TRANSITION_TICKS, self.clock)
            cursor = self.cursor if self.match.outcome is None else None
            draw_view_switch(surface, look, self.switch.previous, where, self.match.board, cursor, done)
            return
        for view, rect in where.boards:
            self._draw_board(surface, look, view, rect)
        boards = dict(where.boards)
        for view in boards:
            landed = self._move_in_flight(view)
            if landed is not None:
                done = self._motion_done(landed.tick, MOVE_FLIGHT_TICKS)
                draw_move_flight(surface, look, boards, view, landed, self.match.board, done)

    def _draw_bottom(self, surface: pygame.Surface, look: Look) -> None:
        """Under the boards: the thinking's legend where it has its line, and the bottom line's one use now."""
        palette, font = look.palette, look.font
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
        elif self.ctx.scenes.top is self:  # under an overlay its keys do nothing: the overlay's own line says what works
            draw_hints(surface, look, self.hint())

    def _move_in_flight(self, view: View) -> ViewLanding | None:
        """The last move, if it is still flying to this board of THREE VIEWS from the one it was made on."""
        landed = self.landed
        if (self.display is not Display.THREE_VIEWS or not isinstance(landed, ViewLanding) or landed.view is view
                or self.match.board.mark_at(landed.square) is None):
            return None
        return landed if self._motion_done(landed.tick, MOVE_FLIGHT_TICKS) < 1 else None

    def hint(self) -> Hint | None:
        """The keys' line while the game is on and no legend or end choice takes the bottom line."""
        if self.over or self._legend_place() is LegendPlace.BOTTOM_LINE:
            return None
        pads = bool(self.ctx.pad_slots)
        player, pause_by_back = self.hint_player(pads)
        return self.keyed(hint_template(self.display, pads, self._against_computer(), calculator=self.calculator_game,
                                        pause_by_back=pause_by_back), pad=pads, player=player)

    def _draw_menace_box(self, surface: pygame.Surface, look: Look, where: GameLayout) -> None:
        """MENACE's last draw in its panel, if this game has one on show."""
        on_show = draw_on_show(self.match)
        if on_show is not None:
            box = BoxPicture(on_show.draw.position, dict(on_show.draw.beads), on_show.lit)
            draw_game_box(surface, where.panels[on_show.seat], where.wide, box, look)

    def score_layout(self, view: View, rect: pygame.Rect, look: Look) -> dict[int, LabelSpot]:
        """Where the computer's thinking goes on one board now (none when it is not shown)."""
        if not self.held:
            return {}
        assert self.thinking is not None
        return score_spots(self.thinking, view, rect, look)

    def _draw_board(self, surface: pygame.Surface, look: Look, view: View, rect: pygame.Rect) -> None:
        palette, board, outcome = look.palette, self.match.board, self.match.outcome
        if self._move_in_flight(view) is not None:
            board = board.undo()  # the move has not landed on this board yet
        spots = self.score_layout(view, rect, look)
        room = label_room(cell_rects(view, rect), spots) if view is View.MAGIC15 else None
        rects = draw_board(surface, rect, view, board, look, room)
        if self.wiped is not None:
            draw_wipe(surface, look, view, rect, self.wiped.board, self._motion_done(self.wiped.began, WIPE_TICKS))
        if outcome is not None and outcome.winner is None:
            draw_settle(surface, rect, look, self._motion_done(self.ended_at, SETTLE_TICKS))
        self.draw_touches(surface, look, rects, board.mark_at)
        if spots:
            assert self.thinking is not None
            draw_scores(surface, spots, label_lines(self.thinking, palette), look)
        three = self.display is Display.THREE_VIEWS
        if outcome is not None and outcome.line and outcome.winner is not None and view is View.PICK15 and not three:
            text = fifteen_text(outcome.line)
            look.font.draw(surface, text, (CENTER_X, ROW_NOTE_Y), palette.mark(outcome.winner), align="center")
