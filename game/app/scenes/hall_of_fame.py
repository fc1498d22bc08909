"""The hall of fame from the main menu: every computer's records, without waiting for the attract mode.

The same table the attract mode ends its runs on (``wopr_view.draw_fame``),
drawn in the game's own colours: the computers weakest first by both
seats (the stronger, then the weaker; no one seat is the reader's), each with its longest unbeaten run and its quickest win,
and UNBEATEN where an opponent measured never to lose leaves no quickest
win to set.  Any key, button or click goes back to the menu.
"""

from __future__ import annotations

import pygame

from game.app.audio.sounds import Sfx
from game.app.input.actions import Action, ActionEvent
from game.app.matches.strengths import fame_table
from game.app.render.boardviews import Look
from game.app.render.hints import Hint
from game.app.render.ui import draw_hint
from game.app.render.wopr_view import draw_fame
from game.app.shell.scene import Scene
from game.language import N_

NAME = "hall_of_fame"
MENU_LABEL = N_("HALL OF FAME")
# TRANSLATORS: a key hint: {select}/{back} are two keys that both go back (BACK is a verb).
HINT = N_("{select}/{back} BACK")  # one group of two keys: each is a button (render.hints)
#: Actions that leave: a press of select or back, or a click anywhere (the mouse's only way out).
LEAVING = frozenset({Action.SELECT, Action.BACK, Action.CLICK})


class HallOfFameScene(Scene):
    """The hall of fame's table, opened from the menu."""

    name = NAME

    def enter(self, ctx) -> None:
        self.rows = fame_table(ctx)

    def handle(self, event: ActionEvent) -> None:
        if event.action in LEAVING:
            self.ctx.audio.play(Sfx.BACK)
            self.ctx.scenes.pop()

    def draw(self, surface: pygame.Surface) -> None:
        palette, font = self.ctx.palette, self.ctx.font
        surface.fill(palette.background)
        draw_fame(surface, self.rows, Look(palette, font))
        draw_hint(surface, font, palette, self.hint())

    def hint(self) -> Hint:
        """The keys that go back, which the shell makes buttons."""
        return self.keyed(HINT)
