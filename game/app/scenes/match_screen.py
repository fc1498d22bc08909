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
"""

from __future__ import annotations

from game.app.audio.sounds import Sfx
from game.app.input.actions import Action, ActionEvent
from game.app.render.boardviews import Look
from game.app.render.motion import progress
from game.app.render.palette import by_role
from game.app.render.ui import ChoiceRow, Nav
from game.app.scenes.pause import PauseScene
from game.app.shell.scene import Scene
from game.values.abandon import AbandonReason
from game.engine import Mark
from game.play.match import Seating

SWEEP_TICKS = 18  # a win's line drawn through its cells
#: The computer's panel line while its thinking is held for reading: what plays its move (keyboard and mouse; pad).
HELD_STATUS = "ENTER/CLICK"
HELD_STATUS_PAD = "A/CLICK"
#: What a refused UNDO says, besides its buzz (heard by nobody with the sound off): no move of the person's yet.
NOTHING_TO_UNDO = "NOTHING TO UNDO YET"


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
    ctx.toasts.show(f"SHOW THINKING {'ON' if show else 'OFF'}", brief=True)  # the key's echo


class MatchScreen(Scene):
    """A screen showing one match; subclasses set ``match``, ``end_row``, ``end_guard`` and ``abandoned`` in
    ``enter``, and say what the events call the game and what REMATCH and MENU do."""

    pausable = True
    match: Seating
    end_row: ChoiceRow
    end_guard: int  # ticks until the end-of-game choice listens
    abandoned: bool  # the game in progress was given up (and logged so)
    flash_ticks: int  # ticks a taken cell still flashes
    pending: object | None  # the computer's move, played when ``wait_ticks`` run out
    wait_ticks: int
    thinking: object | None  # what show thinking draws for the computer's move, while it is pending
    ended_at: int | None  # the tick the game ended on: its win's sweep

    @property
    def log_name(self) -> str:
        """The ``game`` the events name."""
        raise NotImplementedError

    def _choose_end(self, choice: str) -> None:
        """REMATCH or MENU, chosen once the game is over."""
        raise NotImplementedError

    def _play_pending(self) -> None:
        """Play the computer's chosen move now."""
        raise NotImplementedError

    def _undo(self) -> None:
        """UNDO: take back what the match allows, or buzz and say so (``refuse_undo``)."""
        raise NotImplementedError

    def refuse_undo(self) -> None:
        """An UNDO with nothing to take back: the buzz, and a line that says why, for a screen with the sound off."""
        self.ctx.audio.play(Sfx.INVALID)
        self.ctx.toasts.show(NOTHING_TO_UNDO, brief=True)

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
        self.ctx.events.emit("game_abandoned", game=self.log_name, x_player=match.player_id(Mark.X),
                             o_player=match.player_id(Mark.O), moves=match.ply, reason=reason.value)

    def _may_steer(self, event: ActionEvent) -> bool:
        """Whether this device may move the cursor and place now (two people with a pad each: their own)."""
        seat = self.match.seat_to_move()
        two_people = all(s.is_person for s in self.match.seats)
        if seat is None or not two_people or len(self.ctx.pad_slots) < 2:
            return True
        return event.player == seat.slot

    def _handle_end(self, event: ActionEvent) -> None:
        if self.end_guard:
            return  # a key meant for the game that just ended (say, skipping the last pause)
        if event.action is Action.BACK:
            self._choose_end("MENU")
            return
        nav = self.end_row.handle(event)
        if nav is Nav.MOVED:
            self.ctx.audio.play(Sfx.MOVE)
        elif nav is Nav.CHOSEN:
            self._choose_end(self.end_row.chosen)

    def _motion_done(self, began: int | None, length: int) -> float:
        """How far an animation of ``length`` ticks begun on tick ``began`` is now: stretched by MOTION SLOW,
        always done with NONE."""
        if began is None or not self.ctx.motion:
            return 1.0
        return progress(self.ctx.tick - began, length * self.ctx.pace)

    @property
    def held(self) -> bool:
        """Whether the computer's move waits for the player: its thinking is on show, to stay until they act."""
        return self.pending is not None and self.thinking is not None and self.ctx.config.show_thinking

    def held_status(self) -> str:
        """The computer's panel line while its move is held: what plays it."""
        return HELD_STATUS_PAD if self.ctx.pad_slots else HELD_STATUS

    def update(self) -> None:
        self.flash_ticks = max(0, self.flash_ticks - 1)
        self.end_guard = max(0, self.end_guard - 1)
        if self.pending is not None and not self.held:
            self.wait_ticks -= 1
            if self.wait_ticks <= 0:
                self._play_pending()

    def _look(self) -> Look:
        """This game's colours, font and theme, and how far a win's line is drawn."""
        # Colours by role: the home seat (you; player 1) is Moler's green whichever mark it holds this game.
        theme, green = self.ctx.config.theme, self.match.mark_of(0)
        return Look(by_role(self.ctx.palette, theme, green), self.ctx.font, theme, green=green,
                    sweep=self._motion_done(self.ended_at, SWEEP_TICKS))
