"""What the two game screens share: the end-of-game choice, a pad per person, a game given up logged once.

The 3x3 game (``game_scene.GameScene``) and the BIG BOARD
(``big_game.BigBoardScene``) each show one match (a ``game.play.match.Seating``)
and behave alike around it: THINK, BACK (the pause menu), UNDO, and SELECT
or a click skipping the computer's pause mean the same in both; between
two people with a pad each, each pad steers only its own seat; at the end
REMATCH / MENU listen after a guard, BACK choosing MENU; a game left in
progress -- by the pause menu's MAIN MENU, the idle watch or the session's
end -- is logged once as ``game_abandoned`` with why; the computer's move
waits its pause, counted in ticks -- or, with show thinking on, until the
player acts (SELECT or a click), so its thinking stays on the board as long
as someone reads it; the home seat is green with GREEN/BLUE;
a win's line sweeps, three times slower with MOTION SLOW and drawn whole at once with NONE; and the end sounds the same from the person's side
(``result_sound``).  THINK (show thinking) and the way back to
the menu are module functions, for the same reason.

With SPEECH on, the screen is said as a blind player needs it (``spoken``,
the words ``game.speech.position``'s): the match as it opens, what each
player holds and whose turn it is (the status), the square under the
cursor (the focus, with the computer's thinking about it while that is on
show), and after the end the result and the REMATCH / MENU choice.  What
happens is said as it happens: each move, what UNDO took back, a refused
square, the next game's first move.

The moves go through here too, written once: a placed mark, a refused one
(its buzz and flash), the computer's turn (chosen when it starts, played
when its pause ends), UNDO, and the match's events logged with the game's
name.  Every match takes the same commands (``apply``), so the rest is the
screen's own: how it draws its board, what a computer thinks, what REMATCH
resets.  The timings and the animation values
are ``match_motion``'s.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.app.audio.sounds import Sfx
from game.app.input.actions import POSITIONAL, Action, ActionEvent
from game.app.input.keymap import Binding, Device, Slot
from game.language import N_, tr
from game.app.matches.match_setup import YOU
from game.app.render.boardviews import Look, draw_cursor, draw_flash, draw_pop
from game.app.render.game_screen import DRAW_TEXT, PanelInfo, verdict_text, win_text
from game.app.render.motion import ease_out_back, progress
from game.app.render.palette import by_role
from game.app.render.ui import ChoiceRow, Nav
from game.app.scenes.leaving import to_menu
from game.app.render.game_layout import choice_rects
from game.app.scenes.match_motion import (END_CHOICES, END_GUARD_TICKS, MENU, POP_TICKS, REMATCH, THINK_TICKS, Flash,
                                        Landing, thinking_dots)
from game.app.scenes.match_speech import MatchSpeech
from game.speech import position
from game.app.scenes.pause import PauseScene
from game.app.shell.scene import Scene
from game.values.abandon import AbandonReason
from game.engine import Mark
from game.play.match import Command, EventKind, MatchError, MatchEvent, Place, Resign, Seating, Undo
from game.values.tally import Tally

SWEEP_TICKS = 18  # a win's line drawn through its cells
#: The computer's panel line while its thinking is held for reading: what plays its move (keyboard and mouse; pad).
# TRANSLATORS: {select} is a key's name; CLICK is what a mouse does.  A panel's line: at most 14 characters.
HELD_STATUS = N_("{select}/CLICK")
#: What a refused UNDO says, besides its buzz (heard by nobody with the sound off): no move of the person's yet.
NOTHING_TO_UNDO = N_("NOTHING TO UNDO YET")
#: THINK's echo, on and off.
THINKING_SHOWN = {True: N_("SHOW THINKING ON"), False: N_("SHOW THINKING OFF")}
# TRANSLATORS: a panel's line while the computer thinks; {dots} is one to three dots, growing.
THINKING_STATUS = N_("THINKING{dots}")
# TRANSLATORS: a person's panel on their turn against the computer.
YOUR_TURN = N_("YOUR TURN")
# TRANSLATORS: a person's panel on their turn between two people.
TO_MOVE = N_("TO MOVE")


def result_sound(match: Seating) -> Sfx:
    """A finished game's sound, from the person's side: the win's rising notes, the loss's falling ones (when the one
    person playing lost), or the draw's level ones; between two people a win is a win."""
    result = match.home_result()
    if not result:
        return Sfx.DRAW
    people = [seat.is_person for seat in match.seats]
    if sum(people) == 1 and (result > 0) != people[0]:
        return Sfx.LOSE
    return Sfx.WIN


def toggle_thinking(ctx) -> None:
    """THINK: show thinking on or off (a setting, so it lasts), with a sound and a line saying which."""
    show = not ctx.config.show_thinking
    ctx.settings.choose(show_thinking=show)
    ctx.audio.play(Sfx.MOVE)
    ctx.toasts.show(THINKING_SHOWN[show], brief=True)  # the key's echo


class MatchScreen(MatchSpeech, Scene):
    """A screen showing one match; subclasses set ``match`` and ``cursor`` and call ``start_screen`` in ``enter``,
    and say what the events call the game, how a command reaches their match and what REMATCH resets."""

    pausable = True
    match: Seating
    cursor: int  # the square (cell) the keys steer
    end_row: ChoiceRow
    end_guard: int  # ticks until the end-of-game choice listens
    abandoned: bool  # the game in progress was given up (and logged so)
    flash: Flash | None  # a taken cell someone tried again
    landed: Landing | None  # the last move: its pop
    pending: Place | Resign | None  # the computer's move, played when ``wait_ticks`` run out
    wait_ticks: int
    thinking: object | None  # what show thinking draws for the computer's move, while it is pending
    ended_at: int | None  # the tick the game ended on: its win's sweep

    def start_screen(self, font) -> None:
        """Set up what every match screen keeps, then start the match's game and its first turn."""
        self.flash = None
        self._held = 0  # ticks this screen spent covered (the pause menu over it)
        self._covered_at: int | None = None
        self.landed = None
        self.ended_at = None
        self.pending = None
        self.wait_ticks = 0
        self.thinking = None
        self.end_row = ChoiceRow(END_CHOICES, choice_rects(font, END_CHOICES))
        self.end_guard = 0
        self.abandoned = False
        self._emit(self.match.start())
        self._begin_turn()

    # --- what a screen says -------------------------------------------------------

    @property
    def log_name(self) -> str:
        """The ``game`` the events name."""
        raise NotImplementedError

    def _apply(self, command: Command) -> list[MatchEvent]:
        """Hand one command to the match (raising ``MatchError`` if it cannot be done now); its events."""
        return self.match.apply(command)

    def _place_command(self, square: int) -> Place:
        """The command placing on ``square`` from the keys or the computer now."""
        return Place(square)

    def _choose_move(self) -> tuple[object, Place | Resign] | None:
        """If a computer is to move: what show thinking draws for it, and the move it chose (None: a person's turn)."""
        raise NotImplementedError

    def _landing(self, fields: dict) -> Landing:
        """The move just made, from its ``move`` event's fields."""
        return Landing(self.match_moves()[-1], self.ctx.tick)

    def match_moves(self) -> tuple[int, ...]:
        """The current game's moves, in order."""
        raise NotImplementedError

    def _rematch(self) -> None:
        """REMATCH: the next game, and what the screen resets for it."""
        raise NotImplementedError

    def _home_tally(self) -> Tally:
        """The results the panels show, from the home seat's side."""
        raise NotImplementedError

    def _end_sound(self) -> Sfx:
        """The sound of the game's end."""
        return result_sound(self.match)

    def _against_computer(self) -> bool:
        return any(not seat.is_person for seat in self.match.seats)

    # --- moves -------------------------------------------------------------------

    def _emit(self, events: list[MatchEvent]) -> None:
        """Log the match's events with the game's name, and react to a move and to the end."""
        for event in events:
            self.ctx.events.emit(event.kind, game=self.log_name, **self._logged(event))
            self._say(event)
            if event.kind is EventKind.MOVE:
                self.landed = self._landing(event.fields)
            elif event.kind is EventKind.GAME_END:
                self.ended_at = self.ctx.tick
                self._finished()

    def _logged(self, event: MatchEvent) -> dict:
        """An event's fields as logged."""
        return dict(event.fields)

    def _place(self, place: Place) -> None:
        """A person's move: placed, or refused with a buzz and the taken cell flashing."""
        try:
            events = self._apply(place)
        except MatchError:
            self.ctx.audio.play(Sfx.INVALID)
            self.flash = Flash(place.square, self.clock)
            self.ctx.speech.say(position.refused_line(self.square_name(place.square)))
            return
        self.ctx.audio.play(Sfx.PLACE)
        self._after(events)

    def _play_pending(self) -> None:
        """Play the computer's chosen move now."""
        command, self.pending = self.pending, None
        assert command is not None
        if isinstance(command, Resign):
            self._after(self._apply(command))  # the game's end has its own sound
            return
        events = self._apply(self._place_command(command.square))
        self._computer_placed(command.square)
        self.ctx.audio.play(Sfx.PLACE)
        self._after(events)

    def _computer_placed(self, square: int) -> None:
        """After the computer's move on ``square``: where the cursor goes (by default, it stays)."""

    def _after(self, events: list[MatchEvent]) -> None:
        self._emit(events)
        if not self.over:
            self._begin_turn()

    def _begin_turn(self) -> None:
        """If the computer is to move, choose its move now and start its pause."""
        self.pending, self.thinking = None, None
        chosen = self._choose_move()
        if chosen is not None:
            self.thinking, self.pending = chosen
            self.wait_ticks = THINK_TICKS

    def _undo(self) -> None:
        """UNDO: take back what the match allows, or buzz and say so (``refuse_undo``)."""
        if not self.match.undoable():
            self.refuse_undo()
            return
        self.ctx.audio.play(Sfx.BACK)
        self.landed = None
        self._after(self._apply(Undo()))

    def refuse_undo(self) -> None:
        """An UNDO with nothing to take back: the buzz, and a line that says why, for a screen with the sound off."""
        self.ctx.audio.play(Sfx.INVALID)
        self.ctx.toasts.show(NOTHING_TO_UNDO, brief=True)

    def _finished(self) -> None:
        """The game has ended: no computer move waits, the end choice is guarded, its sound plays."""
        self.pending, self.thinking = None, None
        self.end_row.index, self.end_guard = 0, END_GUARD_TICKS
        self.ctx.audio.play(self._end_sound())

    def _choose_end(self, choice: str) -> None:
        """REMATCH or MENU, chosen once the game is over."""
        if choice == REMATCH:
            self._rematch()
        else:
            self.ctx.audio.play(Sfx.SELECT)
            to_menu(self.ctx)

    # --- input --------------------------------------------------------------------

    def _steer(self, event: ActionEvent) -> None:
        """A direction, a point, a click or SELECT from a device that may play now."""
        raise NotImplementedError

    def handle(self, event: ActionEvent) -> None:
        action = event.action
        if action is Action.THINK:
            toggle_thinking(self.ctx)
        elif self.over:
            self._handle_end(event)
        elif action is Action.BACK:
            self.ctx.scenes.push(self.ctx.registry.create(PauseScene.name))
        elif action is Action.UNDO:
            self._undo()
        elif self.pending is not None and action in (Action.SELECT, Action.CLICK):
            self._play_pending()  # skip the computer's pause
        elif self._may_steer(event):
            self._steer(event)

    def _may_steer(self, event: ActionEvent) -> bool:
        """Whether this player may move the cursor and place now.

        Two people each with their own controls (a pad each, or their own keys on one keyboard or encoder)
        play their own moves; two people sharing one device take turns on it.  The mouse (and a finger) is
        everybody's: it points and clicks for whoever is to move.
        """
        mover = self.steering_player()
        return mover is None or event.player == mover or event.action in POSITIONAL

    def hint_player(self, pads: bool) -> tuple[int, bool]:
        """Whose keys the hint line names (the player to move, when their own controls alone steer), and whether
        BACK's key is said for PAUSE: a player with no PAUSE key of their own pauses a game with BACK."""
        player = self.steering_player() or 0
        own_pause = pads or bool(self.ctx.keymap.controls(Binding(Slot(player, Device.KEYS), Action.PAUSE)))
        return player, not own_pause

    def steering_player(self) -> int | None:
        """The player whose controls alone steer now (None: anybody's), so the hint line names their keys."""
        seat = self.match.seat_to_move()
        two_people = all(s.is_person for s in self.match.seats)
        if seat is None or not two_people or len(self.ctx.players_at_hand) < 2:
            return None
        return seat.slot

    def _handle_end(self, event: ActionEvent) -> None:
        if self.end_guard:
            return  # a key meant for the game that just ended (say, skipping the last pause)
        if event.action is Action.BACK:
            self._choose_end(MENU)
            return
        nav = self.end_row.handle(event)
        if nav is Nav.MOVED:
            self.ctx.audio.play(Sfx.MOVE)
        elif nav is Nav.CHOSEN:
            self._choose_end(self.end_row.chosen)

    # --- what the screen asks --------------------------------------------------

    @property
    def over(self) -> bool:
        """Whether the current game has ended (the match decides; nothing is kept beside it)."""
        return self.match.over

    @property
    def game_in_progress(self) -> bool:
        """Whether a game is being played (not over, not given up): a cabinet left idle asks CONTINUE? first."""
        return not self.over and not self.abandoned

    @property
    def at_stake(self) -> bool:
        """A game in progress is lost by leaving: at home no timer gives it up, and closing the window asks."""
        return self.game_in_progress

    @property
    def showing_result(self) -> bool:
        """A finished game's result is on show (REMATCH / MENU): at home the attract mode waits longer here."""
        return self.over and not self.abandoned

    def abandon(self, reason: AbandonReason) -> None:
        """Give up the game in progress, once: ``game_abandoned`` with the game, both players, the moves and why."""
        if not self.game_in_progress:
            return
        self.abandoned = True
        match = self.match
        self.ctx.events.emit(EventKind.GAME_ABANDONED, game=self.log_name, x_player=match.player_id(Mark.X),
                             o_player=match.player_id(Mark.O), moves=match.ply, reason=reason.value)

    @property
    def verdict(self) -> str:
        """The finished game in plain words from the person's side (YOU WIN!, YOU LOSE, DRAW, PLAYER 2 WINS!)."""
        winner = self.match.winner
        name = None if winner is None else self.match.seats[self.match.seat_of(winner)].name
        one_person = sum(seat.is_person for seat in self.match.seats) == 1
        return verdict_text(name, YOU if one_person else None)

    def panel(self, index: int) -> PanelInfo:
        """What one seat's panel shows: its name and mark, its turn or result, and its tally from its side."""
        match = self.match
        seat, mark = match.seats[index], match.mark_of(index)
        if self.over:
            winner = self.match.winner
            status = DRAW_TEXT if winner is None else (win_text(self.ctx.config.theme, mark, match.mark_of(0))
                                                       if winner is mark else "")
            lit = winner is mark
        elif match.turn is mark:
            thinks = self.held_status() if self.held else tr(THINKING_STATUS).format(dots=thinking_dots(self.ctx.tick))
            status = thinks if not seat.is_person else (YOUR_TURN if self._against_computer() else TO_MOVE)
            lit = True
        else:
            status, lit = "", False
        tally = self._home_tally()
        if index == 1:  # the away seat's own wins are the home seat's losses
            tally = Tally(tally.losses, tally.draws, tally.wins)
        return PanelInfo(seat.name, mark, status, tally, None, lit)

    @property
    def held(self) -> bool:
        """Whether the computer's move waits for the player: its thinking is on show, to stay until they act."""
        return self.pending is not None and self.thinking is not None and self.ctx.config.show_thinking

    def held_status(self) -> str:
        """The computer's panel line while its move is held: what plays it."""
        return self.say(HELD_STATUS, pad=bool(self.ctx.pad_slots))

    # --- time -------------------------------------------------------------------------

    def update(self) -> None:
        self.end_guard = max(0, self.end_guard - 1)
        if self.pending is not None and not self.held:
            self.wait_ticks -= 1
            if self.wait_ticks <= 0:
                self._play_pending()

    def _motion_done(self, began: int | None, length: int, now: int | None = None) -> float:
        """How far an animation of ``length`` ticks begun on tick ``began`` is at ``now`` (default: this tick):
        stretched by MOTION SLOW, always done with NONE."""
        if began is None or not self.ctx.motion:
            return 1.0
        return progress((self.ctx.tick if now is None else now) - began, length * self.ctx.pace)

    # --- the screen's own clock: stopped under the pause menu ----------------------------

    @property
    def clock(self) -> int:
        """Ticks of this screen's own time: the session's, less the ticks it spent covered, and still while covered.

        A refused cell's flash and the switch of views run on it, so the pause menu stops them where they were
        and a parent can explain a half-done move.
        """
        now = self.ctx.tick if self._covered_at is None else self._covered_at
        return now - self._held

    def covered(self) -> None:
        self._covered_at = self.ctx.tick

    def uncovered(self) -> None:
        if self._covered_at is not None:
            self._held += self.ctx.tick - self._covered_at
            self._covered_at = None

    # --- drawing ----------------------------------------------------------------------

    def _look(self) -> Look:
        """This game's colours, font and theme, and how far a win's line is drawn."""
        # Colours by role: the home seat (you; player 1) is Moler's green whichever mark it holds this game.
        theme, green = self.ctx.config.theme, self.match.mark_of(0)
        return Look(by_role(self.ctx.palette, theme, green), self.ctx.font, theme, green=green,
                    sweep=self._motion_done(self.ended_at, SWEEP_TICKS))

    def draw_touches(self, surface: pygame.Surface, look: Look, cells: Sequence[pygame.Rect],
                     mark_at: Callable[[int], Mark | None]) -> None:
        """Over a drawn board: the last mark's pop as it lands, the cursor (dim while the computer's move waits),
        and a refused cell's flash."""
        palette, landed = look.palette, self.landed
        if landed is not None and mark_at(landed.square) is not None:
            pop = self._motion_done(landed.tick, POP_TICKS)
            if pop < 1:
                draw_pop(surface, cells[landed.square], ease_out_back(pop), palette.background)
        if not self.over:
            draw_cursor(surface, cells[self.cursor], palette.dim if self.pending is not None else palette.cursor)
        if self.flash is not None and self.flash.lit(self.clock):
            draw_flash(surface, cells[self.flash.square], palette.warn)
